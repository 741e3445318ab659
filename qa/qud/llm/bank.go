package llm

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/internal/atomicfile"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

// UserExamplesFile is the user's example bank in the library's data
// folder: one operator tree (JSON) per line.
const UserExamplesFile = "examples.jsonl"

// Example is one hand-made decomposition of the bank.
type Example struct {
	// Question is the root question.
	Question string
	// Origin says where the example comes from: "builtin:07-spent-march-2022.json"
	// or "/data/examples.jsonl:3".
	Origin string
	// User is true for the user's own examples.
	User bool
	// Tree is the complete operator tree.
	Tree *tree.Node
	// Steps are the tree as a step dialogue, in pre-order: each node's
	// question and the node with its inputs and refs as placeholders.
	Steps []Step
}

// Step is one step of an example dialogue.
type Step struct {
	Question string
	Node     *tree.Node
}

// Bank is the set of examples the decomposer chooses from, with a BM25
// index over their step dialogues.
type Bank struct {
	examples []*Example
	index    *bm25
	version  string
	// Skipped lists the user examples that could not be used, each error
	// naming the file, the line and why.
	Skipped []error
}

// Examples returns the examples, built-in ones first.
func (b *Bank) Examples() []*Example { return b.examples }

// Version is a content hash of the examples, the instruction and the
// reply schema: plans cached under another version were made with
// different prompts.
func (b *Bank) Version() string { return b.version }

var builtin struct {
	once     sync.Once
	examples []*Example
	err      error
}

// Builtin returns the bank of examples embedded in the application (see
// assets/qud/examples). An invalid built-in example is an error: the test
// suite keeps that from shipping.
func Builtin() (*Bank, error) {
	exs, err := builtinExamples()
	if err != nil {
		return nil, err
	}
	return newBank(exs, nil)
}

func builtinExamples() ([]*Example, error) {
	builtin.once.Do(func() {
		builtin.examples, builtin.err = readBuiltin(builtinFS())
	})
	return builtin.examples, builtin.err
}

func builtinFS() fs.FS { return assets.QUDExamples() }

func readBuiltin(fsys fs.FS) ([]*Example, error) {
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return nil, fmt.Errorf("listing the built-in examples: %w", err)
	}
	sort.Strings(names)
	var out []*Example
	var errs []error
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			errs = append(errs, fmt.Errorf("reading built-in example %s: %w", name, err))
			continue
		}
		ex, err := newExample(data, "builtin:"+name)
		if err != nil {
			errs = append(errs, fmt.Errorf("built-in example %s: %w", name, err))
			continue
		}
		out = append(out, ex)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if len(out) == 0 {
		return nil, errors.New("the built-in example bank is empty")
	}
	return out, nil
}

// LoadBank returns the built-in examples plus the user's examples from
// dataDir/examples.jsonl ("" or a missing file: none). User examples that
// do not parse or validate are left out and listed in Bank.Skipped; the
// error is only for a file that cannot be read.
func LoadBank(dataDir string) (*Bank, error) {
	exs, err := builtinExamples()
	if err != nil {
		return nil, err
	}
	if dataDir == "" {
		return newBank(exs, nil)
	}
	user, skipped, err := readUser(filepath.Join(dataDir, UserExamplesFile))
	if err != nil {
		return nil, err
	}
	return newBank(append(append([]*Example(nil), exs...), user...), skipped)
}

func readUser(path string) ([]*Example, []error, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("reading user examples: %w", err)
	}
	var out []*Example
	var skipped []error
	for i, line := range splitLines(data) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		origin := fmt.Sprintf("%s:%d", path, i+1)
		ex, err := newExample(line, origin)
		if err != nil {
			skipped = append(skipped, fmt.Errorf("user example %s: %w", origin, err))
			continue
		}
		ex.User = true
		out = append(out, ex)
	}
	return out, skipped, nil
}

func splitLines(data []byte) [][]byte {
	var out [][]byte
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 16<<20)
	for sc.Scan() {
		out = append(out, append([]byte(nil), sc.Bytes()...))
	}
	return out
}

// newBank indexes the examples. The index lives in memory and holds no
// files: a bank that is replaced is simply dropped.
func newBank(exs []*Example, skipped []error) (*Bank, error) {
	texts := make([]string, len(exs))
	h := sha256.New()
	h.Write([]byte(promptVersion()))
	for i, ex := range exs {
		texts[i] = exampleText(ex)
		b, _ := marshal(ex.Tree)
		h.Write(b)
		h.Write([]byte{'\n'})
	}
	ix, err := newBM25(texts)
	if err != nil {
		return nil, fmt.Errorf("indexing the planner's examples: %w", err)
	}
	return &Bank{examples: exs, index: ix, version: hex.EncodeToString(h.Sum(nil))[:16], Skipped: skipped}, nil
}

// exampleText is what BM25 sees of an example: every step's question and
// rendered step.
func exampleText(ex *Example) string {
	var b strings.Builder
	for _, s := range ex.Steps {
		b.WriteString(s.Question)
		b.WriteByte(' ')
		b.WriteString(renderStep(s.Node))
		b.WriteByte('\n')
	}
	return b.String()
}

// newExample reads and checks one example tree.
func newExample(data []byte, origin string) (*Example, error) {
	root, err := tree.Parse(data)
	if err != nil {
		return nil, err
	}
	steps, err := checkExample(root)
	if err != nil {
		return nil, err
	}
	return &Example{Question: root.Question, Origin: origin, Tree: root, Steps: steps}, nil
}

// checkExample checks that a tree can teach the model: it validates,
// every node says which question it answers, no question repeats one
// above it (the driver would reject the step as a loop), and every step
// is one the reply schema allows and the driver accepts.
func checkExample(root *tree.Node) ([]Step, error) {
	if err := tree.Validate(root); err != nil {
		return nil, fmt.Errorf("the plan is not valid: %w", err)
	}
	var errs []error
	tree.Walk(root, func(n *tree.Node, path string) bool {
		if strings.TrimSpace(n.Question) == "" {
			errs = append(errs, fmt.Errorf("%s (%s): the node has no question; every node of an example needs one", path, n.Op))
		}
		return true
	})
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	if err := checkChains(root); err != nil {
		return nil, err
	}
	steps := linearize(root)
	for _, s := range steps {
		r := renderStep(s.Node)
		if err := checkStepSchema([]byte(r)); err != nil {
			return nil, fmt.Errorf("step for %q is outside what the model may write: %w", s.Question, err)
		}
		if err := qud.CheckStep(s.Question, s.Node); err != nil {
			return nil, err
		}
	}
	return steps, nil
}

// checkChains rejects a question or step that repeats one on its path from
// the root.
func checkChains(root *tree.Node) error {
	var err error
	var visit func(n *tree.Node, qs map[string]bool, sigs map[string]bool, depth int)
	visit = func(n *tree.Node, qs, sigs map[string]bool, depth int) {
		if err != nil || n == nil || depth > tree.MaxDepth {
			return
		}
		q := qud.NormQuestion(n.Question)
		if qs[q] {
			err = fmt.Errorf("question %q repeats a question above it: the driver would reject it as a loop", n.Question)
			return
		}
		sig := stepSig(n)
		if sigs[sig] {
			err = fmt.Errorf("the step for %q (%s) repeats a step above it: the driver would reject it as a loop", n.Question, tree.Summary(n))
			return
		}
		qs[q], sigs[sig] = true, true
		for _, in := range n.Inputs {
			visit(in, qs, sigs, depth+1)
		}
		for _, name := range n.RefNames() {
			visit(n.Refs[name], qs, sigs, depth+1)
		}
		delete(qs, q)
		delete(sigs, sig)
	}
	visit(root, map[string]bool{}, map[string]bool{}, 0)
	return err
}

// stepSig identifies a node's own operation, whatever is below it.
func stepSig(n *tree.Node) string {
	c := shallowStep(n)
	for i := range c.Inputs {
		c.Inputs[i] = &tree.Node{Op: qud.OpQUD}
	}
	for k := range c.Refs {
		c.Refs[k] = &tree.Node{Op: qud.OpQUD}
	}
	return tree.Key(c)
}

// shallowStep copies n with its inputs and refs as placeholders of their
// questions.
func shallowStep(n *tree.Node) *tree.Node {
	c := &tree.Node{Op: n.Op, Question: n.Question, Args: n.Args}
	for _, in := range n.Inputs {
		c.Inputs = append(c.Inputs, qud.Placeholder(in.Question))
	}
	if len(n.Refs) > 0 {
		c.Refs = map[string]*tree.Node{}
		for k, r := range n.Refs {
			c.Refs[k] = qud.Placeholder(r.Question)
		}
	}
	return c
}

// linearize turns a tree into its step dialogue, in pre-order (a node,
// then its inputs, then its refs), each sub-question once.
func linearize(root *tree.Node) []Step {
	var out []Step
	seen := map[string]bool{}
	var visit func(n *tree.Node, depth int)
	visit = func(n *tree.Node, depth int) {
		if n == nil || depth > tree.MaxDepth {
			return
		}
		q := qud.NormQuestion(n.Question)
		if seen[q] {
			return
		}
		seen[q] = true
		out = append(out, Step{Question: n.Question, Node: shallowStep(n)})
		for _, in := range n.Inputs {
			visit(in, depth+1)
		}
		for _, name := range n.RefNames() {
			visit(n.Refs[name], depth+1)
		}
	}
	visit(root, 0)
	return out
}

// userFileMu serialises writers of examples.jsonl within the process.
var userFileMu sync.Mutex

// AddResult says what AddUserExample did.
type AddResult struct {
	Question string // the example's root question
	Replaced bool   // an earlier example for the same question was replaced
	Count    int    // user examples now in the file
	Version  string // the bank version from now on
}

// AddUserExample adds the plan (a complete operator tree in its JSON form,
// every node with its question) to the user's example bank in dataDir,
// after checking it as the built-in examples are checked. An earlier user
// example for the same question is replaced: the newest correction wins.
// The file is rewritten atomically and readable by the owner only.
func AddUserExample(dataDir string, planJSON []byte) (AddResult, error) {
	if dataDir == "" {
		return AddResult{}, errors.New("adding an example: no data folder")
	}
	root, err := tree.Parse(planJSON)
	if err != nil {
		return AddResult{}, fmt.Errorf("adding an example: %w", err)
	}
	if _, err := checkExample(root); err != nil {
		return AddResult{}, fmt.Errorf("adding an example for %q: %w", root.Question, err)
	}
	line, err := marshal(root)
	if err != nil {
		return AddResult{}, fmt.Errorf("adding an example: %w", err)
	}

	userFileMu.Lock()
	defer userFileMu.Unlock()
	if err := os.MkdirAll(dataDir, 0o700); err != nil {
		return AddResult{}, fmt.Errorf("adding an example: %w", err)
	}
	path := filepath.Join(dataDir, UserExamplesFile)
	old, err := os.ReadFile(path)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return AddResult{}, fmt.Errorf("adding an example: %w", err)
	}
	res := AddResult{Question: root.Question}
	want := qud.NormQuestion(root.Question)
	var buf bytes.Buffer
	for _, l := range splitLines(old) {
		if len(bytes.TrimSpace(l)) == 0 {
			continue
		}
		var head struct {
			Question string `json:"question"`
		}
		// Lines that do not parse are kept as they are: they are the
		// user's, and LoadBank reports them.
		if json.Unmarshal(l, &head) == nil && qud.NormQuestion(head.Question) == want {
			res.Replaced = true
			continue
		}
		buf.Write(l)
		buf.WriteByte('\n')
		res.Count++
	}
	buf.Write(line)
	buf.WriteByte('\n')
	res.Count++
	if err := atomicfile.WriteSync(path, buf.Bytes()); err != nil {
		return AddResult{}, fmt.Errorf("adding an example: %w", err)
	}
	b, err := LoadBank(dataDir)
	if err != nil {
		return AddResult{}, fmt.Errorf("adding an example: %w", err)
	}
	res.Version = b.Version()
	return res, nil
}

// Select returns the k examples whose step dialogues are most similar to
// the current step — the question and its ancestor chain — best first.
// The question weighs twice as much as the ancestors: the step to write
// depends mostly on it, while the ancestors keep the domain.
func (b *Bank) Select(question string, history []qud.Turn, k int) ([]*Example, error) {
	if k <= 0 || len(b.examples) == 0 {
		return nil, nil
	}
	q := map[string]float64{}
	for _, t := range history {
		for _, w := range tokens(t.Question) {
			q[w] = 1
		}
		if t.Step != nil {
			for _, w := range tokens(renderStep(t.Step)) {
				q[w] = 1
			}
		}
	}
	for _, w := range tokens(question) {
		q[w] = 2
	}
	idx, err := b.index.top(q, k)
	if err != nil {
		return nil, fmt.Errorf("choosing examples for %q: %w", question, err)
	}
	out := make([]*Example, len(idx))
	for i, j := range idx {
		out[i] = b.examples[j]
	}
	return out, nil
}
