package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// "How many more A than B" presumes A is ahead; where B is, a bare
// difference came out negative ("-7198") and read as a count. The
// difference is said the other way round with both amounts; a change
// from one time to another keeps its sign (a fall is negative).
func TestMoreThanTheOtherWayRoundIsSaid(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"How many more films than songs did I stream in 2021?":      {"side_a >= side_b ? side_a - side_b", `fewer, not more (`},
		"How many fewer songs than films did I play last year?":     {"side_b >= side_a ? side_b - side_a", `more, not fewer (`},
		"How much more did I spend on Amazon in 2021 than in 2020?": {"side_a >= side_b ? side_a - side_b", `less, not more (`},
	})
	for _, q := range []string{"How did my number of orders change from 2020 to 2021?", "By how much did my spending change from 2020 to 2021?"} {
		n, _ := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(text, "not more") || !strings.Contains(text, "side_a - side_b") {
			t.Errorf("%q: a change lost its sign:\n%s", q, text)
		}
	}
}

// "Meetings" said as a noun, of no one, are work meetings where the
// library's titles hold some (a "Team sync", a "1:1"): the hours spent in
// meetings summed every dinner, trip and doctor's visit a calendar holds.
// Meeting someone, and a library with no work meeting, keep every timed
// entry with someone.
func TestMeetingsAreWorkMeetingsWhereTheLibraryHoldsThem(t *testing.T) {
	calendar := func(titles ...string) *catalog.Catalog {
		vs := make([]catalog.Value, len(titles))
		for i, s := range titles {
			vs[i] = catalog.Value{Text: s, Count: 50 - i}
		}
		return &catalog.Catalog{Signature: "cal-" + strings.Join(titles, "|"), Sources: []catalog.Source{
			{Name: "calendar", Events: 300, Fields: []catalog.Field{
				{Key: "summary", Kind: "text", Events: 300, Distinct: len(titles), Names: true, Values: vs},
				{Key: "all_day", Kind: "bool", Events: 300, Distinct: 2}}}}}
	}
	work := withCatalog(t, calendar("Team sync", "1:1 Olivia", "Dinner with Elif", "Dentist"))
	treesHave(t, work, map[string][]string{
		"How many hours did I spend in meetings last year?": {`RETRIEVE "I had work meetings"`, "SUM"},
		"when was my last meeting":                          {`RETRIEVE "I had work meetings"`},
		"What was my longest meeting?":                      {`RETRIEVE "I had work meetings"`},
		"How many meetings did I have in March?":            {`RETRIEVE "I had work meetings"`},
	})
	social := withCatalog(t, calendar("Dinner with Elif", "Dentist", "Brunch"))
	for d, qs := range map[*Decomposer][]string{
		work:   {"Who did I meet most often last year?", "How many meetings did I have with Elif?"},
		social: {"How many hours did I spend in meetings last year?", "How many meetings did I have in March?"},
	} {
		for _, q := range qs {
			if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), "work meetings") {
				t.Errorf("%q: read as work meetings:\n%s", q, tree.Format(n))
			}
		}
	}
}

// Two titles joined by "or" of which one is part of the other ("Little
// Moonlight or Moonlight") are either: the second was looked for from the
// question's start, found inside the first, and both were required.
func TestEitherTitleWhereOneIsPartOfTheOther(t *testing.T) {
	cat := &catalog.Catalog{Signature: "part-titles", Sources: []catalog.Source{
		{Name: "music_stream", Events: 900, Fields: []catalog.Field{
			{Key: "track", Kind: "text", Events: 900, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Little Moonlight", Count: 400}, {Text: "Moonlight", Count: 20}, {Text: "Rooftop", Count: 30}}},
			{Key: "duration_s", Kind: "number", Events: 900}}}}}
	treesHave(t, withCatalog(t, cat), map[string][]string{
		"How many times did I play Little Moonlight or Moonlight?": {`(track == "Little Moonlight") || (track == "Moonlight")`},
		"How often did I play Moonlight or Little Moonlight?":      {`(track == "Moonlight") || (track == "Little Moonlight")`},
		"How many times did I listen to Rooftop or Moonlight?":     {`(track == "Rooftop") || (track == "Moonlight")`},
	})
}

// "Which genre" asks the films' or songs' genre: it was read as no group
// at all, and the number of everything watched was answered.
func TestWhichGenreGroupsByGenre(t *testing.T) {
	treesHave(t, testLibrary(t), map[string][]string{
		"What genre of movies do I watch most?":            {"GROUP_BY keys=[genre]", "ARGMAX"},
		"Which music genres did I listen to most in 2022?": {"GROUP_BY keys=[genre]"},
	})
}

// A kind of meal said as the activity ("how many dinners") is searched
// for: the meals' own query ("I ate food") counted every lunch and
// breakfast too. Two kinds weighed ("more lunches or dinners") are each
// a side searching for its own, of the meals' whole.
func TestKindsOfAnActivity(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "meals-no-field", Sources: []catalog.Source{
		{Name: "calendar", Events: 300, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Dinner with Elif", Count: 30}, {Text: "Lunch with Lena", Count: 20}, {Text: "Dentist", Count: 3}}}}}}})
	treesHave(t, d, map[string][]string{
		"How many dinners did I have in 2022?":               {`RETRIEVE "my dinners"`},
		"when was my last lunch":                             {`RETRIEVE "my lunch"`},
		"Were there more lunches or dinners in 2022?":        {`RETRIEVE "I ate food lunches"`, `RETRIEVE "I ate food dinners"`, `"number of lunches of my meals in 2022"`},
		"Did I have more lunches or more dinners last year?": {`RETRIEVE "I ate food lunches"`, `RETRIEVE "I ate food dinners"`},
	})
	for _, fragment := range []string{`RETRIEVE "my meals`, "food lunches"} {
		treesLack(t, d, fragment, "read as a kind of meal", "How many meals did I eat in 2022?", "Did I meet Elif or Leonor more often?")
	}
}

// Which of two was more, weighed by no recogniser ("did I see my mum or
// my dad more often"), was answered "yes" for having done either; it
// says the comparison is not understood. A bound ("more than 3 books or
// games") is no such comparison.
func TestOrMoreUnreadIsSaid(t *testing.T) {
	d := testLibrary(t)
	notesSay(t, d, "not understood", []noteCase{
		{"Did I see my mum or my dad more often in 2022?", `the comparison "mum or my dad more often" is not understood`},
		{"did I send or receive more emails in 2021", `the comparison "send or receive more" is not understood`},
		{"Did I buy more than 3 books in 2022?", ""},
	})
}
