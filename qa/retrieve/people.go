package retrieve

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/qa"
	"reqap/qa/people"
	"reqap/qa/places"
	"reqap/qa/qud/timex"
	"reqap/qa/retrieve/lexicon"
)

// People. A question names people by their relation ("my colleagues", "my
// parents"), records by name ("Lunch with Sanne", "Olivia, Sanne & Manon"),
// and the other way round ("dinner with Karim"; "Pizza with my boyfriend
// 🍕"). The library's directory of people (package people) says who is
// who, so a relation is searched also as the names of the people who have
// it, and a name also as the words for the relation its person alone has.

// withPeople expands the query's people concepts with what the directory
// knows: relation concepts (family, colleagues) with the names of their
// people, and a person's name with the words for their relation.
func (q *Query) withPeople(d *people.Directory) {
	if d == nil {
		return
	}
	q.people = d
	// Meeting someone is any happening spent with people: "Pizza night
	// with Elif" is a meeting with Elif though it says no "meet". A query
	// of nothing but being together ("who did I meet most often") also
	// finds the records that name the person's people.
	if q.onlyTogether() {
		for i := range q.Concepts {
			c := &q.Concepts[i]
			if c.lex == nil || !slices.Contains(together, c.lex.ID) {
				continue
			}
			for _, p := range d.Names() {
				if d.IsKnown(p) {
					for _, n := range d.NameForms(p) {
						c.Terms = appendTermAt(c.Terms, n, lexicon.Related)
					}
				}
			}
		}
	}
	for i := range q.Concepts {
		c := &q.Concepts[i]
		switch {
		case c.lex != nil && (c.lex.Kind == "family" || c.lex.Kind == "work"):
			rels := q.relationsOf(c.lex)
			ps := d.WithRelation(rels...)
			if len(ps) > 0 && q.correspondence() {
				// Mail and messages are from and to people by their
				// names: "emails from my dad", dad known, are his, not
				// whatever mail says "Dad" ("Hi Dad," of a friend's
				// father, or of a mail to him the reply repeats).
				c.Terms = nil
			}
			for _, p := range ps {
				for _, n := range d.NameForms(p) {
					c.Terms = appendTerm(c.Terms, n)
				}
			}
			if len(ps) == 0 && q.correspondence() {
				// Mail and messages are from and to people by their
				// names: where no one is known to have the relation
				// ("my mum": no mail greets or signs so), only what
				// says the relation's own words is about them, not
				// what says a word merely related ("folks", "family").
				c.Terms = slices.DeleteFunc(c.Terms, func(t lexicon.Term) bool { return t.Weight < lexicon.Strong })
			}
			if len(ps) == 0 && len(rels) > 0 {
				if p, ok := q.namedAfter(c, d); ok {
					// "my sister Eva's birthday": the name said after
					// the relation is who has it, though nothing else
					// in the library says so; it is searched as her
					// names, not as the word (was "Eva's birthday"
					// missed for want of a record saying "sister")
					c.Terms = nil
					for _, n := range d.NameForms(p) {
						c.Terms = appendTerm(c.Terms, n)
					}
					continue
				}
			}
			if len(ps) == 0 && (len(rels) > 0 || q.correspondence()) {
				// said of whatever is searched: "dinners with my
				// sister or my brother", no brother known, finds only
				// what says the word, and a nothing found is for want
				// of knowing who (a relation, not a word of work such
				// as a new job, which names no one)
				q.unknownRelations = append(q.unknownRelations, c.Name)
			}
		case c.lex == nil && c.members == nil:
			p, ok := d.Lookup(c.Name)
			if !ok {
				continue
			}
			// A person is written as any of their names: "Elif Dekker"
			// asked is "Dinner with Elif" recorded, when she is the only
			// Elif the person knows.
			for _, n := range d.NameForms(p) {
				c.addAlt(n)
			}
			rel, ok := q.lex.Concept(d.Relation(p))
			if !ok || rel.Kind != "family" || len(d.WithRelation(rel.ID)) != 1 {
				continue // "my sister" is no one sister of two
			}
			// The relation's own words are the person ("Dinner w/ my
			// boyfriend"); its related ones are what is done with
			// them alone, where the record names no one else
			// ("Valentine's dinner ❤️", "Our anniversary", "Lunch w/
			// the parents": verifyRelationWords).
			for _, t := range rel.Terms {
				switch {
				case t.Included:
				case t.Weight >= lexicon.Strong:
					c.Terms = appendTerm(c.Terms, t.Text)
				case t.Weight >= lexicon.Related:
					c.Terms = appendTermAt(c.Terms, t.Text, lexicon.Related)
					c.relation = rel
				}
			}
		}
	}
}

// verifyRelationWords takes back a person matched only by their
// relation's related words (withPeople: "Valentine's dinner" is with the
// partner) from a record that names someone else, by name or by another
// relation: "Lorenzo's anniversary", "Mum and dad's anniversary dinner"
// are not the partner's. A word of a group the person is in ("the
// parents" of a mother) names no one else.
//
// Nor is a relation said only inside the name of a venue of the
// library's: "Table at Brother Hubbard" is a restaurant, no brother seen.
func (r *Retriever) verifyRelationWords(q *Query, order []*cand) {
	for ci, qc := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if qc.relation != nil || qc.lex != nil && qc.lex.Kind == "family" {
			if venues := relationVenues(q, &qc); len(venues) > 0 {
				says := func(rest string) bool { return saysAnyTerm(lexicon.Tokens(rest), qc.Terms) }
				for _, c := range order {
					if c.weights != nil && c.weights[ci] >= lexicon.Threshold && saidInVenueOnly(strings.ToLower(placeText(c.ev, false)), venues, says) {
						c.weigh(ci, 0)
					}
				}
			}
		}
		if qc.relation == nil {
			continue
		}
		for _, c := range order {
			if c.weights == nil || c.weights[ci] < lexicon.Threshold || c.weights[ci] >= lexicon.Strong {
				continue
			}
			if r.namesOthers(q, c.ev, qc.relation) {
				c.weigh(ci, 0)
			}
		}
	}
}

// relationVenues returns the library's venues whose names say a word of a
// relation's, strong or related, lower-case ("brother hubbard").
func relationVenues(q *Query, qc *Concept) []string {
	var words []string
	for _, t := range qc.Terms {
		if t.Weight >= lexicon.Related {
			words = append(words, t.Text)
		}
	}
	return q.venuesNaming(words...)
}

// namesOthers reports whether a record names a person the directory
// knows, or a family relation that does not take in rel (any, rel nil).
func (r *Retriever) namesOthers(q *Query, e *ingest.Event, rel *lexicon.Concept) bool {
	rels, named := r.namedPeople(q, e)
	return len(named) > 0 || slices.ContainsFunc(rels, func(c *lexicon.Concept) bool {
		return rel == nil || c != rel && !people.Includes(c, rel)
	})
}

// namedAfter returns the person of the library a relation's word is
// followed by in the query, in apposition ("my sister Eva", "my friend
// Diego Faure"), if any.
func (q *Query) namedAfter(c *Concept, d *people.Directory) (string, bool) {
	low := fold.String(q.Text)
	for _, o := range q.Concepts {
		if o.lex != nil || o.members != nil {
			continue
		}
		name := fold.TrimPossessive(o.Name)
		p, ok := d.Lookup(name)
		if !ok {
			continue
		}
		for _, t := range c.Terms {
			if t.Weight >= lexicon.Strong && strings.Contains(low, fold.String(t.Text)+" "+fold.String(name)) {
				return p, true
			}
		}
	}
	return "", false
}

// correspondence reports whether the query is of mail or messages only:
// sources whose people are their senders and recipients.
func (q *Query) correspondence() bool {
	if len(q.Sources) == 0 {
		return false
	}
	for _, s := range q.Sources {
		if ingest.KindOf(s) != ingest.Mail && ingest.KindOf(s) != ingest.Chat {
			return false
		}
	}
	return true
}

// relationNotes say which relations of the query no one in the library
// is known to have (see withPeople).
func (q *Query) relationNotes() []string {
	var out []string
	for _, r := range q.unknownRelations {
		out = append(out, fmt.Sprintf(qa.UnknownRelationNote+"%s (no mail or message greets or signs them so, nothing names them so): only what says the word was searched", r))
	}
	return out
}

// relationsOf returns the directory relations a concept stands for: its
// own id and those of the concepts it includes (parents: mother and
// father; family: every relative); colleagues: people.Colleague.
func (q *Query) relationsOf(c *lexicon.Concept) []string {
	if c.Kind == "work" {
		if c.ID == "colleagues" {
			return []string{people.Colleague}
		}
		return nil
	}
	rels := []string{c.ID}
	if c.ID == "family" {
		rels = append(rels, people.Family)
	}
	for _, o := range q.lex.ConceptsOfKind("family") {
		if o != c && people.Includes(c, o) {
			rels = append(rels, o.ID)
		}
	}
	return rels
}

// addAlt lets a phrase concept also be written as text: matched and
// searched as strongly as the phrase itself.
func (c *Concept) addAlt(text string) {
	key := lexicon.Key(text)
	if key == "" || key == c.phrase || slices.Contains(c.alts, key) {
		return
	}
	c.alts = append(c.alts, key)
	c.Terms = appendTerm(c.Terms, text)
}

func appendTerm(ts []lexicon.Term, text string) []lexicon.Term {
	return appendTermAt(ts, text, lexicon.Strong)
}

func appendTermAt(ts []lexicon.Term, text string, w float64) []lexicon.Term {
	key := lexicon.Key(text)
	if key == "" || slices.ContainsFunc(ts, func(t lexicon.Term) bool { return t.Key == key }) {
		return ts
	}
	return append(ts, lexicon.Term{Text: text, Key: key, Weight: w})
}

// onlyTogether reports whether a query is about nothing but being with
// people: its concepts are all generic, and one is of being together.
func (q *Query) onlyTogether() bool {
	social := false
	for _, c := range q.Concepts {
		if c.lex == nil || !c.lex.Generic {
			return false
		}
		social = social || slices.Contains(together, c.lex.ID)
	}
	return social
}

// meetsSomeone reports whether a query asks for being together with
// people and nothing else: a generic concept of being together ("meet",
// "visit") and people, by name or by relation.
func (q *Query) meetsSomeone() bool {
	meet, person := false, false
	for _, c := range q.Concepts {
		switch {
		case c.lex != nil && c.lex.Generic && slices.Contains(together, c.lex.ID):
			meet = true
		case c.lex != nil && (c.lex.Kind == "family" || c.lex.Kind == "work" || c.lex.Kind == "people"):
			person = true
		case c.lex == nil && c.members == nil && q.people != nil:
			if _, ok := q.people.Lookup(c.Name); !ok {
				return false
			}
			person = true
		default:
			return false
		}
	}
	return meet && person
}

// verifyMailMeetings takes a mail that dates no happening away from
// meeting the people it is to or from: "we moved! Come visit anytime"
// sent to Simon is no meet-up with him; "Shall we meet on Sunday?" and
// "Fancy dinner on Thursday at 20:30?" are the meeting, often its only
// record. Asked of mail itself ("emails from Simon"), every mail counts.
func (r *Retriever) verifyMailMeetings(q *Query, order []*cand) {
	if q.correspondence() || !q.meetsSomeone() {
		return
	}
	for _, c := range order {
		if c.ev.Source != ingest.Mail || c.decided {
			continue
		}
		if rd := r.read(c.ev); rd.annOK {
			continue
		}
		c.label, c.decided = Irrelevant, true
	}
}

// Whose occasion. "George's birthday", "dad's birthday", "friends'
// birthday parties" ask for the occasions of those people: a dinner for my
// own birthday that George came to is not his. The celebrant of a record
// is read from the words next to the occasion: "X's birthday", "my
// birthday", "Birthday dinner – X's", "Birthday X", "🎂 X".

// occasionConcepts are the concepts of a person's own occasion.
var occasionConcepts = []string{"birthday"}

// celebrant is who a record's occasion is for: the person themself, a
// family role (a family concept), or a name as written; "" when the record
// does not say.
type celebrant struct {
	self       bool
	role, name string
	// other: someone else's, not said whose ("for his birthday")
	other bool
	// before is a capitalised word right before the occasion that names
	// no one by the rules above ("Zoë bday", "Happy birthday"): a name
	// only where the directory knows it
	before string
	// owned: the name is said as the occasion's owner, with a possessive
	// ("Seán's bday", "Person 2's birthday"), someone's whether or not
	// the directory knows them
	owned bool
}

// celebrantOf reads whose occasion a text tells of.
func celebrantOf(lx *lexicon.Lexicon, text string) celebrant {
	toks := lexicon.Tokens(text)
	var before string
	for _, h := range lx.Find(toks) {
		if h.Weight < lexicon.Strong || !slices.Contains(occasionConcepts, h.Concept.ID) {
			continue
		}
		if h.Start > 0 && before == "" && fold.Capitalised(toks[h.Start-1].Raw) && !possessiveWord(toks[h.Start-1].Raw) {
			before = toks[h.Start-1].Raw
			// "Dad bday": a family word before the occasion says whose
			if c := wordCelebrant(lx, toks, h.Start-1); c.role != "" {
				return c
			}
		}
		// Before: "my birthday", "Seán's bday", "dad's birthday".
		if h.Start > 0 {
			prev := toks[h.Start-1]
			low := strings.ToLower(prev.Raw)
			switch {
			case low == "my" || low == "our":
				return celebrant{self: true}
			case low == "his" || low == "her" || low == "their" || low == "your":
				return celebrant{other: true}
			case possessiveWord(prev.Raw):
				c := wordCelebrant(lx, toks, h.Start-1)
				if c.name == "" && c.role == "" && h.Start > 1 && fold.Capitalised(toks[h.Start-2].Raw) {
					// "Person 2's birthday": a name whose last
					// word is a number
					c.name = toks[h.Start-2].Raw + " " + fold.TrimPossessive(toks[h.Start-1].Raw)
				}
				c.owned = c.name != ""
				return c
			}
		}
		// After: "Birthday dinner – Siobhan's", "Birthday Dad", "🎂 Karim",
		// "Birthday dinner for my sister", "Birthday party – my 30th".
		for k := h.End; k < len(toks) && k <= h.End+2; k++ {
			t := toks[k]
			if k > 0 && strings.Contains(text[toks[k-1].Pos+len(toks[k-1].Raw):t.Pos], ":") {
				// "Best birthday crew: my parents and Freya": a colon
				// lists who was there, not whose occasion it was
				break
			}
			if possessiveWord(t.Raw) || k == h.End && fold.Capitalised(t.Raw) {
				return wordCelebrant(lx, toks, k)
			}
			if strings.EqualFold(t.Raw, "with") {
				// "Birthday dinner with my parents": who was there,
				// not whose occasion it was
				break
			}
			if strings.EqualFold(t.Raw, "my") {
				if k+1 < len(toks) {
					if c := wordCelebrant(lx, toks, k+1); c.role != "" {
						return c
					}
				}
				return celebrant{self: true}
			}
		}
	}
	return celebrant{before: before}
}

// possessives are the endings of a word that says whose ("dad's",
// "my parents'"), with either apostrophe.
var possessives = []string{"'s", "’s", "s'", "s’"}

func possessiveWord(w string) bool {
	for _, s := range possessives {
		if strings.HasSuffix(w, s) && len(w) > len(s) {
			return true
		}
	}
	return false
}

// wordCelebrant is the celebrant a word names: a family role ("dad's"), or
// a name ("Siobhan's", "Karim").
func wordCelebrant(lx *lexicon.Lexicon, toks []lexicon.Token, i int) celebrant {
	for _, h := range lx.Find(toks[i : i+1]) {
		if h.Concept.Kind == "family" && h.Weight >= lexicon.Strong {
			return celebrant{role: h.Concept.ID}
		}
	}
	w := toks[i].Raw
	for _, s := range possessives {
		w = strings.TrimSuffix(w, s)
	}
	if !fold.Capitalised(w) {
		return celebrant{}
	}
	return celebrant{name: w}
}

// whoseRE: the query asks whose occasion it is.
var whoseRE = lazyre.New(`(?i)\bwhose\b`)

// occasionTarget is whose occasions a query asks for.
type occasionTarget struct {
	names   []string // people, as the directory displays them
	roles   []string // family concepts and directory relations
	friends bool     // people who are neither family nor colleagues
	self    bool     // the person themself ("my birthday dinner")
	others  bool     // someone named, not the person ("whose birthday")
}

// occasionOf returns whose occasions the query asks for, when it asks for
// a person's occasion at all.
func (q *Query) occasionOf() (occasionTarget, bool) {
	var t occasionTarget
	occasion, someone := false, false
	for _, c := range q.Concepts {
		switch {
		case c.lex != nil && slices.Contains(occasionConcepts, c.lex.ID):
			occasion = true
		case c.lex != nil && c.lex.Kind == "family":
			t.roles = append(t.roles, q.relationsOf(c.lex)...)
			someone = true
		case c.lex != nil && c.lex.ID == "friends":
			t.friends, someone = true, true
		case c.lex == nil && c.members == nil && q.people != nil:
			if p := q.people.Owner(c.Name); p != "" {
				t.names = append(t.names, p)
				someone = true
			}
		}
	}
	if occasion && !someone && whoseRE().MatchString(q.Text) {
		// "whose birthday": a person's whom the record names
		t.others, someone = true, true
	}
	if occasion && !someone && celebrantOf(q.lex, q.Text).self {
		// "who came to my birthday dinner": mine, not Mum's
		t.self, someone = true, true
	}
	return t, occasion && someone
}

// matches reports whether a record's celebrant can be the query's target;
// a record that does not say whose occasion it is may be.
func (t occasionTarget) matches(c celebrant, d *people.Directory) bool {
	if t.self {
		// "Chiara bday" is Chiara's where the directory knows her; a
		// word after the occasion no one is called ("23 and feeling
		// great 🎂 Thanks everyone!") names no one else
		return c.self || !c.other && c.role == "" && (c.name == "" || !knownName(d, c.name)) && (c.before == "" || !knownName(d, c.before))
	}
	if t.others {
		// the answer is who: a record that names no one it knows
		// ("33 and feeling great 🎂 Thanks everyone!": my own) is not
		// someone's
		return !c.self && (c.role != "" || c.owned || c.name != "" && knownName(d, c.name) || c.name == "" && c.before != "" && knownName(d, c.before))
	}
	if !c.self && c.role == "" && c.name == "" {
		return true
	}
	if c.self {
		return false
	}
	person, rel := "", c.role
	if c.name != "" && d != nil {
		person = d.Named(c.name)
		if r := d.Relation(person); r != "" && rel == "" {
			rel = r
		}
	}
	switch {
	case t.friends:
		return rel == "" || rel == "friends"
	case len(t.names) > 0:
		for _, n := range t.names {
			if person == n || c.name != "" && strings.EqualFold(strings.Fields(n)[0], c.name) {
				return true
			}
			if d != nil && rel != "" && d.Relation(n) == rel && len(d.WithRelation(rel)) == 1 {
				return true
			}
		}
		return false
	case len(t.roles) > 0:
		return slices.Contains(t.roles, rel)
	}
	return true
}

// knownName reports whether the directory knows a name written in a
// record, whole or as a first name.
func knownName(d *people.Directory, n string) bool {
	if d == nil {
		return false
	}
	_, full := d.FullName(n)
	_, first := d.FirstName(n)
	return full || first
}

// occasionFits reports whether a happening (nodes ms) can be the occasion
// of whom the query asks for: none of its records says it is someone
// else's ("my birthday dinner" for "George's birthday"); and, for
// friends' occasions, one its records do not assign is spent with someone
// outside the family: not with family alone ("Birthday dinner with the
// parents and Karim"), nor with no one named ("24 and feeling great 🎂
// Thanks everyone!" is as likely one's own).
func (r *Retriever) occasionFits(q *Query, nodes []node, ms []int) bool {
	target, ok := q.occasionOf()
	if !ok {
		return true
	}
	known := false
	// A yearly entry of someone else's birthday on the day ("Noah bday")
	// says whose day it also is, not whose party a record of the
	// happening that says so was ("Celebrating my birthday at Texas
	// Burger Co."): that record decides.
	others := 0
	for _, i := range ms {
		e := nodes[i].c.ev
		text := eventText(e)
		if r.holidayNotBirthday(text) {
			return false
		}
		c := celebrantOf(r.lex, text)
		if !target.matches(c, q.people) {
			if yearlyEntry(e) {
				others++
				continue
			}
			return false
		}
		// A capitalised word after the occasion names someone only where
		// the directory knows it ("🎂 Thanks everyone!").
		known = known || c.self || c.role != "" || c.owned || c.name != "" && knownName(q.people, c.name)
	}
	if others > 0 && !known {
		return false
	}
	if !known && len(target.names) == 1 && !r.birthdayNear(q, target.names[0], nodes, ms) {
		return false
	}
	if !known && target.self {
		// "Kept the three points at home today! 🎉" in May is no party
		// of mine where a profile puts my birthday in December
		if gap, ok := r.birthdayGap(q, "", nodes, ms); ok && gap >= birthdayWindow {
			return false
		}
	}
	if !target.friends || known {
		return true
	}
	if who, self, ok := r.nearestBirthday(q, nodes, ms); ok && (self || q.people != nil && q.people.Relation(who) != "" && q.people.Relation(who) != "friends") {
		// "Best birthday crew: Julia & Astrid" on my own birthday, or on
		// my sister's, is no friend's party: an occasion its records do
		// not assign is of whoever's birthday it falls nearest
		return false
	}
	for _, i := range ms {
		_, named := r.namedPeople(q, nodes[i].c.ev)
		if slices.ContainsFunc(named, func(p string) bool {
			rel := q.people.Relation(p)
			return rel == "" || rel == people.Colleague
		}) {
			return true // someone outside the family
		}
	}
	return false
}

// yearlyEntry reports whether an event is a yearly all-day entry of a
// calendar: the day someone was born, not anyone being together.
func yearlyEntry(e *ingest.Event) bool {
	v, ok := e.Get("recurring")
	return ok && v.Kind == ingest.KindBool && v.Bool && e.AllDay
}

// holidayNotBirthday reports whether a text celebrates a holiday and no
// birthday: "Thanks Karim, Julien and Elif for the best NYE 🎉" is New
// Year's Eve's party, not a birthday one, whoever's birthday is near.
func (r *Retriever) holidayNotBirthday(text string) bool {
	if _, ok := timex.Default().NamesHoliday(text); !ok {
		return false
	}
	for _, sc := range lexicon.Scores(r.lex.AppendFind(nil, lexicon.Tokens(text))) {
		if slices.Contains(occasionConcepts, sc.Concept.ID) && sc.Weight >= lexicon.Strong {
			return false
		}
	}
	return true
}

// birthdayWindow is how far from the day someone was born a celebration
// of their birthday may be: a party is often the weekend after.
const birthdayWindow = 10 * 24 * time.Hour

// birthdayNear reports whether a happening that does not say whose
// birthday it is can be the named person's: the birthday calendar's
// yearly entry for them ("🎂 Lucía") puts their birthday near it, or the
// library gives none. "Best birthday crew: Siobhan and Lucía 🥳" the day
// after Siobhan's birthday is not Lucía's in July; nor is "birthday
// dinner with Hannah, Matilde and Elif" on Hannah's birthday Matilde's,
// whose is five days later: of the people it names, one whose birthday
// is much nearer (by half) is whose it is ("Best birthday crew: Nikolai,
// Tomasz …" between their birthdays, days apart either way, stays either).
func (r *Retriever) birthdayNear(q *Query, name string, nodes []node, ms []int) bool {
	gap, known := r.birthdayGap(q, name, nodes, ms)
	if !known {
		return true
	}
	if gap >= birthdayWindow {
		return false
	}
	if q.people == nil {
		return true
	}
	for _, i := range ms {
		for _, t := range lexicon.Tokens(eventText(nodes[i].c.ev)) {
			if !fold.Capitalised(t.Raw) {
				continue
			}
			if o, ok := q.people.FirstName(t.Raw); ok && o != name {
				if g, ok := r.birthdayGap(q, o, nodes, ms); ok && g < gap/2 {
					return false
				}
			}
		}
	}
	return true
}

// birthdayGap returns how far the happening (nodes ms) is from the
// nearest birthday of the named person the birthday calendar gives (of
// the person themself, by a profile's birth date, for name ""), and
// whether it gives any.
func (r *Retriever) birthdayGap(q *Query, name string, nodes []node, ms []int) (time.Duration, bool) {
	if q.bdays == nil {
		q.bdays = map[string][]time.Time{}
	}
	days, ok := q.bdays[name]
	if !ok {
		first := ""
		if name != "" {
			first = strings.Fields(name)[0]
		}
		for _, b := range r.birthdays(q) {
			if name == "" && b.self || name != "" && !b.self && (strings.EqualFold(b.written, first) || b.who == name) {
				days = append(days, b.day)
			}
		}
		q.bdays[name] = days
	}
	if len(days) == 0 {
		return 0, false
	}
	gap := time.Duration(math.MaxInt64)
	for _, i := range ms {
		at := nodes[i].c.ev.Start
		for _, d := range days {
			for _, y := range []int{at.Year() - 1, at.Year(), at.Year() + 1} {
				b := time.Date(y, d.Month(), d.Day(), 0, 0, 0, 0, at.Location())
				gap = min(gap, max(at.Sub(b), b.Sub(at)))
			}
		}
	}
	return gap, true
}

// nearestBirthday returns whose birthday a happening (nodes ms) falls
// nearest, within birthdayWindow: the person's own (self), by the birth
// date a profile records, or someone's of the birthday calendar (who, as
// the directory names them). ok is false when no birthday is that near.
func (r *Retriever) nearestBirthday(q *Query, nodes []node, ms []int) (who string, self, ok bool) {
	best := birthdayWindow
	for _, b := range r.birthdays(q) {
		for _, i := range ms {
			at := nodes[i].c.ev.Start
			for _, y := range []int{at.Year() - 1, at.Year(), at.Year() + 1} {
				d := time.Date(y, b.day.Month(), b.day.Day(), 0, 0, 0, 0, at.Location())
				if g := max(at.Sub(d), d.Sub(at)); g < best {
					best, who, self, ok = g, b.who, b.self, true
				}
			}
		}
	}
	return who, self, ok
}

// birthday is a day of the year someone was born on: the person's own
// (self) or someone's the birthday calendar names (written as its entry
// writes them, who as the directory names them).
type birthday struct {
	who, written string
	self         bool
	day          time.Time
}

// birthdays returns the person's own birthday, where a profile records
// the birth date, and those of the birthday calendar's yearly entries,
// read once per query.
func (r *Retriever) birthdays(q *Query) []birthday {
	if q.allBdays != nil {
		return q.allBdays
	}
	out := []birthday{}
	for _, e := range r.lib.Events(ingest.Account) {
		if v, ok := e.Get("birth_date"); ok {
			if d, err := time.Parse(time.DateOnly, strings.TrimSpace(v.String())); err == nil {
				out = append(out, birthday{self: true, day: d})
			} else if v.Kind == ingest.KindTime {
				out = append(out, birthday{self: true, day: v.Time})
			}
		}
	}
	for _, e := range r.lib.Events(ingest.Calendar) {
		if v, ok := e.Get("recurring"); !ok || v.Kind != ingest.KindBool || !v.Bool || !e.AllDay {
			continue
		}
		c := celebrantOf(r.lex, e.Summary())
		n := c.name
		if n == "" {
			n = c.before
		}
		if n == "" {
			continue
		}
		b := birthday{who: n, written: n, day: e.Start}
		if q.people != nil {
			if full := q.people.Named(n); full != "" {
				b.who = full
			}
		}
		out = append(out, b)
	}
	q.allBdays = out
	return out
}

// namedPeople returns who a record names: the family relations its words
// say (a family word that begins a name, "Brother Hubbard", "Mother
// India's Café", says none), and the people the directory knows it
// names by first name.
func (r *Retriever) namedPeople(q *Query, e *ingest.Event) (rels []*lexicon.Concept, named []string) {
	toks := lexicon.Tokens(eventText(e))
	for _, h := range r.lex.Find(toks) {
		if h.Concept.Kind != "family" || h.Weight < lexicon.Strong {
			continue
		}
		if h.End < len(toks) && fold.Capitalised(toks[h.Start].Raw) && fold.Capitalised(toks[h.End].Raw) {
			continue
		}
		rels = append(rels, h.Concept)
	}
	if q.people == nil {
		return rels, nil
	}
	for _, t := range toks {
		if !fold.Capitalised(t.Raw) {
			continue
		}
		if p, ok := q.people.FirstName(t.Raw); ok {
			named = append(named, p)
		}
	}
	return rels, named
}

// Visiting someone is being at their home. "How many times did I visit my
// parents", "how often was I at my parents' place" ask for the happenings
// at their place: a record that says so ("Visit mum & dad", "Lunch at my
// parents'", "Sunday lunch at mum's", "mum & dad 🏡", "How about parents'
// home at 19:00?"), not a call with them, a dinner out with them or a mail
// to them.

// homeNouns are the nouns that, after a person's possessive, name their
// home ("Anna's place").
var homeNouns = []string{"place", "home", "house", "flat", "apartment", "pad"}

// ownHomeText matches a text placing its happening at one's own home:
// "at home", "at ours", "our place", "my flat". A home noun with "my" or
// "our" right before it is the writer's ("my parents' place" is not).
var ownHomeText = lazyre.New(`(?i)\b(?:my|our)\s+(?:` + strings.Join(homeNouns, "|") + `)\b|\bat\s+(?:ours|home)\b`)

// ownHomeLocation matches a location that is one's own home as people
// write it in their calendars: "home", "at home", "our place", "ours".
var ownHomeLocation = lazyre.New(`(?i)^\s*(?:(?:at\s+)?(?:my\s+|our\s+)?(?:` + strings.Join(homeNouns, "|") + `)|(?:at\s+)?ours)\s*$`)

// ownHome reports whether a record places its happening at the person's
// own home: family gathered there (a son's party at home with the
// grandparents) did not have the person at their place.
func ownHome(e *ingest.Event, text string) bool {
	for _, k := range places.LocationKeys {
		if v := e.Text(k); v != "" && ownHomeLocation().MatchString(v) {
			return true
		}
	}
	return ownHomeText().MatchString(text)
}

// visitIntent turns a query about visiting people, or being at their
// place, into one that requires the happening to be at their home: it
// adds the concept atHome and drops the home noun it read as a phrase.
func (q *Query) visitIntent(specific, generic []Concept) []Concept {
	// "visit" is of people only when nothing but people is named
	// ("restaurant visits with Francesca" visit a restaurant).
	visit := slices.ContainsFunc(generic, func(c Concept) bool { return c.lex != nil && c.lex.ID == "visit" }) &&
		!slices.ContainsFunc(specific, func(c Concept) bool { return c.lex != nil && c.lex.Kind != "family" })
	var whose []string
	kept := specific[:0:0]
	for _, c := range specific {
		switch {
		case c.lex == nil && slices.ContainsFunc(homeNouns, func(n string) bool { return n == c.phrase || lexicon.Key(n) == c.phrase }),
			c.lex != nil && c.lex.ID == "home":
			// "my parents' house" (the phrase's key is stemmed: "hous"),
			// "my parents' home" (the lexicon's home)
			visit = true
			continue
		case c.lex != nil && c.lex.Kind == "family":
			for _, t := range c.lex.Terms {
				if t.Weight >= lexicon.Strong && !t.Included {
					whose = append(whose, t.Text)
				}
			}
		case c.lex == nil:
			whose = append(whose, fold.TrimPossessive(c.Name))
		}
		kept = append(kept, c)
	}
	if !visit || len(whose) == 0 {
		return specific
	}
	c := Concept{Name: "at their home", Kind: "home", atHome: true, whose: whose}
	for _, id := range []string{"visit", "home"} {
		if lc, ok := q.lex.Concept(id); ok {
			for _, t := range lc.Terms {
				if t.Weight >= lexicon.Strong && !t.Included {
					c.Terms = append(c.Terms, t)
				}
			}
		}
	}
	return append(kept, c)
}

// verifyHome sets, for the concept of being at someone's home, whether
// each candidate is: its text says a visit ("Visit mum & dad", "came
// over"), a home (🏡, "at home") or the people's place ("at mum's",
// "parents' home", "Anna's place").
func (r *Retriever) verifyHome(q *Query, order []*cand) {
	ci := -1
	for i, c := range q.Concepts[:q.Required] {
		if c.atHome && i < maskedConcepts {
			ci = i
		}
	}
	if ci < 0 {
		return
	}
	c := q.Concepts[ci]
	// The people, as their records may write them.
	whose := slices.Clone(c.whose)
	if q.people != nil {
		for _, w := range c.whose {
			if p, ok := q.people.FirstName(w); ok {
				whose = append(whose, q.people.NameForms(p)...)
			}
		}
		for _, oc := range q.Concepts {
			if oc.lex != nil && oc.lex.Kind == "family" {
				for _, p := range q.people.WithRelation(q.relationsOf(oc.lex)...) {
					whose = append(whose, q.people.NameForms(p)...)
				}
			}
		}
	}
	quoted := make([]string, 0, len(whose))
	for _, w := range whose {
		quoted = append(quoted, regexp.QuoteMeta(w))
	}
	alt := strings.Join(quoted, "|")
	// "parents' home", "mum's place", "parents place"; and, with "at",
	// "to" or "from" before it, the possessive alone ("at mum's", "Lunch
	// at my parents'"): "mum's birthday" is no place.
	nouns := strings.Join(homeNouns, "|")
	place := regexp.MustCompile(`(?i)\b(?:` + alt + `)(?:'s|s'|’s|s’|')?\s+(?:` + nouns + `)\b|\b(?:at|to|from)\s+(?:my\s+|the\s+|our\s+)?(?:` + alt + `)(?:'s|s'|’s|s’|')(?:\s|$|[^\p{L}])`)
	visit, _ := r.lex.Concept("visit")
	home, _ := r.lex.Concept("home")
	family := maskedWhere(q.Concepts[:q.Required], func(c *Concept) bool { return c.lex != nil && c.lex.Kind == "family" })
	// Days a calendar entry with the family is on: a post of time with
	// them that day tells of that entry ("Yesterday with mum & dad …" of
	// the dinner at Bangkok Orchid), which says itself whether it was a
	// visit.
	// A call is no time spent together, so no post tells of one as such.
	entered := map[qa.Date]bool{}
	call, _ := r.lex.Concept("call")
	for _, cd := range order {
		if cd.ev.Source == ingest.Calendar && cd.matchedAny(family) &&
			(call == nil || scoreOf(lexicon.Scores(r.lex.Find(lexicon.Tokens(eventText(cd.ev)))), call) < lexicon.Strong) {
			entered[qa.DateOf(cd.ev.Start)] = true
		}
	}
	// Days the calendar holds a meal at a venue: a post of food with them
	// that day tells of that meal ("pizza night 🍕🔥 with the parents
	// tonight" of "Lunch @ Pizzeria da Nonna Rosa"), though its entry
	// names no one.
	var mealOut map[qa.Date]bool
	mealOutOn := func(d qa.Date) bool {
		if mealOut == nil {
			mealOut = r.mealOutDays()
		}
		return mealOut[d]
	}
	for _, cd := range order {
		if cd.weights == nil {
			continue
		}
		text := eventText(cd.ev)
		if !textSources[cd.ev.Source] {
			text = placeText(cd.ev, false)
		}
		w := 0.0
		scores := lexicon.Scores(r.lex.Find(lexicon.Tokens(text)))
		switch {
		case place.MatchString(text):
			w = lexicon.Strong
		case ownHome(cd.ev, text):
			// the people came to the person's home: no visit of theirs
		case visit != nil && scoreOf(scores, visit) >= lexicon.Strong, home != nil && scoreOf(scores, home) >= lexicon.Strong:
			w = lexicon.Strong
		case ingest.KindOf(cd.ev.Source) == ingest.SocialMedia && cd.matchedAny(family) && !venueNamed(r.lex, q.places, cd.ev) && !q.places.Names(text) &&
			!r.doneElsewhere(scores, home) && !r.onStay(q, cd.ev, text) && !entered[r.toldDate(cd.ev)] &&
			!(namesFood(scores) && mealOutOn(r.toldDate(cd.ev))):
			w = lexicon.Related
		}
		cd.weigh(ci, w)
	}
}

// mealOutDays are the days the calendar holds a meal at a venue: an
// entry whose words name a meal or eating out, located at a named place.
func (r *Retriever) mealOutDays() map[qa.Date]bool {
	out := map[qa.Date]bool{}
	for _, e := range r.lib.Events(ingest.Calendar) {
		if !e.AllDay && venueNamed(r.lex, nil, e) && r.namesMeal(lexicon.Scores(r.lex.Find(lexicon.Tokens(e.Text("summary"))))) {
			out[qa.DateOf(e.Start)] = true
		}
	}
	return out
}

// namesFood reports whether a text's words name food: a dish, a
// cuisine, food itself ("pizza night 🍕🔥").
func namesFood(scores []lexicon.Score) bool {
	return slices.ContainsFunc(scores, func(s lexicon.Score) bool {
		k := s.Concept.Kind
		return s.Weight >= lexicon.Strong && !s.Concept.Generic && (k == "food" || k == "dish" || k == "cuisine")
	})
}

// toldDate is the day a text tells of: the day it names ("yesterday"),
// else the day it was written.
func (r *Retriever) toldDate(e *ingest.Event) qa.Date {
	if rd := r.read(e); rd.dayOK {
		return rd.day.Date
	}
	return qa.DateOf(e.Start)
}

// onStay reports whether a text was written during a stay somewhere
// whose town it names ("… #innsbruck" on the trip there).
func (r *Retriever) onStay(q *Query, e *ingest.Event, text string) bool {
	return slices.ContainsFunc(r.townStays(q), func(s townStay) bool { return s.holds(e.Start, text) })
}

// doneElsewhere reports whether a text's words tell of something done
// away from a home: a sport, an outing, a trip, a celebration, work, an
// errand, eating out. Time with family that a post places nowhere else
// ("Perfect night with mum and dad ❤️", "yesterday with the parents was
// exactly what I needed") was at theirs: family live in homes of their
// own, and a visit is what the post tells of.
func (r *Retriever) doneElsewhere(scores []lexicon.Score, home *lexicon.Concept) bool {
	out := r.lex.EatingOut()
	for _, s := range scores {
		c := s.Concept
		if s.Weight < lexicon.Related || c.Generic || c == home {
			continue
		}
		switch c.Kind {
		case "sport", "travel", "events", "celebration", "work", "meeting", "health", "shopping", "care", "place", "social":
			return true
		}
		if c == out && s.Weight >= lexicon.Strong {
			return true
		}
	}
	return false
}

// needsDirectories reports whether a query names people or food, or
// asks of appointments (whose they are), whose reading needs the
// library's people and venues: a query of cues alone ("songs I listened
// to") does not.
func (q *Query) needsDirectories() bool {
	for _, c := range q.Concepts {
		if c.lex == nil || c.atHome {
			return true // a name, or someone's home
		}
		switch c.lex.Kind {
		case "family", "work", "cuisine", "dish", "sport", "celebration", "meal", "food", "place", "health":
			return true // "health": whose appointment (verifyPatients)
		}
		if c.lex.Generic {
			return true // meeting, visiting people
		}
	}
	return false
}

// verifyNames takes back a person's name from the candidates that say only
// another word of its stem: "Luna Maris – Bridge" is no Marie, though both
// are "mari" to the stemmer the index searches with. A candidate that says
// the name as written (or its possessive), or another term of the concept
// (the relation's words), keeps it.
func (r *Retriever) verifyNames(q *Query, order []*cand) {
	for ci := range q.Concepts[:min(q.Required, maskedConcepts)] {
		c := &q.Concepts[ci]
		if c.lex != nil || c.members != nil || q.people == nil {
			continue
		}
		person, ok := q.people.Lookup(c.Name)
		if !ok {
			continue
		}
		stems, words := map[string]bool{}, map[string]bool{}
		for _, n := range q.people.NameForms(person) {
			for _, t := range lexicon.Tokens(n) {
				stems[t.Key] = true
				words[fold.String(fold.TrimPossessive(t.Raw))] = true
			}
		}
		others := map[string]bool{}
		for _, t := range c.Terms {
			if k := lexicon.Key(t.Text); k != "" && !stems[k] {
				others[k] = true
			}
		}
		var toks []lexicon.Token
		for _, cd := range order {
			if cd.weights == nil || cd.weights[ci] < lexicon.Threshold {
				continue
			}
			toks = lexicon.AppendTokens(toks[:0], placeText(cd.ev, false))
			collided, said := false, false
			for _, t := range toks {
				switch {
				case others[t.Key]:
					said = true
				case stems[t.Key] && words[fold.String(fold.TrimPossessive(t.Raw))]:
					said = true
				case stems[t.Key]:
					collided = true
				}
			}
			if collided && !said {
				cd.weigh(ci, 0)
			}
		}
	}
}
