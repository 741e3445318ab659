package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// realCalendar is a calendar of a few series, each occurrence under its
// series' UID, as calendar exports keep them.
func realCalendar(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "real45-cal", Sources: []catalog.Source{
		{Name: "calendar", Events: 3000, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 3000, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Standup", Count: 2000}, {Text: "Daily Sync", Count: 900}, {Text: "Dentist", Count: 1}}},
			{Key: "calendar", Kind: "text", Events: 3000, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Work", Count: 2900}, {Text: "Home", Count: 100}}},
			{Key: "uid", Kind: "text", Events: 3000, Distinct: 40},
			{Key: "recurring", Kind: "bool", Events: 3000, Distinct: 2},
			{Key: "all_day", Kind: "bool", Events: 3000, Distinct: 2}}}}})
}

// "How many recurring events" are the series, not their occurrences: it
// counted every standup of every weekday (23451 of 800 series).
func TestRecurringEventsCountedBySeries(t *testing.T) {
	d := realCalendar(t)
	treesHave(t, d, map[string][]string{
		"how many recurring events are in my calendar":           {"GROUP_BY keys=[uid]", "recurring == true"},
		"how many different recurring events are in my calendar": {"GROUP_BY keys=[uid]"},
		"how many recurring events did I have in 2010":           {"GROUP_BY keys=[uid]", "2010"},
	})
	for _, q := range []string{"how many events are in my calendar", "how many times did my recurring events happen", "how many different calendars have recurring events"} {
		if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), "keys=[uid]") {
			t.Errorf("%q: counted by series:\n%s", q, tree.Format(n))
		}
	}
}
