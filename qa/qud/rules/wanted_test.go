package rules

import (
	"testing"

	"reqap/index/catalog"
)

// Only a note's title is a list one keeps: a film titled so ("Films to
// watch") is no list of films wanted.
func TestWantedListIsANote(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "pq47-films", Sources: []catalog.Source{
		{Name: "movie_stream", Events: 90, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 90, Distinct: 80, Names: true, Values: []catalog.Value{{Text: "Films to watch", Count: 2}}}}},
		{Name: "note", Events: 5, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 5, Distinct: 5, Names: true, Values: []catalog.Value{{Text: "Books to read", Count: 1}}},
			{Key: "checklist", Kind: "list", Events: 5, Distinct: 5, Names: true}}},
	}})
	if x, ok := d.wantedList("what films do I want to watch"); ok {
		t.Errorf("a film's title read as a list: %q", x)
	}
	if x, _ := d.wantedList("books I'd like to read"); x != "what's on my books to read list?" {
		t.Errorf("the note's list not read: %q", x)
	}
}
