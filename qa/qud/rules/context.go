package rules

import (
	"fmt"
	"slices"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/plural"
	"reqap/lang/stem"
	"reqap/qa/qud/timex"
	rlex "reqap/qa/retrieve/lexicon"
)

// contextFirst reads a question that follows words telling why it is
// asked or what it is about, as people write when they explain
// themselves: a reason or purpose ("For my year in review: which artist
// …", "My friend asked me, so: how many …"), or a statement of what the
// person did ("I ordered coffee on Amazon in 2021. How much did I spend
// on it?"). A reason asks nothing and is left; a statement is read
// together with the question where English makes the reference clear: a
// pronoun ("it", "them", "her") stands for the thing it names, "do that"
// for its doing, a "how many" without its noun counts that thing, and a
// question of the same verb with nothing after it is of that thing; the
// statement's time and place bound a question that names none. A
// statement the question does not refer to is left, and the note says
// so. s is returned as it is when no context leads it.
func contextFirst(s string, tx *timex.Parser, past map[string]string) (string, string) {
	if x, ok := askedOfListed(s); ok {
		return x, ""
	}
	ctx, q := splitContext(s)
	if q == "" {
		return s, ""
	}
	ctx = strings.TrimSpace(contextHedgeRE().ReplaceAllString(ctx, ""))
	ctx = strings.TrimSpace(contextTagRE().ReplaceAllString(ctx, ""))
	spans := func(x string) []timex.Span {
		if tx == nil || x == "" {
			return nil
		}
		return tx.Parse(x, timex.Options{})
	}
	hasTime := func(x string) bool { return len(spans(x)) > 0 }
	var times []string
	sps := spans(ctx)
	for _, sp := range sps {
		times = append(times, sp.Words)
	}
	if len(sps) > 0 && sps[0].Start == 0 {
		// "Last year I discovered X": the time said first goes last
		ctx = strings.TrimLeft(ctx[sps[0].End:], " ,") + " " + ctx[:sps[0].End]
	}
	if e := thereSaidRE().FindStringSubmatch(ctx); e != nil {
		if w := ctxWhichOneRE().FindStringSubmatchIndex(q); w != nil {
			// "There's a show I watched most in March - which one was
			// it?": which show I watched most in March
			return "which " + e[1] + " " + e[2] + q[w[1]:], ""
		}
	}
	if e := existsAskRE().FindStringSubmatchIndex(q); e != nil && !hasTime(q) && len(times) > 0 {
		// "I had a busy March 2023 - how many events were there?": the
		// statement's time bounds what there was
		end := len(strings.TrimRight(q, " ?.!"))
		return q[:end] + " " + strings.Join(times, " ") + q[end:], ""
	}
	m := contextDoneRE().FindStringSubmatch(ctx)
	if m == nil || contextMentalRE().MatchString(m[2]) || contextAskingEndRE().MatchString(ctx) {
		return q, "" // a reason or purpose: nothing of it is asked
	}
	verb, obj, rest := m[2], "", ""
	body := contextQuantRE().ReplaceAllString(m[4], "")
	if loc := contextObjEndRE().FindStringIndex(body); loc != nil {
		obj, rest = strings.TrimSpace(body[:loc[0]]), strings.TrimSpace(body[loc[0]:])
	} else {
		obj = strings.TrimSpace(body)
	}
	obj = strings.TrimRight(obj, " ,.;:!")
	rest = strings.TrimSpace(contextAmountRE().ReplaceAllString(strings.TrimRight(rest, " ,.;:!"), " "))
	particle := strings.TrimSpace(m[3])
	if contextThingRE().MatchString(obj) {
		obj = "" // "I bought stuff": the doing, no thing named
	}
	if b := bareAskRE().FindStringSubmatchIndex(q); b != nil {
		// "I had dinner with Karim a lot in 2021. How many times?": the
		// question asks of the doing told, which it does not say again
		done := strings.Join(strings.Fields(m[1]+" "+verb+" "+particle+" "+obj+" "+rest), " ")
		return strings.TrimSpace(q[b[2]:b[3]]) + " did " + done + "?", ""
	}
	if b := beThatRE().FindStringSubmatchIndex(q); b != nil {
		// "How many hours was that?", "When was it?": the doing the
		// statement told, asked
		done := strings.Join(strings.Fields(m[1]+" "+verb+" "+particle+" "+obj+" "+rest), " ")
		return strings.TrimSpace(q[:b[3]]) + " did " + done + q[b[1]:], ""
	}
	out := sameTimeRE().ReplaceAllString(q, "")
	used := out != q // "how many runs did I do that year": its time
	if loc := doThatRE().FindStringSubmatchIndex(out); loc != nil {
		// "how many times did I do that": the doing the statement told
		done := strings.TrimSpace(verb + " " + particle + " " + obj)
		out = out[:loc[0]] + done + out[loc[1]:]
		used = true
	} else if obj != "" {
		if loc := possPronounRE().FindStringSubmatchIndex(out); loc != nil && !notNounRE().MatchString(out[loc[2]:loc[3]]) {
			// "how many of her songs": the thing's
			out = out[:loc[0]] + obj + "'s " + out[loc[2]:]
			used = true
		} else if loc := objPronounRE().FindStringIndex(out); loc != nil {
			// "how much did I spend on it": the thing the statement named
			out = out[:loc[0]] + obj + out[loc[1]:]
			used = true
		} else if loc := bareHowManyRE().FindStringSubmatchIndex(out); loc != nil {
			// "how many did I buy": that thing counted
			out = out[:loc[3]] + " " + obj + out[loc[3]:]
			used = true
		} else if loc := partRE().FindStringIndex(out); loc != nil && !strings.HasPrefix(strings.ToLower(strings.TrimSpace(out[loc[1]:])), "of ") {
			// "I watched The Long Winter. When did I finish season 1?":
			// the part of the thing named
			out = out[:loc[1]] + " of " + obj + out[loc[1]:]
			used = true
		} else if loc := sameVerbRE().FindStringSubmatchIndex(out); loc != nil && sameVerb(out[loc[2]:loc[3]], verb, past) {
			// "I watched The Office. How many episodes did I watch?"
			out = out[:loc[1]] + " " + obj + out[loc[1]:]
			used = true
		}
	}
	// the statement's time, for a question that names none
	var restTimes []timex.Span
	if !hasTime(out) {
		restTimes = spans(rest)
	}
	if !used && obj == "" && len(restTimes) > 0 {
		// "I bought stuff on Amazon in 2021. How much did I spend?": a
		// doing that names no thing is the question's, its where and when
		used = true
	}
	if !used && len(restTimes) > 0 {
		// "I listened to a lot of music last year, and I'm wondering
		// which artist I played the most": the time told frames the
		// question that names none
		end := len(strings.TrimRight(out, " ?.!"))
		out = out[:end] + " " + restTimes[0].Words + out[end:]
		return strings.Join(strings.Fields(out), " "), "the time of the words before the question (" + restTimes[0].Words + ") was taken as its time: " + strings.TrimSpace(ctx)
	}
	if !used {
		return q, "the sentence before the question was read as context and not asked: " + strings.TrimSpace(ctx)
	}
	if len(restTimes) > 0 {
		// the statement's time bounds the question that names none
		end := len(strings.TrimRight(out, " ?.!"))
		out = out[:end] + " " + rest + out[end:]
	}
	return strings.Join(strings.Fields(out), " "), ""
}

// askedOfListed reads a request for things followed by a question that
// refers back to them, as people ask of a list they want to see: "List
// my runs in 2022. Which was the longest?" asks which of my runs in 2022
// was the longest; "Show me my orders from 2021 - how many of them cost
// over 50 EUR?" counts those orders. The question is asked of the things
// the request names; without a word referring back, both ask and s is
// left as it is.
func askedOfListed(s string) (string, bool) {
	for _, loc := range contextSplitRE().FindAllStringSubmatchIndex(s, -1) {
		if loc[2] < 0 || !strings.ContainsAny(s[loc[0]:loc[2]], ".;:!-–—") {
			continue
		}
		m := requestOfRE().FindStringSubmatch(strings.TrimSpace(s[:loc[0]]))
		if m == nil {
			return "", false
		}
		things, q := strings.TrimSpace(m[1]), s[loc[2]:]
		if w := whichOfThemRE().FindStringSubmatchIndex(q); w != nil {
			// "which (one) was …", "which of them was …"
			return q[:w[3]] + " of " + things + " " + q[w[4]:], true
		}
		if w := ofThemRE().FindStringSubmatchIndex(q); w != nil {
			// "how many of them …"
			return q[:w[2]] + things + q[w[3]:], true
		}
		return "", false
	}
	return "", false
}

// sameVerb reports whether a and b are one verb in any tense ("watch",
// "watched"; "buy", "bought" by the lexicon's past forms).
func sameVerb(a, b string, past map[string]string) bool {
	a, b = strings.ToLower(a), strings.ToLower(b)
	return a == b || past[a] == b || past[b] == a || stem.Word(a) == stem.Word(b)
}

// splitContext finds where a question follows words of context: a
// sentence, or words before a colon, a semicolon, a dash or ", so". It
// returns the context and the question, or "" for the question when
// none leads it (a question first, a topic named before a colon:
// "The song I played: which album is it on").
func splitContext(s string) (string, string) {
	if m := politeRE().FindStringIndex(s); m != nil && m[0] == 0 && m[1] < len(s) {
		// "Quick one: first email I sent in 2021: who was it to?": the
		// words that wrap a question are no context; what they wrap is
		// read as if asked alone (here a topic and its question), or
		// is the question itself ("Quick one: how long was I in Tokyo")
		if ctx, q := splitContext(s[m[1]:]); q != "" {
			return ctx, q
		}
		return "", s[m[1]:]
	}
	for _, loc := range contextSplitRE().FindAllStringSubmatchIndex(s, -1) {
		ctx, at := s[:loc[0]], loc[2]
		if at < 0 {
			at = loc[4] // ", and I'm wondering which …": the asking said
		}
		if strings.ContainsAny(ctx, "?") || enclosed(ctx) {
			return "", ""
		}
		if s[loc[0]] == '.' && abbrevRE().MatchString(ctx) {
			continue
		}
		lead := strings.TrimSpace(contextHedgeRE().ReplaceAllString(ctx, ""))
		sentence := strings.ContainsAny(s[loc[0]:at], ".;!")
		if sentence && askLeadRE().MatchString(lead) {
			return "", "" // "List my runs. Which was longest?": both ask
		}
		if !sentence && !contextLeadRE().MatchString(lead) && !contextAskingEndRE().MatchString(ctx) {
			continue // a topic: "The song I played: which album is it on"
		}
		return ctx, s[at:]
	}
	return "", ""
}

var (
	// contextSplitRE: the end of the words of context and the question
	// after them (group 1 its start: a question word, an auxiliary or a
	// request).
	contextSplitRE = lazyre.New(`(?i)(?:[.;:!]|\s[-–—]|,\s*(?:so|but)\s*[:,]?)\s+((?:how|what|which|who|whom|whose|when|where|did|do|does|was|were|is|are|have|has|had|can|could|list|show|tell|give|name|count)\b)|,?\s+(?:and|so|but)\s+((?:i\s+(?:need|want|wanted|would\s+like)|i['’]d\s+(?:like|love)|i['’]?m\s+(?:wondering|curious)|i\s+wonder)\b)`)
	// requestOfRE: a request to be shown things (group 1 what they are).
	requestOfRE = lazyre.New(`(?i)^(?:please\s+)?(?:list|show(?:\s+me)?|give\s+me|get(?:\s+me)?|find(?:\s+me)?|pull\s+up|bring\s+up|look\s+at|go\s+through)\s+(?:all\s+)?(\pL.*?)[\s.;:!]*$`)
	// whichOfThemRE: a question of which of the things said before: its
	// question word (group 1), then what is asked of them (group 2 on).
	whichOfThemRE = lazyre.New(`(?i)^\s*((?:which|what))(?:\s+one)?(?:\s+of\s+(?:them|those|these))?\s+((?:was|were|is|are|had|has|cost|costs|took|lasted|did|came)\b)`)
	// ofThemRE: "of them", the things said before counted or weighed.
	ofThemRE = lazyre.New(`(?i)\bof\s+(them|those|these)\b`)
	// askLeadRE: words that ask (a question or a request), not context.
	askLeadRE = lazyre.New(`(?i)^(?:how|what|which|who|whom|whose|when|where|why|did|do|does|was|were|is|are|have|has|had|can|could|would|will|list|show|tell|give|name|count|find|get)\b`)
	// contextTagRE: a hedge said after a statement (", I think").
	contextTagRE = lazyre.New(`(?i)\s*,?\s*(?:i\s+think|i\s+believe|i\s+guess|i\s+suppose|i\s+reckon|if\s+i\s+remember\s+(?:right|rightly|correctly)|if\s+i\s+recall(?:\s+correctly)?|or\s+so|or\s+something(?:\s+like\s+that)?)\s*[,.;:!]*\s*$`)
	// thereSaidRE: a thing said to be ("there's a show I watched most"):
	// its noun (group 1) and what is said of it (2).
	thereSaidRE = lazyre.New(`(?i)^there(?:['’]s|\s+is|\s+was)\s+(?:a|an|one|some)\s+(\pL+)\s+(?:that\s+|which\s+)?(.+?)\s*$`)
	// ctxWhichOneRE: "which one was it", asked of a thing said to be.
	ctxWhichOneRE = lazyre.New(`(?i)^\s*(?:which|what)\s+(?:one\s+)?(?:was|is)\s+(?:it|that)\b`)
	// existsAskRE: how many there were.
	existsAskRE = lazyre.New(`(?i)^\s*how\s+many(?:\s+\pL+)?\s+(?:were|are|was|is)\s+there\b`)
	// partRE: a numbered part of a thing with no "of" saying which.
	partRE = lazyre.New(`(?i)\b(?:season|episode|chapter|part|volume)\s+\d+\b`)
	// bareAskRE: a question word with nothing after it ("How many
	// times?", "How often?", "When?"), asked of the doing told before.
	bareAskRE = lazyre.New(`(?i)^\s*(how\s+many\s+times|how\s+often|how\s+much|how\s+long|how\s+far|when|where)\s*[?.!]*\s*$`)
	// beThatRE: a question of the doing told before, by be and a
	// pronoun ("how many hours was that", "when was it"); group 1 the
	// question's words before be.
	beThatRE = lazyre.New(`(?i)^\s*((?:how\s+(?:many|much|long|often|far)(?:\s+\pL+)?)|when|what\s+\pL+|which\s+\pL+)\s+(?:was|were|is|are)\s+(?:that|it|this)\b`)
	// contextThingRE: a thing that names nothing ("stuff", "things").
	contextThingRE = lazyre.New(`(?i)^(?:stuff|things|something|anything|everything|some\s+things|a\s+thing)$`)
	// possPronounRE: a possessive pronoun and the noun after it.
	possPronounRE = lazyre.New(`(?i)\b(?:her|his|their)\s+(\pL+)`)
	// notNounRE: words after "her" that make it no possessive ("see her
	// in 2025").
	notNounRE = lazyre.New(`(?i)^(?:in|on|at|for|with|last|this|that|to|from|a|an|the|and|or|more|most|again|during|since|before|after|than|over|about|back|ever|once|twice|the)$`)
	// contextLeadRE: words of context, not a topic: a statement of the
	// person's ("I ordered …", "we went …", "I'm making …"; its subject
	// left out: "need this for my taxes"), a reason
	// or a purpose ("for my year in review", "because …", "just …"),
	// or what someone asked ("my friend asked me").
	contextLeadRE = lazyre.New(`(?i)^(?:(?:i|we)\b|(?:need|needed|want|wanted|trying|asking|curious|wondering)\b|i['’](?:m|ve|d)\b|(?:so|for|because|since|as|just|out\s+of|quick|help|not\s+sure|there['’]?s|there\s+(?:is|was))\b|(?:my|a)\s+\pL+\s+(?:asked|wants|wanted|told|said|is|was)\b)`)
	// contextAskingEndRE: words of context that end by asking ("…, so",
	// "… and wondering", "I need to know").
	contextAskingEndRE = lazyre.New(`(?i)\b(?:so|wondering|wonder|asked(?:\s+me)?|know|curious|question|remember|recall)\s*[,:;.!-]*\s*$`)
	// contextHedgeRE: a hedge or marker before a statement ("I think",
	// "if I remember right", "I feel like", "so").
	contextHedgeRE = lazyre.New(`(?i)^\s*(?:(?:so|ok(?:ay)?|well|anyway|hmm+)\s*,?\s+)?(?:(?:i\s+think|i\s+feel\s+like|i\s+guess|i\s+believe|i\s+suppose|i\s+reckon|i['’]?m\s+(?:pretty\s+|fairly\s+|quite\s+)?sure|if\s+i\s+remember\s+(?:right|rightly|correctly)|if\s+i\s+recall(?:\s+correctly)?|if\s+memory\s+serves(?:\s+me)?|as\s+far\s+as\s+i\s+(?:remember|know|recall)|i\s+remember)(?:\s+that)?\s*,?\s+)?`)
	// contextDoneRE: a statement of what the person did: the subject
	// (group 1), the verb (2), a particle that goes with it (3) and the
	// rest (4).
	contextDoneRE = lazyre.New(`(?i)^(i|we)(?:['’](?:ve|m|d))?\s+(?:(?:have|had|was|am|were|been|did|really|just|also|probably|definitely|often|always|mostly|once|kept|started|recently)\s+)*(\pL+)\s+((?:to|from|with|at|on|up|out)\s+)?(.*)$`)
	// contextMentalRE: verbs of a statement that tells of thinking,
	// wanting or making something, not of a doing the library keeps.
	contextMentalRE = lazyre.New(`(?i)^(?:need|needs|want|wanted|wanna|wonder|wondered|wondering|think|thought|know|knew|guess|feel|felt|believe|remember|forgot|making|make|writing|putting|doing|trying|curious|asked|was|am|is|are|like|love|would|could|should|can|will)$`)
	// contextQuantRE: an amount said of the thing ("a lot of Archer").
	contextQuantRE = lazyre.New(`(?i)^(?:a\s+lot\s+of|lots\s+of|a\s+bunch\s+of|loads\s+of|plenty\s+of|a\s+few|some|a\s+couple\s+of|tons\s+of)\s+`)
	// contextAmountRE: how much of it, which bounds nothing.
	contextAmountRE = lazyre.New(`(?i)\b(?:(?:a\s+few|a\s+couple\s+of|several|many|some)\s+times|at\s+some\s+point|a\s+lot|so\s+much|lots|a\s+bunch|quite\s+a\s+bit|a\s+ton|too\s+much|often|again)\b`)
	// contextObjEndRE: where the thing done ends: a preposition, a time
	// or an amount.
	contextObjEndRE = lazyre.New(`(?i)\s+(?:on|in|at|from|during|for|with|last|this|lately|recently|yesterday|today|a\s+lot|so\s+much|again|back|around|since|before|after|between|over|every|each)\b|\s*[,;]`)
	// objPronounRE: a pronoun that stands for the thing named before.
	objPronounRE = lazyre.New(`(?i)\b(?:it|them|those|her|him)\b`)
	// doThatRE: the doing told before, said again by "do".
	doThatRE = lazyre.New(`(?i)\b(?:did|do|does|done|doing)\s+((?:that|it|this)\b)`)
	// bareHowManyRE: "how many" or "how much" with no noun after it.
	bareHowManyRE = lazyre.New(`(?i)\bhow\s+(many|much)(?:\s+(?:did|do|have|had|was|were)\b)`)
	// sameVerbRE: a question of how many things were done, with nothing
	// after its verb but the end ("how many episodes did I watch").
	sameVerbRE = lazyre.New(`(?i)^\s*how\s+many\s+\pL+\s+(?:did|have|had)\s+(?:i|we)\s+(\pL+)`)
	// sameTimeRE: a time said again of the statement's ("that year").
	sameTimeRE = lazyre.New(`(?i)\s*\b(?:in\s+|during\s+)?(?:that|the\s+same)\s+(?:year|month|week|day|time)\b|\s+(?:back\s+)?then\b`)
)

var (
	// personPronounRE: a pronoun of a third person, one man or woman.
	personPronounRE = lazyre.New(`\b(?:he|she|him|his|her|hers|himself|herself)\b`)
	// antecedentNounRE: a noun of a person a pronoun after it can stand for
	// ("my sister … her", "the artist … his").
	antecedentNounRE = lazyre.New(`\b(?:mum|mom|mother|mama|mummy|dad|father|papa|daddy|parent|sister|brother|sibling|wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|spouse|friend|boss|manager|colleague|co-?worker|son|daughter|child|kid|baby|grandma|grandmother|granny|grandpa|grandfather|grandparent|aunt|uncle|cousin|niece|nephew|doctor|dentist|teacher|neighbou?r|landlord|landlady|roommate|flatmate|housemate|man|woman|guy|girl|boy|lady|gentleman|person|someone|somebody|anyone|anybody|everyone|everybody|nobody|people|coach|therapist|trainer|artist|singer|musician|rapper|band|author|writer|actor|actress|director|host|sender|recipient|contact|client|customer|guest|student|pupil|dog|cat|pet)s?\b`)
)

// pronounUnread says so when the question speaks of a third person only
// by a pronoun ("where did he take me for dinner", "what did she email
// me about"): nothing before it names who is meant, so the answer is for
// anyone and must say so rather than pass for the answer about that
// person. A pronoun after a name, a possessive or a noun of a person
// ("Oma on her birthday", "my sister and her husband") stands for it; one
// written capitalised inside the question is a title ("Her").
func (p *parser) pronounUnread() {
	orig := p.t.orig
	low := strings.ToLower(orig)
	for _, m := range personPronounRE().FindAllStringIndex(low, -1) {
		if m[0] > 0 && fold.Capitalised(orig[m[0]:]) {
			continue
		}
		before := orig[:m[0]]
		if antecedentNounRE().MatchString(strings.ToLower(before)) || strings.Contains(before, "'s ") || strings.Contains(before, "’s ") || namedBefore(before) {
			return
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("who %q is is not said: this answers the question for anyone", orig[m[0]:m[1]]))
		return
	}
}

// othersRelativeRE: a person named by whose relative or friend they are
// ("Julien's girlfriend", "Karim’s sister"): group 1 the name, 2 the noun.
var othersRelativeRE = lazyre.New(`(\p{Lu}[\p{L}-]*)['’]s\s+(\p{L}+)`)

// othersRelativeUnread says so when the question names someone by their
// relation to another person ("what did Julien's girlfriend post"): the
// library knows who is who to the person whose library it is, not to
// their friends, so the answer is of what says the words, and must not
// pass for the answer about that one (it was Julien's posts, the
// girlfriend dropped unsaid).
func (p *parser) othersRelativeUnread() {
	if p.env == nil || p.env.Lexicon == nil {
		return
	}
	orig := p.t.orig
	for _, m := range othersRelativeRE().FindAllStringSubmatchIndex(orig, -1) {
		name, noun := orig[m[2]:m[3]], strings.ToLower(orig[m[4]:m[5]])
		if fold.NotName(strings.ToLower(name)) || m[2] == 0 && questionWordRE().MatchString(strings.ToLower(name)) {
			continue
		}
		if !slices.ContainsFunc(p.env.Lexicon.Parse(noun).Concepts, func(c *rlex.Concept) bool { return peopleConcept(c) || c.Kind == "work" }) {
			continue // "Julien's party", "Taylor Swift's songs"
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("who %q %s not known: your library knows who people are to you, not to %s; only what says the words was searched", orig[m[2]:m[5]], plural.Be(noun), name))
		return
	}
}

// namedWordsRE: a name as people write one, every word capitalised
// ("Ben", "Adrian Lange", "O'Brien").
var namedWordsRE = lazyre.New(`^\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)*$`)

// whoNamedUnread says so when the question asks who someone named is
// (whoIsNamedRE: "who is Ben?", "who's Théo to me?"): the library records
// what was done with people and what they wrote, not who they are to the
// person, so what names them is answered (the people met with Ben, Ben
// among them), which must not pass for who Ben is. Where whoIsNamed read
// the question as the records that name a person it knows, its own note
// says so.
func (p *parser) whoNamedUnread() {
	if p.whoIsRead {
		return
	}
	m := whoIsNamedRE().FindStringSubmatch(p.t.orig)
	if m == nil || !namedWordsRE().MatchString(m[1]) || fold.NotName(strings.ToLower(m[1])) || antecedentNounRE().MatchString(strings.ToLower(m[1])) {
		return // "who is Mum": what the word says
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("who %s is to you is not recorded: this answers with what names %s", m[1], m[1]))
}

// namedBefore reports whether words hold a name: a capitalised word that
// is not the first, not "I" and no word written capitalised that names
// no one ("Monday", "May").
func namedBefore(words string) bool {
	for i, w := range strings.Fields(words) {
		w = strings.Trim(w, ",.;:!?\"'()")
		if i == 0 || w == "" || w == "I" || !fold.Capitalised(w) || fold.NotName(strings.ToLower(w)) {
			continue
		}
		return true
	}
	return false
}
