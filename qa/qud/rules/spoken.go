package rules

import (
	"fmt"
	"strconv"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/numword"
)

// Questions said aloud to a voice assistant, or typed as they would be
// said: the words of talk that carry no part of the question go, and a
// day said as an ordinal is written as one.
var (
	// spokenLeadRE: the words a speaker starts with before the question
	// itself: hesitations ("um", "uh", "erm"), discourse markers ("so",
	// "ok", "well", "right", "like", "anyway") and greetings ("hey",
	// "hi"), one after another ("um so", "ok so", "hey, like", "out of
	// curiosity", "quick question"). The question follows.
	spokenLeadRE = lazyre.New(`(?i)^(?:\s*(?:um+|uh+m*|uhh+|erm+|er|hmm+|mm+|ah+|oh+|eh|well|so|ok(?:ay)?|o\.k\.|alright|all\s+right|right|now|hey|hi|hello|yo|like|yeah|anyway|anyhow|quick\s+question|one\s+question|(?:just\s+)?out\s+of\s+curiosity|just\s+curious|i\s+have\s+a\s+question)\b\s*[,.!:;–—-]*)+\s*`)
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
	// followed by a comma or by the question's first word.
	vocativeRE = lazyre.New(`(?i)^([\p{L}][\p{L}'’.-]*)\s*(?:,\s*|\s+)((?:what|which|who|whom|whose|when|where|why|how|did|do|does|is|are|was|were|have|has|had|can|could|will|would|should|am|i|tell|show|give|list|find|count|please)\b.*)$`)
	// openerRE: the words a question may start with, which are never the
	// name of the one spoken to.
	openerRE = lazyre.New(`(?i)^(?:what|which|who|whom|whose|when|where|why|how|did|do|does|is|are|was|were|have|has|had|can|could|will|would|should|am|i|tell|show|give|list|find|count|please|my|the|a|an|any|so|like|um|uh)$`)
	// hesitationRE: a hesitation inside the question ("how many uh songs"),
	// with the comma around it.
	hesitationRE = lazyre.New(`(?i)(?:\s*,)?\s+(?:um+|uh+m*|uhh+|erm+|hmm+)\b\s*,?`)
	// knowRE: "you know", "y'know" put inside or after a question as a
	// filler, not as a verb with its subject ("do you know", "if you
	// know" stay for the requests that read them).
	knowRE = lazyre.New(`(?i)(^|[^\p{L}'’])((?:do|did|if|would|don['’]?t)\s+)?(?:y['’]?know|ya\s+know|you\s+know)\b\s*,?`)
	// likeCommaRE: "like" set off by commas inside a question ("how
	// many, like, songs"), a filler rather than the verb.
	likeCommaRE = lazyre.New(`(?i),\s*like\s*,`)
	// byChanceRE: "by any chance", "by chance", said anywhere in a
	// question, ask nothing of it.
	byChanceRE = lazyre.New(`(?i)[\s,]*\bby\s+(?:any\s+)?chance\b\s*,?`)
	// happenToRE: "did I happen to run", the chance said with the verb:
	// did I run.
	happenToRE = lazyre.New(`(?i)\b(i|we|you)\s+(?:happen|happened)\s+to\s+`)
	// whetherOrNotRE: "whether or not I ran": whether I ran.
	whetherOrNotRE = lazyre.New(`(?i)\b(whether|if)\s+or\s+not\b`)
	// spokenTagRE: the words a speaker adds after the question, which ask
	// nothing more of it: "or not", "at all", "do you think", "I guess",
	// "I wonder", "you reckon", "roughly", "exactly", "please",
	// "thanks", "or something", one after another.
	spokenTagRE = lazyre.New(`(?i)(?:[\s,]*\b(?:or\s+not|at\s+all|(?:do\s+|d['’]?)?you\s+think|would\s+you\s+say|(?:do\s+)?you\s+reckon|i\s+(?:guess|think|suppose|wonder|believe|reckon)|if\s+(?:you\s+know|you\s+can|possible|any)|please|thanks|thank\s+you|though|exactly|roughly|approximately|more\s+or\s+less|or\s+so|or\s+what|or\s+something|or\s+anything|and\s+stuff)\s*[?.!]*)+\s*$`)
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
// on my bike", "did I by any chance", "and also") and the tags added after
// it ("… or not", "… at all", "… do you think", "… I wonder") go; "have I
// got" is "do I have"; "what does my day look like" is what is on the
// calendar today; a day of the month
// said as an ordinal word ("on the third") is written in digits ("on the
// 3rd"), which the time grammar reads as a day, and so is a bound said in
// words ("more than three hundred songs": 300). What is left is the
// question as it would be written.
func spoken(s string) string {
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
			if v := vocativeRE().FindStringSubmatch(s); v != nil && !openerRE().MatchString(v[1]) {
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
	s = hesitationRE().ReplaceAllString(s, " ")
	s = likeCommaRE().ReplaceAllString(s, "")
	s = knowRE().ReplaceAllStringFunc(s, func(m string) string {
		sm := knowRE().FindStringSubmatch(m)
		if sm[2] != "" {
			return m // "do you know", "if you know": a verb
		}
		return sm[1]
	})
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
	if t := spokenTagRE().ReplaceAllString(s, ""); strings.TrimSpace(t) != "" && strings.Contains(t, " ") {
		s = t
	}
	s = confirmTagRE().ReplaceAllString(s, ", right?")
	s = lookLike(s)
	s = atAllRE().ReplaceAllString(s, "")
	s = spokenDays(s)
	if strings.TrimSpace(s) == "" {
		return orig
	}
	return s
}

// spokenNote says what a question said aloud asks that the app cannot
// answer, "" if nothing: a request to do something ("play some Taylor
// Swift", "call Mum"), words of talk alone ("um", "hey Siri"), a question
// that goes on from one asked before ("what about last year").
func spokenNote(q string) string {
	if m := actRequestRE().FindStringSubmatch(q); m != nil && !hedgeLeadRE().MatchString(q) {
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
		case !m.Ordinal && v > 1 && spokenBoundRE().MatchString(s[:m.Start]):
			// "more than three hundred songs": 300; "more than one"
			// stays, as "more than once" does
			s = s[:m.Start] + strconv.Itoa(v) + s[m.End:]
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
