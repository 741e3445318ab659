package rules

import (
	"reqap/index/catalog"
	"reqap/internal/test"
	"testing"
)

// "Was X the Y I V most" asks whether X is the top Y, as "was X my top
// Y" does: it was read as a list of the Y with X searched for ("Little
// Moonlight", a song, to whether Nina Castellanos was the top artist).
// A period ranked is left to the readers of periods.
func TestTheOneDoneMost(t *testing.T) {
	test.Table(t, "theOneMost", theOneMost, "theonemost.tsv")
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"Was Radiohead the artist I listened to most in 2021?": {"APPLY len(items) > 0", `FILTER artist == "Radiohead"`, "ARGMAX", "year(start_date) == 2021"},
	})
}

// A thing named as the one asked to be the top of a kind it is no field
// value of is the condition on the best, after all of the kind are
// ranked: "was running my top sport" ranked the runs by type (running,
// always), "was Pizzeria Amalfi my top restaurant" searched for the name
// and answered the top one's name to a yes-or-no.
func TestNamedTopOfAKind(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"Was running my top sport in 2021?":     {"APPLY len(items) > 0", `FILTER workout_type == "running"`, "ARGMAX", `RETRIEVE "I worked out"`},
		"Was cycling my most frequent workout?": {`FILTER workout_type == "cycling"`, "APPLY len(items) > 0"},
	})
	for _, q := range []string{"Was running my top sport in 2021?", "Was cycling my most frequent workout?"} {
		if _, f := d.Decompose(q); f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
}

// me49Lib is a library of calendar entries at restaurants and with
// friends, and of posts tagging them, as the generated personas keep.
func me49Lib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "me49", Sources: []catalog.Source{
		{Name: "calendar", Events: 1300, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 1300, Distinct: 378, Values: []catalog.Value{{Text: "Team sync", Count: 200}, {Text: "Dinner", Count: 40}}},
			{Key: "location", Kind: "text", Events: 900, Distinct: 105, Names: true, Values: []catalog.Value{{Text: "Pizzeria Amalfi", Count: 22}, {Text: "Sporthalle am Park", Count: 60}}},
			{Key: "attendees", Kind: "list", Events: 300, Distinct: 17, Names: true, Values: []catalog.Value{{Text: "Olivia Eriksson <olivia.eriksson@stellar.com>", Count: 40}}}}},
		{Name: "social_media", Events: 600, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 600, Distinct: 327},
			{Key: "tags", Kind: "list", Events: 80, Distinct: 21, Names: true, Values: []catalog.Value{{Text: "Elif Dekker", Count: 12}, {Text: "Julien Esposito", Count: 8}}}}},
	}})
}

func TestNamedTopOfPlacesAndPeople(t *testing.T) {
	d := me49Lib(t)
	treesHave(t, d, map[string][]string{
		"Was Pizzeria Amalfi my top restaurant?":             {"APPLY len(items) > 0", `FILTER restaurant == "Pizzeria Amalfi"`, "ARGMAX", `RETRIEVE "I ate at a restaurant"`},
		"Was Pizzeria Amalfi the restaurant I went to most?": {`FILTER restaurant == "Pizzeria Amalfi"`, `RETRIEVE "I ate at a restaurant"`},
		"Was Julien Esposito the friend I met most in 2021?": {"APPLY len(items) > 0", `FILTER person == "Julien Esposito"`, "year(start_date) == 2021"},
	})
	treesLack(t, d, `RETRIEVE "Pizzeria Amalfi`, "the name searched", "Was Pizzeria Amalfi my top restaurant?")
}

// A question said as a sentence ends in a full stop, which is no letter of
// its last word: "Which day did I play the most songs." ranked the days by
// time listened, "songs." being no plural.
func TestFullStopEndsTheCounted(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"Which day did I play the most songs.":         {"ARGMAX arg=count"},
		"I wonder which day I played the most tracks.": {"ARGMAX arg=count"},
		"Which day did I listen to the most music.":    {"total_duration_s"},
	})
}

// "Was 2022 the year I ran the most" asks whether the year named is the
// one done most: the year was searched for as a thing named, and the
// answer was "no" whichever year it was.
func TestPeriodNamedDoneMost(t *testing.T) {
	test.Table(t, "periodNamedMost", periodNamedMost, "periodnamedmost.tsv")
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"Was 2022 the year I ran the most?":        {"APPLY len(items) > 0", "year(start_date) == best_year", "year(start_date) == 2022", `RETRIEVE "I went running"`},
		"Was March 2021 the month I ran the most?": {"== best_month", "month(start_date) == 3"},
		"Was 2021 my busiest year for running?":    {"APPLY len(items) > 0", "year(start_date) == best_year", "year(start_date) == 2021"},
	})
}

// Whose mail I got is who sent it; whose I answered, whom I answered:
// "whose emails did I get the most of" ranked the subjects.
func TestWhoseMail(t *testing.T) {
	test.Table(t, "whoseMail", whoseMail, "whosemail.tsv")
	treesHave(t, testLibrary(t), map[string][]string{
		"Whose emails did I get the most of in 2021?": {"keys=[sender]", "year(start_date) == 2021"},
	})
}

// A phrase or clause of when said first, before its comma, bounds the
// question after it: "During my trip to Kyoto, how many songs did I play"
// searched for "During my trip" among the songs.
func TestClauseLast(t *testing.T) {
	test.Table(t, "clauseLast", clauseLast, "clauselast.tsv")
	treesHave(t, testLibrary(t), map[string][]string{
		"During my trip to Kyoto, how many songs did I play?": {"JOIN", `RETRIEVE "I listened to music"`},
		"During my trip to Kyoto, my most played song?":       {"JOIN", `RETRIEVE "I listened to music"`, "ARGMAX"},
	})
}

// "What was my weekly average of workouts": the workouts are what the
// average counts; read past the consumed "weekly average", the bare "my"
// was taken for an attribute's noun and the workouts went with it.
func TestWeeklyAverageOfThings(t *testing.T) {
	treesUnderstood(t, testLibrary(t), map[string][]string{
		"What was my weekly average of workouts in 2021?": {`RETRIEVE "I worked out"`, "/ 7", "year(start_date) == 2021"},
		"What was my daily average of songs in 2021?":     {`RETRIEVE "I listened to music"`},
	})
}

// Where money went is what it was spent on: "where did most of my money
// go" answered a city.
func TestMoneyWent(t *testing.T) {
	test.Table(t, "idioms", idioms, "moneywent.tsv")
}

// The kinds of a thing counted are the values of the group the groups
// table names for its kind ("kind of food": the cuisine; "type of
// workout": the workout type), or, where it names none, the different
// things ("how many sorts of artists": the artists); one reading at the
// merge of round 49, where three had been written.
func TestKindsCounted(t *testing.T) {
	treesHave(t, testLibrary(t), map[string][]string{
		"How many kinds of food did I eat in 2022?":  {"GROUP_BY keys=[cuisine]", "year(start_date) == 2022"},
		"How many types of workouts did I do?":       {"GROUP_BY keys=[workout_type]"},
		"How many sorts of artists did I listen to?": {"GROUP_BY keys=[artist]"},
	})
}
