package rules

import (
	"cmp"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/calendar"
	"reqap/lang/fold"
	"reqap/lang/numword"
	"reqap/lang/plural"
	"reqap/lang/stem"
	"reqap/lang/thesaurus"
	"reqap/qa"
	"reqap/qa/qud/link"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// family groups measures that are one quantity in different units.
func family(id string) string {
	switch id {
	case "km", "miles", "meters":
		return "distance"
	case "hours", "minutes", "seconds", "duration", "days":
		return "time"
	case "money", "unit_price":
		return "money"
	}
	if _, class := qa.UnitOf(id); class == qa.UnitMoney {
		return "money" // a source's own field of money ("tax")
	}
	return id
}

// additive reports whether a measure adds up over events (distance, time,
// money, calories, steps, metres climbed), unlike a heart rate or a speed.
func additive(m *measure) bool { return addsUp(m.ID) }

// rateOrLevel reports whether a measure is a rate (beats per minute, a
// speed, a pace) or a level taken (a weight), whose records are averaged,
// never added up.
func rateOrLevel(m *measure) bool {
	if levelMeasures[m.ID] {
		return true
	}
	switch u, class := qa.UnitOf(m.Attr); {
	case class == qa.UnitPace:
		return true
	case u == "bpm", u == "km/h", m.ID == "speed_mph":
		return true
	}
	return false
}

// addsUp is additive for a measure's id.
// summedRE: words that say an amount is added up over its records ("the
// longest total time", "the most in total"); "overall" and "in all" are
// left out, as they also say "of all" ("my longest run overall").
var summedRE = lazyre.New(`\b(?:total|in\s+total|altogether|all\s+together|combined|cumulatively|all\s+told)\b`)

func addsUp(id string) bool {
	switch family(id) {
	case "distance", "time", "money", "kcal", "steps", "elevation":
		return true
	}
	return false
}

// whoMadeRE: "who" as the one who made a work ("who wrote the book", "who
// was it written by", "who directed the film").
// The maker may be named by a noun ("who's the author of Intermezzo").
var whoMadeRE = lazyre.New(`^\s*(?:who\s+(?:wrote|authored|composed|directed|painted|illustrated)\b|who\s+(?:was|were|is)\s+(?:it|they|\p{L}+(?:\s+\p{L}+){0,4})\s+(?:written|authored|composed|directed|painted)\s+by\b|who(?:'s|’s|\s+is|\s+was|\s+were|\s+are)\s+the\s+` + makerNoun + `\s+of\b)`)

// makerNoun: the nouns of the one who made a work.
const makerNoun = `(?:authors?|writers?|composers?|directors?|painters?|illustrators?)`

// makerVerbRE: the verb or noun of whoMadeRE, which says the maker asked.
var makerVerbRE = lazyre.New(`\b(?:composed|directed|painted|illustrated|composers?|directors?|painters?|illustrators?)\b`)

// makerOf is the maker a word of makerVerbRE asks for; any other is the
// author.
var makerOf = map[string]string{"composed": "composer", "directed": "director", "painted": "artist", "illustrated": "illustrator",
	"composer": "composer", "composers": "composer", "director": "director", "directors": "director", "painter": "artist", "painters": "artist", "illustrator": "illustrator", "illustrators": "illustrator"}

// personKeys are the keys "who" can mean; the activity decides.
func (p *parser) personKey(k *Key) *Key {
	if k == nil || (k.ID != "person" && k.ID != "recipient" && k.ID != "sender") {
		return k
	}
	id := "person"
	if vs := p.valueSources(); p.f.Activity == "" && len(vs) == 1 && vs[0] == ingest.Account && k.ID == "person" {
		// "who do I follow", "who follows me": the accounts the facts
		// name, by their titles
		return &Key{ID: "title", Attr: "title", Extract: &attrSpec{Name: "title", Type: qa.TypeText}, Words: "account"}
	}
	if k.ID == "person" && !strings.HasPrefix(p.f.Activity, "mail") {
		// "who did I mention in my tweets", "who did I tag in my
		// Facebook posts": the verb says the field of people asked (a
		// post's mentions), not words to search for, nor every person a
		// post names (its text's)
		if r, ok := p.namesListAsked(); ok {
			return fieldKey(r)
		}
	}
	if k.ID == "person" && whoMadeRE().MatchString(strings.ToLower(p.f.Question)) {
		// "who wrote the last book I finished": its author, which a
		// record keeps or does not, never the people I was with that
		// day (read so, the answer named two friends)
		maker := "author"
		if m := makerVerbRE().FindString(strings.ToLower(p.f.Question)); m != "" {
			maker = makerOf[m]
		}
		p.consumeWord(`\b(?:wrote|written|authored|composed|directed|painted|illustrated)\b|\b` + makerNoun + `\s+of\b`)
		return &Key{ID: maker, Attr: maker, Extract: &attrSpec{Name: maker, Type: qa.TypeText}, Words: maker}
	}
	if k.ID == "person" && whoReactedRE().MatchString(strings.ToLower(p.f.Question)) && p.recordsField("reacted_by", "list") {
		// "who reacted to Gustav's message", "who liked my messages":
		// those the messages name as reacting, not their senders
		p.consumeWord(`\b(?:react(?:s|ed|ing)?|reactions?|lik(?:e|es|ed)|lov(?:e|es|ed))\b`)
		return &Key{ID: "reactor", Attr: "reactor", Extract: &attrSpec{Name: "reacted_by", Type: qa.TypeList}, Unnest: "reacted_by", Words: "reactor"}
	}
	if k.ID == "person" && invitedMeRE().MatchString(strings.ToLower(p.f.Question)) && p.recordsField("organizer", "text") {
		// "who invited me to the meeting": the one who sent the
		// invitation, its organiser, not those invited with me
		p.consumeWord(`\binvit(?:e|es|ed|ing)\b`)
		if p.lk == nil || len(p.lk.held) == 0 && len(p.f.Content) == 0 {
			// of no thing named, the things whose organisers are
			// recorded (a mail's "from" is no inviter); a thing named
			// is read wherever it is, its invitation's sender too
			p.inviteSources = p.sourcesRecording("organizer")
		}
		if p.recordsField("calendar", "text") {
			// a calendar subscribed to ("Australian Holidays") names
			// itself its entries' organiser: no one invited me
			p.f.Content = append(p.f.Content, Cond{Expr: `(calendar ?? "") == "" || !starts_with(organizer ?? "", calendar)`, Words: "invited",
				Needs: []attrSpec{{Name: "calendar", Type: qa.TypeText}, {Name: "organizer", Type: qa.TypeText}}})
		}
		return &Key{ID: "organizer", Attr: "organizer", Extract: &attrSpec{Name: "organizer", Type: qa.TypeText}, Words: "organizer"}
	}
	if k.ID == "person" && invitedRE().MatchString(strings.ToLower(p.f.Question)) && p.recordsField("attendees", "list") {
		// "who is invited to the Crazy Event": the event's attendees, as
		// the calendar lists them, not its organiser
		p.consumeWord(`\b(?:invit(?:e|es|ed|ing)|invitees?|attendees?|guests?|attend(?:s|ed|ing)?)\b`)
		// (the lexicon's invitees are the attendees field alone: an
		// occurrence moved without its list names nobody).
		return &Key{ID: "attendee", Attr: "attendee", Extract: &attrSpec{Name: "invitees", Type: qa.TypeList}, Unnest: "invitees", Words: "attendee"}
	}
	if (p.f.Activity == "mail_sent" || p.f.Activity == "mail_received") && whoCopiedRE().MatchString(strings.ToLower(p.f.Question)) {
		// "who cc'd the mailing list": who wrote the mails it was
		// copied on, whoever they are
		if m := copiedMeRE().FindStringIndex(strings.ToLower(p.f.Question)); m != nil && p.recordsField("cc", "list") && !p.recordsField("copied_me", "bool") {
			// "who copied me", no mail known to copy me (copied_me,
			// read by copiedOnMe where it is): the mails with anyone
			// in Cc are read, and
			// the answer says so (the words were searched for, and
			// the senders of any mail saying "copied" given)
			p.f.Content = append(p.f.Content, Cond{Expr: "len(cc ?? []) > 0", Words: "copied", Needs: []attrSpec{{Name: "cc", Type: qa.TypeList}}})
			p.f.Notes = append(p.f.Notes, "which address of a Cc is yours is not known: the senders of every mail with someone in Cc")
			p.consumeWord(`\b(?:` + copiedVerb + `)\s+(?:me|us)\b`)
		}
		return &Key{ID: "sender", Attr: "from", Extract: &attrSpec{Name: "from", Type: qa.TypeText}, Words: "sender"}
	}
	if (p.f.Activity == "mail_sent" || p.f.Activity == "mail_received") && copiedRE().MatchString(strings.ToLower(p.f.Question)) {
		// "who was cc'd on the email about watermarks", "who did I copy
		// in": the people in the mail's Cc, not all its recipients
		if g := p.lx.groups.byID["cc"]; g != nil {
			p.consumeWord(`\bcc(?:'?e?d|s)?\b|\bcop(?:y|ied|ies)\b`)
			return p.key(g)
		}
	}
	if (p.f.Activity == "mail_sent" || p.f.Activity == "mail_received") && k.ID != "sender" && onThreadRE().MatchString(strings.ToLower(p.f.Question)) && !p.asksSender() {
		// "who was on the thread", "how many people were in the
		// conversation": everyone the mails were from and to, not the
		// people their text names
		return p.key(p.lx.groups.byID["correspondent"])
	}
	if (p.f.Activity == "mail_sent" || p.f.Activity == "mail_received") && whoReceivedRE().MatchString(strings.ToLower(p.f.Question)) {
		// "who received the Power VaR email": whom it went to, not who
		// sent what I received
		if g := p.lx.groups.byID["recipient"]; g != nil {
			return p.key(g)
		}
	}
	if (p.f.Activity == "mail_sent" || p.f.Activity == "mail_received") && k.ID == "person" && othersMailTo(p.f.Question) {
		// "who did Bill Radcliffe write to", "whom did Cristy email":
		// "who" is the object of another's mail, whom it went to; the
		// sender is the name (read as the mail's other side, the answer
		// had been Bill himself)
		if g := p.lx.groups.byID["recipient"]; g != nil {
			return p.key(g)
		}
	}
	if p.f.Activity == "mail_sent" && whoRepliedRE().MatchString(strings.ToLower(p.f.Question)) {
		// "who replied to Carl", "who answered Chris": who wrote the
		// reply, whoever they are, the person too (a sender's people
		// leave the person out)
		return &Key{ID: "sender", Attr: "from", Extract: &attrSpec{Name: "from", Type: qa.TypeText}, Words: "sender"}
	}
	switch p.f.Activity {
	case "music":
		if low := strings.ToLower(p.f.Question); k.ID == "person" && !companionAskedRE().MatchString(low) && !acquaintRE().MatchString(low) {
			// "who did I listen to most": the artist; "who did I
			// listen to Mitski with" asks who was there, and "which
			// friend" one of the people I know, no artist
			id = "artist"
		}
	case "mail_sent", "mail_received":
		// "who" is the other side of the mail; a side named ("the top
		// senders of email", "the recipients of the mail Cristy sent")
		// is that side, whichever verb read the mail
		id = map[string]string{"mail_sent": "recipient", "mail_received": "sender"}[p.f.Activity]
		if k.ID != "person" {
			id = k.ID
		}
	case "chat":
		if g := p.lx.groups.byID["chat_partner"]; g != nil && k.ID == "person" && slices.ContainsFunc(p.f.Content, func(c Cond) bool { return c.Expr == `direction == "sent"` }) {
			// "who did I send the most messages to", "who do I text
			// most": of messages I sent, whom they went to, the chat
			// they were sent in; the sender is me
			return p.key(g)
		}
		// "Who shared the location in our chat?": who wrote it.
		if g := p.lx.groups.byID["chat_sender"]; g != nil && k.ID == "person" {
			return p.key(g)
		}
	default:
		id = k.ID
	}
	// "Which of my friends emailed me most": the people the person knows,
	// not the shops and newsletters that also send mail.
	if (id == "sender" || id == "recipient") && acquaintRE().MatchString(strings.ToLower(p.f.Question)) {
		if g := p.lx.groups.byID["personal_"+id]; g != nil {
			return p.key(g)
		}
	}
	return p.key(p.lx.groups.byID[id])
}

// namesListAsked reads the word of the question that names a list of
// people (the lexicons' fields of participants) of the activity's sources
// ("who did I mention": a post's mentions), one field only: the verb says
// the field the people are read from, not words to search for. It
// returns that field, if any.
func (p *parser) namesListAsked() (link.Ref, bool) {
	if p.lk == nil || p.env.Catalog() == nil || p.env.Lexicon == nil {
		return link.Ref{}, false
	}
	var srcs []string
	if a := p.f.act; a != nil {
		srcs = a.Sources
	}
	people, ok := p.env.Lexicon.Attr("participants")
	if !ok {
		return link.Ref{}, false
	}
	key, word := "", ""
	var ref link.Ref
	for _, sp := range p.lk.fields {
		for _, r := range sp.Refs {
			src := p.env.Catalog().Source(r.Source)
			if src == nil || len(srcs) > 0 && !slices.Contains(srcs, r.Source) || !slices.Contains(people.Sources, r.Field) {
				continue
			}
			fl := src.Field(r.Field)
			if fl == nil || fl.Kind != "list" || !fl.Names {
				continue
			}
			if key != "" && key != r.Field {
				return link.Ref{}, false
			}
			key, word, ref = r.Field, p.lk.q.Phrase(sp.From, sp.To), r
		}
	}
	if key == "" {
		return link.Ref{}, false
	}
	p.consumeWord(`\b` + regexp.QuoteMeta(strings.ToLower(word)) + `\w*\b`)
	return ref, true
}

// companionAskedRE: the person asked is who was with me ("who did I
// watch it with", "with whom did I run", "who did I listen to music with
// most often": an adverb of degree or frequency may follow).
var companionAskedRE = lazyre.New(`\bwith(?:\s+(?:the|most|more|often|frequently|usually|regularly))*\s*[?.!]*\s*$|\bwith\s+whom\b`)

// accompaniedRE: a verb of keeping me company, said of who was with me
// ("who came along", "who came with me", "who joined me", "who
// accompanied me"); the verb is group 1 or 2.
var accompaniedRE = lazyre.New(`\b((?:came|come|comes|coming|tagged|tag|tags|tagging)\s+along)\b|\b(` + companyVerbs + `)\s+(?:with\s+)?me\b`)

// companyVerbs are the verbs of keeping me company ("joined me", "came
// with me"), read by accompaniedRE and keptCompanyRE.
const companyVerbs = `came|come|comes|coming|joined|join|joins|joining|accompanied|accompany|accompanies|accompanying`

// whoOthersMailRE: "who" asked as the object of someone's mail ("who did
// Bill write to", "whom has Cristy emailed", "who did Carl send the most
// mails to"): group 1 the subject between the auxiliary and the verb.
var whoOthersMailRE = lazyre.New(`^\s*(?:who|whom)\s+(?:did|does|do|has|have|had|would|will)\s+(.+?)\s+(?:(?:ever|first|last|most|often|usually|mostly)\s+)*` + othersMailVerb + `\b`)

// othersMailVerb: the verbs of whoOthersMailRE; a subject holding one is
// the verb itself ("who has sent mail to Chris": "who" is its subject).
const othersMailVerb = `(?:e-?mail(?:ed)?|mail(?:ed)?|write|wrote|written|send|sent|message(?:d)?|repl(?:y|ied)|answer(?:ed)?|respond(?:ed)?|forward(?:ed)?)`

var othersMailVerbRE = lazyre.New(`\b` + othersMailVerb + `\b`)

// othersMailTo reports whether "who" is whom another's mail went to: the
// subject of whoOthersMailRE is someone other than the person (I, we,
// you), whose own mail "who did I write to" reads already.
func othersMailTo(q string) bool {
	m := whoOthersMailRE().FindStringSubmatch(strings.ToLower(q))
	if m == nil {
		return false
	}
	switch strings.TrimSpace(m[1]) {
	case "i", "we", "you", "u":
		return false
	}
	return !othersMailVerbRE().MatchString(m[1])
}

// whoRepliedRE: the person asked is the one who answered a mail.
var whoRepliedRE = lazyre.New(`^\s*who\s+(?:has\s+|had\s+|ever\s+|first\s+|last\s+)*(?:replied|answered|responded)\b`)

// onThreadRE: the people asked are everyone on a mail or thread ("who was
// on the thread", "people in the conversation", "involved in the email").
var onThreadRE = lazyre.New(`\b(?:on|in|part\s+of|involved\s+in)\s+(?:the|that|this|my|our)\s+(?:\S+\s+){0,10}?(?:thread|conversation|discussion|e-?mail|mail|message)s?\b`)

// whoCopiedRE: the person asked copied someone in ("who cc'd Anna").
var whoCopiedRE = lazyre.New(`^\s*who\s+(?:has\s+|had\s+|ever\s+)*(?:` + copiedVerb + `)\s+(?:in\s+)?\S`)

// copiedMeRE: the person asking is who was copied ("who cc'd me").
var copiedMeRE = lazyre.New(`\b(?:` + copiedVerb + `)\s+(?:me|us)\b`)

// copiedRE: the people asked are those a mail was copied to ("cc'd",
// "cc'ed", "in cc", "copied (in)", "carbon copy").
var copiedRE = lazyre.New(`\bcc(?:'?e?d|s)?\b|\bcop(?:y|ied|ies)\s+(?:in|on)\b|\bwas\s+copied\b|\bwere\s+copied\b|\bcarbon[\s-]cop(?:y|ies|ied)\b|\bdid\s+i\s+(?:cc|copy)\b`)

// whoReactedRE: the people asked are those who reacted to a message
// ("who reacted to", "who liked my message", "who left a reaction").
var whoReactedRE = lazyre.New(`^\s*who(?:'s|\s+has|\s+have|\s+had|\s+else)?\s+(?:react(?:s|ed)?\b|lik(?:es|ed)\b|lov(?:es|ed)\b|(?:left|gave|added|sent)\s+(?:a\s+|an\s+)?(?:reaction|like|emoji))`)

// invitedMeRE: who invited the person asking ("who invited me to",
// "who has invited us").
var invitedMeRE = lazyre.New(`^\s*who\s+(?:(?:has|had|have|first|last|ever)\s+)*invit(?:e|es|ed)\s+(?:me|us)\b`)

// invitedRE: the people asked are those invited ("who is invited to",
// "the guests of", "its attendees", "who's attending").
var invitedRE = lazyre.New(`\b(?:invit(?:e|es|ed|ing)|invitees?|attendees?|guests?|attend(?:s|ed|ing)?)\b`)

// recordsField reports whether a source of the question (any, when it
// names none) records field key of kind.
func (p *parser) recordsField(key, kind string) bool {
	if p.env.Catalog() == nil {
		return false
	}
	sources := p.f.Sources
	if a := p.f.act; a != nil && len(sources) == 0 {
		sources = a.Sources
	}
	for _, src := range p.env.Catalog().Sources {
		if len(sources) > 0 && !slices.Contains(sources, src.Name) {
			continue
		}
		for _, f := range src.Fields {
			if f.Key == key && f.Kind == kind {
				return true
			}
		}
	}
	return false
}

// pointedLacks reports whether the question's words point at sources and
// none of them records the field: with no activity read, what the verb
// points at ("watch": the streams) says where a measure can be.
func (p *parser) pointedLacks(key, kind string) bool {
	if p.f.act != nil || len(p.f.Sources) > 0 || p.lk == nil || p.lk.q == nil {
		return false
	}
	pointed := p.env.PointedSources(p.lk.q)
	if len(pointed) == 0 {
		return false
	}
	for src := range pointed {
		if f := p.env.Catalog().Source(src).Field(key); f != nil && f.Kind == kind {
			return false
		}
	}
	return true
}

// annualAskedRE: a question that ends with an occasion that falls on the
// same day every year ("when is dad's birthday"), not a happening held
// for it ("when is dad's birthday dinner").
var annualAskedRE = lazyre.New(`(?i)\b(?:birthday|bday|b-day|anniversary|name\s*day)\s*[?.!]*\s*$`)

// ownAskedRE: a question of my (our) own things.
var ownAskedRE = lazyre.New(`(?i)\b(?:my|our|mine|ours)\b`)

// annualNextRE: an occasion that falls on the same day every year said
// last but for what is asked of it ("whose birthday is next", "which
// anniversary is coming up"), not a happening held for it ("whose birthday
// party is next").
var annualNextRE = lazyre.New(`(?i)\b(?:birthday|bday|b-day|anniversary|name\s*day)s?\b(?:\s+(?:is|are|will|be|comes?|coming|the|next|up|soonest|first|one|falls?))*\s*[?.!]*\s*$`)

// annualNextWhen reads "when is dad's next birthday" as "when is dad's
// birthday": a birthday comes back every year, whether or not the
// records write the coming one down, so its next one is its next return,
// not the first recorded from today on.
func (p *parser) annualNextWhen() {
	f := p.f
	if p.extreme == "next" && f.Form == FormExtreme && f.Rank == nil && f.K <= 1 && len(f.Temporal) == 1 && f.Temporal[0].From == "today" && f.Temporal[0].Expr == "start_date >= today" && annualNextRE().MatchString(f.Question) && (f.Val == nil || titleField(f.Val.Attr)) {
		// "whose birthday is next": the records of past birthdays, each
		// brought forward to its next return, the soonest of them (no
		// record of the coming ones is needed, as below)
		f.Temporal, f.Annual = nil, true
		if !ownAskedRE().MatchString(f.Question) && !strings.HasPrefix(f.Query, "whose ") {
			// "whose (which) birthday is next": someone's, named by
			// the record, not mine ("my next birthday" asks when)
			f.Query = "whose " + f.Query
		}
		return
	}
	if p.extreme != "next" || f.Form != FormWhen || len(f.Temporal) != 1 || f.Temporal[0].From != "today" || f.Temporal[0].Expr != "start_date >= today" || !annualAskedRE().MatchString(f.Query) {
		return
	}
	f.Temporal, f.Upcoming = nil, true
}

// presentWhenRE: a when-question asked in the present or the future, or
// of what must be done ("when's", typed "whens" too, is "when is"; "what
// day is", "which date is" ask when as well; "when should I pay", "when am
// I supposed to", "when am I due to" look ahead as "have to" does).
var presentWhenRE = lazyre.New(`^\s*(?:when|(?:what|which)\s+(?:day|date))(?:\s+(?:is|are|am|do|does|will|shall|should|must)|\s*['’]?s)\b|\b(?:have|has|need|needs|ought|supposed|due)\s+to\b`)

// periodsPluralRE: hours or weekdays asked in the plural, all of them.
var periodsPluralRE = lazyre.New(`\b(?:weekdays|days\s+of\s+the\s+week|hours|times\s+of(?:\s+the)?\s+day)\b`)

// daysHabitRE: days asked in the plural in the simple present, of a
// thing ("what days is the standup", "are the bins collected") or of
// what I do ("which days do I run"); "what days are my appointments"
// asks their dates.
var daysHabitRE = lazyre.New(`^(?:on\s+)?(?:which|what)\s+days\s+(?:(?:do|does)\s+\S+|is\s+(?:the|my|our)\s+\S+|are\s+(?:the|my|our)\s+.*\b\w+ed)\b`)

// presentSimpleRE: a question asked in the simple present ("what time
// does it start", "at what time is the standup"), not the past.
var presentSimpleRE = lazyre.New(`^(?:[^,;]*\s)?(?:do|does|is|are)\s+(?:the|my|our|i|we|it|they)\b`)

// startVerbRE: when something starts or ends, which is asked of the
// whole of it ("when does the Daily Sync start": since when).
// startedRE: the verbs of beginning, in any tense ("how long ago did I
// start running" is the time since the first run).
var startedRE = lazyre.New(`\b(?:start|starts|started|starting|begin|begins|began|begun|beginning|took\s+up|take\s+up|join|joined|sign(?:ed)?\s+up|creat(?:e|ed))\b`)

// activeOnlyRE: an average per day or week over only the days (weeks) on
// which the thing was done: "counting only days with music", "only
// including weeks I worked out", "excluding days without any", "per
// active day".
var activeOnlyRE = lazyre.New(`\b(?:(?:(?:counting|including|considering|taking|using)\s+only|only\s+(?:counting|including|considering|taking))\s+(?:the\s+)?(?:days|weeks)\s+(?:with|when|on\s+which|in\s+which|that\s+had|where|i|we)\b[^,.?;]*|(?:excluding|ignoring|leaving\s+out|not\s+counting|skipping|without)\s+(?:the\s+)?(?:days|weeks)\s+(?:without|with\s+no|when\s+(?:i|we)\s+(?:didn't|did\s+not))\b[^,.?;]*|(?:on|over|per)\s+(?:an?\s+)?active\s+(?:days?|weeks?))`)

// throughRE: finishing a whole made of parts (a season, a series), not
// its ending or leaving ("when did I finish Archer", "completed season 2").
var throughRE = lazyre.New(`\b(?:finish|finished|complete|completed|got\s+through|get\s+through)\b`)

// finalPartRE: the final part of a whole made of parts ("the last
// episode of season 2", "the final episode of Archer", "the season
// finale").
var finalPartRE = lazyre.New(`\b(?:(?:last|final)\s+episodes?\s+of|finale)\b`)

var startVerbRE = lazyre.New(`\b(?:start|starts|begin|begins|end|ends|finish|finishes|stop|stops)\b`)

// habitRE: an adverb of habit ("usually", "normally").
var habitRE = lazyre.New(`\b(?:usual|usually|normally|typical|typically|generally|regularly|mostly|tend\s+to)\b`)

// whatWasMyRE: a question of what a thing of mine was ("what was my
// mood", "how was the weather").
var whatWasMyRE = lazyre.New(`(?i)^\s*(?:what|how)(?:'s|\s+(?:was|is|were|are))\s+(?:my|the)\b`)

// howManyMuchRE: a question of a number or an amount.
var howManyMuchRE = lazyre.New(`(?i)\bhow\s+(?:many|much)\b`)

// busiestByTime says what a period's most listening or watching was
// weighed by: the time, not the plays counted ("the most songs" counts).
const busiestByTime = "weighed by the time spent listening or watching, not by the number of plays"

// rankWordRE: a word that ranks ("the most", "my favourite").
var rankWordRE = lazyre.New(`\b(?:most|least|favou?rites?|top|busiest)\b`)

// timesRE asks for occasions rather than things: "how many times did I
// watch a movie" counts viewings.
var timesRE = lazyre.New(`\b(?:times|how\s+(?:` + oftenWords + `))\b`)

// oftenWords are the adverbs of frequency a thesaurus gives for often,
// which "how" asks alike ("how often", "how frequently", "how
// regularly").
const oftenWords = `often|frequently|regularly`

// whenWereRE: when things were, a plural subject of the past said with
// its determiner ("when were the bins collected", "when were my runs");
// no pronoun ("when were we in Lisbon": a stay).
var whenWereRE = lazyre.New(`^\s*when\s+were\s+(?:the|my|our|all\s+(?:the|my|our))\s+\pL+s\b`)

// pluralDatesRE asks for several dates; a question that is a noun
// phrase headed by the plural ("days with more than 10 orders", "days I
// slept badly in 2025", "the days without a workout") asks for them as
// "which days" does.
var pluralDatesRE = lazyre.New(`\b(?:which|what|on\s+which|on\s+what|list\s+the|all\s+the|give\s+me\s+the|show\s+me\s+the|tell\s+me\s+the|(?:what|which)\s+(?:were|are)\s+the)\s+(?:days|dates|nights)\b|^\s*(?:the\s+|my\s+)?(?:days|dates)\s+(?:i|we|when|on\s+which|in\s+which|with|without|that|where|(?:in|of|during)\s+[^?]*\b(?:without|with\s+no)\b)\b`)

var dateWordRE = lazyre.New(`(?i)\b(?:date|day|when)\b`)

var acquaintRE = lazyre.New(`\b(?:friends?|family|relatives?|people i know|acquaintances?|colleagues?|contacts?|parents?|siblings?)\b`)

// inCity reports whether the question names a city or a country the
// library records the person in (a journal's city of the day).
func (p *parser) inCity() bool {
	if p.lk == nil {
		return false
	}
	return slices.ContainsFunc(p.lk.held, func(s link.Span) bool {
		return s.Kind == link.KindValue && slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field == "city" || r.Field == "country" })
	})
}

// measureFor combines the measure named and the unit asked: "how long"
// in minutes, distance in miles; "how long" of a trip is days.
func (p *parser) measureFor() *measure {
	m, u := p.meas, p.unit
	if m == nil {
		m = u
	}
	if m == nil {
		return nil
	}
	if u != nil && (family(u.ID) == family(m.ID) || !unitOnly[u.ID] || u.ID == "hours" || u.ID == "minutes" || u.ID == "miles") {
		// The unit asked wins: "how many hours did I spend listening"
		// asks for time, not money.
		m = u
	}
	if m.ID == "weight" || m.ID == "weight_lb" {
		// a weight, where the library keeps it in a field of its own
		// (a daily note's "weight: 71.2"), is read from that field
		if w := p.weightMeasure(); w != nil && w != p.lx.measures.byID["weight"] {
			return w
		}
	}
	if u == nil {
		m = p.writtenUnit(m)
	}
	if m.ID == "duration" && (p.f.Activity == "trip" || u == nil && p.f.act == nil && p.inCity()) {
		// "how long was I in Copenhagen": a stay in a city, as a trip,
		// is days, not the hours between the first and last thing told
		// there
		m = p.lx.measures.byID["days"]
	}
	if m.ID == "duration" && p.f.act != nil && p.f.act.Length == "words" {
		// "the average length of my posts": what was written has no
		// duration, its length is in words
		m = p.lx.measures.byID["words"]
	}
	if m.ID == "quantity" && (p.f.Activity != "" && p.f.Activity != "purchase" || p.env.Catalog() != nil && (!p.recordsField("quantity", "number") || p.pointedLacks("quantity", "number"))) {
		// "how many things did I post": the posts are counted; so are
		// "the things I had on 22 Sep" where no record keeps a quantity,
		// and "how many things did I watch", whose verb points at streams
		// that keep none, whatever the purchases keep
		return nil
	}
	if m.ID == "money" && p.spentTime() {
		l := p.lengthOf()
		if note := fmt.Sprintf("how much: %s, as your records of %s keep no money", l.Words, p.f.act.Noun); !slices.Contains(p.f.Notes, note) {
			p.f.Notes = append(p.f.Notes, note)
		}
		return l
	}
	return m
}

// howMuchWasRE: how much a doing was, said with be ("how much was my
// listening", "how much is my running each week").
var howMuchWasRE = lazyre.New(`\bhow\s+much\s+(?:is|was|were|are|has\s+been|have\s+been)\s+(?:my|our)\s+\p{L}+ing\b`)

// moneySaidRE: money named, not only spending.
var moneySaidRE = lazyre.New(`(?i)(?:` + currencySigns + `|\b(?:money|cost|costs|costed|price|prices|paid|pay|paying|charged|fees?|subscriptions?|` + currencyWords + `|bills?|billed)\b)`)

// spentTime reports whether spending said of an activity measured by
// time, whose sources record durations but no money ("how much did I
// spend on Spotify in 2023"), is time spent: nothing else could be
// spent on it that the library knows; and whether how much a doing was
// ("how much was my listening each month", "how much was my running"),
// no money named, is what the activity is measured by.
func (p *parser) spentTime() bool {
	a := p.f.act
	low := strings.ToLower(p.f.Question)
	if a == nil || moneySaidRE().MatchString(p.f.Question) {
		return false
	}
	if !(a.Length == "duration" && spendRE().MatchString(low) || (a.Length == "duration" || a.Length == "distance") && howMuchWasRE().MatchString(low)) {
		return false
	}
	money := p.lx.measures.byID["money"]
	if money == nil || money.Extract == nil || p.env.Catalog() == nil || p.env.Lexicon == nil {
		return false
	}
	rule, ok := p.env.Lexicon.Attr(money.Extract.Name)
	if !ok {
		return false
	}
	held := false
	for _, name := range a.Sources {
		src := p.env.Catalog().Source(name)
		if src == nil {
			continue
		}
		held = true
		if slices.ContainsFunc(rule.Sources, func(k string) bool { return src.Field(k) != nil }) {
			return false // it records money
		}
	}
	return held
}

// lengthOf is what "longest" compares for the activity, in the unit asked.
func (p *parser) lengthOf() *measure {
	id := "duration"
	if a := p.f.act; a != nil && a.Length != "" {
		id = map[string]string{"distance": "km", "duration": "duration", "days": "days", "words": "words"}[a.Length]
	}
	m := p.lx.measures.byID[id]
	if u := p.unit; u != nil && family(u.ID) == family(m.ID) {
		m = u
	} else if u == nil {
		m = p.writtenUnit(m)
	}
	return m
}

// kmWordRE: kilometres named.
var kmWordRE = lazyre.New(`\b(?:km|kms|kilomet(?:er|re)s?)\b`)

// writtenUnit is the measure m in the unit the library's records write
// when the question names none: a journal that runs "4 mi" is asked "how
// far did I run" in miles, not in the kilometres its distances are kept
// in, and a pace in minutes per mile; one who weighs in pounds is told
// a weight in pounds. The records say their unit (distance_unit "mi",
// weight_unit "lb"); most of the amounts must be written so.
func (p *parser) writtenUnit(m *measure) *measure {
	if m == nil || p.env.Catalog() == nil {
		return m
	}
	var field, unit, other string
	switch m.ID {
	case "km", "pace":
		if kmWordRE().MatchString(strings.ToLower(p.f.Question)) {
			return m // "my pace per km": the unit is named
		}
		field, unit, other = "distance", "mi", map[string]string{"km": "miles", "pace": "pace_mi"}[m.ID]
	case "weight":
		if kgWordRE().MatchString(strings.ToLower(p.f.Question)) {
			return m
		}
		field, unit, other = "weight", "lb", "weight_lb"
	default:
		return m
	}
	written, all := 0, 0
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			switch fl.Key {
			case field + "_km", field + "_kg":
				all += fl.Events
			case field + "_unit":
				for _, v := range fl.Values {
					if v.Text == unit {
						written += v.Count
					}
				}
			}
		}
	}
	if all > 0 && 2*written > all {
		if o := p.lx.measures.byID[other]; o != nil {
			return o // minutes per mile for a pace
		}
	}
	return m
}

// kgWordRE: kilograms named.
var kgWordRE = lazyre.New(`\b(?:kg|kgs|kilos?|kilogram(?:me)?s?)\b`)

// measuredOne reports whether "how long was my swim" asks the length an
// activity records of each time (a swim's minutes), not the span from its
// first start to its last end (a trip's, a stay's days).
func (p *parser) measuredOne() bool {
	a := p.f.act
	return a != nil && a.Length != "" && a.Length != "days" && !beSpanRE().MatchString(strings.ToLower(p.f.Question))
}

// countedIn reports whether the question asks its amount in things
// counted ("how much music did I play, in songs"): a plural after a
// closing "in" that is no unit of measure.
func (p *parser) countedIn() bool {
	m := inThingsRE().FindStringSubmatch(p.f.Question)
	if m == nil {
		return false
	}
	_, unit := p.lx.measures.phrases.lookup(strings.ToLower(m[1]))
	return !unit
}

var (
	howMuchRE = lazyre.New(`(?i)^\s*how\s+much\b`)
	// howMuchDidRE: "how much" of what I did, no noun between ("how much
	// did I squat", not "how much coffee did I drink").
	howMuchDidRE = lazyre.New(`(?i)^\s*how\s+much\s+(?:\p{L}{3,}ing\s+)?(?:did|do|does|have|has|had)\s+(?:i|we)\b`)
	inThingsRE   = lazyre.New(`(?i)\bin\s+(\p{L}+s)\s*[?.!]*\s*$`)
	personNounRE = lazyre.New(`^(?:people|persons|person|friends|friend|family\s+members|family|guests|colleagues|contacts|different\s+people|senders?|recipients?|correspondents?|attendees?|participants?)\b`)
	thingNounRE  = lazyre.New(`^(?:products?|items?|things?|articles?|books?|pieces?|units?|[\p{L}]+s)\b`)
	// restingRE: a level at rest ("resting heart rate", "resting pulse"),
	// which measures.tsv reads as the minimum recorded
	restingRE = lazyre.New(`\bresting\s+(?:heart\s+rate|pulse|hr|bpm)\b`)
	// levelMeasures are the measures of a level taken, not of an amount
	// done: they never add up.
	// (A heart rate is one too, but its readings are kept apart from a
	// workout's average, which the measure reads.)
	levelMeasures = map[string]bool{"weight": true, "weight_lb": true, "height": true}
	// timesAskedRE: a count of occasions ("how many times", "how often").
	timesAskedRE = lazyre.New(`\bhow\s+(?:many\s+times|` + oftenWords + `)\b`)
	// "orders", "of my orders", "cancelled orders", "Amazon orders"
	orderNounRE = lazyre.New(`^(?:of\s+(?:my|the|our)\s+)?(?:[^\s]+\s+)?(?:amazon\s+|online\s+)?orders?\b`)
	purchNounRE = lazyre.New(`^(?:purchases?|times|online\s+purchases?|shopping)\b`)
	inDayRE     = lazyre.New(`\bin\s+the\s+day\b|\bof\s+the\s+day\b|\btime\s+of\s+day\b`)
)

// travelVerbRE: a verb of going from place to place, in any form.
var travelVerbRE = lazyre.New(`\b(?:walk(?:ed|ing)?|drive|drove|driven|driving|ride|rode|ridden|riding|cycl(?:e|ed|ing)|bik(?:e|ed|ing)|hik(?:e|ed|ing)|jog(?:ged|ging)?|travel(?:l?ed|l?ing)?|commut(?:e|ed|ing)|fl(?:y|ew|own|ying)|swim|swam|swum|swimming|row(?:ed|ing)?|skat(?:e|ed|ing)|ski(?:ed|ing)?)\b`)

// howMuchNote says that the amount asked is not known.
const howMuchNote = `"how much": no amount of this that the library records is known; the events, not counted`

// personCount reports whether the counted noun is people ("how many
// people came", not "how many friends' birthday parties"): a word for
// people, or one the groups give people by ("relatives", "companions").
func (p *parser) personCount(noun string) bool {
	end := -1
	if m := personNounRE().FindStringIndex(noun); m != nil {
		end = m[1]
	} else if w := p.personNoun(noun); w != "" {
		end = len(w)
	}
	if end < 0 {
		return false
	}
	rest := strings.Fields(noun[end:])
	return len(rest) == 0 || afterPersonRE().MatchString(rest[0])
}

// personNoun is the first words of the counted noun that the person
// group is named by ("relatives"), or "".
func (p *parser) personNoun(noun string) string {
	if g, n, ok := p.groupNamed(noun); ok && g.ID == "person" {
		return firstWords(noun, n)
	}
	return ""
}

var afterPersonRE = lazyre.New(`^(?:did|do|does|have|has|had|were|was|are|i|we|\w+ed|came|come|went|met|saw|with|in|at|on|celebrated|wrote|sent|spoke|told|gave|took|brought|bought|paid|ran|rode|sang|got|left|won|[|]+)$`)

var (
	// periodDays: how long each period key's period is, in days on
	// average; a cycle's ("weekday", "month_of_year") as one of its turns
	periodDays = map[string]float64{"day": 1, "weekday": 1, "week": 7, "month": 30.436875, "month_of_year": 30.436875, "quarter": 91.310625, "year": 365.2425}
	periodKeys = func() map[string]bool {
		m := map[string]bool{}
		for id := range periodDays {
			m[id] = true
		}
		return m
	}()
	costWords   = map[string]bool{"most expensive": true, "priciest": true, "cheapest": true, "least expensive": true}
	sizeWords   = map[string]bool{"highest": true, "largest": true, "biggest": true, "maximum": true, "max": true}
	lengthWords = map[string]bool{"longest": true, "furthest": true, "farthest": true}
)

// totalSaidRE: an amount said to add up ("total", "combined").
var totalSaidRE = lazyre.New(`\b(?:total|combined|cumulative|overall|summed)\b`)

// mostWordsRE: the words after a superlative of amount up to the next
// preposition or clause ("the most Parents' Evening episodes in one
// day": "Parents' Evening episodes").
var mostWordsRE = lazyre.New(`\b(?:most|least)\s+((?:[\p{L}\p{N}'’&.-]+\s*)+?)(?:\s+(?:in|on|at|during|over|per|each|of|did|do|does|was|were|than|by|for|from|with|while|when|before|after|since|between|this|last|across|throughout)\b|[^\p{L}\p{N}'’&.\s-]|$)`)

// mostObjectRE: what a stream's verb has as its object before a
// superlative said last ("listen to music the most", "stream TV series
// the least"); group 1 the words.
var mostObjectRE = lazyre.New(`\b(?:listen(?:ed|ing)?\s+to|watch(?:ed|ing)?|stream(?:ed|ing)?|play(?:ed|ing)?|binge(?:d)?)\s+((?:[\p{L}\p{N}'’&.-]+\s+)+?)(?:the\s+)?(?:most|least)\b`)

// mostAmount reports whether a superlative of amount is said of an
// amount of something rather than of things: "the most music", "the most
// Netflix", "the most Taylor Swift", "listen to music the most" name no
// thing counted; "the most songs", "the most Archer episodes", "the most
// plays", "stream TV series the most" do (a plural noun).
func mostAmount(q string) bool {
	words := ""
	if m := mostWordsRE().FindStringSubmatch(q); m != nil {
		words = m[1]
	}
	if m := mostObjectRE().FindStringSubmatch(strings.ToLower(q)); m != nil {
		words += " " + m[1]
	} else if words == "" {
		return false
	}
	for _, w := range strings.Fields(words) {
		// the full stop that ends a question said as a sentence ("…
		// the most songs.") is no letter of its last word
		w = strings.TrimRight(w, ".")
		low := strings.ToLower(w)
		if timesNounRE().MatchString(low) {
			return false
		}
		if one, ok := plural.One(low); ok && one != low && w == low {
			return false // a plural noun: things counted
		}
	}
	return true
}

// resolve decides the answer form and the quantities from what the
// recognisers found.
func (p *parser) resolve() {
	f := p.f
	defer p.noteResting()
	if p.streak {
		f.Form, f.StreakDays, f.StreakWeeks = FormStreak, p.streakDays, p.streakWeeks
		return
	}
	if p.gap {
		f.Form, f.Average = FormGap, p.meanGap
		return
	}
	if p.change != 0 {
		if m := p.measureFor(); m != nil {
			f.Form, f.Measure, f.Dir = FormChange, p.quantity(m), p.change
			return
		}
	}
	asked := p.personKey(p.asked)
	if p.orderRanked && asked != nil && asked.ID == "product" && p.most && mostItemsRE().MatchString(strings.ToLower(f.Question)) {
		// "which order had the most items": the things bought are what
		// each order is weighed by, the order is what is asked
		asked, p.asked = nil, nil
	}
	if p.orderRanked && asked == nil && (p.most || p.extreme != "") {
		// "which order cost the most", "on which order did I spend the
		// most": the orders ranked
		asked = orderKey()
		p.consumeWord(orderRankedRE().String())
	}
	if k := p.taskKey(); k != nil {
		asked = k
	}
	if a := f.act; a != nil && a.ID == "search" && a.Name != "" && asked != nil && asked.Extract != nil && asked.Extract.Name != a.Name && !slices.ContainsFunc(p.sourcesOf(asked.Extract.Name), func(s string) bool { return slices.Contains(a.Sources, s) }) {
		// "which place did I look up": what was searched for is the
		// search's query, where the searches record no place
		asked = p.titleKey()
	}
	if asked == nil {
		asked = p.agentField()
	}
	if asked == nil && p.askedWho {
		asked = p.personKey(p.key(p.lx.groups.byID["person"]))
	}
	if asked == nil && p.askedWhere {
		id := "place"
		if f.Activity == "restaurant" || f.Activity == "meal" {
			id = "restaurant"
		}
		if f.Activity == "trip" {
			id = "destination"
		}
		if relocatedRE().MatchString(strings.ToLower(f.Question)) {
			// "where did I move in 2022": one moves to a town, which
			// the moving day's address says ("…, 08004 Barcelona")
			id = "city"
		}
		asked = p.key(p.lx.groups.byID[id])
		if f.Activity == "purchase" && whereWordRE().MatchString(strings.ToLower(f.Question)) {
			// "where do I shop most": a purchase is made at a seller,
			// where its records name one (the lexicons' "seller"); a
			// kind of place asked ("which supermarket") stays a place;
			// where it was delivered is the town it went to ("where did
			// my packages get delivered")
			if k := p.lexiconField("seller"); k != nil {
				asked = k
			}
			if sentToRE().MatchString(strings.ToLower(f.Question)) {
				if k := p.lexiconField("city"); k != nil {
					asked = k
				}
			}
		}
	}
	// a time asked plainly: no form, amount, rank, negation or window of
	// its own, which a habit said in the present may read
	low := strings.ToLower(p.unanchored(f.Question))
	plainTime := asked != nil && f.Form == "" && !p.most && !p.count && !p.sum && !p.negated && p.extreme == "" && !p.yesno && len(windows(f.Temporal)) == 0
	daysOfWeek := false
	if plainTime && asked.ID == "day" && daysHabitRE().MatchString(low) {
		// "on which days is the standup", "what days do I run": days
		// asked in the plural of what is done now are the days of the
		// week it comes on, as "what days do you work" is answered
		// "Monday to Friday", not every date it ever fell on
		if wd := p.key(p.lx.groups.byID["weekday"]); wd != nil {
			asked, daysOfWeek = wd, true
			f.Notes = append(f.Notes, "days asked in the present, a habit: the days of the week it happens on")
		}
	}
	if plainTime && (asked.ID == "hour" || asked.ID == "weekday") && !daysOfWeek && presentSimpleRE().MatchString(low) && !periodsPluralRE().MatchString(low) {
		// "what time of day do I run", "on which weekday do I go
		// swimming": the present says a habit, the hour (the weekday)
		// it happens most, not every one it ever happened at ("on
		// which weekdays does it happen" asks for them all)
		p.most = true
		f.Notes = append(f.Notes, fmt.Sprintf("asked in the present, a habit: the %s it happens most often", asked.Words))
	}
	if asked != nil && asked.ID == "day" && f.Form == "" && !p.most && p.extreme == "" && !p.yesno {
		// "which day did I …" asks when; "did I ever … in a day" is
		// whether some day did (dayTotal)
		p.askedWhen = true
	}
	if p.extreme == "next" && len(f.Temporal) == 0 {
		// "my next dentist appointment": the first from today on
		f.Temporal = append(f.Temporal, Cond{Expr: "start_date >= today", Words: "from today on", From: "today"})
	}
	ms := p.measureFor()
	if ms == nil && !p.count && howMuchRE().MatchString(f.Question) && f.act != nil && f.act.Length != "" && f.act.Length != "words" && f.Activity != "purchase" && !p.countedIn() {
		// "How much Taylor Swift did I listen to?", "how much running did
		// I do in May": an amount of what the activity is measured by
		// (time listened, distance run), not a number of plays.
		ms = p.lengthOf()
	}
	if ms == nil && !p.count && f.act == nil && howMuchDidRE().MatchString(f.Question) {
		// "how much did I walk", with no walks exported, "how much did I
		// drive": the distance a going from place to place is measured
		// by, where the library records one (location history's
		// walking, driving), as "how far did I walk" reads
		if named := p.activityNamed(strings.ToLower(f.Question)); p.unheld && named != nil && named.Length == "distance" || travelVerbRE().MatchString(strings.ToLower(f.Question)) {
			if m := p.writtenUnit(p.lx.measures.byID["km"]); m != nil && m.Extract != nil && len(p.sourcesOf(m.Extract.Name)) > 0 {
				ms = m
			}
		}
	}
	// "my most expensive month for shopping" is the month I spent the
	// most in, not the month of the priciest item.
	if asked != nil && periodKeys[asked.ID] && costWords[p.extreme] {
		f.Least = p.extreme == "cheapest" || p.extreme == "least expensive"
		p.extreme, p.most = "", true
		ms = p.lx.measures.byID["money"]
	}
	// "the month with my highest running distance" is the month I ran
	// the most in: a quantity that adds up, asked of a period, is its total.
	if asked != nil && periodKeys[asked.ID] && (sizeWords[p.extreme] || lengthWords[p.extreme] && totalSaidRE().MatchString(strings.ToLower(f.Question))) && ms != nil && additive(ms) {
		// ("the month with the longest total distance": said to add up)
		p.extreme, p.most = "", true
	}
	// "what's the longest I listened in one day", "the most I ran in
	// one week": the total of the best period, of what the activity is
	// measured by when no measure is named, or when the one named is
	// that length ("how long was my longest Netflix binge in a day": the
	// day's total, not its longest episode).
	if p.amountAsked && asked != nil && periodKeys[asked.ID] && (p.most || lengthWords[p.extreme]) && !p.mostCounted() {
		if l := p.lengthOf(); l != nil && additive(l) && (ms == nil || family(ms.ID) == family(l.ID)) && (p.extreme != "" || !p.count) {
			p.extreme, p.most, ms = "", true, l
			p.sum = true
		}
	}
	if (p.amountAsked || p.orderRanked) && asked != nil && asked.ID == "order" {
		// "the most I spent on one order": the order with the largest
		// total, how much; "how many items did I buy in one order at
		// most": the total of its items' quantities, and "on average" the
		// orders' totals averaged
		per, sum := p.lx.measures.byID["money"], true
		switch {
		case ms != nil && ms.ID == "quantity":
			per = ms
		case ms == nil && p.countedField() != nil && p.countedField().Attr == "quantity":
			// "the most items I bought in one order": the number field
			// counted, the items' quantities
			per = p.lx.measures.byID["quantity"]
		case ms == nil && (p.count || howManyRE().MatchString(f.Question) || numberOfRE().MatchString(f.Question)):
			// "the largest number of things in one order": its records
			// counted
			per, sum = nil, false
		}
		ms, p.sum = per, sum
		if p.avg {
			f.PerGroup, asked, p.asked = orderKey(), nil, nil
		} else {
			f.Least = f.Least || p.extreme == "cheapest" || p.extreme == "least expensive" || p.extreme == "smallest"
			p.extreme, p.most = "", true
		}
		if f.Activity == "" {
			f.act, f.Activity = p.lx.act.byID["purchase"], "purchase"
		}
	}
	if ms == nil && f.Activity == "purchase" && spendRE().MatchString(strings.ToLower(p.unanchored(f.Question))) {
		ms = p.lx.measures.byID["money"] // "the month I spent the most": by amount, not by count
	}
	measure := p.quantity(ms)
	if p.most && asked == nil && (measure != nil || howManyMuchRE().MatchString(f.Question)) && p.countedField() == nil && habitRE().MatchString(strings.ToLower(f.Question)) && !rankWordRE().MatchString(strings.ToLower(f.Question)) {
		// "how long does the OK Lab usually last", "how far is a typical
		// run", "how many songs do I usually play a day": what is usual of
		// an amount or a number is its average, not the most common of
		// anything.
		p.most, p.avg = false, true
	}
	defer p.monthInYear()
	defer p.rankOfValue()
	defer p.yesNo()
	defer p.rankedNth()
	if p.most && asked != nil && !periodKeys[asked.ID] && f.Group == nil {
		p.bestOfEachWindow()
	}
	if p.resolveShare() || p.resolveCompare() || p.resolveNth(asked, measure) {
		return
	}
	p.eitherValue()
	nameKey := p.nameKey

	counted := p.countedField() // "most liked": a number field, or nil
	if counted == nil && !p.most && p.extreme == "" && bestWorkRE().MatchString(strings.ToLower(f.Question)) {
		// "the best book I read": the best of works is the one scored
		// highest, where the library keeps scores
		work := asked
		if work == nil || !scoredWorks[work.ID] {
			work = p.fieldNamed(-1)
		}
		if work != nil && scoredWorks[work.ID] {
			if counted = p.ratingRank(); counted != nil {
				p.most, asked = true, work
				p.consumeWord(`\bbest\b`)
			}
		}
	}
	if counted == nil && p.most && asked != nil && scoredWorks[asked.ID] && likedMostRE().MatchString(strings.ToLower(f.Question)) {
		// "which book did I like most": the score given it, where the
		// library keeps one
		counted = p.ratingRank()
	}
	perKey := p.periodKey(f.Period) // "per month": the month, or nil
	switch {
	case p.startEnd:
		f.Form = FormDates
	case f.Form == FormTable && measure == nil && f.Group != nil && periodKeys[f.Group.ID] && !p.count && !p.avg && asked != nil && asked.Extract != nil && asked.Extract.Type == qa.TypeText && asked.Map == "" && !questionLeadRE().MatchString(p.t.orig):
		// "my mood by month", "mood by week": a field of words by
		// period is what it mostly was each period, as "what was my
		// mood each month" reads it, not how many records each had
		f.Form, f.Each, f.Group = FormBestEach, f.Group, asked
		f.Notes = append(f.Notes, fmt.Sprintf("%s is no amount: its most frequent value each %s", asked.Words, f.Each.Words))
	case f.Form == FormGrouped || f.Form == FormTable:
		f.Group = p.personKey(f.Group)
		if measure != nil {
			f.Measure = measure
			// "average run length by year": each group's average, not
			// its total
			f.GroupAvg = f.Form == FormTable && p.avg && f.PerGroup == nil && f.Period == 0
		}
	case p.compare:
		f.Form, f.Group = FormTable, p.key(p.lx.groups.byID["weekday"])
	case p.most && counted != nil && !(asked != nil && periodKeys[asked.ID] && asked.ID != "day" && measure != nil && ms != nil && additive(ms)) && !p.groupTotal(asked, ms) && !(asked != nil && asked.ID == "order" && p.sum):
		// "my most liked tweet": the one with the most likes, a number
		// the library records, not the tweet written most often ("in
		// which month did I run the most kilometres" adds the month's
		// runs up instead)
		f.Form, f.Rank, f.Dir = FormExtreme, counted, 1
		p.consumeWord(`\b` + regexp.QuoteMeta(p.mostWord) + `\b`)
		p.consumeWord(`\bburn(?:ed|t|s)?\b`) // "burned the most calories": how calories are had
		if f.Least {
			f.Dir, f.Least = -1, false
		}
		if p.mostVerb != "" {
			// "covered the most kilometers": the verb goes with the unit
			p.consumeWord(`\b` + regexp.QuoteMeta(p.mostVerb) + `\b`)
		}
		switch {
		case asked != nil && (asked.Extract == nil || counted.Extract == nil || asked.Extract.Name != counted.Extract.Name):
			f.Val = asked
		case asked == nil && p.askedWhen:
			// "when did I post my most liked tweet": its date
			f.Val = p.key(p.lx.groups.byID["day"])
		case nameKey() != nil:
			f.Val = nameKey()
		case whichOneRE().MatchString(strings.ToLower(f.Question)) || whichActRE().MatchString(strings.ToLower(f.Question)):
			// "which ride climbed the most meters": the ride, not how
			// many meters; "which email had the most recipients": the
			// email, not a recipient (the meeting itself, where nothing
			// names it)
			f.Val = p.eventNameKey()
			f.Thing = f.Val == nil && whichActRE().MatchString(strings.ToLower(f.Question))
		}
	case p.most || f.K > 1 && p.extreme == "" && !p.firstLast:
		f.Form = FormBest
		switch {
		case asked != nil:
			f.Group = asked
		case p.askedWhen && habitRE().MatchString(strings.ToLower(f.Question)):
			// "when is the OpenLab usually held": on which day of the
			// week it usually is; one date is no habit
			f.Group = p.key(p.lx.groups.byID["weekday"])
		case p.askedWhen:
			f.Group = p.key(p.lx.groups.byID["day"])
		default:
			f.Group = nameKey()
		}
		if f.Group == nil && whatDoneRE().MatchString(strings.ToLower(f.Question)) {
			// "what do I usually do on Mondays": the commonest of what
			// was done
			f.Group = p.doneKey()
		}
		if f.Group == nil && whatThingRE().MatchString(strings.ToLower(f.Question)) && p.foodDone() {
			// "what did I cook most often": what is cooked (eaten,
			// baked) is a dish, the food its records name
			f.Group = p.key(p.lx.groups.byID["dish"])
		}
		lowAsked := strings.ToLower(afterLeadSource(f.Question))
		if m := whatThingRE().FindStringIndex(lowAsked); f.Group == nil && f.act == nil && len(f.Sources) == 0 && m != nil {
			if srcs := p.wholeCued(firstWords(lowAsked[m[1]-1:], 1)); len(srcs) > 0 {
				// "what did I watch most on weekends": a verb that takes
				// whole sources (the films and series watched) and no
				// one activity; the things it took are named by their
				// records' titles
				f.Sources = srcs
				f.Group = &Key{ID: "title", Attr: "title", Extract: &attrSpec{Name: "title", Type: qa.TypeText}, Words: "title"}
			}
		}
		if f.Group == nil && haveHadRE().MatchString(strings.ToLower(f.Question)) && (p.recordsField("food", "list") || p.recordsField("food", "text")) {
			// "what did I normally have after swimming": to have, said of
			// what is had most, is to eat or drink it; the library's
			// dishes
			f.Group = p.key(p.lx.groups.byID["dish"])
		}
		if f.Group == nil && spentOnWhatRE().MatchString(strings.ToLower(f.Question)) && p.recordsMoney() {
			// "what did I spend the most money on", where nothing bought
			// is named by a product: what the money went on is what was
			// done ("groceries", "bike repair"), as a journal tells it; of
			// what was paid for, the least too
			f.Group = p.doneKey()
			if f.Group != nil && measure != nil && measure.Extract != nil {
				f.Content = append(f.Content, Cond{Expr: measure.Attr + " != nil", Needs: []attrSpec{*measure.Extract}})
			}
		}
		if f.Group == nil && measure != nil && f.K > 1 && byMeasureRE().MatchString(strings.ToLower(f.Question)) {
			// "top 3 runs by distance": the things ranked by the
			// measure named after "by", as "my 3 longest runs" are
			f.Form, f.Dir, f.Rank, f.Val = FormExtreme, 1, measure, cmp.Or(nameKey(), p.eventNameKey())
			if f.Least {
				f.Dir = -1
			}
			break
		}
		if f.Group == nil {
			f.Form = FormCount
			f.Notes = append(f.Notes, mostUngroupedNote)
			break
		}
		// "how many episodes did I watch on the busiest day": the most
		// of a period is how many, as "the most I ran in one week" is
		// how much; and "how many times did I listen to my top artist"
		// the top one's count, said with it ("1869 (Taylor Swift)")
		f.Amount = p.amountAsked || p.count && howManyLeadRE().MatchString(f.Question)
		if p.countToo != "" && !f.Least && f.K <= 1 {
			// "who emailed me most and how often": the best one's count
			// is answered, the best one beside it ("14 (Mark Overmeer)")
			f.Amount = true
			f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return n == p.countToo })
		}
		if p.within != nil && !periodKeys[f.Group.ID] && f.K <= 1 {
			f.Within = p.within
		}
		if measure != nil && (p.sum || additive(ms)) {
			f.Measure = measure
		}
		if each := perKey; each != nil && f.Least && (!periodKeys[f.Group.ID] || periodDays[f.Group.ID] < periodDays[each.ID]) {
			// "my least played artist each year", "which month did I run
			// the least each year": the least of each would weigh what
			// is in no group (the periods with nothing, the artists not
			// played that year); not worked out, and said
			f.Notes = append(f.Notes, fmt.Sprintf("the %s with the least in each %s is not worked out: the least of all", f.Group.Words, each.Words))
		}
		if each := perKey; each != nil && !periodKeys[f.Group.ID] && !f.Least && (f.Measure == nil || f.K <= 1 && !f.GroupAvg) {
			// "my top artist each month", "my top 3 artists each year",
			// "what did I spend the most on each month": the best of
			// every period, not the best overall
			f.Form, f.Each, f.Period, f.PeriodWords = FormBestEach, each, 0, ""
			break
		}
		if f.Measure == nil && f.K > 1 && p.env != nil && p.streams() && !countWeighRE().MatchString(strings.ToLower(f.Question)) {
			// A ranking of what one listened to or watched ("my top three
			// artists") is by time listened: plays are many and short.
			f.Measure = p.quantity(p.lx.measures.byID["duration"])
		}
		if f.Measure == nil && f.K <= 1 && periodKeys[f.Group.ID] && !f.Amount && p.env != nil && p.streams() && !p.count && !countWeighRE().MatchString(strings.ToLower(f.Question)) && (mostAmount(f.Question) || p.busiest && !mostWordsRE().MatchString(f.Question)) {
			// "which day did I listen to the most music", "my peak month
			// for listening": more of a stream, with no thing counted
			// ("the most songs", "the most episodes"), is more time
			// listened or watched, as a comparison weighs it; said, as
			// the number of plays would be another answer
			f.Measure = p.quantity(p.lx.measures.byID["duration"])
			f.Notes = append(f.Notes, busiestByTime)
		}
		if each := perKey; each != nil && periodKeys[f.Group.ID] && periodDays[f.Group.ID] < periodDays[each.ID] && f.K <= 1 && !f.GroupAvg && f.Within == nil {
			// "which month did I listen most each year", "my busiest day
			// each week": the best of the shorter periods within every
			// longer one, not the best of all
			if f.Least {
				break // said above
			}
			f.Form, f.Each, f.Period, f.PeriodWords = FormBestEach, each, 0, ""
		}
	case p.extreme != "":
		p.resolveExtreme(asked, ms, nameKey)
		if f.Form == FormExtreme && perKey != nil && p.perLead != "a" && !p.yesno && !p.avg && f.Total == nil && f.IsBest == nil && f.RankOf == nil && !f.FirstSeen && !f.Annual {
			// "my longest run each year", "… per year", "my 3 longest runs
			// each year": the one (k) of every period, not of all ("a
			// year" is a rate, no such period)
			f.Each, f.Period, f.PeriodWords = perKey, 0, ""
		}
		if f.Form == FormExtreme && f.K <= 1 && f.Rank != nil && addsUp(f.Rank.ID) && f.Val != nil && f.Val.Extract != nil && f.Each == nil &&
			f.Total == nil && f.IsBest == nil && f.RankOf == nil && !f.FirstSeen && !p.yesno && !p.spread && summedRE().MatchString(strings.ToLower(f.Question)) {
			// "which song did I listen to for the longest total time",
			// "… the longest in total": what each value adds up to over
			// its records, ranked, not the one longest record
			f.Form, f.Group, f.Measure, f.Least = FormBest, f.Val, f.Rank, f.Dir < 0
			f.Rank, f.Val, f.Dir = nil, nil, 0
		}
		if p.spread && f.Form == FormExtreme && f.Rank != nil {
			// "the difference between my longest and shortest run": the
			// most of what is ranked less the least
			f.Form, f.Measure, f.Val, f.Rank, f.Dir, f.K = FormSpread, f.Rank, nil, nil, 0, 0
			low := strings.ToLower(f.Question)
			switch {
			case p.yesno:
				// "was my longest run twice as long as my shortest":
				// whether the most reaches the factor of the least (any
				// more, with none said)
				f.Whether = 1
				f.Times, f.TimesOver = p.factorAsked(low)
			case p.ratio:
				// "how many times longer was my longest run than my
				// shortest": the most over the least
				f.Diff = diffRatio
			}
		}
		if f.Form == FormExtreme && f.K > 1 && p.sum && !betweenWordRE().MatchString(strings.ToLower(f.Question)) {
			// "how far were my last two runs in total", "my three
			// longest runs combined": the k added up, where what is
			// asked or ranked adds up
			switch {
			case f.Val != nil && addsUp(f.Val.ID):
				f.Total = f.Val
			case f.Rank != nil && addsUp(f.Rank.ID):
				f.Total = f.Rank
			}
		}
	case p.avg || f.Period > 0 || f.PerGroup != nil:
		switch {
		case f.PerGroup != nil:
			f.Form = FormAvg
		case f.Period > 0 && p.perEach && !p.avg && perKey != nil && !p.count && asked != nil && asked.Extract != nil && asked.Extract.Type == qa.TypeText && (whatWasMyRE().MatchString(f.Question) || !questionLeadRE().MatchString(p.t.orig)):
			// "what was my mood each month", "my mood by month": a
			// field of words has no amount a month; what it mostly was,
			// as "my most common mood each month" asks, not how many
			// records there were
			f.Form, f.Group, f.Each, f.Period, f.PeriodWords = FormBestEach, asked, perKey, 0, ""
			f.Notes = append(f.Notes, fmt.Sprintf("%s is no amount: its most frequent value each %s", asked.Words, perKey.Words))
		case f.Period > 0 && p.perEach && !p.avg && perKey != nil:
			// "how many runs did I do each month": the count of every
			// month, not their average ("per month", "on average")
			f.Form, f.Group, f.Period, f.PeriodWords = FormTable, perKey, 0, ""
			f.CountBy = p.countedKey()
		case f.Period > 0 && perKey != nil && p.countedKey() != nil && f.PerGroup == nil:
			// "how many different artists did I listen to per month":
			// the artists of each month, on average over the months
			f.Form, f.Group, f.CountBy, f.Average, f.Period, f.PeriodWords = FormTable, perKey, p.countedKey(), true, 0, ""
		case f.Period > 0:
			f.Form = FormPerPeriod
			if _, one := oneWindow(f.Temporal); !one {
				if w, ok := p.countedWindow(); ok && w.From != "" {
					// "per day in March", no year: the last March, as a
					// count of days reads it; every March's songs over
					// the days from the first to the last was a sliver
					for i, c := range f.Temporal {
						if c.From == w.From && c.To == w.To {
							f.Temporal[i].Expr = fmt.Sprintf("%s >= %s && %s < %s", dateAttr, w.From, dateAttr, w.To)
						}
					}
				}
			}
			p.recordedFrom()
			if f.Period == 1 || f.Period == 7 {
				// "songs a day, counting only days with music": over the
				// days (weeks) that had any, not every day of the year
				if m := p.t.find(activeOnlyRE()); m != nil {
					f.ActiveOnly = true
					p.t.consume(m[0], m[1])
				}
			}
			if f.Activity == "purchase" && measure == nil && (p.count && orderNounRE().MatchString(strings.TrimSpace(p.countNoun)) || timesAskedRE().MatchString(strings.ToLower(f.Question)) && p.recordsField("order_id", "text") ||
				!p.count && !clauseWordRE().MatchString(strings.ToLower(f.Question)) && orderNounRE().MatchString(strings.ToLower(f.Question))) {
				// "orders per year", "how many times a week do I
				// order", "orders per month avg" in keywords: orders,
				// not the items in them
				f.Group = orderKey()
			}
		default:
			f.Form = FormAvg
		}
		f.Measure = measure
		if f.Form == FormAvg && f.Measure == nil && f.PerGroup == nil {
			if f.Activity == "purchase" {
				f.Measure = p.quantity(p.lx.measures.byID["money"])
			} else if asked != nil && asked.Extract != nil && numeric(asked.Extract.Type) && asked.Map == "" {
				// "my average weight": a field of numbers the person keeps
				f.Measure = asked
			} else if asked != nil && asked.Extract != nil && asked.Extract.Type == qa.TypeText && asked.Map == "" {
				// "my average mood" over a field of words: it has no
				// average, but a most frequent value.
				f.Form, f.Group = FormBest, asked
				f.Notes = append(f.Notes, fmt.Sprintf("%s is not a number: its most frequent value", asked.Words))
			} else if m := p.boundAveraged(); m != nil {
				// "did I walk more than 10000 steps on average": the
				// measure bounded is the one averaged, not a walk's
				// distance (averageWhether makes the bound the test)
				f.Measure = p.quantity(m)
			} else if a := f.act; a != nil && a.Length != "" && !p.count {
				// "my average run": the length of one, as the activity
				// measures it (a run's distance, a film's duration).
				f.Measure = p.quantity(p.lengthOf())
			} else if g := p.weekdaysCounted(); g != nil {
				// "how many songs do I play on Saturdays on average": a
				// number for each such day (weekend), averaged over those
				// that had any, not one of them all
				f.PerGroup = g
			} else {
				f.Form = FormCount
				f.Notes = append(f.Notes, "an average of nothing measurable: counting")
			}
		}
	case p.span && !p.avg && !(p.sum && measure != nil && measure.ID != "days") && !((p.recurringOne() || p.namedSeries()) && (p.oneLength() || p.bareLength())) && !p.measuredOne():
		// "how long was I on the phone … in total" adds the calls up;
		// "how many days was I in Lisbon in total" is still the stay; "how
		// long was my yoga class", on no day, is one class (below)
		f.Form, f.Measure = FormSpan, measure
		if f.Measure == nil || family(f.Measure.ID) != "time" || (p.stay || p.took) && p.unit == nil {
			f.Measure = p.quantity(p.lx.measures.byID["days"])
		}
		if p.nights {
			// "how many nights did I spend in Lisbon": a night fewer
			// than the days from arrival to departure
			f.Measure = &Quantity{ID: "nights", Attr: "nights", Words: "nights"}
		}
	case p.askedWhen && (pluralDatesRE().MatchString(strings.ToLower(f.Question)) || pluralDatesRE().MatchString(strings.ToLower(p.t.orig))):
		// "Which days was the bin collected?": every date, not the first
		// (said so as asked, or as restated: "days in March with no
		// music" asks which days in March I went without).
		f.Form, f.Val = FormList, p.key(p.lx.groups.byID["day"])
	case p.askedWhen && p.extreme == "" && whenWereRE().MatchString(strings.ToLower(f.Question)):
		// "when were the bins taken out in May": the things of the
		// plural each have a date, all asked, as "which days" asks
		// them (the first alone was given)
		f.Form, f.Val = FormList, p.key(p.lx.groups.byID["day"])
	case p.askedWhen:
		p.consumeWord(`\bexactly\b`)
		f.Form, f.Dir = FormWhen, -1
		f.Unranked = p.extreme == ""
		f.Milestone = p.lx.milestones.re.MatchString(strings.ToLower(f.Question))
		_, _, counted := countdown(f.Question)
		if low := strings.ToLower(f.Question); counted {
			// "how many days (are left) until Christmas": its coming
			// date, as "when is Christmas" asks, which build counts to
			f.Upcoming = p.extreme == "" && len(windows(f.Temporal)) == 0
			if p.extreme == "" && !f.Upcoming {
				// "how many days until the end of the year": a time, whose
				// records' first day is no day it comes
				f.Notes = append(f.Notes, "the days until a time are not worked out here: this answers when it is")
			}
		} else if finishRE().MatchString(low) || leftRE().MatchString(low) && !leftForRE().MatchString(low) && !leftCountryRE().MatchString(low) {
			// ("when did I leave Lisbon": the stay's last day; leaving
			// the country is going abroad, each trip's first)
			f.Dir = 1
			f.Through = throughRE().MatchString(low)
			if m := p.t.find(finishRE()); m != nil {
				p.t.consume(m[0], m[1]) // understood: the last time
			}
		} else if finalPartRE().MatchString(low) {
			// "when did I watch the season 2 finale": the season's final
			// episode, watched when the season was finished, not the
			// latest viewing of any of it (a rewatch of its first)
			f.Dir, f.Through = 1, true
			p.consumeWord(`\bfinale\b`)
		} else if p.ago != "" && p.extreme == "" && !startedRE().MatchString(low) {
			// "how long ago did I go to the dentist", with neither
			// first nor last said: the time since the latest, as the
			// time since a thing is counted from when it last was
			f.Dir = 1
		} else if presentWhenRE().MatchString(low) && !startVerbRE().MatchString(low) && p.extreme == "" && len(windows(f.Temporal)) == 0 {
			// "when is Whit Monday", "when do I have to pay the bill":
			// asked now, the next time, or the last when none is to come
			f.Upcoming = true
		} else if title, n := p.titleTimes(); n > 1 && p.extreme == "" && len(windows(f.Temporal)) == 0 && timeAskedRE().MatchString(low) && presentSimpleRE().MatchString(low) {
			// "what time does the Daily Sync start": the present of
			// what recurs says a habit, the time it most often starts,
			// not the first one's
			f.Habit = true
			f.Notes = append(f.Notes, fmt.Sprintf("%q comes up %d times: the time it most often starts", title, n))
		} else if p.extreme == "" && len(windows(f.Temporal)) == 0 {
			// "when was the Daily Sync": the first of a title held many
			// times, said so
			if title, n := p.titleTimes(); n > 1 {
				f.Notes = append(f.Notes, fmt.Sprintf("%q comes up %d times", title, n)+firstOfMany)
			}
		}
	case (asked != nil || p.askedWhat) && !p.sum && measure == nil && p.times != "":
		// "Which songs have I played more than 50 times?": the songs
		// whose plays reach the number, not the plays counted.
		f.Form, f.GroupTimes, f.Val = FormList, p.times, asked
		if f.Val == nil {
			f.Val = nameKey()
		}
		if f.Val == nil {
			f.GroupTimes = ""
		}
	case measure == nil && !p.count && f.Activity != "purchase" && howMuchDidRE().MatchString(f.Question) && !p.countedIn():
		// "How much did I squat?": an amount of the doing (a weight
		// lifted) that no measure known here records; the number of
		// times would be a confident wrong answer, so the events are
		// given and the words said as not understood. (What was charged
		// to a card is a price: resolveAmount reads purchases.)
		f.Form = FormList
		f.Notes = append(f.Notes, howMuchNote)
	case asked != nil && p.lx.groups.byID[asked.ID] != nil && !p.count && !p.sum && !p.amountAsked && measure != nil && family(measure.ID) == "money" && whichThingRE().MatchString(f.Question) && !amountNouns[strings.ToLower(whichThingRE().FindStringSubmatch(f.Question)[1])]:
		// "which items did I pay for with the MasterCard": the things
		// paid for, asked by a noun of the groups; paying says which, not
		// how much ("which cashier did I pay", recorded nowhere, stays an
		// amount, said so)
		f.Form, f.Val = FormList, asked
	case !p.count && !p.sum && !p.amountAsked && measure != nil && family(measure.ID) == "money" && p.spentOnWhat(measure):
		// "what did I spend money on in 2022", "what did I spend over
		// 100 euros on", "what did I pay for": the preposition left
		// without its object asks what the money went on, "what" its
		// object: the things paid for, not how much ("what did I spend
		// on groceries" is how much, as "what did I spend" alone is).
		// Where nothing bought is named by a product (a journal's
		// receipts), the records that say what was paid are the answer.
		f.Form, f.Val = FormList, nameKey()
		if measure.Extract != nil {
			f.Content = append(f.Content, Cond{Expr: measure.Attr + " != nil", Needs: []attrSpec{*measure.Extract}})
		}
	case p.count || p.sum || measure != nil:
		p.resolveAmount(measure, asked, nameKey)
		if f.GroupTimes != "" && f.Form != FormDistinct {
			f.GroupTimes = ""
		}
	case len(f.Extra) > 0:
		f.Form = FormList // "songs I listened to with date": the items
	case asked != nil:
		f.Form, f.Val = FormList, asked
	case p.askedWhat:
		f.Form, f.Val = FormList, nameKey()
		if f.Val == nil && whatThingRE().MatchString(strings.ToLower(f.Question)) && p.foodDone() {
			// "what did I cook", "what did we bake": what is cooked is a
			// dish, the food its records name (as "what did I cook most")
			f.Val = p.key(p.lx.groups.byID["dish"])
		}
		if f.Val == nil && f.act == nil && p.lk != nil && len(p.lk.sources) > 0 {
			// "What did I watch on the Xbox?": the names applied decided
			// where to look, and what is asked is what the things found
			// are called, in whichever of those sources.
			f.Val = p.titleKey()
			if !slices.ContainsFunc(p.lk.sources, func(s string) bool { return s != ingest.SocialMedia }) {
				// a post is called by its own words, not by the line
				// the platform writes about it ("X was with Y.", the
				// one answer of eight posts tagged #innsbruck)
				f.Val = &Key{ID: "text", Attr: "text", Extract: &attrSpec{Name: "text", Type: qa.TypeText}, Words: "text"}
			}
		}
	default:
		f.Form = FormList
	}
}

// lengthAsked reports whether the question asks how long something lasted
// ("how long was my longest trip", "how many days was it"), not which one
// it was.
func (p *parser) lengthAsked() bool {
	return p.howLong || p.unit != nil && family(p.unit.ID) == "time"
}

// betweenWordRE: "between", which says the k bound a window ("spent
// between my last two trips"), not what is added up.
var betweenWordRE = lazyre.New(`\bbetween\b`)

// extremeDir is +1 for a superlative of the most (longest, latest), -1 for
// one of the least (shortest, first).
func extremeDir(w string) int {
	switch w {
	case "shortest", "cheapest", "least expensive", "lowest", "minimum", "min", "smallest", "slowest", "first", "earliest", "oldest", "next", "lightest", "coldest", "coolest":
		return -1
	}
	return 1
}

func (p *parser) resolveExtreme(asked *Key, ms *measure, nameKey func() *Key) {
	f := p.f
	f.Form = FormExtreme
	w := p.extreme
	f.Dir = extremeDir(w)
	var rank *measure
	switch w {
	case "longest", "shortest", "biggest", "largest", "smallest":
		if ms == nil && f.act == nil && asked != nil && asked.Extract != nil && numeric(asked.Extract.Type) {
			// "my longest sleep", sleep:: 7h 30m kept in the days: the
			// most of the length the person keeps under that name
			f.Rank, f.Val = asked, asked
			return
		}
		if ms == nil && (w == "longest" || w == "biggest" || w == "largest") && f.Dir > 0 && asked != nil && asked.Extract != nil && f.act != nil && f.act.Length == "words" && asked.Extract.Name != f.act.Name && !numeric(asked.Extract.Type) {
			// "which thread was the longest", "the biggest conversation":
			// what groups several mails or messages is as long as the
			// number of them, not as what one says (its words)
			f.Form, f.Group = FormBest, asked
			return
		}
		rank = p.lengthOf()
		durationAsked := asked != nil && asked.Extract != nil && asked.Extract.Name == "duration_s"
		if (w == "longest" || w == "shortest") && family(rank.ID) != "time" && (ms != nil && family(ms.ID) == "time" || durationAsked) {
			// "how long was my longest ride", "the duration of my
			// longest run (minutes)": longest in time, what is asked
			switch {
			case ms != nil && family(ms.ID) == "time" && ms.ID != "duration" && ms.ID != "days":
				rank = ms
			case p.unit != nil && family(p.unit.ID) == "time":
				rank = p.unit
			default:
				rank = p.lx.measures.byID["duration"]
			}
			if durationAsked {
				asked = nil // the rank's own amount
				p.consumeWord(`\bduration\b`)
			}
			ms = nil
		} else if ms != nil && family(ms.ID) == family(rank.ID) && !p.howLong {
			rank = ms // "longest run distance in miles"
		} else if ms != nil && !p.howLong && w != "longest" && w != "shortest" {
			// "my biggest climb": of what is named, the most; only
			// "longest" says a length whatever is named
			rank = ms
		}
		if (f.Activity == "purchase" || f.Activity == "" && f.act == nil && p.paidFor()) && !(ms != nil && rank == ms && family(ms.ID) == "money" && ms.ID != "money" && ms.ID != "unit_price") {
			// "my biggest purchase" is the dearest, with no shop exported
			// too; "my biggest saving" the most saved
			rank = p.lx.measures.byID["unit_price"]
		}
	case "most expensive", "priciest", "cheapest", "least expensive":
		rank = p.lx.measures.byID["money"]
		if f.Activity == "purchase" || f.Activity == "" {
			rank = p.lx.measures.byID["unit_price"]
		}
	case "highest", "lowest", "maximum", "minimum", "max", "min", "heaviest", "lightest":
		rank = ms
		if rank == nil && (w == "highest" || w == "lowest") && ratedRE().MatchString(strings.ToLower(f.Question)) {
			// "my highest-rated book", "which book did I rate lowest":
			// the score given, where the library keeps one
			q := p.ratingRank()
			if q == nil {
				// none kept: the rating asked, said not recorded, not
				// the longest film ranked nor "rated" searched for
				q = p.ratingUnkept()
			}
			f.Rank, f.Val = q, asked
			if asked == nil {
				// "my highest-rated book": the book, not its score
				f.Val = p.fieldNamed(-1)
			}
			return
		}
		if rank == nil && asked == nil && (w == "heaviest" || w == "lightest") {
			// "when was I heaviest": a weight, the most or the least
			rank = p.lx.measures.byID["weight"]
		}
		if rank == nil && asked != nil && asked.Extract != nil && numeric(asked.Extract.Type) {
			// "my lowest weight": the least of a field of numbers the
			// person keeps, and its value
			f.Rank, f.Val = asked, asked
			return
		}
		if rank == nil && asked != nil && asked.Extract != nil && f.act == nil {
			if q := p.moodRank(asked, f.Dir); q != nil {
				// "my lowest mood": the moods recorded ranked by how
				// they feel, and the mood
				f.Rank, f.Val = q, asked
				return
			}
		}
		if key := p.moodField(); rank == nil && p.moodMostDir != 0 && key != nil {
			// "which month was I happiest": how the recorded moods felt
			if q := p.moodRank(key, f.Dir); q != nil {
				f.Rank, p.allEvents = q, true
				if g := p.lx.groups.byID[p.moodPeriod]; g != nil && (asked == nil || !periodKeys[asked.ID]) {
					asked = p.key(g) // "my happiest month"
				}
				if asked == nil || !periodKeys[asked.ID] {
					asked = p.key(p.lx.groups.byID["day"]) // "when was I happiest"
				}
				break
			}
		}
		if rank == nil && f.act == nil {
			// "which day was my lowest mood": the day of the mood that
			// felt worst, of whatever records one
			if q := p.linkedMoodRank(f.Dir); q != nil {
				f.Rank, p.allEvents = q, true
				break
			}
		}
		if rank == nil {
			rank = p.lengthOf()
			p.rankGuessed = f.act == nil && (asked == nil || asked.Extract != nil && !numeric(asked.Extract.Type))
		}
	case "hottest", "warmest", "coldest", "coolest":
		// "the coldest day": the least of the temperature the library
		// records (a journal's weather), as "the lowest temperature"
		if rank = p.fieldMeasure("temperature"); rank == nil {
			// none is the answer, not the first day of whatever was
			// found, which would pass for the coldest
			f.Content = append(f.Content, Cond{Expr: "temperature != nil", Words: "with a temperature recorded", Needs: []attrSpec{{Name: "temperature", Type: qa.TypeNumber}}})
			f.Notes = append(f.Notes, "no temperature is recorded in your library")
		}
	case "fastest", "slowest":
		rank = p.lx.measures.byID["speed"]
		if p.raceNamed() {
			// "my fastest 5k", "my slowest parkrun": a race is a fixed
			// distance, so the fastest is the least time it took
			rank = p.lx.measures.byID["duration"]
			f.Dir = -f.Dir
		} else if p.env.Catalog() != nil && len(p.sourcesOf("speed")) == 0 && len(p.sourcesOf("duration")) > 0 {
			// "my fastest bike commute", and no speed recorded: of the
			// times a way was gone, the fastest took the least time
			rank = p.lx.measures.byID["duration"]
			f.Dir = -f.Dir
			f.Notes = append(f.Notes, "no speed recorded: the fastest is the one that took the least time")
		}
	case "furthest", "farthest":
		rank = p.lx.measures.byID["km"]
	}
	if rank != nil && asked != nil && periodKeys[asked.ID] && !p.askedWhen && lengthWords[w] && (family(rank.ID) == "distance" || family(rank.ID) == "time") &&
		periodDoneMostRE().MatchString(strings.ToLower(f.Question)) {
		// "which month did I run the furthest": the superlative said of
		// the doing, not of one run, is of each month's runs together
		f.Form, f.Group, f.Measure = FormBest, asked, p.quantity(rank)
		return
	}
	if rank != nil {
		f.Rank = p.quantity(rank)
		if (w == "longest" || w == "shortest") && ms == nil && family(rank.ID) == "distance" && (p.recordsField("duration_s", "number") || p.recordsField("duration_s", "duration")) {
			// "my shortest swim" of swims that record no distance, only
			// their minutes: the length in time, what is recorded (the
			// ranking falls back to it and says so where it does: a
			// note here would be said of every run that has its km)
			f.RankElse = &attrSpec{Name: "duration_s", Type: qa.TypeDuration}
		}
	} else if inDayRE().MatchString(strings.ToLower(f.Question)) {
		// "the earliest in the day": by time of day
		f.Rank = &Quantity{ID: "time_of_day", Attr: timeAttr, Words: "time of day"}
		p.consumeWord(`\b(?:in|of)\s+the\s+day\b|\btime\s+of\s+day\b`)
		if timeAskedRE().MatchString(f.Question) {
			f.Val = &Quantity{ID: "time", Attr: timeAttr, Words: "start time"}
			p.consumeWord(`\b(?:give|tell me|what was)\b[^.?]*\bstart(?:ing)?\s+time\b`)
			return
		}
	}
	// "the earliest start time of a doctor appointment", "what time did
	// my earliest appointment start": the earliest time of day.
	if rank == nil && (w == "earliest" || w == "latest") && timeAskedRE().MatchString(f.Question) && !dateWordRE().MatchString(f.Question) {
		f.Rank = &Quantity{ID: "time_of_day", Attr: timeAttr, Words: "time of day"}
		f.Val = &Quantity{ID: "time", Attr: timeAttr, Words: "start time"}
		p.consumeWord(`\b(?:start(?:ing)?\s+)?time\b`)
		p.consumeWord(`\b(?:start|started|begin|began)\b`)
		return
	}
	switch {
	case p.amountAsked && f.Rank != nil:
		f.Val = f.Rank
	case asked != nil && asked.ID == "day" || p.askedWhen || p.lastDone && f.Rank == nil && len(f.Content) > 0:
		// "bad bunny last played", the thing named by a value of the
		// library: when it was, which is what its name leaves to ask
		// ("netflix last watched", with nothing named, is the thing)
		if f.Rank == nil {
			f.Form = FormWhen
			// "the last episode of season 2": the season's final one
			f.Through = f.Through || f.Dir > 0 && finalPartRE().MatchString(strings.ToLower(f.Question))
			return
		}
		f.Val = p.key(p.lx.groups.byID["day"])
	case asked != nil:
		f.Val = asked
	case ms != nil && (f.Rank == nil || f.Rank.Attr != p.quantity(ms).Attr):
		f.Val = p.quantity(ms)
	case f.Rank != nil && f.Rank.Attr == timeAttr || f.Rank == nil || f.Activity == "purchase" || (f.Activity == "movie" || f.Activity == "episode" || f.Activity == "trip") && !p.lengthAsked():
		// "how long was the longest film I watched": its length, what
		// is asked, not its title
		f.Val = nameKey()
	case f.Rank != nil && thingRE().MatchString(strings.ToLower(f.Question)):
		// "the longest thing I watched": the thing, named by its event
		f.Thing = true
	case f.act != nil && p.unit == nil && whatMyBestRE().MatchString(strings.ToLower(f.Question)):
		// "what was my fastest run": its speed, and the run that had it
		f.Val, f.Thing = f.Rank, true
	case f.act != nil && whichActRE().MatchString(strings.ToLower(f.Question)):
		// "which workout had the highest heart rate": the workout, not
		// the rate (its name, or the event itself)
		if f.Val = nameKey(); f.Val == nil {
			f.Val = p.eventNameKey()
		}
		f.Thing = f.Val == nil
	case f.K > 1 && f.Rank != nil:
		// "my 2 longest rides": which they were, not one amount
		f.Val = p.eventNameKey()
		f.Thing = f.Val == nil
	}
	p.periodAveraged()
}

// periodAveraged reads the superlative of a period ("which month had my
// best mood", "in which month was my average run the longest") as the
// period whose records, on average, rank first, where what is ranked is
// a mood (a mood is of a time, not of one record: a month's best single
// mood ties every month that had a great day) or an average is said. The
// record that ranks first and its period is what the superlative says
// otherwise ("in which month was my longest run").
func (p *parser) periodAveraged() {
	f := p.f
	mood := f.Rank != nil && f.Rank.ID == "valence"
	if f.Form != FormExtreme || f.Rank == nil || f.Val == nil || !periodKeys[f.Val.ID] || p.askedWhen && !mood || f.K > 1 || f.N > 1 {
		return
	}
	if !p.avg && !mood {
		return
	}
	if mood {
		f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return n == p.moodRankNote })
		f.Notes = append(f.Notes, fmt.Sprintf("each %s weighed by the average of %s", f.Val.Words, f.Rank.Words))
	}
	f.Form, f.Group, f.Measure, f.GroupAvg, f.Least = FormBest, f.Val, f.Rank, true, f.Dir < 0
	f.Rank, f.Val = nil, nil
}

// whatThingRE: a question asking what thing ("what did I cook most",
// "what did Jonas and I cook", "what did Jonas cook for me").
var whatThingRE = lazyre.New(`^\s*what\s+(?:did|do|does|have|has)\s+(?:i|we|\pL+(?:\s+and\s+i)?)\s+\pL`)

// byMeasureRE: what things are ranked by, said after "by" ("top 3 runs
// by distance").
var byMeasureRE = lazyre.New(`\bby\s+(?:their\s+|its\s+|the\s+)?(?:\p{L}+\s+)?\p{L}+\s*[?.!]*$`)

// nounField returns the name field of a's sources that the counted
// noun names, its first word or its second after a word naming the
// source ("devices", "Netflix profiles"), and the word said; nil where
// it names none, or the field that names each thing (a play's track).
func (p *parser) nounField(noun string, a *activity) (*Key, string) {
	words := strings.Fields(strings.ToLower(noun))
	if p.lk == nil || len(words) == 0 {
		return nil, ""
	}
	for _, s := range p.lk.fields {
		said := strings.ToLower(p.lk.q.Phrase(s.From, s.To))
		i := slices.Index(words, said)
		if one, ok := plural.One(said); i < 0 || i > 1 || i == 1 && !p.namesActSource(words[0]) || p.taken(s) || !ok || one == said {
			// (a noun before another is singular: "calendar events"
			// are events)
			continue
		}
		for _, r := range s.Refs {
			if slices.Contains(a.Sources, r.Source) && tree.IsName(r.Field) && (r.List || p.namesField(r)) && attrFor(r.Field) != a.Name {
				return fieldKey(r), said
			}
		}
	}
	return nil, ""
}

// wholeCued returns the sources the library holds that the words of
// stmt take whole (sources.tsv's "*": "watch" the streams watched).
func (p *parser) wholeCued(stmt string) []string {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return nil
	}
	var out []string
	for _, c := range p.env.Lexicon.Parse(stmt).Cues {
		for _, sw := range c.Sources {
			if sw.Whole && sw.Key == "" && p.env.Catalog().Has(sw.Source) && !slices.Contains(out, sw.Source) {
				out = append(out, sw.Source)
			}
		}
	}
	return out
}

// mostUngroupedNote says a question of the most had nothing to group by.
const mostUngroupedNote = "\"most\" without anything to group by: counting"

// rankedUnknown: a question of which thing is the most ("what's my
// favourite colour") that has nothing to group by and words nothing
// understood asks for a thing the library does not hold: counting
// everything would answer another question. The words not understood
// are searched for instead, and found or not, said. With every word
// understood, what was found is listed: none of it is known to be the
// most.
func (p *parser) rankedUnknown() {
	f := p.f
	low := strings.ToLower(f.Question)
	if f.Form != FormCount || !slices.Contains(f.Notes, mostUngroupedNote) || howManyMuchRE().MatchString(low) || timesRE().MatchString(low) {
		return
	}
	i := slices.Index(f.Notes, mostUngroupedNote)
	if len(f.Unlinked) == 0 {
		// "what's my favourite book", the books found but no field
		// naming each one: a count answers how many, which was not
		// asked; the things found are the answer's candidates
		f.Form = FormList
		f.Notes[i] = "what ranks first is not understood: nothing your library records names each one to rank; what was found is listed"
		// whichAsAmount's note was of the count, no longer the answer
		f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return strings.HasSuffix(n, whichAmountNote) })
		return
	}
	words := strings.Join(f.Unlinked, " ")
	f.Form, f.Query, f.Subject, f.Sources = FormList, words, words, nil
	f.Notes[i] = fmt.Sprintf("%q: nothing of that kind in your library to rank; searched for the words", words)
}

// unrankedExtreme: the highest or lowest of something that is neither an
// activity, nor a measure, nor a field of the library ("my highest blood
// pressure", "my lowest score") has nothing the library records to rank
// by: ranking whatever the words find by their length would answer
// another question with a duration. The words not understood are
// searched for instead, and found or not, said.
func (p *parser) unrankedExtreme() {
	f := p.f
	if !p.rankGuessed || f.Form != FormExtreme {
		return
	}
	words := strings.Join(f.Unlinked, " ")
	if words == "" && f.Val != nil && f.Val.Extract != nil {
		// "my highest cuisine": a field of the library, of no amount
		words = f.Val.Words
	}
	if words == "" {
		return
	}
	f.Form, f.Rank, f.Val, f.Query, f.Subject, f.Sources = FormList, nil, nil, words, words, nil
	f.Notes = append(f.Notes, fmt.Sprintf("%q: nothing your library records to rank by; searched for the words", words))
}

// foodDone reports whether the question's doing is one of food by the
// lexicons (cooking, baking), whose things are dishes.
func (p *parser) foodDone() bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	for _, c := range p.env.Lexicon.Parse(p.f.Question).Concepts {
		switch c.Kind {
		case "food", "meal", "dish":
			return true
		}
	}
	return false
}

// periodDoneMostRE: a superlative of length said of a doing ("did I run
// the furthest", "did we cycle the longest"), not of one thing ("my
// longest run"); so is one of the time spent doing, a quantity rather
// than a thing ("which day had my longest listening time", "the day with
// the longest Netflix viewing time": the time of that day's doing).
var periodDoneMostRE = lazyre.New(`\b(?:i|we)\s+[a-z]+(?:\s+[a-z]+)?\s+the\s+(?:furthest|farthest|longest)\b|\b(?:longest|greatest|biggest|largest)\s+(?:total\s+|overall\s+)?(?:\p{L}+\s+){0,2}time\b`)

// whichOneRE: a question that asks which one of a noun ("which ride
// climbed the most meters", "what run covered …").
var whichOneRE = lazyre.New(`^\s*(?:which|what)\s+(?:one\s+)?(?:of\s+my\s+)?[\p{L}]+\s+[a-z]+ed\b`)

// eventNameKey names one event of a sport, asked which it was ("which run
// was the fastest"): a sport's events are told by their sport alone, so
// by the name their source gives them where it gives one (a Strava
// activity's), else by their date. Nil for other activities, whose events
// name themselves.
func (p *parser) eventNameKey() *Key {
	a := p.f.act
	if a == nil || !a.Sport {
		return nil
	}
	day := p.key(p.lx.groups.byID["day"])
	if p.env.Catalog() == nil || day == nil {
		return day
	}
	for _, src := range p.env.Catalog().Sources {
		if !slices.Contains(a.Sources, src.Name) {
			continue
		}
		for _, fl := range src.Fields {
			if (fl.Key == "name" || fl.Key == "title") && fl.Kind == "text" {
				if fl.Distinct > 0 && fl.Distinct*2 < fl.Events {
					// names most events share ("Morning Ride") tell
					// none apart: the date does
					return day
				}
				return &Key{ID: "event_name", Attr: fl.Key + "_or_date", Extract: &attrSpec{Name: fl.Key, Type: qa.TypeText},
					Map: fmt.Sprintf("%s ?? %s", fl.Key, day.Attr), Words: fl.Key + " or date"}
			}
		}
	}
	return day
}

// groupElements groups a list by its elements: "which hashtags do I use
// most" ranks each hashtag, not each post's set of them.
func (p *parser) groupElements() {
	f := p.f
	g := f.Group
	switch {
	case g == nil || g.Extract == nil || g.Extract.Type != qa.TypeList || g.Unnest != "" || g.Map != "":
		return
	case f.Form != FormBest && f.Form != FormTable && f.Form != FormDistinct && f.Form != FormBestEach:
		return
	}
	el := *g
	el.Unnest, el.Attr = g.Attr, g.Attr+"_each"
	if one, ok := plural.One(g.Attr); ok {
		el.Attr = one
	}
	f.Group = &el
}

// mostCounted reports whether the most asked is of things counted:
// "the most songs I played in a day", "the highest number of runs in a
// week" count songs and runs, not the time they took.
func (p *parser) mostCounted() bool {
	m := mostCountedRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	if m == nil {
		return false
	}
	if m[1] == "times" || m[1] == "plays" {
		return true
	}
	_, ok := p.lx.act.phrases.lookup(m[1])
	return ok
}

var mostCountedRE = lazyre.New(`\b(?:most|(?:highest|largest|greatest|biggest|max(?:imum)?)\s+(?:number|count|amount)\s+of)\s+(\p{L}+)`)

// countedFieldNamed returns the list field of names a counted noun names
// ("labels": a note's labels, a label file's label), one key for the
// fields of one noun in the singular or the plural, which extraction reads
// alike; nil when the noun names none, fields of two names, or no list.
func (p *parser) countedFieldNamed(noun string) *Key {
	if p.lk == nil || noun == "" {
		return nil
	}
	var found *Key
	for _, s := range p.lk.fields {
		if p.taken(s) || !sameNoun(p.lk.q.Phrase(s.From, s.To), noun) {
			continue
		}
		for _, r := range s.Refs {
			if !tree.IsName(r.Field) || !r.List && !p.namesField(r) {
				continue
			}
			k := fieldKey(r)
			switch {
			case found == nil:
				found = k
			case sameNoun(found.Attr, k.Attr):
				if one, ok := plural.One(k.Attr); ok && one != found.Attr {
					found.ID, found.Attr, found.Extract.Name, found.Words = one, one, one, one
				}
				if r.List {
					found.Extract.Type = qa.TypeList
				}
			default:
				return nil
			}
		}
	}
	if found == nil || found.Extract.Type != qa.TypeList {
		// a field of one value a record ("how many books did I
		// finish": the journal's book) counts the records
		return nil
	}
	return found
}

// sameNoun reports whether two nouns are one, either in the plural
// ("labels", "label").
func sameNoun(a, b string) bool {
	// (One returns a word that is no plural as it is)
	oa, _ := plural.One(strings.ToLower(a))
	ob, _ := plural.One(strings.ToLower(b))
	return oa == ob
}

// resolveAmount handles counts and sums.
// noteResting says a resting heart rate, which measures.tsv reads as the
// minimum recorded (a workout's lowest), is kept by no record, whatever
// is worked out of it: the lowest, an average, a trend.
func (p *parser) noteResting() {
	m := restingRE().FindString(strings.ToLower(p.f.Question))
	if m == "" {
		return
	}
	for _, q := range []*Quantity{p.f.Measure, p.f.Rank} {
		if q != nil && strings.HasPrefix(q.ID, "min_") {
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is kept by no record: read as the %s recorded", m, q.Words))
			return
		}
	}
}

func (p *parser) resolveAmount(measure *Quantity, asked *Key, nameKey func() *Key) {
	f := p.f
	// A count with "in total", "altogether" said of it is the count: the
	// adverb adds up nothing a measure would ("how many movies did I
	// watch in total").
	sum := p.sum && !(p.count && measure == nil && inTotalRE().MatchString(strings.ToLower(f.Question)))
	noun := strings.TrimSpace(distinctRE().ReplaceAllString(p.countNoun, ""))
	if a := f.act; a != nil && a.Structured && p.count && !sum && measure == nil && asked == nil && !timesRE().MatchString(strings.ToLower(f.Question)) {
		if k, said := p.nounField(noun, a); k != nil {
			// "how many devices did I watch on", "how many Netflix
			// profiles are there": a field of the things asked about
			// the counted noun names, whose values are counted once
			// each (the 1200 viewings were counted)
			p.distinct, asked = true, k
			p.consumeWord(`\b` + regexp.QuoteMeta(said) + `\b`)
		}
	}
	// "How many movies did I watch": films, not viewings; a film watched
	// over two evenings is one movie.
	if f.Activity == "movie" && p.count && !sum && measure == nil && (asked == nil || asked.ID == "movie") &&
		!timesRE().MatchString(strings.ToLower(f.Question)) {
		if k := nameKey(); k != nil {
			p.distinct, asked = true, k
		}
	}
	// "How many recurring events are in my calendar": the series, not
	// their occurrences; a standup held every weekday for years is one
	// recurring event. A calendar gives every occurrence of a series its
	// one UID.
	if p.count && !sum && measure == nil && (asked == nil || p.distinct) && !timesRE().MatchString(strings.ToLower(f.Question)) {
		if k := p.seriesKey(noun); k != nil {
			p.distinct, asked = true, k
		}
	}
	if p.count && !sum && measure == nil {
		if g, n, ok := p.groupNamed(noun); ok && n == 3 {
			// "how many kinds of workouts", "how many different types
			// of workout": each kind once, the kind the groups name for
			// the thing, not a field merely called "type" elsewhere
			if k := p.key(g); k != nil && k.Extract != nil {
				p.distinct, asked = true, k
			}
		}
	}
	if asked != nil && p.count && !sum && measure == nil {
		// "how many episodes I watched", a question embedded or asked
		// without inversion: the noun counted was read as what is asked,
		// as of "the episodes I watched"; it counts as "how many
		// episodes did I watch" does.
		if g, _, ok := p.groupNamed(noun); ok && g.ID == asked.ID {
			asked = nil
		}
	}
	if p.count && !sum {
		// "how many artists did I hear only once": the groups that
		// happened so many times
		if p.times != "" {
			f.GroupTimes = p.times
		}
	}
	// "How many artists did I listen to": the artists, not the plays. A
	// key of the activity's events other than the one naming each event
	// ("songs" of plays) is counted once per value; "in total" adds
	// nothing to a count.
	if a := f.act; a != nil && a.Structured && a.Name != "" && p.count && !p.distinct && measure == nil && asked == nil && !timesRE().MatchString(strings.ToLower(f.Question)) {
		if g, n, ok := p.groupNamed(noun); ok && g.ID != "person" && g.ID != "day" {
			if k := p.key(g); k != nil && k.Attr != a.Name && k.Extract != nil && (a.Name != "title" || p.everySourceRecords(a.Sources, k.Extract.Name)) {
				p.distinct, asked = true, k
				if n == 2 {
					// "email conversations": what is counted, not
					// words to search for
					p.consumeWord(`\b` + regexp.QuoteMeta(firstWords(noun, n)) + `\b`)
				}
			}
		}
	}
	if said := firstWords(noun, 1); p.count && !sum && measure == nil && asked == nil && said != "" && p.readsFromText(strings.ToLower(said)) && p.attrNamed(strings.ToLower(said)) {
		// "how many employers have I had": an attribute the lexicons
		// read from what the records say, called by its own name, each
		// of its values once; no record is of "employers" ("jobs" is
		// also what one applies for, no post held)
		name := strings.ReplaceAll(fold.String(strings.ToLower(said)), " ", "_")
		if tree.IsName(name) {
			p.distinct, asked = true, &Key{ID: name, Attr: name, Extract: &attrSpec{Name: name, Type: "text"}, Words: said}
			p.consumeWord(`\b` + regexp.QuoteMeta(said) + `\b`)
		}
	}
	if p.count && !sum && !p.distinct && measure == nil && asked == nil && !timesRE().MatchString(strings.ToLower(f.Question)) {
		// "How many sports did I do", "how many cuisines have I
		// tried": the noun names the kinds a key's values are (a
		// workout's type is a sport), not the things done, so each
		// kind is counted once, as "how many different sports" is.
		if k := p.kindsKey(noun); k != nil {
			p.distinct, asked = true, k
			// what is counted, no word the things say
			p.consumeWord(`\b` + regexp.QuoteMeta(firstWords(noun, 1)) + `\b`)
		}
	}
	trip := f.act != nil && f.act.ID == "trip"
	if (f.act == nil || trip) && p.count && !p.distinct && measure == nil && asked == nil && p.env.Catalog() != nil && !timesRE().MatchString(strings.ToLower(f.Question)) {
		// No activity named, the noun counted a key of the library: each
		// of its values is counted once. "How many seasons of The Office
		// did I watch": a key all the sources the names point at record;
		// "how many countries have I been to": a key the library records,
		// the noun naming no activity ("songs" are plays), for the events
		// that merely say "been to" are no countries.
		if g, _, ok := p.groupNamed(noun); ok && g.ID != "person" && g.ID != "day" && !periodKeys[g.ID] {
			// ("how many countries have I travelled to": the countries
			// of the trips, not the trips)
			if k := p.key(g); k != nil && k.Extract != nil && (!trip || placeKey(k)) {
				srcs := p.namedSources()
				allNamed := len(srcs) > 0 && !slices.ContainsFunc(srcs, func(src string) bool {
					s := p.env.Catalog().Source(src)
					return s == nil || s.Field(k.Extract.Name) == nil
				})
				if allNamed || len(p.sourcesRecording(k.Extract.Name)) > 0 && p.activityNamed(strings.ToLower(firstWords(noun, 1))) == nil {
					p.distinct, asked = true, k
					if trip {
						// what is counted, no word the trips say
						p.consumeWord(`\b` + regexp.QuoteMeta(firstWords(noun, 1)) + `\b`)
					}
				}
			}
		}
	}
	if f.act == nil && p.count && !p.distinct && measure == nil && asked == nil && !timesRE().MatchString(strings.ToLower(f.Question)) {
		// "how many labels do I have", "how many hashtags have I used":
		// no activity named, the noun counted a field of names the
		// library records, each of its values is counted once, not the
		// records that hold them
		if k := p.countedFieldNamed(firstWords(noun, 1)); k != nil {
			p.distinct, asked = true, k
			p.consumeWord(`\b` + regexp.QuoteMeta(firstWords(noun, 1)) + `\b`)
		}
	}
	if f.GroupTimes != "" && asked == nil && !p.distinct {
		// "songs I played more than once": each song, by its name;
		// "artists I listened to more than 100 times": each artist.
		if k := p.nounGroup(noun); k != nil {
			p.distinct, asked = true, k
		} else if k := nameKey(); k != nil {
			p.distinct, asked = true, k
		}
	}
	switch {
	case (p.count || howManyRE().MatchString(f.Question)) && asked != nil && asked.ID == "task":
		// "how many items are on my packing list": the list's items,
		// each once however many copies of the note were kept, not the
		// notes nor what the items cost
		f.Form, f.Group = FormDistinct, asked
	case p.count && (p.distinct || p.personCount(noun)):
		f.Form = FormDistinct
		f.Group = asked
		g, n, named := p.groupNamed(noun)
		if named && n == 3 {
			// "how many different types of products": the kind named
			// whole, not a field "type" the kind's noun links to
			if k := p.key(g); k != nil && k.Extract != nil {
				f.Group, asked = k, k
			}
		}
		if named && asked != nil && g.ID == asked.ID && n >= 2 {
			// "different email threads": what is counted, not words to
			// search for
			p.consumeWord(`\b` + regexp.QuoteMeta(firstWords(noun, n)) + `\b`)
		}
		if named && n >= 2 && (f.Group == nil || f.Group.ID == g.ID) {
			// "how many different mailing lists": the words name the
			// key counted, not values of titles that hold them
			// ("New ImageMagick mailing list")
			said := strings.ToLower(firstWords(noun, n))
			f.Content = slices.DeleteFunc(f.Content, func(c Cond) bool { return strings.ToLower(c.Words) == said })
		}
		if f.Group == nil {
			f.Group = p.nounGroup(noun)
			if f.Group != nil && f.Group.Extract != nil && f.Group.ID != "person" && f.Group.ID != "recipient" && f.Group.ID != "sender" {
				// "how many different cards have I paid with": the noun
				// says what is counted, not what to search for
				if w := firstWords(noun, n); w != "" {
					p.consumeWord(`\b` + regexp.QuoteMeta(w) + `\b`)
				}
			}
		}
		if f.Group == nil && p.distinct {
			// "how many different hashtags have I used": a field of the
			// library the question names, counted by its values
			if f.Group = p.fieldNamed(-1); f.Group != nil {
				p.consumeWord(`\b` + regexp.QuoteMeta(f.Group.Words) + `\b`)
			}
		}
		if f.Group == nil || f.Group.ID == "day" && !strings.HasPrefix(noun, "day") {
			f.Group = nameKey()
		}
		if f.Group == nil && (p.placesBeenTo() || p.distinct && p.kindOfPlace(noun)) {
			// "how many cafés have I been to", "how many different
			// bars did I go to": a kind of place no activity names,
			// each counted once by where it was
			f.Group = p.key(p.lx.groups.byID["place"])
		}
		if f.Group != nil && (f.Group.ID == "person" || f.Group.ID == "recipient" || f.Group.ID == "sender") {
			p.consumeWord(`\b(?:with\s+)?(?:family\s+members|different\s+people|people|persons|friends|guests|colleagues)\b`)
			if w := p.personNoun(noun); w != "" {
				p.consumeWord(`\b` + regexp.QuoteMeta(w) + `\b`)
			}
		}
		if f.Group == nil {
			f.Form = FormCount
			if distinctRE().MatchString(p.countNoun) {
				// "how many different coffees", "how many types of
				// coffee" (kindsCounted): nothing recorded tells one
				// from another, so every one is counted, which is said
				one := strings.ToLower(firstWords(noun, 1))
				if o, ok := plural.One(one); ok {
					one = o
				}
				f.Notes = append(f.Notes, fmt.Sprintf("what makes one %s different from another is not recorded: every one was counted", one))
			}
		}
	case f.Activity == "purchase" && p.count && (orderNounRE().MatchString(noun) || timesAskedRE().MatchString(strings.ToLower(f.Question)) && p.recordsField("order_id", "text")):
		// "how many orders", "how many times did I order from Whole
		// Foods": each order once, however many items it held
		f.Form = FormDistinct
		f.Group = orderKey()
	case measure != nil && ((p.howLong || durationOfRE().MatchString(strings.ToLower(f.Question))) && !p.sum || unitLongRE().MatchString(strings.ToLower(f.Question))) && ((len(f.Content) > 0 || p.recurringOne() || f.act == nil && f.Query != "anything") && p.oneLength() || len(f.Content) > 0 && p.namedSeries() && p.bareLength()):
		// "How long is the Daily Sync?", "how long was my yoga class",
		// "how long is the daily sync" (searched for by its words): the
		// length of one, which each occurrence of a recurring thing shares
		// (their average), not all of them added up nor the span from the
		// first to the last.
		f.Form, f.Measure = FormAvg, measure
		f.Notes = append(f.Notes, "the length of one: the average over every time it happened")
	case measure != nil && !p.sum && (levelMeasures[measure.ID] || p.meas != nil && levelMeasures[p.meas.ID]) && measure.Extract != nil && timesAskedRE().MatchString(strings.ToLower(f.Question)):
		// "how many times did I weigh myself": the occasions the level
		// was taken, which adding the levels up would not count
		f.Form = FormCount
		f.Content = append(f.Content, Cond{Expr: measure.Extract.Name + " != nil", Words: measure.Words, Needs: []attrSpec{*measure.Extract}})
	case measure != nil && (p.sum || measure.ID != "quantity"):
		f.Form, f.Measure = FormSum, measure
		if p.nights && measure.ID == "days" {
			f.Measure = &Quantity{ID: "nights", Attr: "nights", Words: "nights"}
		}
		if max, min := strings.HasPrefix(measure.ID, "max_"), strings.HasPrefix(measure.ID, "min_"); max || min {
			// a maximum (minimum) of each event, as measures.tsv names
			// it, is read as the highest (lowest) of them, not added up
			f.Form, f.Rank, f.Measure = FormExtreme, measure, nil
			f.Dir = 1
			if min {
				f.Dir = -1
			}
			if whichActRE().MatchString(strings.ToLower(f.Question)) {
				// "which run had the highest heart rate": the run
				f.Val = p.eventNameKey()
			}
		} else if measure.ID == "heart_rate" || measure.ID == "speed" || measure.ID == "pace" {
			// a rate does not add up: the pace of a run is its pace
			f.Form = FormAvg
		}
	case f.Activity == "purchase" && p.count && !purchNounRE().MatchString(noun) && thingNounRE().MatchString(noun):
		f.Form, f.CountItems = FormCount, true
	case p.sum && f.Activity == "purchase":
		f.Form, f.Measure = FormSum, p.quantity(p.lx.measures.byID["money"])
	case p.count && !p.sum && measure == nil && asked == nil && p.numberCounted() != nil:
		// "how many coffees did I have": the amounts the person wrote
		// down under that name, added up
		f.Form, f.Measure = FormSum, p.numberCounted()
	default:
		f.Form = FormCount
		// "How many files were attached to X's message": the elements of
		// the list the question names, not the messages.
		if k := p.fieldNamed(-1); k != nil && k.Extract != nil && k.Extract.Type == qa.TypeList && !p.countsActivity(noun) {
			f.CountList = k
		}
		// "how many coffees", the journal's "Had three coffees": the
		// counts its happenings say, added up; "how many times" is how
		// often, whatever each says.
		if f.CountList == nil && p.count && len(f.Joins) == 0 && countThingsRE().MatchString(strings.ToLower(f.Question)) && !occasionNounRE().MatchString(strings.ToLower(f.Question)) && p.recordsField("count", "number") {
			f.CountSaid = true
		}
	}
}

// countThingsRE: a count of things named ("how many coffees").
var countThingsRE = lazyre.New(`\bhow\s+many\s+\pL`)

// occasionNounRE: a count of occasions or of time, not of things ("how
// many times", "how many days", "how many gym sessions", "how often").
var occasionNounRE = lazyre.New(`\bhow\s+(?:often|many\s+(?:\pL+\s+)?(?:times?|occasions?|sessions?|visits?|days?|nights?|weeks?|weekends?|months?|years?|hours?|minutes?|mornings?|afternoons?|evenings?)\b)`)

// onlyTimesRE: "only once", "just twice", "exactly one time", "more than
// once" (group 1 the number when it is exact).
var onlyTimesRE = lazyre.New(`\b(?:only|just|exactly)\s+(once|twice|one\s+time|two\s+times)\b|\bmore\s+than\s+once\b`)

// onlyTimesCond is the condition on a count of onlyTimesRE's number
// (group 1; "" for "more than once").
func onlyTimesCond(n string) string {
	switch w := strings.Fields(n); {
	case len(w) == 0:
		return "> 1"
	case w[0] == "once" || w[0] == "one":
		return "== 1"
	default:
		return "== 2"
	}
}

// yesNoHeadRE: a question asked for yes or no.
var yesNoHeadRE = lazyre.New(yesNoHead + `\b`)

// yesNoHead: the auxiliary a yes/no question starts with.
const yesNoHead = `^[\s|]*(?:did|do|does|have|has|had|was|were|is|are)`

// timesThanRE: a number of times to reach, "more than 50 times", "at least
// 10 times", "fewer than 3 times", "20 times or more" (group 1 the
// comparison, 2 the number; or 3 the number of "N times or more").
var timesThanRE = lazyre.New(`\b(more\s+than|over|at\s+least|fewer\s+than|less\s+than|under)\s+(\d+)\s+times\b|\b(\d+)\s+(?:or\s+more\s+times|times\s+or\s+more)\b`)

// atLeastOneRE: "at least one", "at least once", "at least a single".
var atLeastOneRE = lazyre.New(`\bat\s+least\s+(?:once|one\s+time|one|a\s+single|a|an|1\s+time|1)\b`)

// unitNext reports whether the word after byte i of the question is a
// unit of a measure ("hour" of "at least an hour").
func (p *parser) unitNext(i int) bool {
	next := strings.Fields(strings.ToLower(p.t.orig[p.t.off[i]:]))
	if len(next) == 0 {
		return false
	}
	_, ok := p.lx.measures.phrases.lookup(strings.Trim(next[0], "?.!,;:"))
	return ok
}

// readTimes reads the number of times a thing must have happened ("only
// once", "more than 50 times", "at least 10 times") before the words
// "more" and "least" can be read as a superlative, and consumes it.
func (p *parser) readTimes() {
	// "at least one", "at least once": any at all, which every counted
	// thing is; not the least of anything
	for _, m := range p.t.findAll(atLeastOneRE()) {
		if p.unitNext(m[1]) {
			continue // "at least an hour", "at least 1 km": a bound on an amount
		}
		p.t.consume(m[0], m[1])
	}
	if yesNoHeadRE().Match(p.t.low) {
		return // "did I run more than 5 times": the count is tested
	}
	if cond, at := p.timesCond(); cond != "" {
		p.times = cond
		p.t.consume(at[0], at[1])
	}
}

// newThingsRE: what says a thing was met for the first time: "new" before
// a noun (group 1), "discover", "for the first time".
var newThingsRE = lazyre.New(`\bnew\s+(\pL+)|\bdiscover(?:ed|s|ing)?\b|\b(?:for\s+the\s+first\s+time|first\s+time\s+ever)\b`)

// readFirstSeen reads "new artists", "artists I discovered", "songs I
// heard for the first time": the things whose first event falls in the
// window, not every one that happened in it. "New" counts only before a
// noun the lexicons group by, in lower case ("New York" is a name).
func (p *parser) readFirstSeen() {
	t := p.t
	var found [][]int
	for _, m := range t.findAll(newThingsRE()) {
		if p.inTime(m[0], m[1]) {
			continue // "new year's day", "new years eve" typed in lower case
		}
		if m[2] >= 0 {
			if _, ok := p.lx.groups.phrases.lookup(t.group(m, 1)); !ok || t.original(m[0], m[0]+3) != "new" {
				continue
			}
			found = append(found, []int{m[0], m[2]})
			continue
		}
		found = append(found, []int{m[0], m[1]})
	}
	if len(found) == 0 {
		return
	}
	p.firstSeen = true
	for _, m := range found {
		t.consume(m[0], m[1])
	}
}

// groupTotal reports whether "the most hours" asked of key is the total
// of each of its values, not the one event with the most: a time or a
// distance added up per value of a field whose values repeat over many
// events ("which show did I spend the most hours on": the shows, each of
// many episodes; "which episode" would be one) — of what time was spent
// on, which a total is.
func (p *parser) groupTotal(key *Key, ms *measure) bool {
	if key == nil || key.Extract == nil || ms == nil || !additive(ms) || p.env.Catalog() == nil || !spendRE().MatchString(strings.ToLower(p.f.Question)) {
		return false
	}
	// a list unnested ("artists", one artist each) is kept in the
	// catalog under the name of one of its values
	names := []string{key.Extract.Name}
	if key.Extract.Type == qa.TypeList {
		names = append(names, key.Attr)
	}
	for _, src := range p.env.Catalog().Sources {
		for _, n := range names {
			if fl := src.Field(n); fl != nil && fl.Distinct > 0 && fl.Distinct*2 <= fl.Events {
				return true
			}
		}
	}
	return false
}

// nameKey is the key that names the things of the question's activity
// (a song, a movie, a product), or nil.
func (p *parser) nameKey() *Key {
	if a := p.f.act; a != nil && a.Name != "" && a.Name != "restaurant" && a.Name != "destination" {
		if m := whichThingRE().FindStringSubmatch(strings.ToLower(p.f.Question)); m != nil && p.env != nil && p.env.Lexicon != nil && p.env.Lexicon.KindOfPlace(m[1]) && len(p.wholeCued(m[1])) == 0 && func() bool { t, ok := p.lx.act.phrases.lookup(m[1]); return ok && t == a }() {
			// "which cinema did I go to": the place, a kind of which
			// the activity is named by, not the film its visits are
			// named by (a word that names a source's records whole is
			// those records: "which posts", no military post)
			return p.key(p.lx.groups.byID["place"])
		}
	}
	if a := p.f.act; a != nil && a.Name != "" {
		if g := p.lx.groups.byID[map[string]string{"track": "song", "movie_title": "movie", "series_title": "series",
			"product": "product", "cuisine": "cuisine", "food": "dish", "workout_type": "workout_type", "restaurant": "restaurant", "destination": "destination"}[a.Name]]; g != nil {
			return p.key(g)
		}
		return &Key{ID: a.Name, Attr: a.Name, Extract: &attrSpec{Name: a.Name, Type: "text"}, Words: strings.ReplaceAll(a.Name, "_", " ")}
	}
	return nil
}

// firstSeenForm keeps, of the things counted or listed, those first met
// in the question's window ("how many new artists did I listen to in
// 2024"). Without a window every thing is new once: nothing to keep. A
// form with no things to keep says the words were not understood.
func (p *parser) firstSeenForm() {
	f := p.f
	if !p.firstSeen || startVerbRE().MatchString(strings.ToLower(f.Question)) && !p.streams() {
		// "new conversations I began": beginning says it already; a
		// show or an artist started ("what new shows did I start in
		// 2022") is one first watched or heard then, a stream's
		// beginning being no record of its own
		return
	}
	if f.Form == FormExtreme && f.Rank == nil && f.Val != nil && f.Dir > 0 {
		// "which artist did I discover most recently": of each, its
		// first time, the latest
		f.FirstSeen = true
		return
	}
	if len(windows(f.Temporal)) == 0 {
		return // without a window every thing is new once
	}
	if f.Form == FormDistinct && f.Group != nil || f.Form == FormList && f.Val != nil && f.GroupTimes == "" {
		f.FirstSeen = true
		return
	}
	if k := p.nameKey(); f.Form == FormCount && k != nil && len(f.Joins) == 0 {
		// "how many songs did I hear for the first time": the songs, each
		// once, not the plays
		f.Form, f.Group, f.FirstSeen = FormDistinct, k, true
		return
	}
	f.Notes = append(f.Notes, "\"new\" or \"for the first time\" was not understood: every one in the window was counted")
}

// timesUnused says so when a number of times was read but the answer's
// form has no groups to hold to it: every time was counted.
func (p *parser) timesUnused() {
	if p.times != "" && p.f.GroupTimes == "" {
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q was not understood: every time was counted", timesWords(p.times)))
	}
}

// timesCond returns the condition on a group's count that the question's
// words of times set, where they are, and "" when there are none.
func (p *parser) timesCond() (cond string, at []int) {
	if m := p.t.find(timesThanRE()); m != nil {
		if m[6] >= 0 {
			return ">= " + p.t.group(m, 3), m[:2]
		}
		op := opOf(strings.ToLower(p.t.group(m, 1)))
		return op + " " + p.t.group(m, 2), m[:2]
	}
	if m := p.t.find(timesThresholdRE()); m != nil && timesWord(p.t.group(m, 2)) > 1 {
		// "at least twice", "more than three times": the number in words
		// ("more than once" is onlyTimesRE's)
		return fmt.Sprintf("%s %d", opOf(strings.ToLower(p.t.group(m, 1))), timesWord(p.t.group(m, 2))), m[:2]
	}
	if m := p.t.find(onlyTimesRE()); m != nil {
		return onlyTimesCond(p.t.group(m, 1)), m[:2]
	}
	if m := p.t.find(bareTimesRE()); m != nil && (whichLeadRE().Match(p.t.low) || whichAfterPrepRE().Match(p.t.low)) {
		// "which movie did I watch twice", "on which days did I run
		// twice": the things (days) that happened so many times
		n, _ := numword.Parse(p.t.group(m, 1))
		return fmt.Sprintf("== %d", int(n.Value)), m[:2]
	}
	return "", nil
}

// bareTimesRE: a word of how many times said alone ("once", "twice",
// "thrice"), of the one list of number words.
var bareTimesRE = sync.OnceValue(func() *regexp.Regexp {
	var words []string
	for _, w := range numword.Words() {
		if w.Kind == numword.Times {
			words = append(words, w.Text)
		}
	}
	return regexp.MustCompile(`\b(` + strings.Join(words, "|") + `)\b`)
})

// whichAfterPrepRE: "which" asked after a preposition ("on which days",
// "in which months"), of the times the preposition places things in.
var whichAfterPrepRE = lazyre.New(`(?i)^[\s|]*(?:on|in|during)[\s|]+(?:which|what)[\s|]+(?:days?|dates?|weeks?|months?|years?)\b`)

// whichLeadRE: a question that asks which things (in any case: restate
// reads the question as written).
var whichLeadRE = lazyre.New(`(?i)^[\s|]*(?:which|what)\b`)

// oneLengthRE: "how long is the X", "how long was my X", "how many hours
// long is the X", "what is the duration of the X", and in the present of
// what recurs, "how long does the X last", "how long are my runs" (what
// they usually are: "are" of things that recur says a habit, where "were"
// may add them up): the length of one thing, named.
var oneLengthRE = lazyre.New(`\bhow\s+(?:long|` + unitLong + `)\s+(?:is|was|does|do|are)\s+(?:the|my|our|a|an)\b|` + durationOf)

// durationOfRE: "what is the duration of the X", how long it is asked
// with the noun.
var durationOfRE = lazyre.New(durationOf)

const durationOf = `^\s*what(?:'s|\s+is|\s+was)\s+the\s+(?:duration|length)\s+of\s+(?:the|my|our|a|an)\b`

// unitLongRE: "how many hours long", the length of one in a unit.
var unitLongRE = lazyre.New(`\bhow\s+` + unitLong + `\b`)

// unitLong: "many hours long", a length asked in a unit of time.
const unitLong = `many\s+(?:hours|minutes|mins|seconds)\s+long`

// oneLength reports whether the question asks the length of one named
// thing, on no day of its own ("how long is the Daily Sync").
func (p *parser) oneLength() bool {
	return len(windows(p.f.Temporal)) == 0 && oneLengthRE().MatchString(strings.ToLower(p.f.Question))
}

// bareLength reports whether the question asks "how long is X" of a
// name without an article ("how long is standup", "how long was
// vespers"), on no day of its own; not of a person or "it" ("how long
// was I there", "how long is it until"). Of entries that recur, it is
// the length of one, like "how long is the X".
func (p *parser) bareLength() bool {
	if len(windows(p.f.Temporal)) > 0 {
		return false
	}
	m := bareLengthRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	return m != nil && !notNamedRE().MatchString(m[1])
}

// bareLengthRE: "how long is X" with X's first word; notNamedRE the words
// there that name no thing.
var (
	bareLengthRE = lazyre.New(`\bhow\s+(?:long|` + unitLong + `)\s+(?:is|was|does|do)\s+([\p{L}\d#]+)`)
	notNamedRE   = lazyre.New(`^(?:i|we|you|he|she|they|it|there|that|this|these|those|your|his|her|their|its|one|each|every|all|any|some|everything|anything|something|left|ago)$`)
)

// seriesKey is the key of the series of the events asked for where the
// question keeps only those marked recurring, in sources that give each
// series its own id (a calendar's UID), and the noun counted is what
// recurs ("how many calendars have recurring events" counts calendars);
// nil otherwise.
func (p *parser) seriesKey(noun string) *Key {
	if !slices.ContainsFunc(p.f.Content, func(c Cond) bool {
		return c.Expr == "recurring == true" && c.Words != "" && strings.Contains(noun, strings.ToLower(c.Words))
	}) || p.env.Catalog() == nil {
		return nil
	}
	for _, s := range p.env.Catalog().Sources {
		if (len(p.f.Sources) == 0 || slices.Contains(p.f.Sources, s.Name)) && s.Field("recurring") != nil {
			if fl := s.Field("uid"); fl != nil && fl.Distinct > 0 && fl.Distinct < fl.Events {
				return fieldKey(link.Ref{Source: s.Name, Field: "uid"})
			}
		}
	}
	return nil
}

// recurringOne reports whether the question's activity recurs and is
// measured by what each time takes (a class, a run), not a stay of days
// (a trip, whose length is its span).
func (p *parser) recurringOne() bool {
	a := p.f.act
	return a != nil && a.Recurring && a.Length != "days"
}

// namedSeries reports whether the question names its things by a value
// of theirs (a calendar entry's title, "the Sprint 25 Daily Standup") or
// by words of their own ("the repeating event", searched for) in a
// source whose entries recur: "how long was the X" is then the length of
// one occurrence, not the span from the first to the last nor all of
// them added up.
func (p *parser) namedSeries() bool {
	f := p.f
	named := len(f.Content) > 0 || f.Query != "" && f.Query != "anything" && f.Query != "everything" && (f.act == nil || f.Query != f.act.Query)
	if !named || p.env.Catalog() == nil {
		return false
	}
	return slices.ContainsFunc(p.env.Catalog().Sources, func(s catalog.Source) bool {
		// the question's sources, or else those that record what names
		// the things
		return (len(f.Sources) == 0 || slices.Contains(f.Sources, s.Name)) && s.Field("recurring") != nil &&
			!slices.ContainsFunc(f.Content, func(c Cond) bool {
				return slices.ContainsFunc(c.Needs, func(a attrSpec) bool { return s.Field(a.Name) == nil })
			})
	})
}

// oneOfSeries makes "how long is the X" the length of one where X is
// named by words searched for ("the repeating event", "vespers") among
// entries that recur, which the query, read after the answer form, says:
// not all of them added up.
func (p *parser) oneOfSeries() {
	f := p.f
	if f.Form != FormSum || f.Measure == nil || f.Measure.ID != "duration" || !p.howLong || p.sum || len(f.Content) > 0 || !(p.oneLength() || p.bareLength()) || !p.namedSeries() {
		return
	}
	f.Form = FormAvg
	f.Notes = append(f.Notes, "the length of one: the average over every time it happened")
}

// countsActivity reports whether the counted noun names the question's
// events themselves ("how many emails").
func (p *parser) countsActivity(noun string) bool {
	w := firstWords(noun, 1)
	if w == "" {
		return true
	}
	if a, ok := p.lx.act.phrases.lookup(w); ok && (p.f.act == nil || a == p.f.act) {
		return true
	}
	return p.env != nil && p.env.Lexicon != nil && len(p.env.Lexicon.Parse(w).Cues) > 0
}

// monthInYear names months (quarters) without their year when the question
// looks at one year ("which month of 2021", "which quarter of 2023"): the
// answer is "November" ("Q2"), as people say it.
func (p *parser) monthInYear() {
	f := p.f
	if f.Group == nil || (f.Group.ID != "month" && f.Group.ID != "quarter") || f.Group.Map == "" {
		return
	}
	years := 0
	for _, c := range f.Temporal {
		if strings.Contains(c.Expr, "year(start_date) ==") {
			years++
		}
	}
	if years == 1 {
		g := *f.Group
		g.Map = "month_name(start_date)"
		if g.ID == "quarter" {
			g.Map = `"Q" + str(int((month(start_date) + 2) / 3))`
		}
		f.Group = &g
	}
}

// namedIsEndRE: a name as the subject of be, then a superlative of
// time ("was X the first …", "is X my latest …"); group 1 the subject,
// group 2 the word after, the kind ("trip" of "the first trip").
var namedIsEndRE = lazyre.New(`(?i)^\s*(?:is|was|are|were)\s+(.+?)\s+(?:the|my|our)\s+(?:first|last|latest|most\s+recent|earliest|newest|oldest|final)\b(?:\s+(\p{L}+))?`)

// whetherUnread says of a question that asks whether, read as one that
// asks what or how much ("is my average run longer than 5 km": 9.83 km),
// that the yes or no is not given: the number must not pass for it. A
// choice between two ("did I watch more in 2013 or 2014") is answered by
// the one chosen.
func (p *parser) whetherUnread() {
	f := p.f
	if p.vague != "" && f.Form == FormCount {
		return // vagueWhether says what is answered
	}
	if !p.yesno || f.Form == FormYesNo || f.Form == FormNotDays || f.IsBest != nil || f.CountWhether != "" || f.SumWhether != "" || f.PerWhether != "" || f.Form == FormCompare || f.Form == FormSpread && f.Whether != 0 || f.Form == FormStreak && f.StreakDays > 0 {
		return
	}
	f.Notes = append(f.Notes, whetherNote)
}

// averageWhether reads a bound on the quantity averaged, in a question
// that asks whether ("is my average run longer than 5 km", "was my
// average heart rate above 140"), as the test of the average, not as a
// filter of the records averaged: the average is the subject the bound
// is said of.
func (p *parser) averageWhether() {
	f := p.f
	if p.yesno && f.Form == FormAvg && f.Measure != nil && f.PerGroup == nil && f.CountWhether == "" && p.countWhether != "" && p.countNoun == "" && family(f.Measure.ID) != "time" {
		// "was my average heart rate on runs above 150": a bare number
		// with nothing counted after it bounds the average, in the unit
		// the measure is kept in (a time's bare number says no unit)
		f.Form, f.Val, f.AvgWhether = FormYesNo, nil, p.countWhether
		return
	}
	if p.yesno && f.Form == FormPerPeriod && !f.Percent && f.CountWhether == "" {
		p.periodWhether()
		return
	}
	if !p.yesno || f.Form != FormAvg || f.Measure == nil || f.PerGroup != nil || f.CountWhether != "" {
		return
	}
	for i, c := range f.Content {
		m := boundCondRE().FindStringSubmatch(c.Expr)
		if m == nil || m[1] != f.Measure.Attr {
			continue
		}
		f.Form, f.Val, f.AvgWhether = FormYesNo, nil, m[2]+" "+m[3]
		f.Content = slices.Delete(f.Content, i, i+1)
		return
	}
}

// extremeWhether reads a bound said of a superlative, in a question that
// asks whether ("was my longest ride more than 50 km", "was my most
// expensive order over $1000", "was my first order before 2010"), as the
// test of the one ranked first, not as a filter of what is ranked: the
// longest ride is the subject the bound is said of. The bound must be of
// the kind of quantity ranked (a distance of the longest, a time of the
// first); a window said beside it still scopes what is ranked ("was my
// longest ride in 2023 over 50 km").
func (p *parser) extremeWhether() {
	f := p.f
	if !p.yesno || f.Form != FormExtreme || f.K > 1 || f.Total != nil || f.IsBest != nil || f.RankOf != nil || f.FirstSeen {
		return
	}
	if f.Rank != nil {
		want := quantityType(f.Rank)
		for i, c := range f.Content {
			m := boundCondRE().FindStringSubmatch(c.Expr)
			if m == nil || len(c.Needs) != 1 || (m[1] != f.Rank.Attr && (want == "" || c.Needs[0].Type != want)) {
				continue
			}
			c := f.Content[i]
			f.IsBest = &c
			f.Content = slices.Delete(f.Content, i, i+1)
			return
		}
		return
	}
	end := strings.ToLower(strings.TrimRight(strings.TrimSpace(f.Question), "?!. "))
	// the first or last in time: a bound on a quantity of it that ends
	// the question, the only thing said of it, is the test of the one
	// ranked ("was my last run longer than 10 km", "was my last order
	// over 50 euros")
	if len(p.valueConds) == 0 && len(f.Content) == 1 {
		c := f.Content[0]
		if boundCondRE().MatchString(c.Expr) && len(c.Needs) == 1 && numeric(c.Needs[0].Type) && c.Words != "" && strings.HasSuffix(end, strings.ToLower(c.Words)) {
			f.IsBest, f.Content = &c, nil
			return
		}
	}
	// a one-sided bound in time is the test only where it ends the
	// question and nothing else is said of what is ranked ("was my first
	// order before 2010", not "was my first order before 2010 a book")
	if len(f.Temporal) != 1 || len(p.valueConds) > 0 || !oneSidedTimeRE().MatchString(f.Temporal[0].Words) || strings.Contains(f.Temporal[0].Expr, "&&") {
		return
	}
	if !strings.HasSuffix(end, strings.ToLower(f.Temporal[0].Words)) || len(f.Temporal[0].Refs) > 0 || p.bestNamed != "" {
		// (a bound told by another happening, "after starting at X",
		// scopes what is ranked; so does any bound where a thing named
		// is what is asked to be the first: "was Innsbruck the first
		// trip I took after …")
		return
	}
	c := f.Temporal[0]
	f.IsBest, f.Temporal = &c, nil
}

// oneSidedTimeRE: a time bound open on one side ("before 2010", "after
// May", "since 2020", "until last year").
var oneSidedTimeRE = lazyre.New(`(?i)^(?:before|after|since|until|till|prior\s+to|earlier\s+than|later\s+than)\b`)

// quantityType is the type q is extracted as, "" where it is not said.
func quantityType(q *Quantity) qa.AttrType {
	if q == nil || q.Extract == nil {
		return ""
	}
	return q.Extract.Type
}

// measureHeld reads whether any of a measure is had ("do I have any heart
// rate readings", "is there any calorie data") as whether any record
// holds it: an existential has no amount to add up or average. The
// nouns of records of it ("data", "readings") say nothing more.
func (p *parser) measureHeld() {
	f := p.f
	if !p.yesno || f.Form != FormAvg && f.Form != FormSum || f.Measure == nil || f.Measure.Extract == nil || f.Measure.Map != "" || len(p.valueConds) > 0 {
		return
	}
	if !anyHeldRE().MatchString(f.Question) || boundWordRE().MatchString(f.Question) {
		return
	}
	f.Content = append(f.Content, Cond{Expr: f.Measure.Attr + " != nil", Words: "with " + f.Measure.Words, Needs: []attrSpec{*f.Measure.Extract}})
	f.Form, f.Measure = FormYesNo, nil
	for range 2 { // "my data … readings"
		p.consumeWord(`\b(?:data|readings?|records?|measurements?|values?)\b`)
	}
}

// anyHeldRE: a question of whether anything is had ("do I have any",
// "are there any", "does my data have any", "is there any"); boundWordRE
// a word that makes it a question of how much ("any … over 150").
var (
	anyHeldRE   = lazyre.New(`(?i)^\s*(?:do|does|did|is|are|was|were|have|has)\b.*\bany\b`)
	boundWordRE = lazyre.New(`(?i)\b(?:more|less|fewer|above|below|over|under|than|least|most|higher|lower|exceed\w*)\b`)
)

// whetherNote is whetherUnread's.
const whetherNote = "asked whether, answered with what was found: the yes or no is not worked out here"

// namedTopRE: what follows the thing named in "was X my top restaurant",
// "is X my favourite friend", "was X my most visited place".
var namedTopRE = lazyre.New(`^\s*(?:my|our)\s+(?:top|favou?rite|number\s+one|most\s+\p{L}+)\b`)

// namedTop reads the thing named as the subject of a question of whether
// it is the top one of its kind, where the kind ranked is not a field the
// name is a value of ("was Pizzeria Amalfi my top restaurant": the
// restaurant is read from the visits, the name links to the calendar's
// places): all of the kind are ranked, and the best is asked to be the
// one named. The name's words are taken from the search.
func (p *parser) namedTop() (Cond, bool) {
	f := p.f
	if !p.bestWhether() || len(p.valueConds) > 0 || p.lk == nil || f.Group.Attr == "" {
		return Cond{}, false
	}
	for _, s := range p.lk.names() {
		a, b := p.spanBytes(s)
		// the words around are read as they were said: the recognisers
		// have taken "top restaurant" already
		if !beVerbRE().MatchString(strings.ToLower(p.t.original(0, a))) || !namedTopRE().MatchString(strings.ToLower(p.t.original(b, len(p.t.low)))) {
			continue
		}
		name := p.t.original(a, b)
		if len(s.Refs) > 0 && s.Refs[0].Value != "" {
			name = s.Refs[0].Value
		}
		p.t.consume(a, b)
		return Cond{Expr: fmt.Sprintf("%s == %s", f.Group.Attr, quote(name)), Words: name, Needs: []attrSpec{{Name: f.Group.Attr, Type: qa.TypeText}}}, true
	}
	return Cond{}, false
}

// weekdayNamed is the index of the question's time that is only a day
// of the week's name ("Saturday", "Sundays"), or -1.
func (p *parser) weekdayNamed() int {
	return slices.IndexFunc(p.f.Temporal, func(c Cond) bool { return len(c.Refs) == 0 && weekdayName(strings.TrimSpace(c.Words)) })
}

// peopleRanked reports whether the groups ranked are people (the
// lexicon's class of the group's noun: recipients, senders, people met).
func (p *parser) peopleRanked() bool {
	if p.f.Group == nil || p.env.Lexicon == nil {
		return false
	}
	r, ok := p.env.Lexicon.Attr(p.f.Group.Words)
	return ok && r.Class == rlex.ClassPeople
}

// personIs is the condition that attr is the person v, written as the
// field linked writes them ("Elif Dekker <elif@x.org>"): the people
// ranked may be written otherwise (recipients by their name alone), and
// compared only with the field's value the one named was never the best.
func personIs(attr, v string) string {
	alts := []string{v}
	name, addr := ingest.SplitPerson(v)
	for _, w := range []string{name, addr} {
		if w != "" && !slices.Contains(alts, w) {
			alts = append(alts, w)
		}
	}
	var or []string
	for _, w := range alts {
		or = append(or, fmt.Sprintf("%s == %s", attr, quote(w)))
	}
	return strings.Join(or, " || ")
}

// oneValue is the one string a condition compares with, however many
// fields it is compared in ("to == X || from == X"; an empty one is a
// default, no value), or false.
func oneValue(expr string) (string, bool) {
	v := ""
	for _, m := range quotedValueRE().FindAllStringSubmatch(expr, -1) {
		s, err := strconv.Unquote(`"` + m[1] + `"`)
		switch {
		case err != nil || v != "" && s != "" && s != v:
			return "", false
		case s != "": // "(from ?? "")": no value compared with
			v = s
		}
	}
	return v, v != ""
}

// beVerbRE: a form of "be" alone opening a question.
var beVerbRE = lazyre.New(`^\s*(?:was|is|were|are)\s*$`)

// rankedKindIsVal reports whether the kind a thing named is said to be
// the first (last) of is what the answer's value names: the happening
// itself ("was Vienna my first trip": a trip is named by its
// destination) or the value's own key. "Was Sarah the last person I
// emailed" asks of a person, which the last email's subject, the value
// that names an email, does not say: it was compared with the subject, a
// confident no.
func (p *parser) rankedKindIsVal() bool {
	f := p.f
	m := namedIsEndRE().FindStringSubmatch(f.Question)
	if m == nil || m[2] == "" {
		return false
	}
	kind := strings.ToLower(m[2])
	if a, ok := p.lx.act.phrases.lookup(kind); ok && f.act != nil && a.ID == f.act.ID {
		return true
	}
	return p.groupID(kind) != "" && p.groupID(kind) == f.Val.ID
}

// bestNamedRE: "be" first, then a thing named and what it is said to be,
// the best of its kind ("was Italian the cuisine I ate most", "is pizza
// my favourite food"): group 1 the thing.
var bestNamedRE = lazyre.New(`^[\s|]*(?:was|is|were|are)\s+((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)\s+(?:the|my|our)\s`)

// bestNamedSaid reads the thing a yes-or-no of the best (or of the first,
// the last) names where the library links it to no value, which no
// search is for: "was Italian the cuisine I ate most at restaurants"
// searched for "Italian my I had at restaurants" and answered the top
// cuisine, its yes or no not worked out. A thing the library links is
// read by the links (namedTop); a word of the question's own (a pronoun,
// a determiner, a period) is no thing.
func (p *parser) bestNamedSaid() {
	if !p.yesno || !p.most && p.extreme == "" || p.most && p.mostAsked == nil && p.asked == nil || p.lk == nil {
		return
	}
	m := p.t.find(bestNamedRE())
	if m == nil {
		return
	}
	if p.wholeTime(p.t.group(m, 1)) {
		return // "is December my biggest spending month": a time, read as one
	}
	words := strings.Fields(p.t.group(m, 1))
	if p.env.Lexicon == nil || slices.ContainsFunc(words, func(w string) bool { return p.env.Lexicon.WordClass(rlex.Key(w)) == rlex.Stop }) {
		return
	}
	if slices.ContainsFunc(p.lk.res.Spans, func(s link.Span) bool {
		a, b := p.spanBytes(s)
		return a < m[3] && b > m[2] && s.Kind == link.KindValue
	}) {
		return
	}
	p.bestNamed = p.t.original(m[2], m[3])
	p.t.consume(m[2], m[3])
}

// bestWhether reports whether the question asks whether the best group
// of a ranking is one named ("was Taylor Swift my top artist"), which
// yesNo reads as the best of all, then whether it is that one.
func (p *parser) bestWhether() bool {
	f := p.f
	return p.yesno && f.Form == FormBest && f.Group != nil && f.Within == nil && !f.Amount
}

// yesNo turns a question that asks whether into a yes/no answer over what
// it would otherwise list or count.
func (p *parser) yesNo() {
	f := p.f
	if p.bestWhether() && len(p.valueConds) == 1 {
		// "was Taylor Swift my most played artist in 2023": the best of
		// all, then whether it is the one named (on the field ranked).
		c := f.Content[p.valueConds[0]]
		if slices.ContainsFunc(c.Needs, func(n attrSpec) bool { return n.Name == f.Group.Attr }) {
			f.IsBest = &c
			f.Content = slices.Delete(f.Content, p.valueConds[0], p.valueConds[0]+1)
			p.valueConds = nil
			return
		}
	}
	if p.bestWhether() && len(p.valueConds) == 0 && f.act != nil && f.act.Sport {
		// "was running my top sport": the sport is one value of the
		// field that names each of all the workouts (their type), which
		// is ranked, not the workouts searched
		if all := p.lx.act.byID["workout"]; all != nil && f.Group.Attr == all.Name {
			if side := p.sportOfAll(); side != nil && len(side.Conds) == 1 {
				f.IsBest = &side.Conds[0]
				return
			}
		}
	}
	if p.bestWhether() && len(p.valueConds) == 0 && p.bestNamed != "" && f.act != nil && f.Group.Attr != "" && (f.Group.Extract == nil || f.Group.Extract.Type == qa.TypeText) {
		// "was Italian the cuisine I ate most": the best of all, then
		// whether it is the one named, as words of the other ("italian"
		// of "Italian food", "Amalfi" of "Pizzeria Amalfi"). Only of a
		// happening the question names: "was Vienna the city I visited
		// most" ranked the cities of whatever a search for "I visited"
		// found, and said no
		f.IsBest = &Cond{Expr: fmt.Sprintf("says(%[1]s, %[2]s) || says(%[2]s, %[1]s)", f.Group.Attr, quote(p.bestNamed)), Words: p.bestNamed, Needs: []attrSpec{{Name: f.Group.Attr, Type: qa.TypeText}}}
		return
	}
	if p.bestWhether() && len(p.valueConds) == 1 && p.peopleRanked() {
		// "was Julien my top person I emailed": the name links to the
		// mail's people (to, from), the ranking is of its recipients;
		// whether the best of all is the one named, not the best of the
		// mail with them
		c := f.Content[p.valueConds[0]]
		if v, ok := oneValue(c.Expr); ok {
			f.IsBest = &Cond{Expr: personIs(f.Group.Attr, v), Words: c.Words, Needs: []attrSpec{{Name: f.Group.Attr, Type: qa.TypeText}}}
			f.Content = slices.Delete(f.Content, p.valueConds[0], p.valueConds[0]+1)
			p.valueConds = nil
			return
		}
	}
	if p.bestWhether() && f.Group.ID == "weekday" {
		if i := p.weekdayNamed(); i >= 0 {
			// "was Saturday my top weekday I ran" (weekdayNamedMost): the
			// day named is the top weekday's name, not a date to rank the
			// runs of
			c := f.Temporal[i]
			d, _ := weekdayOf(c.Words)
			// (the group's key is named as the function weekday(), which an
			// expression cannot read: its records' day is read instead)
			f.IsBest = &Cond{Expr: fmt.Sprintf("any(group, {weekday(.%s) == %d})", dateAttr, calendar.ISOWeekday(d)), Words: c.Words}
			f.Temporal = slices.Delete(f.Temporal, i, i+1)
			return
		}
	}
	if c, ok := p.namedTop(); ok {
		f.IsBest = &c
		return
	}
	if p.yesno && f.Form == FormExtreme && f.K <= 1 && f.Total == nil && len(p.valueConds) == 0 && p.bestNamed != "" && f.Val != nil && f.Val.Attr != "" && (f.Val.Extract == nil || f.Val.Extract.Type == qa.TypeText) && p.rankedKindIsVal() {
		// "was Innsbruck the first trip I took after starting at X", the
		// trip's destination read from its words: the first of all, then
		// whether it is the one named (bestNamedSaid)
		f.IsBest = &Cond{Expr: fmt.Sprintf("says(%[1]s, %[2]s) || says(%[2]s, %[1]s)", f.Val.Attr, quote(p.bestNamed)), Words: p.bestNamed, Needs: []attrSpec{{Name: f.Val.Attr, Type: qa.TypeText}}}
		return
	}
	if m := namedIsEndRE().FindStringSubmatch(f.Question); m != nil && p.yesno && f.Form == FormExtreme && f.K <= 1 && f.Total == nil && len(p.valueConds) == 1 && f.Content[p.valueConds[0]].Words != "" && strings.Contains(strings.ToLower(m[1]), strings.ToLower(f.Content[p.valueConds[0]].Words)) {
		// "was The Invisible War the first thing I watched", "is
		// Beqaaboo the last song I listened to": the first (last) of
		// all, then whether it is the one named, not the first of the
		// one named. Only the name said as the subject ("was my last
		// run with Lena longer …" names what is ranked).
		c := f.Content[p.valueConds[0]]
		f.IsBest = &c
		f.Content = slices.Delete(f.Content, p.valueConds[0], p.valueConds[0]+1)
		p.valueConds = nil
		return
	}
	if p.yesno && p.countWhether != "" && (f.Form == FormList || f.Form == FormCount) {
		f.Form, f.Val, f.CountWhether = FormYesNo, nil, p.countWhether
		return
	}
	if p.yesno && p.countWhether != "" && f.Form == FormDistinct && f.Group != nil {
		// "did I stream over 200 distinct artists", "did I make more
		// than 100 orders": each one counted once, as "how many" counts
		// them, then the bound
		f.CountWhether = p.countWhether
		return
	}
	if !p.yesno || f.Val != nil || len(f.Extra) > 0 {
		return
	}
	if f.Form == FormList || f.Form == FormCount && !p.count {
		f.Form = FormYesNo
	}
	conds := p.valueConds
	if len(conds) == 0 && p.universal {
		// "was every ride in 2022 longer than 10 km", "did each of my
		// runs exceed 3 km": a bound said of every one
		for i, c := range f.Content {
			if boundCondRE().MatchString(c.Expr) {
				conds = append(conds, i)
			}
		}
	}
	if f.Form == FormYesNo && p.universal && len(conds) > 0 && f.CountWhether == "" {
		// every one is so when none is not: the things that are not are
		// what the answer shows
		for _, i := range conds {
			f.Content[i].Expr = "!(" + f.Content[i].Expr + ")"
			f.Content[i].Words = "not " + f.Content[i].Words
		}
		f.CountWhether = "== 0"
	}
	if f.Form == FormYesNo && p.universal && len(p.valueConds) == 0 && len(f.Content) == 0 && len(f.Temporal) > 0 && f.CountWhether == "" {
		// "were all my runs in 2016": every one then, which a window
		// of time cannot be turned into; the answer is whether any was
		f.Notes = append(f.Notes, allThenNote)
	}
	if f.Form != FormYesNo || p.universal {
		return
	}
	if kind := p.everyThing(); kind != "" {
		// "have I watched every episode of Archer": the whole of them
		// is no record of the library's, which holds only what was
		// done; whether any was is what it can tell
		f.Notes = append(f.Notes, fmt.Sprintf("whether every %s was is not known (the library records only those done): this answers whether any was", kind))
	}
}

// everyThing is the kind of thing (a group's noun, in the singular) every
// one of which the question asks of ("every episode of Archer", "every
// Taylor Swift album", "all the albums by X"), within four words of the
// quantifier; "" where there is none, or it is a period ("every day":
// each of a window's days).
func (p *parser) everyThing() string {
	m := everyThingRE().FindStringIndex(strings.ToLower(p.f.Question))
	if m == nil {
		return ""
	}
	for i, w := range strings.Fields(strings.ToLower(p.f.Question[m[1]:])) {
		if i == 4 {
			break
		}
		w = strings.Trim(w, "?.!,;:")
		if one, ok := plural.One(w); ok {
			w = one
		}
		if g, ok := p.lx.groups.phrases.lookup(w); ok {
			if periodKeys[g.ID] {
				return ""
			}
			return w
		}
	}
	return ""
}

// everyThingRE: a quantifier of every one of the things a question of
// whether is about ("every", "all the", "each of my").
var everyThingRE = lazyre.New(`\b(?:every\s+(?:single\s+)?|(?:all|each)\s+(?:of\s+)?(?:the\s+|my\s+)?)`)

// paceOfAll says so where a pace is asked of no sport in a library whose
// workouts are of several ("what is my mean pace": rides and runs
// together, a pace no one runs at).
func (p *parser) paceOfAll() {
	f := p.f
	pace := func(q *Quantity) bool { return q != nil && strings.HasPrefix(q.Attr, "pace_") }
	if !pace(f.Measure) && !pace(f.Val) || f.Activity != "" || p.env.Catalog() == nil {
		return
	}
	for _, src := range p.env.Catalog().Sources {
		if fl := src.Field("workout_type"); fl != nil && fl.Distinct > 1 {
			f.Notes = append(f.Notes, "the pace of every workout, whatever the sport: name one (\"my running pace\") for its own")
			return
		}
	}
}

// allThenNote says a question of whether all were at a time is answered
// for whether any was.
const allThenNote = `"all" of a time is not understood: this answers whether any was then`

// weekdaysCounted is the group an average count is per where the
// question's time is days of the week ("on Saturdays", "on weekends"):
// the day, or the weekend; nil where it is not, or nothing is counted.
func (p *parser) weekdaysCounted() *Key {
	if !p.count || len(p.f.Temporal) == 0 {
		return nil
	}
	id := "day"
	for _, c := range p.f.Temporal {
		if !strings.HasPrefix(c.Expr, "weekday(start_date) ") {
			return nil
		}
		if strings.HasPrefix(c.Expr, "weekday(start_date) >= 6") {
			id = "weekend"
		}
	}
	return p.key(p.lx.groups.byID[id])
}

// negatedRE: the question's own clause is negated ("how many days did I
// not run", "which artists have I never played", "days I didn't cycle",
// "how many days did I have no meetings"), or its subject is
// quantified by no ("was there no run longer than 20 km"; "none of" is
// forms.go's noneSubjectRE), or a verb of writing, eating, buying,
// reading or watching has "nothing" for its object ("on which days did I
// write nothing": as "no" does a noun; "do nothing" is being idle, a
// doing of its own).
// Its group is the negating word, which goes: what is retrieved is what
// did happen.
var negatedRE = lazyre.New(`\b(?:did|do|does|have|has|had)\s+(?:i|we)\s+(not|never)\b|\b(?:i|we)\s+(?:did\s+|do\s+|have\s+|had\s+)?(not|never|didn['’]t|don['’]t|haven['’]t|hadn['’]t)\b|\b(didn['’]t|don['’]t|haven['’]t|hadn['’]t)\s+(?:i|we)\b|\b(?:go|went|gone|been)\s+(without)\b|\b(?:did|do|does)\s+(?:i|we)\s+have\s+(no)\b|\b(?:i|we)\s+(?:had|have)\s+(no)\b|^\s*(?:were|was|are|is|did|do|does|have|has|had)(?:\s+there)?\s+(no)\s+\pL|\b(?:did|do|does|have|has|had)\s+(?:i|we)\s+(?:write|wrote|written|post|posted|log|logged|record|recorded|note|noted|eat|ate|eaten|buy|bought|spend|spent|read|watch|watched)\s+(nothing)\b`)

// negationWords notes a negated clause and takes its negating word out
// of the text, before the activity is read from it.
func (p *parser) negationWords() {
	m := p.t.find(negatedRE())
	if m == nil {
		return
	}
	p.negated = true
	for g := 1; 2*g+1 < len(m); g++ {
		if m[2*g] >= 0 {
			// "did I have no meetings", "have I never listened to X":
			// whether there were none ("didn't I" asks whether I did)
			w := strings.ToLower(p.t.group(m, g))
			p.noneAsked = p.noneAsked || w == "no" || w == "never" || w == "nothing"
			if !p.noneAsked && w != "without" {
				p.negEnd = m[2*g+1]
			}
			p.t.consume(m[2*g], m[2*g+1])
		}
	}
}

// negation reads a question about what did not happen. The days of one
// window without the events are counted ("how many days in March did I
// not run": the days of March less the days with a run); a yes/no
// question stays as English reads it ("didn't I run on Monday?" asks
// whether I did). Any other negated question is answered for what did
// happen, and the answer says so: it must not pass for the answer asked.
func (p *parser) negation() {
	f := p.f
	if p.firstLast {
		f.Form, f.Measure, f.Val, f.Group, f.Rank = FormFirstLast, nil, nil, nil, nil
		f.Period, f.PeriodWords = 0, ""
		if m := spanUnitRE().FindStringSubmatch(strings.ToLower(p.t.orig)); m != nil {
			// "how many years between my first and last email": the
			// span in the unit asked, as "how many years ago" is
			f.Period, f.PeriodWords = agoDays[m[1]], m[1]
		}
		return
	}
	if p.dayWithout {
		w, ok := p.countedWindow()
		if ok && w.From != "" || len(f.Temporal) == 0 {
			// A day, a week or a month with no window of its own is
			// looked for between the first record and the last ("did I
			// ever go a whole day without music").
			without := p.without
			if !ok || w.From == "" {
				without = cmp.Or(without, "day")
			}
			f.Form, f.Measure, f.Val, f.CountWhether, f.Without = FormNotDays, nil, nil, "> 0", without
			if without != "" {
				f.Recorded = p.recordedSpan()
			}
			return
		}
		f.Notes = append(f.Notes, "days without something are looked for within one window of dates (\"in March 2024\"): answered whether it happened")
		return
	}
	if p.noneAsked && f.Form == FormYesNo && f.CountWhether == "" {
		// "did I have no meetings on Christmas Day": whether there were none
		f.CountWhether = "== 0"
		return
	}
	if !p.negated || f.Form == FormYesNo {
		return
	}
	if v := f.Val; v != nil && (v.ID == "week" || v.ID == "month" || v.ID == "day" || v.ID == "year" || v.ID == "weekday") && f.Form == FormList {
		// "which weeks did I not run", "what days in March did I not
		// run", "which years did I not run", "which weekdays do I never
		// work out": those periods of the window, listed (with none,
		// of the time the records span: "on which days did I not
		// write")
		if w, ok := oneWindow(f.Temporal); ok && w.From != "" || len(f.Temporal) == 0 {
			f.Form, f.Measure, f.Val, f.CountWhether, f.Without, f.CountItems, f.ListWithout = FormNotDays, nil, nil, "", v.ID, false, true
			f.Recorded = p.recordedSpan()
			return
		}
	}
	if m := p.t.find(periodsWithoutRE()); m != nil {
		// "how many weeks in 2025 did I not run": the whole weeks of
		// the window without a run
		if w, ok := oneWindow(f.Temporal); ok && w.From != "" || len(f.Temporal) == 0 {
			unit := strings.TrimSuffix(p.t.group(m, 2), "s")
			f.ListWithout = m[2] >= 0
			p.t.consume(m[4], m[5])
			f.Form, f.Measure, f.Val, f.CountWhether, f.Without, f.CountItems = FormNotDays, nil, nil, "", unit, false
			f.Recorded = p.recordedSpan()
			return
		}
	}
	daysCounted := f.Form == FormSum && f.Measure != nil && f.Measure.ID == "days"
	if daysCounted {
		if w, ok := p.countedWindow(); ok && w.From != "" {
			f.Form, f.Measure = FormNotDays, nil
			return
		}
		if len(f.Temporal) == 0 {
			// "how many days did I not listen to music": the days between
			// the export's first record and its last without any
			f.Form, f.Measure, f.Without, f.CountItems = FormNotDays, nil, "day", false
			f.Recorded = p.recordedSpan()
			return
		}
		f.Notes = append(f.Notes, "days without something are counted within one window of dates (\"in March 2024\"): counting the days with it")
		return
	}
	if i := oneDated(f.Temporal); i >= 0 && len(f.NotIn) == 0 && !f.FirstSeen && (f.Form == FormList && f.Val != nil && f.GroupTimes == "" || f.Form == FormDistinct && f.Group != nil) {
		// "which friends haven't I seen since August", "which artists
		// did I not listen to in 2022": those of every time the records
		// hold with none in the window, as "but not in 2022" keeps them
		b := f.Temporal[i]
		f.NotIn = []Cond{b}
		f.Temporal = slices.Delete(slices.Clone(f.Temporal), i, i+1)
		return
	}
	if f.Unworked = f.Form == FormList && f.Val != nil || f.Form == FormDistinct; f.Unworked {
		f.Notes = append(f.Notes, "a question about what did not happen is not understood: not answered")
		return
	}
	f.Notes = append(f.Notes, "a question about what did not happen is not understood: answered for what did")
}

// oneDated returns the index of the only condition of cs that bounds the
// dates (a window, or a time since or until), or -1.
func oneDated(cs []Cond) int {
	at := -1
	for i, c := range cs {
		if c.From == "" && c.To == "" {
			continue
		}
		if at >= 0 {
			return -1
		}
		at = i
	}
	return at
}

// whichThingRE: a question asking which thing ("which card did I pay
// with"), group 1 the noun.
// spentOnStrandedRE: "what did I spend (…) on", "what did I pay (…) for"
// with nothing after the preposition but a time ("in 2022", "last
// month"): "what" is the preposition's object; the words between are
// the first group.
var spentOnStrandedRE = lazyre.New(`^\s*what\s+(?:did|have|do|had)\s+(?:i|we)\s+(?:\w+\s+)?(?:spen[dt]|pa(?:y|id))\b(.*?)\b(?:on|for)\s*(?:[?.!]*\s*$|(?:in|during|last|this|since|before|after|between|from|throughout|over\s+the\s+(?:last|past))\b)`)

// spentOnWhat reports whether the question asks what money went on
// (spentOnStrandedRE), an amount said in it a condition on the measure
// ("over 100 euros"): an exact one ("what did I spend €50 on") is none
// the reading makes, and the things listed would be all of them.
func (p *parser) spentOnWhat(measure *Quantity) bool {
	m := spentOnStrandedRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	if m == nil {
		return false
	}
	return !strings.ContainsAny(m[1], "0123456789") || slices.ContainsFunc(p.f.Content, func(c Cond) bool {
		return slices.ContainsFunc(c.Needs, func(a attrSpec) bool { return a.Name == measure.Attr })
	})
}

// mostItemsRE: the things bought said as what there is the most (the
// fewest) of ("the most items", "the fewest products").
var mostItemsRE = lazyre.New(`\b(?:most|fewest|least)\s+(?:items|products|articles|things)\b`)

// whichThingRE: which thing a question asks for, in group 1, the noun
// before its auxiliary; a preposition may come first and a year after the
// noun ("in which months of 2023 did I …").
var whichThingRE = lazyre.New(`(?i)^\s*(?:(?:in|on|during|for)\s+)?(?:which|what)\s+(\p{L}+)\s+(?:(?:of|in|during)\s+(?:the\s+)?(?:(?:last|this|past|previous)\s+year|year|\d{4})\s+)?(?:did|do|does|have|has|had|was|were|is|are)\b`)

// amountNouns are the nouns with which "what" asks an amount ("what
// percentage", "what total") or a time.
var amountNouns = map[string]bool{"number": true, "amount": true, "total": true, "sum": true, "percentage": true, "percent": true, "share": true,
	"proportion": true, "fraction": true, "average": true, "time": true, "distance": true, "price": true, "cost": true, "count": true, "portion": true}

// whichAsAmount says so where a question asking which thing is answered
// with an amount (the thing named nothing the library records: "which
// card did I pay with" summed what was paid): the answer must not pass
// for the thing asked.
func (p *parser) whichAsAmount() {
	f := p.f
	if f.Form != FormSum && f.Form != FormCount && f.Form != FormAvg {
		return
	}
	m := whichThingRE().FindStringSubmatch(f.Question)
	if m == nil || amountNouns[strings.ToLower(m[1])] {
		return
	}
	f.Notes = append(f.Notes, fmt.Sprintf("%q %s", strings.ToLower(strings.Join(strings.Fields(m[0])[:2], " ")), whichAmountNote))
}

// whichAmountNote ends whichAsAmount's note.
const whichAmountNote = "names nothing the library records: answered with an amount instead"

// namedSources are the sources the question's names are read in: the
// ones the plan looks in, or, before that is settled, those every name
// held has values in.
func (p *parser) namedSources() []string {
	if len(p.f.Sources) > 0 || p.lk == nil || len(p.lk.held) == 0 {
		return p.f.Sources
	}
	return commonSources(p.lk.held)
}

// everyRE: a yes/no question of whether something happened on every day,
// week, month or such weekday of a window ("did I run every day in
// March", "did I go to the gym every Monday last month"), or on one of
// every few ("every other week", "every second month", "every two
// weeks"); group 1 the words said, 2 the stride, 3 the period.
var everyRE = lazyre.New(`(?i)^\s*(?:did|have|had)\s+(?:i|we)\b.*\b((?:every|each)\s+(?:single\s+)?(?:(other|alternate|second|third|fourth|two|three|four|[234])\s+)?(day|week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?)\b`)

// monthCondRE reads the month of the year a recurring window selects
// ("in March": every March).
var monthCondRE = lazyre.New(`^month\(start_date\) == (1[0-2]|[1-9])(?:\s*&&\s*weekday\(start_date\) == [1-7])?$`)

// weekdayCondRE reads the day of the week a window's condition selects.
var weekdayCondRE = lazyre.New(`\bweekday\(start_date\) == ([1-7])$`)

// countedWindow is the question's one window of dates to count days in:
// its one window, or a month of the year asked in the past ("in March":
// the last March, as far as today), which then bounds the condition.
func (p *parser) countedWindow() (Cond, bool) {
	f := p.f
	if w, ok := oneWindow(f.Temporal); ok {
		return w, true
	}
	at := -1
	var month string
	for i, c := range f.Temporal {
		if mm := monthCondRE().FindStringSubmatch(c.Expr); mm != nil && at < 0 {
			at, month = i, mm[1]
		} else if !weekdayCondRE().MatchString(c.Expr) || c.From != "" || c.To != "" {
			return Cond{}, false // another window: not one to count in
		}
	}
	if at < 0 {
		return Cond{}, false
	}
	from := fmt.Sprintf("add_months(start_of_month(today), -((month(today) - %s + 12) %% 12))", month)
	f.Temporal[at].From, f.Temporal[at].To = from, fmt.Sprintf("add_months(%s, 1)", from)
	if n, err := strconv.Atoi(month); err == nil {
		f.Notes = append(f.Notes, fmt.Sprintf("%q read as the last %s up to today", strings.TrimSpace(f.Temporal[at].Words), time.Month(n)))
	}
	return f.Temporal[at], true
}

// everyPeriod reads "did I X every day (week, month, Monday) in W" as
// whether no such period of W went without X: the days (weeks, months)
// of W less those with it, none left. With no one window of dates to
// count in, the question is answered whether it happened at all, and
// the answer says so.
func (p *parser) everyPeriod() {
	f := p.f
	if f.Form != FormYesNo || p.negated || p.dayWithout || f.CountWhether != "" {
		return
	}
	m := everyRE().FindStringSubmatch(f.Question)
	if m == nil {
		return
	}
	said := strings.ToLower(strings.Join(strings.Fields(m[1]), " "))
	period, every := strings.ToLower(m[3]), 1
	if m[2] != "" {
		// "every other week": one of every two, whatever is said for
		// two ("other" and "alternate" are the second in turn)
		every = max(2, ordinalValue(m[2]))
	}
	w, ok := p.countedWindow()
	if !ok || w.From == "" {
		f.Notes = append(f.Notes, fmt.Sprintf("%q is counted within one window of dates (\"in March 2024\"): answered whether it happened at all", said))
		return
	}
	if every > 1 && period != "day" && period != "week" && period != "month" {
		// one weekday of every few weeks is no run of periods
		f.Notes = append(f.Notes, fmt.Sprintf("%q is not understood: answered whether it happened at all", said))
		return
	}
	switch {
	case every > 1:
		// no run of as many periods without as make one turn
		f.Form, f.Without, f.Every = FormNotDays, period, every
		f.Measure, f.Val, f.CountWhether = nil, nil, fmt.Sprintf("< %d", every)
		// the turn is no word of the things searched ("two weeks" no title)
		words := strings.Fields(said)
		for i := range words {
			words[i] = regexp.QuoteMeta(words[i])
		}
		p.consumeWord(`\b` + strings.Join(words, `\s+`) + `\b`)
		return
	case period == "day":
		f.Form, f.Without = FormNotDays, ""
	case period == "week", period == "month":
		f.Form, f.Without = FormNotDays, period
	default:
		wd := 0
		for _, c := range f.Temporal {
			if d := weekdayCondRE().FindStringSubmatch(c.Expr); d != nil {
				wd = int(d[1][0] - '0')
			}
		}
		if wd == 0 {
			return
		}
		f.Form, f.Without, f.Weekday = FormNotDays, "", wd
	}
	f.Measure, f.Val, f.CountWhether = nil, nil, "== 0"
}

// countedKey is the key a count of each period counts once per value
// ("how many different artists did I listen to each month": the artists
// of every month, not its plays), or nil: a key of the activity other than
// the one naming each event, or any key said distinct.
func (p *parser) countedKey() *Key {
	if !p.count || p.sum {
		return nil
	}
	distinct := distinctRE().MatchString(p.countNoun)
	noun := strings.TrimSpace(distinctRE().ReplaceAllString(p.countNoun, ""))
	g, _, ok := p.groupNamed(noun)
	if !ok || g.ID == "day" || periodKeys[g.ID] {
		return nil
	}
	k := p.key(g)
	if k == nil || k.Extract == nil {
		return nil
	}
	if a := p.f.act; distinct || a != nil && a.Structured && a.Name != "" && a.Name != "title" && k.Attr != a.Name && g.ID != "person" {
		return k
	}
	return nil
}

// calendarWindowRE: a window that is one calendar year, or one month of
// one year, as its condition reads (the year in group 1, the month in 2).
var calendarWindowRE = lazyre.New(`^year\(start_date\) == (\d{4})(?: && month\(start_date\) == (\d{1,2}))?$`)

// bestOfEachWindow reads "which artist did I listen to most in 2022
// compared to 2023", "my top artist in 2022 vs 2023": the most of each of
// two calendar years (months) weighed, which is the best of each such
// period over the two, not which of them had more of everything (was
// "2022", an answer of no artist). It makes the two windows one
// condition and the period each.
func (p *parser) bestOfEachWindow() {
	f := p.f
	if !p.versus || p.diff != 0 || p.yesno {
		return
	}
	ws := windows(f.Temporal)
	if len(ws) != 2 {
		return
	}
	a, b := f.Temporal[ws[0]], f.Temporal[ws[1]]
	ma, mb := calendarWindowRE().FindStringSubmatch(a.Expr), calendarWindowRE().FindStringSubmatch(b.Expr)
	if ma == nil || mb == nil || (ma[2] == "") != (mb[2] == "") || a.Expr == b.Expr {
		return
	}
	each := "year"
	if ma[2] != "" {
		each = "month"
	}
	both := Cond{Expr: fmt.Sprintf("((%s) || (%s))", a.Expr, b.Expr), Words: strings.TrimSpace(a.Words) + " and " + strings.TrimSpace(b.Words), Needs: a.Needs}
	f.Temporal = slices.DeleteFunc(slices.Clone(f.Temporal), func(c Cond) bool { return c.Expr == a.Expr || c.Expr == b.Expr })
	f.Temporal = append(f.Temporal, both)
	f.Period, p.perEach, p.versus = periodDays[each], true, false
	p.consumeWord(`\b(?:compared\s+(?:to|with)|versus|vs)\b`)
}

// periodKey is the key of a period said as a length in days ("per
// month": 30.436875), or nil.
func (p *parser) periodKey(days float64) *Key {
	for _, id := range []string{"day", "week", "month", "quarter", "year"} {
		if days > 0 && math.Abs(days-periodDays[id]) < 1e-6 {
			return p.key(p.lx.groups.byID[id])
		}
	}
	return nil
}

// countedField is the number field of the question's sources that the
// participle after "most" names ("most liked": likes), read off the
// library's catalog, or through a measure one of whose words it is a form
// of ("most retweeted": the measure of reposts, when the catalog has
// them), or nil.
func (p *parser) countedField() *Quantity {
	// The activity narrows the sources, and is known only from
	// activity() on: worked out again once it is.
	if !p.countedDone || p.countedFor != p.f.act {
		p.counted, p.countedDone, p.countedFor = p.findCounted(), true, p.f.act
	}
	return p.counted
}

// likedMostRE: liking, enjoying or loving most, a thing rated best or a
// favourite, which a score given says where the library keeps one ("which book did
// I like most": the one given 5/5, not the book named most often).
var likedMostRE = lazyre.New(`\b(?:(?:like|liked|enjoy|enjoyed|love|loved|rate|rated)\s+(?:the\s+)?(?:most|best)|(?:best|top|highest)[\s-]+rated|favou?rite)\b`)

// scoredWorks are the things people give a score out of five or ten:
// works read, watched or played. How much a restaurant or a friend was
// liked is no score kept (the one gone to most).
var scoredWorks = map[string]bool{"book": true, "title": true, "movie_title": true, "movie": true, "film": true, "album": true, "show": true, "series": true, "series_title": true, "episode": true, "game": true, "podcast": true}

// bestWorkRE: "best" before a work ("the best book I read", "my best
// film of 2025").
var bestWorkRE = lazyre.New(`\bbest\s+(?:book|novel|film|movie|album|show|series|game|podcast|episode)s?\b`)

// ratedRE: a word of rating.
var ratedRE = lazyre.New(`\b(?:rate|rated|rating|ratings)\b`)

// ratingRank is the score the library keeps as text ("5/5", "3 / 5"),
// ranked as the share of its most it is, of the records that keep one;
// nil where none does.
func (p *parser) ratingRank() *Quantity {
	key, _ := p.ratingField()
	if key == "" || !tree.IsName(key) {
		return nil
	}
	p.f.Content = append(p.f.Content, Cond{Expr: key + " != nil", Words: "with a " + key, Needs: []attrSpec{{Name: key, Type: qa.TypeText}}})
	p.consumeWord(`\b(?:like|liked|enjoy|enjoyed|love|loved|rate|rated|rating)\b`)
	return &Quantity{ID: key, Attr: "score", Extract: &attrSpec{Name: key, Type: qa.TypeText},
		Map: fmt.Sprintf(`number(first(split(%[1]s, "/"))) / number(last(split(%[1]s, "/")))`, key), Words: key}
}

// ratingUnkept is the rating asked ("which film did I rate highest")
// where the library keeps none: ranked by a field no record has, so that
// the answer says none records it, and noted.
func (p *parser) ratingUnkept() *Quantity {
	p.consumeWord(`\b(?:rate|rated|rating)\b`)
	p.f.Notes = append(p.f.Notes, "no record holds a rating you gave: how you rated things is not recorded")
	return &Quantity{ID: "rating", Attr: "rating", Extract: &attrSpec{Name: "rating", Type: qa.TypeNumber}, Words: "rating"}
}

// rankedBy reports whether a field span is the participle after "most"
// that names the number ranked by ("my most retweeted tweet").
func (p *parser) rankedBy(s link.Span) bool {
	return p.mostWord != "" && p.lk.q.Phrase(s.From, s.To) == p.mostWord && p.countedField() != nil
}

// findCounted is countedField, worked out.
func (p *parser) findCounted() *Quantity {
	if p.mostWord == "" || p.env.Catalog() == nil {
		return nil
	}
	want := stem.Word(p.mostWord)
	keys := map[string]bool{strings.ReplaceAll(want, " ", "_"): true}
	// measuredBy adds the fields of the measures a word names: numbers,
	// distances, times ("covered the most kilometers").
	measuredBy := func(word string, keys map[string]bool) {
		for _, m := range p.lx.measures.all {
			if m.Extract == nil || m.Extract.Type != qa.TypeNumber && m.Extract.Type != qa.TypeDistance && m.Extract.Type != qa.TypeDuration {
				continue
			}
			for _, ph := range m.Phrases {
				if stem.Word(ph) == word {
					keys[m.Extract.Name] = true
				}
			}
		}
	}
	measuredBy(want, keys)
	if p.mostVerb != "" {
		// "which ride climbed the most meters": the verb names the
		// measure (elevation), the noun only its unit
		byVerb := map[string]bool{}
		if measuredBy(stem.Word(p.mostVerb), byVerb); len(byVerb) > 0 {
			keys = byVerb
		}
	}
	var sources []string
	if a := p.f.act; a != nil {
		sources = a.Sources
	}
	for _, src := range p.env.Catalog().Sources {
		if len(sources) > 0 && !slices.Contains(sources, src.Name) {
			continue
		}
		for _, fl := range src.Fields {
			if fl.Kind != "number" && fl.Kind != "list" || !tree.IsName(fl.Key) {
				continue
			}
			if !keys[fl.Key] && stem.Word(strings.ReplaceAll(fl.Key, "_", " ")) != want {
				continue
			}
			words := strings.ReplaceAll(fl.Key, "_", " ")
			if fl.Kind == "list" {
				// "the most attachments": how many the list holds
				return &Quantity{ID: fl.Key, Attr: "number_of_" + fl.Key, Extract: &attrSpec{Name: fl.Key, Type: qa.TypeList}, Map: "len(" + fl.Key + " ?? [])", Words: "number of " + words}
			}
			return &Quantity{ID: fl.Key, Attr: fl.Key, Extract: &attrSpec{Name: fl.Key, Type: qa.TypeNumber}, Words: words}
		}
	}
	if g, ok := p.lx.groups.phrases.lookup(p.mostWord); ok && g.Unnest != "" && g.Extract != nil && g.Extract.Type == qa.TypeList {
		// "which email had the most recipients", "the meeting with the
		// most people": how many the list each one holds, not the
		// recipient of the most emails
		name := g.Extract.Name
		return &Quantity{ID: name, Attr: "number_of_" + name, Extract: &attrSpec{Name: name, Type: qa.TypeList}, Map: "len(" + name + " ?? [])", Words: "number of " + strings.ReplaceAll(name, "_", " ")}
	}
	return nil
}

// spanUnitRE: the unit longer than a day a span is asked in ("how many
// months between …", "number of weeks between …").
var spanUnitRE = lazyre.New(`\b(?:how\s+many|number\s+of)\s+(weeks|months|years)\b`)

// sentToRE: a thing's going somewhere said ("delivered to", "shipped",
// "sent to").
var sentToRE = lazyre.New(`\b(?:deliver(?:ed|y|ies)?|ship(?:ped)?|sent|send)\b`)

// whereWordRE: the question word "where".
var whereWordRE = lazyre.New(`\bwhere\b`)

// everySourceRecords reports whether each of the sources, as the
// catalog says, records the field ("how many countries did I watch
// Netflix from": the films and the episodes both keep a country, which
// is counted once each, not the viewings).
func (p *parser) everySourceRecords(sources []string, field string) bool {
	if p.env.Catalog() == nil || len(sources) == 0 {
		return false
	}
	return !slices.ContainsFunc(sources, func(src string) bool {
		s := p.env.Catalog().Source(src)
		return s == nil || s.Field(field) == nil
	})
}

// agoDays is the length in days of the unit "how many … ago" counts in.
// Hours and minutes are counted from the day: today has no time of its
// own to count from.
var agoDays = map[string]float64{"minutes": 1.0 / 1440, "hours": 1.0 / 24, "days": 1, "weeks": 7, "months": 30.436875, "years": 365.2425}

// since makes a when-question counted back from today ("how long ago did
// I last run") the time since that date, in the unit asked.
func (p *parser) since() {
	f := p.f
	if p.ago == "" || f.Form != FormWhen {
		return
	}
	f.Form, f.Period, f.PeriodWords = FormAgo, agoDays[p.ago], p.ago
	if m := boundSinceRE().FindStringSubmatch(f.Question); m != nil {
		// "has it been more than a month since I last …": whether the
		// time since, in days, passes the span said
		n := p.amount(strings.ToLower(m[3]))
		unit := strings.ToLower(m[4])
		if !strings.HasSuffix(unit, "s") {
			unit += "s"
		}
		if n <= 0 || agoDays[unit] == 0 {
			return
		}
		// the bound's words as opOf reads them ("less" is "less than")
		said := strings.Join(strings.Fields(strings.ToLower(m[2])), " ")
		switch said {
		case "more", "longer", "less", "fewer", "shorter", "no more", "no less":
			said += " than"
		}
		op := opOf(said)
		f.Period, f.PeriodWords = 1, "days"
		f.AgoWhether = op + " " + fmtNum(n*agoDays[unit])
	}
}

// eitherValue makes two names of the same fields one condition that
// either meets, when the question joins them with "or" ("Taylor Swift or
// Beyoncé"), or with "and" on fields of one value each ("songs by Taylor
// Swift and Beyoncé": a play is by one artist or the other; both would
// select nothing). Names of list fields joined by "and" stay both ("with
// Lena and Tom").
func (p *parser) eitherValue() {
	f := p.f
	if len(p.valueConds) != 2 {
		return
	}
	i, j := p.valueConds[0], p.valueConds[1]
	a, b := f.Content[i], f.Content[j]
	if !slices.EqualFunc(a.Needs, b.Needs, func(x, y attrSpec) bool { return x.Name == y.Name }) || len(a.Needs) == 0 {
		return
	}
	low := strings.ToLower(f.Question)
	// the second is looked for after the first: a name may be part of
	// the other ("Little Moonlight or Moonlight")
	ia, ib := strings.Index(low, strings.ToLower(a.Words)), -1
	if ia >= 0 {
		if k := strings.Index(low[ia+len(a.Words):], strings.ToLower(b.Words)); k >= 0 {
			ib = ia + len(a.Words) + k
		}
	}
	if ia < 0 || ib < 0 {
		return
	}
	between := strings.Trim(strings.TrimSpace(low[ia+len(a.Words):ib]), ",")
	switch strings.TrimSpace(between) {
	case "or", "and/or":
	case "and", "&", "as well as", "plus":
		if slices.ContainsFunc(a.Needs, func(n attrSpec) bool { return n.Type == qa.TypeList }) && !slices.ContainsFunc(a.Needs, func(n attrSpec) bool { return n.Type != qa.TypeList }) {
			return
		}
	default:
		return
	}
	f.Content[i] = Cond{Expr: "(" + a.Expr + ") || (" + b.Expr + ")", Words: a.Words + " or " + b.Words, Needs: a.Needs}
	f.Content = slices.Delete(f.Content, j, j+1)
	p.valueConds = p.valueConds[:1]
}

// orderKey groups purchases by the order they were bought in.
// numberOfRE: a number of things asked ("the largest number of things").
var numberOfRE = lazyre.New(`(?i)\bnumber\s+of\b`)

func orderKey() *Key {
	return &Key{ID: "order", Attr: "order_id", Extract: &attrSpec{Name: "order_id", Type: "text"}, Words: "order"}
}

// thingRE: a superlative of a thing, not an amount ("the longest thing I
// watched", "my most expensive item").
var thingRE = lazyre.New(`\b(?:[\p{L}]+est|most\s+[\p{L}]+)\s+(?:thing|things|one|item|items|purchase)\b`)

// whichActRE: a which-question about a thing, not an amount ("which
// workout", "which of my runs").
var whichActRE = lazyre.New(`^\s*(?:which|what)\s+(?:one\s+)?(?:of\s+my\s+)?[\p{L}]+\s+(?:had|has|was|were|is)\b`)

// whatMyBestRE: the superlative said of the thing, not of its amount
// ("what was my fastest run", "what's my longest bike ride"): the run is
// asked, as "which run was the fastest" asks it. "What's the longest I
// ran" asks how long.
var whatMyBestRE = lazyre.New(`^\s*(?:what|which)(?:'s|’s|\s+(?:was|is|were|are))\s+my\s+(?:[\p{L}]+est|most\s+[\p{L}]+)\s+[\p{L}]+`)

// nounGroup is the key the counted noun names ("artists", "different
// people"), or nil.
func (p *parser) nounGroup(noun string) *Key {
	if g, _, ok := p.groupNamed(noun); ok {
		return p.personKey(p.key(g))
	}
	if personNounRE().MatchString(noun) {
		return p.personKey(p.key(p.lx.groups.byID["person"]))
	}
	return nil
}

// groupNamed is the group a counted noun names, by its first two words
// ("email threads", a phrase of its own), its second after a noun of an
// activity qualifying it ("mail conversations": conversations, the head
// of the compound), or else its first ("threads"); and how many of the
// noun's first words name it, 2 or 1 (also where none names a group).
func (p *parser) groupNamed(noun string) (*groupKey, int, bool) {
	if ws := strings.Fields(noun); len(ws) >= 3 && ws[1] == "of" {
		// "kinds of workouts": a key named by a kind of a thing
		if g, ok := p.lx.groups.phrases.lookup(firstWords(noun, 3)); ok {
			return g, 3, true
		}
	}
	if g, ok := p.lx.groups.phrases.lookup(firstWords(noun, 2)); ok {
		return g, 2, true
	}
	if ws := strings.Fields(noun); len(ws) >= 3 && strings.EqualFold(ws[1], "of") {
		// "kinds of workouts", "types of products": the kind of the
		// thing, which the groups name in the singular
		if g, ok := p.typeOf(strings.ToLower(ws[0]), ws[2:3]); ok && kindNoun(strings.ToLower(ws[0])) {
			return g, 3, true
		}
	}
	if ws := strings.Fields(noun); len(ws) >= 2 {
		if p.env.Catalog() != nil && p.namesOwnSource(ws[0]) {
			// "location visits": the records' own name qualifies the
			// noun, the head ("chats do I have": no head after it)
			g, ok := p.lx.groups.phrases.lookup(strings.ToLower(ws[1]))
			if ok || !auxRE().MatchString(strings.ToLower(ws[1])) {
				return g, 2, ok
			}
		}
		if _, act := p.lx.act.phrases.lookup(strings.ToLower(ws[0])); act {
			if g, ok := p.lx.groups.phrases.lookup(strings.ToLower(ws[1])); ok {
				return g, 2, true
			}
		}
	}
	g, ok := p.lx.groups.phrases.lookup(firstWords(noun, 1))
	return g, 1, ok
}

// periodsWithoutRE asks how many weeks or months went without something.
// ("how many", read as a count, may be taken already).
// Group 1 is the word asking which ("which weeks"): they are listed.
var periodsWithoutRE = lazyre.New(`^(?:[\s|]|(which|what|in\s+which|during\s+which)\b|(?:in|during|for)\b|how\b|many\b)*(weeks|months)\b`)

// recordedSpan is the first and the last date the question's sources
// record, as the catalog says, or none.
func (p *parser) recordedSpan() [2]string {
	if p.env.Catalog() == nil {
		return [2]string{}
	}
	sources := p.f.Sources
	if a := p.f.act; a != nil && len(sources) == 0 {
		sources = a.Sources
	}
	var first, last time.Time
	for _, src := range p.env.Catalog().Sources {
		if len(sources) > 0 && !slices.Contains(sources, src.Name) || src.First.IsZero() {
			continue
		}
		if first.IsZero() || src.First.Before(first) {
			first = src.First
		}
		if src.Last.After(last) {
			last = src.Last
		}
	}
	if first.IsZero() {
		return [2]string{}
	}
	return [2]string{fmt.Sprintf("date(%q)", first.Format(time.DateOnly)), fmt.Sprintf("date(%q)", last.Format(time.DateOnly))}
}

// recordedFrom starts a rate's window ("how many times a week did I swim
// in 2024") at the first record of the question's sources where that
// comes a whole period or more after the window begins: the periods
// before the export begins hold nothing because nothing was recorded,
// not because nothing was done. A note says so.
func (p *parser) recordedFrom() {
	f := p.f
	c, ok := oneWindow(f.Temporal)
	if !ok || c.From == "" {
		return
	}
	r := p.recordedSpan()
	from, ok1 := dateLiteral(c.From)
	first, ok2 := dateLiteral(r[0])
	if !ok1 || !ok2 || first.Sub(from).Hours()/24 < f.Period {
		return
	}
	f.Recorded = r
	f.Notes = append(f.Notes, fmt.Sprintf("counted from your first record, on %s: nothing is recorded before it", first.Format(time.DateOnly)))
}

// dateLiteralRE: a date written as an expression's literal.
var dateLiteralRE = lazyre.New(`^date\("(\d{4}-\d\d-\d\d)"\)$`)

// dateLiteral reads a date expression's literal (date("2024-01-01")).
func dateLiteral(expr string) (time.Time, bool) {
	m := dateLiteralRE().FindStringSubmatch(expr)
	if m == nil {
		return time.Time{}, false
	}
	t, err := time.Parse(time.DateOnly, m[1])
	return t, err == nil
}

// whatDoneRE asks what was done ("what do I usually do on Mondays", "what
// did I do most often in 2024").
// spentOnWhatRE: "what did I spend (the most money) on", "what have I
// spent most on": what money went on, asked.
var spentOnWhatRE = lazyre.New(`\bwhat\s+(?:do|did|have)\s+(?:i|we)\s+(?:\w+\s+)?(?:spend|spent)\b.*\bon\b`)

var whatDoneRE = lazyre.New(`\bwhat\s+(?:do|did|have)\s+(?:i|we)\s+(?:\w+\s+)?(?:do|done)\b`)

// doingKinds are the fields a source says the kind of each doing in
// (a workout's type), first found first.
var doingKinds = []string{"activity", "workout_type", "activity_type", "sport"}

// doneKey is what a thing done is called in the library: the activity
// where the sources read record one (a journal's, a workout's type), else
// the title of the things found (a calendar entry's summary).
func (p *parser) doneKey() *Key {
	if p.env.Catalog() != nil {
		for _, src := range p.env.Catalog().Sources {
			if len(p.f.Sources) > 0 && !slices.Contains(p.f.Sources, src.Name) {
				continue
			}
			for _, k := range doingKinds {
				if src.Field(k) != nil {
					return p.key(p.lx.groups.byID["workout_type"])
				}
			}
		}
	}
	return p.titleKey()
}

// numeric reports whether values of type t are amounts: numbers, lengths
// of time, distances.
func numeric(t qa.AttrType) bool {
	return t == qa.TypeNumber || t == qa.TypeDuration || t == qa.TypeDistance
}

// taskWordRE: the items of a checklist named ("tasks", "to-dos",
// "checklist items"), or the checklist they are on ("on my checklist",
// "on my list"); the name before "list" may be a noun and its infinitive
// ("my books to read list", as Keep titles "Books to read").
var taskWordRE = lazyre.New(`\b(?:tasks?|to-?dos?|checklists?(?:\s+items?)?)\b|\b(?:on|in|from|off)\s+(?:my|the|our)\s+(?:(\S+(?:\s+\S+)?|\S+\s+to\s+\S+)\s+)?lists?\b`)

// tasksKeptRE: tasks said as something done or written, not as boxes
// ("tasks at work", "household tasks": searched for as said).
var tasksKeptRE = lazyre.New(`\b(?:household|work|house|admin|daily)\s+tasks?\b|\btasks?\s+(?:at|for)\s+work\b`)

// listForRE: what a list named is for, right after it ("my packing list
// for Tokyo"); group 1 the word.
var listForRE = lazyre.New(`\blists?\s+for\s+(?:my\s+|the\s+|our\s+)?([\p{L}-]+)`)

// undoneRE: a task not done ("left undone", "not done", "unticked",
// "what's left on my list", "still on", "remaining");
// doneRE: one done ("ticked off", "completed").
var (
	undoneRE = lazyre.New(`\b(?:(?:left|leave|leaving|leaves)\s+)?(?:undone|not\s+done|unticked|unchecked|incomplete|unfinished|open)\b|\bdid(?:n't|\s+not)\s+(?:do|tick|finish|complete)\b|\b(?:left|still|remaining)\s+(?:on\b|in\b|\|)|\bremaining\b`)
	doneRE   = lazyre.New(`\b(?:done|tick(?:ed)?(?:\s+off)?|checked(?:\s+off)?|complet(?:e|ed)|finish(?:ed)?)\b`)
	// listDoneVerbRE: what a list of things is kept for (reading,
	// watching, buying, visiting, trying) done, after "have I" or "did
	// I" ("books I want to read" is still to be done); the verb in
	// group 1
	listDoneVerbRE = lazyre.New(`\b(?:have|has|had|did)\s+(?:i|we)\s+(?:(?:already|actually|really)\s+)?` + listDoneVerbs + `\b`)
	// listDoneAfterNotRE: that verb where negationWords has taken the
	// negation out ("which books on my list haven't I read yet", "have I
	// not watched"): the list's items not ticked
	listDoneAfterNotRE = lazyre.New(`(?:\b(?:have|has|had|did)[\s|]+(?:i|we)|\|+[\s|]*\b(?:i|we))[\s|]+(?:(?:yet|already|actually|really|ever)\s+)?` + listDoneVerbs + `\b(?:\s+yet\b)?`)
	// taskBoxRE: a checklist item as the library keeps it ("[ ] meditate",
	// "[x] gym"); group 1 its box.
	taskBoxRE = lazyre.New(`^\[([ xX])\]\s`)
)

// listDoingRE: a thing done, after "have I" or "did I" ("did I pack");
// group 1 the verb, which gerundOf tells the list's name by.
var listDoingRE = lazyre.New(`\b(?:have|has|had|did)\s+(?:i|we)\s+(?:(?:already|actually|really)\s+)?(\pL+)\b`)

// gerundOf reports whether a word of name is the gerund of verb, said in
// any form ("packing" of "pack", "packed"): a list named by the doing it is
// kept for ("Packing list Tokyo").
func gerundOf(name, verb string) bool {
	v := stem.Word(verb)
	return slices.ContainsFunc(strings.Fields(name), func(w string) bool {
		return strings.HasSuffix(w, "ing") && len(w) > len(verb) && stem.Word(w) == v
	})
}

// listDoneVerbs: the verbs of what a list of things is kept for
// (reading, watching, buying, visiting, trying), group 1.
const listDoneVerbs = `(read|watched|seen|saw|bought|visited|tried|watch|see|buy|visit|try)`

// taskKey is the key of the tasks a question asks about ("which tasks did
// I leave undone most often") where the library keeps checklists: a list
// field whose values are task boxes ("[ ] meditate"). Its tasks are the
// items, those of the box asked ("undone": empty, "done": ticked) or all,
// without the box; the question's words for them are consumed and its
// sources are those of the field. Nil when the question names no tasks or
// the library keeps none.
func (p *parser) taskKey() *Key {
	if p.env.Catalog() == nil {
		return nil
	}
	t := p.t
	m := t.find(taskWordRE())
	if m == nil {
		return nil
	}
	field := ""
	var sources []string
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if fl.Kind != "list" || len(fl.Values) == 0 || !tree.IsName(fl.Key) || field != "" && fl.Key != field {
				continue
			}
			if slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return !taskBoxRE().MatchString(v.Text) }) {
				continue
			}
			field = fl.Key
			sources = append(sources, src.Name)
		}
	}
	if field == "" {
		if m[2] < 0 && !p.t.has(tasksKeptRE()) {
			// "which tasks are still open", a library that keeps no
			// checklist: nothing is a task, which is said, not every
			// record listed
			t.consume(m[0], m[1])
			p.f.Content = append(p.f.Content, Cond{Expr: "false", Words: "tasks"})
			p.f.Notes = append(p.f.Notes, "no record of your library is a task or a checklist item (a box to tick): nothing to answer from")
		}
		return nil
	}
	named := p.namedLists(sources, m)
	if named == nil && m[2] >= 0 && !genericListRE().MatchString(strings.ToLower(t.original(m[2], m[3]))) {
		if name := strings.ToLower(t.original(m[2], m[3])); p.f.act != nil && p.f.act.ID != "note" && slices.ContainsFunc(p.lx.act.phrases.re.FindAllString(name, -1), func(w string) bool {
			a, ok := p.lx.act.phrases.lookup(w)
			return ok && a == p.f.act
		}) {
			// "my shopping list": a list, the head of the compound, which
			// names what it is for, not the shopping done; none of the
			// checklists kept is called so, which is said, not what was
			// bought listed
			t.consume(m[0], m[1])
			p.f.Content = append(p.f.Content, Cond{Expr: "false", Words: name + " list"})
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("none of the checklists in your library is called %q: nothing to answer from", name+" list"))
		}
		return nil // "my bucket list", a list the library keeps no note of
	}
	t.consume(m[0], m[1])
	if named != nil {
		p.f.Content = append(p.f.Content, *named)
	}
	box, words, anyDone := `[xX ]`, "task", false
	if u := t.find(undoneRE()); u != nil {
		box, words = ` `, "task left undone"
		t.consume(u[0], u[1])
	} else if d := t.find(doneRE()); d != nil {
		box, words = `[xX]`, "task done"
		t.consume(d[0], d[1])
	} else if d := t.find(listDoneAfterNotRE()); d != nil && p.negated {
		// "which books on my reading list haven't I read": what the
		// list is for, not done, its items left unticked; the negation
		// is read so
		box, words, p.negated = ` `, "task left undone", false
		t.consume(d[0], d[1])
	} else if d := t.find(listDoneVerbRE()); d != nil {
		// "which books on my reading list have I read", "which items on
		// my grocery list did I buy": what the list is for, done, ticks
		// its item ("haven't I read" is what did not happen, read so
		// elsewhere)
		box, words = `[xX]`, "task done"
		t.consume(d[0], d[1])
	} else if d := t.find(listDoingRE()); d != nil && named != nil && m[2] >= 0 && gerundOf(strings.ToLower(t.original(m[2], m[3])), strings.ToLower(t.original(d[2], d[3]))) {
		// "which items on my packing list did I pack": the doing the
		// list is named by (its gerund), done, is what was ticked; a
		// list that ticks nothing was not kept so, and all its items are
		// what was done, which is said
		anyDone, words = true, "task done"
		t.consume(d[0], d[1])
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q, the doing the list is named by, is read as its ticked items, or all its items where it ticks none", t.original(d[2], d[3])))
	}
	p.f.Sources = sources
	p.taskSources = sources
	// "what items are on my list": the list's items, whatever else
	// "items" may name where no shop is exported
	p.f.Notes = slices.DeleteFunc(p.f.Notes, func(n string) bool { return strings.Contains(n, ": nothing records the ") })
	items := fmt.Sprintf(`map(filter(%s ?? [], {# matches "^\\[%s\\] "}), {trim(split(#, "]")[1])})`, field, box)
	if anyDone {
		items = fmt.Sprintf(`(any(%s ?? [], {# matches "^\\[[xX]\\] "}) ? map(filter(%s ?? [], {# matches "^\\[[xX]\\] "}), {trim(split(#, "]")[1])}) : %s)`, field, field, items)
	}
	var needs []attrSpec
	if named != nil && (box == `[xX ]` || anyDone) && p.recordsField("text", "text") {
		// "what's on my recipes to try list": a note of lines ("Shakshuka
		// with feta\nMiso aubergine") lists its items as a checklist
		// does, one a line, none ticked or left
		items = fmt.Sprintf(`len(%s ?? []) > 0 ? %s : filter(map(split(text ?? "", "\n"), {trim(#)}), {# != ""})`, field, items)
		needs = append(needs, attrSpec{Name: "text", Type: qa.TypeText})
	}
	if named != nil {
		if f := t.findAfter(itemsForRE(), m[1]); f != nil && !strings.Contains(strings.ToLower(named.Words), strings.ToLower(t.original(f[4], f[5]))) {
			name := t.original(f[4], f[5])
			if f[2] < 0 && fold.Capitalised(name) {
				// "what's on my gift ideas list for Elif": the list's
				// items that name her ("Elif: cookbook"), where no
				// list's title does (namedLists reads "my packing list
				// for Tokyo")
				items = fmt.Sprintf(`filter(%s, {# matches %s})`, items, quote(`(?i)\b`+regexp.QuoteMeta(name)+`\b`))
				words += " naming " + name
				t.consume(f[0], f[1])
			} else if kin := p.kinWords(name); len(kin) > 0 {
				// "gift ideas for my mother": the items that say her
				// by any word of the kin ("mum: photo book"); who she
				// is by name the lists do not say
				items = fmt.Sprintf(`filter(%s, {# matches %s})`, items, quote(`(?i)\b(?:`+strings.Join(kin, "|")+`)\b`))
				words += " naming your " + strings.ToLower(name)
				t.consume(f[0], f[1])
			}
		}
	}
	return &Key{ID: "task", Attr: "task", Extract: &attrSpec{Name: field, Type: qa.TypeList},
		Map: items, Unnest: "tasks", Words: words, Needs: needs}
}

// itemsForRE: whom or what a list's items are for or about, a name after
// the list (group 2: "for Elif", "about Julien"), or a kin said with "my"
// (group 1: "for my mother").
var itemsForRE = lazyre.New(`^[\s|]*(?:for|about|mentioning|naming)\s+(?:(my|our)\s+)?(\p{L}[\p{L}'-]*)`)

// kinWords are the words the lexicons say a kin of the person by ("mum",
// "mom", "mother" for "mother"), as patterns, or nil where word is no
// word of family.
func (p *parser) kinWords(word string) []string {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	var out []string
	for _, c := range p.env.Lexicon.Parse(strings.ToLower(word)).Concepts {
		if c.Kind != "family" || c.Generic {
			continue
		}
		for _, term := range c.Terms {
			if !term.Included && term.Weight >= rlex.Strong && !strings.HasPrefix(term.Text, "my ") {
				out = append(out, regexp.QuoteMeta(term.Text))
			}
		}
	}
	return out
}

// genericListRE: words before "list" that name no particular one ("my
// to-do list", "my checklist").
var genericListRE = lazyre.New(`^(?:to-?do|to\s+do|task|check)$`)

// namedLists reads the name said before "list" ("my shopping list", "my
// packing list for Tokyo") as the notes whose title or label says its
// words ("Shopping", "Packing list Tokyo", a label "shopping"; "grocery"
// is "Groceries" by its stem): a condition keeping them, or nil when no
// name is said or none of the library's notes has it. The words it
// reads are consumed.
func (p *parser) namedLists(sources []string, m []int) *Cond {
	t := p.t
	name := ""
	if m[2] >= 0 {
		// as written: linking may have read the words already ("shopping"
		// a label)
		name = strings.ToLower(t.original(m[2], m[3]))
	}
	if name == "" || genericListRE().MatchString(name) {
		return nil
	}
	stems := func(s string) []string {
		var out []string
		for _, w := range wordRE().FindAllString(strings.ToLower(s), -1) {
			out = append(out, stem.Word(w))
		}
		return out
	}
	want := stems(name)
	holds := func(v string, ws []string) bool {
		have := stems(v)
		for _, w := range ws {
			if !slices.Contains(have, w) {
				return false
			}
		}
		return true
	}
	var titles, labels []string
	collect := func(ws []string) {
		titles, labels = nil, nil
		for _, name := range sources {
			src := p.env.Catalog().Source(name)
			if src == nil {
				continue
			}
			for key, out := range map[string]*[]string{"title": &titles, "labels": &labels} {
				if f := src.Field(key); f != nil {
					for _, v := range f.Values {
						if holds(v.Text, ws) && !slices.Contains(*out, v.Text) {
							*out = append(*out, v.Text)
						}
					}
				}
			}
		}
	}
	collect(want)
	if len(titles)+len(labels) == 0 {
		return nil
	}
	words := name + " list"
	if f := listForRE().FindStringSubmatch(strings.ToLower(p.f.Question)); f != nil {
		// "for Tokyo": one of them, where a title says it too; the
		// word is the list's, not a place's the records name ("Tokyo!!",
		// #tokyo), as linking may have read it
		forWord := f[1]
		keepT, keepL := titles, labels
		collect(append(slices.Clone(want), stem.Word(forWord)))
		if len(titles)+len(labels) > 0 {
			// from the list's start: the match ends at "list", which
			// "list for" must hold
			if g := listForRE().FindIndex(t.low[m[0]:]); g != nil {
				t.consume(m[0]+g[0], m[0]+g[1])
			}
			p.f.Content = slices.DeleteFunc(p.f.Content, func(c Cond) bool { return strings.Contains(strings.ToLower(c.Expr), `"`+forWord) })
			words += " for " + forWord
		} else {
			titles, labels = keepT, keepL
		}
	}
	var ors []string
	var needs []attrSpec
	if len(titles) > 0 {
		ors = append(ors, fmt.Sprintf("(title ?? \"\") in %s", quoteList(titles)))
		needs = append(needs, attrSpec{Name: "title", Type: qa.TypeText})
	}
	if len(labels) > 0 {
		ors = append(ors, fmt.Sprintf("any(labels ?? [], {# in %s})", quoteList(labels)))
		needs = append(needs, attrSpec{Name: "labels", Type: qa.TypeList})
	}
	return &Cond{Expr: strings.Join(ors, " || "), Words: words, Needs: needs}
}

// orderSaidRE: orders said, as a noun or a verb ("the most orders", "do I
// usually order").
var orderSaidRE = lazyre.New(`\border(?:s|ed|ing)?\b`)

// ordersCounted makes a ranking of periods or things by how often I
// ordered count orders, once each, not the items in them ("which month
// did I place the most orders", "which day of the week do I usually
// order on").
func (p *parser) ordersCounted() {
	f := p.f
	if f.Form != FormBest || f.Measure != nil || f.Group == nil || f.Group.Attr == "order_id" || f.Activity != "purchase" {
		return
	}
	if !orderSaidRE().MatchString(strings.ToLower(f.Question)) || !p.recordsField("order_id", "text") {
		return
	}
	f.CountBy = orderKey()
}

// orderTotal: "how many orders over $100", "orders with more than 5
// items", "did I ever spend more than $500 in one order": an amount or a
// number of items bound said of orders is one on each order's total, not
// on any of its items ("orders with an item over $100" stays on the
// items).
func (p *parser) orderTotal() {
	f := p.f
	counted := f.Form == FormDistinct && f.Group != nil && f.Group.Attr == "order_id"
	whether := p.yesno && (f.Form == FormSum || f.Form == FormYesNo) && oneOrderRE().MatchString(strings.ToLower(f.Question)) && p.recordsField("order_id", "text")
	if !counted && !whether || f.GroupTotal != nil {
		return
	}
	for i, c := range f.Content {
		m := thresholdRE().FindStringSubmatch(c.Expr)
		if m == nil || len(c.Needs) != 1 || c.Needs[0].Name != m[1] || c.Needs[0].Type != qa.TypeMoney && c.Needs[0].Name != "quantity" {
			continue
		}
		if rest := strings.Replace(strings.ToLower(f.Question), strings.ToLower(c.Words), "", 1); itemSaidRE().MatchString(rest) {
			continue // "orders with an item over $100"
		}
		total := c
		total.Expr = "order_" + c.Expr
		f.GroupTotal, f.TotalBy = &total, orderKey()
		f.Content = slices.Delete(slices.Clone(f.Content), i, i+1)
		f.Group, f.Measure = nil, nil
		f.Form = FormCount // the orders that did
		if whether {
			f.Form = FormYesNo
			p.consumeWord(oneOrderRE().String())
		}
		return
	}
}

// itemSaidRE: the things of an order named apart from it.
var itemSaidRE = lazyre.New(`\b(?:items?|products?|things?|articles?)\b`)

// whenField: "when was A beautiful morning last edited", a question of
// when that names a field of times the library keeps, asks that field,
// not when the event began.
func (p *parser) whenField() {
	f := p.f
	if f.Form != FormWhen || f.Val != nil || p.lk == nil || p.env.Catalog() == nil {
		return
	}
	for _, s := range p.lk.fields {
		if p.taken(s) {
			continue
		}
		for _, r := range s.Refs {
			src := p.env.Catalog().Source(r.Source)
			if src == nil || !tree.IsName(r.Field) {
				continue
			}
			if fl := src.Field(r.Field); fl == nil || fl.Kind != "time" {
				continue
			}
			f.Val = timeQuantity(r.Field, qa.TypeDate)
			a, b := p.spanBytes(s)
			p.t.consume(a, b)
			return
		}
	}
	// "when was Test Product 2 shipped": the participle of the verb a
	// field of times is named after ("shipment_date", "delivery_date"),
	// in the sources the question is about
	// (a value it also is, "Shipped", stays a condition)
	if fl, w := p.verbTimeField(participles(strings.ToLower(f.Question))); fl != "" {
		f.Val = timeQuantity(fl, qa.TypeDate)
		p.consumeWord(`\b` + regexp.QuoteMeta(w) + `\b`)
	}
}

// everyTimeNamed: a field of times of a calendar's series named with
// neither first nor last ("when was the standup moved") is answered with
// every time it holds (build), not the first of the entries found, which
// the note of a title held many times had said.
func (f *Frame) everyTimeNamed() {
	if !f.everyTime() {
		return
	}
	f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return strings.HasSuffix(n, firstOfMany) })
}

// firstOfMany ends the note of a title held many times whose first is the
// answer: everyTimeNamed takes it back where every time is.
const firstOfMany = ": the answer is the first (ask for the last or the next one for another)"

// recurFrequency: "which events repeat every week". Where the library
// says how often each series repeats (a calendar's RRULE, frequency
// "weekly" and interval 2 for every other week), the words keep the
// series of that frequency; where it says only whether an entry recurs,
// the frequency is said not to be known, not dropped in silence (every
// series, yearly holidays too, was listed as weekly).
//
// Entries that happen, take place or are held every week are the series
// that repeat so: said of a calendar's entries, the verb of happening
// with how often says they recur.
func (p *parser) recurFrequency() {
	f := p.f
	if p.env.Catalog() == nil {
		return
	}
	words := recurFrequencyRE().FindString(strings.ToLower(f.Question))
	if words == "" {
		return
	}
	if !slices.ContainsFunc(f.Content, func(c Cond) bool { return c.Expr == "recurring == true" }) {
		cal := p.env.Catalog().Source(ingest.Calendar)
		calendar := slices.Equal(f.Sources, []string{ingest.Calendar}) || f.act != nil && slices.Equal(f.act.Sources, []string{ingest.Calendar})
		if !calendar || cal == nil || cal.Field("recurring") == nil || !happensEveryRE().MatchString(strings.ToLower(f.Question)) {
			return
		}
		f.Content = append(f.Content, Cond{Expr: "recurring == true", Words: "happen", Needs: []attrSpec{{Name: "recurring", Type: qa.TypeBool}}})
		p.consumeWord(happensEveryRE().String())
	}
	recorded := false
	for _, s := range p.env.Catalog().Sources {
		if s.Field("recurring") != nil && s.Field("frequency") != nil {
			recorded = true
		}
	}
	if !recorded {
		f.Notes = append(f.Notes, fmt.Sprintf("how often each entry repeats (%q) is not recorded, only whether it recurs: every recurring entry is counted", words))
		return
	}
	if slices.ContainsFunc(f.Content, func(c Cond) bool {
		return titleCond(c.Expr) && strings.Contains(strings.ToLower(c.Expr), strings.ToLower(words))
	}) {
		// "how often does the Daily Sync repeat": the word is the
		// title's ("Daily Sync" repeats every weekday, weekly), not how
		// often the series asked for repeats
		return
	}
	freq, every := recurEvery(words)
	if freq == "" {
		f.Notes = append(f.Notes, fmt.Sprintf("how often each entry repeats (%q) is not worked out: every recurring entry is counted", words))
		return
	}
	f.Content = slices.DeleteFunc(f.Content, func(c Cond) bool { return strings.HasPrefix(c.Expr, "frequency == ") })
	f.Content = append(f.Content, Cond{
		Expr:  fmt.Sprintf("frequency == %q && (interval ?? 1) == %d", freq, every),
		Words: words,
		Needs: []attrSpec{{Name: "frequency", Type: qa.TypeText}, {Name: "interval", Type: qa.TypeNumber}},
	})
	p.consumeWord(`\b` + regexp.QuoteMeta(words) + `\b`)
}

// seriesOftenRE: how often something happens, asked in the present of a
// thing, not of me ("how often does the Chaostreff take place", "how
// frequently is the Standup"); group 1 the word after the verb.
var seriesOftenRE = lazyre.New(`(?i)^\s*how\s+(?:often|frequently)\s+(?:does|do|is|are|will)\s+(\pL+)`)

// seriesOften answers how often a series named happens with how it
// repeats, where the library keeps that (a calendar's RRULE: "weekly",
// "every 2 weeks"), not with how many of its entries there are: asked in
// the present of a thing, the question asks its rule. "How often do I
// run" asks my habit, and is left as it was.
func (p *parser) seriesOften() {
	f := p.f
	m := seriesOftenRE().FindStringSubmatch(f.Question)
	if m != nil && p.env.Catalog() != nil && f.Form == FormCount && len(f.Sources) == 0 && f.act == nil && p.lk != nil && len(p.lk.soft) == 1 && len(f.Content) == 0 &&
		!slices.ContainsFunc(p.lk.soft[0].Refs, func(r link.Ref) bool { return r.Source != ingest.Calendar || !r.Title }) {
		// "how often is the black bin collected": the one name said is
		// part of a calendar's titles ("Refuse black bin"), its words a
		// kind the lexicons know too, so that it had been searched for;
		// asked how often, it is the series of those titles
		p.applyValue(p.lk.soft[0])
		f.Sources = []string{ingest.Calendar}
	}
	if m != nil && p.env.Catalog() != nil && f.Form == FormCount && len(f.Sources) == 0 && f.act == nil && len(f.Content) == 0 && (p.lk == nil || len(p.lk.soft) == 0) {
		p.seriesOfWord()
	}
	if m != nil && p.seriesOfKind() {
		return
	}
	if m == nil || p.env.Catalog() == nil || f.Form != FormCount || !slices.Equal(f.Sources, []string{ingest.Calendar}) {
		return
	}
	if src := p.env.Catalog().Source(ingest.Calendar); src == nil || src.Field("frequency") == nil ||
		!slices.ContainsFunc(f.Content, func(c Cond) bool { return titleCond(c.Expr) }) {
		return
	}
	switch strings.ToLower(m[1]) {
	case "i", "we", "you", "my", "our", "your":
		// "how often do I pay the AmEx bill": what I do is a series
		// where the rest of the question is an entry's whole title
		// ("Pay AmEx bill"), an errand the calendar repeats; "how
		// often do I run" asks my habit
		if !slices.ContainsFunc(f.Content, func(c Cond) bool { return titleCond(c.Expr) && p.titleIsRest(m[0], c.Words) }) {
			return
		}
	}
	needs := []attrSpec{{Name: "frequency", Type: qa.TypeText}, {Name: "interval", Type: qa.TypeNumber}}
	f.Content = append(f.Content, Cond{Expr: "frequency != nil", Words: "as it repeats", Needs: needs})
	f.Form = FormList
	f.Val = &Quantity{Attr: "how_often", Extract: &attrSpec{Name: "frequency", Type: qa.TypeText},
		Map: howOften, Words: "how often it repeats", Needs: needs[1:]}
	f.Notes = append(f.Notes, "how often it happens is how its series repeats (the calendar's rule), not how many of its entries there are")
}

// howOften says how a calendar series repeats, from its RRULE's frequency
// and interval ("weekly", "every 2 weeks").
const howOften = `(interval ?? 1) > 1 ? "every " + string(interval) + " " + (frequency == "daily" ? "days" : frequency == "weekly" ? "weeks" : frequency == "monthly" ? "months" : "years") : frequency`

// seriesOfKind answers how often the things of a kind that recurs are
// ("how often are the meetings", no title named) with how each series of
// them the calendar finds repeats, its title beside its rule: asked of
// "the" things in the present, the question asks their rule, as it does
// of a series named, not how many entries there are (7,806 had been
// counted, mail too). It reports whether it did.
func (p *parser) seriesOfKind() bool {
	f := p.f
	a := f.act
	if a == nil || !a.Recurring || f.Form != FormCount || len(f.Content) > 0 || len(windows(f.Temporal)) > 0 || p.env.Catalog() == nil ||
		!theHeadRE().MatchString(f.Question) || len(a.Sources) > 0 && !slices.Contains(a.Sources, ingest.Calendar) {
		return false
	}
	if src := p.env.Catalog().Source(ingest.Calendar); src == nil || src.Field("frequency") == nil || src.Field("summary") == nil {
		return false
	}
	if happensEveryRE().MatchString(strings.ToLower(f.Question)) {
		// "how often do the meetings happen": the verb of happening is
		// what is asked, no word of the series to search for
		p.consumeWord(happensEveryRE().String())
		p.query(a)
	}
	needs := []attrSpec{{Name: "frequency", Type: qa.TypeText}, {Name: "interval", Type: qa.TypeNumber}}
	f.Sources = []string{ingest.Calendar}
	f.Content = append(f.Content, Cond{Expr: "frequency != nil", Words: "as it repeats", Needs: needs})
	f.Form = FormList
	f.Val = &Quantity{Attr: "how_often", Extract: &attrSpec{Name: "frequency", Type: qa.TypeText},
		Map: `(summary ?? "") + ": " + (` + howOften + `)`, Words: "how often each repeats",
		Needs: []attrSpec{{Name: "interval", Type: qa.TypeNumber}, {Name: "summary", Type: qa.TypeText}}}
	f.Notes = append(f.Notes, fmt.Sprintf("how often the %s happen is how each series of them in your calendar repeats (its rule), not how many entries there are", a.Noun))
	return true
}

// theHeadRE: how often the thing named by one noun after "the" happens
// ("how often are the bins collected", "how frequently does the
// recycling get picked up"); group 1 the noun.
var theHeadRE = lazyre.New(`(?i)^\s*how\s+(?:often|frequently)\s+(?:does|do|is|are|will)\s+the\s+(\pL+)\b`)

// seriesOfWord reads the one noun said of a thing whose frequency is asked
// as the calendar's titles that hold the word ("the bins": "Refuse black
// bin" and "Blue Recycle bin"; "the recycling": "Blue Recycle bin"), a
// plural or another form of it by its stem: no title is the word alone,
// so that nothing had been linked, and the entries were counted (and mail
// that says "bins"). A word of many titles names none of them.
func (p *parser) seriesOfWord() {
	f := p.f
	m := theHeadRE().FindStringSubmatch(f.Question)
	if m == nil {
		return
	}
	src := p.env.Catalog().Source(ingest.Calendar)
	if src == nil || src.Field("frequency") == nil || src.Field("summary") == nil {
		return
	}
	key := rlex.WordKey(m[1])
	var titles []string
	for _, v := range src.Field("summary").Values {
		if slices.Contains(rlex.Keys(rlex.Tokens(v.Text)), key) {
			titles = append(titles, v.Text)
		}
	}
	if len(titles) == 0 || len(titles) > 4 {
		return
	}
	f.Sources = []string{ingest.Calendar}
	f.Content = append(f.Content, Cond{Expr: "summary in " + quoteList(titles), Words: m[1], Needs: []attrSpec{{Name: "summary", Type: qa.TypeText}}})
	p.consumeWord(`\b` + regexp.QuoteMeta(strings.ToLower(m[1])) + `\b`)
}

// everyTime reports whether a "when" question asks every time a field of
// times named holds: of a calendar's entries, each of a series, with
// neither first nor last said. Of other records the thing asked is one
// ("when was my order shipped": 633 days had been listed).
func (f *Frame) everyTime() bool {
	return f.Form == FormWhen && f.Unranked && f.K <= 1 && f.Dir < 0 && f.Val != nil && !f.Upcoming && f.Val.Map == "" &&
		slices.Equal(f.Sources, []string{ingest.Calendar})
}

// titleIsRest reports whether words, a title as the question said it,
// are all the question says after head (its mark aside).
func (p *parser) titleIsRest(head, words string) bool {
	rest := strings.TrimSpace(strings.TrimRight(strings.TrimPrefix(p.f.Question, head), "?!. "))
	return words != "" && strings.EqualFold(rest, words)
}

// titleCond reports whether a condition keeps the entries of a title
// named: the title itself, one of its spellings, or a word of it ("the
// standup": "Standup" and "Sprint 25 Daily Standup").
func titleCond(expr string) bool {
	return strings.HasPrefix(expr, "summary == ") || strings.HasPrefix(expr, "summary in ") || strings.HasPrefix(expr, "summary matches ")
}

// happensEveryRE: the verb of happening, said with how often ("happen
// every other week", "take place weekly", "are held monthly").
var happensEveryRE = lazyre.New(`\b(?:happen(?:s|ed)?|occur(?:s|red)?|take\s+place|takes\s+place|took\s+place|(?:is|are|was|were)\s+held|meet(?:s)?|met)\b`)

// recurFrequencyRE: how often a thing recurs ("every week", "weekly").
var recurFrequencyRE = lazyre.New(`\b(?:(?:every|each)\s+(?:(?:other|second|third|\d+|two|three|four|five|six|eight|ten|twelve)\s+)?(?:day|week|fortnight|month|year|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|daily|weekly|fortnightly|biweekly|monthly|yearly|annually)\b`)

// recurEvery reads how often words say a thing recurs as an RRULE's
// frequency and interval: "every other week" is weekly every 2nd, so are
// "every two weeks" and "fortnightly". "" when the words name no one frequency ("every
// weekday" is a daily or a weekly rule).
func recurEvery(words string) (freq string, every int) {
	every = 1
	fs := strings.Fields(words)
	switch {
	case strings.Contains(words, " other ") || strings.Contains(words, "fortnight") || strings.HasPrefix(words, "biweekly"):
		every = 2
	case len(fs) == 3 && fs[1] == "third":
		every = 3
	case len(fs) == 3 && fs[1] == "second":
		every = 2
	case len(fs) == 3:
		// "every 3 months", "every two weeks"
		every = int(number(fs[1]))
		if every < 1 {
			return "", 0
		}
	}
	words = strings.TrimSuffix(words, "s")
	switch {
	case strings.HasSuffix(words, "weekday"):
	case strings.HasSuffix(words, " day"), words == "daily":
		freq = "daily"
	case strings.Contains(words, "week"), strings.Contains(words, "fortnight"),
		strings.HasSuffix(words, "day") && !strings.HasSuffix(words, "weekday"):
		// "every monday" repeats weekly
		freq = "weekly"
	case strings.Contains(words, "month"):
		freq = "monthly"
	case strings.Contains(words, "year"), words == "annually":
		freq = "yearly"
	}
	return freq, every
}

// editedLast: "which note did I edit last", the first or last of things
// by what was done to them, where a field of times is named after the
// verb ("edited"), ranks by that field, not by when each began (a note
// written long ago may be the one edited last).
func (p *parser) editedLast() {
	f := p.f
	if f.Form != FormExtreme || f.Rank != nil || f.Measure != nil || f.Total != nil || f.IsBest != nil || p.env.Catalog() == nil {
		return
	}
	low := strings.ToLower(f.Question)
	var verbs []string
	if m := doneVerbRE().FindStringSubmatch(low); m != nil {
		verbs = append(verbs, m[1])
	}
	if fl, _ := p.verbTimeField(append(verbs, participles(low)...)); fl != "" {
		f.Rank = timeQuantity(fl, qa.TypeDateTime)
	}
}

// participles are the past participles among the words of low.
func participles(low string) []string {
	var out []string
	for _, w := range wordRE().FindAllString(low, -1) {
		if pastParticipleRE().MatchString(w) {
			out = append(out, w)
		}
	}
	return out
}

// verbTimeField returns the first field of times named after one of the
// verbs (timeFieldOfVerb), and that verb, or "", "".
func (p *parser) verbTimeField(verbs []string) (field, verb string) {
	for _, w := range verbs {
		if fl := p.timeFieldOfVerb(w); fl != "" {
			return fl, w
		}
	}
	return "", ""
}

// timeQuantity is the field of times fl asked or ranked by, of type typ.
func timeQuantity(fl string, typ qa.AttrType) *Quantity {
	return &Quantity{ID: fl, Attr: fl, Extract: &attrSpec{Name: fl, Type: typ}, Words: strings.ReplaceAll(fl, "_", " ")}
}

// doneVerbRE: the verb after "did I", "have I" ("which note did I edit").
var doneVerbRE = lazyre.New(`\b(?:did|do|does|have|has)\s+(?:i|we|you)\s+(?:\p{L}+ly\s+)?(\p{L}{4,})\b`)

// timeFieldOfVerb is the field of times of the question's sources whose
// name begins with the stem of the participle w ("shipped": shipment_date;
// "edited": edited), or "".
func (p *parser) timeFieldOfVerb(w string) string {
	stems := []string{strings.TrimSuffix(w, "ed"), strings.TrimSuffix(w, "d")}
	if n := len(w); n > 4 && w[n-3] == w[n-4] {
		stems = append(stems, w[:n-3]) // "shipped": ship
	}
	srcs := p.f.Sources
	if a := p.f.act; a != nil {
		srcs = append(slices.Clone(srcs), a.Sources...)
	}
	for _, src := range p.env.Catalog().Sources {
		if len(srcs) > 0 && !slices.Contains(srcs, src.Name) {
			continue
		}
		for _, fl := range src.Fields {
			if fl.Kind != "time" || !tree.IsName(fl.Key) {
				continue
			}
			head, _, _ := strings.Cut(fl.Key, "_")
			for _, st := range stems {
				if len(st) >= 4 && strings.HasPrefix(head, st) {
					return fl.Key
				}
			}
		}
	}
	return ""
}

// bothEndsRE: the first and the last of things said together ("my first
// and last runs", "the earliest and latest"), or of doing a thing ("when
// did I first and last go swimming"); with "name" after it, a person's
// names (the match then ends in "name", which the caller passes over).
var bothEndsRE = lazyre.New(`\b(?:first|earliest)\s+and\s+(?:(?:my|the)\s+)?(?:last|latest|most\s+recent)\b(?:\s+names?\b)?`)

// spentBoundRE: a bound on what was spent, with no window ("did I spend
// more than 100 euros on Amazon"): what was spent in all, as with one.
var spentBoundRE = lazyre.New(`\b(?:i|we)\s+(?:have\s+)?spen[dt]\s+(?:more|less|over|under|above|below|at\s+least|at\s+most)\b`)

// totalWhether reads a bound said as what a verb did over a window of
// time ("did I spend more than $1000 on Amazon in 2020", "did I listen to
// more than 100 hours of music in 2023"), or said to be in total ("have I
// run more than 30 km in total"), as a test of the total,
// not of each record: the bound is the amount the subject spent, heard,
// ran. A bound of a relative clause ("anything that cost more than $500")
// or of a single time ("did I ever run more than 20 km") stays each
// record's.
func (p *parser) totalWhether() {
	f := p.f
	low := strings.ToLower(f.Question)
	if !p.yesno || f.CountWhether != "" || f.Form != FormSum && f.Form != FormYesNo || len(windows(f.Temporal)) == 0 && !inTotalRE().MatchString(low) && !spentBoundRE().MatchString(low) {
		return
	}
	if singleTimeRE().MatchString(low) {
		return
	}
	for i, c := range f.Content {
		// the bound may be read together with what it is of ("duration_s
		// > 36000 && artist == "Radiohead""): it is one part of them
		parts := strings.Split(c.Expr, " && ")
		for k, part := range parts {
			m := boundCondRE().FindStringSubmatch(part)
			if m == nil || f.Measure != nil && f.Measure.Attr != m[1] {
				continue
			}
			ni := slices.IndexFunc(c.Needs, func(a attrSpec) bool { return a.Name == m[1] })
			if ni < 0 || len(parts) == 1 && len(c.Needs) != 1 {
				continue
			}
			at, n := saidAt(low, c.Words)
			if at < 0 || !objectBeforeBound(low[:at]) || perThingRE().MatchString(low[at+n:]) {
				continue // "did I pay more than $50 for a coffee": each coffee's price
			}
			need := c.Needs[ni]
			if f.Measure == nil {
				f.Measure = &Quantity{ID: m[1], Attr: m[1], Extract: &need, Words: strings.ReplaceAll(strings.TrimSuffix(m[1], "_s"), "_", " ")}
			}
			f.Form, f.Val, f.SumWhether = FormYesNo, nil, m[2]+" "+m[3]
			if len(parts) == 1 {
				f.Content = slices.Delete(f.Content, i, i+1)
				return
			}
			rest := slices.Delete(slices.Clone(parts), k, k+1)
			c.Expr = strings.Join(rest, " && ")
			if !strings.Contains(c.Expr, m[1]) {
				c.Needs = slices.Delete(slices.Clone(c.Needs), ni, ni+1)
			}
			f.Content[i] = c
			return
		}
	}
}

// saidAt finds the words of a condition in the question (low): where
// the longest run of its first words is said, and that run's length. A
// condition read together with another says both their words, the
// bound's first ("more than 10 hours Radiohead").
func saidAt(low, words string) (at, n int) {
	ws := strings.Fields(strings.ToLower(words))
	for k := len(ws); k > 0; k-- {
		w := strings.Join(ws[:k], " ")
		if at := strings.Index(low, w); at >= 0 {
			return at, len(w)
		}
	}
	return -1, 0
}

// objectBeforeBound reports whether the subject's verb says the bound
// (verbBeforeBoundRE), its object maybe between ("did I listen to
// Radiohead for more than 10 hours"): no relative clause's ("anything
// that cost more than $500").
func objectBeforeBound(before string) bool {
	if verbBeforeBoundRE().MatchString(before) {
		return true
	}
	m := objectBoundRE().FindStringSubmatch(before)
	return m != nil && !relativeWordRE().MatchString(m[1])
}

// objectBoundRE: the subject, its verb and up to three words of its
// object (group 1) before "for" and the bound ("i listen to radiohead
// for ").
var objectBoundRE = lazyre.New(`\b(?:i|we)\s+\pL+(?:\s+(?:to|on|in))?((?:\s+[\pL'’-]+){1,3})\s+for\s+$`)

// relativeWordRE: a word that begins a relative clause or a thing
// counted one by one ("anything", "a song").
var relativeWordRE = lazyre.New(`\b(?:that|which|who|whom|where|each|every|a|an|one|any|anything|something)\b`)

// boundCondRE: a condition that an attribute (group 1) is above or below
// (group 2) a number (group 3).
var boundCondRE = lazyre.New(`^(\w+) (>|>=|<|<=) (\d+(?:\.\d+)?)$`)

// verbBeforeBoundRE: the subject and the verb whose amount the bound is,
// right before it ("did i spend", "did i listen to").
var verbBeforeBoundRE = lazyre.New(`\b(?:i|we)\s+\pL+(?:\s+(?:to|on|for|in))?\s+$`)

// perThingRE: the bound is of one thing, said right after it ("more than
// $50 for a coffee", "for one ticket").
var perThingRE = lazyre.New(`^\s*(?:for|on)\s+(?:a|an|one|each|any|a\s+single)\b`)

// singleTimeRE: a word that asks of one time, not a total ("did I ever",
// "on any day", "a single run", "at once").
var singleTimeRE = lazyre.New(`\b(?:ever|any|single|once|each|every|per)\b`)

// endsAnswered says, of the first and the last asked together, that only
// the first is answered where the form gives one thing, not two dates
// ("what were my first and last runs": the first run).
func (p *parser) endsAnswered() {
	if p.f.Ends && p.f.Form != FormWhen {
		p.f.Ends = false
		p.f.Notes = append(p.f.Notes, "the first and the last were asked: only the first was answered; ask for the last on its own")
	}
}

// relocatedRE: verbs of moving one's home ("where did I move to", "where
// did we relocate", "where did I emigrate").
var relocatedRE = lazyre.New(`\b(?:i|we)\s+(?:move|moved|relocate|relocated|emigrate|emigrated)\b|\b(?:i|we)\s+(?:was|were)\s+moving\b|\bmoving\s+(?:house|home)\b`)

// titleTimes returns a title the question's conditions name and how many
// events hold it, where one does (0 if none).
func (p *parser) titleTimes() (string, int) {
	if p.lk == nil || p.lk.res == nil {
		return "", 0
	}
	for _, s := range p.lk.res.Spans {
		for _, r := range s.Refs {
			if !r.Title || r.Count < 2 {
				continue
			}
			if slices.ContainsFunc(p.f.Content, func(c Cond) bool { return strings.Contains(c.Expr, strconv.Quote(r.Value)) }) {
				return r.Value, r.Count
			}
		}
	}
	return "", 0
}

// kindsKey is the key a counted noun names by the kind of the lexicon's
// concepts its values are ("sports": the workout types, each a sport), or
// nil where the noun names the things themselves ("workouts").
func (p *parser) kindsKey(noun string) *Key {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	if ws := strings.Fields(strings.ToLower(noun)); len(ws) > 1 && !auxRE().MatchString(ws[1]) && thesaurus.Noun(ws[1]) {
		return nil // "sport sessions": the sessions, of a sport
	}
	g, ok := p.lx.groups.phrases.lookup(firstWords(noun, 1))
	if !ok {
		return nil
	}
	k := p.key(g)
	if k == nil || k.Extract == nil {
		return nil
	}
	rule, found := p.env.Lexicon.Attr(k.Extract.Name)
	if !found {
		return nil
	}
	one := strings.ToLower(firstWords(noun, 1))
	if o, isPlural := plural.One(one); isPlural {
		one = o
	}
	if kind := rule.Class.ConceptKind(); kind == "" || one != kind {
		return nil
	}
	return k
}

// boundAveraged is the measure of the one bound on a measure in a question
// that asks whether, with no measure named to average ("did I walk more
// than 10000 steps on average", "were my rides over 30 km on average"):
// the average is of what the bound is said of. Nil where there is no such
// bound, or more than one.
func (p *parser) boundAveraged() *measure {
	if !p.yesno {
		return nil
	}
	var found *measure
	for _, c := range p.f.Content {
		m := boundCondRE().FindStringSubmatch(c.Expr)
		if m == nil || len(c.Needs) != 1 || !numeric(c.Needs[0].Type) && c.Needs[0].Type != qa.TypeMoney {
			continue
		}
		i := slices.IndexFunc(p.lx.measures.all, func(ms *measure) bool {
			return ms.Extract != nil && ms.Extract.Name == m[1] && ms.Attr == m[1] && ms.Map == ""
		})
		if i < 0 || found != nil {
			return nil
		}
		found = p.lx.measures.all[i]
	}
	return found
}

// periodWhether reads a bound on an amount per period, in a question that
// asks whether ("did I average more than 10000 steps a day in March", "was
// my average daily step count above 10000"), as the test of that amount,
// not as a filter of the records added up: a bare number bounds the
// amount asked; a bound on a measure, with none asked, names it.
func (p *parser) periodWhether() {
	f := p.f
	if f.Measure != nil && p.countWhether != "" && p.countNoun == "" && family(f.Measure.ID) != "time" {
		f.PerWhether = p.countWhether
		return
	}
	if f.Measure == nil && f.Group == nil && p.countWhether != "" && avgWordRE().MatchString(strings.ToLower(f.Question)) {
		// "did I average more than 3 workouts a week": how many a week,
		// on average, against the number; without "average" ("did I run
		// at least once a week") it may ask of every week, and is left
		f.PerWhether = p.countWhether
		return
	}
	if f.Measure == nil {
		ms := p.boundAveraged()
		if ms == nil {
			return
		}
		f.Measure = p.quantity(ms)
	}
	for i, c := range f.Content {
		m := boundCondRE().FindStringSubmatch(c.Expr)
		if m == nil || len(c.Needs) != 1 || m[1] != f.Measure.Attr {
			continue
		}
		f.PerWhether = m[2] + " " + m[3]
		f.Content = slices.Delete(f.Content, i, i+1)
		return
	}
}
