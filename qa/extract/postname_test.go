package extract

import (
	"testing"

	"reqap/ingest"
	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

// A post tagged with hashtags is named by what it names, as a title;
// a post without tags is what it says.
func TestPostName(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	for _, tt := range []struct{ text, want string }{
		{"Tate Modern ✨ #london", "Tate Modern"},
		{"Can't believe we did this: Vasa Museum #stockholm", "Vasa Museum"},
		{"can't believe we did this: Nyhavn canal cruise #copenhagen", "Nyhavn canal cruise"},
		{"Jazz club night – bucket list ✅ #montreal", "Jazz club night"},
		{"old Port walk ✨ #montreal", "Old Port walk"},
		{"wine tasting at Santo Wines – bucket list ✅ #santorini", "Wine tasting at Santo Wines"},
		{"Loving the sun #summer #beach", "Loving the sun"},
		{"Today: Brooklyn Bridge walk. Unforgettable! 😍", "Brooklyn Bridge walk"}, // a day's headline
		{"today: Floating market trip. Unforgettable! 😍", "Floating market trip"},
		{"Can't believe we did this: Jean-Talon market #montreal", "Jean-Talon market"}, // the poster's sentence is no name
		{"Tax return: submitted. Adulting level 100", ""},                               // no tags, no day: its words
		{"Tried a new recipe tonight. Not bad at all 👩‍🍳", ""},
		{"Today: a lazy day", ""},                                    // no sentence ends it
		{"#tbt to last summer", ""},                                  // a tag first is a word of it
		{"Best coffee in town is still the one I make myself ☕", ""}, // no tags
	} {
		e := &ingest.Event{Source: ingest.SocialMedia}
		e.SetText("text", tt.text)
		got, ok := postName(lx, e)
		if !ok {
			got = ""
		}
		if got != tt.want {
			t.Errorf("postName(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}
