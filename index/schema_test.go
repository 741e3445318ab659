package index

import (
	"context"
	"slices"
	"testing"

	"github.com/blugelabs/bluge"

	"reqap/ingest"
)

// TestBlugeSchema checks the documents Bluge holds, through Bluge's own
// queries: other tools (and future code) rely on these field names. The
// file an event was written for is stored with it, not indexed.
func TestBlugeSchema(t *testing.T) {
	lib := socialLibrary(t)
	snap, release, err := lib.acquire()
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	tests := []struct {
		name string
		q    bluge.Query
		want []string
		file string // the stored file of every hit, when set
	}{
		{"source", bluge.NewTermQuery(ingest.MusicStream).SetField("source"), []string{"play-1", "play-2", "play-3"}, ""},
		{"origin file", bluge.NewTermQuery(ingest.Note).SetField("source"), []string{"meal-1", "meal-2", "meal-3", "meal-4"}, "/d/meals.csv"},
		{"analyzed text", bluge.NewTermQuery("soccer").SetField("text"), []string{"post-ball"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			it, err := lib.run(context.Background(), snap, bluge.NewAllMatches(tt.q))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for {
				m, err := it.Next()
				if err != nil {
					t.Fatal(err)
				}
				if m == nil {
					break
				}
				var d storedDoc
				if err := m.VisitStoredFields(d.visit); err != nil {
					t.Fatal(err)
				}
				if d.ev == nil {
					t.Fatalf("document %s has no stored event", d.id)
				}
				if id, g, _ := parseDocID(d.id); d.ev.ID != id || g == 0 {
					t.Errorf("stored event %s in document %s", d.ev.ID, d.id)
				}
				if tt.file != "" && d.file != tt.file {
					t.Errorf("event %s: stored file %q, want %q", d.ev.ID, d.file, tt.file)
				}
				got = append(got, d.ev.ID)
			}
			slices.Sort(got)
			if !slices.Equal(got, tt.want) {
				t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
			}
		})
	}
}

// TestWithoutSegmentTables runs loading and searching on Bluge's public API
// alone, the fallback for a Bluge whose segments are not segmentAccess.
func TestWithoutSegmentTables(t *testing.T) {
	want := map[string][]string{}
	queries := []Query{{Text: "pizza"}, {Text: "football", Sources: []string{ingest.SocialMedia}}, {Text: "punk", Fields: []FieldFilter{{"skipped", "true"}}}}
	lib := socialLibrary(t)
	for _, q := range queries {
		want[q.Text] = ids(mustSearch(t, lib, q))
	}
	dir := lib.Dir()
	lib.Close()

	useSegmentTables = false
	defer func() { useSegmentTables = true }()
	lib, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	if lib.Count() != 13 || len(lib.Files()) != 3 {
		t.Fatalf("loaded %d events and %d files, want 13 and 3", lib.Count(), len(lib.Files()))
	}
	for _, q := range queries {
		if got := ids(mustSearch(t, lib, q)); !slices.Equal(got, want[q.Text]) {
			t.Errorf("Search(%q) = %v, want %v", q.Text, got, want[q.Text])
		}
	}
}
