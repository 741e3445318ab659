package rules

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// "My shopping list" is a list, the head of the compound: where the
// library keeps checklists, none of them called so, nothing is on it; it
// listed every Amazon product whose title says "Listed".
func TestNamedListNotKeptIsNoPurchase(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-lists", Sources: []catalog.Source{
		{Name: "note", Events: 20, Fields: []catalog.Field{
			{Key: "checklist", Kind: "list", Events: 1, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "[ ] run", Count: 1}, {Text: "[ ] fast", Count: 1}}},
			{Key: "title", Kind: "text", Events: 20, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "good place", Count: 1}, {Text: "draw", Count: 1}}}}},
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{{Key: "product", Kind: "text", Events: 300, Distinct: 280, Names: true}}}}})
	frames := treesHave(t, d, map[string][]string{
		"what's on my shopping list?": {"FILTER false"},
		"what items are on my list":   {"checklist"},
	})
	if f := frames["what's on my shopping list?"]; !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, `called "shopping list"`) }) {
		t.Errorf("the list not kept is not said: %v", f.Notes)
	}
	if n, _ := d.Decompose("what's on my bucket list"); strings.Contains(tree.Format(n), "FILTER false") {
		t.Errorf("a list of no activity is not searched for:\n%s", tree.Format(n))
	}
}

// A device named by part of its name ("on my iPhone") is the device of
// what the question is mainly about: "what did I watch on my iPhone"
// listed the tweets sent from "Twitter for iPhone" too.
func TestDeviceOfWhatIsWatched(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-device", Sources: []catalog.Source{
		{Name: "tvseries_stream", Events: 195, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 195, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "The Office (U.S.)", Count: 137}, {Text: "Archer", Count: 14}}},
			{Key: "device", Kind: "text", Events: 195, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Mac", Count: 172}, {Text: "Microsoft Xbox 360", Count: 16}, {Text: "Apple iPhone 5 with CDMA", Count: 7}}}}},
		{Name: "social_media", Events: 22, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 17, Distinct: 17},
			{Key: "platform", Kind: "text", Events: 22, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "facebook", Count: 13}, {Text: "twitter", Count: 2}}},
			{Key: "client", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Twitter Web App", Count: 1}, {Text: "Twitter for iPhone", Count: 1}}}}}}})
	for q, want := range map[string]string{
		"what did I watch on my iPhone":   "Apple iPhone 5 with CDMA",
		"what did I tweet from my iPhone": "Twitter for iPhone",
	} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if !strings.Contains(text, want) {
			t.Errorf("%q: not the device %q:\n%s", q, want, text)
		}
		other := "Twitter for iPhone"
		if want == other {
			other = "Apple iPhone 5 with CDMA"
		}
		if strings.Contains(text, other) {
			t.Errorf("%q: read as %q too:\n%s", q, other, text)
		}
	}
}
