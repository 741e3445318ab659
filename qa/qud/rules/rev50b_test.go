package rules

import (
	"slices"
	"testing"

	"reqap/index/catalog"
)

// rev50bLib is real49Lib with tracks whose names start with a quantifier
// ("Nothing Matters", "All Caps").
func rev50bLib(t *testing.T) *Decomposer {
	d := real49Lib(t)
	cat := *d.env.Catalog()
	cat.Signature = "rev50b"
	cat.Sources = slices.Clone(cat.Sources)
	for i, s := range cat.Sources {
		if s.Name != "music_stream" {
			continue
		}
		s.Fields = slices.Clone(s.Fields)
		for j, f := range s.Fields {
			if f.Key == "track" {
				f.Values = append(slices.Clone(f.Values), catalog.Value{Text: "Nothing Matters", Count: 3}, catalog.Value{Text: "All Caps", Count: 2})
				s.Fields[j] = f
			}
		}
		cat.Sources[i] = s
	}
	return withCatalog(t, &cat)
}

// A capitalised "Nothing", "All" after the auxiliary starts a name ("was
// Nothing Matters played in 2020"), no subject quantified by none or all:
// the quantifier was taken, "Matters played" searched for, and the answer
// was whether none was (a confident yes).
func TestQuantifierStartsName(t *testing.T) {
	d := rev50bLib(t)
	treesHave(t, d, map[string][]string{
		"was Nothing Matters played in 2020?":     {`track == "Nothing Matters"`, "len(items) > 0"},
		"was All Caps played in 2020?":            {`track == "All Caps"`, "len(items) > 0"},
		"were none of my runs longer than 20 km?": {"len(items) == 0"},
		"were all my runs longer than 3 km?":      {"len(items) == 0", "!(distance_km > 3)"},
	})
}

// A service of two words before "data" is the service's records, as one
// of one word is ("how many workouts are in my Apple Health data"): the
// export's words were taken out only after one capitalised word, and
// "workouts are in my Apple Health" was searched for (0).
func TestTwoWordServiceData(t *testing.T) {
	d := rev50bLib(t)
	treesHave(t, d, map[string][]string{
		"how many workouts are in my Apple Health data?": {`RETRIEVE "I worked out"`},
		"how many workouts are in my Strava data?":       {`RETRIEVE "I worked out"`},
	})
}

// A bound after a verb of paying with a plural noun after its number
// counts that noun ("did I ever spend more than 3 nights in Lisbon"): it
// was read as money, orders over 3 in price, a confident yes.
func TestSpentBareCountsItsNoun(t *testing.T) {
	d := pq50Library(t)
	treesLack(t, d, "price >", "nights, evenings are no amount paid",
		"did I ever spend more than 3 nights in Lisbon?", "did I spend more than 5 evenings at the gym in a week?")
	treesHave(t, d, map[string][]string{
		"did I ever spend over 200 in one order?": {"order_price > 200"},
		"did I spend more than 100 on Amazon?":    {"> 100"},
	})
}

// "From 2022 through to today" is since 2022, as "up to today" is: 2022
// and today were both asked ("nothing then"), "through to" searched for.
func TestFromThroughToToday(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how many runs from 2022 through to today?":        {"year(start_date) >= 2022"},
		"how much did I spend from March 2022 thru to now": {`start_date >= date("2022-03-01")`},
	})
}
