package link

import (
	"slices"
	"strings"
	"sync"
	"unicode"

	"reqap/index/catalog"
	"reqap/lang/country"
	"reqap/lang/spell"
	"reqap/qa"
	"reqap/qa/retrieve/lexicon"
)

// Env is what questions are linked against: the library's catalog, indexed
// for phrase lookups, and the lexicons. It is immutable once built and
// safe for concurrent use.
type Env struct {
	Lexicon *lexicon.Lexicon

	// The catalog is read on first use: a question whose plan is cached
	// needs only its version, which names the library's state without
	// reading it (catalog.Signature).
	version     string
	catalogOnce sync.Once
	load        func() (*catalog.Catalog, error)
	catalog     *catalog.Catalog

	// The index is built on first use: a question whose plan is cached
	// is answered without linking, and a process that asks one question
	// (`reqap ask`) should not pay for indexing every value it never reads.
	indexOnce sync.Once
	ix        *valueIndex

	spellOnce sync.Once
	speller   *spell.Speller
}

// valueIndex is the catalog's names and field names by word.
type valueIndex struct {
	// first maps the first word key of a value to the values starting
	// with it; words maps every word key to the values containing it.
	first map[string][]*entry
	words map[string][]*entry
	// bare maps the first word key of a value said without the emoji
	// that decorate it to those values (see entry.decorated).
	bare map[string][]*entry
	// fields maps the key of a field's name (its words, stemmed: "album",
	// "hashtag", "device") to the fields so named.
	fields map[string][]Ref
	// initials maps the initials of a field's name of several words
	// ("bmi" of body_mass_index) to the fields so named.
	initials map[string][]Ref
	// titled are the fields that hold titles (see build).
	titled map[string]bool
	// longestField is the most words a field name has.
	longestField int
}

// entry is one value of a name field.
type entry struct {
	keys     []string
	ref      Ref
	distinct int  // distinct values of its field
	title    bool // its field holds titles (names people give freely)
	// said is what else the value is said as ("phone" for "Apple iPhone
	// 5"), when it is indexed by that.
	said string
	// joined: the value writes these words run together ("repairCafé"),
	// so said apart they are that name in any case.
	joined bool
	// runTogether: the value's initialism and the word after it are
	// typed as one word ("oklab" of "OK Lab"), which is no word of the
	// language: that name, in any case.
	runTogether bool
	// code: said is a category word for the value, like any other, no
	// name: the words of an export's code ("vehicle" of "in_vehicle"),
	// another word for a kind of media ("picture" of "photo").
	code bool
	// decorated: the value said without the emoji that decorate it
	// ("Spanish A2 course" of "Spanish A2 course 🎨"), which joins the
	// value written so but is linked by itself to nothing: a reminder
	// "Théo's birthday 🎂" is no "Théo's birthday" celebrated.
	decorated bool
}

// text is what the entry is said as: the value, or what it stands for.
func (en *entry) text() string {
	if en.said != "" {
		return en.said
	}
	return en.ref.Value
}

// typedRunTogether reports whether the question's word i is the entry's
// initialism and word run together ("oklab" of "OK Lab"), typed so where
// it is no word of the language: as sure as the name, whose confidence
// (exactConfidence) and sureness (exactValues) both ask it.
func (en *entry) typedRunTogether(q *Question, i int) bool {
	return en.runTogether && !spell.English(q.Words[i].Raw)
}

var (
	envMu    sync.Mutex
	envCache = map[string]*Env{} // by catalog version and lexicon
)

// maxEnvs bounds the environments kept (one per library version seen).
const maxEnvs = 4

// NewEnv indexes cat for linking. Environments are cached by catalog
// version, so asking many questions of one library indexes it once.
func NewEnv(cat *catalog.Catalog, lx *lexicon.Lexicon) *Env {
	return NewLazyEnv(cat.Version(), func() (*catalog.Catalog, error) { return cat, nil }, lx)
}

// NewLazyEnv is NewEnv for the catalog of the given version that load
// reads, when something first needs it. A catalog load cannot read is
// none: questions are then linked with the lexicons alone.
func NewLazyEnv(version string, load func() (*catalog.Catalog, error), lx *lexicon.Lexicon) *Env {
	envMu.Lock()
	if e, ok := envCache[version]; ok && e.Lexicon == lx {
		envMu.Unlock()
		return e
	}
	envMu.Unlock()
	e := &Env{Lexicon: lx, version: version, load: load}
	envMu.Lock()
	if len(envCache) >= maxEnvs {
		for k := range envCache {
			delete(envCache, k)
			break
		}
	}
	envCache[version] = e
	envMu.Unlock()
	return e
}

// Version names the catalog without reading it.
func (e *Env) Version() string { return e.version }

// Catalog returns the library's catalog, read on first use; nil when
// there is none, or no Env (a planner run without a library), so that
// callers ask one question, not two.
func (e *Env) Catalog() *catalog.Catalog {
	if e == nil {
		return nil
	}
	e.catalogOnce.Do(func() {
		if cat, err := e.load(); err == nil {
			e.catalog = cat
		}
	})
	return e.catalog
}

// NamesWith returns the names the library holds that have the word
// ("Blade Runner 2049" of "2049").
func (e *Env) NamesWith(word string) []string {
	var out []string
	for _, r := range e.NameRefsWith(word) {
		out = append(out, r.Value)
	}
	return out
}

// NameRefsWith returns the values of several words or one that hold word,
// each with the source and field that holds it.
func (e *Env) NameRefsWith(word string) []Ref {
	var out []Ref
	for _, en := range e.index().words[lexicon.Key(word)] {
		out = append(out, en.ref)
	}
	return out
}

// index returns the environment's index, building it on first use.
func (e *Env) index() *valueIndex {
	e.indexOnce.Do(func() { e.ix = build(e.Catalog(), e.Lexicon) })
	return e.ix
}

func build(cat *catalog.Catalog, lx *lexicon.Lexicon) *valueIndex {
	e := &valueIndex{first: map[string][]*entry{}, words: map[string][]*entry{}, bare: map[string][]*entry{}, fields: map[string][]Ref{}, initials: map[string][]Ref{}}
	if cat == nil {
		return e
	}
	// Fields that hold titles (a summary, a subject, a track, a product):
	// the lexicons' "title" attribute lists them.
	titles := map[string]bool{}
	e.titled = titles
	if lx != nil {
		if r, ok := lx.Attr("title"); ok {
			for _, f := range r.Sources {
				titles[f] = true
			}
		}
	}
	for _, s := range cat.Sources {
		for _, f := range s.Fields {
			e.addField(s.Name, f)
			if f.Kind == "bool" && lx != nil {
				// a yes or no is said by the other words a dictionary
				// gives for it ("repeating events": recurring)
				for _, n := range lx.BoolNames(f.Key) {
					e.addFieldName(n, Ref{Source: s.Name, Field: f.Key, Count: f.Events})
				}
			}
			if f.Kind == "list" && lx != nil {
				// so is a list the lexicons name alone ("alarms":
				// reminder)
				for _, n := range lx.ListNames(f.Key) {
					e.addFieldName(n, Ref{Source: s.Name, Field: f.Key, List: true, Count: f.Events})
				}
			}
			if !f.Names {
				continue
			}
			// A value that is the name of its field or of its source ("tags"
			// tagged tags, a checklist item "[ ] note" among notes) is that
			// word as a name of the field or source, never a value.
			own := []string{lexicon.Key(strings.ReplaceAll(f.Key, "_", " ")), lexicon.Key(strings.ReplaceAll(s.Name, "_", " "))}
			for _, v := range f.Values {
				keys := lexicon.Keys(lexicon.Tokens(v.Text))
				if slices.Contains(own, strings.Join(keys, " ")) {
					continue
				}
				ref := Ref{Source: s.Name, Field: f.Key, Value: v.Text, List: f.Kind == "list", Count: v.Count, Title: titles[f.Key]}
				e.addKeys(keys, ref, f.Distinct)
				if len(keys) > maxValueWords && ref.Title && len(lexicon.Tokens(titleCore(v.Text))) <= maxValueWords {
					// a title long only for its qualifiers in brackets
					// ("Till The World Ends (the Femme Fatale Remix)
					// (feat. Nicki Minaj & Ke$ha)") is no sentence: said
					// whole, it is that title
					e.first[keys[0]] = append(e.first[keys[0]], &entry{keys: keys, distinct: f.Distinct, title: true, ref: ref})
				}
				if name := country.Name(v.Text); name != "" {
					// "ES" is said "Spain" (in lower case too: a
					// place's name is no ordinary word).
					e.addSaid(name, ref, f.Distinct)
				}
				if !ref.Title {
					// A value that names a concept of the lexicons, clipped
					// (a journal's activity "physio"), is said by the
					// concept's own words it was clipped from too
					// ("physiotherapy", "physiotherapist").
					for _, t := range clippedTerms(lx, v.Text) {
						e.addSaid(t, ref, f.Distinct)
					}
				}
				for _, kind := range deviceSaid(f.Key, v.Text) {
					// "Apple iPhone 5 with CDMA" is said "my phone".
					e.addSaid(kind, ref, f.Distinct)
				}
				for _, name := range subdivisionsIn(v.Text) {
					// "VIC" is said "Victoria", "ACT/NSW/SA" "New South Wales".
					e.addSaid(name, ref, f.Distinct)
				}
				if core := titleCore(v.Text); core != "" && ref.Title {
					// "The Office (U.S.)" is said "the Office", "Office".
					e.addValue(core, ref, f.Distinct)
				}
				if bare, ok := lexicon.Undecorated(lexicon.Tokens(v.Text)); ok && len(bare) <= maxValueWords {
					// "Spanish A2 course 🎨" is said "Spanish A2 course":
					// the emoji that decorate a title are no words of it
					e.bare[bare[0]] = append(e.bare[bare[0]], &entry{keys: bare, distinct: f.Distinct, title: ref.Title, ref: ref, decorated: true})
				}
				if ref.Title {
					for _, alt := range creditSpellings(keys) {
						// "Save Away (feat. Los Faroles)" is said "Save
						// Away featuring Los Faroles"
						e.addSpelling(alt, ref, f.Distinct)
					}
				}
				rest := afterLabel(v.Text)
				if rest != "" {
					// "Germany: Easter Monday" is said "Easter Monday".
					e.addValue(rest, ref, f.Distinct)
				}
				if what := beforePlace(v.Text); what != "" && ref.Title {
					// "Spanish A2 course @ Volkshochschule" is said
					// "Spanish A2 course"; a word alone ("Dinner @ Pho
					// Bar") is the kind of doing, no title of its own.
					if keys := lexicon.Keys(lexicon.Tokens(what)); len(keys) >= 2 {
						e.addKeys(keys, ref, f.Distinct).said = what
					}
				}
				for _, w := range mediaSaid(f.Key, v.Text) {
					// "photo" is said "picture", "pic"
					en := e.addKeys(lexicon.Keys(lexicon.Tokens(w)), ref, f.Distinct)
					en.said, en.code = w, true
				}
				if rest := codeObject(v.Text); rest != "" {
					// "in_vehicle", Google's IN_VEHICLE, is said "in a
					// vehicle": the thing after the preposition of an
					// export's code is said with an article, or alone.
					en := e.addKeys(lexicon.Keys(lexicon.Tokens(rest)), ref, f.Distinct)
					en.said, en.code = rest, true
				}
				if keys := initialismRunTogether(v.Text); keys != nil {
					e.addKeys(keys, ref, f.Distinct).runTogether = true
				}
				if split := splitCamel(v.Text); split != "" {
					// "repairCafé" is said "repair café".
					e.addKeys(lexicon.Keys(lexicon.Tokens(split)), ref, f.Distinct).joined = true
					if r := afterLabel(split); r != "" {
						e.addKeys(lexicon.Keys(lexicon.Tokens(r)), ref, f.Distinct).joined = true
					}
				}
			}
		}
	}
	e.addCompoundHeads(cat)
	return e
}

// clippedTerms are the words of the lexicons' concept named by value, of
// which value is a clipping ("physiotherapy" of "physio").
func clippedTerms(lx *lexicon.Lexicon, value string) []string {
	if lx == nil {
		return nil
	}
	low := strings.ToLower(value)
	c, ok := lx.Concept(strings.ReplaceAll(low, " ", "_"))
	if !ok || c.Generic {
		return nil
	}
	var out []string
	for _, t := range c.Terms {
		if !t.Included && t.Weight >= lexicon.Strong && clippedOf(low, t.Text) {
			out = append(out, t.Text)
		}
	}
	return out
}

// addCompoundHeads names a field by the head of its closed compound too
// ("hashtags" are tags), as a thesaurus lists the compound a kind of the
// head, where the head names a field of another source already (the
// notes' tags) and is no word of any field (a name, a time).
func (e *valueIndex) addCompoundHeads(cat *catalog.Catalog) {
	for _, s := range cat.Sources {
		for _, f := range s.Fields {
			tail := compoundTail(f.Key)
			short := lexicon.Keys(lexicon.Tokens(tail))
			if tail == "" || len(short) != 1 || genericHead[strings.TrimSuffix(tail, "s")] || !slices.ContainsFunc(e.fields[short[0]], func(r Ref) bool { return r.Source != s.Name }) {
				continue
			}
			e.fields[short[0]] = append(e.fields[short[0]], Ref{Source: s.Name, Field: f.Key, List: f.Kind == "list", Count: f.Events})
		}
	}
}

// genericHead are the heads of compounds that say only that a field is
// one ("username", "timestamp", "password"): never its other name.
var genericHead = map[string]bool{"name": true, "time": true, "stamp": true, "date": true, "word": true, "list": true, "type": true, "count": true, "number": true, "line": true, "code": true, "mark": true}

// compoundTail is the head of a one-word name made of two English words
// of three letters or more ("hashtags": "tags"), or "".
func compoundTail(name string) string {
	if strings.ContainsAny(name, "_ ") || spell.English(name) && !strings.HasSuffix(name, "s") {
		return ""
	}
	for i := 3; i <= len(name)-3; i++ {
		if spell.English(name[:i]) && spell.English(name[i:]) && len(strings.TrimSuffix(name[i:], "s")) >= 3 {
			return name[i:]
		}
	}
	return ""
}

// addFieldName indexes a name of a field (its own, or another the
// lexicons give it), once; false when the name has no words to index.
func (e *valueIndex) addFieldName(name string, ref Ref) bool {
	keys := lexicon.Keys(lexicon.Tokens(name))
	if len(keys) == 0 {
		return false
	}
	k := strings.Join(keys, " ")
	if !slices.ContainsFunc(e.fields[k], func(r Ref) bool { return r.Source == ref.Source && r.Field == ref.Field }) {
		e.fields[k] = append(e.fields[k], ref)
		e.longestField = max(e.longestField, len(keys))
	}
	return true
}

// maxValueWords bounds the values indexed: a longer text is a sentence,
// which no question repeats word for word.
const maxValueWords = 12

// addField indexes the name of a field: its key read as words
// ("series_title" → "series title"), without a unit suffix.
func (e *valueIndex) addField(source string, f catalog.Field) {
	name := f.Key
	if f.Unit != "" {
		name = name[:strings.LastIndexByte(name, '_')]
	}
	ref := Ref{Source: source, Field: f.Key, List: f.Kind == "list", Count: f.Events}
	if !e.addFieldName(strings.ReplaceAll(name, "_", " "), ref) {
		return
	}
	if i := strings.LastIndexByte(name, '_'); f.Unit == "" && i > 0 {
		// "stand_goal_hours" is also the "stand goal": a unit written
		// out is no part of the name either, where what is left is a
		// name of its own words (not "stand" alone, a common word)
		if u, _ := qa.UnitOf(name); u != "" {
			if short := lexicon.Keys(lexicon.Tokens(strings.ReplaceAll(name[:i], "_", " "))); len(short) > 1 {
				e.fields[strings.Join(short, " ")] = append(e.fields[strings.Join(short, " ")], ref)
			}
		}
	}
	if i := strings.LastIndexByte(name, '_'); f.Unit == "" && i > 0 && f.Kind == "number" && degreeScale[name[i+1:]] {
		// "temperature_c" is the temperature in degrees Celsius, C
		// and F the scales' letters after a temperature; "temp" is
		// its abbreviation
		short := lexicon.Keys(lexicon.Tokens(strings.ReplaceAll(name[:i], "_", " ")))
		if n := len(short); n > 0 && (short[n-1] == "temp" || short[n-1] == lexicon.Keys(lexicon.Tokens("temperature"))[0]) {
			short[n-1] = lexicon.Keys(lexicon.Tokens("temperature"))[0]
			e.fields[strings.Join(short, " ")] = append(e.fields[strings.Join(short, " ")], ref)
		}
	}
	if i := strings.LastIndexByte(name, '_'); i > 0 && f.Kind == "number" && moneyNoun[name[i+1:]] {
		// "shipping_fee" is also what is paid "for shipping": a sum's
		// name is what it is paid for, the noun of money after it
		// saying no more
		if short := lexicon.Keys(lexicon.Tokens(strings.ReplaceAll(name[:i], "_", " "))); len(short) > 0 {
			e.fields[strings.Join(short, " ")] = append(e.fields[strings.Join(short, " ")], ref)
		}
	}
	if words := strings.Split(name, "_"); len(words) >= 3 {
		// "BMI" is the body mass index: a name of three words or more
		// is said by its initials (two letters say too little).
		var in strings.Builder
		for _, w := range words {
			if w == "" {
				return
			}
			in.WriteByte(w[0])
		}
		e.initials[in.String()] = append(e.initials[in.String()], ref)
	}
}

// degreeScale are the letters of the scales a temperature is written in
// after its name ("temperature_c", "temp_f").
var degreeScale = map[string]bool{"c": true, "f": true}

// moneyNoun are the nouns of a sum paid that end a field's name
// ("shipping_fee", "delivery_cost", "service_charge").
var moneyNoun = map[string]bool{"fee": true, "fees": true, "cost": true, "costs": true, "charge": true, "charges": true}

// OwnCue reports whether key (a lexicon key) is a word that names the
// whole of source src, as sources.tsv says ("event" takes the calendar
// whole): typed in lower case after a field of that source, a calendar
// named "Events" is not the "event" of "my first calendar event".
func OwnCue(lx *lexicon.Lexicon, key, src string) bool {
	if lx == nil {
		return false
	}
	c, ok := lx.Cue(key)
	return ok && slices.ContainsFunc(c.Sources, func(sw lexicon.SourceWeight) bool { return sw.Source == src && sw.Whole && sw.Key == "" })
}

// sameSourceCue reports whether prev and key (lexicon keys) both name the
// whole of one source other than src ("youtube video": the videos
// watched), so key is that source's word, not a value of src.
func sameSourceCue(lx *lexicon.Lexicon, prev, key, src string) bool {
	if lx == nil {
		return false
	}
	c, ok := lx.Cue(prev)
	return ok && slices.ContainsFunc(c.Sources, func(sw lexicon.SourceWeight) bool {
		return sw.Source != src && sw.Whole && sw.Key == "" && OwnCue(lx, key, sw.Source)
	})
}

// categorical is the most distinct values a field may have for its values
// to be read in lower case ("coffee" the category, "book"): a field with
// more holds titles and names, whose lower-case words are ordinary words.
const categorical = 500

// clippedOf reports whether v is word w clipped ("physio" of
// "physiotherapy"): a beginning of four letters or more, w longer by more
// than an ending's few letters ("runner" is no clipping of "running").
// A word is clipped, not a phrase: "coffee" is the first word of "coffee
// shop", no clipping of it (a product category "coffee" is no shop).
func clippedOf(v, w string) bool {
	return len(v) >= 4 && !strings.Contains(v, " ") && len(w) > len(v)+3 && strings.HasPrefix(w, v) && w[len(v)] != ' '
}

// addValue indexes a value under the words of text.
func (e *valueIndex) addValue(text string, ref Ref, distinct int) {
	e.addKeys(lexicon.Keys(lexicon.Tokens(text)), ref, distinct)
}

// addSaid indexes a value by what it is said as, which its own words do
// not say ("phone" for "Apple iPhone 5"): lower-case words match it.
func (e *valueIndex) addSaid(text string, ref Ref, distinct int) {
	e.addKeys(lexicon.Keys(lexicon.Tokens(text)), ref, distinct).said = text
}

// addKeys indexes a value by the keys of its words, and returns its entry
// (a throwaway one when the value is not indexed).
func (e *valueIndex) addKeys(keys []string, ref Ref, distinct int) *entry {
	if len(keys) == 0 || len(keys) > maxValueWords {
		return &entry{}
	}
	en := &entry{keys: keys, distinct: distinct, title: ref.Title, ref: ref}
	e.first[keys[0]] = append(e.first[keys[0]], en)
	seen := map[string]bool{}
	for _, k := range keys {
		if !seen[k] {
			seen[k] = true
			e.words[k] = append(e.words[k], en)
		}
	}
	return en
}

// addSpelling indexes a value by another spelling of the whole of it,
// matched only whole: its words are indexed already, and the word spelled
// otherwise is no part of the value said alone.
func (e *valueIndex) addSpelling(keys []string, ref Ref, distinct int) {
	if len(keys) == 0 || len(keys) > maxValueWords {
		return
	}
	e.first[keys[0]] = append(e.first[keys[0]], &entry{keys: keys, distinct: distinct, title: ref.Title, ref: ref})
}

// creditWords are the keys of the words a song's title credits a featured
// artist with, each said for the others ("feat.", "ft.", "featuring").
var creditWords = []string{"feat", "ft", "featur"}

// creditSpellings are the keys of a title that credits a featured artist
// with the credit said the other ways.
func creditSpellings(keys []string) [][]string {
	var out [][]string
	for k, key := range keys {
		if k == 0 || !slices.Contains(creditWords, key) {
			continue
		}
		for _, w := range creditWords {
			if w != key {
				alt := slices.Clone(keys)
				alt[k] = w
				out = append(out, alt)
			}
		}
	}
	return out
}

// codePrepositions begin the codes an export writes for where or how one
// was ("in_vehicle", "on_foot", "on_bicycle").
var codePrepositions = map[string]bool{"in": true, "on": true, "by": true, "at": true}

// codeObject returns, of a value written as a code (words joined by
// underscores, no spaces: "in_passenger_vehicle") that begins with a
// preposition, the words after it ("passenger vehicle"), or "".
func codeObject(v string) string {
	if !strings.Contains(v, "_") || strings.ContainsAny(v, " \t") {
		return ""
	}
	words := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == '_' })
	if len(words) < 2 || !codePrepositions[words[0]] {
		return ""
	}
	return strings.Join(words[1:], " ")
}

// TitleCore is titleCore, or the title itself when that is how it is
// said: the name of a title as people say it before a noun.
func TitleCore(v string) string {
	if c := titleCore(v); c != "" {
		return c
	}
	return v
}

// titleCore returns a title without its leading article and a qualifier
// in brackets at its end ("The Office (U.S.)" → "Office"), the way people
// say it before a noun ("Office episodes"), or "" when that is the title
// as written or leaves no words.
func titleCore(v string) string {
	core := strings.TrimSpace(v)
	if i := strings.LastIndexByte(core, '('); i > 0 && strings.HasSuffix(core, ")") {
		core = strings.TrimSpace(core[:i])
	}
	if StartsWithArticle(core) {
		core = strings.Join(strings.Fields(core)[1:], " ")
	}
	if core == v || len(lexicon.Keys(lexicon.Tokens(core))) == 0 {
		return ""
	}
	return core
}

// afterLabel returns what a value says after a short label and a colon
// ("Germany: Easter Monday", "Re: lunch", "Holiday: Whit Monday"), or
// after one in brackets ("(City Library) repair café", "[Work] standup"),
// as calendars, mail and feeds prefix titles with their category or place,
// or "". A label is at most three words; a time ("10:30") is no label.
func afterLabel(v string) string {
	if open := strings.IndexAny(v, "(["); open == 0 {
		end := strings.IndexByte(v, map[byte]byte{'(': ')', '[': ']'}[v[0]])
		if end < 0 {
			return ""
		}
		label, rest := v[1:end], strings.TrimSpace(v[end+1:])
		if strings.TrimSpace(label) == "" || rest == "" || len(strings.Fields(label)) > 3 {
			return ""
		}
		return rest
	}
	label, rest, ok := strings.Cut(v, ": ")
	if !ok || label == "" || strings.TrimSpace(rest) == "" || len(strings.Fields(label)) > 3 {
		return ""
	}
	if r := label[len(label)-1]; r >= '0' && r <= '9' {
		return ""
	}
	return strings.TrimSpace(rest)
}

// beforePlace returns what a title says before the place a calendar
// writes after an at sign ("Spanish A2 course @ Volkshochschule",
// "Lunch @ Cafe Luna"), or "": the same doing is written with and
// without its place.
func beforePlace(v string) string {
	what, where, ok := strings.Cut(v, " @ ")
	if !ok || strings.TrimSpace(what) == "" || strings.TrimSpace(where) == "" {
		return ""
	}
	return strings.TrimSpace(what)
}

// initialismRunTogether returns the keys of a name that begins with an
// initialism ("OK Lab", "BBC Sounds") with the initialism and the word
// after it run together ("oklab", as its own web address writes it), nil
// where the name begins otherwise or the words run together are a word of
// the language.
func initialismRunTogether(v string) []string {
	f := strings.Fields(v)
	letters := func(w string) bool {
		return strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) < 0
	}
	if len(f) < 2 || len(f[0]) < 2 || len(f[0]) > 4 || strings.ToUpper(f[0]) != f[0] || !letters(f[0]) || !letters(f[1]) || spell.English(f[0]+f[1]) {
		return nil
	}
	keys := lexicon.Keys(lexicon.Tokens(f[0] + f[1] + " " + strings.Join(f[2:], " ")))
	if len(keys) != len(f)-1 {
		return nil
	}
	return keys
}

// splitCamel returns v with its words written together in camel case
// parted ("repairCafé" → "repair Café", "OpenLab" → "Open Lab"), or "" when
// it has none: a name run together is said as its words.
func splitCamel(v string) string {
	var b strings.Builder
	prev := rune(0)
	split := false
	for _, r := range v {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			b.WriteByte(' ')
			split = true
		}
		b.WriteRune(r)
		prev = r
	}
	if !split {
		return ""
	}
	return b.String()
}
