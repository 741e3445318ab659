// Package libtest builds libraries for tests above the index: a real
// Bluge-backed library in a temporary folder, holding the events a test
// names.
package libtest

import (
	"context"
	"testing"
	"time"

	"reqap/index"
	"reqap/ingest"
	"reqap/ingest/ingesttest"
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

// Berlin is the zone the test libraries' events happen in; UTC where the
// machine has no zone database.
var Berlin = func() *time.Location {
	l, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		return time.UTC
	}
	return l
}()

// At returns 2024-03-d hh:mm in Berlin, the month the test libraries'
// events fall in.
func At(d, hh, mm int) time.Time { return time.Date(2024, 3, d, hh, mm, 0, 0, Berlin) }

// Event builds an event of source read from a file of format; kv
// alternates keys and values (see ingesttest.Set).
func Event(id, source, format string, start, end time.Time, kv ...any) ingest.Event {
	e := ingest.Event{ID: id, Source: source, Start: start, End: end,
		Origin: ingest.Origin{File: "/data/" + format + ".file", Format: format, Record: id}}
	ingesttest.Set(&e, kv...)
	return e
}
