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
