package rules

import "testing"

// Whether the one named is the person ranked top compares the name as the
// people ranked are written too: the recipients of mail are their names
// alone, the name linked is the field's "Name <address>", and "was Elif
// Dekker my most emailed person" said "no — …: Elif Dekker".
func TestBestPersonNamedAsRanked(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Was Bill Radcliffe my most emailed person?", "Was Bill Radcliffe the person I emailed most?"} {
		treesHave(t, d, map[string][]string{q: {"APPLY len(items) > 0", `recipient == "Bill Radcliffe"`, `recipient == "billr@corbis.com"`, "ARGMAX"}})
	}
}

// "My most frequently met friend" is my most met friend: the adverb after
// "most" hid the participle, and whether Leonor was the one was answered
// "yes" by counting her meetings.
func TestMostFrequentlyParticiple(t *testing.T) {
	d := me49Lib(t)
	q := "Was Elif Dekker my most frequently met friend?"
	treesHave(t, d, map[string][]string{q: {"APPLY len(items) > 0", `FILTER person == "Elif Dekker"`, "ARGMAX", "GROUP_BY keys=[person]"}})
	if _, f := d.Decompose(q); f.IsBest == nil {
		t.Errorf("%q: no whether of the best: %s", q, f)
	}
}
