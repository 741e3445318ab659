package app

import (
	"archive/zip"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"reqap/index"
	"reqap/internal/realdata"
	"reqap/internal/test"
)

func openCore(t *testing.T) *Core {
	t.Helper()
	return openCoreIn(t, t.TempDir())
}

// openCoreIn opens the core of the data folder dir and closes it at the
// end of the test.
func openCoreIn(t *testing.T, dir string) *Core {
	t.Helper()
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func importWait(t *testing.T, c *Core, paths ...string) []FileResult {
	t.Helper()
	j := c.Import(context.Background(), paths, nil)
	if err := j.Wait(); err != nil {
		t.Fatalf("import %v: %v", paths, err)
	}
	return j.Results()
}

// importCopy imports a copy of the file src in a new folder, returning the
// folder.
func importCopy(t *testing.T, c *Core, src string) string {
	t.Helper()
	dir := test.FolderWith(t, src)
	importWait(t, c, dir)
	return dir
}

func byPath(rs []FileResult) map[string]FileResult {
	m := map[string]FileResult{}
	for _, r := range rs {
		m[filepath.Base(r.Path)] = r
	}
	return m
}

func ids(t *testing.T, c *Core, source string) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for _, ev := range c.Library().Events(source) {
		out[ev.ID] = true
	}
	return out
}

func TestImportIsIdempotent(t *testing.T) {
	c := openCore(t)
	dir := test.FolderWith(t, "testdata/runs.events.jsonl")
	first := importWait(t, c, dir)
	if len(first) != 1 || first[0].Status != Imported || first[0].Events != 3 {
		t.Fatalf("first import: %+v", first)
	}
	before := ids(t, c, "workout")
	gen := c.Library().Generation()
	second := importWait(t, c, dir)
	if len(second) != 1 || second[0].Status != Unchanged || second[0].Events != 3 {
		t.Fatalf("re-import of an unchanged file: %+v", second)
	}
	if c.Library().Generation() != gen {
		t.Error("re-importing an unchanged file wrote to the library")
	}
	after := ids(t, c, "workout")
	if len(after) != 3 || fmt.Sprint(after) != fmt.Sprint(before) {
		t.Errorf("events changed: %v -> %v", before, after)
	}
	// Touching the file (new mtime, same content) is still unchanged.
	future := time.Now().Add(time.Hour)
	os.Chtimes(filepath.Join(dir, "runs.events.jsonl"), future, future)
	if r := importWait(t, c, dir); r[0].Status != Unchanged {
		t.Errorf("touched file re-imported: %+v", r)
	}
}

func TestChangedFileReplacesExactlyItsEvents(t *testing.T) {
	c := openCore(t)
	dir := t.TempDir()
	a := filepath.Join(dir, "a.events.jsonl")
	b := filepath.Join(dir, "b.events.jsonl")
	test.CopyFile(t, "testdata/runs.events.jsonl", a)
	test.WriteFile(t, b, []byte(`{"id": "n1", "source": "note", "start": "2024-05-02", "title": "Groceries"}`+"\n"))
	importWait(t, c, dir)
	if n := c.Library().Count(); n != 4 {
		t.Fatalf("count = %d, want 4", n)
	}
	// r1 changed, r2 removed, f1 kept, r3 added.
	test.WriteFile(t, a, []byte(strings.Join([]string{
		`{"id": "r1", "source": "workout", "start": "2024-05-01T18:30:00+02:00", "end": "2024-05-01T19:20:00+02:00", "workout_type": "running", "distance_km": 9.0}`,
		`{"id": "f1", "source": "workout", "start": "2024-05-04T10:00:00+02:00", "end": "2024-05-04T11:30:00+02:00", "workout_type": "soccer", "distance_km": 7.1}`,
		`{"id": "r3", "source": "workout", "start": "2024-05-06T07:00:00+02:00", "end": "2024-05-06T07:30:00+02:00", "workout_type": "running", "distance_km": 5}`,
	}, "\n")))
	rs := byPath(importWait(t, c, dir))
	if rs["a.events.jsonl"].Status != Imported || rs["b.events.jsonl"].Status != Unchanged {
		t.Fatalf("results: %+v", rs)
	}
	var dist []string
	for _, ev := range c.Library().Events("workout") {
		dist = append(dist, ev.Text("distance_km"))
	}
	if got := strings.Join(dist, ","); got != "9,7.1,5" {
		t.Errorf("workout distances after change = %s, want 9,7.1,5", got)
	}
	if len(c.Library().Events("note")) != 1 {
		t.Error("the other file's events were touched")
	}
	if rec, ok := c.Library().File(a); !ok || rec.Events != 3 {
		t.Errorf("file record = %+v", rec)
	}
}

func TestFailedReimportKeepsEvents(t *testing.T) {
	c := openCore(t)
	dir := importCopy(t, c, "testdata/runs.events.jsonl")
	p := filepath.Join(dir, "runs.events.jsonl")
	// The file is truncated mid-line: the importer reports the bad line, the
	// good ones still replace their events, and nothing is lost.
	b := test.ReadFile(t, "testdata/runs.events.jsonl")
	test.WriteFile(t, p, b[:len(b)/2])
	rs := importWait(t, c, dir)
	if rs[0].Status == Unchanged {
		t.Fatalf("truncated file treated as unchanged: %+v", rs[0])
	}
	if n := len(c.Library().Events("workout")); n < 1 {
		t.Errorf("events lost after a bad re-import: %d left", n)
	}
	// Binary garbage under a recognized name fails with a clear reason and
	// keeps what was imported before.
	before := c.Library().Count()
	test.WriteFile(t, p, append([]byte(`{"source":"workout","start":`), bytes.Repeat([]byte{0xff, 0x00}, 1000)...))
	rs = importWait(t, c, dir)
	if rs[0].Status != Failed && rs[0].Records == 0 {
		t.Errorf("garbage import: %+v, want a failure or skipped records", rs[0])
	}
	if c.Library().Count() < before && rs[0].Status == Failed {
		t.Errorf("a failed import deleted events: %d -> %d", before, c.Library().Count())
	}
}

// TestOlderImporterVersionReimports: a file imported by an earlier version
// of the importers is read again, though its content did not change, so an
// upgrade's new fields reach events already in the library.
func TestOlderImporterVersionReimports(t *testing.T) {
	c := openCore(t)
	dir := importCopy(t, c, "testdata/runs.events.jsonl")
	if rs := importWait(t, c, dir); rs[0].Status != Unchanged {
		t.Fatalf("second import: %v, want unchanged", rs[0].Status)
	}
	rec, ok := c.Library().File(filepath.Join(dir, "runs.events.jsonl"))
	if !ok {
		t.Fatal("no file record")
	}
	rec.Version--
	if err := c.Library().PutFileRecord(rec); err != nil {
		t.Fatal(err)
	}
	if rs := importWait(t, c, dir); rs[0].Status != Imported {
		t.Errorf("import after an importer upgrade: %v, want imported", rs[0].Status)
	}
}

// TestHugeDamagedFileKeepsItsGoodRecords imports a 1 GiB file (sparse, so
// the test is cheap on disk) whose first record is valid and the rest
// garbage: the good record is imported and the damage reported with its
// record and byte, in bounded memory.
func TestHugeDamagedFileKeepsItsGoodRecords(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("reads 1 GiB")
	}
	c := openCore(t)
	dir := t.TempDir()
	p := filepath.Join(dir, "StreamingHistory_music_0.json")
	good := `[{"endTime":"2024-01-01 10:00","artistName":"Ana","trackName":"Song","msPlayed":61000}]`
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString(good[:len(good)-1] + ",")
	if err := f.Truncate(1 << 30); err != nil {
		t.Skipf("cannot make a 1 GiB sparse file here: %v", err)
	}
	f.Close()
	rs := importWait(t, c, dir)
	if len(rs) != 1 || rs[0].Status != Imported || rs[0].Events != 1 || rs[0].Damaged != 1 {
		t.Fatalf("huge damaged file: %+v, want 1 event and 1 damaged record", rs)
	}
	if d := strings.Join(rs[0].Details, "\n"); !strings.Contains(d, "[1] (byte 87)") || !strings.Contains(d, "larger than the size limit") {
		t.Errorf("damage details %q do not locate the record", d)
	}
	if s := rs[0].String(); !strings.Contains(s, "with 1 damaged record") {
		t.Errorf("result reads %q", s)
	}
	if n := len(c.Library().Events("music_stream")); n != 1 {
		t.Errorf("events after the import: %d, want 1", n)
	}
}

func TestUnrecognizedAndHiddenFilesAreReported(t *testing.T) {
	c := openCore(t)
	dir := t.TempDir()
	test.WriteFile(t, filepath.Join(dir, "holiday.jpg"), []byte("\xff\xd8\xff\xe0 not really a jpeg"))
	test.WriteFile(t, filepath.Join(dir, ".DS_Store"), []byte("x"))
	test.WriteFile(t, filepath.Join(dir, "export.json.crdownload"), []byte("{"))
	rs := byPath(importWait(t, c, dir))
	if r := rs["holiday.jpg"]; r.Status != Skipped || !strings.Contains(r.Reason, "not a recognized") {
		t.Errorf("jpg: %+v", r)
	}
	if r := rs[".DS_Store"]; r.Status != Skipped || r.Reason != "hidden file" {
		t.Errorf("hidden: %+v", r)
	}
	if r := rs["export.json.crdownload"]; r.Status != Skipped || r.Reason != "partial download" {
		t.Errorf("partial: %+v", r)
	}
}

func TestMissingAndUnreadablePaths(t *testing.T) {
	c := openCore(t)
	missing := filepath.Join(t.TempDir(), "nope")
	rs := importWait(t, c, missing)
	if len(rs) != 1 || rs[0].Status != Failed || !strings.Contains(rs[0].Reason, "no longer exists") {
		t.Errorf("missing path: %+v", rs)
	}
	if os.Geteuid() == 0 {
		t.Log("running as root: permission checks are bypassed, unreadable-folder case not exercised")
		return
	}
	dir := t.TempDir()
	locked := filepath.Join(dir, "locked")
	os.Mkdir(locked, 0o755)
	test.CopyFile(t, "testdata/runs.events.jsonl", filepath.Join(locked, "runs.events.jsonl"))
	os.Chmod(locked, 0)
	defer os.Chmod(locked, 0o755)
	rs = importWait(t, c, dir)
	if len(rs) != 1 || rs[0].Status != Failed || !strings.Contains(rs[0].Reason, "permission") {
		t.Errorf("unreadable folder: %+v", rs)
	}
}

func writeZip(t *testing.T, path string, members map[string][]byte) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for name, data := range members {
		w, err := zw.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(data)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
}

func TestZipArchive(t *testing.T) {
	c := openCore(t)
	runs := test.ReadFile(t, "testdata/runs.events.jsonl")
	p := filepath.Join(t.TempDir(), "export.zip")
	writeZip(t, p, map[string][]byte{
		"export/runs.events.jsonl": runs,
		"export/bomb.events.jsonl": bytes.Repeat([]byte(" "), 50<<20), // compresses ~1000:1
		"__MACOSX/._runs":          []byte("x"),
	})
	rs := byPath(importWait(t, c, p))
	if r := rs["runs.events.jsonl"]; r.Status != Imported || r.Events != 3 || !strings.Contains(r.Path, "export.zip!/export/") {
		t.Errorf("zip member: %+v", r)
	}
	if r := rs["bomb.events.jsonl"]; r.Status != Skipped || !strings.Contains(r.Reason, "zip bomb") {
		t.Errorf("zip bomb: %+v", r)
	}
	if ev := c.Library().Events("workout"); len(ev) != 3 || !strings.HasSuffix(ev[0].Origin.File, "export.zip!/export/runs.events.jsonl") {
		t.Errorf("origin of zip member events: %+v", ev)
	}
}

// bigSpotify writes a Spotify account-data history of n plays; files with
// different years hold different plays (the same plays in two files are
// one event each).
func bigSpotify(t testing.TB, path string, n, year int) {
	t.Helper()
	start := time.Date(year, 1, 1, 8, 0, 0, 0, time.UTC)
	h := spotifyHistory(n, func(i int) (time.Time, int, int, int) {
		return start.Add(time.Duration(i) * 3 * time.Minute), i % 150, i % 1500, 120000 + i%60000
	})
	test.WriteFile(t, path, h)
}

// spotifyHistory is a Spotify StreamingHistory file of n plays: play i
// ended at end, of "Track track" by "Artist artist", for ms milliseconds.
func spotifyHistory(n int, play func(i int) (end time.Time, artist, track, ms int)) []byte {
	var b bytes.Buffer
	b.WriteString("[\n")
	for i := range n {
		if i > 0 {
			b.WriteString(",\n")
		}
		end, artist, track, ms := play(i)
		fmt.Fprintf(&b, `  {"endTime": "%s", "artistName": "Artist %d", "trackName": "Track %d", "msPlayed": %d}`,
			end.Format("2006-01-02 15:04"), artist, track, ms)
	}
	b.WriteString("\n]\n")
	return b.Bytes()
}

func TestCancelStopsImportAndKeepsLibraryUsable(t *testing.T) {
	c := openCore(t)
	dir := t.TempDir()
	for i := range 4 {
		bigSpotify(t, filepath.Join(dir, fmt.Sprintf("StreamingHistory_music_%d.json", i)), 6000, 2021+i)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var once sync.Once
	rep := reporterFunc(func(p Progress) {
		if p.Events > 1500 {
			once.Do(cancel)
		}
	})
	j := c.Import(ctx, []string{dir}, rep)
	err := j.Wait()
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled job returned %v", err)
	}
	cancelled := 0
	for _, r := range j.Results() {
		if r.Status == Cancelled {
			cancelled++
		}
		if r.Status == Failed {
			t.Errorf("a cancelled job reported a failure: %+v", r)
		}
	}
	if cancelled == 0 {
		t.Error("no file reported as cancelled")
	}
	// The library still answers and a new import completes the work.
	if _, err := c.Library().Search(context.Background(), index.Query{Text: "Artist 7"}); err != nil {
		t.Fatalf("search after cancel: %v", err)
	}
	rs := importWait(t, c, dir)
	total := 0
	for _, r := range rs {
		if r.Status == Failed || r.Status == Cancelled {
			t.Errorf("re-import after cancel: %+v", r)
		}
		total += r.Events
	}
	if c.Library().Count() != 24000 {
		t.Errorf("count after re-import = %d, want 24000", c.Library().Count())
	}
}

type reporterFunc func(Progress)

func (f reporterFunc) Progress(p Progress) { f(p) }
func (f reporterFunc) FileDone(FileResult) {}

func waitFor(t *testing.T, within time.Duration, what string, cond func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for time.Since(start) < within {
		if cond() {
			return time.Since(start)
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("%s: not within %v", what, within)
	return 0
}

func searchHits(c *Core, text string) int {
	hits, err := c.Library().Search(context.Background(), index.Query{Text: text})
	if err != nil {
		return -1
	}
	return len(hits)
}

func TestWatchedFolder(t *testing.T) {
	c := openCore(t)
	dir := t.TempDir()
	w, err := c.NewWatcher(WatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	j, err := w.Add(dir)
	if err != nil {
		t.Fatal(err)
	}
	j.Wait()

	// A file dropped into the folder is searchable within 2 seconds.
	test.CopyFile(t, "testdata/runs.events.jsonl", filepath.Join(dir, "runs.events.jsonl"))
	took := waitFor(t, 2*time.Second, "dropped file searchable", func() bool { return searchHits(c, "soccer") == 1 })
	t.Logf("dropped file searchable after %v", took)

	// New subfolders are picked up.
	sub := filepath.Join(dir, "2024", "notes")
	os.MkdirAll(sub, 0o755)
	time.Sleep(100 * time.Millisecond)
	test.WriteFile(t, filepath.Join(sub, "n.events.jsonl"), []byte(`{"id":"n","source":"note","start":"2024-05-02","title":"Pancake recipe"}`+"\n"))
	waitFor(t, 2*time.Second, "file in new subfolder searchable", func() bool { return searchHits(c, "pancake") == 1 })

	// An editor-style save (write a temporary file, rename it over the
	// original) re-imports once. (Imports are counted once durable, a
	// moment after they are searchable.)
	base := settledImports(w)
	target := filepath.Join(dir, "runs.events.jsonl")
	tmp := filepath.Join(dir, ".runs.events.jsonl.swp")
	test.WriteFile(t, tmp, []byte(`{"id":"r9","source":"workout","start":"2024-06-01T07:00:00Z","workout_type":"swimming"}`+"\n"))
	if err := os.Rename(tmp, target); err != nil {
		t.Fatal(err)
	}
	waitFor(t, 2*time.Second, "saved file re-imported", func() bool { return searchHits(c, "swimming") == 1 })
	// Counted once its job has ended (after the index is tidied); then no
	// second import follows.
	waitFor(t, 5*time.Second, "the re-import counted", func() bool { return w.Imports()-base >= 1 })
	time.Sleep(2 * Debounce)
	if n := w.Imports() - base; n != 1 {
		t.Errorf("editor-style save imported %d times, want once", n)
	}
	if searchHits(c, "soccer") != 0 {
		t.Error("events of the replaced content are still there")
	}

	// Deleting the file removes its events.
	os.Remove(target)
	waitFor(t, 2*time.Second, "deleted file's events removed", func() bool { return searchHits(c, "swimming") == 0 })
}

// settledImports returns the watcher's import count once it stopped
// changing.
func settledImports(w *Watcher) int {
	n := w.Imports()
	for {
		time.Sleep(2 * Debounce)
		m := w.Imports()
		if m == n {
			return n
		}
		n = m
	}
}

func TestRescanSkipsUnchangedAndForgetsVanished(t *testing.T) {
	dir := test.FolderWith(t, "testdata/runs.events.jsonl")
	data := t.TempDir()
	test.WriteFile(t, filepath.Join(dir, "gone.events.jsonl"), []byte(`{"id":"g","source":"note","start":"2024-05-02","title":"Ephemeral"}`+"\n"))
	c := openCoreIn(t, data)
	j, err := c.AddWatchedDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	j.Wait()
	c.Close()

	os.Remove(filepath.Join(dir, "gone.events.jsonl"))
	c = openCoreIn(t, data)
	if got := c.Settings().Watched; len(got) != 1 || got[0].Path != dir {
		t.Fatalf("watched folders not persisted: %+v", got)
	}
	jobs, err := c.ResumeWatching(WatchOptions{})
	if err != nil || len(jobs) != 1 {
		t.Fatalf("resume: %v %v", jobs, err)
	}
	jobs[0].Wait()
	rs := byPath(jobs[0].Results())
	if rs["runs.events.jsonl"].Status != Unchanged {
		t.Errorf("rescan of an unchanged file: %+v", rs["runs.events.jsonl"])
	}
	if searchHits(c, "ephemeral") != 0 {
		t.Error("a file deleted while not watching kept its events")
	}
	if c.Library().Count() != 3 {
		t.Errorf("count = %d, want 3", c.Library().Count())
	}
	// The scan is noted by the watcher once the job is done, not before
	// Wait returns.
	waitFor(t, 5*time.Second, "the last scan recorded", func() bool { return !c.Settings().Watched[0].LastScan.IsZero() })
}

// A scan's outcome is written to the settings after its job ends, by work
// Close waits for: never into a library folder already closed.
func TestScanNotedBeforeClose(t *testing.T) {
	dir := test.FolderWith(t, "testdata/runs.events.jsonl")
	data := t.TempDir()
	c := openCoreIn(t, data)
	release := make(chan struct{})
	beforeNote = func() { <-release }
	t.Cleanup(func() { beforeNote = nil })
	j, err := c.AddWatchedDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	<-j.Done()
	closed := make(chan error, 1)
	go func() { closed <- c.Close() }()
	select {
	case err = <-closed:
		t.Error("Close returned before the scan was noted")
		close(release)
	case <-time.After(300 * time.Millisecond):
		close(release)
		err = <-closed
	}
	if err != nil {
		t.Fatal(err)
	}
	c = openCoreIn(t, data)
	if w := c.Settings().Watched; len(w) != 1 || w[0].LastScan.IsZero() {
		t.Errorf("the scan before Close is not noted: %+v", w)
	}
}

func TestImportRealSamples(t *testing.T) {
	root := realdata.Path(t)
	c := openCore(t)
	j := c.Import(context.Background(), []string{filepath.Join(root, "music"), filepath.Join(root, "calendar")}, nil)
	if err := j.Wait(); err != nil {
		t.Fatal(err)
	}
	imported := 0
	for _, r := range j.Results() {
		switch r.Status {
		case Imported:
			imported++
		case Failed:
			t.Errorf("%s: %s", r.Path, r.Reason)
		}
	}
	if imported == 0 {
		t.Fatal("nothing imported from the real samples")
	}
	if c.Library().CountBySource()["music_stream"] == 0 {
		t.Error("no music streams from the Spotify samples")
	}
}
