package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/numword"
	"reqap/qa"
	"reqap/qa/qud/link"
	"reqap/qa/qud/timex"
)

// MaxQuestion is the longest question understood, in bytes; the rest is
// ignored (and noted).
const MaxQuestion = 400

// parser holds one question's understanding in progress.
type parser struct {
	lx  *lexicon
	env *link.Env
	// d reads the questions inside the question (nil inside one).
	d *Decomposer
	// lk is what linking to the library found (nil without a library).
	lk  *linked
	tre *timeREs
	are *answerREs
	t   *text
	f   *Frame

	// mention is what the question says is mentioned ("notes that
	// mention markdown"): text to search for (mentioned).
	// allEvents: "events" asked of a library without a calendar are
	// whatever it holds.
	allEvents    bool
	mention      string
	mentionAt    int // where the verb mentioning begins in t.low
	mentionSaved []byte

	// compare is set by "Mondays vs Tuesdays": counts per weekday.
	compare bool
	// asked is the key or value a "which/what/who X" asks for.
	asked *Quantity
	// askedWho, askedWhere, askedWhen note the bare interrogatives.
	askedWho, askedWhere, askedWhen bool
	negated                         bool      // the question's own clause is negated ("did I not run")
	noneAsked                       bool      // negated by "no" ("did I have no meetings"): none of them is asked
	race                            *activity // the sport of a race named by its distance ("my fastest 5k")
	dayWithout                      bool      // whether some day of the window went without the events
	without                         string    // the period dayWithout asks of when not a day: "week", "month"
	firstLast                       bool      // the time from the first of the events to the last
	perEach                         bool      // the period is said with each or every ("each month")
	listed                          bool      // asked in the imperative: "list", "show me"
	ratio                           bool      // "how many times more": the one amount over the other
	pctChange                       bool      // "the percentage change": the difference over the first amount
	amountAsked                     bool      // the extreme's own amount is asked ("the most I paid")
	mostWord                        string    // the participle after "most" ("liked")
	mostVerb                        string    // the verb before "the most" ("climbed the most meters")
	sidesWhole                      bool      // a comparison's sides are kinds of events of sources taken whole ("did I cycle further than I ran")
	counted                         *Quantity // countedField, once worked out for countedFor
	countedDone                     bool
	countedFor                      *activity
	unheld                          bool     // an activity is named whose sources the library lacks
	unheldTitle                     bool     // a work is named by a title the library does not hold ("episodes of Friends")
	taskSources                     []string // the sources of the checklists a question's tasks are read in
	fieldCount                      bool     // a number of what a field of the library counts is asked ("more than 3 coffees")
	sold                            bool     // the money asked was received for what was sold ("how much did I sell it for")
	times                           string   // a condition on how many times each thing happened ("> 50")
	ago                             string   // "how many weeks ago": the unit asked, "days" for "how long ago"
	streak                          bool     // "my longest running streak", "days in a row"
	// change is the sign of a measure's change asked ("how much weight
	// did I lose": -1, the first less the last; "gain": +1), or 0.
	change       int
	gap          bool      // "the longest gap between two runs"
	countWhether string    // "did I play at least 100 songs": ">= 100"
	universal    bool      // "have all my orders shipped": whether every one is
	firstSeen    bool      // "new artists", "discovered", "for the first time"
	boolSources  []string  // sources of the activity's kind a yes/no field adds ("cancelled")
	within       *Quantity // the period a which-noun is counted within ("in one day")
	// unit is a unit the question asks the answer in ("in minutes").
	unit *measure
	// meas is the measure named in the question ("km", "heart rate").
	meas *measure
	// avg, sum, count are the aggregate words found.
	avg, sum, count bool
	// extreme: the superlative found ("longest", "first"...).
	extreme string
	// most: "most"/"least"/"top" found (FormBest).
	most      bool
	countNoun string // the noun after "how many"
	refNames  map[string]int
	// howLong is set by "how long"; askedWhat by a bare what/which.
	howLong, askedWhat bool
	// distinct is set by "different", "distinct", "unique".
	distinct bool
	// withPerson is X of "X and I".
	withPerson string
	// conjWords are the words of "with both X and Y".
	conjWords string
	// mostAsked is the noun after "most played", "favourite", "top".
	mostAsked   *Key
	mostAskedAt [2]int
	// favourite is where "favourite" was read as "most", which a source
	// that marks its favourites reads as that mark instead.
	favourite *favourite
	// span is set by "how long was", "how many days was": the length of
	// one happening.
	span bool
	// stay is set when a trip is read as the time at its place: its
	// length is in days.
	stay bool
	// metDays: someone was met whom the library records as who was there
	// (metWhereRecorded); how often is the days we met
	metDays bool
	// took: how long something took from its start to its end ("how
	// long did it take me to finish Archer"), in days unless a unit is
	// asked
	took bool
	// nights: a stay asked in nights ("how many nights did I spend in
	// Lisbon"), a night fewer than its days
	nights bool
	// away are the sources recording the city of each day, when trips
	// are read as the days away from home (awayTrips).
	away []string
	// queryPrefix starts the RETRIEVE query ("start date at X" → "I
	// started working at X").
	queryPrefix string
	// startEnd is set by "(start and end date)".
	startEnd bool
	// yesno is set by a question that asks whether ("Did I …?").
	yesno bool
	// versus is set by words that weigh two things ("more … than", "… or
	// …"); diff by "how many more" (+1) or "how much less" (-1).
	versus bool
	diff   int
	// nthN is the ordinal of "the second X" (0 when none).
	nthN int
	// rankAsked: the question asks the place of a thing in a ranking
	// ("where does Mac Miller rank among my artists").
	rankAsked bool
	// pct is set by "what percentage of".
	pct bool
	// askedIn are the sources holding the library field the question
	// asks for ("which book": the sources with a book field).
	askedIn []string
	// valueConds are the indexes in Frame.Content of the names linked to
	// the library, in question order.
	valueConds []int
	// spans are the time expressions (package timex), found once.
	spans []timex.Span
}

var (
	reCache = map[*lexicon]*struct {
		t *timeREs
		a *answerREs
	}{}
	reMu sync.Mutex
)

// res returns the expressions built from lx, once.
func res(lx *lexicon) (*timeREs, *answerREs) {
	reMu.Lock()
	defer reMu.Unlock()
	if r, ok := reCache[lx]; ok {
		return r.t, r.a
	}
	r := &struct {
		t *timeREs
		a *answerREs
	}{buildTimeREs(lx), buildAnswerREs(lx)}
	reCache[lx] = r
	return r.t, r.a
}

// understand runs the recognisers over question, in order.
func (d *Decomposer) understand(question string) *Frame {
	if d.env != nil && d.env.Catalog() == nil {
		// The library's catalog could not be read: the question is read
		// with the lexicons alone, as without a library.
		plain := *d
		plain.env = nil
		d = &plain
	}
	q := strings.TrimSpace(question)
	f := &Frame{Question: q}
	if x, said := d.expandShorthand(q); len(said) > 0 {
		// "music hrs per mo", "avg hr on runs": shorthand read by the
		// words around it and what the library holds
		q, f.Question = x, x
		f.Corrected = append(f.Corrected, said...)
		defer func() { f.Question = strings.TrimSpace(question) }()
	}
	if x, said := d.lx.expandAbbreviations(q); len(said) > 0 {
		// "avg hrs of music per wk": read as the words the abbreviations
		// stand for, said as read; the question is shown as asked
		q, f.Question = x, x
		f.Corrected = append(f.Corrected, said...)
		defer func() { f.Question = strings.TrimSpace(question) }()
	}
	tre, are := res(d.lx)
	first := q
	if len(first) > MaxQuestion {
		// Nobody asks in more words; the recognisers are not meant for
		// documents (some are quadratic in the number of clauses).
		cut := MaxQuestion
		for cut > 0 && !utf8.RuneStart(first[cut]) {
			cut--
		}
		first = first[:cut]
		f.Notes = append(f.Notes, fmt.Sprintf("only the first %d bytes were understood", MaxQuestion))
	}
	if end := sentenceEnd(q); end >= 0 {
		// "What did I do in Barcelona? List the sights.": the first
		// sentence is the question.
		first = q[:end]
		f.Notes = append(f.Notes, "only the first sentence was understood")
	}
	if cut, second := secondQuestion(first); cut >= 0 {
		// "What was my top song in May and who sang it?": two questions;
		// the first is answered and the answer says the second was not.
		first = first[:cut]
		f.Notes = append(f.Notes, fmt.Sprintf("this asks two things: only the first was answered; ask %q on its own", second))
	}
	first = regularised(first, d.lx.past)
	first = d.correct(first, f)
	first, created := d.accountAsked(first)
	first = d.ratingAsked(first)
	first = d.billAsked(first)
	// The recognisers that read the question as said read it as asked
	// plainly: "any idea how much X I listened to" from its question word
	// on, "how many times more did I spend" as "how much more" (weighed
	// as a ratio), "how many time I" as the times; the question is
	// shown as it was asked.
	reading := q
	if m := politeRE().FindStringIndex(first); m != nil && m[1] < len(first) && strings.HasPrefix(q, first[:m[1]]) {
		reading = q[m[1]:]
	}
	ratio := ratioRE().MatchString(reading)
	reading = ratioRE().ReplaceAllString(reading, "how much more")
	reading = regularised(manyTime(reading), d.lx.past)
	reading = mostPartRE().ReplaceAllString(reading, "most of")
	reading = wordOrder(whichWith(superlatives(reading)))
	if reading != q {
		f.Question = reading
		defer func() { f.Question = q }()
	}
	var sub *Decomposer
	if !d.nested {
		sub = d
	}
	p := &parser{lx: d.lx, env: d.env, d: sub, tre: tre, are: are, t: newText(restate(expandContractions(spokenYears(trimEnd(first))), tre.tx)), f: f, refNames: map[string]int{}, ratio: ratio, pctChange: pctChangeRE().MatchString(first)}
	if trendlessRE().MatchString(first) || lateMoreRE().MatchString(first) && lateMoreFullRE().MatchString(first) {
		f.Notes = append(f.Notes, trendNote) // as trends reads it
	}
	if changeRankRE().MatchString(first) && changeAskRE().MatchString(first) {
		f.Notes = append(f.Notes, changeRankNote)
	}
	if m := trendRE().FindStringSubmatch(first); m != nil && strings.Contains(strings.ToLower(m[2]), " or ") {
		_, names := trendOf(m[2])
		f.Trend = [2]string{names[1], names[0]} // the first larger: a fall
	}
	if created && p.holdsValue([]string{ingest.Account}, "fact", ingest.Account) {
		// the account's own record, not the follows and searches kept
		// beside it
		f.Content = append(f.Content, Cond{Expr: `fact == "account"`, Needs: []attrSpec{{Name: "fact", Type: qa.TypeText}}, Words: "account"})
	}
	p.ratingScore()
	p.readTimes()
	p.readFirstSeen()
	p.boundsAfter()
	p.forms()
	p.share()
	p.nth()
	p.rankAsk()
	p.subQuestion()
	p.anchorWindows()
	p.betweenHappenings()
	p.temporal()
	p.anchors()
	p.mentioned()
	p.wordsInField()
	p.linkLibrary()
	p.excludedKinds()
	p.linksTo()
	p.people()
	p.thresholds()
	p.measures()
	p.amountReached()
	p.measureVerb()
	p.answerWords()
	p.askedFor()
	p.negationWords()
	p.goalMet()
	p.atHome()
	p.keyHeld()
	p.activity()
	p.favouriteMarked()
	p.markUnrecorded()
	p.applyLinks()
	p.choreDone()
	p.quotedText()
	p.boolFields()
	p.listFields()
	p.locatedRecords()
	p.writtenIn()
	p.lackedText()
	p.exclusion()
	p.others()
	p.resolve()
	p.bothDays()
	p.whenField()
	p.reasonSaid()
	p.metOnDays()
	p.ordersCounted()
	p.firstSeenForm()
	p.whichAsAmount()
	p.timesUnused()
	p.since()
	p.negation()
	p.everyPeriod()
	p.groupElements()
	p.dayTotal()
	p.f.Unlinked = p.unlinked()
	p.query(p.f.act)
	p.doingWhole()
	p.thingsBought()
	if p.taskSources != nil {
		// the checklists are read wherever they are kept, whatever the
		// question's other words
		f.Query, f.Subject, f.Sources = "everything", "my checklists", p.taskSources
	}
	if p.sidesWhole && f.Form == FormCompare {
		f.Query, f.Subject = "everything", "my "+f.Sides[0].Label+" and "+f.Sides[1].Label
	}
	p.dayLength()
	p.dayMeasure()
	p.oneOfSeries()
	p.pastBound()
	p.currency()
	p.unrecordedMeasure()
	p.unrecordedCompanions()
	p.daysApart(first)
	p.keepUnheldNames()
	if f.Query == "anything" && len(f.Sources) == 0 && p.env != nil && p.env.Catalog() != nil {
		for _, s := range p.env.Catalog().Sources {
			f.Library = append(f.Library, s.Name)
		}
		slices.Sort(f.Library)
	}
	return f
}

// secondQuestionRE is a second question joined to a first by "and": a
// question word after it (group 1: "who sang it", ", and when did I
// start"); firstQuestionRE says the first part is a question of its own.
var (
	secondQuestionRE = lazyre.New(`(?i),?\s+and\s+((?:how\s+(?:many|much|long|often|far)|who|when|what|which|where|why|did\s+(?:i|we|you)|was\s+(?:it|that|i)|were\s+(?:they|we))\b.*)$`)
	firstQuestionRE  = lazyre.New(`(?i)^\s*(?:how|who|whom|whose|when|what|what's|which|where|why|did|do|does|was|were|is|are|have|has)\b`)
)

// secondQuestion returns where a second question joined to the first
// begins, and its words, or -1.
func secondQuestion(q string) (int, string) {
	m := secondQuestionRE().FindStringSubmatchIndex(q)
	if m == nil || !firstQuestionRE().MatchString(q[:m[0]]) {
		return -1, ""
	}
	return m[0], strings.TrimSpace(q[m[2]:m[3]])
}

var (
	trailingRE    = lazyre.New(`[\s?!.]+$`)
	sentenceEndRE = lazyre.New(`[?!]\s+|\.\s+[A-Z]`)
	// abbrevRE: a short capitalised word or an initial before a full stop
	// ("St. Joseph", "Dr. Nagy", "J. Smith") does not end a sentence.
	abbrevRE = lazyre.New(`(?:^|[\s(])(?:[A-Z][a-z]{0,2}|[A-Z])$`)
)

// sentenceEnd returns where the question's first sentence ends when
// another follows, or -1.
func sentenceEnd(q string) int {
	for _, loc := range sentenceEndRE().FindAllStringIndex(q, -1) {
		if loc[1] >= len(q) {
			return -1
		}
		if q[loc[0]] == '.' && abbrevRE().MatchString(q[:loc[0]]) || enclosed(q[:loc[0]]) {
			continue
		}
		return loc[0]
	}
	return -1
}

// enclosed reports whether the end of s is inside quotes or brackets
// ("\"Remember With Me (feat. Neon Parish)\"": no sentence ends there).
func enclosed(s string) bool {
	depth, quoted := 0, false
	for _, r := range s {
		switch r {
		case '(', '[':
			depth++
		case ')', ']':
			depth = max(0, depth-1)
		case '"', '“', '”':
			quoted = !quoted
		}
	}
	return depth > 0 || quoted
}

// trailingAverageRE: keywords ending in "average" (group 1: the rest).
var trailingAverageRE = lazyre.New(`(?i)^\s*(.*\S)\s+(?:on\s+)?average\s*[?.!]*\s*$`)

// whWordRE: a question word.
var whWordRE = lazyre.New(`(?i)^(?:what|who|where|when|how|why)$`)

var contractionRE = lazyre.New(`(?i)\b(what|who|where|when|how|that|it|there|which)['’]s\b|\b(?:i|we|you|they)['’](ve|re|m|ll|d)\b|\b(?:what|who|where|when|how|why)['’]d\b`)

// expandContractions writes "what's" as "what is", "didn't" as "did not";
// possessives ("mum's") stay.
// spokenYears writes the years said in words as digits: a year in two
// halves ("twenty twenty-four", "nineteen ninety-nine") anywhere, and a
// number of thousands that is a year ("two thousand and twenty") after a
// word that leads to a date ("in", "since", a month's name).
func spokenYears(s string) string {
	ms := numword.Find(s)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		v := m.Value
		if m.Ordinal || m.Fraction || m.Times || v != float64(int(v)) || v < 1900 || v > 2099 {
			continue
		}
		if !m.Year && !yearLeadRE().MatchString(s[:m.Start]) {
			continue
		}
		s = s[:m.Start] + strconv.Itoa(int(v)) + s[m.End:]
	}
	return s
}

// yearLeadRE: the words before a year ("in", "since", "of", a month, a
// holiday's "day" or "eve").
var yearLeadRE = lazyre.New(`(?i)\b(?:in|of|since|during|from|until|till|before|after|between|and|to|for|year|january|february|march|april|may|june|july|august|september|october|november|december|day|eve)\s+$`)

func expandContractions(s string) string {
	// Typed without the apostrophe: "whats", "didnt".
	s = bareWhRE().ReplaceAllString(s, "$1 is")
	// A negation typed without its apostrophe is the negation typed
	// with it ("didnt i run" asks as "didn't I run" does).
	s = bareNotRE().ReplaceAllString(s, "${1}n't")
	s = bareIRE().ReplaceAllStringFunc(s, func(m string) string {
		return m[:1] + map[string]string{"ve": " have", "m": " am"}[strings.ToLower(m[1:])]
	})
	s = thingNotRE().ReplaceAllStringFunc(s, func(m string) string {
		// "orders haven't shipped": what is not so of things ("not
		// shipped", which a value may say) rather than what I did not do
		// ("I haven't run", "didn't I run" stay for negatedRE).
		sm := thingNotRE().FindStringSubmatch(m)
		if personRE().MatchString(sm[1]) || personRE().MatchString(sm[3]) || fold.Capitalised(sm[2]) {
			return m // a capital begins a title: "Don't Burn"
		}
		return sm[1] + " " + sm[2] + " not " + sm[3]
	})
	return contractionRE().ReplaceAllStringFunc(s, func(m string) string {
		l := strings.ToLower(strings.ReplaceAll(m, "’", "'"))
		switch {
		case strings.HasSuffix(l, "'s"):
			return m[:len(m)-len("'s")-boolInt(strings.Contains(m, "’"))*2] + " is"
		}
		i := strings.IndexAny(m, "'’")
		suffix := strings.TrimLeft(strings.ToLower(m[i:]), "'’")
		if suffix == "d" && whWordRE().MatchString(m[:i]) {
			return m[:i] + " did" // "who'd I listen to more": who did
		}
		return m[:i] + " " + map[string]string{"ve": "have", "re": "are", "m": "am", "ll": "will", "d": "would"}[suffix]
	})
}

var (
	bareWhRE  = lazyre.New(`(?i)\b(what|where|when|who|how)s\b`)
	bareNotRE = lazyre.New(`(?i)\b(did|do|does|was|were|is|are|have|has|had)nt\b`)
	// bareIRE: "ive", "im" typed for "I've", "I'm".
	bareIRE = lazyre.New(`\b[iI](?:ve|m)\b`)
	// thingNotRE: a negated auxiliary between two words ("orders
	// haven't shipped").
	thingNotRE = lazyre.New(`(?i)\b([\p{L}]+)\s+(did|do|does|was|were|is|are|have|has|had)n['’]t\s+([\p{L}]+)`)
	personRE   = lazyre.New(`(?i)^(?:i|we|you|they|he|she)$`)
)

// calledRE: "what was X called" asks for X's name.
var calledRE = lazyre.New(`(?i)^(\s*(?:what|which)\s+(?:is|was|are|were))\s+(.+?)\s+(?:called|named|titled|entitled)$`)

// callRE: "what did I call X" asks what I named X.
var callRE = lazyre.New(`(?i)^(\s*what\s+did\s+(?:i|we))\s+(?:call|title)\b`)

// tagRE: a tag after a statement or a question, asking it be confirmed
// ("…, right?", "… isn't it").
var tagRE = lazyre.New(`(?i)\s*,?\s+(?:right|correct|true|yes|no|isn['’]?t\s+it|wasn['’]?t\s+it|weren['’]?t\s+they|aren['’]?t\s+they|didn['’]?t\s+i|innit)\s*[?.!]*\s*$`)

// isItTrueRE: a statement asked about as a whole ("is it true that I
// listened to X more than Y", "am I right that …"): whether it is so,
// as the statement with a tag asks (group 1).
var isItTrueRE = lazyre.New(`(?i)^\s*(?:is\s+it\s+(?:true|correct|right|the\s+case)|was\s+it\s+(?:true|the\s+case)|am\s+i\s+right|am\s+i\s+correct)\s+(?:(?:in\s+thinking\s+)?that\s+)?((?:i|we)\b.+?)\s*[?.!]*\s*$`)

// iStatementRE: a statement of what I or we did ("I listened to X more
// than Y"): the subject (group 1), its verb (2) and the rest (3).
var iStatementRE = lazyre.New(`(?i)^\s*(i|we)\s+(\pL+)\b(.*)$`)

// whoThePersonRE: "who is the person who wrote me most": who wrote me
// most (the person, the one, the contact that did it).
// modalRE: the verbs of a statement that is not one of doing.
var modalRE = lazyre.New(`(?i)^(?:can|could|will|would|shall|should|may|might|must|was|were|am|is|are)$`)

var whoThePersonRE = lazyre.New(`(?i)^(\s*)who\s+(?:is|was|'s)\s+the\s+(?:person|one|contact|people|guy|sender)\s+(?:who|that|which)\s+`)

// beStatementRE: a statement with "be": its subject (group 1), the verb
// (2) and what is said of the subject (3).
var beStatementRE = lazyre.New(`(?i)^\s*(.+?)\s+(was|is|were|are)\s+(.+)$`)

// politeRE: the words that wrap a question in a request ("could you tell
// me when …", "I'd like to know …"): the question is what follows. As a
// second language says them too: "could you tell how many" (the person
// told left out), "please say me" (say with the object of tell), "I want
// know".
var politeRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:(?:show|let)\s+me(?:\s+know)?|(?:tell|say)(?:\s+(?:to\s+)?me)?(?:\s+know)?)|say\s+(?:to\s+)?me|tell\s+to\s+me|(?:i'?d|i\s+would)\s+like\s+(?:to\s+)?(?:know|ask)|i\s+(?:want|wish)\s+(?:to\s+)?(?:know|ask)|do\s+you\s+know|(?:do\s+you\s+have\s+)?any\s+idea|(?:just\s+)?wondering|i\s+(?:was\s+|am\s+|(?:have\s+)?been\s+)?wonder(?:ed|ing)?|i['’]?m\s+(?:just\s+)?wondering|i['’]?m\s+curious|i\s+(?:am|was)\s+curious)\s+(?:please\s+)?(?:,\s*)?`)

// askToRE: a request put as a question ("can you list the songs …",
// "could you find …") or as a wish to see ("I want to see …", "I'd like to
// see …"): the request is the imperative that follows.
var askToRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?((?:list|show|find|give|name|count|display|get|pull\s+up)\b)|(?:i\s+(?:want|wish|need)|i'?d\s+like|i\s+would\s+like|let\s+me)\s+(?:to\s+)?(see|view)\b)`)

// takePlaceRE: the idiom "take place", said as "happen" (takePlaceAs).
var takePlaceRE = lazyre.New(`(?i)\b(?:take|takes|took|taken|taking)\s+place\b`)

// heldRE: an event "held", which is said of when or where it is: the be
// verb and what follows it stay (group 1), "where was the Daily Sync held"
// asks where it was.
// aboutRE: a relative clause of what a text is about, after the plural
// noun of the texts ("notes which talk about", "emails that refer to");
// what a text mentions is its words (mentioned).
var aboutRE = lazyre.New(`(?i)\b(posts|notes|emails|mails|messages|tweets|entries|texts|comments|chats|letters)\s+(?:that\s+|which\s+)?(?:talk(?:s|ed)?\s+about|refer(?:s|red)?\s+to|deal(?:s|t)?\s+with)\b`)

var heldRE = lazyre.New(`(?i)(\b(?:is|are|was|were|be|been|being)\b(?:\s+[\p{L}\d'’#.:-]+){0,6}?)\s+held\b`)

// haveToRE: an obligation after the subject ("do I have to", "did we
// need to"); the question is of the verb after it.
// manyTimeRE: "how many time I ordered", many with time in the
// singular before its clause: the times.
var manyTimeRE = lazyre.New(`(?i)\b(how\s+many\s+time)(\s+(?:i|we|did|do|does|have|has|had|was|were)\b|\s*\?*\s*$)`)

// As a second language says them (restate):
//
// muchTimeAgoRE: "how much time ago", the time since said as an amount
// of it, is how long ago.
var muchTimeAgoRE = lazyre.New(`(?i)\bhow\s+much\s+(?:time\s+)?ago\b`)

// passTimeRE: time passed doing a thing ("how many hours I passed
// listening to music"), to pass time as a dictionary has it: the time
// spent doing it.
var passTimeRE = lazyre.New(`(?i)\b(?:pass|passes|passed|passing)\s+(\p{L}{2,}ing)\b`)

// actualNowRE: "the actual month", actual for current (a false friend of
// aktuell, actual, actuel): this month.
var actualNowRE = lazyre.New(`(?i)\b(?:the\s+|my\s+)?(?:actual|current)\s+(day|week|month|quarter|year)\b`)

// theYearRE: a year said with the article ("in the 2020"): the year,
// when no noun follows it ("the 2020 election" is a thing of it).
var theYearRE = lazyre.New(`(?i)\bthe\s+((?:19|20)\d\d)(\s*(?:[?.!,;]|$)|\s+(?:and|or|to|than|vs|versus|until|till|compared)\b)`)

// wordOrderRE: a question word followed by the subject and then its
// auxiliary ("what I have done", "until when I was in Lisbon"), the
// order of an embedded question asked as a question: the auxiliary goes
// before the subject. Have is a verb of its own before an object ("what
// I had for dinner"), do always may be ("what I did"): they stay.
var wordOrderRE = lazyre.New(`(?i)^(\s*(?:(?:in|on|at|during|for|from|with|to|by)\s+)?(?:what|which|who|whom|where|when|why|how\s+(?:many|much|long|often|far)|with\s+whom?|to\s+whom?|since\s+when|(?:until|till|til)\s+when)((?:\s+[\p{L}\d'’-]+){0,6}?))\s+(i|we)\s+(\p{L}+)(?:\s+(\S+))?`)

// regularised reads the past of an irregular verb formed as a regular
// one ("costed", "buyed", "runned"), as a learner of English forms it,
// as the past it is (cost, bought, ran); the verbs are the lexicon's
// irregular ones (verbs.tsv). A form that is a word of its own ("seed",
// "singed", "leaded", "putted", "ringed") is that word.
func regularised(s string, past map[string]string) string {
	if !strings.Contains(strings.ToLower(s), "ed") {
		return s
	}
	return regularisedWordRE().ReplaceAllStringFunc(s, func(w string) string {
		lw := strings.ToLower(w)
		if !strings.HasSuffix(lw, "ed") || len(lw) < 5 || ownWordED[lw] {
			return w
		}
		stem := lw[:len(lw)-2]
		cands := []string{stem, stem + "e"}
		if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
			cands = append(cands, stem[:n-1]) // "runned", "swimmed"
		}
		for _, c := range cands {
			if pt, ok := past[c]; ok && pt != lw && !regularPast(pt) {
				return pt
			}
		}
		return w
	})
}

var regularisedWordRE = lazyre.New(`\p{L}+`)

var ownWordED = map[string]bool{"seed": true, "singed": true, "leaded": true, "putted": true, "ringed": true, "lighted": true, "hanged": true, "betted": true}

// whichWith asks "which is the X with the Y" as "which X has the Y"
// (whichWithRE).
func whichWith(s string) string {
	return whichWithRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := whichWithRE().FindStringSubmatch(m)
		return sm[1] + sm[2] + " " + sm[4] + " " + hasOfBe[strings.ToLower(sm[3])] + " the "
	})
}

// superlatives reads "my most long run" and, in a question of which
// with nothing compared, "my more fast run" as the superlative.
func superlatives(s string) string {
	if askWhichRE().MatchString(s) && !comparedRE().MatchString(s) {
		// "which was my more fast run": more where most is meant, as
		// below, before the adjective
		s = moreAdjRE().ReplaceAllString(s, "$1 most $2")
	}
	s = mostAdjRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := mostAdjRE().FindStringSubmatch(m)
		if next := strings.TrimSpace(sm[3]); len(next) > 3 && strings.HasSuffix(next, "s") && !strings.HasSuffix(next, "ss") {
			return m
		}
		return sm[1] + " " + superlativeOf[strings.ToLower(sm[2])] + sm[3]
	})
	return s
}

// wordOrder puts the auxiliary of a question asked in the order of a
// statement before its subject (wordOrderRE).
func wordOrder(s string) string {
	if m := wordOrderRE().FindStringSubmatchIndex(s); m != nil && !notNounPhraseRE().MatchString(s[m[4]:m[5]]) {
		// "what I have done", "until when I was in Lisbon": the
		// auxiliary goes before the subject; "which day of the week I
		// listened most", with none, takes did before it (the verb keeps
		// its tense: the recognisers read either), as the inverted
		// question has it; have with an object takes do
		subj, verb := s[m[6]:m[7]], s[m[8]:m[9]]
		next := ""
		if m[10] >= 0 {
			next = s[m[10]:m[11]]
		}
		lv := strings.ToLower(verb)
		switch {
		case lv == "do" || lv == "did" || lv == "does":
			// "what I did on Monday": do is the verb
			s = s[:m[3]] + " " + verb + " " + subj + " do" + s[m[9]:]
		case strings.HasPrefix(lv, "ha") && haveObjectRE().MatchString(next):
			s = s[:m[3]] + " do " + subj + s[m[7]:]
		case subjAuxRE().MatchString(lv):
			s = s[:m[3]] + " " + verb + " " + subj + s[m[9]:]
		default:
			s = s[:m[3]] + " did " + subj + s[m[7]:]
		}
	}
	return s
}

// notNounPhraseRE: the words that, between the question word and the
// subject, make a clause of their own ("which is the song I …", "what
// was the day I …", "how many kilometres since I joined"), not the noun
// phrase of what is asked.
var notNounPhraseRE = lazyre.New(`(?i)\b(?:am|is|are|was|were|be|been|do|does|did|have|has|had|will|would|can|could|shall|should|may|might|must|i|we|you|that|which|who|whom|if|whether|than|and|or|'s|not|never|since|after|before|when|while|until|till|because|as|once|where|\p{L}+n['’]t)\b`)

// subjAuxRE: the auxiliaries that go before the subject in a question.
var subjAuxRE = lazyre.New(`(?i)^(?:am|was|were|will|would|can|could|have|has|had|do|does|did|is|are)$`)

// haveObjectRE: the words after have that make it the verb of having,
// not the auxiliary of a participle.
var haveObjectRE = lazyre.New(`(?i)^(?:a|an|the|my|our|some|any|no|for|to|in|on|at|with|lunch|dinner|breakfast|\d.*)$`)

// untilWhenRE: "until when was I in Lisbon": when the doing ended, the
// last time it was so.
var untilWhenRE = lazyre.New(`(?i)^\s*(?:until|till|til|up\s+to)\s+when\s+((?:(?:was|were|am|is|are|did|do|does|have|has|had)\s+)?(?:i|we))\s+`)

// manyTimeSpentRE: "how many time I spent on yoga", many with time in
// the singular before a verb that spends or takes time: how much time.
var manyTimeSpentRE = lazyre.New(`(?i)\bhow\s+many\s+time(\s+(?:(?:did|do|does|have|had)\s+)?(?:i|we)\s+(?:have\s+|had\s+)?(?:spend|spent|spending|pass|passed|need|needed|took|take|invest|invested|lost|waste|wasted)\b)`)

// manyTime reads "how many time": the time spent before a verb of
// spending it, else the times.
func manyTime(s string) string {
	s = manyTimeSpentRE().ReplaceAllString(s, "how much time$1")
	return manyTimeRE().ReplaceAllString(s, "${1}s$2")
}

// mostAdjRE: "my most long run", most said before an adjective that
// compares by its ending (the ones of one syllable, and busy, early,
// heavy): the superlative, as "the longest". A plural after it ("the
// most long runs") counts them and stays.
var mostAdjRE = lazyre.New(`(?i)\b(my|the|was|is|were|are|be)\s+most\s+(long|short|big|small|high|low|cheap|fast|slow|old|new|late|early|busy|hard|heavy|light|far|near|quick|great|large|few)\b(\s+\p{L}+)?`)

// moreAdjRE: more before such an adjective, after my or the.
var moreAdjRE = lazyre.New(`(?i)\b(my|the)\s+more\s+(long|short|big|small|high|low|cheap|fast|slow|old|new|late|early|busy|hard|heavy|light|far|near|quick|great|large|few)\b`)

var superlativeOf = map[string]string{"long": "longest", "short": "shortest", "big": "biggest", "small": "smallest", "high": "highest", "low": "lowest", "cheap": "cheapest", "fast": "fastest", "slow": "slowest", "old": "oldest", "new": "newest", "late": "latest", "early": "earliest", "busy": "busiest", "hard": "hardest", "heavy": "heaviest", "light": "lightest", "far": "farthest", "near": "nearest", "quick": "quickest", "great": "greatest", "large": "largest", "few": "fewest"}

// askWhichRE, moreForMostRE: a question of which (what, when, who) with more where a
// superlative is meant ("which artist I listen more", "at what hour I
// listen more music": más, plus, mehr say both); comparedRE says what
// makes it a comparison of two (than, or, versus), where more stays.
var (
	askWhichRE    = lazyre.New(`(?i)^\s*(?:(?:in|on|at|during|for|from|with|to|by)\s+)?(?:which|what|when|who|whom|where)\b`)
	moreForMostRE = lazyre.New(`(?i)(^|[^\p{L}])(any|no|once|even|much|far|one|some|little|a\s+bit|the)?(\s*)\bmore\b`)
	comparedRE    = lazyre.New(`(?i)\b(?:than|or|vs\.?|versus|compared|comparison|either|between)\b`)
)

// sinceHowLongRE: "since how much time I go climbing", "from when I
// use Spotify": the time since it began (desde hace cuánto, depuis
// combien de temps, ab wann), asked as since when.
var sinceHowLongRE = lazyre.New(`(?i)^\s*(?:since\s+how\s+(?:much\s+time|long)|from\s+when)\s+`)

// momentOfDayRE: "in which moment of the day", the part of the day said
// as a moment: at what time of day.
var momentOfDayRE = lazyre.New(`(?i)\b(?:in|at|on|during)\s+(which|what)\s+moments?\s+of\s+(?:the\s+)?day\b`)

// wholeYearRE: "in the whole 2025", a year said whole: the year.
var wholeYearRE = lazyre.New(`(?i)\b(?:(?:in|during)\s+)?(?:the\s+(?:whole|entire|complete)|all(?:\s+of)?(?:\s+the)?)\s+((?:19|20)\d\d)\b`)

// outOfHomeRE: eating "out of home" is eating out.
var outOfHomeRE = lazyre.New(`(?i)\bout\s+of\s+(?:the\s+)?(?:home|house)\b`)

// beforeTheLastRE: "the week before the last" is the week before last.
var beforeTheLastRE = lazyre.New(`(?i)\b(day|week|weekend|month|year|quarter)\s+before\s+the\s+last\b`)

// howCalledRE: "how is called the place where I run most" (cómo se
// llama, wie heißt): what its name is.
var howCalledRE = lazyre.New(`(?i)^\s*how\s+(is|was|are|were)\s+called\s+`)

// untilNowRE: "until now", "up to now": so far.
var untilNowRE = lazyre.New(`(?i)\b(?:until|till|up\s+(?:to|until))\s+(?:now|today)\b`)

// checkIfRE: a request to check whether a thing is so ("can you check
// if I ran on Monday", control for check as a second language has it):
// whether it is so.
var checkIfRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:check|control|verify|find\s+out|see)\s+(?:please\s+)?(if|whether)\s+`)

// whetherRE: an embedded yes-or-no question left on its own ("whether I
// ran on Monday"): the subject (group 1), its verb (2), the rest (3).
var whetherRE = lazyre.New(`(?i)^\s*(?:if|whether)\s+(i|we)\s+(\pL+)\b(.*)$`)

// goToDoRE: "go to climb", go with the infinitive of a sport or pastime
// where English says go with its -ing form ("go climbing").
var goToDoRE = lazyre.New(`(?i)\b(go|goes|went|going|gone)\s+(?:to\s+)?(?:make\s+|do\s+)?((?-i:climb|boulder|swim|run|jog|hike|cycle|bike|ski|dance|shop|bowl|walk|surf|skate|fish|sail|row|box|camp|hunt|skydive|kayak|canoe|golf|ride))\b(\s+(?:a|an|the|my)\b)?`)

var goingForm = map[string]string{"climb": "climbing", "boulder": "bouldering", "swim": "swimming", "run": "running", "jog": "jogging", "hike": "hiking", "cycle": "cycling", "bike": "biking", "ski": "skiing", "dance": "dancing", "shop": "shopping", "bowl": "bowling", "walk": "walking", "surf": "surfing", "skate": "skating", "fish": "fishing", "sail": "sailing", "row": "rowing", "box": "boxing", "camp": "camping", "hunt": "hunting", "skydive": "skydiving", "kayak": "kayaking", "canoe": "canoeing", "golf": "golfing", "ride": "riding"}

// inHolidayRE: "in holiday", "in vacation": on holiday.
var inHolidayRE = lazyre.New(`(?i)\bin\s+(holidays?|vacations?)\b`)

// mostPartRE: "the most part of the days", "in the most of the
// evenings": most of them.
var mostPartRE = lazyre.New(`(?i)\bthe\s+most\s+(?:part\s+)?of\b`)

// inAverageRE: "in average", "in the average": on average.
var inAverageRE = lazyre.New(`(?i)\bin\s+(?:the\s+)?average\b`)

// mostDaysRE: what was had "on most days", "in the majority of days", in
// a question of what: what was had most often, the usual.
var (
	mostDaysRE  = lazyre.New(`(?i)\b(?:on|in|for|during)\s+(?:the\s+)?(?:most|majority)\s+(?:of\s+)?(?:the\s+)?(?:days|mornings|evenings|nights|weeks|times)\b`)
	whatAskedRE = lazyre.New(`(?i)^\s*(?:what|which|where|who|with\s+whom?)\b`)
)

// whatFirstDayRE: "what was the first day I went swimming": when I first
// did, the date asked (not what happened on it).
var whatFirstDayRE = lazyre.New(`(?i)^(\s*)(?:what|which)\s+(?:was|is|were)\s+the\s+((?:very\s+)?(?:first|last))\s+(?:day|date)\s+(?:that\s+|when\s+|where\s+|on\s+which\s+|in\s+which\s+)?(i|we)\s+`)

// notSinceRE: the time since a thing was last done, said by its not
// being done since ("since how many days I don't run", "how long is it
// that I don't go swimming": da quanti giorni non corro, depuis combien
// de temps je ne nage pas): how long ago it was last done. Groups: the
// unit (1 or 2), the subject (3), what follows the negation (4).
var notSinceRE = lazyre.New(`(?i)^\s*(?:since\s+how\s+(long|many\s+(?:days|weeks|months|years))|how\s+(long|many\s+(?:days|weeks|months|years))\s+(?:is\s+it\s+|it\s+is\s+|is\s+|has\s+it\s+been\s+|it\s+has\s+been\s+)?(?:that\s+|since\s+)?)\s*(?:(?:do|have|did)\s+)?(i|we)\s+(?:do\s+not|did\s+not|have\s+not|don'?t|didn'?t|haven'?t)\s+(.+)$`)

// howLongAmRE: "how long I am using Spotify", the present for the
// present perfect: how long have I been using it.
var howLongAmRE = lazyre.New(`(?i)^\s*how\s+long\s+(?:(?:am|are)\s+(i|we)|(i|we)\s+(?:am|are))\s+(\p{L}{2,}ing)\b`)

// toWhomRE: "to whom did I write the most": the preposition said first
// goes after the verb it belongs to, where the activity's phrases have it
// ("who did I write to the most").
var toWhomRE = lazyre.New(`(?i)^\s*to\s+whom?\s+(did|do|does|have|has|had)\s+(i|we)\s+(\p{L}+)\b`)

// whichWithRE: "which is the mail with the longest subject": which mail
// has it (the thing asked is the noun, what it has its measure).
var whichWithRE = lazyre.New(`(?i)^(\s*)(which|what)\s+(is|was|are|were)\s+the\s+(\p{L}[\p{L}-]*)\s+with\s+the\s+`)

var hasOfBe = map[string]string{"is": "has", "was": "had", "are": "have", "were": "had"}

// afterThatRE: "after that I came back", the conjunction said with that
// (après que, después de que, nachdem): after I came back.
var afterThatRE = lazyre.New(`(?i)\b(after|before|since|until|till)\s+that\s+(i|we)\b`)

// objectNextRE: a noun phrase begins after the verb (its object).
var objectNextRE = lazyre.New(`(?i)^\s+(?:my|our|a|an|this|that|these|those|some|any|\d+|the\s+(?:(?:very\s+)?(?:first|last)\b|\p{L}+s\b))`)

// theMonthRE: a month said with the article ("in the October", "in the
// March 2025"): the month, when no noun follows it.
var theMonthRE = lazyre.New(`(?i)\b(in|during|of|for|since|until|from)\s+the\s+(january|february|march|april|may|june|july|august|september|october|november|december)(\s*(?:[?.!,;]|$)|\s+(?:\d{4}|of|and|or|to|than|vs|versus|until|till)\b)`)

var haveToRE = lazyre.New(`(?i)(\b(?:do|does|did|will)\s+(?:i|we))\s+(?:have|need)\s+to\b`)

// wfhRE: "WFH" ("WFH'd", "WFHed"), working from home abbreviated.
var wfhRE = lazyre.New(`(?i)\bwfh(?:['’]?d|ed)?\b`)

var takePlaceAs = map[string]string{"take": "happen", "takes": "happens", "took": "happened", "taken": "happened", "taking": "happening"}

// onlyFloatRE: "only" or "just" said before the verb it limits the times
// of ("I only played it once"): group 2 the words between, 3 the times.
var onlyFloatRE = lazyre.New(`(?i)\b(only|just)\s+((?:[\p{L}'’]+\s+){1,4}?)(once|twice|one\s+time|two\s+times)\b`)

// tellRE: a question asked as a bare request ("tell me when I last …",
// "let me know how many …"); a request for a noun phrase ("tell me my top
// songs") is an imperative (answer.go).
var tellRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:tell|show|let)\s+me(?:\s+know)?(?:\s+please)?\s*,?\s*((?:how|what|which|who|whom|whose|when|where|whether|if)\b)`)

// personalBestRE: "my personal best for 5k", "my PB in the parkrun": the
// best time of the race (group 1), said as "my best 5k time".
var whatLikeRE = lazyre.New(`(?i)^(\s*what\s+(?:was|were|is|are|has\s+been|have\s+been)\s+\S.*?)\s+like\b(.*)$`)

// startedThreadRE: who began a thread or conversation ("who started the
// thread about RPM macros", "who kicked off that discussion") is who sent
// its first mail.
var startedThreadRE = lazyre.New(`(?i)^(\s*)who\s+(?:started|began|begun|opened|initiated|kicked\s+off)\s+(?:the|that|this)\s+((?:\S+\s+){0,8}?)(?:(?:e-?mail|mail)\s+)?(thread|conversation|discussion)\b`)

var getAroundRE = lazyre.New(`(?i)^(\s*)how\s+did\s+(i|we)\s+(?:get\s+around|travel|get\s+about|move\s+around|commute)\b`)

var fallsOnRE = lazyre.New(`(?i)\b(?:falls|fell|fall)\s+on\s+(?:the\s+|a\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|christmas|easter|new\s+year)`)

// weighSelfRE: weighing oneself.
var weighSelfRE = lazyre.New(`(?i)\b(weigh(?:s|ed|ing)?)\s+(?:myself|ourselves|yourself)\b`)

// wasHeaviestRE: the superlative said of me ("when was I heaviest").
var wasHeaviestRE = lazyre.New(`(?i)\b(?:was|were|am)\s+(?:I|we)\s+(?:heaviest|lightest)\b`)

// heaviestRE: the superlatives of heavy and light, with the weight they
// compare said or not.
var heaviestRE = lazyre.New(`(?i)\b(?:heaviest|lightest)(?:\s+(?:body\s+)?weight)?\b`)

var personalBestRE = lazyre.New(`(?i)\b(?:my\s+)?(?:personal\s+best|personal\s+record|pb|pr)\s+(?:for|in|at|on)\s+(?:the\s+|a\s+)?(\S+?)(\s*[?.!]*\s*)$`)

// sinceLastRE: "how long has it been since I last …", "how many days
// since my last …": the time since it, which restate says as "how long
// ago did I last …" (agoRE).
var sinceLastRE = lazyre.New(`(?i)^\s*how\s+(long|many\s+(?:days|weeks|months|years))\s+(?:has\s+it\s+been\s+|is\s+it\s+|it\s+has\s+been\s+|it's\s+been\s+|have\s+passed\s+|has\s+passed\s+|are\s+passed\s+|is\s+passed\s+)?since\s+(?:(i)\s+((?:last|first)\b.*)|((?:my|the)\s+(?:last|first)\b.*))$`)

// sinceWhenRE: "since when have I been listening to X", "since when do I
// run": when it began, which restate says as "when did I first start …".
var sinceWhenRE = lazyre.New(`(?i)^\s*since\s+when\s+(?:(?:have|had|did|do|am|are|was|were)\s+)?(i|we)\s+(?:been\s+)?`)

// beenDoingRE: "how long have I been X-ing …", the present perfect
// progressive; group 2 the gerund, 3 what follows.
var beenDoingRE = lazyre.New(`(?i)^\s*how\s+long\s+(?:have|has)\s+(i|we)\s+been\s+(\p{L}{2,}ing)\b(.*?)\s*$`)

// totalRE: an amount said to be added up.
var totalRE = lazyre.New(`(?i)\b(?:in\s+total|total|altogether|all\s+together|overall|combined|in\s+all|all\s+in\s+all)\b`)

// betweenRE: two things weighed, said before the question.
var betweenRE = lazyre.New(`(?i)^\s*between\s+(.+?)\s+and\s+(.+?),\s*(.+)$`)

// topicRE: a topic set before the question by a dash or a colon ("Whit
// Monday 2010 - what was the date", "The song I played: which album is
// it on").
var (
	topicRE        = lazyre.New(`(?i)^\s*(\S+(?:\s+\S+)+?)\s+[-–—]\s+((?:what|which|who|whom|whose|when|where|how)\b.*)$|^\s*(\S+(?:\s+\S+)+?):\s+((?:what|which|who|whom|whose|when|where|how)\b.*)$`)
	topicPronounRE = lazyre.New(`(?i)\b(?:it|they|them)\b`)
)

// restate rewrites constructions of English into the form the
// recognisers read: "what was my run on May 1 called" → "what was the
// name of my run on May 1"; "what did I call my run" → "what did I name
// my run"; a topic set first is put where the question's pronoun stands
// for it, or after "of" ("Whit Monday 2010 - what was the date" → "what
// was the date of Whit Monday 2010").
func restate(s string, tx *timex.Parser) string {
	s = politeRE().ReplaceAllString(s, "")
	// "Taylor Swift was my top artist in 2023, right?": a statement
	// with a tag asks whether it is so ("was Taylor Swift my top artist
	// in 2023"); a question with a tag after a comma is the question.
	if m := isItTrueRE().FindStringSubmatch(s); m != nil {
		s = m[1] + ", right?"
	}
	s = whoThePersonRE().ReplaceAllString(s, "${1}who ")
	if m := tagRE().FindStringSubmatchIndex(s); m != nil {
		body := s[:m[0]]
		if b := beStatementRE().FindStringSubmatch(body); b != nil && !questionLeadRE().MatchString(body) {
			s = b[2] + " " + b[1] + " " + b[3]
		} else if b := iStatementRE().FindStringSubmatch(body); b != nil && !modalRE().MatchString(b[2]) {
			// "I listened to X more than Y, right?": did I (the verb
			// keeps its tense; the recognisers read either), "I have
			// seen it, right?": have I
			switch aux := strings.ToLower(b[2]); aux {
			case "have", "has", "had", "do", "did", "does":
				s = aux + " " + b[1] + b[3]
			default:
				s = "did " + b[1] + " " + b[2] + b[3]
			}
		} else if strings.Contains(s[m[0]:m[1]], ",") {
			s = body
		}
	}
	if m := askToRE().FindStringSubmatchIndex(s); m != nil {
		verb := "show me" // "I want to see the songs …"
		if m[2] >= 0 {
			verb = s[m[2]:m[3]]
		}
		s = verb + s[m[1]:]
	}
	s = tellRE().ReplaceAllString(s, "$1")
	s = checkIfRE().ReplaceAllString(s, "$1 ")
	if b := whetherRE().FindStringSubmatch(s); b != nil && !modalRE().MatchString(b[2]) {
		// "whether I ran on Monday": did I; "whether I have run": have I
		switch aux := strings.ToLower(b[2]); aux {
		case "have", "has", "had", "do", "did", "does":
			s = aux + " " + b[1] + b[3]
		default:
			s = "did " + b[1] + " " + b[2] + b[3]
		}
	} else if b != nil {
		s = b[2] + " " + b[1] + b[3] // "whether I was in Lisbon": was I
	}
	// "number of orders per year average": in a query of keywords the
	// word that says an average may come last; it goes with the whole
	if m := trailingAverageRE().FindStringSubmatch(s); m != nil && !clauseWordRE().MatchString(m[1]) {
		s = "average " + m[1]
	}
	// "On average, were my runs longer …": the adverb set first goes with
	// the question, which starts after it
	if m := leadAdverbRE().FindStringSubmatch(s); m != nil {
		s = m[2] + " " + strings.ToLower(m[1])
	}
	// "The year I first tweeted, how much did I spend?", "When I was in
	// Rome, what did I eat?": a time told by a happening, said first,
	// bounds the question that follows, as it does said after it
	if m := leadAnchorRE().FindStringSubmatch(s); m != nil && !leadAskRE().MatchString(m[1]) {
		s = m[2] + " " + m[1]
	}
	// "take place" is one verb, to happen: "place" is no place named
	s = takePlaceRE().ReplaceAllStringFunc(s, func(m string) string {
		return takePlaceAs[strings.ToLower(strings.Fields(m)[0])]
	})
	// "when do I have to pay the bill": when I pay it
	s = haveToRE().ReplaceAllString(s, "$1")
	s = manyTime(s)
	s = superlatives(s)
	if askWhichRE().MatchString(s) && !comparedRE().MatchString(s) {
		s = moreForMostRE().ReplaceAllStringFunc(s, func(m string) string {
			sm := moreForMostRE().FindStringSubmatch(m)
			if sm[2] != "" {
				return m // "any more", "once more", "the more"
			}
			return sm[1] + sm[3] + "the most"
		})
	}
	s = goToDoRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := goToDoRE().FindStringSubmatch(m)
		if sm[3] != "" {
			return m // "go to run a marathon": the verb has an object
		}
		return sm[1] + " " + goingForm[strings.ToLower(sm[2])]
	})
	s = inHolidayRE().ReplaceAllString(s, "on $1")
	s = mostPartRE().ReplaceAllString(s, "most of")
	if m := notSinceRE().FindStringSubmatch(s); m != nil {
		s = "how " + m[1] + m[2] + " ago did " + m[3] + " last " + m[4]
	}
	if m := howLongAmRE().FindStringSubmatch(s); m != nil {
		s = "how long have " + m[1] + m[2] + " been " + m[3] + s[len(m[0]):]
	}
	s = afterThatRE().ReplaceAllString(s, "$1 $2")
	s = inAverageRE().ReplaceAllString(s, "on average")
	if whatAskedRE().MatchString(s) {
		s = mostDaysRE().ReplaceAllString(s, "most often")
	}
	s = sinceHowLongRE().ReplaceAllString(s, "since when ")
	s = momentOfDayRE().ReplaceAllString(s, "at $1 time of day")
	s = wholeYearRE().ReplaceAllString(s, "in $1")
	s = outOfHomeRE().ReplaceAllString(s, "out")
	s = beforeTheLastRE().ReplaceAllString(s, "$1 before last")
	s = howCalledRE().ReplaceAllString(s, "what $1 the name of ")
	s = untilNowRE().ReplaceAllString(s, "so far")
	s = muchTimeAgoRE().ReplaceAllString(s, "how long ago")
	s = passTimeRE().ReplaceAllString(s, "spent $1")
	s = actualNowRE().ReplaceAllString(s, "this $1")
	s = theYearRE().ReplaceAllString(s, "$1$2")
	s = theMonthRE().ReplaceAllString(s, "$1 $2$3")
	s = wordOrder(whichWith(s))
	if m := toWhomRE().FindStringSubmatchIndex(s); m != nil && !objectNextRE().MatchString(s[m[1]:]) {
		// an object after the verb ("to whom did I send my first
		// email") is read with the verb's own to
		s = "who " + s[m[2]:m[3]] + " " + s[m[4]:m[5]] + " " + s[m[6]:m[7]] + " to" + s[m[1]:]
	}
	if m := untilWhenRE().FindStringSubmatchIndex(s); m != nil {
		s = "when " + s[m[2]:m[3]] + " last " + s[m[1]:]
	}
	s = wfhRE().ReplaceAllStringFunc(s, func(m string) string {
		// "WFH", the abbreviation of working from home, said in words
		if strings.HasSuffix(strings.ToLower(m), "d") {
			return "worked from home"
		}
		return "work from home"
	})
	// "when is the OpenLab (usually) held": when it is
	s = heldRE().ReplaceAllString(s, "$1")
	// "notes which talk about the move": what they are about
	s = aboutRE().ReplaceAllString(s, "$1 about")
	// "which artists did I only listen to once": the adverb goes with
	// the number of times, as in "listen to only once"
	s = onlyFloatRE().ReplaceAllString(s, "${2}only $3")
	s = personalBestRE().ReplaceAllString(s, "my best $1 time$2")
	// "did I weigh myself": the reflexive object is the weighing's own
	s = weighSelfRE().ReplaceAllString(s, "$1")
	// "my heaviest weigh-in", "when was I lightest": the superlative of
	// heavy is the highest weight, as a dictionary says it
	s = wasHeaviestRE().ReplaceAllStringFunc(s, func(m string) string {
		w := strings.Fields(m)
		if strings.HasPrefix(strings.ToLower(w[2]), "heav") {
			return w[0] + " my weight highest"
		}
		return w[0] + " my weight lowest"
	})
	s = heaviestRE().ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasPrefix(strings.ToLower(m), "heav") {
			return "highest weight"
		}
		return "lowest weight"
	})
	s = whatFirstDayRE().ReplaceAllString(s, "${1}when did $3 $2 ")
	// "on the first day I watched Netflix": the day I first did it
	s = firstDayRE().ReplaceAllString(s, "${1}the day $3 $2 ")
	// "What was my mood like in July": what the mood was ("like" asks
	// what something was, not the likes a post has).
	s = whatLikeRE().ReplaceAllString(s, "${1}${2}")
	// "How did I get around on Sunday": by what means, which location
	// history records as each move's mode of transport.
	s = getAroundRE().ReplaceAllString(s, "${1}what mode of transport did ${2} use")
	s = startedThreadRE().ReplaceAllString(s, "${1}who sent the first email in the ${2}${3}")
	// A day falls on a date as it is on it: "what holiday falls on 3
	// October", "which holiday fell on May 21st".
	s = fallsOnRE().ReplaceAllStringFunc(s, func(m string) string {
		_, date, _ := strings.Cut(m, " on")
		if strings.HasPrefix(strings.ToLower(m), "fell") {
			return "was on" + date
		}
		return "is on" + date
	})
	if m := sinceLastRE().FindStringSubmatch(s); m != nil {
		if m[2] != "" {
			s = "how " + m[1] + " ago did " + m[2] + " " + m[3]
		} else {
			s = "how " + m[1] + " ago was " + m[4]
		}
	}
	if m := beenDoingRE().FindStringSubmatch(s); m != nil && !totalRE().MatchString(m[3]) && len(tx.Parse(m[3], timex.Options{})) == 0 {
		// "how long have I been using Spotify": since it began, as
		// "since when" asks; a total ("in total", "this year") is the
		// time spent
		s = "how long ago did " + m[1] + " first start " + m[2] + m[3]
	}
	if m := sinceWhenRE().FindStringSubmatchIndex(s); m != nil {
		s = "when did " + s[m[2]:m[3]] + " first start " + s[m[1]:]
	}
	if m := betweenRE().FindStringSubmatch(s); m != nil && len(tx.Parse("between "+m[1]+" and "+m[2], timex.Options{})) == 0 {
		// "Between Anna and Ben, who did I call more?": the two things
		// weighed, said first (not a window: "between May and June, …")
		s = m[3] + ", " + m[1] + " or " + m[2]
	}
	if m := topicRE().FindStringSubmatch(s); m != nil {
		topic, q := m[1], m[2]
		if topic == "" {
			topic, q = m[3], m[4]
		}
		if loc := topicPronounRE().FindStringIndex(q); loc != nil {
			s = q[:loc[0]] + topic + q[loc[1]:]
		} else {
			s = q + " of " + topic
		}
	}
	// "artists that show up in my listening history": the record of what
	// was listened to is the listening; "history" names no thing
	s = historyRE().ReplaceAllString(s, "${1} ${2}${3}")
	// "my most replayed song", "shows I rewatched": doing again is doing
	s = againVerbRE().ReplaceAllString(s, "${1}${2}")
	// "my longest single play", "the longest I listened in one go": one
	// event is what a superlative of events weighs anyway
	s = singleRE().ReplaceAllString(s, "${1} ")
	s = aSingleRE().ReplaceAllStringFunc(s, func(m string) string {
		f := strings.Fields(m)
		if periodWords[strings.ToLower(f[2])] {
			return m // "in a single week": one week, of the many
		}
		return f[0] + " " + f[2]
	})
	s = oneGoRE().ReplaceAllString(s, "")
	// "how many times more did I spend": how much more, weighed as a ratio
	s = ratioRE().ReplaceAllString(s, "how much more")
	// "across all platforms", "on any of my accounts": no restriction
	s = allPlatformsRE().ReplaceAllString(s, "")
	s = trends(s) // before the changes below read what it restates
	// "did my spending go up or down from 2021 to 2022": was it more in
	// the one or the other ("did it rise": more in the second)
	if m := trendRE().FindStringSubmatch(s); m != nil {
		a, b := yearShared(m[3], m[4])
		subject, a, b := m[1], timeIn(a), timeIn(b)
		switch up, _ := trendOf(m[2]); {
		case strings.Contains(strings.ToLower(m[2]), " or "):
			s = "was " + subject + " more " + a + " or " + b
		case up:
			s = "was " + subject + " more " + b + " than " + a
		default:
			s = "was " + subject + " less " + b + " than " + a
		}
	}
	// "by how much did my spending change from 2020 to 2021": how much
	// more it was in the second (less, said negative)
	if m := changeByRE().FindStringSubmatch(s); m != nil {
		a, b := yearShared(m[2], m[3])
		s = "how much more was " + m[1] + " " + timeIn(b) + " than " + timeIn(a)
	}
	// "my listening hours", "total viewing minutes": the hours of doing it
	s = gerundUnitRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := gerundUnitRE().FindStringSubmatch(m)
		if partOfDay[strings.ToLower(sm[2])] {
			return m // "morning hours"
		}
		return sm[1] + sm[3] + " of " + sm[2]
	})
	// "episodes I stopped watching after less than a minute": ceasing a
	// doing after a while says how long the doing lasted
	s = ceasedAfterRE().ReplaceAllString(s, "${1}${2}")
	// "the days I placed an Amazon order": to place an order is to
	// order, from the shop named before the noun
	s = placedOrderRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := placedOrderRE().FindStringSubmatch(m)
		verb := map[string]string{"place": "order", "places": "orders", "placed": "ordered", "placing": "ordering"}[strings.ToLower(sm[1])]
		if sm[2] != "" {
			return verb + " from " + sm[2]
		}
		return verb + " something"
	})
	// "how many events last the whole day", "meetings that last more than
	// an hour": to last, the verb, before how long; not the last one
	// "music last 3 months": "last" before a count of calendar periods
	// is the window of the last ones, said without "in the"
	s = lastWindowRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := lastWindowRE().FindStringSubmatch(m)
		if beforeLastRE().MatchString(sm[1]) || lastSubjectRE().MatchString(sm[1]) {
			return m
		}
		return sm[1] + " in the " + sm[2]
	})
	s = lastForRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := lastForRE().FindStringSubmatch(m)
		if beforeLastRE().MatchString(sm[1]) {
			return m
		}
		return sm[1] + " lasted " + sm[3]
	})
	// lasting the whole day is being all-day, as a calendar marks it
	s = lastedAllDayRE().ReplaceAllString(s, "lasted all-day")
	// "my average viewing session", "listening sessions": a time spent
	// doing it is one doing
	s = sessionRE().ReplaceAllString(s, "${1}")
	// "what song kicked off my listening", "which track closed my day":
	// what came first (last) in it
	if whichLeadRE().MatchString(s) {
		s = openedRE().ReplaceAllString(s, "came first in ${1}")
		s = closedRE().ReplaceAllString(s, "came last in ${1}")
	}
	// "how much went on groceries": money goes on what it is spent on
	s = wentOnRE().ReplaceAllString(s, "how much did I spend on")
	// "my total spend", "the monthly spend": spend the noun, the money
	// spent, as "spending" says it
	s = spendNounRE().ReplaceAllString(s, "${1} spending")
	// "right after my run", "just before lunch": how near says no more
	// than after or before
	s = nearAfterRE().ReplaceAllStringFunc(s, func(m string) string {
		rel := strings.ToLower(lastWord(m))
		if !whichLeadRE().MatchString(s) {
			return rel
		}
		// "which artist did I listen to right after my run": the first
		// one after it (the last one before)
		if rel == "after" {
			return "first after"
		}
		return "last before"
	})
	s = calledRE().ReplaceAllString(s, "${1} the name of ${2}")
	// "how many tweets are in my archive": the export holds the records,
	// it is not what they are about
	s = inExportRE().ReplaceAllString(s, "${1}")
	return callRE().ReplaceAllString(s, "${1} name")
}

// leadAdverbRE: an adverb of amount or habit set before the question,
// with its comma.
// leadAskRE: a connective that asks ("when did I …"), not one that tells.
var leadAskRE = lazyre.New(`(?i)^\s*(?:when|while|after|before|since|until)\s+(?:did|do|does|was|were|is|are|have|has|had|will|would|can|could)\b`)

// leadAnchorRE: a clause that tells a time by a happening of the
// person ("the month I …", "after my …", "when I …"), then a comma and a
// question.
var leadAnchorRE = lazyre.New(`(?i)^\s*((?:(?:in|on|during|over|within|throughout)\s+)?(?:the\s+(?:(?:first|same|calendar)\s+)?(?:\w+\s+)?(?:day|days|week|weeks|month|months|year|years)|after|before|since|while|when|until)\s+[^,?]*?\b(?:i|my|we|our)\b[^,?]*?)\s*,\s*((?:how|what|which|who|whom|when|where|did|do|does|was|were|is|are|have|has|had|can|could|show|list|tell|give|name|count)\b[^,]+)$`)

var leadAdverbRE = lazyre.New(`(?i)^\s*(on\s+average|in\s+total|overall|altogether|generally|typically|usually|normally|all\s+in\s+all)\s*,\s*(.+)$`)

// openedRE, closedRE: the verbs of beginning and ending a span of doing
// ("kicked off my listening", "wrapped up the day").
var (
	openedRE = lazyre.New(`(?i)\b(?:kick(?:ed|s)?\s+off|start(?:ed|s)?\s+off|open(?:ed|s)?|began|begins)\s+(my|the)\b`)
	closedRE = lazyre.New(`(?i)\b(?:clos(?:ed|es)|end(?:ed|s)|wrap(?:ped|s)?\s+up|finish(?:ed|es)\s+off)\s+(my|the)\b`)
)

// wentOnRE: "how much (money) went on", the money spent on a thing.
var wentOnRE = lazyre.New(`(?i)\bhow\s+much(?:\s+money)?\s+(?:went|goes|has\s+gone|had\s+gone)\s+on\b`)

// spendNounRE: "spend" used as a noun, after a determiner or an adjective
// of amount or period.
var spendNounRE = lazyre.New(`(?i)\b(my|our|the|total|monthly|weekly|daily|yearly|annual|overall|average)\s+spend\b`)

// nearAfterRE: an adverb of nearness before "after" or "before".
var nearAfterRE = lazyre.New(`(?i)\b(?:right|just|immediately|straight|directly|shortly)\s+(after|before)\b`)

// historyRE: "(show up) in my listening history", "from my Netflix
// history": a record of what was done, as the word before it says, at the
// end of its phrase ("my history class" is a class).
var historyRE = lazyre.New(`(?i)(?:\b(?:show(?:s|ed|n)?|turn(?:s|ed)?)\s+up\s+|\bappear(?:s|ed)?\s+)?\b(in|on|from|of|across|throughout|through)\s+(my\s+|the\s+|your\s+)([\p{L}]+\s+)?history\b(?:\s*$)?`)

// againVerbRE: the verbs of doing again that dictionaries list (replay,
// rewatch, reread, relisten, revisit) are the doing.
var againVerbRE = lazyre.New(`\bre-?(play|watch|read|listen|visit)(ed|s|ing)?\b`)

// singleRE: "single" or "individual" between a superlative and its noun.
var singleRE = lazyre.New(`(?i)\b(longest|shortest|biggest|largest|smallest|highest|lowest|most|least|best|worst|fastest|slowest)\s+(?:single|individual)\s+`)

// aSingleRE: "a single song" is one song (a single, the record, is
// said without a noun after it).
var aSingleRE = lazyre.New(`(?i)\b(a)\s+single\s+(\p{L}+)`)

// periodWords are the periods "a single" may weigh one of.
var periodWords = map[string]bool{"day": true, "week": true, "weekend": true, "month": true, "year": true, "night": true, "hour": true, "morning": true, "evening": true, "afternoon": true}

// sessionRE: a gerund before "session" or "sitting".
var sessionRE = lazyre.New(`(?i)\b(\p{L}{3,}ing)\s+(?:sessions?|sittings?)\b`)

// oneGoRE: "in one go", "in a single sitting": one event.
var oneGoRE = lazyre.New(`(?i)\s*\b(?:in|at)\s+(?:one|a\s+single|a)\s+(?:go|sitting|stretch|stint)\b`)

// gerundUnitRE: a gerund before a unit of time, after a word that
// determines it (group 1 up to the gerund, 2 the gerund, 3 the unit).
var gerundUnitRE = lazyre.New(`(?i)(\b(?:my|our|the|total|overall|monthly|weekly|daily|yearly|annual|average|many)\s+)(\p{L}{3,}ing)\s+(hours|hrs|minutes|mins)\b`)

// partOfDay are the nouns in -ing that are times of day, not doings.
var partOfDay = map[string]bool{"morning": true, "evening": true}

// trendRE: whether something went up or down from one time to another
// (group 1 what, 2 the verb or the pair of verbs, 3 and 4 the times).
var trendRE = lazyre.New(`(?i)^\s*(?:did|has|have|had)\s+(.+?)\s+((?:go|gone|went|goes)\s+(?:up|down)(?:\s+or\s+(?:(?:go|gone)\s+)?(?:up|down))?|(?:increase|decrease|rise|risen|fall|fallen|grow|grown|shrink|shrunk|drop|decline)(?:d)?(?:\s+or\s+(?:increase|decrease|rise|fall|grow|shrink|drop)(?:d)?)?)\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+?)\s*$`)

// changeByRE: by how much something changed from one time to another
// (group 1 what, 2 and 3 the times).
var changeByRE = lazyre.New(`(?i)^\s*(?:by\s+)?how\s+much\s+(?:did|has|have|had)\s+(.+?)\s+(?:change|changed|vary|varied)\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+?)\s*$`)

// trendWords are the verbs of rising and falling, each with what a rise
// and a fall are called in the answer.
var trendWords = map[string][2]string{
	"up": {"up", "down"}, "down": {"up", "down"},
	"increase": {"increased", "decreased"}, "decrease": {"increased", "decreased"},
	"rise": {"rose", "fell"}, "risen": {"rose", "fell"}, "fall": {"rose", "fell"}, "fallen": {"rose", "fell"},
	"grow": {"grew", "shrank"}, "grown": {"grew", "shrank"}, "shrink": {"grew", "shrank"}, "shrunk": {"grew", "shrank"},
	"drop": {"rose", "dropped"}, "dropped": {"rose", "dropped"}, "decline": {"rose", "declined"},
}

// trendOf reads trendRE's verb: whether it says a rise (for a yes/no
// question), and what a rise and a fall are called.
func trendOf(verb string) (up bool, names [2]string) {
	for _, w := range strings.Fields(strings.ToLower(verb)) {
		n, ok := trendWords[w]
		if !ok {
			w = strings.TrimSuffix(w, "d") // "increased"
			n, ok = trendWords[w]
		}
		if ok {
			up = w == "up" || w == "increase" || w == "rise" || w == "risen" || w == "grow" || w == "grown"
			return up, n
		}
	}
	return false, [2]string{}
}

// yearShared gives the year said once of two times to the other ("from
// January to February 2024": January 2024).
func yearShared(a, b string) (string, string) {
	ya, yb := yearEndRE().FindString(a), yearEndRE().FindString(b)
	switch {
	case ya == "" && yb != "" && !hasDigitRE().MatchString(a):
		a += yb
	case yb == "" && ya != "" && !hasDigitRE().MatchString(b):
		b += ya
	}
	return a, b
}

var (
	yearEndRE  = lazyre.New(`\s+\d{4}$`)
	hasDigitRE = lazyre.New(`\d`)
)

// timeIn says a time as the place of a comparison's side: "in 2021",
// "last year".
func timeIn(s string) string {
	if relativeTimeRE().MatchString(s) {
		return s
	}
	return "in " + s
}

var relativeTimeRE = lazyre.New(`(?i)^(?:last|this|next|yesterday|today|the\s+(?:last|past|previous))\b`)

// allPlatformsRE: every service the library holds, said as where
// ("across all platforms", "on any of my accounts").
var allPlatformsRE = lazyre.New(`(?i)\s*\b(?:across|on|over|from|in|at)\s+(?:all|any)\s+(?:of\s+)?(?:my\s+|the\s+)?(?:platforms?|(?:social\s+)?networks?|sites?|services?|accounts?|sources?|apps?|channels?)\b`)

// placedOrderRE: placing an order (group 1: the verb, 2: the shop named
// before the noun, if one is).
var placedOrderRE = lazyre.New(`\b((?i:place|places|placed|placing))\s+(?:(?i:an?|my|the|any|some|more|many)\s+)?(?:(\p{Lu}[\p{L}.]*)\s+)?(?i:orders?)\b`)

// lastForRE: "last" after a word (group 1) and before how long (3): the
// verb, unless the word before makes it the adjective ("the last more").
var lastForRE = lazyre.New(`(?i)\b(\p{L}+)\s+last(s)?\s+((?:more|less|longer|shorter|over|under|at\s+least|at\s+most|about|around|exactly|for|the\s+whole|the\s+entire|all|an?|one|two|three|four|five|\d)\b)`)

// lastWindowRE: a word, then "last" before a count of calendar periods
// ("music last 3 months", group 2 from "last").
var lastWindowRE = lazyre.New(`(?i)\b(\p{L}+)\s+(last\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple\s+of)\s+(?:days|weeks|weekends|months|quarters|years)\b)`)

// lastSubjectRE: the words after which "last" is the verb ("events that
// last two weeks").
var lastSubjectRE = lazyre.New(`(?i)^(?:that|which|who|they|it|will|would|did|does|do|to|usually|typically|normally|often|always|sometimes)$`)

// lastedAllDayRE: "lasted the whole day", "lasts all day".
var lastedAllDayRE = lazyre.New(`(?i)\blast(?:ed|s)?\s+(?:the\s+whole|the\s+entire|all(?:\s+the)?)\s+day\b`)

// beforeLastRE: a word that makes "last" the adjective after it.
var beforeLastRE = lazyre.New(`(?i)^(?:the|my|our|your|his|her|their|its|this|that|at|in|on|for|of|from|since|until|till|by)$`)

// ceasedAfterRE: a verb of ceasing before a gerund, and how long after
// it ceased (group 1 the gerund, 2 up to the unit of time).
var ceasedAfterRE = lazyre.New(`(?i)\b(?:stop(?:ped)?|quit|g[ai]ve\s+up)\s+(\p{L}{2,}ing)(\s+(?:\S+\s+){0,5}?after\s+(?:\S+\s+){0,3}?(?:seconds?|secs?|minutes?|mins?|hours?|hrs?)\b)`)

// inExportRE: the export or archive the records are in, said as where
// they are ("are in my archive", "in my Twitter data export").
var inExportRE = lazyre.New(`(?i)(\b(?:are|were|is|was)\s+there\b)?\s+(?:(?:are|were|is|was)\s+)?(?:in|within|inside)\s+(?:my|our|the|this)\s+(?:\p{L}+\s+)?(?:archive|data\s+export|export|data\s+download|download|takeout|backup)\b`)

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func trimEnd(s string) string { return trailingRE().ReplaceAllString(s, "") }

// refName returns a fresh ref name based on base.
func (p *parser) refName(base string) string {
	if base == "" {
		base = "anchor"
	}
	p.refNames[base]++
	if n := p.refNames[base]; n > 1 {
		return base + "_" + string(rune('0'+n))
	}
	return base
}

// firstDayRE: the first or last day a happening took place, said before
// its clause ("the first day I watched Netflix"; groups: "on ", "first",
// "I").
var firstDayRE = lazyre.New(`(?i)\b(on\s+)?the\s+((?:very\s+)?(?:first|last))\s+day\s+(?:that\s+|when\s+)?(I|we)\s+`)
