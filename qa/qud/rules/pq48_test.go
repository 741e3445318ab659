package rules

import (
	"strings"
	"testing"
)

// A sender left out of mail received is left out where no value was
// linked for the name but the mail's senders hold it ("excluding Amazon"
// counted Amazon's mail, with a note); "apart from" is no "from" of a
// sender, so "who did I email most apart from Karim" asks whom I wrote
// to, not who wrote to me.
func TestSenderLeftOut(t *testing.T) {
	d := pq48Library(t)
	treesUnderstood(t, d, map[string][]string{
		"How many emails did I get excluding Amazon?":           {`!((sender ?? "") matches "(?i)Amazon")`, `direction == "received"`},
		"How many emails did I get not from Amazon?":            {`!((sender ?? "") matches "(?i)Amazon")`},
		"how many emails did I get except the ones from Amazon": {`!((sender ?? "") matches "(?i)Amazon")`},
		"Who emailed me most apart from Amazon?":                {`!((sender ?? "") matches "(?i)Amazon")`, "val=sender"},
		"Who did I email most apart from Karim?":                {"val=recipient", `direction == "sent"`, `any((to ?? [])`},
		"How many emails did I send other than to Elif?":        {`!(any(`, "Elif", `direction == "sent"`},
		"how many emails did I send except the ones to Elif":    {`!(any(`, "Elif"},
		// every word of an exclusion (exceptWords), not a copy of some
		"how many emails did I get setting aside Amazon": {`!((sender ?? "") matches "(?i)Amazon")`},
	})
	// a word no sender is named by is not read as one: the answer says it
	// did not understand it
	_, f := d.Decompose("How many emails did I receive not counting newsletters?")
	if len(f.Notes) == 0 {
		t.Errorf("newsletters left out with no note: %s", f)
	}
}

// To tag people, in a list asked by its number, is to mention them, as
// "who did I tag" reads it: "the 3 people I tagged most on Facebook"
// searched the words "I tagged on Facebook".
func TestPeopleTaggedListed(t *testing.T) {
	for _, q := range []string{"The 3 people I tagged most on Facebook", "Which 3 people did I tag most on Facebook?", "my top 5 friends I tagged"} {
		if got := phrasalVerbs(q); !strings.Contains(got, "mention") {
			t.Errorf("%q read as %q: want a mention", q, got)
		}
	}
	if got := phrasalVerbs("the photos I tagged with #travel"); strings.Contains(got, "mention") {
		t.Errorf("a tag with a word read as a mention: %q", got)
	}
}
