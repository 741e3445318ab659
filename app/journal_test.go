package app

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/internal/test"
)

// TestEditedJournalDay: re-importing an edited day of a journal replaces
// that day's happenings and nothing else.
func TestEditedJournalDay(t *testing.T) {
	c := openCore(t)
	dir := filepath.Join(t.TempDir(), "Daily")
	os.MkdirAll(dir, 0o755)
	day1 := filepath.Join(dir, "2025-03-01.md")
	day2 := filepath.Join(dir, "2025-03-02.md")
	test.WriteFile(t, day1, []byte("Swam 40 min at 7:00.\n\nDinner with Lena at Mangiare.\n"))
	test.WriteFile(t, day2, []byte("- 🏃 8 km\n- coffee w/ Lena\n"))
	importWait(t, c, dir)
	texts := func(file string) []string {
		return ofFile(c, file, func(ev *ingest.Event) string { return ev.Source + ": " + ev.Text("text") })
	}
	before2 := texts("2025-03-02.md")
	before2IDs := idsOf(c, "2025-03-02.md")
	if n := len(texts("2025-03-01.md")); n != 3 {
		t.Fatalf("day 1: %d events, want its note and 2 happenings: %q", n, texts("2025-03-01.md"))
	}
	test.WriteFile(t, day1, []byte("Swam 40 min at 7:00.\n\nDinner with Lena at Mangiare. Drinks with Max after.\n"))
	rs := byPath(importWait(t, c, dir))
	if rs["2025-03-01.md"].Status != Imported || rs["2025-03-02.md"].Status != Unchanged {
		t.Fatalf("results: %+v", rs)
	}
	got := texts("2025-03-01.md")
	if len(got) != 4 || !strings.Contains(strings.Join(got, "|"), "journal: Drinks with Max after.") {
		t.Errorf("edited day: %q", got)
	}
	if after := texts("2025-03-02.md"); strings.Join(after, "|") != strings.Join(before2, "|") {
		t.Errorf("the other day changed: %q -> %q", before2, after)
	}
	if got := idsOf(c, "2025-03-02.md"); strings.Join(got, ",") != strings.Join(before2IDs, ",") {
		t.Errorf("the other day's events changed identity: %v -> %v", before2IDs, got)
	}
}

func idsOf(c *Core, file string) []string {
	return ofFile(c, file, func(ev *ingest.Event) string { return ev.ID })
}

// ofFile lists, sorted, what of says of each event a journal's day gave
// (its note, happenings and workouts) imported from a file whose path ends
// in file.
func ofFile(c *Core, file string, of func(*ingest.Event) string) []string {
	var out []string
	for _, src := range []string{ingest.Journal, ingest.Workout, ingest.Note} {
		for _, ev := range c.Library().Events(src) {
			if strings.HasSuffix(ev.Origin.File, file) {
				out = append(out, of(ev))
			}
		}
	}
	sort.Strings(out)
	return out
}

// TestPlannedSmallFilesAreKept: a small file is read once, when its import
// is planned; what its importer then reads is that content, the content
// whose hash the library records, even if the file changes meanwhile.
func TestPlannedSmallFilesAreKept(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "Daily")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	day := filepath.Join(dir, "2025-03-01.md")
	test.WriteFile(t, day, []byte("Swam 40 min at 7:00.\n"))
	tree, err := ingest.Scan(context.Background(), ingest.DefaultLimits, dir)
	if err != nil {
		t.Fatal(err)
	}
	defer tree.Close()
	ps := planAll(context.Background(), tree.Files)
	if len(ps) != 1 || ps[0].hash == "" {
		t.Fatalf("plans %+v", ps)
	}
	test.WriteFile(t, day, []byte("Ran 5 km.\n"))
	f := ps[0].f
	b, err := fs.ReadFile(f.FS, f.Path)
	if err != nil || string(b) != "Swam 40 min at 7:00.\n" {
		t.Fatalf("the importer reads %q, %v; want the planned content", b, err)
	}
	k, ok := f.FS.(*ingest.KeptFS)
	if !ok {
		t.Fatalf("the file system %T keeps nothing", f.FS)
	}
	k.Forget(f.Path)
	if b, _ := fs.ReadFile(f.FS, f.Path); string(b) != "Ran 5 km.\n" {
		t.Fatalf("after its import the file reads %q from memory", b)
	}
}
