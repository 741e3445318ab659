package notes

import (
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/calendar"
)

// dateLayouts are the forms of dates and times front matter uses, most
// specific first. Fractional seconds are accepted after any seconds field.
var dateLayouts = []struct {
	layout string
	allDay bool
}{
	{time.RFC3339, false},
	{"2006-01-02T15:04:05", false},
	{"2006-01-02T15:04Z07:00", false},
	{"2006-01-02T15:04", false},
	{"2006-01-02 15:04:05Z07:00", false},
	{"2006-01-02 15:04:05 Z07:00", false},
	{"2006-01-02 15:04:05 -0700", false},
	{"2006-01-02 15:04:05", false},
	{"2006-01-02 15:04", false},
	{"2006-01-02", true},
	{"2006/01/02", true},
	{"2006.01.02", true},
}

// parseDate reads a front matter date. Times without a zone are UTC.
func parseDate(s string) (t time.Time, allDay, ok bool) {
	s = strings.TrimSpace(s)
	for _, l := range dateLayouts {
		if t, err := time.Parse(l.layout, s); err == nil && plausible(t) {
			return ingest.FixedOffset(t), l.allDay, true
		}
	}
	return dateInText(s)
}

func plausible(t time.Time) bool { return t.Year() >= 1900 && t.Year() <= 2200 }

var isoInName = lazyre.New(`(?:^|[^0-9])((?:19|20|21)[0-9]{2})[-_.]([0-9]{2})[-_.]([0-9]{2})(?:[^0-9]|$)`)

// dateInName finds a date such as 2021-06-03 in a file name.
func dateInName(stem string) (time.Time, bool) {
	m := isoInName().FindStringSubmatch(stem)
	if m == nil {
		return time.Time{}, false
	}
	return ymd(m[1], m[2], m[3])
}

func ymd(y, m, d string) (time.Time, bool) {
	year, _ := strconv.Atoi(y)
	month, _ := strconv.Atoi(m)
	day, _ := strconv.Atoi(d)
	if month < 1 || month > 12 || day < 1 || day > 31 {
		return time.Time{}, false
	}
	t := time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
	if t.Day() != day || !plausible(t) {
		return time.Time{}, false
	}
	return t, true
}

var (
	isoInText  = lazyre.New(`(?:^|[^0-9])((?:19|20|21)[0-9]{2})[-/.]([0-9]{1,2})[-/.]([0-9]{1,2})(?:[ T]([0-9]{1,2}):([0-9]{2}))?(?:[^0-9]|$)`)
	dayMonthYr = lazyre.New(`(?i)(?:^|[^0-9a-z])([0-9]{1,2})(?:st|nd|rd|th)?\.? ([a-z]{3,9})\.?,? ((?:19|20|21)[0-9]{2})(?:[^0-9]|$)`)
	monthDayYr = lazyre.New(`(?i)(?:^|[^a-z])([a-z]{3,9})\.? ([0-9]{1,2})(?:st|nd|rd|th)?,? ((?:19|20|21)[0-9]{2})(?:[^0-9]|$)`)
)

// dateInText finds a date in a heading: 2021-06-03 (with an optional
// time), 3 June 2021, June 3rd, 2021. A date alone is all-day.
func dateInText(s string) (t time.Time, allDay, ok bool) {
	if m := isoInText().FindStringSubmatch(s); m != nil {
		if t, ok := ymd(m[1], pad(m[2]), pad(m[3])); ok {
			if m[4] != "" {
				h, _ := strconv.Atoi(m[4])
				mi, _ := strconv.Atoi(m[5])
				if h < 24 && mi < 60 {
					return t.Add(time.Duration(h)*time.Hour + time.Duration(mi)*time.Minute), false, true
				}
			}
			return t, true, true
		}
	}
	if m := dayMonthYr().FindStringSubmatch(s); m != nil {
		if mon, ok := calendar.Month(strings.ToLower(m[2])); ok {
			if t, ok := ymd(m[3], pad(strconv.Itoa(int(mon))), pad(m[1])); ok {
				return t, true, true
			}
		}
	}
	if m := monthDayYr().FindStringSubmatch(s); m != nil {
		if mon, ok := calendar.Month(strings.ToLower(m[1])); ok {
			if t, ok := ymd(m[3], pad(strconv.Itoa(int(mon))), pad(m[2])); ok {
				return t, true, true
			}
		}
	}
	return time.Time{}, false, false
}

func pad(s string) string {
	if len(s) == 1 {
		return "0" + s
	}
	return s
}

// numericDate is a line that is a date in figures only, "4/1/25 (Tue)",
// "03.04.2025", whose order of day and month the whole file settles.
type numericDate struct {
	start, bodyStart int
	a, b, year       int // the first and second figures, the year
	weekday          int // -1 when the line names none, else time.Weekday
	title            string
	date             time.Time
}

var numDateLine = lazyre.New(`^ {0,3}(?:#{1,6}[ \t]+)?(?:\*\*)?(?:([A-Za-z]{3,9})\.?,?[ \t]+)?(\d{1,2})([/.])(\d{1,2})([/.])(\d{4}|\d{2})(?:\*\*)?[ \t]*(?:[-–—,:]?[ \t]*\(?([A-Za-z]{3,9})\.?\)?)?[ \t:#*]*$`)

// numericDateLine reads a line that is a date written in figures with a
// year, and perhaps a weekday before or after it.
func numericDateLine(line string) (numericDate, bool) {
	m := numDateLine().FindStringSubmatch(line)
	if m == nil || m[3] != m[5] {
		return numericDate{}, false
	}
	a, _ := strconv.Atoi(m[2])
	b, _ := strconv.Atoi(m[4])
	y, _ := strconv.Atoi(m[6])
	if len(m[6]) == 2 {
		y += 2000 // a diary's two-digit year is this century's
	}
	nd := numericDate{a: a, b: b, year: y, weekday: -1, title: strings.Trim(strings.TrimSpace(line), "#* ")}
	for _, w := range []string{m[1], m[7]} {
		if w == "" {
			continue
		}
		wd, ok := calendar.Weekday(strings.ToLower(w))
		if !ok {
			return numericDate{}, false
		}
		nd.weekday = int(wd)
	}
	return nd, true
}

// resolveNumeric dates the numeric date lines of a file: month first
// (4/1/25 is April 1 in the US) or day first (1/4/25 in most of the
// world), whichever reading every line allows and that agrees best with
// the weekdays the lines name and with days following each other in
// order. Lines that neither reading makes a date are dropped.
func resolveNumeric(nds []numericDate) []numericDate {
	if len(nds) < 2 {
		return nil
	}
	read := func(nd numericDate, monthFirst bool) (time.Time, bool) {
		d, mo := nd.a, nd.b
		if monthFirst {
			d, mo = nd.b, nd.a
		}
		return ymd(strconv.Itoa(nd.year), pad(strconv.Itoa(mo)), pad(strconv.Itoa(d)))
	}
	score := func(monthFirst bool) (int, bool) {
		s := 0
		var prev time.Time
		for i, nd := range nds {
			t, ok := read(nd, monthFirst)
			if !ok {
				return 0, false
			}
			if nd.weekday >= 0 {
				if int(t.Weekday()) == nd.weekday {
					s += 3
				} else {
					s -= 3
				}
			}
			if i > 0 && t.After(prev) {
				s++
			}
			prev = t
		}
		return s, true
	}
	mdy, okM := score(true)
	dmy, okD := score(false)
	var monthFirst bool
	switch {
	case okM && (!okD || mdy > dmy):
		monthFirst = true
	case okD:
	default:
		return nil
	}
	out := make([]numericDate, 0, len(nds))
	for _, nd := range nds {
		nd.date, _ = read(nd, monthFirst)
		out = append(out, nd)
	}
	return out
}
