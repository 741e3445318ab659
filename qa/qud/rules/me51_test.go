package rules

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
)

// "Is it true that X was …" asks whether the statement is so, of any
// subject with "be" as of "I" ("is it true that I ran …"): "Is it true
// that Nina Castellanos was the artist I listened to the most" left
// "true" not understood and answered the top artist's name, its yes or
// no not worked out.
func TestIsItTrueOfAThing(t *testing.T) {
	d := pq50Library(t)
	frames := treesHave(t, d, map[string][]string{
		"Is it true that Nina Castellanos was the artist I listened to the most in 2021?": {"APPLY len(items) > 0", `artist == "Nina Castellanos"`, "ARGMAX", "year(start_date) == 2021"},
		"Is it the case that Little Moonlight was my most played song?":                   {"APPLY len(items) > 0", `track == "Little Moonlight"`, "ARGMAX"},
	})
	for q, f := range frames {
		if f.IsBest == nil || len(f.Unlinked) > 0 {
			t.Errorf("%q: no whether of the best, or words not understood %q: %s", q, f.Unlinked, f)
		}
	}
}

// "The type of workout", "the kind of food" after "most" (or in "was X
// the type of workout I did most") is the kind of the thing, as "which
// type of workout" asks it, not a field of mail called "type": "was
// running the type of workout I did most" ranked the runs by the mail's
// type and answered "running" to a yes or no.
func TestKindOfThingRanked(t *testing.T) {
	d := pq50Library(t)
	frames := treesHave(t, d, map[string][]string{
		"Was running the type of workout I did most in 2020?":   {"APPLY len(items) > 0", "val=workout_type", `workout_type == "running"`},
		"Was running my most frequent type of workout in 2020?": {"APPLY len(items) > 0", "val=workout_type"},
		"Was cycling the kind of workout I did most?":           {"APPLY len(items) > 0", `workout_type == "cycling"`},
		"What was my top type of workout in 2020?":              {"ARGMAX arg=count val=workout_type"},
	})
	for q, f := range frames {
		if q != "What was my top type of workout in 2020?" && f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
	treesLack(t, d, "val=type", "ranked by the mail's field", "Was running the type of workout I did most in 2020?", "What was my top type of workout in 2020?")
}

// "Was badminton the sport I played most": "be", a noun in lower case and
// what it is said to be is a yes or no, as with a name ("was Hellfrost
// my top artist"): it was read as "which", and answered "badminton".
func TestBareNounSubjectAsksWhether(t *testing.T) {
	d := pq50Library(t)
	frames := treesHave(t, d, map[string][]string{
		"Was badminton the sport I played most in 2020?": {"APPLY len(items) > 0", `workout_type == "badminton"`, "val=workout_type"},
		"was badminton my top sport?":                    {"APPLY len(items) > 0", `workout_type == "badminton"`},
	})
	for q, f := range frames {
		if f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
}

// A thing named in a yes or no of the best that the library links to no
// value ("Italian": the cuisine is read from the records' words) is
// compared with the best found, as the words of the other: "was Italian
// the cuisine I ate most" searched for "Italian my I ate" and answered
// the top cuisine with its yes or no not worked out.
func TestBestNamedUnlinked(t *testing.T) {
	d := pq50Library(t)
	frames := treesHave(t, d, map[string][]string{
		"Was Italian the cuisine I ate most often?":                      {"APPLY len(items) > 0", `says(cuisine, "Italian") || says("Italian", cuisine)`, "ARGMAX arg=count val=cuisine"},
		"Was Italian the kind of food I had most at restaurants in 2019": {`says(cuisine, "Italian")`, "year(start_date) == 2019"},
		"was italian food my favourite cuisine?":                         {`says(cuisine, "italian food")`},
	})
	for q, f := range frames {
		if f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
	treesLack(t, d, "Italian my", "the thing named was searched for", "Was Italian the cuisine I ate most often?")
	// a pronoun names nothing: the yes or no stays not worked out
	notesSay(t, d, "yes or no", []noteCase{{"Was it the cuisine I ate most often?", whetherNote}})
	// nor does a time: the month named is a time of the question's
	// ("is December my biggest spending month" counted every purchase)
	treesLack(t, d, "APPLY len(items)\n", "the month named was taken for a thing", "Is December my biggest spending month?")
	treesHave(t, d, map[string][]string{"Is December my biggest spending month?": {"ARGMAX", "val=month"}})
}

// A bare number bounding an average ("was my average heart rate on runs
// above 150") is the average's bound in the unit the measure is kept in:
// the average was answered with its yes or no not worked out. A time's
// bare number says no unit, and stays not worked out.
func TestAverageBareBound(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Was my average running distance in 2018 above 10?": {"(avg(map(items, .distance_km)) ?? 0) > 10", "year(start_date) == 2018"},
		"Was my average ride distance in 2021 over 20?":     {"(avg(map(items, .distance_km)) ?? 0) > 20", "cycling"},
	})
	notesSay(t, d, "yes or no", []noteCase{{"Was my average run duration in 2018 above 60?", whetherNote}, {"Was my average running distance in 2018 above 10?", ""}})
}

// "In the month before my trip" is one window of time, no month each of
// which is asked of: "did I go running more than 4 times in the month
// before my trip to Lisbon" asked whether any month held more than 4
// runs.
func TestAnchoredPeriodIsNoEachPeriod(t *testing.T) {
	d := pq50Library(t)
	for _, q := range []string{"Did I go running more than 4 times in the month before my trip to Lisbon?", "Did I run more than 3 times in the week after my birthday?"} {
		treesLack(t, d, "_count >", "the window was read as every month", q)
		treesHave(t, d, map[string][]string{q: {"APPLY len(items) >"}})
	}
	// a period asked of stays one
	treesHave(t, d, map[string][]string{"Did I ever run more than 4 times in a week?": {"week_count > 4"}})
}

// "Was X the first N I did after Y": a thing the library links to no
// value is compared with the first (bestNamedSaid, as with the best);
// the bound after it scopes what is ranked. It was read as the test of
// the first ("after starting at X" its IsBest), which did not validate,
// and the question fell back to counting the trips: a confident 3.
func TestFirstNamedWithBound(t *testing.T) {
	d := pq50Library(t)
	q := "Was Vienna the first trip I took after starting at Driftwood Furniture?"
	frames := treesHave(t, d, map[string][]string{q: {"ARGMIN arg=start_datetime", `says(destination, "Vienna")`, "APPLY len(items) > 0", "start_date >= started"}})
	if f := frames[q]; f.IsBest == nil || slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "simplified") }) {
		t.Errorf("%q: no whether of the first, or simplified: %s", q, f)
	}
	// the first thing said by a bound that ends the question is its test
	treesHave(t, d, map[string][]string{"was my first order before 2019": {"APPLY len(items) > 0", "FILTER year(start_date) < 2019"}})
}

// A name the library holds that begins with a word of time ("Before the
// Vertigo", a movie) is the name, no time: "when did I watch Before the
// Vertigo" was read as before the first play of the song "Vertigo", and
// answered with a date of some other movie.
func TestTitleBeginningWithTimeWord(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "me51-titles", Sources: []catalog.Source{
		{Name: "movie_stream", Events: 900, Fields: []catalog.Field{libtest.Names("movie_title", 900, 400, "Before the Vertigo", "Tender Vertigo", "After the Storm")}},
		{Name: "music_stream", Events: 9000, Fields: []catalog.Field{libtest.Names("track", 9000, 800, "Vertigo", "Little Moonlight"), libtest.Names("artist", 9000, 100, "Nina Castellanos")}},
	}})
	for _, q := range []string{"When did I watch Before the Vertigo?", "How many times did I watch Before the Vertigo?", "Did I watch After the Storm in 2021?"} {
		treesLack(t, d, "anchor", "the title was read as a time", q)
	}
	treesHave(t, d, map[string][]string{
		"When did I watch Before the Vertigo?": {`"Before the Vertigo"`},
		"Did I watch After the Storm in 2021?": {`"After the Storm"`, "year(start_date) == 2021"},
	})
	// a time said with the word stays one
	treesHave(t, d, map[string][]string{"How many songs did I play before the Vertigo movie?": {"JOIN", "before the Vertigo movie"}})
}

// A thing named is compared with the first (last) one's value only where
// the kind it is said to be is what the value names: "was Sarah the last
// person I emailed" compared "Sarah" with the last email's subject, a
// confident no; "was London my first trip" compares it with the trip's
// destination.
func TestRankedNamedKindIsTheValue(t *testing.T) {
	d := pq50Library(t)
	treesLack(t, d, `says(subject, "Sarah")`, "a person compared with an email's subject", "Was Sarah the last person I emailed?")
	notesSay(t, d, "yes or no", []noteCase{{"Was Sarah the last person I emailed?", whetherNote}})
	treesHave(t, d, map[string][]string{
		"Was London my first trip?":                 {`says(destination, "London")`, "ARGMIN", "APPLY len(items) > 0"},
		"Was Lisbon the first trip I took in 2022?": {`says(destination, "Lisbon")`, "year(start_date) == 2022"},
	})
}

// A bare number in a yes or no counts nothing: "did I sleep more than 7
// on average in 2022" was read as a count of nights (more than 7 of
// them, a confident yes), where the average's 7 says no unit and stays
// not worked out.
func TestBareBoundCountsNothing(t *testing.T) {
	d := pq50Library(t)
	treesLack(t, d, "len(items) > 7", "the nights were counted", "Did I sleep more than 7 on average in 2022?")
	notesSay(t, d, "yes or no", []noteCase{{"Did I sleep more than 7 on average in 2022?", whetherNote}})
	treesHave(t, d, map[string][]string{
		"Was my average heart rate on runs above 150?": {"(avg(map(items, .avg_heart_rate_bpm)) ?? 0) > 150"},
	})
}

// A thing named is compared with the best only of a happening the
// question names: "was Vienna the city I visited most" ranked the cities
// of whatever a search for "I visited" found, a confident no.
func TestBestNamedOfNoHappening(t *testing.T) {
	d := pq50Library(t)
	treesLack(t, d, `says(city, "Vienna")`, "the cities of a search were ranked", "Was Vienna the city I visited most?")
	notesSay(t, d, "yes or no", []noteCase{{"Was Vienna the city I visited most?", whetherNote}})
	treesHave(t, d, map[string][]string{"Was Italian the cuisine I ate most often?": {`says(cuisine, "Italian")`}})
}
