package rules

import (
	"bytes"
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/ingest/netflix"
	"reqap/internal/lazyre"
	"reqap/lang/address"
	"reqap/lang/ascii"
	"reqap/lang/calendar"
	"reqap/lang/country"
	"reqap/lang/fold"
	"reqap/lang/nickname"
	"reqap/lang/numword"
	"reqap/lang/plural"
	"reqap/lang/spell"
	"reqap/lang/stem"
	"reqap/lang/thesaurus"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/places"
	"reqap/qa/qud/link"
	"reqap/qa/qud/timex"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// WithLibrary returns a decomposer that reads questions against what a
// library holds (link.Env: its catalog and the lexicons): names of things
// in the library become FILTERs on the fields that hold them, and content
// words the library never uses are reported as not understood instead of
// restricting retrieval. Plans it makes are cached under the catalog's
// version as well.
func (d *Decomposer) WithLibrary(env *link.Env) *Decomposer {
	c := *d
	c.env = env
	return &c
}

// libraryVersion is part of the plan cache key.
func (d *Decomposer) libraryVersion() string {
	if d.env == nil {
		return ""
	}
	return "-" + d.env.Version()
}

// linked is what linking found that the later recognisers use.
type linked struct {
	res *link.Result
	q   *link.Question
	// soft are value spans applied only when the question turns out to be
	// about their source (lower-case category words, single capitalised
	// words that are part of names).
	soft []link.Span
	// sources are the sources of the values applied: the question is
	// about them.
	sources []string
	// fields are field spans: what may be asked of the events found.
	fields []link.Span
	// held are the names taken from the text, waiting for the activity;
	// saved their words as they were.
	held  []link.Span
	saved [][]byte
	// cues are value spans whose words name a kind of event ("Twitter",
	// "Netflix"): the lexicons' cues read them, unless the question turns
	// out to be about another source holding them as a value (cueFacts).
	cues []link.Span
	// given are the held names given back to the text for RETRIEVE.
	given []link.Span
	// fielded are value spans said right after their field's word
	// ("tagged running"): the field's value, no activity's word.
	fielded []link.Span
	// people are names of correspondents (values of mail): whether a name
	// is the sender or a recipient depends on how the question says it,
	// which the mail recognisers read; they are applied only when those
	// find nobody.
	people []link.Span
}

// names are the names the question holds, a thing's or a correspondent's:
// whichever kind, they point at the sources the question is about.
func (lk *linked) names() []link.Span {
	return append(slices.Clone(lk.held), lk.people...)
}

// linkLibrary links the words left of the question to the library's
// values and fields (see package link). Names — quoted, or capitalised as
// names are — become content conditions at once; the rest waits for the
// activity.
func (p *parser) linkLibrary() {
	if p.env == nil {
		return
	}
	t := p.t
	low := string(t.low)
	q := link.NewQuestion(low, func(a, b int) string { return t.orig[t.off[a]:t.off[b]] }, p.env.Lexicon)
	res := link.Link(q, p.env)
	res.Spans = p.valueOverField(res)
	res.Spans = p.nameOfField(q, res.Spans)
	res.Spans = fieldOverValue(res)
	res.Spans = partitiveHeads(q, res.Spans)
	res.Spans = p.exportWords(q, res.Spans)
	p.placeVisited(q, res.Spans)
	lk := &linked{res: res, q: q}
	p.lk = lk
	for _, s := range res.Spans {
		p.f.Linked = append(p.f.Linked, describe(q, s))
	}
	p.followDirection(q, res.Spans)
	// "tagged with journal": the field's word says whose value follows;
	// it is understood with the value, and asks for nothing. Said with
	// its field's word, a word is that field's value for sure, whatever
	// the question turns out to be about ("entries tagged friends").
	type onField struct {
		v link.Span
		f *link.Span // the field span v follows (afterItsField)
	}
	var hard []link.Span
	var hardOn, softOn []onField
	for _, s := range res.Spans {
		var f *link.Span
		if s.Kind == link.KindValue {
			f = afterItsField(q, res.Spans, s)
			if f == nil && s.From > 0 && ownerWordRE().MatchString(q.Words[s.From-1].Raw) {
				f = beforeItsField(res.Spans, s)
			}
		}
		switch {
		case s.Kind == link.KindValue && s.To-s.From == 1 && p.env.Lexicon != nil && p.env.Lexicon.DrinkVerb(rlex.Tokens(q.Phrase(s.From, len(q.Words))), 0):
			// "drink coffee": the verb says only that the coffee was had,
			// not the drinks out it is a value of too
			a, b := p.spanBytes(s)
			p.t.consume(a, b)
			p.drunk = true
		case s.Kind == link.KindValue && p.sportSessionKind(q.Phrase(s.From, s.To)):
			// "my last football match": the sport's games, which
			// gameOrPractice reads, not the entries titled so alone
		case s.Kind == link.KindValue && p.movedTo(q, s):
			// "when did I move to Graz": where one moved to is told by
			// the records of the move in their own words (the moving
			// day's address, "Finally settled in Graz!", a mail giving
			// the new address), as "the day I moved to Graz" reads it;
			// kept to the places recorded as Graz, the posts and mails
			// were never searched
		case s.Kind == link.KindValue && p.inQuestionFrame(s):
			// "Didn't I listen to …": the question's own words, not the
			// song called so
		case s.Kind == link.KindField && p.thingsOfActivity(q, s):
			// "emails q1 2000": the plural names the mails, an activity
			// held, not the account's email address
		case s.Kind == link.KindField && s.To-s.From == 1 && s.To < len(q.Words) && p.groupNoun(q.Phrase(s.From, s.To+1)):
			// "my top email senders": the word qualifies the noun asked,
			// one noun with it, not the account's email address
		case s.Kind == link.KindField:
			lk.fields = append(lk.fields, s)
		case s.Kind != link.KindValue:
		case s.By == link.Values.Name && cueWords(p.env, q, s) && f == nil && !beforeValueOfItsSource(res.Spans, s):
			lk.cues = append(lk.cues, s)
		case f != nil:
			// "tagged running": the value of the field said, not of
			// the others that hold the word too
			s.Refs = slices.DeleteFunc(slices.Clone(s.Refs), func(r link.Ref) bool {
				return !slices.ContainsFunc(f.Refs, func(fr link.Ref) bool { return fr.Source == r.Source && fr.Field == r.Field })
			})
			if isHard(q, s) {
				hard = append(hard, s)
				hardOn = append(hardOn, onField{s, f})
			} else {
				softOn = append(softOn, onField{s, f})
			}
		case isHard(q, s):
			hard = append(hard, s)
		default:
			lk.soft = append(lk.soft, s)
		}
	}
	for _, on := range slices.Concat(hardOn, softOn) {
		lk.fielded = append(lk.fielded, on.v)
		a, b := p.spanBytes(*on.f)
		p.t.consume(a, b)
		lk.fields = slices.DeleteFunc(lk.fields, func(x link.Span) bool { return x.From == on.f.From && x.To == on.f.To })
	}
	for _, on := range softOn {
		hard = append(hard, on.v)
	}
	// Names agree on what the question is about: when they can all be
	// read in one source, they are read there ("Google Maps": the Maps of
	// web activity, not the song).
	// A word that names an activity ("travel", a tag too) says what was
	// done, which the activity reads: it is no name to agree with.
	named := slices.DeleteFunc(slices.Clone(lk.soft), func(s link.Span) bool {
		_, ok := p.lx.act.phrases.lookup(strings.ToLower(q.Phrase(s.From, s.To)))
		return ok
	})
	// A run of capitalised words is one name: where the library holds no
	// value of it whole ("Frida Cantina", a restaurant one mail names), a
	// value one of its words is part of ("Casa Frida") is not it, and the
	// run is left to the search, which finds the mail.
	// So is a holiday's name: "Christmas" of "on Christmas Eve 2019" is
	// the day, not the title the word begins ("Christmas (Baby Please
	// Come Home)").
	// (The holidays are read only when a value was linked: it parses the
	// question's times a second time.)
	var holidays [][2]int
	read := false
	dropped := func(s link.Span) bool {
		if nameRunsOn(q, s) {
			return true
		}
		if !read {
			holidays, read = p.holidayNames(), true
		}
		return p.partOfHoliday(s, holidays)
	}
	hard = slices.DeleteFunc(hard, dropped)
	lk.soft = slices.DeleteFunc(lk.soft, dropped)
	common := commonSources(append(slices.Clone(hard), named...))
	if len(common) == 0 {
		common = commonSources(hard)
	}
	roles := p.roleSources()
	for _, s := range hard {
		s = restrict(s, common)
		if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return !slices.Contains(roles, r.Source) }) {
			lk.people = append(lk.people, s)
			continue
		}
		// The name's words are taken now, so that no other recogniser
		// reads them as something else ("New Year's Day" the song); whether
		// it becomes a FILTER waits for the activity.
		lk.held = append(lk.held, s)
		lk.saved = append(lk.saved, p.take(s))
	}
	// A capitalised word next to a name it does not belong to qualifies it
	// ("Google" of "Google Maps"): it is not a value of its own. A
	// collection's noun says where the name is ("the Queen's Birthday
	// holiday": in the holidays calendar).
	lk.soft = slices.DeleteFunc(lk.soft, func(s link.Span) bool {
		return s.Match == link.Partial && adjacent(s, hard) && !link.Collection(q, s)
	})
	lk.soft = qualifyTitles(q, lk.soft)
	for i := range lk.soft {
		lk.soft[i] = restrict(lk.soft[i], common)
	}
}

// goalMet reads reaching a goal the library records as met or not: "did
// I hit my stand goal", "did I close my move ring" are whether the day's
// stand_goal_met, move_goal_met (a health export's activity rings) is
// true. The goal's word must be the start of a true/false field ending in
// "_goal_met" of some source, which the question is then about.
func (p *parser) goalMet() {
	if p.env.Catalog() == nil {
		return
	}
	m := p.t.find(goalMetRE())
	if m == nil {
		m = p.t.find(goalMetPassiveRE())
	}
	if m == nil {
		return
	}
	key := rlex.WordKey(p.t.group(m, 1))
	met := "true"
	if missedRE().MatchString(p.t.original(m[0], m[1])) {
		// "the days I missed my stand goal": not met
		met = "false"
	}
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			name, ok := goalOf(fl)
			if !ok || rlex.WordKey(name) != key {
				continue
			}
			p.addEntity([]int{m[0], m[1]}, p.t.original(m[0], m[1]), &attrSpec{Name: fl.Key, Type: qa.TypeBool}, fl.Key+" == "+met)
			p.f.Sources = append(p.f.Sources, src.Name)
			return
		}
	}
	// "did I close my rings", "did I close my activity rings": the goals
	// together, said by a determiner alone or by the name the source
	// gives them ("activity rings", a measurement of Apple Health), are
	// all met, and missed where one is not
	noun := p.t.group(m, 2)
	for _, src := range p.env.Catalog().Sources {
		var goals []string
		for _, fl := range src.Fields {
			if _, ok := goalOf(fl); ok {
				goals = append(goals, fl.Key)
			}
		}
		slices.Sort(goals)
		if len(goals) < 2 || !goalDeterminer[key] && !sourceCalls(src, p.t.group(m, 1)+" "+noun) {
			continue
		}
		var conds []string
		var needs []attrSpec
		for _, g := range goals {
			conds = append(conds, g+" == true")
			needs = append(needs, attrSpec{Name: g, Type: qa.TypeBool})
		}
		cond := strings.Join(conds, " && ")
		if met == "false" {
			cond = "!(" + cond + ")"
		}
		p.t.consume(m[0], m[1])
		p.f.Content = append(p.f.Content, Cond{Expr: cond, Words: p.t.original(m[0], m[1]), Needs: needs})
		p.f.Sources = append(p.f.Sources, src.Name)
		return
	}
}

// goalOf is the goal a field records as met or not ("stand" of
// stand_goal_met), ok where the field is one: the one shape both a goal
// named and the goals together are read by.
func goalOf(fl catalog.Field) (string, bool) {
	name, ok := strings.CutSuffix(fl.Key, "_goal_met")
	return name, ok && fl.Kind == "bool"
}

// goalDeterminer are the words before "goals" or "rings" that name none
// of them ("my rings", "all my goals", "every goal"): all of them.
var goalDeterminer = map[string]bool{"": true, "all": true, "every": true, "each": true}

// sourceCalls reports whether a text field of src holds phrase as a
// value, word for word ("activity rings" of a health export's
// measurements, "activity ring" said of one).
func sourceCalls(src catalog.Source, phrase string) bool {
	want := rlex.Keys(rlex.Tokens(phrase))
	for _, fl := range src.Fields {
		for _, v := range fl.Values {
			if slices.Equal(rlex.Keys(rlex.Tokens(v.Text)), want) {
				return true
			}
		}
	}
	return false
}

var goalMetRE = lazyre.New(`\b(?:hit|hitting|meet|met|meeting|reach|reached|reaching|achieve|achieved|achieving|close|closed|closing|make|made|making|complete|completed|completing|fill|filled|filling|miss|missed|missing|fail\s+to\s+(?:hit|meet|reach|close|make)|failed\s+to\s+(?:hit|meet|reach|close|make))\s+(?:(?:all\s+(?:of\s+)?)?(?:my|the|our)\s+)?(?:(\p{L}+)\s+)?(goals?|rings?|targets?)\b`)

// goalMetPassiveRE is the same said of the goal ("was my stand goal met",
// "has my move ring been closed", "exercise goal reached?"): "met" with a
// goal is reaching it, not meeting someone.
var goalMetPassiveRE = lazyre.New(`\b(\p{L}+)\s+(goals?|rings?|targets?)\s+(?:(?:was|were|is|are|been|got|get|gets|getting|being)\s+)?(?:hit|met|reached|achieved|closed|made|completed|filled|missed)\b`)

// missedRE: the verbs of a goal not reached.
var missedRE = lazyre.New(`(?i)\b(?:miss|missed|missing|fail|failed)\b`)

// atHome reads "at home", "from home" ("did I work from home", "dinner
// at home") as the at_home field a journal records of what happened at
// home, where the library records it: the words are no search for the
// word "home" (which a journal writes of coming home, or of Home Depot).
// "Away from home" is the days elsewhere (awayTrips), and "at Home Depot"
// is a name.
func (p *parser) atHome() {
	if p.env.Catalog() == nil {
		return
	}
	m := p.t.find(atHomeRE())
	if m == nil || fold.Capitalised(nextWord(p.t.orig[p.t.off[m[1]]:])) || strings.HasSuffix(strings.TrimSpace(string(p.t.low[:m[0]])), "away") {
		return
	}
	for _, src := range p.env.Catalog().Sources {
		if fl := src.Field("at_home"); fl != nil && fl.Kind == "bool" {
			p.addEntity([]int{m[0], m[1]}, p.t.original(m[0], m[1]), &attrSpec{Name: "at_home", Type: qa.TypeBool}, "at_home == true")
			// a journal says "at home" of some days only ("Dinner with
			// Jonas: fish and chips" says nowhere): what is counted is
			// what the records say was at home, said so
			p.fieldCoverage("at_home", "being at home")
			return
		}
	}
}

var atHomeRE = lazyre.New(`\b(?:at|from)\s+home\b`)

// atOfficeRE: work said of the office ("office days", "in the office",
// "went to the office", "worked from the office"), the workplace as
// against home.
var atOfficeRE = lazyre.New(`\b(?:(?:at|in|to|into|from)\s+(?:the|my|our)\s+)?office\s*(?:days?)?\b`)

// atOffice reads work said of the office ("how many office days", "did I
// go into the office") as the work a journal does not record at home,
// where the library records its at_home: the office is not home, and
// the work concept the word searches holds working from home too.
func (p *parser) atOffice() {
	if p.env.Catalog() == nil || p.t.has(atHomeRE()) {
		return
	}
	m := p.t.find(atOfficeRE())
	if m == nil {
		if w := p.t.find(toWorkRE()); w != nil {
			p.workplaceUnrecorded(w, "work", "at work")
		}
		return
	}
	if fold.Capitalised(nextWord(p.t.orig[p.t.off[m[0]]:])) || officeNameRE().Match(p.t.low) {
		return // "The Office", a name; "office party", "office chair": no place of work
	}
	for _, src := range p.env.Catalog().Sources {
		if fl := src.Field("at_home"); fl != nil && fl.Kind == "bool" {
			p.f.Content = append(p.f.Content, Cond{Expr: "!(at_home ?? false)", Words: "not at home", Needs: []attrSpec{{Name: "at_home", Type: qa.TypeBool}}})
			if at := bytes.Index(p.t.low[m[0]:m[1]], []byte("office")); at > 0 {
				// "went to the office": the work done there, which the
				// office names, not the way to it (a commute)
				p.t.consume(m[0], m[0]+at)
			}
			return
		}
	}
	p.workplaceUnrecorded(m, "office", "at the office")
}

// toWorkRE: going to the place of work said as "work" ("how often did I go
// to work", "when did I get into work").
var toWorkRE = lazyre.New(`\b(?:go|goes|going|went|gone|come|comes|came|coming|get|gets|got|getting|head|heads|headed)\s+(?:in\s+)?(?:to|into)\s+work\b`)

// workplaceUnrecorded says so when being at work or the office is asked
// of a library where no record says where I was and none writes the
// word: the search finds nothing ("how often did I go to the office": 0)
// or what was found for work (the days of work meetings, held anywhere),
// neither of which is time at the workplace.
func (p *parser) workplaceUnrecorded(m []int, word, at string) {
	if p.libraryWrites(word) {
		return // what the library writes of it is found
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not recorded (no record here says when you were %s): the answer is only what was found for the words", p.t.original(m[0], m[1]), at))
}

// officeNameRE: "office" naming a thing of an office, not the place worked at.
var officeNameRE = lazyre.New(`\boffice\s+(?:party|parties|chair|chairs|supplies|supply|hours|manager|building|space|plants?|christmas|xmas)\b`)

// followDirection reads the verb "follow" as the account facts name its
// two directions (package ingest: "follower", "following"): "who follows
// me", "people following me" are followers; "accounts I follow", "who am
// I following" are the accounts followed. The verb links to both facts,
// or to the wrong one by its stem.
func (p *parser) followDirection(q *link.Question, spans []link.Span) {
	for i, s := range spans {
		if s.Words() != 1 || q.Words[s.From].Key != "follow" || !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Value == "follower" || r.Value == "following" }) {
			continue
		}
		s.Refs = p.env.ExactRefs(q, s.From, s.To)
		switch w := strings.ToLower(q.Words[s.From].Raw); {
		case w == "followers" || w == "follower":
			continue
		case s.To < len(q.Words) && slices.Contains([]string{"me", "us"}, strings.ToLower(q.Words[s.To].Raw)):
			spans[i].Refs = keepValue(s.Refs, "follower")
		case slices.ContainsFunc(q.Words[max(0, s.From-3):s.From], func(x link.Word) bool { return x.Raw == "I" || strings.EqualFold(x.Raw, "we") }):
			spans[i].Refs = keepValue(s.Refs, "following")
		}
	}
}

// keepValue keeps the refs to value, or all when none is (a direction
// the library does not hold stays as it was linked).
func keepValue(refs []link.Ref, value string) []link.Ref {
	var out []link.Ref
	for _, r := range refs {
		if r.Value == value {
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		return refs
	}
	return out
}

// afterItsField returns the field span a value span follows that names the
// value's own field, with at most "with", "as" or "to" between, or nil:
// "tagged with journal", "labelled as work" say the field's value,
// whatever else the word may name (the journal, a kind of event).
func afterItsField(q *link.Question, spans []link.Span, v link.Span) *link.Span {
	for i := range spans {
		f := &spans[i]
		if f.Kind != link.KindField || f.To > v.From || v.From-f.To > 1 {
			continue
		}
		if f.To < v.From {
			switch q.Words[f.To].Key {
			case "with", "as", "to":
			default:
				continue
			}
		}
		for _, fr := range f.Refs {
			if slices.ContainsFunc(v.Refs, func(r link.Ref) bool { return r.Source == fr.Source && r.Field == fr.Field }) {
				return f
			}
		}
	}
	return nil
}

// beforeItsField returns the field span right after a value span that
// names the value's own field, or nil: "the journal tag", "my machBar
// calendar" say the field's value as "tagged journal" does, whatever else
// the word names (the journal, a place). Only after a word that points
// at one thing (ownerWordRE): "which Spotify artist" asks for an artist
// on Spotify.
func beforeItsField(spans []link.Span, v link.Span) *link.Span {
	for i := range spans {
		f := &spans[i]
		if f.Kind != link.KindField || f.From != v.To {
			continue
		}
		for _, fr := range f.Refs {
			if slices.ContainsFunc(v.Refs, func(r link.Ref) bool { return r.Source == fr.Source && r.Field == fr.Field }) {
				return f
			}
		}
	}
	return nil
}

// ownerWordRE: the words before a noun phrase that point at one thing
// ("the", "my"), after which a value and its field's noun name it.
var ownerWordRE = lazyre.New(`(?i)^(?:the|my|our|your|this|that)$`)

// beforeValueOfItsSource reports whether a value span stands right
// before another value of a source it is a value of: "video call" is a
// call of type video (call_type, message_type of chats), not videos
// watched, whatever else "video" names.
func beforeValueOfItsSource(spans []link.Span, v link.Span) bool {
	for _, n := range spans {
		if n.Kind != link.KindValue || n.From != v.To {
			continue
		}
		for _, r := range n.Refs {
			if slices.ContainsFunc(v.Refs, func(x link.Ref) bool { return x.Source == r.Source && x.Field != r.Field }) {
				return true
			}
		}
	}
	return false
}

// isHard reports whether a value span is a name for sure: quoted, or
// written as a name throughout (see link.Span.Sure).
func isHard(_ *link.Question, s link.Span) bool { return s.Sure && !wordOfWriting(s) }

// cueWords reports whether a span's words name a kind of event ("Spotify",
// "Netflix", "calendar", "note"): such words say where to look, and the
// lexicons' source cues read them; a value of the same spelling (an artist
// called Spotify) needs quotes.
func cueWords(env *link.Env, q *link.Question, s link.Span) bool {
	if env.Lexicon == nil {
		return false
	}
	for _, w := range q.Words[s.From:s.To] {
		// A number makes a name of the words ("Event#2", "Channel 2").
		if w.Quoted || strings.ContainsAny(w.Raw, "0123456789") {
			return false
		}
	}
	p := env.Lexicon.Parse(q.Phrase(s.From, s.To))
	if len(p.Concepts) > 0 || len(p.Phrases) > 0 {
		return false
	}
	// Words written as a name ("New Event", a calendar entry's title)
	// of which some names no kind of event are the name, not the cue
	// one of them is ("event"); so are words linked surely whose last,
	// the head of the compound, names none ("band practice": the
	// calendar's entries, not music).
	if s.To-s.From > 1 && !slices.ContainsFunc(q.Words[s.From:s.To], func(w link.Word) bool { return !w.Upper }) &&
		slices.ContainsFunc(q.Words[s.From:s.To], func(w link.Word) bool { return len(env.Lexicon.Parse(w.Raw).Cues) == 0 }) {
		return false
	}
	if s.To-s.From > 1 && s.Sure && len(env.Lexicon.Parse(q.Words[s.To-1].Raw).Cues) == 0 {
		return false
	}
	// A cue names a kind of event only where the library has some ("video"
	// in a library of chats is the kind of call).
	for _, c := range p.Cues {
		for _, sw := range c.Sources {
			if env.Catalog() == nil || env.Catalog().Has(sw.Source) {
				return true
			}
		}
	}
	return false
}

// commonSources returns the sources every span has a value in.
func commonSources(spans []link.Span) []string {
	var out []string
	for i, s := range spans {
		var srcs []string
		for _, r := range s.Refs {
			if !slices.Contains(srcs, r.Source) {
				srcs = append(srcs, r.Source)
			}
		}
		if i == 0 {
			out = srcs
			continue
		}
		out = slices.DeleteFunc(out, func(x string) bool { return !slices.Contains(srcs, x) })
	}
	slices.Sort(out)
	return out
}

// valueOverField reads a field's word as a value where the question's
// names are values of another source, which holds that word as a value
// too: "my twitter profile" is the account fact "profile" of Twitter, not
// the profile Netflix was watched under. A value said with the word
// (the account fact "profile picture" of "my Instagram profile picture")
// counts, where the words it takes name nothing in its source.
func (p *parser) valueOverField(res *link.Result) []link.Span {
	spans := res.Spans
	// every source the names are values of, not only the best read
	// ("twitter" the posts' platform and the account's service): the
	// spans widened so, once a field is said
	var wide []link.Span
	for k, f := range spans {
		if f.Kind != link.KindField {
			continue
		}
		if wide == nil {
			wide = slices.Clone(spans)
			for i, v := range wide {
				if v.Kind == link.KindValue {
					wide[i].Refs = append(slices.Clone(v.Refs), p.env.ExactRefs(res.Question, v.From, v.To)...)
				}
			}
		}
		values := slices.DeleteFunc(slices.Clone(wide), func(v link.Span) bool { return v.Kind != link.KindValue })
		if len(values) == 0 || slices.ContainsFunc(values, func(v link.Span) bool {
			return slices.ContainsFunc(v.Refs, func(r link.Ref) bool { return refsHold(f.Refs, r.Source) })
		}) {
			continue // the names are read in the field's source
		}
		var best *link.Span
		for _, a := range res.Proposed {
			if a.Kind != link.KindValue || a.From > f.From || a.To < f.To || best != nil && a.To-a.From <= best.To-best.From {
				continue
			}
			// the names said apart from it agree on a source that holds it
			var others, taken []link.Span
			for j, o := range spans {
				switch {
				case j == k:
				case o.To <= a.From || o.From >= a.To:
					if o.Kind == link.KindValue {
						others = append(others, wide[j])
					}
				default:
					taken = append(taken, o)
				}
			}
			common := commonSources(others)
			if len(others) == 0 || !slices.ContainsFunc(common, func(src string) bool { return refsHold(a.Refs, src) }) {
				continue
			}
			a = restrict(a, common)
			if slices.ContainsFunc(taken, func(o link.Span) bool {
				return o.Kind != link.KindValue || slices.ContainsFunc(a.Refs, func(r link.Ref) bool { return refsHold(o.Refs, r.Source) })
			}) {
				continue
			}
			best = &a
		}
		if best == nil {
			continue
		}
		out := slices.DeleteFunc(slices.Clone(spans), func(o link.Span) bool { return o.From < best.To && o.To > best.From })
		out = append(out, *best)
		slices.SortFunc(out, func(x, y link.Span) int { return x.From - y.From })
		return out
	}
	return spans
}

// partitiveHeads drops a value said in lower case right before "of" and
// another value of the same field ("bottles of wine", both categories of
// purchases): the first says what the second is counted in, and a thing
// is of one category, not of both.
func partitiveHeads(q *link.Question, spans []link.Span) []link.Span {
	return slices.DeleteFunc(slices.Clone(spans), func(s link.Span) bool {
		if s.Kind != link.KindValue || s.To+1 >= len(q.Words) || q.Words[s.To].Key != "of" || slices.ContainsFunc(q.Words[s.From:s.To], func(w link.Word) bool { return w.Upper }) {
			return false
		}
		return slices.ContainsFunc(spans, func(o link.Span) bool {
			return o.Kind == link.KindValue && o.From == s.To+1 && slices.ContainsFunc(o.Refs, func(r link.Ref) bool {
				return slices.ContainsFunc(s.Refs, func(x link.Ref) bool {
					return x.Source == r.Source && x.Field == r.Field && x.Value != r.Value && !x.List
				})
			})
		})
	})
}

// fieldOverValue reads a lower-case word that names a field of the
// source the question's other fields are of ("who wrote the last book I
// finished": the journal's book, as "finished" is the journal's) as that
// field, not as a value of another source that records none of them (the
// notes' tag "books"): a thing of those records, not a tag on others.
func fieldOverValue(res *link.Result) []link.Span {
	spans := res.Spans
	for k, v := range spans {
		if v.Kind != link.KindValue || v.Sure || v.Words() != 1 {
			continue
		}
		var others []link.Span
		for j, o := range spans {
			if j != k {
				others = append(others, o)
			}
		}
		fieldsOf := func(src string) bool {
			return slices.ContainsFunc(others, func(o link.Span) bool { return o.Kind == link.KindField && refsHold(o.Refs, src) })
		}
		if slices.ContainsFunc(others, func(o link.Span) bool {
			return slices.ContainsFunc(v.Refs, func(r link.Ref) bool { return refsHold(o.Refs, r.Source) })
		}) {
			continue // the question's other words are of the value's source too
		}
		for _, f := range res.Proposed {
			if f.Kind != link.KindField || f.From != v.From || f.To != v.To || !slices.ContainsFunc(f.Refs, func(r link.Ref) bool { return fieldsOf(r.Source) }) {
				continue
			}
			out := slices.Clone(spans)
			out[k] = f
			return out
		}
	}
	return spans
}

// nameOfField reads "the name of" a field of names as that field ("what
// is the name of my netflix profile", "what is my calendar called"): the
// profile's value is its name, no other source's field "name" (a
// workout's). The words "name of" are read with it.
func (p *parser) nameOfField(q *link.Question, spans []link.Span) []link.Span {
	for k, n := range spans {
		if n.Kind != link.KindField || n.Words() != 1 || q.Words[n.From].Key != "name" || k+1 >= len(spans) {
			continue
		}
		if n.From == 0 || !ownerWordRE().MatchString(q.Words[n.From-1].Raw) {
			continue // a kind of name ("the first and last name of")
		}
		x := spans[k+1]
		between := q.Words[n.To:x.From]
		if x.Kind != link.KindField || len(between) == 0 || len(between) > 3 || !strings.EqualFold(between[0].Raw, "of") {
			continue
		}
		if slices.ContainsFunc(between[1:], func(w link.Word) bool { return !ownerWordRE().MatchString(w.Raw) && w.Class == rlex.Stop }) {
			continue
		}
		if slices.ContainsFunc(x.Refs, func(r link.Ref) bool { return refsHold(n.Refs, r.Source) }) {
			continue // the name of a thing that has one ("the name of my run")
		}
		if !slices.ContainsFunc(x.Refs, func(r link.Ref) bool { return p.givenNames(r) }) {
			continue
		}
		p.t.consume(q.Words[n.From].Start, q.Words[n.To].End) // "name of"
		return slices.Delete(slices.Clone(spans), k, k+1)
	}
	return spans
}

// givenNames reports whether a field holds names given to many records
// alike: text of few distinct values (a profile, a calendar, a device).
func (p *parser) givenNames(r link.Ref) bool {
	src := p.env.Catalog().Source(r.Source)
	if src == nil {
		return false
	}
	fl := src.Field(r.Field)
	return fl != nil && fl.Kind == "text" && fl.Names && fl.Distinct > 0 && fl.Distinct*10 <= fl.Events
}

// placeVisited reads a verb said with a kind of place ("what places have
// I visited") as the value it is of the records of places (location
// history's "visit"), not of another source's form of it that only its
// spelling matched (a web page "visited").
func (p *parser) placeVisited(q *link.Question, spans []link.Span) {
	if p.env.Lexicon == nil || p.env.Catalog() == nil {
		return
	}
	// the places asked for ("what places", which location history's
	// coordinates answer), or a kind of place named ("cities")
	if !slices.ContainsFunc(q.Words, func(w link.Word) bool {
		one, ok := plural.One(strings.ToLower(w.Raw))
		return ok && w.Class == rlex.Content && (p.coordinatesPlace(one) || p.env.Lexicon.KindOfPlace(fold.String(one)))
	}) {
		return
	}
	for i, s := range spans {
		if s.Kind != link.KindValue || s.Words() != 1 || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return p.recordsPlaces(r.Source) }) {
			continue
		}
		var placed []link.Ref
		for _, r := range p.env.ExactRefs(q, s.From, s.To) {
			if p.recordsPlaces(r.Source) {
				placed = append(placed, r)
			}
		}
		if len(placed) > 0 {
			spans[i].Refs = placed
		}
	}
}

// recordsPlaces reports whether a source records where its things were,
// by coordinates.
func (p *parser) recordsPlaces(src string) bool {
	s := p.env.Catalog().Source(src)
	return s != nil && s.Field("latitude") != nil && s.Field("longitude") != nil
}

// refsHold reports whether some ref is of source src.
func refsHold(refs []link.Ref, src string) bool {
	return slices.ContainsFunc(refs, func(r link.Ref) bool { return r.Source == src })
}

// exportWords reads the words of an export's name said whole and
// capitalised ("Facebook Messenger", "Google Fit": a format of the
// library's, its words joined) as that export's: a word of it that is a
// value of another source too ("Facebook", the platform of posts) names
// the export's source only, and one only another source holds is
// understood as part of the name, no second kind of event asked.
func (p *parser) exportWords(q *link.Question, spans []link.Span) []link.Span {
	cat := p.env.Catalog()
	if cat == nil {
		return spans
	}
	for _, src := range cat.Sources {
		for _, format := range src.Formats {
			parts := strings.Split(format, "_")
			if len(parts) < 2 {
				continue
			}
			for i := 0; i+len(parts) <= len(q.Words); i++ {
				said := true
				for k, part := range parts {
					w := q.Words[i+k]
					said = said && (w.Upper || i+k == 0) && unicode.IsUpper([]rune(w.Raw)[0]) && strings.EqualFold(w.Raw, part)
				}
				if !said {
					continue
				}
				spans = slices.DeleteFunc(spans, func(s link.Span) bool {
					if s.Kind != link.KindValue || s.From < i || s.To > i+len(parts) {
						return false
					}
					if slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source == src.Name }) {
						return false
					}
					p.t.consume(q.Words[s.From].Start, q.Words[s.To-1].End)
					return true
				})
				for j, s := range spans {
					if s.Kind == link.KindValue && s.From >= i && s.To <= i+len(parts) {
						spans[j] = restrict(s, []string{src.Name})
					}
				}
			}
		}
	}
	return spans
}

// restrict keeps the span's values in sources (all when none remain).
func restrict(s link.Span, sources []string) link.Span {
	if len(sources) == 0 {
		return s
	}
	var refs []link.Ref
	for _, r := range s.Refs {
		if slices.Contains(sources, r.Source) {
			refs = append(refs, r)
		}
	}
	if len(refs) > 0 {
		s.Refs = refs
	}
	return s
}

// nameRunsOn reports whether a capitalised value span that is part of
// its values is said inside a longer name: a capitalised word of content
// right before or after it that none of its values holds.
func nameRunsOn(q *link.Question, s link.Span) bool {
	if s.Match != link.Partial || len(s.Refs) == 0 || slices.ContainsFunc(q.Words[s.From:s.To], func(w link.Word) bool { return !w.Upper || w.Quoted }) {
		return false
	}
	for _, i := range []int{s.From - 1, s.To} {
		if i < 0 || i >= len(q.Words) {
			continue
		}
		w := q.Words[i]
		if !w.Upper || w.Quoted || w.Class != rlex.Content {
			continue
		}
		if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
			return slices.Contains(rlex.Keys(rlex.Tokens(r.Value)), w.Key)
		}) {
			return true
		}
	}
	return false
}

// holidayNames are the byte ranges of the question's lower-case text
// that name a holiday ("Christmas Eve"), read without the cache of
// timeSpans, whose protection of the words understood is not settled yet.
func (p *parser) holidayNames() [][2]int {
	if p.tre == nil || p.tre.tx == nil {
		return nil
	}
	var out [][2]int
	for _, sp := range p.tre.tx.Parse(p.t.orig, p.timeOptions()) {
		if sp.Holiday != "" && sp.HolidayEnd > sp.HolidayStart {
			out = append(out, [2]int{p.t.lowIndex(sp.HolidayStart), p.t.lowIndex(sp.HolidayEnd)})
		}
	}
	return out
}

// partOfHoliday reports whether a value span, unquoted, is a strict part
// of a holiday's name the question says: the holiday is the name said
// ("Christmas" of "Christmas Eve"); a value that is the whole name ("New
// Year's Day" the song) is left to the recognisers.
func (p *parser) partOfHoliday(s link.Span, holidays [][2]int) bool {
	if len(holidays) == 0 || slices.ContainsFunc(p.lk.q.Words[s.From:s.To], func(w link.Word) bool { return w.Quoted }) {
		return false
	}
	a, b := p.spanBytes(s)
	for _, h := range holidays {
		if h[0] <= a && b <= h[1] && (h[0] < a || b < h[1]) {
			return true
		}
	}
	return false
}

func adjacent(s link.Span, others []link.Span) bool {
	for _, o := range others {
		if o.From == s.To || o.To == s.From {
			return true
		}
	}
	return false
}

// take consumes a span's words and returns them as they were.
func (p *parser) take(s link.Span) []byte {
	a, b := p.spanBytes(s)
	saved := append([]byte(nil), p.t.low[a:b]...)
	p.t.consume(a, b)
	return saved
}

// give puts back the words take took.
func (p *parser) give(s link.Span, saved []byte) {
	a, _ := p.spanBytes(s)
	copy(p.t.low[a:], saved)
	p.lk.given = append(p.lk.given, s)
}

// oneTerm reports whether two value spans side by side are together one
// strong term of the lexicon of the first one's concept ("birthday
// parties" is a birthday): the second only says what the first is.
func (p *parser) oneTerm(a, b link.Span) bool {
	if a.To != b.From || a.Kind != link.KindValue || b.Kind != link.KindValue || p.env.Lexicon == nil {
		return false
	}
	toks := rlex.Tokens(p.lk.q.Phrase(a.From, b.To))
	first := p.env.Lexicon.Find(rlex.Tokens(p.lk.q.Phrase(a.From, a.To)))
	for _, h := range p.env.Lexicon.Find(toks) {
		if h.Start == 0 && h.End == len(toks) && h.Weight >= rlex.Strong &&
			slices.ContainsFunc(first, func(f rlex.Hit) bool { return f.Concept == h.Concept }) {
			return true
		}
	}
	return false
}

func (p *parser) spanBytes(s link.Span) (int, int) {
	q := p.lk.q
	return q.Words[s.From].Start, q.Words[s.To-1].End
}

// thingsOfActivity reports whether a field's span is one word in the
// plural ("emails") that names an activity whose records the library holds
// and is no key of the field itself, or such a word after a word of order
// ("the first email") where the field is another source's: the things,
// not the field.
func (p *parser) thingsOfActivity(q *link.Question, s link.Span) bool {
	if s.To-s.From != 1 {
		return false
	}
	w := strings.ToLower(q.Words[s.From].Raw)
	if len(w) < 4 {
		return false
	}
	forTime := p.sourceForTime(q, s, w)
	if ordered := s.From > 0 && orderWordRE().MatchString(strings.ToLower(q.Words[s.From-1].Raw)) || askedInOrder(q, s) || forTime; !ordered {
		if !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
			return false
		}
		for _, r := range s.Refs {
			if r.Field == w {
				return false
			}
		}
	}
	a, ok := p.lx.act.phrases.lookup(w)
	if !ok || !a.Structured || len(a.Sources) == 0 || !p.heldHere(a) {
		return false
	}
	// "the first email": one of the events taken in their order, not
	// the field of another source named so (an account's email)
	return forTime || strings.HasSuffix(w, "s") || !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(a.Sources, r.Source) })
}

// groupNoun reports whether words are a noun a question can ask for or
// group by ("email senders").
func (p *parser) groupNoun(words string) bool {
	_, ok := p.lx.groups.phrases.lookup(strings.ToLower(words))
	return ok
}

// sourceForTime reports whether a field's word w, a noun the source
// holding the field is named by too (a calendar's "calendar"), heads the
// question with a time after it ("calendar for September 22 2020", "my
// calendar on Monday"): the source's records then, as "my diary for
// Monday" is what is in it; the field is asked with "which" or "what"
// before it ("which calendar was it in"), or said after what it is of.
func (p *parser) sourceForTime(q *link.Question, s link.Span, w string) bool {
	if p.env.Catalog() == nil || p.env.Catalog().Source(w) == nil || !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source == w && r.Field == w }) {
		return false
	}
	a, b := p.spanBytes(s)
	t := p.t
	for _, w := range strings.Fields(strings.ToLower(t.orig[:t.off[a]])) {
		if !headBeforeRE().MatchString(w) {
			return false
		}
	}
	next, _, _ := strings.Cut(strings.TrimSpace(strings.ToLower(t.orig[t.off[b]:])), " ")
	return beginsTime(strings.TrimRight(next, ".,"))
}

// beginsTime reports whether a word begins a time said after a noun ("for
// September 22", "on Monday", "22 September", "September 22").
func beginsTime(w string) bool {
	if _, ok := calendar.Month(w); ok {
		return true
	}
	if _, ok := calendar.Weekday(w); ok {
		return true
	}
	return timeAfterRE().MatchString(w)
}

// headBeforeRE: the words that may go before a keyword question's head
// noun ("show me my calendar for …").
var headBeforeRE = lazyre.New(`^(?:my|the|show|me|see|list|open|check)$`)

// timeAfterRE: the words other than a month's or a weekday's name that
// begin a time said after a noun.
var timeAfterRE = lazyre.New(`^(?:for|on|in|during|from|\d{1,4}(?:st|nd|rd|th)?|today|tomorrow|yesterday|next|last|this)$`)

// askedInOrder reports whether the span is the noun of "which" or "what"
// that an order word later in the question picks by its place in time
// ("which email did I receive first": one of the mails, first of them).
func askedInOrder(q *link.Question, s link.Span) bool {
	if s.From == 0 || s.To >= len(q.Words) || !slices.Contains([]string{"which", "what"}, strings.ToLower(q.Words[s.From-1].Raw)) {
		return false
	}
	// the noun ends where the clause's auxiliary starts ("which email did
	// I …", not "what email address did I …")
	if !auxRE().MatchString(strings.ToLower(q.Words[s.To].Raw)) {
		return false
	}
	return slices.ContainsFunc(q.Words[s.To:], func(w link.Word) bool { return orderWordRE().MatchString(strings.ToLower(w.Raw)) })
}

// orderWordRE: a word that picks one thing by its place in time ("the
// first email", "my latest tweet").
var orderWordRE = lazyre.New(`^(?:first|last|latest|earliest|newest|oldest|recent|previous|next|final)$`)

// applyLinks decides, once the activity is known, which names become
// FILTERs on their fields: every name when no activity was recognised
// (the names say what the question is about); for an activity of a
// structured source, the names held in that source; for an activity that
// lives anywhere (trips, meals, meetings), none — such names are searched
// for in every source, which one field of one source would miss ("my trip
// to Kyoto" is in the calendar, the mails and the posts, not only in a
// hashtag). Names not applied go back to the text for RETRIEVE.
func (p *parser) applyLinks() {
	lk := p.lk
	if lk == nil {
		return
	}
	p.cardEnding()
	p.paidWith()
	act := p.f.act
	if act != nil && !act.Structured && slices.ContainsFunc(lk.held, p.quoted) {
		// "the 'Datetime' meeting": a name quoted is what is meant, in
		// whichever source holds it.
		act, p.f.act, p.f.Activity = nil, nil, ""
	}
	if act != nil && !act.Structured && slices.ContainsFunc(lk.held, func(s link.Span) bool { return p.titleOfKind(act, s) }) {
		// "my team weekly meetings": a whole title said before the noun
		// of its kind is that title, as a quoted one is; the noun says
		// what it is, not another kind of event to look for.
		for i, s := range lk.held {
			if p.titleOfKind(act, s) {
				lk.held[i].Refs = p.titlesOfWord(s)
			}
		}
		act, p.f.act, p.f.Activity = nil, nil, ""
	}
	if act == nil {
		for i, s := range lk.held {
			if p.titleOfConcept(s) && !slices.ContainsFunc(lk.res.Spans, func(o link.Span) bool { return o.From <= s.To && s.To < o.To }) {
				// (a noun the library holds as a value of its own, "the
				// Queen's Birthday holiday" of the holidays calendar, is
				// read as that value)
				w := lk.q.Words[s.To]
				p.t.consume(w.Start, w.End)
				lk.held[i].Refs = p.titlesOfWord(s)
			}
		}
	}
	if act != nil && act.ID == "meeting" && len(lk.held) > 0 {
		// "when did I see Buffy the Vampire Slayer": a title is watched,
		// not met.
		if w := p.watchedOf(lk.held); w != nil {
			act, p.f.act, p.f.Activity = w, w, w.ID
		}
	}
	stayed := func(s link.Span) bool {
		// A stream's country is where the account was used that day, no
		// journey: it stands for the stay only where no other record
		// writes the place ("Naples, Italy" in a calendar's locations:
		// "which years did I not go to Italy" had read four films for
		// seven trips), and never for the trips counted.
		return stayPlaceOfDoing(s) || stayPlace(s) && !tripsCountedRE().MatchString(p.f.Question) && !p.placeWritten(s)
	}
	if act != nil && act.ID == "trip" && slices.ContainsFunc(lk.held, stayed) {
		// "my trip to Lisbon", "who did I travel to Lisbon with": where
		// the library records the place I was in (a journal's city of the
		// day), the trip is the time there, which no one event spans.
		act, p.f.act, p.f.Activity = nil, nil, ""
		p.stay = true
		p.consumeWord(`\b(?:trips?|travel(?:l?ed|l?ing)?|vacations?|journeys?)(?:\s+to)?\b`)
		p.f.Content = slices.DeleteFunc(p.f.Content, func(c Cond) bool { return c.Expr == tripStay })
		// The words of the trip had narrowed the place to the sources
		// they name ("trip" an activity of the journal): the place is
		// wherever the library records it.
		for i, s := range lk.held {
			for _, o := range lk.res.Spans {
				if o.From == s.From && o.To == s.To && o.Kind == s.Kind {
					lk.held[i].Refs = o.Refs
				}
			}
		}
	}
	if act != nil && act.ID == "trip" && !p.stay && p.env.Catalog() != nil {
		// trips without a place, where the days say where I was
		p.away = p.sourcesRecording("city")
	}
	if act != nil && act.Structured && p.cueFacts(act) {
		act, p.f.act, p.f.Activity = nil, nil, ""
	}
	if act != nil && act.Structured {
		p.valuesOverOtherCues(act)
	}
	allow := func(s link.Span) (link.Span, bool) {
		switch {
		case act == nil:
			return s, true
		case !act.Structured:
			return s, false
		}
		s = restrict(s, act.Sources)
		return s, slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(act.Sources, r.Source) })
	}
	if act != nil && act.Structured {
		for i, s := range lk.held {
			lk.held[i].Refs = append(s.Refs, p.addressedAs(s, act.Sources)...)
		}
	}
	if act != nil && act.Structured && p.namesElsewhere(allow) {
		// "Bill Radcliffe's message": the names are in the mail, which
		// "message" may mean as well as a chat; the names decide.
		act, p.f.act, p.f.Activity = nil, nil, ""
		if len(lk.held)+len(lk.people) == 0 {
			// a first name and a thing, of one other source: there
			lk.sources = append(lk.sources, commonSources(lk.soft)...)
		}
	}
	for i, s := range lk.held {
		if p.stayWindow(act, s) {
			continue
		}
		of, owner := p.ownersOccasion(s)
		if p.doerAsked(s) {
			name := p.t.original(p.spanBytes(s))
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%s read as who was there: who did it, %s"+doerUnrecorded, name, name))
		} else if p.posterAsked(s) {
			name := p.t.original(p.spanBytes(s))
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%s read as named in your own posts: what %s posted is not in your library", name, name))
		}
		if s2, ok := allow(s); ok {
			if owner {
				s2 = of
			}
			p.applyValue(s2)
		} else {
			if owner {
				cond, needs := valueCondition(of)
				p.f.Content = append(p.f.Content, Cond{Expr: cond, Needs: needs})
			}
			if p.companyNamed(act, s) {
				continue
			}
			p.metWhereRecorded(act, s)
			p.roleRecorded(act, s)
			p.give(s, lk.saved[i])
		}
	}
	p.correspondentValues()
	if len(lk.people) > 0 {
		found, people := p.correspondentFound(), p.correspondentKeys()
		for _, s := range lk.people {
			if found && slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return people[r.Field] }) {
				// the recognisers named the correspondent
				continue
			}
			// a mail's value of another field (the list "Cristy
			// posted to") is kept beside the correspondent
			if s2, ok := allow(s); ok && !p.taken(s) {
				p.applyValue(s2)
			}
		}
	}
	if act == nil || act.Structured {
		p.applySoft()
	} else {
		p.applyWhereRecorded()
		for _, s := range lk.soft {
			p.roleRecorded(act, s)
		}
	}
	if p.asked != nil {
		p.cuesOfAsked(act)
	}
	p.joinsToValues()
}

// addressedAs returns the values of the given sources that write the
// person a name span holds whole with an address ("Carla Nguyen
// <carla@x.org>" of "Carla Nguyen", whole in a post's mentions): the
// linker keeps the whole value over those the words are part of, and
// "what did Carla Nguyen write to me about" had left her mail for the
// posts that mention her.
func (p *parser) addressedAs(s link.Span, sources []string) []link.Ref {
	cat := p.env.Catalog()
	if cat == nil || s.Match != link.Exact {
		return nil
	}
	var out []link.Ref
	for _, src := range sources {
		cs := cat.Source(src)
		if cs == nil || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source == src }) {
			continue
		}
		for _, f := range cs.Fields {
			if !f.Names || !p.peopleField(f.Key) {
				continue
			}
			for _, v := range f.Values {
				name, addr := ingest.SplitPerson(v.Text)
				if addr != "" && slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return strings.EqualFold(r.Value, name) }) {
					out = append(out, link.Ref{Source: src, Field: f.Key, Value: v.Text, List: f.Kind == "list", Count: v.Count})
				}
			}
		}
	}
	return out
}

// titleOfKind reports whether s is a whole title of a source the activity
// looks in, linked surely, followed by a word that triggers the activity
// ("Team weekly meeting", "the Standup meeting").
func (p *parser) titleOfKind(act *activity, s link.Span) bool {
	if act.ID == "trip" && stayPlaceOfDoing(s) {
		// "my Lisbon trip": a place the days were spent in, before the
		// noun of travel, is where the trip went, though an entry is
		// headed by its name too ("# Lisbon")
		return false
	}
	return p.titleBefore(s, func(next string) bool {
		return slices.ContainsFunc(act.Triggers, func(t string) bool { return !strings.Contains(t, " ") && (t == next || t+"s" == next) })
	})
}

// titleOfConcept reports whether s is a whole title followed by a noun
// the retrieval's lexicon files under a concept ("the life drawing
// classes": a class is a course): the noun says what the entries titled
// so are, and searching for it would keep only the entries whose titles
// say it too ("how many life drawing classes did I go to" had searched
// my classes and kept those titled "Life drawing": none).
func (p *parser) titleOfConcept(s link.Span) bool {
	return p.titleBefore(s, func(next string) bool {
		parsed := p.env.Lexicon.Parse(next)
		return len(parsed.Concepts) == 1 && len(parsed.Expansions) == 0 && len(parsed.Phrases) == 0 && !parsed.Concepts[0].Generic
	})
}

// titleBefore reports whether s is a whole title, linked surely, followed
// by a word kind says names what it is.
func (p *parser) titleBefore(s link.Span, kind func(next string) bool) bool {
	q := p.lk.q
	if !s.Sure || s.To >= len(q.Words) || !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return titleField(r.Field) }) {
		return false
	}
	if s.To-s.From < 2 && (s.Match != link.Exact || s.From == 0 || !q.Words[s.From].Upper) {
		// a title of one word is one where a name is written: capitalised
		// inside the sentence, the whole title ("the Standup meeting")
		return false
	}
	return kind(strings.ToLower(q.Words[s.To].Raw))
}

// titlesOfWord are the values a title names before the noun of its kind:
// itself, the other values of its field the catalog lists that have the
// same words but for signs ("Life drawing 🎨" is "Life drawing"), and for
// a title of one word those that have it as a word ("the Chaostreff
// meetings" are those of "Chaostreff - CCCP" too, "the Standup meeting"
// the "Sprint 25 Daily Standup" too, as searching the words found them).
func (p *parser) titlesOfWord(s link.Span) []link.Ref {
	refs := slices.Clone(s.Refs)
	if p.env.Catalog() == nil {
		return refs
	}
	wordsOf := func(t string) []string {
		return strings.FieldsFunc(strings.ToLower(t), func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) })
	}
	for _, r := range s.Refs {
		src := p.env.Catalog().Source(r.Source)
		if src == nil || src.Field(r.Field) == nil {
			continue
		}
		own := wordsOf(r.Value)
		for _, v := range src.Field(r.Field).Values {
			words := wordsOf(v.Text)
			if !strings.EqualFold(v.Text, r.Value) && (slices.Equal(words, own) || s.To-s.From == 1 && len(own) == 1 && slices.Contains(words, own[0])) {
				o := r
				o.Value, o.Count = v.Text, v.Count
				refs = append(refs, o)
			}
		}
	}
	return refs
}

// cuesOfAsked reads the cues that are values of the sources holding the
// field asked as those values: "what is my Instagram bio" asks the bio of
// the Instagram facts (service Instagram), not of whichever service's
// profile has one.
func (p *parser) cuesOfAsked(act *activity) {
	lk := p.lk
	in := p.askedIn
	if len(in) == 0 && p.asked.Attr != "" {
		in = p.sourcesRecording(p.asked.Attr)
	}
	if act != nil && slices.ContainsFunc(act.Sources, func(s string) bool { return slices.Contains(in, s) }) {
		return // the field of the activity's own records
	}
	for i := 0; i < len(lk.cues) && len(in) > 0; i++ {
		c := lk.cues[i]
		refs := slices.DeleteFunc(p.env.ExactRefs(lk.q, c.From, c.To), func(r link.Ref) bool { return !slices.Contains(in, r.Source) })
		if len(refs) == 0 || p.taken(c) {
			continue
		}
		c.Refs = refs
		p.applyValue(c)
		lk.cues = slices.Delete(lk.cues, i, i+1)
		i--
	}
}

// valuesOverOtherCues reads as values of the activity's source the words
// that are such values and name another kind of event only as cues: "how
// many videos did I post on Instagram" are the posts of media type video,
// not the videos watched on YouTube. A cue of a part of the activity's own
// source ("Instagram" of posts) stays a cue.
func (p *parser) valuesOverOtherCues(act *activity) {
	lk := p.lk
	for i := 0; i < len(lk.cues); i++ {
		s := lk.cues[i]
		if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(act.Sources, r.Source) }) {
			continue
		}
		own := false
		for _, c := range p.env.Lexicon.Parse(lk.q.Phrase(s.From, s.To)).Cues {
			own = own || slices.ContainsFunc(c.Sources, func(sw rlex.SourceWeight) bool { return slices.Contains(act.Sources, sw.Source) })
		}
		if own {
			continue
		}
		lk.soft = append(lk.soft, restrict(s, act.Sources))
		lk.cues = slices.Delete(lk.cues, i, i+1)
		i--
	}
}

// choreDone keeps, of a chore said by which task it is ("how many times
// did I vacuum", "when did I last hoover"), the happenings the journal
// records as that task (their doing), where it records one: the concept's
// other tasks are not it.
func (p *parser) choreDone() {
	if p.env == nil || p.env.Lexicon == nil || len(p.sourcesRecording("doing")) == 0 ||
		slices.ContainsFunc(p.f.Content, func(c Cond) bool { return strings.Contains(c.Expr, "doing") }) {
		return
	}
	toks := rlex.Tokens(p.f.Question)
	for _, h := range p.env.Lexicon.Find(toks) {
		if h.Concept.Kind != "chores" || p.f.act != nil && h.Concept.ID != p.f.act.ID {
			continue
		}
		words := p.f.Question[toks[h.Start].Pos : toks[h.End-1].Pos+len(toks[h.End-1].Raw)]
		if a, ok := p.lx.act.phrases.lookup(strings.ToLower(words)); ok && a.ID == h.Concept.ID {
			continue // "chores": the words that name them all
		}
		if d := h.Concept.Doing(rlex.Key(words)); d != "" {
			// (the words stay the query's, which says them)
			p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf("doing == %s", quote(d)), Needs: []attrSpec{{Name: "doing", Type: qa.TypeText}}})
			return
		}
	}
}

// stayWindow reads a place the journal records where I was, said after
// "in" of something else done there ("what did I eat in Vienna", "how much
// did I spend in Copenhagen"), as the days from the first to the last the
// records say I was there: the day between arriving and leaving names no
// city, and a meal there names none either. Records of a place over more
// than three weeks are several stays or mere mentions ("when we're coming
// to Hamburg"): those are kept by the place they name, as before. It
// reports whether it read the span so.
func (p *parser) stayWindow(act *activity, s link.Span) bool {
	if p.d == nil || p.d.nested || p.span || p.stay || act != nil && act.ID == "trip" || !stayPlace(s) || len(s.Refs) == 0 {
		return false
	}
	if day := slices.DeleteFunc(slices.Clone(s.Refs), func(r link.Ref) bool { return !dayPlaceField(r.Field) }); len(day) > 0 &&
		!slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return !dayPlaceField(r.Field) && r.Field != "text" && r.Field != "title" }) {
		// "what did I eat in Hamburg", a journal's line "→ Hamburg" a
		// value of its text too: the days' places say where I was
		s.Refs = day
	}
	if slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return !dayPlaceField(r.Field) }) {
		return false
	}
	a, b := p.spanBytes(s)
	if !inBeforeRE().Match(p.t.low[:a]) {
		return false
	}
	if p.f.Form == FormWhen || p.askedWhen || whereAskedRE().MatchString(strings.ToLower(p.f.Question)) {
		return false // when or where I was there is the question
	}
	if wasIInRE().MatchString(strings.ToLower(p.f.Question)) {
		// "was I in Vienna in 2025", "have we ever been in Lisbon":
		// whether I was there is the question, nothing else done there
		return false
	}
	name := s.Refs[0].Value
	stay := func() *tree.Node {
		sub := *p.d
		sub.nested = true
		c, f := sub.decompose("which days was I in " + name)
		if c == nil || f.Form != FormList || f.Val == nil || f.Val.Attr != dateAttr || len(f.Unlinked) > 0 || c.Root.Op != tree.APPLY || len(c.Root.Inputs) != 1 {
			return nil
		}
		return c.Root.Inputs[0]
	}
	first, last := stay(), stay()
	if first == nil || last == nil {
		return false
	}
	cond, needs := valueCondition(s)
	if cond == "" {
		return false
	}
	days := stay()
	if days == nil {
		return false
	}
	from, to, on := p.refName("stay"), p.refName("stay"), p.refName("stay")
	words := p.t.original(a, b)
	// Over more than three weeks, several stays: each of their days, the
	// days the records say I was there (a meal there names no city)
	expr := fmt.Sprintf("days_between(%s, %s) <= 21 ? %s >= %s && %s <= %s : (%s in %s || %s)", from, to, dateAttr, from, dateAttr, to, dateAttr, on, cond)
	p.f.Content = append(p.f.Content, Cond{Expr: expr, Words: "in " + words, Needs: needs, Refs: map[string]*tree.Node{
		from: {Op: tree.MIN, Question: "when I was first in " + name, Args: tree.Args{Attr: dateAttr}, Inputs: []*tree.Node{first}},
		to:   {Op: tree.MAX, Question: "when I was last in " + name, Args: tree.Args{Attr: dateAttr}, Inputs: []*tree.Node{last}},
		on:   {Op: tree.APPLY, Question: "the days I was in " + name, Args: tree.Args{Fn: "unique(map(items, ." + dateAttr + "))"}, Inputs: []*tree.Node{days}},
	}})
	p.t.consume(a, b)
	if m := inBeforeRE().FindIndex(p.t.low[:a]); m != nil {
		p.t.consume(m[0], m[1])
	}
	return true
}

// costTheRE: the price of one thing named with "the" or "my" (group 1:
// "winter jacket" of "how much did the winter jacket cost"; group 2 of
// "how much was the wool sweater"; group 3 of "how much did I spend on
// the winter jacket").
var costTheRE = lazyre.New(`\b(?:(?:how\s+much\s+(?:did|does|do|was|were|is|are)|what\s+(?:did|does|do))\s+(?:the|my)\s+((?:new\s+)?[a-z]+(?:\s+[a-z]+)?)\s+(?:cost|costs|come\s+to)\b|how\s+much\s+(?:was|were|is|are)\s+(?:the|my)\s+((?:new\s+)?[a-z]+(?:\s+[a-z]+)?)\s*(?:[?.!]|$)|how\s+much\s+(?:did|have|had)\s+(?:i|we)\s+(?:spend|spent|pay|paid)\s+(?:on|for)\s+(?:the|my)\s+((?:new\s+)?[a-z]+(?:\s+[a-z]+)?)\s*(?:[?.!]|$))`)

// costOfThe reads the price of one thing named ("how much did the winter
// jacket cost") where no shop's export names what was bought, as the
// price of the records whose text names it: a journal's "winter jacket
// 189 euros", not every piece of clothing it prices.
func (p *parser) costOfThe() {
	f := p.f
	if f.act != nil || f.Measure == nil || f.Measure.Attr != "price" || p.env.Catalog() == nil || len(f.Sources) == 0 ||
		slices.ContainsFunc(f.Content, func(c Cond) bool { return activityValueRE().MatchString(c.Expr) }) {
		return // a kind the journal keeps ("the plane tickets": flight), read in its purchases (paidByText)
	}
	m := costTheRE().FindStringSubmatch(strings.ToLower(f.Question))
	if m != nil && m[1] == "" {
		m[1] = m[2] // "how much was the wool sweater"
	}
	if m != nil && m[1] == "" {
		// "how much did I spend on the winter jacket": the one thing,
		// not every piece of clothing; things of a kind ("the
		// groceries") are what all their records say
		if _, many := plural.One(lastWord(m[3])); many {
			return
		}
		m[1] = m[3]
	}
	if m == nil || !thesaurus.Noun(lastWord(m[1])) {
		return
	}
	for _, s := range f.Sources {
		if src := p.env.Catalog().Source(s); src == nil || src.Field("text") == nil {
			return // a record that names what was bought otherwise (an order's items)
		}
	}
	f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("says(text ?? \"\", %s)", quote(lastWord(m[1]))), Needs: []attrSpec{{Name: "text", Type: qa.TypeText}}})
}

// activityValueRE: the condition a value of a journal's happenings' kind
// stands for (activity == "flight"); group 1 the value.
var activityValueRE = lazyre.New(`^activity == ("[^"]+")$`)

// whereValueRE: the condition a town or a place named stands for, over
// one field or several.
var whereValueRE = lazyre.New(`^\(?(?:\(?(?:place|city|title) (?:\?\? ""\) )?== "[^"]+"(?: \|\| |\)?$))+$`)

// paidAsRE: the nouns a kind of happening is paid for as ("plane
// tickets", "train fares", "hotel bookings"), which name the kind still.
var paidAsRE = lazyre.New(`(?i)^(?:tickets?|fares?|bookings?|reservations?|passes)$`)

// paidKindNamed reads the money asked of a kind of happening a journal
// keeps, said by another word of its concept than the kind's own name
// ("plane tickets", "the plane to Lisbon": flight), as that kind, which
// paidByText then reads in the purchases too: "how much did I spend on
// plane tickets" had searched for the words and found none of "Booked
// the flights to Lisbon … 312,40 €". A purchase that names the kind by
// its own name ("flights") is read as one of it.
func (p *parser) paidKindNamed() {
	f := p.f
	if f.Measure == nil || f.Measure.Attr != "price" || f.act != nil || p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || !p.journalActivity("purchase") ||
		slices.ContainsFunc(f.Content, func(c Cond) bool {
			return slices.ContainsFunc(c.Needs, func(a attrSpec) bool { return a.Name == "activity" })
		}) {
		return
	}
	toks := rlex.Tokens(f.Question)
	for _, h := range p.env.Lexicon.Find(toks) {
		c := h.Concept
		if c.Generic || h.Weight < rlex.Strong || c.ID == "purchase" || !p.journalActivity(c.ID) {
			continue
		}
		if h.End < len(toks) && thesaurus.Noun(strings.ToLower(toks[h.End].Raw)) && !paidAsRE().MatchString(toks[h.End].Raw) {
			continue // "swim goggles": a thing, which the word of the kind modifies
		}
		src := p.env.Catalog().Source(ingest.Journal)
		f.Query, f.Subject, f.Sources = "everything", "my journal", []string{src.Name}
		f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("activity == %s", quote(c.ID)), Words: c.ID, Needs: []attrSpec{{Name: "activity", Type: qa.TypeText}}})
		word := f.Question[toks[h.Start].Pos : toks[h.End-1].Pos+len(toks[h.End-1].Raw)]
		f.Notes = append(f.Notes, fmt.Sprintf("%q read as %s, and the purchases that say so", word, c.ID))
		return
	}
}

// paidByText reads the money asked of a kind of happening a journal
// keeps ("how much did the Lisbon flights cost", "what did I spend on
// flights") also in its purchases that say it: a price is told where it
// was paid ("Booked the flights to Lisbon for July! 312,40 €", a
// purchase of its own whose words are what was booked), not on the
// flight taken, so none had been found. The town or place said with the
// kind is then read in the purchase's words too; a town alone ("what did
// I spend in Lisbon") is where the money went, no purchase naming it.
func (p *parser) paidByText() {
	f := p.f
	if f.Measure == nil || f.Measure.Attr != "price" || f.act != nil && f.act.ID == "purchase" || !p.journalActivity("purchase") {
		return
	}
	kind := slices.IndexFunc(f.Content, func(c Cond) bool {
		m := activityValueRE().FindStringSubmatch(c.Expr)
		return m != nil && m[1] != `"purchase"` && c.Words != ""
	})
	if kind < 0 {
		return
	}
	for i, c := range f.Content {
		if i != kind && (c.Words == "" || !whereValueRE().MatchString(c.Expr)) {
			continue
		}
		c.Expr = fmt.Sprintf(`(%s) || (activity ?? "") == "purchase" && says(text ?? "", %s)`, c.Expr, quote(c.Words))
		c.Needs = append(slices.Clone(c.Needs), attrSpec{Name: "activity", Type: qa.TypeText}, attrSpec{Name: "text", Type: qa.TypeText})
		f.Content[i] = c
	}
}

// calledMeRE: a call asked as made to me by someone ("who called me",
// "did Mum call me", "how often did my sister ring me").
var calledMeRE = lazyre.New(`\b(?:who|whom|\p{L}+)\s+(?:has\s+|have\s+)?(?:called|call|phoned|phone|rang|ring)\s+(?:me|us)\b`)

// callerAskedRE: a call asked with its caller as the subject and no one called
// ("how often did mum call", "when did Kathi last ring", "has my sister
// phoned this month"): the call made to me, as "call me" is; group 1 the
// caller, who is not I ("when did I last call" is a call I made).
var callerAskedRE = lazyre.New(`\b(?:did|does|do|has|have|had)\s+(?:my\s+)?(\p{L}+)\s+(?:ever\s+|last\s+|first\s+|usually\s+)?(?:call|called|phone|phoned|ring|rung|rang)(?:\s*[?.!]*\s*$|\s+(?:in|on|during|last|this|since|before|after|while|when|over|at|from|between|each|every|per|recently|lately|today|yesterday)\b)`)

// callMadeToMe reports whether the question asks of calls made to me.
func callMadeToMe(low string) bool {
	if calledMeRE().MatchString(low) {
		return true
	}
	m := callerAskedRE().FindStringSubmatch(low)
	return m != nil && m[1] != "i" && m[1] != "we" && m[1] != "you"
}

// callerToldRE: a journal's sentence that tells the caller as its subject
// ("Mum called, we talked 45 minutes", "Kathi called"), the person
// before the verb; callerMeRE: the writer as the caller ("I called Mum").
const (
	callerToldRE = `(?:^|[.!?;]\s+|[-*]\s+)(?:[Mm]y\s+)?[A-Z][\w'.]*(?:\s+[A-Z][\w'.]*)?\s+(?:called|phoned|rang)\b`
	callerMeRE   = `(?:^|[.!?;]\s+|[-*]\s+)I\s+(?:called|phoned|rang)\b`
)

// doerUnrecorded ends the note that who did a thing done with someone is
// not recorded; calledMe takes it back where the text tells the caller.
const doerUnrecorded = " or I, is not recorded"

// calledMe reads a call asked as made to me ("who called me", "how many
// times did Mum call me") of a journal that tells calls as the calls
// whose words say who called, the person as the subject ("Mum called,
// we talked 45 minutes"): "Phoned Mum", "📞 Mum - 1 h" say I called or
// neither, and every call with her had been counted (25, of 4 she made).
// The answer says the rest are left out.
func (p *parser) calledMe() {
	f := p.f
	if !callMadeToMe(strings.ToLower(f.Question)) || !p.journalActivity("call") {
		return
	}
	if f.act != nil && f.act.Structured && f.act.ID != "meeting" {
		return // a chat's or a phone log's own calls, whose direction is kept
	}
	expr := fmt.Sprintf("(text ?? \"\") matches %s && !((text ?? \"\") matches %s)", quote(callerToldRE), quote(callerMeRE))
	f.Content = append(f.Content, Cond{Expr: expr, Words: "that say who called", Needs: []attrSpec{{Name: "text", Type: qa.TypeText}}})
	f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return strings.HasSuffix(n, doerUnrecorded) })
	f.Notes = append(f.Notes, "who called is read from what was written: only the calls written with the caller before \"called\" (\"Mum called\"); those that do not say who called are left out")
}

// journalActivity reports whether the library's journal tells happenings
// of the kind (its activity field holds the value).
func (p *parser) journalActivity(kind string) bool { return p.journalHolds("activity", kind) }

// priceOfOneRE: the price asked of one thing named with "the" or "my"
// ("how much did the badminton racket cost", "what did I pay for my
// kettle", "what was the price of the MacBook Air"); group 1 the thing.
// "How much did I spend on X" asks a total and is no such question.
var priceOfOneRE = lazyre.New(`\b(?:(?:how\s+much|what)\s+(?:did|does|do|was|were|is|are)\s+(?:i|we)\s+(?:pay|paid|give)\s+for|what\s+(?:was|is)\s+the\s+(?:price|cost)\s+of|(?:how\s+much|what)\s+(?:did|does|was|is))\s+(?:the|my|our)\s+((?:new\s+)?[a-z]+(?:\s+[a-z]+)??)\s*(?:$|[?.!]|\s+(?:cost|costs|come\s+to|set\s+(?:me|us)\s+back)\b)`)

// priceOfOne reads the price asked of the one thing named ("how much did
// the badminton racket cost") over purchases, where several purchases
// name it (the same racket bought again, an older and a newer laptop),
// as the price of one: the latest purchase's, not their sum, which no one
// paid for the thing; a note says so. Things bought for it ("AppleCare+
// for MacBook Air", "Hub for Ultra Book, MacBook Air") name it only as
// what they serve and are not it.
func (p *parser) priceOfOne() {
	f := p.f
	cat := p.env.Catalog()
	if f.Form != FormSum || f.Measure == nil || f.Measure.Attr != "price" || f.Rank != nil || cat == nil || cat.Source(ingest.OnlinePurchase) == nil || cat.Source(ingest.OnlinePurchase).Field("product") == nil {
		return
	}
	m := priceOfOneRE().FindStringSubmatchIndex(strings.ToLower(f.Question))
	if m == nil {
		return
	}
	thing := strings.ToLower(f.Question)[m[2]:m[3]]
	if len(f.Question) == len(strings.ToLower(f.Question)) {
		thing = f.Question[m[2]:m[3]] // as it was written: "MacBook Air"
	}
	thing = strings.TrimPrefix(thing, "new ")
	if _, many := plural.One(strings.ToLower(lastWord(thing))); many {
		return // "the shoes", "my groceries": things of a kind, added
	}
	if len(f.Sources) > 1 || len(f.Sources) == 1 && f.Sources[0] != ingest.OnlinePurchase {
		return // a bill, a fee: what is paid again and again
	}
	if !p.productNamed() {
		// what the purchases' search finds of words no product is
		// named by: "my rent", nothing bought
		if len(f.Sources) == 0 || slices.ContainsFunc(strings.Fields(strings.ToLower(thing)), func(w string) bool { return slices.Contains(f.Unlinked, w) }) {
			return
		}
	}
	f.Form, f.Dir, f.Val, f.Measure = FormExtreme, 1, f.Measure, nil
	words := regexp.QuoteMeta(strings.ToLower(thing))
	words = strings.ReplaceAll(words, " ", `\W+`)
	forIt := fmt.Sprintf(`(?i)\bfor\b.*\b%s\b`, words)
	itFor := fmt.Sprintf(`(?i)\b%s\b.*\bfor\b`, words)
	f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("!((product ?? \"\") matches %s) || (product ?? \"\") matches %s", quote(forIt), quote(itFor)), Needs: []attrSpec{{Name: "product", Type: qa.TypeText}}})
	f.Notes = append(f.Notes, fmt.Sprintf("the price of one %s: of the purchases that name it, the latest one's, not their sum (ask what you spent on it for the total); things bought for it are left out", thing))
}

// productNamed reports whether the question's words are linked to what
// a purchase was ("badminton racket" → a product's name).
func (p *parser) productNamed() bool {
	if p.lk == nil {
		return false
	}
	for _, s := range p.lk.res.Spans {
		for _, r := range s.Refs {
			if r.Source == ingest.OnlinePurchase && r.Field == "product" {
				return true
			}
		}
	}
	return false
}

// boughtTheRE: a thing bought named with "the", "my" or "a" after the
// verb (group 1: "winter jacket" of "did I buy the winter jacket", "jacket"
// of "when did I buy a jacket").
var boughtTheRE = lazyre.New(`\b(?:buy|bought|purchase|purchased|order|ordered|pay\s+for|paid\s+for)\s+(?:the|my|an?)\s+((?:new\s+)?[a-z]+(?:\s+[a-z]+)?)\s*(?:[?.!,]|$|\s+(?:in|on|at|from|for|last|this)\b)`)

// muchOfRE: "a lot", "a bit", "a few" after the verb say how much was
// bought, not a thing bought ("did I buy a lot in April").
var muchOfRE = lazyre.New(`^(?:lot|lots|bit|few|couple|little|ton|load|loads|bunch)\b`)

// wasIInRE: whether I was in a place, asked with be before the subject
// ("was I in Vienna", "were we ever in Lisbon", "have I been in Paris").
var wasIInRE = lazyre.New(`^\s*(?:(?:was|were|am|are)\s+(?:i|we)|(?:have|has|had)\s+(?:i|we)(?:\s+(?:ever|already|really))?\s+been)\s+(?:(?:ever|already|really|actually)\s+)?in\b`)

// inBeforeRE: "in" right before a name ("what did I eat in Vienna").
var inBeforeRE = lazyre.New(`\bin[\s|]*$`)

// whereAskedRE: a question of where ("where did I …", "which city").
var whereAskedRE = lazyre.New(`^\s*(?:where|which\s+(?:city|cities|country|countries|place|places))\b`)

// metWhereRecorded keeps, of a meeting with the one person named whom
// the library knows only as who was there (a journal's participants:
// "when did I last see Sofia"; two named are alternatives or sides, each
// read as before), the happenings that say she was: a text that only mentions her
// ("Sofia's job hunt sounds exhausting") tells of no meeting. The name
// stays in the retrieval, which finds the happenings by it.
func (p *parser) metWhereRecorded(act *activity, s link.Span) {
	if act == nil || act.ID != "meeting" || len(s.Refs) == 0 || len(p.lk.held) != 1 || !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field == "participants" }) ||
		slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field != "participants" && r.Field != "occasion_of" }) {
		return
	}
	if w := p.lk.q.Words[s.To-1].Raw; fold.Possessive(w) {
		return // "Lena's birthday party": whose it is, read as such
	}
	cond, needs := valueCondition(s)
	if cond == "" {
		return
	}
	// no words of its own: the name is said by the retrieval's query
	p.f.Content = append(p.f.Content, Cond{Expr: cond, Needs: needs})
	p.metDays = true
	p.callsNotMet()
}

// roleRecorded keeps, of whom a role is asked ("who is my physio", "who
// did I see at the dentist's"), the happenings the library records as the
// role's own doing (a journal's activity "physio") or as no doing at all:
// a visit to someone else that only mentions the role ("GP Dr. Albers:
// knee, referral to physio", activity "gp") names the GP, who is no
// physio. The role's words stay in the retrieval, which finds the
// happenings by them.
func (p *parser) roleRecorded(act *activity, s link.Span) {
	if act == nil || act.ID != "meeting" || !personNoun(strings.ToLower(p.lk.q.Phrase(s.From, s.To))) {
		return
	}
	conds := []string{`(activity ?? "") == ""`}
	for _, r := range s.Refs {
		if r.Field != "activity" || r.List || r.Number {
			continue
		}
		if c := fmt.Sprintf("activity == %s", quote(r.Value)); !slices.Contains(conds, c) {
			conds = append(conds, c)
		}
	}
	if len(conds) == 1 {
		return
	}
	p.f.Content = append(p.f.Content, Cond{Expr: strings.Join(conds, " || "), Needs: []attrSpec{{Name: "activity", Type: qa.TypeText}}})
}

// inPersonRE: a verb of being with someone in person ("see", "met",
// "visited"), which a phone call is not; "talk to", "catch up" may be.
var inPersonRE = lazyre.New(`\b(?:` + inPersonVerbs + `|meetings|visits)\b`)

// inPersonVerbs are the verbs of seeing someone in person, which
// friendsMetRE reads too.
const inPersonVerbs = `see|sees|saw|seen|seeing|meet|meets|met|meeting|` + visitVerbs

// visitVerbs, visitedRE: a verb of visiting, in person whatever is
// visited.
const visitVerbs = `visit|visits|visited|visiting`

var visitedRE = lazyre.New(`\b(?:` + visitVerbs + `)\b`)

// activitiesOf are the values of the activity fields of the question's
// sources (of every source where none is picked) that the lexicons read
// as the concept named (a journal's "call", "takeaway").
func (p *parser) activitiesOf(concept string) []string {
	return p.valuesOfConcept(concept, "activity", func(string) bool { return true })
}

// valuesOfConcept are the values of the text field key of the question's
// sources (of every source where none is picked) that keep says to read
// and that the lexicons read as the concept named.
func (p *parser) valuesOfConcept(concept, key string, keep func(source string) bool) []string {
	c, ok := p.env.Lexicon.Concept(concept)
	if !ok {
		return nil
	}
	var vals []string
	for _, src := range p.env.Catalog().Sources {
		if len(p.f.Sources) > 0 && !slices.Contains(p.f.Sources, src.Name) || !keep(src.Name) {
			continue
		}
		fl := src.Field(key)
		if fl == nil || fl.Kind != "text" {
			continue
		}
		for _, v := range fl.Values {
			if !slices.Contains(vals, v.Text) && slices.Contains(p.env.Lexicon.Parse(v.Text).Concepts, c) {
				vals = append(vals, v.Text)
			}
		}
	}
	return vals
}

// callsNotMet leaves out, of someone seen or met ("how many times did I
// see Kathi"), the happenings the library records as calls (a journal's
// activity "call", a value the lexicon reads as a call): talking on the
// phone is no seeing, and says so in a note.
func (p *parser) callsNotMet() {
	if p.callsLeftOut || p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || !inPersonRE().MatchString(strings.ToLower(p.f.Question)) {
		return
	}
	// a meeting, or a visit with no activity read ("visit my parents"):
	// either is in person, never a call
	meeting := p.f.act != nil && p.f.act.ID == "meeting"
	if !meeting && !(p.f.act == nil && visitedRE().MatchString(strings.ToLower(p.f.Question))) {
		return
	}
	calls := p.activitiesOf("call")
	if len(calls) == 0 {
		// a calendar that titles its calls so ("Call with mom ☎️"):
		// the entries of those titles are no meetings either
		if titles := p.calledTitles(); len(titles) > 0 {
			p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf("!((summary ?? \"\") in %s)", quoteList(titles)), Needs: []attrSpec{{Name: "summary", Type: qa.TypeText}}})
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("seeing someone read as in person: left out what is titled %s", strings.Join(titles, ", ")))
			p.callsLeftOut = true
		}
		return
	}
	var conds []string
	for _, v := range calls {
		conds = append(conds, fmt.Sprintf("(activity ?? \"\") != %s", quote(v)))
	}
	p.f.Content = append(p.f.Content, Cond{Expr: strings.Join(conds, " && "), Needs: []attrSpec{{Name: "activity", Type: qa.TypeText}}})
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("seeing someone read as in person: left out what is recorded as %s", strings.Join(calls, ", ")))
	p.callsLeftOut = true
}

// calledTitles returns the titles of the calendar's entries (its summary
// field) that the lexicon reads as a call ("Call with mom ☎️"), of the
// sources the question reads.
func (p *parser) calledTitles() []string {
	return p.valuesOfConcept("call", "summary", func(src string) bool { return ingest.KindOf(src) == ingest.Calendar })
}

// withPersonRE: "with" right before a person named ("with both Lena").
var withPersonRE = lazyre.New(`\bwith\s+(?:both\s+)?$`)

// companyNamed reads a person named as who was with me, or was not
// ("dinners with Jonas", "climbing without Lena", "with both Lena and
// Ben"), for an activity that lives in written records (meals), where the
// library records who joined as a list of names holding that person: a
// condition on that list, not words searched for ("without Jonas" found
// as words finds the dinners with him). What was done without someone
// includes what no one is recorded to have joined. It reports whether
// it read the span so.
func (p *parser) companyNamed(act *activity, s link.Span) bool {
	if act == nil || act.Structured || act.ID == "meeting" || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return false
	}
	rule, ok := p.env.Lexicon.Attr("participants")
	if !ok {
		return false
	}
	// Whom a post mentions (tags) it names, who was not always there;
	// the post's words are searched for the name, as its text says it.
	mentions, _ := p.env.Lexicon.Attr("mentions")
	people := s
	people.Refs = nil
	for _, r := range s.Refs {
		src := p.env.Catalog().Source(r.Source)
		if src == nil || !slices.Contains(rule.Sources, r.Field) || mentions != nil && slices.Contains(mentions.Sources, r.Field) {
			continue
		}
		if fl := src.Field(r.Field); fl != nil && fl.Kind == "list" && fl.Names {
			people.Refs = append(people.Refs, r)
		}
	}
	if len(people.Refs) == 0 {
		return false
	}
	a, b := p.spanBytes(s)
	if orNextRE().Match(p.t.low[b:]) {
		return false // "with Lena or Ben": either, which a list of conditions does not say
	}
	cond, needs := valueCondition(people)
	if cond == "" {
		return false
	}
	words := p.t.original(a, b)
	before := strings.ReplaceAll(string(p.t.low[:a]), string(used), " ")
	if at := p.excluded(a); at >= 0 {
		if whoAskedRE().MatchString(strings.ToLower(p.f.Question)) {
			return false // "apart from Jonas, who …": he is no answer, read as such
		}
		p.f.Content = append(p.f.Content, Cond{Expr: "!(" + nilSafe(cond) + ")", Words: "without " + words, Needs: needs})
		p.t.consume(at, b)
		p.exclEnd = b
		return true
	}
	from := -1
	if m := withPersonRE().FindStringIndex(before); m != nil {
		from = m[0]
	} else if e := p.companyEnd; e > 0 && e <= a && alsoNamedRE().MatchString(before[e:]) {
		from = e // "with Lena and Ben": Ben too
	}
	if from < 0 {
		return false
	}
	p.f.Content = append(p.f.Content, Cond{Expr: nilSafe(cond), Words: "with " + words, Needs: needs})
	p.t.consume(from, b)
	p.companyEnd = b
	return true
}

// whoAskedRE: the question asks who (the answer is people).
var whoAskedRE = lazyre.New(`\b(?:who|whom)\b`)

// alsoNamedRE: nothing but "and" or a comma between two people named.
var alsoNamedRE = lazyre.New(`^(?:[\s,]|\band\b)*$`)

// orNextRE: "or" right after a name, naming another as the alternative.
var orNextRE = lazyre.New(`^\s*(?:,\s*)?or\b`)

// doerAsked reports whether a person named is the subject of what the
// question asks was done ("what did Jonas cook for me", "what did Mum
// bring"): a journal records who was there, not which of us did it.
func (p *parser) doerAsked(s link.Span) bool {
	if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return personFields[r.Field] }) {
		return false
	}
	if p.whatDidSubject(s) {
		return true
	}
	// "how often did Jonas make dinner", "when did Anna cook": the
	// subject of any question does the verb; being there is what the
	// records say, which is all a verb of coming or meeting asks ("when
	// did Lena visit", "did Ben come").
	q := p.lk.q
	return p.auxSubject(s) && !presenceVerbRE().MatchString(strings.ToLower(q.Words[s.To].Raw))
}

// presenceVerbRE: verbs of being somewhere with someone, which a record
// of who was there answers of its subject ("did Ben come", "when did
// Lena visit", "how often did Max join").
var presenceVerbRE = lazyre.New(`^(?:come|came|comes|visit|visits|visited|join|joins|joined|attend|attends|attended|go|goes|went|meet|meets|met|see|sees|saw|seen|stay|stays|stayed|be|been|arrive|arrives|arrived|drop|dropped|stop|stopped|show|showed|turn|turned|hang|hung|spend|spent|celebrate|celebrated)$`)

// whatDidSubject reports whether the span s is the subject of "what did
// ... <verb>", a verb after it.
func (p *parser) whatDidSubject(s link.Span) bool {
	q := p.lk.q
	if s.From < 2 || s.To >= len(q.Words) {
		return false
	}
	return whatDidRE().MatchString(strings.ToLower(q.Words[s.From-2].Raw+" "+q.Words[s.From-1].Raw)) &&
		!notVerbRE().MatchString(strings.ToLower(q.Words[s.To].Raw))
}

// posterAsked reports whether the span s is the subject of "what did ...
// post" and a value of social posts only ("what did Julien post", Julien
// tagged in them): the posts are the person's own, every one, so the
// name is one they name, not who posted them.
func (p *parser) posterAsked(s link.Span) bool {
	return len(s.Refs) > 0 && !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source != ingest.SocialMedia }) && (p.whatDidSubject(s) || p.auxSubject(s))
}

// auxSubject reports whether the span s is the subject an auxiliary
// before it inverts, as any question does ("how often does Karim post",
// "did Elif tweet about it"): the one who did it.
func (p *parser) auxSubject(s link.Span) bool {
	q := p.lk.q
	if s.From < 1 || s.To >= len(q.Words) {
		return false
	}
	return doAuxRE().MatchString(strings.ToLower(q.Words[s.From-1].Raw)) && !notVerbRE().MatchString(strings.ToLower(q.Words[s.To].Raw))
}

// whatDidRE: "what" and the auxiliary before a subject ("what did").
var whatDidRE = lazyre.New(`^what (?:did|does|do|has|have|had|will|would)$`)

// notVerbRE: a word after a subject that is no verb of it: another of
// the subjects ("what did Lena and I eat") or a name's rest.
var notVerbRE = lazyre.New(`^(?:and|&|or|i|me|we|us|\p{Lu}.*|\d.*)$`)

// ownersOccasion reads a person's occasion said with a possessive
// ("Lena's birthday party", "Lenas birthday" with the apostrophe left
// out) where the library records whose occasion each is (a journal's
// occasion_of): the name is the owner of the occasion, not anyone there
// (her name alone also finds the birthday dinners she came to). It
// returns the span with only its owner fields, and whether it read so.
func (p *parser) ownersOccasion(s link.Span) (link.Span, bool) {
	if !possessiveName(p.lk.q.Words[s.To-1].Raw, s) {
		return s, false
	}
	of := s
	of.Refs = nil
	for _, r := range s.Refs {
		if r.Field == "occasion_of" {
			of.Refs = append(of.Refs, r)
		}
	}
	if len(of.Refs) == 0 {
		return s, false
	}
	occasion := func(o link.Span) bool {
		return o.From == s.To && slices.ContainsFunc(o.Refs, func(r link.Ref) bool {
			return r.Field == "occasion" && slices.ContainsFunc(of.Refs, func(x link.Ref) bool { return x.Source == r.Source })
		})
	}
	if !slices.ContainsFunc(p.lk.held, occasion) && !slices.ContainsFunc(p.lk.res.Spans, occasion) {
		return s, false
	}
	return of, true
}

// possessiveName reports whether word, the last of a person's name span,
// is the name's possessive: "Lena's", "Lena’s", or "Lenas" with the
// apostrophe left out (the name linked is the word without its "s").
func possessiveName(word string, s link.Span) bool {
	if fold.Possessive(word) {
		return true
	}
	low := strings.ToLower(word)
	for _, r := range s.Refs {
		if personFields[r.Field] && !strings.HasSuffix(strings.ToLower(r.Value), "s") && low == strings.ToLower(r.Value)+"s" {
			return true
		}
	}
	return false
}

// metOnDays counts, of someone met ("how often did I see Lena"), the days
// we met, each once, not every happening of a day spent together
// (breakfast, the walk, dinner on a trip).
func (p *parser) metOnDays() {
	if p.metDays && p.f.Form == FormCount && p.f.Group == nil && timesAskedRE().MatchString(strings.ToLower(p.f.Question)) {
		p.f.Form, p.f.Group = FormDistinct, p.key(p.lx.groups.byID["day"])
	}
}

// watchedOf returns the first structured activity of watching ("I watched
// a movie") whose sources hold every one of the names, or nil.
func (p *parser) watchedOf(names []link.Span) *activity {
	for _, a := range p.lx.act.all {
		if !a.Structured || !strings.Contains(a.Query, "watched") {
			continue
		}
		all := true
		for _, s := range names {
			if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(a.Sources, r.Source) }) {
				all = false
				break
			}
		}
		if all {
			return a
		}
	}
	return nil
}

// joinsToValues reads a "while I was in Spain" clause as a FILTER when the
// place is a value of the question's own events (the country Spotify
// records for each play), rather than as a JOIN with other happenings.
// The clause must say nothing but the name (no "trip", no activity).
func (p *parser) joinsToValues() {
	act := p.f.act
	if act == nil || !act.Structured || p.env.Lexicon == nil {
		return
	}
	for i := 0; i < len(p.f.Joins); i++ {
		j := p.f.Joins[i]
		q := link.NewQuestion(j.Words, nil, p.env.Lexicon)
		res := link.Link(q, p.env)
		if len(res.Spans) != 1 || res.Spans[0].Kind != link.KindValue || !res.Spans[0].Sure {
			continue
		}
		s := restrict(res.Spans[0], act.Sources)
		if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(act.Sources, r.Source) }) {
			continue
		}
		rest := strings.TrimSpace(q.Phrase(0, s.From) + " " + q.Phrase(s.To, len(q.Words)))
		if hasSpecificConcept(p.env.Lexicon, rest) || len(p.env.Lexicon.Parse(rest).Phrases) > 0 {
			continue
		}
		cond, needs := valueCondition(s)
		if cond == "" {
			continue
		}
		p.f.Content = append(p.f.Content, Cond{Expr: cond, Words: j.Words, Needs: needs})
		p.f.Joins = slices.Delete(p.f.Joins, i, i+1)
		i--
	}
}

// afterWordRE: the words before what a happening followed.
var afterWordRE = lazyre.New(`\b(?:after|following|straight\s+after|right\s+after)\s+(?:my\s+|the\s+|a\s+|an\s+)?$`)

// negVerb reports whether a value said at low[a] follows right after the
// negating word of the question's own clause, taken out ("have I not
// opened", "haven't I archived"): the value is the clause's verb, negated.
func (p *parser) negVerb(a int) bool {
	if !p.negated || p.negEnd <= 0 || p.negEnd > a {
		return false
	}
	between := strings.Fields(strings.ReplaceAll(string(p.t.low[p.negEnd:a]), string(used), " "))
	return len(between) == 0 || len(between) == 1 && (between[0] == "i" || between[0] == "we")
}

// taken reports whether another recogniser consumed some of a span's words.
func (p *parser) taken(s link.Span) bool {
	a, b := p.spanBytes(s)
	return strings.ContainsRune(string(p.t.low[a:b]), used)
}

// applyValue makes a value span a content condition on the field(s) that
// hold its values and records its sources.
func (p *parser) applyValue(s link.Span) {
	a, b := p.spanBytes(s)
	if slices.ContainsFunc(p.lk.held, func(o link.Span) bool { return p.oneTerm(o, s) }) ||
		slices.ContainsFunc(p.lk.soft, func(o link.Span) bool { return p.oneTerm(o, s) }) {
		// "birthday parties": the party the word before made one thing
		// of is no second condition
		p.t.consume(a, b)
		return
	}
	if p.contradicts(s) {
		return
	}
	s = p.byRole(s)
	p.chatVerbOf(s)
	if p.toUnrecorded(s) {
		// "what did I text Person 2": a chat export keeps who wrote each
		// message, not whom it went to (the chat of a group is everyone's
		// in it); the name said as the one written to had been read as
		// the sender, which no message of mine is
		p.t.consume(a, b)
		p.consumeWord(`\b(?:tell|tells|told|telling)\b`) // the chat's verb, said before whom
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("whom each message went to is not recorded, only who wrote it: %s was not told apart, every message you sent was taken", p.t.original(a, b)))
		return
	}
	s = p.fieldSaidBefore(s)
	// What a happening followed ("after work") is named so: "cycle to
	// work" is no ride after work.
	if slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field == "after" }) && !afterWordRE().Match(p.t.low[:a]) {
		s.Refs = slices.DeleteFunc(slices.Clone(s.Refs), func(r link.Ref) bool { return r.Field == "after" })
		if len(s.Refs) == 0 {
			return
		}
	}
	s = p.kindsOf(s)
	cond, needs := valueCondition(s)
	if cond == "" {
		return
	}
	words := p.t.original(a, b)
	if p.recipientUnlisted(s) {
		// "how many emails did Cristy send to Mark Overmeer": a name
		// said as whom mail went to, where the library lists no values
		// of the fields of recipients, is found in them by its words;
		// read as the mail's other side it had asked mail from Mark too
		// (none was both his and Cristy's)
		cond, needs = p.correspondentCond(roleRecipient, words)
	}
	if cond2, needs2, ok := ownerText(s, words); ok {
		cond, needs = "("+cond+") || "+cond2, append(needs, needs2)
	}
	if cond2, needs2, said, ok := p.creditedToo(s, a, b); ok {
		cond, needs = "("+cond+") || "+cond2, append(needs, needs2...)
		p.t.consume(said[0], said[1])
	}
	if p.negVerb(a) {
		// "how many emails have I not opened": the value the negated
		// clause's verb says (a label "Opened") is the one the events
		// lack; what did not happen is then read
		cond, words = "!("+nilSafe(cond)+")", "not "+words
		p.negated = false
	} else if at := p.excluded(a); at >= 0 {
		// "apart from Taylor Swift": everything but.
		cond, words = "!("+nilSafe(cond)+")", "except "+words
		p.t.consume(at, a)
		p.exclEnd = b
	} else {
		p.valueConds = append(p.valueConds, len(p.f.Content))
	}
	p.t.consume(a, b)
	if slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field == "platform" || r.Field == "device" }) {
		// "my Android phone", "the Xbox console": the kind of device
		// after its name is understood with it, no call or phone
		// searched for.
		if m := deviceNounRE().FindIndex(p.t.low[b:]); m != nil {
			p.t.consume(b+m[0], b+m[1])
		}
	}
	if m := calledBeforeRE().FindIndex(p.t.low[:a]); m != nil {
		// "the note called draw": the word saying a name follows is
		// understood with it (and is no phone call).
		p.t.consume(m[0], m[1])
	}
	p.f.Content = append(p.f.Content, Cond{Expr: cond, Words: words, Needs: needs})
	p.ownFieldWord(s)
	for _, r := range s.Refs {
		if !slices.Contains(p.lk.sources, r.Source) {
			p.lk.sources = append(p.lk.sources, r.Source)
		}
	}
}

// ownFieldWord understands the word of the field a value applied is of,
// wherever the question says it ("in a great mood", "my mood was great":
// the mood is what "great" is), when the value's refs name that field.
func (p *parser) ownFieldWord(s link.Span) {
	// "the linux-usb list", "the linux-usb mailing list": a value of a
	// field that names a thing (list_name, the name of a list) followed by
	// the thing's noun, as the head of a compound too
	for i, q := s.To, p.lk.q; i < min(s.To+2, len(q.Words)); i++ {
		if q.Words[i].Class == rlex.Stop {
			break
		}
		if slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
			head, ok := strings.CutSuffix(r.Field, "_name")
			return ok && !strings.Contains(head, "_") && stem.Word(head) == stem.Word(strings.ToLower(q.Words[i].Raw))
		}) {
			a, b := p.spanBytes(link.Span{From: i, To: i + 1})
			p.t.consume(a, b)
			break
		}
	}
	for _, f := range p.lk.fields {
		if len(f.Refs) == 0 || !slices.ContainsFunc(f.Refs, func(fr link.Ref) bool {
			return slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field == fr.Field })
		}) {
			continue
		}
		a, b := p.spanBytes(f)
		if a >= 0 && b > a {
			p.t.consume(a, b)
		}
	}
}

// kindsOf adds to a category value of the library ("party", an activity a
// journal records) the values of the same field that are kinds of it by
// the lexicons: a concept one of whose own names is the value's word with
// another before it ("birthday party" of the birthday) is that thing, so
// "Oscar's party" is also his birthday party. A value headed by the word
// is a kind of it too ("lentil soup" of soup: headedBy).
func (p *parser) kindsOf(s link.Span) link.Span {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || s.Words() != 1 {
		return s
	}
	word := strings.ToLower(p.lk.q.Phrase(s.From, s.To))
	var more []link.Ref
	for _, r := range s.Refs {
		if r.Value != word || r.Title || r.Number {
			continue
		}
		src := p.env.Catalog().Source(r.Source)
		if src == nil || src.Field(r.Field) == nil {
			continue
		}
		for _, v := range src.Field(r.Field).Values {
			if v.Text == r.Value {
				continue
			}
			// only in a list of things named as they came (the food of a
			// day); a field of one category each files the kinds apart on
			// purpose ("blank book" is no book bought)
			if r.List && !personFields[r.Field] && headedBy(v.Text, word) {
				more = append(more, link.Ref{Source: r.Source, Field: r.Field, Value: v.Text, List: r.List, Count: v.Count})
				continue
			}
			c, ok := p.env.Lexicon.Concept(v.Text)
			if !ok {
				continue
			}
			for _, t := range c.Terms {
				if t.Weight >= rlex.Strong && !t.Included && strings.HasSuffix(t.Text, " "+word) && !strings.Contains(strings.TrimSuffix(t.Text, " "+word), " ") {
					more = append(more, link.Ref{Source: r.Source, Field: r.Field, Value: v.Text, List: r.List, Count: v.Count})
					break
				}
			}
		}
	}
	if len(more) == 0 {
		return s
	}
	s.Refs = append(slices.Clone(s.Refs), more...)
	return s
}

// headedBy: a value written in lower case (a common noun, no name) whose
// head is word, as English puts it: last in a compound ("lentil soup",
// "scrambled eggs" are soup and eggs) or first before "with" ("pasta with
// pesto" is pasta). "pasta salad" is a salad, not pasta.
func headedBy(value, word string) bool {
	if value != strings.ToLower(value) {
		return false
	}
	if rest, ok := strings.CutPrefix(value, word+" with "); ok && rest != "" {
		return true
	}
	mod, ok := strings.CutSuffix(value, " "+word)
	return ok && mod != "" && !strings.HasSuffix(mod, " of") && !strings.HasSuffix(mod, " and")
}

// ownerText widens the condition of a person named with a possessive
// ("Leo's parents evening") to the texts that say it so: what is someone's
// is told of them whether or not they were there ("Leo's parents evening
// 5.40 w/ Miss Patel" lists Miss Patel as who was met). ok is false for a
// name not written as a possessive, or a value that is no person's.
func ownerText(s link.Span, words string) (string, attrSpec, bool) {
	if !fold.Possessive(words) || len(s.Refs) == 0 {
		return "", attrSpec{}, false
	}
	name := s.Refs[0].Value
	for _, r := range s.Refs {
		if r.Value != name || !personFields[r.Field] {
			return "", attrSpec{}, false
		}
	}
	re := `(?i)\b` + regexp.QuoteMeta(name) + `(?:'s|’s|\]\]'s)`
	return "(text ?? \"\") matches " + quote(re), attrSpec{Name: "text", Type: qa.TypeText}, true
}

// personFields are the fields of the people a journal's happening names.
var personFields = map[string]bool{"participants": true, "links": true, "occasion_of": true}

// deviceNounRE: a kind of device right after a device's name ("the Xbox
// console"), of the kinds linking knows, or a watch or a device of any kind.
var deviceNounRE = sync.OnceValue(func() *regexp.Regexp {
	kinds := append(link.DeviceKinds(), "watch", "device")
	// the longest first: "mobile phone" whole, not "mobile" of it
	slices.SortFunc(kinds, func(a, b string) int { return len(b) - len(a) })
	for i, k := range kinds {
		kinds[i] = strings.ReplaceAll(regexp.QuoteMeta(k), " ", `\s+`)
	}
	return regexp.MustCompile(`^\s*(?:` + strings.Join(kinds, "|") + `)s?\b`)
})

// calledBeforeRE: "called", "named", "titled" right before a name.
var calledBeforeRE = lazyre.New(`\b(?:called|named|titled|entitled)\s*$`)

// valueCondition writes the condition a value span stands for: the field
// equals one of the values (for list fields: holds one of them), over
// every field that holds them. With more than one field each is optional,
// so an item is kept by whichever of its fields matches.
func valueCondition(s link.Span) (string, []attrSpec) {
	type fieldVals struct {
		field string
		list  bool
		num   bool
		vals  []string
	}
	var fs []*fieldVals
	for _, r := range s.Refs {
		var fv *fieldVals
		for _, x := range fs {
			if x.field == r.Field {
				fv = x
			}
		}
		if fv == nil {
			fv = &fieldVals{field: r.Field, list: r.List, num: r.Number}
			fs = append(fs, fv)
		}
		vals := []string{r.Value}
		if n := places.Name(r.Value); places.Named(r.Field) && n != "" && n != r.Value {
			// the place's name is what its EXTRACT gives ("Stadt- und
			// Landesbibliothek Potsdam, Am Kanal 47, …" is the
			// Landesbibliothek): the whole value alone matched nothing
			vals = append(vals, n)
		}
		if n, addr := ingest.SplitPerson(r.Value); r.List && n != "" && addr != "" && n != r.Value {
			// a person's name is what an EXTRACT of a list of people
			// gives ("Tim Walsh <tim@…>" of a calendar's attendees is
			// Tim Walsh): the whole value alone matched only the mails
			vals = append(vals, n)
		}
		for _, val := range vals {
			if !slices.ContainsFunc(fv.vals, func(v string) bool { return strings.EqualFold(v, val) }) {
				fv.vals = append(fv.vals, val)
			}
		}
	}
	var conds []string
	var needs []attrSpec
	for _, fv := range fs {
		if !tree.IsName(fv.field) {
			continue
		}
		attr := attrFor(fv.field)
		name := attr
		typ := qa.TypeText
		switch {
		case fv.list:
			typ = qa.TypeList
		case fv.num:
			typ = qa.TypeNumber
		}
		needs = append(needs, attrSpec{Name: attr, Type: typ})
		if fv.num {
			conds = append(conds, fmt.Sprintf("%s == %s", name, fv.vals[0]))
			continue
		}
		if len(fs) > 1 {
			if fv.list {
				name = "(" + attr + " ?? [])"
			} else {
				name = "(" + attr + ` ?? "")`
			}
		}
		lit := quoteList(fv.vals)
		switch {
		case fv.list && len(fv.vals) == 1 && fv.field == "hashtags":
			// a hashtag is a word of a post's text: a post that says
			// the word without the # is about it too ("Jay Fai in
			// Bangkok" of posts about Bangkok, beside #bangkok)
			conds = append(conds, fmt.Sprintf("(any(%s ?? [], {# == %[2]s}) || says(text ?? \"\", %[2]s))", attr, quote(fv.vals[0])))
			needs = append(needs, attrSpec{Name: "text", Type: qa.TypeText})
		case fv.list && len(fv.vals) == 1:
			conds = append(conds, fmt.Sprintf("any(%s, {# == %s})", name, quote(fv.vals[0])))
		case fv.list:
			conds = append(conds, fmt.Sprintf("any(%s, {# in %s})", name, lit))
		case len(fv.vals) == 1:
			conds = append(conds, fmt.Sprintf("%s == %s", name, quote(fv.vals[0])))
		default:
			conds = append(conds, fmt.Sprintf("%s in %s", name, lit))
		}
	}
	return anyOf(conds, needs)
}

// hashtagWritten keeps a hashtag to the hashtags, not the posts that say
// the word too (valueCondition), where it is written with its # ("posts
// with #kyoto") or the question asks of no topic ("what did I do in
// Budapest": the tagged posts, not every post naming the town).
func (p *parser) hashtagWritten() {
	low := strings.ToLower(p.f.Question)
	topic := topicAskedRE().MatchString(low)
	for i, c := range p.f.Content {
		m := hashtagOrTextRE().FindStringSubmatch(c.Expr)
		if m == nil || topic && !strings.Contains(low, "#"+strings.ToLower(m[2])) {
			continue
		}
		p.f.Content[i].Expr = strings.Replace(c.Expr, m[0], m[1], 1)
	}
}

// topicAskedRE: words asking what a text is about ("posts about",
// "tweets mentioning", "regarding").
var topicAskedRE = lazyre.New(`\b(?:about|mention|mentions|mentioned|mentioning|regarding|concerning)\b`)

// hashtagOrTextRE is valueCondition's hashtag or word of the text; group
// 1 the hashtag's test, 2 the tag.
var hashtagOrTextRE = lazyre.New(`\((any\(hashtags \?\? \[\], \{# == "([^"]+)"\}\)) \|\| says\(text \?\? "", "[^"]+"\)\)`)

func quoteList(vals []string) string {
	qs := make([]string, len(vals))
	for i, v := range vals {
		qs[i] = quote(v)
	}
	return "[" + strings.Join(qs, ", ") + "]"
}

// applySoft applies the soft value spans whose source the question turned
// out to be about (its activity's sources, or the sources of the names
// applied), unless the words are a sport the lexicons know (the concept,
// with its variants, retrieves those better than one field value).
func (p *parser) applySoft() {
	var about []string
	if a := p.f.act; a != nil {
		about = append(about, a.Sources...)
	}
	about = append(about, p.lk.sources...)
	if len(about) == 0 {
		// What the question's words point at: "watch" → streams. The
		// noun of an occasion of a thing done points at none ("physio
		// appointment": the physio, which a journal need not call an
		// appointment; "appointment" alone had pointed at the notes and
		// left the journal's physio for the words "physio" anywhere).
		q := p.lk.q
		if t := p.occasionsOf(q.Text); t != q.Text {
			q = &link.Question{Text: t}
		}
		for src := range p.env.PointedSources(q) {
			about = append(about, src)
		}
	}
	about = append(about, p.profileWatched(about)...)
	if len(about) == 0 && p.f.act == nil && len(p.lk.soft) == 1 && (oneField(p.lk.soft[0]) || oneName(p.lk.soft[0]) && !p.conceptSaid(p.lk.soft[0])) && !p.lk.soft[0].Refs[0].Title && !p.askedOfDoing(p.lk.soft[0]) && !p.doneNotWhereKept(p.lk.soft[0]) && !wordOfWriting(p.lk.soft[0]) && !p.tagOfDoing(p.lk.soft[0]) {
		// Nothing else says what the question is about: the one name it
		// holds does ("the black bin": the entries "Refuse black bin"),
		// also where a journal keeps it in several fields ("stressed",
		// the mood of a day's front matter and a tag of Day One's).
		for _, r := range p.lk.soft[0].Refs {
			about = append(about, r.Source)
		}
	}
	if len(about) == 0 && p.f.act == nil && valuesNoun(p.lk.soft) {
		// Nor do the values said side by side, one noun of one source
		// ("the video call": a call of type video, the chats' call_type
		// and message_type), whatever else each word alone names.
		about = commonSources(p.lk.soft)
	}
	if len(about) == 0 && p.f.act == nil {
		about = p.agreeByRole(p.lk.soft)
	}
	if len(about) == 0 {
		return
	}
	for _, s := range p.lk.soft {
		if p.conceptWords(s) || p.goingThere(s) {
			continue
		}
		s = restrict(s, about)
		if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(about, r.Source) }) {
			continue
		}
		if p.taken(s) {
			continue // another recogniser took these words
		}
		p.applyValue(s)
	}
}

// tagOfDoing reports whether a name is only a hashtag of posts while the
// question says what was done, which the lexicons read ("did I fly to
// London", #london): the place of a doing is searched for wherever it was
// recorded (the airline's e-ticket), not in the posts tagged with it
// alone ("no" had been answered from the posts, which tell no flight).
func (p *parser) tagOfDoing(s link.Span) bool {
	if p.env.Lexicon == nil || len(s.Refs) == 0 || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field != "hashtags" }) {
		return false
	}
	return slices.ContainsFunc(p.env.Lexicon.Parse(p.f.Question).Concepts, func(c *rlex.Concept) bool { return !c.Generic })
}

// wordOfWriting reports whether a value span is only a word of what
// someone wrote (a post's "Christmas with mum and dad, …"): no name that
// says what the question is about ("where did I spend Christmas 2023" had
// kept that one post and asked it where it was).
func wordOfWriting(s link.Span) bool {
	return s.Match == link.Partial && len(s.Refs) > 0 && !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return !slices.Contains(textFields, r.Field) })
}

// profileWatched returns the source of the other profiles' viewings when
// the question's words point at the streams (about) and name one of those
// profiles ("what did the kids watch": the account's profile Kids): whose
// viewing is asked, which the import kept apart from the person's own.
func (p *parser) profileWatched(about []string) []string {
	if !slices.Contains(about, ingest.MovieStream) && !slices.Contains(about, ingest.TVSeriesStream) {
		return nil
	}
	for _, s := range p.lk.soft {
		if !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source == netflix.OtherProfile && r.Field == "profile" }) {
			continue
		}
		// the verb that points at the streams ("watch") is read: the
		// profile's viewings are what it did
		q := p.lk.q
		for _, c := range p.env.Lexicon.Parse(q.Text).Cues {
			for i, w := range q.Words {
				if rlex.WordKey(w.Raw) == c.Text {
					a, b := p.spanBytes(link.Span{From: i, To: i + 1})
					p.t.consume(a, b)
				}
			}
		}
		return []string{netflix.OtherProfile}
	}
	return nil
}

// askedOfDoing reports whether a value span that only files records (an
// element of their labels, tags or lists, or a label the account has) is
// the noun a which-, what- or how-many question asks of something I did,
// by a verb that neither keeps nor files a record ("which gifts did I
// give", not "which recipes did I save"): the things done, which a record
// filed under the value (a note labelled "gifts") is not. A value of a
// field that says what a record is (a purchase's category "book", a
// journal's happening "concert") is one of the things.
func (p *parser) askedOfDoing(s link.Span) bool {
	if len(s.Refs) == 0 || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return !r.List && r.Source != ingest.Account }) {
		return false
	}
	_, ok := p.doneVerbOf(s)
	return ok
}

// doneVerbOf returns the verb of a which-, what- or how-many question
// whose asked noun is the span s, said of something I did ("which books
// did I read": "read"), unless it keeps or files a record ("which recipes
// did I save").
func (p *parser) doneVerbOf(s link.Span) (string, bool) {
	q := p.lk.q
	before := strings.ToLower(q.Text[:q.Words[s.From].Start])
	after := strings.ToLower(q.Text[q.Words[s.To-1].End:])
	m := doneByMeAfterRE().FindStringSubmatch(after)
	if !askedNounBeforeRE().MatchString(before) || m == nil || keepVerbRE().MatchString(m[1]) {
		return "", false
	}
	return m[1], true
}

// doneNotWhereKept reports whether a value span is the noun a which-,
// what- or how-many question asks of something I did whose doing the
// retrieval's profiles never find where the value is kept: "which wines
// did I drink", the purchases' category "wine", asks wines drunk, which a
// purchase is not (drinks are told in a calendar, posts, notes).
func (p *parser) doneNotWhereKept(s link.Span) bool {
	verb, ok := p.doneVerbOf(s)
	if !ok || purchaseVerbRE().MatchString(verb) {
		return false
	}
	listed := p.profiled(strings.ToLower(p.f.Question))
	if len(listed) == 0 {
		// "how many cakes did I bake", the purchases' category "cake":
		// baking, a word of cooking, is told where cooking is
		listed = p.termProfiled(verb)
	}
	if len(listed) == 0 || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return listed[r.Source] }) {
		return false
	}
	p.keptElsewhere = listed
	return true
}

// askedNoun is what a question says before the noun it asks for
// ("which", "how many of my", "what kind of"); doneByMe what it says
// after the noun, before the verb, when it asks what I did with the
// things ("did I", "have we often"). gamePlayed reads them too.
const (
	askedNoun = `(?:which|what|how\s+many)\s+(?:(?:kinds?|types?|sorts?)\s+of\s+)?(?:of\s+)?(?:(?:my|the|our)\s+)?`
	doneByMe  = `(?:did|do|have|had|was|were|am|are)\s+(?:i|we)\s+(?:\pL+ly\s+)?`
)

// askedNounBeforeRE: all a question says before the noun it asks for.
var askedNounBeforeRE = lazyre.New(`^\s*` + askedNoun + `$`)

// doneByMeAfterRE: what a question says after the noun it asks for when
// it asks what I did with the things ("did I read", "have we played"),
// with the verb.
var doneByMeAfterRE = lazyre.New(`^\s*` + doneByMe + `(\pL+)`)

// keepVerbRE: the verbs of keeping, writing down or filing a record, whose
// things are the records themselves.
var keepVerbRE = lazyre.New(`^(?:sav(?:e|ed|ing)|keep|kept|not(?:e|ed|ing)|writ(?:e|ten|ing)|wrote|jot(?:ted)?|list(?:ed)?|label(?:l?ed)?|tag(?:ged)?|fil(?:e|ed)|add(?:ed)?|collect(?:ed)?|bookmark(?:ed)?|pin(?:ned)?|stor(?:e|ed)|record(?:ed)?|archiv(?:e|ed)|star(?:red)?|make|made|creat(?:e|ed))$`)

// contradicts reports whether a value span that is only part of the
// values it names ("Australia" of "Australia Day") would hold a field of
// one value to a second one, which a value the question names whole
// already holds it to ("is Good Friday a holiday in Australia": the
// entry's title is Good Friday, so it is not Australia Day too). Both
// together match nothing; the partial one is left to be read otherwise.
func (p *parser) contradicts(s link.Span) bool {
	if s.Match != link.Partial || len(s.Refs) == 0 || p.versus || p.diff != 0 {
		return false
	}
	var held string
	for _, r := range s.Refs {
		i := slices.IndexFunc(p.valueConds, func(i int) bool {
			c := p.f.Content[i]
			return !strings.Contains(c.Expr, "||") && slices.ContainsFunc(c.Needs, func(a attrSpec) bool { return a.Name == r.Field && a.Type == qa.TypeText })
		})
		if r.List || i < 0 || strings.Contains(p.f.Content[p.valueConds[i]].Expr, strconv.Quote(r.Value)) {
			// a list holds both; no field is held; or the value is one
			// the field may already be ("holidays in Australia": the
			// calendar Australian Holidays, a holiday calendar too)
			return false
		}
		held = p.f.Content[p.valueConds[i]].Words
	}
	a, b := p.spanBytes(s)
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not understood: read as %q, it would contradict %q", p.t.original(a, b), s.Refs[0].Value, held))
	return true
}

// conceptWords reports whether a soft span's words are better read as a
// lexicon concept, which retrieves every way of saying it: a sport (the
// workout types of its variants), or anything said in the words of a title
// ("salsa lessons" are the lessons however the calendar names them). A
// category ("coffee" the category of purchases) is the library's own word.
func (p *parser) conceptWords(s link.Span) bool {
	lx := p.env.Lexicon
	if lx == nil {
		return false
	}
	titles := slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Title })
	// Records of another kind that keep the sport's word as a value of
	// their own ("walking", how a stretch of the location history was
	// travelled) are narrowed by that value: their retrieval reads no
	// concept.
	kept := func() bool {
		a := p.f.act
		return a != nil && a.Structured && !a.Sport && slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(a.Sources, r.Source) })
	}
	for _, c := range lx.Parse(p.lk.q.Phrase(s.From, s.To)).Concepts {
		if c.Kind == "sport" && !kept() || titles && !c.Generic {
			return true
		}
	}
	return false
}

// conceptSaid reports whether a span's words are a concept of the
// lexicons ("birthday"), whose retrieval reads them with the words around
// ("my birthday" is mine), better than a value kept in several fields.
func (p *parser) conceptSaid(s link.Span) bool {
	lx := p.env.Lexicon
	return lx != nil && len(lx.Parse(p.lk.q.Phrase(s.From, s.To)).Concepts) > 0
}

// goingThere reports whether a soft span's words are only a generic
// concept's ("visit", "meet") said of a name the question holds: "When did
// I visit the Peace Memorial Museum?" asks when I was there, not for the
// events a journal read as visits; so does one said of the places asked
// ("which countries did I visit": not the location history's "visit"
// segments, which name no country).
func (p *parser) goingThere(s link.Span) bool {
	lx := p.env.Lexicon
	if lx == nil || len(p.lk.held) == 0 && !p.placesAsked() {
		return false
	}
	cs := lx.Parse(p.lk.q.Phrase(s.From, s.To)).Concepts
	if len(cs) == 0 {
		return false
	}
	for _, c := range cs {
		if !c.Generic {
			return false
		}
	}
	return true
}

// placesAsked reports whether the question names the field of countries
// or of towns ("which countries did I visit", "how many cities have I
// been to"): the places I was, which going says, as it does of a place
// named.
func (p *parser) placesAsked() bool {
	place := func(r link.Ref) bool { return r.Field == "country" || r.Field == "city" }
	return slices.ContainsFunc(slices.Concat(p.lk.fields, p.lk.fielded), func(s link.Span) bool { return slices.ContainsFunc(s.Refs, place) })
}

// placeKey reports whether k is the key of countries or of towns.
func placeKey(k *Key) bool {
	return k != nil && (k.Attr == "country" || k.Attr == "city")
}

// valueSources returns the sources of the names applied, if any.
func (p *parser) valueSources() []string {
	if p.lk == nil {
		return nil
	}
	return p.lk.sources
}

// askedField returns the library field a which/what question asks for,
// when no lexicon group names it: "which album", "whose channel", "what
// tags". The field must belong to a source the question is about.
// valueOfFieldBefore reports whether the field span f follows a value of
// its own field: "the school calendar", "my machBar calendar" name the
// value by its field, they do not ask for the field.
func valueOfFieldBefore(spans []link.Span, f link.Span) bool {
	for _, v := range spans {
		if v.Kind != link.KindValue || v.To != f.From {
			continue
		}
		for _, r := range v.Refs {
			for _, fr := range f.Refs {
				if r.Source == fr.Source && r.Field == fr.Field {
					return true
				}
			}
		}
	}
	return false
}

// fieldQualifies reports whether the field span f names a field only to
// say which records, asking for none: after a value of the field ("in
// the school calendar") or before the word that names its source whole
// ("my first calendar event").
func (p *parser) fieldQualifies(f link.Span) bool {
	if valueOfFieldBefore(p.lk.res.Spans, f) {
		return true
	}
	q := p.lk.q
	if f.To >= len(q.Words) || p.env == nil || p.env.Lexicon == nil {
		return false
	}
	if next := strings.ToLower(q.Words[f.To].Raw); regularPast(next) && !strings.HasSuffix(next, "s") {
		// "which profile watched the most": a verb after its subject,
		// not a noun the field qualifies ("profile watches")
		return false
	}
	if presentThenDegree(q.Words[f.To:]) {
		// "which profile watches the most": the present of the verb,
		// for a noun "watches" would be followed by no degree word
		return false
	}
	return slices.ContainsFunc(f.Refs, func(r link.Ref) bool { return link.OwnCue(p.env.Lexicon, q.Words[f.To].Key, r.Source) })
}

// doneToField reports whether words are a verb's form made of the name
// of every field they link to, and none is so named ("journaling",
// "journaled" of the field journal): they say a doing, not the field.
func doneToField(words string, refs []link.Ref) bool {
	words = strings.ToLower(words)
	if len(refs) == 0 || strings.Contains(words, " ") {
		return false
	}
	for _, r := range refs {
		name := strings.ToLower(strings.ReplaceAll(r.Field, "_", " "))
		rest, ok := strings.CutPrefix(words, name)
		if !ok || rest != "ing" && rest != "ed" && rest != "ling" && rest != "led" {
			return false
		}
	}
	return true
}

// boundIn reports whether words are said in a bound on an amount read
// already ("with a heart rate over 110").
func (p *parser) boundIn(words string) bool {
	words = strings.ToLower(words)
	return slices.ContainsFunc(p.f.Content, func(c Cond) bool {
		return strings.ContainsAny(c.Expr, "<>") && strings.Contains(strings.ToLower(c.Words), words)
	})
}

func (p *parser) askedField() *Key { return p.askedFieldOf(false) }

// askedFieldOf is askedField; with stranded, only a field asked by the
// preposition its name ends in, left at the question's end (strandedAsked),
// which is asked before the noun after the wh-word is read ("what address
// was it delivered to": the address it was delivered to, not a place).
func (p *parser) askedFieldOf(stranded bool) *Key {
	if p.lk == nil || len(p.lk.fields) == 0 {
		return nil
	}
	about := p.aboutSources()
	// In a query of keywords a field said first, after names alone, is
	// asked ("twitter display name", "my spotify username").
	keywords := p.keywordsAsked()
	for _, s := range p.lk.fields {
		q := p.lk.q
		// A name of the library's between is part of the noun phrase
		// ("which YouTube channel", typed "which youtube channel": a
		// value said whole).
		bb := []byte(strings.ReplaceAll(string(p.t.low[:q.Words[s.From].Start]), string(used), " "))
		for _, n := range p.lk.res.Spans {
			if a, b := q.Words[n.From].Start, q.Words[n.To-1].End; n.Kind == link.KindValue && (n.Sure || n.Match == link.Exact) && b <= len(bb) {
				for i := a; i < b; i++ {
					bb[i] = ' '
				}
			}
		}
		before := string(bb)
		if _, act := p.lx.act.phrases.lookup(strings.ToLower(q.Words[max(s.From-1, 0)].Raw)); s.From > 0 && (q.Words[s.From-1].Upper || act) {
			// "which Google products": a name qualifying the noun asked
			// is part of its phrase, as is an activity's ("which netflix
			// profile")
			before = before[:min(len(before), q.Words[s.From-1].Start)]
		}
		if p.boundIn(q.Phrase(s.From, s.To)) {
			continue // read already as a bound on it ("runs with a heart rate over 110")
		}
		after := string(p.t.low[q.Words[s.To-1].End:])
		// "list the books I finished": the noun right after a request
		// is asked for, as after "which"
		listed := p.listed && listedBeforeRE().MatchString(before)
		if stranded && !strandedAsked(before, after, s.Refs) {
			continue
		}
		if !listed && !askedBeforeRE().MatchString(before) && !ofAfterRE().MatchString(after) && !(keywords && keywordLeadRE().MatchString(before)) && !strandedAsked(before, after, s.Refs) {
			continue // the field is named, not asked for ("how many tracks")
		}
		if p.yesno && s.Refs[0].List && hasListRE().MatchString(before) && !askedBeforeRE().MatchString(before) {
			continue // whether one is had, not what it is ("did I set a reminder for the standup")
		}
		if p.count && strings.HasPrefix(p.countNoun, q.Phrase(s.From, s.To)) {
			continue // counted, not asked for ("what is the number of books")
		}
		if p.fieldQualifies(s) {
			continue
		}
		if p.rankedBy(s) {
			continue // what is ranked by, not asked for ("my most retweeted tweet")
		}
		if p.activityNounOverField(s) {
			continue // the things of a doing ("which email had the most attachments": a mail)
		}
		if doneToField(q.Phrase(s.From, s.To), s.Refs) {
			continue // a doing, not the thing asked for ("my longest streak of journaling")
		}
		refs := s.Refs
		if len(about) == 0 && len(refs) > 1 {
			// "what tags did I use on Instagram": of the fields the word
			// names (the notes' tags, the posts' hashtags), those of the
			// source a name said is held in
			named := p.linkedValueSources()
			if kept := slices.DeleteFunc(slices.Clone(refs), func(r link.Ref) bool { return !slices.Contains(named, r.Source) }); len(kept) > 0 {
				refs = kept
			}
		}
		if p.most && len(refs) > 1 {
			// "which label do I use most": the field whose values recur
			// (the notes' labels), not a list of what exists, each once
			// (the account's labels)
			refs = slices.Clone(refs)
			slices.SortStableFunc(refs, func(x, y link.Ref) int { return boolOrder(p.recurs(y), p.recurs(x)) })
		}
		for _, r := range refs {
			if len(about) > 0 && !slices.Contains(about, r.Source) {
				continue
			}
			if !tree.IsName(r.Field) {
				continue
			}
			if fl := p.env.Catalog().Source(r.Source).Field(r.Field); fl != nil && fl.Kind == "bool" {
				// "which recurring events": a yes or no qualifies what
				// is asked (boolFields), it is not asked itself
				continue
			}
			a, b := q.Words[s.From].Start, q.Words[s.To-1].End
			if !strings.ContainsRune(string(p.t.low[a:b]), used) && !stranded {
				// a stranded field's words stay, the verb that ends
				// the question: taken, they would end a name before them
				// ("the mail \"Signed\" delivered to": mail to "Signed")
				p.t.consume(a, b)
			}
			p.askedIn = nil
			for _, r2 := range s.Refs {
				if r2.Field == r.Field && (len(about) == 0 || slices.Contains(about, r2.Source)) {
					p.askedIn = append(p.askedIn, r2.Source)
				}
			}
			return p.typedKey(r)
		}
	}
	return nil
}

// strandedAsked reports whether a field whose name ends in a preposition
// ("delivered_to") is asked by a question that begins with its wh-word and
// ends with the field, the preposition stranded there: "what address was
// the mail about the RPM macros delivered to", "where was it delivered
// to". The wh-word is the preposition's object, the field's value.
func strandedAsked(before, after string, refs []link.Ref) bool {
	if strings.Trim(after, " ?.!\"'") != "" || !strandedWhRE().MatchString(before) {
		return false
	}
	return len(refs) > 0 && !slices.ContainsFunc(refs, func(r link.Ref) bool {
		i := strings.LastIndexByte(r.Field, '_')
		return i < 0 || !strandedPreps[r.Field[i+1:]]
	})
}

// strandedPreps are the prepositions a field's name may end in that a
// question leaves at its end.
var strandedPreps = map[string]bool{"to": true, "from": true, "for": true, "by": true, "with": true, "at": true, "in": true, "on": true}

// strandedWhRE: a question that begins with its wh-word, and a verb after
// it ("what address was …", "where was …", "who was it forwarded to");
// group 1 the wh-word and its noun.
var strandedWhRE = lazyre.New(`^\s*((?:which|what|where|who|whom)\b(?:\s+\w+)?)\s+(?:was|were|is|are|has|have|had|did|does|do)\b`)

// activityNounOverField reports whether a field's word is rather the noun
// of an activity whose sources hold another field the question names,
// which the field's own sources do not ("which email had the most
// attachments": a mail, whose attachments mails keep, not the account's
// email address).
func (p *parser) activityNounOverField(s link.Span) bool {
	a, ok := p.lx.act.phrases.lookup(strings.ToLower(p.lk.q.Phrase(s.From, s.To)))
	if !ok || len(a.Sources) == 0 {
		return false
	}
	if q := p.lk.q; s.To < len(q.Words) && slices.ContainsFunc(a.Sources, written) && (strings.EqualFold(q.Words[s.To].Raw, "about") || strings.EqualFold(q.Words[len(q.Words)-1].Raw, "about")) {
		// "the email about transparency", "what was the email to Tim
		// Belden about": what is about something is what was written,
		// a mail, not an address
		return true
	}
	for _, o := range p.lk.fields {
		if o.From == s.From && o.To == s.To {
			continue
		}
		ofAct := slices.ContainsFunc(o.Refs, func(r link.Ref) bool { return slices.Contains(a.Sources, r.Source) })
		ofOwn := slices.ContainsFunc(o.Refs, func(r link.Ref) bool {
			return slices.ContainsFunc(s.Refs, func(x link.Ref) bool { return x.Source == r.Source })
		})
		if ofAct && !ofOwn {
			return true
		}
	}
	return false
}

// linkedValueSources are the sources that hold the values the question names
// (each linked span's, before any is applied).
func (p *parser) linkedValueSources() []string {
	var out []string
	for _, n := range p.lk.res.Spans {
		if n.Kind != link.KindValue {
			continue
		}
		for _, r := range n.Refs {
			if !slices.Contains(out, r.Source) {
				out = append(out, r.Source)
			}
		}
	}
	return out
}

// typedKey is the key of a field the question names, a number where the
// library's values of it are numbers ("my lowest weight", "my average
// sleep": the person's own measures, named as they named them).
func (p *parser) typedKey(r link.Ref) *Key {
	k := fieldKey(r)
	if fl := p.env.Catalog().Source(r.Source).Field(r.Field); fl != nil && fl.Kind == "number" && !r.List {
		switch fl.Unit {
		case "s":
			k.Extract.Type = qa.TypeDuration // "sleep:: 7h 30m"
		case "km":
			k.Extract.Type = qa.TypeDistance
		default:
			k.Extract.Type = qa.TypeNumber
			if _, class := qa.UnitOf(r.Field); class == qa.UnitMoney {
				// "my biggest discount": an amount, in the currency its
				// events keep, as numberField reads it
				k.Extract.Type = qa.TypeMoney
			}
		}
	}
	return k
}

// numberCounted is the field of numbers "how many" counts when its noun
// names one ("how many coffees", coffee:: 2 in the day's note): the
// amounts written are added up, not the events counted.
func (p *parser) numberCounted() *Key {
	if p.lk == nil || !p.count || p.env.Catalog() == nil {
		return nil
	}
	q := p.lk.q
	noun := strings.TrimSpace(p.countNoun)
	for _, s := range p.lk.fields {
		ph := strings.ToLower(q.Phrase(s.From, s.To))
		if ph == "" || noun != ph && !strings.HasPrefix(noun, ph+" ") {
			continue
		}
		if a := p.lx.act.phrases.re.FindString(noun); len(a) > len(ph) && strings.HasPrefix(noun, a) {
			// "how many weight training sessions": the field's word
			// begins the name of an activity, whose sessions are counted
			continue
		}
		var k *Key
		for _, r := range s.Refs {
			if !tree.IsName(r.Field) || r.List {
				continue
			}
			fl := p.env.Catalog().Source(r.Source).Field(r.Field)
			if fl == nil || fl.Kind != "number" || k != nil && k.Attr != attrFor(r.Field) {
				return nil
			}
			k = p.typedKey(r)
		}
		if k != nil {
			a, b := p.spanBytes(s)
			p.t.consume(a, b)
		}
		return k
	}
	return nil
}

// unlinked returns the content words left of the question that nothing
// understood and that the library never uses: they would only empty the
// retrieval. Lower-case ones are consumed; names (capitalised) stay, so
// that a name the library does not hold finds nothing rather than
// everything. All are reported.
// anyPlaceRE: an indefinite adverb of place, which names no place ("did
// I travel anywhere", "go somewhere"), as "anything" names no thing.
var anyPlaceRE = lazyre.New(`^(?:anywhere|somewhere|anyplace|someplace)$`)

// directionRE: a word of where a motion goes ("to", "away"), which follows
// a verb, not a noun of the act ("moving to the mountains").
var directionRE = lazyre.New(`^(?:to|into|towards?|away|abroad)$`)

func (p *parser) unlinked() []string {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return nil
	}
	occasions := p.unheldOccasions()
	// an occasion nothing read says when the things asked about were:
	// what was found on whatever day is no answer about it
	p.f.Restricting = append(p.f.Restricting, occasions...)
	out := append(p.unheldTitles(), occasions...)
	t := p.t
	for _, ph := range p.env.Lexicon.Parse(string(t.low)).Phrases {
		for _, tok := range ph.Tokens {
			if strings.ContainsRune(tok.Raw, used) || ascii.IsDigits(tok.Key) {
				continue
			}
			if (p.env.Catalog().Terms[tok.Key] > 0 || p.env.Catalog().Terms[stem.Word(strings.ToLower(tok.Raw))] > 0 || p.lx.knows(tok.Raw)) && !p.predicateOfValue(tok.Pos, strings.ToLower(tok.Raw)) {
				// the library's word as its index keeps it too: accents
				// and all ("réunion"), where the question's key folds them
				continue
			}
			if skipVerbRE().MatchString(strings.ToLower(tok.Raw)) && p.toldNotDone() {
				continue // "did I miss the gym": what a journal tells was not done
			}
			if beginVerbRE().MatchString(strings.ToLower(tok.Raw)) {
				continue // "how many messages did Gustav and I exchange"
			}
			if anyPlaceRE().MatchString(strings.ToLower(tok.Raw)) && p.f.act != nil && p.f.act.ID == "trip" {
				continue // "did I travel anywhere": a trip to no place named
			}
			if p.gameOfSport(t.low, tok.Pos) {
				continue // "badminton matches": the sessions of it
			}
			if p.namesOwnSource(tok.Raw) {
				continue // "my location visits": the records asked of, by their name
			}
			raw := t.original(tok.Pos, tok.Pos+len(tok.Raw))
			if slices.Contains(out, raw) {
				continue // an unheld title's, said once
			}
			out = append(out, raw)
			if sg := p.env.Speller().Suggest(raw, "", 1); len(sg) > 0 && !spell.English(raw) {
				// a word of English is no misspelling of the library's
				// ("skip" is not "ski" mistyped)
				p.f.Suggested = append(p.f.Suggested, Suggestion{Word: raw, Meant: sg[0].Word})
			}
			if ws := p.countedPhrase(); len(ws) > 0 && strings.EqualFold(raw, ws[0]) && !p.fieldWord(raw) && !(len(ws) > 1 && p.knownWord(ws[1])) {
				// "how many followers", none recorded: what is counted is
				// looked for, and not found, rather than everything else
				// ("how many original tweets": a word before a noun
				// understood only qualifies it, and goes)
				continue
			}
			if p.sum && strings.EqualFold(raw, p.sumNoun) && !slices.Contains(p.f.Restricting, raw) {
				// "how much rent do I pay", rent nowhere recorded: the
				// total of everything else is no answer about it
				p.f.Restricting = append(p.f.Restricting, raw)
			}
			if p.predicateCounted(raw) {
				// "how many of my tweets were replies", no replies
				// recorded: what they were is looked for, and not found,
				// rather than every tweet counted
				continue
			}
			if p.objectOfDoing(tok.Pos) {
				// "did I buy an umbrella", "how much did I spend on
				// guitars": what was done is looked for, and not found,
				// rather than whatever else was bought
				continue
			}
			if !fold.Capitalised(raw) && !link.InnerUpper(raw) || strings.TrimSpace(string(t.low[:tok.Pos])) == "" && !fold.Capitalised(nextWord(t.orig[t.off[tok.Pos+len(tok.Raw)]:])) {
				// lower-case, or capitalised only as the question's first
				// word ("Including the lake, how often …"; not a name of
				// several words: "Zanzibar Quartet …")
				t.consume(tok.Pos, tok.Pos+len(tok.Raw))
			}
		}
	}
	for _, c := range p.env.Lexicon.Parse(string(t.low)).Cues {
		// "how much did I spend on Amazon", no purchases exported but a
		// journal's receipts: the service is kept, as a name is
		if i := wordIndex(string(t.low), c.Text); i > 0 {
			if raw := t.original(i, i+len(c.Text)); !slices.Contains(out, raw) && p.unheldService(raw, c) {
				out = append(out, raw)
			}
		}
	}
	if ws := p.countedPhrase(); len(ws) >= 2 && p.unplayedHead(ws[len(ws)-1]) {
		// (a word the retrieval's lexicons know, "lessons", is no
		// phrase above: it is searched for, but not in a stream)
		w := ws[len(ws)-1]
		if i := wordIndex(string(t.low), w); i >= 0 {
			if raw := t.original(i, i+len(w)); !slices.Contains(out, raw) {
				out = append(out, raw)
				p.f.Restricting = append(p.f.Restricting, raw)
				t.consume(i, i+len(w))
			}
		}
	}
	return out
}

// passiveEndRE: a participle of the passive closing its clause, after the
// auxiliary and the thing it was done to ("when was the black bin
// collected", "which days were the bins emptied in April"): group 1 the
// words between, what the verb was done to.
var passiveEndRE = lazyre.New(`\b(?:was|were|is|are|been|get|gets|got)\s+((?:[\p{L}\p{N}'’-]+\s+){1,6}?)$`)

// passiveCloseRE: what may follow a participle that closes its clause: the
// end, a time or place said with a preposition, "last", "first".
var passiveCloseRE = lazyre.New(`^(?:[\s?.!]*$|\s+(?:in|on|at|during|last|first|most|this|before|after|since|between|from|by)\b)`)

// predicateOfValue reports whether the participle at pos is the verb of a
// passive said of a thing the library names by a value ("when was the
// black bin collected": a calendar's "Refuse black bin"), and no word of
// the value it was linked to: what was done to the thing is the record
// itself, not a word to look for with it, though the library uses the
// word elsewhere ("collect" in a mail). The participle is then reported as
// not understood, as any word the library does not use.
func (p *parser) predicateOfValue(pos int, w string) bool {
	if p.lk == nil || p.lk.res == nil || !pastParticipleRE().MatchString(w) || len(w) < 5 {
		return false
	}
	// the words as asked: those read already ("when was", "in April") tell the clause too
	t := p.t
	before, after := strings.ToLower(t.orig[:t.off[pos]]), strings.ToLower(t.orig[t.off[pos+len(w)]:])
	m := passiveEndRE().FindStringSubmatchIndex(before)
	if m == nil || !passiveCloseRE().MatchString(after) {
		return false
	}
	st := stem.Word(w)
	for _, s := range p.lk.res.Spans {
		if s.Kind != link.KindValue || len(s.Refs) == 0 {
			continue
		}
		if a, b := p.spanBytes(s); t.off[a] < m[2] || b > pos {
			continue // the thing the verb was done to, between the auxiliary and the verb
		}
		for _, r := range s.Refs {
			for _, vw := range wordRE().FindAllString(strings.ToLower(r.Value), -1) {
				if stem.Word(vw) == st {
					return false // "when was the report submitted", "Report submitted" a value
				}
			}
		}
		return true
	}
	return false
}

// wordIndex is the byte offset of the first whole word w in s, or -1.
func wordIndex(s, w string) int {
	for off := 0; ; {
		i := strings.Index(s[off:], w)
		if i < 0 {
			return -1
		}
		i += off
		end := i + len(w)
		if (i == 0 || !unicode.IsLetter(rune(s[i-1]))) && (end == len(s) || !unicode.IsLetter(rune(s[end]))) {
			return i
		}
		off = i + 1
	}
}

// unheldService reports whether a token is the name of a service
// (capitalised, not the question's first word: "Amazon", "Netflix") that
// only names sources the library holds none of: known as a service, not
// as a word of the library, it names what no record is of, and is kept
// as a name to search for, which finds nothing, rather than dropped and
// everything else summed ("how much did I spend on Amazon", a journal's
// receipts).
func (p *parser) unheldService(raw string, c *rlex.Cue) bool {
	if !fold.Capitalised(raw) || strings.Contains(c.Text, " ") {
		return false
	}
	for _, sw := range c.Sources {
		if p.env.Catalog().Has(sw.Source) {
			return false
		}
	}
	return len(c.Sources) > 0
}

// namesActSource reports whether the word names, as a whole, a source the
// question's activity reads (sources.tsv's "*"): "message" names chats
// first and mail too, so in a library of mail and no chats the messages
// asked of are the mails, and the word was understood.
func (p *parser) namesActSource(key string) bool {
	a := p.f.act
	if a == nil || len(a.Sources) == 0 {
		return false
	}
	for _, c := range p.env.Lexicon.Parse(key).Cues {
		for _, sw := range c.Sources {
			if sw.Whole && sw.Key == "" && sw.Weight >= 0.5 && slices.Contains(a.Sources, sw.Source) && p.env.Catalog().Has(sw.Source) {
				return true
			}
		}
	}
	return false
}

// namesOwnSource reports whether w is the library's own name of a kind of
// records the question is about (the source "location" of "location
// visits"): it says which records, as the words that pointed at them do.
func (p *parser) namesOwnSource(w string) bool {
	if p.env.Catalog() == nil {
		return false
	}
	sources := slices.Clone(p.f.Sources)
	if a := p.f.act; a != nil {
		sources = append(sources, a.Sources...)
	}
	if p.lk != nil && len(sources) == 0 {
		// or those of the values read ("visits": the location's
		// segment)
		for _, s := range slices.Concat(p.lk.held, p.lk.soft, p.lk.fielded) {
			for _, r := range s.Refs {
				sources = append(sources, r.Source)
			}
		}
	}
	key := stem.Word(strings.ToLower(w))
	return slices.ContainsFunc(sources, func(src string) bool {
		return p.env.Catalog().Has(src) && stem.Word(strings.ReplaceAll(src, "_", " ")) == key
	})
}

// unheldTitles returns the words written as a name where English puts a
// title ("when did I watch Friends", "how many episodes of Friends") that
// nothing linked and the library never uses, though they are English
// words some lexicon knows ("friends"): a title the library does not
// hold, reported and kept, so that it finds nothing rather than being
// read as the word (everything watched with friends) or dropped (every
// episode counted).
func (p *parser) unheldTitles() []string {
	var out []string
	t := p.t
	toks := rlex.Tokens(t.orig)
	for i, tok := range toks {
		low := strings.ToLower(tok.Raw)
		if i < 2 || tok.Raw == "I" || !fold.Capitalised(tok.Raw) || fold.NotName(low) || !rlex.TitleSlot(toks, i) {
			continue
		}
		if p.env.Catalog().Terms[tok.Key] > 0 || p.env.Catalog().Terms[stem.Word(low)] > 0 || len(p.env.Lexicon.Parse(low).Cues) > 0 {
			continue // the library's word, or a source's ("watch Netflix")
		}
		if _, ok := p.lx.act.phrases.lookup(low); ok {
			continue // an activity's word ("watch TV")
		}
		if len(p.env.Lexicon.Parse(low).Concepts) == 0 && !p.lx.knows(low) {
			continue // no English word the lexicons would read instead: the name is searched as it is ("Seinfeld")
		}
		if a := lowPos(t, tok.Pos); a < 0 || strings.ContainsRune(string(t.low[a:a+len(low)]), used) {
			continue // read by something: a name the library holds
		}
		out = append(out, tok.Raw)
		p.unheldTitle = true
	}
	return out
}

// unheldOccasions returns the names of occasions nothing read: a run of
// capitalised words that ends in a word of time ("Prime Day", "Fashion
// Week", "Singles Day"), as English names a day or a season kept for
// something, that no time expression knows and the library holds as no
// name. Its words are searched for, but what was found on whatever day
// is no answer about the occasion's: it is said not understood rather than
// passing for it.
func (p *parser) unheldOccasions() []string {
	var out []string
	t := p.t
	toks := rlex.Tokens(t.orig)
	for i := 1; i < len(toks); i++ {
		j := i
		for j < len(toks) && toks[j].Raw != "I" && fold.Capitalised(toks[j].Raw) && p.unread(toks[j]) {
			j++
		}
		if j-i >= 2 && p.env.Lexicon.WordClass(toks[j-1].Key) == rlex.TimeWord && p.env.Lexicon.WordClass(toks[i].Key) != rlex.TimeWord && !fold.NotName(strings.ToLower(toks[i].Raw)) {
			out = append(out, t.orig[toks[i].Pos:toks[j-1].Pos+len(toks[j-1].Raw)])
		}
		i = j
	}
	return out
}

// unread reports whether nothing has read the word tok of the question.
func (p *parser) unread(tok rlex.Token) bool {
	a := lowPos(p.t, tok.Pos)
	return a >= 0 && a+len(tok.Raw) <= len(p.t.low) && !strings.ContainsRune(string(p.t.low[a:a+len(tok.Raw)]), used)
}

// keepUnheldNames puts back in the query a name the library does not
// hold that the reading left out of it ("what was the first season of
// Dexter I watched": the seasons of every series were read): the name
// finds nothing, as said, rather than the answer passing for Dexter's. A
// name beside one the library holds ("Tayor Swift", Swift linked to
// Taylor Swift) was read with it, and the question's first word is no
// name for being capitalised.
func (p *parser) keepUnheldNames() {
	f := p.f
	if p.env.Catalog() == nil {
		return
	}
	toks := rlex.Tokens(p.t.orig)
	for _, u := range f.Unlinked {
		if !fold.Capitalised(u) && !link.InnerUpper(u) || strings.Contains(f.Query, u) {
			continue
		}
		i := slices.IndexFunc(toks, func(t rlex.Token) bool { return t.Raw == u })
		if i <= 0 || p.readToken(toks, i-1) || p.readToken(toks, i+1) {
			continue
		}
		if slices.ContainsFunc(f.Content, func(c Cond) bool { return strings.Contains(c.Words, u) }) {
			continue
		}
		if f.Query == "everything" || f.Query == "anything" {
			f.Query = u
		} else {
			f.Query += " " + u
		}
		f.Subject += " " + u
	}
}

// readToken reports whether toks[i] is a capitalised word something read
// (a name the library holds).
func (p *parser) readToken(toks []rlex.Token, i int) bool {
	if i < 0 || i >= len(toks) || !fold.Capitalised(toks[i].Raw) {
		return false
	}
	a := lowPos(p.t, toks[i].Pos)
	return a >= 0 && strings.ContainsRune(string(p.t.low[a:min(len(p.t.low), a+len(toks[i].Raw))]), used)
}

// lowPos is the offset in t.low of the byte at offset b of t.orig, or -1.
func lowPos(t *text, b int) int {
	for i, o := range t.off[:len(t.low)] {
		if o == b {
			return i
		}
	}
	return -1
}

// objectOfDoing reports whether the word at offset i of the lower-cased
// question (p.t.low) is the object of what the question asks was done: after a
// word naming an activity ("buy", "ordered", "watch") or a verb of a
// title ("listen to"), or what money was spent on or paid for, with only
// determiners between.
func (p *parser) objectOfDoing(i int) bool {
	before := strings.Fields(strings.ToLower(p.t.orig[:p.t.off[i]])) // as said, whatever has read its words
	for len(before) > 0 && determinerRE().MatchString(before[len(before)-1]) {
		before = before[:len(before)-1]
	}
	if len(before) == 0 {
		return false
	}
	w := before[len(before)-1]
	if w == "what" || w == "which" {
		// "what camera did I buy", "which kettle did I order": the
		// object asked for ahead of its verb
		after := strings.FieldsFunc(strings.ToLower(p.t.orig[p.t.off[i]:]), func(r rune) bool { return !fold.WordRune(r) })
		if len(after) < 4 || !doAuxRE().MatchString(after[1]) || after[2] != "i" && after[2] != "we" {
			return false
		}
		// of the verb the activity was read from ("what games did I
		// play" searches for the games, whatever was played)
		return moneyVerbRE().MatchString(after[3]) || p.actVerb(after[3])
	}
	if (w == "on" || w == "for") && len(before) > 1 && moneyVerbRE().MatchString(before[len(before)-2]) {
		return true
	}
	if w == "to" && len(before) > 1 {
		w = before[len(before)-2]
		return rlex.TitleVerb(rlex.WordKey(w)) || goVerbRE().MatchString(w)
	}
	if rlex.TitleVerb(rlex.WordKey(w)) || doVerbRE().MatchString(w) || goVerbRE().MatchString(w) || moneyVerbRE().MatchString(w) {
		// "how often did I do meditation", "when did I last eat
		// lasagna", "did I go snorkeling", "how much did I pay the
		// plumber": what was done, eaten, gone to or paid is looked for, and not found, rather than every doing of
		// the library counted
		return true
	}
	return p.actVerb(w)
}

// actVerb reports whether w is a verb of the activity the question was
// read as ("bought" of purchases).
func (p *parser) actVerb(w string) bool {
	a, ok := p.lx.act.phrases.lookup(w)
	return ok && p.f.act == a && verbFormRE().MatchString(w)
}

// unreadObject returns the statement of a thing done, eaten or drunk
// ("I drank tea") whose verb the library's values read (the journal's
// activity "drinks") and whose object no value, field or lexicon word
// does: "" when there is none.
func (p *parser) unreadObject() string {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return ""
	}
	t := p.t
	if m := frontedObjectRE().FindStringSubmatch(strings.ToLower(t.orig)); m != nil && doVerbRE().MatchString(m[2]) && !doAuxRE().MatchString(m[2]) &&
		!slices.Contains(strings.FieldsFunc(string(t.low), func(r rune) bool { return !fold.WordRune(r) }), m[2]) {
		// the object asked for by "how many" ahead of the verb ("how
		// many cups of tea did I drink"), none of its words understood,
		// the verb read as a kind of events: what it is counted in
		// ("cups of") is no part of it
		obj := strings.Fields(m[1])
		if !slices.ContainsFunc(obj, func(w string) bool {
			return !slices.ContainsFunc(p.f.Unlinked, func(u string) bool { return strings.EqualFold(u, w) })
		}) {
			return "I " + p.past(m[2]) + " " + strings.Join(obj, " ")
		}
	}
	for _, ph := range p.env.Lexicon.Parse(string(t.low)).Phrases {
		for _, tok := range ph.Tokens {
			if strings.ContainsRune(tok.Raw, used) || ascii.IsDigits(tok.Key) || fold.Capitalised(t.original(tok.Pos, tok.Pos+len(tok.Raw))) ||
				p.env.Catalog().Terms[tok.Key] > 0 || p.env.Catalog().Terms[stem.Word(strings.ToLower(tok.Raw))] > 0 || p.lx.knows(tok.Raw) || !spell.English(tok.Raw) {
				continue
			}
			before := strings.Fields(strings.ToLower(t.orig[:t.off[tok.Pos]]))
			n := len(before)
			for n > 0 && determinerRE().MatchString(before[n-1]) {
				n--
			}
			if n == 0 || !doVerbRE().MatchString(before[n-1]) || doAuxRE().MatchString(before[n-1]) {
				continue
			}
			// a verb still unread is left for the statement to read;
			// only one read as something else (the kind of events it
			// names) leaves its object unread. A whole word: "eat" is
			// not read in "great".
			if slices.Contains(strings.FieldsFunc(string(t.low[:tok.Pos]), func(r rune) bool { return !fold.WordRune(r) }), before[n-1]) {
				continue
			}
			return "I " + p.past(before[n-1]) + " " + strings.Join(append(before[n:], strings.ToLower(tok.Raw)), " ")
		}
	}
	return ""
}

// frontedObjectRE: an object asked for by "how many" or "how much" ahead
// of the question's auxiliary and subject (group 1, without what it is
// counted in: "cups of"), and the verb after them (group 2).
var frontedObjectRE = lazyre.New(`^\s*how\s+(?:many|much)\s+(?:\pL+\s+of\s+)?((?:\pL+\s+){0,2}?\pL+)\s+(?:did|do|does|have|has|had)\s+(?:i|we)\s+(\pL+)\b`)

// doAuxRE: the forms of "do" and "have" that are as often the
// auxiliary of the question ("did I", "have I") as a verb of their own
// (auxRE's, the verbs of doing among them).
var doAuxRE = lazyre.New(`^(?:do|does|did|have|has|had)$`)

// doVerbRE: verbs whose object is the thing done, had, eaten or drunk:
// the light verbs of doing ("do yoga", "have oysters", "practise the
// piano") and those of eating and drinking.
var doVerbRE = lazyre.New(`^(?:do|does|did|doing|done|practi[cs]e|practi[cs]es|practi[cs]ed|practi[cs]ing|have|has|had|having|eat|eats|ate|eaten|eating|drink|drinks|drank|drunk|drinking)$`)

// goVerbRE: the forms of "go", whose object ("go bowling") or whose "to"
// ("go to the sauna") names where or what was gone to.
var goVerbRE = lazyre.New(`^(?:go|goes|went|gone|going)$`)

// determinerRE: the words before a noun that only say which or how many.
var determinerRE = lazyre.New(`^(?:a|an|the|any|some|my|new|more|another)$`)

// moneyVerbRE: verbs of paying, whose "on" or "for" names what was paid for.
var moneyVerbRE = lazyre.New(`^(?:spend|spends|spent|spending|pay|pays|paid|paying)$`)

// verbFormRE: a word that may be a verb (not a noun of the activity,
// "purchases", "orders"): its base, past or -ing form.
var verbFormRE = lazyre.New(`^(?:[a-z]+(?:ed|ing)|bought|buy|order|purchase|get|got|watch|play|read|shop)$`)

// predicateUnread marks restricting the words said of the things after
// their verb that nothing read, where the question asks how many or what
// share of them were so: "what proportion of the films I watched were
// dramas", "how many of the movies I watched in 2024 were romances", no
// genre recorded. Counting every film is no answer about dramas; the
// answer says so. A word read as nothing else is said not understood.
func (p *parser) predicateUnread() {
	words := p.shareUnread
	if p.count && strings.HasPrefix(strings.TrimSpace(strings.ToLower(p.countNoun)), "of ") {
		words = append(words, p.saidAfterCopula()...)
	}
	for _, w := range words {
		i := slices.IndexFunc(p.f.Unlinked, func(u string) bool { return strings.EqualFold(u, w) })
		if i < 0 && len(p.shareUnread) == 0 {
			continue // a partitive's word understood ("how many of my runs were long")
		}
		if i < 0 {
			p.f.Unlinked = append(p.f.Unlinked, w)
		} else {
			w = p.f.Unlinked[i]
		}
		if !slices.Contains(p.f.Restricting, w) {
			p.f.Restricting = append(p.f.Restricting, w)
		}
	}
}

// saidAfterCopula are the words of content said after the first "were"
// ("was", "are", "is") of the question, up to its end: what the things
// asked about were said to be. Words of function, numbers, the nouns of
// activities ("family films": films) and words of time are none.
func (p *parser) saidAfterCopula() []string {
	low := strings.ToLower(p.said)
	m := shareCopulaRE().FindStringIndex(low)
	if m == nil {
		return nil
	}
	var times []timex.Span
	if p.tre != nil && p.tre.tx != nil {
		times = p.tre.tx.Parse(p.said, timex.Options{})
	}
	var out []string
	for _, w := range letterWordRE().FindAllStringIndex(low[m[0]:m[1]], -1)[1:] {
		a, b := m[0]+w[0], m[0]+w[1]
		word := low[a:b]
		if _, ok := p.lx.act.phrases.lookup(word); ok || len(word) < 3 || kindWordStopRE().MatchString(word) || functionWordRE().MatchString(word) || determinerRE().MatchString(word) ||
			slices.ContainsFunc(times, func(sp timex.Span) bool { return a >= sp.Start && b <= sp.End }) {
			continue
		}
		out = append(out, p.said[a:b])
	}
	return out
}

// letterWordRE: a word of letters, hyphens inside it.
var letterWordRE = lazyre.New(`\pL+(?:-\pL+)*`)

// predicateCounted reports whether w is said of what a partitive count
// counts, after its verb ("how many of my tweets were replies": replies).
func (p *parser) predicateCounted(w string) bool {
	if !p.count {
		return false
	}
	cn := strings.ToLower(strings.TrimSpace(p.countNoun))
	f := strings.Fields(cn)
	if len(f) < 2 || f[0] != "of" || !slices.Contains([]string{"were", "are", "was", "is"}, f[len(f)-1]) {
		return false
	}
	low := strings.ToLower(p.f.Question)
	k := strings.Index(low, cn)
	if k < 0 {
		return false
	}
	rest := strings.FieldsFunc(low[k+len(cn):], func(r rune) bool { return !(r >= 'a' && r <= 'z') })
	return slices.Contains(rest[:min(len(rest), 3)], strings.ToLower(w))
}

// knownWord reports whether a word of the question is one the planner's
// lexicons or the library know (a noun that names an activity, a term the
// library holds).
func (p *parser) knownWord(w string) bool {
	low := strings.ToLower(w)
	if _, ok := p.lx.act.phrases.lookup(low); ok || p.lx.knows(w) {
		return true
	}
	return p.libraryWrites(low)
}

// libraryWrites reports whether the library's words hold w, as its index
// keys the word or by its stem.
func (p *parser) libraryWrites(w string) bool {
	cat, low := p.env.Catalog(), strings.ToLower(w)
	return cat != nil && (cat.Terms[rlex.Key(low)] > 0 || cat.Terms[stem.Word(low)] > 0)
}

// fieldWord reports whether a word is linked as a field of the library
// ("attachments").
func (p *parser) fieldWord(w string) bool {
	if p.lk == nil {
		return false
	}
	for _, s := range p.lk.fields {
		if strings.EqualFold(p.lk.q.Phrase(s.From, s.To), w) {
			return true
		}
	}
	return false
}

// unplayedHead reports whether raw is the head noun of what a how-many
// question counts, after a word of a stream's activity that modifies it
// ("how many music lessons": lessons, not songs), where the activity's
// records are streams, which keep what was played and are searched for
// no word: that the library writes the word elsewhere (a calendar's
// "Guitar lessons") makes it no word of the plays counted, and the count
// of every song played must say it was not understood.
func (p *parser) unplayedHead(raw string) bool {
	a := p.f.act
	if a == nil || !a.Structured || len(a.Sources) == 0 || slices.ContainsFunc(a.Sources, func(s string) bool { return !streamed(s) }) {
		return false
	}
	ws := p.countedPhrase()
	if len(ws) < 2 || !strings.EqualFold(ws[len(ws)-1], raw) {
		return false
	}
	if _, ok := p.lx.act.phrases.lookup(strings.ToLower(ws[len(ws)-2])); !ok {
		return false // the head of no activity's word ("how many new songs")
	}
	low := strings.ToLower(raw)
	if functionWords[low] || !thesaurus.Noun(low) {
		return false // no noun ("songs by", "episodes of")
	}
	if _, ok := p.lx.act.phrases.lookup(low); ok {
		return false // a word of an activity ("music plays")
	}
	if _, ok := p.lx.groups.phrases.lookup(low); ok || p.fieldWord(raw) || p.wordOfFields(a.Sources, low) {
		return false // what the plays are grouped by or keep ("music artists", "movie titles")
	}
	return true
}

// wordOfFields reports whether a word, or its singular, is a word of the
// name of one of sources or of the key of one of their fields ("streams":
// music_stream; "titles": movie_title).
func (p *parser) wordOfFields(sources []string, w string) bool {
	one, _ := plural.One(w) // w itself where it is no plural
	of := func(key string) bool {
		return slices.ContainsFunc(strings.Split(key, "_"), func(k string) bool { return k == w || k == one })
	}
	for _, name := range sources {
		if of(name) {
			return true
		}
		src := p.env.Catalog().Source(name)
		if src == nil {
			continue
		}
		if slices.ContainsFunc(src.Fields, func(f catalog.Field) bool { return of(f.Key) }) {
			return true
		}
	}
	return false
}

// countedPhrase is what a how-many question counts: the words after "how
// many" (its partitive "of my" aside) up to its verb or subject ("how
// many running shoes did I buy": running shoes), or "".
func (p *parser) countedPhrase() []string {
	if !p.count {
		return nil
	}
	var out []string
	for _, w := range strings.Fields(p.countNoun) {
		switch {
		case len(out) == 0 && partitiveWordRE().MatchString(w):
			continue
		case auxRE().MatchString(w) || pronounRE().MatchString(w):
			return out
		case len(out) > 0 && p.isPast(w):
			// "bananas bought 2020 count": the verb after the noun
			// says what was done with them, no word of their name
			return out
		}
		out = append(out, w)
	}
	return out
}

// partitiveWordRE: the words of a partitive and the determiners before
// what is counted ("of my", "of the", "all the").
var partitiveWordRE = lazyre.New(`^(?:of|my|our|the|your|these|those|all)$`)

// everythingUnread marks restricting the words not understood of a
// question whose search is everything, nothing read of it but who was
// there and when ("when did Jonas and I fight", fighting nowhere
// recorded): those words were all that said what was asked, and what was
// found without them is whatever else there was with them. A question
// with a thing, a kind or a measure read ("physio sessions for my knee")
// is about that, the words left over only narrowing it.
func (p *parser) everythingUnread() {
	if p.f.Query != "everything" || p.f.act != nil || p.meas != nil || p.f.Measure != nil || len(p.f.Content) == 0 {
		return
	}
	for _, c := range p.f.Content {
		if len(c.Needs) == 0 || slices.ContainsFunc(c.Needs, func(a attrSpec) bool { return !personFields[a.Name] }) {
			return
		}
	}
	for _, w := range p.f.Unlinked {
		if !fold.Capitalised(w) && !slices.Contains(p.f.Restricting, w) {
			p.f.Restricting = append(p.f.Restricting, w)
		}
	}
}

// countedNoun is the first word of what a how-many question counts
// ("how many followers", "how many of my followers": followers), or "".
func (p *parser) countedNoun() string {
	if ws := p.countedPhrase(); len(ws) > 0 {
		return ws[0]
	}
	return ""
}

// toldNotDone reports whether the library holds happenings told as not
// done (a journal's "Skipped the gym": modality "negated"), which is
// what a question of skipping or missing something asks for.
func (p *parser) toldNotDone() bool { return p.toldAs("negated") }

// planMadeRE: the verbs of making a plan ahead, as a dictionary defines
// "book": to arrange for and reserve in advance.
// said with me as its subject ("did I book", "have we reserved"): "books"
// after "how many" is the noun.
var planMadeRE = lazyre.New(`\b(?:i|we)\s+(?:have\s+|had\s+|just\s+)?(book|booked|reserve|reserved)\b`)

// planMade is the past of the verb of making a plan that stmt says
// ("booked" of "when did I book the flights"), where the library's
// journal tells happenings as planned; "" otherwise.
func (p *parser) planMade() string {
	m := planMadeRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	if m == nil || !p.toldAs("planned") {
		return ""
	}
	if strings.HasPrefix(m[1], "book") {
		return "booked"
	}
	return "reserved"
}

// toldAs reports whether the library's journal tells happenings with the
// modality ("negated", "planned").
func (p *parser) toldAs(modality string) bool { return p.journalHolds("modality", modality) }

// journalHolds reports whether a field of the library's journal holds the
// value among those the catalog keeps.
func (p *parser) journalHolds(field, value string) bool {
	src := p.env.Catalog().Source(ingest.Journal)
	if src == nil {
		return false
	}
	f := src.Field(field)
	return f != nil && slices.ContainsFunc(f.Values, func(v catalog.Value) bool { return v.Text == value })
}

// nextWord is the first word of s.
func nextWord(s string) string {
	f := strings.Fields(s)
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// recordingAsked keeps, of the sources that name the values asked of, the
// day notes that record the field asked where the others are the
// happenings their days tell (an entry_id names the day): retrieved
// together, the happenings stand for the note and its field is lost
// ("how was the weather in Lisbon": the notes of Lisbon record the
// weather, the happenings there none).
func (p *parser) recordingAsked(vs []string) []string {
	a := p.f.Val
	if a == nil || a.Extract == nil || len(vs) < 2 || p.env.Catalog() == nil {
		return vs
	}
	cat := p.env.Catalog()
	var rec []string
	for _, s := range vs {
		src := cat.Source(s)
		switch {
		case src == nil:
			return vs
		case src.Field(a.Extract.Name) != nil, a.Extract.Name == "country" && countryRecorded(src):
			// (a journal that writes the town of each day, no
			// country, tells the country too: EXTRACT's @country)
			rec = append(rec, s)
		case src.Field("entry_id") == nil:
			return vs // a record of its own, which may tell the value otherwise
		}
	}
	if len(rec) == 0 {
		return vs
	}
	return rec
}

// profiledSources keeps of vs the sources where the retrieval lexicon's
// profiles of the things stmt names are found (a coffee's: the calendar,
// posts, notes, not the purchases), vs itself where stmt names nothing
// with a profile.
func (p *parser) profiledSources(stmt string, vs []string) []string {
	listed := p.profiled(stmt)
	if len(listed) == 0 {
		return vs
	}
	return slices.DeleteFunc(slices.Clone(vs), func(s string) bool { return !listed[s] })
}

// profiled is the sources the retrieval lexicon's profiles of the
// specific things text names list, or nil where it names none with a
// profile.
func (p *parser) profiled(text string) map[string]bool {
	if p.env == nil || p.env.Lexicon == nil || text == "" {
		return nil
	}
	listed := map[string]bool{}
	for _, c := range p.env.Lexicon.Parse(text).Concepts {
		profileSources(listed, c)
	}
	return listed
}

// profileSources adds to listed the sources the profile of a specific
// concept lists (none of a generic one's, or one with no profile).
func profileSources(listed map[string]bool, c *rlex.Concept) {
	if c.Generic || c.Sources == nil {
		return
	}
	for _, sw := range c.Sources {
		listed[sw.Source] = true
	}
}

// termProfiled is the sources the retrieval lexicon's profiles list of
// the specific things a word is a term of at any weight ("baked", a weak
// term of cooking, which no query is about), or nil where it is none's.
func (p *parser) termProfiled(w string) map[string]bool {
	if p.env == nil || p.env.Lexicon == nil || w == "" {
		return nil
	}
	listed := map[string]bool{}
	for _, h := range p.env.Lexicon.Find(rlex.Tokens(w)) {
		profileSources(listed, h.Concept)
	}
	return listed
}

// usedOnlyRE: a statement that says only that something was used or had.
var usedOnlyRE = lazyre.New(`(?i)^(?:i|we)\s+(?:used|use|using|had|have|got|get|chose|picked|went\s+with)$`)

// valueQuery makes the names applied decide where RETRIEVE looks when the
// activity does not: their sources, taken whole unless what is left of the
// question names something the lexicons know ("dinner"), so that the
// FILTERs on the names see every event of those sources.
func (p *parser) valueQuery(act *activity, stmt string) {
	if p.env.Catalog() == nil {
		return
	}
	vs := p.valueSources()
	boughtFor := false
	// What is asked of the events: the value listed, or the key whose
	// values are counted ("how many different cities have I been to").
	asked := p.f.Val
	if asked == nil && p.f.Form == FormDistinct && (act == nil || act.ID == "trip" && placeKey(p.f.Group)) {
		// (the countries of my trips are where records name them, as
		// "which countries did I travel to" reads them: a trip found
		// by its length records none)
		asked = p.f.Group
	}
	// (what names the activity's things in a field not its own, a
	// doctor's appointment's summary, is asked as a title is: of the
	// things found for the activity, not of every record with a summary;
	// a restaurant's field is the restaurants')
	named := asked != nil && (asked.ID == "title" || act != nil && (asked.ID == act.ID || asked.Attr == act.Name) && asked.Attr != act.ID)
	if len(vs) == 0 && len(p.askedIn) == 0 && asked != nil && (p.f.Form == FormList || p.f.Form == FormDistinct) && !named && !p.mentionPlaced() {
		// (the text of what a mention was searched in is read there:
		// "what did I write about the landlord" asks the day notes that
		// say it, not only the journal's happenings, whose text names
		// values)
		for _, src := range p.env.Catalog().Sources {
			if f := src.Field(asked.Attr); f != nil && f.Names {
				p.askedIn = append(p.askedIn, src.Name)
			} else if asked.Attr == "country" && countryRecorded(&src) {
				// a country is read from the city or the address a record
				// names (EXTRACT's @country): "which countries did I
				// visit" of a journal that records the city of each day,
				// of a calendar whose trips are at "Kyoto, Japan"
				p.askedIn = append(p.askedIn, src.Name)
			} else if asked.Attr == "city" && townRecorded(&src) {
				// a town likewise (EXTRACT's @town): a calendar's trips
				// at "Kyoto, Japan"
				p.askedIn = append(p.askedIn, src.Name)
			}
		}
		if len(p.askedIn) > 0 && p.coordinatesPlace(asked.Attr) {
			// where I was is also where location history's coordinates
			// put me (with no source naming places, the sources that
			// record any place are read: measureSources)
			for _, src := range p.env.Catalog().Sources {
				if src.Field("latitude") != nil && !slices.Contains(p.askedIn, src.Name) {
					p.askedIn = append(p.askedIn, src.Name)
				}
			}
		}
	}
	if len(vs) == 0 && len(p.askedIn) > 0 && (act == nil || !act.Structured) && asked != nil && asked.Extract != nil {
		// "Which cities did I visit?", "Which book did I finish?", "how
		// many countries have I been to": the events that record a
		// city, a book, a country.
		vs = p.askedIn
		if p.placeOfDoing(asked.Extract.Name, stmt) {
			// "where did I celebrate my birthday": the place of a
			// doing named, which a post names as well ("Bodega
			// Andalucía for my birthday") though posts hold no field
			// of it
			vs = append(slices.Clone(vs), p.sourcesWritten(vs)...)
		}
		p.f.Content = append(p.f.Content, Cond{Expr: asked.Attr + " != nil", Needs: []attrSpec{*asked.Extract}})
		if home := p.homeCountry(); asked.Attr == "country" && home != "" && travelledRE().MatchString(strings.ToLower(p.f.Question)) {
			// "which countries did I visit": the countries travelled
			// to, not the one I live in, where most records are
			p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf("country != %s", strconv.Quote(home)), Words: "visit", Needs: []attrSpec{*asked.Extract}})
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("left out %s, where you live (most of your records are there)", home))
		}
		if asked.Attr == "city" && travelledRE().MatchString(strings.ToLower(p.f.Question)) && !slices.ContainsFunc(vs, func(name string) bool {
			src := p.env.Catalog().Source(name)
			return src != nil && src.Field("city") != nil
		}) {
			// "which cities did I visit", read from where a calendar's
			// entries were: those I went to, not the one most of them
			// are in, where I live (a journal that records the city of
			// each day says where I was, home too)
			home := &tree.Node{Op: tree.APPLY, Question: "the city most of my records are in", Args: tree.Args{Fn: "most_common(map(filter(items, {.city != nil}), .city))"},
				Inputs: []*tree.Node{{Op: tree.EXTRACT, Question: "my records with their city", Args: tree.Args{Attrs: []string{"city"}, Types: []string{string(qa.TypeText)}},
					Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "my records", Args: tree.Args{Query: "everything", Sources: slices.Clone(vs)}}}}}}
			p.f.Content = append(p.f.Content, Cond{Expr: "city != home", Words: "away from home", Refs: map[string]*tree.Node{"home": home}, Needs: []attrSpec{*asked.Extract}})
			p.f.Notes = append(p.f.Notes, "left out the city most of your records are in, where you live")
		}
	}
	if k := p.f.Group; len(vs) == 0 && act == nil && len(p.f.Sources) == 0 && k != nil && k.Extract != nil && usedOnlyRE().MatchString(stmt) {
		// "which payment method did I use the most": using says only
		// that the thing asked was had; the events that record one
		vs = p.sourcesRecording(k.Extract.Name)
	}
	// values said only as exceptions ("apart from groceries") say what is
	// left out, not what was asked
	excepted := len(vs) > 0 && len(p.valueConds) == 0 && slices.ContainsFunc(p.f.Content, func(c Cond) bool { return strings.HasPrefix(c.Words, "except ") })
	if (len(vs) == 0 || excepted) && act == nil && len(p.f.Sources) == 0 && p.unheld && p.paidFor() {
		// "What did I buy in April", and no shop exported: what was paid
		// for, wherever the library records a price (a journal's
		// receipts).
		vs = p.sourcesRecording("price")
		if len(vs) > 0 {
			p.f.Content = append(p.f.Content, Cond{Expr: "price != nil", Needs: []attrSpec{{Name: "price", Type: qa.TypeMoney}}})
			p.f.Notes = slices.DeleteFunc(p.f.Notes, func(n string) bool { return strings.HasSuffix(n, searchedNote) })
			p.f.Notes = append(p.f.Notes, "no purchases exported to the library: what was paid for, wherever a price is recorded")
			if m := boughtTheRE().FindStringSubmatch(strings.ToLower(p.f.Question)); m != nil && thesaurus.Noun(lastWord(m[1])) && !muchOfRE().MatchString(m[1]) {
				// "when did I buy the winter jacket": the one thing named
				// is what its record names, not all clothes bought
				head := lastWord(m[1])
				p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf("says(text ?? \"\", %s)", quote(head)), Needs: []attrSpec{{Name: "text", Type: qa.TypeText}}})
			}
		}
	}
	if len(vs) == 0 && act == nil && len(p.f.Sources) == 0 && !p.unheld {
		// "What was my heart rate on …": the events that record one (not
		// when the question names what the library lacks: "how long did I
		// listen to podcasts" is not about the music that has a duration).
		vs = p.measureSources()
		if p.lk != nil && len(vs) > 1 {
			// "which newsletters did I get": what the cue names is in
			// the sources it points at, not in every one with a title
			pointed := p.env.PointedSources(p.lk.q)
			if kept := slices.DeleteFunc(slices.Clone(vs), func(s string) bool { return !pointed[s] }); len(kept) > 0 {
				vs = kept
			}
		}
		if len(vs) == 0 && p.keptElsewhere != nil {
			// "how many teas did I drink", tea a category of the
			// purchases: where drinks are told, not what was bought
			for _, src := range p.env.Catalog().Sources {
				if p.keptElsewhere[src.Name] {
					vs = append(vs, src.Name)
				}
			}
		}
		if a := p.f.Val; a != nil && a.ID == "title" && len(vs) > 1 {
			// "which coffees did I drink": the titles of where such a
			// thing is told, as the retrieval's profiles of it say (a
			// coffee is drunk in a calendar, a post, a note), not of
			// every source with a title, whose coffee makers bought
			// would pass for coffees drunk
			if kept := p.profiledSources(stmt, vs); len(kept) > 0 {
				vs = kept
			}
		}
	}
	if len(vs) == 0 && act != nil && act.Structured && p.f.Val != nil {
		// "What's my Twitter handle?": tweets have no handle, the account
		// facts do; the question is about them. A field of the library's
		// no lexicon knows ("my display name on Twitter") is read where
		// the catalog has it.
		ms := p.measureSources()
		if len(ms) == 0 && p.f.Val.Extract != nil && p.lx.groups.byID[p.f.Val.ID] == nil && !p.recordedIn(act.Sources, p.f.Val.Extract.Name) && !p.fieldLinkedIn(act.Sources) {
			ms = p.sourcesRecording(p.f.Val.Extract.Name)
		}
		messages := func(s string) bool { return s == ingest.Mail || s == ingest.Chat }
		if p.f.Val.Unnest == "participants" && !slices.ContainsFunc(act.Sources, messages) {
			// "who did I play badminton with": the people of a calendar's
			// "Badminton with Julien", not the sender of a mail about a
			// racket; a correspondent is no companion of a doing
			ms = slices.DeleteFunc(ms, messages)
		}
		if len(ms) > 0 && !slices.ContainsFunc(ms, func(s string) bool { return slices.Contains(act.Sources, s) }) {
			vs, act = ms, nil
			p.f.act, p.f.Activity = nil, ""
		}
	}
	if m := p.f.Measure; len(vs) == 0 && act != nil && act.Structured && p.f.Val == nil && (m != nil || p.f.Form == FormBest && p.f.Group != nil && p.f.Rank == nil) {
		if alt, ms := p.countedInstead(act); alt != nil && (m == nil || m.Extract != nil && m.ID != alt.ID) {
			// "how far did I walk in 2022", "on which day did I walk the
			// most", no workout a walk: how much was walked is the steps
			// counted, where they are (a measure of no field, "how many
			// days", or the steps said, is read below)
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("your %s records hold no %s: read as your %s, from %s", strings.Join(act.Sources, " and "), strings.TrimPrefix(act.Noun, "my "), alt.Words, strings.Join(ms, ", ")))
			p.f.Measure = p.quantity(alt)
			vs, act = ms, nil
			p.f.act, p.f.Activity = nil, ""
			stmt = ""
		}
	}
	obj := spentOnRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	if obj != nil {
		if ws := strings.Fields(obj[1]); len(ws) == 2 && functionWords[ws[1]] {
			obj[1] = ws[0] // "for spotify in total": the thing, not the word after it
		}
	}
	// "spent on badminton gear": things bought for a doing, of a doing
	// no source of its own records (a sport kept in the calendar too)
	gearFor := obj != nil && act != nil && len(strings.Fields(obj[1])) == 2 && gearNouns[strings.Fields(obj[1])[1]] && p.activityNamed(obj[1]) == act
	if m := p.f.Measure; len(vs) == 0 && act != nil && (act.Structured || gearFor) && p.f.Val == nil && m != nil && m.Extract != nil {
		// "how many steps did I walk on 1 January": no walk records
		// steps, the day's step counts do; the measure is read where it
		// is recorded, and the answer says so.
		ms := p.measureSources()
		if len(ms) > 0 && (len(act.Sources) > 0 || gearFor) && !slices.ContainsFunc(ms, func(s string) bool { return slices.Contains(act.Sources, s) }) {
			words := m.Words
			if words == "" {
				words = strings.ReplaceAll(m.Extract.Name, "_", " ")
			}
			if one := priceOfOneRE().FindStringSubmatch(strings.ToLower(p.f.Question)); obj == nil && one != nil && slices.Contains(ms, ingest.OnlinePurchase) && p.activityNamed(strings.TrimPrefix(one[1], "new ")) == act {
				// "how much did the bike cost": the thing bought that the
				// doing's noun names, searched for in the purchases (had
				// been every purchase, the latest one's price given), the
				// thing it names as what it is ("Bike Lights" are lights)
				obj = []string{one[0], strings.TrimPrefix(one[1], "new ")}
				p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf("heads(product ?? \"\", %s)", quote(obj[1])), Words: "named so", Needs: []attrSpec{{Name: "product", Type: qa.TypeText}}})
			}
			if obj != nil && slices.Contains(ms, ingest.OnlinePurchase) && p.activityNamed(obj[1]) == act {
				// "how much have I spent on bike stuff", "on running
				// gear": what was bought for the doing, which the
				// purchases are searched for, not every purchase
				vs, act = []string{ingest.OnlinePurchase}, nil
				p.f.act, p.f.Activity = nil, ""
				stmt, boughtFor = obj[1], true
				if ws := strings.Fields(stmt); len(ws) == 2 && gearNouns[ws[1]] && p.env.Lexicon != nil && hasSpecificConcept(p.env.Lexicon, ws[0]) {
					// "gear", "stuff": any thing for it, which the
					// search reads from the doing's words alone, where
					// they name a doing of their own ("bike"; "sports"
					// names none, "sports stuff" is searched for whole)
					stmt = ws[0]
					p.f.Unlinked = slices.DeleteFunc(p.f.Unlinked, func(w string) bool { return strings.EqualFold(w, ws[1]) })
				}
			} else {
				p.f.Notes = append(p.f.Notes, fmt.Sprintf("the %s record no %s: read from %s, whatever was done", act.Noun, words, strings.Join(ms, ", ")))
				vs, act = ms, nil
				p.f.act, p.f.Activity = nil, ""
				stmt = "" // the doing is not searched for in the records of the day
			}
		}
	}
	if name, words := p.unrecordedBound(act); len(vs) == 0 && name != "" {
		// "how many days did I walk more than 10000 steps": no walk
		// records steps, the day's step counts do; a bound on such a
		// measure is a condition on the day's count where it is
		// recorded, as the measure asked is (above), and the answer says
		// so.
		ms := p.sourcesOf(name)
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("the %s record no %s: read from %s, whatever was done", act.Noun, words, strings.Join(ms, ", ")))
		vs, act = ms, nil
		p.f.act, p.f.Activity = nil, ""
		stmt = ""
	}
	if len(vs) == 0 && act == nil && !p.unheld {
		// "did I take more than 15000 steps on any day", "was there a
		// day with more than 15000 steps", "which days did I do more
		// than 12000 steps": with nothing done named (or whatever was
		// done, which records none), a bound on a measure is read where
		// the measure is recorded, as the measure asked is (above)
		for _, c := range p.f.Content {
			if len(c.Needs) != 1 || c.Kind || !slices.ContainsFunc(p.lx.measures.all, func(m *measure) bool { return m.Extract != nil && m.Extract.Name == c.Needs[0].Name }) {
				continue
			}
			if len(p.f.Sources) > 0 && p.recordedIn(p.f.Sources, c.Needs[0].Name) {
				continue
			}
			if ms := p.sourcesOf(c.Needs[0].Name); len(ms) > 0 {
				vs = ms
				break
			}
		}
	}
	if len(vs) == 0 {
		return
	}
	f := p.f
	if act != nil && act.Structured && slices.ContainsFunc(act.Sources, func(s string) bool { return slices.Contains(vs, s) }) {
		return
	}
	vs = p.recordingAsked(vs)
	f.Sources = slices.Sorted(slices.Values(vs))
	// What was sold is searched for with the selling: the prices of
	// everything else (what was bought, offered) are no money received.
	kindSaid := p.placeKind != "" && !strings.Contains(strings.ToLower(stmt), strings.ToLower(p.placeKind))
	if kindSaid {
		// "which bars did I go to with Max": the bars are searched for,
		// Max filters them, not every place he was at
		stmt = strings.TrimSpace(stmt + " " + p.placeKind)
	}
	// what was bought for a doing is searched for, as the question says it
	specific := kindSaid || boughtFor || p.keptElsewhere != nil && stmt != "" || p.env.Lexicon != nil && stmt != "" && (hasSpecificConcept(p.env.Lexicon, stmt) || p.textWords(stmt, spentOnStmt(obj, stmt)) || p.sold || p.keptUnlinked(stmt))
	if done := p.unreadObject(); done != "" && act == nil {
		// "how often did I drink tea", no tea recorded: the verb named
		// a kind of the library's events (drinks), but what was drunk
		// is what is asked; it is looked for, and not found, rather
		// than every drink counted
		specific, stmt = true, done
	}
	if v := p.planMade(); v != "" && act == nil {
		// "when did I book the flights to Lisbon": booking is making a
		// plan, which a journal tells as planned ("Booked the flights
		// to Lisbon for July!") and which every record of the sources
		// taken whole leaves out as not done; the booking is searched
		// for, the names given filter it
		specific, stmt = true, "I "+v
	}
	if !specific {
		// The sources are taken whole: the names given back for the
		// query ("restaurants I went to with Jonas") filter them instead,
		// where those sources hold them.
		for _, s := range p.lk.given {
			if s2 := restrict(s, vs); len(s2.Refs) > 0 && !p.taken(s2) {
				p.applyValue(s2)
			}
		}
		p.lk.given = nil
	}
	// The names say where to look: that no activity was named is no
	// caveat then.
	f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return n == noActivityNote })
	if specific {
		f.Query, f.Subject = stmt, stmt
		return
	}
	if act == nil && len(p.lk.given) == 0 && len(f.Content) == 0 && f.Measure == nil && p.meas == nil {
		// "which cartoons did I watch", no activity, nothing else said of
		// what is asked and a word of it the library never uses: the word
		// is searched for in the sources that record what is asked, not
		// every record of them given back as the answer (with a value
		// said, "what documentary did I watch on the Xbox", the value
		// says which)
		var ws []string
		for _, u := range f.Unlinked {
			if !fold.Capitalised(u) && !p.fieldWord(u) && wordIndex(strings.ToLower(f.Question), strings.ToLower(u)) >= 0 {
				ws = append(ws, u)
			}
		}
		if len(ws) > 0 {
			w := strings.Join(ws, " ")
			f.Query, f.Subject = w, w
			return
		}
	}
	// Whatever else the statement said is not searched for: said, not
	// silently dropped ("How much did the babysitter cost?" adds up every
	// price of the journal; "When did Jake go to the pediatrician?" is
	// Jake's first event).
	if act == nil && len(f.Sources) > 0 {
		// "which shops did I go to", the calendar's places read: a word
		// that points at other records (shops: the purchases) was read
		// by nothing, and the places listed are not said to be shops
		for _, w := range strings.Fields(stmt) {
			if p.occasionOfDoing(w) {
				continue // "physio appointments": the physio's, read
			}
			cues := p.env.Lexicon.Parse(w).Cues
			if len(cues) > 0 && !slices.ContainsFunc(cues, func(c *rlex.Cue) bool {
				return slices.ContainsFunc(c.Sources, func(sw rlex.SourceWeight) bool { return slices.Contains(f.Sources, sw.Source) })
			}) && !slices.Contains(f.Unlinked, w) {
				f.Unlinked = append(f.Unlinked, w)
			}
		}
	}
	if act == nil {
		p.droppedWords(stmt, true)
	}
	if w := p.askedUnlinked(); w != "" && !slices.ContainsFunc(f.Content, func(c Cond) bool { return c.Words != "" }) {
		// "what games did I play", "which shops did I go to": the
		// thing asked is what nothing understood, so it is searched for
		// (and may not be found), not every record of the sources given
		// back as if each were one (a value said, "what documentary did
		// I watch on the Xbox", says which)
		f.Query, f.Subject = w, w
		return
	}
	f.Query, f.Subject = "everything", p.subjectOf(f.Sources)
}

// askedUnlinked is the word said not understood that is the noun a
// which-, what- or how-many question asks for ("what games did I play":
// "games"), or "".
func (p *parser) askedUnlinked() string {
	q := strings.ToLower(p.f.Question)
	for _, u := range p.f.Unlinked {
		if fold.Capitalised(u) || p.fieldWord(u) {
			continue
		}
		if i := wordIndex(q, strings.ToLower(u)); i >= 0 && askedNounBeforeRE().MatchString(q[:i]) {
			return u
		}
	}
	return ""
}

// spentOnRE: money spent on a thing named after "on", or paid for one
// named after "for" (group: its one or two words, "bike stuff", "running
// gear", "netflix"), a bound maybe between ("spend more than 200 EUR on
// sports stuff").
var spentOnRE = lazyre.New(`\b(?:spen[dt]\b(?:\s+\S+){0,5}?\s+on|pa(?:y|id|ying|ys)\b(?:\s+\S+){0,3}?\s+for)\s+(?:my\s+|the\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)`)

// gearNouns name things of any kind bought for a doing ("running gear",
// "bike stuff").
var gearNouns = map[string]bool{"gear": true, "stuff": true, "things": true, "equipment": true, "accessories": true, "kit": true, "supplies": true}

// countryRecorded reports whether src's records say a country without a
// field of that name: a city of names (its country is the city's), or an
// address whose values, as the catalog lists them, end with a country.
func countryRecorded(src *catalog.Source) bool {
	for _, k := range places.CityKeys {
		if f := src.Field(k); f != nil && f.Names {
			return true
		}
	}
	for _, k := range places.LocationKeys {
		if f := src.Field(k); f != nil && slices.ContainsFunc(f.Values, func(v catalog.Value) bool { return address.Country(v.Text) != "" }) {
			return true
		}
	}
	return false
}

// townRecorded reports whether a source's locations name a town
// (address.Town: "Kyoto, Japan", "Lendplatz 24, 8016 Graz").
func townRecorded(src *catalog.Source) bool {
	for _, k := range places.LocationKeys {
		if f := src.Field(k); f != nil && slices.ContainsFunc(f.Values, func(v catalog.Value) bool { return address.Town(v.Text) != "" }) {
			return true
		}
	}
	return false
}

// travelledRE: words of going away, to another country than one's own
// ("which countries did I visit", "travel to", "went to", "on my trips").
var travelledRE = lazyre.New(`\b(?:visited|visiting|visit|travel|travels|travelled|traveled|travelling|traveling|abroad|been\s+to|(?:go|goes|went|gone|going|fly|flew|flown)\s+to|` + travelNouns + `)\b`)

// homeCountry is the country the library's records mostly are in, where
// the person lives: the value of the fields named country that holds most
// of their records, and more than half of them; "" when none does.
func (p *parser) homeCountry() string {
	if p.env.Catalog() == nil {
		return ""
	}
	counts, total := map[string]int{}, 0
	for _, src := range p.env.Catalog().Sources {
		if f := src.Field("country"); f != nil {
			for _, v := range f.Values {
				counts[v.Text] += v.Count
				total += v.Count
			}
		}
	}
	best := ""
	for c, n := range counts {
		if best == "" || n > counts[best] || n == counts[best] && c < best {
			best = c
		}
	}
	if best == "" || total < 20 || 2*counts[best] <= total {
		return ""
	}
	return best
}

// fieldLinkedIn reports whether a field the question names is one of
// sources' ("label" of notes that record "labels").
func (p *parser) fieldLinkedIn(sources []string) bool {
	if p.lk == nil {
		return false
	}
	for _, s := range p.lk.fields {
		if slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(sources, r.Source) }) {
			return true
		}
	}
	return false
}

// unrecordedBound returns the measure a condition of the question bounds
// ("more than 10000 steps") when the activity's structured records never
// record it and other sources do (the day's step counts), with the words
// that name it; "" when there is none such, or when a measure read from the
// events or a value is asked (then the measure's own reading decides; a
// count of days reads none).
func (p *parser) unrecordedBound(act *activity) (name, words string) {
	// "on which days did I walk over 12000 steps": the days asked are
	// the step counts' days as much as the walks'
	daysAsked := p.f.Val != nil && (p.f.Val.ID == "start_date" || p.f.Val.ID == "date" || p.f.Val.ID == "day")
	if m := p.f.Measure; act == nil || !act.Structured || len(act.Sources) == 0 || m != nil && m.Extract != nil || p.f.Val != nil && !daysAsked || p.f.Rank != nil {
		return "", ""
	}
	for _, c := range p.f.Content {
		if len(c.Needs) != 1 || c.Kind {
			continue
		}
		n := c.Needs[0].Name
		if !slices.ContainsFunc(p.lx.measures.all, func(m *measure) bool { return m.Extract != nil && m.Extract.Name == n }) {
			continue
		}
		ms := p.sourcesOf(n)
		if len(ms) == 0 || slices.ContainsFunc(ms, func(s string) bool { return slices.Contains(act.Sources, s) }) || p.recordedIn(act.Sources, n) {
			continue
		}
		return n, strings.ReplaceAll(n, "_", " ")
	}
	return "", ""
}

// recordedIn reports whether one of sources records field key.
func (p *parser) recordedIn(sources []string, key string) bool {
	for _, name := range sources {
		if src := p.env.Catalog().Source(name); src != nil && src.Field(key) != nil {
			return true
		}
	}
	return false
}

// textWords reports whether the statement has a name no recogniser read
// that the library's text holds ("Tesco" of a journal that writes "tesco
// £18.60", "teamLab" written with a capital inside), or such a word where a place is named ("at the warehouse"):
// the events are searched for it, not all read. A common noun left
// otherwise ("report") is said as not understood instead (droppedWords),
// unless nouns count (nouns): what money was spent on, named so ("spend
// on plants", "on goggles" of a journal that writes "swim goggles 19,99
// €"), is a thing the receipts say, searched for, not every price summed.
func (p *parser) textWords(stmt string, nouns bool) bool {
	if p.env.Catalog() == nil || p.env.Catalog().Terms == nil {
		return false
	}
	var toks []rlex.Token
	if nouns {
		// every word, those a generic concept took too ("plants", a
		// plant being a factory, read as work)
		toks = rlex.Tokens(stmt)
	} else {
		for _, ph := range p.env.Lexicon.Parse(stmt).Phrases {
			toks = append(toks, ph.Tokens...)
		}
	}
	for _, tok := range toks {
		w := strings.ToLower(tok.Raw)
		if !fold.Capitalised(tok.Raw) && w == tok.Raw && !p.placeNamed(w) && country.Named(w) == "" && !(nouns && thesaurus.Noun(w)) || fillerRE().MatchString(w) || ascii.IsDigits(tok.Key) || p.lx.knows(tok.Raw) {
			// (a country's name is a name, typed in lower case or not:
			// "the id austria appointment")
			continue
		}
		if p.env.Catalog().Terms[tok.Key] > 0 {
			return true
		}
	}
	return false
}

// spentOnStmt reports whether the statement says what money was spent on
// or paid for, as spentOnRE read it (obj).
func spentOnStmt(obj []string, stmt string) bool {
	return obj != nil && wordIndex(strings.ToLower(stmt), strings.TrimSpace(obj[1])) >= 0
}

// keptUnlinked reports whether the statement keeps a word nothing
// understood that the reading leaves in it as what was done, bought or
// paid for ("how much did I spend on perfume", a journal's receipts):
// searched for, it finds nothing, where every price summed would pass
// for the perfume's.
func (p *parser) keptUnlinked(stmt string) bool {
	for _, u := range p.f.Unlinked {
		if !fold.Capitalised(u) && wordIndex(strings.ToLower(stmt), strings.ToLower(u)) >= 0 {
			return true
		}
	}
	return false
}

// placeNamed reports whether the question names a place with the word w
// (lower case): "at the warehouse", "in the garden".
func (p *parser) placeNamed(w string) bool {
	q := strings.ToLower(p.f.Question)
	for _, pre := range []string{"at the ", "at ", "in the "} {
		if i := strings.Index(q, pre+w); i >= 0 && (i == 0 || q[i-1] == ' ') {
			end := i + len(pre) + len(w)
			if end == len(q) || !isWordByte(q[end]) {
				return true
			}
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '\'' || c >= 0x80
}

// paidFor reports whether the activity the question names, held by the
// library or not, is buying.
func (p *parser) paidFor() bool {
	a := p.activityNamed(strings.ToLower(p.f.Question))
	return a != nil && a.ID == "purchase"
}

// sourcesRecording are the catalog's sources with a field named key.
func (p *parser) sourcesRecording(key string) []string {
	var out []string
	for _, src := range p.env.Catalog().Sources {
		if src.Field(key) != nil && ingest.KindOf(src.Name) == src.Name {
			out = append(out, src.Name)
		}
	}
	return out
}

// coordinatesPlace reports whether attribute attr is a place that
// coordinates alone can say (the attributes lexicon lists @coordinates
// among its sources): where I was is also what location history
// recorded, though it names no place.
func (p *parser) coordinatesPlace(attr string) bool {
	if p.env.Lexicon == nil {
		return false
	}
	rule, ok := p.env.Lexicon.Attr(attr)
	return ok && slices.Contains(rule.Sources, "@coordinates")
}

// subjectOf names the events of sources in sub-questions: the subject of
// the activity of exactly those sources ("my calendar entries"), else
// what people call the records of the one source ("my workouts"), else
// "events".
func (p *parser) subjectOf(sources []string) string {
	for _, a := range p.lx.act.all {
		// a sport is one kind of what its sources hold, not all of it:
		// the workouts are no "runs"
		if a.Structured && !a.Sport && slices.Equal(a.Sources, sources) && a.Noun != "" {
			return "my " + a.Noun
		}
	}
	if len(sources) == 1 {
		if l, ok := ingest.KindLabel(ingest.KindOf(sources[0])); ok {
			if r := []rune(l); len(r) > 1 && unicode.IsLower(r[1]) {
				l = string(unicode.ToLower(r[0])) + string(r[1:]) // "TV series" stays
			}
			return "my " + l
		}
	}
	return "events"
}

func hasSpecificConcept(lx *rlex.Lexicon, s string) bool {
	for _, c := range lx.Parse(s).Concepts {
		if !c.Generic {
			return true
		}
	}
	return false
}

// roleSources are the sources whose names play a role the question's
// grammar decides (the mail activities' sources: sender or recipient).
func (p *parser) roleSources() []string {
	var out []string
	for _, id := range []string{"mail_sent", "mail_received"} {
		if a := p.lx.act.byID[id]; a != nil {
			out = append(out, a.Sources...)
		}
	}
	return out
}

// correspondentFound reports whether the mail recognisers named a sender
// or recipient.
func (p *parser) correspondentFound() bool {
	a := p.f.act
	if a == nil || (a.ID != "mail_sent" && a.ID != "mail_received") {
		return false
	}
	for _, c := range p.f.Content {
		for _, n := range c.Needs {
			if n.Name == "sender" || n.Name == "recipients" {
				return true
			}
		}
	}
	return false
}

// attributeOf reports whether the lexicons read attribute noun from the
// field of key k ("file": the attachments).
func (p *parser) attributeOf(noun string, k *Key) bool {
	if p.env == nil || p.env.Lexicon == nil || k == nil || k.Extract == nil {
		return false
	}
	r, ok := p.env.Lexicon.Attr(noun)
	return ok && slices.Contains(r.Sources, k.Extract.Name)
}

// attributeKnown reports whether an attribute name means something here:
// without a library anything goes (EXTRACT will try); with one, the
// lexicons' attribute names and the library's fields do.
func (p *parser) attributeKnown(noun string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return true
	}
	if _, ok := p.env.Lexicon.Attr(noun); ok {
		return true
	}
	for _, s := range p.env.Catalog().Sources {
		if s.Field(strings.ReplaceAll(noun, " ", "_")) != nil {
			return true
		}
	}
	return false
}

// readsFromText reports whether the lexicons read the attribute a noun
// names from what records say, by a reader of its own (a job title from
// "joining … as Senior Data Analyst"), not by the rules of its class.
func (p *parser) readsFromText(noun string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	r, ok := p.env.Lexicon.Attr(noun)
	return ok && slices.ContainsFunc(r.Sources, func(s string) bool { return s == "@job_title" || s == "@employer" || s == "@employers" })
}

// attrNamed reports whether noun is the name the lexicons list an
// attribute under first, or its plural ("employers"), not one of the
// other words for it ("job" of the job title).
func (p *parser) attrNamed(noun string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	r, ok := p.env.Lexicon.Attr(noun)
	return ok && (r.Name == noun || plural.Of(r.Name) == noun)
}

// lexiconField is the field a word the lexicons know as an attribute
// names ("gadget": device) where a source the question is about holds it
// as text, or nil: the rule's fields are tried in their order. Only of
// the sources an activity said names: a word of several senses ("record",
// an album) asked of the whole library is no field of one of them.
func (p *parser) lexiconField(noun string) *Key {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || strings.Contains(noun, " ") {
		return nil
	}
	rule, ok := p.env.Lexicon.Attr(noun)
	if !ok || rule.Class == rlex.ClassPeople {
		return nil
	}
	about := p.aboutSources()
	for _, at := range p.actsSaid() {
		// read before the activity is: the sources of those said
		if a, ok := p.lx.act.phrases.lookup(at.phrase); ok {
			about = append(about, a.Sources...)
		}
	}
	if len(about) == 0 {
		return nil
	}
	if k := p.compoundField(noun, about); k != nil {
		return k
	}
	return p.ruleField(rule, about)
}

// compoundField is a text field of the sources about whose key ends in
// the noun and whose other words the question says too ("which state did
// my orders ship to": ship_state), or nil: the library's own name for
// the thing, said in full, is nearer than another field a synonym of the
// noun gives (a state is also a status).
func (p *parser) compoundField(noun string, about []string) *Key {
	said := map[string]bool{}
	for _, w := range strings.FieldsFunc(strings.ToLower(p.f.Question), func(r rune) bool { return !unicode.IsLetter(r) }) {
		said[stem.Word(w)] = true
	}
	for _, src := range p.env.Catalog().Sources {
		if !slices.Contains(about, src.Name) {
			continue
		}
		for _, fl := range src.Fields {
			ws := strings.Split(fl.Key, "_")
			if len(ws) < 2 || ws[len(ws)-1] != noun || fl.Kind != "text" {
				continue
			}
			all := true
			for _, w := range ws[:len(ws)-1] {
				all = all && said[stem.Word(w)]
			}
			if all {
				return fieldKey(link.Ref{Source: src.Name, Field: fl.Key})
			}
		}
	}
	return nil
}

// ruleField is the first of a lexicon rule's fields, in its order, that
// one of the sources about holds as text, or nil.
func (p *parser) ruleField(rule *rlex.AttrRule, about []string) *Key {
	for _, key := range rule.Sources {
		for _, src := range p.env.Catalog().Sources {
			if !slices.Contains(about, src.Name) {
				continue
			}
			if fl := src.Field(key); fl != nil && (fl.Kind == "text" || fl.Kind == "list") {
				return fieldKey(link.Ref{Source: src.Name, Field: fl.Key, List: fl.Kind == "list"})
			}
		}
	}
	return nil
}

// nounNameField is the field in which the sources the question names
// name the thing a noun says, "<noun>_name" or "<noun>_title" ("which
// event": a post's event_name), or nil.
func (p *parser) nounNameField(noun string) *Key {
	if p.env.Catalog() == nil || strings.Contains(noun, " ") {
		return nil
	}
	about := p.aboutSources()
	if p.lk != nil {
		for _, s := range append(slices.Clone(p.lk.cues), p.lk.soft...) {
			for _, r := range s.Refs {
				about = append(about, r.Source)
			}
		}
	}
	for _, src := range p.env.Catalog().Sources {
		if !slices.Contains(about, src.Name) {
			continue // of the sources the question names ("Facebook"), not any
		}
		for _, suffix := range []string{"_name", "_title"} {
			key := stem.Word(noun) + suffix
			if fl := src.Field(key); fl != nil && fl.Kind == "text" {
				return &Key{ID: key, Attr: key, Extract: &attrSpec{Name: key, Type: qa.TypeText}, Words: strings.ReplaceAll(key, "_", " ")}
			}
		}
	}
	return nil
}

// valueAt reports whether the question's bytes [a, b) are linked as a
// value of the library's ("books": the category book of purchases) of at
// least so many words.
func (p *parser) valueAt(a, b, words int) bool { return p.valueOver(a, b, words, false) }

// valueBeyond is valueAt for a value said with more than the words of
// a..b: a value said in just the words of a group ("which mailing list":
// titles holding "mailing list") is the group named, not the value.
func (p *parser) valueBeyond(a, b, words int) bool { return p.valueOver(a, b, words, true) }

// valueOver is valueAt, and valueBeyond when beyond is set.
func (p *parser) valueOver(a, b, words int, beyond bool) bool {
	if p.lk == nil {
		return false
	}
	for _, s := range p.lk.res.Spans {
		if s.Kind != link.KindValue || s.Words() < words {
			continue
		}
		if x, y := p.spanBytes(s); x < b && a < y && (!beyond || x < a || y > b) {
			return true
		}
	}
	return false
}

// titleKey is what names a thing found, in any source (attributes.tsv's
// "title": a movie or series title, a subject, a summary, a product).
func (p *parser) titleKey() *Key {
	if a := p.f.act; a != nil && a.Name != "" {
		return &Key{ID: a.Name, Attr: a.Name, Extract: &attrSpec{Name: a.Name, Type: qa.TypeText}, Words: strings.ReplaceAll(a.Name, "_", " ")}
	}
	return &Key{ID: "title", Attr: "title", Extract: &attrSpec{Name: "title", Type: qa.TypeText}, Words: "title"}
}

var (
	// askedBeforeRE: "which …", "what was the …", "whose …" right before a
	// field asks for it.
	askedBeforeRE = lazyre.New(`\b(?:(?:which|what|whose)(?:\s+(?:was|were|is|are|did|do)(?:\s+(?:i|we))?)?|how\s+(?:was|were|is|are))(?:\s+(?:the|my|its|their|of))*\s*$`)
	// listedBeforeRE: nothing but determiners between a request
	// ("list", "show me", consumed) and the noun.
	listedBeforeRE = lazyre.New(`^\s*(?:(?:the|my|our|all|of|every|each)\s+)*$`)
	// ofAfterRE: "the album of …" asks for it too.
	ofAfterRE = lazyre.New(`^\s*(?:of|for)\b`)
)

// countedInstead is the measure a doing is counted in elsewhere, where
// its own sources keep none of it: the lexicon's weak words of the doing
// name a measure ("walking": steps) that the library records in other
// sources (the day's step counts), while the doing's sources say the
// kind of each record in a field whose values are all known, none of
// them the doing, nor a record's name one of its words (workouts that
// are runs, rides and badminton). It returns the measure and the sources
// that record it; nil otherwise.
func (p *parser) countedInstead(act *activity) (*measure, []string) {
	if p.env.Catalog() == nil || p.env.Lexicon == nil {
		return nil, nil
	}
	c, ok := p.env.Lexicon.Concept(act.ID)
	if !ok {
		return nil, nil
	}
	kept := false
	for _, name := range act.Sources {
		src := p.env.Catalog().Source(name)
		if src == nil {
			continue
		}
		var kind *catalog.Field
		for _, k := range doingKinds {
			if kind = src.Field(k); kind != nil {
				break
			}
		}
		if kind == nil || len(kind.Values) < kind.Distinct {
			return nil, nil
		}
		kept = true
		for _, k := range []string{kind.Key, "name", "title"} {
			fl := src.Field(k)
			if fl == nil {
				continue
			}
			if len(fl.Values) < fl.Distinct || slices.ContainsFunc(fl.Values, func(v catalog.Value) bool {
				return v.Text == act.ID || slices.Contains(p.env.Lexicon.Parse(v.Text).Concepts, c)
			}) {
				return nil, nil
			}
		}
	}
	if !kept {
		return nil, nil
	}
	for _, t := range c.Terms {
		if t.Weight >= rlex.Strong {
			continue
		}
		m, ok := p.lx.measures.phrases.lookup(t.Text)
		if !ok || m.Extract == nil {
			continue
		}
		if ms := p.sourcesOf(m.Extract.Name); len(ms) > 0 && !slices.ContainsFunc(ms, func(s string) bool { return slices.Contains(act.Sources, s) }) {
			return m, ms
		}
	}
	return nil, nil
}

// heldHere reports whether the library can hold events of a structured
// activity: with a catalog, one of its sources must be there ("messages"
// in a library of mail are mails, not chats).
func (p *parser) heldHere(a *activity) bool {
	if p.env.Catalog() == nil || !a.Structured || len(a.Sources) == 0 {
		return true
	}
	return slices.ContainsFunc(a.Sources, p.env.Catalog().Has)
}

// Roles of a name in a question: who sent (or wrote, or shared) and who
// received.
const (
	roleSender    = "sender"
	roleRecipient = "recipient"
	// roleCopied is a recipient in copy ("who cc'd Anna"): the lexicons'
	// "copied" attribute, the Cc.
	roleCopied = "copied"
	// roleReactor is who reacted to a message ("which message did Lukas
	// react to"): the lexicons' "reactor" attribute, not its sender.
	roleReactor = "reactor"
)

// leaveOutFrom: the words that leave something out and end in "from"
// ("apart from", "aside from"), whose "from" says nothing of a sender.
const leaveOutFrom = `(?:apart|aside)\s+from`

var (
	// senderBeforeRE ends right before the sender's name: "from X",
	// "by X", "did X …".
	senderBeforeRE = lazyre.New(`\b(?:from|by)(?:\s+(?:someone|somebody|anyone|anybody|people|others)\s+(?:other\s+than|except(?:\s+for)?|but|besides|apart\s+from))?\s*$`)
	// leftOutFromRE ends with the "from" of words that leave something
	// out ("apart from"); fromOthersRE with the "from" of the people it is
	// left out of ("from anyone apart from"), which is a sender's.
	leftOutFromRE = lazyre.New(`\b` + leaveOutFrom + `\s*$`)
	fromOthersRE  = lazyre.New(`\b(?:from|by)\s+(?:someone|somebody|anyone|anybody|people|others)\s+` + leaveOutFrom + `\s*$`)
	// senderAfterRE starts right after it: "X sent me", "X shared", "did X
	// send", "X replied".
	senderAfterRE = lazyre.New(`^\s*(?:'s\s+)?(?:send|sent|sends|write|wrote|writes|email|emailed|emails|mail|mailed|message|messaged|text|texted|share|shared|post|posted|call|called|invite|invited|reply|replied|replies|answer|answered|answers|respond|responded|responds)\b`)
	// recipientBeforeRE: "to X", "emailed X", "did I write to X", "answered
	// X", "what did I tell X".
	recipientBeforeRE = lazyre.New(`\b(?:to|emailed|mailed|messaged|texted|email|mail|message|text|called|call|answered|answer|tell|told)(?:\s+the)?\s*$`)
	// reactorAfterRE: "X reacted to", "did X react", "X liked";
	// reactorBeforeRE: "reactions from X", "a like by X". A like is a
	// reaction only where reactions name who made them (byRole).
	reactorAfterRE  = lazyre.New(`^\s*(?:react|reacts|reacted|reacting|like|likes|liked|love|loves|loved)\b`)
	reactorBeforeRE = lazyre.New(`\b(?:reactions?|likes?)\s+(?:from|by|of)\s*$`)
	// copiedBeforeRE: "cc'd X", "copied in X".
	copiedBeforeRE = lazyre.New(`\b(?:` + copiedVerb + `|cc)(?:\s+in)?(?:\s+the)?\s*$`)
)

// copiedVerb: the past of copying someone in ("cc'd", "cc'ed", "copied",
// "carbon-copied").
const copiedVerb = `cc'?e?d|copied|carbon[\s-]copied`

// roleOf reads the role a name plays from the words around it: "from X",
// "X sent me", "did X write" make it the sender; "to X", "emailed X" the
// recipient; anything else says nothing.
func (p *parser) roleOf(s link.Span) string {
	a, b := p.spanBytes(s)
	before := strings.ReplaceAll(string(p.t.low[:a]), string(used), " ")
	after := strings.ReplaceAll(string(p.t.low[b:]), string(used), " ")
	switch {
	case senderBeforeRE().MatchString(before) && !fromOthersRE().MatchString(before) && leftOutFromRE().MatchString(before):
		// "who did I email most apart from Karim": the "from" leaves him
		// out, whatever his part in the mail
		return ""
	case reactorBeforeRE().MatchString(before) || reactorAfterRE().MatchString(after):
		return roleReactor
	case senderBeforeRE().MatchString(before) || senderAfterRE().MatchString(after):
		return roleSender
	case copiedBeforeRE().MatchString(before):
		return roleCopied
	case recipientBeforeRE().MatchString(before):
		return roleRecipient
	}
	return ""
}

// byRole keeps the values of a name in the fields of its role (the
// lexicons' "sender" and "recipient" attributes list them: from, sender,
// author; to, cc, recipients), when it has one and such fields hold it.
func (p *parser) byRole(s link.Span) link.Span {
	role := p.roleOf(s)
	if role == "" || p.env.Lexicon == nil {
		return s
	}
	r, ok := p.env.Lexicon.Attr(role)
	if !ok {
		return s
	}
	var refs []link.Ref
	for _, ref := range s.Refs {
		if slices.Contains(r.Sources, ref.Field) {
			refs = append(refs, ref)
		}
	}
	if len(refs) == 0 {
		// "emails sent to the mailing list": a lower-case name is linked
		// to titles only, but said as a correspondent it is the one whose
		// name holds the words ("ImageMagick Mailing List <…>")
		refs = p.namedCorrespondent(s, r.Sources)
	}
	if len(refs) > 0 {
		s.Refs = p.sameAddress(refs, r.Sources)
	}
	return s
}

// chatVerbRE: a verb after a name that says its part in a chat message,
// as a sender ("Gustav's reply", "Person 3 answered") or as one who
// reacted ("Lukas liked").
var chatVerbRE = lazyre.New(`^\s*(?:'s\s+)?(react|reacts|reacted|reacting|like|likes|liked|love|loves|loved|repl(?:y|ies|ied)|answer(?:s|ed)?|respond(?:s|ed)?)\b`)

// chatVerbOf reads the verb after a name of the chats that says its part
// (byRole read it) as the chat's own: "what did Gustav reply" asks his
// messages, "reply" no word of them nor one not understood.
func (p *parser) chatVerbOf(s link.Span) {
	if len(s.Refs) == 0 || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Source != ingest.Chat }) {
		return
	}
	_, b := p.spanBytes(s)
	if m := chatVerbRE().FindSubmatchIndex(p.t.low[b:]); m != nil {
		p.t.consume(b+m[2], b+m[3])
	}
}

// toUnrecorded reports whether a name said as whom something went to ("to
// X", "texted X") is held only in fields of senders, of sources that
// record no recipients at all (a chat): the role is not recorded.
func (p *parser) toUnrecorded(s link.Span) bool {
	if p.env.Lexicon == nil || p.env.Catalog() == nil || len(s.Refs) == 0 || p.roleOf(s) != roleRecipient {
		return false
	}
	snd, ok1 := p.env.Lexicon.Attr(roleSender)
	rcp, ok2 := p.env.Lexicon.Attr(roleRecipient)
	if !ok1 || !ok2 {
		return false
	}
	return !slices.ContainsFunc(s.Refs, func(ref link.Ref) bool {
		src := p.env.Catalog().Source(ref.Source)
		return src == nil || !slices.Contains(snd.Sources, ref.Field) ||
			slices.ContainsFunc(rcp.Sources, func(k string) bool { return src.Field(k) != nil })
	})
}

// recipientUnlisted reports whether a name linked to the mail's
// correspondents only (its sender, its other side) is said as a
// recipient ("to Mark"), the catalog listing no values of the fields of
// recipients (their addresses too varied): byRole kept the senders'
// fields. A name said as another's ("Bill's message") is not the one
// the mail went to.
func (p *parser) recipientUnlisted(s link.Span) bool {
	if p.env.Lexicon == nil || len(s.Refs) == 0 || p.roleOf(s) != roleRecipient || possessiveEndRE().MatchString(p.lk.q.Phrase(s.From, s.To)) {
		return false
	}
	snd, ok := p.env.Lexicon.Attr(roleSender)
	if !ok {
		return false
	}
	return !slices.ContainsFunc(s.Refs, func(ref link.Ref) bool {
		return ref.Source != ingest.Mail || ref.Field != "counterpart" && !slices.Contains(snd.Sources, ref.Field)
	})
}

// possessiveEndRE: words that end in a possessive ("Bill Radcliffe's").
var possessiveEndRE = lazyre.New(`(?i)['’]s?$`)

// namedCorrespondent returns the values of fields (a role's) of the
// span's sources whose name, before an address, holds the span's words,
// when they are all one mailbox.
func (p *parser) namedCorrespondent(s link.Span, fields []string) []link.Ref {
	words := strings.ToLower(p.lk.q.Phrase(s.From, s.To))
	if words == "" {
		return nil
	}
	re, err := regexp.Compile(`(?i)(?:^|\W)` + regexp.QuoteMeta(words) + `(?:\W|$)`)
	if err != nil {
		return nil
	}
	var out []link.Ref
	addr := ""
	seen := map[string]bool{}
	for _, ref := range s.Refs {
		if seen[ref.Source] {
			continue
		}
		seen[ref.Source] = true
		src := p.env.Catalog().Source(ref.Source)
		if src == nil {
			continue
		}
		for _, k := range fields {
			f := src.Field(k)
			if f == nil {
				continue
			}
			for _, v := range f.Values {
				a := mailAddress(v.Text)
				if a == "" || !re.MatchString(v.Text[:strings.LastIndexByte(v.Text, '<')]) {
					continue
				}
				if addr != "" && a != addr {
					return nil
				}
				addr = a
				out = append(out, link.Ref{Source: ref.Source, Field: k, Value: v.Text, List: f.Kind == "list", Count: v.Count})
			}
		}
	}
	return out
}

// sameAddress adds to refs, values of a correspondent written with an
// address ("ImageMagick Mailing List <magick@wizards.dupont.com>"), the
// address written alone and as the other fields of the role hold it: one
// mailbox is one correspondent however a mail program named it, in to as
// in cc.
func (p *parser) sameAddress(refs []link.Ref, fields []string) []link.Ref {
	out := refs
	for _, ref := range refs {
		addr := mailAddress(ref.Value)
		if addr == "" {
			continue
		}
		src := p.env.Catalog().Source(ref.Source)
		if src == nil {
			continue
		}
		for _, k := range fields {
			f := src.Field(k)
			if f == nil || f.Kind != "list" && f.Kind != "text" {
				continue
			}
			vals := []string{addr}
			for _, v := range f.Values {
				if v.Text != addr && strings.EqualFold(mailAddress(v.Text), addr) {
					vals = append(vals, v.Text)
				}
			}
			for _, v := range vals {
				n := link.Ref{Source: ref.Source, Field: k, Value: v, List: f.Kind == "list"}
				if !slices.ContainsFunc(out, func(x link.Ref) bool {
					return x.Source == n.Source && x.Field == n.Field && strings.EqualFold(x.Value, n.Value)
				}) {
					out = append(out, n)
				}
			}
		}
	}
	return out
}

// mailAddress is the address of a correspondent written "Name <addr>",
// or "".
func mailAddress(v string) string {
	if !strings.ContainsRune(v, '<') {
		return ""
	}
	if _, addr := ingest.SplitPerson(v); strings.ContainsRune(addr, '@') {
		return addr
	}
	return ""
}

// quoted reports whether every word of a span is quoted.
func (p *parser) quoted(s link.Span) bool {
	for _, w := range p.lk.q.Words[s.From:s.To] {
		if !w.Quoted {
			return false
		}
	}
	return true
}

// fieldNamed returns a list or name field the question names after byte
// after (not asked for by position), in a source the question is about,
// when exactly one such field is named.
func (p *parser) fieldNamed(after int) *Key {
	if p.lk == nil {
		return nil
	}
	about := p.aboutSources()
	var found *Key
	for _, s := range p.lk.fields {
		if a, _ := p.spanBytes(s); a <= after || p.taken(s) || p.fieldQualifies(s) {
			continue
		}
		for _, r := range s.Refs {
			if !tree.IsName(r.Field) || !r.List && !p.namesField(r) || len(about) > 0 && !slices.Contains(about, r.Source) {
				continue
			}
			k := fieldKey(r)
			if found != nil && found.Attr != k.Attr {
				return nil
			}
			found = k
		}
	}
	return found
}

// namesField reports whether the catalog lists a field's values as names.
func (p *parser) namesField(r link.Ref) bool {
	f := p.env.Catalog().Source(r.Source).Field(r.Field)
	return f != nil && f.Names
}

func fieldKey(r link.Ref) *Key {
	typ := qa.TypeText
	if r.List {
		typ = qa.TypeList
	}
	a := attrFor(r.Field)
	return &Key{ID: r.Field, Attr: a, Extract: &attrSpec{Name: a, Type: typ}, Words: strings.ReplaceAll(r.Field, "_", " ")}
}

// correspondentValues reads the sender or recipient the mail recognisers
// found as the library's values when linking found the name there ("did
// Valarie Sabo email me": the messages from valarie.sabo@enron.com), so
// the condition holds however the mail writes the name.
func (p *parser) correspondentValues() {
	if len(p.lk.people)+len(p.lk.soft) == 0 || p.env.Lexicon == nil {
		return
	}
	for i, c := range p.f.Content {
		role := ""
		for _, n := range c.Needs {
			switch n.Name {
			case "sender":
				role = roleSender
			case "recipients":
				role = roleRecipient
			}
		}
		if role == "" {
			continue
		}
		rule, ok := p.env.Lexicon.Attr(role)
		if !ok {
			continue
		}
		// "from Bill Radcliffe and Cristy": each name said is a sender,
		// any of them (the last one's alone was kept; a name of one word,
		// held softly, was dropped)
		var conds []string
		var needs []attrSpec
		for _, s := range slices.Concat(p.lk.people, p.lk.soft) {
			if !strings.Contains(strings.ToLower(c.Words), strings.ToLower(p.lk.q.Phrase(s.From, s.To))) {
				continue
			}
			var refs []link.Ref
			for _, r := range s.Refs {
				if slices.Contains(rule.Sources, r.Field) {
					refs = append(refs, r)
				}
			}
			if len(refs) == 0 {
				continue
			}
			s.Refs = refs
			if cond, ns := valueCondition(s); cond != "" {
				conds = append(conds, cond)
				needs = appendNeeds(needs, ns...)
			}
		}
		if len(conds) == 0 {
			continue
		}
		// "to Karim or Théo" with Karim alone linked: Théo's words
		// stay a condition of their own, else the mail to him was
		// dropped unsaid
		said := c.Words[strings.Index(c.Words, " ")+1:]
		if names := eitherNames(said); len(names) > 1 {
			for _, n := range names {
				if slices.ContainsFunc(slices.Concat(p.lk.people, p.lk.soft), func(s link.Span) bool {
					return strings.Contains(strings.ToLower(n), strings.ToLower(p.lk.q.Phrase(s.From, s.To)))
				}) {
					continue
				}
				cond, ns := p.correspondentCond(role, n)
				conds = append(conds, cond)
				needs = appendNeeds(needs, ns...)
			}
		}
		if cond, ns := anyOf(conds, needs); cond != "" {
			p.f.Content[i].Expr, p.f.Content[i].Needs = cond, ns
		}
	}
}

// describe says what a span linked: "Radiohead → music_stream.artist".
func describe(q *link.Question, s link.Span) string {
	var refs []string
	for i, r := range s.Refs {
		if i == 3 {
			refs = append(refs, fmt.Sprintf("… (%d more)", len(s.Refs)-3))
			break
		}
		ref := r.Source + "." + r.Field
		if s.Kind == link.KindValue {
			ref += "=" + strconvQuote(r.Value)
		}
		refs = append(refs, ref)
	}
	return fmt.Sprintf("%q → %s (%s %s, %.2f)", q.Phrase(s.From, s.To), strings.Join(refs, ", "), s.Kind, s.By, s.Score)
}

func strconvQuote(s string) string { return quote(strings.Join(strings.Fields(s), " ")) }

// aboutSources are the sources the question is about so far: its
// activity's and those of the names linked.
func (p *parser) aboutSources() []string {
	about := slices.Clone(p.valueSources())
	if a := p.f.act; a != nil {
		about = append(about, a.Sources...)
	}
	for _, h := range p.lk.names() {
		for _, r := range h.Refs {
			about = append(about, r.Source)
		}
	}
	return about
}

// agreeByRole returns the one source the names agree on once a name said
// as who sent or received is read in the fields of that role ("how many
// photos did Lukas send": Lukas a sender of chats, not the posts' titles
// or an artist that share his first name, so the photos are the chats'),
// nil when no name has a role or they still agree on none or several.
func (p *parser) agreeByRole(spans []link.Span) []string {
	if len(spans) < 2 {
		return nil
	}
	roled := false
	spans = slices.Clone(spans)
	for i, s := range spans {
		if p.roleOf(s) == "" {
			continue
		}
		spans[i] = p.byRole(s)
		roled = roled || len(spans[i].Refs) < len(s.Refs)
	}
	if !roled {
		return nil
	}
	if srcs := commonSources(spans); len(srcs) == 1 {
		return srcs
	}
	return nil
}

// valuesNoun reports whether spans, two or more, stand side by side as
// one noun phrase of values of one source, each in one field of it and
// none a title: "video call" (call_type video, message_type call).
func valuesNoun(spans []link.Span) bool {
	if len(spans) < 2 {
		return false
	}
	for i, s := range spans {
		if s.Kind != link.KindValue || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Title }) {
			return false
		}
		if i > 0 && spans[i-1].To != s.From {
			return false
		}
	}
	srcs := commonSources(spans)
	if len(srcs) != 1 {
		return false
	}
	for _, s := range spans {
		if !oneField(restrict(s, srcs)) {
			return false
		}
	}
	return true
}

// oneField reports whether all a span's values are in one field of one
// source.
// oneName reports whether every ref of a span is the same value, whatever
// field holds it: one word a journal writes as a mood and as a tag.
func oneName(s link.Span) bool {
	for _, r := range s.Refs {
		if !strings.EqualFold(r.Value, s.Refs[0].Value) || r.Number {
			return false
		}
	}
	return len(s.Refs) > 0
}

func oneField(s link.Span) bool {
	for _, r := range s.Refs {
		if r.Source != s.Refs[0].Source || r.Field != s.Refs[0].Field {
			return false
		}
	}
	return true
}

// oneKey reports whether all of a span's refs are of fields of one key,
// in one source or several (the meal of a journal's happenings and of
// its workouts): one attribute holds them.
func oneKey(s link.Span) bool {
	for _, r := range s.Refs {
		if r.Field != s.Refs[0].Field {
			return false
		}
	}
	return true
}

// attrFor is the attribute a field is read as: its key, unless the key is
// a function of the expression language ("season"), then the key with
// "_value" (EXTRACT finds the field by the name without it).
func attrFor(field string) string {
	if expr.IsFunction(field) {
		return field + "_value"
	}
	return field
}

// namesElsewhere reports whether the question's sure names all lie outside
// the activity's sources but inside sources the question's words may also
// mean (their cues point there).
func (p *parser) namesElsewhere(allow func(link.Span) (link.Span, bool)) bool {
	names := p.lk.names()
	if len(names) == 0 {
		// a first name said as the sender ("did Gustav send me a photo":
		// Gustav Johansen of the chats) where the activity's records hold
		// neither it nor the other values said, which all agree on
		// another source (the chats' photos)
		first := slices.ContainsFunc(p.lk.soft, func(s link.Span) bool {
			return s.Words() == 1 && p.lk.q.Words[s.From].Upper && slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return p.senderField(r.Field) })
		})
		held := slices.ContainsFunc(p.lk.soft, func(s link.Span) bool {
			_, ok := allow(s)
			return ok
		})
		return first && !held && len(commonSources(p.lk.soft)) > 0
	}
	pointed := p.env.PointedSources(p.lk.q)
	// the names and the things said with them agreeing on a source
	// ("Lena", "photos": the chats) say where as the words would
	agree := len(pointed) == 0 && len(p.lk.soft) > 0 && len(commonSources(append(slices.Clone(names), p.lk.soft...))) > 0
	for _, s := range names {
		if _, ok := allow(s); ok {
			return false
		}
		if !agree && !slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return pointed[r.Source] }) {
			return false
		}
	}
	return true
}

// senderField reports whether a field holds who a thing is from (the
// lexicons' "sender" attribute lists them: from, sender, author).
func (p *parser) senderField(field string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	r, ok := p.env.Lexicon.Attr("sender")
	return ok && slices.Contains(r.Sources, field)
}

// dayPlaceField reports whether a field records the place a day was
// spent in (a journal's city, its place), as stayWindow, tripAsStay and
// the stays joined with read it.
func dayPlaceField(field string) bool { return field == "city" || field == "place" }

// stayPlace reports whether a name is a value of a field that says where
// the person was: a day's place, a country, a location.
func stayPlace(s link.Span) bool {
	return slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return placeField(r.Field) })
}

// placeWritten reports whether a record other than a stream writes the
// place s names in a field of where one was: the place itself, or a town
// of it ("Naples, Italy" of Italy).
func (p *parser) placeWritten(s link.Span) bool {
	if p.env == nil {
		return false
	}
	a, b := p.spanBytes(s)
	name := strings.TrimSpace(p.t.original(a, b))
	words := strings.Fields(name)
	if len(words) == 0 {
		return false
	}
	return slices.ContainsFunc(p.env.NameRefsWith(words[len(words)-1]), func(r link.Ref) bool {
		return placeField(r.Field) && !streamed(r.Source) && (strings.EqualFold(r.Value, name) || len(r.Value) > len(name)+2 && strings.EqualFold(r.Value[len(r.Value)-len(name)-2:], ", "+name))
	})
}

// tripsCountedRE: the journeys themselves counted ("how many trips",
// "how many times did I travel"), not the days of a stay.
var tripsCountedRE = lazyre.New(`(?i)\bhow\s+many\s+(?:\p{L}+\s+)?(?:trips|journeys|vacations|holidays|times)\b`)

// stayPlaceOfDoing reports whether a name is a place a record of
// something done there says I was in: the country a film was streamed
// from is where the account was used (four films watched in Italy are no
// trips to it, "how many trips did I take to Italy" had counted them),
// not a journey the trips' own records tell.
func stayPlaceOfDoing(s link.Span) bool {
	return slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return placeField(r.Field) && !streamed(r.Source) })
}

// placeField reports whether a field says where the person was: a day's
// place, a country, a location.
func placeField(field string) bool {
	return dayPlaceField(field) || field == "country" || field == "location"
}

// cueFacts reads a question about what a service holds on the person
// rather than what they did on it: "How many followers do I have on
// Twitter?" names Twitter, whose cue means tweets, and followers, a value
// only the account facts hold, which hold Twitter too (the service). When
// a word of a category the activity's sources lack and the cue words are
// all values of one other source, the question is about that source: the
// cues become FILTERs there, and the activity is dropped (it returns
// true). The word must be the value whole, not part of a title or a word
// the lexicons read as a concept.
func (p *parser) cueFacts(act *activity) bool {
	lk := p.lk
	if len(lk.cues) == 0 {
		return false
	}
	for _, s := range slices.Concat(lk.soft, p.sourcesNamed()) {
		if s.Match != link.Exact || p.conceptWords(s) || slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
			return r.Title || slices.Contains(act.Sources, r.Source)
		}) {
			continue
		}
		// The cues' spans keep only the values of the sources the cues
		// point at; every value they spell counts here.
		spans := []link.Span{s}
		for _, c := range lk.cues {
			c.Refs = p.env.ExactRefs(lk.q, c.From, c.To)
			spans = append(spans, c)
		}
		common := commonSources(spans)
		if len(common) == 0 {
			continue
		}
		for _, c := range spans[1:] {
			p.applyValue(restrict(c, common))
		}
		if m := p.t.find(joinRE()); m != nil && joinRE().MatchString(strings.ToLower(lk.q.Words[s.From].Raw)) {
			// "when did I join Twitter": the fact of the account itself
			p.t.consume(m[0], m[1])
			if p.holdsValue(common, "fact", ingest.Account) {
				p.f.Content = append(p.f.Content, Cond{Expr: `fact == "account"`, Needs: []attrSpec{{Name: "fact", Type: qa.TypeText}}, Words: "account"})
			}
		}
		return true
	}
	return false
}

// sourcesNamed returns a span for each word of the question that is the
// name of a source of the library ("my Twitter account": the account
// facts). The value index keeps no value spelt as its source's name (such
// a word names the source), so only here does the word lead there.
func (p *parser) sourcesNamed() []link.Span {
	cat := p.env.Catalog()
	if cat == nil {
		return nil
	}
	var out []link.Span
	for i, w := range p.lk.q.Words {
		for _, s := range cat.Sources {
			named := !strings.Contains(s.Name, "_") && rlex.WordKey(s.Name) == w.Key
			// Joining a service, signing up or registering there, is
			// opening an account ("when did I join Twitter").
			named = named || s.Name == ingest.Account && joinRE().MatchString(strings.ToLower(w.Raw))
			if named {
				out = append(out, link.Span{From: i, To: i + 1, Kind: link.KindValue, Match: link.Exact, Refs: []link.Ref{{Source: s.Name}}})
			}
		}
	}
	return out
}

// joinRE: joining a service, signing up or registering there; a word
// of the question matches it alone ("sign"), the text with "up".
var joinRE = lazyre.New(`\b(?:join(?:ed|ing)?|sign(?:ed|ing)?(?:\s+up)?|signup|register(?:ed|ing)?)\b`)

// namedOnly reports whether names of the library were applied in a
// structured activity's source and what is left of the question names no
// concept: the FILTERs on the names say what is meant, and the other
// words ("charged", "ending in 9182") would only narrow the search.
func (p *parser) namedOnly(act *activity, stmt string) bool {
	if p.lk == nil || !act.Structured || !slices.ContainsFunc(p.valueSources(), func(s string) bool { return slices.Contains(act.Sources, s) }) {
		return false
	}
	return p.env.Lexicon == nil || !hasSpecificConcept(p.env.Lexicon, stmt)
}

// writes reports whether the library's own text writes word ("Cheerios"
// of a product's title). Its terms are kept as the search's stems, so only
// a stem that is most of the word says so: "duing" stems to "du", a word
// of a French title, which says nothing of "duing" itself.
func (d *Decomposer) writes(word string) bool {
	if d.env.Catalog() == nil {
		return false
	}
	k := rlex.Key(word)
	return d.env.Catalog().Terms[k] > 0 && utf8.RuneCountInString(k) >= utf8.RuneCountInString(word)-2
}

// slipOfName reports whether fx corrects a lower-case word the library
// writes only as a name's stem with an "s" after it, a plural or a
// possessive no question says in lower case, into a word of the planner
// with one letter left out, the commonest slip ("how many tims": times,
// where a track is "Song for Tim"); a product's own plural ("cheerios")
// is no letter away from another word and stays.
func (d *Decomposer) slipOfName(fx spell.Fix) bool {
	low := strings.ToLower(fx.From)
	if low != fx.From || !spell.LeftOut(fx.From, fx.Word) || !strings.HasSuffix(low, "s") {
		return false
	}
	return rlex.Key(low) == strings.TrimSuffix(low, "s")
}

// correct reads misspelt words as the words they were meant to be
// ("runing" → running, "spotfy" → Spotify) against what the planner and
// the library know (link.Env.Speller), and notes each correction.
func (d *Decomposer) correct(q string, f *Frame) string {
	if d.env == nil {
		return q
	}
	fixes := slices.DeleteFunc(d.env.Speller().Text(q), func(fx spell.Fix) bool {
		// a contraction typed without its apostrophe ("whos", "didnt")
		// is read as one, not corrected into another word ("whose");
		// a word the library's own text writes ("Cheerios" of a
		// product's title) is that word, not a slip of another
		// ("cherries")
		return expandContractions(fx.From) != fx.From || d.writes(fx.From) && !d.slipOfName(fx)
	})
	fixes = append(fixes, d.misspeltNames(q, fixes)...)
	fixes = append(fixes, d.unaccentedNames(q, fixes)...)
	fixes = append(fixes, d.spellingVariants(q, fixes)...)
	fixes = append(fixes, d.nicknames(q, fixes)...)
	if fx, ok := d.misspeltQuestionWord(q, fixes); ok {
		fixes = append(fixes, fx)
	}
	if fx, ok := d.misspeltHowWord(q, fixes); ok {
		fixes = append(fixes, fx)
	}
	fixes = append(fixes, d.misspeltMeals(q, fixes)...)
	fixes = append(fixes, d.misspeltFunctionWords(q, fixes)...)
	fixes = append(fixes, d.misspeltMonths(q, fixes)...)
	slices.SortFunc(fixes, func(a, b spell.Fix) int { return cmp.Compare(a.Start, b.Start) })
	for i := len(fixes) - 1; i >= 0; i-- {
		fx := fixes[i]
		q = q[:fx.Start] + fx.Word + q[fx.End:]
	}
	for _, fx := range fixes {
		f.Corrected = append(f.Corrected, fx.From+" → "+fx.Word)
	}
	return q
}

// misspeltQuestionWord corrects the first word of a question, unknown,
// into the question word one slip away ("wich" is which, "wen" when,
// "hw" how), which the speller would leave as about as likely as others
// ("with", "men"): a question begins with one of a handful of words.
func (d *Decomposer) misspeltQuestionWord(q string, fixes []spell.Fix) (spell.Fix, bool) {
	m := leadWordRE().FindStringSubmatchIndex(q)
	if m == nil {
		return spell.Fix{}, false
	}
	raw := q[m[2]:m[3]]
	low := strings.ToLower(raw)
	if slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start == m[2] }) || slices.Contains(questionWords, low) {
		return spell.Fix{}, false
	}
	if d.env.Speller().Known(raw) && !auxAfterRE().MatchString(q[m[3]:]) {
		// a word of the dictionary begins a question as itself, unless
		// an auxiliary and its subject follow it ("wat did i buy"),
		// where English puts the question word
		return spell.Fix{}, false
	}
	if fx, ok := nearOne(raw, m[2], m[3], questionWords); ok {
		return fx, true
	}
	return spell.Fix{}, false
}

// nearOne is the fix of the word raw at [start, end) into the one word of
// ws one slip away, if just one is ("whe" is as near when as where).
func nearOne(raw string, start, end int, ws []string) (spell.Fix, bool) {
	low := strings.ToLower(raw)
	var near []string
	for _, w := range ws {
		if spell.Near(low, w, 1) {
			near = append(near, w)
		}
	}
	if len(near) != 1 || len(low) < 2 {
		return spell.Fix{}, false // none, or which of two is not clear ("whe")
	}
	return spell.Fix{Start: start, End: end, From: raw, Suggestion: spell.Suggestion{Word: near[0], Distance: 1}}, true
}

// misspeltHowWord corrects the word after a question's "how", unknown,
// into the word one slip away that "how" asks with ("how mnay" is how
// many, "how lnog" how long).
func (d *Decomposer) misspeltHowWord(q string, fixes []spell.Fix) (spell.Fix, bool) {
	m := howWordRE().FindStringSubmatchIndex(q)
	if m == nil {
		return spell.Fix{}, false
	}
	raw := q[m[2]:m[3]]
	if d.env.Speller().Known(raw) || slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start == m[2] }) {
		return spell.Fix{}, false
	}
	return nearOne(raw, m[2], m[3], howWords)
}

// auxAfterRE: an auxiliary verb and its subject, as they follow a
// question word ("did i", "do you", "was the").
var auxAfterRE = lazyre.New(`(?i)^\s+(?:did|do|does|is|was|were|are|am|have|has|had|can|could|will|would|should)\s+(?:i|we|you|my|the|it|he|she|they)\b`)

// misspeltMeals corrects a word of English one slip away from the name of
// a meal (the lexicons' meal concepts, meals.tsv) where English puts a
// meal: had or eaten ("have diner with Jonas") or what something was had
// for ("what did I have for diner"). "diner" is a word of its own, which
// the speller leaves, but one has dinner, not a diner, and a diner is not
// what food is had for; "a diner" keeps its article and is left.
func (d *Decomposer) misspeltMeals(q string, fixes []spell.Fix) []spell.Fix {
	if d.env.Lexicon == nil {
		return nil
	}
	var meals []string
	for _, c := range d.env.Lexicon.Meals() {
		meals = append(meals, c.ID)
	}
	var out []spell.Fix
	ws := wordSpanRE().FindAllStringIndex(q, -1)
	for i, m := range ws {
		j := i - 1
		if j >= 0 && possessiveRE().MatchString(q[ws[j][0]:ws[j][1]]) {
			j--
		}
		if j < 0 || !mealSlotRE().MatchString(q[ws[j][0]:ws[j][1]]) {
			continue
		}
		raw := q[m[0]:m[1]]
		low := strings.ToLower(raw)
		if slices.Contains(meals, low) || slices.Contains(meals, strings.TrimSuffix(low, "s")) || !spell.English(low) || slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start == m[0] }) {
			continue
		}
		if fx, ok := nearOne(raw, m[0], m[1], meals); ok {
			out = append(out, fx)
		}
	}
	return out
}

// longFunctionWords are the function words of three letters or more, in
// order: what a slip is looked up against, made once.
var longFunctionWords = sync.OnceValue(func() []string {
	var fw []string
	for w := range functionWords {
		if len(w) >= 3 {
			fw = append(fw, w)
		}
	}
	slices.Sort(fw)
	return fw
})

// misspeltFunctionWords corrects a word of no language, in lower case,
// one slip from a function word ("wiht" with, "teh" the): the speller
// leaves it where the library holds it, as a journal written in a hurry
// does ("swam wiht Ben"), but a question's slip of a word so common is no
// word of the library's asked for. A name the library knows, and a last
// word, where no function word can stand ("how often did I meet ana"),
// are left: a name may be what was meant.
func (d *Decomposer) misspeltFunctionWords(q string, fixes []spell.Fix) []spell.Fix {
	fw := longFunctionWords()
	var out []spell.Fix
	for _, m := range wordSpanRE().FindAllStringIndex(q, -1) {
		raw := q[m[0]:m[1]]
		if len(raw) < 3 || raw != strings.ToLower(raw) || functionWords[raw] || spell.English(raw) ||
			slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start <= m[0] && m[0] < fx.End }) {
			continue
		}
		if slices.ContainsFunc(questionWords, func(w string) bool { return spell.Near(raw, w, 1) }) {
			continue // "whe": as near when and where as the
		}
		if wordSpanRE().FindStringIndex(q[m[1]:]) == nil || d.env != nil && d.env.IsLowerName(raw) {
			continue
		}
		if verbSlotRE().MatchString(q[:m[0]]) {
			// "how many emails did i snd": after an auxiliary and its
			// subject stands the verb, no function word ("and"): the
			// one verb the rules know that the word is with a letter
			// left out, else the word is left unread and said so
			if fx, ok := d.misspeltVerb(raw, m[0], m[1]); ok {
				out = append(out, fx)
			}
			continue
		}
		if d.namePart(q, m[0], m[1]) {
			// "the Stadt- und Landesbibliothek": a word of a name the
			// library holds, said with its neighbour in it, is the name's
			// word ("und"), not a slip of "and"
			continue
		}
		if fx, ok := nearOne(raw, m[0], m[1], fw); ok {
			out = append(out, fx)
		}
	}
	return out
}

// misspeltVerb is the fix of raw at [start, end) into the one verb of
// verbs.tsv (its base form) that raw is with a letter left out.
func (d *Decomposer) misspeltVerb(raw string, start, end int) (spell.Fix, bool) {
	var near []string
	for present := range d.lx.past {
		if spell.LeftOut(raw, present) {
			near = append(near, present)
		}
	}
	if len(near) != 1 {
		return spell.Fix{}, false
	}
	return spell.Fix{Start: start, End: end, From: raw, Suggestion: spell.Suggestion{Word: near[0], Distance: 1}}, true
}

// verbSlotRE: an auxiliary and its subject at the end of what precedes a
// word ("did i", "have we"), where a verb follows.
var verbSlotRE = lazyre.New(`(?i)\b(?:did|do|does|have|has|had|will|would|can|could)\s+(?:i|we)\s+$`)

// namePart reports whether the word q[a:b] is written, with the word
// before or after it in q, in a value of the library's.
func (d *Decomposer) namePart(q string, a, b int) bool {
	if d.env == nil || d.env.Catalog() == nil {
		return false
	}
	before, after := strings.Fields(q[:a]), strings.Fields(q[b:])
	var runs []string
	if len(before) > 0 {
		runs = append(runs, strings.ToLower(before[len(before)-1]+" "+q[a:b]))
	}
	if len(after) > 0 {
		runs = append(runs, strings.ToLower(q[a:b]+" "+after[0]))
	}
	for _, src := range d.env.Catalog().Sources {
		for _, f := range src.Fields {
			if !f.Names {
				continue
			}
			for _, v := range f.Values {
				low := strings.ToLower(v.Text)
				if slices.ContainsFunc(runs, func(r string) bool { return strings.Contains(low, r) }) {
					return true
				}
			}
		}
	}
	return false
}

// misspeltMonths corrects a word one slip away from the name of one month
// where English puts a month's name, next to a number of a date ("in
// Octobr 2025", "3 Febuary", "the 12th of Setpember"). A month's name is
// capitalised, which the speller leaves as a name it does not know; a
// word of English or of the library's own text is left.
func (d *Decomposer) misspeltMonths(q string, fixes []spell.Fix) []spell.Fix {
	months := calendar.MonthNames()
	var out []spell.Fix
	for _, m := range wordSpanRE().FindAllStringIndex(q, -1) {
		raw := q[m[0]:m[1]]
		low := strings.ToLower(raw)
		if utf8.RuneCountInString(raw) < 4 || slices.Contains(months, low) || spell.English(low) || d.writes(raw) ||
			slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start <= m[0] && m[0] < fx.End }) {
			continue
		}
		if !monthDayAfterRE().MatchString(q[m[1]:]) && !dayBeforeRE().MatchString(q[:m[0]]) && !monthWordBeforeRE().MatchString(q[:m[0]]) {
			continue
		}
		if _, ok := calendar.Month(low); ok {
			continue // an abbreviation ("Sept")
		}
		if fx, ok := nearOne(raw, m[0], m[1], months); ok {
			if fold.Capitalised(raw) {
				fx.Word = strings.ToUpper(fx.Word[:1]) + fx.Word[1:]
			}
			out = append(out, fx)
		}
	}
	return out
}

// monthDayAfterRE: a day or a year right after a month's name ("October
// 2025", "Oct 3rd"); dayBeforeRE: a day right before it ("3 October",
// "the 3rd of October").
var (
	monthDayAfterRE = lazyre.New(`^\s*\d{1,4}(?:st|nd|rd|th)?\b`)
	dayBeforeRE     = lazyre.New(`(?i)\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?$`)
	// monthWordBeforeRE: a preposition or a word of which one that
	// English puts before a month's name alone ("in May", "last May")
	monthWordBeforeRE = lazyre.New(`(?i)\b(?:in|since|during|until|till|through|last|this|next|early|late|mid)\s+$`)
)

// mealSlotRE: the words after which English puts a meal, possibly with a
// possessive between (possessiveRE): verbs of having or eating, and "for"
// what a thing was had for.
var mealSlotRE = lazyre.New(`(?i)^(?:for|have|had|has|having|eat|eats|ate|eaten|eating)$`)

// possessiveRE: a possessive determiner; wordSpanRE a word.
var (
	possessiveRE = lazyre.New(`(?i)^(?:my|our|your|his|her|their)$`)
	wordSpanRE   = lazyre.New(`\pL+`)
)

// howWordRE: the word after a question's first word "how" (group 1);
// howWords the words "how" asks with.
var howWordRE = lazyre.New(`(?i)^\s*how\s+(\pL+)\b`)

var howWords = []string{"many", "much", "long", "often", "far", "old"}

// leadWordRE: a question's first word (group 1); questionWords the words
// a question may begin with that ask what.
var leadWordRE = lazyre.New(`^\s*(\pL+)\b`)

var questionWords = []string{"what", "which", "when", "where", "who", "whom", "whose", "why", "how"}

// unaccentedNames reads a word typed without the accents of a name the
// library holds ("Perez" of Conor Pérez, "Sean" of Seán, "Krakow" of
// Kraków) as the name's word: the link folds accents, but the search
// keeps them, so the name typed plainly found nothing and was said not
// understood. Only a word the library never writes as typed, one
// spelling of it, and a word in lower case only where it is no word of
// English ("cafe" stays). The reading is shown as a correction.
func (d *Decomposer) unaccentedNames(q string, fixes []spell.Fix) []spell.Fix {
	cat := d.env.Catalog()
	if cat == nil {
		return nil
	}
	var out []spell.Fix
	for _, w := range plainWordRE().FindAllStringIndex(q, -1) {
		raw := q[w[0]:w[1]]
		low := strings.ToLower(raw)
		if len(raw) < 3 || cat.Terms[rlex.Key(raw)] > 0 || !fold.Capitalised(raw) && spell.English(low) ||
			slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start < w[1] && w[0] < fx.End }) {
			continue
		}
		var spelt []string
		for _, name := range d.env.NamesWith(raw) {
			for _, nw := range strings.FieldsFunc(name, spell.NotWordRune) {
				if nw != raw && !ascii.Only(nw) && fold.String(nw) == low && !slices.ContainsFunc(spelt, func(s string) bool { return strings.EqualFold(s, nw) }) {
					spelt = append(spelt, nw)
				}
			}
		}
		if len(spelt) != 1 {
			continue // none, or which of several is not known
		}
		word := spelt[0]
		if !fold.Capitalised(raw) {
			word = strings.ToLower(word)
		}
		out = append(out, spell.Fix{Start: w[0], End: w[1], From: raw, Suggestion: spell.Suggestion{Word: word, Count: 1}})
	}
	return out
}

// spellingVariants reads a word the library never writes as the other
// spelling of it the library does write, British or American
// ("pediatrician" of the paediatrician's appointments, "theater",
// "jewelry"): a synonym the dictionary lists a letter or two away. Typed
// the other way, the word found nothing and was said not understood, and
// the count was of everything else. Shown as a correction.
func (d *Decomposer) spellingVariants(q string, fixes []spell.Fix) []spell.Fix {
	if d.env.Catalog() == nil {
		return nil
	}
	th, err := thesaurus.Default()
	if err != nil {
		return nil
	}
	var out []spell.Fix
	for _, w := range plainWordRE().FindAllStringIndex(q, -1) {
		raw := q[w[0]:w[1]]
		if len(raw) < 5 || raw != strings.ToLower(raw) || d.writes(raw) ||
			slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start < w[1] && w[0] < fx.End }) {
			continue
		}
		var alt []string
		for _, syn := range th.Synonyms(raw) {
			if syn != raw && syn[0] == raw[0] && !strings.ContainsRune(syn, ' ') && spell.Near(raw, syn, 2) && d.writes(syn) {
				alt = append(alt, syn)
			}
		}
		if len(alt) != 1 {
			continue
		}
		out = append(out, spell.Fix{Start: w[0], End: w[1], From: raw, Suggestion: spell.Suggestion{Word: alt[0], Count: 1}})
	}
	return out
}

// plainWordRE: a word of letters without accents.
var plainWordRE = lazyre.New(`\b[A-Za-z]+\b`)

// nameWordRE: a word of a name, capitalised.
var nameWordRE = lazyre.New(`\p{Lu}[\p{L}'’-]*`)

// misspeltNames corrects a capitalised word the library never uses where
// a word near it in spelling, with the word said next to it, is a name
// the library holds ("Olvia Rodrigo" is Olivia Rodrigo, the artist): the
// speller leaves names as they are, but a name of several words says which
// was meant. fixes are those made already.
func (d *Decomposer) misspeltNames(q string, fixes []spell.Fix) []spell.Fix {
	cat := d.env.Catalog()
	if cat == nil {
		return nil
	}
	words := nameWordRE().FindAllStringIndex(q, -1)
	var out []spell.Fix
	for i, w := range words {
		raw := q[w[0]:w[1]]
		low := strings.ToLower(raw)
		if len(raw) < 4 || fold.NotName(low) || cat.Terms[rlex.Key(raw)] > 0 || len(d.env.NamesWith(raw)) > 0 ||
			slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start < w[1] && w[0] < fx.End }) {
			continue
		}
		// the next or the previous word, written next to it
		var near []string
		if i+1 < len(words) && strings.TrimSpace(q[w[1]:words[i+1][0]]) == "" {
			near = append(near, "+"+q[words[i+1][0]:words[i+1][1]])
		}
		if i > 0 && strings.TrimSpace(q[words[i-1][1]:w[0]]) == "" {
			near = append(near, "-"+q[words[i-1][0]:words[i-1][1]])
		}
		if len(near) == 0 {
			continue
		}
	sugg:
		for _, sg := range d.env.Speller().Suggest(raw, "", 3) {
			if sg.Distance > 1 || strings.EqualFold(sg.Word, raw) {
				continue
			}
			for _, nb := range near {
				phrase := sg.Word + " " + nb[1:]
				if nb[0] == '-' {
					phrase = nb[1:] + " " + sg.Word
				}
				if slices.ContainsFunc(d.env.NamesWith(sg.Word), func(name string) bool { return containsWords(name, phrase) }) {
					word := sg.Word
					if r := []rune(word); len(r) > 0 {
						word = strings.ToUpper(string(r[0])) + string(r[1:])
					}
					out = append(out, spell.Fix{Start: w[0], End: w[1], From: raw, Suggestion: spell.Suggestion{Word: word, Distance: sg.Distance, Count: sg.Count}})
					break sugg
				}
			}
		}
	}
	return out
}

// nicknames reads a capitalised word the library holds as no name, that
// is the one name of a person the library records cut short ("Len" of
// Lena, "Kat" of Kathi) or with a pet-name ending ("Benni" of Ben), as
// that person: the names a journal's people are recorded under join
// their nicknames so (package textfacts), and the question says them as
// the texts did. The reading is shown as a correction.
func (d *Decomposer) nicknames(q string, fixes []spell.Fix) []spell.Fix {
	cat := d.env.Catalog()
	if cat == nil || d.env.Lexicon == nil {
		return nil
	}
	// the question's capitalised words that may be a nickname, first: most
	// questions have none, and the people are not read for them
	var words [][]int
	for _, w := range nameWordRE().FindAllStringIndex(q, -1) {
		raw := q[w[0]:w[1]]
		if utf8.RuneCountInString(raw) < 3 || fold.NotName(strings.ToLower(raw)) ||
			slices.ContainsFunc(fixes, func(fx spell.Fix) bool { return fx.Start < w[1] && w[0] < fx.End }) {
			continue
		}
		words = append(words, w)
	}
	rule, ok := d.env.Lexicon.Attr("participants")
	if len(words) == 0 || !ok {
		return nil
	}
	var people []string
	seen := map[string]bool{}
	for _, src := range cat.Sources {
		for _, fl := range src.Fields {
			if !fl.Names || !slices.Contains(rule.Sources, fl.Key) {
				continue
			}
			for _, v := range fl.Values {
				if r := []rune(v.Text); len(r) >= 3 && unicode.IsUpper(r[0]) && !strings.ContainsAny(v.Text, " .@") && !seen[v.Text] {
					seen[v.Text] = true
					people = append(people, v.Text)
				}
			}
		}
	}
	var out []spell.Fix
	for _, w := range words {
		raw := q[w[0]:w[1]]
		if seen[raw] {
			continue
		}
		var of []string
		for _, name := range people {
			if len(name) > len(raw) && strings.HasPrefix(name, raw) || nickname.Diminutive(name, raw) {
				of = append(of, name)
			}
		}
		if len(of) == 1 {
			out = append(out, spell.Fix{Start: w[0], End: w[1], From: raw, Suggestion: spell.Suggestion{Word: of[0]}})
		}
	}
	return out
}

// containsWords reports whether name has the words of phrase, in order
// and whole, in any case.
func containsWords(name, phrase string) bool {
	n, ph := " "+strings.Join(strings.Fields(strings.ToLower(name)), " ")+" ", " "+strings.ToLower(phrase)+" "
	return strings.Contains(n, ph)
}

// mealPrepRE: the preposition before a category of a happening ("for
// lunch", "at breakfast").
var mealPrepRE = lazyre.New(`\b(?:for|at|during|over)\s+$`)

// applyWhereRecorded reads a category word of a question about something
// people do anywhere ("for breakfast") as a restriction of the
// events that record that category, leaving the others to retrieval: a
// journal's happenings say which meal they were, a calendar entry does
// not, and "what did I eat for breakfast" must not count dinners.
func (p *parser) applyWhereRecorded() {
	// Two categories of one field are either ("for lunch and dinner"):
	// one event is never both.
	byAttr := map[string]int{}
	valsOf := map[string][]string{}
	at := map[string][2]int{}          // where the first value of each field was said
	recorders := map[string][]string{} // the sources that record each field
	for _, s := range p.lk.soft {
		if s.Match != link.Exact || p.taken(s) || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Title || r.List || r.Number }) {
			continue
		}
		var kinds []string
		if lx := p.env.Lexicon; lx != nil {
			for _, c := range lx.Parse(p.lk.q.Phrase(s.From, s.To)).Concepts {
				kinds = append(kinds, c.Kind)
			}
		}
		if slices.Contains(kinds, "sport") {
			continue
		}
		{
			// Only a field named for what the lexicons say the word is:
			// "breakfast" is a meal, and the field meal holds it ("meet"
			// in a field of activities says nothing of the kind).
			var refs []link.Ref
			for _, r := range s.Refs {
				if slices.Contains(kinds, r.Field) {
					refs = append(refs, r)
				}
			}
			if s.Refs = refs; len(refs) == 0 || !oneKey(s) {
				continue
			}
		}
		attr := attrFor(s.Refs[0].Field)
		var vals []string
		for _, r := range s.Refs {
			if !slices.Contains(vals, r.Value) {
				vals = append(vals, r.Value)
			}
			if !slices.Contains(recorders[attr], r.Source) {
				recorders[attr] = append(recorders[attr], r.Source)
			}
		}
		a, b := p.spanBytes(s)
		words := p.t.original(a, b)
		if i, ok := byAttr[attr]; ok {
			for _, v := range vals {
				if !slices.Contains(valsOf[attr], v) {
					valsOf[attr] = append(valsOf[attr], v)
				}
			}
			all := valsOf[attr]
			c := &p.f.Content[i]
			c.Expr = fmt.Sprintf("(%s ?? %s) in %s", attr, unrecordedDefault(quote(all[0]), recorders[attr]), quoteList(all))
			c.Words += " and " + words
			// searched for, both would be asked of one event: the
			// condition says them, from the first to the last
			if first := at[attr]; first[1] <= a {
				from := first[0]
				if m := mealPrepRE().FindIndex(p.t.low[:from]); m != nil {
					from = m[0] // "for lunch and dinner": the preposition too
				}
				p.t.consume(from, b)
			}
			continue
		}
		at[attr] = [2]int{a, b}
		cond := fmt.Sprintf("(%s ?? %s) in %s", attr, unrecordedDefault(quote(vals[0]), recorders[attr]), quoteList(vals))
		byAttr[attr], valsOf[attr] = len(p.f.Content), vals
		p.f.Content = append(p.f.Content, Cond{Expr: cond, Words: words, Needs: []attrSpec{{Name: attr, Type: qa.TypeText}}})
	}
}

// unrecordedDefault is the category an event is taken to be when it
// records none: the one asked, for the events of a source that never
// says (a calendar entry "Lunch with Sanne", found by its words), but
// none for those of a source that records it (a journal's happenings
// say which meal they were): one of those that says none, a banana
// after a run, is no lunch.
func unrecordedDefault(def string, recorders []string) string {
	if len(recorders) == 0 {
		return def
	}
	return fmt.Sprintf("(source in %s ? \"\" : %s)", quoteList(recorders), def)
}

// unrecordedMeasure says so when the question adds up, averages or ranks
// by a measure that no event of the library records and that is never
// read from text ("how many steps did I take" with no step counts
// exported): the 0 or nothing that follows is about the library, not the
// person's life.
func (p *parser) unrecordedMeasure() {
	f := p.f
	q := f.Measure
	if q == nil {
		q = f.Rank
	}
	if q == nil || q.Extract == nil || p.env.Catalog() == nil || p.env.Lexicon == nil {
		return
	}
	rule, ok := p.env.Lexicon.Attr(q.Extract.Name)
	if !ok || slices.ContainsFunc(rule.Sources, func(s string) bool { return strings.HasPrefix(s, "@") && s != "@speed" }) || len(p.measureSources()) > 0 {
		return
	}
	words := q.Words
	if words == "" {
		words = strings.ReplaceAll(q.Extract.Name, "_", " ")
	}
	f.Notes = append(f.Notes, fmt.Sprintf("no event in the library records %s", words))
}

// unrecordedCompanions says, of a question asking who I was with ("who
// did I watch Archer with") or counting by them, that the sources it reads record no one:
// none keeps a field the lexicons read people from, nor any text that
// could name them (a stream, a workout), so the nothing found is for
// want of a record, not of company.
func (p *parser) unrecordedCompanions() {
	f := p.f
	// asked ("who did I watch it with") or grouped by ("how many songs
	// did I play with each friend")
	byPeople := f.Val != nil && f.Val.Unnest == "participants" || f.Group != nil && f.Group.Unnest == "participants"
	if !byPeople || p.env.Catalog() == nil || p.env.Lexicon == nil {
		return
	}
	rule, ok := p.env.Lexicon.Attr("participants")
	if !ok {
		return
	}
	srcs := f.Sources
	if len(srcs) == 0 && f.act != nil {
		srcs = f.act.Sources
	}
	var held []string
	for _, name := range srcs {
		src := p.env.Catalog().Source(name)
		if src == nil {
			continue
		}
		for _, fl := range src.Fields {
			if slices.Contains(rule.Sources, fl.Key) || slices.Contains(textFields, fl.Key) || slices.Contains(ownNameFields, fl.Key) {
				return // it may name them ("Badminton with Julien")
			}
		}
		held = append(held, name)
	}
	if len(held) == 0 {
		return
	}
	f.Notes = append(f.Notes, fmt.Sprintf("who you were with is not recorded: your %s records name no one", strings.Join(ingest.Labels(held), " or ")))
	// a name read from what was played or bought ("Dance, Léa, Dance")
	// is no one who was there: the records are left out, not their
	// titles' words counted as company
	f.Content = append(f.Content, Cond{Expr: fmt.Sprintf("!(source in %s)", quoteList(held)), Words: "that record who I was with"})
}

// ownNameFields are the fields in which the person names what they did in
// their own words (a workout's "Badminton with Julien", a calendar
// entry's summary), which may name who was there, unlike the title of a
// thing played or bought.
var ownNameFields = []string{"name", "summary"}

// measureSources are the sources whose events record what the question
// measures (its measure, rank or value): the fields the lexicons' rule for
// it names, in the catalog.
func (p *parser) measureSources() []string {
	f := p.f
	var q *Quantity
	for _, x := range []*Quantity{f.Measure, f.Rank, f.Val} {
		if x != nil && x.Extract != nil {
			q = x
			break
		}
	}
	var name string
	switch {
	case q != nil:
		name = q.Extract.Name
	case f.Group != nil && f.Group.Extract != nil && p.lx.groups.byID[f.Group.ID] == nil:
		// "my most common mood": what records moods (a field of the
		// library's; the lexicons' keys, people say, are found anywhere)
		name = f.Group.Extract.Name
		if srcs := p.sourcesOf(name); len(srcs) > 0 {
			return srcs
		}
		// "the most common weather": things grouped by a word field no
		// lexicon knows are those of the sources that hold it
		return p.sourcesRecording(name)
	}
	return p.sourcesOf(name)
}

// placeOfDoing reports whether a place asked (name, a place the lexicons
// read from what a person wrote too) is that of a doing the statement
// names, one the lexicons know that is not travel or a place itself
// ("I celebrated my birthday", not "I visited").
func (p *parser) placeOfDoing(name, stmt string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	rule, ok := p.env.Lexicon.Attr(name)
	if !ok || rule.Class != rlex.ClassPlace || !slices.Contains(rule.Sources, "@text") {
		return false
	}
	for _, h := range p.env.Lexicon.Find(rlex.Tokens(stmt)) {
		c := h.Concept
		if h.Weight >= rlex.Strong && !c.Generic && c.Kind != "travel" && c.Kind != "place" {
			return true
		}
	}
	return false
}

// sourcesWritten are the library's sources, other than those of have and
// the messages, whose events hold what the person wrote (a post's text).
func (p *parser) sourcesWritten(have []string) []string {
	var out []string
	for _, src := range p.env.Catalog().Sources {
		if slices.Contains(have, src.Name) || src.Name == ingest.Mail || src.Name == ingest.Chat {
			continue
		}
		if slices.ContainsFunc(textFields, func(k string) bool { return src.Field(k) != nil }) {
			out = append(out, src.Name)
		}
	}
	return out
}

// sourcesOf are the sources whose events record attribute name: the
// fields the lexicons' rule for it names, in the catalog.
func (p *parser) sourcesOf(name string) []string {
	if name == "" || p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return nil
	}
	rule, ok := p.env.Lexicon.Attr(name)
	lexMeasure := slices.ContainsFunc(p.lx.measures.all, func(m *measure) bool { return m.Extract != nil && m.Extract.Name == name })
	if ok && !lexMeasure && byWordOnly(rule.Name, name) {
		// The lexicons know the name only by one of its words
		// ("stand_hours": hours, a length of time): a field the library
		// holds under the whole name is that field, recorded where the
		// catalog has it, not any duration turned into hours.
		if recs := p.sourcesRecording(name); len(recs) > 0 {
			return recs
		}
	}
	if !ok {
		if lexMeasure {
			return nil // a measure of the lexicons' is anything's that has it
		}
		// an amount of the library's that no lexicon knows ("tax") is
		// recorded where the catalog has it; a word ("label") may be
		// anything's, and says nothing of where to look
		return slices.DeleteFunc(p.sourcesRecording(name), func(s string) bool {
			return p.env.Catalog().Source(s).Field(name).Kind != "number"
		})
	}
	var out []string
	for _, src := range p.env.Catalog().Sources {
		if ingest.KindOf(src.Name) != src.Name {
			// What was cancelled was not spent, run or watched; a
			// question naming it reads it as the condition it is
			// (boolFields).
			continue
		}
		for _, fk := range append([]string{name}, rule.Sources...) {
			switch fk {
			case "@coordinates":
				fk = "latitude" // the coordinates of location history
			case "@speed":
				if src.Field("duration_s") != nil {
					fk = "distance_km" // how far over how long
				}
			}
			if !strings.HasPrefix(fk, "@") && src.Field(fk) != nil {
				out = append(out, src.Name)
				break
			}
		}
	}
	return out
}

// byWordOnly reports whether a lexicon rule named ruleName was found for
// an attribute name by a word of it, the rest saying what kind of thing it
// is ("stand_hours" by hours), not how it is taken ("avg_heart_rate_bpm"
// is the heart rate's).
func byWordOnly(ruleName, name string) bool {
	in := strings.Fields(rlex.AttrKey(ruleName))
	for _, w := range strings.Fields(rlex.AttrKey(name)) {
		if !slices.Contains(in, w) && !takenWords[w] {
			return true
		}
	}
	return false
}

// takenWords say how a measure is taken, not what it is of.
var takenWords = map[string]bool{"avg": true, "average": true, "mean": true, "max": true, "maximum": true, "min": true, "minimum": true, "total": true, "bpm": true, "kmh": true, "km": true, "kg": true, "s": true, "min_per_km": true}

// dayMeasure reads a number that is a day's own from the journal's days:
// a daily note's property ("steps:: 8400", "weight: 71.2") is also written
// on each happening the day tells (its entry_id names the day) so that
// "my mood on 19 January" finds it whichever happening is read, and an
// average, a total or the lowest over the happenings would count a day
// once per happening. Only a question that names no activity is about
// the days; "my average steps on days I ran" is about the runs.
func (p *parser) dayMeasure() {
	f := p.f
	if p.env.Catalog() == nil {
		return
	}
	cat := p.env.Catalog()
	note := cat.Source(ingest.Note)
	if note == nil {
		return
	}
	if f.act != nil && !p.copiedMeasure(note) {
		return
	}
	key := ""
	for _, q := range []*Quantity{f.Measure, f.Rank} {
		if q != nil && q.Extract != nil {
			if fl := note.Field(q.Extract.Name); fl != nil && fl.Kind == "number" {
				key = q.Extract.Name
			}
		}
	}
	for _, c := range f.Content {
		for _, n := range c.Needs {
			if fl := note.Field(n.Name); fl != nil && fl.Kind == "number" && key == "" {
				key = n.Name // "nights I slept less than 6 hours"
			}
		}
	}
	if key == "" {
		return
	}
	srcs := f.Sources
	if len(srcs) == 0 {
		for _, s := range cat.Sources {
			srcs = append(srcs, s.Name)
		}
	}
	if !slices.Contains(srcs, ingest.Note) {
		// Sources narrowed to happenings that carry the day's copy of the
		// number ("sleep" read as the journal's sleep_s) are the days too.
		if f.act != nil || slices.ContainsFunc(srcs, func(s string) bool {
			src := cat.Source(s)
			return src == nil || src.Field(key) == nil || src.Field("entry_id") == nil
		}) {
			return
		}
		srcs = append(slices.Clone(srcs), ingest.Note)
	}
	days := slices.DeleteFunc(slices.Clone(srcs), func(s string) bool {
		src := cat.Source(s)
		return src.Field(key) == nil || s != ingest.Note && src.Field("entry_id") != nil
	})
	if len(days) == len(srcs) {
		return
	}
	f.Sources, f.Library = days, nil
	f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return n == noActivityNote })
	if f.Query == "anything" {
		f.Query, f.Subject = "everything", p.subjectOf(days)
	}
}

// durationKeyRE is the field of a length of time in an expression.
var durationKeyRE = lazyre.New(`\bduration_s\b`)

// copiedMeasure reports whether the question's activity is measured or
// ranked by a number of the days ("on which day did I walk the most
// steps", steps:: 8400 kept in the days) that the activity's sources hold
// only as the days' fields copied onto their happenings: the number is
// the day's, and the activity, named with it as the words say what the
// number counts, is let go for the days.
func (p *parser) copiedMeasure(note *catalog.Source) bool {
	f := p.f
	key := ""
	for _, q := range []*Quantity{f.Measure, f.Rank} {
		if q != nil && q.Extract != nil {
			if fl := note.Field(q.Extract.Name); fl != nil && fl.Kind == "number" {
				key = q.Extract.Name
			}
		}
	}
	if key == "" || len(f.act.Sources) == 0 {
		return false
	}
	for _, s := range f.act.Sources {
		src := p.env.Catalog().Source(s)
		fl, id := src.Field(key), src.Field("entry_id")
		if fl == nil || id == nil || fl.Events > id.Events {
			return false
		}
	}
	f.act, f.Activity, f.Query, f.Sources = nil, "", "anything", nil
	return true
}

// dayLength reads the length of an activity from the days where the
// person writes it down under the activity's name ("sleep:: 7h 30m") and
// the library has no such field of its own for it: "how many hours did I
// sleep on average in May" averages the days' sleep, where no night's
// sleep is told as a happening.
func (p *parser) dayLength() {
	f := p.f
	if f.act == nil || p.lk == nil || p.env.Catalog() == nil {
		return
	}
	note := p.env.Catalog().Source(ingest.Note)
	if note == nil {
		return
	}
	key := ""
	for _, s := range p.lk.fields {
		for _, r := range s.Refs {
			fl := note.Field(r.Field)
			if r.Source != ingest.Note || fl == nil || fl.Kind != "number" || fl.Unit != "s" || r.Field == "duration_s" {
				continue
			}
			if a := p.activityNamed(strings.ReplaceAll(strings.TrimSuffix(r.Field, "_s"), "_", " ")); a != nil && a.ID == f.act.ID {
				key = r.Field
			}
		}
	}
	if key == "" {
		return
	}
	uses := false
	re := durationKeyRE()
	swap := func(q *Quantity) *Quantity {
		if q == nil || q.Extract == nil || q.Extract.Name != "duration_s" {
			return q
		}
		uses = true
		c := *q
		x := *q.Extract
		x.Name, c.Extract = key, &x
		c.Attr, c.Map = re.ReplaceAllString(c.Attr, key), re.ReplaceAllString(c.Map, key)
		return &c
	}
	f.Measure, f.Rank, f.Val = swap(f.Measure), swap(f.Rank), swap(f.Val)
	if f.Form == FormCompare && f.Measure == nil {
		// "did I sleep more in May than April": more of it a day, one
		// length kept a day, not more days
		f.Measure = &Quantity{ID: key, Attr: key, Extract: &attrSpec{Name: key, Type: qa.TypeDuration}, Words: strings.ReplaceAll(strings.TrimSuffix(key, "_s"), "_", " ")}
		f.Average, uses = true, true
	}
	for i, c := range f.Content {
		for j, n := range c.Needs {
			if n.Name == "duration_s" {
				uses = true
				c.Needs = slices.Clone(c.Needs)
				c.Needs[j].Name = key
				c.Expr = re.ReplaceAllString(c.Expr, key)
			}
		}
		f.Content[i] = c
	}
	if !uses {
		return
	}
	f.act, f.Activity, f.Query = nil, "", "everything"
	f.Sources = nil
}

// textFields are the fields that hold what a person wrote or was sent,
// in the words of the importers: a note's or a post's text, a mail's
// body, an entry's description.
var textFields = []string{"text", "body", "content", "description", "caption"}

// sayBeforeRE is a verb of saying right before a quotation ("notes that
// mention", "the mail saying").
var sayBeforeRE = lazyre.New(`\b(?:that\s+|which\s+)?(?:say|says|said|saying|mention|mentions|mentioned|mentioning|contain|contains|contained|containing|read|reads|reading)\s*$`)

// mentionRE: a verb of mentioning and what is mentioned, up to the end of
// the clause ("notes that mention markdown"; what texts talk about is
// their subject: aboutRE). Writing about something is mentioning it
// ("when did I first write about Paris", "did I write anything about
// skiing"); so is thinking, worrying or complaining about it, which a
// record tells only by what was written ("how often did I think about a
// raise": the notes that say it; was "I thought about" searched for).
var mentionRE = lazyre.New(`\b(?:that\s+|which\s+)?(mentions?|mentioned|mentioning|(?:write|writes|wrote|written|writing|say|says|said|saying|think|thinks|thought|thinking|worry|worries|worried|worrying|complain|complains|complained|complaining)\s+(?:(?:anything|something|much|a\s+lot|a\s+bit)\s+)?about)\s+(?:the\s+words?\s+)?([^|?!.,;:"]+)`)

// stateVerbRE: a linking verb's gerund before the state it links ("being
// tired", "feeling stressed"), or a verb of wanting or mulling over
// before what is wanted ("wanting a road bike", "thinking about
// moving"): a text tells the wish in words of its own ("Thinking about
// getting a road bike"), the thing is what it says.
var stateVerbRE = lazyre.New(`(?i)^(?:being|feeling|(?:wanting|needing|hoping|planning|wishing|longing|dreaming)(?:\s+(?:to|for|of|about))?|(?:thinking|talking)\s+(?:about|of)|considering)\s+`)

// degreeFirstRE: an adverb of degree or frequency after a verb, before
// its object or instead of one ("mention most", "mentioned the most
// often").
var degreeFirstRE = lazyre.New(`^(?:(?:the\s+)?(?:most|least|more|less|fewest)(?:\s+(?:often|frequently|times))?|often|frequently|regularly|usually|ever|again)\b`)

// anyoneRE: an indefinite pronoun of people, said of what is mentioned.
var anyoneRE = lazyre.New(`(?i)^(?:anyone|anybody|someone|somebody|other\s+(?:people|users|accounts)|people|other\s+users)$`)

// placePrepRE: a prepositional phrase of where or when, which says where
// something was mentioned, not what ("mentioned in my tweets", "on
// Twitter").
var placePrepRE = lazyre.New(`(?i)^(?:in|on|at|from|during|across|throughout|within|over)\s`)

// placeAfterRE: a prepositional phrase of where or when after what is
// mentioned ("Syncthing in a tweet", "pizza in my notes"), which ends it.
var placeAfterRE = lazyre.New(`(?i)\s+(?:in|on|at|from|during|within)\s+(?:a|an|the|my|our|any|one|some|\d)\b`)

// clauseResumes: the question's own clause going on after a phrase that
// interrupts it, an auxiliary before its subject ("posts mentioning
// football did I write", "workouts besides runs did I do").
const clauseResumes = `(?:did|do|does|have|has|had|was|were|am|is|are|will|would|can|could)[\s|]+(?:i|we|you)\b`

// resumedClauseRE: the question's own clause resuming after what is
// mentioned (clauseResumes) or a relative "that I" ("posts mentioning
// Anna that I wrote"), which ends it.
var resumedClauseRE = lazyre.New(`[\s|]+(?:` + clauseResumes + `|that[\s|]+(?:i|we)\b)`)

// notMentionRE: a negation right before a verb of mentioning ("didn't
// mention", "without mentioning").
var notMentionRE = lazyre.New(`\b(?:not|never|\p{L}+n't|without)[\s|]+$`)

// mentioned reads what is mentioned, before the library's names are
// linked: the words are text to search for where the question's sources
// keep what was written (quotedText), whatever else they may name (the
// note format "markdown", a field called "tags"). The object is a few
// words; more is a sentence of its own, left to the rest.
func (p *parser) mentioned() {
	t := p.t
	if p.mention != "" {
		return // a question someone asked (askedReported)
	}
	m := t.find(mentionRE())
	if m == nil {
		if p.reported(false) {
			return
		}
		p.mentionedExcess()
		p.mentionedPassive()
		return
	}
	if c := placeAfterRE().FindIndex(t.low[m[4]:m[5]]); c != nil {
		m[5], m[1] = m[4]+c[0], m[4]+c[0] // "mention Syncthing in a tweet": Syncthing
	}
	if c := resumedClauseRE().FindIndex(t.low[m[4]:m[5]]); c != nil {
		m[5], m[1] = m[4]+c[0], m[4]+c[0] // "posts mentioning football did I write": football
	}
	words := strings.TrimSpace(t.original(m[4], m[5]))
	if d := degreeFirstRE().FindStringIndex(strings.ToLower(words)); d != nil {
		// "who did I mention most in my tweets": how often, not what
		words = strings.TrimSpace(words[d[1]:])
	}
	for _, a := range []string{"the ", "a ", "an ", "my "} {
		words = strings.TrimPrefix(words, a)
	}
	if b := "both "; len(words) > len(b) && strings.EqualFold(words[:len(b)], b) && strings.Contains(strings.ToLower(words), " and ") {
		// "notes that mention both Jonas and Paris": each of the two,
		// "both" only stresses the "and"
		words = words[len(b):]
	}
	if m := stateVerbRE().FindStringIndex(words); m != nil && m[1] < len(words) {
		// "wrote about being tired", "about feeling tired": the state,
		// which the text says without the verb ("Tired but ok.")
		words = words[m[1]:]
	}
	if anyoneRE().MatchString(words) && p.recordsField("mentions", "list") {
		// "did I mention anyone in my tweet": whether it names anyone,
		// which its mentions say
		a, cond := m[0], "len(mentions ?? []) > 0"
		if n := notMentionRE().FindIndex(t.low[:m[0]]); n != nil {
			// "tweets that didn't mention anyone", "without mentioning
			// anyone": none named
			a, cond = n[0], "len(mentions ?? []) == 0"
		}
		p.addEntity([]int{a, m[5]}, t.original(a, m[5]), &attrSpec{Name: "mentions", Type: qa.TypeList}, cond)
		return
	}
	if words == "" || len(strings.Fields(words)) > 4 || ascii.IsDigits(words) || placePrepRE().MatchString(words) {
		// nothing said, a sentence, a number, or where the mentioning
		// was ("who did I mention in my tweets"): no text mentioned
		return
	}
	p.mention = words
	p.mentionAt = m[2]
	p.mentionSaved = append([]byte(nil), t.low[m[2]:m[5]]...)
	t.consume(m[0], m[1])
	if o := othersSaidRE().FindSubmatchIndex(t.low[:m[0]]); o != nil {
		// "what did people say about RPM macros": whoever said it, as
		// "what was said about" asks, not records of "people"
		t.consume(o[2], o[3])
	}
}

// reportedRE: a verb of saying or writing and the clause said after it,
// begun by "that" or by its own subject ("how many times did I say I
// need to call the landlord", "how often did I write that I spent too
// long on my phone"): group 1 the clause. A thing said ("did I write
// the report") is no clause.
var reportedRE = lazyre.New(`\b(?:say|says|said|write|writes|wrote|written|note|noted|complain|complained)\s+((?:that\s+)?(?:i|we|he|she|they|there)\s+[^|?!.;:"]+|that\s+[^|?!.;:"]+)`)

// askedClauseRE: someone asking, a question of their own after the verb
// ("did Mum ask when we're coming to Hamburg"): group 1 who asked, group
// 2 the verb, group 3 the question asked.
var askedClauseRE = lazyre.New(`\b(?:did|does|do|has|have|had)\s+(?:my\s+)?(\p{L}+)\s+(?:ever\s+|again\s+|really\s+)?(ask|asked|wonder|wondered)\s+(?:(?:me|us)\s+)?((?:when|whether|if|why|how|what|where)\s+[^|?!.;:"]+)`)

// myStateRE: a clause of my own state, a linking verb and one word ("I
// was stressed", "I felt very loved"), which the moods recorded say.
var myStateRE = lazyre.New(`^(?:i|we)\s+(?:am|was|were|are|felt|feel|got|get|became|become|had\s+been)\s+(?:(?:very|really|so|too|quite|a\s+bit|pretty|rather)\s+)?\p{L}+$`)

// clauseFunctionWords are the words of a clause said that are no words
// of what was written: its subject pronouns, auxiliaries and the word
// that begins it ("I need to call the landlord" is written "Need to call
// the landlord").
var clauseFunctionWords = map[string]bool{"i": true, "me": true, "we": true, "us": true, "you": true, "he": true, "him": true, "his": true, "she": true, "her": true, "they": true, "them": true, "their": true, "it": true, "its": true, "there": true,
	"am": true, "is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "do": true, "does": true, "did": true, "will": true, "would": true,
	"that": true, "when": true, "whether": true, "if": true, "why": true, "how": true, "what": true, "where": true}

// askedReported reads a question someone asked as what was written,
// before its "when" is read as a time ("did Mum ask when we're coming to
// Hamburg" is no question of when).
func (p *parser) askedReported() { p.reported(true) }

// reported reads a clause said or written, or a question someone asked,
// as what the text must say, each of its words in its forms: "how many
// times did I say I need to call the landlord" counts the notes that say
// "Need to call the landlord" (had searched for the sentence as a
// happening and found none). Who asked, other than me, and the verb of
// asking are words the text says too ("Mum asked again when …").
func (p *parser) reported(asked bool) bool {
	t := p.t
	var words []string
	var forms [][]string
	var at, end int
	said := ""
	if m := t.find(askedClauseRE()); m != nil && asked {
		at, end = m[2], m[7]
		if who := strings.ToLower(t.original(m[2], m[3])); who != "i" && who != "we" {
			forms = append(forms, []string{t.original(m[2], m[3])})
		}
		// "did Mum ask": the text tells it done, "Mum asked"
		v := strings.TrimSuffix(strings.ToLower(t.original(m[4], m[5])), "ed")
		forms = append(forms, []string{v, v + "s", v + "ed", v + "ing"})
		words = strings.Fields(t.original(m[6], m[7]))
	} else if m := t.find(reportedRE()); m != nil && !asked {
		at, end = m[0], m[3]
		words = strings.Fields(t.original(m[2], m[3]))
		said = strings.TrimPrefix(t.original(m[2], m[3]), "that ")
		if myStateRE().MatchString(strings.ToLower(said)) {
			return false // "did I write that I was stressed": my mood, which a journal records
		}
	} else {
		return false
	}
	content := func(ws []string) int {
		n := 0
		for _, w := range ws {
			if lw := strings.ToLower(strings.Trim(w, `'",()`)); lw != "" && !functionWords[lw] && !clauseFunctionWords[lw] {
				n++
			}
		}
		return n
	}
	if framed := strings.Fields(modalFrameRE().ReplaceAllString(strings.Join(words, " "), " ")); !asked && content(framed) >= 2 {
		// "did I say I need to book a dentist appointment": the need
		// frames the doing, which a note says as "Note to self: book a
		// dentist appointment" as well as "Need to book …"
		words = framed
	}
	for _, w := range words {
		w = strings.Trim(w, `'",()`)
		lw := strings.ToLower(w)
		if lw == "" || functionWords[lw] || clauseFunctionWords[lw] {
			continue
		}
		forms = append(forms, p.verbForms(w, words))
	}
	if len(forms) == 0 || len(forms) > 7 {
		return false
	}
	if said == "" {
		said = t.original(at, end)
	}
	p.mention = said
	p.mentionWords = forms
	p.mentionAt = at
	p.mentionSaved = append([]byte(nil), t.low[at:end]...)
	t.consume(at, end)
	return true
}

// othersSaidRE: someone other than the asker as the subject right before
// a verb of saying ("did people say", "has anyone written"), the pronoun
// in group 1.
var othersSaidRE = lazyre.New(`\b(?:did|do|does|have|has|had)[\s|]+(` + othersWords + `|everyone|everybody)[\s|]+(?:ever[\s|]+)?$`)

// excessRE: having too many or too much of something ("did I have too
// many meetings", "had too much work"), the amount and its noun in group
// 1: a judgement of the writer's, which no record measures and only what
// was written says ("Too many meetings.").
var excessRE = lazyre.New(`\b(?:have|has|had|having)\s+((?:too|so)\s+(?:many|much)\s+\p{L}+(?:\s+\p{L}+)?)\s*(?:[?!.,;:|]|$|\s+(?:in|on|at|during|last|this|since|before|after|between|over|every|each)\b)`)

// mentionedExcess reads having too many or too much of something as the
// words mentioned, as mentioned reads "mention X".
func (p *parser) mentionedExcess() {
	t := p.t
	m := t.find(excessRE())
	if m == nil || p.mention != "" {
		return
	}
	p.mention = strings.TrimSpace(t.original(m[2], m[3]))
	// said as one phrase, as it is written: its words apart ("too",
	// "much", "work") are in many a note that says no such thing
	p.mentionAlts = []string{p.mention}
	p.mentionAt = m[0]
	p.mentionSaved = append([]byte(nil), t.low[m[0]:m[3]]...)
	t.consume(m[0], m[3])
}

// mentionedPassiveRE: what was mentioned, said as the subject of the
// passive ("when was Paris last mentioned", "has the landlord ever been
// mentioned"): group 1 the thing, group 2 the verb.
var mentionedPassiveRE = lazyre.New(`\b(?:was|were|is|are|has|have|had)\s+(?:(?:the|my)\s+)?([^|?!.,;:"]+?)\s+(?:(?:last|first|ever|most\s+recently|been|ever\s+been|first\s+been|last\s+been)\s+)?(mentioned|written\s+about)\b`)

// subjectPronounRE: a personal pronoun, the subject of "what have I written
// about", never the thing mentioned.
var subjectPronounRE = lazyre.New(`(?i)^(?:i|we|you|he|she|it|they|this|that)$`)

// mentionedPassive reads what was mentioned said in the passive, as
// mentioned reads the active; the auxiliary and the adverbs ("last")
// stay for the rest to read.
func (p *parser) mentionedPassive() {
	t := p.t
	m := t.find(mentionedPassiveRE())
	if m == nil {
		return
	}
	words := strings.TrimSpace(t.original(m[2], m[3]))
	if words == "" || len(strings.Fields(words)) > 4 || ascii.IsDigits(words) || anyoneRE().MatchString(words) || subjectPronounRE().MatchString(words) {
		return
	}
	p.mention = words
	p.mentionAt = m[2] - 1
	p.mentionSaved = append([]byte(nil), t.low[m[2]-1:m[3]]...)
	t.consume(m[4], m[5])
	t.consume(m[2], m[3])
}

// unmention gives the words mentioned back to the question's text when
// no source it is about keeps what was written: what is mentioned is
// then what the texts are about, searched for ("posts … my ankle"); the
// verb stays understood.
func (p *parser) unmention() {
	if p.mention == "" {
		return
	}
	a := p.mentionAt
	verb := len(p.mentionSaved) - len(bytes.TrimLeftFunc(p.mentionSaved, func(r rune) bool { return r >= 'a' && r <= 'z' }))
	copy(p.t.low[a+verb:], p.mentionSaved[verb:])
	p.mention = ""
}

// mentionedWords are the words of a phrase mentioned that a text says
// of the thing, of two or more: the linking verb left out ("Jonas being
// stressed": "Jonas is stressed"), a name without its possessive
// ("Lena's half marathon": "Lena wants to run a half marathon"), and a
// last noun that only wraps what is told ("the half marathon idea", "the
// heating thing") left out.
func mentionedWords(words []string) []string {
	out := make([]string, 0, len(words))
	for _, w := range words {
		if strings.EqualFold(w, "being") {
			continue
		}
		if b, ok := strings.CutSuffix(w, "'s"); ok && fold.Capitalised(b) {
			w = b
		} else if b, ok := strings.CutSuffix(w, "’s"); ok && fold.Capitalised(b) {
			w = b
		}
		out = append(out, w)
	}
	if n := len(out); n > 1 && shellNouns[strings.ToLower(out[n-1])] {
		out = out[:n-1]
	}
	if len(out) == 0 {
		return words
	}
	return out
}

// shellNouns are nouns that only wrap what they are said of ("the
// half marathon idea", "the landlord thing"), which a text tells without
// them.
var shellNouns = map[string]bool{"idea": true, "ideas": true, "plan": true, "plans": true, "thing": true, "things": true, "stuff": true}

// modalFrameRE: a modal of need, duty or wish and the "to" of the verb it
// frames ("need to", "have to", "should", "must", "want to"), which says
// how the doing was meant, not a word of it.
var modalFrameRE = lazyre.New(`(?i)\b(?:(?:need|needs|needed|have|has|had|want|wants|wanted|ought|got)\s+to|should|must)\b`)

// functionWords are the articles, prepositions and conjunctions that a
// phrase of several words mentioned joins its words with: no word of
// what was mentioned.
var functionWords = map[string]bool{"the": true, "a": true, "an": true, "of": true, "to": true, "and": true, "or": true, "in": true, "on": true, "at": true, "for": true, "with": true, "my": true, "our": true}

// wholeTexts keeps, of the sources whose text is searched for words,
// those that keep what was written whole: a journal's happenings (an
// entry_id names the entry that told them) hold a sentence each, and
// what the entry only wished or planned ("Jonas keeps talking about
// Paris") is no happening at all, so "when did I first mention Paris"
// reads the entries themselves. Where no source keeps the whole text,
// all stay.
func wholeTexts(cat *catalog.Catalog, srcs []string) []string {
	whole := slices.DeleteFunc(slices.Clone(srcs), func(s string) bool {
		src := cat.Source(s)
		return src == nil || src.Field("entry_id") != nil
	})
	if len(whole) == 0 {
		return srcs
	}
	return whole
}

// wroteAskedRE asks what was written ("what did I write in my … note").
var wroteAskedRE = lazyre.New(`^\s*what\s+(?:did|have|do)\s+(?:i|we)\s+(?:write|written|say|said|note|noted|jot|jotted)\b`)

// mentionPlaced reports whether the words mentioned are searched for in
// sources chosen already (quotedText: where the text is kept whole, the
// day notes): their text answers, and records taken in besides (the
// journal's happenings, all a day told) would stand for it.
func (p *parser) mentionPlaced() bool {
	return p.mention != "" && len(p.f.Sources) > 0
}

// quotedText reads words in quotation marks that name nothing the library
// holds ("what did I write in my 'hello world' note", "which notes
// mention \"farmers market\"") as words of the text, searched where the
// sources the question is about keep their text: a quotation is what
// was written, not a title to guess at. "What did I write" asks that text.
func (p *parser) quotedText() {
	if p.env.Catalog() == nil {
		p.unmention()
		return
	}
	about := p.aboutSources()
	var fields, srcs []string
	for _, src := range p.env.Catalog().Sources {
		if len(about) > 0 && !slices.Contains(about, src.Name) {
			continue
		}
		for _, k := range textFields {
			if fl := src.Field(k); fl != nil && fl.Kind == "text" {
				if !slices.Contains(fields, k) {
					fields = append(fields, k)
				}
				if !slices.Contains(srcs, src.Name) {
					srcs = append(srcs, src.Name)
				}
			}
		}
	}
	if len(fields) == 0 {
		p.unmention()
		return
	}
	if len(about) == 0 {
		srcs = wholeTexts(p.env.Catalog(), srcs)
	}
	slices.SortStableFunc(fields, func(a, b string) int { return slices.Index(textFields, a) - slices.Index(textFields, b) })
	// A title of those sources may say the words too ("the 'Team
	// Offsite' entry" whose description is empty).
	searched := slices.Clone(fields)
	for _, name := range srcs {
		for _, k := range []string{"title", "summary", "subject"} {
			if fl := p.env.Catalog().Source(name).Field(k); fl != nil && fl.Kind == "text" && !slices.Contains(searched, k) {
				searched = append(searched, k)
			}
		}
	}
	t := p.t
	textCond := func(words string) string {
		conds := make([]string, len(searched))
		for i, k := range searched {
			conds[i] = fmt.Sprintf("says(%s ?? \"\", %s)", k, quote(words))
		}
		cond := strings.Join(conds, " || ")
		if len(conds) > 1 {
			cond = "(" + cond + ")"
		}
		return cond
	}
	found := false
	var said []string // the words searched for, in each of their forms
	if m := t.find(quotedRE()); m != nil {
		g := 1
		if m[2] < 0 {
			g = 2
		}
		words := strings.TrimSpace(t.original(m[2*g], m[2*g+1]))
		if !t.usedIn(m[2*g], m[2*g+1]) && len(words) >= 2 {
			at := m[0]
			if v := sayBeforeRE().FindIndex(t.low[:at]); v != nil {
				at = v[0] // "which notes say …": the verb is the quotation's
			}
			p.addEntity([]int{at, m[1]}, "saying "+words, nil, textCond(words))
			found = true
		}
	}
	if !found && p.mention != "" {
		// "which notes mention markdown": the words of the text
		// the words mentioned, each, wherever the text says them ("the
		// neighbours drilling": "The neighbours were drilling again");
		// a quotation is said as quoted
		words := slices.DeleteFunc(strings.Fields(p.mention), func(w string) bool { return functionWords[strings.ToLower(w)] })
		if len(words) < 2 {
			words = []string{p.mention}
		} else {
			words = mentionedWords(words)
		}
		// each word, said in any of its forms: the verb of a phrase
		// ("mention twisting my ankle": "I twisted my ankle"); an
		// activity mentioned is any word it is called by
		forms := make([][]string, len(words))
		for i, w := range words {
			forms[i] = p.verbForms(w, strings.Fields(p.mention))
			if one, ok := plural.One(w); ok && len(forms[i]) == 1 && w == strings.ToLower(w) && (thesaurus.Noun(one) || one+"s" == w && strings.HasSuffix(one, "e") && spell.Listed(one)) {
				// "about books": the singular, which the text says in
				// either number ("Book recommendation"; says allows
				// the plural's ending, not its lack); a word of the
				// dictionary in -e that the thesaurus of things leaves
				// out is the noun of its plural in -es ("headaches")
				forms[i] = []string{one}
			}
		}
		if len(p.mentionAlts) > 0 {
			forms = [][]string{p.mentionAlts}
		}
		if len(p.mentionWords) > 0 {
			forms = p.mentionWords
		}
		conds := make([]string, len(forms))
		for i, fs := range forms {
			alts := make([]string, len(fs))
			for j, f := range fs {
				alts[j] = textCond(f)
			}
			conds[i], _ = anyOf(alts, nil)
		}
		p.f.Content = append(p.f.Content, Cond{Expr: strings.Join(conds, " && "), Words: "mentioning " + p.mention})
		found = true
		for _, fs := range forms {
			said = append(said, fs...)
		}
	}
	if found {
		for _, k := range searched {
			p.needs(attrSpec{k, qa.TypeText})
		}
		if len(p.f.Sources) == 0 {
			p.f.Sources = srcs
		}
	}
	if (p.asked == nil || p.asked.ID == "title" || p.f.act != nil && p.asked.ID == p.f.act.Name) && wroteAskedRE().MatchString(strings.ToLower(t.orig)) {
		k := fields[0]
		p.asked = &Key{ID: k, Attr: k, Extract: &attrSpec{Name: k, Type: qa.TypeText}, Words: k}
		if len(said) > 0 && slices.ContainsFunc(p.f.Sources, func(s string) bool { return ingest.KindOf(s) == ingest.Note }) {
			// what a day's note wrote about a thing is the sentences
			// that say it, not the whole day
			p.asked.Attr, p.asked.Words = "passage", "the sentences that say it"
			p.asked.Map = fmt.Sprintf("sentences(%s ?? \"\", %s)", k, quoteList(said))
		}
	}
}

// favourite is "favourite" read as "most": where, and what was asked
// before it was read.
type favourite struct {
	at    [2]int
	asked *Key
}

// favouriteMarks are the keys of the true/false fields with which an
// export marks the person's favourites: its own word, in either spelling,
// or the star that apps mark favourites with.
var favouriteMarks = map[string]bool{"favorite": true, "favourite": true, "favorites": true, "favourites": true, "is_favorite": true, "is_favourite": true, "starred": true, "is_starred": true}

// favouriteMarked reads "my favourite notes", "which of my notes are
// favourites" as the notes marked so, when the source the question is
// about records such a mark (favouriteMarks), and not as the notes met
// most often: the person said which they favour. A number ("my three
// favourite songs") still ranks.
func (p *parser) favouriteMarked() {
	fv := p.favourite
	if fv == nil || p.f.K > 1 || p.env.Catalog() == nil {
		return
	}
	about := p.aboutSources() // the source's own noun: "notes", not any
	type mark struct{ src, field string }
	var marks []mark
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if fl.Kind == "bool" && favouriteMarks[fl.Key] && (len(about) == 0 || slices.Contains(about, src.Name)) {
				marks = append(marks, mark{src.Name, fl.Key})
				break
			}
		}
	}
	// "show my favourites", said of nothing, are the one source's that
	// marks them.
	noun := len(about) == 0 && strings.HasSuffix(p.t.orig[p.t.off[fv.at[0]]:p.t.off[fv.at[1]]], "s")
	if len(marks) == 0 || len(about) == 0 && (!noun || len(marks) > 1) {
		return
	}
	m := marks[0]
	p.most, p.mostAsked = false, fv.asked
	p.addEntity(fv.at[:], p.t.original(fv.at[0], fv.at[1]), &attrSpec{Name: m.field, Type: qa.TypeBool}, m.field+" == true")
	if len(p.f.Sources) == 0 {
		p.f.Sources = []string{m.src}
	}
}

// favouriteRead names the records "favourite" was read of where no
// activity named the things ranked and a field's name alone chose them
// ("my favourite colour": the colour of my notes, which only they record):
// the most often met is a reading of a liking no record keeps, and what
// it is most often met in is not what the question said.
func (p *parser) favouriteRead() {
	f := p.f
	if p.favourite == nil || !p.most || f.act != nil || f.Form != FormBest || f.Group == nil || len(f.Sources) != 1 {
		return
	}
	said := p.t.original(p.favourite.at[0], p.favourite.at[1])
	f.Notes = append(f.Notes, fmt.Sprintf("%q read as the %s your %s records have most often: what you like is recorded nowhere", said, cmp.Or(f.Group.Words, strings.ReplaceAll(f.Group.Attr, "_", " ")), ingest.Label(f.Sources[0])))
}

// unrecordedMarks are marks some exports keep on their records and a
// question may ask of ("which songs did I like", "how many songs did I
// skip"): the verbs that ask it, the fields that keep it, and what the
// answer is where none of the activity's sources keeps one.
var unrecordedMarks = []struct {
	verb   func() *regexp.Regexp
	fields func(key string) bool
	past   string
	answer string
	// lasted: a bound on how long it lasted answers the question ("gave
	// up on after less than a minute")
	lasted bool
	// kinds, if any, are the kinds of source the mark is asked of ("read"
	// is a mark of mail, where "books I read" is a doing); count: a field
	// of numbers keeps it too ("impressions")
	kinds []string
	count bool
	// note, if set, says it instead: %s the records, %s the answer
	note string
	// field is the mark's own field where a source keeps it: a record
	// of an activity no text is searched for (a play) that does not keep
	// it is not counted as marked, rather than every one answered for
	field string
}{
	{verb: lazyre.New(`\b(?:i|we)\s+(?:(?:really|most|also|ever)\s+)?(?:like|liked|love|loved|enjoy|enjoyed|hearted|favou?rited)\b`),
		fields: func(k string) bool { return favouriteMarks[k] || k == "liked" || k == "loved" }, past: "liked", answer: "answered for all of them"},
	// the thumbs down some exports keep ("which movies did I hate")
	{verb: lazyre.New(`\b(?:i|we)\s+(?:(?:really|most|also|ever)\s+)?(?:hate|hated|dislike|disliked|detest|detested|loathe|loathed)\b`),
		fields: func(k string) bool { return k == "disliked" || k == "thumbs_down" || k == "hated" }, past: "disliked", answer: "answered for all of them"},
	// the star or flag a mail or a post is marked with ("which emails did
	// I star", "my flagged mails")
	{verb: lazyre.New(`\b(?:i|we)\s+(?:(?:really|most|also|ever)\s+)?(?:star|starred|flag|flagged)\b|\b(?:was|were|is|are|been)\s+(?:\S+\s+){0,3}?(?:starred|flagged)\b|\b(?:starred|flagged)\s+(?:e-?mails?|mails?|messages?|posts?|tweets?|notes?)\b`),
		fields: func(k string) bool { return favouriteMarks[k] || k == "flagged" || k == "is_flagged" }, past: "starred", answer: markSearched},
	// whether a mail was opened, which mail exports do not keep ("how
	// many of my emails did I read", "my unread mail")
	{verb: lazyre.New(mailRead + `|\b(?:was|were|is|are|been|got)\s+(?:\S+\s+){0,3}?(?:read|opened)\b`),
		fields: func(k string) bool {
			return k == "read" || k == "unread" || k == "seen" || k == "is_read" || k == "opened"
		}, past: "read", answer: "answered for all of them",
		kinds: []string{ingest.Mail, ingest.Chat}},
	// how many saw a post, which a post's export may count ("impressions")
	{verb: lazyre.New(`\b(?:people|persons|users|followers|anyone|anybody|others|who)\s+(?:\S+\s+){0,2}?(?:saw|seen|see|viewed|view|views)\b|\bimpressions?\b|\b(?:how\s+many|number\s+of|any|most|more|get|got|had)\s+views\b|\b(?:was|were|been|got)\s+(?:\S+\s+){0,3}?(?:seen|viewed)\b`),
		fields: func(k string) bool {
			return k == "impressions" || k == "impression_count" || k == "views" || k == "view_count" || k == "seen_by"
		}, answer: "the posts themselves were answered for", kinds: []string{ingest.SocialMedia}, count: true,
		note: "nothing in the library records how many people saw your %s: %s"},
	{verb: lazyre.New(`\b(?:i|we)\s+(?:(?:ever|often|also|usually)\s+)?(?:skip|skipped|skipping)\b|\b(?:was|were|got|been)\s+(?:\S+\s+){0,5}?skipped\b`),
		// a bound on how long it played says which were skipped ("skipped
		// within 30 seconds")
		fields: func(k string) bool { return k == "skipped" }, past: "skipped", answer: markSearched, field: "skipped", lasted: true},
	{verb: lazyre.New(`\b(?:i|we)\s+(?:(?:ever|actually|fully)\s+)?(?:finish|finished|complete|completed)\b`),
		fields: func(k string) bool { return k == "finished" || k == "completed" }, past: "finished", answer: "answered for whether you watched or played any of it"},
	// not finishing: "which episodes did I abandon", "shows I gave up on"
	{verb: lazyre.New(`\b(?:i|we)\s+(?:(?:ever|often|also|usually)\s+)?(?:abandon|abandoned|g[ai]ve\s+up\s+on|drop|dropped|bail(?:ed)?\s+on)\b`),
		fields: func(k string) bool { return k == "finished" || k == "completed" }, past: "abandoned", answer: "answered for all of them", lasted: true},
	// how a record was played, where the export keeps it ("offline",
	// "shuffle", "incognito_mode" of Spotify's extended history)
	{verb: lazyre.New(`\b(?:offline|off-line|without\s+(?:a\s+|an\s+)?(?:internet|connection|signal))\b`),
		fields: func(k string) bool { return k == "offline" }, past: "played offline", answer: markSearched, field: "offline"},
	{verb: lazyre.New(`\b(?:on\s+shuffle|in\s+shuffle(?:\s+mode)?|shuffled|shuffling)\b`),
		fields: func(k string) bool { return k == "shuffle" || k == "shuffled" }, past: "played on shuffle", answer: markSearched, field: "shuffle"},
	{verb: lazyre.New(`\b(?:incognito|in\s+(?:a\s+)?private\s+(?:mode|session))\b`),
		fields: func(k string) bool { return k == "incognito" || k == "incognito_mode" || k == "private_session" }, past: "played in a private session", answer: markSearched, field: "incognito_mode"},
}

// markUnrecorded says so where a question asks which records I liked or
// skipped and no source of its activity keeps such a mark: the answer is
// over all of them, or a search for the word in what they are called
// ("Senior Skip Day"), and must not pass for the ones marked.
func (p *parser) markUnrecorded() {
	if p.env.Catalog() == nil || p.skippedJournal {
		return
	}
	a := p.f.act
	sources, noun := []string(nil), "records"
	switch {
	case a != nil && a.Structured:
		sources, noun = a.Sources, a.Noun
	case a != nil && len(a.Sources) > 0:
		sources = a.Sources
	case a != nil:
		// "which movies did I like" of a journal's cinema visits: a
		// doing searched for wherever it is told, found in the sources
		// whose happenings name it as their activity
		for _, src := range p.env.Catalog().Sources {
			if p.holdsValue([]string{src.Name}, "activity", a.ID) {
				sources = append(sources, src.Name)
			}
		}
		if a.Noun != "" {
			noun = a.Noun
		}
	case a == nil:
		// "did I finish Buffy": the sources of the names said
		sources = p.aboutSources()
		if p.lk == nil {
			break
		}
		// "which books did I finish": the source a kind's word is a
		// value of (the purchases' category "book"), read later; else
		// "which book did I like best": the sources of a field the
		// kind's word names (a journal's book)
		for _, spans := range [][]link.Span{p.lk.soft, p.lk.fields} {
			if len(sources) > 0 {
				break
			}
			for _, s := range spans {
				for _, r := range s.Refs {
					sources = append(sources, r.Source)
				}
				if a, b := p.spanBytes(s); b > a && len(s.Refs) > 0 {
					noun = strings.ToLower(p.t.original(a, b))
				}
			}
		}
	}
	if len(sources) == 0 {
		return
	}
	bought := !slices.ContainsFunc(sources, func(name string) bool { return ingest.KindOf(name) != ingest.OnlinePurchase })
	low := strings.ToLower(p.f.Question)
	for _, mk := range unrecordedMarks {
		if !mk.verb().MatchString(low) {
			continue
		}
		if len(mk.kinds) > 0 && !slices.ContainsFunc(sources, func(name string) bool { return slices.Contains(mk.kinds, ingest.KindOf(name)) }) {
			continue
		}
		kept := slices.ContainsFunc(sources, func(name string) bool {
			src := p.env.Catalog().Source(name)
			return src != nil && slices.ContainsFunc(src.Fields, func(fl catalog.Field) bool {
				return (fl.Kind == "bool" || mk.count && fl.Kind == "number") && mk.fields(fl.Key)
			})
		}) || p.lk != nil && slices.ContainsFunc(p.lk.res.Spans, func(s link.Span) bool {
			// the mark kept as a value the question's words linked (mail
			// labelled "Opened"), which a condition reads
			return slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
				return slices.Contains(sources, r.Source) && !r.Title && mk.fields(strings.ToLower(r.Value))
			})
		})
		if mk.lasted && p.boundsDuration() {
			if !kept {
				// the bound says which were marked: the verb is read,
				// no words the records are searched for
				p.boundedMark = mk.verb
				if m := mk.verb().FindString(low); m != "" {
					p.consumeWord(`\b` + regexp.QuoteMeta(lastWord(m)) + `\b`)
				}
			}
			continue
		}
		switch {
		case kept:
		case mk.field != "" && a != nil && a.Structured && slices.ContainsFunc(sources, func(name string) bool { return streamed(ingest.KindOf(name)) }):
			// "how many songs did I skip" of plays that record no skip:
			// none is known skipped; counting every play would pass
			// for the skipped ones
			p.f.Content = append(p.f.Content, Cond{Expr: mk.field + " == true", Words: mk.past, Needs: []attrSpec{{Name: mk.field, Type: qa.TypeBool}}})
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("nothing in the library records which %s you %s: none is counted as %s", noun, mk.past, mk.past))
		case mk.note != "":
			p.f.Notes = append(p.f.Notes, fmt.Sprintf(mk.note, noun, mk.answer))
		case bought:
			// a purchase records the buying alone: not what became of
			// the thing ("which books did I finish": the books bought)
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("nothing in the library records which %s you %s: answered for the ones bought", noun, mk.past))
		case !slices.ContainsFunc(sources, streamed):
			// nothing played: the word is what the records are searched
			// for (marksSearched says so where it is not)
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("nothing in the library records which %s you %s: %s", noun, mk.past, markSearched))
		default:
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("nothing in the library records which %s you %s: %s", noun, mk.past, mk.answer))
		}
	}
}

// markSearched is the answer a mark's note gives when the word is
// searched for in what the records are called.
const markSearched = "the word was only searched for"

// marksSearched keeps a mark's note true to the query: where the query
// does not search for the mark's word ("how many songs did I skip", read
// as the songs I listened to), the answer is for all of the records, and
// the note says so rather than that the word was searched for.
func (p *parser) marksSearched() {
	q := strings.ToLower(p.f.Query)
	low := strings.ToLower(p.f.Question)
	for i, n := range p.f.Notes {
		if !strings.HasSuffix(n, ": "+markSearched) {
			continue
		}
		searched := false
		for _, mk := range unrecordedMarks {
			if m := mk.verb().FindString(low); m != "" {
				w := lastWord(m)
				searched = searched || strings.Contains(q, stem.Word(w)) || strings.Contains(q, w)
			}
		}
		if !searched {
			p.f.Notes[i] = strings.TrimSuffix(n, markSearched) + "answered for all of them"
		}
	}
}

// boundsDuration reports whether the question bounds how long its
// records lasted.
func (p *parser) boundsDuration() bool {
	return slices.ContainsFunc(p.f.Content, func(c Cond) bool { return strings.HasPrefix(c.Expr, "duration_s ") })
}

// fieldSources are the sources in which the fields a question names are
// read: its activity's, else those it is about; false without a library.
func (p *parser) fieldSources() ([]string, bool) {
	if p.lk == nil || p.env.Catalog() == nil {
		return nil, false
	}
	if a := p.f.act; a != nil && len(a.Sources) > 0 {
		return a.Sources, true
	}
	return p.aboutSources(), true
}

// boolFields reads a field of yes or no that the question names by its
// word ("songs I skipped", "played on shuffle", "listened to offline") as
// the condition that it holds, in the sources the question is about.
// wayToWorkRE: going to work said after the way of going ("ride to
// work", "cycled into work", "walked to the office").
var wayToWorkRE = lazyre.New(`\b(?:to|into|in\s+to)\s+(?:work|the\s+office)\b`)

// wayToWork reads going to work as the yes-or-no field of the sources
// asked about that the lexicon's concept of those words names ("how many
// times did I ride to work": the rides marked commute), where the
// library holds one: searched for, the words found no ride.
func (p *parser) wayToWork() {
	about, ok := p.fieldSources()
	if !ok || p.env.Lexicon == nil {
		return
	}
	m := p.t.find(wayToWorkRE())
	if m == nil {
		return
	}
	toks := rlex.Tokens(string(p.t.low[m[0]:m[1]]))
	for _, h := range p.env.Lexicon.Find(toks) {
		if h.Start != 0 || h.End != len(toks) {
			continue
		}
		for _, name := range about {
			src := p.env.Catalog().Source(name)
			if src == nil {
				continue
			}
			if fl := src.Field(h.Concept.ID); fl != nil && fl.Kind == "bool" {
				p.addContent(m, &attrSpec{fl.Key, qa.TypeBool}, fl.Key+" == true")
				return
			}
		}
	}
}

func (p *parser) boolFields() {
	about, ok := p.fieldSources()
	if !ok {
		return
	}
	// Sources of the activity's kind that the field names too are read
	// ("orders I cancelled": the cancelled orders a shop exports apart).
	kin := func(src string) bool {
		return slices.ContainsFunc(about, func(a string) bool { return src != a && ingest.KindOf(src) == a })
	}
	for _, s := range p.lk.fields {
		if p.taken(s) || p.rankedBy(s) {
			continue // "my most retweeted tweet" ranks by the reposts
		}
		var field string
		for _, r := range s.Refs {
			if len(about) > 0 && !slices.Contains(about, r.Source) && !kin(r.Source) || !tree.IsName(r.Field) {
				continue
			}
			if src := p.env.Catalog().Source(r.Source); src != nil {
				if fl := src.Field(r.Field); fl != nil && fl.Kind == "bool" {
					field = r.Field
					if kin(r.Source) && !slices.Contains(p.boolSources, r.Source) {
						p.boolSources = append(p.boolSources, r.Source)
					}
					if p.f.act == nil && len(about) == 0 && !slices.Contains(p.f.Sources, r.Source) {
						// "what did I retweet", of no activity: what the
						// field is of
						p.f.Sources = append(p.f.Sources, r.Source)
					}
				}
			}
		}
		if field == "" {
			continue
		}
		a, b := p.spanBytes(s)
		cond := field + " == true"
		if m := boolNotRE().FindIndex(p.t.low[:a]); m != nil {
			// "events that were not recurring", "non-recurring events",
			// "songs I never skipped": the field does not hold
			a, cond = m[0], "("+field+" ?? false) == false" // not marked so: no mark too
		}
		alt, altValue := "", ""
		if !strings.Contains(cond, "false") {
			alt, altValue = p.valueNamedAs(about, field)
		}
		if alt != "" {
			// "my last bike commute": marked a commute, or of the kind
			// another export calls "commuting"
			cond = fmt.Sprintf("(%s ?? false) == true || (%s ?? \"\") == %q", field, alt, altValue)
		}
		p.addEntity([]int{a, b}, p.t.original(a, b), &attrSpec{Name: field, Type: qa.TypeBool}, cond)
		if alt != "" {
			p.needs(attrSpec{Name: alt, Type: qa.TypeText})
		}
	}
}

// valueNamedAs is a text field of sources (of all, where none is given)
// holding a value that is the word the true/false field is named by, in
// another form ("commuting" of a sub_type, where another export marks a
// commute), and that value; "" where none does.
func (p *parser) valueNamedAs(sources []string, field string) (string, string) {
	key := rlex.WordKey(strings.ReplaceAll(field, "_", " "))
	if strings.Contains(field, "_") || key == "" {
		return "", ""
	}
	for _, src := range p.env.Catalog().Sources {
		if len(sources) > 0 && !slices.Contains(sources, src.Name) {
			continue
		}
		for _, fl := range src.Fields {
			if fl.Kind != "text" || fl.Key == field || !tree.IsName(fl.Key) {
				continue
			}
			for _, v := range fl.Values {
				if !strings.Contains(v.Text, " ") && rlex.WordKey(strings.ToLower(v.Text)) == key {
					return fl.Key, v.Text
				}
			}
		}
	}
	return "", ""
}

// linkToRE: a link to an address or a site said ("a link to
// holbaekshinsonhapkido", "linked to youtube.com"), in group 1.
var linkToRE = lazyre.New(`\b(?:(?:a|an|the|any)[\s|]+)?(?:links?|linked|linking|urls?)[\s|]+(?:to|for|of|at|from)[\s|]+((?:[\pL\d-]+\.)*[\pL\d-]{3,}(?:\.[\pL]{2,})?)`)

// linksTo reads a link to an address or a site as the condition that the
// url a record keeps holds it: "which Facebook post had a link to
// holbaekshinsonhapkido" (its url is http://www.holbaekshinsonhapkido.dk/),
// not the words searched in the posts' texts.
func (p *parser) linksTo() {
	if p.env.Catalog() == nil || len(p.sourcesRecording("url")) == 0 {
		return
	}
	m := p.t.find(linkToRE())
	if m == nil {
		return
	}
	site := p.t.group(m, 1)
	if p.lx.knows(site) && !strings.Contains(site, ".") {
		return // "a link to the video": a word, not a site
	}
	pat := quote(`(?i)` + regexp.QuoteMeta(site))
	if len(p.f.Sources) == 0 {
		// what keeps links, whatever the verb ("when did I share a
		// link to facebook.com"): all of it, where no activity is said
		p.f.Sources, p.allEvents = p.sourcesRecording("url"), true
	}
	p.addEntity([]int{m[0], m[1]}, p.t.original(m[0], m[1]), &attrSpec{Name: "url", Type: qa.TypeText}, fmt.Sprintf("(url ?? \"\") matches %s", pat))
}

// hasPlaceRE: having a location, said of records ("posts that had a
// location", "photos with a geotag"); group 1 says it is lacked.
var hasPlaceRE = lazyre.New(`\b(?:had|has|have|having|with|(without|no))[\s|]+(?:(?:an?|any)[\s|]+)?(?:locations?|geotags?|geo-tags?|coordinates|gps)(?:[\s|]+(?:attached|added|on\s+(?:it|them)))?\b`)

// locatedRecords reads records said to have a location, where the sources
// the question is about keep where they were made only as coordinates (a
// post's latitude and longitude, no place named), as those that have
// coordinates: "what percent of my instagram posts had a location".
func (p *parser) locatedRecords() {
	about, ok := p.fieldSources()
	if !ok || len(about) == 0 {
		return
	}
	m := p.t.find(hasPlaceRE())
	if m == nil {
		return
	}
	for _, src := range about {
		s := p.env.Catalog().Source(src)
		if s == nil || s.Field("latitude") == nil || s.Field("location") != nil || s.Field("place") != nil {
			return
		}
	}
	cond := "latitude != nil"
	if m[2] >= 0 {
		cond = "latitude == nil"
	}
	p.addEntity([]int{m[0], m[1]}, p.t.original(m[0], m[1]), &attrSpec{Name: "latitude", Type: qa.TypeNumber}, cond)
}

// excludedBeforeRE: an exclusion right before what it leaves out ("not
// counting retweets", "excluding the replies", "tweets that were not
// retweets").
var excludedBeforeRE = lazyre.New(`\b(?:apart\s+from|except(?:\s+for)?|other\s+than|besides|excluding|not\s+counting|without\s+counting|aside\s+from|leaving\s+out|(?:were|was|are|is)(?:\s+not|n't))[\s|]+(?:(?:the|my|any|all|an?)[\s|]+)?$`)

// excludedKinds reads a field of yes or no left out by an exclusion as
// the condition that it does not hold: "how many tweets have I written,
// not counting retweets" are the tweets that are no retweet, not the
// retweets they got.
func (p *parser) excludedKinds() {
	if p.lk == nil || p.env.Catalog() == nil {
		return
	}
	for _, s := range p.lk.fields {
		a, b := p.spanBytes(s)
		m := excludedBeforeRE().FindIndex(p.t.low[:a])
		if m == nil {
			continue
		}
		field := ""
		for _, r := range s.Refs {
			if src := p.env.Catalog().Source(r.Source); src != nil && tree.IsName(r.Field) {
				if fl := src.Field(r.Field); fl != nil && fl.Kind == "bool" {
					field = r.Field
					break
				}
			}
		}
		if field == "" {
			continue
		}
		p.addEntity([]int{m[0], b}, p.t.original(m[0], b), &attrSpec{Name: field, Type: qa.TypeBool}, "("+field+" ?? false) == false")
	}
}

// hasListRE: having what a list field holds, right before its word
// ("emails that had attachments", "notes with labels", "posts without
// hashtags", "did I set a reminder", "is there an alarm"); group 1 says it is lacked, group 2 is a kind of it read
// already ("an audio attachment").
var hasListRE = lazyre.New(`\b(?:had|has|have|having|with|contain|contains|contained|containing|include|includes|included|including|set|got|(?:is|are|was|were)\s+there|there\s+(?:is|are|was|were)|(without|no|lacking|(?:did|do|does)(?:\s+not|n't)\s+(?:have|contain|include)))\s+(?:an?\s+|any\s+|some\s+)?(\|+\s+)?$`)

// hasThingRE: having something, right before a list field's participle
// ("with files attached"); group 1 says it is lacked, group 2 is the
// thing, blank where it was read already ("a photo attached", a kind of
// file the library records).
var hasThingRE = lazyre.New(`\b(?:had|has|have|having|with|(without|no))\s+(?:an?\s+|any\s+|some\s+)?(\p{L}+|\|+)\s+$`)

// listFields reads a list field the question says the events had ("which
// emails had attachments") as the condition that it holds something, in
// the sources the question is about.
func (p *parser) listFields() {
	about, ok := p.fieldSources()
	if !ok {
		return
	}
	for _, s := range p.lk.fields {
		if p.taken(s) {
			continue
		}
		a, b := p.spanBytes(s)
		m := hasListRE().FindSubmatchIndex(p.t.low[:a])
		if m != nil && m[4] >= 0 {
			// "an audio attachment": the kind read already holds only
			// where the list holds something
			if m[2] < 0 {
				p.t.consume(m[0], b)
			}
			continue
		}
		if m == nil && strings.HasSuffix(string(p.t.low[a:b]), "ed") {
			// the field said by its participle after what was had:
			// "emails with files attached", "had a photo attached"
			m = hasThingRE().FindSubmatchIndex(p.t.low[:a])
		}
		if m == nil {
			continue
		}
		var field string
		for _, r := range s.Refs {
			if !r.List || len(about) > 0 && !slices.Contains(about, r.Source) || !tree.IsName(r.Field) || p.asked != nil && p.asked.Attr == r.Field {
				continue
			}
			field = r.Field
		}
		if field == "" {
			continue
		}
		cond := fmt.Sprintf("len(%s ?? []) > 0", field)
		if len(m) > 4 && m[4] >= 0 {
			thing := string(p.t.low[m[4]:m[5]])
			switch {
			case strings.Trim(thing, string(used)) == "":
				// "a photo attached": the kind of file read already
				// holds only where files are attached
				if m[2] < 0 {
					p.t.consume(a, b)
					continue
				}
			case ingest.MediaKind("."+thing) != "":
				// "a PDF attached": a file of that format, by its name
				cond = fmt.Sprintf("any(%s ?? [], {lower(#) endsWith %q})", field, "."+thing)
				if m[2] >= 0 {
					cond = "!" + cond
				}
				p.addEntity([]int{m[0], b}, p.t.original(m[0], b), &attrSpec{Name: field, Type: qa.TypeList}, cond)
				continue
			}
		}
		if m[2] >= 0 {
			cond = fmt.Sprintf("len(%s ?? []) == 0", field)
		}
		p.addEntity([]int{m[0], b}, p.t.original(m[0], b), &attrSpec{Name: field, Type: qa.TypeList}, cond)
	}
}

// heldKeyRE: where events came from or went, said by a kind of thing
// and no name ("from a mailing list", "through mailing lists"; "the
// mailing list" is one of them); the noun in group 1.
var heldKeyRE = lazyre.New(`\b(?:from|through|via)\s+(?:an?\s+|any\s+|some\s+)?(\p{L}+(?:\s+\p{L}+)?)\s*(?:$|[?.!,;|]|\b(?:in|on|during|since|before|after|last|this|did|do|does|have|has|had|were|was|are|is)\b)`)

// keyHeld reads "from a mailing list" as the condition that the events
// hold a mailing list, where the noun names a key (groups.tsv) of a text
// some events of the library record and others do not: the events that
// came by one, whichever it was. A name after the noun ("from the Fedora
// list") is a value, read elsewhere.
func (p *parser) keyHeld() {
	if p.env.Catalog() == nil {
		return
	}
	m := p.t.find(heldKeyRE())
	if m == nil {
		return
	}
	g, ok := p.lx.groups.phrases.lookup(string(p.t.low[m[2]:m[3]]))
	if !ok || g.Extract == nil || g.Extract.Type != qa.TypeText || g.ID == "sender" || g.ID == "recipient" || g.ID == "person" {
		return
	}
	if !slices.ContainsFunc(p.env.Catalog().Sources, func(s catalog.Source) bool {
		f := s.Field(g.Extract.Name)
		return f != nil && f.Events < s.Events
	}) {
		return
	}
	// "from" is left to say which way the events went (mail received)
	p.addEntity([]int{m[2], m[3]}, p.t.original(m[0], m[3]), g.Extract, g.Extract.Name+" != nil")
}

// recordsText reports whether a source of the library records field as a
// text: one of sources, or any where sources is empty.
func (p *parser) recordsText(field string, sources []string) bool {
	return slices.ContainsFunc(p.env.Catalog().Sources, func(s catalog.Source) bool {
		f := s.Field(field)
		return (len(sources) == 0 || slices.Contains(sources, s.Name)) && f != nil && f.Kind == "text"
	})
}

// scriptTexts are the fields whose text a language is said of when the
// question names none ("the Greek email": its subject), in this order.
var scriptTexts = []string{"subject", "summary", "title", "name", "text", "body", "description"}

// writtenIn reads a language said of a text ("emails with a Russian
// subject", "the Greek email", "notes written in Japanese") as the
// condition that the text holds a letter of the script the language is
// written in (scripts.tsv): exports record no language, but the letters
// tell. The text is the field named right after the adjective, else the
// first of scriptTexts the question's sources record. A language that is
// a value of the library ("Russian" a cuisine) is left to that value.
func (p *parser) writtenIn() {
	if p.lx.writtenIn == nil || len(p.lx.scripts.byPhrase) == 0 || p.env.Catalog() == nil {
		return
	}
	m := p.t.find(p.lx.writtenIn)
	if m == nil {
		return
	}
	class, ok := p.lx.scripts.lookup(string(p.t.low[m[2]:m[3]]))
	if !ok || p.lk != nil && slices.ContainsFunc(p.lk.res.Spans, func(s link.Span) bool {
		a, b := p.spanBytes(s)
		return a < m[3] && b > m[2]
	}) {
		return
	}
	about, _ := p.fieldSources()
	end, field := m[1], ""
	said := bytes.Contains(p.t.low[m[0]:m[2]], []byte("in")) // "in Greek", "written in Greek"
	if m[4] >= 0 {
		// the text named after it: "a Russian subject"; or the kind of
		// thing it is of: "the Greek email" (not "Chinese food")
		next := string(p.t.low[m[4]:m[5]])
		if f := strings.TrimSuffix(next, "s"); slices.Contains(scriptTexts, f) && p.recordsText(f, about) {
			field, said = f, true
		} else if cue := p.env.Lexicon != nil && len(p.env.Lexicon.Parse(next).Cues) > 0; cue {
			end, said = m[3], true
		} else if p.env.Lexicon != nil && len(p.env.Lexicon.Parse(next).Phrases) > 0 {
			// a thing the adjective qualifies: "in Chinese
			// restaurants", "Korean food" are no language
			return
		} else {
			end = m[3]
		}
	}
	if !said {
		return
	}
	for _, f := range scriptTexts {
		if field == "" && p.recordsText(f, about) {
			field = f
		}
	}
	if field == "" {
		return
	}
	p.addEntity([]int{m[0], end}, p.t.original(m[0], end), &attrSpec{Name: field, Type: qa.TypeText}, fmt.Sprintf("%s matches %s", field, quote(class)))
}

// writtenInRE: a language's adjective (group 1), after "written in" or
// "in", before the name of a text (group 2) or "language".
var writtenInRE = func(langs string) *regexp.Regexp {
	return regexp.MustCompile(`(?:\b(?:written|wrote|writing)\s+)?(?:\bin\s+)?\b(` + langs + `)\b(?:\s+(?:language|script|letters|characters)\b)?(?:\s+(\p{L}+))?`)
}

// wordsInFieldRE: words said to be in a text of the events ("with pgp in
// the subject", "that have the word Fedora in their title"): "the word"
// in group 1, the words in group 2, the text's name in group 3.
var wordsInFieldRE = lazyre.New(`\b(?:with|has|have|had|having|contain|contains|containing|mention|mentions|mentioning|say|says|said)\s+((?:the\s+words?\s+|the\s+phrase\s+)?)['"‘“]?([\p{L}\p{N}][\p{L}\p{N}'’.+#-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*){0,2})['"’”]?\s+in\s+(?:the|its|their|my|his|her)\s+(subject|title|summary|body|description|text|caption|name)s?(?:\s+lines?)?\b`)

// wordsInField reads words said to be in a named text of the events
// ("emails with pgp in the subject") as the condition that that text
// holds them, in any case, where a source records the text: not a search
// of everything the events say, nor a value the words happen to be of
// ("Fedora" a mailing list).
func (p *parser) wordsInField() {
	if p.env.Catalog() == nil {
		return
	}
	m := p.t.find(wordsInFieldRE())
	if m == nil {
		return
	}
	field := string(p.t.low[m[6]:m[7]])
	if !p.recordsText(field, nil) {
		return
	}
	words := strings.ToLower(strings.TrimSpace(p.t.original(m[4], m[5])))
	cond := fmt.Sprintf("says(%s ?? \"\", %s)", field, quote(words))
	p.addEntity([]int{m[2], m[1]}, p.t.original(m[4], m[1]), &attrSpec{Name: field, Type: qa.TypeText}, cond)
}

// lackedTextRE: a text the events lack ("posts with no caption", "emails
// without a subject", "notes that have no title"), the noun in group 1.
var lackedTextRE = lazyre.New(`\b(?:(?:had|has|have|having|with)\s+no|without\s+(?:an?|any))\s+(\p{L}+)\b`)

// lackedText reads a text the question says the events lack as the
// condition that they have none, where the lexicons read the noun as a
// text ("how many Instagram posts have no caption").
func (p *parser) lackedText() {
	if p.env == nil || p.env.Lexicon == nil || p.dayWithout {
		return
	}
	m := p.t.find(lackedTextRE())
	if m == nil {
		return
	}
	noun := stem.Word(p.t.group(m, 1))
	r, ok := p.env.Lexicon.Attr(noun)
	if !ok || r.Class != rlex.ClassText || !tree.IsName(noun) {
		return
	}
	p.addEntity(m[:2], p.t.original(m[0], m[1]), &attrSpec{Name: noun, Type: qa.TypeText}, fmt.Sprintf(`(%s ?? "") == ""`, noun))
	p.lacked = append(p.lacked, noun)
}

// boolNotRE: a negation right before a yes-or-no field's word ("not
// recurring", "non-recurring", "never skipped", "wasn't all-day").
var boolNotRE = lazyre.New(`(?:\b(?:not|never|non|isn['’]t|wasn['’]t|weren['’]t|aren['’]t|didn['’]t)(?:\s+be(?:en)?)?[\s|-]*)$`)

// whoVerbRE: the verb of a who-question ("who organised the meeting",
// "who has created it"), in group 1.
var whoVerbRE = lazyre.New(`^[\s|]*who\s+(?:(?:did|does|do|has|had|have|was|is)\s+)?(\p{L}+)\b`)

// whoTheAgentRE: a who-question of the one who did a thing, said by
// the agent noun ("who was the creator of the video", "who is the
// uploader of it"), in group 1.
var whoTheAgentRE = lazyre.New(`^[\s|]*who\s+(?:is|was|were|are)\s+the\s+(\p{L}+(?:er|or))\s+of\b`)

// whichVerbRE: the verb in the past of a which-question's subject
// ("which option won the poll", "which team scored"), in group 1.
var whichVerbRE = lazyre.New(`^[\s|]*(?:which|what)\s+\p{L}+\s+(\p{L}+)\s+(?:the|a|an|my|our|in|on|at)\b`)

// orMatch is the first of two matches that matched.
func orMatch(a, b []string) []string {
	if a != nil {
		return a
	}
	return b
}

// doingModifierRE: a present participle qualifying the noun asked for
// ("what was the winning option"), in group 1.
var doingModifierRE = lazyre.New(`^[\s|]*(?:which|what)\s+(?:was|is|were|are)\s+the\s+(\p{L}+ing)\s+\p{L}+\b`)

// agentField returns the field of the question's sources named by the
// agent noun of the who-question's verb ("who organises the Daily Sync":
// the organizer; "who created it": the creator), and consumes the verb;
// nil when no field is so named.
func (p *parser) agentField() *Key {
	if p.env.Catalog() == nil {
		return nil
	}
	low := strings.ToLower(p.f.Question)
	var verb string
	var agents []string
	if m := whoTheAgentRE().FindStringSubmatch(low); m != nil && p.askedWho {
		// "who was the creator of the video": the agent noun said
		verb, agents = m[1], []string{m[1]}
	} else if m := whoVerbRE().FindStringSubmatch(low); m != nil && p.askedWho {
		verb = m[1]
	} else if m := orMatch(whichVerbRE().FindStringSubmatch(low), doingModifierRE().FindStringSubmatch(low)); m != nil && !p.askedWho {
		// "which option won the poll", "the winning option": the winner
		verb = m[1]
	} else {
		return nil
	}
	if agents == nil {
		agents = agentNouns(verb)
		for present, past := range p.lx.past {
			if past == verb {
				// "who made it": the maker, of an irregular past too
				agents = append(agents, agentNouns(present)...)
			}
		}
	}
	about := p.aboutSources()
	for _, src := range p.env.Catalog().Sources {
		if len(about) > 0 && !slices.Contains(about, src.Name) {
			continue
		}
		for _, fl := range src.Fields {
			key := britishZ(fl.Key)
			if fl.Kind != "text" && fl.Kind != "list" || !slices.ContainsFunc(agents, func(a string) bool { return key == a || strings.HasSuffix(key, "_"+a) }) && !(fl.Kind == "list" && slices.Contains(pastForms(verb), fl.Key)) {
				continue
			}
			p.consumeWord(`\b` + regexp.QuoteMeta(verb) + `\b`)
			return fieldKey(link.Ref{Source: src.Name, Field: fl.Key, List: fl.Kind == "list"})
		}
	}
	if p.askedWho {
		if len(about) == 0 {
			// the sources the question names by their kind's noun
			// ("the video": Videos)
			said := map[string]bool{}
			for _, w := range strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) }) {
				said[w] = true
			}
			for _, k := range ingest.SourceKinds {
				noun := strings.TrimSuffix(strings.ToLower(lastWord(k.Label)), "s")
				if len(noun) > 2 && (said[noun] || said[noun+"s"]) && p.env.Catalog().Source(k.Name) != nil {
					about = append(about, k.Name)
				}
			}
		}
		if len(about) == 0 && p.lk != nil {
			// the sources of the names said, applied or not ("the
			// YouTube video")
			about = p.linkedValueSources()
		}
		if len(about) > 0 {
			return p.makerField(verb, agents, about)
		}
	}
	return nil
}

// makerField returns, for a who-question of the one who made a thing
// ("who uploaded the video I watched", "who made it", "who published
// …"), the field of the thing's sources that records its maker: the
// agent noun of the verb is an attribute of the lexicons (uploader,
// maker, publisher: the creator), whose sources are tried in their
// order (a video's channel, a song's artist, a book's author). Where the
// sources named record none, the question says it is not recorded
// rather than answering with the people of the events.
func (p *parser) makerField(verb string, agents, about []string) *Key {
	if p.env.Lexicon == nil {
		return nil
	}
	var rule *rlex.AttrRule
	for _, a := range agents {
		// one word is found only by its own name (or its plural)
		if r, ok := p.env.Lexicon.Attr(a); ok && r.Class != rlex.ClassPeople {
			rule = r
			break
		}
	}
	if rule == nil {
		return nil
	}
	p.consumeWord(`\b` + regexp.QuoteMeta(verb) + `\b`)
	if k := p.ruleField(rule, about); k != nil {
		return k
	}
	if sender, ok := p.env.Lexicon.Attr("sender"); ok {
		for _, src := range p.env.Catalog().Sources {
			if slices.Contains(about, src.Name) && slices.ContainsFunc(sender.Sources, func(k string) bool { return src.Field(k) != nil }) {
				return nil // who wrote a message is its sender ("who posted it in the chat")
			}
		}
	}
	name := strings.ReplaceAll(strings.Fields(rule.Name)[0], " ", "_")
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("who %s it: not recorded by %s", verb, strings.Join(slices.Compact(slices.Sorted(slices.Values(about))), ", ")))
	return &Key{ID: name, Attr: name, Extract: &attrSpec{Name: name, Type: qa.TypeText}, Words: verb}
}

// agentNouns returns the nouns of one who does what verb says, in any of
// its forms: organises, organised, organising → organizer, organiser;
// create → creator.
func agentNouns(verb string) []string {
	v := britishZ(verb)
	var bases []string
	for _, suf := range []string{"ing", "ed", "es", "s", "d", ""} {
		if b, ok := strings.CutSuffix(v, suf); ok && len(b) > 2 {
			bases = append(bases, b, b+"e")
		}
	}
	var out []string
	for _, b := range bases {
		switch {
		case strings.HasSuffix(b, "e"):
			out = append(out, b+"r", strings.TrimSuffix(b, "e")+"or")
		case shortVowelEnd(b):
			// a short vowel before one consonant doubles it: win → winner
			out = append(out, b+b[len(b)-1:]+"er", b+"er", b+"or")
		default:
			out = append(out, b+"er", b+"or")
		}
	}
	return out
}

// shortVowelEnd reports whether a word of one syllable ends in one
// vowel and one consonant ("win", "run", "shop"), which doubles before
// -er.
func shortVowelEnd(w string) bool {
	vowel := func(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
	n := len(w)
	if n < 3 || n > 4 || vowel(w[n-1]) || strings.IndexByte("wxy", w[n-1]) >= 0 || !vowel(w[n-2]) || vowel(w[n-3]) {
		return false
	}
	vowels := 0
	for i := 0; i < n; i++ {
		if vowel(w[i]) {
			vowels++
		}
	}
	return vowels == 1
}

// verbForms returns the forms of w, a gerund that a determiner follows in
// words ("twisting my ankle": a verb with its object, no noun like
// "wedding"), as English writes it (twisting, twist, twists, twisted),
// or w alone.
func (p *parser) verbForms(w string, words []string) []string {
	// (a gerund before a determiner, a possessive or an adverb of
	// manner is a verb: "twisting my ankle", "sleeping badly", which
	// the journal writes "slept badly")
	i := slices.Index(words, w)
	lw := strings.ToLower(w)
	if i < 0 || len(lw) < 6 || !strings.HasSuffix(lw, "ing") {
		return []string{w}
	}
	// (a gerund alone, no article or possessive before it, that is no
	// noun is the verb too: "about moving", which the journal writes
	// "if we should move"; "the meeting", "my running" are things)
	determined := func(x string) bool {
		x = strings.ToLower(x)
		return determinerRE().MatchString(x) || possessiveRE().MatchString(x)
	}
	alone := i+1 == len(words) && (i == 0 || !determined(words[i-1])) && !thesaurus.Noun(lw)
	// (so is one before "somewhere", "anywhere": "moving somewhere with
	// mountains", which the journal writes "we should move somewhere";
	// and one before where it goes, which only a verb of motion takes:
	// "moving to the mountains", "moving away")
	if !alone && (i+1 >= len(words) || !determined(words[i+1]) && !mannerAdverb(words[i+1]) && !anyPlaceRE().MatchString(strings.ToLower(words[i+1])) && !directionRE().MatchString(strings.ToLower(words[i+1]))) {
		return []string{w}
	}
	// the verb guessed two ways (twist, lose), each form kept where it
	// has the gerund's stem: "los" of "losing" is no form of it; an
	// irregular past the lexicon knows ("lost") is one
	want := stem.Word(lw)
	out := []string{w}
	for _, v := range []string{gerundStem(lw), want} {
		third := v + "s"
		if strings.HasSuffix(v, "s") || strings.HasSuffix(v, "sh") || strings.HasSuffix(v, "ch") || strings.HasSuffix(v, "x") {
			third = v + "es"
		}
		for _, f := range []string{v, third, p.past(v)} {
			if _, irregular := p.lx.past[v]; (stem.Word(f) == want || irregular && f == p.lx.past[v]) && !slices.Contains(out, f) {
				out = append(out, f)
			}
		}
	}
	return out
}

// pastForms returns the past participles of verb, in any of its forms
// (accept, accepts, accepted → accepted): a list field so named holds who
// did it ("who accepted the invitation": the attendees who accepted).
func pastForms(verb string) []string {
	var out []string
	for _, suf := range []string{"ed", "es", "s", "ing", ""} {
		if b, ok := strings.CutSuffix(verb, suf); ok && len(b) > 2 {
			out = append(out, b+"ed", b+"d")
		}
	}
	return out
}

// britishZ writes -ise verbs and -iser nouns the American way, so that
// "organise" and "organizer" meet.
func britishZ(w string) string {
	for _, s := range []string{"ise", "iser", "ised", "ises", "ising"} {
		if b, ok := strings.CutSuffix(w, s); ok && len(b) > 2 {
			return b + "iz" + s[2:]
		}
	}
	return w
}

// anyOf is the condition that one of conds holds ("" for none), with what
// they need extracted.
func anyOf(conds []string, needs []attrSpec) (string, []attrSpec) {
	switch len(conds) {
	case 0:
		return "", nil
	case 1:
		return conds[0], needs
	}
	return "(" + strings.Join(conds, " || ") + ")", needs
}

// paidWithRE: what something was paid with ("paid with a gift card",
// "orders I paid for using my Visa", "spent with my Visa card", "bought
// using a gift card", "when did I first use my MasterCard": a payment
// used is one paid with); group 1 its words.
var paidWithRE = lazyre.New(`\b(?:(?:paid|pay|pays|paying|charged)\s+(?:for\s+)?(?:[a-z]+ly\s+)?(?:with|by|using|via|on|without)|(?:spend|spends|spent|spending|buy|buys|bought|buying|purchased|make|made|placed|ordered)\s+(?:[a-z]+ly\s+)?(?:with|using|via)|(?:i|we)\s+(?:ever\s+|first\s+|last\s+)?(?:use|used|uses|using|charge|charged))\s+(?:my\s+|a\s+|an\s+|the\s+|our\s+|any\s+)?([\p{L}\d][\p{L}\d/ -]*?)\s*(?:\b(?:in|on|during|at|for|from|since|before|after|last|this|between)\b|[?.!,]|$)`)

// notPaidRE: a negation right before a verb of paying ("weren't paid
// with", "not paid by").
var notPaidRE = lazyre.New(`\b(?:not|never|\p{L}+n['’]t)\s+(?:be(?:en)?\s+)?$`)

// notPaidWordRE: the negation (group 1) of a verb of paying, which may be
// read already ("were not paid": "paid" is the money's).
var notPaidWordRE = lazyre.New(`\b(not|never|\p{L}+n't)[\s|]+(?:be(?:en)?[\s|]+)?(?:paid|pay|pays|paying|charged|[|])`)

// paidWith reads what something was paid with as the payment the library
// records, where a payment holds every word of it ("a gift card": "Visa -
// 9691 and Gift Certificate/Card"), whatever else the words name (a
// category of things bought called "gift card").
func (p *parser) paidWith() {
	if p.env.Catalog() == nil {
		return
	}
	low := strings.ToLower(p.f.Question)
	mi := paidWithRE().FindStringSubmatchIndex(low)
	if mi == nil {
		return
	}
	said := strings.TrimSpace(low[mi[2]:mi[3]])
	// "orders that weren't paid with a Visa": every other
	negated := notPaidRE().MatchString(low[:mi[0]]) != withoutRE().MatchString(low[mi[0]:mi[2]])
	words := strings.Fields(strings.NewReplacer("/", " ", "-", " ").Replace(said))
	holds := func(v string) bool {
		low := strings.ToLower(v)
		return len(words) > 0 && !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(low, w) })
	}
	if n := len(words); n > 1 && words[n-1] == "card" {
		// "my Visa card", "a Visa credit card": the card of the name
		// before, where payments say the name without the word ("Visa
		// - 9691"), not every payment that says card; a gift card is
		// said so ("Gift Certificate/Card")
		rest := words[:n-1]
		if k := len(rest); k > 1 && (rest[k-1] == "credit" || rest[k-1] == "debit") {
			rest = rest[:k-1]
		}
		if p.paymentHeld(func(v string) bool {
			low := strings.ToLower(v)
			return !strings.Contains(low, "card") && !slices.ContainsFunc(rest, func(w string) bool { return !strings.Contains(low, w) })
		}) {
			words = rest
		}
	}
	if !p.paymentHeld(holds) {
		return
	}
	within := func(s link.Span) bool { return strings.Contains(said, strings.ToLower(p.lk.q.Phrase(s.From, s.To))) }
	for i := 0; i < len(p.lk.held); {
		if within(p.lk.held[i]) {
			p.lk.held = slices.Delete(p.lk.held, i, i+1)
			p.lk.saved = slices.Delete(p.lk.saved, i, i+1)
			continue
		}
		i++
	}
	p.lk.soft = slices.DeleteFunc(p.lk.soft, within)
	c := paymentCond("paid with "+said, words...)
	if negated {
		c.Expr, c.Words = "!("+nilSafe(c.Expr)+")", "not "+c.Words
		if m := p.t.find(notPaidWordRE()); m != nil {
			p.t.consume(m[2], m[3])
		}
	}
	p.f.Content = append(p.f.Content, c)
	if p.f.act == nil && len(p.f.Sources) == 0 {
		// "when did I first use my MasterCard": no doing said but the
		// paying, the records of payments that hold it, whole
		for _, name := range p.sourcesRecording("payment") {
			if slices.ContainsFunc(p.env.Catalog().Source(name).Field("payment").Values, func(v catalog.Value) bool { return holds(v.Text) }) {
				p.f.Sources = append(p.f.Sources, name)
			}
		}
		p.f.Query, p.f.Subject = "everything", "my purchases"
	}
	// a word of it may be read already ("Visa", linked): each word is
	// it or what reading left of it
	var run []string
	for _, w := range strings.Fields(said) {
		run = append(run, `(?:`+regexp.QuoteMeta(w)+`|\|+)`)
	}
	p.consumeWord(`\b(?:for\s+)?(?:[a-z]+ly\s+)?(?:with|by|using|via|on|without|use|used|uses|charge|charged)\s+(?:(?:my|a|an|the|our|any)\s+)?` + strings.Join(run, `\s+`) + `(?:\b|$)`)
}

// thingsBought keeps, of the purchases a how-many question counts by a
// noun searched for in what was bought, those whose name has that noun
// as its thing: "how many bananas" are not the banana juice or the banana
// bread, whose names say banana only of another noun.
func (p *parser) thingsBought() {
	f := p.f
	if f.Activity != "purchase" || p.env.Catalog() == nil || p.env.Catalog().Source(ingest.OnlinePurchase) == nil || p.env.Catalog().Source(ingest.OnlinePurchase).Field("product") == nil {
		return
	}
	words := p.countedPhrase()
	if !p.count {
		words = boughtObject(f.Form, f.Query)
		if words == nil && f.Form == FormSum && p.meas != nil && p.meas.ID == "money" {
			words = pricedObject(f.Query)
			if len(words) > 0 && !regexp.MustCompile(`(?i)\b(?:the|my|our|that|this)\s+(?:new\s+)?`+regexp.QuoteMeta(words[0])+`\b`).MatchString(f.Question) {
				// "what did I pay for ebooks": a kind of goods, what its
				// search finds of it, not one thing
				words = nil
			}
		}
	}
	if len(words) == 0 {
		return
	}
	if last, ok := p.lx.act.phrases.lookup(words[len(words)-1]); ok && last.ID == f.act.ID && len(words) > 1 {
		// "my sports equipment purchases": the noun of the purchases
		// themselves, the words before it a kind of them the search
		// reads, no thing named so
		return
	}
	phrase := strings.Join(words, " ")
	query := strings.ToLower(f.Query)
	for _, w := range words {
		if !strings.Contains(query, w) {
			return // read as something else (a category, a field)
		}
	}
	// What the search found by other means (a category of books, a
	// concept) without the word in its name stays.
	head := lastWord(phrase)
	if one, ok := plural.One(head); ok {
		head = one
	}
	if f.Form == FormList && p.goodsKindNamed(head) {
		// "what electronics did I buy": a kind of goods, whose things
		// are called by their own nouns (a laptop, headphones), listed
		// as its search finds them
		return
	}
	if itemSaidRE().MatchString(head) && len(words) > 1 {
		// "how many kitchen items": a noun that says only "things
		// bought" is of a kind its words before it say, which no field
		// of the purchases keeps (one that did read them already); they
		// are only searched for in what the things are called
		src := p.env.Catalog().Source(ingest.OnlinePurchase)
		for _, w := range words[:len(words)-1] {
			if len(w) >= 3 && isLetters(w) && !kindWordStopRE().MatchString(w) && !slices.ContainsFunc(p.kinds, func(k kindWord) bool { return k.word == w }) {
				p.kinds = append(p.kinds, kindWord{word: w, said: w, noun: lastWord(phrase), labels: sourceLabels([]*catalog.Source{src})})
			}
		}
	}
	var kindWords []string
	if len(words) == 1 && !p.count && !p.purchasesCategorised() {
		kindWords = p.kindOfGoods(head)
	}
	if len(kindWords) > 0 {
		// "did I order a book": the records keep what each thing is
		// called, no kind it is of; a thing of the kind is one whose
		// name says one of the kind's words ("A Novel (Paperback)"),
		// and the answer says it was looked for so
		quoted := []string{strconv.Quote(head)}
		for _, w := range kindWords {
			quoted = append(quoted, strconv.Quote(w))
		}
		f.Notes = append(f.Notes, fmt.Sprintf("your purchases record no category: a %s is one whose name says %s", head, strings.Join(quoted, ", ")))
	}
	says, heads := []string{"says(product ?? \"\", " + quote(head) + ")"}, []string{"heads(product ?? \"\", " + quote(phrase) + ")"}
	if len(words) == 1 {
		// the thing's other names say it too: a "Bike Light Set" is no
		// bicycle, a "Road Bike" is one; the other things of a kind of
		// goods ("laptop" among electronics: a camera) only say what
		// is not the thing
		names, kinds := p.thingSynonyms(head)
		for _, w := range names {
			says = append(says, "says(product ?? \"\", "+quote(w)+")")
			if !strings.HasSuffix(w, "ing") && !strings.HasSuffix(w, "ed") {
				// "cycling", "camping" name the doing, not a thing
				heads = append(heads, "heads(product ?? \"\", "+quote(w)+")")
			}
		}
		if len(kinds) > 0 {
			// its search finds every thing of the kind (a Kindle Fire
			// for "laptop"): what does not name the thing is not it
			f.Content = append(f.Content, Cond{Expr: heads[0], Words: "named so", Needs: []attrSpec{{Name: "product", Type: qa.TypeText}}})
			return
		}
	}
	if !p.count && len(kindWords) > 0 {
		var any []string
		for _, w := range kindWords {
			any = append(any, "says(product ?? \"\", "+quote(w)+")")
		}
		f.Content = append(f.Content, Cond{Expr: heads[0] + " || " + strings.Join(any, " || "), Words: "named so", Needs: []attrSpec{{Name: "product", Type: qa.TypeText}}})
		return
	}
	if !p.count {
		// whether or when one was bought: of what the search found,
		// only what is named so is one, for one thing that only
		// goes with it ("Camp Flannel Shirt" for a tent) would answer
		f.Content = append(f.Content, Cond{Expr: strings.Join(heads, " || "), Words: "named so", Needs: []attrSpec{{Name: "product", Type: qa.TypeText}}})
		return
	}
	expr := "!" + says[0] + " || " + heads[0]
	if len(says) > 1 {
		expr = "!(" + strings.Join(says, " || ") + ") || " + strings.Join(heads, " || ")
	}
	f.Content = append(f.Content, Cond{Expr: expr, Words: "named so", Needs: []attrSpec{{Name: "product", Type: qa.TypeText}}})
}

// goodsKindNamed reports whether noun is the name of a kind of goods the
// concept lexicon gathers ("electronics", "clothes", "book"), not a thing
// of it ("laptop").
func (p *parser) goodsKindNamed(noun string) bool {
	if p.env == nil || p.env.Lexicon == nil {
		return false
	}
	return goodsHeld(p.env.Lexicon, noun, func(h rlex.Hit) bool { return kindNamed(h.Concept, noun) || h.Weight >= rlex.Strong })
}

// goodsHeld reports whether the lexicon has noun in a concept of a kind
// of goods, by a hit keep accepts.
func goodsHeld(lx *rlex.Lexicon, noun string, keep func(rlex.Hit) bool) bool {
	return slices.ContainsFunc(lx.Find(rlex.Tokens(noun)), func(h rlex.Hit) bool {
		return h.Concept != nil && h.Concept.Kind == "shopping" && keep(h)
	})
}

// kindNamed reports whether noun is the concept's own name, in the
// singular or the plural ("book" of the books).
func kindNamed(c *rlex.Concept, noun string) bool {
	one, _ := plural.One(c.ID)
	return c.ID == noun || one == noun
}

// kindOfGoods returns, where head names a kind of goods the concept
// lexicon has of its own ("book" of the books), whose things are called
// by other words (a novel's title), the one-word strong words of the kind
// other than head ("novel", "paperback"); nil otherwise.
func (p *parser) kindOfGoods(head string) []string {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	for _, h := range p.env.Lexicon.Find(rlex.Tokens(head)) {
		if h.Concept == nil || h.Concept.Kind != "shopping" || h.Start != 0 || h.End != 1 || !kindNamed(h.Concept, head) {
			continue
		}
		var out []string
		for _, t := range h.Concept.Terms {
			if t.Included || t.Weight < rlex.Strong || strings.Contains(t.Text, " ") || !isLetters(t.Text) {
				continue
			}
			if one, _ := plural.One(t.Text); t.Text == head || one == head || slices.Contains(out, t.Text) {
				continue
			}
			out = append(out, t.Text)
		}
		return out
	}
	return nil
}

// purchasesCategorised reports whether the purchases record what kind of
// thing each is (a category field).
func (p *parser) purchasesCategorised() bool {
	src := p.env.Catalog().Source(ingest.OnlinePurchase)
	return src != nil && slices.ContainsFunc(src.Fields, func(f catalog.Field) bool { return strings.Contains(f.Key, "category") })
}

// kindOfGoodsTerm reports whether a hit of head is a kind of goods its
// shopping concept gathers ("laptop" of electronics): a related term the
// concept lists itself, not one of "@sport" (a bicycle is no kind of
// sports gear's own; cycling names it).
func (p *parser) kindOfGoodsTerm(h rlex.Hit, head string) bool {
	if h.Concept.Kind != "shopping" || h.Weight < rlex.Related {
		return false
	}
	key := rlex.Key(head)
	return slices.ContainsFunc(h.Concept.Terms, func(t rlex.Term) bool { return t.Key == key && !t.Included })
}

// thingSynonyms are the other one-word words the concept lexicon gives a
// thing bought, the strong terms of the concept its word is a term of:
// names of it ("bicycle": bike, cycling), or, of a concept of a kind of
// goods, the other things of the kind ("laptop": camera, tablet); none
// for a word no concept has.
func (p *parser) thingSynonyms(head string) (names, kinds []string) {
	if p.env == nil || p.env.Lexicon == nil {
		return nil, nil
	}
	var out []string
	goods := false
	for _, h := range p.env.Lexicon.Find(rlex.Tokens(head)) {
		if h.Start != 0 || h.End != 1 || h.Concept == nil || h.Weight < rlex.Strong && !p.kindOfGoodsTerm(h, head) {
			continue
		}
		if h.Concept.Kind == "shopping" {
			if kindNamed(h.Concept, head) {
				// "books" of the books: the kind itself, whose things
				// ("A Novel (Paperback)") say its other words
				continue
			}
			goods = true
		}
		for _, t := range h.Concept.Terms {
			if t.Included || t.Weight < rlex.Strong || strings.Contains(t.Text, " ") {
				continue
			}
			for _, w := range append([]string{t.Text}, p.env.Lexicon.TermWords(t.Key)...) {
				if !isLetters(w) || w == head || slices.Contains(out, w) {
					continue
				}
				if one, ok := plural.One(w); ok && (one == head || slices.Contains(out, one)) {
					continue
				}
				out = append(out, w)
			}
		}
	}
	if goods {
		return nil, out
	}
	return out, nil
}

// boughtObjectRE: what a purchase's query says was bought, after its
// verb and the determiners ("I bought a new bicycle": bicycle).
var boughtObjectRE = lazyre.New(`\b(?:buy|bought|buying|purchased?|purchasing|ordered|order)\s+(?:(?:a|an|any|some|the|my|new|another|more|one)\s+)*([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3})`)

// boughtObject is the thing a question of whether, when or which time
// something was bought names ("did I buy a bicycle", "when did I last
// order a kettle"), as a how-many question's counted noun is: its words
// up to a preposition, a pronoun or a word of time; nil for other forms
// and for a thing said only as a thing ("anything").
func boughtObject(form Form, query string) []string {
	switch form {
	case FormYesNo, FormWhen, FormExtreme, FormNth, FormAgo, FormList:
	default:
		return nil
	}
	m := boughtObjectRE().FindStringSubmatchIndex(strings.ToLower(query))
	if m == nil || len(strings.ToLower(query)) != len(query) {
		return nil
	}
	var out []string
	end := m[2]
	for _, w := range strings.Fields(query[m[2]:m[3]]) {
		lw := strings.ToLower(w)
		if kindWordStopRE().MatchString(lw) || auxRE().MatchString(lw) || pronounRE().MatchString(lw) || boughtObjectStopRE().MatchString(lw) {
			break
		}
		if w != lw {
			return nil // "the Pasta Maker Machine": a thing's name, not a noun of what it is
		}
		out = append(out, w)
		end = strings.Index(query[end:], w) + end + len(w)
	}
	if len(out) == 0 || itemSaidRE().MatchString(out[len(out)-1]) || strings.HasPrefix(query[end:], "'") || strings.HasPrefix(query[end:], "’") {
		// "the chef's knife": the words begin a longer name
		return nil
	}
	return out
}

// pricedObjectRE: a purchase's query that is only the thing paid for
// ("I for the laptop" of "how much did I pay for the laptop", "laptop" of
// "how much was my laptop").
var pricedObjectRE = lazyre.New(`^(?:for\s+)?((?:(?:a|an|the|my|our|new|that|this)\s+)*[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3})$`)

// pricedObject is the thing a question of what one paid for it names
// ("how much did I pay for the laptop", "what did my headphones cost";
// thingsBought keeps it only where a determiner makes it one thing),
// read as boughtObject reads what was bought: the search finds things
// of its kind (a camera for "laptop") and the price of all was added up.
func pricedObject(query string) []string {
	m := pricedObjectRE().FindStringSubmatch(strings.TrimPrefix(query, "I "))
	if m == nil {
		return nil
	}
	return boughtObject(FormYesNo, "bought "+m[1])
}

// boughtObjectStopRE: the words that end what was bought: prepositions
// and words of time ("a kettle on Amazon", "a kettle last year").
var boughtObjectStopRE = lazyre.New(`^(?:on|in|at|from|for|with|to|of|by|off|during|before|after|when|while|ever|yet|again|once|twice|online|today|yesterday|tomorrow|year|month|week|day|anything|something|everything|nothing|stuff)$`)

// cardEndingRE: a card told by its last digits ("my Visa ending 9079",
// "the card ending in 9182"); group 1 the digits.
var cardEndingRE = lazyre.New(`\b(?:ending|ends|that\s+ends)\s+(?:in\s+|with\s+)?(\d{3,})\b`)

// cardEnding reads a card told by its last digits as the payments the
// library records that end so ("Visa - 9079").
func (p *parser) cardEnding() {
	if p.env.Catalog() == nil {
		return
	}
	m := cardEndingRE().FindStringSubmatchIndex(strings.ToLower(p.f.Question))
	if m == nil {
		return
	}
	digits := strings.ToLower(p.f.Question)[m[2]:m[3]]
	if !p.paymentHeld(func(v string) bool { return strings.Contains(v, digits) }) {
		return
	}
	p.f.Content = append(p.f.Content, paymentCond("ending "+digits, digits))
	p.cardDigits = digits
	p.consumeWord(`(?:\b(?:with|using|on|by|from)\s+(?:(?:my|the|a|our)\s+)?(?:(?:credit|debit|bank)\s+)?(?:card\s+)?)?` + cardEndingRE().String())
}

// cardNamed reads the card's name said with its last digits ("my Visa
// ending 9079") as said of the card the digits tell, whose payment holds
// both ("Visa - 9079"), not as the payments written as the name alone
// ("Visa").
func (p *parser) cardNamed() {
	if p.cardDigits == "" {
		return
	}
	named, name := -1, ""
	for i, c := range p.f.Content {
		if m := paymentIsRE().FindStringSubmatch(c.Expr); m != nil && !strings.Contains(m[1], p.cardDigits) {
			if named >= 0 {
				return // two names: which the digits go with is not said
			}
			named, name = i, m[1]
		}
	}
	if named < 0 {
		return
	}
	for i, c := range p.f.Content {
		if c.Words == "ending "+p.cardDigits {
			p.f.Content[i] = paymentCond(p.f.Content[named].Words+" "+c.Words, name, p.cardDigits)
		}
	}
	p.f.Content = slices.Delete(p.f.Content, named, named+1)
}

// paymentIsRE: a condition that the payment is one value; group 1 the
// value.
var paymentIsRE = lazyre.New(`^\(?payment(?: \?\? "")?\)? == "([^"\\]*)"$`)

// paymentHeld reports whether some payment the library records holds.
func (p *parser) paymentHeld(holds func(payment string) bool) bool {
	return slices.ContainsFunc(p.sourcesRecording("payment"), func(name string) bool {
		return slices.ContainsFunc(p.env.Catalog().Source(name).Field("payment").Values, func(v catalog.Value) bool { return holds(v.Text) })
	})
}

// paymentCond keeps the records whose payment holds every one of words,
// said so.
func paymentCond(said string, words ...string) Cond {
	conds := make([]string, len(words))
	for i, w := range words {
		conds[i] = fmt.Sprintf("says(payment ?? \"\", %s)", quote(w))
	}
	return Cond{Expr: strings.Join(conds, " && "), Words: said, Needs: []attrSpec{{Name: "payment", Type: qa.TypeText}}}
}

// recurs reports whether some value of a field occurs more than once.
func (p *parser) recurs(r link.Ref) bool {
	fl := p.env.Catalog().Source(r.Source).Field(r.Field)
	return fl != nil && slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return v.Count > 1 })
}

// boolOrder orders false before true.
func boolOrder(a, b bool) int {
	switch {
	case a == b:
		return 0
	case !a:
		return -1
	}
	return 1
}

// Joining a service, the age of an account and when it was made are its
// creation, which the account's own record is dated by ("when did I join
// Twitter", "how old is my Twitter account", "when was my account
// created"): said so only of a service the library holds an account of.
var (
	joinedRE      = lazyre.New(`(?i)^\s*when\s+did\s+(?:i|we)\s+(?:first\s+)?(?:join|sign\s+up\s+(?:for|to|on|with)|register\s+(?:for|on|with|at)|start\s+using|get\s+on(?:to)?)\s+(?:my\s+)?(.+?)(?:\s+account)?\s*[?.!]*\s*$`)
	accountAgeRE  = lazyre.New(`(?i)^\s*how\s+old\s+is\s+my\s+(.*?)\s*account\s*[?.!]*\s*$`)
	accountMadeRE = lazyre.New(`(?i)^\s*when\s+(?:was|did)\s+my\s+(.*?)\s*account\s+(?:get\s+)?(?:created|opened|made|set\s+up|registered|start|started)\s*[?.!]*\s*$`)
	// "when did I create my twitter account": the service said in lower
	// case, as typed, is the one the library holds
	accountMadeByRE = lazyre.New(`(?i)^\s*when\s+did\s+(?:i|we)\s+(?:first\s+)?(?:create|make|open|set\s+up|register|start)\s+(?:my|our|an?)\s+(.*?)\s*account\s*[?.!]*\s*$`)
)

// accountAsked restates a question of when an account was made as "when
// did I create my X account" (and its age as how many years ago), which
// the account's record answers; created says it did.
func (d *Decomposer) accountAsked(q string) (string, bool) {
	if d.env == nil || d.env.Catalog() == nil {
		return q, false
	}
	src := d.env.Catalog().Source(ingest.Account)
	if src == nil {
		return q, false
	}
	var services []string
	if f := src.Field("service"); f != nil {
		for _, v := range f.Values {
			services = append(services, v.Text)
		}
	}
	service := func(said string) (string, bool) {
		said = strings.TrimSpace(said)
		if said == "" && len(services) == 1 {
			return services[0], true // "my account": the one there is
		}
		for _, s := range services {
			if strings.EqualFold(s, said) {
				return s, true
			}
		}
		return "", false
	}
	if m := joinedRE().FindStringSubmatch(q); m != nil {
		if s, ok := service(m[1]); ok {
			return "When did I create my " + s + " account?", true
		}
	}
	if m := accountAgeRE().FindStringSubmatch(q); m != nil {
		if s, ok := service(m[1]); ok {
			// the age since it was first made, as joining is dated
			// ("when did I join Twitter"): of two accounts, the older
			return "How many years ago did I first create my " + s + " account?", true
		}
	}
	for _, re := range []*regexp.Regexp{accountMadeRE(), accountMadeByRE()} {
		if m := re.FindStringSubmatch(q); m != nil {
			if s, ok := service(m[1]); ok {
				return "When did I create my " + s + " account?", true
			}
		}
	}
	return q, false
}

// thingAge reads the age of a record picked by its time ("how old is my
// oldest tweet", "how old was my first email", "how recent is my latest
// tweet") as how long ago it was:
// the age of a thing made is the time since it was made. Not of a
// person ("how old is my oldest friend"), whose age is from a birth.
func (d *Decomposer) thingAge(q string) string {
	m := thingAgeRE().FindStringSubmatch(q)
	if m == nil {
		return q
	}
	if d.env != nil && d.env.Lexicon != nil {
		if w := strings.Fields(strings.ToLower(m[3])); len(w) > 0 {
			one, _ := plural.One(w[0])
			if slices.ContainsFunc(d.env.Lexicon.Parse(one).Concepts, peopleConcept) {
				return q
			}
		}
	}
	return m[1] + "how long ago was " + m[2] + m[3]
}

// thingAgeRE: "how old/recent is/was" (group 1 what leads it) and a record
// picked by its time (2, "my oldest ", "the first "; 3 the rest).
var thingAgeRE = lazyre.New(`(?i)^(\s*)how\s+(?:old|recent)\s+(?:is|was|'s)\s+((?:my|the)\s+(?:oldest|first|earliest|newest|latest|last|most\s+recent)\s+)(\S.*)$`)

// ratingFields are the keys of the fields of text in which a library keeps
// a score given ("3/5" a journal wrote after a book).
var ratingFields = []string{"rating", "score", "stars"}

// ratingField is the field of scores given the library keeps, and the
// sources that keep it, or "".
func (p *parser) ratingField() (string, []string) {
	if p.env.Catalog() == nil {
		return "", nil
	}
	var key string
	var srcs []string
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if fl.Kind == "text" && slices.Contains(ratingFields, fl.Key) && (key == "" || key == fl.Key) {
				key = fl.Key
				srcs = append(srcs, src.Name)
			}
		}
	}
	return key, srcs
}

// starsAskedRE: a score asked as how many stars were given ("how many
// stars did I give Anxious People").
var starsAskedRE = lazyre.New(`(?i)\bhow\s+many\s+stars?\s+(?:did|would|do|have|had)\s+(i|we)\s+(?:give|gave|given|rate|rated|award|awarded)\b`)

// ratingAsked restates how many stars were given as the rating given,
// where the library keeps scores given as text and no count of stars
// ("how many stars did I give Anxious People" is the "3/5" written after
// it, not the entries starred).
func (d *Decomposer) ratingAsked(q string) string {
	if d.env == nil || d.env.Catalog() == nil {
		return q
	}
	p := &parser{env: d.env}
	if key, _ := p.ratingField(); key == "" {
		return q
	}
	return starsAskedRE().ReplaceAllString(q, "what rating did $1 give")
}

// scoreRE: a score said as a number out of another ("3 out of 5", "3/5")
// or as stars ("4 stars", "five stars"), after a verb or noun of rating.
var scoreRE = lazyre.New(`\b(?:rate|rated|rating|ratings|give|gave|given|score|scored|scores|award|awarded)\b(?:\s+(?:it|them|a|an|of|at|as|with|only|just|exactly|\p{L}+))?\s+(\d{1,2}|\p{L}+)\s*(?:/|out\s+of|stars?\b)\s*(\d{1,3})?`)

// ratingScore reads a score said ("which books did I rate 3 out of 5")
// as the condition that the rating the library keeps is that score,
// however it was written ("3/5", "3 / 5"); stars are out of five.
func (p *parser) ratingScore() {
	key, _ := p.ratingField()
	if key == "" {
		return
	}
	m := p.t.find(scoreRE())
	if m == nil {
		return
	}
	n, of := p.t.group(m, 1), p.t.group(m, 2)
	if !ascii.IsDigits(n) {
		// "five stars": the number said as a word
		w, ok := numword.Parse(n)
		if !ok || w.Ordinal || w.Value != float64(int(w.Value)) || w.Value > 99 {
			return
		}
		n = strconv.Itoa(int(w.Value))
	}
	if of == "" {
		if !strings.Contains(string(p.t.low[m[0]:m[1]]), "star") {
			return
		}
		of = "5"
	}
	if n2, _ := strconv.Atoi(n); n2 > 0 {
		if o, _ := strconv.Atoi(of); o < n2 {
			return
		}
	}
	cond := fmt.Sprintf(`(%s ?? "") matches "^\\s*%s\\s*/\\s*%s\\b"`, key, n, of)
	p.addEntity(m[:2], n+"/"+of, &attrSpec{Name: key, Type: qa.TypeText}, cond)
}

// billRE: "bill" the noun, the money a purchase cost, after a determiner
// or an adjective of amount or period, with what it was for between ("my
// average grocery bill").
var billRE = lazyre.New(`\b([Mm]y|[Oo]ur|[Tt]he|average|total|monthly|weekly|yearly|annual|usual|typical|biggest|largest|highest|smallest|lowest)\s+((?:\p{L}+\s+)?)bills?\b`)

// paidRE: a verb of paying before what was paid ("pay my phone bill":
// the bill is the thing paid, as the library may write it).
var paidRE = lazyre.New(`(?i)\b(?:pay|pays|paid|paying|settle|settled|split|splitting)\s+$`)

// billAsked restates a bill, where the library never writes the word
// (no calendar entry "Pay AmEx bill" to find), as the money spent, which
// is what a bill asks for: "my average grocery bill" is my average grocery
// spending.
func (d *Decomposer) billAsked(q string) string {
	if d.env == nil || d.env.Catalog() == nil || d.env.Catalog().Terms[rlex.Key("bill")] > 0 || d.env.Catalog().Terms["bill"] > 0 {
		return q
	}
	var b strings.Builder
	last := 0
	for _, m := range billRE().FindAllStringSubmatchIndex(q, -1) {
		if paidRE().MatchString(q[:m[0]]) {
			continue
		}
		b.WriteString(q[last:m[0]])
		b.WriteString(q[m[2]:m[3]] + " " + q[m[4]:m[5]] + "spending")
		last = m[1]
	}
	b.WriteString(q[last:])
	return b.String()
}

// eateryRE: a word (group 1) before a noun of a place in general (group
// 2: "place", "spot", "joint"), of which English makes the place one eats
// that food at ("a Lebanese place", "burger joints").
var eateryRE = lazyre.New(`(?i)\b(\p{L}+)\s+(place|spot|joint)(s?)\b`)

// eateryKinds are the kinds of the lexicons' concepts of what one eats,
// whose word before a place makes it a restaurant; not the meals, which
// have coffee and wine (a coffee place is a café, a wine spot a bar).
var eateryKinds = []string{"cuisine", "dish"}

// eateries restates a place said by what is eaten there ("what Lebanese
// place do I go to most", "how many burger places") as the restaurant it
// is, which no record calls a place: the words "place" or "spot" were
// searched for, and "most" left nothing to group by. The places so read
// are returned to be noted.
func (d *Decomposer) eateries(q string) (string, []string) {
	if d.env == nil || d.env.Lexicon == nil {
		return q, nil
	}
	var read []string
	return eateryRE().ReplaceAllStringFunc(q, func(m string) string {
		sub := eateryRE().FindStringSubmatch(m)
		if !slices.ContainsFunc(d.env.Lexicon.Parse(strings.ToLower(sub[1])).Concepts, func(c *rlex.Concept) bool {
			return !c.Generic && slices.Contains(eateryKinds, c.Kind)
		}) {
			return m
		}
		read = append(read, sub[1]+" "+sub[2])
		return sub[1] + " restaurant" + sub[3]
	}), read
}

// bothBeforeRE: "both" (and a preposition) just before the first of two
// things joined by "and".
var bothBeforeRE = lazyre.New(`\bboth\s+(?:(?:on|in|at|with|to|from|of)\s+)?$`)

// andBetweenRE: the "and" (and a preposition) between them.
var andBetweenRE = lazyre.New(`^\s*and\s+(?:(?:on|in|at|with|to|from|of)\s+)?$`)

// bothDays reads the days on which something was done "on both Facebook
// and Instagram", two values of one field, as the days with a record of
// each, not the days of either: no one record is of both.
func (p *parser) bothDays() {
	if p.lk == nil || p.lk.res == nil || p.f.Form != FormList || p.f.Val == nil || p.f.Val.Attr != dateAttr {
		return
	}
	spans := p.lk.res.Proposed
	text := p.lk.q.Text
	for _, s1 := range spans {
		if s1.Kind != link.KindValue || len(s1.Refs) == 0 || s1.Refs[0].List {
			continue
		}
		a1, b1 := p.spanBytes(s1)
		if !bothBeforeRE().MatchString(strings.ToLower(text[:a1])) {
			continue
		}
		for _, s2 := range spans {
			if s2.Kind != link.KindValue || s2.From <= s1.From || len(s2.Refs) == 0 {
				continue
			}
			a2, b2 := p.spanBytes(s2)
			if a2 < b1 || !andBetweenRE().MatchString(strings.ToLower(text[b1:a2])) {
				continue
			}
			r1, r2, ok := sameField(s1.Refs, s2.Refs)
			if !ok || r1.Value == r2.Value || !tree.IsName(r1.Field) {
				continue
			}
			field := r1.Field
			p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf("%s in [%s, %s]", field, quote(r1.Value), quote(r2.Value)), Words: text[a1:b2],
				Needs: []attrSpec{{Name: field, Type: qa.TypeText}}})
			p.f.BothDays = fmt.Sprintf("filter(dates_of(filter(items, {.%s == %s})), {# in dates_of(filter(items, {.%s == %s}))})", field, quote(r1.Value), field, quote(r2.Value))
			if !slices.Contains(p.f.Sources, r1.Source) {
				p.f.Sources = append(p.f.Sources, r1.Source)
			}
			m := bothBeforeRE().FindStringIndex(strings.ToLower(text[:a1]))
			p.t.consume(m[0], b2)
			return
		}
	}
}

// sameField returns refs of the two that are of one source's one field.
func sameField(x, y []link.Ref) (link.Ref, link.Ref, bool) {
	for _, r1 := range x {
		for _, r2 := range y {
			if r1.Source == r2.Source && r1.Field == r2.Field && !r1.List && !r2.List {
				return r1, r2, true
			}
		}
	}
	return link.Ref{}, link.Ref{}, false
}

// taggedEntries reads a question of nothing done but the tags ("how many
// entries are tagged friends", "which days did I tag travel") in the
// journal's entries, which the tags are of: the happenings told from an
// entry (an entry_id names it) carry a copy of its tags, and would count
// one tagged entry once per happening.
func (p *parser) taggedEntries() {
	f := p.f
	if f.act != nil || len(f.Joins) > 0 || len(f.Content) == 0 || p.env.Catalog() == nil || len(f.Sources) > 0 && !slices.Contains(f.Sources, ingest.Note) {
		return
	}
	cat := p.env.Catalog()
	if day := cat.Source(ingest.Note); day == nil || day.Field("tags") == nil {
		return
	}
	for _, c := range f.Content {
		if len(c.Needs) == 0 {
			return
		}
		for _, n := range c.Needs {
			if n.Name != "tags" {
				return
			}
		}
	}
	copies := false
	for _, s := range cat.Sources {
		if s.Name == ingest.Note || s.Field("tags") == nil {
			continue
		}
		if s.Field("entry_id") == nil {
			return // tags of their own (posts, bookmarks)
		}
		copies = true
	}
	if copies {
		f.Sources = []string{ingest.Note}
	}
}

// dayStateCount counts the days of a state a journal writes of the day
// ("how many times was I stressed in the spring", "how often did I feel
// great"): a mood is the day's, copied onto each happening the day tells
// (an entry_id names the day), so the happenings counted would count a
// day once per happening; the days are counted, each once, as "how many
// days" does. Only a count of nothing done but the day's state is read
// so.
func (p *parser) dayStateCount() {
	f := p.f
	if f.Form != FormCount || f.act != nil || len(f.Joins) > 0 || len(f.Content) == 0 || f.CountItems || f.CountSaid || p.env.Catalog() == nil {
		return
	}
	cat := p.env.Catalog()
	dayField := func(name string) bool {
		if name == "tags" {
			return true // said with the state where a journal tags it
		}
		// the day's own field: the daily note holds it, its happenings
		// a copy ("activity" is a happening's, which no note holds)
		// and a state of few values, not what is written ("chippy tea",
		// a note's text)
		if day := cat.Source(ingest.Note); day == nil || day.Field(name) == nil || day.Field(name).Distinct*4 > day.Field(name).Events {
			return false
		}
		copied := false
		for _, s := range cat.Sources {
			fl, id := s.Field(name), s.Field("entry_id")
			if fl == nil {
				continue
			}
			if id == nil && s.Name != ingest.Note || fl.Kind != "text" {
				return false
			}
			copied = copied || id != nil
		}
		return copied
	}
	state := false
	for _, c := range f.Content {
		for _, n := range c.Needs {
			if !dayField(n.Name) {
				return
			}
			state = state || n.Name != "tags"
		}
	}
	if !state {
		return
	}
	if m := p.lx.measures.byID["days"]; m != nil {
		f.Form, f.Measure = FormSum, p.quantity(m)
	}
}

// journalSaid reads where what is asked is said to be written, "in my
// diary", "according to my journal", "going by my notes", as the
// library's own records of the days: the noun is a word for the kind of
// source the person writes their days in (sources.tsv: a cue that takes
// a note or journal source whole) and the library holds such a source.
// The words then restrict nothing more (what happened is read in every
// source kept of those days, as "in my notes" is) and are no thing to
// search for ("when did I last go climbing in my diary": the climbing).
// A library without a journal keeps the words, which it cannot read.
func (p *parser) journalSaid() {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return
	}
	for _, m := range journalSaidRE().FindAllSubmatchIndex(p.t.low, -1) {
		c, ok := p.env.Lexicon.Cue(rlex.WordKey(string(p.t.low[m[2]:m[3]])))
		if !ok || !slices.ContainsFunc(c.Sources, func(sw rlex.SourceWeight) bool {
			return sw.Whole && sw.Key == "" && journalKinds[sw.Source] && p.env.Catalog().Has(sw.Source)
		}) {
			continue
		}
		if journalWhichRE().Match(p.t.low[m[1]:]) {
			continue // "in my notes tagged work": which of them, asked
		}
		if p.namesFieldOf(p.t.low[:m[0]], c.Sources) {
			continue // "what labels do I use in my notes": the notes' own labels, asked
		}
		if unwrittenRE().Match(p.t.low[:m[0]]) {
			continue // "the days I did not write in my diary": the writing itself, not done
		}
		p.t.consume(m[0], m[1])
	}
}

// namesFieldOf reports whether a word of text names a field of names
// that one of the journal sources a cue takes whole records ("labels",
// "tags"): the notes are then what is asked about, not where it is said.
func (p *parser) namesFieldOf(text []byte, sources []rlex.SourceWeight) bool {
	for _, w := range strings.FieldsFunc(string(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		one, _ := plural.One(w)
		for _, sw := range sources {
			if !sw.Whole || !journalKinds[sw.Source] {
				continue
			}
			src := p.env.Catalog().Source(sw.Source)
			for _, k := range []string{w, one, w + "s"} {
				if f := src.Field(k); f != nil && f.Names {
					return true
				}
			}
		}
	}
	return false
}

// unwrittenRE: a verb of writing, denied or skipped, ending the text
// ("did I not write", "I skipped writing").
var unwrittenRE = lazyre.New(`(?:\b(?:not|never|no|skip(?:s|ped|ping)?|miss(?:es|ed|ing)?|forg[eo]t(?:ten)?\s+to)|n['’]t)\s+(?:\S+\s+)?(?:write|writes|wrote|written|writing)\s*$`)

// journalSkipped reads skipping or missing the journal's writing ("how
// many days did I skip journaling") as the days without an entry: a
// journal does not record that it was not written.
func (p *parser) journalSkipped() {
	if a := p.f.act; p.negated || a == nil || a.ID != "journaling" {
		return
	}
	if m := p.t.find(skippedWritingRE()); m != nil {
		p.t.consume(m[0], m[1])
		p.negated, p.skippedJournal = true, true
	}
}

// skippedWritingRE: a verb of not doing whose object is the writing
// ("skipped journaling", "missed my diary", "forgot to write"), not
// something else missed ("entries that mention I missed the bus").
var skippedWritingRE = lazyre.New(`\b(?:(?:skip|skips|skipped|skipping|miss|misses|missed|missing)\s+(?:(?:my|the|a)\s+)?(?:journal\w*|diar(?:y|ies)|writ\w*|entr(?:y|ies)|log\w*)|forg[eo]t(?:ten)?\s+to\s+(?:write|journal|log))\b`)

// journalWhichRE: words after the noun that say which of the records
// ("tagged work", "that mention Ben", "about the trip").
var journalWhichRE = lazyre.New(`^\s*(?:tagged|that|which|where|with|without|labell?ed|marked|titled|called|named|about|on\s+(?:the\s+)?(?:topic|subject)|mentioning|containing|starred|pinned)\b`)

// journalKinds are the kinds of source a person writes their days in.
var journalKinds = map[string]bool{"note": true, "journal": true}

// journalSaidRE: a phrase of where something is written, with its noun
// (group 1): "in my diary", "according to my journal", "from my notes".
var journalSaidRE = lazyre.New(`\b(?:(?:written\s+|noted\s+|logged\s+|recorded\s+)?(?:in|from|within)|according\s+to|based\s+on|judging\s+(?:by|from)|going\s+(?:by|off)|as\s+per)\s+(?:my|our)\s+(?:(?:own|daily|personal)\s+)?(\p{L}+)\b`)

// qualifyTitles reads a word found only inside addresses (the domain of
// "Majordomo@imagemagick.org", of a web address) that is also a word of
// the titles another span of the question names as one of them: "the core
// dump in the ImageMagick example" is the thread "core dump in simple
// ImageMagick example", not that thread's mails also sent from
// imagemagick.org. The titles are narrowed to those with the word, when
// some have it, and the address is no condition of its own.
func qualifyTitles(q *link.Question, soft []link.Span) []link.Span {
	addressOnly := func(s link.Span) bool {
		return s.Match == link.Partial && len(s.Refs) > 0 && !slices.ContainsFunc(s.Refs, func(r link.Ref) bool {
			return !strings.Contains(r.Value, "@") && !strings.Contains(r.Value, "://")
		})
	}
	hasWord := func(value, words string) bool {
		return slices.ContainsFunc(qualifyWordsRE().FindAllString(strings.ToLower(value), -1), func(w string) bool { return w == words })
	}
	var drop []link.Span
	for _, s := range soft {
		if !addressOnly(s) || s.To-s.From != 1 {
			continue
		}
		w := strings.ToLower(q.Phrase(s.From, s.To))
		for i, o := range soft {
			if o.From == s.From || addressOnly(o) || !slices.ContainsFunc(o.Refs, func(r link.Ref) bool { return r.Title && hasWord(r.Value, w) }) {
				continue
			}
			soft[i].Refs = slices.DeleteFunc(slices.Clone(o.Refs), func(r link.Ref) bool { return !hasWord(r.Value, w) })
			drop = append(drop, s)
			break
		}
	}
	return slices.DeleteFunc(soft, func(s link.Span) bool {
		return slices.ContainsFunc(drop, func(d link.Span) bool { return d.From == s.From && d.To == s.To })
	})
}

var qualifyWordsRE = lazyre.New(`[\p{L}\p{N}]+`)

// abroadLead: the words of time that may go before being abroad ("while
// I was", "when being").
const abroadLead = `(?:while|when)\s+(?:(?:i|we)\s+(?:was|were|am|are|have\s+been|had\s+been)\s+|being\s+)?`

// abroadWords: being out of one's own country ("abroad", "overseas", "out
// of the country", "outside my country", and the dictionary's sense of
// abroad, "in another country", "to a foreign country", "in other
// countries"; "which other countries" asks of countries other than some).
const abroadWords = `(?:abroad|overseas|out\s+of\s+` + ownCountry + `|` + leaveVerbs + `\s+` + ownCountry + `|outside\s+(?:of\s+)?` + ownCountry + `|(?:(?:in|to)\s+)?(?:another\s+country|a\s+foreign\s+country|foreign\s+countries)|(?:in|to)\s+other\s+countries)`

// ownCountry: the country one lives in ("the country", "my home
// country"), which one is out of or leaves; leaveVerbs: leaving it.
const (
	ownCountry = `(?:the|my|our)\s+(?:home\s+|own\s+)?country`
	leaveVerbs = `(?:leave|leaves|left|leaving)`
)

// abroadRE: being abroad (abroadWords) with the words of time before it;
// abroadLeadRE those words alone.
var (
	abroadRE     = lazyre.New(`\b(?:` + abroadLead + `)?` + abroadWords + `\b`)
	abroadLeadRE = lazyre.New(`(?i)^` + abroadLead)
)

// abroad reads being abroad as a record made in a country other than the
// one most of the library's records were made in, where the records of
// what is asked say the country they were made in (a streaming
// history's): "abroad" is out of one's own country, and the library's
// own country is the one it is mostly in. The answer says which country that is. Where no record says
// a country, or none holds most of them, the word is left to the other
// readings (a trip).
func (p *parser) abroad() {
	if p.env.Catalog() == nil {
		return
	}
	m := p.t.find(abroadRE())
	outside := false
	if m == nil {
		m, outside = p.outsideHome(), true
	}
	if m == nil {
		return
	}
	if a := p.activityNamed(strings.ToLower(p.f.Question)); a != nil && !p.recordedIn(a.Sources, "country") {
		// "did I travel abroad": trips, which say no country (awayTrips
		// reads the country of their days); "trips outside Germany" is
		// no trip to Germany
		if outside {
			p.t.consume(m[0], m[1])
		}
		return
	}
	home := p.homeCountry()
	if home == "" {
		return
	}
	said := p.t.original(m[0], m[1])
	if lead := abroadLeadRE().FindStringIndex(said); lead != nil {
		said = said[lead[1]:] // "while I was abroad": abroad
	}
	p.addEntity(m, said, &attrSpec{Name: "country", Type: qa.TypeText}, fmt.Sprintf("country != nil && country != %s", strconv.Quote(home)))
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%s: in a country other than %s, where most of your records were made", said, home))
}

// saysAbroad reports whether the question says being out of the home
// country, in words of its own (abroadWords) or as outside it ("outside
// Germany"), whatever reading took them.
func (p *parser) saysAbroad(home string) bool {
	low := strings.ToLower(p.f.Question)
	if abroadRE().MatchString(low) {
		return true
	}
	for _, m := range outsideRE().FindAllStringIndex(low, -1) {
		if rest := low[m[1]:]; strings.HasPrefix(rest, strings.ToLower(home)) && (len(rest) == len(home) || !isWordByte(rest[len(home)])) {
			return true
		}
	}
	return false
}

// abroadLeft is the words not understood but those of being abroad
// ("which trips did I take abroad": abroad after the verb of a trip, no
// idiom of going), which the days away read as their country.
func (p *parser) abroadLeft(unlinked []string) []string {
	home := p.homeCountry()
	if home == "" || len(unlinked) == 0 || !p.saysAbroad(home) {
		return unlinked
	}
	var said []string
	for _, m := range abroadRE().FindAllString(strings.ToLower(p.f.Question), -1) {
		said = append(said, strings.Fields(m)...)
	}
	return slices.DeleteFunc(slices.Clone(unlinked), func(u string) bool { return slices.Contains(said, strings.ToLower(u)) })
}

// outsideRE: "outside" or "outside of" before a place.
var outsideRE = lazyre.New(`\boutside\s+(?:of\s+)?`)

// outsideHome returns the span of "outside" the library's own country
// ("outside Germany", "outside of Germany"): abroad, not the days in
// Germany with "outside" not understood; nil where none is said.
func (p *parser) outsideHome() []int {
	m := p.t.find(outsideRE())
	if m == nil {
		return nil
	}
	home := []byte(strings.ToLower(p.homeCountry()))
	rest := p.t.low[m[1]:]
	if len(home) == 0 || !bytes.HasPrefix(rest, home) || len(rest) > len(home) && isWordByte(rest[len(home)]) {
		return nil
	}
	return []int{m[0], m[1] + len(home)}
}

// myVerbRE: the verb of what I did with the things asked, after "did I",
// "have we" ("which songs did I write", "have I ever composed"), or after
// the subject that follows its noun ("the songs I wrote").
var myVerbRE = lazyre.New(`\b(?:(?:did|do|does|have|has|had)\s+(?:i|we)|(?:i|we)(?:'ve)?)\s+(?:(?:ever|actually|really|also|already|just|once|never|not|have|had)\s+)?([a-z]+)\b`)

// playedNotMade says so where a question asks of songs or films what I
// made or said of them ("how many songs did I write", "which albums did I
// record", "which films did I review"), and the records asked are a
// stream's, which keep what was played or watched and nothing else: the
// answer is of every one played, and must not pass for the ones made.
// The verb is read by its commonest sense in the thesaurus, a doing of
// creating or of saying; a word of the activity's own ("played") is its
// doing.
func (p *parser) playedNotMade() {
	a := p.f.act
	if a == nil || !a.Structured || len(a.Sources) == 0 || p.env.Catalog() == nil || !slices.ContainsFunc(a.Sources, streamed) {
		return
	}
	th, err := thesaurus.Default()
	if err != nil {
		return
	}
	var srcs []*catalog.Source
	for _, s := range a.Sources {
		if !streamed(s) {
			return
		}
		if src := p.env.Catalog().Source(s); src != nil {
			srcs = append(srcs, src)
		}
	}
	if len(srcs) == 0 {
		return
	}
	_, did, ok := strings.Cut(a.Subject, " I ")
	if !ok {
		return
	}
	for _, m := range myVerbRE().FindAllStringSubmatch(strings.ToLower(p.f.Question), -1) {
		w := m[1]
		if slices.ContainsFunc(a.Triggers, func(tr string) bool { return slices.Contains(strings.Fields(tr), w) }) {
			continue
		}
		if d, ok := th.VerbDomain(w); !ok || d != "creation" && d != "communication" {
			continue
		}
		how := "this answers the question without it"
		if q := strings.ToLower(p.f.Query); strings.Contains(q, w) || strings.Contains(q, stem.Word(w)) {
			// "how many songs did I sing": the songs called "Singing …"
			how = "it was only searched for in what they are called"
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not told by your %s records (they say what you %s): %s", w, sourceLabels(srcs), did, how))
		return
	}
}

// presentThenDegree reports whether words begin with a present-tense verb
// in -s followed by a degree word ("watches the most", "listens more"):
// a plural noun there would need a verb of its own before "most".
func presentThenDegree(words []link.Word) bool {
	if len(words) < 2 {
		return false
	}
	w := strings.ToLower(words[0].Raw)
	if len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") {
		return false
	}
	next := strings.ToLower(words[1].Raw)
	if next == "the" && len(words) > 2 {
		next = strings.ToLower(words[2].Raw)
	}
	return degreeWordRE().MatchString(next)
}

// movedTo reports whether a value is the town after a verb of moving
// home and "to" ("move to Graz", "relocated to Graz"): a town the library
// records (a city field).
func (p *parser) movedTo(q *link.Question, s link.Span) bool {
	if s.From < 2 || !strings.EqualFold(q.Words[s.From-1].Raw, "to") || !relocatedRE().MatchString("i "+strings.ToLower(q.Words[s.From-2].Raw)) {
		return false
	}
	return slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Field == "city" || r.Field == "ship_city" || r.Field == "location" })
}
