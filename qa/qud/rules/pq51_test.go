package rules

import (
	"slices"
	"testing"
)

// A change ranked with the verb's base after "did" ("in which month did my
// spending rise the most") is a change from one period to the next, which
// is not computed: the month of the most spending was answered with no
// word of it.
func TestChangeRankBaseVerbSaid(t *testing.T) {
	d := pq50Library(t)
	for _, q := range []string{
		"In which month did my spending rise the most?",
		"which year did my running grow the most",
		"in which month did my step count go down the most",
	} {
		if _, f := d.Decompose(q); !slices.Contains(f.Notes, changeRankNote) {
			t.Errorf("%q: no note that the change is not computed: %v", q, f.Notes)
		}
	}
}
