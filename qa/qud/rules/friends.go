package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/people"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// friendAskedRE: friends asked for as the answer ("which friend", "what
// friends", "which of my friends", "my best friend", "my top mates",
// "which 3 friends").
var friendAskedRE = lazyre.New(`\b(?:(?:which|what)\s+(?:of\s+(?:my|our)\s+)?|(?:my|our)\s+(?:` + bestFriendWords + `)\s+)(?:(?:top\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:` + friendNouns + `)s?\b`)

// bestFriendWords: what makes a friend the best one, and friendNouns the
// words for a friend; the idiom of the best friend (bestFriendRE) and the
// friends asked for (friendAskedRE) read the same words, or "who was my
// top friend" was asked as the friend met most and ranked the family.
const (
	bestFriendWords = `best|closest|dearest|nearest|top|number\s+one|favou?rite`
	friendNouns     = `friend|mate|buddy|pal`
)

// whoMetRE: people asked for as the ones met in person ("who did I meet
// most", "whom did I see the least").
var whoMetRE = lazyre.New(`\b(?:who|whom)\b.*\b(?:` + inPersonVerbs + `)\b`)

// friendKey stands in Frame.Friends' conditions for the attribute of the
// person key, which the builder knows.
const friendKey = "@person"

// friendsAsked reads people asked for as friends: a friend is neither
// family nor the one I live with. Family are the people the library
// records by a family word of the lexicons ("Mum", "Oma"); the one I live
// with is who is there in at least half of the happenings the library
// records at home with anyone (a journal's at_home), worked out from the
// library when the question runs. Neither is a list of names.
func (p *parser) friendsAsked() {
	f := p.f
	key := p.peopleAsked()
	if key == nil || p.env.Catalog() == nil {
		return
	}
	if !friendAskedRE().MatchString(strings.ToLower(f.Question)) {
		if whoMetRE().MatchString(strings.ToLower(f.Question)) {
			// "who did I meet the fewest times": a practice whose
			// reminders name its address was where, not whom, I met
			if only := p.sendersOnly(); len(only) > 0 {
				f.Friends = append(f.Friends, Cond{Expr: fmt.Sprintf("!(%s in %s)", friendKey, quoteList(only)), Words: "who are people I met (not senders I never wrote to or met)"})
			}
		}
		return
	}
	if m := bestFriendRE().FindStringSubmatch(f.Question); m != nil && m[2] == "" && f.Form == FormBest {
		// "who is my closest friend": read as the one met most often
		// (the idiom's restatement), which no record says is the
		// closest; the answer says what it rests on
		said := strings.ToLower(m[0])
		said = said[strings.LastIndex(said, "my ")+len("my "):]
		f.Notes = append(f.Notes, fmt.Sprintf("your %s read as whom you met most often: no record says who is closest", said))
	}
	c, ok := p.friendCond()
	if !ok {
		// the library tells no one as a friend: everyone met is ranked,
		// and the answer says so rather than passing for the friends'
		if !slices.Contains(f.Notes, friendsUnknown) {
			f.Notes = append(f.Notes, friendsUnknown)
		}
		return
	}
	f.Friends = append(f.Friends, c)
}

// friendCond is the condition that the person friendKey stands for is a
// friend: neither family nor the one I live with (see friendsAsked); ok
// false when the library tells neither.
func (p *parser) friendCond() (c Cond, ok bool) {
	var conds []string
	var words []string
	refs := map[string]*tree.Node{}
	if family := p.familyNamed(); len(family) > 0 {
		conds = append(conds, fmt.Sprintf("!(%s in %s)", friendKey, quoteList(family)))
		words = append(words, "not family")
	}
	if work := p.colleaguesNamed(); len(work) > 0 {
		conds = append(conds, fmt.Sprintf("!(%s in %s)", friendKey, quoteList(work)))
		words = append(words, "not colleagues")
	}
	if only := p.sendersOnly(); len(only) > 0 {
		conds = append(conds, fmt.Sprintf("!(%s in %s)", friendKey, quoteList(only)))
		words = append(words, "not senders I never wrote to or met")
	}
	if home := p.sourcesRecording("at_home"); len(home) > 0 {
		household := &tree.Node{Op: tree.APPLY, Question: "who I live with",
			Args: tree.Args{Fn: `let p = most_common(flatten(map(items, .participants ?? []))); p != nil && count(items, {p in (.participants ?? [])}) * 2 >= len(items) ? p : ""`},
			Inputs: []*tree.Node{{Op: tree.FILTER, Question: "what I did at home with someone", Args: tree.Args{Condition: "at_home == true && len(participants ?? []) > 0"},
				Inputs: []*tree.Node{{Op: tree.EXTRACT, Question: "what I did with whether at home and with whom",
					Args:   tree.Args{Attrs: []string{"at_home", "participants"}, Types: []string{string(qa.TypeBool), string(qa.TypeList)}},
					Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "what I did", Args: tree.Args{Query: "everything", Sources: home}}}}}}}}
		conds = append(conds, fmt.Sprintf("%s != household", friendKey))
		words = append(words, "not who I live with")
		refs["household"] = household
	}
	if len(conds) == 0 {
		return Cond{}, false
	}
	// the people the records tell as family by how they are written to
	// and about ("with my girlfriend" of a post tagging Laura): the partner
	// is no friend, though the calendar names her as it names friends
	conds = append(conds, fmt.Sprintf("!(%s in (%s ?? []))", friendKey, qa.AttrKnownRelatives))
	needs := []attrSpec{{Name: qa.AttrKnownRelatives, Type: qa.TypeList}}
	if !slices.Contains(words, "not family") {
		words = slices.Insert(words, 0, "not family")
	}
	if kin := p.familyWordList(); len(kin) > 0 {
		// a relative the records name only by the family word ("lunch
		// with my brother": "brother", whom the library cannot tell) is
		// family still, no friend
		conds = append(conds, fmt.Sprintf("!(%s in %s)", friendKey, quoteList(kin)))
	}
	if len(p.familyNamed()) == 0 && !slices.Contains(p.f.Notes, familyUnknown) {
		// no one recorded by a family word: a relative the records tell
		// as such by no word of theirs may still be among the friends
		p.f.Notes = append(p.f.Notes, familyUnknown)
	}
	c = Cond{Expr: strings.Join(conds, " && "), Words: "who are friends (" + strings.Join(words, ", ") + ")", Needs: needs}
	if len(refs) > 0 {
		c.Refs = refs
	}
	return c, true
}

// metFields are the fields of people the person met or wrote to (an
// event's attendees, a mail's recipients), who are the people they know.
var metFields = map[string]bool{"attendees": true, "to": true, "cc": true}

// colleaguesNamed returns the people the library's values of metFields
// show working together (people.Colleagues: two or more writing from one
// organisation's own domain): no friends, as the people at a team lunch
// are not.
func (p *parser) colleaguesNamed() []string {
	var vals []string
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if !metFields[fl.Key] {
				continue
			}
			for _, v := range fl.Values {
				vals = append(vals, v.Text)
			}
		}
	}
	return people.Colleagues(vals)
}

// sendersOnly returns the names that write to the person (a mail's
// "from") but whom the person never wrote to nor met (metFields): a
// practice's reminders, a shop's, a club's newsletter. A text naming such
// a sender ("Krause Dental Care, Mühlenkamp 38" of a check-up) is where,
// not with whom, so it is no friend. None when a field of those met is
// not catalogued whole, as then who was met is not known.
func (p *parser) sendersOnly() []string {
	met := map[string]bool{}
	var from []string
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if !metFields[fl.Key] && fl.Key != "from" && fl.Key != "organizer" {
				continue
			}
			if fl.Key != "from" && len(fl.Values) < fl.Distinct {
				return nil
			}
			for _, v := range fl.Values {
				name, _ := ingest.SplitPerson(v.Text)
				if name == "" {
					continue
				}
				if fl.Key == "from" {
					from = append(from, name)
				} else {
					met[strings.ToLower(name)] = true
				}
			}
		}
	}
	var out []string
	for _, n := range from {
		if !met[strings.ToLower(n)] && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// friendsMetRE: friends as the ones met, seen or been with, none of them
// named ("meet friends", "see my friends", "with friends", "catch up
// with friends").
var friendsMetRE = lazyre.New(`\b(?:` + inPersonVerbs + `|with)\s+(?:(?:my|some|any|a\s+few|a|the|our|other)\s+)?friends?\b`)

// friendsMet reads friends as the ones met, none named ("how often did I
// meet friends"): the happenings with someone who is a friend, neither
// family nor the one I live with (friendCond), not every happening with
// anyone.
func (p *parser) friendsMet() {
	f := p.f
	low := strings.ToLower(f.Question)
	if p.env.Catalog() == nil || friendAskedRE().MatchString(low) || !friendsMetRE().MatchString(low) {
		return
	}
	var c Cond
	ok := len(p.sourcesRecording("participants")) > 0
	if ok {
		c, ok = p.friendCond()
	}
	if !ok {
		// the library keeps no one met, or tells no one as a friend (no
		// family word names anyone, no one is known to live here, no
		// colleague): every meeting is counted, and the answer says so
		// rather than passing for the friends'
		f.Notes = append(f.Notes, friendsUnknown)
		return
	}
	c.Expr = fmt.Sprintf("any(participants ?? [], {%s})", strings.ReplaceAll(c.Expr, friendKey, "#"))
	c.Words = "with friends" + strings.TrimPrefix(c.Words, "who are friends")
	c.Needs = append([]attrSpec{{Name: "participants", Type: qa.TypeList}}, c.Needs...)
	f.Content = append(f.Content, c)
}

// familyMetRE: family as the ones met, seen or been with, none of them
// named ("see my family", "dinner with family", "visit the family"); the
// match ends at the word family.
var familyMetRE = lazyre.New(`\b(?:` + inPersonVerbs + `|with)\s+(?:(?:my|the|our)\s+)?family\b`)

// familyMet reads family as the ones met, none named ("how many times did
// I see my family"): the happenings with someone the library records by a
// family word (familyNamed). Read as nothing, the word was dropped and
// every meeting was counted as the family's.
func (p *parser) familyMet() {
	f := p.f
	m := familyMetRE().FindStringIndex(strings.ToLower(p.t.orig))
	if p.env.Catalog() == nil || p.env.Lexicon == nil || m == nil {
		return
	}
	family := p.familyNamed()
	if len(family) == 0 || len(p.sourcesRecording("participants")) == 0 {
		f.Notes = append(f.Notes, "who of the people recorded are family is not known: not only family were counted")
		return
	}
	a := m[1] - len("family")
	p.addEntity([]int{a, m[1]}, "with family", &attrSpec{Name: "participants", Type: qa.TypeList}, fmt.Sprintf("any(participants ?? [], {# in %s})", quoteList(family)))
	f.Notes = append(f.Notes, "family read as the people recorded by a family word: "+strings.Join(family, ", "))
}

// familyUnknown says that colleagues were told from friends but family
// were not.
const familyUnknown = "family told apart only as your records write of them: a relative they do not tell as such may be counted as a friend"

// friendsUnknown says that friends were asked of but not told apart.
const friendsUnknown = "who of them are friends is not recorded: not only friends were counted"

// familyWordList returns the single words of the lexicons' family
// concepts ("brother", "mum", "parents"): what a happening's people say
// where the library cannot tell who a relative is.
func (p *parser) familyWordList() []string {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	var out []string
	for _, c := range p.env.Lexicon.ConceptsOfKind("family") {
		for _, t := range c.Terms {
			if !t.Included && t.Weight >= rlex.Strong && !strings.ContainsAny(t.Text, " '’") && !slices.Contains(out, t.Text) {
				out = append(out, t.Text)
			}
		}
	}
	slices.Sort(out)
	return out
}

// familyNamed returns the people the library records (its fields of
// people) by a word of a family concept of the lexicons: "Mum", "Oma",
// "Dad".
func (p *parser) familyNamed() []string {
	var out []string
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if !personFields[fl.Key] || fl.Key == "occasion_of" {
				continue
			}
			for _, v := range fl.Values {
				toks := rlex.Tokens(v.Text)
				if len(toks) != 1 || slices.Contains(out, v.Text) {
					continue
				}
				for _, h := range p.env.Lexicon.Find(toks) {
					if h.Concept.Kind == "family" && h.Weight >= rlex.Strong && h.Start == 0 && h.End == 1 {
						out = append(out, v.Text)
						break
					}
				}
			}
		}
	}
	return out
}

// companyRE: being with others or alone, said with no name ("with
// someone", "with anyone", "with other people", "alone", "by myself", "on
// my own"); group 1 is set for being with others.
var companyRE = lazyre.New(`\b(with\s+(?:someone|somebody|anyone|anybody|others|other\s+people|company))\b|\b(?:alone|by\s+myself|on\s+my\s+own)\b`)

// company reads being with others or alone as whether the people an
// event records are some or none, where the activity's sources record
// them as a list of names ("how many times did I go swimming alone": the
// swims no one joined), rather than words to search for.
func (p *parser) company() {
	act := p.f.act
	if p.env.Catalog() == nil || p.env.Lexicon == nil {
		return
	}
	m := p.t.find(companyRE())
	if m == nil || p.t.usedIn(m[0], m[1]) {
		return
	}
	if act == nil || !act.Structured {
		p.companyUnrecorded(act, m)
		return
	}
	rule, ok := p.env.Lexicon.Attr("participants")
	if !ok {
		return
	}
	field := ""
	for _, name := range act.Sources {
		src := p.env.Catalog().Source(name)
		if src == nil {
			continue
		}
		for _, fl := range src.Fields {
			if fl.Kind == "list" && fl.Names && slices.Contains(rule.Sources, fl.Key) && tree.IsName(fl.Key) {
				if field != "" && field != fl.Key {
					return // two lists of people: which is meant is not known
				}
				field = fl.Key
			}
		}
	}
	if field == "" {
		p.companyUnrecorded(act, m)
		return
	}
	op := "=="
	if m[2] >= 0 {
		op = ">"
	} else {
		// a list of people left empty is all a record says of being
		// alone, and an export may leave out who came: the answer says
		// what it counted
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is read as no one recorded in %s: a record that leaves out who came counts as alone", p.t.original(m[0], m[1]), field))
	}
	p.addEntity(m[:2], p.t.original(m[0], m[1]), &attrSpec{Name: field, Type: qa.TypeList}, fmt.Sprintf("len(%s ?? []) %s 0", field, op))
}

// companyUnrecorded says so when being alone or with others is asked of
// what no record lists the people of ("which trips did I take alone",
// "did I eat out by myself"): searched for as words, "alone" finds
// nothing, and "by myself" was dropped unsaid, so that every trip passed
// for one taken alone. A library that keeps who took part in each
// happening it tells (a journal's participants) may say it in words,
// which are searched as before.
func (p *parser) companyUnrecorded(act *activity, m []int) {
	if m[2] >= 0 {
		return // "with someone": the people a title names are read from it
	}
	for _, src := range p.env.Catalog().Sources {
		if fl := src.Field("participants"); fl != nil && fl.Kind == "list" {
			return
		}
	}
	what := "them"
	if act != nil && act.Noun != "" {
		what = act.Noun
	}
	said := p.t.original(m[0], m[1])
	p.t.consume(m[0], m[1])
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded (no record here lists who was with you on %s): this answers the question without it", said, what))
}

// relationWhoRE: who someone of mine is, by a word for what they are to
// me and nothing more ("who is my partner", "who are my sisters"); group
// 1 the word.
var relationWhoRE = lazyre.New(`(?i)^\s*who(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+my\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s*[?.!]*\s*$`)

// relationNameRE: the name of someone of mine asked, by a word for what
// they are to me ("what's my sister's name", "what is the name of my
// mother", "what was my grandfather called"); the word is group 1, 3
// or 4 (group 2 its possessive: "s'" makes it plural), 5 what ends the
// question.
var relationNameRE = lazyre.New(`(?i)^\s*what(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+(?:my\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)('s|’s|s'|s’)\s+names?|the\s+names?\s+of\s+my\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)|my\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)\s+called)\s*([?.!]*)\s*$`)

// relationName asks a relation's name as who they are ("what's my
// sister's name" is "who is my sister"): a name is all a person is told
// by, and relationWho reads who a relation is (was a title searched for
// in the notes that name her, with "name" left unread). Only the words
// the lexicon gives a family member (a dentist's name is the dentist
// visits' people, read elsewhere).
func relationName(s string) string {
	m := relationNameRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	who := m[1] + m[3] + m[4]
	if m[2] == "s'" || m[2] == "s’" {
		who += "s" // "my sisters' names"
	}
	rl, err := rlex.Default()
	if err != nil {
		return s
	}
	cs := rl.Parse(who).Concepts
	if len(cs) != 1 || cs[0].Kind != "family" || cs[0].ID == "family" {
		return s
	}
	return "who " + plural.Be(who) + " my " + who + m[5]
}

// relationWho reads who my partner, mother or sisters are as the people
// the records of the relation name (the relation's words, and the names
// of those the library knows to have it): one asked for is the one they
// name most often, not everyone met at a dinner with them; several are
// all they name. The relation's own word, which stands for a person the
// library cannot tell, is no answer.
func (p *parser) relationWho() {
	f := p.f
	if p.env == nil || p.env.Lexicon == nil || f.Form != FormList || f.Val == nil || f.Val.ID != "person" || len(f.Content) > 0 || len(f.Temporal) > 0 {
		return
	}
	m := relationWhoRE().FindStringSubmatch(relationName(f.Question))
	if m == nil {
		return
	}
	cs := p.env.Lexicon.Parse(m[1]).Concepts
	if len(cs) != 1 || cs[0].Kind != "family" || cs[0].ID == "family" {
		return
	}
	f.Exclude = strings.ReplaceAll(cs[0].ID, "_", " ")
	f.Subject = "what names my " + strings.ToLower(m[1])
	w := strings.Fields(strings.ToLower(m[1]))
	if _, many := plural.One(w[len(w)-1]); many {
		return // several asked for: all the records name
	}
	f.Form, f.Group, f.Val = FormBest, f.Val, nil
	f.Notes = append(f.Notes, "your "+strings.ToLower(m[1])+" read as the person the records of them name most often")
}

// othersPostedRE: others as the subject of posting, which an auxiliary
// inverts ("do my friends post about me", "has anyone tagged me", "did my
// mum share it"); group 1 the noun after "my".
var othersPostedRE = lazyre.New(`\b(?:do|does|did|have|has|had)\s+(?:my\s+(\pL+)|anyone|anybody|someone|somebody|people|others|everyone|everybody)\s+(?:(?:ever|often|usually|still|also)\s+)?(?:post|posted|tweet|tweeted|share|shared|mention|mentioned|tag|tagged|write|wrote)\b`)

// othersPosted says, where others are asked as the posters of social
// posts, that what others posted is not in the library: an export holds
// the person's own posts, which are what is answered with (was said as
// the friends', silently).
func (p *parser) othersPosted() {
	a := p.f.act
	if a == nil || !slices.Contains(a.Sources, ingest.SocialMedia) {
		return
	}
	m := othersPostedRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	if m == nil {
		return
	}
	if m[1] != "" && !p.otherPeople(m[1]) {
		return // "do my posts mention": the posts, no one posting
	}
	p.f.Notes = append(p.f.Notes, "what others posted is not in your library: this answers with your own posts")
}

// othersWhereRE: where someone else does what is done in a place of
// one's own ("where does Max work", "where did my sister live", "where
// does Lena study"): group 1 the person, 2 the verb, 3 "out" after it
// (working out is no workplace).
var othersWhereRE = lazyre.New(`^\s*(?i:where)\s+(?i:does|did|do|has|had)\s+((?i:my)\s+\p{L}+|\p{Lu}[\p{L}'’-]*)\s+((?i:work|works|worked|live|lives|lived|study|studies|studied))(\s+(?i:out)\b)?`)

// othersWhere says, where the place someone else works, lives or studies
// is asked, that the records do not hold it: a journal tells where the
// writer was with them, which is what is answered with (was given as
// where they work, "work" read as the writer's own workdays, silently).
func (p *parser) othersWhere() {
	m := othersWhereRE().FindStringSubmatch(p.f.Question)
	if m == nil || m[3] != "" || m[1] == "I" || strings.Contains(m[1], " ") && !p.namesPerson(m[1]) {
		return // "where do I work" is mine; "my commute" no one
	}
	if !slices.Contains(p.f.Unlinked, m[2]) {
		p.f.Unlinked = append(p.f.Unlinked, m[2])
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded of %s: this answers with the places your records name with them", m[2], m[1]))
}

// peopleAsked is the key of the people the question groups by or asks
// for ("who", "which friends"), or nil.
func (p *parser) peopleAsked() *Key {
	if k := p.f.Group; k != nil && k.ID == "person" {
		return k
	}
	if k := p.f.Val; k != nil && k.ID == "person" {
		return k
	}
	return nil
}

// colleagueAskedRE: colleagues asked as which of the people ("which
// colleagues", "which of my co-workers", "my workmates").
var colleagueAskedRE = lazyre.New(`\b(?:(?:which|what)\s+(?:of\s+(?:my|our)\s+)?|(?:my|our)\s+)(?:colleague|co-?worker|workmate|coworker)s?\b`)

// colleaguesAsked says so where the people asked are colleagues: no
// condition keeps the colleagues alone (the library's mail tells them
// to the search, not to the planner), and everyone met was listed, family
// and friends too, with nothing said.
func (p *parser) colleaguesAsked() {
	f := p.f
	key := p.peopleAsked()
	if key == nil || p.env.Catalog() == nil || !colleagueAskedRE().MatchString(strings.ToLower(f.Question)) {
		return
	}
	f.Notes = append(f.Notes, "who of them are colleagues is not worked out: not only colleagues were counted")
}

// whoIsNamedRE: who someone named is, or how I know them, and nothing
// more ("who is Adrian Lange", "who's Karim to me", "how do I know Can
// Wang"); the name is group 1 or 2.
var whoIsNamedRE = lazyre.New(`(?i)^\s*(?:who(?:'s|’s|\s+is|\s+was)\s+(.+?)(?:\s+to\s+(?:me|us))?|how\s+do\s+(?:i|we)\s+know\s+(.+?))\s*[?.!]*\s*$`)

// whoIsNamed reads who a person the library knows by name is as the
// records that name them: what they are (a team's standups, a one to
// one, mail from their work) shows how the person knows them, which no
// record says in a word. Was the people met with them listed, the person
// among them, as though they were who the person is.
func (p *parser) whoIsNamed() {
	f := p.f
	m := whoIsNamedRE().FindStringSubmatch(f.Question)
	if m == nil || f.Form != FormList || len(f.Temporal) > 0 || f.Group != nil {
		return
	}
	name := strings.TrimSpace(m[1] + m[2])
	sources := p.personSources(name)
	if len(sources) == 0 {
		return
	}
	if len(f.Content) > 0 {
		p.whoByActivity(name, sources)
		return
	}
	f.Val = &Quantity{ID: "title", Attr: "title", Extract: &attrSpec{Name: "title", Type: qa.TypeText}, Words: "what they were"}
	// the records of the sources that write them as a person: a film
	// named after a namesake ("Hold, Lucía, Hold") is not how I know them
	f.Query, f.Subject, f.Sources, f.act, f.Activity = name, name, sources, nil, ""
	p.whoIsRead = true
	f.Notes = append(f.Notes, fmt.Sprintf("who %s is to you is not recorded in a word: this lists the records that name them, which show how you know them", name))
	p.understood("know")
}

// whoByActivity reads who someone a journal names is as what was done
// with them, most often first: "Dentist ~8:30 (Dr. Yilmaz)" three times
// says who Dr. Yilmaz is better than the name itself, which was all the
// answer gave (the people of the records naming them). Only where the
// question's conditions are the person's own and their records keep what
// was done (a journal's activity).
func (p *parser) whoByActivity(name string, sources []string) {
	f := p.f
	for _, c := range f.Content {
		if !strings.Contains(c.Expr, strconv.Quote(name)) {
			return
		}
	}
	if !p.recordedIn(sources, "activity") {
		return
	}
	// the five things done with them most, most first
	f.Form, f.Val, f.K = FormBest, nil, 5
	f.Group = &Key{ID: "activity", Attr: "activity", Extract: &attrSpec{Name: "activity", Type: qa.TypeText}, Words: "what was done"}
	p.whoIsRead = true
	f.Notes = append(f.Notes, fmt.Sprintf("who %s is to you is not recorded in a word: this counts what your records say was done with %s, which shows how you know them", name, name))
	p.understood("know")
}

// personSources returns the sources in which the question's words link
// name, as written, to a person of the library: a correspondent, an
// attendee, someone a post mentions ("Adrian Lange <adrian.lange@x.com>"
// is Adrian Lange), whichever reading linking chose.
func (p *parser) personSources(name string) []string {
	if p.lk == nil || p.lk.res == nil || p.env.Lexicon == nil {
		return nil
	}
	var out []string
	for _, sp := range slices.Concat(p.lk.res.Spans, p.lk.res.Proposed) {
		for _, r := range sp.Refs {
			if n, _ := ingest.SplitPerson(r.Value); p.env.Lexicon.FieldOfClass(r.Field, rlex.ClassPeople) && strings.EqualFold(n, name) && !slices.Contains(out, r.Source) {
				out = append(out, r.Source)
			}
		}
	}
	slices.Sort(out)
	return out
}

// otherPeople reports whether a noun after "my" says people: friends, or
// family by the lexicon's family words.
func (p *parser) otherPeople(noun string) bool {
	if friendNounRE().MatchString(noun) {
		return true
	}
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	return slices.ContainsFunc(p.env.Lexicon.Parse(noun).Concepts, func(c *rlex.Concept) bool { return c.Kind == "family" })
}

// friendNounRE: a word for a friend, or friends.
var friendNounRE = lazyre.New(`^(?:` + friendNouns + `)s?$`)

// whomUnreadRE: someone named by a word of mine, seen, met or been with
// ("see my boss", "with my landlord", "visit my neighbour"): group 1 the
// word.
var whomUnreadRE = lazyre.New(`\b(?:` + inPersonVerbs + `|with)\s+(?:my|our)\s+(\p{L}+)\b`)

// whomUnread makes a word not understood that says whom the person met
// ("how often did I see my boss", no record telling who the boss is) one
// that restricts what is counted: every meeting had been counted, the
// number passing for the meetings with the boss.
func (p *parser) whomUnread() {
	for _, m := range whomUnreadRE().FindAllStringSubmatch(strings.ToLower(p.t.orig), -1) {
		i := slices.IndexFunc(p.f.Unlinked, func(u string) bool { return strings.EqualFold(u, m[1]) })
		if i >= 0 && !slices.Contains(p.f.Restricting, p.f.Unlinked[i]) {
			p.f.Restricting = append(p.f.Restricting, p.f.Unlinked[i])
		}
	}
}
