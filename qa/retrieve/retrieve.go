package retrieve

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"reqap/index"
	"reqap/index/columns"
	"reqap/ingest"
	"reqap/internal/lru"
	"reqap/qa"
	"reqap/qa/directory"
	"reqap/qa/otx"
	"reqap/qa/people"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
)

// Library is what RETRIEVE reads of the event library; *index.Library
// implements it.
type Library interface {
	Search(ctx context.Context, q index.Query) ([]index.Hit, error)
	Events(source string) []*ingest.Event
	CountBySource() map[string]int
	Keys(source string) []index.KeyCount
	ValueCounts(source, key string, limit int) []index.ValueCount
	Generation() uint64
}

// Options configure a Retriever; the zero value is the default.
type Options struct {
	// Lexicon is the lexicon to use (lexicon.OrDefault: the embedded one
	// when nil).
	Lexicon *lexicon.Lexicon
	// Patterns and Events classify patterns and candidates
	// (LexicalPatterns and LexicalEvents when nil).
	Patterns PatternClassifier
	Events   EventClassifier
	Logger   *slog.Logger
	// CacheSize is how many query results are kept (64 when 0).
	CacheSize int
	// MinSupport is how many candidates a field value must describe to
	// become a pattern (3 when 0).
	MinSupport int
}

// Retriever implements otx.Retriever over a Library. It is safe for
// concurrent use.
type Retriever struct {
	lib        Library
	lex        *lexicon.Lexicon
	patterns   PatternClassifier
	events     EventClassifier
	log        *slog.Logger
	minSupport int

	mu        sync.Mutex
	whole     map[WholeSource]wholeItems // items of a whole source, shared by queries
	readings  readings                   // what texts say about their time, per generation
	bought    perGeneration[[]bought]    // the products bought, per generation
	home      homeCache                  // the library's home country, per generation
	titles    perGeneration[*workTitles] // the titles of the works streamed and its artists, per generation
	matches   matchSportCache            // the sport of the library's matches, per generation
	peopleMu  sync.Mutex
	people    *people.Directory // the library's people, for peopleGen
	places    *places.Directory // the library's venues, for peopleGen
	peopleGen uint64
	cache     *lru.Cache[*Result]
	tableFits map[*columns.Table]bool // see rowsAreItems
}

// maxCachedItems bounds the items cached results hold together: a result
// of a whole music history is tens of thousands of items.
const maxCachedItems = 200_000

var _ otx.Retriever = (*Retriever)(nil)

// New returns a Retriever over lib.
func New(lib Library, opts Options) (*Retriever, error) {
	if lib == nil {
		return nil, errors.New("creating retriever: no library")
	}
	lx, err := lexicon.OrDefault(opts.Lexicon)
	if err != nil {
		return nil, fmt.Errorf("creating retriever: %w", err)
	}
	r := &Retriever{lib: lib, lex: lx, patterns: opts.Patterns, events: opts.Events, log: opts.Logger,
		minSupport: opts.MinSupport, whole: map[WholeSource]wholeItems{}}
	if r.patterns == nil {
		r.patterns = LexicalPatterns{}
	}
	if r.events == nil {
		r.events = LexicalEvents{}
	}
	if r.log == nil {
		r.log = slog.Default()
	}
	if r.minSupport <= 0 {
		r.minSupport = 3
	}
	size := opts.CacheSize
	if size <= 0 {
		size = 64
	}
	r.cache = lru.New(size, func(res *Result) int { return len(res.Items) }, maxCachedItems)
	return r, nil
}

// Result is a retrieval with what it was made of, for explanations.
type Result struct {
	// Items are the happenings found, by start.
	Items []*qa.Item
	Query *Query
	// Patterns are the patterns judged and their labels.
	Patterns []Pattern
	Labels   []Label
	// Candidates is how many events the searches found; Events how many
	// events the items hold.
	Candidates, Events int
	// Generation is the library generation the result was computed on.
	Generation uint64
	Duration   time.Duration
}

// wholeItems are the items of a source taken whole, for one generation:
// "I listened to music" and "songs I played" share them.
type wholeItems struct {
	gen   uint64
	items []*qa.Item
}

// Retrieve implements otx.Retriever.
func (r *Retriever) Retrieve(ctx context.Context, req otx.RetrieveRequest) ([]*qa.Item, error) {
	res, err := r.Run(ctx, req)
	if err != nil {
		return nil, err
	}
	return slices.Clone(res.Items), nil
}

// Run retrieves like Retrieve and also says how. Results are cached per
// (query, sources, library generation); the Result is shared, so callers
// must not modify it.
func (r *Retriever) Run(ctx context.Context, req otx.RetrieveRequest) (*Result, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	key := cacheKey(req)
	gen := r.lib.Generation()
	if res, ok := r.cache.Get(key, gen); ok {
		return res, nil
	}
	start := time.Now()
	res, d, err := r.judge(ctx, req, gen)
	if err != nil {
		return nil, fmt.Errorf("retrieving %q: %w", req.Query, err)
	}
	return r.finish(ctx, req, key, gen, start, res, d)
}

// finish gathers the items of a judged query (see judge), then caches the
// result under the generation it was judged in, when the library is still
// in it.
func (r *Retriever) finish(ctx context.Context, req otx.RetrieveRequest, key string, gen uint64, start time.Time, res *Result, d *judged) (*Result, error) {
	res, err := r.gather(ctx, res, d)
	if err != nil {
		return nil, fmt.Errorf("retrieving %q: %w", req.Query, err)
	}
	res.Duration = time.Since(start)
	// A result computed while an import committed may mix generations.
	if r.lib.Generation() == gen {
		r.cache.Put(key, gen, res)
	}
	r.log.Debug("retrieved", "query", req.Query, "sources", req.Sources, "items", len(res.Items),
		"events", res.Events, "candidates", res.Candidates, "whole", res.Query.Whole, "ms", res.Duration.Milliseconds())
	return res, nil
}

// cacheKey normalizes spacing and case of the query and ignores source
// order.
func cacheKey(req otx.RetrieveRequest) string {
	srcs := slices.Clone(req.Sources)
	sort.Strings(srcs)
	return strings.ToLower(strings.Join(strings.Fields(req.Query), " ")) + "\x00" + strings.Join(srcs, "\x00")
}

// cand is an event on its way to an item.
type cand struct {
	ev      *ingest.Event
	score   float64
	weights []float64 // per query concept (nil for pulled events)
	mask    uint64    // concepts matched (weight ≥ threshold, before source weighting)
	label   Label
	decided bool // a pattern decided its label
	home    bool // places its happening at someone's home (verifyEatingOut)
	unkind  bool // does not say the kind of a concept the query named (verifyKinds)
}

// weigh sets the candidate's weight for concept ci and its bit in the
// mask with it: the mask holds the concepts that weigh at least the
// threshold, and every verification that changes a weight must keep it
// so, or de-duplication and the judge would read a match the weights no
// longer show.
func (c *cand) weigh(ci int, w float64) {
	c.weights[ci] = w
	if ci >= maskedConcepts {
		return
	}
	if w >= lexicon.Threshold {
		c.mask |= 1 << uint(ci)
	} else {
		c.mask &^= 1 << uint(ci)
	}
}

// matchedAny reports whether c matched one of the concepts cis at least at
// the threshold: a verification reads again only the candidates that
// matched a concept it checks.
func (c *cand) matchedAny(cis []int) bool {
	return c.weights != nil && slices.ContainsFunc(cis, func(ci int) bool { return c.weights[ci] >= lexicon.Threshold })
}

// matchedAll reports whether c matched every one of the concepts cis at
// least at the threshold: a record that is all of what was asked (a lunch
// out is no dinner out).
func (c *cand) matchedAll(cis []int) bool {
	return c.weights != nil && !slices.ContainsFunc(cis, func(ci int) bool { return c.weights[ci] < lexicon.Threshold })
}

// maskedConcepts is how many of a query's concepts a candidate's mask
// holds: bits 0 to 62, one a concept in query order; bit 63 is sourceBit.
const maskedConcepts = 63

// sourceBit marks events taken with their whole source: they matched the
// query's cues, which count as one concept for de-duplication.
const sourceBit = uint64(1) << maskedConcepts

// gather makes the items of a query judge has judged: the whole sources'
// events with the candidates kept, as items.
func (r *Retriever) gather(ctx context.Context, res *Result, d *judged) (*Result, error) {
	if d == nil {
		return res, nil
	}
	// Relevant patterns pull in their events from the whole library.
	var bulk [][]*ingest.Event // whole sources, kept out of the map
	for _, src := range d.whole {
		evs, err := r.pullSource(ctx, d.q, src)
		if err != nil {
			return nil, err
		}
		bulk = append(bulk, evs)
	}
	q, wholeSrc := d.q, d.wholeSrc
	kept := d.kept
	// A query answered by one whole source alone reuses its items.
	var single WholeSource
	if len(bulk) == 1 && len(kept) == 0 {
		for _, w := range q.Whole {
			if wholeSrc[w.Source] {
				single = w
			}
		}
		if items, ok := r.wholeItems(single, res.Generation); ok {
			res.Items, res.Events = items, len(items)
			return res, nil
		}
		// Records of one export never merge, unless they are copies in
		// two of its files: one item per record, in the library's order
		// (by start).
		if evs := bulk[0]; oneFormat(evs) {
			items, err := recordItems(ctx, evs)
			if err != nil {
				return nil, err
			}
			res.Items, res.Events = items, len(evs)
			r.storeWhole(single, res.Generation, items)
			return res, nil
		}
	}
	n := len(kept)
	for _, evs := range bulk {
		n += len(evs)
	}
	all := make([]cand, 0, n-len(kept))
	nodes := make([]*cand, 0, n)
	nodes = append(nodes, kept...)
	for _, evs := range bulk {
		for _, ev := range evs {
			all = append(all, cand{ev: ev, mask: sourceBit | q.cueMask, label: Relevant, decided: true})
			nodes = append(nodes, &all[len(all)-1])
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	res.Items, res.Events = r.dedup(ctx, q, nodes)
	if single.Source != "" && ctx.Err() == nil {
		r.storeWhole(single, res.Generation, res.Items)
	}
	return res, ctx.Err()
}

// judged is what a query decided before any whole source is read: the
// sources it takes whole and the other candidates it keeps.
type judged struct {
	q        *Query
	whole    []string // sources taken whole, in pattern order
	wholeSrc map[string]bool
	kept     []*cand // candidates of other sources, kept
}

// judge analyses the query, recalls its candidates and labels patterns and
// candidates; d is nil when the query names nothing to retrieve (res is
// then the empty result).
func (r *Retriever) judge(ctx context.Context, req otx.RetrieveRequest, gen uint64) (res *Result, d *judged, err error) {
	counts := r.lib.CountBySource()
	q := analyze(r.lex, req.Query, req.Sources, func(src string) bool { return counts[src] > 0 })
	// Cues are narrowed first: their members' terms are set anew, and
	// withPlaces adds the venues of the members kept.
	r.narrowCues(q)
	if q.needsDirectories() {
		ppl, pls := r.directories(ctx, gen)
		q.withPeople(ppl)
		q.withPlaces(pls)
	}
	if len(q.Concepts) > maskedConcepts {
		q.Concepts = q.Concepts[:maskedConcepts]
		q.Required = min(q.Required, maskedConcepts)
	}
	res = &Result{Query: q, Generation: gen}
	if q.Required == 0 && len(q.Whole) == 0 {
		r.log.Debug("query names nothing to retrieve", "query", req.Query)
		return res, nil, nil
	}
	cands, order, err := r.recall(ctx, q)
	if err != nil {
		return nil, nil, err
	}
	for _, verify := range r.verifiers() {
		verify(q, order)
	}
	res.Candidates = len(order)

	patterns := r.mine(q, order)
	labels, err := r.patterns.ClassifyPatterns(ctx, q, patterns)
	if err != nil {
		return nil, nil, fmt.Errorf("classifying patterns: %w", err)
	}
	if len(labels) != len(patterns) {
		return nil, nil, fmt.Errorf("pattern classifier returned %d labels for %d patterns", len(labels), len(patterns))
	}
	res.Patterns, res.Labels = patterns, labels

	// Relevant source patterns take their source whole; positive patterns
	// win over negative ones.
	d = &judged{q: q, wholeSrc: map[string]bool{}}
	dropSrc := map[string]bool{}
	for i, p := range patterns {
		if p.Key == "" {
			switch labels[i] {
			case Relevant:
				d.whole = append(d.whole, p.Source)
				d.wholeSrc[p.Source] = true
			case Irrelevant:
				dropSrc[p.Source] = true
			}
		}
	}
	wholeSrc := d.wholeSrc
	for i, p := range patterns {
		if p.Key == "" || wholeSrc[p.Source] {
			continue
		}
		switch labels[i] {
		case Relevant:
			hits, err := r.lib.Search(ctx, index.Query{Sources: []string{p.Source}, Fields: []index.FieldFilter{{Key: p.Key, Value: p.Value}}})
			if err != nil {
				return nil, nil, fmt.Errorf("reading events of pattern %s=%s: %w", p.Key, p.Value, err)
			}
			mask := maskOf(p.weights, lexicon.Threshold)
			if mask == 0 {
				mask = sourceBit
			}
			for _, h := range hits {
				// A pattern of meals is no meal out at home ("Dinner
				// at home, made salmon" is an activity=dinner too).
				if q.eatOut >= 0 && r.homeMeal(h.Event, nil, q.Concepts[q.eatOut].lex) {
					continue
				}
				c := cands[h.Event.ID]
				if c == nil {
					c = &cand{ev: h.Event}
					cands[h.Event.ID] = c
					order = append(order, c)
				}
				c.mask |= mask
				c.label, c.decided = Relevant, true
			}
		case Irrelevant:
			for _, c := range order {
				if !c.decided && c.ev.Source == p.Source && fieldMatches(c.ev, p.Key, p.Value) {
					c.label, c.decided = Irrelevant, true
				}
			}
		}
	}

	r.recordsOf(q, order)
	r.boughtTexts(q, order, gen)
	// The event classifier decides the rest.
	var rest []*cand
	var input []Candidate
	for _, c := range order {
		if c.decided || wholeSrc[c.ev.Source] {
			continue
		}
		if dropSrc[c.ev.Source] {
			c.label, c.decided = Irrelevant, true
			continue
		}
		rest = append(rest, c)
		input = append(input, Candidate{Event: c.ev, Score: c.score, Weights: c.weights})
	}
	if len(input) > 0 {
		el, err := r.events.ClassifyEvents(ctx, q, input)
		if err != nil {
			return nil, nil, fmt.Errorf("classifying events: %w", err)
		}
		if len(el) != len(input) {
			return nil, nil, fmt.Errorf("event classifier returned %d labels for %d events", len(el), len(input))
		}
		for i, c := range rest {
			c.label = el[i]
		}
	}
	for _, c := range order {
		if wholeSrc[c.ev.Source] || c.label == Irrelevant || q.negated(c.ev) || r.unkind(q, c) {
			continue
		}
		d.kept = append(d.kept, c)
	}
	return res, d, nil
}

// verifiers are the steps that weigh the recalled candidates again by
// what their records mean beyond their words, in the order they run: a
// later step sees what an earlier one took back or gave (verifyResults
// runs after verifyVenues, which keeps of a sport only what says a word
// of it or is at its venue, as a result does neither).
func (r *Retriever) verifiers() []func(*Query, []*cand) {
	return []func(*Query, []*cand){
		r.verifyGerunds, r.verifyKinds, r.verifyPlaces, r.verifyTowns, r.verifyMeals, r.verifySights,
		r.verifyEatingOut, r.verifyVenues, r.verifyHandled, r.verifyNamedOnly, r.verifyNames, r.verifyTitled, r.verifyRelationWords, r.verifyStayCompany, r.verifyResults, r.verifyHome, r.verifyLessons, r.verifyMailMeetings, r.verifyPatients, r.verifyCelebrants,
	}
}

// directories returns the library's people and venues, learnt once per
// generation.
func (r *Retriever) directories(ctx context.Context, gen uint64) (*people.Directory, *places.Directory) {
	r.peopleMu.Lock()
	defer r.peopleMu.Unlock()
	if r.people == nil || r.peopleGen != gen {
		r.people, r.places = directory.Learn(ctx, r.lib, r.lex, r.log)
		r.peopleGen = gen
	}
	return r.people, r.places
}

func (r *Retriever) wholeItems(w WholeSource, gen uint64) ([]*qa.Item, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	e, ok := r.whole[w]
	return e.items, ok && e.gen == gen
}

func (r *Retriever) storeWhole(w WholeSource, gen uint64, items []*qa.Item) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for k, e := range r.whole {
		if e.gen != gen {
			delete(r.whole, k)
		}
	}
	r.whole[w] = wholeItems{gen: gen, items: items}
}

func oneFormat(evs []*ingest.Event) bool {
	for _, e := range evs {
		if e.Source != evs[0].Source || e.Origin.Format != evs[0].Origin.Format {
			return false
		}
	}
	return true
}

// pullSource returns every event of a whole source, or those matching its
// field restriction.
func (r *Retriever) pullSource(ctx context.Context, q *Query, src string) ([]*ingest.Event, error) {
	var out []*ingest.Event
	parts := 0
	for _, w := range q.Whole {
		if w.Source == src && w.Key != "" {
			// each part named ("on Instagram or on Facebook"), together
			parts++
			hits, err := r.lib.Search(ctx, index.Query{Sources: []string{src}, Fields: []index.FieldFilter{{Key: w.Key, Value: w.Value}}})
			if err != nil {
				return nil, fmt.Errorf("reading the events of %s with %s=%s: %w", src, w.Key, w.Value, err)
			}
			for _, h := range hits {
				out = append(out, h.Event)
			}
		}
	}
	if parts > 0 {
		return out, nil
	}
	return r.lib.Events(src), nil
}

// maskedWhere returns the indexes of the concepts of cs that have a bit in
// a candidate's mask and that keep keeps.
func maskedWhere(cs []Concept, keep func(c *Concept) bool) []int {
	var out []int
	for i := range cs[:min(len(cs), maskedConcepts)] {
		if keep(&cs[i]) {
			out = append(out, i)
		}
	}
	return out
}

func maskOf(weights []float64, min float64) uint64 {
	var m uint64
	for i, w := range weights {
		if w >= min && i < maskedConcepts {
			m |= 1 << uint(i)
		}
	}
	return m
}

// fieldMatches reports whether ev's field key equals value, ignoring case
// (for a list, one element), as index.FieldFilter does.
func fieldMatches(ev *ingest.Event, key, value string) bool {
	v, ok := ev.Get(key)
	if !ok {
		return false
	}
	if v.Kind == ingest.KindList {
		for _, s := range v.List {
			if strings.EqualFold(s, value) {
				return true
			}
		}
		return false
	}
	return strings.EqualFold(v.String(), value)
}
