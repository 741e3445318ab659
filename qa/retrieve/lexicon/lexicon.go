// Package lexicon reads the lexicons of assets/lexicon (see its README)
// and answers the questions RETRIEVE and EXTRACT ask of them: which
// concepts, source cues and filler words a query is made of, which concept
// terms a text contains, which day a text refers to, and where an
// attribute's value lives.
//
// All comparisons go through one normalization (Tokens, WordKey): lower
// case, accents removed, English stemming, emoji reduced to their base
// character. The lexicon files are written in plain words and normalized
// when loaded, so they stay readable.
//
// A Lexicon is immutable once loaded and safe for concurrent use.
package lexicon

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/lang/thesaurus"
	"reqap/lang/tsv"
)

// Term weights. A concept match counts when it reaches Threshold.
const (
	Strong    = 1.0
	Related   = 0.6
	Weak      = 0.3
	Threshold = 0.5
	// Floor is the weight of a source a query does not point at.
	Floor = 0.35
)

// Lexicon is a loaded set of lexicon files.
type Lexicon struct {
	Concepts []*Concept

	byID     map[string]*Concept
	triggers map[string][]*Concept // phrase key → concepts it is a strong term of
	cues     map[string]*Cue       // phrase key → cue
	words    map[string]WordClass  // word key → stop or weak
	terms    map[string][]TermRef  // phrase key → concepts it is a term of
	days     map[string]dayWord    // phrase key → day reference
	attrs    map[string]*AttrRule  // normalized attribute name → rule
	profiles map[string][]SourceWeight
	meals    map[*Concept][2]int // meal concept → local hours [from, to)
	eatOut   *Concept            // the concept of eating out (meals.tsv)
	// termWords are the one-word terms as written (lower case), by key:
	// "hamburger" under "hamburg" (derivedOnly).
	termWords map[string][]string
	// firstLen is, per first word key, the longest phrase (in words) of
	// any table starting with it: phrase lookups try only those lengths.
	firstLen map[string]int
	// slips are the keys of words mistyped by two letters swapped, by
	// the key of the word (indexSlips).
	slips map[string]string

	// thesaurus relates query words no table lists to lexicon terms (see
	// expand); nil without one.
	thesaurus    func() (*thesaurus.Thesaurus, error)
	thesaurusErr sync.Once

	// version names the tables and thesaurus loaded (Version).
	version func() string
}

// Version names the content the lexicon was loaded from, for what is kept
// on disk across processes and derived with it; "" for a lexicon loaded
// from other tables than the embedded ones, which nothing may be kept for.
func (lx *Lexicon) Version() string {
	if lx == nil || lx.version == nil {
		return ""
	}
	return lx.version()
}

// defaultVersion hashes the embedded tables and thesaurus, once.
var defaultVersion = sync.OnceValue(func() string {
	h := sha256.New()
	for _, fsys := range []fs.FS{assets.Lexicon(), assets.Thesaurus()} {
		err := fs.WalkDir(fsys, ".", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			b, err := fs.ReadFile(fsys, path)
			fmt.Fprintf(h, "%s\x00%d\x00", path, len(b))
			h.Write(b)
			return err
		})
		if err != nil {
			return "" // embedded: cannot fail; if it did, nothing is kept
		}
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
})

// Concept is something a query can be about.
type Concept struct {
	ID   string
	Kind string
	// Generic concepts ("meet", "celebrate") count only when a query has
	// nothing more specific.
	Generic bool
	// Sources weights the sources where such events live; nil means the
	// default (every source but media streams).
	Sources []SourceWeight
	Terms   []Term
}

// Doing is which of the tasks a concept of chores gathers the words of a
// term say, as the lexicon lists it first among the terms of the same
// words ("vacuumed" is "vacuuming", "did laundry" "laundry"); "" when the
// words are not its term, are its first term or its own name
// ("housework"), which say no one task.
func (c *Concept) Doing(key string) string {
	if c == nil || c.Kind != "chores" {
		return ""
	}
	for i, t := range c.Terms {
		if t.Included || t.Key != key {
			continue
		}
		if i == 0 || strings.ReplaceAll(c.ID, "_", " ") == t.Text {
			return ""
		}
		return t.Text
	}
	return ""
}

// Term is one way a concept is expressed.
type Term struct {
	// Text is the term as written in the lexicon: what the index searches.
	Text string
	// Key is its normalized form.
	Key    string
	Weight float64
	// Included terms come from another concept through "@kind": they count
	// when met in a text but are not searched for (there are too many).
	Included bool
}

// TermRef says that a phrase is a term of Concept with Weight.
type TermRef struct {
	Concept *Concept
	Weight  float64
}

// SourceWeight weights a source kind for a concept or cue.
type SourceWeight struct {
	Source string
	Weight float64
	// Whole marks a source a cue covers entirely (see sources.tsv);
	// Key/Value restrict it to events whose field Key equals Value.
	Whole      bool
	Key, Value string
}

// Cue is a word that names a kind of event.
type Cue struct {
	Text    string
	Sources []SourceWeight
	// Kinds are the concept kinds the cue stands for in the sources it
	// points at but does not take whole (sources.tsv, third column):
	// "workout" takes the workout records whole and, in the calendar,
	// means an entry about a sport.
	Kinds []string
}

// WordClass classifies filler words.
type WordClass uint8

// Word classes.
const (
	Content WordClass = iota
	Stop
	WeakWord
	TimeWord
)

// Default returns the lexicon embedded in the binary (assets/lexicon),
// loaded once, with the embedded thesaurus (loaded when first needed).
func Default() (*Lexicon, error) { return loadDefault() }

// OrDefault returns lx, or the embedded lexicon (Default) when lx is nil:
// what a component whose options name no lexicon reads.
func OrDefault(lx *Lexicon) (*Lexicon, error) {
	if lx != nil {
		return lx, nil
	}
	return Default()
}

var loadDefault = sync.OnceValues(func() (*Lexicon, error) {
	lx, err := Load(assets.Lexicon(), WithThesaurus(thesaurus.Default))
	if lx != nil {
		lx.version = defaultVersion
	}
	return lx, err
})

// Option configures Load.
type Option func(*Lexicon)

// Load reads the lexicon files from fsys (profiles.tsv, concepts.tsv,
// sources.tsv, words.tsv, days.tsv, attributes.tsv). An error names the
// file, the line and what is wrong with it.
func Load(fsys fs.FS, opts ...Option) (*Lexicon, error) {
	lx := &Lexicon{
		byID:      map[string]*Concept{},
		triggers:  map[string][]*Concept{},
		cues:      map[string]*Cue{},
		words:     map[string]WordClass{},
		terms:     map[string][]TermRef{},
		termWords: map[string][]string{},
		days:      map[string]dayWord{},
		attrs:     map[string]*AttrRule{},
		profiles:  map[string][]SourceWeight{},
		meals:     map[*Concept][2]int{},
		firstLen:  map[string]int{},
	}
	for _, o := range opts {
		o(lx)
	}
	steps := []struct {
		file  string
		parse func(cols []string) error
	}{
		{"profiles.tsv", lx.parseProfile},
		{"concepts.tsv", lx.parseConcept},
		{"sources.tsv", lx.parseCue},
		{"words.tsv", lx.parseWords},
		{"days.tsv", lx.parseDay},
		{"attributes.tsv", lx.parseAttr},
		{"meals.tsv", lx.parseMeal},
	}
	for _, s := range steps {
		if err := tsv.Read(fsys, s.file, func(_ int, cols []string) error { return s.parse(cols) }); err != nil {
			return nil, fmt.Errorf("lexicon %w", err)
		}
	}
	if err := lx.resolveIncludes(); err != nil {
		return nil, err
	}
	for _, cue := range lx.cues {
		for _, k := range cue.Kinds {
			if len(lx.ConceptsOfKind(k)) == 0 {
				return nil, fmt.Errorf("lexicon sources.tsv: cue %q names kind %q, but no concept has it", cue.Text, k)
			}
		}
	}
	lx.index()
	lx.indexSlips()
	return lx, nil
}

// parseSources reads "source:weight[*][key=value] ..." pairs.
func parseSources(col string) ([]SourceWeight, error) {
	var out []SourceWeight
	for _, f := range strings.Fields(col) {
		src, rest, ok := strings.Cut(f, ":")
		if !ok || src == "" {
			return nil, fmt.Errorf("source %q: want source:weight", f)
		}
		sw := SourceWeight{Source: src}
		if i := strings.IndexByte(rest, '['); i >= 0 {
			if !strings.HasSuffix(rest, "]") {
				return nil, fmt.Errorf("source %q: unclosed [key=value]", f)
			}
			k, v, ok := strings.Cut(rest[i+1:len(rest)-1], "=")
			if !ok || k == "" || v == "" {
				return nil, fmt.Errorf("source %q: want [key=value]", f)
			}
			sw.Key, sw.Value = k, v
			rest = rest[:i]
		}
		if strings.HasSuffix(rest, "*") {
			sw.Whole = true
			rest = rest[:len(rest)-1]
		}
		w, err := strconv.ParseFloat(rest, 64)
		if err != nil || !(w > 0 && w <= 1) || math.IsNaN(w) {
			return nil, fmt.Errorf("source %q: weight must be a number in (0, 1]", f)
		}
		sw.Weight = w
		out = append(out, sw)
	}
	return out, nil
}

func (lx *Lexicon) parseProfile(cols []string) error {
	if err := tsv.Exactly(cols, 2); err != nil {
		return err
	}
	if cols[0] == "" {
		return fmt.Errorf("empty profile name")
	}
	if _, dup := lx.profiles[cols[0]]; dup {
		return fmt.Errorf("profile %q defined twice", cols[0])
	}
	sw, err := parseSources(cols[1])
	if err != nil {
		return err
	}
	lx.profiles[cols[0]] = sw
	return nil
}

func (lx *Lexicon) parseConcept(cols []string) error {
	if err := tsv.Exactly(cols, 6); err != nil {
		return err
	}
	id, kind := cols[0], cols[1]
	if id == "" || kind == "" {
		return fmt.Errorf("empty concept id or kind")
	}
	if _, dup := lx.byID[id]; dup {
		return fmt.Errorf("concept %q defined twice", id)
	}
	c := &Concept{ID: id, Kind: kind, Generic: kind == "generic"}
	switch src := cols[2]; {
	case src == "-":
	case strings.Contains(src, ":"):
		sw, err := parseSources(src)
		if err != nil {
			return err
		}
		c.Sources = sw
	default:
		sw, ok := lx.profiles[src]
		if !ok {
			return fmt.Errorf("unknown source profile %q (see profiles.tsv)", src)
		}
		c.Sources = sw
	}
	seen := map[string]bool{}
	for i, w := range []float64{Strong, Related, Weak} {
		for _, t := range tsv.List(cols[3+i]) {
			if strings.HasPrefix(t, "@") {
				// Resolved once every concept is known.
				c.Terms = append(c.Terms, Term{Text: t, Weight: w})
				continue
			}
			key := Key(t)
			if key == "" {
				return fmt.Errorf("term %q has no words", t)
			}
			if seen[key] {
				// a stronger spelling of the same word is listed; this
				// one is still how the word is written ("bike" beside
				// "biking")
				if w := strings.ToLower(t); !strings.Contains(key, " ") && !slices.Contains(lx.termWords[key], w) {
					lx.termWords[key] = append(lx.termWords[key], w)
				}
				continue
			}
			seen[key] = true
			c.Terms = append(c.Terms, Term{Text: t, Key: key, Weight: w})
		}
	}
	if !slices.ContainsFunc(c.Terms, func(t Term) bool { return t.Weight == Strong && t.Key != "" }) {
		return fmt.Errorf("concept %q has no strong term", id)
	}
	lx.byID[id] = c
	lx.Concepts = append(lx.Concepts, c)
	return nil
}

// resolveIncludes replaces "@kind" terms by the strong and related terms
// of every other concept of that kind.
func (lx *Lexicon) resolveIncludes() error {
	for _, c := range lx.Concepts {
		var terms []Term
		seen := map[string]bool{}
		for _, t := range c.Terms {
			if t.Key != "" {
				seen[t.Key] = true
			}
		}
		for _, t := range c.Terms {
			if !strings.HasPrefix(t.Text, "@") {
				terms = append(terms, t)
				continue
			}
			kind := t.Text[1:]
			found := false
			for _, o := range lx.Concepts {
				if o.Kind != kind || o == c {
					continue
				}
				found = true
				for _, ot := range o.Terms {
					if ot.Included || ot.Weight < Related || seen[ot.Key] || qualifies(o, ot, seen) {
						continue
					}
					seen[ot.Key] = true
					terms = append(terms, Term{Text: ot.Text, Key: ot.Key, Weight: t.Weight, Included: true})
				}
			}
			if !found {
				return fmt.Errorf("lexicon concepts.tsv: concept %q includes %s, but no concept has kind %q", c.ID, t.Text, kind)
			}
		}
		c.Terms = terms
	}
	return nil
}

// qualifies reports whether t, one word of concept o, is said by o before
// a word of the concept including o (seen: its own terms): "italian" of
// "italian food", included in food. Such a word qualifies; alone it may
// qualify anything ("American Express", "French press"), so the including
// concept does not take it (o itself still does).
func qualifies(o *Concept, t Term, seen map[string]bool) bool {
	if strings.Contains(t.Key, " ") {
		return false
	}
	for _, u := range o.Terms {
		if head, ok := strings.CutPrefix(u.Key, t.Key+" "); ok && seen[head] {
			return true
		}
	}
	return false
}

func (lx *Lexicon) parseCue(cols []string) error {
	if len(cols) != 3 {
		if err := tsv.Exactly(cols, 2); err != nil {
			return err
		}
	}
	key := Key(cols[0])
	if key == "" {
		return fmt.Errorf("cue %q has no words", cols[0])
	}
	sw, err := parseSources(cols[1])
	if err != nil {
		return err
	}
	if len(sw) == 0 {
		return fmt.Errorf("cue %q names no source", cols[0])
	}
	if old, ok := lx.cues[key]; ok {
		// Two spellings of one stem ("post", "posted"): keep the strongest
		// weight per source.
		for _, s := range sw {
			i := slices.IndexFunc(old.Sources, func(o SourceWeight) bool { return o.Source == s.Source })
			if i < 0 {
				old.Sources = append(old.Sources, s)
			} else if s.Weight > old.Sources[i].Weight {
				old.Sources[i] = s
			}
		}
		return nil
	}
	cue := &Cue{Text: cols[0], Sources: sw}
	if len(cols) == 3 {
		cue.Kinds = tsv.List(cols[2])
		if !slices.ContainsFunc(sw, func(s SourceWeight) bool { return !s.Whole }) {
			return fmt.Errorf("cue %q names kinds but no source it does not take whole", cols[0])
		}
	}
	lx.cues[key] = cue
	return nil
}

func (lx *Lexicon) parseWords(cols []string) error {
	if err := tsv.Exactly(cols, 2); err != nil {
		return err
	}
	var class WordClass
	switch cols[0] {
	case "stop":
		class = Stop
	case "weak":
		class = WeakWord
	case "time":
		class = TimeWord
	default:
		return fmt.Errorf("word class %q: want stop, weak or time", cols[0])
	}
	for _, w := range tsv.List(cols[1]) {
		for _, t := range Tokens(w) {
			// Stop beats weak; time beats both, so a capitalised "May"
			// is a month, never part of a name.
			if old := lx.words[t.Key]; old == Content || class == TimeWord || old == WeakWord && class == Stop {
				lx.words[t.Key] = class
			}
		}
	}
	return nil
}

// index builds the phrase tables.
func (lx *Lexicon) index() {
	note := func(key string) {
		first, _, _ := strings.Cut(key, " ")
		if n := strings.Count(key, " ") + 1; n > lx.firstLen[first] {
			lx.firstLen[first] = n
		}
	}
	for _, c := range lx.Concepts {
		for _, t := range c.Terms {
			if t.Weight == Strong && !t.Included {
				lx.triggers[t.Key] = appendConcept(lx.triggers[t.Key], c)
			}
			refs := lx.terms[t.Key]
			i := slices.IndexFunc(refs, func(r TermRef) bool { return r.Concept == c })
			switch {
			case i < 0:
				lx.terms[t.Key] = append(refs, TermRef{Concept: c, Weight: t.Weight})
			case t.Weight > refs[i].Weight:
				refs[i].Weight = t.Weight
			}
			note(t.Key)
			if !strings.Contains(t.Key, " ") {
				w := strings.ToLower(t.Text)
				if !slices.Contains(lx.termWords[t.Key], w) {
					lx.termWords[t.Key] = append(lx.termWords[t.Key], w)
				}
			}
		}
	}
	for k := range lx.cues {
		note(k)
	}
	for k := range lx.days {
		note(k)
	}
}

func appendConcept(l []*Concept, c *Concept) []*Concept {
	if slices.Contains(l, c) {
		return l
	}
	return append(l, c)
}

func (lx *Lexicon) parseMeal(cols []string) error {
	if err := tsv.Exactly(cols, 3); err != nil {
		return err
	}
	c, ok := lx.byID[cols[0]]
	if !ok {
		return fmt.Errorf("unknown concept %q", cols[0])
	}
	if cols[1] == "-" && cols[2] == "-" {
		lx.eatOut = c
		return nil
	}
	from, err1 := strconv.Atoi(cols[1])
	to, err2 := strconv.Atoi(cols[2])
	if err1 != nil || err2 != nil || from < 0 || to > 24 || from >= to {
		return fmt.Errorf("hours %q to %q: want whole hours with 0 <= from < to <= 24", cols[1], cols[2])
	}
	if _, ok := lx.byID[FoodConcept]; !ok {
		return fmt.Errorf("meals need the concept %q (concepts.tsv)", FoodConcept)
	}
	lx.meals[c] = [2]int{from, to}
	return nil
}

// FoodConcept is the concept of anything eaten: what meals.tsv's meals are
// made of.
const FoodConcept = "food"

// CourseConcept is the concept of a class, course or lesson taken: the
// head of "Italian cooking class", which teaches the cuisine, no meal of
// it.
const CourseConcept = "course"

// MealHours returns the local hours [from, to) of a meal concept (lunch:
// 11 to 15), from meals.tsv.
func (lx *Lexicon) MealHours(c *Concept) (from, to int, ok bool) {
	h, ok := lx.meals[c]
	return h[0], h[1], ok
}

// MealWithinOthers reports whether every hour of meal c is another meal's:
// a brunch's late morning is breakfast's end and lunch's start, so a meal
// at 12:30 that says no brunch is a lunch ("Banh mi with my parents" at
// 13:00), and a brunch is only one said so. Its hours still tell the
// meal a record names apart ("Brunch with Tom" at 11 is no lunch).
func (lx *Lexicon) MealWithinOthers(c *Concept) bool {
	h, ok := lx.meals[c]
	if !ok {
		return false
	}
	for hour := h[0]; hour < h[1]; hour++ {
		covered := false
		for o, oh := range lx.meals {
			if o != c && oh[0] <= hour && hour < oh[1] {
				covered = true
				break
			}
		}
		if !covered {
			return false
		}
	}
	return true
}

// Meals returns the meal concepts of meals.tsv (the ones with hours), by
// their ids.
func (lx *Lexicon) Meals() []*Concept {
	out := make([]*Concept, 0, len(lx.meals))
	for c := range lx.meals {
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b *Concept) int { return strings.Compare(a.ID, b.ID) })
	return out
}

// EatingOut returns the concept of eating out (a restaurant), from
// meals.tsv; nil when it names none.
func (lx *Lexicon) EatingOut() *Concept { return lx.eatOut }

// Concept returns the concept with the given id.
func (lx *Lexicon) Concept(id string) (*Concept, bool) {
	c, ok := lx.byID[id]
	return c, ok
}

// AddressedKin are the relations a person calls by a word as by a name
// ("Mum called", "Papa", "Oma"): parents and grandparents, not a brother
// or a cousin, who are called by their names.
var AddressedKin = []string{"mother", "father", "grandmother", "grandfather"}

// Addresses reports whether the one word w is a word the lexicon says one
// of AddressedKin by ("mum", "dad", "papa", "oma"), in any case.
func (lx *Lexicon) Addresses(w string) bool {
	return slices.ContainsFunc(lx.AddressWords(), func(a string) bool { return strings.EqualFold(a, w) })
}

// AddressWords are the words of one word each the lexicon says one of
// AddressedKin by, as written in it.
func (lx *Lexicon) AddressWords() []string {
	var out []string
	for _, id := range AddressedKin {
		c, ok := lx.byID[id]
		if !ok {
			continue
		}
		for _, t := range c.Terms {
			if t.Weight >= Strong && !strings.ContainsAny(t.Text, " '’") && !slices.Contains(out, t.Text) {
				out = append(out, t.Text)
			}
		}
	}
	return out
}

// Profile returns a source profile by name.
func (lx *Lexicon) Profile(name string) ([]SourceWeight, bool) {
	p, ok := lx.profiles[name]
	return p, ok
}

// TermWords returns the one-word terms of the concepts written as the
// normalized key ("bike": bike, biking), lower case.
func (lx *Lexicon) TermWords(key string) []string { return lx.termWords[key] }

// WordClass returns the class of a normalized word.
func (lx *Lexicon) WordClass(key string) WordClass { return lx.words[key] }

// ErrNoMatch is returned by lookups that find nothing.
var ErrNoMatch = errors.New("no match")

// longest returns the longest phrase starting at toks[i] that is a key of
// the table m, and its length in tokens.
func longest[V any](lx *Lexicon, toks []Token, i int, m map[string]V) (V, int) {
	return Longest(toks, i, lx.firstLen[toks[i].Key], m)
}

// Longest returns the longest phrase of at most max tokens starting at
// toks[i] that is a key of m (keys are token keys joined by spaces), and
// its length in tokens: the lookup of every phrase table.
func Longest[V any](toks []Token, i, max int, m map[string]V) (V, int) {
	var zero V
	if max == 0 {
		return zero, 0
	}
	if max > len(toks)-i {
		max = len(toks) - i
	}
	if max > 1 {
		// The phrase of max tokens is built once, on the stack, and each
		// shorter one is a prefix of it; m[string(b)] does not allocate.
		// A string built per length and position was a twentieth of
		// asking when I last had sushi (its candidates' texts are read).
		var buf [256]byte
		var endBuf [8]int
		b, ends := buf[:0], endBuf[:0]
		for k, t := range toks[i : i+max] {
			if k > 0 {
				b = append(b, ' ')
			}
			b = append(b, t.Key...)
			ends = append(ends, len(b))
		}
		for n := max; n > 1; n-- {
			if v, ok := m[string(b[:ends[n-1]])]; ok {
				return v, n
			}
		}
	}
	if v, ok := m[toks[i].Key]; ok {
		return v, 1
	}
	return zero, 0
}
