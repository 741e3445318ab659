package rules

import (
	"fmt"
	"regexp"
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
	"reqap/qa/tree"
)

// MaxQuestion is the longest question understood, in bytes; the rest is
// ignored (and noted).
const MaxQuestion = 400

// parser holds one question's understanding in progress.
type parser struct {
	// maker is the maker of exports the question names as where what
	// it asks is told ("according to Google"), and its formats.
	maker        string
	makerFormats []string
	lx           *lexicon
	env          *link.Env
	// d reads the questions inside the question (nil inside one).
	d *Decomposer
	// lk is what linking to the library found (nil without a library).
	lk  *linked
	tre *timeREs
	are *answerREs
	t   *text
	f   *Frame

	// whoIsRead is set when whoIsNamed read "who is NAME" as the records
	// that name a person the library knows (whoNamedUnread's note is then
	// its own).
	whoIsRead bool

	// told is a kind of record named as where what is asked is told
	// ("according to my emails"): the happenings are kept that one tells.
	told *toldIn

	// mention is what the question says is mentioned ("notes that
	// mention markdown"): text to search for (mentioned).
	// allEvents: "events" asked of a library without a calendar are
	// whatever it holds.
	allEvents    bool
	mention      string
	mentionAt    int // where the verb mentioning begins in t.low
	mentionSaved []byte
	// mentionAlts are the words of an activity mentioned ("about
	// running": run, ran, jog…), any of which the text may say
	mentionAlts []string
	// mentionWords are the words of a clause said or written ("did I
	// say I need to call the landlord"), each in its forms, all of which
	// the text must say (reported)
	mentionWords [][]string

	// drunk is set when the verb drink before what was drunk was read as
	// having it ("did I drink wine"): the statement's verb is "had".
	drunk bool
	// compare is set by "Mondays vs Tuesdays": counts per weekday.
	compare bool
	// asked is the key or value a "which/what/who X" asks for.
	asked *Quantity
	// askedWho, askedWhere, askedWhen note the bare interrogatives.
	askedWho, askedWhere, askedWhen bool
	// pollsAsked: votes were asked of, the chats' polls (pollVotes)
	pollsAsked bool
	// placeKind is the kind of place asked as where ("which bars"), which
	// the search keeps when names given take the sources whole.
	placeKind string
	// lastDone: a keyword query ending in last/first and a past tense
	// ("bad bunny last played"), which asks the thing and its date
	lastDone       bool
	negated        bool      // the question's own clause is negated ("did I not run")
	negEnd         int       // where the clause's negating word, taken out, ended
	skippedJournal bool      // "did I skip journaling": the days without an entry
	lacked         []string  // fields the events are said to lack ("events with no location")
	noneAsked      bool      // negated by "no" ("did I have no meetings"): none of them is asked
	race           *activity // the sport of a race named by its distance ("my fastest 5k")
	dayWithout     bool      // whether some day of the window went without the events
	periodsDone    string    // "week" of "how many weeks did I run": the weeks counted that had one
	without        string    // the period dayWithout asks of when not a day: "week", "month"
	firstLast      bool      // the time from the first of the events to the last
	spread         bool      // the most less the least ("between my longest and shortest run")
	perEach        bool      // the period is said with each or every ("each month")
	perLead        string    // the word the period is said with ("per", "each", "a")
	listed         bool      // asked in the imperative: "list", "show me"
	ratio          bool      // "how many times more": the one amount over the other
	pctChange      bool      // "the percentage change": the difference over the first amount
	amountAsked    bool      // the extreme's own amount is asked ("the most I paid")
	orderRanked    bool      // the orders are what is ranked ("my most expensive order")
	countToo       string    // a second question asking the count of the best one ("… most and how many times"), its note
	rankGuessed    bool      // an extreme's rank is a length no word of the question named
	mostWord       string    // the participle after "most" ("liked")
	mostVerb       string    // the verb before "the most" ("climbed the most meters")
	sidesWhole     bool      // a comparison's sides are kinds of events of sources taken whole ("did I cycle further than I ran")
	counted        *Quantity // countedField, once worked out for countedFor
	countedDone    bool
	countedFor     *activity
	unheld         bool            // an activity is named whose sources the library lacks
	stoodFor       *activity       // the structured activity, not held, the activity read stands in for
	unheldTitle    bool            // a work is named by a title the library does not hold ("episodes of Friends")
	keptElsewhere  map[string]bool // where the doing asked is told, the thing asked a value only of records that do not tell it ("which wines did I drink": the purchases' category)
	taskSources    []string        // the sources of the checklists a question's tasks are read in
	inviteSources  []string        // the sources that name who organised a thing, asked who invited me
	fieldCount     bool            // a number of what a field of the library counts is asked ("more than 3 coffees")
	sold           bool            // the money asked was received for what was sold ("how much did I sell it for")
	times          string          // a condition on how many times each thing happened ("> 50")
	ago            string          // "how many weeks ago": the unit asked, "days" for "how long ago"
	streak         bool            // "my longest running streak", "days in a row"
	// change is the sign of a measure's change asked ("how much weight
	// did I lose": -1, the first less the last; "gain": +1), or 0.
	change       int
	gap          bool      // "the longest gap between two runs"
	meanGap      bool      // "the average time between my haircuts"
	said         string    // the question as it was typed, before any reading of it
	countWhether string    // "did I play at least 100 songs": ">= 100"
	universal    bool      // "have all my orders shipped": whether every one is
	exclEnd      int       // where the last value left out ends ("apart from X and Y": Y too)
	companyEnd   int       // where the last person said to be with me ends ("with Lena and Ben": Ben too)
	butNot       bool      // "in 2023 but not in 2024": a second window the things must lack
	lackedFirst  bool      // "not in 2024 but did in 2023": the window lacked said first
	bothIn       []Cond    // "both in 2021 and in 2022": each window of the union, all of which the things must have
	onlyThen     bool      // "only in 2023": the things must have events in the one window and none outside it
	firstSeen    bool      // "new artists", "discovered", "for the first time"
	boolSources  []string  // sources of the activity's kind a yes/no field adds ("cancelled")
	within       *Quantity // the period a which-noun is counted within ("in one day")
	// unit is a unit the question asks the answer in ("in minutes").
	unit *measure
	// meas is the measure named in the question ("km", "heart rate").
	meas *measure
	// avg, sum, count are the aggregate words found.
	avg, sum, count bool
	median          bool // the average asked is the median
	// extreme: the superlative found ("longest", "first"...).
	extreme string
	// most: "most"/"least"/"top" found (FormBest).
	most bool
	// busiest: the superlative is a period's ("my busiest month for
	// music", "my peak month for listening"), naming no thing counted
	busiest   bool
	countNoun string // the noun after "how many"
	sumNoun   string // the word after "how much" ("how much rent")
	refNames  map[string]int
	// howLong is set by "how long"; askedWhat by a bare what/which.
	howLong, askedWhat bool
	// distinct is set by "different", "distinct", "unique".
	distinct bool
	// boundedMark is the verb of a mark no source keeps that a bound on
	// how long the thing lasted answers ("skipped within 30 seconds"):
	// read, not searched for.
	boundedMark func() *regexp.Regexp
	// kinds are words of a kind of the things asked about that nothing
	// records ("French songs"), said once the search is made.
	kinds []kindWord
	// weatherSrcs are the sources that record the weather a question
	// sets (weatherCircumstance), to which its sources are narrowed.
	weatherSrcs []string
	// weather are the conditions on the weather a question sets.
	weather []Cond
	// withPerson is X of "X and I".
	withPerson string
	// conjWords are the words of "with both X and Y".
	conjWords string
	// mostAsked is the noun after "most played", "favourite", "top".
	mostAsked   *Key
	mostAskedAt [2]int
	// mostKind says mostAsked is a kind named with "of" ("my top type of
	// workout"), whose word "type" is no field of its own.
	mostKind bool
	// bestNamed is the thing a yes-or-no of the best names that the
	// library links to no value ("was Italian the cuisine I ate most",
	// the cuisine read from the records' words), compared with the best.
	bestNamed string
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
	// callsLeftOut: what is recorded as a call is left out of someone
	// seen (callsNotMet), once
	callsLeftOut bool
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
	// vague is an amount said without a number in a question of whether
	// ("a lot", "often"): a judgement no record makes.
	vague string
	// vagueMoney is set when the vague amount is of money ("spend a lot").
	vagueMoney bool
	// versus is set by words that weigh two things ("more … than", "… or
	// …"); diff by "how many more" (+1) or "how much less" (-1).
	versus bool
	// bothWhether is set by "did I … both X and Y": whether each was
	bothWhether bool
	diff        int
	// eitherSide are the two sides of "before or after" a happening
	// ("did I swim before or after my trip"): its time before and after.
	eitherSide []Side
	// drinks are the values of the food list that are drunk, where the
	// question asks what was drunk ("what did I drink after a run").
	drinks []string
	// moodMore is +1 when two things are weighed by how happy I was in
	// them ("was I happier in May or June"), -1 by how unhappy ("sadder").
	moodMore int
	// moodRankNote is the note moodRank said, for a reading that ranks
	// otherwise to take back.
	moodRankNote string
	// moodMostDir is +1 for a superlative of feeling good ("happiest"),
	// -1 of feeling bad ("saddest"), read as the extreme of how the
	// recorded moods felt.
	moodMostDir int
	// moodPeriod is the period a superlative of feeling was said before
	// ("my happiest month": month), or "".
	moodPeriod string
	// thanAvg is a comparison with the average of the things asked about
	// ("longer than my average run"), read before the things are known.
	thanAvg *thanAvg
	// streakDays is the length a streak asked whether of must reach ("did
	// I run three days in a row"), 0 for how long the longest was.
	streakDays int
	// streakWeeks: the streak is of weeks ("weeks in a row").
	streakWeeks bool
	// nthN is the ordinal of "the second X" (0 when none).
	nthN int
	// nthFromEnd: nthN counts from the last ("the second to last").
	nthFromEnd bool
	// rankAsked: the question asks the place of a thing in a ranking
	// ("where does Mac Miller rank among my artists").
	rankAsked bool
	// pct is set by "what percentage of".
	pct bool
	// shareUnread are the words said of the part of a percentage that
	// nothing read ("what proportion of the films were dramas", no
	// genre recorded): the whole counted is no answer about them.
	shareUnread []string
	// askedIn are the sources holding the library field the question
	// asks for ("which book": the sources with a book field).
	askedIn []string
	// byFieldWords are the words of a field grouped by (byField), to be
	// recorded by the records asked about
	byFieldWords string
	// valueConds are the indexes in Frame.Content of the names linked to
	// the library, in question order.
	valueConds []int
	// spans are the time expressions (package timex), found once.
	spans []timex.Span
	// acts are the activity phrases the question says (actsSaid), found
	// once.
	acts []phraseAt
	// rankedRefs are the dates of happenings picked by a superlative,
	// by clause (rankedAnchor): a clause is read by a sub-question once,
	// however many readers of anchors ask it.
	rankedRefs map[string]*tree.Node
	// cardDigits are a card's last digits the question tells it by.
	cardDigits string
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
	// A question read as other words (shorthand expanded, a filler left
	// out, a clause restated) is read so by every recogniser below, and
	// shown as asked.
	restated := false
	readAs := func(x string) { q, f.Question, restated = x, x, true }
	defer func() {
		if restated {
			f.Question = strings.TrimSpace(question)
		}
	}()
	if x, said := d.expandShorthand(q); len(said) > 0 {
		// "music hrs per mo", "avg hr on runs": shorthand read by the
		// words around it and what the library holds
		readAs(x)
		f.Corrected = append(f.Corrected, said...)
	}
	if x, said := d.lx.expandAbbreviations(q); len(said) > 0 {
		// "avg hrs of music per wk": read as the words the abbreviations
		// stand for, said as read; the question is shown as asked
		readAs(x)
		f.Corrected = append(f.Corrected, said...)
	}
	if x := spoken(q, d.lx.past); x != q {
		// "um so who was my top artist", "did I run at all in May": read
		// as written, shown as asked
		readAs(x)
	}
	if x := ordinalPairRE().ReplaceAllString(q, "${1} ${2} and ${3}"); x != q {
		// "my first and my last run": the determiner said again before
		// the second ordinal of one noun, read as "my first and last run"
		// by every recogniser, the time grammar's too
		readAs(x)
	}
	if d.ageAsked(q) {
		// "how old am I", a date of birth recorded: the years since
		readAs("What is my birth date?")
		f.Age = true
	}
	if full := expandContractions(q); tagAsked(cleftAsked(full)) != full {
		x := tagAsked(cleftAsked(full))
		// "I went to Naples twice, didn't I", "was it by train that I
		// went to Florence": the question they ask, read as asked
		// ("did I go to Naples twice": the trips there)
		readAs(x)
	} else if inner := unwrapped(full); embeddedAsked(inner) != inner {
		// "I wonder how many times I went to Prague": the question
		// embedded, asked in a question's order (how many times did I
		// go to Prague: the trips there)
		x := embeddedAsked(inner)
		readAs(x)
	}
	if x := d.birthdayAsked(q); x != q {
		// "when is my birthday", a date of birth recorded: that date
		readAs(x)
	}
	if x := d.homeAsked(q); x != q {
		// "where did I live in 2021", "which city did I live in when I
		// joined X": the town my orders went to then, said so
		readAs(x)
		f.Notes = append(f.Notes, homeShippedNote)
	}
	if x, ok := d.ownedAsked(q); ok {
		// "what camera do I have": which one I bought, said so
		readAs(x)
		f.Notes = append(f.Notes, ownedBoughtNote)
	}
	if x := d.ownersOccasion(q); x != q {
		// "did I see Lena on her birthday": on Lena's birthday
		readAs(x)
	}
	if x := partOfNextDay(q); x != q {
		// "the night before I flew to Lisbon": the evening of the day
		// before, in every recogniser, the time grammar's too
		readAs(x)
	}
	if x := strandedMail(whichPersonDid(q)); x != q {
		// "who was the email about the bins from": who sent it;
		// "which person sent it": who; read so by every recogniser,
		// shown as asked
		readAs(x)
	}
	if x := bothDoings(q); x != q {
		// "did I both run and swim": running on the days I also swam
		readAs(x)
	}
	if x := allTheDaysRE().ReplaceAllString(q, "${1}${2} ${3}${4}"); x != q {
		// "all the days I went swimming": those days (restate.go)
		readAs(x)
	}
	if x := periodTrends(q); x != q {
		// "how did my mood change month by month", "my runs per month
		// as a table": what it was each month, read as the question
		// throughout (trends.go)
		readAs(x)
	}
	if x := countsOfEach(q); x != q {
		// "which shows did I watch and how many episodes of each": one
		// question, a table of the one per the other, not two questions
		readAs(x)
	}
	if note := spokenNote(question); note != "" {
		// "play some Taylor Swift", "um", "what about last year"
		f.Notes = append(f.Notes, note)
	}
	tre, are := res(d.lx)
	if x, note := contextFirst(q, tre.tx, d.lx.past); x != q {
		// "For my year in review: which artist …", "I ordered coffee in
		// 2021. How much did I spend on it?": the question read with the
		// words of context it refers to, shown as asked
		readAs(x)
		if note != "" {
			f.Notes = append(f.Notes, note)
		}
	}
	if x, ok := d.presenceAsTrip(q); ok {
		// "when was I in Marrakesh", "my stay in Marrakesh": the trip
		readAs(x)
	}
	if x, ok := d.wantedList(q); ok {
		// "what recipes do I want to try": the note "Recipes to try"
		readAs(x)
	}
	if x, ok := d.tripAsStay(q); ok {
		// "what did I eat during my trip to Lisbon": in Lisbon
		readAs(x)
	}
	if x, ok := impliedThan(q, tre.tx); ok {
		// "Did I run more in 2022?": than in the year before
		readAs(x)
	}
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
	if end := d.sentenceEnd(first); end >= 0 {
		if m := timeSentenceRE().FindStringSubmatch(first[end+1:]); m != nil && (tre.tx == nil || !datedIn(tre.tx, first[:end])) {
			// "How many runs? In 2021.": a time said after the question,
			// as a sentence of its own, is the question's; after one
			// dated already ("How many runs in 2020? 2021?") it asks the
			// question again of another. Days of the week and times of
			// day date nothing ("movies on weekends? In 2018.")
			first = first[:end] + " " + inBare(m[1]) + first[end:end+1]
		}
	}
	// "What did I do in Bangkok? List the sights.": a request after the
	// question names the things it asks for ("what sights did I do in
	// Bangkok"), which the question alone left open
	first = thingsNamedAfterRE().ReplaceAllString(first, "${1} ${5} ${2}${3}?")
	// "Did I run in 2023? How many times?": the question word after a
	// yes/no asks it of the first (restate.go), not a sentence left out
	first = followUpAsked(first)
	if end := d.sentenceEnd(first); end >= 0 {
		// "How many runs? Show me the list.": the first sentence is the
		// question.
		first = first[:end]
		f.Notes = append(f.Notes, "only the first sentence was understood")
	}
	countToo := ""
	if cut, second := secondQuestion(first); cut >= 0 {
		// "What was my top song in May and who sang it?": two questions;
		// the first is answered and the answer says the second was not.
		head := first[:cut]
		if whWordRE().MatchString(strings.TrimSpace(head)) {
			// "where and when did I last go hiking": the first
			// question word asks of the second's clause
			if _, rest, ok := strings.Cut(second, " "); ok {
				head = strings.TrimSpace(head) + " " + trailingRE().ReplaceAllString(rest, "")
			}
		}
		if t := timeEnding(tre.tx, second); t != "" && !datedIn(tre.tx, head) {
			// "how many runs and how far in 2022": a time closing the
			// second question is said of both, as English scopes an
			// adjunct after a coordination over its conjuncts
			head += " " + t
		}
		first = head
		f.Notes = append(f.Notes, fmt.Sprintf("this asks two things: only the first was answered; ask %q on its own", second))
		if countAlsoRE().MatchString(second) {
			// "which artist did I listen to most and how many times":
			// the best one's count, answered with the best one, if a
			// best one of groups counted is what the first asks
			countToo = f.Notes[len(f.Notes)-1]
		}
	}
	first = d.lx.plainPast(first)
	first = d.correct(first, f)
	first, created := d.accountAsked(first)
	first = d.thingAge(first)
	first = d.ratingAsked(first)
	first = d.billAsked(first)
	first, eateries := d.eateries(first)
	for _, e := range eateries {
		f.Notes = append(f.Notes, fmt.Sprintf("%q read as a restaurant", e))
	}
	first = d.daysOfStay(first)
	first, visited := d.sightsDone(first)
	if visited != "" {
		f.Notes = append(f.Notes, fmt.Sprintf("read as the sights and outings of your days in %s, not everything recorded then (meals, mail, orders)", visited))
	}
	// The recognisers that read the question as said read it as asked
	// plainly: "any idea how much X I listened to" from its question word
	// on, "how many times more did I spend" as "how much more" (weighed
	// as a ratio), "how many time I" as the times; the question is
	// shown as it was asked.
	reading := q
	if m := politeLoc(first); m != nil && m[1] < len(first) && strings.HasPrefix(q, first[:m[1]]) {
		reading = unwrapped(q)
	}
	// ... and with the words the speller corrected ("who started the
	// thraed": the thread)
	reading = withFixes(reading, f.Corrected)
	// ... and a request for the thing of a relative clause as which thing
	// ("show me the friend I met most": which friend)
	reading = theThingAsked(reading)
	// ... and a calendar unit as the unit ("the previous calendar year":
	// no calendar is asked about)
	reading = calendarUnits(reading)
	// ... and a trip to the dentist as the visit it is
	reading = errandTrips(reading)
	// ... and two times weighed as the subject of a comparative ("was
	// 2020 more expensive than 2021") as what was done or spent in each
	reading = periodsWeighed(reading)
	// ... and periods lacking something as the periods gone without it
	// ("days in April with no runs": which days, not the days' dates)
	reading = periodsLacking(reading)
	// ... and a Lebanese place as the restaurant it is
	reading, _ = d.eateries(reading)
	// ... and what was done on a trip as its sights
	reading, _ = d.sightsDone(d.daysOfStay(reading))
	// ... and what someone and I did as what I did with them
	reading = togetherAsked(reading)
	// ... and the day of a birthday asked by "what is" as its date
	reading = dayOfAsked(reading)
	ratio := ratioRE().MatchString(reading) || ratioOfRE().MatchString(reading) // "the ratio of A to B"
	reading = ratioRE().ReplaceAllString(reading, "how much more")
	reading = d.lx.plainPast(manyTime(reading))
	reading = mostPartRE().ReplaceAllString(reading, "most of")
	// ... and with a time said first set after the question, as the
	// question is read ("In November 2020, which option won the poll")
	reading = timeLast(reading)
	reading = hotExtreme(backFrom(wordOrder(whichWith(superlatives(reading)))))
	if reading != q {
		f.Question = reading
		defer func() { f.Question = q }()
	}
	var sub *Decomposer
	if !d.nested {
		sub = d
	}
	p := &parser{lx: d.lx, env: d.env, d: sub, tre: tre, are: are, t: newText(tripPlaces(agentsOfMe(partOfDayAdjunct(d.lx.kindsCounted(restate(expandContractions(spokenYears(trimEnd(first))), tre.tx)), d.lx), d.env), d.env)), f: f, said: question, refNames: map[string]int{}, ratio: ratio, pctChange: pctChangeRE().MatchString(first), countToo: countToo}
	if m := trendlessRE().FindStringSubmatch(first); m != nil && m[3] == "" || lateMoreRE().MatchString(first) && lateMoreFullRE().MatchString(first) || gettingRE().MatchString(first) {
		f.Notes = append(f.Notes, trendNote) // as trends reads it
	}
	if m := changeRankRE().FindString(first); m != "" && changeAskRE().MatchString(first) && !d.lx.measureNoun(m) {
		f.Notes = append(f.Notes, changeRankNote)
	}
	if m := trendMatch(first); m != nil && strings.Contains(strings.ToLower(m[2]), " or ") {
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
	p.thanAverageSaid() // average.go: before "average" or "more" is read as asked
	p.forms()
	p.share()
	p.nth()
	p.rankAsk()
	p.subQuestion()
	p.remindedAsked() // before the anchors: "reminded before X" is no time before X
	p.anchorWindows()
	p.betweenHappenings()
	p.temporal()
	p.outsideHours()
	p.butNotWords()
	p.onlyThenWords()
	p.abroad()
	p.makerSaid() // before the reported: "what does Google say I watched"
	p.askedReported()
	p.anchors()
	p.mentioned()
	p.causeUnrecorded()
	p.outcomeUnrecorded()
	p.sourceSaid()
	p.journalSaid()
	p.wordsInField()
	p.holidayKinds()
	p.accountAsked()
	p.linkLibrary()
	p.byField()
	p.excludedKinds()
	p.lackedFields(true)
	p.linksTo()
	p.people()
	p.thresholds()
	p.measures()
	p.degreeAsked()
	p.amountReached()
	p.measureVerb()
	p.answerWords()
	p.askedFor()
	p.negationWords()
	p.goalMet()
	p.atHome()
	p.atOffice()
	p.keyHeld()
	p.bestNamedSaid()
	p.activity()
	p.gameOrPractice()
	p.byFieldHeld()
	p.company()
	p.journalSkipped()
	p.favouriteMarked()
	p.markUnrecorded()
	p.ageUnrecorded()
	p.ageThenUnread()
	p.applyLinks()
	p.cardNamed()
	p.choreDone()
	p.quotedText()
	p.boolFields()
	p.wayToWork()
	p.listFields()
	p.lackedFields(false)
	p.locatedRecords()
	p.writtenIn()
	p.lackedText()
	p.exclusion()
	p.others()
	p.resolve()
	p.vagueWhether()
	p.personLeftOut()
	p.secondBreakdown()
	p.paceOfAll()
	p.f.Val, p.f.Group = p.drinkOnly(p.f.Val), p.drinkOnly(p.f.Group)
	p.seasonOfYear()
	p.sameDay()
	p.occasionRecords()
	p.whoseUnread()
	p.cityVisits()
	p.friendsAsked()
	p.colleaguesAsked()
	p.othersPosted()
	p.othersWhere()
	p.relationWho()
	p.whoIsNamed()
	p.friendsMet()
	p.familyMet()
	p.bothDays()
	p.whenField()
	p.editedLast()
	p.recurFrequency()
	p.pollVotes()
	p.reasonSaid()
	p.metOnDays()
	p.callsNotMet()
	p.orderedFood()
	p.ordersCounted()
	p.firstSeenForm()
	p.butNotForm()
	p.bothForm()
	p.onlyThenForm()
	p.whichAsAmount()
	p.since()
	p.negation()
	p.periodsCounted()
	p.lackedListed()
	p.everyPeriod()
	p.groupElements()
	p.periodTotal()
	p.leastPeriods()
	p.orderTotal()
	p.timesUnused()
	p.weatherCircumstance()
	p.moodAsked()
	p.timeJudged()
	p.fieldWeighed()
	p.unrecordedCircumstances()
	p.unrecordedManner()
	p.writtenManner()
	p.transportWritten()
	p.anchorsElsewhere()
	p.unrecordedKinds()
	p.sportNoted()
	p.impossibleDays()
	p.missedNoted()
	p.endsAnswered()
	p.totalWhether()
	p.currencyAsked()
	p.sittingNoted()
	p.measureHeld()
	p.f.Unlinked = p.unlinked()
	p.predicateUnread()
	p.whomUnread()
	p.query(p.f.act)
	p.ownMessages()
	p.namedSenderReceived()
	p.chattedWith()
	p.noticeActors()
	p.everythingUnread()
	p.playedNotMade() // after the query: whether it searches for the verb
	p.judgementUnread()
	p.thanAverage() // average.go: over the things' own search
	p.ownProfile()
	p.homeUnrecorded()
	p.nameUnrecorded()
	p.contactUnrecorded()
	p.othersEmail()
	p.mailOwner()
	p.annualNextWhen()
	p.medianAsked()
	p.hashtagWritten()
	p.ownFieldRecorded()
	p.tripCompany()
	p.namedAnywhere()
	p.marksSearched()
	p.titledKind()
	p.titledSeries()
	p.seriesOften()      // after the titles: "the standup" is a word of titles
	p.f.everyTimeNamed() // the sources known
	p.doingWhole()
	p.weatherSources()
	p.clockTimesOnly()
	p.thingsBought()
	p.kindsNoted()
	p.categoryNoted()
	p.partlyRecorded()
	p.journeyTime() // after the query: the journey is what it searches for
	p.exportNamed()
	p.makerSources()
	if p.pollsAsked {
		// the polls are the records, whatever else the words name
		// ("vote" is also a hashtag)
		f.Query, f.Subject, f.Sources = "everything", "polls", []string{ingest.Chat}
	}
	if p.inviteSources != nil {
		// who invited me is the organiser the invitations name, not
		// the sender of every mail that mentions a meeting
		f.Sources = p.inviteSources
	}
	if p.taskSources != nil {
		// the checklists are read wherever they are kept, whatever the
		// question's other words
		f.Query, f.Subject, f.Sources = "everything", "my checklists", p.taskSources
	}
	if p.sidesWhole && f.Form == FormCompare {
		f.Query, f.Subject = "everything", "my "+f.Sides[0].Label+" and "+f.Sides[1].Label
		if f.Sides[0].Sources != nil {
			// a value a side's word also names ("music", an Amazon
			// category) narrows no side: both sides' sources are read
			f.Sources = sidesSources(f.Sides)
		}
	}
	p.dayLength()
	p.dayMeasure()
	p.dayStateCount()
	p.taggedEntries()
	p.paidKindNamed()
	p.costOfThe()
	p.paidByText()
	p.calledMe()
	p.priceOfOne()
	p.oneOfSeries()
	p.pastBound()
	p.currency()
	p.unrecordedMeasure()
	p.unrecordedCompanions()
	p.daysApart(first)
	p.keepUnheldNames()
	p.negationUnread()
	p.thanUnread()
	p.hypotheticalUnread()
	p.bingeUnread()
	p.pronounUnread()
	p.othersRelativeUnread()
	p.whoNamedUnread()
	p.rankedUnknown()
	p.unrankedExtreme()
	p.attendedUnstreamed()
	p.averageWhether()
	p.extremeWhether()
	p.whetherUnread()
	p.favouriteRead()
	p.toldInOnly()
	if f.Query == "anything" && len(f.Sources) == 0 && p.env.Catalog() != nil {
		for _, s := range p.env.Catalog().Sources {
			f.Library = append(f.Library, s.Name)
		}
		slices.Sort(f.Library)
	}
	return f
}

// secondQuestionRE is a second question joined to a first by "and" or
// "plus" ("how many songs did I play plus how many artists"): a
// question word after it (group 1: "who sang it", ", and when did I
// start"); firstQuestionRE says the first part is a question of its own.
// The question word may follow a preposition that stranded English puts
// first in a formal register ("and from how many people", "and with
// whom", "and in which year").
var (
	secondQuestionRE = lazyre.New(`(?i),?\s+(?:and|plus)\s+((?:(?:from|to|with|for|in|on|at|by)\s+(?:how\s+(?:many|much|long)|whom?|what|which|when)\b|how\s+(?:many|much|long|often|far)|who|when|what|which|where|why|did\s+(?:i|we|you)|was\s+(?:it|that|i)|were\s+(?:they|we))\b.*)$`)
	firstQuestionRE  = lazyre.New(`(?i)^\s*(?:how|who|whom|whose|when|what|what's|which|where|why|did|do|does|was|were|is|are|have|has)\b`)
)

// frontedRE: a phrase set before the question and off by a comma ("in
// 2022, how many …", "since I moved, what …"), which the question
// word follows.
var frontedRE = lazyre.New(`^\s*[^,?]{1,40},\s*`)

// countAlsoRE: a second question that asks only how many or how often,
// of what the first picked ("and how many times", "and how often", "and
// how many episodes", "and how many episodes did I watch").
var countAlsoRE = lazyre.New(`(?i)^how\s+(?:often|many(?:\s+\pL+)?)(?:\s+(?:was\s+that|is\s+that|did\s+(?:i|we|they|he|she)(?:\s+\pL+)?(?:\s+(?:to|it|them|him|her)){0,2}|were\s+there))?\s*[?.!]*$`)

// secondQuestion returns where a second question joined to the first
// begins, and its words, or -1.
func secondQuestion(q string) (int, string) {
	m := secondQuestionRE().FindStringSubmatchIndex(q)
	if m == nil {
		return -1, ""
	}
	if head := q[:m[0]]; !firstQuestionRE().MatchString(head) && !firstQuestionRE().MatchString(frontedRE().ReplaceAllString(head, "")) {
		return -1, ""
	}
	return m[0], strings.TrimSpace(q[m[2]:m[3]])
}

var (
	trailingRE    = lazyre.New(`[\s?!.]+$`)
	sentenceEndRE = lazyre.New(`[?!]\s+|\.\s+[A-Z]`)
	// abbrevRE: a short capitalised word or an initial before a full stop
	// ("St. Joseph", "Dr. Nagy", "J. Smith"), or an abbreviation written
	// in lower case, Latin ("Lena vs. Sofia", "e.g. Tokyo") or a
	// featured artist's in a song's title ("Save Away feat. Los
	// Faroles"), does not end a sentence.
	abbrevRE = lazyre.New(`(?:^|[\s(])(?:[A-Z][a-z]{0,2}|[A-Z]|vs|cf|e\.g|i\.e|approx|incl|ca|feat|ft)$`)
)

// datedIn reports whether q says a window of dates of its own (a year, a
// month, a day); days of the week, times of day and a happening's time
// ("when running") are said within any window.
func datedIn(tx *timex.Parser, q string) bool {
	return slices.ContainsFunc(tx.Parse(q, timex.Options{}), func(sp timex.Span) bool { return sp.Kind == timex.Date })
}

// timeEnding returns the words of the window of dates that ends q (with
// its preposition: "in 2022"), or "".
func timeEnding(tx *timex.Parser, q string) string {
	if tx == nil {
		return ""
	}
	end := len(trailingRE().ReplaceAllString(q, ""))
	for _, sp := range tx.Parse(q, timex.Options{}) {
		if sp.Kind == timex.Date && sp.End >= end {
			return inBare(sp.Words) // "… how far 2022": in 2022
		}
	}
	return ""
}

// sentenceEnd returns where the question's first sentence ends when
// another follows, or -1.
func sentenceEnd(q string) int {
	return sentenceEndOutside(q, nil)
}

// sentenceEnd returns where the question's first sentence ends when
// another follows, or -1: no sentence ends inside a name the library
// holds said whole ("Shéhérazade, Op. 35: II. The Legend of the Kalendar
// Prince", a track), whose full stops are the name's.
func (d *Decomposer) sentenceEnd(q string) int {
	if d.env == nil || d.env.Catalog() == nil {
		return sentenceEnd(q)
	}
	return sentenceEndOutside(q, func(i int) bool {
		word := lastWordRE().FindString(q[:i])
		if word == "" {
			return false
		}
		return slices.ContainsFunc(namesSaid(d.env, q, word, func(string) bool { return true }), func(r [2]int) bool { return r[0] < i && i < r[1] })
	})
}

// lastWordRE: the word that ends a text (before a full stop).
var lastWordRE = lazyre.New(`[\p{L}\p{N}]+$`)

// sentenceEndOutside is sentenceEnd, where no sentence ends at a byte
// that inName says is inside a name.
func sentenceEndOutside(q string, inName func(i int) bool) int {
	for _, loc := range sentenceEndRE().FindAllStringIndex(q, -1) {
		if loc[1] >= len(q) {
			return -1
		}
		if q[loc[0]] == '.' && abbrevRE().MatchString(q[:loc[0]]) || enclosed(q[:loc[0]]) || inName != nil && inName(loc[0]) {
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

// whWordRE: a question word.
var whWordRE = lazyre.New(`(?i)^(?:what|who|where|when|how|why)$`)

var contractionRE = lazyre.New(`(?i)\b(what|who|where|when|how|that|it|there|which)['’]s\b|\b(?:i|we|you|they)['’](ve|re|m|ll|d)\b|\b(?:what|who|where|when|how|why)['’]d\b`)

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

// expandContractions writes "what's" as "what is", "didn't" as "did not";
// possessives ("mum's") stay.
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

// politeRE: the words that wrap a question in a request ("could you tell
// me when …", "would you mind telling me …", "I'd be grateful if you
// could tell me …", "I'd like to know …", "remind me: …", "I'm trying to
// remember when …", "quick one: …", "any chance you know …"): the
// question is what follows. As a
// second language says them too: "could you tell how many" (the person
// told left out), "please say me" (say with the object of tell), "I want
// know".
var politeRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:(?:show|let)\s+me(?:\s+know)?|(?:tell|say)(?:\s+(?:to\s+)?me)?(?:\s+know)?)|(?:would|do)\s+you\s+mind\s+(?:telling|showing)\s+me|(?:(?:would|will)\s+you\s+be|are\s+you)\s+able\s+to\s+(?:tell|show)\s+me|(?:i['’]?d|i\s+would)\s+(?:be\s+(?:grateful|glad|thankful)|appreciate\s+it|love\s+it)\s+if\s+you\s+(?:could|would|can)\s+(?:tell|show)\s+me|say\s+(?:to\s+)?me|tell\s+to\s+me|(?:i'?d|i\s+would)\s+(?:like|love)\s+(?:to\s+)?(?:know|ask|find\s+out|figure\s+out|work\s+out|learn)|i\s+(?:want|wish|need)\s+(?:to\s+)?(?:know|ask|find\s+out|figure\s+out|work\s+out|learn)|do\s+you\s+(?:happen\s+to\s+)?know|(?:do\s+you\s+have\s+)?any\s+idea|(?:is\s+there\s+)?any\s+chance\s+(?:that\s+)?you\s+(?:happen\s+to\s+)?(?:know|remember|recall|(?:can|could)\s+tell\s+me)|(?:just\s+)?wondering|i\s+(?:was\s+|am\s+|(?:have\s+)?been\s+)?wonder(?:ed|ing)?|i['’]?m\s+(?:just\s+)?wondering|i['’]?m\s+curious|i\s+(?:am|was)\s+curious|remind\s+me(?:\s+again)?(?:\s*[:,;–—-])?|help\s+me\s+(?:to\s+)?(?:remember|recall|figure\s+out|work\s+out|find\s+out)(?:\s*[:,;–—-])?|(?:i['’]?m|i\s+am|i['’]?ve\s+been|i\s+have\s+been)\s+trying\s+to\s+(?:remember|recall|figure\s+out|work\s+out|find\s+out)(?:\s*[:,;–—-])?|i\s+(?:can['’]?t|cannot|don['’]?t|do\s+not)\s+(?:remember|recall)(?:\s*[:,;–—-])?|i\s+(?:forget|forgot)(?:\s*[:,;–—-])?|quick\s+(?:one|question|q)\s*[:,;–—-])\s+(?:please\s+)?(?:,\s*)?`)

// checkWhRE: a request to find something out, put before the question
// word ("can you check how many runs I did", "could you find out when I
// last ran", "look up what I ordered", "find out on which day I …", "is
// it possible to find out …", "I need you to check …"), or to count or reckon an amount ("count how
// many bananas I bought", "calculate how much I spent"): the question
// begins at group 1 or 2.
var checkWhRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?|is\s+it\s+possible\s+(?:for\s+you\s+)?to\s+|(?:i\s+need|i\s+want|i['’]?d\s+like)\s+(?:you\s+)?to\s+)?(?:check|verify|find\s+out|work\s+out|figure\s+out|look\s+up|see)\s+(?:please\s+)?(?:,\s*)?((?:(?:on|in|at|for|from|to|with|during|by)\s+)?(?:how|what|which|who|whom|whose|when|where)\b)|^\s*(?:please\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?)?(?:count|calculate|compute|tally)\s+(?:up\s+)?(?:please\s+)?(how\s+(?:many|much|often|long|far)\b)`)

// politeLoc: where the words that wrap a question in a request begin and
// end (politeRE, checkWhRE, tellRE: "tell me who started the thread" is
// asked as "can you tell me" asks it), nil if none do. A phrase or two
// set first with their commas may go before them ("Apart from Jonas, can
// you tell me who …"): the words begin after it.
func politeLoc(s string) []int {
	if m := politeAt(s); m != nil {
		return m
	}
	from := 0
	for n := 0; n < 3; n++ {
		i := strings.IndexByte(s[from:], ',')
		if i < 0 || from+i > 80 {
			break
		}
		from += i + 1
		if m := politeAt(s[from:]); m != nil {
			return []int{from + m[0], from + m[1]}
		}
	}
	return nil
}

// unwrapped is s without the words that wrap it in a request
// (politeLoc); a phrase set before them goes after the question, as a
// phrase said first goes ("Apart from Jonas, can you tell me who I ate
// out with most": who I ate out with most apart from Jonas).
func unwrapped(s string) string {
	m := politeLoc(s)
	if m == nil {
		return s
	}
	if m[0] == 0 {
		if m[1] == 0 {
			return s
		}
		// "Remind me: can you count how many …": one request inside
		// another
		return unwrapped(s[m[1]:])
	}
	lead := strings.TrimRight(strings.TrimSpace(s[:m[0]]), ",")
	q := s[m[1]:]
	body := strings.TrimRight(q, "?.! ")
	return body + " " + lead + q[len(body):]
}

// politeAt: where the words that wrap a question begin and end, said first.
func politeAt(s string) []int {
	if m := politeRE().FindStringIndex(s); m != nil {
		return m
	}
	for _, re := range []*regexp.Regexp{checkWhRE(), tellRE()} {
		if m := re.FindStringSubmatchIndex(s); m != nil {
			for g := 2; g+1 < len(m); g += 2 {
				if m[g] >= 0 {
					return []int{m[0], m[g]} // the question word
				}
			}
		}
	}
	return nil
}

// heldRE: an event "held", which is said of when or where it is: the be
// verb and what follows it stay (group 1), "where was the Daily Sync held"
// asks where it was.
// aboutRE: a relative clause of what a text is about, after the plural
// noun of the texts ("notes which talk about", "emails that refer to");
// what a text mentions is its words (mentioned).
var aboutRE = lazyre.New(`(?i)\b(posts|notes|emails|mails|messages|tweets|entries|texts|comments|chats|letters)\s+(?:that\s+|which\s+)?(?:talk(?:s|ed)?\s+about|refer(?:s|red)?\s+to|deal(?:s|t)?\s+with)\b`)

// getPassiveRE: a passive said with "get" of a thing named with its
// determiner ("did the bins get collected", "did my parcel get
// delivered"): group 1 the thing, group 2 the participle.
var getPassiveRE = lazyre.New(`(?i)\bdid\s+((?:the|my|our)(?:\s+[\p{L}'’-]+){1,3}?)\s+get\s+(\p{L}+ed)\b`)

var heldRE = lazyre.New(`(?i)(\b(?:is|are|was|were|be|been|being)\b(?:\s+[\p{L}\d'’#.:-]+){0,6}?)\s+held\b`)

// mostPartRE: "the most part of the days", "in the most of the
// evenings": most of them.
var mostPartRE = lazyre.New(`(?i)\bthe\s+most\s+(?:part\s+)?of\b`)

var haveToRE = lazyre.New(`(?i)(\b(?:do|does|did|will)\s+(?:i|we))\s+(?:have|need)\s+to\b`)

// withFixes is s with each correction ("thraed → thread", as
// Frame.Corrected lists them) made to the whole word it was made to.
func withFixes(s string, fixes []string) string {
	for _, fx := range fixes {
		from, to, ok := strings.Cut(fx, " → ")
		if !ok {
			continue
		}
		re := regexp.MustCompile(`\b` + regexp.QuoteMeta(from) + `\b`) // a quoted word always compiles
		if loc := re.FindStringIndex(s); loc != nil {
			s = s[:loc[0]] + to + s[loc[1]:]
		}
	}
	return s
}

// startedThreadRE: who began a thread or conversation ("who started the
// thread about RPM macros", "who kicked off that discussion") is who sent
// its first mail.
var startedThreadRE = lazyre.New(`(?i)^(\s*)who\s+(?:started|began|begun|opened|initiated|kicked\s+off)\s+(?:the|that|this)\s+((?:\S+\s+){0,8}?)(?:(?:e-?mail|mail)\s+)?(thread|conversation|discussion)\b`)

// trendRE: whether something went up or down from one time to another
// (group 1 what, 2 the verb or the pair of verbs, 3 and 4 the times).
var trendRE = lazyre.New(`(?i)^\s*(?:did|has|have|had)\s+(.+?)\s+(` + trendVerbs + `)\s+(?:from|between)\s+(.+?)\s+(?:to|and)\s+(.+?)\s*$`)

// trendMatch is trendRE's reading of s, a change weighed against an
// earlier time ("did my step count go up or down in 2022 compared to
// 2021", trendVersusRE) read as one from it.
func trendMatch(s string) []string {
	if m := trendVersusRE().FindStringSubmatch(s); m != nil {
		s = trendFromTo(m)
	}
	return trendRE().FindStringSubmatch(s)
}

// trendVerbs: a verb of going up or down, or a choice of the two ("go up
// or down", "increased or decreased").
const trendVerbs = `(?:go|gone|went|goes)\s+(?:up|down)(?:\s+or\s+(?:(?:go|gone)\s+)?(?:up|down))?|(?:increase|decrease|rise|risen|fall|fallen|grow|grown|shrink|shrunk|drop|decline)(?:d)?(?:\s+or\s+(?:increase|decrease|rise|fall|grow|shrink|drop)(?:d)?)?`

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
