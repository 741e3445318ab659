package qud

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"reqap/qa/tree"
)

// versioned is a decomposer whose steps depend on a model and a bank.
type versioned struct {
	complete
	model, bank string
}

func (v versioned) Name() string        { return "llm" }
func (v versioned) Model() string       { return v.model }
func (v versioned) BankVersion() string { return v.bank }

func TestPlanCache(t *testing.T) {
	dir := t.TempDir()
	c := openCache(t, dir, 10, nil)
	dec := versioned{complete{fallbackTree}, "tiny", "bank1"}
	opts := Options{Decomposers: []Decomposer{dec}, Cache: c}
	n1, tr1, err := Plan(context.Background(), "How many runs?", opts)
	if err != nil || tr1.Cached {
		t.Fatalf("first plan: %v, cached %v", err, tr1.Cached)
	}
	// Spaces do not matter; the same question is served from the cache,
	// and a caller changing the plan does not change the cache.
	n2, tr2, err := Plan(context.Background(), "  How many   runs? ", opts)
	if err != nil || !tr2.Cached || tree.Key(n1) != tree.Key(n2) || len(tr2.Steps) != 0 {
		t.Fatalf("second plan: %v, cached %v", err, tr2.Cached)
	}
	n2.Args.Fn = "changed"
	n3, _, _ := Plan(context.Background(), "How many runs?", opts)
	if n3.Args.Fn != "len(items)" {
		t.Error("the cache returned a plan a caller had changed")
	}
	// Another model or example bank is another plan.
	for _, d := range []versioned{{complete{fallbackTree}, "llama3.2", "bank1"}, {complete{fallbackTree}, "tiny", "bank2"}} {
		_, tr, _ := Plan(context.Background(), "How many runs?", Options{Decomposers: []Decomposer{d}, Cache: c})
		if tr.Cached {
			t.Errorf("model %s bank %s: served a plan made with another", d.model, d.bank)
		}
	}
	k := KeyFor("How many runs?", opts)
	if k.Planner != "llm" || k.Model != "llm=tiny" || k.Bank != "llm=bank1" {
		t.Errorf("key %+v", k)
	}
	// The file survives a restart.
	c2 := openCache(t, dir, 10, nil)
	if _, ok := c2.Get(k); !ok || c2.Len() != 3 {
		t.Errorf("after reopening: %d plans", c2.Len())
	}
	info, err := os.Stat(filepath.Join(dir, PlanCacheFile))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Errorf("cache file %v, mode %v", err, info.Mode())
	}
}

func TestPlanCacheBounded(t *testing.T) {
	dir := t.TempDir()
	c := openCache(t, dir, 3, nil)
	key := func(i int) CacheKey { return CacheKey{Question: fmt.Sprintf("q%d", i), Planner: "rules"} }
	for i := 0; i < 10; i++ {
		if err := c.Put(key(i), fallbackTree); err != nil {
			t.Fatal(err)
		}
		if i == 7 {
			c.Get(key(5)) // used recently: kept
		}
	}
	if c.Len() != 3 {
		t.Fatalf("%d plans kept, want 3", c.Len())
	}
	for i, want := range map[int]bool{5: true, 8: true, 9: true, 7: false, 0: false} {
		if _, ok := c.Get(key(i)); ok != want {
			t.Errorf("q%d cached %v, want %v", i, ok, want)
		}
	}
	data, _ := os.ReadFile(filepath.Join(dir, PlanCacheFile))
	if lines := strings.Count(string(data), "\n"); lines > 6 {
		t.Errorf("the file has %d lines for 3 plans: not compacted", lines)
	}
	c2 := openCache(t, dir, 3, nil)
	for _, i := range []int{5, 8, 9} {
		if _, ok := c2.Get(key(i)); !ok {
			t.Errorf("q%d lost on reopening", i)
		}
	}
}

// TestPlanCacheDamaged: damaged lines lose their entries, not the cache;
// an invalid cached plan is planned again.
func TestPlanCacheDamaged(t *testing.T) {
	dir := t.TempDir()
	good := `{"key":{"question":"ok","planner":"rules"},"plan":{"op":"RETRIEVE","args":{"query":"x"}},"saved":"2025-01-01T00:00:00Z"}`
	invalid := `{"key":{"question":"bad plan","planner":"fallback"},"plan":{"op":"SUM","args":{"attr":"nope"},"inputs":[{"op":"RETRIEVE","args":{"query":"x"}}]},"saved":"2025-01-01T00:00:00Z"}`
	content := good + "\n{not json\n\n" + `{"key":{"question":"no plan"}}` + "\n" + invalid + "\n"
	c := cacheWith(t, dir, []byte(content), 0)
	if c.Len() != 2 {
		t.Errorf("%d plans read, want 2", c.Len())
	}
	if _, ok := c.Get(CacheKey{Question: "ok", Planner: "rules"}); !ok {
		t.Error("the good line was lost")
	}
	n, tr, err := Plan(context.Background(), "bad plan", Options{Decomposers: []Decomposer{complete{fallbackTree}}, Cache: c, Logger: quiet})
	if err != nil || tr.Cached || tree.Validate(n) != nil {
		t.Errorf("invalid cached plan served: %v %v", err, tr.Cached)
	}
	mem, err := OpenFileCache("", 0, nil)
	if err != nil || mem.Put(CacheKey{Question: "m"}, fallbackTree) != nil || mem.Len() != 1 {
		t.Errorf("memory cache: %v", err)
	}
	if err := mem.Put(CacheKey{}, nil); err == nil {
		t.Error("caching no plan must fail")
	}
}

// TestPlanCacheNotes: a note is kept with its plan across a restart and
// goes when the plan is replaced; a plan that is JSON but no tree is
// dropped when first used.
func TestPlanCacheNotes(t *testing.T) {
	dir := t.TempDir()
	c := openCache(t, dir, 10, quiet)
	k := CacheKey{Question: "how many runs", Planner: "rules"}
	if err := c.SetNote(k, []byte(`{"unlinked":["x"]}`)); err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Note(k); ok {
		t.Error("a note without a plan was kept")
	}
	if err := c.Put(k, fallbackTree); err != nil {
		t.Fatal(err)
	}
	if err := c.SetNote(k, []byte(`{not json`)); err == nil {
		t.Error("a note that is not JSON was accepted")
	}
	if err := c.SetNote(k, []byte(`{"unlinked":["x"]}`)); err != nil {
		t.Fatal(err)
	}
	c2 := openCache(t, dir, 10, quiet)
	if n, ok := c2.Note(k); !ok || string(n) != `{"unlinked":["x"]}` {
		t.Errorf("after reopening: note %s %v", n, ok)
	}
	if p, ok := c2.Get(k); !ok || tree.Key(p) != tree.Key(fallbackTree) {
		t.Errorf("after reopening: plan %v", ok)
	}
	if err := c2.Put(k, fallbackTree); err != nil {
		t.Fatal(err)
	}
	if _, ok := c2.Note(k); ok {
		t.Error("a new plan kept the old plan's note")
	}

	bad := `{"key":{"question":"number","planner":"rules"},"plan":5}` + "\n" +
		`{"key":{"question":"null","planner":"rules"},"plan":null}` + "\n"
	c3 := cacheWith(t, dir, []byte(bad), 10)
	if c3.Len() != 1 {
		t.Errorf("%d plans read, want 1 (null is no plan)", c3.Len())
	}
	if _, ok := c3.Get(CacheKey{Question: "number", Planner: "rules"}); ok || c3.Len() != 0 {
		t.Errorf("a plan that is no tree was served or kept (%d)", c3.Len())
	}
}

// quiet drops the warnings damaged files are expected to cause.
var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// openCache opens the plan cache of dir, of at most most plans; the test
// fails when it cannot.
func openCache(t testing.TB, dir string, most int, log *slog.Logger) *FileCache {
	t.Helper()
	c, err := OpenFileCache(dir, most, log)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// cacheWith opens the plan cache of dir after writing its file as content
// (a damaged file): what cannot be read is expected, so it is not logged.
func cacheWith(t testing.TB, dir string, content []byte, most int) *FileCache {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, PlanCacheFile), content, 0o600); err != nil {
		t.Fatal(err)
	}
	return openCache(t, dir, most, quiet)
}

func FuzzOpenFileCache(f *testing.F) {
	f.Add([]byte(`{"key":{"question":"ok","planner":"rules"},"plan":{"op":"RETRIEVE","args":{"query":"x"}}}` + "\n"))
	f.Add([]byte("{\n}\n\x00\xff"))
	f.Add([]byte(`{"key":{},"plan":{"op":"X","args":{"bogus":1},"inputs":[null]}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		c := cacheWith(t, t.TempDir(), data, 5)
		if err := c.Put(CacheKey{Question: "new"}, fallbackTree); err != nil {
			t.Fatal(err)
		}
		if _, ok := c.Get(CacheKey{Question: "new"}); !ok {
			t.Fatal("lost a plan just put")
		}
	})
}
