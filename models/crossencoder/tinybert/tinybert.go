// Package tinybert writes a BERT cross-encoder with random weights as an
// ONNX model folder (model.onnx, config.json and a copy of a WordPiece
// tokenizer.json): the graph a Hugging Face export of
// cross-encoder/ms-marco-MiniLM-L-6-v2 has (embeddings, post-norm encoder
// layers with erf GELU, pooler, one relevance logit), at any size.
//
// Tests use it to run the real model path (hugot, ONNX parsing, the
// tokenizer) without downloading weights; the scores mean nothing. With
// Config{Layers: 6, Hidden: 384, Heads: 12, Intermediate: 1536} it has the
// shapes and cost of MiniLM-L6, for benchmarks.
package tinybert

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"reqap/models/crossencoder/onnxpb"
)

// Config sizes the model. Zero fields take Tiny's.
type Config struct {
	Layers, Hidden, Heads, Intermediate int
	// MaxPositions is the longest input in tokens (512).
	MaxPositions int
	// Vocab is the number of word embeddings; 0 takes the tokenizer's size.
	Vocab int
	// Outputs is the number of logits (1 for a relevance cross-encoder;
	// more makes a classifier, which a cross-encoder check must refuse).
	Outputs int
	// Seed makes the weights: the same seed, the same model.
	Seed uint64
	// Name is written to config.json as _name_or_path.
	Name string
}

// Tiny is the smallest useful size: fast to write and to run.
var Tiny = Config{Layers: 2, Hidden: 32, Heads: 2, Intermediate: 64, MaxPositions: 512, Outputs: 1, Seed: 1,
	Name: "reqap/tiny-random-bert-cross-encoder"}

// MiniLM has the shapes of cross-encoder/ms-marco-MiniLM-L-6-v2.
var MiniLM = Config{Layers: 6, Hidden: 384, Heads: 12, Intermediate: 1536, MaxPositions: 512, Outputs: 1, Seed: 1,
	Name: "reqap/random-minilm-l6-cross-encoder"}

// SharedTokenizer is the BERT uncased WordPiece tokenizer kept with the
// project's shared material, relative to the repository root.
const SharedTokenizer = "../shared/models/bert-base-uncased-wordpiece-tokenizer/tokenizer.json"

func (c Config) withDefaults() Config {
	d := Tiny
	c.Layers = cmp.Or(c.Layers, d.Layers)
	c.Hidden = cmp.Or(c.Hidden, d.Hidden)
	c.Heads = cmp.Or(c.Heads, d.Heads)
	c.Intermediate = cmp.Or(c.Intermediate, d.Intermediate)
	c.MaxPositions = cmp.Or(c.MaxPositions, d.MaxPositions)
	c.Outputs = cmp.Or(c.Outputs, 1)
	c.Name = cmp.Or(c.Name, d.Name)
	return c
}

// Write makes dir (if needed) and writes model.onnx, config.json and a copy
// of the tokenizer at tokenizerPath into it.
func Write(dir, tokenizerPath string, cfg Config) error {
	cfg = cfg.withDefaults()
	tok, err := os.ReadFile(tokenizerPath)
	if err != nil {
		return fmt.Errorf("writing a test cross-encoder: reading the tokenizer: %w", err)
	}
	if cfg.Vocab == 0 {
		if cfg.Vocab, err = vocabSize(tok); err != nil {
			return fmt.Errorf("writing a test cross-encoder: %s: %w", tokenizerPath, err)
		}
	}
	if cfg.Hidden%cfg.Heads != 0 {
		return fmt.Errorf("writing a test cross-encoder: %d heads do not divide width %d", cfg.Heads, cfg.Hidden)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("writing a test cross-encoder: %w", err)
	}
	m := Build(cfg)
	conf, _ := json.MarshalIndent(map[string]any{
		"_name_or_path": cfg.Name, "architectures": []string{"BertForSequenceClassification"}, "model_type": "bert",
		"hidden_size": cfg.Hidden, "num_hidden_layers": cfg.Layers, "num_attention_heads": cfg.Heads,
		"intermediate_size": cfg.Intermediate, "max_position_embeddings": cfg.MaxPositions, "vocab_size": cfg.Vocab,
		"type_vocab_size": 2, "hidden_act": "gelu", "layer_norm_eps": 1e-12,
	}, "", "  ")
	for name, b := range map[string][]byte{"model.onnx": m.Marshal(), "config.json": conf, "tokenizer.json": tok} {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return fmt.Errorf("writing a test cross-encoder: %w", err)
		}
	}
	return nil
}

// vocabSize counts a tokenizer.json's WordPiece vocabulary and added
// tokens (the largest id + 1).
func vocabSize(b []byte) (int, error) {
	var t struct {
		Model struct {
			Vocab map[string]int `json:"vocab"`
		} `json:"model"`
		Added []struct {
			ID int `json:"id"`
		} `json:"added_tokens"`
	}
	if err := json.Unmarshal(b, &t); err != nil {
		return 0, err
	}
	n := 0
	for _, id := range t.Model.Vocab {
		n = max(n, id+1)
	}
	for _, a := range t.Added {
		n = max(n, a.ID+1)
	}
	if n == 0 {
		return 0, errors.New("no vocabulary")
	}
	return n, nil
}

// builder accumulates the graph.
type builder struct {
	g   onnxpb.Graph
	rng *rand.Rand
	n   int
}

func (b *builder) name(prefix string) string {
	b.n++
	return prefix + "_" + strconv.Itoa(b.n)
}

// op adds a node with one output and returns the output's name.
func (b *builder) op(op string, inputs []string, attrs ...onnxpb.Attr) string {
	out := b.name(op)
	b.g.Nodes = append(b.g.Nodes, onnxpb.Node{Name: "/" + out, Op: op, Inputs: inputs, Outputs: []string{out}, Attrs: attrs})
	return out
}

func (b *builder) weight(name string, std float64, dims ...int64) string {
	n := 1
	for _, d := range dims {
		n *= int(d)
	}
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(b.rng.NormFloat64() * std)
	}
	b.g.Initializers = append(b.g.Initializers, onnxpb.Tensor{Name: name, Type: onnxpb.Float, Dims: dims, Floats: v})
	return name
}

func (b *builder) fill(name string, x float32, dims ...int64) string {
	v := make([]float32, product(dims))
	for i := range v {
		v[i] = x
	}
	b.g.Initializers = append(b.g.Initializers, onnxpb.Tensor{Name: name, Type: onnxpb.Float, Dims: dims, Floats: v})
	return name
}

func (b *builder) ints(vals ...int64) string {
	name := b.name("const_ints")
	b.g.Initializers = append(b.g.Initializers, onnxpb.Tensor{Name: name, Type: onnxpb.Int64, Dims: []int64{int64(len(vals))}, Int64s: vals})
	return name
}

func (b *builder) scalarInt(v int64) string {
	name := b.name("const_int")
	b.g.Initializers = append(b.g.Initializers, onnxpb.Tensor{Name: name, Type: onnxpb.Int64, Int64s: []int64{v}})
	return name
}

func (b *builder) scalar(v float32) string {
	name := b.name("const_float")
	b.g.Initializers = append(b.g.Initializers, onnxpb.Tensor{Name: name, Type: onnxpb.Float, Floats: []float32{v}})
	return name
}

func product(dims []int64) int {
	n := 1
	for _, d := range dims {
		n *= int(d)
	}
	return n
}

// dense is x·W + b, W drawn with standard deviation std.
func (b *builder) dense(x, prefix string, in, out int, std float64) string {
	w := b.weight(prefix+".weight", std, int64(in), int64(out))
	bias := b.fill(prefix+".bias", 0, int64(out))
	return b.op("Add", []string{b.op("MatMul", []string{x, w}), bias})
}

func (b *builder) layerNorm(x, prefix string, width int) string {
	g := b.fill(prefix+".weight", 1, int64(width))
	beta := b.fill(prefix+".bias", 0, int64(width))
	return b.op("LayerNormalization", []string{x, g, beta}, onnxpb.IntAttr("axis", -1), onnxpb.FloatAttr("epsilon", 1e-12))
}

// Build returns the model graph for cfg (with defaults applied, Vocab set).
func Build(cfg Config) *onnxpb.Model {
	cfg = cfg.withDefaults()
	b := &builder{rng: rand.New(rand.NewPCG(cfg.Seed, 0x5eed)), g: onnxpb.Graph{Name: "main_graph"}}
	dyn := []string{"batch_size", "sequence_length"}
	for _, in := range []string{"input_ids", "attention_mask", "token_type_ids"} {
		b.g.Inputs = append(b.g.Inputs, onnxpb.Value{Name: in, Type: onnxpb.Int64, Dims: []int64{0, 0}, Params: dyn})
	}
	b.g.Outputs = []onnxpb.Value{{Name: "logits", Type: onnxpb.Float, Dims: []int64{0, int64(cfg.Outputs)}, Params: []string{"batch_size", ""}}}
	H, P := int64(cfg.Hidden), int64(cfg.MaxPositions)
	heads, dh := int64(cfg.Heads), int64(cfg.Hidden/cfg.Heads)

	// Embeddings: words + token types + positions (the first
	// sequence_length rows of a position-id buffer, as exported).
	words := b.op("Gather", []string{b.weight("bert.embeddings.word_embeddings.weight", 0.02, int64(cfg.Vocab), H), "input_ids"})
	types := b.op("Gather", []string{b.weight("bert.embeddings.token_type_embeddings.weight", 0.02, 2, H), "token_type_ids"})
	posIDs := make([]int64, P)
	for i := range posIDs {
		posIDs[i] = int64(i)
	}
	b.g.Initializers = append(b.g.Initializers, onnxpb.Tensor{Name: "bert.embeddings.position_ids", Type: onnxpb.Int64, Dims: []int64{1, P}, Int64s: posIDs})
	seqLen := b.op("Gather", []string{b.op("Shape", []string{"input_ids"}), b.scalarInt(1)}, onnxpb.IntAttr("axis", 0))
	ids := b.op("Slice", []string{"bert.embeddings.position_ids", b.ints(0), b.op("Unsqueeze", []string{seqLen, b.ints(0)}), b.ints(1)})
	pos := b.op("Gather", []string{b.weight("bert.embeddings.position_embeddings.weight", 0.02, P, H), ids})
	h := b.layerNorm(b.op("Add", []string{b.op("Add", []string{words, types}), pos}), "bert.embeddings.LayerNorm", cfg.Hidden)

	// The attention mask becomes an additive bias: 0 where attended,
	// -10000 on padding.
	mask := b.op("Cast", []string{b.op("Unsqueeze", []string{"attention_mask", b.ints(1, 2)})}, onnxpb.IntAttr("to", onnxpb.Float))
	bias := b.op("Mul", []string{b.op("Sub", []string{b.scalar(1), mask}), b.scalar(-10000)})

	heads4 := b.ints(0, 0, heads, dh)
	flat := b.ints(0, 0, H)
	scale := b.scalar(float32(math.Sqrt(float64(dh))))
	for l := range cfg.Layers {
		p := fmt.Sprintf("bert.encoder.layer.%d.", l)
		split := func(name string, perm ...int64) string {
			x := b.op("Reshape", []string{b.dense(h, p+"attention.self."+name, cfg.Hidden, cfg.Hidden, 0.02), heads4})
			return b.op("Transpose", []string{x}, onnxpb.IntsAttr("perm", perm...))
		}
		q, k, v := split("query", 0, 2, 1, 3), split("key", 0, 2, 3, 1), split("value", 0, 2, 1, 3)
		scores := b.op("Add", []string{b.op("Div", []string{b.op("MatMul", []string{q, k}), scale}), bias})
		ctx := b.op("MatMul", []string{b.op("Softmax", []string{scores}, onnxpb.IntAttr("axis", -1)), v})
		ctx = b.op("Reshape", []string{b.op("Transpose", []string{ctx}, onnxpb.IntsAttr("perm", 0, 2, 1, 3)), flat})
		att := b.dense(ctx, p+"attention.output.dense", cfg.Hidden, cfg.Hidden, 0.02)
		h1 := b.layerNorm(b.op("Add", []string{att, h}), p+"attention.output.LayerNorm", cfg.Hidden)
		x := b.dense(h1, p+"intermediate.dense", cfg.Hidden, cfg.Intermediate, 0.02)
		erf := b.op("Erf", []string{b.op("Div", []string{x, b.scalar(float32(math.Sqrt2))})})
		gelu := b.op("Mul", []string{b.op("Mul", []string{x, b.op("Add", []string{erf, b.scalar(1)})}), b.scalar(0.5)})
		out := b.dense(gelu, p+"output.dense", cfg.Intermediate, cfg.Hidden, 0.02)
		h = b.layerNorm(b.op("Add", []string{out, h1}), p+"output.LayerNorm", cfg.Hidden)
	}

	// Pooler on [CLS], then the relevance logit. Their weights are larger
	// than a trained model's initialisation so that random scores spread
	// over (0, 1) instead of all being 0.5.
	cls := b.op("Gather", []string{h, b.scalarInt(0)}, onnxpb.IntAttr("axis", 1))
	pooled := b.op("Tanh", []string{b.dense(cls, "bert.pooler.dense", cfg.Hidden, cfg.Hidden, 1/math.Sqrt(float64(cfg.Hidden)))})
	logits := b.dense(pooled, "classifier", cfg.Hidden, cfg.Outputs, 4/math.Sqrt(float64(cfg.Hidden)))
	b.g.Nodes = append(b.g.Nodes, onnxpb.Node{Name: "/logits", Op: "Identity", Inputs: []string{logits}, Outputs: []string{"logits"}})
	return &onnxpb.Model{IRVersion: 8, Opset: 17, ProducerName: "reqap tinybert", Graph: b.g}
}

// FindTokenizer returns SharedTokenizer's path, looked up from the working
// directory's module root, or an error saying it is absent (tests skip
// then).
func FindTokenizer() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			p := filepath.Join(dir, filepath.FromSlash(SharedTokenizer))
			if _, err := os.Stat(p); err != nil {
				return "", fmt.Errorf("the shared BERT tokenizer is absent (%s): %w", p, err)
			}
			return p, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

// Folder writes a model of cfg into a new temporary folder of tb and
// returns it; without the shared tokenizer the test is skipped, saying
// why.
func Folder(tb testing.TB, cfg Config) string {
	tb.Helper()
	tok, err := FindTokenizer()
	if err != nil {
		tb.Skipf("skipping: the test cross-encoder needs the shared tokenizer: %v", err)
	}
	dir := tb.TempDir()
	if err := Write(dir, tok, cfg); err != nil {
		tb.Fatal(err)
	}
	return dir
}
