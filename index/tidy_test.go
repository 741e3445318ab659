package index

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/blugelabs/bluge/index/mergeplan"
)

// smallSegments makes a library of files committed one by one by a Brief
// writer, which merges nothing: one index segment per file, as a large
// import leaves them when it closes before its merges are done.
func smallSegments(t *testing.T, files int) string {
	t.Helper()
	dir := t.TempDir()
	lib := openDir(t, dir, Options{Brief: true})
	for f := range files {
		file := fmt.Sprintf("plays-%02d.json", f)
		w := begin(t, lib, file,
			mk(file, fmt.Sprintf("a%02d", f), "music_stream", at(float64(f)), at(float64(f)+0.1), "artist", "Nico Hart"),
			mk(file, fmt.Sprintf("b%02d", f), "music_stream", at(float64(f)+0.5), at(float64(f)+0.6), "artist", "Panic Lanes"))
		if err := w.Commit(context.Background(), FileRecord{Format: "test", Size: 100, Hash: "h-" + file}); err != nil {
			t.Fatal(err)
		}
		// On disk before the next, or Bluge merges them in memory first.
		if err := <-w.Durable(); err != nil {
			t.Fatal(err)
		}
	}
	if err := lib.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestTidyMergesSegments(t *testing.T) {
	const files = 30
	dir := smallSegments(t, files)
	lib := openDir(t, dir, Options{Lazy: true})
	before, err := lib.Segments()
	if err != nil {
		t.Fatal(err)
	}
	// More than Bluge's tier holds, so its policy wants a merge.
	if before <= 10 {
		t.Fatalf("the test library has %d segments; the test needs more than a tier", before)
	}
	b, after, err := lib.Tidy(context.Background())
	if err != nil {
		t.Fatalf("Tidy: %v", err)
	}
	t.Logf("Tidy: %d → %d segments", b, after)
	if b != before || after >= before || after > 10 {
		t.Errorf("Tidy: %d → %d segments (Segments said %d before); want at most a tier after", b, after, before)
	}
	if n, _ := lib.Segments(); n != after {
		t.Errorf("Segments after Tidy = %d, Tidy said %d", n, after)
	}
	if got := lib.Count(); got != 2*files {
		t.Errorf("Count after Tidy = %d, want %d", got, 2*files)
	}
	hits, err := lib.Search(context.Background(), Query{Text: "Panic"})
	if err != nil {
		t.Fatal(err)
	}
	if len(hits) != files {
		t.Errorf("search after Tidy found %d plays of Panic Lanes, want %d", len(hits), files)
	}
	// Tidying a tidy index plans nothing and returns.
	if b2, a2, err := lib.Tidy(context.Background()); err != nil || b2 != after || a2 != after {
		t.Errorf("second Tidy: %d → %d, %v; want %d → %d", b2, a2, err, after, after)
	}
}

func TestTidyRefuses(t *testing.T) {
	dir := smallSegments(t, 2)
	brief := openDir(t, dir, Options{Brief: true})
	if _, _, err := brief.Tidy(context.Background()); !errors.Is(err, ErrBrief) {
		t.Errorf("Tidy on a Brief library: %v, want ErrBrief", err)
	}
	brief.Close()
	ro := openDir(t, dir, Options{ReadOnly: true})
	if _, _, err := ro.Tidy(context.Background()); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Tidy on a read-only library: %v, want ErrReadOnly", err)
	}
}

func TestTidyCancelled(t *testing.T) {
	dir := smallSegments(t, 30)
	lib := openDir(t, dir, Options{Lazy: true})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := lib.Tidy(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Tidy with a cancelled context: %v, want context.Canceled", err)
	}
	// Whatever was merged or not, the library closes and reopens whole.
	if err := lib.Close(); err != nil {
		t.Fatal(err)
	}
	again := openDir(t, dir, Options{Lazy: true})
	if got := again.Count(); got != 60 {
		t.Errorf("Count after a cancelled Tidy and reopening = %d, want 60", got)
	}
}

type planSeg struct {
	id   uint64
	live int64
}

func (s planSeg) ID() uint64      { return s.id }
func (s planSeg) FullSize() int64 { return s.live }
func (s planSeg) LiveSize() int64 { return s.live }

// TestPlanTidy: a Tidy merges the small segments an import leaves, each
// once, into segments of at most twice the size tidyTarget would make (and
// at most mergedSize), leaves the larger ones, and never rewrites a
// segment on its own. (The bounds on documents merged leave the largest
// segments out.)
func TestPlanTidy(t *testing.T) {
	segs := func(groups ...[2]int64) []mergeplan.Segment {
		var out []mergeplan.Segment
		for _, g := range groups {
			for range g[0] {
				out = append(out, planSeg{uint64(len(out) + 1), g[1]})
			}
		}
		return out
	}
	for _, c := range []struct {
		name   string
		segs   []mergeplan.Segment
		after  int   // at most this many segments after the plan
		merged int64 // at most this many documents merged
	}{
		// What a million events imported from the command line left: the
		// small segments are merged, those an import's merges made
		// (mergedSize) stay.
		{"after a large import", segs([2]int64{43, 700}, [2]int64{206, 2500}, [2]int64{18, 40_000}, [2]int64{2, 300_000}), 30, 43*700 + 206*2500},
		// A small import into a tidy library: the small ones only.
		{"small import", segs([2]int64{20, 50_000}, [2]int64{5, 1000}), 21, 5 * 1000},
		{"tidy already", segs([2]int64{20, 50_000}, [2]int64{3, 1000}), 23, 0},
		{"big library", segs([2]int64{30, 150_000}), 30, 0},
	} {
		base := mergeplan.DefaultMergePlanOptions
		base.MaxSegmentSize = mergedSize // the writer's
		p := planTidy(c.segs, base)
		opts := base
		opts.CalcBudget = func(_, _ int64, o *mergeplan.Options) int { return p.apply(o) }
		plan, err := mergeplan.Plan(c.segs, &opts)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		after, merged := len(c.segs), int64(0)
		if plan != nil {
			for _, task := range plan.Tasks {
				if rewritesOne(task) {
					t.Errorf("%s: a task rewrites one segment of %d documents", c.name, task.Segments[0].LiveSize())
				}
				var n int64
				for _, s := range task.Segments {
					n += s.LiveSize()
				}
				if n > p.maxSize {
					t.Errorf("%s: a task makes a segment of %d documents, more than %d", c.name, n, p.maxSize)
				}
				after -= len(task.Segments) - 1
				merged += n
			}
		}
		if after > c.after || merged > c.merged {
			t.Errorf("%s: %d segments after merging %d documents, want at most %d after at most %d", c.name, after, merged, c.after, c.merged)
		}
	}
}

// TestImportMergesWider: while a file is being imported the merger merges
// up to importFanIn small segments at a time; once no import is open it
// plans as Bluge's policy does, ten at a time.
func TestImportMergesWider(t *testing.T) {
	l := &Library{}
	cfg := l.writerConfig(t.TempDir(), Options{})
	widest := func(n int) int {
		t.Helper()
		var segs []mergeplan.Segment
		for i := range n {
			segs = append(segs, planSeg{uint64(i + 1), 1024})
		}
		opts := cfg.MergePlanOptions // the merger plans on a copy
		p, err := mergeplan.Plan(segs, &opts)
		if err != nil {
			t.Fatal(err)
		}
		w := 0
		if p != nil {
			for _, task := range p.Tasks {
				w = max(w, len(task.Segments))
			}
		}
		return w
	}
	if w := widest(60); w != 10 {
		t.Errorf("no import, 60 small segments: merges of up to %d segments, want 10", w)
	}
	l.importing.Add(1)
	if w := widest(60); w != importFanIn {
		t.Errorf("importing, 60 small segments: merges of up to %d segments, want %d", w, importFanIn)
	}
	l.importing.Add(-1)
	if w := widest(60); w != 10 {
		t.Errorf("import over, 60 small segments: merges of up to %d segments, want 10", w)
	}
}
