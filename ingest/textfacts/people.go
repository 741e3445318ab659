package textfacts

import (
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"reqap/internal/lazyre"
	"reqap/internal/rank"
	"reqap/lang/fold"
	"reqap/lang/nickname"
	"reqap/qa/retrieve/lexicon"
)

// Profile is what one journal as a whole says about the people and places
// its days name: who is a person (seen as a companion: "with Lena", "Lena
// and I", "met Lena"), which names are places ("at Café Kanne"), and which
// spellings are one person ("Len" and "Lena", "Benni" and "Ben", "J." and
// "Jonas", "Mom", "my mum" and "Mum"). A day alone often cannot tell
// "Benni" is Ben; the journal can.
//
// Build a profile with Learn over the journal's days, then Finish; a
// finished profile is read-only and safe for concurrent use. A nil or
// empty profile is valid: names are then read day by day.
type Profile struct {
	mu       sync.Mutex
	person   map[string]*nameCount // name key → counts
	place    map[string]*nameCount
	family   map[string]map[string]int // concept id → capitalised surface form → count
	relation map[string]string         // "sister" → "Kathi" ("my sister Kathi")
	currency map[string]int
	cities   map[string]int
	unknown  map[string]*unknownName // names no context settled
	pages    map[string]bool         // lexicon keys of capitalised one-word page links
	capFood  map[string]int          // food words written capitalised inside a sentence, by key
	lowFood  map[string]int          // food words written in lower case, by key
	walked   map[string]int          // names walked ("Walked Biscuit in the rain"), by key
	eatery   map[string]int          // places a meal is eaten at ("dinner at Mangiare"), by key
	x        *Extractor              // who learnt, for the recogniser

	// After Finish:
	done     bool
	canon    map[string]string // name key → canonical display name
	famCanon map[string]string // family concept id → display name
	cur      string
	home     string
}

type nameCount struct {
	display map[string]int // spellings
	n       int
}

// NewProfile returns an empty profile.
func NewProfile() *Profile {
	return &Profile{person: map[string]*nameCount{}, place: map[string]*nameCount{}, family: map[string]map[string]int{},
		relation: map[string]string{}, currency: map[string]int{}, cities: map[string]int{}, unknown: map[string]*unknownName{},
		pages: map[string]bool{}, capFood: map[string]int{}, lowFood: map[string]int{}, walked: map[string]int{}, eatery: map[string]int{}}
}

func nameKey(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(strings.TrimSuffix(s, ".")), " "))
}

func (nc *nameCount) add(display string) {
	if nc.display == nil {
		nc.display = map[string]int{}
	}
	nc.display[display]++
	nc.n++
}

func (nc *nameCount) best() string {
	best, _ := rank.Top(nc.display)
	return best
}

// Learn reads one day's text into the profile.
func (x *Extractor) Learn(p *Profile, text string) {
	if p == nil {
		return
	}
	p.Add(x, x.Names(text))
}

// Names is what one day's text tells a profile, read by Names and added
// by Add: reading is most of learning, and days can be read concurrently,
// then added in their order (the profile keeps the first sentence an
// unknown name was seen in, and the last name a relation was given).
type Names struct{ found dayNames }

// Names reads one day's text for the names a profile learns.
func (x *Extractor) Names(text string) *Names {
	var found dayNames
	for _, b := range blocks(text) {
		for _, s := range sentences(text, b.span) {
			x.namesIn(text[s.start:s.end], &found)
		}
	}
	if q, ok := findMoney(text); ok && q.currency != "" {
		found.currencies = append(found.currencies, q.currency)
	}
	for _, m := range walkedNameRE().FindAllStringSubmatch(text, -1) {
		found.walked = append(found.walked, nameKey(m[1]))
	}
	for _, u := range found.unknown {
		if !abbreviation(u.name) {
			x.ner.prefetch() // Finish will likely ask it (settleUnknown)
			break
		}
	}
	return &Names{found: found}
}

// Add adds the names of one day, read by x.Names, to the profile; Learn
// is Names and Add.
func (p *Profile) Add(x *Extractor, n *Names) {
	if p == nil || n == nil {
		return
	}
	found := n.found
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done = false
	p.x = x
	for _, u := range found.unknown {
		k := nameKey(u.name)
		if old := p.unknown[k]; old != nil {
			old.n++
		} else if len(p.unknown) < 10*maxNERNames {
			p.unknown[k] = &unknownName{name: u.name, sentence: u.sentence, n: 1}
		}
	}
	countNames(p.person, found.people)
	countNames(p.place, found.places)
	for _, f := range found.family {
		m := p.family[f.concept]
		if m == nil {
			m = map[string]int{}
			p.family[f.concept] = m
		}
		m[f.surface]++
	}
	for rel, name := range found.relations {
		p.relation[rel] = name
	}
	for _, c := range found.currencies {
		p.currency[c]++
	}
	for _, k := range found.pages {
		p.pages[k] = true
	}
	for _, k := range found.capFoods {
		p.capFood[k]++
	}
	for _, k := range found.lowFoods {
		p.lowFood[k]++
	}
	for _, k := range found.walked {
		p.walked[k]++
	}
	for _, k := range found.eateries {
		p.eatery[k]++
	}
}

// named reports whether the capitalised word of token t, a food word, is
// a name in this journal: written as a page link of its own somewhere
// ("[[Biscuit]]"), or capitalised inside sentences on several occasions
// and never in lower case ("Biscuit" the dog, "Olive", "Pepper").
func (p *Profile) named(t lexicon.Token) bool {
	if p == nil || !fold.Capitalised(t.Raw) {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.pages[t.Key] || p.capFood[t.Key] >= 2 && p.lowFood[t.Key] == 0
}

// midSentence reports whether token t of s stands inside a sentence:
// after a word or a comma, not after a colon, a dash or a bracket that
// starts something of its own ("Lunch: Pizza").
func midSentence(s string, t lexicon.Token) bool {
	before := strings.TrimRight(s[:t.Pos], " ")
	if before == "" {
		return false
	}
	c := before[len(before)-1]
	return c == ',' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func countNames(m map[string]*nameCount, names []string) {
	for _, n := range names {
		nc := m[nameKey(n)]
		if nc == nil {
			nc = &nameCount{}
			m[nameKey(n)] = nc
		}
		nc.add(n)
	}
}

// SeeCity counts a city the journal's entries were written in (Day One's
// location): the most frequent one is home, others are trips.
func (p *Profile) SeeCity(city string) {
	if p == nil || city == "" {
		return
	}
	p.mu.Lock()
	p.cities[city]++
	p.done = false
	p.mu.Unlock()
}

// Finish resolves the spellings of one person: a name that starts another
// one of at least three letters ("Len", "Lena"; "Ben", "Benni") is one
// person under the more frequent spelling; an initial ("J.") is the one
// frequent person with that letter; family words ("mum", "Mom", "my
// mother") are one person under the spelling used most as a name.
func (p *Profile) Finish() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.settleUnknown(p.x)
	p.canon = map[string]string{}
	p.famCanon = map[string]string{}
	keys := make([]string, 0, len(p.person))
	for k, nc := range p.person {
		// A name seen more often as a place is a place.
		if pl := p.place[k]; pl != nil && pl.n > nc.n {
			continue
		}
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if p.person[keys[i]].n != p.person[keys[j]].n {
			return p.person[keys[i]].n > p.person[keys[j]].n
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		p.canon[k] = p.person[k].best()
	}
	// Nicknames: the less frequent of two names, one the start of the
	// other, joins the more frequent, unless the start is shared by two
	// frequent names ("Max" of "Maxi" and "Maximilian").
	for _, k := range keys {
		if strings.Contains(k, " ") || utf8.RuneCountInString(k) < 3 {
			continue
		}
		var longer []string
		for _, o := range keys {
			if o != k && !strings.Contains(o, " ") && strings.HasPrefix(o, k) {
				longer = append(longer, o)
			}
		}
		if len(longer) != 1 {
			continue
		}
		o := longer[0]
		short, long := p.person[k].n, p.person[o].n
		if short > long || short == long && nickname.Diminutive(k, o) {
			p.canon[o] = p.canon[k]
		} else {
			p.canon[k] = p.canon[o]
		}
	}
	// A title and an initial ("Mrs H") are the one person of that title
	// whose name starts so ("Mrs Hughes").
	for _, k := range keys {
		title, initial, ok := strings.Cut(k, " ")
		if !ok || utf8.RuneCountInString(initial) != 1 {
			continue
		}
		var full []string
		for _, o := range keys {
			if rest, ok := strings.CutPrefix(o, title+" "+initial); ok && rest != "" && !strings.Contains(rest, " ") {
				full = append(full, o)
			}
		}
		if len(full) == 1 {
			p.canon[k] = p.canon[full[0]]
		}
	}
	// Initials.
	byLetter := map[rune][]string{}
	for _, k := range keys {
		if r, _ := utf8.DecodeRuneInString(k); utf8.RuneCountInString(k) > 1 {
			byLetter[r] = append(byLetter[r], k)
		}
	}
	for r, ks := range byLetter {
		total := 0
		for _, k := range ks {
			total += p.person[k].n
		}
		top := ks[0] // keys are sorted by count
		if p.person[top].n*10 >= total*8 {
			p.canon[string(r)] = p.canon[top]
		}
	}
	for concept, forms := range p.family {
		p.famCanon[concept], _ = rank.Top(forms)
	}
	for rel, name := range p.relation {
		if c, ok := p.canon[nameKey(name)]; ok {
			p.famCanon[rel] = c
		} else {
			p.famCanon[rel] = name
		}
	}
	p.cur, _ = rank.Top(p.currency)
	p.home, _ = rank.Top(p.cities)
	p.done = true
}

// HomeCity is the city most entries were written in ("" when unknown).
func (p *Profile) HomeCity() string {
	if p == nil {
		return ""
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.home
}

// People returns the persons the profile knows, by canonical name.
func (p *Profile) People() []string {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	seen := map[string]bool{}
	var out []string
	for _, c := range p.canon {
		if !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	sort.Strings(out)
	return out
}

// canonical returns the canonical spelling of a person's name, and
// whether the profile knows the name as a person's.
func (p *Profile) canonical(name string) (string, bool) {
	if p == nil || p.canon == nil {
		return name, false
	}
	k := nameKey(name)
	if c, ok := p.canon[k]; ok {
		return c, true
	}
	return name, false
}

// placeInLowerCase returns the place the profile knows that the lower-case
// words at toks[i] name (up to three words, the longest first) and how
// many words it took, or 0.
func (p *Profile) placeInLowerCase(toks []lexicon.Token, i int) (string, int) {
	if p == nil || p.place == nil {
		return "", 0
	}
	lower := 0
	for lower < min(3, len(toks)-i) && lowerWord(toks[i+lower].Raw) {
		lower++
	}
	for n := lower; n >= 1; n-- {
		words := make([]string, n)
		for k := range n {
			words[k] = toks[i+k].Raw
		}
		name := strings.Join(words, " ")
		if p.isPlace(name) {
			// the spelling the journal uses most
			best := p.place[nameKey(name)].best()
			if c, ok := p.canonical(name); ok {
				best = c
			}
			return best, n
		}
	}
	return "", 0
}

// eatsAt reports whether the journal eats a meal at the place name.
func (p *Profile) eatsAt(name string) bool {
	return p != nil && p.eatery[nameKey(name)] > 0 && p.isPlace(name)
}

// eaten reports whether a sentence's words tell a meal or a dish eaten
// (not a drink: a pub's beers make no eatery of it).
func (x *Extractor) eaten(toks []lexicon.Token) bool {
	for i, t := range toks {
		if mealKinds[t.Key] {
			return true
		}
		if f, ok := x.foods[t.Key]; ok && f.kind != "drink" {
			return true
		}
		if _, n := x.foodAt(toks, i); n > 0 {
			if _, ok := x.foods[t.Key]; !ok {
				return true // a dish of the concept lexicon
			}
		}
	}
	return false
}

func (p *Profile) isPlace(name string) bool {
	if p == nil || p.place == nil {
		return false
	}
	k := nameKey(name)
	pl := p.place[k]
	if pl == nil {
		return false
	}
	if pe := p.person[k]; pe != nil && pe.n >= pl.n {
		return false
	}
	return true
}

func (p *Profile) familyName(concept, surface string) string {
	if p != nil && p.famCanon != nil {
		if c, ok := p.famCanon[concept]; ok && c != "" {
			return c
		}
	}
	return surface
}

func (p *Profile) currencyOr(c string) string {
	if c != "" || p == nil {
		return c
	}
	return p.cur
}

// dayNames are the names one day's text yields.
type dayNames struct {
	people, places []string
	unknown        []unknownName
	family         []familyRef
	relations      map[string]string
	currencies     []string
	// pages are the page links of one word the text writes ("[[Biscuit]]"):
	// names the writer gave, wherever else the word is written.
	pages []string
	// capFoods and lowFoods are the food words (lexicon keys) the text
	// writes inside a sentence capitalised ("took Biscuit round the
	// park") and in lower case ("biscuits with tea").
	capFoods, lowFoods []string
	// walked are the names the text walks ("Walked Biscuit in the
	// rain"): one walks a dog, and taking it out is walking it.
	walked []string
	// eateries are the places (name keys) the text eats a meal at
	// ("Had lasagne at Mangiare", "dinner @ Zest"): where the journal
	// eats, "Went to Mangiare with Lena" is a meal out though it names
	// no food.
	eateries []string
}

// walkedNameRE: a name walked, the object of "walk" ("walked Biscuit",
// "walking Rex"); group 1 the name.
var walkedNameRE = lazyre.New(`\b[Ww]alk(?:ed|ing|s)?\s+(\p{Lu}\p{Ll}+)\b`)

// takenOutRE: a name taken out or round a place ("took Biscuit round the
// park", "taking Rex out"); group 1 the name.
var takenOutRE = lazyre.New(`\b(?:[Tt]ook|[Tt]ake|[Tt]akes|[Tt]aking)\s+(\p{Lu}\p{Ll}+)\s+(?:round|around|out)\b`)

// walkedOut reports whether s takes out or round a name the journal walks
// elsewhere ("Took Biscuit round the park", "Walked Biscuit" on other
// days): a walk, though s names none. The start of the verb, or -1.
func (p *Profile) walkedOut(s string) int {
	if p == nil {
		return -1
	}
	p.mu.Lock()
	none := len(p.walked) == 0
	p.mu.Unlock()
	if none {
		return -1 // a journal that walks no one: no regexp over each sentence
	}
	m := takenOutRE().FindStringSubmatchIndex(s)
	if m == nil {
		return -1
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.walked[nameKey(s[m[2]:m[3]])] == 0 || p.isPlace(s[m[2]:m[3]]) {
		return -1
	}
	return m[0]
}

type familyRef struct {
	concept, surface string
	pos              span
}

// companionBefore are words after which names are companions: "with
// Lena", "met Lena", "called Mum". Weak ones ("saw Lena", "saw Conclave")
// are companions only for names the journal already knows as people.
var companionBefore = map[string]bool{
	"with": true, "w": true, "met": true, "meet": true, "meeting": true, "visited": true, "visit": true, "called": true,
	"phoned": true, "rang": true, "texted": true, "messaged": true, "skyped": true, "facetimed": true, "emailed": true,
	"hugged": true, "invited": true, "hosted": true, "📞": true, "☎️": true, "talked": true, "spoke": true,
	"chatted": true, "caught": true, "bumped": true,
}

var weakCompanionBefore = map[string]bool{"saw": true, "see": true, "seeing": true, "joined": true, "thanked": true,
	"helped": true, "took": true, "picked": true, "dropped": true, "for": true, "and": true}

// notCompanionWith are words before "with" that make it no company:
// "done with Klara and the Sun", "happy with the result".
var notCompanionWith = map[string]bool{"done": true, "finished": true, "happy": true, "busy": true, "wrong": true,
	"deal": true, "dealt": true, "problem": true, "problems": true, "help": true, "helped": true, "struggled": true,
	"struggling": true, "stuck": true, "fine": true, "ok": true, "okay": true, "bored": true, "annoyed": true}

// companionAfter are words before which names are companions: "Lena
// and I", "Lena called", "Lena came over".
var companionAfter = map[string]bool{
	"called": true, "phoned": true, "rang": true, "came": true, "visited": true, "joined": true, "texted": true,
	"dropped": true, "stopped": true, "popped": true, "swung": true, "cooked": true, "made": true, "picked": true, "invited": true, "helped": true,
	"hosted": true, "said": true, "told": true, "asked": true, "sent": true, "wants": true, "wanted": true,
	"keeps": true, "is": true, "was": true, "had": true, "did": true, "too": true,
	"babysat": true, "babysits": true, "babysitting": true, // only people mind children
}

// weakVerb are verbs after which a capitalised first word of a sentence
// is no more likely a person than anything else ("Rain was ...").
var weakVerb = map[string]bool{"is": true, "was": true, "had": true, "did": true, "made": true, "asked": true, "said": true}

// placeBefore are words after which names are places.
var placeBefore = map[string]bool{"at": true, "in": true, "@": true, "to": true, "from": true, "near": true,
	"around": true, "round": true, "along": true, "through": true, "towards": true, "into": true, "→": true, "->": true}

// placeWords in a capitalised name make it a place ("Café Kanne",
// "Cospudener See", "Clara-Zetkin-Park", "Hampstead Heath").
var placeWords = map[string]bool{
	"cafe": true, "café": true, "caffe": true, "coffee": true, "restaurant": true, "bar": true, "pub": true, "bistro": true,
	"kitchen": true, "grill": true, "house": true, "haus": true, "kneipe": true, "park": true, "garden": true, "garten": true,
	"see": true, "lake": true, "river": true, "mt": true, "mount": true, "mountains": true, "beach": true, "hill": true, "mountain": true, "berg": true, "valley": true,
	"museum": true, "gallery": true, "theatre": true, "theater": true, "cinema": true, "kino": true, "hotel": true,
	"station": true, "bahnhof": true, "airport": true, "street": true, "strasse": true, "straße": true, "str": true,
	"square": true, "platz": true, "market": true, "markt": true, "mall": true, "center": true, "centre": true,
	"gym": true, "pool": true, "bad": true, "stadium": true, "arena": true, "hall": true, "halle": true, "library": true,
	"church": true, "kirche": true, "school": true, "university": true, "uni": true, "office": true, "clinic": true,
	"hospital": true, "island": true, "forest": true, "wald": true, "loop": true, "trail": true, "road": true,
	"pizzeria": true, "trattoria": true, "taverna": true, "brasserie": true, "bakery": true, "bäckerei": true,
	"heath": true, "moor": true, "woods": true, "bay": true, "harbour": true, "harbor": true, "pier": true, "canal": true,
	"bridge": true, "lane": true, "avenue": true, "reservoir": true, "quay": true, "wharf": true, "gardens": true,
	"abbey": true, "castle": true, "cathedral": true, "palace": true, "zoo": true, "pond": true, "lido": true, "promenade": true,
}

// notNameWord reports whether low, a word in lower case, is capitalised in
// a journal without naming a person or a place: besides the words no text
// names anything with (fold.NotName), pronouns, meals, parts of the day,
// words for groups of people and titles of address.
func notNameWord(low string) bool { return fold.NotName(low) || notNameWords[low] }

var notNameWords = map[string]bool{
	"me": true, "him": true, "her": true, "them": true, "us": true, "you": true, "he": true, "she": true, "they": true,
	"and": true, "or": true, "then": true, "also": true, "some": true, "lunch": true, "dinner": true, "breakfast": true,
	"coffee": true, "morning": true, "evening": true, "afternoon": true, "night": true, "all": true, "everyone": true,
	"family": true, "friends": true, "colleagues": true, "team": true, "dr": true, "mr": true, "mrs": true, "ms": true,
	"day": true, "week": true, "weekend": true, "ok": true, "okay": true, "no": true, "yes": true, "just": true, "finally": true,
}

// placeFirstWord reports whether toks[i] is "Home", "Work" or "School"
// given a capital inside a sentence and followed by a name: the first
// word of a shop's or a street's name ("Home Depot", "Home Bargains",
// "School Lane"), not the writer's home.
func placeFirstWord(s string, toks []lexicon.Token, i int) bool {
	switch toks[i].Raw {
	case "Home", "Work", "School":
	default:
		return false
	}
	if i == 0 || i+1 >= len(toks) || !nameWord(toks[i+1].Raw) || fold.Possessive(toks[i].Raw) {
		return false
	}
	before := strings.TrimRight(s[:toks[i].Pos], " \t")
	gap := s[toks[i].Pos+len(toks[i].Raw) : toks[i+1].Pos]
	return before != "" && !strings.ContainsAny(before[len(before)-1:], ".!?:\n-*") && gap == " "
}

// connector reports whether low may sit inside a name: besides the
// connectors of every name, German "zum" and "zur" ("Café zum Löwen").
func connector(low string) bool { return fold.NameConnector(low) || low == "zum" || low == "zur" }

// nameRun reads a capitalised name starting at toks[i] (up to four words,
// connectors allowed inside, not across punctuation other than "-"). It
// returns the name as written (without a possessive "'s") and how many
// tokens it took. A capitalised word the lexicons know ("Lunch",
// "Bouldering", "Went") starts no name unless a name follows it ("Café
// Kanne", "Pho Saigon").
func (x *Extractor) nameRun(s string, toks []lexicon.Token, i int) (string, int) {
	if i >= len(toks) {
		return "", 0
	}
	if !nameWord(toks[i].Raw) && !placeFirstWord(s, toks, i) {
		return "", 0
	}
	end := i + 1
	for k := i + 1; k < len(toks) && k-i < 5; k++ {
		if fold.Possessive(toks[k-1].Raw) {
			break
		}
		gap := s[toks[k-1].Pos+len(toks[k-1].Raw) : toks[k].Pos]
		low := strings.ToLower(toks[k].Raw)
		// "Girl & the Goat", "Florence + the Machine": an ampersand
		// before "the" joins one name ("Mum & Dad" are two people)
		if (toks[k].Raw == "&" || toks[k].Raw == "+") && k+2 < len(toks) && toks[k+1].Raw == "the" && nameWord(toks[k+2].Raw) &&
			strings.TrimSpace(gap) == "" && !strings.Contains(gap, "\n") {
			continue
		}
		if strings.TrimSpace(strings.Trim(gap, "-")) != "" || strings.Contains(gap, "\n") {
			break
		}
		if honorific(s, toks, k) > 0 {
			break // "GP Dr. Albers": the title begins another name
		}
		if nameWord(toks[k].Raw) {
			end = k + 1
			continue
		}
		if !connector(low) {
			break
		}
	}
	if end == i+1 && x.commonWord(toks[i]) && !wikiLink(s, toks[i]) {
		return "", 0
	}
	// A sentence starts with a verb more often than with a name:
	// "Watched Dune", "Hiking with Emma".
	if t := strings.ToLower(toks[i].Raw); toks[i].Pos == 0 && (strings.HasSuffix(t, "ed") || strings.HasSuffix(t, "ing")) && len(t) > 4 {
		return "", 0
	}
	last := toks[end-1]
	name := s[toks[i].Pos : last.Pos+len(last.Raw)]
	if fold.Possessive(last.Raw) {
		name = fold.TrimPossessive(name)
	}
	return name, end - i
}

// placeRun reads a venue's name at toks[j], after "at", "@" or "in the":
// a name as nameRun reads it, or, after "the" (toks[j-1]), capitalised
// words the lexicons know ("at The Breakfast Club", "at the Breakfast
// Club"). A
// possessive ending a name no person has is kept ("@ Nando's"): unknown
// reports whether a name is no one's.
func (x *Extractor) placeRun(s string, toks []lexicon.Token, j int, unknown func(string) bool) (string, int) {
	if name, n := linkRun(s, toks, j); n > 0 {
		return name, n // "at the [[Dog and Duck]]": the writer made it one name
	}
	name, n := x.nameRun(s, toks, j)
	if n == 0 && j > 0 && j < len(toks) && strings.EqualFold(toks[j-1].Raw, "the") {
		for k := j; k < len(toks) && k-j < 4 && fold.Capitalised(toks[k].Raw) && !fold.Possessive(toks[k-1].Raw); k++ {
			if k > j && strings.TrimSpace(s[toks[k-1].Pos+len(toks[k-1].Raw):toks[k].Pos]) != "" {
				break
			}
			n = k - j + 1
		}
		// after a lower-case "the" a single capitalised word may be a
		// common word given a capital ("at the Gym"); two are a name
		// ("at the Breakfast Club")
		if n == 1 && toks[j-1].Raw != "The" {
			n = 0
		}
		if n > 0 {
			last := toks[j+n-1]
			name = s[toks[j].Pos : last.Pos+len(last.Raw)]
		}
	}
	if n == 0 {
		return "", 0
	}
	last := toks[j+n-1]
	if fold.Possessive(last.Raw) && !strings.HasSuffix(name, last.Raw) && unknown(name) {
		next := j + n
		// "at Anna's place" is Anna's; "at Joe's on the way home" is Joe's
		if next >= len(toks) || !lowerWord(toks[next].Raw) || x.lex.WordClass(toks[next].Key) != lexicon.Content ||
			strings.TrimSpace(s[last.Pos+len(last.Raw):toks[next].Pos]) != "" {
			name = s[toks[j].Pos : last.Pos+len(last.Raw)]
		}
	}
	return name, n
}

// ownerKinds are the kinds of concepts one takes part in oneself: a
// sport, a lesson or class, an appointment, care.
var ownerKinds = map[string]bool{"sport": true, "work": true, "health": true, "care": true}

// ownedPlaces are the places of a person's life a possessive name owns
// ("Maya's school", "Tom's office"): a place's name is no owner of them.
var ownedPlaces = map[string]bool{"school": true, "house": true, "garden": true, "office": true, "flat": true,
	"apartment": true, "room": true, "nursery": true, "class": true, "classroom": true, "bedroom": true, "work": true}

// ownsOccasion reports whether the words at toks[k], right after a
// possessive, are a strong term of a celebration ("'s birthday party",
// "'s wedding"): a celebration is a person's, not a place's.
func (x *Extractor) ownsOccasion(toks []lexicon.Token, k int) bool {
	for _, h := range x.lex.Find(toks[k:min(len(toks), k+3)]) {
		if h.Start <= 1 && h.Weight >= lexicon.Strong && h.Concept.Kind == "celebration" {
			return true
		}
	}
	return false
}

// ownsActivity reports whether the words at toks[k], right after a
// possessive, are a strong term of something one does oneself ("'s swim
// lesson", "'s soccer game"): a place owns no lesson.
func (x *Extractor) ownsActivity(toks []lexicon.Token, k int) bool {
	for _, h := range x.lex.Find(toks[k:min(len(toks), k+3)]) {
		if h.Start <= 1 && h.Weight >= lexicon.Strong && ownerKinds[h.Concept.Kind] {
			return true
		}
	}
	return false
}

// linkRun reads a page link of several words starting at toks[j] ("[[Dog
// and Duck]]") as one name, with the tokens it takes; a link of one
// word is nameRun's.
func linkRun(s string, toks []lexicon.Token, j int) (string, int) {
	if j >= len(toks) || !strings.HasSuffix(s[:toks[j].Pos], "[[") || !fold.Capitalised(toks[j].Raw) {
		return "", 0
	}
	end := strings.Index(s[toks[j].Pos:], "]]")
	if end < 0 || strings.ContainsAny(s[toks[j].Pos:toks[j].Pos+end], "\n[|") {
		return "", 0
	}
	end += toks[j].Pos
	n := 0
	for k := j; k < len(toks) && toks[k].Pos < end; k++ {
		n++
	}
	if n < 2 {
		return "", 0
	}
	return s[toks[j].Pos:end], n
}

// lowerWord reports whether a token is a word in lower case.
func lowerWord(raw string) bool {
	r, _ := utf8.DecodeRuneInString(raw)
	return unicode.IsLower(r)
}

// wikiLink reports whether a token is a page link of its own ("[[Pho]]"):
// the writer made it a name.
func wikiLink(s string, t lexicon.Token) bool {
	return strings.HasSuffix(s[:t.Pos], "[[") && strings.HasPrefix(s[t.Pos+len(t.Raw):], "]]")
}

// nameWord reports whether a token can be (part of) a name: capitalised,
// not a word that only starts sentences, not a contraction ("Haven't").
func nameWord(raw string) bool {
	if !fold.Capitalised(raw) || notNameWord(strings.ToLower(raw)) {
		return false
	}
	if i := strings.IndexAny(raw, "'’"); i >= 0 {
		switch strings.ToLower(raw[i+len("'"):]) {
		case "s":
		default:
			if !strings.HasPrefix(strings.ToLower(raw), "o") || i != 1 { // O'Brien
				return false
			}
		}
	}
	return true
}

// possessiveAt reports whether toks[i] is a possessive name, also a page
// link's ("[[Oscar]]'s", whose "s" is a token of its own: *k, the token
// after the name, then moves past it).
func possessiveAt(s string, toks []lexicon.Token, i int, k *int) bool {
	if fold.Possessive(toks[i].Raw) {
		return true
	}
	rest := s[toks[i].Pos+len(toks[i].Raw):]
	if (strings.HasPrefix(rest, "]]'s") || strings.HasPrefix(rest, "]]’s")) && *k < len(toks) && toks[*k].Raw == "s" {
		*k++
		return true
	}
	return false
}

// commonWord reports whether a capitalised word is an ordinary word of
// the lexicons: a stop or weak word ("Went", "Still"), or a concept term
// ("Yoga", "Pool", "Lunch").
func (x *Extractor) commonWord(t lexicon.Token) bool {
	if x.lex.WordClass(t.Key) != lexicon.Content {
		return true
	}
	for _, h := range x.lex.Find([]lexicon.Token{t}) {
		if fold.Capitalised(t.Raw) && stemOnly(h.Concept, t) {
			continue // "Hamburg" is no "hamburger", whose stem it shares
		}
		// A related term is a name inside a sentence ("at Aldi"), an
		// ordinary word at its start ("Pool early").
		if h.Weight >= lexicon.Strong || h.Weight >= lexicon.Related && t.Pos == 0 {
			return true
		}
	}
	if _, ok := x.foods[t.Key]; ok {
		return true
	}
	_, ok := x.moods[t.Key]
	return ok
}

// stemOnly reports whether concept c has word t only by its stem: every
// term of c keyed as t is written longer, beginning with t ("hamburger"
// for "Hamburg"), so the word written is not the term.
func stemOnly(c *lexicon.Concept, t lexicon.Token) bool {
	raw := strings.ToLower(t.Raw)
	found := false
	for _, term := range c.Terms {
		if term.Key != t.Key {
			continue
		}
		found = true
		text := strings.ToLower(term.Text)
		if len(text) <= len(raw) || !strings.HasPrefix(text, raw) {
			return false
		}
	}
	return found
}

// companionCue reports whether toks[i] introduces companions: "with"
// (not "done with"), "w/", "met", "called".
func (x *Extractor) companionCue(s string, toks []lexicon.Token, i int) bool {
	low := strings.ToLower(toks[i].Raw)
	if low == "w" {
		// "w/ Tom", and "lunch w Tom" written without the slash
		return toks[i].Pos+1 < len(s) && (s[toks[i].Pos+1] == '/' || s[toks[i].Pos+1] == ' ' && i+1 < len(toks) && nameWord(toks[i+1].Raw))
	}
	// "ran into Tom": met by chance, as "bumped into"
	if (low == "ran" || low == "run") && i+1 < len(toks) && strings.EqualFold(toks[i+1].Raw, "into") {
		return true
	}
	// "paid Mrs Hughes £54": whom one pays with a title is a person
	if (low == "paid" || low == "pay" || low == "paying") && honorific(s, toks, i+1) > 0 {
		return true
	}
	if !companionBefore[low] {
		return false
	}
	if low == "with" && i > 0 && notCompanionWith[strings.ToLower(toks[i-1].Raw)] {
		return false
	}
	return true
}

// isInitial reports whether toks[i] is an initial like "J." in s.
func isInitial(s string, t lexicon.Token) bool {
	return utf8.RuneCountInString(t.Raw) == 1 && fold.Capitalised(t.Raw) && t.Pos+len(t.Raw) < len(s) && s[t.Pos+len(t.Raw)] == '.'
}

// namesIn finds the people, places and family words of one sentence,
// with the contexts that say which is which.
func (x *Extractor) namesIn(s string, out *dayNames) {
	s, toks := x.fixTypos(s, lexicon.Tokens(s))
	for i, t := range toks {
		if fold.Capitalised(t.Raw) && wikiLink(s, t) {
			out.pages = append(out.pages, t.Key)
		}
		if _, food := x.foods[t.Key]; food {
			switch {
			case !fold.Capitalised(t.Raw):
				out.lowFoods = append(out.lowFoods, t.Key)
			case i > 0 && strings.ToUpper(t.Raw) != t.Raw && midSentence(s, t):
				out.capFoods = append(out.capFoods, t.Key)
			}
		}
	}
	for i := 0; i < len(toks); i++ {
		low := strings.ToLower(toks[i].Raw)
		// family words
		if f, n := x.family(toks, i); n > 0 {
			surface := toks[i].Raw
			if n > 1 {
				surface = s[toks[i].Pos : toks[i+n-1].Pos+len(toks[i+n-1].Raw)]
			}
			surface = fold.TrimPossessive(surface) // "dinner at Mum's"
			mine := i > 0 && strings.EqualFold(toks[i-1].Raw, "my")
			if fold.Capitalised(surface) && (i > 0 || !mine) {
				out.family = append(out.family, familyRef{concept: f, surface: surface})
			}
			// "my sister Kathi", "Kathi (my sister)"; "her brother Tom" is
			// a person, though not the writer's brother
			others := !mine && i > 0 && othersFamily(toks[i-1].Raw)
			if (mine || others) && i+n < len(toks) {
				if name, k := x.nameRun(s, toks, i+n); k == 1 {
					if mine {
						if out.relations == nil {
							out.relations = map[string]string{}
						}
						out.relations[f] = name
					}
					out.people = append(out.people, name)
					i += n
					continue
				}
			}
			i += n - 1
			continue
		}
		if names := append(x.listedNames(s, toks, i), x.namesThenFor(s, toks, i)...); len(names) > 0 {
			for _, n := range names {
				if !x.isFamilyWord(n) {
					out.people = append(out.people, n)
				}
			}
			continue
		}
		if k := honorific(s, toks, i); k > 0 {
			// "Dentist (Dr. Yilmaz)", "GP Dr. Albers: flu": a title
			// before a name says it is a person's, wherever it stands
			if rest, m := x.nameRun(s, toks, i+k); m > 0 {
				out.people = append(out.people, s[toks[i].Pos:toks[i+k].Pos]+rest)
				i += k + m - 1
				continue
			}
		}
		if k := roleName(s, toks, i); k > 0 {
			if name, n := x.nameRun(s, toks, i+k); n == 1 {
				out.people = append(out.people, name)
				i += k
				continue
			}
		}
		if x.companionCue(s, toks, i) {
			for _, n := range x.nameList(s, toks, i+1) {
				if !x.isFamilyWord(n) {
					out.people = append(out.people, n)
				}
			}
			continue
		}
		if placeBefore[low] || strings.HasSuffix(strings.TrimSpace(s[:toks[i].Pos]), "@") {
			j := i + 1
			if !placeBefore[low] {
				j = i // "@ Nando's": '@' is no token
			}
			if j < len(toks) && strings.EqualFold(toks[j].Raw, "the") {
				j++
			}
			if name, n := x.placeRun(s, toks, j, func(string) bool { return false }); n > 0 && !x.isFamilyWord(name) {
				// "Leo to Oscar's birthday party": whose party one goes
				// to is a person
				if k := j + n; n == 1 && possessiveAt(s, toks, j, &k) && k < len(toks) && x.ownsOccasion(toks, k) {
					out.people = append(out.people, name)
				} else {
					out.places = append(out.places, name)
					if (low == "at" || !placeBefore[low]) && x.eaten(toks) {
						out.eateries = append(out.eateries, nameKey(name))
					}
				}
				i = j + n - 1
			}
			continue
		}
		if name, n := x.nameRun(s, toks, i); n > 0 {
			// "Café Kanne"; "the Tomales Point trail": a name before a
			// lower-case word for a place
			// ("Farmers market" is one word of the lexicons, no name)
			// "Maya's school trip", "Dad's house": whose school or
			// house it is is a person
			if k := i + n; n == 1 && possessiveAt(s, toks, i, &k) && k < len(toks) && ownedPlaces[toks[k].Raw] {
				out.people = append(out.people, fold.TrimPossessive(name))
				i += n - 1
				continue
			}
			if k := i + n; hasPlaceWord(name) || k < len(toks) && lowerWord(toks[k].Raw) && placeWords[toks[k].Raw] && !x.oneTerm(toks[i:k+1]) {
				out.places = append(out.places, name)
				i += n - 1
				continue
			}
			// "Maddie's piano lesson", "Jake's swim lesson": whose lesson
			// or game it is is a person
			if fold.Possessive(toks[i+n-1].Raw) && x.ownsActivity(toks, i+n) {
				out.people = append(out.people, fold.TrimPossessive(name))
				i += n - 1
				continue
			}
			// "Lena and I", "Lena & I", "Lena called"
			k := i + n
			switch {
			case k+1 < len(toks) && (toks[k].Raw == "and" || toks[k].Raw == "&") && (toks[k+1].Raw == "I" || toks[k+1].Raw == "me"):
				out.people = append(out.people, name)
			case k < len(toks) && companionAfter[strings.ToLower(toks[k].Raw)] && n == 1 && (i > 0 || !weakVerb[strings.ToLower(toks[k].Raw)]):
				out.people = append(out.people, name)
			case i > 0 && !strings.EqualFold(toks[i-1].Raw, "by") && !strings.HasSuffix(strings.TrimSpace(s[:toks[i].Pos]), "("):
				// a name inside a sentence that no context settles (not an
				// author: "by Gabrielle Zevin", "(Kazuo Ishiguro)")
				out.unknown = append(out.unknown, unknownName{name: name, sentence: s})
			}
			i += n - 1
		}
	}
}

// nameList reads "Lena", "Lena and Tom", "Jonas, Lena, Ben and Sofia",
// "Mum & Dad", "J." starting at toks[i].
func (x *Extractor) nameList(s string, toks []lexicon.Token, i int) []string {
	var out []string
	// "met up with Lena", "talked to Mum", "caught up with Len"
	for k := 0; k < 2 && i < len(toks); k++ {
		switch strings.ToLower(toks[i].Raw) {
		case "up", "to", "with", "into": // "bumped into Lucy"
			i++
		}
	}
	for i < len(toks) {
		// "with my friend Sam"
		i += roleName(s, toks, i)
		// "Anna and her brother Tom": the name after the relative
		if othersFamily(toks[i].Raw) && i+2 < len(toks) {
			if _, n := x.family(toks, i+1); n > 0 && i+1+n < len(toks) && nameWord(toks[i+1+n].Raw) {
				i += 1 + n
			}
		}
		if strings.EqualFold(toks[i].Raw, "my") && i+1 < len(toks) {
			i++
		}
		var name string
		n := 0
		if _, fn := x.family(toks, i); fn > 0 {
			// "with Dad and Kat", "w/ Jonas, Mom & Dad": a relative is
			// one of the list, which goes on after her
			name, n = capitalize(s[toks[i].Pos:toks[i+fn-1].Pos+len(toks[i+fn-1].Raw)]), fn
		} else if isInitial(s, toks[i]) {
			name, n = toks[i].Raw+".", 1
		} else if k := honorific(s, toks, i); k > 0 {
			// "w/ Dr Shah", "with Mrs. Hughes": the title is part of
			// how the journal names them
			if rest, m := x.nameRun(s, toks, i+k); m > 0 {
				name, n = s[toks[i].Pos:toks[i+k-1].Pos+len(toks[i+k-1].Raw)]+s[toks[i+k-1].Pos+len(toks[i+k-1].Raw):toks[i+k].Pos]+rest, k+m
			}
		} else {
			name, n = x.nameRun(s, toks, i)
		}
		if n == 0 {
			break
		}
		out = append(out, name)
		i += n
		if i >= len(toks) {
			break
		}
		between := s[toks[i-1].Pos+len(toks[i-1].Raw) : toks[i].Pos]
		sep := strings.ToLower(toks[i].Raw)
		switch {
		case (sep == "and" || sep == "&") && !strings.ContainsAny(between, ".;:()—–"):
			i++
		case strings.TrimSpace(strings.TrimPrefix(between, ".")) == ",":
		case toks[i].Raw == "&":
			i++
		default:
			return out
		}
	}
	return out
}

// roleWords are what a person is to the writer besides family: "my
// friend Sam", "my manager Ruth".
var roleWords = map[string]bool{"friend": true, "mate": true, "buddy": true, "pal": true, "colleague": true, "coworker": true,
	"co-worker": true, "boss": true, "manager": true, "neighbour": true, "neighbor": true, "flatmate": true, "roommate": true,
	"housemate": true, "classmate": true, "teammate": true, "boyfriend": true, "girlfriend": true, "fiancé": true, "fiancée": true,
	"fiance": true, "fiancee": true, "coach": true, "trainer": true, "tutor": true, "teacher": true, "mentor": true}

// roleName returns the name after "my friend", "her boss" ... at toks[i]
// and how many tokens the owner and the role take, or 0.
func roleName(s string, toks []lexicon.Token, i int) int {
	if i+2 >= len(toks) || !roleWords[strings.ToLower(toks[i+1].Raw)] || !nameWord(toks[i+2].Raw) {
		return 0
	}
	switch strings.ToLower(toks[i].Raw) {
	case "my", "our", "her", "his", "their":
	default:
		if !othersFamily(toks[i].Raw) {
			return 0
		}
	}
	if strings.TrimSpace(s[toks[i+1].Pos+len(toks[i+1].Raw):toks[i+2].Pos]) != "" {
		return 0 // "my friend, Sam" is rare; "my boss (Ruth)" asks too much
	}
	return 2
}

// honorific returns 1 when toks[i] is a title before a name ("Mrs
// Hughes", "Dr. Shah", "Miss Patel"), else 0.
func honorific(s string, toks []lexicon.Token, i int) int {
	if i >= len(toks) || i+1 >= len(toks) || !nameWord(toks[i+1].Raw) {
		return 0
	}
	switch toks[i].Raw {
	case "Mr", "Mrs", "Ms", "Miss", "Dr", "Prof", "Mx":
	default:
		return 0
	}
	if gap := strings.TrimSpace(s[toks[i].Pos+len(toks[i].Raw) : toks[i+1].Pos]); gap != "" && gap != "." {
		return 0
	}
	return 1
}

// groupWords name a company of people whose names may follow: "friends
// over: Olu, Hannah and Pete", "the girls - Anna, Jess & Mia".
var groupWords = map[string]bool{"friends": true, "girls": true, "guys": true, "gang": true, "crew": true, "lads": true,
	"kids": true, "colleagues": true, "everyone": true, "folks": true, "team": true}

// listedNames returns the names that "me and" or a group word at toks[i]
// introduces ("for me and Chris", "friends over: Olu, Hannah and Pete"),
// or nil.
func (x *Extractor) listedNames(s string, toks []lexicon.Token, i int) []string {
	low := strings.ToLower(toks[i].Raw)
	switch {
	case low == "me" && i+2 < len(toks) && (toks[i+1].Raw == "and" || toks[i+1].Raw == "&"):
		return x.nameList(s, toks, i+2)
	case groupWords[low]:
		k := i + 1
		if k < len(toks) && strings.EqualFold(toks[k].Raw, "over") {
			k++ // "had friends over: ..."
		}
		if k >= len(toks) {
			return nil
		}
		gap := s[toks[k-1].Pos+len(toks[k-1].Raw) : toks[k].Pos]
		if strings.ContainsAny(gap, ":(–—") || strings.Contains(gap, " - ") {
			return x.nameList(s, toks, k)
		}
	}
	return nil
}

// namesThenFor returns the names after a weak cue at toks[i] when "for"
// follows them: "Saw Mike and Jen for dinner", "took Anna for a walk".
func (x *Extractor) namesThenFor(s string, toks []lexicon.Token, i int) []string {
	if i+1 >= len(toks) || !weakCompanionBefore[strings.ToLower(toks[i].Raw)] || toks[i].Raw == "for" || toks[i].Raw == "and" {
		return nil
	}
	names := x.nameList(s, toks, i+1)
	if len(names) == 0 {
		return nil
	}
	last := names[len(names)-1]
	at := strings.LastIndex(s, last)
	if at < 0 || !strings.HasPrefix(strings.ToLower(s[at+len(last):]), " for ") {
		return nil
	}
	return names
}

// othersFamily reports whether a word before a family word makes the
// relative someone else's: "her brother", "Anna's mum".
func othersFamily(raw string) bool {
	switch strings.ToLower(raw) {
	case "her", "his", "their", "your":
		return true
	}
	if !fold.Possessive(raw) || !fold.Capitalised(raw) {
		return false
	}
	// a name's possessive, not "That's", "He's", "There's"
	stem := strings.ToLower(fold.TrimPossessive(raw))
	return !notNameWords[stem] && !contractionStems[stem]
}

// contractionStems are words whose "'s" is "is" or "has".
var contractionStems = map[string]bool{"there": true, "here": true, "what": true, "who": true, "where": true, "let": true, "that": true, "it": true, "he": true, "she": true}

// oneTerm reports whether toks are together a term of the lexicons
// ("farmers market").
func (x *Extractor) oneTerm(toks []lexicon.Token) bool {
	for _, h := range x.lex.Find(toks) {
		if h.Start == 0 && h.End == len(toks) {
			return true
		}
	}
	return false
}

func hasPlaceWord(name string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool { return r == ' ' || r == '-' }) {
		if placeWords[w] {
			return true
		}
	}
	return false
}

// family returns the family concept a word names at toks[i] ("mum",
// "my mother", "grandma"), and how many tokens it takes.
func (x *Extractor) family(toks []lexicon.Token, i int) (string, int) {
	// Only a term at toks[i] counts: the terms after it are not looked up.
	hits, _ := x.lex.HitsAt(toks[i:min(len(toks), i+3)], 0)
	if len(hits) == 0 || hits[0].Start != 0 {
		return "", 0
	}
	best := ""
	for _, h := range hits {
		if hits[0].Weight < lexicon.Strong {
			break
		}
		if h.Start != 0 || h.Concept.Kind != "family" || h.Weight < lexicon.Strong {
			continue
		}
		switch h.Concept.ID {
		case "parents", "grandparents", "siblings", "family", "children", "partner", "in_laws":
			continue // a group or a role, not one person
		}
		if best == "" {
			best = h.Concept.ID
		}
	}
	if best == "" {
		// "Mum and Dad": a group named by its members is each of them
		if hits[0].End > 1 && i+1 < len(toks) && strings.EqualFold(toks[i+1].Raw, "and") {
			return x.family(toks[:i+1], i)
		}
		return "", 0
	}
	// stemming makes "popped" the father's "pops": a family word is
	// written as the lexicon has it, or with a plural or possessive "s"
	if hits[0].End == 1 {
		w := fold.TrimPossessive(strings.ToLower(toks[i].Raw))
		if strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "ing") {
			return "", 0
		}
	}
	return best, hits[0].End
}

func (x *Extractor) isFamilyWord(name string) bool {
	toks := lexicon.Tokens(name)
	if len(toks) == 0 {
		return false
	}
	_, n := x.family(toks, 0)
	return n == len(toks)
}
