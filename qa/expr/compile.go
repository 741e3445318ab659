package expr

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/conf"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/parser/lexer"
	"github.com/expr-lang/expr/vm"

	"reqap/internal/lru"
	"reqap/qa"
)

// Context says where an expression is used, which decides the names it may
// use besides attributes and refs.
type Context uint8

// Expression contexts.
const (
	// Items: FILTER conditions and MAP functions over plain items.
	// Identifiers are the item's attributes.
	Items Context = iota
	// Groups: FILTER conditions and MAP functions over GROUP_BY results.
	// Identifiers are the group-key attributes (and earlier MAP results);
	// group is the list of member items.
	Groups
	// Apply: APPLY functions. items is the whole input list.
	Apply
	// Join: JOIN conditions. i1 and i2 are the two items of a pair.
	Join
)

func (c Context) String() string {
	switch c {
	case Items:
		return "items"
	case Groups:
		return "groups"
	case Apply:
		return "apply"
	case Join:
		return "join"
	}
	return "unknown"
}

// Limits on expressions.
const (
	// MaxSource is the longest expression accepted, in bytes.
	MaxSource = 4096
	// MaxNodes caps the size of an expression's syntax tree.
	MaxNodes = 400
	// DefaultBudget is how many units of work (loop iterations, list
	// elements touched, kilobytes of text) one evaluation may use.
	DefaultBudget = 20_000_000
	// maxText and maxList cap values an expression builds.
	maxText = 1 << 20
	maxList = 1 << 20
)

// Reserved names with a meaning in some contexts.
var reserved = map[string]string{
	"today": "",
	"now":   "",
	"group": "group is the member list of a group: it exists only after GROUP_BY (FILTER/MAP over groups)",
	"items": "items is the whole input list: it exists only in APPLY functions",
	"i1":    "i1 is the left item of a JOIN pair: it exists only in JOIN conditions",
	"i2":    "i2 is the right item of a JOIN pair: it exists only in JOIN conditions",
}

// Info is what an expression refers to, found by analysing its syntax tree.
type Info struct {
	Context Context
	// Idents are the free identifiers other than the context's special
	// names: item attributes, or names of refs. Sorted.
	Idents []string
	// NilAware are identifiers only tested for presence (x == nil, x != nil,
	// x ?? y): items lacking them are still evaluated.
	NilAware []string
	// I1 and I2 are the attributes a JOIN condition reads as i1.x / i2.x.
	I1, I2 []string
	// MemberAttrs are attributes read from members inside predicates over
	// group or items, e.g. duration_s in sum(map(group, .duration_s)).
	MemberAttrs []string
	// Uses* report which special names occur.
	UsesGroup, UsesItems, UsesToday, UsesNow bool
	// Funcs are the functions called, sorted.
	Funcs []string
}

// Program is a compiled expression with its own environment and virtual
// machine. Compile once per node and evaluate per item. A Program is not
// safe for concurrent use.
type Program struct {
	Source string
	Info   Info

	prog     *vm.Program
	machine  vm.VM
	env      map[string]any
	st       *state
	bound    map[string]bool
	fill     []string // identifiers read from each item
	required []string // identifiers an item must have
	nilAware map[string]bool
	ready    bool
}

// state is what the helper functions of one Program share: the work
// budget of the current evaluation, the context and the local zone.
type state struct {
	used, limit, nextCheck int64
	ctx                    context.Context
	loc                    *time.Location
	now                    time.Time
	today                  qa.Date
	regexps                map[string]any
}

// ErrBudget is returned when an evaluation exceeds its work budget.
var ErrBudget = errors.New("expression exceeded its evaluation budget")

const ctxEvery = 1 << 16

func (s *state) charge(n int) error {
	s.used += int64(n)
	if s.used > s.limit {
		return ErrBudget
	}
	if s.used >= s.nextCheck {
		s.nextCheck = s.used + ctxEvery
		if s.ctx != nil {
			if err := s.ctx.Err(); err != nil {
				return err
			}
		}
	}
	return nil
}

// MissingError says an item lacks an attribute the expression reads.
type MissingError struct {
	Side string // "i1" or "i2" in a JOIN, else ""
	Attr string
}

func (e *MissingError) Error() string {
	if e.Side != "" {
		return fmt.Sprintf("%s lacks attribute %s", e.Side, e.Attr)
	}
	return "lacks attribute " + e.Attr
}

// Is makes errors.Is(err, qa.ErrMissing) hold.
func (e *MissingError) Is(target error) bool { return target == qa.ErrMissing }

// Error is a compile error with the expression it concerns.
type Error struct {
	Source string
	Msg    string
}

func (e *Error) Error() string { return fmt.Sprintf("expression %q: %s", e.Source, e.Msg) }

func errorf(src, format string, args ...any) *Error {
	return &Error{Source: src, Msg: fmt.Sprintf(format, args...)}
}

// Compile compiles src for ctx. It rejects unknown functions, wrong
// argument counts, names that do not exist in ctx and method calls; it does
// not know which attributes exist (tree validation checks Info against the
// attributes produced below the node).
//
// Every question's tree is checked, and checking compiles each of its
// expressions: 15% of planning a perqa question, for expressions most
// questions share ("year(start_date) == 2019"). What src compiles to
// depends on src and ctx alone, so the last ones compiled are kept and
// each caller gets a Clone of its own.
func Compile(src string, ctx Context) (*Program, error) {
	key := ctx.String() + "\x00" + src
	if c, ok := compiled.Get(key, 0); ok {
		if c.err != nil {
			return nil, c.err
		}
		return c.p.Clone(), nil
	}
	p, err := compile(src, ctx)
	compiled.Put(key, 0, compileResult{p: p, err: err})
	if err != nil {
		return nil, err
	}
	return p.Clone(), nil
}

// compiled are the programs (or errors) of the last sources compiled,
// never evaluated themselves (generation 0: they never go stale).
var compiled = lru.New[compileResult](1024, nil, 0)

type compileResult struct {
	p   *Program
	err error
}

func compile(src string, ctx Context) (*Program, error) {
	if len(src) > MaxSource {
		return nil, errorf(src[:64]+"…", "longer than %d bytes", MaxSource)
	}
	if strings.TrimSpace(src) == "" {
		return nil, errorf(src, "empty expression")
	}
	rewritten, err := rewriteKeywordCalls(src)
	if err != nil {
		return nil, errorf(src, "%v", cleanErr(err))
	}
	st := &state{limit: DefaultBudget, loc: time.Local}
	env := environment(st)
	opts := baseOptions(env)

	// Parse with the same configuration Compile uses, to analyse the tree
	// exactly as it will be compiled.
	cfg := conf.CreateNew()
	for _, o := range opts {
		o(cfg)
	}
	tree, err := parser.ParseWithConfig(rewritten, cfg)
	if err != nil {
		return nil, errorf(src, "%v", cleanErr(err))
	}
	info, err := analyse(tree.Node, ctx)
	if err != nil {
		return nil, errorf(src, "%v", err)
	}
	prog, err := compileSafe(rewritten, opts)
	if err != nil {
		return nil, errorf(src, "%v", cleanErr(err))
	}
	p := &Program{
		Source:   src,
		Info:     *info,
		prog:     prog,
		env:      env,
		st:       st,
		bound:    map[string]bool{},
		nilAware: map[string]bool{},
	}
	for _, n := range info.NilAware {
		p.nilAware[n] = true
	}
	p.machine.MemoryBudget = 1 << 20
	return p, nil
}

// compileSafe turns a panic inside the compiler (which a hostile input
// should never cause, but the fuzz test looks for) into an error.
func compileSafe(src string, opts []expr.Option) (prog *vm.Program, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("cannot compile: %v", r)
		}
	}()
	return expr.Compile(src, opts...)
}

// baseOptions configures expr-lang: the functions are the environment's
// (env holds them by name; values bound later do not change the
// configuration), its own builtins are off but for the predicates.
func baseOptions(env map[string]any) []expr.Option {
	opts := []expr.Option{
		expr.Env(env),
		expr.AllowUndefinedVariables(),
		expr.DisableAllBuiltins(),
		expr.MaxNodes(MaxNodes),
	}
	for name := range keptBuiltins {
		opts = append(opts, expr.EnableBuiltin(name))
	}
	return append(opts, expr.Patch(&patcher{}))
}

// cleanErr drops expr-lang's internal names from messages.
func cleanErr(err error) string {
	s := err.Error()
	for kw, f := range keywordFuncs {
		if strings.HasPrefix(f, "__") {
			s = strings.ReplaceAll(s, f, kw)
		}
	}
	return s
}

// rewriteKeywordCalls turns contains(a, b) (and startsWith, endsWith,
// matches) into calls of the helpers: expr-lang lexes these words as infix
// operators, but decomposers naturally write them as functions. Working on
// tokens, not text, leaves strings and infix uses alone.
func rewriteKeywordCalls(src string) (string, error) {
	toks, err := lexer.Lex(file.NewSource(src))
	if err != nil {
		return "", err
	}
	type repl struct {
		from, to int
		with     string
	}
	var rs []repl
	for i, t := range toks {
		name, ok := keywordFuncs[t.Value]
		if t.Kind != lexer.Operator || !ok || i+1 >= len(toks) || !toks[i+1].Is(lexer.Bracket, "(") {
			continue
		}
		if i > 0 {
			p := toks[i-1]
			if p.Kind == lexer.Identifier || p.Kind == lexer.Number || p.Kind == lexer.String ||
				p.Is(lexer.Bracket, ")", "]", "}") {
				continue // infix: a contains (b)
			}
		}
		rs = append(rs, repl{t.From, t.To, name})
	}
	if len(rs) == 0 {
		return src, nil
	}
	runes := []rune(src)
	var b strings.Builder
	last := 0
	for _, r := range rs {
		if r.from < last || r.to > len(runes) {
			return src, nil
		}
		b.WriteString(string(runes[last:r.from]))
		b.WriteString(r.with)
		last = r.to
	}
	b.WriteString(string(runes[last:]))
	return b.String(), nil
}

// Clone returns a program for the same expression that shares p's
// compiled form but has its own environment, work budget and virtual
// machine, so it can be evaluated while p is: compile once, clone per
// goroutine. What is bound to p (refs, items, now) is bound to the clone.
func (p *Program) Clone() *Program {
	st := &state{limit: p.st.limit, ctx: p.st.ctx, loc: p.st.loc, now: p.st.now, today: p.st.today}
	c := &Program{
		Source:   p.Source,
		Info:     p.Info,
		prog:     p.prog,
		env:      environment(st),
		st:       st,
		bound:    make(map[string]bool, len(p.bound)),
		nilAware: p.nilAware, // never written after Compile
	}
	for name := range p.bound {
		c.env[name] = p.env[name]
		c.bound[name] = true
	}
	c.machine.MemoryBudget = p.machine.MemoryBudget
	return c
}

// Bind sets a name that is the same for every item: a ref's answer value,
// items (APPLY), or overrides of today and now.
func (p *Program) Bind(name string, v any) {
	p.env[name] = v
	p.bound[name] = true
	p.ready = false
}

// SetNow binds now (a datetime) and today (its civil date), and makes now's
// zone the local zone for datetime(...) without an offset.
func (p *Program) SetNow(now time.Time) {
	p.Bind("now", now)
	p.Bind("today", qa.DateOf(now))
	p.st.loc = now.Location()
	p.st.now = now
	p.st.today = qa.DateOf(now)
}

// SetContext makes long evaluations stop when ctx is done.
func (p *Program) SetContext(ctx context.Context) { p.st.ctx = ctx }

// SetBudget sets the work budget of each evaluation (DefaultBudget).
func (p *Program) SetBudget(n int64) { p.st.limit = n }

func (p *Program) prepare() {
	if p.ready {
		return
	}
	if !p.bound["now"] {
		p.SetNow(time.Now())
	}
	p.fill = p.fill[:0]
	p.required = p.required[:0]
	for _, n := range p.Info.Idents {
		if p.bound[n] {
			continue
		}
		p.fill = append(p.fill, n)
		if !p.nilAware[n] {
			p.required = append(p.required, n)
		}
	}
	p.ready = true
}

// Eval evaluates the expression for one item (contexts Items and Groups).
// Attributes the expression reads are taken from it; if it lacks one that
// is not only tested for presence, Eval returns a *MissingError without
// evaluating.
func (p *Program) Eval(it *qa.Item) (any, error) {
	p.prepare()
	for _, n := range p.fill {
		v, ok := it.Get(n)
		if (!ok || v == nil) && !p.nilAware[n] {
			return nil, &MissingError{Attr: n}
		}
		p.env[n] = v
	}
	if p.Info.UsesGroup {
		p.env["group"] = it.Members
	}
	return p.run()
}

// EvalAttrs evaluates the expression (context Items) for an item given by
// its attribute lookup rather than as a qa.Item: a row of a column table.
// It behaves as Eval does for an item whose Get is get.
func (p *Program) EvalAttrs(get func(name string) (any, bool)) (any, error) {
	p.prepare()
	if p.Info.UsesGroup {
		return nil, errors.New("the expression reads a group")
	}
	for _, n := range p.fill {
		v, ok := get(n)
		if (!ok || v == nil) && !p.nilAware[n] {
			return nil, &MissingError{Attr: n}
		}
		p.env[n] = v
	}
	return p.run()
}

// Attrs are the item attributes an evaluation reads: the free
// identifiers that are not bound.
func (p *Program) Attrs() []string {
	p.prepare()
	return p.fill
}

// AsBool reads an expression's result as a condition, as Bool does.
func AsBool(v any) (bool, error) { return asBool(v) }

// EvalPair evaluates a JOIN condition for one pair. If either item lacks
// an attribute the condition reads through i1.x or i2.x, it returns a
// *MissingError without evaluating.
func (p *Program) EvalPair(i1, i2 *qa.Item) (any, error) {
	p.prepare()
	if err := p.CheckSide("i1", i1); err != nil {
		return nil, err
	}
	if err := p.CheckSide("i2", i2); err != nil {
		return nil, err
	}
	for _, n := range p.fill {
		p.env[n] = nil
	}
	p.env["i1"] = i1
	p.env["i2"] = i2
	return p.run()
}

// BoolPairChecked is BoolPair for items that already passed CheckSide.
func (p *Program) BoolPairChecked(i1, i2 *qa.Item) (bool, error) {
	p.prepare()
	for _, n := range p.fill {
		p.env[n] = nil
	}
	p.env["i1"] = i1
	p.env["i2"] = i2
	v, err := p.run()
	if err != nil {
		return false, err
	}
	return asBool(v)
}

// CheckSide reports a *MissingError when it lacks an attribute the JOIN
// condition reads as side.x (side is "i1" or "i2").
func (p *Program) CheckSide(side string, it *qa.Item) error {
	attrs := p.Info.I1
	if side == "i2" {
		attrs = p.Info.I2
	}
	for _, a := range attrs {
		if p.nilAware[side+"."+a] {
			continue
		}
		if it == nil || !it.Has(a) {
			return &MissingError{Side: side, Attr: a}
		}
	}
	return nil
}

// Run evaluates the expression with the bound names only (APPLY, or
// constant parts of a JOIN condition).
func (p *Program) Run() (any, error) {
	p.prepare()
	for _, n := range p.fill {
		p.env[n] = nil
	}
	return p.run()
}

func (p *Program) run() (any, error) {
	// The context is checked by the budget every ctxEvery units and by the
	// operators every few thousand items, not per evaluation: ctx.Err takes
	// a lock.
	p.st.used = 0
	p.st.nextCheck = ctxEvery
	out, err := p.machine.Run(p.prog, p.env)
	if err != nil {
		return nil, simplify(err)
	}
	return out, nil
}

// simplify unwraps expr-lang's positioned error to the helper's own error
// when there is one, so callers can classify it (qa.ErrMissing,
// *qa.TypeError, ErrBudget, context errors).
func simplify(err error) error {
	var fe *file.Error
	if errors.As(err, &fe) && fe.Prev != nil {
		return fe.Prev
	}
	if errors.As(err, &fe) {
		return errors.New(fe.Message)
	}
	return err
}

// Bool evaluates a condition for it: true only when the expression yields
// true. A non-boolean result is an error.
func (p *Program) Bool(it *qa.Item) (bool, error) {
	v, err := p.Eval(it)
	if err != nil {
		return false, err
	}
	return asBool(v)
}

// BoolPair is Bool for a JOIN pair.
func (p *Program) BoolPair(i1, i2 *qa.Item) (bool, error) {
	v, err := p.EvalPair(i1, i2)
	if err != nil {
		return false, err
	}
	return asBool(v)
}

func asBool(v any) (bool, error) {
	b, ok := v.(bool)
	if !ok {
		return false, fmt.Errorf("condition gave %s, not true or false", describe(v))
	}
	return b, nil
}

func describe(v any) string {
	if v == nil {
		return "nothing"
	}
	return qa.KindOf(v).String() + " " + truncate(qa.Format(v), 40)
}

func truncate(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// patcher rewrites the parsed tree before compilation: member access to
// attribute lookups, comparison and arithmetic operators to the helpers
// that implement the language's value semantics, and predicate bodies to
// count against the work budget.
type patcher struct{}

var (
	anyType   = reflect.TypeOf((*any)(nil)).Elem()
	boolType  = reflect.TypeOf(true)
	func1Type = reflect.TypeOf((func(any) any)(nil))
	func2Type = reflect.TypeOf((func(any, any) any)(nil))
)

// typedCall is a call of a helper bound in the environment; the callee's
// type must be set because the checker does not revisit patched calls.
func typedCall(name string, out, fnType reflect.Type, args ...ast.Node) *ast.CallNode {
	callee := &ast.IdentifierNode{Value: name}
	callee.SetType(fnType)
	call := &ast.CallNode{Callee: callee, Arguments: args}
	call.SetType(out)
	return call
}

// Flipped is the comparison op with its two sides swapped ("a < b" is
// "b > a"), and whether op is an order or equality a side can be read
// from, which the planner's bounds and the engine's joins both turn round.
func Flipped(op string) (string, bool) {
	f, ok := flipped[op]
	return f, ok
}

var flipped = map[string]string{"<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "=="}

// opFuncs are the helpers operators are patched into; the keyword
// operators (a contains b) call the functions their keyword calls do.
var opFuncs = func() map[string]opFunc {
	m := map[string]opFunc{
		"==": {"__eq", boolType},
		"!=": {"__ne", boolType},
		"<":  {"__lt", boolType},
		"<=": {"__le", boolType},
		">":  {"__gt", boolType},
		">=": {"__ge", boolType},
		"+":  {"__add", anyType},
		"-":  {"__sub", anyType},
		"%":  {"__mod", anyType},
		"in": {"__in", boolType},
	}
	for kw, f := range keywordFuncs {
		m[kw] = opFunc{f, boolType}
	}
	return m
}()

type opFunc struct {
	name string
	out  reflect.Type
}

func isNumeric(t reflect.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64,
		reflect.Float32, reflect.Float64:
		return true
	}
	return false
}

func (patcher) Visit(node *ast.Node) {
	switch n := (*node).(type) {
	case *ast.MemberNode:
		prop, ok := n.Property.(*ast.StringNode)
		if !ok || n.Method {
			return
		}
		ast.Patch(node, typedCall("__attr", anyType, func2Type, n.Node, &ast.StringNode{Value: prop.Value}))
	case *ast.BinaryNode:
		op, ok := opFuncs[n.Operator]
		if !ok {
			return
		}
		if isNumeric(n.Left.Type()) && isNumeric(n.Right.Type()) && n.Operator != "in" && n.Operator != "%" {
			return // expr-lang's own numeric operators agree with ours
		}
		right := n.Right
		if arr, ok := right.(*ast.ArrayNode); ok && n.Operator == "in" {
			if vals, ok := literalList(arr); ok {
				c := &ast.ConstantNode{Value: &memberSet{list: vals}}
				c.SetType(anyType)
				right = c
			}
		}
		ast.Patch(node, typedCall(op.name, op.out, func2Type, n.Left, right))
	case *ast.CallNode:
		if id, ok := n.Callee.(*ast.IdentifierNode); ok && len(n.Arguments) == 0 {
			if f := funcByName[id.Value]; f != nil && f.variable {
				v := &ast.IdentifierNode{Value: id.Value}
				v.SetType(anyType)
				ast.Patch(node, v)
			}
		}
	case *ast.PredicateNode:
		if c, ok := n.Node.(*ast.CallNode); ok {
			if id, ok := c.Callee.(*ast.IdentifierNode); ok && id.Value == "__tick" {
				return
			}
		}
		n.Node = typedCall("__tick", anyType, func1Type, n.Node)
	}
}

// analyser collects what an expression refers to and rejects what the
// language does not offer.
type analyser struct {
	ctx      Context
	idents   map[string]bool
	nilAware map[string]bool
	i1, i2   map[string]bool
	members  map[string]bool
	funcs    map[string]bool
	info     *Info
	err      error
}

type predScope struct {
	overMembers bool // the predicate iterates over group or items
}

func analyse(root ast.Node, ctx Context) (*Info, error) {
	a := &analyser{
		ctx:    ctx,
		idents: map[string]bool{}, nilAware: map[string]bool{},
		i1: map[string]bool{}, i2: map[string]bool{}, members: map[string]bool{},
		funcs: map[string]bool{},
		info:  &Info{Context: ctx},
	}
	a.walk(root, nil, nil)
	if a.err != nil {
		return nil, a.err
	}
	a.info.Idents = slices.Sorted(maps.Keys(a.idents))
	a.info.I1 = slices.Sorted(maps.Keys(a.i1))
	a.info.I2 = slices.Sorted(maps.Keys(a.i2))
	a.info.MemberAttrs = slices.Sorted(maps.Keys(a.members))
	a.info.Funcs = slices.Sorted(maps.Keys(a.funcs))
	// An identifier tested for presence anywhere is not required: the test
	// guards its other uses (x != nil && x > 3).
	var na []string
	for n := range a.nilAware {
		if a.idents[n] || strings.HasPrefix(n, "i1.") || strings.HasPrefix(n, "i2.") {
			na = append(na, n)
		}
	}
	sort.Strings(na)
	a.info.NilAware = na
	return a.info, nil
}

func (a *analyser) fail(format string, args ...any) {
	if a.err == nil {
		a.err = fmt.Errorf(format, args...)
	}
}

func (a *analyser) ident(name string, scope []string) {
	for _, s := range scope {
		if s == name {
			return
		}
	}
	if name == "$env" {
		a.fail("$env is not available")
		return
	}
	if msg, ok := reserved[name]; ok {
		switch name {
		case "today":
			a.info.UsesToday = true
			return
		case "now":
			a.info.UsesNow = true
			return
		case "group":
			if a.ctx == Groups {
				a.info.UsesGroup = true
				return
			}
		case "items":
			if a.ctx == Apply {
				a.info.UsesItems = true
				return
			}
		case "i1", "i2":
			if a.ctx == Join {
				return
			}
		}
		a.fail("%s", msg)
		return
	}
	if _, isFn := funcByName[name]; isFn {
		a.fail("%s is a function: call it as %s(...)", name, name)
		return
	}
	a.idents[name] = true
}

// presence marks x in "x == nil", "x != nil" and "x ?? y".
func (a *analyser) presence(n ast.Node) {
	switch x := n.(type) {
	case *ast.IdentifierNode:
		a.nilAware[x.Value] = true
	case *ast.MemberNode:
		if id, ok := x.Node.(*ast.IdentifierNode); ok && (id.Value == "i1" || id.Value == "i2") {
			if p, ok := x.Property.(*ast.StringNode); ok {
				a.nilAware[id.Value+"."+p.Value] = true
			}
		}
	}
}

func (a *analyser) walk(n ast.Node, scope []string, pred *predScope) {
	if n == nil || a.err != nil {
		return
	}
	switch x := n.(type) {
	case *ast.NilNode, *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.StringNode, *ast.ConstantNode:
	case *ast.BytesNode:
		a.fail("byte strings are not supported")
	case *ast.IdentifierNode:
		a.ident(x.Value, scope)
	case *ast.PointerNode:
		if pred == nil {
			a.fail("# and .attr can only be used inside a predicate such as map(list, .attr)")
		}
	case *ast.UnaryNode:
		a.walk(x.Node, scope, pred)
	case *ast.BinaryNode:
		if x.Operator == "==" || x.Operator == "!=" {
			if _, ok := x.Right.(*ast.NilNode); ok {
				a.presence(x.Left)
			}
			if _, ok := x.Left.(*ast.NilNode); ok {
				a.presence(x.Right)
			}
		}
		if x.Operator == "??" {
			a.presence(x.Left)
		}
		a.walk(x.Left, scope, pred)
		a.walk(x.Right, scope, pred)
	case *ast.ChainNode:
		a.walk(x.Node, scope, pred)
	case *ast.MemberNode:
		if x.Method {
			a.fail("method calls are not supported: use the helper functions, e.g. year(start_date)")
			return
		}
		prop, isStr := x.Property.(*ast.StringNode)
		if id, ok := x.Node.(*ast.IdentifierNode); ok && (id.Value == "i1" || id.Value == "i2") && a.ctx == Join && isStr {
			if id.Value == "i1" {
				a.i1[prop.Value] = true
			} else {
				a.i2[prop.Value] = true
			}
			return
		}
		if _, ok := x.Node.(*ast.PointerNode); ok && isStr && pred != nil && pred.overMembers {
			a.members[prop.Value] = true
		}
		a.walk(x.Node, scope, pred)
		a.walk(x.Property, scope, pred)
	case *ast.SliceNode:
		a.walk(x.Node, scope, pred)
		a.walk(x.From, scope, pred)
		a.walk(x.To, scope, pred)
	case *ast.CallNode:
		id, ok := x.Callee.(*ast.IdentifierNode)
		if !ok {
			if m, ok := x.Callee.(*ast.MemberNode); ok {
				if s, ok := m.Property.(*ast.StringNode); ok {
					a.fail("method calls are not supported (.%s()): use the helper functions, e.g. year(start_date)", s.Value)
					return
				}
			}
			a.fail("only named functions can be called")
			return
		}
		f, known := funcByName[id.Value]
		if !known || strings.HasPrefix(id.Value, "__") && !keywordAlias[id.Value] {
			a.fail("unknown function %s", id.Value)
			return
		}
		name := strings.TrimPrefix(id.Value, "__")
		if len(x.Arguments) < f.min || (f.max >= 0 && len(x.Arguments) > f.max) {
			a.fail("%s takes %s, got %d", name, arity(f), len(x.Arguments))
			return
		}
		if f.variable {
			// today() is today.
			a.ident(name, scope)
			return
		}
		a.funcs[name] = true
		for _, arg := range x.Arguments {
			a.walk(arg, scope, pred)
		}
	case *ast.BuiltinNode:
		if !keptBuiltins[x.Name] {
			a.fail("unknown function %s", x.Name)
			return
		}
		a.funcs[x.Name] = true
		if len(x.Arguments) == 0 {
			return
		}
		a.walk(x.Arguments[0], scope, pred)
		over := false
		if id, ok := x.Arguments[0].(*ast.IdentifierNode); ok && (id.Value == "group" || id.Value == "items") {
			over = true
		}
		for _, arg := range x.Arguments[1:] {
			if p, ok := arg.(*ast.PredicateNode); ok {
				a.walk(p.Node, scope, &predScope{overMembers: over})
			} else {
				a.walk(arg, scope, pred)
			}
		}
	case *ast.PredicateNode:
		a.walk(x.Node, scope, pred)
	case *ast.VariableDeclaratorNode:
		if _, ok := reserved[x.Name]; ok {
			a.fail("%s is a reserved name", x.Name)
			return
		}
		a.walk(x.Value, scope, pred)
		a.walk(x.Expr, append(scope[:len(scope):len(scope)], x.Name), pred)
	case *ast.SequenceNode:
		for _, s := range x.Nodes {
			a.walk(s, scope, pred)
		}
	case *ast.ConditionalNode:
		a.walk(x.Cond, scope, pred)
		a.walk(x.Exp1, scope, pred)
		a.walk(x.Exp2, scope, pred)
	case *ast.ArrayNode:
		for _, e := range x.Nodes {
			a.walk(e, scope, pred)
		}
	case *ast.MapNode:
		for _, e := range x.Pairs {
			a.walk(e, scope, pred)
		}
	case *ast.PairNode:
		if _, ok := x.Key.(*ast.StringNode); !ok {
			a.walk(x.Key, scope, pred)
		}
		a.walk(x.Value, scope, pred)
	default:
		a.fail("unsupported syntax %T", n)
	}
}

func arity(f *Func) string {
	switch {
	case f.max < 0:
		return fmt.Sprintf("at least %d arguments", f.min)
	case f.min == f.max:
		if f.min == 1 {
			return "1 argument"
		}
		return fmt.Sprintf("%d arguments", f.min)
	}
	return fmt.Sprintf("%d to %d arguments", f.min, f.max)
}

// Parse parses src for analysis only (as the JOIN planner needs): the
// returned tree is expr-lang's, after the keyword-call rewrite and before
// any patching.
func Parse(src string) (ast.Node, error) {
	rewritten, err := rewriteKeywordCalls(src)
	if err != nil {
		return nil, err
	}
	st := &state{limit: DefaultBudget, loc: time.Local}
	cfg := conf.CreateNew()
	for _, o := range baseOptions(environment(st)) {
		o(cfg)
	}
	tree, err := parser.ParseWithConfig(rewritten, cfg)
	if err != nil {
		return nil, errors.New(cleanErr(err))
	}
	return tree.Node, nil
}

// Print renders a (sub)tree returned by Parse back to source text.
func Print(n ast.Node) string {
	s := n.String()
	for kw, f := range keywordFuncs {
		if strings.HasPrefix(f, "__") {
			s = strings.ReplaceAll(s, f+"(", kw+"(")
		}
	}
	return s
}

var (
	funcNamesOnce sync.Once
	funcNames     map[string]bool
)

// IsFunction reports whether name is a function of the language, which an
// attribute of that name cannot be written as (write attr(x, "name") or
// give the attribute another name).
func IsFunction(name string) bool {
	funcNamesOnce.Do(func() {
		funcNames = map[string]bool{}
		for n := range funcByName {
			funcNames[n] = true
		}
	})
	return funcNames[name]
}
