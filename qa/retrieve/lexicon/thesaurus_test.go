package lexicon

import (
	"strings"
	"testing"

	"reqap/assets"
	"reqap/internal/test"
)

// TestThesaurusExpansion: query words no lexicon lists reach a concept or
// cue through a WordNet synonym; names, more general or more specific
// words, and words whose synonyms are no lexicon term stay phrases.
func TestThesaurusExpansion(t *testing.T) {
	lx := test.Must(t, Default)
	tests := []struct {
		query   string
		concept string // expected concept id, or ""
		cue     string // expected cue text, or ""
		phrase  string // expected phrase left, or ""
	}{
		{"pedaling to Vienna", "cycling", "", "Vienna"},
		{"the nuptials of Anna", "wedding", "", "Anna"},
		{"association football", "soccer", "", ""},
		// "plane" is a term of flight, but the thesaurus does not relate a
		// plane to a flight: one shared word is not enough.
		{"airplane to Rome", "", "", "airplane"},
		// "twisting" is "spin", a strong term (as "spinning") of indoor
		// cycling, in another sense.
		{"twisting the lid", "", "", "twisting"},
		{"motion pictures I watched", "", "film", ""},
		{"Pedaling", "cycling", "", ""},           // the first word may be capitalised
		{"Anna and Pedaling", "", "", "Pedaling"}, // a name elsewhere is not
		{"sprinting", "", "", "sprinting"},        // a sprint is a run, not every run a sprint
		{"beverages", "", "", "beverages"},        // kinds of drinks are not the drinks
	}
	for _, tt := range tests {
		p := lx.Parse(tt.query)
		ids, cues, phrases := parsedWords(p)
		if tt.concept != "" && !contains(ids, tt.concept) || tt.cue != "" && !contains(cues, tt.cue) ||
			tt.phrase != "" && !contains(phrases, tt.phrase) || tt.concept == "" && tt.cue == "" && len(p.Expansions) > 0 {
			t.Errorf("Parse(%q): concepts %v, cues %v, phrases %v, expansions %+v", tt.query, ids, cues, phrases, p.Expansions)
		}
		for _, c := range p.Concepts {
			if got, want := p.FromThesaurus(c), c.ID == tt.concept; got != want {
				t.Errorf("Parse(%q).FromThesaurus(%s) = %v", tt.query, c.ID, got)
			}
		}
	}
	// A concept also named by a lexicon term is not weakened.
	p := lx.Parse("pedaling and cycling")
	if len(p.Concepts) != 1 || p.FromThesaurus(p.Concepts[0]) {
		t.Errorf("Parse(pedaling and cycling): %v, FromThesaurus true", p.Concepts)
	}
	// Without a thesaurus the word is a phrase.
	bare, err := Load(assets.Lexicon())
	if err != nil {
		t.Fatal(err)
	}
	if p := bare.Parse("pedaling"); len(p.Phrases) != 1 || len(p.Expansions) != 0 {
		t.Errorf("without thesaurus: %+v", p)
	}
}

func TestWeaker(t *testing.T) {
	for _, c := range [][2]float64{{Strong, Related}, {Related, Weak}, {Weak, 0}, {0, 0}} {
		if got := Weaker(c[0]); got != c[1] {
			t.Errorf("Weaker(%v) = %v, want %v", c[0], got, c[1])
		}
	}
	if Weaker(Strong) < Threshold {
		t.Error("a thesaurus concept's strong term no longer matches on its own")
	}
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}
