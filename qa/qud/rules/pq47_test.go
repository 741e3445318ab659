package rules

import (
	"slices"
	"strings"
	"testing"

	"reqap/qa/tree"
)

// A superlative of price before a period ranks the periods by what was
// spent: "my most expensive month for shopping" named the priciest item.
func TestPriciestPeriodIsSpending(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"the most expensive month for shopping in 2021": {"val=month", "year(start_date) == 2021"},
		"my most expensive month on amazon":             {"val=month"},
		"my most expensive month in 2021":               {"val=month"},
		"the costliest year for shopping":               {"val=year"},
	})
	n, _ := d.Decompose("my most expensive purchase in 2021")
	if text := tree.Format(n); strings.Contains(text, "val=month") {
		t.Errorf("a thing ranked by price read as a period:\n%s", text)
	}
}

// A verb of playing with no object before a clause of a happening says
// the music, as it does alone: "who did I stream most during my trip to
// Kyoto" counted the people of the trip.
func TestStreamedDuringATrip(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"who did I stream most during my trip to Kyoto": {"val=artist", "JOIN", `RETRIEVE "I listened to music"`},
		"what did I play during my trip to Kyoto":       {"JOIN", `RETRIEVE "I listened to music"`},
	})
}

// The words that wrap a question are no context before a topic and its
// question: "Quick one: first email I sent in 2021: who was it to?" read
// "Quick one: first email …" as a statement and asked who of meetings.
func TestWrappedTopicQuestion(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"Quick one: first email I sent in 2021: who was it to?": {"ARGMIN", "val=recipient", "year(start_date) == 2021"},
	})
}

// Being reminded with a colon or a comma asks what the records say:
// "Remind me: which album …" was said to ask for something done.
func TestRemindMeWithAColonAsks(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]bool{
		"Remind me: which album was the last song I played on?": false,
		"remind me, what did I buy last?":                       false,
		"remind me to call mum":                                 true,
	} {
		_, f := d.Decompose(q)
		got := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "asks to do something") })
		if got != want {
			t.Errorf("%q: notes %q, want a request noted: %v", q, f.Notes, want)
		}
	}
}
