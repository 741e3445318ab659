// Package libtest builds libraries for tests above the index: a real
// Bluge-backed library in a temporary folder, holding the events a test
// names.
package libtest

import (
	"context"
	"testing"

	"reqap/index"
	"reqap/ingest"
)

// Open opens a library in a temporary folder holding evs (see Add); it is
// closed when the test ends.
func Open(t testing.TB, evs ...ingest.Event) *index.Library {
	t.Helper()
	lib, err := index.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lib.Close() })
	Add(t, lib, evs...)
	return lib
}

// Add imports evs into lib as the import jobs do: one file per distinct
// Origin.File, in the order first met, recorded with the format of its
// first event.
func Add(t testing.TB, lib *index.Library, evs ...ingest.Event) {
	t.Helper()
	byFile := map[string][]ingest.Event{}
	var files []string
	for _, e := range evs {
		if _, ok := byFile[e.Origin.File]; !ok {
			files = append(files, e.Origin.File)
		}
		byFile[e.Origin.File] = append(byFile[e.Origin.File], e)
	}
	for _, f := range files {
		w, err := lib.BeginFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range byFile[f] {
			if err := w.Add(e); err != nil {
				t.Fatalf("adding %s: %v", e.ID, err)
			}
		}
		if err := w.Commit(context.Background(), index.FileRecord{Format: byFile[f][0].Origin.Format}); err != nil {
			t.Fatal(err)
		}
	}
}
