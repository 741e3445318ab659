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
var months = func() map[string]time.Month {
	m := map[string]time.Month{"sept": time.September}
	for mo := time.January; mo <= time.December; mo++ {
		name := strings.ToLower(mo.String())
		m[name] = mo
		m[name[:3]] = mo
	}
	return m
}()

// Month is the month a lower-case English month name or abbreviation
// names: "march", "mar", "sept".
func Month(word string) (time.Month, bool) {
	m, ok := months[word]
	return m, ok
}

// weekdays holds each day's name, its three-letter abbreviation and the
// longer ones diaries use ("tues", "weds", "thurs").
var weekdays = func() map[string]time.Weekday {
	m := map[string]time.Weekday{"tues": time.Tuesday, "weds": time.Wednesday, "thur": time.Thursday, "thurs": time.Thursday}
	for d := time.Sunday; d <= time.Saturday; d++ {
		name := strings.ToLower(d.String())
		m[name] = d
		m[name[:3]] = d
	}
	return m
}()

// Weekday is the day a lower-case English weekday name or abbreviation
// names: "tuesday", "tue", "tues".
func Weekday(word string) (time.Weekday, bool) {
	d, ok := weekdays[word]
	return d, ok
}
