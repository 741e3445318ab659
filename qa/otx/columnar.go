package otx

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"reqap/index/columns"
	"reqap/ingest"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/tree"
)

// Questions over a whole large source (a lifetime of plays) run on its
// column table: RETRIEVE yields the table's rows, and EXTRACT, FILTER,
// MAP, UNNEST and GROUP_BY work on rows and columns of values, so no Go
// object is made per event. Items are made ("materialised") only where an
// operator has no column form, for the winners of ARGMAX and ARGMIN, and
// when a node's items are looked at (NodeResult.ItemList): each is the
// item the operators would have made, so answers and evidence are the
// same either way. Nodes under refs, and sources smaller than
// Engine.ColumnMin, always run on items.

// DefaultColumnMin is the table size from which a RETRIEVE runs on columns.
const DefaultColumnMin = 50_000

// ColumnRetriever is a Retriever that can answer a query with a column
// table when Retrieve would return exactly one item per row of it, in row
// order, and the table has at least minRows rows; ok is false otherwise.
// notes are what RetrieveExplained would say.
type ColumnRetriever interface {
	RetrieveColumns(ctx context.Context, req RetrieveRequest, minRows int) (t *columns.Table, notes []string, ok bool, err error)
}

// ColumnExtractor is an Extractor that says how it reads an attribute
// from a field once its sample has frozen the choice (see
// extract.Extractor.FrozenField).
type ColumnExtractor interface {
	Extractor
	FrozenField(source string, spec qa.AttrSpec) (key string, value func(v ingest.Value, loc *time.Location) ([]qa.Attr, bool), frozen, decided bool)
}

// absent marks an item without a value of a frame column.
type absentT struct{}

var absent any = absentT{}

// fcol is an attribute of every item of a frame.
type fcol struct {
	name  string
	layer int // attributes of one layer were added together (WithAttrs)
	vals  []any
}

// frame is a node's result on columns: rows of a table, each with the
// attributes operators added, or groups of such rows.
type frame struct {
	t    *columns.Table
	rows []int32 // per item; nil for the groups of a grouped frame
	cols []fcol
	// A grouped frame: keys, and per group its key values and the indexes
	// of its members in base.
	keys    []string
	gvals   [][]any
	members [][]int32
	base    *frame

	once  sync.Once
	items []*qa.Item
	err   error
}

func (f *frame) grouped() bool { return f.base != nil }

func (f *frame) len() int {
	if f.grouped() {
		return len(f.members)
	}
	return len(f.rows)
}

func (f *frame) nextLayer() int {
	if len(f.cols) == 0 {
		return 0
	}
	return f.cols[len(f.cols)-1].layer + 1
}

// derive is f with the same items and one more layer of columns.
func (f *frame) derive(cols ...fcol) *frame {
	g := &frame{t: f.t, rows: f.rows, keys: f.keys, gvals: f.gvals, members: f.members, base: f.base}
	g.cols = append(append([]fcol(nil), f.cols...), cols...)
	return g
}

// col finds the newest column called name.
func (f *frame) col(name string) *fcol {
	for i := len(f.cols) - 1; i >= 0; i-- {
		if f.cols[i].name == name {
			return &f.cols[i]
		}
	}
	return nil
}

// getter returns item i's attribute lookup, as the item's Get would answer.
func (f *frame) getter() func(i int) func(string) (any, bool) {
	return func(i int) func(string) (any, bool) {
		var tm *ingest.Event
		return func(name string) (any, bool) {
			if c := f.col(name); c != nil && c.vals[i] != absent {
				return c.vals[i], true
			}
			if f.grouped() {
				for k, key := range f.keys {
					if key == name {
						return f.gvals[i][k], true
					}
				}
				return nil, false
			}
			if !qa.IsBuiltinAttr(name) {
				return nil, false
			}
			if tm == nil {
				row := int(f.rows[i])
				tm = &ingest.Event{Source: f.t.Source(), Start: f.t.Start(row), End: f.t.End(row), AllDay: f.t.AllDay(row)}
			}
			return qa.EventAttr(tm, name)
		}
	}
}

// materialize makes every item of the frame (once).
func (f *frame) materialize(ctx context.Context) ([]*qa.Item, error) {
	f.once.Do(func() {
		idx := make([]int, f.len())
		for i := range idx {
			idx[i] = i
		}
		f.items, f.err = f.itemsAt(ctx, idx, map[int32]*ingest.Event{})
	})
	return f.items, f.err
}

// itemsAt makes the items at idx; events are shared through evs.
func (f *frame) itemsAt(ctx context.Context, idx []int, evs map[int32]*ingest.Event) ([]*qa.Item, error) {
	out := make([]*qa.Item, len(idx))
	for n, i := range idx {
		if n%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		var it *qa.Item
		if f.grouped() {
			ms := make([]int, len(f.members[i]))
			for k, m := range f.members[i] {
				ms[k] = int(m)
			}
			members, err := f.base.itemsAt(ctx, ms, evs)
			if err != nil {
				return nil, err
			}
			it = qa.NewGroup(f.keys, f.gvals[i], members)
		} else {
			row := f.rows[i]
			ev := evs[row]
			if ev == nil {
				var err error
				if ev, err = f.t.Event(int(row)); err != nil {
					return nil, err
				}
				evs[row] = ev
			}
			it = qa.ItemFromEvents(ev)
		}
		var layer []qa.Attr
		for c := range f.cols {
			col := &f.cols[c]
			if v := col.vals[i]; v != absent {
				layer = append(layer, qa.Attr{Name: col.name, Value: v})
			}
			if c == len(f.cols)-1 || f.cols[c+1].layer != col.layer {
				if len(layer) > 0 {
					it = it.WithAttrs(layer...)
				}
				layer = nil
			}
		}
		out[n] = it
	}
	return out, nil
}

// frameAnswer is what a node on columns shows: how many items or groups
// it holds (its items are made when looked at).
func frameAnswer(f *frame) qa.Answer {
	if f.len() == 0 {
		return qa.EmptyAnswer("")
	}
	what := "item"
	if f.grouped() {
		what = "group"
	}
	return qa.Answer{Type: qa.AnswerItems, Text: plural.Noun(f.len(), what)}
}

// columnar reports whether n may run on columns: not under a ref (refs
// read answers' values) and not the root (the root's answer is the
// question's).
func (r *run) columnar(n *tree.Node) bool {
	return r.colOK != nil && r.colOK[n]
}

// colOp runs n on columns when it and its input allow; ok is false when
// it must run on items.
func (r *run) colOp(ctx context.Context, n *tree.Node, res *NodeResult) (out *Output, f *frame, ok bool, err error) {
	if n.Op == tree.RETRIEVE {
		if !r.columnar(n) {
			return nil, nil, false, nil
		}
		return r.colRetrieve(ctx, n)
	}
	if len(res.Inputs) != 1 || len(n.Refs) > 0 {
		return nil, nil, false, nil
	}
	in := res.Inputs[0].frame
	if in == nil {
		return nil, nil, false, nil
	}
	switch n.Op {
	case tree.ARGMAX, tree.ARGMIN:
		out, ok, err = r.colArgExtreme(ctx, n, in)
		return out, nil, ok, err
	}
	if !r.columnar(n) {
		return nil, nil, false, nil
	}
	switch n.Op {
	case tree.EXTRACT:
		return r.colExtract(ctx, n, in)
	case tree.FILTER:
		return r.colFilter(ctx, n, in)
	case tree.MAP:
		return r.colMap(ctx, n, in)
	case tree.UNNEST:
		return r.colUnnest(ctx, n, in)
	case tree.GROUP_BY:
		return r.colGroupBy(ctx, n, in)
	}
	return nil, nil, false, nil
}

func (r *run) colRetrieve(ctx context.Context, n *tree.Node) (*Output, *frame, bool, error) {
	cr, ok := r.e.Retriever.(ColumnRetriever)
	if !ok || r.e.ColumnMin < 0 {
		return nil, nil, false, nil
	}
	req := RetrieveRequest{Query: n.Args.Query, Sources: n.Args.Sources, Question: n.Question, Now: r.now}
	t, notes, ok, err := cr.RetrieveColumns(ctx, req, r.e.columnMin())
	if err != nil || !ok {
		return nil, nil, false, err
	}
	f := &frame{t: t, rows: make([]int32, t.Len())}
	for i := range f.rows {
		f.rows[i] = int32(i)
	}
	return &Output{Answer: frameAnswer(f), Stats: Stats{Notes: notes}}, f, true, nil
}

func (r *run) colExtract(ctx context.Context, n *tree.Node, in *frame) (*Output, *frame, bool, error) {
	ce, ok := r.e.Extractor.(ColumnExtractor)
	if !ok || in.grouped() || in.len() == 0 {
		return nil, nil, false, nil
	}
	specs := make([]qa.AttrSpec, len(n.Args.Attrs))
	for i, a := range n.Args.Attrs {
		specs[i].Name = a
		if i < len(n.Args.Types) {
			specs[i].Type = qa.AttrType(n.Args.Types[i])
		}
		if qa.IsBuiltinAttr(a) || in.col(a) != nil || in.col(qa.CurrencyAttr(a)) != nil {
			return nil, nil, false, nil // the items have it already: Extract converts what they hold
		}
	}
	src := in.t.Source()
	layer := in.nextLayer()
	names := map[string]int{}
	var cols []fcol
	colOf := func(name string) *fcol {
		if k, ok := names[name]; ok {
			return &cols[k]
		}
		vals := make([]any, in.len())
		for i := range vals {
			vals[i] = absent
		}
		names[name] = len(cols)
		cols = append(cols, fcol{name: name, layer: layer, vals: vals})
		return &cols[len(cols)-1]
	}
	set := func(i int, attrs []qa.Attr) {
		for _, a := range attrs {
			colOf(a.Name).vals[i] = a.Value
		}
	}
	// extractOne runs Extract on item i as the item path would.
	evs := map[int32]*ingest.Event{}
	extractOne := func(i int, spec qa.AttrSpec) error {
		its, err := in.itemsAt(ctx, []int{i}, evs)
		if err != nil {
			return err
		}
		got, err := r.e.Extractor.Extract(ctx, its, []qa.AttrSpec{spec})
		if err != nil {
			return fmt.Errorf("extracting %s: %w", spec.Name, err)
		}
		if len(got) != 1 || got[0] == nil {
			return nil
		}
		for _, name := range []string{spec.Name, qa.CurrencyAttr(spec.Name)} {
			if v, ok := got[0].Get(name); ok {
				set(i, []qa.Attr{{Name: name, Value: v}})
			}
		}
		return nil
	}
	for _, spec := range specs {
		colOf(spec.Name)
		// The first items decide, one at a time, as Extract would, until
		// the choice for the source is frozen.
		i := 0
		var key string
		var value func(ingest.Value, *time.Location) ([]qa.Attr, bool)
		for ; i < in.len(); i++ {
			k, v, frozen, decided := ce.FrozenField(src, spec)
			if frozen {
				key, value = k, v
				break
			}
			if decided {
				return nil, nil, false, nil // items disagree: each decides on its own
			}
			if err := extractOne(i, spec); err != nil {
				return nil, nil, false, err
			}
		}
		if value == nil {
			continue
		}
		col := in.t.Column(key)
		type cached struct {
			attrs []qa.Attr
			ok    bool
		}
		memo := map[[2]uint32]cached{}
		for ; i < in.len(); i++ {
			if i%checkEvery == checkEvery-1 {
				if err := ctx.Err(); err != nil {
					return nil, nil, false, err
				}
			}
			row := int(in.rows[i])
			var code uint32
			if col != nil {
				code = col.Code(row)
			}
			if code != 0 {
				loc := in.t.Start(row).Location()
				k := [2]uint32{code, uint32(zoneIndex(loc))}
				c, seen := memo[k]
				if !seen {
					v, _ := col.Value(row)
					c.attrs, c.ok = value(v, loc)
					memo[k] = c
				}
				if c.ok {
					set(i, c.attrs)
					continue
				}
			}
			if err := extractOne(i, spec); err != nil {
				return nil, nil, false, err
			}
		}
	}
	out := in.derive(cols...)
	st := Stats{}
	wrong := map[string]int{}
	get := out.getter()
	for i := 0; i < out.len(); i++ {
		g := get(i)
		for _, s := range specs {
			v, ok := g(s.Name)
			if !ok || v == nil {
				st.missing(s.Name)
			} else if !s.Type.Fits(v) {
				wrong[s.Name]++
			}
		}
	}
	for _, s := range specs {
		if wrong[s.Name] > 0 {
			st.note("%s had a %s that is not of type %s", plural.Noun(wrong[s.Name], "item"), s.Name, s.Type)
		}
	}
	return &Output{Answer: frameAnswer(out), Stats: st}, out, true, nil
}

// zoneIndex tells locations apart for the value memo: conversions of times
// depend on the zone.
var zoneIdx sync.Map

func zoneIndex(loc *time.Location) int {
	if v, ok := zoneIdx.Load(loc); ok {
		return v.(int)
	}
	n := 0
	zoneIdx.Range(func(any, any) bool { n++; return true })
	v, _ := zoneIdx.LoadOrStore(loc, n+1)
	return v.(int)
}

func (r *run) colFilter(ctx context.Context, n *tree.Node, in *frame) (*Output, *frame, bool, error) {
	if in.grouped() {
		return nil, nil, false, nil
	}
	keep := make([]bool, in.len())
	get := in.getter()
	st, err := r.forEach(ctx, in.len(), func() (*expr.Program, error) {
		return r.compiled(ctx, n, "condition", nil)
	}, func(p *expr.Program, i int, st *Stats) error {
		ok, err := p.BoolAttrs(get(i))
		if err != nil {
			return record(st, err)
		}
		keep[i] = ok
		return nil
	})
	if err != nil {
		return nil, nil, false, err
	}
	out := &frame{t: in.t}
	var idx []int
	for i, k := range keep {
		if k {
			idx = append(idx, i)
			out.rows = append(out.rows, in.rows[i])
		}
	}
	for _, c := range in.cols {
		vals := make([]any, len(idx))
		for k, i := range idx {
			vals[k] = c.vals[i]
		}
		out.cols = append(out.cols, fcol{name: c.name, layer: c.layer, vals: vals})
	}
	return &Output{Answer: frameAnswer(out), Stats: st}, out, true, nil
}

func (r *run) colMap(ctx context.Context, n *tree.Node, in *frame) (*Output, *frame, bool, error) {
	as := n.Args.As
	if as == "" {
		as = tree.DefaultMapAs
	}
	vals := make([]any, in.len())
	if in.grouped() {
		// Groups on columns answer only their size.
		if strings.Join(strings.Fields(n.Args.Fn), "") != "len(group)" {
			return nil, nil, false, nil
		}
		for i, m := range in.members {
			vals[i] = normalize(len(m))
		}
		return &Output{Answer: frameAnswer(in)}, in.derive(fcol{name: as, layer: in.nextLayer(), vals: vals}), true, nil
	}
	get := in.getter()
	st, err := r.forEach(ctx, in.len(), func() (*expr.Program, error) {
		return r.compiled(ctx, n, "fn", nil)
	}, func(p *expr.Program, i int, st *Stats) error {
		vals[i] = absent
		v, err := p.EvalAttrs(get(i))
		if err != nil {
			return record(st, err)
		}
		if v = normalize(v); v != nil {
			vals[i] = v
		}
		return nil
	})
	if err != nil {
		return nil, nil, false, err
	}
	out := in.derive(fcol{name: as, layer: in.nextLayer(), vals: vals})
	return &Output{Answer: frameAnswer(out), Stats: st}, out, true, nil
}

func (r *run) colUnnest(ctx context.Context, n *tree.Node, in *frame) (*Output, *frame, bool, error) {
	if in.grouped() {
		return nil, nil, false, nil
	}
	attr, as := n.Args.Attr, n.Args.As
	if as == "" {
		as = attr
	}
	st := Stats{}
	empty := 0
	var src []int
	var vals []any
	get := in.getter()
	for i := 0; i < in.len(); i++ {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, nil, false, err
			}
		}
		v, ok := get(i)(attr)
		if !ok || v == nil {
			st.missing(attr)
			continue
		}
		if l, isText := v.([]string); isText {
			if len(l) == 0 {
				empty++
			}
			for _, e := range l {
				src = append(src, i)
				vals = append(vals, e)
			}
			continue
		}
		l, isList := qa.ToList(v)
		if !isList {
			src = append(src, i)
			vals = append(vals, v)
			continue
		}
		if len(l) == 0 {
			empty++
		}
		for _, e := range l {
			src = append(src, i)
			vals = append(vals, normalize(e))
		}
	}
	if empty > 0 {
		st.note("%s had an empty list in %s", plural.Noun(empty, "item"), attr)
	}
	out := &frame{t: in.t, rows: make([]int32, len(src))}
	for k, i := range src {
		out.rows[k] = in.rows[i]
	}
	for _, c := range in.cols {
		cv := make([]any, len(src))
		for k, i := range src {
			cv[k] = c.vals[i]
		}
		out.cols = append(out.cols, fcol{name: c.name, layer: c.layer, vals: cv})
	}
	out.cols = append(out.cols, fcol{name: as, layer: in.nextLayer(), vals: vals})
	return &Output{Answer: frameAnswer(out), Stats: st}, out, true, nil
}

func (r *run) colGroupBy(ctx context.Context, n *tree.Node, in *frame) (*Output, *frame, bool, error) {
	keys := n.Args.Keys
	if in.grouped() || len(keys) > maxKeys {
		return nil, nil, false, nil
	}
	type group struct {
		vals    []any
		members []int32
	}
	index := map[[maxKeys]any]*group{}
	var groups []*group
	st := Stats{}
	get := in.getter()
	for i := 0; i < in.len(); i++ {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, nil, false, err
			}
		}
		g := get(i)
		var k, vals [maxKeys]any
		ok := true
		for j, name := range keys {
			v, has := g(name)
			if !has || v == nil {
				st.missing(name)
				ok = false
				break
			}
			vals[j] = v
			k[j] = groupKey(v)
		}
		if !ok {
			continue
		}
		grp := index[k]
		if grp == nil {
			grp = &group{vals: append([]any(nil), vals[:len(keys)]...)}
			index[k] = grp
			groups = append(groups, grp)
		}
		grp.members = append(grp.members, int32(i))
	}
	sortGroups(groups, len(keys), func(g *group) []any { return g.vals })
	out := &frame{t: in.t, keys: keys, base: in}
	for _, g := range groups {
		out.gvals = append(out.gvals, g.vals)
		out.members = append(out.members, g.members)
	}
	return &Output{Answer: frameAnswer(out), Stats: st}, out, true, nil
}

// colArgExtreme finds the items that can win (those whose value equals
// the extreme), makes only them, and lets ARGMAX or ARGMIN decide among
// them: the same winners, ties and answer as over every item.
func (r *run) colArgExtreme(ctx context.Context, n *tree.Node, in *frame) (*Output, bool, error) {
	if n.Args.K > 1 {
		return nil, false, nil
	}
	get := in.getter()
	max := n.Op == tree.ARGMAX
	var bestV any
	var cand []int
	class := -1
	for i := 0; i < in.len(); i++ {
		v, ok := get(i)(n.Args.Arg)
		if !ok || v == nil {
			continue
		}
		v = numberOrText(v)
		c := valueClass(qa.KindOf(v))
		if class >= 0 && c != class {
			return nil, false, nil // mixed kinds: the item path notes which were ignored
		}
		class = c
		if bestV == nil {
			bestV, cand = v, []int{i}
			continue
		}
		cmp, err := qa.Compare(v, bestV)
		if err != nil {
			return nil, false, nil
		}
		switch {
		case max && cmp > 0 || !max && cmp < 0:
			bestV, cand = v, []int{i}
		case cmp == 0:
			cand = append(cand, i)
		}
	}
	items, err := in.itemsAt(ctx, cand, map[int32]*ingest.Event{})
	if err != nil {
		return nil, false, err
	}
	out, err := r.argExtreme(ctx, n, items)
	if err != nil {
		return nil, false, err
	}
	// Items without the value were never made: count them as ARGMAX would.
	if missing := in.len() - countWith(in, n.Args.Arg); missing > 0 {
		if out.Stats.Missing == nil {
			out.Stats.Missing = map[string]int{}
		}
		out.Stats.Missing[n.Args.Arg] = missing
	}
	return out, true, nil
}

func countWith(f *frame, attr string) int {
	get := f.getter()
	n := 0
	for i := 0; i < f.len(); i++ {
		if v, ok := get(i)(attr); ok && v != nil {
			n++
		}
	}
	return n
}
