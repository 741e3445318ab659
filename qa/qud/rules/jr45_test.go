package rules

import "testing"

// Days said by how they felt ("bad days") are the days whose recorded
// mood feels alike, and two such kinds weighed are a comparison of days.
func TestDaysByMood(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"did I have more good days or bad days in October": {`side_a > side_b ? "good days"`, `lower(mood ?? "") in ["good", "great"]`, `lower(mood ?? "") in ["tired", "sad"]`, "len(dates_of(items))"},
		"were there more good days than bad days in 2025":  {"side_a > side_b", `in ["tired", "sad"]`},
		"how many bad days did I have":                     {`(mood ?? "") in ["tired", "sad"]`},
	})
}
