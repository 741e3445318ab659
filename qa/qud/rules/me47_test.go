package rules

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/test"
)

// me47Lib is a library of songs whose artist is also featured in the
// titles of other songs, and workouts with durations.
func me47Lib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "me47", Sources: []catalog.Source{
		{Name: "music_stream", Events: 5000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 5000, Distinct: 300, Names: true, Values: []catalog.Value{{Text: "Dex Malone", Count: 40}, {Text: "Anouk van Dijk", Count: 90}}},
			{Key: "track", Kind: "text", Events: 5000, Distinct: 900, Names: true, Values: []catalog.Value{{Text: "Wait With Me (feat. Dex Malone)", Count: 3}, {Text: "Dance With Me (feat. Dex Malone)", Count: 2}, {Text: "Blue Hour", Count: 30}}},
			{Key: "duration_s", Kind: "number", Events: 5000, Distinct: 2000}}},
		{Name: "journal", Events: 400, Fields: []catalog.Field{
			{Key: "location", Kind: "text", Events: 300, Distinct: 40, Names: true, Values: []catalog.Value{{Text: "Café Kanne", Count: 25}, {Text: "Lisbon", Count: 60}}},
			{Key: "participants", Kind: "list", Events: 200, Distinct: 30, Names: true, Values: []catalog.Value{{Text: "Lena", Count: 40}}},
			{Key: "activity", Kind: "text", Events: 300, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "coffee", Count: 50}}}}},
		{Name: "workout", Events: 300, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "running", Count: 200}, {Text: "cycling", Count: 100}}},
			{Key: "duration_s", Kind: "number", Events: 300, Distinct: 300},
			{Key: "distance_km", Kind: "number", Events: 300, Distinct: 300}}},
	}})
}

// A maker named between a determiner and the noun of its source's titles
// is the maker, as English says "the Beatles songs": "the Dex Malone
// tracks" was read as the titles that feature Dex Malone, because
// "tracks" names the field of the titles.
func TestMakerBeforeTitlesFieldIsTheMaker(t *testing.T) {
	d := me47Lib(t)
	maker := `artist == "Dex Malone"`
	treesUnderstood(t, d, map[string][]string{
		"how many of the Dex Malone tracks did I play in 2021": {maker},
		"Count the Dex Malone tracks I played in 2021.":        {maker},
		"List the Dex Malone tracks I played in 2021":          {maker},
	})
	treesLack(t, d, "feat.", "the titles that feature the maker", "how many of the Dex Malone tracks did I play in 2021")
}

// A request to count the hours (minutes, kilometres) asks how many of
// them: "Count the hours I spent running" counted the runs.
func TestCountTheUnitIsHowMany(t *testing.T) {
	d := me47Lib(t)
	treesHave(t, d, map[string][]string{
		"Count the hours I spent running in 2020.": {"SUM", "duration_s / 3600"},
		"count up the minutes I spent cycling":     {"SUM", "duration_s / 60"},
		"Count all the km I ran in 2020":           {"SUM", "distance_km"},
	})
}

// A kind of place ranked ("my most visited café", "top café", "my
// favourite coffee shop") asks which place, as "which café" does: it was
// counted ("most" with nothing to group by).
func TestRankedKindOfPlaceAsksWhichPlace(t *testing.T) {
	d := me47Lib(t)
	treesHave(t, d, map[string][]string{
		"What was my most visited café with Lena?": {"ARGMAX", "GROUP_BY keys=[location]", `"Lena"`},
		"top café with Lena?":                      {"ARGMAX", "GROUP_BY keys=[location]", `"Lena"`},
		"my favourite coffee shop":                 {"ARGMAX", "GROUP_BY keys=[location]"},
	})
	treesLack(t, d, "APPLY len(items)", "a count of the kind", "What was my most visited café with Lena?", "my favourite café")
}

// A side that is one month of a year is named by the month, however the
// question wrote it: "10/2025" answered "10/2025", which a reader (and
// a scorer) reads less readily than "October 2025".
func TestMonthSideNamedByTheMonth(t *testing.T) {
	treesHave(t, me47Lib(t), map[string][]string{
		"Did I run more often in 2024-10 or in 10/2025?":       {`? "October 2024"`, `? "October 2025"`},
		"Did I run more often in Oct 2024 or in October 2025?": {`? "October 2024"`, `? "October 2025"`},
	})
}

// A trip to a person seen for a service or to a building gone into is a
// visit there; a trip to a place of nature or a town stays a trip: "how
// many trips to the dentist" counted the journeys away from home (6, not
// the 2 appointments).
func TestErrandTripsAreVisits(t *testing.T) {
	test.Table(t, "errandTrips", errandTrips, "errandtrips.tsv")
}

// Mail said sent in the passive with no agent is counted both ways, and
// the answer says so: "how many emails were sent in 2020" counted every
// mail (146 where the person sent 48) and said nothing of it.
func TestAgentlessPassiveMailSaysBothWays(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]bool{
		"how many emails were sent in 2019":       true,
		"how many emails were sent by me in 2019": false,
		"how many emails did I send in 2019":      false,
	} {
		_, f := d.Decompose(q)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "names no sender") })
		if said != want {
			t.Errorf("%q: notes %q; want the note on both ways: %v", q, f.Notes, want)
		}
	}
}

// Words that wrap a question are no context, and what they wrap is the
// question even where it holds no topic of its own: "Quick one: how long
// was I in Tokyo, in days?" kept its wrapper, and the stay in Tokyo was
// read as the span of everything that names Tokyo.
func TestWrapperBeforeAQuestionIsNoContext(t *testing.T) {
	test.Rows(t, "splitContext", func(q string) []any {
		ctx, rest := splitContext(q)
		return []any{ctx, rest}
	}, "splitcontext.tsv")
}
