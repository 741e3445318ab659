package places

import (
	"testing"

	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

// TestTownedVenue pins which texts name a venue by the town after it.
func TestTownedVenue(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	test.Table(t, "TownedVenue", func(text string) string {
		v, _ := TownedVenue(lx, nil, text)
		return v
	}, "townedvenue.tsv")
}

// TestTextVenue pins which venue a text names after "at" or "in".
func TestTextVenue(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	test.Table(t, "TextVenue", func(text string) string {
		v, _ := TextVenue(lx, nil, text)
		return v
	}, "textvenue.tsv")
}
