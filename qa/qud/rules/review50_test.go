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
