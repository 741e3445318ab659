package index

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"slices"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/wire"
)

// The heads kept beside the index are read by the next process instead
// of the index's records, and only for the state they were kept for.
func TestHeadsKeptForTheirState(t *testing.T) {
	dir := t.TempDir()
	lib := openDir(t, dir, Options{Lazy: true})
	commitFile(t, lib, "/x/a.json", twoPlays("/x/a.json")...)
	commitFile(t, lib, "/x/w.json", mk("/x/w.json", "w1", "workout", at(1), at(2), "sport", "running"))
	closeLib(t, lib)

	lib = openDir(t, dir, Options{Lazy: true}) // reads the index, keeps the heads
	want, wantSum := lib.Files(), lib.sum
	closeLib(t, lib)
	if _, err := os.Stat(lib.headsPath()); err != nil {
		t.Fatalf("no heads kept: %v", err)
	}
	lib, ok := headsReadBack(t, dir)
	if !ok {
		t.Fatal("the heads kept are not read back for the state they were kept for")
	}
	if got := lib.Files(); !reflect.DeepEqual(got, want) {
		t.Errorf("records from the heads = %+v, want %+v", got, want)
	}
	if !reflect.DeepEqual(lib.sum, wantSum) {
		t.Errorf("summary from the heads = %+v, want %+v", lib.sum, wantSum)
	}
	// The signatures kept with them are those the records give.
	if lib.sigs.bySource["workout"] == "" {
		t.Error("no signatures were kept with the heads")
	}
	for _, src := range []string{"", "workout", "music_stream", "mail"} {
		kept := lib.sourceSignature(src)
		lib.sigs.forget()
		if got := lib.sourceSignature(src); got != kept {
			t.Errorf("signature of %q from the heads = %s, want %s", src, kept, got)
		}
	}
	closeLib(t, lib)

	// A commit makes them stale: the next process reads the index.
	lib = openDir(t, dir, Options{Lazy: true})
	commitFile(t, lib, "/x/b.json", mk("/x/b.json", "w2", "workout", at(4), at(5), "sport", "cycling"))
	closeLib(t, lib)
	lib = openDir(t, dir, Options{Lazy: true})
	if got := lib.Files(); len(got) != 3 || got[1].Path != "/x/b.json" {
		t.Errorf("after a commit: %+v, want the three files", got)
	}
	if got := ids(lib.Events("workout")); !slices.Equal(got, []string{"w1", "w2"}) {
		t.Errorf("workouts after a commit = %v", got)
	}
}

// A process that read the heads answers a question without decoding the
// file records: which generations are committed, the sources'
// signatures (of a source no file holds too) and the files' signature
// come from the heads. What they give is what the records give, and
// the records are decoded, the same as read from the index, when asked
// for.
func TestHeadsRecordsDecodedWhenNeeded(t *testing.T) {
	dir := t.TempDir()
	lib := openDir(t, dir, Options{Lazy: true})
	commitFile(t, lib, "/x/a.json", twoPlays("/x/a.json")...)
	commitFile(t, lib, "/x/w.json", mk("/x/w.json", "w1", "workout", at(1), at(2), "sport", "running"))
	// More records than the header has bytes after their count.
	for i := range 30 {
		f := fmt.Sprintf("/x/n%02d.md", i)
		commitFile(t, lib, f, mk(f, fmt.Sprintf("n%02d", i), "note", at(float64(10+i)), at(float64(10+i))))
	}
	// Tidied first, so that no merge is left for the next process's
	// writer; if one still merges while it runs, the heads it keeps are
	// another state's and rightly unused, and it runs again (seen under
	// -race in CI, as for the rows of TestHitsFromKeptRows).
	if _, _, err := lib.Tidy(context.Background()); err != nil {
		t.Fatal(err)
	}
	closeLib(t, lib)
	var want []FileRecord
	var wantFiles string
	for try := 1; ; try++ {
		lib = openDir(t, dir, Options{Lazy: true}) // reads the index, keeps the heads
		want, wantFiles = lib.Files(), lib.FilesSignature()
		lib.Events("workout") // kept as a snapshot
		closeLib(t, lib)
		lib = openDir(t, dir, Options{Lazy: true, Brief: true})
		if lib.lazy != nil || try == 3 {
			break
		}
		closeLib(t, lib)
	}
	defer closeLib(t, lib)
	if lib.lazy == nil {
		t.Fatal("the heads were not read")
	}
	hits := mustSearch(t, lib, Query{Sources: []string{"workout"}, Fields: []FieldFilter{{Key: "sport", Value: "running"}}})
	sigs := map[string]string{}
	for _, src := range []string{"", "workout", "mail"} {
		sigs[src] = lib.sourceSignature(src)
	}
	files := lib.FilesSignature()
	if lib.filesReady.Load() {
		t.Error("answering decoded the file records")
	}
	if got := ids(hits); !slices.Equal(got, []string{"w1"}) {
		t.Errorf("search before the records are decoded = %v, want [w1]", got)
	}
	if files != wantFiles {
		t.Errorf("files' signature from the heads = %s, want %s", files, wantFiles)
	}
	// Closed, as Close closes it, the file is opened again for them.
	lib.lazy.closeFile()
	if got := lib.Files(); !reflect.DeepEqual(got, want) {
		t.Errorf("records decoded from the heads = %+v, want %+v", got, want)
	}
	lib.sigs.forget()
	for src, kept := range sigs {
		if got := lib.sourceSignature(src); got != kept {
			t.Errorf("signature of %q before the records were decoded = %s, from them %s", src, kept, got)
		}
	}
	if got := lib.FilesSignature(); got != files {
		t.Errorf("files' signature from the records = %s, from the heads %s", got, files)
	}
}

// Every field of a file record survives the heads file: a field added to
// FileRecord and not to the heads file fails here, not silently in the
// next process.
func TestHeadRecordRoundTrip(t *testing.T) {
	rec := FileRecord{Path: "/x/a.json", Format: "spotify", Version: 3, Size: 1234,
		ModTime: time.Date(2024, 3, 1, 12, 30, 0, 5, time.FixedZone("", 3600)), Hash: "abc", Events: 7, Skipped: 2,
		Damaged: 1, Error: "half read", Imported: time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC), Gen: 42,
		Sources: map[string]int{ingest.MusicStream: 5, ingest.Workout: 2}}
	v := reflect.ValueOf(rec)
	for i := range v.NumField() {
		if v.Field(i).IsZero() {
			t.Fatalf("set FileRecord.%s in this test, and in encodeHeadRecord and headDecoder.record", v.Type().Field(i).Name)
		}
	}
	// Times in any zone read back as the record's JSON in the index does
	// (an offset in whole minutes, UTC for none, the local zone where it
	// has the offset).
	for _, mod := range []time.Time{rec.ModTime, rec.ModTime.In(time.Local), rec.ModTime.UTC(),
		rec.ModTime.In(time.FixedZone("CET", 3600)), rec.ModTime.In(time.FixedZone("", 0)),
		rec.ModTime.In(time.FixedZone("LMT", 3600+28)), rec.ModTime.In(time.FixedZone("", -9*3600-30*60))} {
		orig := rec
		orig.ModTime = mod
		b, err := json.Marshal(orig)
		if err != nil {
			t.Fatal(err)
		}
		// The record as the index gives it: through its JSON.
		want, err := decodeFileRecord(b)
		if err != nil {
			t.Fatal(err)
		}
		for _, from := range []FileRecord{want, orig} {
			var buf bytes.Buffer
			w := snapWriter{w: bufio.NewWriter(&buf)}
			encodeHeadRecord(&w, &from)
			if w.err == nil {
				w.err = w.w.Flush()
			}
			if w.err != nil {
				t.Fatal(w.err)
			}
			r := snapReader{wire.NewReader(buf.Bytes(), errTruncated)}
			var d headDecoder
			got := d.record(&r)
			if r.Err() != nil || r.Len() != 0 {
				t.Fatalf("decoding: %v, %d bytes left", r.Err(), r.Len())
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("round trip of %v = %+v, want %+v", mod, got, want)
			}
		}
	}
}

// Statistics and field searches of a source that is not in memory are
// read from its column table, without loading it, and are those of a
// library that loaded everything.
func TestUnloadedSourceFromColumns(t *testing.T) {
	lib, dir := openTemp(t)
	var plays []ingest.Event
	for i := range 60 {
		artist := []string{"Nico Hart", "nico hart", "Panic Lanes"}[i%3]
		kv := []any{"artist", artist, "ms_played", i}
		if i%4 == 0 {
			kv = append(kv, "genres", []string{"pop", "Rock"}, "skipped", i%8 == 0)
		}
		plays = append(plays, mk("/x/plays.json", "p"+string(rune('A'+i)), "music_stream", at(float64(i)), at(float64(i)+0.1), kv...))
	}
	commitFile(t, lib, "/x/plays.json", plays...)
	if _, err := lib.Columns(context.Background(), "music_stream"); err != nil {
		t.Fatal(err)
	}
	closeLib(t, lib)
	eager := openDir(t, dir, Options{ReadOnly: true})
	lazy := openDir(t, dir, Options{Lazy: true, ReadOnly: true})
	if got, want := lazy.Keys("music_stream"), eager.Keys("music_stream"); !slices.Equal(got, want) {
		t.Errorf("Keys = %v from the table, want %v", got, want)
	}
	for _, key := range []string{"artist", "genres", "skipped", "ms_played", "nope"} {
		if got, want := lazy.ValueCounts("music_stream", key, 0), eager.ValueCounts("music_stream", key, 0); !slices.Equal(got, want) {
			t.Errorf("ValueCounts(%s) = %v from the table, want %v", key, got, want)
		}
	}
	for _, q := range []Query{
		{Sources: []string{"music_stream"}, Fields: []FieldFilter{{Key: "artist", Value: " NICO HART"}}},
		{Sources: []string{"music_stream"}, Fields: []FieldFilter{{Key: "genres", Value: "rock"}, {Key: "skipped", Value: "true"}}},
		{Sources: []string{"music_stream"}, Fields: []FieldFilter{{Key: "artist", Value: "Panic Lanes"}}, From: at(10), To: at(30), Limit: 3},
		{Sources: []string{"music_stream"}, Fields: []FieldFilter{{Key: "ms_played", Value: "7"}}},
		{Sources: []string{"music_stream"}, Fields: []FieldFilter{{Key: "nope", Value: "x"}}},
	} {
		got, want := mustSearch(t, lazy, q), mustSearch(t, eager, q)
		if !slices.Equal(ids(got), ids(want)) {
			t.Errorf("Search(%+v) = %v from the table, want %v", q, ids(got), ids(want))
		}
		for i := range got {
			if !reflect.DeepEqual(got[i], want[i]) {
				t.Errorf("Search(%+v) hit %d = %+v from the table, want %+v", q, i, got[i], want[i])
			}
		}
	}
	if lazy.sourcesLoaded([]string{"music_stream"}) {
		t.Error("the plays were loaded although their table was on disk")
	}
}

// A writer that merges segments after it kept the heads keeps them again
// at Close, for the state it leaves: a merge changes no document, and the
// next process reads the heads instead of the index.
func TestHeadsKeptForTheStateAMergeLeaves(t *testing.T) {
	dir := smallSegments(t, 30)
	lib := openDir(t, dir, Options{Lazy: true}) // reads the index, keeps the heads
	want := lib.Files()
	before, after, err := lib.Tidy(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if after >= before {
		t.Fatalf("Tidy merged nothing (%d → %d segments); the test needs a merge", before, after)
	}
	closeLib(t, lib)

	lib, ok := headsReadBack(t, dir)
	if !ok {
		t.Fatal("the heads kept before the merge were not kept again for the state it left")
	}
	if got := lib.Files(); !reflect.DeepEqual(got, want) {
		t.Errorf("records from the heads = %+v, want %+v", got, want)
	}
	closeLib(t, lib)

	// The app's case: a writer that read the heads from their file (and
	// then decoded the records) merges; the file is kept again.
	dir = smallSegments(t, 30)
	lib = openDir(t, dir, Options{Lazy: true, Brief: true}) // reads the index, keeps the heads, merges nothing
	closeLib(t, lib)
	lib = openDir(t, dir, Options{Lazy: true})
	if lib.lazy == nil {
		t.Fatal("the writer did not read the heads from their file")
	}
	want = lib.Files()
	if before, after, err := lib.Tidy(context.Background()); err != nil || after >= before {
		t.Fatalf("Tidy: %d → %d segments, %v; the test needs a merge", before, after, err)
	}
	closeLib(t, lib)
	lib, ok = headsReadBack(t, dir)
	defer closeLib(t, lib)
	if !ok {
		t.Fatal("heads read from their file were not kept again after a merge")
	}
	if got := lib.Files(); !reflect.DeepEqual(got, want) {
		t.Errorf("records from the heads = %d files, want %d", len(got), len(want))
	}
}

// headsReadBack opens dir as a reader does and reports whether the heads
// kept beside the index are read for the state it finds.
func headsReadBack(t *testing.T, dir string) (*Library, bool) {
	t.Helper()
	lib := openDir(t, dir, Options{Lazy: true, ReadOnly: true})
	snap, release, err := lib.acquire()
	if err != nil {
		t.Fatal(err)
	}
	key, ok := lib.headsKey(snap)
	release()
	return lib, ok && lib.readHeads(key)
}
