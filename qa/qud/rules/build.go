package rules

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/qa"
	"reqap/qa/expr"
	"reqap/qa/tree"
)

// builder stacks operators over the current top node.
type builder struct {
	f     *Frame
	top   *tree.Node
	scope string          // what the current items are, in words
	have  map[string]bool // attributes already produced
}

func (b *builder) push(op tree.Op, q string, args tree.Args, extra ...*tree.Node) *tree.Node {
	n := &tree.Node{Op: op, Question: q, Args: args, Inputs: append([]*tree.Node{b.top}, extra...)}
	b.top = n
	return n
}

func isBuiltin(name string) bool { return qa.IsBuiltinAttr(name) }

// attrTypeOf guesses the type of an attribute from its name.
func attrTypeOf(name string) qa.AttrType {
	switch {
	case name == "date" || strings.HasSuffix(name, "_date"):
		return qa.TypeDate
	case name == "datetime" || strings.HasSuffix(name, "_datetime"):
		return qa.TypeDateTime
	case name == "time" || strings.HasSuffix(name, "_time"):
		return qa.TypeTime
	case strings.HasSuffix(name, "_km") || name == "distance":
		return qa.TypeDistance
	case strings.HasSuffix(name, "_s") || name == "duration":
		return qa.TypeDuration
	case name == "price" || name == "amount" || name == "amount_spent" || strings.HasSuffix(name, "_price"):
		return qa.TypeMoney
	}
	return ""
}

// build turns a frame into a tree (see the package documentation for the
// order of operators).
func (d *Decomposer) build(f *Frame) *tree.Node {
	b := &builder{f: f, have: map[string]bool{}}
	if n := weekdayOfDay(f); n != nil {
		return n
	}
	b.base()
	b.extract()
	b.filter(f.Content)
	if !f.FirstSeen && len(f.NotIn) == 0 {
		b.filter(wholeDaysToo(f)) // else on each group's dates (groupsHappened)
	}
	b.joins()
	b.groupTotals()
	b.answer()
	b.top.Question = f.Question
	if f.Unworked {
		// "who have I never emailed", "how many friends did I never
		// meet": the ones who did are no answer; the answer says so
		b.top = &tree.Node{Op: tree.APPLY, Question: f.Question, Inputs: []*tree.Node{b.top},
			Args: tree.Args{Fn: quote(unworkedAnswer)}}
	}
	return b.top
}

// unworkedAnswer is the answer to a question of what did not happen that
// no form reads (Frame.Unworked).
const unworkedAnswer = "not worked out: this reading finds only what did happen, not what never did"

// startDateRE: an event's start date in a condition.
var startDateRE = lazyre.New(`\bstart_date\b`)

// oneDayRE: the condition of a window of one day.
var oneDayRE = lazyre.New(`^start_date == (date\("\d{4}-\d\d-\d\d"\))$`)

// wholeDaysToo returns the frame's time conditions, a day's read as
// holding an entry of whole days that began before it, where the
// calendar may be searched: "what did I do on 3 March 2023", "was I on
// vacation on 3 March" find the trip from 1 to 7 March, and
// "Hosting Christmas!" over three days is on Christmas Day. What has a
// time of day (a thread of mails over days) is on its first day only.
func wholeDaysToo(f *Frame) []Cond {
	if len(f.Sources) > 0 && !slices.Contains(f.Sources, ingest.Calendar) {
		return f.Temporal
	}
	var out []Cond
	for _, c := range f.Temporal {
		if m := oneDayRE().FindStringSubmatch(c.Expr); m != nil {
			c.Expr = fmt.Sprintf(`(%s || start_time == nil && start_date < %s && end_date != nil && end_date >= %[2]s)`, c.Expr, m[1])
		}
		out = append(out, c)
	}
	return out
}

// weekdayOfDay answers "On what day of the week was Christmas 2010?" from
// the calendar itself: the question names a day and nothing else (no
// activity, no name of the library's), so the weekday is the day's, not
// of events found on it; nil otherwise.
func weekdayOfDay(f *Frame) *tree.Node {
	if f.Form != FormList || f.Val == nil || f.Val.ID != "weekday" || f.act != nil || len(f.Content) > 0 || len(f.Temporal) != 1 || len(f.Sources) > 0 {
		return nil
	}
	m := oneDayRE().FindStringSubmatch(f.Temporal[0].Expr)
	if m == nil {
		return nil
	}
	day := &tree.Node{Op: tree.RETRIEVE, Question: f.Subject, Args: tree.Args{Query: f.Query}}
	return &tree.Node{Op: tree.APPLY, Question: f.Question, Args: tree.Args{Fn: "weekday_name(" + m[1] + ")"}, Inputs: []*tree.Node{day}}
}

// groupTotals keeps the days (the groups of TotalBy) whose events'
// amounts add up to the threshold said of one ("any day with more than
// 10 hours of music", "orders over $100"), or whose events are as many as
// it says ("days I played more than 100 songs").
func (b *builder) groupTotals() {
	c := b.f.GroupTotal
	if c == nil {
		return
	}
	key, unit := "start_date", "day"
	if k := b.f.TotalBy; k != nil {
		b.prepare(k)
		key, unit = k.Attr, k.Words
	}
	b.push(tree.GROUP_BY, b.scope+" grouped by "+unit, tree.Args{Keys: []string{key}})
	if len(c.Needs) == 0 {
		b.push(tree.MAP, fmt.Sprintf("the number of %s of each %s", b.scope, unit), tree.Args{Fn: "len(group)", As: unit + "_count"})
	} else {
		attr := c.Needs[0].Name
		b.push(tree.MAP, fmt.Sprintf("the total %s of each %s", b.wordsOf(attr), unit), tree.Args{Fn: fmt.Sprintf("sum(map(group, .%s ?? 0))", attr), As: unit + "_" + attr})
	}
	b.scope = unit + "s with " + c.Words
	b.push(tree.FILTER, b.scope, tree.Args{Condition: c.Expr})
}

// base is the RETRIEVE, or the JOIN of "with X" and "with Y".
func (b *builder) base() {
	f := b.f
	b.scope = f.Subject
	if len(f.Conj) == 2 {
		side := func(who string) *tree.Node {
			q := strings.TrimSuffix(f.Query, " with someone") + " with " + who
			return &tree.Node{Op: tree.RETRIEVE, Question: q, Args: tree.Args{Query: q, Sources: f.Sources}}
		}
		b.top = side(f.Conj[0])
		b.scope = f.Subject + " with " + f.Conj[0] + " and " + f.Conj[1]
		b.push(tree.JOIN, b.scope, tree.Args{Condition: joinConds["during"]}, side(f.Conj[1]))
		return
	}
	src := f.Sources
	if len(src) == 0 {
		src = f.Library // set only for a question about nothing in particular
	}
	b.top = &tree.Node{Op: tree.RETRIEVE, Question: f.Subject, Args: tree.Args{Query: f.Query, Sources: src}}
}

// needed lists the attributes to EXTRACT, in order of first use.
func (b *builder) needed() []attrSpec {
	f := b.f
	var out []attrSpec
	seen := map[string]bool{}
	add := func(s *attrSpec) {
		if s == nil || s.Name == "" || isBuiltin(s.Name) || seen[s.Name] {
			return
		}
		seen[s.Name] = true
		out = append(out, *s)
	}
	for i := range f.Extra {
		add(&f.Extra[i])
	}
	for _, c := range f.Content {
		for i := range c.Needs {
			add(&c.Needs[i])
		}
	}
	for _, j := range f.Joins {
		for i := range j.Needs {
			add(&j.Needs[i])
		}
	}
	for _, c := range f.Friends {
		for i := range c.Needs {
			add(&c.Needs[i])
		}
	}
	if f.RankElse != nil && f.Form == FormExtreme && f.Rank != nil {
		add(f.RankElse)
	}
	if f.IsBest != nil && f.Form == FormExtreme {
		// (FormBest's is read on the group's key, extracted for it)
		for i := range f.IsBest.Needs {
			add(&f.IsBest.Needs[i])
		}
	}
	if f.GroupTotal != nil {
		for i := range f.GroupTotal.Needs {
			add(&f.GroupTotal.Needs[i])
		}
	}
	for _, s := range f.Sides {
		for _, c := range s.Conds {
			for i := range c.Needs {
				add(&c.Needs[i])
			}
		}
	}
	for _, q := range []*Quantity{f.Group, f.PerGroup, f.CountBy, f.Rank, f.Measure, f.Val, f.CountList, f.TotalBy, f.MeasureElse} {
		if q != nil {
			add(q.Extract)
			for i := range q.Needs {
				add(&q.Needs[i])
			}
		}
	}
	if (f.Form == FormBest || f.Form == FormTable) && b.songByArtist(f.Group) || distinctRecent(f) && b.songByArtist(f.Val) {
		add(&attrSpec{Name: "artists", Type: qa.TypeList})
	}
	if f.Form == FormWhen && f.Through && slices.Equal(f.Sources, []string{ingest.TVSeriesStream}) {
		add(&attrSpec{Name: "series_title", Type: qa.TypeText})
		add(&attrSpec{Name: "episode_title", Type: qa.TypeText})
	}
	if f.CountItems {
		add(&attrSpec{Name: "quantity", Type: qa.TypeNumber})
	}
	if f.CountSaid {
		add(&attrSpec{Name: "count", Type: qa.TypeNumber})
	}
	return out
}

func (b *builder) extract() {
	specs := b.needed()
	if len(specs) == 0 {
		return
	}
	args := tree.Args{}
	typed := false
	var words []string
	for _, s := range specs {
		args.Attrs = append(args.Attrs, s.Name)
		args.Types = append(args.Types, string(s.Type))
		if s.Type != "" {
			typed = true
		}
		words = append(words, b.wordsOf(s.Name))
		b.have[s.Name] = true
	}
	if !typed {
		args.Types = nil
	} else {
		for i, t := range args.Types {
			if t == "" {
				args.Types[i] = string(qa.TypeText)
			}
		}
	}
	b.push(tree.EXTRACT, b.scope+" with "+joinWords(words), args)
}

// wordsOf says an attribute in words, preferring the lexicon's.
func (b *builder) wordsOf(attr string) string {
	for _, q := range []*Quantity{b.f.Group, b.f.PerGroup, b.f.CountBy, b.f.Rank, b.f.Measure, b.f.Val} {
		if q != nil && q.Extract != nil && q.Extract.Name == attr && q.Words != "" {
			return q.Words
		}
	}
	return strings.ReplaceAll(attr, "_", " ")
}

func joinWords(ws []string) string {
	uniq := ws[:0:0]
	seen := map[string]bool{}
	for _, w := range ws {
		if !seen[w] {
			seen[w] = true
			uniq = append(uniq, w)
		}
	}
	switch len(uniq) {
	case 0:
		return ""
	case 1:
		return uniq[0]
	}
	return strings.Join(uniq[:len(uniq)-1], ", ") + " and " + uniq[len(uniq)-1]
}

// parenthesised reports whether one pair of brackets holds all of e:
// "(a) || (b)" begins and ends with one but is not one, and joined to
// another condition by && it must be bracketed whole. Brackets inside
// quoted text are no brackets.
func parenthesised(e string) bool {
	if !strings.HasPrefix(e, "(") || !strings.HasSuffix(e, ")") {
		return false
	}
	depth, quoted, escaped := 0, false, false
	for i, r := range e {
		switch {
		case escaped:
			escaped = false
		case quoted && r == '\\':
			escaped = true
		case r == '"':
			quoted = !quoted
		case quoted:
		case r == '(':
			depth++
		case r == ')':
			if depth--; depth == 0 && i < len(e)-1 {
				return false
			}
		}
	}
	return depth == 0
}

// filter adds one FILTER with every condition of cs.
func (b *builder) filter(cs []Cond) {
	if len(cs) == 0 {
		return
	}
	var exprs, words []string
	refs := map[string]*tree.Node{}
	for _, c := range cs {
		e := c.Expr
		if len(cs) > 1 && strings.Contains(e, "||") && !parenthesised(e) {
			e = "(" + e + ")"
		}
		exprs = append(exprs, e)
		if c.Words != "" {
			words = append(words, c.Words)
		}
		for k, r := range c.Refs {
			refs[k] = r
		}
	}
	b.scope = strings.TrimSpace(b.scope + " " + strings.Join(words, " "))
	n := b.push(tree.FILTER, b.scope, tree.Args{Condition: strings.Join(exprs, " && ")})
	if len(refs) > 0 {
		n.Refs = refs
	}
}

// overlapCond is the JOIN of events whose spans overlap; coversCond says
// that the first spans all of the second.
const (
	overlapCond = "i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime"
	coversCond  = "i1.start_datetime <= i2.start_datetime && i2.end_datetime <= i1.end_datetime"
)

func (b *builder) joins() {
	for _, j := range b.f.Joins {
		b.scope = strings.TrimSpace(b.scope + " " + j.Words)
		cond := j.Cond
		if b.f.Query == "everything" && strings.HasPrefix(cond, overlapCond) {
			// what I did during a happening is not the happening itself,
			// nor what spans all of it (the trip's own entry)
			cond += " && !(" + coversCond + ")"
		}
		b.push(tree.JOIN, b.scope, tree.Args{Condition: cond}, j.Right)
	}
}

// prepare adds the UNNEST or MAP that produces q.Attr, once.
func (b *builder) prepare(q *Quantity) {
	if q == nil || b.have[q.Attr] || isBuiltin(q.Attr) {
		return
	}
	switch {
	case q.Unnest != "":
		if q.Map != "" {
			// the list is computed first ("the tasks left undone" of a
			// checklist), then taken one element each
			b.push(tree.MAP, fmt.Sprintf("%s, each with its list of %s", b.scope, q.Unnest), tree.Args{Fn: q.Map, As: q.Unnest})
		}
		b.push(tree.UNNEST, fmt.Sprintf("%s with one %s each", b.scope, q.Words), tree.Args{Attr: q.Unnest, As: q.Attr})
	case q.Map != "":
		b.push(tree.MAP, fmt.Sprintf("%s with %s", b.scope, q.Words), tree.Args{Fn: q.Map, As: q.Attr})
	default:
		return
	}
	b.have[q.Attr] = true
}

// exclude adds the FILTER that leaves out the items whose key is x ("apart
// from Jonas", "who else"); nothing when x is "".
func (b *builder) exclude(key *Key, x string) {
	if x == "" {
		return
	}
	b.scope += " except " + x
	b.push(tree.FILTER, b.scope, tree.Args{Condition: fmt.Sprintf("!(%s contains %s)", key.Attr, quote(x))})
}

// friends adds the FILTER that keeps, of the people asked for as friends,
// the ones who are (Frame.Friends), the condition's KeyAttr the key's
// attribute.
func (b *builder) friends(key *Key) {
	if len(b.f.Friends) == 0 || key == nil || key.ID != "person" {
		return
	}
	cs := make([]Cond, len(b.f.Friends))
	for i, c := range b.f.Friends {
		c.Expr = strings.ReplaceAll(c.Expr, friendKey, key.Attr)
		cs[i] = c
	}
	b.filter(cs)
}

// groupsHappened groups the items by key and keeps, when the frame says
// so (GroupTimes), the groups that happened so many times ("artists heard
// only once", "songs played more than 50 times").
func (b *builder) groupsHappened(key *Key) {
	b.push(tree.GROUP_BY, fmt.Sprintf("%s grouped by %s", b.scope, key.Words), tree.Args{Keys: []string{key.Attr}})
	if b.f.FirstSeen {
		// the window holds each group's first event: "new" in it
		b.push(tree.MAP, fmt.Sprintf("the first date of each %s", key.Words), tree.Args{Fn: "min(map(group, .start_date))", As: "first_date"})
		conds := make([]Cond, len(b.f.Temporal))
		for i, c := range b.f.Temporal {
			c.Expr = startDateRE().ReplaceAllString(c.Expr, "first_date")
			c.Words = "first " + c.Words
			conds[i] = c
		}
		b.filter(conds)
	}
	if len(b.f.NotIn) > 0 {
		// events in the window and none in the other: "in 2023 but not
		// in 2024"
		var in, out, words []string
		for _, c := range b.f.Temporal {
			in = append(in, groupDates(c.Expr))
			words = append(words, c.Words)
		}
		for _, c := range b.f.NotIn {
			out = append(out, groupDates(c.Expr))
			words = append(words, "not "+c.Words)
		}
		fn := fmt.Sprintf("!any(group, {%s})", strings.Join(out, " || "))
		if len(in) > 0 {
			fn = fmt.Sprintf("any(group, {%s}) && %s", strings.Join(in, " && "), fn)
		}
		b.push(tree.MAP, fmt.Sprintf("whether each %s was %s", key.Words, strings.Join(words, " but ")), tree.Args{Fn: fn, As: "only_then"})
		b.push(tree.FILTER, fmt.Sprintf("%s %s", key.Words, strings.Join(words, " but ")), tree.Args{Condition: "only_then == true"})
	}
	if len(b.f.AllIn) > 0 {
		// events in each window: "both in 2021 and in 2022"
		var each, words []string
		for _, c := range b.f.AllIn {
			each = append(each, fmt.Sprintf("any(group, {%s})", groupDates(c.Expr)))
			words = append(words, c.Words)
		}
		b.push(tree.MAP, fmt.Sprintf("whether each %s was both %s", key.Words, strings.Join(words, " and ")), tree.Args{Fn: strings.Join(each, " && "), As: "in_each"})
		b.push(tree.FILTER, fmt.Sprintf("%s both %s", key.Words, strings.Join(words, " and ")), tree.Args{Condition: "in_each == true"})
	}
	if t := b.f.GroupTimes; t != "" {
		b.push(tree.MAP, fmt.Sprintf("number of %s per %s", b.scope, key.Words), tree.Args{Fn: "len(group)", As: "count"})
		words := fmt.Sprintf("%s that happened %s", key.Words, timesWords(t))
		if key.ID == "day" {
			words = fmt.Sprintf("days with %s %s", b.scope, timesWords(t)) // a day happens once
		}
		b.push(tree.FILTER, words, tree.Args{Condition: "count " + t})
	}
}

// groupCounts adds GROUP_BY key and a MAP of the count (or the total of
// the measure) per group; it returns the attribute holding it.
func (b *builder) groupCounts(key *Key, measure *Quantity) string {
	b.prepare(key)
	for _, x := range b.f.leftOut() {
		b.exclude(key, x)
	}
	b.friends(key)
	if measure != nil {
		b.prepare(measure)
	} else if c := b.f.CountBy; c != nil && c.Attr != key.Attr {
		b.prepare(c)
	}
	grouped := b.scope + " grouped by " + key.Words
	keys := []string{key.Attr}
	if b.songByArtist(key) {
		// a song is its title and who sings it: "Run With Me" by two
		// artists is two songs, each played its own number of times
		keys = append(keys, "artists")
	}
	b.push(tree.GROUP_BY, grouped, tree.Args{Keys: keys})
	if measure != nil && b.f.GroupAvg {
		as := "avg_" + measure.Attr
		b.push(tree.MAP, fmt.Sprintf("%s of %s per %s, on average", measure.Words, b.scope, key.Words), tree.Args{Fn: fmt.Sprintf("avg(map(group, .%s))", measure.Attr), As: as})
		return as
	}
	if measure != nil {
		// ranked, a group none of whose members records the measure
		// has no total, not 0: the days of a library that counts no
		// steps do not all tie at 0 steps for "the most"
		as, fn := "total_"+measure.Attr, fmt.Sprintf("sum(map(group, .%s))", measure.Attr)
		if b.f.Form == FormBest {
			fn = fmt.Sprintf("any(group, {.%s != nil}) ? %s : nil", measure.Attr, fn)
		}
		b.push(tree.MAP, fmt.Sprintf("%s of %s per %s", measure.Words, b.scope, key.Words), tree.Args{Fn: fn, As: as})
		return as
	}
	if c := b.f.CountBy; c != nil && c.Attr != key.Attr {
		// each order once, however many items it held
		b.push(tree.MAP, fmt.Sprintf("number of %ss of %s per %s", c.Words, b.scope, key.Words), tree.Args{Fn: fmt.Sprintf("len(unique(map(group, .%s)))", c.Attr), As: "count"})
		return "count"
	}
	b.push(tree.MAP, fmt.Sprintf("number of %s per %s", b.scope, key.Words), tree.Args{Fn: "len(group)", As: "count"})
	return "count"
}

// songByArtist reports whether groups of key are songs of the music
// streams, which a title alone does not tell apart.
func (b *builder) songByArtist(key *Key) bool {
	return key != nil && key.Attr == "track" && slices.Equal(b.f.Sources, []string{ingest.MusicStream})
}

// answer adds the operators of the answer form.
func (b *builder) answer() {
	f := b.f
	q := f.Question
	switch f.Form {
	case FormCount:
		if len(f.Joins) > 0 {
			// A JOIN pairs an event with every match: count each once.
			b.push(tree.GROUP_BY, b.scope+", each counted once", tree.Args{Keys: []string{"start_datetime"}})
		}
		if f.CountList != nil {
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("sum(map(items, len(.%s ?? [])))", f.CountList.Attr)})
			return
		}
		if f.CountItems {
			b.push(tree.MAP, b.scope+" with the number of items", tree.Args{Fn: "quantity ?? 1", As: "item_count"})
			b.push(tree.SUM, q, tree.Args{Attr: "item_count"})
			return
		}
		if f.CountSaid {
			b.push(tree.MAP, b.scope+" with how many each says", tree.Args{Fn: "count ?? 1", As: "item_count"})
			b.push(tree.SUM, q, tree.Args{Attr: "item_count"})
			return
		}
		b.push(tree.APPLY, q, tree.Args{Fn: "len(items)"})
	case FormDistinct:
		b.prepare(f.Group)
		b.groupsHappened(f.Group)
		fn := "len(items)"
		if f.CountWhether != "" {
			fn += " " + f.CountWhether
		}
		b.push(tree.APPLY, q, tree.Args{Fn: fn})
	case FormSum:
		if f.Apart != "" {
			n := b.push(tree.APPLY, q, tree.Args{Fn: f.Apart, As: f.ApartAs})
			if len(f.ApartRefs) > 0 {
				n.Refs = f.ApartRefs
			}
			return
		}
		if f.Measure.ID == "days" {
			// The days on which it happened, each once: two songs on
			// one day are one day, not two days' worth.
			w, _ := oneWindow(f.Temporal)
			fn := fmt.Sprintf("len(%s)", coveredDates(w.From, w.To))
			if f.act == nil && f.Query == "anything" && len(f.Content) == 0 && len(f.Joins) == 0 && w.From != "" && w.To != "" {
				// "how many days are there between Easter Monday and
				// Whit Monday": of nothing done, the days from one date
				// to the other (To is the day after the last), said in
				// either order ("between my trip to Lisbon and my trip
				// to Amsterdam", the later first)
				fn = fmt.Sprintf("abs(days_between(%s, %s) - 1)", w.From, w.To)
			}
			b.push(tree.APPLY, q, tree.Args{Fn: fn, As: "days"}).Refs = refsIn(fn, w)
			return
		}
		if f.Measure.ID == "nights" {
			// of each stay, the nights from arrival to departure: a
			// day not written about in the middle of a stay is still
			// part of it, as the trips counted read it
			w, _ := oneWindow(f.Temporal)
			fn := fmt.Sprintf("spell_nights(%s, %d)", coveredDates(w.From, w.To), spellGap)
			b.push(tree.APPLY, q, tree.Args{Fn: fn, As: "nights"}).Refs = refsIn(fn, w)
			return
		}
		b.prepare(f.Measure)
		b.push(tree.SUM, q, tree.Args{Attr: f.Measure.Attr})
	case FormAvg:
		attr := ""
		if f.PerGroup != nil {
			attr = b.groupCounts(f.PerGroup, f.Measure)
		} else if f.TripSpells {
			// "how long were my trips on average": of the trips, each
			// a run of days away
			b.trips(f.Measure.Attr)
			if f.EachTrip {
				// a row each trip, its days beside
				return
			}
			attr = f.Measure.Attr
		} else {
			b.prepare(f.Measure)
			attr = f.Measure.Attr
		}
		if f.Median {
			// the middle of the values recorded
			vals := fmt.Sprintf("filter(map(items, .%s), {# != nil})", attr)
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("len(%s) == 0 ? nil : median(%s)", vals, vals), As: attr})
			return
		}
		b.push(tree.AVG, q, tree.Args{Attr: attr})
	case FormPerPeriod:
		b.perPeriod()
	case FormNotDays:
		b.notDays()
	case FormBestEach:
		b.prepare(f.Group)
		b.prepare(f.Each)
		if f.Measure != nil {
			b.prepare(f.Measure)
		}
		b.push(tree.GROUP_BY, fmt.Sprintf("%s grouped by %s", b.scope, f.Each.Words), tree.Args{Keys: []string{f.Each.Attr}})
		top := "top_" + f.Group.Attr
		if periodKeys[f.Group.ID] {
			top = "top_" + f.Group.ID // "top_day", not "top_start_date"
		}
		if f.Measure != nil {
			// "what did I spend the most on each month": the one whose
			// amounts add up to most in each, and that total
			b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("most_total(group, %q, %q)", f.Group.Attr, f.Measure.Attr), As: top})
			b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("sum(map(filter(group, {.%s == %s}), .%s))", f.Group.Attr, top, f.Measure.Attr), As: "total_" + f.Measure.Attr})
			b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("count(group, .%s == %s)", f.Group.Attr, top), As: "count"})
			break
		}
		if f.K > 1 {
			// "my top 3 artists each year": the k met most often in each
			b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("most_common(map(group, .%s), %d)", f.Group.Attr, f.K), As: top})
			break
		}
		b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("most_common(map(group, .%s))", f.Group.Attr), As: top})
		// the count beside the top one is its own ("top song each
		// month": how often that song was played), not the period's
		b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("count(group, .%s == %s)", f.Group.Attr, top), As: "count"})
	case FormExtreme:
		b.extreme()
	case FormSpan:
		// From the first start to the last end of what was retrieved:
		// one happening may be told by several events.
		fn := "len(items) == 0 ? 0 : days_between(min(map(items, .start_date)), max(map(items, .end_date))) + 1"
		as := "days"
		if (f.Measure == nil || f.Measure.ID == "days") && slices.ContainsFunc(f.Content, func(c Cond) bool { return c.Expr == tripStay }) {
			// the stays away found are trips, each told maybe by several
			// records: their days together, not the months from the
			// first trip to the last ("how long was I in Kyoto in 2020",
			// two trips: 17 days, not 62); of each, its first day to its
			// last, a day not written about in its middle part of it, as
			// its nights are below (Vienna, written on the 19th and the
			// 21st: three days, not two)
			fn = spellDays
		} else if f.Measure != nil && f.Measure.ID == "nights" && slices.ContainsFunc(f.Content, func(c Cond) bool { return c.Expr == tripStay }) {
			// the nights of the trips: of each stay, the nights from its
			// first day to its last (one stay however many records tell
			// it, a day not written about in its middle part of it), not
			// the nights from the first trip to the last
			fn, as = fmt.Sprintf("spell_nights(dates_of(items), %d)", spellGap), "nights"
		} else if (f.Measure == nil || f.Measure.ID == "days") && (placeCond(f.Content) || atPlaceRE().MatchString(strings.ToLower(f.Question))) {
			// the days in a place (or at one: "at the office") are one
			// stay's span only where the records there make one stay
			// (three weeks at most, as a stay is read elsewhere); records
			// there years apart are visits, whose days are counted, not
			// the years between them: every day of each (a trip abroad
			// of four days is four), as the nights below are
			span := "days_between(min(map(items, .start_date)), max(map(items, .end_date))) + 1"
			days := "len(dates_of(items))"
			if placeCond(f.Content) {
				// of a town or a country, each stay's days from its
				// first to its last, a day not written about in the
				// middle of one counted in ("how many days was I
				// abroad": five trips of 22 days, not the 19 written
				// about); at a place ("at the office") the days
				// written of only
				days = spellDays
			}
			fn = "len(items) == 0 ? 0 : (" + span + " <= 21 ? " + span + " : " + days + ")"
		} else if f.Measure != nil && f.Measure.ID == "nights" {
			// the nights between the first day and the last, of records
			// that make one stay (three weeks at most, as the days are
			// read above); records years apart are stays of their own,
			// each a night fewer than its days
			span := "days_between(min(map(items, .start_date)), max(map(items, .end_date)))"
			fn, as = "len(items) == 0 ? 0 : ("+span+" < 21 ? "+span+" : "+fmt.Sprintf("spell_nights(dates_of(items), %d)", spellGap)+")", "nights"
		} else if f.Measure != nil && f.Measure.ID != "days" {
			div := map[string]string{"hours": " / 3600", "minutes": " / 60"}[f.Measure.ID]
			// What each event records it lasted, when every one does:
			// an all-day event of a journal ("phone call w/ mum 45
			// min") spans its day. Never more than the span: one
			// happening may be told twice.
			// The span stands for the time only where what lacks a
			// length spans time itself: two videos watched, each a
			// moment with no length kept, say nothing of the hours
			// between them.
			span := "seconds_between(min(map(items, .start_datetime)), max(map(items, .end_datetime)))"
			fn = "len(items) == 0 ? 0 : (all(items, {.duration_s != nil}) ? min(sum(map(items, .duration_s)), " + span + ") : any(items, {.duration_s == nil && .end_datetime <= .start_datetime}) ? nil : " + span + ")" + div
			// the unit is the measure's ("259199" said nothing)
			as = f.Measure.Attr
		}
		b.push(tree.APPLY, q, tree.Args{Fn: fn, As: as})
	case FormDates:
		b.push(tree.APPLY, q, tree.Args{Fn: "len(items) == 0 ? [] : [min(map(items, .start_date)), max(map(items, .end_date))]"})
	case FormStreak:
		streak, unit := "longest_streak(dates_of(items))", "days"
		if f.StreakWeeks {
			// each week a day of its own, counted from the first
			// week's Monday: weeks in a row are days in a row
			streak, unit = "(let d = dates_of(items); len(d) == 0 ? 0 : (let w0 = start_of_week(min(d)); longest_streak(map(d, {add_days(w0, days_between(w0, start_of_week(#)) / 7)}))))", "weeks"
		}
		if f.StreakDays > 0 {
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("%s >= %d", streak, f.StreakDays)})
			break
		}
		b.push(tree.APPLY, q, tree.Args{Fn: streak, As: unit})
	case FormGap:
		fn := "longest_gap(dates_of(items))"
		if f.Average {
			// the days from the first to the last, shared by the gaps
			// between them
			fn = "let d = dates_of(items); len(d) < 2 ? nil : round(days_between(min(d), max(d)) / (len(d) - 1), 1)"
		}
		b.push(tree.APPLY, q, tree.Args{Fn: fn, As: "days"})
	case FormSpells:
		// a day not written about in the middle of a stay is still
		// part of it
		if f.SpellsBy != nil {
			// the trips of which a day says how they were made
			n := b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("spells_with(dates_of(items), %d, by)", spellGap)})
			n.Refs = map[string]*tree.Node{"by": f.SpellsBy}
			break
		}
		b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("spells(dates_of(items), %d)", spellGap)})
	case FormChange:
		// The first record of the measure in the window against the
		// last: what was lost is the first less the last.
		b.prepare(f.Measure)
		a := f.Measure.Attr
		have := fmt.Sprintf("sort_by(filter(items, {.%s != nil}), \"start_datetime\")", a)
		from, to := "first", "last"
		if f.Dir < 0 {
			from, to = to, from
		}
		fn := fmt.Sprintf("len(%s) == 0 ? nil : round(%s(%s).%s - %s(%s).%s, 2)", have, to, have, a, from, have, a)
		b.push(tree.APPLY, q, tree.Args{Fn: fn, As: a})
	case FormSpread:
		b.prepare(f.Measure)
		a := f.Measure.Attr
		have := fmt.Sprintf("filter(items, {.%s != nil})", a)
		most, least := fmt.Sprintf("max(map(%s, .%s))", have, a), fmt.Sprintf("min(map(%s, .%s))", have, a)
		args := tree.Args{Fn: fmt.Sprintf("len(%s) == 0 ? nil : round(%s - %s, 2)", have, most, least), As: a}
		switch {
		case f.Whether > 0 && f.Times > 0:
			// (with the least 0, any more is every factor over it)
			args = tree.Args{Fn: fmt.Sprintf(`len(%[1]s) == 0 ? nil : %[3]s == 0 ? (%[2]s > 0 ? "yes" : "no") : (%[2]s %[5]s %[4]g * %[3]s ? "yes" : "no") + " — " + str(round(%[2]s / %[3]s, 2)) + " times as much"`, have, most, least, f.Times, factorOp(f.TimesOver))}
		case f.Whether > 0:
			args = tree.Args{Fn: fmt.Sprintf("len(%s) == 0 ? nil : %s > %s", have, most, least)}
		case f.Diff == diffRatio:
			args = tree.Args{Fn: fmt.Sprintf("len(%s) == 0 || %s == 0 ? nil : round(%s / %s, 2)", have, least, most, least)}
		}
		b.push(tree.APPLY, q, args)
	case FormFirstLast:
		if f.K > 1 && f.Dir != 0 {
			// "between my last two runs": the two at that end first
			op := tree.ARGMIN
			words := fmt.Sprintf("the first %d of %s", f.K, b.scope)
			if f.Dir > 0 {
				op, words = tree.ARGMAX, fmt.Sprintf("the last %d of %s", f.K, b.scope)
			}
			b.push(op, words, tree.Args{Arg: "start_datetime", K: f.K})
		}
		fn := "len(items) == 0 ? 0 : days_between(min(map(items, .start_date)), max(map(items, .start_date)))"
		as := "days"
		if f.Period > 1 {
			fn = fmt.Sprintf("len(items) == 0 ? 0 : round(days_between(min(map(items, .start_date)), max(map(items, .start_date))) / %s, 1)", fmtNum(f.Period))
			as = f.PeriodWords
		}
		b.push(tree.APPLY, q, tree.Args{Fn: fn, As: as})
	case FormAgo:
		date := "min"
		if f.Dir > 0 {
			date = "max"
		}
		// Ago is counted back from today: what is after it (a library
		// asked as of an earlier day) is not yet.
		past := "filter(items, {.start_date <= today})"
		fn := fmt.Sprintf("len(%s) == 0 ? nil : days_between(%s(map(%s, .start_date)), today)", past, date, past)
		if f.Period != 1 {
			fn = fmt.Sprintf("len(%s) == 0 ? nil : round(days_between(%s(map(%s, .start_date)), today) / %s, 1)", past, date, past, fmtNum(f.Period))
		}
		if f.AgoWhether != "" {
			// "has it been more than a month since": yes or no of the
			// days since; never done, nothing to say
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("(len(%s) == 0 ? nil : days_between(%s(map(%s, .start_date)), today)) %s", past, date, past, f.AgoWhether), As: "days"})
			break
		}
		b.push(tree.APPLY, q, tree.Args{Fn: fn, As: f.PeriodWords})
	case FormWhen:
		attr := f.whenAsked()
		if f.Val != nil {
			// a field of times the question names ("when was it edited")
			b.prepare(f.Val)
			attr = f.Val.Attr
		}
		if f.Upcoming && attr != "start_time" && attr != "end_time" {
			next := "filter(items, {.start_date >= today})"
			last := fmt.Sprintf("max(map(items, .%s))", attr)
			if attr == "start_date" && annualAskedRE().MatchString(f.Question) {
				// a birthday comes back every year whether or not the
				// records write down the coming one: the next return of
				// the day most records return on (a record of something
				// else found with them, a New Year's post thanking the
				// person, returns on its own day, once)
				last = fmt.Sprintf("(len(items) == 0 ? nil : most_common(map(items, %s)))", nextReturn(".start_date"))
			}
			fn := fmt.Sprintf("len(%s) > 0 ? min(map(%s, .%s)) : %s", next, next, attr, last)
			if unit, as, ok := countdown(f.Question); ok && attr == "start_date" {
				// "how many days until Christmas": from today to when it
				// next is; none where none is to come, unless it comes
				// back every year (a birthday's next return)
				to := fmt.Sprintf("min(map(%s, .start_date))", next)
				cd := fmt.Sprintf("len(%s) == 0 ? nil : round(days_between(today, %s)%s, 1)", next, to, unit)
				if annualAskedRE().MatchString(f.Question) {
					cd = fmt.Sprintf("len(items) == 0 ? nil : round(days_between(today, %s)%s, 1)", fn, unit)
				}
				b.push(tree.APPLY, q, tree.Args{Fn: cd, As: as})
				break
			}
			b.push(tree.APPLY, q, tree.Args{Fn: fn})
			break
		}
		if f.Ends {
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("len(items) == 0 ? nil : [min(map(items, .%[1]s)), max(map(items, .%[1]s))]", attr)})
			break
		}
		if f.Habit && (attr == "start_time" || attr == "end_time") {
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("most_common(map(items, .%s))", attr)})
			break
		}
		if f.K > 1 && f.Dir != 0 {
			// "when were my last two swims": the dates of the two
			op := tree.ARGMIN
			if f.Dir > 0 {
				op = tree.ARGMAX
			}
			b.push(op, q, tree.Args{Arg: "start_datetime", Val: attr, K: f.K})
			break
		}
		if f.Unranked && f.K <= 1 && (f.Dir < 0 && attr == "start_date" || f.Dir > 0 && attr == "end_date" && !f.Through) && slices.ContainsFunc(f.Content, func(c Cond) bool { return c.Expr == tripStay }) {
			// "when was I in Tokyo", three trips there: each stay's first
			// day, not the first of them only (one trip: its day alone);
			// "when did I get back from Ubud": each one's last
			days := fmt.Sprintf("sort(unique(map(items, .%s)))", attr)
			b.push(tree.APPLY, q, tree.Args{Fn: oneOrEvery("items", days)})
			break
		}
		if f.everyTime() && f.Val.Attr == attr {
			// "when was the black bin moved", a field of times the
			// question names by its verb: every time it was, not the
			// first only (a series moved three times)
			days := fmt.Sprintf("sort(unique(map(filter(items, {.%[1]s != nil}), .%[1]s)))", attr)
			b.push(tree.APPLY, q, tree.Args{Fn: oneOrEvery(days, days)})
			break
		}
		if f.Unranked && f.K <= 1 && f.Dir < 0 && attr == "start_date" && !f.Milestone && !titleNamed(f) && (f.act == nil || f.act.Recurring) && !onceAskedRE().MatchString(f.Question) && !oneDayAskedRE().MatchString(f.Question) && !annualAskedRE().MatchString(f.Question) {
			// "when did I fly", "when was I sick": a happening that comes
			// back was asked every time it happened, not the first time
			// alone (which "first" asks); a one-off, a thing named by
			// its title or a purchase keeps the one day. "When did I go
			// to Hamburg": the first day of each stay there, a stay told
			// on several days being one.
			days := "sort(unique(map(items, .start_date)))"
			if townCond(f.Content) || beenInRE().MatchString(f.Question) {
				days = fmt.Sprintf("spell_starts(dates_of(items), %d)", spellGap)
			}
			b.push(tree.APPLY, q, tree.Args{Fn: oneOrEvery("items", days)})
			break
		}
		if unit, as, ok := countdown(f.Question); ok && f.Dir < 0 && !f.Unranked && attr == "start_date" {
			// "how many days till the next standup": from today to it
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("len(items) == 0 ? nil : round(days_between(today, min(map(items, .start_date)))%s, 1)", unit), As: as})
			break
		}
		if (attr == "start_time" || attr == "end_time") && f.Dir != 0 && inOrderRE().MatchString(f.Question) && !clockWordRE().MatchString(f.Question) {
			// "what time did I send my first email in 2022": the time of
			// day of the first one sent, not the earliest time of day of
			// any ("the earliest time I went to bed" is that)
			op := tree.ARGMIN
			if f.Dir > 0 {
				op = tree.ARGMAX
			}
			b.push(op, q, tree.Args{Arg: "start_datetime", Val: attr})
			break
		}
		op := tree.MIN
		if f.Dir > 0 {
			op = tree.MAX
		}
		if f.Dir > 0 && f.Through && (attr == "start_date" || attr == "end_date") && slices.Equal(f.Sources, []string{ingest.TVSeriesStream}) {
			// "when did I finish season 1", "when I finished season 1":
			// each episode's first viewing, then the latest of those (a
			// season watched again was finished the first time)
			b.push(tree.GROUP_BY, b.scope+" grouped by episode", tree.Args{Keys: []string{"series_title", "episode_title"}})
			b.push(tree.MAP, "the day each episode was first watched", tree.Args{Fn: "min(map(group, .start_date))", As: "first_watched"})
			attr = "first_watched"
		}
		b.push(op, q, tree.Args{Attr: attr})
	case FormBest:
		if f.Within != nil {
			b.prepare(f.Within)
			b.prepare(f.Group)
			b.push(tree.GROUP_BY, fmt.Sprintf("%s grouped by %s and %s", b.scope, f.Within.Words, f.Group.Words), tree.Args{Keys: []string{f.Within.Attr, f.Group.Attr}})
			b.push(tree.MAP, fmt.Sprintf("number of %s per %s and %s", b.scope, f.Within.Words, f.Group.Words), tree.Args{Fn: "len(group)", As: "count"})
			op := tree.ARGMAX
			if f.Least {
				op = tree.ARGMIN
			}
			b.push(op, q, tree.Args{Arg: "count", Val: f.Group.Attr})
			break
		}
		events := b.top
		attr := b.groupCounts(f.Group, f.Measure)
		op := tree.ARGMAX
		if f.Least {
			op = tree.ARGMIN
		}
		val := f.Group.Attr
		if f.LeastEmpty {
			b.push(op, q, tree.Args{Arg: attr, Val: val, K: topK(f.K)})
			b.leastEmpty(events, q)
			break
		}
		if f.Amount {
			val = attr // "what's the most I ran in one week": how much
		}
		if f.IsBest != nil {
			// "was Taylor Swift my most played artist": the best, then
			// whether it is the one named.
			// (of "my meetings", the meetings: "the person with the most
			// meetings")
			scope := strings.TrimPrefix(strings.TrimPrefix(b.scope, "my "), "our ")
			best := fmt.Sprintf("the %s with the most %s", f.Group.Words, scope)
			b.push(op, best, tree.Args{Arg: attr, Val: val, K: topK(f.K)})
			b.push(tree.FILTER, best+" if "+f.IsBest.Words, tree.Args{Condition: f.IsBest.Expr})
			b.push(tree.APPLY, q, tree.Args{Fn: "len(items) > 0"})
			break
		}
		if f.RankOf != nil {
			b.rankOf(attr)
			break
		}
		if f.N > 1 {
			b.nthRanked(attr, val, f.Least)
			break
		}
		b.push(op, q, tree.Args{Arg: attr, Val: val, K: topK(f.K)})
	case FormTable:
		attr := b.groupCounts(f.Group, f.Measure)
		if f.Average {
			// the count of each period, on average over the periods
			b.push(tree.AVG, q, tree.Args{Attr: attr})
		}
	case FormGrouped:
		b.prepare(f.Group)
		b.push(tree.GROUP_BY, q, tree.Args{Keys: []string{f.Group.Attr}})
	case FormYesNo:
		if f.SumWhether != "" && f.Measure != nil {
			b.prepare(f.Measure)
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("sum(map(items, .%s)) %s", f.Measure.Attr, f.SumWhether)})
			break
		}
		if f.AvgWhether != "" && f.Measure != nil {
			b.prepare(f.Measure)
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("(avg(map(items, .%s)) ?? 0) %s", f.Measure.Attr, f.AvgWhether)})
			break
		}
		if f.Val != nil && f.GroupTimes != "" {
			// "did I ever run twice in one day": whether any group
			// happened so many times
			b.prepare(f.Val)
			b.groupsHappened(f.Val)
			b.push(tree.APPLY, q, tree.Args{Fn: "len(items) > 0"})
			break
		}
		test, counted := "> 0", "len(items)"
		if f.CountWhether != "" {
			test = f.CountWhether
		}
		if f.Spells {
			counted = fmt.Sprintf("spells(dates_of(items), %d)", spellGap)
		} else if f.CountItems && f.CountWhether != "" {
			// "did I buy more than 10 books": the items bought, each
			// order's quantity, as "how many books" adds them up
			counted = "sum(map(items, .quantity ?? 1))"
		}
		b.push(tree.APPLY, q, tree.Args{Fn: counted + " " + test})
	case FormCompare, FormShare:
		b.compare()
	case FormNth:
		b.nthOf()
	case FormList:
		if f.Val != nil && (f.GroupTimes != "" || f.FirstSeen || len(f.NotIn) > 0 || len(f.AllIn) > 0) {
			// the values whose groups happened so many times, or first
			// in the window; of the people asked as friends, the
			// friends ("which friend did I see both in 2021 and in
			// 2022": no relative, no practice)
			b.prepare(f.Val)
			b.friends(f.Val)
			b.groupsHappened(f.Val)
			fn := "map(items, .%s)"
			if f.GroupTimes != "" {
				fn = "unique(map(items, .%s))"
			}
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf(fn, f.Val.Attr)})
			return
		}
		if f.Val != nil {
			b.prepare(f.Val)
			for _, x := range f.leftOut() {
				b.exclude(f.Val, x)
			}
			b.friends(f.Val)
			if f.BothDays != "" {
				b.push(tree.APPLY, q, tree.Args{Fn: f.BothDays})
				return
			}
			if f.Age && f.Val.Attr == "birth_date" {
				b.push(tree.APPLY, q, tree.Args{Fn: "unique(map(filter(items, {.birth_date != nil && date(.birth_date) <= today}), years_between(date(.birth_date), today)))", As: "age"})
				return
			}
			b.push(tree.APPLY, q, tree.Args{Fn: fmt.Sprintf("unique(flatten(map(items, .%s)))", f.Val.Attr)})
		}
	}
}

// titleNameRE: a condition that holds the title of what is asked to one
// value (a calendar entry's summary, a mail's subject).
var titleNameRE = lazyre.New(`^(?:summary|title|subject|name) == "[^"]*"$`)

// titleNamed reports whether the question names what it asks of by its
// title.
func titleNamed(f *Frame) bool {
	for _, c := range f.Content {
		if titleNameRE().MatchString(c.Expr) {
			return true
		}
	}
	return false
}

func (b *builder) extreme() {
	f := b.f
	q := f.Question
	if f.TripSpells {
		b.trips(f.Rank.Attr)
		if f.Val != nil && f.Val.Attr != "city" {
			f.Val = nil
		}
	}
	b.prepare(f.Rank)
	b.prepare(f.Val)
	if f.IsBest != nil {
		// "was The Invisible War the first thing I watched": the first
		// of all, then whether it is the one named
		op, rank, words := tree.ARGMIN, "start_datetime", "the first of "+b.scope
		if f.Dir > 0 {
			op, words = tree.ARGMAX, "the last of "+b.scope
		}
		if f.Rank != nil {
			rank, words = f.Rank.Attr, fmt.Sprintf("the one of %s with the lowest %s", b.scope, f.Rank.Words)
			if f.Dir > 0 {
				words = fmt.Sprintf("the one of %s with the highest %s", b.scope, f.Rank.Words)
			}
		}
		b.push(op, words, tree.Args{Arg: rank})
		b.push(tree.FILTER, words+" if "+f.IsBest.Words, tree.Args{Condition: f.IsBest.Expr})
		b.push(tree.APPLY, q, tree.Args{Fn: "len(items) > 0"})
		return
	}
	if f.Total != nil {
		// the k winners themselves, then what they add up to
		op, rank, words := tree.ARGMIN, "start_datetime", fmt.Sprintf("the first %d of %s", f.K, b.scope)
		if f.Dir > 0 {
			op, words = tree.ARGMAX, fmt.Sprintf("the last %d of %s", f.K, b.scope)
		}
		if f.Rank != nil {
			rank, words = f.Rank.Attr, fmt.Sprintf("the %d of %s with the lowest %s", f.K, b.scope, f.Rank.Words)
			if f.Dir > 0 {
				words = fmt.Sprintf("the %d of %s with the highest %s", f.K, b.scope, f.Rank.Words)
			}
		}
		b.push(op, words, tree.Args{Arg: rank, K: f.K})
		b.push(tree.SUM, q, tree.Args{Attr: f.Total.Attr})
		return
	}
	if f.Each != nil {
		// "my longest run each year": the most (least) of every period,
		// and what held it where a thing is asked beside the amount
		rank, agg, as := "start_datetime", "min", "first_time"
		if f.Dir > 0 {
			agg, as = "max", "last_time"
		}
		if f.Rank != nil {
			rank, as = f.Rank.Attr, agg+"_"+f.Rank.Attr
		}
		b.prepare(f.Each)
		b.push(tree.GROUP_BY, fmt.Sprintf("%s grouped by %s", b.scope, f.Each.Words), tree.Args{Keys: []string{f.Each.Attr}})
		if f.K > 1 {
			// "my 3 longest runs each year": the k of every period, most
			// (least) first, and the amounts they were ranked by
			order := ""
			if f.Dir > 0 {
				order = `, "desc"`
			}
			ranked := fmt.Sprintf(`let r = sort_by(filter(group, {.%s != nil}), %q%s); r[:min(%d, len(r))]`, rank, rank, order, f.K)
			b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("map(%s, .%s)", ranked, rank), As: rank})
			if f.Val != nil && f.Val.Attr != rank {
				// last, as the table shows it: the things asked for
				b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("map(%s, .%s)", ranked, f.Val.Attr), As: f.Val.Attr})
			}
			return
		}
		b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("%s(map(group, .%s))", agg, rank), As: as})
		if f.Val != nil && f.Val.Attr != rank {
			b.push(tree.MAP, q, tree.Args{Fn: fmt.Sprintf("attr(find(group, .%s == %s), %q)", rank, as, f.Val.Attr), As: f.Val.Attr})
		}
		return
	}
	switch {
	case f.Rank == nil && f.Val == nil && f.K <= 1 && titleNamed(f):
		// "what is the next OpenLab": the thing is named by its title,
		// so what is asked is when
		op := tree.MIN
		if f.Dir > 0 {
			op = tree.MAX
		}
		b.push(op, q, tree.Args{Attr: f.whenAsked()})
	case f.Rank == nil && f.Val != nil && f.FirstSeen:
		// "which artist did I discover most recently": the one whose
		// first event is the latest, not the artist played last
		b.push(tree.GROUP_BY, fmt.Sprintf("%s grouped by %s", b.scope, f.Val.Words), tree.Args{Keys: []string{f.Val.Attr}})
		b.push(tree.MAP, fmt.Sprintf("the first time of each %s", f.Val.Words), tree.Args{Fn: "min(map(group, .start_datetime))", As: "first_time"})
		op := tree.ARGMIN
		if f.Dir > 0 {
			op = tree.ARGMAX
		}
		b.push(op, q, tree.Args{Arg: "first_time", Val: f.Val.Attr, K: topK(f.K)})
	case distinctRecent(f):
		// "the last 5 songs I listened to": five songs, each once at
		// its latest play (the first: its earliest), not the last five
		// plays, which repeat a song played twice (a song is its title
		// and who sings it, as groupCounts keys it)
		keys := []string{f.Val.Attr}
		if b.songByArtist(f.Val) {
			keys = append(keys, "artists")
		}
		b.push(tree.GROUP_BY, fmt.Sprintf("%s grouped by %s", b.scope, f.Val.Words), tree.Args{Keys: keys})
		op, fn, as, words := tree.ARGMIN, "min", "first_time", "first"
		if f.Dir > 0 {
			op, fn, as, words = tree.ARGMAX, "max", "last_time", "latest"
		}
		b.push(tree.MAP, fmt.Sprintf("the %s time of each %s", words, f.Val.Words), tree.Args{Fn: fn + "(map(group, .start_datetime))", As: as})
		b.push(op, q, tree.Args{Arg: as, Val: f.Val.Attr, K: f.K})
	case f.Rank == nil && f.Annual:
		// each record's day brought to its next return from today on
		b.push(tree.MAP, b.scope+", each on its next return", tree.Args{Fn: nextReturn("start_date"), As: "next_return"})
		args := tree.Args{Arg: "next_return"}
		if f.Val != nil {
			args.Val = f.Val.Attr
		}
		b.push(tree.ARGMIN, q, args)
	case f.Rank == nil:
		op := tree.ARGMIN
		if f.Dir > 0 {
			op = tree.ARGMAX
		}
		args := tree.Args{Arg: "start_datetime", K: topK(f.K)}
		if f.Val != nil {
			args.Val = f.Val.Attr
		}
		if f.Val != nil && (f.act == nil || !f.act.Structured && f.act.Name == f.Val.Attr || strings.HasPrefix(f.Val.Attr, "personal_")) && !expr.IsFunction(f.Val.Attr) {
			// "the last restaurant I went to": the last of the visits
			// that name one (a journal's dinner at home after it is no
			// visit), where the thing is what the activity's events are
			// named by or no activity was named ("the first city I
			// visited"); an attribute asked of the last one ("the heart
			// rate of my last workout") is its, or missing.
			// (a field named as a function, "season", cannot be
			// written so: the last one's, or missing); "the last person
			// to email me" is the last mail someone I know sent, not a
			// shop's after it
			b.push(tree.FILTER, fmt.Sprintf("%s with %s", b.scope, f.Val.Words), tree.Args{Condition: f.Val.Attr + " != nil"})
		}
		b.push(op, q, args)
	case f.Val == nil && f.Thing:
		op := tree.ARGMIN
		if f.Dir > 0 {
			op = tree.ARGMAX
		}
		b.push(op, q, tree.Args{Arg: f.Rank.Attr, K: topK(f.K)})
	case f.Val != nil && f.Val.Attr == f.Rank.Attr && f.Thing && f.N <= 1 && f.K <= 1:
		// "what was my fastest run": the speed, of the run that had it
		// (the answer names it)
		op := tree.ARGMIN
		if f.Dir > 0 {
			op = tree.ARGMAX
		}
		b.push(op, q, tree.Args{Arg: f.Rank.Attr, Val: f.Rank.Attr})
	case f.Val == nil || f.Val.Attr == f.Rank.Attr:
		if f.N > 1 {
			b.nthValue(f.Rank.Attr, f.Dir < 0)
			return
		}
		op := tree.MIN
		if f.Dir > 0 {
			op = tree.MAX
		}
		b.push(op, q, tree.Args{Attr: f.Rank.Attr})
	default:
		op := tree.ARGMIN
		if f.Dir > 0 {
			op = tree.ARGMAX
		}
		if f.N > 1 {
			b.nthRanked(f.Rank.Attr, f.Val.Attr, f.Dir < 0)
			return
		}
		// "my three most expensive orders": the top three
		b.push(op, q, tree.Args{Arg: f.Rank.Attr, Val: f.Val.Attr, K: topK(f.K)})
	}
}

// trips makes each trip of a journal's days away an item of its own: a
// run of days in one town (a day not written about inside it still part
// of it), measured from its first day to its last. Every day is an event
// of its own, a day long, so ranked alone every trip had tied at one day;
// ranked by town, the second longest (Hamburg at Christmas, five days)
// could not be told from a town's other trips.
func (b *builder) trips(length string) {
	days := tree.Clone(b.top)
	start := fmt.Sprintf("max(filter(spell_starts(dates_of(filter(away, {.city == city})), %d), {# <= start_date}))", spellGap)
	b.push(tree.MAP, b.scope+" with the first day of the trip each is of", tree.Args{Fn: start, As: "trip_start"}).Refs = map[string]*tree.Node{"away": days}
	if b.f.EachTrip {
		// the table of the trips, in the order they were taken, a row
		// each with its days: the MAP last is the column shown
		b.push(tree.GROUP_BY, "my trips: "+b.scope+" grouped by first day and town", tree.Args{Keys: []string{"trip_start", "city"}})
		b.push(tree.MAP, "the day each trip began", tree.Args{Fn: "trip_start", As: "start_date"})
		b.push(tree.MAP, "the days of each trip", tree.Args{Fn: "days_between(trip_start, max(dates_of(group))) + 1", As: length})
		b.scope = "my trips"
		b.have[length] = true
		return
	}
	b.push(tree.GROUP_BY, "my trips: "+b.scope+" grouped by town and first day", tree.Args{Keys: []string{"city", "trip_start"}})
	b.push(tree.MAP, "the days of each trip", tree.Args{Fn: "days_between(trip_start, max(dates_of(group))) + 1", As: length})
	b.push(tree.MAP, "the day each trip began", tree.Args{Fn: "trip_start", As: "start_date"})
	b.scope = "my trips"
	b.have[length] = true
}

// topK is the k of ARGMAX and ARGMIN for a frame's K: 0 (one) unless
// several were asked for.
func topK(k int) int {
	if k > 1 {
		return k
	}
	return 0
}

// notDays counts the days of the question's window (so far: never past
// today) on which none of the events happened.
func (b *builder) notDays() {
	f := b.f
	w, _ := oneWindow(f.Temporal) // negation made the form only with one
	if f.Without != "" {
		b.notPeriods(w)
		return
	}
	to := "add_days(today, 1)"
	if w.To != "" {
		to = fmt.Sprintf("min(%s, add_days(today, 1))", w.To)
	}
	days := fmt.Sprintf("days_between(%s, %s)", w.From, to)
	if f.Weekday > 0 {
		// only the window's days of that weekday: from the first of
		// them, one a week
		days = fmt.Sprintf("(let n = %s; let o = (%d - weekday(%s) + 7) %% 7; o < n ? int(floor((n - o - 1) / 7)) + 1 : 0)", days, f.Weekday, w.From)
	}
	fn := fmt.Sprintf("max(0, %s - len(%s))", days, coveredDates(w.From, to))
	if f.CountWhether != "" {
		// "was there a day in March without music": whether any was
		fn = fmt.Sprintf("%s %s", fn, f.CountWhether)
		b.push(tree.APPLY, f.Question, tree.Args{Fn: fn}).Refs = refsIn(fn, w)
		return
	}
	b.push(tree.APPLY, f.Question, tree.Args{Fn: fn, As: "days"}).Refs = refsIn(fn, w)
}

// notPeriods answers whether a whole calendar week or month of the
// window (never past today; with no window, from the first record to the
// last) went without the events: the periods wholly inside it less those
// with a date of the events.
func (b *builder) notPeriods(w Cond) {
	f := b.f
	a, z, n, start := periodBounds(f, w)
	body := fmt.Sprintf("let a = %s; let z = %s; max(0, %s - len(unique(map(filter(d, {# >= a && # < z}), {%s}))))", a, z, n, start)
	if f.ListWithout && f.Without == "weekday" {
		body = fmt.Sprintf("let a = %s; let z = %s; a >= z ? nil : (let had = unique(map(filter(d, {# >= a && # < z}), {%s})); let without = filter([\"Monday\", \"Tuesday\", \"Wednesday\", \"Thursday\", \"Friday\", \"Saturday\", \"Sunday\"], {!(# in had)}); len(without) == 0 ? \"none\" : without)", a, z, start)
	} else if f.ListWithout {
		// "which weeks did I not run": those periods, each by its first day
		// (none: every one had some, which "no matching events" would not say;
		// nothing where the window holds no time the export records, "which
		// days in May did I not play music" of plays up to April: no day
		// is known to have gone without, and the nothing says why)
		body = fmt.Sprintf("let a = %s; let z = %s; a >= z ? nil : (let had = unique(map(filter(d, {# >= a && # < z}), {%s})); let without = filter(periods(a, z, %q), {!(# in had)}); len(without) == 0 ? \"none\" : %s)", a, z, start, f.Without, cmp.Or(map[string]string{"year": "map(without, {year(#)})", "month": `map(without, {` + monthLabel + `})`}[f.Without], "without"))
	}
	if f.Every > 1 {
		// "did I swim every other week": the most periods in a row
		// without, each period a day counted from the first, so that
		// periods in a row are days in a row
		index := map[string]string{"week": "add_days(a, days_between(a, #) / 7)", "month": "add_days(a, (year(#) - year(a)) * 12 + month(#) - month(a))"}[f.Without]
		body = fmt.Sprintf("let a = %s; let z = %s; let had = unique(map(filter(d, {# >= a && # < z}), {%s})); longest_streak(map(filter(periods(a, z, %q), {!(# in had)}), {%s}))", a, z, start, f.Without, cmp.Or(index, "#"))
	}
	if f.CountWhether != "" {
		body = fmt.Sprintf("(%s) %s", body, f.CountWhether)
	}
	if w.From == "" {
		// nothing recorded at all: no period to speak of
		if f.CountWhether != "" {
			body = fmt.Sprintf("len(d) > 0 && (%s)", body)
		} else if f.ListWithout {
			body = fmt.Sprintf("len(d) == 0 ? \"nothing recorded\" : (%s)", body)
		} else if f.Recorded[0] != "" {
			// over all the export records, none found is not known to
			// have gone without every day (a person never named): 0
			// said it was there every day
			body = fmt.Sprintf("len(d) == 0 ? nil : (%s)", body)
		} else {
			body = fmt.Sprintf("len(d) == 0 ? 0 : (%s)", body)
		}
	}
	fn := "let d = dates_of(items); " + body
	b.push(tree.APPLY, f.Question, tree.Args{Fn: fn}).Refs = refsIn(fn, w)
}

// leastEmpty puts before the least-ranked month or weekday (b.top) those
// of the window none of the events fell in, where there are any: the
// events' own dates, read against the periods of the window.
func (b *builder) leastEmpty(events *tree.Node, q string) {
	f := b.f
	ranked := b.top
	b.top = tree.Clone(events)
	w, _ := oneWindow(f.Temporal)
	a, z, _, _ := periodBounds(f, w)
	all, name := `map(periods(a, z, "month"), {`+monthLabel+`})`, monthLabel
	if f.Without == "weekday" {
		all, name = `unique(map(periods(a, z, "day"), {weekday_name(#)}))`, "weekday_name(#)"
	}
	body := fmt.Sprintf("let a = %s; let z = %s; let had = unique(map(filter(d, {# >= a && # < z}), {%s})); let without = filter(%s, {!(# in had)}); len(without) == 0 ? ranked : without", a, z, name, all)
	if w.From == "" {
		body = "len(d) == 0 ? ranked : (" + body + ")"
	}
	fn := "let d = dates_of(items); " + body
	refs := refsIn(fn, w)
	if refs == nil {
		refs = map[string]*tree.Node{}
	}
	refs["ranked"] = ranked
	b.push(tree.APPLY, q, tree.Args{Fn: fn}).Refs = refs
}

// monthLabel names the month of the date # with its year ("July 2022").
const monthLabel = `month_name(#) + " " + str(year(#))`

// periodBounds are the first period (a) and the end of the last whole one
// (z) of f.Without's periods in window w (never past today; with no
// window, from the first record to the last), how many there are (n) and
// the expression that takes a date to its period (start), as expressions
// over the events' dates d.
func periodBounds(f *Frame, w Cond) (a, z, n, start string) {
	from, to := w.From, "add_days(today, 1)"
	if w.To != "" {
		to = fmt.Sprintf("min(%s, add_days(today, 1))", w.To)
	}
	if from == "" {
		from, to = "first(d)", "add_days(last(d), 1)"
		if r := f.Recorded; r[0] != "" {
			// from the first record of the export to its last, never
			// past today (a note dated by a later change of its file)
			from, to = r[0], fmt.Sprintf("min(add_days(%s, 1), add_days(today, 1))", r[1])
		}
	} else if r := f.Recorded; r[0] != "" {
		// within the window, only while the export records: a week
		// after its last record is not known to have gone without
		from = fmt.Sprintf("max(%s, %s)", from, r[0])
		to = fmt.Sprintf("min(%s, add_days(%s, 1))", to, r[1])
	}
	// a: the first period starting on or after from; z: the start of the
	// period to is in, which ends the last whole one.
	switch f.Without {
	case "day":
		a, z = from, to
		n, start = "days_between(a, z)", "#"
	case "week":
		a, z = fmt.Sprintf("start_of_week(add_days(%s, 6))", from), fmt.Sprintf("start_of_week(%s)", to)
		n, start = "days_between(a, z) / 7", "start_of_week(#)"
	case "year":
		a = fmt.Sprintf("day(%[1]s) == 1 && month(%[1]s) == 1 ? %[1]s : add_months(start_of_year(%[1]s), 12)", from)
		z = fmt.Sprintf("start_of_year(%s)", to)
		n, start = "year(z) - year(a)", "start_of_year(#)"
	case "weekday":
		// the days of the week none of the window's events fell on (the
		// window from the one first record to the last, any week of it)
		a, z = from, to
		n, start = "7", "weekday_name(#)"
	default:
		a = fmt.Sprintf("day(%[1]s) == 1 ? %[1]s : add_months(start_of_month(%[1]s), 1)", from)
		z = fmt.Sprintf("start_of_month(%s)", to)
		n, start = "(year(z) - year(a)) * 12 + month(z) - month(a)", "start_of_month(#)"
	}
	return a, z, n, start
}

// factorOp is the comparison of a factor: passed (">") or reached.
func factorOp(over bool) string {
	if over {
		return ">"
	}
	return ">="
}

// atPlaceRE: being at a place said by its common noun ("was I at the
// office", "were we in the garden", "was I at work"), a place gone to
// again and again, not the name of one travelled to.
var atPlaceRE = lazyre.New(`\b(?:was|were)\s+(?:i|we)\s+(?:in|at)\s+(?:the|my|our|work)\b`)

// coveredDates is an expression of the distinct dates on which the items
// happened (dates_of), within [from, to) where those are given.
func coveredDates(from, to string) string {
	var within []string
	if from != "" {
		within = append(within, "# >= "+from)
	}
	if to != "" {
		within = append(within, "# < "+to)
	}
	if len(within) == 0 {
		return "dates_of(items)"
	}
	return fmt.Sprintf("filter(dates_of(items), {%s})", strings.Join(within, " && "))
}

// oneWindow returns the question's temporal condition that bounds one
// window of dates, when there is exactly one.
func oneWindow(conds []Cond) (Cond, bool) {
	var w []Cond
	for _, c := range conds {
		if c.From != "" || c.To != "" {
			w = append(w, c)
		}
	}
	if len(w) != 1 {
		return Cond{}, false
	}
	return w[0], true
}

// refsIn returns copies of the refs of c that expression fn names, or nil.
func refsIn(fn string, c Cond) map[string]*tree.Node {
	var refs map[string]*tree.Node
	for k, r := range c.Refs {
		if strings.Contains(fn, k) {
			if refs == nil {
				refs = map[string]*tree.Node{}
			}
			refs[k] = tree.Clone(r)
		}
	}
	return refs
}

// perPeriod divides the total by the number of periods in the window.
func (b *builder) perPeriod() {
	f := b.f
	total := "len(items)"
	switch {
	case f.Measure != nil && f.Measure.ID == "days":
		// "how many days a week do I listen to music": the days any
		// of them happened on, not a day for each of the events
		total = "len(dates_of(items))"
	case f.Measure != nil:
		b.prepare(f.Measure)
		total = fmt.Sprintf("sum(map(items, .%s))", f.Measure.Attr)
	case f.Group != nil:
		// counted once per value of the key: orders, not their items
		b.prepare(f.Group)
		total = fmt.Sprintf("len(unique(map(items, .%s)))", f.Group.Attr)
	}
	days := "(days_between(min(map(items, .start_date)), max(map(items, .start_date))) + 1)"
	c, ok := oneWindow(f.Temporal)
	if ok && f.Recorded[0] != "" {
		// the window from the first record on (recordedFrom)
		c.From = f.Recorded[0]
	}
	if !ok && f.Percent && f.Recorded[0] != "" {
		// a share of the days with no time said: of the days recorded
		c, ok = Cond{From: f.Recorded[0], To: fmt.Sprintf("add_days(%s, 1)", f.Recorded[1])}, true
	}
	if ok {
		from, to := c.From, c.To
		if from == "" {
			from = "min(map(items, .start_date))"
		}
		if to == "" {
			to = "add_days(today, 1)"
		} else if to != "add_days(today, 1)" {
			// this year, or 2024 asked in March 2024: the weeks so far
			to = fmt.Sprintf("min(%s, add_days(today, 1))", to)
		}
		days = fmt.Sprintf("days_between(%s, %s)", from, to)
	}
	n := fmt.Sprintf("%s / %s", days, fmtNum(f.Period))
	switch {
	case f.ActiveOnly && f.Period == 1:
		n, ok = "len(dates_of(items))", false
	case f.ActiveOnly && f.Period == 7:
		n, ok = "len(unique(map(items, start_of_week(.start_date))))", false
	}
	if ok && c.From != "" && c.To != "" && (!strings.Contains(c.To, "today") || calendarAligned(c)) {
		if m := monthsPer(f.Period); m > 0 {
			// a closed window of months ("in 2024"): its calendar months
			// (quarters, years), however long they are, so far
			c.To = fmt.Sprintf("min(%s, add_days(today, 1))", c.To)
			n = monthsIn(c, m)
		}
	}
	fn := fmt.Sprintf("len(items) == 0 ? 0 : %s / max(1, %s)", total, n)
	as := "" // a count per period has no unit; an amount has its measure's
	if f.Measure != nil {
		as = f.Measure.Attr
	}
	if f.Percent {
		fn, as = fmt.Sprintf("len(items) == 0 ? 0 : round(100 * %s / max(1, %s), 2)", total, n), "percent"
	}
	if f.PerWhether != "" {
		fn, as = fmt.Sprintf("(%s) %s", fn, f.PerWhether), ""
	}
	b.push(tree.APPLY, f.Question, tree.Args{Fn: fn, As: as}).Refs = refsIn(n, c)
}

// perPeriodOf is perPeriod within one closed window c, a side of a
// comparison: the total over the window's periods.
func (b *builder) perPeriodOf(c Cond) {
	f := b.f
	total := "len(items)"
	if f.Measure != nil {
		b.prepare(f.Measure)
		total = fmt.Sprintf("sum(map(items, .%s))", f.Measure.Attr)
	}
	// a window not over yet ("in 2024", asked in March) counts its
	// periods so far
	c.To = fmt.Sprintf("min(%s, add_days(today, 1))", c.To)
	n := fmt.Sprintf("days_between(%s, %s) / %s", c.From, c.To, fmtNum(f.Period))
	if m := monthsPer(f.Period); m > 0 {
		n = monthsIn(c, m)
	}
	as := ""
	if f.Measure != nil {
		as = f.Measure.Attr
	}
	b.push(tree.APPLY, fmt.Sprintf("%s per %s", b.scope, periodName(f.Period)), tree.Args{Fn: fmt.Sprintf("len(items) == 0 ? 0 : %s / max(1, %s)", total, n), As: as}).Refs = refsIn(n, c)
}

// calendarAligned reports whether a window told from today begins and
// ends on calendar boundaries ("last year", "this month"), whole months
// as a window of dates is, unlike one running to today ("in the last 90
// days").
func calendarAligned(c Cond) bool {
	return strings.Contains(c.From, "start_of_") && strings.Contains(c.To, "start_of_")
}

// monthsPer is how many calendar months a period of that many days is (a
// month, a quarter, a year), or 0.
func monthsPer(days float64) int {
	for _, k := range []struct {
		months int
		days   float64
	}{{1, 30.436875}, {3, 91.310625}, {12, 365.2425}} {
		if math.Abs(days-k.days) < 1e-6 {
			return k.months
		}
	}
	return 0
}

// monthsIn is the number of periods of m calendar months in the closed
// window c: its calendar months over m.
func monthsIn(c Cond, m int) string {
	n := fmt.Sprintf(`len(periods(%s, %s, "month"))`, c.From, c.To)
	if m > 1 {
		n = fmt.Sprintf("(%s / %d)", n, m)
	}
	return n
}

// periodName names a period by its length in days.
func periodName(days float64) string {
	for _, k := range []struct {
		name string
		days float64
	}{{"day", 1}, {"week", 7}, {"month", 30.436875}, {"quarter", 91.310625}, {"year", 365.2425}} {
		if math.Abs(days-k.days) < 1e-6 {
			return k.name
		}
	}
	return fmtNum(days) + " days"
}

var (
	dateTimeAskedRE = lazyre.New(`(?i)\b(?:date and time|time and date|exact time|precise time|day and time|time and day|timestamp|when exactly|exactly when)\b`)
	timeAskedRE     = lazyre.New(`(?i)\b(?:what time|which time|at what time|start time|starting time|time of day)\b|\bthe\s+time\s+of\s+(?:my|our|the\s+(?:first|last|final|latest|earliest))\b|\bthe\s+(?:earliest|latest)\s+(?:time|hour)\b`)
	dateNamedRE     = lazyre.New(`(?i)\b(?:date|day)\b`)
)

// timeSpanRE: a stretch of time ("what time span does my mail cover"),
// of dates, not a time of day.
var timeSpanRE = lazyre.New(`(?i)\btime\s+(?:span|range|period|frame)\b`)

// endAskedRE: the question asks when a thing ended, not when it began
// ("what time did my last meeting end", "when did it finish", "end time").
var endAskedRE = lazyre.New(`(?i)\b(?:end|finish)\s*\??\s*$|\b(?:ended|finished)\b|\b(?:end|ending|finish|finishing)\s+time\b`)

// nextReturn is the expression of the next return of the day d from today
// on, of a thing that comes back every year.
func nextReturn(d string) string {
	return fmt.Sprintf("add_years(%[1]s, year(today) - year(%[1]s) + (add_years(%[1]s, year(today) - year(%[1]s)) >= today ? 0 : 1))", d)
}

// whenAsked is the time attribute the frame's question asks (whenAttr),
// read with the speller's corrections ("when excatly": the datetime).
// The words of the question's times are left out: a day named in one
// ("on Valentine's Day", "on Christmas Day") is when, not the date asked.
func (f *Frame) whenAsked() string {
	q := withFixes(f.Question, f.Corrected)
	for _, c := range f.Temporal {
		low := strings.ToLower(q)
		if c.Words == "" || len(low) != len(q) {
			continue // (lower-casing changed the bytes: no index of q)
		}
		if i := strings.Index(low, strings.ToLower(c.Words)); i >= 0 {
			q = q[:i] + " " + q[i+len(c.Words):]
		}
	}
	return whenAttr(q)
}

// inOrderRE: a word that picks one of the things by their order in
// time ("my first email", "the last run"), not by their time of day.
var inOrderRE = lazyre.New(`(?i)\b(?:first|last|final|most\s+recent|previous|next)\b`)

// clockWordRE: a word that ranks times of day themselves ("the earliest
// time", "how late").
var clockWordRE = lazyre.New(`(?i)\b(?:earliest|latest|early|late|earlier|later)\b`)

// whenAttr is what "when" asks for: the date, unless the question asks
// for the time of day or the date with the time; of the end where the
// question asks when a thing ended.
func whenAttr(q string) string {
	q = backFrom(q) // "when did I fly back from X": when the trip ended
	attr := dateAttr
	switch {
	case dateTimeAskedRE().MatchString(q):
		attr = "start_datetime"
	case timeAskedRE().MatchString(q) && !dateNamedRE().MatchString(q) && !timeSpanRE().MatchString(q) || endAskedRE().MatchString(q) && strings.Contains(strings.ToLower(q), "time"):
		attr = "start_time"
	}
	if endAskedRE().MatchString(q) {
		attr = strings.Replace(attr, "start_", "end_", 1)
	}
	return attr
}

// timesWords says a GroupTimes condition in words.
func timesWords(cond string) string {
	switch cond {
	case "== 1":
		return "only once"
	case "== 2":
		return "exactly twice"
	case "> 1":
		return "more than once"
	}
	return boundWords(cond) + " times"
}

// boundWords says a bound written as a comparison ("> 300 songs") in
// words ("more than 300 songs"); other text is returned as it is.
func boundWords(cond string) string {
	if op, rest, ok := strings.Cut(cond, " "); ok {
		if w, ok := map[string]string{">": "more than", ">=": "at least", "<": "fewer than", "<=": "at most", "==": "exactly"}[op]; ok {
			return w + " " + rest
		}
	}
	return cond
}

// spellDays is the days of the runs of the events' days, each from its
// first day to its last (a gap of spellGap days at most inside one).
var spellDays = fmt.Sprintf("(let d = dates_of(items); spell_nights(d, %[1]d) + spells(d, %[1]d))", spellGap)

// placeCond reports whether conditions select events by where they were:
// a condition on a town, country or place.
func placeCond(cs []Cond) bool {
	for _, c := range cs {
		for _, n := range c.Needs {
			switch n.Name {
			case "city", "country", "place", "location", "destination", "town":
				return true
			}
		}
	}
	return false
}

// oneOrEvery answers a "when" asked every time with its days: the one
// day where there is one, all of them where several, nil where empty says
// there are none (the items, each with a day, or the days themselves).
func oneOrEvery(empty, days string) string {
	return fmt.Sprintf("len(%s) == 0 ? nil : (len(%[2]s) == 1 ? %[2]s[0] : %[2]s)", empty, days)
}

// onceAskedRE: words that make "when" ask one time of a happening that
// comes back: the one that began something ("start date at", "when did
// I join", "when did I create my account"), a thing bought, how far
// back the records go, or the one next to another time ("again after my
// knee injury", "since the move").
var onceAskedRE = lazyre.New(`(?i)\b(?:start|starts|started|starting|begin|begins|began|begun|beginning|join|joins|joined|joining|create|created|creating|open|opened|set\s+up|sign(?:ed)?\s+up|register|registered|buy|bought|buying|purchase|purchased|order|ordered|far\s+back|again|after|since|before|until|till)\b`)

// oneDayAskedRE: one day asked by its noun ("on which day did we …", "the
// date I left for Barcelona"), as a birthday in a year is one day
// (annualAskedRE).
var oneDayAskedRE = lazyre.New(`(?i)\b(?:which|what|the|a)\s+(?:day|date)\b|^\s*(?:day|date)\b`)

// beenInRE: being in a place, a stay, whichever records tell it.
var beenInRE = lazyre.New(`(?i)\b(?:was|were|been|be)\s+in\b`)

// townCond reports whether conditions select events by the town or
// country they were in (not a venue, visited again two days on).
func townCond(cs []Cond) bool {
	for _, c := range cs {
		for _, n := range c.Needs {
			switch n.Name {
			case "city", "country", "town", "destination":
				return true
			}
		}
	}
	return false
}

// distinctRecent reports whether an extreme asks for several things by
// their time ("the last 5 songs I listened to"): those are k different
// things, each once, not the last k events, which repeat a thing met
// twice.
func distinctRecent(f *Frame) bool {
	return f.Form == FormExtreme && f.IsBest == nil && f.Total == nil && f.Rank == nil && f.Val != nil && f.K > 1 && f.KCounts != "" && f.KCounts == f.Val.ID && !f.FirstSeen && !expr.IsFunction(f.Val.Attr)
}

// countdown reads a question of the time from today to a day to come
// ("how many days until Christmas", countdownRE): the divisor of days
// its unit takes and the unit's name.
func countdown(q string) (unit, as string, ok bool) {
	m := countdownOf(q)
	if m == nil {
		return "", "", false
	}
	if strings.EqualFold(m[1], "weeks") {
		return " / 7", "weeks", true
	}
	return "", "days", true
}

// leftOut are the values the answer's key must not be: the one excluded
// and the others named, each once ("who else was there besides Lena"
// names Lena both ways).
func (f *Frame) leftOut() []string {
	var out []string
	for _, x := range append([]string{f.Exclude}, f.Others...) {
		if x != "" && !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}
