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
