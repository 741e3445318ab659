// Package ingesttest runs importers in tests: it reads a file the way the
// import jobs do, collects what the importer emits, and checks the contract
// every importer must keep (the same suite for every format). It also holds
// what the importers' tests share, so that each test says only what is its
// own: the expectation files that say what each fixture must give (Golden),
// the checks of events, fields and skips, the tables of cases kept in
// testdata, the real samples, and the files an export ships.
package ingesttest

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
)

// Skip is one record an importer reported as unreadable.
type Skip struct {
	Record string
	Err    error
}

// Result is what an importer produced for one file.
type Result struct {
	Name   string // the name the file was imported as (Input.Name)
	Match  ingest.Match
	Events []ingest.Event
	Skips  []Skip
	Err    error
}

// Record returns the event whose origin is record, reporting an error
// when res has none.
func (r Result) Record(t testing.TB, record string) (ingest.Event, bool) {
	t.Helper()
	for _, ev := range r.Events {
		if ev.Origin.Record == record {
			return ev, true
		}
	}
	t.Errorf("no event for %s", record)
	return ingest.Event{}, false
}

type sink struct {
	ctx context.Context
	res *Result
}

func (s *sink) Emit(ev ingest.Event) error {
	if err := s.ctx.Err(); err != nil {
		return err
	}
	s.res.Events = append(s.res.Events, ev)
	return nil
}

func (s *sink) Skip(record string, reason error) {
	s.res.Skips = append(s.res.Skips, Skip{Record: record, Err: reason})
}

// Now is the fixed "today" tests import with, so expansions are reproducible.
var Now = time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)

// File imports a file from disk with imp, the way the import jobs do.
func File(t testing.TB, imp *ingest.Importer, path string) Result {
	t.Helper()
	fsys, base, abs, size := onDisk(t, path)
	return Run(context.Background(), imp, fsys, base, abs, size)
}

// onDisk is a file on disk as an import job sees it: its folder, its name
// in the folder, its absolute path and its size.
func onDisk(t testing.TB, path string) (fsys fs.FS, base, abs string, size int64) {
	t.Helper()
	abs, err := filepath.Abs(path)
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(abs)
	if err != nil {
		t.Fatal(err)
	}
	dir, base := filepath.Split(abs)
	return os.DirFS(dir), base, abs, st.Size()
}

// Bytes imports in-memory content named name (a slash path; folders in it
// become folders of the in-memory file system).
func Bytes(t testing.TB, imp *ingest.Importer, name string, data []byte) Result {
	t.Helper()
	fsys := fstest.MapFS{name: &fstest.MapFile{Data: data, Mode: 0o644}}
	return Run(context.Background(), imp, fsys, name, "/mem/"+name, int64(len(data)))
}

// FS imports the file p of fsys (an fstest.MapFS whose files carry a
// ModTime, or with files beside p) as "/mem/"+p.
func FS(t testing.TB, imp *ingest.Importer, fsys fs.FS, p string) Result {
	t.Helper()
	st, err := fs.Stat(fsys, p)
	if err != nil {
		t.Fatal(err)
	}
	return Run(context.Background(), imp, fsys, p, "/mem/"+p, st.Size())
}

// Mem is data as the file name in a file system of its own, shown as
// "/mem/"+name, the Input imp reads: for a test that runs Import itself,
// with a sink or a context of its own.
func Mem(imp *ingest.Importer, name string, data []byte) *ingest.Input {
	fsys := fstest.MapFS{name: {Data: data}}
	return &ingest.Input{FS: fsys, Path: name, Name: "/mem/" + name, Size: int64(len(data)), Format: imp.Name, Now: Now}
}

// Disk is the file at path as the Input imp reads, in its folder as an
// import job offers it: for a test that runs Import itself.
func Disk(t testing.TB, imp *ingest.Importer, path string) *ingest.Input {
	t.Helper()
	fsys, base, abs, size := onDisk(t, path)
	return &ingest.Input{FS: fsys, Path: base, Name: abs, Size: size, Format: imp.Name, Now: Now}
}

// Failed checks that the import of res failed with a *ingest.RecordError
// naming the file res was imported as, the record (unless record is "")
// and saying msg (unless msg is ""), and returns that error.
func Failed(t testing.TB, res Result, record, msg string) *ingest.RecordError {
	t.Helper()
	var re *ingest.RecordError
	if !errors.As(res.Err, &re) || re.File != res.Name || (record != "" && re.Record != record) || !strings.Contains(re.Error(), msg) {
		t.Errorf("%s: error %v, want a *ingest.RecordError naming the file, record %q and saying %q", res.Name, res.Err, record, msg)
	}
	return re
}

// Skips checks that res skipped exactly the records of want, each for a
// reason containing the text want gives it.
func Skips(t testing.TB, res Result, want map[string]string) {
	t.Helper()
	got := map[string]string{}
	for _, s := range res.Skips {
		got[s.Record] = s.Err.Error()
	}
	for rec, reason := range want {
		if g, ok := got[rec]; !ok {
			t.Errorf("%s was not skipped", rec)
		} else if !strings.Contains(g, reason) {
			t.Errorf("%s skipped for %q, want a reason containing %q", rec, g, reason)
		}
	}
	for rec, reason := range got {
		if _, ok := want[rec]; !ok {
			t.Errorf("unexpected skip %s: %s", rec, reason)
		}
	}
}

// Skipped checks that res skipped what want names, in this order: each
// a record, or the start of "record: reason".
func Skipped(t testing.TB, res Result, want ...string) {
	t.Helper()
	ok := len(res.Skips) == len(want)
	for i := 0; ok && i < len(want); i++ {
		s, w := res.Skips[i], want[i]
		ok = w == s.Record || strings.HasPrefix(w, s.Record+": ") && strings.HasPrefix(s.Record+": "+s.Err.Error(), w)
	}
	if !ok {
		t.Errorf("%s: skipped %+v, want %q", res.Name, res.Skips, want)
	}
}

// SameEvents checks that a and b, the events of two files holding the
// same records (line ends or encodings apart), are the same: the same
// starts, in the same zones, records and fields, but for the keys of
// fields taken from the file (its name). Their IDs and origins name the
// file, and so differ.
func SameEvents(t testing.TB, a, b []ingest.Event, fromFile ...string) {
	t.Helper()
	if len(a) != len(b) {
		t.Fatalf("%d events vs %d", len(a), len(b))
	}
	content := func(fs []ingest.Field) []ingest.Field {
		return slices.DeleteFunc(slices.Clone(fs), func(f ingest.Field) bool { return slices.Contains(fromFile, f.Key) })
	}
	for i := range a {
		x, y := a[i], b[i]
		if !x.Start.Equal(y.Start) || x.Start.Format(time.RFC3339) != y.Start.Format(time.RFC3339) {
			t.Errorf("event %d: start %v vs %v", i, x.Start, y.Start)
		}
		if x.Origin.Record != y.Origin.Record {
			t.Errorf("event %d: record %q vs %q", i, x.Origin.Record, y.Origin.Record)
		}
		if fx, fy := content(x.Fields), content(y.Fields); !reflect.DeepEqual(fx, fy) {
			t.Errorf("event %d differs:\n%v\n%v", i, fx, fy)
		}
	}
}

// Testdata is the path of a file of the package's testdata folder.
func Testdata(elem ...string) string {
	return filepath.Join(append([]string{"testdata"}, elem...)...)
}

// Run recognizes and imports one file of fsys. It never fails the test: a
// panic in the importer is turned into Result.Err so callers can assert.
func Run(ctx context.Context, imp *ingest.Importer, fsys fs.FS, p, name string, size int64) (res Result) {
	res.Name = name
	head, err := ingest.ReadHead(fsys, p)
	if err != nil {
		res.Err = err
		return res
	}
	res.Match = imp.Recognize(ingest.Candidate{FS: fsys, Path: p, Head: head})
	in := &ingest.Input{FS: fsys, Path: p, Name: name, Size: size, Format: imp.Name, Now: Now}
	defer func() {
		if r := recover(); r != nil {
			res.Err = errors.New("importer panicked: " + strings.TrimSpace(sprint(r)))
		}
	}()
	res.Err = imp.Import(ctx, in, &sink{ctx: ctx, res: &res})
	return res
}

func sprint(v any) string {
	switch x := v.(type) {
	case error:
		return x.Error()
	case string:
		return x
	}
	return "non-error panic value"
}

var snake = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

// Check asserts the contract every importer keeps for a successfully
// imported file: unique non-empty IDs, known value kinds, snake_case keys,
// origins naming the file, format and record, ends not before starts, and
// stable IDs and content when the same file is imported again.
func Check(t testing.TB, imp *ingest.Importer, fsys fs.FS, p, name string, size int64) Result {
	t.Helper()
	res := Run(context.Background(), imp, fsys, p, name, size)
	if res.Err != nil {
		t.Fatalf("%s: import failed: %v", name, res.Err)
	}
	declared := imp.Sources
	seen := map[string]int{}
	for i, ev := range res.Events {
		if declared != nil && !slices.Contains(declared, ev.Source) {
			t.Errorf("%s: event %d is of source %q, which %s does not list in Sources %v", name, i, ev.Source, imp.Name, declared)
		}
		if ev.ID == "" {
			t.Errorf("%s: event %d has no ID", name, i)
		}
		if j, dup := seen[ev.ID]; dup {
			t.Errorf("%s: events %d and %d share ID %s (%s / %s)", name, j, i, ev.ID, res.Events[j].Origin.Record, ev.Origin.Record)
		}
		seen[ev.ID] = i
		if ev.Source == "" {
			t.Errorf("%s: event %d has no source", name, i)
		}
		if ev.Start.IsZero() && ev.Source != ingest.Account { // facts are dated only where the export dates them
			t.Errorf("%s: event %d (%s) has no start", name, i, ev.Origin.Record)
		}
		if ev.End.Before(ev.Start) {
			t.Errorf("%s: event %d (%s) ends %v before it starts %v", name, i, ev.Origin.Record, ev.End, ev.Start)
		}
		if ev.Origin.File != name || ev.Origin.Format != imp.Name || ev.Origin.Record == "" {
			t.Errorf("%s: event %d has incomplete origin %+v", name, i, ev.Origin)
		}
		keys := map[string]bool{}
		for _, f := range ev.Fields {
			if !snake.MatchString(f.Key) {
				t.Errorf("%s: event %d field %q is not snake_case", name, i, f.Key)
			}
			if keys[f.Key] {
				t.Errorf("%s: event %d has field %q twice", name, i, f.Key)
			}
			keys[f.Key] = true
			if f.Value.Kind < ingest.KindText || f.Value.Kind > ingest.KindBool {
				t.Errorf("%s: event %d field %q has invalid kind", name, i, f.Key)
			}
		}
		if _, err := ev.MarshalBinary(); err != nil {
			t.Errorf("%s: event %d does not encode: %v", name, i, err)
		}
	}
	again := Run(context.Background(), imp, fsys, p, name, size)
	if again.Err != nil || len(again.Events) != len(res.Events) {
		t.Fatalf("%s: second import differs: %d events (err %v), first had %d", name, len(again.Events), again.Err, len(res.Events))
	}
	for i := range res.Events {
		a, b := res.Events[i], again.Events[i]
		if a.ID != b.ID || a.Verbalize() != b.Verbalize() {
			t.Errorf("%s: event %d changed between two imports of the same file", name, i)
			break
		}
	}
	return res
}

// CheckIn runs Check on the file rel (a slash path) of the folder root,
// with the folder as the file system, as an import job of the folder
// does: an importer that reads the files beside it (a journal's other
// days) finds them.
func CheckIn(t testing.TB, imp *ingest.Importer, root, rel string) Result {
	t.Helper()
	abs, err := filepath.Abs(filepath.Join(root, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(abs)
	if err != nil {
		t.Fatal(err)
	}
	return Check(t, imp, os.DirFS(root), rel, abs, st.Size())
}

// CheckFile runs Check on a file from disk.
func CheckFile(t testing.TB, imp *ingest.Importer, path string) Result {
	t.Helper()
	fsys, base, abs, size := onDisk(t, path)
	return Check(t, imp, fsys, base, abs, size)
}

// Robust feeds damaged versions of data (truncated at several points, with
// garbage appended, with bytes flipped) to the importer and fails the test if
// it panics or returns an error that is not a *ingest.RecordError naming the
// file. It also checks that a cancelled context stops the import.
func Robust(t testing.TB, imp *ingest.Importer, name string, data []byte) {
	t.Helper()
	variants := map[string][]byte{}
	for _, frac := range []int{1, 5, 10, 25, 50, 75, 90, 99} {
		n := len(data) * frac / 100
		variants["truncated at "+strconv.Itoa(frac)+"%"] = data[:n]
	}
	variants["garbage appended"] = append(append([]byte{}, data...), []byte("\x00\xff{[garbage\"\n")...)
	flipped := append([]byte{}, data...)
	for i := 7; i < len(flipped); i += 97 {
		flipped[i] ^= 0x5a
	}
	variants["bytes flipped"] = flipped
	variants["empty"] = nil
	for what, v := range variants {
		res := Run(context.Background(), imp, fstest.MapFS{name: {Data: v}}, name, "/mem/"+name, int64(len(v)))
		if res.Err != nil {
			if strings.HasPrefix(res.Err.Error(), "importer panicked") {
				t.Errorf("%s %s: %v", name, what, res.Err)
				continue
			}
			var re *ingest.RecordError
			if !errors.As(res.Err, &re) || re.File != "/mem/"+name {
				t.Errorf("%s %s: error %q does not name the file through *ingest.RecordError", name, what, res.Err)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res := Run(ctx, imp, fstest.MapFS{name: {Data: data}}, name, "/mem/"+name, int64(len(data)))
	if res.Err == nil && len(res.Events) > 0 {
		t.Errorf("%s: import with a cancelled context emitted %d events and returned no error", name, len(res.Events))
	}
	if res.Err != nil && !errors.Is(res.Err, context.Canceled) {
		t.Errorf("%s: cancelled import returned %v, want context.Canceled", name, res.Err)
	}
}

// RobustFile runs Robust on each file, named by its base name.
func RobustFile(t testing.TB, imp *ingest.Importer, paths ...string) {
	t.Helper()
	for _, p := range paths {
		Robust(t, imp, filepath.Base(p), test.ReadFile(t, p))
	}
}

// Seed adds each file to a fuzz test's corpus.
func Seed(f *testing.F, paths ...string) {
	f.Helper()
	for _, p := range paths {
		f.Add(test.ReadFile(f, p))
	}
}

// countSink keeps nothing, so a benchmark measures the importer alone.
type countSink struct{ events, skips int }

func (s *countSink) Emit(ingest.Event) error { s.events++; return nil }
func (s *countSink) Skip(string, error)      { s.skips++ }

// Bench measures imp importing data as the file name, which must give
// want events and no skips. It reports bytes/s, allocations and events/s.
func Bench(b *testing.B, imp *ingest.Importer, name string, data []byte, want int) {
	b.Helper()
	fsys := fstest.MapFS{name: {Data: data}}
	in := &ingest.Input{FS: fsys, Path: name, Name: "/bench/" + name, Size: int64(len(data)), Format: imp.Name, Now: Now}
	var sink countSink
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink = countSink{}
		if err := imp.Import(context.Background(), in, &sink); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if sink.events != want || sink.skips != 0 {
		b.Fatalf("got %d events and %d skips, want %d and 0", sink.events, sink.skips, want)
	}
	b.ReportMetric(float64(want*b.N)/b.Elapsed().Seconds(), "events/s")
}

// Records is the file a benchmark imports: n records, record(i) each,
// separated by commas, between before and after (which open and close the
// array and whatever holds it).
func Records(before string, n int, record func(i int) string, after string) []byte {
	var b strings.Builder
	b.WriteString(before)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(record(i))
	}
	b.WriteString(after)
	return []byte(b.String())
}

// Fuzz imports data as the file name with imp and fails the test where
// the contract that holds for any input is broken: the importer panicked,
// an error does not name the file through *ingest.RecordError, an event
// has no ID or one an earlier event has, no start (facts excepted, as in
// Check), an end before its start, no record or no encoding, or a skip
// has no record or reason. Fuzz targets call it and add their own checks.
func Fuzz(t testing.TB, imp *ingest.Importer, name string, data []byte) Result {
	t.Helper()
	return FuzzFS(t, imp, fstest.MapFS{name: {Data: data}}, name, "/mem/"+name, int64(len(data)))
}

// FuzzImport is imp's fuzz target: every input of f's corpus (seeded with
// Seed or f.Add first), imported as the file name, must keep what Fuzz
// checks.
func FuzzImport(f *testing.F, imp *ingest.Importer, name string) {
	f.Helper()
	f.Fuzz(func(t *testing.T, data []byte) {
		Fuzz(t, imp, name, data)
	})
}

// FuzzFS is Fuzz for a file p of fsys shown as name, for importers that
// read files beside it.
func FuzzFS(t testing.TB, imp *ingest.Importer, fsys fs.FS, p, name string, size int64) Result {
	t.Helper()
	res := Run(context.Background(), imp, fsys, p, name, size)
	if res.Err != nil {
		var re *ingest.RecordError
		if !errors.As(res.Err, &re) || re.File != name {
			t.Fatalf("error %q is not a *ingest.RecordError naming %s", res.Err, name)
		}
	}
	ids := map[string]bool{}
	for _, ev := range res.Events {
		if ev.ID == "" || ids[ev.ID] {
			t.Fatalf("%s: missing or duplicate ID %q", ev.Origin.Record, ev.ID)
		}
		ids[ev.ID] = true
		if (ev.Start.IsZero() && ev.Source != ingest.Account) || ev.End.Before(ev.Start) {
			t.Fatalf("%s: bad span %v – %v", ev.Origin.Record, ev.Start, ev.End)
		}
		if ev.Origin.Record == "" {
			t.Fatalf("event without a record: %+v", ev)
		}
		if _, err := ev.MarshalBinary(); err != nil {
			t.Fatalf("%s: %v", ev.Origin.Record, err)
		}
	}
	for _, s := range res.Skips {
		if s.Record == "" || s.Err == nil {
			t.Fatalf("skip without record or reason: %+v", s)
		}
	}
	return res
}
