package rules

// Readings of questions that ask days in a row, and spells of days,
// checked by code. Those a few lines can check are cases in
// testdata/readings/streaks.txt.

import (
	"slices"
	"strings"
	"testing"

	"reqap/qa/tree"
)

// A streak asked whether of, its length in figures ("did I ever run 3
// days in a row"), is whether the longest reached it, no whether of any
// run (cases in words are in testdata/readings/streaks.txt); how often
// one of that length came is said not worked out.
func TestStreakWhether(t *testing.T) {
	d := testLibrary(t)
	if n, f := d.Decompose("Did I ever run 3 days in a row?"); slices.Contains(f.Notes, whetherNote) || !strings.Contains(tree.Format(n), ">= 3") {
		t.Errorf("a streak's length asked whether:\n%s\n%s", tree.Format(n), f)
	}
	notesSay(t, d, "", []noteCase{{"How many times did I run two days in a row?", "how often two days in a row came is not worked out"}})
}
