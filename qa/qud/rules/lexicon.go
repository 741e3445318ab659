package rules

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/internal/lazyre"
	"reqap/lang/money"
	"reqap/lang/plural"
	"reqap/lang/spell"
	"reqap/lang/tsv"
	"reqap/qa"
	"reqap/qa/qud/timex"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// attrSpec is an attribute EXTRACT adds, with its type.
type attrSpec struct {
	Name string
	Type qa.AttrType
}

// activity is a line of activities.tsv.
type activity struct {
	ID         string
	Triggers   []string
	Query      string
	Sources    []string
	Subject    string
	Noun       string
	Name       string // attribute naming an instance
	Length     string // distance, duration, days or ""
	Structured bool
	Recurring  bool
	Sport      bool
}

// groupKey is a line of groups.tsv.
type groupKey struct {
	ID      string
	Phrases []string
	Attr    string
	Extract *attrSpec
	Map     string
	Unnest  string
	Words   string
}

// measure is a line of measures.tsv.
type measure struct {
	ID      string
	Phrases []string
	Extract *attrSpec
	Attr    string
	Map     string
	Words   string
}

// entries are the rows of one lexicon file: in file order, by id and by
// the phrases that name them.
type entries[T any] struct {
	all     []T
	byID    map[string]T
	phrases *phraseSet[T]
}

func newEntries[T any]() entries[T] {
	return entries[T]{byID: map[string]T{}, phrases: newPhraseSet[T]()}
}

// add files v under its id and its phrases (a phrase keeps the first value
// that claimed it).
func (e *entries[T]) add(id string, v T, phrases []string) {
	e.all = append(e.all, v)
	e.byID[id] = v
	for _, p := range phrases {
		e.phrases.add(p, v)
	}
}

// phraseSet maps phrases to values and matches the longest first.
type phraseSet[T any] struct {
	byPhrase map[string]T
	re       *regexp.Regexp // \b(phrase|...)\b, longest first
}

func newPhraseSet[T any]() *phraseSet[T] { return &phraseSet[T]{byPhrase: map[string]T{}} }

func (p *phraseSet[T]) add(phrase string, v T) {
	phrase = strings.ToLower(strings.TrimSpace(phrase))
	if phrase == "" {
		return
	}
	if _, dup := p.byPhrase[phrase]; !dup {
		p.byPhrase[phrase] = v
	}
}

// longestFirst returns the phrases, longest first (then in order), as
// an alternation must try them.
func (p *phraseSet[T]) longestFirst() []string {
	ps := make([]string, 0, len(p.byPhrase))
	for k := range p.byPhrase {
		ps = append(ps, k)
	}
	sort.Slice(ps, func(i, j int) bool {
		if len(ps[i]) != len(ps[j]) {
			return len(ps[i]) > len(ps[j])
		}
		return ps[i] < ps[j]
	})
	return ps
}

// alternation returns the phrases as a regexp alternation, longest first.
func (p *phraseSet[T]) alternation() string {
	ps := p.longestFirst()
	for i, s := range ps {
		ps[i] = phraseRE(s)
	}
	return strings.Join(ps, "|")
}

// phraseRE is the regexp of a phrase: words separated by any spaces, an
// apostrophe optional.
func phraseRE(s string) string {
	var b strings.Builder
	for i, w := range strings.Fields(s) {
		if i > 0 {
			b.WriteString(`\s+`)
		}
		b.WriteString(strings.ReplaceAll(regexp.QuoteMeta(w), "'", "'?"))
	}
	return b.String()
}

// phrases returns the set's phrases.
func (p *phraseSet[T]) phrases() []string {
	out := make([]string, 0, len(p.byPhrase))
	for k := range p.byPhrase {
		out = append(out, k)
	}
	return out
}

func (p *phraseSet[T]) compile() {
	if len(p.byPhrase) == 0 {
		p.re = regexp.MustCompile(`^\b$`) // never matches text
		return
	}
	p.re = regexp.MustCompile(`\b(?:` + p.alternation() + `)\b`)
}

// has reports whether s ends with one of the phrases (as the last word
// of a longer phrase, e.g. "eve" of "christmas eve").
func (p *phraseSet[T]) has(s string) bool {
	if _, ok := p.lookup(s); ok {
		return true
	}
	for k := range p.byPhrase {
		if strings.HasSuffix(k, " "+s) {
			return true
		}
	}
	return false
}

// lookup returns the value of a matched phrase (spaces and apostrophes
// normalized).
func (p *phraseSet[T]) lookup(s string) (T, bool) {
	s = strings.Join(strings.Fields(strings.ToLower(s)), " ")
	if v, ok := p.byPhrase[s]; ok {
		return v, true
	}
	for k, v := range p.byPhrase {
		if strings.ReplaceAll(k, "'", "") == strings.ReplaceAll(s, "'", "") {
			return v, true
		}
	}
	var zero T
	return zero, false
}

// lexicon is everything the rules read from assets/qud/rules.
type lexicon struct {
	act      entries[*activity]
	groups   entries[*groupKey]
	measures entries[*measure]

	// time is the time grammar's vocabulary (time.tsv), which also says
	// the period and number words below.
	time    *timex.Lexicon
	periods *phraseSet[float64]
	numbers *phraseSet[int]

	past    map[string]string
	doubles map[string]bool
	// perfect is the verb of each irregular past participle that is not
	// its past ("eaten": "eat")
	perfect map[string]string
	// participles are the irregular verbs' past participles (perfect's
	// keys, and the pasts of the verbs perfect does not name)
	participles map[string]bool

	milestones *phraseSet[string]  // phrase → ref name
	scripts    *phraseSet[string]  // a language's adjective → its scripts' regexp class
	abbrevs    *phraseSet[string]  // an abbreviation → the words it stands for
	currencies *phraseSet[string]  // a currency's name → its code
	manners    map[string][]string // an adverb of how a thing went → its synonyms, itself first
	inCurrency *regexp.Regexp      // "in euros": an amount asked in a currency (group 1 its name)
	writtenIn  *regexp.Regexp      // writtenInRE of the scripts' adjectives
	abbrevRE   *regexp.Regexp      // the abbreviations as typed, in any case

	// words are the words of every phrase above: what the rules know.
	words map[string]bool

	version string
}

// loadLexicon reads the lexicon files from fsys.
func loadLexicon(fsys fs.FS) (*lexicon, error) {
	lx := &lexicon{
		act: newEntries[*activity](), groups: newEntries[*groupKey](), measures: newEntries[*measure](),
		periods: newPhraseSet[float64](),
		numbers: newPhraseSet[int](), past: map[string]string{}, doubles: map[string]bool{}, perfect: map[string]string{},
		milestones: newPhraseSet[string](), scripts: newPhraseSet[string](), abbrevs: newPhraseSet[string](),
		currencies: newPhraseSet[string](), manners: map[string][]string{},
	}
	h := sha256.New()
	files := []struct {
		name string
		cols int
		fn   func(cols []string) error
	}{
		{"activities.tsv", 9, lx.addActivity},
		{"groups.tsv", 7, lx.addGroup},
		{"measures.tsv", 6, lx.addMeasure},
		{"verbs.tsv", 2, lx.addVerb},
		{"milestones.tsv", 2, lx.addMilestone},
		{"scripts.tsv", 2, lx.addScript},
		{"abbreviations.tsv", 2, lx.addAbbreviation},
		{"manners.tsv", 2, lx.addManner},
	}
	for _, f := range files {
		data, err := fs.ReadFile(fsys, f.name)
		if err != nil {
			return nil, fmt.Errorf("reading rule lexicon: %w", err)
		}
		h.Write([]byte(f.name))
		h.Write(data)
		err = tsv.Parse(f.name, data, func(_ int, cols []string) error {
			if err := tsv.AtLeast(cols, f.cols); err != nil {
				return err
			}
			return f.fn(tsv.Dashes(cols))
		})
		if err != nil {
			return nil, fmt.Errorf("rule lexicon %w", err)
		}
	}
	lx.addCurrencies(h)
	if err := lx.loadTime(fsys, h); err != nil {
		return nil, err
	}
	if err := lx.addConceptTerms(h); err != nil {
		return nil, err
	}
	for _, p := range []interface{ compile() }{lx.act.phrases, lx.groups.phrases, lx.measures.phrases, lx.periods, lx.numbers, lx.milestones, lx.scripts} {
		p.compile()
	}
	lx.abbrevRE = abbreviationRE(lx.abbrevs)
	lx.writtenIn = writtenInRE(lx.scripts.alternation())
	lx.inCurrency = regexp.MustCompile(`\b(?:in|into)\s+(?:(?:the|my)\s+)?(` + lx.currencies.alternation() + `)\b`)
	for _, id := range []string{"music", "purchase", "mail_sent", "mail_received", "trip", "meeting", "workout"} {
		if lx.act.byID[id] == nil {
			return nil, fmt.Errorf("rule lexicon activities.tsv: activity %q is required", id)
		}
	}
	for _, id := range []string{"day", "hour", "weekday", "week", "month", "year", "artist", "person", "recipient", "sender", "place"} {
		if lx.groups.byID[id] == nil {
			return nil, fmt.Errorf("rule lexicon groups.tsv: group %q is required", id)
		}
	}
	for _, id := range []string{"km", "hours", "minutes", "duration", "days", "money", "quantity", "unit_price"} {
		if lx.measures.byID[id] == nil {
			return nil, fmt.Errorf("rule lexicon measures.tsv: measure %q is required", id)
		}
	}
	lx.words = map[string]bool{}
	phrases := lx.time.Names()
	for _, ps := range []interface{ phrases() []string }{lx.act.phrases, lx.groups.phrases, lx.measures.phrases, lx.periods, lx.numbers, lx.milestones, lx.currencies} {
		phrases = append(phrases, ps.phrases()...)
	}
	for _, ph := range phrases {
		for _, w := range strings.Fields(ph) {
			lx.words[strings.Trim(w, "'")] = true
		}
	}
	for present, past := range lx.past {
		lx.words[present], lx.words[past] = true, true
	}
	lx.participles = map[string]bool{}
	own := map[string]bool{} // verbs whose participle is not their past
	for participle, present := range lx.perfect {
		lx.words[participle] = true
		lx.participles[participle], own[present] = true, true
	}
	for present, past := range lx.past {
		if !own[present] {
			lx.participles[past] = true
		}
	}
	lx.version = hex.EncodeToString(h.Sum(nil))[:16]
	return lx, nil
}

// irregularParticiple reports whether w is the past participle of an
// irregular verb of verbs.tsv: its third column, or its past where it has
// none ("met", "eaten"; "saw" is no participle of "see").
func (lx *lexicon) irregularParticiple(w string) bool { return lx.participles[w] }

// knows reports whether w (any case) is a word of the rules' phrases.
func (lx *lexicon) knows(w string) bool { return lx.words[strings.ToLower(w)] }

func parseSpec(s string) (*attrSpec, error) {
	if s == "" {
		return nil, nil
	}
	name, typ, _ := strings.Cut(s, ":")
	t := qa.AttrType(typ)
	if !t.Valid() {
		return nil, fmt.Errorf("unknown type %q in %q", typ, s)
	}
	if !tree.IsName(name) {
		return nil, fmt.Errorf("%q is not an attribute name", name)
	}
	return &attrSpec{Name: name, Type: t}, nil
}

func (lx *lexicon) addActivity(c []string) error {
	a := &activity{ID: c[0], Triggers: tsv.List(c[1]), Query: c[2], Sources: tsv.List(c[3]),
		Subject: c[4], Noun: c[5], Name: c[6], Length: c[7]}
	for _, f := range tsv.List(c[8]) {
		switch f {
		case "structured":
			a.Structured = true
		case "recurring":
			a.Recurring = true
		case "sport":
			a.Sport = true
		default:
			return fmt.Errorf("unknown flag %q", f)
		}
	}
	if a.ID == "" || a.Query == "" || a.Subject == "" || len(a.Triggers) == 0 {
		return fmt.Errorf("activity needs an id, triggers, a query and a subject")
	}
	if lx.act.byID[a.ID] != nil {
		return fmt.Errorf("activity %q defined twice", a.ID)
	}
	lx.act.add(a.ID, a, a.Triggers)
	return nil
}

func (lx *lexicon) addGroup(c []string) error {
	spec, err := parseSpec(c[3])
	if err != nil {
		return err
	}
	g := &groupKey{ID: c[0], Phrases: tsv.List(c[1]), Attr: c[2], Extract: spec, Map: c[4], Unnest: c[5], Words: c[6]}
	if g.ID == "" || g.Attr == "" || !tree.IsName(g.Attr) {
		return fmt.Errorf("group needs an id and an attribute name")
	}
	lx.groups.add(g.ID, g, g.Phrases)
	for _, ph := range g.Phrases {
		// "kinds of workouts", "types of products": the plural of a
		// kind of a thing names the same key as the singular does
		if kind, of, ok := strings.Cut(ph, " of "); ok && kindsOf[kind] != "" && !strings.Contains(of, " ") {
			for _, v := range []string{kindsOf[kind] + " of " + of, kindsOf[kind] + " of " + plural.Of(of), kind + " of " + plural.Of(of)} {
				lx.groups.phrases.add(v, g)
			}
		}
	}
	return nil
}

// kindsOf are the nouns of a kind, with their plurals.
var kindsOf = map[string]string{"kind": "kinds", "type": "types", "sort": "sorts", "style": "styles", "variety": "varieties"}

// hedgeKind reports whether w, before "of", may be the hedge "kind of"
// or "sort of" (an adverb: "somewhat"), which dictionaries list in the
// singular alone: "how many sort of long runs" counts long runs, no
// kinds ("kinds of", "types of" are nouns always).
func hedgeKind(w string) bool {
	w = strings.ToLower(w)
	return w == "kind" || w == "sort"
}

// kindNoun reports whether w is a noun of a kind, in either number.
func kindNoun(w string) bool {
	_, ok := kindOne(w)
	return ok
}

// kindOne is the noun of a kind w in the singular ("types": type).
func kindOne(w string) (string, bool) {
	for k, ks := range kindsOf {
		if w == k || w == ks {
			return k, true
		}
	}
	return "", false
}

func (lx *lexicon) addMeasure(c []string) error {
	spec, err := parseSpec(c[2])
	if err != nil {
		return err
	}
	m := &measure{ID: c[0], Phrases: tsv.List(c[1]), Extract: spec, Attr: c[3], Map: c[4], Words: c[5]}
	if m.ID == "" || !tree.IsName(m.Attr) {
		return fmt.Errorf("measure needs an id and an attribute name")
	}
	lx.measures.add(m.ID, m, m.Phrases)
	return nil
}

func (lx *lexicon) addVerb(c []string) error {
	if c[0] == "" || c[1] == "" {
		return fmt.Errorf("verb needs a present and a past form")
	}
	lx.past[c[0]] = c[1]
	switch {
	case len(c) < 3 || c[2] == "":
	case c[2] == "double":
		lx.doubles[c[0]] = true
	default:
		lx.perfect[c[2]] = c[0]
	}
	return nil
}

func (lx *lexicon) addMilestone(c []string) error {
	if !tree.IsName(c[0]) || c[1] == "" {
		return fmt.Errorf("milestone needs a ref name and phrases")
	}
	for _, p := range tsv.List(c[1]) {
		lx.milestones.add(p, c[0])
	}
	return nil
}

// addManner reads a line of manners.tsv: adverbs of one sense of how a
// thing went, each the synonyms of the others.
func (lx *lexicon) addManner(c []string) error {
	ws := tsv.List(c[1])
	if !tree.IsName(c[0]) || len(ws) < 2 {
		return fmt.Errorf("manner needs a sense and adverbs")
	}
	for _, w := range ws {
		if _, dup := lx.manners[w]; dup {
			return fmt.Errorf("manner %q in two senses", w)
		}
		lx.manners[w] = append([]string{w}, slices.DeleteFunc(slices.Clone(ws), func(o string) bool { return o == w })...)
	}
	return nil
}

// addScript reads a line of scripts.tsv: the scripts a language is
// written in, as a regexp class ("\p{Hiragana}|\p{Katakana}").
func (lx *lexicon) addScript(c []string) error {
	if c[0] == "" || c[1] == "" {
		return fmt.Errorf("script needs a script and phrases")
	}
	var class []string
	for _, sc := range strings.Split(c[0], "|") {
		if _, ok := unicode.Scripts[sc]; !ok {
			return fmt.Errorf("script %q is no Unicode script", sc)
		}
		class = append(class, `\p{`+sc+`}`)
	}
	for _, p := range tsv.List(c[1]) {
		lx.scripts.add(p, strings.Join(class, "|"))
	}
	return nil
}

// addAbbreviation reads a line of abbreviations.tsv: the words, then the
// abbreviations that stand for them.
func (lx *lexicon) addAbbreviation(c []string) error {
	return addNames(lx.abbrevs, c, "abbreviation needs words and abbreviations")
}

// addCurrencies adds lang/money's currencies by the names a question asks
// an amount in ("in euros", "in pounds sterling", "in yen"): the names,
// the names only questions say and the code in lower case, unless the
// code is a word ("rub"). It writes them to h, as the lexicon's files.
func (lx *lexicon) addCurrencies(h io.Writer) {
	for _, c := range money.Currencies {
		names := slices.Concat(c.Names, c.Said)
		if !c.Word {
			names = append(names, strings.ToLower(c.Code))
		}
		for _, n := range names {
			lx.currencies.add(n, c.Code)
			fmt.Fprintln(h, c.Code, n)
		}
	}
}

// addNames adds each name of a line's second column for its first, or
// says what the line lacks.
func addNames(set *phraseSet[string], c []string, lacks string) error {
	if c[0] == "" || c[1] == "" {
		return errors.New(lacks)
	}
	for _, p := range tsv.List(c[1]) {
		set.add(p, c[0])
	}
	return nil
}

// abbreviationRE matches the abbreviations as whole words: one that ends
// in a mark ("w/", "no.") ends there, not at a word boundary.
func abbreviationRE(ps *phraseSet[string]) *regexp.Regexp {
	keys := ps.longestFirst()
	alts := make([]string, len(keys))
	for i, k := range keys {
		alts[i] = regexp.QuoteMeta(k)
		if r, _ := utf8.DecodeLastRuneInString(k); unicode.IsLetter(r) || unicode.IsDigit(r) {
			alts[i] += `\b`
		}
	}
	return regexp.MustCompile(`(?i)(?:^|[\s(])(` + strings.Join(alts, "|") + `)`)
}

// expandAbbreviations writes out the abbreviations of q ("avg hrs per wk":
// average hours per week, "# of songs": number of songs), returning what
// it read as what ("wk → week").
func (lx *lexicon) expandAbbreviations(q string) (string, []string) {
	if lx.abbrevRE == nil {
		return q, nil
	}
	var said []string
	var out strings.Builder
	last := 0
	for _, sm := range lx.abbrevRE.FindAllStringSubmatchIndex(q, -1) {
		ab := q[sm[2]:sm[3]]
		if r, _ := utf8.DecodeRuneInString(q[sm[3]:]); (unicode.IsLetter(r) || unicode.IsDigit(r)) && strings.HasSuffix(ab, "#") {
			continue // "#django", "#1": a hashtag or a rank, not "number of"
		}
		w := lx.abbrevs.byPhrase[strings.ToLower(ab)]
		said = append(said, ab+" → "+w)
		out.WriteString(q[last:sm[2]])
		out.WriteString(w)
		if r, _ := utf8.DecodeRuneInString(q[sm[3]:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
			out.WriteByte(' ') // "w/Lena"
		}
		last = sm[3]
	}
	out.WriteString(q[last:])
	return out.String(), said
}

// addConceptTerms names a sport activity by every word the retrieval
// lexicons give its concept as well (concepts.tsv: "parkrun", "jogged"),
// so the two word lists cannot drift apart: the activity lines keep only
// the phrases that are about asking ("go for a run").
func (lx *lexicon) addConceptTerms(h io.Writer) error {
	rl, err := rlex.Default()
	if err != nil {
		return fmt.Errorf("rule lexicon: %w", err)
	}
	for _, a := range lx.act.all {
		if !a.Sport {
			continue
		}
		c, ok := rl.Concept(a.ID)
		if !ok {
			continue
		}
		for _, t := range c.Terms {
			if t.Weight < rlex.Strong || t.Included || strings.IndexFunc(t.Text, func(r rune) bool { return !unicode.IsLetter(r) && r != ' ' && r != '-' && r != '\'' }) >= 0 {
				continue
			}
			if _, taken := lx.act.phrases.lookup(t.Text); !taken {
				lx.act.phrases.add(t.Text, a)
				fmt.Fprintf(h, "%s=%s\n", a.ID, t.Text)
			}
		}
	}
	return nil
}

// kindsCountedRE: a count of kinds of a thing ("how many kinds of food",
// "number of different types of sport"); group 1 the count's words, 2
// the kind's word, 3 the thing.
var kindsCountedRE = lazyre.New(`(?i)\b(how\s+many|number\s+of|count\s+(?:the|of))\s+(?:different\s+|distinct\s+)?(\pL+)\s+of\s+(\pL+)\b`)

// kindsCounted reads a count of the kinds of a thing the groups name no
// kind of ("how many sorts of artists") as the count of different things,
// each once ("how many different artists"), in the plural the dictionary
// has; where the groups name its kind ("kinds of workouts": the type of
// workout, "kinds of food": the cuisine) the count of that group's values
// is read as it is (groupNamed).
func (lx *lexicon) kindsCounted(s string) string {
	if !strings.Contains(strings.ToLower(s), " of ") {
		return s
	}
	return kindsCountedRE().ReplaceAllStringFunc(s, func(m string) string {
		g := kindsCountedRE().FindStringSubmatch(m)
		kind, ok := kindOne(strings.ToLower(g[2]))
		if !ok || hedgeKind(g[2]) {
			return m
		}
		noun := g[3]
		one, _ := plural.One(strings.ToLower(noun))
		for _, phrase := range []string{kind + " of " + one, one + " " + kind} {
			if _, ok := lx.groups.phrases.lookup(phrase); ok {
				return m
			}
		}
		if _, many := plural.One(strings.ToLower(noun)); !many && spell.Listed(plural.Of(strings.ToLower(noun))) {
			noun = plural.Of(noun)
		}
		return g[1] + " different " + noun
	})
}
