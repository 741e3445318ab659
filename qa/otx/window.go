package otx

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"reqap/ingest"
	"reqap/internal/lru"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/tree"
)

// A question about one year of a lifetime of journal days ("how many times
// did I call Dad in 2019") extracts from every day and keeps a year of
// them: the FILTER that asks for the year sits above the EXTRACT, because
// the planner's tree reads RETRIEVE → EXTRACT → FILTER. A conjunct of a
// FILTER above an EXTRACT that reads only the items' times drops the same
// items whatever the EXTRACT adds, so the EXTRACT skips them: the window is
// pushed down. Extraction is not independent item by item, though: the
// first items of a source decide, as a sample, which field an attribute is
// read from (extract.Extractor's mappings). So the items are extracted in
// order, all of them, until every requested attribute's sample is
// complete, and only then are the items outside the window skipped; an
// item inside it gets exactly what it got before.

// SampledExtractor is an Extractor that says whether extracting an item
// of source for spec can still change how later items are extracted (its
// sample of the source is not complete); false when it can.
type SampledExtractor interface {
	Extractor
	Sampled(source string, spec qa.AttrSpec) bool
}

// windowAttrs are the attributes a window may read: an item's times,
// which EXTRACT leaves as they are unless it is asked for them.
var windowAttrs = map[string]bool{
	qa.AttrStartDate: true, qa.AttrStartTime: true, qa.AttrStartDateTime: true,
	qa.AttrEndDate: true, qa.AttrEndTime: true, qa.AttrEndDateTime: true,
}

// windowsOf finds, per subtree key of an EXTRACT node, the condition on
// the items' times that every FILTER above it applies before anything but
// FILTERs and EXTRACTs reads its items: the conjuncts of those FILTERs
// that read only windowAttrs, joined with &&. Identical subtrees run once,
// so a key has a window only when every place it occurs has the same one.
func windowsOf(root *tree.Node) map[string]string {
	win := map[string]string{}
	none := map[string]bool{}
	var walk func(n *tree.Node, above []string)
	walk = func(n *tree.Node, above []string) {
		if n == nil {
			return
		}
		var below []string
		switch n.Op {
		case tree.EXTRACT:
			k := tree.Key(n)
			w := strings.Join(above, " && ")
			switch prev, seen := win[k]; {
			case w == "" || extractsTimes(n) || seen && prev != w:
				none[k] = true
			default:
				win[k] = w
			}
			if !extractsTimes(n) {
				below = above
			}
		case tree.FILTER:
			if !tree.YieldsGroups(n.Input(0)) {
				below = append(slices.Clip(above), timeConjuncts(n.Args.Condition)...)
			}
		}
		for _, c := range n.Inputs {
			walk(c, below)
		}
		for _, c := range n.Refs {
			walk(c, nil)
		}
	}
	walk(root, nil)
	for k := range none {
		delete(win, k)
	}
	return win
}

// extractsTimes reports whether EXTRACT n is asked for an attribute a
// window may read (it would convert what the items hold).
func extractsTimes(n *tree.Node) bool {
	return slices.ContainsFunc(n.Args.Attrs, func(a string) bool { return windowAttrs[a] })
}

// timeConjuncts are the top-level conjuncts of a FILTER condition over
// items that read only windowAttrs (no refs, no other attribute); the
// slice is shared, not to be changed. Every run looks for the windows of
// its tree, and compiling each conjunct of each condition to learn what it
// reads was 7% of the runs' CPU time over the perqa questions: a
// condition's conjuncts are kept.
func timeConjuncts(cond string) []string {
	if out, ok := conjunctsOf.Get(cond, 0); ok {
		return out
	}
	out := slices.Clip(findTimeConjuncts(cond))
	conjunctsOf.Put(cond, 0, out)
	return out
}

// conjunctsOf are the time conjuncts of the last conditions seen (the
// answer depends on the condition alone: generation 0).
var conjunctsOf = lru.New[[]string](1024, nil, 0)

func findTimeConjuncts(cond string) []string {
	root, err := expr.Parse(cond)
	if err != nil {
		return nil
	}
	var out []string
	for _, c := range splitAnd(root, nil) {
		src := expr.Print(c)
		p, err := expr.Compile(src, expr.Items)
		if err != nil || p.Info.UsesGroup || p.Info.UsesItems || len(p.Info.Idents) == 0 {
			continue
		}
		if !slices.ContainsFunc(p.Info.Idents, func(id string) bool { return !windowAttrs[id] }) {
			out = append(out, src)
		}
	}
	return out
}

// window is the condition of the FILTERs above EXTRACT n, as a FILTER
// over n's input ("": none).
func (r *run) window(n *tree.Node) (*tree.Node, string) {
	w, ok := r.windows[tree.Key(n)]
	if !ok {
		return nil, ""
	}
	return &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: w}, Inputs: n.Inputs}, w
}

// windowOf says which items of in (the input of EXTRACT n) are inside the
// window the FILTERs above n keep (nil: all are, or there is no window),
// and how many are outside it.
func (r *run) windowOf(ctx context.Context, n *tree.Node, in *frame) (inside []bool, outside int, err error) {
	filter, w := r.window(n)
	if filter == nil || in.grouped() {
		return nil, 0, nil
	}
	inside = make([]bool, in.len())
	st, err := r.eachRow(ctx, filter, "condition", in, nil, func(i int, v any, _ *Stats) {
		inside[i], _ = expr.AsBool(v) // an error drops the item as FILTER would
	})
	if err != nil {
		return nil, 0, fmt.Errorf("the window %s: %w", w, err)
	}
	if keptNoneUnrecorded(inside, st) {
		return nil, 0, nil
	}
	return counted(inside)
}

// keptNoneUnrecorded reports whether a window keeps none of the items and
// some lacked an attribute it reads (notes written by their day alone have
// no time of day to be "in the afternoon"): then it is not applied, so
// that the FILTER above it sees the items and says the attribute is not
// recorded for them (unrecordedFilter), where skipping them here let its
// nothing found pass for a count of none.
func keptNoneUnrecorded(inside []bool, st Stats) bool {
	return len(st.Missing) > 0 && !slices.Contains(inside, true)
}

// windowOfItems is windowOf for items.
func (r *run) windowOfItems(ctx context.Context, n *tree.Node, items []*qa.Item) (inside []bool, outside int, err error) {
	filter, w := r.window(n)
	if filter == nil || tree.YieldsGroups(n.Input(0)) {
		return nil, 0, nil
	}
	p, err := r.compiled(ctx, filter, "condition", nil)
	if err != nil {
		return nil, 0, fmt.Errorf("the window %s: %w", w, err)
	}
	inside = make([]bool, len(items))
	var st Stats
	for i, it := range items {
		if i%checkEvery == checkEvery-1 {
			if err := ctx.Err(); err != nil {
				return nil, 0, err
			}
		}
		var err error
		if inside[i], err = p.Bool(it); err != nil {
			_ = record(&st, err) // dropped as FILTER would
		}
	}
	if keptNoneUnrecorded(inside, st) {
		return nil, 0, nil
	}
	return counted(inside)
}

// counted is inside with how many items are outside; nil when none is.
func counted(inside []bool) ([]bool, int, error) {
	outside := 0
	for _, k := range inside {
		if !k {
			outside++
		}
	}
	if outside == 0 {
		return nil, 0, nil
	}
	return inside, outside, nil
}

// windowNote says what the EXTRACT of n skipped.
func (r *run) windowNote(st *Stats, n *tree.Node, outside int) {
	st.note("%s outside %s (filtered above) not extracted", plural.Noun(outside, "item"), r.windows[tree.Key(n)])
}

// sampled reports whether extracting items of sources can no longer
// change how later ones are extracted, for every spec.
func (r *run) sampled(sources []string, specs []qa.AttrSpec) bool {
	se, ok := r.e.Extractor.(SampledExtractor)
	if !ok {
		return false
	}
	for _, src := range sources {
		for _, s := range specs {
			if !se.Sampled(src, s) {
				return false
			}
		}
	}
	return true
}

// extractWindow is EXTRACT n over the n items at (from the frame or the
// items of n's input) that are inside the window (inside, from windowOf),
// of sources: the first items are extracted in order until the samples
// are complete, whether inside or not, then only those inside; the items
// outside are left out of the output.
func (r *run) extractWindow(ctx context.Context, node *tree.Node, n int, at func(idx []int) ([]*qa.Item, error), sources []string, inside []bool, outside int) (*Output, error) {
	if r.e.Extractor == nil {
		return nil, fmt.Errorf("no extractor is configured")
	}
	specs := attrSpecs(node)
	var kept []*qa.Item
	extract := func(idx []int) error {
		its, err := at(idx)
		if err != nil {
			return err
		}
		got, err := r.e.Extractor.Extract(ctx, its, specs)
		if err != nil {
			return fmt.Errorf("extracting %s: %w", strings.Join(node.Args.Attrs, ", "), err)
		}
		if len(got) != len(its) {
			return fmt.Errorf("extractor returned %d items for %d", len(got), len(its))
		}
		for k, it := range got {
			if !inside[idx[k]] {
				continue
			}
			if it == nil {
				it = its[k]
			}
			kept = append(kept, it)
		}
		return nil
	}
	i := 0
	if _, ok := r.e.Extractor.(SampledExtractor); !ok {
		// It cannot say when its sample is complete: every item, as
		// without a window.
		if err := extract(indexes(0, n)); err != nil {
			return nil, err
		}
		i = n
	}
	// The sample is taken a few items at a time, more as it goes on: an
	// item extracted after the sample is complete is only work wasted.
	for step := 1; i < n && !r.sampled(sources, specs); step = min(2*step, 64) {
		j := min(i+step, n)
		if err := extract(indexes(i, j)); err != nil {
			return nil, err
		}
		i = j
	}
	var rest []int
	for ; i < n; i++ {
		if inside[i] {
			rest = append(rest, i)
		}
	}
	if len(rest) > 0 {
		if err := extract(rest); err != nil {
			return nil, err
		}
	}
	out := r.extracted(node, specs, kept)
	if len(kept) == 0 {
		out.Answer = qa.EmptyAnswer("")
	}
	r.windowNote(&out.Stats, node, outside)
	return out, nil
}

// indexes are i to j-1.
func indexes(i, j int) []int {
	out := make([]int, 0, j-i)
	for k := i; k < j; k++ {
		out = append(out, k)
	}
	return out
}

// sourcesOf are the sources of the events of items, each once.
func sourcesOf(items []*qa.Item) []string {
	var out []string
	for _, it := range items {
		for _, e := range it.Events {
			if !slices.Contains(out, e.Source) {
				out = append(out, e.Source)
			}
		}
	}
	return out
}

// extractInWindow runs EXTRACT n on items when a window applies to its
// input (ok false otherwise): on a frame, before its items are made, so
// that those outside the window are not.
func (r *run) extractInWindow(ctx context.Context, n *tree.Node, in *NodeResult) (*Output, bool, error) {
	if f := in.frame; f != nil {
		inside, outside, err := r.windowOf(ctx, n, f)
		if err != nil || inside == nil {
			return nil, false, err
		}
		evs := map[int32]*ingest.Event{}
		at := func(idx []int) ([]*qa.Item, error) { return f.itemsAt(ctx, idx, evs) }
		out, err := r.extractWindow(ctx, n, f.len(), at, []string{f.t.Source()}, inside, outside)
		return out, err == nil, err
	}
	inside, outside, err := r.windowOfItems(ctx, n, in.Items)
	if err != nil || inside == nil {
		return nil, false, err
	}
	at := func(idx []int) ([]*qa.Item, error) {
		out := make([]*qa.Item, len(idx))
		for k, i := range idx {
			out[k] = in.Items[i]
		}
		return out, nil
	}
	out, err := r.extractWindow(ctx, n, len(in.Items), at, sourcesOf(in.Items), inside, outside)
	return out, err == nil, err
}
