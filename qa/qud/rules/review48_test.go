package rules

import "testing"

// A bound's side after an amount that begins a comparison of its own
// ("2 minutes or longer than 10") is no bound of the amount before it.
func TestBoundsSideBeforeThan(t *testing.T) {
	for q, want := range map[string]string{
		"how many songs were shorter than 2 minutes or longer than 10 minutes": "how many songs were shorter than 2 minutes or longer than 10 minutes",
		"runs of more than 10 km or less than 5 km":                            "runs of more than 10 km or less than 5 km",
		"songs of 5 minutes or longer":                                         "songs of at least 5 minutes",
	} {
		if got := bounds(q); got != want {
			t.Errorf("bounds(%q) = %q, want %q", q, got, want)
		}
	}
}

// "N+" keeps the amount's currency sign before it, and a number that
// ends a name ("U2+") is no amount.
func TestBoundsPlusSign(t *testing.T) {
	for q, want := range map[string]string{
		"orders of $50+ in 2021":       "orders of at least $50 in 2021",
		"orders of €50+":               "orders of at least €50",
		"days with 10,000+ steps":      "days with at least 10,000 steps",
		"did I listen to U2+ Coldplay": "did I listen to U2+ Coldplay",
	} {
		if got := bounds(q); got != want {
			t.Errorf("bounds(%q) = %q, want %q", q, got, want)
		}
	}
}
