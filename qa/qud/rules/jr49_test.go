package rules

import (
	"strings"
	"testing"
)

// A time said at the end of the second of two questions joined by "and"
// is said of both: the first, answered, keeps it.
func TestTimeAfterSecondQuestionIsBoths(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr49-twoTime"))
	for q, f := range treesHave(t, d, map[string][]string{
		"How many runs and how far in total in 2025?":        {"year(start_date) == 2025", "len(items)"},
		"how many swims and how many minutes last month":     {"add_months(start_of_month(today), -1)", "len(items)"},
		"how many times did I go swimming and where in 2024": {"year(start_date) == 2024"},
	}) {
		if !strings.Contains(strings.Join(f.Notes, " "), "asks two things") {
			t.Errorf("%q: no note of the second question: %v", q, f.Notes)
		}
	}
}

// A kind of place counted "different" or "distinct" ("how many different
// cafés did I go to") is counted once by where each visit was, as "how
// many cafés have I been to" is: not every visit.
func TestDistinctKindOfPlace(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr49-distinctPlace"))
	for q, f := range treesHave(t, d, map[string][]string{
		"How many different cafés did I go to?": {"GROUP_BY keys=[location]"},
		"number of distinct bars I went to":     {"GROUP_BY keys=[location]"},
	}) {
		if f.Form != FormDistinct {
			t.Errorf("%q: form %s, want distinct", q, f.Form)
		}
	}
}
