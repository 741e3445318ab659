package rules

import (
	"testing"

	"reqap/index/catalog"
)

// A race's distance followed by a bound's side ("10k or more", "5k or
// less", "10 km or further") is the bound, not the race run within a
// tenth of it (bounds.go restates it as "at least", "at most").
func TestRaceDistanceOrMoreIsABound(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-orMore"))
	treesHave(t, d, map[string][]string{
		"runs of 10k or more":                        {"distance_km >= 10"},
		"how many times did I run 5k or less":        {"distance_km <= 5"},
		"did I ever run a 10k or longer in 2025":     {"distance_km >= 10"},
		"runs of 10 km or further":                   {"distance_km >= 10"},
		"how many runs of 10 km or further did I do": {"distance_km >= 10", "len(items)"},
		"how many runs did I do of 8 km or farther":  {"distance_km >= 8"},
		"my 5k runs": {"abs(distance_km - 5)"},
	})
	treesLack(t, d, "abs(distance_km", "a bound read as the race", "runs of 10k or more")
}

// A bound of an amount with its unit ("longer than 30 minutes") after
// two things named is no comparison of the two: the calls with Mum that
// lasted so long are counted.
func TestUnitBoundIsNoSecondSide(t *testing.T) {
	cat := journal46Catalog("jr48-unitBound")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "activity", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "call", Count: 40}, {Text: "dinner", Count: 200}, {Text: "lunch", Count: 60}}},
		catalog.Field{Key: "duration_s", Kind: "duration", Events: 60})
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "participants" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Mum", Count: 30}, {Text: "Jonas", Count: 90}}
		}
	}
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"how many calls with Mum longer than 30 minutes":      {"duration_s > 1800", `"Mum"`, `activity == "call"`},
		"how many calls with Mum lasted more than 30 minutes": {"duration_s > 1800", `"Mum"`},
	}) {
		if f.Form != "count" {
			t.Errorf("%q: form %s, want count", q, f.Form)
		}
	}
}

// Names listed after an exclusion ("besides Ben and Max") are each left
// out, not searched for as one name; a name of the library that has an
// "and" in it stays one.
func TestExcludedNamesListed(t *testing.T) {
	cat := journal46Catalog("jr48-excludedList")
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "participants" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Ben", Count: 30}, {Text: "Max", Count: 20}, {Text: "Jonas", Count: 90}, {Text: "Lena", Count: 40}}
		}
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"who did I have dinner with apart from Jonas and Lena": {`!(person contains "Jonas")`, `!(person contains "Lena")`},
		"who did I meet most besides Ben, Max and Lena":        {`!(person contains "Ben")`, `!(person contains "Max")`, `!(person contains "Lena")`, "ARGMAX"},
	})
	treesLack(t, d, `"Jonas and Lena"`, "two names excluded as one", "who did I have dinner with apart from Jonas and Lena")
}

// What an exclusion leaves out may be named as the ones done with it
// ("not counting the ones with Ben", "except those with Ben"): the runs
// without Ben, not the runs with him.
func TestExclusionOfTheOnesWith(t *testing.T) {
	cat := journal46Catalog("jr48-theOnesWith")
	cat.Sources[2].Fields = append(cat.Sources[2].Fields, catalog.Field{Key: "participants", Kind: "list", Events: 20, Names: true, Values: []catalog.Value{{Text: "Ben", Count: 12}, {Text: "Lena", Count: 8}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"runs not counting the ones with Ben":          {`!(any((participants ?? []), {# == "Ben"}))`},
		"how many runs did I do except those with Ben": {`!(any((participants ?? []), {# == "Ben"}))`},
	})
}

// A field asked in keywords after "the" ("the 3 most frequent moods") is
// ranked, as after "my": not a count of the word searched for.
func TestTheFieldRankedInKeywords(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-theField"))
	treesHave(t, d, map[string][]string{
		"the 3 most frequent moods":   {"ARGMAX", "val=mood", "k=3"},
		"the three most common moods": {"ARGMAX", "val=mood", "k=3"},
		"my 3 most frequent moods":    {"ARGMAX", "val=mood", "k=3"},
	})
}

// A distance asked whether ever gone ("did I ever run 20 km", "did I run
// 10 km in one go") is one run's, at least so far: not the total of all
// runs; a period's ("did I run 100 km in July") may still be its total.
func TestDistanceEverIsOneEvents(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-distanceEver"))
	for q, f := range treesHave(t, d, map[string][]string{
		"did I ever run 20 km":      {"distance_km >= 20", "len(items) > 0"},
		"have I ever run 15 km":     {"distance_km >= 15"},
		"did I run 10 km in one go": {"distance_km >= 10"},
	}) {
		if f.Form != FormYesNo {
			t.Errorf("%q: form %s, want yesno", q, f.Form)
		}
	}
	treesLack(t, d, "distance_km >=", "a month's total read as one run", "did I run 100 km in July")
}

// "Ever" between the subject and the verb of a sport ("did I ever climb
// with Max") leaves the verb the sport's, not a height gained; a height
// named is still gained by any workout.
func TestEverBeforeTheSportsVerb(t *testing.T) {
	cat := journal46Catalog("jr48-everClimb")
	cat.Sources[2].Fields = append(cat.Sources[2].Fields,
		catalog.Field{Key: "activity", Kind: "text", Events: 120, Names: true, Values: []catalog.Value{{Text: "climbing", Count: 30}, {Text: "running", Count: 90}}},
		catalog.Field{Key: "participants", Kind: "list", Events: 20, Names: true, Values: []catalog.Value{{Text: "Ben", Count: 12}, {Text: "Max", Count: 8}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"did I ever climb with Max":           {"len(items) > 0"},
		"how much elevation did I ever climb": {"elevation_gain_m", `RETRIEVE "I worked out"`},
	})
	treesLack(t, d, "elevation_gain_m", "the sport's verb read as a height", "did I ever climb with Max")
}

// A currency's sign after the amount ("more than 40 € on", "under 20 €")
// is the amount's currency: the bound is read, not left as a comparison
// not understood.
func TestCurrencySignAfterTheAmount(t *testing.T) {
	cat := journal46Catalog("jr48-signAfter")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "price", Kind: "number", Events: 40},
		catalog.Field{Key: "currency", Kind: "text", Events: 40, Values: []catalog.Value{{Text: "EUR", Count: 40}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"what did I spend more than 40 € on":      {"price > 40"},
		"groceries under 20 €":                    {"price < 20"},
		"purchases between 10 € and 30 € in 2025": {"price >= 10", "price <= 30"},
	})
}

// A thing left out named in the plural ("except bananas") is the
// library's value in the singular ("banana"), which a literal "bananas"
// would never leave out.
func TestExcludedInThePlural(t *testing.T) {
	cat := journal46Catalog("jr48-exclPlural")
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "food" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "banana", Count: 60}, {Text: "porridge", Count: 50}, {Text: "pizza", Count: 20}}
		}
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"what did I eat most often apart from bananas": {`!(dish contains "banana")`},
	})
}

// A value the library writes in lower case, capitalised as English writes
// it ("Japanese dinners", "were Japanese"), is a condition on its field
// as the lower case is, not a name given back to the search.
func TestCapitalisedLowerCaseValue(t *testing.T) {
	cat := journal46Catalog("jr48-capitalised")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "cuisine", Kind: "text", Events: 150, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "italian", Count: 70}, {Text: "japanese", Count: 30}, {Text: "turkish", Count: 20}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many Japanese dinners did I have": {`in ["japanese"]`},
		"how many of my dinners were Japanese": {`in ["japanese"]`},
	})
}

// The whole of a share is what comes before its verb ("of my dinners were
// italian"): the part said after it, read as a condition, is not searched
// for with the whole, which would make every one found the part (100 %).
// A part not read stays in the search.
func TestShareWholeIsBeforeTheVerb(t *testing.T) {
	cat := journal46Catalog("jr48-shareWhole")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "cuisine", Kind: "text", Events: 150, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "italian", Count: 70}, {Text: "japanese", Count: 30}, {Text: "turkish", Count: 20}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"what percentage of my dinners were italian":     {`in ["italian"]`, "side_a / side_b"},
		"what share of my dinners were Japanese in 2025": {`in ["japanese"]`, "year(start_date) == 2025"},
	})
	treesLack(t, d, `RETRIEVE "dinners were italian"`, "the part searched for with the whole", "what percentage of my dinners were italian")
	treesHave(t, d, map[string][]string{"what percentage of my lunches were frobnicated": {"frobnicated"}})
}

// "At least" before a number is a bound ("on which days did I have at
// least 2 workouts"), not the least of a superlative.
func TestAtLeastIsNoSuperlative(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-atLeast"))
	treesHave(t, d, map[string][]string{
		"on which days did I have at least 2 workouts": {"day_count >= 2"},
	})
	treesLack(t, d, "ARGMIN", "a bound read as the least", "on which days did I have at least 2 workouts")
}

// The plural "days" leading a noun phrase ("days I slept badly in 2025",
// "days with more than 2 workouts") asks every such day, as "which days"
// does: not the first one alone.
func TestDaysNounPhraseListsThemAll(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-daysPhrase"))
	treesHave(t, d, map[string][]string{
		"days with more than 2 workouts": {"day_count > 2", "unique(flatten(map(items, .start_date)))"},
		"days I ran in June 2025":        {"unique(flatten(map(items, .start_date)))"},
	})
	treesLack(t, d, "MIN attr=start_date", "the first day alone", "days with more than 2 workouts", "days I ran in June 2025")
}

// A number of times said in words with its bound ("at least twice", "more
// than three times") is the count each group must reach, as "at least 2
// times" is: not words searched for.
func TestTimesInWordsBound(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-timesWords"))
	treesHave(t, d, map[string][]string{
		"how many days did I run at least twice":              {"day_count >= 2"},
		"which foods did I eat more than three times in 2025": {"count > 3"},
	})
	treesLack(t, d, "at least twice\" sources", "the bound searched for", "how many days did I run at least twice")
}

// "Spot" is a place (a dictionary's sense: a particular place): "my top 3
// running spots" ranks where the runs were, not a search for the word.
func TestSpotIsAPlace(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-spot"))
	treesHave(t, d, map[string][]string{
		"what are my top 3 running spots": {"ARGMAX", "keys=[location]", "k=3"},
		"which spot did I swim at most":   {"ARGMAX", "keys=[location]"},
	})
}

// "Twice" said of a period asked whether there was one ("was there a day
// I ran twice") is how many that period held, at least: not any run.
func TestPeriodHeldTwice(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-twice"))
	treesHave(t, d, map[string][]string{
		"was there any day I ran twice": {"day_count >= 2", "len(items) > 0"},
		"was there a week I swam twice": {"week_count >= 2"},
	})
}
