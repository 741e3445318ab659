package rules

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/qa"
	"reqap/qa/qud/link"
	"reqap/qa/tree"
)

// Bounds said negated: "no more than 5 km", "not longer than an hour",
// "not over $50" are at most that; "no less than", "not fewer than",
// "not under" at least.
var (
	notAboveRE = lazyre.New(`(?i)\b(?:no|not)\s+(?:(?:more|longer|higher|further|farther|bigger|larger|greater|heavier|faster)\s+than|over|above)\b`)
	notBelowRE = lazyre.New(`(?i)\b(?:no|not)\s+(?:(?:less|fewer|shorter|lower|smaller|lighter|slower)\s+than|under|below)\b`)
)

// periodsLackingRE: periods said to have had none of something, last in
// the question ("how many days in February 2024 with no music at all",
// "which day in January had no music", "which weeks were without a
// run"): group 1 the question word and the periods with their window,
// group 2 what they lacked.
var periodsLackingRE = lazyre.New(`(?i)^(\s*(?:` + lackingAsked + `)\s+(?:(?:` + lackedPeriod + `)s?|days\s+of\s+the\s+week)\b.*?|\s*(?:(?:list|show\s+me|give\s+me|tell\s+me)\s+)?(?:` + lackingCount + `)?(?:(?:the|my|all|all\s+the|any)\s+)?(?:` + lackedPeriod + `)s\b.*?)\s+(?:(?:that|when|where)\s+)?(?:(?:were|was|had|have|has|with|having|went|passed|there\s+(?:was|were))\s+)?(?:no|without(?:\s+any)?)\s+(.+?)(?:\s+at\s+all)?\s*[?.!]*\s*$`)

// lackedPeriod: the periods said to lack something, in the singular;
// lackingAsked: a question word before them; lackingCount: their number
// asked as a noun ("number of days without a run"), which is how many.
const (
	lackedPeriod = `day|week|month|year|weekday`
	lackingAsked = `how\s+many|which|what`
	lackingCount = `(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\s+`
)

var (
	lackingAskedRE   = lazyre.New(`(?i)^\s*(?:` + lackingAsked + `)\s`)
	lackingCountRE   = lazyre.New(`(?i)^\s*` + lackingCount)
	lackingPeriodsRE = lazyre.New(`(?i)\b(?:` + lackedPeriod + `)s\b`)
)

// negations restates the constructions of negation that another wording
// says without one, so that the recognisers of that wording read them:
// a bound said negated ("runs of no more than 5 km": at most 5 km);
// periods that had none of something ("days in March with no music") as
// the periods I went without it.
func negations(s string) string {
	s = notAboveRE().ReplaceAllString(s, "at most")
	s = notBelowRE().ReplaceAllString(s, "at least")
	return periodsLacking(s)
}

// periodsLacking restates periods that had none of something ("days in
// March with no music") as the periods I went without it.
func periodsLacking(s string) string {
	if low := strings.ToLower(s); !strings.Contains(low, "no") && !strings.Contains(low, "without") {
		// run on every question: most say neither
		return s
	}
	if m := periodsLackingRE().FindStringSubmatch(s); m != nil && !clauseVerbRE().MatchString(m[1]) {
		lead := m[1]
		if n := lackingCountRE().FindString(lead); n != "" {
			lead = "how many " + lead[len(n):]
		}
		if !lackingAskedRE().MatchString(lead) {
			// "months in 2021 with no orders", "list the days without
			// music": a noun phrase of periods asks which they were
			lead = "which " + lackingPeriodsRE().FindString(lead) + lead[lackingPeriodsRE().FindStringIndex(lead)[1]:]
		}
		s = lead + " did I go without " + m[2] + "?"
	}
	return s
}

// clauseVerbRE: a clause of the question's own, with its subject and
// verb, before what the periods lacked ("which days did I run with no
// music"): the lack is no period's.
var clauseVerbRE = lazyre.New(`(?i)\b(?:did|do|does|have|had|has|was|were|am|is|are)\s+(?:i|we)\b`)

// negationCueRE: the words of English that negate or exclude ("not",
// "never", "no", "without", "except", "other than", "apart from",
// "besides", "excluding", "no longer", a verb with "n't", "non-"), and
// those that say something ceased ("stopped listening", "quit", "gave
// up", "any more").
var negationCueRE = lazyre.New(`\b(?:not|never|no|nor|without|except|excluding|besides|other\s+than|apart\s+from|aside\s+from|leav(?:e|ing)\s+out|(?:anything|everything|all)\s+but|non|\p{L}+n't|any\s?more|(?:stop|stops|stopped|quit|quitted|gave\s+up|give\s+up|given\s+up)(?:\s+\p{L}+ing)?)\b`)

// notValueRE: a negation right before a value of the library, with what
// may stand between ("orders not from Whole Foods", "songs that were
// not by Taylor Swift", "orders that were not paid with a Visa", "a
// device other than my Mac", "runs not in Leipzig", "orders that didn't
// come from Whole Foods", "anything but fruit"): the events without that
// value; so is a value had as none ("posts that have no photo", "notes
// with no image"). A clause's own negation ("did I not listen to X") is
// read before values are, by negationWords.
var notValueRE = lazyre.New(`\bnon[\s-]*$|\b(?:have|has|had|having|with)\s+no\s+$|\bwithout\s+(?:(?:the|my|a|an|any|our)\s+)?$|\b(?:anything|everything|anyone|everyone|all|any)\s+(?:\p{L}+\s+)?but\s+(?:(?:the|my|a|an|our)\s+)?$|\b(?:not|never|\p{L}+n't)\s+\p{L}+\s+(?:from|by|in|at|on|with|via|through)\s+(?:(?:the|my|a|an|any|our)\s+)?$|\b(?:not|never|\p{L}+n't|other\s+than|except(?:\s+for)?|apart\s+from|besides|excluding|aside\s+from)\s+(?:(?:those|the\s+ones?|ones)\s+)?(?:(?:be|been|being)\s+)?(?:(?:\p{L}{3,}ed|paid|made|sent|bought|sung|written|done|held|read|seen|given|taken|played|from)\s+)?(?:(?:from|by|in|at|on|with|to|of|for|via|through|as|using)\s+)?(?:(?:the|my|a|an|any|our)\s+)?$`)

// negationIdiomRE: phrases with a negating word that negate nothing
// asked ("not only", "whether or not", "yes or no", "no matter", "no
// more than" of a bound).
var negationIdiomRE = lazyre.New(`\b(?:not\s+only|not\s+just|whether\s+or\s+not|or\s+not|yes\s+or\s+no|no\s+matter|not\s+sure|no\s+idea|i\s+don't\s+know|don't\s+remember|can't\s+remember|doesn't\s+matter|never\s+mind)\b`)

// negationUnread says so in the answer when a word that negates or
// excludes was understood by no recogniser ("how many events were not
// confirmed", "which orders weren't paid with a Visa"): what is answered
// is then what the question asks without it, which must not pass for
// the answer to what was asked. Recognisers that read a negation consume
// its word; the words left are the ones not understood.
func (p *parser) negationUnread() {
	low := []byte(strings.Clone(string(p.t.low)))
	for _, m := range negationIdiomRE().FindAllIndex(newText(p.t.orig).low, -1) {
		for i := m[0]; i < m[1]; i++ {
			low[i] = used
		}
	}
	var cues []string
	for _, m := range negationCueRE().FindAllIndex(low, -1) {
		cue := p.t.original(m[0], m[1])
		if !strings.Contains(strings.ToLower(strings.Join(cues, " ")), strings.ToLower(cue)) {
			cues = append(cues, cue)
		}
	}
	if p.f.EachSide >= 0 && neitherNorRE().MatchString(strings.ToLower(p.said)) && !strings.Contains(string(p.t.low), "nor") {
		// "did I see neither X nor Y", read as "both X and Y"
		// (coordinations) and weighed as no two sides: whether both
		// were would answer the opposite
		cues = append(cues, "neither … nor")
	}
	if x := p.f.Exclude; x != "" && !excludeApplied(p.f) {
		// "how many workouts other than runs": no key to leave it out of
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("leaving out %q is not understood here: this answers the question with it", x))
	} else if k := excludedKey(p.f); x != "" && k != nil && p.noValueHolds(k, x) {
		// "what did I order apart from running gear": no product says
		// "running gear", so the FILTER left out none (the running
		// shoes were listed)
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("no %s recorded says %q: nothing was left out for it", k.Words, x))
	}
	// a clause read one level deep ("on days I didn't listen to Taylor
	// Swift") whose search still says the negation searched for it as
	// words: nothing found, or what did happen
	for _, n := range p.subTrees() {
		for _, q := range retrieveQueries(n) {
			for _, m := range negationCueRE().FindAllString(strings.ToLower(q), -1) {
				if !negationIdiomRE().MatchString(strings.ToLower(q)) && !slices.Contains(cues, m) {
					cues = append(cues, m)
				}
			}
		}
	}
	if len(cues) == 0 {
		return
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q (what is not so, or left out) is not understood: this answers the question without it", strings.Join(cues, `", "`)))
	for _, c := range cues {
		// a yes, a count or a date of the things without the negation
		// is no answer about them ("did Lena quit her job": yes, for
		// every record naming Lena), and says so beside itself, as of
		// a word not understood
		if !slices.Contains(p.f.Restricting, c) {
			p.f.Restricting = append(p.f.Restricting, c)
		}
	}
}

// thanUnreadRE: a comparison's "than" and what it compares with ("than
// on food"), as the text still holds it when no recogniser read it (its
// comparative may have been: "how much more").
var thanUnreadRE = lazyre.New(`\bthan\b[^|?]*`)

// thanExtremeRE: a comparison with the extreme of something else ("longer
// than my longest ride", "faster than my fastest run").
var thanExtremeRE = lazyre.New(`\bthan\s+(?:my|the|our)\s+(?:\p{L}{3,}est|best|worst)\b[^?]*`)

// howManyAskedRE: a number asked ("how many", "how much").
var howManyAskedRE = lazyre.New(`(?i)^\s*how\s+(?:many|much)\b`)

// thanUnread says so when a comparison of two things was read by no
// recogniser ("how much more did I spend on Amazon than on food": the
// food alone was summed): what is answered is one side of it, which must
// not pass for the difference or the choice asked.
func (p *parser) thanUnread() {
	if p.f.Form == FormCompare {
		if m := thanExtremeRE().FindStringIndex(strings.ToLower(p.f.Question)); m != nil && howManyAskedRE().MatchString(p.f.Question) && p.f.Diff == 0 && p.f.Whether == 0 {
			// "how many runs were longer than my longest ride": each
			// weighed against another's extreme, which no side is;
			// which of the two there is more of was answered
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("the comparison %q is not understood: this answers which of the two there is more of, not how many", p.f.Question[m[0]:m[1]]))
		}
		return
	}
	if m := thanUnreadRE().FindIndex(p.t.low); m != nil {
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("the comparison %q is not understood: this answers for what the question names, not the comparison", p.t.original(m[0], m[1])))
		return
	}
	said := strings.ToLower(p.f.Question)
	if !p.yesno && !whoOfTwoRE().MatchString(said) {
		return
	}
	// "did I see my mum or my dad more often", "did I send or receive
	// more emails": which of two was more, weighed by no recogniser,
	// was answered "yes" for having done either; "who did I email more,
	// my mum or my boss" listed whoever was emailed
	if m := orMoreRE().FindStringIndex(said); m != nil && !thanRE().MatchString(said[m[0]:m[1]]) {
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("the comparison %q is not understood: this answers for what the question names, not which was more", p.f.Question[m[0]:m[1]]))
	}
}

// whoOfTwoRE: a question of who or which, the two it is asked of said
// after a comma ("who did I email more, my mum or my boss").
var whoOfTwoRE = lazyre.New(`^\s*(?:who|whom|which|what)\b[^,|?]*,[^,|?]*\bor\b`)

// orMoreRE: two things weighed by "or" and a comparative, either way
// round ("mum or my dad more often", "more lunches or dinners", "send
// or receive more"); not a bound ("more than 3 books or games").
var orMoreRE = lazyre.New(`\b(?:more|less|fewer)\b(?:\s+often)?[^|?]*?\bor\b[^|?]*|[^\s|?]+\s+or\b[^|?]*?\b(?:more|less|fewer)\b(?:\s+often)?`)

// lackedFieldRE: a field the events lack, said right before its word
// ("events with no location", "workouts that had no heart rate", "mails
// without a subject", "notes lacking a title", "orders missing a
// shipment date").
var lackedFieldRE = lazyre.New(`\b(?:(?:had|has|have|having|with|were|was|are|is)\s+)?(?:no|without(?:\s+(?:an?|any))?|(?:lacking|missing|lacked|lack|lacks|(?:did|do|does)(?:\s+not|n't)\s+(?:have|contain|include|record|show|list|give))(?:\s+(?:an?|any))?)[\s|]+(?:(?:the|its|their)\s+)?$`)

// lackedFields reads a field of the question's sources that the events
// are said to lack as the condition that they have no value of it
// ("which calendar events had no location": location is empty; "how
// many workouts had no heart rate": none of the heart-rate fields the
// word names is recorded). A field of lists is listFields'; of yes or
// no, boolFields'. A field of numbers is read before the measures are
// (which would take "heart rate" for what is asked), any other once the
// activity's sources are known.
func (p *parser) lackedFields(numbers bool) {
	about, ok := p.fieldSources()
	if !ok || p.dayWithout {
		return
	}
	for _, s := range p.lk.fields {
		if p.taken(s) || p.rankedBy(s) {
			continue
		}
		a, b := p.spanBytes(s)
		m := lackedFieldRE().FindIndex(p.t.low[:a])
		had := false
		if m == nil {
			// "which notes have a colour", "events with a location":
			// the field held, of any value
			if m = hadFieldRE().FindIndex(p.t.low[:a]); m == nil || !p.fieldEndsPhrase(b) {
				continue
			}
			had = true
		}
		var conds []string
		var needs []attrSpec
		add := func(field, kind string) {
			if slices.ContainsFunc(needs, func(n attrSpec) bool { return n.Name == field }) {
				return
			}
			empty, held := field+" == nil", field+" != nil"
			var typ qa.AttrType
			switch kind {
			case "text":
				empty, held, typ = fmt.Sprintf(`(%s ?? "") == ""`, field), fmt.Sprintf(`(%s ?? "") != ""`, field), qa.TypeText
			case "number":
				typ = qa.TypeNumber
			case "time":
				typ = qa.TypeDateTime
			default:
				return
			}
			if had {
				conds = append(conds, held)
			} else {
				conds = append(conds, empty)
			}
			needs = append(needs, attrSpec{Name: field, Type: typ})
		}
		for _, r := range s.Refs {
			src := p.env.Catalog().Source(r.Source)
			if !tree.IsName(r.Field) || r.Value != "" || src == nil {
				continue
			}
			fl := src.Field(r.Field)
			if fl == nil || fl.Kind == "bool" || fl.Kind == "list" || (fl.Kind == "number") != numbers {
				continue
			}
			// the fields of the question's sources that record the same
			// thing ("heart rate": heart_rate_bpm, avg_heart_rate_bpm,
			// max_heart_rate_bpm)
			base := "_" + unitless(r.Field) + "_"
			for _, cs := range p.env.Catalog().Sources {
				if len(about) > 0 && !slices.Contains(about, cs.Name) {
					continue
				}
				for _, of := range cs.Fields {
					if of.Key == r.Field || of.Kind == "number" && fl.Kind == "number" && strings.Contains("_"+of.Key+"_", base) && tree.IsName(of.Key) {
						if p.filledElsewhere(cs.Name, of.Key) {
							continue
						}
						add(of.Key, of.Kind)
					}
				}
			}
		}
		if len(conds) == 0 {
			continue
		}
		p.t.consume(m[0], b)
		for _, n := range needs {
			p.lacked = append(p.lacked, n.Name)
		}
		join := " && "
		if had {
			join = " || " // any of the fields that record the thing
		}
		p.f.Content = append(p.f.Content, Cond{Expr: strings.Join(conds, join), Words: p.t.original(m[0], b), Needs: needs})
	}
}

// hadFieldRE: a field the events have, of any value, said right before
// its word ("notes that have a colour", "events with a location",
// "workouts having a heart rate").
var hadFieldRE = lazyre.New(`\b(?:had|has|have|having|with)\s+(?:(?:an?|any|some)\s+)?$`)

// fieldEndsPhrase reports whether the field's word at byte b ends what
// the question says of it: "which notes have a colour?", not "notes with
// the title good place" (a value follows) nor "with a heart rate over 150".
func (p *parser) fieldEndsPhrase(b int) bool {
	return hadFieldEndRE().Match(p.t.low[b:])
}

// hadFieldEndRE: the rest of a question after a field said held: its end,
// or a clause or time that says nothing more of the field.
var hadFieldEndRE = lazyre.New(`^\s*(?:[?.!]|$|(?:in|on|during|from|since|last|this|at|and|or|,)\b)`)

// unitless is a field's name without the unit it ends in ("heart_rate"
// of "heart_rate_bpm").
func unitless(field string) string {
	if u, _ := qa.UnitOf(field); u != "" {
		if i := strings.LastIndexByte(field, '_'); i > 0 {
			if u2, _ := qa.UnitOf(field[:i]); u2 != u {
				return field[:i]
			}
		}
	}
	return field
}

// lackedListed lists the events themselves where the question asks which
// of them lack the field they would be listed by ("which notes have no
// title", "which emails have no subject"): a list of their titles would
// be empty.
func (p *parser) lackedListed() {
	if f := p.f; f.Form == FormList && f.Val != nil && slices.Contains(p.lacked, f.Val.Attr) && f.GroupTimes == "" && !f.FirstSeen {
		f.Val = nil
	}
}

// filledElsewhere reports whether EXTRACT fills the attribute field of an
// item of src that lacks the field from elsewhere: a text's (a note's, a
// mail's, a post's) title is its summary when it has none, so no item
// would be found to lack it.
func (p *parser) filledElsewhere(src, field string) bool {
	switch ingest.KindOf(src) {
	case ingest.SocialMedia, ingest.Mail, ingest.Note, ingest.Chat:
	default:
		return false
	}
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	r, ok := p.env.Lexicon.Attr(field)
	return ok && slices.ContainsFunc(r.Sources, func(s string) bool { return s != field })
}

// fieldEqRE: a field compared with a text, or a text looked for in a
// list field, in a condition ("type == \"reply\"", "\"x\" in tags").
var (
	fieldEqRE     = lazyre.New(`(^|[\s(!&|])([a-z_][a-z0-9_]*) == "`)
	fieldInListRE = lazyre.New(`(^|[\s(!&|])([a-z_][a-z0-9_]*) in \[`)
	fieldInRE     = lazyre.New(`" in ([a-z_][a-z0-9_]*)\b`)
	fieldAnyRE    = lazyre.New(`(^|[\s(!&|])(any|all|none)\(([a-z_][a-z0-9_]*),`)
)

// nilSafe makes a condition on a value true or false of the events that
// lack its field, rather than leaving them out: what is not from Whole
// Foods includes the items no seller is recorded for, what is not a
// reply the mails no type is; what was done without Lena includes what
// no one is recorded to have joined.
func nilSafe(cond string) string {
	cond = fieldAnyRE().ReplaceAllString(cond, `$1$2(($3 ?? []),`)
	cond = fieldEqRE().ReplaceAllString(cond, `$1($2 ?? "") == "`)
	cond = fieldInListRE().ReplaceAllString(cond, `$1($2 ?? "") in [`)
	return fieldInRE().ReplaceAllString(cond, `" in ($1 ?? [])`)
}

// butNotRE: a second time said to be without what the first had ("in
// 2023 but not in 2024", "in January and not in February", "last year
// but never this year", "in January that I hadn't played in December").
var butNotRE = lazyre.New(`\b(?:that|which|who|whom)\s+(?:i|we)\s+(?:had\s+not|hadn't|did\s+not|didn't|have\s+not|haven't|never)(?:\s+(?:already|yet|ever))?(?:\s+\p{L}+(?:\s+to)?)?[\s|]|\b(?:but|and|yet)\s+(?:not|never|no\s+longer|did\s+not|didn't|have\s+not|haven't)(?:\s+(?:any\s*more|again))?(?:[\s|]+(?:listen|play|watch|do|buy|order|see|hear|go|run)(?:\s+to)?)?[\s|]`)

// butNotWords reads "but not" before a second window and consumes it;
// butNotForm decides what it keeps.
func (p *parser) butNotWords() {
	if m := p.t.find(butNotRE()); m != nil && len(windows(p.f.Temporal)) == 2 {
		p.butNot = true
		p.t.consume(m[0], m[1])
		return
	}
	// "which artist did I not listen to in 2022 but did in 2021": the
	// window lacked said first, the one had after "but did"
	if m := p.t.find(notButDidRE()); m != nil && len(windows(p.f.Temporal)) == 2 {
		p.butNot, p.lackedFirst = true, true
		p.t.consume(m[2], m[3])
		p.t.consume(m[4], m[5])
	}
}

// notButDidRE: a doing denied of a first time and said of a second ("did
// I not listen to in 2022 but did in 2021", "didn't watch last year but
// did this year"): the denial (group 1) and the "but did" (group 2).
var notButDidRE = lazyre.New(`\b(not|never|didn't|haven't|hadn't)\b(?:[\s|]+(?:at[\s|]+all|listen|play|watch|do|buy|order|see|hear|go|run|to|any\s*more))*[^?,;]*?\b(but[\s|]+(?:i[\s|]+)?(?:did|have|had|was|were)(?:[\s|]+(?:listen|play|watch|do|buy|order|see|hear|go|run)(?:[\s|]+to)?)?)[\s|]`)

// groupDates is a condition on an event's date written for each event
// of a group ("year(start_date) == 2023" as "year(.start_date) == 2023").
func groupDates(expr string) string {
	return eventDateRE().ReplaceAllString(expr, ".$1")
}

// eventDateRE: an event's own date or time in a condition.
var eventDateRE = lazyre.New(`\b(start_date|start_datetime|start_time|end_date|end_datetime|end_time)\b`)

// thingsAsked makes a count of things one of the distinct things (by
// their name key), and reports whether the question asks which things
// or how many: the forms that a condition on each thing's times ("but
// not in 2024", "both in 2021 and 2022", "only in 2023") is understood of.
func (p *parser) thingsAsked() bool {
	f := p.f
	if f.Form == FormCount {
		if k := p.nameKey(); k != nil && len(f.Joins) == 0 {
			f.Form, f.Group = FormDistinct, k
		}
	}
	return (f.Form == FormDistinct && f.Group != nil || f.Form == FormList && f.Val != nil && f.GroupTimes == "") && !f.FirstSeen
}

// butNotForm keeps, of the things asked for, those with an event in the
// first window and none in the second ("which artists did I listen to in
// 2023 but not in 2024", "how many …"): the window said after "but not"
// is the one they lack. Of any other form it says it was not understood.
func (p *parser) butNotForm() {
	f := p.f
	if !p.butNot {
		return
	}
	ws := windows(f.Temporal)
	if len(ws) != 2 {
		return
	}
	if !p.thingsAsked() {
		p.onlyOfThings(`"but not" in a second time`, "both times")
		return
	}
	// the window said last is the one lacked (said first, with "not …
	// but did")
	low := strings.ToLower(f.Question)
	b := f.Temporal[ws[1]]
	if a := f.Temporal[ws[0]]; (strings.LastIndex(low, strings.ToLower(a.Words)) > strings.LastIndex(low, strings.ToLower(b.Words))) != p.lackedFirst {
		b = a
	}
	f.NotIn = []Cond{b}
	f.Temporal = slices.DeleteFunc(slices.Clone(f.Temporal), func(c Cond) bool { return c.Expr == b.Expr && c.Words == b.Words })
}

// onlyOfThings notes that a condition on each thing's times (said) is
// understood only where things are asked (thingsAsked), and what was
// answered instead.
func (p *parser) onlyOfThings(said, answered string) {
	p.f.Notes = append(p.f.Notes, said+" is understood only of which things or how many: answered for "+answered)
}

// bothForm keeps, of the things asked for, those with an event in each
// of the times said with "both" ("which series did I watch both in 2021
// and in 2022": each series seen in the two years, not in either). Of
// any other form it says the "both" was not understood.
func (p *parser) bothForm() {
	f := p.f
	if len(p.bothIn) < 2 {
		return
	}
	if !p.thingsAsked() || len(f.NotIn) > 0 {
		p.onlyOfThings(`"both" of two times`, "either time")
		return
	}
	f.AllIn = p.bothIn
}

// onlyWordRE: "only" right before what is read already, the time it
// says is the one.
var onlyWordRE = lazyre.New(`\bonly[\s|]*\|`)

// onlyThenWords reads "only" said right before the question's one window
// of dates ("which songs did I listen to only in 2023") and consumes it;
// onlyThenForm decides what it keeps. Left, it was searched for as a
// word, and the songs of 2023 were answered, heard other years or not.
func (p *parser) onlyThenWords() {
	ws := windows(p.f.Temporal)
	if len(ws) != 1 || p.butNot || len(p.bothIn) > 0 {
		return
	}
	low := strings.ToLower(p.f.Question)
	if !strings.Contains(low, "only "+strings.ToLower(p.f.Temporal[ws[0]].Words)) {
		return
	}
	if m := p.t.find(onlyWordRE()); m != nil {
		p.t.consume(m[0], m[0]+len("only"))
		p.onlyThen = true
	}
}

// onlyThenForm keeps, of the things asked for, those with events in the
// question's window and none at any other time ("which songs did I
// listen to only in 2023"), as "in 2023 but not in 2024" keeps those
// lacking the second. Asked whether ("did I run only in March"), it says
// the "only" was not understood.
func (p *parser) onlyThenForm() {
	f := p.f
	if !p.onlyThen {
		return
	}
	ws := windows(f.Temporal)
	if len(ws) != 1 {
		return
	}
	if !p.thingsAsked() || len(f.NotIn) > 0 {
		if f.Form != FormYesNo {
			// "how many runs did I do only in March": the runs then,
			// which are none of another time's
			return
		}
		w := f.Temporal[ws[0]].Words
		p.onlyOfThings(fmt.Sprintf("%q", "only "+w), w+", whatever other times hold")
		return
	}
	f.NotIn = []Cond{{Expr: "!(" + f.Temporal[ws[0]].Expr + ")", Words: "at other times"}}
}

// activityApart is the activity the question names outside what it
// excludes, where that differs from the one its excluded words name
// ("apart from running, what sport did I do most": sports, all but
// running; not the runs), or nil.
func (p *parser) activityApart() *activity {
	low := strings.ToLower(p.f.Question)
	for _, re := range []*regexp.Regexp{exceptWhatRE(), notActivityRE()} {
		m := re.FindStringSubmatchIndex(low)
		if m == nil {
			continue
		}
		masked := low[:m[2]] + strings.Repeat(" ", m[3]-m[2]) + low[m[3]:]
		a := p.activityOf(masked)
		ex := p.activityOf(low[m[2]:m[3]])
		if (a == nil || a == ex) && ex != nil && ex.Sport && re == exceptWhatRE() && doneMostRE().MatchString(masked) {
			// "apart from running, what did I do most", "other than
			// swimming, which activity did I do most often": a sport
			// left out of what was done most, no other doing named, is
			// left out of the sports, the workouts of every kind
			a = p.lx.act.byID["workout"]
			if k := p.t.find(kindDoneRE()); k != nil && k[2] >= 0 {
				p.t.consume(k[2], k[3]) // "which activity": the workouts', said
			}
		}
		if a == nil || ex == nil && re != exceptWhatRE() || a == ex {
			continue
		}
		if ex != nil {
			p.activityLeftOut(a, ex, re)
		}
		return a
	}
	return nil
}

// doneWhat: what was done asked, by the doing itself or by the word of a
// kind of doing (group 1: "which activity did I do", "what did I do");
// doneMostRE that asked as what was done most ("what did I do most",
// "which activity did I do most often", "what did I do the most of");
// kindDoneRE the words of it, whose kind the recogniser consumes.
const doneWhat = `(?:what|which)(?:\s+((?:kind\s+of\s+)?(?:activity|activities|exercise|sport)))?\s+(?:did|do|have)\s+(?:i|we)\s+(?:do|done)`

var (
	doneMostRE = lazyre.New(`(?:^|,)\s*` + doneWhat + `\s+(?:the\s+)?most\b`)
	kindDoneRE = lazyre.New(`\b` + doneWhat + `\b`)
)

// notActivityRE: things said not to be of an activity ("workouts that
// were not runs", "which of my workouts weren't rides"); group 1 its
// word.
var notActivityRE = lazyre.New(`\b(?:were|was|are|is)(?:\s+not|n't)\s+(?:an?\s+)?(\p{L}+)\b`)

// activityLeftOut leaves the records of ex out of those of a, where a
// field of a's sources names ex among its values ("workouts other than
// runs": workout_type is not "running"), and takes the words that said
// so.
func (p *parser) activityLeftOut(a, ex *activity, said *regexp.Regexp) {
	if p.env.Catalog() == nil {
		return
	}
	if ex.Sport && !a.Sport && slices.Contains(a.Sources, ingest.Workout) {
		// "workouts except football": whatever sport each was, as
		// EXTRACT reads it of a workout record's type and of a calendar
		// session's words alike; a value of one field ("Football
		// training" of the calendar's titles) had left out only the
		// sessions called so, not the matches
		if m := p.t.find(said); m != nil {
			p.t.consume(m[0], m[3])
			p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf(`!((%s ?? "") == %s)`, sportAttr, quote(ex.ID)), Words: "except " + ex.Subject, Needs: []attrSpec{{Name: sportAttr, Type: qa.TypeText}}})
		}
		return
	}
	names := append([]string{ex.ID}, ex.Triggers...)
	for _, src := range p.env.Catalog().Sources {
		if !slices.Contains(a.Sources, src.Name) {
			continue
		}
		for _, fl := range src.Fields {
			if fl.Kind != "text" || !tree.IsName(fl.Key) {
				continue
			}
			for _, v := range fl.Values {
				if !slices.Contains(names, strings.ToLower(v.Text)) {
					continue
				}
				m := p.t.find(said)
				if m == nil {
					return
				}
				p.t.consume(m[0], m[3])
				p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf(`!((%s ?? "") == %s)`, fl.Key, quote(v.Text)), Words: "except " + v.Text, Needs: []attrSpec{{Name: fl.Key, Type: qa.TypeText}}})
				return
			}
		}
	}
}

// sportAttr is the attribute that holds the sport of a workout or a
// session (attributes.tsv: a record's type, else its words' sport).
const sportAttr = "workout_type"

// exclusionWordRE: a word that leaves out what follows it ("from someone
// other than Mark": no one's name, but everyone's except Mark's, which
// the value's own reading excludes).
var exclusionWordRE = lazyre.New(`\b(?:other\s+than|except|apart\s+from|aside\s+from|besides|excluding|not)\b`)

// excludedTooRE: what stands between a value left out and the next one
// that is left out with it ("apart from Taylor Swift and Mac Miller",
// "excluding A, B or C").
var excludedTooRE = lazyre.New(`^[\s,]*(?:and|or|nor|,)\s*$`)

// questionFrameRE: the auxiliary and the subject a yes/no question opens
// with, negated or not ("Didn't I", "Did we not", "Have you").
var questionFrameRE = lazyre.New(`^[\s|]*(?:did|do|does|have|has|had|was|were|is|are|am|can|could|will|would|should)(?:n't|\s+not)?\s+(?:i|we|you)\b`)

// inQuestionFrame reports whether a span lies within the words a yes/no
// question opens with, which name nothing of the library however a
// title is written ("Didn't I listen to Radiohead": no song "Didn't I").
func (p *parser) inQuestionFrame(s link.Span) bool {
	m := p.t.find(questionFrameRE())
	if m == nil {
		return false
	}
	_, b := p.spanBytes(s)
	return b <= m[1]
}

// fieldSaidBefore keeps, of the fields a value is found in, the one the
// question names right before it ("sellers other than Amazon.com": the
// seller, not the website every order was made on; "the artist Taylor
// Swift").
func (p *parser) fieldSaidBefore(s link.Span) link.Span {
	for _, f := range p.lk.fields {
		if f.To > s.From || s.From-f.To > 3 {
			continue
		}
		var refs []link.Ref
		for _, r := range s.Refs {
			if slices.ContainsFunc(f.Refs, func(fr link.Ref) bool { return fr.Source == r.Source && fr.Field == r.Field }) {
				refs = append(refs, r)
			}
		}
		if len(refs) > 0 && len(refs) < len(s.Refs) {
			s.Refs = refs
		}
	}
	return s
}

// excludeApplied reports whether the tree leaves out the frame's Exclude:
// of the values of a key it groups or lists by (build's exclude).
func excludeApplied(f *Frame) bool {
	switch f.Form {
	case FormBest:
		return f.Within == nil && f.Group != nil
	case FormTable:
		return f.Group != nil
	case FormList:
		return f.Val != nil && f.GroupTimes == "" && !f.FirstSeen && len(f.NotIn) == 0 && len(f.AllIn) == 0 && f.BothDays == ""
	case FormAvg:
		return f.PerGroup != nil
	}
	return false
}

// excludedKey is the key whose values the tree leaves the frame's
// Exclude out of (excludeApplied), or nil.
func excludedKey(f *Frame) *Key {
	if !excludeApplied(f) {
		return nil
	}
	switch f.Form {
	case FormBest, FormTable:
		return f.Group
	case FormList:
		return f.Val
	case FormAvg:
		return f.PerGroup
	}
	return nil
}

// noValueHolds reports whether the library lists every value of the
// key's field and none holds x: leaving out what holds x leaves out
// nothing.
func (p *parser) noValueHolds(k *Key, x string) bool {
	cat := p.env.Catalog()
	if cat == nil {
		return false
	}
	x = strings.ToLower(x)
	seen := false
	for _, s := range cat.Sources {
		for _, name := range slices.Compact([]string{k.ID, k.Attr}) {
			f := s.Field(name)
			if f == nil {
				continue
			}
			if !f.Names || len(f.Values) < f.Distinct {
				return false // values not all listed: one may hold it
			}
			seen = true
			for _, v := range f.Values {
				if strings.Contains(strings.ToLower(v.Text), x) {
					return false
				}
			}
		}
	}
	return seen
}

// leavesOutRE: words that begin by leaving something out ("apart from
// the quiet ones" after "play"), which no unquoted title is read as.
var leavesOutRE = lazyre.New(`^(?:apart\s+from|aside\s+from|other\s+than|except|excluding|besides|not|without)\b`)

// subTrees are the trees of the question's clauses read apart: the
// happenings its conditions refer to and the other sides of its joins.
func (p *parser) subTrees() []*tree.Node {
	var out []*tree.Node
	for _, cs := range [][]Cond{p.f.Temporal, p.f.Content} {
		for _, c := range cs {
			for _, n := range c.Refs {
				out = append(out, n)
			}
		}
	}
	for _, j := range p.f.Joins {
		if j.Right != nil {
			out = append(out, j.Right)
		}
	}
	return out
}

// retrieveQueries are the queries of the RETRIEVEs of a tree.
func retrieveQueries(n *tree.Node) []string {
	if n == nil {
		return nil
	}
	var out []string
	if n.Op == tree.RETRIEVE {
		out = append(out, n.Args.Query)
	}
	for _, c := range n.Inputs {
		out = append(out, retrieveQueries(c)...)
	}
	for _, c := range n.Refs {
		out = append(out, retrieveQueries(c)...)
	}
	return out
}

// leastPeriods reads the month or the weekday of the least of something,
// ranked by how many or how much, as one of the window's with none where
// there are such ("which month of 2022 did I run the least", four months
// without a run: those, not the month with one run). Within the time
// the records span, as periods without are looked for: a month before
// the first record is not known to have had none.
func (p *parser) leastPeriods() {
	f := p.f
	if f.Form != FormBest || !f.Least || f.GroupAvg || f.Within != nil || f.IsBest != nil || f.Amount || f.Group == nil || f.K > 1 {
		return
	}
	if f.Group.ID != "month" && f.Group.ID != "weekday" {
		return
	}
	if w, ok := oneWindow(f.Temporal); !(ok && w.From != "" || len(f.Temporal) == 0) {
		return
	}
	f.LeastEmpty, f.Without = true, f.Group.ID
	f.Recorded = p.recordedSpan()
	// the answer is then a list of periods with nothing in them, which
	// reads as ranked ones unless said ("January 2023, February 2023")
	f.Notes = append(f.Notes, fmt.Sprintf("a %s with none at all is the least: where there are such, they are the answer", f.Group.Words))
}

// hypotheticalRE: a supposition contrary to what happened, the mood of
// English conditionals: "if I had (not) …", "if I hadn't …", "what if",
// "would I have …", "I would have …", "I'd have …".
var hypotheticalRE = lazyre.New(`\bif\s+(?:i|we)\s+(?:had|hadn['’]?t|['’]d)\b|\bwhat\s+if\b|\bwould\s+(?:i|we|it|that)\s+have\b|\b(?:i|we)\s+would\s+(?:not\s+|never\s+)?have\b|\b(?:i|we)['’]d\s+have\b|\bwould\s+have\s+been\b`)

// adviceRE: advice asked, the modal before its subject ("what should I
// buy Elif", "should I run more", "where ought we to eat"); "I should"
// said is a thing written, which the library may hold.
var adviceRE = lazyre.New(`\b(?:should|ought)\s+(?:i|we)\b`)

// hypotheticalUnread says so of a question of what would have been had
// things gone otherwise ("how much would I have saved without my Amazon
// orders", "if I had run twice as often, how far would I have run"): the
// library records what happened, and what is answered is that, which
// must not pass for the supposition worked out. Advice asked ("what
// should I buy Elif") is recorded no more than a supposition is.
func (p *parser) hypotheticalUnread() {
	if m := adviceRE().FindStringIndex(strings.ToLower(p.said)); m != nil {
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("what you should do (%q) is advice, which your library does not record: this answers with what was done", strings.TrimSpace(p.said[m[0]:m[1]])))
		return
	}
	m := hypotheticalRE().FindStringIndex(strings.ToLower(p.said))
	if m == nil {
		if m = conditional(strings.ToLower(p.said)); m != nil {
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("what would be (%q) is not worked out: the library records what happened, and this answers with that", strings.TrimSpace(p.said[m[0]:m[1]])))
		}
		return
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("what would have been (%q) is not worked out: the library records what happened, and this answers with that", strings.TrimSpace(p.said[m[0]:m[1]])))
}

// bingeWatchRE: watching many episodes in one go, the verb ("binge-watch",
// "binged").
var bingeWatchRE = lazyre.New(`\bbinge(?:d|s|ing)?(?:[\s-]*watch(?:ed|es|ing)?)?\b`)

// bingeUnread says that binge-watching is read as watching: the words
// name the series watched ("which series did I binge-watch"), and which
// were watched many episodes at a time is not worked out, which the
// answer, every series watched, must not pass for. A binge ranked by its
// size is the day of the most watched (bingeRE), which is worked out.
func (p *parser) bingeUnread() {
	low := strings.ToLower(p.said)
	if bingeRE().MatchString(low) || strings.Contains(low, "binge day") {
		return
	}
	if m := bingeWatchRE().FindStringIndex(low); m != nil {
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as watched: which were watched many at a time is not worked out", strings.TrimSpace(p.said[m[0]:m[1]])))
	}
}

// ifClauseRE: a condition the asker supposes ("if I keep running at this
// pace", "if I walked every day"); modalVerbRE the verb of what would follow
// from it; atThisRateRE a projection said without "if" ("at this rate").
var (
	ifClauseRE   = lazyre.New(`\bif\s+(?:i|we)\s+[^,?]+`)
	modalVerbRE  = lazyre.New(`\b(?:will|would|['’]ll|['’]d)\b|\bgoing\s+to\b`)
	atThisRateRE = lazyre.New(`\bat\s+(?:this|that|the\s+same|my\s+current)\s+(?:rate|pace)\b`)
)

// conditional returns the words of a supposition of what is or will be,
// the open and the unreal conditionals ("if I keep running at this pace,
// how far will I run", "what would my step count be if I walked every
// day", "at this rate"): a clause with "if" and a modal verb outside it.
func conditional(low string) []int {
	if m := ifClauseRE().FindStringIndex(low); m != nil && modalVerbRE().MatchString(low[:m[0]]+" "+low[m[1]:]) {
		return m
	}
	return atThisRateRE().FindStringIndex(low)
}
