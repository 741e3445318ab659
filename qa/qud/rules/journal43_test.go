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
