package qud

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"reqap/qa/tree"
)

// MaxDepth is the deepest step that may still return placeholders: steps
// at depth 0 (the question) to MaxDepth-1 may; a step at MaxDepth must be
// complete. It is the reference implementation's recursion limit.
const MaxDepth = 8

// maxSteps bounds the work of one Plan, whatever the decomposers do.
const maxSteps = 400

// Options configure Plan.
type Options struct {
	// Decomposers are tried in order for every step (e.g. LLM, then
	// rules). Required.
	Decomposers []Decomposer
	// Planner names the chain in traces and cache keys; empty means the
	// decomposers' names joined with "+" ("llm+rules").
	Planner string
	// Cache, if set, is consulted before planning and filled after.
	Cache PlanCache
	// Logger receives a debug line per step; nil means slog.Default().
	Logger *slog.Logger
}

// Trace says how a plan was made.
type Trace struct {
	Question string        `json:"question"`
	Planner  string        `json:"planner"`
	Cached   bool          `json:"cached"`
	Duration time.Duration `json:"duration_ns"`
	Steps    []StepRecord  `json:"steps,omitempty"`
}

// StepRecord is one step of the decomposition.
type StepRecord struct {
	Question string `json:"question"`
	Depth    int    `json:"depth"`
	// Decomposer is the one whose step was accepted ("" if none was).
	Decomposer string `json:"decomposer,omitempty"`
	// Op is the operator of the accepted step.
	Op tree.Op `json:"op,omitempty"`
	// SubQuestions are the placeholders of the accepted step.
	SubQuestions []string      `json:"sub_questions,omitempty"`
	Duration     time.Duration `json:"duration_ns"`
	Fallbacks    []Fallback    `json:"fallbacks,omitempty"`
	// Discarded is true when the step's parent was decomposed again, so
	// this step is not part of the plan.
	Discarded bool `json:"discarded,omitempty"`
}

// Fallback is a decomposer's step that was rejected, and why.
type Fallback struct {
	Decomposer string        `json:"decomposer"`
	Reason     string        `json:"reason"`
	Duration   time.Duration `json:"duration_ns"`
}

// PlannerName is the planner name of a chain: the names joined with "+".
func PlannerName(ds []Decomposer) string {
	names := make([]string, len(ds))
	for i, d := range ds {
		names[i] = d.Name()
	}
	return strings.Join(names, "+")
}

// KeyFor is the cache key of question under opts.
func KeyFor(question string, opts Options) CacheKey {
	k := CacheKey{Question: NormalizeQuestion(question), Planner: opts.Planner}
	if k.Planner == "" {
		k.Planner = PlannerName(opts.Decomposers)
	}
	var models, banks []string
	for _, d := range opts.Decomposers {
		if m, ok := d.(Modeler); ok && m.Model() != "" {
			models = append(models, d.Name()+"="+m.Model())
		}
		if b, ok := d.(Banker); ok && b.BankVersion() != "" {
			banks = append(banks, d.Name()+"="+b.BankVersion())
		}
	}
	k.Model = strings.Join(models, ",")
	k.Bank = strings.Join(banks, ",")
	return k
}

// NormalizeQuestion is the form of a question plans are cached under:
// spaces collapsed and trimmed.
func NormalizeQuestion(q string) string { return strings.Join(strings.Fields(q), " ") }

// Plan decomposes question into a validated operator tree (see the package
// documentation). The trace is returned also on error, with what was
// tried.
func Plan(ctx context.Context, question string, opts Options) (*tree.Node, *Trace, error) {
	c, tr, err := PlanChecked(ctx, question, opts)
	if err != nil {
		return nil, tr, err
	}
	return c.Root, tr, nil
}

// PlanChecked is Plan returning the tree as it was checked, its expressions
// compiled, for otx.Engine.RunChecked: a plan is validated and compiled
// once on its way from the question to the answer.
func PlanChecked(ctx context.Context, question string, opts Options) (*tree.Checked, *Trace, error) {
	t0 := time.Now()
	planner := opts.Planner
	if planner == "" {
		planner = PlannerName(opts.Decomposers)
	}
	question = NormalizeQuestion(question)
	tr := &Trace{Question: question, Planner: planner}
	defer func() { tr.Duration = time.Since(t0) }()
	if question == "" {
		return nil, tr, errors.New("planning: the question is empty")
	}
	if len(opts.Decomposers) == 0 {
		return nil, tr, fmt.Errorf("planning %q: %w", question, errNoDecomposer)
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	var key CacheKey
	if opts.Cache != nil {
		key = KeyFor(question, opts)
		if p, ok := opts.Cache.Get(key); ok {
			if c, err := tree.Check(p); err == nil {
				tr.Cached = true
				return c, tr, nil
			}
			log.Warn("ignoring an invalid cached plan", "question", question)
		}
	}
	d := &driver{opts: opts, log: log, trace: tr}
	root, err := d.run(ctx, question)
	if err != nil {
		return nil, tr, fmt.Errorf("planning %q: %w", question, err)
	}
	if opts.Cache != nil {
		if err := opts.Cache.Put(key, root.Root); err != nil {
			log.Warn("caching a plan", "question", question, "err", err)
		}
	}
	return root, tr, nil
}

// job is the decomposition of one (sub-)question.
type job struct {
	question string
	history  []Turn // ancestors, oldest first
	depth    int
	parent   *job
	place    func(*tree.Node) // puts the finished subtree into the parent's step
	next     int              // index of the next decomposer to try
	node     *tree.Node       // the accepted step; placeholders are replaced as children finish
	checked  *tree.Checked    // node, checked: by its decomposer or when it finished
	pending  int              // children not finished
	children []*job
	dead     bool
	rec      int // index of the job's record in the trace
}

type driver struct {
	opts  Options
	log   *slog.Logger
	trace *Trace
	queue []*job
	steps int
	root  *tree.Checked
	err   error
}

func (d *driver) run(ctx context.Context, question string) (*tree.Checked, error) {
	top := &job{question: question}
	top.place = func(*tree.Node) { d.root = top.checked }
	d.enqueue(top)
	for len(d.queue) > 0 && d.root == nil && d.err == nil {
		j := d.queue[0]
		d.queue = d.queue[1:]
		if j.dead {
			continue
		}
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("decomposing: %w", err)
		}
		d.attempt(ctx, j)
	}
	if d.err != nil {
		return nil, d.err
	}
	if d.root == nil {
		return nil, errors.New("decomposition ended without a plan")
	}
	return d.root, nil
}

func (d *driver) enqueue(j *job) {
	d.trace.Steps = append(d.trace.Steps, StepRecord{Question: j.question, Depth: j.depth})
	j.rec = len(d.trace.Steps) - 1
	d.queue = append(d.queue, j)
}

func (d *driver) record(j *job) *StepRecord { return &d.trace.Steps[j.rec] }

// attempt asks the decomposers, from j.next on, for a step for j.
func (d *driver) attempt(ctx context.Context, j *job) {
	for j.next < len(d.opts.Decomposers) {
		dec := d.opts.Decomposers[j.next]
		j.next++
		d.steps++
		if d.steps > maxSteps {
			d.err = fmt.Errorf("decomposition took more than %d steps", maxSteps)
			return
		}
		t0 := time.Now()
		step, checked, err := d.step(ctx, dec, j)
		took := time.Since(t0)
		rec := d.record(j)
		rec.Duration += took
		if err != nil {
			if ctx.Err() != nil {
				d.err = fmt.Errorf("decomposing %q: %w", j.question, ctx.Err())
				return
			}
			rec.Fallbacks = append(rec.Fallbacks, Fallback{Decomposer: dec.Name(), Reason: err.Error(), Duration: took})
			d.log.Debug("qud step rejected", "question", j.question, "decomposer", dec.Name(), "reason", err)
			continue
		}
		rec.Decomposer, rec.Op = dec.Name(), step.Op
		rec.SubQuestions = Placeholders(step)
		d.log.Debug("qud step", "question", j.question, "depth", j.depth, "decomposer", dec.Name(), "op", step.Op, "sub_questions", len(rec.SubQuestions), "took", took)
		d.accept(j, step, checked)
		return
	}
	d.exhausted(j)
}

// step asks dec and checks its answer. A CheckedStepper's step comes
// checked, and is not validated again.
func (d *driver) step(ctx context.Context, dec Decomposer, j *job) (step *tree.Node, checked *tree.Checked, err error) {
	defer func() {
		if r := recover(); r != nil {
			step, checked, err = nil, nil, fmt.Errorf("decomposer %s panicked: %v", dec.Name(), r)
		}
	}()
	hist := make([]Turn, len(j.history))
	copy(hist, j.history)
	if cs, ok := dec.(CheckedStepper); ok {
		c, err := cs.CheckedStep(ctx, j.question, hist)
		if err != nil {
			return nil, nil, err
		}
		if c == nil || c.Root == nil {
			return nil, nil, errors.New("no step")
		}
		checked = c.Clone()
		step = checked.Root
	} else {
		step, err = dec.Step(ctx, j.question, hist)
		if err != nil {
			return nil, nil, err
		}
		if step == nil {
			return nil, nil, errors.New("no step")
		}
		step = tree.Clone(step)
		if checked, err = checkStep(j.question, step); err != nil {
			return nil, nil, err
		}
	}
	if err := d.loops(j, step); err != nil {
		return nil, nil, err
	}
	if j.depth >= MaxDepth && !Complete(step) {
		return nil, nil, fmt.Errorf("depth limit %d reached with sub-questions left", MaxDepth)
	}
	fillQuestions(step, j.question)
	return step, checked, nil
}

// loops rejects a step that would make the decomposition go round.
func (d *driver) loops(j *job, step *tree.Node) error {
	if q, ok := RepeatedQuestion(j.question, j.history, step); ok {
		return fmt.Errorf("loop: sub-question %q repeats a question above it", q)
	}
	sig := stepSig(step)
	for _, t := range j.history {
		if t.Step != nil && stepSig(t.Step) == sig {
			return fmt.Errorf("loop: the step %s repeats an ancestor's step", tree.Summary(step))
		}
	}
	return nil
}

// stepSig identifies a step by its operators and arguments, placeholders
// reduced to their position.
func stepSig(step *tree.Node) string {
	c := tree.Clone(step)
	forPlaceholders(c, func(_ *tree.Node, replace func(*tree.Node)) {
		replace(&tree.Node{Op: OpQUD})
	})
	return tree.Key(c)
}

// fillQuestions gives every node of the step without a question the
// question of the step.
func fillQuestions(step *tree.Node, q string) {
	tree.Walk(step, func(n *tree.Node, _ string) bool {
		if IsPlaceholder(n) {
			return false
		}
		if strings.TrimSpace(n.Question) == "" {
			n.Question = q
		}
		return true
	})
}

// accept installs step as j's decomposition and queues its placeholders.
func (d *driver) accept(j *job, step *tree.Node, checked *tree.Checked) {
	j.node = step
	j.checked = checked
	j.children = nil
	turn := Turn{Question: j.question, Step: tree.Clone(step)}
	hist := append(append([]Turn(nil), j.history...), turn)
	var kids []*job
	forPlaceholders(step, func(ph *tree.Node, replace func(*tree.Node)) {
		kids = append(kids, &job{question: ph.Question, history: hist, depth: j.depth + 1, parent: j, place: replace})
	})
	j.pending = len(kids)
	j.children = kids
	if len(kids) == 0 {
		d.finish(j)
		return
	}
	for _, k := range kids {
		d.enqueue(k)
	}
}

// finish is called when j's subtree is complete: it validates it (unless
// it is the step as checked, with nothing placed into it) and hands it to
// the parent, or asks j's next decomposer when it is invalid.
func (d *driver) finish(j *job) {
	if j.checked == nil || j.checked.Root != j.node || len(j.children) > 0 {
		c, err := tree.Check(j.node)
		if err != nil {
			rec := d.record(j)
			rec.Fallbacks = append(rec.Fallbacks, Fallback{Decomposer: rec.Decomposer, Reason: "the complete subtree is invalid: " + err.Error()})
			rec.Decomposer, rec.Op, rec.SubQuestions = "", "", nil
			d.discardBelow(j)
			d.retry(j)
			return
		}
		j.checked = c
	}
	j.place(j.node)
	if p := j.parent; p != nil {
		p.pending--
		if p.pending == 0 {
			d.finish(p)
		}
	}
}

// retry queues j again for its next decomposer.
func (d *driver) retry(j *job) {
	j.node, j.checked, j.pending, j.children = nil, nil, 0, nil
	d.queue = append(d.queue, j)
}

// exhausted handles a question no decomposer could decompose: the parent
// step is retried with its next decomposer.
func (d *driver) exhausted(j *job) {
	p := j.parent
	if p == nil {
		reasons := make([]string, 0, len(d.record(j).Fallbacks))
		for _, f := range d.record(j).Fallbacks {
			reasons = append(reasons, f.Decomposer+": "+f.Reason)
		}
		d.err = fmt.Errorf("no decomposer produced a valid plan (%s)", strings.Join(reasons, "; "))
		return
	}
	rec := d.record(p)
	rec.Fallbacks = append(rec.Fallbacks, Fallback{Decomposer: rec.Decomposer, Reason: fmt.Sprintf("sub-question %q could not be decomposed", j.question)})
	rec.Decomposer, rec.Op, rec.SubQuestions = "", "", nil
	d.discardBelow(p)
	d.retry(p)
}

// discardBelow marks every job below j dead and its records discarded.
func (d *driver) discardBelow(j *job) {
	for _, k := range j.children {
		k.dead = true
		d.record(k).Discarded = true
		d.discardBelow(k)
	}
}
