// Package crossencoder runs a BERT-style cross-encoder (an ONNX export
// such as cross-encoder/ms-marco-MiniLM-L-6-v2) on the CPU through hugot's
// pure-Go backend (github.com/knights-analytics/hugot, GoMLX): no C
// library, no network. RETRIEVE uses it to score (query, event text)
// pairs that its lexicons cannot decide.
//
// A model is a folder holding model.onnx and tokenizer.json (config.json
// is read when present). Check tells what is wrong with a folder before
// anything runs: a missing file, a network that is not a cross-encoder
// (an embedding model, a classifier with several classes), a tokenizer
// that does not belong to the model. Load loads it once per process
// (Shared) and scores pairs in length-sorted batches, truncated to fit the
// model, remembering every score it computed.
//
// Speed: the matrix products are GoMLX's; built with GOEXPERIMENT=simd
// (what `make build` does on amd64) they use AVX2/AVX-512 and are about
// six times faster than the portable Go loops. See SIMD.
package crossencoder

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/gomlx/go-huggingface/tokenizers/api"
	"github.com/gomlx/go-huggingface/tokenizers/hftokenizer"
	"github.com/knights-analytics/hugot"
	"github.com/knights-analytics/hugot/options"
	"github.com/knights-analytics/hugot/pipelines"

	"reqap/models/crossencoder/onnxpb"
)

// Files of a model folder.
const (
	ModelFile     = "model.onnx"
	TokenizerFile = "tokenizer.json"
	ConfigFile    = "config.json"
)

// Error classes; every error of Check and Load wraps one (test with
// errors.Is).
var (
	ErrNoFolder          = errors.New("no such model folder")
	ErrMissingFile       = errors.New("model file missing")
	ErrNotCrossEncoder   = errors.New("not a cross-encoder")
	ErrTokenizerMismatch = errors.New("the tokenizer does not belong to the model")
	ErrBroken            = errors.New("the model cannot be run")
)

// Options tune scoring; zero fields take the defaults.
type Options struct {
	// BatchSize is how many pairs run through the network at once (32),
	// and BatchTokens how many tokens a batch may hold (2048): long pairs
	// run in smaller batches, so a batch's memory stays bounded (attention
	// grows with the square of the length).
	BatchSize, BatchTokens int
	// MaxTokens bounds a pair's length in tokens, [CLS] and [SEP]s
	// included (96, and never more than the model's positions): texts
	// are cut at a token boundary to fit. The start of an event's text
	// (its source, title, sender, first lines) is what tells what it is
	// about, and the cost of a pair grows with its length: a 96-token pair
	// costs about five 20-token ones.
	MaxTokens int
	// CacheSize is how many scores are remembered (100,000).
	CacheSize int
}

func (o Options) withDefaults() Options {
	if o.BatchSize <= 0 {
		o.BatchSize = 32
	}
	if o.BatchTokens <= 0 {
		o.BatchTokens = 2048
	}
	if o.MaxTokens <= 0 {
		o.MaxTokens = 96
	}
	if o.CacheSize <= 0 {
		o.CacheSize = 100_000
	}
	return o
}

// Model is a loaded cross-encoder. It is safe for concurrent use; runs of
// the network are serialized (each already uses every core).
type Model struct {
	info Info
	opts Options
	sess *hugot.Session
	pipe *pipelines.CrossEncoderPipeline
	tok  *hftokenizer.Tokenizer // for truncation; the pipeline has its own
	sep  string

	mu    sync.Mutex // one run at a time; guards the fields below
	cache *scoreCache
	stats Stats
}

// Stats count a model's work since it was loaded.
type Stats struct {
	// Scored is how many pairs the network ran on, in Batches batches
	// taking Time; Cached how many scores came from the cache.
	Scored, Cached, Batches int
	Time                    time.Duration
}

// Load checks the folder and loads the model. Close releases it. Most
// callers want Shared, which loads a folder once per process.
func Load(ctx context.Context, dir string, opts Options) (m *Model, err error) {
	start := time.Now()
	info, tok, err := inspect(dir)
	if err != nil {
		return nil, err
	}
	opts = opts.withDefaults()
	m = &Model{info: info, opts: opts, tok: tok, sep: info.Separator, cache: newScoreCache(opts.CacheSize)}
	// hugot and GoMLX report some failures (an operator they cannot
	// convert, a shape that does not fit) by panicking.
	defer func() {
		if r := recover(); r != nil {
			m, err = nil, fmt.Errorf("loading the cross-encoder in %s: %w: %v", dir, ErrBroken, r)
		}
	}()
	sess, err := hugot.NewGoSession(ctx, options.WithGoMLXSequenceBuckets(sequenceBuckets(info.MaxTokens(opts))),
		options.WithGoMLXBatchBuckets(batchBuckets(opts.BatchSize)))
	if err != nil {
		return nil, fmt.Errorf("loading the cross-encoder in %s: %w", dir, err)
	}
	pipe, err := hugot.NewPipeline(sess, hugot.CrossEncoderConfig{ModelPath: info.Dir, OnnxFilename: ModelFile, Name: "relevance",
		Options: []hugot.CrossEncoderOption{pipelines.WithBatchSize(opts.BatchSize)}})
	if err != nil {
		_ = sess.Destroy()
		return nil, fmt.Errorf("loading the cross-encoder in %s: %w: %v", dir, ErrBroken, err)
	}
	m.sess, m.pipe = sess, pipe
	m.info.LoadTime = time.Since(start)
	return m, nil
}

// sequenceBuckets are the padded lengths batches run at: each length
// compiles its own program once, so a handful of lengths bounds the
// compilations (and their memory) while wasting at most a third on
// padding.
func sequenceBuckets(max int) []int {
	var out []int
	for _, n := range []int{16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024} {
		if n >= max {
			break
		}
		out = append(out, n)
	}
	return append(out, max)
}

func batchBuckets(size int) []int {
	var out []int
	for n := 1; n < size; n *= 2 {
		out = append(out, n)
	}
	return append(out, size)
}

// Info describes the loaded model.
func (m *Model) Info() Info { return m.info }

// Stats returns what the model did so far.
func (m *Model) Stats() Stats {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.stats
}

// Close releases the model.
func (m *Model) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.sess == nil {
		return nil
	}
	err := m.sess.Destroy()
	m.sess, m.pipe = nil, nil
	return err
}

// Score returns, for each text, the model's probability that it is
// relevant to query (the sigmoid of its logit), in texts' order. Each
// distinct text is scored once; scores computed before, for the same
// query, come from the cache.
func (m *Model) Score(ctx context.Context, query string, texts []string) ([]float32, error) {
	out := make([]float32, len(texts))
	if len(texts) == 0 {
		return out, nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.pipe == nil {
		return nil, errors.New("scoring with the cross-encoder: the model is closed")
	}
	// Distinct texts not in the cache, with where they go.
	type job struct {
		key    cacheKey
		text   string
		tokens int
		at     []int
	}
	var jobs []*job
	byKey := map[cacheKey]*job{}
	for i, t := range texts {
		k := keyOf(query, t)
		if s, ok := m.cache.get(k); ok {
			out[i] = s
			m.stats.Cached++
			continue
		}
		if j := byKey[k]; j != nil {
			j.at = append(j.at, i)
			continue
		}
		j := &job{key: k, text: t, at: []int{i}}
		byKey[k] = j
		jobs = append(jobs, j)
	}
	if len(jobs) == 0 {
		return out, nil
	}
	q, budget := m.fit(query)
	qTokens := m.info.MaxTokens(m.opts) - 3 - budget
	for _, j := range jobs {
		j.text, j.tokens = m.truncate(j.text, budget)
	}
	// Similar lengths batch together, so little is padded; a batch takes
	// pairs while it holds at most BatchTokens.
	sort.SliceStable(jobs, func(a, b int) bool { return jobs[a].tokens < jobs[b].tokens })
	for start, end := 0, 0; start < len(jobs); start = end {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		end = start + 1
		for end < len(jobs) && end-start < m.opts.BatchSize && (end-start+1)*(qTokens+jobs[end].tokens+3) <= m.opts.BatchTokens {
			end++
		}
		batch := jobs[start:end]
		docs := make([]string, len(batch))
		for i, j := range batch {
			docs[i] = j.text
		}
		t0 := time.Now()
		scores, err := m.run(ctx, q, docs)
		m.stats.Time += time.Since(t0)
		if err != nil {
			return nil, fmt.Errorf("scoring with the cross-encoder %s: %w", m.info.Name, err)
		}
		m.stats.Batches++
		m.stats.Scored += len(batch)
		for i, j := range batch {
			m.cache.put(j.key, scores[i])
			for _, at := range j.at {
				out[at] = scores[i]
			}
		}
	}
	return out, nil
}

// run scores one batch, turning a panic of the backend into an error.
func (m *Model) run(ctx context.Context, query string, docs []string) (scores []float32, err error) {
	defer func() {
		if r := recover(); r != nil {
			scores, err = nil, fmt.Errorf("%w: %v", ErrBroken, r)
		}
	}()
	res, err := m.pipe.RunPipeline(ctx, query, docs)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("%w: %v", ErrBroken, err)
	}
	if len(res.Results) != len(docs) {
		return nil, fmt.Errorf("%w: %d scores for %d texts", ErrBroken, len(res.Results), len(docs))
	}
	scores = make([]float32, len(docs))
	for _, r := range res.Results {
		if r.Index < 0 || r.Index >= len(docs) {
			return nil, fmt.Errorf("%w: score for text %d of %d", ErrBroken, r.Index, len(docs))
		}
		scores[r.Index] = r.Score
	}
	return scores, nil
}

// fit truncates the query to half the pair's budget and returns it with
// the tokens left for a text.
func (m *Model) fit(query string) (string, int) {
	max := m.info.MaxTokens(m.opts) - 3 // [CLS] query [SEP] text [SEP]
	q, n := m.truncate(query, max/2)
	return q, max - n
}

// truncate cuts text after its first budget tokens and returns it with
// its length in tokens.
func (m *Model) truncate(text string, budget int) (string, int) {
	enc := m.tok.EncodeWithAnnotations(text)
	if len(enc.IDs) <= budget {
		return text, len(enc.IDs)
	}
	if budget <= 0 {
		return "", 0
	}
	end := enc.Spans[budget-1].End
	if end <= 0 || end > len(text) {
		return text, len(enc.IDs)
	}
	return text[:end], budget
}

// Info is what Check found out about a model folder.
type Info struct {
	Dir string
	// Name is the model's name from config.json, else the folder's name.
	Name string
	// Bytes is the size of model.onnx; Params the number of weights.
	Bytes  int64
	Params int64
	// Layers, Hidden and MaxPositions come from the graph (0: unknown).
	Layers, Hidden, MaxPositions int
	// Vocab is the model's word-embedding rows, Tokens the tokenizer's
	// vocabulary size.
	Vocab, Tokens int
	// Inputs are the graph's inputs, Output its score output's shape.
	Inputs    []string
	Output    string
	Separator string
	LoadTime  time.Duration
	// SIMD reports whether this binary runs the matrix products with
	// AVX2/AVX-512 (built with GOEXPERIMENT=simd).
	SIMD bool
}

// MaxTokens is the longest pair scored.
func (i Info) MaxTokens(o Options) int {
	o = o.withDefaults()
	if i.MaxPositions > 0 {
		return min(o.MaxTokens, i.MaxPositions)
	}
	return o.MaxTokens
}

func (i Info) String() string {
	s := fmt.Sprintf("%s: %.1f MB, %.1fM weights", i.Name, float64(i.Bytes)/1e6, float64(i.Params)/1e6)
	if i.Layers > 0 {
		s += fmt.Sprintf(", %d layers × %d", i.Layers, i.Hidden)
	}
	return s + fmt.Sprintf(", %d-token vocabulary", i.Tokens)
}

// inspect checks a folder without running anything: the files are there,
// the graph is a cross-encoder, the tokenizer fits it.
func inspect(dir string) (Info, *hftokenizer.Tokenizer, error) {
	info := Info{SIMD: SIMD}
	if dir == "" {
		return info, nil, fmt.Errorf("%w: no folder given", ErrNoFolder)
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return info, nil, fmt.Errorf("%w: %s: %v", ErrNoFolder, dir, err)
	}
	info.Dir, info.Name = abs, filepath.Base(abs)
	st, err := os.Stat(abs)
	switch {
	case err != nil:
		return info, nil, fmt.Errorf("%w: %s", ErrNoFolder, abs)
	case !st.IsDir():
		return info, nil, fmt.Errorf("%w: %s is a file; choose the folder that holds %s and %s", ErrNoFolder, abs, ModelFile, TokenizerFile)
	}
	var missing []string
	for _, f := range []string{ModelFile, TokenizerFile} {
		if st, err := os.Stat(filepath.Join(abs, f)); err != nil || st.IsDir() {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		hint := ""
		if _, err := os.Stat(filepath.Join(abs, "onnx", ModelFile)); err == nil && slices.Contains(missing, ModelFile) {
			hint = fmt.Sprintf(" (there is onnx/%s: copy it next to %s)", ModelFile, TokenizerFile)
		}
		return info, nil, fmt.Errorf("%w: %s has no %s%s; a cross-encoder folder holds an ONNX export (%s) and its tokenizer (%s)",
			ErrMissingFile, abs, joinAnd(missing), hint, ModelFile, TokenizerFile)
	}
	if b, err := os.ReadFile(filepath.Join(abs, ConfigFile)); err == nil {
		var c struct {
			Name string `json:"_name_or_path"`
		}
		if json.Unmarshal(b, &c) == nil && c.Name != "" {
			info.Name = c.Name
		}
	}

	b, err := os.ReadFile(filepath.Join(abs, ModelFile))
	if err != nil {
		return info, nil, fmt.Errorf("%w: reading %s: %v", ErrMissingFile, filepath.Join(abs, ModelFile), err)
	}
	info.Bytes = int64(len(b))
	g, err := onnxpb.Unmarshal(b)
	b = nil
	if err != nil {
		return info, nil, fmt.Errorf("%w: %s: %v", ErrNotCrossEncoder, filepath.Join(abs, ModelFile), err)
	}
	if err := describeGraph(&info, &g.Graph); err != nil {
		return info, nil, fmt.Errorf("%s: %w", filepath.Join(abs, ModelFile), err)
	}

	tb, err := os.ReadFile(filepath.Join(abs, TokenizerFile))
	if err != nil {
		return info, nil, fmt.Errorf("%w: reading %s: %v", ErrMissingFile, filepath.Join(abs, TokenizerFile), err)
	}
	tok, err := hftokenizer.NewFromContent(nil, tb)
	if err != nil {
		return info, nil, fmt.Errorf("%w: %s: %v", ErrTokenizerMismatch, filepath.Join(abs, TokenizerFile), err)
	}
	if err := describeTokenizer(&info, tok); err != nil {
		return info, nil, fmt.Errorf("%s: %w", filepath.Join(abs, TokenizerFile), err)
	}
	_ = tok.With(api.EncodeOptions{IncludeSpans: true})
	return info, tok, nil
}

// inputNames are the inputs a BERT-style cross-encoder may take.
var inputNames = map[string]bool{"input_ids": true, "attention_mask": true, "token_type_ids": true}

func describeGraph(info *Info, g *onnxpb.Graph) error {
	hasIDs := false
	for _, in := range g.Inputs {
		if g.Initializers != nil {
			if _, ok := g.Initializer(in.Name); ok {
				continue // old exports list weights as inputs too
			}
		}
		info.Inputs = append(info.Inputs, in.Name)
		if !inputNames[in.Name] {
			return fmt.Errorf("%w: the network takes %q, but a BERT-style cross-encoder takes input_ids, attention_mask and token_type_ids", ErrNotCrossEncoder, in.Name)
		}
		hasIDs = hasIDs || in.Name == "input_ids"
	}
	if !hasIDs {
		return fmt.Errorf("%w: the network takes no input_ids", ErrNotCrossEncoder)
	}
	if len(g.Outputs) == 0 {
		return fmt.Errorf("%w: the network has no output", ErrNotCrossEncoder)
	}
	out := g.Outputs[0]
	info.Output = out.Shape()
	switch {
	case len(out.Dims) == 3:
		return fmt.Errorf("%w: its output %s is one vector per token (an embedding model such as a sentence-transformer); a cross-encoder gives one score per pair, shape [batch,1]",
			ErrNotCrossEncoder, out)
	case len(out.Dims) == 2 && !out.Dynamic(1) && out.Dims[1] > 1:
		return fmt.Errorf("%w: its output %s gives %d scores per pair (a classifier); a relevance cross-encoder gives one, shape [batch,1]",
			ErrNotCrossEncoder, out, out.Dims[1])
	case len(out.Dims) != 2 || out.Dynamic(1) || out.Dims[1] != 1:
		return fmt.Errorf("%w: its output %s is not one score per pair (shape [batch,1])", ErrNotCrossEncoder, out)
	}
	info.Params = g.Params()
	info.Layers = g.Count("Softmax")
	// The word embeddings are the weights input_ids index; positions are
	// a weight whose name says so.
	for _, n := range g.Nodes {
		if n.Op == "Gather" && len(n.Inputs) == 2 && n.Inputs[1] == "input_ids" {
			if t, ok := g.Initializer(n.Inputs[0]); ok && len(t.Dims) == 2 {
				info.Vocab, info.Hidden = int(t.Dims[0]), int(t.Dims[1])
			}
		}
	}
	for _, t := range g.Initializers {
		if name := strings.ToLower(t.Name); len(t.Dims) == 2 && strings.Contains(name, "position") && strings.Contains(name, "embed") {
			info.MaxPositions = int(t.Dims[0])
		}
	}
	return nil
}

func describeTokenizer(info *Info, tok *hftokenizer.Tokenizer) error {
	for _, id := range tok.GetVocab() {
		info.Tokens = max(info.Tokens, id+1)
	}
	if info.Tokens == 0 {
		return fmt.Errorf("%w: the tokenizer has no vocabulary", ErrTokenizerMismatch)
	}
	for _, sep := range []string{"[SEP]", "</s>"} {
		if _, ok := tok.TokenToID(sep); ok {
			info.Separator = sep
			break
		}
	}
	if info.Separator == "" {
		return fmt.Errorf("%w: the tokenizer has no [SEP] or </s> token to join a query and a text", ErrTokenizerMismatch)
	}
	if info.Vocab > 0 && info.Tokens > info.Vocab {
		return fmt.Errorf("%w: the tokenizer has %d tokens but the model knows only %d (its word embeddings): tokenizer.json comes from another model",
			ErrTokenizerMismatch, info.Tokens, info.Vocab)
	}
	return nil
}

func joinAnd(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return fmt.Sprintf("%s and %s", s[0], s[1])
}

// cacheKey identifies a (query, text) pair without keeping the text.
type cacheKey [sha256.Size]byte

func keyOf(query, text string) cacheKey {
	h := sha256.New()
	h.Write([]byte(query))
	h.Write([]byte{0})
	h.Write([]byte(text))
	var k cacheKey
	h.Sum(k[:0])
	return k
}

// scoreCache remembers scores, forgetting the oldest half when full.
type scoreCache struct {
	size     int
	cur, old map[cacheKey]float32
}

func newScoreCache(size int) *scoreCache {
	return &scoreCache{size: size, cur: map[cacheKey]float32{}}
}

func (c *scoreCache) get(k cacheKey) (float32, bool) {
	if s, ok := c.cur[k]; ok {
		return s, true
	}
	s, ok := c.old[k]
	if ok {
		c.put(k, s)
	}
	return s, ok
}

func (c *scoreCache) put(k cacheKey, s float32) {
	if len(c.cur) >= c.size/2 {
		c.old, c.cur = c.cur, map[cacheKey]float32{}
	}
	c.cur[k] = s
}
