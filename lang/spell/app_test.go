package spell

import (
	"strings"
	"testing"

	"reqap/assets"
)

// appVocab is the vocabulary the planner has without a library: every
// word of the lexicons and rule tables (what the planner will feed with
// counts of 1), plus a few catalog values with counts.
func appVocab(t testing.TB) []Entry {
	t.Helper()
	v, err := TableWords(assets.Lexicon(), assets.QUDRules())
	if err != nil {
		t.Fatal(err)
	}
	return append(v, Entry{Word: "Spotify", Count: 5400, Class: "source"}, Entry{Word: "Lenka", Count: 12, Class: "person"},
		Entry{Word: "REWE", Count: 30, Class: "merchant"}, Entry{Word: "Ben Howard", Count: 20, Class: "artist"})
}

func TestAppVocabulary(t *testing.T) {
	s := New(appVocab(t))
	for in, want := range map[string]string{
		"runing": "running", "febuary": "february", "spotfy": "Spotify", "recieved": "received",
		"calender": "calendar", "wich": "which", "teh": "the",
	} {
		if got, ok := s.Correct(in); !ok || !strings.EqualFold(got.Word, want) {
			t.Errorf("Correct(%q) = %q, %v; want %q", in, got.Word, ok, want)
		}
	}
	leaves(t, s, []string{"Lena", "Rewe", "pho", "Ben"})
	// Realistic questions: what is corrected, and nothing else.
	for q, want := range map[string]string{
		"How many times did I go runing in febuary?":              "runing→running febuary→february",
		"wich songs did I listen to most on spotfy last year?":    "wich→which spotfy→Spotify",
		"When did I go to Pho Saigon with Lena?":                  "",
		"How much did I spend at Rewe in total?":                  "",
		"how many emails have I recieved from Ben since March?":   "recieved→received",
		"What's in my calender for teh second weekend of August?": "calender→calendar teh→the",
	} {
		var got []string
		for _, f := range s.Text(q) {
			got = append(got, f.From+"→"+f.Word)
		}
		if strings.Join(got, " ") != want {
			t.Errorf("Text(%q) = %q, want %q", q, strings.Join(got, " "), want)
		}
	}
}
