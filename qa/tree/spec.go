package tree

import (
	"fmt"
	"reflect"
	"strings"
	"sync"

	"reqap/qa"
	"reqap/qa/expr"
)

// Spec is everything about an operator except how it runs: its arguments,
// its inputs, what it produces, how it reads as text and what it does.
// Validation, the LLM planner's reply schema and prompt, the text form and
// the desktop app's tree all read it; package otx maps each operator to the
// function that runs it. Adding an operator is one Spec in specs below (or
// Register), one function in otx and one test.
type Spec struct {
	Op Op
	// Doc says what the operator does, for people and for the LLM prompt:
	// one or two sentences that complete "OP: ".
	Doc string
	// Inputs is the number of input sub-trees.
	Inputs int
	// Args are the arguments the operator takes, in the order the LLM
	// writes them.
	Args []Arg
	// Grouped is true when the operator also works on groups (the result
	// of GROUP_BY); otherwise a grouped input is an error.
	Grouped bool
	// Result is what the operator produces.
	Result Result
	// Check, when set, checks what the generic checks of Args cannot know
	// and returns the schema of the result. Without it the result offers
	// the input's attributes (the built-in ones for an operator without
	// inputs) plus the attributes its NewAttrs and NewAttr arguments name.
	Check func(c *NodeCheck) Schema
	// Text, when set, renders the arguments in short for Summary; without
	// it each given argument is rendered by its kind.
	Text func(a Args) []string
}

// Result says what an operator's result is.
type Result uint8

const (
	// Events: events (items), whatever the input was.
	Events Result = iota + 1
	// Groups: groups of the input's events, with their keys.
	Groups
	// Kept: of the input's kind, events or groups.
	Kept
	// Value: whatever the operator's expression computes over the whole
	// input (a value, or items when it returns them).
	Value
	// Aggregate: the input reduced to an answer, a value or the winning
	// items.
	Aggregate
)

// ArgKind says what an argument holds: how it is checked, how the LLM's
// schema constrains it and how it reads as text.
type ArgKind uint8

const (
	// Text is free text, such as RETRIEVE's query.
	Text ArgKind = iota + 1
	// SourceKinds is a list of source kinds (ingest's), hints of where to
	// look.
	SourceKinds
	// NewAttrs names attributes the operator adds.
	NewAttrs
	// AttrTypes gives one qa.AttrType for each name of the NewAttrs
	// argument, or none.
	AttrTypes
	// InputAttrs names attributes of the input.
	InputAttrs
	// InputAttr names one attribute of the input.
	InputAttr
	// NewAttr names the attribute the operator writes; its Default applies
	// when it is omitted.
	NewAttr
	// ItemExpr is an expression evaluated for every item, or for every
	// group when the input is grouped (names: the attributes, and group).
	ItemExpr
	// ListExpr is an expression over the whole input list, called items.
	ListExpr
	// PairExpr is a condition on a pair: i1 from the first input, i2 from
	// the second.
	PairExpr
	// Count is a whole number, at least 1 when given.
	Count
)

// IsExpr reports whether the kind is an expression (which may use refs).
func (k ArgKind) IsExpr() bool { return k == ItemExpr || k == ListExpr || k == PairExpr }

// Context is the expression context an expression argument is compiled
// for, given whether the node's input is grouped.
func (k ArgKind) Context(grouped bool) expr.Context {
	switch k {
	case ListExpr:
		return expr.Apply
	case PairExpr:
		return expr.Join
	}
	if grouped {
		return expr.Groups
	}
	return expr.Items
}

// Arg is an argument an operator takes.
type Arg struct {
	// Name is the argument's JSON name: the tag of a field of Args.
	Name string
	Kind ArgKind
	// Required arguments must be given.
	Required bool
	// Doc says what the argument is ("the attribute names to add"), for
	// messages about it.
	Doc string
	// Default is the value an omitted NewAttr argument has. The LLM always
	// writes an argument that has a default, so its steps say it.
	Default func(a Args) string
	// Max, when not 0, is the most elements a list argument takes.
	Max int
}

// value is what the node gives for the argument: a string, []string or
// int, or the default.
func (g Arg) value(a Args) any {
	v := a.Get(g.Name)
	if isZero(v) && g.Default != nil {
		return g.Default(a)
	}
	return v
}

// text is the argument's value when it is a single name or text ("" when
// it is not given and has no default).
func (g Arg) text(a Args) string {
	s, _ := g.value(a).(string)
	return s
}

func mapAs(Args) string       { return DefaultMapAs }
func unnestAs(a Args) string  { return a.Attr }
func names(l []string) string { return "[" + strings.Join(l, ", ") + "]" }
func isZero(v any) bool       { return v == nil || reflect.ValueOf(v).IsZero() }

// specs are the operators of the paper's Table 1, in its order.
var specs = []*Spec{
	{
		Op:     RETRIEVE,
		Doc:    `finds the events a short query names ("I went running", "emails I sent", "online purchases"); sources are optional event kinds to look in.`,
		Result: Events,
		Args: []Arg{
			{Name: "query", Kind: Text, Required: true, Doc: "the words that name the events"},
			{Name: "sources", Kind: SourceKinds},
		},
	},
	{
		Op:     EXTRACT,
		Doc:    "adds attributes to every event. Types: " + describeTypes() + ".",
		Inputs: 1,
		Result: Events,
		Args: []Arg{
			{Name: "attrs", Kind: NewAttrs, Required: true, Doc: "the attribute names to add"},
			{Name: "types", Kind: AttrTypes},
		},
	},
	{
		Op:     JOIN,
		Doc:    "the pairs of an event i1 of the first input and an event i2 of the second for which the condition holds.",
		Inputs: 2, Result: Events,
		Args:  []Arg{{Name: "condition", Kind: PairExpr, Required: true}},
		Check: checkJoin,
	},
	{
		Op:  GROUP_BY,
		Doc: "groups events by 1 to 4 attributes. Over groups, MAP and FILTER see the keys and group (the members): len(group), sum(map(group, .duration_s)).",
		// Grouped: its Check explains that groups are not grouped again.
		Inputs: 1, Grouped: true, Result: Groups,
		Args:  []Arg{{Name: "keys", Kind: InputAttrs, Required: true, Doc: "the attributes to group by", Max: MaxGroupKeys}},
		Check: checkGroupBy,
	},
	{
		Op:     FILTER,
		Doc:    "keeps the events (or groups) for which the condition holds.",
		Inputs: 1, Grouped: true, Result: Kept,
		Args: []Arg{{Name: "condition", Kind: ItemExpr, Required: true}},
	},
	{
		Op:     MAP,
		Doc:    `computes fn for every event or group and stores it as attribute "as".`,
		Inputs: 1, Grouped: true, Result: Kept,
		Args: []Arg{
			{Name: "fn", Kind: ItemExpr, Required: true},
			{Name: "as", Kind: NewAttr, Default: mapAs},
		},
	},
	{
		Op:     APPLY,
		Doc:    "one value from the whole list, which is called items: len(items) counts.",
		Inputs: 1, Grouped: true, Result: Value,
		Args: []Arg{
			{Name: "fn", Kind: ListExpr, Required: true},
			{Name: "as", Kind: NewAttr, Doc: "names the value, whose unit follows the name (days, hours)"},
		},
	},
	{
		Op:     UNNEST,
		Doc:    "one event per element of a list attribute (artists, recipients, participants).",
		Inputs: 1, Result: Events,
		Args: []Arg{
			{Name: "attr", Kind: InputAttr, Required: true, Doc: "the list attribute to unnest"},
			{Name: "as", Kind: NewAttr, Default: unnestAs},
		},
		Text: func(a Args) []string {
			if a.As != "" && a.As != a.Attr {
				return []string{a.Attr, "→", a.As}
			}
			return []string{a.Attr}
		},
	},
	argExtreme(ARGMIN, "smallest"),
	argExtreme(ARGMAX, "largest"),
	aggregate(MIN, "the smallest value of an attribute."),
	aggregate(MAX, "the largest value of an attribute."),
	aggregate(SUM, "the total of an attribute's values."),
	aggregate(AVG, "the average of an attribute's values."),
}

func argExtreme(op Op, what string) *Spec {
	return &Spec{
		Op:     op,
		Doc:    "the events or groups with the " + what + " arg; val is the attribute to answer with; k for the top k (ties at the k-th place are kept).",
		Inputs: 1, Grouped: true, Result: Aggregate,
		Args: []Arg{
			{Name: "arg", Kind: InputAttr, Required: true, Doc: "the attribute to compare"},
			{Name: "val", Kind: InputAttr},
			{Name: "k", Kind: Count},
		},
	}
}

func aggregate(op Op, doc string) *Spec {
	return &Spec{
		Op: op, Doc: doc, Inputs: 1, Grouped: true, Result: Aggregate,
		Args: []Arg{{Name: "attr", Kind: InputAttr, Required: true}},
	}
}

// describeTypes lists the EXTRACT types with their units.
func describeTypes() string {
	names := make([]string, len(qa.AttrTypes))
	for i, t := range qa.AttrTypes {
		names[i] = t.Describe()
	}
	return strings.Join(names, ", ")
}

var specMu sync.RWMutex

// Specs returns the operators' specs in the order they are documented.
func Specs() []*Spec {
	specMu.RLock()
	defer specMu.RUnlock()
	return append([]*Spec(nil), specs...)
}

// SpecOf returns the spec of op, or nil when op is no operator.
func SpecOf(op Op) *Spec {
	specMu.RLock()
	defer specMu.RUnlock()
	for _, s := range specs {
		if s.Op == op {
			return s
		}
	}
	return nil
}

// Register adds an operator. It is for operators defined outside this
// package, such as a test's; the operators of the paper are in the table
// above. The spec's arguments must be fields of Args.
func Register(s *Spec) error {
	if err := s.valid(); err != nil {
		return fmt.Errorf("registering operator %s: %w", s.Op, err)
	}
	specMu.Lock()
	defer specMu.Unlock()
	for _, x := range specs {
		if x.Op == s.Op {
			return fmt.Errorf("registering operator %s: it exists", s.Op)
		}
	}
	specs = append(specs, s)
	Ops = append(Ops, s.Op)
	return nil
}

// valid checks what the types cannot: an upper-case name, arguments that
// are fields of Args, each once and of a kind, a result kind.
func (s *Spec) valid() error {
	if s.Op == "" || s.Op != Op(strings.ToUpper(string(s.Op))) {
		return fmt.Errorf("the name %q is not upper case", s.Op)
	}
	seen := map[string]bool{}
	for _, a := range s.Args {
		if _, ok := argIndex[a.Name]; !ok {
			return fmt.Errorf("argument %q is not a field of Args (%s)", a.Name, strings.Join(argNames, ", "))
		}
		if seen[a.Name] {
			return fmt.Errorf("argument %q twice", a.Name)
		}
		seen[a.Name] = true
		if a.Kind < Text || a.Kind > Count {
			return fmt.Errorf("argument %q has no kind", a.Name)
		}
		if a.Default != nil && a.Kind != NewAttr {
			return fmt.Errorf("argument %q has a default, which only a NewAttr argument may have", a.Name)
		}
	}
	if s.Result < Events || s.Result > Aggregate {
		return fmt.Errorf("no result kind")
	}
	if s.Doc == "" {
		return fmt.Errorf("no doc")
	}
	return nil
}

// TakesRefs reports whether the operator has an expression, which may use
// refs.
func (s *Spec) TakesRefs() bool {
	for _, a := range s.Args {
		if a.Kind.IsExpr() {
			return true
		}
	}
	return false
}

// Arg returns the spec of the argument called name, or nil.
func (s *Spec) Arg(name string) *Arg {
	for i := range s.Args {
		if s.Args[i].Name == name {
			return &s.Args[i]
		}
	}
	return nil
}

// ArgNames lists the names of the operator's arguments.
func (s *Spec) ArgNames() []string {
	out := make([]string, len(s.Args))
	for i, a := range s.Args {
		out[i] = a.Name
	}
	return out
}

// Expressions calls fn for each expression argument n gives, with its
// source and kind.
func (s *Spec) Expressions(n *Node, fn func(a Arg, src string)) {
	for _, a := range s.Args {
		if a.Kind.IsExpr() {
			if src := a.text(n.Args); src != "" {
				fn(a, src)
			}
		}
	}
}

// YieldsGroups reports whether the tree at n results in groups.
func YieldsGroups(n *Node) bool {
	for n != nil {
		s := SpecOf(n.Op)
		if s == nil {
			return false
		}
		switch s.Result {
		case Groups:
			return true
		case Events:
			return false
		}
		n = n.Input(0)
	}
	return false
}

// checkGroupBy: the result is groups whose keys are the group's
// attributes and whose members keep the input's.
func checkGroupBy(c *NodeCheck) Schema {
	in := c.In(0)
	if in.Grouped {
		c.Fail("the input is already grouped: group by several keys in one GROUP_BY")
	}
	out := Schema{Attrs: map[string]bool{}, Grouped: true, MemberAttrs: copySet(in.Attrs)}
	for _, k := range c.Node.Args.Keys {
		out.Attrs[k] = true
	}
	return out
}

// checkJoin: a pair has both sides' attributes; on a clash the right
// one's is i2_<name>.
func checkJoin(c *NodeCheck) Schema {
	left, right := c.In(0), c.In(1)
	out := Schema{Attrs: copySet(left.Attrs)}
	for at := range right.Attrs {
		if left.Attrs[at] {
			out.Attrs["i2_"+at] = true
		} else {
			out.Attrs[at] = true
		}
	}
	return out
}

// argIndex maps each argument's JSON name to its field of Args, and
// argNames lists the names in field order: the struct's tags are the one
// list of argument names.
var argIndex, argNames = func() (map[string]int, []string) {
	t := reflect.TypeFor[Args]()
	idx := map[string]int{}
	var names []string
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		idx[name] = i
		names = append(names, name)
	}
	return idx, names
}()

// Get returns the argument called name: a string, []string or int, or
// nil when there is no such argument.
func (a Args) Get(name string) any {
	i, ok := argIndex[name]
	if !ok {
		return nil
	}
	return reflect.ValueOf(a).Field(i).Interface()
}

// Given reports whether the argument called name is given: not empty, not
// zero.
func (a Args) Given(name string) bool { return !isZero(a.Get(name)) }

// WithDefaults returns a with each omitted argument that has a default set
// to the default.
func (s *Spec) WithDefaults(a Args) Args {
	v := reflect.ValueOf(&a).Elem()
	for _, g := range s.Args {
		if g.Default != nil && !a.Given(g.Name) {
			v.Field(argIndex[g.Name]).SetString(g.Default(a))
		}
	}
	return a
}

// typeNames lists the EXTRACT types.
func typeNames() string {
	names := make([]string, len(qa.AttrTypes))
	for i, t := range qa.AttrTypes {
		names[i] = string(t)
	}
	return strings.Join(names, ", ")
}
