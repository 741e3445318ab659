package app

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"reqap/index"
	"reqap/internal/test"
)

// The crash test imports a real export folder in a child process (this
// test binary, running TestCrashChild) and kills it with SIGKILL at random
// moments, over many runs against one library. Before each run some files
// switch between two versions, so kills also land while a file's events
// are being replaced. After each kill the library must hold every file
// either exactly as a clean import of one of its versions would, or not
// at all; every file the child reported imported must be there; and the
// stored summary must match the events. At the end an uninterrupted
// import must give exactly the counts of a clean import.

const (
	crashLibEnv  = "REQAP_CRASH_LIBRARY"
	crashDataEnv = "REQAP_CRASH_DATA"
)

// crashKills is how many kills during an import the test makes; the race
// detector makes every run several times slower.
func crashKills() int {
	if raceEnabled {
		return 6
	}
	return 50
}

func TestCrashChild(t *testing.T) {
	lib, data := os.Getenv(crashLibEnv), os.Getenv(crashDataEnv)
	if lib == "" {
		t.Skip("run by TestCrashImport")
	}
	c, err := OpenWith(lib, OpenOptions{Lazy: true, Write: true})
	if err != nil {
		t.Fatal(err)
	}
	j := c.ImportWith(context.Background(), []string{data}, ImportOptions{Reporter: durablePrinter{}})
	if err := j.Wait(); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
}

// durablePrinter tells the parent which files were reported imported.
type durablePrinter struct{}

func (durablePrinter) Progress(Progress) {}
func (durablePrinter) FileDone(r FileResult) {
	if r.Status == Imported {
		fmt.Fprintf(os.Stdout, "IMPORTED\t%s\t%d\n", r.Path, r.Events)
	}
}

// crashData writes the export folder: Spotify histories, a mailbox and
// part of it again in another mailbox (records merged across files), and
// events in JSON lines. Files marked variable have a second version.
type crashData struct {
	dir      string
	variable map[string][2][]byte // path → version 0 and 1
}

func newCrashData(t *testing.T) *crashData {
	d := &crashData{dir: t.TempDir(), variable: map[string][2][]byte{}}
	write := func(name string, b []byte) string {
		p := filepath.Join(d.dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		test.WriteFile(t, p, b)
		return p
	}
	plays := func(year, n, shift int) []byte {
		start := time.Date(year, 1, 1, 8, 0, 0, 0, time.UTC)
		return spotifyHistory(n, func(i int) (time.Time, int, int, int) {
			return start.Add(time.Duration(i*7+shift) * time.Minute), i % 40, i % 400, 90000 + i
		})
	}
	for i := range 4 {
		name := fmt.Sprintf("Spotify/StreamingHistory_music_%d.json", i)
		v0 := plays(2019+i, 700, 0)
		p := write(name, v0)
		if i < 2 {
			// The second version keeps most plays, changes some, adds more.
			d.variable[p] = [2][]byte{v0, plays(2019+i, 900, 3*(i+1))}
		}
	}
	mail := func(from, to int) []byte {
		var b bytes.Buffer
		for i := from; i < to; i++ {
			fmt.Fprintf(&b, "From sender%d@example.org Mon Jan  1 10:00:00 2024\nMessage-ID: <m%d@example.org>\nFrom: Sender %d <sender%d@example.org>\n"+
				"To: me@example.org\nSubject: Message number %d\nDate: Mon, %d Jan 2024 10:%02d:00 +0000\n\nBody of message %d.\n\n", i, i, i, i, i, 1+i%28, i%60, i)
		}
		return b.Bytes()
	}
	write("Mail/Inbox.mbox", mail(0, 120))
	p := write("Mail/Important.mbox", mail(80, 140))
	d.variable[p] = [2][]byte{mail(80, 140), mail(100, 130)}
	var lines bytes.Buffer
	for i := range 400 {
		fmt.Fprintf(&lines, `{"id": "w%d", "source": "workout", "start": "2023-%02d-%02dT07:00:00Z", "end": "2023-%02d-%02dT07:45:00Z", "workout_type": "running", "distance_km": %d}`+"\n",
			i, 1+i%12, 1+i%28, 1+i%12, 1+i%28, 5+i%9)
	}
	write("Health/runs.events.jsonl", lines.Bytes())
	return d
}

// use writes version v of every variable file (v < 0: a random version).
func (d *crashData) use(t *testing.T, v int, rng *rand.Rand) {
	for _, p := range slices.Sorted(maps.Keys(d.variable)) {
		k := v
		if k < 0 {
			k = rng.IntN(2)
		}
		test.WriteFile(t, p, d.variable[p][k])
	}
}

// libState is what a library holds: each file's record and event ids.
type libState struct {
	recs  map[string]index.FileRecord
	ids   map[string]map[string]bool // file → event ids
	stats index.Stats
}

func readState(t *testing.T, dir string) libState {
	t.Helper()
	// The stored summary, read without the events...
	lazy, err := index.OpenWith(dir, index.Options{Lazy: true, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	stored := lazy.Stats()
	lazy.Close()
	// ...and the events.
	lib, err := index.Open(dir)
	if err != nil {
		t.Fatalf("reopening the library after the kill: %v", err)
	}
	defer lib.Close()
	st := libState{recs: map[string]index.FileRecord{}, ids: map[string]map[string]bool{}, stats: lib.Stats()}
	for _, rec := range lib.Files() {
		st.recs[rec.Path] = rec
	}
	bySource := map[string]int{}
	for _, ev := range lib.Events("") {
		bySource[ev.Source]++
		for _, o := range lib.Origins(ev.ID) {
			if st.ids[o.File] == nil {
				st.ids[o.File] = map[string]bool{}
			}
			st.ids[o.File][ev.ID] = true
		}
	}
	if fmt.Sprint(stored) != fmt.Sprint(st.stats) {
		t.Errorf("the stored summary %+v differs from the library's %+v", stored, st.stats)
	}
	if fmt.Sprint(bySource) != fmt.Sprint(st.stats.BySource) {
		t.Errorf("events by source %v, summary %v", bySource, st.stats.BySource)
	}
	return st
}

// reference imports the data uninterrupted into a fresh library, in this
// process, and returns its state and each file's ids by content hash.
func reference(t *testing.T, d *crashData, v int, byHash map[string]map[string]bool) libState {
	t.Helper()
	dir := t.TempDir()
	d.use(t, v, nil)
	c := openCoreIn(t, dir)
	for _, r := range importWait(t, c, d.dir) {
		if r.Status != Imported {
			t.Fatalf("reference import: %+v", r)
		}
	}
	c.Close()
	st := readState(t, dir)
	for path, rec := range st.recs {
		byHash[path+"\x00"+rec.Hash] = st.ids[path]
	}
	return st
}

func TestCrashImport(t *testing.T) {
	if testing.Short() {
		t.Skip("kills child processes for several seconds")
	}
	d := newCrashData(t)
	byHash := map[string]map[string]bool{} // file and content hash → ids of a clean import
	ref := reference(t, d, 0, byHash)
	reference(t, d, 1, byHash)

	lib := t.TempDir()
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 14))
	seed := rng.Uint64()
	rng = rand.New(rand.NewPCG(seed, 14))
	t.Logf("seed %d", seed)
	var window time.Duration // how long an uninterrupted child run takes
	kills, partial := 0, 0
	committed := map[int]int{} // files in after a kill → kills
	start := time.Now()
	run := 0
	for ; kills < crashKills() && run < 3*crashKills(); run++ {
		if run > 0 && rng.IntN(3) == 0 {
			os.RemoveAll(lib) // start again from nothing now and then
		}
		d.use(t, -1, rng)
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashLibEnv+"="+lib, crashDataEnv+"="+d.dir)
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		began := time.Now()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		killed := false
		if run == 0 {
			if err := cmd.Wait(); err != nil {
				t.Fatalf("uninterrupted child: %v\n%s", err, out.String())
			}
			window = time.Since(began)
		} else {
			// Most runs have less to do than the first: aim early.
			time.Sleep(time.Duration(rng.Int64N(int64(window)*2/3 + 1)))
			killed = cmd.Process.Signal(syscall.SIGKILL) == nil
			err := cmd.Wait()
			if !killed || err == nil {
				killed = false // it had finished already
			} else {
				kills++
			}
		}
		st := checkInvariant(t, run, st0(t, lib), byHash, reported(out.String()))
		if killed {
			n := 0
			for _, rec := range st.recs {
				if rec.Events > 0 {
					n++
				}
			}
			committed[n]++
			if n < len(byHashFiles(byHash)) {
				partial++
			}
		}
		if t.Failed() {
			t.Fatalf("run %d (seed %d) broke the invariant; child output:\n%s", run, seed, out.String())
		}
	}
	t.Logf("%d runs, %d killed during the import (%d with files still out; files in after each kill: %v), window %v, %v in all",
		run, kills, partial, committed, window.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))

	// Converge: the first versions, an uninterrupted run, the clean counts.
	d.use(t, 0, nil)
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashLibEnv+"="+lib, crashDataEnv+"="+d.dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("final import: %v\n%s", err, out)
	}
	final := readState(t, lib)
	if fmt.Sprint(final.stats) != fmt.Sprint(ref.stats) {
		t.Errorf("after re-importing: %+v, want the clean import's %+v", final.stats, ref.stats)
	}
	for path, want := range ref.ids {
		if !maps.Equal(final.ids[path], want) {
			t.Errorf("%s: %d events after re-importing, want the clean import's %d", path, len(final.ids[path]), len(want))
		}
	}
	if kills < crashKills() {
		t.Errorf("only %d of %d runs were killed during the import", kills, run)
	}
}

func st0(t *testing.T, lib string) libState {
	t.Helper()
	if _, err := os.Stat(lib); err != nil {
		return libState{recs: map[string]index.FileRecord{}, ids: map[string]map[string]bool{}}
	}
	return readState(t, lib)
}

func byHashFiles(byHash map[string]map[string]bool) map[string]bool {
	out := map[string]bool{}
	for k := range byHash {
		out[k[:strings.IndexByte(k, 0)]] = true
	}
	return out
}

// reported parses the files the child said were imported.
func reported(out string) map[string]int {
	m := map[string]int{}
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) == 3 && f[0] == "IMPORTED" {
			n, _ := strconv.Atoi(f[2])
			m[f[1]] = n
		}
	}
	return m
}

// checkInvariant: each file is wholly in (exactly the events of a clean
// import of the content its record names) or wholly out (no record with
// events, no event); every file reported imported is in; the counts add up.
func checkInvariant(t *testing.T, run int, st libState, byHash map[string]map[string]bool, said map[string]int) libState {
	t.Helper()
	union := map[string]bool{}
	copies := 0
	for path, rec := range st.recs {
		got := st.ids[path]
		if rec.Events == 0 {
			if len(got) > 0 {
				t.Errorf("run %d: %s has no events in its record but %d in the library", run, path, len(got))
			}
			continue
		}
		want, ok := byHash[path+"\x00"+rec.Hash]
		if !ok {
			t.Errorf("run %d: %s names content no clean import made", run, path)
			continue
		}
		if !maps.Equal(got, want) || rec.Events != len(want) {
			t.Errorf("run %d: %s holds %d events (record %d), a clean import %d", run, path, len(got), rec.Events, len(want))
		}
		for id := range want {
			union[id] = true
		}
		copies += len(want)
	}
	for path, ids := range st.ids {
		if _, ok := st.recs[path]; !ok {
			t.Errorf("run %d: %d events of %s, which has no record", run, len(ids), path)
		}
	}
	for path, n := range said {
		if rec, ok := st.recs[path]; !ok || rec.Events != n || rec.Error != "" {
			t.Errorf("run %d: %s was reported imported (%d events) but the library has %+v", run, path, n, rec)
		}
	}
	if st.stats.Events != len(union) || st.stats.Merged != copies-len(union) {
		t.Errorf("run %d: stats %+v, want %d events, %d merged", run, st.stats, len(union), copies-len(union))
	}
	return st
}
