package app

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"reqap/index"
	"reqap/ingest"
	"reqap/internal/rank"
	"reqap/lang/plural"
)

// SystemZone returns the IANA name of the machine's time zone: $TZ, else
// where /etc/localtime points, else /etc/timezone, else "UTC". time.Local
// says "Local", which names nothing the library could store.
func SystemZone() string {
	return canonicalZone(systemZone())
}

// canonicalZone writes the aliases of UTC as "UTC".
func canonicalZone(name string) string {
	switch name {
	case "Etc/UTC", "Etc/UCT", "Etc/Universal", "Etc/Zulu", "UCT", "Universal", "Zulu", "Etc/GMT", "GMT":
		return "UTC"
	}
	return name
}

func systemZone() string {
	if tz, ok := os.LookupEnv("TZ"); ok {
		tz = strings.TrimPrefix(tz, ":")
		if tz == "" {
			return "UTC"
		}
		if _, err := time.LoadLocation(tz); err == nil {
			return tz
		}
	}
	if p, err := filepath.EvalSymlinks("/etc/localtime"); err == nil {
		if i := strings.Index(p, "zoneinfo/"); i >= 0 {
			name := p[i+len("zoneinfo/"):]
			if _, err := time.LoadLocation(name); err == nil {
				return name
			}
		}
	}
	if b, err := os.ReadFile("/etc/timezone"); err == nil {
		if name := strings.TrimSpace(string(b)); name != "" {
			if _, err := time.LoadLocation(name); err == nil {
				return name
			}
		}
	}
	return "UTC"
}

// LoadZone resolves a zone the person typed: an IANA name ("Europe/Berlin")
// or "UTC".
func LoadZone(name string) (*time.Location, error) {
	name = strings.TrimSpace(name)
	if name == "" || strings.EqualFold(name, "local") {
		return nil, fmt.Errorf("time zone %q: give an IANA name such as Europe/Berlin", name)
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, fmt.Errorf("time zone %q is not known: give an IANA name such as Europe/Berlin", name)
	}
	return loc, nil
}

// zonePlan is where the person lived when: a home zone and moves.
type zonePlan struct {
	home  *time.Location
	moves []zoneMove // by from
}

type zoneMove struct {
	from time.Time
	loc  *time.Location
}

func newZonePlan(home string, moves []ZoneChange) (zonePlan, error) {
	loc, err := LoadZone(home)
	if err != nil {
		return zonePlan{}, err
	}
	z := zonePlan{home: loc}
	for _, m := range moves {
		l, err := LoadZone(m.Zone)
		if err != nil {
			return zonePlan{}, fmt.Errorf("move on %s: %w", m.From, err)
		}
		d, err := time.ParseInLocation("2006-01-02", m.From, l)
		if err != nil {
			return zonePlan{}, fmt.Errorf("move to %s: %q is not a date like 2020-03-01", m.Zone, m.From)
		}
		z.moves = append(z.moves, zoneMove{from: d, loc: l})
	}
	sort.Slice(z.moves, func(i, j int) bool { return z.moves[i].from.Before(z.moves[j].from) })
	return z, nil
}

// at returns the zone the person lived in at t.
func (z zonePlan) at(t time.Time) *time.Location {
	loc := z.home
	for _, m := range z.moves {
		if t.Before(m.from) {
			break
		}
		loc = m.loc
	}
	return loc
}

// calendarZones returns the named zones calendar entries are written in,
// most used first: the names a move's offsets are matched against.
func calendarZones(lib *index.Library) []string {
	n := map[string]int{}
	for _, ev := range lib.Events(ingest.Calendar) {
		if ev.AllDay {
			continue
		}
		if name := ev.Start.Location().String(); strings.Contains(name, "/") {
			n[name]++
		}
	}
	var out []string
	for _, name := range rank.ByCount(n) {
		if _, err := time.LoadLocation(name); err == nil {
			out = append(out, name)
		}
	}
	return out
}

// Limits of move detection: a stay shorter than this, or shown by fewer
// mails, is a trip or a mail written on a plane, not a move.
const (
	minStayMails = 3
	minStay      = 7 * 24 * time.Hour
)

// detectMoves reads the zones the person lived in from what they wrote
// where they were: the offsets of the mail they sent (a mail program
// writes its own zone into Date) and the zones of their own calendar's
// entries. A run of records whose offset is not the home zone's at that
// time is a stay in another zone: the entries' zone, or for mail one that
// agrees with the offset, named after a calendar zone when one does.
func detectMoves(sent []*ingest.Event, home *time.Location, candidates []string) []ZoneChange {
	type mark struct {
		at   time.Time
		zone string
	}
	cands := make([]*time.Location, 0, len(candidates))
	for _, c := range candidates {
		if l, err := time.LoadLocation(c); err == nil {
			cands = append(cands, l)
		}
	}
	sorted := append([]*ingest.Event(nil), sent...)
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i].Start.Before(sorted[j].Start) })
	var marks []mark
	for _, ev := range sorted {
		t := ev.Start
		if t.IsZero() {
			continue
		}
		_, off := t.Zone()
		zone := ""
		if _, h := t.In(home).Zone(); h == off {
			zone = home.String()
		} else if name := t.Location().String(); strings.Contains(name, "/") {
			zone = name // a calendar entry's own zone
		} else {
			for _, c := range cands {
				if _, o := t.In(c).Zone(); o == off {
					zone = c.String()
					break
				}
			}
		}
		if zone == "" {
			if off%3600 != 0 {
				continue
			}
			// Etc/GMT names count west as positive.
			zone = fmt.Sprintf("Etc/GMT%+d", -off/3600)
			if off == 0 {
				zone = "UTC"
			}
		}
		marks = append(marks, mark{at: t, zone: zone})
	}
	// Runs of one zone; short runs join the run before them.
	type run struct {
		zone        string
		first, last time.Time
		n           int
	}
	var runs []run
	for _, m := range marks {
		if len(runs) > 0 && runs[len(runs)-1].zone == m.zone {
			r := &runs[len(runs)-1]
			r.last, r.n = m.at, r.n+1
			continue
		}
		runs = append(runs, run{zone: m.zone, first: m.at, last: m.at, n: 1})
	}
	var kept []run
	for _, r := range runs {
		short := r.n < minStayMails || r.last.Sub(r.first) < minStay
		switch {
		case short && len(kept) > 0:
			kept[len(kept)-1].last = r.last
		case len(kept) > 0 && kept[len(kept)-1].zone == r.zone:
			kept[len(kept)-1].last, kept[len(kept)-1].n = r.last, kept[len(kept)-1].n+r.n
		case !short:
			kept = append(kept, r)
		}
	}
	var out []ZoneChange
	cur := home.String()
	for _, r := range kept {
		if r.zone == cur {
			continue
		}
		loc, err := time.LoadLocation(r.zone)
		if err != nil {
			continue
		}
		out = append(out, ZoneChange{From: r.first.In(loc).Format("2006-01-02"), Zone: r.zone,
			Why: fmt.Sprintf("%s you wrote there from %s to %s", plural.Noun(r.n, "record"), r.first.Format("2006-01-02"), r.last.Format("2006-01-02"))})
		cur = r.zone
	}
	return out
}

// ZoneLabel names a zone for people: IANA names as they are, the Etc/GMT
// zones (whose signs count west) as "UTC+02:00".
func ZoneLabel(name string) string {
	rest, ok := strings.CutPrefix(name, "Etc/GMT")
	if !ok || rest == "" {
		return name
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return name
	}
	_, off := time.Now().In(loc).Zone()
	sign := '+'
	if off < 0 {
		sign, off = '-', -off
	}
	return fmt.Sprintf("UTC%c%02d:%02d", sign, off/3600, off%3600/60)
}
