package link

import (
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

// TestNamesTypedInLowerCase: people type names in lower case as often as
// not. A name is read where English puts one whatever its case: a series
// after "episodes of" or before "season", an artist before the noun of
// its works, a correspondent by the whole name the address shows where
// the question is about mail. Where none of that holds the words stay
// words.
func TestNamesTypedInLowerCase(t *testing.T) {
	names := func(vals ...string) []catalog.Value { return libtest.Ranked(10, vals...) }
	cat := &catalog.Catalog{Signature: "lower", Sources: []catalog.Source{
		{Name: "music_stream", Events: 5000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 5000, Distinct: 20, Names: true, Values: names("Pulse Avenue", "The Late Hours", "Lukas Brenner")},
			{Key: "track", Kind: "text", Events: 5000, Distinct: 3000, Names: true, Values: names("Rooftop", "Ocean", "Song for Lukas")},
		}},
		{Name: "tvseries_stream", Events: 200, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 200, Distinct: 12, Names: true, Values: names("The Long Winter", "Island Escape")},
			{Key: "episode_title", Kind: "text", Events: 200, Distinct: 150, Names: true, Values: names("Pilot")},
			{Key: "season", Kind: "number", Events: 200},
		}},
		{Name: "mail", Events: 500, Fields: []catalog.Field{
			{Key: "from", Kind: "text", Events: 500, Distinct: 40, Names: true, Values: names("Lukas Krüger <lukas.k@yahoo.com>")},
			{Key: "subject", Kind: "text", Events: 500, Distinct: 400, Names: true, Values: names("Sunday?")},
		}},
		{Name: "social_media", Events: 50, Fields: []catalog.Field{
			{Key: "tags", Kind: "list", Events: 20, Distinct: 6, Names: true, Values: names("Lukas Krüger")},
		}},
		{Name: "health", Events: 50, Fields: []catalog.Field{
			{Key: "measurement", Kind: "text", Events: 50, Distinct: 5, Names: true, Values: names("heart rate")},
			{Key: "readings", Kind: "number", Events: 50},
		}},
	}}
	env := NewEnv(cat, test.Must(t, lexicon.Default))
	cases := []struct {
		q, words, ref string // ref "" : the words are linked to no value
	}{
		{"how many different episodes of island escape did i watch", "island escape", "tvseries_stream.series_title=Island Escape"},
		{"how many episodes of the long winter did i watch", "the long winter", "tvseries_stream.series_title=The Long Winter"},
		{"when did i finish season 1 of island escape", "island escape", "tvseries_stream.series_title=Island Escape"},
		{"when did i finish the long winter season 1", "the long winter", "tvseries_stream.series_title=The Long Winter"},
		{"how many pulse avenue tracks did i play in 2021", "pulse avenue", "music_stream.artist=Pulse Avenue"},
		{"how many times did i play rooftop by pulse avenue", "rooftop", "music_stream.track=Rooftop"},
		{"how many mails did lukas krüger send me in 2019", "lukas krüger", "mail.from=Lukas Krüger <lukas.k@yahoo.com>"},
		// a kind of measurement before its readings is no name of a work
		{"what was my heart rate reading yesterday", "heart rate", "health.measurement=heart rate"},
		// one word that is only a word: no title without its maker
		{"did i listen to the ocean sounds", "ocean", ""},
	}
	for _, c := range cases {
		q := NewQuestion(c.q, nil, env.Lexicon)
		var got string
		var sure bool
		for _, s := range Link(q, env).Spans {
			if s.Kind != KindValue || q.Phrase(s.From, s.To) != c.words {
				continue
			}
			for _, r := range s.Refs {
				if got == "" || r.Source+"."+r.Field+"="+r.Value == c.ref {
					got = r.Source + "." + r.Field + "=" + r.Value
				}
			}
			sure = s.Sure
		}
		if got != c.ref {
			t.Errorf("%q: %q linked to %q, want %q", c.q, c.words, got, c.ref)
		}
		if c.ref != "" && c.ref != "health.measurement=heart rate" && !sure {
			t.Errorf("%q: %q linked but not sure", c.q, c.words)
		}
	}
}
