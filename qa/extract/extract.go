package extract

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"reqap/ingest"
	"reqap/ingest/textfacts"
	"reqap/internal/rank"
	"reqap/lang/address"
	"reqap/lang/money"
	"reqap/qa"
	"reqap/qa/otx"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
)

// Library is what EXTRACT reads of the event library (the person's
// contacts, and the generation its caches follow); *index.Library
// implements it. It may be nil: there are then no contacts.
type Library interface {
	Generation() uint64
	Events(source string) []*ingest.Event
}

// Model extracts an attribute from an event's text when neither fields
// nor rules give it: the LLM path (Ollama with a JSON-schema answer),
// plugged in when one is configured. It answers with the value as text,
// which EXTRACT converts like any other; ok false means "not present".
type Model interface {
	ExtractValue(ctx context.Context, req ModelRequest) (value string, ok bool, err error)
}

// ModelRequest is one question to a Model.
type ModelRequest struct {
	Attr string
	Type qa.AttrType
	// Event is the event verbalized ("key: value" lines).
	Event string
	// People are the person's contacts: the notable user information the
	// paper gives its extraction model.
	People []string
}

// Options configure an Extractor; the zero value is the default.
type Options struct {
	// Lexicon is the lexicon to use (lexicon.OrDefault: the embedded one
	// when nil).
	Lexicon *lexicon.Lexicon
	// Model is the optional LLM extraction path.
	Model  Model
	Logger *slog.Logger
	// SampleSize and FreezeShare define the frozen mapping: once
	// FreezeShare of the first SampleSize items of a source resolve an
	// attribute to the same field, that field is used for the rest
	// (the paper's 50 and 70 % when 0).
	SampleSize  int
	FreezeShare float64
}

// Extractor implements otx.Extractor. It is safe for concurrent use.
type Extractor struct {
	lib    Library
	lex    *lexicon.Lexicon
	model  Model
	log    *slog.Logger
	sample int
	share  float64

	mu       sync.Mutex
	gen      uint64
	maps     map[mapKey]*mapping
	rules    map[ruleKey]ruleVal
	people   *contacts
	peopleMu sync.Mutex
}

var _ otx.Extractor = (*Extractor)(nil)

// New returns an Extractor reading contacts from lib (which may be nil).
func New(lib Library, opts Options) (*Extractor, error) {
	lx, err := lexicon.OrDefault(opts.Lexicon)
	if err != nil {
		return nil, fmt.Errorf("creating extractor: %w", err)
	}
	x := &Extractor{lib: lib, lex: lx, model: opts.Model, log: opts.Logger, sample: opts.SampleSize,
		share: opts.FreezeShare, maps: map[mapKey]*mapping{}, rules: map[ruleKey]ruleVal{}}
	if x.log == nil {
		x.log = slog.Default()
	}
	if x.sample <= 0 {
		x.sample = 50
	}
	if x.share <= 0 || x.share > 1 {
		x.share = 0.7
	}
	return x, nil
}

type mapKey struct{ source, attr string }

// mapping is the frozen-mapping state of one (source, attribute).
type mapping struct {
	mu     sync.Mutex
	n      int
	counts map[string]int
	done   atomic.Bool
	to     string // the frozen decision ("" when not frozen), set before done
}

func (m *mapping) frozen() (string, bool) {
	if !m.done.Load() {
		return "", false
	}
	return m.to, m.to != ""
}

// observe records how one item resolved the attribute ("field:key",
// "@builtin", or "" for anything else); at the sample size it decides
// once whether to freeze.
func (m *mapping) observe(decision string, sample int, share float64) {
	if m.done.Load() {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.done.Load() {
		return
	}
	m.n++
	if decision != "" {
		m.counts[decision]++
	}
	if m.n < sample {
		return
	}
	best, n := rank.Top(m.counts)
	if float64(n) >= share*float64(m.n) {
		m.to = best
	}
	m.done.Store(true)
}

// Mapping says how attr is resolved for events of source: the field (or
// "@builtin") it is frozen to, whether it is frozen, and whether the
// sample has been decided at all (decided but not frozen means the items
// disagreed, and each is resolved on its own).
func (x *Extractor) Mapping(source, attr string) (to string, frozen, decided bool) {
	x.mu.Lock()
	m := x.maps[mapKey{source, lexicon.AttrKey(attr)}]
	x.mu.Unlock()
	if m == nil {
		return "", false, false
	}
	to, frozen = m.frozen()
	return strings.TrimPrefix(to, "field:"), frozen, m.done.Load()
}

// Sampled implements otx.SampledExtractor: extracting an item of source
// for spec can change how later items are extracted only while the sample
// of (source, attribute) is not complete. People are resolved item by
// item, never sampled.
func (x *Extractor) Sampled(source string, spec qa.AttrSpec) bool {
	if x.plan(spec).class == lexicon.ClassPeople {
		return true
	}
	_, _, decided := x.Mapping(source, spec.Name)
	return decided
}

type ruleKey struct {
	id, attr string
	typ      qa.AttrType
}

type ruleVal struct {
	v   any
	cur string
	ok  bool
}

// sync resets the caches when the library changed.
func (x *Extractor) sync() {
	var gen uint64
	if x.lib != nil {
		gen = x.lib.Generation()
	}
	x.mu.Lock()
	defer x.mu.Unlock()
	if gen != x.gen {
		x.gen = gen
		x.maps = map[mapKey]*mapping{}
		x.rules = map[ruleKey]ruleVal{}
		x.peopleMu.Lock()
		x.people = nil
		x.peopleMu.Unlock()
	}
}

func (x *Extractor) mapping(source, attr string) *mapping {
	x.mu.Lock()
	defer x.mu.Unlock()
	k := mapKey{source, attr}
	m := x.maps[k]
	if m == nil {
		m = &mapping{counts: map[string]int{}}
		x.maps[k] = m
	}
	return m
}

// maxRuleCache bounds the rule cache; past it, it starts over.
const maxRuleCache = 500_000

func (x *Extractor) cachedRule(k ruleKey) (ruleVal, bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	v, ok := x.rules[k]
	return v, ok
}

func (x *Extractor) storeRule(k ruleKey, v ruleVal) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if len(x.rules) >= maxRuleCache {
		x.rules = map[ruleKey]ruleVal{}
	}
	x.rules[k] = v
}

func (x *Extractor) contacts(ctx context.Context) *contacts {
	x.peopleMu.Lock()
	defer x.peopleMu.Unlock()
	if x.people == nil {
		start := time.Now()
		x.people = collectContacts(ctx, x.lib, x.lex, x.log)
		x.log.Debug("collected contacts", "people", len(x.people.Names()), "elapsed", time.Since(start))
	}
	return x.people
}

// plan is one requested attribute, resolved once per Extract call.
type plan struct {
	spec  qa.AttrSpec
	key   string // normalized name
	field string // the name as a field key (snake_case)
	rule  *lexicon.AttrRule
	class lexicon.Class
	words []string // the name's words, for fuzzy key matching
	maps  map[string]*mapping
	// own: the sources of whose items some hold a field named exactly
	// as the attribute, one of words the lexicons read as another (a
	// post's event_name, not the summary "event" names): an item of such
	// a source without the field has no value (ownFields).
	own map[string]bool
	// ownNames: of a kind of venue a source records in a field of its
	// own, the names that field holds, which its other records may call
	// a place only ("dinner @ Sushi Ya" with no restaurant field).
	ownNames map[string]bool
}

func (x *Extractor) plan(spec qa.AttrSpec) *plan {
	p := &plan{spec: spec, key: lexicon.AttrKey(spec.Name), maps: map[string]*mapping{}}
	p.field = strings.ReplaceAll(p.key, " ", "_")
	if r, ok := x.lex.Attr(spec.Name); ok {
		p.rule, p.class = r, r.Class
	} else {
		p.class = classOf(p.key, spec.Type)
	}
	for _, w := range strings.Fields(p.key) {
		if !formWord(w) {
			p.words = append(p.words, w)
		}
	}
	return p
}

// ownFields returns the sources of the items some of which hold a field
// named exactly as a text attribute the lexicons know by another name, or
// by none: "which event did I share on Facebook" asks the posts' own
// event_name, and a post without one shared no event (its summary is no
// event's name). Attributes the lexicons name as they are ("text",
// "title") keep their other sources, but for a kind of venue: a journal
// that records where it ate as "restaurant" tells the supermarket and the
// cinema of its other records as places, no restaurants.
//
// An amount is the same: an order of a shop that records a shipping fee
// on some items has none on the others, whatever its title says ("Haribo,
// 5 Pound Bag" is no fee of five pounds); a record of words (a note, a
// mail, a journal day) may still tell one in its text.
func ownFields(p *plan, items []*qa.Item) map[string]bool {
	amount := p.spec.Type == qa.TypeMoney
	if !amount && (p.spec.Type != qa.TypeText || p.rule != nil && p.rule.Name == p.key && !venueRules[p.rule.Name]) {
		return nil
	}
	var own map[string]bool
	for _, it := range items {
		for _, e := range it.Events {
			if amount && (isText(e.Source) || e.Source == ingest.Journal) {
				continue
			}
			if _, ok := e.Get(p.field); ok {
				if own == nil {
					own = map[string]bool{}
				}
				own[e.Source] = true
			}
		}
	}
	return own
}

// ownNames returns the names, lower-case, the items' own field of a
// venue holds.
func ownNames(p *plan, items []*qa.Item) map[string]bool {
	names := map[string]bool{}
	for _, it := range items {
		for _, e := range it.Events {
			if v := e.Text(p.field); v != "" {
				names[strings.ToLower(v)] = true
			}
		}
	}
	return names
}

func formWord(w string) bool {
	switch w {
	case "name", "names", "list", "details", "detail", "info", "value", "values", "of", "the":
		return true
	}
	return false
}

// classOf guesses the class of an attribute no lexicon line names, from
// its type or name.
func classOf(key string, typ qa.AttrType) lexicon.Class {
	for _, ct := range classTypes {
		if ct.typ == typ {
			return ct.class
		}
	}
	return lexicon.ClassText
}

// Extract implements otx.Extractor.
func (x *Extractor) Extract(ctx context.Context, items []*qa.Item, specs []qa.AttrSpec) ([]*qa.Item, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	for _, s := range specs {
		if !s.Type.Valid() {
			return nil, fmt.Errorf("extracting %s: unknown type %q", s.Name, s.Type)
		}
		if lexicon.AttrKey(s.Name) == "" {
			return nil, fmt.Errorf("extracting %q: an attribute needs a name", s.Name)
		}
	}
	x.sync()
	plans := make([]*plan, len(specs))
	for i, s := range specs {
		plans[i] = x.plan(s)
		plans[i].own = ownFields(plans[i], items)
		if plans[i].own != nil && plans[i].rule != nil && venueRules[plans[i].rule.Name] {
			plans[i].ownNames = ownNames(plans[i], items)
		}
	}
	run := &call{x: x, ctx: ctx}
	out := make([]*qa.Item, len(items))
	// The items' attribute lists are carved from shared blocks: one
	// allocation per few thousand items rather than one each.
	var scratch, block []qa.Attr
	for i, it := range items {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		scratch = scratch[:0]
		for _, p := range plans {
			scratch = run.extract(p, it, scratch)
		}
		if len(scratch) == 0 {
			out[i] = it
			continue
		}
		if len(block)+len(scratch) > cap(block) {
			// A block for the items left at this item's width, up to 4096
			// attributes: the column path extracts one item per call, and a
			// full block each time cleared 128 kB per item.
			block = make([]qa.Attr, 0, max(len(scratch), min(4096, (len(items)-i)*len(scratch))))
		}
		start := len(block)
		block = append(block, scratch...)
		out[i] = it.WithAttrs(block[start:len(block):len(block)]...)
	}
	if run.modelErr != nil {
		x.log.Warn("the extraction model failed; continued without it", "err", run.modelErr)
	}
	return out, ctx.Err()
}

// call is the state of one Extract call.
type call struct {
	x        *Extractor
	ctx      context.Context
	modelErr error
}

// extract appends the attributes p adds to it.
func (c *call) extract(p *plan, it *qa.Item, attrs []qa.Attr) []qa.Attr {
	name, typ := p.spec.Name, p.spec.Type
	if v, ok := it.Get(name); ok {
		if typ.Fits(v) {
			return attrs
		}
		if cv, cur, ok := convert(v, typ, locOf(it)); ok {
			attrs = append(attrs, qa.Attr{Name: name, Value: cv})
			return appendCurrency(attrs, name, typ, cur)
		}
		return attrs
	}
	v, cur, ok := c.resolve(p, it)
	if !ok {
		return attrs
	}
	attrs = append(attrs, qa.Attr{Name: name, Value: v})
	return appendCurrency(attrs, name, typ, cur)
}

func appendCurrency(attrs []qa.Attr, name string, typ qa.AttrType, cur string) []qa.Attr {
	if typ == qa.TypeMoney && cur != "" {
		attrs = append(attrs, qa.Attr{Name: qa.CurrencyAttr(name), Value: cur})
	}
	return attrs
}

func locOf(it *qa.Item) *time.Location {
	if len(it.Events) > 0 {
		return it.Events[0].Start.Location()
	}
	return time.UTC
}

// ordered returns the item's events, structured ones first: a workout
// says the distance better than the post about it.
func ordered(it *qa.Item) []*ingest.Event {
	if len(it.Events) < 2 {
		return it.Events
	}
	out := make([]*ingest.Event, 0, len(it.Events))
	for _, e := range it.Events {
		if !isText(e.Source) {
			out = append(out, e)
		}
	}
	for _, e := range it.Events {
		if isText(e.Source) {
			out = append(out, e)
		}
	}
	return out
}

func isText(src string) bool {
	switch src {
	case ingest.SocialMedia, ingest.Mail, ingest.Note, ingest.Chat:
		return true
	}
	return false
}

// resolve finds the value of p for it: through the frozen mapping of the
// item's source when there is one, else by deciding (and telling the
// mapping how it decided).
func (c *call) resolve(p *plan, it *qa.Item) (any, string, bool) {
	evs := ordered(it)
	src := ""
	if len(evs) > 0 {
		src = evs[0].Source
	}
	m := p.maps[src]
	if m == nil {
		m = c.x.mapping(src, p.key)
		p.maps[src] = m
	}
	if p.own[src] && !slices.ContainsFunc(evs, func(e *ingest.Event) bool { _, ok := e.Get(p.field); return ok }) {
		if p.ownNames == nil {
			return nil, "", false
		}
		if _, v, cur, ok := c.decide(p, it, evs); ok {
			if name, isText := v.(string); isText && p.ownNames[strings.ToLower(name)] {
				return v, cur, true
			}
		}
		return nil, "", false
	}
	fieldMissing := false
	if to, ok := m.frozen(); ok {
		if key, isField := strings.CutPrefix(to, "field:"); isField {
			if v, cur, ok := c.fieldOf(p, evs, key); ok {
				return v, cur, true
			}
			fieldMissing = !slices.ContainsFunc(evs, func(e *ingest.Event) bool { return isText(e.Source) })
		} else if v, ok := c.builtin(p, it, evs, to); ok {
			return v, "", true
		}
		// The frozen field is missing here: decide for this item.
	}
	decision, v, cur, ok := c.decide(p, it, evs)
	if fieldMissing && !strings.HasPrefix(decision, "field:") {
		// A record of a source that keeps the attribute in a field has
		// it in another field or not at all: an Amazon item with no list
		// price has no discount, whatever its title says ("5 Pound Bag"
		// is no amount of pounds).
		return nil, "", false
	}
	if p.class != lexicon.ClassPeople {
		m.observe(ownDecision(decision, evs, src), c.x.sample, c.x.share)
	}
	return v, cur, ok
}

// ownDecision is what a decision tells of how records of source src
// keep the attribute: a field read off another export's record merged
// with theirs (a workout's duration_s on a calendar entry's happening)
// tells nothing of them, and a calendar entry alone would otherwise be
// taken to have no duration, its span unread.
func ownDecision(decision string, evs []*ingest.Event, src string) string {
	key, isField := strings.CutPrefix(decision, "field:")
	if !isField || slices.ContainsFunc(evs, func(e *ingest.Event) bool {
		_, ok := e.Get(key)
		return ok && e.Source == src
	}) {
		return decision
	}
	return ""
}

// decide resolves p for it the long way: a field named exactly like the
// attribute; the lexicon's sources in order (fields, built-in times,
// @span), a field whose key holds all the attribute's words before the
// first rule; the rules; the model.
func (c *call) decide(p *plan, it *qa.Item, evs []*ingest.Event) (decision string, v any, cur string, ok bool) {
	if p.class == lexicon.ClassPeople {
		v, ok := c.people(p, it, evs)
		return "", v, "", ok
	}
	if v, cur, ok := c.fieldOf(p, evs, p.field); ok {
		return "field:" + p.field, v, cur, true
	}
	fuzzyTried := false
	fuzzy := func() (string, any, string, bool) {
		fuzzyTried = true
		if key, ok := fuzzyKey(p, evs); ok {
			if v, cur, ok := c.fieldOf(p, evs, key); ok {
				return "field:" + key, v, cur, true
			}
		}
		return "", nil, "", false
	}
	var sources []string
	if p.rule != nil {
		sources = p.rule.Sources
	} else {
		sources = defaultSources(p.class)
	}
	for _, s := range sources {
		switch s {
		case "@text", "@summary":
			if !fuzzyTried {
				if d, v, cur, ok := fuzzy(); ok {
					return d, v, cur, true
				}
			}
			if s == "@summary" {
				for _, e := range evs {
					sum := e.Summary()
					if n, ok := postName(c.x.lex, e); ok && p.spec.Name == "title" {
						sum = n
					}
					if sum != "" {
						if v, _, ok := convert(sum, p.spec.Type, e.Start.Location()); ok {
							return "", v, "", true
						}
					}
				}
				continue
			}
			if v, cur, ok := c.rules(p, evs); ok {
				return "", v, cur, true
			}
		case "@span":
			// A happening told at a part of the day ("run tonight",
			// time_of_day evening) spans that part, not how long it
			// lasted.
			if slices.ContainsFunc(evs, func(e *ingest.Event) bool { return e.Text("time_of_day") != "" }) {
				continue
			}
			if d := spanSeconds(it); d > 0 {
				if v, _, ok := convert(d, p.spec.Type, locOf(it)); ok {
					return "@span", v, "", true
				}
			}
		default:
			if strings.HasPrefix(s, "@") {
				if v, ok := c.builtin(p, it, evs, s); ok {
					return s, v, "", true
				}
				continue
			}
			if v, cur, ok := c.fieldOf(p, evs, s); ok {
				return "field:" + s, v, cur, true
			}
		}
	}
	if !fuzzyTried {
		if d, v, cur, ok := fuzzy(); ok {
			return d, v, cur, true
		}
	}
	if p.class == lexicon.ClassText || p.class == lexicon.ClassNumber || p.class == "" {
		// "What room is the meeting in?": "Room 3.14" in its description.
		for _, e := range evs {
			if s, ok := labelled(eventText(e), p.spec.Name); ok {
				if v, _, ok := convert(s, p.spec.Type, e.Start.Location()); ok {
					return "labelled", v, "", true
				}
			}
		}
	}
	if v, cur, ok := c.ask(p, evs); ok {
		return "", v, cur, true
	}
	return "", nil, "", false
}

// defaultSources are where an attribute of a class no lexicon line names
// is looked for, after fields with its name.
func defaultSources(class lexicon.Class) []string {
	switch class {
	case lexicon.ClassDate:
		return []string{"@start_date"}
	case lexicon.ClassTime:
		return []string{"@start_time"}
	case lexicon.ClassDateTime:
		return []string{"@start_datetime"}
	case lexicon.ClassDuration:
		return []string{"@span", "@text"}
	case lexicon.ClassDistance, lexicon.ClassMoney:
		return []string{"@text"}
	}
	return nil
}

// fieldOf returns the value of field key of the first event that has it,
// converted.
func (c *call) fieldOf(p *plan, evs []*ingest.Event, key string) (any, string, bool) {
	for _, e := range evs {
		v, ok := e.Get(key)
		if !ok || key == "title" && platformTitle(e) {
			continue
		}
		val, cur, ok := fieldValue(key, p.spec.Name, v, p.class, p.spec.Type, e.Start.Location())
		if !ok {
			continue
		}
		if p.spec.Type == qa.TypeMoney && cur == "" {
			cur = currencyOf(e, key)
		}
		named := p.named(val)
		if s, ok := named.(string); ok && p.rule != nil && venueRules[p.rule.Name] && c.x.contacts(c.ctx).venues.IsTown(s) {
			// a trip's location "Budapest, Hungary" is where venues
			// are, no restaurant
			continue
		}
		return named, cur, true
	}
	return nil, "", false
}

// firstRead is what read finds in the first of the events' texts it
// finds anything in, or "".
func firstRead(evs []*ingest.Event, read func(string) string) string {
	for _, e := range evs {
		if t := read(eventText(e)); t != "" {
			return t
		}
	}
	return ""
}

// platformTitle reports whether a record's title is the platform's line
// about the posting ("Seán Bos updated his status.", "… was with Eva."):
// a post with a text of its own has no title, and what it is called is
// what it says (or the entry it was merged with).
func platformTitle(e *ingest.Event) bool {
	return ingest.KindOf(e.Source) == ingest.SocialMedia && e.Text("text") != ""
}

// currencyOf finds the currency of a money field (qa.CurrencyKeys).
func currencyOf(e *ingest.Event, key string) string {
	for _, k := range qa.CurrencyKeys(key) {
		if v := money.Code(e.Text(k)); v != "" {
			return v
		}
	}
	return ""
}

// unitWords name units in keys; they do not count when matching an
// attribute's words against a key.
var unitWords = map[string]bool{"s": true, "ms": true, "min": true, "h": true, "km": true, "m": true, "mi": true,
	"kcal": true, "bpm": true, "kmh": true, "pct": true}

// fuzzyKey finds a field whose key holds every word of the attribute
// ("heart rate" → avg_heart_rate_bpm), the one with the fewest other words.
func fuzzyKey(p *plan, evs []*ingest.Event) (string, bool) {
	if len(p.words) == 0 {
		return "", false
	}
	best, extra := "", 0
	for _, e := range evs {
		for _, f := range e.Fields {
			kw := strings.Split(f.Key, "_")
			if last := kw[len(kw)-1]; (last == "id" || last == "ids") && !slices.Contains(p.words, last) {
				// An identifier ("place_id") names a record for machines:
				// it is the value of no attribute but one asking for it.
				continue
			}
			n := 0
			for _, w := range kw {
				if !unitWords[w] {
					n++
				}
			}
			all := true
			for _, w := range p.words {
				found := false
				for _, k := range kw {
					if k == w || k+"s" == w || k == w+"s" {
						found = true
						break
					}
				}
				if !found {
					all = false
					break
				}
			}
			if all && (best == "" || n-len(p.words) < extra) {
				best, extra = f.Key, n-len(p.words)
			}
		}
	}
	return best, best != ""
}

func spanSeconds(it *qa.Item) float64 {
	s, ok1 := it.Value(qa.AttrStartDateTime).(time.Time)
	e, ok2 := it.Value(qa.AttrEndDateTime).(time.Time)
	if !ok1 || !ok2 {
		return 0
	}
	if _, timed := it.Value(qa.AttrStartTime).(qa.Clock); !timed {
		// All-day: a run noted with its day alone did not last the day.
		// Over several days (a holiday, a trip) the span is those days.
		d := e.Sub(s) + time.Second // it ends at 23:59:59
		if d < 48*time.Hour {
			return 0
		}
		return d.Seconds()
	}
	return e.Sub(s).Seconds()
}

// builtin returns one of the item's built-in times, converted. For a date
// asked of an item made only of posts, notes or chat messages, the day the
// text talks about ("yesterday", "on Sunday") wins over the day it was
// written. Written dates ("12 March") are not used: in a text they are as
// often plans as memories. Mails keep their own date: asked for a day, a
// mail is usually the happening itself ("when did Anna write").
func (c *call) builtin(p *plan, it *qa.Item, evs []*ingest.Event, which string) (any, bool) {
	var v any
	switch which {
	case "@year", "@month", "@weekday", "@hour":
		d, ok := it.Value(qa.AttrStartDate).(qa.Date)
		if !ok {
			return nil, false
		}
		switch which {
		case "@year":
			v = float64(d.Year())
		case "@month":
			v = float64(d.Month())
		case "@weekday":
			v = d.Weekday().String()
		case "@hour":
			cl, ok := it.Value(qa.AttrStartTime).(qa.Clock)
			if !ok {
				return nil, false
			}
			v = float64(cl.Hour())
		}
	case "@speed":
		// A workout that records how far and how long but not how
		// fast (a journal's "5 km in 27 min") went at the one over the
		// other.
		for _, e := range evs {
			d, okd := e.Get("distance_km")
			t, okt := e.Get("duration_s")
			if okd && okt && d.Kind == ingest.KindNumber && t.Kind == ingest.KindNumber && d.Num > 0 && t.Num > 0 {
				v = ingest.Round(d.Num/t.Num*3600, 2)
				break
			}
		}
		if v == nil {
			return nil, false
		}
	case "@words":
		// The length of what was written (a post's text, a mail's or a
		// note's body), in words: "my longest post" is its longest text,
		// not a time its words mention.
		for _, e := range evs {
			for _, k := range writtenKeys {
				if t := e.Text(k); t != "" {
					v = float64(len(strings.Fields(t)))
					break
				}
			}
			if v != nil {
				break
			}
		}
		if v == nil {
			return nil, false
		}
	case "@town", "@country":
		// "in which city is the Daily Sync": the town (country) of the
		// address a location holds, as an address writes it
		// ("Roadstar 16\n12764 Happyville\nDenmark").
		read := address.Town
		if which == "@country" {
			read = address.Country
		}
		for _, e := range evs {
			for _, k := range places.LocationKeys {
				loc := e.Text(k)
				t := read(loc)
				if t == "" && which == "@town" && places.CountryOfCity(loc) != "" {
					// a location that is a town's name alone ("Lisbon")
					t = loc
				}
				if t != "" {
					v = t
					break
				}
			}
			if v != nil {
				break
			}
		}
		if v == nil && which == "@country" {
			// "which countries did I visit": the country of the city a
			// journal's day was spent in ("Lisbon" → Portugal)
			for _, e := range evs {
				for _, k := range places.CityKeys {
					if c := places.CountryOfCity(e.Text(k)); c != "" {
						v = c
						break
					}
				}
				if v != nil {
					break
				}
			}
		}
		if v == nil {
			return nil, false
		}
	case "@job_title", "@employer", "@employers":
		// "what was my job title at Cirrus Aviation", "who is my
		// employer": the post or the organisation a welcome mail or an
		// announcement names ("joining Cirrus Aviation as Senior Data
		// Analyst", "first day at Cirrus Aviation"), read in the text the
		// rules read (bounded: a long mail body is not scanned whole)
		read := JobTitle
		switch which {
		case "@employer":
			read = Employer
		case "@employers":
			read = EmployerEver
		}
		t := firstRead(evs, read)
		if t == "" {
			return nil, false
		}
		v = t
	case "@transport":
		// "how did I get to Prague": the means of travel a journal's
		// day says ("Train to Prague at 9:40"), where no field records
		// how one went
		t := firstRead(evs, func(s string) string { return Transport(c.x.lex, s) })
		if t == "" {
			return nil, false
		}
		v = t
	case "@coordinates":
		// A place only location history's coordinates record (a visit
		// with no name, a point): written as degrees to three places,
		// about a hundred metres, so that visits to one place are one,
		// and with hemispheres rather than signs, so that a list of
		// places has no commas inside a place.
		for _, e := range evs {
			if lat, lon, ok := e.Position(""); ok {
				v = ingest.Degrees(lat, "N", "S") + " " + ingest.Degrees(lon, "E", "W")
				break
			}
		}
		if v == nil {
			return nil, false
		}
	default:
		name := strings.TrimPrefix(which, "@")
		val, ok := it.Get(name)
		if !ok {
			return nil, false
		}
		v = val
		if which == "@start_date" && allText(evs) && evs[0].Source != ingest.Mail {
			if d, ok := c.textDay(evs); ok {
				v = d
			}
		}
	}
	out, _, ok := convert(v, p.spec.Type, locOf(it))
	return out, ok
}

// venueRules are the attributes of a venue, which is never the town it is
// in.
var venueRules = map[string]bool{"restaurant": true, "café": true, "pub": true}

// writtenKeys are the fields holding what a person wrote, in the order
// @words prefers them.
var writtenKeys = []string{"text", "body", "content"}

func allText(evs []*ingest.Event) bool {
	for _, e := range evs {
		if !isText(e.Source) {
			return false
		}
	}
	return len(evs) > 0
}

func (c *call) textDay(evs []*ingest.Event) (qa.Date, bool) {
	for _, e := range evs {
		k := ruleKey{id: e.ID, attr: "\x00day"}
		if r, ok := c.x.cachedRule(k); ok {
			if r.ok {
				return r.v.(qa.Date), true
			}
			continue
		}
		text := eventText(e)
		ref, ok := c.x.lex.FindDay(text, e.Start)
		ok = ok && !ref.Written
		if !ok {
			ref, ok = c.x.lex.EveningBefore(text, e.Start)
		}
		c.x.storeRule(k, ruleVal{v: ref.Date, ok: ok})
		if ok {
			return ref.Date, true
		}
	}
	return qa.Date{}, false
}

// rules runs the text rules of p's class over the events, each result
// cached per (event, attribute, type).
func (c *call) rules(p *plan, evs []*ingest.Event) (any, string, bool) {
	for _, e := range evs {
		k := ruleKey{id: e.ID, attr: p.key, typ: p.spec.Type}
		r, ok := c.x.cachedRule(k)
		if !ok {
			r = c.rule(p, e)
			c.x.storeRule(k, r)
		}
		if r.ok {
			return r.v, r.cur, true
		}
	}
	return nil, "", false
}

// rule extracts p from one event's text.
func (c *call) rule(p *plan, e *ingest.Event) ruleVal {
	text := eventText(e)
	if text == "" {
		return ruleVal{}
	}
	loc := e.Start.Location()
	var (
		v   any
		cur string
		ok  bool
	)
	switch p.class {
	case lexicon.ClassDate:
		var ref lexicon.DayRef
		if ref, ok = c.x.lex.FindDay(text, e.Start); ok {
			v = ref.Date
		}
	case lexicon.ClassDuration:
		v, ok = ruleDuration(text)
	case lexicon.ClassDistance:
		v, ok = ruleDistance(text)
	case lexicon.ClassMoney:
		v, cur, ok = ruleMoney(text)
	case lexicon.ClassNumber:
		if strings.Contains(p.key, "calor") || strings.Contains(p.key, "kcal") || strings.Contains(p.key, "energy") || p.rule != nil && p.rule.Name == "calories" {
			v, ok = ruleKcal(text)
		}
	case lexicon.ClassPlace:
		if p.rule != nil && venueRules[p.rule.Name] {
			v, ok = places.TextVenue(c.x.lex, c.x.contacts(c.ctx).venues, text)
			if !ok && isText(e.Source) {
				v, ok = placeLeft(c.x.lex, text, e.Start)
			}
			if !ok && isText(e.Source) {
				// A text naming where the person eats, as the
				// calendar locates it ("Bangkok Siam for my birthday").
				if ven, found := c.x.contacts(c.ctx).venues.Eatery(text); found {
					v, ok = ven.Name, true
				}
			}
			break
		}
		v, ok = rulePlace(text, lexicon.Tokens(text))
		if !ok && isText(e.Source) {
			v, ok = placeLeft(c.x.lex, text, e.Start)
		}
		if !ok && isText(e.Source) {
			// "Bodega Andalucía for my birthday": a venue the library
			// knows, named without "at", is where it was
			if ven, found := c.x.contacts(c.ctx).venues.Eatery(text); found {
				v, ok = ven.Name, true
			}
		}
	case lexicon.ClassCuisine:
		v, ok = ruleKind(c.x.lex, lexicon.Tokens(text), lexicon.ClassCuisine.ConceptKind())
		if !ok {
			v, ok = c.x.contacts(c.ctx).venueCuisine(e)
		}
	case lexicon.ClassActivity:
		v, ok = ruleKind(c.x.lex, lexicon.Tokens(text), lexicon.ClassActivity.ConceptKind())
	case lexicon.ClassFood:
		if tf, err := textfacts.Default(); err == nil {
			foods := tf.Foods(text)
			v, ok = foods, len(foods) > 0
		}
	}
	if !ok {
		return ruleVal{}
	}
	out, _, ok := convert(v, p.spec.Type, loc)
	return ruleVal{v: out, cur: cur, ok: ok}
}

// correspondentFields are the fields of a mail that say whom it was from
// and to.
var correspondentFields = map[string]bool{"from": true, "to": true, "cc": true, "sender": true}

// people collects the people of an item: every listed people field of
// every event (names, without the person's own but for correspondents),
// plus the people its texts mention when the lexicon says so (@text).
func (c *call) people(p *plan, it *qa.Item, evs []*ingest.Event) (any, bool) {
	ct := c.x.contacts(c.ctx)
	var out []string
	// "personal_sender", "personal_recipients": only people the person
	// knows (see contacts.known).
	knownOnly := strings.HasPrefix(p.spec.Name, "personal_")
	// A mail's correspondents are everyone it was from and to, the person
	// too: "how many people were on the thread" counts them.
	withSelf := p.spec.Name == "correspondents"
	// Whom a mail was from or to, or names in its text, is company (a
	// trip's, told by it and the mails about it) only if the person
	// writes to them: a booking site's confirmation ("thanks for booking
	// with StayFinder") was no one there.
	company := p.spec.Name == "participants" || p.spec.Name == qa.AttrKnownRelatives
	strangerByMail := func(e *ingest.Event, name string) bool {
		return company && ingest.KindOf(e.Source) == ingest.Mail && !ct.IsKnown(name)
	}
	add := func(s string) {
		if s == "" || ct.IsSelf(s) && !withSelf || knownOnly && !ct.IsKnown(s) {
			return
		}
		d := ct.Display(s)
		for _, x := range out {
			if strings.EqualFold(x, d) {
				return
			}
		}
		out = append(out, d)
	}
	sources := []string{p.field}
	if p.rule != nil {
		sources = append(sources, p.rule.Sources...)
	}
	useText := false
	// A journal's happening that lists its people is not read again for
	// them: it was read with the whole journal's names ("Mum", not also
	// "mother"). The names it lists are the person's contacts' when one
	// contact has that name.
	listed := map[*ingest.Event]bool{}
	for _, s := range sources {
		if s == "@text" {
			useText = true
			continue
		}
		if strings.HasPrefix(s, "@") {
			continue
		}
		for _, e := range evs {
			_, told := e.Get("entry_id")
			for _, v := range e.Strings(s) {
				if told {
					listed[e] = true
					v = ct.Named(v)
				}
				if correspondentFields[s] && strangerByMail(e, v) {
					continue
				}
				add(v)
			}
		}
	}
	if useText {
		for _, e := range evs {
			// A product's title names its parts, makers and authors
			// ("Fins with Silicone Mask"), not people who were there.
			if listed[e] || ingest.KindOf(e.Source) == ingest.OnlinePurchase {
				continue
			}
			k := ruleKey{id: e.ID, attr: "\x00people"}
			r, ok := c.x.cachedRule(k)
			if !ok {
				text := eventText(e)
				r = ruleVal{v: ct.find(c.x.lex, text, lexicon.Tokens(text)), ok: true}
				c.x.storeRule(k, r)
			}
			for _, n := range r.v.([]string) {
				if strangerByMail(e, n) {
					continue
				}
				add(n)
			}
		}
	}
	all := slices.Clone(out)
	out = slices.DeleteFunc(out, func(v string) bool { return ct.Vague(c.x.lex, v, all) })
	if p.spec.Name == qa.AttrKnownRelatives {
		// none told as family is an answer, not a value to ask a model for
		return slices.DeleteFunc(out, func(v string) bool { return !ct.relative(c.x.lex, v) }), true
	}
	if len(out) == 0 {
		if v, cur, ok := c.ask(p, evs); ok && cur == "" {
			return v, true
		}
		return nil, false
	}
	switch p.spec.Type {
	case "", qa.TypeList:
		return out, true
	}
	v, _, ok := convert(strings.Join(out, ", "), p.spec.Type, locOf(it))
	return v, ok
}

// ask puts the question to the model, when one is configured.
func (c *call) ask(p *plan, evs []*ingest.Event) (any, string, bool) {
	if c.x.model == nil || c.modelErr != nil || len(evs) == 0 {
		return nil, "", false
	}
	var people []string
	ct := c.x.contacts(c.ctx)
	people = append(people, ct.Names()...)
	for _, e := range evs {
		s, ok, err := c.x.model.ExtractValue(c.ctx, ModelRequest{Attr: p.spec.Name, Type: p.spec.Type, Event: e.Verbalize(), People: people})
		if err != nil {
			if !errors.Is(err, context.Canceled) {
				c.modelErr = err
			}
			return nil, "", false
		}
		if !ok || strings.TrimSpace(s) == "" || strings.EqualFold(strings.TrimSpace(s), "null") {
			continue
		}
		typ := p.spec.Type
		if typ == "" {
			typ = defaultType(p.class)
		}
		if v, cur, ok := convert(s, typ, e.Start.Location()); ok {
			return v, cur, true
		}
	}
	return nil, "", false
}

// named is a field's value as the attribute wants it: places by name
// unless an address is asked for.
func (p *plan) named(v any) any {
	if p.class == lexicon.ClassPlace && !addressWanted(p.words) {
		return placeName(v)
	}
	return v
}

// addressWanted reports whether an attribute asks for an address or a
// part of one rather than the name of a place.
func addressWanted(words []string) bool {
	for _, w := range words {
		switch w {
		case "address", "addresses", "city", "cities", "country", "countries", "street":
			return true
		}
	}
	return false
}

// placeName keeps the name of a place written with its address or town
// ("Da Gino, Lendplatz 24, 8016 Graz" and "Da Gino, Graz" → "Da Gino"), so
// visits to one place group together however each source wrote it, and
// the town is not taken for a second place. A first part that begins or
// ends with a number is an address itself and stays whole (places.Name).
func placeName(v any) any {
	name := func(s string) string {
		if n := places.Name(s); n != "" {
			return n
		}
		return s
	}
	switch x := v.(type) {
	case string:
		return name(x)
	case []string:
		out := make([]string, len(x))
		for i, s := range x {
			out[i] = name(s)
		}
		return out
	}
	return v
}
