package retrieve

import (
	"context"
	"fmt"
	"slices"
	"time"

	"reqap/index/columns"
	"reqap/ingest"
	"reqap/qa/otx"
)

// ColumnLibrary is a Library that also holds sources as column tables
// (*index.Library does).
type ColumnLibrary interface {
	Columns(ctx context.Context, source string) (*columns.Table, error)
}

var _ otx.ColumnRetriever = (*Retriever)(nil)

// RetrieveColumns implements otx.ColumnRetriever: when the query takes one
// source whole and nothing else, and the source's records are of one
// export and none are copies of another, Retrieve would return one item
// per event in the library's order; the table is those events. Otherwise
// ok is false and the caller retrieves items.
func (r *Retriever) RetrieveColumns(ctx context.Context, req otx.RetrieveRequest, minRows int) (*columns.Table, []string, bool, error) {
	cl, ok := r.lib.(ColumnLibrary)
	if !ok {
		return nil, nil, false, nil
	}
	// The sources the query may take whole that hold a table rows stand
	// for, found before the query is judged: when there is none (a source
	// of two exports, say), Retrieve judges it as any other query.
	fit := map[string]*columns.Table{}
	for _, src := range r.largeWhole(req, minRows) {
		t, err := cl.Columns(ctx, src)
		if err != nil {
			if ctx.Err() != nil {
				return nil, nil, false, ctx.Err()
			}
			r.log.Debug("retrieving items instead of columns", "source", src, "err", err)
			continue
		}
		ok, err := r.rowsAreItems(ctx, t)
		if err != nil {
			return nil, nil, false, err
		}
		if ok {
			fit[src] = t
		}
	}
	if len(fit) == 0 {
		return nil, nil, false, nil
	}
	gen, start := r.lib.Generation(), time.Now()
	res, d, err := r.judge(ctx, req, gen)
	if err != nil {
		return nil, nil, false, fmt.Errorf("retrieving %q: %w", req.Query, err)
	}
	// A query the table does not answer is retrieved as items next: what
	// was judged here is finished and cached for it, not judged again
	// (recall, and classifying patterns and events, perhaps by a model).
	itemsNext := func() (*columns.Table, []string, bool, error) {
		_, err := r.finish(ctx, req, cacheKey(req), gen, start, res, d)
		return nil, nil, false, err
	}
	if d == nil || len(d.whole) != 1 || len(d.kept) > 0 || fit[d.whole[0]] == nil {
		return itemsNext()
	}
	src := d.whole[0]
	for _, w := range d.q.Whole {
		if w.Source == src && w.Key != "" {
			return itemsNext() // a part of the source: a search, not the table
		}
	}
	if r.lib.Generation() != gen {
		return nil, nil, false, nil
	}
	return fit[src], res.Notes(), true, nil
}

// rowsAreItems reports whether recordItems would make one item per row of
// t: its records are of one export and none are copies of another. A
// table never changes, so the answer is kept with it.
func (r *Retriever) rowsAreItems(ctx context.Context, t *columns.Table) (bool, error) {
	r.mu.Lock()
	ok, known := r.tableFits[t]
	r.mu.Unlock()
	if known {
		return ok, nil
	}
	ok = len(t.Formats()) == 1
	if ok {
		merged, err := copiesIn(ctx, t)
		if err != nil {
			return false, err
		}
		ok = !merged
	}
	r.mu.Lock()
	if r.tableFits == nil || len(r.tableFits) > 64 {
		r.tableFits = map[*columns.Table]bool{} // tables of past states go
	}
	r.tableFits[t] = ok
	r.mu.Unlock()
	return ok, nil
}

// copiesIn reports whether recordItems would merge any rows of t: records
// starting together that are copies of one record in two files. Rows
// starting together of one file (the happenings of a journal day without
// a time of their own) are no copies of each other: their events are not
// made.
func copiesIn(ctx context.Context, t *columns.Table) (bool, error) {
	n := t.Len()
	for i := 0; i < n; {
		j := i + 1
		file := t.File(i)
		oneFile := file != "" // a bad file number is Event's to report
		for j < n && t.StartNano(j) == t.StartNano(i) {
			oneFile = oneFile && t.File(j) == file
			j++
		}
		if j > i+1 && !oneFile {
			evs := make([]*ingest.Event, 0, j-i)
			for k := i; k < j; k++ {
				ev, err := t.SharedEvent(k)
				if err != nil {
					return false, err
				}
				evs = append(evs, ev)
			}
			items, err := recordItems(ctx, evs)
			if err != nil {
				return false, err
			}
			if len(items) != len(evs) {
				return true, nil
			}
		}
		i = j
	}
	return false, nil
}

// largeWhole returns the sources of at least min events the query may
// take whole (the analysis is the cheap first step of judging it).
func (r *Retriever) largeWhole(req otx.RetrieveRequest, min int) []string {
	counts := r.lib.CountBySource()
	large := false
	for _, n := range counts {
		large = large || n >= min
	}
	if !large {
		return nil
	}
	q := analyze(r.lex, req.Query, req.Sources, func(src string) bool { return counts[src] > 0 })
	var out []string
	for _, w := range q.Whole {
		if counts[w.Source] >= min && !slices.Contains(out, w.Source) {
			out = append(out, w.Source)
		}
	}
	return out
}
