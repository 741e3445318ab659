package rules

import "testing"

// "Were all my runs in 2016?": every one at a time, which the planner
// cannot turn into a condition of none outside it; it answered whether
// any was, confidently ("yes" of runs from 2015 to 2023). Now it says so.
func TestAllOfATimeSaid(t *testing.T) {
	d := real49Lib(t)
	notesSay(t, d, `"all" of a time`, []noteCase{
		{"were all my runs in 2016?", allThenNote},
		{"did all my runs happen in 2016?", allThenNote},
		{"were any of my runs in 2016?", ""},
		{"have all my orders shipped?", ""},
	})
}
