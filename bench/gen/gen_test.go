package gen

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"reqap/internal/test"
	"reqap/qa/eval"
)

func TestMain(m *testing.M) { test.Main(m) }

// generated is the persona of seed and size, generated once per test run
// and shared by the tests.
func generated(t testing.TB, seed int64, size string) string {
	t.Helper()
	return test.SharedDir(t, fmt.Sprintf("gen-%s-%d", size, seed), func(dir string) error {
		return Generate(Options{Seed: seed, Size: size, Out: dir, Logger: quietLogger()})
	})
}

func readManifest(t testing.TB, dir string) Manifest {
	t.Helper()
	m, err := ReadManifest(dir)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func readQuestions(t testing.TB, dir string) []eval.Question {
	t.Helper()
	qs, err := ReadQuestions(dir)
	if err != nil {
		t.Fatal(err)
	}
	return qs
}

func readEvents(t testing.TB, dir string) []Event {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, CanonicalFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Event
	if err := ReadCanonical(f, CanonicalFile, func(e Event) error { out = append(out, e); return nil }); err != nil {
		t.Fatal(err)
	}
	return out
}

// treeFiles maps relative paths to contents.
func treeFiles(t testing.TB, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestDeterministic(t *testing.T) {
	a := generated(t, 11, SizeSmall)
	b := filepath.Join(t.TempDir(), "again")
	if err := Generate(Options{Seed: 11, Size: SizeSmall, Out: b, Logger: quietLogger()}); err != nil {
		t.Fatal(err)
	}
	fa, fb := treeFiles(t, a), treeFiles(t, b)
	if len(fa) != len(fb) {
		t.Fatalf("same seed wrote %d and %d files", len(fa), len(fb))
	}
	var names []string
	for n := range fa {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if !bytes.Equal(fa[n], fb[n]) {
			t.Errorf("%s differs between two runs with the same seed", n)
		}
	}
	// Generating again into the same folder replaces the earlier run.
	if err := Generate(Options{Seed: 11, Size: SizeSmall, Out: b, Logger: quietLogger()}); err != nil {
		t.Fatalf("regenerating into a benchmark folder: %v", err)
	}
	// Another seed is another person with other questions.
	c := generated(t, 12, SizeSmall)
	pa, pc := treeFiles(t, a)[PersonaFile], treeFiles(t, c)[PersonaFile]
	var x, y profile
	if err := json.Unmarshal(pa, &x); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(pc, &y); err != nil {
		t.Fatal(err)
	}
	if x.Name == y.Name && x.Birth == y.Birth {
		t.Errorf("seeds 11 and 12 gave the same persona %s", x.Name)
	}
	if bytes.Equal(treeFiles(t, a)[QuestionsFile], treeFiles(t, c)[QuestionsFile]) {
		t.Error("seeds 11 and 12 gave the same questions")
	}
}

func TestRefusesForeignFolder(t *testing.T) {
	dir := t.TempDir()
	test.WriteFile(t, filepath.Join(dir, "thesis.tex"), []byte("precious"))
	err := Generate(Options{Seed: 1, Size: SizeSmall, Out: dir, Logger: quietLogger()})
	if err == nil || !strings.Contains(err.Error(), "refusing") {
		t.Fatalf("Generate into a foreign folder: err = %v, want a refusal", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "thesis.tex")); string(b) != "precious" {
		t.Fatal("a foreign file was touched")
	}
	if err := Generate(Options{Seed: 1, Size: "huge", Out: t.TempDir()}); err == nil {
		t.Fatal("unknown size accepted")
	}
}

// checkWorld checks the invariants every generated persona keeps.
func checkWorld(t *testing.T, dir string) (Manifest, []eval.Question) {
	t.Helper()
	m := readManifest(t, dir)
	evs := readEvents(t, dir)
	qs := readQuestions(t, dir)
	start, _ := time.Parse("2006-01-02", m.WindowStart)
	ref, _ := time.Parse("2006-01-02", m.ReferenceDate)

	// Canonical events: unique ids, inside the window, each expressed by
	// records of files that exist; counts as in the manifest.
	ids := map[string]bool{}
	counts := map[string]int{}
	var lastMusic Event
	for _, e := range evs {
		if ids[e.ID] {
			t.Fatalf("duplicate canonical id %s", e.ID)
		}
		ids[e.ID] = true
		counts[e.Type]++
		day := e.Start.Format("2006-01-02")
		if day < start.Format("2006-01-02") || day >= ref.Format("2006-01-02") {
			t.Errorf("%s %s starts %s, outside the window %s..%s", e.Type, e.ID, e.Start, m.WindowStart, m.ReferenceDate)
		}
		if e.End.Before(e.Start) {
			t.Errorf("%s %s ends before it starts", e.Type, e.ID)
		}
		if len(e.Observed) == 0 {
			t.Errorf("%s %s is expressed by no record", e.Type, e.ID)
		}
		for _, o := range e.Observed {
			if o.Record == "" || !strings.HasPrefix(o.File, ExportsDir+"/") {
				t.Errorf("%s %s: bad observation %+v", e.Type, e.ID, o)
			}
		}
		// A meet-up's people, and a restaurant meal's restaurant, are named
		// by at least one record.
		if e.Type == TypeMeetUp && !knows(&e, "participants") {
			t.Errorf("no record of meet-up %s names its people: %+v", e.ID, e.Observed)
		}
		if (e.Type == TypeMeetUp || e.Type == TypeCelebration || e.Type == TypeHighlight) && e.Attrs.Restaurant != "" && !knows(&e, "restaurant") {
			t.Errorf("no record of %s %s names its restaurant %s: %+v", e.Type, e.ID, e.Attrs.Restaurant, e.Observed)
		}
		if e.Type == TypeMusic {
			// Natural listening: no music in the small hours, no overlaps.
			if h := e.Start.Hour(); h < 6 {
				t.Errorf("music stream %s at %s", e.ID, e.Start)
			}
			if lastMusic.ID != "" && e.Start.Before(lastMusic.End) {
				t.Errorf("music streams %s and %s overlap", lastMusic.ID, e.ID)
			}
			lastMusic = e
		}
	}
	for typ, n := range m.Canonical {
		if counts[typ] != n {
			t.Errorf("manifest says %d %s, canonical.jsonl has %d", n, typ, counts[typ])
		}
	}
	files := map[string]bool{}
	for _, e := range evs {
		for _, o := range e.Observed {
			if !files[o.File] {
				files[o.File] = true
				if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(o.File))); err != nil {
					t.Errorf("observation names a missing file: %v", err)
				}
			}
		}
	}

	// Questions: valid, unique, never empty or zero.
	seen := map[string]bool{}
	known := map[string]bool{}
	for _, tm := range templates {
		known[tm.id] = true
	}
	for _, q := range qs {
		if seen[q.ID] || seen[strings.ToLower(q.Question)] {
			t.Errorf("duplicate question %s %q", q.ID, q.Question)
		}
		seen[q.ID], seen[strings.ToLower(q.Question)] = true, true
		if !known[q.Template] {
			t.Errorf("question %s has unknown template %s", q.ID, q.Template)
		}
		if q.ReferenceDate != m.ReferenceDate {
			t.Errorf("question %s reference date %s, want %s", q.ID, q.ReferenceDate, m.ReferenceDate)
		}
		if len(q.Answers) == 0 {
			t.Errorf("question %s has no answer", q.ID)
		}
		for _, a := range q.Answers {
			if f, ok := a.(float64); ok && f == 0 {
				t.Errorf("question %s has a zero answer", q.ID)
			}
			if s, ok := a.(string); ok && strings.TrimSpace(s) == "" {
				t.Errorf("question %s has an empty answer", q.ID)
			}
		}
		if len(q.Complexity) == 0 || len(q.Sources) == 0 {
			t.Errorf("question %s lacks complexity or sources", q.ID)
		}
	}
	return m, qs
}

func TestSmallInvariants(t *testing.T) {
	for _, seed := range []int64{1, 2, 3} {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			dir := generated(t, seed, SizeSmall)
			m, qs := checkWorld(t, dir)
			total := 0
			for _, n := range m.Canonical {
				total += n
			}
			if total < 2400 || total > 4200 {
				t.Errorf("small persona has %d events, want about 3,000", total)
			}
			size := int64(0)
			for _, b := range treeFiles(t, filepath.Join(dir, ExportsDir)) {
				size += int64(len(b))
			}
			if size >= 1_500_000 {
				t.Errorf("small exports take %d bytes, want < 1.5 MB (the demo dataset)", size)
			}
			tm := map[string]bool{}
			for _, q := range qs {
				tm[q.Template] = true
			}
			if len(qs) < 90 || len(tm) < 60 {
				t.Errorf("small persona has %d questions from %d templates, want >= 90 from >= 60", len(qs), len(tm))
			}
		})
	}
}

// perqaRanges are the plausible counts of observable records of a perqa
// persona, around the paper's Table 2.
var perqaRanges = map[string][2]int{
	"music_stream": {30000, 46000}, "movie_stream": {650, 1500}, "tvseries_stream": {120, 400}, "workout": {500, 1300},
	"online_purchase": {650, 1100}, "calendar": {1000, 2600}, "mail": {400, 900}, "social_media": {500, 1100}, "note": {30, 150},
}

func TestPerQAInvariants(t *testing.T) {
	if testing.Short() {
		t.Skip("perqa size takes a few seconds per persona")
	}
	if len(templates) < 60 {
		t.Fatalf("%d templates, want >= 60", len(templates))
	}
	union := map[string]bool{}
	cover := map[string]bool{}
	for _, seed := range []int64{1, 2, 3} {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			dir := generated(t, seed, SizePerQA)
			m, qs := checkWorld(t, dir)
			for src, r := range perqaRanges {
				if n := m.Observable[src]; n < r[0] || n > r[1] {
					t.Errorf("%d %s records, want %d-%d", n, src, r[0], r[1])
				}
			}
			tm := map[string]bool{}
			for _, q := range qs {
				tm[q.Template] = true
				union[q.Template] = true
				for _, c := range q.Complexity {
					cover[c] = true
				}
			}
			if len(qs) < 300 {
				t.Errorf("%d questions, want >= 300", len(qs))
			}
			if len(tm) < 60 {
				t.Errorf("questions from %d templates, want >= 60", len(tm))
			}
		})
	}
	for _, tm := range templates {
		if !union[tm.id] {
			t.Errorf("template %s produced no question for seeds 1-3", tm.id)
		}
	}
	for _, c := range []string{eval.Lookup, eval.Ordering, eval.Grouping, eval.Temporal, eval.Aggregation, eval.Join, eval.MultiSource} {
		if !cover[c] {
			t.Errorf("no question of complexity %s", c)
		}
	}
}

func TestReadCanonicalErrors(t *testing.T) {
	in := `{"id":"e1","type":"mail","start":"2024-01-01T10:00:00+01:00","end":"2024-01-01T10:00:00+01:00","attrs":{},"observed":[]}
{"id":"e2","type":
`
	n := 0
	err := ReadCanonical(strings.NewReader(in), "canonical.jsonl", func(Event) error { n++; return nil })
	if err == nil || !strings.Contains(err.Error(), "canonical.jsonl: line 2") {
		t.Fatalf("err = %v, want one naming line 2", err)
	}
	if n != 1 {
		t.Errorf("read %d events before the bad line, want 1", n)
	}
}

func TestPlayEventMatchesCanonical(t *testing.T) {
	dir := generated(t, 1, SizeSmall)
	f, err := os.Open(filepath.Join(dir, CanonicalFile))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if !bytes.Contains(sc.Bytes(), []byte(`"type":"music_stream"`)) {
			continue
		}
		// Music lines are encoded by hand: they must be the same JSON the
		// encoder writes for an Event.
		var e Event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("music line is not valid JSON: %v\n%s", err, sc.Bytes())
		}
		b, _ := json.Marshal(&e)
		var x, y any
		json.Unmarshal(b, &x)
		json.Unmarshal(sc.Bytes(), &y)
		if fmt.Sprint(x) != fmt.Sprint(y) {
			t.Fatalf("hand-written music line differs from the encoder:\n%s\n%s", sc.Bytes(), b)
		}
		return
	}
	t.Fatal("no music stream in canonical.jsonl")
}

func TestTemplatesDocumented(t *testing.T) {
	readme := test.ReadFile(t, "README.md")
	for _, ti := range Templates() {
		if !strings.Contains(string(readme), "| "+ti.ID+" |") {
			t.Errorf("template %s is not in the README table", ti.ID)
		}
	}
}

// TestGoldScoresItself runs every gold answer through the scorer the way
// an engine would hand it in: as a typed value and as rendered text.
func TestGoldScoresItself(t *testing.T) {
	for _, seed := range []int64{1, 2} {
		for _, q := range readQuestions(t, generated(t, seed, SizeSmall)) {
			if hit, _ := eval.Score(q, eval.Answer{Value: q.Answers}); !hit {
				t.Errorf("%s: gold %v does not hit itself as a value", q.ID, q.Answers)
			}
			var parts []string
			for _, a := range q.Answers {
				parts = append(parts, fmt.Sprint(a))
			}
			text := strings.Join(parts, "; ")
			if q.Unit != "" {
				text += " " + q.Unit
			}
			if hit, _ := eval.Score(q, eval.Answer{Text: text}); !hit {
				t.Errorf("%s: gold %v does not hit itself as text %q", q.ID, q.Answers, text)
			}
		}
	}
}
