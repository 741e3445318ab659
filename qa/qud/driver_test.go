package qud

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"reqap/qa/tree"
)

// script is a decomposer for tests: a fixed step per question, standing
// in for the LLM decomposer at the edge of the driver. Steps are cloned
// on the way out, as a real decomposer returns fresh nodes. A question
// without a step is an error; blockUntilDone makes Step wait for ctx.
type script struct {
	name           string
	steps          map[string]*tree.Node
	calls          []string
	panics         bool
	blockUntilDone bool
}

func (s *script) Name() string { return s.name }

func (s *script) Step(ctx context.Context, q string, history []Turn) (*tree.Node, error) {
	s.calls = append(s.calls, q)
	if s.panics {
		panic("boom")
	}
	if s.blockUntilDone {
		<-ctx.Done()
		return nil, ctx.Err()
	}
	n, ok := s.steps[q]
	if !ok {
		return nil, errors.New("no step scripted")
	}
	return tree.Clone(n), nil
}

func ph(q string) *tree.Node { return Placeholder(q) }

func node(op tree.Op, args tree.Args, inputs ...*tree.Node) *tree.Node {
	return &tree.Node{Op: op, Args: args, Inputs: inputs}
}

// planValid plans q with the decomposers in order, failing the test
// unless the plan is a valid tree.
func planValid(t *testing.T, q string, ds ...Decomposer) (*tree.Node, *Trace) {
	t.Helper()
	n, tr, err := Plan(context.Background(), q, Options{Decomposers: ds})
	if err != nil {
		t.Fatalf("%q: %v", q, err)
	}
	if err := tree.Validate(n); err != nil {
		t.Fatalf("%q: plan invalid: %v\n%s", q, err, tree.Format(n))
	}
	return n, tr
}

// artistSteps decompose "which artist did I listen to most?" one operator
// per step, as the paper's Table 15 example 4 (without the join).
func artistSteps() map[string]*tree.Node {
	return map[string]*tree.Node{
		"which artist did I listen to most?":       node(tree.ARGMAX, tree.Args{Arg: "count", Val: "artist"}, ph("number of songs per artist")),
		"number of songs per artist":               node(tree.MAP, tree.Args{Fn: "len(group)", As: "count"}, ph("songs grouped by artist")),
		"songs grouped by artist":                  node(tree.GROUP_BY, tree.Args{Keys: []string{"artist"}}, ph("songs I listened to with artist")),
		"songs I listened to with artist":          node(tree.UNNEST, tree.Args{Attr: "artists", As: "artist"}, ph("songs I listened to with artist names")),
		"songs I listened to with artist names":    node(tree.EXTRACT, tree.Args{Attrs: []string{"artists"}, Types: []string{"list"}}, ph("songs I listened to")),
		"songs I listened to":                      node(tree.RETRIEVE, tree.Args{Query: "I listened to music"}),
		"how many km did I run since I started?":   node(tree.SUM, tree.Args{Attr: "distance_km"}, ph("my runs since I started with distance")),
		"my runs since I started with distance":    node(tree.EXTRACT, tree.Args{Attrs: []string{"distance_km"}}, ph("my runs since I started")),
		"my runs since I started":                  {Op: tree.FILTER, Args: tree.Args{Condition: "start_date >= started"}, Inputs: []*tree.Node{ph("my runs")}, Refs: map[string]*tree.Node{"started": ph("when I started at Acme")}},
		"my runs":                                  node(tree.RETRIEVE, tree.Args{Query: "I went running"}),
		"when I started at Acme":                   node(tree.MIN, tree.Args{Attr: "start_date"}, ph("I started at Acme")),
		"I started at Acme":                        node(tree.RETRIEVE, tree.Args{Query: "I started working at Acme"}),
		"complete in one step":                     node(tree.APPLY, tree.Args{Fn: "len(items)"}, node(tree.RETRIEVE, tree.Args{Query: "x"})),
		"mixed: a complete input and a ref to ask": {Op: tree.FILTER, Args: tree.Args{Condition: "start_date >= started"}, Inputs: []*tree.Node{node(tree.RETRIEVE, tree.Args{Query: "I went running"})}, Refs: map[string]*tree.Node{"started": ph("when I started at Acme")}},
	}
}

func TestPlanStepByStep(t *testing.T) {
	s := &script{name: "script", steps: artistSteps()}
	q := "which artist did I listen to most?"
	n, tr := planValid(t, q, s)
	want := "ARGMAX arg=count val=artist\nMAP len(group) → count\nGROUP_BY keys=[artist]\nUNNEST artists → artist\nEXTRACT attrs=[artists:list]\nRETRIEVE \"I listened to music\""
	var got []string
	for x := n; x != nil; x = x.Input(0) {
		got = append(got, tree.Summary(x))
		if x.Question == "" || IsPlaceholder(x) {
			t.Errorf("node %s: question %q", x.Op, x.Question)
		}
	}
	if strings.Join(got, "\n") != want {
		t.Errorf("plan:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
	if n.Question != q || n.Input(0).Question != "number of songs per artist" {
		t.Errorf("questions not kept: %q, %q", n.Question, n.Input(0).Question)
	}
	if tr.Planner != "script" || tr.Cached || len(tr.Steps) != 6 {
		t.Fatalf("trace %+v", tr)
	}
	for i, st := range tr.Steps {
		if st.Depth != i || st.Decomposer != "script" || len(st.Fallbacks) != 0 || st.Discarded {
			t.Errorf("step %d: %+v", i, st)
		}
	}
	if tr.Steps[0].Op != tree.ARGMAX || tr.Steps[0].SubQuestions[0] != "number of songs per artist" {
		t.Errorf("first step %+v", tr.Steps[0])
	}
}

// TestPlanHistory: each step sees its ancestors, oldest first, and not its
// siblings.
func TestPlanHistory(t *testing.T) {
	steps := artistSteps()
	var seen = map[string][]string{}
	rec := &recorder{script: script{name: "script", steps: steps}, seen: seen}
	if _, _, err := Plan(context.Background(), "how many km did I run since I started?", Options{Decomposers: []Decomposer{rec}}); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"how many km did I run since I started?": "",
		"my runs since I started":                "how many km did I run since I started? > my runs since I started with distance",
		"my runs":                                "how many km did I run since I started? > my runs since I started with distance > my runs since I started",
		"I started at Acme":                      "how many km did I run since I started? > my runs since I started with distance > my runs since I started > when I started at Acme",
	}
	for q, w := range want {
		if got := strings.Join(seen[q], " > "); got != w {
			t.Errorf("history of %q: %q, want %q", q, got, w)
		}
	}
	// Breadth first: both children of the FILTER (its input and its ref)
	// are asked before the grandchild under the ref.
	want2 := []string{"how many km did I run since I started?", "my runs since I started with distance", "my runs since I started",
		"my runs", "when I started at Acme", "I started at Acme"}
	if strings.Join(rec.calls, "\n") != strings.Join(want2, "\n") {
		t.Errorf("order of steps:\n%s\nwant:\n%s", strings.Join(rec.calls, "\n"), strings.Join(want2, "\n"))
	}
}

type recorder struct {
	script
	seen map[string][]string
}

func (r *recorder) Step(ctx context.Context, q string, history []Turn) (*tree.Node, error) {
	for _, h := range history {
		r.seen[q] = append(r.seen[q], h.Question)
		if h.Step == nil || (len(Placeholders(h.Step)) == 0 && h.Step.Op != tree.RETRIEVE) {
			return nil, errors.New("history step without its placeholders")
		}
	}
	return r.script.Step(ctx, q, history)
}

func TestPlanCompleteAndMixedSteps(t *testing.T) {
	s := &script{name: "script", steps: artistSteps()}
	for _, q := range []string{"complete in one step", "mixed: a complete input and a ref to ask"} {
		n, tr := planValid(t, q, s)
		tree.Walk(n, func(x *tree.Node, path string) bool {
			if x.Question == "" {
				t.Errorf("%q: %s has no question", q, path)
			}
			return true
		})
		if q == "complete in one step" && len(tr.Steps) != 1 {
			t.Errorf("%q: %d steps", q, len(tr.Steps))
		}
	}
}

// complete returns a fixed complete tree for any question: a stand-in for
// the rule decomposer as the last of the chain.
type complete struct{ n *tree.Node }

func (c complete) Name() string { return "fallback" }
func (c complete) Step(_ context.Context, q string, _ []Turn) (*tree.Node, error) {
	n := tree.Clone(c.n)
	n.Question = q
	return n, nil
}

var fallbackTree = node(tree.APPLY, tree.Args{Fn: "len(items)"}, node(tree.RETRIEVE, tree.Args{Query: "fallback query"}))

func TestFallbacks(t *testing.T) {
	cases := []struct {
		name   string
		steps  map[string]*tree.Node
		reason string // in the root's fallback
	}{
		{"unknown operator", map[string]*tree.Node{"q": node("COUNT", tree.Args{}, ph("a"))}, "unknown operator"},
		{"expression does not compile", map[string]*tree.Node{"q": node(tree.FILTER, tree.Args{Condition: "year(start_date) =="}, ph("a"))}, "does not compile"},
		{"wrong inputs", map[string]*tree.Node{"q": node(tree.JOIN, tree.Args{Condition: "i1.start_date == i2.start_date"}, ph("a"))}, "takes 2 input"},
		{"only a placeholder", map[string]*tree.Node{"q": ph("q again")}, "only a placeholder"},
		{"placeholder with arguments", map[string]*tree.Node{"q": node(tree.APPLY, tree.Args{Fn: "len(items)"}, &tree.Node{Op: OpQUD, Question: "a", Args: tree.Args{Query: "x"}})}, "placeholder"},
		{"loop to itself", map[string]*tree.Node{"q": node(tree.APPLY, tree.Args{Fn: "len(items)"}, ph("Q?"))}, "loop"},
		{"no step", map[string]*tree.Node{}, "no step scripted"},
		// The step is fine on its own, but what is below does not produce
		// the attribute it reads: the whole step goes to the fallback.
		{"attribute not produced below", map[string]*tree.Node{
			"q": node(tree.ARGMAX, tree.Args{Arg: "count", Val: "artist"}, ph("a")),
			"a": node(tree.RETRIEVE, tree.Args{Query: "I listened to music"}),
		}, "complete subtree is invalid"},
		// The sub-question fails with every decomposer but the last, whose
		// answer is invalid for the parent: the parent falls back too.
		{"sub-question fails", map[string]*tree.Node{
			"q": node(tree.SUM, tree.Args{Attr: "distance_km"}, ph("a")),
		}, "complete subtree is invalid"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := &script{name: "script", steps: c.steps}
			n, tr := planValid(t, "q", s, complete{fallbackTree})
			if n.Question != "q" || n.Input(0).Args.Query != "fallback query" {
				t.Errorf("plan:\n%s", tree.Format(n))
			}
			root := tr.Steps[0]
			if root.Decomposer != "fallback" || len(root.Fallbacks) == 0 || !strings.Contains(root.Fallbacks[0].Reason, c.reason) || root.Fallbacks[0].Decomposer != "script" {
				t.Errorf("root record %+v, want a fallback from script because %q", root, c.reason)
			}
			for _, st := range tr.Steps[1:] {
				if !st.Discarded && st.Decomposer == "script" {
					t.Errorf("a step below the fallen-back root was kept: %+v", st)
				}
			}
		})
	}
}

// TestSubQuestionFallback: a sub-question the first decomposer cannot
// decompose is handed to the next one; the parent's step stays.
func TestSubQuestionFallback(t *testing.T) {
	s := &script{name: "script", steps: map[string]*tree.Node{
		"q": node(tree.APPLY, tree.Args{Fn: "len(items)"}, ph("hard sub-question")),
	}}
	n, tr, err := Plan(context.Background(), "q", Options{Decomposers: []Decomposer{s, complete{node(tree.RETRIEVE, tree.Args{Query: "from the fallback"})}}})
	if err != nil {
		t.Fatal(err)
	}
	if n.Op != tree.APPLY || n.Input(0).Args.Query != "from the fallback" || n.Input(0).Question != "hard sub-question" {
		t.Fatalf("plan:\n%s", tree.Format(n))
	}
	if tr.Steps[0].Decomposer != "script" || tr.Steps[1].Decomposer != "fallback" || len(tr.Steps[1].Fallbacks) != 1 {
		t.Errorf("trace %+v", tr.Steps)
	}
}

func TestLoopAlongAncestors(t *testing.T) {
	s := &script{name: "script", steps: map[string]*tree.Node{
		"a": node(tree.FILTER, tree.Args{Condition: "year(start_date) == 2020"}, ph("b")),
		"b": node(tree.FILTER, tree.Args{Condition: "month(start_date) == 3"}, ph("A")), // back to the root
	}}
	_, tr := planValid(t, "a", s, complete{node(tree.RETRIEVE, tree.Args{Query: "r"})})
	b := tr.Steps[1]
	if b.Question != "b" || b.Decomposer != "fallback" || !strings.Contains(b.Fallbacks[0].Reason, "loop") {
		t.Errorf("step b %+v", b)
	}
	// The same operator again below itself is a loop too.
	s2 := &script{name: "script", steps: map[string]*tree.Node{
		"a": node(tree.FILTER, tree.Args{Condition: "year(start_date) == 2020"}, ph("b")),
		"b": node(tree.FILTER, tree.Args{Condition: "year(start_date) == 2020"}, ph("c")),
	}}
	_, tr, err := Plan(context.Background(), "a", Options{Decomposers: []Decomposer{s2, complete{node(tree.RETRIEVE, tree.Args{Query: "r"})}}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(tr.Steps[1].Fallbacks[0].Reason, "repeats an ancestor's step") {
		t.Errorf("step b %+v", tr.Steps[1])
	}
}

// deep always asks a new sub-question: the depth limit stops it.
type deep struct{}

func (deep) Name() string { return "deep" }
func (deep) Step(_ context.Context, q string, h []Turn) (*tree.Node, error) {
	return node(tree.FILTER, tree.Args{Condition: "day(start_date) > " + string(rune('0'+len(h)%10))}, ph(q+"+")), nil
}

func TestDepthLimit(t *testing.T) {
	n, tr := planValid(t, "q", deep{}, complete{node(tree.RETRIEVE, tree.Args{Query: "leaf"})})
	last := tr.Steps[len(tr.Steps)-1]
	if len(tr.Steps) != MaxDepth+1 || last.Depth != MaxDepth || last.Decomposer != "fallback" || !strings.Contains(last.Fallbacks[0].Reason, "depth limit") {
		t.Errorf("%d steps, last %+v", len(tr.Steps), last)
	}
	depth := 0
	for x := n; x != nil; x = x.Input(0) {
		depth++
	}
	if depth != MaxDepth+1 {
		t.Errorf("tree depth %d, want %d", depth, MaxDepth+1)
	}
}

func TestPlanErrors(t *testing.T) {
	if _, _, err := Plan(context.Background(), "q", Options{}); err == nil {
		t.Error("no decomposer must be an error")
	}
	if _, _, err := Plan(context.Background(), "  ", Options{Decomposers: []Decomposer{deep{}}}); err == nil {
		t.Error("an empty question must be an error")
	}
	s := &script{name: "script", steps: map[string]*tree.Node{}}
	_, tr, err := Plan(context.Background(), "q", Options{Decomposers: []Decomposer{s}})
	if err == nil || !strings.Contains(err.Error(), "no step scripted") || tr == nil || len(tr.Steps) != 1 {
		t.Errorf("all failing: %v, trace %+v", err, tr)
	}
	p := &script{name: "panics", panics: true}
	n, tr, err := Plan(context.Background(), "q", Options{Decomposers: []Decomposer{p, complete{fallbackTree}}})
	if err != nil || n == nil || !strings.Contains(tr.Steps[0].Fallbacks[0].Reason, "panicked") {
		t.Errorf("panic: %v %+v", err, tr)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	b := &script{name: "slow", blockUntilDone: true}
	if _, _, err := Plan(ctx, "q", Options{Decomposers: []Decomposer{b, complete{fallbackTree}}}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("cancelled: %v", err)
	}
}

func TestCheckStep(t *testing.T) {
	cases := []struct {
		name string
		step *tree.Node
		ok   bool
	}{
		{"retrieve", node(tree.RETRIEVE, tree.Args{Query: "x"}), true},
		{"map over groups of a placeholder", node(tree.MAP, tree.Args{Fn: "len(group)", As: "count"}, ph("a")), true},
		{"sum of a placeholder's attribute", node(tree.SUM, tree.Args{Attr: "price"}, ph("a")), true},
		{"join of two placeholders", node(tree.JOIN, tree.Args{Condition: "i1.start_datetime >= i2.end_datetime && i1.cuisine == \"italian\""}, ph("a"), ph("b")), true},
		{"ref placeholder", &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: "start_date >= started"}, Inputs: []*tree.Node{ph("a")}, Refs: map[string]*tree.Node{"started": ph("b")}}, true},
		{"unused ref", &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: "start_date >= today"}, Inputs: []*tree.Node{ph("a")}, Refs: map[string]*tree.Node{"started": ph("b")}}, false},
		{"placeholder without question", node(tree.SUM, tree.Args{Attr: "price"}, ph(" ")), false},
		{"unknown argument use", node(tree.SUM, tree.Args{Attr: "price", Fn: "x"}, ph("a")), false},
		{"nil", nil, false},
	}
	for _, c := range cases {
		err := CheckStep("q", c.step)
		if (err == nil) != c.ok {
			t.Errorf("%s: %v", c.name, err)
		}
		var se *StepError
		if err != nil && !errors.As(err, &se) {
			t.Errorf("%s: %T is not a *StepError", c.name, err)
		}
	}
}

// checkedOnce is a CheckedStepper whose tree was checked and then broken:
// the driver must take the checked tree as it is and not validate it
// again, which would fail.
type checkedOnce struct{ c *tree.Checked }

func (c checkedOnce) Name() string { return "checked" }
func (c checkedOnce) Step(context.Context, string, []Turn) (*tree.Node, error) {
	return nil, errors.New("Step is not the way in")
}
func (c checkedOnce) CheckedStep(context.Context, string, []Turn) (*tree.Checked, error) {
	return c.c, nil
}

func TestCheckedStepIsNotValidatedAgain(t *testing.T) {
	n := tree.Clone(fallbackTree)
	c, err := tree.Check(n)
	if err != nil {
		t.Fatal(err)
	}
	n.Args.Fn = "broken((" // what a second validation would reject
	got, tr, err := PlanChecked(context.Background(), "how many?", Options{Decomposers: []Decomposer{checkedOnce{c}}})
	if err != nil {
		t.Fatalf("planning: %v (%+v)", err, tr)
	}
	if got.Root.Op != tree.APPLY || got.Root.Question != "how many?" {
		t.Errorf("plan %s", tree.Format(got.Root))
	}
	if p := got.Program(got.Root, "fn"); p == nil || p.Source != "len(items)" {
		t.Errorf("the plan lost its compiled fn: %v", p)
	}
	if n.Question != "" {
		t.Error("the driver filled in the decomposer's own tree instead of a copy")
	}
}
