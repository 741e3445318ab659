package app

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"reqap/internal/test"
)

// writeEvents writes a generic JSONL export of n events of source.
func writeEvents(t *testing.T, path, source string, n int) {
	t.Helper()
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, `{"id": "%s%d", "source": %q, "start": "2024-05-%02dT18:30:00+02:00", "title": "item %d"}`+"\n",
			source, i, source, i%28+1, i)
	}
	test.WriteFile(t, path, []byte(b.String()))
}

func snapshotIDs(c *Core) map[string]bool {
	out := map[string]bool{}
	for _, ev := range c.Library().Events("") {
		out[ev.ID+"|"+ev.Origin.File] = true
	}
	return out
}

func sameIDs(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

func TestRemoveFileAndUndo(t *testing.T) {
	c := openCore(t)
	dir := test.FolderWith(t, "testdata/runs.events.jsonl")
	runs := filepath.Join(dir, "runs.events.jsonl")
	notes := filepath.Join(dir, "notes.events.jsonl")
	writeEvents(t, notes, "note", 5)
	importWait(t, c, dir)
	before := snapshotIDs(c)
	recBefore, _ := c.Library().File(runs)

	r, err := c.RemoveFiles(context.Background(), []string{runs})
	if err != nil {
		t.Fatal(err)
	}
	if r.Files != 1 || r.Events != 3 || r.What != "runs.events.jsonl" {
		t.Errorf("removal = %+v", r)
	}
	if n := c.Library().Count(); n != 5 {
		t.Errorf("%d events after removing the runs, want the 5 notes", n)
	}
	if _, ok := c.Library().File(runs); ok {
		t.Error("the file record stayed")
	}

	if err := r.Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
	if after := snapshotIDs(c); !sameIDs(before, after) {
		t.Errorf("undo restored %d events, want the %d before", len(after), len(before))
	}
	rec, ok := c.Library().File(runs)
	if !ok || rec.Hash != recBefore.Hash || rec.Events != 3 {
		t.Errorf("restored record %+v, want %+v", rec, recBefore)
	}
	// The restored file is unchanged for the next import.
	if res := importWait(t, c, runs); res[0].Status != Unchanged {
		t.Errorf("re-import after undo: %+v", res[0])
	}
	if err := r.Undo(context.Background()); !errors.Is(err, ErrUndoGone) {
		t.Errorf("second undo: %v", err)
	}
}

func TestRemoveSourceAndForget(t *testing.T) {
	c := openCore(t)
	dir := test.FolderWith(t, "testdata/runs.events.jsonl")
	writeEvents(t, filepath.Join(dir, "a.events.jsonl"), "note", 4)
	writeEvents(t, filepath.Join(dir, "b.events.jsonl"), "note", 3)
	importWait(t, c, dir)

	r, err := c.RemoveSource(context.Background(), "note", "Notes")
	if err != nil {
		t.Fatal(err)
	}
	if r.Files != 2 || r.Events != 7 {
		t.Errorf("removed %d files, %d events; want 2, 7", r.Files, r.Events)
	}
	if got := c.Library().CountBySource(); got["note"] != 0 || got["workout"] != 3 {
		t.Errorf("counts after removing notes: %v", got)
	}
	r.Forget()
	if err := r.Undo(context.Background()); !errors.Is(err, ErrUndoGone) {
		t.Errorf("undo after forget: %v", err)
	}
	if _, err := c.RemoveSource(context.Background(), "note", "Notes"); err == nil {
		t.Error("removing an absent source succeeded")
	}
}

func TestRemoveWatchedFolderAndUndo(t *testing.T) {
	c := openCore(t)
	dir := test.FolderWith(t, "testdata/runs.events.jsonl")
	j, err := c.AddWatchedDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Wait(); err != nil {
		t.Fatal(err)
	}
	r, err := c.RemoveWatchedFolder(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Settings().Watched) != 0 || c.Library().Count() != 0 {
		t.Fatalf("after removing the folder: watched %v, %d events", c.Settings().Watched, c.Library().Count())
	}
	if err := r.Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
	if w := c.Settings().Watched; len(w) != 1 || w[0].Path != dir {
		t.Errorf("watched after undo: %+v", w)
	}
	if n := c.Library().Count(); n != 3 {
		t.Errorf("%d events after undo, want 3", n)
	}
}

func TestRemoveDemoClearsItsToday(t *testing.T) {
	c := openCore(t)
	runs := test.ReadFile(t, "testdata/runs.events.jsonl")
	demo := fstest.MapFS{
		"manifest.json":                   {Data: []byte(`{"reference_date": "2024-06-01"}`)},
		"exports/Sport/runs.events.jsonl": {Data: runs},
	}
	exports, err := c.PrepareDemo(demo)
	if err != nil {
		t.Fatal(err)
	}
	if exports != filepath.Join(c.DemoDir(), "exports") || c.Settings().Today != "2024-06-01" {
		t.Fatalf("prepared %s, today %q", exports, c.Settings().Today)
	}
	importWait(t, c, exports)
	if !c.HasDemoData() {
		t.Fatal("the demo data is not seen")
	}
	r, err := c.RemoveDemo(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if c.HasDemoData() || c.Library().Count() != 0 || c.Settings().Today != "" {
		t.Errorf("after removing the demo: demo %v, %d events, today %q", c.HasDemoData(), c.Library().Count(), c.Settings().Today)
	}
	if err := r.Undo(context.Background()); err != nil {
		t.Fatal(err)
	}
	if !c.HasDemoData() || c.Library().Count() != 3 || c.Settings().Today != "2024-06-01" {
		t.Errorf("after undo: demo %v, %d events, today %q", c.HasDemoData(), c.Library().Count(), c.Settings().Today)
	}
}
