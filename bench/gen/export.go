package gen

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Paths of the exports, relative to the output folder, in the layout the
// services use when a person downloads their data.
const (
	ExportsDir      = "exports"
	CalendarDir     = "exports/Takeout/Calendar"
	MailboxPath     = "exports/Takeout/Mail/All mail Including Spam and Trash.mbox"
	KeepDir         = "exports/Takeout/Keep"
	SpotifyDir      = "exports/Spotify Account Data"
	NetflixPath     = "exports/netflix-report/CONTENT_INTERACTION/ViewingActivity.csv"
	AmazonPath      = "exports/Your Orders/Retail.OrderHistory.1/Retail.OrderHistory.1.csv"
	StravaPath      = "exports/strava/export_%d/activities.csv"
	AppleHealthPath = "exports/apple_health_export/export.xml"
	TwitterPath     = "exports/twitter-archive/data/tweets.js"
	FacebookPath    = "exports/facebook/your_activity_across_facebook/posts/your_posts_1.json"
)

// fileWriter writes one export file, counting lines so records can be
// named by line.
type fileWriter struct {
	rel  string // path relative to the output folder, slash-separated
	f    *os.File
	bw   *bufio.Writer
	line int
	err  error
}

func createFile(out, rel string) (*fileWriter, error) {
	p := filepath.Join(out, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return nil, fmt.Errorf("creating folder for %s: %w", rel, err)
	}
	f, err := os.Create(p)
	if err != nil {
		return nil, fmt.Errorf("creating %s: %w", rel, err)
	}
	return &fileWriter{rel: rel, f: f, bw: bufio.NewWriterSize(f, 256<<10), line: 1}, nil
}

func (fw *fileWriter) WriteString(s string) {
	if fw.err != nil {
		return
	}
	fw.line += strings.Count(s, "\n")
	_, fw.err = fw.bw.WriteString(s)
}

// Write is an io.Writer's, so fmt.Fprintf and csv.Writer write through
// it; the first error is kept for Close.
func (fw *fileWriter) Write(b []byte) (int, error) {
	if fw.err != nil {
		return len(b), fw.err
	}
	for _, c := range b {
		if c == '\n' {
			fw.line++
		}
	}
	_, fw.err = fw.bw.Write(b)
	return len(b), fw.err
}

func (fw *fileWriter) Close() error {
	if fw.err == nil {
		fw.err = fw.bw.Flush()
	}
	if err := fw.f.Close(); fw.err == nil {
		fw.err = err
	}
	if fw.err != nil {
		return fmt.Errorf("writing %s: %w", fw.rel, fw.err)
	}
	return nil
}

// WriteExports writes every export file under out/exports and records in
// each canonical event which records express it.
func (w *World) WriteExports(ctx context.Context, out string) error {
	steps := []struct {
		name string
		fn   func(context.Context, string) error
	}{
		{"calendar", w.writeCalendars},
		{"mail", w.writeMbox},
		{"spotify", w.writeSpotify},
		{"netflix", w.writeNetflix},
		{"amazon", w.writeAmazon},
		{"strava", w.writeStrava},
		{"apple health", w.writeAppleHealth},
		{"twitter", w.writeTwitter},
		{"facebook", w.writeFacebook},
		{"keep", w.writeKeep},
	}
	for _, s := range steps {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("writing exports: %w", err)
		}
		if err := s.fn(ctx, out); err != nil {
			return fmt.Errorf("writing %s export: %w", s.name, err)
		}
	}
	return nil
}

// exportTime is when the persona downloaded their data.
func (w *World) exportTime() time.Time {
	return time.Date(w.P.Today.Year(), w.P.Today.Month(), w.P.Today.Day(), 12, 0, 0, 0, w.P.Loc)
}

// zoneAt returns the time zone of the persona's home at t.
func (w *World) zoneAt(t time.Time) (*time.Location, string) {
	z := w.P.ResidenceAt(t).City.Zone
	loc, err := time.LoadLocation(z)
	if err != nil {
		return w.P.Loc, w.P.Zone
	}
	return loc, z
}

// icsEscape escapes a TEXT value.
func icsEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, ";", `\;`, ",", `\,`, "\n", `\n`)
	return r.Replace(s)
}

// icsLine writes a content line folded at 75 octets, never inside a UTF-8
// sequence, with CRLF endings as RFC 5545 asks.
func icsLine(fw *fileWriter, s string) {
	prefix := ""
	for {
		limit := 75 - len(prefix)
		if len(s) <= limit {
			fw.WriteString(prefix + s + "\r\n")
			return
		}
		cut := limit
		for cut > 0 && s[cut]&0xC0 == 0x80 {
			cut--
		}
		fw.WriteString(prefix + s[:cut] + "\r\n")
		s = s[cut:]
		prefix = " "
	}
}

const vtimezoneCET = `BEGIN:VTIMEZONE
TZID:{zone}
X-LIC-LOCATION:{zone}
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`

func (w *World) writeCalendars(ctx context.Context, out string) error {
	for _, cal := range []string{"main", "birthdays"} {
		name := w.P.Self.Email
		if cal == "birthdays" {
			name = "Birthdays"
		}
		var entries []*calEntry
		for _, c := range w.cal {
			if c.calendar == cal {
				entries = append(entries, c)
			}
		}
		if err := w.writeICS(out, CalendarDir+"/"+name+".ics", name, entries); err != nil {
			return err
		}
	}
	return nil
}

func (w *World) writeICS(out, rel, calName string, entries []*calEntry) error {
	fw, err := createFile(out, rel)
	if err != nil {
		return err
	}
	stamp := w.exportTime().UTC().Format("20060102T150405Z")
	head := []string{"BEGIN:VCALENDAR", "PRODID:-//Google Inc//Google Calendar 70.9054//EN", "VERSION:2.0", "CALSCALE:GREGORIAN",
		"METHOD:PUBLISH", "X-WR-CALNAME:" + icsEscape(calName), "X-WR-TIMEZONE:" + w.P.Zone}
	for _, l := range head {
		icsLine(fw, l)
	}
	// One VTIMEZONE per zone the persona lived in (all share the CET rules).
	var zones []string
	seen := map[string]bool{}
	for _, r := range w.P.Residences {
		if !seen[r.City.Zone] {
			seen[r.City.Zone] = true
			zones = append(zones, r.City.Zone)
		}
	}
	if !seen[w.P.Zone] {
		zones = append(zones, w.P.Zone)
	}
	sort.Strings(zones)
	for _, z := range zones {
		for _, l := range strings.Split(strings.ReplaceAll(vtimezoneCET, "{zone}", z), "\n") {
			icsLine(fw, l)
		}
	}
	for _, c := range entries {
		loc, zone := w.zoneAt(c.start)
		local := func(t time.Time) string { return t.In(loc).Format("20060102T150405") }
		startLine := fw.line
		icsLine(fw, "BEGIN:VEVENT")
		if c.allDay {
			icsLine(fw, "DTSTART;VALUE=DATE:"+c.start.Format("20060102"))
			icsLine(fw, "DTEND;VALUE=DATE:"+c.end.Format("20060102"))
		} else {
			icsLine(fw, "DTSTART;TZID="+zone+":"+local(c.start))
			icsLine(fw, "DTEND;TZID="+zone+":"+local(c.end))
		}
		if c.freq != "" && len(c.inst) > 0 {
			last := c.inst[len(c.inst)-1].start
			switch c.freq {
			case "WEEKLY":
				until := time.Date(last.In(loc).Year(), last.In(loc).Month(), last.In(loc).Day(), 23, 59, 59, 0, loc).UTC()
				rule := "RRULE:FREQ=WEEKLY;WKST=MO;UNTIL=" + until.Format("20060102T150405Z")
				if c.interval > 1 {
					rule += fmt.Sprintf(";INTERVAL=%d", c.interval)
				}
				rule += ";BYDAY=" + strings.ToUpper(c.start.In(loc).Weekday().String()[:2])
				icsLine(fw, rule)
			case "YEARLY":
				icsLine(fw, "RRULE:FREQ=YEARLY;UNTIL="+last.Format("20060102"))
			}
			for _, x := range c.exdates {
				icsLine(fw, "EXDATE;TZID="+zone+":"+local(x))
			}
		}
		icsLine(fw, "DTSTAMP:"+stamp)
		if len(c.attendees) > 0 {
			icsLine(fw, "ORGANIZER;CN="+quoteParam(w.P.Self.Name())+":mailto:"+w.P.Self.Email)
		}
		icsLine(fw, "UID:"+c.uid)
		for _, a := range c.attendees {
			icsLine(fw, "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="+quoteParam(a.name)+";X-NUM-GUESTS=0:mailto:"+a.email)
		}
		if len(c.attendees) > 0 {
			icsLine(fw, "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;CN="+quoteParam(w.P.Self.Name())+";X-NUM-GUESTS=0:mailto:"+w.P.Self.Email)
		}
		icsLine(fw, "CREATED:"+c.created.UTC().Format("20060102T150405Z"))
		if c.description != "" {
			icsLine(fw, "DESCRIPTION:"+icsEscape(c.description))
		}
		icsLine(fw, "LAST-MODIFIED:"+c.created.Add(time.Duration(len(c.uid))*time.Minute).UTC().Format("20060102T150405Z"))
		icsLine(fw, "LOCATION:"+icsEscape(c.location))
		icsLine(fw, "SEQUENCE:0")
		icsLine(fw, "STATUS:CONFIRMED")
		icsLine(fw, "SUMMARY:"+icsEscape(c.summary))
		if c.transparent {
			icsLine(fw, "TRANSP:TRANSPARENT")
		} else {
			icsLine(fw, "TRANSP:OPAQUE")
		}
		icsLine(fw, "END:VEVENT")
		for _, in := range c.inst {
			rec := fmt.Sprintf("VEVENT UID=%s (line %d)", c.uid, startLine)
			if c.freq != "" {
				if c.allDay {
					rec += ", instance " + in.start.Format("2006-01-02")
				} else {
					rec += ", instance " + in.start.UTC().Format(time.RFC3339)
				}
			}
			w.observe(in.refs, rel, rec)
		}
	}
	icsLine(fw, "END:VCALENDAR")
	return fw.Close()
}

// quoteParam quotes an iCalendar parameter value when it holds characters
// that would end it.
func quoteParam(s string) string {
	if strings.ContainsAny(s, ",;:") {
		return `"` + strings.ReplaceAll(s, `"`, "'") + `"`
	}
	return s
}
