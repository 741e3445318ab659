package rules

import (
	"fmt"
	"strconv"

	"reqap/internal/lazyre"
	"reqap/lang/calendar"
)

// dayMonthRE and monthDayRE: a day of a month written with the month's
// name, day first ("30 February 2021", "the 31st of April") or the month
// first ("February 30, 2021"), the year optional.
var (
	dayMonthRE = lazyre.New(`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\b(?:,?\s+(\d{4})\b)?`)
	monthDayRE = lazyre.New(`\b([a-z]+)\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?`)
)

// impossibleDays says of a day written with its month's name that the
// month does not have ("30 February 2021", "April 31") that it is no day of
// the calendar: the time parser, finding no day, reads what it can of the
// words (the month, or nothing), and the answer must not pass for one of
// the day asked.
func (p *parser) impossibleDays() {
	t := newText(p.f.Question)
	say := func(words, day, month, year string) {
		m, ok := calendar.Month(month)
		if !ok || len(month) < 3 {
			return
		}
		d, _ := strconv.Atoi(day)
		y, yearSaid := 2024, year != "" // a leap year: 29 February is a day
		if yearSaid {
			y, _ = strconv.Atoi(year)
		}
		n := calendar.DaysIn(y, m)
		if d <= n || d > 31 {
			// a day of the month, or no day at all ("my top 50 of June")
			return
		}
		of := m.String()
		if yearSaid {
			of += " " + year
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is no day of the calendar (%s has %d days): that day was not understood", words, of, n))
	}
	for _, m := range t.findAll(dayMonthRE()) {
		say(t.original(m[0], m[1]), t.group(m, 1), t.group(m, 2), t.group(m, 3))
	}
	for _, m := range t.findAll(monthDayRE()) {
		say(t.original(m[0], m[1]), t.group(m, 2), t.group(m, 1), t.group(m, 3))
	}
}
