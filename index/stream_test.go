package index

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"reflect"
	"testing"

	"reqap/ingest"
	"reqap/internal/test"
)

// A source streamed into its table and snapshot (without loading it)
// gives the files a load writes, byte for byte, and its events in the
// order and form Events gives: with copies of one event in two files,
// a file imported again, equal starts and another source in the same
// segments.
func TestStreamedSourceMatchesLoaded(t *testing.T) {
	defer func(n, b int) { streamMin, streamBlock = n, b }(streamMin, streamBlock)
	streamMin, streamBlock = 10, 7 // many waves, the last one short
	lib, dir := openTemp(t)
	var a, b []ingest.Event
	for i := range 300 {
		// Every third pair starts together, so the id breaks the tie.
		a = append(a, mk("/x/a.json", fmt.Sprintf("p%03d", 299-i), "music_stream", at(float64(i/3)), at(float64(i/3)+0.1),
			"artist", fmt.Sprintf("Artist %d", i%7), "track", "Hold", "ms_played", i, "tags", []string{"x", "y"}))
	}
	commitFile(t, lib, "/x/a.json", a...)
	for i := range 50 {
		// The first 20 are copies of plays of a.json.
		id := fmt.Sprintf("b%03d", i)
		if i < 20 {
			id = fmt.Sprintf("p%03d", 299-i*3)
		}
		b = append(b, mk("/x/b.json", id, "music_stream", at(float64(i)+0.5), at(float64(i)+0.6), "artist", "Other", "ms_played", 1.5))
	}
	commitFile(t, lib, "/x/b.json", b...)
	commitFile(t, lib, "/x/runs.json", mk("/x/runs.json", "w1", "workout", at(1), at(2), "sport", "running"))
	// a.json again, one play changed and one gone.
	a[5] = mk("/x/a.json", a[5].ID, "music_stream", at(2), at(2.1), "artist", "Changed")
	commitFile(t, lib, "/x/a.json", a[:len(a)-1]...)
	closeLib(t, lib)

	streamed := openDir(t, dir, Options{Lazy: true})
	ctx := context.Background()
	table, err := streamed.Columns(ctx, "music_stream")
	if err != nil {
		t.Fatal(err)
	}
	if streamed.sourcesLoaded([]string{"music_stream"}) {
		t.Fatal("the plays were loaded, not streamed")
	}
	if again := streamed.StreamedColumns(ctx, "music_stream"); again != table {
		t.Fatal("StreamedColumns made the table again")
	}
	closeLib(t, streamed)
	read := func(path string) []byte { return test.ReadFile(t, path) }
	snapStreamed, colsStreamed := read(streamed.snapshotPath("music_stream")), read(streamed.columnsPath("music_stream"))

	if err := os.RemoveAll(streamed.snapshotPath("music_stream")); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(streamed.columnsPath("music_stream")); err != nil {
		t.Fatal(err)
	}
	loaded := openDir(t, dir, Options{}) // loads everything and writes the files
	evs := loaded.Events("music_stream")
	closeLib(t, loaded)
	if len(evs) != 299+30 {
		t.Fatalf("the library holds %d plays, want %d", len(evs), 299+30)
	}
	if table.Len() != len(evs) {
		t.Fatalf("table has %d rows, Events %d", table.Len(), len(evs))
	}
	for i, ev := range evs {
		got, err := table.Event(i)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, ev) {
			t.Fatalf("row %d = %+v, want %+v", i, got, ev)
		}
	}
	if got := read(loaded.snapshotPath("music_stream")); !bytes.Equal(got, snapStreamed) {
		t.Errorf("the streamed snapshot (%d bytes) differs from the loaded one (%d bytes)", len(snapStreamed), len(got))
	}
	if got := read(loaded.columnsPath("music_stream")); !bytes.Equal(got, colsStreamed) {
		t.Errorf("the streamed table (%d bytes) differs from the loaded one (%d bytes)", len(colsStreamed), len(got))
	}
}

// A source's table is valid for as long as no file holding its events
// changes: importing workouts keeps the plays' table, importing plays
// does not.
func TestTableOutlivesImportsOfOtherSources(t *testing.T) {
	lib, _ := openTemp(t)
	ctx := context.Background()
	commitFile(t, lib, "/x/a.json", mk("/x/a.json", "p1", "music_stream", at(1), at(1.1), "artist", "Nico Hart"))
	t1, err := lib.Columns(ctx, "music_stream")
	if err != nil {
		t.Fatal(err)
	}
	state := lib.StateSignature()
	commitFile(t, lib, "/x/runs.json", mk("/x/runs.json", "w1", "workout", at(1), at(2), "sport", "running"))
	if lib.StateSignature() == state {
		t.Fatal("the library's state did not change with a commit")
	}
	if t2, err := lib.Columns(ctx, "music_stream"); err != nil || t2 != t1 {
		t.Errorf("after importing workouts: table %p (%v), want the same %p", t2, err, t1)
	}
	commitFile(t, lib, "/x/b.json", mk("/x/b.json", "p2", "music_stream", at(2), at(2.1), "artist", "Panic Lanes"))
	t3, err := lib.Columns(ctx, "music_stream")
	if err != nil || t3 == t1 || t3.Len() != 2 {
		t.Errorf("after importing plays: table of %d rows (%v), want a new one of 2", t3.Len(), err)
	}
}
