package crossencoder

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"reqap/internal/test"
	"reqap/models/crossencoder/onnxpb"
	"reqap/models/crossencoder/tinybert"
)

// tokenizer returns the shared BERT tokenizer or skips the test.
func tokenizer(t testing.TB) string {
	t.Helper()
	p, err := tinybert.FindTokenizer()
	if err != nil {
		t.Skipf("skipping: the tests' cross-encoder needs the shared tokenizer: %v", err)
	}
	return p
}

var texts = []string{
	"source: workout\nworkout type: soccer",
	"source: music stream\nartist: Daft Punk\ntrack: One More Time",
	"source: calendar\nsummary: Football practice\nlocation: Sportpark",
	"source: mail\nsubject: Dinner on Friday?\nbody: Shall we try the new Italian place near the station?",
	"source: online purchase\nproduct: Adidas football size 5",
}

// loaded is the model of dir loaded with o, closed when the test ends; the
// test fails when it does not load.
func loaded(t testing.TB, dir string, o Options) *Model {
	t.Helper()
	m, err := Load(context.Background(), dir, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// scored is m's scores of docs for query; the test fails on an error.
func scored(t testing.TB, m *Model, query string, docs []string) []float32 {
	t.Helper()
	s, err := m.Score(context.Background(), query, docs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestLoadDescribesAndScores(t *testing.T) {
	m := loaded(t, tinybert.Folder(t, tinybert.Tiny), Options{})
	in := m.Info()
	if in.Name != tinybert.Tiny.Name || in.Layers != 2 || in.Hidden != 32 || in.Vocab != 30522 || in.Tokens != 30522 ||
		in.MaxPositions != 512 || in.Separator != "[SEP]" || in.Output != "[batch_size,1]" || len(in.Inputs) != 3 || in.Params < 1e6 {
		t.Errorf("info = %+v", in)
	}
	t.Log(in)
	s := scored(t, m, "I played football", texts)
	if len(s) != len(texts) {
		t.Fatalf("%d scores for %d texts", len(s), len(texts))
	}
	distinct := map[float32]bool{}
	for i, x := range s {
		if !(x > 0 && x < 1) {
			t.Errorf("score %d = %v, want a probability", i, x)
		}
		distinct[x] = true
	}
	if len(distinct) < 3 {
		t.Errorf("scores %v hardly depend on the text", s)
	}
}

// Batches pad shorter pairs; the mask must keep padding from changing a
// score, so a pair scores the same alone and in any batch.
func TestBatchingDoesNotChangeScores(t *testing.T) {
	dir := tinybert.Folder(t, tinybert.Tiny)
	batched := loaded(t, dir, Options{BatchSize: 2})
	all := scored(t, batched, "I played football", texts)
	if st := batched.Stats(); st.Batches != 3 || st.Scored != len(texts) {
		t.Errorf("stats %+v, want 3 batches of at most 2 for %d texts", st, len(texts))
	}
	single := loaded(t, dir, Options{BatchSize: 1})
	for i, txt := range texts {
		one := scored(t, single, "I played football", []string{txt})
		if d := math.Abs(float64(one[0] - all[i])); d > 1e-5 {
			t.Errorf("text %d: %v alone, %v in a batch", i, one[0], all[i])
		}
	}
}

func TestScoresAreCachedAndDeduplicated(t *testing.T) {
	dir := tinybert.Folder(t, tinybert.Tiny)
	m := loaded(t, dir, Options{})
	twice := append(append([]string(nil), texts...), texts...)
	first := scored(t, m, "I played football", twice)
	if st := m.Stats(); st.Scored != len(texts) || st.Cached != 0 {
		t.Errorf("stats %+v: every distinct text must be scored once", st)
	}
	for i := range texts {
		if first[i] != first[i+len(texts)] {
			t.Errorf("text %d: %v and %v", i, first[i], first[i+len(texts)])
		}
	}
	again := scored(t, m, "I played football", texts)
	if st := m.Stats(); st.Scored != len(texts) || st.Cached != len(texts) {
		t.Errorf("stats %+v: the second call must come from the cache", st)
	}
	other := scored(t, m, "I went running", texts[:1])
	if st := m.Stats(); st.Scored != len(texts)+1 {
		t.Errorf("stats %+v: another query is another pair", st)
	}
	if other[0] == again[0] {
		t.Logf("note: %q scores %v for both queries", texts[0], other[0])
	}

	// A model loaded afresh computes exactly the same scores.
	m2 := loaded(t, dir, Options{})
	fresh := scored(t, m2, "I played football", texts)
	for i := range texts {
		if fresh[i] != again[i] {
			t.Errorf("text %d: %v, then %v from a fresh load", i, again[i], fresh[i])
		}
	}
}

// Long pairs run in smaller batches: a batch holds at most BatchTokens.
func TestLongPairsRunInSmallerBatches(t *testing.T) {
	m := loaded(t, tinybert.Folder(t, tinybert.Tiny), Options{MaxTokens: 64, BatchTokens: 200})
	var long []string
	for i := range 10 {
		long = append(long, fmt.Sprintf("source: mail\nbody: %d %s", i, strings.Repeat("we played football in the park ", 40)))
	}
	scored(t, m, "I played football", append(long, texts...))
	// 64-token pairs three at a time (192 ≤ 200): four batches for ten;
	// the five short texts fit in one.
	if st := m.Stats(); st.Batches != 5 || st.Scored != 15 {
		t.Errorf("stats %+v, want 5 batches", st)
	}
}

// A text longer than the model's positions is cut at a token boundary and
// scores like its first part.
func TestLongTextsAreTruncated(t *testing.T) {
	m := loaded(t, tinybert.Folder(t, tinybert.Tiny), Options{MaxTokens: 64})
	long := "source: mail\nbody: " + strings.Repeat("we played football in the park after work and then had pizza ", 300)
	s := scored(t, m, "I played football", []string{long})
	q, budget := m.fit("I played football")
	cut, n := m.truncate(long, budget)
	if n != budget || len(cut) >= len(long) || !strings.HasPrefix(long, cut) {
		t.Fatalf("truncate kept %d tokens (%d bytes), budget %d", n, len(cut), budget)
	}
	if q != "I played football" {
		t.Errorf("query cut to %q", q)
	}
	m.cache = newScoreCache(10)
	s2 := scored(t, m, "I played football", []string{cut})
	if s[0] != s2[0] {
		t.Errorf("long text %v, its cut %v", s[0], s2[0])
	}
}

func TestSharedLoadsOnceAndCheckScoresATestPair(t *testing.T) {
	dir := tinybert.Folder(t, tinybert.Tiny)
	ctx := context.Background()
	a, err := Shared(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Shared(ctx, dir+string(filepath.Separator))
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Error("the same folder was loaded twice")
	}
	r, err := Check(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if !(r.TestScore > 0 && r.TestScore < 1) || r.Name != tinybert.Tiny.Name || r.Bytes == 0 {
		t.Errorf("report %+v", r)
	}
	// A changed model is loaded afresh.
	cfg := tinybert.Tiny
	cfg.Seed = 2
	if err := tinybert.Write(dir, tokenizer(t), cfg); err != nil {
		t.Fatal(err)
	}
	c, err := Shared(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if c == a {
		t.Error("a changed model.onnx was not reloaded")
	}
}

func TestCheckExplainsWrongFolders(t *testing.T) {
	tok := tokenizer(t)
	ctx := context.Background()
	write := func(t *testing.T, m *onnxpb.Model, tokenizer []byte) string {
		dir := t.TempDir()
		if m != nil {
			test.WriteFile(t, filepath.Join(dir, ModelFile), m.Marshal())
		}
		if tokenizer != nil {
			test.WriteFile(t, filepath.Join(dir, TokenizerFile), tokenizer)
		}
		return dir
	}
	tokBytes := test.ReadFile(t, tok)
	tiny := func(f func(*tinybert.Config)) *onnxpb.Model {
		c := tinybert.Tiny
		c.Vocab = 30522
		if f != nil {
			f(&c)
		}
		return tinybert.Build(c)
	}
	embedding := tiny(nil)
	embedding.Graph.Outputs[0] = onnxpb.Value{Name: "last_hidden_state", Type: onnxpb.Float, Dims: []int64{0, 0, 32},
		Params: []string{"batch_size", "sequence_length", ""}}
	unknownOp := tiny(nil)
	unknownOp.Graph.Nodes[len(unknownOp.Graph.Nodes)-1].Op = "NoSuchOperator"
	noSep := strings.ReplaceAll(string(tokBytes), "[SEP]", "[XEP]")

	cases := []struct {
		name string
		dir  func(t *testing.T) string
		want error
		says string
	}{
		{"no folder", func(t *testing.T) string { return filepath.Join(t.TempDir(), "nope") }, ErrNoFolder, "nope"},
		{"a file", func(t *testing.T) string { return filepath.Join(write(t, tiny(nil), tokBytes), ModelFile) }, ErrNoFolder, "is a file"},
		{"empty folder", func(t *testing.T) string { return t.TempDir() }, ErrMissingFile, "model.onnx and tokenizer.json"},
		{"no tokenizer", func(t *testing.T) string { return write(t, tiny(nil), nil) }, ErrMissingFile, "no tokenizer.json"},
		{"model in onnx/", func(t *testing.T) string {
			dir := write(t, nil, tokBytes)
			os.Mkdir(filepath.Join(dir, "onnx"), 0o755)
			test.WriteFile(t, filepath.Join(dir, "onnx", ModelFile), tiny(nil).Marshal())
			return dir
		}, ErrMissingFile, "there is onnx/model.onnx"},
		{"not onnx", func(t *testing.T) string {
			dir := write(t, nil, tokBytes)
			test.WriteFile(t, filepath.Join(dir, ModelFile), []byte("<html>404 not found</html>"))
			return dir
		}, ErrNotCrossEncoder, "not an ONNX model"},
		{"classifier", func(t *testing.T) string {
			return write(t, tiny(func(c *tinybert.Config) { c.Outputs = 3 }), tokBytes)
		}, ErrNotCrossEncoder, "3 scores per pair"},
		{"embedding model", func(t *testing.T) string { return write(t, embedding, tokBytes) }, ErrNotCrossEncoder, "embedding model"},
		{"foreign tokenizer", func(t *testing.T) string {
			return write(t, tiny(func(c *tinybert.Config) { c.Vocab = 1000 }), tokBytes)
		}, ErrTokenizerMismatch, "30522 tokens but the model knows only 1000"},
		{"tokenizer without separator", func(t *testing.T) string { return write(t, tiny(nil), []byte(noSep)) }, ErrTokenizerMismatch, "[SEP]"},
		{"broken tokenizer", func(t *testing.T) string { return write(t, tiny(nil), []byte("{")) }, ErrTokenizerMismatch, "tokenizer.json"},
		{"operator the backend lacks", func(t *testing.T) string { return write(t, unknownOp, tokBytes) }, ErrBroken, "NoSuchOperator"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Check(ctx, c.dir(t))
			if !errors.Is(err, c.want) {
				t.Fatalf("err = %v, want %v", err, c.want)
			}
			if !strings.Contains(err.Error(), c.says) {
				t.Errorf("err = %v, want it to say %q", err, c.says)
			}
			t.Log(err)
		})
	}
}

// patternTexts are 300 distinct texts shaped like RETRIEVE's patterns.
func patternTexts() []string {
	kinds := []struct{ src, key string }{
		{"workout", "workout type"}, {"calendar", "summary"}, {"music stream", "artist"}, {"online purchase", "product"},
		{"mail", "subject"}, {"social media", "text"},
	}
	values := []string{"soccer", "Football practice", "Daft Punk", "running shoes", "Dinner at Luigi's", "Home win today",
		"team meeting", "trail running", "pizza night", "birthday party"}
	var out []string
	for i := 0; len(out) < 300; i++ {
		k := kinds[i%len(kinds)]
		out = append(out, fmt.Sprintf("source: %s\n%s: %s %d", k.src, k.key, values[i%len(values)], i))
	}
	return out
}

// BenchmarkScore300Patterns scores 300 distinct pattern texts with a
// MiniLM-L6-sized model (random weights), as one RETRIEVE with a model
// does at most. The model is written and loaded once; each iteration asks
// with another query, so nothing comes from the cache.
func BenchmarkScore300Patterns(b *testing.B) {
	dir := b.TempDir()
	if err := tinybert.Write(dir, tokenizer(b), tinybert.MiniLM); err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	m := loaded(b, dir, Options{})
	b.Logf("%s, SIMD %v, loaded in %s", m.Info(), SIMD, m.Info().LoadTime)
	ts := patternTexts()
	i := 0
	for b.Loop() {
		i++
		if _, err := m.Score(ctx, fmt.Sprintf("how often did I play football with friends %d", i), ts); err != nil {
			b.Fatal(err)
		}
	}
	st := m.Stats()
	b.ReportMetric(float64(st.Time.Milliseconds())/float64(i), "model-ms/op")
	b.ReportMetric(float64(st.Batches)/float64(i), "batches/op")
}
