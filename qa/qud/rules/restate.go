package rules

import (
	"regexp"
	"slices"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/calendar"
	"reqap/lang/plural"
	"reqap/lang/thesaurus"
	"reqap/qa/qud/timex"
	rlex "reqap/qa/retrieve/lexicon"
)

// leftOutAfterNounRE: "which" or "what" and a noun, what it leaves out
// ("other than", "apart from", "besides", "except" and a name; group 2),
// then the clause asked (group 3, begun by its auxiliary and subject).
var leftOutAfterNounRE = lazyre.New(`(?i)^(\s*(?:which|what)\s+\pL+)\s+((?:other\s+than|apart\s+from|aside\s+from|besides|except(?:\s+for)?)\s+[^?,]+?)\s+((?:did|do|does|have|has|had)\s+(?:i|we)\b[^?,]*?)(\s*[?.!]*\s*)$`)

// thingsNamedAfterRE: a question of what or which thing was done (group
// 1 the wh-word, 2 its clause up to the verb, 3 the rest), then a
// request to list or name (group 4) the things meant (group 5: a noun
// with at most one word before it).
var thingsNamedAfterRE = lazyre.New(`(?i)^\s*(what|which)(\s+(?:did|do|have)\s+(?:i|we)\s+\pL+)([^?]*?)\s*\?\s*((?:(?:please|just|only|now)\s+)?(?:list|name|give\s+me|show\s+me|tell\s+me)(?:\s+(?:all|only|just))?(?:\s+(?:the|my))?)\s+(\pL+(?:\s+\pL+)?)\s*[.!]?\s*$`)

// howManyAreInRE: "how many" and the things counted (group 1), then "are"
// or "were", "there" perhaps, and the place they are in (group 2 its
// preposition).
var howManyAreInRE = lazyre.New(`(?i)^(\s*how\s+many\s+\pL+(?:\s+\pL+)?)\s+(?:are|were)\s+(?:there\s+)?(in|on)\b`)

// restate rewrites constructions of English into the form the
// recognisers read: "what was my run on May 1 called" → "what was the
// name of my run on May 1"; "what did I call my run" → "what did I name
// my run"; a topic set first is put where the question's pronoun stands
// for it, or after "of" ("Whit Monday 2010 - what was the date" → "what
// was the date of Whit Monday 2010").
func restate(s string, tx *timex.Parser) string {
	// "For my birthday in 2020, which restaurant …": a preposition is
	// capitalised for starting the sentence, not for a name; moved after
	// the question it had been searched for as one
	if m := leadPrepositionRE().FindStringSubmatchIndex(s); m != nil {
		s = s[:m[2]] + strings.ToLower(s[m[2]:m[3]]) + s[m[3]:]
	}
	if strings.Contains(s, "very") {
		s = theVeryRE().ReplaceAllString(s, "$1 $2")
	}
	if strings.Contains(s, "every") {
		// "every single month", "each and every month": every, stressed
		s = everySingleRE().ReplaceAllString(s, "${1}every")
	}
	if strings.Contains(strings.ToLower(s), "every") {
		// "list everyone I emailed": the people of the clause, as "the
		// people I emailed" are
		s = everyoneIRE().ReplaceAllString(s, "${1}the people ${2}")
	}
	s = sortedBy(s)
	s = onlyOneThing(s)
	// "how many messages are (there) in the WhatsApp group": the copula
	// after the things counted says nothing of them; read as "how many
	// messages in the WhatsApp group" (it had been searched for as words)
	s = howManyAreInRE().ReplaceAllString(s, "${1} ${2}")
	// "which cafés other than Café Kanne did I go to": what is left out,
	// said right after the noun it leaves out of, is read where the
	// recognisers read it, after the clause ("which cafés did I go to
	// other than Café Kanne"); in between it had been searched for as
	// words of the cafés
	s = leftOutAfterNounRE().ReplaceAllString(s, "${1} ${3} ${2}${4}")
	if strings.Contains(strings.ToLower(s), "day") {
		// "do I run more on Saturdays or Sundays": two sides weighed,
		// not the runs of either day (the union was answered "yes")
		s = weekdaysWeighedRE().ReplaceAllString(s, "${1}${2}, or on ${3}")
	}
	s = timeAfterDash(s) // trends.go: "how many runs did I do - 2021?"
	s = asQuestion(s)
	s = inSituAsked(s)
	s = questionFirst(s)
	s = partsOfDayCounted(s) // idioms.go: "how many evenings did I …"
	s = partOfPeriodOther(s) // idioms.go: "the first half of 2025 than the second"
	s = reminderTime(s)      // polls.go: "when does the standup reminder go off", no travel
	s = phrasalVerbs(s)
	s = relationName(s) // friends.go: "what's my sister's name"
	s = learnerForms(s)
	s = idioms(s)
	s = typicalPeriod(s)
	s = longestPeriod(s)
	s = inARowAfter(s)
	s = daysWithOne(s)
	s = leftOutTimes(s)  // temporal.go: "excluding December"
	s = coordinations(s) // coordination.go: "neither X nor Y", "X as well as Y"
	s = companionsWeighed(s)
	s = bothTimes(s)     // temporal.go: "in both 2020 and 2021"
	s = bothWeekdays(s)  // coordination.go: "both on Saturday and on Sunday"
	s = calendarUnits(s) // temporal.go: "the previous calendar year"
	s = perUnitYears(s)  // temporal.go: "per year 2020-2023"
	s = errandTrips(s)   // circumstances.go: "trips to the dentist"
	s = dayList(s)
	s = holidayNames(s, tx)
	s = spentTimeWith(s, tx)
	s = whereOnHoliday(s, tx)
	s = timeSince(s, tx)
	s = topicFirst(s, tx)
	s = eventWords(s)
	s = changeInYear(s) // idioms.go: "did my spending increase in 2022"
	s = trends(s)       // trends.go: ranks and trends as analysts word them
	s = rankedAmong(s)
	s = periodList(s)
	s = ratio(s)
	s = changes(s)
	s = weatherEllipsis(s) // weather.go: "on sunny or on rainy days"
	s = moodOtherSide(s)   // mood.go: "was I happier on weekends"
	s = lately(s)          // lately.go: "lately", "these past weeks"
	s = doingWords(s)
	s = togetherAsked(s)
	return s
}

// togetherRE: what someone and I did (together), "what do Sofia and I
// usually do together", "what did my mum and I cook": the one named
// (group 2), the rest of the question after "I" (3) without "together".
var togetherAskedRE = lazyre.New(`^(\s*(?i:what)\s+(?i:do|did|have|had)\s+)(\p{Lu}[\p{L}'’-]*|(?i:my)\s+\pL+)\s+(?i:and)\s+(?i:i)\s+([^?]*?)(?:\s+(?i:together))?(\s*[?.!]*)$`)

// togetherAsked reads what someone and I did as what I did with them
// ("what do I usually do with Sofia"), as English says the same with
// either subject: with the two as subject, "usually" had found nothing
// to group by and counted.
func togetherAsked(s string) string {
	return togetherAskedRE().ReplaceAllString(s, "${1}I ${3} with ${2}${4}")
}

// longestPeriod reads the longest of a calendar period, whose length is
// fixed, as its biggest: "how many km did I run in my longest week" is
// the week I ran most in (had been the longest run).
func longestPeriod(s string) string {
	return longestPeriodRE().ReplaceAllString(s, "${1}biggest ${2}")
}

// longestPeriodRE: "my (the) longest week", "longest months": the
// determiner in group 1, the period in group 2.
var longestPeriodRE = lazyre.New(`(?i)\b((?:my|the|our)\s+)longest\s+((?:week|month|quarter|year)s?)\b`)

// daysWithOne reads "on days with a workout" as the days of the
// happening, as "on days I had a workout" is: a clause of having, the
// anchor of the days; "days with more than 10 orders" and "days with no
// run" stay as they are (a bound, a lack).
func daysWithOne(s string) string {
	s = daysWithOneRE().ReplaceAllString(s, "${1}days I had ${2} ")
	s = daysWithNoneRE().ReplaceAllString(s, "${1}days I had no ")
	return daysWithThingsRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := daysWithThingsRE().FindStringSubmatch(m)
		if daysWithNotRE().MatchString(sm[2]) {
			return m // "days with none of", "days with more than 3": a lack, a bound
		}
		return sm[1] + "days I had " + sm[2]
	})
}

// daysWithOneRE: "on (the) days with a/an/any …" ("with my sister" is
// company, no happening).
// allTheDaysRE: "all the days I went swimming", "show me all of the
// dates I ran": the days themselves, as "the days I went swimming" are;
// "all" had made them everything done on those days.
var allTheDaysRE = lazyre.New(`(?i)^(\s*(?:(?:please\s+)?(?:show|list|give|tell)(?:\s+me)?\s+)?)all\s+(?:of\s+)?(the|my)\s+(days|dates|nights|evenings|mornings|weekends)(\s+(?:(?:on\s+which|when|that)\s+)?(?:i|we)\s)`)

var daysWithOneRE = lazyre.New(`(?i)\b((?:on|during)\s+(?:the\s+)?)days\s+with\s+(an?|any)\s+`)

// daysWithNoneRE: "on (the) days with no …" or "without (a, any) …": the
// days the happening left out, said as "days I had no …".
var daysWithNoneRE = lazyre.New(`(?i)\b((?:on|during)\s+(?:the\s+)?)days\s+(?:with\s+no|without(?:\s+(?:an?|any))?)\s+`)

// daysWithThingsRE: "on (the) days with" things in the plural, in lower
// case ("on days with team syncs", "on days with runs"; "with Karim" is
// company); daysWithNotRE the words that make them a lack or a bound.
var (
	daysWithThingsRE = lazyre.New(`\b((?i:on|during)\s+(?:the\s+)?)(?i:days)\s+with\s+((?:[a-z]+\s+)?[a-z]+s)\b`)
	daysWithNotRE    = lazyre.New(`^(?:not|none|more|less|fewer|over|under|above|below|at|my|our|his|her|their|the|some|many|few|lots|plenty|both|all)\b`)
)

// inARowAfterRE: "how many days (weeks, nights)" counted, then a clause,
// then "in a row" at its end ("how many days did I go running in a
// row"): groups 1 the periods, 2 the clause.
var inARowAfterRE = lazyre.New(`(?i)^(\s*how\s+many\s+(?:days|weeks|nights))(\s+(?:did|have|had|was|were)\s+[^?]*?)\s+in\s+a\s+row\b`)

// inARowAfter puts "in a row" said at a clause's end after the periods it
// counts ("how many days did I run in a row" → "how many days in a row did
// I run"), where the streak's readers take it: left at the end it was
// searched for as words, and nothing was found.
func inARowAfter(s string) string {
	m := inARowAfterRE().FindStringSubmatchIndex(s)
	if m == nil || periodsEndRE().MatchString(s[m[4]:m[5]]) {
		// "how many days did I run two days in a row": the streak's
		// own days said before it
		return s
	}
	return s[:m[3]] + " in a row" + s[m[4]:m[5]] + s[m[1]:]
}

// periodsEndRE: days, nights or weeks at the end of a clause.
var periodsEndRE = lazyre.New(`(?i)\b(?:days|nights|weeks)\s*$`)

// typicalPeriod reads a period said generically, "a typical (an average,
// a normal) day" or "a typical Saturday", as what is so of such periods
// on average: "how many songs on a typical Saturday" is on Saturdays on
// average, "how much do I spend in a typical month" per month on average;
// not the next Saturday, nor the month of the most.
func typicalPeriod(s string) string {
	m := typicalPeriodRE().FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	period := strings.ToLower(s[m[4]:m[5]])
	if !howMuchAskedRE().MatchString(s) && !amountWordRE().MatchString(strings.ToLower(s)) {
		// no amount asked ("what do I eat on a typical Saturday"): what
		// is usual then, which the readers of habits take from the word
		return s
	}
	avg := " on average"
	if avgSaidRE().MatchString(s[:m[0]] + s[m[1]:]) {
		avg = ""
	}
	switch period {
	case "day", "week", "month", "year":
		return s[:m[0]] + "per " + period + avg + s[m[1]:]
	}
	return s[:m[0]] + "on " + period + "s" + avg + s[m[1]:]
}

// typicalPeriodRE: a period said generically (group 2), after a
// preposition of time; avgSaidRE an average said already.
var (
	typicalPeriodRE = lazyre.New(`(?i)\b(on|in|during|over|for|across)\s+(?:a|an|the|my|your)\s+(?:typical|average|normal|ordinary|usual|regular|standard)\s+(day|week|month|year|weekend|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`)
	// howMuchAskedRE: an amount asked, which a typical period is had of
	// ("what does a typical week look like" asks none)
	howMuchAskedRE = lazyre.New(`(?i)\b(?:` + howAmount + `|number\s+of|amount\s+of)\b`)
	avgSaidRE      = lazyre.New(`(?i)\b(?:on\s+average|average|avg|mean|median|typically|usually|normally|generally)\b`)
)

// everyoneIRE: "everyone" or "everybody" heading a relative clause whose
// subject is the person ("everyone I emailed", "everybody that I met"):
// every person of it; group 1 what came before, 2 the subject.
var everyoneIRE = lazyre.New(`(?i)(^|[^\pL])every(?:one|body)\s+(?:(?:that|whom|who)\s+)?((?:i|we)\s)`)

// everySingleRE: "every" stressed ("every single", "each and every"),
// which says no more than "every"; group 1 what came before it.
var everySingleRE = lazyre.New(`(?i)(^|[^\pL])(?:every\s+single|each\s+and\s+every)\b`)

// theVeryRE: "very" between a determiner and an ordinal or a superlative
// ("the very first seven days", "my very last run", "the very best
// pizza"): it stresses the word after it and adds nothing to what is
// asked, so the recognisers never see it. "Very" capitalised is a
// title's word ("The Very First Night", "The Very Best of …").
var theVeryRE = lazyre.New(`\b((?i:the|my|our|your|his|her|their))\s+very\s+((?i:first|last|next|final|latest|earliest|best|worst|\p{L}{2,}est))\b`)

// A rewrite says one construction of English as the recognisers read it:
// where re matches, to (which may name re's groups). Each pattern's doc
// says which construction it is.
type rewrite struct {
	re func() *regexp.Regexp
	to string
}

// rewriteAll applies the rewrites in turn, each to what the one before
// wrote, so a list is read in its order.
func rewriteAll(s string, rs []rewrite) string {
	for _, r := range rs {
		s = r.re().ReplaceAllString(s, r.to)
	}
	return s
}

// stayDaysRE: the days or nights of a stay said as keywords ("days stayed
// in Lisbon", "total nights spent in Prague", "number of days away in
// Hamburg", "nights in Prague"); group 1 a word of counting, 2 the unit,
// 3 the verb, 4 the place and what follows. stayLengthRE: its length ("length of my stay
// in Lisbon", "duration of the trip to Vienna"); group 1 the place.
var (
	stayDaysRE   = lazyre.New(`(?i)^\s*((?:the\s+)?(?:total|number|no\.?|count|#)\s+(?:of\s+)?)?(days|nights)\s+(?:(?:i|we)\s+)?(stayed|spent|was|were|away|)\s*(?:in|at)\s+(\p{Lu}.*?)\s*[?.!]?\s*$`)
	stayLengthRE = lazyre.New(`(?i)^\s*(?:the\s+)?(?:length|duration)\s+of\s+(?:(?:my|our|the)\s+)?(?:stay|trip|visit|holiday|vacation)\s+(?:in|to|at)\s+(\p{Lu}.*?)\s*[?.!]?\s*$`)
)

// tripsWithRE: trips with someone said as keywords ("trip with Jonas",
// "my holidays with Anna in 2025"); group 1 who, and what follows.
var tripsWithRE = lazyre.New(`(?i)^\s*(?:(?:my|our|the|all)\s+(?:my\s+|our\s+|the\s+)?)?(?:trips?|holidays|vacations?|journeys?|travels)\s+(?:together\s+)?with\s+(\p{Lu}.*?|my\s+.+?)\s*[?.!]?\s*$`)

// stayKeywords asks the days of a stay said as keywords as "how many days
// did I spend in X" asks them: "days stayed in Lisbon" had been read as
// when I stayed there (the first day), "nights in Prague" as the records
// written at night, "length of stay in Lisbon" searched for a stay and
// found none (0 days). Days alone with no verb ("days in Lisbon") list
// the days, as before. Trips with someone are which trips.
func stayKeywords(s string) string {
	if m := tripsWithRE().FindStringSubmatch(s); m != nil {
		// "trip with Jonas": the trips, as "which trips did I take with
		// Jonas" lists them (every record of the days away had been)
		return "which trips did I take with " + m[1] + "?"
	}
	if m := stayLengthRE().FindStringSubmatch(s); m != nil {
		return "how long did I stay in " + m[1] + "?"
	}
	m := stayDaysRE().FindStringSubmatch(s)
	if m == nil || m[1] == "" && m[3] == "" && strings.EqualFold(m[2], "days") {
		return s
	}
	return "how many " + strings.ToLower(m[2]) + " did I spend in " + m[4] + "?"
}

// asQuestion reads a question said as something else: a statement with a
// tag ("I ran on Monday, right?"), a request ("tell me when …", "check
// if …", "I want to see …"), an embedded whether on its own.
func asQuestion(s string) string {
	s = unwrapped(s)
	s = negations(s) // negation.go: "not X but Y", "anything but X" …
	s = bounds(s)    // bounds.go: "in excess of 10 km", "50 EUR or more"
	// a statement with a tag asks whether it is so (tagAsked), as one
	// said to be true or false does
	if m := isItFalseRE().FindStringSubmatch(s); m != nil {
		// "is it false that I went to Vienna": whether I never did,
		// as "I never went to Vienna, right?" asks
		if b := iStatementRE().FindStringSubmatch(m[1]); b != nil && !modalRE().MatchString(b[2]) && notStatementRE().FindStringSubmatch(m[1]) == nil {
			s = b[1] + " never " + b[2] + b[3] + ", right?"
		}
	}
	s = cleftAsked(s)
	if m := isItTrueRE().FindStringSubmatch(s); m != nil {
		s = m[1] + ", right?"
	}
	if m := thePeriodsIRE().FindStringSubmatch(s); m != nil && !laterAskRE().MatchString(m[4]) {
		// "show me the days I felt great", "the days we went hiking":
		// the periods asked as "which days" asks them, no happening's
		// days that bound another question
		s = "which " + m[1] + " " + m[2] + " " + m[3] + m[4]
	}
	if m := whoThePersonRE().FindStringSubmatchIndex(s); m != nil {
		order := ""
		if m[4] >= 0 {
			order = strings.ToLower(s[m[4]:m[5]]) + " "
		}
		s = s[m[2]:m[3]] + "who " + order + s[m[1]:]
	}
	s = listPeopleWhoRE().ReplaceAllString(s, "${1}who ")
	s = stayKeywords(s)
	// "list the times I went swimming": the times asked to be listed are
	// the occasions, told by their dates, not a number of them
	s = listTimesRE().ReplaceAllString(s, "${1}dates ")
	// "books finished list", "runs october 2025 list": keywords with
	// "list" last ask for the list of them, as "list books finished"
	// does; "list" after a noun is the noun's list ("shopping list")
	if m := listLastRE().FindStringSubmatch(s); m != nil && !askingLeadRE().MatchString(m[1]) {
		if w := lastWord(m[1]); !thesaurus.Noun(strings.ToLower(w)) {
			s = "list " + m[1]
		}
	}
	// "which person did I eat out with most", "what people did I meet":
	// the person asked by its noun is who
	s = whichPersonRE().ReplaceAllString(s, "${1}who ${2}")
	s = tagAsked(s)
	s = listOfRE().ReplaceAllString(s, "${1}list ")
	// "what's on my list of books": the list kept of books, as "my books
	// list" says it (a noun after "of" names what a list holds); the
	// words after it stay ("on my list of gift ideas for Elif")
	s = keptListOfRE().ReplaceAllStringFunc(s, func(m string) string {
		sub := keptListOfRE().FindStringSubmatch(m)
		what, rest := sub[3], ""
		if f := strings.Fields(what); len(f) == 2 && functionWordRE().MatchString(f[1]) {
			what, rest = f[0], " "+f[1]
		}
		return sub[1] + " " + sub[2] + " " + what + " list" + rest
	})
	if m := askToRE().FindStringSubmatchIndex(s); m != nil {
		verb := "show me" // "I want to see the songs …"
		if m[2] >= 0 {
			verb = s[m[2]:m[3]]
		}
		s = verb + s[m[1]:]
	}
	s = tellRE().ReplaceAllString(s, "$1")
	s = theThingAsked(s)
	// "The Portishead song I played, which album was it from?": a noun
	// phrase set first and taken up by a pronoun in the question is
	// asked of in its place
	if m := dislocatedRE().FindStringSubmatch(s); m != nil && !periodHeadRE().MatchString(m[1]) {
		np := m[1]
		if strings.HasPrefix(np, "The ") {
			np = "the " + np[4:]
		}
		s = m[2] + np + m[4]
	}
	// "from whom did I receive a meeting invite", "who did I get it
	// from": who sent it to me
	s = receivedFromWhomRE().ReplaceAllString(s, "who sent me ${1}${2}${3}")
	if m := theTimeOfRE().FindStringSubmatch(s); m != nil && !cycleOfRE().MatchString(m[3]) {
		// "what was the exact time of my first sent email", "the date
		// of my last run": when it was, at the time of day asked
		if strings.EqualFold(m[2], "time") {
			s = "what time was " + m[3] // "exact" is read off the question (whenAttr)
		} else {
			s = "when was " + m[3]
		}
	}
	if m := thePeriodIRE().FindStringSubmatch(s); m != nil {
		// "what was the day on which I listened to the most music", "the
		// month I spent the most": the period is asked, which day
		if modalRE().MatchString(m[4]) {
			s = "which " + m[2] + " " + m[4] + " " + m[3] + m[5]
		} else {
			s = "which " + m[2] + " " + askedOf(m[3], m[4], m[5])
		}
	}
	s = rewriteAll(s, []rewrite{
		// "give me a breakdown of my spending by category", "walk me
		// through what I watched", "summarise my listening": a request
		// for a summary is one to show what it sums up
		{summaryNounRE, "${1}show me "},
		{summaryVerbRE, "${1}show me "},
		// "tally up what I spent", "add up my runs", "tot up my orders":
		// the total, of the amount said or else of the things
		{addUpRE, "${1}total"},
	})
	s = checkIfRE().ReplaceAllString(s, "$1 ")
	if b := whetherThereRE().FindStringSubmatch(s); b != nil {
		s = b[1] + " there" + b[2] // "whether there was a Vespers in 2016": was there
	} else if b := whetherRE().FindStringSubmatch(s); b != nil && !modalRE().MatchString(b[2]) {
		s = askedOf(b[1], b[2], b[3]) // "whether I ran on Monday": did I
	} else if b != nil {
		s = b[2] + " " + b[1] + b[3] // "whether I was in Lisbon": was I
	}
	return s
}

// countsOfEach reads the things asked for together with how many of
// another each had ("which shows did I watch in 2013 and how many
// episodes of each", "list every show I watched along with the number of
// episodes"): how many of the other per thing, a table of the things.
func countsOfEach(s string) string {
	m := countsOfEachRE().FindStringSubmatch(s)
	if m == nil || superlativeRE().MatchString(m[4]) {
		// "which artist did I listen to most and how many times": the
		// count of the best one, not of each
		return s
	}
	one, _ := plural.One(strings.ToLower(m[1]))
	return "how many " + m[5] + " per " + one + " " + askedOf(m[2], m[3], m[4]) + m[6]
}

// superlativeRE: a word that picks the best or the least of things.
var superlativeRE = lazyre.New(`(?i)\b(?:most|least|fewest|top)\b`)

// countsOfEachRE: the things (group 1) the subject (2) did (3, the verb;
// 4 the rest) asked for with how many of another (5) each had; 6 the end.
var countsOfEachRE = lazyre.New(`(?i)^\s*(?:(?:please\s+)?(?:list|show(?:\s+me)?|give\s+me|name)\s+|(?:which|what)\s+)?(?:(?:every|each|all(?:\s+of)?|the|all\s+the|my|all\s+my)\s+)?(\pL+)\s+(?:(?:that|which)\s+)?(?:did\s+)?(i|we)\s+(\pL+)\b(.*?)\s*,?\s+(?:along\s+with|together\s+with|with|and)\s+(?:how\s+many|the\s+number\s+of|the\s+count\s+of)\s+(\pL+)(?:\s+(?:of|for|in)\s+each(?:\s+one)?|\s+each)?(\s*[?.!]*)$`)

// holidayNames writes a holiday named in lower case as the name it is
// ("when was whit monday": Whit Monday), so that a calendar's entry of
// it is found as a name is.
func holidayNames(s string, tx *timex.Parser) string {
	if tx == nil {
		return s
	}
	b := []byte(s)
	for _, sp := range tx.Parse(s, timex.Options{}) {
		if sp.Holiday == "" || sp.HolidayEnd > len(s) || s[sp.HolidayStart:sp.HolidayEnd] != strings.ToLower(s[sp.HolidayStart:sp.HolidayEnd]) {
			continue // none, or written as the writer meant it
		}
		start := true
		for i := sp.HolidayStart; i < sp.HolidayEnd; i++ {
			c := b[i]
			if start && c >= 'a' && c <= 'z' && !holidayFunctionWords[wordAt(s, i)] {
				b[i] = c - 'a' + 'A'
			}
			start = c == ' ' || c == '-'
		}
	}
	return string(b)
}

// whereOnRE: where I was (group 1 the subject) on a time (group 2), to
// the end of the question (group 3).
var whereOnRE = lazyre.New(`(?i)^\s*where\s+(?:was|were)\s+(i|we)\s+(?:on|over|at|for)\s+(.+?)(\s*[?.!]*)$`)

// whereOnHoliday reads "where was I on New Year's Eve 2022" as where I
// spent it: a holiday is a happening of its own, told by the post of the
// night ("What a night at Bar Luna") as well as by the calendar, which
// alone had been asked for the places of its entries that day. The time
// must be all a holiday, with a year or none.
func whereOnHoliday(s string, tx *timex.Parser) string {
	m := whereOnRE().FindStringSubmatch(s)
	if m == nil || tx == nil {
		return s
	}
	what := m[2]
	on := "on " + what // a holiday without a year is a time after its preposition
	for _, sp := range tx.Parse(on, timex.Options{}) {
		if sp.Holiday == "" || sp.Anchor != nil || sp.End != len(on) || strings.TrimSpace(on[sp.Start:sp.HolidayStart]) != "" && !slices.Contains([]string{"on", "on the"}, strings.ToLower(strings.TrimSpace(on[sp.Start:sp.HolidayStart]))) {
			continue
		}
		return "where did " + m[1] + " spend " + what + m[3]
	}
	return s
}

// spentWithRE: who I spent something with (group 1 what was spent, group
// 2 what follows "with").
var spentWithRE = lazyre.New(`(?i)^(\s*who(?:m)?\s+did\s+(?:i|we)\s+)spend\s+(.+?)\s+with\b(.*)$`)

// spentTimeWith reads "who did I spend Christmas (the weekend, New Year's
// Eve) with" as who I was with then: a time spent with people is the
// company kept during it, not a doing called spending. What is spent must
// be all a time of the calendar; "who did I spend my birthday with" is
// left to the anchors.
func spentTimeWith(s string, tx *timex.Parser) string {
	m := spentWithRE().FindStringSubmatchIndex(s)
	if m == nil || tx == nil {
		return s
	}
	what := s[m[4]:m[5]]
	during := "during " + what
	for _, sp := range tx.Parse(during, timex.Options{}) {
		if sp.Anchor == nil && sp.Start == 0 && sp.End == len(during) {
			who := strings.TrimSpace(s[m[2]:m[3]])
			who = who[:strings.IndexAny(who, " \t")]
			return who + " was I with " + during + s[m[6]:m[7]]
		}
	}
	return s
}

// wordAt is the word of s that begins at i.
func wordAt(s string, i int) string {
	end := strings.IndexAny(s[i:], " -")
	if end < 0 {
		return s[i:]
	}
	return s[i : i+end]
}

// holidayFunctionWords stay in lower case inside a holiday's name ("the
// Feast of St. Joseph", "Day of the Dead").
var holidayFunctionWords = map[string]bool{"of": true, "the": true, "and": true, "de": true, "la": true}

// dayList says the month of each day of a list ("on May 3 and 7, 2024":
// on May 3 and May 7, 2024), as the time grammar reads a date; "between
// May 3 and 7" is a range and stays.
func dayList(s string) string {
	m := dayListRE().FindStringSubmatchIndex(s)
	if m == nil || m[2] >= 0 {
		return s
	}
	month := s[m[4]:m[5]]
	if _, ok := calendar.Month(strings.ToLower(month)); !ok {
		return s
	}
	return s[:m[7]] + " " + month + s[m[7]:]
}

// dayListRE: a month's day and another day joined by "and" or "or", with
// nothing after but the year or the end (group 1 "between", 2 the month,
// 3 the words up to the second day).
var dayListRE = lazyre.New(`(?i)\b(between\s+)?(\pL+)\s+\d{1,2}(?:st|nd|rd|th)?(\s+(?:and|or|&))\s+\d{1,2}(?:st|nd|rd|th)?(?:\s*,?\s*(?:19|20)\d\d)?\s*(?:[?.!]|$)`)

// askedOf asks what a statement of the subject's says: an auxiliary leads
// as it is ("I have seen it": have I seen it), any other verb after did
// in its base form ("I listened to X", "I went to Naples": did I listen
// to X, did I go to Naples), as such questions are asked.
func askedOf(subject, verb, rest string) string {
	switch aux := strings.ToLower(verb); aux {
	case "have", "has", "had", "do", "did", "does":
		return aux + " " + subject + rest
	}
	if b := thesaurus.PastBase(verb); b != "" {
		// "I went to Naples three times, right?": did I go, as the
		// question is asked; "did I went" read no journey
		verb = b
	}
	return "did " + subject + " " + verb + rest
}

// questionFirst puts first the question that words set before it belong
// to: a keyword of average said last, an adverb with its comma, a time
// told by a happening ("The year I first tweeted, how much did I spend?").
func questionFirst(s string) string {
	// "number of orders per year average": in a query of keywords the
	// word that says an average may come last; it goes with the whole
	if m := trailingAverageRE().FindStringSubmatch(s); m != nil && !clauseWordRE().MatchString(m[1]) {
		s = "average " + m[1]
	}
	// "According to my diary, how often did I swim": where it is said,
	// set first with its comma, goes with the question as said after it
	if m := leadSourceRE().FindStringSubmatch(s); m != nil {
		q := strings.TrimRight(m[2], "?.! ")
		lead := m[1]
		if i := strings.IndexByte(lead, ' '); i > 0 {
			lead = strings.ToLower(lead[:i]) + lead[i:] // "According" said first
		}
		s = q + " " + lead + m[2][len(q):]
	}
	// "X versus Y" weighs the two as "X or Y" does ("versus": against, as
	// opposed to); a pair set first with its colon or comma ("Lena vs
	// Sofia: who did I see more?") is the choice of the question after it
	if m := leadPairRE().FindStringSubmatch(s); m != nil {
		s = m[3] + ", " + m[1] + " or " + m[2] + "?"
	}
	if comparesRE().MatchString(s) {
		s = strings.TrimSpace(versusRE().ReplaceAllString(s, "or "))
	}
	// "On average, were my runs longer …": the adverb set first goes with
	// the question, which starts after it
	if m := leadAdverbRE().FindStringSubmatch(s); m != nil {
		s = m[2] + " " + strings.ToLower(m[1])
	}
	// "how much on average do I spend per month", "how many songs in
	// total did I play": the adverb before the verb goes with the
	// question, said after its clause
	s = askedAdverbRE().ReplaceAllString(s, "$1 $3 $2$4")
	// "The year I first tweeted, how much did I spend?", "When I was in
	// Rome, what did I eat?": a time told by a happening, said first,
	// bounds the question that follows, as it does said after it
	if m := leadAnchorRE().FindStringSubmatch(s); m != nil && !leadAskRE().MatchString(m[1]) {
		s = m[2] + " " + m[1]
	}
	return s
}

// timeSince reads the time since a thing as the questions of when the
// recognisers know: "how long has it been since I last …" is how long ago,
// "since when have I …" is when I first started.
func timeSince(s string, tx *timex.Parser) string {
	// "has it been long since …", "is it a while since …": whether the
	// time since is long is told by how long it is
	s = longSinceRE().ReplaceAllString(s, "${1}how long has it been since")
	// "has it been more than a month since …": how long it has been,
	// weighed against the span said (the frame's AgoWhether)
	s = boundSinceRE().ReplaceAllString(s, "${1}how long has it been since")
	// "how much time has passed since …" is how long it has been; "how
	// much time did I spend …" stays the time spent
	s = muchTimeSinceRE().ReplaceAllString(s, "${1}how long $2")
	// "it's been how long since …": the question word left in place
	s = inSituSinceRE().ReplaceAllString(s, "${1}how $2 has it been since")
	if m := bareSinceRE().FindStringSubmatch(s); m != nil {
		// "days since last run?", "time since my last order": the
		// question said in keywords, its article and possessive left
		// out as a headline leaves them
		lead := "how long"
		if m[2] != "" {
			lead = "how many " + strings.ToLower(m[2])
		}
		rest := m[3]
		if saidWhichRE().MatchString(rest) {
			rest = "my " + rest
		}
		s = m[1] + lead + " since " + rest
	}
	if m := sinceDoneRE().FindStringSubmatchIndex(s); m != nil {
		// "how long has it been since I saw Karim", "how many days
		// since I joined Driftwood": since the last time, or since it
		// began for a verb of beginning, as "how long ago did I" asks;
		// not the hours of everything done since then
		w := strings.ToLower(s[m[6]:m[7]])
		next, _, _ := strings.Cut(strings.TrimSpace(strings.ToLower(s[m[8]:m[9]])), " ")
		switch {
		case haveRE().MatchString(w) && !participleLikeRE().MatchString(next):
			// "since I had dinner with Karim": to have is the verb
			s = s[:m[6]] + "last " + s[m[6]:]
		case w == "was" || w == "were":
			// "how long has it been since I was in Rome": how long ago
			s = "how " + s[m[2]:m[3]] + " ago " + w + " " + s[m[4]:m[5]] + s[m[8]:m[9]]
		case sinceClauseSkipRE().MatchString(w):
		case sinceBeganRE().MatchString(w):
			s = s[:m[6]] + "first " + s[m[6]:]
		default:
			s = s[:m[6]] + "last " + s[m[6]:]
		}
	}
	if m := sinceLastRE().FindStringSubmatch(s); m != nil {
		if m[2] != "" {
			if !saidWhichRE().MatchString(m[3]) {
				// "how long since I went to the dentist", "since I
				// have been to Prague": since the last time, as "how
				// long ago" without "last" reads it
				m[3] = "last " + perfectBeenRE().ReplaceAllString(m[3], "$1")
			}
			s = "how " + m[1] + " ago did " + m[2] + " " + m[3]
		} else {
			s = "how " + m[1] + " ago was " + m[4]
		}
	}
	if m := countdownOf(s); m != nil {
		// "how many days until Christmas": the days from today to its
		// coming date, which is when it is (build counts them)
		s = "when is " + m[2]
	}
	if m := beenDoingRE().FindStringSubmatch(s); m != nil && !totalRE().MatchString(m[4]) && len(tx.Parse(m[4], timex.Options{})) == 0 {
		// "how long have I been using Spotify", "how many years have I
		// been ordering from Amazon": since it began, as "since when"
		// asks; a total ("in total", "this year") is the time spent
		s = "how " + m[1] + " ago did " + m[2] + " first start " + m[3] + m[4]
	}
	if m := stateSinceRE().FindStringSubmatch(s); m != nil && !totalRE().MatchString(m[5]) && len(tx.Parse(m[5], timex.Options{})) == 0 {
		// "how long have I worked at Driftwood Furniture", "how many
		// years have I been with Acme": employment held up to now (the
		// continuative perfect), since it began, as "been working"
		// asks; not the hours of the records that name the employer
		s = "how " + m[1] + " ago did " + m[2] + " first start working " + m[4] + m[5]
	}
	if m := sinceWhenRE().FindStringSubmatchIndex(s); m != nil {
		s = "when did " + s[m[2]:m[3]] + " first start " + s[m[1]:]
	}
	for _, re := range []*regexp.Regexp{startEndRE(), dateRangeRE(), spanCoverRE()} {
		if m := re.FindStringSubmatch(s); m != nil {
			// "when did my Amazon orders start and end", "the date
			// range of my emails": the first and the last of them
			s = "when were my first and last " + strings.TrimSuffix(m[1], " data") + m[2]
			break
		}
	}
	if m := yearsOfRE().FindStringSubmatch(s); m != nil {
		// "how many years of Amazon orders do I have": how long the
		// records reach, from the first to the last, not how many
		s = "how many " + m[1] + " between my first and last " + m[2] + m[3]
	}
	if m := farBackRE().FindStringSubmatch(s); m != nil {
		// "how far back does my mail go": how far in time, to where the
		// records begin, not a distance travelled
		s = "when " + strings.ToLower(m[1]) + " " + m[2] + " start" + m[3]
	}
	return s
}

// startEndRE: "when did my Amazon orders start and end" (of things of
// mine, in the plural: "when did the Daily Sync start and end" is one
// series' own span); dateRangeRE:
// "what is the date range of my emails"; spanCoverRE: "what time span
// does my Spotify data cover". Group 1 the records, 2 the end.
var (
	startEndRE  = lazyre.New(`(?i)^\s*when\s+(?:did|do|does)\s+my\s+(.+?s)\s+(?:start|begin)\s+and\s+(?:end|stop|finish)(\s*[?.!]*)\s*$`)
	dateRangeRE = lazyre.New(`(?i)^\s*(?:what\s+(?:is|was)\s+|what['’]s\s+)?the\s+(?:date\s+range|time\s+range|time\s+span|span\s+of\s+time|range\s+of\s+dates)\s+(?:of|covered\s+by|for)\s+(?:my\s+|the\s+)?(.+?)(\s*[?.!]*)\s*$`)
	spanCoverRE = lazyre.New(`(?i)^\s*what\s+(?:time\s+span|date\s+range|time\s+range|period|span|dates)\s+(?:do|does)\s+(?:my\s+|the\s+)?(.+?)\s+cover(\s*[?.!]*)\s*$`)
)

// yearsOfRE: "how many years of Spotify history do I have", "how many
// months worth of orders do I have": group 1 the unit, 2 the records, 3
// the end.
var yearsOfRE = lazyre.New(`(?i)^\s*how\s+many\s+(weeks|months|years)(?:['’]?\s*worth)?\s+of\s+(?:my\s+|the\s+)?(.+?)\s+(?:do|does|did)\s+(?:i|we)\s+have(?:\s+(?:recorded|here|saved|stored))?(\s*[?.!]*)\s*$`)

// farBackRE: "how far back does my mail go (back)", "how far back do my
// orders go", "… date back" (reach, date back): group 1 the auxiliary, 2
// the records, 3 what follows.
var farBackRE = lazyre.New(`(?i)^\s*how\s+far\s+back\s+(does|do|did|can|will)\s+(.+?)\s+(?:go|goes|reach|date|extend|run)(?:\s+back)?\b(.*)$`)

// listLastRE: keywords (group 1) and "list" last; askingLeadRE a
// question's first word that asks (a question word or an auxiliary).
var (
	listLastRE   = lazyre.New(`(?i)^\s*(\S.*?)\s+list\s*[?.!]*\s*$`)
	askingLeadRE = lazyre.New(`(?i)^\s*(?:what|which|when|where|who|whom|whose|why|how|do|does|did|is|are|was|were|have|has|had|can|could|will|would|should|show|list|give|tell|find)\b`)
)

// thePeriodsIRE: a question that is only the periods of a clause, after a
// request or "what were" ("list the days I felt great"): group 1 the
// periods, 2 the subject, 3 its verb, 4 the rest; laterAskRE a question
// of its own in the rest ("the days I ran, what did I eat"), which the
// periods bound.
var (
	thePeriodsIRE = lazyre.New(`(?i)^\s*(?:(?:please\s+)?(?:show|list|give|tell|find)(?:\s+me)?\s+|what\s+(?:were|are)\s+)?the\s+(days|dates|weeks|months|weekends)\s+(?:that\s+|when\s+|on\s+which\s+)?(i|we)\s+(\pL+)(.*)$`)
	laterAskRE    = lazyre.New(`(?i)[,;:]|\b(?:what|which|who|whom|where|when|how|did|do|does|was|were)\b`)
)

// longSinceRE: whether it has been long since something.
var longSinceRE = lazyre.New(`(?i)^(\s*)(?:has|is)\s+it\s+been\s+(?:(?:very\s+|too\s+)?long|(?:quite\s+)?a\s+(?:long\s+)?while|ages)\s+since\b`)

// boundSinceRE: whether the time since something is more or less than a
// span ("has it been more than a month since", "is it over a year since",
// "has it been less than 2 weeks since"): the comparison (group 2), the
// number (3) and the unit (4).
var boundSinceRE = lazyre.New(`(?i)^(\s*)(?:has|is)\s+it\s+(?:been\s+)?(more|over|longer|less|under|fewer|shorter|at\s+least|at\s+most|no\s+more|no\s+less)\s+(?:than\s+)?(a|an|one|\d+(?:[.,]\d+)?|[a-z]+)\s+(days?|weeks?|months?|years?)\s+since\b`)

// inSituSinceRE: the time since asked with the question word where its
// answer would stand ("it's been how long since", "it has been how many
// days since"): group 2 the unit.
var inSituSinceRE = lazyre.New(`(?i)^(\s*)(?:it's|it\s+has|it\s+is)\s+been\s+how\s+(long|many\s+(?:` + spanUnits + `))\s+since\b`)

// bareSinceRE: the time since something asked in keywords ("days since
// last run", "time since my last order"): the unit (group 2, none for
// "time") and what it is since (3).
var bareSinceRE = lazyre.New(`(?i)^(\s*)(?:(?:the\s+)?(?:number\s+of\s+)?(` + spanUnits + `)|(?:the\s+)?time)\s+since\s+(\S.*)$`)

// muchTimeSinceRE: an amount of time asked up to a time since something
// (group 2: "has passed since", "has it been since", "since").
var muchTimeSinceRE = lazyre.New(`(?i)^(\s*)how\s+much\s+time\s+((?:(?:has|have)\s+(?:passed|elapsed|gone\s+by)\s+|has\s+it\s+been\s+|is\s+it\s+)?since)\b`)

// topicFirst puts a topic or two things weighed, said before the question,
// where the question speaks of them.
func topicFirst(s string, tx *timex.Parser) string {
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
	return s
}

// trailingAverageRE: keywords ending in "average" (group 1: the rest).
var trailingAverageRE = lazyre.New(`(?i)^\s*(.*\S)\s+(?:on\s+)?average\s*[?.!]*\s*$`)

// cleftAsked reads a question of whether said as a cleft ("was it in 2022
// that I went to Kyoto", "was it by train that I went to Florence"),
// which puts first what it asks about, as the clause with it said in its
// place and a tag; a time said bare takes its preposition ("was it 2021
// when I moved": in 2021).
func cleftAsked(s string) string {
	m := cleftRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	focus := m[1]
	if m[2] != "" {
		focus = "in " + m[2]
	}
	return m[3] + " " + focus + ", right?"
}

// tagAsked reads a statement with a tag as the question it asks: "Taylor
// Swift was my top artist in 2023, right?" is "was Taylor Swift my top
// artist in 2023", "I went to Naples twice, didn't I" "did I go to Naples
// twice"; a question with a tag after a comma is the question.
func tagAsked(s string) string {
	m := tagRE().FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	body := s[:m[0]]
	if b := beStatementRE().FindStringSubmatch(body); b != nil && !questionLeadRE().MatchString(body) {
		return b[2] + " " + b[1] + " " + b[3]
	}
	if b := notStatementRE().FindStringSubmatch(body); b != nil {
		// "I didn't go climbing in March, right?": whether the
		// statement holds, that there was none, as "did I never go
		// climbing" asks (not whether I went, as "didn't I" does)
		return strings.ToLower(b[2]) + " " + b[1] + " never" + b[3]
	}
	if b := iStatementRE().FindStringSubmatch(body); b != nil && !modalRE().MatchString(b[2]) {
		return askedOf(b[1], b[2], b[3]) // "I listened to X more than Y, right?": did I
	}
	if strings.Contains(s[m[0]:m[1]], ",") {
		return body
	}
	return s
}

// embeddedAsked reads a question embedded in a request or a wonder,
// left in a statement's order once its wrapper is read off ("how many
// times I went to Prague", "when I last went to Budapest"), in a
// question's order: "how many times did I go to Prague". Only a verb in
// the past is turned round; "what I want" stays.
func embeddedAsked(s string) string {
	m := embeddedWhRE().FindStringSubmatch(s)
	if m == nil || auxRE().MatchString(lastWord(m[1])) {
		return s // "what have we packed", "what was I employed as": a question's order already
	}
	base := thesaurus.PastBase(m[4])
	if base == "" {
		return s
	}
	return m[1] + " did " + m[2] + " " + m[3] + base + m[5]
}

// embeddedWhRE: a question word and its phrase (group 1), then a
// statement's subject (2), an adverb of when (3), its verb (4) and the
// rest (5).
var embeddedWhRE = lazyre.New(`(?i)^(\s*(?:how\s+many\s+times|how\s+often|how\s+many\s+\pL+|how\s+much(?:\s+\pL+)?|how\s+long|how\s+far|when|where|what|who|which\s+\pL+|what\s+\pL+))\s+(i|we)\s+((?:last|first|ever|most\s+recently)\s+)?(\pL+)\b(.*)$`)

// tagRE: a tag after a statement or a question, asking it be confirmed
// ("…, right?", "… isn't it"): a negated auxiliary with the statement's
// subject is one whatever the auxiliary ("…, haven't I", "…, wasn't I").
var tagRE = lazyre.New(`(?i)\s*,?\s+(?:right|correct|true|yes|no|isn['’]?t\s+it|wasn['’]?t\s+it|weren['’]?t\s+they|aren['’]?t\s+they|(?:didn|haven|hasn|hadn|don|wasn|weren)['’]?t\s+(?:i|we)|innit|(?:did|have|had)\s+(?:i|we))\s*[?.!]*\s*$`)

// isItTrueRE: a statement asked about as a whole ("is it true that I
// listened to X more than Y", "is it true that Hellfrost was my top
// artist", "am I right that …"): whether it is so, as the statement
// with a tag asks (group 1). A statement of another subject than I is
// one with "be", which the tag's reader turns round.
var isItTrueRE = lazyre.New(`(?i)^\s*(?:is\s+it\s+(?:true|correct|right|the\s+case)|was\s+it\s+(?:true|the\s+case)|am\s+i\s+right|am\s+i\s+correct)\s+(?:(?:in\s+thinking\s+)?that\s+)?((?:i|we)\b.+?|[^,?]+?\s(?:was|is|were|are)\s.+?)\s*[?.!]*\s*$`)

// cleftRE: a question of whether said as a cleft, "was it FOCUS that
// CLAUSE": the focus a phrase with its preposition (group 1) or a year or
// a month said bare (2), the clause of I or we (3). A focus of another
// kind ("was it raining when I ran": the weather) is no cleft's.
var cleftRE = lazyre.New(`(?i)^\s*(?:was|is)\s+it\s+(?:((?:in|on|at|by|with|during|before|after|around|last|this)\s+[^,?]+?)|((?:(?:january|february|march|april|may|june|july|august|september|october|november|december)\s+)?(?:19|20)\d\d|(?:january|february|march|april|may|june|july|august|september|october|november|december)))\s+(?:that|when|where)\s+((?:i|we)\b.+?)\s*[?.!]*\s*$`)

// notStatementRE: a statement of what I or we did not do ("I didn't go
// climbing", "we haven't been to Prague"): the subject (group 1), the
// auxiliary (2) and what follows the negation (3).
var notStatementRE = lazyre.New(`(?i)^\s*(i|we)\s+(did|do|does|have|has|had)(?:n['’]?t|\s+not)\b(.*)$`)

// isItFalseRE: a statement asked whether it is false ("is it false that
// I went to Vienna"): whether its denial holds (group 1 the statement).
var isItFalseRE = lazyre.New(`(?i)^\s*(?:is|was)\s+it\s+(?:false|incorrect|untrue)\s+(?:to\s+say\s+)?that\s+((?:i|we)\b.+?)\s*[?.!]*\s*$`)

// iStatementRE: a statement of what I or we did ("I listened to X more
// than Y"): the subject (group 1), its verb (2) and the rest (3).
var iStatementRE = lazyre.New(`(?i)^\s*(i|we)\s+(\pL+)\b(.*)$`)

// whoThePersonRE: "who is the person who wrote me most": who wrote me
// most (the person, the one, the contact that did it).
// modalRE: the verbs of a statement that is not one of doing.
var modalRE = lazyre.New(`(?i)^(?:can|could|will|would|shall|should|may|might|must|was|were|am|is|are)$`)

// whichPersonRE: a question of a person by its noun ("which person did
// I …", "what people were …"), at the start or after words set before it
// with a comma: group 1 what leads, 2 the auxiliary after the noun.
var whichPersonRE = lazyre.New(`(?i)(^\s*|,\s*)(?:which|what)\s+(?:person|persons|people|individual|individuals)\s+((?:did|do|does|was|were|is|are|have|has|had)\b)`)

// whoThePersonRE: who asked as the person who did it ("who was the
// person who emailed me"), maybe the first or last to ("who was the last
// person who emailed me": who last emailed me); group 2 the order word.
var whoThePersonRE = lazyre.New(`(?i)^(\s*)who\s+(?:is|was|'s)\s+the\s+(?:(first|last|latest|most\s+recent)\s+)?(?:person|one|contact|people|guy|sender)\s+(?:who|that|which)\s+`)

// listPeopleWhoRE: a request for the people who did a thing ("list the
// people who came to my party", "name everyone who wrote to me", "show me
// all the people that I met"): who did it, or whom I did it with.
var listPeopleWhoRE = lazyre.New(`(?i)^(\s*)(?:please\s+)?(?:list|name|show(?:\s+me)?|give\s+me|tell\s+me)\s+(?:all\s+)?(?:(?:the|all\s+the)\s+(?:people|persons|friends|ones)|everyone|everybody|all\s+those|those|anyone|anybody)\s+(?:who|that)\s+`)

// beStatementRE: a statement with "be": its subject (group 1), the verb
// (2) and what is said of the subject (3).
var beStatementRE = lazyre.New(`(?i)^\s*(.+?)\s+(was|is|were|are)\s+(.+)$`)

// askToRE: a request put as a question ("can you list the songs …",
// "could you find …") or as a wish to see ("I want to see …", "I'd like to
// see …"): the request is the imperative that follows.
var askToRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?((?:list|show|find|give|name|count|display|get|pull\s+up)\b)|(?:i\s+(?:want|wish|need)|i'?d\s+like|i\s+would\s+like|let\s+me)\s+(?:to\s+)?(see|view)\b)`)

// listTimesRE: a request to list or show (group 1, with its article) the
// times or occasions something happened.
var listTimesRE = lazyre.New(`(?i)^(\s*(?:please\s+)?(?:list|name|show(?:\s+me)?|give\s+me|tell\s+me)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+)?)(?:times|occasions)\s+(?:when\s+|that\s+)?`)

// listOfRE: a list asked for as a thing wanted or given ("I'd like a list
// of the books I read", "give me a list of my runs", "can I have a list
// of …"): the request to list them.
var listOfRE = lazyre.New(`(?i)^(\s*)(?:please\s+)?(?:i\s+(?:want|need|would\s+like)|i['’]?d\s+like|(?:can|could|may)\s+i\s+(?:have|get|see)|(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:give|make|show|get|send)\s+me)\s+(?:a|the)\s+(?:full\s+|complete\s+|quick\s+)?list\s+of\s+`)

// keptListOfRE: a list kept, said by what it holds after "of" ("on my
// list of books", "from the list of gift ideas"): group 1 the
// preposition, 2 the determiner, 3 one or two words held.
var keptListOfRE = lazyre.New(`(?i)\b(on|in|from|off)\s+(my|the|our)\s+list\s+of\s+(\p{L}+(?:\s+\p{L}+)?)`)

// functionWordRE: a word of grammar that begins no noun ("for", "that").
var functionWordRE = lazyre.New(`(?i)^(?:for|to|from|about|that|which|who|i|we|in|on|at|with|of|and|or|by|since|before|after|this|last|did|do|have|has|is|are|was|were)$`)

// summaryNounRE: a summary asked for by its noun ("give me a breakdown
// of", "what's the rundown of", "an overview of"); summaryVerbRE: by its
// verb ("break down", "summarise", "walk me through", "pull up"). Both
// only lead the question: "which shows did I break down" is no request.
var (
	summaryNounRE = lazyre.New(`(?i)^(\s*(?:please\s+)?)(?:(?:give|get|show|send)\s+me\s+|i\s+(?:want|need|would\s+like)\s+|i['’]d\s+like\s+|(?:what['’]?s|what\s+is|what\s+was)\s+)?(?:a|an|the|my)\s+(?:(?:quick|short|brief|full|complete|detailed|rough)\s+)?(?:breakdown|break-down|rundown|run-down|overview|summary|recap|round-up|roundup)\s+(?:of|for|on)\s+`)
	summaryVerbRE = lazyre.New(`(?i)^(\s*(?:please\s+)?)(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?)?(?:break\s+down|summari[sz]e|recap|walk\s+me\s+through|run\s+me\s+through|take\s+me\s+through|talk\s+me\s+through|fill\s+me\s+in\s+on|pull\s+up|bring\s+up)\s+`)
	addUpRE       = lazyre.New(`(?i)^(\s*(?:please\s+)?(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?)?)(?:add|tally|tot|total|sum)\s+up\b`)
)

// checkIfRE: a request to check whether a thing is so ("can you check
// if I ran on Monday", control for check as a second language has it):
// whether it is so.
var checkIfRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:check|control|verify|find\s+out|see)\s+(?:please\s+)?(if|whether)\s+`)

// whetherRE: an embedded yes-or-no question left on its own ("whether I
// ran on Monday"): the subject (group 1), its verb (2), the rest (3).
var whetherRE = lazyre.New(`(?i)^\s*(?:if|whether)\s+(i|we)\s+(\pL+)\b(.*)$`)

// whetherThereRE: an embedded question of whether there was a thing
// ("whether there was a meeting on Monday"): the verb (group 1), the
// rest (2).
var whetherThereRE = lazyre.New(`(?i)^\s*(?:if|whether)\s+there\s+(was|were|is|are)\b(.*)$`)

// dislocatedRE: a noun phrase with an article or "my" set before a
// question, which takes it up with "it" or "them" (group 1 the phrase, 2
// the question up to the pronoun, 3 the pronoun, 4 the rest).
var dislocatedRE = lazyre.New(`(?i)^\s*((?:the|my|that|this)\s+[^,?]+?)\s*[,:–—-]\s*((?:which|what|who|whom|when|where|how|did|was|were|is|are|do)\b[^,]*?\b)(it|them)\b([^,]*)$`)

// periodHeadRE: a phrase of a time told by a happening ("the day I …"),
// which bounds the question after it (leadAnchorRE).
var periodHeadRE = lazyre.New(`(?i)^\s*(?:the|my|that|this)\s+(?:(?:first|last|same|whole)\s+)?(?:day|days|week|weeks|weekend|month|months|year|years|time|times|night|morning|evening|afternoon)\b`)

// receivedFromWhomRE: who a thing was had from, the preposition fronted
// with its "whom" or left at the end (said of me): group
// 1 or 2 the thing, 3 the end.
var receivedFromWhomRE = lazyre.New(`(?i)^\s*(?:from\s+whom\s+(?:did|have|had)\s+(?:i|we)\s+(?:get|gotten|receive|received)\s+(.+?)|(?:who|whom)\s+(?:did|have|had)\s+(?:i|we)\s+(?:get|gotten|receive|received)\s+(.+?)\s+from)\s*([?.!]*)$`)

// theTimeOfRE: the time or date of a thing asked as a noun phrase ("what
// was the exact time of my first email", "tell me the date of my last
// run"): group 1 "exact " or "precise " if said, 2 the noun, 3 the thing.
// The noun is "day" too, but not of a cycle (cycleOfRE).
var theTimeOfRE = lazyre.New(`(?i)^\s*(?:(?:what|which)(?:\s+(?:was|is|were)|'s)\s+|(?:please\s+)?(?:tell|give|show)\s+me\s+)?the\s+((?:exact|precise)\s+)?(time|date|day)\s+of\s+((?:my|our|the)\s+.+)$`)

// cycleOfRE: the day, week or year a time of is a place in ("the time
// of the day", "the day of the week"), a cycle and no thing.
var cycleOfRE = lazyre.New(`(?i)^the\s+(?:day|week|month|year)\b`)

// thePeriodIRE: a period told by what was done in it, asked as a noun
// phrase on its own or after "what was", "tell me" ("the day on which I
// listened the most", "what was the month when we travelled"): group 2
// the period, 3 the subject, 4 its verb, 5 the rest, with no comma (a
// clause set before a question is no question: leadAnchorRE).
var thePeriodIRE = lazyre.New(`(?i)^\s*((?:please\s+)?(?:tell|show)\s+me\s+|(?:what|which)\s+(?:was|is|were)\s+)?the\s+(day|date|weekday|week|month|year)\s+(?:(?:on|in|during)\s+which\s+|when\s+|that\s+)?(i|we)\s+(\pL+)\b([^,]*)$`)

// theThingIRE: a request for the thing a relative clause tells ("show
// me the café I went to most often", "tell me the friend that I met up
// with most", "find the songs we played in May"): group 1 the noun
// phrase, 2 the clause from its subject.
var theThingIRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:show|tell|give|find|name|get)\s+(?:me\s+)?(?:the|all\s+the)\s+((?:[\p{L}\d'’-]+\s+){0,2}?[\p{L}'’-]+)\s+(?:(?:that|which|who|whom)\s+)?((?:i|we)\s+\p{L}+)`)

// theThingIsRE: a question of identity of the thing of a relative
// clause ("who is the friend I met most", "what was the café that we
// went to most"): group 1 the noun, alone (a word before it may rank it:
// "the penultimate song I played"), group 2 the clause's subject and
// verb.
var theThingIsRE = lazyre.New(`(?i)^\s*(?:who|what)(?:['’]s|\s+is|\s+was)\s+the\s+([\p{L}'’-]+)\s+(?:(?:that|which|who|whom)\s+)?((?:i|we)(?:['’]ve)?\s+\p{L}+)`)

// rankingWordRE: a word of a noun phrase that ranks it ("the last song",
// "the longest run"), which a request asks as it is.
var rankingWordRE = lazyre.New(`(?i)^(?:first|last|next|previous|latest|earliest|recent|most|least|\p{L}{2,}est)$`)

// theThingAsked asks a request for the thing of a relative clause
// (theThingIRE) as which thing, an embedded question ("which café I went
// to most often"), as "tell me which café I went to" is asked. A phrase
// of an amount ("the number of songs I played"), of a period ("the day I
// ran", thePeriodIRE), or ranked by a word of its own ("the last song I
// played") is asked as it is.
func theThingAsked(s string) string {
	m := theThingIRE().FindStringSubmatchIndex(s)
	if m == nil {
		// "who is the friend I've seen least", "what was the café we
		// went to most": a question of identity asks which one, as the
		// request does
		m = theThingIsRE().FindStringSubmatchIndex(s)
	}
	if m == nil || periodHeadRE().MatchString("the "+s[m[2]:m[3]]) {
		return s
	}
	for _, w := range strings.Fields(s[m[2]:m[3]]) {
		if lw := strings.ToLower(w); amountNouns[lw] || lw == "of" || rankingWordRE().MatchString(lw) {
			return s
		}
	}
	return "which " + s[m[2]:m[3]] + " " + s[m[4]:]
}

// tellRE: a question asked as a bare request ("tell me when I last …",
// "let me know how many …"); a request for a noun phrase ("tell me my top
// songs") is an imperative (answer.go).
var tellRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:tell|show|let)\s+me(?:\s+know)?(?:\s+please)?\s*,?\s*((?:how|what|which|who|whom|whose|when|where|whether|if)\b)`)

// spanUnits are the units a time since or ago is asked in ("how many
// hours since", "days since my last run", "how many weeks ago").
const spanUnits = `days|weeks|months|years|hours|minutes`

// sinceLead: a time asked since something, up to "since": the unit,
// group 1 ("how long has it been since", "how many days have passed
// since").
const sinceLead = `(?i)^\s*how\s+(long|many\s+(?:` + spanUnits + `))\s+(?:has\s+it\s+been\s+|is\s+it\s+|it\s+has\s+been\s+|it's\s+been\s+|(?:have|has)\s+(?:passed|elapsed|gone\s+by)\s+|are\s+passed\s+|is\s+passed\s+)?since\s+`

// sinceLastRE: "how long has it been since I last …", "how many days
// since my last …", "how long since I went …": the time since it, which
// restate says as "how long ago did I last …" (agoRE).
var sinceLastRE = lazyre.New(sinceLead + `(?:(i|we)\s+((?:last|first)\b.*|\p{L}{2,}\b.*)|((?:my|the)\s+(?:last|first|latest|earliest|most\s+recent)\b.*))$`)

// saidWhichRE: "last" or "first" leading a clause, which says which time;
// perfectBeenRE the auxiliary of "have been", which "last" goes after.
var (
	saidWhichRE   = lazyre.New(`(?i)^(?:last|first|latest|earliest|most\s+recent)\b`)
	perfectBeenRE = lazyre.New(`(?i)^(?:have|had)\s+(been)\b`)
)

// haveRE: the verb to have; participleLikeRE: a word after it that may
// be a participle, which makes it an auxiliary ("have seen", "had met",
// "has been").
var (
	haveRE           = lazyre.New(`^(?:have|has|had)$`)
	participleLikeRE = lazyre.New(`^(?:been|\p{L}+(?:ed|en|wn|ne|t))$`)
)

// sinceDoneRE: the time since a clause whose subject is the person ("how
// long has it been since I watched …", "how many days since I joined
// X"): the unit (group 1), the subject (2), the verb of its clause (3)
// and the rest (4). sinceClauseSkipRE: the words there that say last or
// first already, or are an auxiliary of another construction ("since I
// have been", "since I was in Rome"); sinceBeganRE: a verb of beginning,
// whose time is the first.
var (
	sinceDoneRE       = lazyre.New(sinceLead + `(i|we)\s+(\p{L}+)\b(.*)$`)
	sinceClauseSkipRE = lazyre.New(`^(?:last|first|have|had|has|was|were|am|is|are|did|do|does|can|could|will|would|should|got|get|been|be|never|not|also|still)$`)
	sinceBeganRE      = lazyre.New(`^(?:started|began|begun|joined|moved)$`)
)

// countdownRE: "how many days until Christmas", "how many weeks are
// left till my birthday": the time from today to a day to come (the
// unit in group 1, the day in group 2); clauseLeadRE a clause, not a
// day, after "until" ("until I run again", "to Paris did I fly").
var (
	countdownRE  = lazyre.New(`(?i)^\s*how\s+many\s+(days|weeks)\s+(?:are\s+(?:there\s+)?(?:left\s+)?|is\s+it\s+|left\s+)?(?:until|till|til|to)\s+(.+?)\s*[?.!]*\s*$`)
	clauseLeadRE = lazyre.New(`(?i)^(?:i|we|you|he|she|they|it)\b|\b(?:did|do|does|was|were|have|has|had|will)\s+(?:i|we)\b`)
)

// countdownOf is countdownRE's match where a day follows "until", nil
// where a clause does.
func countdownOf(s string) []string {
	if m := countdownRE().FindStringSubmatch(s); m != nil && !clauseLeadRE().MatchString(m[2]) {
		return m
	}
	return nil
}

// sinceWhenRE: "since when have I been listening to X", "since when do I
// run": when it began, which restate says as "when did I first start …".
var sinceWhenRE = lazyre.New(`(?i)^\s*since\s+when\s+(?:(?:have|had|did|do|am|are|was|were)\s+)?(i|we)\s+(?:been\s+)?`)

// stateSinceRE: "how long have I worked at X", "how long have I been
// with X": employment held up to now at an organisation named
// (capitalised); group 1 how long, 3 the verb, 4 the preposition and the
// name's first word, 5 what follows.
var stateSinceRE = lazyre.New(`(?i)^\s*(?:for\s+)?how\s+(long|many\s+(?:months|years))\s+(?:have|has)\s+(i|we)\s+(worked|been\s+employed|been)\s+((?:at|for|with|by)\s+(?-i:\p{Lu})\S*)(.*?)\s*$`)

// beenDoingRE: "how long have I been X-ing …", "how many years have I
// been …", the present perfect progressive; group 1 how long, 3 the
// gerund, 4 what follows.
var beenDoingRE = lazyre.New(`(?i)^\s*(?:for\s+)?how\s+(long|many\s+(?:months|years))\s+(?:have|has)\s+(i|we)\s+been\s+(\p{L}{2,}ing)\b(.*?)\s*$`)

// totalRE: an amount said to be added up; inTotalRE: by an adverbial
// alone ("in total", "altogether"), not the noun.
var (
	totalRE   = lazyre.New(`(?i)\b(?:total|` + totalAdverbs + `)\b`)
	inTotalRE = lazyre.New(`\b(?:` + totalAdverbs + `)\b`)
)

// totalAdverbs are the adverbials that say an amount is added up.
const totalAdverbs = `in\s+total|altogether|all\s+together|overall|combined|in\s+all|all\s+in\s+all|all\s+told|cumulatively`

// betweenRE: two things weighed, said before the question.
var betweenRE = lazyre.New(`(?i)^\s*between\s+(.+?)\s+and\s+(.+?),\s*(.+)$`)

// topicRE: a topic set before the question by a dash or a colon ("Whit
// Monday 2010 - what was the date", "The song I played: which album is
// it on").
var (
	topicRE        = lazyre.New(`(?i)^\s*(\S+(?:\s+\S+)+?)\s+[-–—]\s+((?:what|which|who|whom|whose|when|where|how)\b.*)$|^\s*(\S+(?:\s+\S+)+?):\s+((?:what|which|who|whom|whose|when|where|how)\b.*)$`)
	topicPronounRE = lazyre.New(`(?i)\b(?:it|they|them)\b`)
)

// leadAskRE: a connective that asks ("when did I …"), not one that tells.
var leadAskRE = lazyre.New(`(?i)^\s*(?:when|while|after|before|since|until)\s+(?:did|do|does|was|were|is|are|have|has|had|will|would|can|could)\b`)

// leadAnchorRE: a clause that tells a time by a happening of the
// person ("the month I …", "after my …", "when I …"), or a participle's
// ("while running", "whilst cycling to work": the person's, the subject
// left out as English leaves it), then a comma and a question.
var leadAnchorRE = lazyre.New(`(?i)^\s*((?:(?:(?:in|on|during|over|within|throughout)\s+)?(?:the\s+(?:(?:first|same|calendar)\s+)?(?:\w+\s+)?(?:day|days|week|weeks|month|months|year|years)|after|before|since|while|whilst|when|until)\s+[^,?]*?\b(?:i|my|we|our)\b|(?:while|whilst|when|after|before)\s+\pL+ing\b)[^,?]*?)\s*,\s*((?:how|what|which|who|whom|when|where|did|do|does|was|were|is|are|have|has|had|can|could|show|list|tell|give|name|count)\b[^,]+)$`)

// toldByPhrases are the phrases that name where what is asked is told
// ("according to", "based on", "as per"): of a question's lead
// (leadSourceRE) and of the maker of exports (makerRE).
const toldByPhrases = `according\s+to|based\s+on|judging\s+(?:by|from)|going\s+(?:by|off)|as\s+per`

// leadSourceRE: where what is asked is said ("according to my diary",
// "going by my notes", "based on my journal", "in my journal"), set
// before the question with a comma or none ("according to Netflix what
// did I watch most"): group 1 the phrase, 2 the question.
var leadSourceRE = lazyre.New(`(?i)^\s*((?:` + toldByPhrases + `)\s+[^,?]{1,40}?|(?:in|from)\s+(?:my|our)\s+\pL+(?:\s+\pL+)?)\s*,?\s+((?:how|what|which|who|whom|when|where|did|do|does|was|were|is|are|have|has|had|can|could|show|list|tell|give|name|count)\b.+)$`)

// afterLeadSource is the question said after where it is told ("according
// to Netflix, what did I watch most": what did I watch most), or the
// question whole.
func afterLeadSource(q string) string {
	if m := leadSourceRE().FindStringSubmatch(q); m != nil {
		return m[2]
	}
	return q
}

// leadPairRE: two things weighed, joined by "versus" or "or", set before
// the question with a colon, comma or dash; the question after it.
var leadPairRE = lazyre.New(`(?i)^\s*([^,:;?]{1,40}?)\s+(?:vs\.?|versus|or)\s+([^,:;?]{1,40}?)\s*(?:[:,;]|\s[–—-])\s*((?:how|what|which|who|whom|did|do|does|was|were|is|are|have|has|had)\b[^?]*?)\s*\?*\s*$`)

// ordinalPairRE: two ordinals of one noun, each with its determiner
// (group 1 the first's, 2 the first, 3 the second).
var ordinalPairRE = lazyre.New(`(?i)\b(my|our|the)\s+((?:very\s+)?(?:first|earliest))\s+and\s+(?:my|our|the)\s+((?:very\s+)?(?:last|latest|most\s+recent))\b`)

// partOfNextDay reads "the evening before X", "the morning after X" as
// that part of the day before or after X ("in the evening the day before
// X"), not every evening before X; "the night before" is its evening. A
// meal said already tells the part of the day, whose records may give no
// time ("dinner the night before": the dinner of the day before).
func partOfNextDay(s string) string {
	m := partOfNextDayRE().FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	part := strings.ToLower(s[m[2]:m[3]])
	if part == "night" {
		part = "evening"
	}
	in := "in the " + part + " "
	if mealSaid(s[:m[0]]) {
		in = "" // the meal asked of, not one that names the happening after
	}
	return s[:m[0]] + in + "the day " + s[m[4]:m[5]] + s[m[5]:]
}

// partOfNextDayRE: a part of the day (group 1) before or after (group 2)
// a happening.
var partOfNextDayRE = lazyre.New(`(?i)\bthe\s+(night|evening|morning|afternoon)\s+(before|after)\b`)

// mealSaid reports whether s names a meal, which tells the part of the
// day it is eaten in: a concept the lexicons give hours of a meal
// (meals.tsv).
func mealSaid(s string) bool {
	rl, err := rlex.Default()
	if err != nil {
		return false
	}
	return slices.ContainsFunc(rl.Parse(s).Concepts, func(c *rlex.Concept) bool {
		_, _, ok := rl.MealHours(c)
		return ok
	})
}

// bothDoings reads two doings said of one subject as done together
// ("did I both run and swim", "did I run and swim on the same day") as
// the one doing on the days of the other ("did I run on days when I also
// swim"), not as either of them.
func bothDoings(s string) string {
	m := bothDoingsRE().FindStringSubmatch(s)
	if m == nil || m[2] == "" && m[5] == "" {
		return s
	}
	aux, v1, v2 := m[1], m[3], m[4]
	subj := aux[strings.LastIndexAny(aux, " \t")+1:]
	if strings.EqualFold(subj, "we") && m[5] == "" {
		return s // "have we both hiked": both of us
	}
	if go1, _, ok := strings.Cut(v1, " "); ok && !strings.Contains(v2, " ") {
		v2 = go1 + " " + v2 // "go running and swimming": go swimming
	}
	i := strings.Index(s, m[0])
	return s[:i] + aux + " " + v1 + " on days when " + subj + " also " + v2 + s[i+len(m[0]):]
}

// bothDoingsRE: two doings said of one subject as done together, with
// "both" before them (group 2) or "on the same day" after (group 5):
// group 1 the auxiliary and subject, 3 and 4 the doings.
var bothDoingsRE = lazyre.New(`(?i)\b((?:did|do|does|have|has|had)\s+(?:i|we))\s+(?:ever\s+)?(both\s+)?((?:go\s+|went\s+)?\pL+)\s+and\s+(?:also\s+)?((?:go\s+|went\s+)?\pL+)(\s+on\s+the\s+same\s+day)?\b`)

// versusRE: "versus" and its abbreviations, between two things weighed.
var versusRE = lazyre.New(`(?i)\b(?:vs\.?|versus)(?:\s+|$)`)

// comparesRE: a word of comparison, where "versus" weighs two things
// ("more often, Lena vs Sofia") rather than names a match ("Germany vs
// Spain").
var comparesRE = lazyre.New(`(?i)\b(?:more|less|fewer|most|least|better|worse|longer|shorter|further|farther|oftener|bigger|larger|smaller|compare|compared|comparison)\b`)

// askedAdverbRE: an adverb of amount (group 2) between the words that ask
// how much (group 1) and the verb of the clause (group 3, its end 4).
var askedAdverbRE = lazyre.New(`(?i)^(\s*how\s+(?:much|many|long|far|often)(?:\s+\pL+){0,2}?),?\s+(on\s+average|in\s+total|overall|altogether)\s*,?\s+((?:do|did|does|have|has|had|am|is|are|was|were|will|would)\s[^?!.]*?)\s*([?!.]*)\s*$`)

// leadAdverbRE: an adverb of amount or habit set before the question,
// with its comma.
var leadAdverbRE = lazyre.New(`(?i)^\s*(on\s+average|in\s+total|overall|altogether|generally|typically|usually|normally|all\s+in\s+all)\s*,\s*(.+)$`)

// sortedBy reads a request to sort or rank things by a measure ("sort my
// workouts by length", "show my orders from December sorted by price",
// "rank my friends by how often I met them") as the ranking it asks for:
// all of them from the most, or from the least where the order is said
// so ("from shortest to longest", "cheapest first", "ascending"). The
// sort's words were read as a total ("sort my workouts by length": the
// hours of them all).
func sortedBy(s string) string {
	if !sortWordRE().MatchString(s) {
		return s // no word of a sort said: its four readings are not tried
	}
	if m := fromSupRE().FindStringSubmatch(s); m != nil {
		// "list my runs in 2023 from longest to shortest", "my orders,
		// cheapest first": the order is the ranking
		return "my " + sortAll + " " + strings.ToLower(m[2]+m[3]) + " " + strings.TrimSpace(m[1]) + "?"
	}
	if m := mostFirstRE().FindStringSubmatch(s); m != nil {
		// "the restaurants I've been to, most visited first"
		return "my top " + sortAll + " " + strings.TrimSpace(m[1]) + "?"
	}
	m := sortByRE().FindStringSubmatch(s)
	if m == nil {
		if m = sortedByRE().FindStringSubmatch(s); m != nil && notSortRE().MatchString(m[1]) {
			// "how many packages were ordered by my wife", "what did I
			// order by phone": a question, the participle a doing's
			// (bought, placed), no sort of the things
			return s
		}
	}
	if m == nil {
		return s
	}
	things, by, order := strings.TrimSpace(m[1]), strings.TrimSpace(m[2]), strings.ToLower(m[3])
	up := ascendingRE().MatchString(order)
	if b := sortKeyRE().FindStringSubmatchIndex(by); b != nil {
		rest := by[b[1]:]
		key := strings.ToLower(by[b[2]:b[3]])
		for _, k := range sortKeys {
			if !k.re().MatchString(key) {
				continue
			}
			sup := k.most
			if up {
				sup = k.least
			}
			if sup == "" {
				break
			}
			if k.most == "most recent" && !up && !strings.Contains(order, "first") && !strings.Contains(order, "descending") {
				// by date with no order said: the things by their
				// dates, as "by date" reads in a request
				return s
			}
			return "my " + sortAll + " " + sup + " " + things + rest + "?"
		}
	}
	if c := byHowOftenRE().FindStringSubmatch(by); c != nil {
		// "by how often I met them": the clause, done the most
		return "my top " + sortAll + " " + things + " " + c[1] + " most often?"
	}
	if c := byHowMuchRE().FindStringSubmatch(by); c != nil {
		// "rank the years by how much I ran", "by how much I spent":
		// the clause, done the most
		return "my top " + sortAll + " " + things + " " + c[1] + " the most?"
	}
	if byCountRE().MatchString(by) {
		// "by plays", "by the number of times": how many of each
		return "my top " + sortAll + " " + things + byCountRE().ReplaceAllString(by, "") + "?"
	}
	return "my top " + sortAll + " " + things + " by " + by + "?"
}

// sortSups are the superlatives an order is said by.
const sortSups = `longest|shortest|biggest|smallest|largest|most\s+expensive|least\s+expensive|cheapest|priciest|fastest|slowest|highest|lowest|furthest|farthest`

// sortAll is how many a sort ranks: all of them, as a number of the top.
const sortAll = "1000"

// sortKeys are the measures a sort names, with the superlatives that rank
// by them from the most and from the least.
var sortKeys = []struct {
	re          func() *regexp.Regexp
	most, least string
}{
	{lazyre.New(`^(?:length|lengths|duration|distance|time|km|kilometers|kilometres|miles|how\s+long|how\s+far)$`), "longest", "shortest"},
	{lazyre.New(`^(?:price|prices|cost|costs|amount|value)$`), "most expensive", "cheapest"},
	{lazyre.New(`^(?:speed|pace|how\s+fast)$`), "fastest", "slowest"},
	{lazyre.New(`^(?:date|dates|recency|when)$`), "most recent", "earliest"},
}

var (
	// sortByRE: "sort (rank, order, arrange) my X by Y[, order]";
	// sortedByRE: "[show] my X sorted (ranked, ordered) by Y": group 1
	// the things, 2 the key, 3 the order said.
	sortByRE   = lazyre.New(`(?i)^\s*(?:please\s+)?(?:sort|rank|arrange|order\s+(?:all|my|the))\s+(?:all\s+(?:of\s+)?)?(?:(?:my|the|our)\s+)?(.+?)\s+by\s+(.+?)(\s*,?\s*(?:from\s+(?:the\s+)?\pL+\s+to\s+(?:the\s+)?\pL+|(?:in\s+)?(?:ascending|descending|increasing|decreasing|reverse)(?:\s+order)?|\pL+\s+first))?\s*[?.!]*$`)
	sortedByRE = lazyre.New(`(?i)^\s*(?:(?:please\s+)?(?:show|list|give|display)(?:\s+me)?\s+)?(?:all\s+(?:of\s+)?)?(?:(?:my|the|our)\s+)?(.+?)\s*,?\s+(?:sorted|ranked|ordered|arranged)\s+by\s+(.+?)(\s*,?\s*(?:from\s+(?:the\s+)?\pL+\s+to\s+(?:the\s+)?\pL+|(?:in\s+)?(?:ascending|descending|increasing|decreasing|reverse)(?:\s+order)?|\pL+\s+first))?\s*[?.!]*$`)
	// sortWordRE: a word every reading of sortedBy needs ("sort",
	// "ranked", "order", "arrange", "first", "from … to").
	sortWordRE = lazyre.New(`(?i)sort|rank|order|arrang|first|from`)
	// notSortRE: what sortedByRE read as the things sorted, which is a
	// question or ends in the subject or the auxiliary of a passive ("how
	// many packages were", "which books", "what did I").
	notSortRE = lazyre.New(`(?i)^(?:how|which|what|who|whom|when|where|why|did|do|does|is|are|was|were|have|has|had)\b|\b(?:was|were|is|are|be|been|being|i|we|you|he|she|they|it|have|has|had|did)$`)
	// fromSupRE: things listed in the order of a superlative ("from
	// longest to shortest", "cheapest first"): group 1 the things, 2 or
	// 3 the superlative first.
	fromSupRE = lazyre.New(`(?i)^\s*(?:(?:please\s+)?(?:show|list|give|display|sort|rank|order)(?:\s+me)?\s+)?(?:all\s+(?:of\s+)?)?(?:(?:my|the|our)\s+)?(.+?)\s*,?\s+(?:from\s+(?:the\s+)?(` + sortSups + `)\s+to\s+(?:the\s+)?(?:` + sortSups + `)|(?:the\s+)?(` + sortSups + `)\s+first)\s*[?.!]*$`)
	// ascendingRE: an order from the least ("from shortest to longest",
	// "cheapest first", "ascending").
	ascendingRE = lazyre.New(`ascending|increasing|from\s+(?:the\s+)?(?:short|cheap|low|small|slow|old|earl|least|few)\pL*\s+to|(?:short|cheap|low|small|slow|old|earl|least|few)\pL*\s+first`)
	// sortKeyRE: the measure a sort names, first after "by" (group 1).
	sortKeyRE = lazyre.New(`(?i)^(?:(?:the|their|its)\s+)?(how\s+(?:long|far|much|fast)|\pL+)\b`)
	// byHowOftenRE: "how often I met them": the clause (group 1).
	byHowOftenRE = lazyre.New(`(?i)^how\s+(?:often|frequently|many\s+times)\s+((?:i|we)\s+\pL+(?:\s+(?:to|with))?)(?:\s+(?:them|it|each|each\s+one))?\s*$`)
	// byHowMuchRE: "how much I ran", "how far I cycled": the clause
	// (group 1).
	byHowMuchRE = lazyre.New(`(?i)^how\s+(?:much|far|long)\s+((?:i|we)\s+\pL+(?:\s+(?:to|with|on|for))?)(?:\s+(?:them|it|each|each\s+one))?\s*$`)
	// mostFirstRE: things listed with the most first ("most visited
	// first", "most played first"): group 1 the things. Not "most recent
	// first", an order by date, nor "the most at first".
	mostFirstRE = lazyre.New(`(?i)^\s*(?:(?:please\s+)?(?:show|list|give|display|sort|rank|order)(?:\s+me)?\s+)?(?:all\s+(?:of\s+)?)?(?:(?:my|the|our)\s+)?(.+?)\s*,?\s+(?:the\s+)?most\s+(?:\pL+(?:ed|en)\s+|(?:popular|frequent|common)\s+)?first\s*[?.!]*$`)
	// byCountRE: a count as the key ("plays", "the number of times").
	byCountRE = lazyre.New(`(?i)^(?:the\s+)?(?:plays|play\s+count|listens|streams|views|frequency|popularity|count|number\s+of\s+(?:times|plays|listens|streams|visits|meetings))\b`)
)

// onlyOneThing reads "only one" of the thing done ("who sent me only one
// email", "which artists did I play just one song by") as the doing only
// once, as "who sent me email only once" is: the words were searched for,
// and every sender listed. Not a part of something ("only one episode of
// it") nor a span of time ("only one day").
func onlyOneThing(s string) string {
	m := onlyOneRE().FindStringSubmatchIndex(s)
	if m == nil || onlyOneOfRE().MatchString(s[m[1]:]) || onlyOneTimeRE().MatchString(s[m[2]:m[3]]) {
		return s
	}
	return s[:m[0]] + s[m[2]:m[3]] + " only once" + s[m[1]:]
}

var (
	// onlyOneRE: "only one email", "just a single song" (group 1 the
	// noun).
	onlyOneRE = lazyre.New(`(?i)\b(?:only|just|exactly)\s+(?:one|a\s+single|1)\s+(\pL+)\b`)
	// onlyOneOfRE: what follows a part of something ("of"), or one of a
	// maker's ("just one song by": one song, played maybe often).
	onlyOneOfRE = lazyre.New(`(?i)^\s+(?:of|by)\b`)
	// onlyOneTimeRE: a span of time or "time" itself, no thing done;
	// or a word that is no noun of one ("only one more", "just one
	// other").
	onlyOneTimeRE = lazyre.New(`(?i)^(?:time|day|days|week|weeks|month|months|year|years|hour|hours|minute|minutes|night|nights|weekend|weekends|season|seasons|more|other|another)$`)
)

// weekdaysWeighedRE: a comparative before two days of the week joined by
// "or" or "versus" ("more on Saturdays or Sundays"): group 1 up to the
// first day, 2 and 3 the days.
var weekdaysWeighedRE = lazyre.New(`(?i)\b((?:` + comparatives + `)\b[^?,]*?\bon\s+)(` + weekdayWords + `s?)\s+(?:or|versus|vs\.?)\s+(?:on\s+)?(` + weekdayWords + `s?)\b`)

// inSituTrailRE: a statement of mine whose question word stays where its
// answer would stand, last ("I post the most on which day of the week?",
// "I moved to which city in 2023?" is not: the time after it stays):
// group 1 the subject, 2 its verb, 3 the rest of the clause, 4 the
// questioned phrase with its preposition.
var inSituTrailRE = lazyre.New(`(?i)^\s*(i|we)\s+([a-z]+)\b([^?]*?)\s*,?\s+((?:on|in|at|with|to|from|during|for|by)\s+(?:which|what|whom)\b[^?]*?)\s*\??\s*$`)

// inSituObjectRE: the same with the question word standing as the
// object, right after the verb ("I spent how much on Amazon?", "I
// watched how many films last year?"): group 3 the questioned phrase,
// 4 the rest.
var inSituObjectRE = lazyre.New(`(?i)^\s*(i|we)\s+([a-z]+)\s+(how\s+(?:much|often|long|far)|how\s+many\s+[a-z]+|(?:which|what)\s+[a-z]+)\b([^?]*?)\s*\??\s*$`)

// inSituCopulaRE: a thing of mine said first and what it was asked last
// ("the last film I saw was which one?", "my longest run was when?"):
// group 1 the thing, 2 the verb, 3 the question word.
var inSituCopulaRE = lazyre.New(`(?i)^\s*((?:the|my|our)\s+[^?]+?)\s+(was|is|were|are)\s+(which|what|who|when|where)(?:\s+one)?\s*\??\s*$`)

// notAskingVerbs are the verbs of a statement that wraps a question
// ("I wonder which …", "I want to know what …") or is a modal, none of
// them the doing asked.
var notAskingVerbs = map[string]bool{"wonder": true, "want": true, "wanna": true, "need": true, "know": true, "think": true, "guess": true, "forgot": true, "forget": true, "remember": true, "would": true, "could": true, "should": true, "can": true, "will": true, "mean": true, "wish": true, "hope": true, "asked": true, "ask": true, "am": true, "was": true, "were": true, "are": true, "did": true, "do": true, "have": true, "had": true, "has": true, "may": true, "might": true, "must": true}

// inSituAsked reads a question whose question word is left where the
// answer stands, as an echo question or a quick note says it ("I
// listened to the most music in which month?"), as the question asked
// with it first: "in which month did I listen to the most music?".
// Before, the words of the question were searched for and the
// grouping fell back to days, a confident wrong answer. Only a plain
// verb of the person is moved; the tense is kept by the auxiliary.
func inSituAsked(s string) string {
	move := func(subject, verb, wh, rest string) string {
		v := strings.ToLower(verb)
		if notAskingVerbs[v] {
			return ""
		}
		if th, err := thesaurus.Default(); err != nil {
			return ""
		} else if _, ok := th.VerbDomain(v); !ok {
			return ""
		}
		aux := "do"
		if b := thesaurus.PastBase(v); b != "" {
			aux, v = "did", b
		}
		if strings.EqualFold(subject, "i") {
			subject = "I"
		}
		return strings.TrimSpace(wh+" "+aux+" "+subject+" "+v+" "+strings.TrimSpace(rest)) + "?"
	}
	if m := inSituCopulaRE().FindStringSubmatch(s); m != nil {
		return strings.ToLower(m[3]) + " " + strings.ToLower(m[2]) + " " + m[1] + "?"
	}
	if m := inSituObjectRE().FindStringSubmatch(s); m != nil {
		if q := move(m[1], m[2], m[3], m[4]); q != "" {
			return q
		}
	}
	if m := inSituTrailRE().FindStringSubmatch(s); m != nil && !strings.ContainsAny(m[4], ",") && len(strings.Fields(m[4])) <= 7 {
		if q := move(m[1], m[2], m[4], m[3]); q != "" {
			return q
		}
	}
	return s
}

// yesNoThenWhRE: a yes/no question of mine followed by a question word
// that asks more of it, the rest left out ("Did I run in 2023? How many
// times?", "Have I watched any episodes of X? How many?"): groups: the
// auxiliary, the subject, the clause, the question word.
var yesNoThenWhRE = lazyre.New(`(?i)^\s*(did|have|has|do|does)\s+(i|we)\s+([^?]+?)\s*\?\s*(how\s+many(?:\s+times)?|how\s+often|how\s+much|when|where)\s*\??\s*$`)

// quantifiedRE: the object of a clause said with a quantifier ("watched
// many episodes of X"): groups: the verb and what precedes the
// quantifier, the things.
var quantifiedRE = lazyre.New(`(?i)^(.*?)\s+(?:any|many|some|a\s+lot\s+of|lots\s+of)\s+(.+)$`)

// followUpAsked reads a yes/no question followed by the question word
// that asks how many, how often or when of it as that question alone:
// "Have I watched many episodes of X? How many?" is "how many episodes
// of X have I watched", which had been answered "yes". The things
// counted are the first question's quantified object, where "how many"
// has none of its own.
func followUpAsked(s string) string {
	m := yesNoThenWhRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	aux, subj, clause, wh := strings.ToLower(m[1]), m[2], m[3], strings.ToLower(strings.Join(strings.Fields(m[4]), " "))
	if strings.EqualFold(subj, "i") {
		subj = "I"
	}
	if wh == "how many" {
		q := quantifiedRE().FindStringSubmatch(clause)
		if q == nil {
			return s // how many of what is not said
		}
		return "how many " + q[2] + " " + aux + " " + subj + " " + q[1] + "?"
	}
	return wh + " " + aux + " " + subj + " " + clause + "?"
}

// leadPrepositionRE: a capitalised preposition that starts a question,
// a word in lower case after it (group 1 the preposition).
var leadPrepositionRE = lazyre.New(`^\s*(For|On|In|During|At|After|Before|Since|With|From|Over|Until|Throughout|Within)\s+\p{Ll}`)
