package otx

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/ascii"
	"reqap/lang/calendar"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/people"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// Defaults of an Engine.
const (
	DefaultBudget       = 60 * time.Second
	DefaultMaxJoinPairs = 20_000_000
)

// Engine executes operator trees.
type Engine struct {
	Retriever Retriever
	Extractor Extractor
	// Budget is the time one question may take (DefaultBudget when 0).
	Budget time.Duration
	// MaxJoinPairs caps the candidate pairs a JOIN evaluates
	// (DefaultMaxJoinPairs when 0); a JOIN that needs more fails clearly.
	MaxJoinPairs int
	// ColumnMin is the size of a source's column table from which a
	// question over it runs on columns (DefaultColumnMin when 0; see
	// columnar.go). Negative: never.
	ColumnMin int
	Logger    *slog.Logger
}

func (e *Engine) columnMin() int {
	if e.ColumnMin == 0 {
		return DefaultColumnMin
	}
	return e.ColumnMin
}

// Options are per-question parameters.
type Options struct {
	// Now is the question's reference time: today is its civil date in its
	// zone. Zero means time.Now(). Answers are reproducible for a fixed Now.
	Now time.Time
}

// Result is an executed tree: the answer, every node's result and the
// events behind the answer.
type Result struct {
	Tree   *tree.Node
	Root   *NodeResult
	Answer qa.Answer
	// Evidence are the events behind the root's supporting items, each
	// once, by time.
	Evidence *Evidence
	// Highlights are, by event ID, the words of evidence events the
	// tree's RETRIEVE queries matched (when the Retriever is a
	// Highlighter; at most MaxHighlights events).
	Highlights map[string]qa.Highlight
	Now        time.Time
	Duration   time.Duration
	// Zone names the time zone dates and hours of UTC-only records were
	// read in ("Europe/Berlin"); the caller that chose it sets it.
	Zone string
	// Err is the error Run returned, if any.
	Err error
}

// NodeResult is the outcome of one node.
type NodeResult struct {
	Node *tree.Node
	// Items are the node's result items (for aggregates: the items that
	// support the value, such as the tied winners of ARGMAX).
	Items []*qa.Item
	// Answer is the node's result as a typed value.
	Answer   qa.Answer
	Count    int
	Duration time.Duration
	// Cached is true when an identical subtree was computed elsewhere in
	// the tree and its result reused.
	Cached bool
	Stats  Stats
	Inputs []*NodeResult
	Refs   map[string]*NodeResult
	Err    error
	// frame is the node's result on columns (Items is then nil until
	// ItemList makes them).
	frame *frame
	// evidence is the events behind the answer when they are rows of a
	// column table (nil: those of the answer's items).
	evidence *Evidence
}

// ItemList returns the node's items: Items, or for a node that ran on
// columns, its items made now (once); the error says why they could not
// be made (a damaged table).
func (r *NodeResult) ItemList() ([]*qa.Item, error) {
	if r.frame == nil {
		return r.Items, nil
	}
	return r.frame.materialize(context.Background())
}

// OnColumns reports whether the node ran on a column table.
func (r *NodeResult) OnColumns() bool { return r.frame != nil }

// Events returns the events behind the node's items, each once, by time.
func (r *NodeResult) Events() ([]*ingest.Event, error) {
	items, err := r.ItemList()
	return eventsOf(items), err
}

func eventsOf(items []*qa.Item) []*ingest.Event {
	n := 0
	for _, it := range items {
		n += len(it.Events)
	}
	seen := make(map[*ingest.Event]bool, n)
	ids := make(map[string]bool, n)
	out := make([]*ingest.Event, 0, n)
	for _, it := range items {
		for _, e := range it.Events {
			// The same event is usually the same pointer; ids catch copies.
			if seen[e] || ids[e.ID] {
				continue
			}
			seen[e] = true
			ids[e.ID] = true
			out = append(out, e)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if c := out[i].Start.Compare(out[j].Start); c != 0 {
			return c < 0
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// Stats are what a node noticed about its input: items that lacked an
// attribute, values that could not be used.
type Stats struct {
	// Missing counts, per attribute, the items that lacked it.
	Missing map[string]int
	// Errors counts items whose expression failed for another reason, and
	// FirstError says why the first one did.
	Errors     int
	FirstError string
	// Notes are other remarks, ready to show.
	Notes []string
}

func (s *Stats) missing(attr string) { s.missingN(attr, 1) }

// missingN counts n items lacking attr at once.
func (s *Stats) missingN(attr string, n int) {
	if n == 0 {
		return
	}
	if s.Missing == nil {
		s.Missing = map[string]int{}
	}
	s.Missing[attr] += n
}

func (s *Stats) fail(err error) {
	s.Errors++
	if s.FirstError == "" {
		s.FirstError = err.Error()
	}
}

func (s *Stats) note(format string, args ...any) {
	s.Notes = append(s.Notes, fmt.Sprintf(format, args...))
}

// Lines renders the stats for people: "12 items lacked attribute cuisine".
func (s Stats) Lines() []string {
	var out []string
	attrs := slices.Sorted(maps.Keys(s.Missing))
	for _, a := range attrs {
		out = append(out, fmt.Sprintf("%s lacked attribute %s", plural.Noun(s.Missing[a], "item"), a))
	}
	if s.Errors > 0 {
		out = append(out, fmt.Sprintf("%s could not be evaluated (first: %s)", plural.Noun(s.Errors, "item"), s.FirstError))
	}
	return append(out, s.Notes...)
}

// Run validates and executes the tree at root. Children run before their
// parents, independent subtrees concurrently, and identical subtrees once.
// On failure it returns the error together with a partial Result whose
// nodes show how far execution got.
func (e *Engine) Run(ctx context.Context, root *tree.Node, opts Options) (*Result, error) {
	c, err := tree.Check(root)
	if err != nil {
		res := &Result{Tree: root, Now: opts.Now, Err: fmt.Errorf("invalid operator tree: %w", err)}
		if res.Now.IsZero() {
			res.Now = time.Now()
		}
		return res, res.Err
	}
	return e.RunChecked(ctx, c, opts)
}

// RunChecked executes a checked tree as Run does, with the expressions
// compiled when it was checked.
func (e *Engine) RunChecked(ctx context.Context, c *tree.Checked, opts Options) (*Result, error) {
	start := time.Now()
	now := opts.Now
	if now.IsZero() {
		now = time.Now()
	}
	root := c.Root
	res := &Result{Tree: root, Now: now}
	budget := e.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	ctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	r := &run{e: e, now: now, checked: c, cache: map[string]*entry{}, log: e.logger(), colOK: columnNodes(root), windows: windowsOf(root)}
	res.Root = r.exec(ctx, root, "root")
	res.Duration = time.Since(start)
	if err := res.Root.Err; err != nil {
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() != nil {
			err = fmt.Errorf("the question took longer than its budget of %s: %w", budget, err)
		}
		res.Err = err
		return res, err
	}
	res.Answer = res.Root.Answer
	if a := res.Answer; a.Type == qa.AnswerBool && a.Value == false && nothingIn(res.Root) && !weighedSides(res.Root) {
		// A "no" for want of anything says what was looked for, so it
		// can be checked; one weighed over what was found ("was there a
		// week without a run") is no "nothing found", nor one of two
		// sides that found something each ("more on books than on
		// electronics": the input searching both at once finds none).
		res.Answer.Text = "no — " + whyNo(root, res.Root)
	}
	if a := res.Answer; a.Type == qa.AnswerBool && a.Value == true {
		if w := rankedWinner(res.Root, true); w != "" {
			res.Answer.Text = "yes — " + w
		} else if h := heldValues(res.Root); h != "" {
			res.Answer.Text = "yes — " + h
		}
	}
	if u := unrecordedFilter(res.Root); u != "" && (noneAnswer(res.Answer) || zeroAnswer(res.Answer) || res.Answer.Type == qa.AnswerBool && res.Answer.Value == false && nothingIn(res.Root)) {
		// "did any of my Instagram posts get likes", an export that keeps
		// none: the "no" is for want of the attribute, which is said,
		// not a no found
		text, _, _ := strings.Cut(res.Answer.Text, " — ")
		res.Answer.Text = fmt.Sprintf("%s — %s", cmp.Or(text, "nothing"), u)
	}
	if res.Answer.Type != qa.AnswerEmpty && !strings.Contains(res.Answer.Text, " — ") {
		// what an answer rests on that it cannot stand for alone, the
		// first that holds, said after it
		for _, n := range restsOn {
			if res.Answer.Type == qa.AnswerBool && !n.yesNo {
				continue
			}
			if u := n.say(res.Root); u != "" {
				res.Answer.Text += " — " + u
				break
			}
		}
	}
	if u := unrecordedApply(res.Root); u != "" && res.Answer.Type == qa.AnswerEmpty && res.Answer.Text == qa.EmptyAnswer("").Text {
		// "how long did I spend on YouTube", views that keep no length:
		// the nothing is for want of the attribute, not of views (an
		// answer that says why already is left as it is)
		res.Answer.Text = "nothing — " + u
	}
	if ref := emptyFilterRef(res.Root); ref != "" && noneAnswer(res.Answer) && !strings.Contains(res.Answer.Text, " — ") {
		// "how many songs did I play on my birthday", no birthday known:
		// the zero is for want of the day, which is said
		res.Answer.Text = fmt.Sprintf("%s — nothing found for %q", cmp.Or(res.Answer.Text, "nothing"), ref)
	}
	if noneAnswer(res.Answer) || zeroAnswer(res.Answer) || res.Answer.Type == qa.AnswerBool && res.Answer.Value == false && nothingIn(res.Root) {
		if span := r.windowOutside(ctx, res.Root); span != "" {
			// "how many songs did I play in 2021", every play in 2023
			// and 2024: the nothing is for want of records then, which
			// is said, not a zero played
			text, _, _ := strings.Cut(res.Answer.Text, " — ")
			res.Answer.Text = fmt.Sprintf("%s — %s", cmp.Or(text, "nothing"), span)
		}
	}
	if !strings.Contains(res.Answer.Text, " — ") {
		if side := r.sideOutside(ctx, res.Root); side != "" {
			// "did I run more in December 2025 or November 2024", runs
			// up to October 2025: the one side weighed is empty for want
			// of records then, which is said, not a side that lost
			res.Answer.Text = fmt.Sprintf("%s — %s", cmp.Or(res.Answer.Text, "nothing"), side)
		}
	}
	if a := res.Answer; (a.Type == qa.AnswerBool || a.Type == qa.AnswerText) && !strings.Contains(a.Text, " — ") {
		if sides := sidesWeighed(res.Root); sides != "" {
			// "did I run more on weekends": a yes, or the side that won,
			// shows what each side came to, which the question weighed;
			// a "no" of nothing on either side ("did I walk more in 2020
			// than 2021", no walks) says so, not a side that lost
			if a.Type == qa.AnswerBool && bothSidesNone(res.Root) {
				sides = "none found on either side (" + sides + ")"
			}
			res.Answer.Text += " — " + sides
		}
	}
	if fb := rankFallback(res.Root); fb != "" && !strings.Contains(res.Answer.Text, " — ") && res.Answer.Text != "" {
		// "my shortest swim", swims that record their minutes only: the
		// answer says what it was ranked by, as the plan could not know
		res.Answer.Text += " — " + fb
	}
	if text, ok := retrievedNothingText(res.Answer, root, res.Root); ok {
		res.Answer.Text = text
	}
	if rel := unknownRelation(res.Root); rel != "" {
		unknown := fmt.Sprintf("could not tell who your %s %s: nothing in your library says so, only what says the word was searched", rel, plural.Be(rel))
		text, tail, _ := strings.Cut(res.Answer.Text, " — ")
		switch {
		case noneAnswer(res.Answer) || zeroAnswer(res.Answer) || res.Answer.Type == qa.AnswerBool && res.Answer.Value == false && nothingIn(res.Root):
			// "how many emails did I send to my sister", no one known to
			// be her: the nothing is for want of knowing who, which is
			// said, not a zero sent to her
			res.Answer.Text = cmp.Or(text, "nothing") + " — " + unknown
		case tail == "":
			// "who is my partner", no one known to be: what the records
			// saying the word hold is answered, and said to be no more
			res.Answer.Text += " — " + unknown
		case sidesWeighed(res.Root) != "" && strings.Contains(tail, sidesWeighed(res.Root)):
			// "did I see my mother more than my brother", no one known
			// to be him: the side of his word is only what says it,
			// which a 0 beside hers would hide
			res.Answer.Text += "; " + unknown
		}
	}
	if kind := untoldKind(res.Root); kind != "" && !strings.Contains(res.Answer.Text, " — ") {
		switch res.Answer.Type {
		case qa.AnswerNumber, qa.AnswerDuration, qa.AnswerBool, qa.AnswerDate, qa.AnswerDateTime:
			// "how many video calls with my mom", calls that never say
			// how they were made: every call was counted, which a bare
			// number would hide
			res.Answer.Text += " — " + kind
		}
	}
	if (noneAnswer(res.Answer) || zeroAnswer(res.Answer)) && !strings.Contains(res.Answer.Text, " — ") {
		if what := emptyJoinSide(res.Root); what != "" {
			// "how many songs did I play while cooking", no cooking
			// anywhere in the library: the zero is for want of the
			// other side, which is said
			res.Answer.Text = fmt.Sprintf("%s — nothing found for %q", cmp.Or(res.Answer.Text, "nothing"), what)
		}
	}
	if noneAnswer(res.Answer) && !strings.Contains(res.Answer.Text, " — ") {
		if span := anchorOutside(res.Root); span != "" {
			// "how much did I spend the week after my longest run", every
			// purchase years before it: the nothing is for want of
			// records then, which is said, not a zero spent
			res.Answer.Text = fmt.Sprintf("%s — %s", cmp.Or(res.Answer.Text, "nothing"), span)
		}
	}
	if (noneAnswer(res.Answer) || zeroAnswer(res.Answer)) && !strings.Contains(res.Answer.Text, " — ") {
		if what := emptyJoin(res.Root); what != "" {
			// "how many times did I go climbing while injured", climbs and
			// an injury found, none at the same time: the zero is of the
			// two together, which is said with what each side found
			res.Answer.Text = fmt.Sprintf("%s — %s", cmp.Or(res.Answer.Text, "nothing"), what)
		} else if foundNothing(res.Root) {
			// "how long was the Daily Sync on October 10, 2016", no entry
			// that day; "how many emails did Zanzibar Pettigrew send me",
			// no mail of his: a length, an amount or a count of nothing
			// says what was looked for, which shows how it was read
			res.Answer.Text = fmt.Sprintf("%s — %s", cmp.Or(res.Answer.Text, "nothing"), searched(root))
		}
	}
	res.Evidence = res.Root.evidence
	if res.Evidence == nil {
		res.Evidence = EvidenceOf(eventsOf(res.Answer.Items))
	}
	if h, ok := e.Retriever.(Highlighter); ok {
		first, _ := res.Evidence.Page(0, MaxHighlights) // what cannot be read has no words to mark
		res.Highlights = highlights(h, root, first)
	}
	r.log.Debug("operator tree executed", "question", root.Question, "answer", res.Answer.Text, "ms", res.Duration.Milliseconds())
	return res, nil
}

func (e *Engine) logger() *slog.Logger {
	if e.Logger != nil {
		return e.Logger
	}
	return slog.Default()
}

// run is one question's execution.
type run struct {
	e       *Engine
	now     time.Time
	checked *tree.Checked
	log     *slog.Logger
	mu      sync.Mutex
	cache   map[string]*entry
	colOK   map[*tree.Node]bool // nodes that may run on columns
	windows map[string]string   // per EXTRACT subtree, the times FILTERs above it keep (window.go)
}

// columnNodes are the nodes that may hold their result on columns: all but
// the root and the nodes under refs (an expression reads a ref's answer).
func columnNodes(root *tree.Node) map[*tree.Node]bool {
	ok := map[*tree.Node]bool{}
	var walk func(n *tree.Node, allowed bool)
	walk = func(n *tree.Node, allowed bool) {
		if n == nil {
			return
		}
		if allowed && n != root {
			ok[n] = true
		}
		for _, c := range n.Inputs {
			walk(c, allowed)
		}
		for _, c := range n.Refs {
			walk(c, false)
		}
	}
	walk(root, true)
	return ok
}

type entry struct {
	done chan struct{}
	res  *NodeResult
}

// exec runs the subtree at n, reusing the result of an identical subtree.
func (r *run) exec(ctx context.Context, n *tree.Node, path string) *NodeResult {
	key := tree.Key(n)
	r.mu.Lock()
	if en, ok := r.cache[key]; ok {
		r.mu.Unlock()
		select {
		case <-en.done:
		case <-ctx.Done():
			return &NodeResult{Node: n, Err: ctx.Err()}
		}
		c := *en.res
		c.Node = n
		c.Cached = true
		c.Duration = 0
		return &c
	}
	en := &entry{done: make(chan struct{})}
	r.cache[key] = en
	r.mu.Unlock()
	defer close(en.done)
	en.res = r.execNode(ctx, n, path)
	return en.res
}

func (r *run) execNode(ctx context.Context, n *tree.Node, path string) *NodeResult {
	res := &NodeResult{Node: n}
	children := len(n.Inputs) + len(n.Refs)
	res.Inputs = make([]*NodeResult, len(n.Inputs))
	if len(n.Refs) > 0 {
		res.Refs = make(map[string]*NodeResult, len(n.Refs))
	}
	type job struct {
		node *tree.Node
		path string
		set  func(*NodeResult)
	}
	var jobs []job
	for i, in := range n.Inputs {
		i := i
		jobs = append(jobs, job{in, fmt.Sprintf("%s > inputs[%d]", path, i), func(c *NodeResult) { res.Inputs[i] = c }})
	}
	var refMu sync.Mutex
	for _, name := range n.RefNames() {
		name := name
		jobs = append(jobs, job{n.Refs[name], fmt.Sprintf("%s > refs[%s]", path, name), func(c *NodeResult) {
			refMu.Lock()
			res.Refs[name] = c
			refMu.Unlock()
		}})
	}
	if children == 1 {
		j := jobs[0]
		j.set(r.exec(ctx, j.node, j.path))
	} else if children > 1 {
		var wg sync.WaitGroup
		for _, j := range jobs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				j.set(r.exec(ctx, j.node, j.path))
			}()
		}
		wg.Wait()
	}
	for _, c := range res.Inputs {
		if c.Err != nil {
			res.Err = c.Err
			return res
		}
	}
	for _, name := range n.RefNames() {
		if c := res.Refs[name]; c.Err != nil {
			res.Err = c.Err
			return res
		}
	}
	if err := ctx.Err(); err != nil {
		res.Err = fmt.Errorf("%s (%s): %w", path, n.Op, err)
		return res
	}
	start := time.Now()
	out, onColumns, err := r.colOp(ctx, n, res)
	if err == nil && !onColumns {
		out, err = r.op(ctx, n, res)
	}
	res.Duration = time.Since(start)
	if err != nil && n.Op == tree.APPLY {
		if a, ok := emptyRef(n, res); ok {
			// "how much more did I spend on climbing in 2025 than in
			// 2024" with no price recorded: nothing to weigh, said so
			out, err = &Output{Answer: a}, nil
		}
	}
	if err != nil {
		res.Err = fmt.Errorf("%s (%s %q): %w", path, n.Op, n.Question, err)
		r.log.Debug("operator failed", "path", path, "op", n.Op, "err", err)
		return res
	}
	res.Items = out.Items
	res.Answer = out.Answer
	if n.Op == tree.APPLY && len(n.Refs) > 0 {
		res.Answer = refUnit(n, res)
	}
	res.Count = len(out.Items)
	res.Stats = out.Stats
	res.evidence = out.evidence
	if out.frame != nil {
		res.frame, res.Count = out.frame, out.frame.len()
	}
	r.log.Debug("operator done", "path", path, "op", n.Op, "items", res.Count, "ms", res.Duration.Milliseconds())
	return res
}

func (r *run) op(ctx context.Context, n *tree.Node, res *NodeResult) (*Output, error) {
	f := opFunc(n.Op)
	if f == nil {
		return nil, fmt.Errorf("no function runs operator %s", n.Op)
	}
	if n.Op == tree.EXTRACT && len(res.Inputs) == 1 {
		if out, ok, err := r.extractInWindow(ctx, n, res.Inputs[0]); ok || err != nil {
			return out, err
		}
	}
	c := &Call{Node: n, Inputs: make([][]*qa.Item, len(res.Inputs)), run: r}
	for i, in := range res.Inputs {
		items, err := inputItems(ctx, in)
		if err != nil {
			return nil, fmt.Errorf("making the items of %s: %w", in.Node.Op, err)
		}
		c.Inputs[i] = items
	}
	c.Refs = refValues(res)
	return f(ctx, c)
}

// refValue is what an expression sees for a ref: the answer's value, or
// its items when the answer is items or groups.
func refValue(a qa.Answer) any {
	switch a.Type {
	case qa.AnswerItems, qa.AnswerTable:
		return a.Items
	case qa.AnswerEmpty:
		return nil
	}
	return a.Value
}

// checkEvery is how often long loops look at the context.
const checkEvery = 4096

// MaxHighlights bounds how many evidence events get their highlight: an
// answer over thousands of songs shows the first ones.
const MaxHighlights = 2000

// highlights asks h for the matched words of each evidence event, for the
// queries of every RETRIEVE node of the tree.
func highlights(h Highlighter, root *tree.Node, evidence []*ingest.Event) map[string]qa.Highlight {
	var queries []string
	var walk func(n *tree.Node)
	walk = func(n *tree.Node) {
		if n == nil {
			return
		}
		if n.Op == tree.RETRIEVE {
			if q := n.Args.Query; q != "" && !slices.Contains(queries, q) {
				queries = append(queries, q)
			}
		}
		for _, c := range n.Inputs {
			walk(c)
		}
		for _, r := range n.Refs {
			walk(r)
		}
	}
	walk(root)
	if len(queries) == 0 {
		return nil
	}
	out := map[string]qa.Highlight{}
	highlight := h.Highlights(queries)
	for i, e := range evidence {
		if i == MaxHighlights {
			break
		}
		if hl, ok := highlight(e); ok {
			out[e.ID] = hl
		}
	}
	return out
}

// unitDropping are what makes an expression of amounts something else: a
// ratio, a product, a count, a number of days.
var unitDropping = []string{"*", "/", "%", "len(", "count(", "days_between", "percent"}

// refUnit gives an APPLY's number the unit of the amounts it adds up or
// subtracts ("side_a - side_b" of two sums of money: "1261.33 USD"), when
// the refs it names agree on it; a ratio or a count keeps none.
func refUnit(n *tree.Node, res *NodeResult) qa.Answer {
	a := res.Answer
	fn := n.Args.Fn
	if a.Type != qa.AnswerNumber || a.Unit != "" || n.Args.As != "" {
		return a
	}
	for _, d := range unitDropping {
		if strings.Contains(fn, d) {
			return a
		}
	}
	unit, class, seen := "", qa.UnitNone, false
	for name, c := range res.Refs {
		if !refNamed(fn, name) {
			continue
		}
		if c != nil && (c.Answer.Type == qa.AnswerEmpty && strings.Contains(fn, "??") || c.Answer.Unit == "" && zeroAnswer(c.Answer)) {
			// "side_a - (side_b ?? 0)", a total of nothing (0): a ref
			// that found nothing is none of the amount, of no unit of
			// its own
			continue
		}
		if c == nil || c.Answer.Type != qa.AnswerNumber && c.Answer.Type != qa.AnswerDuration {
			return a
		}
		_, cl := qa.UnitOf(cmp.Or(c.Node.Args.As, c.Node.Args.Attr))
		if cl == qa.UnitNone || seen && (c.Answer.Unit != unit || cl != class) {
			return a
		}
		unit, class, seen = c.Answer.Unit, cl, true
	}
	if !seen {
		return a
	}
	b := qa.NewAnswer(a.Value, unit, class)
	b.Items = a.Items
	return b
}

// emptyRef is the answer of an APPLY that could not weigh its refs
// because one of them found nothing: that ref's own, said of it.
func emptyRef(n *tree.Node, res *NodeResult) (qa.Answer, bool) {
	for _, name := range n.RefNames() {
		c := res.Refs[name]
		if c == nil || c.Answer.Type != qa.AnswerEmpty || !refNamed(n.Args.Fn, name) {
			continue
		}
		a := c.Answer
		if c.Node != nil && c.Node.Question != "" {
			a.Text = fmt.Sprintf("%s: %s", c.Node.Question, cmp.Or(a.Text, "nothing found"))
		}
		return a, true
	}
	return qa.Answer{}, false
}

// refNamed reports whether expression fn names ref name as a word.
func refNamed(fn, name string) bool {
	for i := 0; ; {
		j := strings.Index(fn[i:], name)
		if j < 0 {
			return false
		}
		a, b := i+j, i+j+len(name)
		if (a == 0 || !ascii.IsWord(fn[a-1])) && (b == len(fn) || !ascii.IsWord(fn[b])) {
			return true
		}
		i = b
	}
}

// emptyFilterRef returns the question of a ref that found nothing and
// left the FILTER that reads it empty (the days of "on my birthday" with
// no birthday known), or "".
func emptyFilterRef(r *NodeResult) string {
	return firstSaid(r, said(func(r *NodeResult) string {
		if r.Node != nil && r.Node.Op == tree.FILTER && r.Count == 0 {
			for _, name := range r.Node.RefNames() {
				if c := r.Refs[name]; c != nil && c.Count == 0 && c.Node != nil && c.Node.Question != "" {
					return c.Node.Question
				}
			}
		}
		return ""
	}))
}

// firstSaid is what say says of the first node of the tree under r, in
// depth-first order of the inputs, that it says anything of: each note
// of an empty answer looks for the one node that explains it. A node
// whose say is done ends the search there, said or not.
func firstSaid(r *NodeResult, say func(*NodeResult) (note string, done bool)) string {
	if r == nil {
		return ""
	}
	if s, done := say(r); s != "" || done {
		return s
	}
	for _, in := range r.Inputs {
		if s := firstSaid(in, say); s != "" {
			return s
		}
	}
	return ""
}

// said is a say whose node ends the search only when it says something.
func said(f func(*NodeResult) string) func(*NodeResult) (string, bool) {
	return func(r *NodeResult) (string, bool) { return f(r), false }
}

// dateSpan is the first and the last start date of items (zero when none
// has one).
func dateSpan(items []*qa.Item) (lo, hi qa.Date) {
	for _, it := range items {
		if d, ok := it.Value(qa.AttrStartDate).(qa.Date); ok {
			if lo.IsZero() || d.Days() < lo.Days() {
				lo = d
			}
			if hi.IsZero() || d.Days() > hi.Days() {
				hi = d
			}
		}
	}
	return lo, hi
}

// unrecordedFilter says, of a FILTER that kept nothing because every item
// it was given lacked an attribute its condition reads, that the
// attribute is not recorded for them ("not recorded: none of the 7 items
// of my posts on instagram has likes"), or "". A GROUP_BY that made no
// group because every item lacked its key says the same ("which album did
// I play most", no album in the export), and so does an UNNEST whose items
// all lacked the list ("what did I have for dinner on my birthday", the
// dinner written without its dish).
func unrecordedFilter(r *NodeResult) string {
	return firstSaid(r, said(func(r *NodeResult) string {
		n := r.Node
		if n == nil || n.Op != tree.FILTER && n.Op != tree.GROUP_BY && n.Op != tree.UNNEST || r.Count != 0 || len(r.Inputs) == 0 || r.Inputs[0] == nil || r.Inputs[0].Count == 0 {
			return ""
		}
		if in := r.Inputs[0]; in.Node != nil && (in.Node.Op == tree.ARGMAX || in.Node.Op == tree.ARGMIN) && poolRecords(in, n.Args.Condition) {
			// a winner without it, where others have it, is not the one
			// asked about (otherWinner); where none has it, it is not
			// recorded, as below
			return ""
		}
		given := r.Inputs[0].Count
		for _, a := range slices.Sorted(maps.Keys(r.Stats.Missing)) {
			if r.Stats.Missing[a] >= given {
				in := r.Inputs[0]
				for in.Node != nil && in.Node.Op == tree.EXTRACT && len(in.Inputs) > 0 && in.Inputs[0] != nil && in.Inputs[0].Node != nil {
					in = in.Inputs[0] // what was found, not what was read of it
				}
				if in.Node != nil && in.Node.Question != "" {
					return fmt.Sprintf("not recorded: none of the %d found for %q has %s", given, in.Node.Question, a)
				}
				return fmt.Sprintf("not recorded: none of the %d found has %s", given, a)
			}
		}
		// "how many afternoons did I spend at the office", most notes
		// written by their day alone: what has no time of day could not
		// be told to be in the afternoon, and none found is no count of
		// none. Only of the times every record may keep: most things
		// found have no place, and none being Paris is the answer. Not
		// where the day is asked too ("this morning"): what has no time
		// is mostly of other days.
		if a, k := untimedMostly(r); a != "" {
			return fmt.Sprintf("not recorded: %d of the %d found have no %s", k, given, a)
		}
		return ""
	}))
}

// restsOn are the notices of what an answer rests on, in the order they
// are tried; yesNo marks those a yes or a no needs too.
var restsOn = []struct {
	say   func(*NodeResult) string
	yesNo bool
}{
	// "how many evening runs", most runs noted without a time: the count
	// is of those with one; so is the hour of orders most of which keep
	// only their day
	{untimedLeftOut, false},
	// "what album did I play most", an album named by 21 plays of 21,682:
	// the groups are of those that name one
	{keyLeftOut, false},
	// "how many songs a month on average", a history of a few plays a year
	// before two full ones: the months averaged over (or ranked) are
	// mostly empty, nearly all the plays in a few of them
	{sparseSpan, true},
	// "how many times did I go to the Sportbad", a journal whose swims
	// mostly name no pool: the count is of those that name it
	{placeLeftOut, false},
	// "where did I go swimming in July", two swims at the lake and two
	// "Pool at 06:45" that name no pool: the places are those named
	{placesUnnamed, false},
	// "how many people did I spend Christmas with", an entry "Christmas
	// with the family": "family" is no one person
	{peopleUnnamed, false},
	// "who did I send the most messages to", a Messenger thread of which
	// nobody is known to be me: the messages weighed are those whose
	// direction is known
	{directionLeftOut, false},
}

// directionLeftOut says, of a FILTER on the direction of messages that
// kept some while others it was given, each with its sender, have no
// direction (a thread whose people include nobody known to be the
// person; a chat's notices are no one's and have none), that the answer
// is of those known ("only of the messages
// known as sent or received: 7 others found have no direction"), or "".
func directionLeftOut(r *NodeResult) string {
	return firstSaid(r, said(func(r *NodeResult) string {
		n := r.Node
		if n == nil || n.Op != tree.FILTER || r.Count == 0 || len(r.Inputs) == 0 || r.Inputs[0] == nil || r.Stats.Missing["direction"] == 0 ||
			!slices.Contains(expr.Reads(n.Args.Condition), "direction") {
			return ""
		}
		given, err := r.Inputs[0].ItemList()
		if err != nil {
			return ""
		}
		// a notice is no one's: where senders were read, one without
		// is a notice whatever its type was read or not
		senders := slices.ContainsFunc(given, func(it *qa.Item) bool { return it.Has("sender") })
		k := 0
		for _, it := range given {
			if !it.Has("direction") && it.Value("message_type") != "system" && (!senders || it.Has("sender")) {
				k++
			}
		}
		if k == 0 {
			return ""
		}
		return fmt.Sprintf("only of the messages known as sent or received: %d others found have no direction (who you are in them is not known: reqap identity)", k)
	}))
}

// peopleUnnamed says, of a count of people (the groups of an UNNEST of
// participants, counted) that counted a family word naming several
// ("family", or "parents" where the library cannot say who they are) as
// one of them, that it did, and that who they were is not recorded, or
// "". A count of happenings that read their people on the way counts no
// people, and says nothing.
func peopleUnnamed(root *NodeResult) string {
	if root == nil || root.Node == nil || root.Node.Op != tree.APPLY || root.Answer.Type != qa.AnswerNumber || root.Answer.Unit != "" {
		return ""
	}
	r := root
	for len(r.Inputs) == 1 && r.Inputs[0] != nil && r.Inputs[0].Node != nil && (r == root || r.Node.Op == tree.GROUP_BY) {
		r = r.Inputs[0]
	}
	if r == root || r.Node.Op != tree.UNNEST || r.Node.Args.Attr != "participants" {
		return ""
	}
	items, err := r.ItemList()
	if err != nil {
		return ""
	}
	lx, err := lexicon.Default()
	if err != nil {
		return ""
	}
	as := cmp.Or(r.Node.Args.As, r.Node.Args.Attr)
	for _, it := range items {
		if s, ok := it.Value(as).(string); ok && people.GroupWord(lx, s) {
			return fmt.Sprintf("%q is counted as one: the records do not say who they were", s)
		}
	}
	return ""
}

// keepsPlace reports whether a condition keeps the records at a place
// named (`place == "Nordwand"`, `(restaurant ?? "") == "Mangiare"`).
func keepsPlace(cond string) bool {
	for _, a := range expr.TextEquals(cond) {
		if a == "restaurant" || slices.Contains(places.LocationKeys, a) {
			return true
		}
	}
	return false
}

// placeLeftOut says, of a FILTER by a place's name that kept records of
// one doing while most others of that doing it was given name no place at
// all (a journal's swims, three "at the Sportbad" and the rest "swim 40
// min"), that the answer is of those that name it ("only of those that
// name a place: 29 other swimming records name none"), or "". Records of
// the doing at other places named are no caveat: they were elsewhere.
// Only a count says it: what was had at a place, or paid there, is of the
// records that name it, and a stay's days (a FILTER by refs) are no place
// named.
func placeLeftOut(root *NodeResult) string {
	if root == nil || root.Answer.Type != qa.AnswerNumber || root.Answer.Unit != "" {
		return ""
	}
	return firstSaid(root, said(func(r *NodeResult) string {
		n := r.Node
		if n == nil || n.Op != tree.FILTER || len(n.Refs) > 0 || r.Count == 0 || len(r.Inputs) == 0 || r.Inputs[0] == nil || !keepsPlace(n.Args.Condition) {
			return ""
		}
		kept, err := r.ItemList()
		if err != nil {
			return ""
		}
		doing := ""
		for _, it := range kept {
			a := doingOf(it)
			if a == "" || doing != "" && a != doing {
				return ""
			}
			doing = a
		}
		given, err := r.Inputs[0].ItemList()
		if err != nil {
			return ""
		}
		unnamed := 0
		for _, it := range given {
			if doingOf(it) == doing && !namesPlace(it) {
				unnamed++
			}
		}
		if unnamed < len(kept) {
			return ""
		}
		return fmt.Sprintf("only of those that name a place: %d other %s records name none", unnamed, doing)
	}))
}

// listsPlaces reports whether an APPLY's function lists the places of
// its items, each once ("unique(flatten(map(items, .place)))").
func listsPlaces(fn string) bool {
	return slices.ContainsFunc(places.LocationKeys, func(k string) bool {
		return expr.Same(fn, "unique(flatten(map(items, ."+k+")))")
	})
}

// placesUnnamed says, of the places listed of the records found, some of
// which name none (a journal's swims: "lake swim (Cospudener See)" and
// "Pool at 06:45"), that the list is of those that name one ("only of
// those that name a place: 2 of the 4 found name none"), or "". Where
// none names one, the answer says so itself.
func placesUnnamed(root *NodeResult) string {
	if root == nil || root.Node == nil || root.Node.Op != tree.APPLY || len(root.Inputs) != 1 || root.Inputs[0] == nil || !listsPlaces(root.Node.Args.Fn) {
		return ""
	}
	given, err := root.Inputs[0].ItemList()
	if err != nil {
		return ""
	}
	unnamed := 0
	for _, it := range given {
		if !namesPlace(it) {
			unnamed++
		}
	}
	if unnamed == 0 || unnamed == len(given) {
		return ""
	}
	return fmt.Sprintf("only of those that name a place: %d of the %d found name none", unnamed, len(given))
}

// doingOf is what an item's one event records was done (a journal's
// "activity", a workout's type), or "".
func doingOf(it *qa.Item) string {
	if len(it.Events) != 1 {
		return ""
	}
	e := it.Events[0]
	return cmp.Or(e.Text("activity"), e.Text("workout_type"))
}

// namesPlace reports whether an item's events name where they happened.
func namesPlace(it *qa.Item) bool {
	for _, e := range it.Events {
		for _, k := range places.LocationKeys {
			if e.Text(k) != "" {
				return true
			}
		}
	}
	return false
}

// keyLeftOut says, of a GROUP_BY that made groups of the few items that
// have its field while nearly all it was given lack it (an album named by
// 21 plays of 21,682), that the groups are of those ("only of those that
// record album: 21661 of the 21682 found have none"), or "".
func keyLeftOut(r *NodeResult) string {
	return firstSaid(r, said(func(r *NodeResult) string {
		n := r.Node
		if n == nil || n.Op != tree.GROUP_BY || r.Count == 0 || len(r.Inputs) == 0 || r.Inputs[0] == nil || len(n.Args.Keys) != 1 {
			return ""
		}
		key := n.Args.Keys[0]
		given := r.Inputs[0].Count
		if in := r.Inputs[0]; in.Node != nil && in.Node.Op == tree.MAP {
			// a key computed, nil by design for what it leaves out (a
			// sender who is no friend); an hour of a time says so itself
			// (untimedLeftOut)
			return ""
		}
		if k := r.Stats.Missing[key]; k*10 >= given*9 && k > 0 {
			return fmt.Sprintf("only of those that record %s: %d of the %d found have none", strings.ReplaceAll(key, "_", " "), k, given)
		}
		return ""
	}))
}

// sparseSpan says, of an answer computed over the months from the first
// record to the last (an average per period over the records' span, the
// periods ranked with those without any), that nearly all the records lie
// in a small part of that span ("the records are uneven: 21663 of the
// 21682 are from January 2023 to April 2024; only 27 of the 161 months
// from December 2010 to April 2024 have any"), or "". Such a history (a
// few plays a year, then two full years) makes an average over it no
// measure of the full years; records few but spread evenly (two
// appointments a year) are no such case.
func sparseSpan(r *NodeResult) string {
	n := r.Node
	if n == nil || n.Op != tree.APPLY || len(r.Inputs) == 0 || r.Inputs[0] == nil {
		return ""
	}
	if !expr.Contains(n.Args.Fn, "min(map(items, .start_date))") && !expr.Calls(n.Args.Fn, "periods") {
		return ""
	}
	items, err := r.Inputs[0].ItemList()
	if err != nil || len(items) == 0 {
		return ""
	}
	count := map[int]int{} // records a month (year*12 + month-1)
	for _, it := range items {
		if d, ok := it.Value(qa.AttrStartDate).(qa.Date); ok && !d.IsZero() {
			count[d.Year()*12+int(d.Month())-1]++
		}
	}
	ks := slices.Sorted(maps.Keys(count))
	if len(ks) == 0 {
		return ""
	}
	total := 0
	for _, k := range ks {
		total += count[k]
	}
	span := ks[len(ks)-1] - ks[0] + 1
	// the shortest run of months holding nine records in ten
	best, from, to, held := span+1, 0, 0, 0
	sum, j := 0, 0
	for i := range ks {
		for j < len(ks) && sum*10 < total*9 {
			sum += count[ks[j]]
			j++
		}
		if sum*10 < total*9 {
			break
		}
		if l := ks[j-1] - ks[i] + 1; l < best {
			best, from, to, held = l, ks[i], ks[j-1], sum
		}
		sum -= count[ks[i]]
	}
	if span < 24 || best*4 > span {
		return ""
	}
	month := func(k int) string { return time.Month(k%12+1).String() + " " + strconv.Itoa(k/12) }
	return fmt.Sprintf("the records are uneven: %d of the %d are from %s to %s; only %d of the %d months from %s to %s have any",
		held, total, month(from), month(to), len(ks), span, month(ks[0]), month(ks[len(ks)-1]))
}

// untimedMostly returns the built-in time (start_time) most of the items
// given to the FILTER r lacked, and how many lacked it, or "": what the
// filter could not tell of them. Not where the day is asked too ("this
// morning"): what has no time is mostly of other days.
func untimedMostly(r *NodeResult) (string, int) {
	n := r.Node
	if n == nil || len(r.Inputs) == 0 || r.Inputs[0] == nil {
		return "", 0
	}
	// a FILTER by a time of day, or a MAP of it ("what time do I usually
	// order", orders dated by their day alone: the hour is of the few
	// with a time)
	reads := n.Args.Condition
	switch n.Op {
	case tree.FILTER:
	case tree.MAP:
		reads = n.Args.Fn
	default:
		return "", 0
	}
	if strings.Contains(reads, qa.AttrStartDate) {
		return "", 0
	}
	given := r.Inputs[0].Count
	for _, a := range slices.Sorted(maps.Keys(r.Stats.Missing)) {
		if k := r.Stats.Missing[a]; qa.IsBuiltinAttr(a) && k*2 >= given {
			return a, k
		}
	}
	return "", 0
}

// untimedLeftOut says, of a FILTER by a time of day that kept some of
// the items it was given but left out most for want of a time (notes of a
// journal written by their day alone), that the answer is of those with
// one ("only of those with a time: 56 of the 85 found have no
// start_time"), or "". Not where the day is asked too: those without a
// time are mostly of other days.
func untimedLeftOut(r *NodeResult) string {
	return firstSaid(r, said(func(r *NodeResult) string {
		if r.Count == 0 {
			return ""
		}
		if a, k := untimedMostly(r); a != "" {
			return fmt.Sprintf("only of those with a time: %d of the %d found have no %s", k, r.Inputs[0].Count, a)
		}
		return ""
	}))
}

// unrecordedApply says, of an APPLY that gave nothing of the items it was
// given, some of which lacked an attribute its expression reads, that the
// attribute is not recorded for them ("not recorded: 2 of the 2 found
// keep no duration_s"), or "".
func unrecordedApply(r *NodeResult) string {
	n := r.Node
	if n == nil || n.Op != tree.APPLY || r.Count == 0 || len(r.Inputs) == 0 {
		return ""
	}
	reads := expr.Reads(n.Args.Fn)
	for in := r.Inputs[0]; in != nil && in.Node != nil; in = in.Inputs[0] {
		if in.Node.Op == tree.EXTRACT {
			for _, a := range slices.Sorted(maps.Keys(in.Stats.Missing)) {
				if k := in.Stats.Missing[a]; k > 0 && slices.Contains(reads, a) {
					return fmt.Sprintf("not recorded: %d of the %d found keep no %s", min(k, r.Count), r.Count, a)
				}
			}
			return ""
		}
		if in.Node.Op != tree.FILTER || len(in.Inputs) == 0 {
			return ""
		}
	}
	return ""
}

// anchorOutside says, of a FILTER by a window told by a happening (a ref)
// that kept nothing of what it was given, that the happening's dates lie
// outside the time the records it was given span ("nothing then: my
// online purchases run from 2006-09-08 to 2022-02-25"), or "".
func anchorOutside(r *NodeResult) string {
	// (a FILTER by a happening's window ends the search, said or not)
	return firstSaid(r, func(r *NodeResult) (string, bool) {
		n := r.Node
		if n == nil || n.Op != tree.FILTER || r.Count != 0 || len(n.Refs) == 0 || len(r.Inputs) == 0 || r.Inputs[0] == nil || r.Inputs[0].Count == 0 {
			return "", false
		}
		var days []qa.Date
		for _, name := range n.RefNames() {
			c := r.Refs[name]
			if c == nil {
				return "", true
			}
			switch v := c.Answer.Value.(type) {
			case qa.Date:
				days = append(days, v)
			case []any:
				for _, x := range v {
					if d, ok := x.(qa.Date); ok {
						days = append(days, d)
					}
				}
			}
		}
		items, err := r.Inputs[0].ItemList()
		if err != nil || len(days) == 0 {
			return "", true
		}
		lo, hi := dateSpan(items)
		if lo.IsZero() {
			return "", true
		}
		yearly := yearlyCond(n.Args.Condition)
		for _, d := range days {
			if d.Days() >= lo.Days() && d.Days() <= hi.Days() {
				return "", true
			}
			if yearly && anniversaryWithin(d, lo, hi) {
				// "on my birthday": its day of every year, some of which
				// the records span; the nothing is not for want of them
				return "", true
			}
		}
		what := "the records"
		for in := r.Inputs[0].Node; in != nil; in = in.Input(0) {
			if in.Question != "" {
				what = in.Question
			}
			if in.Op == tree.RETRIEVE {
				break
			}
		}
		return fmt.Sprintf("nothing then: %s run from %s to %s", what, lo, hi), true
	})
}

// yearlyCond reports whether a condition is on the month and day of a
// happening's dates, whatever the year ("on my birthday": month(#) ==
// month(start_date) && day(#) == day(start_date)).
func yearlyCond(cond string) bool {
	return expr.Contains(cond, "month(#) == month(start_date)") && expr.Contains(cond, "day(#) == day(start_date)")
}

// anniversaryWithin reports whether the month and day of d fall, in some
// year, between lo and hi (both included).
func anniversaryWithin(d, lo, hi qa.Date) bool {
	for y := lo.Year(); y <= hi.Year(); y++ {
		a := qa.NewDate(y, d.Month(), d.Day())
		if a.Month() == d.Month() && a.Days() >= lo.Days() && a.Days() <= hi.Days() {
			return true
		}
	}
	return false
}

// windowOutside says, of a FILTER by a window of time ("in 2021", "last
// week") that kept nothing, that no record its RETRIEVE found lies in
// that window ("nothing then: songs I listened to run from 2023-03-07 to
// 2024-03-08"), or "". The window is tried on what RETRIEVE found, not on
// what the FILTER was given: a condition between them (a title) may have
// kept nothing for its own reason, and an EXTRACT between them skips the
// items outside the window.
func (r *run) windowOutside(ctx context.Context, nr *NodeResult) string {
	return firstSaid(nr, said(func(nr *NodeResult) string {
		if n := nr.Node; n != nil && n.Op == tree.FILTER && nr.Count == 0 && len(n.Refs) == 0 {
			if conj := timeConjuncts(n.Args.Condition); len(conj) > 0 {
				return r.noneInWindow(ctx, nr, strings.Join(conj, " && "))
			}
		}
		return ""
	}))
}

// sideOutside says, of an answer weighed from refs (the two sides of "more
// in A or in B"), that one of them found nothing because its window lies
// outside the time the records span ("for "my runs in winter 2025":
// nothing then: your Workouts records lie between …"), or "".
func (r *run) sideOutside(ctx context.Context, root *NodeResult) string {
	if root == nil {
		return ""
	}
	// the sides' refs share their windows (a count and an amount of the
	// same side): each empty window is tried once, as trying one may
	// read a source whole
	tried := map[string]bool{}
	for _, name := range slices.Sorted(maps.Keys(root.Refs)) {
		ref := root.Refs[name]
		f := emptyFilter(ref)
		if f == nil || tried[f.Node.Args.Condition] {
			continue
		}
		tried[f.Node.Args.Condition] = true
		if span := r.windowOutside(ctx, ref); span != "" {
			if f.Node.Question != "" {
				return fmt.Sprintf("for %q %s", f.Node.Question, span)
			}
			return span
		}
	}
	return ""
}

// sidesWeighed says what each of the two sides of an answer weighed from
// refs came to ("distance in km of my runs on weekends: 309.2 km;
// distance in km of my runs on weekdays: 399.9 km"): the amounts, or how
// many where a side records none of the amount, as the weighing fell back
// to ("my swims in the morning: 34"); "" where the root weighs no two
// sides.
func sidesWeighed(root *NodeResult) string {
	if root == nil || root.Node == nil || root.Node.Op != tree.APPLY || strings.Contains(root.Node.Args.Fn, `": "`) {
		return "" // an answer that gives both sides already ("spring: 13; autumn: 7")
	}
	a, b := root.Refs["side_a"], root.Refs["side_b"]
	if a == nil || b == nil || a.Err != nil || b.Err != nil {
		return ""
	}
	recorded := func(side string, r *NodeResult) bool {
		if c := root.Refs["count_"+side]; c != nil && zeroAnswer(c.Answer) {
			return false
		}
		return r.Answer.Value != nil && !noneAnswer(r.Answer)
	}
	sides := []*NodeResult{a, b}
	if !recorded("side_a", a) && !recorded("side_b", b) {
		ca, cb := root.Refs["count_side_a"], root.Refs["count_side_b"]
		if ca == nil || cb == nil {
			return ""
		}
		sides = []*NodeResult{ca, cb}
	}
	var qs, vals []string
	var nums []float64
	for _, r := range sides {
		if r.Node == nil || r.Node.Question == "" || r.Answer.Text == "" {
			return ""
		}
		// a count is said of the things counted ("my swims in the
		// morning: 34"), as its scope may be a clause ("I had coffee")
		qs = append(qs, strings.TrimPrefix(r.Node.Question, "number of "))
		vals = append(vals, r.Answer.Text)
		if f, ok := r.Answer.Value.(float64); ok && r.Answer.Unit == "" {
			nums = append(nums, f)
		}
	}
	if vals[0] == vals[1] && len(nums) == 2 && nums[0] != nums[1] {
		// "was I happier on weekends": "yes" of 0.33 against 0.33 says
		// the digits that tell them apart
		for d := 3; d <= 6; d++ {
			a, b := strconv.FormatFloat(nums[0], 'f', d, 64), strconv.FormatFloat(nums[1], 'f', d, 64)
			if a != b {
				vals = []string{a, b}
				break
			}
		}
	}
	labels := sideLabels(qs[0], qs[1])
	return labels[0] + ": " + vals[0] + "; " + labels[1] + ": " + vals[1]
}

// weighedSides reports whether the root weighs two sides of which one at
// least came to something.
func weighedSides(root *NodeResult) bool {
	return sidesWeighed(root) != "" && !bothSidesNone(root)
}

// bothSidesNone reports whether two sides weighed came to nothing each
// (sidesWeighed's sides, or their counts where neither records an
// amount).
func bothSidesNone(root *NodeResult) bool {
	if root == nil {
		return false
	}
	none := func(side string) bool {
		r, c := root.Refs[side], root.Refs["count_"+side]
		return r != nil && (zeroAnswer(r.Answer) || c != nil && zeroAnswer(c.Answer))
	}
	return none("side_a") && none("side_b")
}

// sidePrepRE: a preposition that leads a side's words, with more after it.
var sidePrepRE = lazyre.New(`^(?:in|on|at|during)\s+(?:the\s+)?`)

// sideLabels are what tells two sides' descriptions apart, the words
// they share before and after left out ("distance in km of my runs in
// 2025" and "… in 2024": "2025" and "2024"), or the whole descriptions
// where nothing is left of one.
func sideLabels(a, b string) [2]string {
	wa, wb := strings.Fields(a), strings.Fields(b)
	i := 0
	for i < len(wa) && i < len(wb) && wa[i] == wb[i] {
		i++
	}
	j := 0
	for j < len(wa)-i && j < len(wb)-i && wa[len(wa)-1-j] == wb[len(wb)-1-j] {
		j++
	}
	if j > 0 && (len(wa)-i-j == 0 || len(wb)-i-j == 0) {
		// "in summer" and "not in summer": the words one side is made
		// of whole are its label, not the whole description (it had
		// said "I swam less in summer: 12; I swam less not in summer")
		j = 0
	}
	la, lb := strings.Join(wa[i:len(wa)-j], " "), strings.Join(wb[i:len(wb)-j], " ")
	if la == "" || lb == "" {
		return [2]string{a, b}
	}
	if j > 0 && yearRE().MatchString(wa[len(wa)-j]) && calendar.FullMonth(lastField(la)) && calendar.FullMonth(lastField(lb)) {
		// "March 2025" and "April 2025": the year both months share
		// stays with each, which alone said nothing of it
		la, lb = la+" "+wa[len(wa)-j], lb+" "+wa[len(wa)-j]
	}
	if j > 0 && headlessRE().MatchString(lastField(la)) && headlessRE().MatchString(lastField(lb)) {
		// "last year" and "this year": a word that picks one of a
		// kind keeps the kind they share, which alone it does not say
		// ("last: 83; this: 76")
		la, lb = la+" "+wa[len(wa)-j], lb+" "+wa[len(wa)-j]
	}
	// "in February" and "March" (the second side said without its
	// preposition): each side is its own words
	own := func(l string) string {
		if m := sidePrepRE().FindStringIndex(l); m != nil && m[1] < len(l) {
			return l[m[1]:]
		}
		return l
	}
	return [2]string{own(la), own(lb)}
}

// headlessRE: a word that picks one of a kind and says nothing without
// it ("last", "this" of "last year", "this month").
var headlessRE = lazyre.New(`^(?i:last|this|next|previous|past|coming|current|that|the|my|our|first|second|third|final)$`)

// yearRE: a year written as a word.
var yearRE = lazyre.New(`^(?:19|20)\d\d$`)

// lastField is the last word of s.
func lastField(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// emptyFilter is the first FILTER at or below r that kept nothing, or nil.
func emptyFilter(r *NodeResult) *NodeResult {
	var out *NodeResult
	firstSaid(r, func(r *NodeResult) (string, bool) {
		if r.Node != nil && r.Node.Op == tree.FILTER && r.Count == 0 {
			out = r
			return "", true
		}
		return "", false
	})
	return out
}

// rankFallback is the note of a ranking under r that ranked by another
// attribute than the plan's because none of its items recorded that one
// ("none of the 53 items records distance km: ranked by duration"), or "".
func rankFallback(r *NodeResult) string {
	return firstSaid(r, said(func(r *NodeResult) string {
		if r.Node == nil || r.Node.Op != tree.ARGMAX && r.Node.Op != tree.ARGMIN && r.Node.Op != tree.MAX && r.Node.Op != tree.MIN {
			return ""
		}
		for _, n := range r.Stats.Notes {
			if strings.Contains(n, rankedByNote) {
				return n
			}
		}
		return ""
	}))
}

// maxSpanDays bounds the days noneInWindow tries between the first
// record and the last (a century).
const maxSpanDays = 36525

// noneInWindow finds the RETRIEVE below the FILTER nr through FILTERs and
// EXTRACTs and, when it found items, none of them is inside window and
// the window is no time between the first of them and the last, says the
// time they span.
func (r *run) noneInWindow(ctx context.Context, nr *NodeResult, window string) string {
	ret := nr
	for ret != nil && ret.Node != nil && (ret.Node.Op == tree.FILTER || ret.Node.Op == tree.EXTRACT) && len(ret.Inputs) == 1 {
		ret = ret.Inputs[0]
	}
	if ret == nil || ret.Node == nil || ret.Node.Op != tree.RETRIEVE || ret.Count == 0 {
		return ""
	}
	items, err := ret.ItemList()
	if err != nil || len(items) == 0 {
		return ""
	}
	p, err := r.program(ctx, window, expr.Items, nil)
	if err != nil {
		return ""
	}
	if slices.ContainsFunc(p.Info.Idents, func(id string) bool { return id != qa.AttrStartDate && id != qa.AttrEndDate }) {
		return "" // a time of day, an hour: no window of days
	}
	for _, it := range items {
		if in, err := p.Bool(it); err != nil || in {
			return "" // one is inside (or cannot be told)
		}
	}
	// what was found was searched for: the time the records lie in is
	// their sources' whole ("nothing then" is of the music, not of the
	// plays a word found)
	srcs := sourcesOf(items)
	if r.e == nil || r.e.Retriever == nil || len(srcs) == 0 {
		// nothing to ask for the whole
	} else if whole, err := r.e.Retriever.Retrieve(ctx, RetrieveRequest{Query: "everything", Sources: srcs, Question: "everything"}); err == nil && len(whole) > 0 {
		items = whole
	}
	for _, it := range items {
		if in, err := p.Bool(it); err != nil || in {
			return "" // the source has records then: the search found none of them
		}
	}
	lo, hi := dateSpan(items)
	if lo.IsZero() || hi.Days()-lo.Days() > maxSpanDays {
		return ""
	}
	for d := lo; d.Days() <= hi.Days(); d = d.AddDays(1) {
		// a window between the first record and the last is a time
		// with none ("in August", a month without a swim), which the
		// nothing already says, not a time the records do not reach
		day := (&qa.Item{}).With(qa.AttrStartDate, d).With(qa.AttrEndDate, d)
		if in, err := p.Bool(day); err != nil || in {
			return ""
		}
	}
	what := "the records"
	if len(srcs) > 0 {
		what = "your " + sourceLabels(srcs) + " records"
	}
	return fmt.Sprintf("nothing then: %s lie between %s and %s", what, lo, hi)
}

// emptyJoinSide says what one side of a JOIN looked for when its RETRIEVE
// found nothing in the whole library while the other side found
// something ("I cooked"), or "".
func emptyJoinSide(r *NodeResult) string {
	return emptyJoinSaid(r, false, func(_, a, b *NodeResult) string {
		a, b = retrieveBelow(a), retrieveBelow(b)
		switch {
		case a == nil || b == nil:
		case a.Count == 0 && b.Count > 0:
			return cmp.Or(a.Node.Question, a.Node.Args.Query)
		case b.Count == 0 && a.Count > 0:
			return cmp.Or(b.Node.Question, b.Node.Args.Query)
		}
		return ""
	})
}

// emptyJoinSaid is what say says of the first JOIN under r, in
// firstSaid's order, that joined nothing, given its two sides. The two
// notes on an empty JOIN look for it differently, and keep to it:
// emptyJoinSide (chain false) looks through the whole tree, past a JOIN
// it has nothing to say of; emptyJoin (chain true) looks only down the
// nodes that hold nothing, and the first JOIN there ends the search
// (JOIN is the one operator of two inputs, so that is the chain of first
// inputs under the empty answer).
func emptyJoinSaid(r *NodeResult, chain bool, say func(join, a, b *NodeResult) string) string {
	return firstSaid(r, func(r *NodeResult) (string, bool) {
		if r.Node == nil || r.Count != 0 {
			return "", chain
		}
		if r.Node.Op != tree.JOIN {
			return "", false
		}
		if len(r.Inputs) != 2 || r.Inputs[0] == nil || r.Inputs[1] == nil {
			return "", chain
		}
		return say(r, r.Inputs[0], r.Inputs[1]), chain
	})
}

// retrieveBelow is the RETRIEVE a node reads through its first inputs,
// or nil.
func retrieveBelow(r *NodeResult) *NodeResult {
	for r != nil && r.Node != nil && r.Node.Op != tree.RETRIEVE {
		if len(r.Inputs) == 0 {
			return nil
		}
		r = r.Inputs[0]
	}
	if r == nil || r.Node == nil {
		return nil
	}
	return r
}

// sourceLabels names sources as people call them ("Music", "TV series"),
// joined by "and".
func sourceLabels(srcs []string) string {
	return strings.Join(ingest.Labels(srcs), " and ")
}

// retrievedNothing reports whether every RETRIEVE of the tree found
// nothing in the whole library (and there is one).
func retrievedNothing(r *NodeResult) bool {
	found, any := false, false
	var walk func(*NodeResult)
	walk = func(r *NodeResult) {
		if r == nil {
			return
		}
		if r.Node != nil && r.Node.Op == tree.RETRIEVE {
			any = true
			found = found || r.Count > 0
		}
		for _, in := range r.Inputs {
			walk(in)
		}
		for _, ref := range r.Refs {
			walk(ref)
		}
	}
	walk(r)
	return any && !found
}

// unknownRelation is the relation a RETRIEVE on the chain of first inputs
// under r noted no one in the library is known to have ("sister" of "my
// sister"), or "".
func unknownRelation(r *NodeResult) string {
	return firstSaid(r, said(func(r *NodeResult) string {
		if r.Node == nil || r.Node.Op != tree.RETRIEVE {
			return ""
		}
		for _, n := range r.Stats.Notes {
			if rest, ok := strings.CutPrefix(n, qa.UnknownRelationNote); ok {
				rel, _, _ := strings.Cut(rest, " (")
				return rel
			}
		}
		return ""
	}))
}

// untoldKind is the note of a RETRIEVE on the chain of first inputs under
// r that the kind its query named is told apart by no record
// (qa.UntoldKindNote), or "".
func untoldKind(r *NodeResult) string {
	return firstSaid(r, said(func(r *NodeResult) string {
		if r.Node == nil || r.Node.Op != tree.RETRIEVE {
			return ""
		}
		for _, n := range r.Stats.Notes {
			if strings.HasPrefix(n, qa.UntoldKindNote) {
				return n
			}
		}
		return ""
	}))
}

// retrievedNothingText is the text of an answer of nothing for want of
// any record, which says what was looked for: "how much did I spend on
// Amazon", nothing bought in the whole library (a zero over what was
// found stays a zero), or "how well did I sleep last night", nothing of
// sleep anywhere ("no matching events" alone says neither).
func retrievedNothingText(a qa.Answer, root *tree.Node, r *NodeResult) (string, bool) {
	switch {
	case !retrievedNothing(r):
		return "", false
	case zeroAnswer(a):
		return a.Text + " — " + searched(root), true
	case a.Type == qa.AnswerEmpty && !strings.Contains(a.Text, " — "):
		return cmp.Or(a.Text, "nothing") + " — " + searched(root), true
	}
	return "", false
}

// zeroAnswer reports whether an answer is a number (an amount, a length)
// of zero.
func zeroAnswer(a qa.Answer) bool {
	switch v := a.Value.(type) {
	case float64:
		return v == 0
	case int:
		return v == 0
	}
	return false
}

// noneAnswer reports whether an answer is nothing, or a count or sum of
// nothing.
func noneAnswer(a qa.Answer) bool {
	switch a.Type {
	case qa.AnswerEmpty:
		return true
	case qa.AnswerNumber:
		v, ok := a.Value.(float64)
		return ok && v == 0
	}
	return false
}

// whyNo says what a "no" for want of anything looked for: the days a
// FILTER reads, where none were found ("did I post anything on my
// birthday", no birthday known: the "no" is for want of the day, as a
// count's zero says), else what the tree searched.
func whyNo(root *tree.Node, r *NodeResult) string {
	if ref := emptyFilterRef(r); ref != "" {
		return fmt.Sprintf("nothing found for %q", ref)
	}
	if w := otherWinner(r); w != "" {
		return w
	}
	if n, cond := filteredAway(r); n > 0 {
		// "did I hit my stand goal on 16 November": the day's record was
		// found and the goal was not hit; the "no" is of what was found,
		// not for want of it
		if n == 1 {
			return fmt.Sprintf("the one record found does not fit %q", cond)
		}
		return fmt.Sprintf("none of the %s found fits %q", plural.Noun(n, "record"), cond)
	}
	return searched(root)
}

// poolRecords reports whether any item a ranking chose among records an
// attribute the condition reads.
func poolRecords(rank *NodeResult, cond string) bool {
	if len(rank.Inputs) == 0 || rank.Inputs[0] == nil {
		return true
	}
	items, err := rank.Inputs[0].ItemList()
	if err != nil {
		return true
	}
	reads := expr.Reads(cond)
	for _, it := range items {
		for _, a := range reads {
			if it.Has(a) {
				return true
			}
		}
	}
	return false
}

// otherWinner says, of a FILTER on the chain of first inputs under r that
// kept none of the winners of a ranking, which one won ("was The Invisible
// War the first thing I watched": the first was Star Trek: Deep Space
// Nine), or "".
func otherWinner(r *NodeResult) string { return rankedWinner(r, false) }

// rankedWinner says which one won the ranking a FILTER on the chain of
// first inputs under r tested, where the filter kept it (kept) or kept
// none (!kept): a yes or no about the first-ranked one names it, so it
// can be checked ("was my longest ride over 50 km": yes — the ride and
// its distance).
func rankedWinner(r *NodeResult, kept bool) string {
	for ; r != nil && len(r.Inputs) > 0; r = r.Inputs[0] {
		in := r.Inputs[0]
		if r.Node == nil || r.Node.Op != tree.FILTER || (r.Count > 0) != kept || in == nil || in.Count == 0 || in.Node == nil || in.Node.Op != tree.ARGMAX && in.Node.Op != tree.ARGMIN {
			continue
		}
		if in.Answer.Text == "" {
			return ""
		}
		// the ranking's own answer: its winners as it named them, ties
		// and more said, and the one winner's value the test was of
		// ("the last of my runs: running on 2023-04-13 (6.2 km)")
		text := in.Answer.Text
		if a := expr.TestsNumber(r.Node.Args.Condition); a != "" && !timeAttr(a) {
			if items, err := in.ItemList(); err == nil && len(items) == 1 {
				if v := items[0].Value(a); v != nil {
					u, c := qa.UnitOf(a)
					if vt := qa.NewAnswer(v, u, c).Text; vt != "" && !strings.Contains(text, vt) {
						text += " (" + vt + ")"
					}
				}
			}
		}
		return fmt.Sprintf("%s: %s", cmp.Or(in.Node.Question, "the winner"), text)
	}
	return ""
}

// hasListCondRE: the condition that a list field holds something, as
// the planner writes it for having one ("is there a reminder", "emails
// with attachments").
var hasListCondRE = lazyre.New(`(?:^|&& )len\((\w+) \?\? \[\]\) > 0(?: &&|$)`)

// heldValues says, of a yes that the records found hold a list field
// ("will I be reminded of the standup"), what they hold, when that is a
// few values ("5 minutes before"): the yes alone told the person less
// than the entries do. Many values are left to the evidence.
func heldValues(r *NodeResult) string {
	const few = 3
	for ; r != nil && len(r.Inputs) > 0; r = r.Inputs[0] {
		if r.Node == nil || r.Node.Op != tree.FILTER || r.Count == 0 {
			continue
		}
		m := hasListCondRE().FindStringSubmatch(r.Node.Args.Condition)
		if m == nil || strings.Contains(r.Node.Args.Condition, "||") {
			continue
		}
		items, err := r.ItemList()
		if err != nil {
			return ""
		}
		var vals []string
		for _, it := range items {
			l, _ := qa.ToList(it.Value(m[1]))
			for _, v := range l {
				t := strings.TrimSpace(qa.NewAnswer(v, "", qa.UnitNone).Text)
				if t == "" || slices.Contains(vals, t) {
					continue
				}
				if vals = append(vals, t); len(vals) > few {
					return ""
				}
			}
		}
		return strings.Join(vals, ", ")
	}
	return ""
}

// timeAttr reports whether a is an event's own date or time of day, what
// a window reads.
func timeAttr(a string) bool { return qa.IsBuiltinAttr(a) && a != qa.AttrSource }

// searchedAll reports whether the RETRIEVE r reads through its first
// inputs read the whole library, no words of what was asked.
func searchedAll(r *NodeResult) bool {
	ret := retrieveBelow(r)
	if ret == nil {
		return false
	}
	q := ret.Node.Args.Query
	return q == "" || q == "everything" || q == "anything"
}

// filteredAway finds, on the chain of first inputs under r, the FILTER
// of what the records say (not of their time, whose window "nothing
// found for my swims on 3 March" says) that kept nothing of what its
// input found: how many its input held and the filter's words, or 0.
func filteredAway(r *NodeResult) (int, string) {
	for ; r != nil && len(r.Inputs) > 0; r = r.Inputs[0] {
		in := r.Inputs[0]
		if r.Node != nil && r.Node.Op == tree.FILTER && r.Count == 0 && in != nil && in.Count > 0 {
			if slices.ContainsFunc(expr.Reads(r.Node.Args.Condition), timeAttr) || searchedAll(in) {
				// a window, or a filter over the whole library ("events
				// Paris"), is what nothing was found for
				return 0, ""
			}
			return in.Count, cmp.Or(r.Node.Question, r.Node.Args.Condition)
		}
	}
	return 0, ""
}

// nothingIn reports whether the root's input found nothing (a root with
// no input, nothing known).
func nothingIn(root *NodeResult) bool {
	return len(root.Inputs) == 0 || root.Inputs[0] == nil || root.Inputs[0].Count == 0
}

// searched says what a tree looked for: the sub-question of the root's
// input (its words carry the window: "songs I listened to on Christmas Eve
// 2023") and the sources RETRIEVE read.
func searched(root *tree.Node) string {
	what := root.Question
	if in := root.Input(0); in != nil && in.Question != "" {
		what = in.Question
	}
	var srcs []string
	tree.Walk(root, func(n *tree.Node, _ string) bool {
		if n.Op == tree.RETRIEVE {
			for _, s := range n.Args.Sources {
				if !slices.Contains(srcs, s) {
					srcs = append(srcs, s)
				}
			}
		}
		return true
	})
	out := fmt.Sprintf("nothing found for %q", what)
	if len(srcs) > 0 {
		out += " in " + strings.Join(srcs, ", ")
	}
	return out
}

// foundNothing reports whether the root measures or counts the items of
// its one input, and that input holds none; a comparison of the answers of
// refs is not one.
func foundNothing(r *NodeResult) bool {
	return r != nil && r.Node != nil && len(r.Node.Refs) == 0 && len(r.Inputs) == 1 && nothingIn(r)
}

// emptyJoin says, of a JOIN on the chain of first inputs under r that
// joined nothing although both of its sides found something, what it
// looked for and what each side found ("nothing found for \"my climbing
// sessions while injured\": none of the 26 found for \"my climbing
// sessions\" goes with one of the 2 found for \"injured\""), or "".
func emptyJoin(r *NodeResult) string {
	return emptyJoinSaid(r, true, func(join, a, b *NodeResult) string {
		if a.Count == 0 || b.Count == 0 {
			return ""
		}
		side := func(in *NodeResult) string {
			q := in.Node.Question
			for in.Node.Op == tree.EXTRACT && len(in.Inputs) > 0 && in.Inputs[0] != nil && in.Inputs[0].Node != nil {
				in = in.Inputs[0] // what was found, not what was read of it
				q = in.Node.Question
			}
			return q
		}
		return fmt.Sprintf("nothing found for %q: none of the %s found for %q goes with any of the %s found for %q",
			join.Node.Question, plural.Thousands(a.Count), side(a), plural.Thousands(b.Count), side(b))
	})
}
