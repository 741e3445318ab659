package rules

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/calendar"
	"reqap/lang/numword"
	"reqap/lang/plural"
	"reqap/lang/thesaurus"
	"reqap/qa"
	"reqap/qa/qud/timex"
	"reqap/qa/tree"
)

// Ranks, changes and comparisons over time as analysts and curious people
// word them, rewritten into the constructions the recognisers read.
var (
	// rankPlaceRE: a place in a ranking said with a verb of ranking
	// ("which artist comes second", "the show that ranked third", "is in
	// second place", "came in at number two"); group 1 the ordinal word,
	// 2 the number.
	rankPlaceRE = lazyre.New(`(?i)\b(?:comes?|came|coming|ranks?|ranked|ranking|places?|placed|finish(?:es|ed)?|sits?|sat|stands?|stood|takes?|took|taken|gets?|got|holds?|held|is|was|are|were)\s+(?:in\s+|at\s+)?(?:the\s+)?(?:(` + nthAlt + `)|(?:number|no\.?|#)\s*(two|three|four|five|six|seven|eight|nine|ten|[2-9]|10))(?:\s+(?:place|spot|position))?\b`)
	// rankPlaceEndRE: what may follow a bare "is second": the end, a
	// comma, or a preposition that says among what ("is second in my
	// plays"); "is second-hand" is no place.
	rankPlaceEndRE = lazyre.New(`(?i)^\s*(?:$|[?,.!]|(?:in|among|amongst|on|by|for|of|overall|this|last|during)\b)`)
	// bottomRE: "my bottom 3 artists", "the bottom five months": the top's
	// opposite, the least (group 1 how many).
	bottomRE = lazyre.New(`(?i)\b(?:the\s+|my\s+)bottom[\s-]+(\d+|two|three|four|five|six|seven|eight|nine|ten)?\b`)
	// periodNounNextRE: a period's noun next.
	periodNounNextRE = lazyre.New(`(?i)^\s+(?:day|week|weekday|weekend|month|quarter|year)s?\b`)
	// runnerUpRE: the runner-up, second to the winner.
	runnerUpRE = lazyre.New(`(?i)\brunners?[\s-]+up\b`)
	// periodForRE: a period weighed by what was done in it, the doing
	// said before the period's noun ("a bigger running year", "a busier
	// listening month"), as "a bigger year for running" says it: group 1
	// the article, 2 the comparative, 3 the doing, 4 the period.
	// weighedRE: what weighs a thing against another after it.
	weighedRE   = lazyre.New(`(?i)\b(?:than|or)\b`)
	periodForRE = lazyre.New(`(?i)\b(an?)\s+(\p{L}+er|more\s+\p{L}+|less\s+\p{L}+)\s+(\p{L}+ing)\s+(year|month|week|weekend|day|quarter|summer|winter|spring|autumn|season)\b`)
	// countSaidRE: the highest (lowest) count of a doing that a thing
	// had, said with the doing's noun before "count" ("which song had the
	// highest play count", "the day with the lowest step count"): the
	// most (fewest) of it. Group 1 the verb, 2 the side, 3 the noun. "My
	// highest step count" asks the count, which a library may keep.
	countSaidRE = lazyre.New(`(?i)\b(had|has|have|having|with|got|gets|get)\s+the\s+(highest|biggest|largest|greatest|top|lowest|smallest|least)\s+(\p{L}+)\s+count\b`)
	// whetherTopRE: whether I did something with one thing more than any
	// other of its kind, named ("did I listen to Hellfrost more than any
	// other artist in 2021"): group 1 the thing, 2 the kind, 3 the rest.
	whetherTopRE = lazyre.New(`(?i)^\s*(?:did|do|have|has)\s+(?:i|we)\s+\p{L}+(?:\s+(?:to|at|with))?\s+(.+?)\s+more(?:\s+(?:often|frequently))?\s+than\s+any\s+other\s+(\p{L}+)\b(.*)$`)
	// theOneMostRE: whether a thing named is the one of its kind done
	// most, said with a relative clause ("was Hellfrost the artist I
	// listened to most", "is Pizzeria Amalfi the restaurant we go to the
	// most often", "… I've played most", "… I most listened to"):
	// group 1 the verb "be", 2 the thing, 3 the kind ("artist", "type of
	// workout"), 4 the clause, 5 the
	// rest. A period is ranked by other words ("was 2021 the year I ran
	// most") and is left alone.
	theOneMostRE = lazyre.New(`(?i)^\s*(was|is|were|are)\s+(.+?)\s+the\s+(\p{L}+(?:\s+of\s+\p{L}+)?)\s+(?:(?:that|which|who|whom)\s+)?((?:i|we)(?:['’]ve|['’]d|\s+have|\s+had)?\s+(?:\p{L}+(?:\s+(?:to|at|with|on|in|for))?\s+(?:the\s+)?most(?:\s+(?:often|frequently))?|most(?:\s+(?:often|frequently))?\s+\p{L}+(?:\s+(?:to|at|with|on|in|for))?))\b(.*)$`)
	// clauseMostRE: the degree of theOneMostRE's clause, taken out.
	clauseMostRE = lazyre.New(`(?i)\s+(?:the\s+)?most(?:\s+(?:often|frequently))?\b`)
	// periodNamedMostRE: whether a year, or a month of a year, named is the
	// one in which I did something most, said with a relative clause
	// ("was 2022 the year I ran the most", "was March 2021 the month
	// that I swam most often"): group 1 the month's word, 2 the year, 3
	// the period's noun, 4 the subject, 5 what was done, 6 the end.
	periodNamedMostRE = lazyre.New(`(?i)^\s*(?:was|is|were)\s+(?:(\p{L}+)\.?\s+)?(\d{4})\s+the\s+(year|month)\s+(?:(?:that|when|in\s+which)\s+)?(i|we)\s+(.+?)\s+(?:the\s+)?most(?:\s+(?:often|frequently))?\s*([?.!]*)\s*$`)
	// periodNamedTopRE: the same asked of a doing said after the
	// period's noun ("was 2021 my busiest year for running", "is March
	// 2022 our top month for cycling"): groups 1 to 3 as
	// periodNamedMostRE's, 4 "my" or "our", 5 the doing, 6 the end.
	periodNamedTopRE = lazyre.New(`(?i)^\s*(?:was|is|were)\s+(?:(\p{L}+)\.?\s+)?(\d{4})\s+(my|our)\s+(?:top|busiest|biggest|best|peak|most\s+active)\s+(year|month)\s+(?:for|of)\s+(\p{L}+ing)\s*([?.!]*)\s*$`)
	// moreThanAnyRE: more (less) than any other, than anyone or anything
	// else, is the most (least): "which artist did I play more than any
	// other", "who did I meet more often than anyone else". Group 1 more
	// or less, 2 how often, 3 the word after "any other" (the noun asked
	// again, or what follows), 4 what there was more of, said between
	// ("spend more money on Amazon than any other", "run more km than in
	// any other": a few words, no clause).
	moreThanAnyRE = lazyre.New(`(?i)\b(more|less|fewer)(?:(\s+(?:often|frequently))|((?:\s+[\p{L}\d'’&-]+){1,5}?))?\s+than\s+(?:in\s+|on\s+|at\s+)?(?:(?:any|every)\s+other(?:\s+(\p{L}+))?|(?:any|every)(?:one|body|thing)\s+else|any\s+one\s+else|all\s+(?:of\s+)?(?:the\s+)?others|all\s+the\s+rest)\b`)
	// numberNthRE: "my number two artist", "the #3 show": the n-th top
	// ("number one", the top, is shorthand's).
	numberNthRE = lazyre.New(`(?i)\b(the|my|our)\s+(?:number|no\.?|#)\s*(two|three|four|five|six|seven|eight|nine|ten|[2-9]|10)\b`)
	// howChangedRE: "how did my spending change from 2020 to 2021": by how
	// much (group 1 the auxiliary, 2 what changed, 3 the rest).
	howChangedRE = lazyre.New(`(?i)^\s*how\s+(did|has|have|had)\s+(.+?)\s+(?:change|changed|evolve|evolved|develop|developed|vary|varied|shift|shifted|move|moved)\s+((?:from|between)\s+.+)$`)
	// changeInRE: "what was the change in my spending from 2020 to
	// 2021": by how much it changed.
	changeInRE = lazyre.New(`(?i)^\s*what(?:'s|\s+was|\s+is)\s+the\s+(?:change|difference|shift|variation)\s+in\s+(.+?)\s+((?:from|between)\s+.+)$`)
	// growByRE: "how much did my listening grow from A to B", a rise
	// asked by how much: the change (negative when it fell).
	growByRE = lazyre.New(`(?i)^\s*(?:by\s+)?how\s+much\s+(did|has|have|had)\s+(.+?)\s+(?:grow|grown|increase|increased|rise|risen|go\s+up|gone\s+up|climb|climbed)\s+((?:from|between)\s+.+)$`)
	// overPeriodRE: "year over year", "year-on-year", "month on month",
	// "YoY", "MoM": each period against the one before; group 1 the unit.
	// "mom" and "wow" in lower case are words ("emails from my mom"), so
	// those two are the abbreviations only as written with capitals.
	overPeriodRE = lazyre.New(`(?i)(?:^|[\s,(])(?:(year|month|week|quarter|day)[\s-]+(?:over|on|to)[\s-]+(?:year|month|week|quarter|day)|(yoy|qoq|(?-i:MoM|MOM|WoW|WOW)))\b[,:]?`)
	// yearBeforeRE: a year said, then the year before it said so ("in
	// 2021 than the year before", "2021 compared with the previous
	// year"); group 1 the year, 3 the words of the one before.
	yearBeforeRE = lazyre.New(`(?i)\b((?:19|20)\d\d)\b(.*?\b(?:than|or|vs\.?|versus|compared\s+(?:to|with)|against|and)\s+(?:in\s+|during\s+)?)(the\s+(?:year\s+before|previous\s+year|prior\s+year|preceding\s+year|year\s+prior))\b`)
	// yearAfterWordsRE: a year said, then the year after it said so ("in
	// 2000 compared to the year after"); groups as yearBeforeRE's.
	yearAfterWordsRE = lazyre.New(`(?i)\b((?:19|20)\d\d)\b(.*?\b(?:than|or|vs\.?|versus|compared\s+(?:to|with)|against|and)\s+(?:in\s+|during\s+)?)(the\s+(?:year\s+after|next\s+year|following\s+year|year\s+later))\b`)
	// trendVersusRE: "did my listening increase in February compared to
	// January", "did my step count go up or down in 2022 vs 2021": from
	// the second time to the first (group 1 the auxiliary
	// and what, 2 the verb, 3 the later time, 4 the earlier).
	trendVersusRE = lazyre.New(`(?i)^\s*((?:did|has|have|had)\s+.+?)\s+(` + trendVerbs + `|dropped)\s+((?:in|during|on)\s+.+?)\s+(?:` + againstWords + `)\s+(?:in\s+|during\s+|on\s+)?(.+?)\s*[?.!]*\s*$`)
	// howCompareRE: "how did my spending in 2021 compare to 2020": both
	// amounts (group 1 what, 2 the other).
	// "how did my spending compare between 2020 and 2021": the same, the
	// two said after (groups 3 and 4)
	howCompareRE = lazyre.New(`(?i)^\s*how\s+(?:did|does|do|has|have)\s+(.+?)\s+compare\s+((?:to|with|against)\s+.+|(?:between|across)\s+(.+?)\s+(?:and|vs\.?|versus)\s+(.+))$`)
	// shareHappenedRE: the part of a percentage said as when what was done
	// happened ("what percent of my listening happened on weekends"): it
	// was then, and "happened" is no word to search for.
	shareHappenedRE = lazyre.New(`(?i)^(\s*(?:what|which)\s+(?:` + shareNouns + `)\s+of\b.*?)\b(?:happened|occurred|took\s+place|fell)\s+(on|in|at|during|between|before|after)\b`)
	// pctChangeRE asks a change in percent: "the percentage change in",
	// "by what percentage did", "by how many percent", "the % increase".
	pctChangeRE = lazyre.New(`(?i)\b(?:percent(?:age)?|%)\s+(?:change|increase|decrease|rise|drop|fall|growth|difference)\b|\bby\s+(?:what|which|how\s+many|how\s+much)\s+(?:percent(?:age)?|%)|\bhow\s+many\s+percent\s+(?:did|has|have|had|was|is)\b|\bin\s+percent(?:age)?(?:\s+terms)?\b.*\b(?:change|changed|grow|grew|grown|increase|increased|rise|rose|risen)\b|\b(?:change|changed|grow|grew|grown|increase|increased|rise|rose|risen)\b.*\bin\s+percent(?:age)?(?:\s+terms)?\b`)
	// pctChangeAskRE: the percentage-change questions trends reads, as
	// changeByRE's (group 1 the auxiliary or "did", 2 what, 3 the times).
	pctChangeAskRE = lazyre.New(`(?i)^\s*(?:what\s+(?:was|is|'s)\s+the\s+(?:percent(?:age)?|%)\s+(?:change|increase|decrease|rise|drop|fall|growth|difference)\s+(?:in|of)\s+(.+?)\s+((?:from|between)\s+.+)|(?:by\s+)?(?:what|which|how\s+many|how\s+much)\s+(?:percent(?:age)?|%)\s+(?:did|has|have|had)\s+(.+?)\s+(?:change|changed|grow|grown|increase|increased|rise|risen|go\s+up|gone\s+up)\s+((?:from|between)\s+.+))$`)
	// monthOfYearRE: a period of the year asked of every year ("which
	// calendar month", "which month of the year").
	monthOfYearRE = lazyre.New(`(?i)\b(?:calendar\s+months?|months?\s+of\s+(?:the\s+)?year|quarters?\s+of\s+(?:the\s+)?year|weekdays?|days?\s+of\s+the\s+week)\b`)
	// allYearsRE: "across all years", "over all the years", "in every
	// year": every year together, no window.
	allYearsRE = lazyre.New(`(?i),?\s*\b(?:across|over|in|for)\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)?years?\b(?:\s+together|\s+combined)?`)
	// biggerPeriodRE: "was 2021 a bigger year for spending than 2020": a
	// time weighed as a period of more of something (group 1 the first
	// time, 2 what, 3 the second).
	biggerPeriodRE = lazyre.New(`(?i)^\s*(?:was|were|is)\s+(.+?)\s+an?\s+(?:bigger|busier|larger|heavier|more\s+active)\s+(?:year|month|week|day|quarter|period|time)\s+(?:for|of|in\s+terms\s+of)\s+(.+?)\s+than\s+(.+?)\s*[?.!]*\s*$`)
	// whichBiggerRE: "which was bigger, January or February": the
	// comparative of size said of two times weighed is busier.
	// whichBusierOfRE: which of two times, named after the comparative,
	// was busier (groups 1, 2: the times).
	whichBusierOfRE = lazyre.New(`(?i)^\s*(?:which|what)\s+(?:(?:one|month|year|week|weekend|season|quarter|period)\s+)?(?:was|is|were)\s+busier\s*[,:]\s*(?:in\s+)?([^,]+?)\s+or\s+(?:in\s+)?(.+?)\s*[?.!]*\s*$`)
	whichBiggerRE   = lazyre.New(`(?i)^(\s*(?:which|what)\s+(?:one\s+)?(?:was|is|were)\s+)(?:bigger|larger|heavier)\b`)
	// changeRankRE: which thing or period changed the most ("which month
	// saw the biggest increase", "which artist had the biggest jump", the
	// verb's base after "did": "in which month did my spending rise the
	// most"): a ranking of changes from one period to the next, not computed
	// (trendNote's kin, changeRankNote, says so).
	changeRankRE = lazyre.New(`(?i)\b(?:biggest|largest|greatest|most|sharpest|steepest|highest|smallest)\s+(?:\p{L}+\s+)?(?:jump|jumps|increase|increases|rise|growth|gain|drop|drops|decrease|decline|fall|change|changes|swing|spike)\b|\b(?:grew|grow|increased|increase|rose|rise|dropped|drop|fell|fall|declined|decline|changed|change|jumped|jump|(?:go|went)\s+(?:up|down))\s+(?:the\s+)?most\b`)
	// yearNounThanRE: "my 2022 spending … than my 2021 spending": what is
	// said of two years, each before it (group 1 the determiner, 2 and 4
	// the years, 3 what follows the first up to "than", 5 what follows the
	// second).
	yearNounThanRE = lazyre.New(`(?i)\b(my|the|our)\s+((?:19|20)\d\d)\s+(.*?\bthan\s+)(?:my|the|our)\s+((?:19|20)\d\d)\s+(.*)$`)
	// yearPossessiveRE: "2021's spending", "last year's orders": the
	// time's, said as a time before the noun.
	yearPossessiveRE = lazyre.New(`(?i)\b(?:(my|the|our)\s+)?((?:19|20)\d\d|(?:last|this|next|previous)\s+(?:year|month|week|quarter))['’]s\s+(\p{L}+)`)
	// leadTimeRE: a time said first, before a comma ("In 2023, which
	// weekday did I listen to the least?", "On March 15, 2013, what did I
	// watch?", "Last month, how often did I swim?"): group 1 the time, 2
	// the question; a time only when it has a year, a month or a relative
	// word of time. A comma inside it goes before a year, a month or a day
	// of the month, as dates are written ("Monday, November 16th, 2020").
	leadTimeRE = lazyre.New(`(?i)^\s*((?:(?:in|on|at|during|for|over|throughout|since|from|before|after|until|till)\s+` + leadTimeWords + `{0,40}?(?:\b(?:19|20)\d\d\b|\b` + monthWords + `\b|\b(?:last|this|past|previous)\s+\p{L}+)|(?:last|this|past|previous)\s+\p{L}+)` + leadTimeWords + `{0,24}?|` + bareTime + `)` + timeApart + `((?:what|which|who|whom|how|when|where|did|do|does|was|were|is|are|have|has)\b.*)$`)
	// bareLeadRE: a bare time set first and apart ("2021: …", "March
	// 2021 — …"): group 1 the time, 2 the rest.
	bareLeadRE = lazyre.New(`(?i)^\s*(` + bareTime + `)` + timeApart + `(\S.*)$`)
	// timeEndRE: a time set apart by a dash at the end ("how many runs
	// did I do - 2021?", "… — in March 2021", "…—2021": an em dash is
	// often set closed up, a hyphen or an en dash closed up is a range's,
	// "2020–2021"): group 1 the question, 2 the time, 3 the marks after
	// it.
	timeEndRE = lazyre.New(`(?i)^(.*\S)(?:\s+[-—–]\s+|\s*—\s*)(` + timeAlone + `)\s*([?.!]*)\s*$`)
	// rangeStartRE: what ends the first time of a range said with a dash
	// ("in 2020 - 2021", "March–May 2021"), where it ends a question.
	rangeStartRE = lazyre.New(`(?i)(?:\d|\b` + monthWords + `)$`)
	// timeSentenceRE: a sentence that is only a time, after the
	// question's ("How many runs? In 2021."): group 1 the time.
	timeSentenceRE = lazyre.New(`(?i)^\s*(` + timeAlone + `)\s*[?.!]*\s*$`)
	// partsOfYearRE: "which month of 2024 had more events, March or
	// April": the year said of the period asked is the two parts' (group
	// 1 the period, 2 the year, 3 what is between, 4 and 6 the parts, 5
	// the word joining them).
	partsOfYearRE = lazyre.New(`(?i)\b(month|quarter|half|season)\s+(?:of|in)\s+((?:19|20)\d\d)\b(.*?)\b(` + partOfYear + `)\s+(or|and|vs\.?|versus)\s+(` + partOfYear + `)\b`)
	// placeMoreRE: "did I place more orders": to order more (the
	// comparative stays, placedOrderRE's "order something" would lose it;
	// the orders are counted as orders, orderCompareRE).
	placeMoreRE = lazyre.New(`(?i)\b(place|placed)\s+(more|fewer|less)\s+orders\b`)
	// yearOnlyRE: one year said.
	yearOnlyRE = lazyre.New(`\b(?:19|20)\d\d\b`)
	// partOfYear is a part of a year said without it: a month, a
	// quarter, a half, a season.
	partOfYear = `(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|q[1-4]|h[12]|spring|summer|autumn|fall|winter|(?:the\s+)?(?:first|second|third|fourth|last|final)\s+(?:half|quarter))`
	// sharedYearRE: two parts of years weighed, the first with its year
	// and the second without ("in June 2023 than in May", "the second
	// half of 2023 than the first half"): group 1 the year, 3 the second.
	sharedYearRE = lazyre.New(`(?i)\b` + partOfYear + `(?:\s+of)?\s+((?:19|20)\d\d)\b(.*?\b(?:than|or|vs\.?|versus|compared\s+(?:to|with)|against)\s+(?:in\s+|during\s+)?)(` + partOfYear + `)\b`)
	// yearAfterRE: a year right after what sharedYearRE takes as the
	// second part: it has its own.
	yearAfterRE = lazyre.New(`(?i)^(?:\s+of)?\s*,?\s*(?:19|20)\d\d\b`)
)

// trendlessRE: whether something is rising or falling, with no time said
// ("is my listening going up", "has my spending been increasing lately",
// "is it going up or down"), or against the period before ("… compared to
// last year"): group 1 what, 2 the verb, 3 the period.
var trendlessRE = lazyre.New(`(?i)^\s*(?:is|are|has|have)\s+((?:my|our|the)\s+[^0-9]+?)\s+(?:been\s+)?(going\s+(?:up|down)|increasing|rising|growing|climbing|trending\s+(?:up|upwards?|down|downwards?)|decreasing|declining|falling|dropping|shrinking|on\s+the\s+(?:rise|decline))(?:\s+or\s+(?:up|down|decreasing|declining|falling|increasing|rising|growing))?(?:\s+(?:` + recencyWords + `|over\s+time)|\s+compared\s+(?:to|with)\s+last\s+(year|month|week))?\s*[?.!]*\s*$`)

// lateMoreRE: "am I listening to more music lately", "have I been
// spending less recently": a doing now against before (group 1 the verb
// and what comes before the comparative, 2 the comparative, 3 the rest).
var lateMoreRE = lazyre.New(`(?i)^\s*(?:am|are)\s+(?:i|we)\s+(?:\w+ing|been\s+\w+ing)|^\s*(?:have|has)\s+(?:i|we)\s+been\s+\w+ing`)

// lateMoreFullRE reads what lateMoreRE begins: the verb in -ing (group 1),
// what comes before the comparative (2), more or less (3), the rest (4).
var lateMoreFullRE = lazyre.New(`(?i)^\s*(?:am|are|have|has)\s+(?:i|we)\s+(?:been\s+)?(\w+ing)\b([^0-9]*?)\b(more|less|fewer)\b([^0-9]*?)\s+(?:` + recencyWords + `)\s*[?.!]*\s*$`)

// gettingRE: a trend said as a thing becoming more of something ("is my
// running getting faster", "are my runs getting longer lately"): group 1
// the verb "be", 2 the thing, 3 the comparative.
var gettingRE = lazyre.New(`(?i)^\s*(is|are)\s+((?:my|our)\s+[^0-9]+?)\s+(?:getting|becoming)\s+(\p{L}+er|more\s+\p{L}+|less\s+\p{L}+)(?:\s+(?:` + recencyWords + `|over\s+time))?\s*[?.!]*\s*$`)

// doingThanLastRE: a doing now against the period before, said in the
// present ("am I running faster than last year", "are we cycling more
// than last month"): group 1 the verb in -ing, 2 the comparative and
// what comes with it, 3 the period.
var doingThanLastRE = lazyre.New(`(?i)^\s*(?:am|are)\s+(?:i|we)\s+(\w+ing)\b([^0-9]*?\b(?:\p{L}+er|more|less|fewer)\b[^0-9]*?)\s+than\s+(?:last|the\s+previous)\s+(year|month|week)\s*[?.!]*\s*$`)

// recentPeriod is what recency said without a number means ("lately",
// "recently"): the last three months, which a trend with no time said
// weighs against the three before.
const recentPeriod = "the last 3 months"

// recencyWords are the adverbs of recency said without a number.
const recencyWords = `lately|recently|of\s+late|these\s+days|nowadays`

// recentWindows is how a trend with no time said is read: the last three
// months against the three before (trendNote says so in the answer).
const recentWindows = "in " + recentPeriod + " than in the 3 months before"

// changeAskRE: a question of which one ("which month", "in which year",
// "who", "what artist").
var changeAskRE = lazyre.New(`(?i)^\s*(?:(?:in|during|on|for)\s+)?(?:which|what|who)\b`)

// measureNoun reports whether the words of a change said as a noun
// ("the most elevation gain") end in a measure's name, which says the
// amount itself, not a change of it.
func (lx *lexicon) measureNoun(said string) bool {
	ws := strings.Fields(strings.ToLower(said))
	for i := 1; i < len(ws); i++ {
		if m, ok := lx.measures.phrases.lookup(strings.Join(ws[i:], " ")); ok && m != nil && len(ws)-i >= 2 {
			return true
		}
	}
	return false
}

// changeRankNote is the note of a question of changeRankRE.
const changeRankNote = "which changed the most from one period to the next is not computed: the answer is the most over the whole time; weigh two periods to see a change (\"from 2023 to 2024\")"

// trendNote is the note of a trend read over recentWindows.
const trendNote = "a trend with no time said: read as the last 3 months against the 3 months before; name the times to weigh others (\"from 2022 to 2023\")"

// timesAsRE: a factor of as many ("twice as many events in June as in
// May", "three times as much", "double the"): group 1 the factor.
var timesAsRE = lazyre.New(`(?i)\b(twice|double|thrice|triple|(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)\s+times)\s+as\s+(?:many|much|long|often|far|big|large|high)\b`)

// timesAsWeighRE reads timesAsRE's "as … as" as "more … than" (group 1
// what is between), a bound said before the factor ("more than twice as
// many", "at least three times as long") with it: the factor and its
// bound are read from the question as asked.
var timesAsWeighRE = lazyre.New(`(?i)\b(?:(?:more\s+than|over|at\s+least)\s+)?(?:twice|double|thrice|triple|(?:\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten)\s+times)\s+as\s+(?:many|much|long|often|far|big|large|high)\b(.*?)\bas\b`)

// asAsWeighRE: two things weighed as even, no factor said, with what is
// weighed between ("as many films in 2023 as", "as much on books as");
// "as much as 100 euros" is a bound, no comparison. asAsWeighed reads it
// as "more … than" (group 1 the word, 2 what is between, 3 the second
// side's first word), as timesAsWeighRE does.
var asAsWeighRE = lazyre.New(`(?i)\bas\s+(many|much|often|long|far)(\s+(?:\pL[^?]*?\s)?)as\s+((?:in|on|at|during|for|with|by|from|to|i|we|the|my|last|this)\b)`)

// asAsWeighed reads "as … as" of a question of yes or no as the
// comparative of its word with "than" ("did I watch as many films in
// 2023 as in 2022": more films in 2023 than in 2022; "as often": more
// often; "as far": further; "as long": longer), whose factor of one
// factorAsked reads from the question as asked.
func asAsWeighed(s string) string {
	if !yesnoLeadRE().MatchString(s) {
		return s
	}
	return asAsWeighRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := asAsWeighRE().FindStringSubmatch(m)
		more := map[string]string{"often": "more often", "long": "longer", "far": "further"}[strings.ToLower(sm[1])]
		if more == "" {
			more = "more"
		}
		return more + sm[2] + "than " + sm[3]
	})
}

// yesnoLeadRE: a question of yes or no, led by its auxiliary.
var yesnoLeadRE = lazyre.New(`(?i)^\s*(?:did|do|does|have|has|had|was|were|is|are|am)\b`)

// factorAsked is the factor a comparison asks the first side reach of
// the second ("twice as many": 2; "as many … as": 1), and whether it must
// pass it ("more than twice"); 0 where none is asked.
func (p *parser) factorAsked(low string) (float64, bool) {
	if m := timesAsRE().FindStringSubmatch(low); m != nil {
		return timesAsFactor(m[1], p.number), timesOverRE().MatchString(low)
	}
	if yesnoLeadRE().MatchString(low) && asAsWeighRE().MatchString(low) {
		return 1, false
	}
	return 0, false
}

// timesOverRE: a factor said as a bound to pass ("more than twice as
// long", "over three times as many").
var timesOverRE = lazyre.New(`(?i)\b(?:more\s+than|over)\s+(?:twice|double|thrice|triple|\S+\s+times)\s+as\b`)

// timesAsFactor is the factor of timesAsRE's group 1.
func timesAsFactor(w string, number func(string) int) float64 {
	switch w = strings.ToLower(w); w {
	case "twice", "double":
		return 2
	case "thrice", "triple":
		return 3
	}
	n := strings.Fields(w)[0]
	if f, err := strconv.ParseFloat(n, 64); err == nil {
		return f
	}
	return float64(number(n))
}

// peakTimeRE: "when is my peak listening time", "what time is my peak":
// the hour of the day with the most (group 1 the doing).
var peakTimeRE = lazyre.New(`(?i)^\s*(?:when|(?:at\s+)?what\s+time(?:\s+of\s+(?:the\s+)?day)?)\s+(?:is|was|are|were)\s+(?:my|the)\s+peak(?:\s+(\p{L}+ing))?(?:\s+(?:time|times|hours?|period))?\b`)

// peakIsRE: "which hour of the day is my peak listening time", "which
// month was my peak": the one with the most (group 1 the doing).
var peakIsRE = lazyre.New(`(?i)\b(?:is|was|are|were)\s+(?:my|the)\s+peak(?:\s+(\p{L}+ing)\s+(?:time|times|hours?|period))?\b`)

// monthWords: the months' names, the words of leadTimeRE.
const monthWords = `(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|h[12])`

// leadTimeWords: a character of a time said first: no comma, but one
// before a year, a month or a day of the month.
const leadTimeWords = `(?:[^,?]|,\s*(?:(?:19|20)\d\d\b|` + monthWords + `\b|\d{1,2}(?:st|nd|rd|th)?\b))`

// bareTime: a year, or a month (quarter, half) of a year, said with no
// preposition ("2021: how many runs?").
const bareTime = `(?:\b` + monthWords + `\s+)?\b(?:19|20)\d\d\b`

// timeAlone: a time said on its own, set apart from the question: a
// bare year or month of a year, or one with a preposition, or "last"
// ("this", "past") and a unit of the calendar.
const timeAlone = `(?:(?:in|during|for|over|throughout)\s+)?(?:` + bareTime + `|(?:the\s+)?(?:last|this|past|previous)\s+(?:year|month|week|summer|winter|spring|autumn|fall|quarter))`

// timeApart: what sets a time said first apart from its question: a
// comma, a colon or a dash.
const timeApart = `\s*(?:,|:|—|–|\s-)\s*`

// timeLast puts a time said first, before a comma (leadTimeRE), after
// the question it bounds ("In 2023, which weekday …": which weekday … in
// 2023).
func timeLast(s string) string {
	if m := leadTimeAuxRE().FindStringSubmatch(s); m != nil {
		// "In 2021 did I tweet anything?": the question of yes or no
		// begins at its verb, which sets the time apart as a comma does
		q, t := strings.TrimRight(m[2], "?.! "), inBare(m[1])
		if _, month := calendar.Month(strings.ToLower(strings.Fields(t)[0])); !month {
			t = strings.ToLower(t[:1]) + t[1:] // the sentence's capital, no name's
		}
		return q + " " + t + m[2][len(q):]
	}
	if !strings.ContainsAny(s, ",:—–-") {
		return s // nothing sets a time apart (timeApart)
	}
	// "2021: total hours of films I streamed?": a bare time set first is
	// the topic of whatever follows, a question or its keywords; not
	// where another time follows it ("2020, 2021 and 2022: …", "2021 –
	// 2022: …"), a list or a range of them
	m := bareLeadRE().FindStringSubmatch(s)
	if m != nil && bareTimeFirstRE().MatchString(m[2]) {
		m = nil
	}
	if m == nil {
		m = leadTimeRE().FindStringSubmatch(s)
	}
	if m != nil {
		q := strings.TrimRight(m[2], "?.! ")
		s = q + " " + inBare(m[1]) + strings.Repeat("?", strings.Count(m[2][len(q):], "?"))
	}
	return s
}

// leadTimeAuxRE: a time said first with no comma, right before the
// auxiliary verb that opens a question of yes or no ("In 2021 did I
// tweet", "Last year was there a …", "In 2022 did Elif email me"; its
// subject a pronoun or a name, so "2021 was the year …" is left alone):
// group 1 the time, 2 the question.
var leadTimeAuxRE = lazyre.New(`(?i)^\s*((?:(?:in|during|for|over|throughout)\s+)?(?:` + bareTime + `|` + monthWords + `)|(?:last|this|past|previous)\s+(?:year|month|week|weekend|summer|winter|spring|autumn|fall|quarter))\s+((?:did|do|does|was|were|have|has|had|is|are|am)(?:n't)?\s+(?:i|we|my|our|there|it|any|anyone|anybody|someone|somebody|(?-i:\p{Lu})\p{L}*)\b.*)$`)

// leadClauseRE: a phrase or clause of when said first, before a comma:
// a happening of mine ("During my trip to Kyoto, how many songs …", "On
// my birthday, what …", "After my longest run, what did I …") or a
// clause of mine ("While I was in Spain, which songs …", "When we were
// in Paris, where …"): group 1 the phrase, 2 the question, asked, bidden
// ("list …") or said as a noun phrase ("first track I streamed", "my
// most played song", "the songs I played").
var leadClauseRE = lazyre.New(`(?i)^\s*((?:(?:during|on|at|before|after|since|until|till|throughout|over)\s+(?:my|our)|(?:while|whilst|when|after|before|since|until|as)\s+(?:i|we))\b[^,?;:]{2,80}?)\s*,\s*((?:what|which|who|whom|how|when|where|did|do|does|was|were|is|are|have|has|list|show|tell|give|count|name|first|last|latest|earliest|number|total|top|average|most|least|my|our|the)\b.*)$`)

// clauseLast puts a phrase or clause of when said first (leadClauseRE)
// after the question it bounds, where the recognisers of happenings read
// it: "During my trip to Kyoto, how many songs did I play" searched for
// "During".
func clauseLast(s string) string {
	if !strings.Contains(s, ",") {
		return s
	}
	if m := leadClauseRE().FindStringSubmatch(s); m != nil {
		q := strings.TrimRight(m[2], "?.! ")
		// the phrase opens with a preposition or conjunction
		// (leadClauseRE), never "I", so its capital goes
		s = q + " " + strings.ToLower(m[1][:1]) + m[1][1:] + m[2][len(q):]
	}
	return s
}

// bareTimeFirstRE: a bare time first.
var bareTimeFirstRE = lazyre.New(`(?i)^` + bareTime)

// timeAfterDash reads a time set apart by a dash at the end as the
// question's (timeEndRE). It is read first, before anything moved to the
// end of the question ("On average, …" is) would hide it.
func timeAfterDash(s string) string {
	if !strings.ContainsAny(s, "-—–") {
		return s // no dash: the question of almost every asker
	}
	if m := timeEndRE().FindStringSubmatch(s); m != nil && !rangeStartRE().MatchString(m[1]) {
		return m[1] + " " + inBare(m[2]) + m[3]
	}
	return s
}

// inBare is the time said with "in" where it was said bare ("2021": "in
// 2021").
func inBare(t string) string {
	if bareTimeRE().MatchString(t) {
		return "in " + strings.TrimSpace(t)
	}
	return t
}

// bareTimeRE: a time that is only bareTime.
var bareTimeRE = lazyre.New(`(?i)^\s*` + bareTime + `\s*$`)

// trendFromTo says trendVersusRE's match m as a change from the earlier
// time to the later, as trendRE reads it.
func trendFromTo(m []string) string {
	return m[1] + " " + m[2] + " from " + strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(m[4], "in "), "during "), "on ")) + " to " + strings.TrimSpace(m[3][strings.Index(m[3], " ")+1:])
}

// trends reads the constructions of ranks and of changes over time that
// analysts use, as the constructions the recognisers read:
//
//   - a time said first before a comma ("In 2023, which weekday …") goes
//     with the question after it, and a year's ("2021's spending") is the
//     year's;
//   - a place in a ranking said with a verb ("which artist comes second in
//     my plays", "which show ranked third", "who is in second place") is
//     the n-th most ("which artist is the second most in my plays"); the
//     runner-up is the second top, "my number two artist" my second top;
//     the bottom is the least ("my bottom 3 months": my 3 least);
//   - "how did my spending change from 2020 to 2021", "what was the change
//     in my spending from 2020 to 2021", "how much did my listening grow
//     from A to B" ask by how much it changed (changeByRE's question);
//   - "year over year", "month on month", "YoY" said beside the periods
//     weighed add nothing to them; with one year said ("how did my spending
//     change year over year in 2021", "year on year, did I order more in
//     2021") they weigh it against the year before;
//   - "the percentage change in X from A to B", "by what percentage did X
//     grow from A to B" ask by how much, in percent of A (pctChangeRE);
//   - "in 2021 than the year before" is than in 2020, "in 2000 compared
//     to the year after" to 2001;
//   - "did my listening increase in February compared to January" is
//     whether it did from January to February (trendRE's question), "how
//     did my spending in 2021 compare to 2020" how much it was in each;
//   - a peak said as what a time is ("when is my peak listening time",
//     "which hour of the day is my peak listening time") is the hour of
//     the day (the one asked) with the most of the doing;
//   - "twice (three times) as many X in A as in B" is more X in A than in
//     B, whose yes/no asks the factor (timesAsRE, read in resolveCompare);
//   - "was 2021 a bigger year for spending than 2020" asks whether there
//     was more spending in 2021; "which was bigger, A or B" of two times
//     which was busier;
//   - "across all years" beside a period of the year asked ("which month of
//     the year", "which calendar month") says no more than it;
//   - a year said once of two parts of years weighed is both's ("in June
//     2023 than in May": May 2023; "the second half of 2023 than the first
//     half"), as yearShared reads "from January to February 2024", and
//     the year of the period asked is the parts' weighed ("which month of
//     2024 had more events, March or April").
func trends(s string) string {
	s = timeLast(s)
	s = clauseLast(s)
	s = yearPossessiveRE().ReplaceAllStringFunc(s, func(m string) string {
		// "2021's spending": my spending in 2021
		sm := yearPossessiveRE().FindStringSubmatch(m)
		det := sm[1]
		if det == "" || strings.EqualFold(det, "the") {
			det = "my"
		}
		if yearOnlyRE().MatchString(sm[2]) {
			return det + " " + sm[3] + " in " + sm[2]
		}
		return det + " " + sm[3] + " " + sm[2]
	})
	s = yearNounThan(s)
	s = placeMoreRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := placeMoreRE().FindStringSubmatch(m)
		if strings.EqualFold(sm[1], "placed") {
			return "ordered " + sm[2]
		}
		return "order " + sm[2]
	})
	s = runnerUpRE().ReplaceAllString(s, "second top")
	s = periodFor(s)
	s = mostOfAll(s)
	s = periodNamedMost(s)
	s = weekdayNamedMost(s)
	s = theOneMost(s)
	s = countSaid(s)
	for {
		m := bottomRE().FindStringSubmatchIndex(s)
		if m == nil {
			break
		}
		// the least busy of periods, the least frequent of other things
		least := "least frequent"
		if periodNounNextRE().MatchString(s[m[1]:]) {
			least = "least busy"
		}
		det := strings.Fields(s[m[0]:m[1]])[0]
		if m[2] >= 0 {
			least = s[m[2]:m[3]] + " " + least
		}
		s = s[:m[0]] + det + " " + least + s[m[1]:]
	}
	s = numberNthRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := numberNthRE().FindStringSubmatch(m)
		return sm[1] + " " + ordinalName(ordinalValue(sm[2])) + " top"
	})
	for _, m := range rankPlaceRE().FindAllStringSubmatchIndex(s, -1) {
		ord := ""
		if m[2] >= 0 {
			ord = strings.ToLower(s[m[2]:m[3]])
		} else {
			ord = ordinalName(ordinalValue(s[m[4]:m[5]]))
		}
		word := strings.ToLower(strings.Fields(s[m[0]:m[1]])[0])
		placeSaid := strings.Contains(strings.ToLower(s[m[0]:m[1]]), " place") || strings.Contains(strings.ToLower(s[m[0]:m[1]]), " spot") || strings.Contains(strings.ToLower(s[m[0]:m[1]]), " position")
		be := word == "is" || word == "was" || word == "are" || word == "were"
		if be && !placeSaid && !rankPlaceEndRE().MatchString(s[m[1]:]) {
			continue // "is the second" of a noun ("is the second run"): an ordinal in time
		}
		if strings.HasPrefix(word, "t") || strings.HasPrefix(word, "g") || strings.HasPrefix(word, "h") {
			if !placeSaid {
				continue // "took second place", not "took the second train"
			}
		}
		verb := "is"
		if word == "was" || word == "came" || word == "ranked" || word == "placed" || word == "finished" || word == "sat" || word == "stood" || word == "took" || word == "got" || word == "held" {
			verb = "was"
		} else if word == "are" || word == "were" {
			verb = word
		}
		s = s[:m[0]] + verb + " the " + ord + " most" + s[m[1]:]
		break
	}
	if m := trendlessRE().FindStringSubmatch(s); m != nil {
		more := "more"
		if up, _ := trendOf(trendVerb(m[2])); !up {
			more = "less"
		}
		if m[3] != "" {
			// "… going up or down compared to last year": this year's
			// against last year's
			s = "was " + m[1] + " " + more + " this " + m[3] + " than last " + m[3]
		} else {
			s = "was " + m[1] + " " + more + " " + recentWindows
		}
	} else if m := lateMoreFullRE().FindStringSubmatch(s); m != nil && lateMoreRE().MatchString(s) {
		s = "did I " + ingToBase(m[1]) + m[2] + m[3] + m[4] + " " + recentWindows
	} else if m := gettingRE().FindStringSubmatch(s); m != nil {
		// "is my running getting faster", "are my runs getting longer":
		// a trend said by a comparative, weighed as trendlessRE's
		s = map[string]string{"is": "was", "are": "were"}[strings.ToLower(m[1])] + " " + m[2] + " " + m[3] + " " + recentWindows
	} else if m := doingThanLastRE().FindStringSubmatch(s); m != nil {
		// "am I running faster than last year": this year's against
		// last year's, as "did I run faster this year than last year"
		// ("am I running more this year than last year" says it already)
		what := strings.TrimSuffix(strings.TrimRight(m[2], " "), " this "+strings.ToLower(m[3]))
		s = "did I " + ingToBase(m[1]) + what + " this " + m[3] + " than last " + m[3]
	}
	// "when is my peak listening time": the hour of the day with the most
	// of the doing; "which month was my peak": the one with the most
	if m := peakTimeRE().FindStringSubmatchIndex(s); m != nil {
		s = "which hour of the day has the most " + peakDoing(s, m) + s[m[1]:]
	} else if m := peakIsRE().FindStringSubmatchIndex(s); m != nil && whichLeadRE().MatchString(s) {
		if m[2] >= 0 {
			s = s[:m[0]] + "has the most " + peakDoing(s, m) + s[m[1]:]
		} else {
			s = s[:m[0]] + "was my busiest" + s[m[1]:] // "which month was my peak for music", "what was my peak month"
		}
	}
	// "were there twice as many events in June as in May": more, by a
	// factor the comparison reads from the question as asked (timesAsRE)
	s = timesAsWeighRE().ReplaceAllString(s, "more${1}than")
	s = asAsWeighed(s)
	if m := overPeriodRE().FindStringSubmatchIndex(s); m != nil {
		rest := s[:m[0]] + " " + s[m[1]:]
		years := yearOnlyRE().FindAllString(rest, -1)
		unit := ""
		if m[2] >= 0 {
			unit = strings.ToLower(s[m[2]:m[3]])
		} else {
			unit = map[string]string{"yoy": "year", "mom": "month", "wow": "week", "qoq": "quarter"}[strings.ToLower(s[m[4]:m[5]])]
		}
		switch {
		case len(years) >= 2 || strings.Contains(strings.ToLower(rest), " than ") || strings.Contains(strings.ToLower(rest), " from "):
			// the periods weighed are said: the phrase adds nothing
			s = strings.Join(strings.Fields(rest), " ")
		case len(years) == 1 && unit == "year" && yesNoMoreRE().MatchString(rest):
			// "year on year, did I order more in 2021": than in 2020
			y, _ := strconv.Atoi(years[0])
			s = strings.TrimRight(strings.Join(strings.Fields(rest), " "), "?.! ") + " than in " + strconv.Itoa(y-1)
		case len(years) == 1 && unit == "year" && howChangedLeadRE().MatchString(rest):
			// "how did my spending change year over year in 2021": 2021
			// against the year before
			y, _ := strconv.Atoi(years[0])
			body := strings.Join(strings.Fields(yearOnlyRE().ReplaceAllString(rest, "")), " ")
			body = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSpace(strings.TrimSuffix(body, "?")), " in"), " for")
			if c := howChangedLeadRE().FindStringSubmatch(body); c != nil {
				s = "by how much " + c[1] + " " + c[2] + " change from " + strconv.Itoa(y-1) + " to " + years[0]
			}
		}
	}
	if m := pctChangeAskRE().FindStringSubmatch(s); m != nil {
		// "what was the percentage change in my spending from 2020 to
		// 2021", "by what percentage did it grow": by how much (the
		// parser reads the percent from the question, pctChangeRE)
		if m[1] != "" {
			s = "by how much did " + m[1] + " change " + m[2]
		} else {
			s = "by how much did " + m[3] + " change " + m[4]
		}
	}
	if m := howChangedRE().FindStringSubmatch(s); m != nil {
		s = "by how much " + m[1] + " " + m[2] + " change " + m[3]
	} else if m := changeInRE().FindStringSubmatch(s); m != nil && !spreadRE().MatchString(strings.ToLower(s)) {
		// (the difference between two superlatives is no change over
		// time: the parser weighs them)
		s = "by how much did " + m[1] + " change " + m[2]
	} else if m := growByRE().FindStringSubmatch(s); m != nil {
		s = "by how much " + m[1] + " " + m[2] + " change " + m[3]
	}
	if m := yearBeforeRE().FindStringSubmatchIndex(s); m != nil {
		y, _ := strconv.Atoi(s[m[2]:m[3]])
		s = s[:m[6]] + strconv.Itoa(y-1) + s[m[7]:]
	} else if m := yearAfterWordsRE().FindStringSubmatchIndex(s); m != nil {
		y, _ := strconv.Atoi(s[m[2]:m[3]])
		s = s[:m[6]] + strconv.Itoa(y+1) + s[m[7]:]
	}
	if m := trendVersusRE().FindStringSubmatch(s); m != nil {
		s = trendFromTo(m)
	}
	s = shareHappenedRE().ReplaceAllString(s, "${1}was ${2}")
	if m := biggerPeriodRE().FindStringSubmatch(s); m != nil {
		s = "was there more " + m[2] + " " + timeIn(m[1]) + " than " + timeIn(m[3])
	}
	s = periodsWeighed(s)
	s = whichBiggerRE().ReplaceAllString(s, "${1}busier")
	if m := whichBusierOfRE().FindStringSubmatch(s); m != nil {
		// "which was busier, September or October": the two times are
		// the sides, what was done in each weighed, as "was I busier in
		// September or in October" asks
		s = "was I busier " + timeIn(m[1]) + " or " + timeIn(m[2])
	}
	if monthOfYearRE().MatchString(s) {
		s = allYearsRE().ReplaceAllString(s, "")
	}
	if m := howCompareRE().FindStringSubmatch(s); m != nil {
		if m[3] != "" {
			s = "compare " + m[1] + " " + timeIn(m[3]) + " and " + timeIn(m[4])
		} else {
			s = "compare " + m[1] + " with " + strings.TrimSpace(m[2][strings.Index(m[2], " ")+1:])
		}
	}
	if m := partsOfYearRE().FindStringSubmatchIndex(s); m != nil && !yearAfterRE().MatchString(s[m[13]:]) {
		y := s[m[4]:m[5]]
		s = s[:m[0]] + s[m[2]:m[3]] + s[m[6]:m[7]] + s[m[8]:m[9]] + " " + y + " " + s[m[10]:m[11]] + " " + s[m[12]:m[13]] + " " + y + s[m[13]:]
	}
	if m := sharedYearRE().FindStringSubmatchIndex(s); m != nil && !yearAfterRE().MatchString(s[m[7]:]) {
		of := " " // "May 2023", "Q2 2023"
		if strings.Contains(strings.ToLower(s[m[6]:m[7]]), " ") {
			of = " of " // "the first half of 2023"
		}
		s = s[:m[7]] + of + s[m[2]:m[3]] + s[m[7]:]
	}
	return s
}

// yesNoMoreRE: a yes/no question of more or less with nothing it is
// weighed against ("did I order more in 2021").
var yesNoMoreRE = lazyre.New(`(?i)^\s*(?:did|do|does|was|were|is|are|has|have)\b.*\b(?:more|less|fewer|higher|lower|bigger|busier)\b`)

// howChangedLeadRE: "how did X change", "by how much did X change", with
// nothing else after it but the time (group 1 the auxiliary, 2 what).
var howChangedLeadRE = lazyre.New(`(?i)^\s*(?:by\s+)?how\s+(?:much\s+)?(did|has|have|had)\s+(.+?)\s+(?:change|changed|evolve|evolved|develop|developed|vary|varied|shift|shifted|grow|grown|increase|increased)\b`)

// trendVerb gives trendOf the verb of trendlessRE ("going up": up,
// "trending downwards": down, "on the rise": rise).
func trendVerb(v string) string {
	w := strings.Fields(strings.ToLower(v))
	last := w[len(w)-1]
	switch {
	case strings.HasPrefix(last, "upward"):
		return "up"
	case strings.HasPrefix(last, "downward"):
		return "down"
	case last == "decline":
		return "decrease"
	case strings.HasSuffix(last, "ing"):
		return trendIng[last]
	}
	return last
}

// trendIng are the verbs of trendlessRE in -ing, as trendOf knows them.
var trendIng = map[string]string{"increasing": "increase", "rising": "rise", "growing": "grow", "climbing": "rise", "decreasing": "decrease", "declining": "decline", "falling": "fall", "dropping": "drop", "shrinking": "shrink"}

// ingToBase gives the base form of a verb in -ing ("listening": listen,
// "running": run, "spending": spend), as the recognisers read it: the
// thesaurus's base where it knows one ("cycling": cycle, "hiking":
// hike), else the word less its ending.
func ingToBase(v string) string {
	low := strings.ToLower(v)
	if th, err := thesaurus.Default(); err == nil {
		for _, l := range th.Lemmas(low) {
			if l != low && !strings.Contains(l, " ") {
				return l
			}
		}
	}
	b := strings.TrimSuffix(low, "ing")
	if n := len(b); n >= 2 && b[n-1] == b[n-2] && !strings.HasSuffix(b, "ll") && !strings.HasSuffix(b, "ss") {
		b = b[:n-1] // "running": run
	}
	return b
}

// rankAskRE asks the place of a thing in a ranking: "where does Mac Miller
// rank among my artists", "what rank is Archer among my shows", "in what
// position is X" (not "what position did I have", a post held), "how
// high does X rank", "where does X come among my
// artists" (a verb of place other than rank only before what it is among,
// or last: "where did I place the order" is no ranking).
var rankAskRE = lazyre.New(`\b(?:where|how\s+high|how\s+low|how\s+well|how)\s+(?:does|did|do|is|was|would)\b.*?\b(?:(rank|ranks|ranked)|(place|places|placed|come|comes|came|stand|stands)(?:\s+in)?(?:\s+(?:among|amongst|in\s+(?:my|the)|on\s+(?:my|the)|out\s+of|overall)\b|\s*[?]?\s*$))|\b(?:(?:at|in)\s+)?(?:what|which)\s+(rank|ranking|position\s+(?:is|was|are|were))\b`)

// rankAmongRE: what the thing is ranked among ("among my artists", "in my
// most played artists", "of all my shows"): the noun in group 1.
func (p *parser) rankAmongRE() *regexp.Regexp {
	return regexp.MustCompile(`\b(?:among|amongst|in|of|out\s+of)\s+(?:all\s+)?(?:of\s+)?(?:my|the)\s+(?:(?:most|least)[\s-]+\p{L}+\s+|top\s+|favou?rite\s+|all[\s-]+time\s+)?(` + p.lx.groups.phrases.alternation() + `)\b`)
}

// rankAsk recognises a question of a thing's place in a ranking and
// consumes its words; the noun it is ranked among is what is asked, and
// what ranks it is the most.
func (p *parser) rankAsk() {
	m := p.t.find(rankAskRE())
	if m == nil {
		return
	}
	p.rankAsked, p.most = true, true
	for g := 1; g <= 3; g++ {
		// the verb or noun of ranking
		if m[2*g] >= 0 {
			p.t.consume(m[2*g], m[2*g+1])
		}
	}
	p.consumeWord(`^\s*(?:where|how\s+high|how\s+low|how\s+well|how)\b`)
	p.consumeWord(`\b(?:what|which)\s+(?:rank|ranking|position)\b`)
	p.consumeWord(`^\s*(?:at|in)\b`)
	if a := p.t.find(p.rankAmongRE()); a != nil {
		if p.askNoun(p.t.group(a, 1)) {
			p.t.consume(a[0], a[1])
		}
	}
}

// rankOfValue makes a ranking's answer the place of the one thing the
// question names ("where does Mac Miller rank among my artists": 2), its
// condition taken out of the filters; without one thing of the ranked
// key named, the word of ranking is reported as not understood rather than
// the top answered.
func (p *parser) rankOfValue() {
	f := p.f
	if !p.rankAsked {
		return
	}
	if f.Group == nil && len(p.valueConds) == 1 {
		// "what position is Mac Miller in": among the things of the field
		// that names it
		c := f.Content[p.valueConds[0]]
		for _, g := range p.lx.groups.all {
			if !periodKeys[g.ID] && slices.ContainsFunc(c.Needs, func(n attrSpec) bool { return g.Attr == n.Name || g.Extract != nil && g.Extract.Name == n.Name }) {
				f.Form, f.Group, f.Val, f.Measure = FormBest, p.key(g), nil, nil
				break
			}
		}
	}
	if f.Form == FormBest && f.Group != nil && f.Within == nil && len(p.valueConds) == 1 {
		i := p.valueConds[0]
		c := f.Content[i]
		if slices.ContainsFunc(c.Needs, func(n attrSpec) bool {
			return n.Name == f.Group.Attr || f.Group.Extract != nil && n.Name == f.Group.Extract.Name
		}) {
			f.RankOf = &c
			f.Content = slices.Delete(f.Content, i, i+1)
			p.valueConds = nil
			f.K, f.N, f.Amount = 0, 0, false
			return
		}
	}
	f.Notes = append(f.Notes, "the place of what in which ranking? name one thing and what it is ranked among (\"where does X rank among my artists\")")
	f.Form, f.Val = FormList, nil
}

// rankOf adds the place of the group that meets f.RankOf among the groups
// ranked by attr (1 the top; ties share a place).
func (b *builder) rankOf(attr string) {
	f := b.f
	b.push(tree.MAP, fmt.Sprintf("%s, marked if %s", b.scope, f.RankOf.Words), tree.Args{Fn: fmt.Sprintf("(%s) ? 1 : 0", f.RankOf.Expr), As: "named"})
	cmp := ">"
	if f.Least {
		cmp = "<"
	}
	fn := fmt.Sprintf("let c = find(items, {.named == 1}); c == nil ? nil : 1 + count(items, {.%s %s c.%s})", attr, cmp, attr)
	b.push(tree.APPLY, f.Question, tree.Args{Fn: fn})
}

// periodFor reads a period weighed by a doing said before its noun as
// the period for the doing (periodForRE), only where it is weighed
// against another ("than 2022", "2021 or 2022"): "a super boring day"
// weighs nothing.
func periodFor(s string) string {
	if !strings.Contains(strings.ToLower(s), "ing") {
		return s
	}
	if m := periodForRE().FindStringSubmatchIndex(s); m != nil && weighedRE().MatchString(s[m[1]:]) {
		return s[:m[0]] + s[m[2]:m[3]] + " " + s[m[4]:m[5]] + " " + s[m[8]:m[9]] + " for " + s[m[6]:m[7]] + s[m[1]:]
	}
	return s
}

// countSaid reads "the highest play count" as the most plays
// (countSaidRE).
func countSaid(s string) string {
	if !strings.Contains(strings.ToLower(s), "count") {
		return s
	}
	return countSaidRE().ReplaceAllStringFunc(s, func(m string) string {
		g := countSaidRE().FindStringSubmatch(m)
		most := "most"
		switch strings.ToLower(g[2]) {
		case "lowest", "smallest", "least":
			most = "fewest"
		}
		return g[1] + " the " + most + " " + plural.Of(strings.ToLower(g[3]))
	})
}

// mostOfAll reads "more than any other (X)" as the most (moreThanAnyRE);
// the noun after "other" is dropped where the question named it before
// ("which song did I play more than any other song").
func mostOfAll(s string) string {
	if !strings.Contains(strings.ToLower(s), "than") {
		return s
	}
	m := moreThanAnyRE().FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	if asksWhether(s) {
		// "did I listen to X more than any other artist" asks whether X
		// was the top one, as "was X my top artist" does
		if g := whetherTopRE().FindStringSubmatch(s); g != nil {
			return "was " + g[1] + " my top " + g[2] + g[3]
		}
		return s
	}
	most := "the most"
	if w := strings.ToLower(s[m[2]:m[3]]); w != "more" {
		most = "the least"
	}
	if m[4] >= 0 {
		most = strings.TrimPrefix(most, "the ") + s[m[4]:m[5]]
	}
	if m[6] >= 0 {
		most += s[m[6]:m[7]] // "the most money on Amazon"
	}
	end := m[1]
	if m[8] >= 0 {
		if !nounSaid(s[:m[0]], s[m[8]:m[9]]) {
			end = m[8] // not the noun asked: it stays
		}
	}
	return strings.TrimRight(s[:m[0]]+most+" "+s[end:], " ")
}

// periodNamedMost reads "was 2022 the year I ran the most" as "did I ran
// in 2022, the year I ran the most" (periodNamedMostRE): the things done
// in the period named and in the period done most, which are some where
// the two are one. Read as a thing named, the year was searched for and
// the answer was "no" whichever year it was. The verb keeps its tense;
// the recognisers read either. So is "was 2021 my busiest year for
// running" (periodNamedTopRE), as the year I did running most.
func periodNamedMost(s string) string {
	if low := strings.ToLower(s); !strings.Contains(low, "most") && !strings.Contains(low, "ing") {
		return s
	}
	g := periodNamedMostRE().FindStringSubmatch(s)
	// "everything", "anything" end as a doing does but name none: "my
	// best year for everything" is no year of one doing
	if t := periodNamedTopRE().FindStringSubmatch(s); t != nil && !strings.HasSuffix(strings.ToLower(t[5]), "thing") {
		// "my busiest year for running": the year I did running most
		subj := "I"
		if strings.EqualFold(t[3], "our") {
			subj = "we"
		}
		g = []string{t[0], t[1], t[2], t[4], subj, "did " + t[5], t[6]}
	}
	if g == nil {
		return s
	}
	_, isMonth := calendar.Month(strings.ToLower(g[1]))
	if isMonth != strings.EqualFold(g[3], "month") || g[1] != "" && !isMonth {
		return s
	}
	when := strings.TrimSpace(g[1] + " " + g[2])
	return "did " + g[4] + " " + g[5] + " in " + when + ", the " + g[3] + " " + g[4] + " " + g[5] + " the most" + cmp.Or(g[6], "?")
}

// weekdayNamedMostRE: whether a day of the week named is the one on which
// I did something most, said with a relative clause ("was Saturday the
// day I ran the most", "is Sunday the weekday when we swim most often",
// "… I listened to the most music", "the day of the week I run the
// most"): group 1 "be", 2 the day, 3 the clause, 4 what was done most, 5
// the end. weekdayNamedTopRE: said with the doing after the noun ("was
// Sunday my busiest day for running", "the busiest day of the week"):
// group 1 "be", 2 the day, 3 the degree, 4 the rest.
var (
	weekdayNamedMostRE = lazyre.New(`(?i)^\s*(was|is|were|are)\s+(\p{L}+)\s+the\s+(?:week\s*)?days?(?:\s+of\s+the\s+week)?\s+(?:(?:that|when|on\s+which)\s+)?((?:i|we)\s+.+?)\s+(?:the\s+)?most(?:\s+(?:often|frequently)|\s+(\p{L}+))?\s*([?.!]*)\s*$`)
	weekdayNamedTopRE  = lazyre.New(`(?i)^\s*(was|is|were|are)\s+(\p{L}+)\s+((?:my|our|the)\s+(?:top|busiest|biggest|best|favou?rite|peak|most\s+active))\s+(?:week\s*)?day(?:\s+of\s+the\s+week)?\b(.*)$`)
)

// weekdayNamedMost reads "was Saturday the day I ran the most" as "was
// Saturday my top weekday I ran": of the days of the week, not one date
// (the day I ran the most, asked to be a Saturday, said yes or no of
// every record), and "was Sunday my busiest day for running" as the
// weekday too. yesNo asks whether the top weekday is the one named.
func weekdayNamedMost(s string) string {
	low := strings.ToLower(s)
	if !strings.Contains(low, "day") {
		return s
	}
	if g := weekdayNamedMostRE().FindStringSubmatch(s); g != nil && !mostRecentRE().MatchString(g[0]) {
		if weekdayName(g[2]) {
			return g[1] + " " + g[2] + " my top weekday " + strings.TrimSpace(g[3]+" "+g[4]) + cmp.Or(g[5], "?")
		}
	}
	if g := weekdayNamedTopRE().FindStringSubmatch(s); g != nil {
		if weekdayName(g[2]) {
			return g[1] + " " + g[2] + " " + g[3] + " weekday" + g[4]
		}
	}
	return s
}

// weekdayOf is the day of the week w names, in the singular or the
// plural ("Saturday", "Saturdays", "Sat").
func weekdayOf(w string) (time.Weekday, bool) {
	low := strings.ToLower(strings.TrimSpace(w))
	if d, ok := calendar.Weekday(low); ok {
		return d, true
	}
	return calendar.Weekday(strings.TrimSuffix(low, "s"))
}

// weekdayName reports whether w names a day of the week (weekdayOf).
func weekdayName(w string) bool {
	_, ok := weekdayOf(w)
	return ok
}

// mostRecentRE: "most" of the latest ("the song I played most recently",
// "… I most recently played"), no top.
var mostRecentRE = lazyre.New(`(?i)\bmost\s+recent(?:ly)?\b`)

// theOneMost reads "was X the Y I V most" as "was X my top Y I V", the
// question of whether X is the top one that the yes-or-no readers know
// (theOneMostRE); the clause stays to say the doing ("the person I
// emailed most" is no person met most). A period's noun is not a kind of
// thing done.
func theOneMost(s string) string {
	if !strings.Contains(strings.ToLower(s), "most") {
		return s
	}
	g := theOneMostRE().FindStringSubmatch(s)
	if g == nil || periodNounNextRE().MatchString(" "+g[3]) || mostRecentRE().MatchString(g[0]) {
		return s
	}
	if k := strings.ToLower(g[3]); k == "one" || k == "ones" {
		// "the one I listened to most" names no kind to rank: "my top
		// one" counted the thing named and said yes
		return s
	}
	return g[1] + " " + g[2] + " my top " + g[3] + " " + clauseMostRE().ReplaceAllString(g[4], "") + g[5]
}

// asksWhether reports whether s starts with an auxiliary verb, as a
// question of yes or no does ("did I …", "wasn't it …").
func asksWhether(s string) bool {
	f := strings.Fields(s)
	return len(f) > 0 && auxRE().MatchString(strings.TrimSuffix(strings.ToLower(f[0]), "n't"))
}

// nounSaid reports whether before has noun, in the singular or the
// plural, as a word of its own.
func nounSaid(before, noun string) bool {
	one := strings.ToLower(noun)
	if o, ok := plural.One(one); ok {
		one = o
	}
	for _, w := range strings.Fields(strings.ToLower(before)) {
		w = strings.Trim(w, ",.;:?!\"'")
		if o, ok := plural.One(w); ok {
			w = o
		}
		if w == one {
			return true
		}
	}
	return false
}

// peakDoing is what a peak is of: "listening time" for peakTimeRE's
// "listening", else the time of whatever was done.
func peakDoing(s string, m []int) string {
	if m[2] >= 0 {
		return s[m[2]:m[3]] + " time"
	}
	return "time"
}

var (
	// rankedAmongRE: a place in a ranking followed by the group ranked,
	// said as a relative clause ("who is the third most among the people
	// who email me", "which artist is the second most of the ones I play"):
	// group 1 the ranking, 2 the clause's verb and the rest.
	rankedAmongRE = lazyre.New(`(?i)^\s*((?:who|which\s+\p{L}+)\s+(?:is|was|are|were)\s+the\s+\p{L}+\s+most)\s*,?\s+(?:among|amongst|of)\s+(?:all\s+)?(?:the\s+|my\s+|those\s+)?(?:people|persons|folks|ones|contacts|friends|senders|those|everyone|everybody)\s+(?:who|that|whom)?\s*(.+?)\s*([?.!]*)$`)
	// rankedAmongFirstRE: the group ranked said first ("of the people I
	// message, who is second", "among those who email me, who comes
	// third"): group 1 the clause, 2 the ranking after the comma.
	rankedAmongFirstRE = lazyre.New(`(?i)^\s*(?:among|amongst|of)\s+(?:all\s+)?(?:the\s+|my\s+|those\s+)?(?:people|persons|folks|ones|contacts|friends|senders|those|everyone|everybody)\s+(?:who|that|whom)?\s*(.+?)\s*,\s*((?:who|which\s+\p{L}+)\s+(?:is|was|are|were)\s+the\s+\p{L}+\s+most)\s*([?.!]*)$`)
	// subjectIRE: a clause whose subject is I ("I message", "I emailed").
	subjectIRE = lazyre.New(`(?i)^i\s+(\p{L}+)\b(.*)$`)
	// strandedRE: a preposition ending a relative clause.
	strandedRE = lazyre.New(`(?i)\s+(?:to|with|from|for|at)$`)
)

// rankedAmong reads the group a ranking is of, said as a relative clause
// ("among the people who email me", "of the people I message"), as the
// doing ranked: "who emails me the third most", "who did I message the
// second most" — its words are the doing, not words to search for.
func rankedAmong(s string) string {
	var rank, clause, end string
	if m := rankedAmongRE().FindStringSubmatch(s); m != nil {
		rank, clause, end = m[1], m[2], m[3]
	} else if m := rankedAmongFirstRE().FindStringSubmatch(s); m != nil {
		rank, clause, end = m[2], m[1], m[3]
	} else {
		return s
	}
	f := strings.Fields(rank)
	lead := f[0]
	if strings.EqualFold(f[0], "which") {
		lead = f[0] + " " + f[1]
	}
	ranking := strings.Join(f[len(f)-3:], " ") // "the third most"
	// a preposition stranded at the clause's end goes with the one ranked
	// ("the people I send emails to": whom I send emails)
	clause = strandedRE().ReplaceAllString(clause, "")
	if m := subjectIRE().FindStringSubmatch(clause); m != nil {
		// "I message": whom did I message the most
		return lead + " did I " + m[1] + m[2] + " " + ranking + end
	}
	return lead + " " + clause + " " + ranking + end
}

// periodListRE: a list asked of an amount said with a period's adjective
// ("show my monthly spending", "list my weekly listening time", "give me
// a breakdown of my daily steps"): group 1 the request, 2 the adjective, 3
// what is asked and the rest, 4 the end.
var periodListRE = lazyre.New(`(?i)^\s*((?:show|list|display|chart|plot|graph|tabulate|break\s+down|give|tell)(?:\s+me)?(?:\s+(?:a|the)\s+(?:list|table|chart|graph|breakdown)\s+of)?\s+(?:my|our|the))\s+(daily|weekly|monthly|quarterly|yearly|annual)\s+(.+?)\s*([?.!]*)$`)

// recurAdjRE: an adjective of recurring, after which a period's
// adjective says how often a thing recurs ("the yearly recurring
// events"), not an amount of each period.
var recurAdjRE = lazyre.New(`(?i)^(?:recurring|repeating|recurrent)\b`)

// periodUnits are the periods the adjectives name.
var periodUnits = map[string]string{"daily": "day", "weekly": "week", "monthly": "month", "quarterly": "quarter", "yearly": "year", "annual": "year"}

// periodList reads a list asked of an amount said with a period's
// adjective as the amount of each period, a row per period ("show my
// monthly spending on Amazon in 2021": my spending each month), not the
// period's average nor the whole total. A question ("what was my monthly
// spend") keeps the average per period.
func periodList(s string) string {
	m := periodListRE().FindStringSubmatch(s)
	if m == nil || recurAdjRE().MatchString(m[3]) {
		return s
	}
	return m[1] + " " + m[3] + " each " + periodUnits[strings.ToLower(m[2])] + m[4]
}

// ratioOfRE: the ratio of one amount to another ("what is the ratio of my
// listening in January to my listening in December", "ratio between my
// spending in 2021 and in 2020"): group 1 the first, 2 the second, 3 the
// end.
var ratioOfRE = lazyre.New(`(?i)^\s*(?:(?:what|how\s+big|how\s+large)(?:'s|\s+is|\s+was|\s+were)\s+)?(?:the\s+|my\s+)?ratio\s+(?:of|between)\s+(.+?)\s+(?:to|and|versus|vs\.?|against)\s+(.+?)\s*([?.!]*)$`)

// amountDetRE: a word that begins a noun phrase of an amount ("my
// listening", "the time").
var amountDetRE = lazyre.New(`(?i)^(?:my|our|the|a|an|this|that|his|her|their|your)$`)

// ratio reads the ratio of two amounts as how many times the first is
// the second ("how many times more was my listening in January than in
// December", read "how much more", the parser told it is a ratio), the
// words the second repeats of the first left out.
func ratio(s string) string {
	m := ratioOfRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	a, b := m[1], m[2]
	aw, bw := strings.Fields(a), strings.Fields(b)
	n := 0
	for n < len(aw) && n < len(bw)-1 && strings.EqualFold(aw[n], bw[n]) {
		n++
	}
	if n > 0 {
		bw = bw[n:]
	}
	k := 0
	for k < len(aw)-1 && k < len(bw)-1 && strings.EqualFold(aw[len(aw)-1-k], bw[len(bw)-1-k]) {
		k++
	}
	if k > 0 && n > 0 {
		// "my 2021 spending to my 2020 spending": the times alone differ
		bw = append([]string{"in"}, bw[:len(bw)-k]...)
	}
	b = strings.Join(bw, " ")
	if !amountDetRE().MatchString(aw[0]) {
		// "the ratio of songs played in January to …": things counted
		return "how many more " + a + " than " + b + m[3]
	}
	// (read "how much more", weighed as a ratio: parser.go's ratio)
	return "how much more was " + a + " than " + b + m[3]
}

// impliedThan reads a yes-or-no question with a comparative and one time
// but no "than" ("Did I run more in 2022?", "Did I spend less on Amazon
// this year?") as English means it: against the period before, of the
// same length ("than in 2021", "than last year"). Only a year, a month of
// a year and this year, month or week are stepped back; anything else is
// left as asked.
func impliedThan(q string, tx *timex.Parser) (string, bool) {
	low := strings.ToLower(q)
	if tx == nil || !yesNoCompareRE().MatchString(low) || strings.Contains(" "+low+" ", " than ") || strings.Contains(low, " or ") {
		return q, false
	}
	spans := tx.Parse(q, timex.Options{})
	if len(spans) != 1 || spans[0].Kind != timex.Date {
		return q, false
	}
	sp := spans[0]
	before := ""
	words := strings.ToLower(strings.TrimSpace(sp.Words))
	if m := yearWordsRE().FindStringSubmatch(words); m != nil {
		y, _ := strconv.Atoi(m[1])
		before = "in " + strconv.Itoa(y-1)
	} else if m := monthYearWordsRE().FindStringSubmatch(words); m != nil {
		y, _ := strconv.Atoi(m[2])
		mo, ok := calendar.Month(m[1])
		if !ok {
			return q, false
		}
		prev := time.Date(y, mo, 1, 0, 0, 0, 0, time.UTC).AddDate(0, -1, 0)
		before = "in " + prev.Month().String() + " " + strconv.Itoa(prev.Year())
	} else if m := thisUnitRE().FindStringSubmatch(words); m != nil {
		before = "last " + m[1]
	} else {
		return q, false
	}
	return q[:sp.End] + " than " + before + q[sp.End:], true
}

var (
	// yesNoCompareRE: a yes-or-no question with a comparative of amount.
	yesNoCompareRE = lazyre.New(`^\s*(?:did|do|does|have|has|was|were|am|is)\b.*\b(?:more|less|fewer|longer|shorter|further|farther|faster|slower)\b`)
	// yearWordsRE, monthYearWordsRE, thisUnitRE: the times impliedThan
	// steps back ("in 2022", "May 2022", "this year").
	yearWordsRE      = lazyre.New(`^(?:in\s+|during\s+)?(\d{4})$`)
	monthYearWordsRE = lazyre.New(`^(?:in\s+|during\s+)?([a-z]+)\s+(\d{4})$`)
	thisUnitRE       = lazyre.New(`^(?:in\s+|during\s+)?this\s+(year|month|week)$`)
)

// seasonOfYear reads the season a question groups by or asks, where none
// of its records is numbered by season (runs, songs: a series' episodes
// are), as the season of the year its day falls in: "which season do I
// run the most in".
func (p *parser) seasonOfYear() {
	searched := p.f.act != nil && len(p.f.act.Sources) == 0 && len(p.f.Sources) == 0
	if p.env.Catalog() == nil || p.recordsField("season", "number") && !searched {
		// (things found by their words, trips or concerts, are no
		// series whatever else the library holds: "which season do I
		// travel most in" is of the year)
		return
	}
	for _, k := range []**Key{&p.f.Val, &p.f.Group, &p.f.PerGroup, &p.f.Each} {
		if *k != nil && (*k).ID == "season" {
			*k = p.key(p.lx.groups.byID["season_of_year"])
		}
	}
}

// sameDayRE: a number of times said of one day ("twice in one day", "two
// runs on the same day", "three times on a single day"): group 1 the
// times, 2 the number before a noun, 3 the day ("twice a day" is a
// habit's rate, no day's).
var sameDayRE = lazyre.New(`(?i)\b(?:(twice|thrice|(?:two|three|four|five|\d+|several|multiple)\s+times|more\s+than\s+once)|(two|three|four|five|\d+|several|multiple)\s+\pL+)\s+((?:in|on|during)\s+(?:one|a\s+single|the\s+same|one\s+and\s+the\s+same|a\s+given)\s+day)\b`)

// sameDay reads a number of times said of one day as the days that held
// that many of the things ("did I ever run twice in one day": whether any
// day held two runs or more; "how many days did I run twice": how many
// such days), not the things themselves.
func (p *parser) sameDay() {
	f := p.f
	m := sameDayRE().FindStringSubmatch(f.Question)
	if m == nil || p.lx.groups.byID["day"] == nil {
		return
	}
	times := m[1]
	if times == "" {
		times = m[2] + " times"
	}
	cond := ">= 2"
	if n, ok := numword.Parse(strings.ToLower(strings.Fields(times)[0])); ok && n.Value >= 2 {
		cond = fmt.Sprintf(">= %d", int(n.Value))
	}
	// the words of times and of the day are the groups', not the
	// things' to search for
	for _, w := range strings.Fields(strings.ToLower(firstNonEmpty(m[1], m[2]))) {
		p.consumeWord(`\b` + regexp.QuoteMeta(w) + `\b`)
	}
	p.consumeWord(`\b` + strings.Join(strings.Fields(regexp.QuoteMeta(strings.ToLower(m[3]))), `\s+`) + `\b`)
	day := p.key(p.lx.groups.byID["day"])
	switch {
	case p.yesno:
		f.Form, f.Val, f.Group = FormYesNo, day, nil
	case p.count || howManyRE().MatchString(f.Question):
		f.Form, f.Group, f.Val, f.Measure = FormDistinct, day, nil, nil
	default:
		f.Form, f.Val, f.Group = FormList, day, nil
	}
	f.GroupTimes = cond
	f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return n == whetherNote })
}

// howManyRE: a question of how many.
var howManyRE = lazyre.New(`(?i)^\s*how\s+many\b`)

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// whoseRE: a question of whose something is.
var whoseRE = lazyre.New(`(?i)^\s*whose\b`)

// occasionAskedRE: a question of an occasion itself, someone's day that
// comes back every year ("whose birthday is in June", "which
// anniversaries are in May", "when is Greta's birthday"), not of what was
// done on it.
var occasionAskedRE = lazyre.New(`(?i)^\s*(?:whose\s+(?:\S+\s+)?|(?:which|what)\s+(?:\S+\s+)?|when\s*(?:['’]s|\s+is|\s+was|\s+are|\s+were)\s+(?:\S+\s+){0,3})(?:birthdays?|bdays?|b-days?|anniversary|anniversaries|name\s*days?)\b`)

// occasionRecords keeps, for a question of an occasion itself, the
// records of what happened or was planned on days (a calendar, a journal,
// posts and mail): a song or an episode called "Birthday" is a work
// played, and a gift basket "for birthdays" a thing bought, neither
// anyone's birthday.
func (p *parser) occasionRecords() {
	f := p.f
	if f.act != nil || len(f.Sources) > 0 || p.env.Catalog() == nil || !occasionAskedRE().MatchString(f.Question) {
		return
	}
	var keep []string
	dropped := false
	for _, src := range p.env.Catalog().Sources {
		switch ingest.KindOf(src.Name) {
		case ingest.MusicStream, ingest.PodcastStream, ingest.AudiobookStrm, ingest.MovieStream, ingest.TVSeriesStream, ingest.VideoStream, ingest.OnlinePurchase, ingest.Workout, ingest.Location, ingest.Activity:
			dropped = true
		default:
			keep = append(keep, src.Name)
		}
	}
	if dropped && len(keep) > 0 {
		f.Sources = keep
	}
	// "whose birthday is next": the birthdays found say whose each is in
	// their titles; the question word searched for found only what
	// happened to hold it
	p.consumeWord(`\bwhose\b`)
	// a note dated only when its file was last changed (a README that
	// lists a birthdays calendar among its files) tells no day of an
	// occasion: its date is no birthday's
	if notes := p.sourcesRecording("date_source"); len(notes) > 0 && p.holdsValue(notes, "date_source", "modified") {
		f.Content = append(f.Content, Cond{Expr: `(date_source ?? "") != "modified"`, Needs: []attrSpec{{Name: "date_source", Type: qa.TypeText}}})
	}
}

// whoseUnread says so when a question of whose something is ("whose
// birthday is in June") is answered with the records found, no field of
// theirs naming whose each is: the answer lists what was found, not the
// people asked for.
func (p *parser) whoseUnread() {
	if f := p.f; whoseRE().MatchString(f.Question) && f.Form == FormList && f.Val == nil {
		f.Notes = append(f.Notes, `"whose" was not worked out here: the records found are listed, each saying whose it is`)
	}
}

// Adjectives that weigh how much a time held (a dictionary's comparatives
// of busy, quiet, expensive and their kin): more was done in a busier or
// fuller time, less in a quieter one; more was spent in a dearer one.
const (
	periodMoreAdj  = `busier|bigger|larger|heavier|fuller|more\s+(?:active|eventful|hectic|productive)`
	periodLessAdj  = `quieter|calmer|slower|lighter|emptier|smaller|less\s+(?:busy|active|eventful|hectic|productive)`
	periodDearAdj  = `more\s+(?:expensive|costly)|pricier|costlier|dearer`
	periodCheapAdj = `cheaper|less\s+(?:expensive|costly)`
	periodAdj      = periodMoreAdj + `|` + periodLessAdj + `|` + periodDearAdj + `|` + periodCheapAdj
	// periodNoun: the period a time is said to be ("my busier year").
	periodNoun = `(?:\s+(?:year|month|week|weekend|quarter|season|summer|winter|period|time|one))?`
	// periodWhat: what the time held ("for running", "on Amazon", "in
	// terms of spending").
	periodWhat = `(?:\s+(?:for|of|in\s+terms\s+of|on|at|with)\s+(.+?))?`
)

var (
	// periodSide: a time said as the subject of a comparison ("2022",
	// "March 2023", "last year", "the first half of 2023").
	periodSide = `(?:` + partOfYear + `(?:\s+(?:of\s+)?(?:19|20)\d\d)?|(?:19|20)\d\d|(?:last|this|previous)\s+(?:year|month|week|summer|winter|spring|autumn))`
	// periodOrRE: "was 2022 or 2023 my busier year for running": two
	// times, the subject, weighed (groups 1, 2 the times, 3 the
	// adjective, 4 what they held).
	periodOrRE = lazyre.New(`(?i)^\s*(?:was|were|is)\s+(?:it\s+)?(?:in\s+)?(` + periodSide + `)\s+or\s+(?:in\s+)?(` + periodSide + `)\s+(?:(?:my|the|our)\s+|an?\s+)?(` + periodAdj + `)` + periodNoun + periodWhat + `\s*[?.!]*\s*$`)
	// periodThanRE: "was 2021 a quieter year than 2022 for swimming",
	// "was 2020 more expensive than 2021 on Amazon" (groups 1 the first
	// time, 2 the adjective, 3 what it held said before "than", 4 the
	// second time, 5 what they held said after it).
	periodThanRE = lazyre.New(`(?i)^\s*(?:was|were|is)\s+(` + periodSide + `)\s+(?:(?:my|the|our)\s+|an?\s+)?(` + periodAdj + `)` + periodNoun + periodWhat + `\s+than\s+(?:in\s+)?(` + periodSide + `)` + periodWhat + `\s*[?.!]*\s*$`)
	// periodHadRE: "which year had more trips, 2022 or 2023": which of
	// two times, named after what they held, held more of it (groups 1
	// the comparative, 2 what, 3 and 4 the times).
	periodHadRE   = lazyre.New(`(?i)^\s*(?:which|what)\s+(?:one|year|month|week|weekend|quarter|season|period)\s+(?:had|saw|held|brought)\s+(more|fewer|less)\s+(.+?)\s*[,:;]\s*(?:in\s+)?(` + periodSide + `)\s+or\s+(?:in\s+)?(` + periodSide + `)\s*[?.!]*\s*$`)
	periodLessRE  = lazyre.New(`(?i)^(?:` + periodLessAdj + `|` + periodCheapAdj + `)$`)
	periodMoneyRE = lazyre.New(`(?i)^(?:` + periodDearAdj + `|` + periodCheapAdj + `)$`)
)

// periodsWeighed restates two times weighed as the subject of a
// comparative ("was 2022 or 2023 my busier year for running", "was 2021
// a quieter year than 2022 for swimming", "was 2020 more expensive than
// 2021 on Amazon") as what was done or spent in each: the times are the
// sides, and the adjective says which way they are weighed. Read as
// they stand, the times were searched for as words and the comparative
// dropped ("yes": something was found).
func periodsWeighed(s string) string {
	var t1, t2, adj, what, join string
	if m := periodHadRE().FindStringSubmatch(s); m != nil {
		// the times are the sides, as "were there more trips in 2022 or
		// in 2023" asks; read as it stood, a year was searched with the
		// things and the other taken as the question's time
		return "were there " + strings.ToLower(m[1]) + " " + m[2] + " " + timeIn(m[3]) + " or " + timeIn(m[4])
	}
	if m := periodOrRE().FindStringSubmatch(s); m != nil {
		t1, t2, adj, what, join = m[1], m[2], m[3], m[4], " or "
	} else if m := periodThanRE().FindStringSubmatch(s); m != nil {
		t1, adj, what, t2, join = m[1], m[2], m[3], m[4], " than "
		if what == "" {
			what = m[5]
		} else if m[5] != "" {
			return s
		}
	} else {
		return s
	}
	more := "more"
	if periodLessRE().MatchString(adj) {
		more = "less"
	}
	sides := timeIn(t1) + join + timeIn(t2)
	what = strings.TrimSpace(what)
	switch {
	case periodMoneyRE().MatchString(adj) && what != "":
		return "did I spend " + more + " on " + what + " " + sides
	case periodMoneyRE().MatchString(adj):
		return "did I spend " + more + " " + sides
	case what != "":
		return "was there " + more + " " + what + " " + sides
	}
	return "did I do " + more + " " + sides
}

// yearNounThan reads one noun said of two years, each year before it ("was
// my 2022 spending higher than my 2021 spending", "my 2023 running
// distance … than my 2022 running distance") as the noun in each year
// ("my spending in 2022 higher than in 2021"): the second had been
// searched for as words. The noun is the longest run of up to three
// words the two sides begin with alike, with a word still after it on
// the first (the comparative).
func yearNounThan(s string) string {
	m := yearNounThanRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	w1, w2 := strings.Fields(m[3]), strings.Fields(m[5])
	k, marks := 0, ""
	for k < 3 && k < len(w2) && k+1 < len(w1) && marks == "" {
		word := strings.TrimRight(w2[k], "?.!,")
		if !strings.EqualFold(w1[k], word) {
			break
		}
		marks = w2[k][len(word):] // "spending?": the sentence ends
		k++
	}
	if k == 0 {
		return s
	}
	rest := strings.Join(w2[k:], " ")
	if rest != "" {
		rest = " " + rest
	}
	at := strings.Index(s, m[0])
	return s[:at] + m[1] + " " + strings.Join(w1[:k], " ") + " in " + m[2] + " " + strings.Join(w1[k:], " ") + " in " + m[4] + rest + marks
}

// Trends over periods, and a table asked for by name. A table, a chart or
// a list is how the answer is shown, which the answer's form decides: its
// words had been searched for ("running as a table" found nothing).
var (
	// asTableRE: "as a table", "in a table", "in table form", "as a
	// chart", "as a list", said of the answer.
	asTableRE = lazyre.New(`(?i),?\s+(?:(?:as|in)\s+(?:an?\s+)?(?:table|chart|graph|spreadsheet)|as\s+an?\s+list)(?:\s+form(?:at)?)?\b`)
	// perPeriodRE: "per month", "a week", one period's rate.
	perPeriodRE = lazyre.New(`(?i)(^|\s)(?:per|a)\s+(day|week|month|year)\b`)
	// tableOfRE: "table of my runs by month", "a chart of my swims per
	// month": the table named first, what it is of after.
	tableOfRE = lazyre.New(`(?i)^(\s*(?:(?:please\s+)?(?:show|give|make|draw|build)(?:\s+me)?\s+)?)(?:an?\s+|the\s+)?(?:table|chart|graph|breakdown|overview)\s+of\s+`)
	// periodByPeriodRE: "month by month", "week over week" (not the
	// analysts' "year over year" change, which overPeriodRE reads),
	// "over the months", "across the weeks": a row each period, as
	// "each month" asks.
	periodByPeriodRE = lazyre.New(`(?i)(?:^|,?\s+)(?:(month|week|year)\s+by\s+(?:month|week|year)|(?:over|across|through)\s+(?:the\s+)?(month|week|year)s)\b,?`)
	// trendOfRE: "how did my mood change each month", "how has my
	// running developed each week", "trend of my swims each month", "has
	// my running gone up or down each month": what it was each period,
	// a row each, which the trend is read from.
	trendOfRE = lazyre.New(`(?i)^\s*(?:how\s+(?:did|has|have|had|does|do)\s+(.+?)\s+(?:change|changed|evolve|evolved|develop|developed|vary|varied|shift|shifted|trend|trended|progress|progressed|look|looked)|(?:what\s+(?:is|was|'s)\s+)?(?:the\s+)?trend\s+(?:of|in|for)\s+(.+?)|(?:has|have|did)\s+(.+?)\s+(?:gone|went|go)\s+up\s+or\s+down)\s+(each\s+(?:month|week|year))(\s*[?.!]*)\s*$`)
)

// periodTrends reads the words of a table or a trend over periods: "show
// me my running distance per month as a table" is the distances per
// month, "month by month, how many km did I run" the km of each month,
// "how did my mood change month by month" what my mood was each month,
// "trend of my bouldering sessions over the months" the sessions each
// month. Each had been searched for as words, or the periods left out.
func periodTrends(s string) string {
	low := strings.ToLower(s)
	if !strings.Contains(low, "table") && !strings.Contains(low, "chart") && !strings.Contains(low, "graph") && !strings.Contains(low, "list") &&
		!strings.Contains(low, "spreadsheet") && !strings.Contains(low, "breakdown") && !strings.Contains(low, "overview") && !strings.Contains(low, " by ") && !strings.Contains(low, "over") &&
		!strings.Contains(low, "across") && !strings.Contains(low, "through") && !strings.Contains(low, "trend") {
		return s
	}
	if asTableRE().MatchString(s) {
		// "swims per month as a table": a row each month, not the
		// rate a month
		s = perPeriodRE().ReplaceAllString(asTableRE().ReplaceAllString(s, ""), "${1}each ${2}")
	}
	s = tableOfRE().ReplaceAllString(s, "${1}")
	if m := periodByPeriodRE().FindStringSubmatchIndex(s); m != nil {
		a, b := m[2], m[3]
		if a < 0 {
			a, b = m[4], m[5]
		}
		unit := s[a:b]
		before, after := strings.TrimRight(s[:m[0]], " ,"), strings.TrimLeft(s[m[1]:], " ,")
		if after != "" && !strings.ContainsRune("?.!", rune(after[0])) {
			before = strings.TrimSpace(before + " " + after)
			after = ""
		}
		// the period last, before the question mark, where the per-period
		// recogniser reads it
		end := len(before)
		for end > 0 && strings.ContainsRune("?.! ", rune(before[end-1])) {
			end--
		}
		s = before[:end] + " each " + strings.ToLower(unit) + before[end:] + after
	}
	if m := trendOfRE().FindStringSubmatch(s); m != nil {
		what := m[1] + m[2] + m[3]
		s = what + " " + m[4] + m[5]
	}
	return s
}
