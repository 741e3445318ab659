// Package calendar reads the English names of the months as people and
// exports write them in dates ("3 June 2021", "Sept. 12", "12-mar-2020").
// A note's heading, a gold answer and a post's "on 12 March" are read with
// the same names, so a spelling one of them knows is not missed by another.
// It also says how many days a month has, for whatever checks or ends one.
package calendar

import (
	"strconv"
	"strings"
	"time"
)

// months holds each month's name and its three-letter abbreviation, and
// "sept", which is as common as "sep".
var months = names(time.January, time.December, map[string]time.Month{"sept": time.September})

// Month is the month a lower-case English month name or abbreviation
// names: "march", "mar", "sept".
func Month(word string) (time.Month, bool) {
	m, ok := months[word]
	return m, ok
}

// FullMonth reports whether w, in any case, is a month's full English
// name ("March", "may"): a word that names the month alone, no
// abbreviation of it.
func FullMonth(w string) bool {
	m, ok := months[strings.ToLower(w)]
	return ok && strings.EqualFold(w, m.String())
}

// weekdays holds each day's name, its three-letter abbreviation and the
// longer ones diaries use ("tues", "weds", "thurs").
// MonthNames returns the months' full English names in lower case,
// January first. The slice is new.
func MonthNames() []string {
	out := make([]string, 0, 12)
	for m := time.January; m <= time.December; m++ {
		out = append(out, strings.ToLower(m.String()))
	}
	return out
}

var weekdays = names(time.Sunday, time.Saturday,
	map[string]time.Weekday{"tues": time.Tuesday, "weds": time.Wednesday, "thur": time.Thursday, "thurs": time.Thursday})

// Weekday is the day a lower-case English weekday name or abbreviation
// names: "tuesday", "tue", "tues".
func Weekday(word string) (time.Weekday, bool) {
	d, ok := weekdays[word]
	return d, ok
}

// ISOWeekday is the number ISO 8601 gives a weekday: Monday 1 to Sunday
// 7. The expression language's weekday() gives it and the time
// expressions write their conditions with it, so the two must agree.
func ISOWeekday(d time.Weekday) int { return (int(d)+6)%7 + 1 }

// names maps the names of first to last, as their String gives them, and
// their first three letters, both in lower case, to them, and adds them
// to more: the abbreviations English gives only some of them. Months and
// weekdays are abbreviated alike, so one recipe serves both.
func names[T interface {
	~int
	String() string
}](first, last T, more map[string]T) map[string]T {
	for x := first; x <= last; x++ {
		name := strings.ToLower(x.String())
		more[name] = x
		more[name[:3]] = x
	}
	return more
}

// Order kinds: what Order found a name to be.
const (
	OrderNone      = iota
	OrderMonthYear // "April 2018", as a month's group is named
	OrderMonth     // "April"
	OrderWeekday   // "Monday"
)

// Order gives the place in time of a group's name, the way month and
// weekday keys are written ("April 2018", "April", "Monday"), so that such
// groups are listed in calendar order rather than alphabetically: its kind
// (0 for none) and its rank within the kind (weekdays from Monday).
func Order(s string) (kind, rank int) {
	if len(s) > len("September 2024 ") {
		// Sorting calls this for every pair of groups: a longer name
		// is none of these, and is not split to find it out.
		return OrderNone, 0
	}
	f := strings.Fields(strings.ToLower(s))
	switch len(f) {
	case 1:
		if m, ok := months[f[0]]; ok {
			return OrderMonth, int(m)
		}
		if d, ok := weekdays[f[0]]; ok {
			return OrderWeekday, ISOWeekday(d)
		}
	case 2:
		m, ok := months[f[0]]
		y, err := strconv.Atoi(f[1])
		if ok && err == nil {
			return OrderMonthYear, y*12 + int(m)
		}
	}
	return OrderNone, 0
}

// DaysIn is the number of days of month m of year y: 29 for February of a
// leap year. A month past December is one of the next year.
func DaysIn(y int, m time.Month) int {
	return time.Date(y, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
}
