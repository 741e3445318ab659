package index

import (
	"slices"
	"testing"
)

// Terms walks the whole dictionary of the search text in term order, with
// the events holding each term, and stops where fn says.
func TestTerms(t *testing.T) {
	lib, _ := openTemp(t)
	commitFile(t, lib, "/x/plays.json", twoPlays("/x/plays.json")...)
	counts := map[string]uint64{}
	var terms []string
	if err := lib.Terms(func(term string, events uint64) bool {
		terms = append(terms, term)
		counts[term] = events
		return true
	}); err != nil {
		t.Fatal(err)
	}
	if !slices.IsSorted(terms) || len(terms) < 4 {
		t.Fatalf("terms %q, want several in order", terms)
	}
	for _, w := range []string{"fire", "hold"} {
		if counts[w] != 1 {
			t.Errorf("%s held by %d events, want 1 (terms %q)", w, counts[w], terms)
		}
	}
	n := 0
	if err := lib.Terms(func(string, uint64) bool { n++; return n < 2 }); err != nil || n != 2 {
		t.Errorf("a walk told to stop at the second term saw %d, %v", n, err)
	}
}
