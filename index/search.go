package index

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"weak"

	"github.com/RoaringBitmap/roaring"
	"github.com/blugelabs/bluge"
	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/search"

	"reqap/index/columns"
	"reqap/ingest"
)

// Query selects events. With text (Text or Terms) events are ranked by BM25
// over their verbalizations; without, every event matching the filters is
// returned in order of start. Filters always apply.
type Query struct {
	// Text is analyzed like the events (stemming, emoji as words); an event
	// matching any of its words is a hit.
	Text string
	// Terms are extra weighted alternatives OR-ed in (query expansion). A
	// term of several words matches only events holding all of them.
	Terms []Term
	// Sources keeps only events of these source kinds (none = all).
	Sources []string
	// From and To keep events overlapping [From, To); a zero bound is open.
	// Events without a start never match a bounded query.
	From, To time.Time
	// Fields keeps events whose field Key equals Value, ignoring case; for
	// a list field one element must equal it. All filters must hold.
	Fields []FieldFilter
	// MinScore drops text hits scoring below it.
	MinScore float64
	// Limit caps the number of hits; 0 returns all.
	Limit int
}

// Term is one weighted alternative of a text query.
type Term struct {
	Text  string
	Boost float64 // 0 means 1
}

// FieldFilter is an exact, case-insensitive match on a field.
type FieldFilter struct {
	Key, Value string
}

// Hit is one event found by Search. Score is the BM25 score of a text
// query and 0 otherwise.
type Hit struct {
	Event *ingest.Event
	Score float64
}

func (q Query) hasText() bool {
	if strings.TrimSpace(q.Text) != "" {
		return true
	}
	for _, t := range q.Terms {
		if strings.TrimSpace(t.Text) != "" {
			return true
		}
	}
	return false
}

// cacheKey writes the query canonically; source order does not matter.
func (q Query) cacheKey() string {
	var b strings.Builder
	b.WriteString("search\x00")
	b.WriteString(q.Text)
	for _, t := range q.Terms {
		b.WriteString("\x00t")
		b.WriteString(t.Text)
		b.WriteByte('^')
		b.WriteString(strconv.FormatFloat(t.Boost, 'g', -1, 64))
	}
	srcs := slices.Clone(q.Sources)
	sort.Strings(srcs)
	for _, s := range srcs {
		b.WriteString("\x00s")
		b.WriteString(s)
	}
	fmt.Fprintf(&b, "\x00%d\x00%d\x00%v\x00%d", timeKey(q.From), timeKey(q.To), q.MinScore, q.Limit)
	for _, f := range q.Fields {
		b.WriteString("\x00f")
		b.WriteString(f.Key)
		b.WriteByte('=')
		b.WriteString(strings.ToLower(strings.TrimSpace(f.Value)))
	}
	return b.String()
}

func timeKey(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// Search returns the events matching q: by BM25 score (descending, ties by
// start) when q has text, by start otherwise. The slice is the caller's;
// the events are shared and must not be modified.
func (l *Library) Search(ctx context.Context, q Query) ([]Hit, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	gen := l.changes.Load()
	key := q.cacheKey()
	if v, ok := l.results.Get(key, gen); ok {
		return slices.Clone(v.([]Hit)), nil
	}
	var (
		hits []Hit
		err  error
	)
	switch {
	case q.hasText():
		hits, err = l.textSearch(ctx, q)
	default:
		var ok bool
		if hits, ok = l.tableSearch(q); !ok {
			// A text query loads the sources its hits are of (see
			// textSearch); a filter reads them whole.
			if err := l.ensureSources(sourcesArg(q.Sources)); err != nil {
				return nil, fmt.Errorf("searching: %w", err)
			}
			hits, err = l.filterSearch(q)
		}
	}
	if err != nil {
		return nil, err
	}
	// A result computed while a write landed may mix generations: keep it
	// out of the cache.
	if l.changes.Load() == gen {
		l.results.Put(key, gen, hits)
		hits = slices.Clone(hits)
	}
	return hits, nil
}

// sourcesArg is the argument of ensureSources for a list of sources, none
// meaning all.
func sourcesArg(srcs []string) []string {
	if len(srcs) == 0 {
		return nil
	}
	return srcs
}

// filterSearch serves a query without text from the sorted view.
func (l *Library) filterSearch(q Query) ([]Hit, error) {
	if l.isClosed() {
		return nil, fmt.Errorf("searching: %w", ErrClosed)
	}
	v := l.currentView()
	var lists [][]*ingest.Event
	if len(q.Sources) == 0 {
		lists = append(lists, v.all.window(q.From, q.To))
	} else {
		seen := map[string]bool{}
		for _, src := range q.Sources {
			if s := v.sources[src]; s != nil && !seen[src] {
				seen[src] = true
				lists = append(lists, s.window(q.From, q.To))
			}
		}
	}
	evs := mergeLists(lists)
	n := len(evs)
	if q.Limit > 0 && q.Limit < n && len(q.Fields) == 0 {
		n = q.Limit
	}
	hits := make([]Hit, 0, n)
	for _, ev := range evs {
		if len(q.Fields) > 0 && !matchFields(ev, q.Fields) {
			continue
		}
		hits = append(hits, Hit{Event: ev})
		if q.Limit > 0 && len(hits) == q.Limit {
			break
		}
	}
	return hits, nil
}

// tableSearch serves a query for the events of some sources with a field
// value from the column tables of those sources, when none of them is in
// memory: the rows whose code is of a matching value are made events, the
// rest never are. A question over journal days asks it for every
// relevant pattern (activity = dinner), which loaded all 106,000
// happenings to keep a few thousand. ok is false when a source has no
// table of the committed state; the caller then loads the sources.
func (l *Library) tableSearch(q Query) (hits []Hit, ok bool) {
	if len(q.Sources) == 0 || len(q.Fields) == 0 || l.isClosed() {
		return nil, false
	}
	var tables []*columns.Table
	for _, src := range q.Sources {
		t := l.unloadedTable(src)
		if t == nil {
			return nil, false
		}
		if !slices.Contains(tables, t) {
			tables = append(tables, t)
		}
	}
	want := strings.TrimSpace(q.Fields[0].Value)
	lists := make([][]*ingest.Event, 0, len(tables))
	for _, t := range tables {
		col := t.Column(q.Fields[0].Key)
		if col == nil {
			continue // no event of the source has the field
		}
		// A dictionary's values are matched once, not once per row.
		var match []bool
		if !col.Numeric() {
			vals := col.Values()
			match = make([]bool, len(vals)+1)
			for c, v := range vals {
				match[c+1] = valueMatches(v, want)
			}
		}
		var evs []*ingest.Event
		for i := range t.Len() {
			if match != nil {
				if c := col.Code(i); int(c) >= len(match) || !match[c] {
					continue
				}
			} else if v, ok := col.Value(i); !ok || !valueMatches(v, want) {
				continue
			}
			ev, err := t.SharedEvent(i)
			if err != nil {
				l.log.Warn("reading the events instead of a damaged column table", "source", t.Source(), "err", err)
				return nil, false
			}
			if overlaps(ev, q.From, q.To) && matchFields(ev, q.Fields[1:]) {
				evs = append(evs, ev)
			}
		}
		lists = append(lists, evs)
	}
	evs := mergeLists(lists)
	if q.Limit > 0 && q.Limit < len(evs) {
		evs = evs[:q.Limit]
	}
	hits = make([]Hit, len(evs))
	for i, ev := range evs {
		hits[i] = Hit{Event: ev}
	}
	return hits, true
}

// textQuery builds the Bluge query of q's text, or nil when no searchable
// word is left after analysis (only stop words, say).
func (l *Library) textQuery(q Query) bluge.Query {
	bq := bluge.NewBooleanQuery()
	n := 0
	var single bluge.Query
	for _, t := range analyzeTerms(l.analyzer, q.Text) {
		tq := bluge.NewTermQuery(t).SetField(fieldText)
		bq.AddShould(tq)
		single = tq
		n++
	}
	for _, term := range q.Terms {
		terms := analyzeTerms(l.analyzer, term.Text)
		if len(terms) == 0 {
			continue
		}
		boost := term.Boost
		if !(boost > 0) || math.IsInf(boost, 1) {
			boost = 1 // zero, negative or not a number: the documented default
		}
		if len(terms) == 1 {
			tq := bluge.NewTermQuery(terms[0]).SetField(fieldText).SetBoost(boost)
			bq.AddShould(tq)
			single = tq
		} else {
			all := bluge.NewBooleanQuery()
			for _, t := range terms {
				all.AddMust(bluge.NewTermQuery(t).SetField(fieldText))
			}
			bq.AddShould(all.SetBoost(boost))
			single = nil
		}
		n++
	}
	if n == 0 {
		return nil
	}
	if n == 1 && single != nil {
		return single // skips two layers of Bluge searchers
	}
	return bq
}

// textSearch asks Bluge for the documents and scores of every matching
// event and resolves and filters them through the cache. Documents of
// generations that are not committed (an import under way, or garbage) are
// not events; a record several files hold matches once per copy and is
// one hit, with its best score.
func (l *Library) textSearch(ctx context.Context, q Query) ([]Hit, error) {
	bq := l.textQuery(q)
	if bq == nil {
		return []Hit{}, nil
	}
	r, release, err := l.acquire()
	if err != nil {
		return nil, fmt.Errorf("searching %q: %w", q.Text, err)
	}
	defer release()
	var srcs map[string]bool
	if len(q.Sources) > 0 {
		srcs = make(map[string]bool, len(q.Sources))
		for _, s := range q.Sources {
			srcs[s] = true
		}
	}
	keep := func(ev *ingest.Event) bool {
		return (srcs == nil || srcs[ev.Source]) && overlaps(ev, q.From, q.To) && matchFields(ev, q.Fields)
	}
	hits := make([]Hit, 0, 1024)
	// While some sources are not in memory the matches are collected
	// first, with their names and sources (doc values, read per hit), so
	// that the sources they are of can be loaded before they are
	// resolved; a question about workouts never reads the plays.
	var matches []textMatch
	// lookups are the sources whose events hits are looked up in by id
	// (nil: any), so that a source read from its snapshot is entered in the
	// id map only when a hit is of it.
	var lookups []string
	// Segment tables cover the whole library: they pay off once it is all
	// in memory (the desktop app), not for a process that reads a few
	// sources.
	lazy := !l.sourcesLoaded(nil)
	if lazy {
		if hits, ok, err := l.rowHits(ctx, r, bq, q, keep); err != nil {
			return nil, fmt.Errorf("searching %q: %w", q.Text, err)
		} else if ok {
			return hits, nil
		}
		need := map[string]int{}
		// Matches in other sources are skipped before their doc values
		// are read: "running" matches thousands of tracks named "Run".
		var allowed *roaring.Bitmap
		if len(q.Sources) > 0 {
			if allowed, err = l.sourceDocs(ctx, r, q.Sources); err != nil {
				return nil, fmt.Errorf("searching %q: %w", q.Text, err)
			}
		}
		// Allowed documents of one source are of that source: its name
		// is not read per hit.
		fields, only := []string{"_id", fieldSource}, ""
		if allowed != nil && len(srcs) == 1 {
			fields, only = fields[:1], q.Sources[0]
		}
		// Hits in the sources whose rows are kept are rows at once (see
		// docrows.go): their names are not read, and those sources are
		// not loaded.
		rowed, _ := l.rowSources(r, l.sourcesOf(q.Sources))
		err = l.collectIf(ctx, r, bq, func(m *search.DocumentMatch) bool {
			if m.Score < q.MinScore || allowed != nil && !allowed.Contains(uint32(m.Number)) {
				return false
			}
			for _, p := range rowed {
				ev, of, err := p.event(m.Number)
				if !of {
					continue
				}
				if err != nil {
					return true // read by its name
				}
				if ev != nil {
					matches = append(matches, textMatch{num: m.Number, src: ev.Source, score: m.Score, ev: ev, rowed: true})
				}
				return false
			}
			return true
		}, fields, func(m *search.DocumentMatch) {
			if m.Score < q.MinScore {
				return
			}
			name := m.DocValues("_id")
			if len(name) == 0 {
				return
			}
			id, g, ok := parseDocID(string(name[0]))
			if !ok {
				return
			}
			s := only
			if only == "" {
				if src := m.DocValues(fieldSource); len(src) > 0 {
					if s = string(src[0]); srcs != nil && !srcs[s] {
						return
					}
				}
			}
			need[s]++ // "" is unknown: load everything
			matches = append(matches, textMatch{id: id, g: g, num: m.Number, src: s, score: m.Score})
		})
		if err != nil {
			return nil, fmt.Errorf("searching %q: %w", q.Text, err)
		}
		// A few hits in a large source not in memory (three tracks named
		// "Run" among a million plays) are read on their own rather than
		// loading the source. Only when no record is held by two files:
		// then each hit is its event's one copy, the canonical one.
		l.mu.RLock()
		single := l.sum.Copies == l.sum.Events
		alone := map[string]bool{}
		var names []string
		var viaTable []string
		// Next time, the hits of a source they are a good part of are
		// rows at once (see docrows.go).
		var keepRows []string
		for s, n := range need {
			if single && s != "" && !l.loadedLocked([]string{s}) && n > maxReadAlone && n*rowsWorthKeeping >= l.sum.BySource[s] {
				keepRows = append(keepRows, s)
			}
			switch {
			case single && s != "" && !l.loadedLocked([]string{s}) && n <= maxReadAlone && n*20 < l.sum.BySource[s]:
				alone[s] = true
			case single && s != "" && !l.loadedLocked([]string{s}) && n*2 < l.sum.BySource[s]:
				// More hits than are read one by one, in a large source:
				// its column table, if it has one, makes just those.
				viaTable = append(viaTable, s)
			default:
				names = append(names, s)
			}
		}
		l.mu.RUnlock()
		for _, s := range viaTable {
			if !l.readFromColumns(s, matches) {
				names = append(names, s)
			}
		}
		l.keepRowsOf(keepRows)
		if need[""] > 0 {
			names = nil
		}
		if len(alone) > 0 && !l.readAlone(r, func(yield func(*textMatch) bool) {
			for i := range matches {
				if alone[matches[i].src] && !yield(&matches[i]) {
					return
				}
			}
		}) {
			for s := range alone {
				names = append(names, s)
			}
		}
		if len(names) > 0 || need[""] > 0 {
			if err := l.ensureSources(names); err != nil {
				return nil, fmt.Errorf("searching %q: %w", q.Text, err)
			}
		}
		// A record held by several files may have copies of several
		// sources: then any source's events may be looked up.
		if need[""] == 0 && single {
			lookups = make([]string, 0, len(need))
			for s := range need {
				lookups = append(lookups, s)
			}
		}
	}
	// The cache stays read-locked while hits are resolved: a commit waits
	// for the search instead of changing what it resolves against.
	l.ensureIndexed(lookups)
	l.mu.RLock()
	defer l.mu.RUnlock()
	var table *docTable
	ok := false
	if !lazy {
		if table, ok, err = l.table(r); err != nil {
			return nil, fmt.Errorf("searching %q: %w", q.Text, err)
		}
	}
	merged := l.sum.Copies > l.sum.Events
	var seen map[*ingest.Event]int // hit index of each event, with merged copies
	if merged {
		seen = map[*ingest.Event]int{}
	}
	add := func(e *entry, score float64) {
		if e == nil || !keep(e.ev) {
			return
		}
		if seen != nil {
			if i, dup := seen[e.ev]; dup {
				hits[i].Score = max(hits[i].Score, score)
				return
			}
			seen[e.ev] = len(hits)
		}
		hits = append(hits, Hit{Event: e.ev, Score: score})
	}
	if lazy {
		for _, m := range matches {
			if !m.rowed && !l.committedLocked(m.g, "") {
				continue
			}
			if m.ev != nil {
				add(&entry{ev: m.ev}, m.score)
			} else {
				add(l.events[m.id], m.score)
			}
		}
		sortHits(hits)
		if q.Limit > 0 && len(hits) > q.Limit {
			hits = hits[:q.Limit:q.Limit]
		}
		return hits, nil
	}
	var ids []string
	if !ok {
		ids = []string{"_id"}
	}
	err = l.collect(ctx, r, bq, ids, func(m *search.DocumentMatch) {
		if m.Score < q.MinScore {
			return
		}
		if table != nil {
			add(table.lookup(m.Number), m.Score)
			return
		}
		if v := m.DocValues("_id"); len(v) > 0 {
			if id, g, ok := parseDocID(string(v[0])); ok && l.committedLocked(g, "") {
				add(l.events[id], m.Score)
			}
		}
	})
	if err != nil {
		return nil, fmt.Errorf("searching %q: %w", q.Text, err)
	}
	sortHits(hits)
	if q.Limit > 0 && len(hits) > q.Limit {
		hits = hits[:q.Limit:q.Limit]
	}
	return hits, nil
}

// collect runs q on a snapshot and calls fn for every match, which fn must
// not keep: the match objects are recycled (Bluge's own AllMatches
// collector allocates one per hit, tens of thousands per question). Each
// match carries the doc values of fields.
func (l *Library) collect(ctx context.Context, snap *blugeindex.Snapshot, q bluge.Query, fields []string, fn func(*search.DocumentMatch)) error {
	return l.collectIf(ctx, snap, q, nil, fields, fn)
}

// collectIf is collect for the matches keep accepts (nil: all), asked
// before their doc values are read.
func (l *Library) collectIf(ctx context.Context, snap *blugeindex.Snapshot, q bluge.Query, keep func(*search.DocumentMatch) bool, fields []string, fn func(*search.DocumentMatch)) error {
	searcher, err := bluge.NewAllMatches(q).Searcher(snap, l.searchCfg)
	if err != nil {
		return err
	}
	defer searcher.Close()
	sctx := search.NewSearchContext(searcher.DocumentMatchPoolSize(), 0)
	for n := 0; ; n++ {
		if n%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		m, err := searcher.Next(sctx)
		if err != nil || m == nil {
			return err
		}
		if keep != nil && !keep(m) {
			sctx.DocumentMatchPool.Put(m)
			continue
		}
		if len(fields) > 0 {
			if err := m.LoadDocumentValues(sctx, fields); err != nil {
				return err
			}
		}
		fn(m)
		sctx.DocumentMatchPool.Put(m)
	}
}

// matchFields reports whether ev satisfies every filter.
func matchFields(ev *ingest.Event, filters []FieldFilter) bool {
	for _, f := range filters {
		v, ok := ev.Get(f.Key)
		if !ok || !valueMatches(v, strings.TrimSpace(f.Value)) {
			return false
		}
	}
	return true
}

func valueMatches(v ingest.Value, want string) bool {
	switch v.Kind {
	case ingest.KindText:
		return strings.EqualFold(v.Str, want)
	case ingest.KindList:
		for _, s := range v.List {
			if strings.EqualFold(s, want) {
				return true
			}
		}
		return false
	}
	return strings.EqualFold(v.String(), want)
}

// sortHits orders hits by score, best first, then by start and id. Many
// hits share a score (same words, same length), so the tie-break runs
// often: it compares small precomputed keys rather than time.Time values,
// and the hits are moved once at the end.
func sortHits(hits []Hit) {
	type key struct {
		score float64
		sec   int64
		nsec  int32
		idx   int32
	}
	keys := make([]key, len(hits))
	for i, h := range hits {
		keys[i] = key{h.Score, h.Event.Start.Unix(), int32(h.Event.Start.Nanosecond()), int32(i)}
	}
	slices.SortFunc(keys, func(a, b key) int {
		if a.score != b.score {
			if a.score > b.score {
				return -1
			}
			return 1
		}
		if a.sec != b.sec {
			if a.sec < b.sec {
				return -1
			}
			return 1
		}
		if a.nsec != b.nsec {
			if a.nsec < b.nsec {
				return -1
			}
			return 1
		}
		return strings.Compare(hits[a.idx].Event.ID, hits[b.idx].Event.ID)
	})
	sorted := make([]Hit, len(hits))
	for i, k := range keys {
		sorted[i] = hits[k.idx]
	}
	copy(hits, sorted)
}

// textMatch is a text query's match while some sources are not in memory.
type textMatch struct {
	id    string
	g     uint64
	num   uint64 // the document's number in the snapshot
	src   string
	score float64
	ev    *ingest.Event // read on its own (see readAlone), or a row
	rowed bool          // a row of a committed event (see rowSources)
}

// readFromColumns makes the events of the committed matches of source
// from its column table, when it has one of the committed state mapped or
// on disk (it is not built for this). It returns false when it could not:
// the caller then loads the source.
func (l *Library) readFromColumns(source string, matches []textMatch) bool {
	t := l.readyColumns(source)
	if t == nil {
		return false
	}
	l.mu.RLock()
	committed := make([]bool, len(matches))
	for i, m := range matches {
		committed[i] = m.src == source && l.committedLocked(m.g, "")
	}
	l.mu.RUnlock()
	for i := range matches {
		m := &matches[i]
		if !committed[i] {
			continue
		}
		row, ok := t.Find(m.id)
		if !ok {
			return false
		}
		ev, err := t.SharedEvent(row)
		if err != nil {
			return false
		}
		m.ev = ev
	}
	return true
}

// maxReadAlone bounds the hits of a source not in memory that a text
// query reads one document at a time instead of loading the source.
const maxReadAlone = 2000

// readAlone decodes the stored events of the committed matches of snap
// one document at a time into their ev. It returns false when it could
// not (Bluge's segments do not offer segmentAccess, or a read failed):
// the caller then loads their sources.
func (l *Library) readAlone(snap *blugeindex.Snapshot, matches func(yield func(*textMatch) bool)) (ok bool) {
	if !useSegmentTables {
		return false
	}
	segs := snap.Segments()
	offsets := make([]uint64, len(segs))
	access := make([]segmentAccess, len(segs))
	var next uint64
	for k, s := range segs {
		sa, ok := s.(segmentAccess)
		if !ok {
			return false
		}
		offsets[k], access[k] = next, sa
		next += uint64(sa.FullSize())
	}
	defer func() {
		if r := recover(); r != nil {
			ok = false
		}
	}()
	bad := 0
	for m := range matches {
		l.mu.RLock()
		committed := l.committedLocked(m.g, "")
		l.mu.RUnlock()
		if !committed {
			continue
		}
		k := sort.Search(len(offsets), func(i int) bool { return offsets[i] > m.num }) - 1
		if k < 0 {
			return false
		}
		var d storedDoc
		if err := access[k].Segment().VisitStoredFields(m.num-offsets[k], d.visit); err != nil {
			return false
		}
		if !d.event(l, &bad) || d.ev.ID != m.id {
			return false
		}
		m.ev = d.ev
	}
	return true
}

// sourceDocs returns the numbers of the documents of sources in snap
// (committed or not), from the postings of the source field: a cost in
// proportion to those sources, not to the library. The bitmap is shared:
// callers only read it.
func (l *Library) sourceDocs(ctx context.Context, snap *blugeindex.Snapshot, sources []string) (*roaring.Bitmap, error) {
	key := strings.Join(sources, "\x00")
	if docs := l.srcDocs.get(snap, key); docs != nil {
		return docs, nil
	}
	docs, err := l.findSourceDocs(ctx, snap, sources)
	if err == nil {
		l.srcDocs.put(snap, key, docs)
	}
	return docs, err
}

// sourceDocsCache keeps the documents of sources in one snapshot: a
// question's searches are each restricted to the sources it is about,
// and listing a source's documents again for every search was a twentieth
// of retrieval over the perqa questions. Document numbers are a
// snapshot's own, and a snapshot never changes (any write makes another):
// the documents are kept for the snapshot they were read in, known by a
// weak pointer (no later snapshot is mistaken for it, and an import's
// old snapshots are not kept alive by it).
type sourceDocsCache struct {
	mu   sync.Mutex
	snap weak.Pointer[blugeindex.Snapshot]
	of   map[string]*roaring.Bitmap
}

func (c *sourceDocsCache) get(snap *blugeindex.Snapshot, key string) *roaring.Bitmap {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.snap != weak.Make(snap) {
		return nil
	}
	return c.of[key]
}

func (c *sourceDocsCache) put(snap *blugeindex.Snapshot, key string, docs *roaring.Bitmap) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if w := weak.Make(snap); c.snap != w {
		c.snap, c.of = w, map[string]*roaring.Bitmap{}
	}
	c.of[key] = docs
}

func (l *Library) findSourceDocs(ctx context.Context, snap *blugeindex.Snapshot, sources []string) (*roaring.Bitmap, error) {
	bq := bluge.NewBooleanQuery()
	for _, s := range sources {
		bq.AddShould(bluge.NewTermQuery(s).SetField(fieldSource))
	}
	out := roaring.New()
	err := l.collect(ctx, snap, bq, nil, func(m *search.DocumentMatch) {
		out.Add(uint32(m.Number))
	})
	return out, err
}
