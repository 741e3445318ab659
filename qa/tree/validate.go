package tree

import (
	"errors"
	"fmt"
	"maps"
	"slices"
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
	names := slices.Sorted(maps.Keys(s.Attrs))
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
	_, err := Check(root)
	return err
}

// SchemaOf validates the tree at n and returns what its result offers.
func SchemaOf(n *Node) (Schema, error) {
	v := &validator{}
	s := v.node(n, "root", 1, map[*Node]bool{})
	return s, errors.Join(v.errs...)
}

// Check validates the tree at root as Validate does and returns it
// checked, with every expression compiled.
func Check(root *Node) (*Checked, error) {
	v := &validator{progs: map[*Node]map[string]*expr.Program{}}
	s := v.node(root, "root", 1, map[*Node]bool{})
	if err := errors.Join(v.errs...); err != nil {
		return nil, err
	}
	return &Checked{Root: root, Schema: s, progs: v.progs}, nil
}

type validator struct {
	errs []error
	// progs are the compiled expressions by node and argument.
	progs map[*Node]map[string]*expr.Program
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
	spec := SpecOf(n.Op)
	if spec == nil {
		names := make([]string, len(Ops))
		for i, o := range Ops {
			names[i] = string(o)
		}
		v.fail(n, path, "unknown operator %q (operators are %s)", n.Op, strings.Join(names, ", "))
		return empty
	}
	onPath[n] = true
	defer delete(onPath, n)

	if len(n.Inputs) != spec.Inputs {
		v.fail(n, path, "%s takes %d input(s), has %d", n.Op, spec.Inputs, len(n.Inputs))
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
	v.unusedArgs(n, spec, path)
	for len(ins) < spec.Inputs {
		ins = append(ins, empty)
	}
	c := &NodeCheck{Node: n, v: v, path: path, ins: ins, refs: refs, used: map[string]bool{}}
	if !spec.Grouped {
		for _, in := range ins {
			if in.Grouped {
				if len(ins) > 1 {
					c.Fail("%s works on events, but an input is grouped", n.Op)
				} else {
					c.Fail("%s works on events, but its input is grouped", n.Op)
				}
				break
			}
		}
	}
	out := c.args(spec)
	if spec.Check != nil {
		out = spec.Check(c)
	}
	for name := range refs {
		if !c.used[name] {
			v.fail(n, path, "ref %s is not used by the node's expression", name)
		}
	}
	return out
}

// NodeCheck is one node under validation, for an operator's own Check.
type NodeCheck struct {
	Node *Node
	v    *validator
	path string
	ins  []Schema
	refs map[string]bool
	used map[string]bool
}

// In returns the schema of input i.
func (c *NodeCheck) In(i int) Schema {
	if i < len(c.ins) {
		return c.ins[i]
	}
	return Schema{Attrs: map[string]bool{}}
}

// Fail reports a problem of the node.
func (c *NodeCheck) Fail(format string, args ...any) {
	c.v.fail(c.Node, c.path, format, args...)
}

// args checks each argument the node gives by its kind and returns the
// schema the generic rule gives the result: the input's attributes (the
// built-in ones without an input) plus the ones the node names.
func (c *NodeCheck) args(spec *Spec) Schema {
	n, a := c.Node, c.Node.Args
	in := c.In(0)
	out := Schema{Attrs: copySet(in.Attrs), Grouped: in.Grouped, MemberAttrs: in.MemberAttrs}
	if spec.Inputs == 0 {
		out = builtinSchema()
	}
	for _, g := range spec.Args {
		val := g.value(a)
		if g.Kind.IsExpr() {
			// An expression says what it lacks itself.
			if g.Required || val != "" {
				c.expression(g, val.(string))
			}
			continue
		}
		if g.Required && (isZero(val) || g.Kind == Text && strings.TrimSpace(val.(string)) == "") {
			if g.Doc != "" {
				c.Fail("%s needs %s, %s", n.Op, g.Name, g.Doc)
			} else {
				c.Fail("%s needs %s", n.Op, g.Name)
			}
		}
		list, _ := val.([]string)
		if g.Max > 0 && len(list) > g.Max {
			c.Fail("%s takes at most %d %s", n.Op, g.Max, g.Name)
		}
		switch g.Kind {
		case NewAttrs:
			types := typesOf(spec, a)
			if len(types) > 0 && len(types) != len(list) {
				c.Fail("%s has %d %s but %d types: give one type per attribute or none", n.Op, len(list), g.Name, len(types))
			}
			for i, at := range list {
				if !IsName(at) {
					c.Fail("attribute name %q is not a name (letters, digits and _)", at)
					continue
				}
				out.Attrs[at] = true
				if i < len(types) {
					t := qa.AttrType(types[i])
					if !t.Valid() {
						c.Fail("unknown type %q for %s (types are %s)", types[i], at, typeNames())
					}
					if t == qa.TypeMoney {
						out.Attrs[qa.CurrencyAttr(at)] = true
					}
				}
			}
		case InputAttrs:
			for _, at := range list {
				if !in.has(at) {
					c.Fail("%s: %s is not an attribute of the input (it has %s)", g.Name, at, in.list())
				}
			}
		case InputAttr:
			if at := val.(string); at != "" && !in.has(at) {
				c.Fail("%s %s is not an attribute of the input (it has %s)", g.Name, at, in.list())
			}
		case NewAttr:
			if at := val.(string); at != "" {
				if !IsName(at) {
					c.Fail("%s %q is not a name (letters, digits and _)", g.Name, at)
				}
				out.Attrs[at] = true
			}
		case Count:
			if val.(int) < 0 {
				c.Fail("%s must be at least 1", g.Name)
			}
		}
	}
	return out
}

// expression checks an expression argument: it compiles for its context,
// and every name it reads is an attribute the input has or a ref.
func (c *NodeCheck) expression(g Arg, src string) {
	n, in := c.Node, c.In(0)
	p := c.v.expr(n, c.path, g.Name, src, g.Kind.Context(in.Grouped))
	if p == nil {
		return
	}
	switch g.Kind {
	case ItemExpr:
		c.idents(p.Info, in, "")
		c.members(p.Info, in)
	case ListExpr:
		c.idents(p.Info, Schema{Attrs: map[string]bool{}}, "in "+string(n.Op)+", the input list is items: write e.g. len(items) or sum(map(items, .duration_s))")
		c.members(p.Info, Schema{Attrs: map[string]bool{}, Grouped: true, MemberAttrs: in.Attrs})
	case PairExpr:
		left, right := c.In(0), c.In(1)
		for _, at := range p.Info.I1 {
			if !left.has(at) {
				c.Fail("%s reads i1.%s, but the left input (inputs[0]) has no attribute %s (it has %s)", g.Name, at, at, left.list())
			}
		}
		for _, at := range p.Info.I2 {
			if !right.has(at) {
				c.Fail("%s reads i2.%s, but the right input (inputs[1]) has no attribute %s (it has %s)", g.Name, at, at, right.list())
			}
		}
		c.idents(p.Info, Schema{Attrs: map[string]bool{}}, "in a "+string(n.Op)+" condition, attributes are read as i1.x and i2.x")
	}
}

// unusedArgs rejects arguments the operator does not take: they are
// usually a sign of a misunderstood operator.
func (v *validator) unusedArgs(n *Node, spec *Spec, path string) {
	for _, name := range argNames {
		if n.Args.Given(name) && spec.Arg(name) == nil {
			v.fail(n, path, "%s does not take argument %q (it takes %s)", n.Op, name, strings.Join(spec.ArgNames(), ", "))
		}
	}
	if len(n.Refs) > 0 && !spec.TakesRefs() {
		var with []string
		for _, s := range Specs() {
			if s.TakesRefs() {
				with = append(with, string(s.Op))
			}
		}
		v.fail(n, path, "%s has refs, but only %s expressions can use them", n.Op, andList(with))
	}
}

// andList joins words as English does: "A, B and C".
func andList(w []string) string {
	if len(w) < 2 {
		return strings.Join(w, "")
	}
	return strings.Join(w[:len(w)-1], ", ") + " and " + w[len(w)-1]
}

func (v *validator) expr(n *Node, path, what, src string, ctx expr.Context) *expr.Program {
	if strings.TrimSpace(src) == "" {
		v.fail(n, path, "%s needs %s", n.Op, what)
		return nil
	}
	p, err := expr.Compile(src, ctx)
	if err == nil && v.progs != nil {
		if v.progs[n] == nil {
			v.progs[n] = map[string]*expr.Program{}
		}
		v.progs[n][what] = p
	}
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
func (c *NodeCheck) idents(info expr.Info, in Schema, hint string) {
	refs, used := c.refs, c.used
	for _, id := range info.Idents {
		isAttr, isRef := in.has(id), refs[id]
		switch {
		case isAttr && isRef:
			c.Fail("%s is both an attribute and a ref: rename the ref", id)
		case isRef:
			used[id] = true
		case isAttr:
		case info.Context == expr.Join || info.Context == expr.Apply:
			c.Fail("unknown name %s: it is not a ref of this node (%s)", id, hint)
		case len(refs) > 0:
			c.Fail("unknown name %s: not an attribute produced below this node (it has %s) nor a ref (%s)", id, in.list(), strings.Join(slices.Sorted(maps.Keys(refs)), ", "))
		default:
			c.Fail("attribute %s is not produced below this node: add it with EXTRACT or MAP (the input has %s)", id, in.list())
		}
	}
}

// members checks attributes read from group members (.x inside a
// predicate over group or items).
func (c *NodeCheck) members(info expr.Info, in Schema) {
	if len(info.MemberAttrs) == 0 || !in.Grouped {
		return
	}
	for _, at := range info.MemberAttrs {
		if !in.MemberAttrs[at] {
			ms := Schema{Attrs: in.MemberAttrs}
			c.Fail("members have no attribute %s (they have %s)", at, ms.list())
		}
	}
}
