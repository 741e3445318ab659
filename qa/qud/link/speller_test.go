package link

import "testing"

// A country typed in lower case is a word of English, whatever the
// library holds: "spain" is no "sprain".
func TestSpellerKnowsCountries(t *testing.T) {
	sp := testEnv(t).Speller()
	for _, w := range []string{"spain", "portugal", "morocco"} {
		if got, ok := sp.Correct(w); ok {
			t.Errorf("Correct(%q) = %q, want it left as it is", w, got.Word)
		}
	}
}
