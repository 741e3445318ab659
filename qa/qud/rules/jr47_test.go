package rules

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
)

// A value headed by the word weighed is a kind of it ("pasta with pesto"
// is pasta, "lentil soup" soup), not only the value spelled as the word;
// "pasta salad" is a salad.
func TestValueHeadedByTheWordWeighed(t *testing.T) {
	cat := &catalog.Catalog{Signature: "jr47-heads", Sources: []catalog.Source{
		{Name: "journal", Events: 300, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 300},
			{Key: "food", Kind: "list", Events: 120, Distinct: 5, Names: true, Values: []catalog.Value{
				{Text: "pizza", Count: 24}, {Text: "pasta", Count: 8}, {Text: "pasta with pesto", Count: 38},
				{Text: "pasta salad", Count: 3}, {Text: "soup", Count: 15}, {Text: "lentil soup", Count: 11}}}}}}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"did I eat more pizza or more pasta":    {`side_a > side_b ? "pizza"`, `"pasta with pesto"`},
		"did I have soup more often than pizza": {`"lentil soup"`},
	})
	treesLack(t, d, `"pasta salad"`, "a pasta salad counted as pasta", "did I eat more pizza or more pasta")
}

// A category of one value each files its kinds apart on purpose: a
// "blank book" bought is no book.
func TestCategoryKindsStayApart(t *testing.T) {
	cat := &catalog.Catalog{Signature: "jr47-category", Sources: []catalog.Source{
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 300},
			{Key: "category", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{
				{Text: "book", Count: 70}, {Text: "blank book", Count: 6}, {Text: "toy", Count: 30}}}}}}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{"when did I last buy a book": {`category == "book"`}})
	treesLack(t, d, `"blank book"`, "a blank book counted as a book", "when did I last buy a book")
}

// A kind of place no field is named after, ranked in a noun phrase ("my
// favourite café", "my most visited pub"), is the place been to most, as
// "which café did I go to most" is: not a count of the word.
func TestPlaceKindRankedNominally(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr47-place"))
	treesHave(t, d, map[string][]string{
		"my favourite café":           {"ARGMAX", "keys=[location]"},
		"my most visited pub":         {"ARGMAX", "keys=[location]"},
		"favorite cafe":               {"ARGMAX", "keys=[location]"},
		"my top café this year":       {"ARGMAX", "keys=[location]", "year(today)"},
		"which café did I go to most": {"ARGMAX", "keys=[location]"},
	})
}

// A work liked or rated most, where the journal keeps the score given it
// as text ("5/5"), is the one scored highest, not the one named most.
func TestWorkLikedMostIsScoredHighest(t *testing.T) {
	cat := journal46Catalog("jr47-rating")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "book", Kind: "text", Events: 13, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Klara and the Sun", Count: 1}, {Text: "Circe", Count: 1}, {Text: "Orbital", Count: 1}}},
		catalog.Field{Key: "rating", Kind: "text", Events: 3})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"which book did I like most":    {"ARGMAX arg=score val=book", `split(rating, "/")`, "rating != nil"},
		"my highest-rated book":         {"ARGMAX arg=score val=book"},
		"which book did I rate lowest":  {"ARGMIN arg=score val=book"},
		"which book did I enjoy most":   {"ARGMAX arg=score val=book"},
		"my favourite book":             {"ARGMAX arg=score val=book"},
		"what was the best book I read": {"ARGMAX arg=score val=book"},
	})
	treesLack(t, d, "rating", "a restaurant liked is no score kept", "which restaurant did I like most")
}

// A superlative of feeling before a period, in a noun phrase ("my
// happiest month", "my saddest week"), ranks the periods by how the
// recorded moods felt, as "which month was I happiest" does; "best" and
// "worst" of a period are of the mood where the question says so ("my
// worst month mood-wise"), and "my best month" alone is no mood.
func TestPeriodRankedByMoodNominally(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"what was my happiest month":     {"ARGMAX arg=avg_mood_valence val=month"},
		"my saddest month":               {"ARGMIN arg=avg_mood_valence val=month"},
		"my most relaxed week":           {"ARGMAX arg=avg_mood_valence val=week"},
		"my worst month mood-wise":       {"ARGMIN arg=avg_mood_valence val=month"},
		"my best month in terms of mood": {"ARGMAX arg=avg_mood_valence val=month"},
		"my happiest month in 2025":      {"ARGMAX arg=avg_mood_valence val=month", "2025"},
	})
	treesLack(t, d, "mood_valence", "a month best at everything is no mood", "my best month", "my busiest month")
}

// One who does a thing with one, named after the thing and ranked ("my
// most frequent climbing partner", "my usual dinner companion"), is the
// person it was done with most, not a count of the words.
func TestCompanionOfAThingRanked(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr47-companion"))
	treesHave(t, d, map[string][]string{
		"my most frequent climbing partner": {"ARGMAX arg=count val=person", "participants"},
		"my most frequent dinner companion": {"ARGMAX arg=count val=person"},
		"my usual running buddy":            {"ARGMAX arg=count val=person"},
	})
}

// Which of two times named after the comparative was busier ("which was
// busier, September or October") weighs what was done in each, as "was I
// busier in September or October" does: not the months' names searched.
func TestWhichTimeBusierOfTwo(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr47-busier"))
	treesHave(t, d, map[string][]string{
		"which was busier, September or October":       {"side_a", "month(start_date) == 9", "month(start_date) == 10"},
		"which month was busier: August or September?": {"month(start_date) == 8", "month(start_date) == 9"},
	})
	treesLack(t, d, `RETRIEVE "September`, "the month searched for by its name", "which was busier, September or October")
}

// A condition that is two bracketed alternatives joined by || is
// bracketed whole beside another: "(a) || (b) && c" keeps every a.
func TestAlternativesBracketedWhole(t *testing.T) {
	for e, want := range map[string]bool{
		`(a == 1)`:                   true,
		`((a == 1) || (b == 2))`:     true,
		`(a == 1) || (b == 2)`:       false,
		`((a) || x == ")") || (b)`:   false,
		`(text matches "(?i)\\bx(")`: true,
		`a == 1 || b == 2`:           false,
	} {
		if got := parenthesised(e); got != want {
			t.Errorf("parenthesised(%s) = %v, want %v", e, got, want)
		}
	}
}

// A visit is in person, whatever is visited: a call to the people
// visited is no visit ("how many times did I visit my parents").
func TestVisitIsNoCall(t *testing.T) {
	cat := journal46Catalog("jr47-visit")
	for i, fl := range cat.Sources[0].Fields {
		if fl.Key == "participants" {
			cat.Sources[0].Fields[i].Names, cat.Sources[0].Fields[i].Values = true, []catalog.Value{{Text: "Jonas", Count: 90}, {Text: "Mum", Count: 30}, {Text: "Dad", Count: 12}}
		}
	}
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "activity", Kind: "text", Events: 900, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "dinner", Count: 300}, {Text: "call", Count: 74}, {Text: "lunch", Count: 100}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many times did I visit my parents": {`(activity ?? "") != "call"`},
		"when did I last visit Mum and Dad":     {`(activity ?? "") != "call"`},
	})
}

// The one thing a superlative picks of each side, weighed ("was my
// longest run in 2025 longer than in 2024"), is each side's most, not
// all of each side added up.
func TestSuperlativeOfEachSideWeighed(t *testing.T) {
	d := Must()
	treesHave(t, d, map[string][]string{
		"was my longest run in 2025 longer than in 2024": {"MAX attr=distance_km", "side_a > side_b"},
		"were my runs longer in 2025 than in 2024":       {"AVG attr=distance_km"},
	})
	treesLack(t, d, "SUM attr=distance_km", "the longest run of a year is no total", "was my longest run in 2025 longer than in 2024")
}

// The days of a weather asked as a noun phrase alone ("rainy days in
// June 2025") or with the weather said of them ("which days were rainy")
// are the days whose records say that weather: not a field named "rainy
// days", nor the word searched for.
func TestDaysOfAWeatherAsked(t *testing.T) {
	d := withCatalog(t, weatherCatalog())
	for q, f := range treesHave(t, d, map[string][]string{
		"rainy days in June 2025":            {`weather in ["light rain"]`, "start_date"},
		"which days were rainy in June 2025": {`weather in ["light rain"]`},
	}) {
		if f.Val == nil || f.Val.Attr != "start_date" {
			t.Errorf("%q: asks %v, want the days", q, f.Val)
		}
	}
}

// Where no mood is recorded, "mood-wise" is not read as though the mood
// were weighed: it stays, said not understood, and the busiest month is
// not answered as the best for the mood.
func TestMoodWiseWithoutMoodsIsUnread(t *testing.T) {
	d := real47Lib(t)
	for _, q := range []string{"my best month in terms of mood", "my worst month mood-wise"} {
		if _, f := d.Decompose(q); !slices.ContainsFunc(f.Unlinked, func(w string) bool { return strings.Contains(w, "mood") }) {
			t.Errorf("%q: the mood said understood where none is recorded (unlinked %q)", q, f.Unlinked)
		}
	}
}

// A superlative of each side weighed with no measure read to pick the one
// thing by ("was my biggest order in 2021 more than in 2020") is said not
// understood: the sides' counts were answered as though weighed.
func TestSideSuperlativeUnreadSaysSo(t *testing.T) {
	notesSay(t, real47Lib(t), "of each side", []noteCase{
		{"was my biggest order in 2021 more than in 2020", `"biggest" of each side is not understood`},
		{"did I order more in 2021 than in 2020", ""},
	})
	notesSay(t, Must(), "of each side", []noteCase{
		{"was my longest run in 2025 longer than in 2024", ""},
	})
}
