package rules

// Readings of questions that ask the first, the last, the longest, the
// most expensive one, the n-th, checked by code. Those a few lines can
// check are cases in testdata/readings/extremes.txt.

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// A weight asked of a library that records none is ranked by weight and
// said not to be recorded, never answered with a workout's length; so is
// the most or the least I weighed, which is no count.
func TestWeightAskedIsWeight(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	const note = "no event in the library records weight"
	for _, q := range []string{
		"What was my highest weight?",
		"What was my lowest weight in 2025?",
		"What's the most I ever weighed?",
		"What is the least I have weighed this year?",
	} {
		n, f := d.Decompose(q)
		if f.Rank == nil || f.Rank.Attr != "weight_kg" {
			t.Errorf("%q: ranked by %v, want weight_kg\n%s", q, f.Rank, chain(n))
		}
		notesSay(t, d, "", []noteCase{{q, note}})
	}
	treesHave(t, d, map[string][]string{
		"How many weight training sessions did I do?": {`RETRIEVE "I went to the gym"`},
	})
}

// The hottest, warmest, coldest or coolest day is the most or the least of
// the temperature the library records, a day's weather (cases in
// testdata/readings/extremes.txt); with no temperature anywhere it is
// said.
func TestTemperatureSuperlatives(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	notesSay(t, testLibrary(t), "", []noteCase{{"What was the coldest day?", "no temperature is recorded"}})
	// and no day is given for it: none recorded one
	treesHave(t, testLibrary(t), map[string][]string{"What was the coldest day?": {"FILTER temperature != nil"}, "which month was the warmest": {"FILTER temperature != nil"}})
	// praise said of no time nor the weather ranks no temperature
	for _, q := range []string{"What was the coolest concert I went to?", "What was my hottest take?"} {
		if _, f := d.Decompose(q); f.Rank != nil && f.Rank.Attr == "temperature_c" {
			t.Errorf("%q: ranked by temperature", q)
		}
	}
}

// The highest or lowest, best or worst of the moods a journal records is
// the mood that felt best or worst (lang/mood's valences), or the day
// whose moods felt so; never the mood of the longest thing done.
func TestMoodRankedByFeeling(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	cases := map[string]string{
		"What was my lowest mood?":       "ARGMIN arg=mood_valence val=mood",
		"What was my best mood in 2025?": "ARGMAX arg=mood_valence val=mood",
		// a day's moods, on average (TestPeriodRankedByMood)
		"Which day was my worst mood?":        "ARGMIN arg=avg_mood_valence val=start_date",
		"When was I in my best mood?":         "ARGMAX arg=avg_mood_valence",
		"On what day was my mood the lowest?": "ARGMIN arg=avg_mood_valence",
	}
	for q, want := range cases {
		treesHave(t, d, map[string][]string{q: {want}})
	}
	notesSay(t, d, "", []noteCase{
		{"What was my lowest mood?", "the worst recorded: sad"},
		{"What was my highest mood?", "the best recorded: great"},
	})
}

// The longest or shortest of a sport measured by distance extracts the
// length in time too, which the ranking falls back to where none of the
// things records a distance (a journal's swims, "40 min"), and says so;
// a distance asked ("how far", "farthest") is the distance only.
func TestShortestFallsBackToTime(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"What was my shortest swim?":   {"ARGMIN arg=distance_km", "duration_s:duration"},
		"Which ride was the longest?":  {"distance_km", "duration_s:duration"},
		"When was my longest swim?":    {"distance_km", "duration_s:duration"},
		"What was my longest run?":     {"ARGMAX arg=distance_km", "duration_s:duration"},
		"How far was my longest swim?": {"distance_km"},
	})
	for _, q := range []string{"How far was my longest swim?", "What was my farthest swim?"} {
		if n, _ := d.Decompose(q); n != nil && strings.Contains(tree.Format(n), "duration_s") {
			t.Errorf("%q: ranked by time too", q)
		}
	}
}

// Two question words joined ("where and when did I last go hiking"): the
// first asks of the second's clause, and the answer says the second was
// not answered; the first alone is no question of everything.
func TestQuestionWordsJoined(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr49-whAnd"))
	for q, f := range treesHave(t, d, map[string][]string{
		"Where and when did I last go running?": {"ARGMAX arg=start_datetime val=location"},
	}) {
		if !strings.Contains(strings.Join(f.Notes, " "), "asks two things") {
			t.Errorf("%q: no note of the second question: %v", q, f.Notes)
		}
	}
}

// TestSpendingWithoutPurchases: a journal that records what was paid
// answers a question of spending although no shop's export is in the
// library; a question about podcasts without a podcast export does not
// take the music instead.
func TestSpendingWithoutPurchases(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-only", Sources: []catalog.Source{
		{Name: "journal", Events: 900, Fields: []catalog.Field{{Key: "price", Kind: "number", Events: 40}, {Key: "activity", Kind: "text", Events: 700, Distinct: 30}, {Key: "duration_s", Kind: "number", Events: 300}}},
		{Name: "music_stream", Events: 900, Fields: []catalog.Field{{Key: "duration_s", Kind: "number", Events: 900}}},
	}}
	d := withCatalog(t, cat)
	// the biggest of purchases is the dearest, a shop exported or not
	for _, q := range []string{"What was my biggest purchase?", "What was the largest thing I bought?", "What was my most expensive purchase?"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "arg=unit_price") || !strings.Contains(text, "price != nil") {
			t.Errorf("%q not ranked by price:\n%s\n%s", q, text, f)
		}
	}
	// what the money went on, where no product names it: what was done
	// that was paid for, not a count of everything
	n, f := d.Decompose("What did I spend the most money on?")
	if text := tree.Format(n); !strings.Contains(text, "ARGMAX arg=total_price") || !strings.Contains(text, "price != nil") {
		t.Errorf("what the money went on not grouped:\n%s\n%s", text, f)
	}
	n, f = d.Decompose("How much did I spend in total in 2025?")
	if text := tree.Format(n); !strings.Contains(text, "sources=[journal") || !strings.Contains(text, "SUM attr=price") {
		t.Errorf("spending not read where it is recorded:\n%s\n%s", text, f)
	}
	n, f = d.Decompose("How much time did I spend listening to podcasts?")
	if text := tree.Format(n); strings.Contains(text, "music_stream") {
		t.Errorf("podcasts read as music:\n%s\n%s", text, f)
	}
	// what was bought is what was paid for, wherever a price is recorded
	n, f = d.Decompose("What did I buy in April 2025?")
	if text := tree.Format(n); !strings.Contains(text, "sources=[journal]") || !strings.Contains(text, "price != nil") {
		t.Errorf("purchases not read where a price is recorded:\n%s\n%s", text, f)
	}
	// the one thing named with "the" is what its record names, not every
	// thing of its kind; what was bought in a month names nothing
	for q, want := range map[string]string{
		"When did I buy the winter jacket?":  `says(text ?? "", "jacket")`,
		"When did I buy my new rain jacket?": `says(text ?? "", "jacket")`,
		"What did I buy in April 2025?":      "",
	} {
		n, f = d.Decompose(q)
		text := tree.Format(n)
		if want != "" && !strings.Contains(text, want) || want == "" && strings.Contains(text, "contains") {
			t.Errorf("%q: want %q:\n%s\n%s", q, want, text, f)
		}
	}
}

// TestFilmsWithoutStreams: the films watched, where no streams are
// exported, are those the library tells of seeing (the cinema).
func TestFilmsWithoutStreams(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-only", Sources: []catalog.Source{{Name: "journal", Events: 100,
		Fields: []catalog.Field{{Key: "activity", Kind: "text", Events: 50, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "cinema", Count: 5}}}}}}}
	d := withCatalog(t, cat)
	for _, q := range []string{"What was the last film I watched?", "How many films did I watch in 2025?"} {
		if n, f := d.Decompose(q); f.Activity != "cinema" {
			t.Errorf("%q: activity %q, want cinema\n%s", q, f.Activity, tree.Format(n))
		}
	}
}

// TestFastestWithoutSpeed: where no event records a speed but they record
// how long they took ("Biked in, 58 minutes"), the fastest of a way gone
// again and again is the one that took the least time; with speeds
// recorded, it is the highest speed.
func TestFastestWithoutSpeed(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-rides", Sources: []catalog.Source{
		{Name: "workout", Events: 30, Fields: []catalog.Field{{Key: "workout_type", Kind: "text", Events: 30, Distinct: 3, Names: true,
			Values: []catalog.Value{{Text: "cycling", Count: 10}}}, {Key: "duration_s", Kind: "number", Events: 20}}},
	}}
	d := withCatalog(t, cat)
	n, f := d.Decompose("What was my fastest bike commute?")
	if text := tree.Format(n); !strings.Contains(text, "MIN attr=duration_s") && !strings.Contains(text, "ARGMIN arg=duration_s") {
		t.Errorf("fastest without speeds:\n%s\n%s", text, f)
	}
	// "ride" is no race: with speeds recorded, the fastest ride is by speed
	if n, f := testLibrary(t).Decompose("What was my fastest ride?"); !strings.Contains(tree.Format(n), "avg_speed_kmh") {
		t.Errorf("fastest ride:\n%s\n%s", tree.Format(n), f)
	}
	n, f = testLibrary(t).Decompose("What was my fastest bike ride?")
	if text := tree.Format(n); !strings.Contains(text, "MAX attr=avg_speed_kmh") && !strings.Contains(text, "ARGMAX arg=avg_speed_kmh") {
		t.Errorf("fastest with speeds:\n%s\n%s", text, f)
	}
}

// One happening of a thing is told by its day: "which occurrence of New
// Event was the longest" asks when, not for an attribute "occurrence";
// "due" and "actually" say nothing of which events.
func TestOccurrenceIsItsDay(t *testing.T) {
	cat := &catalog.Catalog{Signature: "calendar-occurrence", Sources: []catalog.Source{
		{Name: "calendar", Events: 6, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 6, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "New Event", Count: 4}, {Text: "Pay AmEx bill", Count: 2}}}}}}}
	d := withCatalog(t, cat)
	frames := treesHave(t, d, map[string][]string{
		"Which New Event occurrence was the longest?":    {"ARGMAX arg=duration_s val=start_date"},
		"Which occurrence of New Event was the longest?": {"ARGMAX arg=duration_s val=start_date"},
		"When is the AmEx bill due next?":                {"start_date >= today"},
		"How many times did New Event actually happen?":  {"len(items)"},
	})
	for q, f := range frames {
		if slices.Contains(f.Unlinked, "due") || slices.Contains(f.Unlinked, "actually") || slices.Contains(f.Unlinked, "occurrence") {
			t.Errorf("%q: not understood %q", q, f.Unlinked)
		}
	}
}

// TestAnnualOccasionNextOne: "whose birthday is next" is the soonest next
// return of the birthdays recorded (the records may stop before today),
// someone's as the records name them; a party held for one is not assumed
// to recur, and who was at the birthdays is not whose they were.
func TestAnnualOccasionNextOne(t *testing.T) {
	cat := &catalog.Catalog{Signature: "annual-next", Sources: []catalog.Source{
		{Name: "calendar", Events: 6, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 6, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Birthday Dad", Count: 4}, {Text: "Team sync", Count: 2}}}}}}}
	d := withCatalog(t, cat)
	soonest := []string{"→ next_return", "ARGMIN arg=next_return", `RETRIEVE "whose birthday`}
	treesHave(t, d, map[string][]string{
		"Whose birthday is next?":           soonest,
		"whose birthday comes up next":      soonest,
		"Whose birthday is the next one?":   soonest,
		"Which birthday is coming up next?": soonest,
		"Which anniversary is next?":        {"ARGMIN arg=next_return"},
		"Whose birthday party is next?":     {"start_date >= today"},
	})
	treesLack(t, d, "next_return", "projected", "Whose birthday party is next?", "Which of my friends has the next birthday?")
}

// Which thing changed the most from one period to the next is not computed:
// the answer says so.
func TestChangeRankSaid(t *testing.T) {
	d := testLibrary(t)
	_, f := d.Decompose("Which artist had the biggest jump from 2023 to 2024?")
	if !slices.Contains(f.Notes, changeRankNote) {
		t.Errorf("no note that the change is not computed: %v", f.Notes)
	}
}

func TestMailToNamesTheRecipient(t *testing.T) {
	// "my last email to Carl": the noun's "to" is no part of the name
	treesHave(t, Must(), map[string][]string{
		"When was my last email to Carl Knoos?":            {`(?i)Carl[\\s._-]*Knoos"`, `emails to Carl Knoos"`},
		"What was the date of my last mail to Bill Smith?": {`(?i)Bill[\\s._-]*Smith"`},
		// the head of a relative clause is no part of the name
		"What was the last thing Carl Knoos wrote to me?": {`sender matches "(?i)Carl[\\s._-]*Knoos"`},
		"What was the first email Bill Smith sent me?":    {`sender matches "(?i)Bill[\\s._-]*Smith"`},
	})
}

// "the last 5 songs I listened to" are five different songs, each at its
// latest play (a song played twice is one of them, once), and the answer
// says so; a number counting other things ("the subjects of my last 3
// emails") keeps the last events.
func TestLastKThingsAreDistinct(t *testing.T) {
	d := testLibrary(t)
	frames := treesHave(t, d, map[string][]string{
		"What were the last 5 songs I listened to?":    {"GROUP_BY keys=[track, artists]", "max(map(group, .start_datetime)) → last_time", "ARGMAX arg=last_time val=track k=5"},
		"what were the 3 most recent songs i played":   {"GROUP_BY keys=[track, artists]", "ARGMAX arg=last_time val=track k=3"},
		"the first three artists i listened to":        {"GROUP_BY keys=[artist]", "ARGMIN arg=first_time val=artist k=3"},
		"what were the subjects of my last 3 emails":   {"ARGMAX arg=start_datetime val=subject k=3"},
		"what were the last 4 netflix shows i watched": {"GROUP_BY keys=[series_title]", "ARGMAX arg=last_time val=series_title k=4"},
	})
	if f := frames["What were the last 5 songs I listened to?"]; !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "once") }) {
		t.Errorf("the last 5 songs: no note says each song is counted once: %q", f.Notes)
	}
	if f := frames["what were the subjects of my last 3 emails"]; slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "once") }) {
		t.Errorf("subjects of the last 3 emails: read as distinct subjects: %q", f.Notes)
	}
}

// A bound said of a superlative in a question that asks whether is the
// test of the one ranked first, not a filter of what is ranked: the
// longest ride, then whether it was over 50 km.
func TestExtremeWhether(t *testing.T) {
	d := Must()
	treesHave(t, d, map[string][]string{
		"Was my longest ride more than 50 km?":         {"ARGMAX arg=distance_km", "if more than 50 km", "len(items) > 0"},
		"was my longest bike ride in 2023 over 50 km?": {"ARGMAX arg=distance_km", "distance_km > 50", "year(start_date) == 2023"},
		"Was my most expensive order over $1000?":      {"ARGMAX", "if over", "price > 1000"},
		"was the first thing I ordered before 2010?":   {"ARGMIN arg=start_datetime", "if before 2010", "len(items) > 0"},
		"Is my shortest run under 3 km?":               {"ARGMIN arg=distance_km", "distance_km < 3"},
		// the last in time, a bound on a quantity of it ending the question
		"Was my last run longer than 10 km?": {"ARGMAX arg=start_datetime", "if longer than 10 km", "len(items) > 0"},
		"Was my first ride under 20 km?":     {"ARGMIN arg=start_datetime", "distance_km < 20"},
	})
	for q, whether := range map[string]bool{
		"Was my longest ride more than 50 km?":    true,
		"what was my longest ride over 50 km?":    false, // the longest of those over 50 km
		"was my first order before 2010 a book?":  false, // the bound scopes; the book is asked
		"Was my first order before 2010?":         true,
		"Was my last run longer than 10 km?":      true,
		"what was my last run longer than 10 km?": false, // the last of those
	} {
		_, f := d.Decompose(q)
		if got := f.IsBest != nil; got != whether {
			t.Errorf("%q: tests the first-ranked one = %v, want %v (%s)", q, got, whether, f.Form)
		}
	}
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

// What someone said or told me is what they wrote me: "what did Elif say
// to me" searched every source for the words. What was done "last time"
// asked with "what" is the thing, not its date.
func TestWhatSomeoneSaidToMe(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"what did Elif say to me":                 {`direction == "received"`, `"(?i)Elif"`},
		"what did Elif tell me":                   {`direction == "received"`, `"(?i)Elif"`},
		"what did Elif tell me in her last email": {`direction == "received"`, `"(?i)Elif"`, "ARGMAX"},
		"what did Elif say to me last time":       {`direction == "received"`, "ARGMAX"},
		"what did I buy last time":                {"ARGMAX arg=start_datetime val=product"},
	})
	for q, f := range fs {
		if f.Form == FormWhen {
			t.Errorf("%q: asked when", q)
		}
	}
	if n, _ := d.Decompose("what did you tell me"); strings.Contains(tree.Format(n), "(?i)you") {
		t.Errorf("'you' read as a sender:\n%s", tree.Format(n))
	}
	n, _ := d.Decompose("when was the last time Elif emailed me")
	if text := tree.Format(n); !strings.Contains(text, "MAX attr=start_date") {
		t.Errorf("the last time asked when, not answered:\n%s", text)
	}
}
