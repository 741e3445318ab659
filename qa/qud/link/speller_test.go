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

// The countries' words are known, not corrected into: "sabo" (a surname
// the library writes only in an address) is no "São".
func TestSpellerCorrectsNoWordIntoACountry(t *testing.T) {
	if got, ok := testEnv(t).Speller().Correct("sabo"); ok && got.Word == "São" {
		t.Errorf("Correct(sabo) = %q", got.Word)
	}
}
