package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

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
