package index

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/blugelabs/bluge"

	"reqap/ingest"
)

// TestInterruptedImportIsRolledBackOnOpen leaves an import's batches on
// disk without a commit, as a crash does: the next Open must show the file
// as it was and delete the orphaned batches. A library opened Brief (one
// question) rolls back when it begins to write, not before.
func TestInterruptedImportIsRolledBackOnOpen(t *testing.T) {
	for _, brief := range []bool{false, true} {
		t.Run(fmt.Sprintf("brief=%v", brief), func(t *testing.T) { rolledBackOnOpen(t, brief) })
	}
}

func rolledBackOnOpen(t *testing.T, brief bool) {
	lib, dir := openTemp(t)
	f := "/d/plays.json"
	commitFile(t, lib, f, mk(f, "p1", ingest.MusicStream, at(1), at(1), "artist", "Old"))
	lib.flushSize = 10
	w, err := lib.BeginFile(f)
	if err != nil {
		t.Fatal(err)
	}
	for i := range 35 {
		if err := w.Add(mk(f, fmt.Sprintf("n%d", i), ingest.MusicStream, at(float64(i)), at(float64(i)), "artist", "New")); err != nil {
			t.Fatal(err)
		}
	}
	// No Commit and no Abort: the process "dies" with 30 events on disk.
	closeLib(t, lib)
	lib = openDir(t, dir, Options{Brief: brief})
	if got := ids(lib.Events("")); !slices.Equal(got, []string{"p1"}) {
		t.Errorf("events after reopening = %v, want [p1]", got)
	}
	if hits := mustSearch(t, lib, Query{Text: "new"}); len(hits) != 0 {
		t.Errorf("the interrupted import is searchable: %v", ids(hits))
	}
	if !brief {
		lib.waitGarbage()
		if n := docCount(t, lib); n != 3 {
			t.Errorf("%d documents after the roll-back, want 3 (event, record, summary)", n)
		}
	}
	// New imports number their generations after the rolled back one.
	commitFile(t, lib, f, mk(f, "p2", ingest.MusicStream, at(2), at(2), "artist", "Newer"))
	if got := ids(lib.Events("")); !slices.Equal(got, []string{"p2"}) {
		t.Errorf("events = %v, want [p2]", got)
	}
	if hits := mustSearch(t, lib, Query{Text: "new"}); len(hits) != 0 {
		t.Errorf("the interrupted import is searchable: %v", ids(hits))
	}
	lib.waitGarbage()
	if n := docCount(t, lib); n != 3 {
		t.Errorf("%d documents after the roll-back and an import, want 3 (event, record, summary)", n)
	}
}

// TestSameRecordInTwoFilesIsOneEvent covers record identity: an id two
// files hold is one event with both origins, counted once, and stays
// while either file holds it.
func TestSameRecordInTwoFilesIsOneEvent(t *testing.T) {
	lib, dir := openTemp(t)
	a, b := "/d/inbox.mbox", "/d/archive.mbox"
	commitFile(t, lib, a,
		mk(a, "m1", ingest.Mail, at(1), at(1), "subject", "Dinner on Friday"),
		mk(a, "m2", ingest.Mail, at(2), at(2), "subject", "Invoice"))
	commitFile(t, lib, b,
		mk(b, "m1", ingest.Mail, at(1), at(1), "subject", "Dinner on Friday"),
		mk(b, "m3", ingest.Mail, at(3), at(3), "subject", "Dinner again"))

	check := func(lib *Library, wantIDs []string, merged int) {
		t.Helper()
		if got := ids(lib.Events("")); !slices.Equal(got, wantIDs) {
			t.Errorf("events = %v, want %v", got, wantIDs)
		}
		st := lib.Stats()
		if st.Events != len(wantIDs) || st.Merged != merged || st.BySource[ingest.Mail] != len(wantIDs) {
			t.Errorf("Stats = %+v, want %d events, %d merged", st, len(wantIDs), merged)
		}
		hits := mustSearch(t, lib, Query{Text: "dinner"})
		seen := map[string]bool{}
		for _, h := range hits {
			if seen[h.Event.ID] {
				t.Errorf("search returns %s twice", h.Event.ID)
			}
			seen[h.Event.ID] = true
		}
	}
	check(lib, []string{"m1", "m2", "m3"}, 1)
	origins := lib.Origins("m1")
	if len(origins) != 2 || origins[0].File == origins[1].File {
		t.Errorf("Origins(m1) = %+v, want both files", origins)
	}
	closeLib(t, lib)
	lib = openDir(t, dir, Options{Lazy: true})
	if lib.eventsLoaded() {
		t.Error("a lazy library loaded its events at Open")
	}
	if st := lib.Stats(); st.Events != 3 || st.Merged != 1 {
		t.Errorf("lazy Stats = %+v", st)
	}
	if err := lib.RemoveFile(context.Background(), a); err != nil {
		t.Fatal(err)
	}
	if lib.eventsLoaded() {
		t.Error("removing a file loaded the events")
	}
	check(lib, []string{"m1", "m3"}, 0)
	if o := lib.Origins("m1"); len(o) != 1 || o[0].File != b {
		t.Errorf("Origins(m1) after removing %s = %+v", a, o)
	}
}

// TestReadOnlyWhileAnotherWriterHoldsTheLibrary opens a second library on
// the same folder: it reads the committed state and refuses writes.
func TestReadOnlyWhileAnotherWriterHoldsTheLibrary(t *testing.T) {
	lib, dir := openTemp(t)
	commitFile(t, lib, "/d/a", mk("/d/a", "a1", ingest.Note, at(1), at(1), "text", "alpha"))
	lib.flushSize = 5
	w, err := lib.BeginFile("/d/b")
	if err != nil {
		t.Fatal(err)
	}
	for i := range 12 {
		w.Add(mk("/d/b", fmt.Sprintf("b%d", i), ingest.Note, at(2), at(2), "text", "beta"))
	}
	waitDurable(t, lib)

	if _, err := Open(dir); !errors.Is(err, ErrInUse) {
		t.Fatalf("second writer: err = %v, want ErrInUse", err)
	}
	ro := openDir(t, dir, Options{ShareIfInUse: true})
	if !ro.ReadOnly() {
		t.Fatal("the second library is not read-only")
	}
	if got := ids(ro.Events("")); !slices.Equal(got, []string{"a1"}) {
		t.Errorf("read-only events = %v, want [a1] (the import under way is not committed)", got)
	}
	if hits := mustSearch(t, ro, Query{Text: "alpha beta"}); !slices.Equal(ids(hits), []string{"a1"}) {
		t.Errorf("read-only search = %v", ids(hits))
	}
	if _, err := ro.BeginFile("/d/c"); !errors.Is(err, ErrReadOnly) {
		t.Errorf("BeginFile on a read-only library: %v", err)
	}
	if err := ro.RemoveFile(context.Background(), "/d/a"); !errors.Is(err, ErrReadOnly) {
		t.Errorf("RemoveFile on a read-only library: %v", err)
	}
	if err := w.Commit(context.Background(), FileRecord{}); err != nil {
		t.Fatal(err)
	}
	if n := ro.Count(); n != 1 {
		t.Errorf("the read-only library changed under its reader: %d events", n)
	}
}

// waitDurable waits until everything written so far is on disk.
func waitDurable(t *testing.T, lib *Library) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		lib.unpersisted.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("batches not persisted within a minute")
	}
}

func TestDurableAfterCommit(t *testing.T) {
	lib, _ := openTemp(t)
	w, _ := lib.BeginFile("/d/a")
	select {
	case err := <-w.Durable():
		if err == nil {
			t.Error("Durable before Commit reported success")
		}
	default:
		t.Error("Durable before Commit blocks")
	}
	w.Add(mk("/d/a", "a1", ingest.Note, at(1), at(1), "text", "alpha"))
	if err := w.Commit(context.Background(), FileRecord{}); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-w.Durable():
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(time.Minute):
		t.Fatal("the commit was not persisted within a minute")
	}
}

// TestMigratesTheFormerLayout opens a library written the way the format
// before generations did: events named by id, records without a kind, an
// orphan of a cancelled import. The events with a record survive, the
// orphan goes.
func TestMigratesTheFormerLayout(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, libraryFolder)
	bw, err := openWriter(indexConfig(path, func(error) {}))
	if err != nil {
		t.Fatal(err)
	}
	b := bluge.NewBatch()
	old := &Library{analyzer: newTextAnalyzer()}
	for _, ev := range []ingest.Event{
		mk("/d/a", "a1", ingest.Note, at(1), at(1), "text", "alpha"),
		mk("/d/a", "a2", ingest.Note, at(2), at(2), "text", "alpha two"),
		mk("/d/gone", "x1", ingest.Note, at(3), at(3), "text", "orphan"),
	} {
		doc, err := old.eventDoc(&ev, ev.Origin.File, 0)
		if err != nil {
			t.Fatal(err)
		}
		b.Insert(doc)
	}
	rec := bluge.NewDocument(fileRecordID("/d/a"))
	rec.AddField(bluge.NewStoredOnlyField(fieldRecord, []byte(`{"path":"/d/a","format":"test","events":2}`)))
	b.Insert(rec)
	persisted := make(chan error, 1)
	b.SetPersistedCallback(func(err error) { persisted <- err })
	if err := bw.Batch(b); err != nil {
		t.Fatal(err)
	}
	if err := <-persisted; err != nil {
		t.Fatal(err)
	}
	if err := bw.Close(); err != nil {
		t.Fatal(err)
	}

	lib := openDir(t, dir, Options{})
	if got := ids(lib.Events("")); !slices.Equal(got, []string{"a1", "a2"}) {
		t.Errorf("events after migration = %v, want [a1 a2]", got)
	}
	if rec, _ := lib.File("/d/a"); rec.Gen == 0 || rec.Events != 2 || rec.Format != "test" {
		t.Errorf("record after migration = %+v", rec)
	}
	lib.waitGarbage()
	if n := docCount(t, lib); n != 4 {
		t.Errorf("%d documents after migration, want 2 events, record, summary", n)
	}
	closeLib(t, lib)
	lib = openDir(t, dir, Options{Lazy: true})
	if st := lib.Stats(); st.Events != 2 || st.ByFile["/d/a"] != 2 {
		t.Errorf("Stats after migration = %+v", st)
	}
}

// TestHalfWrittenFirstSnapshot: a process killed while Bluge wrote the
// library's first snapshot leaves a partial file; the library opens (empty,
// as nothing was durable) for readers and writers.
func TestHalfWrittenFirstSnapshot(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, libraryFolder)
	if err := os.MkdirAll(path, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(path, "000000000003.snp"), []byte{0, 0, 0, 1, 2}, 0o600); err != nil {
		t.Fatal(err)
	}
	ro := openDir(t, dir, Options{ReadOnly: true})
	if ro.Count() != 0 {
		t.Errorf("read-only count %d", ro.Count())
	}
	ro.Close()
	lib := openDir(t, dir, Options{})
	commitFile(t, lib, "/d/a", mk("/d/a", "a1", ingest.Note, at(1), at(1), "text", "alpha"))
	if lib.Count() != 1 {
		t.Errorf("count %d after an import", lib.Count())
	}
}

// TestFileEventsListsEveryCopy: a file's events include the records
// another file holds too, though Events lists those once.
func TestFileEventsListsEveryCopy(t *testing.T) {
	lib, _ := openTemp(t)
	commitFile(t, lib, "/d/a", mk("/d/a", "m1", ingest.Mail, at(1), at(1), "subject", "shared"), mk("/d/a", "m2", ingest.Mail, at(2), at(2), "subject", "only a"))
	commitFile(t, lib, "/d/b", mk("/d/b", "m1", ingest.Mail, at(1), at(1), "subject", "shared"))
	for file, want := range map[string][]string{"/d/a": {"m1", "m2"}, "/d/b": {"m1"}, "/d/none": nil} {
		evs := lib.FileEvents(file)
		if got := ids(evs); !slices.Equal(got, want) {
			t.Errorf("FileEvents(%s) = %v, want %v", file, got, want)
		}
		for _, ev := range evs {
			if ev.Origin.File != file {
				t.Errorf("FileEvents(%s) gave the copy of %s", file, ev.Origin.File)
			}
		}
	}
}

// TestCommitFilesIsOneCommitOfEach: files committed together leave the
// library as committing them one by one does (counts, records shared by
// two files, a file replaced, the summary after reopening), and a group
// that cannot commit changes nothing.
func TestCommitFilesIsOneCommitOfEach(t *testing.T) {
	rec := func(file string) FileRecord { return FileRecord{Format: "test", Size: 1, Hash: "h-" + file} }
	setup := func(lib *Library) {
		commitFile(t, lib, "/d/a", mk("/d/a", "m1", ingest.Mail, at(1), at(1), "subject", "one"), mk("/d/a", "m2", ingest.Mail, at(2), at(2), "subject", "two"))
	}
	a := func(lib *Library) *FileWriter {
		return begin(t, lib, "/d/a", mk("/d/a", "m2", ingest.Mail, at(2), at(2), "subject", "two"), mk("/d/a", "m3", ingest.Mail, at(3), at(3), "subject", "three"))
	}
	b := func(lib *Library) *FileWriter {
		return begin(t, lib, "/d/b", mk("/d/b", "m1", ingest.Mail, at(1), at(1), "subject", "one"), mk("/d/b", "m3", ingest.Mail, at(3), at(3), "subject", "three"))
	}
	ctx := context.Background()

	one, _ := openTemp(t)
	setup(one)
	for _, w := range []*FileWriter{a(one), b(one)} {
		if err := w.Commit(ctx, rec(w.Path())); err != nil {
			t.Fatal(err)
		}
	}
	group, dir := openTemp(t)
	setup(group)
	ws := []*FileWriter{a(group), b(group)}
	if err := group.CommitFiles(ctx, ws, []FileRecord{rec("/d/a"), rec("/d/b")}); err != nil {
		t.Fatal(err)
	}
	for _, w := range ws {
		if err := <-w.Durable(); err != nil {
			t.Errorf("%s not on disk: %v", w.Path(), err)
		}
	}
	want, got := one.Stats(), group.Stats()
	if got.Events != 3 || got.Merged != 1 || !maps.Equal(got.ByFile, want.ByFile) || got.Events != want.Events || got.Merged != want.Merged {
		t.Errorf("committed together: %+v, one by one: %+v (want 3 events, 1 merged)", got, want)
	}
	if r, ok := group.File("/d/b"); !ok || r.Events != 2 {
		t.Errorf("record of /d/b: %+v %v", r, ok)
	}

	// Nothing of a group changes when it cannot commit.
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	c, d := begin(t, group, "/d/c", mk("/d/c", "n1", ingest.Note, at(4), at(4), "text", "c")), begin(t, group, "/d/d", mk("/d/d", "n2", ingest.Note, at(5), at(5), "text", "d"))
	if err := group.CommitFiles(cancelled, []*FileWriter{c, d}, []FileRecord{rec("/d/c"), rec("/d/d")}); err == nil {
		t.Error("a cancelled group committed")
	}
	e := begin(t, group, "/d/e", mk("/d/e", "n3", ingest.Note, at(6), at(6), "text", "e"))
	e2 := begin(t, group, "/d/e", mk("/d/e", "n4", ingest.Note, at(7), at(7), "text", "e again"))
	if err := group.CommitFiles(ctx, []*FileWriter{e, e2}, []FileRecord{rec("/d/e"), rec("/d/e")}); err == nil {
		t.Error("one file twice in a group committed")
	}
	if s := group.Stats(); s.Events != 3 || s.Files != 2 {
		t.Errorf("after groups that failed: %d events in %d files, want 3 in 2", s.Events, s.Files)
	}

	// The summary written with the group is the one a reopened library reads.
	closeLib(t, group)
	again := openDir(t, dir, Options{})
	if s := again.Stats(); s.Events != 3 || s.Merged != 1 || s.Files != 2 {
		t.Errorf("reopened: %+v", s)
	}
}

// TestRecordChangingSource: a record re-derived into another source (a
// viewing of another profile) moves in the counts, the cache and the
// summary a reopened library reads.
func TestRecordChangingSource(t *testing.T) {
	lib, dir := openTemp(t)
	f := "/d/viewing.csv"
	commitFile(t, lib, f, mk(f, "v1", ingest.TVSeriesStream, at(1), at(2), "title", "Money Heist"), mk(f, "v2", ingest.TVSeriesStream, at(3), at(4), "title", "Dark"))
	if got := ids(lib.Events(ingest.TVSeriesStream)); len(got) != 2 {
		t.Fatalf("before: %v", got)
	}
	commitFile(t, lib, f, mk(f, "v1", "other_profile_stream", at(1), at(2), "title", "Money Heist"), mk(f, "v2", ingest.TVSeriesStream, at(3), at(4), "title", "Dark"))
	want := map[string]int{ingest.TVSeriesStream: 1, "other_profile_stream": 1}
	if got := lib.Stats().BySource; !maps.Equal(got, want) {
		t.Errorf("by source %v, want %v", got, want)
	}
	if got := ids(lib.Events(ingest.TVSeriesStream)); !slices.Equal(got, []string{"v2"}) {
		t.Errorf("cached series viewings %v, want [v2]", got)
	}
	if got := ids(lib.Events("other_profile_stream")); !slices.Equal(got, []string{"v1"}) {
		t.Errorf("cached other profile's viewings %v, want [v1]", got)
	}
	closeLib(t, lib)
	again := openDir(t, dir, Options{})
	if got := again.Stats().BySource; !maps.Equal(got, want) {
		t.Errorf("reopened: by source %v, want %v", got, want)
	}
}
