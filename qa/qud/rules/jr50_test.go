package rules

import (
	"testing"

	"reqap/index/catalog"
)

// A number asked by a group ("how many runs by weekday"), of each type
// of the thing counted, or for every period is a row a group, as "each
// month" is: not one number of all of them.
func TestNumberAskedByGroup(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-byGroup"))
	for q, f := range treesHave(t, d, map[string][]string{
		"how many runs by weekday":                  {"GROUP_BY keys=[weekday]"},
		"how many workouts of each type in 2025":    {"GROUP_BY keys=[workout_type]", "year(start_date) == 2025"},
		"how many workouts for every month of 2025": {"GROUP_BY keys=[month]", "year(start_date) == 2025"},
	}) {
		if f.Group == nil {
			t.Errorf("%q: no group", q)
		}
	}
}

// "How far back does X go" asks how early the records begin, as "when
// does X start" does: no distance.
func TestHowFarBackIsTheStart(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-farBack"))
	treesHave(t, d, map[string][]string{
		"how far back does my journal go": {"MIN attr=start_date"},
		"how far back do my runs go?":     {"MIN attr=start_date", "sources=[workout]"},
	})
	treesLack(t, d, "distance", "read as a distance", "how far back does my journal go", "how far back do my runs go?")
}

// A number of times after a verb that also names a measure ("climb",
// elevation) is a count of the doing, not an amount of the measure.
func TestTimesAfterMeasureVerbIsACount(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-climbTimes"))
	treesHave(t, d, map[string][]string{
		"did I climb more than 20 times in 2025?": {"len(items) > 20", "year(start_date) == 2025"},
	})
	treesLack(t, d, "elevation", "the times read as an elevation", "did I climb more than 20 times in 2025?")
}

// "Each" in a yes/no question of periods ("did I swim each month of
// 2025") is "every": whether no month went without, not a table.
func TestEachPeriodWhetherIsEvery(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-eachMonth"))
	for q, f := range treesHave(t, d, map[string][]string{
		"did I go swimming each month of 2025":  {"year(start_date) == 2025", "start_of_month"},
		"did I run each week in September 2025": {"month(start_date) == 9"},
	}) {
		if f.Form != FormNotDays {
			t.Errorf("%q: form %s, want not_days", q, f.Form)
		}
	}
}

// groceryCatalog is the journal's with its happenings' activities and the
// amounts paid ("groceries Rewe 54,10 €"), and no price of an item.
func groceryCatalog(sig string) *catalog.Catalog {
	cat := journal46Catalog(sig)
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "activity", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "groceries", Count: 29}, {Text: "dentist", Count: 12}, {Text: "dinner", Count: 170}}},
		catalog.Field{Key: "price", Kind: "number", Events: 34},
		catalog.Field{Key: "currency", Kind: "text", Events: 34, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "EUR", Count: 34}}})
	return cat
}

// A noun before "trip" that names where an errand goes ("grocery trip",
// "dentist trips") is a visit there, as "a trip to the dentist" is: not
// the days away from home.
func TestErrandNounTripIsAVisit(t *testing.T) {
	d := withCatalog(t, groceryCatalog("jr50-groceryTrip"))
	treesHave(t, d, map[string][]string{
		"how much did I spend per grocery trip on average": {`activity == "groceries"`, "AVG attr=price"},
		"how many dentist trips did I make":                {`activity == "dentist"`},
	})
	treesLack(t, d, "city != home", "read as travel", "how much did I spend per grocery trip on average", "how many dentist trips did I make")
}

// A weekday said with "typical", "usual" or "normal" ("on a typical
// Saturday") is any Saturday, as "an average Sunday" is: not the coming
// one.
func TestTypicalWeekdayIsEvery(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-typicalDay"))
	qs := []string{"how far do I run on a typical Saturday", "on a usual Sunday what do I eat for breakfast"}
	treesHave(t, d, map[string][]string{
		qs[0]: {"weekday(start_date) == 6"},
		qs[1]: {"weekday(start_date) == 7"},
	})
	treesLack(t, d, "add_days(today", "read as the coming day", qs...)
}

// An amount and a half of a unit, said either way ("an hour and a half",
// "two and a half km"), is the amount the bound is of.
func TestAndAHalfUnit(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-andAHalf"))
	treesHave(t, d, map[string][]string{
		"did any of my runs take more than an hour and a half?": {"duration_s > 5400"},
		"runs longer than one and a half hours":                 {"duration_s > 5400"},
		"did I ever run more than two and a half km":            {"distance_km > 2.5"},
	})
}

// A number per a group that is no length of time ("per weekday", "per
// day of the week"), or asked in a request with no question word ("runs
// per weekday", "dinners per person"), is a row a group: not one number,
// nor a rate per day.
func TestPerGroupIsARowEach(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-perGroup"))
	treesHave(t, d, map[string][]string{
		"runs per weekday":                    {"GROUP_BY keys=[weekday]"},
		"how many runs per weekday":           {"GROUP_BY keys=[weekday]"},
		"runs per day of the week":            {"GROUP_BY keys=[weekday]"},
		"how many runs per month of the year": {"GROUP_BY keys=[month_of_year]"},
		"dinners per person":                  {"GROUP_BY keys=[person]"},
	})
}

// Where a journal is kept, an entry is one of its day's entries: "how
// many entries per month" counts the notes, not every happening and
// workout of the library.
func TestEntriesAreTheJournals(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-entries"))
	treesHave(t, d, map[string][]string{
		"how many entries per month on average": {"sources=[note]"},
		"number of entries each year":           {"sources=[note]", "GROUP_BY keys=[year]"},
	})
}

// A number recorded elsewhere than the doing of "on days I …" ("the
// average temperature on days I ran", of the day notes) is what is
// averaged, over those days: not the runs a day.
func TestAverageFieldOnDaysOfAnother(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-tempOnDays"))
	treesHave(t, d, map[string][]string{
		"average temperature on days I ran": {"AVG attr=temperature_c", "start_date in days"},
	})
	treesLack(t, d, "len(group)", "the runs a day averaged", "average temperature on days I ran")
}

// "Did I … both X and Y" asks whether each was so: the two weighed as
// sides (both, one, or neither), not one record holding the two, which
// answered "no" where each was had on its own day. "With both X and Y"
// is one time in their company.
func TestBothAndWhetherEach(t *testing.T) {
	cat := journal46Catalog("jr50-bothAnd")
	for i := range cat.Sources[0].Fields {
		switch cat.Sources[0].Fields[i].Key {
		case "food":
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "pizza", Count: 24}, {Text: "sushi", Count: 16}}
		case "participants":
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Jonas", Count: 90}, {Text: "Lena", Count: 40}}
		}
	}
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"did I eat both pizza and sushi in October 2025": {`"both"`, "side_a > 0 && side_b > 0"},
	}) {
		if f.Form != FormCompare || !f.Either || len(f.Sides) != 2 {
			t.Errorf("%q: form %s either %v sides %v", q, f.Form, f.Either, f.Sides)
		}
	}
	if _, f := d.Decompose("have I ever had dinner with both Jonas and Lena"); f.Form == FormCompare {
		t.Errorf("company of two weighed as sides: %s", f)
	}
}

// "What was my mood each month": a field of words has no amount a month;
// what it mostly was each month, not how many records each had.
func TestWordsFieldEachPeriodIsItsMost(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-moodEach"))
	for q, f := range treesHave(t, d, map[string][]string{
		"what was my mood each month":        {"most_common(map(group, .mood))"},
		"how was my mood each month in 2025": {"most_common(map(group, .mood))", "year(start_date) == 2025"},
	}) {
		if f.Form != FormBestEach {
			t.Errorf("%q: form %s, want best_each", q, f.Form)
		}
	}
}

// The days of a clause that names a structured activity ("on days I
// ran") are those of its own records, not of a search of the clause's
// words, which finds what merely mentions it.
func TestDaysOfActivityAreItsRecords(t *testing.T) {
	cat := journal46Catalog("jr50-daysOfRuns")
	for i := range cat.Sources {
		if cat.Sources[i].Name == "workout" {
			cat.Sources[i].Fields = append(cat.Sources[i].Fields,
				catalog.Field{Key: "activity", Kind: "text", Events: 120, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "running", Count: 85}, {Text: "swimming", Count: 35}}},
				catalog.Field{Key: "workout_type", Kind: "text", Events: 120, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "running", Count: 85}, {Text: "swimming", Count: 35}}})
		}
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"average temperature on days I ran":      {"(4.days) RETRIEVE \"I went running\" sources=[workout]"},
		"what did I eat on days I went swimming": {"start_date in days", "RETRIEVE \"I went swimming\" sources=[workout]"},
	})
}

// A place gone to "each" of ("how many times did I go to each
// restaurant") is also what was done: the noun stays for the activity,
// not consumed by the group, which left "I went to" searched for.
func TestGoneToEachPlace(t *testing.T) {
	cat := journal46Catalog("jr50-goneToEach")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "restaurant", Kind: "text", Events: 60, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Pho Saigon", Count: 14}, {Text: "Mangiare", Count: 10}, {Text: "Zest", Count: 7}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many times did I go to each restaurant": {"GROUP_BY keys=[restaurant]"},
	})
	treesLack(t, d, `RETRIEVE "I went to"`, "the place left out of what was done", "how many times did I go to each restaurant")
}

// A kind of place no field is named after, counted "each" ("how many
// times have I been to each café"), is a row each place it was, as "my
// favourite café" and "how many different cafés" read it: not one count.
func TestEachKindOfPlace(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-eachCafe"))
	for q, f := range treesHave(t, d, map[string][]string{
		"how many times have I been to each café": {"GROUP_BY keys=[location]"},
	}) {
		if f.Form != FormGrouped {
			t.Errorf("%q: form %s, want grouped", q, f.Form)
		}
	}
}
