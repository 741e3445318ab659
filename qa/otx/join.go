package otx

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"time"

	exprast "github.com/expr-lang/expr/ast"

	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/tree"
)

// The JOIN plans its work from the condition's syntax tree. The condition
// is split into its top-level conjuncts (a && b && ...):
//
//   - conjuncts about one side only (i1.x > 3) filter that side first;
//   - conjuncts comparing an expression of i1 with an expression of i2
//     (i1.a == i2.b, i1.start <= add_hours(i2.end, 3)) are evaluated once
//     per item and turned into sort keys;
//   - everything else is checked per candidate pair.
//
// Equality comparisons partition both sides by hash. Within a partition
// the candidate pairs come from the cheapest of: a band search (one side
// sorted by an expression, the other side giving a lower and an upper
// bound for it, also through intervals: an upper bound on an end is one on
// the start), an interval sweep for overlap conditions, a one-sided band,
// or, as a last resort, the bounded cross product. Candidate generation
// only ever over-approximates; the full condition is evaluated on every
// candidate pair, so the result is exactly the pairs the condition accepts.

// domain is the order in which a comparison's values are compared, chosen
// so that sort keys agree with qa.Compare.
type domain uint8

const (
	dNone    domain = iota
	dNumber         // numbers
	dText           // text, case-folded
	dBool           // booleans
	dDay            // dates, and datetimes by their civil date
	dInstant        // datetimes by instant
	dClock          // times of day, and datetimes by their wall clock
)

// jkey is a sort key in some domain: numbers, days, instants and times of
// day in a (and b), text in s.
type jkey struct {
	a, b int64
	s    string
}

func cmpKey(x, y jkey) int {
	switch {
	case x.a < y.a:
		return -1
	case x.a > y.a:
		return 1
	case x.b < y.b:
		return -1
	case x.b > y.b:
		return 1
	case x.s == y.s:
		return 0
	}
	return strings.Compare(x.s, y.s)
}

// floatKey maps a float64 to an int64 with the same order.
func floatKey(f float64) int64 {
	u := math.Float64bits(f)
	if u>>63 == 1 {
		u = ^u
	} else {
		u |= 1 << 63
	}
	return int64(u ^ (1 << 63))
}

func keyOf(v any, d domain) (jkey, bool) {
	switch d {
	case dNumber:
		f, ok := qa.ToFloat(v)
		if !ok || math.IsNaN(f) {
			return jkey{}, false
		}
		if f == 0 {
			f = 0 // -0 sorts with 0
		}
		return jkey{a: floatKey(f)}, true
	case dText:
		s, ok := v.(string)
		return jkey{s: strings.ToLower(s)}, ok
	case dBool:
		b, ok := v.(bool)
		if b {
			return jkey{a: 1}, ok
		}
		return jkey{}, ok
	case dDay:
		switch x := v.(type) {
		case qa.Date:
			return jkey{a: x.Days()}, true
		case time.Time:
			return jkey{a: qa.DateOf(x).Days()}, true
		}
	case dInstant:
		if t, ok := v.(time.Time); ok {
			return jkey{a: t.Unix(), b: int64(t.Nanosecond())}, true
		}
	case dClock:
		switch x := v.(type) {
		case qa.Clock:
			return jkey{a: x.Nanos()}, true
		case time.Time:
			return jkey{a: qa.ClockOf(x).Nanos()}, true
		}
	}
	return jkey{}, false
}

type kindSet map[qa.Kind]bool

func (k kindSet) only(kinds ...qa.Kind) bool {
	for x := range k {
		ok := false
		for _, y := range kinds {
			if x == y {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// domainFor picks the domain in which every left value compares with every
// right value exactly as qa.Compare does, or dNone.
func domainFor(l, r kindSet) domain {
	u := kindSet{}
	for k := range l {
		u[k] = true
	}
	for k := range r {
		u[k] = true
	}
	bothDT := l[qa.KindDateTime] && r[qa.KindDateTime]
	switch {
	case len(u) == 0:
		return dNone
	case u.only(qa.KindNumber):
		return dNumber
	case u.only(qa.KindText):
		return dText
	case u.only(qa.KindBool):
		return dBool
	case u.only(qa.KindDateTime):
		return dInstant
	case u.only(qa.KindDate, qa.KindDateTime) && !bothDT:
		return dDay
	case u.only(qa.KindClock, qa.KindDateTime) && !bothDT:
		return dClock
	}
	return dNone
}

// conjunct is a top-level comparison between an expression of i1 (a) and
// one of i2 (b), normalized to "a op b".
type conjunct struct {
	op     string
	a, b   string // the side expressions as text
	lv, rv []any  // values per left / right item
	dom    domain
	lk, rk []jkey
}

func splitAnd(n exprast.Node, out []exprast.Node) []exprast.Node {
	if b, ok := n.(*exprast.BinaryNode); ok && (b.Operator == "&&" || b.Operator == "and") {
		out = splitAnd(b.Left, out)
		return splitAnd(b.Right, out)
	}
	return append(out, n)
}

// sidesOf says which of i1 (1) and i2 (2) an expression refers to.
func sidesOf(n exprast.Node) int {
	s := 0
	var v visitor = func(node *exprast.Node) {
		if id, ok := (*node).(*exprast.IdentifierNode); ok {
			switch id.Value {
			case "i1":
				s |= 1
			case "i2":
				s |= 2
			}
		}
	}
	exprast.Walk(&n, v)
	return s
}

// pairComparison reads a conjunct that compares something of i1 with
// something of i2 ("i1.end < i2.start", "date(i2.start) == i1.day"),
// turned round so that i1's side is on the left; ok is false for any
// other conjunct.
func pairComparison(c exprast.Node) (left, right exprast.Node, op string, ok bool) {
	b, ok := c.(*exprast.BinaryNode)
	if !ok {
		return nil, nil, "", false
	}
	flip, ok := expr.Flipped(b.Operator)
	if !ok {
		return nil, nil, "", false
	}
	switch sl, sr := sidesOf(b.Left), sidesOf(b.Right); {
	case sl == 1 && sr == 2:
		return b.Left, b.Right, b.Operator, true
	case sl == 2 && sr == 1:
		return b.Right, b.Left, flip, true
	}
	return nil, nil, "", false
}

type visitor func(*exprast.Node)

func (f visitor) Visit(n *exprast.Node) { f(n) }

// sideValues evaluates a side expression for every item of one side.
// alive is cleared for items where it fails.
func (r *run) sideValues(ctx context.Context, src string, node exprast.Node, side string, items []*qa.Item, alive []bool, refs map[string]any, st *Stats) ([]any, error) {
	vals := make([]any, len(items))
	// A plain attribute (i1.x) is read directly.
	if m, ok := node.(*exprast.MemberNode); ok {
		if id, ok := m.Node.(*exprast.IdentifierNode); ok && id.Value == side {
			if p, ok := m.Property.(*exprast.StringNode); ok && !m.Optional {
				for i, it := range items {
					if !alive[i] {
						continue
					}
					v, has := it.Get(p.Value)
					if !has || v == nil {
						st.missing(p.Value)
						alive[i] = false
						continue
					}
					vals[i] = v
				}
				return vals, nil
			}
		}
	}
	err := r.eachOfSide(ctx, src, side, items, alive, refs, st, func(p *expr.Program, i int, it *qa.Item) error {
		v, err := p.EvalPair(pairArgs(side, it))
		if err == nil && v == nil {
			err = qa.ErrMissing
		}
		if err != nil {
			return err
		}
		vals[i] = normalize(v)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return vals, nil
}

// eachOfSide compiles the side expression src and hands it to eval with
// every living item of one side of a join; an item eval fails on is
// recorded in st and no longer alive.
func (r *run) eachOfSide(ctx context.Context, src, side string, items []*qa.Item, alive []bool, refs map[string]any, st *Stats, eval func(p *expr.Program, i int, it *qa.Item) error) error {
	p, err := r.program(ctx, src, expr.Join, refs)
	if err != nil {
		return err
	}
	for i, it := range items {
		if !alive[i] {
			continue
		}
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if err := eval(p, i, it); err != nil {
			if err := record(st, err); err != nil {
				return err
			}
			alive[i] = false
		}
	}
	return nil
}

// pairArgs places an item of one side of a join ("i1" or "i2") where
// EvalPair and BoolPair take it, the other side left empty.
func pairArgs(side string, it *qa.Item) (i1, i2 *qa.Item) {
	if side == "i1" {
		return it, nil
	}
	return nil, it
}

type pair struct{ i, j int32 }

func (r *run) join(ctx context.Context, n *tree.Node, left, right []*qa.Item, refs map[string]any) (*Output, error) {
	cond := n.Args.Condition
	out := &Output{}
	full, err := r.compiled(ctx, n, "condition", refs)
	if err != nil {
		return nil, err
	}
	root, err := expr.Parse(cond)
	if err != nil {
		return nil, err
	}
	la, ra := make([]bool, len(left)), make([]bool, len(right))
	for i, it := range left {
		if err := full.CheckSide("i1", it); err != nil {
			record(&out.Stats, err)
			continue
		}
		la[i] = true
	}
	for j, it := range right {
		if err := full.CheckSide("i2", it); err != nil {
			record(&out.Stats, err)
			continue
		}
		ra[j] = true
	}
	var cmps []*conjunct
	for _, c := range splitAnd(root, nil) {
		src := expr.Print(c)
		switch sidesOf(c) {
		case 0:
			p, err := r.program(ctx, src, expr.Join, refs)
			if err != nil {
				return nil, err
			}
			v, err := p.Run()
			if err != nil {
				return nil, fmt.Errorf("evaluating %q: %w", src, err)
			}
			if b, ok := v.(bool); !ok || !b {
				out.Stats.note("the condition %s is false, so no pair can match", src)
				out.Answer = qa.EmptyAnswer("")
				return out, nil
			}
		case 1, 2:
			side, items, alive := "i1", left, la
			if sidesOf(c) == 2 {
				side, items, alive = "i2", right, ra
			}
			err := r.eachOfSide(ctx, src, side, items, alive, refs, &out.Stats, func(p *expr.Program, i int, it *qa.Item) error {
				ok, err := p.BoolPair(pairArgs(side, it))
				alive[i] = ok
				return err
			})
			if err != nil {
				return nil, err
			}
		case 3:
			an, bn, op, ok := pairComparison(c)
			if !ok {
				continue
			}
			cj := &conjunct{op: op, a: expr.Print(an), b: expr.Print(bn)}
			if cj.lv, err = r.sideValues(ctx, cj.a, an, "i1", left, la, refs, &out.Stats); err != nil {
				return nil, err
			}
			if cj.rv, err = r.sideValues(ctx, cj.b, bn, "i2", right, ra, refs, &out.Stats); err != nil {
				return nil, err
			}
			cmps = append(cmps, cj)
		}
	}
	var li, ri []int
	for i := range left {
		if la[i] {
			li = append(li, i)
		}
	}
	for j := range right {
		if ra[j] {
			ri = append(ri, j)
		}
	}
	// Keys and domains, over the items still in play.
	var usable []*conjunct
	for _, c := range cmps {
		lk, rk := kindSet{}, kindSet{}
		for _, i := range li {
			lk[qa.KindOf(c.lv[i])] = true
		}
		for _, j := range ri {
			rk[qa.KindOf(c.rv[j])] = true
		}
		c.dom = domainFor(lk, rk)
		if c.dom == dNone {
			continue
		}
		c.lk, c.rk = make([]jkey, len(left)), make([]jkey, len(right))
		for _, i := range li {
			c.lk[i], _ = keyOf(c.lv[i], c.dom)
		}
		for _, j := range ri {
			c.rk[j], _ = keyOf(c.rv[j], c.dom)
		}
		usable = append(usable, c)
	}
	var eqs, ineqs []*conjunct
	for _, c := range usable {
		if c.op == "==" {
			eqs = append(eqs, c)
		} else {
			ineqs = append(ineqs, c)
		}
	}
	j := &joiner{
		ctx: ctx, full: full, left: left, right: right, st: &out.Stats,
		max: r.e.MaxJoinPairs, ineqs: ineqs,
	}
	if j.max <= 0 {
		j.max = DefaultMaxJoinPairs
	}
	j.prepareRelations(li, ri)
	if len(eqs) == 0 {
		if err := j.partition(li, ri); err != nil {
			return nil, err
		}
	} else {
		j.hashed = true
		j.note("hash partition")
		lp := map[string][]int{}
		var order []string
		for _, i := range li {
			k := compositeKey(eqs, i, true)
			if _, ok := lp[k]; !ok {
				order = append(order, k)
			}
			lp[k] = append(lp[k], i)
		}
		rp := map[string][]int{}
		for _, x := range ri {
			k := compositeKey(eqs, x, false)
			rp[k] = append(rp[k], x)
		}
		for _, k := range order {
			if rs := rp[k]; len(rs) > 0 {
				if err := j.partition(lp[k], rs); err != nil {
					return nil, err
				}
			}
		}
	}
	if _, _, ok := j.overlap(); ok && len(eqs) == 0 && len(ineqs) == 2 && len(cmps) == len(splitAnd(root, nil)) {
		j.sharedRecords(li, ri)
	}
	sort.Slice(j.matches, func(a, b int) bool {
		if j.matches[a].i != j.matches[b].i {
			return j.matches[a].i < j.matches[b].i
		}
		return j.matches[a].j < j.matches[b].j
	})
	out.Items = make([]*qa.Item, len(j.matches))
	for k, m := range j.matches {
		out.Items[k] = qa.Merge(left[m.i], right[m.j])
	}
	if j.strategies != "" {
		out.Stats.note("joined by %s; %d candidate pairs checked", j.strategies, j.candidates)
	}
	out.Answer = qa.ItemsAnswer(out.Items)
	return out, nil
}

func compositeKey(eqs []*conjunct, idx int, left bool) string {
	var b strings.Builder
	for _, c := range eqs {
		var k jkey
		if left {
			k = c.lk[idx]
		} else {
			k = c.rk[idx]
		}
		b.WriteString(strconv.FormatInt(k.a, 10))
		b.WriteByte(0)
		b.WriteString(strconv.FormatInt(k.b, 10))
		b.WriteByte(0)
		b.WriteString(k.s)
		b.WriteByte(1)
	}
	return b.String()
}

// sharedRecords adds, to a join of overlapping spans alone, the pairs of
// items that hold one record between them: they are one happening, so
// they overlap however their spans were drawn. "Pizza with my mum" finds
// the lunch at mum's with the evening's post about it ("Pizza night 🍕🔥
// with mum and dad today") and "pizza with my dad" the post alone, at
// 16:26, after the lunch's span.
func (j *joiner) sharedRecords(li, ri []int) {
	byID := map[string][]int{}
	for _, i := range li {
		for _, e := range j.left[i].Events {
			if e != nil && e.ID != "" {
				byID[e.ID] = append(byID[e.ID], i)
			}
		}
	}
	if len(byID) == 0 {
		return
	}
	have := make(map[pair]bool, len(j.matches))
	for _, m := range j.matches {
		have[m] = true
	}
	for _, x := range ri {
		for _, e := range j.right[x].Events {
			if e == nil {
				continue
			}
			for _, i := range byID[e.ID] {
				if m := (pair{int32(i), int32(x)}); !have[m] {
					have[m] = true
					j.matches = append(j.matches, m)
				}
			}
		}
	}
}

// joiner generates and checks candidate pairs.
type joiner struct {
	ctx         context.Context
	full        *expr.Program
	left, right []*qa.Item
	st          *Stats
	max         int
	ineqs       []*conjunct
	// leq[side][x][y]: for every item of that side, expression x <= y
	// (both keyed in the same domain), so x..y is an interval.
	leq        [2]map[[2]string]bool
	candidates int
	matches    []pair
	strategies string
	used       map[string]bool
	hashed     bool // partitioned by equality conjuncts
}

// exprID names a side expression in a domain.
func exprID(text string, d domain) string { return strconv.Itoa(int(d)) + ":" + text }

// side is the expression of side s of the conjunct (0 left, 1 right) and
// its keys.
func (c *conjunct) side(s int) (text string, keys []jkey) {
	if s == 1 {
		return c.b, c.rk
	}
	return c.a, c.lk
}

// sideExpr is one expression on one side of the inequality conjuncts.
type sideExpr struct {
	id   string
	keys []jkey
	dom  domain
}

// sideExprs lists the distinct expressions on side s of the inequality
// conjuncts, in the order the conjuncts name them.
func (j *joiner) sideExprs(s int) []sideExpr {
	var exs []sideExpr
	seen := map[string]bool{}
	for _, c := range j.ineqs {
		text, keys := c.side(s)
		if id := exprID(text, c.dom); !seen[id] {
			seen[id] = true
			exs = append(exs, sideExpr{id, keys, c.dom})
		}
	}
	return exs
}

func (j *joiner) prepareRelations(li, ri []int) {
	j.leq = [2]map[[2]string]bool{{}, {}}
	for side := 0; side < 2; side++ {
		exs := j.sideExprs(side)
		idx := li
		if side == 1 {
			idx = ri
		}
		for _, x := range exs {
			for _, y := range exs {
				if x.id == y.id || x.dom != y.dom {
					continue
				}
				all := true
				for _, i := range idx {
					if cmpKey(x.keys[i], y.keys[i]) > 0 {
						all = false
						break
					}
				}
				if all {
					j.leq[side][[2]string{x.id, y.id}] = true
				}
			}
		}
	}
}

// bound is one conjunct bounding an indexed expression from the probe side.
type bound struct {
	c     *conjunct
	upper bool
}

// option is a band search: index one side by an expression, bound it by
// expressions of the other side.
type option struct {
	side   int // 0: index left, probe right; 1: index right, probe left
	keys   []jkey
	lowers []bound
	uppers []bound
}

func (j *joiner) options() []option {
	var out []option
	for side := 0; side < 2; side++ {
		exs := j.sideExprs(side)
		direct := map[string][]bound{}
		for _, c := range j.ineqs {
			text, _ := c.side(side)
			id := exprID(text, c.dom)
			// Normalized "a op b": a <= b bounds a from above and b from below.
			upper := c.op == "<" || c.op == "<="
			if side == 1 {
				upper = !upper
			}
			direct[id] = append(direct[id], bound{c: c, upper: upper})
		}
		for _, e := range exs {
			o := option{side: side, keys: e.keys}
			for _, b := range direct[e.id] {
				if b.upper {
					o.uppers = append(o.uppers, b)
				} else {
					o.lowers = append(o.lowers, b)
				}
			}
			for _, f := range exs {
				if f.id == e.id {
					continue
				}
				for _, b := range direct[f.id] {
					// f <= e and f >= L give e >= L; e <= f and f <= U give e <= U.
					if !b.upper && j.leq[side][[2]string{f.id, e.id}] {
						o.lowers = append(o.lowers, b)
					}
					if b.upper && j.leq[side][[2]string{e.id, f.id}] {
						o.uppers = append(o.uppers, b)
					}
				}
			}
			if len(o.lowers)+len(o.uppers) > 0 {
				out = append(out, o)
			}
		}
	}
	return out
}

// probeKey is the key a bound takes for probe item p.
func (b bound) probeKey(side, p int) jkey {
	if side == 0 {
		return b.c.rk[p]
	}
	return b.c.lk[p]
}

// rangeFor gives the indexed positions [lo, hi) of a probe in sorted keys.
func (o option) rangeFor(sorted []int, p int) (int, int) {
	lo, hi := 0, len(sorted)
	for k, b := range o.lowers {
		key := b.probeKey(o.side, p)
		x := sort.Search(len(sorted), func(i int) bool { return cmpKey(o.keys[sorted[i]], key) >= 0 })
		if k == 0 || x > lo {
			lo = x
		}
	}
	for k, b := range o.uppers {
		key := b.probeKey(o.side, p)
		x := sort.Search(len(sorted), func(i int) bool { return cmpKey(o.keys[sorted[i]], key) > 0 })
		if k == 0 || x < hi {
			hi = x
		}
	}
	if lo > hi {
		lo = hi
	}
	return lo, hi
}

// overlap finds "a1 <= b1 && a2 >= b2" where a1..a2 is an interval of the
// left side and b2..b1 one of the right side: the intervals intersect.
func (j *joiner) overlap() (c1, c2 *conjunct, ok bool) {
	for _, x := range j.ineqs {
		if x.op != "<" && x.op != "<=" {
			continue
		}
		for _, y := range j.ineqs {
			if y.op != ">" && y.op != ">=" || y.dom != x.dom {
				continue
			}
			if j.leq[0][[2]string{exprID(x.a, x.dom), exprID(y.a, y.dom)}] &&
				j.leq[1][[2]string{exprID(y.b, y.dom), exprID(x.b, x.dom)}] {
				return x, y, true
			}
		}
	}
	return nil, nil, false
}

func (j *joiner) note(s string) {
	if j.used == nil {
		j.used = map[string]bool{}
	}
	if !j.used[s] {
		j.used[s] = true
		if j.strategies != "" {
			j.strategies += ", "
		}
		j.strategies += s
	}
}

// partition joins one hash partition.
func (j *joiner) partition(li, ri []int) error {
	if len(li) == 0 || len(ri) == 0 {
		return nil
	}
	opts := j.options()
	// Only the options that can win are costed: two-sided bands if there
	// are any, else none when an overlap sweep applies, else the one-sided.
	var two []option
	for _, o := range opts {
		if len(o.lowers) > 0 && len(o.uppers) > 0 {
			two = append(two, o)
		}
	}
	if len(two) > 0 {
		opts = two
	} else if _, _, ok := j.overlap(); ok {
		opts = nil
	}
	type costed struct {
		o      option
		sorted []int
		cost   int
		both   bool
	}
	var best *costed
	for _, o := range opts {
		idx, probes := li, ri
		if o.side == 1 {
			idx, probes = ri, li
		}
		sorted := append([]int(nil), idx...)
		sort.Slice(sorted, func(a, b int) bool {
			if c := cmpKey(o.keys[sorted[a]], o.keys[sorted[b]]); c != 0 {
				return c < 0
			}
			return sorted[a] < sorted[b]
		})
		cost := 0
		for _, p := range probes {
			lo, hi := o.rangeFor(sorted, p)
			cost += hi - lo
		}
		c := &costed{o: o, sorted: sorted, cost: cost, both: len(o.lowers) > 0 && len(o.uppers) > 0}
		if best == nil || c.both && !best.both || c.both == best.both && c.cost < best.cost {
			best = c
		}
	}
	if best == nil || !best.both {
		if c1, c2, ok := j.overlap(); ok {
			j.note("interval sweep")
			return j.sweep(li, ri, c1, c2)
		}
	}
	if best != nil {
		if best.both {
			j.note("band search")
		} else {
			j.note("one-sided band search")
		}
		if j.candidates+best.cost > j.max {
			return j.tooMany(best.cost)
		}
		probes := ri
		if best.o.side == 1 {
			probes = li
		}
		for _, p := range probes {
			lo, hi := best.o.rangeFor(best.sorted, p)
			for _, x := range best.sorted[lo:hi] {
				a, b := x, p
				if best.o.side == 1 {
					a, b = p, x
				}
				if err := j.check(a, b); err != nil {
					return err
				}
			}
		}
		return nil
	}
	cost := len(li) * len(ri)
	if j.candidates+cost > j.max {
		return j.tooMany(cost)
	}
	if !j.hashed {
		j.note("pairwise check")
	}
	for _, a := range li {
		for _, b := range ri {
			if err := j.check(a, b); err != nil {
				return err
			}
		}
	}
	return nil
}

func (j *joiner) tooMany(more int) error {
	return fmt.Errorf("the JOIN would have to check %d candidate pairs, more than the limit of %d: "+
		"add a condition that compares i1 with i2 by equality (i1.x == i2.y) or in time (before, after, overlap, within N hours), "+
		"or narrow the inputs", j.candidates+more, j.max)
}

// sweep joins intervals [c1.a, c2.a] of the left side with [c2.b, c1.b] of
// the right side that intersect, visiting only intersecting pairs.
func (j *joiner) sweep(li, ri []int, c1, c2 *conjunct) error {
	type iv struct {
		start, end jkey
		side       int
		idx        int
	}
	ivs := make([]iv, 0, len(li)+len(ri))
	for _, i := range li {
		ivs = append(ivs, iv{c1.lk[i], c2.lk[i], 0, i})
	}
	for _, x := range ri {
		ivs = append(ivs, iv{c2.rk[x], c1.rk[x], 1, x})
	}
	sort.Slice(ivs, func(a, b int) bool {
		if c := cmpKey(ivs[a].start, ivs[b].start); c != 0 {
			return c < 0
		}
		if ivs[a].side != ivs[b].side {
			return ivs[a].side < ivs[b].side
		}
		return ivs[a].idx < ivs[b].idx
	})
	var active [2][]iv
	for _, x := range ivs {
		other := &active[1-x.side]
		kept := (*other)[:0]
		for _, y := range *other {
			if cmpKey(y.end, x.start) < 0 {
				continue // ended before x starts: never overlaps anything later
			}
			kept = append(kept, y)
			a, b := x.idx, y.idx
			if x.side == 1 {
				a, b = y.idx, x.idx
			}
			if err := j.check(a, b); err != nil {
				return err
			}
		}
		*other = kept
		active[x.side] = append(active[x.side], x)
	}
	return nil
}

// check evaluates the full condition for left[a], right[b].
func (j *joiner) check(a, b int) error {
	j.candidates++
	if j.candidates > j.max {
		return j.tooMany(0)
	}
	if j.candidates%checkEvery == 0 {
		if err := j.ctx.Err(); err != nil {
			return err
		}
	}
	ok, err := j.full.BoolPairChecked(j.left[a], j.right[b])
	if err != nil {
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return err
		}
		return record(j.st, err)
	}
	if ok {
		j.matches = append(j.matches, pair{int32(a), int32(b)})
	}
	return nil
}
