package lexicon

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Announcements look this far ahead: reminders and confirmations are
// written days or weeks before, rarely months.
const maxAnnounceAhead = 120 * 24 * time.Hour

// maxAnnounceText is how much of a text is read for an announcement: they
// sit in subjects and first lines.
const maxAnnounceText = 600

const (
	monthRE = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
	dayRE   = `(\d{1,2})(?:st|nd|rd|th)?`
	yearRE  = `(?:,?\s+(\d{4}))?`
	clockRE = `,?\s+(?:at\s+|@\s*|from\s+)?(\d{1,2})[:.](\d{2})\s*([ap]\.?m\.?)?`
)

var (
	// "Fri 28 Jul at 11:45", "on 28 July 2023, 11:45", "28th of July at 9.30 am"
	dayMonthClockRE = regexp.MustCompile(`(?i)\b` + dayRE + `\s+(?:of\s+)?` + monthRE + yearRE + clockRE + `\b`)
	// "July 28 at 11:45", "Jul 28th, 2023 at 11:45 AM"
	monthDayClockRE = regexp.MustCompile(`(?i)\b` + monthRE + `\s+` + dayRE + yearRE + clockRE + `\b`)
	// "2023-07-28 11:45", "2023-07-28 at 11:45"
	isoClockRE = regexp.MustCompile(`\b(\d{4})-(\d{2})-(\d{2})(?:\s+at\s+|[ T])(\d{2}):(\d{2})\b`)
)

// FindAnnounced returns the time a text written at written announces for
// a coming happening: a date with a clock time ("Appointment reminder: Fri
// 28 Jul at 11:45"), after the writing and at most a few months ahead. A
// date without a year is its next occurrence. Texts about the past, or
// dates without a time, announce nothing: a post about last Sunday is
// FindDay's business.
func FindAnnounced(text string, written time.Time) (time.Time, bool) {
	if len(text) > maxAnnounceText {
		text = text[:maxAnnounceText]
	}
	if !strings.ContainsAny(text, ":.") {
		return time.Time{}, false
	}
	loc := written.Location()
	check := func(t time.Time) (time.Time, bool) {
		if t.After(written) && t.Sub(written) <= maxAnnounceAhead {
			return t, true
		}
		return time.Time{}, false
	}
	if m := isoClockRE.FindStringSubmatch(text); m != nil {
		y, mo, d, hh, mm := atoi(m[1]), atoi(m[2]), atoi(m[3]), atoi(m[4]), atoi(m[5])
		if t, ok := civil(y, time.Month(mo), d, hh, mm, loc); ok {
			return check(t)
		}
	}
	var day, mon, year, hh, mm, ampm string
	if m := dayMonthClockRE.FindStringSubmatch(text); m != nil {
		day, mon, year, hh, mm, ampm = m[1], m[2], m[3], m[4], m[5], m[6]
	} else if m := monthDayClockRE.FindStringSubmatch(text); m != nil {
		mon, day, year, hh, mm, ampm = m[1], m[2], m[3], m[4], m[5], m[6]
	} else {
		return time.Time{}, false
	}
	month, ok := months[strings.ToLower(mon)]
	if !ok {
		month, ok = months[strings.ToLower(mon[:3])]
	}
	if !ok {
		return time.Time{}, false
	}
	h := atoi(hh)
	switch strings.ToLower(strings.ReplaceAll(ampm, ".", "")) {
	case "pm":
		if h < 12 {
			h += 12
		}
	case "am":
		if h == 12 {
			h = 0
		}
	}
	if year != "" {
		t, ok := civil(atoi(year), month, atoi(day), h, atoi(mm), loc)
		if !ok {
			return time.Time{}, false
		}
		return check(t)
	}
	// The next occurrence after the writing.
	for y := written.Year(); y <= written.Year()+1; y++ {
		if t, ok := civil(y, month, atoi(day), h, atoi(mm), loc); ok && t.After(written) {
			return check(t)
		}
	}
	return time.Time{}, false
}

// civil is the time of a valid calendar date and clock in loc.
func civil(y int, m time.Month, d, hh, mm int, loc *time.Location) (time.Time, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 || hh > 23 || mm > 59 {
		return time.Time{}, false
	}
	t := time.Date(y, m, d, hh, mm, 0, 0, loc)
	if t.Day() != d || t.Month() != m {
		return time.Time{}, false // 30 February
	}
	return t, true
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}
