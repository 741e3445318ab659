package index

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// smallSegments makes a library of files committed one by one by a Brief
// writer, which merges nothing: one index segment per file, as a large
// import leaves them when it closes before its merges are done.
func smallSegments(t *testing.T, files int) string {
	t.Helper()
	dir := t.TempDir()
	lib, err := OpenWith(dir, Options{Brief: true})
	if err != nil {
		t.Fatal(err)
	}
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
	lib, err := OpenWith(dir, Options{Lazy: true})
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
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
	brief, err := OpenWith(dir, Options{Brief: true})
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := brief.Tidy(context.Background()); !errors.Is(err, ErrBrief) {
		t.Errorf("Tidy on a Brief library: %v, want ErrBrief", err)
	}
	brief.Close()
	ro, err := OpenWith(dir, Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	if _, _, err := ro.Tidy(context.Background()); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Tidy on a read-only library: %v, want ErrReadOnly", err)
	}
}

func TestTidyCancelled(t *testing.T) {
	dir := smallSegments(t, 30)
	lib, err := OpenWith(dir, Options{Lazy: true})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := lib.Tidy(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("Tidy with a cancelled context: %v, want context.Canceled", err)
	}
	// Whatever was merged or not, the library closes and reopens whole.
	if err := lib.Close(); err != nil {
		t.Fatal(err)
	}
	again, err := OpenWith(dir, Options{Lazy: true})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if got := again.Count(); got != 60 {
		t.Errorf("Count after a cancelled Tidy and reopening = %d, want 60", got)
	}
}
