package ui

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"reqap/ingest"
)

// elapsed writes a duration the way people read it: 0.4 ms, 35 ms, 1.2 s,
// 2 min 5 s.
func elapsed(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	case d < 10*time.Millisecond:
		return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000)
	case d < time.Second:
		return fmt.Sprintf("%d ms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%.1f s", d.Seconds())
	}
	d = d.Round(time.Second)
	return fmt.Sprintf("%d min %d s", int(d.Minutes()), int(d.Seconds())%60)
}

// ago writes how long ago t was: "just now", "5 min ago", "yesterday",
// or the date.
func ago(t, now time.Time) string {
	if t.IsZero() {
		return "never"
	}
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return fmt.Sprintf("%d min ago", int(d.Minutes()))
	case d < 24*time.Hour:
		return fmt.Sprintf("%d h ago", int(d.Hours()))
	case d < 48*time.Hour:
		return "yesterday"
	}
	return local(t).Format("2 Jan 2006")
}

// displayZone is the one place that decides the zone times are shown in:
// the computer's. (The home time zone of the data-semantics work will be
// read here.) Exports keep the zone they were recorded in; the window
// shows the person's local time.
var displayZone = func() *time.Location { return time.Local }

// local is t in the display zone.
func local(t time.Time) time.Time { return t.In(displayZone()) }

// eventTime writes when an event happened, in local time.
func eventTime(e *ingest.Event) string { return e.When(displayZone()) }

// clock writes an event's local time of day, or "all day".
func clock(e *ingest.Event) string {
	if e.AllDay {
		return "all day"
	}
	return local(e.Start).Format("15:04")
}

// eventDay writes an event's local weekday and day of the month: "Mon 4".
func eventDay(e *ingest.Event) string {
	if e.AllDay {
		return e.Start.Format("Mon 2")
	}
	return local(e.Start).Format("Mon 2")
}

// timeValue writes a time field's value in local time.
func timeValue(t time.Time) string {
	return local(t).Format("Mon 2 Jan 2006, 15:04 MST")
}

// eventSpan writes an event's whole span for the detail view.
func eventSpan(e *ingest.Event) string {
	if e.AllDay {
		end := e.End.AddDate(0, 0, -1) // exported all-day ends are exclusive
		if !end.After(e.Start) {
			return e.Start.Format("Mon 2 Jan 2006") + " (all day)"
		}
		return e.Start.Format("Mon 2 Jan 2006") + " – " + end.Format("Mon 2 Jan 2006") + " (all day)"
	}
	start, end := local(e.Start), local(e.End)
	s := start.Format("Mon 2 Jan 2006, 15:04 MST")
	if !end.After(start) {
		return s
	}
	if end.YearDay() == start.YearDay() && end.Year() == start.Year() {
		return s + " – " + end.Format("15:04") + " (" + elapsed(end.Sub(start)) + ")"
	}
	return s + " – " + end.Format("Mon 2 Jan 2006, 15:04")
}

// sourceName names a source kind for people; unknown kinds are spelled
// out from their snake_case name.
func sourceName(s string) string {
	if l, ok := ingest.KindLabel(s); ok {
		return l
	}
	if s == "" {
		return "Other"
	}
	s = strings.ReplaceAll(s, "_", " ")
	return strings.ToUpper(s[:1]) + s[1:]
}

// shortPath shows a file by its name and its folder's name, which is what
// people recognise: "Spotify Account Data/StreamingHistory_music_0.json".
// A member of an archive shows the archive too.
func shortPath(p string) string {
	if archive, member, ok := ingest.SplitMember(p); ok {
		return filepath.Base(archive) + " › " + member
	}
	dir := filepath.Base(filepath.Dir(p))
	if dir == "." || dir == "/" {
		return filepath.Base(p)
	}
	return dir + "/" + filepath.Base(p)
}

// oneLine flattens text for a single-line cell.
func oneLine(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 300 {
		s = string(r[:299]) + "…"
	}
	return s
}
