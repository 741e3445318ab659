package lexicon

import (
	"strconv"
	"strings"
	"time"

	"reqap/internal/lazyre"
	"reqap/lang/calendar"
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
	wdayRE  = `(monday|tuesday|wednesday|thursday|friday|saturday|sunday)`
)

var (
	// "28 Jul", "3rd of August 2023"
	dayMonthRE = lazyre.New(`(?i)\b` + dayRE + `\s+(?:of\s+)?` + monthRE + yearRE + `\b`)
	// "July 28", "Jul 28th, 2023"
	monthDayRE = lazyre.New(`(?i)\b` + monthRE + `\s+` + dayRE + yearRE + `\b`)
	// "2023-07-28"
	isoDateRE = lazyre.New(`\b(\d{4})-(\d{2})-(\d{2})\b`)
	// "11:45", "at 9.30 am", "7pm", "2:15 PM", "2023-08-01T18:00"
	clockRE = lazyre.New(`(?i)(?:\b(?:at|@|from)\s*|[\sT(]|^)(\d{1,2})(?:([:.])(\d{2}))?\s*([ap]\.?m\b\.?)?`)
	// "on Friday", "next Saturday", "this Sunday", "Friday at 7"
	weekdayRE = lazyre.New(`(?i)\b(?:(on|next|this|coming)\s+)?` + wdayRE + `\b(\s+(?:at|@)\s*\d)?`)
	// "tomorrow", "tomorrow evening"
	tomorrowRE = lazyre.New(`(?i)\btomorrow\b`)
	// Words that propose or confirm a coming meeting: a weekday in such a
	// text is the next one, not the last ("would you like to meet for
	// lunch on Friday?").
	proposalRE = lazyre.New(`(?i)\?|\b(?:would you like|fancy|how about|shall we|let's|lets meet|are you free|free on|up for|join us|see you|looking forward|invit\w*|reminder|remind you|save the date|booked|booking|reservation|confirmed|appointment)\b`)
	// Words of a sentence about the past: "how was your Saturday?", "did
	// you enjoy the party on Friday?" propose nothing.
	pastRE = lazyre.New(`(?i)\b(?:did|was|were|had|went|last|yesterday|ago|thanks for|thank you for)\b`)
	// Sentences: a question mark stays with its sentence, and a dot ends
	// one only before a space ("at 7.30 pm?" is one sentence).
	sentenceRE = lazyre.New(`(?:[^.!?\n]|[.!?]+\S)*(?:[.!?]+|\n|$)`)
)

// proposes reports whether a sentence proposes or confirms a coming
// meeting.
func proposes(sentence string) bool {
	return proposalRE().MatchString(sentence) && !pastRE().MatchString(sentence)
}

// laterRE finds words that leave a meeting a sentence speaks of to come,
// on a day it does not name ("We should catch up soon", "let's meet up
// sometime").
var laterRE = lazyre.New(`(?i)\b(?:should|must|soon|sometime|some time|one of these days|let's|lets)\b`)

// Later reports whether the sentence of text holding the byte at speaks of
// what it names as still to come, not had: "We should catch up soon",
// not "Thanks for coming over, let's do it again soon!".
func Later(text string, at int) bool {
	for _, loc := range sentenceRE().FindAllStringIndex(text, -1) {
		if loc[0] <= at && at < loc[1] {
			s := text[loc[0]:loc[1]]
			return (futureRE().MatchString(s) || laterRE().MatchString(s)) && !pastRE().MatchString(s)
		}
	}
	return false
}

// Announcement is the coming time a text announces.
type Announcement struct {
	At time.Time
	// Clock says At has a time of day; without one At is the start of the
	// announced day.
	Clock bool
	// End is when a stay the text books ends ("Check-out: Monday, 3
	// December", "Return: … 3 Dec"); zero when it says none.
	End time.Time
}

// stayEndRE finds where a booking says its stay ends: the date after it is
// the end ("Check-out: Monday, 3 December 2018 (until 11:00)").
var stayEndRE = lazyre.New(`(?i)\b(?:check[- ]?out|return(?:ing)?|departure back|until)\b`)

// maxStay is the longest stay a booking's end makes of an announcement.
const maxStay = 60 * 24 * time.Hour

// stayEnd returns the end of the stay a text that announces at starts
// books, when it says one.
func stayEnd(text string, at time.Time) (time.Time, bool) {
	for _, m := range stayEndRE().FindAllStringIndex(text, -1) {
		rest := text[m[1]:]
		if len(rest) > 80 {
			rest = rest[:80]
		}
		y, mo, d, ok := findDate(rest, at)
		if !ok {
			continue
		}
		end, ok := civil(y, mo, d, 23, 59, at.Location())
		if ok && end.After(at) && end.Sub(at) <= maxStay {
			return end, true
		}
	}
	return time.Time{}, false
}

// FindAnnounced returns the coming happening a text written at written
// announces: a date with a clock time ("Appointment reminder: Fri 28 Jul
// at 11:45", "How about Pizzeria Amalfi at 19:00, 2 Nov?"), or a weekday
// or "tomorrow" in a text that proposes or confirms a meeting ("Fancy
// lunch on Thursday at 12:30?", "would you like to meet for drinks next
// Friday?"), after the writing and at most a few months ahead. A date
// without a year is its next occurrence, a weekday the next such day. The
// date and the clock may stand apart ("Fancy lunch on Thursday at 12:30? I
// was thinking 5 July"); a written date wins over a weekday. Texts about
// the past announce nothing, and neither do dates without a clock in a
// text that proposes nothing ("Party on 12 August!"): a post about last
// Sunday is FindDay's business.
func FindAnnounced(text string, written time.Time) (Announcement, bool) {
	if len(text) > maxAnnounceText {
		text = text[:maxAnnounceText]
	}
	// Every announcement holds a digit (a date or a clock) or names a
	// day; most texts do neither and are done with here.
	digits := strings.ContainsAny(text, "0123456789")
	if !digits && !namesDay(text) {
		return Announcement{}, false
	}
	loc := written.Location()
	proposal := false
	for _, sent := range sentenceRE().FindAllString(text, -1) {
		if proposal = proposes(sent); proposal {
			break
		}
	}
	var hh, mm int
	clock := false
	if digits {
		hh, mm, clock = findClock(text)
	}
	within := func(t time.Time) bool { return t.After(written) && t.Sub(written) <= maxAnnounceAhead }

	var y, d int
	var mo time.Month
	ok := false
	if digits {
		y, mo, d, ok = findDate(text, written)
	}
	if !ok {
		if !proposal && !clock {
			return Announcement{}, false
		}
		if y, mo, d, ok = findWeekday(text, written); !ok {
			return Announcement{}, false
		}
	}
	if !clock {
		if !proposal {
			return Announcement{}, false
		}
		t, ok := civil(y, mo, d, 0, 0, loc)
		if !ok || !t.After(written) || t.Sub(written) > maxAnnounceAhead {
			return Announcement{}, false
		}
		return Announcement{At: t}, true
	}
	t, ok := civil(y, mo, d, hh, mm, loc)
	if !ok || !within(t) {
		return Announcement{}, false
	}
	a := Announcement{At: t, Clock: true}
	if end, ok := stayEnd(text, t); ok {
		a.End = end
	}
	return a, true
}

// namesDay reports whether a text names a weekday or "tomorrow".
func namesDay(text string) bool {
	low := strings.ToLower(text)
	for _, w := range []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tomorrow"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// findDate returns the first written date of text that is not before the
// day of writing (a date without a year: its next occurrence).
func findDate(text string, written time.Time) (int, time.Month, int, bool) {
	if m := isoDateRE().FindStringSubmatch(text); m != nil {
		y, mo, d := atoi(m[1]), atoi(m[2]), atoi(m[3])
		if _, ok := civil(y, time.Month(mo), d, 0, 0, time.UTC); ok {
			return y, time.Month(mo), d, true
		}
	}
	var day, mon, year string
	if m := dayMonthRE().FindStringSubmatch(text); m != nil {
		day, mon, year = m[1], m[2], m[3]
	} else if m := monthDayRE().FindStringSubmatch(text); m != nil {
		mon, day, year = m[1], m[2], m[3]
	} else {
		return 0, 0, 0, false
	}
	month, ok := calendar.Month(strings.ToLower(mon))
	if !ok {
		month, ok = calendar.Month(strings.ToLower(mon[:3]))
	}
	if !ok {
		return 0, 0, 0, false
	}
	if year != "" {
		return atoi(year), month, atoi(day), true
	}
	today := time.Date(written.Year(), written.Month(), written.Day(), 0, 0, 0, 0, written.Location())
	for y := written.Year(); y <= written.Year()+1; y++ {
		if t, ok := civil(y, month, atoi(day), 0, 0, written.Location()); ok && !t.Before(today) {
			return y, month, atoi(day), true
		}
	}
	return 0, 0, 0, false
}

// findWeekday returns the day a weekday ("on Friday", "next Friday",
// "Friday at 7") or "tomorrow" names in a sentence that proposes or
// confirms a meeting: the next such day after the day of writing.
func findWeekday(text string, written time.Time) (int, time.Month, int, bool) {
	next := func(add int) (int, time.Month, int, bool) {
		t := written.AddDate(0, 0, add)
		return t.Year(), t.Month(), t.Day(), true
	}
	for _, sent := range sentenceRE().FindAllString(text, -1) {
		if !proposes(sent) {
			continue
		}
		for _, m := range weekdayRE().FindAllStringSubmatch(sent, -1) {
			if m[1] == "" && m[3] == "" {
				continue
			}
			wd := weekdays[strings.ToLower(m[2])]
			ahead := (int(wd) - int(written.Weekday()) + 7) % 7
			if ahead == 0 {
				ahead = 7
			}
			return next(ahead)
		}
		if tomorrowRE().MatchString(sent) {
			return next(1)
		}
	}
	return 0, 0, 0, false
}

// findClock returns the first time of day in text: "11:45", "at 9.30 am",
// "7pm". A dotted time ("9.30") needs "at" before it or am/pm after it,
// and a bare hour needs am/pm, so "5.2 km" and "3 people" are no times.
func findClock(text string) (hh, mm int, ok bool) {
	for _, m := range clockRE().FindAllStringSubmatchIndex(text, -1) {
		sub := func(k int) string {
			if m[2*k] < 0 {
				return ""
			}
			return text[m[2*k]:m[2*k+1]]
		}
		h, sep, min, ampm := atoi(sub(1)), sub(2), sub(3), strings.ToLower(strings.ReplaceAll(sub(4), ".", ""))
		// A clock is not part of a longer number or a score ("3:1").
		if end := m[1]; end < len(text) && text[end] >= '0' && text[end] <= '9' {
			continue
		}
		prefixed := strings.ContainsAny(strings.ToLower(text[m[0]:m[2]]), "@") || strings.Contains(strings.ToLower(text[m[0]:m[2]]), "at") || strings.Contains(strings.ToLower(text[m[0]:m[2]]), "from")
		switch {
		case sep == ":":
		case sep == "." && (prefixed || ampm != ""):
		case sep == "" && ampm != "":
		default:
			continue
		}
		mi := 0
		if min != "" {
			mi = atoi(min)
		}
		switch ampm {
		case "pm":
			if h < 12 {
				h += 12
			}
		case "am":
			if h == 12 {
				h = 0
			}
		}
		if h < 0 || h > 23 || mi < 0 || mi > 59 {
			continue
		}
		return h, mi, true
	}
	return 0, 0, false
}

// civil is the time of a valid calendar date and clock in loc.
func civil(y int, m time.Month, d, hh, mm int, loc *time.Location) (time.Time, bool) {
	if m < 1 || m > 12 || d < 1 || d > 31 || hh < 0 || hh > 23 || mm < 0 || mm > 59 {
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
