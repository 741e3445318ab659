package link

import (
	"slices"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

// titlesEnv is a library of tracks whose titles hold words that look like
// grammar or like other names: a featured artist, a number, a key.
func titlesEnv(t *testing.T) *Env {
	cat := &catalog.Catalog{Signature: "titles-grammar", Sources: []catalog.Source{
		{Name: "music_stream", Events: 5000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 5000, Distinct: 300, Names: true, Values: libtest.Ranked(10, "Nova Kane", "Los Faroles", "Diego Alcázar", "Lukas Brenner", "Nicki Minaj")},
			{Key: "track", Kind: "text", Events: 5000, Distinct: 1200, Names: true, Values: libtest.Ranked(10,
				"Save Away (feat. Los Faroles)", "Save Away", "Fall With Me (feat. Los Faroles)", "Nocturne No. 20 in D minor", "Nocturne No. 16 in E-flat major", "Prelude in D minor",
				"Till The World Ends (the Femme Fatale Remix) (feat. Nicki Minaj & Ke$ha)", "Till the World Ends")},
		}},
		// "play" says a film too
		{Name: "movie_stream", Events: 300, Fields: []catalog.Field{
			{Key: "movie_title", Kind: "text", Events: 300, Distinct: 200, Names: true, Values: libtest.Ranked(10, "The Summer Feather")},
		}},
	}}
	return NewEnv(cat, test.Must(t, lexicon.Default))
}

// chosenValues are the first values of the spans chosen for q, as
// "field=value".
func chosenValues(env *Env, q string) []string {
	var out []string
	for _, s := range Link(NewQuestion(q, nil, env.Lexicon), env).Spans {
		if s.Kind == KindValue {
			out = append(out, s.Refs[0].Field+"="+s.Refs[0].Value)
		}
	}
	return out
}

// A title said whole is that title, not a part of it read as the title
// and the rest as another name: "Save Away (feat. Los Faroles)" is the
// track, where "Save Away" (the title said without its featured artist)
// and "Los Faroles" (an artist) scored more for being two names.
func TestTitleSaidWholeOverItsParts(t *testing.T) {
	env := titlesEnv(t)
	for q, want := range map[string][]string{
		"How many times did I listen to Save Away (feat. Los Faroles)?": {"track=Save Away (feat. Los Faroles)"},
		"How many times did I listen to Save Away feat. Los Faroles?":   {"track=Save Away (feat. Los Faroles)"},
		// the title without its featured artist is still read so, and
		// an artist said apart is that artist
		"How many times did I listen to Save Away?":                  {"track=Save Away (feat. Los Faroles)"},
		"How many times did I listen to Los Faroles?":                {"artist=Los Faroles"},
		"How many times did I listen to Nocturne No. 20 in D minor?": {"track=Nocturne No. 20 in D minor"},
		// longer than a sentence's bound only for its qualifiers in
		// brackets: no sentence, the title (was the title without its
		// credit and Nicki Minaj as the artist)
		"How many times did I listen to Till The World Ends (the Femme Fatale Remix) (feat. Nicki Minaj & Ke$ha)?": {"track=Till The World Ends (the Femme Fatale Remix) (feat. Nicki Minaj & Ke$ha)"},
	} {
		if got := chosenValues(env, q); !slices.Equal(got, want) {
			t.Errorf("%q: linked %q, want %q", q, got, want)
		}
	}
}

// A title cited as the library writes it, marks aside ("No. 13",
// "E-flat"), is that title as surely as a name, whatever verb cites it:
// "play" points at no source as "listen to" does, and the title in its
// own case was left unlinked ("Nocturne No" linked in its place).
func TestTitleCitedAsWritten(t *testing.T) {
	env := titlesEnv(t)
	for q, title := range map[string]string{
		"How many times did I play Nocturne No. 20 in D minor in 2022?": "Nocturne No. 20 in D minor",
		"How many times did I play Nocturne No. 16 in E-flat major?":    "Nocturne No. 16 in E-flat major",
		"When did I last play Prelude in D minor?":                      "Prelude in D minor",
	} {
		qq := NewQuestion(q, nil, env.Lexicon)
		var got []string
		for _, s := range Link(qq, env).Spans {
			if s.Kind == KindValue && s.Sure {
				got = append(got, qq.Phrase(s.From, s.To)+" = "+s.Refs[0].Value)
			}
		}
		if want := title + " = " + title; !slices.Equal(got, []string{want}) {
			t.Errorf("%q: sure values %q, want %q", q, got, want)
		}
	}
}

// A featured artist's credit is said any of the ways songs credit one
// ("feat.", "ft.", "featuring"): "Save Away featuring Los Faroles" is the
// track "Save Away (feat. Los Faroles)", where the title without its
// credit and the featured artist as the song's artist found nothing.
func TestFeaturedCreditSaidOtherwise(t *testing.T) {
	env := titlesEnv(t)
	for _, q := range []string{
		"How many times did I listen to Save Away featuring Los Faroles?",
		"How many times did I play Save Away ft. Los Faroles in 2022?",
		"How many times did I play Save Away feat. Los Faroles in 2022?",
		"When did I last hear Save Away featuring Los Faroles",
	} {
		if got, want := chosenValues(env, q), []string{"track=Save Away (feat. Los Faroles)"}; !slices.Equal(got, want) {
			t.Errorf("%q: linked %q, want %q", q, got, want)
		}
		// written as a name is, the credit in lower case as title case
		// leaves it: as sure as a name
		for _, s := range Link(NewQuestion(q, nil, env.Lexicon), env).Spans {
			if !s.Sure {
				t.Errorf("%q: %v not sure", q, s.Refs)
			}
		}
	}
	// the credit alone is no title: the artist it names stays that artist
	if got, want := chosenValues(env, "How many songs featuring Los Faroles did I listen to?"), []string{"artist=Los Faroles"}; !slices.Equal(got, want) {
		t.Errorf("songs featuring Los Faroles: linked %q, want %q", got, want)
	}
}
