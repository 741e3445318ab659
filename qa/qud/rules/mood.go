package rules

import (
	"fmt"
	"slices"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/mood"
	"reqap/qa"
	"reqap/qa/qud/link"
	"reqap/qa/tree"
)

// moodAskedRE: a feeling said of oneself ("was I happy", "did I feel
// down", "days I was cheerful", "how many days was I very sad"); group 1
// is the mood word, or the phrase of a mood one is in ("in a bad mood").
// Being is of the speaker only ("were the films
// good" is no mood of mine).
var moodAskedRE = lazyre.New(`\b(?:(?:i|we)\s+(?:was|were|am|have\s+been|had\s+been)|(?:was|were|am)\s+(?:i|we)|(?:feel|felt|feeling))\s+(?:(?:very|really|so|quite|pretty|truly)\s+)?(in\s+a\s+(?:(?:very|really|pretty|truly)\s+)?[a-z]+\s+mood|[a-z]+)\b`)

// moodAsked reads a mood word asked ("happy") that the library does not
// hold as a value of its mood field by what it means: the moods the
// library records that feel the same way, by the mood lexicon's valences
// ("happy": good, great), or the mood it is where the library records
// that one ("down": sad). Searched for, it was found in no record, and
// the answer was a confident "no".
func (p *parser) moodAsked() {
	if p.env.Catalog() == nil {
		return
	}
	orig := newText(p.t.orig)
	ms := moodAskedRE().FindAllSubmatchIndex(orig.low, -1)
	ms = append(ms, moodDayRE().FindAllSubmatchIndex(orig.low, -1)...)
	for _, m := range ms {
		a, b := m[2], m[3]
		word := string(orig.low[a:b])
		t, ok := dayMood(word)
		if ws := strings.Fields(word); !ok && len(ws) > 3 && ws[0] == "in" {
			// "in a happy mood": the mood the adjective is
			t, ok = mood.Of(ws[len(ws)-2])
		}
		if !ok || strings.ContainsRune(string(p.t.low[a:b]), used) {
			continue // no mood word, or read as something else
		}
		if c := moodCauseRE().FindSubmatch(orig.low[b:]); c != nil && !p.namesPerson(string(c[1])) {
			// "ill with the flu", "sick from the oysters": the state
			// is said of what follows, which the question is about;
			// read as a mood of any day it was dropped, and the first
			// day of feeling unwell was the answer
			continue
		}
		vals, held := p.moodsAlike(word, t)
		if held || len(vals) == 0 {
			continue // the value itself ("stressed"), or no mood alike
		}
		if slices.Contains(vals, t.Mood) {
			vals = []string{t.Mood} // "down": the mood it is, sad, where recorded
		}
		var q []string
		for _, v := range vals {
			q = append(q, quote(v))
		}
		p.addEntity([]int{a, b}, orig.original(a, b), &attrSpec{Name: "mood", Type: qa.TypeText}, fmt.Sprintf("(mood ?? \"\") in [%s]", strings.Join(q, ", ")))
		if p.f.act == nil && len(p.f.Sources) == 0 {
			// nothing else named: whatever records a mood, all of it
			p.allEvents = true
		}
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as the moods recorded that feel alike: %s", word, strings.Join(vals, ", ")))
	}
}

// moodCauseRE: what a state is with or from, after its word ("ill with
// the flu", "sick from bad sushi", "happy with my mum"); group 1 the
// thing or person, with "my" when said.
var moodCauseRE = lazyre.New(`^\s+(?:with|from)\s+(?:(?:the|a|an|some|bad)\s+)?((?:my\s+)?\pL+)`)

// moodDayRE: a day said by how it felt ("bad days", "a good day", "happy
// days"); group 1 is the adjective, read as a mood only where it is one.
var moodDayRE = lazyre.New(`\b([a-z]+)\s+days?\b`)

// dayMood is the mood a word says, alone ("happy") or as the mood one is
// in ("bad": in a bad mood).
func dayMood(word string) (mood.Term, bool) {
	if t, ok := mood.Of(word); ok {
		return t, true
	}
	if strings.ContainsRune(word, ' ') {
		return mood.Term{}, false
	}
	return mood.Of("in a " + word + " mood")
}

// moodsAlike returns the moods the library records (lower-cased) that
// feel the way t does, and whether word itself is one of them.
func (p *parser) moodsAlike(word string, t mood.Term) (vals []string, held bool) {
	for _, name := range p.moodSources() {
		for _, v := range p.env.Catalog().Source(name).Field("mood").Values {
			low := strings.ToLower(v.Text)
			if low == word {
				held = true
			}
			if vt, ok := mood.Of(low); ok && mood.Sign(vt.Valence) == mood.Sign(t.Valence) && !slices.Contains(vals, low) {
				vals = append(vals, low)
			}
		}
	}
	return vals, held
}

// moodSources are the sources that record a mood in words.
func (p *parser) moodSources() []string {
	var out []string
	for _, src := range p.env.Catalog().Sources {
		if fl := src.Field("mood"); fl != nil && fl.Kind == "text" {
			out = append(out, src.Name)
		}
	}
	return out
}

// moodSidesRE: two kinds of day weighed by how they felt ("good days or
// bad days", "more good than bad days", "happy days vs sad days"): groups
// 1 and 2 the adjectives.
var moodSidesRE = lazyre.New(`\b([a-z]+)\s+(?:days?\s+)?(?:or|than|vs\.?|versus|compared\s+(?:to|with))\s+(?:(?:more|fewer|less)\s+)?([a-z]+)\s+days?\b`)

// moodSides are the sides of a comparison of days by how they felt: the
// days whose recorded mood feels as each adjective does, every mood alike
// ("good": good and great; "bad": tired, stressed, sad…). Read otherwise,
// "bad" was no value and the comparison fell to a yes for the good days.
func (p *parser) moodSides() []Side {
	if p.env.Catalog() == nil {
		return nil
	}
	orig := newText(p.t.orig)
	m := moodSidesRE().FindSubmatchIndex(orig.low)
	if m == nil {
		return nil
	}
	var sides []Side
	var signs []int
	var said []string
	for _, g := range [][2]int{{m[2], m[3]}, {m[4], m[5]}} {
		word := string(orig.low[g[0]:g[1]])
		t, ok := dayMood(word)
		if !ok || mood.Sign(t.Valence) == 0 {
			return nil
		}
		vals, _ := p.moodsAlike(word, t)
		if len(vals) == 0 {
			return nil
		}
		label := word + " days"
		cond := Cond{Expr: "lower(mood ?? \"\") in " + quoteList(vals), Words: label, Needs: []attrSpec{{Name: "mood", Type: qa.TypeText}}}
		sides = append(sides, Side{Label: label, Conds: []Cond{cond}})
		signs = append(signs, mood.Sign(t.Valence))
		said = append(said, fmt.Sprintf("%s as %s", label, strings.Join(vals, ", ")))
	}
	if signs[0] == signs[1] {
		return nil // "happy or good days": one feeling, nothing weighed
	}
	p.freeOrLinkedWithin(m[0], m[1])
	p.t.consume(m[0], m[1])
	if p.f.act == nil {
		p.f.Sources, p.f.Query, p.f.Subject = p.moodSources(), "everything", "my records"
	}
	p.f.Notes = append(p.f.Notes, "days read by the moods recorded that feel alike: "+strings.Join(said, "; "))
	return sides
}

// moodRank ranks by how a mood feels (the valences of lang/mood) the
// values of the text field key the library records, where they are moods
// ("good", "tired"): "my lowest mood" is the mood that felt worst, not the
// mood of the longest thing done. Nil where most of the values recorded
// are no mood. The moods that tie at the end asked (dir) are said.
func (p *parser) moodRank(key *Key, dir int) *Quantity {
	val := p.moodValences(key)
	if val == nil {
		return nil
	}
	var names []string
	for n := range val {
		names = append(names, n)
	}
	slices.Sort(names)
	end := val[names[0]]
	for _, n := range names {
		if v := val[n]; v*dir > end*dir {
			end = v
		}
	}
	var tied []string
	for _, n := range names {
		if val[n] == end {
			tied = append(tied, n)
		}
	}
	which := "best"
	if dir < 0 {
		which = "worst"
	}
	p.moodRankNote = fmt.Sprintf("%s ranked by how it feels: the %s recorded: %s", key.Words, which, strings.Join(tied, ", "))
	p.f.Notes = append(p.f.Notes, p.moodRankNote)
	return &Quantity{ID: "valence", Attr: key.Extract.Name + "_valence", Extract: key.Extract, Map: valenceExpr(key.Extract.Name, val, 1), Words: "how the " + key.Words + " felt"}
}

// moodValences returns the valence of each value of the text field key the
// library records, where they are moods; nil where most of the values
// recorded are no mood.
func (p *parser) moodValences(key *Key) map[string]int {
	if p.env.Catalog() == nil || key.Extract == nil || key.Extract.Type != qa.TypeText || !tree.IsName(key.Extract.Name) {
		return nil
	}
	val := map[string]int{}
	events, moods := 0, 0
	for _, src := range p.env.Catalog().Sources {
		fl := src.Field(key.Extract.Name)
		if fl == nil || fl.Kind != "text" {
			continue
		}
		for _, v := range fl.Values {
			events += v.Count
			if t, ok := mood.Of(v.Text); ok {
				moods += v.Count
				val[v.Text] = t.Valence
			}
		}
	}
	if len(val) < 2 || 2*moods < events {
		return nil
	}
	return val
}

// valenceExpr maps the field name to the valence of its mood, times sign.
func valenceExpr(name string, val map[string]int, sign int) string {
	var names []string
	for n := range val {
		names = append(names, n)
	}
	slices.Sort(names)
	var expr strings.Builder
	for _, n := range names {
		fmt.Fprintf(&expr, "%s == %s ? %d : ", name, quote(n), sign*val[n])
	}
	expr.WriteString("nil")
	return expr.String()
}

// moodMoreRE: a feeling said of oneself in the comparative ("was I
// happier", "did I feel better", "was I in a worse mood", "were we less
// stressed", "was my mood better"); group 1 is the comparative.
var moodMoreRE = lazyre.New(`\b(?:(?:i|we)\s+(?:was|were|felt|feel|seemed|seem)|(?:was|were|am)\s+(?:i|we)|(?:feel|felt|feeling)|(?:my|our)\s+mood(?:\s+was)?)\s+(?:(?:much|a\s+lot|a\s+bit|slightly|even|generally|overall|usually|on\s+average)\s+)?((?:more|less)\s+[a-z]+|in\s+a\s+[a-z]+\s+mood|[a-z]+er)\b`)

// moodWeighedRE: what follows a comparative when two things are weighed.
var moodWeighedRE = lazyre.New(`\b(?:or|than|vs\.?|versus|compared\s+(?:to|with))\b`)

// irregularMore are the comparatives English does not make with -er.
var irregularMore = map[string]string{"better": "good", "worse": "bad"}

// moodComparative returns +1 for a comparative of feeling better
// ("happier", "more relaxed", "less stressed", "in a better mood"), -1 for
// one of feeling worse ("sadder", "grumpier", "in a worse mood"), 0 for
// no comparative of a mood.
func moodComparative(ph string) int {
	sign := 1
	ws := strings.Fields(ph)
	switch {
	case len(ws) == 2 && (ws[0] == "more" || ws[0] == "less"):
		if ws[0] == "less" {
			sign = -1
		}
		if t, ok := mood.Of(ws[1]); ok {
			return sign * mood.Sign(t.Valence)
		}
		return 0
	case len(ws) == 4:
		ph = ws[2] // "in a better mood"
	case len(ws) != 1:
		return 0
	}
	var bases []string
	if b, ok := irregularMore[ph]; ok {
		bases = []string{b}
	} else {
		bases = gradeBases(ph, "er")
	}
	for _, b := range bases {
		for _, w := range []string{b, "in a " + b + " mood"} {
			if t, ok := mood.Of(w); ok {
				return mood.Sign(t.Valence)
			}
		}
	}
	return 0
}

// gradeBases are the adjectives an inflected comparative or superlative
// (suffix "er" or "est") may be of, by English spelling: "calmer" of calm
// or calme, "nicest" of nice, "happier" of happy, "saddest" of sad; none
// where the word is no such form, or is a mood word of its own
// ("bitter").
func gradeBases(word, suffix string) []string {
	stem, ok := strings.CutSuffix(word, suffix)
	if !ok || len(stem) < 2 {
		return nil
	}
	if _, isMood := mood.Of(word); isMood {
		return nil
	}
	bases := []string{stem, stem + "e"}
	if y, ok := strings.CutSuffix(stem, "i"); ok {
		bases = append(bases, y+"y")
	}
	if n := len(stem); n >= 3 && stem[n-1] == stem[n-2] {
		bases = append(bases, stem[:n-1])
	}
	return bases
}

// moodMostRE: a superlative of how I felt ("was I happiest", "when did I
// feel the most relaxed", "the month I was least stressed"); group 1 is
// the superlative.
var moodMostRE = lazyre.New(`\b(?:(?:i|we)\s+(?:was|were|felt|feel|seemed)|(?:was|were|am)\s+(?:i|we)|(?:feel|felt|feeling))\s+(?:the\s+)?((?:most|least)\s+[a-z]+|[a-z]+est)\b`)

// moodMostPeriodRE: a superlative before a period, in a noun phrase ("my
// happiest month", "the most relaxed week", "my worst mood day"); group 1
// the superlative, 2 the word "mood", 3 the period.
var moodMostPeriodRE = lazyre.New(`\b(?:my|the|our)\s+((?:most|least)\s+[a-z]+|[a-z]+est|best|worst)\s+(?:(moods?)\s+)?(day|week|weekend|month|season|year|weekday)s?\b`)

// moodWiseRE: what a period was good or bad in, said to be the mood
// ("mood-wise", "for my mood", "in terms of mood").
var moodWiseRE = lazyre.New(`\b(?:mood[\s-]?wise|(?:for|by|in\s+terms\s+of|regarding)\s+(?:my\s+|the\s+)?moods?)\b`)

// irregularMost are the superlatives English does not make with -est.
var irregularMost = map[string]string{"best": "good", "worst": "bad"}

// moodSuperlative returns the mood word a superlative of feeling is of
// ("happiest": happy, "most relaxed": relaxed, "least stressed":
// stressed) and +1 for the most of feeling good, -1 for the most of
// feeling bad ("saddest", "least happy"); "", 0 for no superlative of a
// mood.
func moodSuperlative(ph string) (string, int) {
	sign := 1
	ws := strings.Fields(ph)
	var bases []string
	switch {
	case len(ws) == 2:
		if ws[0] == "least" {
			sign = -1
		}
		bases = ws[1:]
	case irregularMost[ph] != "":
		bases = []string{irregularMost[ph]}
		if t, ok := mood.Of(bases[0]); ph == "worst" && !(ok && t.Valence != 0) {
			// the worst is the least good, where no mood is called bad
			bases, sign = []string{"good"}, -1
		}
	default:
		bases = gradeBases(ph, "est")
	}
	for _, b := range bases {
		if t, ok := mood.Of(b); ok && t.Valence != 0 {
			return b, sign * mood.Sign(t.Valence)
		}
	}
	return "", 0
}

// moodMost reads a superlative of how I felt ("which month was I
// happiest", journals that record good and great) as the best (or worst)
// of how the recorded moods felt: the extreme is understood. The most of
// a mood the library records ("the most stressed") is left to be
// counted, as a comparative's is.
func (p *parser) moodMost() {
	m := p.t.find(moodMostRE())
	var wise []int // "mood-wise": read only where the mood is
	if m == nil {
		// "my happiest month", "the saddest week": the superlative
		// before a period; "my worst month mood-wise": good and bad said
		// of a period are of the mood where the question says so
		if m = p.t.find(moodMostPeriodRE()); m != nil {
			p.moodPeriod = p.t.group(m, 3)
			if wise = p.t.find(moodWiseRE()); wise == nil && m[4] >= 0 {
				wise = m[4:6] // "my happiest mood month", "my worst mood day"
			}
			if wise == nil && irregularMost[p.t.group(m, 1)] != "" {
				p.moodPeriod = ""
				return
			}
		}
	}
	if m == nil || p.extreme != "" || p.moodField() == nil {
		p.moodPeriod = ""
		return
	}
	said := p.t.group(m, 1)
	word, dir := moodSuperlative(said)
	if dir == 0 || wise == nil && strings.HasPrefix(said, "most ") && p.recordsMood(word) {
		p.moodPeriod = ""
		return
	}
	p.moodMostDir = dir
	which := "best"
	p.extreme = "highest"
	if dir < 0 {
		p.extreme, which = "lowest", "worst"
	}
	p.t.consume(m[2], m[3])
	if wise != nil {
		p.t.consume(wise[0], wise[1])
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as the %s of how the recorded moods felt", said, which))
}

// weekPartLastRE: a question ending with the part of the week it is asked
// of ("… on weekends?", "… on weekends in 2025?"); weekPartOther is the
// other part.
var (
	weekPartLastRE = lazyre.New(`(?i)^(.*\b(?:on|at|during|over)\s+(?:the\s+)?(weekends?|weekdays?))((?:\s+(?:in|during|this|last|since|before|after)\b[^?.!]*)?)(\s*[?.!]*\s*)$`)
	weekPartOther  = map[bool]string{true: "weekdays", false: "weekends"}
)

// amountMoreRE: a question whether something was done more (less, more
// often, further), the comparative ending the verb's clause ("did I run
// more on weekends", "do I cycle less often on weekdays"): weighed against
// what English leaves implied. "Longer" may weigh one run against one,
// and is left as said.
var amountMoreRE = lazyre.New(`^\s*(?:did|do|does|have|has|was|were|am|is)\s+(?:i|we)\b[^?]*?\s(?:more|less|fewer|further|farther)(?:\s+often)?\s+(?:on|at|during|over)\s+(?:the\s+)?(?:weekends?|weekdays?)$`)

// moodOtherSide says the other side of a comparison of how I felt, or how
// much I did, on one part of the week ("was I happier on weekends", "did I
// run more on weekends"): the rest of the week, which English leaves
// implied ("… than on weekdays").
func moodOtherSide(s string) string {
	m := weekPartLastRE().FindStringSubmatch(s)
	if m == nil {
		return s
	}
	low := strings.ToLower(m[1])
	if moodWeighedRE().MatchString(strings.ToLower(s)) {
		return s // both sides said
	}
	c := moodMoreRE().FindStringSubmatch(low)
	if (c == nil || moodComparative(c[1]) == 0) && !amountMoreRE().MatchString(low) {
		return s
	}
	// a time said after it is both sides' ("… in 2025")
	return m[1] + " than on " + weekPartOther[strings.HasPrefix(strings.ToLower(m[2]), "weekend")] + m[3] + m[4]
}

// moodWeighed reads a comparative of how I felt before two things weighed
// ("was I happier in summer or in winter", "in a better mood on weekends
// than on weekdays") as a comparison of how the moods recorded felt, where
// the library records moods; the comparative is understood.
func (p *parser) moodWeighed(low string) {
	m := p.t.find(moodMoreRE())
	if m == nil || !moodWeighedRE().MatchString(low) || p.moodField() == nil {
		return
	}
	dir := moodComparative(p.t.group(m, 1))
	if dir == 0 {
		return
	}
	if p.recordsMood(p.t.group(m, 1)) {
		return // "more stressed", a mood the library records: its records weighed
	}
	p.moodMore, p.versus = dir, true
	p.t.consume(m[2], m[3])
	if i := strings.Index(string(p.t.low[m[0]:m[2]]), "mood"); i >= 0 {
		p.t.consume(m[0]+i, m[0]+i+len("mood")) // "was my mood better": the mood weighed, understood
	}
	if p.f.act == nil && len(p.f.Sources) == 0 {
		p.allEvents = true
	}
}

// recordsMood reports whether the library records the mood itself, as the
// words say it or as the mood they are.
func (p *parser) recordsMood(said string) bool {
	key := p.moodField()
	if key == nil {
		return false
	}
	word := strings.Fields(said)
	for _, src := range p.env.Catalog().Sources {
		if fl := src.Field(key.Extract.Name); fl != nil {
			for _, v := range fl.Values {
				if low := strings.ToLower(v.Text); low == word[len(word)-1] {
					return true
				}
			}
		}
	}
	return false
}

// moodField is the text field of the library whose values are mostly
// moods (a journal's "mood: good"), the one most recorded; nil where none.
func (p *parser) moodField() *Key {
	if p.env.Catalog() == nil {
		return nil
	}
	var best *Key
	most := 0
	for _, src := range p.env.Catalog().Sources {
		for _, fl := range src.Fields {
			if fl.Kind != "text" || !tree.IsName(fl.Key) {
				continue
			}
			key := p.typedKey(link.Ref{Source: src.Name, Field: fl.Key})
			if p.moodValences(key) == nil {
				continue
			}
			n := 0
			for _, v := range fl.Values {
				n += v.Count
			}
			if n > most {
				best, most = key, n
			}
		}
	}
	return best
}

// moodValence is how the moods the library records felt, as a measure
// (their valences, negated for dir -1: how bad they felt), for a
// comparison of how I felt; nil for dir 0 or where nothing records moods.
func (p *parser) moodValence(dir int) *Quantity {
	if dir == 0 {
		return nil
	}
	key := p.moodField()
	if key == nil {
		return nil
	}
	val := p.moodValences(key)
	words := "how good the " + key.Words + " felt"
	if dir < 0 {
		words = "how bad the " + key.Words + " felt"
	}
	var vs []string
	for n, v := range val {
		vs = append(vs, fmt.Sprintf("%s %+d", n, v))
	}
	slices.Sort(vs)
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("weighed by the average of %s, each recorded mood by how it feels: %s", words, strings.Join(vs, ", ")))
	return &Quantity{ID: "valence", Attr: key.Extract.Name + "_valence", Extract: key.Extract, Map: valenceExpr(key.Extract.Name, val, dir), Words: words}
}

// linkedMoodRank is moodRank of a text field of moods the question names
// without asking for it ("which day was my lowest mood" asks the day),
// its words read; nil where it names none.
func (p *parser) linkedMoodRank(dir int) *Quantity {
	if p.lk == nil || p.env.Catalog() == nil {
		return nil
	}
	for _, s := range p.lk.fields {
		for _, r := range s.Refs {
			if r.List || !tree.IsName(r.Field) {
				continue
			}
			if fl := p.env.Catalog().Source(r.Source).Field(r.Field); fl == nil || fl.Kind != "text" {
				continue
			}
			if q := p.moodRank(p.typedKey(r), dir); q != nil {
				a, b := p.spanBytes(s)
				p.t.consume(a, b)
				return q
			}
		}
	}
	return nil
}

// timeJudgedRE: a time called good or bad as a time ("was 2025 a good
// year", "was March a stressful month"); group 1 the words of the
// judgement.
var timeJudgedRE = lazyre.New(`^\s*(?:was|is|were|has\s+been)\s+\S.*?\s+(an?\s+(?:(?:very|really|pretty|quite|particularly)\s+)?[a-z]+\s+(?:day|week|fortnight|month|quarter|year|decade|one))\b`)

// timeJudged says, where a time is judged by a mood the library records
// ("was 2025 a good year": any record of it whose mood is good), that
// the answer is whether any record of the time has that mood, not a
// weighing of its moods: one good day makes no good year, and the "yes"
// had passed for the judgement.
func (p *parser) timeJudged() {
	if p.f.Form != FormYesNo || len(p.f.Temporal) == 0 {
		return
	}
	m := timeJudgedRE().FindStringSubmatch(strings.ToLower(p.f.Question))
	if m == nil || !slices.ContainsFunc(p.f.Content, func(c Cond) bool { return strings.Contains(c.Expr, "mood") }) {
		return
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as any record of the time with that mood: its moods are not weighed against each other", m[1]))
}
