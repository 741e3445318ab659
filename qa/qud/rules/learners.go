package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/internal/lazyre"
)

// learnerForms reads the forms of English as a second language: calques
// ("since how much time", "how is called", "in the October"), more for
// most, statement word order, go with the infinitive of a sport.
func learnerForms(s string) string {
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
	s = onTripsOwn(s)
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
		// "what did I have for breakfast most days": most days said as
		// an adverb, without its preposition, is on most days ("which
		// month had most days" counts them)
		s = bareMostDaysRE().ReplaceAllStringFunc(s, func(m string) string {
			sub := bareMostDaysRE().FindStringSubmatch(m)
			switch strings.ToLower(sub[2]) {
			case "on", "in", "for", "during", "the", "had", "has", "have", "with", "which", "what", "of", "were", "was", "are", "is":
				return m
			}
			return sub[1] + "on " + sub[3]
		})
		s = mostDaysRE().ReplaceAllString(s, "most often")
	}
	s = rewriteAll(s, []rewrite{
		{sinceHowLongRE, "since when "},
		{momentOfDayRE, "at $1 time of day"},
		{wholeYearRE, "in $1"},
		{courseOfRE, "during"},
		{outOfHomeRE, "out"},
		{beforeTheLastRE, "$1 before last"},
		{howCalledRE, "what $1 the name of "},
		{fromUntilNowRE, "from $1 to now"},
		{untilNowRE, "so far"},
		{muchTimeAgoRE, "how long ago"},
		{passTimeRE, "spent $1"},
		{actualNowRE, "this $1"},
		{theYearRE, "$1$2"},
		{theMonthRE, "$1 $2$3"},
	})
	s = wordOrder(whichWith(s))
	if m := toWhomRE().FindStringSubmatchIndex(s); m != nil && !objectNextRE().MatchString(s[m[1]:]) {
		// an object after the verb ("to whom did I send my first
		// email") is read with the verb's own to
		s = "who " + s[m[2]:m[3]] + " " + s[m[4]:m[5]] + " " + s[m[6]:m[7]] + " to" + s[m[1]:]
	}
	if m := untilWhenRE().FindStringSubmatchIndex(s); m != nil {
		s = "when " + s[m[2]:m[3]] + " last " + s[m[1]:]
	}
	return s
}

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

// perfectVerbRE: a verb after the auxiliary of the perfect and its
// subject, in either order, with the adverbs the perfect takes ("have I
// ever eaten", "I've just flown", "how many times had we driven"); groups:
// the auxiliary and subject of a question (1, 2) or the subject of a
// statement (3), the adverbs (4), the verb (5).
var perfectVerbRE = lazyre.New(`(?i)\b(?:(have|has|had|haven't|hasn't|hadn't)\s+(i|we|you|they|he|she)|(i|we|you|they|he|she)(?:\s+(?:have|has|had)|'ve|’ve|ve|'d|’d))((?:\s+(?:ever|never|not|already|just|recently|really|actually|also|often|only|finally|always))*)\s+(\p{L}+)\b`)

// perfected reads the perfect of an irregular verb as its past, as the
// questions that ask in the past are read ("how often have I eaten out":
// "how often did I eat out"; "the places I've flown to": "I flew to");
// the verbs are the lexicon's (verbs.tsv: perfect maps a participle to
// its verb), and a regular participle is the past already. Whether a
// question was asked in the perfect is read from it as asked
// (presentPerfect).
func perfected(s string, perfect, past map[string]string) string {
	return perfectVerbRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := perfectVerbRE().FindStringSubmatchIndex(m)
		w := m[sm[10]:sm[11]]
		verb, ok := perfect[strings.ToLower(w)]
		if !ok {
			if sm[6] >= 0 && sm[2] < 0 && regularParticiple(strings.ToLower(w), past) {
				// "the longest time I've spent swimming": a participle
				// that is the past too, said in a statement, is read as
				// the past ("I spent"), as the recognisers know it
				return m[sm[6]:sm[7]] + m[sm[8]:sm[9]] + " " + w
			}
			return m
		}
		adverbs := m[sm[8]:sm[9]]
		if sm[2] >= 0 {
			did := "did"
			if strings.HasSuffix(strings.ToLower(m[sm[2]:sm[3]]), "n't") {
				did = "didn't"
			}
			if m[:1] != strings.ToLower(m[:1]) {
				did = strings.ToUpper(did[:1]) + did[1:]
			}
			return did + " " + m[sm[4]:sm[5]] + adverbs + " " + verb
		}
		return m[sm[6]:sm[7]] + adverbs + " " + past[verb]
	})
}

// regularParticiple reports whether w is a participle that is its verb's
// past as well: a past of verbs.tsv that is no irregular participle's
// ("spent", "bought"), or a regular "-ed" form.
func regularParticiple(w string, past map[string]string) bool {
	for _, p := range past {
		if p == w {
			return true
		}
	}
	return strings.HasSuffix(w, "ed") && len(w) > 4
}

// plainPast reads the irregular verbs of s in the simple past, their
// pasts formed as regular ones (regularised) and their perfects
// (perfected): the question as understood and as its recognisers read it
// are both read so.
func (lx *lexicon) plainPast(s string) string {
	return byAgent(perfected(regularised(s, lx.past), lx.perfect, lx.past), lx.perfect, lx.past)
}

// byAgentRE: the thing asked about made the subject of a passive whose
// agent is the person ("how many emails were sent by me", "which song
// was played most by me"); groups: the question's words up to the
// auxiliary (1), adverbs before the participle (2), the participle (3),
// a degree after it (4), the agent (5).
var byAgentRE = lazyre.New(`(?i)(?:^|[:,;–—-]\s*)(\s*(?:how\s+(?:many|much)|which|what)(?:\s+[\p{L}\d'’-]+){0,6}?)\s+(?:was|were|is|are|(?:has|have|had)\s+been|got|get|gets)((?:\s+(?:ever|never|not|already|just|recently|actually|also|often|only|first|last|most))*)\s+(\p{L}+)((?:\s+(?:the\s+)?(?:most|least|first|last)(?:\s+(?:often|frequently))?)?)\s+by\s+(me|us|myself|ourselves)\b`)

// byAgent reads a passive whose agent is the person in the active, as the
// thing of a clause the person did ("how many emails were sent by me":
// "how many emails I sent"), the order the questions of an embedded
// clause are read in; the past of an irregular participle is the
// lexicon's (verbs.tsv), a regular one is its past already. Without the
// agent the passive names no doer and stays as it is.
func byAgent(s string, perfect, past map[string]string) string {
	m := byAgentRE().FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	part := s[m[6]:m[7]]
	verb := part
	if v, ok := perfect[strings.ToLower(part)]; ok {
		verb = past[v]
	} else if !strings.HasSuffix(strings.ToLower(part), "ed") && !isPastForm(part, past) {
		return s
	}
	subject := "I"
	if a := strings.ToLower(s[m[10]:m[11]]); a == "us" || a == "ourselves" {
		subject = "we"
	}
	return s[:m[3]] + " " + subject + s[m[4]:m[5]] + " " + verb + s[m[8]:m[9]] + s[m[1]:]
}

// isPastForm reports whether w is the past of one of the irregular verbs
// (which is its participle too where verbs.tsv gives none: "sent").
func isPastForm(w string, past map[string]string) bool {
	w = strings.ToLower(w)
	for _, p := range past {
		if p == w {
			return true
		}
	}
	return false
}

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
		if first, _ := utf8.DecodeRuneInString(sm[2]); unicode.IsUpper(first) && sm[1] == strings.ToLower(sm[1]) {
			// "the most Small Town Secrets episodes": an adjective
			// capitalised where English writes it in lower case begins
			// a name, and most counts what the name has
			return m
		}
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
		case strings.HasPrefix(lv, "ha") && (haveObjectRE().MatchString(next) || m[10] < 0 && lv != "had"):
			// "how many recurring events I have": have with its object
			// asked for is the verb of having, now
			s = s[:m[3]] + " do " + subj + s[m[7]:]
		case subjAuxRE().MatchString(lv):
			s = s[:m[3]] + " " + verb + " " + subj + s[m[9]:]
		default:
			s = s[:m[3]] + " did " + subj + s[m[7]:]
		}
	} else if m := embeddedBeRE().FindStringSubmatch(s); m != nil {
		// "what my Twitter handle is", "how long the call was, in
		// minutes": the be of an embedded question goes before its
		// subject
		s = m[1] + " " + m[3] + " " + m[2] + m[4]
	}
	return s
}

// embeddedBeRE: a question asked in the order of an embedded one whose
// verb is be, said last ("what my Twitter handle is", "when my first run
// was", "how long the call with Mum was, in minutes"): the question word
// and what goes with it (group 1), the subject, a noun phrase with its
// determiner (2), the verb (3), what follows (4: a comma and the rest).
var embeddedBeRE = lazyre.New(`(?i)^(\s*(?:(?:in|on|at|for|from|with|to|by)\s+)?(?:what|which|who|whom|whose|where|when|how(?:\s+(?:many|much|long|often|far|old|big))?)(?:\s+[\p{L}\d'’-]+){0,3}?)\s+((?:my|the|our|your|his|her|their)\s+[^,?!]+?)\s+(is|was|are|were)(\s*(?:,[^?!]*)?[?.!]*\s*)$`)

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

// courseOfRE: "over the course of", "in the course of", "throughout the
// course of": during, as a dictionary has it.
var courseOfRE = lazyre.New(`(?i)\b(?:over|in|during|throughout|across)\s+the\s+course\s+of\b`)

// fromUntilNowRE: "from March 2022 until now", "from 2021 till today": the
// end of a range from a time, which the time grammar reads as "to now"
// (since then); "so far" would leave the range one month.
var fromUntilNowRE = lazyre.New(`(?i)\bfrom\s+([^?!.,;]{1,40}?)\s+(?:until|till|up\s+(?:to|until))\s+(?:now|today)\b`)

// untilNowRE: "until now", "up to now": so far.
var untilNowRE = lazyre.New(`(?i)\b(?:until|till|up\s+(?:to|until))\s+(?:now|today)\b`)

// goToDoRE: "go to climb", go with the infinitive of a sport or pastime
// where English says go with its -ing form ("go climbing").
var goToDoRE = lazyre.New(`(?i)\b(go|goes|went|going|gone)\s+(?:to\s+)?(?:make\s+|do\s+)?((?-i:climb|boulder|swim|run|jog|hike|cycle|bike|ski|dance|shop|bowl|walk|surf|skate|fish|sail|row|box|camp|hunt|skydive|kayak|canoe|golf|ride))\b(\s+(?:a|an|the|my)\b)?`)

var goingForm = map[string]string{"climb": "climbing", "boulder": "bouldering", "swim": "swimming", "run": "running", "jog": "jogging", "hike": "hiking", "cycle": "cycling", "bike": "biking", "ski": "skiing", "dance": "dancing", "shop": "shopping", "bowl": "bowling", "walk": "walking", "surf": "surfing", "skate": "skating", "fish": "fishing", "sail": "sailing", "row": "rowing", "box": "boxing", "camp": "camping", "hunt": "hunting", "skydive": "skydiving", "kayak": "kayaking", "canoe": "canoeing", "golf": "golfing", "ride": "riding"}

// inHolidayRE: "in holiday", "in vacation": on holiday.
var inHolidayRE = lazyre.New(`(?i)\bin\s+(holidays?|vacations?)\b`)

// onTripsRE: trips said without whose after "on" or "during" ("runs on
// trips", "did I run on vacation", "during a trip"); group 1 the word
// before, group 2 the preposition, group 3 the trips.
var onTripsRE = lazyre.New(`(?i)(\p{L}+)\s+(on|during)\s+(?:a\s+)?(trips?|holidays?|vacations?|journeys?)\b`)

// beOnTripRE: the words before "on holiday" that make being there or going
// there what is said ("was I on holiday", "went on a trip"), not the time
// of something else.
var beOnTripRE = lazyre.New(`(?i)^(?:i|we|you|go|goes|went|going|gone|been|be|was|were|is|am|are|take|takes|took|taking|taken|trips|many|often|times|much)$`)

// onTripsOwn reads trips said without whose as the time of something else
// ("how many runs did I do on trips", "did I go running on vacation") as
// mine, the form the anchors read ("on my trips"): the words had been
// left out unsaid and every run answered.
func onTripsOwn(s string) string {
	return onTripsRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := onTripsRE().FindStringSubmatch(m)
		if beOnTripRE().MatchString(sm[1]) {
			return m
		}
		return sm[1] + " " + sm[2] + " my " + sm[3]
	})
}

// inAverageRE: "in average", "in the average": on average.
var inAverageRE = lazyre.New(`(?i)\bin\s+(?:the\s+)?average\b`)

// mostDaysRE: what was had "on most days", "in the majority of days", in
// a question of what: what was had most often, the usual.
var (
	mostDaysRE = lazyre.New(`(?i)\b(?:on|in|for|during)\s+(?:the\s+)?(?:most|majority)\s+(?:of\s+)?(?:the\s+)?(?:days|mornings|evenings|nights|weeks|times)\b`)
	// bareMostDaysRE: "most days" after a word (group 2, with its space
	// group 1), the phrase group 3.
	bareMostDaysRE = lazyre.New(`(?i)(\b([\p{L}']+)\s+)(most\s+(?:days|mornings|evenings|nights|weeks))\b`)
	whatAskedRE    = lazyre.New(`(?i)^\s*(?:what|which|where|who|with\s+whom?)\b`)
)

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
var objectNextRE = lazyre.New(`(?i)^\s+(?:my|our|a|an|this|that|these|those|some|any|\d+|the\s+(?:(?:first|last)\b|\p{L}+s\b))`)

// theMonthRE: a month said with the article ("in the October", "in the
// March 2025"): the month, when no noun follows it.
var theMonthRE = lazyre.New(`(?i)\b(in|during|of|for|since|until|from)\s+the\s+(january|february|march|april|may|june|july|august|september|october|november|december)(\s*(?:[?.!,;]|$)|\s+(?:\d{4}|of|and|or|to|than|vs|versus|until|till)\b)`)
