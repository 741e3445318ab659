package otx

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	exprast "github.com/expr-lang/expr/ast"

	"reqap/index/columns"
	"reqap/ingest"
	"reqap/lang/money"
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

// denseZones is how many of a table's zones EXTRACT keeps its conversions
// for in slices by code (beyond them, in a map).
const denseZones = 8

// maxHead is how many first items of a column EXTRACT keeps the codes of
// in a short list until it knows whether the column needs a code per item.
const maxHead = 4096

// DefaultColumnMin is the table size from which a RETRIEVE runs on columns.
// Columns are no slower than items from a thousand rows and several times
// faster from a few thousand (BenchmarkColumnsSmall; on a library of
// 45,000 events, its 37,000 plays answer five times faster): below it, a
// source is too small for the way it runs to matter.
const DefaultColumnMin = 1_000

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
	FrozenField(source string, spec qa.AttrSpec) (key string, value func(v ingest.Value, loc *time.Location) ([]qa.Attr, bool), scale float64, frozen, decided bool)
}

// absent marks an item without a value of a frame column.
type absentT struct{}

var absent any = absentT{}

// fcol is an attribute of every item of a frame: a value per item, or a
// code per item into a dictionary of the values (-1: absent), which is
// how a field read from a table's column stays (a million plays name a
// few hundred artists).
type fcol struct {
	name  string
	layer int // attributes of one layer were added together (WithAttrs)
	vals  []any
	codes []int32
	via   *viaCodes // the codes, when read through a table column
	dict  []any
	nums  []float64 // numbers every item has, boxed when read
}

// viaCodes are the codes of an EXTRACT over every row of a table, which
// converts each value of a column once per zone: item i's code is
// byZone[row i's zone][row i's code in col], but for the first items
// (head), which Extract decided one by one. No list of a million codes is
// made.
type viaCodes struct {
	t      *columns.Table
	col    *columns.Column
	head   []int32
	byZone [][]int32
}

// coded reports whether c holds codes into dict.
func (c *fcol) coded() bool { return c.codes != nil || c.via != nil }

// code is item i's code in a coded column (-1: absent).
func (c *fcol) code(i int) int32 {
	if v := c.via; v != nil {
		if i < len(v.head) {
			return v.head[i]
		}
		return v.byZone[v.t.StartZone(i)][v.col.Code(i)]
	}
	return c.codes[i]
}

// at is item i's value (absent when it has none).
func (c *fcol) at(i int) any {
	if c.nums != nil {
		return c.nums[i]
	}
	if !c.coded() {
		return c.vals[i]
	}
	if k := c.code(i); k >= 0 {
		return c.dict[k]
	}
	return absent
}

// gather is c for the items at idx of its frame.
func (c *fcol) gather(n int, idx func(k int) int) fcol {
	out := fcol{name: c.name, layer: c.layer, dict: c.dict}
	if c.nums != nil {
		out.nums = make([]float64, n)
		for k := range n {
			out.nums[k] = c.nums[idx(k)]
		}
		return out
	}
	if c.coded() {
		out.codes = make([]int32, n)
		for k := range n {
			out.codes[k] = c.code(idx(k))
		}
		return out
	}
	out.vals = make([]any, n)
	for k := range n {
		out.vals[k] = c.vals[idx(k)]
	}
	return out
}

// frame is a node's result on columns: rows of a table, each with the
// attributes operators added, or groups of such rows.
type frame struct {
	t    *columns.Table
	rows []int32 // per item; nil for the groups of a grouped frame and when whole
	// whole: the items are every row of t in order (a RETRIEVE's), so
	// item i is row i and no list of a million rows is made.
	whole bool
	cols  []fcol
	// A grouped frame: keys, and per group its key values and the indexes
	// of its members in base.
	keys    []string
	gvals   [][]any
	members *groupMembers
	base    *frame

	once  sync.Once
	items []*qa.Item
	err   error
}

func (f *frame) grouped() bool { return f.base != nil }

func (f *frame) len() int {
	if f.grouped() {
		return f.members.len()
	}
	if f.whole {
		return f.t.Len()
	}
	return len(f.rows)
}

// row is the table row of item i of a frame that is not grouped.
func (f *frame) row(i int) int {
	if f.whole {
		return i
	}
	return int(f.rows[i])
}

func (f *frame) nextLayer() int {
	if len(f.cols) == 0 {
		return 0
	}
	return f.cols[len(f.cols)-1].layer + 1
}

// derive is f with the same items and one more layer of columns.
func (f *frame) derive(cols ...fcol) *frame {
	g := &frame{t: f.t, rows: f.rows, whole: f.whole, keys: f.keys, gvals: f.gvals, members: f.members, base: f.base}
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

// value returns item i's attribute name, as the item's Get would.
func (f *frame) value(i int, name string) (any, bool) {
	if c := f.col(name); c != nil {
		if v := c.at(i); v != absent {
			return v, true
		}
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
	row := f.row(i)
	switch name {
	case qa.AttrStartDate: // an item's span starts at its event's start
		return qa.DateOf(f.t.Start(row)), true
	case qa.AttrStartTime:
		if f.t.AllDay(row) {
			return nil, false // as an item of an all-day event (qa.ItemFromEvents)
		}
		return qa.ClockOf(f.t.Start(row)), true
	case qa.AttrStartDateTime:
		return f.t.Start(row), true
	case qa.AttrSource:
		return f.t.Source(), true
	}
	ev := ingest.Event{Source: f.t.Source(), Start: f.t.Start(row), End: f.t.End(row), AllDay: f.t.AllDay(row)}
	return qa.EventAttr(&ev, name)
}

// getter returns item i's attribute lookup, for expressions.
func (f *frame) getter() func(i int) func(string) (any, bool) {
	return func(i int) func(string) (any, bool) {
		return func(name string) (any, bool) { return f.value(i, name) }
	}
}

// materialize makes every item of the frame (once).
func (f *frame) materialize(ctx context.Context) ([]*qa.Item, error) {
	f.once.Do(func() {
		f.items, f.err = f.itemsAt(ctx, allIndexes(f.len()), map[int32]*ingest.Event{})
	})
	return f.items, f.err
}

// itemsAt makes the items at idx; events are shared through evs.
func (f *frame) itemsAt(ctx context.Context, idx []int, evs map[int32]*ingest.Event) ([]*qa.Item, error) {
	return f.make(ctx, idx, evs, false)
}

// lightItems makes the items at idx with events that hold only their
// source and times: what conditions read, without decoding the events.
func (f *frame) lightItems(ctx context.Context, idx []int) ([]*qa.Item, error) {
	return f.make(ctx, idx, map[int32]*ingest.Event{}, true)
}

func (f *frame) make(ctx context.Context, idx []int, evs map[int32]*ingest.Event, light bool) ([]*qa.Item, error) {
	out := make([]*qa.Item, len(idx))
	var lists [][]int32 // the members of the groups at idx
	if f.grouped() {
		lists = f.members.at(idx)
	}
	for n, i := range idx {
		if n%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		var it *qa.Item
		if f.grouped() {
			ms := make([]int, len(lists[n]))
			for k, m := range lists[n] {
				ms[k] = int(m)
			}
			members, err := f.base.make(ctx, ms, evs, light)
			if err != nil {
				return nil, err
			}
			it = qa.NewGroup(f.keys, f.gvals[i], members)
		} else {
			row := int32(f.row(i))
			ev := evs[row]
			switch {
			case ev != nil:
			case light:
				ev = &ingest.Event{Source: f.t.Source(), Start: f.t.Start(int(row)), End: f.t.End(int(row)), AllDay: f.t.AllDay(int(row))}
				evs[row] = ev
			default:
				var err error
				if ev, err = f.t.SharedEvent(int(row)); err != nil {
					return nil, err
				}
				evs[row] = ev
			}
			it = qa.ItemFromEvents(ev)
		}
		var layer []qa.Attr
		for c := range f.cols {
			col := &f.cols[c]
			if v := col.at(i); v != absent {
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

// colOp runs n on columns when it and its input allow (out.frame holds
// its result on columns, if any); ok is false when it must run on items.
func (r *run) colOp(ctx context.Context, n *tree.Node, res *NodeResult) (out *Output, ok bool, err error) {
	if n.Op == tree.RETRIEVE {
		if !r.columnar(n) {
			return nil, false, nil
		}
		return r.colRetrieve(ctx, n)
	}
	if n.Op == tree.JOIN {
		out, ok, err = r.colJoin(ctx, n, res)
		return out, ok, err
	}
	if len(res.Inputs) != 1 {
		return nil, false, nil
	}
	refs := refValues(res)
	in := res.Inputs[0].frame
	if in == nil {
		return nil, false, nil
	}
	switch n.Op {
	case tree.ARGMAX, tree.ARGMIN:
		if refs != nil {
			return nil, false, nil
		}
		out, ok, err = r.colArgExtreme(ctx, n, in)
		return out, ok, err
	case tree.APPLY:
		if refs != nil {
			return nil, false, nil
		}
		out, ok = r.colCount(n, in)
		return out, ok, nil
	case tree.SUM, tree.AVG:
		if refs != nil {
			return nil, false, nil
		}
		out, ok, err = r.colSumAvg(ctx, n, in)
		return out, ok, err
	}
	if !r.columnar(n) {
		return nil, false, nil
	}
	switch n.Op {
	case tree.FILTER:
		return r.colFilter(ctx, n, in, refs)
	case tree.MAP:
		return r.colMap(ctx, n, in, refs)
	}
	if refs != nil {
		return nil, false, nil
	}
	switch n.Op {
	case tree.EXTRACT:
		return r.colExtract(ctx, n, in)
	case tree.UNNEST:
		return r.colUnnest(ctx, n, in)
	case tree.GROUP_BY:
		return r.colGroupBy(ctx, n, in)
	}
	return nil, false, nil
}

func (r *run) colRetrieve(ctx context.Context, n *tree.Node) (*Output, bool, error) {
	cr, ok := r.e.Retriever.(ColumnRetriever)
	if !ok || r.e.ColumnMin < 0 {
		return nil, false, nil
	}
	req := RetrieveRequest{Query: n.Args.Query, Sources: n.Args.Sources, Question: n.Question, Now: r.now}
	t, notes, ok, err := cr.RetrieveColumns(ctx, req, r.e.columnMin())
	if err != nil || !ok {
		return nil, false, err
	}
	f := &frame{t: t, whole: true}
	return &Output{Answer: frameAnswer(f), Stats: Stats{Notes: notes}, frame: f}, true, nil
}

func (r *run) colExtract(ctx context.Context, n *tree.Node, in *frame) (*Output, bool, error) {
	ce, ok := r.e.Extractor.(ColumnExtractor)
	if !ok || in.grouped() || in.len() == 0 {
		return nil, false, nil
	}
	specs := attrSpecs(n)
	for _, a := range n.Args.Attrs {
		if qa.IsBuiltinAttr(a) || in.col(a) != nil || in.col(qa.CurrencyAttr(a)) != nil {
			return nil, false, nil // the items have it already: Extract converts what they hold
		}
	}
	src := in.t.Source()
	inside, outside, err := r.windowOf(ctx, n, in)
	if err != nil {
		return nil, false, err
	}
	// skip says item i need not be extracted for spec: it is outside the
	// window and its spec's sample is complete.
	sampled := map[string]bool{} // a sample once complete stays so
	skip := func(i int, spec qa.AttrSpec) bool {
		if inside == nil || inside[i] {
			return false
		}
		if !sampled[spec.Name] {
			sampled[spec.Name] = r.sampled([]string{src}, []qa.AttrSpec{spec})
		}
		return sampled[spec.Name]
	}
	layer := in.nextLayer()
	names := map[string]int{}
	var cols []fcol
	// Attribute columns are coded: a value is added to the dictionary
	// once per distinct conversion (dictOf) or per item (set).
	colOf := func(name string) *fcol {
		if k, ok := names[name]; ok {
			return &cols[k]
		}
		names[name] = len(cols)
		cols = append(cols, fcol{name: name, layer: layer})
		return &cols[len(cols)-1]
	}
	// codesAt is column k's codes, made (all absent but its head) when
	// first needed: a column read through its table column needs none.
	// heads are the codes of the first items until then (those Extract
	// decides one by one).
	heads := map[int][]int32{}
	codesAt := func(k int) []int32 {
		if cols[k].codes == nil {
			codes := make([]int32, in.len())
			for i := range codes {
				codes[i] = -1
			}
			copy(codes, heads[k])
			delete(heads, k)
			cols[k].codes = codes
		}
		return cols[k].codes
	}
	// codeAt is item i's code in column k so far.
	codeAt := func(k, i int) int32 {
		if cols[k].codes != nil {
			return cols[k].codes[i]
		}
		if i < len(heads[k]) {
			return heads[k][i]
		}
		return -1
	}
	dictOf := func(name string, v any) int32 {
		c := colOf(name)
		c.dict = append(c.dict, v)
		return int32(len(c.dict) - 1)
	}
	set := func(i int, attrs []qa.Attr) {
		for _, a := range attrs {
			code, k := dictOf(a.Name, a.Value), names[a.Name]
			if cols[k].codes == nil && i < maxHead {
				h := heads[k]
				for len(h) <= i {
					h = append(h, -1)
				}
				h[i], heads[k] = code, h
				continue
			}
			codesAt(k)[i] = code
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
		var scale float64
		for ; i < in.len(); i++ {
			if skip(i, spec) {
				// Asked first: an attribute never sampled (people) is
				// never frozen, and one whose sample is complete is
				// frozen or not at the next item inside the window
				// as here.
				continue
			}
			k, v, sc, frozen, decided := ce.FrozenField(src, spec)
			if frozen {
				key, value, scale = k, v, sc
				break
			}
			if decided {
				return nil, false, nil // items disagree: each decides on its own
			}
			if err := extractOne(i, spec); err != nil {
				return nil, false, err
			}
		}
		if value == nil {
			continue
		}
		if spec.Type == qa.TypeMoney {
			// The currency of an amount is a field of its own in most
			// exports (Amazon's "Currency"): read as the item path reads
			// it, so "how much did I spend" says in what.
			for _, ck := range qa.CurrencyKeys(key) {
				if cc := in.t.Column(ck); cc != nil && !cc.Numeric() {
					colOf(qa.CurrencyAttr(spec.Name)) // made once, with the first currency field
					k := names[qa.CurrencyAttr(spec.Name)]
					currencyColumn(in, cc, inside, func(j int) bool { return codeAt(k, j) >= 0 },
						func(cur string) int32 { return dictOf(qa.CurrencyAttr(spec.Name), cur) },
						func(j int, code int32) { codesAt(k)[j] = code })
				}
			}
		}
		col := in.t.Column(key)
		head := func(j int) any {
			k := names[spec.Name]
			if code := codeAt(k, j); code >= 0 {
				return cols[k].dict[code]
			}
			return absent
		}
		if nums, ok := scaled(in, head, i, col, scale); ok {
			cols[names[spec.Name]] = fcol{name: spec.Name, layer: layer, nums: nums}
			continue
		}
		// Conversions of one value in one zone are made once; the memo
		// keeps the columns they go to. Rows name few zones (home, a few
		// trips): per zone a slice by code, not a map.
		memo := map[uint64]*conversion{}
		var dense [][]*conversion // per zone below denseZones, per code
		ndense := 0
		if col != nil && !col.Numeric() {
			ndense = len(col.Values()) + 1
		}
		convert := func(row int, z uint16) *conversion {
			c := &conversion{}
			v, _ := col.Value(row)
			var attrs []qa.Attr
			attrs, c.ok = value(v, in.t.Zone(z))
			for _, a := range attrs {
				c.cols = append(c.cols, names[a.Name])
				c.codes = append(c.codes, dictOf(a.Name, a.Value))
			}
			return c
		}
		// lookup is the conversion of code in zone z (row has them).
		lookup := func(row int, z uint16, code uint32) *conversion {
			var c *conversion
			if int(z) < denseZones && int(code) < ndense {
				for int(z) >= len(dense) {
					dense = append(dense, nil)
				}
				if dense[z] == nil {
					dense[z] = make([]*conversion, ndense)
				}
				if c = dense[z][code]; c == nil {
					c = convert(row, z)
					dense[z][code] = c
				}
				return c
			}
			k := uint64(code)<<16 | uint64(z)
			if c = memo[k]; c == nil {
				c = convert(row, z)
				memo[k] = c
			}
			return c
		}
		if in.whole && ndense > 0 {
			v, err := viaOf(ctx, in, i, col, ndense, lookup, &dense, names[spec.Name])
			if err != nil {
				return nil, false, err
			}
			if v != nil {
				k := names[spec.Name]
				for j := range v.head {
					v.head[j] = codeAt(k, j)
				}
				cols[k].codes, cols[k].via = nil, v
				continue
			}
		}
		for ; i < in.len(); i++ {
			if i%checkEvery == checkEvery-1 {
				if err := ctx.Err(); err != nil {
					return nil, false, err
				}
			}
			if inside != nil && !inside[i] {
				continue // the choice is frozen: nothing is sampled any more
			}
			row := in.row(i)
			if col != nil && col.Numeric() {
				// A number per row: converted as it is, no memo.
				if f, ok := col.Float(row); ok {
					if attrs, ok := value(ingest.Number(f), in.t.Start(row).Location()); ok {
						set(i, attrs)
						continue
					}
				}
				if err := extractOne(i, spec); err != nil {
					return nil, false, err
				}
				continue
			}
			var code uint32
			if col != nil {
				code = col.Code(row)
			}
			if code != 0 {
				c := lookup(row, in.t.StartZone(row), code)
				if c.ok {
					for x, k := range c.cols {
						codesAt(k)[i] = c.codes[x]
					}
					continue
				}
			}
			if err := extractOne(i, spec); err != nil {
				return nil, false, err
			}
		}
	}
	for k := range cols {
		if cols[k].nums == nil && !cols[k].coded() {
			codesAt(k) // no item has a value
		}
	}
	out := in.derive(cols...)
	st := Stats{}
	if inside != nil {
		idx := make([]int, 0, len(inside)-outside)
		for i, k := range inside {
			if k {
				idx = append(idx, i)
			}
		}
		out = out.subset(idx)
		r.windowNote(&st, n, outside)
	}
	wrong := map[string]int{}
	for _, s := range specs {
		c := out.col(s.Name)
		if c.nums != nil {
			if !s.Type.Fits(0.0) {
				wrong[s.Name] = out.len() // every item has a number
			}
			continue
		}
		// An item's value is its code's: each value is checked once, for
		// as many items as have it.
		missing := 0
		count := make([]int, len(c.dict))
		for i := range out.len() {
			if k := c.code(i); k < 0 {
				missing++
			} else {
				count[k]++
			}
		}
		for k, n := range count {
			switch {
			case n == 0:
			case c.dict[k] == nil:
				missing += n
			case !s.Type.Fits(c.dict[k]):
				wrong[s.Name] += n
			}
		}
		st.missingN(s.Name, missing)
	}
	for _, s := range specs {
		if wrong[s.Name] > 0 {
			st.note("%s had a %s that is not of type %s", plural.Noun(wrong[s.Name], "item"), s.Name, s.Type)
		}
	}
	return &Output{Answer: frameAnswer(out), Stats: st, frame: out}, true, nil
}

// conversion is what EXTRACT made of one value in one zone: codes in the
// columns it added to, and whether it could convert.
type conversion struct {
	cols  []int // indexes in the EXTRACT's columns
	codes []int32
	ok    bool
}

// viaOf returns the codes of column k of an EXTRACT over every row of a
// table (in is whole) read through the table's column col, when from row
// from on, every row has a value whose conversion in its zone (lookup)
// gives one value of column k or none, and lookup keeps it in its slices
// (zone and code below denseZones and ndense); nil otherwise. Its head,
// the from items Extract decided, is to be filled.
func viaOf(ctx context.Context, in *frame, from int, col *columns.Column, ndense int, lookup func(row int, z uint16, code uint32) *conversion, dense *[][]*conversion, k int) (*viaCodes, error) {
	var good [denseZones][]bool // per zone, the codes already found to fit
	for i := from; i < in.len(); i++ {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		code, z := col.Code(i), in.t.StartZone(i)
		if code == 0 || int(z) >= denseZones || int(code) >= ndense {
			return nil, nil
		}
		if good[z] == nil {
			good[z] = make([]bool, ndense)
		}
		if good[z][code] {
			continue
		}
		if c := lookup(i, z, code); !c.ok || len(c.cols) > 1 || len(c.cols) == 1 && c.cols[0] != k {
			return nil, nil
		}
		good[z][code] = true
	}
	// The conversions lookup made: a zone no row from on is in has none.
	v := &viaCodes{t: in.t, col: col, head: make([]int32, from), byZone: make([][]int32, len(*dense))}
	for z, convs := range *dense {
		if convs == nil {
			continue
		}
		v.byZone[z] = make([]int32, ndense)
		for code, c := range convs {
			v.byZone[z][code] = -1
			if c != nil && c.ok && len(c.codes) == 1 {
				v.byZone[z][code] = c.codes[0]
			}
		}
	}
	return v, nil
}

// scaled reads a numeric column as numbers times scale for every item
// when it can stand for Extract: every row has the number, and the first
// items, which Extract decided one by one (done, head gives their
// values), got numbers. Over every row of a table at scale 1 the numbers
// are the table's own, when the first items got those.
func scaled(in *frame, head func(i int) any, done int, col *columns.Column, scale float64) ([]float64, bool) {
	if scale == 0 || col == nil || !col.Numeric() {
		return nil, false
	}
	if all, full := col.Floats(); in.whole && scale == 1 && full {
		same := true
		for i := range done {
			if f, isNum := head(i).(float64); !isNum || f != all[i] {
				same = false
				break
			}
		}
		if same {
			return all, true
		}
	}
	nums := make([]float64, in.len())
	for i := range nums {
		if i < done {
			f, isNum := head(i).(float64)
			if !isNum {
				return nil, false
			}
			nums[i] = f
			continue
		}
		f, ok := col.Float(in.row(i))
		if !ok {
			return nil, false // a row without the field: Extract decides for it
		}
		nums[i] = f * scale
	}
	return nums, true
}

func (r *run) colFilter(ctx context.Context, n *tree.Node, in *frame, refs map[string]any) (*Output, bool, error) {
	if in.grouped() {
		return nil, false, nil
	}
	keep := make([]bool, in.len())
	st, err := r.eachRow(ctx, n, "condition", in, refs, func(i int, v any, st *Stats) {
		ok, err := expr.AsBool(v)
		if err != nil {
			record(st, err)
			return
		}
		keep[i] = ok
	})
	if err != nil {
		return nil, false, err
	}
	kept := 0
	for _, k := range keep {
		if k {
			kept++
		}
	}
	idx := make([]int, 0, kept)
	for i, k := range keep {
		if k {
			idx = append(idx, i)
		}
	}
	out := in.subset(idx)
	return &Output{Answer: frameAnswer(out), Stats: st, frame: out}, true, nil
}

// eachRow evaluates argument arg of n for every item of in and hands each
// value to use (errors are recorded in the stats as the item path does).
// An expression is a function of the attributes it reads, so over a
// table, where a million plays fall on a few thousand days, each distinct
// combination of them is evaluated once.
func (r *run) eachRow(ctx context.Context, n *tree.Node, arg string, in *frame, refs map[string]any, use func(i int, v any, st *Stats)) (Stats, error) {
	p, err := r.compiled(ctx, n, arg, refs)
	if err != nil {
		return Stats{}, err
	}
	idents := p.Attrs()
	if p.Info.UsesItems || p.Info.UsesGroup || len(idents) > 4 {
		get := in.getter()
		return r.forEach(ctx, in.len(), func() (*expr.Program, error) {
			return r.compiled(ctx, n, arg, refs)
		}, func(p *expr.Program, i int, st *Stats) error {
			v, err := p.EvalAttrs(get(i))
			if err != nil {
				return record(st, err)
			}
			use(i, v, st)
			return nil
		})
	}
	if len(idents) == 1 && idents[0] == qa.AttrStartDate && !in.grouped() {
		return eachDay(ctx, p, in, use)
	}
	memo := map[[4]any]result{}
	var last [4]any // rows by time repeat their day: the last key first
	var lastRes result
	haveLast, memoize := false, true
	var st Stats
	for i := 0; i < in.len(); i++ {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return st, err
			}
			// Values nearly all distinct (a duration per play): the memo
			// only costs.
			if memoize && len(memo) > i/2 {
				memoize, memo = false, nil
			}
		}
		var key [4]any
		keyed := true
		for k, name := range idents {
			v, ok := in.value(i, name)
			switch {
			case !ok:
				key[k] = absent
			case hashable(v):
				key[k] = v
			default:
				keyed = false
			}
		}
		var res result
		seen := false
		switch {
		case keyed && haveLast && key == last:
			res, seen = lastRes, true
		case keyed && memoize:
			res, seen = memo[key]
		}
		if !seen {
			res.v, res.err = p.EvalAttrs(func(name string) (any, bool) { return in.value(i, name) })
			if keyed && memoize {
				memo[key] = res
			}
		}
		if keyed {
			last, lastRes, haveLast = key, res, true
		}
		if err := res.hand(i, use, &st); err != nil {
			return st, err
		}
	}
	return st, nil
}

// eachDay is eachRow for an expression of start_date alone: rows are by
// time, so a row in the last row's day and zone (bounds in nanoseconds)
// has its result without computing its date, and a row of the day last
// computed (in another zone) its result without computing it. A map of
// every day's result was three quarters of a window over 40,000 journal
// days: they come one after the other and each is new.
func eachDay(ctx context.Context, p *expr.Program, in *frame, use func(i int, v any, st *Stats)) (Stats, error) {
	var st Stats
	var res result
	day, known := qa.Date{}, false
	var lo, hi int64
	zone := -1
	for i := 0; i < in.len(); i++ {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return st, err
			}
		}
		row := in.row(i)
		ns, z := in.t.StartNano(row), int(in.t.StartZone(row))
		if z != zone || ns < lo || ns >= hi {
			start := in.t.Start(row)
			d := qa.DateOf(start)
			if !known || d != day {
				res.v, res.err = p.EvalAttrs(func(name string) (any, bool) { return in.value(i, name) })
				day, known = d, true
			}
			zone = z
			lo, hi = d.In(start.Location()).UnixNano(), d.AddDays(1).In(start.Location()).UnixNano()
			if ns < lo || ns >= hi {
				zone = -1 // a day this row is not in: no bounds to trust
			}
		}
		if err := res.hand(i, use, &st); err != nil {
			return st, err
		}
	}
	return st, nil
}

// result is an expression's value for an item, or why there is none.
type result struct {
	v   any
	err error
}

// hand gives the value to use, or records the error as the item path does.
func (res result) hand(i int, use func(i int, v any, st *Stats), st *Stats) error {
	if res.err != nil {
		return record(st, res.err)
	}
	use(i, res.v, st)
	return nil
}

// hashable reports whether v can be part of a map key and equal keys mean
// equal values to an expression.
func hashable(v any) bool {
	switch v.(type) {
	case nil, string, bool, float64, int, int64, qa.Date, qa.Clock, time.Time:
		return true
	}
	return false
}

func (r *run) colMap(ctx context.Context, n *tree.Node, in *frame, refs map[string]any) (*Output, bool, error) {
	as := n.Args.As
	if as == "" {
		as = tree.DefaultMapAs
	}
	vals := make([]any, in.len())
	if in.grouped() {
		// Groups on columns answer only their size.
		if strings.Join(strings.Fields(n.Args.Fn), "") != "len(group)" {
			return nil, false, nil
		}
		for i := range vals {
			vals[i] = normalize(in.members.size(i))
		}
		return &Output{Answer: frameAnswer(in), frame: in.derive(fcol{name: as, layer: in.nextLayer(), vals: vals})}, true, nil
	}
	for i := range vals {
		vals[i] = absent
	}
	st, err := r.eachRow(ctx, n, "fn", in, refs, func(i int, v any, _ *Stats) {
		if v = normalize(v); v != nil {
			vals[i] = v
		}
	})
	if err != nil {
		return nil, false, err
	}
	out := in.derive(fcol{name: as, layer: in.nextLayer(), vals: vals})
	return &Output{Answer: frameAnswer(out), Stats: st, frame: out}, true, nil
}

// split is an UNNEST of one value: its elements' codes, and whether it
// was an empty list.
type split struct {
	codes []int32
	empty bool
}

// unnestShared is UNNEST when every item of in has a value of coded
// column c that gives exactly one element (one artist per play): the
// items are in's, and the elements' column shares c's codes, with each
// code's element as its value, so no list per item is made. ok is false
// when some item gives other than one element.
func unnestShared(ctx context.Context, in *frame, c *fcol, one func(k int32) (any, bool), out fcol) (*frame, bool, error) {
	dict := make([]any, len(c.dict)) // a code no item has stays nil
	done := make([]bool, len(c.dict))
	for i := range in.len() {
		k := c.code(i)
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, false, err
			}
		}
		if k < 0 {
			return nil, false, nil
		}
		if done[k] {
			continue
		}
		e, ok := one(k)
		if !ok {
			return nil, false, nil
		}
		dict[k], done[k] = e, true
	}
	out.codes, out.via, out.dict = c.codes, c.via, dict
	f := &frame{t: in.t, rows: in.rows, whole: in.whole, cols: slices.Clone(in.cols)}
	f.cols = append(f.cols, out)
	return f, true, nil
}

func (r *run) colUnnest(ctx context.Context, n *tree.Node, in *frame) (*Output, bool, error) {
	if in.grouped() {
		return nil, false, nil
	}
	attr, as := n.Args.Attr, n.Args.As
	if as == "" {
		as = attr
	}
	st := Stats{}
	empty := 0
	// src is the item of each element, made only once an item gives other
	// than one element: until then element k is item k (one artist per
	// play, a million times).
	var src []int32
	out := fcol{name: as, layer: in.nextLayer()}
	// Elements are coded: the same text is one code (a million plays name
	// a few hundred artists), and a coded list is split once.
	texts := map[string]int32{}
	code := func(e any) int32 {
		if t, isText := e.(string); isText {
			if k, ok := texts[t]; ok {
				return k
			}
			texts[t] = int32(len(out.dict))
		}
		out.dict = append(out.dict, e)
		return int32(len(out.dict) - 1)
	}
	// elements splits a value as UNNEST does: a list into its elements
	// (texts as they are, others normalised), anything else into itself.
	elements := func(v any) (codes []int32, isEmpty bool) {
		if l, isText := v.([]string); isText {
			for _, e := range l {
				codes = append(codes, code(e))
			}
			return codes, len(l) == 0
		}
		l, isList := qa.ToList(v)
		if !isList {
			return []int32{code(v)}, false
		}
		for _, e := range l {
			codes = append(codes, code(normalize(e)))
		}
		return codes, len(l) == 0
	}
	c := in.col(attr)
	var splits []*split // per code of c
	// splitOf is code k's elements, split once (nil: k's value is none).
	splitOf := func(k int32) *split {
		sp := splits[k]
		if sp == nil {
			if v := c.dict[k]; v != nil {
				sp = &split{}
				sp.codes, sp.empty = elements(v)
			}
			splits[k] = sp
		}
		return sp
	}
	if c != nil && c.coded() {
		splits = make([]*split, len(c.dict))
		one := func(k int32) (any, bool) {
			if sp := splitOf(k); sp != nil && len(sp.codes) == 1 {
				return out.dict[sp.codes[0]], true
			}
			return nil, false
		}
		if f, ok, err := unnestShared(ctx, in, c, one, out); ok || err != nil {
			return &Output{Answer: frameAnswer(f), Stats: st, frame: f}, err == nil, err
		}
	}
	out.codes = make([]int32, 0, in.len())
	oneEach := true // every item gave one element
	notOne := func() {
		if oneEach {
			oneEach = false
			src = make([]int32, len(out.codes), len(out.codes)+(in.len()-len(out.codes))*5/4)
			for k := range src {
				src[k] = int32(k)
			}
		}
	}
	for i := 0; i < in.len(); i++ {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, false, err
			}
		}
		var sp *split
		k := int32(-1)
		if splits != nil {
			k = c.code(i)
		}
		if k >= 0 {
			if sp = splitOf(k); sp == nil {
				st.missing(attr)
				notOne()
				continue
			}
		} else {
			v, ok := in.value(i, attr)
			if !ok || v == nil {
				st.missing(attr)
				notOne()
				continue
			}
			sp = &split{}
			sp.codes, sp.empty = elements(v)
		}
		if sp.empty {
			empty++
		}
		if oneEach && len(sp.codes) == 1 {
			out.codes = append(out.codes, sp.codes[0])
			continue
		}
		notOne()
		for _, e := range sp.codes {
			src = append(src, int32(i))
			out.codes = append(out.codes, e)
		}
	}
	if empty > 0 {
		st.note("%s had an empty list in %s", plural.Noun(empty, "item"), attr)
	}
	f := &frame{t: in.t}
	if oneEach {
		// One element per item (one artist per play): the items are the
		// input's, in order, and share its rows and columns.
		f.rows, f.whole, f.cols = in.rows, in.whole, slices.Clone(in.cols)
	} else {
		f.rows = make([]int32, len(src))
		for k, i := range src {
			f.rows[k] = int32(in.row(int(i)))
		}
		for _, c := range in.cols {
			f.cols = append(f.cols, c.gather(len(src), func(k int) int { return int(src[k]) }))
		}
	}
	f.cols = append(f.cols, out)
	return &Output{Answer: frameAnswer(f), Stats: st, frame: f}, true, nil
}

func (r *run) colGroupBy(ctx context.Context, n *tree.Node, in *frame) (*Output, bool, error) {
	keys := n.Args.Keys
	if in.grouped() || len(keys) > maxKeys {
		return nil, false, nil
	}
	st := Stats{}
	var vals [][]any
	var members *groupMembers
	var err error
	if c := in.col(keys[0]); len(keys) == 1 && c != nil && c.coded() && !qa.IsBuiltinAttr(keys[0]) {
		vals, members, err = groupCodes(ctx, c, in.len(), &st)
	} else {
		var lists [][]int32
		vals, lists, err = groupIndexes(ctx, in.len(), keys, in.value, &st)
		members = &groupMembers{lists: lists}
	}
	if err != nil {
		return nil, false, err
	}
	out := &frame{t: in.t, keys: keys, base: in, gvals: vals, members: members}
	return &Output{Answer: frameAnswer(out), Stats: st, frame: out}, true, nil
}

// groupCodes is groupIndexes for one coded key: items are counted per
// code, and each code present is keyed once (in the order the codes first
// appear, as groupIndexes meets them); members are placed when asked for.
func groupCodes(ctx context.Context, c *fcol, n int, st *Stats) (vals [][]any, members *groupMembers, err error) {
	count := make([]int, len(c.dict))
	first := make([]int, len(c.dict)) // the first item with each code
	missing := 0
	for i := range n {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
		}
		k := c.code(i)
		if k < 0 {
			missing++
			continue
		}
		if count[k] == 0 {
			first[k] = i
		}
		count[k]++
	}
	var present []int
	for k, n := range count {
		if n > 0 {
			present = append(present, k)
		}
	}
	slices.SortFunc(present, func(a, b int) int { return cmp.Compare(first[a], first[b]) })
	type group struct {
		vals []any
		n    int
	}
	var groups []*group
	byKey := map[any]*group{}
	of := make([]*group, len(c.dict))
	for _, k := range present {
		v := c.dict[k]
		if v == nil {
			missing += count[k]
			continue
		}
		gk := groupKey(v)
		g := byKey[gk]
		if g == nil {
			g = &group{vals: []any{v}}
			byKey[gk] = g
			groups = append(groups, g)
		}
		of[k] = g
		g.n += count[k]
	}
	st.missingN(c.name, missing)
	sortGroups(groups, 1, func(g *group) []any { return g.vals })
	members = &groupMembers{key: c, n: n, grp: make([]int32, len(c.dict)), sizes: make([]int, len(groups))}
	gi := make(map[*group]int32, len(groups))
	vals = make([][]any, len(groups))
	for x, g := range groups {
		gi[g] = int32(x)
		vals[x] = g.vals
		members.sizes[x] = g.n
	}
	for k, g := range of {
		members.grp[k] = -1
		if g != nil {
			members.grp[k] = gi[g]
		}
	}
	return vals, members, nil
}

// groupMembers are the members of a grouped frame's groups (indexes of
// items of its base): given, or placed from a coded key only when asked
// for, since counting plays per artist needs only the groups' sizes and
// its answer only the winner's members.
type groupMembers struct {
	lists [][]int32 // per group, when given (else placed once, by all)
	// From a coded key of n items: the key, each code's group (-1: none)
	// and each group's size.
	key   *fcol
	n     int
	grp   []int32
	sizes []int
	once  sync.Once
}

func (g *groupMembers) len() int {
	if g.key == nil {
		return len(g.lists)
	}
	return len(g.sizes)
}

func (g *groupMembers) size(x int) int {
	if g.key == nil {
		return len(g.lists[x])
	}
	return g.sizes[x]
}

// all places every item in its group (a counting sort into one list the
// groups share).
func (g *groupMembers) all() [][]int32 {
	if g.key == nil {
		return g.lists
	}
	g.once.Do(func() {
		shared := make([]int32, g.n)
		cursor := make([]int, len(g.sizes))
		g.lists = make([][]int32, len(g.sizes))
		at := 0
		for x, n := range g.sizes {
			cursor[x] = at
			g.lists[x] = shared[at : at+n : at+n]
			at += n
		}
		for i := range g.n {
			if k := g.key.code(i); k >= 0 && g.grp[k] >= 0 {
				x := g.grp[k]
				shared[cursor[x]] = int32(i)
				cursor[x]++
			}
		}
	})
	return g.lists
}

// at returns the members of the groups at idx: of one group, found by a
// pass over the codes while the others stay unplaced.
func (g *groupMembers) at(idx []int) [][]int32 {
	out := make([][]int32, len(idx))
	if len(idx) == 0 {
		return out
	}
	if g.key != nil && len(idx) == 1 {
		x := int32(idx[0])
		one := make([]int32, 0, g.sizes[x])
		for i := range g.n {
			if k := g.key.code(i); k >= 0 && g.grp[k] == x {
				one = append(one, int32(i))
			}
		}
		out[0] = one
		return out
	}
	lists := g.all()
	for n, i := range idx {
		out[n] = lists[i]
	}
	return out
}

// colArgExtreme finds the items that can win (those whose value equals
// the extreme), makes only them, and lets ARGMAX or ARGMIN decide among
// them: the same winners, ties and answer as over every item.
func (r *run) colArgExtreme(ctx context.Context, n *tree.Node, in *frame) (*Output, bool, error) {
	if n.Args.K > 1 {
		return nil, false, nil
	}
	max := n.Op == tree.ARGMAX
	var bestV any
	var cand []int
	class := -1
	with := 0 // items that have the value
	for i := 0; i < in.len(); i++ {
		v, ok := in.value(i, n.Args.Arg)
		if !ok || v == nil {
			continue
		}
		with++
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
	var out *Output
	var err error
	if shallow := in.grouped() && n.Args.Val != "" && n == r.checked.Root; shallow {
		out, err = r.shallowWinners(ctx, n, in, cand)
	} else {
		var items []*qa.Item
		if items, err = in.itemsAt(ctx, cand, map[int32]*ingest.Event{}); err == nil {
			out, err = r.argExtreme(ctx, n, items)
		}
	}
	if err != nil {
		return nil, false, err
	}
	// Items without the value were never made: count them as ARGMAX would.
	if missing := in.len() - with; missing > 0 {
		if out.Stats.Missing == nil {
			out.Stats.Missing = map[string]int{}
		}
		out.Stats.Missing[n.Args.Arg] = missing
	}
	return out, true, nil
}

// shallowWinners runs ARGMAX or ARGMIN on groups made without their
// members (it reads only the groups' values), and gives the answer the
// winners' rows as its evidence: the members of the group of a quarter of
// a million plays are made only when looked at.
func (r *run) shallowWinners(ctx context.Context, n *tree.Node, in *frame, cand []int) (*Output, error) {
	shallow := make([]*qa.Item, len(cand))
	at := make(map[*qa.Item]int, len(cand))
	for k, i := range cand {
		it := qa.NewGroup(in.keys, in.gvals[i], nil)
		var attrs []qa.Attr
		for _, c := range in.cols {
			if v := c.at(i); v != absent {
				attrs = append(attrs, qa.Attr{Name: c.name, Value: v})
			}
		}
		if len(attrs) > 0 {
			it = it.WithAttrs(attrs...)
		}
		shallow[k] = it
		at[it] = i
	}
	out, err := r.argExtreme(ctx, n, shallow)
	if err != nil {
		return nil, err
	}
	// The node's items are the winners, made with their members when
	// looked at; the answer's evidence is their rows.
	win := make([]int, len(out.Items))
	for k, it := range out.Items {
		win[k] = at[it]
	}
	out.frame = in.subset(win) // the winners' members are found once
	out.evidence = &Evidence{t: in.t, rows: out.frame.rowsOf(allIndexes(len(win)))}
	return out, nil
}

// joinChunk is how many rows a JOIN over columns pairs at a time.
const joinChunk = 1 << 16

// colJoin joins a frame of rows (its first input) with items: the rows
// that pair with some item are found chunk by chunk on light items (times
// and attributes, no decoded events), and only they are made and joined
// again, so the result is the JOIN's over every row. Its note on how many
// candidate pairs were checked counts the second pass only.
func (r *run) colJoin(ctx context.Context, n *tree.Node, res *NodeResult) (*Output, bool, error) {
	if len(res.Inputs) != 2 || res.Inputs[0].frame == nil || res.Inputs[0].frame.grouped() {
		return nil, false, nil
	}
	f := res.Inputs[0].frame
	right, err := inputItems(ctx, res.Inputs[1])
	if err != nil {
		return nil, false, err
	}
	refs := refValues(res)
	if keep, ok := joinWindows(n.Args.Condition, f, right); ok {
		left, err := f.itemsAt(ctx, keep, map[int32]*ingest.Event{})
		if err != nil {
			return nil, false, err
		}
		out, err := r.join(ctx, n, left, right, refs)
		return out, err == nil, err
	}
	var matched []int
	for lo := 0; lo < f.len(); lo += joinChunk {
		idx := make([]int, 0, joinChunk)
		for i := lo; i < min(lo+joinChunk, f.len()); i++ {
			idx = append(idx, i)
		}
		light, err := f.lightItems(ctx, idx)
		if err != nil {
			return nil, false, err
		}
		at := make(map[*qa.Item]int, len(light))
		for k, it := range light {
			at[it] = idx[k]
		}
		out, err := r.join(ctx, n, light, right, refs)
		if err != nil {
			return nil, false, err
		}
		for _, it := range out.Items {
			if i1, _ := it.Sides(); i1 != nil {
				matched = append(matched, at[i1])
			}
		}
	}
	slices.Sort(matched)
	matched = slices.Compact(matched)
	left, err := f.itemsAt(ctx, matched, map[int32]*ingest.Event{})
	if err != nil {
		return nil, false, err
	}
	out, err := r.join(ctx, n, left, right, refs)
	return out, err == nil, err
}

// inputItems returns an input's items, made from its frame if it ran on
// columns.
func inputItems(ctx context.Context, in *NodeResult) ([]*qa.Item, error) {
	if in.frame == nil {
		return in.Items, nil
	}
	return in.frame.materialize(ctx)
}

// rowsOf returns the table rows behind items idx of f (for groups, their
// members'), distinct and in order: evidence.
func (f *frame) rowsOf(idx []int) []int32 {
	n := len(idx)
	var lists [][]int32
	if f.grouped() {
		lists = f.members.at(idx)
		if len(lists) == 1 && f.base.whole {
			// One group's members are distinct and in order, and over a
			// whole table they are its rows.
			return lists[0]
		}
		n = 0
		for _, l := range lists {
			n += len(l)
		}
	}
	rows := make([]int32, 0, n)
	for x, i := range idx {
		if f.grouped() {
			for _, m := range lists[x] {
				rows = append(rows, int32(f.base.row(int(m))))
			}
		} else {
			rows = append(rows, int32(f.row(i)))
		}
	}
	// A frame's rows are in table order and so are one group's members:
	// most lists need no sort.
	if !slices.IsSorted(rows) {
		slices.Sort(rows)
	}
	return slices.Compact(rows)
}

// subset is f restricted to the items at idx.
func (f *frame) subset(idx []int) *frame {
	out := &frame{t: f.t, keys: f.keys, base: f.base}
	if f.grouped() {
		out.members = &groupMembers{lists: f.members.at(idx)}
	} else {
		out.rows = make([]int32, 0, len(idx))
	}
	for _, i := range idx {
		if f.grouped() {
			out.gvals = append(out.gvals, f.gvals[i])
		} else {
			out.rows = append(out.rows, int32(f.row(i)))
		}
	}
	for _, c := range f.cols {
		out.cols = append(out.cols, c.gather(len(idx), func(k int) int { return idx[k] }))
	}
	return out
}

func allIndexes(n int) []int {
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	return idx
}

// colCount answers "how many" (APPLY len(items)) at the root over columns:
// the count, with the rows as evidence, without making the items.
func (r *run) colCount(n *tree.Node, in *frame) (*Output, bool) {
	if n != r.checked.Root || len(n.Refs) > 0 || strings.Join(strings.Fields(n.Args.Fn), "") != "len(items)" {
		return nil, false
	}
	if _, class := qa.UnitOf(n.Args.As); class == qa.UnitMoney {
		return nil, false // the currency is read from the items
	}
	out := &Output{Answer: qa.ValueAnswer(normalize(in.len()), n.Args.As, nil), frame: in}
	out.evidence = &Evidence{t: in.t, rows: in.rowsOf(allIndexes(in.len()))}
	return out, true
}

// colSumAvg adds up an attribute at the root over columns, as SUM and AVG
// do over items; amounts of money (whose currency is read from the items)
// run on items.
func (r *run) colSumAvg(ctx context.Context, n *tree.Node, in *frame) (*Output, bool, error) {
	attr := n.Args.Attr
	if n != r.checked.Root {
		return nil, false, nil
	}
	if _, class := qa.UnitOf(attr); class == qa.UnitMoney {
		return nil, false, nil
	}
	out := &Output{}
	total, support := sumValues(in.len(), attr, func(i int) (any, bool) { return in.value(i, attr) }, &out.Stats)
	out.Answer = sumAnswer(n.Op, total, len(support), in.len(), attr, nil)
	if len(support) == in.len() {
		out.frame = in.derive() // every item: no copy of its columns
	} else {
		out.frame = in.subset(support)
	}
	out.evidence = &Evidence{t: in.t, rows: in.rowsOf(support)}
	return out, true, nil
}

// refValues are the values of a node's refs by name (nil without refs).
func refValues(res *NodeResult) map[string]any {
	if len(res.Refs) == 0 {
		return nil
	}
	refs := make(map[string]any, len(res.Refs))
	for name, ref := range res.Refs {
		refs[name] = refValue(ref.Answer)
	}
	return refs
}

// joinWindows finds the rows of f a JOIN condition can pair with some item
// of right from its comparisons of i1's start or end with i2's times:
// i1.start_datetime >= x bounds a row's start from below, i1.end_datetime
// >= x too (a row ends at most the table's longest span after it starts),
// and <= from above; i1.start_date == d puts it within a day of d. Rows are by start, so each item's window is a binary
// search. ok is false when no comparison bounds a row's start.
func joinWindows(cond string, f *frame, right []*qa.Item) (keep []int, ok bool) {
	if f.grouped() {
		return nil, false
	}
	root, err := expr.Parse(cond)
	if err != nil {
		return nil, false
	}
	type bound struct {
		attr  string // of i2
		lower bool   // a lower bound on i1's start
		slack time.Duration
		day   bool // i1's start falls on the i2 attribute's date
	}
	var bounds []bound
	for _, c := range splitAnd(root, nil) {
		l, r, op, ok := pairComparison(c)
		if !ok {
			continue
		}
		a1, ok1 := memberOf(l, "i1")
		a2, ok2 := memberOf(r, "i2")
		if !ok1 || !ok2 {
			continue
		}
		if op == "==" {
			if a1 == qa.AttrStartDate {
				bounds = append(bounds, bound{attr: a2, day: true})
			}
			continue
		}
		lower := op == ">" || op == ">="
		switch {
		case a1 == qa.AttrStartDateTime:
			bounds = append(bounds, bound{attr: a2, lower: lower})
		case a1 == qa.AttrEndDateTime && lower:
			bounds = append(bounds, bound{attr: a2, lower: true, slack: f.t.MaxSpan()})
		case a1 == qa.AttrEndDateTime:
			bounds = append(bounds, bound{attr: a2}) // a row starts before it ends
		}
	}
	if len(bounds) == 0 {
		return nil, false
	}
	n := f.len()
	startOf := func(i int) int64 { return f.t.StartNano(f.row(i)) }
	// Rows of a frame are in table order, by start (FILTER keeps it, UNNEST
	// repeats rows in place). The windows are merged, then marked.
	var wins [][2]int64
	for _, it := range right {
		lo, hi := int64(math.MinInt64), int64(math.MaxInt64)
		usable := true
		for _, b := range bounds {
			v, ok := it.Get(b.attr)
			if d, isDate := v.(qa.Date); ok && isDate && b.day {
				// That civil day in any zone: from 14 hours before its
				// midnight in UTC to 14 hours after its end.
				if midnight := d.In(time.UTC); columns.Representable(midnight) {
					lo = max(lo, midnight.Add(-14*time.Hour).UnixNano())
					hi = min(hi, midnight.Add(38*time.Hour).UnixNano())
					continue
				}
			}
			tm, isTime := v.(time.Time)
			if !ok || !isTime || b.day || !columns.Representable(tm) {
				usable = false // the JOIN decides for this item; keep what it could pair with
				break
			}
			x := tm.UnixNano()
			if b.lower {
				lo = max(lo, x-int64(b.slack)-int64(time.Second))
			} else {
				hi = min(hi, x+int64(time.Second))
			}
		}
		if !usable {
			lo, hi = math.MinInt64, math.MaxInt64
		}
		if lo <= hi {
			wins = append(wins, [2]int64{lo, hi})
		}
	}
	slices.SortFunc(wins, func(a, b [2]int64) int { return cmp.Compare(a[0], b[0]) })
	next := 0 // rows before next are decided
	for k := 0; k < len(wins); {
		lo, hi := wins[k][0], wins[k][1]
		for k++; k < len(wins) && wins[k][0] <= hi; k++ {
			hi = max(hi, wins[k][1])
		}
		from := max(next, sort.Search(n, func(i int) bool { return startOf(i) >= lo }))
		i := from
		for ; i < n && startOf(i) <= hi; i++ {
			keep = append(keep, i)
		}
		next = i
	}
	return keep, true
}

// memberOf reads side.attr (i1.start_datetime) from an expression.
func memberOf(n exprast.Node, side string) (string, bool) {
	m, ok := n.(*exprast.MemberNode)
	if !ok || m.Optional {
		return "", false
	}
	id, ok := m.Node.(*exprast.IdentifierNode)
	if !ok || id.Value != side {
		return "", false
	}
	p, ok := m.Property.(*exprast.StringNode)
	if !ok {
		return "", false
	}
	return p.Value, true
}

// currencyColumn codes the currency field cc of each item inside the
// window that has none yet: each distinct value of cc is coded once
// (code), then set on its items.
func currencyColumn(in *frame, cc *columns.Column, inside []bool, has func(int) bool, code func(string) int32, set func(int, int32)) {
	codes := map[uint32]int32{}
	for j := 0; j < in.len(); j++ {
		if inside != nil && !inside[j] || has(j) {
			continue
		}
		row := in.row(j)
		c := cc.Code(row)
		if c == 0 {
			continue
		}
		k, seen := codes[c]
		if !seen {
			k = -1
			if v, ok := cc.Value(row); ok {
				if cur := money.Code(v.String()); cur != "" {
					k = code(cur)
				}
			}
			codes[c] = k
		}
		if k >= 0 {
			set(j, k)
		}
	}
}
