package rules

import (
	"fmt"
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
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/qud/link"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// Side is one of the two things a comparison weighs: its label (how the
// question says it) and the conditions that select it.
type Side struct {
	Label string
	Conds []Cond
	// Sources, when set, widen RETRIEVE to these sources (a comparison of
	// two services: "Netflix or Spotify").
	Sources []string
	// Query, when set, is what the side's events are besides what the
	// question searches for, searched for with it: a kind of thing no
	// field holds but retrieval knows ("books" of "what share of my
	// orders were books").
	Query string
	// Unrecorded, when set, says that the side's kind of thing is
	// recorded nowhere in the library, so the side is nothing.
	Unrecorded string
	// Own, when set, says the side is what says its label, searched
	// for where the question's search does not say it ("lunches" of
	// the meals' own query).
	Own bool
	// act, when set, is a sport the side is searched for as its own
	// question would be ("cycle" of "did I swim or cycle more" where
	// the workouts' types hold swimming but no cycling).
	act *activity
}

// exceptWords are the words that leave out what follows them ("apart
// from Jonas", "not counting weekends", "leaving out Amazon").
const exceptWords = `apart\s+from|except(?:\s+for)?|other\s+than|besides|excluding|not\s+counting|aside\s+from|(?:if\s+(?:you|i|we)\s+)?leav(?:e|ing)\s+out|set(?:ting)?\s+aside`

var (
	// universalRE: a yes/no question whose subject is every one of the
	// things ("has everything", "were all my orders"); group 1 is the
	// quantifier.
	universalRE = lazyre.New(yesNoHead + `(?:n['’]t)?[\s|]+(all|every|everything|each)\b`)
	// noneSubjectRE: a yes/no question whose subject is none of the
	// things ("were none of my runs under 2 km").
	noneSubjectRE = lazyre.New(yesNoHead + `[\s|]+(none|nothing)\b`)
	// yesNoRE: a question that starts with an auxiliary and a subject asks
	// whether ("Did I …", "Was there …", "Have I ever …", "Was anything
	// watched …", "Did the Friday meeting take place …"), or "is" and a
	// gerund, the thing done as the subject ("Is paying the AmEx bill a
	// recurring thing?"), or "be", a bare noun and what it is said to be
	// ("was badminton the sport I played most", "is pizza my favourite
	// food").
	// auxWordRE: an auxiliary first and the word after it.
	auxWordRE = lazyre.New(`^[\s|]*(?i:did|do|does|have|has|had|was|were|is|are)(?:n['’]t)?[\s|]+(\pL+)`)
	yesNoRE   = lazyre.New(`^[\s|]*(?i:(?:so[\s|]+)?(?:did|do|does|have|has|had|was|were|is|are|am)(?:n['’]t)?|will|won['’]t)[\s|]+['"‘“]?(?:(?i:i|we|there|my|you|it|any|anything|something|anyone|anybody|someone|somebody|everyone|everybody|nobody|people|others|they|he|she|your|a|an|the|our|all|every|everything|each|most|many|some|both|none|several|few)\b|\p{Lu}|\p{Nd})|^[\s|]*(?i:any|anything)\b|^[\s|]*(?i:is|was)[\s|]+\p{Ll}{2,}ing\b|^[\s|]*(?i:is|was|are|were)[\s|]+(?:\p{Ll}[\p{L}'’-]*[\s|]+){1,2}(?i:the|my|our|a|an)[\s|]`)
	// mostOfTwoRE: a superlative asked of two things listed after it, at
	// the end ("who did I meet the most, Henry or Jack"); the list in
	// group 1.
	mostOfTwoRE = lazyre.New(`\b(?:most|least)\b[^,?]*,\s*([^,?]+\s+or\s+[^,?]+)[?.!]*\s*$`)
	// exceptLeadRE: a list that begins with what leaves it out ("…,
	// not counting Amazon or Google"), no two weighed.
	exceptLeadRE = lazyre.New(`^(?:` + exceptWords + `|not|without)\b`)
	// compareRE: the words that weigh two things against each other.
	// A busier time had more of what was done.
	compareRE = lazyre.New(`\b(?:` + comparatives + `)\b.*\b(?:than|or|vs\.?|versus|compared\s+(?:to|with))\b|\b(?:or|vs\.?|versus)\b.*\b(?:more|less|most|longer|higher|further|farther)\b|\bcompared\s+(?:to|with)\b|\b(?:vs\.?|versus)\s|^\s*(?:please\s+)?compare\b`)
	// diffRE: "how many more …", "how much less …": the difference.
	// differenceRE: "(what is) the difference between": how much two
	// things differ.
	differenceRE = lazyre.New(`\b(?:what(?:'s|\s+is|\s+was)\s+)?(?:the\s+)?difference\s+(?:in\s+\p{L}+\s+)?between\b`)
	diffRE       = lazyre.New(`\bhow\s+(?:many|much)\s+(?:more|less|fewer|longer|shorter|further|farther|higher|lower|bigger|smaller|greater)\b`)
	thanRE       = lazyre.New(`\bthan\b`)
	lessWordRE   = lazyre.New(`\b(?:less|fewer|shorter|lower|smaller|slower)\b`)
	// moreWordRE: a comparative of more, beside which one of less names
	// no choice of the smaller ("more or less")
	moreWordRE = lazyre.New(`\b(?:more|longer|higher|bigger|larger|greater|further|farther|faster|busier)\b`)
	// exceptWhatRE is an exclusion with what it excludes ("apart from
	// Jonas,"), for names no field holds; it ends where the question's
	// clause goes on after it ("workouts besides runs did I do": runs).
	exceptWhatRE = lazyre.New(`\b(?:` + exceptWords + `)\s+([^,?|]+?)\s*(?:,|\?|$|[\s|]` + clauseResumes + `)`)
	// exceptRE ends right before a name the question excludes, also
	// after the things of it named ("except the ones from Amazon",
	// "excluding those sent to Elif", "not counting the ones with Ben").
	exceptRE = lazyre.New(`\b(?:` + exceptWords + `|but\s+not|without)(?:\s+(?:the\s+)?(?:ones?|those|any|e-?mails?|mails?|messages?)(?:\s+(?:that|which)\s+(?:were|was|went|came))?(?:\s+sent)?)?(?:\s+(?:with|by|from|at|in|on|to|of))?\s*$`)
	// timeWeighRE: a comparison of time spent ("more time on", "longer").
	timeWeighRE   = lazyre.New(`\b(?:time|longer|shorter|hours?|minutes?)\b`)
	lengthWeighRE = lazyre.New(`\b(?:longer|shorter)\b`)
	// speedWeighRE: a comparison of speed ("were my runs faster", "did I
	// ride slower").
	speedWeighRE = lazyre.New(`\b(?:faster|slower|quicker)\b`)
	// eachLongerRE: things said longer or shorter, in the plural ("were my
	// runs longer", "my rides were shorter", "are the swims longer", "did I
	// run longer distances", "longer walks").
	eachLongerRE = lazyre.New(`\b(?:were|are)\s+(?:my|our|the)\s+(?:\p{L}+\s+){0,2}(?:longer|shorter)\b|\b(?:my|our|the)\s+(?:\p{L}+\s+){0,2}(?:were|are|got|get)\s+(?:(?:much|a\s+lot|any|on\s+average)\s+)?(?:longer|shorter)\b|\b(?:longer|shorter)\s+(?:distances|\p{L}+s)\b`)
	// timeNounsRE: nouns of time, which "longer" before them weighs as time
	// spent, not as the things done one by one ("longer hours").
	timeNounsRE  = lazyre.New(`\b(?:longer|shorter)\s+(?:hours|minutes|seconds|days|weeks|months|years|times)\b`)
	countWeighRE = lazyre.New(`\b(?:times|often|frequently|plays|played\s+more|how\s+many|(?:the\s+)?number\s+of|count\s+of)\b`)
)

// nthRE: "the second 'Datetime' meeting", "my 3rd run": the n-th in time.
// An ordinal before "birthday" or "anniversary" says which one, not the
// n-th in time.
// Counted from the last, it is said "second to last", "second from last",
// "second last", "last but one", "penultimate" (group 3 or 4).
var nthRE = lazyre.New(`\b(?:the|my|our)\s+(?:(` + nthAlt + `|(\d{1,3})(?:st|nd|rd|th))([\s-]+(?:(?:to|from)[\s-]+(?:the[\s-]+)?)?last\b)?|(penultimate|antepenultimate|last\s+but\s+one|last\s+but\s+two|next[\s-]+to[\s-]+(?:the[\s-]+)?last))\s+(?:(?:\S+\s+)?(?:birthday|anniversary|wedding)\b)?`)

// fromLast are the words that say an ordinal from the last at once.
var fromLast = map[string]int{"penultimate": 2, "antepenultimate": 3, "last but one": 2, "last but two": 3, "next to last": 2, "next to the last": 2}

// nthRankRE: an ordinal right before a word of ranking, with no
// determiner ("which artist is second most played", "second-highest"):
// the n-th of the ranking.
var nthRankRE = lazyre.New(`\b(` + nthAlt + `|(\d{1,3})(?:st|nd|rd|th))[\s-]+(?:most|least|top|favou?rite|best|worst|highest|lowest|biggest|largest|smallest|longest|shortest|busiest|quietest|fastest|slowest|cheapest|priciest|costliest|heaviest|lightest|furthest|farthest)\b`)

// nth recognises an ordinal other than first and last and consumes it.
func (p *parser) nth() {
	m := p.t.find(nthRE())
	if m == nil {
		m = p.t.find(nthRankRE())
	}
	if m == nil || strings.Contains(p.t.group(m, 0), "birthday") || strings.Contains(p.t.group(m, 0), "anniversary") || strings.Contains(p.t.group(m, 0), "wedding") || p.inTime(m[2], m[3]) {
		return
	}
	n := ordinalValue(p.t.group(m, 1))
	if n == 0 {
		n = atoi(p.t.group(m, 2))
	}
	a, b := m[2], m[3]
	if w := strings.Join(strings.Fields(strings.ReplaceAll(p.t.group(m, 4), "-", " ")), " "); w != "" {
		n, a, b = fromLast[w], m[8], m[9]
		p.nthFromEnd = true
	} else if len(m) > 7 && m[6] >= 0 { // nthRankRE has no such group
		b = m[7]
		p.nthFromEnd = true
	}
	if n > 1 {
		p.nthN = n
		p.t.consume(a, b)
	}
}

// shareRE asks for a percentage: "what percentage of my runs …", "what
// share of …", "how many percent"; in keywords the percentage of a thing
// after a word or first ("% of plays taylor swift 2023", "taylor swift %
// of plays"), not a number's ("50% of").
var shareRE = lazyre.New(`\b(?:what|which)\s+(?:` + shareNouns + `)\s+of\b|\bhow\s+many\s+percent\b|\bin\s+percent\b|\bas\s+a\s+percentage\b`)

// shareWhereRE: a share said by where the things are from, and nothing
// else ("… were from Amazon", "… were made on Amazon", "… did I make on
// Amazon"): group 1 the place.
var shareWhereRE = lazyre.New(`\b(?:(?:were|was|are|is)\s+(?:(?:made|bought|placed|ordered|purchased|watched|played|streamed)\s+)?|(?:did\s+)?(?:i|we)\s+(?:make|made|buy|bought|place|placed|order|ordered|purchase|purchased|get|got|watch|watched|play|played|stream|streamed)\s+)(?:from|on|at|via|through|with)\s+(?:the\s+)?(\p{L}[\p{L}.]*(?:\s+\p{L}+)?)\s*[?.!]*$`)

// shareOfWhole is the name of the service a share asks of, where it holds
// every one of the things asked in the library (its retrieval cues,
// sources.tsv's "*", cover each of the activity's sources the library
// has), or "".
func (p *parser) shareOfWhole() string {
	act := p.f.act
	if act == nil || p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return ""
	}
	q := p.f.Question
	m := shareWhereRE().FindStringSubmatchIndex(strings.ToLower(q))
	if m == nil || len(q) != len(strings.ToLower(q)) {
		return ""
	}
	name := q[m[2]:m[3]]
	covered := map[string]bool{}
	for _, c := range p.env.Lexicon.Parse(name).Cues {
		for _, sw := range c.Sources {
			if sw.Whole && sw.Key == "" && sw.Weight >= 0.5 {
				covered[sw.Source] = true
			}
		}
	}
	held := 0
	for _, s := range act.Sources {
		if !p.env.Catalog().Has(s) {
			continue
		}
		if !covered[s] {
			return ""
		}
		held++
	}
	if held == 0 {
		return ""
	}
	return name
}

// shareOfDaysRE: a share of the days ("what percentage of days", "on what
// fraction of the days").
var shareOfDaysRE = lazyre.New(`\b(?:` + shareNouns + `)\s+of\s+(?:the\s+|all\s+(?:the\s+)?|my\s+)?days\b(?:\s+(?:i|we|that|when|on\s+which)\b)?`)

// shareNouns are the nouns of a share of a whole, which shareRE,
// shareOfDaysRE and shareHappenedRE read.
const shareNouns = `percentage|percent|share|proportion|fraction|part|%`

// partOfGroupRE: "part of" and the words after it (group 1), which may
// name a group as a whole ("part of the day").
var partOfGroupRE = lazyre.New(`^(?:what|which)\s+(part\s+of\s+(?:the\s+)?\p{L}+)`)

// shareKeywordsRE: the percentage in keywords (group 1).
var shareKeywordsRE = lazyre.New(`(?:^|\pL\s+)((?:percentage|percent|%)\s+of)\s`)

// share recognises a question for a percentage and consumes its words.
func (p *parser) share() {
	if m := p.t.find(shareRE()); m != nil {
		if g := partOfGroupRE().FindSubmatch(p.t.low[m[0]:]); g != nil {
			if _, ok := p.lx.groups.phrases.lookup(string(g[1])); ok {
				return // "which part of the day": a group asked for, no share
			}
		}
		p.pct = true
		p.t.consume(m[0], m[1])
	} else if m := p.t.find(shareKeywordsRE()); m != nil {
		p.pct = true
		p.t.consume(m[2], m[3])
	}
}

// resolveShare makes the frame a percentage: of the events the question
// is about (its activity and window), those that meet its other
// conditions (a name, a threshold, a weekday, a time of day).
func (p *parser) resolveShare() bool {
	f := p.f
	if !p.pct {
		return false
	}
	if m := shareOfDaysRE().FindString(strings.ToLower(p.said)); m != "" && !strings.Contains(m[strings.LastIndex(m, "days"):], " ") {
		// (not of the days a clause says, as typed: "of the days I ran,
		// how many did I also swim" is a share of those)
		p.consumeWord(`\bdays\b`)
		// "what percentage of days did I go running in October", "on
		// what fraction of days did I …": the days it was done on, of
		// every day of the window, as "how many days a week" rates them
		f.Form, f.Period, f.Measure, f.Percent = FormPerPeriod, 1, p.quantity(p.lx.measures.byID["days"]), true
		if _, ok := oneWindow(f.Temporal); !ok {
			// no time said: of every day the sources record, not of
			// the days from the first found to the last
			f.Recorded = p.recordedSpan()
		}
		return true
	}
	var part []Cond
	var base []Cond
	for _, c := range f.Temporal {
		if c.From != "" || c.To != "" {
			base = append(base, c)
		} else {
			part = append(part, c)
		}
	}
	var kinds []Cond
	for _, c := range f.Content {
		if c.Kind {
			// what the activity's events are whatever is asked (a chat's
			// messages are no notices of the app): of the whole too
			kinds = append(kinds, c)
			continue
		}
		part = append(part, c)
	}
	if len(part) == 0 {
		part, base = p.shareSaidAfter(base)
	}
	kind := ""
	if len(part) == 0 {
		kind = p.kindSaidAfter()
	}
	if name := p.shareOfWhole(); len(part) == 0 && kind == "" && name != "" {
		// "what fraction of my purchases were from Amazon", where every
		// purchase the library holds is Amazon's: all of them
		part = []Cond{{Expr: "true", Words: "from " + name}}
		f.Notes = append(f.Notes, fmt.Sprintf("every one of %s the library holds is from %s", f.act.Subject, name))
	}
	held := ""
	if len(part) == 0 && kind == "" {
		held = p.heldPart()
	}
	if len(part) == 0 && kind == "" && held == "" {
		f.Notes = append(f.Notes, "a percentage of what? nothing narrows the events: counting them")
		p.count = true // as the note says, not a list of them
		p.shareUnread = p.saidAfterCopula()
		return false
	}
	f.Form = FormShare
	f.Sides = []Side{{Label: "part", Conds: part}, {Label: "all"}}
	if m := p.t.find(shareCopulaRE()); m != nil && kind == "" && p.partSaid(part, p.t.original(m[0], m[1])) {
		// "of my dinners were italian": what is searched for is the
		// whole, the dinners; what they were is the part's, read
		p.t.consume(m[0], m[1])
	}
	if kind != "" {
		f.Sides[0] = Side{Label: kind, Query: kind}
	}
	if held != "" {
		// "what percentage of my trips were to Dublin": the part
		// searches for the name, the whole for the activity alone
		f.Sides[0] = Side{Label: held, Query: held}
	}
	f.Temporal, f.Content = base, kinds
	f.Measure = nil
	if ms := p.measureFor(); ms != nil && (ms.ID == "money" || family(ms.ID) == "time" || family(ms.ID) == "distance") {
		f.Measure = p.quantity(ms)
		if ms.ID == "money" && !moneyShareRE().MatchString(strings.ToLower(f.Question)) {
			// "what percentage of my orders were paid with a gift card":
			// paying says how the things counted were had; a share of
			// money is said as money ("of my spending", "of the amount")
			f.Measure = nil
		}
	}
	if f.Measure == nil && p.streams() && doingShareRE().MatchString(strings.ToLower(f.Question)) {
		// "what share of my listening was Taylor Swift", "of my viewing":
		// the doing of streams is the time spent on it, not the plays
		f.Measure = p.quantity(p.lx.measures.byID["duration"])
	}
	if f.Measure == nil && f.Activity == "purchase" && orderShareRE().MatchString(strings.ToLower(f.Question)) && p.recordsField("order_id", "text") {
		// "what percentage of my orders": orders, not the items in them
		f.Group = orderKey()
	}
	return true
}

// doingShareRE: the whole of a percentage said as the doing of streams
// ("of my listening", "of all my viewing", "of my Netflix watching").
var doingShareRE = lazyre.New(`\bof\s+(?:all\s+)?(?:of\s+)?(?:my|the|our)\s+(?:[\p{L}\p{N}'-]+\s+)?(?:listening|viewing|watching|streaming|watch\s+time|listen\s+time)\b(?:\s+(?:time|hours))?\s*(?:$|[?,.]|(?:was|were|is|are|went|did|in|on|during|for|this|last|happened|occurred|took|fell)\b)`)

// doingWhole, once the sources are read, makes the whole of a percentage of
// a doing of streams, said with no activity, every
// source of that doing ("what share of my viewing was The Office": the
// films too, not only the episodes its name is a value of): the sources
// of the activities whose query is the verb said ("viewing", "watching":
// I watched; "listening": I listened).
func (p *parser) doingWhole() {
	f := p.f
	if f.Form != FormShare || f.Activity != "" {
		return
	}
	m := doingShareRE().FindStringSubmatch(strings.ToLower(f.Question))
	if m == nil {
		return
	}
	verb := " listened"
	if !strings.Contains(m[0], "listening") {
		verb = " watched"
	}
	var srcs []string
	for _, a := range p.lx.act.all {
		if strings.Contains(" "+a.Query, verb) {
			for _, s := range a.Sources {
				if strings.HasSuffix(s, "_stream") && p.env != nil && p.env.Catalog().Source(s) != nil && !slices.Contains(srcs, s) {
					srcs = append(srcs, s)
				}
			}
		}
	}
	if len(srcs) > len(f.Sources) && !slices.ContainsFunc(f.Sources, func(s string) bool { return !slices.Contains(srcs, s) }) {
		slices.Sort(srcs)
		f.Sources = srcs
	}
}

// shareSaidAfter reads the part of a percentage said as what the events
// were: a sport of all the workouts ("what percentage of my workouts were
// runs": the runs among the workouts, by their type), or a window ("what
// percentage of my workouts were in 2015": those of 2015 among all).
func (p *parser) shareSaidAfter(base []Cond) (part, rest []Cond) {
	f := p.f
	low := strings.ToLower(f.Question)
	if side := p.sportOfAll(); side != nil {
		return side.Conds, base
	}
	for i, c := range base {
		// "what share of my orders were in 2020", "… were placed in
		// 2020": a participle between says how they came to be there
		if c.Words != "" && regexp.MustCompile(`\b(?:were|was|are|is|happened|took\s+place|fell)\s+(?:\p{L}+ed\s+|made\s+|done\s+|bought\s+|sent\s+|written\s+|taken\s+|held\s+)?`+regexp.QuoteMeta(strings.ToLower(c.Words))+`\b`).MatchString(low) {
			return []Cond{c}, slices.Delete(slices.Clone(base), i, i+1)
		}
	}
	if c, ok := p.partSaidAfter(); ok {
		return []Cond{c}, base
	}
	return nil, base
}

// sportOfAll reads a sport said beside the word for all the workouts
// ("what percentage of my workouts were runs", "was running my top
// sport") as one kind of them: the workouts become the activity, and the
// side returned picks the sport among them. Nil where the question names
// no sport with the workouts.
func (p *parser) sportOfAll() *Side {
	f := p.f
	a := f.act
	if a == nil || !a.Sport || p.env.Catalog() == nil {
		return nil
	}
	all := p.lx.act.byID["workout"]
	named := false
	for _, at := range p.actsSaid() {
		if x, ok := p.lx.act.phrases.lookup(at.phrase); ok && x == all {
			named = true
		}
	}
	if !named {
		return nil
	}
	side := p.sportSide(a)
	if side != nil {
		f.act, f.Activity = all, all.ID
	}
	return side
}

// partSaidAfter reads the part of the activity's source said after a
// form of "be" as the part of a percentage: "what percentage of my posts
// are on Instagram" (a cue that restricts the posts to a platform the
// library holds); its words are consumed, so that the whole is all the
// posts.
func (p *parser) partSaidAfter() (Cond, bool) {
	a := p.f.act
	if a == nil || p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil {
		return Cond{}, false
	}
	for _, c := range p.env.Lexicon.Parse(p.f.Question).Cues {
		if len(c.Sources) != 1 {
			continue
		}
		sw := c.Sources[0]
		if sw.Key == "" || !tree.IsName(sw.Key) || !slices.Contains(a.Sources, sw.Source) || !p.holdsValue([]string{sw.Source}, sw.Key, sw.Value) {
			continue
		}
		re := regexp.MustCompile(`\b(?:were|was|are|is)[\s|]+(?:(?:on|in|from|via|through)[\s|]+)?(` + regexp.QuoteMeta(strings.ToLower(c.Text)) + `)\b`)
		m := p.t.find(re)
		if m == nil {
			continue
		}
		p.t.consume(m[0], m[1])
		if named, ok := p.lx.act.phrases.lookup(strings.ToLower(c.Text)); ok && named == a {
			// "what percentage of my posts were on Twitter": the part
			// named the activity (tweets); the whole is what else is
			// named of the same source (the posts)
			for _, at := range p.actsSaid() {
				if x, ok := p.lx.act.phrases.lookup(at.phrase); ok && x != a && x.Structured && slices.Equal(x.Sources, a.Sources) {
					p.f.act, p.f.Activity = x, x.ID
					break
				}
			}
		}
		return Cond{Expr: fmt.Sprintf("%s == %q", sw.Key, sw.Value), Needs: []attrSpec{{Name: sw.Key, Type: qa.TypeText}}, Words: "on " + c.Text}, true
	}
	return Cond{}, false
}

// kindAfterRE: what the part of a percentage is said to be after a form
// of "be" up to the end of the clause ("… were books", "… was sports
// gear", "… were for electronics"), or where it went ("what share of my
// spending went to books", "… was spent on books"): group 1.
var kindAfterRE = lazyre.New(`\b(?:(?:were|was|are|is)(?:[\s|]+spent)?[\s|]+(?:(?:for|of|on)[\s|]+)?|(?:went|go|goes)[\s|]+(?:on|to|towards|into)[\s|]+)(?:(?:a|an|some|any)[\s|]+)?((?:\pL[\pL'-]*)(?:\s+\pL[\pL'-]*){0,2})\s*(?:[|?.!,]|$)`)

// kindSaidAfter reads the part of a percentage said after a form of "be"
// as a kind of thing retrieval knows ("what proportion of my Amazon
// orders were books": the books among the orders), when nothing else
// narrows the events; its words are consumed, so that the whole is
// what the question searches for without them. It returns the words, or
// "".
func (p *parser) kindSaidAfter() string {
	if p.env == nil || p.env.Lexicon == nil {
		return ""
	}
	m := p.t.find(kindAfterRE())
	if m == nil {
		return ""
	}
	said := p.t.group(m, 1)
	if !hasSpecificConcept(p.env.Lexicon, said) {
		return ""
	}
	if a := p.f.act; a != nil && onlyActivityWords(p.lx, said, a) {
		return "" // the activity itself ("were purchases")
	}
	p.t.consume(m[0], m[1])
	return said
}

// heldPart is the one name of an activity that lives anywhere, which
// its search would look for in the records' words ("what percentage of
// my trips were to Dublin": Dublin; "of my meetings were with Noor"):
// the part of a percentage, whose whole is the activity's search
// without it. Its words are taken, so the whole's search does not say
// them; "" where the question names no one such name.
func (p *parser) heldPart() string {
	if p.lk == nil || len(p.valueConds) > 0 || p.f.act == nil || p.f.act.Structured || p.f.act.Query == "" {
		return ""
	}
	spans := p.lk.given
	if len(spans) == 0 {
		// a town the library writes only in a tag ("#dublin"): a name
		// said capitalised, searched for as the activity's place
		spans = slices.DeleteFunc(slices.Clone(p.lk.soft), func(s link.Span) bool {
			return !fold.Capitalised(p.lk.q.Words[s.From].Raw)
		})
	}
	if len(spans) != 1 {
		return ""
	}
	s := spans[0]
	var words []string
	for _, w := range p.lk.q.Words[s.From:s.To] {
		words = append(words, w.Raw)
	}
	a, b := p.spanBytes(s)
	p.t.consume(a, b)
	return strings.Join(words, " ")
}

// partSaid reports whether every word of said after its verb ("were
// italian") is a word of the part's conditions or a function word: the
// part is read whole, and the words may leave the search.
func (p *parser) partSaid(part []Cond, said string) bool {
	var words []string
	for _, c := range part {
		words = append(words, strings.Fields(strings.ToLower(c.Words))...)
	}
	fields := strings.Fields(strings.ToLower(said))
	if len(fields) < 2 {
		return false
	}
	for _, w := range fields[1:] {
		if !slices.Contains(words, w) && !functionWords[w] {
			return false
		}
	}
	return true
}

// shareCopulaRE: the verb between the whole of a share and what its part
// was ("dinners were italian"), to the end of the search's words.
var shareCopulaRE = lazyre.New(`\b(?:were|was|are|is)\s[^|?]*`)

// moneyShareRE: a share said of money ("of my spending", "of the money",
// "of what I spent").
var moneyShareRE = lazyre.New(`\b(?:spend|spent|spending|money|amount|amounts|cost|costs|expenses?|budget|dollars?|euros?|pounds?)\b`)

// orderShareRE: a share of orders ("what percentage of my orders", "of my
// 2020 orders", "of my Amazon orders", "of my 2020 Amazon orders").
var orderShareRE = lazyre.New(`\bof\s+(?:(?:all|my|our|the)\s+)*(?:[\p{L}\p{N}]+\s+){0,2}orders\b`)

// forms recognises the answer forms the other recognisers leave to it:
// yes/no questions and comparisons of two things.
func (p *parser) forms() {
	// the question as restated ("Between A and B, who …" → "who …, A or B")
	low := strings.ToLower(p.t.orig)
	p.yesno = yesNoRE().MatchString(p.t.orig)
	if m := auxWordRE().FindStringSubmatch(p.t.orig); !p.yesno && m != nil && p.env != nil && p.env.IsLowerName(m[1]) {
		// "was radiohead my top artist": a name in lower case after the
		// auxiliary, as a capitalised one would be
		p.yesno = true
	}
	if m := p.t.find(universalRE()); m != nil && p.yesno && !p.t.capitalised(m[2]) {
		// "has everything shipped", "were all my orders delivered":
		// whether every one is so, which is whether none is not
		p.universal = true
		p.t.consume(m[2], m[3])
	} else if m := p.t.find(noneSubjectRE()); m != nil && p.yesno && !p.t.capitalised(m[2]) {
		// "were none of my runs under 2 km": whether there were none
		p.noneAsked = true
		p.t.consume(m[2], m[3])
	}
	// "calls with Mum longer than 30 minutes": a bound of an amount with
	// its unit is no second side weighed (the bound blanked only where
	// the words of weighing are there at all: this runs on every
	// question)
	p.versus = compareRE().MatchString(low) && compareRE().MatchString(numberBoundsOut(p.are.unitThreshold().ReplaceAllString(low, " ")))
	if m := mostOfTwoRE().FindStringSubmatch(low); m != nil && !p.versus && !exceptLeadRE().MatchString(m[1]) {
		// "who did I meet the most, Henry or Jack" (and "between Henry
		// and Jack, who …", restated so): the most of two is the more
		// of them, the two weighed, not every one ranked
		p.versus = true
	}
	if m := p.t.find(bothAndRE()); m != nil && p.yesno && !p.versus && !withBeforeRE().Match(p.t.low[:m[2]]) && !togetherRE().MatchString(low) {
		// "did I eat both pizza and sushi in October": whether each was
		// had, the two weighed as sides (both, one, or neither), not
		// one record that holds the two ("dinner with both Jonas and
		// Lena" is one in their company)
		p.versus, p.bothWhether = true, true
		p.t.consume(m[2], m[3])
	}
	if p.yesno && !p.versus {
		p.vagueAmountSaid()
	}
	p.moodWeighed(low)
	p.moodMost()
	if p.versus {
		// "more music on weekends or on weekdays": what is compared is
		// the music; the comparative is the form's ("more than 170" is a
		// threshold's).
		for _, m := range p.t.findAll(comparativeRE()) {
			if m[2] >= 0 && thanSideRE().Match(p.t.low[m[1]:]) && !onAverageRE().Match(p.t.low[m[1]:]) {
				// "higher than in 2018": than a side, no threshold
				p.t.consume(m[0], m[1])
				continue
			}
			if m[2] >= 0 && p.thanName(m[3]) {
				// "did I see Sofia more than Priya": than a person or
				// a place, a side as "more often than" says it; the
				// "than" stays for the sides to tell their own words
				p.t.consume(m[0], m[2])
				continue
			}
			if m[2] < 0 {
				p.t.consume(m[0], m[1])
				if o := oftenRE().FindIndex(p.t.low[m[1]:]); o != nil {
					// "more often", "less frequently": how many times
					// is what is weighed, a word of the form
					p.t.consume(m[1], m[1]+o[1])
				}
			}
		}
	}
	if m := p.t.find(firstToLastRE()); m != nil {
		// "how many days passed between my first and last play of Taylor
		// Swift": the time from the first of the events to the last
		p.firstLast = true
		p.t.consume(m[0], m[1])
		if m := p.t.find(elapsedRE()); m != nil {
			p.t.consume(m[0], m[1])
		}
		if m := p.t.find(spanUnitRE()); m != nil {
			// "how many years between my first and last order": the
			// unit the span is said in (negation), no word of the
			// orders
			p.t.consume(m[2], m[3])
		}
	}
	if m := p.t.find(twoEndsRE()); m != nil && !p.firstLast && timeBetweenRE().MatchString(low) {
		// "how many days between my last two runs", "how far apart were
		// my first two orders": the time from the one of the two to the
		// other, the two latest or the two earliest
		p.firstLast, p.f.K, p.f.Dir = true, 2, 1
		if w := p.t.group(m, 1); w == "first" || w == "earliest" {
			p.f.Dir = -1
		}
		p.t.consume(m[0], m[1])
		if m := p.t.find(elapsedRE()); m != nil {
			p.t.consume(m[0], m[1])
		}
		if m := p.t.find(spanUnitRE()); m != nil {
			p.t.consume(m[2], m[3]) // "how many weeks between my last two runs"
		}
	}
	if m := p.t.find(periodsDoneRE()); m != nil && !negatedRE().MatchString(low) && !periodsDoneNotRE().MatchString(low) {
		// "how many weeks in 2022 did I play badminton": the weeks that
		// had one, each once, as "how many days" counts the days
		p.periodsDone = p.t.group(m, 1)
		p.t.consume(m[2], m[3])
	}
	if m := p.t.find(dayWithoutRE()); m != nil {
		// "was there a day in March when I didn't run", "did I go a day
		// without music": whether the window has a day without the
		// events, not a rate per day. The clause's own negation is read
		// by negationWords; "without" is taken here.
		rest := string(p.t.low[m[1]:])
		w := p.t.find(lackingRE())
		if w != nil || negatedRE().MatchString(rest) {
			p.dayWithout, p.yesno = true, true
			if u := p.t.group(m, 1) + p.t.group(m, 2); u != "day" {
				p.without = u // "was there a week I didn't exercise"
			}
			p.t.consume(m[0], m[1])
			if w != nil {
				p.negated = true
				p.t.consume(w[0], w[1])
			}
			if r := p.t.find(dayRelativeRE()); r != nil && r[2] >= m[1] {
				// "a day in April when I didn't …": the window between,
				// the relative word is no join of another happening
				p.t.consume(r[2], r[3])
			}
		}
	}
	p.diff = 0
	if m := diffRE().FindString(low); m != "" {
		p.diff = 1
		if p.ratio {
			// "how many times more did I spend in 2021 than in 2020"
			// (read "how much more"): the one over the other
			p.diff = diffRatio
		}
		if p.pctChange {
			// "the percentage change in my spending from 2020 to 2021"
			// (read "how much more was it in 2021 than in 2020"): the
			// difference over the earlier amount, in percent
			p.diff = diffPct
		}
		if p.diff == 1 && lessWordRE().MatchString(m) {
			p.diff = -1
		}
		// "how much lower": the comparative is the form's ("more" and
		// "less" are taken with the others above)
		p.consumeWord(`\b(?:higher|lower|bigger|smaller|greater)\b`)
	}
	if m := p.t.find(spreadRE()); m != nil && extremeDir(p.t.group(m, 2)) != extremeDir(p.t.group(m, 4)) && (!beLeadRE().MatchString(p.t.group(m, 1)) || strings.Contains(p.t.group(m, 3), "than")) {
		// (a yes or no of the two weighs them only by a comparative:
		// "were my longest and shortest runs both in 2023" does not)
		// "the difference between my longest and shortest run", "how
		// much longer was my longest run than my shortest": the one
		// superlative is read as the extreme, the other said by it
		p.spread, p.diff, p.versus = true, 0, false
		p.t.consume(m[2], m[3])
		p.t.consume(m[6], m[7])
	} else if p.diff != 0 {
	} else if m := p.t.find(differenceRE()); m != nil {
		// "the difference between what I spent in 2020 and 2021": by
		// how much they differ, whichever is larger
		p.diff, p.versus = diffAbs, true
		p.t.consume(m[0], m[1])
	}
}

// spreadRE: two superlatives of one thing, the most and the least, weighed
// ("the difference in distance between my longest and my shortest run",
// "how much longer was my longest run than my shortest", "how many times
// longer …", "was my longest run twice as long as my shortest", read by
// trends as "more than"): group 2 is the superlative kept (group 1 the
// words before it), group 4 the other (group 3 with its conjunction).
var spreadRE = lazyre.New(`\b((?:what(?:'s|\s+is|\s+was)\s+)?(?:the\s+)?(?:difference|gap|spread)\s+(?:in\s+\p{L}+\s+)?between\s+|how\s+(?:much|many\s+times)\s+[\p{L}|]+\s+(?:was|were|is|are)\s+|^\s*(?:was|were|is|are)\s+)(?:my|the)\s+(` + spreadSuperlatives + `)(?:\s+\p{L}+)??(\s+(?:(?:and|vs\.?|versus)|(?:more|` + spreadComparatives + `)\s+than|than)\s+(?:(?:my|the)\s+)?(` + spreadSuperlatives + `)(?:\s+ones?)?)\b`)

// beLeadRE: spreadRE's lead of a yes or no, a form of "be" alone.
var beLeadRE = lazyre.New(`^\s*(?:was|were|is|are)\s+$`)

// spreadComparatives are the comparatives a yes/no of spreadRE weighs the
// two with ("was my longest run longer than my shortest").
const spreadComparatives = `longer|shorter|higher|lower|bigger|larger|smaller|faster|slower|heavier|lighter|cheaper|greater`

// spreadSuperlatives are the superlatives of an amount spreadRE weighs.
const spreadSuperlatives = `longest|shortest|highest|lowest|biggest|largest|smallest|fastest|slowest|heaviest|lightest|cheapest|most\s+expensive`

// ratioRE: how many times one amount is another ("how many times more",
// "how many times as much").
var ratioRE = lazyre.New(`(?i)\bhow\s+many\s+times\s+(?:more|as\s+(?:much|many|long|often)|longer|bigger|larger|higher|greater)\b`)

// dayRelativeRE: the relative word of "a day (in April) when I didn't
// …", in group 1.
var dayRelativeRE = lazyre.New(`\b(when|on\s+which|in\s+which|that|where)\s+(?:i|we)\s+(?:didn['’]t|did\s+not|never|hadn['’]t|had\s+not|wasn['’]t|was\s+not|went\s+without)\b`)

// sameAnswer is the answer of two things weighed that are as much.
const sameAnswer = "the same"

// noneAnswer is the answer of two things weighed of which neither was
// found.
const noneAnswer = "neither: none found on either side"

// bothAnswer is the answer of two sides asked which had any, both of
// which had.
const bothAnswer = "both"

// lastEndWords are the words of the latest end of the events, which
// firstToLastRE and twoEndsRE read alike.
const lastEndWords = `last|latest|most\s+recent`

// firstToLastRE: the time from the first of the events to the last.
var firstToLastRE = lazyre.New(`\b(?:between|from)\s+(?:my|the)\s+first(?:\s+(?:one|time))?\s+(?:and|to|until|till)\s+(?:my\s+|the\s+)?(?:very\s+)?(?:` + lastEndWords + `)(?:\s+(?:one|time))?\b`)

// timeBetweenRE: a time asked of what lies between ("how many days", "how
// long", "how far apart", "passed"): not what was spent or done between.
var timeBetweenRE = lazyre.New(`\bhow\s+(?:long|many\s+(?:days|weeks|months|years|hours|minutes|nights))\b|\bhow\s+much\s+time\b|\b(?:apart|passed|elapsed|gap|went\s+by)\b`)

// twoEndsRE: the time between two events at one end of them all ("between
// my last two runs", "how far apart were my first two orders", "the gap
// between the two latest"); group 1 says which end.
var twoEndsRE = lazyre.New(`\b(?:between|apart\s+(?:were|are|was|is)|separated|separating)\s+(?:my|the)\s+(` + lastEndWords + `|first|earliest)\s+(?:two|2)\b`)

var elapsedRE = lazyre.New(`\b(?:(?:have|had)\s+)?(?:passed|elapsed|went\s+by|gone\s+by)\b`)

// dayWithoutRE begins a question whether some day, week or month went
// without something: "was there a day (when I didn't …)", "were there any
// days (in 2023) without …", "did I go a (single) day without …", "was
// there a month without a purchase".
var (
	dayWithoutRE = lazyre.New(`^\s*(?:(?:was|were|is|are|has|have)\s+there\s+(?:ever\s+)?(?:been\s+)?(?:(?:a|an|any|one)\s+)?(?:single\s+|whole\s+|full\s+|entire\s+)?(day|week|month|year)s?\b(?:\s+(?:when|that|on\s+which|in\s+which|where))?|(?:did|have|do)\s+(?:i|we)\s+(?:ever\s+)?(?:go|gone|went)\s+(?:a|one|any)\s+(?:single\s+|whole\s+|full\s+|entire\s+)?(day|week|month|year)\b)`)
	withoutRE    = lazyre.New(`\bwithout\b`)
	// lackingRE: what a period went without ("a day without music", "years
	// with no workouts").
	lackingRE = lazyre.New(`\b(?:without|with\s+no|had\s+no|having\s+no)\b`)
)

// excluded returns where the words that exclude what starts at low[at]
// begin ("apart from Taylor Swift"), or -1.
func (p *parser) excluded(at int) int {
	before := strings.ReplaceAll(string(p.t.low[:at]), string(used), " ")
	if m := exceptRE().FindStringIndex(before); m != nil {
		return m[0]
	}
	if m := notValueRE().FindStringIndex(before); m != nil {
		return m[0]
	}
	if e := p.exclEnd; e > 0 && e <= at && excludedTooRE().MatchString(before[e:]) {
		// "aside from Taylor Swift and Mac Miller": both left out
		return e
	}
	return -1
}

// bothAndRE: "both X and Y" (group 1 the "both").
var bothAndRE = lazyre.New(`\b(both)\s+\S.*?\s+and\s+\S`)

// togetherRE: words that ask for the two on one occasion ("both Taylor
// Swift and Mac Miller on the same day", "together"): one record or day
// that holds the two, not each on its own.
var togetherRE = lazyre.New(`\b(?:(?:on|in|during)\s+the\s+same\s+(?:day|time|evening|night|morning|afternoon|week|weekend|trip)|together|at\s+once|at\s+the\s+same\s+time|(?:on|in)\s+(?:one|a\s+single)\s+(?:day|go|sitting))\b`)

// withBeforeRE: "with" right before.
var withBeforeRE = lazyre.New(`\bwith[\s|]+$`)

// valuesAlike returns the indexes in Content of the only two linked
// values whose conditions differ in their values alone (two names of one
// field), or nil.
func (p *parser) valuesAlike() []int {
	var out []int
	for x, i := range p.valueConds {
		for _, j := range p.valueConds[x+1:] {
			a, b := p.f.Content[i].Expr, p.f.Content[j].Expr
			if a != b && exprStringRE().ReplaceAllString(a, `""`) == exprStringRE().ReplaceAllString(b, `""`) {
				if out != nil {
					return nil
				}
				out = []int{i, j}
			}
		}
	}
	return out
}

// exprStringRE: a quoted string of an expression.
var exprStringRE = lazyre.New(`"(?:[^"\\]|\\.)*"`)

// sharedField returns the refs of a that are of a field (of a source) b
// also has a value of: the two are values of one thing.
func sharedField(a, b link.Span) []link.Ref {
	var out []link.Ref
	for _, r := range a.Refs {
		if r.Number || r.Title {
			continue
		}
		if slices.ContainsFunc(b.Refs, func(o link.Ref) bool {
			return o.Source == r.Source && o.Field == r.Field && !strings.EqualFold(o.Value, r.Value)
		}) {
			out = append(out, r)
		}
	}
	return out
}

// titlesWeighed are the two spans the question weighs ("salsa lessons or
// photography courses", "salsa lessons more often than photography
// courses") where they are the only values linked and both name titles
// of one field of one source (which sharedField leaves out), of no
// activity or of that source's: each restricted to that field. Nil
// otherwise.
func (p *parser) titlesWeighed() []link.Span {
	if p.lk == nil || len(p.valueConds) > 1 {
		return nil
	}
	spans := append(slices.Clone(p.lk.held), p.lk.soft...)
	if len(spans) != 2 || spans[0].From == spans[1].From {
		return nil
	}
	if spans[1].From < spans[0].From {
		spans[0], spans[1] = spans[1], spans[0]
	}
	between := strings.ToLower(p.lk.q.Phrase(spans[0].To, spans[1].From))
	if !titlesJoinRE().MatchString(between) {
		return nil
	}
	for _, r := range spans[0].Refs {
		if !r.Title {
			continue // a category's values are weighed by sharedField's cases
		}
		if f := p.f.act; f != nil && !slices.Contains(f.Sources, r.Source) {
			continue
		}
		var own [2][]link.Ref
		for i, s := range spans {
			for _, o := range s.Refs {
				if o.Source == r.Source && o.Field == r.Field && !o.Number {
					own[i] = append(own[i], o)
				}
			}
		}
		if len(own[0]) == 0 || len(own[1]) == 0 || slices.ContainsFunc(own[0], func(a link.Ref) bool {
			return slices.ContainsFunc(own[1], func(b link.Ref) bool { return strings.EqualFold(a.Value, b.Value) })
		}) {
			continue
		}
		a, b := spans[0], spans[1]
		a.Refs, b.Refs = own[0], own[1]
		return []link.Span{a, b}
	}
	return nil
}

// labelsSwapped reports whether both labels are said in the question, as
// whole words, and a first after b.
func labelsSwapped(low, a, b string) bool {
	at := func(w string) int {
		w = strings.ToLower(strings.TrimSpace(w))
		if w == "" {
			return -1
		}
		return wordIndex(low, w)
	}
	i, j := at(a), at(b)
	return i >= 0 && j >= 0 && j < i
}

// titlesJoinRE: the words between two things weighed ("or", "or more",
// "more often than", "than", "versus").
var titlesJoinRE = lazyre.New(`^\s*(?:or|vs\.?|versus|(?:more|less|fewer)?\s*(?:often\s+)?than)(?:\s+(?:more|fewer|less|the|my|to|with|at))*\s*$`)

// resolveCompare makes the frame a comparison when the question weighs
// two periods, two named things or two services; it reports whether it
// did.
func (p *parser) resolveCompare() bool {
	f := p.f
	low := strings.ToLower(f.Question)
	// "are my runs longer on weekends", "do I spend more in December than
	// in other months": one kind of day or hour weighed against the rest,
	// said or not
	rest := len(classes(f.Temporal)) == 1 && (!p.versus && p.diff == 0 && p.yesno && loneComparativeRE().MatchString(low) && !orThanRE().MatchString(low) || thanRestRE().MatchString(low))
	if !p.versus && p.diff == 0 && !rest {
		return false
	}
	var sides []Side
	restNoted := false
	kindsOfDay := false // two kinds of day weighed ("weekends or weekdays")
	byValue := false    // two values of the library weighed
	if ws := windows(f.Temporal); len(ws) == 1 {
		p.periodBefore(ws[0])
	}
	var next []Side
	if len(windows(f.Temporal)) == 0 {
		next = p.dayNextToAnchor()
	}
	switch {
	case rest:
		// the kind said, and every other: "not on weekends"
		a := f.Temporal[classes(f.Temporal)[0]]
		not := Cond{Expr: "!(" + a.Expr + ")", Words: "not " + strings.TrimSpace(a.Words), Needs: a.Needs}
		sides = []Side{{Label: labelOf(a.Words), Conds: []Cond{a}}, {Label: labelOf(not.Words), Conds: []Cond{not}}}
		f.Temporal = slices.DeleteFunc(slices.Clone(f.Temporal), func(c Cond) bool { return c.Expr == a.Expr })
		p.versus = true
		if m := p.t.find(thanRestRE()); m != nil {
			p.t.consume(m[0], m[1])
		}
		restNoted = true
	case p.eitherSide != nil:
		// "before or after my trip": its time before and after; which
		// had any, where no amount is weighed
		sides = p.eitherSide
		f.Either = !amountWeighedRE().MatchString(strings.ToLower(f.Question))
	case next != nil:
		// "on the day I ordered it or the day after": the days of a
		// happening and the days next to them
		sides = next
		a := sides[0].Conds[0]
		f.Temporal = slices.DeleteFunc(slices.Clone(f.Temporal), func(c Cond) bool { return c.Expr == a.Expr })
	case len(windows(f.Temporal)) == 2:
		// "in October 2023 than in April 2023", "in 2022 or 2023"
		ws := windows(f.Temporal)
		p.windowBefore(ws)
		p.lastYearsMonth(ws)
		low := strings.ToLower(f.Question)
		if a, b := strings.Index(low, strings.ToLower(strings.TrimSpace(f.Temporal[ws[0]].Words))), strings.Index(low, strings.ToLower(strings.TrimSpace(f.Temporal[ws[1]].Words))); a >= 0 && b >= 0 && b < a {
			// the sides in the order said: "more in the last 3 months
			// than in the 3 months before that" weighs the first
			ws = []int{ws[1], ws[0]}
		}
		for _, i := range ws {
			c := f.Temporal[i]
			label := monthNamed(c, labelOf(c.Words))
			if label != labelOf(c.Words) && oneMonthRE().MatchString(c.Expr) {
				// "in March or April 2025": the month said without
				// the year the other side gives is March 2025, and
				// the answer says so (it had said "March")
				c.Words = "in " + label
			}
			sides = append(sides, Side{Label: label, Conds: []Cond{c}})
		}
		f.Temporal = slices.DeleteFunc(slices.Clone(f.Temporal), func(c Cond) bool {
			return c.Expr == f.Temporal[ws[0]].Expr || c.Expr == f.Temporal[ws[1]].Expr
		})
		p.samePeriod(sides)
	case len(classes(f.Temporal)) == 2:
		// "on weekends or on weekdays", "in the morning or in the
		// evening": two kinds of day or hour, within any window
		cs := classes(f.Temporal)
		a, b := f.Temporal[cs[0]], f.Temporal[cs[1]]
		kindsOfDay = !strings.Contains(a.Expr+b.Expr, "start_time")
		sides = []Side{{Label: labelOf(a.Words), Conds: []Cond{a}}, {Label: labelOf(b.Words), Conds: []Cond{b}}}
		f.Temporal = slices.DeleteFunc(slices.Clone(f.Temporal), func(c Cond) bool { return c.Expr == a.Expr || c.Expr == b.Expr })
	case len(p.valueConds) > 2 && p.valuesAlike() != nil:
		byValue = true
		// "did I call Mum more than Oma": the two names of one field
		// are weighed; the call, a value of another, is what both did
		ab := p.valuesAlike()
		a, b := f.Content[ab[0]], f.Content[ab[1]]
		sides = []Side{{Label: a.Words, Conds: []Cond{a}}, {Label: b.Words, Conds: []Cond{b}}}
		f.Content = slices.DeleteFunc(slices.Clone(f.Content), func(c Cond) bool { return c.Expr == a.Expr || c.Expr == b.Expr })
	case len(p.valueConds) == 2:
		// "more Beyoncé or more Lana Del Rey"
		byValue = true
		for _, i := range p.valueConds {
			sides = append(sides, Side{Label: f.Content[i].Words, Conds: []Cond{f.Content[i]}})
		}
		a, b := f.Content[p.valueConds[0]], f.Content[p.valueConds[1]]
		f.Content = slices.DeleteFunc(slices.Clone(f.Content), func(c Cond) bool { return c.Expr == a.Expr || c.Expr == b.Expr })
	case p.lk != nil && len(p.lk.held) == 2 && len(p.valueConds) == 0:
		// "did I meet Lena or Sofia more often": two names of an activity
		// that lives anywhere, searched for, each side its own name
		for _, s := range p.lk.held {
			var words []string
			for _, w := range p.lk.q.Words[s.From:s.To] {
				words = append(words, w.Raw)
			}
			label := strings.Join(words, " ")
			if cond, needs := valueCondition(s); cond != "" {
				sides = append(sides, Side{Label: label, Conds: []Cond{{Expr: cond, Words: label, Needs: needs}}})
			}
		}
		// "dinner more often with Jonas than with Lena": each name is
		// its side's, not company every side keeps (none had both)
		f.Content = slices.DeleteFunc(slices.Clone(f.Content), func(c Cond) bool {
			w, with := strings.CutPrefix(c.Words, "with ")
			return with && slices.ContainsFunc(sides, func(s Side) bool { return strings.EqualFold(w, s.Label) })
		})
	case p.lk != nil && len(p.lk.held) == 0 && len(p.valueConds) == 0 && len(p.lk.soft) == 2 && len(sharedField(p.lk.soft[0], p.lk.soft[1])) > 0 && (f.act == nil || !f.act.Structured) && p.sportSides() == nil:
		// "was I tired more often than stressed", "did I eat more pizza
		// or sushi": two values of one field the library records, each
		// side the events holding its own
		for i, s := range p.lk.soft {
			s.Refs = sharedField(p.lk.soft[i], p.lk.soft[1-i])
			label := p.lk.q.Phrase(s.From, s.To)
			if cond, needs := valueCondition(p.kindsOf(s)); cond != "" {
				sides = append(sides, Side{Label: label, Conds: []Cond{{Expr: cond, Words: label, Needs: needs}}})
				a, b := p.spanBytes(s)
				p.t.consume(a, b)
			}
		}
		if f.act == nil {
			// no activity said: the records that hold the field, whole
			var srcs []string
			for _, r := range sharedField(p.lk.soft[0], p.lk.soft[1]) {
				if !slices.Contains(srcs, r.Source) {
					srcs = append(srcs, r.Source)
				}
			}
			f.Sources, f.Query, f.Subject = srcs, "everything", "my records"
		}
	case p.titlesWeighed() != nil:
		// "did I go to more salsa lessons or photography courses": two
		// titles of one field of one source (a calendar's summaries),
		// each side the entries of its own; the one a concept of the
		// lexicons left to the search said both sides' words at once
		ab := p.titlesWeighed()
		for _, s := range ab {
			label := p.lk.q.Phrase(s.From, s.To)
			cond, needs := valueCondition(s)
			sides = append(sides, Side{Label: label, Conds: []Cond{{Expr: cond, Words: label, Needs: needs}}})
			a, b := p.spanBytes(s)
			p.t.consume(a, b)
		}
		f.Content = slices.DeleteFunc(slices.Clone(f.Content), func(c Cond) bool {
			return slices.ContainsFunc(sides, func(s Side) bool { return strings.EqualFold(strings.TrimSpace(c.Words), s.Label) })
		})
		if f.act == nil {
			f.Sources, f.Query, f.Subject = []string{ab[0].Refs[0].Source}, "everything", "my records"
		}
	case p.mailSides() != nil:
		// "did I send more emails than I received": the mail's two
		// directions, not the one a verb of it chose for every side
		sides = p.mailSides()
		f.Content = slices.DeleteFunc(slices.Clone(f.Content), func(c Cond) bool { return strings.HasPrefix(c.Expr, "direction == ") })
		// the second side's verb is the side, no word to search the mail
		// for ("than send": the mails that say "send")
		p.consumeWord(`\b(?:than|or)\s+(?:(?:i|we)\s+)?(?:did\s+|do\s+|have\s+|had\s+)?(?:sent|send|sends|sending|wrote|write|written|e-?mailed|received|receive|receiving|get|got|getting)\b`)
		if !p.holdsValue(f.act.Sources, "direction", "sent") && !slices.Contains(f.Notes, identityNote) {
			// none sent is none known to be mine, not none written
			f.Notes = append(f.Notes, identityNote)
		}
	default:
		if sides = p.sportSides(); sides != nil {
			for _, sd := range sides {
				if sd.Unrecorded != "" {
					f.Notes = append(f.Notes, sd.Unrecorded)
				}
			}
		} else {
			sides = p.serviceSides()
			// "listen to music or order on Amazon": a side's word is the
			// side, not also a value of the other side's records (the
			// Amazon category "music")
			f.Content = slices.DeleteFunc(slices.Clone(f.Content), func(c Cond) bool {
				return slices.ContainsFunc(sides, func(s Side) bool { return strings.EqualFold(labelOf(c.Words), s.Label) })
			})
		}
		if sides == nil {
			// "did I meet Elif or Leonor more often" where the names are
			// no value of a field but words the records say: each side
			// searches for its own name
			for _, n := range p.namesWeighed() {
				sides = append(sides, Side{Label: n})
			}
			if sides == nil {
				// "did I see my mum or my dad more often": two of my
				// relations, each side searching for its own
				for _, n := range p.relationsWeighed() {
					sides = append(sides, Side{Label: n})
				}
			}
			if sides == nil {
				// "more lunches or dinners", "more lunches than dinners":
				// two kinds of one thing, each side searching for its own
				for _, n := range p.kindsWeighed() {
					sides = append(sides, Side{Label: n, Own: true})
				}
			}
			if len(sides) == 2 {
				p.whichPeopleWeighed()
			}
		}
	}
	if len(sides) != 2 {
		sides = p.weatherSides()
	}
	if len(sides) != 2 {
		sides = p.moodSides()
	}
	if len(sides) != 2 {
		if p.moodMore != 0 {
			// "happier on sunny days than on rainy days": how I felt,
			// weighed between two things no recogniser read as the sides
			p.f.Notes = append(p.f.Notes, "the comparison of how I felt is not understood: this answers for what the question names, not the comparison")
		}
		return false
	}
	if byValue && labelsSwapped(low, sides[0].Label, sides[1].Label) {
		// "did I go to life drawing more than salsa lessons": two values
		// are sides in the order said, whatever order they were read
		// in; whether the first is more asks of the one said first
		sides[0], sides[1] = sides[1], sides[0]
	}
	for i := range sides {
		sides[i].Label = writtenAs(sides[i])
	}
	p.consumeWord(`\b(?:compared\s+(?:to|with)|versus|vs)\b`) // the form's words, understood
	f.Form, f.Sides, f.Diff = FormCompare, sides, p.diff
	if p.bothWhether {
		f.Either, f.EachSide = true, 1
		if neitherNorRE().MatchString(strings.ToLower(p.said)) {
			f.EachSide = -1
		}
	}
	// as restated: "did my running increase from 2017 to 2018" asks
	// whether it was more in 2018 than in 2017
	said := strings.ToLower(p.t.orig)
	if p.yesno && p.diff == 0 && (thanRE().MatchString(said) || rest || f.Trend[0] == "" && yesnoAgainstRE().MatchString(said) && loneComparativeRE().MatchString(said) && !strings.Contains(said, " or ")) {
		// "did I take more steps in 2022 compared with 2021", "… vs
		// 2021": whether the first is more, as "than" asks (a side was
		// named where yes or no was asked)
		// "Did I run more in May than in April?": whether the first is
		// larger (or smaller, for "less", "fewer", "shorter").
		f.Whether = 1
		if lessWordRE().MatchString(said) {
			f.Whether = -1
		}
		if f.Whether > 0 {
			f.Times, f.TimesOver = p.factorAsked(low)
		}
	}
	if m := moreOrLessRE().FindStringSubmatch(said); m != nil && p.diff == 0 && f.Trend[0] == "" {
		// "did I run more or less in 2022 than in 2021": which of the
		// two comparatives, not whether the first is less (it said "no"
		// of a year with more)
		more, less := m[1]+m[4], m[2]+m[3]
		f.Whether, f.Trend = 0, [2]string{more, less}
	}
	if !p.yesno || !thanRE().MatchString(said) {
		// "did I run less in 2021 or 2022", "which was shorter": the
		// choice is the side with less
		f.Lesser = lessWordRE().MatchString(said) && !moreWordRE().MatchString(said)
	}
	if compareLeadRE().MatchString(low) || howCompareRE().MatchString(low) {
		// "Compare my running distance in 2017 and 2023": both amounts,
		// asked to be weighed by whoever asks
		f.Both = true
		p.consumeWord(`^\s*(?:please\s+)?compare\b`)
	}
	if f.Whether == 0 && p.diff == 0 && (amountAskedRE().MatchString(low) || howCompareRE().MatchString(low) || whatAmountRE().MatchString(low) || !questionLeadRE().MatchString(low) && (comparedToRE().MatchString(low) || amountOfRE().MatchString(low))) && !whichAskedRE().MatchString(low) {
		// "How much did I listen to A compared to B?", "my spending in
		// 2020 compared to 2021": both amounts, not which is larger.
		f.Both = true
	}
	f.Average = p.avg
	if sides[0].Sources != nil {
		f.Sources = sidesSources(sides)
		f.Query, f.Subject = "everything", "what I did on "+sides[0].Label+" or "+sides[1].Label
		f.act, f.Activity = nil, ""
		// the services are their sources whole: the question's verbs
		// ("watched") searched for would leave one side out
		p.sidesWhole = true
	}
	f.Measure = p.compareMeasure()
	if restNoted && !f.Average && f.SideMost == 0 {
		// a total of all the rest is no amount of one other month or
		// day: December's spending against the eleven other months'
		// together said no every year. Not a part of the day: the rest
		// of it holds the night, when nothing is done, and a morning's
		// 3 km against 5 km the rest of the day said "yes, more"
		if c := sides[0].Conds[0].Expr; !strings.Contains(c, "start_time") {
			if r := timeShare(c); r > 0 && r < 1 {
				f.SideRatio = r / (1 - r)
				p.f.Notes = append(p.f.Notes, sideRatioNote(sides, f.SideRatio))
			}
		}
	}
	if kindsOfDay && !f.Average && f.SideMost == 0 && f.Diff == 0 && f.Trend[0] == "" && !f.Both && f.Times == 0 {
		// "do I run more on weekends or weekdays": a weekend day against
		// a weekday, not two days' total against five days'; a morning
		// and an evening are one each a day, weighed as they are
		if ra, rb := timeShare(sides[0].Conds[0].Expr), timeShare(sides[1].Conds[0].Expr); ra > 0 && rb > 0 && (ra/rb > 1.25 || rb/ra > 1.25) {
			f.SideRatio = ra / rb
			p.f.Notes = append(p.f.Notes, sideRatioNote(sides, f.SideRatio))
		}
	}
	if m := sideMostRE().FindStringSubmatch(low); f.Measure != nil && m != nil {
		// "was my longest run in 2025 longer than in 2024": the one
		// thing of each side the superlative picks, weighed
		f.SideMost, f.Average, f.MeasureElse = 1, false, nil
		if extremeDir(m[1]) < 0 {
			f.SideMost = -1
		}
	} else if m != nil {
		// "was my biggest order in 2021 more than in 2020": no measure is
		// read to pick each side's one thing by, and all of each side is
		// weighed, which is said
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q of each side is not understood: this weighs all of each side", m[1]))
	}
	if f.Measure == nil && f.Activity == "purchase" && (orderCompareRE().MatchString(low) || timesAskedRE().MatchString(low)) && p.recordsField("order_id", "text") {
		// "did I place more orders in 2021 than in 2020", "my number of
		// orders": orders, each once however many items it held; so are
		// the times I bought, as "how many times did I order" counts them
		// of one window
		f.Group = orderKey()
	}
	return true
}

// sideMostRE: a superlative of size before a thing that is then weighed
// in a comparison, asked yes or no or which ("my longest run in 2025 …
// than", "which was longer, my longest run in A or B"; "was my biggest
// order in May more than", where "more" reads no measure, is said
// unread); group 1 the superlative.
var sideMostRE = lazyre.New(`^\s*(?:(?:which|what)(?:\s+(?:one|year|month))?\s+(?:was|were|is)|was|were|is|did)\b.*?\b(?:my|the)\s+(longest|shortest|furthest|farthest|biggest|largest|smallest|highest|lowest|fastest|slowest|most\s+expensive|cheapest)\s+\p{L}+\b.*\b(?:than|or)\b`)

// daysWeighedRE: days weighed by how many ("more good days or bad days",
// "fewer rainy days than").
var daysWeighedRE = lazyre.New(`\b(?:more|fewer|less)\s+(?:[a-z]+\s+){0,2}days\b`)

// orderCompareRE: orders weighed ("more orders", "the number of orders",
// "did I order more").
var orderCompareRE = lazyre.New(`\b(?:more|fewer|less|number\s+of|count\s+of|many)\s+(?:\p{L}+\s+)?orders\b|\bplace[ds]?\s+(?:more|fewer|less)\b|\border(?:ed)?\s+(?:more|less)\b|\borders\b.*\b(?:change|changed|grow|grew|increase|increased|decrease|decreased|rise|rose|fall|fell|drop|dropped)\b`)

// samePeriodRE: the part of an earlier period as long as the current one
// has run ("this year than the same period last year").
var samePeriodRE = lazyre.New(`\b(?:the\s+)?same\s+(?:period|time|point|stretch|days|weeks|months|part)(?:\s+(?:of|in))?\b`)

// currentRE: a window said as the one running now.
var currentRE = lazyre.New(`\b(?:this|current|so\s+far|to\s+date)\b`)

// samePeriod cuts the earlier of two windows to as long as the current
// one has run when the question asks for the same period ("did I listen
// to more music this year than the same period last year": 1 January to
// this day of last year), and takes the words as understood.
func (p *parser) samePeriod(sides []Side) {
	m := p.t.find(samePeriodRE())
	if m == nil || len(sides) != 2 {
		return
	}
	cur := slices.IndexFunc(sides, func(s Side) bool { return currentRE().MatchString(strings.ToLower(s.Conds[0].Words)) })
	if cur < 0 {
		return
	}
	a, b := sides[cur].Conds[0], sides[1-cur].Conds[0]
	if a.From == "" || b.From == "" {
		return
	}
	to := fmt.Sprintf("add_days(%s, days_between(%s, today) + 1)", b.From, a.From)
	b.Expr = fmt.Sprintf("(%s) && start_date < %s", b.Expr, to)
	b.To = to
	sides[1-cur].Conds[0] = b
	sides[1-cur].Label = strings.TrimSpace(p.t.original(m[0], m[1])) + " " + sides[1-cur].Label
	p.t.consume(m[0], m[1])
}

// compareLeadRE: a request to compare ("compare my running in 2017 and
// 2023").
var compareLeadRE = lazyre.New(`^\s*(?:please\s+)?compare\b`)

// periodBeforeRE: the period next to the one named, said by its unit
// ("the month before", "the previous year", "the week after", "the 3
// months before that", "the previous two weeks"): how many in group 1 or
// 5, the unit in group 2 or 6, the direction in group 3 or 4.
var periodBeforeRE = lazyre.New(`\b(?:the|that|those)\s+(?:(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?(day|week|month|quarter|year)s?\s+(before|after|earlier|prior|later)(?:\s+(?:that|those|it|then))?\b|\b(?:the|that)\s+(previous|preceding|prior|following|next)\s+(?:(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?(day|week|month|quarter|year)s?\b`)

// periodEndRE: what may follow a period said by its unit alone.
var periodEndRE = lazyre.New(`^[\s|]*(?:$|[?.!,;]|(?:and|or|but|as\s+well|too)\b)`)

// periodBefore adds, as a second window, the period before or after the
// window temporal[i] that the question names by its unit only ("last month
// compared to the month before"): the window moved by one such unit.
func (p *parser) periodBefore(i int) {
	m := p.t.find(periodBeforeRE())
	if m == nil || !periodEndRE().Match(p.t.low[m[1]:]) {
		return // "the day before I left" is a day of its own (anchors)
	}
	count, unit, dir := p.t.group(m, 1), p.t.group(m, 2), p.t.group(m, 3)
	if unit == "" {
		count, unit, dir = p.t.group(m, 5), p.t.group(m, 6), p.t.group(m, 4)
	}
	step := -1
	if dir == "after" || dir == "later" || dir == "following" || dir == "next" {
		step = 1
	}
	if count != "" {
		// "the 3 months before": as many as the window holds
		if k := p.number(count); k > 1 {
			step *= k
		}
	}
	add, n := addUnits(unit, step)
	w := p.f.Temporal[i]
	from := fmt.Sprintf("%s(%s, %d)", add, w.From, n)
	to := fmt.Sprintf("%s(%s, %d)", add, w.To, n)
	words := strings.Join(strings.Fields(p.t.original(m[0], m[1])), " ")
	p.f.Temporal = append(p.f.Temporal, Cond{Expr: fmt.Sprintf("start_date >= %s && start_date < %s", from, to), Words: words, From: from, To: to})
	p.t.consume(m[0], m[1])
}

// addUnits is the expression function that moves a date by n calendar
// units ("day", "week", "month", "quarter", "year") and the count it takes
// in its own unit: the functions have days, months and years only.
func addUnits(unit string, n int) (string, int) {
	switch unit {
	case "quarter":
		return "add_months", 3 * n
	case "week":
		return "add_days", 7 * n
	case "day":
		return "add_days", n
	}
	return "add_" + unit + "s", n
}

// windowBeforeRE: a window said as the one before (after) another, by its
// length ("the 3 months before that", "the previous 2 weeks", "the
// preceding month"): how many in group 1 or 4, the unit in 2 or 5, the
// direction in 3 (before unless after, later or following).
var windowBeforeRE = lazyre.New(`(?i)^(?:in\s+|during\s+|over\s+)?(?:the|those)\s+(?:(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?(day|week|month|quarter|year)s?\s+(before|prior|earlier|after|later)(?:\s+(?:that|those|it|then))?$|^(?:in\s+|during\s+|over\s+)?(?:the|those)\s+(?:previous|preceding|prior)\s+(?:(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?(day|week|month|quarter|year)s?$`)

// windowBefore reads the second of two windows weighed, said as the one
// before the first ("in the last 3 months than in the 3 months before
// that", "the last 2 weeks compared with the previous 2 weeks"), as the
// first moved back by its length, not a window of its own counted from
// today (which timex reads "the previous 2 weeks" alone as).
func (p *parser) windowBefore(ws []int) {
	f := p.f
	for k, i := range ws {
		m := windowBeforeRE().FindStringSubmatch(strings.TrimSpace(f.Temporal[i].Words))
		if m == nil {
			continue
		}
		other := f.Temporal[ws[1-k]]
		if windowBeforeRE().MatchString(strings.TrimSpace(other.Words)) || len(other.Refs) > 0 {
			return
		}
		count, unit, dir := m[1], m[2], m[3]
		if unit == "" {
			count, unit = m[4], m[5]
		}
		n := 1
		if count != "" {
			if n = p.number(strings.ToLower(count)); n < 1 {
				return
			}
		}
		add, n := addUnits(strings.ToLower(unit), n)
		c := Cond{Words: f.Temporal[i].Words}
		switch strings.ToLower(dir) {
		case "after", "later":
			c.From, c.To = other.To, fmt.Sprintf("%s(%s, %d)", add, other.To, n)
		default:
			c.From, c.To = fmt.Sprintf("%s(%s, %d)", add, other.From, -n), other.From
		}
		c.Expr = fmt.Sprintf("start_date >= %s && start_date < %s", c.From, c.To)
		f.Temporal[i] = c
		return
	}
}

// thisLastRE: a window said as this or last of a name ("this March",
// "in last March"): group 1 which, group 2 the name.
var thisLastRE = lazyre.New(`^(?:in\s+|during\s+)?(this|last)\s+(\p{L}+)$`)

// lastYearsMonth reads "last March" weighed against "this March" as the
// March of the year before. Alone, "last March" is the latest March that
// is over, which from April on is this year's: both sides were one month,
// and the answer said they were equal.
func (p *parser) lastYearsMonth(ws []int) {
	f := p.f
	this, last, name := -1, -1, ""
	for _, i := range ws {
		m := thisLastRE().FindStringSubmatch(strings.ToLower(strings.TrimSpace(f.Temporal[i].Words)))
		if m == nil || (name != "" && m[2] != name) {
			return
		}
		if _, ok := calendar.Month(m[2]); !ok {
			return
		}
		name = m[2]
		if m[1] == "this" {
			this = i
		} else {
			last = i
		}
	}
	if this < 0 || last < 0 || f.Temporal[this].From == "" || f.Temporal[this].To == "" {
		return
	}
	c := f.Temporal[this]
	c.Words = f.Temporal[last].Words
	c.From, c.To = fmt.Sprintf("add_years(%s, -1)", c.From), fmt.Sprintf("add_years(%s, -1)", c.To)
	c.Expr = fmt.Sprintf("start_date >= %s && start_date < %s", c.From, c.To)
	f.Temporal[last] = c
}

// dayNextToAnchor returns the two sides of "on the day I X or the day
// after (before)": the days of the happening (an anchor's list of days)
// and the days one after (before) each, or nil. The words of the second
// are taken as understood once the sides are made.
func (p *parser) dayNextToAnchor() []Side {
	m := p.t.find(periodBeforeRE())
	if m == nil || !periodEndRE().Match(p.t.low[m[1]:]) || p.t.group(m, 2) != "day" || p.t.group(m, 1) != "" {
		return nil
	}
	i := slices.IndexFunc(p.f.Temporal, func(c Cond) bool { return len(c.Refs) == 1 && anchorDaysRE().MatchString(c.Expr) })
	if i < 0 {
		return nil
	}
	a := p.f.Temporal[i]
	name := anchorDaysRE().FindStringSubmatch(a.Expr)[1]
	step := 1
	if d := p.t.group(m, 3); d == "before" || d == "earlier" || d == "prior" {
		step = -1
	}
	words := strings.Join(strings.Fields(p.t.original(m[0], m[1])), " ")
	b := Cond{Expr: fmt.Sprintf("add_days(%s, %d) in %s", dateAttr, -step, name), Words: words, Refs: a.Refs}
	p.t.consume(m[0], m[1])
	return []Side{{Label: labelOf(a.Words), Conds: []Cond{a}}, {Label: words, Conds: []Cond{b}}}
}

// anchorDaysRE: the condition of the days of an anchor ("start_date in
// days").
var anchorDaysRE = lazyre.New(`^start_date in (\w+)$`)

// whatAmountRE: "what was my average monthly spending in 2020 compared to
// 2021": an amount of mine asked, as how much asks it.
var whatAmountRE = lazyre.New(`^\s*what(?:'s|\s+was|\s+were|\s+is|\s+are)\s+(?:my|our)\s+(?:average\s+|total\s+|mean\s+)?(?:\p{L}+ly\s+)?(?:spending|spend|listening|viewing|watching|distance|mileage|screen\s+time|running|cycling)\b`)

// howAmount: the words that ask an amount ("how much", "how many", "how
// long", "how often", "how far"), also restate.go's howMuchAskedRE.
const howAmount = `how\s+(?:much|many|long|often|far)`

// amountAskedRE: a question asking an amount (howAmount first), not which
// of two; whichAskedRE: one asking which, or whether one is more.
var (
	amountAskedRE = lazyre.New(`^\s*` + howAmount + `\b`)
	whichAskedRE  = lazyre.New(`\b(?:which|who|whom|more|less|fewer|larger|bigger|smaller|longer|shorter|further|farther|busier)\b`)
)

// windows returns the indexes of the temporal conditions that are one
// window of dates (not a weekday or a time of day).
func windows(cs []Cond) []int {
	var out []int
	for i, c := range cs {
		if c.From != "" && c.To != "" {
			out = append(out, i)
		}
	}
	return out
}

// classes returns the indexes of the temporal conditions that are a kind
// of day or time of day (no window of dates).
func classes(cs []Cond) []int {
	var out []int
	for i, c := range cs {
		if c.From == "" && c.To == "" && len(c.Refs) == 0 {
			out = append(out, i)
		}
	}
	return out
}

// sideRatioNote says that two sides of different lengths of time were
// weighed per as long a time, r the first's length against the second's.
func sideRatioNote(sides []Side, r float64) string {
	long, short := sides[1].Label, sides[0].Label
	if r > 1 {
		long, short, r = short, long, 1/r
	}
	return fmt.Sprintf("weighed per as long a time: %q is %.2g times as long as %q", long, 1/r, short)
}

// timeShare is the share of a year's hours that a condition of the kind of
// day or hour holds for ("weekday(start_date) >= 6": 2/7 of them), or 0
// where it cannot be told.
func timeShare(cond string) float64 {
	// a year's hours weighed one by one cost a millisecond and more: each
	// condition is weighed once
	if r, ok := timeShares.Load(cond); ok {
		return r.(float64)
	}
	r := timeShareOf(cond)
	timeShares.Store(cond, r)
	return r
}

// timeShares holds timeShare's answers by condition.
var timeShares sync.Map

// timeShareOf is timeShare, worked out.
func timeShareOf(cond string) float64 {
	prog, err := expr.Compile(cond, expr.Items)
	if err != nil {
		return 0
	}
	in, all := 0, 0
	for d := time.Date(2021, 1, 1, 0, 30, 0, 0, time.UTC); d.Year() == 2021; d = d.Add(time.Hour) {
		date, clock := qa.DateOf(d), qa.ClockOf(d)
		v, err := prog.EvalAttrs(func(name string) (any, bool) {
			switch name {
			case qa.AttrStartDate, qa.AttrEndDate:
				return date, true
			case qa.AttrStartTime, qa.AttrEndTime:
				return clock, true
			case qa.AttrStartDateTime, qa.AttrEndDateTime:
				return d, true
			}
			return nil, false
		})
		if err != nil {
			return 0
		}
		if b, _ := expr.AsBool(v); b {
			in++
		}
		all++
	}
	return float64(in) / float64(all)
}

// loneComparativeRE: a comparative said with nothing it is weighed
// against ("are my runs longer on weekends", "am I more active in the
// morning").
var loneComparativeRE = lazyre.New(`\b(?:` + comparatives + `)\b`)

// comparatives are the words that weigh one amount against another (a
// busier time had more of what was done).
const comparatives = `more|less|fewer|longer|shorter|higher|lower|bigger|smaller|further|farther|busier|faster|slower|quicker`

// moreOrLessRE: a choice between a comparative of more and one of less
// ("more or less", "more or fewer", "fewer or more"): groups 1 or 4 the
// one of more, 2 or 3 the one of less.
var moreOrLessRE = lazyre.New(`\b(?:(more|longer|higher|bigger|larger)\s+or\s+(less|fewer|shorter|lower|smaller)|(less|fewer|shorter|lower|smaller)\s+or\s+(more|longer|higher|bigger|larger))\b`)

// yesnoAgainstRE: the second side of a comparison said with a word of
// setting against, not "than" ("compared with 2021", "vs 2021").
var yesnoAgainstRE = lazyre.New(`\b(?:` + againstWords + `)\s`)

// againstWords: the words that set a second side against the first, not
// "than" ("compared with", "relative to", "vs").
const againstWords = `(?:as\s+)?compared\s+(?:to|with)|relative\s+to|versus|vs\.?|against`

// orThanRE: a second side said after a comparative.
var orThanRE = lazyre.New(`\b(?:than|or|vs\.?|versus|compared\s+(?:to|with)|as\s+against)\b`)

// thanRestRE: a comparison with every other period of a kind ("than in
// other months", "than the rest of the year", "than on other days").
var thanRestRE = lazyre.New(`\bthan\s+(?:(?:in|on|at|during)\s+)?(?:(?:all\s+)?(?:the\s+)?(?:other|remaining)\s+(?:months|days|weekdays|seasons|times|hours|weeks|parts\s+of\s+the\s+(?:day|year))|the\s+rest\s+of\s+the\s+(?:year|day|week|month|time)|(?:any\s+)?other\s+(?:month|day|season|time|weekday))\b`)

// amountOfRE: an amount named in keywords ("number of orders 2019 vs
// 2020", "total spending 2020 vs 2021"): both amounts are asked.
var amountOfRE = lazyre.New(`^\s*(?:the\s+)?(?:number|count|amount|total|sum)\s+(?:of\s+)?\pL`)

// comparedToRE: one thing set beside another ("compared to", "compared
// with"); "A vs B" said as keywords asks which is more.
var comparedToRE = lazyre.New(`\b(?:compared\s+(?:to|with)|as\s+against)\s`)

// vagueAmountRE: the words of an amount or a frequency no number says ("a
// lot", "lots of", "much", "often", "regularly", "all the time"), in
// group 1; group 2 a comparative or question word right before, which
// makes them a comparison or a question of how many, not a judgement.
var vagueAmountRE = lazyre.New(`\b((?:more|less|as|how|so|too|not)\s+)?((?:very\s+|quite\s+|pretty\s+)?(?:a\s+lot|a\s+great\s+deal|a\s+good\s+deal|lots|loads|tons|plenty|much|often|frequently|regularly|habitually|all\s+the\s+time|constantly|heavily))(?:\s+of\b)?`)

// vagueAmountNextRE: what after "much" makes it a degree of a comparison
// ("much more", "much longer than") or a part ("much of"), no amount.
var vagueAmountNextRE = lazyre.New(`^\s+(?:more|less|fewer|\p{L}+er|than|of)\b`)

// vagueMoneyRE: a verb of money right before the vague amount ("spend a
// lot", "paid so much").
var vagueMoneyRE = lazyre.New(`\b(?:spen[dt]|spending|pa(?:y|id|ying)|costs?)\s+$`)

// vagueAmountSaid reads an amount or a frequency said without a number
// in a question of whether ("did I listen to Nova Kane a lot last year",
// "do I often play badminton", "did I run much"): how much is a lot is
// the asker's judgement, which no record makes, so the question is
// answered with how many there were and says so, not with a yes for
// having done it once. Its words are consumed: no word of the search.
func (p *parser) vagueAmountSaid() {
	for _, m := range p.t.findAll(vagueAmountRE()) {
		if m[2] >= 0 || p.t.usedIn(m[4], m[5]) {
			continue
		}
		w := p.t.group(m, 2)
		if strings.HasSuffix(w, "much") && vagueAmountNextRE().Match(p.t.low[m[1]:]) {
			continue
		}
		p.vague = p.t.original(m[4], m[5])
		p.t.consume(m[0], m[1])
		// "did I spend a lot on groceries": an amount of money, which no
		// count of the purchases stands for
		p.vagueMoney = vagueMoneyRE().Match(p.t.low[:m[0]])
		return
	}
}

// oftenRE: the adverb of how many times right after a comparative
// ("more often", "less frequently").
var oftenRE = lazyre.New(`^\s+(?:often|frequently)\b`)

// whichOfRE: the noun a question asks which of, first ("which sister",
// "which of my friends"), in group 1.
var whichOfRE = lazyre.New(`^\s*(?:which|what)\s+(?:one\s+)?(?:of\s+(?:my|the|our)\s+)?([\pL'’-]+)\b`)

// whichPeopleWeighed consumes the noun of people a comparison of two
// names asks which of ("which sister did I meet more often, Zoë or
// Greta"): it says what the two are to me, both of them, and is no word
// the records of either say.
func (p *parser) whichPeopleWeighed() {
	// "which" itself is read already: the words as said
	said := newText(p.t.orig)
	m := said.find(whichOfRE())
	if m == nil || p.env == nil || p.env.Lexicon == nil {
		return
	}
	toks := rlex.Tokens(said.group(m, 1))
	for _, h := range p.env.Lexicon.Find(toks) {
		if h.Start == 0 && h.End == len(toks) && h.Weight >= rlex.Strong && peopleConcept(h.Concept) {
			p.t.consume(m[2], m[3])
			return
		}
	}
}

// thanSideRE: what follows "than" where it is a time weighed, not an
// amount ("than in 2018", "than on weekdays", "than last year"); "than
// my shortest" is a factor's (forms' times).
var thanSideRE = lazyre.New(`^\s+(?:in|on|at|during|last|this)\b`)

// onAverageRE: "than on average", which weighs against the average, no
// time: read as a side it answered "no" to "did I spend more than on
// average in May", the comparison unread and unsaid.
var onAverageRE = lazyre.New(`^\s+on\s+(?:an\s+|the\s+)?(?:average|avg)\b`)

// thanName reports whether the word after "than" at a is a name written
// capitalised ("more than Priya", "more than with Lena"), which is a side
// weighed, not a bound; "I" and a number are not.
func (p *parser) thanName(a int) bool {
	if m := thanRelationRE().FindSubmatch(p.t.low[a:]); m != nil && p.relation(string(m[1])) != "" {
		return true // "more often than my brother", as a name is
	}
	m := thanNameRE().FindSubmatchIndex(p.t.low[a:])
	return m != nil && p.t.capitalised(a+m[2])
}

// thanRelationRE: a relation of mine after "than" ("than (with) my
// brother"), its word in group 1.
var thanRelationRE = lazyre.New(`^\s+(?:` + againPreps + `\s+)?(?:my|our)\s+(\pL+)`)

// thanNameRE: the word after "than", past a preposition said again.
var thanNameRE = lazyre.New(`^\s+(?:` + againPreps + `\s+)?((?:[^\s\d|i]|i\pL)\S*)`)

var comparativeRE = lazyre.New(`\b(?:more|less|fewer|busier|higher|lower|greater)\b(\s+than\b)?`)

var labelTrimRE = lazyre.New(`^(?:in|on|during|over|for|of|at|than|or)\s+`)

// sidesSources are the sources of both sides, the events weighed
// ("Netflix or Amazon": the streams and the orders).
func sidesSources(sides []Side) []string {
	var out []string
	for _, s := range sides {
		out = append(out, s.Sources...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// writtenAs is a side's label as the library writes the value its
// condition names, where the question typed it in lower case ("beyoncé":
// Beyoncé): the answer names what was found, not how it was typed.
func writtenAs(s Side) string {
	if strings.ToLower(s.Label) != s.Label {
		return s.Label
	}
	for _, c := range s.Conds {
		for _, m := range quotedLiteralRE().FindAllString(c.Expr, -1) {
			if v, err := strconv.Unquote(m); err == nil && v != s.Label && strings.EqualFold(v, s.Label) {
				return v
			}
		}
	}
	return s.Label
}

// quotedLiteralRE: a string literal of an expression.
var quotedLiteralRE = lazyre.New(`"(?:[^"\\]|\\.)*"`)

// oneMonthRE: the condition of one month of a year.
var oneMonthRE = lazyre.New(`^year\(start_date\) == (\d{4}) && month\(start_date\) == (\d{1,2})$`)

// monthNamed labels a side that is one month of a year by the month's
// name ("October 2025"), however the question wrote it ("10/2025",
// "2025-10", "Oct 2025"): the answer names the month as a reader says it.
func monthNamed(c Cond, label string) string {
	m := oneMonthRE().FindStringSubmatch(c.Expr)
	if m == nil {
		return label
	}
	n, _ := strconv.Atoi(m[2])
	if n < 1 || n > 12 {
		return label
	}
	return time.Month(n).String() + " " + m[1]
}

func labelOf(words string) string {
	return labelTrimRE().ReplaceAllString(strings.TrimSpace(words), "")
}

// serviceSides reads "Netflix or Spotify": two words that name kinds of
// events the library holds, as sides whose events are their sources.
func (p *parser) serviceSides() []Side {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	cues := p.env.Lexicon.Parse(p.f.Question).Cues
	var sides []Side
	var parts []string // the field value each side is restricted to ("platform=instagram"), or ""
	for _, c := range cues {
		var srcs []string
		var part string
		var cond Cond
		for _, sw := range c.Sources {
			if sw.Weight >= 0.8 && p.env.Catalog().Has(sw.Source) {
				srcs = append(srcs, sw.Source)
				if sw.Key != "" && tree.IsName(sw.Key) && len(c.Sources) == 1 {
					// "Instagram": the posts of that platform, a part of
					// a source
					part = sw.Key + "=" + sw.Value
					cond = Cond{Expr: fmt.Sprintf("%s == %q", sw.Key, sw.Value), Needs: []attrSpec{{Name: sw.Key, Type: qa.TypeText}}}
				}
			}
		}
		if len(srcs) == 0 || !strings.Contains(p.f.Question, c.Text) && !strings.Contains(strings.ToLower(p.f.Question), strings.ToLower(c.Text)) {
			continue
		}
		label := c.Text
		if i := strings.Index(strings.ToLower(p.f.Question), strings.ToLower(c.Text)); i >= 0 {
			label = p.f.Question[i : i+len(c.Text)]
		}
		if cond.Expr == "" {
			cond = Cond{Expr: "source in " + quoteList(srcs)}
		}
		cond.Words = "on " + label
		if n := len(sides); n > 0 && slices.ContainsFunc(srcs, func(s string) bool { return slices.Contains(sides[n-1].Sources, s) }) && (part == "" || parts[n-1] == "" || part == parts[n-1]) {
			// "watch more Netflix", "listen to more Spotify", "post more
			// on Instagram": a verb and the service it is done on say
			// one side, the narrower of the two
			last := &sides[n-1]
			common := slices.DeleteFunc(slices.Clone(srcs), func(s string) bool { return !slices.Contains(last.Sources, s) })
			if len(srcs) < len(last.Sources) || len(srcs) == len(last.Sources) && (fold.Capitalised(label) || !fold.Capitalised(last.Label)) || part != "" {
				// the narrower names the side; of two as wide, a
				// service's name rather than a verb ("Netflix", not
				// "watch")
				last.Label = label
			}
			last.Sources = common
			if part != "" {
				parts[n-1] = part
				last.Conds = []Cond{cond}
			} else if parts[n-1] == "" {
				last.Conds = []Cond{{Expr: "source in " + quoteList(common), Words: "on " + last.Label}}
			}
			continue
		}
		sides = append(sides, Side{Label: label, Sources: srcs, Conds: []Cond{cond}})
		parts = append(parts, part)
	}
	if len(sides) != 2 {
		return nil
	}
	return sides
}

// mailSides are the two directions of mail a question weighs ("did I
// send more emails than I received", "did I get or send more mail"),
// each side the mail of its direction, in the order said; nil unless the
// question is of mail and says a verb of each, apart.
func (p *parser) mailSides() []Side {
	if p.f.act == nil || p.f.act.ID != "mail_sent" && p.f.act.ID != "mail_received" {
		return nil
	}
	low := strings.ToLower(p.f.Question)
	got := receivedRE().FindAllStringIndex(low, -1)
	if len(got) == 0 {
		return nil
	}
	sent := -1
	for _, m := range sentRE().FindAllStringIndex(low, -1) {
		// "sent me" is received: a sending verb apart from every
		// receiving one
		if !slices.ContainsFunc(got, func(g []int) bool { return m[0] < g[1] && g[0] < m[1] }) {
			sent = m[0]
			break
		}
	}
	if sent < 0 {
		return nil
	}
	side := func(dir string) Side {
		return Side{Label: dir, Conds: []Cond{{Expr: `direction == "` + dir + `"`, Words: dir, Needs: []attrSpec{{Name: "direction", Type: qa.TypeText}}}}}
	}
	if got[0][0] < sent {
		return []Side{side("received"), side("sent")}
	}
	return []Side{side("sent"), side("received")}
}

// sportSides are the two sports a question weighs ("did I cycle further
// than I ran"), each the events of its kind where the library records
// the sport as a value of a field of their source (a workout's type).
func (p *parser) sportSides() []Side {
	if p.env.Catalog() == nil {
		return nil
	}
	words := strings.Fields(strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r == '\'' {
			return r
		}
		return ' '
	}, strings.ToLower(p.f.Question)))
	var sides []Side
	var said []*activity
	seen := map[string]bool{}
	for i := 0; i < len(words); i++ {
		for n := min(3, len(words)-i); n >= 1; n-- {
			a, ok := p.lx.act.phrases.lookup(strings.Join(words[i:i+n], " "))
			if !ok || !a.Sport {
				continue
			}
			i += n - 1
			if seen[a.ID] {
				break
			}
			seen[a.ID] = true
			side := p.sportSide(a)
			if side == nil {
				said = append(said, a)
				side = &Side{Label: a.ID, Sources: sportSources(a), act: a}
			}
			sides = append(sides, *side)
			break
		}
	}
	if len(sides) != 2 || len(said) == 2 {
		return nil
	}
	if len(said) == 1 && (sides[0].act != nil && sides[1].Unrecorded != "" || sides[1].act != nil && sides[0].Unrecorded != "") {
		return nil
	}
	// the sports are the sides: their sources are taken whole, with no
	// words to search for
	p.sidesWhole = true
	return sides
}

// sportSide is the side of one sport: the events of its sources whose
// field holds the sport's name, or nil.
func (p *parser) sportSide(a *activity) *Side {
	if name, key := p.sportValue(a, sportSources(a)); key != "" {
		return &Side{Label: a.ID, Sources: []string{name}, Conds: []Cond{{Expr: fmt.Sprintf("%s == %s", key, quote(a.ID)), Words: a.ID,
			Needs: []attrSpec{{Name: key, Type: qa.TypeText}}}}}
	}
	if !p.sportSaid(a) {
		// "more runs or more swims" of a library with no swim in it, by
		// value or by word: a side of nothing, said, not a comparison
		// left unread and answered for the runs alone
		return &Side{Label: a.ID, Conds: []Cond{{Expr: "false", Words: a.ID}}, Unrecorded: sportUnrecorded(a)}
	}
	return nil
}

// sportSources are the sources of a sport's records: its own, or, for a
// sport the lexicon gives no source of (yoga, climbing), the workouts,
// where the library records it as a value.
func sportSources(a *activity) []string {
	if len(a.Sources) == 0 {
		return []string{ingest.Workout}
	}
	return a.Sources
}

// sportSaid reports whether the library's words say the sport anywhere,
// by its name or a word of it.
func (p *parser) sportSaid(a *activity) bool {
	return p.saysAnyOf(append([]string{a.ID}, a.Triggers...))
}

// sportValue is the source among names and its text field that hold the
// sport's name as a value (a workout's type), or "", "".
func (p *parser) sportValue(a *activity, names []string) (source, key string) {
	for _, name := range names {
		src := p.env.Catalog().Source(name)
		if src == nil {
			continue
		}
		for _, fl := range src.Fields {
			if fl.Kind == "text" && slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return v.Text == a.ID }) {
				return name, fl.Key
			}
		}
	}
	return "", ""
}

// sportUnrecorded says that the library records no such sport.
func sportUnrecorded(a *activity) string {
	return fmt.Sprintf("no %s is recorded in your library", a.ID)
}

// sportNoted says so when the question's sport is recorded nowhere in the
// library, by value or by word ("how far did I swim in 2022" of a library
// with no swim): "nothing found for my swims in 2022" alone reads as a
// year without, not as a sport never recorded.
func (p *parser) sportNoted() {
	a := p.f.act
	if a == nil || !a.Sport || p.env.Catalog() == nil || len(p.f.Sides) > 0 {
		return
	}
	names := sportSources(a)
	if !slices.ContainsFunc(names, p.env.Catalog().Has) {
		return // no such source at all: said where sources are held
	}
	if _, key := p.sportValue(a, names); key != "" || p.sportSaid(a) {
		return
	}
	p.f.Notes = append(p.f.Notes, sportUnrecorded(a))
}

// saysAnyOf reports whether the library's words hold any of the phrases,
// each by its every word (as the index keys or stems them).
func (p *parser) saysAnyOf(phrases []string) bool {
	return slices.ContainsFunc(phrases, func(ph string) bool {
		ws := strings.Fields(ph)
		return len(ws) > 0 && !slices.ContainsFunc(ws, func(w string) bool { return !p.libraryWrites(w) })
	})
}

// compareMeasure is what a comparison adds up: the measure the question
// names, else time for streams and time words, money for spending, else
// how many.
func (p *parser) compareMeasure() *Quantity {
	if q := p.moodValence(p.moodMore); q != nil {
		// "was I happier in May or in June": how the recorded moods
		// felt, on average, not how many records
		p.f.Average = true
		return q
	}
	if ms := p.measureFor(); ms != nil {
		if rateOrLevel(ms) && !p.f.Average {
			// "is my heart rate higher in the morning or the evening": a
			// rate or a level taken never adds up, and the sum of each
			// side's readings weighed how many there were
			p.f.Average = true
			p.f.Notes = append(p.f.Notes, ms.Words+" weighed by its mean over each side's records (a rate or a level does not add up)")
		}
		return p.quantity(ms)
	}
	// "three times as much" says a factor, not a count of times
	low := asAsWeighed(timesAsRE().ReplaceAllString(strings.ToLower(p.f.Question), "more"))
	low = strings.ReplaceAll(low, "how many percent", "what percent") // a change in percent, of no count
	switch {
	case countWeighRE().MatchString(low) || p.moreThings(low):
		return nil
	case speedWeighRE().MatchString(low) && p.f.act != nil && p.f.act.Length == "distance":
		// "were my runs faster in 2022 than in 2021": how fast one was,
		// on average, not how far they all went
		p.consumeWord(speedWeighRE().String())
		if m := p.speedOf(); m != nil {
			p.f.Average = true
			p.f.Notes = append(p.f.Notes, "weighed by the average "+m.Words+" of one")
			return m
		}
		p.f.Notes = append(p.f.Notes, "how fast is not recorded (no record keeps a speed, or a distance with its time): this answers without weighing it")
		return nil
	case lengthWeighRE().MatchString(low):
		// "were my runs longer": what a run's length is, its distance.
		m := p.lengthOf()
		if eachLongerRE().MatchString(low) && !timeNounsRE().MatchString(low) && !p.f.Average {
			// the things said longer, one by one: a run's length on
			// average, not the distance of all of them added up
			p.f.Average = true
			note := "weighed by the average " + m.Words + " of one"
			if family(m.ID) == "distance" && (p.recordsField("duration_s", "number") || p.recordsField("duration_s", "duration")) {
				// swims a journal keeps only the minutes of: how long
				// one lasted, where neither side records a distance
				p.f.MeasureElse = p.quantity(p.lx.measures.byID["duration"])
				note += ", or the average duration where neither side records a distance"
			}
			p.f.Notes = append(p.f.Notes, note)
		}
		p.consumeWord(`\b(?:longer|shorter)(?:\s+(?:distances?|lengths?))?\b`)
		return p.quantity(m)
	case timeWeighRE().MatchString(low) || p.streams():
		return p.quantity(p.lx.measures.byID["duration"])
	case p.doneMore(low):
		// "did I run more in May or June": more running is more
		// kilometres run, what the sport is measured by, not more runs
		// ("more runs", "more often" count them); the answer says so
		m := p.lengthOf()
		if alt, _ := p.countedInstead(p.f.act); alt != nil {
			// "did I walk more on weekdays", no workout a walk: the steps
			// (valueQuery reads them where they are, and says so)
			m = alt
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%s weighed by %s, or by how many where neither side records it", p.f.act.ID, m.Words))
		p.f.CountUnmeasured = true
		return p.quantity(m)
	case spendRE().MatchString(low):
		return p.quantity(p.lx.measures.byID["money"])
	}
	return nil
}

// speedOf is the speed of one of the things: the speed their records
// keep, else their distance over their time (a journal's runs keep
// "8.1 km in 45 min"), or nil where neither is kept.
func (p *parser) speedOf() *Quantity {
	m := p.lx.measures.byID["speed"]
	if m == nil {
		return nil
	}
	if p.recordsField(m.Extract.Name, "number") {
		q := p.quantity(m)
		q.Words = "speed" // averaged by the comparison: not "average average speed"
		return q
	}
	dist, dur := p.lx.measures.byID["km"], p.lx.measures.byID["duration"]
	if dist == nil || dur == nil || !p.recordsField(dist.Extract.Name, "number") || !p.recordsField(dur.Extract.Name, "number") && !p.recordsField(dur.Extract.Name, "duration") {
		return nil
	}
	return &Quantity{ID: m.ID, Attr: m.Attr, Extract: dist.Extract, Words: "speed", Needs: []attrSpec{*dur.Extract},
		Map: fmt.Sprintf("(%s ?? 0) > 0 ? %s / %s * 3600 : nil", dur.Extract.Name, dist.Extract.Name, dur.Extract.Name)}
}

// moreRE: a comparative of how much, and the word after it.
var moreRE = lazyre.New(`\b(?:more|less|further|farther)\b\s*(\w*)`)

// doneMore reports whether a comparison weighs how much of a sport was
// done ("did I run more", "did I cycle less in 2023"): the activity is
// measured by distance, its records keep one, and what "more" goes with
// is no noun to count ("more runs") but the verb itself.
func (p *parser) doneMore(low string) bool {
	a := p.f.act
	if a == nil || a.Length != "distance" || !a.Sport || !p.recordsField("distance_km", "number") {
		return false
	}
	m := moreRE().FindStringSubmatch(low)
	if m == nil {
		return false
	}
	if _, ok := p.lx.act.phrases.lookup(m[1]); ok || countNounRE().MatchString(m[1]) {
		return false // "more runs", "more workouts", "more sessions"
	}
	return true
}

// moreNounRE: a comparative of how many, or a choice of two ("more or
// fewer"), and the word after it ("more songs", "fewer episodes", "more
// or fewer movies").
var moreNounRE = lazyre.New(`\b(?:more|fewer|less)(?:\s+or\s+(?:more|fewer|less))?\s+([\p{L}'-]+)`)

// moreThings reports whether a comparison weighs how many things, said by
// their noun after the comparative ("did I play more songs in June than in
// May", "fewer episodes"): the things a key of the lexicon names, or plays,
// are counted, even of streams, where "more" alone is time spent; a period
// or an hour after it ("more hours") is no thing.
func (p *parser) moreThings(low string) bool {
	m := moreNounRE().FindStringSubmatch(low)
	if m == nil {
		return false
	}
	if timesNounRE().MatchString(m[1]) {
		return true
	}
	g, ok := p.lx.groups.phrases.lookup(m[1])
	return ok && !periodKeys[g.ID] && g.ID != "hour" && g.ID != "weekend" && strings.HasSuffix(m[1], "s")
}

// countNounRE: nouns of things done that are counted, not measured.
var countNounRE = lazyre.New(`^(?:workouts?|sessions?|activities|activity|outings?|trips?|days?|weeks?|times?)$`)

// streams reports whether the question is about listening or watching,
// where "more" and "most" mean time spent, not how many plays.
func (p *parser) streams() bool {
	srcs := slices.Clone(p.f.Sources)
	if a := p.f.act; a != nil {
		srcs = append(srcs, a.Sources...)
	}
	srcs = append(srcs, p.valueSources()...)
	return slices.ContainsFunc(srcs, streamed)
}

// amountWeighedRE: a comparative that weighs how much of each side ("did
// I swim more before or after my trip"), not whether either had any.
var amountWeighedRE = lazyre.New(`\b(?:more|less|fewer|most|least|further|farther|longer|shorter|often)\b`)

// sideNameRE: the name of a side's ref in a comparison's expression.
var sideNameRE = lazyre.New(`\bside_[a-z]\b`)

// compare builds a comparison: each side's total (or count) as a ref, and
// an APPLY that names the larger side or gives the difference.
func (b *builder) compare() {
	f := b.f
	base := b.top
	// the sides are also counted where the measure "more" implied may be
	// recorded by neither, for a comparison that names a side or says
	// whether one is more
	counted := f.CountUnmeasured && f.Measure != nil && !f.Average && f.Period == 0 && f.Diff == 0 && f.Trend[0] == "" && !f.Both && f.Times == 0 && f.Form == FormCompare
	refs := map[string]*tree.Node{}
	var names []string
	for i, s := range f.Sides {
		name := fmt.Sprintf("side_%c", 'a'+i)
		names = append(names, name)
		sb := &builder{f: f, top: tree.Clone(base), scope: b.scope, have: maps(b.have)}
		if s.Sources == nil {
			// "did I meet Lena or Sofia more often": each side searches
			// for its own name, not for both at once
			ownQuery(sb.top, s.Label, f.Sides[1-i].Label)
			if len(s.Conds) == 0 && strings.Contains(sb.scope, s.Label) {
				// and says it, where no condition of its own does:
				// "number of I meet Elif", the answer's label of the side
				sb.scope = ownWords(sb.scope, f.Sides[1-i].Label)
			}
			if s.Own && !searchesFor(sb.top, s.Label) {
				// "more lunches or dinners" of the meals' own query,
				// which says neither: each side searches for its own
				alsoQuery(sb.top, s.Label)
				sb.scope = s.Label + " of " + sb.scope
			}
		}
		if s.act != nil {
			// a sport the workouts' types do not hold but the records
			// write of: its own search, as when asked of alone
			// (the scope says the side as a condition's words would, for
			// the answer's labels of the two)
			ownSearch(sb.top, s.act)
			sb.scope += " " + s.Label
		}
		if s.Query != "" {
			alsoQuery(sb.top, s.Query)
			sb.scope = s.Query + " of " + sb.scope
		}
		sb.filter(s.Conds)
		switch {
		case f.Period > 0 && len(s.Conds) == 1 && s.Conds[0].From != "" && s.Conds[0].To != "" && !strings.Contains(s.Conds[0].To, "today"):
			// "how much did I spend per month in 2020 versus 2021": each
			// side's total over the periods of its window
			sb.perPeriodOf(s.Conds[0])
		case f.Measure != nil && f.SideMost != 0:
			sb.prepare(f.Measure)
			op, most := tree.MAX, "most"
			if f.SideMost < 0 {
				op, most = tree.MIN, "least"
			}
			sb.push(op, fmt.Sprintf("%s %s of %s", most, f.Measure.Words, sb.scope), tree.Args{Attr: f.Measure.Attr})
		case f.Measure != nil && f.Average:
			sb.prepare(f.Measure)
			sb.push(tree.AVG, fmt.Sprintf("average %s of %s", f.Measure.Words, sb.scope), tree.Args{Attr: f.Measure.Attr})
		case f.Measure != nil:
			sb.prepare(f.Measure)
			sb.push(tree.SUM, fmt.Sprintf("%s of %s", f.Measure.Words, sb.scope), tree.Args{Attr: f.Measure.Attr})
		case (f.Form == FormShare || f.Form == FormCompare) && f.Group != nil:
			// a share of orders: each order once, however many items
			sb.prepare(f.Group)
			sb.push(tree.APPLY, "number of "+f.Group.Words+"s of "+sb.scope, tree.Args{Fn: fmt.Sprintf("len(unique(map(items, .%s)))", f.Group.Attr)})
		case daysWeighedRE().MatchString(strings.ToLower(f.Question)):
			// "more good days or bad days": days, each once however
			// many records it holds
			sb.push(tree.APPLY, "number of days of "+sb.scope, tree.Args{Fn: "len(dates_of(items))"})
		default:
			sb.push(tree.APPLY, "number of "+sb.scope, tree.Args{Fn: "len(items)"})
		}
		refs[name] = sb.top
		if f.MeasureElse != nil && f.Measure != nil && f.Average {
			eb := &builder{f: f, top: sb.top.Inputs[0], scope: sb.scope, have: maps(sb.have)}
			eb.prepare(f.MeasureElse)
			eb.push(tree.AVG, fmt.Sprintf("average %s of %s", f.MeasureElse.Words, sb.scope), tree.Args{Attr: f.MeasureElse.Attr})
			refs["else_"+name] = eb.top
		}
		if counted {
			refs["count_"+name] = &tree.Node{Op: tree.APPLY, Question: "number of " + sb.scope, Args: tree.Args{Fn: "len(items)"}, Inputs: []*tree.Node{sb.top.Inputs[0]}}
		}
	}
	// the second side per as long a time as the first, where their
	// times differ in length (a weekday's runs against a weekend day's)
	perTime := func(x string) string {
		if f.SideRatio > 0 && !f.Average {
			return fmt.Sprintf("(%s * %g)", x, f.SideRatio)
		}
		return x
	}
	// the measure where either side records it, else how many; a side
	// with nothing on it sums to 0, which records nothing either ("more
	// in the morning or in the evening" of swims never told in km)
	byMeasureOrCount := func(weigh func(a, b string) string) string {
		a, b := names[0], names[1]
		return fmt.Sprintf("(%s == nil || count_%s == 0) && (%s == nil || count_%s == 0) ? (%s) : (%s)", a, a, b, b, weigh("count_"+a, perTime("count_"+b)), weigh("("+a+" ?? 0)", perTime("("+b+" ?? 0)")))
	}
	if f.SideRatio > 0 && !f.Average && !counted {
		names[1] = perTime("(" + names[1] + " ?? 0)")
	}
	first, second := quote(f.Sides[0].Label), quote(f.Sides[1].Label)
	if f.Lesser {
		first, second = second, first // the larger side is not the one chosen
	}
	var fn string
	switch {
	case counted && f.Whether != 0:
		op := map[bool]string{true: ">", false: "<"}[f.Whether > 0]
		if f.Whether > 0 && f.Times == 1 && !f.TimesOver {
			op = ">=" // "as many … as": reached
		}
		fn = byMeasureOrCount(func(a, b string) string { return a + " " + op + " " + b })
	case counted:
		fn = byMeasureOrCount(func(a, b string) string {
			return fmt.Sprintf("%[1]s == 0 && %[2]s == 0 ? %[3]s : %[1]s > %[2]s ? %[4]s : %[1]s < %[2]s ? %[5]s : %[6]s", a, b, quote(noneAnswer), first, second, quote(sameAnswer))
		})
	case f.Form == FormShare:
		fn = fmt.Sprintf("%s == 0 ? 0 : round(100 * %s / %s, 2)", names[1], names[0], names[1])
	case f.Whether > 0 && f.Times == 1 && !f.TimesOver:
		// "as many … as": whether the first reaches the second, the
		// two said beside the answer as "more … than" has them
		fn = fmt.Sprintf("%s >= %s", names[0], names[1])
	case f.Whether > 0 && f.Times > 0:
		// "twice as many": whether the first reaches the factor, and how
		// many times the second it is
		fn = fmt.Sprintf(`%[2]s == 0 ? %[1]s > 0 : (%[1]s %[4]s %[3]g * %[2]s ? "yes" : "no") + " — " + str(round(%[1]s / %[2]s, 2)) + " times as much"`, names[0], names[1], f.Times, factorOp(f.TimesOver))
	case f.Whether > 0:
		fn = fmt.Sprintf("%s > %s", names[0], names[1])
	case f.Whether < 0:
		fn = fmt.Sprintf("%s < %s", names[0], names[1])
	case f.Diff == diffPct:
		fn = fmt.Sprintf("%[2]s == 0 ? nil : round(100 * (%[1]s - %[2]s) / %[2]s, 2)", names[0], names[1])
	case f.Diff == diffRatio:
		fn = fmt.Sprintf("%s == 0 ? nil : round(%s / %s, 2)", names[1], names[0], names[1])
	case f.Diff == diffAbs:
		fn = fmt.Sprintf("abs(%s - %s)", names[0], names[1])
	case f.Diff != 0 && !neutralChangeRE().MatchString(strings.ToLower(f.Question)):
		fn = signedDiff(f, names)
	case f.Diff > 0:
		// a change from one time to another, neither way ("how did my
		// spending change from 2020 to 2021"): negative where it fell
		fn = fmt.Sprintf("%s - %s", names[0], names[1])
	case f.Diff < 0:
		fn = fmt.Sprintf("%s - %s", names[1], names[0])
	case f.Trend[0] != "":
		// from the first time to the second: a fall, a rise, or none
		fn = fmt.Sprintf("%s > %s ? %s : %s < %s ? %s : %s", names[0], names[1], quote(f.Trend[0]), names[0], names[1], quote(f.Trend[1]), quote(sameAnswer))
	case f.Either && f.EachSide > 0:
		// "did I go both running and swimming": yes where each had any,
		// the two amounts said beside it (not the side that had, which
		// read as a yes)
		fn = fmt.Sprintf("%s > 0 && %s > 0", names[0], names[1])
	case f.Either && f.EachSide < 0:
		fn = fmt.Sprintf("%s == 0 && %s == 0", names[0], names[1])
	case f.Either:
		// "did I swim before or after my trip": both, one, or neither
		fn = fmt.Sprintf("%[1]s > 0 && %[2]s > 0 ? %[3]s : %[1]s > 0 ? %[4]s : %[2]s > 0 ? %[5]s : %[6]s", names[0], names[1], quote(bothAnswer), quote(f.Sides[0].Label), quote(f.Sides[1].Label), quote(noneAnswer))
	case f.Both:
		fn = fmt.Sprintf("%s + \": \" + %s + \"; \" + %s + \": \" + %s", quote(f.Sides[0].Label), amountText(names[0], f.Measure, f.Currency), quote(f.Sides[1].Label), amountText(names[1], f.Measure, f.Currency))
	default:
		// a tie is neither: "the same", never the side said first; and
		// nothing on either side is none, not a tie ("did I walk more in
		// 2016 or 2017", no walks recorded)
		fn = fmt.Sprintf("%s == 0 && %s == 0 ? %s : %s > %s ? %s : %s < %s ? %s : %s", names[0], names[1], quote(noneAnswer), names[0], names[1], first, names[0], names[1], second, quote(sameAnswer))
		if f.Measure != nil && f.Average {
			// an average of nothing is none, no tie ("was it colder in
			// January or February", no temperature then): a side
			// without one is said, not weighed
			fn = fmt.Sprintf("%[1]s == nil && %[2]s == nil ? %[3]s : %[1]s == nil ? %[4]s : %[2]s == nil ? %[5]s : (%[6]s)", names[0], names[1], quote(noneAnswer),
				quote("not known: none found for "+f.Sides[0].Label), quote("not known: none found for "+f.Sides[1].Label), fn)
		}
	}
	if _, ok := refs["else_"+names[0]]; ok {
		// where neither side records the measure, the same weighing of
		// the one said instead
		fn = fmt.Sprintf("%s == nil && %s == nil ? (%s) : (%s)", names[0], names[1], sideNameRE().ReplaceAllString(fn, "else_$0"), fn)
	}
	args := tree.Args{Fn: fn}
	if f.Form == FormShare || f.Diff == diffPct {
		args.As = "percent" // said "8.62 %"
	}
	n := b.push(tree.APPLY, f.Question, args)
	n.Refs = refs
}

// alsoQuery adds words to what the RETRIEVEs under n search for, and
// says so in their question ("books of my online purchases").
func alsoQuery(n *tree.Node, words string) {
	if n.Op == tree.RETRIEVE {
		n.Args.Query = strings.TrimSpace(n.Args.Query + " " + words)
		n.Question = words + " of " + n.Question
	}
	for _, in := range n.Inputs {
		alsoQuery(in, words)
	}
}

// ownSearch makes every RETRIEVE under n the search of the sport a's own
// question ("I went cycling" in its sources), in place of the search of
// both sides.
func ownSearch(n *tree.Node, a *activity) {
	if n.Op == tree.RETRIEVE {
		n.Args.Query, n.Args.Sources, n.Question = a.Query, sportSources(a), a.Subject
	}
	for _, in := range n.Inputs {
		ownSearch(in, a)
	}
}

// searchesFor reports whether a RETRIEVE under n searches for words.
func searchesFor(n *tree.Node, words string) bool {
	if n == nil {
		return false
	}
	if n.Op == tree.RETRIEVE && strings.Contains(strings.ToLower(n.Args.Query), strings.ToLower(words)) {
		return true
	}
	return slices.ContainsFunc(n.Inputs, func(in *tree.Node) bool { return searchesFor(in, words) })
}

// namesWeighedRE: two capitalised words weighed against each other, "Elif
// or Leonor", "Elif more often than Leonor".
// The preposition of the first may be said again before the second
// ("with Karim more often than with Elif", "with Karim or with Elif").
// namesBothRE: two capitalised words asked of both ("both Mateo and
// Freya", "both with Karim and with Elif").
var namesBothRE = lazyre.New(`\bboth\s+(?:` + againPreps + `\s+)?(\p{Lu}[\p{L}'’-]*)\s+(?:and|&)\s+(?:` + againPreps + `\s+)?(\p{Lu}[\p{L}'’-]*)\b`)

var namesWeighedRE = lazyre.New(`\b(\p{Lu}[\p{L}'’-]*)\s+(?:(?:or|vs\.?|versus)|(?:more|less)\s+(?:often\s+)?than)\s+(?:` + againPreps + `\s+)?(\p{Lu}[\p{L}'’-]*)\b`)

// againPreps are the prepositions a comparison says again before its
// second name ("more on books than on electronics": the "on" of
// spending said again).
const againPreps = `(?:with|to|from|for|at|by|on)`

// namesWeighed returns the two names a comparison weighs when both are
// words the question searches for (names no field holds as a value, that
// nothing else read), or nil.
func (p *parser) namesWeighed() []string {
	m := namesWeighedRE().FindStringSubmatchIndex(p.t.orig)
	if m == nil && p.bothWhether {
		// "did I see both Mateo and Freya": each of the two, on its own
		m = namesBothRE().FindStringSubmatchIndex(p.t.orig)
	}
	if m == nil {
		return nil
	}
	a, b := p.t.orig[m[2]:m[3]], p.t.orig[m[4]:m[5]]
	if a == b || m[2] == 0 {
		return nil
	}
	toks := rlex.Tokens(p.t.orig)
	for _, at := range []int{m[2], m[4]} {
		i := slices.IndexFunc(toks, func(t rlex.Token) bool { return t.Pos == at })
		if i < 0 || p.readToken(toks, i) {
			return nil
		}
	}
	return []string{a, b}
}

// relationsWeighedRE: two of the person's relations weighed against each
// other, "my mum or my dad", "my mother more often than (with) my
// brother"; groups 1 and 2 the relations' words.
// relationsBothRE: two relations asked of both ("both my mum and my
// dad").
var relationsBothRE = lazyre.New(`\bboth\s+(?:` + againPreps + `\s+)?(?:my|our)\s+(\p{L}+)\s+(?:and|&)\s+(?:` + againPreps + `\s+)?(?:my|our)\s+(\p{L}+)\b`)

var relationsWeighedRE = lazyre.New(`\b(?:my|our)\s+(\p{L}+)\s+(?:(?:or|vs\.?|versus)|(?:more|less)\s+(?:often\s+)?than)\s+(?:` + againPreps + `\s+)?(?:my|our)\s+(\p{L}+)\b`)

// relationsWeighed returns the two relations a comparison weighs ("my
// mum", "my dad") when the lexicon knows both words as family of one
// kind and not one relation ("my mum or my mother"), or nil.
func (p *parser) relationsWeighed() []string {
	m := relationsWeighedRE().FindStringSubmatch(p.t.orig)
	if m == nil && p.bothWhether {
		// "did I call both my mum and my dad"
		m = relationsBothRE().FindStringSubmatch(p.t.orig)
	}
	if m == nil {
		return nil
	}
	a, b := p.relation(m[1]), p.relation(m[2])
	if a == "" || b == "" || a == b {
		return nil
	}
	return []string{"my " + m[1], "my " + m[2]}
}

// relation returns the lexicon's family concept a word names outright
// ("mum": mother), or "".
func (p *parser) relation(w string) string {
	if p.env == nil || p.env.Lexicon == nil {
		return ""
	}
	for _, h := range p.env.Lexicon.Find(rlex.Tokens(w)) {
		if h.Concept.Kind == "family" && h.Weight >= rlex.Strong && h.End == 1 {
			return h.Concept.ID
		}
	}
	return ""
}

// kindsWeighedRE: two words weighed against each other, "lunches or
// (more) dinners", "lunches than dinners", "on books than on
// electronics" (the preposition said again).
var kindsWeighedRE = lazyre.New(`\b(\p{L}+)\s+(?:or|vs\.?|versus|than)\s+(?:` + againPreps + `\s+)?(?:(?:more|fewer|less)\s+)?(\p{L}+)\b`)

// kindsWeighed are two words of the question weighed against each other
// ("did I have more lunches or dinners") that name two concepts of one
// kind the lexicon knows (meals, cuisines), neither generic nor the same,
// or nil: each side is what says its own word.
func (p *parser) kindsWeighed() []string {
	if p.env == nil || p.env.Lexicon == nil {
		return nil
	}
	pair := func(a, b string) []string {
		var kinds []*rlex.Concept
		for _, w := range []string{a, b} {
			cs := p.env.Lexicon.Parse(w).Concepts
			if len(cs) != 1 || cs[0].Generic || cs[0].Kind == "family" || cs[0].Kind == "people" {
				return nil
			}
			kinds = append(kinds, cs[0])
		}
		if kinds[0] == kinds[1] || kinds[0].Kind != kinds[1].Kind {
			return nil
		}
		return []string{a, b}
	}
	if m := kindsWeighedRE().FindStringSubmatch(p.t.orig); m != nil {
		if ks := pair(m[1], m[2]); ks != nil {
			return ks
		}
	}
	// "Thai food or Italian (food)": a kind with the noun it qualifies,
	// the noun said again or left to be understood
	if m := kindsOfNounWeighedRE().FindStringSubmatch(p.t.orig); m != nil {
		b := m[3]
		if strings.EqualFold(m[4], m[2]) {
			b += " " + m[4]
		}
		return pair(m[1]+" "+m[2], b)
	}
	return nil
}

// kindsOfNounWeighedRE: two kinds of one noun weighed ("Thai food or
// Italian food", "Thai food than Italian"): groups 1 and 2 the first kind
// and its noun, 3 the second kind, 4 the word after it, its noun where
// that is said again.
var kindsOfNounWeighedRE = lazyre.New(`\b(\p{L}+)\s+(\p{L}+)\s+(?:or|vs\.?|versus|than)\s+(?:` + againPreps + `\s+)?(?:(?:more|fewer|less)\s+)?(\p{L}+)(?:\s+(\p{L}+))?\b`)

// ownQuery drops, from the words the RETRIEVEs under n search for and
// say, the other side's name joined to this side's ("Lena or Sofia":
// "Lena").
func ownQuery(n *tree.Node, own, other string) {
	if n == nil || own == "" || other == "" {
		return
	}
	if n.Op == tree.RETRIEVE && strings.Contains(n.Args.Query, own) {
		n.Args.Query = ownWords(n.Args.Query, other)
		n.Question = ownWords(n.Question, other)
	}
	for _, in := range n.Inputs {
		ownQuery(in, own, other)
	}
}

// ownWords is s without the other side's name and the word that joins
// or weighs it ("Elif more often than Leonor", Leonor's side: without
// Elif and the "than" that weighed her).
func ownWords(s, other string) string {
	o := regexp.QuoteMeta(other)
	re := regexp.MustCompile(`\s+(?:or|and|vs\.?|versus|than)\s+(?:` + againPreps + `\s+)?` + o + `\b|\b` + o + `\s+(?:or|and|vs\.?|versus)\s+(?:` + againPreps + `\s+)?`)
	q := re.ReplaceAllString(s, " ")
	q = regexp.MustCompile(`\b`+o+`\b((?:\s+\S+)*?)\s+than(?:\s+`+againPreps+`\b)?`).ReplaceAllString(q, "$1")
	return strings.Join(strings.Fields(q), " ")
}

// amountText is an expression writing a side's amount with its unit (a
// time in hours, a distance in km, a count as it is).
func amountText(side string, m *Quantity, currency string) string {
	if m == nil {
		return fmt.Sprintf("str(%s)", side)
	}
	switch m.Attr {
	case "duration_s":
		return fmt.Sprintf("str(round(%s / 3600, 2)) + \" h\"", side)
	case "hours":
		return fmt.Sprintf("str(round(%s, 2)) + \" h\"", side)
	case "minutes":
		return fmt.Sprintf("str(round(%s, 1)) + \" min\"", side)
	}
	if u, _ := qa.UnitOf(m.Attr); u != "" {
		return fmt.Sprintf("str(round(%s, 2)) + \" %s\"", side, u)
	}
	if currency != "" {
		return fmt.Sprintf("str(round(%s, 2)) + \" %s\"", side, currency)
	}
	return fmt.Sprintf("str(round(%s, 2))", side)
}

// signedDiff weighs "how many more A than B" (Diff > 0: A - B) or "how
// many fewer A than B" (Diff < 0: B - A). A question may presume the
// wrong way round ("how many more movies than songs", more songs played):
// a negative number would read as an answer, so that case says by how
// much the other side is ahead, with both amounts; so does a change of
// a direction ("by how much did it drop"). A change asked of none ("how
// did it change from 2020 to 2021") keeps its sign: a fall is negative.
func signedDiff(f *Frame, names []string) string {
	big, small, turned := names[0], names[1], "fewer, not more"
	if f.Measure != nil || f.Currency != "" {
		turned = "less, not more"
	}
	if f.Diff < 0 {
		big, small, turned = names[1], names[0], "more, not "+map[bool]string{true: "less", false: "fewer"}[f.Measure != nil || f.Currency != ""]
	}
	return fmt.Sprintf(`%[1]s >= %[2]s ? %[1]s - %[2]s : %[3]s + %[4]s + %[5]s + ": " + %[6]s + ", " + %[7]s + ": " + %[8]s + ")"`,
		big, small, amountText("("+small+" - "+big+")", f.Measure, f.Currency), strconv.Quote(" "+turned+" ("),
		quote(f.Sides[0].Label), amountText(names[0], f.Measure, f.Currency), quote(f.Sides[1].Label), amountText(names[1], f.Measure, f.Currency))
}

// neutralChangeRE: a change asked of no direction, read as a difference
// that keeps its sign.
var neutralChangeRE = lazyre.New(`\b(?:change|changed|vary|varied|evolve|evolved|develop|developed|shift|shifted|move|moved)\b`)

// currency sets the currency of the amounts of money a comparison gives
// both of (or says the difference of, the other way round: signedDiff):
// the one value of the currency field ("price_currency", else
// "currency") of the sources that record the amount, as the library's
// catalog says. A total or an average keeps it too, for when it is one of
// two amounts asked together (bothAmounts).
func (p *parser) currency() {
	f := p.f
	said := f.Form == FormSum || f.Form == FormAvg || f.Form == FormCompare && (f.Both || f.Diff == 1 || f.Diff == -1)
	if !said || f.Measure == nil || p.env.Catalog() == nil {
		return
	}
	if _, class := qa.UnitOf(f.Measure.Attr); class != qa.UnitMoney {
		return
	}
	cur := ""
	for _, c := range p.currencyFields(f.Measure.Attr) {
		if c == nil || len(c.Values) != 1 || cur != "" && c.Values[0].Text != cur {
			return
		}
		cur = c.Values[0].Text
	}
	f.Currency = cur
}

// currencyFields are, of each source the question reads that records
// attr, the field that says which currency it is in (attr_currency, else
// currency), or nil where none does.
func (p *parser) currencyFields(attr string) []*catalog.Field {
	var out []*catalog.Field
	for i := range p.env.Catalog().Sources {
		s := &p.env.Catalog().Sources[i]
		if len(p.f.Sources) > 0 && !slices.Contains(p.f.Sources, s.Name) || s.Field(attr) == nil {
			continue
		}
		c := s.Field(attr + "_currency")
		if c == nil {
			c = s.Field("currency")
		}
		out = append(out, c)
	}
	return out
}

// currencyAsked reads an amount of money asked in a currency ("how much
// did I spend on Amazon in euros"): the currency is the answer's unit,
// not words of what was bought. Amounts are not converted: where the
// library records them in another currency, the answer says so.
func (p *parser) currencyAsked() {
	f := p.f
	if p.lx.inCurrency == nil {
		return
	}
	// the amount summed, or the one ranked ("my biggest discount in
	// dollars")
	var amount *Quantity
	for _, q := range []*Quantity{f.Measure, f.Rank, f.Val} {
		if q == nil {
			continue
		}
		if _, class := qa.UnitOf(q.Attr); class == qa.UnitMoney {
			amount = q
			break
		}
	}
	if amount == nil {
		return
	}
	m := p.t.find(p.lx.inCurrency)
	if m == nil {
		return
	}
	said := p.t.group(m, 1)
	code, _ := p.lx.currencies.lookup(said)
	p.t.consume(m[0], m[1])
	if p.env.Catalog() == nil {
		return
	}
	var recorded []string
	for _, c := range p.currencyFields(amount.Attr) {
		if c == nil {
			continue
		}
		for _, v := range c.Values {
			if v.Text != "" && !slices.Contains(recorded, v.Text) {
				recorded = append(recorded, v.Text)
			}
		}
	}
	if len(recorded) == 0 || len(recorded) == 1 && strings.EqualFold(recorded[0], code) {
		return
	}
	slices.Sort(recorded)
	f.Notes = append(f.Notes, fmt.Sprintf("amounts are recorded in %s: they are not converted to %s", strings.Join(recorded, ", "), said))
}

func maps(m map[string]bool) map[string]bool {
	out := make(map[string]bool, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// resolveNth makes the frame the n-th happening in time, when the
// question names an ordinal: its date (for "when"/"what date"), or what is
// asked of it, a value or an amount.
func (p *parser) resolveNth(asked *Key, measure *Quantity) bool {
	f := p.f
	if p.nthN < 2 || p.most || f.K > 1 || p.extreme != "" && p.extreme != "first" && p.extreme != "last" && p.extreme != "next" {
		return false // "the second most played", "my second longest run": ranked (rankedNth)
	}
	f.Form, f.N, f.FromEnd = FormNth, p.nthN, p.nthFromEnd
	switch {
	case p.askedWhen || asked != nil && asked.ID == "day":
		f.Val = &Quantity{ID: "date", Attr: whenAttr(f.Question), Words: "date"}
	case asked != nil:
		f.Val = asked
	case measure != nil:
		// "how far was my third run in June": its distance, not its title
		f.Val = measure
	case f.act != nil && f.act.Structured && f.act.Name == "":
		// "what was my 100th run": things that have no name of their
		// own ("running", every run) are told by their day
		f.Val = &Quantity{ID: "date", Attr: dateAttr, Words: "date"}
	default:
		f.Val = p.titleKey()
	}
	return true
}

// rankedNth makes a ranking's answer its n-th ("the second most played
// artist", "my third longest run") instead of the best.
func (p *parser) rankedNth() {
	f := p.f
	if p.nthN < 2 || f.K > 1 {
		return
	}
	switch {
	case f.Form == FormBest && f.Within == nil && f.IsBest == nil && f.Group != nil:
	case f.Form == FormExtreme && f.Rank != nil && !f.Thing:
	default:
		return
	}
	f.N = p.nthN
}

// nthRanked adds the APPLY that picks the n-th of items ranked by attr
// (descending unless least), answering val.
func (b *builder) nthRanked(attr, val string, least bool) {
	f := b.f
	dir := `, "desc"`
	if least {
		dir = ""
	}
	nth := fmt.Sprintf("sort_by(items, %q%s)[%d]", attr, dir, f.N-1)
	// the one itself where it lacks what is asked of it ("my second
	// longest trip", to a place no record names): which one it was, not
	// "nothing"
	fn := fmt.Sprintf("len(items) < %d ? nil : %s.%s != nil ? %s.%s : %s", f.N, nth, val, nth, val, nth)
	b.push(tree.APPLY, f.Question, tree.Args{Fn: fn})
}

// nthValue adds the APPLY that picks the n-th largest (smallest when
// least) of the different values of attr ("my second longest run": the
// second distance).
func (b *builder) nthValue(attr string, least bool) {
	f := b.f
	dir := `, "desc"`
	if least {
		dir = ""
	}
	vals := fmt.Sprintf("unique(map(items, .%s))", attr)
	fn := fmt.Sprintf("len(%s) < %d ? nil : sort(%s%s)[%d]", vals, f.N, vals, dir, f.N-1)
	b.push(tree.APPLY, f.Question, tree.Args{Fn: fn, As: attr}) // As: the value's unit
}

// nthOf adds the APPLY that picks the n-th item in time.
func (b *builder) nthOf() {
	f := b.f
	b.prepare(f.Val)
	fn := fmt.Sprintf("len(items) < %d ? nil : sort_by(items, \"start_datetime\")[%d].%s", f.N, f.N-1, f.Val.Attr)
	if f.FromEnd {
		// "the second to last": counted back from the last
		fn = fmt.Sprintf("len(items) < %d ? nil : sort_by(items, \"start_datetime\")[len(items) - %d].%s", f.N, f.N, f.Val.Attr)
	}
	args := tree.Args{Fn: fn}
	if _, c := qa.UnitOf(f.Val.Attr); c != qa.UnitNone {
		args.As = f.Val.Attr // an amount answered in its unit ("14.4 km")
	}
	b.push(tree.APPLY, f.Question, args)
}

// elseRE: "who else", "whom else" (the "who" may be read already): other
// people than the question names.
var elseRE = lazyre.New(`(?:\b(?:who|whom)|^)[\s|]*(else)\b`)

// others reads "who else …": the people the question names are not the
// answer ("Who else was at Lena's birthday party?" is not Lena). The word
// "else" is consumed, so it is not searched for.
func (p *parser) others() {
	m := p.t.find(elseRE())
	if m == nil {
		return
	}
	p.t.consume(m[2], m[3])
	if p.lk == nil || p.env == nil || p.env.Lexicon == nil {
		return
	}
	fields := map[string]bool{"occasion_of": true}
	if r, ok := p.env.Lexicon.Attr("participants"); ok {
		for _, f := range r.Sources {
			fields[f] = true
		}
	}
	for _, s := range p.lk.res.Spans {
		if s.Kind != link.KindValue || !s.Sure {
			continue
		}
		for _, r := range s.Refs {
			if fields[r.Field] && !slices.Contains(p.f.Others, r.Value) {
				p.f.Others = append(p.f.Others, r.Value)
				break
			}
		}
	}
}

// exclusion takes an exclusion the linked names did not ("Apart from Jonas,
// who …" when Jonas is only a companion named in texts): the answer's key
// must not be it. Read after linking, so a name of the library is excluded
// by its own FILTER instead.
func (p *parser) exclusion() {
	if p.correspondentLeftOut() {
		return
	}
	m := p.t.find(exceptWhatRE())
	if m == nil {
		return
	}
	end := m[3]
	for {
		// "besides Ben, Max and Lena": the names listed go on past a comma
		n := listedOnRE().FindSubmatchIndex(p.t.low[end:])
		if n == nil || p.namesListed(p.t.original(m[2], end+n[3])) == nil {
			break
		}
		end += n[3]
	}
	p.f.Exclude = p.t.original(m[2], end)
	p.t.consume(m[0], end)
	if v := p.heldName(p.f.Exclude); v != "" {
		// "apart from bananas": the library's "banana"
		p.f.Exclude = v
	}
	if names := p.namesListed(p.f.Exclude); len(names) > 1 {
		// "besides Ben and Max": each left out, not the two as one name
		p.f.Exclude = names[0]
		for _, n := range names[1:] {
			if !slices.Contains(p.f.Others, n) {
				p.f.Others = append(p.f.Others, n)
			}
		}
	}
}

// personLeftOut takes a person left out of the people asked for ("who
// did I go climbing with, besides Ben"): the answer's people must not be
// him, the records done with him stay (those with Ben and Max say Max);
// left out of the records, none with him would be read.
func (p *parser) personLeftOut() {
	f := p.f
	if f.Form != FormList || f.Val == nil || f.Val.ID != "person" {
		return
	}
	f.Content = slices.DeleteFunc(f.Content, func(c Cond) bool {
		v, ok := strings.CutPrefix(c.Words, "except ")
		if !ok || !strings.Contains(c.Expr, "participants") || strings.Contains(v, " ") {
			return false
		}
		if f.Exclude == "" {
			f.Exclude = v
		} else if !slices.Contains(f.Others, v) {
			f.Others = append(f.Others, v)
		}
		return true
	})
}

// listedOnRE: one more of a list after a comma (group 1).
var listedOnRE = lazyre.New(`^\s*,\s*(?:and\s+|&\s+)?([^,?|]+?)\s*(?:,|\?|$)`)

// namesListRE: what joins names listed ("Ben and Max", "Ben, Max & Tom").
var namesListRE = lazyre.New(`\s*(?:,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)`)

// heldName returns the value of the library n names, as the library
// writes it, or its singular's ("bananas": "banana"); else "".
func (p *parser) heldName(n string) string {
	if p.env == nil {
		return ""
	}
	// plural.One gives n back where it is no plural: looked up once
	one, _ := plural.One(n)
	for _, w := range slices.Compact([]string{n, one}) {
		for _, r := range p.env.NameRefsWith(w) {
			if strings.EqualFold(r.Value, w) {
				return r.Value
			}
		}
	}
	return ""
}

// namesListed returns the names the library holds that s lists, each as
// the library writes it, where s is a list of them and not itself one
// name of the library ("Simon and Garfunkel" stays one); else nil.
func (p *parser) namesListed(s string) []string {
	if p.env == nil {
		return nil
	}
	parts := namesListRE().Split(strings.TrimSpace(s), -1)
	if len(parts) < 2 || p.heldName(s) != "" {
		return nil
	}
	var out []string
	for _, n := range parts {
		v := p.heldName(n)
		if v == "" {
			return nil
		}
		out = append(out, v)
	}
	return out
}

// periodsDoneRE: "how many weeks (months) … did I …" (group 1 the unit,
// 2–3 the plural), asking how many of them had the doing.
var periodsDoneRE = lazyre.New(`^[\s|]*how[\s|]+many[\s|]+((week|month)s)\b(?:[\s|]+(?:in|of|during|this|last)\b[^?]*?)?[\s|]+(?:did|do|have|had)[\s|]+(?:i|we)\b`)

// periodsDoneNotRE: words after which the weeks asked are a length of time
// (ago, since, until, before, in a row, spent), not those that had it.
var periodsDoneNotRE = lazyre.New(`\b(?:ago|since|until|till|before|after|between|in\s+a\s+row|straight|consecutive|spend|spent|take|took|been|left|per|a\s+year|each|every|more|less|fewer|over|under|least|most|above|below|exceed(?:ed)?|times|twice)\b|\blast\s*[?.!]*\s*$`)

// periodsCounted counts the weeks or months that had what was done
// ("how many weeks in 2022 did I play badminton"), each once.
func (p *parser) periodsCounted() {
	f := p.f
	if p.periodsDone == "" || f.Form != FormCount || p.negated {
		return
	}
	u := strings.TrimSuffix(p.periodsDone, "s")
	f.Form = FormSum
	f.Measure = &Quantity{ID: p.periodsDone, Attr: p.periodsDone, Words: p.periodsDone}
	f.Apart, f.ApartAs = fmt.Sprintf("len(unique(map(dates_of(items), {start_of_%s(#)})))", u), p.periodsDone
}

// numberBoundRE: a comparative before a number of things ("more than 100
// emails", "fewer than 5 runs"): a bound, no second side weighed; the
// number's noun (group 2) tells it from a year said as a side ("more than
// 2021", "than 2021 or").
var numberBoundRE = lazyre.New(`\b(?:more|less|fewer)\s+than\s+` + currencySigns + `?\d[\d,.]*\s*(\pL+)?`)

// numberBoundsOut blanks the bounds on a number of things.
func numberBoundsOut(s string) string {
	return numberBoundRE().ReplaceAllStringFunc(s, func(m string) string {
		w := numberBoundRE().FindStringSubmatch(m)[1]
		if w == "" || boundNotNounRE().MatchString(w) {
			return m
		}
		return " "
	})
}

// boundNotNounRE: words after a number that make it no number of things
// (a year as a side: "than 2021 in", "than 2021 or").
var boundNotNounRE = lazyre.New(`^(?:in|on|at|or|and|vs|versus|during|for|than|did|do|was|were|with|by|from|to)$`)

// vagueWhether answers a question of whether said with an amount no
// number says ("did I go to yoga a lot") with how many there were,
// and says the judgement is left to the asker: a yes for one record
// would pass for "a lot".
func (p *parser) vagueWhether() {
	f := p.f
	if p.vague == "" {
		return
	}
	if f.Form == FormYesNo && !p.vagueMoney && f.CountWhether == "" && f.SumWhether == "" && f.AvgWhether == "" && f.PerWhether == "" && f.IsBest == nil && !p.universal && !p.noneAsked && !p.negated && !p.dayWithout {
		f.Form = FormCount
		f.Notes = append(f.Notes, fmt.Sprintf("whether that is %q is a judgement no record makes: this is how many there were", p.vague))
		return
	}
	f.Notes = append(f.Notes, fmt.Sprintf("whether that is %q is a judgement no record makes: this answers without it", p.vague))
}

// judgementRE: the adjectives of a judgement of worth ("the best thing I
// bought", "my worst purchase") that no recogniser reads as a measure.
var judgementRE = lazyre.New(`\b(best|worst|finest)\b`)

// judgementUnread says so where a judgement of worth was read by no
// recogniser ("what was the best thing I bought": no record rates what
// was bought): what is answered is every one, or those called by the
// word ("The Best American Crime Writing"), which must not pass for the
// best.
func (p *parser) judgementUnread() {
	var w string
	if m := p.t.find(judgementRE()); m != nil {
		w = strings.ToLower(p.t.group(m, 1))
	} else if i := slices.IndexFunc(p.f.Unlinked, func(u string) bool { return judgementRE().MatchString(strings.ToLower(u)) }); i >= 0 {
		// a word the library never uses is said not understood; what
		// it left out of the answer is said here
		w = strings.ToLower(p.f.Unlinked[i])
	} else {
		return
	}
	how := "this answers the question without it"
	if strings.Contains(strings.ToLower(p.f.Query), w) {
		how = "it was only searched for in what they are called"
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is a judgement no record makes (nothing rates them): %s", w, how))
}
