package places

import (
	"testing"

	"reqap/qa/retrieve/lexicon"
)

// TestTownedVenue pins which texts name a venue by the town after it.
func TestTownedVenue(t *testing.T) {
	lx, err := lexicon.OrDefault(nil)
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{
		"Lunch spot of dreams: Milkbar Tomasza, Kraków ☀️":    "Milkbar Tomasza",
		"Kyoto Gogyo Ramen in Kyoto – go there. Trust me. 🍽️": "Kyoto Gogyo Ramen",
		"Tapas El Rinconcillo in Seville – go there":          "Tapas El Rinconcillo",
		"Dinner in London":              "", // a meal, no name
		"Back in Berlin!":               "",
		"Sunset in Lisbon":              "", // a word of the language
		"Elif and Tom in Lisbon":        "", // people
		"Milkbar Tomasza, best in town": "", // no town
	} {
		if got, _ := TownedVenue(lx, text); got != want {
			t.Errorf("TownedVenue(%q) = %q, want %q", text, got, want)
		}
	}
}
