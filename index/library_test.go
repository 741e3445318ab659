package index

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
)

func TestOpenCloseReopenKeepsEventsAndRecords(t *testing.T) {
	lib, dir := openTemp(t)
	berlin := test.Zone("Europe/Berlin")
	cal := mk("/d/cal.ics", "c1", ingest.Calendar, time.Date(2024, 3, 1, 10, 0, 0, 0, berlin), time.Date(2024, 3, 1, 11, 30, 0, 0, berlin),
		"summary", "Football practice ⚽", "attendees", []string{"Tom", "Anna"}, "duration_s", 5400, "cancelled", false)
	cal.AllDay = false
	song := mk("/d/spotify.json", "s1", ingest.MusicStream, at(1), at(1.05), "artist", "Daft Punk", "track", "One More Time")
	commitFile(t, lib, "/d/cal.ics", cal)
	commitFile(t, lib, "/d/spotify.json", song)
	if err := lib.PutFileRecord(FileRecord{Path: "/d/broken.csv", Format: "csv", Error: "line 3: bad date"}); err != nil {
		t.Fatal(err)
	}
	if err := lib.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := lib.Search(context.Background(), Query{Text: "football"}); !errors.Is(err, ErrClosed) {
		t.Errorf("Search after Close: err = %v, want ErrClosed", err)
	}
	if _, err := lib.BeginFile("/d/x"); !errors.Is(err, ErrClosed) {
		t.Errorf("BeginFile after Close: err = %v, want ErrClosed", err)
	}

	lib = openDir(t, dir, Options{})
	if n := lib.Count(); n != 2 {
		t.Fatalf("Count after reopen = %d, want 2", n)
	}
	got, ok := lib.Get("c1")
	if !ok {
		t.Fatal("c1 lost on reopen")
	}
	if !reflect.DeepEqual(got.Fields, cal.Fields) || got.Origin != cal.Origin || got.Source != cal.Source {
		t.Errorf("c1 after reopen = %+v, want %+v", got, cal)
	}
	if got.Start.Location().String() != "Europe/Berlin" || got.Start.Format("15:04") != "10:00" {
		t.Errorf("c1 start = %v in %s, want 10:00 Europe/Berlin", got.Start, got.Start.Location())
	}
	rec, ok := lib.File("/d/cal.ics")
	if !ok || rec.Events != 1 || rec.Hash != "h-/d/cal.ics" || rec.Format != "test" {
		t.Errorf("record of cal.ics = %+v, %v", rec, ok)
	}
	if rec, ok := lib.File("/d/broken.csv"); !ok || rec.Error != "line 3: bad date" {
		t.Errorf("record of broken.csv = %+v, %v", rec, ok)
	}
	if paths := recordPaths(lib.Files()); !slices.Equal(paths, []string{"/d/broken.csv", "/d/cal.ics", "/d/spotify.json"}) {
		t.Errorf("Files() = %v", paths)
	}
	if hits := mustSearch(t, lib, Query{Text: "soccer"}); !slices.Equal(ids(hits), []string{"c1"}) {
		t.Errorf("search after reopen = %v, want [c1]", ids(hits))
	}
}

func recordPaths(recs []FileRecord) []string {
	var out []string
	for _, r := range recs {
		out = append(out, r.Path)
	}
	return out
}

func TestOpenCreatesOwnerOnlyFolders(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "data")
	lib := openDir(t, dir, Options{})
	commitFile(t, lib, "/d/a", mk("/d/a", "a1", ingest.Note, at(0), at(0), "text", "hello"))
	if err := lib.Close(); err != nil {
		t.Fatal(err)
	}
	nfiles := 0
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		st, err := d.Info()
		if err != nil {
			return err
		}
		want := fs.FileMode(0o600)
		if d.IsDir() {
			want = 0o700
		} else {
			nfiles++
		}
		if st.Mode().Perm() != want {
			t.Errorf("%s has mode %v, want %v", p, st.Mode().Perm(), want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if nfiles == 0 {
		t.Error("no index files were written")
	}
}

func TestOpenTightensLooseLibraryFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, libraryFolder), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(filepath.Join(dir, libraryFolder), 0o755); err != nil {
		t.Fatal(err)
	}
	lib := openDir(t, dir, Options{})
	lib.Close()
	st, err := os.Stat(filepath.Join(dir, libraryFolder))
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o700 {
		t.Errorf("library folder mode = %v, want 0700", st.Mode().Perm())
	}
}

func TestBatchInsertAcrossFlushesAndGet(t *testing.T) {
	lib, _ := openTemp(t)
	lib.flushSize = 64 // several flushes plus a final batch
	const n = 1000
	w, err := lib.BeginFile("/d/plays.json")
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		ev := mk("/d/plays.json", fmt.Sprintf("p%04d", i), ingest.MusicStream, at(float64(i)), at(float64(i)+0.05),
			"artist", fmt.Sprintf("Artist %d", i%7), "duration_s", i)
		if err := w.Add(ev); err != nil {
			t.Fatal(err)
		}
	}
	// Flushed events stay invisible until Commit: the file is all or nothing.
	if c := lib.Count(); c != 0 {
		t.Errorf("Count before Commit = %d, want 0", c)
	}
	if hits := mustSearch(t, lib, Query{Text: "artist"}); len(hits) != 0 {
		t.Errorf("search before Commit found %d events", len(hits))
	}
	if _, ok := lib.File("/d/plays.json"); ok {
		t.Error("file record exists before Commit")
	}
	gen := lib.Generation()
	if err := w.Commit(context.Background(), FileRecord{Format: "spotify", Events: 12345}); err != nil {
		t.Fatal(err)
	}
	if lib.Generation() == gen {
		t.Error("Generation did not change on Commit")
	}
	if c := lib.Count(); c != n {
		t.Errorf("Count = %d, want %d", c, n)
	}
	rec, _ := lib.File("/d/plays.json")
	if rec.Events != n || rec.Path != "/d/plays.json" {
		t.Errorf("record = %+v, want Events %d and the writer's path", rec, n)
	}
	ev, ok := lib.Get("p0123")
	if !ok {
		t.Fatal("p0123 missing")
	}
	if ev.Text("artist") != "Artist 4" || ev.Text("duration_s") != "123" || !ev.Start.Equal(at(123)) {
		t.Errorf("p0123 = %+v", ev)
	}
	if _, ok := lib.Get("nope"); ok {
		t.Error("Get of an unknown id succeeded")
	}
	if err := w.Add(mk("/d/plays.json", "late", ingest.MusicStream, at(0), at(0))); err == nil {
		t.Error("Add after Commit succeeded")
	}
}

func TestAddRejectsBadEventsAndDeduplicates(t *testing.T) {
	lib, _ := openTemp(t)
	w, _ := lib.BeginFile("/d/f")
	if err := w.Add(ingest.Event{Source: "note"}); err == nil || !strings.Contains(err.Error(), "/d/f") {
		t.Errorf("Add without id: err = %v, want an error naming the file", err)
	}
	w.Add(mk("/d/f", "x", ingest.Note, at(0), at(0), "text", "first"))
	w.Add(mk("/d/f", "x", ingest.Note, at(0), at(0), "text", "second"))
	if err := w.Commit(context.Background(), FileRecord{}); err != nil {
		t.Fatal(err)
	}
	if ev, _ := lib.Get("x"); lib.Count() != 1 || ev.Text("text") != "second" {
		t.Errorf("duplicate ids: count %d, text %q; want 1 event saying second", lib.Count(), ev.Text("text"))
	}
	if hits := mustSearch(t, lib, Query{Text: "first"}); len(hits) != 0 {
		t.Errorf("the replaced version is still searchable: %v", ids(hits))
	}
}

func TestStoredEventsDoNotAliasTheImporter(t *testing.T) {
	lib, _ := openTemp(t)
	ev := mk("/d/f", "x", ingest.Note, at(0), at(0), "labels", []string{"a", "b"})
	commitFile(t, lib, "/d/f", ev)
	ev.Fields[0].Value.List[0] = "changed"
	got, _ := lib.Get("x")
	if got.Fields[0].Value.List[0] != "a" {
		t.Error("changing the importer's event changed the stored one")
	}
}

func TestRecommitReplacesExactlyTheFilesEvents(t *testing.T) {
	lib, dir := openTemp(t)
	a := "/d/a.ics"
	commitFile(t, lib, a,
		mk(a, "a1", ingest.Calendar, at(1), at(2), "summary", "Dentist"),
		mk(a, "a2", ingest.Calendar, at(3), at(4), "summary", "Piano lesson"),
		mk(a, "a3", ingest.Calendar, at(5), at(6), "summary", "Book club"))
	commitFile(t, lib, "/d/b.ics", mk("/d/b.ics", "b1", ingest.Calendar, at(1), at(2), "summary", "Dentist for Anna"))

	// a1 changed, a2 removed, a3 unchanged, a4 added.
	commitFile(t, lib, a,
		mk(a, "a1", ingest.Calendar, at(1), at(2), "summary", "Orthodontist"),
		mk(a, "a3", ingest.Calendar, at(5), at(6), "summary", "Book club"),
		mk(a, "a4", ingest.Calendar, at(7), at(8), "summary", "Yoga"))

	check := func(lib *Library) {
		t.Helper()
		evs := lib.Events(ingest.Calendar)
		if got := ids(evs); !slices.Equal(got, []string{"a1", "b1", "a3", "a4"}) {
			t.Errorf("calendar events = %v, want [a1 b1 a3 a4]", got)
		}
		if ev, _ := lib.Get("a1"); ev == nil || ev.Text("summary") != "Orthodontist" {
			t.Errorf("a1 = %+v, want the new summary", ev)
		}
		if _, ok := lib.Get("a2"); ok {
			t.Error("a2 survived the re-import")
		}
		if got := ids(mustSearch(t, lib, Query{Text: "dentist"})); !slices.Equal(got, []string{"b1"}) {
			t.Errorf(`search "dentist" = %v, want [b1] (the old a1 must be gone)`, got)
		}
		if got := ids(mustSearch(t, lib, Query{Text: "piano"})); len(got) != 0 {
			t.Errorf(`search "piano" = %v, want none`, got)
		}
		st := lib.Stats()
		if st.ByFile[a] != 3 || st.ByFile["/d/b.ics"] != 1 || st.Events != 4 || st.Files != 2 {
			t.Errorf("Stats = %+v", st)
		}
		if rec, _ := lib.File(a); rec.Events != 3 {
			t.Errorf("record events = %d, want 3", rec.Events)
		}
	}
	check(lib)
	lib.Close()
	lib2 := openDir(t, dir, Options{})
	check(lib2)
}

func TestAbortLeavesTheFileAsItWas(t *testing.T) {
	lib, dir := openTemp(t)
	lib.flushSize = 2
	f := "/d/mail.mbox"
	commitFile(t, lib, f,
		mk(f, "m1", ingest.Mail, at(1), at(1), "subject", "Old one"),
		mk(f, "m2", ingest.Mail, at(2), at(2), "subject", "Old two"),
		mk(f, "m3", ingest.Mail, at(3), at(3), "subject", "Old three"))
	before, _ := lib.File(f)

	w, _ := lib.BeginFile(f)
	w.Add(mk(f, "m1", ingest.Mail, at(1), at(1), "subject", "New one"))
	w.Add(mk(f, "m9", ingest.Mail, at(9), at(9), "subject", "New nine")) // flushes m1 and m9
	w.Add(mk(f, "m8", ingest.Mail, at(8), at(8), "subject", "Never stored"))
	w.Abort()

	check := func(lib *Library) {
		t.Helper()
		if got := ids(lib.Events(ingest.Mail)); !slices.Equal(got, []string{"m1", "m2", "m3"}) {
			t.Errorf("after Abort: %v, want [m1 m2 m3] (nothing of the aborted import)", got)
		}
		if ev, _ := lib.Get("m1"); ev.Text("subject") != "Old one" {
			t.Errorf("m1 = %q, want the committed version", ev.Text("subject"))
		}
		if hits := mustSearch(t, lib, Query{Text: "new"}); len(hits) != 0 {
			t.Errorf("search finds the aborted import: %v", ids(hits))
		}
		if after, _ := lib.File(f); !reflect.DeepEqual(after, before) {
			t.Errorf("record changed by Abort: %+v -> %+v", before, after)
		}
	}
	check(lib)
	if err := w.Commit(context.Background(), FileRecord{}); err == nil {
		t.Error("Commit after Abort succeeded")
	}
	lib.waitGarbage()
	if n := docCount(t, lib); n != 3+2 {
		t.Errorf("%d documents after the aborted import was deleted, want 3 events + record + summary", n)
	}
	lib.Close()
	lib = openDir(t, dir, Options{})
	check(lib)
}

// docCount counts the live documents of the library.
func docCount(t testing.TB, lib *Library) uint64 {
	t.Helper()
	snap, release, err := lib.acquire()
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	n, err := snap.Count()
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestCommitWithCancelledContextStoresNothingMore(t *testing.T) {
	lib, _ := openTemp(t)
	f := "/d/n.json"
	commitFile(t, lib, f, mk(f, "n1", ingest.Note, at(1), at(1), "text", "keep me"))
	w, _ := lib.BeginFile(f)
	w.Add(mk(f, "n2", ingest.Note, at(2), at(2), "text", "new"))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := w.Commit(ctx, FileRecord{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Commit err = %v, want context.Canceled", err)
	}
	if got := ids(lib.Events("")); !slices.Equal(got, []string{"n1"}) {
		t.Errorf("events = %v, want [n1]", got)
	}
}

func TestRemoveFile(t *testing.T) {
	lib, dir := openTemp(t)
	commitFile(t, lib, "/d/a", mk("/d/a", "a1", ingest.Note, at(1), at(1), "text", "alpha"), mk("/d/a", "a2", ingest.Note, at(2), at(2), "text", "alpha two"))
	commitFile(t, lib, "/d/b", mk("/d/b", "b1", ingest.Note, at(3), at(3), "text", "beta"))
	if err := lib.RemoveFile(context.Background(), "/d/a"); err != nil {
		t.Fatal(err)
	}
	if got := ids(lib.Events("")); !slices.Equal(got, []string{"b1"}) {
		t.Errorf("events = %v, want [b1]", got)
	}
	if _, ok := lib.File("/d/a"); ok {
		t.Error("record of /d/a survived RemoveFile")
	}
	if hits := mustSearch(t, lib, Query{Text: "alpha"}); len(hits) != 0 {
		t.Errorf("removed events still found: %v", ids(hits))
	}
	if err := lib.RemoveFile(context.Background(), "/d/unknown"); err != nil {
		t.Errorf("RemoveFile of an unknown file: %v", err)
	}
	lib.Close()
	lib2 := openDir(t, dir, Options{})
	if lib2.Count() != 1 || len(lib2.Files()) != 1 {
		t.Errorf("after reopen: %d events, %d files; want 1 and 1", lib2.Count(), len(lib2.Files()))
	}
}

func TestCountsAndStats(t *testing.T) {
	lib, _ := openTemp(t)
	commitFile(t, lib, "/d/s", mk("/d/s", "s1", ingest.MusicStream, at(1), at(1)), mk("/d/s", "s2", ingest.MusicStream, at(2), at(2)),
		mk("/d/s", "p1", ingest.PodcastStream, at(3), at(3)))
	commitFile(t, lib, "/d/w", mk("/d/w", "w1", ingest.Workout, at(4), at(5)))
	if err := lib.PutFileRecord(FileRecord{Path: "/d/skipped.html", Format: "html", Error: "not an export"}); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{ingest.MusicStream: 2, ingest.PodcastStream: 1, ingest.Workout: 1}
	if got := lib.CountBySource(); !reflect.DeepEqual(got, want) {
		t.Errorf("CountBySource = %v, want %v", got, want)
	}
	st := lib.Stats()
	wantStats := Stats{Events: 4, BySource: want, Files: 3, ByFile: map[string]int{"/d/s": 3, "/d/w": 1}}
	if !reflect.DeepEqual(st, wantStats) {
		t.Errorf("Stats = %+v, want %+v", st, wantStats)
	}
}

func TestConcurrentFileWriters(t *testing.T) {
	lib, _ := openTemp(t)
	lib.flushSize = 50
	test.Concurrently(t, 4, func(f int) error {
		file := fmt.Sprintf("/d/f%d", f)
		w, err := lib.BeginFile(file)
		if err != nil {
			return err
		}
		for i := range 300 {
			if err := w.Add(mk(file, fmt.Sprintf("f%d-%d", f, i), ingest.Note, at(float64(i)), at(float64(i)), "text", "note")); err != nil {
				return err
			}
		}
		return w.Commit(context.Background(), FileRecord{})
	})
	if t.Failed() {
		return
	}
	st := lib.Stats()
	if st.Events != 1200 || len(st.ByFile) != 4 || st.ByFile["/d/f2"] != 300 {
		t.Errorf("Stats = %+v", st)
	}
}

// TestReadersDuringImport runs searches and listings while a large import
// writes, under the race detector in CI: readers must never fail, never
// see a half-applied batch, and see the whole import at the end.
func TestReadersDuringImport(t *testing.T) {
	lib, _ := openTemp(t)
	lib.flushSize = 300
	const n = 3000
	f := "/d/big.json"
	commitFile(t, lib, "/d/other", mk("/d/other", "o1", ingest.Note, at(0), at(0), "text", "football ⚽"))

	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	readErr := make(chan error, 3)
	reader := func(fn func() error) {
		wg.Go(func() {
			for ctx.Err() == nil {
				if err := fn(); err != nil {
					readErr <- err
					cancel()
					return
				}
				time.Sleep(time.Millisecond) // let the writer make progress on two cores
			}
		})
	}
	reader(func() error {
		hits, err := lib.Search(ctx, Query{Text: "listened music", Sources: []string{ingest.MusicStream}})
		if err != nil && ctx.Err() == nil {
			return err
		}
		for _, h := range hits {
			if h.Event.Source != ingest.MusicStream || h.Score <= 0 {
				return fmt.Errorf("bad hit %+v", h)
			}
		}
		if len(hits) != 0 && len(hits) != n {
			return fmt.Errorf("saw %d hits: the import was half visible", len(hits))
		}
		return nil
	})
	reader(func() error {
		evs := lib.Events(ingest.MusicStream)
		for i := 1; i < len(evs); i++ {
			if compareEvents(evs[i-1], evs[i]) > 0 {
				return fmt.Errorf("events out of order at %d", i)
			}
		}
		hits, err := lib.Search(ctx, Query{Text: "football"})
		if err == nil && len(hits) != 1 {
			return fmt.Errorf("the other file's event is not found during the import: %d hits", len(hits))
		}
		return nil
	})
	reader(func() error {
		st := lib.Stats()
		_ = lib.ValueCounts(ingest.MusicStream, "artist", 3)
		if st.BySource[ingest.Note] != 1 {
			return fmt.Errorf("stats lost the other file: %+v", st)
		}
		return nil
	})

	w, err := lib.BeginFile(f)
	if err != nil {
		t.Fatal(err)
	}
	for i := range n {
		if err := w.Add(mk(f, fmt.Sprintf("e%05d", i), ingest.MusicStream, at(float64(i)/10), at(float64(i)/10+0.05),
			"artist", fmt.Sprintf("Band %d", i%13), "track", "Song", "reason_end", "listened")); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Commit(context.Background(), FileRecord{}); err != nil {
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond) // let the readers see the final state
	cancel()
	wg.Wait()
	close(readErr)
	for err := range readErr {
		t.Error(err)
	}
	if hits := mustSearch(t, lib, Query{Text: "listened"}); len(hits) != n {
		t.Errorf("after import: %d hits, want %d", len(hits), n)
	}
}

func TestOpenErrors(t *testing.T) {
	t.Run("data folder is a file", func(t *testing.T) {
		p := filepath.Join(t.TempDir(), "data")
		os.WriteFile(p, []byte("x"), 0o600)
		_, err := Open(p)
		if err == nil || !strings.Contains(err.Error(), "not a folder") || !strings.Contains(err.Error(), p) {
			t.Errorf("err = %v, want 'not a folder' naming %s", err, p)
		}
	})
	t.Run("library folder is a file", func(t *testing.T) {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, libraryFolder), []byte("x"), 0o600)
		_, err := Open(dir)
		if err == nil || !strings.Contains(err.Error(), "library folder") {
			t.Errorf("err = %v, want an error about the library folder", err)
		}
	})
	t.Run("unreadable folder", func(t *testing.T) {
		if os.Geteuid() == 0 {
			t.Skip("permissions do not apply to root")
		}
		dir := t.TempDir()
		lib := filepath.Join(dir, libraryFolder)
		os.Mkdir(lib, 0o700)
		os.Chmod(lib, 0)
		defer os.Chmod(lib, 0o700)
		_, err := Open(dir)
		if err == nil || !strings.Contains(err.Error(), lib) {
			t.Errorf("err = %v, want an error naming %s", err, lib)
		}
	})
	t.Run("in use", func(t *testing.T) {
		lib, dir := openTemp(t)
		_ = lib
		_, err := Open(dir)
		if !errors.Is(err, ErrInUse) {
			t.Errorf("second Open: err = %v, want ErrInUse", err)
		}
	})
	damages := []struct {
		name, ext string
		damage    func([]byte) []byte
	}{
		{"garbage segment", ".seg", func(b []byte) []byte { return bytes.Repeat([]byte("g"), len(b)) }},
		{"truncated segment", ".seg", func(b []byte) []byte { return b[:len(b)/2] }},
		{"garbage snapshot", ".snp", func(b []byte) []byte { return bytes.Repeat([]byte("g"), len(b)) }},
		{"truncated snapshot", ".snp", func(b []byte) []byte { return b[:len(b)/2] }},
		// Bluge crashed the process on this one before snapshots were read
		// into memory (see blugeConfig).
		{"flipped snapshot", ".snp", func(b []byte) []byte {
			for i := len(b) / 3; i < len(b)/3+20 && i < len(b); i++ {
				b[i] ^= 0xff
			}
			return b
		}},
	}
	for _, d := range damages {
		t.Run(d.name, func(t *testing.T) {
			lib, dir := openTemp(t)
			commitFile(t, lib, "/d/a", mk("/d/a", "a1", ingest.Note, at(1), at(1), "text", "alpha"))
			lib.Close()
			damageFiles(t, filepath.Join(dir, libraryFolder), d.ext, d.damage)
			lib, err := Open(dir)
			if err == nil {
				lib.Close()
				t.Fatal("Open of a damaged library succeeded")
			}
			if !strings.Contains(err.Error(), "damaged") || !strings.Contains(err.Error(), dir) {
				t.Errorf("err = %v, want it to say the library folder may be damaged", err)
			}
		})
	}
	t.Run("stray file name", func(t *testing.T) {
		dir := t.TempDir()
		os.MkdirAll(filepath.Join(dir, libraryFolder), 0o700)
		os.WriteFile(filepath.Join(dir, libraryFolder, "notes.seg"), []byte("x"), 0o600)
		_, err := Open(dir)
		if err == nil || !strings.Contains(err.Error(), "damaged") {
			t.Errorf("err = %v, want a damaged-library error", err)
		}
	})
}

// damageFiles rewrites every index file with the extension ext.
func damageFiles(t *testing.T, dir, ext string, damage func([]byte) []byte) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range ents {
		if filepath.Ext(e.Name()) != ext {
			continue
		}
		p := filepath.Join(dir, e.Name())
		b := test.ReadFile(t, p)
		if err := os.WriteFile(p, damage(b), 0o600); err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n == 0 {
		t.Fatalf("no %s files in %s", ext, dir)
	}
}

func TestResolveDir(t *testing.T) {
	cfg, err := os.UserConfigDir()
	if err != nil {
		t.Skip("no user config dir here")
	}
	home, _ := os.UserHomeDir()
	wd, _ := os.Getwd()
	tests := []struct {
		name, flag, env, want string
	}{
		{"flag wins", "/x/flag", "/x/env", "/x/flag"},
		{"relative flag is made absolute", "rel", "", filepath.Join(wd, "rel")},
		{"home is expanded", "~/reqap-data", "", filepath.Join(home, "reqap-data")},
		{"environment", "", "/x/env", "/x/env"},
		{"default", "", "", filepath.Join(cfg, "reqap")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(EnvData, tt.env)
			got, err := ResolveDir(tt.flag)
			if err != nil || got != tt.want {
				t.Errorf("ResolveDir(%q) with %s=%q = %q, %v; want %q", tt.flag, EnvData, tt.env, got, err, tt.want)
			}
		})
	}
}

// A library that keeps no events in memory (the command line's import)
// writes batches unkeptBatches times larger than one that keeps them (the
// desktop app's), whose batches bound the memory of building them.
func TestUnkeptLibraryWritesLargerBatches(t *testing.T) {
	for _, lazy := range []bool{false, true} {
		lib := openDir(t, t.TempDir(), Options{Lazy: lazy})
		w, err := lib.BeginFile("plays.json")
		if err != nil {
			t.Fatal(err)
		}
		want := defaultFlushSize
		if lazy {
			want *= unkeptBatches
		}
		if w.flush != want {
			t.Errorf("lazy %v: batches of %d events, want %d", lazy, w.flush, want)
		}
		w.Abort()
		lib.Close()
	}
}
