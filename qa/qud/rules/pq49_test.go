package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
)

// pq49Library and pq50Library are a small catalog shaped like the
// generated persona's (seed 11): mail with a field "type" (a reply or
// not) beside workouts with their type, music, purchases, notes, posts,
// and the health records (daily step counts, heart rates).
func pq49Library(t *testing.T) *Decomposer { return withCatalog(t, pq11Catalog()) }

func pq50Library(t *testing.T) *Decomposer { return withCatalog(t, pq11Catalog()) }

// pq11Catalog is the catalog of pq49Library and pq50Library.
func pq11Catalog() *catalog.Catalog {
	names, list := libtest.Names, func(key string, vs ...string) catalog.Field { return libtest.NameList(key, 600, vs...) }
	num := func(key string) catalog.Field { return libtest.Number(key, 600) }
	return &catalog.Catalog{Signature: "pq11", Sources: []catalog.Source{
		{Name: "mail", Events: 675, Fields: []catalog.Field{
			list("counterpart", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>"),
			names("direction", 675, 2, "received", "sent"),
			names("from", 675, 26, "Alba Krüger <alba.kruger@gmail.com>", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>"),
			list("to", "Alba Krüger <alba.kruger@gmail.com>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>"),
			names("subject", 675, 276, "Book recommendation", "Sunday?"),
			names("type", 156, 1, "reply"),
			{Key: "body", Kind: "text", Events: 675, Distinct: 380}}},
		{Name: "health", Events: 1896, Fields: []catalog.Field{
			names("measurement", 1896, 2, "step count", "heart rate"),
			num("step_count"), num("heart_rate_bpm"), num("value")}},
		{Name: "workout", Events: 631, Fields: []catalog.Field{
			names("workout_type", 631, 3, "running", "cycling", "badminton"),
			names("name", 289, 10, "Morning Ride", "Coffee ride", "Gravel loop", "Evening Run", "Morning Run"),
			num("distance_km"), num("duration_s"), num("energy_kcal"), num("avg_speed_kmh")}},
		{Name: "online_purchase", Events: 873, Fields: []catalog.Field{
			names("product", 873, 202, "Running Belt for Phone and Keys", "Reflective Running Vest", "Insulated Water Bottle 750 ml"),
			names("carrier", 873, 4, "AMZN_DE", "DHL", "DPD", "Hermes"),
			names("order_id", 873, 624, "302-1"), num("price")}},
		{Name: "music_stream", Events: 36759, Fields: []catalog.Field{
			names("artist", 36759, 168, "Nina Castellanos", "Hellfrost"), names("track", 36759, 1177, "Little Moonlight", "Run With Me"), num("duration_s")}},
		{Name: "note", Events: 64, Fields: []catalog.Field{
			names("title", 64, 11, "Gift ideas", "Books to read"),
			list("labels", "gifts", "shopping", "books", "sport", "travel")}},
		{Name: "social_media", Events: 614, Fields: []catalog.Field{
			names("text", 614, 327, "Reflective Running Vest finally arrived 📦", "Grateful for good friends today 💛")}},
	}}
}

// A time closing the second of two questions joined by "and" is said of
// both: "how many runs and how far in 2022" counted every run ever.
func TestTimeAfterSecondQuestion(t *testing.T) {
	d := pq48Library(t)
	treesHave(t, d, map[string][]string{
		"how many runs and how far in total in 2022":                   {"year(start_date) == 2022", "len(items)"},
		"how many km did I run and how many hours did it take in 2021": {"year(start_date) == 2021", "attr=distance_km"},
		"how many songs did I play in 2020 and who sang them":          {"year(start_date) == 2020"},
	})
	// the first question's own time stays its own
	treesLack(t, d, "== 2021", "the first question's time was replaced", "how many runs in 2020 and how far in 2021")
}

// "mom" and "wow" in lower case are words, not the abbreviations MoM and
// WoW of a trend: "emails from my mom" lost its mom, and so answered
// every mail received.
func TestMomIsAWord(t *testing.T) {
	d := pq48Library(t)
	treesHave(t, d, map[string][]string{
		"emails from my mom":                    {`RETRIEVE "emails from my mom"`},
		"how many emails did I get from my mom": {"mom\" sources=[mail]"},
	})
}

// "type of workout" asks of workouts though mail has a field "type":
// "which type of workout did I do most" ranked the emails.
func TestTypeOfThingNotMail(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"which type of workout did I do most in 2022": {"val=workout_type", "sources=[workout"},
	})
	treesLack(t, d, "sources=[mail]", "a type of workout asked of mail", "which type of workout did I do most in 2022", "what type of workout did I do the most")
}

// Kinds of a thing counted are its kinds ("how many kinds of workouts":
// the workout types, each once): the count was of nothing found for
// "kinds of workouts", or of mail's field "type".
func TestKindsOfThings(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"how many kinds of workouts do I do":              {"keys=[workout_type]", "sources=[workout"},
		"how many different types of workout have I done": {"keys=[workout_type]"},
	})
}

// Periods lacking something asked as a noun phrase ("months in 2021 with
// no orders", "days without any workout in March 2023") are which
// periods went without it, as "which months had no orders" is: the
// months of the orders were listed, and the days of the workouts.
func TestPeriodsLackingAsNounPhrase(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"months in 2021 with no Amazon orders":   {`periods(a, z, "month")`, "without"},
		"days without any workout in March 2023": {`periods(a, z, "day")`},
		"show me the weeks with no runs in 2022": {`periods(a, z, "week")`},
	})
}

// The time since a clause of the person's is the time since its last
// time ("how long since I saw Karim"), or since it began for a verb of
// beginning ("how many days since I joined"): the durations of whatever
// was done since its first time were added up.
func TestTimeSinceClause(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"how long has it been since I went running":   {"days_between(max(", "sources=[workout]"},
		"how long since I emailed Elif":               {"days_between(max(", `direction == "sent"`},
		"how many weeks since I bought running shoes": {"days_between(max(", "/ 7"},
		"how long since I started running":            {"days_between(min("},
	})
	treesLack(t, d, "SUM attr=duration", "the durations since were added up", "how long has it been since I went running", "how long since I emailed Elif")
}

// "u" is "you", as dictionaries list it in informal writing: "can u tell
// me how many songs I played" searched the songs for "tell me".
func TestYouWrittenU(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"can u tell me how many songs I listened to in March 2023": {`RETRIEVE "I listened to music"`},
	})
}

// Things in keywords said by what they are about or whom they are from
// ("emails from Elif about books") are those things, not an attribute
// named by the phrase: the answer listed a field "emails_about_books" of
// the records labelled "books".
func TestKeywordsAboutTopic(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"emails from Elif about books": {"sources=[mail]", "Elif", "books"},
		"emails about running":         {"sources=[mail]"},
	})
	treesLack(t, d, "emails_", "a phrase read as an attribute", "emails from Elif about books", "emails about running")
}

// A noun ending in "est" is no superlative ("a running vest"): "when did
// I last order a running vest" looked for things named "running" (or
// "run", "jog") and found none.
func TestNounInEst(t *testing.T) {
	for q, want := range map[string]string{
		"I ordered a running vest":    "running vest",
		"I bought a guest towel":      "guest towel",
		"I ordered the newest laptop": "",
	} {
		if got := strings.Join(boughtObject(FormWhen, q), " "); got != want {
			t.Errorf("%q: the thing bought is %q, want %q", q, got, want)
		}
	}
}

// A plural noun mentioned is searched in the singular, which a text says
// in either number: "emails about books" found no "Book recommendation".
func TestMentionedPluralNoun(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"emails from Elif about books": {`says(subject ?? "", "book")`},
	})
}

// "Which was longer, my longest run in 2021 or 2022" weighs each side's
// longest run, as "was my longest run in 2022 longer than in 2021" does:
// the two years' whole distances were weighed.
func TestWhichSideMost(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"which was longer, my longest run in 2021 or 2022": {"MAX attr=distance_km", "year(start_date) == 2021"},
	})
	treesLack(t, d, "SUM attr=distance_km", "the sides' whole distances weighed", "which was longer, my longest run in 2021 or 2022")
}

// A choice asked with a comparative of less ("did I run less in 2021 or
// 2022", "which was shorter") is the smaller side: the larger was chosen.
func TestLesserChoice(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"did I run less in 2021 or 2022":                        {`(side_a ?? 0) > (side_b ?? 0) ? "2022" : (side_a ?? 0) < (side_b ?? 0) ? "2021"`},
		"which was shorter, my shortest run in 2021 or in 2022": {`side_a > side_b ? "2022" : side_a < side_b ? "2021"`},
		"did I run more in 2021 or 2022":                        {`(side_a ?? 0) > (side_b ?? 0) ? "2021"`},
	})
}

// "Since I had dinner with Karim": to have is the verb of the clause,
// not an auxiliary, and the time since is since its last time.
func TestTimeSinceHad(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"how many days since I had dinner with Karim": {"days_between(max("},
	})
}

// Days lacking something with their window said first ("days in April
// 2023 with no runs") are read as the days gone without it by the
// recognisers that read the question as said: the first day of a run
// was answered.
func TestPeriodsLackingWindowFirst(t *testing.T) {
	d := pq49Library(t)
	treesHave(t, d, map[string][]string{
		"days in April 2023 with no runs": {`periods(a, z, "day")`},
		"days in April 2023 without runs": {`periods(a, z, "day")`},
	})
}
