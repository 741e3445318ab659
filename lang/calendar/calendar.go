// Package calendar reads the English names of the months as people and
// exports write them in dates ("3 June 2021", "Sept. 12", "12-mar-2020").
// A note's heading, a gold answer and a post's "on 12 March" are read with
// the same names, so a spelling one of them knows is not missed by another.
package calendar

import (
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

// weekdays holds each day's name, its three-letter abbreviation and the
// longer ones diaries use ("tues", "weds", "thurs").
var weekdays = names(time.Sunday, time.Saturday,
	map[string]time.Weekday{"tues": time.Tuesday, "weds": time.Wednesday, "thur": time.Thursday, "thurs": time.Thursday})

// Weekday is the day a lower-case English weekday name or abbreviation
// names: "tuesday", "tue", "tues".
func Weekday(word string) (time.Weekday, bool) {
	d, ok := weekdays[word]
	return d, ok
}

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
