package index

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"reqap/ingest"
)

// A lazily opened library loads the sources a read needs and no others,
// and answers every read as a library that loaded everything does.
func TestLazySourcesLoadOnDemand(t *testing.T) {
	lib, dir := openTemp(t)
	commitFile(t, lib, "/x/plays.json", twoPlays("/x/plays.json")...)
	commitFile(t, lib, "/x/runs.json",
		mk("/x/runs.json", "w1", "workout", at(1), at(2), "sport", "running"),
		mk("/x/runs.json", "w2", "workout", at(5), at(6), "sport", "cycling"))
	commitFile(t, lib, "/x/mail.mbox",
		mk("/x/mail.mbox", "m1", "email", at(3), at(3), "subject", "running shoes"))
	closeLib(t, lib)
	eager := openDir(t, dir, Options{ReadOnly: true})
	lazy := openDir(t, dir, Options{Lazy: true, ReadOnly: true})
	ctx := context.Background()
	loaded := func() []string {
		lazy.mu.RLock()
		defer lazy.mu.RUnlock()
		var out []string
		for s := range lazy.loaded {
			out = append(out, s)
		}
		slices.Sort(out)
		return out
	}
	if got := loaded(); len(got) != 0 {
		t.Fatalf("opening loaded %v", got)
	}

	if got, want := ids(lazy.Events("workout")), ids(eager.Events("workout")); !slices.Equal(got, want) {
		t.Errorf("Events(workout) = %v, want %v", got, want)
	}
	if got := loaded(); !slices.Equal(got, []string{"workout"}) {
		t.Errorf("after Events(workout) loaded %v, want [workout]", got)
	}

	// A text query loads the sources of its hits only: "running" is a
	// workout and a mail, not a play.
	q := Query{Text: "running"}
	lh, err := lazy.Search(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	eh, err := eager.Search(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ids(lh), ids(eh)) {
		t.Errorf("Search(running) = %v, want %v", ids(lh), ids(eh))
	}
	for i := range lh {
		if lh[i].Score != eh[i].Score {
			t.Errorf("hit %s scores %v lazily, %v eagerly", lh[i].Event.ID, lh[i].Score, eh[i].Score)
		}
	}
	if got := loaded(); !slices.Equal(got, []string{"email", "workout"}) {
		t.Errorf("after a text search loaded %v, want [email workout]", got)
	}

	// Get finds the source of an id it has not loaded.
	ev, ok := lazy.Get("p2")
	if !ok || ev.ID != "p2" {
		t.Fatalf("Get(p2) = %v, %v", ev, ok)
	}
	if got := loaded(); !slices.Equal(got, []string{"email", "music_stream", "workout"}) {
		t.Errorf("after Get(p2) loaded %v", got)
	}
	if _, ok := lazy.Get("nope"); ok {
		t.Error("Get(nope) found an event")
	}
	if got, want := ids(lazy.Events("")), ids(eager.Events("")); !slices.Equal(got, want) {
		t.Errorf("Events() = %v, want %v", got, want)
	}
	if got, want := lazy.ValueCounts("music_stream", "artist", 0), eager.ValueCounts("music_stream", "artist", 0); !slices.Equal(got, want) {
		t.Errorf("ValueCounts = %v, want %v", got, want)
	}
}

// A commit keeps the sources in memory current and leaves the others on
// disk, where the next read finds them.
func TestLazyCommitAfterPartialLoad(t *testing.T) {
	dir := t.TempDir()
	lib := openDir(t, dir, Options{Lazy: true})
	commitFile(t, lib, "/x/runs.json", mk("/x/runs.json", "w1", "workout", at(1), at(2), "sport", "running"))
	commitFile(t, lib, "/x/plays.json", mk("/x/plays.json", "p1", "music_stream", at(1), at(1.1), "artist", "Nico Hart"))
	if n := len(lib.Events("workout")); n != 1 {
		t.Fatalf("%d workouts, want 1", n)
	}
	commitFile(t, lib, "/x/runs.json",
		mk("/x/runs.json", "w1", "workout", at(1), at(2), "sport", "running"),
		mk("/x/runs.json", "w2", "workout", at(3), at(4), "sport", "rowing"))
	commitFile(t, lib, "/x/plays.json",
		mk("/x/plays.json", "p1", "music_stream", at(1), at(1.1), "artist", "Nico Hart"),
		mk("/x/plays.json", "p2", "music_stream", at(2), at(2.1), "artist", "Panic Lanes"))
	if got := ids(lib.Events("workout")); !slices.Equal(got, []string{"w1", "w2"}) {
		t.Errorf("workouts %v", got)
	}
	if got := ids(lib.Events("music_stream")); !slices.Equal(got, []string{"p1", "p2"}) {
		t.Errorf("plays %v", got)
	}
	hits, err := lib.Search(context.Background(), Query{Text: "rowing"})
	if err != nil || len(hits) != 1 || hits[0].Event.ID != "w2" {
		t.Errorf("Search(rowing) = %v, %v", ids(hits), err)
	}
}

// A writer that has loaded every source it holds so far, one by one (an
// import reading the mail for who the person is), keeps only those in
// memory: the sources later commits bring stay on disk until read.
func TestLazyLoadedSourcesAreNotAll(t *testing.T) {
	lib := openDir(t, t.TempDir(), Options{Lazy: true})
	commitFile(t, lib, "/x/mail.mbox", mk("/x/mail.mbox", "m1", "mail", at(1), at(1), "subject", "Hello"))
	if n := len(lib.Events("mail")); n != 1 {
		t.Fatalf("%d messages, want 1", n)
	}
	commitFile(t, lib, "/x/plays.json", mk("/x/plays.json", "p1", "music_stream", at(1), at(1.1), "artist", "Nico Hart"))
	if lib.sourcesLoaded([]string{"music_stream"}) {
		t.Error("a commit after the mail was read loaded the plays it brought")
	}
	if got := ids(lib.Events("music_stream")); !slices.Equal(got, []string{"p1"}) {
		t.Errorf("plays %v", got)
	}
}

// A source loaded once is read from its snapshot by the next process,
// with the same events, order and copies; a commit makes it stale.
func TestSourceSnapshots(t *testing.T) {
	dir := t.TempDir()
	lib := openDir(t, dir, Options{Lazy: true})
	commitFile(t, lib, "/x/a.json",
		mk("/x/a.json", "p1", "music_stream", at(2), at(2.1), "artist", "Nico Hart", "genres", []string{"pop", "rock"}),
		mk("/x/a.json", "p2", "music_stream", at(1), at(1.1), "artist", "Panic Lanes", "n", 3))
	// The same record in a second file: one event with two origins.
	commitFile(t, lib, "/x/b.json", mk("/x/b.json", "p2", "music_stream", at(1), at(1.1), "artist", "Panic Lanes", "n", 3))
	commitFile(t, lib, "/x/w.json", mk("/x/w.json", "w1", "workout", at(1), at(2), "sport", "running"))
	want := lib.Events("music_stream")
	wantOrigins := lib.Origins("p2")
	if err := lib.Close(); err != nil { // waits for the snapshot
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, snapshotFolder)); err != nil {
		t.Fatalf("no snapshot written: %v", err)
	}

	reopen := func() *Library { return openDir(t, dir, Options{Lazy: true}) }
	lib = reopen()
	sig := lib.signatureLocked("music_stream")
	entries, ok, err := lib.readSnapshot("music_stream", sig)
	if err != nil || !ok || len(entries) != 2 {
		t.Fatalf("snapshot: %d entries, %v, %v", len(entries), ok, err)
	}
	got := lib.Events("music_stream")
	if len(got) != len(want) {
		t.Fatalf("%d events from the snapshot, want %d", len(got), len(want))
	}
	for i := range got {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("event %d = %+v, want %+v", i, got[i], want[i])
		}
	}
	if !lib.pendingIDs.Load() {
		t.Error("the snapshot's events were entered by id before any lookup")
	}
	if o := lib.Origins("p2"); !reflect.DeepEqual(o, wantOrigins) {
		t.Errorf("Origins(p2) = %v, want %v", o, wantOrigins)
	}
	if lib.pendingIDs.Load() {
		t.Error("a lookup by id left the snapshot's events out of the id map")
	}
	hits, err := lib.Search(context.Background(), Query{Text: "panic"})
	if err != nil || len(hits) != 1 || hits[0].Event.ID != "p2" {
		t.Errorf("Search(panic) = %v, %v", ids(hits), err)
	}
	// A commit of a file without plays leaves the snapshot valid.
	commitFile(t, lib, "/x/w2.json", mk("/x/w2.json", "w2", "workout", at(4), at(5), "sport", "cycling"))
	if _, ok, _ := lib.readSnapshot("music_stream", lib.signatureLocked("music_stream")); !ok {
		t.Error("a commit of workouts made the plays' snapshot stale")
	}
	// A commit with plays makes it stale: the next process reads Bluge.
	commitFile(t, lib, "/x/a.json", mk("/x/a.json", "p3", "music_stream", at(3), at(3.1), "artist", "Nico Hart"))
	if _, ok, _ := lib.readSnapshot("music_stream", lib.signatureLocked("music_stream")); ok {
		t.Error("the snapshot is still taken after a commit")
	}
	lib.Close()
	lib = reopen()
	if got := ids(lib.Events("music_stream")); !slices.Equal(got, []string{"p2", "p3"}) {
		t.Errorf("after the commit: %v", got)
	}
	lib.Close()
	// Read from the snapshot again, and changed by a commit before any
	// lookup by id: the commit replaces the snapshot's copy of p2 and
	// keeps b.json's.
	lib = reopen()
	if got := ids(lib.Events("music_stream")); !slices.Equal(got, []string{"p2", "p3"}) || !lib.pendingIDs.Load() {
		t.Fatalf("from the snapshot: %v (ids pending %v)", got, lib.pendingIDs.Load())
	}
	if hits, err := lib.Search(context.Background(), Query{Text: "panic"}); err != nil || len(hits) != 1 || hits[0].Event.ID != "p2" {
		t.Errorf("Search(panic) over the snapshot = %v, %v", ids(hits), err)
	}
	commitFile(t, lib, "/x/a.json", mk("/x/a.json", "p2", "music_stream", at(1), at(1.1), "artist", "Panic Lanes", "n", 4),
		mk("/x/a.json", "p3", "music_stream", at(3), at(3.1), "artist", "Nico Hart"))
	if got := ids(lib.Events("music_stream")); !slices.Equal(got, []string{"p2", "p3"}) {
		t.Errorf("after a commit over the snapshot: %v", got)
	}
	if o := lib.Origins("p2"); len(o) != 2 {
		t.Errorf("Origins(p2) after a commit over the snapshot = %v, want a.json's and b.json's", o)
	}
}

// A few hits in a large source not in memory are read on their own: the
// source stays on disk and the hits are those of a loaded library.
func TestLazyFewHitsReadAlone(t *testing.T) {
	lib, dir := openTemp(t)
	var plays []ingest.Event
	for i := range 100 {
		track := "Hold"
		if i == 42 {
			track = "Marathon"
		}
		plays = append(plays, mk("/x/plays.json", fmt.Sprintf("p%03d", i), "music_stream", at(float64(i)), at(float64(i)+0.1), "artist", "Nico Hart", "track", track))
	}
	commitFile(t, lib, "/x/plays.json", plays...)
	commitFile(t, lib, "/x/runs.json", mk("/x/runs.json", "w1", "workout", at(1), at(2), "sport", "marathon"))
	closeLib(t, lib)
	lazy, lh := searchLazily(t, dir, "marathon")
	if len(lh) != 2 {
		t.Fatalf("Search(marathon) = %v, want 2 hits", ids(lh))
	}
	if lazy.sourcesLoaded([]string{"music_stream"}) {
		t.Error("the plays were loaded for one hit")
	}
}

// More hits than are read one by one, in a large source not in memory,
// are made from its column table: the source stays on disk and the hits
// are those of a loaded library.
func TestLazyManyHitsFromColumns(t *testing.T) {
	lib, dir := openTemp(t)
	var plays []ingest.Event
	for i := range maxReadAlone * 5 / 2 {
		track := "Hold"
		if i%2 == 0 && i < 2*maxReadAlone+200 {
			track = "Marathon"
		}
		plays = append(plays, mk("/x/plays.json", fmt.Sprintf("p%05d", i), "music_stream", at(float64(i)), at(float64(i)+0.1),
			"artist", "Nico Hart", "track", track, "ms_played", i))
	}
	commitFile(t, lib, "/x/plays.json", plays...)
	if _, err := lib.Columns(context.Background(), "music_stream"); err != nil {
		t.Fatal(err)
	}
	closeLib(t, lib) // waits for the table to be written
	lazy, lh := searchLazily(t, dir, "marathon")
	if len(lh) <= maxReadAlone {
		t.Fatalf("Search(marathon) found %d, want more than %d", len(lh), maxReadAlone)
	}
	if lazy.sourcesLoaded([]string{"music_stream"}) {
		t.Error("the plays were loaded although their table was on disk")
	}
}

// searchLazily searches text in the library in dir opened lazily and
// wants the hits a library that loaded everything gives, exactly.
func searchLazily(t *testing.T, dir, text string) (*Library, []Hit) {
	t.Helper()
	eager := openDir(t, dir, Options{ReadOnly: true})
	lazy := openDir(t, dir, Options{Lazy: true, ReadOnly: true})
	return lazy, sameHits(t, lazy, eager, Query{Text: text})
}

// sameHits searches q in lazy and wants the hits eager gives, exactly.
func sameHits(t *testing.T, lazy, eager *Library, q Query) []Hit {
	t.Helper()
	lh, err := lazy.Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	eh, err := eager.Search(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(ids(lh), ids(eh)) {
		t.Fatalf("Search(%+v) = %v lazily, %v eagerly", q, ids(lh), ids(eh))
	}
	for i := range lh {
		if !reflect.DeepEqual(lh[i], eh[i]) {
			t.Fatalf("hit %d = %+v lazily, %+v eagerly", i, lh[i], eh[i])
		}
	}
	return lh
}
