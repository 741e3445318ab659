package textfacts

import (
	"testing"

	"reqap/qa"
)

// TestRecogniser: a name no context settles is decided by the named-entity
// recogniser when the journal's names are learnt.
func TestRecogniser(t *testing.T) {
	x, p := learnt(t,
		"Long meeting today, Priya presented the roadmap.",
		"Lunch in the canteen, Priya brought cake.",
		"Went climbing with Ben.",
	)
	if _, ok := p.canonical("Priya"); !ok {
		t.Fatalf("Priya is not a person; people %v", p.People())
	}
	hs := x.Split(Day{Text: "Coffee break, Priya told a long story.", Date: qa.NewDate(2025, 1, 2)}, p)
	if len(hs) == 0 || len(hs[0].People) != 1 || hs[0].People[0] != "Priya" {
		t.Errorf("people %+v", hs)
	}
}

// TestNamesPrefetchRecogniser: reading a day with a name no context
// settles starts loading the recogniser Finish will ask; a day whose only
// unknown names are abbreviations does not.
func TestNamesPrefetchRecogniser(t *testing.T) {
	x := extractor(t)
	for _, c := range []struct {
		text  string
		fetch bool
	}{
		{"Long meeting today, Priya presented the roadmap.", true},
		{"WFH all day, then a run.", false},
	} {
		y := *x
		y.ner = &recogniser{}
		y.Names(c.text)
		y.ner.mu.Lock()
		started := y.ner.loading != nil || y.ner.model != nil
		y.ner.mu.Unlock()
		if started != c.fetch {
			t.Errorf("%q: loading started %v, want %v", c.text, started, c.fetch)
		}
	}
}

// TestRecogniserReleased: the model is dropped once the journal's names
// are settled, and loaded again for the next journal.
func TestRecogniserReleased(t *testing.T) {
	x := extractor(t)
	y := *x
	y.ner = &recogniser{}
	for range 2 {
		p := NewProfile()
		y.Learn(p, "Long meeting today, Priya presented the roadmap.")
		p.Finish()
		if _, ok := p.canonical("Priya"); !ok {
			t.Fatalf("Priya is not a person; people %v", p.People())
		}
		y.ner.mu.Lock()
		kept := y.ner.model != nil || y.ner.users != 0
		y.ner.mu.Unlock()
		if kept {
			t.Errorf("the model is kept after the names are settled")
		}
	}
}
