package rules

import (
	"testing"

	"reqap/internal/test"
)

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

// A trip to a person seen for a service or to a building gone into is a
// visit there; a trip to a place of nature or a town stays a trip: "how
// many trips to the dentist" counted the journeys away from home (6, not
// the 2 appointments).
func TestErrandTripsAreVisits(t *testing.T) {
	test.Table(t, "errandTrips", errandTrips, "errandtrips.tsv")
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
