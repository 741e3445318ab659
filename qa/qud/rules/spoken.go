package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/calendar"
	"reqap/lang/numword"
	"reqap/lang/spell"
)

// Questions said aloud to a voice assistant, or typed as they would be
// said: the words of talk that carry no part of the question go, and a
// day said as an ordinal is written as one.
var (
	// spokenLeadRE: the words a speaker starts with before the question
	// itself: hesitations ("um", "uh", "erm"), discourse markers ("so",
	// "ok", "well", "right", "like", "anyway") and greetings ("hey",
	// "hi"), one after another ("um so", "ok so", "hey, like", "out of
	// curiosity", "quick question", "just wondering", "by the way"), the
	// hedges of memory ("as I recall", "if I remember rightly", "iirc":
	// said first, before a comma, they pass for a clause of when, "as I
	// was running"), and the interjections of feeling
	// ("ugh", "argh", "gosh", "jeez"; "man", "wow", "honestly" set off by
	// a comma, being words too). The question follows.
	spokenLeadRE = lazyre.New(`(?i)^(?:\s*(?:um+|uh+m*|uhh+|erm+|er|hmm+|mm+|ah+|oh+|eh|well|so|ok(?:ay)?|o\.k\.|alright|all\s+right|right|now|hey|hi|hello|yo|like|yeah|anyway|anyhow|quick\s+question|one\s+question|(?:just\s+)?out\s+of\s+(?:curiosity|interest)|just\s+(?:curious|wondering)|by\s+the\s+way|btw|incidentally|(?:as|if)\s+(?:i|we)\s+(?:recall|remember)(?:\s+(?:correctly|rightly))?|as\s+far\s+as\s+(?:i|we)\s+(?:know|recall|remember)|iirc|i\s+have\s+a\s+question|i(?:\s+was|\s+am|['’]m)?\s+(?:just\s+)?(?:wondering|curious)|ugh+|argh+|oo+f|ooh+|aww*|gosh|jee+z|gee+z|huh|whoa|phew|sigh)\b\s*[,.!:;–—-]*|\s*(?:man|god|wow|damn|dang|honestly|seriously|okay\s+wait|wait)\s*[,.!:;–—-]+)+\s*`)
	// hedgeLeadRE: the hedges that put a question as something to
	// remember or find out ("remind me when", "do you remember what", "I
	// can't remember if", "I need to know how many"), before a question
	// word (group 1); "remind me to call Mum" asks for no answer.
	hedgeLeadRE = lazyre.New(`(?i)^\s*(?:(?:(?:can|could|would|will)\s+you\s+)?remind\s+me(?:\s+of)?|do\s+you\s+(?:happen\s+to\s+)?remember|i\s+(?:can['’]?t|cannot|don['’]?t|do\s+not)\s+remember|i\s+forg[eo]t|i\s+need\s+to\s+know|i['’]?m\s+trying\s+to\s+(?:remember|figure\s+out|find\s+out|work\s+out)|(?:(?:can|could|would)\s+you\s+)?help\s+me\s+(?:figure|find|work)\s+out|(?:i['’]?d|i\s+would)\s+love\s+to\s+know|(?:would|do)\s+you\s+happen\s+to\s+know)\s*,?\s+((?:what|which|who|whom|whose|when|where|why|how|if|whether)\b.*)$`)
	// actRequestRE: a request to do something rather than to be told
	// ("play some Taylor Swift", "call Mum", "send an email to Tom", "set
	// a reminder", "remind me to …"): a verb of acting on a device or a
	// service first, with its object. Group 1 is the verb.
	actRequestRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(play|call|ring|phone|text|message|e-?mail|send|set|add|schedule|book|buy|cancel|delete|remove|skip|pause|stop|resume|turn|share|post|tweet|reply|forward|follow|unfollow|mute|download|remind)\s+(?:me\s+to|a|an|the|some|my|me|this|that|it|him|her|them|us|something|anything|on|off|down|mum|mom|dad)\b`)
	// greetingRE: the greetings after which a name is the one spoken to
	// ("hey Siri", "ok Google").
	greetingRE = lazyre.New(`(?i)\b(?:hey|hi|hello|yo|ok(?:ay)?)\b`)
	// vocativeRE: the name of the one spoken to, after a greeting: a word
	// followed by a comma or by the question's first word, negated too
	// ("hey Siri, didn't I …").
	vocativeRE = lazyre.New(`(?i)^([\p{L}][\p{L}'’.-]*)\s*(?:,\s*|\s+)((?:what|which|who|whom|whose|when|where|why|how|did|do|does|is|are|was|were|have|has|had|can|could|will|would|should|am|i|tell|show|give|list|find|count|please)(?:n['’]t)?\b.*)$`)
	// openerRE: the words a question may start with, which are never the
	// name of the one spoken to.
	openerRE = lazyre.New(`(?i)^(?:what|which|who|whom|whose|when|where|why|how|did|do|does|is|are|was|were|have|has|had|can|could|will|would|should|am|i|tell|show|give|list|find|count|please|my|the|a|an|any|so|like|um|uh)$`)
	// hesitationRE: a hesitation inside the question ("how many uh songs"),
	// with the comma around it.
	hesitationRE = lazyre.New(`(?i)(?:\s*,)?\s+(?:um+|uh+m*|uhh+|erm+|hmm+)\b\s*,?`)
	// knowRE: "you know", "y'know" put inside or after a question as a
	// filler, not as a verb with its subject ("do you know", "if you
	// know", "any chance you know" stay for the requests that read them).
	knowRE = lazyre.New(`(?i)(^|[^\p{L}'’])((?:do|did|if|would|don['’]?t|chance(?:\s+that)?)\s+)?(?:y['’]?know|ya\s+know|you\s+know)\b\s*,?`)
	// likeCommaRE: "like" set off by commas inside a question ("how
	// many, like, songs"), a filler rather than the verb.
	likeCommaRE = lazyre.New(`(?i),\s*like\s*,`)
	// approxLeadRE: an adverb of approximation before the question word
	// ("roughly how many", "approximately how much", "about how long",
	// "around what time"): the answer asked is the same amount, said as
	// nearly as it can be; the adverb goes, at the start of the question
	// or of a clause only ("what did I write about what happened" keeps
	// its preposition).
	approxLeadRE = lazyre.New(`(?i)(^|[,;:]\s*|\b(?:tell|show|ask)\s+me\s+|\bwondering\s+)(?:roughly|approximately|approx\.?|about|around|round\s+about|circa|more\s+or\s+less|give\s+or\s+take)\s*,?\s+((?:how\s+(?:many|much|long|often|far|old|big|fast)|what|when|which)\b)`)
	// wholeOfRE: "the whole of 2024", "the entirety of last year": the
	// period, all of which any period is; said before a word of time
	// only ("the whole of the band" is no time). wholePeriodRE: "the
	// whole year", "the entire summer of 2024": the article and its noun
	// (a whole day says how long: an event lasting "the whole day" is
	// an all-day one).
	wholeOfRE     = lazyre.New(`(?i)\b(?:the\s+)?(?:whole|entirety|entire)\s+of\s+((?:the\s+|last\s+|this\s+|that\s+|my\s+)?(?:\d{4}|year|month|week|weekend|summer|winter|spring|autumn|fall|season|decade|holidays?|trip|stay|time|` + strings.Join(calendar.MonthNames(), "|") + `)\b)`)
	wholePeriodRE = lazyre.New(`(?i)\b(the|this|last|that|my)\s+(?:whole|entire)\s+((?:year|month|week|weekend|summer|winter|spring|autumn|fall|season|decade|holidays?|trip|stay)\b)`)
	// byChanceRE: "by any chance", "by chance", said anywhere in a
	// question, ask nothing of it.
	byChanceRE = lazyre.New(`(?i)[\s,]*\bby\s+(?:any\s+)?chance\b\s*,?`)
	// happenToRE: "did I happen to run", the chance said with the verb:
	// did I run.
	happenToRE = lazyre.New(`(?i)\b(i|we|you)\s+(?:happen|happened)\s+to\s+`)
	// whetherOrNotRE: "whether or not I ran": whether I ran.
	whetherOrNotRE = lazyre.New(`(?i)\b(whether|if)\s+or\s+not\b`)
	// orNotAuxRE: "did I or did I not go", "have I or haven't I been":
	// the question asked with its denial for stress asks the question
	// (group 1 the auxiliary, 2 the subject).
	orNotAuxRE = lazyre.New(`(?i)\b(did|do|does|have|has|had|was|were|am|is|are)\s+(i|we)\s*,?\s+or\s+(?:did|do|does|have|has|had|was|were|am|is|are)(?:\s+(?:i|we)\s+not|n['’]?t\s+(?:i|we))\b\s*,?`)
	// negLeadRE: a question led by a negated auxiliary, the negative
	// question of English ("wasn't I in Amsterdam in 2025?", "didn't I
	// go to Dublin in 2024", "isn't Stella Vance my top artist",
	// "weren't there more runs in 2023"): asked for confirmation, it
	// asks whether it is so, as the question without the negation does
	// (group 1 the spaces before, 2 the verb, 3 the subject's first
	// word). A capitalised word after a negated "do" begins a title
	// ("Don't Stop Me Now"), not the subject of a question.
	// negLeadNotRE: the same question with "not" after its subject
	// ("did I not go to Dublin in 2024", "was I not in Vienna").
	negLeadNotRE = lazyre.New(`(?i)^(\s*)(was|were|am|are|is|have|has|had|did|do|does)\s+(i|we|there)\s+not\b\s*`)
	negLeadRE    = lazyre.New(`^(\s*)((?i:was|were|am|are|is|have|has|had|did|do|does))(?i:n['’]?t)\s+((?i:i|we|you|there|it|that|this|my|our|the)\b|\p{Lu})`)
	// spokenTagRE: the words a speaker adds after the question, which ask
	// nothing more of it: "or not", "at all", "do you think", "do you
	// know", "I guess", "I wonder", "you reckon", "kind of", "roughly",
	// "exactly", "please", "thanks", "or something", "by the way", "just
	// wondering", "as I recall", one after another.
	spokenTagRE = lazyre.New(`(?i)(?:[\s,]*\b(?:or\s+not|at\s+all|(?:do\s+|d['’]?)?you\s+think|do\s+you\s+know|any\s+idea|do\s+you\s+remember|if\s+you\s+remember|kind\s+of|sort\s+of|would\s+you\s+say|(?:do\s+)?you\s+reckon|i\s+(?:guess|think|suppose|wonder|believe|reckon)|if\s+(?:you\s+know|you\s+can|possible|any)|please|thanks|thank\s+you|though|by\s+the\s+way|btw|incidentally|(?:as|if)\s+(?:i|we)\s+(?:recall|remember)(?:\s+(?:correctly|rightly))?|as\s+far\s+as\s+(?:i|we)\s+(?:know|recall|remember)|iirc|just\s+(?:wondering|curious)|out\s+of\s+(?:curiosity|interest)|exactly|roughly|approximately|more\s+or\s+less|or\s+so|or\s+what|or\s+something|or\s+anything|and\s+stuff)\s*[?.!]*)+\s*$`)
	// confirmTagRE: a tag of speech that asks a statement be confirmed
	// ("… yeah", "… eh?", "… huh?"), said as the written tag "right".
	confirmTagRE = lazyre.New(`(?i)[\s,]+(?:yeah|yep|yup|eh|huh)\s*[?.!]*\s*$`)
	// atAllRE: "at all" inside a question ("did I run at all in March"),
	// which only stresses the any or the ever of it.
	atAllRE = lazyre.New(`(?i)\s+at\s+all\b`)
	// spokenDayRE: "on the third", "Saturday the twenty-first": a day of
	// the month said as an ordinal word, as the ordinal in digits ("on
	// the 3rd") is, where no noun follows it ("on the third day of my
	// trip" is no date).
	spokenDayLeadRE = lazyre.New(`(?i)(?:\bon|day)\s+the\s+$`)
	spokenDayNextRE = lazyre.New(`(?i)^(?:\s*$|\s*[?,.!]|\s+(?:at|in|this|last|next|before|after|around)\b)`)
	// andAlsoRE: "and also", "or else", "and then": the conjunction alone
	// ("in January and also in February" are either month; "… and also
	// who sang it" a second question).
	andAlsoRE = lazyre.New(`(?i)\b(and|or)\s+(?:also|else|then|maybe|perhaps)\s+(in|on|at|during|for|from|with|by|to|how|who|whom|what|when|which|where|why|did|was|were|is|are|do|does)\b`)
	// haveGotRE: "have I got", "what have I got on Friday": got after
	// have says having, now, as do does ("do I have").
	haveGotRE = lazyre.New(`(?i)\b(have|has)\s+(i|we|you|he|she|they)\s+got\b`)
	// gotRE: "I've got", "I have got": have.
	gotRE = lazyre.New(`(?i)\b(i|we|you|they)(?:\s+have|['’]ve)\s+got\b`)
	// followOnRE: a question that goes on from one asked before ("what
	// about last year", "and for Radiohead?", "same for 2022"), whose own
	// words name only what changes: the rest of it was not said.
	followOnRE = lazyre.New(`(?i)^\s*(?:(?:and|but|so)\s+)?(?:what|how)\s+about\b|^\s*(?:and|but)\s+(?:for|in|on|with|during|from|of|by|what\s+about)\b|^\s*(?:and\s+)?(?:the\s+)?same\s+(?:for|in|with|of)\b`)
	// lookLikeRE: "what does my day look like", "how's my week looking",
	// "what did my weekend look like": what is on the calendar then (or,
	// in the past, what was done then), the period named or another said
	// after it ("what does my day look like tomorrow"). Groups: the
	// auxiliary, the noun, the rest.
	lookLikeRE = lazyre.New(`(?i)^\s*(?:what|how)\s*(does|did|will|is|was|['’]s|['’]ll)\s+my\s+(day|week|weekend|month|morning|afternoon|evening|schedule|calendar|agenda|diary)\s+(?:look|looking)(?:\s+like)?\b(.*)$`)
	// saidTimeRE: a word that says a time after "look like" ("tomorrow",
	// "on Friday", "next week"), which the period noun then leaves to it.
	saidTimeRE = lazyre.New(`(?i)\b(?:today|tonight|tomorrow|yesterday|on|next|this|last|in|at|during|for|monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d+)\b`)
	// clockPartRE: the part of the day said after an hour ("two in the
	// morning", "eleven at night", "ten o'clock in the evening"), which
	// says am or pm (group 1 the o'clock, 2 the part).
	clockPartRE = lazyre.New(`(?i)^(\s+o['’]?clock)?\s+(in\s+the\s+morning|in\s+the\s+afternoon|in\s+the\s+evening|at\s+night|tonight|last\s+night)\b`)
	// clockSuffixRE: am, pm or o'clock said after an hour in words ("ten
	// pm", "seven a.m.", "ten o'clock").
	clockSuffixRE = lazyre.New(`(?i)^\s*(a\.?m\.?|p\.?m\.?|o['’]?clock)(?:\s|$|[?,!])`)
	// clockPastRE: "half past", "quarter past", "quarter to" before an
	// hour.
	clockPastRE = lazyre.New(`(?i)\b(half\s+past|(?:a\s+)?quarter\s+past|(?:a\s+)?quarter\s+to)\s+$`)
	// quarterRE: "Q three", a quarter said aloud ("q3").
	quarterRE = lazyre.New(`(?i)\bq\s+(one|two|three|four)\b`)
	// ohYearRE: a year of the 2000s said by its last digit after "oh"
	// ("in oh eight", "summer of oh nine"), where a year goes.
	ohYearRE = lazyre.New(`(?i)\b(in|of|since|during|from|until|till|before|after|and|to)\s+(?:oh|o|zero)[\s-]+(one|two|three|four|five|six|seven|eight|nine)\b`)
	// seasonYearRE: a season "of" a year said by its last two digits in
	// words ("the summer of twenty three", "summer of sixty-nine"), read
	// as POSIX reads %y, as "'23" is.
	seasonYearRE = lazyre.New(`(?i)\b(?:summer|winter|spring|autumn|fall|christmas|easter)\s+of\s+$`)
	// numberedRE: a part of a series numbered by the word after it
	// ("season one", "episode three", "part two"), written in digits as
	// the streams write it.
	numberedRE = lazyre.New(`(?i)\b(?:season|episode|part|volume|chapter)\s+$`)
	// kRE: a distance in thousands of metres said as "five k".
	kRE = lazyre.New(`(?i)\b(\d+)\s+k\b`)
	// likeHedgeRE: "like" said before an amount or a whole ("like five
	// times", "like in total", "like a hundred"), the hedge of speech
	// (about), not the verb: no subject or auxiliary goes before it.
	likeHedgeRE = lazyre.New(`(?i)(^|[^\p{L}'’])(\p{L}+)\s+like\s+((?:in\s+total|overall|altogether|every|each|about|around|roughly|approximately|a\s+(?:hundred|thousand|dozen|couple|few)|\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b))`)
	// likeVerbRE: the words after which "like" is the verb ("I like",
	// "did you like", "songs that I like", "to like").
	likeVerbRE = lazyre.New(`(?i)^(?:i|we|you|they|he|she|people|did|do|does|don['’]?t|didn['’]?t|to|who|that|which|would|i['’]d|really|not)$`)
	// correctionRE: a slip put right as it is said ("in March, I mean
	// February", "Taylor Swift, no wait, Olivia Rodrigo"): the words
	// after the marker (group 1, at the end of the question) say what the
	// as many words before it said.
	correctionRE = lazyre.New(`(?i)[\s,]+(?:i\s+mean|no\s+wait|wait\s+no|no\s+sorry|sorry|or\s+rather)[\s,]+((?:[\p{L}\d'’-]+\s*){1,4}?)\s*[?.!]*\s*$`)
	// manyKRE: "how many k", kilometres said by the letter of a thousand.
	manyKRE = lazyre.New(`(?i)\b(how\s+many)\s+k\b`)
	// blowRE: money blown, shelled out, forked out, splashed out,
	// splurged, coughed up or stumped up is spent, as a dictionary says
	// of these verbs; only in a question of money ("how much money did I
	// blow on Amazon", "how much did I cough up at Rewe").
	blowRE = lazyre.New(`(?i)\b(blow|blew|blown|shell(?:ed)?\s+out|fork(?:ed)?\s+out|splash(?:ed)?\s+out|splurge[d]?|cough(?:ed)?\s+up|stump(?:ed)?\s+up)\b`)
	// moneyQRE: a question of money, by "how much" or money or a
	// currency named (lang/money's, "bucks").
	moneyQRE = lazyre.New(`(?i)\bhow\s+much\b|\b(?:money|cash|` + currencyWords + `)\b|` + currencySigns)
	// backRE: "a few weeks back", "two months back": ago.
	backRE = lazyre.New(`(?i)\b((?:a\s+(?:few|couple\s+of)|a|an|some|several|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:days?|weeks?|months?|years?))\s+back\b`)
	// hasBeenRE: "'s" before a participle is has ("how long's it been",
	// "what's happened"), not is.
	hasBeenRE = lazyre.New(`(?i)\b(\p{L}+)['’]s(\s+(?:it|there|that)\s+|\s+)(been|got|gone|happened|done|had)\b`)
	// partOfTheRE: "the start of the month", "the end of the week": this
	// month, this week, said by the article of what is at hand.
	partOfTheRE = lazyre.New(`(?i)\b(start|beginning|end|middle)\s+of\s+the\s+(week|month|year)\b`)
	// spokenBoundRE: the words of a comparison before a number ("more
	// than three hundred songs", "at least fifty times"): the number said
	// in words is the bound, written in digits as the recognisers of
	// bounds read it.
	spokenBoundRE = lazyre.New(`(?i)\b(?:(?:more|fewer|less|greater|higher|lower|longer|shorter|other)\s+than|over|above|under|below|exactly|at\s+least|at\s+most|no\s+more\s+than|up\s+to)\s+$`)
)

// spoken reads a question as it is said aloud: the hesitations, discourse
// markers and greetings a speaker starts with ("um so who was my top
// artist", "hey Siri, how many songs …", "remind me when I last ran"), the
// fillers inside it ("how many, like, songs", "did I go cycling, y'know,
// on my bike", "did I by any chance", "and also", "like in total") and a
// slip put right ("in March, I mean February": February), the tags added after
// it ("… or not", "… at all", "… do you think", "… I wonder") go; "have I
// got" is "do I have"; "what does my day look like" is what is on the
// calendar today; a time said aloud is written as a clock, a calendar
// and a number write it ("two in the morning": 2 am, "half past ten":
// 10:30, "Q three": Q3, "in oh eight": 2008, "the nineties": the 1990s,
// "five k": 5k, "a few weeks back": ago, "how long's it been": has, "the
// start of the month": this month, "how many k": km, money blown:
// spent); a day of the month
// said as an ordinal word ("on the third") is written in digits ("on the
// 3rd"), which the time grammar reads as a day, and so is a bound said in
// words ("more than three hundred songs": 300). What is left is the
// question as it would be written. past is the lexicon's irregular pasts
// (present → past), which the verbs of progressives and embedded questions
// are told by (progressive, embeddedOrder).
func spoken(s string, past map[string]string) string {
	orig := s
	for {
		m := spokenLeadRE().FindStringIndex(s)
		if m == nil || m[1] >= len(s) {
			break
		}
		lead := s[:m[1]]
		s = s[m[1]:]
		if greetingRE().MatchString(lead) {
			// "hey Siri, how many …", "ok Google what …": the name
			// spoken to goes with its greeting
			if v := vocativeRE().FindStringSubmatch(s); v != nil && !openerRE().MatchString(contractedBase(v[1])) {
				s = v[2]
				continue
			}
		}
		if lead == "" {
			break
		}
	}
	if m := hedgeLeadRE().FindStringSubmatch(s); m != nil {
		s = m[1] // "remind me when I last ran": when I last ran
	}
	s = corrected(s)
	s = hesitationRE().ReplaceAllString(s, " ")
	s = likeCommaRE().ReplaceAllString(s, "")
	s = likeHedgeRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := likeHedgeRE().FindStringSubmatch(m)
		if likeVerbRE().MatchString(sm[2]) {
			return m // "did you like five posts": the verb
		}
		return sm[1] + sm[2] + " " + sm[3]
	})
	s = knowRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := knowRE().FindStringSubmatch(m)
		if sm[2] != "" {
			return m // "do you know", "if you know": a verb
		}
		return sm[1]
	})
	s = approxLeadRE().ReplaceAllString(s, "$1$2")
	s = wholeOfRE().ReplaceAllString(s, "$1")
	s = wholePeriodRE().ReplaceAllString(s, "$1 $2")
	s = byChanceRE().ReplaceAllString(s, " ")
	s = happenToRE().ReplaceAllString(s, "$1 ")
	s = andAlsoRE().ReplaceAllString(s, "$1 $2")
	s = haveGotRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := haveGotRE().FindStringSubmatch(m)
		if strings.EqualFold(sm[1], "has") {
			return "does " + sm[2] + " have"
		}
		return "do " + sm[2] + " have"
	})
	s = gotRE().ReplaceAllString(s, "$1 have")
	s = whetherOrNotRE().ReplaceAllString(s, "$1")
	s = orNotAuxRE().ReplaceAllString(s, "$1 $2 ")
	s = negLeadNotRE().ReplaceAllString(s, "$1$2 $3 ")
	if m := negLeadRE().FindStringSubmatch(s); m != nil {
		verb, named := strings.ToLower(m[2]), len(m[3]) == 1 && !strings.EqualFold(m[3], "i")
		if !named || !strings.HasPrefix(verb, "d") {
			s = m[1] + m[2] + " " + m[3] + s[len(m[0]):]
		}
	}
	if t := spokenTagRE().ReplaceAllString(s, ""); strings.TrimSpace(t) != "" && strings.Contains(t, " ") {
		s = t
	}
	s = confirmTagRE().ReplaceAllString(s, ", right?")
	s = lookLike(s)
	s = futureSaid(s)
	s = atAllRE().ReplaceAllString(s, "")
	s = spokenDays(s)
	s = spokenClock(s)
	s = quarterRE().ReplaceAllStringFunc(s, func(m string) string {
		return "Q" + map[string]string{"one": "1", "two": "2", "three": "3", "four": "4"}[strings.ToLower(strings.Fields(m)[1])]
	})
	s = ohYearRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := ohYearRE().FindStringSubmatch(m)
		n, _ := numword.Parse(sm[2])
		return sm[1] + " 200" + strconv.Itoa(int(n.Value))
	})
	s = kRE().ReplaceAllString(s, "${1}k")
	s = backRE().ReplaceAllString(s, "$1 ago")
	s = manyKRE().ReplaceAllString(s, "$1 km")
	if moneyQRE().MatchString(s) {
		s = blowRE().ReplaceAllStringFunc(s, func(m string) string {
			switch w := strings.ToLower(strings.Fields(m)[0]); w {
			case "blow", "shell", "fork", "splash", "splurge", "cough", "stump":
				return "spend"
			}
			return "spent"
		})
	}
	s = hasBeenRE().ReplaceAllString(s, "$1 has$2$3")
	s = partOfTheRE().ReplaceAllString(s, "$1 of this $2")
	s = embeddedOrder(progressive(s, past), past)
	if strings.TrimSpace(s) == "" {
		return orig
	}
	return s
}

// perfectProgressiveRE: "have been listening", "who's been emailing me":
// the perfect of a doing that went on (groups: have, the verb in -ing).
var perfectProgressiveRE = lazyre.New(`(?i)\b(have|has|had)\s+((?:i|we|you|they|he|she)\s+)?been\s+(\p{L}{3,}ing)\b`)

// howLongRE: a question of how long or since when, whose perfect
// progressive asks since when ("how long have I been using Spotify", "how
// many years have I been ordering from Amazon"; how many days or weeks
// are rather the days it was done on).
var howLongRE = lazyre.New(`(?i)\b(?:how\s+long|how\s+many\s+(?:months|years)|since\s+when|since\s+how)\b`)

// progressive reads the perfect progressive as the perfect ("who has been
// emailing me the most": who has emailed me the most; "what have I been
// listening to": what have I listened to), the records being of what was
// done either way. The verb's present is the -ing form's stem, with an e
// ("writing": write) or one of two doubled letters ("running": run) where
// that is the English word; its past is past's, or the regular one.
func progressive(s string, past map[string]string) string {
	if howLongRE().MatchString(s) {
		return s // "how long have I been using Spotify": since when (restate)
	}
	return perfectProgressiveRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := perfectProgressiveRE().FindStringSubmatch(m)
		ing := strings.ToLower(sm[3])
		stem := ing[:len(ing)-3]
		var base string
		for _, c := range []string{stem, stem + "e", stem[:len(stem)-1]} {
			if _, ok := past[c]; ok {
				base = c
				break
			}
		}
		if base == "" {
			switch {
			case spell.English(stem):
				base = stem
			case spell.English(stem + "e"):
				base = stem + "e"
			case len(stem) > 2 && stem[len(stem)-1] == stem[len(stem)-2] && spell.English(stem[:len(stem)-1]):
				base = stem[:len(stem)-1]
			default:
				return m
			}
		}
		pt, ok := past[base]
		switch {
		case ok:
		case strings.HasSuffix(base, "e"):
			pt = base + "d"
		default:
			pt = base + "ed"
		}
		return sm[1] + " " + sm[2] + pt
	})
}

// embeddedRE: a question of how many asked in the order of an embedded
// one, after "do you know", "tell me" ("how many emails cristy sent me",
// "how many times mum called"): the noun counted (group 1: a plural, or a
// noun of an amount), then the words of the subject and its verb (2).
var embeddedRE = lazyre.New(`(?i)^(\s*how\s+(?:many|much)\s+(?:\p{L}+s|people|money|time|music))\s+(\p{L}[\p{L}'’]*(?:\s+\p{L}[\p{L}'’]*){1,2})`)

// tellLeadRE: "tell me", "let me know" before an embedded question.
var tellLeadRE = lazyre.New(`(?i)^\s*(?:please\s+)?(?:tell|show|let)\s+me(?:\s+know)?\s*,?\s+`)

// notSubjectRE: the words that begin no subject of an embedded question
// (pronouns, which wordOrder reads, determiners, prepositions, auxiliaries).
var notSubjectRE = lazyre.New(`(?i)^(?:i|we|you|he|she|they|it|me|us|him|her|them|my|our|your|the|a|an|this|that|these|those|of|in|on|at|to|from|for|with|by|during|since|did|do|does|was|were|is|are|have|has|had|will|would|can|could|there|than|per|each|every|all|any|some|not|no|last|next|first|people|persons|friends|others|users|contacts)$`)

// embeddedOrder asks a question of how many said in the order of an
// embedded one as a question: "how many emails cristy sent me" is how many
// emails did cristy send me (the verb keeps its tense; the recognisers read
// either). The subject is one or two words, none of notSubjectRE; the verb
// after it a past tense past lists or a regular one.
func embeddedOrder(s string, past map[string]string) string {
	lead := ""
	if l := politeLoc(s); l != nil {
		lead, s = s[:l[1]], s[l[1]:] // "do you know how many …"
	} else if l := tellLeadRE().FindStringIndex(s); l != nil {
		lead, s = s[:l[1]], s[l[1]:] // "tell me how many …"
	}
	m := embeddedRE().FindStringSubmatchIndex(s)
	if m == nil {
		return lead + s
	}
	words := strings.Fields(s[m[4]:m[5]])
	isPast := func(w string) bool {
		w = strings.ToLower(w)
		if notSubjectRE().MatchString(w) {
			return false // "did", "had", "was": an auxiliary, in its place
		}
		return regularPast(w) || isPastForm(w, past)
	}
	for n := 1; n < len(words); n++ {
		if slices.ContainsFunc(words[:n], notSubjectRE().MatchString) || isPast(words[0]) {
			break
		}
		if isPast(words[n]) {
			return lead + s[:m[3]] + " did " + s[m[4]:]
		}
	}
	return lead + s
}

// corrected puts right a slip said aloud (correctionRE): the words after
// the marker take the place of as many words before it, "how many songs
// did I play in March, I mean February" being asked of February.
func corrected(s string) string {
	m := correctionRE().FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	fix := strings.Fields(s[m[2]:m[3]])
	before := strings.Fields(s[:m[0]])
	if len(before) <= len(fix)+1 {
		return s
	}
	return strings.Join(append(before[:len(before)-len(fix)], fix...), " ")
}

// spokenNote says what a question said aloud asks that the app cannot
// answer, "" if nothing: a request to do something ("play some Taylor
// Swift", "call Mum"), words of talk alone ("um", "hey Siri"), a question
// that goes on from one asked before ("what about last year").
func spokenNote(q string) string {
	if m := actRequestRE().FindStringSubmatch(q); m != nil && !hedgeLeadRE().MatchString(q) && !wrapsQuestion(q) {
		return fmt.Sprintf("%q asks to do something, which cannot be done here: only questions about your records are answered, and this is what they hold of it", strings.ToLower(m[1]))
	}
	if m := spokenLeadRE().FindStringIndex(q); m != nil && strings.TrimSpace(strings.Trim(q[m[1]:], "?.!,")) == "" || vocativeOnly(q) {
		return "no question was asked, only words of talk"
	}
	if followOnRE().MatchString(q) {
		return "this goes on from a question asked before, which is not known here: only what it names was looked for; ask the whole question"
	}
	return ""
}

// vocativeOnly reports whether q is a greeting and a name alone ("hey
// Siri").
func vocativeOnly(q string) bool {
	m := spokenLeadRE().FindStringIndex(q)
	if m == nil || !greetingRE().MatchString(q[:m[1]]) {
		return false
	}
	return len(strings.Fields(strings.Trim(q[m[1]:], "?.!, "))) == 1
}

// futureRE: the time from now on said as a phrase ("in the future",
// "from now on", "going forward"); comingUpRE: a thing said to be
// coming up or ahead, as a dictionary reads "come up" of an event (to
// be about to happen); upcomingRE: "upcoming" of a thing, not of a
// period ("upcoming birthdays"; "the upcoming week", group 1, is next
// week).
var (
	futureRE     = lazyre.New(`(?i)\b(?:in\s+the\s+future|from\s+now\s+on(?:wards?)?|going\s+forward)\b`)
	comingUpRE   = lazyre.New(`(?i)\b(is|are|['’]s|['’]re)\s+(?:coming\s+up|upcoming|ahead)\b`)
	comingNextRE = lazyre.New(`(?i)\b(?:coming\s+up|upcoming|ahead)\s+(?:next|soonest|first)\b`)
	// remainingRE: things said to be left, remaining or still to come
	// within a period ("what holidays are left this year"), which a
	// dictionary reads as still to happen; not what is left undone
	// ("which tasks are left") nor left until a day (a countdown).
	remainingRE = lazyre.New(`(?i)\b(is|are|['’]s|['’]re)\s+(?:still\s+)?(?:left|remaining|(?:yet\s+|still\s+)?to\s+come)(\s+(?:this|for\s+the\s+rest\s+of|in)\s+` + periodNamed + `)`)
	// todayOnPeriodRE: "from today on" before the period it is of.
	todayOnPeriodRE = lazyre.New(`from today on(\s+(?:this|in)\s+` + periodNamed + `)`)
	upcomingRE      = lazyre.New(`(?i)\bupcoming\s+((?:days?|weeks?|weekends?|months?|years?|quarters?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b)?`)
)

// periodNamed is a period whose rest from today on can be asked ("this
// year", "the summer", "2025").
const periodNamed = `(?:the\s+)?(?:year|month|week|season|summer|winter|spring|autumn|fall|quarter|\d{4})\b`

// futureSaid writes the time from today on as the time grammar reads it
// ("from today on"): "what birthdays are coming up", "my upcoming
// birthdays", "what do I have in the future", "what holidays are left
// this year".
func futureSaid(s string) string {
	s = futureRE().ReplaceAllString(s, "from today on")
	s = remainingRE().ReplaceAllString(s, "$1 there$2 from today on")
	if comingUpRE().MatchString(s) && !comingNextRE().MatchString(s) {
		// ("which birthday is coming up next": the next one, which
		// "next" says already)
		s = comingUpRE().ReplaceAllString(s, "$1 there from today on")
		// a period said after it is the period's rest ("coming up this
		// year"), which "on this year" was not
		s = todayOnPeriodRE().ReplaceAllString(s, "$1 from today on")
	}
	if m := upcomingRE().FindStringSubmatchIndex(s); m != nil && m[2] >= 0 {
		return s // "the upcoming week": the next one, which the time grammar reads
	} else if m != nil {
		s = strings.TrimRight(s[:m[0]]+s[m[1]:], " ")
		end := strings.TrimRight(s, "?.! ")
		s = end + " from today on" + s[len(end):]
	}
	return s
}

// lookLike asks "what does my day look like" as what is on the calendar
// then, "what did my week look like" as what I did then (lookLikeRE).
func lookLike(s string) string {
	m := lookLikeRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	aux, noun, rest := strings.ToLower(strings.TrimLeft(m[1], "'’")), strings.ToLower(m[2]), m[3]
	ask := "what is on my calendar"
	if aux == "did" || aux == "was" {
		ask = "what did I do"
	}
	when := ""
	if !saidTimeRE().MatchString(rest) {
		switch noun {
		case "day":
			when = " today"
		case "schedule", "calendar", "agenda", "diary":
		default:
			when = " this " + noun
		}
	}
	return ask + when + rest
}

// spokenDays writes in digits a day of the month said as an ordinal word
// (spokenDayLeadRE, spokenDayNextRE) and a bound said in words
// (spokenBoundRE).
func spokenDays(s string) string {
	ms := numword.Find(s)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		v := int(m.Value)
		if float64(v) != m.Value || m.Fraction || m.Times || m.Text == strconv.Itoa(v) || strings.ContainsAny(m.Text, "0123456789") {
			continue
		}
		switch {
		case m.Ordinal && v >= 1 && v <= 31 && spokenDayLeadRE().MatchString(s[:m.Start]) && spokenDayNextRE().MatchString(s[m.End:]):
			s = s[:m.Start] + strconv.Itoa(v) + ordinalSuffix(v) + s[m.End:]
		case !m.Ordinal && v >= 10 && v <= 99 && seasonYearRE().MatchString(s[:m.Start]):
			// "the summer of twenty three": 2023
			y := 2000 + v
			if v >= 69 {
				y = 1900 + v
			}
			s = s[:m.Start] + strconv.Itoa(y) + s[m.End:]
		case !m.Ordinal && v >= 1 && v <= 99 && numberedRE().MatchString(s[:m.Start]):
			// "season one of The Long Winter": season 1
			s = s[:m.Start] + strconv.Itoa(v) + s[m.End:]
		case !m.Ordinal && v > 1 && spokenBoundRE().MatchString(s[:m.Start]):
			// "more than three hundred songs": 300; "more than one"
			// stays, as "more than once" does
			s = s[:m.Start] + strconv.Itoa(v) + s[m.End:]
		}
	}
	return s
}

// spokenClock writes an hour said in words as the clock does: "ten pm"
// (10 pm), "seven o'clock" (7 o'clock), "two in the morning" (2 am),
// "eleven at night" (11 pm; one to four at night are am, twelve is
// midnight), "half past ten" (10:30), "quarter to ten" (9:45).
func spokenClock(s string) string {
	ms := numword.Find(s)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		h := int(m.Value)
		if m.Ordinal || m.Fraction || m.Times || float64(h) != m.Value || h < 1 || h > 12 {
			continue
		}
		rest, digits := s[m.End:], strings.ContainsAny(m.Text, "0123456789")
		if p := clockPastRE().FindStringSubmatchIndex(s[:m.Start]); p != nil && !digits {
			hh, mm := h, 30
			switch w := strings.ToLower(s[p[2]:p[3]]); {
			case strings.HasSuffix(w, "past") && strings.Contains(w, "quarter"):
				mm = 15
			case strings.HasSuffix(w, "to"):
				hh, mm = (h+10)%12+1, 45
			}
			s = s[:p[2]] + fmt.Sprintf("%d:%02d", hh, mm) + rest
			continue
		}
		if c := clockPartRE().FindStringSubmatchIndex(rest); c != nil {
			part := strings.ToLower(rest[c[4]:c[5]])
			suffix := "pm"
			switch {
			case strings.HasSuffix(part, "morning"):
				suffix = "am"
			case strings.HasSuffix(part, "night") && (h == 12 || h <= 4):
				suffix = "am"
			case strings.HasSuffix(part, "afternoon") && h == 12:
				suffix = "pm"
			}
			s = s[:m.Start] + strconv.Itoa(h) + " " + suffix + rest[c[1]:]
			continue
		}
		if c := clockSuffixRE().FindStringSubmatchIndex(rest); c != nil && !digits {
			s = s[:m.Start] + strconv.Itoa(h) + rest
		}
	}
	return s
}

// ordinalSuffix is the suffix English writes after n as an ordinal.
func ordinalSuffix(n int) string {
	if n%100 >= 11 && n%100 <= 13 {
		return "th"
	}
	switch n % 10 {
	case 1:
		return "st"
	case 2:
		return "nd"
	case 3:
		return "rd"
	}
	return "th"
}

// wrapsQuestion reports whether q begins with words that wrap a question
// in a request ("Remind me: can you count …"), which ask to be told,
// not to do anything.
func wrapsQuestion(q string) bool {
	m := politeLoc(q)
	return m != nil && m[0] == 0 && askLeadRE().MatchString(strings.TrimSpace(unwrapped(q)))
}

// contractedBase is a word without the contraction it ends in ("who'd":
// who; "didn't": did), which a name spoken to never is.
func contractedBase(w string) string {
	i := strings.IndexAny(w, "'’")
	if i <= 0 {
		return w
	}
	if b, ok := strings.CutSuffix(w[:i], "n"); ok && strings.EqualFold(strings.TrimLeft(w[i:], "'’"), "t") {
		return b
	}
	return w[:i]
}
