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

// A streak asked whether of ("did I ever run three days in a row", "did I
// run on consecutive days") is whether the longest reached that many
// days, the number understood, not searched for ("I ran two"); how often
// one of that length came is said not worked out.
func TestStreakWhether(t *testing.T) {
	d := testLibrary(t)
	treesUnderstood(t, d, map[string][]string{
		"Did I ever run two days in a row?":    {"longest_streak(dates_of(items)) >= 2", `RETRIEVE "I went running"`},
		"Have I ever run three days in a row?": {"longest_streak(dates_of(items)) >= 3"},
		"Did I run on consecutive days?":       {"longest_streak(dates_of(items)) >= 2"},
	})
	if n, f := d.Decompose("Did I ever run 3 days in a row?"); slices.Contains(f.Notes, whetherNote) || !strings.Contains(tree.Format(n), ">= 3") {
		t.Errorf("a streak's length asked whether:\n%s\n%s", tree.Format(n), f)
	}
	notesSay(t, d, "", []noteCase{{"How many times did I run two days in a row?", "how often two days in a row came is not worked out"}})
}
