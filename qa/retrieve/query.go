package retrieve

import (
	"reqap/qa/places"
	"slices"
	"sort"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/thesaurus"
	"reqap/qa/people"
	"reqap/qa/retrieve/lexicon"
)

// Query is a RETRIEVE query as the pipeline and the classifiers see it:
// the text as asked and what the lexicons made of it. A model-based
// classifier needs only Text (and Sources); the lexical ones use the rest.
type Query struct {
	// Text is the query as asked; Sources the explicit source argument.
	Text    string
	Sources []string
	// Concepts are what the query is about: lexicon concepts and unknown
	// phrases, the ones every kept happening must match first.
	Concepts []Concept
	// Required is how many leading Concepts a happening must match: all
	// of them (AllRequired), or at least one when the query has only
	// generic concepts ("I met with someone").
	Required    int
	AllRequired bool
	// Cues are the source cues in the query ("songs", "bought").
	Cues []string
	// Whole lists the sources the query takes entirely (a query made only
	// of cues: "songs I listened to", "my online purchases").
	Whole []WholeSource

	weights map[string]float64 // per source; see Weight
	cueMask uint64             // the cue concepts, matched by the events of whole sources
	eatOut  int                // index of the concept of eating out among the required, or -1
	people  *people.Directory  // the library's people (withPeople), or nil
	// bdays are the days of the year the birthday calendar gives the
	// people asked about (see birthdayNear), read once per query.
	bdays map[string][]time.Time
	// allBdays are everyone's birthdays the library gives, the person's
	// own too (see nearestBirthday), read once per query.
	allBdays []birthday
	places   *places.Directory // the library's venues (withPlaces), or nil
	// townStays are the calendar's stays in a town (Retriever.townStays),
	// read once townStaysRead.
	townStays     []townStay
	townStaysRead bool
	// homePosts are the words of the posts written outside the stays
	// (Retriever.habitual), read once homePostsRead.
	homePosts     *postWords
	homePostsRead bool
	// unknownRelations are the relations the query names that no one in
	// the library is known to have (withPeople).
	unknownRelations []string
	// kindNotes say how the kinds the query named were read (verifyKinds).
	kindNotes []string
	// kinds are the concepts whose kind the texts that say it narrow the
	// happenings to (verifyKinds).
	kinds    []int
	explicit bool
	// skipped: the query asks for what was not done ("I skipped the
	// gym"), which only a journal tells, as happenings with a modality.
	skipped bool
	// doing: the query says something was done ("I went snorkeling", "I
	// did meditation"), which buying a thing for it is not.
	doing bool
	// doneNotBought: the query's own verb, after its subject ("I took
	// flights", "we went to church"), is one of doing, not of having
	// (buying, getting, paying), and no cue asks for purchases: a thing
	// bought whose name says the word is not the doing.
	doneNotBought bool
	fallback      float64 // weight of a source not in weights
	lex           *lexicon.Lexicon
	model         modelLog // what a model classifier decided (crossencoder.go)
}

// Concept is one thing a query is about.
type Concept struct {
	// Name is the lexicon concept's id, or the phrase as written.
	Name string
	Kind string // "phrase" for words no lexicon knows
	// Terms are what the index is asked for.
	Terms []lexicon.Term

	lex    *lexicon.Concept // nil for a phrase and a cue's concept
	phrase string           // a phrase's normalized key
	// alts are the keys of phrases said as alternatives to it ("Lena or
	// Sofia"): a text with either matches.
	alts []string
	// A cue's concept (see addCueConcepts): the cue and the lexicon
	// concepts it stands for.
	cue     *lexicon.Cue
	members []*lexicon.Concept
	// atHome: the concept of being at the home of the query's people
	// (see visitIntent); whose are the people's words.
	atHome bool
	whose  []string
	// thesaurus: the query names the concept only through a thesaurus
	// synonym, whose terms count less (lexicon.Weaker).
	thesaurus bool
	// gerunds are the keys of a phrase's words written as gerunds
	// ("bowling"), which a text must write as a verb (gerund.go).
	gerunds []string
	// kind are the words the query named a kind of the concept with
	// ("video" call, lexicon.Parsed.Narrowed): a text must say them too,
	// where any text of the concept does (verifyKinds).
	kind []lexicon.Token
	// kindTerm is the whole term the kind was named with ("video calls").
	kindTerm []lexicon.Token
	// venues and towns are the venue terms (withPlaces): the names of
	// venues, and of towns ("Seville"), where what is eaten is not what a
	// walk there is.
	venues, towns []string
	// relation is the family relation of the one person a phrase names
	// whose related words the concept also holds (withPeople).
	relation *lexicon.Concept
}

// orBetween reports whether two phrases of text are joined by "or" alone
// ("Lena or Sofia"), the preposition before the first said again ("with
// Lena or with Sofia"), or are weighed by "than" ("with Lena than with
// Sofia"): either is what is asked of.
func orBetween(text string, a, b lexicon.Phrase) bool {
	if len(a.Tokens) == 0 || len(b.Tokens) == 0 {
		return false
	}
	last := a.Tokens[len(a.Tokens)-1]
	from, to := last.Pos+len(last.Raw), b.Tokens[0].Pos
	if from > to || to > len(text) {
		return false
	}
	m := orJoinRE().FindStringSubmatch(strings.TrimSpace(text[from:to]))
	if m == nil {
		return false
	}
	if m[1] == "" {
		return true
	}
	before := strings.Fields(strings.ToLower(text[:a.Tokens[0].Pos]))
	return len(before) > 0 && before[len(before)-1] == strings.ToLower(m[1])
}

// orJoinRE: the words that join alternatives, a preposition said again
// after them (group 1).
var orJoinRE = lazyre.New(`(?i)^(?:or|than)(?:\s+(with|at|to|in|from|for|by|on))?$`)

// skipVerbs are the verbs of not doing what was meant to be done ("I
// skipped the gym", "missed yoga"), by their keys.
var skipVerbs = keySet("skip", "skips", "skipped", "skipping", "miss", "missed", "missing")

// doingVerbs are the verbs of doing something, by their keys: to go
// (bowling), to do (yoga), to play (chess), to practise, to attend, to take
// part, to make (a sculpture). A thing bought for it is not it being done.
var doingVerbs = keySet("go", "goes", "went", "gone", "going", "do", "does", "did", "done", "doing", "make", "makes", "made", "making",
	"play", "plays", "played", "playing", "practice", "practiced", "practicing", "practise", "practised", "practising",
	"attend", "attends", "attended", "attending", "participate", "participated")

// keySet is the keys the lexicon reads the words as.
func keySet(words ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range words {
		for _, t := range lexicon.Tokens(w) {
			m[t.Key] = true
		}
	}
	return m
}

// WholeSource is a source taken entirely, possibly restricted to events
// whose field Key equals Value.
type WholeSource struct {
	Source     string
	Key, Value string
}

// mediaSources hold what a person consumed rather than did: a word of a
// question about one's life matching a song or film title is almost never
// what was meant, so without a cue they get the floor weight.
var mediaSources = map[string]bool{
	ingest.MusicStream: true, ingest.PodcastStream: true, ingest.AudiobookStrm: true,
	ingest.MovieStream: true, ingest.TVSeriesStream: true, ingest.VideoStream: true,
}

// textSources hold texts people write about happenings.
var textSources = map[string]bool{
	ingest.SocialMedia: true, ingest.Mail: true, ingest.Note: true, ingest.Chat: true,
}

// Weight returns how much events of src count for this query: 1 for an
// explicitly requested source (0 for the others), the cues' weights when
// the query has cues, else the concepts' source profiles, else 1 for every
// source but media streams. Sources nobody points at get lexicon.Floor.
func (q *Query) Weight(src string) float64 {
	if q.doneNotBought && !q.explicit && ingest.KindOf(src) == ingest.OnlinePurchase {
		return lexicon.Floor
	}
	if w, ok := q.weights[src]; ok {
		return w
	}
	if q.explicit {
		return 0
	}
	if q.fallback > 0 && !mediaSources[src] && !(q.doing && ingest.KindOf(src) == ingest.OnlinePurchase) {
		return q.fallback
	}
	return lexicon.Floor
}

// analyze turns a request into a Query.
// analyze reads a query. present reports whether the library holds events
// of a source (nil: every source counts): a cue takes whole only sources
// the library has, so "messages" in a library of mail means the mail.
func analyze(lx *lexicon.Lexicon, text string, sources []string, present func(string) bool) *Query {
	q := &Query{Text: text, Sources: sources, lex: lx, weights: map[string]float64{}, eatOut: -1}
	p := lx.Parse(text)
	var specific, generic []Concept
	for _, c := range p.Concepts {
		qc := queryConcept(c, p.FromThesaurus(c))
		qc.kind, qc.kindTerm = p.Narrowed(c), p.NarrowedTerm(c)
		if c.Generic {
			generic = append(generic, qc)
		} else {
			specific = append(specific, qc)
		}
	}
	phrases := p.Phrases
	if len(p.Concepts) > 0 {
		phrases = slices.DeleteFunc(slices.Clone(phrases), func(ph lexicon.Phrase) bool {
			return len(ph.Tokens) == 1 && skipVerbs[ph.Tokens[0].Key]
		})
		if len(phrases) < len(p.Phrases) {
			q.skipped = true
			if len(sources) > 0 && !slices.Contains(sources, ingest.Journal) {
				// the gym skipped is told, not recorded as a workout
				sources = append(slices.Clone(sources), ingest.Journal)
				q.Sources = sources
			}
		}
	}
	for _, t := range p.Weak {
		q.doing = q.doing || doingVerbs[t.Key]
	}
	q.doneNotBought = doneNotBought(text, p.Cues)
	for i := 0; i < len(phrases); i++ {
		ph := phrases[i]
		c := Concept{
			Name: ph.Text(), Kind: "phrase", phrase: ph.Key(),
			Terms:   []lexicon.Term{{Text: ph.Text(), Key: ph.Key(), Weight: lexicon.Strong}},
			gerunds: gerundKeys(ph),
		}
		// "Lena or Sofia": either name, one concept
		for i+1 < len(phrases) && orBetween(text, ph, phrases[i+1]) {
			ph = phrases[i+1]
			c.addAlt(ph.Text())
			i++
		}
		specific = append(specific, c)
	}
	noContent := len(specific) == 0
	for _, c := range p.Cues {
		if unheldName(text, c, present) || (noContent && strayCue(c, sources)) {
			// "Amazon" in a library of a journal: a service no record is
			// of, named, is searched for as the name it is, not taken for
			// every record of the sources asked
			k := lexicon.Key(c.Text)
			specific = append(specific, Concept{Name: c.Text, Kind: "phrase", phrase: k,
				Terms: []lexicon.Term{{Text: c.Text, Key: k, Weight: lexicon.Strong}}})
			continue
		}
		q.Cues = append(q.Cues, c.Text)
	}
	specific = eitherKind(text, specific)
	specific = withMealOut(lx, text, p, specific)
	specific = q.visitIntent(specific, generic)
	// Specific concepts must all match; with none, cues say what is
	// meant; generic concepts ("met", "celebrated") only when nothing
	// else is there, and then any of them will do.
	switch {
	case len(specific) > 0:
		q.Concepts = append(specific, generic...)
		q.Required, q.AllRequired = len(specific), true
	case len(p.Cues) > 0:
		q.Concepts = generic
	default:
		q.Concepts = generic
		q.Required = len(generic)
	}
	q.setWeights(p, sources, present)
	q.setWhole(p, sources, present)
	q.addCueConcepts(p)
	q.addConceptWhole(sources, present)
	if out := lx.EatingOut(); out != nil {
		for i, c := range q.Concepts[:min(q.Required, maskedConcepts)] {
			if c.lex == out {
				q.eatOut = i
			}
		}
	}
	return q
}

// queryConcept is a lexicon concept as a query searches it: a concept the
// query names only through a thesaurus synonym has its terms weakened.
func queryConcept(c *lexicon.Concept, thesaurus bool) Concept {
	qc := Concept{Name: c.ID, Kind: c.Kind, lex: c, thesaurus: thesaurus}
	for _, t := range c.Terms {
		if thesaurus {
			if t.Weight = lexicon.Weaker(t.Weight); t.Weight == 0 {
				continue
			}
		}
		// Included terms that cannot match alone are only for reading
		// texts: searching hundreds of them buys nothing.
		if t.Included && t.Weight < lexicon.Related {
			continue
		}
		qc.Terms = append(qc.Terms, t)
	}
	return qc
}

// orWordRE is the word of alternatives.
var orWordRE = lazyre.New(`(?i)\bor\b`)

// eitherKind reads concepts of one kind that can never hold of one event
// together, said as alternatives ("I went walking or running or hiking":
// sports, one a workout; "I ate Italian or Chinese food": cuisines, one a
// meal), as one concept any of whose members will do, as "Lena or Sofia"
// is either name: asked all at once they would find nothing.
func eitherKind(text string, specific []Concept) []Concept {
	if !orWordRE().MatchString(text) {
		return specific
	}
	for _, kind := range []string{sportKind, cuisineKind} {
		specific = eitherOf(kind, specific)
	}
	return specific
}

// cuisineKind is the kind of the lexicon's cuisines (concepts.tsv).
const cuisineKind = "cuisine"

// eitherOf makes the concepts of kind one concept any of whose members
// will do, where there are two or more.
func eitherOf(kind string, specific []Concept) []Concept {
	var alt []int
	for i, c := range specific {
		if c.lex != nil && c.Kind == kind && !c.thesaurus {
			alt = append(alt, i)
		}
	}
	if len(alt) < 2 {
		return specific
	}
	either := Concept{Kind: kind}
	var names []string
	for _, i := range alt {
		either.members = append(either.members, specific[i].lex)
		names = append(names, specific[i].Name)
	}
	either.Name = strings.Join(names, " or ")
	either.setMemberTerms()
	out := []Concept{either}
	for i, c := range specific {
		if !slices.Contains(alt, i) {
			out = append(out, c)
		}
	}
	return out
}

// mealOutRE is a meal eaten out: "dinners out", "lunch out".
var mealOutRE = lazyre.New(`(?i)\b(breakfast|brunch|lunch|dinner|supper)(?:e?s)?\s+out\b`)

// withMealOut adds the meal of "dinners out" to the concept of eating out
// its words also make: the lexicon reads "dinner out" as eating out, the
// longest term, and a lunch out is no dinner out.
func withMealOut(lx *lexicon.Lexicon, text string, p lexicon.Parsed, specific []Concept) []Concept {
	out := lx.EatingOut()
	if out == nil || !slices.Contains(p.Concepts, out) {
		return specific
	}
	m := mealOutRE().FindStringSubmatch(text)
	if m == nil {
		return specific
	}
	for _, c := range lx.Parse(m[1]).Concepts {
		if c.Kind != "meal" || c == out || slices.ContainsFunc(specific, func(s Concept) bool { return s.lex == c }) {
			continue
		}
		return append(specific, queryConcept(c, false))
	}
	return specific
}

// addCueConcepts lets a query made only of cues find, in the sources the
// cues point at but do not take whole, what the cues mean there: "my
// workouts" are the workout records and the calendar entries about a
// sport. The cue's concept stands for the concepts of its kinds (its
// members; Retriever.narrowCues keeps those the library's records show);
// an event matches it when it matches one of them. It is required in those
// sources; the events of the sources taken whole match it by definition.
func (q *Query) addCueConcepts(p lexicon.Parsed) {
	if q.Required > 0 || len(q.Whole) == 0 {
		return
	}
	var add []Concept
	for _, cue := range p.Cues {
		if len(cue.Kinds) == 0 {
			continue
		}
		pointed := false
		for _, sw := range cue.Sources {
			pointed = pointed || !sw.Whole && q.Weight(sw.Source) >= lexicon.Threshold && !q.isWhole(sw.Source)
		}
		if !pointed {
			continue
		}
		c := Concept{Name: cue.Text + " (" + strings.Join(cue.Kinds, ", ") + ")", Kind: "cue", cue: cue}
		for _, k := range cue.Kinds {
			c.members = append(c.members, q.lex.ConceptsOfKind(k)...)
		}
		c.setMemberTerms()
		add = append(add, c)
	}
	if len(add) == 0 {
		return
	}
	q.Concepts = append(add, q.Concepts...)
	q.Required = len(add)
	// Any of them will do, as for the cues themselves.
	q.AllRequired = false
	q.cueMask = q.requiredMask()
}

// addConceptWhole takes whole the sources a query's generic concepts star
// in their own sources (concepts.tsv): every entry of a calendar is an
// appointment, so "my meetings" are all of them, whatever their titles say,
// beside the meetings other sources tell of. Only a query about nothing
// more specific is taken so.
func (q *Query) addConceptWhole(sources []string, present func(string) bool) {
	if q.Required == 0 || len(q.Whole) > 0 {
		return
	}
	var add []WholeSource
	for _, c := range q.Concepts[:q.Required] {
		if c.lex == nil || !c.lex.Generic {
			return
		}
		for _, sw := range c.lex.Sources {
			w := WholeSource{Source: sw.Source, Key: sw.Key, Value: sw.Value}
			if sw.Whole && !slices.Contains(add, w) &&
				(len(sources) == 0 || slices.Contains(sources, sw.Source)) && held(present, sw.Source) {
				add = append(add, w)
			}
		}
	}
	if len(add) == 0 {
		return
	}
	sort.Slice(add, func(i, j int) bool { return add[i].Source < add[j].Source })
	q.Whole = append(q.Whole, add...)
	q.cueMask = q.requiredMask()
}

// setMemberTerms sets the terms of a cue's concept: the strong and related
// terms of its members.
func (c *Concept) setMemberTerms() {
	c.Terms = c.Terms[:0]
	seen := map[string]bool{}
	for _, m := range c.members {
		for _, t := range m.Terms {
			if t.Included || t.Weight < lexicon.Related || seen[t.Key] {
				continue
			}
			seen[t.Key] = true
			c.Terms = append(c.Terms, t)
		}
	}
}

// matches returns the concept's weight among a text's concept scores.
func (c *Concept) matches(scores []lexicon.Score) float64 {
	w := 0.0
	for _, s := range scores {
		if s.Concept == c.lex || slices.Contains(c.members, s.Concept) {
			w = max(w, s.Weight)
		}
	}
	if c.thesaurus {
		w = lexicon.Weaker(w)
	}
	return w
}

// setWeights weighs the sources a query searches: those listed, else
// those its cues point at, else (or when the cues point only at sources
// the library lacks, by present) those of its required concepts.
func (q *Query) setWeights(p lexicon.Parsed, sources []string, present func(string) bool) {
	if len(sources) > 0 {
		q.explicit = true
		for _, s := range sources {
			q.weights[s] = 1
		}
		return
	}
	if len(p.Cues) > 0 {
		anyHeld := false
		for _, c := range p.Cues {
			for _, sw := range c.Sources {
				q.weights[sw.Source] = max(q.weights[sw.Source], sw.Weight)
				anyHeld = anyHeld || held(present, sw.Source)
			}
		}
		if anyHeld || q.Required == 0 {
			return
		}
		// The cues point only at sources the library does not hold ("the
		// video from the playlist Trailers", no streams exported): they
		// say nothing of which of its sources, and the concepts do.
	}
	for _, c := range q.Concepts[:q.Required] {
		if c.atHome {
			continue // where, not what: the people's concepts say which sources
		}
		if c.lex == nil || c.lex.Sources == nil {
			// A phrase can be about anything a person did.
			q.fallback = 1
			continue
		}
		for _, sw := range c.lex.Sources {
			q.weights[sw.Source] = max(q.weights[sw.Source], sw.Weight)
		}
	}
	if q.Required == 0 {
		q.fallback = 1
	}
}

// setWhole decides which sources a query takes entirely: the starred
// sources of its cues with the highest summed cue weight, when the query
// has no concept; with an explicit source list and no concept, those
// sources.
func (q *Query) setWhole(p lexicon.Parsed, sources []string, present func(string) bool) {
	if q.Required > 0 {
		return
	}
	type sum struct {
		w     float64
		parts [][2]string // the parts of the source the cues name (key, value)
	}
	sums := map[string]*sum{}
	for _, c := range p.Cues {
		for _, sw := range c.Sources {
			if !sw.Whole || (len(sources) > 0 && !slices.Contains(sources, sw.Source)) || !held(present, sw.Source) {
				continue
			}
			s := sums[sw.Source]
			if s == nil {
				s = &sum{}
				sums[sw.Source] = s
			}
			s.w += sw.Weight
			if sw.Key != "" && !slices.Contains(s.parts, [2]string{sw.Key, sw.Value}) {
				// "on Instagram or on Facebook": both parts of the
				// source, each taken
				s.parts = append(s.parts, [2]string{sw.Key, sw.Value})
			}
		}
	}
	best := 0.0
	for _, s := range sums {
		best = max(best, s.w)
	}
	for src, s := range sums {
		if s.w >= best-1e-9 {
			if len(s.parts) == 0 {
				q.Whole = append(q.Whole, WholeSource{Source: src})
			}
			for _, kv := range s.parts {
				q.Whole = append(q.Whole, WholeSource{Source: src, Key: kv[0], Value: kv[1]})
			}
		}
	}
	if len(q.Whole) == 0 && len(sources) > 0 && len(q.Concepts) == 0 {
		for _, s := range sources {
			q.Whole = append(q.Whole, WholeSource{Source: s})
		}
	}
	// A source listed beside its kin taken whole ("online_purchase_cancelled"
	// beside "online_purchase": the planner lists it only when the question
	// names what sets it apart, "orders I cancelled") is taken whole too.
	for _, s := range sources {
		kin := slices.ContainsFunc(q.Whole, func(w WholeSource) bool { return w.Key == "" && w.Source != s && ingest.KindOf(s) == w.Source })
		if kin && !q.isWhole(s) && held(present, s) {
			q.Whole = append(q.Whole, WholeSource{Source: s})
		}
	}
	sort.Slice(q.Whole, func(i, j int) bool { return q.Whole[i].Source < q.Whole[j].Source })
}

// isWhole reports whether src is taken entirely without a field
// restriction.
func (q *Query) isWhole(src string) bool {
	for _, w := range q.Whole {
		if w.Source == src && w.Key == "" {
			return true
		}
	}
	return false
}

// isWholeValue reports whether p is the field restriction of a source the
// query takes whole.
func (q *Query) isWholeValue(p Pattern) bool {
	for _, w := range q.Whole {
		if w.Source == p.Source && w.Key != "" && w.Key == p.Key && strings.EqualFold(w.Value, p.Value) {
			return true
		}
	}
	return false
}

// matchText returns, per concept of q, how well the tokens match it (the
// best term's weight; two weak terms count as a related one), and whether
// every token is accounted for by a concept term or filler.
func (q *Query) matchText(toks []lexicon.Token) (weights []float64, covered bool) {
	weights = make([]float64, len(q.Concepts))
	used := make([]bool, len(toks))
	hits := q.lex.Find(toks)
	scores := lexicon.Scores(hits)
	for i, c := range q.Concepts {
		if c.lex == nil && c.members == nil {
			continue
		}
		weights[i] = c.matches(scores)
		for _, h := range hits {
			if h.Concept == c.lex || slices.Contains(c.members, h.Concept) {
				for k := h.Start; k < h.End; k++ {
					used[k] = true
				}
			}
		}
	}
	for i, c := range q.Concepts {
		if c.lex != nil || c.members != nil {
			continue
		}
		for _, key := range append([]string{c.phrase}, c.alts...) {
			words := strings.Fields(key)
			for s := 0; s+len(words) <= len(toks); s++ {
				if lexicon.KeysAt(toks, s, words) && c.verbsAt(toks[s:s+len(words)]) {
					weights[i] = lexicon.Strong
					for k := s; k < s+len(words); k++ {
						used[k] = true
					}
				}
			}
		}
	}
	covered = len(toks) > 0
	for k, t := range toks {
		if !used[k] && q.lex.WordClass(t.Key) != lexicon.Stop && t.Key != "&" {
			covered = false
		}
	}
	return weights, covered
}

// verbsAt reports whether toks, a phrase of c found in a text, write c's
// gerunds as verbs (gerund.go).
func (c *Concept) verbsAt(toks []lexicon.Token) bool {
	for _, k := range c.gerunds {
		if !saysVerb(toks, k) {
			return false
		}
	}
	return true
}

// exactPhrase reports whether toks are exactly one of q's phrases.
func (q *Query) exactPhrase(toks []lexicon.Token) bool {
	key := strings.Join(lexicon.Keys(toks), " ")
	for _, c := range q.Concepts[:q.Required] {
		if c.lex == nil && (c.phrase == key || slices.Contains(c.alts, key)) {
			return true
		}
	}
	return false
}

// qualifies reports whether per-concept match weights (already multiplied
// by the source weight) make an event relevant, partly relevant or
// irrelevant to q.
func (q *Query) qualifies(w []float64) Label {
	n := 0
	for i := 0; i < q.Required; i++ {
		if w[i] >= lexicon.Threshold {
			n++
		}
	}
	switch {
	case n == 0:
		return Irrelevant
	case n == q.Required || !q.AllRequired:
		return Relevant
	}
	return Partly
}

// requiredMask is the bit set of the required concepts.
func (q *Query) requiredMask() uint64 {
	if q.Required >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(q.Required) - 1
}

// narrowCues keeps, of a cue concept's members, those the records of the
// sources the cue takes whole show: "my workouts" in the calendar are the
// sessions of the sports the person's trackers record (football practice,
// badminton), not a salsa class or a stroll on holiday. The values of the
// records' type-like fields (workout_type: soccer) say which; when none
// names a member, all are kept.
func (r *Retriever) narrowCues(q *Query) {
	for i := range q.Concepts[:q.Required] {
		c := &q.Concepts[i]
		if c.cue == nil {
			continue
		}
		seen := map[*lexicon.Concept]bool{}
		for _, sw := range c.cue.Sources {
			if !sw.Whole || !q.isWhole(sw.Source) {
				continue
			}
			for k := range r.recorded(sw.Source) {
				if slices.Contains(c.members, k) {
					seen[k] = true
				}
			}
		}
		if len(seen) == 0 {
			continue
		}
		c.members = slices.DeleteFunc(slices.Clone(c.members), func(m *lexicon.Concept) bool { return !seen[m] })
		c.setMemberTerms()
	}
}

// textsAsked reports whether the query asks for texts themselves: the
// sources it takes whole, or lists explicitly, are all texts (posts,
// mails, notes, chats).
func (q *Query) textsAsked() bool {
	srcs := q.Sources
	if len(srcs) == 0 {
		for _, w := range q.Whole {
			srcs = append(srcs, w.Source)
		}
	}
	if len(srcs) == 0 {
		return false
	}
	for _, s := range srcs {
		if !textSources[s] {
			return false
		}
	}
	return true
}

// recorded returns the lexicon concepts the records of a source are of, by
// the values of their type-like fields (workout_type: soccer is the
// concept soccer): what the person's trackers record.
func (r *Retriever) recorded(src string) map[*lexicon.Concept]bool {
	out := map[*lexicon.Concept]bool{}
	for _, kc := range r.lib.Keys(src) {
		if !isTypeKey(kc.Key) {
			continue
		}
		for _, vc := range r.lib.ValueCounts(src, kc.Key, 200) {
			for _, h := range r.lex.Find(lexicon.Tokens(strings.ReplaceAll(vc.Value, "_", " "))) {
				if h.Weight >= lexicon.Strong {
					out[h.Concept] = true
				}
			}
		}
	}
	return out
}

// held reports whether the library holds src, by present (nil: every
// source it is asked of).
func held(present func(string) bool, src string) bool {
	return present == nil || present(src)
}

// strayCue reports whether a cue points only at sources outside those the
// query is asked of: "audiobooks" asked of the online purchases names no
// kind of event there (the planner chose the purchases) but what the
// purchases must mention, so it is searched for as a word rather than
// leaving a query of cues alone, which takes the purchases whole.
func strayCue(c *lexicon.Cue, sources []string) bool {
	if len(sources) == 0 || len(c.Sources) == 0 {
		return false
	}
	for _, sw := range c.Sources {
		for _, s := range sources {
			if s == sw.Source || ingest.KindOf(s) == sw.Source || ingest.KindOf(sw.Source) == s {
				return false
			}
		}
	}
	return true
}

// unheldName reports whether a cue is a name in the query ("Amazon", one
// capitalised word; a service of a source, however written) and names only
// sources the library holds none of.
func unheldName(text string, c *lexicon.Cue, present func(string) bool) bool {
	if present == nil || len(c.Sources) == 0 || strings.ContainsAny(c.Text, " ") {
		return false
	}
	for _, sw := range c.Sources {
		if present(sw.Source) {
			return false
		}
	}
	if !slices.ContainsFunc(c.Sources, func(sw lexicon.SourceWeight) bool { return sw.Key == "" }) {
		// a service of a source ("whatsapp": the chats of that
		// platform) is a name however it is written
		return true
	}
	// found in the folded text, read where the original has it: a lower
	// case may be shorter or longer than the letter ("İ" is "i")
	ft := fold.New(text)
	i := strings.Index(ft.Folded, fold.String(c.Text))
	if i < 0 {
		return false
	}
	start, _ := ft.Span(i, i)
	return fold.Capitalised(text[start:])
}

// doneNotBought reports whether the verb after the subject a query begins
// with ("I took flights", "we went to church", "my mom called me", "mom
// called") is one the thesaurus knows whose commonest sense is not of
// having (buying, getting, paying, owning), and no cue of the query
// points at purchases ("I ordered pizza").
func doneNotBought(text string, cues []*lexicon.Cue) bool {
	toks := lexicon.Tokens(text)
	if len(toks) >= 3 && (strings.EqualFold(toks[0].Raw, "my") || strings.EqualFold(toks[0].Raw, "our")) {
		toks = toks[1:] // "my mom called me": someone of mine did it
	}
	if len(toks) < 2 || !strings.EqualFold(toks[0].Raw, "i") && !strings.EqualFold(toks[0].Raw, "we") && thesaurus.PastBase(strings.ToLower(toks[1].Raw)) == "" {
		// "mom called": a subject and a verb in the past
		return false
	}
	for _, c := range cues {
		if slices.ContainsFunc(c.Sources, func(sw lexicon.SourceWeight) bool { return ingest.KindOf(sw.Source) == ingest.OnlinePurchase }) {
			return false
		}
	}
	th, err := thesaurus.Default()
	if err != nil {
		return false
	}
	d, ok := th.VerbDomain(strings.ToLower(toks[1].Raw))
	return ok && d != "possession"
}
