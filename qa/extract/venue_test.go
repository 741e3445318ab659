package extract

import (
	"fmt"
	"testing"

	"reqap/qa"
)

// A venue is never the town it is in: "Lokál in Prague" names Lokál, a
// post "at Karaván Street Food" the restaurant; "Dinner in Bangkok" names
// none, and a place asked as such still reads the town.
func TestVenueIsNoTown(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	for i, tt := range []struct{ text, want string }{
		{"Lokál in Prague – go there. Trust me. 🍽️", "Lokál"},
		{"Chinatown street stalls in Bangkok – go there. Trust me.", "Chinatown street stalls"},
		{"Best meal of the trip at Karaván Street Food 😍 #budapest", "Karaván Street Food"},
		{"Dinner in Bangkok", ""},
		{"Lunch with Anna in Berlin", ""},
	} {
		post := ev(fmt.Sprint("p", i), "social_media", at(1, 10, 0), at(1, 10, 0), "title", "Elif Smit shared a post.", "text", tt.text)
		got, _ := extractOne(t, x, qa.AttrSpec{Name: "restaurant", Type: qa.TypeText}, post)
		if tt.want == "" && got != nil || tt.want != "" && got != tt.want {
			t.Errorf("restaurant of %q = %#v, want %q", tt.text, got, tt.want)
		}
	}
	post := ev("q", "social_media", at(1, 10, 0), at(1, 10, 0), "text", "Dinner in Bangkok")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "location", Type: qa.TypeText}, post); got != "Bangkok" {
		t.Errorf("location of a dinner in Bangkok = %#v, want Bangkok", got)
	}
}
