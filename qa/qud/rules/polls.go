package rules

import (
	"cmp"
	"fmt"
	"strings"

	"reqap/internal/lazyre"
	"reqap/qa"
)

// voteRE: votes said of a poll ("what did people vote for", "how many
// votes did Option B get", "the poll results"); voteForRE the option
// voted for, named after "for" (group 1).
var (
	voteRE    = lazyre.New(`(?i)\b(?:vot(?:e|es|ed|ing)|voters?|poll\s+results?|results?\s+of\s+the\s+polls?)\b`)
	voteForRE = lazyre.New(`(?i)\b(?:vot(?:e|es|ed|ing)|voters?)\s+(?:for|on)\s+(?:the\s+)?(\S.*?)\s*[?.!]*$|\bvotes?\s+(?:did|does|do|has|had)\s+(?:the\s+)?(\S.*?)\s+(?:get|got|receive|received|have|win|won)\b`)
)

// voteForAnyRE: what is voted for said of no option ("what did people
// vote for": "what"; "vote for in the poll").
var voteForAnyRE = lazyre.New(`^(?:what|which|whom?|in\b.*|on\b.*)$`)

// pollVotes reads votes asked of, where the library keeps chat polls with
// their options and how many voted for each (WhatsApp's "Option B (2
// votes)"), as the polls' options with their counts: "what did people
// vote for" had been the tweets tagged #vote, "how many votes did
// Option B get" the polls it won (1). Who voted is not recorded, and the
// answer says so rather than naming the poll's participants.
func (p *parser) pollVotes() {
	f := p.f
	if !voteRE().MatchString(f.Question) || !p.recordsField("poll_options", "list") {
		return
	}
	named := ""
	if m := voteForRE().FindStringSubmatch(f.Question); m != nil {
		named = m[1] + m[2]
	}
	p.pollsAsked = true
	f.act, f.Activity = nil, ""
	f.Content = []Cond{{Expr: `message_type == "poll"`, Words: "", Needs: []attrSpec{{Name: "message_type", Type: qa.TypeText}}, Kind: true}}
	options := "(poll_options ?? [])"
	if opt := strings.ToLower(strings.TrimSpace(named)); opt != "" && !voteForAnyRE().MatchString(opt) {
		// the option named, as the poll writes it before its count
		pick := fmt.Sprintf("{lower(#) startsWith %q}", opt)
		f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("any(poll_options ?? [], %s)", pick), Words: named, Needs: []attrSpec{{Name: "poll_options", Type: qa.TypeList}}})
		options = fmt.Sprintf("filter(poll_options ?? [], %s)", pick)
	}
	f.Form, f.Group, f.Measure = FormList, nil, nil
	f.Val = &Quantity{Attr: "votes", Extract: &attrSpec{Name: "poll_options", Type: qa.TypeList},
		Map:   fmt.Sprintf(`(text ?? "poll") + ": " + join(%s, ", ")`, options),
		Words: "the votes of each option", Needs: []attrSpec{{Name: "text", Type: qa.TypeText}}}
	if p.askedWho {
		f.Notes = append(f.Notes, "who voted is not recorded: the poll keeps only how many votes each option got, given here")
	}
	// the words are all read: the polls are the records, none searched for
	p.t.consume(0, len(p.t.low))
}

// remindedRE: being reminded of an entry, said with the verb ("do I get
// reminded before the Day Long Event", "will the standup remind me",
// "am I reminded about the dentist"), with the preposition that says of
// what.
var remindedRE = lazyre.New(`(?i)\b(?:(?:get|gets|got|be|am|is|are|was|were|been)\s+(?:(?:i|we)\s+)?reminded|remind(?:s|ed)?\s+(?:me|us))(?:\s+(?:before|about|of|for|ahead\s+of))?\b`)

// remindedAsked reads whether I am reminded of something as whether its
// entries hold an alarm, where the calendar keeps them (reminder): "before
// the Day Long Event" is when the alarm goes off, no happening before it
// ("no" had been answered, nothing found before it).
func (p *parser) remindedAsked() {
	if !p.yesno || !p.recordsField("reminder", "list") {
		return
	}
	m := p.t.find(remindedRE())
	if m == nil {
		return
	}
	p.f.Content = append(p.f.Content, Cond{Expr: "len(reminder ?? []) > 0", Words: p.t.original(m[0], m[1]), Needs: []attrSpec{{Name: "reminder", Type: qa.TypeList}}})
	p.t.consume(m[0], m[1])
}

// reminderTimeRE: when an entry's alarm goes off, asked of the alarm
// ("when does the standup reminder go off", "when is the reminder for
// the standup") or of being reminded ("how long before the standup am I
// reminded"); group 1 or 2 or 3 the entry, the last group the end marks.
var reminderTimeRE = lazyre.New(`(?i)^\s*(?:(?:when|at\s+what\s+time|what\s+time)\s+(?:does|do|did|will|would)\s+(?:the\s+|my\s+)?(.+?)(?:['’]s)?\s+(?:reminder|alarm|alert|notification)s?\s+(?:go\s+off|ring|sound|fire|pop\s+up|come\s+up|appear|show\s+up|trigger)|(?:when|at\s+what\s+time|what\s+time)\s+(?:is|was|will\s+be)\s+(?:the|my)\s+(?:reminder|alarm|alert|notification)\s+(?:for|of|on|before)\s+(?:the\s+|my\s+)?(.+?)|how\s+(?:long|early|much\s+time|many\s+minutes|far\s+ahead)\s+(?:before|ahead\s+of)\s+(?:the\s+|my\s+)?(.+?)\s+(?:(?:am|will|do|did)\s+(?:i|we)\s+(?:be\s+|get\s+)?(?:reminded|alerted|notified|an?\s+(?:reminder|alarm|alert|notification))|(?:is|does)\s+the\s+(?:reminder|alarm|alert|notification)(?:\s+go\s+off)?))\s*([?.!]*)\s*$`)

// reminderTime asks when an entry's alarm goes off as what alarm it has
// ("5 minutes before"), which the calendar keeps (reminder): the words
// had been read as travel ("go off") or as a time before the entry.
func reminderTime(s string) string {
	m := reminderTimeRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	return "What reminder does the " + m[1] + m[2] + m[3] + " have" + cmp.Or(m[4], "?")
}
