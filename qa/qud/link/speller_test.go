package link

import (
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

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

// A word the library writes in lower case that is itself a slip of a word
// the planner knows ("swiming" in a journal) is known, so left as typed,
// but no word is corrected into it: "swimimng" is swimming.
func TestSpellerLibrarySlips(t *testing.T) {
	cat := &catalog.Catalog{Signature: "slips", Sources: []catalog.Source{
		{Name: "journal", Events: 300, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 300, Distinct: 300, Names: true, Values: libtest.Ranked(20, "went swiming after work", "Sofia came over")},
		}},
	}}
	sp := NewEnv(cat, test.Must(t, lexicon.Default)).Speller()
	if got, ok := sp.Correct("swimimng"); !ok || got.Word != "swimming" {
		t.Errorf("Correct(swimimng) = %q, %v, want swimming", got.Word, ok)
	}
	if got, ok := sp.Correct("swiming"); ok {
		t.Errorf("Correct(swiming) = %q: a word the library writes was corrected", got.Word)
	}
}

// The comparatives of the tables' adjectives are words a slip is
// corrected to: "logner" is longer; "wither" is no comparative of "with",
// so "witner" is winter.
func TestSpellerComparatives(t *testing.T) {
	sp := testEnv(t).Speller()
	for in, want := range map[string]string{"logner": "longer", "witner": "winter"} {
		if got, ok := sp.Correct(in); !ok || got.Word != want {
			t.Errorf("Correct(%q) = %q, %v, want %s", in, got.Word, ok, want)
		}
	}
}

// The words money is said in are known, whatever the library holds: "quid"
// is no "quit", and "euros" no "EURs" of a library that writes the code.
func TestSpellerKnowsCurrencies(t *testing.T) {
	cat := &catalog.Catalog{Signature: "currencies", Sources: []catalog.Source{
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{
			{Key: "currency", Kind: "text", Events: 300, Distinct: 2, Names: true, Values: libtest.Ranked(20, "EUR", "GBP")},
		}},
	}}
	sp := NewEnv(cat, test.Must(t, lexicon.Default)).Speller()
	for _, w := range []string{"quid", "euros", "yen", "francs", "zloty", "bucks", "sterling", "eur"} {
		if got, ok := sp.Correct(w); ok {
			t.Errorf("Correct(%q) = %q, want it left as it is", w, got.Word)
		}
	}
}

// A common word the typed one is with a letter left out beats a tables'
// word it is with a letter added: "expensve" is expensive, not the
// measures' "expense"; a tables' word reached by a letter left out stays.
func TestSpellerLeftOutBeatsAdded(t *testing.T) {
	sp := testEnv(t).Speller()
	for in, want := range map[string]string{"expensve": "expensive", "exepnsive": "expensive"} {
		if got, ok := sp.Correct(in); !ok || got.Word != want {
			t.Errorf("Correct(%q) = %q, %v, want %s", in, got.Word, ok, want)
		}
	}
}
