package places

import (
	"testing"

	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

// TestVenueOfText pins which venue a text names: by the town after it
// (TownedVenue) and after "at" or "in" (TextVenue).
func TestVenueOfText(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	for _, c := range []struct {
		name, file string
		venue      func(*lexicon.Lexicon, *Directory, string) (string, bool)
	}{
		{"TownedVenue", "townedvenue.tsv", TownedVenue},
		{"TextVenue", "textvenue.tsv", TextVenue},
	} {
		test.Table(t, c.name, func(text string) string {
			v, _ := c.venue(lx, nil, text)
			return v
		}, c.file)
	}
}
