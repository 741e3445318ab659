package rules

import (
	"bytes"
	"fmt"
	"iter"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/ascii"
	"reqap/lang/fold"
	lmeasure "reqap/lang/measure"
	"reqap/lang/numword"
	"reqap/lang/plural"
	"reqap/lang/spell"
	"reqap/lang/stem"
	"reqap/lang/thesaurus"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/qud/link"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// sayVerbs and tellVerbs are the forms of the verbs of saying something
// to others, which in a chat is writing it there; tell takes whom it was
// told as its object ("told me"), say after "to" ("said to me"). iSaid,
// the chat's consumed verb and chatReceivedRE read them from here.
const (
	sayVerbs  = `say|says|said|saying`
	tellVerbs = `tell|tells|told|telling`
	iSaid     = sayVerbs + `|` + tellVerbs
)

var (
	purchaseVerbRE = lazyre.New(`\b(?:bought|buy|buying|purchase|purchased|purchases|ordered|order|orders|shopping|amazon)\b`)
	mailWordRE     = lazyre.New(`\b(?:e-?mails?|mails?|e-?mailed|inbox|newsletters?)\b`)
	spendOnlineRE  = lazyre.New(`\b(?:spend|spent|spending)\b.*\bonline\b|\bonline\b.*\b(?:spend|spent|spending)\b`)
	// doneAnythingRE: a statement of doing or having on and nothing more
	// ("I did", "I was up to", "happened", "what do I have on May 22",
	// "do I have anything on Monday", "where did I spend the most time",
	// "what's happening on Friday", "is anything going on this weekend",
	// "do I have anything scheduled for tomorrow").
	// bareVerbRE: a statement of a person and one verb, its object
	// taken as a condition ("I drank" of "I drank fewer than 2 coffees").
	bareVerbRE     = lazyre.New(`(?i)^(?:i|we)\s+\pL+$`)
	doneAnythingRE = lazyre.New(`(?i)^(?:(?:i|we)\s+(?:did|do|does|done|(?:was|were|am|are|been)\s+(?:doing|up\s+to)|got\s+up\s+to|get\s+up\s+to|been\s+up\s+to|have\s+been\s+doing|(?:had|have|has)(?:\s+got)?(?:\s+(?:anything|something|much))?(?:\s+(?:going\s+on|on|planned|scheduled|booked|arranged|lined\s+up))?|(?:did|do)\s+(?:anything|something)|stayed|stay)|(?:i\s+|anything\s+|something\s+)?(?:happened|happens|happening|going\s+on|going|planned|scheduled|on))$`)
	// doneWordRE: a verb of doing ("what did I do", "things I did",
	// "what was I up to").
	doneWordRE = lazyre.New(`(?i)\b(?:did|do|does|done|doing|up\s+to)\b`)
	// calendarWordRE: the calendar named as such.
	calendarWordRE = lazyre.New(`\bcalendars?\b`)
	// everythingRE: everything asked for as such ("show me everything
	// from March 2013", "list everything I did", "all my events", "the
	// things I did", "the last thing I did": things done, no thing named).
	everythingRE = lazyre.New(`(?i)^(?:(?:all\s+(?:of\s+)?)?(?:my\s+|the\s+)?(?:everything|anything|all|events|entries|records|data|activities|activity|(?:things?|stuff)\s+(?:i|we)\s+(?:did|do|done))(?:\s+(?:i|we)\s+(?:did|do|have|had|done))?|(?:(?:all\s+(?:of\s+)?)?(?:my\s+|the\s+)?(?:everything|anything|events?|entry|entries|records?|data|items?|things?))?\s*(?:in|of|from|across)\s+(?:my|the)\s+(?:whole\s+|entire\s+)?(?:library|data|archive|exports?|history))$`)
	// spentRE: time spent, with nothing more said ("where did I spend
	// the most time"), unless it is money.
	spentRE     = lazyre.New(`(?i)^(?:i|we)\s+(?:spent|spend)$`)
	spentTimeRE = lazyre.New(`\b(?:time|hours?|minutes?|days?|weeks?|nights?|mornings?|afternoons?|evenings?)\b`)
	spendRE     = lazyre.New(`\b(?:` + spendVerbs + `)\b`)
	newThingRE  = lazyre.New(`\b(?:my|a|the|some) (?:brand[- ])?new\b`)
	sentRE      = lazyre.New(`\b(?:sent|send|sending|sends|wrote|write|written|writing|compose|composed|composing|e-?mailed|mailed)\b|\b(?:did|do|have|had)\s+(?:i|we)\s+(?:ever\s+)?(?:e-?mail|cc|cc'?e?d|copy|copied|forward|forwarded)\b`)
	iSentRE     = lazyre.New(`\b(?:i|we)\s+(?:ever\s+|have\s+|had\s+)?(?:` + sendingVerbs + `|` + iSaid + `)\b`)
	// chatWordRE: a chat named as such ("in the chat with Lukas", "our
	// chats").
	chatWordRE = lazyre.New(`\bchats?\b`)
	// chatReceivedRE: a chat message said to have come to me, by the verb
	// of getting it or of its sender's writing to me.
	chatReceivedRE = lazyre.New(`\b(?:received|receive|receiving|get|got|getting|(?:sent|send|sends|texted|messaged|wrote|written|writes|` + sayVerbs + `)\s+(?:to\s+)?(?:me|us)|(?:` + tellVerbs + `)\s+(?:me|us))\b`)
	// myMessagesGotRE: my messages are what got something ("did my
	// messages get"), not I.
	myMessagesGotRE = lazyre.New(`\b(?:my|our)\s+(?:\w+\s+)?(?:messages?|texts?|chats?)\s+(?:ever\s+)?(?:get|got|gotten|getting|receive|received|receiving)\b`)
	// messagesGotRE: messages are what got something ("which messages
	// got a reaction"), whoever's.
	messagesGotRE = lazyre.New(`\b(?:messages?|texts?)\s+(?:that\s+|which\s+)?(?:ever\s+)?(?:get|got|gotten|getting|receive|received|receiving)\b`)
	receivedRE    = lazyre.New(`\b(?:[a-z]+ed\s+me|received|receive|receiving|get|got|getting|inbox|came|come\s+in|arrived|arrive|reached\s+out\s+to\s+me|sent\s+me|send\s+me|sends\s+me|(?:sent|forwarded|e-?mailed|mailed|addressed|written)\s+to\s+(?:me|us)|(?:was|were)\s+(?:i|we)\s+(?:ever\s+|first\s+|last\s+)?(?:sent|forwarded|e-?mailed|mailed|written)|(?:wrote|written|writes)\s+(?:to\s+)?me|write\s+me|repl(?:y|ies|ied)\s+to\s+me|answers?\s+me|respond(?:s|ed)?\s+to\s+me|from)\b`)
	// leaveOutFromRE: the "from" of words that leave something out
	// ("apart from Karim"), which says nothing of whom mail came from
	leaveOutFromRE = lazyre.New(`\b` + leaveOutFrom + `\b`)
	senderNounRE   = lazyre.New(`\bsenders?\b`)
	bothRE         = lazyre.New(`\b(?:and|&|plus|combined|together)\b`)
	whoSentRE      = lazyre.New(`^\s*who` + whoOf + `\s+(?:(?:has|have|had)\s+)?(?:sent|written|emailed|e-mailed|mailed|wrote|forwarded)\b`)
	streamRE       = lazyre.New(`\b(?:stream|streamed|streaming|play|played|plays|playing|listen|listened)\b`)
	finishRE       = lazyre.New(`\b(?:finish|finished|complete|completed|g[eo]t\s+through|end|ended|stop|stopped|back\s+from|return|returned)\b`)
	// leftRE: "when did I leave Lisbon" is the end of the stay; "left for
	// Barcelona" (leftForRE) its start.
	leftRE     = lazyre.New(`\b(?:leave|left)\b`)
	leftForRE  = lazyre.New(`\b(?:leave|left)\s+for\b`)
	andIRE     = lazyre.New(`\b([\p{L}'-]+)\s+and\s+i\b`)
	distinctRE = lazyre.New(`\b(?:different|distinct|unique|separate)\b`)
	// howManyShowsRE: a count of the shows themselves, asked or said as
	// a number ("number of shows watched in 2013").
	howManyShowsRE = lazyre.New(`^\s*(?:how\s+many|(?:the\s+)?(?:total\s+)?number\s+of)\s+(?:tv\s+|television\s+)?(?:shows|series|programmes|programs)(?:\s+(?:did|do|have|had|i|we|watched|seen|viewed|streamed|binged|in|on|this|last|since|\d{4})\b|\s*\??$)`)
	// namedShowsRE is howManyShowsRE with a word before the noun (group
	// 1): "how many Netflix shows".
	namedShowsRE  = lazyre.New(`(?i)^\s*(?:how\s+many|(?:the\s+)?(?:total\s+)?number\s+of)\s+(\S+)\s+(?:tv\s+|television\s+)?(?:shows|series|programmes|programs)(?:\s+(?:did|do|have|had|i|we|watched|seen|viewed|streamed|binged|in|on|this|last|since|\d{4})\b|\s*\??$)`)
	withAgainstRE = lazyre.New(`\b(?:with|against|versus|vs)\b`)
	// seeVerbRE: to see, a verb of meeting someone and of watching a thing.
	seeVerbRE = lazyre.New(`\b(?:see|sees|saw|seen|seeing)\b`)
	// currencyAfterRE: a currency named after an amount ("100 dollars").
	currencyAfterRE = lazyre.New(`^\s*` + currencyAfter)
)

// boundsAfter recognises a bound said after its amount ("8 hours or
// more", "5 miles or longer"); it runs before the answer forms, whose
// comparisons would take its "more".
func (p *parser) boundsAfter() {
	t := p.t
	for _, m := range t.findAll(p.are.unitOrMore()) {
		u, ok := p.lx.measures.phrases.lookup(t.group(m, 2))
		if !ok || u.Extract == nil {
			continue
		}
		op := ">="
		switch t.group(m, 5) {
		case "less", "fewer", "shorter", "under", "below", "lower":
			op = "<="
		}
		v := converted(p.amount(t.group(m, 1)), u)
		// "8 hours of sleep or more": what it is of stays the question's
		p.addContent([]int{m[0], m[5]}, u.Extract, fmt.Sprintf("%s %s %s", u.Extract.Name, op, fmtNum(v)))
		t.consume(m[8], m[9])
	}
	p.daysBound()
	// "stopped after less than a minute", "in under an hour": how long
	// it lasted, read before "after" can be taken for an anchor.
	for _, m := range t.findAll(p.are.unitThreshold()) {
		if w := string(t.low[m[0]:m[2]]); strings.HasPrefix(w, "after") || strings.HasPrefix(w, "in") {
			p.unitBound(m)
		}
	}
}

// daysBoundRE: a bound on a length in days, nights or weeks ("longer
// than a week", "for more than 5 days", "at least three nights");
// group 1 the side, 2 the amount, 3 the unit.
var daysBoundRE = lazyre.New(`\b(?:for\s+)?(` + boundSides + `)\s+` + amountPat(true) + `\s+(days?|nights?|weeks?)\b`)

// daysBound reads a bound on the length of what lasts days (a trip, a
// stay: the activities whose length is in days) as a bound on its days
// from the first to the last ("was my trip to Kyoto longer than a week",
// "trips of more than 5 days", "did I stay in Bangkok for more than a
// week"), not as a rate per week nor a count of days with more than so
// many trips. A night is a day less.
//
// The bound is the lasting thing's only where that thing is said before
// it, and no "on" makes the days a count ("did I tweet on more than 3 days
// during my trip" counts the days of tweets).
func (p *parser) daysBound() {
	for _, m := range p.t.findAll(daysBoundRE()) {
		before := strings.ToLower(p.t.orig[:p.t.off[m[0]]])
		if daysCountedRE().MatchString(before) || !p.lastsDaysIn(before) {
			continue
		}
		n := p.amount(p.t.group(m, 2))
		if n <= 0 {
			continue
		}
		length := "days_between(start_date, end_date) + 1"
		switch u := p.t.group(m, 3); {
		case strings.HasPrefix(u, "week"):
			n *= 7
		case strings.HasPrefix(u, "night"):
			length = "days_between(start_date, end_date)"
		}
		p.addContent(m, nil, fmt.Sprintf("%s %s %s", length, opOf(p.t.group(m, 1)), fmtNum(n)))
	}
}

// daysCountedRE: a preposition that makes the days after it a count of
// days, not a length ("on more than 3 days").
var daysCountedRE = lazyre.New(`\b(?:on|in|during|within)\s*$`)

// lastsDaysIn reports whether s names an activity whose length is in
// days (a trip, a stay).
func (p *parser) lastsDaysIn(s string) bool {
	for _, w := range p.lx.act.phrases.re.FindAllString(s, -1) {
		if a, ok := p.lx.act.phrases.lookup(w); ok && a.Length == "days" {
			return true
		}
	}
	return false
}

// unitBound adds the bound an unitThreshold match says (group 1 the
// side, 2 the amount, 3 the unit).
func (p *parser) unitBound(m []int) {
	u, ok := p.lx.measures.phrases.lookup(p.t.group(m, 3))
	if !ok || u.Extract == nil {
		return
	}
	v := converted(p.amount(p.t.group(m, 2)), u)
	m = p.measureNamedAfter(m, u)
	side := strings.Join(strings.Fields(p.t.group(m, 1)), " ")
	op := opOf(side)
	speedSide := side == "faster than" || side == "quicker than" || side == "slower than"
	if speedSide && u.Extract.Type == qa.TypeDuration {
		// "faster than 30 minutes": in less time
		op = flippedOp(op)
	}
	if before := strings.ToLower(p.t.orig[max(0, p.t.off[m[0]]-30):p.t.off[m[0]]]); u.ID == "heart_rate" && (op == ">" || op == ">=") && !avgWordRE().MatchString(before) && !strings.Contains(before, "averag") {
		// "workouts that went above 165 bpm": it got that high, as "a
		// heart rate above 165" (thresholds); "an average of over 150
		// bpm" says which it is
		u = p.lx.measures.byID["max_heart_rate"]
	}
	if k := reciprocal(u); k > 0 && v != 0 {
		// "under 5 min/km" is faster than 12 km/h; "faster than 5
		// min/km" says the speed already
		v = k / v
		if !speedSide {
			op = flippedOp(op)
		}
	}
	p.addContent(m, u.Extract, fmt.Sprintf("%s %s %s", u.Extract.Name, op, fmtNum(v)))
}

// measureNamedAfter widens the bound m over the name of its unit's
// measure said after the unit ("above 165 bpm heart rate", "over 10 km
// distance"), which says again what the unit said: left over, the name
// would be read as the measure asked for.
func (p *parser) measureNamedAfter(m []int, u *measure) []int {
	rest := p.t.low[m[1]:]
	ws := strings.Fields(string(rest))
	for n := min(3, len(ws)); n >= 1; n-- {
		if ms, ok := p.lx.measures.phrases.lookup(strings.Join(ws[:n], " ")); ok && ms.ID == u.ID {
			end := bytes.Index(rest, []byte(ws[n-1])) + len(ws[n-1])
			m = slices.Clone(m)
			m[1] += end
			return m
		}
	}
	return m
}

// reciprocalRE: a measure computed as a number over the field it reads
// (a pace, 60 / avg_speed_kmh); group 1 the number, 2 the field.
var reciprocalRE = lazyre.New(`^([\d.]+)\s*/\s*(\w+)$`)

// reciprocal is the number a measure's field is divided into to give it
// (60 of a pace in minutes per km over the speed in km/h), or 0: a bound
// on a pace is one on the speed, the other way round.
func reciprocal(u *measure) float64 {
	m := reciprocalRE().FindStringSubmatch(u.Map)
	if m == nil || u.Extract == nil || m[2] != u.Extract.Name {
		return 0
	}
	k, _ := strconv.ParseFloat(m[1], 64)
	return k
}

// flippedOp is the comparison the other way round (expr.Flipped), or op
// where it has none.
func flippedOp(op string) string {
	if f, ok := expr.Flipped(op); ok {
		return f
	}
	return op
}

// entryWordRE: the noun entry.
var entryWordRE = lazyre.New(`\bentr(?:y|ies)\b`)

// journalHeldRE: what is in a journal or a diary ("in my journal"), its
// entries.
var journalHeldRE = lazyre.New(`\b(?:in|from)\s+(?:my|the)\s+(?:journal|diary)\b`)

// journalEntries is the activity of journaling where s says "entries"
// and a journal is kept ("how many entries per month"): an entry is one
// of it, as a dictionary has the word (an item written in a diary), not
// every record of the library. Else nil.
func (p *parser) journalEntries(s string) *activity {
	if !entryWordRE().MatchString(s) || p.env.Catalog() == nil || !p.env.Catalog().Has("journal") {
		return nil
	}
	if a := p.lx.act.byID["journaling"]; a != nil && p.heldHere(a) {
		return a
	}
	return nil
}

// timesNextRE: "times" next, after a number ("more than 20 times").
var timesNextRE = lazyre.New(`^\s*times?\b`)

// boundNoun is the noun a bound counts, up to the word that ends it: no
// word after a number bounded says the noun's end as "did I" does after
// "how many" ("more than 10 books on Amazon": books, not "books on",
// whose "on" was read as the books' name; "more than 2 pizzas last
// month": pizzas), "" where none is said ("more than 7 on average").
func boundNoun(s string) string {
	ws := strings.Fields(s)
	for i, w := range ws {
		if nounPhraseEndRE().MatchString(w) || spentBeforeRE().MatchString(w) || nounTimeWordRE().MatchString(w) {
			return strings.Join(ws[:i], " ")
		}
	}
	return s
}

// nounTimeWordRE: a word of time that may follow a noun counted
// ("pizzas yesterday").
var nounTimeWordRE = lazyre.New(`^(?:yesterday|today|tonight|ago|every|a|an|the|my|our|\d+)$`)

// spentExactRE: an amount paid said between the verb and a stranded "on"
// or "for" ("spend €50 on", "pay exactly 12 euros for"; the "on" of "on
// last year" may be read as the time): group 2 the amount, 1 or 3 a
// currency.
var spentExactRE = lazyre.New(`\b(?:` + spendVerbs + `|` + payVerbs + `)\s+(?:(?:exactly|precisely|just)\s+)?(` + currencySigns + `)?\s*` + amountPat(false) + `(?:\s*(` + currencyAfter + `))?\s+(?:on\b|for\b|[|])`)

// exactSpent reads an amount said in "what did I spend €50 on": what was
// paid that much, to the precision said ("€50": 49.50 up to 50.49; "12.99
// euros": that), not a total of everything, which no amount bounded.
func (p *parser) exactSpent() {
	t := p.t
	if !spentOnStrandedRE().MatchString(strings.ToLower(p.f.Question)) {
		return
	}
	m := t.find(spentExactRE())
	if m == nil || t.usedIn(m[4], m[5]) {
		return
	}
	said := t.group(m, 2)
	v := number(said)
	ms := p.lx.measures.byID["money"]
	if ms == nil || ms.Extract == nil || v <= 0 {
		return
	}
	cond := fmt.Sprintf("%s == %s", ms.Extract.Name, fmtNum(v))
	if !strings.ContainsAny(said, ".,") {
		cond = fmt.Sprintf("round(%s) == %s", ms.Extract.Name, fmtNum(v))
	}
	end := m[5]
	if m[6] >= 0 {
		end = m[7]
	}
	a := m[4]
	if m[2] >= 0 {
		a = m[2]
	}
	p.addContent([]int{a, end}, ms.Extract, cond)
}

// thresholds recognises numeric conditions on measures.
func (p *parser) thresholds() {
	t := p.t
	tre, ure := p.are.threshold(), p.are.unitThreshold()
	for _, m := range t.findAll(tre) {
		ms, ok := p.lx.measures.phrases.lookup(t.group(m, 1))
		if !ok || ms.Extract == nil || t.group(m, 4) == "" && timesNextRE().Match(t.low[m[1]:]) {
			// ("did I climb more than 20 times": a number of times is a
			// count of the doing, no amount of the measure its verb
			// names)
			continue
		}
		op := opOf(t.group(m, 2))
		if ms.ID == "heart_rate" && (op == ">" || op == ">=") && !avgWordRE().MatchString(t.group(m, 1)) {
			// "runs with a heart rate above 160": it got that high; "an
			// average heart rate above 160" says which it is
			ms = p.lx.measures.byID["max_heart_rate"]
		}
		v := number(t.group(m, 3))
		if u, ok := p.lx.measures.phrases.lookup(t.group(m, 4)); ok && u.Extract != nil && u.Extract.Name == ms.Extract.Name {
			// (a unit of another measure, "metres" of an elevation in m,
			// converts nothing)
			v = converted(v, u)
		}
		if k := reciprocal(ms); k > 0 && v != 0 {
			// "a pace under 5 min/km": a speed over 12 km/h
			v, op = k/v, flippedOp(op)
		}
		m = p.ownUnitAfter(m, ms)
		if ms.ID == "money" {
			// "cost over 100 dollars": the currency said after the amount
			// is the amount's.
			if c := currencyAfterRE().FindIndex(t.low[m[1]:]); c != nil {
				m = []int{m[0], m[1] + c[1]}
			}
		}
		p.addContent(m, ms.Extract, fmt.Sprintf("%s %s %s", ms.Extract.Name, op, fmtNum(v)))
	}
	for _, m := range t.findAll(amountOfMeasureRE()) {
		// "more than 100 m of elevation gain", "over 1000 kcal of
		// energy": the measure named after the amount
		ms, ok := p.lx.measures.phrases.lookup(t.group(m, 4))
		if w := strings.Fields(t.group(m, 4)); !ok && len(w) == 2 {
			// the measure in one word, another after it ("of energy
			// burned")
			if ms, ok = p.lx.measures.phrases.lookup(w[0]); ok {
				m = slices.Clone(m)
				m[1] = m[8] + len(w[0])
				m[9] = m[1]
			}
		}
		if !ok || ms.Extract == nil || t.usedIn(m[0], m[1]) {
			continue
		}
		v := p.amount(t.group(m, 2))
		if u, ok := p.lx.measures.phrases.lookup(t.group(m, 3)); ok && u.Extract != nil && u.Extract.Name == ms.Extract.Name {
			v = converted(v, u)
		} else if unit, _ := qa.UnitOf(ms.Extract.Name); m[6] >= 0 && !strings.EqualFold(t.group(m, 3), unit) && !ok {
			continue // "over 3 songs of the album": no unit of it
		}
		p.addContent(m, ms.Extract, fmt.Sprintf("%s %s %s", ms.Extract.Name, opOf(t.group(m, 1)), fmtNum(v)))
	}
	p.ranges()
	for _, m := range t.findAll(p.are.moneyThreshold()) {
		if t.group(m, 2) == "" && t.group(m, 4) == "" && currencyAfterRE().FindStringIndex(strings.ToLower(t.orig[t.off[m[1]]:])) == nil && !p.spentBare(m) {
			// no currency: "more than 5 times" is no amount ("over 200
			// EUR", its code linked already as the currency recorded,
			// is one)
			continue
		}
		ms := p.lx.measures.byID["money"]
		p.addContent(m, ms.Extract, fmt.Sprintf("%s %s %s", ms.Extract.Name, opOf(t.group(m, 1)), fmtNum(p.amount(t.group(m, 3)))))
	}
	p.exactSpent()
	for _, m := range t.findAll(ure) {
		p.unitBound(m)
	}
	for _, m := range t.findAll(paidWhereRE()) {
		if m[1] < len(t.low) && t.low[m[1]] == used {
			// "orders where I paid more than $200": the verb says what
			// the amount bounded is, each order's, not a total asked
			t.consume(m[2], m[3])
		}
	}
	if p.distanceActivity() {
		// "runs longer than 7k": a distance written as a race is, for
		// an activity measured by distance ("7k" is no thousand here)
		for _, m := range t.findAll(kThresholdRE()) {
			km := p.lx.measures.byID["km"]
			p.addContent(m, km.Extract, fmt.Sprintf("%s %s %s", km.Extract.Name, opOf(t.group(m, 1)), fmtNum(number(t.group(m, 2)))))
		}
	}
	p.distanceBefore()
	p.durationAfter()
	p.temperatureBounds()
	p.fieldThresholds()
	if p.yesno {
		// "did I play at least 100 songs on New Year's Day": whether the
		// count reaches the number (what is counted stays in the query).
		if m := t.find(p.are.countThreshold()); m != nil {
			// (a number with decimals bounds an amount: "was my average
			// run above 7.5")
			op, n := opOf(t.group(m, 1)), t.group(m, 2)
			if v, err := strconv.ParseFloat(n, 64); err == nil {
				p.countWhether = fmt.Sprintf("%s %s", op, fmtNum(v))
				if noun := boundNoun(nounCounted(string(t.low[m[1]:]))); !p.count && noun != "" {
					// "did I stream over 200 distinct artists", "more
					// than 100 orders": the things counted as "how many"
					// counts them, each artist or order once; a bare
					// number counts nothing ("did I sleep more than 7 on
					// average": no 7 nights)
					p.count, p.countNoun = true, noun
				}
				t.consume(m[0], m[1])
			}
		} else if m := t.find(timesThresholdRE()); m != nil {
			// "have I been to Copenhagen more than once", "did I swim
			// at least twice", "more than three times"
			if v := timesWord(t.group(m, 2)); v > 0 {
				p.countWhether = fmt.Sprintf("%s %d", opOf(t.group(m, 1)), v)
				t.consume(m[0], m[1])
			}
		} else if m := t.find(onlyTimesRE()); m != nil {
			// "did I swim only once", "did I buy only one book" (said as
			// the buying only once): whether the count is that number
			// exactly, not whether there was any
			p.countWhether = onlyTimesCond(t.group(m, 1))
			t.consume(m[0], m[1])
		} else if m := t.find(bareTimesRE()); m != nil && timesWord(t.group(m, 1)) > 1 && dayWithoutRE().MatchString(strings.ToLower(p.f.Question)) {
			// "was there a day I ran twice": a period that held so many
			// at least
			p.countWhether = fmt.Sprintf(">= %d", timesWord(t.group(m, 1)))
			t.consume(m[0], m[1])
		} else if m := t.find(timesSaidRE()); m != nil && timesWord(t.group(m, 1)) > 1 && !timesOfRE().Match(t.low[m[1]:]) && !anyOneRE().Match(t.low[:m[0]]) {
			// "have I bought shuttlecocks twice", "did I swim three
			// times last week": whether it happened so many times, as
			// one asks who knows it happened more often too ("yes, 20
			// times"), not whether it happened at all
			p.countWhether = fmt.Sprintf(">= %d", timesWord(t.group(m, 1)))
			t.consume(m[0], m[1])
		}
	}
}

// timesSaidRE: how many times, said alone ("twice", "three times", "3
// times"); group 1 the words.
var timesSaidRE = lazyre.New(`\b(once|twice|thrice|(?:\d+|\pL+)\s+times)\b`)

// anyOneRE: any one thing asked of ("did I watch any movie twice",
// "did I buy anything twice"), whose times are each one's, not all of
// them together.
var anyOneRE = lazyre.New(`\b(?:any|anything|something|some)\b`)

// timesOfRE: what follows a number of times that makes it of something
// else than the whole: a factor ("twice as long"), or the times in one
// period ("twice in one day", "three times a week").
var timesOfRE = lazyre.New(`^\s+(?:as|in\s+(?:a|one|the\s+same|a\s+single|any)|a|an|per|each|every|more|less|fewer|over)\b`)

// ranges reads a range of a measure said with "between" ("runs between
// 5 and 10 km", "orders between 50 and 100 dollars"): the events whose
// measure lies in it, both ends included, not a sum of the measure nor
// a text to search.
func (p *parser) ranges() {
	t := p.t
	for _, m := range t.findAll(p.are.unitBetween()) {
		if t.usedIn(m[0], m[1]) {
			continue
		}
		u, ok := p.lx.measures.phrases.lookup(t.group(m, 4))
		if !ok || u.Extract == nil {
			continue
		}
		if m[4] >= 0 {
			if u1, ok := p.lx.measures.phrases.lookup(t.group(m, 2)); !ok || u1.Extract == nil || u1.Extract.Name != u.Extract.Name {
				continue
			}
		}
		lo, hi := converted(p.amount(t.group(m, 1)), u), converted(p.amount(t.group(m, 3)), u)
		if m[4] >= 0 {
			u1, _ := p.lx.measures.phrases.lookup(t.group(m, 2))
			lo = converted(p.amount(t.group(m, 1)), u1)
		}
		p.addRange(m, u.Extract, lo, hi)
	}
	for _, m := range t.findAll(p.are.moneyBetween()) {
		if t.usedIn(m[0], m[1]) || t.group(m, 1) == "" && t.group(m, 3) == "" && t.group(m, 5) == "" {
			continue // no currency: "between 5 and 10 times" is no amount
		}
		p.addRange(m, p.lx.measures.byID["money"].Extract, p.amount(t.group(m, 2)), p.amount(t.group(m, 4)))
	}
}

// addRange adds the condition that spec lies between lo and hi (either
// order), said at m.
func (p *parser) addRange(m []int, spec *attrSpec, lo, hi float64) {
	if lo > hi {
		lo, hi = hi, lo
	}
	p.addContent(m, spec, fmt.Sprintf("%s >= %s && %s <= %s", spec.Name, fmtNum(lo), spec.Name, fmtNum(hi)))
}

// timesThresholdRE: a comparison and how many times, in words ("more
// than once", "at least twice", "fewer than three times"); group 1 the
// comparison, 2 the times.
var timesThresholdRE = lazyre.New(`\b(more\s+than|over|at\s+least|less\s+than|fewer\s+than|under|at\s+most)\s+(once|twice|thrice|\pL+\s+times)\b`)

// timesWord is how many times "once", "twice", "thrice" or "N times" (a
// number in words) say; 0 for anything else.
func timesWord(s string) int {
	switch s = strings.Join(strings.Fields(s), " "); s {
	case "once":
		return 1
	case "twice":
		return 2
	case "thrice":
		return 3
	}
	if w, ok := strings.CutSuffix(s, " times"); ok {
		if n, ok := numword.Parse(w); ok && !n.Ordinal && n.Value >= 1 && n.Value == float64(int(n.Value)) {
			return int(n.Value)
		}
	}
	return 0
}

// fieldThresholdRE: a comparison, a number and the word after it ("more
// than 3 coffees"); group 1 the comparison, 2 the number, 3 the word.
var fieldThresholdRE = lazyre.New(`\b(more\s+than|fewer\s+than|less\s+than|over|above|under|below|at\s+least|at\s+most)\s+(\d+(?:\.\d+)?)\s+(\pL[\pL'-]*)`)

// fieldThresholds reads a number of what a field of the library's counts
// ("days I had more than 3 coffees", coffee:: 4 kept in the days): the
// events whose field passes the number, the person's own measure named
// as they name it.
func (p *parser) fieldThresholds() {
	t := p.t
	if p.lk == nil || p.env.Catalog() == nil {
		return
	}
	for _, m := range t.findAll(fieldThresholdRE()) {
		if t.usedIn(m[0], m[7]) {
			continue
		}
		var field string
		list := false
		for _, s := range p.lk.fields {
			if a, b := p.spanBytes(s); a != m[6] || b != m[7] {
				continue
			}
			for _, r := range s.Refs {
				fl := p.env.Catalog().Source(r.Source).Field(r.Field)
				if fl != nil && fl.Kind == "list" && r.List && tree.IsName(r.Field) && (field == "" || field == r.Field && list) {
					// "posts with more than 10 hashtags": how many the
					// list holds
					field, list = r.Field, true
					continue
				}
				if fl == nil || fl.Kind != "number" || fl.Unit != "" || r.List || !tree.IsName(r.Field) || field != "" && field != r.Field {
					field = ""
					break
				}
				field = r.Field
			}
		}
		if field == "" {
			continue
		}
		if list {
			p.addContent(m[:2], &attrSpec{Name: field, Type: qa.TypeList}, fmt.Sprintf("len(%s ?? []) %s %s", field, opOf(t.group(m, 1)), fmtNum(number(t.group(m, 2)))))
			continue
		}
		p.addContent(m[:2], &attrSpec{Name: field, Type: qa.TypeNumber}, fmt.Sprintf("%s %s %s", field, opOf(t.group(m, 1)), fmtNum(number(t.group(m, 2)))))
		p.fieldCount = true
	}
}

// distanceBefore reads a distance said before the noun of an activity
// measured by distance ("the pace on the 10 km run", "how many 5k runs"):
// the runs of about that distance (within a tenth: a 10 km run is
// rarely 10.00 km), not a text to search.
func (p *parser) distanceBefore() {
	t := p.t
	for _, m := range t.findAll(p.are.distanceBefore()) {
		if t.usedIn(m[2], m[5]) {
			continue
		}
		p.aboutDistance(t.group(m, 3), t.group(m, 1), t.group(m, 2), []int{m[2], m[5]})
	}
	// "the day I ran 4 km", "did I cycle 40 km": a distance said right
	// after the verb of an activity measured by distance is how far one
	// of its events went, as before its noun.
	for _, m := range t.findAll(distanceAfterRE()) {
		if t.usedIn(m[4], m[7]) {
			continue
		}
		if p.yesno {
			if !onceSaidRE().MatchString(strings.ToLower(p.f.Question)) {
				// "did I run 100 km in July" may ask for the month's total
				continue
			}
			// "did I ever run 20 km", "did I run 10 km in one go": one
			// run that went so far, at least
			p.distanceReached(t.group(m, 1), t.group(m, 2), t.group(m, 3), []int{m[4], m[7]})
			continue
		}
		p.aboutDistance(t.group(m, 1), t.group(m, 2), t.group(m, 3), []int{m[4], m[7]})
	}
	// "my fastest 5k", "my 10k time": a race named by its distance, with
	// no noun of the activity after it, is the runs of that distance; so
	// is a race whose name says its distance ("have I run a marathon").
	races := t.findAll(raceDistanceRE())
	for _, m := range t.findAll(namedRaceRE()) {
		races = append(races, []int{m[0], m[1], -1, -1})
	}
	for _, m := range races {
		if t.usedIn(m[0], m[1]) || p.env == nil || p.env.Lexicon == nil {
			continue
		}
		if cat := p.env.Catalog(); cat == nil || cat.Terms[strings.ToLower(t.group(m, 0))] > 0 {
			continue // the library writes the word: its texts are searched
		}
		across := acrossBeforeRE().FindIndex(t.low[:m[0]])
		if boundBeforeRE().Match(t.low[:m[0]]) && across == nil {
			continue // "more than 5k": a number, not a race
		}
		var race *activity
		for _, h := range p.env.Lexicon.Find(rlex.Tokens(t.group(m, 0))) {
			if a := p.lx.act.byID[h.Concept.ID]; h.Concept.Kind == "sport" && a != nil && a.Length == "distance" && p.heldHere(a) {
				race = a
			}
		}
		if race == nil {
			continue
		}
		p.race = race
		v, named := raceDistance(t.group(m, 0))
		if !named {
			v = number(t.group(m, 1))
		}
		km := p.lx.measures.byID["km"]
		cond := fmt.Sprintf("abs(%s - %s) <= %s", km.Extract.Name, fmtNum(v), fmtNum(math.Round(v*10)/100))
		if named {
			// a race named is run to its end: its distance at least
			// (less a GPS's 2 %), not a tenth short of it
			cond = fmt.Sprintf("%[1]s >= %[2]s && %[1]s <= %[3]s", km.Extract.Name, fmtNum(math.Round(v*98)/100), fmtNum(math.Round(v*110)/100))
		}
		p.addContent(m[:2], km.Extract, cond)
		if across != nil {
			o := bytes.LastIndex(t.low[:m[0]], []byte("over"))
			t.consume(o, o+len("over"))
		}
	}
}

// aboutDistance adds, for an activity measured by distance named by
// word, the condition that an event went about amount unit (within a
// tenth), said at span m. An amount written with decimals ("14.2 km")
// is that distance to its last digit, as a journal or a watch rounds it:
// a round one ("10 km") is about it, a precise one is not a tenth either
// way (the runs of 13.3 to 15.6 km it had taken in were added up).
func (p *parser) aboutDistance(word, amount, unit string, m []int) {
	km, v, ok := p.distanceSaid(word, amount, unit)
	if !ok {
		return
	}
	within := math.Round(v*10) / 100
	if i := strings.IndexAny(amount, ".,"); i >= 0 && number(amount) > 0 {
		digits := len(amount) - i - 1
		within = math.Round(0.5*math.Pow(10, -float64(digits))*v/number(amount)*1e4) / 1e4
	}
	p.addContent(m, km.Extract, fmt.Sprintf("abs(%s - %s) <= %s", km.Extract.Name, fmtNum(v), fmtNum(within)))
}

// onceSaidRE: words that make a distance asked whether done one event's
// ("ever", "in one go"), not a period's total.
var onceSaidRE = lazyre.New(`\bever\b|\bin\s+(?:one|a\s+single)\s+(?:go|run|ride|walk|session|stretch)\b|\bat\s+once\b`)

// distanceReached adds, for an activity measured by distance named by
// word, the condition that an event went at least amount unit, said at
// span m.
func (p *parser) distanceReached(word, amount, unit string, m []int) {
	if km, v, ok := p.distanceSaid(word, amount, unit); ok {
		p.addContent(m, km.Extract, fmt.Sprintf("%s >= %s", km.Extract.Name, fmtNum(v)))
	}
}

// distanceSaid is the measure of distance and amount unit in it, where
// word names an activity measured by distance and unit is one of length
// ("k" for km, as races are named).
func (p *parser) distanceSaid(word, amount, unit string) (km *measure, v float64, ok bool) {
	a, ok := p.lx.act.phrases.lookup(word)
	if !ok || a.Length != "distance" {
		return nil, 0, false
	}
	if unit == "k" {
		unit = "km"
	}
	ms, ok := p.lx.measures.phrases.lookup(unit)
	if !ok || ms.Extract == nil {
		return nil, 0, false
	}
	return p.lx.measures.byID["km"], number(amount) * factor(ms), true
}

// distanceAfterRE: a word (group 1, the verb checked by the caller), a
// number (2) and a unit of distance (3) right after it ("ran 4 km").
var distanceAfterRE = lazyre.New(`\b(\p{L}+)\s+(\d+(?:[.,]\d+)?)\s*-?\s*(km|kms|k|kilometers?|kilometres?|mi|miles?|meters?|metres?)\b`)

// durationAfterRE: how long, said right after a word (group 1, the verb
// or noun of an activity, checked by the caller) with "for" or after
// "lasted" ("swam for an hour", "swims lasted 45 minutes"): group 2 the
// amount, 3 the unit of time.
var durationAfterRE = lazyre.New(`\b(\p{L}+)\s+(?:(?:for|last(?:ed|s)?|last(?:ed|s)?\s+for)\s+)` + amountPat(true) + `\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b`)

// durationAfter reads how long an activity's event lasted, said without
// a bound right after its verb ("how many times did I swim for an hour",
// "swims that lasted 45 minutes"), as the events of about that length
// (within a tenth, as a distance said so is): the words, searched for,
// found every swim, and the length was dropped unsaid.
func (p *parser) durationAfter() {
	t := p.t
	for _, m := range t.findAll(durationAfterRE()) {
		if t.usedIn(m[0], m[1]) || boundBeforeRE().Match(t.low[:m[4]]) {
			continue
		}
		word := t.group(m, 1)
		lasted := strings.HasPrefix(strings.ToLower(strings.TrimSpace(string(t.low[m[3]:m[4]]))), "last")
		if a, ok := p.lx.act.phrases.lookup(word); (!ok || a.Length == "days") && !(lasted && p.f.act != nil && p.f.act.Length != "days") {
			continue
		}
		if !p.recordsField("duration_s", "duration") && !p.recordsField("duration_s", "number") {
			continue
		}
		u, ok := p.lx.measures.phrases.lookup(t.group(m, 3))
		if !ok || u.Extract == nil || u.Extract.Type != qa.TypeDuration {
			continue
		}
		v := converted(p.amount(t.group(m, 2)), u)
		if v <= 0 {
			continue
		}
		p.addContent([]int{m[3], m[1]}, u.Extract, fmt.Sprintf("abs(%s - %s) <= %s", u.Extract.Name, fmtNum(v), fmtNum(math.Round(v*10)/100)))
	}
}

// boundBeforeRE: a comparison right before a number ("more than", "over").
var boundBeforeRE = lazyre.New(`\b(?:(?:more|less|fewer|longer|shorter)\s+than|over|under|above|below|at\s+least|at\s+most)\s*$`)

// acrossBeforeRE: "over" after what a distance is covered in ("my pace
// over 10k", "best time over 5k"): the distance it was covered over, not
// a bound of it.
var acrossBeforeRE = lazyre.New(`\b(?:pace|speed|time|splits?)\s+over\s*$`)

// kThresholdRE: a bound said in kilometres written as a race is
// ("longer than 7k", "over 10k").
var kThresholdRE = lazyre.New(`\b(` + boundSides + `)\s+(\d+(?:[.,]\d+)?)k\b`)

// phraseAt is an activity's phrase the question says, in lower case,
// and where its lower case has it.
type phraseAt struct {
	phrase   string
	from, to int
}

// actsSaid are the activity phrases of the whole question
// (strings.ToLower(p.f.Question)), in its order: the phrases' regexp,
// which many recognisers read, is run over it once per question.
func (p *parser) actsSaid() []phraseAt {
	if p.acts == nil {
		low := strings.ToLower(p.f.Question)
		p.acts = []phraseAt{}
		for _, loc := range p.lx.act.phrases.re.FindAllStringIndex(low, -1) {
			p.acts = append(p.acts, phraseAt{low[loc[0]:loc[1]], loc[0], loc[1]})
		}
	}
	return p.acts
}

// distanceActivity reports whether the question names an activity
// measured by distance ("runs", "rides", "walks").
func (p *parser) distanceActivity() bool {
	for _, at := range p.actsSaid() {
		if a, ok := p.lx.act.phrases.lookup(at.phrase); ok && a.Length == "distance" {
			return true
		}
	}
	return false
}

// namedRaceRE: a race whose name says its distance (raceKm), in the
// singular or the plural ("how many half marathons have I run": the runs
// of that distance), with or without a hyphen.
var namedRaceRE = lazyre.New(`\b(?:` + raceNames + `)s?\b`)

// raceNames are the races whose name says their distance (raceKm).
const raceNames = `half[\s-]+marathon|marathon`

// raceKm: the distances of the races namedRaceRE reads, as dictionaries
// define them. A parkrun is 5 km too, but it is an event a 5 km run need
// not be: it is searched for, as before.
var raceKm = map[string]float64{"marathon": 42.195, "half marathon": 21.0975}

// raceDistance is the distance in km of a race said by its name, in any
// case, with a hyphen or in the plural ("Half-Marathons"), and whether it
// is one of raceKm.
func raceDistance(name string) (float64, bool) {
	v, ok := raceKm[strings.TrimSuffix(strings.Join(strings.Fields(strings.ToLower(strings.ReplaceAll(name, "-", " "))), " "), "s")]
	return v, ok
}

// raceDistanceRE: a distance written as a race is ("5k", "10k").
var raceDistanceRE = lazyre.New(`\b(\d+(?:[.,]\d+)?)k\b`)

// converted is v in unit u converted to the unit of u's extracted
// attribute; miles become kilometres to the metre, the precision a
// distance written in miles is kept in, so that "runs over 5 miles" is no
// 5-mile run (8.047 km kept, 8.04672 km said).
func converted(v float64, u *measure) float64 {
	if u.ID == "miles" {
		return math.Round(v*factor(u)*1000) / 1000
	}
	return v * factor(u)
}

// factor converts a value in unit u to the unit of u's extracted
// attribute (hours → seconds, miles → km).
func factor(u *measure) float64 {
	switch u.ID {
	case "hours":
		return 3600
	case "minutes":
		return 60
	case "miles", "speed_mph":
		return lmeasure.KmPerMile
	case "meters":
		return 0.001
	}
	return 1
}

// reachVerbs are the verbs of attaining a level, which bound what they
// reach below by it ("reached 10000 steps": at least so many); opOf reads
// them as at least.
const reachVerbs = `reach(?:ed|es|ing)?|hit(?:s|ting)?|achiev(?:e|ed|es|ing)|attain(?:ed|s|ing)?`

// reachVerbRE: one of reachVerbs, whole.
var reachVerbRE = lazyre.New(`^(?:` + reachVerbs + `)$`)

// boundSides are the words that bound an amount on one side, each of
// which opOf reads.
const boundSides = `longer\s+than|shorter\s+than|further\s+than|farther\s+than|faster\s+than|quicker\s+than|slower\s+than|more\s+than|less\s+than|fewer\s+than|over|above|under|below|at\s+least|at\s+most`

// opOf is the comparison a bound's words say ("more than", "under", "at
// least", "no more than", a verb of reaching), ">" for those it does not
// list.
func opOf(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if reachVerbRE().MatchString(s) {
		return ">="
	}
	switch s {
	case "less than", "under", "below", "lower than", "fewer than", "shorter than", "slower than", "colder than", "cooler than", "<":
		return "<"
	case "at least", "no less than", ">=":
		return ">="
	case "at most", "no more than", "<=":
		return "<="
	case "exactly", "==":
		return "=="
	}
	return ">"
}

// amount reads an amount before a unit, in digits or words ("a" minute,
// "two" hours, "half an" hour).
func (p *parser) amount(s string) float64 {
	s = strings.Join(strings.Fields(s), " ")
	switch {
	case strings.HasPrefix(s, "half "):
		return 0.5
	case s == "a" || s == "an":
		return 1
	}
	return number(s)
}

// thousandsRE: a number written with commas between its thousands
// ("10,000", "1,250.50"), as English writes amounts.
var thousandsRE = lazyre.New(`^\d{1,3}(?:,\d{3})+(?:\.\d+)?$`)

func number(s string) float64 {
	if thousandsRE().MatchString(s) {
		s = strings.ReplaceAll(s, ",", "")
	}
	// otherwise a comma is the decimal one ("2,5 km")
	f, err := strconv.ParseFloat(strings.ReplaceAll(s, ",", "."), 64)
	if err != nil {
		// "eight hours or more": a number in words
		if n, ok := numword.Parse(s); ok && !n.Ordinal {
			return n.Value
		}
	}
	return f
}

func fmtNum(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func (p *parser) addContent(m []int, spec *attrSpec, cond string) {
	p.addEntity(m, p.t.original(m[0], m[1]), spec, cond)
}

// addEntity adds a content condition said by low[m[0]:m[1]], described
// by words.
func (p *parser) addEntity(m []int, words string, spec *attrSpec, cond string) {
	p.t.consume(m[0], m[1])
	var needs []attrSpec
	if spec != nil {
		needs = []attrSpec{*spec}
	}
	p.f.Content = append(p.f.Content, Cond{Expr: cond, Words: words, Needs: needs})
}

// noActivityNote is the caveat of a question whose words name nothing
// the lexicons or the library know.
const noActivityNote = "no activity recognised: retrieving everything"

// raceActivity is the sport a race of it names ("5k", "parkrun",
// "marathon": a related term of a sport's concept, as raceNamed reads
// them) when the library holds the sport's records but never writes the
// race's word (else the word is searched, as before), or nil.
func (p *parser) raceActivity(low string) *activity {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	toks := rlex.Tokens(low)
	for _, h := range p.env.Lexicon.Find(toks) {
		term := strings.Join(rlex.Keys(toks[h.Start:h.End]), " ")
		if h.Concept.Kind != "sport" || h.Weight < 0.6 || h.Weight >= 1 || !raceTermRE().MatchString(term) {
			continue
		}
		if cat := p.env.Catalog(); cat == nil || cat.Terms[term] > 0 {
			continue // the library writes the word: its texts are searched
		}
		if a := p.lx.act.byID[h.Concept.ID]; a != nil && p.heldHere(a) {
			return a
		}
	}
	return nil
}

// sportVenue is the sport whose place a question names after a
// preposition of place ("in the pool", "at the lido", "to the swimming
// pool": a related term of the sport's concept, not a race), where the
// library holds the sport's records and never writes the place's word,
// with a pattern of the words that say the place; nil where none.
func (p *parser) sportVenue(low string) (*activity, string) {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return nil, ""
	}
	toks := rlex.Tokens(low)
	for _, h := range p.env.Lexicon.Find(toks) {
		term := strings.Join(rlex.Keys(toks[h.Start:h.End]), " ")
		if h.Concept.Kind != "sport" || h.Weight < 0.6 || h.Weight >= 1 || raceTermRE().MatchString(term) {
			continue
		}
		if p.env.Catalog().Terms[toks[h.End-1].Key] > 0 {
			continue // the library writes the word: its texts are searched
		}
		first, last := toks[h.Start], toks[h.End-1]
		if !venueLeadRE().MatchString(low[:first.Pos]) {
			continue // "pool" of no place ("a pool party")
		}
		if a := p.lx.act.byID[h.Concept.ID]; a != nil && p.heldHere(a) {
			return a, venueLeadRE().String()[len(`(?:`):len(venueLeadRE().String())-len(`)$`)] + regexp.QuoteMeta(low[first.Pos:last.Pos+len(last.Raw)]) + `\b`
		}
	}
	return nil, ""
}

// venueLeadRE: a preposition of place and a determiner, ending what
// precedes a place's noun ("in the", "to the", "at our"); not "from",
// which says a sender as often ("newsletters from the running club").
var venueLeadRE = lazyre.New(`(?:\b(?:in|at|to|into)\s+(?:the|a|my|our)\s+)$`)

// raceTermRE: a term of a sport that is a race, not a place or a gear of
// it ("5k", "10 km", "half marathon", "parkrun"; not "pool", "trail").
var raceTermRE = lazyre.New(`^(?:\d+(?:\.\d+)?\s*(?:k|km|mi|miles?)|(?:half\s+)?marathons?|park\s*runs?|parkruns?)$`)

// searchedNote ends the note on an activity the library holds no export of.
const searchedNote = "searching everything for the words"

// spendVerbs: the forms of spending.
const spendVerbs = `spend|spends|spent|spending`

// climbVerbRE: "climb" said as the verb of a height gained ("ever"
// between may be blanked).
var climbVerbRE = lazyre.New(`\b(?:i|we)\s+(?:(?:\w+|\|+)\s+)?(?:climb|climbed)\b`)

// climbedPeakRE: "climb" with a name as its object, in the question's
// own case ("climb the Brocken", "climbed Mount Snowdon", "climb up
// Ben Nevis"): a mountain, not the sport's wall ("climb at Nordwand",
// "climbed with Ben" put a preposition between).
var climbedPeakRE = lazyre.New(`\b(?i:climb|climbs|climbed|climbing)\s+(?i:up\s+)?(?:(?i:the)\s+)?(?:(?:Mount|Mt\.?)\s+)?\p{Lu}\p{Ll}+`)

// activity recognises what the question is about in the words left, the
// named instances of structured activities, and turns the rest into the
// RETRIEVE query.
// topicAboutRE: what something written is about ("tweets about
// running", "posted about my run"): group 1 the topic, up to what is read
// already or the clause's end.
var topicAboutRE = lazyre.New(`\b(?:about|regarding|concerning)\s+([^|?.!,;]+)`)

// topicApart is the activity of writing that the words before "about"
// name ("how many tweets did I post about running": the tweets), where
// the topic after it would call up another ("running": the runs), or nil:
// what is written about is searched for in what was written, no activity
// of its own.
func (p *parser) topicApart() *activity {
	low := p.unfielded(p.t.String())
	m := topicAboutRE().FindStringSubmatchIndex(low)
	held := -1
	if m == nil {
		if held, m = p.heldTopic(low); m == nil {
			return nil
		}
	}
	a := p.activityOf(low[:m[2]] + strings.Repeat(" ", m[3]-m[2]) + low[m[3]:])
	entries := false
	if a == nil {
		// "entries about the road bike", "anything in my journal about
		// skiing": what the journal holds, of which the topic is said
		a = p.journalEntries(journalHeldRE().ReplaceAllString(low[:m[2]], " entries "))
		entries = a != nil
	}
	if a == nil || !a.Structured || !slices.ContainsFunc(a.Sources, written) {
		return nil
	}
	if held >= 0 {
		// "anything in my journal about Paris": what is written about a
		// place or a person the records name (where it happened, or
		// only was planned: a journal's happenings) is what the text
		// says; the name's words go back to be read so
		copy(p.t.low[m[2]:], p.lk.saved[held])
		p.lk.held = slices.Delete(p.lk.held, held, held+1)
		p.lk.saved = slices.Delete(p.lk.saved, held, held+1)
		low = p.unfielded(p.t.String())
	}
	topic := p.activityOf(low[m[2]:m[3]])
	if topic != nil && slices.ContainsFunc(topic.Sources, func(s string) bool { return slices.Contains(a.Sources, s) }) {
		return nil // a topic of the writing's own kind is read as it was
	}
	if p.givenName(m[2], m[3], a.Sources) {
		if entries {
			// "entries about swimming" where the notes are tagged so:
			// the entries, the tag linked; no word named them, and
			// the swims were retrieved
			return a
		}
		return nil // "my notes about travel": a label of the notes, linked already
	}
	if topic == nil && p.mention != "" {
		return nil
	}
	if words := strings.TrimSpace(p.t.original(m[2], m[3])); p.mention == "" && words != "" && len(strings.Fields(words)) <= 4 {
		// the topic is words of the text, as what is mentioned is:
		// "tweets about running" say "a run", "ran 10k", any word the
		// lexicon calls the activity by
		p.mention, p.mentionAt = words, m[0]
		p.mentionSaved = append([]byte(nil), p.t.low[m[0]:m[3]]...)
		p.t.consume(m[0], m[3])
		if topic == nil {
			// a topic that calls up nothing else ("the note about the
			// beautiful morning", "the email about gravity") is its words,
			// searched for in what was written
			for _, d := range []string{"the ", "a ", "an ", "my "} {
				p.mention = strings.TrimPrefix(p.mention, d)
			}
			return a
		}
		for _, w := range topic.Triggers {
			if !strings.Contains(w, " ") {
				p.mentionAlts = append(p.mentionAlts, w)
			}
		}
		p.mentionAlts = append(p.mentionAlts, p.emojiOf(topic)...)
	}
	return a
}

// emojiOf returns the emoji the retrieval lexicons call an activity by,
// as strongly as by its words ("⚽" of football, "🎾" of tennis): a post
// "Home win!! ⚽🔥" is about football as much as one that says the word.
func (p *parser) emojiOf(a *activity) []string {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	c, ok := p.env.Lexicon.Concept(a.ID)
	if !ok {
		return nil
	}
	var out []string
	for _, t := range c.Terms {
		if t.Included || t.Weight < rlex.Strong || strings.ContainsFunc(t.Text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsSpace(r) }) {
			continue
		}
		out = append(out, t.Text)
	}
	return out
}

// givenName reports whether the question's bytes from x to y are (part
// of) a label or a title the writer gave a record of sources, linked
// already: such a name says what a record is about ("my notes about
// travel", "my travel note": the notes labelled travel). A place or a
// person says where or with whom it happened, and the entries about
// Paris are those whose text says it, where it was only planned too.
func (p *parser) givenName(x, y int, sources []string) bool {
	if p.lk == nil {
		return false
	}
	return slices.ContainsFunc(append(slices.Clone(p.lk.held), p.lk.soft...), func(sp link.Span) bool {
		a, b := p.spanBytes(sp)
		return a < y && x < b && !p.personSpan(sp) && slices.ContainsFunc(sp.Refs, func(r link.Ref) bool { return (r.List || r.Title) && slices.Contains(sources, r.Source) })
	})
}

// heldTopic finds a name the library holds said right after "about"
// (its words taken already, so topicAboutRE sees none): its index in the
// names held and the match as topicAboutRE's, group 1 the name; -1 and
// nil when there is none, or when it is a label or a title the writer
// gave, which says what a record is about itself.
func (p *parser) heldTopic(low string) (int, []int) {
	if p.lk == nil {
		return -1, nil
	}
	for i, sp := range p.lk.held {
		x, y := p.spanBytes(sp)
		b := aboutBeforeRE().FindStringIndex(low[:x])
		if b == nil || !p.personSpan(sp) && slices.ContainsFunc(sp.Refs, func(r link.Ref) bool { return r.List || r.Title }) {
			continue
		}
		return i, []int{b[0], y, x, y}
	}
	return -1, nil
}

// cuedDoing narrows the sources of whatever was done to those a word of
// the statement names whole (sources.tsv), where the library holds them:
// "what did I have scheduled" is what the calendar holds, not the
// purchases and the songs of those days.
func (p *parser) cuedDoing(stmt string, sources []string) []string {
	if p.env.Lexicon == nil {
		return sources
	}
	var kept []string
	for _, w := range strings.Fields(strings.ToLower(stmt)) {
		c, ok := p.env.Lexicon.Cue(rlex.Key(w))
		if !ok {
			continue
		}
		for _, sw := range c.Sources {
			if sw.Whole && slices.Contains(sources, sw.Source) && !slices.Contains(kept, sw.Source) {
				kept = append(kept, sw.Source)
			}
		}
	}
	if len(kept) == 0 {
		return sources
	}
	slices.Sort(kept)
	return kept
}

// personSpan reports whether a span links a sender or a recipient (a
// mail's from): the list it is also in (the mail's correspondents) is no
// label the writer gave, and what is written about them is what the
// texts say ("who wrote to me about ImageMagick": not the mail from
// Majordomo@imagemagick.org alone). Whom a post mentions the writer
// chose, as a label.
func (p *parser) personSpan(sp link.Span) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	return slices.ContainsFunc(sp.Refs, func(r link.Ref) bool {
		return slices.ContainsFunc([]string{"sender", "recipient"}, func(role string) bool {
			rule, ok := p.env.Lexicon.Attr(role)
			return ok && slices.Contains(rule.Sources, r.Field)
		})
	})
}

// aboutBeforeRE: a preposition of a topic right before a name.
var aboutBeforeRE = lazyre.New(`\b(?:about|regarding|concerning)\s+$`)

// namedShows reports whether a question of how many shows names where
// they were watched before the noun ("how many Netflix shows did I watch"):
// a name, capitalised, which makes the shows no fewer kinds of thing.
func namedShows(q string) bool {
	m := namedShowsRE().FindStringSubmatch(q)
	return m != nil && fold.Capitalised(m[1])
}

// topicBefore is the activity of writing that the head noun of a
// compound names, where a word before it names another activity as its
// modifier ("my shopping list note", "my running notes", "Amazon order
// emails": the note, the notes, the emails), or nil. English puts the head
// of a noun compound last; the modifier is what the text is about,
// searched for in it as words said after "about" are (topicApart). A
// record only some things write ("badminton sessions") is no head here:
// only what a person wrote can be about another activity.
func (p *parser) topicBefore() *activity {
	low := p.unfielded(p.t.String())
	locs := p.lx.act.phrases.re.FindAllStringIndex(low, -1)
	for i := 1; i < len(locs); i++ {
		head, ok := p.lx.act.phrases.lookup(low[locs[i][0]:locs[i][1]])
		if !ok || !head.Structured || head.Length != "words" || !slices.ContainsFunc(head.Sources, written) {
			continue
		}
		if hw := strings.Fields(low[locs[i][0]:locs[i][1]]); p.isPast(hw[0]) {
			continue // a verb ("the last message Lukas sent me"), no head noun
		}
		mod, ok := p.lx.act.phrases.lookup(low[locs[i-1][0]:locs[i-1][1]])
		if !ok || mod == head || slices.ContainsFunc(mod.Sources, func(s string) bool { return slices.Contains(head.Sources, s) }) {
			continue
		}
		if i+1 < len(locs) && locs[i+1][0]-locs[i][1] <= 1 {
			continue // the head is itself a modifier ("note app")
		}
		between := strings.Fields(low[locs[i-1][1]:locs[i][0]])
		if len(between) > 1 || len(between) == 1 && (functionWords[between[0]] || personalRE().MatchString(between[0]) || wordRE().FindString(between[0]) != between[0]) {
			continue // "shop for a note", "when I run I post": no compound
		}
		if p.inLinkedValue(low[locs[i-1][0]:locs[i-1][1]]) {
			continue // the modifier is a value of the library, linked already
		}
		if p.givenName(locs[i-1][0], locs[i-1][1], head.Sources) {
			return head // "my travel note": a label of the notes, linked already
		}
		words := strings.TrimSpace(p.t.original(locs[i-1][0], locs[i][0]))
		if p.mention != "" || words == "" {
			return nil
		}
		p.mention, p.mentionAt = words, locs[i-1][0]
		p.mentionSaved = append([]byte(nil), p.t.low[locs[i-1][0]:locs[i][0]]...)
		p.t.consume(locs[i-1][0], locs[i][0])
		if len(between) == 0 && !strings.Contains(words, " ") && !fold.Capitalised(words) {
			// "running notes": the activity, by any word it is called;
			// "shopping list", "Amazon order": a thing of its own, said
			// as written
			for _, w := range mod.Triggers {
				if !strings.Contains(w, " ") {
					p.mentionAlts = append(p.mentionAlts, w)
				}
			}
			p.mentionAlts = append(p.mentionAlts, p.emojiOf(mod)...)
		}
		return head
	}
	return nil
}

// personalRE: a personal pronoun, which begins a clause and no compound.
var personalRE = lazyre.New(`^(?:i|we|you|he|she|they|it|me|us|them|him|her)$`)

// written reports whether the records of source are what a person wrote
// (posts, mail, notes, chats, a journal), which can be about anything.
func written(source string) bool {
	switch ingest.KindOf(source) {
	case ingest.SocialMedia, ingest.Mail, ingest.Note, ingest.Chat, ingest.Journal:
		return true
	}
	return false
}

// unfielded returns cl (the question's lower form) without the values
// said right after their field's word: "tagged running" names a tag, not
// the activity of running.
func (p *parser) unfielded(cl string) string {
	if p.lk == nil || len(p.lk.fielded) == 0 {
		return cl
	}
	b := []byte(cl)
	for _, s := range p.lk.fielded {
		x, y := p.spanBytes(s)
		for i := x; i < y && i < len(b); i++ {
			b[i] = used
		}
	}
	return string(b)
}

func (p *parser) activity() {
	t := p.t
	if m := t.find(distinctRE()); m != nil {
		p.distinct = true
		t.consume(m[0], m[1])
	} else if howManyShowsRE().MatchString(strings.ToLower(p.f.Question)) || namedShows(p.f.Question) {
		// "how many shows did I watch": the shows, each once, not the
		// episodes watched of them ("how many series of Taskmaster" are
		// its seasons)
		p.distinct = true
	} else if p.placesBeenTo() {
		p.distinct = true
	}
	if m := t.find(andIRE()); m != nil {
		if w := t.original(m[2], m[3]); personWord(w) && fold.Capitalised(w) {
			p.withPerson = w
			t.consume(m[0], m[1])
		}
	}
	p.valueOverCue(t.String())
	p.codedWhereRecorded()
	p.calendarAsPlace()
	p.seriesOfEntry()
	if m := t.find(thingRunsRE()); m != nil {
		// "how often did the scheduled reboot run": a thing runs as a
		// machine or a schedule does; no one went running
		t.consume(m[2], m[3])
	}
	if m := t.find(runThingRE()); m != nil {
		// "how many meetings did I run", "did I run the team meeting":
		// to run a happening is to lead it, as a dictionary's second
		// sense says; the happening is what was done, not a run
		verb, obj := []int{m[4], m[5]}, []int{m[2], m[3]}
		if m[4] < 0 {
			verb, obj = []int{m[6], m[7]}, []int{m[8], m[9]}
		}
		if a := p.activityNamed(string(t.low[obj[0]:obj[1]])); a != nil && !a.Sport && a.ID != "running" && a.ID != "workout" {
			t.consume(verb[0], verb[1])
		}
	}
	act := p.activityOf(p.unfielded(t.String()))
	if act == nil {
		act = p.journalEntries(t.String())
	}
	if act == nil {
		orig := newText(t.orig)
		if m := orig.find(beActiveRE()); m != nil && (!t.usedIn(m[2], m[3]) || p.busiest) && !activeMeasureRE().MatchString(string(orig.low[m[1]:])) {
			// "was I more active in 2021", "my most active month" (read
			// as "busiest"): being physically active is exercising, as a
			// dictionary says it
			act = p.lx.act.byID["workout"]
			t.consume(m[2], m[3])
		}
	}
	if a := p.activityApart(); a != nil {
		act = a
	} else if a := p.topicApart(); a != nil {
		act = a
	} else if a := p.topicBefore(); a != nil {
		act = a
	}
	low := t.String()
	seenThing := false
	if act != nil && act.ID == "meeting" && seeVerbRE().MatchString(low) && p.asked != nil {
		// "which documentary did I see", "the last film I saw": a thing
		// seen and asked for (by its title, or as the records of an
		// activity) was watched, not met; the sources that record what
		// is asked say which
		if a := p.askedActivity(); a != nil && a.Structured && p.heldHere(a) {
			act, seenThing = a, true
		} else if titleField(p.asked.Attr) && !p.seenGoneTo(low) {
			act, seenThing = p.watchedHeld(), true
		}
	} else if act != nil && act.ID == "meeting" && seeVerbRE().MatchString(low) && !p.askedWho && p.lk != nil {
		// "what did I see on the Xbox": what was seen on a thing only
		// the streams record (their device) was watched
		if names := append(slices.Clone(p.lk.held), p.lk.soft...); len(names) > 0 {
			if w := p.watchedOf(names); w != nil {
				act, seenThing = w, true
				if all := p.watchedHeld(); all != nil && strictSubset(w.Sources, all.Sources) && slices.ContainsFunc(names, func(s link.Span) bool {
					return slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
						return !slices.Contains(w.Sources, r.Source) && slices.Contains(all.Sources, r.Source)
					})
				}) {
					act = all // the films and the series, where the names are both's
				}
			}
		}
	}
	if act == nil && (p.askedWhat || p.asked != nil && titleField(p.asked.Attr)) && watchVerbRE().MatchString(strings.ToLower(p.f.Question)) && p.watchedHeld() == nil {
		// "what did I watch with Lena", no streams exported: the verb
		// alone says a film or a show was watched, and the watching a
		// journal names the titles of stands in (below) as it does for
		// "what films did I watch"
		act = p.watchedNamed()
	}
	if act != nil && (act.ID == "mail_received" || act.ID == "mail_sent") && !mailWordRE().MatchString(strings.ToLower(p.f.Question)) && p.lk != nil && p.onlyChatNames() {
		// "what did gustav johansen send me": sending or writing, said
		// of someone only the chats record, is their messages, no mail
		if c := p.lx.act.byID["chat"]; c != nil && p.heldHere(c) {
			act = c
		}
	}
	if act != nil && act.ID == "climbing" && p.meas != nil && p.meas.ID == "elevation" && climbVerbRE().MatchString(low) {
		// "how much elevation did I climb": the verb the height is
		// gained with, of any workout, not the sport of climbing
		act = p.lx.act.byID["workout"]
	}
	if act != nil && act.ID == "climbing" && climbedPeakRE().MatchString(p.f.Question) {
		// "how many times did I climb the Brocken", "did I climb Mount
		// Snowdon": a mountain climbed by name is walked up, a hike,
		// where the library holds hikes; the sport is climbed at a
		// wall or a gym ("climbing at Nordwand"), no name its object
		if h := p.lx.act.byID["hiking"]; h != nil && p.heldHere(h) {
			act = h
			p.consumeWord(`\bclimb(?:s|ed|ing)?(?:\s+up)?\b`)
		}
	}
	moving := false
	if act != nil && act.ID == "trip" && meansOfTransport(low) && (p.meas != nil && (family(p.meas.ID) == "distance" || family(p.meas.ID) == "time") || p.meas == nil && len(p.codedConceptSources(low)) > 0) {
		// "how far did I travel by car": travelling by a means of
		// transport, measured, is the moving by it (what the location
		// history and the workouts record), not a stay away from home;
		// so is it counted where the library records the moving by it
		// ("how many times did I travel by car", a location history's
		// in_vehicle), and elsewhere the words would find any purchase
		// for the plane
		for _, tr := range act.Triggers {
			p.consumeWord(`\b` + regexp.QuoteMeta(tr) + `\b`)
		}
		act, moving = nil, true
	}
	if v, place := p.sportVenue(low); v != nil && (act == nil || act == v) {
		// "how many hours did I spend in the pool": the place of a sport
		// the library never writes is the sport's (a pool the records
		// call "Stadtbad"); one it writes stays a word to search ("my
		// swims at the pool", not those in the lake)
		act = v
		p.consumeWord(place)
	}
	if act == nil {
		// "my fastest 5k", "how many marathons": a race of a sport names
		// the sport where no other activity is said
		act = p.raceActivity(low)
		if act == nil {
			act = p.race
		}
	}
	if drinks := p.drinksAsked(); drinks != nil {
		// "what did I drink after a run": the drinks among what the
		// journal says was had, not the evenings out for drinks
		act, p.drinks = p.lx.act.byID["meal"], drinks
		p.consumeWord(`\b(?:drink|drank)\b`)
		p.f.Notes = append(p.f.Notes, "what was drunk read as the drinks among what was eaten or drunk: "+strings.Join(drinks, ", "))
	}
	if act == nil && p.asked == nil && !p.askedWho && !p.askedWhere && !p.askedWhen && haveHadRE().MatchString(strings.ToLower(p.f.Question)) && haveAloneRE().MatchString(low) {
		// "what did I usually have after a run": to have, with nothing
		// had but what is asked, by habit or next to a happening, is to
		// eat or drink, where the library records what was eaten
		if m := p.lx.act.byID["meal"]; m != nil && p.env.Catalog() != nil && p.recordedAnywhere(m.Name) {
			act = m
			p.f.Notes = append(p.f.Notes, `"have" read as eating or drinking`)
		}
	}
	// "how long did I listen to podcasts" and no podcasts exported: not
	// the music that "listen" would otherwise mean.
	// Money is recorded wherever it was spent (a journal's receipts): a
	// question of spending is not about an export it lacks.
	money := p.meas != nil && p.meas.ID == "money"
	unheld := act == nil && !seenThing && !moving && p.activityNamed(low) != nil && !money
	if unheld && p.activityNamed(low).ID == "calendar" && !calendarWordRE().MatchString(low) {
		// "how many events do I have", no calendar exported: events are
		// whatever the library holds, not words to search for.
		unheld, p.allEvents = false, true
	}
	// Buying and mailing are what a question is about whatever is
	// bought or mailed ("when did I purchase the balance bike").
	// "how many emails did I get from Amazon": the mail counted, though
	// Amazon is a shop
	counted := act != nil && act.ID != "purchase" && act == p.countedActivity()
	if !counted && act != nil && strings.HasPrefix(act.ID, "mail") && !purchaseVerbRE().MatchString(strings.ReplaceAll(low, "amazon", "")) && p.namedByNameOnly(low, p.lx.act.byID["purchase"]) {
		// "did I get any emails from Amazon", "when did Amazon last email
		// me": the mail, though Amazon is a shop, when nothing else says
		// buying
		counted = true
	}
	if !counted && (purchaseVerbRE().MatchString(low) || act == nil && (spendOnlineRE().MatchString(low) || spendRE().MatchString(low) && p.askedOf("purchase"))) {
		act = p.lx.act.byID["purchase"]
	} else if act != nil && act.ID == "post" && p.postedToMail() {
		// "how many posts to the Fedora packaging list", "who posted
		// on the magick list": to post to a mailing list is to mail it,
		// as a dictionary says; the list is mail's, no social media's
		act = p.lx.act.byID["mail_sent"]
		if m := personPostedRE().FindStringSubmatch(strings.ToLower(p.f.Question)); m != nil && !holdsAsker(m[1]) {
			// "did Cristy post to the magick list": her mail, come to
			// me; the verb is read with her name (the sender)
			act = p.lx.act.byID["mail_received"]
		} else {
			p.consumeWord(`\bpost(?:s|ed|ing)?\b`)
		}
	} else if (act == nil || act.ID == "chat") && !mailWordRE().MatchString(low) && p.repliesHeld(low) && p.namesChatWriter() {
		// "what did Gustav reply", "Person 3's answer": he writes in the
		// chats and in no mail, so his replies are his messages, not the
		// mails that are replies (whose filter had left him out)
		act = p.lx.act.byID["chat"]
	} else if mailWordRE().MatchString(low) && (act == nil || !strings.HasPrefix(act.ID, "mail")) || (act == nil || act.ID == "chat") && p.mailKindNamed() || act != nil && act.ID == "chat" && p.askedOnlyOf(ingest.Mail) || act == nil && p.mailFieldNamed() && !p.askedOfNonMail() || act == nil && p.repliesHeld(low) || act == nil && iStartedThreadRE().MatchString(low) && p.env.Catalog() != nil && p.holdsValue([]string{ingest.Mail}, "type", "reply") {
		act = p.lx.act.byID["mail_sent"]
	}
	switch {
	case act != nil && act.ID == "mail_sent" && !fromMe(p.f.Question) && (saysReceived(low) || p.askedWho && p.asksSender() || otherSender(p.f.Question) && !p.namesOwner() || whichSentRE().MatchString(strings.ToLower(p.f.Question)) || p.askedWho && whoPostedRE().MatchString(strings.ToLower(p.f.Question)) || peopleSentRE().MatchString(strings.ToLower(p.f.Question))):
		// "who sent the demonstration": someone sent it to me
		act = p.lx.act.byID["mail_received"]
	case act == nil && p.askedWho && p.namesOnlyOf(ingest.Mail) && p.titleNamed():
		// "who was in the conversation about Problem resizing images":
		// the names said are mails' (subjects), so the people are the
		// mails', whatever else "conversation" could be
		act, unheld = p.lx.act.byID["mail_sent"], false
		if p.asksSender() {
			// "who sent the release report": its sender
			act = p.lx.act.byID["mail_received"]
		}
	case unheld:
		named := p.activityNamed(low)
		if alt := p.sameThingAnywhere(named); alt != nil {
			p.stoodFor, act, unheld = named, alt, false
		} else if (p.asked != nil || p.askedWho || p.f.Form == FormBest) && p.ownKeyNamed(named) != "" {
			// "who is my favourite artist", no music exported: the
			// music's, found nowhere (below), not a calendar's people
			act, unheld = named, false
		}
	case act == nil && p.asked != nil:
		act = p.askedActivity()
	case act != nil && p.asked != nil:
		// "the last movie I watched on Netflix": the thing asked for is
		// what the question is about when its records are among the
		// activity's (movies among Netflix's streams).
		if a := p.askedActivity(); a != nil && a != act && a.Structured && act.Structured && strictSubset(a.Sources, act.Sources) {
			act = a
		} else if a != nil && a != act && seeVerbRE().MatchString(low) && (act.ID == "meeting" || slices.ContainsFunc(act.Sources, streamed) && !slices.ContainsFunc(a.Sources, streamed)) {
			// what is seen is the thing asked for: "the last film I saw",
			// "which play did I see" watched, not someone met; "which
			// doctor did I see most" at an appointment, not on a screen
			act = a
		}
	case act == nil && p.toldMe() && p.heldHere(p.lx.act.byID["mail_received"]):
		// "what did Julien tell me": what someone told me, where the
		// library keeps mail, is what they wrote me
		act = p.lx.act.byID["mail_received"]
	case act == nil && p.askedWho && whoSentRE().MatchString(strings.ToLower(p.f.Question)) && p.heldHere(p.lx.act.byID["mail_received"]):
		// "who sent the release report": its sender
		act = p.lx.act.byID["mail_received"]
	case act == nil && p.askedWho && senderNounRE().MatchString(low):
		// "who is my most frequent sender": of the mail I received
		act = p.lx.act.byID["mail_received"]
		if p.asked == nil {
			p.asked = p.key(p.lx.groups.byID["sender"])
		}
	case act == nil && p.askedWho && streamRE().MatchString(low) && !withAgainstRE().MatchString(low) && p.heldHere(p.lx.act.byID["music"]):
		// "who did I stream the most", "who did I play last month": who
		// is played is an artist ("who did I play tennis with" is not).
		act = p.lx.act.byID["music"]
	case act == nil && p.askedWho && invitedRE().MatchString(strings.ToLower(p.f.Question)) && p.lk != nil && len(p.lk.held) > 0 && p.recordsField("attendees", "list"):
		// "who is invited to the Crazy Event": the people of the event
		// named, where it is recorded, not of any meeting told anywhere
		p.consumeWord(`\b(?:invit(?:e|es|ed|ing)|invitees?|attendees?|guests?|attend(?:s|ed|ing)?)\b`)
	case act == nil && p.askedWho && p.doneFieldNamed():
		// "who did I retweet", "which account did I mention": the people of
		// the records that field is of, not people met nor the facts of
		// an account; a list of them is read only where it is kept (the
		// mentions of posts, not the senders of mail)
		refs, spans := p.doneLists()
		if len(p.f.Sources) == 0 {
			for _, r := range refs {
				p.f.Sources = append(p.f.Sources, r.Source)
			}
		}
		if len(refs) == 1 && p.asked == nil {
			// the people are the list the verb names, not whoever else
			// a post names (its author's status lines)
			p.asked = fieldKey(refs[0])
			a, b := p.spanBytes(spans[0])
			p.t.consume(a, b)
		}
	case act == nil && p.askedWho && p.accountFactNamed():
		// "who do I follow", "who follows me": the accounts the facts of
		// an account name, not people met
	case act == nil && freeBusyRE().MatchString(strings.ToLower(p.f.Question)):
		// "was I free on the afternoon of 12 March", "am I busy on
		// Friday": whether I had appointments then, or none
		m := freeBusyRE().FindStringSubmatch(strings.ToLower(p.f.Question))
		act = p.lx.act.byID["meeting"]
		if m[1] == "free" || m[1] == "available" {
			p.negated, p.noneAsked = true, true
		}
		p.consumeWord(`\b(?:free|available|busy|booked(?:\s+up)?|tied\s+up)\b`)
		p.consumeWord(`^\s*am\b`) // "am I": the head, no activity
	case act == nil && iSentRE().MatchString(low) && chatWordRE().MatchString(strings.ToLower(p.f.Question)) && p.heldHere(p.lx.act.byID["chat"]):
		// "what did I say in the chat with Lukas": the chat named by
		// its field's word ("chat"), no activity read, is where I said
		// it; the messages are mine there, not the whole conversation
		act = p.lx.act.byID["chat"]
	case act == nil && p.askedWho && ownThingDoneRE().MatchString(strings.ToLower(changeDetail(p.f.Question))) && p.recordsField("actor", "text") && p.heldHere(p.lx.act.byID["chat"]):
		// "who changed their phone number", "who left the group": a
		// thing someone did to their own, no company of mine, where the
		// chats' notices name who did what (noticeActors)
		act = p.lx.act.byID["chat"]
	case act == nil && p.askedWho:
		act = p.lx.act.byID["meeting"]
		// "who came with me", "who joined me", "who accompanied me":
		// who was with me, which the meeting's own words ask
		if m := p.t.find(accompaniedRE()); m != nil {
			if m[2] >= 0 {
				p.t.consume(m[2], m[3])
			} else {
				p.t.consume(m[4], m[5])
			}
		}
	case act == nil && streamRE().MatchString(low) && !gamePlayed(low) && !gamePlayed(strings.ToLower(p.f.Question)):
		// "did I play anything by Radiohead": played is heard; "did I
		// play board games", "play chess": a game is played, no music
		act = p.lx.act.byID["music"]
		if v := p.streamedOf(); v != nil {
			// "the last thing I streamed on my iPhone", where only
			// the episodes watched name the iPhone: what was streamed
			// there
			act = v
		}
	}
	// Money paid for something new was paid to buy it ("how much did I
	// pay for my new running shoes"), whatever activity its name calls up.
	if p.meas != nil && p.meas.ID == "money" && act == nil && !p.sum && !p.amountAsked && !p.sold && p.titleSaysPaying() {
		// "when did I last pay the AmEx bill", a calendar holding "Pay
		// AmEx bill": the paying is the title's words, no money asked
		p.meas = nil
	}
	if p.meas != nil && p.meas.ID == "money" && !p.sold && (act == nil || act.ID == "workout" || (!act.Structured && act.ID != "trip") || newThingRE().MatchString(low)) {
		act = p.lx.act.byID["purchase"]
	}
	if (act == nil || act.ID == "purchase") && orderedAtRE().MatchString(strings.ToLower(p.f.Question)) && p.fieldLinked("restaurant") {
		// "what did I order at Mangiare": what is ordered at a place
		// the library eats at is what was eaten there, not a purchase
		if m := p.lx.act.byID["meal"]; m != nil {
			act, unheld = m, false
			p.consumeWord(`\border(?:ed|s|ing)?\b`)
			p.f.Notes = append(p.f.Notes, `"order" at a restaurant read as eating there`)
		}
	}
	if act != nil && !p.heldHere(act) {
		if alt := p.sameThingAnywhere(act); alt != nil {
			// "the last film I watched", no streams exported: the films
			// a journal tells of having seen (at the cinema) are the
			// films watched.
			p.stoodFor, act = act, alt
		} else if k := p.ownKeyNamed(act); k != "" {
			// "my favourite songs", "who is my favourite artist", no
			// music exported: no other export records songs or
			// artists, and another's names (the people of a calendar)
			// are not the ones asked. Nothing is found, and the answer
			// says why.
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("no %s exported to the library: nothing records the %s asked", act.Noun, k))
		} else {
			// The library holds no events of the activity's sources (no
			// purchases exported, but a journal that tells of
			// groceries): the question's words are searched for
			// wherever they are.
			unheld, act = !money, nil
		}
	}
	if act != nil && !p.versus && p.diff == 0 && bothRE().MatchString(strings.ToLower(p.f.Question)) {
		if sides := p.serviceSides(); len(sides) == 2 && !slices.ContainsFunc(sides[0].Sources, func(s string) bool { return slices.Contains(sides[1].Sources, s) }) {
			// "the time I spent on Netflix and Spotify": both services,
			// which no one activity is
			act = nil
			p.f.Sources = slices.Sorted(slices.Values(append(slices.Clone(sides[0].Sources), sides[1].Sources...)))
		}
	}
	p.unheld = unheld
	if unheld {
		if named := p.activityNamed(p.unfielded(low)); named != nil {
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("no %s exported to the library: %s", named.Noun, searchedNote))
		}
	}
	p.f.act = act
	if act != nil {
		p.f.Activity = act.ID
		p.direction(act, low)
		switch {
		case p.env == nil || act.ID == "mail_sent" || act.ID == "mail_received":
			// Mail names play a role (sender or recipient) that the
			// question's grammar decides; the mail recognisers read it.
			p.instances(act)
			p.toWhoeverSent(act)
			if p.repliesHeld(low) && !p.typeLinked() {
				// the verb of answering said what the mails are (a
				// condition on their type), not words to search for
				p.consumeWord(replyVerbRE().String())
			}
			if p.forwardsTold(low) && !p.typeLinked() {
				p.consumeWord(forwardVerbRE().String())
			}
		default:
			// Names of the library were linked to its values already;
			// the patterns below would only take other words for names.
		}
	}
}

// watchedHeld is the activity of watching that takes in the most of the
// library's sources (Netflix's films and series together), or nil.
func (p *parser) watchedHeld() *activity {
	var best *activity
	n := 0
	for _, a := range p.lx.act.all {
		if !a.Structured || !strings.Contains(a.Query, "watched") || p.env.Catalog() == nil {
			continue
		}
		held := 0
		for _, s := range a.Sources {
			if p.env.Catalog().Has(s) {
				held++
			}
		}
		if held > n {
			best, n = a, held
		}
	}
	return best
}

// watchedNamed is the activity of watching whose titles some record of
// the library names though no stream is exported (a journal's films seen
// at the cinema), or nil.
func (p *parser) watchedNamed() *activity {
	if p.env.Catalog() == nil {
		return nil
	}
	for _, a := range p.lx.act.all {
		if !a.Structured || !strings.Contains(a.Query, "watched") {
			continue
		}
		if alt := p.sameThingAnywhere(a); alt != nil && len(p.sourcesRecording(a.Name)) > 0 {
			return a
		}
	}
	return nil
}

// watchVerbRE: "watch" said as a verb, not the thing on a wrist ("my
// watch").
var watchVerbRE = lazyre.New(`\b(?:i|we|you|did|have|had|was|were|to)\s+(?:\w+\s+)?watch(?:ed|ing)?\b`)

// seenGoneTo reports whether the question names a thing seen that no
// stream records: a concept the retrieval lexicon finds only in sources
// that are no streams ("what sights did I see in Bangkok"), which is seen
// by going there, not watched.
func (p *parser) seenGoneTo(low string) bool {
	if p.env.Lexicon == nil {
		return false
	}
	for _, s := range rlex.Scores(p.env.Lexicon.Find(rlex.Tokens(low))) {
		c := s.Concept
		if s.Weight < rlex.Strong || c.Generic || c.Sources == nil {
			continue
		}
		if !slices.ContainsFunc(c.Sources, func(w rlex.SourceWeight) bool { return streamed(w.Source) }) {
			return true
		}
	}
	return false
}

// mailKindNamed reports whether the question names a kind of mail by a
// category only mail records ("replies", "forwarded": the mails' type):
// such a word is mail as much as "emails" is, so "how many replies did I
// send" is mail I sent, and "messages" that are replies are mails, not
// chat messages.
func (p *parser) mailKindNamed() bool {
	return p.lk != nil && onlyOfMail(p.lk.soft, true)
}

// askerPosted reports whether the person asking posts ("did I post to
// the magick list"): mail they sent.
func askerPosted(q string) bool {
	m := personPostedRE().FindStringSubmatch(strings.ToLower(q))
	return m != nil && holdsAsker(m[1])
}

// postedToMail reports whether what was posted to is a name only mail
// holds, not a title (a mailing list: "posts to the magick list").
func (p *parser) postedToMail() bool {
	if p.lk == nil || p.lk.res == nil {
		return false
	}
	values := slices.DeleteFunc(slices.Clone(p.lk.res.Spans), func(s link.Span) bool { return s.Kind != link.KindValue })
	return onlyOfMail(values, true)
}

// onlyOfMail reports whether one of spans names something only mail
// records (not a title of a mail, with noTitles).
func onlyOfMail(spans []link.Span, noTitles bool) bool {
	for _, s := range spans {
		if len(s.Refs) > 0 && !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source != ingest.Mail || noTitles && r.Title }) {
			return true
		}
	}
	return false
}

// attachedRE ends right before "to X" that says where a file was
// attached ("files attached to Doug's message"), not whom a mail was sent.
var attachedRE = lazyre.New(`\battach(?:ed)?\s*$`)

// replyVerbRE: a verb of answering a mail ("replied", "answered",
// "responded"; "reply" said as a verb or a noun is linked to the mails'
// type where the library holds replies).
var replyVerbRE = lazyre.New(`\b(?:repl(?:y|ies|ied|ying)|answer(?:s|ed|ing)?|respond(?:s|ed|ing)?)\b`)

// forwardVerbRE: a verb of passing a mail on.
var forwardVerbRE = lazyre.New(`\bforward(?:s|ed|ing)?\b`)

// forwardsTold reports whether the words left say a mail was forwarded and
// the library's mail tells what kind each is (its type: replies and
// forwards), so that none of that type is none forwarded.
func (p *parser) forwardsTold(low string) bool {
	if p.env.Catalog() == nil || !forwardVerbRE().MatchString(low) || p.saidInValues(forwardVerbRE()) {
		return false
	}
	src := p.env.Catalog().Source(ingest.Mail)
	return src != nil && src.Field("type") != nil
}

// saidInValues reports whether the words re finds in the question are all
// words of values linked ("about the scheduling forward obs report": a
// subject's word, no mail forwarded).
func (p *parser) saidInValues(re *regexp.Regexp) bool {
	if p.lk == nil {
		return false
	}
	ms := re.FindAllStringIndex(p.lk.q.Text, -1)
	return len(ms) > 0 && !slices.ContainsFunc(ms, func(m []int) bool {
		return !slices.ContainsFunc(p.lk.res.Spans, func(s link.Span) bool {
			a, b := p.spanBytes(s)
			return s.Kind == link.KindValue && a <= m[0] && m[1] <= b
		})
	})
}

// repliesHeld reports whether the words left say a mail was answered and
// the library's mail tells replies (their type).
func (p *parser) repliesHeld(low string) bool {
	return p.env.Catalog() != nil && replyVerbRE().MatchString(low) && p.holdsValue([]string{ingest.Mail}, "type", "reply")
}

// anyoneReactedRE: someone, not named, reacted to a message ("did
// anyone react to", "has somebody reacted").
var anyoneReactedRE = lazyre.New(`\b(?:anyone|anybody|someone|somebody|people|others|everyone|everybody)\s+(?:ever\s+|else\s+)?(?:react|reacts|reacted)(?:\s+to)?\b`)

// namesChatWriter reports whether the question names someone who writes
// in the chats (their sender or a participant) and whom no mail names.
func (p *parser) namesChatWriter() bool {
	if p.lk == nil {
		return false
	}
	return slices.ContainsFunc(slices.Concat(p.lk.held, p.lk.soft, p.lk.people), func(s link.Span) bool {
		return slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
			return r.Source == ingest.Chat && (r.Field == "sender" || r.Field == "participants")
		}) && !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source == ingest.Mail })
	})
}

// typeLinked reports whether a word of the question was linked to a
// value of the mails' type ("replies").
func (p *parser) typeLinked() bool {
	return p.lk != nil && slices.ContainsFunc(slices.Concat(p.lk.soft, p.lk.held), func(s link.Span) bool {
		return slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source == ingest.Mail && r.Field == "type" })
	})
}

// namesOnlyOf reports whether the question names values of the library
// and all of them are values of source src.
func (p *parser) namesOnlyOf(src string) bool {
	if p.lk == nil {
		return false
	}
	spans := slices.Concat(p.lk.held, p.lk.soft, p.lk.people)
	return len(spans) > 0 && !slices.ContainsFunc(spans, func(s link.Span) bool {
		return len(s.Refs) == 0 || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source != src })
	})
}

// namesOwner reports whether the people the question names are the
// library's owner: senders of mail who are nobody's counterpart (the
// other side of a mail is never its owner), so "how many emails did Mark
// Overmeer send" counts what the owner sent.
func (p *parser) namesOwner() bool {
	if p.lk == nil || p.env.Catalog() == nil {
		return false
	}
	src := p.env.Catalog().Source(ingest.Mail)
	if src == nil {
		return false
	}
	counterparts := map[string]bool{}
	for _, f := range src.Fields {
		if f.Key == "counterpart" {
			for _, v := range f.Values {
				counterparts[v.Text] = true
			}
		}
	}
	if len(counterparts) == 0 {
		return false
	}
	named := false
	for _, s := range slices.Concat(p.lk.held, p.lk.soft, p.lk.people) {
		for _, r := range s.Refs {
			if r.Source != ingest.Mail || r.Field != "from" {
				continue
			}
			if counterparts[r.Value] {
				return false
			}
			named = true
		}
	}
	return named
}

// titleNamed reports whether a name the question says is a title (a
// subject, a summary), not a person.
func (p *parser) titleNamed() bool {
	return p.lk != nil && slices.ContainsFunc(slices.Concat(p.lk.held, p.lk.soft, p.lk.people), func(s link.Span) bool {
		return slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Title })
	})
}

// mailFieldNamed reports whether the question names a field only mail
// records ("how many threads are there", "attachments"): it is about mail.
func (p *parser) mailFieldNamed() bool {
	return p.lk != nil && onlyOfMail(p.lk.fields, false)
}

// askedOfNonMail reports whether the key asked names the records of an
// activity other than mail: "which type of workout" asks of workouts, its
// "type" no field of mail's (mail.type, a reply or not).
func (p *parser) askedOfNonMail() bool {
	if p.asked == nil {
		return false
	}
	a := p.askedActivity()
	return a != nil && !strings.HasPrefix(a.ID, "mail")
}

// freeBusyRE: a yes/no question of whether one was free or busy ("was I
// free on Friday afternoon", "am I busy on 3 May"); group 1 the word.
var freeBusyRE = lazyre.New(`^\s*(?:am|was|were|are)\s+(?:i|we)\s+(free|available|busy|booked|tied)\b`)

// accountFactNamed reports whether a word of the question names only a
// fact of an account the library holds ("follow": its followers and the
// accounts it follows).
func (p *parser) accountFactNamed() bool {
	if p.lk == nil {
		return false
	}
	for _, s := range append(slices.Clone(p.lk.soft), p.lk.held...) {
		if len(s.Refs) > 0 && !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source != ingest.Account || r.Field != "fact" }) {
			return true
		}
	}
	return false
}

// accountAsked reads the account asked by its noun ("which account did I
// mention most", "what users did I retweet") as who, where the verb names
// a field of the people of the library's records: on a social network an
// account (a user, a handle) is a person's. It runs before the library
// is linked, as the noun would have the account facts' values read
// ("Twitter" the service an account is of, not the platform posted on);
// whether the verb names such a field is seen by a trial link.
func (p *parser) accountAsked() {
	if p.env == nil || p.env.Catalog() == nil {
		return
	}
	m := p.t.find(whichAccountRE())
	if m == nil {
		return
	}
	t := p.t
	q := link.NewQuestion(string(t.low), func(a, b int) string { return t.orig[t.off[a]:t.off[b]] }, p.env.Lexicon)
	trial := &linked{q: q}
	for _, s := range link.Link(q, p.env).Spans {
		if s.Kind == link.KindField {
			trial.fields = append(trial.fields, s)
		}
	}
	saved := p.lk
	p.lk = trial
	named := p.doneFieldNamed()
	p.lk = saved
	if !named {
		return
	}
	p.askedWho = true
	t.consume(m[2], m[3])
	t.consume(m[4], m[5])
}

// whichAccountRE: a question of the accounts of a social network by
// their noun ("which account did I …", "what Twitter users were …"), the
// question word in group 1, the noun in group 2.
var whichAccountRE = lazyre.New(`^(?:so\s+)?(which|what)\s+(?:\p{L}+\s+)?(accounts?|users?|handles?|usernames?|profiles?)\b`)

// doneFieldNamed reports whether the question names a field of what
// was done with a record, as its verb says it: a yes-or-no field
// ("retweet") or a list of names ("mentions") of a source that records
// people as such a list.
func (p *parser) doneFieldNamed() bool {
	for range p.doneFields() {
		return true
	}
	return false
}

// doneFields are the question's field words (each with the field it names)
// that name a yes-or-no or a list of names of a source that records its
// people as a list, not an account's.
func (p *parser) doneFields() iter.Seq2[link.Span, link.Ref] {
	return func(yield func(link.Span, link.Ref) bool) {
		if p.lk == nil || p.env.Catalog() == nil {
			return
		}
		for _, s := range p.lk.fields {
			for _, r := range s.Refs {
				src := p.env.Catalog().Source(r.Source)
				if src == nil || ingest.KindOf(r.Source) == ingest.Account {
					continue
				}
				fl := src.Field(r.Field)
				if fl == nil || fl.Kind != "bool" && !(fl.Kind == "list" && fl.Names) || !p.peopleList(src) {
					continue
				}
				if !yield(s, r) {
					return
				}
			}
		}
	}
}

// doneLists are the lists of names the question's verb names as
// doneFieldNamed reads them ("mention": the posts' mentions), one a
// source, with the words that name each.
func (p *parser) doneLists() ([]link.Ref, []link.Span) {
	var refs []link.Ref
	var spans []link.Span
	for s, r := range p.doneFields() {
		if p.env.Catalog().Source(r.Source).Field(r.Field).Kind == "list" && !slices.ContainsFunc(refs, func(x link.Ref) bool { return x.Source == r.Source }) {
			refs, spans = append(refs, r), append(spans, s)
		}
	}
	return refs, spans
}

// peopleList reports whether a source records the people of its
// events as a list of names, in a field "who" is read from
// (attributes.tsv: participants).
func (p *parser) peopleList(src *catalog.Source) bool {
	r, ok := p.env.Lexicon.Attr("participants")
	if !ok {
		return false
	}
	for _, f := range src.Fields {
		if f.Kind == "list" && f.Names && slices.Contains(r.Sources, f.Key) {
			return true
		}
	}
	return false
}

// ownKeyNamed is the word of a key of act the question names ("songs",
// "artist": music's) that no source of the library records, or "".
func (p *parser) ownKeyNamed(act *activity) string {
	if p.env.Catalog() == nil {
		return ""
	}
	low := strings.ToLower(p.f.Question)
	for _, loc := range p.lx.groups.phrases.re.FindAllStringIndex(low, -1) {
		g, ok := p.lx.groups.phrases.lookup(low[loc[0]:loc[1]])
		if !ok || activityOfKey[g.ID] != act.ID {
			continue
		}
		field := g.Attr
		if g.Extract != nil {
			field = g.Extract.Name
		}
		if !p.recordedAnywhere(field) {
			return low[loc[0]:loc[1]]
		}
	}
	return ""
}

// askedOnlyOf reports whether what is asked for is a field only source
// src records ("which mailing list sent me the most messages": the
// mails' list name), so the messages are that source's.
func (p *parser) askedOnlyOf(src string) bool {
	if p.asked == nil || p.env.Catalog() == nil {
		return false
	}
	field := p.asked.Attr
	if p.asked.Extract != nil {
		field = p.asked.Extract.Name
	}
	held := false
	for _, s := range p.env.Catalog().Sources {
		if s.Field(field) != nil {
			if s.Name != src {
				return false
			}
			held = true
		}
	}
	return held
}

// recordedAnywhere reports whether some source of the library records
// field.
func (p *parser) recordedAnywhere(field string) bool {
	for _, src := range p.env.Catalog().Sources {
		for _, f := range src.Fields {
			if f.Key == field {
				return true
			}
		}
	}
	return false
}

// nonWordRE: what is neither a letter, a digit nor an apostrophe.
var nonWordRE = lazyre.New(`[^\p{L}\p{N}']+`)

// droppedWords reports as not understood the words of a statement that
// the activity's own query replaces and that nothing else read ("how many
// songs by Taylor Swift did I skip", and no export records skips: "skip"
// was counted as any play).
//
// names says whether names (capitalised words) are reported too: where
// every event is read, a name left in the statement was read by nothing
// ("How much did I spend at Tesco?" of a journal that writes "tesco").
func (p *parser) droppedWords(stmt string, names bool) {
	if stmt == "" || p.env == nil || p.env.Lexicon == nil {
		return
	}
	// the words of an activity's phrase of several ("on foot") were read
	// with it
	var said []string
	low := " " + strings.Join(strings.Fields(nonWordRE().ReplaceAllString(strings.ToLower(p.f.Question), " ")), " ") + " "
	for _, at := range p.actsSaid() {
		if strings.Contains(at.phrase, " ") {
			said = append(said, strings.Fields(at.phrase)...)
		}
		// another phrase of the same activity written over it ("my
		// location data": "my location" and "location data") was read
		// with it too
		if a, ok := p.lx.act.phrases.lookup(at.phrase); ok {
			for _, tr := range a.Triggers {
				if strings.Contains(tr, " ") && strings.Contains(low, " "+tr+" ") {
					said = append(said, strings.Fields(tr)...)
				}
			}
		}
	}
	for _, m := range p.lx.act.phrases.re.FindAllString(strings.ToLower(stmt), -1) {
		a, ok := p.lx.act.phrases.lookup(m)
		if ok && strings.Contains(m, " ") {
			// the phrase as the statement puts it ("look up" said,
			// "looked up" stated)
			said = append(said, strings.Fields(m)...)
		}
		if ok && p.othersDoing(a) && !p.namesActSource(m) && !slices.Contains(p.f.Unlinked, m) {
			// "how many songs did I play at the gym": the gym names a
			// doing of other records, which the activity's query leaves
			// out; it was not read, and is said so
			p.f.Unlinked = append(p.f.Unlinked, m)
		}
	}
	for _, ph := range p.env.Lexicon.Parse(stmt).Phrases {
		for _, tok := range ph.Tokens {
			w := strings.ToLower(tok.Raw)
			if _, ok := p.lx.act.phrases.lookup(w); ok || slices.Contains(said, w) || fillerRE().MatchString(w) || beginVerbRE().MatchString(w) || ascii.IsDigits(tok.Key) || !names && fold.Capitalised(tok.Raw) || slices.Contains(p.f.Unlinked, tok.Raw) || p.inValues(w) || p.namesOwnSource(w) {
				continue
			}
			p.f.Unlinked = append(p.f.Unlinked, tok.Raw)
		}
	}
}

// beginVerbRE: the verbs whose sense the reading gives whether or not
// the library's texts hold them: of beginning, which ask when a thing did
// ("when did the Daily Sync begin"), and of exchanging, messages sent and
// received alike ("how many emails did I exchange with Steve").
var beginVerbRE = lazyre.New(`^(?:start|starts|started|begin|begins|began|begun|commence|commences|commenced|exchange|exchanges|exchanged|exchanging)$`)

// othersDoing reports whether a, named by a word of the question, is
// a doing of other records than the question's activity: none of its
// sources is one of the activity's, and it has sources (a gym's workouts
// beside the music played).
func (p *parser) othersDoing(a *activity) bool {
	act := p.f.act
	if act == nil || a == act || len(a.Sources) == 0 || len(act.Sources) == 0 {
		return false
	}
	return !slices.ContainsFunc(a.Sources, func(s string) bool { return slices.Contains(act.Sources, s) })
}

// inValues reports whether w is a word of a value the question's
// conditions name ("bin" of "bin collections, black and blue", whose
// values are "Refuse black bin" and "Blue Recycle bin"): it was read
// with them.
func (p *parser) inValues(w string) bool {
	one, _ := plural.One(w)
	for _, c := range p.f.Content {
		for _, v := range quotedValueRE().FindAllStringSubmatch(c.Expr, -1) {
			words := strings.Fields(strings.ToLower(v[1]))
			if slices.Contains(words, w) || one != "" && slices.Contains(words, one) {
				return true
			}
		}
	}
	return false
}

// quotedValueRE: a string in a condition.
var quotedValueRE = lazyre.New(`"((?:[^"\\]|\\.)*)"`)

// askedActivity is the activity whose records the key asked for names
// ("which movie" asks of movies), or nil.
func (p *parser) askedActivity() *activity {
	if a := p.lx.act.byID[activityOfKey[p.asked.ID]]; a != nil {
		return a
	}
	if p.env.Catalog() == nil || p.asked.Attr == "" {
		return nil
	}
	// "what attachments did I send": a field only mail holds is asked of
	// mail, sent or received as the verbs say
	for _, src := range p.env.Catalog().Sources {
		if src.Field(p.asked.Attr) != nil && src.Name != ingest.Mail {
			return nil
		}
	}
	if src := p.env.Catalog().Source(ingest.Mail); src == nil || src.Field(p.asked.Attr) == nil {
		return nil
	}
	if saysReceived(strings.ToLower(p.f.Question)) || otherSender(p.f.Question) {
		return p.lx.act.byID["mail_received"]
	}
	return p.lx.act.byID["mail_sent"]
}

// activityOfKey is the activity whose records each key names.
var activityOfKey = map[string]string{
	"artist": "music", "song": "music", "album": "music", "movie": "movie", "series": "episode",
	"episode": "episode", "workout_type": "workout", "product": "purchase", "category": "purchase",
	"recipient": "mail_sent", "sender": "mail_received", "cuisine": "meal", "dish": "meal", "restaurant": "restaurant",
	"person": "meeting", "doctor": "doctor",
}

// strictSubset reports whether every one of a is in b, and b has more.
func strictSubset(a, b []string) bool {
	if len(a) == 0 || len(a) >= len(b) {
		return false
	}
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// sameThingAnywhere is an activity that lives anywhere and whose events
// are named by what a structured activity's are (a film's title), or nil:
// what the structured one would find in its exports, the other finds told
// in journals and notes.
func (p *parser) sameThingAnywhere(act *activity) *activity {
	if act == nil || !act.Structured || act.Name == "" || titleField(act.Name) {
		return nil // a summary or a subject names anything
	}
	for _, a := range p.lx.act.all {
		if !a.Structured && a.Name == act.Name {
			return a
		}
	}
	return nil
}

// calendarAsPlace reads the calendar named as where things are entered
// ("what meetings were on my calendar last month", "dinners in my
// calendar") as no activity of its own where the rest of the question
// names one: the meetings are asked, not every entry of the calendar.
func (p *parser) calendarAsPlace() {
	t := p.t
	m := t.find(calendarPlaceRE())
	if m == nil || !strings.Contains(strings.ToLower(t.original(m[0], m[1])), "calendar") {
		// (the word may be read already as the calendar's own field)
		return
	}
	rest := string(t.low[:m[0]]) + " " + string(t.low[m[1]:])
	if a := p.activityOf(p.unfielded(rest)); a == nil || slices.Contains(a.Triggers, "calendar") {
		return
	}
	t.consume(m[0], m[1])
}

// seriesOfEntry reads "series" after the name of an entry that recurs
// ("when did the Standup series start", "when does the Refuse black bin
// series end") as the entry's series, which its source records how often
// it repeats (frequency), not a TV series searched for by the name.
func (p *parser) seriesOfEntry() {
	if p.lk == nil || p.env == nil || p.env.Catalog() == nil {
		return
	}
	q := p.lk.q
	for k := 1; k < len(q.Words); k++ {
		if !strings.EqualFold(q.Words[k].Raw, "series") {
			continue
		}
		named := slices.ContainsFunc(p.lk.res.Spans, func(s link.Span) bool {
			return s.Kind == link.KindValue && s.To == k && slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
				return p.env.Catalog().Source(r.Source).Field("frequency") != nil
			})
		})
		if named {
			p.t.consume(q.Words[k].Start, q.Words[k].End)
		}
	}
}

// calendarPlaceRE: the calendar said as where things are entered ("on my
// calendar", "were scheduled in the calendar").
var calendarPlaceRE = lazyre.New(`\b(?:(?:are|is|were|was)\s+)?(?:(?:scheduled|booked|listed|entered|put|saved|noted)\s+)?(?:in|on|into)\s+(?:my|the)\s+(?:calendar\b|\|{8}(?:\s|$))`)

// codedWhereRecorded reads the record named as where something is kept
// ("how many car rides are in my location history", "how many drives does
// my location history show") as no activity of its own, where what is
// asked is written there as a code (driving's in_vehicle): the rides are
// counted, not the words searched for in the history, nor "show" read as
// TV.
func (p *parser) codedWhereRecorded() {
	if p.env == nil || p.env.Catalog() == nil {
		return
	}
	t := p.t
	for _, a := range p.lx.act.all {
		if !a.Structured || len(a.Sources) == 0 {
			continue
		}
		for _, tr := range a.Triggers {
			ws := strings.Fields(tr)
			if len(ws) < 2 {
				continue // a source named in several words, not a doing's verb
			}
			// its later words may be read already ("history" of the
			// whole time), and gone at the end
			if !bytes.Contains(t.low, []byte(ws[0])) {
				continue // (a question without the first word: no regexp run)
			}
			q := regexp.QuoteMeta(ws[0]) + `\b`
			for _, w := range ws[1:] {
				q += `(?:[\s|]+(?:` + regexp.QuoteMeta(w) + `\b|\|+)|[\s?.!]*$)`
			}
			m := t.find(lazyre.Of(`\b(?:(?:are|is|were|was)\s+)?(?:(?:recorded|logged|listed|stored|saved|kept|tracked|shown)\s+)?(?:in|on)\s+(?:my|the)\s+` + q + `|\b(?:does|do|did)\s+(?:my|the)\s+` + q + `\s+(?:show|record|have|contain|list|say|hold)\b`))
			if m == nil {
				continue
			}
			rest := string(t.low[:m[0]]) + " " + string(t.low[m[1]:])
			if !slices.ContainsFunc(p.codedConceptSources(rest), func(src string) bool { return slices.Contains(a.Sources, src) }) {
				continue
			}
			t.consume(m[0], m[1])
			return
		}
	}
}

// titleField reports whether key is one of the fields that name any
// event (a calendar entry's summary, a mail's subject), as opposed to one
// that names one kind of thing (a film's title).
func titleField(key string) bool {
	switch key {
	case "summary", "title", "text", "subject", "name":
		return true
	}
	return false
}

// byMeansRE: "by" and a noun without article, the means something was
// done by ("by car", "by train"); group 1 the noun.
// meansTripRE: a means of travel said with "by" (group 1) or as the noun
// before one of a trip (group 2: "train journeys", "plane trips").
var meansTripRE = lazyre.New(`\b(?:by\s+(\p{L}+)|(\p{L}+)\s+(?:trips?|journeys?|rides?)\b)`)

// meansOfTransport reports whether the text says a means of transport
// with "by" ("by car", "by bus", "by plane") or before a noun of a trip
// ("plane trips"): a noun the thesaurus files under a vehicle or
// conveyance.
func meansOfTransport(low string) bool {
	for _, m := range meansTripRE().FindAllStringSubmatch(low, -1) {
		if meansNoun(m[1]) || meansNoun(m[2]) {
			return true
		}
	}
	return false
}

// meansNoun reports whether a noun said after "by" is a means of
// transport: a vehicle or conveyance, not a room.
func meansNoun(noun string) bool {
	return placeNoun(noun) && noun != "room"
}

// tripStay keeps of a trip's events what lasts more than a day and a half.
const tripStay = "hours_between(start_datetime, end_datetime) >= 36"

// direction keeps sent or received mail when the question says which
// (the mail importer's direction field); "emails about the move" keeps
// both. Trips keep what lasts longer than a day.
func (p *parser) direction(act *activity, low string) {
	if act.ID == "trip" {
		// A trip is the stay away, not the mails, notes and purchases
		// around it: keep what lasts more than a day and a half.
		// (what a trip is, whatever is asked of it: a percentage's
		// whole keeps it too)
		p.f.Content = append(p.f.Content, Cond{Expr: tripStay, Kind: true})
		return
	}
	if act.ID == "chat" {
		// "what did Person 3 say on WhatsApp", "what did I tell Person
		// 2": to say something in a chat is to write it there, the
		// chat's own verb, no word of its messages; so is a message
		// posted there, said of none ("how many messages were posted in
		// the group")
		p.consumeWord(`\b(?:(?:were|was|been)\s+(?:posted|sent|written)\s+(?:in|on|to)\b|` + sayVerbs + `|(?:` + tellVerbs + `)\s+(?:me|us)|(?:` + tellVerbs + `)(?:\s+(?:them|him|her|anyone|anybody|everyone|everybody))?\s*(?:$|[?.!|]|\b(?:on|in|about|at)\b))\b`)
	}
	if act.ID == "chat" && anyoneReactedRE().MatchString(low) && p.recordsField("reactions", "list") {
		// "did anyone react to my messages", "has someone reacted": a
		// message that has reactions, whoever made them
		p.f.Content = append(p.f.Content, Cond{Expr: "len(reactions ?? []) > 0", Words: "reacted to", Needs: []attrSpec{{Name: "reactions", Type: qa.TypeList}}})
		p.consumeWord(anyoneReactedRE().String())
	}
	if act.ID == "chat" && p.holdsValue(act.Sources, "message_type", "system") {
		// "the first message in the chat": a notice the app wrote into
		// it ("Messages and calls are end-to-end encrypted") is no one's
		// message
		p.f.Content = append(p.f.Content, Cond{Expr: `(message_type ?? "") != "system"`, Needs: []attrSpec{{Name: "message_type", Type: qa.TypeText}}, Kind: true})
	}
	if (act.ID == "mail_sent" || act.ID == "mail_received") && p.forwardsTold(low) && !p.typeLinked() {
		// "how many mails were forwarded": the mails of that type, none
		// where the mail tells replies but no forwards
		p.f.Content = append(p.f.Content, mailTypeCond("forward"))
	}
	if (act.ID == "mail_sent" || act.ID == "mail_received") && p.repliesHeld(low) && !p.typeLinked() {
		// "who answered Chris", "did anyone respond to Karl": the mails
		// that are replies, where the library tells them
		p.f.Content = append(p.f.Content, mailTypeCond("reply"))
	}
	if q := strings.ToLower(p.f.Question); (act.ID == "mail_sent" || act.ID == "mail_received") && newsletterRE().MatchString(q) && !newsletterOfRE().MatchString(q) && !newsletterLeftOutRE().MatchString(q) {
		// "which newsletters did I get": a newsletter is a kind of mail
		// no field tells (its sender's would: "newsletters from the
		// club"), not every mail; the word is looked for in the
		// subjects, and the answer says so
		p.f.Content = append(p.f.Content, Cond{Expr: `says(lower(title ?? ""), "newsletter")`, Words: "called newsletters", Needs: []attrSpec{{Name: "title", Type: qa.TypeText}}, Kind: true})
		p.f.Notes = append(p.f.Notes, `which emails are "newsletters" is not recorded (your Mail records keep no such kind): it was only searched for in what they are called`)
	}
	if (act.ID == "mail_sent" || act.ID == "mail_received") && p.copiedOnMe() {
		return
	}
	dir := ""
	if act.ID == "mail_sent" && iStartedThreadRE().MatchString(strings.ToLower(p.f.Question)) && p.env.Catalog() != nil && p.holdsValue([]string{ingest.Mail}, "type", "reply") {
		// "how many threads did I start": the mails I sent that answer
		// none, each the first of its thread
		p.f.Content = append(p.f.Content, mailTypeCond(""))
		p.consumeWord(`\b(?:new\s+)?` + iStartedThread)
		dir = "sent"
	}
	switch {
	case dir != "":
	case act.ID == "mail_received" && whoReceivedRE().MatchString(strings.ToLower(p.f.Question)):
		// "who received the Power VaR email": its recipients, whether
		// the person sent it or got it too
		return
	case act.ID == "mail_received" && peopleSentRE().MatchString(strings.ToLower(p.f.Question)) && !toMeRE().MatchString(strings.ToLower(p.f.Question)):
		// "how many different people wrote to the list": everyone who
		// wrote a mail held, the person too, where it was not to me;
		// the verb says the mail, not words to search for
		p.consumeWord(`\b(?:have\s+|had\s+|ever\s+)*(?:sent|wrote|written|posted|e-?mailed|mailed|contributed|messaged)(?:\s+(?:to|in|on))?\b`)
		return
	case act.ID == "mail_received":
		dir = "received"
	case act.ID == "mail_sent" && (sentRE().MatchString(low) || fromMe(p.f.Question) || askerPosted(p.f.Question)) && !passiveSent(low):
		dir = "sent"
	case act.ID == "mail_sent" && mailReadRE().MatchString(strings.ToLower(p.f.Question)):
		// "how many emails have I not opened": mail I read or open is
		// mail I got, not the mail I sent
		dir = "received"
	case act.ID == "mail_sent" && passiveSent(low):
		// "how many emails were sent in 2020": the passive names no
		// sender, so mail either way is counted, and the answer says so
		// (many who ask mean their own)
		p.f.Notes = append(p.f.Notes, `the mail "sent" names no sender: mail sent and received are both counted (say "sent by me" for yours)`)
		// "emails were addressed to Cristy": to address mail is to send
		// it to someone, whom the recipients' filter names; the verb is
		// no word to search for
		p.consumeWord(`\b(?:is|are|was|were|been|being)\s+addressed\b`)
		return
	case act.ID == "chat" && (iSentRE().MatchString(low) || wroteAskedRE().MatchString(strings.ToLower(p.f.Question))) && !receivedRE().MatchString(low):
		// "how many messages did I send": mine, not the chat's; a chat
		// whose owner the export does not say has none sent. What I
		// said or wrote in a chat ("what did I say on WhatsApp", "what
		// did I write in the group") is what I sent there: the verb of
		// saying is the chat's, no word of the messages.
		dir = "sent"
	case act.ID == "chat" && myMessagesGotRE().MatchString(low):
		// "what reactions did my messages get", "which of my texts
		// received a like": what came to my messages, which I sent
		dir = "sent"
	case act.ID == "chat" && messagesGotRE().MatchString(low) && !iSentRE().MatchString(low):
		// "which messages got a reaction": the messages got it, anyone's
		return
	case act.ID == "chat" && chatReceivedRE().MatchString(low) && !iSentRE().MatchString(low):
		// "how many messages did I receive", "who sent me the most
		// messages": the others', not mine too (the owner's own, where
		// the export or identity says who they are, had been counted
		// and ranked first); "from X" names the sender, which its
		// filter reads
		dir = "received"
	default:
		return
	}
	if dir == "received" && act.ID == "mail_received" && p.holdsValue(act.Sources, "direction", "sent") && !p.holdsValue(act.Sources, "direction", "received") {
		// Every mail is from the address found to be yours (a mailbox of
		// one sender, whose owner is guessed from it): "the messages I
		// got" are the mails held, not none.
		p.f.Notes = append(p.f.Notes, "no mail is known to be received (every one is from the address taken to be yours): counted them all")
		return
	}
	p.f.Content = append(p.f.Content, Cond{
		Expr:  `direction == "` + dir + `"`,
		Needs: []attrSpec{{Name: "direction", Type: qa.TypeText}},
	})
	if dir == "sent" && !p.holdsValue(act.Sources, "direction", "sent") {
		p.f.Notes = append(p.f.Notes, identityNote)
	}
}

// authoredRE: the person as the maker of something ("did I create", "I
// started", "have I shared"): a verb of making or of sending.
var authoredRE = lazyre.New(`\b(?:i|we)\s+(?:ever\s+|have\s+|had\s+)?(?:create|created|start|started|make|made|set\s+up|` + sendingVerbs + `)\b`)

// sendingVerbs are the verbs of the person sending a message of their own
// (iSentRE, authoredRE).
const sendingVerbs = `sent|send|wrote|write|written|texted|text|messaged|message|posted|post|shared|share|asked|ask`

// ownMessages keeps, of chat messages asked by a kind no activity named
// ("which polls did I create", "did I share a location"), the ones the
// person sent, where the export says whose they are: the polls of the
// others had been answered as mine too.
func (p *parser) ownMessages() {
	f := p.f
	if f.act != nil || !slices.Equal(f.Sources, []string{ingest.Chat}) || p.env.Catalog() == nil || !p.holdsValue(f.Sources, "direction", "sent") ||
		slices.ContainsFunc(f.Content, func(c Cond) bool {
			return strings.Contains(c.Expr, "direction ") || strings.Contains(c.Expr, "sender ")
		}) {
		return
	}
	low := strings.ToLower(f.Question)
	if !authoredRE().MatchString(low) || receivedRE().MatchString(low) {
		return
	}
	f.Content = append(f.Content, Cond{Expr: `direction == "sent"`, Words: "I sent", Needs: []attrSpec{{Name: "direction", Type: qa.TypeText}}})
}

// namedSenderReceived keeps, of the messages of a sender named ("what did
// Gustav send me"), those whose direction is not known as well as those
// received, where some of the library's messages with a sender have no
// direction (a Messenger thread of which nobody is known to be the
// person): the sender named says whose they are, and keeping only those
// known as received had kept none of theirs.
func (p *parser) namedSenderReceived() {
	f := p.f
	dir := slices.IndexFunc(f.Content, func(c Cond) bool { return c.Expr == `direction == "received"` })
	if dir < 0 || p.env.Catalog() == nil || !slices.ContainsFunc(f.Content, func(c Cond) bool {
		return strings.HasPrefix(c.Expr, "sender == ") || strings.HasPrefix(c.Expr, "sender in ")
	}) {
		return
	}
	if !slices.Contains(f.Sources, ingest.Chat) {
		return
	}
	if name := p.ownSenderNamed(); name != "" {
		// "how many messages did Gustav send me", Gustav the name an
		// export gave as the person's own: the question says he is
		// someone else, so his messages are counted as it asks, and
		// the answer says whom the library takes for the person
		f.Content = slices.Delete(slices.Clone(f.Content), dir, dir+1)
		f.Notes = append(f.Notes, fmt.Sprintf("%s is taken to be you (reqap identity), whose messages are sent, not received: all of %s's are taken", name, name))
		return
	}
	if !p.undirectedMessages() {
		return
	}
	f.Content = slices.Clone(f.Content)
	f.Content[dir].Expr = `(direction ?? "received") == "received"`
}

// chatSenderIsRE: a condition that a message's sender is one name.
var chatSenderIsRE = lazyre.New(`^sender == "([^"]+)"$`)

// ownSenderNamed is the sender a condition names when an account fact of
// the library gives that name as the person's own (a display name), or
// "".
func (p *parser) ownSenderNamed() string {
	acc := p.env.Catalog().Source(ingest.Account)
	if acc == nil || acc.Field("display_name") == nil {
		return ""
	}
	for _, c := range p.f.Content {
		if m := chatSenderIsRE().FindStringSubmatch(c.Expr); m != nil && slices.ContainsFunc(acc.Field("display_name").Values, func(v catalog.Value) bool { return strings.EqualFold(v.Text, m[1]) }) {
			return m[1]
		}
	}
	return ""
}

// undirectedMessages reports whether some of the library's chat messages
// with a sender have no direction: a Messenger thread of which nobody is
// known to be the person (ingest.DeriveDirection).
func (p *parser) undirectedMessages() bool {
	src := p.env.Catalog().Source(ingest.Chat)
	if src == nil {
		return false
	}
	sender, direction := src.Field("sender"), src.Field("direction")
	return sender != nil && (direction == nil || direction.Events < sender.Events)
}

// chattedWithRE: whom the person chatted with ("who did I chat with on
// WhatsApp", "who have we texted").
var chattedWithRE = lazyre.New(`(?i)\bwho(?:m)?\s+(?:did|do|have|had)\s+(?:i|we)\s+(?:ever\s+)?(?:chat|chatted|talk|talked|speak|spoke|spoken|text|texted|message|messaged|write|written|wrote)\b`)

// chattedWith answers whom I chatted with with the others in the chats,
// not me among them (the owner's own name had been listed as someone they
// chatted with). Where some chat names nobody known to be the person (a
// Messenger thread), its senders are all kept and the answer says the
// person may be one of them.
func (p *parser) chattedWith() {
	f := p.f
	if f.Form != FormList || f.Val == nil || f.Val.Attr != "sender" || !slices.Equal(f.Sources, []string{ingest.Chat}) || p.env.Catalog() == nil ||
		!chattedWithRE().MatchString(f.Question) || slices.ContainsFunc(f.Content, func(c Cond) bool {
		return strings.Contains(c.Expr, "direction ") || strings.Contains(c.Expr, "sender ")
	}) {
		return
	}
	src := p.env.Catalog().Source(ingest.Chat)
	if src == nil || src.Field("direction") == nil || !p.holdsValue(f.Sources, "direction", "sent") {
		return
	}
	f.Content = append(f.Content, Cond{Expr: `(direction ?? "") != "sent"`, Words: "other than me", Needs: []attrSpec{{Name: "direction", Type: qa.TypeText}}})
	if p.undirectedMessages() {
		f.Notes = append(f.Notes, "who you are in some chats is not known (none of a thread's people is known to be you: reqap identity): you may be among these")
	}
}

// ownThingDoneRE: who did something to their own ("who changed their
// phone number") or to the group ("who left the group"), the doer asked.
var ownThingDoneRE = lazyre.New(`^\s*who\s+(?:(?:has|have|had)\s+)?(?:\p{L}+ed|left|made|set|took|put|got|gave|lost|upd?ated)\s+(?:their|his|her|the\s+(?:group|chat))\b`)

// noticeActors answers who did something in a chat ("who changed their
// phone number on WhatsApp") from the notices the app wrote as well as
// from the messages, where the library names the member a notice says did
// it (the WhatsApp importer's actor): the notice is no one's message, so
// none had been found.
func (p *parser) noticeActors() {
	f := p.f
	if f.Form != FormList || f.Val == nil || f.Val.Attr != "sender" || f.Val.Map != "" || !p.recordsField("actor", "text") {
		return
	}
	i := slices.IndexFunc(f.Content, func(c Cond) bool { return c.Expr == `(message_type ?? "") != "system"` })
	if i < 0 || slices.ContainsFunc(f.Content, func(c Cond) bool { return strings.Contains(c.Expr, "direction ") }) {
		return
	}
	f.Content = slices.Clone(f.Content)
	f.Content[i].Expr = `(message_type ?? "") != "system" || (actor ?? "") != ""`
	f.Content[i].Needs = append(slices.Clone(f.Content[i].Needs), attrSpec{Name: "actor", Type: qa.TypeText})
	f.Val = &Quantity{Attr: "who", Extract: f.Val.Extract, Map: `sender ?? (actor ?? nil)`, Words: f.Val.Words,
		Needs: []attrSpec{{Name: "actor", Type: qa.TypeText}}}
}

// copiedOnMeRE: the person copied on mail, not addressed by it ("emails
// I was cc'd on", "mails that copied me in", "where I'm on cc"): to cc is
// to send someone a carbon copy. A blind copy is not said by it.
var copiedOnMeRE = lazyre.New(`\b(?:(?:i|we)\s+(?:was|were|am|are|have\s+been|had\s+been|got|get|been)|i'm|we're|(?:was|were|am|are)\s+(?:i|we)|(?:have|had)\s+(?:i|we)\s+(?:ever\s+)?been)\s+(?:(?:also|only|just|ever)\s+)?(?:` + copiedVerb + `|cc)(?:\s+(?:in\s+on|in|on|into))?\b|\b(?:cc'?s|` + copiedVerb + `)\s+(?:me|us)(?:\s+(?:in\s+on|in|on))?\b|\b(?:(?:i|we)\s+(?:was|were|am|are)|i'm|we're|me|us)\s+(?:in|on)\s+(?:the\s+)?cc\b(?:\s+(?:line|field))?`)

// copiedOnMe reads the mail the person was copied on: the received mail
// whose Cc, not To, names them (the mail importer's copied_me, derived
// from who they are). Where no mail does, the answer is none and says
// why: who they are is not known, or no mail copied them. Searching
// the words would keep every mail that has a Cc. It reports whether the
// question said so.
func (p *parser) copiedOnMe() bool {
	m := p.t.find(copiedOnMeRE())
	if m == nil {
		return false
	}
	held := p.env.Catalog() == nil || p.recordsField("copied_me", "bool")
	if !held && whoCopiedRE().MatchString(strings.ToLower(p.f.Question)) {
		// "who cc'd me", no mail known to copy me: the senders of the
		// mail with anyone in Cc, as the answer says (see personKey)
		return false
	}
	p.t.consume(m[0], m[1])
	if held {
		p.f.Content = append(p.f.Content, Cond{Expr: "copied_me == true", Words: "I was copied on", Needs: []attrSpec{{Name: "copied_me", Type: qa.TypeBool}}})
		return true
	}
	p.f.Content = append(p.f.Content, Cond{Expr: "false", Words: "I was copied on"})
	if p.holdsValue([]string{ingest.Mail}, "direction", "sent") {
		p.f.Notes = append(p.f.Notes, "no mail is known to have copied you: none names your address in its Cc")
	} else {
		p.f.Notes = append(p.f.Notes, "which mail copied you is not known: who you are is not set or found on your mail (reqap identity)")
	}
	return true
}

// mailRead: my reading or opening of mail, or mail unread ("emails I
// have not opened", "my unread mail"): the mail is what I received.
const mailRead = `\b(?:i|we)\s+(?:(?:actually|ever|already|never|not|also)\s+)?(?:read|open|opened)\b|\b(?:unread|unopened)\b`

var mailReadRE = lazyre.New(mailRead)

// identityNote is the note of mail asked as sent where no mail is known
// to be the person's.
const identityNote = "none of these is known to be yours: who you are is not set or found (reqap identity)"

// toWhoeverSent reads mail I sent to someone named ("did I ever write to
// Carl Knoos"), where every mail is known as received and none as mine
// (who I am is not set), as the mail to them whoever sent it, and says
// so: the recipient tells the mail apart as far as the library can,
// where keeping only mail known as sent keeps none.
func (p *parser) toWhoeverSent(act *activity) {
	if act.ID != "mail_sent" || p.holdsValue(act.Sources, "direction", "sent") || !p.holdsValue(act.Sources, "direction", "received") {
		return
	}
	dir, to := -1, ""
	for i, c := range p.f.Content {
		switch {
		case c.Expr == `direction == "sent"`:
			dir = i
		case strings.HasPrefix(c.Words, "to "):
			to = strings.TrimPrefix(c.Words, "to ")
		}
	}
	if dir < 0 || to == "" {
		return
	}
	p.f.Content = slices.Delete(p.f.Content, dir, dir+1)
	p.f.Notes = slices.DeleteFunc(p.f.Notes, func(n string) bool { return n == identityNote })
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("who you are is not set or found (reqap identity): the mail to %s was taken whoever sent it", to))
}

// mailTypeCond keeps the mails of a type ("reply", "forward"; "" for those
// that start a conversation), as the mail importer writes it.
func mailTypeCond(kind string) Cond {
	return Cond{Expr: fmt.Sprintf(`(type ?? "") == %q`, kind), Needs: []attrSpec{{Name: "type", Type: qa.TypeText}}}
}

// iStartedThreadRE: threads the person began ("threads did I start",
// "conversations I started", "how many discussions have I opened").
var iStartedThreadRE = lazyre.New(`\b` + iStartedThread)

// iStartedThread is iStartedThreadRE's pattern; with "new" before it, the
// words it consumes.
const iStartedThread = `(?:threads?|conversations?|discussions?)\s+(?:that\s+)?(?:did\s+|have\s+|had\s+)?(?:i|we)\s+(?:have\s+|had\s+|ever\s+)?(?:start|started|begin|began|begun|open|opened|initiate|initiated|kick(?:ed)?\s+off)\b`

// asksSender reports whether the question asks who sent a mail ("who sent
// the release report") or began its thread ("who started the thread about
// RPM macros", said as who sent its first mail).
func (p *parser) asksSender() bool {
	low := strings.ToLower(p.f.Question)
	return whoSentRE().MatchString(low) || whoToMeRE().MatchString(low) || startedThreadRE().MatchString(p.f.Question)
}

// whoToMeRE: who did a thing to me ("who asked me about the holiday",
// "who has invited us"): someone other than me, who in mail is its
// sender (had been read as the people I asked).
var whoToMeRE = lazyre.New(`^\s*who` + whoOf + `\s+(?:(?:has|have|had|ever|first|last|most|often)\s+)*\pL+\s+(?:me|us)\b`)

// whoOf: the people "who" is one of, said right after it ("who among
// my friends", "who in my family or friends", "who of my colleagues"),
// up to five words: the verb after them is the question's.
const whoOf = `(?:\s+(?:among|amongst|in|of|from)\s+(?:my|our|the)(?:\s+[\pL'’]+){1,5}?)?`

// whoPostedRE: who posted to a mailing list sent mail to it ("who posted
// on the Fedora-fr-list"), where the question is about mail already.
var whoPostedRE = lazyre.New(`^\s*who\s+(?:has\s+|had\s+|ever\s+)*(?:posted|posts)\b`)

// peopleSentRE: people counted who send, the subject of the verb ("how
// many different people wrote to the list", "how many people have
// emailed me"): mail received, by its senders.
var peopleSentRE = lazyre.New(`\bhow\s+many\s+(?:different\s+|distinct\s+|unique\s+|other\s+)?(?:people|persons|senders|authors|users|members|contributors|posters|correspondents)\s+(?:have\s+|had\s+|ever\s+)*(?:sent|wrote|written|posted|e-?mailed|mailed|contributed|messaged)\b`)

// toMeRE: the person asking is who was written to.
var toMeRE = lazyre.New(`\b(?:me|us|my|our)\b`)

// whichSentRE: the thing asked for sends ("which mailing list sent the
// most emails", "what company emails me most"): mail received.
var whichSentRE = lazyre.New(`^\s*(?:which|what)\s+(?:\S+\s+){1,3}?(?:has\s+|have\s+)?(?:sent|sends|e-?mailed|e-?mails|mailed|mails|wrote|writes)\s+(?:me|us|the\s+most|most|more)\b`)

// toldMeRE: someone else telling me ("what did Julien tell me", "what has
// my dad told me"), not a request ("tell me …").
var toldMeRE = lazyre.New(`\b(?:did|has|have|had)\s+((?:my\s+|the\s+)?\pL+(?:\s+\pL+)?)\s+(?:tell|told|say\s+to|said\s+to)\s+me\b`)

// toldMe reports whether someone other than the one asked tells me
// (toldMeRE; "what did you tell me" is no one's mail).
func (p *parser) toldMe() bool {
	m := toldMeRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	return m != nil && !slices.Contains([]string{"you", "i", "we", "they"}, m[1])
}

// otherSender reports whether someone other than the person asking
// sends: named (otherSenderRE) or said by a noun phrase ("how many
// newsletters did the running club send", "has my landlord emailed"),
// one that holds no "I" or "we" ("did my wife and I send" is mine).
func otherSender(q string) bool {
	if otherSenderRE().MatchString(q) {
		return true
	}
	m := nounSenderRE().FindStringSubmatch(strings.ToLower(q))
	return m != nil && !holdsAsker(m[1])
}

// holdsAsker reports whether a subject's words hold the person asking
// ("my wife and I"): what it did is theirs too.
func holdsAsker(words string) bool {
	return slices.ContainsFunc(strings.Fields(strings.ToLower(words)), func(w string) bool { return w == "i" || w == "we" || w == "me" || w == "us" })
}

// sendAdverb: an adverb of time between a sender and the verb of
// sending ("when did Conor last write to me", "has the bank ever emailed
// me"), which says when, not who; read already ("last": the latest),
// its used marks.
const sendAdverb = `(?:(?:ever|last|first|recently|most\s+recently|just|already|also|[|]+)\s+)?`

// nounSubject is a subject said by a determiner and its noun ("the running
// club", "my landlord"), of one to three words, or a parent or
// grandparent called by the word for them, as a name is said, with no
// determiner ("did Mum send me", "has dad written"): the speaker's own.
func nounSubject() string {
	return `(?:(?:the|my|our|his|her|their|any|a|an)\s+(?:[\p{L}'.-]+\s+){0,2}?[\p{L}'.-]+|` + kinNames() + `)`
}

// kinNames is the pattern of the words the lexicon says a parent or
// grandparent by, one word each ("mum", "papa", "oma"; rlex.AddressedKin),
// in any case; without a lexicon, a pattern that matches nothing.
var kinNames = sync.OnceValue(func() string {
	lx, err := rlex.Default()
	if err != nil {
		return `[^\s\S]`
	}
	var words []string
	for _, w := range lx.AddressWords() {
		words = append(words, regexp.QuoteMeta(w))
	}
	if len(words) == 0 {
		return `[^\s\S]`
	}
	return `(?i:` + strings.Join(words, "|") + `)`
})

// namesSubject: a subject said by two or more people's names joined by
// "and" ("Bill Radcliffe and Cristy"), each of one to three capitalised
// words.
const namesSubject = `\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2}(?:(?:\s*,\s*|\s+(?:and|&)\s+)\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2})+`

// nounSenderRE: a verb of mail after a subject said by a determiner and
// its noun (group 1, nounSubject); "email" and "write" only with me after
// them ("did my longest email have" is the noun).
var nounSenderRE = lazyre.Build(func() string {
	return `\b(?:did|does|do|has|have|had)\s+(` + nounSubject() + `)\s+` + sendAdverb + `(?:send|sent|e-?mailed|mailed|written|wrote|forward(?:ed)?|(?:e-?mail|mail|write)\s+(?:to\s+)?(?:me|us))\b`
})

// otherSenderRE: someone named sends, not the person asking ("how many
// emails did Mark Overmeer send", "has Cristy written"): mail received.
var otherSenderRE = lazyre.New(`\b(?:did|does|do|has|have|had)\s+(?:\p{Lu}[\p{L}'.-]+\s+){1,3}(?:ever\s+)?(?:send|sent|e-?mail(?:ed)?|mail(?:ed)?|write|written|wrote|forward(?:ed)?|tell|told|say|said)\b`)

// mailVerbRE: mail sent by the person, said by a verb ("did I last
// email Carl", "people I contacted", "who I wrote to").
var mailVerbRE = lazyre.New(`\b(?:i|we|to)\s+(?:\w+\s+)?e-?mail\b|\bcontact(?:s|ed|ing)?\b`)

// mailEitherWay reports whether the question says mail as a noun only,
// with no word of its direction: mail sent and received alike.
func (p *parser) mailEitherWay() bool {
	low := strings.ToLower(p.f.Question)
	return !sentRE().MatchString(low) && !mailVerbRE().MatchString(low) || passiveSent(low)
}

// newsletterRE: newsletters, a kind of mail, said; newsletterOfRE: whose
// they are said too ("newsletters from the club", "the club's
// newsletters", "did the club send"), which its sender's name tells.
var (
	newsletterRE        = lazyre.New(`\bnewsletters?\b`)
	newsletterLeftOutRE = lazyre.New(`(?:\b(?:` + exceptWords + `|not\s+counting|no|not|without|not\s+(?:(?:come|came)\s+)?from)|n['’]t\s+(?:come\s+)?from)\s+(?:the\s+|any\s+|a\s+)?newsletters?\b`)
	newsletterOfRE      = lazyre.New(`\bnewsletters?\s+(?:i\s+(?:got|get|received)\s+)?(?:from|by|of)\b|['’]s?\s+newsletters?\b|\bdid\s+(?:\S+\s+){1,4}?(?:send|sent|forward)\b|\bnewsletters?\s+(?:did|do|does|has|have)\s+i\s+(?:\S+\s+){0,2}?get\s+from\b`)
)

// sentParticiples: the participles of sending mail, said in the passive.
const sentParticiples = `sent|e-?mailed|mailed|written|forwarded`

// passiveSentRE: mail said sent in the passive ("emails were sent to the
// list"), which names no sender; "by me" names the person, as does "my"
// before a participle ranked ("who was my most emailed person").
var (
	passiveSentRE = lazyre.New(`\b(?:is|are|was|were|been|being|get|gets|got)\s+(?:` + sentParticiples + `|addressed)\b|^[\s|]*(?:(?:to\s+)?whom?\b)?[\s|]*(?:is|are|was|were|has|have)\s+(?:\S+\s+){1,8}?(?:been\s+)?(?:sent|e-?mailed|mailed|forwarded|addressed)\b`)
	byMeRE        = lazyre.New(`\bby\s+(?:me|us|myself)\b|\b(?:my|our)[\s|]+(?:(?:most|least)[\s|]+)?(?:` + sentParticiples + `)\b|\b(?:i|we)\s+(?:have\s+|had\s+|just\s+)?(?:sent|e-?mailed|mailed|forwarded)\b`)
)

// whoReceivedRE asks who a mail went to ("who received the report", "who
// got the email about X").
// People counted who received it ("how many people received the Power VaR
// email") are its recipients too, not its senders grouped.
var whoReceivedRE = lazyre.New(`^\s*(?:who|how\s+many\s+(?:different\s+|other\s+)?(?:people|persons|recipients|addresses))\s+(?:has\s+|have\s+|had\s+|else\s+)*(?:received|receives|receive|got|get|gets)\b`)

// passiveSent reports whether the question says mail was sent without
// saying by whom ("how many emails were sent to Bill", "who was the
// email about X sent to"): mail either way, not only the person's own.
func passiveSent(low string) bool {
	return passiveSentRE().MatchString(low) && !byMeRE().MatchString(low) && !mailVerbRE().MatchString(low)
}

// holdsValue reports whether one of sources records value in field key,
// as the catalog says (true without a catalog: nothing is known).
func (p *parser) holdsValue(sources []string, key, value string) bool {
	if p.env.Catalog() == nil {
		return true
	}
	for _, name := range sources {
		src := p.env.Catalog().Source(name)
		if src == nil {
			continue
		}
		if f := src.Field(key); f != nil && slices.ContainsFunc(f.Values, func(v catalog.Value) bool { return v.Text == value }) {
			return true
		}
	}
	return false
}

// doingLinked reports whether a word of the question other than but is
// linked as a kind of doing the library records (a journal's activity
// "climbing", a workout's type).
func (p *parser) doingLinked(but string) bool {
	if p.lk == nil {
		return false
	}
	for _, s := range append(slices.Clone(p.lk.held), p.lk.soft...) {
		if strings.EqualFold(p.lk.q.Phrase(s.From, s.To), but) {
			continue // "which cinema did I go to with Lena": the cinema asked is no other doing
		}
		if slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field == "activity" || r.Field == "workout_type" }) {
			return true
		}
	}
	return false
}

// haveHadRE: what was had, "have" the verb and not an auxiliary, asked
// by habit, of the most, or next to a happening or a time ("what do I
// usually have", "what did I have after my run", "what did we have for
// dinner", "what did I have?"; not "what have I done", "what did I have
// to do"). Read by the activity (to have is to eat or drink) and by the
// answer (the dishes had most) alike.
var haveHadRE = lazyre.New(`\b(?:what|which)\s+(?:did|do|does|would)\s+(?:i|we)\s+(?:(?:usually|normally|typically|mostly|generally|always|often|tend\s+to)\s+|\pL+ly\s+)?(?:have|had)\b(?:\s+(?:most|more)\b|\s*[?.!]*\s*$|\s+(?:right\s+|just\s+)?(?:after|before|following|when|while|once|for|at|on|in|with|during)\b)`)

// orderedAtRE: to order at or from a place ("what did I order at
// Mangiare", "what do I usually order from Pho Saigon").
var orderedAtRE = lazyre.New(`\border(?:ed|s|ing)?\s+(?:at|from|in)\b`)

// orderVerbRE: the verb order, said of what was ordered ("did we order
// pizza"), not of a place ordered at (orderedAtRE).
var orderVerbRE = lazyre.New(`\border(?:ed|s|ing)?\b`)

// orderedFood reads food ordered, at no restaurant named and with no
// purchases exported ("how often did we order pizza"), as a dictionary
// defines the verb of food: asked to be brought, a takeaway. The journal
// tells which meals were so ("Ordered pizza for me and Jonas", "takeaway
// sushi"): its activities that are terms of the lexicons' takeaway. Left
// unread, every pizza eaten was counted.
func (p *parser) orderedFood() {
	f := p.f
	low := strings.ToLower(f.Question)
	if f.act != nil || !orderVerbRE().MatchString(low) || p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || orderedAtRE().MatchString(low) || p.fieldLinked("restaurant") || !p.fieldLinked("food") {
		return
	}
	if a := p.lx.act.byID["purchase"]; a == nil || p.heldHere(a) {
		return // an order of the purchases exported
	}
	vals := p.activitiesOf("takeaway")
	if len(vals) == 0 {
		return
	}
	p.consumeWord(orderVerbRE().String())
	f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("(activity ?? \"\") in %s", quoteList(vals)), Words: "ordered", Needs: []attrSpec{{Name: "activity", Type: qa.TypeText}}})
	f.Notes = append(f.Notes, fmt.Sprintf("food ordered, at no restaurant named, read as %s", strings.Join(vals, ", ")))
}

// fieldLinked reports whether a word of the question is linked to a
// value of the field (a journal's "food": "pizza"; its "restaurant", where
// a meal was eaten out).
func (p *parser) fieldLinked(field string) bool {
	if p.lk == nil || p.lk.res == nil {
		return false
	}
	for _, s := range p.lk.res.Spans {
		if slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field == field }) {
			return true
		}
	}
	return false
}

// haveAloneRE: "have" with nothing after it left to read (what is had is
// the question's "what") but "at" before a place read ("what did I have
// at Mangiare": the venue is read as a value, its preposition stays).
var haveAloneRE = lazyre.New(`\bhave(?:[\s|]+at(?:[\s|]*\|)+)?[\s|]*(?:[?.!]+[\s|]*)?$`)

// instances recognises named instances of structured activities: a song
// or artist, a movie, a series and season, a correspondent.
func (p *parser) instances(act *activity) {
	switch act.ID {
	case "music":
		p.music()
	case "episode":
		p.series()
	case "movie":
		p.movie()
	case "mail_sent":
		p.ownAddress()
		p.correspondent(false)
	case "mail_received":
		p.ownAddress()
		p.correspondent(true)
	}
}

// ownAddressRE: one of my addresses said by a word of its kind ("to my
// work address", "at my personal email", "on my Gmail account"): group 1
// the kind.
var ownAddressRE = lazyre.New(`\b(?:to|at|on|in|into|via|through)\s+(?:my|our)\s+((?:\pL[\pL'-]*\s+){0,1}\pL[\pL'-]*)\s+(?:e-?mail\s+)?(?:address(?:es)?|account|inbox|mailbox|e-?mail)\b`)

// ownAddress reads one of my addresses said by its kind: a mail says what
// it went to, not whose the address is nor what kind of address it is, so
// the mail to any of mine is read and the answer says so. Its words
// searched for had found a few mails at random ("what mail came in on my
// work address" gave two that say "address").
func (p *parser) ownAddress() {
	m := p.t.find(ownAddressRE())
	if m == nil {
		return
	}
	kind := strings.ToLower(strings.TrimSpace(p.t.original(m[2], m[3])))
	if kind == "own" || kind == "e-mail" || kind == "email" || kind == "mail" {
		return // "to my own address", "my email address": any of mine
	}
	p.t.consume(m[0], m[1])
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("which of your addresses is your %s one is not recorded: the mail to any of them is read", kind))
}

// firstVerb is the index of the first word of ws that is not an adverb in
// -ly ("usually", "actually"; not "fly", "apply", "reply").
func firstVerb(ws []string) int {
	for i, w := range ws {
		lw := strings.ToLower(w)
		if len(lw) < 6 || !strings.HasSuffix(lw, "ly") || strings.HasSuffix(lw, "ply") {
			return i
		}
	}
	return len(ws)
}

// name is a run of words in the original text: a title or a person; end
// closes it: a consumed phrase, the end, or "did I ..." after it.
const (
	name = `([^|?!;]+?)`
	end  = `(?:\s+(?:did|do|does|have|has|had|was|were|am)\s+(?:i|we)\b|\s*[|]|\s*$)`
	// exchangeVerb is the verb of exchanging and the mail exchanged
	// ("exchange emails"), the mail in a group of its own to be made
	// optional
	exchangeVerb = `\bexchang(?:e|es|ed|ing)\b(?:\s+(?:an?\s+|any\s+|the\s+)?(?:e-?mails?|mails?|messages?)\b)`
)

var (
	quotedRE       = lazyre.New(`"([^"|]+)"|'([^'|]{2,})'`)
	titleByRE      = lazyre.New(`\b(?:listen(?:ed|ing)?\s+to|play(?:ed|ing)?|stream(?:ed|ing)?|hear(?:d)?|plays\s+of|streams\s+of)\s+` + name + `\s+by\s+` + name + end)
	byRE           = lazyre.New(`\b(?:songs?|tracks?|music|tunes?|anything)\s+(?:by|from)\s+` + name + end)
	ofRE           = lazyre.New(`\b(?:plays|streams|listens)\s+of\s+` + name + end)
	nameTracksRE   = lazyre.New(`(?:^|[|]\s*|\b(?:many|of|the|my)\s+)` + name + `\s+(?:songs|tracks|tunes)\b`)
	playedRE       = lazyre.New(`\b(?:listen(?:ed|ing)?\s+to|play(?:ed|ing)?|stream(?:ed|ing)?|hear(?:d)?)\s+` + name + end)
	clauseInNameRE = lazyre.New(`\b(?:did|do|does|have|has|was|were)\s+(?:i|we)\b|,`)
	parenArtist    = lazyre.New(`^(.+?)\s*\(([^()]+)\)$`)
)

func (p *parser) music() {
	t := p.t
	cue := func(s string) bool {
		return s == "" || p.lx.act.phrases.re.MatchString(strings.ToLower(s)) && onlyActivityWords(p.lx, s, nil) ||
			musicPronounRE().MatchString(strings.ToLower(s))
	}
	if m := t.find(titleByRE()); m != nil {
		title, artist := t.original(m[2], m[3]), t.original(m[4], m[5])
		if !cue(title) {
			p.addEntity(m, fmt.Sprintf("of %s by %s", unquote(title), artist), nil, fmt.Sprintf("track == %s && any(artists, {# == %s})", quote(unquote(title)), quote(artist)))
			p.needs(attrSpec{"track", "text"}, attrSpec{"artists", "list"})
			return
		}
	}
	if m := t.find(byRE()); m != nil {
		artist := t.original(m[2], m[3])
		p.addEntity(m, "by "+artist, nil, fmt.Sprintf("any(artists, {# == %s})", quote(artist)))
		p.needs(attrSpec{"artists", "list"})
		return
	}
	for _, re := range []*regexp.Regexp{quotedRE(), ofRE(), nameTracksRE(), playedRE()} {
		a, b, s, ok := t.title(re)
		if !ok {
			continue
		}
		s = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(s, "the "), "The "))
		if cue(s) || len(s) < 2 || clauseInNameRE().MatchString(strings.ToLower(s)) || re != quotedRE() && leavesOutRE().MatchString(strings.ToLower(s)) {
			continue
		}
		// "Title (Artist)", as streaming apps write it.
		if pm := parenArtist().FindStringSubmatch(s); pm != nil {
			p.addEntity([]int{a, b}, fmt.Sprintf("of %s by %s", pm[1], pm[2]), nil, fmt.Sprintf("track == %s && any(artists, {# == %s})", quote(pm[1]), quote(pm[2])))
		} else if re == nameTracksRE() {
			p.addEntity([]int{a, b}, "by "+s, nil, fmt.Sprintf("any(artists, {# == %s})", quote(s)))
		} else {
			p.addEntity([]int{a, b}, "of "+s, nil, fmt.Sprintf("track == %s || any(artists, {# == %s})", quote(s), quote(s)))
		}
		p.needs(attrSpec{"track", "text"}, attrSpec{"artists", "list"})
		return
	}
}

var (
	seasonOfRE  = lazyre.New(`\bseason\s+(\d+)\s+of\s+` + name + end)
	nameSeasRE  = lazyre.New(`\b(?:finish(?:ed)?|watch(?:ed)?|binge(?:d)?|see|saw|seen|complete(?:d)?|start(?:ed)?)\s+` + name + `\s*,?\s+season\s+(\d+)\b`)
	episodesOf  = lazyre.New(`\bepisodes?\s+of\s+` + name + end)
	nameEpisode = lazyre.New(`(?:^|[|]\s*|\b(?:many|of|the|my|binge|binged|watch|watched)\s+)` + name + `\s+episodes?\b`)
	watchedRE   = lazyre.New(`\b(?:watch(?:ed|ing)?|binge(?:d)?|stream(?:ed|ing)?|see|saw|seen)\s+` + name + end)
)

func (p *parser) series() {
	t := p.t
	cue := func(s string) bool {
		l := strings.ToLower(strings.TrimSpace(s))
		return l == "" || onlyActivityWords(p.lx, l, nil) || showPronounRE().MatchString(l)
	}
	if m := t.find(seasonOfRE()); m != nil {
		if s := t.original(m[4], m[5]); !cue(s) {
			p.addEntity(m, fmt.Sprintf("of %s season %s", s, t.group(m, 1)), nil, fmt.Sprintf("series_title == %s && series_season == %s", quote(s), t.group(m, 1)))
			p.needs(attrSpec{"series_title", "text"}, attrSpec{"series_season", "number"})
			return
		}
	}
	if m := t.find(nameSeasRE()); m != nil {
		if s := t.original(m[2], m[3]); !cue(s) {
			p.addEntity([]int{m[2], m[1]}, fmt.Sprintf("of %s season %s", s, t.group(m, 2)), nil, fmt.Sprintf("series_title == %s && series_season == %s", quote(s), t.group(m, 2)))
			p.needs(attrSpec{"series_title", "text"}, attrSpec{"series_season", "number"})
			return
		}
	}
	for _, re := range []*regexp.Regexp{quotedRE(), episodesOf(), nameEpisode(), watchedRE()} {
		a, b, s, ok := t.title(re)
		if !ok || cue(s) {
			continue
		}
		p.addEntity([]int{a, b}, "of "+s, nil, fmt.Sprintf("series_title == %s", quote(s)))
		p.needs(attrSpec{"series_title", "text"})
		return
	}
}

func (p *parser) movie() {
	t := p.t
	for _, re := range []*regexp.Regexp{quotedRE(), watchedRE()} {
		a, b, s, ok := t.title(re)
		if !ok {
			continue
		}
		l := strings.ToLower(s)
		if l == "" || onlyActivityWords(p.lx, l, nil) || moviePronounRE().MatchString(l) || re != quotedRE() && leavesOutRE().MatchString(l) {
			continue
		}
		s = strings.TrimSuffix(strings.TrimSuffix(s, " on Netflix"), " on netflix")
		p.addEntity([]int{a, b}, "of "+s, nil, fmt.Sprintf("movie_title == %s", quote(s)))
		p.needs(attrSpec{"movie_title", "text"})
		return
	}
}

// correspondentLeftOut reads whom mail is said not to be from or to
// where no value linked before it left them out ("emails I got excluding
// Amazon", "not from Amazon", "except the ones from Amazon"; "emails I
// sent other than to Elif"): the mail of anyone else, where the mail's own
// senders (recipients) hold the name (else the word is no one's, "not
// counting newsletters", and stays unread for the answer to say so).
func (p *parser) correspondentLeftOut() bool {
	if p.env == nil || p.env.Catalog() == nil || p.f.act == nil {
		return false
	}
	re, fields, key, said := senderLeftOutRE(), []string{"from", "counterpart"}, "(sender ?? \"\") matches %s", "not from "
	switch p.f.act.ID {
	case "mail_received":
	case "mail_sent":
		re, fields, key, said = recipientLeftOutRE(), []string{"to", "cc", "counterpart"}, "any(recipients ?? [], {# matches %s})", "not to "
	default:
		return false
	}
	m := p.t.find(re)
	if m == nil {
		return false
	}
	s := strings.TrimSpace(p.t.original(m[2], m[3]))
	if s == "" || len(strings.Fields(s)) > 4 || badNameRE().MatchString(strings.ToLower(s)) || notNameRE().MatchString(strings.ToLower(s)) || leftOutWordRE().MatchString(s) {
		return false
	}
	src := p.env.Catalog().Source(ingest.Mail)
	named, err := regexp.Compile(namePattern(s))
	if src == nil || err != nil {
		return false
	}
	held := false
	for _, k := range fields {
		if f := src.Field(k); f != nil && slices.ContainsFunc(f.Values, func(v catalog.Value) bool { return named.MatchString(v.Text) }) {
			held = true
		}
	}
	if !held {
		return false
	}
	p.addEntity([]int{m[0], m[1]}, said+s, nil, "!("+fmt.Sprintf(key, quote(namePattern(s)))+")")
	if p.f.act.ID == "mail_sent" {
		p.needs(attrSpec{"recipients", "list"})
	} else {
		p.needs(attrSpec{"sender", "text"})
	}
	return true
}

var (
	// senderLeftOutRE: words that leave out whom mail came from, and the
	// name (group 1)
	senderLeftOutRE = lazyre.New(`\b(?:(?:` + exceptWords + `)\s+(?:(?:the\s+)?(?:ones?|those|e-?mails?|mails?|messages?)\s+(?:(?:that|which)\s+(?:came|come|were|was)\s+)?)?(?:from\s+)?|(?:not|n't)\s+(?:(?:come|came|sent)\s+)?from\s+)` + name + end)
	// leftOutWordRE: the word of a direction alone, what is left of a
	// name left out by its value ("other than to |||")
	leftOutWordRE = lazyre.New(`(?i)^(?:to|from)$`)
	// recipientLeftOutRE: words that leave out whom mail went to, and
	// the name (group 1)
	recipientLeftOutRE = lazyre.New(`\b(?:(?:` + exceptWords + `)\s+(?:(?:the\s+)?(?:ones?|those|e-?mails?|mails?|messages?)\s+(?:(?:that|which)\s+(?:went|were|was)\s+)?(?:sent\s+)?)?(?:to\s+)?|(?:not|n't)\s+(?:(?:sent|written|addressed)\s+)?to\s+)` + name + end)
	fromPersonRE       = lazyre.New(`\b(?:from|by)\s+` + name + end)
	// "emails sent by Cristy": the agent of a passive (passiveSent)
	passiveByRE = lazyre.New(`\b(?:` + sentParticiples + `)\s+by\s+` + name + end)
	// personPostedRE: someone posting to a list ("did Cristy post to
	// the magick list", "has Vít posted"): the sender
	personPostedRE = lazyre.New(`\b(?:did|has|have)\s+` + name + `\s+` + sendAdverb + `(?:post|posted)\b`)
	personSentRE   = lazyre.New(`(?:^|[|]\s*|\bdid\s+|\bhas\s+|\bhave\s+)` + name + `\s+` + sendAdverb + `(?:send|sent|sends|email|emailed|emails|mail|mailed|write|wrote|tell|told|say\s+to|said\s+to)\s+(?:me|to\s+me)\b`)
	// anySenderRE: a sender said by an indefinite pronoun (group 1) and
	// the verb of sending to me after it: "did anyone send me",
	// "has somebody written to me"
	anySenderRE = lazyre.New(`(?:^|[|]\s*|\bdid\s+|\bhas\s+|\bhave\s+)((?:some|any|every)(?:one|body)|people)\s+` + sendAdverb + `(?:send|sent|sends|email|emailed|emails|mail|mailed|write|wrote|written|writes)\s+(?:to\s+)?(?:me|us)\b`)
	// "my last email to Carl": the noun and its "to" before the name
	toPersonRE = lazyre.New(`\b(?:(?:e-?mails?|mails?|messages?)\s+to|to|emailed|mailed|email|mail|send\s+to|sent\s+to|send|sent|wrote\s+to|write\s+to|answered|answer)\s+` + name + `(?:\s+(?:an?\s+)?(?:e-?mails?|mails?|messages?)\b|` + end + `)`)
	// exchangedWithRE: "exchange emails with X", "emails exchanged
	// between me and X", a time read between ("exchanged in 2022 with
	// X"); exchangedByRE: "X and I exchanged".
	exchangedWithRE = lazyre.New(exchangeVerb + `?[\s|]*?\s((?:with|between\s+(?:me|us)\s+and)\s+)` + name + end)
	exchangedByRE   = lazyre.New(`(?:^|[|]\s*|\bdid\s+|\bhas\s+|\bhave\s+)` + name + `(\s+and\s+(?:i|me))\s+(?:\pL+\s+)?(?:exchange|exchanged)\b`)
	exchangeVerbRE  = lazyre.New(exchangeVerb + `?`)
	badNameRE       = lazyre.New(`^(?:or|and|among|of|in|on|at|into|for|with|about|during|since|through|to|my|the|a|an|all|any|some|i|we|me|it|e-?mail|mail|post|phone|text|have|has|had|is|was|were|are|be|been|do|does|did|sent|send|wrote|written|contain|contains|contained|containing|include|includes|included|says?|said|saying|mentions?|mentioned|mentioning)\b|\b(?:friends|family|colleagues|people|everyone|everybody|person|persons|somebody|anybody|nobody)\b`)
	notNameRE       = lazyre.New(`^(?:me|myself|any(?:one|body|thing)|some(?:one|body|thing)|every(?:one|body|thing)|no(?:body|thing)|no\s+one|people|them|him|her|my\s+friends|friends|family|the\s+most|most|it|an?\s+e-?mail|e-?mails?|mails?|[\p{L}]+\s+e-?mails?|this|that)$`)
)

// commonNounAfterName reports whether words that begin with a name end
// in a word in lower case ("Fedora lists", "Mum's work"): a thing the
// name qualifies, not someone's name, which is written capitalised
// throughout (or not at all: "from john smith").
func commonNounAfterName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 2 || !fold.Capitalised(ws[0]) {
		return false
	}
	last := ws[len(ws)-1]
	r, _ := utf8.DecodeRuneInString(last)
	return unicode.IsLower(r)
}

// wordNoName reports whether s, one word in lower case after "email" or
// "sent", is a word of the question rather than a correspondent: a field
// of the library or an attribute ("the most common email subject"), a
// word the rules read ("when was the last email sent").
func (p *parser) wordNoName(s string) bool {
	if strings.Contains(s, "@") || s != strings.ToLower(s) {
		return false
	}
	if first, _, more := strings.Cut(s, " "); more {
		// "email threads are there": a phrase in lower case that opens
		// with a field of the library, in the plural too, is no name
		return p.env != nil && (p.attributeKnown(first) || p.attributeKnown(strings.TrimSuffix(first, "s")))
	}
	return p.lx.knows(s) || p.env != nil && p.attributeKnown(s) || pastParticipleRE().MatchString(s) || adverb(s)
}

// adverb reports whether a word in lower case is an English adverb of
// manner ("angrily", "quickly": a dictionary's word in -ly that names no
// thing), which says how something was done, not to whom.
func adverb(w string) bool { return lyAdverb(w) && spell.English(w) }

// mannerAdverb reports whether w, in any case, has an adverb's form of
// manner ("badly", "poorly"), a dictionary's word or not.
func mannerAdverb(w string) bool { return lyAdverb(strings.ToLower(w)) }

// lyAdverb reports whether w is a word of "-ly" that is no noun ("badly",
// not "family").
func lyAdverb(w string) bool {
	return len(w) > 4 && strings.HasSuffix(w, "ly") && !thesaurus.Noun(w)
}

// pastParticipleRE: a verb's past participle, a word of its own.
var pastParticipleRE = lazyre.New(`^(?:\p{L}{3,}ed|sent|got|gotten|written|read|seen)$`)

// weighedNamesRE: two names joined as the sides of a comparison.
var weighedNamesRE = lazyre.New(`\S\s+(?:or|vs\.?|versus)\s+\S`)

// nameBreakRE: a spaced dash or a colon and what follows it, which no
// name holds.
var nameBreakRE = lazyre.New(`(?:\s+[-–—]+\s+|\s*:\s).*$|\s*:$`)

// clauseHeadRE: the noun a contact relative clause says something of,
// before its subject ("thing" of "the last thing Gustav wrote"), with its
// "that".
var clauseHeadRE = lazyre.New(`(?i)^(?:thing|things|one|ones|stuff|message|messages|e-?mails?|mails?|texts?|letters?|note)\s+(?:that\s+|which\s+)?`)

// auxBeforeNameRE: the words up to an auxiliary verb before a name
// ("files did Cristy"); group 1 the auxiliary.
var auxBeforeNameRE = lazyre.New(`^(?:\S+\s+)+?((?:did|does|do|has|have|had)\s+)`)

// whoMailedRE: "who" the subject of a verb of sending mail ("who emailed
// Carl", "who has written to Cristy"), the one asked the sender.
var whoMailedRE = lazyre.New(`^\s*who` + whoOf + `\s+(?:(?:has|have|had|ever|else|first|last|most|often)\s+)*(?:e-?mailed|e-?mails|mailed|mails|wrote|writes|written|sent|sends|messaged|answered|replied|responded)\b`)

// toHeadRE: a "to" a name was taken with, and the mail sent before it
// ("sent an email to Chris").
var toHeadRE = lazyre.New(`(?i)^(?:(?:an?\s+)?(?:e-?mails?|mails?|messages?)\s+)?to\s+`)

// correspondent recognises who a mail was from or to.
func (p *parser) correspondent(received bool) {
	t := p.t
	take := func(m []int) (string, bool) {
		if notValueRE().Match(t.low[:m[2]]) {
			return "", false // "not from Mark": the value's reading excludes him
		}
		if bytes.Count(t.low[:m[0]], []byte(`"`))%2 == 1 {
			// "who sent the mail "Test message from Microsoft Outlook"":
			// a "from" inside quotation marks is the words quoted (a
			// subject), no sender's
			return "", false
		}
		s := strings.TrimSpace(t.original(m[2], m[3]))
		// "first email from bill radcliffe - subject?": a dash or a colon
		// ends the name; what follows is asked of it
		s = strings.TrimSpace(nameBreakRE().ReplaceAllString(s, ""))
		s = mailTailRE().ReplaceAllString(s, "")
		s = aboutTailRE().ReplaceAllString(s, "")
		s = mailAuxHeadRE().ReplaceAllString(s, "")
		s = auxHeadRE().ReplaceAllString(s, "")
		s = mailOnlyRE().ReplaceAllString(s, "") // "send emails to"
		// "who has sent mail to Chris": the mail and its "to" are no
		// part of the name
		s = toHeadRE().ReplaceAllString(s, "")
		// "which files did Cristy send me": the sender is the subject after
		// the auxiliary, not the words asked before it
		s = auxBeforeNameRE().ReplaceAllString(s, "")
		// "the last thing Gustav wrote to me", "the first mail Mark
		// sent me": the head of the relative clause is no name
		s = clauseHeadRE().ReplaceAllString(s, "")
		if p.whichGroupNamed(m[2], s) {
			// "which mailing list sent me the most emails": the group
			// asked for sends, not a correspondent of that name
			return "", false
		}
		if p.otherMailValue(m[2], m[3]) {
			// "posted to Fedora-packaging": the name is the mail's value
			// of another field (the list it went to), which the value's
			// reading keeps; no address holds it
			return "", false
		}
		p.relationCorrespondent(s)
		if p.versus && weighedNamesRE().MatchString(s) {
			// "did I email Elif Dekker or Leonor Walter more": two
			// correspondents weighed, each a side of its own, not one
			// name (the mail to the second only was counted)
			return "", false
		}
		if s == "" || notNameRE().MatchString(strings.ToLower(s)) || exclusionWordRE().MatchString(strings.ToLower(s)) || len(strings.Fields(s)) > 5 || badNameRE().MatchString(strings.ToLower(s)) || commonNounAfterName(s) || p.wordNoName(s) || p.relationWord(s) {
			return "", false
		}
		return s, true
	}
	sender := func(re *regexp.Regexp) bool {
		m := t.find(re)
		if m == nil {
			return false
		}
		s, ok := take(m)
		if !ok {
			return false
		}
		start := m[2]
		if a := auxBeforeNameRE().FindSubmatchIndex(t.low[m[2]:m[3]]); a != nil && p.fieldNamed(m[2]) == nil && !p.attributeKnown(strings.TrimSpace(string(t.low[m[2]:m[2]+a[2]]))) {
			// "what recipe did Conor send me": the things asked, before
			// the auxiliary, are no part of the sender's words; they
			// stay to say what was sent ("which files did he send": a
			// field of the mail, asked, is no words of it)
			start += a[2]
		}
		cond, needs := p.correspondentCond(roleSender, s)
		p.addEntity([]int{start, m[1]}, "from "+s, nil, cond)
		p.needs(needs...)
		return true
	}
	if received {
		// "except the ones from Amazon": no sender's "from"; the name left
		// out is read after the values linked (correspondentLeftOut)
		if lo := t.find(senderLeftOutRE()); lo != nil {
			for _, re := range []*regexp.Regexp{personSentRE(), fromPersonRE()} {
				if m := t.find(re); m != nil && m[0] >= lo[0] && m[0] < lo[1] {
					return
				}
			}
		}
		for _, re := range []*regexp.Regexp{personSentRE(), personPostedRE(), fromPersonRE()} {
			if sender(re) {
				return
			}
		}
		if whoMailedRE().MatchString(strings.ToLower(p.f.Question)) {
			// "who emailed Carl Knoos", "who wrote to Cristy": "who" is
			// the sender asked, the name whom the mail went to (read as
			// its other side, the answer had been Carl himself); of
			// "sent an email to Carl" the words after "sent" are none
			// of his, the "to" after them says him
			for _, m := range toPersonRE().FindAllSubmatchIndex(t.low, -1) {
				if s, ok := take(m); ok {
					cond, needs := p.correspondentCond(roleRecipient, s)
					p.addEntity(m, "to "+s, nil, cond)
					p.needs(needs...)
					return
				}
			}
		}
		if m := t.find(anySenderRE()); m != nil {
			// "did anyone send me a recipe", "what did someone email me":
			// a sender left unsaid is any; the mail received is what
			// the rest says (had been searched for "anyone send me")
			t.consume(m[0], m[1])
		}
		return
	}
	// "how many emails were sent by Cristy": the agent of the passive is
	// the sender, not someone the mail went to ("sent … by Cristy")
	if passiveSent(strings.ToLower(p.f.Question)) && sender(passiveByRE()) {
		return
	}
	for _, re := range []*regexp.Regexp{exchangedWithRE(), exchangedByRE()} {
		// mail exchanged with someone went both ways: the name is either
		// correspondent, where no value of the library was linked
		if m := t.find(re); m != nil {
			// the entity spans the name and the words that join it to
			// the verb, groups 1 and 2 of either; the name is the first
			// of "X and I", the second of "with X"
			nm, span := m[2:4], []int{m[2], m[5]}
			if re == exchangedWithRE() {
				nm = m[4:6]
			}
			if s, ok := take([]int{m[0], m[1], nm[0], nm[1]}); ok && p.kinWords(s) == nil {
				pat := quote(namePattern(s))
				p.addEntity(span, "with "+s, nil, fmt.Sprintf("((sender ?? \"\") matches %s || any(recipients ?? [], {# matches %s}))", pat, pat))
				p.needs(attrSpec{"sender", "text"}, attrSpec{"recipients", "list"})
				return
			}
		}
	}
	if m := t.find(exchangeVerbRE()); m != nil && slices.ContainsFunc(strings.Fields(string(t.low)), func(w string) bool { return p.kinWords(w) != nil }) {
		// "how many emails did I exchange with my mother", "with mum":
		// a kin is the search's to find by the relations it knows, in
		// mail either way; the verb, its sense read (no direction), is
		// no word of the records, which the search would ask for
		t.consume(m[0], m[1])
	}
	// "sent by me": the agent of a passive is no one the mail went to;
	// "except the ones to Elif" leaves her out (correspondentLeftOut)
	lo := t.find(recipientLeftOutRE())
	if m := t.find(toPersonRE()); m != nil && !attachedRE().Match(t.low[:m[0]]) && !bytes.HasPrefix(t.low[m[2]:], []byte("by ")) && (lo == nil || m[0] < lo[0] || m[0] >= lo[1]) {
		if s, ok := take(m); ok {
			cond, needs := p.correspondentCond(roleRecipient, s)
			p.addEntity(m, "to "+s, nil, cond)
			p.needs(needs...)
		}
	}
}

// eitherNamesRE: what joins names of which any will do ("Elif or
// Magnus", "Elif, Magnus or Théo"); eitherLeadRE the "either" before the
// first.
var (
	eitherNamesRE = lazyre.New(`(?i)\s*,\s*(?:or\s+)?|\s+or\s+`)
	eitherLeadRE  = lazyre.New(`(?i)^either\s+`)
	orWordRE      = lazyre.New(`(?i)\sor\s`)
)

// eitherNames returns the names s joins by "or", each alone ("either
// Karim or Théo": Karim, Théo); s itself when it joins none.
func eitherNames(s string) []string {
	if !orWordRE().MatchString(s) {
		return []string{s}
	}
	var out []string
	for _, n := range eitherNamesRE().Split(eitherLeadRE().ReplaceAllString(s, ""), -1) {
		if n = strings.TrimSpace(n); n != "" {
			out = append(out, n)
		}
	}
	return out
}

// correspondentCond is the condition that a mail's sender (or recipient,
// by role) is s, or any of the names s joins by "or" ("did I email Elif or
// Magnus": a mail to either; the two had been matched as one name, and
// none held it).
func (p *parser) correspondentCond(role, s string) (string, []attrSpec) {
	var conds []string
	var needs []attrSpec
	for _, n := range eitherNames(s) {
		cond, ns := p.addressCond(role, n)
		if cond == "" {
			cond, ns = fmt.Sprintf("any(recipients, {# matches %s})", quote(namePattern(n))), []attrSpec{{"recipients", "list"}}
			if role == roleSender {
				cond, ns = fmt.Sprintf("sender matches %s", quote(namePattern(n))), []attrSpec{{"sender", "text"}}
			}
		}
		conds = append(conds, cond)
		needs = appendNeeds(needs, ns...)
	}
	return anyOf(conds, needs)
}

// appendNeeds adds to needs the attributes of more it does not hold yet:
// conditions joined read each attribute once.
func appendNeeds(needs []attrSpec, more ...attrSpec) []attrSpec {
	for _, x := range more {
		if !slices.Contains(needs, x) {
			needs = append(needs, x)
		}
	}
	return needs
}

// myNounRE: a person said by a noun after "my" ("my boss", "my
// landlord"); group 1 the noun.
var myNounRE = lazyre.New(`^my\s+(\p{L}+)$`)

// relationCorrespondent says of a correspondent said by what they are to
// the person ("from my boss", "did my landlord email me") that mail
// records its people by their names and addresses: who that is is not
// known, and the word was only searched for. A family word or colleagues
// are left to the library's directory of people, which knows them from
// the mail itself.
func (p *parser) relationCorrespondent(s string) {
	m := myNounRE().FindStringSubmatch(strings.ToLower(s))
	if m == nil || !thesaurus.Noun(m[1]) || p.wordNoName(m[1]) || p.env == nil || p.env.Lexicon == nil {
		return
	}
	for _, c := range p.env.Lexicon.Parse(m[1]).Concepts {
		if c.Kind == "family" || c.Kind == "work" {
			return
		}
	}
	searched := fmt.Sprintf("only mail saying %q was searched", m[1])
	if !p.libraryWrites(m[1]) {
		// the word is left out of the search as no record says it: the
		// mail searched is all of it, which the note must not hide
		searched = fmt.Sprintf("no record says %q, so it was left out: the answer is of all such mail", m[1])
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is no name your mail records (its people are written by their names and addresses): who that is is not known, and %s", s, searched))
}

// relationWord reports whether s is one word naming a relative ("mum",
// "Dad", "grandma"): "emails from mum" are from the person the library
// knows as the mother, as "from my mum" are, not from someone whose name
// or address says "mum".
func (p *parser) relationWord(s string) bool {
	return !strings.ContainsAny(s, " @") && p.relation(strings.ToLower(s)) != ""
}

// whichGroupNamed reports whether name, found at byte a of the text, is
// a group the planner knows asked for by "which" or "what" right before
// it ("which mailing list sent me …"): the grouping asked, whatever verb
// follows.
func (p *parser) whichGroupNamed(a int, name string) bool {
	if !whichBeforeRE().MatchString(strings.ToLower(p.t.orig[:p.t.off[a]])) {
		return false
	}
	g, n, ok := p.groupNamed(strings.ToLower(name))
	return ok && g != nil && n == len(strings.Fields(name))
}

// otherMailValue reports whether the words a..b are all a value the
// library links of the mail's fields other than its correspondents' (a
// list's name), and of no correspondent's.
func (p *parser) otherMailValue(a, b int) bool {
	if p.lk == nil || p.env == nil || p.env.Lexicon == nil {
		return false
	}
	people := p.correspondentKeys()
	for _, s := range p.lk.res.Spans {
		if x, y := p.spanBytes(s); s.Kind != link.KindValue || x > a || y < b || len(s.Refs) == 0 {
			continue
		}
		if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source != ingest.Mail || people[r.Field] }) {
			return true
		}
	}
	return false
}

// correspondentKeys are the mail's fields of whom it was from and to
// (the lexicon's sender and recipient attributes, and the counterpart).
func (p *parser) correspondentKeys() map[string]bool {
	people := map[string]bool{"counterpart": true}
	if p.env == nil || p.env.Lexicon == nil {
		return people
	}
	for _, role := range []string{roleSender, roleRecipient} {
		if r, ok := p.env.Lexicon.Attr(role); ok {
			for _, k := range r.Sources {
				people[k] = true
			}
		}
	}
	return people
}

// noReplyRE: the mailbox a robot sends from, said as its address is
// ("no-reply", "noreply", "do-not-reply"), with no domain.
var noReplyRE = lazyre.New(`(?i)^(?:no|do[\s_.-]?not)[\s_.-]?reply$`)

// addressRE: an address or a domain said alone ("cristy@dupont.com",
// "dupont.com", "@corbis.com").
var addressRE = lazyre.New(`^@?(?:[\w.+-]+@)?(?:[\w-]+\.)+\p{L}{2,}$`)

// addressCond is the condition that a mail's fields of a role (the
// lexicon's sender or recipient attribute: from; to, cc) write an address
// or domain s, or "" when s is none or the mail has no such fields. The
// people a mail names are read by their names, without the address the
// question says.
func (p *parser) addressCond(role, s string) (string, []attrSpec) {
	noReply := noReplyRE().MatchString(s)
	if !addressRE().MatchString(s) && !noReply || p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return "", nil
	}
	r, ok := p.env.Lexicon.Attr(role)
	src := p.env.Catalog().Source(ingest.Mail)
	if !ok || src == nil {
		return "", nil
	}
	pat := quote(`(?i)(?:^|[^\w-])` + regexp.QuoteMeta(s) + `\b`)
	if noReply {
		// "from no-reply senders": the mailbox robots send from, in
		// any of the ways addresses spell it
		pat = quote(`(?i)(?:^|[^\w-])(?:no|do[-_.]?not)[-_.]?reply[-_.\w]*@`)
	}
	var conds []string
	var needs []attrSpec
	for _, k := range r.Sources {
		f := src.Field(k)
		if f == nil || !tree.IsName(k) {
			continue
		}
		switch f.Kind {
		case "list":
			conds = append(conds, fmt.Sprintf("any((%s ?? []), {# matches %s})", k, pat))
			needs = append(needs, attrSpec{k, qa.TypeList})
		case "text":
			conds = append(conds, fmt.Sprintf("(%s ?? \"\") matches %s", k, pat))
			needs = append(needs, attrSpec{k, qa.TypeText})
		}
	}
	return anyOf(conds, needs)
}

// pastAsWritten is the past of verb v for a query, unless the library
// writes the verb only in the form v has ("Pay AmEx bill" holds "pay",
// never "paid"): a word it never uses would find nothing. A past the
// lexicons search as a concept the present does not name strongly
// finds what the library writes of it in other words ("did I ring my
// mum": "rang" is a call, "ring" no more than a word), and stays.
func (p *parser) pastAsWritten(v string) string {
	pt := p.past(v)
	if p.env.Catalog() == nil || pt == v {
		return pt
	}
	terms := p.env.Catalog().Terms
	if base, past := stem.Word(v), stem.Word(pt); base != past && terms[base] > 0 && terms[past] == 0 && !p.namesConcept(pt, v) {
		return v
	}
	return pt
}

// namesConcept reports whether the lexicons search past as a strong term
// of a concept, and v, its present, not.
func (p *parser) namesConcept(past, v string) bool {
	return p.env != nil && p.env.Lexicon != nil && p.env.Lexicon.StrongTerm(past) && !p.env.Lexicon.StrongTerm(v)
}

// isPast reports whether w is a past tense.
func (p *parser) isPast(w string) bool {
	return isPastForm(w, p.lx.past) || regularPast(strings.ToLower(w))
}

// regularPast reports whether lw is a regular past form: "-ed" after an
// English word ("walked", "liked", "stopped", "studied"). A word that
// merely ends in "ed" ("speed", "hundred", "sacred") is no verb's past.
func regularPast(lw string) bool {
	n := len(lw)
	if n <= 4 || !strings.HasSuffix(lw, "ed") {
		return false
	}
	return spell.English(lw[:n-2]) || spell.English(lw[:n-1]) ||
		n > 5 && lw[n-3] == lw[n-4] && spell.English(lw[:n-3]) ||
		strings.HasSuffix(lw, "ied") && spell.English(lw[:n-3]+"y")
}

// knownVerb reports whether w is a verb the lexicon knows, or looks like
// a regular one.
func (p *parser) knownVerb(w string) bool {
	lw := strings.ToLower(w)
	if _, ok := p.lx.past[lw]; ok {
		return true
	}
	// and a verb of making a work in any of its forms ("sang", "made")
	return commonVerbRE().MatchString(lw) || rlex.MakerVerb(rlex.WordKey(lw))
}

var commonVerbRE = lazyre.New(`^(?:play|listen|watch|visit|celebrate|attend|travel|stay|work|walk|cook|order|purchase|post|tweet|call|text|email|mail|stream|binge|use|start|finish|move|join|live|like|prefer|exercise|train|hike|cycle|jog|dance|study|learn|book|schedule|host|invite|share|receive|open|close|fly|shop)$`)

// needs records attributes the last content condition reads.
func (p *parser) needs(specs ...attrSpec) {
	if n := len(p.f.Content); n > 0 {
		p.f.Content[n-1].Needs = append(p.f.Content[n-1].Needs, specs...)
	}
}

// quote writes s as an expression string literal.
func quote(s string) string { return strconv.Quote(strings.TrimSpace(s)) }

func unquote(s string) string { return strings.Trim(s, `"'`) }

// Words that carry no retrieval meaning in what is left of a question.
var (
	questionWordRE = lazyre.New(`^(?:instances|instance|occasions|what|which|who|whom|whose|when|where|why|how|many|much|often|is|are|was|were|am|be|been|the|a|an|of|it|that|this|there|ever|actually|really|usually|please|in|on|at|for|to|with|total|number|amount|times|time|kind|type|sort|so|and|or|vs|versus|compared|me|all|overall|did|do|does|have|has|had|i|we|my|our|there|than|since|by|from|as|most|least)$`)
	auxRE          = lazyre.New(`^(?:do|does|did|have|has|had|am|is|are|was|were|will|would|should|can|could)$`) // the verbs that help another
	pronounRE      = lazyre.New(`^(?:i|we)$`)
	doneAuxRE      = lazyre.New(`^(?:do|does|did|have|has|had)$`) // the auxiliaries of a verb of doing
	particleRE     = lazyre.New(`^(?:to|for|about|up|out|off|into|after|through)$`)
	nonVerbRE      = lazyre.New(`^(?:to|as|at|for|about|on|up|out|off|into|in|after|through|with|from|by|of|online|together|my|our|the|a|an|your|his|her|their|this|that|these|those|it|there|so|all|any|some|every|each|no|both|either|neither|many|much|ever|not|never|someone|somebody|something|anyone|anybody|anything|everyone|everybody|everything|nobody|nothing|only|just|also|really|still|even|already|actually|usually|often|sometimes|always)$`)
	endVerbRE      = lazyre.New(`^(?:start|starts|begin|begins|end|ends|finish|finishes|happen|happened)$`)
	trailingRE2    = lazyre.New(`^(?:the|a|an|of|in|on|at|for|with|and|or|by|from|as|than|vs|me|it|that|this|there|so|is|was|were|are|ones|my|our|your)$`)
)

// spentHolidayRE: a statement of spending a time and nothing more ("I
// spent Christmas", "we spent the holidays"), or with someone (group 3);
// group 1 the subject, 2 the time.
var spentHolidayRE = lazyre.New(`^\s*(I|we|We)\s+(?:spent|spend|spending)\s+(?:(?:the|our|my)\s+)?(.+?)(?:\s+with\s+(.+?))?\s*$`)

// subjectOnlyRE: a statement of nothing but its subject, or its subject
// and a verb of taking a measure ("I recorded", "I logged") or of being.
var subjectOnlyRE = lazyre.New(`^\s*(?:I|we|We)(?:\s+(?:recorded|logged|tracked|measured|noted|took|taken|am|was|were|are))?\s*$`)

// companyTailRE: the company a statement ends with ("with Karim", "with
// my parents", "with Elif and Tom"), group 1 who.
var companyTailRE = lazyre.New(`\s+with\s+((?:my\s+)?\p{L}+(?:\s+(?:and|&)\s+(?:my\s+)?\p{L}+)*)$`)

// verbToPlaceRE: a statement of only a verb and the particle of its
// place ("I went to", "I ate at", "we stayed in").
var verbToPlaceRE = lazyre.New(`(?i)^(?:i|we)\s+\pL+\s+(?:to|at|in)$`)

// missedNoted says of a thing asked as missed or skipped ("did I ever
// miss rehearsal"), where nothing of the library tells what was not
// done, that nothing found for it is no sign it never was: the "no" had
// passed for a fact. A goal missed is computed from its measure.
func (p *parser) missedNoted() {
	low := strings.ToLower(p.f.Question)
	if !skipVerbRE().MatchString(low) || goalMetRE().MatchString(low) || !p.missesUntold() {
		return
	}
	p.f.Notes = append(p.f.Notes, "your records keep what was done, not what was missed or skipped: nothing found for it does not show it never was")
}

// missesUntold reports whether nothing of the library tells a thing
// missed or skipped: no journal writing happenings as not done, no value
// of a field saying so (a call log's "missed", a status of a word or
// two, not a post's text that says it).
func (p *parser) missesUntold() bool {
	if p.env == nil || p.env.Catalog() == nil || p.toldNotDone() {
		return false
	}
	for _, src := range p.env.Catalog().Sources {
		for _, f := range src.Fields {
			for _, v := range f.Values {
				if len(strings.Fields(v.Text)) <= 2 && skipVerbRE().MatchString(strings.ToLower(v.Text)) {
					return false
				}
			}
		}
	}
	return true
}

// skipVerbRE: a verb of not doing what was meant ("skipped the gym",
// "missed yoga").
var skipVerbRE = lazyre.New(`\b(?:skip|skips|skipped|skipping|miss|misses|missed)\b`)

// streamedOf is the activity of streams that holds every value the
// question names, where none is of the music (the device of the
// episodes watched), the widest of them; nil where a value is the
// music's, or of no stream.
func (p *parser) streamedOf() *activity {
	if p.lk == nil {
		return nil
	}
	var srcs []string
	for _, sp := range append(slices.Clone(p.lk.held), p.lk.soft...) {
		for _, r := range sp.Refs {
			if r.Value != "" && !slices.Contains(srcs, r.Source) {
				srcs = append(srcs, r.Source)
			}
		}
	}
	if len(srcs) == 0 || slices.ContainsFunc(srcs, func(s string) bool { return !streamed(s) }) {
		return nil
	}
	var best *activity
	for _, a := range p.lx.act.all {
		if !a.Structured || len(a.Sources) == 0 || slices.ContainsFunc(a.Sources, func(s string) bool { return !streamed(s) }) || !p.heldHere(a) {
			continue
		}
		if slices.ContainsFunc(srcs, func(s string) bool { return !slices.Contains(a.Sources, s) }) {
			continue
		}
		if best == nil || len(a.Sources) > len(best.Sources) {
			best = a
		}
	}
	if best != nil && slices.Contains(best.Sources, "music_stream") {
		return nil
	}
	return best
}

// streamed reports whether a source holds plays of media (songs, films,
// episodes, videos, a preview played by itself): what was heard or
// watched, not done.
func streamed(src string) bool {
	return strings.HasSuffix(src, "_stream") || strings.HasSuffix(src, "_preview")
}

// meetVerbRE: a verb of meeting a person, and only a person ("meet with
// Bob", "met up with", "hung out with"); to see is also to watch a film.
var meetVerbRE = lazyre.New(`\b(?:meet|meets|met|meeting|meetings|meet(?:-|\s+)ups?|met\s+up|hang(?:s|ing)?\s+out|hung\s+out)\b`)

// meetingNounRE: "meeting" as a noun, of no one named ("my meetings",
// "the last meeting", "my longest meeting", "time in meetings"), not the verb ("who was I
// meeting") nor a meeting with someone ("my meeting with Bob").
var (
	meetingNounRE = lazyre.New(`\b(?:meetings|(?:a|an|my|the|any|last|first|next|each|every|this|that|one|no)\s+(?:\p{L}+\s+)?meeting)\b`)
	withSomeoneRE = lazyre.New(`\b(?:with|w/)\b`)
)

// The query of work meetings: the work_meeting concept's own words.
const (
	workMeetingsQuery   = "I had work meetings"
	workMeetingsSubject = "my work meetings"
)

// workMeetingsMeant reports whether "meetings" said as a noun, of no one,
// asks for the person's work meetings: the library's titles hold some
// (a "Team sync", a "Standup", a "1:1"), read by the concepts of a work
// meeting. "How many hours did I spend in meetings" is then the team
// syncs and 1:1s, not every dinner and trip a calendar holds; a library
// without any keeps every timed entry a meeting.
func (p *parser) workMeetingsMeant() bool {
	low := strings.ToLower(p.f.Question)
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || !meetingNounRE().MatchString(low) || withSomeoneRE().MatchString(low) {
		return false
	}
	return p.workMeetingTitled(nil)
}

// workMeetingTitled reports whether a title of the library (a text
// field's value) that keep holds, or any where keep is nil, is a work
// meeting's, read by the concepts of one.
func (p *parser) workMeetingTitled(keep func(string) bool) bool {
	for _, src := range p.env.Catalog().Sources {
		for _, fd := range src.Fields {
			if !fd.Names || fd.Kind != "text" {
				continue
			}
			for _, v := range fd.Values {
				if (keep == nil || keep(v.Text)) && slices.ContainsFunc(p.env.Lexicon.Parse(v.Text).Concepts, func(c *rlex.Concept) bool { return c.ID == "work_meeting" || c.Kind == "meeting" }) {
					return true
				}
			}
		}
	}
	return false
}

// workMeetingOf reports whether the library's titles hold work meetings
// that name the person ("1:1 Olivia" for Olivia): meetings with them are
// their work meetings.
func (p *parser) workMeetingOf(name string) bool {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || strings.Contains(name, " ") || !fold.Capitalised(name) {
		return false
	}
	nameRE := regexp.MustCompile(`(?i)(?:^|[^\pL])` + regexp.QuoteMeta(name) + `(?:$|[^\pL])`) // a quoted word always compiles
	return p.workMeetingTitled(nameRE.MatchString)
}

// placesBeenTo reports whether a count asks for the places one has been
// to, each once, by the perfect of having been somewhere ("how many
// restaurants have I been to", "how many Italian restaurants have I
// tried"): the restaurants, not the visits to them.
func (p *parser) placesBeenTo() bool {
	m := placesBeenToRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	return m != nil && p.kindOfPlace(m[1])
}

// kindOfPlace reports whether the noun counted ("cafés", "bars did") is
// in the plural a kind of place.
func (p *parser) kindOfPlace(noun string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	one, ok := plural.One(firstWords(strings.ToLower(noun), 1))
	return ok && p.env.Lexicon.KindOfPlace(fold.String(one))
}

// placesBeenToRE: a count of places one has been to, in the perfect or
// the past ("how many cafés have I been to", "how many restaurants did
// I go to"), the preposition stranded or set first as formal English
// puts it ("in how many restaurants did I eat", "at how many cafés have
// I eaten"), or left out ("how many restaurants did I eat in 2024"):
// each place once, where "how many times" counts the visits (group: the
// plural noun).
var placesBeenToRE = lazyre.New(`^(?:(?:in|at|to)\s+)?how\s+many\s+(?:\p{L}+\s+)?(\p{L}+)\s+(?:(?:have|has)\s+(?:i|we)\s+(?:ever\s+|already\s+)?(?:been(?:\s+(?:to|in))?|visited|tried|eaten(?:\s+(?:at|in))?|gone(?:\s+to)?)|did\s+(?:i|we)\s+(?:ever\s+)?(?:go(?:\s+to)?|visit|try|eat(?:\s+(?:at|in))?|dine(?:\s+(?:at|in))?))\b`)

// metNotBought keeps of a meeting with someone named what records a
// meeting may be: not a thing bought nor a thing played, where a name is
// only in a title ("when did I last meet with Bob": not "Bobs Sweet
// Stripes" candy ordered). The search is as before; what it found is
// filtered after.
func (p *parser) metNotBought(act *activity, stmt string) {
	if act == nil || act.ID != "meeting" || len(p.f.Sources) > 0 || len(p.f.Sides) > 0 || p.env.Catalog() == nil || !meetVerbRE().MatchString(strings.ToLower(p.f.Question)) ||
		!slices.ContainsFunc(strings.Fields(stmt), func(w string) bool { return w != "I" && fold.Capitalised(w) }) {
		return
	}
	var not []string
	for _, s := range p.env.Catalog().Sources {
		if streamed(s.Name) || strings.HasPrefix(s.Name, ingest.OnlinePurchase) {
			not = append(not, quote(s.Name))
		}
	}
	if len(not) == 0 {
		return
	}
	slices.Sort(not)
	p.f.Content = append(p.f.Content, Cond{Expr: "!(source in [" + strings.Join(not, ", ") + "])", Kind: true})
}

// onlyChatNames reports whether the names the question holds are all
// correspondents or services of the chats and none of the mail ("who sent
// me the most WhatsApp messages": the app's name is a value only the chats
// hold, as a correspondent's would be).
func (p *parser) onlyChatNames() bool {
	names := append(p.lk.names(), p.lk.cues...)
	return len(names) > 0 && !slices.ContainsFunc(names, func(s link.Span) bool {
		return !refsHold(s.Refs, ingest.Chat) || refsHold(s.Refs, ingest.Mail)
	})
}

// servicePhraseRE: the service a thing was done on or with ("on
// Google", "using Spotify"); group 1 its name.
var servicePhraseRE = lazyre.New(`(?i)\s*\b(?:on|in|with|using|via|through)\s+(?:my\s+)?(\p{L}+)\b`)

// withoutOwnService drops from stmt the service the activity's records
// all come from, as the library's formats name it ("what did I look up on
// Google": every search is one exported by Google, format google_activity):
// it says what the activity's sources are, no word to search for.
func (p *parser) withoutOwnService(act *activity, stmt string) string {
	cat := p.env.Catalog()
	if cat == nil || len(act.Sources) == 0 {
		return stmt
	}
	own := func(name string) bool {
		held := false
		for _, id := range act.Sources {
			src := cat.Source(id)
			if src == nil {
				continue
			}
			if len(src.Formats) == 0 {
				return false
			}
			held = true
			for _, f := range src.Formats {
				if first, _, _ := strings.Cut(f, "_"); !strings.EqualFold(first, name) {
					return false
				}
			}
		}
		return held
	}
	return servicePhraseRE().ReplaceAllStringFunc(stmt, func(m string) string {
		// a source's cue ("on Facebook": its platform) says itself
		if name := servicePhraseRE().FindStringSubmatch(m)[1]; own(name) && (p.env.Lexicon == nil || len(p.env.Lexicon.Parse(name).Cues) == 0) {
			p.serviceProduct(act, strings.TrimSpace(m))
			return ""
		}
		return m
	})
}

// ownPlaceRE: where records are kept, said after what is asked ("are in
// my calendar", "on the calendar", "there in my calendar"), the noun
// ending its phrase ("in our WhatsApp chat" names a chat); group 1 the
// noun, 2 what follows it.
var ownPlaceRE = lazyre.New(`(?i)\s*\b(?:(?:are|is|were|was)\s+)?(?:there\s+)?(?:in|on|within)\s+(?:my|our|the)\s+(\p{L}+)(\s*$|\s*[,;:?.!]|\s+(?:in|on|at|for|from|during|since|between|before|after|over|last|this|than|and|or|to|by|with|about|of|\d))`)

// withoutOwnPlace drops from stmt the place the activity's records are
// kept, said by a noun that names those records whole and nothing else
// ("how many birthdays are in my calendar": the calendar's entries,
// searched for birthdays; with the place's words the search had found
// none).
func (p *parser) withoutOwnPlace(act *activity, stmt string) string {
	if p.env == nil || p.env.Lexicon == nil || len(act.Sources) == 0 {
		return stmt
	}
	out := ownPlaceRE().ReplaceAllStringFunc(stmt, func(m string) string {
		g := ownPlaceRE().FindStringSubmatch(m)
		c, ok := p.env.Lexicon.Cue(rlex.WordKey(g[1]))
		if !ok || len(c.Sources) == 0 || slices.ContainsFunc(c.Sources, func(sw rlex.SourceWeight) bool {
			// a part of a source ("on WhatsApp": the chats of one app)
			// says more than where
			return !sw.Whole || sw.Key != "" || !slices.Contains(act.Sources, sw.Source)
		}) {
			return m
		}
		return g[2]
	})
	return strings.TrimSpace(out)
}

// serviceProduct keeps, of a service's records, those of its product the
// activity is named after, where a field of its sources names the
// products: searching "on Google" is Google's Search, not a search on its
// Maps.
func (p *parser) serviceProduct(act *activity, said string) {
	for _, id := range act.Sources {
		src := p.env.Catalog().Source(id)
		if src == nil {
			continue
		}
		for _, fl := range src.Fields {
			if fl.Kind != "text" || fl.Key == "action" {
				continue
			}
			for _, v := range fl.Values {
				if strings.EqualFold(v.Text, act.ID) && v.Count < fl.Events {
					p.f.Content = append(p.f.Content, Cond{Expr: fl.Key + " == " + quote(v.Text), Words: said, Needs: []attrSpec{{Name: fl.Key, Type: qa.TypeText}}})
					return
				}
			}
		}
	}
}

// sayingVerbRE: a subject, its verb and the one it is said to, starting
// a query ("I asked me about holiday plans"), the verb in group 1.
var sayingVerbRE = lazyre.New(`^(?:I|we)\s+(\pL+)(?:\s+(?:me|us|him|her|them))?\b`)

// withoutSayingVerb drops from a mail's query the verb of saying its
// sender did, by the thesaurus's commonest sense of it a verb of
// communication ("who asked me about holiday plans", "who did I ask about
// the flat"): the mail is the asking, and its words need not say "asked"
// (nothing was found). A verb of the activity's own is read already.
func withoutSayingVerb(act *activity, stmt string) string {
	if !act.Structured || !slices.Contains(act.Sources, ingest.Mail) {
		return stmt
	}
	m := sayingVerbRE().FindStringSubmatchIndex(stmt)
	if m == nil {
		return stmt
	}
	verb := strings.ToLower(stmt[m[2]:m[3]])
	if slices.ContainsFunc(act.Triggers, func(t string) bool { return slices.Contains(strings.Fields(t), verb) }) {
		return stmt
	}
	th, err := thesaurus.Default()
	if err != nil {
		return stmt
	}
	if d, ok := th.VerbDomain(verb); !ok || d != "communication" {
		return stmt
	}
	return strings.TrimSpace(stmt[m[1]:])
}

// query turns what is left into the RETRIEVE query and the subject of
// sub-questions.
func (p *parser) query(act *activity) {
	f := p.f
	origWords := strings.Fields(p.t.residualOrig())
	stmt := p.occasionsOf(p.declarative(origWords))
	if p.queryPrefix != "" {
		stmt = strings.TrimSpace(p.queryPrefix + " " + strings.Join(trimWords(origWords), " "))
	}
	if p.withPerson != "" && stmt != "" {
		stmt += " with " + p.withPerson
	}
	// What is bought may be named by another activity's words ("sports
	// stuff"): for purchases only their own words say nothing more.
	var of *activity
	if act != nil && (act.ID == "purchase" || mailActivity(act)) {
		// also mail: who wrote it is said in any words ("mail from the
		// shop"), which are no other doing's
		of = act
	}
	if act == nil && (f.Measure != nil || p.meas != nil || p.most) && subjectOnlyRE().MatchString(stmt) {
		// also "which weekday am I busiest on": the days are ranked by
		// whatever happened on them
		// "what did I weigh on Feb 16": the measure's verb leaves only
		// the subject, which names nothing to search for; whatever
		// records the measure is read, as for "my weight on Feb 16"
		stmt = ""
	}
	if m := spentHolidayRE().FindStringSubmatch(stmt); act == nil && m != nil && len(f.Temporal) > 0 && f.Form == FormYesNo && p.tre.tx != nil {
		// "did I spend Christmas in Hamburg": whether I spent a holiday,
		// read as the time it is, somewhere or with someone is whether I
		// was there or with them then, no doing of spending searched for
		// (which found nothing, and the answer was no). Where I spent it
		// keeps the search: a post says "New Year's Eve at Hopfenhaus"
		if said, ok := p.tre.tx.NamesHoliday(m[2]); ok && strings.EqualFold(said, m[2]) {
			stmt = ""
			if m[3] != "" {
				// "did we spend Christmas with my parents": being with them
				be := " was with "
				if !strings.EqualFold(m[1], "I") {
					be = " were with "
				}
				stmt = m[1] + be + m[3]
			}
		}
	}
	if act == nil && len(f.Content) > 0 && len(f.Sources) == 0 && subjectOnlyRE().MatchString(stmt) && len(p.unknownWords()) == 0 && !p.allEvents {
		// "was I ever abroad", "were we overseas in 2024": being, said
		// of a condition read (the country), names nothing to search
		// for; the bare "I" had found nothing, and the answer was no
		stmt = ""
	}
	if act != nil {
		stmt = p.withoutOwnService(act, stmt)
		stmt = p.withoutOwnPlace(act, stmt)
		stmt = withoutSayingVerb(act, stmt)
		if lw := strings.ToLower(stmt); p.boundedMark != nil && len(lw) == len(stmt) {
			// (the marks' verbs are written in lower case)
			if m := p.boundedMark().FindStringIndex(lw); m != nil {
				stmt = strings.TrimSpace(stmt[:m[0]] + stmt[m[1]:])
			}
		}
	}
	canonical := act != nil && !p.unheldTitle && (stmt == "" || onlyActivityWords(p.lx, strings.ToLower(stmt), of) || p.namedOnly(act, stmt) || p.partsOfItsPhrase(act, stmt))
	if canonical && stmt != "" && p.narrowerConcept(act, stmt) {
		// "when did I last visit the family doctor": the GP, a kind of
		// the doctor's appointments the activity's own query finds
		canonical = false
	}
	company := ""
	if m := companyTailRE().FindStringSubmatch(stmt); !canonical && act != nil && !p.unheldTitle && m != nil {
		// "which restaurants did I go to with Karim": the verb and its
		// particle, whose object is the activity already read, and the
		// company kept: the activity's own query, with the company
		rest := strings.TrimSpace(strings.TrimSuffix(stmt, m[0]))
		if verbToPlaceRE().MatchString(rest) {
			canonical, company = true, m[1]
		}
	}
	workWith := false
	if m := companyTailRE().FindStringSubmatch(stmt); !canonical && act != nil && act.ID == "meeting" && m != nil && meetingNounRE().MatchString(strings.ToLower(f.Question)) && p.workMeetingOf(m[1]) {
		// "how many meetings did I have with Olivia", whose 1:1s the
		// calendar holds: the work meetings with her, not every lunch
		// and every post that names her
		canonical, company, workWith = true, m[1], true
	}
	if canonical && act.Sport && skipVerbRE().MatchString(strings.ToLower(stmt)) {
		// "when did I last miss the gym": what was not done, which
		// retrieval reads in the words; the activity's own query would
		// be the sessions done
		canonical = false
	}
	switch {
	case act == nil && (doneAnythingRE().MatchString(stmt) || everythingRE().MatchString(stmt) || f.Form == FormCompare && len(p.unknownWords()) == 0 && pronounRE().MatchString(strings.ToLower(stmt)) || p.allEvents || p.fieldCount && bareVerbRE().MatchString(stmt) || spentRE().MatchString(stmt) && spentTimeRE().MatchString(strings.ToLower(f.Question))):
		// "days I drank fewer than 2 coffees", coffee:: kept in the
		// days: the verb only says how the field's count was come by;
		// the days are read whatever they tell.
		// "what did I do on 14 June": whatever I did, asked as such;
		// every source taken whole (a query that names nothing
		// retrieves nothing), the question's window filtering them.
		// "was I busier in 2021 or 2022": a subject alone, all else
		// read already; of two sides weighed, whatever was done on each.
		f.Query, f.Subject = "everything", "everything I did"
		if p.mentionPlaced() {
			// "which entries mention the landlord": the words are
			// searched where the text is kept whole (quotedText), the
			// day notes, which every happening retrieved with them would
			// stand for
			break
		}
		if p.env.Catalog() != nil {
			for _, src := range p.env.Catalog().Sources {
				if src.Name == ingest.Account {
					continue // facts of an account, of no day: nothing done
				}
				if src.Field("measurement") != nil && f.Measure == nil && p.meas == nil && f.Form == FormList {
					// a day's step count or heart rate is measured, not
					// done: no thing I did, unless a measure is asked
					continue
				}
				if streamed(src.Name) && f.Form == FormList && f.Measure == nil && p.meas == nil && doneWordRE().MatchString(stmt) {
					// a song or a film played is heard or watched, not
					// done: "things I did on my trip" are no plays
					continue
				}
				f.Sources = append(f.Sources, src.Name)
			}
			slices.Sort(f.Sources)
			f.Sources = slices.Compact(f.Sources)
			f.Sources = p.markedSources(f.Sources)
			if cued := p.cuedDoing(stmt, f.Sources); len(cued) < len(f.Sources) {
				f.Sources, f.Subject = cued, p.subjectOf(cued)
				for _, a := range p.lx.act.all {
					if a.Structured && !a.Sport && slices.Equal(a.Sources, cued) {
						// what the sources' own activity asks for them
						// all ("my calendar entries"), as the noun would
						f.Query = a.Query
						break
					}
				}
			}
		}
	case canonical:
		p.droppedWords(stmt, false)
		f.Query, f.Subject = act.Query, act.Subject
		if alts := p.sportsSaid(); act.Sport && !p.versus && p.diff == 0 && len(alts) > 1 && slices.Contains(alts, act) {
			// "how far did I walk or run", "my runs and rides": no
			// workout is of two sports, so sports said together are
			// either, outside a comparison of them
			var qs, ss []string
			for _, a := range alts {
				qs, ss = append(qs, a.Query), append(ss, a.Subject)
			}
			f.Query, f.Subject = strings.Join(qs, " or "), strings.Join(ss, " or ")
		}
		if tr := p.narrowerTrigger(act); tr != "" && !slices.ContainsFunc(f.Content, func(c Cond) bool { return containsWords(strings.ToLower(c.Words), tr) }) {
			// (where a field holds the kind, "breakfast" of a journal's
			// meal, its condition says it already)
			f.Query, f.Subject = "my "+tr, "my "+tr
		}
		if meal := p.mealSaid(act); meal != "" && !slices.ContainsFunc(f.Content, func(c Cond) bool { return strings.Contains(strings.ToLower(c.Words), meal) }) {
			// "dinners out", "out for lunch": that meal at a restaurant,
			// not every visit (lunches had been counted as dinners);
			// where a field holds the meal (a journal's), its condition
			// says it already
			f.Query += " for " + meal
			f.Subject += " for " + meal
		}
		if act.ID == "meeting" && (p.withPerson == "" && company == "" && p.workMeetingsMeant() || workWith) {
			f.Query, f.Subject = workMeetingsQuery, workMeetingsSubject
		}
		if p.withPerson != "" {
			f.Query += " with " + p.withPerson
			f.Subject += " with " + p.withPerson
		}
		if company != "" {
			f.Query += " with " + company
			f.Subject += " with " + company
		}
		if cues := p.keyedCues(stmt, act); len(cues) == 1 {
			// "my last Facebook post": the posts of Facebook, which the
			// activity's own words ("my social media posts") no longer say.
			// Of two ("on Facebook and Instagram combined") retrieval
			// restricts a source to one part only: both are the activity's.
			f.Query += " on " + cues[0]
			f.Subject += " on " + cues[0]
		}
	case act == nil && subjectOnlyRE().MatchString(stmt) && len(f.Sources) == 0 && len(p.unknownWords()) > 0 && !p.allEvents:
		// "how many days in a row did I meditate", no meditation in the
		// library: the verb nothing understood is what is searched for
		// (and found nowhere), not the bare "I" it leaves
		w := strings.Join(p.unknownWords(), " ")
		f.Query, f.Subject = w, strings.TrimSpace(stmt)+" "+w
	case act == nil && len(f.Sources) == 0 && p.weakOnly(stmt) && len(p.boundSources()) > 0:
		// "items under $1", "things over $500": a word for any thing,
		// bounded by an amount only some records hold, is those records
		f.Sources = p.boundSources()
		f.Query, f.Subject = "anything", strings.TrimSpace(stmt)
	case stmt != "" && p.unheld:
		// "did I listen to any podcasts", no podcasts exported: the words
		// are searched for, but not the verb that would call up another
		// activity the library holds (listening: the music)
		q := p.withoutHeldVerbs(stmt)
		f.Query, f.Subject = q, stmt
	case stmt != "" && p.nounAskedOnly(act, stmt):
		// "which restaurants did I visit in Florence": the activity was
		// said only by the noun asked, which the statement left ("I
		// visited in Florence" had searched everything said of
		// Florence); its own query keeps what the statement adds
		rest := strings.TrimSpace(statementHeadRE().ReplaceAllString(stmt, "${1}"))
		f.Query, f.Subject = act.Query+" "+rest, act.Subject+" "+rest
	case stmt != "":
		f.Query, f.Subject = stmt, stmt
	case act != nil:
		f.Query, f.Subject = act.Query, act.Subject
	case len(f.Sources) == 0 && len(p.unknownWords()) > 0 && !p.allEvents:
		// "what was my salary", no activity and a word the library
		// never uses: the word is searched for, and found nowhere,
		// rather than every record of the library listed as its answer
		w := strings.Join(p.unknownWords(), " ")
		f.Query, f.Subject = w, w
	default:
		f.Query, f.Subject = "anything", "everything"
		if len(f.Sources) == 0 {
			// with the sources of a field named ("was my stand goal
			// met": the health records') nothing else is read
			f.Notes = append(f.Notes, noActivityNote)
		}
	}
	if act != nil && act.ID == "mail_sent" && strings.HasPrefix(f.Query, act.Query) && p.mailEitherWay() {
		// "how many emails", "my emails from 2000": mail said as a
		// noun, with no verb that sends it, goes either way.
		f.Query = act.Noun + strings.TrimPrefix(f.Query, act.Query)
		f.Subject = act.Noun + strings.TrimPrefix(f.Subject, act.Subject)
	}
	if act != nil && act.Structured {
		f.Sources = append(append([]string(nil), act.Sources...), p.boolSources...)
		if src := p.sportElsewhere(act); src != "" {
			f.Sources = append(f.Sources, src)
		}
	}
	if act == nil && len(f.Sources) == 0 && !p.unheld {
		if noun, where := p.filedUnderOnly(); noun != "" {
			// "which books did I read", no export of reading: the
			// library names books only as what notes are filed under,
			// which no condition read; the words are searched for
			// everywhere, as for an activity never exported, and the
			// answer says so rather than listing whatever has a title
			p.unheld = true
			f.Notes = append(f.Notes, fmt.Sprintf("no record in the library is one of the %s asked (%q is only %s): %s", noun, noun, where, searchedNote))
		}
	}
	p.metNotBought(act, stmt)
	p.valueQuery(act, stmt)
	if act == nil && len(f.Sources) == 0 {
		// "how many times did I drive", "when did I last drive": a way
		// of moving an export writes as a code of its own (a location
		// history's in_vehicle) is recorded there, not in the mails and
		// purchases that say the word ("Driving shades")
		f.Sources = p.codedConceptSources(f.Query)
	}
	if len(p.away) > 0 && len(p.abroadLeft(f.Unlinked)) == 0 && !slices.ContainsFunc(strings.Fields(stmt), func(w string) bool { return w != "I" && fold.Capitalised(w) }) {
		// trips as such, with nothing else named ("my trip to Kyoto",
		// Kyoto in no field, is searched for)
		p.awayTrips()
	}
}

// codedConceptSources are the sources of the library with a value
// written as an export's code (words joined by underscores,
// "in_passenger_vehicle") that is a strong term of a concept the query
// names (driving's "in passenger vehicle"): where what the query asks is
// recorded as a kind of event, not merely said.
func (p *parser) codedConceptSources(query string) []string {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || query == "" {
		return nil
	}
	parsed := p.env.Lexicon.Parse(query)
	var srcs []string
	for _, c := range parsed.Concepts {
		if c.Generic || slices.ContainsFunc(parsed.Expansions, func(e rlex.Expansion) bool { return e.Concept == c }) {
			continue
		}
		for _, src := range p.env.Catalog().Sources {
			if slices.Contains(srcs, src.Name) || !slices.ContainsFunc(src.Fields, func(fl catalog.Field) bool {
				return fl.Names && slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return codeTerm(c, v.Text) })
			}) {
				continue
			}
			srcs = append(srcs, src.Name)
		}
	}
	return srcs
}

// codeTerm reports whether v, written as a code ("in_vehicle"), says a
// strong term of c with its words.
func codeTerm(c *rlex.Concept, v string) bool {
	if !strings.Contains(v, "_") || strings.ContainsAny(v, " \t") {
		return false
	}
	key := rlex.Key(strings.ReplaceAll(v, "_", " "))
	return slices.ContainsFunc(c.Terms, func(t rlex.Term) bool { return !t.Included && t.Weight >= rlex.Strong && t.Key == key })
}

// sportElsewhere returns the source that records a sport by its name in
// a field of kinds of activity ("walking", a location history's
// activity_type), where the sport's own sources record none of it, or "":
// "how long did I walk" is then read in the walking the location history
// recorded, not answered nothing from workouts that hold no walks.
func (p *parser) sportElsewhere(act *activity) string {
	if !act.Sport || p.env.Catalog() == nil {
		return ""
	}
	holds := func(src *catalog.Source) bool {
		for _, fl := range src.Fields {
			if strings.HasSuffix(fl.Key, "type") && slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return strings.EqualFold(v.Text, act.ID) }) {
				return true
			}
		}
		return false
	}
	other := ""
	for i := range p.env.Catalog().Sources {
		src := &p.env.Catalog().Sources[i]
		switch {
		case slices.Contains(act.Sources, src.Name):
			if holds(src) {
				return "" // recorded where it is looked for
			}
		case src.Name == ingest.Location && holds(src):
			other = src.Name
		}
	}
	return other
}

// attendRE: a verb of being present at something ("go to", "went to",
// "attend", "see it live").
var attendRE = lazyre.New(`\b(?:go|goes|going|went|gone|been)\s+to\b|\battend(?:s|ed|ing)?\b|\b(?:see|saw|seen|seeing)\s+(?:\S+\s+){0,4}?live\b`)

// attendedUnstreamed: what was gone to or attended, with no activity
// read ("which concerts did I go to"), is not what was streamed (tracks
// titled "Live"): the streams listed are not read, and where nothing
// else records it, nothing is found.
func (p *parser) attendedUnstreamed() {
	f := p.f
	if f.act != nil || !attendRE().MatchString(strings.ToLower(p.t.orig)) {
		return
	}
	keep := p.unstreamed()
	if len(keep) == 0 || len(f.Sources) == 0 {
		// (retrieval reads no media stream for a question naming none)
		return
	}
	if srcs := slices.DeleteFunc(slices.Clone(f.Sources), func(s string) bool { return !slices.Contains(keep, s) }); len(srcs) > 0 {
		f.Sources = srcs
	} else {
		f.Sources = keep
	}
}

// unstreamed is the library's sources but its streams (music, films,
// videos, previews) and accounts' facts, or none where the question names
// a value a stream records ("go to YouTube").
func (p *parser) unstreamed() []string {
	if p.env.Catalog() == nil || slices.ContainsFunc(p.valueSources(), streamed) {
		return nil
	}
	var out []string
	for _, src := range p.env.Catalog().Sources {
		if src.Name != ingest.Account && !streamed(src.Name) {
			out = append(out, src.Name)
		}
	}
	if len(out) == len(p.env.Catalog().Sources) {
		return nil
	}
	slices.Sort(out)
	return out
}

// partsOfItsPhrase reports whether what is left of a statement is only
// words of a phrase of the activity's that the question says whole (the
// "foot" of "on foot", once another reading took the "on").
func (p *parser) partsOfItsPhrase(act *activity, stmt string) bool {
	var said []string
	for _, at := range p.actsSaid() {
		if a, ok := p.lx.act.phrases.lookup(at.phrase); ok && a == act && strings.Contains(at.phrase, " ") {
			said = append(said, strings.Fields(at.phrase)...)
		}
	}
	if len(said) == 0 {
		return false
	}
	rest := strings.Fields(cleanWords(fillerRE().ReplaceAllString(strings.ToLower(stmt), " ")))
	return len(rest) > 0 && !slices.ContainsFunc(rest, func(w string) bool { return !slices.Contains(said, w) })
}

// sportsSaid are the sports the question names joined by "or", "and"
// or a comma, in its order, each once ("walk or run": walking, running;
// "walking, running or hiking"); nil when no two are so joined ("how
// much did I climb on my rides": the verb of a height, no second sport).
func (p *parser) sportsSaid() []*activity {
	low := strings.ToLower(p.f.Question)
	var out []*activity
	last := -1
	for _, at := range p.actsSaid() {
		a, ok := p.lx.act.phrases.lookup(at.phrase)
		if !ok || !a.Sport {
			continue
		}
		if len(out) > 0 && !coordinatedRE().MatchString(low[last:at.from]) {
			if len(out) > 1 {
				break
			}
			out = out[:0]
		}
		if !slices.Contains(out, a) {
			out = append(out, a)
		}
		last = at.to
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// coordinatedRE is what joins two things said together: "or", "and", a
// comma, with the subject or infinitive said again ("walk or I run", "to
// walk and to run").
var coordinatedRE = lazyre.New(`^\s*(?:,\s*(?:(?:and|or)\s+)?|(?:and|or|&|/)\s+|/)(?:(?:i|to|go|went)\s+)?$`)

// awayTrips reads trips, where the library records the city of the
// person's days (a journal's), as the events away from home: those that
// name a city other than home, the city most of the library's events name
// (none, for a journal that names the city only away from home). Where
// they went is their cities ("where did I travel to"); how many trips is
// how many cities, said so, since a journal's days do not all say where
// they were spent (a trip to Vienna is "Off to Vienna!" and "Back home
// from Vienna") and a city mentioned is not always a journey. No one
// event of a journal spans a trip, so the trip activity's own events
// ("flew to Lisbon") would say neither.
func (p *parser) awayTrips() {
	f := p.f
	home := homeCity(p.away)
	f.Query, f.Subject, f.Sources = "everything", "my days", p.away
	f.Content = slices.DeleteFunc(f.Content, func(c Cond) bool {
		return c.Expr == tripStay || f.Val != nil && c.Expr == f.Val.Attr+" != nil"
	})
	f.Content = append(f.Content, Cond{Expr: "city != nil && city != home", Words: "away from home", Refs: map[string]*tree.Node{"home": home},
		Needs: []attrSpec{{Name: "city", Type: qa.TypeText}}})
	if f.Val != nil && (f.Val.ID == "destination" || f.Val.ID == "place") {
		f.Val = p.key(p.lx.groups.byID["city"])
	}
	if home := p.homeCountry(); home != "" && p.saysAbroad(home) && !slices.ContainsFunc(f.Content, func(c Cond) bool { return strings.Contains(c.Expr, "country") }) {
		// "how many trips abroad", "did I go to another country": the
		// days away in a country other than the library's own; every
		// trip away (Hamburg, Dresden) had been one abroad
		f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("country != nil && country != %s", strconv.Quote(home)), Words: "abroad",
			Needs: []attrSpec{{Name: "country", Type: qa.TypeText}}})
		f.Notes = append(f.Notes, fmt.Sprintf("abroad: in a country other than %s, where most of your records were made", home))
		f.Unlinked = p.abroadLeft(f.Unlinked)
	}
	if f.Form == FormCount {
		f.Form = FormSpells
		f.SpellsBy, _ = p.meansDays()
		f.Notes = append(f.Notes, tripsCounted)
	} else if by, means := p.meansDays(); by != nil {
		// "which trips did I take by train", "list my train journeys":
		// the days of the trips of which a day says the means, as they
		// are counted (spells_with); every trip had been listed
		days := awayDays(p.away, home)
		trips := &tree.Node{Op: tree.APPLY, Question: "the days of the trips I wrote of going by " + means,
			Args: tree.Args{Fn: fmt.Sprintf("spell_dates_with(dates_of(items), %d, by)", spellGap)}, Refs: map[string]*tree.Node{"by": by}, Inputs: []*tree.Node{days}}
		f.Content = append(f.Content, Cond{Expr: "start_date in by_trips", Words: "by " + means, Refs: map[string]*tree.Node{"by_trips": trips}})
	}
	if f.Form == FormExtreme && f.Rank != nil && f.Rank.Attr == "duration_days" || f.Form == FormAvg && f.PerGroup == nil && f.Measure != nil && f.Measure.Attr == "duration_days" {
		// the longest trip of a journal's days, the second longest, the
		// three longest: each day away is an event of its own, a day
		// long; a trip is a run of them in one town (builder.trips)
		f.TripSpells = true
	}
	p.eachTrip()
}

// awayDays are the records of the days away from home of the sources
// that record each day's city (awayTrips), home the city most of them name.
func awayDays(away []string, home *tree.Node) *tree.Node {
	return &tree.Node{Op: tree.FILTER, Question: "my days away from home", Args: tree.Args{Condition: "city != nil && city != home"}, Refs: map[string]*tree.Node{"home": home},
		Inputs: []*tree.Node{cityDays(away)}}
}

// homeCity is the city most of the records of the sources that record
// each day's city name: home.
func homeCity(away []string) *tree.Node {
	return &tree.Node{Op: tree.APPLY, Question: "the city I am in most days", Args: tree.Args{Fn: `most_common(map(items, .city ?? ""))`},
		Inputs: []*tree.Node{cityDays(away)}}
}

// cityDays are the records of the sources that record each day's city,
// with that city.
func cityDays(away []string) *tree.Node {
	return &tree.Node{Op: tree.EXTRACT, Question: "my days with their city", Args: tree.Args{Attrs: []string{"city"}, Types: []string{string(qa.TypeText)}},
		Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "my days", Args: tree.Args{Query: "everything", Sources: away}}}}
}

// eachTripRE: a question that asks of each trip apart ("how long was each
// trip", "each of my trips", "every holiday", "how long each was"),
// without a word of an average, which "per trip" and "on average" are.
var eachTripRE = lazyre.New(`\b(?:each|every)(?: one)?(?: of (?:my|the|our) (?:trips|journeys|holidays|vacations|travels)| (?:trip|journey|holiday|vacation|travel)\b)|\bhow (?:long|many days|many nights) each\b`)

// tripLengthAskedRE: the question asks the length of what it names (how
// long, how many days or nights, its length).
var tripLengthAskedRE = lazyre.New(`\bhow (?:long|many (?:days|nights))\b|\blength|\bduration|\blast(?:ed)?\b`)

// eachTrip makes "how long was each trip", "how many days was each of my
// trips", "list my trips with how long each was" the table of the trips,
// a row each with its days, which had been their average (3.89 days) or
// their days added up. Asked something else of each trip ("what did I eat
// on each trip", "who came along on each trip"), that is not read: the
// trips are listed with their days and the note says so, where the
// average length of a trip had been answered as if it were what was asked.
func (p *parser) eachTrip() {
	f := p.f
	q := strings.ToLower(f.Question)
	if !eachTripRE().MatchString(q) || p.are.avg().MatchString(q) {
		return
	}
	if f.Form != FormAvg && f.Form != FormSum || f.PerGroup != nil || f.Measure == nil || f.Measure.Attr != "duration_days" {
		return
	}
	f.Form, f.TripSpells, f.EachTrip = FormAvg, true, true
	if !tripLengthAskedRE().MatchString(q) {
		f.Notes = append(f.Notes, "what of each trip is asked is not understood: the trips are listed with their days")
	}
}

// meansDays reads a means of travel said of trips counted ("how many
// trips did I take by train") as the days whose records say it, the noun
// itself or the words of its concept ("Train to Prague", "Train was late"
// on the way to Vienna, "the whole flight"): the trips counted are the
// runs of days away holding one. It had counted every trip, the means
// said not recorded and dropped. Nil where no means is said.
func (p *parser) meansDays() (days *tree.Node, means string) {
	var words []string
	for _, m := range meansTripRE().FindAllStringSubmatch(strings.ToLower(p.f.Question), -1) {
		if m[1] == "" {
			m[1] = m[2] // "my train journeys": the noun of the means before the trip
		}
		if !meansNoun(m[1]) || slices.Contains(words, m[1]) {
			continue
		}
		words = append(words, m[1])
		if p.env != nil && p.env.Lexicon != nil {
			for _, c := range p.env.Lexicon.Parse("by " + m[1]).Concepts {
				if c.Kind != "travel" {
					continue
				}
				for _, t := range c.Terms {
					if !t.Included && t.Weight == rlex.Strong && !slices.Contains(words, t.Text) {
						words = append(words, t.Text)
					}
				}
			}
		}
	}
	if len(words) == 0 {
		return nil, ""
	}
	// the means is read: no kind of trip left unread ("plane trips")
	p.kinds = slices.DeleteFunc(p.kinds, func(k kindWord) bool { return slices.Contains(words, k.word) })
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = strconv.Quote(w)
	}
	return &tree.Node{Op: tree.APPLY, Question: "the days I wrote of going by " + words[0], Args: tree.Args{Fn: fmt.Sprintf(`dates_of(filter(items, {len(sentences(.text ?? "", [%s])) > 0}))`, strings.Join(q, ", "))},
		Inputs: []*tree.Node{{Op: tree.EXTRACT, Question: "my days with what I wrote", Args: tree.Args{Attrs: []string{"text"}, Types: []string{string(qa.TypeText)}},
			Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "my days", Args: tree.Args{Query: "everything", Sources: p.away}}}}}}, words[0]
}

// tripCompany reads who was with me on the days away (awayTrips: "trips
// with Jonas") as the people of any record of each day, not of the records
// that name the city: a journal names the city once ("→ Amsterdam") and
// the company at dinner ("rijsttafel w/ J. and Lena"), and a trip with
// them had been found only where one sentence said both.
func (p *parser) tripCompany() {
	f := p.f
	away := slices.IndexFunc(f.Content, func(c Cond) bool { return c.Words == "away from home" && c.Refs["home"] != nil })
	if away < 0 {
		return
	}
	for i, c := range f.Content {
		if i == away || len(c.Needs) != 1 || c.Needs[0].Name != "participants" || len(c.Refs) > 0 {
			continue
		}
		who := "with " + strings.TrimPrefix(c.Words, "with ")
		with := &tree.Node{Op: tree.APPLY, Question: "the days I was " + who, Args: tree.Args{Fn: "dates_of(items)"},
			Inputs: []*tree.Node{{Op: tree.FILTER, Question: "my days " + who, Args: tree.Args{Condition: c.Expr},
				Inputs: []*tree.Node{{Op: tree.EXTRACT, Question: "my days with their people", Args: tree.Args{Attrs: []string{"participants"}, Types: []string{string(qa.TypeList)}},
					Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "my days", Args: tree.Args{Query: "everything", Sources: p.away}}}}}}}}
		f.Content[i] = Cond{Expr: "start_date in with", Words: c.Words, Refs: map[string]*tree.Node{"with": with}}
	}
}

// ownFieldRecorded reads an activity searched for by its words whose
// instance is named by a field of its own name ("restaurant"), where the
// library records that field, as the records that name one: a journal's
// restaurant meals are those with a restaurant, not every meal the words
// "I ate at a restaurant" come near ("how many times did I eat out").
func (p *parser) ownFieldRecorded() {
	f := p.f
	a := f.act
	if a == nil || a.Structured || a.Name == "" || a.Name != a.ID || p.env.Catalog() == nil || f.Query != a.Query {
		return
	}
	if f.Group != nil && f.Group.Attr == a.Name || f.Val != nil && f.Val.Attr == a.Name {
		return // the restaurants themselves are read: a meal without one has none
	}
	srcs := p.sourcesRecording(a.Name)
	if len(srcs) == 0 || slices.ContainsFunc(f.Content, func(c Cond) bool { return strings.Contains(c.Expr, a.Name) }) {
		return
	}
	f.Content = append(f.Content, Cond{Expr: a.Name + " != nil", Needs: []attrSpec{{Name: a.Name, Type: qa.TypeText}}, Kind: true})
}

// namedAnywhere reads a structured activity no export holds, stood in for
// by the doing a journal tells of (sameThingAnywhere: "how many films did
// I watch", the cinema visits), as every record that names one where the
// library records the name: a film watched at home ("Movie night on the
// sofa: Past Lives") names its film as a cinema visit does, and is as
// much a film watched.
func (p *parser) namedAnywhere() {
	f := p.f
	a := f.act
	if p.stoodFor == nil || a == nil || a.Name != p.stoodFor.Name || p.env.Catalog() == nil || f.Query != a.Query {
		return
	}
	srcs := p.sourcesRecording(a.Name)
	if len(srcs) == 0 || slices.ContainsFunc(f.Content, func(c Cond) bool { return strings.Contains(c.Expr, a.Name) }) {
		return
	}
	f.Query, f.Subject, f.Sources = "everything", p.stoodFor.Subject, srcs
	f.Content = append(f.Content, Cond{Expr: a.Name + " != nil", Needs: []attrSpec{{Name: a.Name, Type: qa.TypeText}}, Kind: true})
}

// spellGap is the most days from one day away to the next of the same
// trip: a journal does not tell every day of one.
const spellGap = 2

// tripsCounted says how trips are counted.
const tripsCounted = "trips counted as the runs of my days away from home (a day not written about between two of them counted in)"

// visitVerbRE: a verb of going to or staying in a place and its
// preposition ("been to", "went back to", "stayed in", "was in").
var visitVerbRE = lazyre.New(`\b(?:been|go|goes|going|went|gone|travel(?:l)?(?:ed|ing|s)?|visit(?:s|ed|ing)?|stay(?:s|ed)?|fly|flew|flown)\s+(?:back\s+|over\s+|down\s+|up\s+)?(?:to|in|at)\s+|\b(?:visit(?:s|ed|ing)?)\s+|\b(?:was|were)\s+(?:i|we)\s+in\s+|\b(?:i|we)\s+(?:was|were)\s+in\s+`)

// travelNounRE: a noun of travel ("trips", "holidays"), which makes the
// city said anywhere in the question a place travelled to.
var travelNounRE = lazyre.New(`\b(?:` + travelNouns + `)\b`)

// travelNouns are the nouns of travel, an alternation for the patterns
// that read a trip by them.
const travelNouns = `visits?|trips?|journeys?|holidays?|vacations?`

// visitAsked reports whether the question asks of being in city: a noun
// of travel, or a verb of going or staying whose place is the city ("been
// to Berlin", not "went to the dentist in Vienna").
func visitAsked(low, city string) bool {
	if travelNounRE().MatchString(low) {
		return true
	}
	city = strings.ToLower(city)
	for _, m := range visitVerbRE().FindAllStringIndex(low, -1) {
		if strings.HasPrefix(low[m[1]:], city) {
			return true
		}
	}
	return false
}

// cityVisits counts visits to a city the library records as the city of
// my days (a journal's) as the runs of days spent there ("how many times
// have I been to Berlin", "how many trips to hamburg"): a trip of three
// days is one visit, not the events of its days, nor the days a note
// mentions the city.
func (p *parser) cityVisits() {
	f := p.f
	yesno := f.Form == FormYesNo && f.CountWhether != "" && f.CountWhether != "== 0"
	if f.Form != FormCount && !yesno || p.lk == nil || p.env.Catalog() == nil || f.Group != nil || f.Measure != nil || f.act != nil && f.act.ID != "trip" {
		return
	}
	away := p.away
	if len(away) == 0 {
		away = p.sourcesRecording("city")
	}
	var city string
	for _, s := range p.lk.res.Spans {
		for _, r := range s.Refs {
			if r.Field == "city" && slices.Contains(away, r.Source) && r.Value != city {
				if city != "" {
					return // two cities: not one to count the visits of
				}
				city = r.Value
			}
		}
	}
	if city == "" || !visitAsked(strings.ToLower(f.Question), city) {
		return
	}
	f.Content = slices.DeleteFunc(f.Content, func(c Cond) bool {
		return c.Expr == tripStay || strings.Contains(c.Expr, quote(city)) || f.Val != nil && c.Expr == f.Val.Attr+" != nil"
	})
	f.Content = append(f.Content, Cond{Expr: "city == " + quote(city), Words: city, Needs: []attrSpec{{Name: "city", Type: qa.TypeText}}})
	f.Query, f.Subject, f.Sources = "everything", "my days in "+city, away
	if yesno {
		f.Spells = true
	} else {
		f.Form = FormSpells
	}
	f.Notes = append(f.Notes, "visits counted as the runs of my days in "+city+" (a day not written about between two of them counted in)")
}

// keyedCues are the words of stmt that name a part of one of the
// activity's sources (sources.tsv: "facebook" is the social_media events
// of platform facebook), as written.
func (p *parser) keyedCues(stmt string, act *activity) []string {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	var out []string
	for _, c := range p.env.Lexicon.Parse(stmt).Cues {
		if slices.ContainsFunc(c.Sources, func(sw rlex.SourceWeight) bool {
			return sw.Key != "" && slices.Contains(act.Sources, sw.Source)
		}) && !strings.Contains(strings.ToLower(act.Query), strings.ToLower(c.Text)) {
			out = append(out, c.Text)
		}
	}
	return out
}

// verbOfMe returns the index in words of a verb with "me" or "us" after
// it and a subject named before it, someone's by "my" or "our" ("my mom
// call me") or a name ("Chiara call me"), or -1.
func verbOfMe(words []string) int {
	for i := 1; i+1 < len(words); i++ {
		if o := strings.ToLower(words[i+1]); o != "me" && o != "us" {
			continue
		}
		if w := strings.ToLower(words[0]); (w == "my" || w == "our") && i >= 2 || fold.Capitalised(words[0]) && i <= 3 {
			return i
		}
		return -1
	}
	return -1
}

// declarative turns the words left of a question into a statement:
// "books did I buy" → "I bought books", "did I eat Italian food" → "I ate
// Italian food".
func (p *parser) declarative(words []string) string {
	lw := make([]string, len(words))
	for i, w := range words {
		lw[i] = strings.ToLower(w)
	}
	// Find "aux I" or "aux we".
	k := -1
	for i := 1; i < len(lw); i++ {
		if pronounRE().MatchString(lw[i]) && auxRE().MatchString(lw[i-1]) {
			k = i
			break
		}
	}
	var out []string
	if k >= 0 {
		aux := lw[k-1]
		pre, post := words[:k-1], append([]string(nil), words[k+1:]...)
		subj := "I"
		if lw[k] == "we" {
			subj = "we"
		}
		switch aux {
		case "did":
			// "did I normally eat": the verb follows the adverbs
			// A determiner there says the verb was read already ("did I
			// [cancel] any purchases": the field cancelled).
			// A verb of drinking read as having what was drunk leaves
			// the thing drunk, a noun: "did I last [drink] wine" → "I
			// had wine", not "I wined".
			if v := firstVerb(post); v < len(post) && p.drunk {
				post = slices.Insert(post, v, "had")
			} else if v < len(post) && !nonVerbRE().MatchString(strings.ToLower(post[v])) && !p.namedNotVerb(post[v]) {
				post[v] = p.pastAsWritten(strings.ToLower(post[v]))
			}
		case "was", "were", "am":
			post = append([]string{aux}, post...)
		case "do", "does", "will", "would", "can", "could", "should":
			if len(post) > 0 {
				post[0] = p.pastAsWritten(strings.ToLower(post[0]))
			}
		}
		// The object asked about goes after the verb and its particles:
		// "songs did I listen to" → "I listened to songs".
		pre = trimWords(pre)
		v := 0
		if len(post) > 0 {
			v = 1
			for v < len(post) && particleRE().MatchString(strings.ToLower(post[v])) {
				v++
			}
		}
		out = append([]string{subj}, post[:v]...)
		out = append(out, pre...)
		out = append(out, post[v:]...)
	} else {
		// No subject: "did have dinner" (the subject was "X and I").
		rest := words
		if len(lw) > 0 && auxRE().MatchString(lw[0]) {
			rest = append([]string(nil), words[1:]...)
			if len(rest) > 0 && lw[0] == "did" && (p.withPerson != "" || p.knownVerb(rest[0])) {
				rest[0] = p.past(strings.ToLower(rest[0]))
				rest = append([]string{"I"}, rest...)
			} else if v := verbOfMe(rest); lw[0] == "did" && v > 0 {
				// "did my mom call me": the one named did it to me, the
				// verb's past after them ("my mom called me"); its
				// object left out, the subject had been read as what
				// was done ("mom call")
				rest[v] = p.past(strings.ToLower(rest[v]))
			}
		}
		if i := slices.IndexFunc(lw, doneAuxRE().MatchString); i > 0 && len(rest) == len(words) && !subjectPronounRE().MatchString(lw[i-1]) {
			// "how many workshops did machBar hold", "did the machBar
			// host": the subject, a name read already, stood between the
			// auxiliary (and its article) and the verb; the words before
			// them are the things asked about, the verb what the one
			// named did with them ("things I did" has its subject before)
			v := i + 1
			if v < len(lw) && (lw[v] == "the" || lw[v] == "their") {
				v++
			}
			// the verb may have been read already, or left out as a
			// word not understood
			// (a capitalised word there is the subject's name, unread:
			// "which meetings did Olivia organise", the verb left out)
			if v == len(lw) || !nonVerbRE().MatchString(lw[v]) && !fold.Capitalised(words[v]) && !slices.ContainsFunc(lw[v+1:], func(w string) bool { return !particleRE().MatchString(w) }) {
				rest = words[:i]
			}
		}
		out = rest
		if len(out) > 0 && p.isPast(out[0]) {
			out = append([]string{"I"}, out...) // "celebrated Christmas"
		}
	}
	out = trimWords(out)
	if len(out) > 2 && endVerbRE().MatchString(strings.ToLower(out[len(out)-1])) {
		out = out[:len(out)-1]
	}
	for i, w := range out {
		if strings.EqualFold(w, "i") {
			out[i] = "I"
		}
	}
	return strings.Join(out, " ")
}

// namedNotVerb reports whether a word after "did I" is a name, not the
// verb: written with a capital inside the sentence, and no verb the
// lexicon knows. Where the verb itself was left out (a verb the library
// has no word of: "did I tag Karim"), the name after it is no verb to put
// in the past ("I karimed").
func (p *parser) namedNotVerb(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && !p.knownVerb(strings.ToLower(w))
}

// trimWords drops question words at the start and dangling function
// words at the end.
func trimWords(ws []string) []string {
	for len(ws) > 0 && questionWordRE().MatchString(strings.ToLower(ws[0])) && !pronounRE().MatchString(strings.ToLower(ws[0])) {
		if len(ws) > 1 && ownOccasionRE().MatchString(strings.ToLower(ws[0]+" "+ws[1])) {
			break // "my birthday dinner" is mine: whose it is stays
		}
		if len(ws) > 1 && strings.EqualFold(ws[0], "by") && meansNoun(strings.ToLower(ws[1])) {
			break // "how many journeys by car": the means it was done by stays
		}
		ws = ws[1:]
	}
	for len(ws) > 0 && trailingRE2().MatchString(strings.ToLower(ws[len(ws)-1])) {
		ws = ws[:len(ws)-1]
	}
	return ws
}

// ownOccasionRE: an occasion said to be the person's own.
var ownOccasionRE = lazyre.New(`^(?:my|our)\s+(?:birthday|bday|b-day)$`)

// namePattern matches a person's name as mail writes it: any case, the
// words joined by spaces, dots, dashes or underscores ("Valarie Sabo" is
// also valarie.sabo@enron.com).
func namePattern(name string) string {
	ws := strings.Fields(name)
	for i, w := range ws {
		ws[i] = regexp.QuoteMeta(w)
	}
	return `(?i)` + strings.Join(ws, `[\s._-]*`)
}

// Expressions used inside functions, compiled once rather than per call.
var (
	// musicPronounRE: a name that is a pronoun or music word, not a title.
	musicPronounRE = lazyre.New(`^(?:it|them|this|that|music|anything|something|songs?|tracks?|the\s+most|most)$`)
	// showPronounRE: a name that is a pronoun or TV word, not a title.
	showPronounRE = lazyre.New(`^(?:it|them|tv|shows?|series|the\s+most|most|any|different|distinct)$`)
	// moviePronounRE: a name that is a pronoun or Netflix, not a title.
	moviePronounRE = lazyre.New(`^(?:it|them|the\s+most|most|on\s+netflix|netflix)$`)
	// mailTailRE: mail words after a correspondent, or the noun of
	// the correspondent's role ("from no-reply senders", "from
	// no-reply addresses": the sender is what the noun is said of).
	mailTailRE = lazyre.New(`(?i)\s+(?:an?\s+)?(?:e-?mails?|mails?|messages?|senders?|address(?:es)?)$`)
	// aboutTailRE: the "about" of what was written, left after a
	// correspondent when the question ends on it ("what did my dad
	// email me about").
	aboutTailRE = lazyre.New(`(?i)\s+about$`)
	// mailAuxHeadRE: mail words and an auxiliary before a correspondent.
	mailAuxHeadRE = lazyre.New(`(?i)^(?:e-?mails?|mails?|messages?)\s+(?:did|has|have|had)\s+`)
	// auxHeadRE: an auxiliary before a correspondent.
	auxHeadRE = lazyre.New(`(?i)^(?:did|does|do|has|have|had)\s+`)
	// mailOnlyRE: mail words and nothing else.
	mailOnlyRE = lazyre.New(`(?i)^(?:an?\s+)?(?:e-?mails?|mails?|messages?)(?:\s+to)?$`)
)

// askedOf reports whether the library field a which-question asks for
// ("which seller") is recorded by the sources of activity id: what is
// spent with a seller is spent on purchases.
func (p *parser) askedOf(id string) bool {
	a := p.lx.act.byID[id]
	return a != nil && slices.ContainsFunc(p.askedIn, func(s string) bool { return slices.Contains(a.Sources, s) })
}

// withoutHeldVerbs drops from cl the words of an activity the library
// holds that are not the activity cl names (which it lacks): what is
// left is what to search for.
func (p *parser) withoutHeldVerbs(cl string) string {
	named := p.activityNamed(cl)
	out := cl
	for _, loc := range p.lx.act.phrases.re.FindAllStringIndex(cl, -1) {
		m := cl[loc[0]:loc[1]]
		a, ok := p.lx.act.phrases.lookup(m)
		if !ok || a == named || !p.heldHere(a) {
			continue
		}
		out = strings.Replace(out, m, " ", 1)
	}
	// what the verb governed ("I … any podcasts") is the words' own
	words := slices.DeleteFunc(strings.Fields(out), func(w string) bool {
		switch strings.ToLower(w) {
		case "i", "we", "any", "some", "a", "an", "the", "my":
			return true
		}
		return false
	})
	if len(words) == 0 {
		return cl
	}
	return strings.Join(words, " ")
}

// occasionOfRE: a word and the noun of an occasion of it ("physio
// sessions", "physiotherapy appointments", "yoga classes").
var occasionOfRE = lazyre.New(`(?i)\b(\p{L}+)\s+` + occasionNouns + `\b`)

// occasionNouns are the nouns of an occasion of a thing done;
// occasionNounOnlyRE one of them alone.
const occasionNouns = `(?:sessions?|appointments?|class(?:es)?|lessons?)`

var occasionNounOnlyRE = lazyre.New(`^` + occasionNouns + `$`)

// occasionsOf drops the noun of an occasion after a word the lexicons know
// as a thing done ("physiotherapy appointments": physiotherapy): the
// occasion is the doing, which a journal need not call an appointment.
func (p *parser) occasionsOf(stmt string) string {
	if p.env == nil || p.env.Lexicon == nil {
		return stmt
	}
	stmt = occasionOfRE().ReplaceAllStringFunc(stmt, func(m string) string {
		w := strings.Fields(m)[0]
		if !p.thingDone(w) {
			return m
		}
		return w
	})
	// "badminton games", "tennis matches": a game of a sport is a
	// session of it (a game of something else, "video games", is a thing)
	return gameOfRE().ReplaceAllStringFunc(stmt, func(m string) string {
		w := strings.Fields(m)[0]
		if !p.isSport(w) {
			return m
		}
		return w
	})
}

// thingDone reports whether the lexicons know w as a thing done, whose
// occasions are its sessions or appointments.
func (p *parser) thingDone(w string) bool {
	return len(p.env.Lexicon.Parse(w).Concepts) > 0
}

// occasionOfDoing reports whether the question says word as the noun
// of an occasion of a thing done said right before it ("physio
// appointment"): understood with the doing, as occasionsOf reads it,
// wherever a recogniser has taken the doing's word.
func (p *parser) occasionOfDoing(word string) bool {
	if p.env == nil || p.env.Lexicon == nil || !occasionNounOnlyRE().MatchString(strings.ToLower(word)) {
		return false
	}
	for _, m := range occasionOfRE().FindAllStringSubmatch(p.f.Question, -1) {
		if strings.EqualFold(strings.Fields(m[0])[1], word) && p.thingDone(strings.ToLower(m[1])) {
			return true
		}
	}
	return false
}

// isSport reports whether the lexicons know w as a sport.
func (p *parser) isSport(w string) bool {
	return slices.ContainsFunc(p.env.Lexicon.Parse(w).Concepts, func(c *rlex.Concept) bool { return c.Kind == "sport" })
}

// gameOfSport reports whether the word at low[at:] is the game or match
// of a sport said right before it ("badminton matches").
func (p *parser) gameOfSport(low []byte, at int) bool {
	for _, m := range gameOfRE().FindAllSubmatchIndex(low, -1) {
		if m[1] > at && m[2] < at && p.isSport(string(low[m[2]:m[3]])) {
			return true
		}
	}
	return false
}

// gameOfRE: a word and "game" or "match" after it.
var gameOfRE = lazyre.New(`(?i)\b(\p{L}+)\s+(?:games?|match(?:es)?)\b`)

// practiceNouns are the nouns of practising a sport.
const practiceNouns = `(?:trainings?|practi[cs]es?|drills?)`

// practiceOfRE: a word and a noun of practising after it ("football
// training", "hockey practices", "tennis drills").
var practiceOfRE = lazyre.New(`(?i)\b(\p{L}+)\s+` + practiceNouns + `\b`)

// practiceWordRE: a noun of practising, as a title says it ("Training ⚽",
// "Football practice", "Club training").
const practiceWordRE = `(?i)\b` + practiceNouns + `\b`

var practiceTitleRE = lazyre.New(practiceWordRE)

// sportSessionKind reports whether phrase is a sport and a noun of its
// games or its practice and nothing more ("football match", "tennis
// practice"): a kind of the sport's sessions, as a title says it too.
func (p *parser) sportSessionKind(phrase string) bool {
	low := strings.ToLower(strings.TrimSpace(phrase))
	for _, re := range []*regexp.Regexp{gameOfRE(), practiceOfRE()} {
		if m := re.FindStringSubmatch(low); m != nil && m[0] == low && p.isSport(m[1]) {
			return true
		}
	}
	return false
}

// gameOrPractice tells a sport's games from its practice where the
// library's titles do: when the records of the sport (a workout's name,
// a calendar entry's summary) call some sessions a training or a
// practice, "football matches" are the sessions no record of which is so
// titled, and "football trainings" the ones that are. Read as the
// sessions of the sport alone, matches and trainings were counted as one.
// A library whose titles never say so tells nothing apart, and a game is
// a session (gameOfSport).
func (p *parser) gameOrPractice() {
	a := p.f.act
	if a == nil || !a.Sport || p.env.Catalog() == nil || p.env.Lexicon == nil || len(p.f.Sides) > 0 {
		return
	}
	low := strings.ToLower(p.f.Question)
	said := ""
	for _, m := range gameOfRE().FindAllStringSubmatch(low, -1) {
		if p.isSport(m[1]) {
			said = m[0]
			break
		}
	}
	for _, m := range gamesOfRE().FindAllStringSubmatch(low, -1) {
		if said == "" && p.isSport(m[2]) {
			said = m[0] // "games of football", as the question said them
		}
	}
	game := said != ""
	practice := slices.ContainsFunc(practiceOfRE().FindAllStringSubmatch(low, -1), func(m []string) bool { return p.isSport(m[1]) })
	if game == practice {
		return
	}
	var keys []string
	for _, name := range append(sportSources(a), ingest.Calendar) {
		src := p.env.Catalog().Source(name)
		if src == nil {
			continue
		}
		for _, fl := range src.Fields {
			if fl.Key == "text" || fl.Key == "subject" || !titleField(fl.Key) || slices.Contains(keys, fl.Key) {
				continue // a post's or a mail's words tell of a session, they do not title it
			}
			if slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return practiceTitleRE().MatchString(v.Text) }) {
				keys = append(keys, fl.Key)
			}
		}
	}
	if len(keys) == 0 {
		return
	}
	var ors []string
	var needs []attrSpec
	for _, k := range keys {
		ors = append(ors, fmt.Sprintf("(%s ?? \"\") matches %s", k, quote(practiceWordRE)))
		needs = append(needs, attrSpec{Name: k, Type: qa.TypeText})
	}
	cond, words := strings.Join(ors, " || "), "titled a training or practice"
	if game {
		cond, words = "!("+cond+")", "not titled a training or practice"
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as the sessions no record titles a training or practice", said))
	}
	p.f.Content = append(p.f.Content, Cond{Expr: cond, Words: words, Needs: needs, Kind: true})
}

// titledKind reads a word naming one kind of a broader concept ("standup",
// a kind of work meeting) as the entries the library titles with it, where
// a title of the library is the word itself ("Standup"): "how long are my
// standups" is about those, not about every work meeting retrieval would
// widen the word to. A word that is the concept's first term, or of a
// concept named by its first term ("hairdresser", "haircut"), is a
// word for the one thing, whose other words ("Haircut ✂️") are meant too.
func (p *parser) titledKind() {
	f := p.f
	if f.act != nil || len(f.Sources) > 0 || len(f.Content) > 0 || p.env.Catalog() == nil || p.env.Lexicon == nil || f.Query == "" || f.Query == "everything" || f.Query == "anything" {
		return
	}
	if p.lk != nil && len(p.lk.held)+len(p.lk.soft)+len(p.lk.people) > 0 {
		return
	}
	parsed := p.env.Lexicon.Parse(f.Query)
	if len(parsed.Concepts) != 1 || parsed.Concepts[0].Generic {
		return
	}
	c := parsed.Concepts[0]
	if len(c.Terms) > 0 && c.Terms[0].Text == strings.ReplaceAll(c.ID, "_", " ") {
		// a concept named by its first term gathers words for one thing
		// ("hairdresser", "haircut"), not kinds of a category, which may
		// list the category's own name later ("standup", "work meeting")
		return
	}
	for _, w := range strings.Fields(f.Query) {
		if w != strings.ToLower(w) {
			continue
		}
		one, _ := plural.One(w)
		for _, word := range []string{w, one} {
			i := slices.IndexFunc(c.Terms, func(t rlex.Term) bool { return !t.Included && t.Key == word })
			if i <= 0 || strings.ReplaceAll(c.ID, "_", " ") == word {
				continue
			}
			var srcs []string
			key, title := "", ""
			for _, src := range p.env.Catalog().Sources {
				for _, fl := range src.Fields {
					if !titleField(fl.Key) || key != "" && fl.Key != key {
						continue
					}
					if k := slices.IndexFunc(fl.Values, func(v catalog.Value) bool { return strings.EqualFold(v.Text, word) }); k >= 0 {
						srcs, key, title = append(srcs, src.Name), fl.Key, fl.Values[k].Text
					}
				}
			}
			if len(srcs) == 0 {
				continue
			}
			f.Sources = srcs
			f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("%s matches %s", key, quote(`(?i)\b`+regexp.QuoteMeta(word)+`\b`)), Words: "titled " + title, Needs: []attrSpec{{Name: key, Type: qa.TypeText}}})
			return
		}
	}
}

// titledSeries reads a noun the library begins several titles of one
// source with ("packing lists": the notes "Packing list Tokyo", "Packing
// list Kyoto") as those records, where nothing else names what is asked:
// a kind of record the person names by its title, each written for one
// thing. One title alone is a name, which the linker reads; a noun the
// lexicons know is searched for as they know it.
func (p *parser) titledSeries() {
	f := p.f
	if f.act != nil || len(f.Sources) > 0 || len(f.Content) > 0 || p.env.Catalog() == nil || f.Query == "" || f.Query == "everything" || f.Query == "anything" {
		return
	}
	words := strings.Fields(strings.ToLower(f.Query))
	for n := min(3, len(words)); n >= 1; n-- {
		for i := 0; i+n <= len(words); i++ {
			run := slices.Clone(words[i : i+n])
			one, ok := plural.One(run[n-1])
			if !ok || functionWords[run[0]] || fillerRE().MatchString(run[0]) {
				continue // the plural says there are several ("packing lists")
			}
			run[n-1] = one
			phrase := strings.Join(run, " ")
			if p.env.Lexicon != nil && namesConcept(p.env.Lexicon.Parse(phrase)) {
				continue // a thing retrieval knows by its words ("haircuts"), titled in many ways
			}
			for _, src := range p.env.Catalog().Sources {
				for _, fl := range src.Fields {
					if !titleField(fl.Key) || fl.Key == "text" || !fl.Names {
						continue
					}
					k := 0
					for _, v := range fl.Values {
						if low := strings.ToLower(v.Text); strings.HasPrefix(low, phrase+" ") || low == phrase {
							k++
						}
					}
					if k < 2 {
						continue
					}
					f.Sources = []string{src.Name}
					f.Query, f.Subject = "everything", "my "+strings.Join(words[i:i+n], " ")
					f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("%s matches %s", fl.Key, quote(`(?i)^`+regexp.QuoteMeta(phrase)+`\b`)), Words: "titled " + phrase, Needs: []attrSpec{{Name: fl.Key, Type: qa.TypeText}}})
					return
				}
			}
		}
	}
}

// namesConcept reports whether a parse names a concept of the lexicon by
// one of its own terms, not only through a thesaurus link ("packing":
// boxing).
func namesConcept(parsed rlex.Parsed) bool {
	return slices.ContainsFunc(parsed.Concepts, func(c *rlex.Concept) bool {
		return !slices.ContainsFunc(parsed.Expansions, func(e rlex.Expansion) bool { return e.Concept == c })
	})
}

// unknownWords are the words of the question no recogniser read and the
// library never uses, not even as the name of a field ("reading" of a
// health export's readings).
func (p *parser) unknownWords() []string {
	var out []string
	for _, u := range p.f.Unlinked {
		if !p.fieldWord(u) {
			out = append(out, u)
		}
	}
	return out
}

// narrowerConcept reports whether stmt names, in the retrieval lexicons,
// a concept the activity's own query does not, one that a concept of its
// query counts among its terms ("family doctor" is the GP, which the
// doctor's appointments include): something narrower than the activity,
// which its query would lose.
func (p *parser) narrowerConcept(act *activity, stmt string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	own := p.env.Lexicon.Parse(act.Query).Concepts
	low := strings.ToLower(stmt)
	for _, c := range p.env.Lexicon.Parse(stmt).Concepts {
		if c.Generic || slices.Contains(own, c) {
			continue
		}
		if !slices.ContainsFunc(own, func(o *rlex.Concept) bool { return !o.Generic && o.Broader(c) }) {
			continue
		}
		// said by a term of it that holds the activity's word and more
		// ("family doctor", not "doctor")
		for _, t := range c.Terms {
			if t.Weight < rlex.Strong || !strings.Contains(t.Text, " ") || !containsWords(low, t.Text) {
				continue
			}
			if slices.ContainsFunc(act.Triggers, func(tr string) bool { return tr != t.Text && containsWords(t.Text, tr) }) {
				return true
			}
		}
	}
	return false
}

// narrowerTrigger is the word the activity was said by where it is the
// term of a narrower concept than its own query's, which that query
// lumps with others, or "": "how many dinners did I have" counted every meal
// ("I ate food"), lunches and breakfasts too.
func (p *parser) narrowerTrigger(act *activity) string {
	if p.env == nil || p.env.Lexicon == nil {
		return ""
	}
	own := p.env.Lexicon.Parse(act.Query).Concepts
	low, query := strings.ToLower(p.f.Question), strings.ToLower(act.Query)
	said, kinds := "", map[*rlex.Concept]bool{}
	for _, tr := range act.Triggers {
		if strings.Contains(tr, " ") || !containsWords(low, tr) || containsWords(query, tr) {
			continue
		}
		for _, c := range p.env.Lexicon.Parse(tr).Concepts {
			if !c.Generic && !slices.Contains(own, c) && slices.ContainsFunc(own, func(o *rlex.Concept) bool { return !o.Generic && o.Broader(c) }) {
				said, kinds[c] = tr, true
			}
		}
	}
	if len(kinds) != 1 {
		// two kinds ("more lunches or dinners") are the activity's
		// whole, each side its own
		return ""
	}
	return said
}

// nounAskedOnly reports whether a retrieved activity was said only by
// the noun of the thing asked ("which restaurants"): the statement left
// names none of its words, and says what else bounds it after a verb of
// going or visiting ("I visited in Florence").
func (p *parser) nounAskedOnly(act *activity, stmt string) bool {
	if act == nil || act.Structured || p.asked == nil || p.env == nil || p.env.Lexicon == nil || !statementHeadRE().MatchString(stmt) {
		return false
	}
	low := strings.ToLower(stmt)
	if slices.ContainsFunc(act.Triggers, func(tr string) bool { return containsWords(low, tr) }) {
		return false
	}
	own := p.env.Lexicon.Parse(act.Query).Concepts
	return !slices.ContainsFunc(p.env.Lexicon.Parse(stmt).Concepts, func(c *rlex.Concept) bool { return slices.Contains(own, c) })
}

// statementHeadRE: a statement's subject and a verb of going or visiting
// with its particle, followed by a preposition ("I visited in Florence",
// "we went to in Kyoto"): the verb's object was the noun asked.
var statementHeadRE = lazyre.New(`(?i)^\s*(?:i|we)\s+(?:visited|went\s+to|been\s+to|go\s+to|tried|checked\s+out)\s+((?:in|at|during|on|with|near|around)\b)`)

// mealEatenRE: a noun said as what was had or eaten, or what something
// was for ("had dinner", "eat a lunch", "went out for brunch"); mealSaid
// reads whether it is a meal.
var mealEatenRE = lazyre.New(`\b(?:ha(?:ve|d|s|ving)|eat(?:s|en|ing)?|ate|grab(?:s|bed|bing)?|for)\s+(?:(?:a|an|my|our|the|some)\s+)?(\p{L}+)`)

// mealSaid is the meal a trigger of several words the question says
// names where the activity's own query names none ("dinners out", "out
// for lunch" of the restaurant's "I ate at a restaurant"), or "".
func (p *parser) mealSaid(act *activity) string {
	if p.env == nil || p.env.Lexicon == nil {
		return ""
	}
	lx := p.env.Lexicon
	own := lx.Parse(act.Query).Concepts
	low := strings.ToLower(p.f.Question)
	meals := func(words []string) []*rlex.Concept {
		var out []*rlex.Concept
		for _, w := range words {
			// word by word: "dinner out" is the restaurant's own term
			// the meal's own noun: to dine out is to eat out, at any hour
			one, _ := plural.One(w)
			for _, sc := range rlex.Scores(lx.Find(rlex.Tokens(w))) {
				c := sc.Concept
				if _, _, ok := lx.MealHours(c); ok && one == c.ID && !slices.Contains(own, c) && !slices.Contains(out, c) {
					out = append(out, c)
				}
			}
		}
		return out
	}
	said := false
	for _, tr := range act.Triggers {
		if strings.Contains(tr, " ") && containsWords(low, tr) && len(meals(strings.Fields(tr))) > 0 {
			said = true
			break
		}
	}
	for _, m := range mealEatenRE().FindAllStringSubmatch(low, -1) {
		// "have dinner at a restaurant", "eat lunch out": the meal is
		// what was had there
		said = said || len(meals([]string{m[1]})) > 0
	}
	if !said {
		return ""
	}
	if all := meals(strings.Fields(low)); len(all) == 1 {
		return all[0].ID
	}
	return "" // "out for lunch or dinner": either
}

// titleSaysPaying reports whether the question's word of paying is a word
// of a title it names, of a source that is no purchase, and the question
// says all of that title's words ("pay" of "when did I pay the AmEx bill",
// a calendar holding "Pay AmEx bill").
func (p *parser) titleSaysPaying() bool {
	if p.lk == nil || p.lk.q == nil {
		return false
	}
	var said, paying []string
	for _, w := range p.lk.q.Words {
		l := strings.ToLower(w.Raw)
		said = append(said, l)
		if payVerbRE().MatchString(l) {
			paying = append(paying, l)
		}
	}
	purchase := p.lx.act.byID["purchase"]
	return len(paying) > 0 && slices.ContainsFunc(slices.Concat(p.lk.held, p.lk.soft, p.lk.cues), func(s link.Span) bool {
		return slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
			if !r.Title || purchase != nil && slices.Contains(purchase.Sources, r.Source) {
				return false
			}
			title := strings.Fields(strings.ToLower(r.Value))
			return len(title) > len(paying) && !slices.ContainsFunc(paying, func(w string) bool { return !slices.Contains(title, w) }) &&
				!slices.ContainsFunc(title, func(w string) bool { return !slices.Contains(said, w) })
		})
	})
}

// saysReceived reports whether a question in lower case says mail came
// to me: "who did I email most apart from Karim" says nothing of it.
func saysReceived(low string) bool {
	return receivedRE().MatchString(leaveOutFromRE().ReplaceAllString(low, " "))
}

// fromMe reports whether the question says mail is from me ("who gets
// the most email from me", "emails from me to Cristy"): mail I sent,
// whatever verb of getting is said ("apart from me" leaves me out).
func fromMe(q string) bool {
	low := strings.ToLower(q)
	loc := fromMeRE().FindStringIndex(low)
	if loc == nil {
		return false
	}
	// "apart from me", "except from me", "not from me": an exclusion
	// (exceptRE) or a negation before it leaves me out
	before := low[:loc[0]]
	return !exceptRE().MatchString(before) && !exceptRE().MatchString(before+"from ") && !notBeforeRE().MatchString(before)
}

var (
	fromMeRE    = lazyre.New(`\bfrom\s+(?:me|myself|us)\b`)
	notBeforeRE = lazyre.New(`\b(?:not|never)\s*$`)
)

// playObjectRE: the words after "play", an article dropped: what is
// played, its head one of the first two words.
var playObjectRE = lazyre.New(`\bplay(?:s|ed|ing)?\s+(?:(?:a|an|the|some|any|my)\s+)?([a-z]+)(?:\s+([a-z]+))?`)

// playedAskedRE: "play" whose object is the noun a question asks for,
// said before it ("how many games did I play", "which board games have
// we played"); groups 1 and 2 the noun's last two words.
var playedAskedRE = lazyre.New(`\b` + askedNoun + `(?:([a-z]+)\s+)?([a-z]+)\s+` + doneByMe + `play(?:s|ed|ing)?\b`)

// gamePlayed reports whether what "play" has for object, after it or
// asked before it, is a game, as a thesaurus files it ("board games",
// "chess", "poker", "video games", "which games did I play"): played,
// not heard.
func gamePlayed(low string) bool {
	m := playObjectRE().FindStringSubmatch(low)
	if a := playedAskedRE().FindStringSubmatch(low); a != nil {
		m = []string{a[0], a[2], ""}
		if a[1] != "" {
			m = []string{a[0], a[1], a[2]}
		}
	}
	if m == nil {
		return false
	}
	th, err := thesaurus.Default()
	if err != nil {
		return false
	}
	game := func(w string) bool {
		if w == "game" || w == "games" || strings.HasSuffix(w, " game") || strings.HasSuffix(w, " games") {
			return true
		}
		return th.IsNoun(w) && th.Under(w, func(h string) bool { return h == "game" }, 5)
	}
	return m[2] != "" && game(m[1]+" "+m[2]) || game(m[1]) || m[2] != "" && game(m[2])
}

// runThingRE: "run" with its object, a thing one leads or manages when
// it is no race: counted before it ("how many meetings did I run", group
// 1 the object, 2 the verb; "how many" may be read already) or after it ("ran the team meeting", group 3
// the verb, 4 the object's words).
var runThingRE = lazyre.New(`(?:^|\bhow\s+many\s+|\|)\s*((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+)\s+(?:did|do|have|had|will)\s+(?:i|we)\s+(?:ever\s+|usually\s+)?(run|ran)\b|\b(run|runs|ran)\s+((?:the|a|an|my|our|this|that|these|those)\s+(?:[\p{L}-]+\s+){0,1}[\p{L}-]+)`)

// thingRunsRE: "run" said of a thing, the subject after the auxiliary a
// noun phrase begun by a determiner ("did the scheduled reboot run", "when
// does the backup run"), group 1 the verb.
var thingRunsRE = lazyre.New(`\b(?:did|does|do|will|would|has|have|had)\s+(?:the|this|that|these|those)\s+(?:[\p{L}'-]+\s+){1,4}?(run|runs|ran)\b`)

// beActiveRE: being active said of oneself ("was I more active", "my most
// active month", "how active was I", "did I stay active"): group 1 the
// word "active".
var beActiveRE = lazyre.New(`\b(?:more|most|less|least|how|was|were|been|be|being|stay|stayed|staying|keep|kept|keeping|physically|fairly|very|quite|really)\s+(active)\b`)

// activeMeasureRE: "active" naming a measure a fitness tracker keeps of
// the day ("active minutes", "active calories", "active energy"), not
// being active.
var activeMeasureRE = lazyre.New(`^\s*(?:minutes?|mins?|calories|cal|kcal|energy|hours?|time|zone)\b`)

// markedSources narrows srcs to those that record the fields of yes or no
// the question asks to hold ("my starred entries"): no other record can
// hold them, and everything retrieved together keeps a day note only as
// the happenings it tells, without the note's own marks, so the starred
// notes were lost and the answer was none.
func (p *parser) markedSources(srcs []string) []string {
	cat := p.env.Catalog()
	if cat == nil {
		return srcs
	}
	out := srcs
	for _, c := range p.f.Content {
		if len(c.Needs) != 1 || c.Needs[0].Type != qa.TypeBool || c.Expr != c.Needs[0].Name+" == true" {
			continue
		}
		var kept []string
		for _, s := range out {
			if src := cat.Source(s); src != nil && src.Field(c.Needs[0].Name) != nil {
				kept = append(kept, s)
			}
		}
		if len(kept) > 0 {
			out = kept
		}
	}
	return out
}

// amountOfMeasureRE: a bound, an amount, maybe its unit, and "of" the
// measure ("more than 100 m of elevation gain"); group 1 the side, 2 the
// amount, 3 the unit, 4 the measure's words (checked by the caller).
var amountOfMeasureRE = lazyre.New(`\b(` + boundSides + `)\s+(\d+(?:[.,]\d+)?)\s*([a-z/]+)?\s+of\s+(?:the\s+|my\s+)?([a-z]+(?:\s+[a-z]+)?)\b`)

// ownUnitAfter widens a bound's match m over the unit of the measure's
// own attribute written after it ("elevation gain over 100 m": the m of
// elevation_gain_m), which no measure's phrase names.
func (p *parser) ownUnitAfter(m []int, ms *measure) []int {
	unit, _ := qa.UnitOf(ms.Extract.Name)
	if unit == "" {
		return m
	}
	rest := p.t.low[m[1]:]
	i := 0
	for i < len(rest) && rest[i] == ' ' {
		i++
	}
	if !bytes.HasPrefix(rest[i:], []byte(unit)) {
		return m
	}
	if j := i + len(unit); j == len(rest) || !unicode.IsLetter(rune(rest[j])) {
		return []int{m[0], m[1] + j}
	}
	return m
}

// weakOnly reports whether stmt is made of words that say nothing of
// which events ("items", "things", "stuff") and has one.
func (p *parser) weakOnly(stmt string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	ws := strings.Fields(strings.ToLower(stmt))
	for _, w := range ws {
		if c := p.env.Lexicon.WordClass(rlex.Key(w)); c != rlex.WeakWord && c != rlex.Stop {
			return false
		}
	}
	return len(ws) > 0
}

// boundSources are the sources that hold every field the question's
// bounds on amounts need ("under $1": the price's), or nil.
func (p *parser) boundSources() []string {
	var out []string
	for _, c := range p.f.Content {
		if !strings.ContainsAny(c.Expr, "<>") || len(c.Needs) != 1 {
			return nil
		}
		srcs := p.sourcesOf(c.Needs[0].Name)
		if out == nil {
			out = srcs
		} else {
			out = slices.DeleteFunc(out, func(s string) bool { return !slices.Contains(srcs, s) })
		}
	}
	return out
}

// paidWhereRE: a relative clause whose verb of paying is followed by a
// bound on the amount ("orders where I paid more than $200", "items on
// which I spent over $50"); group 1 the verb. The bound read, what is
// right after the match is used.
var paidWhereRE = lazyre.New(`\b(?:where|which|that|(?:for|on)\s+which)[\s|]+(?:i|we)[\s|]+(paid|spent)\s+`)

// spentVerbRE: a verb of paying right before a bound ("spend over 200",
// "paid more than 50", "cost less than 20").
var spentVerbRE = lazyre.New(`\b(?:` + spendVerbs + `|` + payVerbs + `|cost|costs|costing)[\s|]*$`)

// spentBare reports whether a bound said with no currency is one of money
// all the same: right after a verb of paying, with no unit after it ("did I
// ever spend over 200 in one order"; "spend over 20 hours" is time).
func (p *parser) spentBare(m []int) bool {
	t := p.t
	if !spentVerbRE().Match(t.low[:m[0]]) {
		return false
	}
	next := strings.Fields(strings.ToLower(t.orig[t.off[m[1]]:]))
	if len(next) == 0 {
		return true
	}
	w := strings.Trim(next[0], "?.!,;:")
	if _, ok := p.lx.measures.phrases.lookup(w); ok {
		return false
	}
	if _, ok := p.lx.periods.lookup(strings.TrimSuffix(w, "s")); ok {
		return false // "spent more than 3 days in Kyoto"
	}
	if len(w) >= 5 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
		// "spend more than 3 nights in Lisbon", "5 evenings at the gym":
		// a plural after the number is what it counts (a currency's
		// plural is read above), no amount paid
		return false
	}
	return w != "times" && w != "time"
}

// filedUnderOnly returns the noun a which-, what- or how-many question
// asks of something done ("which books did I read") where the library
// holds it only as a lower-case value of a field of few values that no
// condition of the reading took (a Keep label "books"), with the fields
// that hold it: no record is one of the things asked, so a list or a
// count of the records that say the words would pass for them. A library
// with a journal tells what was done in its own words, where the search
// finds it: "" there, as for a noun nothing links.
func (p *parser) filedUnderOnly() (noun, where string) {
	if p.lk == nil || p.env == nil || p.env.Catalog() == nil || p.env.Catalog().Source(ingest.Journal) != nil || len(p.askedIn) > 0 {
		return "", ""
	}
	if a := p.f.Val; a != nil && a.ID != "title" {
		return "", ""
	}
	q := p.lk.q
	for _, s := range p.lk.soft {
		if p.taken(s) || len(s.Refs) == 0 {
			continue
		}
		if !p.askedOfDoing(s) {
			continue
		}
		var fields []string
		for _, r := range s.Refs {
			if fl := r.Source + " " + strings.ReplaceAll(r.Field, "_", " "); !slices.Contains(fields, fl) {
				fields = append(fields, fl)
			}
		}
		return q.Phrase(s.From, s.To), "a value of " + strings.Join(fields, ", ")
	}
	return "", ""
}
