package ical

import (
	"encoding/binary"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	_ "time/tzdata" // the desktop app runs where no zoneinfo is installed (Windows)

	"reqap/internal/lazyre"
)

// zoneCache keeps IANA lookups; time.LoadLocation reads and parses a file
// every time.
var zoneCache sync.Map // name -> *time.Location (nil stored as a miss)

func loadIANA(name string) *time.Location {
	if name == "" || strings.EqualFold(name, "local") || strings.ContainsAny(name, " \\") {
		return nil
	}
	if v, ok := zoneCache.Load(name); ok {
		l, _ := v.(*time.Location)
		return l
	}
	l, err := time.LoadLocation(name)
	if err != nil {
		l = nil
	}
	zoneCache.Store(name, l)
	return l
}

var (
	// The folded tables are made when a calendar first names a zone
	// this way, not when a process that reads no calendar starts.
	windowsIDsNorm   = sync.OnceValue(func() map[string]string { return normMap(windowsIDs) })
	windowsNamesNorm = sync.OnceValue(func() map[string]string { return normMap(windowsNames) })
	// "(UTC+01:00) ", "(GMT-05:00)", "(GMT) " before a Windows display name.
	displayPrefix = lazyre.New(`^\((?:UTC|GMT)\s*(?:([+-])(\d{1,2}):?(\d{2}))?\)\s*`)
	// An offset in a zone name: "GMT +0100", "UTC+01:00", "GMT-5".
	offsetInName = lazyre.New(`(?i)(?:UTC|GMT)\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?`)
)

func normMap(m map[string]string) map[string]string {
	out := make(map[string]string, len(m))
	for k, v := range m {
		out[normKey(k)] = v
	}
	return out
}

// normKey folds case and drops spaces and punctuation other than signs.
func normKey(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '+' || r == '-' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// cleanTZID undoes the ways exporters wrap a TZID: quotes, escaped commas.
func cleanTZID(s string) string {
	s = strings.TrimSpace(s)
	s = strings.Trim(s, `"`)
	s = strings.ReplaceAll(s, `\,`, ",")
	return strings.TrimSpace(s)
}

// zoneByName maps a TZID to a zone without looking at the file's VTIMEZONEs:
// an IANA name (also behind a vendor prefix), a Windows ID or display name.
func zoneByName(tzid string) *time.Location {
	if tzid == "" {
		return nil
	}
	if strings.EqualFold(tzid, "UTC") || strings.EqualFold(tzid, "GMT") || strings.EqualFold(tzid, "Z") {
		return time.UTC
	}
	if l := loadIANA(tzid); l != nil {
		return l
	}
	// Sunbird, Evolution and others prefix the IANA name:
	// /mozilla.org/20050126_1/Europe/Berlin, /freeassociation.sourceforge.net/Tzfile/Europe/Berlin.
	if strings.Contains(tzid, "/") {
		parts := strings.Split(strings.Trim(tzid, "/"), "/")
		for i := 1; i < len(parts); i++ {
			if l := loadIANA(strings.Join(parts[i:], "/")); l != nil {
				return l
			}
		}
	}
	if name, ok := windowsIDsNorm()[normKey(tzid)]; ok {
		return loadIANA(name)
	}
	rest := displayPrefix().ReplaceAllString(tzid, "")
	if id, ok := windowsNamesNorm()[normKey(rest)]; ok {
		return loadIANA(windowsIDs[id])
	}
	if name, ok := windowsIDsNorm()[normKey(rest)]; ok {
		return loadIANA(name)
	}
	if k := normKey(rest); k != "" && !strings.HasSuffix(k, "time") {
		// a Windows ID said without its "Standard Time", as Exchange's
		// invitations write some ("FLE" of "FLE Standard Time")
		if name, ok := windowsIDsNorm()[k+"standardtime"]; ok {
			return loadIANA(name)
		}
	}
	return nil
}

// zoneFromOffsetName reads a fixed offset out of a zone name such as
// "(UTC+05:30) Somewhere" or "GMT +0100 (Standard) / GMT +0200 (Daylight)";
// the first offset written is taken as the zone's standard offset.
func zoneFromOffsetName(tzid string) *time.Location {
	m := offsetInName().FindStringSubmatch(tzid)
	if m == nil {
		return nil
	}
	h, _ := strconv.Atoi(m[2])
	mi := 0
	if m[3] != "" {
		mi, _ = strconv.Atoi(m[3])
	}
	if h > 14 || mi > 59 {
		return nil
	}
	off := h*3600 + mi*60
	if m[1] == "-" {
		off = -off
	}
	return time.FixedZone(tzid, off)
}

// observance is one STANDARD or DAYLIGHT block of a VTIMEZONE.
type observance struct {
	dst      bool
	name     string
	from, to int // offsets in seconds
	start    time.Time
	rule     *rrule
	rdates   []time.Time
}

// The synthesized zone covers transitions up to this year; later times keep
// the last offset. The other bounds keep a hostile VTIMEZONE cheap.
const (
	vtzLastYear    = 2200
	maxObservances = 200
	maxTransitions = 20000
)

// zoneFromVTIMEZONE turns a VTIMEZONE's observances into a *time.Location by
// computing its transitions and encoding them as TZif data, the form
// time.LoadLocationFromTZData reads. This serves TZIDs no zone database
// knows, such as Exchange's "GMT +0100 (Standard) / GMT +0200 (Daylight)".
func zoneFromVTIMEZONE(name string, vtz *component) (*time.Location, error) {
	var obs []observance
	for _, c := range vtz.children {
		o := observance{dst: c.name == "DAYLIGHT"}
		var err1, err2 error
		o.from, err1 = parseOffset(c.text("TZOFFSETFROM"))
		o.to, err2 = parseOffset(c.text("TZOFFSETTO"))
		if err2 != nil {
			continue
		}
		if err1 != nil {
			o.from = o.to
		}
		o.name = c.text("TZNAME")
		if p := c.get("DTSTART"); p != nil {
			if civ, _, err := parseCivil(p.value); err == nil {
				o.start = civ
			}
		}
		if o.start.IsZero() {
			o.start = time.Date(1601, 1, 1, 0, 0, 0, 0, time.UTC)
		}
		if p := c.get("RRULE"); p != nil {
			if r, err := parseRRule(p.value); err == nil {
				o.rule = r
			}
		}
		for _, p := range c.all("RDATE") {
			for _, v := range strings.Split(p.value, ",") {
				if civ, _, err := parseCivil(v); err == nil {
					o.rdates = append(o.rdates, civ)
				}
			}
		}
		obs = append(obs, o)
	}
	if len(obs) == 0 {
		return nil, fmt.Errorf("VTIMEZONE %q has no usable STANDARD or DAYLIGHT block", name)
	}
	if len(obs) > maxObservances {
		return nil, fmt.Errorf("VTIMEZONE %q has more than %d blocks", name, maxObservances)
	}
	type transition struct {
		at  int64
		obs int
	}
	var trans []transition
	limit := time.Date(vtzLastYear, 12, 31, 23, 59, 59, 0, time.UTC)
	for i, o := range obs {
		onset := func(civ time.Time) {
			if len(trans) < maxTransitions {
				trans = append(trans, transition{at: civ.Unix() - int64(o.from), obs: i})
			}
		}
		for _, rd := range o.rdates {
			onset(rd)
		}
		if o.rule == nil {
			onset(o.start)
			continue
		}
		r, from := o.rule, int64(o.from)
		stop := func(c time.Time) bool {
			switch {
			case c.After(limit):
				return true
			case r.untilKind == kUTC:
				return c.Unix()-from > r.until.Unix()
			case r.untilKind != 0:
				return c.After(r.until)
			}
			return false
		}
		budget := 100_000
		_ = r.expand(o.start, stop, 1000, &budget, func(c time.Time) bool {
			onset(c)
			return len(trans) < maxTransitions
		})
	}
	sort.SliceStable(trans, func(i, j int) bool { return trans[i].at < trans[j].at })

	// TZif local time types: the first is the zone before any transition
	// (the offset the earliest observance starts from), one per observance
	// after it.
	type ltt struct {
		off   int
		dst   bool
		abbrv string
	}
	first := obs[trans[0].obs]
	types := []ltt{{off: first.from, dst: false, abbrv: abbrev(first.name, first.from)}}
	typeOf := make([]int, len(obs))
	for i, o := range obs {
		types = append(types, ltt{off: o.to, dst: o.dst, abbrv: abbrev(o.name, o.to)})
		typeOf[i] = len(types) - 1
	}
	var times []int64
	var idx []byte
	prevOff := first.from
	for _, t := range trans {
		o := obs[t.obs]
		if o.to == prevOff && len(times) > 0 {
			continue
		}
		if len(times) > 0 && times[len(times)-1] == t.at {
			idx[len(idx)-1] = byte(typeOf[t.obs])
		} else {
			times = append(times, t.at)
			idx = append(idx, byte(typeOf[t.obs]))
		}
		prevOff = o.to
	}
	// Abbreviations are indexed by a byte: share equal ones and give up on
	// names (an empty one) when a hostile file has too many.
	chars := []byte{0}
	charIdx := make([]int, len(types))
	at := map[string]int{"": 0}
	for i, t := range types {
		j, ok := at[t.abbrv]
		if !ok && len(chars)+len(t.abbrv)+1 <= 255 {
			j = len(chars)
			at[t.abbrv] = j
			chars = append(append(chars, t.abbrv...), 0)
		}
		charIdx[i] = j
	}
	var b []byte
	header := func(version byte, nTime, nType, nChar int) {
		b = append(b, "TZif"...)
		b = append(b, version)
		b = append(b, make([]byte, 15)...)
		for _, n := range []int{0, 0, 0, nTime, nType, nChar} {
			b = binary.BigEndian.AppendUint32(b, uint32(n))
		}
	}
	// An empty version 1 block, then the 64-bit version 2 data.
	header('2', 0, 0, 0)
	header('2', len(times), len(types), len(chars))
	for _, t := range times {
		b = binary.BigEndian.AppendUint64(b, uint64(t))
	}
	b = append(b, idx...)
	for i, t := range types {
		b = binary.BigEndian.AppendUint32(b, uint32(int32(t.off)))
		if t.dst {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
		b = append(b, byte(charIdx[i]))
	}
	b = append(b, chars...)
	b = append(b, '\n', '\n')
	return time.LoadLocationFromTZData(name, b)
}

// abbrev picks a zone abbreviation: TZNAME when it is a plain short name,
// else the offset ("+0100").
func abbrev(name string, off int) string {
	if n := strings.TrimSpace(name); n != "" && len(n) <= 10 && !strings.ContainsAny(n, " \x00") {
		return n
	}
	sign := '+'
	if off < 0 {
		sign, off = '-', -off
	}
	return fmt.Sprintf("%c%02d%02d", sign, off/3600, off%3600/60)
}

// parseOffset parses a UTC offset: +0100, -0530, +013045.
func parseOffset(s string) (int, error) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ":", "")
	if len(s) != 5 && len(s) != 7 || (s[0] != '+' && s[0] != '-') || !digits(s[1:]) {
		return 0, fmt.Errorf("bad UTC offset %q", clip(s))
	}
	h, _ := strconv.Atoi(s[1:3])
	m, _ := strconv.Atoi(s[3:5])
	sec := 0
	if len(s) == 7 {
		sec, _ = strconv.Atoi(s[5:7])
	}
	if h > 23 || m > 59 || sec > 59 {
		return 0, fmt.Errorf("bad UTC offset %q", clip(s))
	}
	off := h*3600 + m*60 + sec
	if s[0] == '-' {
		off = -off
	}
	return off, nil
}
