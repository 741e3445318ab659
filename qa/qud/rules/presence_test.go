package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// Being in a town the dictionary knows (WordNet's Lisbon) that the
// library writes only inside other names (a book "A Station in Lisbon")
// is the trip to it too, not the book and a trailer taken for the stay.
func TestPresenceInDictionaryTown(t *testing.T) {
	cat := &catalog.Catalog{Signature: "presence-town", Sources: []catalog.Source{
		{Name: "online_purchase", Events: 200, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 200, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "A Station in Lisbon (Hardcover)", Count: 1}, {Text: "Pizzeria Amalfi", Count: 1}}},
		}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"How long was I in Lisbon?", "when was I in Lisbon", "How many days did we stay in Lisbon?",
		// written in lower case, as people type; a time after
		"how long was i in lisbon", "how long did I stay in lisbon last month?"} {
		if n, f := d.Decompose(q); !strings.Contains(tree.Format(n), "trip to Lisbon") {
			t.Errorf("%q is not the trip:\n%s\nframe: %s", q, tree.Format(n), f)
		}
	}
	// a name the library holds as a value of its own is left as asked;
	// a common word in lower case is the word, not the town it names
	for _, q := range []string{"When was I at Pizzeria Amalfi?", "how many times did I go to reading group", "did I go to bath in 2022"} {
		if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), "trip to") {
			t.Errorf("%q read as a trip:\n%s", q, tree.Format(n))
		}
		if x := d.capitalisedTowns(q); x != q {
			t.Errorf("%q: a common word taken for a town: %q", q, x)
		}
	}
	if x := d.capitalisedTowns("how long was i in lisbon"); x != "how long was i in Lisbon" {
		t.Errorf("a town in lower case not read as the town: %q", x)
	}
}
