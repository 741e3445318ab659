package otx

import (
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"reqap/lang/calendar"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/tree"
)

func (r *run) retrieve(ctx context.Context, n *tree.Node) (*Output, error) {
	if r.e.Retriever == nil {
		return nil, errors.New("no retriever is configured")
	}
	req := RetrieveRequest{Query: n.Args.Query, Sources: n.Args.Sources, Question: n.Question, Now: r.now}
	var items []*qa.Item
	var notes []string
	var err error
	if er, ok := r.e.Retriever.(ExplainingRetriever); ok {
		items, notes, err = er.RetrieveExplained(ctx, req)
	} else {
		items, err = r.e.Retriever.Retrieve(ctx, req)
	}
	if err != nil {
		return nil, fmt.Errorf("retrieving %q: %w", n.Args.Query, err)
	}
	out := &Output{Items: nonNil(items), Stats: Stats{Notes: notes}}
	out.Answer = qa.ItemsAnswer(out.Items)
	return out, nil
}

func nonNil(items []*qa.Item) []*qa.Item {
	out := items[:0:0]
	for _, it := range items {
		if it != nil {
			out = append(out, it)
		}
	}
	return out
}

// attrSpecs are the attributes an EXTRACT node asks for, each with the type
// given at its position (Types may be shorter than Attrs: the rest are left
// to the extractor).
func attrSpecs(n *tree.Node) []qa.AttrSpec {
	specs := make([]qa.AttrSpec, len(n.Args.Attrs))
	for i, a := range n.Args.Attrs {
		specs[i].Name = a
		if i < len(n.Args.Types) {
			specs[i].Type = qa.AttrType(n.Args.Types[i])
		}
	}
	return specs
}

func (r *run) extract(ctx context.Context, n *tree.Node, in []*qa.Item) (*Output, error) {
	if r.e.Extractor == nil {
		return nil, errors.New("no extractor is configured")
	}
	specs := attrSpecs(n)
	out := &Output{}
	if len(in) == 0 {
		out.Answer = qa.EmptyAnswer("")
		return out, nil
	}
	items, err := r.e.Extractor.Extract(ctx, in, specs)
	if err != nil {
		return nil, fmt.Errorf("extracting %s: %w", strings.Join(n.Args.Attrs, ", "), err)
	}
	if len(items) != len(in) {
		return nil, fmt.Errorf("extractor returned %d items for %d", len(items), len(in))
	}
	for i, it := range items {
		if it == nil {
			items[i] = in[i]
		}
	}
	return r.extracted(n, specs, items), nil
}

// extracted is EXTRACT's output of items with what specs asked added.
func (r *run) extracted(n *tree.Node, specs []qa.AttrSpec, items []*qa.Item) *Output {
	out := &Output{}
	wrong := map[string]int{}
	for _, it := range items {
		for _, s := range specs {
			v, ok := it.Get(s.Name)
			if !ok || v == nil {
				out.Stats.missing(s.Name)
			} else if !s.Type.Fits(v) {
				wrong[s.Name]++
			}
		}
	}
	for _, s := range specs {
		if wrong[s.Name] > 0 {
			// The extractor broke its contract; say so rather than let a
			// comparison fail silently later.
			out.Stats.note("%s had a %s that is not of type %s", plural.Noun(wrong[s.Name], "item"), s.Name, s.Type)
		}
	}
	out.Items = items
	out.Answer = columnAnswer(items, n.Args.Attrs)
	return out
}

// columnAnswer answers with the values of attrs: for one attribute its
// distinct values in order of appearance, for several one row per item.
func columnAnswer(items []*qa.Item, attrs []string) qa.Answer {
	if len(attrs) == 1 {
		var vals []any
		support := make([]*qa.Item, 0, len(items))
		seen := map[any]bool{}
		// Keys met before as they are need no folding again (most of a
		// million plays repeat an artist).
		met := map[any]bool{}
		for _, it := range items {
			v, ok := it.Get(attrs[0])
			if !ok {
				continue
			}
			support = append(support, it)
			k := groupKey(v)
			if met[k] {
				continue
			}
			met[k] = true
			if s, isText := k.(string); isText {
				k = strings.ToLower(s)
			}
			if !seen[k] {
				seen[k] = true
				vals = append(vals, v)
			}
		}
		if len(vals) == 1 {
			return qa.ValueAnswer(vals[0], attrs[0], support)
		}
		a := qa.ValueAnswer(vals, attrs[0], support)
		return a
	}
	var rows []any
	var support []*qa.Item
	for _, it := range items {
		row := make([]any, len(attrs))
		any := false
		for i, a := range attrs {
			if v, ok := it.Get(a); ok {
				row[i] = v
				any = true
			}
		}
		if any {
			rows = append(rows, row)
			support = append(support, it)
		}
	}
	a := qa.NewAnswer(rows, "", qa.UnitNone)
	a.Items = support
	return a
}

// compiled returns the expression of argument arg of n, compiled when the
// tree was checked, with refs and now bound.
func (r *run) compiled(ctx context.Context, n *tree.Node, arg string, refs map[string]any) (*expr.Program, error) {
	p := r.checked.Program(n, arg)
	if p == nil {
		// A node run without tree.Check (the engine's own tests build
		// nodes by hand) is compiled here.
		spec := tree.SpecOf(n.Op)
		a := spec.Arg(arg)
		src, _ := n.Args.Get(arg).(string)
		if a == nil || src == "" {
			return nil, fmt.Errorf("%s has no %s", n.Op, arg)
		}
		var err error
		if p, err = expr.Compile(src, a.Kind.Context(tree.YieldsGroups(n.Input(0)))); err != nil {
			return nil, err
		}
	}
	return r.bind(ctx, p, refs), nil
}

// program compiles an expression made while running (a part of a JOIN
// condition) and binds refs and now.
func (r *run) program(ctx context.Context, src string, c expr.Context, refs map[string]any) (*expr.Program, error) {
	p, err := expr.Compile(src, c)
	if err != nil {
		return nil, err
	}
	return r.bind(ctx, p, refs), nil
}

func (r *run) bind(ctx context.Context, p *expr.Program, refs map[string]any) *expr.Program {
	p.SetNow(r.now)
	p.SetContext(ctx)
	for name, v := range refs {
		p.Bind(name, v)
	}
	return p
}

// record files an evaluation error in stats; it returns the error when the
// whole operator must stop (the context is done).
func record(st *Stats, err error) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var me *expr.MissingError
	if errors.As(err, &me) {
		st.missing(me.Attr)
		return nil
	}
	st.fail(err)
	return nil
}

func isGrouped(items []*qa.Item) bool {
	return len(items) > 0 && items[0].IsGroup()
}

func (r *run) filter(ctx context.Context, n *tree.Node, in []*qa.Item, refs map[string]any) (*Output, error) {
	keep := make([]bool, len(in))
	out := &Output{}
	var err error
	out.Stats, err = r.forEach(ctx, len(in), func() (*expr.Program, error) {
		return r.compiled(ctx, n, "condition", refs)
	}, func(p *expr.Program, i int, st *Stats) error {
		ok, err := p.Bool(in[i])
		if err != nil {
			return record(st, err)
		}
		keep[i] = ok
		return nil
	})
	if err != nil {
		return nil, err
	}
	out.Items = make([]*qa.Item, 0, len(in)/2)
	for i, k := range keep {
		if k {
			out.Items = append(out.Items, in[i])
		}
	}
	out.Answer = itemsAnswer(out.Items, nil)
	return out, nil
}

// parallelMin is the input size from which FILTER and MAP spread their
// items over several goroutines, each with its own compiled program.
const parallelMin = 8192

// forEach calls each for every one of n items, on up to GOMAXPROCS goroutines for
// large inputs, and merges the stats. each must only write to index i of
// shared slices.
func (r *run) forEach(ctx context.Context, n int, compile func() (*expr.Program, error),
	each func(p *expr.Program, i int, st *Stats) error) (Stats, error) {
	workers := runtime.GOMAXPROCS(0)
	if m := n / parallelMin; workers > m {
		workers = m
	}
	if workers < 1 {
		workers = 1
	}
	chunk := (n + workers - 1) / workers
	stats := make([]Stats, workers)
	errs := make([]error, workers)
	work := func(w int) {
		p, err := compile()
		if err != nil {
			errs[w] = err
			return
		}
		lo, hi := w*chunk, min((w+1)*chunk, n)
		for i := lo; i < hi; i++ {
			if (i-lo)%checkEvery == checkEvery-1 {
				if err := ctx.Err(); err != nil {
					errs[w] = err
					return
				}
			}
			if err := each(p, i, &stats[w]); err != nil {
				errs[w] = err
				return
			}
		}
	}
	if workers == 1 {
		work(0)
	} else {
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				work(w)
			}()
		}
		wg.Wait()
	}
	var total Stats
	for w := range workers {
		if errs[w] != nil {
			return total, errs[w]
		}
		st := stats[w]
		for a, c := range st.Missing {
			if total.Missing == nil {
				total.Missing = map[string]int{}
			}
			total.Missing[a] += c
		}
		total.Errors += st.Errors
		if total.FirstError == "" {
			total.FirstError = st.FirstError
		}
		total.Notes = append(total.Notes, st.Notes...)
	}
	return total, nil
}

// itemsAnswer shows items, or groups as a table with extra attributes
// (by default every attribute of the first group besides its keys, such as
// MAP results).
func itemsAnswer(items []*qa.Item, extra []string) qa.Answer {
	if !isGrouped(items) {
		return qa.ItemsAnswer(items)
	}
	if extra == nil {
		keys := map[string]bool{}
		for _, k := range items[0].Keys {
			keys[k] = true
		}
		for _, n := range items[0].Names() {
			if !keys[n] {
				extra = append(extra, n)
			}
		}
	}
	return qa.TableAnswer(items, extra)
}

// normalize turns expression results into attribute values: all numbers
// become float64.
func normalize(v any) any {
	switch x := v.(type) {
	case float64, string, bool, nil:
		return x
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = normalize(e)
		}
		return out
	}
	if f, ok := qa.ToFloat(v); ok {
		return f
	}
	return v
}

func (r *run) mapOp(ctx context.Context, n *tree.Node, in []*qa.Item, refs map[string]any) (*Output, error) {
	as := n.Args.As
	if as == "" {
		as = tree.DefaultMapAs
	}
	out := &Output{Items: make([]*qa.Item, len(in))}
	vals := make([]any, len(in))
	var err error
	out.Stats, err = r.forEach(ctx, len(in), func() (*expr.Program, error) {
		return r.compiled(ctx, n, "fn", refs)
	}, func(p *expr.Program, i int, st *Stats) error {
		it := in[i]
		out.Items[i] = it
		v, err := p.Eval(it)
		if err != nil {
			return record(st, err)
		}
		if v = normalize(v); v != nil {
			out.Items[i] = it.With(as, v)
			vals[i] = v
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if isGrouped(out.Items) {
		extra := []string{as}
		if as == "count" {
			// a count of each group's own (the top song's plays) is
			// shown as its count, beside what the MAPs before it found
			extra = nil
			for _, name := range out.Items[0].Names() {
				if name != "count" && !slices.Contains(out.Items[0].Keys, name) {
					extra = append(extra, name)
				}
			}
		}
		out.Answer = qa.TableAnswer(out.Items, extra)
		return out, nil
	}
	var got []any
	var support []*qa.Item
	for i, v := range vals {
		if v != nil {
			got = append(got, v)
			support = append(support, out.Items[i])
		}
	}
	out.Answer = qa.ValueAnswer(got, as, support)
	return out, nil
}

func (r *run) apply(ctx context.Context, n *tree.Node, in []*qa.Item, refs map[string]any) (*Output, error) {
	p, err := r.compiled(ctx, n, "fn", refs)
	if err != nil {
		return nil, err
	}
	if in == nil {
		in = []*qa.Item{}
	}
	p.Bind("items", in)
	v, err := p.Run()
	if err != nil {
		return nil, fmt.Errorf("evaluating %q: %w", n.Args.Fn, err)
	}
	v = normalize(v)
	out := &Output{}
	if items, ok := asItems(v); ok {
		out.Items = items
		out.Answer = itemsAnswer(items, nil)
		return out, nil
	}
	out.Items = in
	if attr := applyUnitAttr("", p.Info); attr != "" && emptyList(v) && len(in) > 0 && noneHas(in, attr) {
		// "which countries did I visit" over visits none of which
		// records a country: nothing known, which is not nothing found
		out.Answer = noneRecording(len(in), attr)
		return out, nil
	}
	if attr := applyUnitAttr(n.Args.As, p.Info); attr != "" && zeroNumber(v) && len(in) > 0 && slices.Contains(p.Info.MemberAttrs, attr) && noneHas(in, attr) {
		// "how many km did I swim a week on average" over swims none of
		// which records a distance: the 0 is of nothing known
		out.Answer = noneRecording(len(in), attr)
		return out, nil
	}
	out.Answer = qa.ValueAnswer(v, applyUnitAttr(n.Args.As, p.Info), in)
	if b, ok := v.(bool); ok {
		if said := r.testedAmount(ctx, n, in, refs); said != "" {
			// "did I average more than 10000 steps a day": no — and the
			// amount the test was of, so the no can be weighed
			out.Answer.Text = fmt.Sprintf("%s — %s", qa.ValueAnswer(b, "", nil).Text, said)
		}
	}
	return out, nil
}

// testedAmount is, for an APPLY that tests an amount against a number
// ("sum(map(items, .steps)) > 10000", "(avg(…) ?? 0) >= 5"), that amount
// over in, as an answer says it; "" for any other function, and for a
// test against 0, of whether there is any ("len(items) > 0").
func (r *run) testedAmount(ctx context.Context, n *tree.Node, in []*qa.Item, refs map[string]any) string {
	side, bound := testedSide(n.Args.Fn)
	if side == "" || bound == "0" {
		// (against nothing, a test of whether there is any: "was there
		// a day I didn't", whose count says no more than the yes)
		return ""
	}
	a := tree.SpecOf(n.Op).Arg("fn")
	if a == nil {
		return ""
	}
	p, err := r.program(ctx, side, a.Kind.Context(tree.YieldsGroups(n.Input(0))), refs)
	var v any
	if err == nil {
		p.Bind("items", in)
		v, err = p.Run()
	}
	if err != nil {
		// the yes or no stands without it; only its amount goes unsaid
		r.log.Debug("the amount tested is not said", "fn", n.Args.Fn, "side", side, "err", err)
		return ""
	}
	v = normalize(v)
	switch v.(type) {
	case int, int64, float64:
	default:
		return ""
	}
	attr := n.Args.As // the unit the test was in ("days" since)
	if attr == "" && len(p.Info.MemberAttrs) == 1 {
		attr = p.Info.MemberAttrs[0]
	}
	return qa.ValueAnswer(v, attr, in).Text
}

// testedSide splits a function that is a comparison of an amount with a
// number at its top ("(x / y) > 3") into the side tested and the number,
// as the expression language parses it; "" where it is no such test.
func testedSide(fn string) (side, bound string) {
	side, op, bound, ok := expr.NumberTest(fn)
	switch {
	case !ok:
		return "", ""
	case op == ">" || op == ">=" || op == "<" || op == "<=":
		return side, bound
	}
	return "", ""
}

// emptyList reports whether v is a list with nothing in it.
func emptyList(v any) bool {
	switch x := v.(type) {
	case []any:
		return len(x) == 0
	case []string:
		return len(x) == 0
	}
	return false
}

// zeroNumber reports whether v is the number 0.
func zeroNumber(v any) bool {
	switch x := v.(type) {
	case int:
		return x == 0
	case int64:
		return x == 0
	case float64:
		return x == 0
	}
	return false
}

// noneHas reports whether no item records attr.
func noneHas(in []*qa.Item, attr string) bool {
	for _, it := range in {
		if v, ok := it.Get(attr); ok && v != nil {
			return false
		}
	}
	return true
}

// asItems reports whether v is a list of items (APPLY sorted or sliced its
// input) or one of them (it picked one: "sort_by(items, …)[1]").
func asItems(v any) ([]*qa.Item, bool) {
	switch x := v.(type) {
	case *qa.Item:
		return []*qa.Item{x}, x != nil
	case []*qa.Item:
		return x, true
	case []any:
		if len(x) == 0 {
			return nil, false
		}
		out := make([]*qa.Item, len(x))
		for i, e := range x {
			it, ok := e.(*qa.Item)
			if !ok {
				return nil, false
			}
			out[i] = it
		}
		return out, true
	}
	return nil, false
}

// applyUnitAttr picks the attribute whose unit an APPLY result has: the
// name given it, else the one member attribute it reads, unless it counts.
func applyUnitAttr(as string, info expr.Info) string {
	if as != "" {
		return as
	}
	if len(info.MemberAttrs) != 1 {
		return ""
	}
	for _, f := range info.Funcs {
		if f == "len" || f == "count" {
			return ""
		}
	}
	return info.MemberAttrs[0]
}

func (r *run) unnest(ctx context.Context, n *tree.Node, in []*qa.Item) (*Output, error) {
	attr, as := n.Args.Attr, n.Args.As
	if as == "" {
		as = attr
	}
	out := &Output{Items: make([]*qa.Item, 0, len(in))}
	empty := 0
	var block []qa.Attr
	for i, it := range in {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		v, ok := it.Get(attr)
		if !ok || v == nil {
			out.Stats.missing(attr)
			continue
		}
		if l, isText := v.([]string); isText {
			// Texts need neither boxing into a []any nor normalizing;
			// their one-attribute lists are carved from shared blocks.
			if len(l) == 0 {
				empty++
			}
			for _, e := range l {
				if len(block) == cap(block) {
					block = make([]qa.Attr, 0, 4096)
				}
				block = append(block, qa.Attr{Name: as, Value: e})
				out.Items = append(out.Items, it.WithAttrs(block[len(block)-1:len(block):len(block)]...))
			}
			continue
		}
		l, isList := qa.ToList(v)
		if !isList {
			out.Items = append(out.Items, it.With(as, v))
			continue
		}
		if len(l) == 0 {
			empty++
		}
		for _, e := range l {
			out.Items = append(out.Items, it.With(as, normalize(e)))
		}
	}
	if empty > 0 {
		out.Stats.note("%s had an empty list in %s", plural.Noun(empty, "item"), attr)
	}
	out.Answer = qa.ItemsAnswer(out.Items)
	return out, nil
}

// groupKey maps a value to a comparable map key: values equal under
// GROUP_BY's rules (exact text, numbers by value, datetimes by instant)
// get the same key.
func groupKey(v any) any {
	switch x := v.(type) {
	case string, bool, qa.Date, qa.Clock:
		return x
	case time.Time:
		return instant{x.Unix(), int32(x.Nanosecond())}
	}
	if f, ok := qa.ToFloat(v); ok {
		if f == 0 {
			f = 0
		}
		return f
	}
	if l, ok := v.([]string); ok {
		// A text's key is itself: the general case below without a
		// formatted copy of every element (a list per play, a million
		// times over).
		return "\x00list\x00" + strings.Join(l, "\x1f")
	}
	if l, ok := qa.ToList(v); ok {
		parts := make([]string, len(l))
		for i, e := range l {
			parts[i] = fmt.Sprintf("%v", groupKey(e))
		}
		return "\x00list\x00" + strings.Join(parts, "\x1f")
	}
	if it, ok := v.(*qa.Item); ok {
		return it
	}
	return fmt.Sprintf("\x00%T\x00%v", v, v)
}

type instant struct {
	sec  int64
	nsec int32
}

const maxKeys = tree.MaxGroupKeys

func (r *run) groupBy(ctx context.Context, n *tree.Node, in []*qa.Item) (*Output, error) {
	keys := n.Args.Keys
	if len(keys) > maxKeys {
		return nil, fmt.Errorf("GROUP_BY takes at most %d keys", maxKeys)
	}
	out := &Output{}
	vals, members, err := groupIndexes(ctx, len(in), keys, func(i int, name string) (any, bool) { return in[i].Get(name) }, &out.Stats)
	if err != nil {
		return nil, err
	}
	out.Items = make([]*qa.Item, len(vals))
	for g := range vals {
		items := make([]*qa.Item, len(members[g]))
		for k, m := range members[g] {
			items[k] = in[m]
		}
		out.Items[g] = qa.NewGroup(keys, vals[g], items)
	}
	out.Answer = qa.TableAnswer(out.Items, nil)
	return out, nil
}

// groupIndexes partitions n items by their values of keys (value gives
// item i's), as GROUP_BY does: exact values under groupKey, items lacking
// a key counted in st, groups ordered by their key values (first seen
// first among equals), members in input order.
func groupIndexes(ctx context.Context, n int, keys []string, value func(i int, name string) (any, bool), st *Stats) (vals [][]any, members [][]int32, err error) {
	type group struct {
		vals    []any
		members []int32
	}
	index := map[[maxKeys]any]*group{}
	one := map[any]*group{} // one key: hashing one value, not four
	var groups []*group
	for i := range n {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
		}
		var k, vs [maxKeys]any
		ok := true
		for j, name := range keys {
			v, has := value(i, name)
			if !has || v == nil {
				st.missing(name)
				ok = false
				break
			}
			vs[j] = v
			k[j] = groupKey(v)
		}
		if !ok {
			continue
		}
		var g *group
		if len(keys) == 1 {
			g = one[k[0]]
		} else {
			g = index[k]
		}
		if g == nil {
			g = &group{vals: append([]any(nil), vs[:len(keys)]...)}
			if len(keys) == 1 {
				one[k[0]] = g
			} else {
				index[k] = g
			}
			groups = append(groups, g)
		}
		g.members = append(g.members, int32(i))
	}
	sortGroups(groups, len(keys), func(g *group) []any { return g.vals })
	for _, g := range groups {
		vals = append(vals, g.vals)
		members = append(members, g.members)
	}
	return vals, members, nil
}

// sortGroups orders groups by their key values (first seen first among
// equals).
func sortGroups[G any](groups []G, nkeys int, vals func(G) []any) {
	sort.SliceStable(groups, func(i, j int) bool {
		a, b := vals(groups[i]), vals(groups[j])
		for x := range nkeys {
			if c := orderValues(a[x], b[x]); c != 0 {
				return c < 0
			}
		}
		return false
	})
}

// orderValues is a total order for sorting: Compare where it applies,
// else by kind and then text, so output order is deterministic even for
// mixed values.
func orderValues(a, b any) int {
	if sa, ok := a.(string); ok {
		if sb, ok := b.(string); ok {
			// Months and weekdays named as groups are in calendar order.
			ka, ra := calendar.Order(sa)
			kb, rb := calendar.Order(sb)
			if ka != calendar.OrderNone && ka == kb && ra != rb {
				return ra - rb
			}
		}
	}
	if c, err := qa.Compare(a, b); err == nil {
		if c == 0 {
			// Compare folds case; keep distinct spellings in a fixed order.
			if sa, ok := a.(string); ok {
				if sb, ok := b.(string); ok {
					return strings.Compare(sa, sb)
				}
			}
		}
		return c
	}
	ka, kb := qa.KindOf(a), qa.KindOf(b)
	if ka != kb {
		return int(ka) - int(kb)
	}
	return strings.Compare(qa.Format(a), qa.Format(b))
}

// valueClass groups kinds whose values compare with each other.
func valueClass(k qa.Kind) int {
	switch k {
	case qa.KindNumber:
		return 1
	case qa.KindText:
		return 2
	case qa.KindBool:
		return 3
	case qa.KindDate, qa.KindDateTime:
		return 4
	case qa.KindClock:
		return 5
	}
	return 0
}

// numberOrText reads a number written as text as the number: they still
// count as numbers when ranked.
func numberOrText(v any) any {
	if s, isText := v.(string); isText {
		if f, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil && !math.IsNaN(f) {
			return f
		}
	}
	return v
}

type scored struct {
	it  *qa.Item
	v   any
	pos int
}

// comparable collects attr's values over in, keeps those of the most
// common comparable class (ignoring and noting the rest) and returns them.
func comparableValues(in []*qa.Item, attr string, st *Stats) []scored {
	vals := make([]scored, 0, len(in))
	counts := map[int]int{}
	for i, it := range in {
		v, ok := it.Get(attr)
		if !ok || v == nil {
			st.missing(attr)
			continue
		}
		v = numberOrText(v)
		vals = append(vals, scored{it: it, v: v, pos: i})
		counts[valueClass(qa.KindOf(v))]++
	}
	best, bestN := 0, -1
	for c := 1; c <= 5; c++ {
		if counts[c] > bestN {
			best, bestN = c, counts[c]
		}
	}
	kept := vals[:0]
	other := 0
	for _, s := range vals {
		if valueClass(qa.KindOf(s.v)) == best {
			kept = append(kept, s)
		} else {
			other++
		}
	}
	if other > 0 {
		st.note("%s had a %s that is not comparable with the others and were ignored", plural.Noun(other, "item"), attr)
	}
	return kept
}

// ranked sorts values best first (largest when max) and returns the first
// k plus any further values tied with the k-th.
func ranked(vals []scored, max bool, k int, st *Stats) []scored {
	if k <= 1 && len(vals) > 1 {
		if win, ok := best(vals, max); ok {
			return win
		}
	}
	return rankedSort(vals, max, k, st)
}

// rankedSort is ranked by a stable sort of every value.
func rankedSort(vals []scored, max bool, k int, st *Stats) []scored {
	var firstErr error
	sort.SliceStable(vals, func(i, j int) bool {
		c, err := qa.Compare(vals[i].v, vals[j].v)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			return vals[i].pos < vals[j].pos
		}
		if max {
			return c > 0
		}
		return c < 0
	})
	if firstErr != nil {
		st.fail(firstErr)
	}
	if k < 1 {
		k = 1
	}
	if len(vals) <= k {
		return vals
	}
	end := k
	for end < len(vals) && qa.Equal(vals[end].v, vals[k-1].v) {
		end++
	}
	return vals[:end]
}

// best is ranked for k = 1 in one pass instead of a sort (a million plays
// ranked for the last one): the first winner in order, then the values
// that compare equal to it, in order, as far as they are Equal, as the
// stable sort would put them. ok is false when two values do not compare
// (ranked then sorts, to fail as before).
func best(vals []scored, max bool) (win []scored, ok bool) {
	b := 0
	for i := 1; i < len(vals); i++ {
		c, err := qa.Compare(vals[i].v, vals[b].v)
		if err != nil {
			return nil, false
		}
		if (max && c > 0) || (!max && c < 0) {
			b = i
		}
	}
	win = []scored{vals[b]}
	for i := range vals {
		if i == b {
			continue
		}
		c, err := qa.Compare(vals[i].v, vals[b].v)
		if err != nil {
			return nil, false
		}
		if c == 0 {
			win = append(win, vals[i])
		}
	}
	// The stable sort keeps the equal values in input order.
	slices.SortStableFunc(win, func(x, y scored) int { return x.pos - y.pos })
	end := 1
	for end < len(win) && qa.Equal(win[end].v, win[0].v) {
		end++
	}
	return win[:end], true
}

// winnersAnswer is the answer of a ranking's winners themselves: the
// groups as a table, else the things ranked, a tie said.
func winnersAnswer(win, in []*qa.Item, arg string, tie bool) qa.Answer {
	var a qa.Answer
	if isGrouped(win) {
		a = itemsAnswer(win, []string{arg})
	} else {
		a = qa.RankedAnswer(win, in, arg)
	}
	if tie && a.Type != qa.AnswerTable {
		a.Text += " (tie)"
	}
	return a
}

func (r *run) argExtreme(ctx context.Context, n *tree.Node, in []*qa.Item) (*Output, error) {
	a := n.Args
	out := &Output{}
	vals, by := rankedBy(in, a.Arg, a.Val, &out.Stats)
	if by != a.Arg {
		if a.Val == a.Arg {
			a.Val = by
		}
		a.Arg = by
	}
	win := ranked(vals, n.Op == tree.ARGMAX, a.K, &out.Stats)
	out.Items = make([]*qa.Item, len(win))
	for i, s := range win {
		out.Items[i] = s.it
	}
	if len(win) == 0 {
		out.Answer = emptyRanking(in, vals, a.Arg)
		return out, nil
	}
	if a.K <= 1 && a.Val == "" && len(win) > 1 {
		// the winners that are one thing recurring say it once: "whose
		// birthday is next", a yearly entry kept once a year, is Julien's
		// birthday, not four of them tied
		win = sameSummaryOnce(win)
		out.Items = out.Items[:0]
		for _, s := range win {
			out.Items = append(out.Items, s.it)
		}
	}
	tie := a.K <= 1 && len(win) > 1
	if a.Val == "" {
		out.Answer = winnersAnswer(out.Items, in, a.Arg, tie)
		return out, nil
	}
	var vs []any
	var support []*qa.Item
	for _, it := range out.Items {
		v, ok := it.Get(a.Val)
		if !ok || v == nil {
			out.Stats.missing(a.Val)
			continue
		}
		vs = append(vs, v)
		support = append(support, it)
	}
	if a.Val == a.Arg && len(vs) > 1 {
		// "how many episodes did I watch in one day at most": the most
		// is one number however many days share it (3, not "3, 3, 3")
		vs = vs[:1]
	}
	if len(vs) > 1 {
		// the winners that share what is asked of them say it once:
		// "which day was I in my best mood", three happenings of one
		// day, is the day, not the day three times
		vs = distinctValues(vs)
	}
	switch len(vs) {
	case 0:
		// the winners themselves, said to lack what was asked of them:
		// "item B076FLP83G (no product recorded)" says more than nothing
		out.Answer = winnersAnswer(out.Items, in, a.Arg, tie)
		out.Answer.Text += fmt.Sprintf(" (no %s recorded)", strings.ReplaceAll(a.Val, "_", " "))
	case 1:
		out.Answer = qa.ValueAnswer(vs[0], a.Val, support)
		switch {
		case a.Val == a.Arg && len(support) == 1:
			// "what was my fastest run": the speed, and the run
			out.Answer.Text += " (" + qa.Dated(support[0]) + ")"
		case a.Val == a.Arg && isGrouped(support) && support[0].Summary() != "":
			// "which song did I play most and how often", two songs
			// played as often: the number, and the ones that share it
			names := make([]string, 0, 4)
			for _, it := range support[:min(len(support), 3)] {
				names = append(names, it.Summary())
			}
			if len(support) > 3 {
				names = append(names, fmt.Sprintf("and %d more", len(support)-3))
			}
			out.Answer.Text += " (" + strings.Join(names, "; ") + ") (tie)"
		case len(support) == 1 && isGrouped(support) && a.Arg == "duration_days" && support[0].Value("start_date") != nil:
			// "which was my longest trip": a stay made of days is
			// ranked by how many; the answer says how long and when
			// ("Lisbon (8 days, from 2025-07-12)")
			if v := support[0].Value(a.Arg); v != nil {
				u, c := qa.UnitOf(a.Arg)
				out.Answer.Text += fmt.Sprintf(" (%s, from %s)", qa.NewAnswer(v, u, c).Text, qa.Format(support[0].Value("start_date")))
			}
		case len(support) == 1 && (sharedValue(in, support[0], a.Val, vs[0]) || kindOnly(support[0], vs[0])):
			// "which workout burned the most calories": "running" names
			// every run; the date says which
			if d := support[0].Value("start_date"); d != nil {
				// and what it was ranked by: "running (on
				// 2015-08-29, 1390 kcal)"
				by := ""
				if v := support[0].Value(a.Arg); v != nil && a.Arg != "start_datetime" && a.Arg != "start_date" {
					u, c := qa.UnitOf(a.Arg)
					by = ", " + qa.NewAnswer(v, u, c).Text
				}
				if a.Val == "start_date" || a.Val == "start_datetime" {
					// "the coldest day": the day is the answer
					// already; only what it was ranked by is added
					// ("2025-09-09 (12)")
					if by != "" {
						out.Answer.Text += " (" + strings.TrimPrefix(by, ", ") + ")"
					}
				} else {
					out.Answer.Text += " (on " + qa.Format(d) + by + ")"
				}
			}
		}
	default:
		out.Answer = qa.ValueAnswer(vs, a.Val, support)
		if tie {
			out.Answer.Text += " (tie)"
		}
	}
	return out, nil
}

// sameSummaryOnce is win without the winners whose summary one before
// them has already said, in order.
func sameSummaryOnce(win []scored) []scored {
	seen := map[string]bool{}
	return slices.DeleteFunc(win, func(s scored) bool {
		k := s.it.Summary()
		if k == "" {
			return false
		}
		if seen[k] {
			return true
		}
		seen[k] = true
		return false
	})
}

// distinctValues is vs without the values equal to one before them, in
// order.
func distinctValues(vs []any) []any {
	out := vs[:0:0]
	for _, v := range vs {
		if !slices.ContainsFunc(out, func(o any) bool { return qa.Equal(o, v) }) {
			out = append(out, v)
		}
	}
	return out
}

// sharedValue reports whether another of the candidates has the
// winner's value of attr v: the value alone does not tell the winner.
// kindOnly reports whether v only repeats the kind of record win is (a
// workout whose type is "workout"): it names none of them, and the date
// and what it was ranked by must say which.
func kindOnly(win *qa.Item, v any) bool {
	s, ok := v.(string)
	return ok && len(win.Events) > 0 && strings.EqualFold(strings.TrimSpace(s), win.Events[0].Source)
}

func sharedValue(in []*qa.Item, win *qa.Item, attr string, v any) bool {
	for _, it := range in {
		if it == win || it.IsGroup() {
			continue
		}
		if w, ok := it.Get(attr); ok && qa.Equal(w, v) {
			return true
		}
	}
	return false
}

func (r *run) extreme(ctx context.Context, n *tree.Node, in []*qa.Item) (*Output, error) {
	out := &Output{}
	vals, attr := rankedBy(in, n.Args.Attr, "", &out.Stats)
	win := ranked(vals, n.Op == tree.MAX, 1, &out.Stats)
	if len(win) == 0 {
		out.Answer = emptyRanking(in, vals, attr)
		return out, nil
	}
	out.Items = make([]*qa.Item, len(win))
	for i, s := range win {
		out.Items[i] = s.it
	}
	out.Answer = qa.ValueAnswer(win[0].v, attr, out.Items)
	return out, nil
}

func (r *run) sumAvg(ctx context.Context, n *tree.Node, in []*qa.Item) (*Output, error) {
	out := &Output{}
	attr := n.Args.Attr
	total, support := sumValues(len(in), attr, func(i int) (any, bool) { return in[i].Get(attr) }, &out.Stats)
	count := len(support)
	for _, i := range support {
		out.Items = append(out.Items, in[i])
	}
	if _, class := qa.UnitOf(attr); class == qa.UnitMoney && len(out.Items) > 0 && qa.CurrencyOf(out.Items, attr) == "" {
		if cur := currencies(out.Items, attr); len(cur) > 1 {
			out.Stats.note("amounts are in several currencies (%s): they were added as they are", strings.Join(cur, ", "))
		}
	}
	out.Answer = sumAnswer(n.Op, total, count, len(in), attr, out.Items)
	return out, nil
}

// rankedBy returns the comparable values of in that a ranking by attr
// ranks, and the attribute they are of: attr, or the length in time
// (lengthInTime) where none of in records the distance attr is, said in
// stats ("my shortest swim", swims that record their minutes and no
// distance, is the shortest in time). A ranking that asks the duration
// of the one ranked ("how long was my farthest swim", val) ranks by no
// duration: what is asked would be what it was ranked by.
func rankedBy(in []*qa.Item, attr, val string, stats *Stats) ([]scored, string) {
	vals := comparableValues(in, attr, stats)
	if len(vals) > 0 || len(in) == 0 {
		return vals, attr
	}
	if u, c := qa.UnitOf(attr); in[0].IsGroup() && strings.HasPrefix(attr, "total_") && c == qa.UnitDuration && u != "" {
		// "who did I spend the most time with", of meetings none of
		// which says how long it lasted: the time together is not
		// known, how often is; ranked so, and said (it had answered
		// only that none recorded a duration)
		stats.note("none of the %s records %s%s%s", plural.Noun(len(in), "item"), strings.ReplaceAll(strings.TrimSuffix(attr, "_s"), "_", " "), rankedByNote, "how many times")
		for i, it := range in {
			vals = append(vals, scored{it: it, v: float64(len(it.Members)), pos: i})
		}
		return vals, attr
	}
	alt, ok := lengthInTime(in, attr)
	if !ok || val == alt {
		return vals, attr
	}
	stats.note("none of the %s records %s%s%s", plural.Noun(len(in), "item"), strings.ReplaceAll(attr, "_", " "), rankedByNote, strings.TrimSuffix(alt, "_s"))
	return comparableValues(in, alt, stats), alt
}

// rankedByNote joins, in a ranking's note, what none of its items
// recorded to what they were ranked by instead (rankFallback finds it).
const rankedByNote = ": ranked by "

// lengthInTime returns the duration a ranking by the distance attr falls
// back to when none of in records a distance but some record how long they
// took: what the plan extracted along with the distance, for a "longest"
// or "shortest" said of things whose length may be either.
func lengthInTime(in []*qa.Item, attr string) (string, bool) {
	if u, _ := qa.UnitOf(attr); u != "km" && u != "mi" && u != "m" {
		return "", false
	}
	const alt = "duration_s"
	for _, it := range in {
		if it.Has(alt) {
			return alt, true
		}
	}
	return "", false
}

// noneRecording is the empty answer over of items none of which records
// attr: nothing known, which is not nothing found.
func noneRecording(of int, attr string) qa.Answer {
	return qa.EmptyAnswer(fmt.Sprintf("%s found, none recording %s", plural.Noun(of, "item"), strings.ReplaceAll(strings.TrimSuffix(attr, "_s"), "_", " ")))
}

// emptyRanking is the answer of a ranking that found no winner among in:
// when none of them records attr (vals, the comparable values, is empty
// of items that were there) it says so ("3 items found, none recording
// max speed kmh" for "my top speed on a ride").
func emptyRanking(in []*qa.Item, vals []scored, attr string) qa.Answer {
	if len(in) > 0 && len(vals) == 0 {
		return noneRecording(len(in), attr)
	}
	return qa.EmptyAnswer("")
}

// sumAnswer is SUM's answer, the total, or AVG's, the total over count
// values (none: an empty answer); of is how many items were added up and
// items are the answer's support. Items none of which records the
// attribute total nothing known, not zero: "How long did it take me to
// read Project Hail Mary?" over a start and a finish told with no length
// answered "0 s".
func sumAnswer(op tree.Op, total *qa.Sum, count, of int, attr string, items []*qa.Item) qa.Answer {
	switch {
	case count == 0 && of > 0:
		return noneRecording(of, attr)
	case op == tree.SUM:
		return qa.ValueAnswer(total.Value(), attr, items)
	case count == 0:
		return qa.EmptyAnswer("")
	}
	return qa.ValueAnswer(total.Mean(count), attr, items)
}

// sumValues adds up attr over n items (value gives item i's) as SUM and
// AVG read numbers: numbers written as text count, items lacking the
// attribute are counted in st, and values that are not numbers are noted
// there. support are the items added, in order.
func sumValues(n int, attr string, value func(i int) (any, bool), st *Stats) (total *qa.Sum, support []int) {
	notNum := 0
	total = &qa.Sum{}
	support = make([]int, 0, n) // most items have a number
	for i := range n {
		v, ok := value(i)
		if !ok || v == nil {
			st.missing(attr)
			continue
		}
		f, isNum := qa.ToFloat(v)
		if !isNum {
			if s, isText := v.(string); isText {
				if x, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil {
					f, isNum = x, true
				}
			}
		}
		if !isNum || math.IsNaN(f) || math.IsInf(f, 0) {
			notNum++
			continue
		}
		total.Add(f)
		support = append(support, i)
	}
	if notNum > 0 {
		st.note("%s had a %s that is not a number and were ignored", plural.Noun(notNum, "item"), attr)
	}
	return total, support
}

func currencies(items []*qa.Item, attr string) []string {
	seen := map[string]bool{}
	var out []string
	for _, it := range items {
		v, ok := it.Get(qa.CurrencyAttr(attr))
		if !ok {
			v, ok = it.Get("currency")
		}
		if s, isText := v.(string); ok && isText && s != "" && !seen[strings.ToUpper(s)] {
			seen[strings.ToUpper(s)] = true
			out = append(out, strings.ToUpper(s))
		}
	}
	sort.Strings(out)
	return out
}
