package qud

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/tree"
)

// OpQUD marks a placeholder: a node standing for a sub-question that is
// still to be decomposed. It is not an operator of package tree; a plan
// that leaves the driver never contains one.
const OpQUD tree.Op = "QUD"

// Decomposer maps one (sub-)question to one step of an operator tree.
//
// Step returns a node that answers question. Wherever the node needs the
// result of a simpler question (an input, or a ref its expression reads)
// it may put a placeholder (Placeholder(sub-question)); the driver
// decomposes each placeholder by calling Step again with the ancestor
// chain extended by this turn. A decomposer may also return a complete
// subtree with no placeholders (the rule decomposer usually does), or a
// mix: complete inputs next to placeholders.
//
// history is the ancestor chain from the root question down to the parent
// of question, oldest first: the questions asked and the steps accepted
// for them (placeholders intact). Siblings are never shown. It is empty
// for the root question.
//
// Nodes may leave Question empty; the driver fills in the question the
// node answers. An error means "no step": the driver tries the next
// decomposer of the chain and records why. Step must honour ctx.
type Decomposer interface {
	Name() string
	Step(ctx context.Context, question string, history []Turn) (*tree.Node, error)
}

// Turn is one step of the ancestor chain: the question asked and the step
// accepted for it.
type Turn struct {
	Question string     `json:"question"`
	Step     *tree.Node `json:"step"`
}

// CheckedStepper is a Decomposer whose steps are complete subtrees it has
// validated itself (the rule decomposer validates as it degrades): the
// driver takes its checked tree instead of validating it again.
type CheckedStepper interface {
	Decomposer
	CheckedStep(ctx context.Context, question string, history []Turn) (*tree.Checked, error)
}

// Optional interfaces a Decomposer may implement so that cached plans are
// keyed by what its steps depend on besides the question (see CacheKey).
type (
	// Modeler reports the model a decomposer asks ("llama3.2:1b").
	Modeler interface{ Model() string }
	// Banker reports the version of the examples or lexicons a decomposer
	// uses (a content hash).
	Banker interface{ BankVersion() string }
)

// Placeholder returns a node standing for sub-question q.
func Placeholder(q string) *tree.Node {
	return &tree.Node{Op: OpQUD, Question: q}
}

// IsPlaceholder reports whether n stands for a sub-question.
func IsPlaceholder(n *tree.Node) bool { return n != nil && n.Op == OpQUD }

// Placeholders returns the sub-questions of the placeholders in step, in
// the order the driver decomposes them: inputs in order, depth first, then
// refs by name.
func Placeholders(step *tree.Node) []string {
	var out []string
	forPlaceholders(step, func(ph *tree.Node, _ func(*tree.Node)) {
		out = append(out, ph.Question)
	})
	return out
}

// NormQuestion is a question as the driver compares it with another: case,
// spacing and final punctuation do not matter.
func NormQuestion(q string) string {
	q = strings.ToLower(strings.Join(strings.Fields(q), " "))
	return strings.TrimRight(q, "?.! ")
}

// RepeatedQuestion returns the first sub-question of step that repeats
// question or a question above it (history): the driver rejects such a
// step as a loop, and a decomposer that checks its own steps says so
// before it hands one over.
func RepeatedQuestion(question string, history []Turn, step *tree.Node) (string, bool) {
	above := map[string]bool{NormQuestion(question): true}
	for _, t := range history {
		above[NormQuestion(t.Question)] = true
	}
	for _, q := range Placeholders(step) {
		if above[NormQuestion(q)] {
			return q, true
		}
	}
	return "", false
}

// Complete reports whether n has no placeholders left.
func Complete(n *tree.Node) bool { return len(Placeholders(n)) == 0 }

// forPlaceholders calls fn for every placeholder below step (step itself
// included) with a function that replaces it in its parent.
func forPlaceholders(step *tree.Node, fn func(ph *tree.Node, replace func(*tree.Node))) {
	var walk func(n *tree.Node, replace func(*tree.Node), depth int)
	walk = func(n *tree.Node, replace func(*tree.Node), depth int) {
		if n == nil || depth > 64 {
			return
		}
		if IsPlaceholder(n) {
			fn(n, replace)
			return
		}
		for i := range n.Inputs {
			i := i
			walk(n.Inputs[i], func(r *tree.Node) { n.Inputs[i] = r }, depth+1)
		}
		for _, name := range n.RefNames() {
			name := name
			walk(n.Refs[name], func(r *tree.Node) { n.Refs[name] = r }, depth+1)
		}
	}
	walk(step, func(*tree.Node) {}, 0)
}

// StepError is why a step was not accepted.
type StepError struct {
	Question string
	Reason   string
	Err      error // the validation error, if any
}

func (e *StepError) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("step for %q: %s: %v", e.Question, e.Reason, e.Err)
	}
	return fmt.Sprintf("step for %q: %s", e.Question, e.Reason)
}

func (e *StepError) Unwrap() error { return e.Err }

// CheckStep checks one step on its own, before its placeholders are
// decomposed: the node is not itself a placeholder, every placeholder has
// a sub-question and nothing else, operators and their arguments are
// known, input counts are right, expressions compile, refs are used, and
// the complete parts validate. Attributes read from a placeholder's result
// cannot be checked yet: they are assumed to be produced by it (the driver
// checks them once the subtree below is complete). Decomposers may call it
// to retry an invalid step themselves (the LLM decomposer shows the error
// to the model).
func CheckStep(question string, step *tree.Node) error {
	_, err := checkStep(question, step)
	return err
}

// checkStep is CheckStep returning a complete step checked.
func checkStep(question string, step *tree.Node) (*tree.Checked, error) {
	fail := func(reason string, err error) error {
		return &StepError{Question: question, Reason: reason, Err: err}
	}
	if step == nil {
		return nil, fail("no step", nil)
	}
	if IsPlaceholder(step) {
		return nil, fail("the step is only a placeholder: it does not decompose the question", nil)
	}
	bad := ""
	forPlaceholders(step, func(ph *tree.Node, _ func(*tree.Node)) {
		switch {
		case bad != "":
		case strings.TrimSpace(ph.Question) == "":
			bad = "a placeholder has no sub-question"
		case len(ph.Inputs) > 0 || len(ph.Refs) > 0 || ph.Args.Query != "" || ph.Args.Condition != "" || ph.Args.Fn != "":
			bad = fmt.Sprintf("placeholder %q has arguments or inputs: a placeholder is only a sub-question", ph.Question)
		}
	})
	if bad != "" {
		return nil, fail(bad, nil)
	}
	if Complete(step) {
		c, err := tree.Check(step)
		if err != nil {
			return nil, fail("invalid step", err)
		}
		return c, nil
	}
	// Replace each placeholder by a stub that offers every name the step
	// reads. Whether a placeholder yields events or groups is unknown, so
	// the step is accepted when it validates with either kind of stub.
	names := namesUsed(step)
	var errs [2]error
	for i, grouped := range []bool{false, true} {
		c := tree.Clone(step)
		forPlaceholders(c, func(ph *tree.Node, replace func(*tree.Node)) {
			replace(stub(ph.Question, names, grouped))
		})
		errs[i] = tree.Validate(c)
		if errs[i] == nil {
			return nil, nil
		}
	}
	return nil, fail("invalid step", errs[0])
}

// stubKey is the group key of a grouped stub when the step reads none.
const stubKey = "stub_key"

// stub is a complete subtree offering names, as events or as groups whose
// members also have them.
func stub(q string, names []string, grouped bool) *tree.Node {
	var n *tree.Node = &tree.Node{Op: tree.RETRIEVE, Question: q, Args: tree.Args{Query: "stub"}}
	if len(names) > 0 {
		n = &tree.Node{Op: tree.EXTRACT, Question: q, Args: tree.Args{Attrs: names}, Inputs: []*tree.Node{n}}
	}
	if grouped {
		keys := names
		if len(keys) == 0 {
			keys = []string{stubKey}
			n = &tree.Node{Op: tree.EXTRACT, Question: q, Args: tree.Args{Attrs: keys}, Inputs: []*tree.Node{n}}
		}
		n = &tree.Node{Op: tree.GROUP_BY, Question: q, Args: tree.Args{Keys: keys}, Inputs: []*tree.Node{n}}
	}
	return n
}

// namesUsed lists the attribute names the nodes of step read from their
// inputs (expression names that are not refs, and the attribute
// arguments), without the built-in attributes.
func namesUsed(step *tree.Node) []string {
	set := map[string]bool{}
	add := func(s string) {
		if s != "" && !qa.IsBuiltinAttr(s) && tree.IsName(s) {
			set[s] = true
		}
	}
	tree.Walk(step, func(n *tree.Node, _ string) bool {
		if IsPlaceholder(n) {
			return false
		}
		spec := tree.SpecOf(n.Op)
		if spec == nil {
			return true
		}
		for _, g := range spec.Args {
			switch v := n.Args.Get(g.Name).(type) {
			case string:
				if g.Kind == tree.InputAttr {
					add(v)
				}
			case []string:
				if g.Kind == tree.InputAttrs {
					for _, k := range v {
						add(k)
					}
				}
			}
		}
		spec.Expressions(n, func(g tree.Arg, src string) {
			// Whether the input is grouped is unknown: read an expression
			// over items as over groups when it does not compile so.
			p, err := expr.Compile(src, g.Kind.Context(false))
			if err != nil && g.Kind == tree.ItemExpr {
				p, err = expr.Compile(src, expr.Groups)
			}
			if err != nil {
				return
			}
			for _, id := range p.Info.Idents {
				if _, isRef := n.Refs[id]; !isRef {
					add(id)
				}
			}
			for _, l := range [][]string{p.Info.I1, p.Info.I2, p.Info.MemberAttrs} {
				for _, id := range l {
					add(id)
				}
			}
		})
		return true
	})
	return slices.Sorted(maps.Keys(set))
}

// errNoDecomposer is returned by Plan when the chain is empty.
var errNoDecomposer = errors.New("no decomposer configured")
