package rules

import (
	"strings"
	"testing"

	"reqap/qa/tree"
)

// A part of the day that ends what a text is about ("the note about the
// lazy evening") is words written, not the time the note was written, and
// a topic that calls up no activity is searched for in the text.
func TestTopicOfAboutIsWords(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	for _, q := range []string{
		"Show me the note about the lazy evening",
		"Find the entry about a cold morning",
		"Which notes are about the long afternoon?",
	} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if strings.Contains(text, "time(") {
			t.Errorf("%q: the topic read as a time of day:\n%s", q, text)
		}
	}
	treesHave(t, d, map[string][]string{
		"Show me the note about the lazy evening": {`says(text ?? "", "lazy")`, `says(text ?? "", "evening")`},
		"Show me the note about the landlord":     {`says(text ?? "", "landlord")`},
		"Which notes did I write in the evening?": {"time(18, 0)"},
	})
}

// "More" with one part of the week only weighs it against the other;
// more than a bound on it does not.
func TestMoreOnOnePartOfTheWeek(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"Did I run more on weekends?":           {"weekday(start_date) >= 6", "weekday(start_date) <= 5", "side_b"},
		"Did I run more than 5 km on weekends?": {"weekday(start_date) >= 6"},
	})
	n, _ := d.Decompose("Did I run more than 5 km on weekends?")
	if text := tree.Format(n); strings.Contains(text, "weekday(start_date) <= 5") {
		t.Errorf("a bound read as a comparison of weekends and weekdays:\n%s", text)
	}
}

// "Before or after" a happening weighs its time before and after: which
// had any (both, one, neither), or with "more" which had more; before or
// after a date is said not understood.
func TestBeforeOrAfterAHappening(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"Did I swim before or after my trip to Lisbon?":       {`? "both"`, "start_date < trip", "start_date > trip_2", "MAX attr=end_date"},
		"Did I go running after or before my trip to Lisbon?": {`? "both"`, "start_date < trip", "start_date > trip_2"},
		"Did I swim more before or after my trip to Lisbon?":  {"start_date < trip", "start_date > trip_2"},
	})
	n, _ := d.Decompose("Did I swim more before or after my trip to Lisbon?")
	if text := tree.Format(n); strings.Contains(text, `"both"`) {
		t.Errorf("more weighed as which had any:\n%s", text)
	}
	notesSay(t, d, "", []noteCase{{"Did I swim before or after Christmas 2024?", `"before or" a date is not understood`}})
}
