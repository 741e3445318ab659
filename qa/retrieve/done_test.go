package retrieve

import "testing"

// TestDoneNotBought pins whose verbs of doing keep purchases out: the
// person's ("I took flights"), and someone's of theirs ("my mom called
// me", "mom called"), not a noun's ("mom call") nor a verb of having.
func TestDoneNotBought(t *testing.T) {
	for q, want := range map[string]bool{
		"I took flights":    true,
		"we went to church": true,
		"my mom called me":  true,
		"mom called":        true,
		"mom call":          false, // no verb
		"I bought shoes":    false, // having
		"running belt":      false,
	} {
		if got := doneNotBought(q, nil); got != want {
			t.Errorf("doneNotBought(%q) = %v, want %v", q, got, want)
		}
	}
}
