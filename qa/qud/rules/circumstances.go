package rules

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/numword"
	"reqap/lang/plural"
	"reqap/lang/spell"
	"reqap/lang/thesaurus"
	"reqap/qa"
	"reqap/qa/places"
	"reqap/qa/qud/link"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// A circumstance is a phrase of a preposition that says in what company,
// for whom, where or on what something was done ("with my girlfriend",
// "for my mother", "in the car", "at home", "on my phone"), and what of
// a record would have to say it.
type circumstance struct {
	what string // what a record would say: "who you were with"
	// fields says whether a source's field records it
	fields func(p *parser, key string) bool
}

var (
	companyOf = circumstance{what: "who you were with", fields: (*parser).peopleField}
	forWhom   = circumstance{what: "whom it was for", fields: (*parser).peopleField}
	placeOf   = circumstance{what: "where you were", fields: (*parser).placeField}
	deviceOf  = circumstance{what: "what it was done on", fields: func(_ *parser, key string) bool { return link.DeviceField(key) }}
)

// circumstanceRE: a preposition (group 1), an optional determiner (group
// 2), and up to three words after them (group 3), where a circumstance's
// noun is looked for.
var (
	circumstanceRE = lazyre.New(`^(with|for|at|in|on|into|inside|to|from|using|via)\s+((?:my|our|the|a|an|some|his|her|their|your)\s+)?(\p{L}+(?:[ '-]+\p{L}+){0,2})`)
	onTheWayRE     = lazyre.New(`\b(?:on|along)\s+(?:the|my|our)\s+way\s+$`)
	circumPrepRE   = lazyre.New(`\b(?:with|for|at|in|on|into|inside|to|from|using|via)\s`)
)

// placeHeads are the kinds of thing a thesaurus says a place one is in
// or on is, beyond the lexicons' places: a vehicle ("on the train", "on
// the bus"), a room ("in the kitchen").
var placeHeads = append(slices.Clone(rlex.ConveyanceHeads), "room")

// unrecordedCircumstances reads a circumstance of what the question asks
// about that no source of its activity records — the company of music
// played, where a show was watched, whom a purchase was for — and says so
// in the notes, leaving its words out of the search. Searched for, they
// were found in what things are called ("Home Sweet Home" for "at home",
// "Call Me Maybe" for "on my phone", "Partner - Edit" for "with my
// girlfriend"), or dropped unsaid, and the answer passed for one about
// the circumstance.
func (p *parser) unrecordedCircumstances() {
	act := p.f.act
	if act == nil || !act.Structured || p.env.Catalog() == nil || p.env.Lexicon == nil {
		return
	}
	srcs := p.heldSources(act)
	if len(srcs) == 0 {
		return // no such source held: said elsewhere
	}
	orig := newText(p.t.orig)
	for _, at := range circumPrepRE().FindAllIndex(orig.low, -1) {
		m := circumstanceRE().FindSubmatchIndex(orig.low[at[0]:])
		if m == nil || circumPrepRE().MatchString(nextWord(string(orig.low[at[0]+m[6]:]))+" ") {
			continue // "to at home": the phrase is the next preposition's
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += at[0]
			}
		}
		prep, det := orig.group(m, 1), strings.TrimSpace(orig.group(m, 2))
		c, end := p.circumstanceOf(act, orig, m, prep, det)
		named := false
		if c == nil && det == "" {
			c, end = p.partNameCircumstance(orig, m, prep, srcs)
			named = c != nil
		}
		if c == nil {
			continue
		}
		a, b := m[0], end
		if w := onTheWayRE().FindIndex(orig.low[:a]); w != nil {
			a = w[0] // "on the way to work" is all one circumstance
		}
		for i := m[6] + len(nextWord(string(orig.low[m[6]:]))); i < b; i++ {
			if p.t.low[i] == used && p.t.low[i-1] == ' ' {
				b = i - 1 // "on the train in 2023": the time is read
				break
			}
		}
		if b <= m[6] || !named && slices.ContainsFunc(strings.Fields(orig.original(m[6], b)), fold.Capitalised) {
			continue // a name ("at Home Depot", "in The Car Park")
		}
		if anyField(srcs, func(key string) bool { return c.fields(p, key) }) {
			continue // recorded: read by the recognisers of fields and values
		}
		if !p.freeOrLinkedWithin(a, b) {
			continue // read as something else
		}
		if c == &forWhom {
			// "for my kids": what things are called often says whom they
			// are for ("… for Kids"), which is searched for, and said so
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded (your %s records do not say %s): it was only searched for in what they are called", orig.original(a, b), sourceLabels(srcs), c.what))
			continue
		}
		p.t.consume(a, b)
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded (your %s records do not say %s): this answers the question without it", orig.original(a, b), sourceLabels(srcs), c.what))
	}
	if m := giftRE().FindIndex(orig.low); m != nil && !anyField(srcs, func(key string) bool { return forWhom.fields(p, key) }) {
		// "which purchases were gifts", "what did I buy as a present":
		// whom it was for, said as what it was
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded (your %s records do not say %s): it was only searched for in what they are called", orig.original(m[0], m[1]), sourceLabels(srcs), forWhom.what))
	}
}

// giftRE: a thing said to be a gift, or had as one ("were gifts", "as a
// present"): whom it was for.
var giftRE = lazyre.New(`\b(?:(?:was|were|is|are|as|for)\s+(?:an?\s+)?(?:gifts?|presents?)|gifted)\b`)

// unrecordedManner says of an adverb of manner ("loudly", "happily",
// "angrily": a dictionary's word in -ly that names no thing, and that
// nothing else read) that no record of the question's structured sources
// keeps how a thing was done, leaving it out of the search: searched for,
// its stem is found in what things are called ("Loud" for "loudly"), and
// the answer passed for one about the manner.
func (p *parser) unrecordedManner() {
	act := p.f.act
	if act == nil || !act.Structured || p.env.Catalog() == nil {
		return
	}
	srcs := p.heldSources(act)
	if len(srcs) == 0 || anyField(srcs, func(key string) bool { return slices.Contains(textFields, key) }) {
		return // none held, or what was written may tell how
	}
	for _, tok := range rlex.Tokens(string(p.t.low)) {
		w := tok.Raw
		if strings.ContainsRune(w, used) || !adverb(w) || p.lx.knows(w) || fillerRE().MatchString(w) || notMannerRE().MatchString(w) {
			continue
		}
		if fold.Capitalised(p.t.original(tok.Pos, tok.Pos+len(w))) {
			continue // a title's word ("Carry Slowly")
		}
		p.t.consume(tok.Pos, tok.Pos+len(w))
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded (your %s records do not say how it was done): this answers the question without it", p.t.original(tok.Pos, tok.Pos+len(w)), sourceLabels(srcs)))
	}
}

// transportWritten says, where the means of travel is asked ("how did I
// get to Prague") and no source records one (a journal's days: no
// location history's modes), that it is read from what was written
// ("Train to Prague", "flew to Lisbon"), which may leave a journey out.
//
// So is a trip said to be made by a means of travel ("was it by train
// that I went to London", "how many trips did I take by car"): the means
// is searched for in what was written, and a trip no text says it of was
// answered "no" or left out of a count as though made some other way.
func (p *parser) transportWritten() {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return
	}
	attr := ""
	switch v := p.f.Val; {
	case p.f.act != nil && p.f.act.ID == "trip" && meansOfTransport(strings.ToLower(p.f.Question)):
		// "which trips did I take by train": the means is read, whatever
		// of the trips is asked
		attr = transportAttr
	case v != nil:
		attr = v.Attr
	default:
		return
	}
	rule, ok := p.env.Lexicon.Attr(strings.ReplaceAll(attr, "_", " "))
	if !ok || !slices.Contains(rule.Sources, "@transport") {
		return
	}
	srcs := make([]*catalog.Source, len(p.env.Catalog().Sources))
	for i := range p.env.Catalog().Sources {
		srcs[i] = &p.env.Catalog().Sources[i]
	}
	if anyField(srcs, func(key string) bool { return key == attr || slices.Contains(rule.Sources, key) }) {
		return
	}
	p.f.Notes = append(p.f.Notes, `no record holds how you travelled: it is read from what was written ("train to …", "flew to …"), and a journey written of otherwise is left out`)
}

// transportAttr is the attribute the means of travel is asked as ("how
// did I get to Prague": attributes.tsv's mode of transport).
const transportAttr = "mode_of_transport"

// writtenManner reads an adverb of manner ("sleep well", "slept badly")
// said of a doing whose records keep what was written (a journal's) as
// words the text must say: the manner is there, if anywhere, and left out
// of the search the answer counted every night however it went ("how
// many nights did I sleep well" counted those slept badly).
func (p *parser) writtenManner() {
	act := p.f.act
	if act == nil || p.env.Catalog() == nil {
		return
	}
	srcs := p.heldSources(act)
	if len(srcs) == 0 {
		// a doing told only in what was written (a journal's sleep)
		for i := range p.env.Catalog().Sources {
			srcs = append(srcs, &p.env.Catalog().Sources[i])
		}
	}
	if !anyField(srcs, func(key string) bool { return key == "text" }) {
		return
	}
	for _, tok := range rlex.Tokens(string(p.t.low)) {
		w := tok.Raw
		if strings.ContainsRune(w, used) || !(adverb(w) || w == "well") || p.lx.knows(w) || fillerRE().MatchString(w) || notMannerRE().MatchString(w) {
			continue
		}
		if howBeforeRE().Match(p.t.low[:tok.Pos]) {
			continue // "how well did I sleep": how it went is asked
		}
		if fold.Capitalised(p.t.original(tok.Pos, tok.Pos+len(w))) {
			continue
		}
		words := p.t.original(tok.Pos, tok.Pos+len(w))
		p.t.consume(tok.Pos, tok.Pos+len(w))
		// "slept poorly": what was written may say it with a synonym
		// ("Slept badly"), which the search of the one word missed
		alts := p.lx.manners[w]
		if len(alts) == 0 {
			alts = []string{w}
		}
		says := make([]string, len(alts))
		for i, a := range alts {
			says[i] = fmt.Sprintf("says(text ?? \"\", %s)", quote(a))
		}
		expr := strings.Join(says, " || ")
		if len(says) > 1 {
			expr = "(" + expr + ")"
		}
		p.f.Content = append(p.f.Content, Cond{Expr: expr, Words: words, Needs: []attrSpec{{Name: "text", Type: qa.TypeText}}})
		note := fmt.Sprintf("%q: how it went, searched for in what was written", words)
		if len(alts) > 1 {
			note = fmt.Sprintf("%q: how it went, searched for in what was written (as %s)", words, strings.Join(alts, ", "))
		}
		p.f.Notes = append(p.f.Notes, note)
	}
}

// howBeforeRE: "how" right before a word ("how well").
var howBeforeRE = lazyre.New(`\bhow\s+$`)

// notMannerRE are the adverbs in -ly that say no manner of doing: of
// focus, degree, frequency, time and the speaker's stance ("actually",
// "mostly", "usually", "recently", "probably"), which the forms and the
// time read or which change nothing asked.
var notMannerRE = lazyre.New(`^(?:actually|really|truly|usually|normally|typically|generally|regularly|frequently|occasionally|rarely|seldom|hardly|barely|scarcely|only|merely|simply|just|exactly|precisely|approximately|roughly|nearly|mostly|mainly|largely|partly|fully|totally|completely|entirely|wholly|especially|particularly|specifically|primarily|early|lately|recently|newly|currently|previously|formerly|initially|originally|finally|eventually|ultimately|subsequently|immediately|directly|consecutively|daily|nightly|hourly|weekly|fortnightly|monthly|quarterly|yearly|annually|probably|possibly|certainly|definitely|surely|likely|apparently|obviously|clearly|basically|essentially|literally|personally|honestly|seriously|respectively|individually|separately|jointly|collectively|overall|altogether|additionally|only|solely|exclusively|officially|publicly|privately|manually|automatically|successfully|physically|digitally|locally|internationally|abroad)$`)

// partNameCircumstance reads a name after "with" or "in" that the
// library holds only as the start of a longer name ("with Tom": Tom Petty,
// Tom Waits; "in London": the London Symphony Orchestra) as the person
// or the place it says, where the question's sources record neither:
// a name said in part is what English puts after the preposition, not a
// title's start. The condition on the longer names is dropped.
func (p *parser) partNameCircumstance(orig *text, m []int, prep string, srcs []*catalog.Source) (*circumstance, int) {
	var c *circumstance
	switch prep {
	case "with":
		c = &companyOf
	case "in":
		c = &placeOf // not "at": one buys at a shop the records name ("at Amazon": Amazon.com)
	default:
		return nil, 0
	}
	name := orig.original(m[6], m[6]+len(nextWord(string(orig.low[m[6]:]))))
	if !fold.Capitalised(name) || anyField(srcs, func(key string) bool { return c.fields(p, key) }) {
		return nil, 0
	}
	for k, cd := range p.f.Content {
		if cd.Words != name {
			continue
		}
		vs := quotedValueRE().FindAllStringSubmatch(cd.Expr, -1)
		if len(vs) == 0 || slices.ContainsFunc(vs, func(v []string) bool { return strings.EqualFold(v[1], name) }) {
			return nil, 0 // the whole name
		}
		p.f.Content = slices.Delete(p.f.Content, k, k+1)
		p.unlink(func(words string) bool { return words == strings.ToLower(name) })
		b := m[6] + len(name)
		copy(p.t.low[m[0]:b], orig.low[m[0]:b]) // unread, to be read as the circumstance
		return c, b
	}
	return nil, 0
}

// circumstanceOf classifies the words after a preposition: the kind of
// circumstance they say, and where in orig its phrase ends; nil where they
// say none, or the activity itself ("songs I played at the gym" is said by
// droppedWords; "my runs in the park": the park is no activity's).
func (p *parser) circumstanceOf(act *activity, orig *text, m []int, prep, det string) (*circumstance, int) {
	from := m[2]
	toks := rlex.Tokens(string(orig.low[from:m[1]]))
	if len(toks) < 2 {
		return nil, 0
	}
	endOf := func(tok int) int { return from + toks[tok].Pos + len(toks[tok].Raw) }
	first := 1 // the noun's first token
	if det != "" {
		first = 2
	}
	if first >= len(toks) {
		return nil, 0
	}
	for _, h := range p.env.Lexicon.Find(toks) {
		if h.Weight < rlex.Strong || h.Start > first || h.End <= first && h.Start != 0 || h.Concept.ID == act.ID {
			continue
		}
		if _, ok := p.lx.act.phrases.lookup(strings.ToLower(string(orig.low[from+toks[h.Start].Pos : endOf(h.End-1)]))); ok && !peopleConcept(h.Concept) {
			continue // names an activity, read as one
		}
		last := h.End - 1
		for last > first && circumPrepRE().MatchString(strings.ToLower(toks[last].Raw)+" ") {
			last-- // "train in" of "on the train in London": the noun ends the phrase
		}
		h.End = last + 1
		k := h.Concept
		switch {
		case prep == "with" && peopleConcept(k):
			return &companyOf, endOf(h.End - 1)
		case prep == "for" && (det == "my" || det == "our") && peopleConcept(k):
			return &forWhom, endOf(h.End - 1)
		case placePrep(prep) && (k.Kind == "place" && k.ID != "restaurant" || k.Kind == "travel" && slices.Contains([]string{"driving", "flight", "train_travel"}, k.ID) || k.ID == "work" && prep == "at"):
			return &placeOf, endOf(h.End - 1)
		}
	}
	noun := strings.ToLower(toks[first].Raw)
	switch {
	case (prep == "on" || prep == "from" || prep == "using" || prep == "via") && slices.Contains(link.DeviceKinds(), noun):
		return &deviceOf, endOf(first)
	case placePrep(prep) && det != "" && det != "a" && det != "an" && placeNoun(noun):
		return &placeOf, endOf(first)
	}
	return nil, 0
}

// peopleConcept reports whether a concept of the lexicons names those
// one is with or does something for: family, friends, colleagues, pets.
func peopleConcept(c *rlex.Concept) bool {
	return c.Kind == "family" || c.Kind == "pets" || c.ID == "friends" || c.ID == "colleagues"
}

func placePrep(prep string) bool {
	return prep == "at" || prep == "in" || prep == "on" || prep == "inside" || prep == "to" || prep == "into"
}

// placeNoun reports whether the thesaurus says a noun is a kind of
// vehicle or room (placeHeads), within a few steps up.
func placeNoun(noun string) bool {
	th, err := thesaurus.Default()
	if err != nil || !th.IsNoun(noun) {
		return false
	}
	return th.Under(noun, func(h string) bool { return slices.Contains(placeHeads, h) }, 5)
}

// errandHeads are the people a trip is a visit to, as "a trip to the
// dentist" is one visit there, not travel: those one sees for a service.
// The buildings and businesses one goes into are the lexicon's kinds of
// place (rlex.PlaceKindHead).
var errandHeads = []string{"professional", "professional person", "skilled worker", "health professional", "medical practitioner"}

// serviceNoun reports whether the thesaurus files a noun under the people
// of errandHeads: those one goes to for a service, whose practice or shop
// is named after them ("the dentist", "the hairdresser").
func serviceNoun(noun string) bool {
	th, err := thesaurus.Default()
	return err == nil && th.IsNoun(noun) && th.Under(noun, func(h string) bool { return slices.Contains(errandHeads, h) }, 6)
}

// goneToRE: the question's own verb, after the noun asked, is going to,
// visiting or seeing it ("which hairdresser do I go to", "which dentist
// did you visit", "which doctor have I seen most"): of a person one goes
// to for a service, the place is asked, as English says "go to the
// dentist" of the dentist's practice.
var goneToRE = lazyre.New(`(?i)^[\s|]*(?:do|did|does|have|has|had|am|was)[\s|]+(?:i|we|you)[\s|]+(?:\p{L}+ly[\s|]+)?(?:go|went|gone|been|visit|visited|see|saw|seen|use|used)\b`)

// serviceGoneTo reports whether noun, asked ("which hairdresser"), is a
// person one goes to for a service and rest, the words after it, go to
// or visit them: the place is asked.
func serviceGoneTo(noun string, rest []byte) bool {
	return goneToRE().Match(rest) && serviceNoun(fold.String(noun))
}

// errandTripRE: a trip or trips to a thing with its determiner ("trips to
// the dentist"); groups: the trip word (1), the determiner (2), the noun
// (3).
var errandTripRE = lazyre.New(`(?i)\b(trips?)\s+to\s+(the|my|a|an|our)\s+(\p{L}+)\b`)

// errandTrips reads a trip to a person one sees for a service or to a
// building one goes into as a visit there ("how many trips to the
// dentist": the visits, not the journeys away from home); a trip to a
// place of nature ("the beach", "the mountains") or a named town stays a
// trip. The thesaurus says which nouns are such.
func errandTrips(s string) string {
	if strings.Contains(strings.ToLower(s), "run") {
		// "the cheapest grocery run", "a supermarket run": a run to a
		// shop is a trip there to get things, no running
		s = shopRunRE().ReplaceAllStringFunc(s, func(m string) string {
			g := shopRunRE().FindStringSubmatch(m)
			if !shopNoun(strings.ToLower(g[1])) {
				return m
			}
			return g[1] + " " + visitsOf(strings.Replace(strings.ToLower(g[2]), "run", "trip", 1))
		})
	}
	if strings.Contains(strings.ToLower(s), "appointment") {
		// "my last appointment with the dentist": a dentist
		// appointment, the visit a journal tells ("Dentist ~8:30"),
		// not the word "appointment" searched for with the dentist
		s = appointmentWithRE().ReplaceAllStringFunc(s, func(m string) string {
			g := appointmentWithRE().FindStringSubmatch(m)
			if !errandNoun(strings.ToLower(g[2])) && !healthWord(g[2]) {
				return m
			}
			return g[2] + " " + g[1]
		})
	}
	if !strings.Contains(strings.ToLower(s), "trip") {
		return s
	}
	s = errandTripRE().ReplaceAllStringFunc(s, func(m string) string {
		g := errandTripRE().FindStringSubmatch(m)
		if !errandNoun(strings.ToLower(g[3])) {
			return m
		}
		return visitsOf(g[1]) + " to " + g[2] + " " + g[3]
	})
	// "my most expensive grocery trip", "per dentist trip": the noun
	// before the trip says where it went, as "a trip to the grocery"
	// does
	return errandNounTripRE().ReplaceAllStringFunc(s, func(m string) string {
		g := errandNounTripRE().FindStringSubmatch(m)
		if !errandNoun(strings.ToLower(g[1])) {
			return m
		}
		return g[1] + " " + visitsOf(g[2])
	})
}

// visitsOf is the visit said for a trip word, in its number.
func visitsOf(trip string) string {
	if strings.EqualFold(trip, "trips") {
		return "visits"
	}
	return "visit"
}

// errandNounTripRE: a noun before trip or trips ("grocery trip"); groups:
// the noun (1), the trip word (2).
var errandNounTripRE = lazyre.New(`(?i)\b(\p{L}+)\s+(trips?)\b`)

// appointmentWithRE: an appointment with a person seen for a service;
// groups: the appointment word (1), the noun (2).
var appointmentWithRE = lazyre.New(`(?i)\b(appointments?)\s+with\s+(?:the|my|a|an|our)\s+(\p{L}+)\b`)

// healthWord reports whether the lexicons read a word as a strong term
// of a concept of health care ("GP", "physio"), whom appointments are
// with.
func healthWord(w string) bool {
	lx, err := rlex.Default()
	if err != nil {
		return false
	}
	for _, h := range lx.Find(rlex.Tokens(w)) {
		if h.Concept.Kind == "health" && h.Weight >= rlex.Related && h.End-h.Start == 1 {
			return true
		}
	}
	return false
}

// shopRunRE: a noun before run or runs ("grocery run"); groups: the noun
// (1), the run word (2).
var shopRunRE = lazyre.New(`(?i)\b(\p{L}+)\s+(runs?)\b`)

// shopNoun reports whether the thesaurus files a noun under the shops
// (a mercantile establishment: a grocery, a supermarket, a bakery).
func shopNoun(noun string) bool {
	th, err := thesaurus.Default()
	return err == nil && th.IsNoun(noun) && th.Under(noun, func(h string) bool { return h == "mercantile establishment" }, 6)
}

// errandNoun reports whether the thesaurus files a noun under the people
// of errandHeads or the lexicon's kinds of place, and not under a place
// of nature (the beach, a lake, a region).
func errandNoun(noun string) bool {
	th, err := thesaurus.Default()
	if err != nil || !th.IsNoun(noun) {
		return false
	}
	return th.Under(noun, func(h string) bool { return slices.Contains(errandHeads, h) || rlex.PlaceKindHead(h) }, 6) &&
		!th.Under(noun, func(h string) bool {
			return h == "geological formation" || h == "body of water" || h == "geographic area"
		}, 6)
}

// peopleField reports whether a field names the people of an event
// (attributes.tsv: participants) or holds what was written, which may.
func (p *parser) peopleField(key string) bool {
	rule, ok := p.env.Lexicon.Attr("participants")
	return ok && slices.Contains(rule.Sources, key) || slices.Contains(textFields, key)
}

// placeField reports whether a field says where an event was, closer
// than its country or town (attributes.tsv: location), a yes-or-no of
// being at home or on the way to work, or holds what was written.
func (p *parser) placeField(key string) bool {
	if key == "at_home" || key == "commute" || slices.Contains(textFields, key) {
		return true
	}
	rule, ok := p.env.Lexicon.Attr("location")
	return ok && key != "city" && key != "country" && slices.Contains(rule.Sources, key)
}

// freeOrLinkedWithin reports whether the question's bytes [a, b) were
// read by no recogniser, or only as a value linked from words in lower
// case ("the car": the band The Cars), which it then unreads.
func (p *parser) freeOrLinkedWithin(a, b int) bool {
	if !strings.ContainsRune(string(p.t.low[a:b]), used) {
		return true
	}
	phrase := strings.ToLower(p.t.original(a, b))
	var kept []Cond
	dropped := false
	for _, c := range p.f.Content {
		if c.Words != "" && !slices.ContainsFunc(strings.Fields(c.Words), fold.Capitalised) && strings.Contains(phrase, strings.ToLower(c.Words)) {
			dropped = true
			continue
		}
		kept = append(kept, c)
	}
	if !dropped {
		return false
	}
	p.f.Content = kept
	p.unlink(func(words string) bool { return strings.Contains(phrase, words) })
	return true
}

// heldSources are the sources of act the library holds, in act's order.
func (p *parser) heldSources(act *activity) []*catalog.Source {
	var srcs []*catalog.Source
	for _, name := range act.Sources {
		if src := p.env.Catalog().Source(name); src != nil {
			srcs = append(srcs, src)
		}
	}
	return srcs
}

// anyField reports whether a source of srcs keeps a field whose key is
// one field says.
func anyField(srcs []*catalog.Source, field func(key string) bool) bool {
	return slices.ContainsFunc(srcs, func(src *catalog.Source) bool {
		return slices.ContainsFunc(src.Fields, func(fl catalog.Field) bool { return field(fl.Key) })
	})
}

// sourceLabels names sources as people call them ("Music", "Purchases").
func sourceLabels(srcs []*catalog.Source) string {
	names := make([]string, len(srcs))
	for i, s := range srcs {
		names[i] = s.Name
	}
	return strings.Join(ingest.Labels(names), " or ")
}

// anchorsElsewhere keeps the happening a join's clause names in words
// ("while on vacation", "during my trip") out of the records of what the
// question asks about, when those are things of a structured source:
// a purchase of a "Pacifier Case for Travel" or a song called "Holiday"
// says nothing of when I was away. The clause is searched in every other
// kind of record; where the library holds none, nothing is found and the
// answer says so, rather than joining the purchases with themselves.
func (p *parser) anchorsElsewhere() {
	act := p.f.act
	if act == nil || !act.Structured || len(act.Sources) == 0 || p.env.Catalog() == nil {
		return
	}
	if !slices.ContainsFunc(act.Sources, func(s string) bool { return p.env.Catalog().Source(s) != nil }) {
		return
	}
	var others []string
	for _, k := range ingest.SourceKinds {
		// nor a stream or a shop's: what was played or bought says
		// nothing of where I was ("Trek Travel Fins", "running shoes")
		if k.Name != ingest.Account && !streamed(k.Name) && !strings.HasPrefix(k.Name, ingest.OnlinePurchase) && !slices.Contains(act.Sources, k.Name) {
			others = append(others, k.Name)
		}
	}
	for _, j := range p.f.Joins {
		if slices.ContainsFunc(strings.Fields(j.Words), func(w string) bool { return w != "I" && fold.Capitalised(w) }) {
			continue // a name, which may be one of the question's own records
		}
		if a := p.activityOf(strings.ToLower(j.Words)); a != nil && a.Structured {
			continue // "while running": the activity's own records, by its lexicon
		}
		tree.Walk(j.Right, func(n *tree.Node, _ string) bool {
			if n.Op == tree.RETRIEVE && len(n.Args.Sources) == 0 {
				n.Args.Sources = slices.Clone(others)
			}
			return true
		})
	}
}

// gradableRE are the adjectives of a measure that say more or less of it
// with no bound ("long meetings", "cheap books"), whose comparatives and
// superlatives the forms read ("longer than an hour", "the longest").
var gradableRE = lazyre.New(`^(?:long|short|lengthy|brief|quick|fast|slow|far|near|expensive|pricey|costly|cheap|inexpensive|big|large|small|heavy|light|high|low)$`)

// degreeWordRE are the words that make a comparative or a superlative of
// a gradable adjective after them ("most expensive", "less long").
var degreeWordRE = lazyre.New(`^(?:most|least|more|less)$`)

// purposeRE: what things were for, said after their noun ("meetings for
// work", "calls for my job"): group 1 the word of the purpose.
var purposeRE = lazyre.New(`^\s+for\s+(?:my\s+|the\s+|our\s+)?(\pL+)\b`)

// adjectiveParticleRE are the words a verb takes as a particle ("met
// online") that are adjectives between a determiner and a noun ("my
// online meetings").
var adjectiveParticleRE = lazyre.New(`^(?:online|offline)$`)

// kindWordStopRE are the words that go before a noun without saying what
// kind of thing it is: determiners, quantifiers, ordinals and words of
// ranking, which the forms read. A superlative's stem has three letters
// at least ("newest", "fewest"): "vest", "chest", "guest" are nouns.
var kindWordStopRE = lazyre.New(`^(?:[a-z]{3,}est|many|much|more|most|less|least|few|fewer|all|any|some|every|each|other|others|another|same|different|distinct|unique|individual|separate|single|whole|entire|total|full|new|old|first|last|latest|recent|previous|next|top|favourite|favorite|fave|best|worst|own|such|several|both|various|which|what|whose|those|these|this|that|their|its|no|only|just|certain|particular|specific|given|overall|repeated|number|amount|without|within|about|between|during|before|after|while|with|from|into|for|near|amid|amidst|against|among|like|per|via|than|versus|across|around|behind|beyond|despite|except|inside|outside|over|under|until|upon|toward|towards|through|throughout|beside|besides|below|above|along|onto|past|since|unlike|not|none|zero|never|and|or|nor|but|plus|times)$`)

// unrecordedKinds says so where a word before the noun of what is asked
// about says a kind of it that nothing records ("French songs", "happy
// songs", "online meetings"): no field holds such a kind, and the word is
// at most searched for in what the things are called ("Summertime
// Sadness" for "sad songs"), which must not pass for the kind asked.
func (p *parser) unrecordedKinds() {
	act := p.f.act
	if act == nil || p.env.Catalog() == nil {
		return
	}
	srcs := p.heldSources(act)
	if act.Structured && len(srcs) == 0 {
		return // not held: said elsewhere
	}
	labels := ""
	if act.Structured {
		labels = sourceLabels(srcs)
	}
	orig := newText(p.t.orig)
	p.compoundKinds(orig)
	var nouns [][]int
	for _, m := range p.lx.act.phrases.re.FindAllStringIndex(string(orig.low), -1) {
		// the activity's phrase, or a phrase of one whose things have
		// the same noun ("mails" is a phrase of the mail sent, and the
		// mail received are emails too: "how many work mails did I get")
		if a, ok := p.lx.act.phrases.lookup(string(orig.low[m[0]:m[1]])); !ok || a.ID != act.ID && a.Noun != act.Noun || m[0] < 2 {
			continue
		}
		if noun := string(orig.low[m[0]:m[1]]); !strings.HasSuffix(noun, "s") && act.Noun != noun && p.absorbedKind(lastWord(strings.TrimRight(string(orig.low[:m[0]]), " ")), noun) == "" {
			continue // a verb ("listened"), not the noun of the things; a term's ("my last team meeting") is one
		}
		nouns = append(nouns, m)
	}
	for _, c := range p.f.Content {
		// a category of the things named by its noun ("books": category
		// book) is their noun as well: "kindle books" says a kind of
		// the books, which the category does not
		w := strings.ToLower(c.Words)
		if w == "" || !isLetters(w) || len(quotedValueRE().FindAllStringSubmatch(c.Expr, -1)) != 1 {
			continue
		}
		if i := wordIndex(string(orig.low), w); i >= 2 {
			nouns = append(nouns, []int{i, i + len(w)})
		}
	}
	for _, m := range nouns {
		noun := string(orig.low[m[0]:m[1]])
		before := strings.TrimRight(string(orig.low[:m[0]]), " ")
		i := strings.LastIndexAny(before, " ") + 1
		w := before[i:]
		if len(w) >= 3 && isLetters(w) && !kindWordStopRE().MatchString(w) && strings.ContainsRune(string(p.t.low[i:i+len(w)]), used) && p.partOfValueOnly(w, noun) {
			// "French songs", "happy songs": not the artist French Police
			// nor the track "Life's A Happy Song", whose name the word
			// only begins or is part of
			copy(p.t.low[i:i+len(w)], orig.low[i:i+len(w)])
		}
		if c := p.absorbedKind(w, noun); c != "" && !act.Structured && !kindWordStopRE().MatchString(w) {
			// "client meetings", a term of work meetings: the search
			// finds every work meeting (standups, syncs), the word
			// narrowing nothing
			p.kinds = append(p.kinds, kindWord{word: w, said: orig.original(i, i+len(w)), noun: noun, concept: c})
			continue
		}
		// a verb's word after a determiner or a quantifier is a noun
		// before the noun ("how many work meetings", "my play lists")
		head := strings.TrimRight(before[:i], " ")
		prevWord := lastWord(head)
		determined := determinerRE().MatchString(prevWord) || kindWordStopRE().MatchString(prevWord)
		if sm := purposeRE().FindStringSubmatch(string(orig.low[m[1]:])); sm != nil && p.genericOnly(sm[1]) {
			// "meetings for work": said of the things as "work
			// meetings" is, by a concept that narrows nothing
			k := m[1] + strings.Index(string(orig.low[m[1]:]), sm[0]) + len(sm[0]) - len(sm[1])
			p.kinds = append(p.kinds, kindWord{word: sm[1], said: "for " + orig.original(k, k+len(sm[1])), noun: noun, labels: labels})
		}
		// (read first, a request read already: "List restaurants I …",
		// no kind of the things; a participle after a determiner or a
		// quantifier is an adjective, "how many animated films", unless
		// it is the activity's own verb, "how many watched movies")
		if len(w) < 3 || strings.ContainsRune(string(p.t.low[i:i+len(w)]), used) && (i == 0 || p.wordRead(w)) || !isLetters(w) || kindWordStopRE().MatchString(w) || p.namesOwnSource(w) ||
			questionWordRE().MatchString(w) || nonVerbRE().MatchString(w) && !(determined && adjectiveParticleRE().MatchString(w)) || auxRE().MatchString(w) || p.knownVerb(w) && !determined || regularPast(w) && (!determined || slices.Contains(strings.Fields(strings.ToLower(act.Query)), w)) ||
			fold.Capitalised(p.t.original(i, i+len(w))) && !spell.English(w) {
			continue
		}
		if _, ok := p.lx.act.phrases.lookup(w); ok {
			continue
		}
		if !determined && gerund(w) && p.knownVerb(gerundStem(w)) {
			// "hours spent watching films", "time watching TV series":
			// the verb the time went to, with its object; after a
			// determiner a gerund is a kind ("my running shoes")
			continue
		}
		if gradableRE().MatchString(w) && degreeWordRE().MatchString(prevWord) {
			continue // "the most expensive book": a superlative, which the forms read
		}
		if p.compoundConcept(w, noun) {
			continue // "work meetings": one term of the lexicons, searched for whole
		}
		if p.kindOfSource(w, prevWord, noun, act) {
			continue // "book purchases", "sports equipment purchases": the search reads the kind
		}
		if pronounRE().MatchString(prevWord) || auxRE().MatchString(prevWord) || prevWord == "you" || prevWord == "to" {
			continue // a verb ("did I exchange emails", "I like songs")
		} else if verbAdverbRE().MatchString(prevWord) && pronounRE().MatchString(lastWord(strings.TrimSuffix(head, prevWord))) {
			continue // a verb after its adverb ("when did we last exchange emails")
		}
		if x := strings.ToLower(p.f.Exclude); x != "" && slices.Contains(strings.Fields(x), w) {
			continue // "not counting treadmill runs": said by the exclusion
		}
		if _, ok := numword.Parse(w); ok {
			continue // "the five songs I played most": how many
		}
		p.kinds = append(p.kinds, kindWord{word: w, said: orig.original(i, i+len(w)), noun: noun, labels: labels})
	}
}

// verbAdverbRE: an adverb of time said between a subject and its verb
// ("I last", "we first", "I ever").
var verbAdverbRE = lazyre.New(`^(?:last|first|ever|never|always|usually|often|recently|just|already|still)$`)

// kindWord is a word of a kind of things that nothing records, said in
// the notes once the search is made (kindsNoted); labels names the
// structured sources that keep no such kind, "" where what is asked about
// is searched for in words wherever it is told.
//
// concept names the concept of the retrieval lexicons a word and the noun
// are a term of, when the word narrows nothing of it.
type kindWord struct {
	word, said, noun, labels, concept string
	whole                             bool // the word says the noun as well ("ebooks")
}

// compoundKinds finds the words that join a modifier to a noun of a
// concept of the lexicons in one word ("e-books", "ebooks": books read on
// a screen): the lexicons list such a word with the concept, so the search
// finds every one of the things, the modifier narrowing nothing.
func (p *parser) compoundKinds(orig *text) {
	if p.env == nil || p.env.Lexicon == nil {
		return
	}
	lx := p.env.Lexicon
	for _, m := range compoundWordRE().FindAllStringIndex(string(orig.low), -1) {
		w := string(orig.low[m[0]:m[1]])
		cs := lx.Parse(strings.ReplaceAll(w, "-", "")).Concepts
		if len(cs) != 1 || cs[0].Generic {
			continue
		}
		for j := 1; j+3 <= len(w); j++ {
			head, mod := strings.TrimPrefix(w[j:], "-"), strings.TrimSuffix(w[:j], "-")
			if len(head) < 3 || mod == "" || strings.ContainsRune(mod, '-') || slices.Contains(lx.Parse(mod).Concepts, cs[0]) || !slices.Contains(lx.Parse(head).Concepts, cs[0]) {
				continue
			}
			one := head // the note says "other books", "every book"
			if s := strings.TrimSuffix(head, "s"); s != head && slices.Contains(lx.Parse(s).Concepts, cs[0]) {
				one = s
			}
			p.kinds = append(p.kinds, kindWord{word: w, said: orig.original(m[0], m[1]), noun: head, concept: one, whole: true})
			break
		}
	}
}

// compoundWordRE: a word, or two joined by a hyphen.
var compoundWordRE = lazyre.New(`\b[a-z]+(?:-[a-z]+)?\b`)

// absorbedKind names the concept of the retrieval lexicons that the words
// w and noun together are a term of ("client meeting", "team meeting": a
// work meeting), where neither alone names it and it has terms that do
// not say w ("standup"): the search finds all of them, so w narrows
// nothing; "" otherwise.
func (p *parser) absorbedKind(w, noun string) string {
	if p.env == nil || p.env.Lexicon == nil {
		return ""
	}
	lx := p.env.Lexicon
	cs := lx.Parse(w + " " + noun).Concepts
	if len(cs) != 1 || cs[0].Generic || slices.Contains(lx.Parse(noun).Concepts, cs[0]) || slices.Contains(lx.Parse(w).Concepts, cs[0]) {
		return ""
	}
	key := rlex.Key(w)
	for _, t := range cs[0].Terms {
		if t.Weight >= rlex.Strong && t.Key != "" && !slices.Contains(strings.Fields(t.Key), key) {
			return strings.ReplaceAll(cs[0].ID, "_", " ")
		}
	}
	return ""
}

// kindsNoted says of each word of unrecordedKinds that no record keeps
// such a kind, and whether it was searched for in what the things are
// called or left out.
func (p *parser) kindsNoted() {
	for _, k := range p.kinds {
		if k.whole && slices.ContainsFunc(p.f.Content, func(c Cond) bool {
			return strings.Contains(strings.ToLower(c.Expr), strings.ReplaceAll(k.word, "-", ""))
		}) {
			continue // searched for in what the things are called
		}
		if i := slices.IndexFunc(p.f.Unlinked, func(u string) bool { return strings.EqualFold(u, k.word) }); i >= 0 {
			// said not understood already; a kind of the things asked
			// about ("kindle books"), what was counted without it is no
			// answer about it
			if !slices.Contains(p.f.Restricting, p.f.Unlinked[i]) {
				p.f.Restricting = append(p.f.Restricting, p.f.Unlinked[i])
			}
			continue
		}
		how := "this answers the question without it"
		if k.concept != "" {
			be := "are"
			if !strings.HasSuffix(k.noun, "s") {
				be = "is"
			}
			said := k.said + " " + k.noun
			if k.whole {
				said = k.said
			}
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q %s not told apart from other %ss in your records: this answers with every %s found", said, be, k.concept, k.concept))
			continue
		}
		// a word the lexicons read as the noun's own concept ("kindle",
		// "paperback" are words for books) finds every one of the things:
		// searched for, it narrows nothing
		// a word the lexicons read only as a generic concept ("work")
		// narrows nothing either: such a concept counts only where the
		// query says nothing more specific, and then any will do
		searched := slices.Contains(strings.Fields(strings.ToLower(p.f.Query)), k.word) && !p.sameConcept(k.word, k.noun) && !p.genericOnly(k.word)
		if !searched && p.genericOnly(k.word) {
			// left in the query, it would find whatever says it
			p.f.Query = strings.Join(slices.DeleteFunc(strings.Fields(p.f.Query), func(f string) bool { return strings.EqualFold(f, k.word) }), " ")
		}
		if gradableRE().MatchString(k.word) {
			// "long meetings", "cheap books": a measure with no bound
			switch {
			case searched && k.labels != "":
				how = "it was only searched for in what they are called"
			case searched:
				how = "it was only searched for in what was written"
			}
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q (of %s) sets no bound (say how much, as in \"longer than an hour\" or \"over $20\"): %s", k.said, k.noun, how))
			continue
		}
		switch {
		case k.labels == "" && searched:
			continue // searched for in what was written, as everything is
		case k.labels == "":
			// "long meetings": a word nothing read, dropped
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q (of %s) is not understood: %s", k.said, k.noun, how))
			continue
		case searched:
			how = "it was only searched for in what they are called"
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("which %s are %q is not recorded (your %s records keep no such kind): %s", k.noun, k.said, k.labels, how))
	}
}

// genericOnly reports whether the lexicons read word as concepts, all of
// them generic ("work", "meet").
func (p *parser) genericOnly(word string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	cs := p.env.Lexicon.Parse(word).Concepts
	return len(cs) > 0 && !slices.ContainsFunc(cs, func(c *rlex.Concept) bool { return c.Kind != "generic" })
}

// sameConcept reports whether the lexicons read words a and b as one
// concept.
func (p *parser) sameConcept(a, b string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	cb := p.env.Lexicon.Parse(b).Concepts
	return slices.ContainsFunc(p.env.Lexicon.Parse(a).Concepts, func(c *rlex.Concept) bool { return slices.Contains(cb, c) })
}

// kindOfSource reports whether the word before the noun of what is asked
// about, alone or after the word before it ("book purchases", "sports
// equipment purchases"), is a concept of the retrieval lexicons of things
// the activity's own records hold (a kind of goods, of the purchases):
// the search reads it, so it narrows, and is no kind nothing records. A
// word that is also the noun's own concept ("paperback books") is not.
func (p *parser) kindOfSource(w, prev, noun string, act *activity) bool {
	if p.env == nil || p.env.Lexicon == nil || act == nil || p.sameConcept(w, noun) {
		return false
	}
	for _, phrase := range []string{w, prev + " " + w} {
		if strings.HasPrefix(phrase, " ") {
			continue
		}
		for _, c := range p.env.Lexicon.Parse(phrase).Concepts {
			if c.Generic || c.Kind == "generic" || slices.Contains(p.env.Lexicon.Parse(noun).Concepts, c) {
				continue
			}
			if slices.ContainsFunc(c.Sources, func(sw rlex.SourceWeight) bool {
				return sw.Weight >= rlex.Strong && slices.Contains(act.Sources, sw.Source)
			}) {
				return true
			}
		}
	}
	return false
}

// compoundConcept reports whether the lexicons read w and the noun after
// it together as a concept that neither reads alone ("work meetings" are
// work meetings, not meet-ups for which "work" is no kind): the word then
// says which things, as a compound noun of English does.
func (p *parser) compoundConcept(w, noun string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	alone := append(p.env.Lexicon.Parse(w).Concepts, p.env.Lexicon.Parse(noun).Concepts...)
	return slices.ContainsFunc(p.env.Lexicon.Parse(w+" "+noun).Concepts, func(c *rlex.Concept) bool {
		return c.Kind != "generic" && !slices.Contains(alone, c)
	})
}

// partOfValueOnly reports whether w, said before the noun of the things
// asked about, was read only as part of a longer name (a value whose
// words it and the noun are not), and if so unreads it: a word of a
// dictionary before the noun says a kind of the things, not a name it is
// in. A name said whole ("Radiohead songs") stays.
func (p *parser) partOfValueOnly(w, noun string) bool {
	if !spell.English(w) || p.makerBegun(w) {
		return false
	}
	idx := -1
	for k, c := range p.f.Content {
		words := strings.ToLower(c.Words)
		if words != w && words != w+" "+noun {
			continue
		}
		vs := quotedValueRE().FindAllStringSubmatch(c.Expr, -1)
		if len(vs) == 0 {
			return false // no name: a field of yes or no ("cancelled orders"), a mark
		}
		for _, v := range vs {
			if strings.EqualFold(v[1], w) || strings.EqualFold(v[1], words) || link.StartsWithArticle(v[1]) && strings.EqualFold(link.TitleCore(v[1]), w) {
				// the whole name, as a title with an article is said
				// before a noun ("Office" of "The Office (U.S.)"; not
				// "Christmas" of the song "Christmas (Baby Please Come
				// Home)", whose brackets are of its name)
				return false
			}
		}
		idx = k
	}
	if idx < 0 {
		return false
	}
	words := strings.ToLower(p.f.Content[idx].Words)
	p.f.Content = slices.Delete(p.f.Content, idx, idx+1)
	p.unlink(func(w string) bool { return w == words })
	return true
}

// makerBegun reports whether w, written capitalised, was read as the
// name of a maker it begins (the artist "Glee Cast" of "Glee songs"), no
// title, and the lexicons read no kind in it: a name, as English puts a
// maker before the noun of what it makes ("a Beatles song").
func (p *parser) makerBegun(w string) bool {
	if p.lk == nil || p.env.Lexicon == nil {
		return false
	}
	q := p.lk.q
	maker := slices.ContainsFunc(p.lk.res.Spans, func(s link.Span) bool {
		if s.Kind != link.KindValue || s.Match != link.Partial || !s.Sure || s.To-s.From != 1 || !q.Words[s.From].Upper || !strings.EqualFold(q.Words[s.From].Raw, w) {
			return false
		}
		return !slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
			first, _, _ := strings.Cut(r.Value, " ")
			return r.Title || !strings.EqualFold(first, w)
		})
	})
	// (the lexicons parse the word only where the spans read a maker:
	// partOfValueOnly asks this of every dictionary word before a noun)
	return maker && len(p.env.Lexicon.Parse(w).Concepts) == 0
}

// wordRead reports whether a word is part of what a condition, a join
// or a link of the frame reads.
func (p *parser) wordRead(w string) bool {
	in := func(s string) bool { return slices.Contains(strings.Fields(strings.ToLower(s)), w) }
	f := p.f
	return slices.ContainsFunc(f.Content, func(c Cond) bool { return in(c.Words) }) || slices.ContainsFunc(f.Temporal, func(c Cond) bool { return in(c.Words) }) ||
		slices.ContainsFunc(f.Joins, func(j Join) bool { return in(j.Words) }) || slices.ContainsFunc(f.Linked, func(l string) bool { w, _ := linkedWords(l); return in(w) }) ||
		slices.Contains(f.Unlinked, w)
}

// linkedWords are the question's words a line of Linked says were linked
// (describe's `"Radiohead" → music_stream.artist=…`: Radiohead), and
// whether the line starts with them quoted.
func linkedWords(l string) (string, bool) {
	words, _, _ := strings.Cut(l, " → ")
	return strings.Trim(words, `"`), strings.HasPrefix(words, `"`)
}

// unlink drops the lines of Linked whose words, in lower case, drop
// says to.
func (p *parser) unlink(drop func(words string) bool) {
	p.f.Linked = slices.DeleteFunc(p.f.Linked, func(l string) bool {
		w, ok := linkedWords(l)
		return ok && drop(strings.ToLower(w))
	})
}

func isLetters(s string) bool {
	for _, r := range s {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// namedCategoryRE: a category named as such ("in the Games category",
// "the drama genre"); group 1 the category's name, group 2 the word
// category or genre.
var namedCategoryRE = lazyre.New(`(?i)\b(?:in|from|of|under)\s+(?:the|my)\s+((?:[\p{L}&'’-]+\s+){1,3}?)(categor(?:y|ies)|genres?)\b`)

// categoryNoted says that a category the question names as such ("what
// did I buy in the Games category") is not recorded where the records of
// what is asked about keep no category (the lexicons' fields for one): it
// was at most searched for in what the things are called, and finding
// nothing so is no answer.
func (p *parser) categoryNoted() {
	act := p.f.act
	if act == nil || !act.Structured || p.env.Catalog() == nil || p.env.Lexicon == nil {
		return
	}
	m := namedCategoryRE().FindStringSubmatch(p.f.Question)
	if m == nil {
		return
	}
	rule, ok := p.env.Lexicon.Attr(m[2])
	srcs := p.heldSources(act)
	if !ok || len(srcs) == 0 || anyField(srcs, func(key string) bool { return slices.Contains(rule.Sources, key) }) {
		return
	}
	said := strings.TrimSpace(m[1]) + " " + m[2]
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded (your %s records keep no %s): it was only searched for in what they are called", said, sourceLabels(srcs), strings.ToLower(m[2])))
}

// clockTimesOnly leaves out, of the hour a thing happens at, the
// happenings a journal placed only by the part of the day it told them at
// ("porridge this morning": at 05:00, the morning's start, with its
// time_of_day): that is no hour they were at. "What time do I usually
// have breakfast" is read from the breakfasts told with a time ("07:15
// oats"), not answered 05:00.
func (p *parser) clockTimesOnly() {
	f := p.f
	hourly := f.Group != nil && f.Group.ID == "hour" || f.Val != nil && (f.Val.ID == "hour" || f.Val.ID == "time") || f.Rank != nil && f.Rank.ID == "time_of_day"
	if !hourly || p.env.Catalog() == nil {
		return
	}
	placed := false
	for _, s := range p.env.Catalog().Sources {
		if (len(f.Sources) == 0 || slices.Contains(f.Sources, s.Name)) && s.Field("time_of_day") != nil {
			placed = true
		}
	}
	if !placed {
		return
	}
	f.Content = append(f.Content, Cond{Expr: `(time_of_day ?? "") == ""`, Words: "at a time written", Needs: []attrSpec{{Name: "time_of_day", Type: qa.TypeText}}})
	f.Notes = append(f.Notes, "left out what was told only by the part of the day (\"this morning\"), which says no hour")
}

// tripPlaces reads a thing done "in" a place the library knows only as
// where trips went ("did I go running in Bangkok", "what did I listen to
// in Kyoto") as done while I was there, as "while I was in Bangkok" is
// read: the records of the doing say no place, and searching the name in
// them found none. A place is a trip's where some record names it with a
// word of travel ("Trip to Bangkok ✈️", "Vacation – Kyoto") or a field of
// places writes it with its country ("Seville, Spain"), and no field of
// places holds it as its whole value (a country a stream was watched
// in, a day's city: the records say it themselves).
func tripPlaces(s string, env *link.Env) string {
	if env == nil || env.Catalog() == nil || tripSaidRE().MatchString(s) {
		return s
	}
	cat := env.Catalog()
	return inPlaceRE().ReplaceAllStringFunc(s, func(m string) string {
		g := inPlaceRE().FindStringSubmatchIndex(m)
		at := strings.Index(s, m)
		if at < 0 || beingThereRE().MatchString(strings.ToLower(s[:at])) || doneWhatRE().MatchString(s[:at]) {
			// "was I in Bangkok": being there is asked; "what did I do in
			// Budapest": the place's own records, its sights, as
			// hashtagWritten reads them
			return m
		}
		place := m[g[2]:g[3]]
		if !tripPlace(cat, place) || inTitle(env, s, place) {
			return m
		}
		return "while I was in " + place
	})
}

// inTitle reports whether "in place" is said in s as part of a name the
// library holds ("Winter in Kyoto", a movie): the name, no stay there.
// The name is said as one (namesSaid): "at midnight in Paris", "last
// winter in Kyoto", "did I get lost in Tokyo" say a time or a doing in
// the place, not the movies "Midnight in Paris", "Winter in Kyoto",
// "Lost in Tokyo".
func inTitle(env *link.Env, s, place string) bool {
	said := "in " + strings.ToLower(place)
	return len(namesSaid(env, s, strings.Fields(place)[0], func(v string) bool { return strings.Index(strings.ToLower(v), said) > 0 })) > 0
}

// namesSaid are the byte ranges of s where a name the library holds that
// has word, and that keep accepts, is said as a name: whole words,
// capitalised where the question does not start (its first word is
// capitalised anyway). The words of such a name are the name's, not the
// grammar's ("Winter in Kyoto", "Before the Vertigo").
func namesSaid(env *link.Env, s, word string, keep func(value string) bool) [][2]int {
	low := strings.ToLower(s)
	if len(low) != len(s) {
		return nil // (the offsets of the two differ)
	}
	var out [][2]int
	for _, r := range env.NameRefsWith(word) {
		if !keep(r.Value) {
			continue
		}
		v := strings.ToLower(r.Value)
		for off := 0; ; {
			i := strings.Index(low[off:], v)
			if i < 0 {
				break
			}
			i += off
			first, _ := utf8.DecodeRuneInString(s[i:])
			before, _ := utf8.DecodeLastRuneInString(s[:i])
			after, _ := utf8.DecodeRuneInString(s[i+len(v):])
			if i > 0 && unicode.IsUpper(first) && !unicode.IsLetter(before) && !unicode.IsLetter(after) {
				out = append(out, [2]int{i, i + len(v)})
			}
			off = i + 1
		}
	}
	return out
}

// tripPlace reports whether a catalog names place only as where trips
// went (tripPlaces).
func tripPlace(cat *catalog.Catalog, place string) bool {
	low := strings.ToLower(place)
	// the place's first word, a substring of any value that holds it:
	// checked first, as this runs over every value of the catalog for
	// each "in" and a capital
	first, _, _ := strings.Cut(low, " ")
	travelled := false
	for _, src := range cat.Sources {
		for _, f := range src.Fields {
			placeField := placeFieldRE().MatchString(f.Key)
			for _, v := range f.Values {
				lv := strings.ToLower(v.Text)
				if !strings.Contains(lv, first) || !containsWords(wordsOf(lv), low) {
					// (its words, apart from the marks beside them:
					// "Off to London! ✈️")
					continue
				}
				if placeField && lv == low {
					return false
				}
				if town, ok := places.TownOfCountry(v.Text); ok && placeField && strings.EqualFold(town, place) {
					// a calendar locates a stay or a sight by the town
					// and its country ("Seville, Spain") as it locates
					// no errand at home (an address, a venue)
					travelled = true
				}
				travelled = travelled || travelWordRE().MatchString(v.Text)
			}
		}
	}
	return travelled
}

// wordsOf is s with what is neither a letter, a digit nor a mark inside a
// word (an apostrophe, a hyphen) as spaces.
func wordsOf(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' || r == '-' {
			return r
		}
		return ' '
	}, s)
}

var (
	// inPlaceRE: "in" and a name in capitals, of one or two words (group 1)
	inPlaceRE = lazyre.New(`\bin\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)`)
	// tripSaidRE: a trip or a stay said already ("while I was in", "on
	// my trip"), which the anchors read
	tripSaidRE = lazyre.New(`(?i)\b(?:while|during|when\s+(?:i|we)\s+(?:was|were)|trips?|vacations?|holidays?|journeys?|visits?|stay(?:ed|ing)?)\b`)
	// beingThereRE ends with words of being or going somewhere, whose
	// place is the question ("have I been in", "was I in", "I lived in")
	beingThereRE = lazyre.New(`\b(?:be|been|being|was|were|am|is|are|go|went|gone|going|travel(?:l?ed|l?ing)?|fl(?:y|ew|own)|live[ds]?|living|move[ds]?|moving|arrive[ds]?|born|work(?:ed|ing|s)?|spend|spent|days?|nights?|weeks?|time)\s*(?:(?:i|we|ever|there|to|a|my|the)\s+)*$`)
	// doneWhatRE: what was done, asked with no thing named
	doneWhatRE = lazyre.New(`(?i)^\s*what\s+(?:else\s+)?(?:did|do|have|had)\s+(?:i|we)\s+(?:do|done|get\s+up\s+to|got\s+up\s+to)\s*$`)
	// placeFieldRE: the key of a field that records places
	placeFieldRE = lazyre.New(`^(?:country|city|place|location|destination|address|region|town)(?:_|$)`)
	// travelWordRE: a word of travel in a record's title, or its sign:
	// an aeroplane, luggage ("New York, here we come!! 🧳")
	travelWordRE = lazyre.New(`(?i)\b(?:trip|trips|vacation|holiday|holidays|journey|travel|flight)\b|✈|🧳`)
)

// askedSources are the sources the question asks of: those the frame
// names, else its activity's.
func (p *parser) askedSources() []string {
	if len(p.f.Sources) == 0 && p.f.act != nil {
		return p.f.act.Sources
	}
	return p.f.Sources
}

// partlyRecorded notes a yes-or-no field the question filters on that
// only a few of the records asked about keep, with both answers: the rest
// say neither (Spotify's account data has no "skipped", its extended
// history does), so a count or a whether of them is of the few that say,
// not of all. A field kept only when true ("edited") says no by its
// absence, and is not noted.
func (p *parser) partlyRecorded() {
	cat := p.env.Catalog()
	if cat == nil {
		return
	}
	names := p.askedSources()
	seen := map[string]bool{}
	conds, share := p.f.Content, 0
	if p.f.Form == FormShare && len(p.f.Sides) > 0 {
		// "what share of my songs were played on shuffle": the part's
		// condition; the whole is every record, those that say neither
		// counted as not
		share = len(conds)
		conds = slices.Concat(conds, p.f.Sides[0].Conds)
	}
	for i, c := range conds {
		for _, need := range c.Needs {
			if need.Type != qa.TypeBool || seen[need.Name] {
				continue
			}
			seen[need.Name] = true
			kept, all := 0, 0
			for _, name := range names {
				src := cat.Source(name)
				if src == nil {
					continue
				}
				all += src.Events
				if fl := src.Field(need.Name); fl != nil && fl.Kind == "bool" && fl.Distinct >= 2 {
					kept += fl.Events
				}
			}
			whole := all
			if n := p.valueNarrowed(names, c); n > 0 && n < all {
				whole = n // "how many calls did I miss": a share of the calls
			}
			if kept == 0 || kept*2 >= whole {
				continue
			}
			words := strings.ReplaceAll(need.Name, "_", " ")
			if p.f.Form == FormShare && i >= share {
				p.f.Notes = append(p.f.Notes, fmt.Sprintf("only %d of the %d records of your %s say whether %s: the others are counted as not", kept, all, strings.ToLower(strings.Join(ingest.Labels(names), " or ")), words))
				continue
			}
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("only %d of the %d records of your %s say whether %s: the others are left out", kept, all, strings.ToLower(strings.Join(ingest.Labels(names), " or ")), words))
		}
	}
}

// fieldIsRE: a condition that a text field is one value ("message_type ==
// \"call\"").
var fieldIsRE = lazyre.New(`^\(?([a-z_]+)(?:\s*\?\?\s*"")?\)?\s*==\s*"([^"]*)"$`)

// valueNarrowed is how many records of names the question's other
// conditions of one value keep, by the catalog's counts of the values (0
// when none says): the whole a field kept by a few is a share of.
func (p *parser) valueNarrowed(names []string, except Cond) int {
	least := 0
	for _, c := range p.f.Content {
		if c.Expr == except.Expr {
			continue
		}
		m := fieldIsRE().FindStringSubmatch(c.Expr)
		if m == nil {
			continue
		}
		n := 0
		for _, name := range names {
			if fl := p.env.Catalog().Source(name).Field(m[1]); fl != nil {
				for _, v := range fl.Values {
					if strings.EqualFold(v.Text, m[2]) {
						n += v.Count
					}
				}
			}
		}
		if n > 0 && (least == 0 || n < least) {
			least = n
		}
	}
	return least
}

// exportNamed notes a service named in the question (its format's
// whole name, capitalised as a name) that is only one of the exports the
// asked sources' records come from, as the library's formats name them
// ("on Strava", of workouts also read from Apple Health and FIT files):
// no record is told apart by the export it came from, so the answer is of
// them all, and says so. A name some condition reads ("Apple Health",
// the account's service) or a field of the records holds ("WhatsApp", a
// chat's platform) is told apart already.
func (p *parser) exportNamed() {
	cat := p.env.Catalog()
	if cat == nil {
		return
	}
	names := p.askedSources()
	words := strings.FieldsFunc(p.f.Question, func(r rune) bool { return !unicode.IsLetter(r) })
	said := func(format string) string {
		parts := strings.Split(format, "_")
		for i := 0; i+len(parts) <= len(words); i++ {
			ok := true
			for k, part := range parts {
				ok = ok && fold.Capitalised(words[i+k]) && strings.EqualFold(words[i+k], part)
			}
			if ok {
				return strings.Join(words[i:i+len(parts)], " ")
			}
		}
		return ""
	}
	for _, name := range names {
		src := cat.Source(name)
		if src == nil {
			continue
		}
		named, others := "", 0
		for _, f := range src.Formats {
			if n := said(f); n != "" {
				named = n
			} else {
				others++
			}
		}
		if named == "" || others == 0 || slices.ContainsFunc(p.f.Content, func(c Cond) bool { return strings.Contains(strings.ToLower(c.Words), strings.ToLower(named)) }) || valueOfSource(src, named) {
			continue
		}
		if p.exportByWord(src, named) {
			continue
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is one of the exports your %s records come from (%s): they are not told apart by it here, and this answers over all of them", named, sourceLabels([]*catalog.Source{src}), strings.Join(src.Formats, ", ")))
	}
}

// exportByWord reads an export named whole ("on Facebook Messenger") by
// the word of its name a field of some of src's records holds ("messenger",
// the platform of the Messenger chats): the records of that export are
// those, and the name's other words ("Facebook", also the platform of
// posts) are understood with it. It reports whether it read so.
func (p *parser) exportByWord(src *catalog.Source, named string) bool {
	for _, w := range strings.Fields(named) {
		for _, fl := range src.Fields {
			if fl.Kind != "text" || fl.Events < src.Events || slices.ContainsFunc(p.f.Content, func(c Cond) bool {
				return slices.ContainsFunc(c.Needs, func(a attrSpec) bool { return a.Name == fl.Key })
			}) {
				continue // a field every record has tells each export apart
			}
			i := slices.IndexFunc(fl.Values, func(v catalog.Value) bool { return strings.EqualFold(v.Text, w) })
			if i < 0 || fl.Values[i].Count >= src.Events {
				continue
			}
			p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf(`(%s ?? "") == %s`, fl.Key, quote(fl.Values[i].Text)), Words: named, Needs: []attrSpec{{Name: fl.Key, Type: qa.TypeText}}})
			p.f.Unlinked = slices.DeleteFunc(p.f.Unlinked, func(u string) bool {
				return slices.ContainsFunc(strings.Fields(named), func(n string) bool { return strings.EqualFold(n, u) })
			})
			return true
		}
	}
	return false
}

// valueOfSource reports whether a text field of src holds the value
// text, in any case.
func valueOfSource(src *catalog.Source, text string) bool {
	return slices.ContainsFunc(src.Fields, func(fl catalog.Field) bool {
		return fl.Kind == "text" && slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return strings.EqualFold(v.Text, text) })
	})
}

// journeyTime reads a length of time asked of a journey by a means of
// transport ("my longest flight", "hours spent on planes", "how long was
// my train ride") from the entries with a time of day: an entry of whole
// days that says one ("Trip to Montreal ✈️", "Flight KL1810" in its
// notes) is the trip that holds the journey, and its days had been
// answered as the flight's hours (240 h). A journey is what a concept of
// travel names with a means of transport among its words (the thesaurus
// files "plane" and "train" under conveyances, not "trip" or "hotel"),
// or a means of transport the query says itself where the lexicon reads
// no concept of it ("hours on trains"; "running" is a doing, whatever the
// thesaurus files a sense of the noun under).
func (p *parser) journeyTime() {
	f := p.f
	if p.env == nil || p.env.Lexicon == nil || !p.timeAsked() {
		return
	}
	concepts := p.env.Lexicon.Parse(f.Query).Concepts
	journey := slices.ContainsFunc(concepts, func(c *rlex.Concept) bool {
		return c.Kind == "travel" && slices.ContainsFunc(c.Terms, func(t rlex.Term) bool {
			return !t.Included && t.Weight == rlex.Strong && slices.ContainsFunc(strings.Fields(t.Text), p.env.Lexicon.Conveyance)
		})
	})
	if !journey && len(concepts) == 0 {
		// "hours on trains"
		journey = slices.ContainsFunc(strings.Fields(strings.ToLower(f.Query)), func(w string) bool {
			one, _ := plural.One(w)
			return p.env.Lexicon.Conveyance(one)
		})
	}
	if !journey || !p.recordsField("all_day", "bool") {
		return
	}
	f.Content = append(f.Content, Cond{Expr: "!(all_day ?? false)", Words: "with a time of day", Needs: []attrSpec{{Name: "all_day", Type: qa.TypeBool}}})
	f.Notes = append(f.Notes, "a journey's time is read only from entries with a time of day: an entry of whole days that names one is the trip that holds it, whose days are not the journey's")
}

// timeAsked reports whether what the question works out is a length of
// time (a duration, in hours, minutes or seconds), ranked, added up or
// asked of one happening.
func (p *parser) timeAsked() bool {
	f := p.f
	if f.Form == FormSpan || f.RankElse != nil && f.RankElse.Name == "duration_s" {
		return true
	}
	for _, q := range []*Quantity{f.Measure, f.Rank, f.Val, f.Total} {
		if q != nil && q.Extract != nil && q.Extract.Name == "duration_s" {
			return true
		}
	}
	return false
}
