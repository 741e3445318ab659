package tree

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"reqap/qa"
	"reqap/qa/expr"
)

// MaxDepth is the deepest tree Validate accepts.
const MaxDepth = 24

// MaxGroupKeys is the most keys a GROUP_BY takes.
const MaxGroupKeys = 4

// Error is a validation error naming the node it concerns.
type Error struct {
	Path     string // "root > inputs[0] > refs[started]"
	Op       Op
	Question string
	Msg      string
}

func (e *Error) Error() string {
	q := ""
	if e.Question != "" {
		q = fmt.Sprintf(" %q", e.Question)
	}
	return fmt.Sprintf("%s (%s%s): %s", e.Path, e.Op, q, e.Msg)
}

// Schema describes what a node's result offers its parent.
type Schema struct {
	// Attrs are the attributes every item of the result may have.
	Attrs map[string]bool
	// Grouped is true when the items are groups; MemberAttrs are then the
	// attributes of their members.
	Grouped     bool
	MemberAttrs map[string]bool
}

func (s Schema) has(a string) bool { return s.Attrs[a] }

func (s Schema) list() string {
	names := make([]string, 0, len(s.Attrs))
	for a := range s.Attrs {
		names = append(names, a)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

func copySet(m map[string]bool) map[string]bool {
	out := make(map[string]bool, len(m)+2)
	for k, v := range m {
		out[k] = v
	}
	return out
}

// IsName reports whether s can name an attribute or a ref: an ASCII
// letter or _ and then letters, digits and _, which is what an expression
// reads as an identifier. Planners test the names they make up with it.
func IsName(s string) bool {
	for i, r := range s {
		switch {
		case r == '_', r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		case r >= '0' && r <= '9' && i > 0:
		default:
			return false
		}
	}
	return s != ""
}

// Validate checks a tree before it runs and returns every problem found,
// joined; each is an *Error naming the node. It checks that operators are
// known, required arguments are present and well typed, inputs are the
// right number, expressions compile, every attribute a node uses is
// produced below it (by EXTRACT, MAP, UNNEST, GROUP_BY keys or a JOIN side)
// or is a built-in event attribute, and refs exist and are used.
func Validate(root *Node) error {
	v := &validator{}
	v.node(root, "root", 1, map[*Node]bool{})
	return errors.Join(v.errs...)
}

// SchemaOf validates the tree at n and returns what its result offers.
func SchemaOf(n *Node) (Schema, error) {
	v := &validator{}
	s := v.node(n, "root", 1, map[*Node]bool{})
	return s, errors.Join(v.errs...)
}

type validator struct {
	errs []error
}

func (v *validator) fail(n *Node, path, format string, args ...any) {
	e := &Error{Path: path, Msg: fmt.Sprintf(format, args...)}
	if n != nil {
		e.Op, e.Question = n.Op, n.Question
	}
	v.errs = append(v.errs, e)
}

func builtinSchema() Schema {
	s := Schema{Attrs: map[string]bool{}}
	for _, a := range qa.BuiltinAttrs {
		s.Attrs[a] = true
	}
	return s
}

// node validates n and returns its schema (best effort when invalid).
func (v *validator) node(n *Node, path string, depth int, onPath map[*Node]bool) Schema {
	empty := Schema{Attrs: map[string]bool{}}
	if n == nil {
		v.fail(nil, path, "missing node")
		return empty
	}
	if onPath[n] {
		v.fail(n, path, "the tree loops back to this node")
		return empty
	}
	if depth > MaxDepth {
		v.fail(n, path, "tree deeper than %d nodes", MaxDepth)
		return empty
	}
	if !n.Op.Known() {
		names := make([]string, len(Ops))
		for i, o := range Ops {
			names[i] = string(o)
		}
		v.fail(n, path, "unknown operator %q (operators are %s)", n.Op, strings.Join(names, ", "))
		return empty
	}
	onPath[n] = true
	defer delete(onPath, n)

	wantInputs := 1
	switch n.Op {
	case RETRIEVE:
		wantInputs = 0
	case JOIN:
		wantInputs = 2
	}
	if len(n.Inputs) != wantInputs {
		v.fail(n, path, "%s takes %d input(s), has %d", n.Op, wantInputs, len(n.Inputs))
	}
	ins := make([]Schema, len(n.Inputs))
	for i, in := range n.Inputs {
		ins[i] = v.node(in, fmt.Sprintf("%s > inputs[%d]", path, i), depth+1, onPath)
	}
	refs := map[string]bool{}
	for _, name := range n.RefNames() {
		if !IsName(name) {
			v.fail(n, path, "ref name %q is not a name (letters, digits and _)", name)
		}
		refs[name] = true
		v.node(n.Refs[name], fmt.Sprintf("%s > refs[%s]", path, name), depth+1, onPath)
	}
	v.unusedArgs(n, path)
	if len(ins) < wantInputs {
		for len(ins) < wantInputs {
			ins = append(ins, empty)
		}
	}
	var in Schema
	if len(ins) > 0 {
		in = ins[0]
	} else {
		in = empty
	}
	usedRefs := map[string]bool{}
	a := n.Args
	out := Schema{Attrs: copySet(in.Attrs), Grouped: in.Grouped, MemberAttrs: in.MemberAttrs}

	switch n.Op {
	case RETRIEVE:
		if strings.TrimSpace(a.Query) == "" {
			v.fail(n, path, "RETRIEVE needs a query")
		}
		out = builtinSchema()
	case EXTRACT:
		if in.Grouped {
			v.fail(n, path, "EXTRACT works on events, but its input is grouped")
		}
		if len(a.Attrs) == 0 {
			v.fail(n, path, "EXTRACT needs attrs, the attribute names to add")
		}
		if len(a.Types) > 0 && len(a.Types) != len(a.Attrs) {
			v.fail(n, path, "EXTRACT has %d attrs but %d types: give one type per attribute or none", len(a.Attrs), len(a.Types))
		}
		for i, at := range a.Attrs {
			if !IsName(at) {
				v.fail(n, path, "attribute name %q is not a name (letters, digits and _)", at)
				continue
			}
			out.Attrs[at] = true
			if i < len(a.Types) {
				t := qa.AttrType(a.Types[i])
				if !t.Valid() {
					v.fail(n, path, "unknown type %q for %s (types are %s)", a.Types[i], at, typeNames())
				}
				if t == qa.TypeMoney {
					out.Attrs[qa.CurrencyAttr(at)] = true
				}
			}
		}
	case JOIN:
		left, right := ins[0], ins[1]
		if left.Grouped || right.Grouped {
			v.fail(n, path, "JOIN works on events, but an input is grouped")
		}
		out = Schema{Attrs: copySet(left.Attrs)}
		for at := range right.Attrs {
			if left.Attrs[at] {
				out.Attrs["i2_"+at] = true
			} else {
				out.Attrs[at] = true
			}
		}
		if p := v.expr(n, path, "condition", a.Condition, expr.Join); p != nil {
			for _, at := range p.Info.I1 {
				if !left.has(at) {
					v.fail(n, path, "condition reads i1.%s, but the left input (inputs[0]) has no attribute %s (it has %s)", at, at, left.list())
				}
			}
			for _, at := range p.Info.I2 {
				if !right.has(at) {
					v.fail(n, path, "condition reads i2.%s, but the right input (inputs[1]) has no attribute %s (it has %s)", at, at, right.list())
				}
			}
			v.idents(n, path, p.Info, Schema{Attrs: map[string]bool{}}, refs, usedRefs, "in a JOIN condition, attributes are read as i1.x and i2.x")
		}
	case GROUP_BY:
		if in.Grouped {
			v.fail(n, path, "the input is already grouped: group by several keys in one GROUP_BY")
		}
		if len(a.Keys) == 0 {
			v.fail(n, path, "GROUP_BY needs keys, the attributes to group by")
		}
		if len(a.Keys) > MaxGroupKeys {
			v.fail(n, path, "GROUP_BY takes at most %d keys", MaxGroupKeys)
		}
		out = Schema{Attrs: map[string]bool{}, Grouped: true, MemberAttrs: copySet(in.Attrs)}
		for _, k := range a.Keys {
			if !in.has(k) {
				v.fail(n, path, "cannot group by %s: the input has no such attribute (it has %s)", k, in.list())
			}
			out.Attrs[k] = true
		}
	case FILTER, MAP:
		src, what := a.Condition, "condition"
		if n.Op == MAP {
			src, what = a.Fn, "fn"
			as := a.As
			if as == "" {
				as = DefaultMapAs
			}
			if !IsName(as) {
				v.fail(n, path, "as %q is not a name (letters, digits and _)", as)
			}
			out.Attrs[as] = true
		}
		ctx := expr.Items
		if in.Grouped {
			ctx = expr.Groups
		}
		if p := v.expr(n, path, what, src, ctx); p != nil {
			v.idents(n, path, p.Info, in, refs, usedRefs, "")
			v.members(n, path, p.Info, in)
		}
	case APPLY:
		if p := v.expr(n, path, "fn", a.Fn, expr.Apply); p != nil {
			v.idents(n, path, p.Info, Schema{Attrs: map[string]bool{}}, refs, usedRefs, "in APPLY, the input list is items: write e.g. len(items) or sum(map(items, .duration_s))")
			v.members(n, path, p.Info, Schema{Attrs: map[string]bool{}, Grouped: true, MemberAttrs: in.Attrs})
		}
	case UNNEST:
		if in.Grouped {
			v.fail(n, path, "UNNEST works on events, but its input is grouped")
		}
		if a.Attr == "" {
			v.fail(n, path, "UNNEST needs attr, the list attribute to unnest")
		} else if !in.has(a.Attr) {
			v.fail(n, path, "cannot unnest %s: the input has no such attribute (it has %s)", a.Attr, in.list())
		}
		as := a.As
		if as == "" {
			as = a.Attr
		}
		if as != "" && !IsName(as) {
			v.fail(n, path, "as %q is not a name (letters, digits and _)", as)
		}
		out.Attrs[as] = true
	case ARGMIN, ARGMAX:
		if a.Arg == "" {
			v.fail(n, path, "%s needs arg, the attribute to compare", n.Op)
		} else if !in.has(a.Arg) {
			v.fail(n, path, "arg %s is not an attribute of the input (it has %s)", a.Arg, in.list())
		}
		if a.Val != "" && !in.has(a.Val) {
			v.fail(n, path, "val %s is not an attribute of the input (it has %s)", a.Val, in.list())
		}
		if a.K < 0 {
			v.fail(n, path, "k must be at least 1")
		}
	case MIN, MAX, SUM, AVG:
		if a.Attr == "" {
			v.fail(n, path, "%s needs attr", n.Op)
		} else if !in.has(a.Attr) {
			v.fail(n, path, "attr %s is not an attribute of the input (it has %s)", a.Attr, in.list())
		}
	}
	for name := range refs {
		if !usedRefs[name] {
			v.fail(n, path, "ref %s is not used by the node's expression", name)
		}
	}
	return out
}

func typeNames() string {
	names := make([]string, len(qa.AttrTypes))
	for i, t := range qa.AttrTypes {
		names[i] = string(t)
	}
	return strings.Join(names, ", ")
}

// unusedArgs rejects arguments the operator does not take: they are
// usually a sign of a misunderstood operator.
func (v *validator) unusedArgs(n *Node, path string) {
	a := n.Args
	given := map[string]bool{
		"query": a.Query != "", "sources": len(a.Sources) > 0, "attrs": len(a.Attrs) > 0,
		"types": len(a.Types) > 0, "condition": a.Condition != "", "keys": len(a.Keys) > 0,
		"fn": a.Fn != "", "as": a.As != "", "attr": a.Attr != "", "arg": a.Arg != "",
		"val": a.Val != "", "k": a.K != 0,
	}
	takes := map[Op][]string{
		RETRIEVE: {"query", "sources"},
		EXTRACT:  {"attrs", "types"},
		JOIN:     {"condition"},
		GROUP_BY: {"keys"},
		FILTER:   {"condition"},
		MAP:      {"fn", "as"},
		APPLY:    {"fn"},
		UNNEST:   {"attr", "as"},
		ARGMIN:   {"arg", "val", "k"},
		ARGMAX:   {"arg", "val", "k"},
		MIN:      {"attr"},
		MAX:      {"attr"},
		SUM:      {"attr"},
		AVG:      {"attr"},
	}
	ok := map[string]bool{}
	for _, t := range takes[n.Op] {
		ok[t] = true
	}
	for _, name := range argNames {
		if given[name] && !ok[name] {
			v.fail(n, path, "%s does not take argument %q (it takes %s)", n.Op, name, strings.Join(takes[n.Op], ", "))
		}
	}
	if len(n.Refs) > 0 && !ok["condition"] && !ok["fn"] {
		v.fail(n, path, "%s has refs, but only FILTER, MAP, APPLY and JOIN expressions can use them", n.Op)
	}
}

func (v *validator) expr(n *Node, path, what, src string, ctx expr.Context) *expr.Program {
	if strings.TrimSpace(src) == "" {
		v.fail(n, path, "%s needs %s", n.Op, what)
		return nil
	}
	p, err := expr.Compile(src, ctx)
	if err != nil {
		var ee *expr.Error
		if errors.As(err, &ee) {
			v.fail(n, path, "%s %q does not compile: %s", what, src, ee.Msg)
		} else {
			v.fail(n, path, "%s %q does not compile: %v", what, src, err)
		}
		return nil
	}
	return p
}

// idents checks that every free identifier is an attribute of in or a ref.
func (v *validator) idents(n *Node, path string, info expr.Info, in Schema, refs, used map[string]bool, hint string) {
	for _, id := range info.Idents {
		isAttr, isRef := in.has(id), refs[id]
		switch {
		case isAttr && isRef:
			v.fail(n, path, "%s is both an attribute and a ref: rename the ref", id)
		case isRef:
			used[id] = true
		case isAttr:
		case info.Context == expr.Join || info.Context == expr.Apply:
			v.fail(n, path, "unknown name %s: it is not a ref of this node (%s)", id, hint)
		case len(refs) > 0:
			v.fail(n, path, "unknown name %s: not an attribute produced below this node (it has %s) nor a ref (%s)", id, in.list(), strings.Join(sortedNames(refs), ", "))
		default:
			v.fail(n, path, "attribute %s is not produced below this node: add it with EXTRACT or MAP (the input has %s)", id, in.list())
		}
	}
}

// members checks attributes read from group members (.x inside a
// predicate over group or items).
func (v *validator) members(n *Node, path string, info expr.Info, in Schema) {
	if len(info.MemberAttrs) == 0 || !in.Grouped {
		return
	}
	for _, at := range info.MemberAttrs {
		if !in.MemberAttrs[at] {
			ms := Schema{Attrs: in.MemberAttrs}
			v.fail(n, path, "members have no attribute %s (they have %s)", at, ms.list())
		}
	}
}

func sortedNames(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
