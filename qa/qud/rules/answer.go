package rules

import (
	"bytes"
	"cmp"
	"fmt"
	"regexp"
	"reqap/lang/spell"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/internal/lazyre"
	"reqap/lang/fold"
	lmeasure "reqap/lang/measure"
	"reqap/lang/money"
	"reqap/lang/numword"
	"reqap/lang/plural"
	"reqap/lang/stem"
	"reqap/lang/thesaurus"
	"reqap/qa"
	"reqap/qa/qud/link"
	"reqap/qa/qud/timex"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// answerREs are the answer-form recognisers' expressions.
type answerREs struct {
	groupedBy, numberPer, withAttrs, unitIn, unitParen, unitHowMany, unitOf, unitTotal, unitKeyword,
	measure, howLong, howMuchTime, howFar,
	topK, numFav, numMost, numAfter, extreme, most, lastTime, money, mostNoun, avg, per, perWord, count, sum,
	threshold, unitThreshold, unitBetween, moneyBetween, unitOrMore, moneyThreshold, countThreshold, distanceBefore,
	byGroup, participleNoun, whenStart, whenAny, whichNoun, whichQualified, keywordHead, theNounOf, nameOf, topNoun, topPlural, groupPhrase, numBefore, totalTime, startEnd, imperative, prepWhich, who, where, what, leadNoun, oneDay, biggestDay func() *regexp.Regexp
}

// amountPat is an amount in digits or in words ("five", "two hundred and
// fifty"; with articles also "a", "half an"), read by parser.amount.
func amountPat(articles bool) string {
	var words []string
	for _, w := range numword.Words() {
		switch w.Kind {
		case numword.Unit, numword.Ten, numword.Scale:
			words = append(words, regexp.QuoteMeta(w.Text))
		}
	}
	ws := strings.Join(words, "|")
	if !articles {
		return `(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?|(?:(?:` + ws + `)[\s-]+(?:and\s+)?)*(?:` + ws + `))`
	}
	return `(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?|half\s+an?|(?:(?:an?|` + ws + `)[\s-]+(?:and\s+)?)*(?:an?|` + ws + `))`
}

// unitOnly are measures that are only a unit: they are asked for by
// "in X", "(X)", "how many X", never by the word alone ("a day").
var unitOnly = map[string]bool{"days": true, "seconds": true, "hours": true, "minutes": true, "meters": true, "miles": true, "quantity": true, "unit_price": true, "km": false}

func buildAnswerREs(lx *lexicon) *answerREs {
	// Each is compiled when first matched: compiling all of them took
	// some 19 ms of every `reqap ask`, and a question meets only some.
	c := lazyre.New
	// loose expressions see through consumed words: "what was the
	// [first] song" still asks for a song.
	loose := func(s string) func() *regexp.Regexp {
		s = strings.ReplaceAll(s, `\s+`, `[\s|]+`)
		s = strings.ReplaceAll(s, `^`, `^[\s|,]*`)
		return lazyre.New(s)
	}
	groups := `(` + lx.groups.phrases.alternation() + `)`
	units := `(` + lx.measures.phrases.alternation() + `)`
	// "in the day", "in h" are not units asked for.
	var unitWords []string
	for _, u := range strings.Split(lx.measures.phrases.alternation(), "|") {
		if u != "day" && u != "h" && u != "min" && u != "mi" && u != "time" {
			unitWords = append(unitWords, u)
		}
	}
	unitsIn := `(` + strings.Join(unitWords, "|") + `)`
	num := lx.numPat()
	r := &answerREs{}
	// "with a max heart rate of more than 170", "where my heart rate went
	// over 165", "longer than 10 km", "over 2 hours".
	ops := `(more\s+than|over|above|greater\s+than|higher\s+than|exceeding|at\s+least|less\s+than|under|below|lower\s+than|at\s+most|fewer\s+than|>=|<=|>|<)`
	// an amount in digits or words ("8 hours or more", "eight hours or
	// more", "less than six hours"); after a measure, "a" is no amount
	val := amountPat(false)
	// "ever" between ("was my heart rate ever above 150") is read as no
	// time of its own and taken out (four "used" marks) before this is.
	r.threshold = c(`\b(?:(?:with|where|when|in\s+which|that\s+had|having|had)\s+)?(?:a\s+|an\s+|my\s+|the\s+)?` + units + `\s+(?:ever\s+|\|{4}\s+)?(?:was\s+|went\s+|go\s+|goes\s+|gone\s+|going\s+|been\s+|is\s+|of\s+|reached\s+|got\s+)?(?:ever\s+|\|{4}\s+)?` + ops + `\s+` + val + `(?:\s*` + units + `)?\b`)
	// "8 hours or more", "8 hours of sleep or longer": the bound after
	// the amount (group 1 the amount, 2 its unit, 3 what it is of, 5
	// the side).
	// An amount before a unit may be written as words: "less than a
	// minute", "over two hours", "half an hour or more" (read by amount).
	amount := amountPat(true)
	r.unitOrMore = c(`\b` + amount + `\s*` + units + `(\s+of\s+\p{L}+)?\s+(or\s+(more|longer|over|above|higher|less|fewer|shorter|under|below|lower))\b`)
	// "stopped after less than a minute", "in under an hour": a bound
	// on how long it lasted, not a time after which; "fewer than 2000
	// steps" a bound on a count.
	// "reach 10000 steps", "hit 2 hours": a level attained, at least it.
	r.unitThreshold = c(`\b(?:(?:after|in)\s+)?(` + boundSides + `|` + reachVerbs + `)\s+` + amount + `\s*` + units + `\b`)
	// "runs between 5 and 10 km", "between 1 and 2 hours": a range of a
	// measure, the unit said after the second amount (and maybe after
	// the first): group 1 the first amount, 2 its unit, 3 the second,
	// 4 its unit.
	r.unitBetween = c(`\bbetween\s+` + amount + `\s*` + units + `?\s+and\s+` + amount + `\s*` + units + `\b`)
	// "between 50 and 100 dollars", "between $50 and $100": a range of
	// money (group 2 and 4 the amounts, 1 3 5 the currency said).
	r.moneyBetween = c(`\bbetween\s+(` + currencySigns + `)?\s*` + amount + `(?:\s*` + currencyAfter + `)?\s+and\s+(` + currencySigns + `)?\s*` + amount + `(?:\s*(` + currencyAfter + `))?`)
	// "for over $50", "costing less than 20 euros": an amount of money,
	// its currency before or after it (group 2 or 4).
	r.moneyThreshold = c(`\b(?:(?:for|worth|(?:that\s+|which\s+)?(?:cost|costs|costed|costing|priced(?:\s+at)?))\s+)?` + ops + `\s*(` + currencySigns + `)?\s*` + amount + `(?:\s*(` + currencyAfter + `))?`)
	// "the 10 km run", "my 5k runs", "a 3-mile walk": a distance said
	// before the noun of what covered it (group 3, checked by the
	// caller); "k" is a running race's kilometres.
	r.distanceBefore = c(`\b(\d+(?:[.,]\d+)?)\s*-?\s*(km|kms|k|kilometers?|kilometres?|mi|miles?|meters?|metres?)\s+(\p{L}+)`)
	// "did I play at least 100 songs": a number of things to reach
	// (units and money are read before it).
	r.countThreshold = c(`\b` + ops + `\s+(\d+(?:\.\d+)?)\b`)
	r.groupedBy = c(`\b(?:grouped|group|organized|sorted)\s+by\s+` + groups + `\s*$`)
	r.byGroup = c(`\b(?:(?:broken\s+down|split|listed)\s+)?by\s+(?:the\s+)?` + groups + `(?:[\s|?.]*$|\s+([^|]+?)[\s?.]*$)`)
	r.numberPer = c(`^(?:the\s+)?(?:number|count|amount|total)\s+of\s+(.+?)\s+(?:per|by|for\s+each|each|in\s+each)\s+` + groups + `\b`)
	r.withAttrs = c(`\s+with\s+((?:their\s+|its\s+|the\s+)?[\p{L}_ ,]+?)\s*$`)
	// the unit at the end of the question, or of its noun phrase where
	// the verb's clause follows ("how much music in minutes did I play")
	r.unitIn = c(`(?:,\s*|\b)(?:in|as|measured\s+in|expressed\s+in)\s+` + unitsIn + `\s*(?:$|[|,]|(\s+(?:did|do|does|have|has|had|was|were|is|are|will)\s+(?:i|we)\b))`)
	r.unitParen = c(`\(\s*(?:in\s+)?` + units + `\s*\)`)
	// "how many more hours": the comparative, read already, may stand
	// between; a request to count the hours asks how many
	r.unitHowMany = c(`\b(?:how\s+many|number\s+of|the\s+number\s+of|count\s+of|total\s+number\s+of|count(?:\s+up)?[\s|]+(?:all[\s|]+)?(?:the|my))[\s|]+(?:(?:more|fewer|less|extra)[\s|]+)?` + units + `\b`)
	amounts := `(hours|hour|hrs|minutes|mins|km|kms|kilometers|kilometres|miles|calories|kcal|seconds)`
	r.unitOf = c(`\b` + amounts + `\s+(?:of|spent|did\s+i\s+spend|have\s+i\s+spent)\b`)
	r.unitTotal = c(`\btotal\s+` + amounts + `\b`)
	r.unitKeyword = c(`\b` + amounts + `\b`)
	r.money = c(`\bhow\s+much\s+(?:money\s+)?(?:did|have|do|had)\s+(?:i|we)\s+(?:(?:usually|normally|typically|generally|ever|really|actually|also)\s+)?spen[dt]\b|\bwhat\s+did\s+(?:i|we)\s+spend\b|\bspen[dt]\s+(?:on|at|for|online|in\s+total)\b|\bspending\b|\bamount\s+spent\b|\bmoney\b`)
	r.measure = c(`\b(?:` + lx.measures.phrases.alternation() + `)\b`)
	r.howLong = c(`\bhow\s+long\b`)
	r.howMuchTime = c(`\bhow\s+much\s+time\b|\b(?:total\s+)?time\s+(?:spent|did\s+i\s+spend|have\s+i\s+spent|i\s+spent)\b|\btime\s+spent\b`)
	r.howFar = c(`\bhow\s+far\b`)
	r.topK = c(`\btop[\s-]+` + num + `\b`)
	// "my five favourite songs": a number right before the ranking word
	r.numFav = c(`\b` + num + `\s+(?:favou?rite|most[\s-]+played|most[\s-]+listened|most[\s-]+watched|best[\s-]+loved)\b`)
	// "my 2 cheapest orders": a number right before a superlative
	r.numBefore = loose(`\b(?:my|the|which|what|were|are)\s+` + num + `\s+$`)
	// "my last 3 orders", "the first five emails": a number right after
	// the superlative, then the noun counted (group 2)
	// (strict: a word read already, a unit's "km", is no noun counted)
	r.numAfter = c(`^\s+` + num + `\s+([\p{L}'-]+)`)
	r.numMost = c(`\b` + num + `\s+(?:most|least)\b|\b(?:which|what|who\s+are\s+(?:my|the))\s+` + num + `\b`)
	r.extreme = c(`\b(longest|shortest|` + priceSuperlatives + `|highest|lowest|heaviest|lightest|hottest|warmest|coldest|coolest|maximum|minimum|max|min|biggest|largest|smallest|fastest|quickest|speediest|slowest|furthest|farthest|most\s+recent|most\s+recently|latest|last|final|earliest|first|newest|oldest|previous|next)\b`)
	r.most = c(`\b(?:(?:the\s+)?((?:most|least)[\s-]+(?:played|frequent|frequently|visited|common|popular|watched|streamed|listened[\s-]+to|listened|contacted|used|ordered|bought|seen))|(?:the\s+)?(most|least|fewest)(?:\s+(?:often|frequently|times|commonly|regularly))?|(favou?rites?|usual|usually|regular|mostly|typical|typically|normally|generally|top|prefer|preferred|busiest|quietest|rarest))\b`)
	r.lastTime = c(`\b(?:the\s+)?(last|first|most\s+recent)\s+time\b`)
	r.mostNoun = loose(`^\s*` + groups + `\b`)
	r.avg = c(`\b(?:on\s+average|on\s+avg|average|avg|mean|median|typically|usually|normally|generally)\b`)
	r.per = c(`\b(?:per|a|each|every)\s+(?:` + num + `\s+)?([\p{L}'-]+(?:\s+[\p{L}'-]+)?)`)
	r.perWord = c(`^(?:day|week|month|quarter|year|days|weeks|months|quarters|years)$`)
	r.count = c(`\b(?:how\s+many\s+times|how\s+(?:` + oftenWords + `)|number\s+of\s+times|how\s+many|the\s+number\s+of|number\s+of|count\s+of|count|num\.?\s+of|times)\b`)
	r.sum = c(`\b(?:` + totalAdverbs + `|total|sum\s+of|how\s+much)\b`)
	r.whenStart = loose(`^(?:so\s+)?(?:when(?:\s+(?:was|is|were))?|on\s+what\s+date|on\s+which\s+date|what\s+date|which\s+date|(?:what|which|the)\s+(?:was\s+the\s+)?(?:start\s+)?date|(?:the\s+)?(?:start\s+)?date|what\s+day\s+was\s+it|on\s+which\s+day|on\s+what\s+day|which\s+day|what\s+day)\b`)
	r.whenAny = c(`\b(?:when\s+(?:was|did|do|is|were|have)|what\s+(?:was\s+the\s+)?date|on\s+which\s+day|which\s+day|what\s+day|(?:the\s+)?date\s+of|start\s+date)\b|\bwhen\s*$`)
	r.whichNoun = loose(`^(?:so\s+)?(?:which|what|whose)\s+(?:one\s+)?(?:of\s+(?:my|the)\s+)?(?:(?:kind|type|sort)s?\s+of\s+)?(?:(?:is|was|are|were)\s+(?:my|the)\s+)?` + groups + `\b`)
	// "which Netflix show", "which Spotify artist": one word before the
	// noun asked (group 2), checked by the caller to name an activity
	r.whichQualified = loose(`^(?:so\s+)?(which|what)\s+(?:(?:is|was|are|were)\s+(?:my|the)\s+)?(\p{L}[\p{L}'-]*)\s+` + groups + `\b`)
	// "last archer episode", "first netflix episode": in keywords, the
	// noun that ends them, after a word that may qualify it (group 1)
	r.keywordHead = loose(`^(?:(?:my|the)\s+)?(?:(\p{L}[\p{L}'-]*)\s+)?` + groups + `[\s|?.!]*$`)
	r.prepWhich = loose(`^(?:on|in|at|during|for|from|with|to|by)\s+(?:which|what)\s+(?:(?:kind|type)\s+of\s+)?` + groups + `\b`)
	r.who = loose(`\bwho\s+(?:was\s+)?it\s+(?:to|for|from|with)\b|^(?:who|whom|to\s+whom?|with\s+whom?|from\s+whom?|by\s+whom?|with\s+how\s+many\s+people)\b|\bwho\s+(?:was|were|is|are|did)\b|\bto\s+whom\b`)
	r.nameOf = loose(`\b(the\s+(?:name|title)\s+of)\s+(?:the\s+|my\s+|this\s+)?(?:[\p{L}'|-]+\s+){0,5}?` + groups + `\b`)
	// "the 5 artists I listened to most", "name three artists I ...": a
	// number of a noun, after the or my or first in the question.
	r.topNoun = loose(`(?:\b(?:the|my)\s+|^)(top[\s-]+)?(\d+|` + lx.numbers.alternation() + `)\s+` + groups + `\b`)
	// "my top artists", "the top songs": a ranking of a plural noun with
	// no number said (the caller checks the noun is plural).
	r.topPlural = loose(`\b(?:the|my|our)\s+top[\s-]+` + groups + `\b`)
	// A noun of several words that names a key ("time of day", "hour of
	// the day", "day of the week"): a measure word inside it ("time",
	// "hour", "day") is part of the noun, not a measure.
	var multi []string
	for _, g := range strings.Split(lx.groups.phrases.alternation(), "|") {
		if strings.Contains(g, `\s+`) {
			multi = append(multi, g)
		}
	}
	r.groupPhrase = c(`\b(?:` + strings.Join(multi, "|") + `)\b`)
	r.totalTime = c(`\btotal\s+time\b|\btime\s+(?:of|spent)\b`)
	r.startEnd = c(`\(?\s*(?:the\s+)?start\s+and\s+end\s+dates?\b\s*\)?`)
	// "Give me a list of …", "the full list of …": the list is what
	// is asked for, as the imperative alone asks it.
	// "Give me the details of my longest ride", "what are the details of
	// …": the thing itself, as "tell me about" asks it.
	details := `(?:(?:the|all\s+the)\s+)?(?:full\s+)?(?:details|info|information|particulars|specifics)\s+(?:of|on|about|for)\b`
	r.imperative = c(`^(?:please\s+)?(?:(?:tell\s+me\s+about|tell\s+me|show\s+me|show|display|list\s+(?:all\s+)?|rank|give\s+me|find|what\s+about|name)\b(?:\s+(?:a|the|my)\s+(?:full\s+|complete\s+|whole\s+)?list\s+of\b|\s+` + details + `)?|(?:(?:a|the|my)\s+(?:full\s+|complete\s+|whole\s+)?)?list\s+of\b|(?:what\s+(?:are|were)\s+)?` + details + `)`)
	r.theNounOf = loose(`^(?:(?:who|what|which)\s+)?(?:(?:was|were|is|are)\s+)?(?:the|my)\s+` + groups + `\s+of\b`)
	r.where = loose(`^(?:so\s+)?where\b|\bwhere\s+(?:did|was|were|do|have)\b`)
	r.what = loose(`^(?:so\s+)?(?:what|which)\b`)
	// "the month I ran most", "Month of 2022 with the most music streams"
	r.leadNoun = loose(`^(?:the\s+|my\s+)?` + groups + `\s+(?:i|we|that|when|where|on\s+which|in\s+which|with)\b`)
	// a question of keywords, a noun and a reduced relative of a past
	// participle: "films seen at the cinema in 2025", "cities visited?"
	// (nothing before it but what is read already, "last Archer episode
	// watched"; "people celebrated Christmas" is a verb)
	r.participleNoun = c(`^[\s|]*(?:(?:the|my|all)[\s|]+)?` + groups + `\s+(?:\p{L}{2,}ed|seen|read|done|eaten|made|bought|written|given|taken|heard|met|drunk|gone|had|sung|won|worn|ridden|driven|flown|swum|run)(?:[\s|]+(?:at|in|on|with|by|from|during|last|this|since|before|after|over|together|most|least)\b|[\s|?.!]*$)`)
	r.oneDay = c(`\bin\s+(?:one|a\s+single|a)\s+(day)\b|\b(?:in|on|during|within)\s+(?:one|a\s+single|any\s+single|any\s+one)\s+(day|week|month|quarter|year)\b`)
	// "my busiest month", "my peak listening month", "netflix binge day", "the slowest
	// weekday for music", "my quietest quarter": the period of the most
	// (least) of what was done
	r.biggestDay = c(`\b(biggest|busiest|best|top|peak|binge|quietest|slowest|least\s+busy|calmest|most\s+active|least\s+active)\s+(?:[\p{L}|]+\s+){0,2}(day\s+of\s+the\s+week|hour\s+of\s+the\s+day|time\s+of\s+day|hour|weekday|day|week|month|quarter|year)s?\b`)
	return r
}

var (
	// gapRE: the time between one of the events and the next ("the
	// longest gap between two runs", "my longest break from running",
	// "the longest I went without a swim", "the longest break I took
	// from running", "my longest spell (period) without a run").
	gapRE = lazyre.New(`\b(?:gaps?|breaks?|pauses?|stretch)\s+(?:(?:that\s+)?(?:i|we)\s+(?:took|had|made|take|have\s+taken|have\s+had|ever\s+took|ever\s+had)\s+)?(?:between|from|without|in\s+between)(?:\s+(?:two|consecutive|successive|my|the))?|\b(?:went|gone|go|been)\s+without\b|\b(?:periods?|spells?|stretch(?:es)?)\s+(?:of\s+time\s+)?without\b`)
	// meanGapRE: a time asked between the events of a kind (a plural after
	// "between my", group 3), not between two named: group 1 the words
	// before it, group 2 the average said before ("the average time
	// between my haircuts"), else an average
	// said elsewhere is needed (usuallyRE: "how long do I usually go
	// between haircuts", "how many days between my runs on average").
	meanGapRE = lazyre.New(`\b((?:(?:the\s+)?(average|mean|typical|usual)\s+(?:number\s+of\s+days|time|gap|interval|break|wait|days)|how\s+(?:much\s+time|long|many\s+(?:days|weeks))(?:\s+(?:passes|pass|goes\s+by|go\s+by|is\s+there|are\s+there|do\s+i\s+(?:\w+\s+)?go))?)(?:\s+on\s+average)?[\s|]+between\s+(?:my\s+|the\s+)?)((?:\p{L}+\s+)?\p{L}+s)\b`)
	// usuallyRE: an average said by an adverb or "on average".
	usuallyRE = lazyre.New(`\b(?:on\s+average|usually|typically|normally|generally|average)\b`)
	// longestRE: "went without" is a gap when the longest is asked ("how
	// many days did I go without music" counts days).
	longestRE = lazyre.New(`\b(?:longest|most|biggest|maximum)\b`)
	// streakRE: a run of days ("streak", "consecutive days", "days in
	// a row", "nights in a row": a night is a day's) or of weeks (groups 1 to 3: "weeks in a row", "a run of
	// weeks", "consecutive weeks").
	streakRE = lazyre.New(`\b(?:streaks?|stretch(?:es)?|runs?)\b\s+of\s+(?:consecutive\s+|successive\s+)?(weeks)(?:\s+in\s+a\s+row)?\b|\b(?:consecutive|successive|back[\s-]+to[\s-]+back)\s+(weeks)\b|\b(weeks)\s+in\s+a\s+row\b|\b(?:streaks?|stretch(?:es)?)\b(?:\s+of\s+(?:consecutive\s+|successive\s+)?days(?:\s+in\s+a\s+row)?)?|\b(?:consecutive|successive|back[\s-]+to[\s-]+back)\s+(?:days|nights)\b|\b(?:days|nights)\s+in\s+a\s+row\b|\bruns?\s+of\s+(?:consecutive\s+|successive\s+)?days\b`)
	// streakOfRE: the days of a streak named by a word before them, after
	// "streak" ("streak of running days", "run of gym days"): group 1 the
	// "of", 2 the days (or weeks).
	streakOfRE = lazyre.New(`^(\s+of)\s+(?:consecutive\s+|successive\s+)?\pL+(\s+(?:days|weeks))\b`)
	// streakDaysRE: a number right before "days in a row" (group 1).
	streakDaysRE = lazyre.New(`\b(\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty|thirty)\s*$`)
	// streakYesNoRE: a streak asked whether it happened ("did I ever run
	// on consecutive days"), not how long it was.
	streakYesNoRE = lazyre.New(`^\s*(?:did|have|has|was|were|do|does)\b`)
	// orderValueRE: "average order value" (of a shop: "typical Amazon
	// order amount"), "the mean amount per order", "the average price of
	// an Amazon order" (an order's price is its total), and
	// "my average order" alone (before a time, understood already: "|"),
	// which is its amount as "my average run" is its distance.
	orderValueRE = lazyre.New(`\b(?:average|avg|mean|median|typical)\s+(?:(?:\pL+\s+)?order\s+(?:value|total|amount|size|cost|price)|(?:value|amount|total|cost|spend|price)\s+(?:of|per)\s+(?:an?\s+|my\s+)?(?:amazon\s+|online\s+)?orders?|(?:amazon\s+|online\s+)?order(?:\s*$|\s*[|?]|\s+(?:\d|in|on|from|at|during|for|this|last|since|over|between|was|is|been)\b))`)
	// oneOrderRE: "in a single order", "on one order".
	oneOrderRE = lazyre.New(`\b(?:in|on|for)\s+(?:one|a\s+single|a|any|any\s+one)\s+order\b`)
	// contentAskedRE asks what a written thing holds: "what's in", "what
	// did I write in", "what was said in the chat" (the passive of saying,
	// writing or posting in it).
	contentAskedRE = lazyre.New(`^[\s|]*(?:what(?:'s|\s+is|\s+was|\s+were)\s+(?:in|inside|(?:written|said|posted|shared|discussed|sent)\s+in)\b|what\s+(?:did|do|have)\s+(?:i|we)\s+(?:write|written|wrote|note|noted|put|jot|jotted)(?:\s+down)?\s+(?:in|on|into)\b)`)
	// saysRE: "what does my note X say" (the words that go in groups 1 and 2).
	saysRE = lazyre.New(`^[\s|]*(what\s+(?:does|did|do))\b.*\b(says?)[\s|]*[?.!]*[\s|]*$`)
	// whoSingsRE asks for a song's performer.
	whoSingsRE = lazyre.New(`^(?:who|which\s+(?:artist|singer|band))\s+(?:sings|sang|sung|performs|performed|recorded|is\s+singing|was\s+singing)\b`)
	// lastVerbRE finds "last" as a verb: "how long did the meeting last
	// (in total)?"
	lastVerbRE = lazyre.New(`\bhow\s+long\s+(?:did|does|do|will|would)\b.*\blast\s*(?:$|[?.,!]|(?:in\s+total|altogether|overall|on|in|for|each|every|usually|on\s+average)\b)`)
	// agoRE: "how long ago", "how many weeks ago" (the unit in group 1).
	agoRE     = lazyre.New(`\bhow\s+(?:long|many\s+(` + spanUnits + `))\s+ago\b`)
	startAtRE = lazyre.New(`\b(?:(?:my|the)\s+)?(?:start(?:ing)?\s+date|first\s+day(?:\s+of\s+work)?|first\s+working\s+day)\s+(?:at|with|in)\b`)
	// beSpanRE: a span in days said with "was"/"were", whose stay is a
	// place after the person (whereAfterRE).
	beSpanRE     = lazyre.New(`many\s+(?:days|nights)\s+(?:was|were)$`)
	spendWhereRE = lazyre.New(`^[\s|]*(?:in|at|on|away|abroad|outside|there|the[\s|]+(?:night|weekend)|a[\s|]+(?:night|weekend))\b`)
	// stateAfterRE: "was I in a great mood", "in a bad way", "in a
	// rush": a state one is in, no place stayed in.
	stateAfterRE = lazyre.New(`^[\s|]*(?:i|we)[\s|]+(?:in|on)[\s|]+(?:a|an|such[\s|]+a)[\s|]+(?:[\w'-]+[\s|]+){0,2}(?:mood|moods|temper|state|funk|rush|hurry|way|frame[\s|]+of[\s|]+mind)\b`)
	whereAfterRE = lazyre.New(`^[\s|]*(?:i|we)[\s|]+(?:in|at|on|abroad|outside|there|gone|out|travel\w*|staying|visiting|with|home)\b`)
	// spanRE: a stay's length, or how long something took from its start
	// to its end ("how long did it take me to finish Archer": the days
	// from the first episode to the last).
	spanRE = lazyre.New(`\bhow\s+(?:long|many\s+days|many\s+nights|many\s+weeks|many\s+years|many\s+months)\s+(?:was|were|did\s+(?:i|we)\s+(?:stay|spend|work\s+(?:at|for))|(did\s+it\s+take\s+(?:me|us)\s+to\s+(?:finish|complete|get\s+through))|(did\s+it\s+take\s+(?:me|us)\s+to)\s+(?:binge|watch|read))\b`)
	// stayLastedRE: how long a thing named lasted or took, said with the
	// thing as the verb's subject ("how long did my trip to Prague
	// last", "how many days did the Copenhagen trip take"); group 2 is
	// the thing, group 3 the verb.
	stayLastedRE = lazyre.New(`\bhow\s+(long|many\s+(?:days|nights|weeks))\s+did\s+((?:my|the|our|that|this|each|all)\s+(?:[\w'-]+\s+){0,5}?[\w'-]+)\s+(last|take)\b`)
	// nightsDoneRE: the nights something was done on, said of a verb
	// that is no stay nor sleep (group 1: "nights").
	nightsDoneRE = lazyre.New(`\bhow\s+many\s+(nights)\s+(?:did|do|have|had)\s+(?:i|we)\s+(?:\w+\s+)?(?:watch|listen|play|stream|read|run|ride|cycle|walk|go|went|work|cook|eat|drink|binge)\w*\b`)
	onDaysRE     = lazyre.New(`\bon\s+(?:the\s+)?days\s+(?:(?:when|that|on\s+which|where)\s+|((?:i|we)\s))`)
	// determinerOnlyRE: a determiner that genericRE took for its noun.
	determinerOnlyRE = lazyre.New(`^(?i:my|the|our|your)$`)
	genericRE        = lazyre.New(`^[\s|]*(?:what|which)[\s|]+(?:(?:was|is|were|are)[\s|]+)?(?:(?:my|the)[\s|]+)?(\p{L}+(?:[\s|]+title)?)[\s|]+(?:did|do|does|was|were|is|are|have|has|at|of|in)\b`)
	// eventNounRE: the nouns of any event ("the earliest record", "the
	// last entry"), whose answer is the event's name.
	eventNounRE = lazyre.New(`^(?:record|entry|event|item|thing)s?$`)
	genericBad  = lazyre.New(`^(?:was|is|were|are|did|do|does|have|has|my|the|a|an|time|times|kind|type|sort|day|date|number|amount|total|one|it|this|that|i|we)$`)
)

// byGroupLast finds "by" a group said last, or last before the question's
// time ("my spending by category in 2021"), which is read after it; "by
// type" (kind, sort) is the type of the thing said before it, where the
// groups name one ("my workouts by type": by workout type). It returns
// the group and the span of its words.
func (p *parser) byGroupLast() (g *groupKey, a, b int, ok bool) {
	t := p.t
	m := t.find(p.are.byGroup())
	if m != nil {
		g, ok = p.lx.groups.phrases.lookup(t.group(m, 1))
	} else if m = t.find(byKindRE()); m != nil {
		g, ok = p.typeOf(t.group(m, 1), strings.Fields(string(t.low[:m[0]])))
	}
	if !ok || m[4] >= 0 && !p.wholeTime(t.original(m[4], m[5])) {
		return nil, 0, 0, false
	}
	return g, m[0], m[3], true
}

// typeOf is the group of the kind of one of the nouns ("type of workout",
// "kind of product").
func (p *parser) typeOf(kind string, words []string) (*groupKey, bool) {
	kind = strings.TrimSuffix(kind, "s")
	for _, w := range words {
		one, _ := plural.One(w)
		for _, phrase := range []string{kind + " of " + one, one + " " + kind} {
			if g, ok := p.lx.groups.phrases.lookup(phrase); ok {
				return g, true
			}
		}
	}
	return nil, false
}

// wholeTime reports whether s is all one time ("in 2021", "for February
// 2024", or a bare year in keywords: "songs by month 2023"), which the
// time grammar reads as one after a preposition.
func (p *parser) wholeTime(s string) bool {
	for _, x := range []string{s, "in " + s} {
		for _, sp := range p.tre.tx.Parse(x, timex.Options{}) {
			if sp.Start == 0 && sp.End >= len(strings.TrimRight(x, "?.! ")) {
				return true
			}
		}
	}
	return false
}

// kindOfRE: "kind of", "type of", "sort of" before a which-noun (group 1
// the kind's word).
var kindOfRE = lazyre.New(`\b(kind|type|sort)s?[\s|]+of[\s|]+$`)

// playedItself are the groups each record is one of, played once ("per
// episode", "per song"): an amount per one of them is an average.
var playedItself = map[string]bool{"episode": true, "song": true, "movie": true}

// cycleKeys are the groups of a place in a cycle ("day of the week",
// "month of the year", "hour of the day"): "per weekday", "each day of
// the week" ask a number for each, as "per artist" does, where "per day"
// is a rate.
var cycleKeys = map[string]bool{"weekday": true, "month_of_year": true, "monthday": true, "hour": true}

// cycleAt is the group of a place in a cycle named from byte a of the
// text ("day of the week", "weekday"), and the end of its name; nil where
// none is named there.
func (p *parser) cycleAt(a int) (*groupKey, int) {
	var ends []int
	for b := a; len(ends) < 4; {
		m := wordNextRE().FindIndex(p.t.low[b:])
		if m == nil {
			break
		}
		b += m[1]
		ends = append(ends, b)
	}
	for n := len(ends); n >= 1; n-- {
		phrase := strings.Join(strings.Fields(string(p.t.low[a:ends[n-1]])), " ")
		if g, ok := p.lx.groups.phrases.lookup(phrase); ok && cycleKeys[g.ID] && !p.t.usedIn(a, ends[n-1]) {
			return g, ends[n-1]
		}
	}
	return nil, 0
}

// goneToEndRE: a verb of going to a place, said last ("did I go to",
// "have I been to", "did I visit").
var goneToEndRE = lazyre.New(`\b(?:go|goes|went|gone|going|been|come|came|get|got)[\s|]+to[\s|]+$|\b(?:visit|visits|visited|visiting)[\s|]+$`)

// byKindWordRE: the words of a kind ("each type", "every sort").
var byKindWordRE = lazyre.New(`^(?:types?|kinds?|sorts?)$`)

// wordNextRE: the word (group 1) right after a place in the text, past
// spaces, hyphens and words read already ("most-played", "day of the
// week").
var wordNextRE = lazyre.New(`^[\s|-]*([\p{L}']+)`)

// byField reads a breakdown by a field of the library no lexicon names as
// a group ("orders by seller in 2022", "how many episodes by device", "a
// breakdown of my Netflix viewing by device"): a row for each of its
// values, as "by month" makes one for each month.
func (p *parser) byField() {
	t := p.t
	if p.f.Form != "" || p.lk == nil || questionLeadRE().MatchString(t.orig) && !howManyMuchRE().MatchString(p.f.Question) {
		return
	}
	q := p.lk.q
	for _, s := range p.lk.fields {
		a, b := q.Words[s.From].Start, q.Words[s.To-1].End
		m := byFieldLeadRE().FindIndex(t.low[:a])
		if m == nil || strings.ContainsRune(string(t.low[m[0]:b]), used) {
			continue
		}
		if rest := strings.TrimSpace(strings.Trim(string(t.low[b:]), "?.! |")); rest != "" && !p.wholeTime(rest) {
			continue // "songs by artist X": a name follows, no group
		}
		for _, r := range s.Refs {
			if fl := p.env.Catalog().Source(r.Source).Field(r.Field); fl == nil || fl.Kind != "text" || !fl.Names || !tree.IsName(r.Field) {
				continue
			}
			p.askedIn = nil
			for _, r2 := range s.Refs {
				if r2.Field == r.Field {
					p.askedIn = append(p.askedIn, r2.Source)
				}
			}
			p.f.Form, p.f.Group = FormTable, p.typedKey(r)
			p.byFieldWords = t.original(a, b)
			t.consume(m[0], b)
			p.consumeWord(`\b(?:a\s+|the\s+)?(?:breakdown|split)\s+of\b`)
			return
		}
	}
}

// byFieldHeld undoes a breakdown by a field the records asked about do
// not record ("how many runs per year by type", where only the mail has
// a type): a table of another source's field is no answer; the answer
// says the words were not understood.
func (p *parser) byFieldHeld() {
	if p.byFieldWords == "" || p.f.Form != FormTable {
		return
	}
	a := p.lx.act.byID[p.f.Activity]
	if a == nil || len(a.Sources) == 0 || slices.ContainsFunc(p.askedIn, func(s string) bool { return slices.Contains(a.Sources, s) }) {
		return
	}
	p.f.Form, p.f.Group, p.askedIn = "", nil, nil
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not understood (not recorded for these records): this answers the question without it", "by "+p.byFieldWords))
}

// secondBreakdown says so where a table of groups leaves out a period
// asked as a second breakdown ("how many orders each year by payment
// method": a row for each card, not for each year and card), which no
// table of one key can show.
func (p *parser) secondBreakdown() {
	f := p.f
	if (f.Form != FormTable && f.Form != FormGrouped) || f.Period == 0 || f.PeriodWords == "" || f.Group == nil || periodKeys[f.Group.ID] {
		return
	}
	f.Notes = append(f.Notes, fmt.Sprintf("%q is not understood beside the breakdown by %s: one breakdown only", f.PeriodWords, f.Group.Words))
}

// byFieldLeadRE: "by" (or "split by", "broken down by") right before a
// field's name, with its determiner.
var byFieldLeadRE = lazyre.New(`\b(?:(?:broken\s+down|split|listed)\s+)?by\s+(?:the\s+|their\s+|its\s+|my\s+)?$`)

// byKindRE: "by type", "by kind" said last or before the time (group 2).
var byKindRE = lazyre.New(`\bby\s+(?:the\s+|its\s+|their\s+)?(types?|kinds?|sorts?)(?:[\s|?.]*$|\s+([^|]+?)[\s?.]*$)`)

// subQuestion recognises the forms sub-questions take: "X grouped by Y",
// "number of X per Y", "X with Y and Z"; and a few fixed phrasings.
func (p *parser) subQuestion() {
	t, r := p.t, p.are
	if m := t.find(r.imperative()); m != nil {
		// "list the books I bought", "show me what I watched": what is
		// asked for, as "which books …" asks it.
		p.askedWhat = !strings.HasPrefix(t.group(m, 0), "tell me about")
		p.listed = p.askedWhat
		t.consume(m[0], m[1])
	}
	if m := t.find(r.startEnd()); m != nil {
		p.startEnd = true
		t.consume(m[0], m[1])
	}
	if m := t.find(gapRE()); m != nil && !p.streak && (!strings.Contains(t.group(m, 0), "without") || longestRE().MatchString(strings.ToLower(p.f.Question))) {
		// "the longest gap between two runs", "the longest I went
		// without running": the most days from one to the next.
		p.gap = true
		t.consume(m[0], m[1])
		p.consumeWord(`\b(?:longest|biggest|largest|most|maximum)\b`)
	}
	if m := t.find(meanGapRE()); m != nil && !p.gap && !p.streak && (m[4] >= 0 || usuallyRE().MatchString(string(t.low))) {
		// "the average time between my haircuts", "how many days are
		// there between my runs on average": the mean of the days from
		// one to the next
		p.gap, p.meanGap = true, true
		t.consume(m[2], m[3])
		p.consumeWord(usuallyRE().String())
	}
	if m := t.find(streakRE()); m != nil {
		// "my longest running streak", "how many days in a row did I
		// run": the superlative is the streak's, not the runs'.
		p.streak = true
		// "how many weeks in a row did I run": the weeks with a run,
		// one after another
		p.streakWeeks = t.group(m, 1)+t.group(m, 2)+t.group(m, 3) != ""
		whether := streakYesNoRE().MatchString(strings.ToLower(p.f.Question))
		if n := streakDaysRE().FindSubmatchIndex(t.low[:m[0]]); n != nil && number(t.group(n, 1)) >= 2 {
			// "did I ever run three days in a row": a streak that long,
			// the number said before its days
			if whether {
				p.streakDays = int(number(t.group(n, 1)))
			} else {
				unit := "days"
				if p.streakWeeks {
					unit = "weeks"
				}
				p.f.Notes = append(p.f.Notes, fmt.Sprintf("how often %s %s in a row came is not worked out: the longest streak is the answer", t.group(n, 1), unit))
			}
			t.consume(n[2], n[3])
		} else if whether {
			p.streakDays = 2 // "did I run on consecutive days": two at least
		}
		t.consume(m[0], m[1])
		if n := streakOfRE().FindSubmatchIndex(t.low[m[1]:]); n != nil {
			// "my longest streak of running days": the days named by
			// what was done on them, the doing the streak's
			p.streakWeeks = p.streakWeeks || strings.HasSuffix(string(t.low[m[1]+n[4]:m[1]+n[5]]), "weeks")
			t.consume(m[1]+n[2], m[1]+n[3])
			t.consume(m[1]+n[4], m[1]+n[5])
		}
		p.consumeWord(`\b(?:longest|biggest|best|most|at\s+most|maximum)\b`)
		p.consumeWord(`\bin\s+a\s+row\b`) // said twice: "back-to-back days … in a row"
	}
	if m := t.find(agoRE()); m != nil {
		// "how long ago did I last …": when, counted back from today.
		p.ago = cmp.Or(t.group(m, 1), "days")
		p.askedWhen = true
		t.consume(m[0], m[1])
	}
	if whenHeadRE().MatchString(p.f.Question) && endAskedRE().MatchString(p.f.Question) {
		// "what time did the meeting end": its end is asked (whenAttr)
		p.consumeWord(`\b(?:end|ended|ending|finish|finished|finishing)\b`)
	}
	if m := t.find(startAtRE()); m != nil && !p.dayOfTrip(m[1]) {
		// "start date at X", "first day at X": when I started there.
		p.askedWhen = true
		p.queryPrefix = "I started working " + lastWord(t.group(m, 0))
		t.consume(m[0], m[1])
	}
	if m := t.find(spanRE()); m != nil {
		span, rest := t.low[m[0]:m[1]], t.low[m[1]:]
		p.nights = bytes.Contains(span, []byte("nights"))
		switch {
		case beSpanRE().Match(span):
			// "how many days was I in Lisbon": the stay; "how many days
			// was I stressed" counts the days it was so.
			p.span = whereAfterRE().Match(rest) && !stateAfterRE().Match(rest)
		case bytes.HasSuffix(span, []byte("spend")):
			// "how many days did I spend in Lisbon": the stay; "how long
			// did I spend running" adds the runs up.
			p.span = spendWhereRE().Match(rest)
		case m[2] >= 0 || m[4] >= 0:
			// "how long did it take me to finish Archer": from the
			// first episode to the last
			p.span, p.took = true, true
			if m[2] >= 0 {
				t.consume(m[2], m[3])
			} else {
				t.consume(m[4], m[5])
			}
		case bytes.Contains(span, []byte(" work")):
			// "how long did I work at Stellar": from the first record of
			// it to the last, in days as a stay is, and said so: the
			// records may begin after the job did
			p.span, p.took = true, true
			p.f.Notes = append(p.f.Notes, "counted from the first record that names it to the last: the work may have begun before or ended after them")
		default:
			p.span = true
		}
		switch {
		case !p.nights:
		case !p.span && beSpanRE().Match(span) && p.lastsDaysIn(string(rest)):
			// "how many nights was my trip to Montreal": the nights of
			// a thing that lasts days are its stay's ("how many days was
			// my trip" adds its days up as a measure)
			p.span = true
			t.consume(m[0], m[1])
		case !p.span:
			p.nightsAway()
		default:
			// "how many nights did I spend abroad": the unit, no word of
			// what was done
			p.consumeWord(`\bnights\b`)
		}
	}
	if m := t.find(stayLastedRE()); m != nil && !p.span && p.lastsDaysIn(string(t.low[m[4]:m[5]])) {
		// "how long did my trip to Prague last": the trip's span, its
		// first day to its last, as "how long was my trip to Prague";
		// "last" is the verb, no last trip, and the days written of
		// had been counted (Copenhagen: three, of a four-day stay)
		p.span = true
		p.nights = bytes.HasPrefix(t.low[m[2]:m[3]], []byte("many nights"))
		t.consume(m[6], m[7])
	}
	if m := t.find(nightsDoneRE()); m != nil && !p.span {
		// "how many nights did I watch Archer": the days it was done on,
		// each once, as "how many days" counts them (a stay's nights,
		// "how many nights did I stay", are its span above)
		p.meas, p.sum = p.lx.measures.byID["days"], true
		t.consume(m[2], m[3])
	}
	if m := t.find(onDaysRE()); m != nil && p.are.avg().Match(t.low) && p.onDaysOfItself(m[0], m[1]) {
		// "on days when I listened to music, how many songs did I play
		// on average": per day, over those days; without an average
		// the days are an anchor ("how many songs did I play on the
		// days when I ordered something": the songs of those days)
		// ("on days I listened": the relative word left out, as English
		// may, the subject after it stays the clause's)
		p.f.PerGroup = p.key(p.lx.groups.byID["day"])
		end := m[1]
		if m[2] >= 0 {
			end = m[2]
		}
		t.consume(m[0], end)
	}
	if m := t.find(r.groupedBy()); m != nil {
		if g, ok := p.lx.groups.phrases.lookup(t.group(m, 1)); ok {
			p.f.Form = FormGrouped
			p.f.Group = p.key(g)
			t.consume(m[0], m[1])
		}
	}
	if p.f.Form == "" && (!questionLeadRE().MatchString(t.orig) || howManyMuchRE().MatchString(p.f.Question) || !p.yesno && amountAskedRE().MatchString(strings.ToLower(p.f.Question))) {
		// "workouts by year", "distance by sport", "a breakdown of my
		// runs by month": in a request with no question word, a table of
		// the groups; so is an amount asked by a group ("how many runs
		// by weekday", "how far did I run by year"), as "each" asks it
		if g, a, b, ok := p.byGroupLast(); ok && periodKeys[g.ID] && (t.find(r.extreme()) != nil || t.find(superlativeRE()) != nil) {
			// "my longest run by year", "most expensive purchase by
			// month", "top 3 artists by year": the one (or the k) of each
			// period, as "each year" asks it; not a count of the things
			// by period, the superlative lost
			if per, ok := p.lx.periods.lookup(g.ID); ok {
				p.f.Period, p.f.PeriodWords, p.perLead = per, t.original(a, b), "by"
				t.consume(a, b)
			}
		} else if ok {
			p.f.Form = FormTable
			p.f.Group = p.key(g)
			t.consume(a, b)
			p.consumeWord(`\b(?:a\s+|the\s+)?(?:breakdown|split)\s+of\b`)
		}
	}
	if m := t.find(r.numberPer()); m != nil {
		if g, ok := p.lx.groups.phrases.lookup(t.group(m, 2)); ok {
			p.f.Form = FormTable
			p.f.Group = p.key(g)
			t.consume(m[4], m[5])
			t.consume(m[0], m[2])
			// "number of X per Y": the words "number of" and "per Y" are
			// consumed; X stays for the activity.
			p.consumeWord(`\b(?:per|by|for\s+each|each|in\s+each)\b`)
		}
	}
	// "... with date", "... with amounts": a sub-question asking for
	// attributes. Only when the text is not itself a question.
	if p.f.Form == "" && !questionHeadRE().Match(t.low) {
		if m := t.find(r.withAttrs()); m != nil && !superlativeLeadRE().MatchString(t.group(m, 1)) {
			// ("the run with the most distance" ranks the runs: no
			// attribute "most distance" asked of each)
			if specs := p.attrList(t.group(m, 1)); specs != nil {
				p.f.Extra = specs
				t.consume(m[0], m[1])
			}
		}
	}
}

// attrList reads "date", "artist names", "start and end datetime",
// "amounts and categories" as attributes, or nil when the words are not
// attribute names (the "with" is part of the activity: "with Robert").
func (p *parser) attrList(s string) []attrSpec {
	s = strings.TrimSpace(possessiveHeadRE().ReplaceAllString(s, ""))
	s = strings.ReplaceAll(s, "start and end date", "start_date, end_date")
	s = strings.ReplaceAll(s, "start and end time", "start_time, end_time")
	var out []attrSpec
	for _, part := range listSepRE().Split(s, -1) {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name := strings.ReplaceAll(strings.Join(strings.Fields(part), "_"), "-", "_")
		if !tree.IsName(name) {
			return nil
		}
		known := false
		typ := attrTypeOf(name)
		if isBuiltin(name) || typ != "" {
			known = true
		}
		if m, ok := p.lx.measures.phrases.lookup(part); ok && m.Extract != nil {
			known = true
			if typ == "" {
				typ = m.Extract.Type
			}
		}
		if g, ok := p.lx.groups.phrases.lookup(strings.TrimSuffix(strings.TrimSuffix(part, " names"), " name")); ok {
			if g.ID == "person" && !attrWordRE().MatchString(part) {
				// "the runs I did with friends", "dinners with
				// colleagues": people one was with, not a field asked
				return nil
			}
			known = true
		}
		if !known && !attrWordRE().MatchString(part) {
			return nil
		}
		if isBuiltin(name) {
			continue
		}
		out = append(out, attrSpec{Name: name, Type: typ})
	}
	if out == nil {
		out = []attrSpec{}
	}
	return out
}

// compoundGoesOn reports whether the word t ends with at end and the word
// after it are one term of the retrieval lexicon ("date night", "date
// nights"): the first is a noun of the compound, no date asked.
func (p *parser) compoundGoesOn(t *text, end int) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	next := strings.Fields(string(t.low[end:]))
	w := lastWord(string(t.low[:end]))
	if len(next) == 0 || w == "" {
		return false
	}
	second := strings.Trim(next[0], "?.,!")
	pair := p.env.Lexicon.Parse(w + " " + second)
	if len(pair.Concepts) != 1 || len(pair.Phrases)+len(pair.Weak)+len(pair.Cues) > 0 {
		return false
	}
	// the two make the term, neither alone ("is Christmas" is Christmas)
	alone := append(p.env.Lexicon.Parse(w).Concepts, p.env.Lexicon.Parse(second).Concepts...)
	return !slices.Contains(alone, pair.Concepts[0])
}

// attrWordRE: words that look like attribute names in sub-questions.
var attrWordRE = lazyre.New(`(?:^|\s|_)(?:name|names|date|dates|time|times|datetime|amount|amounts|type|types|title|titles|location|duration|distance|price|prices|count|participants|recipients|sender|category|categories|cuisine|artist|artists|id|ids)$`)

// nightsAway reads the nights of a stay said of no place nor thing that
// lasts days ("how many nights was I away in 2024") as its days are
// read, each once, a night fewer for each run of days in a row (p.nights
// then makes the days nights).
func (p *parser) nightsAway() {
	p.meas, p.sum = p.lx.measures.byID["days"], true
	p.consumeWord(`\bnights\b`)
}

func (p *parser) consumeWord(pat string) {
	if m := p.t.find(lazyre.Of(pat)); m != nil {
		p.t.consume(m[0], m[1])
	}
}

// measures recognises the unit asked for and the measure named.
// weightMeasure is the weight the library keeps: the lexicons' measure
// where a source records it (weight_kg), else a field of numbers of the
// library's called weight (a daily note's "weight: 71.2").
func (p *parser) weightMeasure() *measure {
	w := p.lx.measures.byID["weight"]
	if p.env.Catalog() == nil || w == nil || len(p.sourcesRecording(w.Extract.Name)) > 0 {
		return w
	}
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if fl.Kind == "number" && (fl.Key == "weight" || strings.HasPrefix(fl.Key, "weight_")) && tree.IsName(fl.Key) {
				return &measure{ID: fl.Key, Extract: &attrSpec{Name: fl.Key, Type: qa.TypeNumber}, Attr: fl.Key, Words: strings.ReplaceAll(fl.Key, "_", " ")}
			}
		}
	}
	return w
}

// fieldMeasure is a field of numbers of the library named for a quantity
// ("temperature_c" of "temperature"), as a measure, or nil.
func (p *parser) fieldMeasure(name string) *measure {
	if p.env.Catalog() == nil {
		return nil
	}
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if fl.Kind == "number" && (fl.Key == name || strings.HasPrefix(fl.Key, name+"_")) && tree.IsName(fl.Key) {
				return &measure{ID: fl.Key, Extract: &attrSpec{Name: fl.Key, Type: qa.TypeNumber}, Attr: fl.Key, Words: name}
			}
		}
	}
	return nil
}

// amountLeadRE: a question that asks an amount.
var amountLeadRE = lazyre.New(`^\s*how\s+(?:much|many|heavy|far)\b`)

// weightChangeRE: my weight gone down or up, said of me ("lost weight",
// "put on 2 kg") or of the weight ("my weight dropped").
var weightChangeRE = lazyre.New(`\b(?:weight|kgs?|kilos?|kilogram(?:me)?s?|lbs?|pounds)\s+(?:(?:did|have|has|had|do)\s+)?(?:(?:i|we)\s+)?(` + changeVerbs + `)\b|\b(?:i|we)\s+(` + changeVerbs + `)\s+(?:(?:any|some|much|more|the)\s+)?weight\b|\bmy\s+weight\s+(?:(?:has|have|had)\s+)?(` + changeVerbs + `)\b`)

// lossVerbs are the verbs of a weight going down, changeVerbs those of
// its going down, up or changing.
const (
	lossVerbs   = `lose|lost|losing|loses|shed|shedding|drop|dropped|dropping|go\s+down|went\s+down|gone\s+down`
	changeVerbs = lossVerbs + `|gain|gained|gaining|gains|put(?:\s+on)?|putting(?:\s+on)?|go\s+up|went\s+up|gone\s+up|change|changed`
)

// lossVerbRE: the verbs of a weight going down.
var lossVerbRE = lazyre.New(`^(?:` + lossVerbs + `)$`)

func (p *parser) measures() {
	t, r := p.t, p.are
	if (bytes.Contains(t.low, []byte("paid")) || bytes.Contains(t.low, []byte("charged"))) && !howMuchRE().MatchString(p.f.Question) {
		// "orders paid with MasterCard": the participle says which
		// orders (paidWith reads the payment), no amount asked; the
		// verb looked for first, as measures runs on every question
		if m := t.find(paidThingsRE()); m != nil {
			t.consume(m[2], m[3])
		}
	}
	nouns := t.findAll(r.groupPhrase())
	// find is t.find of the first match outside those nouns.
	find := func(re *regexp.Regexp) []int {
		for _, m := range t.findAll(re) {
			if !overlapsAny(m, nouns) {
				return m
			}
		}
		return nil
	}
	if m := t.find(weightChangeRE()); m != nil {
		// "how much weight did I lose", "how many kilos have I put on
		// since March": the change of my weight from the first weigh-in
		// of the window to the last, not a count of losing
		p.change = 1
		verb := t.group(m, 1) + t.group(m, 2) + t.group(m, 3)
		if lossVerbRE().MatchString(verb) {
			p.change = -1
		}
		if p.meas == nil {
			p.meas = p.weightMeasure()
		}
		t.consume(m[0], m[1])
	}
	if m := t.find(orderValueRE()); m != nil {
		// "my average order value": the average of the orders' totals
		p.avg, p.meas = true, p.lx.measures.byID["money"]
		p.median = strings.HasPrefix(string(t.low[m[0]:m[1]]), "median")
		p.f.PerGroup = orderKey()
		t.consume(m[0], m[1])
		return
	}
	if m := t.find(mostAmountRE()); m != nil {
		// "the greatest amount of", "the highest number of": most
		p.most = true
		t.consume(m[0], m[1])
	}
	if p.receivedWhether() {
		return
	}
	p.includedMoney()
	if m := t.find(favesGotRE()); m != nil && p.recordsField("likes", "number") {
		// "how many favourites did my tweet get", "the most faves": the
		// likes a post got (favourites marked are asked otherwise: "show
		// my favourites")
		p.meas = p.lx.measures.byID["likes"]
		p.sum = strings.HasPrefix(t.group(m, 0), "how")
		t.consume(m[2], m[3])
		return
	}
	if m := t.find(onRepeatRE()); m != nil {
		// "the song I had on repeat", "played it over and over": what
		// was played most
		p.most = true
		t.consume(m[0], m[1])
	}
	if m := t.find(paidMostRE()); m != nil {
		// "the most I ever paid for an item": the price itself
		p.extreme, p.amountAsked = "most expensive", true
		if t.group(m, 1) == "least" {
			p.extreme = "cheapest"
		}
		t.consume(m[0], m[4]) // the verb stays: it says what was done
	}
	if m := t.find(weighedMostRE()); m != nil {
		// "the most I ever weighed", "the lightest I have been": my
		// weight, its highest or lowest, not a count of weighing
		p.extreme, p.amountAsked = "highest", true
		if w := t.group(m, 1) + t.group(m, 2); w == "least" || w == "lightest" {
			p.extreme = "lowest"
		}
		p.meas = p.weightMeasure()
		t.consume(m[0], m[1])
	}
	if m := t.find(howHighRE()); m != nil && p.extreme == "" {
		// "how high did my heart rate get", "how low did it go": the
		// highest or lowest it reached, not its average
		p.extreme, p.amountAsked = "highest", true
		if t.group(m, 2) == "low" {
			p.extreme = "lowest"
		}
		t.consume(m[2], m[3])
		t.consume(m[6], m[7])
	}
	if m := t.find(costMostRE()); m != nil {
		// "which one cost the most": the priciest
		p.extreme = "most expensive"
		if t.group(m, 1) == "least" {
			p.extreme = "cheapest"
		}
		t.consume(m[0], m[1])
	}
	if p.lk != nil {
		// "how many stand hours did I get": a field of numbers counted
		// in its own unit is added up
		for _, s := range p.lk.fields {
			a, b := p.spanBytes(s)
			q := p.numberField(s)
			if q == nil {
				continue
			}
			u, class := qa.UnitOf(q.Attr)
			if m := howManyEndRE().FindIndex(t.low[:a]); m != nil && s.To-s.From >= 2 && u != "" {
				p.meas, p.sum = q, true
				t.consume(m[0], b)
				return
			}
			m := moneyFieldEndRE().FindIndex(t.low[:a])
			if m == nil {
				m = moneyFieldEndRE().FindIndex(t.low[:modifiedFrom(t.low, a)])
			}
			if c := costAfterRE().FindIndex(t.low[b:]); m == nil && c != nil && class == qa.UnitMoney {
				// "what did shipping cost me": the field of money is
				// the subject of the cost, the amount asked, not the
				// price of the things it was paid with
				if m = whatDidEndRE().FindIndex(t.low[:a]); m != nil {
					t.consume(b, b+c[1])
				}
			}
			if m != nil && class == qa.UnitMoney {
				// "how much tax did I pay", "the total tax", "paid in
				// fees": the source's own field of money is the amount
				// added up, not the price
				p.meas, p.sum = q, true
				t.consume(m[0], b)
				p.consumeWord(paidWords)
				p.consumeWord(amountToRE)
				return
			}
			if m := mostFieldEndRE().FindIndex(t.low[:a]); m != nil && class == qa.UnitMoney {
				// "which year did I pay the most tax": the field is what
				// is compared; "most" stays for the answer form
				p.meas = q
				t.consume(a, b)
				p.consumeWord(paidWords)
				return
			}
		}
	}
	units := []*regexp.Regexp{r.unitIn(), r.unitParen(), r.unitHowMany(), r.unitTotal(), r.unitOf()}
	if !clauseWordRE().MatchString(p.unanchored(t.orig)) {
		// "netflix 2012 hours": in a query of keywords an amount's unit
		// alone is the total asked, as "how many hours" would say it
		units = append(units, r.unitKeyword())
	}
	unitEnd, unitStart := -1, -1
	for _, re := range units {
		if m := find(re); m != nil {
			if ms, ok := p.lx.measures.phrases.lookup(t.group(m, 1)); ok && !p.beginsActivity(m[2], m[3]) && !p.nameOver(m[2], m[3]) {
				if receivedCounts[ms.ID] && ownAct(strings.ToLower(p.f.Question), t.group(m, 1)) {
					// "how many times did I retweet", "how many retweets
					// did I make": what I did, not what my posts got
					break
				}
				if re == r.unitIn() && m[4] >= 0 {
					m[1] = m[4] // the clause after the unit stays to be read
				}
				p.unit, unitEnd, unitStart = ms, m[1], m[0]
				if re == r.unitHowMany() || re == r.unitTotal() || re == r.unitKeyword() {
					p.sum = true
				}
				t.consume(m[0], m[1])
				break
			}
		}
	}
	// The questions that name their measure, the first that matches
	// deciding; group is the part of the match that goes.
	measureWords := []struct {
		re           *regexp.Regexp
		group        int
		measure      string
		sum, howLong bool
	}{
		{re: r.totalTime(), measure: "duration", sum: true},
		// "the most time listening": time is what is compared; "most"
		// stays for the answer form.
		{re: mostTimeRE(), group: 1, measure: "duration"},
		{re: r.howMuchTime(), measure: "duration", sum: true},
		{re: r.howFar(), measure: "km"},
		// "my running mileage": the distance covered, in miles
		{re: mileageRE(), measure: "miles", sum: true},
		{re: r.howLong(), measure: "duration", howLong: true},
	}
	if !p.activityTime() {
		for _, w := range measureWords {
			if m := find(w.re); m != nil {
				p.meas = p.lx.measures.byID[w.measure]
				p.sum = p.sum || w.sum
				p.howLong = w.howLong
				t.consume(m[2*w.group], m[2*w.group+1])
				break
			}
		}
	}
	if p.unit != nil && p.meas == nil && unitOnly[p.unit.ID] {
		p.verbInUnit(unitStart, unitEnd)
	}
	if p.unit != nil && p.meas == nil && !unitOnly[p.unit.ID] {
		p.meas = p.unit
	}
	if p.meas != nil {
		// "the total distance I ran in kilometers": the measure word of
		// the same quantity goes too.
		for _, m := range t.findAll(r.measure()) {
			// "the average length of my hikes in km": a length is a
			// distance as well as a time.
			length := t.group(m, 0) == "length" && family(p.meas.ID) == "distance"
			if ms, ok := p.lx.measures.phrases.lookup(t.group(m, 0)); ok && (family(ms.ID) == family(p.meas.ID) || length) && !unitOnly[ms.ID] {
				t.consume(m[0], m[1])
			}
		}
		return
	}
	if m := t.find(soldForRE()); m != nil {
		// "how much did I sell the sideboard for", "how much did the
		// chairs go for": the money received for it, not how many times
		// it was sold; the selling stays to say what was done.
		p.meas = p.lx.measures.byID["money"]
		p.sum, p.sold = true, true
		t.consume(m[2], m[3])
		t.consume(m[4], m[5])
		return
	}
	if m := t.find(priceAskedRE()); m != nil && !t.has(r.measure()) {
		// "how much was the bike repair": its price
		p.meas = p.lx.measures.byID["money"]
		p.sum = true
		t.consume(m[0], m[1])
		return
	}
	if m := t.find(chargedToRE()); m != nil && p.recordsField("payment", "text") {
		// "how much did I put on my MasterCard", "how much did I charge
		// to my Visa": the money paid with it
		p.meas, p.sum = p.lx.measures.byID["money"], true
		t.consume(m[0], m[1])
		return
	}
	if m := t.find(savedMoneyRE()); m != nil {
		// "how much money did I save": the money saved, where the
		// library records a discount
		if ms := p.lx.measures.byID["discount"]; ms != nil && !p.ownMoneyUnrecorded(ms) {
			p.meas, p.sum = ms, howManyLeadRE().MatchString(p.f.Question)
			t.consume(m[0], m[1])
			p.consumeWord(`\bsav(?:e|es|ed|ing|ings)\b`)
			return
		}
	}
	if m := t.find(r.money()); m != nil && !timesRE().MatchString(strings.ToLower(p.f.Question)) && !periodsSpentRE().MatchString(strings.ToLower(p.f.Question)) && !timeSpentRE().MatchString(strings.ToLower(p.f.Question)) {
		p.meas = p.lx.measures.byID["money"]
		switch g := t.group(m, 0); {
		case usuallyRE().MatchString(g):
			// "how much do I usually spend on groceries": what one
			// spending usually comes to, its average (the adverb is
			// inside this match, where r.avg() no longer finds it)
			p.avg = true
		case strings.HasPrefix(g, "how much"):
			p.sum = true
		}
		// keep "on", "at": they introduce what was bought
		e := m[1]
		if w := lastWord(t.group(m, 0)); w == "on" || w == "at" || w == "for" || w == "online" {
			e -= len(w)
		}
		t.consume(m[0], e)
		// "what did I spend the most money on", "how much money did I
		// pay online": the measure said twice
		p.consumeMoneySaid()
		return
	}
	if m := t.find(spendMostRE()); m != nil && spentUnsaid(t.low[m[1]:]) && !whereLeadRE().MatchString(p.f.Question) && p.recordsMoney() {
		// "which month did I spend the most", "did I spend more in May":
		// spending with nothing said of what was spent is money, where
		// the library records any ("the most evenings", "the most time"
		// are what was spent; "where did I spend the most" may be time,
		// and stays so).
		p.meas = p.lx.measures.byID["money"]
		t.consume(m[2], m[3])
		return
	}
	if m := t.find(passiveRE()); m != nil && howManyLeadRE().MatchString(p.f.Question) && !degreeEndRE().Match(t.low[:m[2]]) {
		// "how many times were my tweets retweeted", "was my post liked":
		// what others did to my posts, added up
		want := stem.Word(t.group(m, 1))
		for _, ms := range p.lx.measures.all {
			if receivedCounts[ms.ID] && slices.ContainsFunc(ms.Phrases, func(ph string) bool { return stem.Word(ph) == want }) {
				p.meas, p.sum = ms, true
				t.consume(m[2], m[3])
				return
			}
		}
	}
	for _, m := range t.findAll(r.measure()) {
		ms, ok := p.lx.measures.phrases.lookup(t.group(m, 0))
		if !ok || unitOnly[ms.ID] || overlapsAny(m, nouns) {
			continue
		}
		if p.nameOver(m[0], m[1]) {
			continue // "Bill Radcliffe": a name the library holds, no bill paid
		}
		if f := p.longerField(m[0], m[1]); f != nil {
			// "active energy goal": the field named, asked for
			// (askedField) or, a number, the measure ("active energy
			// november 15 2016")
			a, b := p.spanBytes(*f)
			if askedBeforeRE().Match(t.low[:a]) {
				continue
			}
			if q := p.numberField(*f); q != nil {
				p.meas = q
				t.consume(a, b)
				return
			}
			continue
		}
		if p.beginsActivity(m[0], m[1]) {
			continue
		}
		if a, isAct := p.lx.act.phrases.lookup(t.group(m, 0)); isAct && subjectBeforeRE().MatchString(string(t.low[:m[0]])) && !p.otherActivity(a.ID, m) {
			// "did I climb": the verb of an activity, not the climb of a
			// ride ("how much did I climb on my rides" is)
			continue
		}
		if ms.ID == "money" && timesRE().MatchString(strings.ToLower(p.f.Question)) {
			continue // "how often do I pay": the times, not the amount
		}
		if ms.ID == "money" && payVerbRE().MatchString(t.group(m, 0)) && p.countsThings() {
			// "how many items did I pay for with a gift card": the
			// items; paying says how they were had
			t.consume(m[0], m[1])
			if f := payForRE().FindIndex(t.low[m[1]:]); f != nil {
				t.consume(m[1], m[1]+f[1])
			}
			continue
		}
		if p.ownMoneyUnrecorded(ms) {
			continue // "which notes did I save": no saving of money is recorded
		}
		if ms.ID == "money" && payVerbRE().MatchString(t.group(m, 0)) && p.whichPayment() && !amountWordRE().MatchString(howOftenRE().ReplaceAllString(strings.ToLower(p.f.Question), "")) {
			// "which card did I pay with": the payment, of what was paid
			// for, not how much ("what did I pay with": the same, its
			// noun unsaid)
			t.consume(m[0], m[1])
			if g := p.lx.groups.byID["payment"]; p.asked == nil && g != nil && payHowRE().MatchString(p.f.Question) {
				p.asked = p.key(g)
				p.consumeWord(`\b(?:with|by|using)\b`)
			}
			continue
		}
		if ms.ID == "money" && payVerbRE().MatchString(t.group(m, 0)) && whichNounAsked(p.are.groupPhrase(), strings.ToLower(p.f.Question)) && !amountWordRE().MatchString(strings.ToLower(p.f.Question)) {
			// "which day of the month do I pay my AmEx bill": when it is
			// paid, not how much
			continue
		}
		if receivedCounts[ms.ID] && ownAct(strings.ToLower(p.f.Question), t.group(m, 0)) {
			continue // "did I retweet": what I did, not what my posts got
		}
		if receivedCounts[ms.ID] && copulaEndRE().Match(t.low[:m[0]]) {
			continue // "how many of my tweets were retweets": what they were (boolFields)
		}
		if avgWordRE().MatchString(t.group(m, 0)) {
			p.avg = true // "average heart rate" asks for an average
		} else if p.amountAsked && (p.extreme == "highest" || p.extreme == "lowest") {
			// "how high did my heart rate get": the measure of its
			// highest, where one is kept ("highest heart rate")
			if ext, ok := p.lx.measures.phrases.lookup(p.extreme + " " + t.group(m, 0)); ok {
				ms = ext
			}
		}
		p.meas = ms
		p.consumeReference(ms)
		if ms.ID == "money" && !payVerbRE().MatchString(t.group(m, 0)) {
			// "the total amount paid on Amazon": paying says the amount
			// again, no words to search for
			defer p.consumeMoneySaid()
		}
		s := m[0]
		if ws := strings.Fields(t.group(m, 0)); len(ws) > 1 {
			if _, isAct := p.lx.act.phrases.lookup(ws[0]); isAct {
				// "listening time": the time is the measure, listening
				// stays to say what is measured
				s = m[1] - len(ws[len(ws)-1])
			}
		}
		t.consume(s, m[1])
		return
	}
}

// degreeAskedRE: a question of the size of what follows ("how big was",
// "how high were"), group 1 the adjective and the verb.
var degreeAskedRE = lazyre.New(`^[\s|]*how\s+((?:big|large|high|huge|great|small|low)\s+(?:was|were|is|are))\b`)

// degreeAsked reads "how big was my amazon bill", "how high were my
// expenses": the size asked of a measure named after it is its amount, no
// words to search for.
func (p *parser) degreeAsked() {
	if p.meas == nil {
		return
	}
	if d := p.t.find(degreeAskedRE()); d != nil {
		p.t.consume(d[2], d[3])
	}
}

// beginsActivity reports whether the words from a to b of the question
// begin the name of an activity that goes on after them ("weight
// training sessions"): the measure's word is the activity's.
func (p *parser) beginsActivity(a, b int) bool {
	m := p.lx.act.phrases.re.FindIndex(p.t.low[a:])
	return m != nil && m[0] == 0 && m[1] > b-a
}

// nameNotExtreme reports whether the word r.extreme() matched at m is an
// abbreviation written capitalised inside the question, a name ("when did
// we celebrate Max's birthday": Max, not the maximum).
func nameNotExtreme(t *text, m []int) bool {
	w := string(t.low[m[2]:m[3]])
	return (w == "max" || w == "min") && t.capitalised(m[2])
}

// praised reports whether the superlative r.extreme() matched at m is one of
// heat or cold said of neither a time nor the weather ("the coolest
// concert", "my hottest take"): praise, no temperature.
func (p *parser) praised(m []int) bool {
	switch strings.TrimSpace(p.t.group(m, 1)) {
	case "hottest", "warmest", "coldest", "coolest":
		return !weatherOfRE().Match(p.t.low[m[1]:]) && !weatherItRE().MatchString(strings.ToLower(p.f.Question)) && !timeAskedOfRE().Match(p.t.low[:m[0]])
	}
	return false
}

// weatherOfRE: what a superlative of heat or cold is said of, a time or
// the weather ("the coldest day", "the warmest month"); timeAskedOfRE:
// the time asked before it; weatherItRE: the
// "it" of the weather ("when was it hottest").
var (
	weatherOfRE = lazyre.New(`^\s+(?:day|days|night|nights|morning|mornings|evening|evenings|afternoon|week|weeks|weekend|month|months|year|season|summer|winter|spring|autumn|fall|weather|temperature|temperatures|date)\b`)
	// timeAskedOfRE: the time asked before the superlative said of it
	// ("which day was the hottest", "what month was coldest").
	timeAskedOfRE = lazyre.New(`\b(?:which|what)\s+(?:day|night|morning|evening|afternoon|week|weekend|month|year|season|date)\s+(?:was|is|were|has\s+been)\s+(?:the\s+)?$`)
	weatherItRE   = lazyre.New(`\b(?:was|is|were)\s+it\b|\bit\s+(?:was|is|got|has\s+been)\b`)
)

// periodsSpentRE: a count of days or parts of days spent somewhere ("how
// many evenings did I spend at Kildare"): time, not money.
var periodsSpentRE = lazyre.New(`\bhow\s+many\s+(?:days|evenings|mornings|afternoons|nights|weekends|weeks|months|years)\s+(?:did|have|had|do)\s+(?:i|we)\s+(?:\p{L}+\s+)?spen[dt]\b`)

// timeSpentRE: a length of time asked ("how many hours did I spend on
// Archer", "how much time do I spend on music", "how long did I spend on
// Radiohead"): spending time, not money.
var timeSpentRE = lazyre.New(`\bhow\s+(?:many\s+(?:hours|hrs|minutes|mins|seconds|secs)|much\s+time|long)\b`)

// payVerbRE: the verb of paying, which names the money only where an
// amount is asked.
var payVerbRE = lazyre.New(`^(?:` + payVerbs + `)$`)

// payVerbs: the forms of paying.
const payVerbs = `pay|pays|paid|paying`

// amountWordRE: the words that ask for an amount or compare amounts.
// howOftenRE: "most often", "most frequently": the most times, which
// says no amount ("which card did I pay with most often").
var howOftenRE = lazyre.New(`\b(?:the\s+)?most\s+(?:often|frequently)\b`)

var amountWordRE = lazyre.New(`\b(?:how\s+much|most|least|more|less|total|average|amount|sum|expensive|cheapest)\b`)

// whichNounAsked reports whether one of the group nouns is what the
// question asks for: "which day of the month", "on what weekday".
func whichNounAsked(nouns *regexp.Regexp, q string) bool {
	for _, n := range nouns.FindAllStringIndex(q, -1) {
		if whichBeforeRE().MatchString(q[:n[0]]) {
			return true
		}
	}
	return false
}

// whichBeforeRE: "which" or "what" right before a noun.
var whichBeforeRE = lazyre.New(`\b(?:which|what)\s+$`)

// whenHeadRE: a question asking when, or at what time.
// askedHeadRE matches a question put as one (a question word or an
// auxiliary first, "what…", "did I…", "show me…"), which a keyword query
// ("bad bunny last played") is not.
var askedHeadRE = lazyre.New(`(?i)^\s*(?:what|which|who|whom|whose|when|where|why|how|did|do|does|is|was|were|are|am|have|has|had|can|could|will|would|should|list|show|name|tell|give|find|count)\b`)

var whenHeadRE = lazyre.New(`(?i)^\s*(?:when|(?:at\s+)?what\s+time|at\s+which\s+time)\b`)

// unitScale is how many of a class's base unit (seconds, kilometres) one
// unit is, by the unit's short name (qa.UnitOf) and by its measure.
var unitScale = map[string]float64{"s": 1, "ms": 0.001, "min": 60, "h": 3600, "km": -1, "m": -0.001, "mi": -lmeasure.KmPerMile} // distances < 0
var measureUnit = map[string]string{"seconds": "s", "minutes": "min", "hours": "h", "meters": "m", "miles": "mi"}

// didVerbRE is the verb of "did I …" after an amount's unit ("how many
// hours did I stand").
var didVerbRE = lazyre.New(`^\s*(?:did|do|have|had|has)\s+(?:i|we)\s+([a-z]+)\b`)

// wordBeforeRE is the word right before the end of a text.
var wordBeforeRE = lazyre.New(`\b([a-z]+)\s*$`)

// verbInUnit reads "how many hours did I stand", "how many minutes did I
// exercise" as the field the library records of that verb in that unit's
// class ("stand_hours", "exercise_min"), in the unit asked, where one
// source records it: what was done is measured there, not by the length
// of some event.
//
// In a query of keywords the word before the unit says it ("exercise
// minutes November 15 2016").
func (p *parser) verbInUnit(start, end int) {
	if p.env.Catalog() == nil || end < 0 {
		return
	}
	t := p.t
	var verb string
	var at, then [2]int
	if v := didVerbRE().FindSubmatchIndex(t.low[end:]); v != nil {
		verb, at = string(t.low[end+v[2]:end+v[3]]), [2]int{end + v[2], end + v[3]}
	} else if v := ofNounRE().FindSubmatchIndex(t.low[end:]); v != nil {
		// "how many minutes of exercise did I do": the unit of the
		// noun done, as "exercise minutes" says it; the verb after it
		// ("did I do", "did I get") only says it was had
		verb, at = string(t.low[end+v[2]:end+v[3]]), [2]int{end + v[2], end + v[3]}
		if d := didVerbRE().FindSubmatchIndex(t.low[at[1]:]); d != nil {
			then = [2]int{at[1] + d[2], at[1] + d[3]}
		}
	} else if w := wordBeforeRE().FindSubmatchIndex(t.low[:start]); w != nil && !clauseWordRE().MatchString(p.unanchored(t.orig)) {
		verb, at = string(t.low[w[2]:w[3]]), [2]int{w[2], w[3]}
	} else {
		return
	}
	want := unitScale[measureUnit[p.unit.ID]]
	if want == 0 {
		return
	}
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			i := strings.LastIndexByte(fl.Key, '_')
			if fl.Kind != "number" || i <= 0 || stem.Word(fl.Key[:i]) != stem.Word(verb) {
				continue
			}
			unit, _ := qa.UnitOf(fl.Key)
			if unitScale[unit]*want <= 0 {
				continue // none, or a time for a distance
			}
			fn := fl.Key
			if f := unitScale[unit] / want; f != 1 {
				fn = fmt.Sprintf("%s * %s", fl.Key, fmtNum(f))
			}
			p.meas = &measure{ID: fl.Key, Extract: &attrSpec{Name: fl.Key, Type: qa.TypeNumber}, Attr: p.unit.Attr, Map: fn, Words: strings.ReplaceAll(fl.Key[:i], "_", " ") + " in " + p.unit.ID}
			p.f.Sources = []string{src.Name}
			p.unit = nil // the measure is in the unit asked
			t.consume(at[0], at[1])
			t.consume(then[0], then[1])
			return
		}
	}
}

// fieldSpanAt returns the name of a field of the library's said right
// at byte at of the question (after spaces), or nil.
func (p *parser) fieldSpanAt(at int) *link.Span {
	if p.lk == nil {
		return nil
	}
	for at < len(p.t.low) && p.t.low[at] == ' ' {
		at++
	}
	for _, s := range p.lk.fields {
		if a, _ := p.spanBytes(s); a == at {
			return &s
		}
	}
	return nil
}

// measureAfterMost is the phrase of a measure the lexicon knows (one or
// two words) right after "most" ("the most elevation", "the most
// elevation gain"), or "". The question's own words are read: the
// measure's were read already.
func (p *parser) measureAfterMost() string {
	low := strings.ToLower(p.f.Question)
	m := mostThenRE().FindStringSubmatch(low)
	if m == nil {
		return ""
	}
	if p.are.whenStart().MatchString(strings.TrimSpace(low)) || p.are.whichNoun().MatchString(strings.TrimSpace(low)) {
		// "which hour has the most listening time", "when is …": a
		// key's groups are ranked by their total, not one record
		return ""
	}
	ws := strings.Fields(m[1])
	for n := len(ws); n > 0; n-- {
		ph := strings.Join(ws[:n], " ")
		if ms, ok := p.lx.measures.phrases.lookup(ph); ok && ms.Extract != nil {
			return ph
		}
	}
	return ""
}

// mostThenRE: "most" (or "fewest", "least") and the two words after it.
var mostThenRE = lazyre.New(`\b(?:most|fewest|least)\s+(\pL+(?:\s+\pL+)?)`)

// otherActivity reports whether the question names an activity other
// than id outside match m ("my rides" beside "did I climb").
func (p *parser) otherActivity(id string, m []int) bool {
	words := strings.Fields(strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r == '\'' {
			return r
		}
		return ' '
	}, string(p.t.low[:m[0]])+" "+string(p.t.low[m[1]:])))
	for n := 1; n <= 3; n++ {
		for i := 0; i+n <= len(words); i++ {
			if a, ok := p.lx.act.phrases.lookup(strings.Join(words[i:i+n], " ")); ok && a.ID != id {
				return true
			}
		}
	}
	return false
}

// longerField is the span of a longer name of one of the library's
// fields that bytes a..b of the question are part of ("energy" of "active
// energy goal", "exercise" of "exercise goal": the field's name says what
// is meant, not the word in it), or nil.
func (p *parser) longerField(a, b int) *link.Span {
	if p.lk == nil {
		return nil
	}
	for _, s := range p.lk.fields {
		if fa, fb := p.spanBytes(s); fa <= a && b <= fb && fb-fa > b-a && s.To-s.From > 1 {
			return &s
		}
	}
	return nil
}

// nameOver reports whether low[a:b] is a word of a name: of a value
// linked as a name, written as one ("Bill" of "Bill Radcliffe"), or
// capitalised inside the sentence before another capitalised word ("Bill
// Smith", whom the library need not hold).
func (p *parser) nameOver(a, b int) bool {
	if p.t.capitalised(a) && fold.Capitalised(nextWord(p.t.orig[p.t.off[b]:])) {
		return true
	}
	if p.lk == nil {
		return false
	}
	for _, s := range p.lk.res.Spans {
		if fa, fb := p.spanBytes(s); s.Sure && s.Kind == link.KindValue && fa < b && a < fb {
			return true
		}
	}
	return false
}

// fieldOver reports whether a field the library links covers a word of
// low[a:b] ("email address": the account's email, not an address of mail).
func (p *parser) fieldOver(a, b int) bool {
	if p.lk == nil {
		return false
	}
	for _, s := range p.lk.fields {
		if fa, fb := p.spanBytes(s); fa < b && a < fb {
			return true
		}
	}
	return false
}

// endOfAllRE: the end or the start of everything, at the question's end
// ("at the end?", "in the very beginning"; group 1: the word).
var endOfAllRE = lazyre.New(`\b(?:at|in|by|towards?)\s+the\s+(?:very\s+)?(end|start|beginning)\s*[?.!]*\s*$`)

// howManyEndRE: "how many" right before the end of a text.
var howManyEndRE = lazyre.New(`\bhow\s+many\s+$`)

// paidWords: paying says nothing more once a field of money is what is
// measured ("how much tax did I pay").
const paidWords = `\b(?:` + payVerbs + `|` + spendVerbs + `)\b`

// mostFieldEndRE: a superlative right before the field compared: "the
// most tax", "the least in fees".
var mostFieldEndRE = lazyre.New(`\b(?:most|least|highest|lowest)\s+(?:in\s+)?$`)

// moneyFieldEndRE: what asks for an amount right before the field that
// holds it: "how much tax", "the total fee", "paid in tax".
var moneyFieldEndRE = lazyre.New(`\b(?:how\s+much(?:\s+(?:did|does|do|has|have|had|was|were|is)(?:\s+all)?)?|(?:in\s+)?total|overall|sum\s+of|(?:pay|paid|spend|spent)\s+(?:in|on|for))(?:\s+(?:the|my))?\s+$`)

// costAfterRE: "cost" right after a thing named ("shipping cost me").
var costAfterRE = lazyre.New(`^\s+(?:cost|costs)(?:\s+(?:me|us))?\b`)

// whatDidEndRE: "what did" right before the thing whose cost is asked
// ("what did the shipping cost").
var whatDidEndRE = lazyre.New(`\bwhat\s+(?:did|does|do|has|have|had|will)(?:\s+(?:the|my|our))?\s+$`)

// amountToRE: the verbs of an amount reached ("come to", "amount to",
// "add up to"), which say nothing more once a field of money is added up.
const amountToRE = `\b(?:c[oa]me?s?|amount(?:s|ed)?|add(?:s|ed)?\s+up)\s+to\b`

// numberField is the measure of a field of numbers a span names
// ("active energy": active_energy_kcal), or nil.
func (p *parser) numberField(s link.Span) *measure {
	for _, r := range s.Refs {
		if fl := p.env.Catalog().Source(r.Source).Field(r.Field); fl != nil && fl.Kind == "number" && tree.IsName(r.Field) {
			typ := qa.TypeNumber
			if _, class := qa.UnitOf(r.Field); class == qa.UnitMoney {
				typ = qa.TypeMoney // in the currency its events keep
			}
			return &measure{ID: r.Field, Extract: &attrSpec{Name: r.Field, Type: typ}, Attr: r.Field, Words: strings.ReplaceAll(r.Field, "_", " ")}
		}
	}
	return nil
}

// overlapsAny reports whether match m overlaps one of spans.
func overlapsAny(m []int, spans [][]int) bool {
	for _, s := range spans {
		if m[0] < s[1] && s[0] < m[1] {
			return true
		}
	}
	return false
}

// mostAmountRE: a superlative of size before "amount of", "number of"
// says "most".
var mostAmountRE = lazyre.New(`\b(?:the\s+)?(?:greatest|largest|biggest|highest|maximum)\s+(?:amount|number|total|quantity)\s+of\b`)

// onRepeatRE: playing something again and again ("on repeat", "over and
// over again", "on heavy rotation", as a dictionary gives the idiom) is
// playing it most.
var onRepeatRE = lazyre.New(`\b(?:on|in)\s+repeat\b|\bover\s+and\s+over(?:\s+again)?\b|\bagain\s+and\s+again\b|\b(?:on|in)\s+(?:heavy|high|constant|regular)\s+rotation\b`)

// raceTimeRE: the time a race took ("my 5k time").
var raceTimeRE = lazyre.New(`\b(?:time|times|duration)\b`)

// actTimeRE: "swimming time", "total running time": the time an
// activity took.
var actTimeRE = lazyre.New(`\b(total\s+|overall\s+)?([\p{L}\d]+)\s+(?:time|duration)\b`)

// measurePhrase reports whether the question's words from a to b are one
// phrase of a measure ("moving time").
func (p *parser) measurePhrase(a, b int) bool {
	_, ok := p.lx.measures.phrases.lookup(string(p.t.low[a:b]))
	return ok
}

// ownTimeRE: whose time, or which of it, before a doing and its
// "time", with a word naming what was done between ("my driving time",
// "my total Netflix viewing time", "my longest music streaming time").
var ownTimeRE = lazyre.New(`\b(?:my|our|total|overall|longest|shortest|average|daily|weekly|monthly|yearly)\s+(?:[\p{L}\d]+\s+)?$`)

// gerund reports whether w is the -ing form of an English verb
// ("driving", "viewing", "streaming", "shopping"), not a word of time
// that ends so ("morning", "evening") nor a thing ("nothing").
func gerund(w string) bool {
	lw := strings.ToLower(w)
	stem, ok := strings.CutSuffix(lw, "ing")
	if !ok || len(stem) < 3 {
		return false
	}
	switch lw {
	case "morning", "evening", "nothing", "something", "anything", "everything", "during", "spring", "string", "ceiling", "building", "meeting", "wedding", "clothing", "boxing", "ring", "king", "thing", "wing", "sing", "bring", "sling", "swing", "sting":
		// nouns, not the doing of a verb ("meeting time" is when it is,
		// "boxing" a sport read as such)
		return false
	}
	n := len(stem)
	return spell.English(stem) || spell.English(stem+"e") ||
		n > 3 && stem[n-1] == stem[n-2] && spell.English(stem[:n-1])
}

// activityTime reads "my total swimming time" as the duration of the
// activity named before "time"; the activity's word stays for the activity
// recogniser.
func (p *parser) activityTime() bool {
	t := p.t
	for _, m := range t.findAll(actTimeRE()) {
		if g := p.are.groupPhrase().FindIndex(t.low[m[5]:]); g != nil && len(bytes.TrimSpace(t.low[m[5]:m[5]+g[0]])) == 0 && m[5]+g[1] > m[1] {
			// "my workout time of day": "time" begins the noun of a key
			// (the hour), no duration; the activity's word before it
			// names what is grouped
			continue
		}
		if _, ok := p.lx.act.phrases.lookup(t.group(m, 2)); !ok && !p.sportWord(t.group(m, 2)) &&
			!(gerund(t.group(m, 2)) && (m[2] >= 0 || ownTimeRE().Match(t.low[:m[4]])) && !p.measurePhrase(m[4], m[1])) {
			continue
		}
		p.meas = p.lx.measures.byID["duration"]
		if m[2] >= 0 {
			p.sum = true
			t.consume(m[2], m[3])
		}
		t.consume(m[5], m[1])
		if b := bestBeforeRE().FindIndex(t.low[:m[0]]); b != nil && p.extreme == "" {
			// "my best 5k time", "my fastest parkrun time": the least
			// time it took.
			p.extreme = "shortest"
			t.consume(b[0], b[1])
		}
		return true
	}
	if m := t.find(raceTimeRE()); m != nil && p.race != nil {
		// "my average 5k time", "my best 10k time": the time of the
		// race its distance named (read with the thresholds)
		p.meas = p.lx.measures.byID["duration"]
		t.consume(m[0], m[1])
		// the distance before it was read already
		before := bytes.ReplaceAll(slices.Clone(t.low[:m[0]]), []byte{used}, []byte{' '})
		if b := bestBeforeRE().FindIndex(before); b != nil && p.extreme == "" {
			p.extreme = "shortest"
			t.consume(b[0], b[1])
		}
		return true
	}
	return false
}

// bestBeforeRE: "best", "fastest", "quickest", "personal best" right
// before a time taken.
var bestBeforeRE = lazyre.New(`\b(?:personal\s+best|best|fastest|quickest)\s*$`)

// raceNamed reports whether what is left of the question names a race of
// a sport ("5k", "parkrun", "marathon": a related term of the sport's
// concept, where the sport itself is a strong one).
func (p *parser) raceNamed() bool {
	if p.race != nil {
		return true // "my 5k time": the race its distance named
	}
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	toks := rlex.Tokens(p.t.String())
	for _, h := range p.env.Lexicon.Find(toks) {
		if h.Concept.Kind == "sport" && h.Weight >= 0.6 && h.Weight < 1 && !p.activityWord(toks[h.Start:h.End]) {
			return true
		}
	}
	return false
}

// activityWord reports whether tokens say an activity itself ("ride",
// "rode" of cycling), which is no race of it however the concepts relate
// the two.
func (p *parser) activityWord(toks []rlex.Token) bool {
	words := make([]string, len(toks))
	for i, tk := range toks {
		words[i] = strings.ToLower(tk.Raw)
	}
	_, ok := p.lx.act.phrases.lookup(strings.Join(words, " "))
	return ok
}

// sportWord reports whether a word names a sport or a race of one, as
// the lexicons' concepts say ("parkrun", "5k", "marathon": their time is
// how long they took).
func (p *parser) sportWord(w string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	// Find, not Parse: a race ("5k", "marathon") is a related term of its
	// sport, which names the sport in a text but not in a query.
	for _, h := range p.env.Lexicon.Find(rlex.Tokens(w)) {
		if h.Concept.Kind == "sport" && h.Weight >= 0.6 {
			return true
		}
	}
	return false
}

// soldForRE: "how much did I sell the sideboard for": the money it was
// sold for. Group 1 is "how much", group 2 the "for" that goes with it.
var soldForRE = lazyre.New(`^[\s|]*(how\s+much)\s+(?:money\s+)?(?:did|do|have|had|would|will)\s+(?:i|we)\s+sell\b.*?\b(for)[\s|?.!]*$`)

// priceAskedRE: "how much was X", "how much were my shoes" ask a price.
var priceAskedRE = lazyre.New(`^[\s|]*how\s+much\s+(?:was|were|is|are)\b`)

// costMostRE: "cost the most", "cost me the least": a superlative of price.
// whatTheMostRE: a what-question of a superlative asks for an amount
// ("what was the most", "what was my highest step count in a single
// day", and without its lead, "the most money I spent on one order").
// So does a how-many question ("how many songs did I play in one day at
// most").
var whatTheMostRE = lazyre.New(`(?i)^\s*(?:(?:what(?:'s|’s|\s+is|\s+was)\s+)?(?:the|my)\s+(?:most|longest|furthest|farthest|highest|biggest|largest|greatest|maximum|lowest|smallest|minimum|fewest|least)|how\s+(?:many|much|long|far))\b`)

// orderRankedRE: which order asked of a ranking ("which order cost the
// most", "on which order did I spend the most").
var orderRankedRE = lazyre.New(`(?i)\b(?:which|what)\s+(?:of\s+(?:my|the|our)\s+)?(?:(?:amazon|online)\s+)?orders?\b`)

// whatTheMostLeadRE: an extreme's own amount asked by "what is the most
// I …", not by "how many" (whatTheMostRE reads both), nor of a thing ("the
// most expensive thing").
var whatTheMostLeadRE = lazyre.New(`(?i)^\s*what(?:'s|’s|\s+is|\s+was)\s+(?:the|my)\s+(?:most|longest|furthest|farthest|highest|biggest|largest|greatest|maximum|lowest|smallest|minimum|fewest|least)\s+(?:i|we)\b`)

// inAPeriodRE: a period said with "a" ("in a week"), group 1 the period.
var inAPeriodRE = lazyre.New(`\b(?:in|during|within)\s+a\s+(week|month|year)\b`)

// usualAdjRE: the adjectives of what is usual, which r.most() reads.
var usualAdjRE = lazyre.New(`^(?:usual|typical|normal|regular)$`)

// measureNext reports whether a measure's phrase (measures.tsv) begins
// the words after at ("price", "listening time").
func (p *parser) measureNext(at int) bool {
	// the original's words: a linked field ("price") may be consumed
	w := strings.Fields(strings.ToLower(p.t.orig[p.t.off[at]:]))
	for n := min(3, len(w)); n >= 1; n-- {
		if _, ok := p.lx.measures.phrases.lookup(strings.Join(w[:n], " ")); ok {
			return true
		}
	}
	return false
}

// whatWordRE: "what" or "which" asking a noun that follows.
var whatWordRE = lazyre.New(`\b(?:what|which)\s+`)

// measureAskedBefore reports whether the words before at ask a measure
// by "what" ("what distance did a typical run cover", "which
// duration …"): an amount, not a thing.
func (p *parser) measureAskedBefore(at int) bool {
	for _, w := range whatWordRE().FindAllIndex(p.t.low[:at], -1) {
		if p.measureNext(w[1]) {
			return true
		}
	}
	return false
}

// thereIsRE: "was there", "there was" ending the words before: what
// follows is said to exist ("was there a day"), no rate ("a day").
var thereIsRE = lazyre.New(`(?:\b(?:was|is|were|has\s+been)\s+there|\bthere\s+(?:was|is|were|has\s+been))\s*$`)

// moneyAgainRE: the noun of the money measure and the verb of paying,
// which say an amount asked once more.
var moneyAgainRE = lazyre.New(`\b(?:money|` + payVerbs + `)\b`)

// consumeMoneySaid takes the money measure said again (moneyAgainRE).
func (p *parser) consumeMoneySaid() {
	for _, m := range p.t.findAll(moneyAgainRE()) {
		p.t.consume(m[0], m[1])
	}
}

// currencySigns is one of lang/money's currency signs, each a character
// ("$", "€"); currencyWords are the currencies said after an amount: a
// sign, a code or a name ("100 dollars", "20 quid", "5 usd"), and
// "bucks", which is money after an amount whatever the currency.
var currencySigns, currencyWords = func() (string, string) {
	signs, codes, names := money.Words()
	words := slices.Concat(signs, codes, names, []string{"bucks"})
	for i, w := range words {
		words[i] = regexp.QuoteMeta(w)
	}
	return `[` + regexp.QuoteMeta(strings.Join(signs, "")) + `]`, strings.Join(words, "|")
}()

// currencyAfter is a currency said after an amount, whole: a word ends
// at a word's boundary, a sign ends itself ("40 €", "40 € on": no
// boundary follows a sign before a space).
var currencyAfter = `(?:` + currencySigns + `|(?:` + currencyWords + `)\b)`

// eachPrepRE: the preposition before "each" ("of each show", "for each
// artist").
var eachPrepRE = lazyre.New(`\b(?:of|for|in|on|from|by)\s+$`)

// spendMostRE: spending compared, with what was spent unsaid ("the
// most", "more"); group 1 is the verb.
var spendMostRE = lazyre.New(`\b(spen[dt]|spending)\s+(?:the\s+)?(?:most|least|more|less)\b`)

// spentWhatRE: a word after "spend the most" that says what was spent:
// anything but the end, a preposition or a time said after it.
var spentWhatRE = lazyre.New(`^[\s|]*(?:[\p{L}\d]+)`)

// spentBeforeRE: what may follow spending with nothing said of what was
// spent ("the most in May", "more last month", "more than …").
var spentBeforeRE = lazyre.New(`^[\s|]*(?:in|on|at|during|last|this|than|or|per|each|while|when|over|across|between|from|since|before|after|so\s+far|ever|overall|altogether)\b`)

// spentUnsaid reports whether what follows "spend the most" leaves what
// was spent unsaid.
func spentUnsaid(rest []byte) bool {
	return !spentWhatRE().Match(rest) || spentBeforeRE().Match(rest)
}

// whereLeadRE: a question that asks where.
var whereLeadRE = lazyre.New(`(?i)^\s*where\b`)

// recordsMoney is whether money spent is what the library (or, with no
// library, the lexicons) can measure.
func (p *parser) recordsMoney() bool {
	return p.env.Catalog() == nil || len(p.sourcesRecording("price")) > 0
}

// paidMostRE: "the most I (have ever) paid" asks for an amount.
var paidMostRE = lazyre.New(`\bthe[\s|]+(most|least)[\s|]+(?:i|we)[\s|]+(?:(?:have|had|'ve)[\s|]+)?(?:(?:ever|\|+)[\s|]+)?(paid|spent|spend|pay)\b`)

// weighedMostRE: the most or the least I weighed, or the heaviest or
// lightest I was.
var weighedMostRE = lazyre.New(`\bthe[\s|]+(?:(most|least)[\s|]+(?:that[\s|]+)?(?:i|we)[\s|]+(?:(?:have|had|'ve|'d)[\s|]+)?(?:(?:ever|\|+)[\s|]+)?(?:weighed|weigh)|(heaviest|lightest)[\s|]+(?:that[\s|]+)?(?:i|we)[\s|]+(?:(?:have|had|'ve|'d)[\s|]+)?(?:(?:ever|\|+)[\s|]+)?(?:weighed|been|was|were|got))\b`)

// howHighRE: "how high" or "how low" and a verb of reaching a level
// after its subject ("how low did my pulse get", "how high has it gone").
var howHighRE = lazyre.New(`\b(how[\s|]+(high|low))[\s|]+(?:did|does|do|has|have|had|was|were|is|can|could|would|will)\b(?:[\s|]+[\p{L}'’|]+){1,5}?[\s|]+(get|go|gone|got|gotten|reach|reached|climb|climbed|drop|dropped|fall|fallen|rise|risen|peak|peaked|dip|dipped|sink|sunk)\b`)

var costMostRE = lazyre.New(`\bcost(?:s|ed)?\s+(?:me\s+|us\s+)?the\s+(most|least)\b`)

// subjectBeforeRE ends with the subject of a verb that follows, an
// adverb of how often or a negation between ("did I ever climb", "did I
// not climb", "have we often climbed"; "ever" may be taken already,
// blanked).
var subjectBeforeRE = lazyre.New(`\b(?:i|we)\s+(?:(?:ever|never|not|often|usually|also|really|actually|once|\|+)\s+)*$`)

// amountNextRE: the words of an amount after a period's adjective ("monthly
// spend", "weekly spending", "daily listening time", "yearly mileage",
// "weekly hours of listening" as "weekly listening hours" is restated).
var amountNextRE = lazyre.New(`^\s+(?:spend|spending|expenses?|costs?|bills?|mileage|distance|total|amount|\p{L}{3,}ing\s+(?:time|hours|minutes|distance|km|kms|kilometres|kilometers|miles)|(?:hours|hrs|minutes|mins|km|kms|kilometres|kilometers|miles)\s+of\s+\p{L}{3,}ing)\b`)

// periodAdjRE: the adjectives of periods ("daily", "weekly").
var periodAdjRE = lazyre.New(`\b(daily|weekly|fortnightly|monthly|quarterly|yearly|annually|annual)\b`)

// avgWordRE: a word that says an amount is the average ("average heart
// rate", "avg pulse").
var avgWordRE = lazyre.New(`\b(?:average|avg|mean)\b`)

// mostTimeRE compares time spent: "the most time", "more time".
var mostTimeRE = lazyre.New(`\b(?:most|least|more|fewer|less)\s+(time|hours|minutes)\b`)

// whatIsMyRE asks for an attribute of the person: "what is my bio", "what
// was my Twitter handle".
var whatIsMyRE = lazyre.New(`^[\s|]*(?:what|which)[\s|]+(?:is|was|are|were)[\s|]+(?:my|our)[\s|]+([a-z][a-z ]*?)[\s|]*$`)

// whichHeadRE: a which-question's noun, the head of the noun phrase
// after a word that may qualify it ("which Facebook event did"), in
// group 1.
var whichHeadRE = lazyre.New(`^[\s|]*(?:what|which)[\s|]+(?:(?:my|the)[\s|]+)?(?:\p{L}+[\s|]+)?(\p{L}+)[\s|]+(?:did|do|does|was|were|is|are|have|has)\b`)

// topicPrepRE: a preposition of what a thing is about, or of whom it is
// from or to, inside a noun phrase.
var topicPrepRE = lazyre.New(`[\s|](?:about|regarding|concerning|from|to)[\s|]`)

// paidThingsRE: a verb of paying as a participle after the things paid
// for, before what paid them ("orders paid with MasterCard", "items
// charged to my Visa"); group 1 the verb.
var paidThingsRE = lazyre.New(`\b(?:orders|purchases|items|things|products|ones|those)[\s|]+(?:(?:that|which)[\s|]+(?:were|was)[\s|]+)?(paid|charged)[\s|]+(?:for[\s|]+)?(?:with|by|using|via|on|to)\b`)

// keywordNounRE: a noun alone, in a query of keywords ("twitter
// username", "my twitter bio", "username on twitter").
var keywordNounRE = lazyre.New(`^[\s|]*(?:(?:my|our)[\s|]+)?([a-z][a-z ]*?)(?:[\s|]+(?:on|in|of|for|at|with|w|from|by)(?:[\s|]+[a-z]+)?)?[\s|?]*$`)

// keywordLeadRE: what may come before a noun asked in a query of
// keywords: nothing, the person's possessive, names (blanked).
var keywordLeadRE = lazyre.New(`^[\s|]*(?:(?:my|our|the)[\s|]*)?$`)

// myRE: the possessive of the person asking, which a query of keywords
// may have.
var myRE = lazyre.New(`(?i)\b(?:my|our)\b`)

// beAfterRE: the noun of a what-question is followed by a form of "be":
// it is an attribute of what follows ("what room is the meeting in").
var (
	beAfterRE   = lazyre.New(`[\s|](?:is|was|were|are)$`)
	ofSubjectRE = lazyre.New(`^[\s|]*(?:the|my|our|a|an|this|that|his|her|their)\b`)
)

// perBetweenRE: words that make the period after them a period of
// something else ("top artist per month").
// howMuchEachRE: a question of an amount, which "each" of the things
// asks of one of them ("how long was each standup").
var eachRE = lazyre.New(`\beach\b`)

// whichMoreRE: a which-question whose comparative ends its clause.
var whichMoreRE = lazyre.New(`^[\s|]*(?:on\s+|in\s+|at\s+|with\s+)?(?:which|what|who|whom)\b.*?\b(more(?:\s+(?:often|frequently))?)[\s|]*(?:(?:in|on|during|this|last|over|at)\b|[?.!]|$)`)

// ofNounRE: "of transport" right after a noun, "of workout" after a
// kind's word ("my top type of workout"), "of exercise" after a unit:
// group 1 the noun.
var ofNounRE = lazyre.New(`^[\s|]+of[\s|]+(\p{L}+)`)

// tookOneRE: how long it took one to do a thing ("how long did it take
// me to run 10 km"), the time of one doing.
var tookOneRE = lazyre.New(`\bhow\s+long\s+(?:did|does|do|would|will|has|had)\s+it\s+(?:usually\s+)?take[ns]?\s+(?:me|us)\s+to\b`)

// wholeSaidRE: words that ask for what all of a thing came to ("in
// total", "altogether", "all my runs").
var wholeSaidRE = lazyre.New(`\b(?:in\s+total|total|altogether|overall|combined|in\s+all|all\s+(?:my|the|of))\b`)

var howMuchEachRE = lazyre.New(`^\s*how\s+(?:long|much|far|many\s+(?:seconds|minutes|hours|km|kilometres|kilometers|miles|calories|steps))\b`)

var perBetweenRE = lazyre.New(`\b(?:per|each|every|a|an|in|of|by|for)\b`)

// participleAt is where the participle starting b is ("most liked", "my
// most met friend": a regular verb's or one verbs.tsv lists), as
// FindSubmatchIndex gives it (wordNextRE), or nil.
func (p *parser) participleAt(b []byte) []int {
	w := wordNextRE().FindSubmatchIndex(b)
	if w == nil {
		return nil
	}
	if word := string(b[w[2]:w[3]]); len(word) > 2 && strings.HasSuffix(word, "ed") || p.lx.irregularParticiple(word) {
		return w
	}
	return nil
}

// periodNextRE: what follows a number of periods that are a window next
// to another ("the 3 months before", "the two weeks after that").
var periodNextRE = lazyre.New(`^\s+(?:before|after|earlier|later|prior|ago|previously)\b`)

// groupID is the id of the key a noun names, or "".
func (p *parser) groupID(noun string) string {
	if g, ok := p.lx.groups.phrases.lookup(noun); ok {
		return g.ID
	}
	return ""
}

// leastPeriodWords are the words of biggestDay that pick the period of the
// least.
var leastPeriodWords = map[string]bool{"quietest": true, "slowest": true, "least busy": true, "calmest": true, "least active": true}

// periodNoun reports whether a group noun names a period ("day", "week").
func (p *parser) periodNoun(noun string) bool {
	g, ok := p.lx.groups.phrases.lookup(noun)
	return ok && periodKeys[g.ID]
}

// timesNounRE: the nouns of the times a work was played, listened to,
// streamed or viewed, as play counts are said ("1,753 plays").
var timesNounRE = lazyre.New(`\b(?:plays|listens|streams|views|scrobbles|playcount|play\s+count)\b`)

// clauseWordRE is a word of a question or a clause: a question with none
// is a query of keywords ("netflix 2012 hours").
// questionLeadRE: a question's first word (a question word or an
// auxiliary); a request or keywords have none.
var questionLeadRE = lazyre.New(`(?i)^\s*(?:what|which|who|whom|whose|when|where|why|how|did|do|does|is|are|was|were|am|have|has|had|will|would|can|could|should)\b`)

var clauseWordRE = lazyre.New(`(?i)\b(?:what|which|who|whom|whose|when|where|why|how|did|do|does|is|are|was|were|am|have|has|had|will|would|can|could|should|i|we|me|my|show|list|tell|give|find)\b`)

// passiveBeforeRE: a passive right before "the most" ("was liked the
// most").
// hadMostRE: what has the most of a plural noun (group 1): "which email
// had the most attachments", "the tweet with the most likes".
// Group 1 is the verb ("climbed the most meters"), which may name the
// measure the noun is only the unit of; any verb before "the most" says
// what was done the most of ("walk the most steps").
var hadMostRE = lazyre.New(`\b(?:(?:had|has|have|got|gets|get|received|receives|with|contained|contains|burnt|burns|burn|spent|([a-z]+ed))\s+(?:the\s+)?|[a-z]+\s+the\s+)(?:most|fewest|least)\s+([a-z]+s|people)\b`)

var passiveBeforeRE = lazyre.New(`\b(?:was|were|got|get|gets|is|are)[\s|]+([a-z]+ed)[\s|]*$`)

// whatTimeRE asks for the time something happened.
var whatTimeRE = lazyre.New(`^[\s|]*(?:(?:at\s+)?(?:what|which)(?:\s+(?:was|is|were)\s+the(?:\s+(?:exact|precise))?)?\s+time|(?:(?:tell|give|show)\s+me\s+)?the\s+(?:exact|precise)\s+time)\b`)

// groupIs reports whether phrase names the group g.
func (p *parser) groupIs(phrase string, g *groupKey) bool {
	h, ok := p.lx.groups.phrases.lookup(phrase)
	return ok && h == g
}

// topUnsaid is how many "my top artists" are, no number said: as many as
// a top list is commonly shown with.
const topUnsaid = 5

// answerWords recognises the aggregate words: superlatives, top-k,
// most/least, averages and periods, counts and sums.
func (p *parser) answerWords() {
	t, r := p.t, p.are
	if m := t.find(r.topNoun()); m != nil && !(periodKeys[p.groupID(t.group(m, 3))] && periodNextRE().Match(t.low[m[1]:])) {
		// "the 5 artists I listened to most", "my top 3 artists" (not
		// "the 3 months before", a window next to another)
		if g, ok := p.lx.groups.phrases.lookup(t.group(m, 3)); ok {
			if k := p.number(t.group(m, 2)); k > 1 {
				p.f.K = k
				p.most = p.most || t.group(m, 1) != ""
				p.asked = p.key(g)
				t.consume(m[0], m[1])
			}
		}
	}
	if m := t.find(r.topK()); m != nil {
		p.f.K = p.number(t.group(m, 1))
		// "top 3 longest runs": the three of the superlative, no most
		e := r.extreme().FindIndex(t.low[m[1]:])
		p.most = e == nil || strings.TrimSpace(string(t.low[m[1]:m[1]+e[0]])) != ""
		t.consume(m[0], m[1])
		// "top 3 artists in January": the noun says what is ranked
		if n := p.t.findAfter(r.mostNoun(), m[1]); n != nil && p.mostAsked == nil {
			if g, ok := p.lx.groups.phrases.lookup(t.group(n, 1)); ok {
				p.mostAsked = p.key(g)
				p.mostAskedAt = [2]int{n[2], n[3]}
			}
		}
	}
	if m := t.find(r.numFav()); m != nil && p.f.K == 0 {
		if k := p.number(t.group(m, 1)); k > 1 {
			p.f.K = k
			t.consume(m[2], m[3])
		}
	}
	if m := t.find(r.numMost()); m != nil && p.f.K == 0 {
		if k := p.number(t.group(m, 1) + t.group(m, 2)); k > 1 {
			p.f.K = k
			// keep "most" for the most recogniser; consume the number only
			g := 1
			if t.group(m, 1) == "" {
				g = 2
			}
			t.consume(m[2*g], m[2*g+1])
		}
	}
	if m := t.find(r.topPlural()); m != nil && p.f.K == 0 {
		// "was Mac Miller in my top artists": the top few, not the one
		// top artist; how many is not said, and the answer says how
		// many it took
		noun := t.group(m, 1)
		if g, ok := p.lx.groups.phrases.lookup(noun); ok {
			if one, plain := plural.One(noun); plain && p.groupIs(one, g) {
				p.f.K = topUnsaid
				p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as the top %d: how many was not said", "top "+noun, topUnsaid))
			}
		}
	}
	if m := t.find(oneOrderRE()); m != nil && (p.amountAsked || whatTheMostRE().MatchString(t.orig)) {
		// "the most I spent on one order", "how many items did I buy in
		// a single order": the orders are what is ranked, by an amount
		p.asked, p.amountAsked = orderKey(), true
		t.consume(m[0], m[1])
	}
	if m := t.find(orderRankedRE()); m != nil && p.asked == nil && p.recordsField("order_id", "text") {
		// "which order cost the most", "on which order did I spend the
		// most": the orders ranked by their totals, not the dearest item
		// (an order is the things bought together). "My most expensive
		// order" stays the dearest thing ordered, as it is often meant.
		p.orderRanked = true
	}
	if m := t.find(r.oneDay()); m == nil && whatTheMostLeadRE().MatchString(t.orig) {
		// "what was the most I listened in a week": the best week, as
		// "in one week" is ("in a week" is otherwise every week's
		// share: "how many songs do I play in a week")
		if w := t.find(inAPeriodRE()); w != nil {
			p.asked = p.key(p.lx.groups.byID[t.group(w, 1)])
			p.amountAsked = true
			t.consume(w[0], w[1])
		}
	}
	if m := t.find(r.oneDay()); m != nil {
		// "in one day", "in a single week": the best period, or the
		// period a which-noun is counted within ("which song did I play
		// most in one day")
		per := p.key(p.lx.groups.byID[t.group(m, 1)+t.group(m, 2)])
		if w := t.find(r.whichNoun()); w != nil && !p.periodNoun(t.group(w, 1)) {
			p.within = per
		} else {
			p.asked = per
		}
		t.consume(m[0], m[1])
		// "what is the longest I listened in one day" asks how long,
		// not which day
		p.amountAsked = p.amountAsked || whatTheMostRE().MatchString(t.orig)
	}
	if m := t.find(r.biggestDay()); m != nil && !perBetweenRE().Match(t.low[m[3]:m[4]]) {
		// "my biggest Netflix binge day", "my busiest month": the words
		// between stay ("my top artist each month" is no month)
		p.askNoun(t.group(m, 2))
		p.most, p.busiest = true, true
		if leastPeriodWords[strings.Join(strings.Fields(t.group(m, 1)), " ")] {
			p.f.Least = true // "the slowest weekday for music": the fewest
		}
		// "how many hours did I listen in my biggest week": how much
		// then, not which week
		p.amountAsked = p.amountAsked || amountAskedRE().MatchString(strings.ToLower(p.f.Question))
		if n := r.numBefore().FindSubmatchIndex(t.low[:m[0]]); n != nil && p.f.K == 0 {
			// "my 3 quietest months", "the two busiest weeks"
			if k := p.number(string(t.low[n[2]:n[3]])); k > 1 {
				p.f.K = k
				t.consume(n[2], n[3])
			}
		}
		t.consume(m[2], m[3])
		t.consume(m[4], m[1]) // the plural's "s" too
	}
	if m := t.find(r.lastTime()); m != nil {
		// "the last time I had pizza": a date
		p.extreme = strings.Fields(t.group(m, 1))[0]
		if p.extreme == "most" {
			p.extreme = "last"
		}
		// "how much did I weigh the last time": the amount of the last
		// one, not its date
		p.askedWhen = (p.meas == nil || !amountLeadRE().MatchString(strings.ToLower(p.f.Question))) && !whatLastRE().MatchString(strings.ToLower(p.f.Question))
		t.consume(m[0], m[1])
	}
	if m := t.find(endOfAllRE()); m != nil && p.extreme == "" && t.find(r.extreme()) == nil {
		// "what season was I on at the end": of the last one; "at the
		// start", "in the beginning": of the first (the end of a
		// period, "at the end of May", is the period's)
		p.extreme = "last"
		if t.group(m, 1) != "end" {
			p.extreme = "first"
		}
		t.consume(m[0], m[1])
	}
	if m := t.find(bothEndsRE()); m != nil && p.extreme == "" && !firstToLastRE().MatchString(strings.ToLower(p.f.Question)) && !strings.HasSuffix(string(t.low[m[0]:m[1]]), "name") && !strings.HasSuffix(string(t.low[m[0]:m[1]]), "names") {
		// "when were my first and last runs": both, not the first with
		// "last" left a word to search for
		p.extreme, p.f.Ends = "first", true
		t.consume(m[0], m[1])
	}
	if m := t.find(r.extreme()); m != nil && p.extreme == "" && !p.praised(m) && !nameNotExtreme(t, m) {
		w := strings.Join(strings.Fields(t.group(m, 1)), " ")
		switch w {
		case "final":
			w = "last" // "the final standup of the sprint"
		case "quickest", "speediest":
			w = "fastest" // the same, as a thesaurus says
		case "most costly", "most pricey", "costliest":
			w = "most expensive" // "the most costly purchase": the dearest
		case "least costly", "least pricey":
			w = "least expensive"
		}
		// "at least", "the last time" are handled elsewhere; "first/last"
		// inside "first name" are rare enough to ignore.
		lastVerb := w == "last" && lastVerbRE().MatchString(strings.ToLower(p.f.Question))
		if lastVerb {
			// "how long did the meeting last": the verb, not the
			// last meeting
			t.consume(m[0], m[1])
		} else if !(w == "last" && strings.HasSuffix(strings.TrimSpace(string(t.low[:m[0]])), "at")) {
			p.extreme = w
			t.consume(m[0], m[1])
			if (w == "last" || w == "first") && !p.askedWhen && p.meas == nil && !askedHeadRE().MatchString(p.f.Question) {
				// a keyword query "bad bunny last played": the extreme
				// word before a past tense that ends the query (read by
				// resolve: when, where the thing is named)
				if rest := strings.Fields(strings.Trim(string(t.low[m[1]:]), " ?.!")); len(rest) == 1 && p.isPast(rest[0]) {
					p.lastDone = true
				}
			}
			if n := r.numBefore().FindSubmatchIndex(t.low[:m[0]]); n != nil && p.f.K == 0 {
				if k := p.number(string(t.low[n[2]:n[3]])); k > 1 {
					p.f.K = k
					t.consume(n[2], n[3])
				}
			}
			if n := r.numAfter().FindSubmatchIndex(t.low[m[1]:]); n != nil && p.f.K == 0 && !r.perWord().MatchString(string(t.low[m[1]+n[4]:m[1]+n[5]])) && !p.amountUnit(string(t.low[m[1]+n[4]:m[1]+n[5]])) {
				// "my last two runs": the two latest; "the last two
				// weeks" is a window, "the first 5 km" an amount, not
				// two weeks or five kilometres ranked
				if k := p.number(string(t.low[m[1]+n[2] : m[1]+n[3]])); k > 1 {
					p.f.K = k
					t.consume(m[1]+n[2], m[1]+n[3])
				}
			}
			if w := strings.FieldsFunc(string(t.low[m[1]:]), func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '-' }); p.f.K > 1 && len(w) > 0 {
				// the noun the number counts, after the extreme: "the
				// last 5 songs", "the 3 most recent songs" are songs (of
				// "the subjects of my last 3 emails", emails), as are
				// "the last 4 Netflix shows" shows, the head of the noun
				// phrase, which ends before a clause or a preposition
				for _, x := range w[:min(len(w), 3)] {
					if nounPhraseEndRE().MatchString(x) {
						break
					}
					if g, ok := p.lx.groups.phrases.lookup(x); ok {
						p.f.KCounts = g.ID
						break
					}
				}
			}
		}
	}
	for _, m := range t.findAll(r.most()) {
		if g := t.group(m, 1); strings.HasSuffix(g, "frequently") && p.participleAt(t.low[m[1]:]) != nil {
			// "my most frequently met friend": the adverb only says how
			// "most" is meant; the participle after it says the doing,
			// as after "most" alone ("my most met friend")
			m = slices.Clone(m)
			m[4], m[5] = m[2], m[2]+len(strings.Fields(g)[0])
			m[2], m[3] = -1, -1
		}
		before := strings.TrimSpace(string(t.low[:m[0]]))
		if lastWord(before) == "at" && (t.group(m, 2) == "least" || strings.HasPrefix(t.group(m, 1), "least")) && amountNext(string(t.low[m[1]:])) {
			// "at least": a bound before the amount it bounds, no
			// superlative ("at least 2 workouts"); the word "at", not a
			// verb ending so ("which cuisine did I eat the least"), nor
			// a preposition stranded before a superlative ("which
			// restaurant did I eat at the least")
			continue
		}
		if usualAdjRE().MatchString(t.group(m, 3)) && (p.measureNext(m[1]) || p.measureAskedBefore(m[0]) && !typicalPeriodRE().MatchString(p.f.Question)) {
			// "the typical price", "my usual pace": what an amount
			// usually is, its average (the usual of a thing, "my usual
			// restaurant", is the most frequent one); so is the amount
			// asked of a usual thing ("what distance did a typical run
			// cover"), but for a typical period, which restate reads
			// ("in a typical week": per week)
			p.avg = true
			t.consume(m[0], m[1])
			continue
		}
		p.most = true
		if g := t.group(m, 2); g == "least" || g == "fewest" || t.group(m, 3) == "quietest" || t.group(m, 3) == "rarest" || strings.HasPrefix(t.group(m, 1), "least") {
			// "the least played artist", "the fewest events", "the
			// quietest month", "the rarest workout type" (the least
			// frequent, as the dictionary has rare)
			p.f.Least = true
		}
		if t.group(m, 2) != "" {
			// "my most liked tweet", "which tweet was liked the most": a
			// number field may say how liked
			if w := p.participleAt(t.low[m[1]:]); w != nil {
				p.mostWord = string(t.low[m[1]+w[2] : m[1]+w[3]])
			} else if w := passiveBeforeRE().FindSubmatch(t.low[:m[0]]); w != nil {
				p.mostWord = string(w[1])
				if q := p.findCounted(); q != nil && q.Extract.Type == qa.TypeList && whoAskedRE().MatchString(strings.ToLower(p.f.Question)) {
					// "who is mentioned most", "who was tagged the
					// most": who of the list's people most often, the
					// passive's subject one of them, not the record
					// that names the most people
					p.mostWord = ""
				}
			} else if w := hadMostRE().FindStringSubmatch(strings.ToLower(p.f.Question)); w != nil {
				// "which email had the most attachments", "the tweet
				// with the most likes": a field counts it
				p.mostWord, p.mostVerb = w[2], w[1]
			} else if fs := p.fieldSpanAt(m[1]); fs != nil {
				// "which run had the most elevation gain": a field
				// of the library's named after "most"
				p.mostWord = p.lk.q.Phrase(fs.From, fs.To)
			} else if w := p.measureAfterMost(); w != "" {
				// "which run had the most elevation", "the most kcal":
				// a measure's noun (a mass noun, no plural to count)
				// after "most"
				p.mostWord = w
			}
		}
		fav := strings.HasPrefix(t.group(m, 3), "favo")
		bareMost := t.group(m, 2) != ""
		t.consume(m[0], m[1])
		asked := p.mostAsked
		// "most played artist", "favourite restaurant", "top artist": a
		// which/what/on which question says it first, if any.
		if p.mostAsked == nil {
			at, verb := m[1], []int(nil)
			if w := p.participleAt(t.low[m[1]:]); w != nil && p.mostWord == string(t.low[m[1]+w[2]:m[1]+w[3]]) && p.findCounted() == nil {
				// "the most discussed topic": a participle naming no
				// number the library keeps says only that it was had
				// the most often
				at, verb = m[1]+w[1], []int{m[1] + w[2], m[1] + w[3]}
			}
			n, group := p.t.findAfter(r.mostNoun(), at), ""
			if n != nil {
				group = t.group(n, 1)
			}
			g, ok := p.lx.groups.phrases.lookup(group)
			end := 0
			if n != nil {
				end = n[3]
			} else if w := p.t.findAfter(nextWordRE(), at); w != nil {
				// "my favourite run day of the week": a sport's word
				// before the key's noun names what is grouped
				if g2, end2, ok2 := p.groupAfterActivity(t.group(w, 1), w[3]); ok2 {
					g, ok, end, group = g2, true, end2, t.group(w, 1)
					n = []int{w[2], end2, w[3], end2}
				}
			}
			if n != nil && kindNoun(group) {
				// "my top type of workout", "the kind of food I had
				// most": the kind of the thing after "of", as "which
				// type of workout" asks it, not a field named "type"
				if k := ofNounRE().FindSubmatchIndex(t.low[n[3]:]); k != nil {
					if kg, kok := p.typeOf(group, []string{string(t.low[n[3]+k[2] : n[3]+k[3]])}); kok {
						g, ok, end, group = kg, true, n[3]+k[1], group+" of"
					}
				}
			}
			if n != nil && ok {
				if g2, end2, ok2 := p.groupAfterActivity(group, n[3]); ok2 {
					// "my most common workout time of day": the key named
					// after the activity's noun, which names the activity
					g, end, n = g2, end2, []int{n[0], n[1], n[3], end2}
				}
				p.mostAsked = p.key(g)
				p.mostAskedAt = [2]int{n[2], end}
				ws := strings.Fields(group)
				p.mostKind = len(ws) > 1 && ws[1] == "of" && kindNoun(ws[0])
				if verb != nil {
					// ("my most messaged friend": a verb of a doing is
					// left to say the doing, the chats)
					if _, act := p.lx.act.phrases.lookup(string(t.low[verb[0]:verb[1]])); !act {
						t.consume(verb[0], verb[1])
					}
					p.mostWord = ""
				}
			}
			if p.mostAsked == nil && !bareMost && p.placeKindAt(at) {
				// "my favourite café", "my most visited pub", "my top
				// coffee shop": a kind of place no field is named after,
				// ranked, is where it was, as "which café did I go to
				// most" asks ("the most attachments" counts a thing, no
				// place); the kind stays to be searched for
				p.askedWhere = true
				if verb != nil {
					t.consume(verb[0], verb[1])
					p.mostWord = ""
				}
			}
		}
		if fav {
			p.favourite = &favourite{at: [2]int{m[0], m[1]}, asked: asked}
		}
	}
	if m := t.find(whichMoreRE()); m != nil && !p.most && !p.versus && p.diff == 0 {
		// "which social network did I post on more": with nothing it is
		// more than, the one more than the others
		p.most = true
		t.consume(m[2], m[3])
	}
	if m := t.find(r.avg()); m != nil {
		p.avg = true
		p.median = string(t.low[m[0]:m[1]]) == "median"
		t.consume(m[0], m[1])
	}
	for _, m := range t.findAll(r.per()) {
		word := strings.Join(strings.Fields(t.group(m, 2)), " ")
		first := strings.Fields(word)[0]
		lead := strings.Fields(t.group(m, 0))[0]
		cycle, cycleEnd := p.cycleAt(m[4])
		if per, ok := p.lx.periods.lookup(first); ok && cycle == nil && (len(strings.Fields(word)) == 1 || !r.perWord().MatchString(word)) {
			if (lead == "every" || lead == "each" && p.yesno && everyRE().MatchString(p.f.Question)) && !p.avg && !p.count && (p.yesno || !amountAskedRE().MatchString(strings.ToLower(p.f.Question))) {
				// ("did I run every month", "did I swim each month of
				// 2025": all of them; "how many runs for every month"
				// asks a number of each)
				continue
			}
			if lead == "a" && thereIsRE().Match(t.low[:m[0]]) {
				continue // "was there a day I …": one day, which dayTotal reads
			}
			if lead == "a" && p.yesno && withinBeforeRE().Match(t.low[:m[0]]) {
				// "have I ever spent over $1000 in a month": whether one
				// month did, which periodTotal reads, no rate
				continue
			}
			if len(strings.Fields(word)) > 1 {
				// "per day last year": only the period word
				m[5] = m[4] + len(first)
				m[1] = m[5]
			}
			n := p.number(t.group(m, 1))
			if n == 0 {
				n = 1
			}
			p.f.Period = per * float64(n)
			p.f.PeriodWords = t.original(m[0], m[1])
			// "list my hours per month" asks for every month too
			p.perEach = (lead == "each" || lead == "every" || p.listed) && n == 1
			p.perLead = lead
			t.consume(m[0], m[1])
			continue
		}
		if lead == "a" || lead == "every" {
			continue
		}
		// "per listening day", "per order", "per run"
		if g, ok := p.lx.groups.phrases.lookup(lastWord(word)); ok && g.ID == "day" {
			p.f.PerGroup = p.key(g)
			t.consume(m[0], m[1])
			continue
		}
		if strings.Contains(word, "order") {
			p.f.PerGroup = &Key{ID: "order", Attr: "order_id", Extract: &attrSpec{Name: "order_id", Type: "text"}, Words: "order"}
			t.consume(m[0], m[1])
			continue
		}
		g, ok := p.lx.groups.phrases.lookup(word)
		end := m[1]
		if cycle != nil {
			g, ok, end = cycle, true, cycleEnd
		}
		if !ok && strings.Contains(word, " ") {
			g, ok = p.lx.groups.phrases.lookup(first)
			end = m[4] + len(first)
		}
		if !ok && byKindWordRE().MatchString(first) {
			// "how many workouts of each type": the type of the thing
			// counted, as "by type" is
			g, ok = p.typeOf(first, strings.Fields(string(t.low[:m[0]])))
			end = m[4] + len(first)
		}
		if !ok && (lead == "each" || lead == "every") && howManyMuchRE().MatchString(p.f.Question) && p.placeKindAt(m[4]) {
			// "how many times have I been to each café": a kind of place
			// no field is named after, a row each place it was, as "my
			// favourite café" ranks them; the kind stays to be searched
			// for
			p.f.Form, p.f.Group = FormGrouped, p.key(p.lx.groups.byID["place"])
			t.consume(m[0], m[4])
			continue
		}
		_, itself := p.lx.act.phrases.lookup(first)
		if itself && ok && playedItself[g.ID] && r.unitHowMany().MatchString(strings.ToLower(p.f.Question)) {
			// "how many minutes per episode": an amount of each of the
			// things played, on average (below), not a row for each
			// ("minutes per artist" is each artist's)
			ok = false
		}
		if ok && (!periodKeys[g.ID] || cycleKeys[g.ID]) && !r.avg().MatchString(strings.ToLower(p.f.Question)) && (howManyMuchRE().MatchString(p.f.Question) || cycleKeys[g.ID] && amountAskedRE().MatchString(strings.ToLower(p.f.Question)) || !questionLeadRE().MatchString(t.orig) && !p.listed) {
			// "how many episodes of each show", "how many songs per
			// artist": the number for each, a row each; so is a
			// request with no question word ("runs per weekday"), and
			// any amount of each place in a cycle ("how far did I run
			// each weekday"), which no length of time names
			p.f.Form, p.f.Group = FormGrouped, p.key(g)
			if g.ID == "weekday" {
				// the weekdays' amounts, as "by weekday" gives them
				p.f.Form = FormTable
			}
			m[1] = end
			a := m[0]
			if pre := eachPrepRE().FindIndex(t.low[:a]); pre != nil {
				a = pre[0]
			}
			if goneToEndRE().Match(t.low[:a]) {
				// "how many times did I go to each restaurant": the
				// place gone to is also what was done, left for the
				// activity's recogniser
				t.consume(m[0], m[4])
				continue
			}
			t.consume(a, m[1])
			continue
		}
		if _, ok := p.lx.act.phrases.lookup(first); ok {
			// "per run", "per workout": an average over the items; the
			// activity stays for the activity recogniser.
			p.avg = true
			t.consume(m[0], m[4])
		}
	}
	if m := t.find(eachRE()); m != nil && !p.avg && p.f.Period == 0 && howMuchEachRE().MatchString(strings.ToLower(p.f.Question)) {
		// "how long was each standup", "each Daily Sync": what one of
		// them took, on average.
		p.avg = true
		t.consume(m[0], m[1])
	}
	if q := strings.ToLower(p.f.Question); !p.avg && !p.took && p.f.Period == 0 && tookOneRE().MatchString(q) && !wholeSaidRE().MatchString(q) {
		// "how long did it take me to hike the Brocken", "to run 10 km":
		// what one doing took, on average where it was done more than
		// once (the three hikes' times had been added up, 16 h)
		p.avg = true
	}
	if m := t.find(periodAdjRE()); m != nil && p.f.Period == 0 && (p.avg || !p.listed && amountNextRE().MatchString(strings.ToLower(t.orig[t.off[m[1]]:]))) {
		// "my average daily listening time": an average per day; so is
		// "my monthly spend in 2021", an amount said of a period (a
		// list of them, "show my monthly spending", is a row each)
		if per, ok := p.lx.periods.lookup(t.group(m, 1)); ok {
			p.f.Period = per
			p.f.PeriodWords = t.original(m[0], m[1])
			t.consume(m[0], m[1])
		}
	}
	m := t.find(r.count())
	if m != nil && string(t.low[m[0]:m[1]]) == "count" && p.countFieldBefore(string(t.low[:m[0]])) {
		// "what was my step count": the noun of a field the library
		// keeps (step_count), a quantity, not a number of records
		m = nil
	}
	if m == nil {
		// "the number of 2010 holidays": the "of" went with the year,
		// read already as the time of the things counted
		m = t.find(numberOfTimeRE())
	}
	if m != nil {
		p.count = true
		after := string(t.low[m[1]:])
		p.countNoun = nounCounted(after)
		if strings.HasPrefix(strings.TrimSpace(after), "of ") {
			// "how many of my orders": the noun after the partitive
			p.countNoun = firstWords(after, 4)
		} else if ws := strings.Fields(after); len(ws) > 2 && partitiveWordRE().MatchString(ws[0]) && partitiveWordRE().MatchString(ws[1]) {
			// "count all the bananas", "count all my orders": the noun
			// after the determiners
			p.countNoun = firstWords(strings.Join(ws[2:], " "), 2)
		} else if len(ws) > 1 && partitiveWordRE().MatchString(ws[0]) {
			// "count my Amazon orders": the noun after the determiner
			p.countNoun = firstWords(strings.Join(ws[1:], " "), 2)
		}
		if ws := strings.Fields(p.countNoun); len(ws) >= 2 && ws[len(ws)-1] == "of" && kindNoun(ws[len(ws)-2]) {
			// "how many kinds of workouts": the noun the kinds are of
			// is counted with them
			if i := strings.Index(after, p.countNoun); i >= 0 {
				p.countNoun = firstWords(after[i:], len(ws)+1)
			}
		}
		if p.countNoun == "" && !clauseWordRE().MatchString(t.orig) {
			// "amazon orders 2020 count": in a query of keywords the
			// noun counted comes before the count
			var ws []string
			for _, w := range strings.Fields(strings.ReplaceAll(string(t.low[:m[0]]), string(used), " ")) {
				if !strings.ContainsAny(w, "0123456789") {
					ws = append(ws, w)
				}
			}
			p.countNoun = strings.Join(ws[max(0, len(ws)-2):], " ")
		}
		t.consume(m[0], m[1])
	}
	if !p.count && !p.yesno && !clauseWordRE().MatchString(t.orig) && t.find(timesNounRE()) != nil {
		// "taylor swift plays 2023": in a query of keywords, the times
		// something was played, listened to or viewed are counted; "any
		// Spotify streams in 2014?" asks whether there were any
		p.count = true
	}
	for _, m := range t.findAll(r.sum()) {
		// "how much … in total", "all told": each says it
		if after := string(t.low[m[1]:]); !p.count && strings.HasPrefix(t.group(m, 0), "how") && p.pluralCountNoun(firstWords(after, 1)) {
			// "how much songs did I play": much said of a plural noun
			// of things counted is how many of them
			p.count, p.countNoun = true, firstWords(after, 2)
		} else {
			p.sum = true
			if strings.HasPrefix(t.group(m, 0), "how") {
				p.sumNoun = firstWords(after, 1)
			}
		}
		t.consume(m[0], m[1])
	}
}

// nounCounted is the noun the words after a number asked or said begin
// with: two words, three after "different" ("how many different email
// threads", "more than 200 distinct artists").
func nounCounted(after string) string {
	if distinctRE().MatchString(firstWords(after, 1)) {
		return firstWords(after, 3)
	}
	return firstWords(after, 2)
}

// numberOfTimeRE: "number" before words read already as a time (its "of"
// among them: "the number of 2010 holidays").
var numberOfTimeRE = lazyre.New(`\b(?:the\s+)?(?:total\s+)?number\s+\|[|\s]*`)

// pluralCountNoun reports whether w is the plural of a noun of things
// counted: what a question groups by or an activity's items ("songs",
// "episodes", "emails"), not a mass noun ("music", "money").
func (p *parser) pluralCountNoun(w string) bool {
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
		return false
	}
	if _, ok := p.lx.groups.phrases.lookup(w); ok {
		return true
	}
	_, ok := p.lx.act.phrases.lookup(w)
	return ok
}

// companionNouns are the nouns of one who does something with me
// ("dinner companion", "tennis pal").
const companionNouns = `companions?|partners?|buddy|buddies|pals?`

// companionRE: the noun of one who does something with me after a word
// (group 1), which must name the doing (activityWord); group 2 a
// companion's noun, none for a contact's.
var companionRE = lazyre.New(`\b(\pL+)\s+(?:(` + companionNouns + `)|contacts?|correspondents?)\b`)

// companionOneRE: one companion of a doing asked ("who is my lunch
// buddy"); group 1 the doing's word.
var companionOneRE = lazyre.New(`(?i)^\s*who(?:'s|’s|\s+is|\s+was)\s+my\s+(\pL+)\s+(?:companion|partner|buddy|pal|mate)\s*[?.!]*\s*$`)

// priceSuperlatives are the superlatives of price (costWords, once read).
const priceSuperlatives = `most\s+(?:expensive|costly|pricey)|priciest|costliest|cheapest|least\s+(?:expensive|costly|pricey)`

// costPeriodRE is a superlative of price said of a period.
var costPeriodRE = lazyre.New(`\b(?:` + priceSuperlatives + `)\s+(?:day|week|month|quarter|year)s?\b`)

// periodAfterRankRE is a period's noun right after words read already
// (the superlative before it).
var periodAfterRankRE = lazyre.New(`\|\s+((?:day|week|month|quarter|year))s?\b`)

// periodEndsPhraseRE: a period's noun (group 1) right after a field's
// name, ending the phrase.
var periodEndsPhraseRE = lazyre.New(`^\s+(day|week|month|quarter|year)s?\b(?:\s*$|\s+(?:in|of|this|last|so|since|during|over|ever|[|]))`)

// superlativeBeforeRE: a superlative read already right before.
var superlativeBeforeRE = lazyre.New(`\|\s+$`)

// fieldRankedPeriod takes a period as what the question asks where a field
// of the library's is named between a superlative and the period's noun
// ("my best mood day", "my worst sleep week", "my highest heart rate
// day"), or asked by the question's lead ("what day did I have my
// highest heart rate"): the field qualifies the period, ranked by it, as
// "which day was my mood best" asks. It was the best mood, or the first
// date of everything. Lengths are left: "my longest distance week" is no
// duration.
func (p *parser) fieldRankedPeriod() {
	if p.lk == nil {
		return
	}
	t := p.t
	lead := whichPeriodLeadRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	for _, s := range p.lk.fields {
		a, b := p.spanBytes(s)
		before := strings.Fields(strings.ToLower(p.lk.q.Text[:a]))
		said := strings.ToLower(p.lk.q.Phrase(s.From, s.To))
		if len(before) > 0 {
			said = before[len(before)-1] + " " + said
		}
		ranked := p.extreme != "" && superlativeBeforeRE().Match(t.low[:a]) || p.are.extreme().MatchString(said)
		if !ranked {
			continue
		}
		if m := periodEndsPhraseRE().FindSubmatchIndex(t.low[b:]); m != nil {
			if g, ok := p.lx.groups.phrases.lookup(string(t.low[b+m[2] : b+m[3]])); ok && periodKeys[g.ID] {
				p.superlativeOf(said)
				p.asked = p.key(g)
				t.consume(b+m[2], b+m[3])
				return
			}
		}
		if lead != nil {
			// "what day did I have my highest heart rate": the period
			// the question leads with, which the question words take
			p.superlativeOf(said)
			return
		}
	}
}

// superlativeOf takes the superlative said with a field's name ("highest
// heart rate", read as the maximum heart rate) as the question's, where
// none is yet.
func (p *parser) superlativeOf(said string) {
	if p.extreme == "" {
		p.extreme = strings.Join(strings.Fields(p.are.extreme().FindString(said)), " ")
	}
}

// whichPeriodLeadRE: a question that leads by asking a period ("what day
// did I", "in which month was").
var whichPeriodLeadRE = lazyre.New(`^\s*(?:on\s+|in\s+|during\s+)?(?:which|what)\s+(day|week|month|quarter|year)\b`)

// askNoun takes the group the words name, where the groups know them,
// as what the question asks, and reports whether they did.
func (p *parser) askNoun(words string) bool {
	g, ok := p.lx.groups.phrases.lookup(words)
	if ok {
		p.asked = p.key(g)
	}
	return ok
}

// askedFor recognises what a which/what/who/where/when question asks for.
func (p *parser) askedFor() {
	t, r := p.t, p.are
	if m := t.find(genericRE()); m != nil && p.asked == nil && !p.askedWho && !p.askedWhen && serviceGoneTo(t.group(m, 1), t.low[m[3]:]) && !p.lx.groups.phrases.has(t.group(m, 1)) {
		// "which hairdresser do I go to", "which dentist did I visit
		// most": one who serves, gone to, is where (the salon, the
		// practice), as "go to the dentist" is going to the dentist's;
		// not the kind of visit an entry's title says. A noun the
		// groups name a key of their own keeps it ("which doctors":
		// the appointments' titles, "Dr. Wilson")
		p.asked = p.key(p.lx.groups.byID["place"])
	}
	if p.asked == nil && costWords[p.extreme] {
		// "my most expensive month for shopping", "the cheapest year on
		// Amazon": a superlative of price before a period ranks the
		// periods (by what was spent, resolve), as "which month was the
		// most expensive" does, not the priciest thing in them
		if m := t.find(periodAfterRankRE()); m != nil && costPeriodRE().MatchString(strings.ToLower(p.f.Question)) {
			if g, ok := p.lx.groups.phrases.lookup(t.group(m, 1)); ok && periodKeys[g.ID] {
				p.asked = p.key(g)
				t.consume(m[2], m[1])
			}
		}
	}
	if p.asked == nil && !lengthWords[p.extreme] {
		p.fieldRankedPeriod()
	}
	if m := t.find(r.nameOf()); m != nil && p.asked == nil {
		// "the name of the song", "the name of the most recent Breaking
		// Bad episode": the noun says what; the words between stay.
		if p.askNoun(t.group(m, 2)) {
			t.consume(m[2], m[3])
		}
	}
	if p.asked == nil {
		// "what address was the mail delivered to": the field the
		// stranded preposition ends is asked, and the wh-word with its
		// noun says so (the address is no place, nor a thing searched)
		if p.asked = p.askedFieldOf(true); p.asked != nil {
			if m := t.find(strandedWhRE()); m != nil {
				t.consume(m[2], m[3])
			}
		}
	}
	if m := t.find(r.whichNoun()); m != nil && p.asked == nil && !possessiveAt(t, m[1]) && p.longerField(m[2], m[3]) == nil {
		// "which apps are connected": the noun of a value of the library
		// ("connected app") is the kind of thing asked, not its attribute.
		g, ok := p.lx.groups.phrases.lookup(t.group(m, 1))
		if k := kindOfRE().FindStringSubmatch(string(t.low[m[0]:m[2]])); k != nil {
			// "what kind of movies": the kind of the thing, where the
			// groups name one ("kind of movie": the genre), not the
			// thing itself
			if kg, kok := p.typeOf(k[1], []string{t.group(m, 1)}); kok {
				g, ok = kg, true
			}
		}
		if ok && !p.valueBeyond(m[2], m[3], 2) {
			p.asked = p.key(g)
			if g2, end, ok2 := p.groupAfterActivity(t.group(m, 1), m[3]); ok2 {
				// "which workout weekday", "what is my usual workout time
				// of day": the key after the activity's noun, which
				// stays to name the activity
				p.asked = p.key(g2)
				t.consume(m[0], m[2])
				t.consume(m[3], end)
			} else {
				t.consume(m[0], m[1])
			}
		}
	}
	if m := t.find(r.whichQualified()); m != nil && p.asked == nil && !possessiveAt(t, m[5]) {
		// "which Netflix show did I watch the most episodes of": the
		// name of a service or an activity before the noun says where,
		// as "on Netflix" would; the noun is still what is asked, even
		// where the name is also one of its values (an artist called
		// "Spotify")
		if _, act := p.lx.act.phrases.lookup(t.group(m, 2)); act && !p.fieldOver(m[4], m[5]) {
			if p.askNoun(t.group(m, 3)) {
				t.consume(m[2], m[3])
				t.consume(m[6], m[7])
			}
		}
	}
	if m := t.find(r.keywordHead()); m != nil && p.asked == nil && p.extreme != "" && !clauseWordRE().MatchString(p.f.Question) {
		// "last archer episode": in keywords, the head noun of what is
		// ranked is what is asked, as "what was the last Archer episode"
		// asks it, after a word that names an activity or is understood
		// already; never an identifier, which names nothing ("last amazon
		// order" is what was ordered, not the order's number)
		_, act := p.lx.act.phrases.lookup(t.group(m, 1))
		if g, ok := p.lx.groups.phrases.lookup(t.group(m, 2)); ok && (m[2] < 0 || act) && !strings.HasSuffix(g.Attr, "_id") && g.ID != "person" && !periodKeys[g.ID] {
			p.asked = p.key(g)
			t.consume(m[4], m[5])
		}
	}
	if m := t.find(r.prepWhich()); m != nil && p.asked == nil {
		if p.askNoun(t.group(m, 1)) {
			t.consume(m[0], m[1])
		}
	}
	if m := t.find(r.theNounOf()); m != nil && p.asked == nil {
		// "who was the recipient of ...", "what was the name of ..."
		if p.askNoun(t.group(m, 1)) {
			t.consume(m[0], m[1])
		}
	}
	if m := t.find(contentAskedRE()); m != nil && p.asked == nil {
		// "what's in my note X", "what did I write in X", "what does the
		// post say": what was written, not the thing's name
		p.asked = &Key{ID: "text", Attr: "text", Extract: &attrSpec{Name: "text", Type: qa.TypeText}, Words: "text"}
		end := m[1]
		if listAfterRE().Match(t.low[m[1]:]) {
			// "what's in my packing list": the preposition goes with
			// the list, whose items the checklists answer (taskKey)
			end = m[1] - len(lastWord(string(t.low[m[0]:m[1]])))
		}
		t.consume(m[0], end)
	} else if m := t.find(saysRE()); m != nil && p.asked == nil {
		p.asked = &Key{ID: "text", Attr: "text", Extract: &attrSpec{Name: "text", Type: qa.TypeText}, Words: "text"}
		if k := p.saidField(m[3], m[4]); k != nil {
			// "what does my twitter bio say": the field of words named
			// is what it says
			p.asked = k
		}
		t.consume(m[2], m[3])
		t.consume(m[4], m[5])
	}
	p.whyReason()
	if k, m, ok := p.madeTitleAsked(); ok {
		p.asked = k
		t.consume(m[0], m[1])
	} else if m := t.find(whoSingsRE()); m != nil {
		// "who sings Anti-Hero", "who performed Glory Box": its artist
		p.asked = p.key(p.lx.groups.byID["artist"])
		t.consume(m[0], m[1])
	} else if m := t.find(r.who()); m != nil {
		p.askedWho = true
		t.consume(m[0], m[1])
		// "who is my climbing partner", "my dinner companion": the one
		// who did it with me, which the question asks already.
		// "Who is my partner" alone asks the relation (relationWho).
		if m := relationWhoRE().FindStringSubmatch(p.f.Question); m == nil || strings.ContainsAny(strings.TrimSpace(m[1]), " \t") {
			p.consumeWord(`\b(?:` + companionNouns + `)\b`)
		}
		if m := companionOneRE().FindStringSubmatch(p.f.Question); m != nil && p.activityWord(rlex.Tokens(m[1])) {
			// "who is my lunch buddy": one, the one I had lunch with
			// most ("who are my running buddies" lists them)
			p.most = true
		}
	}
	if m := t.find(companionRE()); m != nil && !p.askedWho && p.asked == nil && p.activityWord(rlex.Tokens(t.group(m, 1))) {
		// "my most frequent dinner companion", "my top lunch buddy", "my
		// top email contact": the one who did it with me, asked as "who
		// did I have dinner with most" asks it ("my partner" alone is a
		// relation); a contact stays, as after "who", to say mail
		p.askedWho = true
		if m[4] >= 0 {
			t.consume(m[4], m[5])
		}
	}
	if m := t.find(r.where()); m != nil {
		p.askedWhere = true
		t.consume(m[0], m[1])
	}
	if m := t.find(r.whenStart()); m != nil && !p.compoundGoesOn(t, m[1]) {
		p.askedWhen = true
		t.consume(m[0], m[1])
	} else if m := t.find(r.whenAny()); m != nil && !p.compoundGoesOn(t, m[1]) {
		p.askedWhen = true
		t.consume(m[0], m[1])
	}
	if !p.askedWhen && p.asked == nil {
		// "What time did the Vespers start?": when, as a time of day
		// (whenAttr reads which).
		if m := t.find(whatTimeRE()); m != nil {
			if p.most && p.extreme == "" {
				// "at what time do I usually run": a habit has an hour
				// of the day, not a date.
				p.asked = p.key(p.lx.groups.byID["hour"])
			} else {
				p.askedWhen = true
			}
			t.consume(m[0], m[1])
		}
	}
	if p.askedWhen {
		// "when exactly", "the exact time": the datetime (whenAttr);
		// "the exact date" is the date, said so
		p.consumeWord(`\b(?:exactly|exact|precisely|precise)\b`)
	}
	if p.asked == nil && p.mostAsked != nil && (!p.askedWho || whoIsTheRE().MatchString(strings.ToLower(p.f.Question)) && (mailNounRE().Match(t.low[p.mostAskedAt[0]:p.mostAskedAt[1]]) || p.mostAsked.ID != "person" && activityOfKey[p.mostAsked.ID] != "")) && !p.askedWhere {
		// "who is my top sender", "who was my top musician": who is the
		// one of the kind ranked (a person ranked is who was met)
		if k := p.askedField(); k != nil && !p.mostKind {
			// "which device recorded the most workouts": the field
			// asked is ranked; the noun after "most" is what is counted
			p.asked = k
		} else {
			p.asked = p.mostAsked
			t.consume(p.mostAskedAt[0], p.mostAskedAt[1])
		}
	}
	if m := t.find(r.leadNoun()); m != nil && p.asked == nil {
		if p.askNoun(t.group(m, 1)) {
			t.consume(m[2], m[3])
		}
	}
	if m := t.find(r.participleNoun()); m != nil && p.asked == nil && !clauseWordRE().MatchString(p.f.Question) {
		if p.askNoun(t.group(m, 1)) {
			t.consume(m[2], m[3])
		}
	}
	if p.asked == nil && !p.askedWho && !p.askedWhere && !p.askedWhen {
		// "whose birthdays did I celebrate": whose occasion each was
		p.asked = p.whoseOccasion()
	}
	if p.asked == nil && !p.askedWho && !p.askedWhere && !p.askedWhen {
		// "which album", "whose channel": a field of the library.
		p.asked = p.askedField()
	}
	if p.asked == nil && !p.askedWho && !p.askedWhere && !p.askedWhen && p.env != nil && p.extreme == "" && !p.most && !p.count && p.meas == nil {
		// "What's my Twitter handle?": an attribute the lexicons know,
		// of the person's own account or profile ("what is my average
		// speed when running" asks the measure named).
		m := t.find(whatIsMyRE())
		keywords := false
		if m == nil && p.keywordsAsked() {
			// "twitter username?", "my twitter bio": the same asked in
			// keywords
			m, keywords = t.find(keywordNounRE()), true
			if m != nil && (topicPrepRE().MatchString(t.group(m, 1)) || lackedTextRE().MatchString(t.group(m, 1))) {
				// "emails from Elif about books": things said by what
				// they are about or whom they are from, no attribute
				// named in keywords (the head is before the preposition);
				// "emails without a subject": the things that lack a
				// text (lackedText), not one attribute of that name
				m = nil
			}
		}
		if m != nil {
			noun := strings.Join(strings.Fields(t.group(m, 1)), " ")
			if _, act := p.lx.act.phrases.lookup(lastWord(headBeforePrep(noun))); act && (keywords || len(strings.Fields(noun)) > 1) {
				// "posts per year", "facebook posts": the noun of an
				// activity in keywords (the head of its phrase) is what
				// is counted, not the attribute of one record it also
				// names (a post's text); "what was my Facebook post on
				// 21 May": the post, of the platform named
				m = nil
			}
			if k, at := p.headOfThing(noun, m); keywords && k != nil {
				// "id austria appointment location": the field the
				// compound ends in, of the thing its other words name
				p.asked = k
				t.consume(at, m[3])
			} else if rule, ok := p.env.Lexicon.Attr(noun); m != nil && ok && !genericBad().MatchString(noun) && !(keywords && boundNextRE().MatchString(t.orig[t.off[m[3]]:])) {
				// ("items under $1": the things bounded, not the number
				// of items each order says)
				name := strings.ReplaceAll(noun, " ", "_")
				if !tree.IsName(name) {
					name = strings.ReplaceAll(rule.Name, " ", "_")
				}
				p.asked = &Key{ID: name, Attr: name, Extract: &attrSpec{Name: name, Type: qa.TypeText}, Words: noun}
				t.consume(m[2], m[3])
			}
		}
	}
	if p.asked == nil && !p.askedWho && !p.askedWhere && !p.askedWhen {
		// "which Facebook event did I share": the name the records give
		// the thing the noun says (a post's event_name)
		if m := t.find(whichHeadRE()); m != nil {
			if k := p.nounNameField(t.group(m, 1)); k != nil {
				p.asked = k
				t.consume(m[2], m[3])
			}
		}
	}
	if p.asked == nil && !p.askedWho && !p.askedWhere && !p.askedWhen {
		// "what position did I have": an attribute no lexicon knows.
		// the determiner itself is no noun, where what followed it was
		// read already ("what was my weekly average of workouts": the
		// workouts were taken as an attribute "my of workouts")
		if m := t.find(genericRE()); m != nil && !determinerOnlyRE().MatchString(t.group(m, 1)) {
			noun := strings.Join(strings.Fields(strings.ReplaceAll(t.group(m, 1), "|", " ")), " ")
			if o := ofNounRE().FindSubmatchIndex(t.low[m[3]:]); o != nil && p.env != nil && p.env.Lexicon != nil {
				// "what mode of transport did I use": the attribute the
				// lexicons know by all its words
				// ("the address of the daily sync": of a thing, no
				// attribute's word; a function word begins no noun)
				of := string(t.low[m[3]+o[2] : m[3]+o[3]])
				long := noun + " of " + of
				if _, ok := p.env.Lexicon.Attr(long); ok && p.env.Lexicon.WordClass(rlex.Key(of)) != rlex.Stop {
					noun = long
					m[3] += o[1]
					m[1] = max(m[1], m[3])
					t.consume(m[2], m[3])
				}
			}
			// An attribute's name is plain letters: "café" is the cafe.
			name := strings.ReplaceAll(fold.String(noun), " ", "_")
			if p.lx.act.phrases.re.MatchString(noun) && p.placeOfOtherDoing(noun) {
				// "which gym did I go climbing at": a kind of place that
				// names a doing of its own (the gym's workouts) asks
				// where, when the rest says what else was done there:
				// that doing is searched for, not the gym's sessions
				p.askedWhere = true
				t.consume(m[2], m[3])
			} else if !genericBad().MatchString(noun) && !p.lx.act.phrases.re.MatchString(noun) && tree.IsName(name) {
				p.asked = &Key{ID: name, Attr: name, Extract: &attrSpec{Name: name, Type: "text"}, Words: noun}
				held := false // a field the lexicons give for the noun
				if k := p.lexiconField(noun); k != nil && !p.valueAt(m[2], m[3], 1) {
					// "what gadget did I use for my runs": another word
					// the lexicons give for a field the sources asked of
					// hold (device), which is what is asked
					// held: a field of its own for the noun ("store": the
					// seller), not a field the lexicons class as places of
					// every kind ("bar": the place), where the kind is
					// searched for
					rule, _ := p.env.Lexicon.Attr(noun)
					p.asked, held = k, rule.Class != rlex.ClassPlace
					t.consume(m[2], m[3])
				} else if p.readsFromText(noun) {
					// "what position did I have at Ember Studios": an
					// attribute the lexicons read from what the records
					// say (a welcome mail's "joining … as Account
					// Manager"), where no field holds it
					t.consume(m[2], m[3])
				} else if eventNounRE().MatchString(noun) || !p.attributeKnown(noun) && !(beAfterRE().MatchString(t.group(m, 0)) && ofSubjectRE().Match(t.low[m[1]:])) || p.valueAt(m[2], m[3], 1) {
					// "what documentary did I watch": a kind of thing, not
					// an attribute of the library; the answer is the thing's
					// name, and the kind is not understood. ("What room is
					// the meeting in" asks an attribute, read from the
					// event's text.) A kind the library holds as a value
					// ("which books did I buy": the category of
					// purchases) is a kind of thing too.
					p.asked = p.titleKey()
				}
				k := p.fieldNamed(m[2])
				if k == nil && !held && !(beAfterRE().MatchString(t.group(m, 0)) && ofSubjectRE().Match(t.low[m[1]:])) &&
					p.env != nil && p.env.Lexicon != nil && p.env.Lexicon.KindOfPlace(noun) {
					// "which pub did I go to most", "which supermarket":
					// a kind of place the library names no field after
					// asks where, as "where did I go for drinks" does
					// ("what room is the meeting in" asks the meeting's)
					p.asked, p.askedWhere, p.placeKind = nil, true, strings.TrimSpace(t.original(m[2], m[3]))
				}
				if k != nil && (!p.attributeKnown(noun) || noun == "name" || noun == "title" || p.attributeOf(noun, k)) {
					// "what was the name of the file X attached": the field
					// the question names elsewhere ("attached").
					p.asked = k
					if fs := p.fieldSpanAt(m[1]); fs != nil {
						_, e := p.spanBytes(*fs)
						// "what file was attached to the email about
						// gravity": the noun and the field's verb say
						// what is asked; the mail is what the rest says
						t.consume(m[2], e)
					}
				}
			}
		}
	}
	if p.asked == nil && !p.askedWho && !p.askedWhere && !p.askedWhen && p.env != nil && p.env.Lexicon != nil {
		// "what watch recorded my run": an attribute the lexicons know,
		// the subject of a verb in the past
		if m := t.find(attrVerbRE()); m != nil {
			noun := t.group(m, 1)
			if _, act := p.lx.act.phrases.lookup(lastWord(noun)); act {
				// "which posts linked to youtube.com": the things of an
				// activity asked, not an attribute of theirs (a post's
				// text) that did something
				m = nil
			}
			if rule, ok := p.env.Lexicon.Attr(noun); m != nil && ok && !genericBad().MatchString(noun) {
				name := strings.ReplaceAll(rule.Name, " ", "_")
				if tree.IsName(noun) {
					name = noun
				}
				p.asked = &Key{ID: name, Attr: name, Extract: &attrSpec{Name: name, Type: qa.TypeText}, Words: noun}
				t.consume(m[2], m[3])
			}
		}
	}
	if m := t.find(r.what()); m != nil {
		p.askedWhat = true
		t.consume(m[0], m[1])
	}
}

// placeOfOtherDoing reports whether noun, asked ("which gym"), is a kind
// of place and the question names another doing than its own ("did I go
// climbing at"), as the library records doings.
func (p *parser) placeOfOtherDoing(noun string) bool {
	if p.env == nil || p.env.Lexicon == nil || !p.env.Lexicon.KindOfPlace(fold.String(noun)) {
		return false
	}
	own := p.activityOf(noun)
	rest := strings.Replace(strings.ToLower(p.f.Question), strings.ToLower(noun), " ", 1)
	other := p.activityOf(rest)
	return other != nil && other != own || other == nil && p.doingLinked(noun)
}

// placeKindAt reports whether the words at byte at name a kind of place
// no field is named after: a word the thesaurus files under a building
// or an establishment ("pub", "gym": Lexicon.KindOfPlace) or an attribute
// of the place class ("coffee shop"), read as asked even where a link
// took them.
func (p *parser) placeKindAt(at int) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	start := at
	for start < len(p.t.low) && p.t.low[start] == ' ' {
		start++
	}
	if p.fieldNamed(start) != nil {
		return false // "the most attachments": a thing counted, no place
	}
	m := kindWordsRE().FindStringSubmatch(strings.ToLower(p.t.original(at, len(p.t.low))))
	if m == nil {
		return false
	}
	for _, noun := range []string{m[1], m[2]} {
		if one, ok := plural.One(noun); ok {
			noun = one
		}
		if genericBad().MatchString(noun) {
			continue
		}
		if rule, ok := p.env.Lexicon.Attr(noun); ok && rule.Class == rlex.ClassPlace || p.env.Lexicon.KindOfPlace(fold.String(noun)) {
			return true
		}
	}
	return false
}

// kindWordsRE: the one or two words that begin a text (group 1; the
// first, group 2), the noun a kind may be named by.
var kindWordsRE = lazyre.New(`^\s*((\p{L}+)(?:\s+\p{L}+)?)`)

// headOfThing reads a compound of keywords that no field is named by as a
// whole but whose last word, its head, is a field of the library, and
// whose other words include one the library holds that names no field
// ("id austria appointment location", "usb over websocket email sender"):
// the head is the field asked, of the records the other words find. It
// returns the field and where the head begins, or nil.
func (p *parser) headOfThing(noun string, m []int) (*Key, int) {
	if m == nil || p.lk == nil || p.env.Catalog() == nil {
		return nil, 0
	}
	words := strings.Fields(noun)
	if len(words) < 2 || p.fieldWord(noun) {
		return nil, 0
	}
	head := words[len(words)-1]
	if !p.fieldWord(head) {
		return nil, 0
	}
	k := p.lexiconField(head)
	if rule, ok := p.env.Lexicon.Attr(head); k == nil && ok && rule.Class != rlex.ClassPeople {
		// no source said: whichever holds the field
		var all []string
		for _, src := range p.env.Catalog().Sources {
			all = append(all, src.Name)
		}
		k = p.ruleField(rule, all)
	}
	if k == nil {
		return nil, 0
	}
	held := false
	for _, w := range words[:len(words)-1] {
		if p.fieldWord(w) {
			return nil, 0 // "payment amount": fields both
		}
		if _, act := p.lx.act.phrases.lookup(w); !act && p.env.Lexicon.WordClass(rlex.Key(w)) != rlex.Stop && (p.env.Catalog().Terms[rlex.Key(w)] > 0 || p.env.Catalog().Terms[stem.Word(w)] > 0) {
			held = true
		}
	}
	if !held {
		return nil, 0
	}
	at := bytes.LastIndex(p.t.low[:m[3]], []byte(head))
	if at < m[2] {
		return nil, 0
	}
	return k, at
}

// attrVerbRE: "what (noun) (verb)ed …", the noun in group 1.
var attrVerbRE = lazyre.New(`^[\s|]*(?:what|which)[\s|]+(\p{L}+)[\s|]+[a-z]+ed\b`)

// possessiveAt reports whether a noun ending at i is a possessive
// ("which doctor's appointment": the question is about appointments).
func possessiveAt(t *text, i int) bool {
	return i < len(t.low) && t.low[i] == '\''
}

// key turns a lexicon group into a Key.
func (p *parser) key(g *groupKey) *Key {
	if g == nil || g.ID == "payment" && !paymentSaidRE().MatchString(strings.ToLower(p.f.Question)) {
		// a card is what was paid with only where paying (or using it)
		// is said: "which card game did I buy" asks the product
		return nil
	}
	return &Key{ID: g.ID, Attr: g.Attr, Extract: g.Extract, Map: g.Map, Unnest: g.Unnest, Words: g.Words}
}

// quantity turns a lexicon measure into a Quantity.
func (p *parser) quantity(m *measure) *Quantity {
	if m == nil {
		return nil
	}
	return &Quantity{ID: m.ID, Attr: m.Attr, Extract: m.Extract, Map: m.Map, Words: m.Words}
}

// dayOfTrip reports whether "first day in" ending at byte i names a place
// only trips went to ("my first day in London"): a day of the trip there,
// not a first day at work.
func (p *parser) dayOfTrip(i int) bool {
	if !bytes.HasSuffix(bytes.TrimRight(p.t.low[:i], " "), []byte("in")) || p.env == nil || p.env.Catalog() == nil {
		return false
	}
	_, ok := tripPlaceAt(p.env.Catalog(), strings.TrimLeft(string(p.t.low[i:]), " "), false)
	return ok
}

// findAfter matches re anchored at position i.
func (t *text) findAfter(re *regexp.Regexp, i int) []int {
	if i >= len(t.low) {
		return nil
	}
	m := re.FindSubmatchIndex(t.low[i:])
	if m == nil {
		return nil
	}
	for k := range m {
		if m[k] >= 0 {
			m[k] += i
		}
	}
	return m
}

func firstWords(s string, n int) string {
	f := strings.Fields(strings.ReplaceAll(s, string(used), " "))
	if len(f) > n {
		f = f[:n]
	}
	return strings.Join(f, " ")
}

// saidField is the field of text the library holds that the words between
// a and b (bytes of the question) name, a bio or a description, whose
// words are what "what does X say" asks; nil when none is named. Its
// words are consumed.
func (p *parser) saidField(a, b int) *Key {
	if p.lk == nil || p.env.Catalog() == nil {
		return nil
	}
	q := p.lk.q
	for _, s := range p.lk.fields {
		from, to := q.Words[s.From].Start, q.Words[s.To-1].End
		if from < a || to > b || cueWords(p.env, q, s) {
			continue // "what does my note X say": the note's text
		}
		for _, r := range s.Refs {
			if fl := p.env.Catalog().Source(r.Source).Field(r.Field); fl == nil || fl.Kind != "text" || !tree.IsName(r.Field) {
				continue
			}
			p.askedIn = nil
			for _, r2 := range s.Refs {
				if r2.Field == r.Field {
					p.askedIn = append(p.askedIn, r2.Source)
				}
			}
			p.t.consume(from, to)
			return p.typedKey(r)
		}
	}
	return nil
}

// countFieldBefore reports whether the word ending before is, with
// "count", the name of a number field of the library ("step count":
// step_count).
func (p *parser) countFieldBefore(before string) bool {
	w := lastWord(before) // (lastWord splits on spaces: no trim needed)
	if w == "" || p.env == nil || p.env.Catalog() == nil {
		return false
	}
	for _, src := range p.env.Catalog().Sources {
		if f := src.Field(w + "_count"); f != nil && f.Kind == "number" {
			return true
		}
	}
	return false
}

// listAfterRE: a list of one's own right after a preposition ("… in my
// packing list", "… on the shopping list").
var listAfterRE = lazyre.New(`^\s*(?:my|the|our)\s+(?:\S+\s+){0,2}?lists?\b`)

// whatLastRE: what was done, who with or where, asked of the last time
// ("what did I buy last time", "what did Elif send me the last time",
// "who did I go to the cinema with last time", "who was with me at the
// cinema the last time", "where did we eat the last time"): the thing,
// the people or the place, not its date.
var whatLastRE = lazyre.New(`^\s*(?:(?:what|who|whom|where|(?:with|to)\s+whom)\s+(?:did|have|has|had)|who\s+(?:was|were)\s+with)\s`)

// amountNext reports whether s begins with an amount: a number in
// digits or words, "once", "twice", "a" or "an", or a currency sign.
func amountNext(s string) bool {
	f := strings.Fields(s)
	if len(f) == 0 {
		return false
	}
	w := strings.Trim(f[0], ",.?!")
	switch w {
	case "once", "twice", "a", "an":
		return true
	}
	if n, ok := numword.Parse(w); ok && !n.Ordinal {
		return true
	}
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsDigit(r) || unicode.Is(unicode.Sc, r)
}

func lastWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// Expressions used inside functions, compiled once rather than per call.
var (
	// questionHeadRE: a question word first.
	questionHeadRE = lazyre.New(`^(?:how|what|which|who|whom|when|where|did|do|is|was|are|were|in\s+which|on\s+which)\b`)
	// possessiveHeadRE: a leading possessive or article.
	possessiveHeadRE = lazyre.New(`^(?:their|its|the)\s+`)
	// listSepRE: the separators of a list.
	listSepRE = lazyre.New(`\s*(?:,|\band\b)\s*`)
)

// passiveRE: a participle of the passive ("were retweeted", "were my
// tweets retweeted", "got liked"), in group 1.
var passiveRE = lazyre.New(`\b(?:was|were|been|being|is|are|get|gets|got|gotten|getting)\s+(?:[\p{L}'’]+\s+){0,4}?(\p{L}+ed)\b`)

// degreeEndRE: a degree right before a participle ("most liked", "the
// least retweeted"), which ranks rather than counts.
var degreeEndRE = lazyre.New(`\b(?:most|least|more|less|fewest)\s*$`)

// howManyLeadRE: a question of how many or how often, whose passive
// counts what was done ("how many times were my tweets retweeted").
var howManyLeadRE = lazyre.New(`(?i)^\s*how\s+(?:many|much|` + oftenWords + `)\b`)

// receivedWordRE: a word that may name what others did to a post.
var receivedWordRE = lazyre.New(`\b\p{L}+\b`)

// othersDidRE: someone else as the subject of a verb ("did anyone
// retweet", "have people ever liked"), the verb in group 1.
var othersDidRE = lazyre.New(`\b(?:` + othersWords + `|followers?)\s+(?:ever\s+)?(\p{L}+)`)

// othersWords: the pronouns and nouns of someone other than the person
// asking, as the subject of what was done to their posts.
const othersWords = `anyone|anybody|someone|somebody|people|others|nobody|no one`

// receivedWhether reads a yes-or-no question of what others did to my
// posts ("were any of my tweets retweeted", "did anyone like my posts",
// "did my tweet get any likes") as whether any post got one: its count
// above nought, not the count, and not my own retweets (the "retweet"
// mark of a post I reposted). A word names it as a participle
// ("retweeted"), a noun ("likes") or the verb of someone else.
func (p *parser) receivedWhether() bool {
	if !p.yesno || howManyLeadRE().MatchString(p.f.Question) {
		return false
	}
	t := p.t
	low := strings.ToLower(p.f.Question)
	others := map[string]bool{}
	for _, m := range othersDidRE().FindAllStringSubmatch(low, -1) {
		others[m[1]] = true
	}
	for _, m := range t.findAll(receivedWordRE()) {
		word := t.group(m, 0)
		if !others[word] && !strings.HasSuffix(word, "ed") && !strings.HasSuffix(word, "s") {
			continue
		}
		want := stem.Word(word)
		for _, ms := range p.lx.measures.all {
			if !receivedCounts[ms.ID] || !slices.ContainsFunc(ms.Phrases, func(ph string) bool { return stem.Word(ph) == want }) {
				continue
			}
			if ownAct(low, word) || degreeEndRE().Match(t.low[:m[0]]) {
				return false
			}
			p.addEntity(m, word, &attrSpec{Name: ms.Extract.Name, Type: qa.TypeNumber}, ms.Attr+" > 0")
			p.consumeWord(`\b(?:` + othersWords + `)\b`)
			return true
		}
	}
	return false
}

// favesGotRE: favourites counted or ranked as what a post got ("how
// many favorites", "the most faves"), the noun in group 1.
var favesGotRE = lazyre.New(`\b(?:how[\s|]+many|most|fewest|least|any)[\s|]+(favou?rites|faves)\b`)

// copulaEndRE: a form of "be" right before a noun, which says what
// something is ("were retweets"), not what it has.
var copulaEndRE = lazyre.New(`\b(?:was|were|is|are|be|been)[\s|]+(?:(?:a|an)[\s|]+)?$`)

// receivedCounts are the measures of what others did to a post of mine
// (its likes, its reposts), whose words are also verbs I do myself.
var receivedCounts = map[string]bool{"likes": true, "reposts": true}

var (
	// ownActSubjRE: a verb after "I" or "we" ("did I retweet", "I
	// reposted", "have we ever liked"): the verb in group 1.
	ownActSubjRE = lazyre.New(`\b(?:i|we)\s+(?:(?:did|do|have|had|ever|often|never|also|not|usually|really)\s+)*(\p{L}+)`)
	// ownActNounRE: the noun of what I made ("retweets did I make").
	ownActNounRE = lazyre.New(`\b(\p{L}+)\s+(?:did|do|have|had)\s+(?:i|we)\s+(?:ever\s+)?(?:make|made|post|posted|do|done|send|sent|give|given|leave|left)\b`)
)

// ownAct reports whether word names something the person did themself in
// the question low: a form of it is the verb of "I", or the noun of what I
// made.
func ownAct(low, word string) bool {
	want := stem.Word(strings.ToLower(word))
	for _, re := range []*regexp.Regexp{ownActSubjRE(), ownActNounRE()} {
		for _, m := range re.FindAllStringSubmatch(low, -1) {
			if stem.Word(m[1]) == want {
				return true
			}
		}
	}
	return false
}

// whyRE: a question that asks why ("how come"), or for the reason.
var whyRE = lazyre.New(`^\s*(?:why|how\s+come|(?:what|which)\s+(?:was|is|were|are)\s+the\s+reasons?(?:\s+(?:why|that))?|for\s+what\s+reason)\b`)

// reasonSynonyms are the verbs a reason field's other word is said by
// ("why did my song stop": the reason it ended).
var reasonSynonyms = map[string]string{"stop": "end", "finish": "end", "begin": "start", "began": "start"}

// whyReason reads "why did my songs end" as the field of reasons the
// library keeps for what the question says happened: of the fields named
// "reason" (Spotify's reason_start, reason_end), the one whose other word
// the question says ("end"), or the only one.
func (p *parser) whyReason() {
	t := p.t
	m := t.find(whyRE())
	if m == nil || p.asked != nil {
		return
	}
	if p.env.Catalog() == nil {
		p.f.Notes = append(p.f.Notes, whyNote)
		return
	}
	words := map[string]int{} // stem → byte offset in the question
	for _, w := range wordRE().FindAllIndex(t.low, -1) {
		st := stem.Word(string(t.low[w[0]:w[1]]))
		words[st] = w[0]
		if syn, ok := reasonSynonyms[st]; ok {
			if _, said := words[syn]; !said {
				words[syn] = w[0]
			}
		}
	}
	var only, said *link.Ref
	n, at := 0, -1
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			parts := strings.Split(fl.Key, "_")
			if fl.Kind != "text" || !slices.Contains(parts, "reason") {
				continue
			}
			r := &link.Ref{Source: src.Name, Field: fl.Key}
			if only == nil || only.Field != fl.Key {
				n++
			}
			only = r
			for _, w := range parts {
				if i, ok := words[stem.Word(w)]; ok && w != "reason" && said == nil {
					said, at = r, i
				}
			}
		}
	}
	switch {
	case said != nil:
		p.asked = fieldKey(*said)
		e := at
		for e < len(t.low) && t.low[e] != ' ' {
			e++
		}
		t.consume(at, e)
	case n == 1:
		p.asked = fieldKey(*only)
	default:
		// "why did I run so little in May": no record keeps a reason
		p.f.Notes = append(p.f.Notes, whyNote)
		return
	}
	t.consume(m[0], m[1])
}

// whyNote says a reason asked for is kept by no record.
const whyNote = "why is not answered: no record keeps the reason; this is what they hold of what happened"

// causeRE: a cause said of what was done or not ("because of my knee",
// "due to the flu", "because I was ill"), up to what else was read.
var causeRE = lazyre.New(`\b(?:because(?:\s+of)?|due\s+to|owing\s+to|on\s+account\s+of)\s+[^|?!.,;:]*[^|?!.,;:\s]`)

// negatedBeforeRE: a negation of the verb before a cause ("did I not run
// because of …", "didn't swim due to …").
var negatedBeforeRE = lazyre.New(`\b(?:not|never|\p{L}+n't)\b`)

// causeUnrecorded says a cause of what was not done, which no record
// keeps, is not recorded and takes its words out of the search: "how many weeks did I not run because of
// my knee" had searched for runs "of my knee", found the one the knee
// hurt on, and counted 59 weeks without a run from that one. Where a
// source records a reason (Spotify's reason_end), reasonSaid reads it.
func (p *parser) causeUnrecorded() {
	m := p.t.find(causeRE())
	if m == nil || p.env.Catalog() == nil || len(strings.Fields(string(p.t.low[m[0]:m[1]]))) > 8 || !negatedBeforeRE().Match(p.t.low[:m[0]]) {
		// a cause of what was done may be a happening recorded ("off
		// work due to the flu": the flu's days), searched for
		return
	}
	for _, src := range p.env.Catalog().Sources {
		for _, f := range src.Fields {
			if slices.Contains(strings.Split(f.Key, "_"), "reason") {
				return
			}
		}
	}
	words := p.t.original(m[0], m[1])
	p.t.consume(m[0], m[1])
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded: no record keeps why a thing was or was not done; this answers the question without it", words))
}

// outcomeRE: a match won, lost or drawn ("how many matches did we lose",
// "games I won", "matches we drew").
var outcomeRE = lazyre.New(`\b(?:win|wins|won|winning|lose|loses|lost|losing|draw|drew|drawn|tied)\b`)

// matchNounRE: the things won or lost.
var matchNounRE = lazyre.New(`\b(?:match|matches|game|games|fixture|fixtures)\b`)

// outcomeUnrecorded says so when a question counts matches by whether
// they were won or lost and no source records that: "how many matches
// did we lose" had dropped "lose" unsaid and counted every match. Where a
// source keeps a result or an outcome, it is read as any other field.
func (p *parser) outcomeUnrecorded() {
	m := p.t.find(outcomeRE())
	if m == nil || p.env.Catalog() == nil || !matchNounRE().Match(p.t.low) {
		return
	}
	for _, src := range p.env.Catalog().Sources {
		for _, f := range src.Fields {
			for _, w := range strings.Split(f.Key, "_") {
				if w == "result" || w == "outcome" || w == "score" {
					return
				}
			}
		}
	}
	words := p.t.original(m[0], m[1])
	p.t.consume(m[0], m[1])
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded: no record keeps whether a match was won or lost; this answers the question without it", words))
}

// reasonSaid: "how many plays ended because of a logout", "songs I
// started with the play button": where a value of a reason field (Spotify's
// reason_end "logout") is a condition, the verb saying the field's other
// word ("ended", "stopped") and "because of" say that reason, nothing
// more.
func (p *parser) reasonSaid() {
	for _, c := range p.f.Content {
		for _, n := range c.Needs {
			parts := strings.Split(n.Name, "_")
			if !slices.Contains(parts, "reason") {
				continue
			}
			for _, w := range parts {
				if w == "reason" {
					continue
				}
				verbs := []string{w}
				for syn, of := range reasonSynonyms {
					if of == w {
						verbs = append(verbs, syn)
					}
				}
				for _, v := range verbs {
					p.consumeWord(`\b` + regexp.QuoteMeta(v) + `(?:s|ed|d|ped|ping|ing|an)?\b`)
				}
			}
			p.consumeWord(`\bbecause(?:\s+of)?\b|\bdue\s+to\b`)
		}
	}
}

// measureVerb takes the verb of a measure named by a noun and its verb's
// noun ("elevation gain": "how much elevation did I gain"): the verb says
// the measure again, not what was done. Spending and burning do say what
// was done ("money spent on sports stuff": what I spent on); they stay.
func (p *parser) measureVerb() {
	if p.meas == nil {
		return
	}
	switch family(p.meas.ID) {
	case "money", "kcal", "time":
		return
	}
	t := p.t
	for _, ph := range p.meas.Phrases {
		f := strings.Fields(ph)
		if len(f) < 2 {
			continue
		}
		want := stem.Word(f[len(f)-1])
		for _, w := range wordRE().FindAllIndex(t.low, -1) {
			if stem.Word(string(t.low[w[0]:w[1]])) == want {
				t.consume(w[0], w[1])
				return
			}
		}
	}
}

// mileageRE: the distance covered, said in miles ("my total mileage").
var mileageRE = lazyre.New(`\bmileage\b`)

// ownMoneyUnrecorded reports whether ms is an amount of money of a field of
// its own (a discount, not the price paid) that no source of the library
// records: "save" then says something else ("which notes did I save").
func (p *parser) ownMoneyUnrecorded(ms *measure) bool {
	if family(ms.ID) != "money" || ms.ID == "money" || ms.ID == "unit_price" || ms.Extract == nil {
		return false
	}
	if p.env.Catalog() == nil || p.env.Lexicon == nil {
		return false
	}
	srcs := p.sourcesOf(ms.Extract.Name)
	if len(srcs) == 0 {
		return true
	}
	// "which notes did I save": the things named are not those that
	// record it
	a := p.activityNamed(strings.ToLower(p.f.Question))
	return a != nil && len(a.Sources) > 0 && !slices.ContainsFunc(a.Sources, func(s string) bool { return slices.Contains(srcs, s) })
}

// referenceRE: what an amount is weighed against, before the field named
// ("compared to", "off", "against the", "versus").
var referenceRE = lazyre.New(`\b(?:compared\s+(?:to|with)|in\s+comparison\s+(?:to|with)|relative\s+to|against|off|versus|vs\.?|on|over|below|under|from)(?:\s+(?:the|my|their))?(?:\s+(?:original|full|usual|normal|regular))?\s+$`)

// consumeReference reads the field of money an amount of a field of its own
// is weighed against as part of that amount: a discount is what was saved
// against the list price, so "how much did I save compared to list price"
// asks the discount, not the list price.
func (p *parser) consumeReference(ms *measure) {
	if p.lk == nil || family(ms.ID) != "money" || ms.ID == "money" || ms.ID == "unit_price" {
		return
	}
	t := p.t
	for _, s := range p.lk.fields {
		q := p.numberField(s)
		if q == nil {
			continue
		}
		if q.Attr == ms.Attr {
			// "how much did I save with discounts": the measure said
			// twice is read once
			a, b := p.spanBytes(s)
			if m := ownFieldBeforeRE().FindIndex(t.low[:a]); m != nil {
				a = m[0]
			}
			t.consume(a, b)
			continue
		}
		p.consumeMoneyField(s, q, referenceRE())
	}
}

// consumeMoneyField reads a field of money, span s, said after what re
// matches right before it ("compared to list price", "including tax") as
// part of what the question asks: both are understood.
func (p *parser) consumeMoneyField(s link.Span, q *measure, re *regexp.Regexp) {
	if _, class := qa.UnitOf(q.Attr); class != qa.UnitMoney {
		return
	}
	a, b := p.spanBytes(s)
	if m := re.FindIndex(p.t.low[:a]); m != nil {
		p.t.consume(m[0], b)
	}
}

// countsThings reports whether the question counts things named after
// "how many" that are no amount of money ("how many items", not "how many
// dollars"): paying then only says how they were come by.
func (p *parser) countsThings() bool {
	if p.unit != nil && family(p.unit.ID) != "money" {
		return true // "how many items": the unit asked
	}
	ws := p.countedPhrase()
	return len(ws) > 0 && !currencyWordRE().MatchString(ws[0])
}

// currencyWordRE: a word that is a currency.
var currencyWordRE = lazyre.New(`^(?:` + currencyWords + `)$`)

// payHowRE: "what did I pay with", "how did I pay for the MacBook": the
// means of paying asked without a noun ("what did I pay for X" asks how
// much, "how much did I pay" too).
var payHowRE = lazyre.New(`(?i)^\s*(?:what\s+(?:did|do|have|has)\s+(?:i|we)\s+(?:usually\s+|mostly\s+|normally\s+)?pa(?:y|id)\b.*\b(?:with|by|using)(?:\s+(?:the\s+)?most\s+(?:often|frequently)|\s+(?:usually|mostly|normally))?\s*[?.!]*\s*$|how\s+(?:did|do|have|has)\s+(?:i|we)\s+(?:usually\s+|mostly\s+|normally\s+)?pa(?:y|id)\b)`)

// paymentSaidRE: a question says paying, or a payment other than a bare
// "card" (a card bought is a product).
var paymentSaidRE = lazyre.New(`\b(?:payments?|method|means|credit|debit|bank|use|uses|used|using|` + payVerbs + `|put|charge|charged|charges|billed)\b`)

// whichPayment reports whether the question asks which payment (or card)
// something was paid with: "which card did I pay with" asks the card, not
// how much.
func (p *parser) whichPayment() bool {
	if payHowRE().MatchString(p.f.Question) {
		return true
	}
	m := p.are.whichNoun().FindStringSubmatch(strings.ToLower(p.f.Question))
	if m == nil {
		return false
	}
	g, ok := p.lx.groups.phrases.lookup(m[len(m)-1])
	return ok && g.ID == "payment"
}

// modifiedFrom is where the noun that names a field at a begins, with the
// one noun before it that qualifies it ("sales tax", "delivery fee": the
// tax, the fee), as English puts the head of a compound last.
func modifiedFrom(low []byte, a int) int {
	m := modifierRE().FindSubmatchIndex(low[:a])
	if m == nil || !thesaurus.Noun(string(low[m[2]:m[3]])) {
		return a
	}
	return m[2]
}

// modifierRE: the word right before a position.
var modifierRE = lazyre.New(`\b([a-z]+)\s+$`)

// includedRE: an amount said to be included in another, before its field
// ("including tax", "with the tip", "inclusive of fees").
var includedRE = lazyre.New(`\b(?:including|incl\.?|inclusive\s+of|plus)\s+(?:the\s+|any\s+)?$`)

// includedMoney reads a field of money said as included in what was paid
// ("how much did I pay in total including tax") as part of the price it is
// included in: the price paid is the total owed, tax and all.
func (p *parser) includedMoney() {
	if p.lk == nil || !p.recordsMoney() {
		return
	}
	for _, s := range p.lk.fields {
		if q := p.numberField(s); q != nil {
			p.consumeMoneyField(s, q, includedRE())
		}
	}
}

// chargedToRE: an amount put on a card or charged to it ("how much did I
// put on my MasterCard"); the possessive before the card stays.
var chargedToRE = lazyre.New(`\bhow\s+much\s+(?:money\s+)?(?:did|have|had|do)\s+(?:i|we)\s+(?:put|charge|charged)\s+(?:on|onto|to)\b`)

// savedMoneyRE: money said as saved ("how much money did I save", "the
// money I saved").
var savedMoneyRE = lazyre.New(`\bmoney\b(?:\s+\w+){0,3}\s+sav(?:e|es|ed|ing)\b|\bsav(?:e|ed|ing)\s+(?:\w+\s+)?money\b`)

// ownFieldBeforeRE: what may stand before a field that is the measure
// itself ("with the", "in", "through my").
var ownFieldBeforeRE = lazyre.New(`\b(?:with|in|from|through|via|on|using)(?:\s+(?:the|my|our|any))?(?:\s+[a-z]+)?\s+$`)

// payForRE: the "for" of "paid for", right after the verb.
var payForRE = lazyre.New(`^\s+for\b`)

// amountReached reads "come to", "amount to", "add up to" as saying only
// that an amount of money was reached ("how much did my purchases come to
// in 2021"): no words to search for.
func (p *parser) amountReached() {
	if (p.meas == nil || family(p.meas.ID) == "money") && howMuchRE().MatchString(p.f.Question) && p.recordsMoney() {
		p.consumeWord(amountToRE)
	}
}

// headBeforePrep is a noun phrase's words before its first preposition,
// where its head is ("runs on rainy days": runs), or the phrase.
func headBeforePrep(noun string) string {
	if loc := innerPrepRE().FindStringIndex(noun); loc != nil && loc[0] > 0 {
		return noun[:loc[0]]
	}
	return noun
}

// innerPrepRE: a preposition within a noun phrase.
var innerPrepRE = lazyre.New(`\s(?:on|in|of|for|at|with|from|by|during|per)\s`)

// keywordsAsked reports whether the question is a query of keywords,
// which says no clause ("my twitter bio", "last amazon order"): its "my"
// is no clause, nor are the words of a time told by a happening.
func (p *parser) keywordsAsked() bool {
	return !clauseWordRE().MatchString(myRE().ReplaceAllString(p.unanchored(p.f.Question), ""))
}

// unanchored is q without the words of the clauses that tell a time by a
// happening ("in the month I bought the mask"): whether the question is a
// query of keywords ("netflix hours in the month I bought the mask") is
// told by the rest.
func (p *parser) unanchored(q string) string {
	for _, c := range p.f.Temporal {
		if len(c.Refs) > 0 && c.Words != "" {
			if i := strings.Index(strings.ToLower(q), strings.ToLower(c.Words)); i >= 0 {
				q = q[:i] + q[i+len(c.Words):]
			}
		}
	}
	for _, j := range p.f.Joins {
		if j.Words != "" {
			if i := strings.Index(strings.ToLower(q), strings.ToLower(j.Words)); i >= 0 {
				q = q[:i] + q[i+len(j.Words):]
			}
		}
	}
	return q
}

// onDaysOfItself reports whether the clause of "on days when …" said at
// bytes [on, at) names the doing the question is about ("on days I
// listened to music, how many songs did I play"): an average per day
// over those days. A clause of another doing ("what did I usually have
// for breakfast on days I went to the pool") tells days, an anchor.
func (p *parser) onDaysOfItself(on, at int) bool {
	low := string(p.t.low)
	end := len(low)
	if i := strings.IndexAny(low[at:], ",?;"); i >= 0 {
		end = at + i
	}
	clause := p.activityOf(low[at:end])
	main := p.activityOf(low[:on] + " " + low[end:])
	if main == nil && clause != nil && p.otherNumberField(low[:on], clause) {
		// "the average temperature on days I ran": a number the library
		// records elsewhere than the runs is what is averaged, the days
		// an anchor
		return false
	}
	return main == nil || main == clause
}

// otherNumberField reports whether a word of s names a field of numbers
// ("temperature": temperature_c) that no source of activity a records.
func (p *parser) otherNumberField(s string, a *activity) bool {
	cat := p.env.Catalog()
	if cat == nil {
		return false
	}
	for _, w := range strings.Fields(s) {
		for _, src := range cat.Sources {
			for _, f := range src.Fields {
				if f.Kind != "number" || f.Key != w && !strings.HasPrefix(f.Key, w+"_") {
					continue
				}
				if !slices.ContainsFunc(a.Sources, func(name string) bool {
					return cat.Source(name) != nil && cat.Source(name).Field(f.Key) != nil
				}) {
					return true
				}
			}
		}
	}
	return false
}

// unitWord reports whether w names a unit of measure ("km", "hours").
func (p *parser) unitWord(w string) bool {
	_, ok := p.lx.measures.phrases.lookup(w)
	return ok
}

// nounPhraseEndRE: a word that ends a noun phrase, a pronoun beginning a
// clause or a preposition ("the last 3 songs I played", "... from X").
var nounPhraseEndRE = lazyre.New(`^(?:i|we|you|he|she|they|that|which|who|whose|from|by|on|in|at|of|with|for|to|during|since|before|after)$`)

// amountUnit reports whether w is a unit an amount is measured in ("the
// first 5 km"), not a word of things counted ("my last 3 things", "the
// last two items": so many of them).
func (p *parser) amountUnit(w string) bool {
	m, ok := p.lx.measures.phrases.lookup(w)
	return ok && !(m != nil && m.ID == "quantity")
}

// mailNounRE: a side of the mail named with the mail ("email sender"),
// which "who" of another doing (a chat's sender) would not be.
var mailNounRE = lazyre.New(`\b(?:e-?mail|mail)\b`)

// whoIsTheRE: "who" asked of a noun that says which people ("who is my
// most frequent email sender", "who are my top email recipients"): the
// noun's side of the mail, not whoever the verb's "who" would be; after
// a phrase set first with its comma too ("Apart from Taylor Swift, who
// was my most-played musician").
var whoIsTheRE = lazyre.New(`^\s*(?:[^,?]{1,60},\s*)?who(?:\s+(?:is|are|was|were)|\s*['’]s)\s+(?:my|the|our)\b`)

// boundNextRE: a bound on an amount right after a noun ("items under $1",
// "songs over 10 minutes"): the noun names the things bounded.
var boundNextRE = lazyre.New(`(?i)^\s*(?:(?:for|costing|priced\s+at|that\s+cost)\s+)?(?:` + boundSides + `|between|cheaper\s+than)\b`)

// withinBeforeRE: "in" (within, during) right before.
var withinBeforeRE = lazyre.New(`\b(?:in|within|during)[\s|]*$`)

// superlativeLeadRE: words that begin with a superlative ("the most
// distance", "highest price").
var superlativeLeadRE = lazyre.New(`^\s*(?:the\s+)?(?:most|least|fewest|highest|lowest|biggest|largest|smallest|greatest|longest|shortest|max|maximum|min|minimum)\b`)

// whoseLeadRE: a question that begins by asking whose.
var whoseLeadRE = lazyre.New(`(?i)^\s*whose\s`)

// whoseOccasion is the owner of the occasion named right after "whose"
// ("whose birthdays did I celebrate", "whose birthday party was in
// March") where the library records whose occasion each is (a
// journal's occasion_of): the owners, not the records' titles, which had
// been listed, nor the people there.
func (p *parser) whoseOccasion() *Key {
	if p.lk == nil || p.env == nil || p.env.Catalog() == nil || !whoseLeadRE().MatchString(p.f.Question) {
		return nil
	}
	for _, s := range slices.Concat(p.lk.held, p.lk.res.Spans) {
		if s.From != 1 {
			continue
		}
		for _, r := range s.Refs {
			if r.Field != "occasion" || p.env.Catalog().Source(r.Source).Field("occasion_of") == nil {
				continue
			}
			return p.typedKey(link.Ref{Source: r.Source, Field: "occasion_of"})
		}
	}
	return nil
}
