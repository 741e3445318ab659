package index

import (
	"context"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

// openTemp opens a library in a fresh data folder and closes it at the end
// of the test.
func openTemp(t testing.TB) (*Library, string) {
	t.Helper()
	dir := t.TempDir()
	return openDir(t, dir, Options{}), dir
}

var day0 = time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC)

// at returns day0 plus h hours.
func at(h float64) time.Time { return day0.Add(time.Duration(h * float64(time.Hour))) }

// mk builds an event of file with the given fields as alternating key,
// value pairs (see ingesttest.Set).
func mk(file, id, source string, start, end time.Time, kv ...any) ingest.Event {
	ev := ingest.Event{ID: id, Source: source, Start: start, End: end,
		Origin: ingest.Origin{File: file, Format: "test", Record: "record " + id}}
	ingesttest.Set(&ev, kv...)
	return ev
}

// twoPlays are two songs played from file: p1 ("Hold" by Nico Hart) and
// p2 ("Fire" by Panic Lanes).
func twoPlays(file string) []ingest.Event {
	return []ingest.Event{
		mk(file, "p1", "music_stream", at(1), at(1.1), "artist", "Nico Hart", "track", "Hold"),
		mk(file, "p2", "music_stream", at(2), at(2.1), "artist", "Panic Lanes", "track", "Fire"),
	}
}

// begin starts an import of file holding evs, uncommitted.
func begin(t testing.TB, lib *Library, file string, evs ...ingest.Event) *FileWriter {
	t.Helper()
	w, err := lib.BeginFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range evs {
		if err := w.Add(ev); err != nil {
			t.Fatalf("Add(%s): %v", ev.ID, err)
		}
	}
	return w
}

// commitFile replaces the events of file with evs.
func commitFile(t testing.TB, lib *Library, file string, evs ...ingest.Event) {
	t.Helper()
	w := begin(t, lib, file, evs...)
	if err := w.Commit(context.Background(), FileRecord{Format: "test", Size: 100, Hash: "h-" + file}); err != nil {
		t.Fatalf("Commit(%s): %v", file, err)
	}
}

// ids returns the ids of events or hits, in order.
func ids[T *ingest.Event | Hit](xs []T) []string {
	out := make([]string, 0, len(xs))
	for _, x := range xs {
		switch v := any(x).(type) {
		case *ingest.Event:
			out = append(out, v.ID)
		case Hit:
			out = append(out, v.Event.ID)
		}
	}
	return out
}

func mustSearch(t testing.TB, lib *Library, q Query) []Hit {
	t.Helper()
	hits, err := lib.Search(context.Background(), q)
	if err != nil {
		t.Fatalf("Search(%+v): %v", q, err)
	}
	return hits
}

// closeLib closes lib, failing the test when that fails.
func closeLib(t testing.TB, lib *Library) {
	t.Helper()
	if err := lib.Close(); err != nil {
		t.Fatalf("closing the library: %v", err)
	}
}

// openDir opens the library in dir with opts and closes it at the end of
// the test.
func openDir(t testing.TB, dir string, opts Options) *Library {
	t.Helper()
	lib, err := OpenWith(dir, opts)
	if err != nil {
		t.Fatalf("opening %s: %v", dir, err)
	}
	t.Cleanup(func() { _ = lib.Close() })
	return lib
}
