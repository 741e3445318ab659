package textfacts

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"reqap/ingest/ingesttest"
)

// TestUnitAfterNumber checks that the cheap test never passes over a
// clause its pattern matches: on hand-written cases and on every line of
// generated journal days.
func TestUnitAfterNumber(t *testing.T) {
	gates := []struct {
		re    *regexp.Regexp
		unit  string
		words bool
	}{
		{distKm, "k", true},
		{distMiles, "mi", true},
		{distMeters, "m", false},
	}
	texts := []string{
		"ran 5k", "ran 5 k", "ran 5\tkm", "ran 5\nkm", "a k", "twenty-one km", "twenty one kilometres",
		"a couple of miles", "couple of mi", "ten miles", "an mi", "2.5 miles", "3,5km", "400 m", "400m",
		"1500\tmetres", "swam 2000 meters", "went swimming", "walk in the park", "am", "5 mins", "5 am",
		"(5)km", "5-km", "5km.", "x5km", "_5 km", "ＡＢ 5 km", "Ran 10K today", "RAN TEN MILES",
	}
	for _, day := range ingesttest.JournalDays(300, 3, time.Date(2021, 1, 1, 0, 0, 0, 0, time.UTC)) {
		texts = append(texts, strings.Split(day, "\n")...)
	}
	for _, s := range texts {
		low := lowerASCII(s)
		for _, g := range gates {
			if g.re.MatchString(low) && !unitAfterNumber(low, g.unit, g.words) {
				t.Errorf("%q: the pattern of %q matches, the test says it cannot", s, g.unit)
			}
		}
	}
}
