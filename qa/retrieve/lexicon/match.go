package lexicon

import (
	"slices"
	"strings"
	"unicode"

	"reqap/lang/ascii"
	"reqap/lang/calendar"
	"reqap/lang/fold"
	"reqap/lang/thesaurus"
)

// Parsed is what a query is made of.
type Parsed struct {
	// Concepts are the lexicon concepts the query names, in order.
	Concepts []*Concept
	// Cues are the source cues it contains.
	Cues []*Cue
	// Phrases are runs of content words no lexicon knows ("Daft Punk",
	// "Trattoria da Luigi", "Robert"): each is a concept of its own.
	Phrases []Phrase
	// Weak are the weak words it contains (generic verbs, time words).
	Weak []Token
	// Expansions are the query words the thesaurus related to a concept
	// or cue above (see Expansion).
	Expansions []Expansion

	// listed marks the concepts a query word is a lexicon term of.
	listed map[*Concept]bool
	// narrowed holds, per concept, the term a query named a kind of it
	// with and how many of its words name the kind (see Narrowed).
	narrowed map[*Concept]kindTerm
}

// kindTerm is a term naming a kind of its concept: its first n words the
// kind ("video" of "video calls").
type kindTerm struct {
	term []Token
	n    int
}

// Narrowed returns the words the query named a kind of c with: a term of
// c that is a word of content before another term of c ("video call",
// "red wine", "team lunch"), the word not a term of c itself ("phone
// call" is a call, "bike ride" a ride). The lexicon lists the kind among
// the concept's terms, so that texts saying it are found; the query asks
// for that kind only.
func (p Parsed) Narrowed(c *Concept) []Token {
	k, ok := p.narrowed[c]
	if !ok {
		return nil
	}
	return k.term[:k.n]
}

// NarrowedTerm is the whole term the query named a kind of c with, as
// written ("video calls"), or nil (see Narrowed).
func (p Parsed) NarrowedTerm(c *Concept) []Token { return p.narrowed[c].term }

// narrowing returns the words before the head of the n tokens at toks[i],
// a term of c, that name a kind of c (see Parsed.Narrowed); nil when the
// term is no such kind.
func (lx *Lexicon) narrowing(toks []Token, i, n int, c *Concept) []Token {
	for k := 1; k < n; k++ {
		head, hn := longest(lx, toks, i+k, lx.triggers)
		if hn != n-k || !slices.Contains(head, c) || !lx.strongTerm(c, toks[i+k:i+n]) {
			continue
		}
		for j := i; j < i+k; j++ {
			if lx.words[toks[j].Key] != Content || isNumber(toks[j].Key) {
				return nil // "my mother", "at home", "morning run": no kind
			}
			if ts, tn := Longest(toks, j, min(lx.firstLen[toks[j].Key], i+k-j), lx.triggers); tn > 0 && slices.Contains(ts, c) {
				return nil // "phone call", "bike ride": the word is the concept
			}
		}
		return toks[i : i+k]
	}
	return nil
}

// strongTerm reports whether toks say a strong term of c: a weak one
// ("practice" of football) says too little for what precedes it to be a
// kind.
func (lx *Lexicon) strongTerm(c *Concept, toks []Token) bool {
	key := strings.Join(Keys(toks), " ")
	for _, t := range c.Terms {
		if t.Key == key && t.Weight >= Strong && !t.Included {
			return true
		}
	}
	return false
}

// drinkVerbs are the forms of the verb "drink" (not the noun "drinks",
// going out for drinks).
var drinkVerbs = map[string]bool{"drink": true, "drank": true, "drinking": true, "drunk": true}

// DrinkVerb reports whether toks[i] is a form of the verb "drink" before
// what was drunk ("drink coffee", "drank a beer"): the verb only says it
// was had, as "had" does; what was drunk is the concept.
func (lx *Lexicon) DrinkVerb(toks []Token, i int) bool {
	return drinkVerbs[toks[i].Key] && i+1 < len(toks) && lx.consumable(toks, i+1)
}

// consumable reports whether a concept of food or drink begins at toks[i]
// ("coffee", "tea", "a beer"), an article before it allowed.
func (lx *Lexicon) consumable(toks []Token, i int) bool {
	if i < len(toks) && (toks[i].Key == "a" || toks[i].Key == "some" || toks[i].Key == "any") {
		i++
	}
	cs, n := longest(lx, toks, i, lx.triggers)
	if n == 0 {
		return false
	}
	switch MostSpecific(cs).Kind {
	case "meal", "food", "dish", "cuisine", "drink":
		return true
	}
	return false
}

// Phrase is a run of unknown content words.
type Phrase struct {
	Tokens []Token
}

// Text returns the phrase as written.
func (p Phrase) Text() string {
	parts := make([]string, len(p.Tokens))
	for i, t := range p.Tokens {
		parts[i] = t.Raw
	}
	return strings.Join(parts, " ")
}

// Key returns the phrase's normalized form.
func (p Phrase) Key() string { return strings.Join(Keys(p.Tokens), " ") }

// Parse splits a query into concepts, cues, unknown phrases and filler.
// At each position the longest known phrase wins; at equal length a
// concept beats a cue, so "live music" is a concert, not a music stream.
// Pure numbers ("2019", "3") are dropped: they are time or count
// conditions, which the operator tree handles; except a whole number
// right after a capitalised word of a name, which is part of the name
// ("Channel 3", "Apollo 13", "Blade Runner 2049"): "Channel 3" is not
// "Channel 1".
func (lx *Lexicon) Parse(query string) Parsed {
	toks := Tokens(query)
	var p Parsed
	var run []Token
	flush := func() {
		if len(run) > 0 {
			p.Phrases = append(p.Phrases, Phrase{Tokens: run})
			run = nil
		}
	}
	for i := 0; i < len(toks); {
		// A capitalised word right after a capitalised word of the
		// query (not its first, not "I") goes on a name: "the Thali
		// Cafe", "Costa Coffee" name a place, not a café or coffee.
		if i > 1 && fold.Capitalised(toks[i].Raw) && fold.Capitalised(toks[i-1].Raw) && toks[i-1].Raw != "I" && toks[i].Raw != "I" &&
			strings.TrimSpace(query[toks[i-1].Pos+len(toks[i-1].Raw):toks[i].Pos]) == "" {
			if len(run) == 0 {
				run = append(run, toks[i-1])
			}
			run = append(run, toks[i])
			i++
			continue
		}
		cs, nc := longest(lx, toks, i, lx.triggers)
		if nc == 1 && (lx.derivedOnly(toks[i]) || lx.verbOfNounOnly(toks[i])) {
			cs, nc = nil, 0 // "Hamburg" is a name, not a hamburger
		}
		if nc <= 1 && i+1 < len(toks) && strings.TrimSpace(query[toks[i].Pos+len(toks[i].Raw):toks[i+1].Pos]) == "" {
			// "my hair cut", "a work out": a compound English writes
			// closed or open, one term however it is spaced
			if j, ok := closedCompound(toks[i], toks[i+1], lx.triggers); ok {
				cs, nc = j, 2
			}
		}
		adv := nc
		if nc <= 1 {
			// "meetings at work": the compound English also writes with
			// the place first ("work meetings"), a term of its own
			if j, n, ok := lx.placeCompound(toks, i); ok {
				cs, nc, adv = j, 2, n
			}
		}
		cue, nq := longest(lx, toks, i, lx.cues)
		if lx.DrinkVerb(toks, i) {
			// "drink coffee", "drank tea": the verb only says it was
			// had, as "had" does; what was drunk is the concept
			p.Weak = append(p.Weak, toks[i])
			i++
			continue
		}
		if nc > 0 && nq == 0 && titleName(toks, i) {
			// "when did I watch Friends": a title, searched for as a
			// name, not the concept its word names
			run = append(run, toks[i])
			i++
			continue
		}
		switch {
		case nc > 0 && nc >= nq:
			flush()
			c := MostSpecific(cs)
			if !slices.Contains(p.Concepts, c) {
				p.Concepts = append(p.Concepts, c)
			}
			if p.listed == nil {
				p.listed = map[*Concept]bool{}
			}
			p.listed[c] = true
			if adv == nc && nc > 1 {
				if mod := lx.narrowing(toks, i, nc, c); mod != nil {
					if p.narrowed == nil {
						p.narrowed = map[*Concept]kindTerm{}
					}
					p.narrowed[c] = kindTerm{term: toks[i : i+nc], n: len(mod)}
				}
			}
			i += adv
			continue
		case nq > 0:
			flush()
			if !slices.Contains(p.Cues, cue) {
				p.Cues = append(p.Cues, cue)
			}
			i += nq
			continue
		}
		t := toks[i]
		i++
		// A capitalised filler word inside the query belongs to a name:
		// "Stranger Things", "The Office".
		class := lx.words[t.Key]
		title := i > 1 && len(t.Raw) > 1 && fold.Capitalised(t.Raw) && (class == Stop || class == WeakWord)
		switch {
		case title:
			run = append(run, t)
		case class == Stop || t.Key == "&":
			flush()
		case class == WeakWord || class == TimeWord:
			flush()
			p.Weak = append(p.Weak, t)
		case isNumber(t.Key) && !nameNumber(run, t):
			flush()
		default:
			if e, n, ok := lx.expandAt(toks, i-1); ok {
				flush()
				p.Expansions = append(p.Expansions, e)
				switch {
				case e.Concept != nil && !slices.Contains(p.Concepts, e.Concept):
					p.Concepts = append(p.Concepts, e.Concept)
				case e.Cue != nil && !slices.Contains(p.Cues, e.Cue):
					p.Cues = append(p.Cues, e.Cue)
				}
				i += n - 1
				continue
			}
			run = append(run, t)
		}
	}
	flush()
	return p
}

// nameNumber reports whether t, a number, goes on the name run ends
// with: a whole number after a capitalised word ("Channel 3").
func nameNumber(run []Token, t Token) bool {
	return len(run) > 0 && fold.Capitalised(run[len(run)-1].Raw) && ascii.IsDigits(t.Key)
}

// expandAt tries the thesaurus on the unknown word toks[i], first as the
// start of a compound with the next word ("motion pictures", though
// "pictures" alone is known); n is the number of words used.
func (lx *Lexicon) expandAt(toks []Token, i int) (Expansion, int, bool) {
	if lx.thesaurus == nil || !expandable(toks[i], i == 0) {
		return Expansion{}, 0, false
	}
	if j := i + 1; j < len(toks) && lx.words[toks[j].Key] == Content && expandable(toks[j], false) {
		if e, ok := lx.expand(toks[i : j+1]); ok {
			return e, 2, true
		}
	}
	e, ok := lx.expand(toks[i : i+1])
	return e, 1, ok
}

// MostSpecific picks, among the concepts a word is a strong term of, the
// one with the fewest strong terms: "mum" names the concept mother, not
// parents, though parents lists it too. Of as many, a generic concept is
// the less specific: "date night" is a date night, not any going out.
func MostSpecific(cs []*Concept) *Concept {
	best, bestN := cs[0], -1
	for _, c := range cs {
		n := 0
		for _, t := range c.Terms {
			if t.Weight == Strong && !t.Included {
				n++
			}
		}
		if bestN < 0 || n < bestN || n == bestN && best.Generic && !c.Generic {
			best, bestN = c, n
		}
	}
	return best
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if (s[i] < '0' || s[i] > '9') && s[i] != '.' && s[i] != ',' {
			return false
		}
	}
	return true
}

// closedCompound is the entry of m keyed by two words written as one
// ("hair" "cut": "haircut"), where both are plain words.
func closedCompound[V any](a, b Token, m map[string]V) (V, bool) {
	var buf [64]byte
	var zero V
	if len(a.Key)+len(b.Key) > len(buf) || !plainWord(a.Key) || !plainWord(b.Key) {
		return zero, false
	}
	k := append(append(buf[:0], a.Key...), b.Key...)
	v, ok := m[string(k)]
	return v, ok
}

// placeCompound returns the concepts of the term a noun and the place it
// is at make with the place first ("meetings at work": "work meeting"),
// where the lexicon has that term, and how many tokens the noun, its "at"
// and the place take. A "with" whose person was asked for may stand
// between ("who do I have the most meetings with at work").
func (lx *Lexicon) placeCompound(toks []Token, i int) ([]*Concept, int, bool) {
	j := i + 1
	if j < len(toks) && toks[j].Key == "with" {
		j++
	}
	if j+1 >= len(toks) || toks[j].Key != "at" {
		return nil, 0, false
	}
	pair := []Token{toks[j+1], toks[i]}
	cs, n := Longest(pair, 0, 2, lx.triggers)
	if n != 2 {
		return nil, 0, false
	}
	return cs, j + 2 - i, true
}

// plainWord reports whether a key is letters only, of two or more.
func plainWord(k string) bool {
	if len(k) < 2 {
		return false
	}
	for _, r := range k {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// Hit is a concept term found in a text.
type Hit struct {
	Concept *Concept
	Weight  float64
	// Start and End delimit the term's tokens: toks[Start:End].
	Start, End int
	// Term is the weak term found (its key), so that Scores counts two
	// weak terms, not one said twice; "" for the others.
	Term string
}

// Find returns the concept terms in toks. At each position the longest
// term wins and matching resumes after it.
func (lx *Lexicon) Find(toks []Token) []Hit {
	return lx.AppendFind(nil, toks)
}

// AppendFind appends Find's hits to out.
func (lx *Lexicon) AppendFind(out []Hit, toks []Token) []Hit {
	toks = lx.mended(toks)
	from := len(out)
	for i := 0; i < len(toks); {
		n := 0
		out, n = lx.appendHitsAt(out, toks, i)
		if n == 0 {
			i++
			continue
		}
		i += n
	}
	return dropModifiers(out, from)
}

// dropModifiers drops, of hits[from:], the sport said right before a
// meeting of its own kind ("Tandem Bikes all-hands", "Nordic Running
// 1:1"): English puts the head of a compound last, and the words before
// it say whose or what about the meeting is, not a doing of the sport.
// A class or a practice of a sport ("yoga class", "football practice")
// is still the sport. A flight said right after a sport is that sport's
// flying through the air ("Paragliding flight – bucket list"), no flight
// taken to travel.
func dropModifiers(hits []Hit, from int) []Hit {
	sport := func(o Hit) bool { return o.Concept.Kind == "sport" }
	drop := func(h Hit) bool {
		if h.Concept.ID == "flight" {
			return slices.ContainsFunc(hits[from:], func(o Hit) bool { return o.End == h.Start && sport(o) })
		}
		if !sport(h) {
			return false
		}
		_, ok := HeadAfter(hits[from:], h, 0, func(o Hit) bool { return o.Weight >= Strong && o.Concept.Kind == "meeting" })
		return ok
	}
	if !slices.ContainsFunc(hits[from:], drop) {
		return hits
	}
	return append(hits[:from], slices.DeleteFunc(slices.Clone(hits[from:]), drop)...)
}

// HeadAfter returns the hit of hits that heads h's compound, as English
// puts the head last: the first one after h, at most gap words after it,
// that head accepts ("all-hands" of "Tandem Bikes all-hands", "class" of
// "Italian cooking class").
func HeadAfter(hits []Hit, h Hit, gap int, head func(Hit) bool) (Hit, bool) {
	for _, o := range hits {
		if o.Start >= h.End && o.Start-h.End <= gap && head(o) {
			return o, true
		}
	}
	return Hit{}, false
}

// HitsAt returns the hits of the longest term that starts at toks[i] (i
// must be a position of toks), as Find finds them there, and that term's
// length in tokens (0: none).
func (lx *Lexicon) HitsAt(toks []Token, i int) ([]Hit, int) {
	return lx.appendHitsAt(nil, toks, i)
}

func (lx *Lexicon) appendHitsAt(out []Hit, toks []Token, i int) ([]Hit, int) {
	refs, n := longest(lx, toks, i, lx.terms)
	if n == 1 && (lx.derivedOnly(toks[i]) || CalendarAbbreviation(toks, i)) {
		return out, 0
	}
	thing := n == 1 && lx.thingNoun(toks[i])
	weak := "" // the term's key, read once for its weak hits
	for _, r := range refs {
		if thing && lx.doingOnly(r.Concept, toks[i]) {
			continue
		}
		h := Hit{Concept: r.Concept, Weight: r.Weight, Start: i, End: i + n}
		if r.Weight < Related {
			if weak == "" {
				weak = strings.Join(Keys(toks[i:i+n]), " ")
			}
			h.Term = weak
		}
		out = append(out, h)
	}
	return out, n
}

// FindCues returns the source cues in toks, the longest at each position.
func (lx *Lexicon) FindCues(toks []Token) []*Cue {
	var out []*Cue
	for i := 0; i < len(toks); {
		c, n := longest(lx, toks, i, lx.cues)
		if n == 0 {
			i++
			continue
		}
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
		i += n
	}
	return out
}

// Score is how well a text matches one concept.
type Score struct {
	Concept *Concept
	// Weight is the best term's weight; two weak terms count as a related
	// one.
	Weight float64
	// First is the token position of the first term found.
	First int
}

// Scores sums Find's hits per concept, in order of first appearance.
// Two different weak terms of a concept count as a related one, unless the text
// names another concept of the same kind outright, one that is not the
// broader concept ("Dermatologist" at "Practice Dr. Ricci", "Referral
// needed?": the dermatologist, not the GP whose weak words "practice"
// and "referral" are).
func Scores(hits []Hit) []Score {
	var out []Score
	weak := map[*Concept]string{} // a concept's first weak term
	best := map[*Concept]float64{}
	for _, h := range hits {
		best[h.Concept] = max(best[h.Concept], h.Weight)
		i := indexScore(out, h.Concept)
		if i < 0 {
			out = append(out, Score{Concept: h.Concept, Weight: h.Weight, First: h.Start})
			i = len(out) - 1
		} else if h.Weight > out[i].Weight {
			out[i].Weight = h.Weight
		}
		if h.Weight < Related {
			first, seen := weak[h.Concept]
			if !seen {
				weak[h.Concept] = h.Term
			} else if first != h.Term && out[i].Weight < Related {
				// A second weak term, not the first said again ("Practice
				// Dr. Ionescu … Practice Dr. Ionescu" is one).
				out[i].Weight = Related
			}
		}
	}
	for i, s := range out {
		if best[s.Concept] < Related && s.Weight >= Related && Outnamed(hits, s.Concept) {
			out[i].Weight = best[s.Concept]
		}
	}
	return out
}

// Outnamed reports whether hits name outright (a strong term) another
// concept of c's kind, one that is not broader than c: then c's weak
// words in the same text are that other's.
func Outnamed(hits []Hit, c *Concept) bool {
	for _, h := range hits {
		if o := h.Concept; o != c && h.Weight >= Strong && !o.Generic && o.Kind == c.Kind && !o.Broader(c) {
			return true
		}
	}
	return false
}

// Broader reports whether c counts a strong term of d among its own
// terms (a doctor's appointment holds the GP's: "family doctor").
func (c *Concept) Broader(d *Concept) bool {
	for _, t := range d.Terms {
		if t.Weight < Strong {
			continue
		}
		if slices.ContainsFunc(c.Terms, func(u Term) bool { return u.Key == t.Key }) {
			return true
		}
	}
	return false
}

func indexScore(l []Score, c *Concept) int {
	for i, s := range l {
		if s.Concept == c {
			return i
		}
	}
	return -1
}

// Cue returns the source cue with the given normalized key.
func (lx *Lexicon) Cue(key string) (*Cue, bool) {
	c, ok := lx.cues[key]
	return c, ok
}

// ConceptsOfKind returns the concepts of a kind, in lexicon order.
func (lx *Lexicon) ConceptsOfKind(kind string) []*Concept {
	var out []*Concept
	for _, c := range lx.Concepts {
		if c.Kind == kind {
			out = append(out, c)
		}
	}
	return out
}

// derivedOnly reports whether a capitalised word has its key only as the
// stem of longer terms made of it by a derivational suffix (DerivedOnly
// over the lexicon's terms).
func (lx *Lexicon) derivedOnly(t Token) bool { return DerivedOnly(t, lx.termWords[t.Key]) }

// verbOfNounOnly reports whether t is a verb's "-ed" form ("booked") of a
// one-word term ("book") whose verb is another word of the same spelling
// (thesaurus.OtherVerb): to book a flight is to reserve it, which says
// nothing of books.
func (lx *Lexicon) verbOfNounOnly(t Token) bool {
	raw := strings.ToLower(t.Raw)
	base, ok := strings.CutSuffix(raw, "ed")
	if !ok || !slices.Contains(lx.termWords[t.Key], base) {
		return false
	}
	th, err := thesaurus.Default()
	return err == nil && th.OtherVerb(base)
}

// A noun of a thing ("Box" of a "Building Bricks Box", "train", "mop")
// is no doing a concept holds only as the "-ing" form of a verb of that
// spelling ("boxing", "training", "mopping"): the doing is the verb's,
// and the thing another word, where the thesaurus's commonest noun sense
// of it is no act, event, food or time. A noun of a doing ("a hike", "a
// jog") is the doing, and a concept that lists the noun itself ("boxes"
// of moving) keeps it.

// thingNoun reports whether t is written as a noun of a thing.
func (lx *Lexicon) thingNoun(t Token) bool {
	raw := strings.ToLower(t.Raw)
	if raw == "" || strings.HasSuffix(raw, "ing") || len(lx.termWords[t.Key]) == 0 {
		return false
	}
	th, err := thesaurus.Default()
	if err != nil {
		return false
	}
	d, ok := th.NounDomain(raw)
	return ok && !thesaurus.DoingDomain(d)
}

// doingOnly reports whether c holds t's key only as "-ing" forms of the
// word t writes ("boxing" of "box", "skating" of "skate", "jogging" of
// "jog"). A term stands for every spelling the lexicon lists of its key
// ("bike" beside "biking", kept as one term of cycling and of sports
// gear that includes it), but for the plural of the noun itself ("boxes"
// of moving).
func (lx *Lexicon) doingOnly(c *Concept, t Token) bool {
	raw := strings.ToLower(t.Raw)
	var texts []string
	for _, term := range c.Terms {
		if term.Key != t.Key {
			continue
		}
		texts = append(texts, strings.ToLower(term.Text))
	}
	if len(texts) == 0 {
		return false
	}
	for _, w := range lx.termWords[t.Key] {
		if w != raw+"s" && w != raw+"es" {
			texts = append(texts, w)
		}
	}
	for _, text := range texts {
		rest, ok := strings.CutSuffix(text, "ing")
		if !ok || rest != raw && rest != raw+raw[len(raw)-1:] && rest+"e" != raw {
			return false
		}
	}
	return true
}

// CalendarAbbreviation reports whether the capitalised word toks[i] is a
// weekday's or a month's abbreviation ("Wed 10 Apr"), a date's word whose
// key may be a term's by chance: Porter2 makes "wed" of "wedding". After
// an article it is a noun, no date ("Klara and the Sun").
func CalendarAbbreviation(toks []Token, i int) bool {
	t := toks[i]
	if !fold.Capitalised(t.Raw) || i > 0 && articles[strings.ToLower(toks[i-1].Raw)] {
		return false
	}
	w := strings.ToLower(t.Raw)
	if d, ok := calendar.Weekday(w); ok {
		return w != strings.ToLower(d.String())
	}
	m, ok := calendar.Month(w)
	return ok && w != strings.ToLower(m.String())
}

// DerivedOnly reports whether a capitalised word is, of the one-word
// terms texts written under its key, only the stem of longer ones made of
// it by a derivational suffix: "Hamburg", whose key "hamburg" Porter2
// makes of "hamburger" by dropping "-er", is a name, not the food. An
// inflection of the word is still the word ("Pancake" of "pancakes",
// "Swim" of "swimming", "Bake" of "baked"), and a word in capitals is an
// abbreviation, not a name made of a term.
func DerivedOnly(t Token, texts []string) bool {
	if !fold.Capitalised(t.Raw) || strings.ToUpper(t.Raw) == t.Raw || len(texts) == 0 {
		return false
	}
	raw := strings.ToLower(t.Raw)
	last := raw[len(raw)-1:]
	for _, text := range texts {
		rest, ok := strings.CutPrefix(text, raw)
		if !ok {
			return false
		}
		switch strings.TrimPrefix(rest, last) {
		case "", "s", "es", "ing", "ed", "d":
			return false
		}
	}
	return true
}

// DatesKey reports whether a key is a weekday's or a month's abbreviation
// as a capitalised word of a date is keyed ("wed" of "Wed 10 Apr"):
// a term of that key is found in dates, which CalendarAbbreviation tells.
func DatesKey(key string) bool {
	if _, ok := calendar.Weekday(key); ok {
		return true
	}
	_, ok := calendar.Month(key)
	return ok
}

// articles are the words before a noun that no date's abbreviation
// follows.
var articles = map[string]bool{"the": true, "a": true, "an": true}

// SaysKind reports whether toks say the kind words right before a term of
// c ("Video call mum & dad" says a video call; an order of a "Video Game"
// that asks to call does not).
func (lx *Lexicon) SaysKind(toks []Token, kind []Token, c *Concept) bool {
	n := len(kind)
	for i := 0; i+n < len(toks); i++ {
		if !slices.EqualFunc(toks[i:i+n], kind, func(a, b Token) bool { return a.Key == b.Key }) {
			continue
		}
		if cs, m := longest(lx, toks, i+n, lx.triggers); m > 0 && slices.Contains(cs, c) {
			return true
		}
	}
	return false
}

// StrongTerm reports whether word, alone, is a strong term of a concept:
// a query saying it finds that concept's texts whatever words they use
// ("rang" finds "Call mom").
func (lx *Lexicon) StrongTerm(word string) bool {
	toks := Tokens(word)
	if len(toks) == 0 {
		return false
	}
	cs, n := longest(lx, toks, 0, lx.triggers)
	if n != len(toks) {
		return false
	}
	for _, c := range cs {
		if lx.strongTerm(c, toks) {
			return true
		}
	}
	return false
}
