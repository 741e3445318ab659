package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
)

// pq48Library is a small catalog shaped like the generated persona's
// (seed 11): mail with a shop among its senders, workouts with their own
// names and heart rates, music.
func pq48Library(t *testing.T) *Decomposer {
	t.Helper()
	names, list := libtest.Names, func(key string, vs ...string) catalog.Field { return libtest.NameList(key, 600, vs...) }
	num := func(key string) catalog.Field { return libtest.Number(key, 600) }
	return withCatalog(t, &catalog.Catalog{Signature: "pq48", Sources: []catalog.Source{
		{Name: "mail", Events: 675, Fields: []catalog.Field{
			list("counterpart", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>"),
			names("direction", 675, 2, "received", "sent"),
			names("from", 675, 26, "Alba Krüger <alba.kruger@gmail.com>", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>"),
			list("to", "Alba Krüger <alba.kruger@gmail.com>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>", "Nikolai Ferreira <nikolai.ferreira33@outlook.com>"),
			names("subject", 675, 276, "Book recommendation", "Sunday?")}},
		{Name: "workout", Events: 631, Fields: []catalog.Field{
			names("workout_type", 631, 3, "running", "cycling", "badminton"),
			names("name", 289, 10, "Morning Ride", "Coffee ride", "Gravel loop", "Evening Run", "Morning Run"),
			num("distance_km"), num("duration_s"), num("energy_kcal"), num("avg_heart_rate_bpm"), num("max_heart_rate_bpm"), num("min_heart_rate_bpm")}},
		{Name: "calendar", Events: 1314, Fields: []catalog.Field{
			names("summary", 1314, 378, "Team sync", "Dinner with Elif", "🎂 Elif", "Dinner w/ Elif", "Elif – dinner", "Elif coming over – pizza oven!", "Picnic with Elif 🧺", "Walk in the park with Elif", "Brunch – Elif 🥞", "Cinema with Elif 🎬", "Badminton with Julien", "Karim – dinner")}},
		{Name: "social_media", Events: 614, Fields: []catalog.Field{
			list("tags", "Karim Ferrari", "Elif Dekker", "Théo Ferrari")}},
		{Name: "note", Events: 64, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 64, Distinct: 23, Values: libtest.Ranked(5, "Elif: concert tickets\nmum: spa voucher")}}},
		{Name: "music_stream", Events: 36759, Fields: []catalog.Field{
			names("artist", 36759, 168, "Nina Castellanos", "Hellfrost"), names("track", 36759, 1177, "Little Moonlight", "Run With Me"), num("duration_s")}},
	}})
}

// A sender left out of mail received is left out where no value was
// linked for the name but the mail's senders hold it ("excluding Amazon"
// counted Amazon's mail, with a note); "apart from" is no "from" of a
// sender, so "who did I email most apart from Karim" asks whom I wrote
// to, not who wrote to me.
func TestSenderLeftOut(t *testing.T) {
	d := pq48Library(t)
	treesUnderstood(t, d, map[string][]string{
		"How many emails did I get excluding Amazon?":           {`!((sender ?? "") matches "(?i)Amazon")`, `direction == "received"`},
		"How many emails did I get not from Amazon?":            {`!((sender ?? "") matches "(?i)Amazon")`},
		"how many emails did I get except the ones from Amazon": {`!((sender ?? "") matches "(?i)Amazon")`},
		"Who emailed me most apart from Amazon?":                {`!((sender ?? "") matches "(?i)Amazon")`, "val=sender"},
		"Who did I email most apart from Karim?":                {"val=recipient", `direction == "sent"`, `any((to ?? [])`},
		"How many emails did I send other than to Elif?":        {`!(any(`, "Elif", `direction == "sent"`},
		"how many emails did I send except the ones to Elif":    {`!(any(`, "Elif"},
		// every word of an exclusion (exceptWords), not a copy of some
		"how many emails did I get setting aside Amazon": {`!((sender ?? "") matches "(?i)Amazon")`},
	})
	// a word no sender is named by is not read as one: the answer says it
	// did not understand it
	_, f := d.Decompose("How many emails did I receive not counting newsletters?")
	if len(f.Notes) == 0 {
		t.Errorf("newsletters left out with no note: %s", f)
	}
}

// A heart rate above a bound is the peak, but one said to be the average
// is the average: "runs with an average heart rate above 160" tested the
// maximum.
func TestAverageHeartRateBound(t *testing.T) {
	d := pq48Library(t)
	treesHave(t, d, map[string][]string{
		"How many runs did I do with an average heart rate above 160?": {"avg_heart_rate_bpm > 160"},
		"how many runs had an avg heart rate over 150":                 {"avg_heart_rate_bpm > 150"},
		"how many runs with a heart rate above 160":                    {"max_heart_rate_bpm > 160"},
	})
}

// A sport's events are told apart by their date where the names their
// source gives most of them are shared ("Morning Ride"): "my five longest
// bike rides" listed three names.
func TestSharedNamesTellNoEventApart(t *testing.T) {
	d := pq48Library(t)
	treesHave(t, d, map[string][]string{
		"My five longest bike rides in 2021": {"val=start_date", "k=5"},
		"which run was my longest":           {"val=start_date"},
	})
}

// A time said right after a trip that bounds the question tells which
// trip ("since my trip to Tokyo in 2021"): the runs of 2021 after every
// trip to Tokyo were counted.
func TestTimeOfTheTrip(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"How many runs did I do since my trip to Tokyo in 2021?":     {"FILTER year(start_date) == 2021 — \"my trip to Tokyo in 2021\"", "start_date > trip"},
		"What did I order before my trip to Bangkok in March 2023?":  {"FILTER year(start_date) == 2023 && month(start_date) == 3 — \"my trip to Bangkok in March 2023\""},
		"What did I order the month before my trip to Ubud in 2022?": {"FILTER year(start_date) == 2022 — \"my trip to Ubud in 2022\""},
	})
	treesLack(t, d, "year(start_date) == 2021 && start_date > trip", "the trip's year bounds the runs", "How many runs did I do since my trip to Tokyo in 2021?")
}

// A contact of mail ranked, in the plural as in the singular, is whom I
// wrote to: "my top 5 email contacts" searched the words "email contacts"
// and found nothing.
func TestEmailContactsRanked(t *testing.T) {
	d := pq48Library(t)
	treesUnderstood(t, d, map[string][]string{
		"Who are my top 5 email contacts?":         {`RETRIEVE "emails I sent"`, "k=5"},
		"Who are my most frequent email contacts?": {`RETRIEVE "emails I sent"`},
	})
}

// Where the mail's correspondents are kept but not linked as names, the
// name left out is read from them all the same.
func TestCorrespondentLeftOutUnlinked(t *testing.T) {
	vals := func(key, kind string, vs ...string) catalog.Field {
		return catalog.Field{Key: key, Kind: kind, Events: 600, Distinct: 30, Values: libtest.Ranked(20, vs...)}
	}
	d := withCatalog(t, &catalog.Catalog{Signature: "pq48-unlinked", Sources: []catalog.Source{
		{Name: "mail", Events: 675, Fields: []catalog.Field{
			{Key: "direction", Kind: "text", Events: 675, Distinct: 2, Names: true, Values: libtest.Ranked(20, "received", "sent")},
			vals("from", "text", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>"),
			vals("to", "list", "Nikolai Ferreira <nikolai.ferreira33@outlook.com>", "Elif Dekker <elif.dekker67@gmail.com>"),
			{Key: "subject", Kind: "text", Events: 675, Distinct: 276}}},
	}})
	treesHave(t, d, map[string][]string{
		"How many emails did I send other than to Nikolai?": {`!(any(recipients ?? [], {# matches "(?i)Nikolai"}))`, `direction == "sent"`},
		"how many emails did I send not to Nikolai":         {`!(any(recipients ?? [], {# matches "(?i)Nikolai"}))`},
		"How many emails did I get excluding Amazon?":       {`!((sender ?? "") matches "(?i)Amazon")`, `direction == "received"`},
	})
}

// A bound of speed said by "faster"/"slower" and a unit of speed, and a
// bound on a pace, which is one on the speed the other way round: "rides
// faster than 25 km/h" was not understood, "a pace under 5 min/km" kept
// the runs slower than 5 km/h.
func TestSpeedAndPaceBounds(t *testing.T) {
	d := pq48Library(t)
	treesHave(t, d, map[string][]string{
		"How many rides did I do faster than 25 km/h?":      {"avg_speed_kmh > 25"},
		"how many runs slower than 10 kph":                  {"avg_speed_kmh < 10"},
		"How many runs with a pace under 5 min/km?":         {"avg_speed_kmh > 12"},
		"how many runs faster than 5 min/km":                {"avg_speed_kmh > 12"},
		"how many runs slower than 6 minutes per km":        {"avg_speed_kmh < 10"},
		"how many runs were faster than 30 minutes":         {"duration_s < 1800"},
		"how many rides with an average speed over 25 km/h": {"avg_speed_kmh > 25"},
	})
}

// "The movies" heading a relative clause are films, not the cinema of
// "going to the movies": "how many of the movies I watched were on my
// iPad" counted cinema visits.
func TestTheMoviesIWatched(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"How many of the movies I watched were on my iPad?":  {"sources=[movie_stream]"},
		"which of the movies that I watched was the longest": {`RETRIEVE "I watched a movie"`},
		"how often did I go to the movies in 2022":           {"cinema"},
	})
}

// A thing done in a place the library knows only as where trips went,
// whose records say no place, is done while I was there: "did I go
// running in Bangkok" searched the workouts for the word and said no.
func TestDoneWhereATripWent(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "pq48-trips", Sources: []catalog.Source{
		{Name: "workout", Events: 631, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 631, Distinct: 3, Names: true, Values: libtest.Ranked(20, "running", "cycling", "badminton")},
			{Key: "distance_km", Kind: "number", Events: 631}, {Key: "duration_s", Kind: "number", Events: 631}}},
		{Name: "calendar", Events: 1314, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 1314, Distinct: 378, Names: true, Values: libtest.Ranked(20, "Team sync", "Trip to Bangkok ✈️", "Vacation – Kyoto", "Lunch @ Bangkok Chiang Mai")},
			{Key: "location", Kind: "text", Events: 900, Distinct: 105, Names: true, Values: libtest.Ranked(20, "Bangkok, Thailand", "Sporthalle Mitte")}}},
		{Name: "movie_stream", Events: 979, Fields: []catalog.Field{
			{Key: "movie_title", Kind: "text", Events: 979, Distinct: 837, Names: true, Values: libtest.Ranked(20, "The Heart")},
			{Key: "country", Kind: "text", Events: 979, Distinct: 3, Names: true, Values: libtest.Ranked(20, "Germany", "Japan", "Trip to Japan")}}},
	}})
	treesHave(t, d, map[string][]string{
		"Did I go running in Bangkok?":             {"JOIN", `RETRIEVE "I went running"`},
		"How many runs did I do in Kyoto in 2023?": {"JOIN", "year(start_date) == 2023"},
	})
	// a place the records hold whole is theirs; being there is asked
	treesLack(t, d, "JOIN", "the place is the records' own, or being there is asked",
		"how many movies did I watch in Japan", "was I in Bangkok in 2019", "have I ever been in Kyoto", "what did I do in Bangkok")
}

// To tag people, in a list asked by its number, is to mention them, as
// "who did I tag" reads it: "the 3 people I tagged most on Facebook"
// searched the words "I tagged on Facebook".
func TestPeopleTaggedListed(t *testing.T) {
	for _, q := range []string{"The 3 people I tagged most on Facebook", "Which 3 people did I tag most on Facebook?", "my top 5 friends I tagged"} {
		if got := phrasalVerbs(q); !strings.Contains(got, "mention") {
			t.Errorf("%q read as %q: want a mention", q, got)
		}
	}
	if got := phrasalVerbs("the photos I tagged with #travel"); strings.Contains(got, "mention") {
		t.Errorf("a tag with a word read as a mention: %q", got)
	}
}
