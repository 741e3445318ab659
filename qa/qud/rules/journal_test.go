package rules

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

// The highest or lowest of what neither an activity, a measure nor a
// field of the library names is not ranked by a length: the words are
// searched for, and the answer says there was nothing to rank by.
func TestUnrankedExtremeSaid(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	for _, q := range []string{"What was my highest blood pressure?", "What was my lowest score in 2025?"} {
		n, f := d.Decompose(q)
		if f.Rank != nil && f.Rank.Attr == "duration_s" {
			t.Errorf("%q: ranked by a length\n%s", q, chain(n))
		}
		notesSay(t, d, "", []noteCase{{q, "nothing your library records to rank by"}})
	}
	treesHave(t, d, map[string][]string{"What was my longest run?": {"distance_km"}})
}

// The hottest, warmest, coldest or coolest day is the most or the least of
// the temperature the library records, a day's weather; with no
// temperature anywhere it is said.
func TestTemperatureSuperlatives(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"What was the coldest day in my journal?": {"ARGMIN arg=temperature_c"},
		"Which was the warmest day in 2025?":      {"ARGMAX arg=temperature_c", "year(start_date) == 2025"},
		"When was the hottest day last summer?":   {"ARGMAX arg=temperature_c"},
		"What was the coolest day?":               {"ARGMIN arg=temperature_c"},
		// the time asked before the superlative
		"Which day was the hottest in 2025?": {"ARGMAX arg=temperature_c", "year(start_date) == 2025"},
		"What week was coldest last winter?": {"ARGMIN arg=temperature_c"},
	})
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

// Days or parts of days spent somewhere are counted, not money: "spend at"
// is money only where no period is counted.
func TestPeriodsSpentAreNoMoney(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How many evenings did I spend at the pub?", "How many nights did we spend in Hamburg?"} {
		if _, f := d.Decompose(q); f.Measure != nil && f.Measure.Attr == "price" {
			t.Errorf("%q: read as money", q)
		}
	}
	if _, f := d.Decompose("How much did I spend at Amazon?"); f.Measure == nil || f.Measure.Attr != "price" {
		t.Error("money spent at a shop is no longer money")
	}
}

// Two periods weighed by how I felt ("happier", "in a worse mood", "more
// relaxed") are the average of how the recorded moods feel on each side,
// turned round for feeling worse; a mood the journal records by name is
// its records weighed, and a comparative of no mood is no mood.
func TestMoodWeighed(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	good := `mood == "good" ? 1 : mood == "great" ? 2 : mood == "ok" ? 0 : mood == "sad" ? -2 : mood == "tired" ? -1 : nil`
	bad := `mood == "good" ? -1 : mood == "great" ? -2 : mood == "ok" ? 0 : mood == "sad" ? 2 : mood == "tired" ? 1 : nil`
	treesHave(t, d, map[string][]string{
		"Was I happier in summer or in winter?":            {"AVG attr=mood_valence", good},
		"Did I feel better on weekends than on weekdays?":  {"AVG attr=mood_valence", good},
		"Was my mood better in March or in April?":         {"AVG attr=mood_valence", good},
		"Were we more relaxed in 2024 than in 2025?":       {"AVG attr=mood_valence", good},
		"Was I in a worse mood in January or in July?":     {"AVG attr=mood_valence", bad},
		"Was I sadder in December 2024 than in June 2025?": {"AVG attr=mood_valence", bad},
		"Was I less cheerful in spring than in autumn?":    {"AVG attr=mood_valence", bad},
		// one part of the week: weighed against the rest, left implied
		"Was I happier on weekends?":                  {"AVG attr=mood_valence", good, "weekday(start_date) >= 6", "weekday(start_date) <= 5"},
		"Was I in a worse mood on weekdays?":          {"AVG attr=mood_valence", bad, "weekday(start_date) >= 6", "weekday(start_date) <= 5"},
		"Was I in a better mood on weekends in 2025?": {"AVG attr=mood_valence", good, "weekday(start_date) <= 5", "year(start_date) == 2025"},
		"were we in a better mood at the weekend":     {"AVG attr=mood_valence", good, "weekday(start_date) <= 5"},
	})
	// two things no recogniser reads as sides: said not understood
	notesSay(t, d, "", []noteCase{{"Was I happier with friends or with colleagues?", "the comparison of how I felt is not understood"}})
	for _, q := range []string{"Was I more tired in 2024 or in 2025?", "Was I faster in May or in June?", "Were my runs longer in 2024 than in 2025?"} {
		if _, f := d.Decompose(q); f.Measure != nil && f.Measure.ID == "valence" {
			t.Errorf("%q: weighed by how the moods felt", q)
		}
	}
}

// Work said of the office ("office days", "in the office") is the work a
// journal does not record at home, where it records at_home: the work the
// word searches holds working from home too. "The Office" is a show, and
// working from home stays at home.
func TestOfficeIsNotHome(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-at-home"
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "at_home", Kind: "bool", Events: 30})
	d := withCatalog(t, cat)
	const notHome = "!(at_home ?? false)"
	treesHave(t, d, map[string][]string{
		"How many office days did I have in March 2025?": {notHome},
		"How often did I work from the office?":          {notHome},
		"When was I last in the office?":                 {notHome},
		"How many days did I work from home?":            {"at_home == true"},
	})
	for _, q := range []string{"How many days did I work from home?", "How many episodes of The Office did I watch?", "When was the office party?"} {
		if n, _ := d.Decompose(q); n != nil && strings.Contains(tree.Format(n), notHome) {
			t.Errorf("%q: read as work away from home", q)
		}
	}
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

// What was drunk ("what did I drink after a run") is the drinks among the
// food a journal records (a post-run protein shake), not the evenings out
// for drinks; what was eaten keeps every dish.
func TestDrinksAsked(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-drinks"
	for i, fl := range cat.Sources[0].Fields {
		if fl.Key == "food" {
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "banana", Count: 30}, {Text: "protein shake", Count: 10}, {Text: "smoothie", Count: 8}, {Text: "pizza", Count: 5}}
		}
	}
	d := withCatalog(t, cat)
	drinks := `filter(food ?? [], {lower(#) in ["protein shake", "smoothie"]})`
	treesHave(t, d, map[string][]string{
		"What did I drink after a run?":          {drinks, `RETRIEVE "I ate food"`},
		"What do I usually drink after running?": {drinks, "ARGMAX"},
		"Which did we drink most often in 2025?": {drinks},
	})
	for _, q := range []string{"What did I eat after a run?", "When did I last go for drinks with Max?", "How many times did I drink beer?"} {
		if n, _ := d.Decompose(q); n != nil && strings.Contains(tree.Format(n), "protein shake") {
			t.Errorf("%q: read as the drinks", q)
		}
	}
}

// Things said longer or shorter in the plural ("were my runs longer in
// 2025 than in 2024") are weighed one by one, by the average length of
// one, not by all of them added up; doing more of a sport stays the total.
func TestEachLongerIsAverage(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"Were my runs longer in 2025 than in 2024?":         {"AVG attr=distance_km"},
		"Were my rides shorter in May or in June?":          {"AVG attr=distance_km"},
		"My swims were longer in 2024 than in 2025, right?": {"AVG"},
		"Did I run more in 2025 than in 2024?":              {"SUM attr=distance_km"},
		// the things said by their plural after the comparative
		"Did I run longer distances in 2025 than in 2024?": {"AVG attr=distance_km"},
		"Did I go on shorter walks in May than in June?":   {"AVG attr=distance_km"},
		// where neither side records a distance, the duration of one
		"Did my swims get longer in 2025?": {"AVG attr=duration_s", "side_a == nil && side_b == nil ? (else_side_a"},
	})
	for _, q := range []string{"Did I run longer distances in 2025 than in 2024?", "Did I work longer hours in 2025 than in 2024?"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(q, "distances") && (slices.Contains(f.Unlinked, "distances") || strings.Contains(text, "SUM")) {
			t.Errorf("%q: the distances added up or not understood (%q)\n%s", q, f.Unlinked, text)
		} else if strings.Contains(q, "hours") && strings.Contains(text, "AVG") {
			t.Errorf("%q: time spent weighed one by one\n%s", q, text)
		}
	}
}
