package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// TestOwnersOccasion: a person's occasion said with a possessive, the
// apostrophe written or left out ("Lena's birthday party", "Lenas
// birthday"), is the occasion the journal records as hers, not every
// birthday she came to.
func TestOwnersOccasion(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-occasions", Sources: []catalog.Source{
		{Name: "journal", Events: 300, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 300, Distinct: 200},
			{Key: "participants", Kind: "list", Events: 100, Distinct: 5, Names: true, Values: []catalog.Value{{Text: "Lena", Count: 40}, {Text: "Ben", Count: 20}}},
			{Key: "occasion", Kind: "text", Events: 20, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "birthday", Count: 20}}},
			{Key: "occasion_of", Kind: "text", Events: 20, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "me", Count: 10}, {Text: "Lena", Count: 2}, {Text: "Ben", Count: 2}}}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"Who else was at Lena's birthday party?": {`occasion_of == "Lena"`, `!(person contains "Lena")`},
		"Who was at Lenas birthday party?":       {`occasion_of == "Lena"`},
		"What did I do for Lenas birthday?":      {`occasion_of == "Lena" &&`},
		// typed in lower case, the possessive a name all the same
		"who else was at lena's birthday party": {`occasion_of == "Lena"`, `!(person contains "Lena")`},
		"what did i do for ben's birthday":      {`occasion_of == "Ben"`},
		// "her" before an occasion is the one person named before it
		"Did I see Lena on her birthday?": {`occasion_of == "Lena"`, `on Lena's birthday`},
	})
	// two people named: whose it is is not said
	if got := d.ownersOccasion("Did Lena and Ben come to her birthday?"); got != "Did Lena and Ben come to her birthday?" {
		t.Errorf("two people named, and yet read as %q", got)
	}
	n, _ := d.Decompose("Who did I have dinner with on Lena's birthday?")
	if text := tree.Format(n); strings.Contains(text, `any((participants ?? []), {# == "Lena"})`) {
		t.Errorf("Lena's birthday is read as any birthday she came to:\n%s", text)
	}
}
