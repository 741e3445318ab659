package rules

import (
	"bytes"
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/lang/spell"
	"reqap/lang/thesaurus"
	"reqap/qa"
	"reqap/qa/qud/link"
	"reqap/qa/qud/timex"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

var (
	clauseTailRE = lazyre.New(`\s+(?:the\s+)?(?:most|least)(?:\s+(?:often|frequently|times))?\s*$|\s+(?:(?:(?:later|earlier)\s+)?` + sameDay + `|on\s+average|` + totalAdverbs + `|in\s+a\s+row)\s*$`)
	tripRE       = lazyre.New(`\b(?:trip|trips|vacation|holiday|holidays|travel\w*|journey|stay|stayed|visit(?:ing|ed)?\s+to|was\s+in|were\s+in|in\s+[\p{L}]|abroad|away)\b`)
	placeTailRE  = lazyre.New(`^,\s*\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*)*\s*$`)
	lastInRE     = lazyre.New(`\b(?:last|latest|most\s+recent)\b`)
)

// anchorWindows recognises windows around an anchor (package timex): "in
// the 30 days before I left for Budapest", "two weeks before my
// birthday", "in the month I started at X", "the first week of my new
// job".
func (p *parser) anchorWindows() {
	for _, s := range p.timeSpans() {
		an := s.Anchor
		if an == nil || an.Shape == timex.Point {
			continue
		}
		start, a, b, ok := p.anchorClause(s)
		if !ok {
			continue
		}
		if an.Shape == timex.Calendar && !p.lx.milestones.re.Match(p.t.low[a:b]) {
			// "the month I listened to X the most" asks for a month,
			// unless it is where something else is looked for ("how much
			// did I spend in the month I watched the most Netflix"); "the
			// week I tweeted" is every such week
			n := len(p.f.Temporal)
			if e := p.t.lowIndex(s.Anchor.PhraseEnd); e > b && e <= len(p.t.low) && bestDayRE().Match(p.t.low[b:e]) && !bytes.ContainsRune(p.t.low[b:e], used) {
				// "the month I tweeted the most": the superlative the
				// clause's tail says picks the month
				b = e
			}
			p.bestPeriodAnchor(start, b, an.Unit, p.t.original(a, b))
			if len(p.f.Temporal) > n || bestDayRE().Match(p.t.low[a:b]) || !mainClauseRE().Match(p.t.low[:start]) && !keywordsBefore(p.t.low[:start]) && !((subjectHeadRE().Match(p.t.low[a:b]) || ownHeadRE().Match(p.t.low[a:b])) && !periodAskedRE().Match(p.t.low[:start])) {
				continue
			}
			// "in the month of my first run": the period of the one
			// happening the clause tells, below
		}
		clauseEnd := b
		b = p.withTrailingDate(a, b)
		if p.birthdayWindow(s, start, a, clauseEnd, b) {
			continue
		}
		// "the week after my trip": a trip, a holiday, a visit lasts,
		// and what follows it follows its last day
		stay := (travelNounRE().Match(p.t.low[a:b]) || p.cityOfDays(p.t.original(a, b))) && !p.lx.milestones.re.Match(p.t.low[a:b])
		end := an.Rel == timex.After && stay && !an.Own
		if an.Own && an.Rel == timex.Before {
			// "the last day of my trip": its own last days end on the
			// stay's last; a one-off's last days ("the last week of my
			// job") would need its end, which no record of it tells
			if !stay {
				continue
			}
			end = true
		}
		name, ref, ok := p.anchor(p.t.original(a, b), end)
		if !ok {
			continue
		}
		p.whichTrip(ref, p.tripDated(a, b))
		w := an.Window(name)
		if end && !an.Own && an.Unit != "day" && an.Unit != "weekend" {
			// from the day after ("the day after" is that day already,
			// and so is "the weekend after")
			w = an.Window(fmt.Sprintf("add_days(%s, 1)", name))
		}
		p.addAnchorCond(start, b, w.DateCond, name, ref, w.From, w.To)
		p.timeNote(s)
	}
}

// birthdayWindow reads a window around the person's own birthday ("the
// day after my birthday", "the week before my birthday in 2022") where the
// library records the date of birth: around that day of every year (of
// the year said after it), not around the first record that says
// "birthday". The clause runs from a to end, a time said after it to b.
func (p *parser) birthdayWindow(s timex.Span, start, a, end, b int) bool {
	if !birthRecorded(p.env) || !p.ownBirthday(p.t.original(a, end)) {
		return false
	}
	year := ""
	if b > end {
		year = strings.TrimPrefix(strings.TrimSpace(p.t.original(end, b)), "in ")
		if !yearAmountRE().MatchString(year) {
			return false // "the day after my birthday last month": not a year
		}
	}
	name := p.refName("birthday")
	born := p.birthDays()
	born.Args.Fn = "first(" + born.Args.Fn + ")"
	on := func(y string) string { return fmt.Sprintf("date(%s, month(%s), day(%s))", y, name, name) }
	if year != "" {
		w := s.Anchor.Window(on(year))
		p.addAnchorCond(start, b, w.DateCond, name, born, w.From, w.To)
		return true
	}
	// the birthday of the record's own year, or of the year next to it
	// where the window runs over New Year ("the week before" a birthday
	// on 2 January)
	var conds []string
	for _, y := range []string{"", " + 1", " - 1"} {
		conds = append(conds, "("+s.Anchor.Window(on("year("+dateAttr+")"+y)).DateCond+")")
	}
	p.addAnchorCond(start, b, strings.Join(conds, " || "), name, born, "", "")
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is taken in every year: say the year for one (\"my birthday in 2022\")", p.t.original(start, b)))
	return true
}

// birthDays is the ref of the person's dates of birth, as the account
// facts record them: the date of birth, or a profile's birthday, whose
// year may be left out ("0000-04-15", "--04-15"), as a date of its month
// and day, which are all a birthday's day of every year compares.
func (p *parser) birthDays() *tree.Node {
	fn, attrs := `unique(map(filter(items, {.birth_date != nil}), date(.birth_date)))`, []string{"birth_date"}
	if !birthRecorded(p.env) {
		fn, attrs = `unique(map(filter(items, {.birthday != nil}), date(2000, int(reverse(split(.birthday, "-"))[1]), int(last(split(.birthday, "-"))))))`, []string{"birthday"}
	}
	return &tree.Node{Op: tree.APPLY, Question: "my date of birth", Args: tree.Args{Fn: fn},
		Inputs: []*tree.Node{{Op: tree.EXTRACT, Question: "my account facts with date of birth", Args: tree.Args{Attrs: attrs, Types: []string{string(qa.TypeText)}},
			Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "my account facts", Args: tree.Args{Query: "everything", Sources: []string{ingest.Account}}}}}}}
}

// tripDated takes from the question's window the time said right after
// a trip's clause low[a:b] ("since my trip to Tokyo in 2021", "the month
// before my trip to Ubud in 2022"), read already as a window of its own:
// it tells which of the trips, not when the things asked were. It
// returns that time's condition, or nil.
func (p *parser) tripDated(a, b int) *Cond {
	t := p.t
	if !travelNounRE().Match(t.low[a:b]) || b >= len(t.low) {
		return nil
	}
	rest := strings.ToLower(strings.TrimSpace(t.orig[t.off[b]:]))
	for i, c := range p.f.Temporal {
		if len(c.Refs) > 0 || c.Words == "" || !strings.Contains(c.Expr, dateAttr) || !strings.HasPrefix(rest, strings.ToLower(c.Words)) {
			continue
		}
		p.f.Temporal = slices.Delete(p.f.Temporal, i, i+1)
		return &c
	}
	for _, s := range p.timeSpans() {
		// not read yet: the time goes with the trip's words
		if s.Kind != timex.Date || s.Anchor != nil || s.Window.DateCond == "" {
			continue
		}
		sa, sb := t.lowSpan(s)
		if sa < b || strings.TrimSpace(string(t.low[b:sa])) != "" || t.usedIn(sa, sb) {
			continue
		}
		c := Cond{Expr: s.Window.DateCond, Words: t.original(sa, sb)}
		t.consume(sa, sb)
		return &c
	}
	return nil
}

// whichTrip keeps, of the trips an anchor's ref finds, those of the time
// said with it (tripDated).
func (p *parser) whichTrip(ref *tree.Node, dated *Cond) {
	if dated == nil || len(ref.Inputs) != 1 {
		return
	}
	in := ref.Inputs[0]
	ref.Inputs[0] = &tree.Node{Op: tree.FILTER, Question: in.Question + " " + dated.Words, Args: tree.Args{Condition: dated.Expr}, Inputs: []*tree.Node{in}}
	ref.Question += " " + dated.Words
}

// cityOfDays reports whether an anchor's clause is nothing but a city or
// a country the library records the person's days in ("the week after
// Lisbon"): a stay there, which lasts, as a trip does, and what follows
// it follows its last day, not its first.
func (p *parser) cityOfDays(clause string) bool {
	if p.env.Catalog() == nil {
		return false
	}
	name := strings.TrimSpace(clause)
	if name == "" {
		return false
	}
	for _, src := range p.env.Catalog().Sources {
		for _, key := range []string{"city", "country"} {
			if fl := src.Field(key); fl != nil && slices.ContainsFunc(fl.Values, func(v catalog.Value) bool { return strings.EqualFold(v.Text, name) }) {
				return true
			}
		}
	}
	return false
}

// timeNote says how a time English leaves open was read ("the days
// before: read as the 7 days before"), once.
func (p *parser) timeNote(s timex.Span) {
	if s.Note != "" && !slices.Contains(p.f.Notes, s.Note) {
		p.f.Notes = append(p.f.Notes, s.Note)
	}
}

// withTrailingDate returns the end of an anchor's clause low[a:b] with
// the date said right after it ("the day before my Facebook post in
// January 2020"), when the clause read with the date finds its happening
// by more than its words: the date then tells which of the happenings,
// as a noun's phrase does, and the window of the question is the
// anchor's alone. Else b.
func (p *parser) withTrailingDate(a, b int) int {
	t := p.t
	for _, s := range p.timeSpans() {
		if s.Kind != timex.Date || s.Anchor != nil {
			continue
		}
		sa, sb := t.lowSpan(s)
		if sa < b || strings.TrimSpace(string(t.low[b:sa])) != "" || t.usedIn(sa, sb) {
			continue
		}
		if p.clauseEvents(t.original(a, sb)) != nil {
			return sb
		}
	}
	return b
}

// otherPeriodRE: a second period said by its unit next to the first ("or
// the day after", "than the week before").
var otherPeriodRE = lazyre.New(`\s+(?:or|than|and|vs\.?|versus|compared\s+(?:to|with))\s+(?:(?:on|in|during)\s+)?(?:the|that)\s+(?:day|week|month|year)\s+(?:before|after|earlier|later)\s*$`)

// periodAskedRE: nothing but a question word and a copula before a period
// ("what was the week I moved"): the period is what is asked; with a
// thing named between ("what's the top artist of the week I ran 10 km")
// the period bounds the thing.
var periodAskedRE = lazyre.New(`^\s*(?:(?:what|which|when)(?:'s|\s+(?:was|is|were|are))?\s*)?$`)

// subjectHeadRE: a clause that begins with its subject, "I" or "we";
// ownHeadRE a noun phrase of the person's own happening ("my last run"),
// whose period bounds a thing named before it as a clause's does ("the
// top artist in the week of my last run").
var (
	subjectHeadRE = lazyre.New(`^\s*(?:i|we)\s`)
	ownHeadRE     = lazyre.New(`^\s*(?:my|our)\s`)
)

// keywordsBefore reports whether the words before a period told by a
// happening are keywords ("netflix hours in the month I bought the
// mask"): what the period bounds, with no question word ("what was the
// week I moved" asks for the week).
func keywordsBefore(before []byte) bool {
	return len(bytes.TrimSpace(before)) > 0 && !clauseWordRE().Match(before)
}

// mainClauseRE: words before an anchor that make a question of their own
// (someone doing something), not only "what was"; someone asked for by
// "who" and a verb in the past ("who emailed me", "who sent me") is too.
var mainClauseRE = lazyre.New(`\b(?:i|we|my|our|did|do|does|have|has|had)\b|\bwho\s+\p{L}+(?:ed|t)\b`)

// onePeriodConnRE: a connective that names one period by what happened
// in it ("on the day", "in the week").
var onePeriodConnRE = lazyre.New(`\bthe\s+(?:day|week|month|year)$`)

// mostAskedRE: a word by which a question asks for the most or the least
// of something itself ("what did I play most", "my top artist").
var mostAskedRE = lazyre.New(`\b(?:most|least|top|favou?rite|more|less|fewest|max(?:imum)?|min(?:imum)?)\b`)

// superlativeOfOnePeriod reports whether "the most" ending an anchor's
// clause is the clause's own ("what did I buy on the day I spent the
// most"): the clause names one period by it, and the main clause asks
// for no most of its own (in "which song did I play on the day I ran the
// most"... neither would, but "which song did I play most on the day I
// ran" keeps its "most" before the anchor). Cut, "the day I spent" was
// every day of spending.
func (p *parser) superlativeOfOnePeriod(s timex.Span, start int, tail string) bool {
	if !strings.Contains(tail, "most") && !strings.Contains(tail, "least") || !onePeriodConnRE().MatchString(strings.TrimSpace(s.Anchor.Conn)) {
		return false
	}
	return !mostAskedRE().Match(p.t.low[:start]) && !bestDayRE().Match(p.t.low[:start])
}

// anchorClause returns where an anchored span starts and its clause in
// the lower form: up to text already understood, without trailing answer
// words ("the most", "later the same day"), and with a place that goes on
// after its comma ("when in Bali, Indonesia"). ok is false when the
// connective is already understood or nothing is left.
func (p *parser) anchorClause(s timex.Span) (start, a, b int, ok bool) {
	t := p.t
	start, a, b = t.lowIndex(s.Start), t.lowIndex(s.Anchor.PhraseStart), t.lowIndex(s.Anchor.PhraseEnd)
	if t.usedIn(start, a+1) {
		return 0, 0, 0, false
	}
	for i := a; i < b; i++ {
		if t.low[i] != used {
			continue
		}
		// A year inside the phrase ("my 2019 birthday") was read as a
		// window already; the phrase goes on after it.
		j := i
		for j < b && t.low[j] == used {
			j++
		}
		if j-i <= 4 && j < b && strings.TrimSpace(string(t.low[j:b])) != "" && !bytes.ContainsRune(t.low[j:b], used) {
			i = j
			continue
		}
		b = i
		break
	}
	if loc := clauseTailRE().FindIndex(t.low[a:b]); loc != nil && !p.superlativeOfOnePeriod(s, start, string(t.low[a+loc[0]:b])) {
		b = a + loc[0]
	}
	if loc := otherPeriodRE().FindIndex(t.low[a:b]); loc != nil {
		// "the day I ordered it or the day after": the second of two
		// periods weighed, next to the first, is none of the clause
		b = a + loc[0]
	}
	if rest := t.orig[t.off[b]:]; placeTailRE().MatchString(rest) {
		b = len(t.low)
	}
	for b > a && t.low[b-1] == ' ' {
		b--
	}
	return start, a, b, b > a
}

func (p *parser) addAnchorCond(a, b int, cond, name string, ref *tree.Node, from, to string) {
	words := p.t.original(a, b)
	p.t.consume(a, b)
	p.f.Temporal = append(p.f.Temporal, Cond{Expr: cond, Words: words, Refs: map[string]*tree.Node{name: ref}, From: from, To: to})
}

// anchor builds the ref sub-tree of a one-off happening told by clause
// ("I started working at Shopify", "moving to Graz", "my wedding"): the
// first date of it (the last with "last" in the clause, or the end of it
// when end is set). It returns the ref's name.
func (p *parser) anchor(clause string, end bool) (string, *tree.Node, bool) {
	q := p.clauseQuery(clause)
	if q == "" {
		return "", nil, false
	}
	base := "anchor"
	low := strings.ToLower(clause)
	if ref := p.tripEnd(clause); ref != nil && !end {
		// "the day after I got back from Lisbon": from the day the trip
		// there ended, as "the day I got back" is that day
		return p.refName("back_day"), ref, true
	}
	if !end && rankedOneRE().MatchString(clause) {
		if r := p.rankedAnchor(clause); r != nil {
			// "the day before my longest run": the run its distance
			// ranks first, not the first record the words find
			return p.refName(base), r, true
		}
	}
	if m := p.lx.milestones.re.FindString(low); m != "" {
		base, _ = p.lx.milestones.lookup(m)
	} else if tripRE().MatchString(low) {
		base = "trip"
	}
	name := p.refName(base)
	ret := p.clauseEvents(clause)
	if ret == nil {
		ret = &tree.Node{Op: tree.RETRIEVE, Question: q, Args: tree.Args{Query: q}}
		if base == "trip" {
			// A trip's date is the stay's, as "when was my trip to
			// Barcelona" reads it: not the day of an older record
			// that speaks of Barcelona and a trip.
			ret = &tree.Node{Op: tree.FILTER, Question: q, Args: tree.Args{Condition: tripStay}, Inputs: []*tree.Node{ret}}
		}
	}
	what := "when "
	if !firstPersonHeadRE().MatchString(q) {
		what = "the date of "
	}
	op, attr := tree.MIN, dateAttr
	switch {
	case end:
		op, attr, what = tree.MAX, "end_date", "when this ended: "
	case lastInRE().MatchString(low):
		op, what = tree.MAX, "last time "
	}
	return name, &tree.Node{Op: op, Question: what + q, Args: tree.Args{Attr: attr}, Inputs: []*tree.Node{ret}}, true
}

// datedAfter reports whether a day is said in apposition right after
// the words ending at b: a comma, then a date of one day ("my birthday,
// June 3 2020").
func (p *parser) datedAfter(b int) bool {
	t := p.t
	m := appositionRE().Find(t.low[b:])
	if m == nil {
		return false
	}
	at := b + len(m)
	return slices.ContainsFunc(p.timeSpans(), func(s timex.Span) bool {
		return s.Anchor == nil && s.Kind == timex.Date && t.lowIndex(s.Start) == at && strings.HasPrefix(s.Window.DateCond, dateAttr+" == date(")
	})
}

// appositionRE: a comma that sets off what follows as the same thing
// said again.
var appositionRE = lazyre.New(`^\s*,\s*(?:(?:on|i\.e\.|namely|that\s+is)\s+)?`)

// anchors recognises clauses that restrict the question's events by
// another happening (package timex): a one-off anchor (a FILTER against a
// ref date) or a recurring activity or a stay (a JOIN).
func (p *parser) anchors() {
	t := p.t
	D := dateAttr
	for _, s := range p.timeSpans() {
		an := s.Anchor
		if an == nil || an.Shape != timex.Point {
			continue
		}
		start, a, b, ok := p.anchorClause(s)
		if !ok {
			continue
		}
		conn := an.Conn
		cl := string(t.low[a:b])
		orig := t.original(a, b)
		if an.Rel == timex.During && p.stateFieldSaid(p.mainActivity(string(t.low[:start])), cl) {
			// "while offline", "while on shuffle": a state a field of
			// yes or no records of each thing, not a second happening
			// whose time the things overlap
			continue
		}
		if an.Rel == timex.During && p.fieldNounLast(cl) {
			// "in my German holiday calendar", "in my Chill playlist":
			// which of a field's values holds the things, a calendar
			// the library records, not a time something happened
			continue
		}
		if an.Rel == timex.During && an.Occasion == "" && p.activityOf(cl) != nil && sameThing(p.mainActivity(string(t.low[:start])), p.activityOf(cl)) &&
			!p.cuedElsewhere(string(t.low[:start]), p.activityOf(cl)) && !doingAskedRE().Match(t.low[:start]) {
			// "most frequent cuisine when I went out to eat", "my average
			// heart rate during runs": the clause is what the question is
			// about, not a second activity.
			continue
		}
		if before := strings.TrimSpace(string(t.low[:start])); an.Occasion != "" && !strings.HasSuffix(conn, " my") && !strings.HasSuffix(conn, " our") &&
			(strings.HasPrefix(before, "who") && p.activityOf(before) == nil || ownerNamedBefore(orig, before)) {
			// "Who else was at Lena's birthday party?" asks about the
			// party itself, which its record says; "drinks at Julia's
			// birthday" are something else done that day.
			continue
		}
		if an.Occasion == "day" || strings.HasSuffix(conn, "the day of") || (an.Rel == timex.SameDay && (strings.HasSuffix(conn, "the day") || timex.EveryDay(conn))) {
			// "on my birthday", "on the day I retweeted X": every day the
			// happening took place.
			if p.oneDayAnchor(start, b, orig) {
				continue
			}
			if p.datedAfter(b) {
				// "on my birthday, June 3 2020": the day said after the
				// comma is the one meant, the occasion only names it
				t.consume(start, b)
				continue
			}
			if p.ownBirthday(orig) {
				// "on my birthday", where the library records the date
				// of birth (Apple Health's profile): that day of every
				// year, not the days whose texts say "birthday"
				name := p.refName("days")
				p.addAnchorCond(start, b, fmt.Sprintf("any(%s, {month(#) == month(%s) && day(#) == day(%s)})", name, D, D), name, p.birthDays(), "", "")
				continue
			}
			// "on days I didn't work out": the days the happening did
			// not take place, of the days it did
			orig, neg := p.negatedDays(orig)
			if !neg && !strings.Contains(conn, "days") && !annualRE().MatchString(orig) && p.lx.milestones.re.MatchString(strings.ToLower(orig)) {
				// "on the day I moved to Brussels": a one-off happens on
				// one day, the first its records tell, as "when did I
				// move" answers; the mail giving the new address a week
				// later tells of it, and its day is not the move's
				if name, ref, ok := p.anchor(orig, false); ok {
					p.addAnchorCond(start, b, fmt.Sprintf("%s == %s", D, name), name, ref, "", "")
					continue
				}
			}
			q := p.clauseQuery(orig)
			name := p.refName("days")
			in := p.clauseEvents(orig)
			if in == nil {
				in = &tree.Node{Op: tree.RETRIEVE, Question: q, Args: tree.Args{Query: q}}
			}
			if cond := p.ownOccasion(orig); cond != "" {
				in = &tree.Node{Op: tree.RETRIEVE, Question: q, Args: tree.Args{Query: q}}
				// "my birthday" is the person's own, not everyone's in the
				// contacts' birthday calendar.
				in = &tree.Node{Op: tree.FILTER, Question: q + " (mine)", Args: tree.Args{Condition: cond},
					Inputs: []*tree.Node{{Op: tree.EXTRACT, Question: q + " with text", Args: tree.Args{Attrs: []string{"text"}, Types: []string{"text"}}, Inputs: []*tree.Node{in}}}}
			}
			ref := &tree.Node{Op: tree.APPLY, Question: "days of " + q, Args: tree.Args{Fn: "unique(map(items, .start_date))"},
				Inputs: []*tree.Node{in}}
			cond := fmt.Sprintf("%s in %s", D, name)
			if annualRE().MatchString(orig) {
				// A birthday or an anniversary is the same day every year,
				// whether or not that year's is written down.
				cond = fmt.Sprintf("any(%s, {month(#) == month(%s) && day(#) == day(%s)})", name, D, D)
			}
			if neg {
				cond = "!(" + cond + ")"
				ref.Question = "days of " + q + " (left out)"
			}
			p.addAnchorCond(start, b, cond, name, ref, "", "")
			continue
		}
		if away := p.awayClause(cl, an.Rel); away != nil {
			// "runs on my trips", "did I swim while travelling", "while I
			// was away": where the library records each day's city (a
			// journal's), the days away from home, as trips are counted
			// (awayTrips); the trips' own records ("Flew to Lisbon") had
			// been searched for, and a run on the fourth day of a trip
			// was during none of them
			name := p.refName("away")
			ref := &tree.Node{Op: tree.APPLY, Question: "the days I was away from home", Args: tree.Args{Fn: fmt.Sprintf("spell_days(dates_of(items), %d)", spellGap)},
				Inputs: []*tree.Node{awayDays(away, homeCity(away))}}
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as the days my records name a city other than home", orig))
			p.addAnchorCond(start, b, fmt.Sprintf("%s in %s", D, name), name, ref, "", "")
			continue
		}
		kind := map[timex.Relation]string{timex.After: "after", timex.Before: "before", timex.During: "during", timex.SameDay: "same_day"}[an.Rel]
		if kind == "after" && bareStartRE().MatchString(cl) {
			// "how far have I run since I started": a beginning with no
			// object is that of what the question asks, its first record:
			// no bound at all. It was searched for as "I started", found
			// nowhere, and the answer was 0.
			t.consume(start, b)
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as since the first record: everything recorded", strings.TrimSpace(conn+" "+orig)))
			continue
		}
		if (kind == "before" || kind == "after") && p.beforeOrAfter(start, a, b) {
			continue
		}
		if (kind == "before" || kind == "after") && conn != "since" && conn != "until" && conn != "till" && p.oneHappening(start, a, b, orig, kind) {
			continue
		}
		act := p.activityOf(cl)
		milestone := p.lx.milestones.re.MatchString(cl)
		// "before my first tweet", "after my last run": the first or last
		// of a happening that recurs is one, as a one-off is
		firstLast := (kind == "after" || kind == "before") && lastFirstRE().MatchString(cl)
		// "before I started watching Netflix": the beginning of a doing
		// is its first day, one-off however often the doing recurs
		began := (kind == "after" || kind == "before") && beganRE().MatchString(cl)
		// "after my longest run", "the same day as my longest run": the
		// one ranked first is one, too
		ranked := (kind == "after" || kind == "before" || kind == "same_day") && !firstLast && rankedOneRE().MatchString(cl)
		oneOff := milestone || act == nil || act.ID == "trip" || (!act.Recurring && !act.Structured) || firstLast || began || ranked
		once := conn == "since" || conn == "ever since" || conn == "until" || conn == "till"
		if kind == "during" || kind == "same_day" && !ranked || ((kind == "after" || kind == "before") && !oneOff && !once) {
			if milestone && kind != "during" {
				oneOff = true
			} else {
				p.addJoin(start, b, kind, orig, act)
				continue
			}
		}
		if !oneOff && kind == "during" {
			continue
		}
		// A one-off anchor: after/since → on or after its first day (after
		// a trip: after its last day); before/until → before its first day.
		end := kind == "after" && act != nil && act.ID == "trip" && !milestone
		clause := orig
		if firstLast && !milestone {
			// the word only picks which of them ("my first tweet": not
			// a tweet saying "first")
			clause = strings.Join(strings.Fields(lastFirstRE().ReplaceAllString(orig, " ")), " ")
		}
		name, ref, ok := p.anchor(clause, end)
		if !ok {
			continue
		}
		if ranked && !milestone {
			// its date is the ranked one's, not the first of the words
			// searched for
			r := p.rankedAnchor(orig)
			if r == nil {
				continue
			}
			ref = r
		}
		p.whichTrip(ref, p.tripDated(a, b))
		if firstLast && !milestone && lastInRE().MatchString(strings.ToLower(orig)) && ref.Op == tree.MIN {
			ref.Op, ref.Question = tree.MAX, "last time "+ref.Inputs[0].Question
		}
		if (kind == "after" || kind == "before") && !end && nextOfRE(kind).MatchString(t.orig[:t.off[start]]) && nearAfterRE().MatchString(p.f.Question) {
			// "what did I listen to right after Glory Box" (read "first
			// after"): the next one after its time, not after its day,
			// which holds what came before it too; the first trip after
			// I joined a bank is after the day, as said
			// A happening kept by its day alone (midnight) has no time
			// to be next to: its day is, as "after" reads it elsewhere.
			day := map[string]string{"after": ">=", "before": "<"}[kind]
			op := map[string]string{"after": ">", "before": "<"}[kind]
			ref.Args.Attr = "start_datetime"
			cond := fmt.Sprintf("(hour(%[1]s) == 0 && minute(%[1]s) == 0 ? %[2]s %[3]s date(%[1]s) : start_datetime %[4]s %[1]s)", name, D, day, op)
			p.addAnchorCond(start, b, cond, name, ref, "", "")
			continue
		}
		if tail := t.find(anchorDayRE()); (kind == "after" || kind == "before") && !end && tail != nil && !t.usedIn(tail[0], tail[1]) {
			// "how many songs did I play after my longest run that
			// day": later (earlier) on its day, from its end (up to its
			// start), not every day after it; a happening kept by its day
			// alone (midnight) is only its day
			at := map[string]string{"after": "end_datetime", "before": "start_datetime"}[kind]
			if ref.Op == tree.ARGMAX || ref.Op == tree.ARGMIN {
				ref.Args.Val = at
			} else {
				ref.Args.Attr = at
			}
			op := map[string]string{"after": ">=", "before": "<"}[kind]
			cond := fmt.Sprintf("%[2]s == date(%[1]s) && (hour(%[1]s) == 0 && minute(%[1]s) == 0 || start_datetime %[3]s %[1]s)", name, D, op)
			t.consume(tail[0], tail[1])
			p.addAnchorCond(start, b, cond, name, ref, "", "")
			continue
		}
		w := an.Window(name)
		if end || kind == "after" && againRE().MatchString(strings.ToLower(p.f.Question)) {
			// after a trip: from the day after its last; "running again
			// after my knee injury": the doing resumed, not the day of
			// the injury itself
			w = timex.Window{From: fmt.Sprintf("add_days(%s, 1)", name), DateCond: fmt.Sprintf("%s > %s", D, name)}
		} else if kind == "after" && conn == "after" && !milestone && w.DateCond == fmt.Sprintf("%s >= %s", D, name) && ref.Op == tree.MIN && ref.Args.Attr == "start_date" {
			// "my first run after the knee injury": on or after its day,
			// but not the record that tells it ("Run this evening … my
			// knee started hurting"), which is no run after it, nor what
			// came earlier on its day ("what did I do after the physio
			// appointment": not the morning's yoga); a record kept by its
			// day alone (midnight) has no time to tell it by
			at := tree.Clone(ref)
			at.Args.Attr = "start_datetime"
			atName := p.refName(name + "_at")
			cond := fmt.Sprintf("%s && (hour(%[2]s) == 0 && minute(%[2]s) == 0 || hour(start_datetime) == 0 && minute(start_datetime) == 0 || start_datetime > %[2]s)", w.DateCond, atName)
			p.addAnchorCond(start, b, cond, name, ref, w.From, w.To)
			p.f.Temporal[len(p.f.Temporal)-1].Refs[atName] = at
			continue
		}
		p.addAnchorCond(start, b, w.DateCond, name, ref, w.From, w.To)
	}
}

// anchorDayRE: the anchor's own day said again ("after my longest run
// that day", ", later the same day", "that same day").
var anchorDayRE = lazyre.New(`(?:\b(?:later|earlier)\s+)?(?:\bon\s+)?\b` + sameDay + `\b`)

// sameDay: the day of a happening named just before, said again.
const sameDay = `(?:that(?:\s+same)?|the\s+same)\s+day`

// orOtherSideRE: the other of before and after, said right after the one
// the anchor was read with ("before or after my trip"): group 1.
var orOtherSideRE = lazyre.New(`^or\s+(before|after)\s+`)

// beforeOrAfter reads "before or after" a one-off happening ("did I swim
// before or after my trip to Copenhagen", "after or before") as the two
// sides a comparison weighs: the days before it begins and those after
// it ends (a trip's last day; a one-off's own day is neither). The
// connective runs from start, the clause with the second word from a to b.
func (p *parser) beforeOrAfter(start, a, b int) bool {
	t := p.t
	m := orOtherSideRE().FindSubmatchIndex(t.low[a:b])
	if m == nil {
		if strings.TrimSpace(string(t.low[a:b])) == "or" {
			// "before or after Christmas 2024": the other side was read
			// as a window of its own, the one said first is left
			p.f.Notes = append(p.f.Notes, "\""+strings.TrimSpace(t.original(start, b))+"\" a date is not understood: this answers for one side only, not which")
			t.consume(start, b)
			return true
		}
		return false
	}
	conn, other := strings.TrimSpace(string(t.low[start:a])), string(t.low[a+m[2]:a+m[3]])
	if !strings.HasSuffix(conn, map[string]string{"before": "after", "after": "before"}[other]) {
		return false
	}
	orig := t.original(a+m[1], b)
	act := p.activityOf(string(t.low[a+m[1] : b]))
	if act != nil && act.Recurring && act.ID != "trip" && !p.lx.milestones.re.MatchString(string(t.low[a+m[1]:b])) {
		return false // "before or after my runs": each run's, a join, not one time
	}
	D := dateAttr
	first, firstRef, ok := p.anchor(orig, false)
	if !ok {
		return false
	}
	trip := act != nil && act.ID == "trip"
	last, lastRef, ok := p.anchor(orig, trip)
	if !ok {
		return false
	}
	words := strings.TrimSpace(orig)
	p.eitherSide = []Side{
		{Label: "before " + words, Conds: []Cond{{Expr: fmt.Sprintf("%s < %s", D, first), Words: "before " + words, Refs: map[string]*tree.Node{first: firstRef}}}},
		{Label: "after " + words, Conds: []Cond{{Expr: fmt.Sprintf("%s > %s", D, last), Words: "after " + words, Refs: map[string]*tree.Node{last: lastRef}}}},
	}
	p.versus = true
	t.consume(start, b)
	return true
}

// stateFieldSaid reports whether a clause is, after a preposition, the
// name of a field of yes or no of the activity's sources ("offline", "on
// shuffle", "in incognito mode").
func (p *parser) stateFieldSaid(act *activity, clause string) bool {
	m := statePrepRE().FindStringSubmatch(clause)
	if act == nil || m == nil || p.env == nil || p.env.Catalog() == nil {
		return false
	}
	key := strings.Join(strings.Fields(m[1]), "_")
	for _, id := range act.Sources {
		if src := p.env.Catalog().Source(id); src != nil {
			if fl := src.Field(key); fl != nil && fl.Kind == "bool" {
				return true
			}
		}
	}
	return false
}

// statePrepRE: a state said alone, after "on" or "in" or none ("on
// shuffle", "in incognito mode"; group 1 its words).
var statePrepRE = lazyre.New(`^\s*(?:(?:on|in)\s+)?([a-z]+(?:\s+[a-z]+)?)\s*$`)

// fieldNounLast reports whether the clause ends in the name of a field of
// the library that holds values (a calendar, a playlist, a label): a
// noun of where a record is kept, not of a happening.
func (p *parser) fieldNounLast(clause string) bool {
	ws := strings.Fields(clause)
	if len(ws) < 2 || p.env.Catalog() == nil {
		return false
	}
	last := ws[len(ws)-1]
	for _, s := range p.env.Catalog().Sources {
		if f := s.Field(last); f != nil && len(f.Values) > 0 {
			return true
		}
	}
	return false
}

// doingAskedRE: a question of whatever was done or spent, asked of the
// time of a clause ("what did I do during my trip to Kyoto", "how much
// did I spend during my trip"): the clause is when, the question is of
// everything done then (was the trips themselves, their destinations).
var doingAskedRE = lazyre.New(`^\s*(?:what\s+(?:did|do|have)\s+(?:i|we)\s+(?:do|done|get\s+up\s+to)|what\s+(?:was|were)\s+(?:i|we)\s+(?:doing|up\s+to)|how\s+much\s+(?:money\s+)?(?:did|do|have)\s+(?:i|we)\s+(?:spend|spent))\s*$`)

// mainActivity is the activity the words before a clause name, or, where
// they name none, the music a verb of playing alone says ("who did I
// stream most during my trip to Kyoto": the songs, not the trip), as the
// question's own activity reads it.
func (p *parser) mainActivity(before string) *activity {
	if a := p.activityOf(before); a != nil {
		return a
	}
	if low := strings.ToLower(before); streamRE().MatchString(low) && !gamePlayed(low) && !withAgainstRE().MatchString(low) && p.heldHere(p.lx.act.byID["music"]) {
		return p.lx.act.byID["music"]
	}
	return nil
}

// sameThing reports whether the activity before a "when/while" clause
// and the clause's are one thing ("cuisine when I ate out"): nothing
// before, the same activity, or both about food.
func sameThing(before, clause *activity) bool {
	if before == nil || before == clause {
		return true
	}
	food := map[string]bool{"meal": true, "restaurant": true}
	return food[before.ID] && food[clause.ID]
}

// nextAfterRE, lastBeforeRE: the one next to a happening asked ("the
// first after", "the next after", "the last before", as idioms reads
// "right after"), right before the connective.
var (
	nextAfterRE  = lazyre.New(`(?i)\b(?:first|next)\s*$`)
	lastBeforeRE = lazyre.New(`(?i)\blast\s*$`)
)

// nextOfRE is nextAfterRE for "after", lastBeforeRE for "before".
func nextOfRE(kind string) *regexp.Regexp {
	if kind == "after" {
		return nextAfterRE()
	}
	return lastBeforeRE()
}

// bareStartRE: a beginning said with nothing begun ("I started", "we
// first began", "I got started").
var bareStartRE = lazyre.New(`^\s*(?:i|we)\s+(?:first\s+|only\s+)?(?:started|began|got\s+started|started\s+out|took\s+it\s+up)\s*$`)

// beganRE: the beginning of a doing ("I started watching", "I began
// running").
var beganRE = lazyre.New(`\b(?:start|started|starting|began|begin|beginning)\s+\p{L}+ing\b`)

// againRE: a doing resumed ("again", "back to running").
var againRE = lazyre.New(`\b(?:again|resum(?:e|ed|ing)|back\s+to)\b`)

// annualRE: occasions that fall on the same day every year (by what the
// words mean: a birthday, an anniversary, a name day).
var annualRE = lazyre.New(`(?i)\b(?:` + annualWords + `)\b`)

// annualWords are the occasions of a person that fall on the same day
// every year.
const annualWords = `birthday|bday|b-day|anniversary|name\s*day`

var lastFirstRE = lazyre.New(`(?i)\b(last|latest|most\s+recent|first|earliest)\b`)

// rankedOneRE: one happening picked by a superlative of a measure ("my
// longest run", "the most expensive order").
var rankedOneRE = lazyre.New(`(?i)\b(?:my|the|our)\s+(?:longest|shortest|biggest|largest|smallest|fastest|slowest|quickest|highest|lowest|heaviest|furthest|farthest|cheapest|priciest|most\s+expensive|least\s+expensive)\s+\p{L}`)

// rankedAnchor is the date of the happening a superlative picks ("my
// longest run": when it was, as "when was my longest run" asks), or nil
// where that is not read so.
func (p *parser) rankedAnchor(clause string) *tree.Node {
	if p.d == nil {
		return nil
	}
	r, ok := p.rankedRefs[clause]
	if !ok {
		sub := *p.d
		sub.nested = true
		c, f := sub.decompose("when was " + strings.TrimSpace(clause))
		if c != nil && f.Form == FormExtreme && f.Val != nil && f.Val.Attr == dateAttr && f.Rank != nil && len(f.Unlinked) == 0 {
			r = c.Root
		}
		if p.rankedRefs == nil {
			p.rankedRefs = map[string]*tree.Node{}
		}
		p.rankedRefs[clause] = r
	}
	if r == nil {
		return nil
	}
	return tree.Clone(r) // each reader may change the ref it is given
}

// joinConds are the JOIN conditions per kind; i1 is the question's events,
// i2 the other activity's (see the package documentation).
var joinConds = map[string]string{
	"after":    "i1.start_date == i2.start_date && i1.start_datetime >= i2.end_datetime",
	"before":   "i1.start_date == i2.start_date && i1.end_datetime <= i2.start_datetime",
	"during":   "i1.start_datetime <= i2.end_datetime && i2.start_datetime <= i1.end_datetime",
	"same_day": "i1.start_date == i2.start_date",
}

// followed is the value by which the library's records say they came
// after the activity (a journal's happenings keep what they followed in
// a field "after": "running" for "Had a banana after"), or "" where none
// says so.
func (p *parser) followed(kind string, act *activity) string {
	if kind != "after" || act == nil || p.env.Catalog() == nil {
		return ""
	}
	for _, src := range p.env.Catalog().Sources {
		fl := src.Field("after")
		if fl == nil || fl.Kind != "text" {
			continue
		}
		for _, v := range fl.Values {
			if strings.EqualFold(v.Text, act.ID) {
				return v.Text
			}
		}
	}
	return ""
}

// addJoin adds a JOIN with the events of the clause said by low[a:b].
func (p *parser) addJoin(a, b int, kind, clause string, act *activity) {
	words := p.t.original(a, b)
	p.t.consume(a, b)
	// "during my last trip": only the latest of them.
	which := ""
	if lm := lastFirstRE().FindStringSubmatch(strings.ToLower(clause)); lm != nil {
		which = lm[1]
		clause = lastFirstRE().ReplaceAllString(clause, " ")
	}
	right, subject := p.joinSide(clause, act)
	cond := joinConds[kind]
	if kind == "during" && right.Op == tree.RETRIEVE {
		if in, of := p.locatedDays(clause); in != nil {
			// "when I was in Berlin", where the library places records
			// there (a calendar's location): the days of those records,
			// not their hours, nor every text that says the name; said,
			// as the days away from them are not known to be elsewhere
			right, cond = in, dayOverlapCond
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q read as the days of %s located there", words, of))
		}
	}
	if kind == "during" && right.Op == tree.FILTER && p.env.Catalog() != nil && len(p.sourcesRecording("city")) > 0 && townFilterRE().MatchString(right.Args.Condition) {
		// "what was my mood when I was in Copenhagen": a journal's stay
		// in a town is the days it writes of there, whatever the hour
		// of each record; the day's note (its mood) spans the day and
		// had been left out as spanning the record told at 11:20
		cond = dayOverlapCond
	}
	if which != "" {
		op, name, what := tree.MAX, p.refName("latest"), "the last of "
		if which == "first" || which == "earliest" {
			op, name, what = tree.MIN, p.refName("earliest"), "the first of "
		}
		ref := &tree.Node{Op: op, Question: "when " + what + subject, Args: tree.Args{Attr: dateAttr},
			Inputs: []*tree.Node{tree.Clone(right)}}
		right = &tree.Node{Op: tree.FILTER, Question: what + subject, Args: tree.Args{Condition: fmt.Sprintf("%s == %s", dateAttr, name)},
			Inputs: []*tree.Node{right}, Refs: map[string]*tree.Node{name: ref}}
	}
	if kind == "during" && act != nil && act.Sport {
		// a session of sport noted by its day alone (a journal's "ran 8
		// km") lasted some part of the day nobody knows: nothing is
		// known to have been during it, not everything of its day
		cond += " && i2.start_time != nil"
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("what was during %s is known only of those recorded with a time of day; those noted by their day alone are left out", act.Noun))
	}
	var needs []attrSpec
	if v := p.followed(kind, act); v != "" {
		// what a journal says came after it ("+ protein shake after", "a
		// banana after the run") follows it, whatever time it was told
		// at: the text says so, where no clock does
		cond = fmt.Sprintf("i1.start_date == i2.start_date && (i1.start_datetime >= i2.end_datetime || (i1.after ?? \"\") == %s)", quote(v))
		needs = append(needs, attrSpec{Name: "after", Type: qa.TypeText})
	}
	p.f.Joins = append(p.f.Joins, Join{Kind: kind, Right: right, Cond: cond, Words: words, Needs: needs})
	if kind != "during" {
		// "after my run, how many songs did I play that day": the day of
		// the join's own condition, said again
		if m := p.t.find(thatDayRE()); m != nil && !p.t.usedIn(m[0], m[1]) {
			p.t.consume(m[0], m[1])
		}
	}
}

// awayClauseRE: a clause of being away from home ("I was away", "we were
// travelling", "away from home").
var awayClauseRE = lazyre.New(`^\s*(?:(?:i|we)\s+(?:was|were)\s+)?(?:away(?:\s+from\s+home)?|travel(?:l?ing)|on\s+(?:the\s+)?road|(?:on\s+)?(?:my\s+|our\s+)?holidays?)\s*$`)

// awayClause returns, of a clause of time during trips as such, no place
// named ("my trips", "holiday", "travelling", "I was away"), the sources
// that record the city of each day; nil for another clause, or where no
// source records it.
func (p *parser) awayClause(clause string, rel timex.Relation) []string {
	if rel != timex.During || p.env == nil || p.env.Catalog() == nil {
		return nil
	}
	if act := p.activityOf(clause); !awayClauseRE().MatchString(strings.ToLower(clause)) && (act == nil || act.ID != "trip" || !onlyActivityWords(p.lx, clause, act)) {
		return nil
	}
	return p.sourcesRecording("city")
}

// otherSide is the RETRIEVE of a join's other activity: its canonical
// query when the clause names only the activity ("playing football", "a
// run"), else the clause as a statement ("I was in Athens").
func (p *parser) otherSide(clause string, act *activity) (query string, sources []string, subject string) {
	q := p.clauseQuery(clause)
	if act != nil && act.Structured && onlyActivityWords(p.lx, clause, nil) {
		return act.Query, act.Sources, act.Subject
	}
	return q, nil, q
}

// joinSide is the other side of a join: the events the clause's own
// question finds when it understands more than the clause's words ("my
// 10k run": the runs of about 10 km), else its RETRIEVE (otherSide).
func (p *parser) joinSide(clause string, act *activity) (*tree.Node, string) {
	q, sources, subject := p.otherSide(clause, act)
	if sources == nil {
		if in := p.clauseEvents(clause); in != nil {
			return in, subject
		}
	}
	return &tree.Node{Op: tree.RETRIEVE, Question: subject, Args: tree.Args{Query: q, Sources: sources}}, subject
}

// fillerRE are words that do not change what an activity clause is about
// ("my Netflix viewing history", "my listening log": the records of the
// doing).
var fillerRE = lazyre.New(`\b(?:a|an|the|my|our|i|we|me|went|go|going|did|do|doing|had|have|having|get|got|played|play|plays|playing|stream|streamed|streaming|streams|session|sessions|class|classes|lesson|lessons|workout|workouts|training|trainings|practice|for|some|any|was|were|track|tracked|record|records|recorded|log|logs|logged|history|histories|to|at|in|on|with|of|from|about|into|out|spend|spent|spending|make|made|create|created|write|wrote|written|edit|edits|edited|editing|update|updates|updated|updating|modify|modified|revise|revised|online|ever|all|total|different|distinct|take|took|taken|lasted|lasting|visit|visited|visiting|try|tries|tried|trying|cover|covered|covering|reservation|reservations|booking|bookings|been|attend|attended|there|it|that|this|together|up|watch|watched|watching|view|viewed|viewing|seen|see|saw|listen|listened|listening|heard|hear|binge|binged|bingeing|like|liked|finish|finished|complete|completed|sent|send|received|receive|arrive|arrived|arrives|arriving|delivered|thing|things|stuff|anything|something|place|placed|burn|burned|burnt|cost|costs|publish|published|share|shared|during|while|when|out|among|or|and|friends|family|via|people|person|persons|contacted|contact|contacts|exchange|exchanged|exchanging|observed|measured|articles|article|items|item|products|product|start|started|begin|began)\b`)

// onlyActivityWords reports whether clause says nothing more specific
// than activity words ("songs I listened to", "a run"): no name, place,
// cuisine or other content word. With of set, only of's own words count
// as activity words.
func onlyActivityWords(lx *lexicon, clause string, of *activity) bool {
	s := lx.act.phrases.re.ReplaceAllStringFunc(strings.ToLower(clause), func(m string) string {
		if a, ok := lx.act.phrases.lookup(m); ok && (of == nil || a == of || mailActivity(of) && mailActivity(a)) {
			return " "
		}
		return m
	})
	s = fillerRE().ReplaceAllString(s, " ")
	return strings.TrimSpace(cleanWords(s)) == ""
}

// mailActivity reports whether an activity is of mail alone (mail sent or
// received): their words are of one doing, the mail, either way.
func mailActivity(a *activity) bool {
	return slices.Equal(a.Sources, []string{ingest.Mail})
}

// activityOf returns the activity a clause names, or nil.
func (p *parser) activityOf(cl string) *activity {
	act := p.activityNamed(cl)
	if c := p.countedActivity(); act != nil && c != nil && c != act && (!p.heldHere(act) || p.namedByNameOnly(cl, act) && !slices.ContainsFunc(c.Sources, func(s string) bool { return slices.Contains(act.Sources, s) })) {
		// "how many emails did I get from Amazon": the mails, not the
		// purchases the shop's name calls up
		return c
	}
	if act != nil && p.heldHere(act) && p.namedByNameOnly(cl, act) {
		// "did I get any emails from Amazon", "when did Amazon last email
		// me": the shop's name calls up its purchases, the words of a
		// doing another activity, which is meant
		if o := p.namedOtherThan(cl, act); o != nil && !seenStreamed(cl, o, act) {
			return o
		}
	}
	if act != nil && !p.heldHere(act) {
		// The library has none of the activity's sources ("the last film
		// I saw", and no streaming export): no other activity the words
		// also name is meant ("saw" is no meeting); retrieval searches,
		// unless the words name a source held as surely ("messages" in a
		// library of mail and no chats are the mails).
		return p.wholeCueActivity(cl, act)
	}
	return act
}

// namedByNameOnly reports whether every phrase of cl that names act is a
// name as the question writes it ("Amazon"), not a word of the doing
// ("bought", "orders").
func (p *parser) namedByNameOnly(cl string, act *activity) bool {
	named := false
	for _, loc := range p.lx.act.phrases.re.FindAllStringIndex(cl, -1) {
		m := cl[loc[0]:loc[1]]
		if a, ok := p.lx.act.phrases.lookup(m); !ok || a != act {
			continue
		}
		named = true
		re := regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(m) + `\b`) // a quoted phrase always compiles
		for _, w := range re.FindAllString(p.t.orig, -1) {
			if !fold.Capitalised(w) {
				return false
			}
		}
	}
	return named
}

// seenStreamed reports whether the other activity o the words of cl name
// is meeting, named only by seeing, and act, named by its name, is one of
// watching ("how much Netflix did I see"): what is seen of a stream is
// watched, no one met.
func seenStreamed(cl string, o, act *activity) bool {
	return o.ID == "meeting" && strings.Contains(act.Query, "watched") && seeVerbRE().MatchString(cl) && !meetVerbRE().MatchString(cl)
}

// namedOtherThan is the earliest held activity of other sources than
// act's that the words of cl name, or nil.
func (p *parser) namedOtherThan(cl string, act *activity) *activity {
	return p.earliestNamed(cl, func(_ []int, a *activity) bool {
		return a != act && p.heldHere(a) && !slices.ContainsFunc(a.Sources, func(s string) bool { return slices.Contains(act.Sources, s) })
	})
}

// countedActivity is the held activity the noun counted names ("how many
// emails did I get from Amazon": mail, whatever else the words name), or
// nil.
func (p *parser) countedActivity() *activity {
	if p.countNoun == "" {
		return nil
	}
	if c := p.activityNamed(strings.ToLower(firstWords(p.countNoun, 1))); c != nil && p.heldHere(c) {
		return c
	}
	return nil
}

// wholeCueActivity is the activity of the one held source that the words
// of cl naming the unheld activity take whole by their retrieval cues
// (sources.tsv's "*"), or nil: "message" names chats first and mail too,
// where "listen" names music first, not the podcasts unheld.
func (p *parser) wholeCueActivity(cl string, unheld *activity) *activity {
	if p.env.Catalog() == nil || p.env.Lexicon == nil {
		return nil
	}
	held := map[string]bool{}
	for _, c := range p.env.Lexicon.Parse(cl).Cues {
		if len(c.Sources) == 0 || !slices.Contains(unheld.Sources, slices.MaxFunc(c.Sources, func(a, b rlex.SourceWeight) int { return cmp.Compare(a.Weight, b.Weight) }).Source) {
			continue
		}
		if !slices.ContainsFunc(c.Sources, func(sw rlex.SourceWeight) bool { return p.env.Catalog().Has(sw.Source) }) {
			// a word of the unheld source alone ("WhatsApp messages",
			// "chats") names it: the mail the other words would take
			// is not what was asked
			return nil
		}
		for _, sw := range c.Sources {
			if sw.Whole && sw.Key == "" && sw.Weight >= 0.5 && p.env.Catalog().Has(sw.Source) {
				held[sw.Source] = true
			}
		}
	}
	if len(held) != 1 {
		return nil
	}
	for _, a := range p.lx.act.all {
		if a.Structured && len(a.Sources) == 1 && held[a.Sources[0]] {
			return a
		}
	}
	return nil
}

// activityNamed is the activity the words of cl name, held in the library
// or not: of several, the earliest in the lexicon.
func (p *parser) activityNamed(cl string) *activity {
	return p.earliestNamed(cl, func(loc []int, a *activity) bool {
		m := cl[loc[0]:loc[1]]
		return !(rideRE().MatchString(m) && (vehicleRE().MatchString(cl[:loc[0]]) || vehicleAfterRE().MatchString(cl[loc[1]:])) || p.inLinkedValue(m) || p.inFieldName(m) || thingCompound(m, cl[loc[1]:]) || p.modifiesOthersThing(m, a))
	})
}

// modifiesOthersThing reports whether an activity's phrase is said before
// the head of a thing of several words that only sources other than the
// activity's write ("how much did the swim goggles cost", the journal's
// "swim goggles 19,99 €"): a noun before a noun modifies it, and the
// thing, not a swim of the workouts, is what is asked. Said last ("a lake
// swim") the phrase is the head, and the activity still.
func (p *parser) modifiesOthersThing(phrase string, a *activity) bool {
	if p.lk == nil || p.lk.res == nil || a == nil || len(a.Sources) == 0 {
		return false
	}
	words := strings.Fields(phrase)
	spans := append(slices.Clone(p.lk.res.Spans), p.lk.soft...)
	for _, s := range spans {
		if s.Words() < 2 || len(s.Refs) == 0 || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return slices.Contains(a.Sources, r.Source) }) {
			continue
		}
		in := strings.Fields(strings.ToLower(p.lk.q.Phrase(s.From, s.To)))
		if i := slices.Index(in, strings.ToLower(words[0])); i >= 0 && i+len(words) < len(in) && slices.Equal(in[i:i+len(words)], words) {
			return true
		}
	}
	return false
}

// thingCompound reports whether an activity's phrase is the first word of
// a compound noun the dictionary lists for a thing, not a place ("I
// bought new running shoes", "my fishing rod"): the doing is not said
// to have happened. A place named so ("the swimming pool", "the bowling
// alley") is where the doing happens, and still names it.
func thingCompound(phrase, after string) bool {
	m := nextWordRE().FindStringSubmatch(after)
	if m == nil || after == "" || !unicode.IsSpace(rune(after[0])) || strings.Contains(phrase, " ") || !strings.HasSuffix(phrase, "ing") {
		return false
	}
	compound := phrase + " " + m[1]
	th, err := thesaurus.Default()
	if err != nil || !th.IsNoun(compound) {
		return false
	}
	return !th.Under(compound, func(h string) bool { return rlex.PlaceKindHead(h) || slices.Contains(placeHeads, h) }, 6)
}

// earliestNamed is, of the activities the phrases of cl name that keep
// holds (given the phrase's place in cl), the earliest in the lexicon, or
// nil: the one pick activityNamed and namedOtherThan both make.
func (p *parser) earliestNamed(cl string, keep func(loc []int, a *activity) bool) *activity {
	best := -1
	var act *activity
	for _, loc := range p.lx.act.phrases.re.FindAllStringIndex(cl, -1) {
		a, ok := p.lx.act.phrases.lookup(cl[loc[0]:loc[1]])
		if !ok || !keep(loc, a) {
			continue
		}
		if i := slices.Index(p.lx.act.all, a); i >= 0 && (best < 0 || i < best) {
			best, act = i, a
		}
	}
	return act
}

// inLinkedValue reports whether the words of an activity's phrase are
// words of a value of several words the library holds and the question
// says whole ("my saved searches on Twitter": the account facts' "saved
// search", not the web searches no export holds).
func (p *parser) inLinkedValue(phrase string) bool {
	if p.lk == nil {
		return false
	}
	return wordsInSpans(p.lk.q, phrase, p.lk.soft)
}

// inFieldName reports whether the words of an activity's phrase are said
// as words of the name of a field the question names with them: "was my
// stand goal met" asks Apple Health's stand_goal_met, whether a goal was
// reached, and no one was met.
func (p *parser) inFieldName(phrase string) bool {
	if p.lk == nil {
		return false
	}
	words := strings.Fields(phrase)
	for _, s := range p.lk.fields {
		if s.Words() < 2 {
			continue
		}
		in := strings.Fields(strings.ToLower(p.lk.q.Phrase(s.From, s.To)))
		for _, r := range s.Refs {
			name := strings.Split(strings.ToLower(r.Field), "_")
			if !slices.ContainsFunc(words, func(w string) bool { return !slices.Contains(in, w) || !slices.Contains(name, w) }) {
				return true
			}
		}
	}
	return false
}

// valueOverCue takes, of the values whose words name a kind of event
// (cues), those of several words that hold an activity's words, of a
// source not the activity's, as the values they are ("my saved searches
// on Twitter": the account facts' "saved search", not web searches; "our
// WhatsApp chat" stays a chat's).
func (p *parser) valueOverCue(cl string) {
	if p.lk == nil {
		return
	}
	for _, m := range p.lx.act.phrases.re.FindAllString(cl, -1) {
		a, _ := p.lx.act.phrases.lookup(m)
		for i := 0; i < len(p.lk.cues); i++ {
			of := a != nil && slices.ContainsFunc(p.lk.cues[i].Refs, func(r link.Ref) bool { return slices.Contains(a.Sources, r.Source) })
			if !of && wordsInSpans(p.lk.q, m, p.lk.cues[i:i+1]) {
				p.lk.soft = append(p.lk.soft, p.lk.cues[i])
				p.lk.cues = slices.Delete(p.lk.cues, i, i+1)
				i--
			}
		}
	}
}

// wordsInSpans reports whether the words of phrase are words of one of
// spans, an exact value of several words that is no title.
func wordsInSpans(q *link.Question, phrase string, spans []link.Span) bool {
	words := strings.Fields(phrase)
	for _, s := range spans {
		if s.Match != link.Exact || s.Words() < 2 || slices.ContainsFunc(s.Refs, func(r link.Ref) bool { return r.Title }) {
			continue
		}
		in := strings.Fields(strings.ToLower(q.Phrase(s.From, s.To)))
		if !slices.ContainsFunc(words, func(w string) bool { return !slices.Contains(in, w) }) {
			return true
		}
	}
	return false
}

// A ride is a bike ride unless a vehicle is named before it ("train
// rides", "a taxi ride home") or ridden after it ("ride the bus", "rode a
// horse"): those are searched for as they are said.
const vehicles = `(?:train|bus|coach|car|taxi|cab|uber|lyft|boat|ferry|tram|subway|metro|plane|horse|pony|camel|elephant|gondola|cable car|sleigh|roller coaster|coaster|scooter|motorbike|motorcycle)`

var (
	rideRE         = lazyre.New(`^(?:ride|rides|rode|ridden|riding)$`)
	vehicleRE      = lazyre.New(`\b` + vehicles + `\s+$`)
	vehicleAfterRE = lazyre.New(`^\s+(?:(?:the|a|an|my|our|that|this)\s+)?` + vehicles + `s?\b`)
)

// clauseQuery turns a clause into a statement for RETRIEVE: "moving to
// Graz" → "I moved to Graz", "I left for Budapest" → "I travelled to
// Budapest", "playing football" → "I played football".
func (p *parser) clauseQuery(clause string) string {
	words := strings.Fields(cleanWords(clause))
	if len(words) == 0 {
		return ""
	}
	low := strings.ToLower(words[0])
	switch {
	case strings.HasSuffix(low, "ing") && len(low) > 4 && low != "morning" && low != "evening" && low != "thing" && low != "wedding":
		words = append([]string{"I", p.past(gerundStem(low))}, words[1:]...)
	case low == "i" || low == "we":
		if len(words) > 1 {
			words[1] = p.pastIfPresent(words[1])
		}
	case low == "in" || low == "at":
		words = append([]string{"I", "was"}, words...)
	}
	s := strings.Join(words, " ")
	s = leftForAnyRE().ReplaceAllString(s, "travelled to")
	s = articleHeadRE().ReplaceAllString(s, "")
	return strings.TrimSpace(s)
}

// gerundStem guesses the verb of a gerund: moving → move, running → run,
// playing → play, joining → join.
func gerundStem(g string) string {
	s := strings.TrimSuffix(g, "ing")
	n := len(s)
	if n >= 2 && s[n-1] == s[n-2] && !strings.ContainsRune("aeiousl", rune(s[n-1])) {
		return s[:n-1] // running → run
	}
	if n >= 2 && !strings.ContainsRune("aeiouyw", rune(s[n-1])) && strings.ContainsRune("aeiou", rune(s[n-2])) && (n < 3 || !strings.ContainsRune("aeiou", rune(s[n-3]))) && strings.ContainsRune("vkzc", rune(s[n-1])) {
		return s + "e" // moving → move, making → make
	}
	switch s {
	case "mov", "liv", "leav", "hav", "tak", "mak", "writ", "driv", "rid", "hik", "bik", "danc", "celebrat", "hous", "retir", "graduat", "marri", "us", "shar":
		if s == "marri" {
			return "marry"
		}
		return s + "e"
	}
	return s
}

// past returns the past tense of verb v (gerunds and past forms stay; a
// verb of its own in -ing, "ring", "bring", "sing", is no gerund).
func (p *parser) past(v string) string {
	lv := strings.ToLower(v)
	if pt, ok := p.lx.past[lv]; ok && strings.HasSuffix(lv, "ing") {
		return pt
	}
	if strings.HasSuffix(lv, "ing") || strings.HasSuffix(lv, "ed") || nonVerbRE().MatchString(lv) {
		return v
	}
	if isPastForm(lv, p.lx.past) {
		return v
	}
	if pt, ok := p.lx.past[lv]; ok {
		return pt
	}
	switch {
	case strings.HasSuffix(lv, "e"):
		return v + "d"
	case strings.HasSuffix(lv, "y") && len(lv) > 2 && !strings.ContainsRune("aeiou", rune(lv[len(lv)-2])):
		return v[:len(v)-1] + "ied"
	case doublesFinal(lv):
		return v + v[len(v)-1:] + "ed" // skip → skipped, plan → planned
	}
	return v + "ed"
}

// doublesFinal reports whether a verb of one syllable ends in a
// consonant after a single vowel, which English doubles before "-ed"
// (skip, stop, plan, jog; not visit, fix, play).
func doublesFinal(v string) bool {
	n := len(v)
	if n < 3 {
		return false
	}
	vowel := func(c byte) bool { return strings.IndexByte("aeiou", c) >= 0 }
	last, mid, first := v[n-1], v[n-2], v[n-3]
	if vowel(last) || strings.IndexByte("wxy", last) >= 0 || !vowel(mid) || vowel(first) {
		return false
	}
	groups := 0
	for i := range n {
		if vowel(v[i]) && (i == 0 || !vowel(v[i-1])) {
			groups++
		}
	}
	return groups == 1
}

// pastIfPresent puts a verb that is in the present into the past.
func (p *parser) pastIfPresent(v string) string {
	lv := strings.ToLower(v)
	if isPastForm(lv, p.lx.past) {
		return v
	}
	if strings.HasSuffix(lv, "ed") || lv == "was" || lv == "were" || lv == "am" {
		return v
	}
	if _, ok := p.lx.past[lv]; ok {
		return p.past(lv)
	}
	return v
}

// people recognises "with both my parents", "with my mum and dad", "with
// Anna and Ben": the question's events are those with both.
func (p *parser) people() {
	t := p.t
	if m := t.find(bothParentsRE()); m != nil {
		p.f.Conj = []string{"my mum", "my dad"}
		p.conjWords = t.original(m[0], m[1])
		t.consume(m[0], m[1])
		return
	}
	if m := t.find(twoPeopleRE()); m != nil {
		x, y := t.original(m[2], m[3]), t.original(m[4], m[5])
		if strings.HasPrefix(strings.ToLower(x), "my ") && !strings.HasPrefix(strings.ToLower(y), "my ") {
			y = "my " + y
		}
		if personWord(x) && personWord(y) {
			p.f.Conj = []string{x, y}
			p.conjWords = t.original(m[0], m[1])
			t.consume(m[0], m[1])
		}
	}
}

var (
	bothParentsRE = lazyre.New(`\bwith\s+(?:both\s+(?:of\s+)?my\s+parents|my\s+parents\s+both|my\s+(?:mum|mom|mother|mama)\s+and\s+(?:my\s+)?(?:dad|father|papa))\b`)
	twoPeopleRE   = lazyre.New(`\bwith\s+(?:both\s+)?((?:my\s+)?[\p{L}'-]+(?:\s+[\p{L}'-]+)?)\s+(?:and|&)\s+((?:my\s+)?[\p{L}'-]+)\b`)
	notPersonRE   = lazyre.New(`^(?:my\s+)?(?:friends?|family|colleagues?|someone|people|others|them|him|her|the|a|an|food|dinner|lunch|music|\d+)$`)
)

func personWord(s string) bool {
	return !notPersonRE().MatchString(strings.ToLower(s))
}

// ownerNamedBefore reports whether the owner of an occasion ("Oma's
// birthday") is named in the question before it ("How long did I talk to
// Oma on Oma's birthday?"): what is asked about is then the occasion's own
// record with them, which the names linked read, not another happening
// that day.
func ownerNamedBefore(occasion, before string) bool {
	owner, _, ok := strings.Cut(strings.ToLower(occasion), "'")
	if !ok || owner == "" {
		return false
	}
	return slices.Contains(strings.FieldsFunc(before, func(r rune) bool { return !unicode.IsLetter(r) }), owner)
}

// birthdayAsked reads "when is my birthday" as the date of birth, where
// the library records one: the day it is, not the days whose texts say
// "birthday".
func (d *Decomposer) birthdayAsked(q string) string {
	m := birthdayAskedRE().FindStringSubmatch(q)
	if m == nil || !birthRecorded(d.env) {
		return q
	}
	if m[1] != "" && !birthSourceRE().MatchString(m[1]) {
		return q // "when is my birthday in 2025": a day of that year
	}
	// where it is recorded ("according to Apple Health") narrows it
	return "What is my birth date" + m[1] + "?"
}

// birthSourceRE: what names where a birth date is recorded, after the
// question of it: "according to" anything, or a name or "my" after "in",
// "on", "from" ("in Apple Health", "on my profile"), not a time.
var birthSourceRE = lazyre.New(`^\s+(?:(?i:according\s+to|as\s+per|per|based\s+on)\s|(?i:in|on|from|at)\s+(?:(?i:my|the)\s|\p{Lu}\p{L}))`)

// ageAsked reads "how old am I" as the whole years from the date of birth
// to today, where the library records one.
func (d *Decomposer) ageAsked(q string) bool {
	return ageAskedRE().MatchString(q) && birthRecorded(d.env)
}

// ageAskedRE: the question of my age now, and nothing more.
var ageAskedRE = lazyre.New(`(?i)^\s*(?:how\s+old\s+am\s+i(?:\s+(?:now|today))?|what(?:'s|\s+is)\s+my\s+(?:current\s+)?age(?:\s+(?:now|today))?)\s*\??\s*$`)

// ageUnrecorded says so where a question asks how old someone other than
// me is, was or will be ("how old is my mother", "how old will Karim turn
// this year") and no record of the library but my own account keeps a
// date of birth: a birthday's yearly entry gives the day, not the year,
// and what was written of them is no age. The answer keeps only the
// records that say when they were born, none, rather than passing a list
// of them for their age.
func (p *parser) ageUnrecorded() {
	m := ageOfOtherRE().FindStringSubmatch(p.f.Question)
	if m == nil || p.env.Catalog() == nil {
		return
	}
	who := strings.TrimSpace(m[1])
	if !p.namesPerson(who) {
		return // "how old am I", "how old is my Twitter account"
	}
	for _, src := range p.env.Catalog().Sources {
		if src.Name != ingest.Account && (src.Field("birth_date") != nil || src.Field("birth_year") != nil) {
			return // a contact's date of birth: asked of the records
		}
	}
	p.f.Content = append(p.f.Content, Cond{Expr: "birth_date != nil", Words: "that say when they were born", Needs: []attrSpec{{Name: "birth_date", Type: qa.TypeDate}}})
	if w := strings.Fields(who); strings.EqualFold(w[0], "my") {
		who = "your " + strings.Join(w[1:], " ")
	}
	p.f.Notes = append(p.f.Notes, fmt.Sprintf("nothing in the library records when %s was born: the age is not known", who))
}

// ageThenUnread says so where a question asks how old I was at some time
// ("how old was I at my first run", "when I first ordered from Amazon",
// "in 2010"): the years from a birth to a time in the past are not worked
// out, and what is answered (the happening, the records then) must not
// pass for an age.
func (p *parser) ageThenUnread() {
	if ageThenRE().MatchString(p.f.Question) {
		p.f.Notes = append(p.f.Notes, "how old you were then is not worked out: the answer is what was found then, not an age")
	}
}

// ageThenRE: how old I was (or we were) at a time said after it.
var ageThenRE = lazyre.New(`(?i)^\s*(?:how\s+old|what\s+age)\s+(?:was\s+i|were\s+we|had\s+i\s+been)\s+\S`)

// namesPerson reports whether words said as a question's subject name
// someone else: "my" and a word the lexicons read as people ("my
// mother"), or a name, which no dictionary lists ("Karim", "karim").
func (p *parser) namesPerson(words string) bool {
	ws := strings.Fields(strings.ToLower(words))
	if len(ws) == 2 && ws[0] == "my" && p.env.Lexicon != nil {
		return slices.ContainsFunc(p.env.Lexicon.Parse(ws[1]).Concepts, func(c *rlex.Concept) bool { return c.Kind == "family" || c.Kind == "people" })
	}
	return len(ws) == 1 && !spell.English(ws[0])
}

// ageOfOtherRE: how old someone is, was or will be, who in group 1 ("how
// old is my mother", "what age will Karim turn").
var ageOfOtherRE = lazyre.New(`^\s*(?i:how\s+old|what\s+age)\s+(?i:is|was|will|would|are|were|'s)\s+((?i:my\s+)?[\p{L}'’-]+)\b`)

// birthRecorded reports whether the library records a date of birth (an
// account fact's birth_date).
func birthRecorded(env *link.Env) bool { return accountField(env, "birth_date") }

// accountField reports whether the library's account facts record key.
func accountField(env *link.Env, key string) bool {
	if env == nil || env.Catalog() == nil {
		return false
	}
	src := env.Catalog().Source(ingest.Account)
	return src != nil && src.Field(key) != nil
}

// holidayKindRE: a word that says what kind of holiday a day off is
// (group 1): a public holiday, a bank holiday, a national holiday are the
// holidays a calendar of holidays lists, no other ones.
var holidayKindRE = lazyre.New(`\b(public|bank|national|federal|statutory|official|legal)[\s|]+(?:holidays?\b|\|)`)

// holidayKinds takes the words of the kind of a holiday as understood:
// the holidays are read by their noun ("public holidays in Australia":
// the Australian Holidays calendar). A calendar that says of some of its
// days that they are not of that kind ("Oktoberfest [Not a public
// holiday]") records the kind: those days are left out; no other record
// says whether a holiday is public.
func (p *parser) holidayKinds() {
	for _, m := range p.t.findAll(holidayKindRE()) {
		if after := strings.Fields(strings.ToLower(p.t.original(m[3], len(p.t.low)))); len(after) == 0 || !strings.HasPrefix(after[0], "holiday") {
			// the word after is read already, but no holiday: "the bank
			// last month" is a bank, of a month
			continue
		}
		kind := strings.ToLower(p.t.original(m[2], m[3]))
		p.t.consume(m[2], m[3])
		if p.env != nil && p.env.Catalog() != nil && p.env.Catalog().Source(ingest.Calendar) == nil {
			// no calendar, so no calendar of holidays: which days were
			// public holidays the library does not say ("was I away on a
			// public holiday" had been whether I was ever away)
			p.f.Unlinked = append(p.f.Unlinked, kind+" holiday")
			p.f.Notes = append(p.f.Notes, fmt.Sprintf("which days were %s holidays is not known: your library holds no calendar of holidays", kind))
			continue
		}
		p.notOfKind(kind)
	}
}

// notOfKind leaves out the calendar days whose title denies being a
// holiday of the kind ("not a public holiday"), where a calendar has any.
func (p *parser) notOfKind(kind string) {
	if p.env == nil || p.env.Catalog() == nil {
		return
	}
	denial := "not a " + kind + " holiday"
	src := p.env.Catalog().Source(ingest.Calendar)
	f := src.Field("summary")
	if f == nil {
		return
	}
	var denied []string
	for _, v := range f.Values {
		if strings.Contains(strings.ToLower(v.Text), denial) {
			denied = append(denied, v.Text)
		}
	}
	if len(denied) == 0 {
		return
	}
	p.f.Content = append(p.f.Content, Cond{Expr: fmt.Sprintf(`!((summary ?? "") in %s)`, quoteList(denied)), Words: kind, Needs: []attrSpec{{Name: "summary", Type: qa.TypeText}}})
}

// myProfileRE: a question of a fact of mine said with "my" right after
// what is asked ("what's my location", "what is my website"), or of where
// I live (group 1), which a profile's location says.
var myProfileRE = lazyre.New(`(?i)^\s*(?:(?:what|where)(?:'s|\s+is|\s+are)\s+my\s|(where\s+do\s+i\s+(?:currently\s+)?live)\b)`)

// ownProfile keeps, of a fact of mine asked ("what's my website", "where
// do I live"), the account facts, where they record the field asked
// (a profile's location): the shops' websites and the calendar's places
// are not mine. Living is where the profile says I am.
func (p *parser) ownProfile() {
	f := p.f
	m := myProfileRE().FindStringSubmatch(f.Question)
	if m == nil || f.act != nil || f.Val == nil || f.Val.Extract == nil || len(f.Sources) < 2 || !slices.Contains(f.Sources, ingest.Account) || !accountField(p.env, f.Val.Extract.Name) {
		return
	}
	if m[1] != "" && f.Val.Extract.Name != "location" {
		return
	}
	f.Sources = []string{ingest.Account}
	if f.Query == "everything" {
		f.Subject = "my accounts"
	}
	if m[1] != "" {
		p.consumeWord(`\blive\b`)
		p.understood("live", "lived")
	}
}

// nameUnrecorded says so where a question asks my own name (myNameRE,
// read as the display name a profile keeps) and no profile keeps one:
// the texts or workouts found otherwise name other things.
func (p *parser) nameUnrecorded() {
	if p.env.Catalog() == nil || !myNameRE().MatchString(p.f.Question) || accountField(p.env, "display_name") {
		return
	}
	if p.ownSentMail("name_of", "my name", "your name", "name", "called", "display") {
		return
	}
	p.ownFactUnrecorded("your name (no profile with a display name)", "with my name", "name", "called", "display")
}

// contactFactRE: the question of a way to reach me or find me, and
// nothing more ("what's my email address", "what is my phone number");
// group 1 the fact's words.
var contactFactRE = lazyre.New(`(?i)^\s*what(?:'s|\s+is|\s+are|\s+was|\s+were)\s+my\s+(?:current\s+|own\s+)?(e-?mail(?:\s+address(?:es)?)?|(?:phone|mobile|cell|telephone)(?:\s+numbers?)?|web\s*site|homepage|(?:home\s+|postal\s+)?address(?:es)?)\s*[?.!]*\s*$`)

// contactFields: the account field of each kind of contact fact, by the
// fact's words, in the order they are tried (one list, not a map beside a
// list of its keys; compiled lazily as the package's others are).
var contactFields = []struct {
	field string
	re    func() *regexp.Regexp
}{
	{"email", lazyre.New(`(?i)^e-?mail`)},
	{"phone", lazyre.New(`(?i)^(?:phone|mobile|cell|telephone)`)},
	{"website", lazyre.New(`(?i)^(?:web\s*site|homepage)`)},
	{"address", lazyre.New(`(?i)address`)},
}

// contactUnrecorded says so where a question asks my email address, phone
// number, website or address and no profile of the library keeps it
// (ownProfile reads it where one does): the shops' websites, the
// calendar's places and the notes about phoning were passed for mine.
func (p *parser) contactUnrecorded() {
	m := contactFactRE().FindStringSubmatch(p.f.Question)
	if m == nil || p.env.Catalog() == nil {
		return
	}
	for _, c := range contactFields {
		if c.re().MatchString(m[1]) {
			if accountField(p.env, c.field) || c.field == "email" && p.ownSentMail("email_of", "my email address", "your email address", "email", "e-mail", "address", "addresses") {
				return
			}
			break
		}
	}
	p.ownFactUnrecorded("your "+strings.ToLower(m[1]), "with my "+strings.ToLower(m[1]), strings.Fields(strings.ToLower(m[1]))...)
}

// othersEmailRE: the question of someone's email address and nothing
// more ("what's Anna Berg's email address", "what is the mail address of
// Anna Berg", "give me Anna Berg's email", or said as a phrase alone,
// "Anna Berg's email address"); group 1 or 2 the person as said.
var othersEmailRE = lazyre.New(`(?i)^\s*(?:(?:what(?:'s|\s+is|\s+are|\s+was|\s+were)|(?:tell|give|show)\s+me)\s+)?(?:(?:the\s+)?(?:e-?mail|mail)\s+address(?:es)?\s+(?:of|for)\s+(.+?)|(.+?)['’]s?\s+(?:e-?mail|mail)(?:\s+address(?:es)?)?)\s*[?.!]*\s*$`)

// emailUsedRE: the question of the email address someone uses or has
// ("which email address does my mum use"); group 1 the person as said.
var emailUsedRE = lazyre.New(`(?i)^\s*(?:which|what)\s+(?:e-?mail|mail)(?:\s+address)?\s+(?:does|did|do)\s+(.+?)\s+(?:use|have|write\s+from|send\s+from)\s*[?.!]*\s*$`)

// senderIsRE: a condition that the mail is from one person (group 1
// the person, quoted), alone or among others (to, counterpart).
var senderIsRE = lazyre.New(`\(from \?\? ""\) == ("(?:[^"\\]|\\.)*")`)

// othersEmail answers someone's email address, where the question's
// person was read as whom mail was from: the address their mail was sent
// from, which the sender field writes ("Anna Berg <anna@x.org>"), not
// the mail's subjects.
func (p *parser) othersEmail() {
	f := p.f
	m := othersEmailRE().FindStringSubmatch(f.Question)
	if u := emailUsedRE().FindStringSubmatch(f.Question); m == nil && u != nil {
		// "which email address does my mum use": said with the verb of
		// having it
		m = []string{u[0], u[1], ""}
	}
	if m == nil {
		return
	}
	who := strings.ToLower(strings.TrimSpace(m[1] + m[2]))
	if rel, ok := strings.CutPrefix(who, "my "); ok {
		p.relativesEmail(strings.TrimSpace(m[1]+m[2]), rel)
		return
	}
	if f.act != nil && f.act.ID != "mail_sent" || !slices.Equal(f.Sources, []string{ingest.Mail}) {
		return
	}
	if who == "my" {
		return
	}
	at := slices.IndexFunc(f.Content, func(c Cond) bool {
		w := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(c.Words, "'s"), "’s"))
		return w == who && (strings.HasPrefix(c.Expr, "from in [") || senderIsRE().MatchString(c.Expr))
	})
	if at < 0 {
		return
	}
	// the person read as whom mail was from or to: the address is the
	// sender's, of the mail they sent
	if sm := senderIsRE().FindStringSubmatch(f.Content[at].Expr); sm != nil && !strings.HasPrefix(f.Content[at].Expr, "from in [") {
		f.Content[at].Expr = "(from ?? \"\") == " + sm[1]
	}
	p.senderAddress(strings.TrimSpace(m[1] + m[2]))
}

// senderAddress answers the address the mail found was sent from, of
// someone (said as the question says them): the list of the senders'
// addresses of the mail that writes one.
func (p *parser) senderAddress(said string) {
	f := p.f
	f.Form, f.act, f.Activity = FormList, nil, ""
	f.Content = append(f.Content, Cond{Expr: `email_of(from) != ""`, Words: "with an address", Needs: []attrSpec{{Name: "from", Type: qa.TypeText}}})
	f.Val = &Quantity{Attr: "sender_email", Extract: &attrSpec{Name: "from", Type: qa.TypeText}, Map: "email_of(from)", Words: "email address"}
	f.Group = nil
	f.Notes = append(f.Notes, "the address as the mail from "+said+" gives it")
	p.understood("email", "e-mail", "mail", "address", "addresses")
}

// mailNouns are the words for a body of mail as a whole ("this
// mailbox", "these emails", "the archive").
const mailNouns = `(?:(?:e-?mail|mail)\s+)?(?:mail\s*box(?:es)?|mail|e-?mails?|messages|inbox|archive|mbox|folder)`

// mailOwnerRE: the question of whose mail the library holds ("whose
// mailbox is this", "who owns these emails", "who is the owner of this
// archive", "who do these messages belong to"), and nothing more.
var mailOwnerRE = lazyre.New(`(?i)^\s*(?:whose\s+` + mailNouns + `\s+(?:is|are|was|were)\s+(?:this|these|those|it|they)|who\s+(?:owns|owned)\s+(?:this|these|those|the|my)\s+` + mailNouns + `|who(?:'s|\s+is|\s+was)\s+the\s+owner\s+of\s+(?:this|these|those|the|my)\s+` + mailNouns + `|(?:who|whom)\s+(?:does|do|did)\s+(?:this|these|those|the)\s+` + mailNouns + `\s+belong\s+to|to\s+whom\s+(?:does|do|did)\s+(?:this|these|those|the)\s+` + mailNouns + `\s+belong)\s*[?.!]*\s*$`)

// mailOwner answers whose mail the library holds: the person as their
// mail writes them (the mail importer's owner: the sender of what they
// sent, else the recipient who is them), most often first. Where no mail
// names them, who they are is not known, and the answer says so rather
// than listing the mail.
func (p *parser) mailOwner() {
	f := p.f
	if p.env.Catalog() == nil || !mailOwnerRE().MatchString(f.Question) || p.env.Catalog().Source(ingest.Mail) == nil {
		return
	}
	f.Form, f.act, f.Activity = FormList, nil, ""
	f.Query, f.Subject, f.Sources, f.Library = "emails", "emails", []string{ingest.Mail}, nil
	f.Group, f.Linked = nil, nil
	f.Notes = slices.DeleteFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, `"whose" was not worked out`) })
	p.understood("whose", "owns", "owned", "owner", "belong", "mailbox", "mailboxes", "mail", "email", "emails", "e-mails", "messages", "inbox", "archive", "mbox", "folder")
	if !p.recordsField("owner", "text") {
		f.Content = []Cond{{Expr: "false", Words: "that name you"}}
		f.Val = nil
		f.Notes = append(f.Notes, "whose mail this is is not known: who you are is not set or found on it (reqap identity)")
		return
	}
	f.Content = []Cond{{Expr: `(owner ?? "") != ""`, Words: "that name you", Needs: []attrSpec{{Name: "owner", Type: qa.TypeText}}}}
	f.Val = &Quantity{Attr: "owner", Extract: &attrSpec{Name: "owner", Type: qa.TypeText}, Words: "owner"}
	f.Notes = append(f.Notes, "the mail's owner is you as the mail names you (who you are: reqap identity)")
}

// relativesEmail answers the email address of a relative said by what
// they are to the person ("my dad's email address"): the address of the
// mail received from them, whom the library's directory of people knows
// by the mail itself ("Hi Dad," written to them), as retrieval finds
// mail from and to a relative by their names. said is the person as
// said, rel the family word.
func (p *parser) relativesEmail(said, rel string) {
	f := p.f
	if p.env == nil || p.env.Lexicon == nil || !p.holdsValue([]string{ingest.Mail}, "direction", "received") ||
		!slices.ContainsFunc(p.env.Lexicon.Parse(rel).Concepts, func(c *rlex.Concept) bool { return c.Kind == "family" }) {
		return
	}
	f.Query, f.Subject, f.Sources = "mail from my "+rel, "mail from my "+rel, []string{ingest.Mail}
	f.Content = []Cond{{Expr: `direction == "received"`, Words: "I got", Needs: []attrSpec{{Name: "direction", Type: qa.TypeText}}}}
	f.Linked = nil
	p.senderAddress(said)
}

// ownSentMail answers a fact of mine that no profile keeps, my name or my
// email address, from the mail I sent, where the library tells it (its
// mail's direction): I am its sender, and fn (email_of, name_of) reads
// the fact off the sender. It reports whether it did; words are the
// fact's, taken off those not understood.
//
// Where I sent none (a mailbox of what I got), the mail that names me
// gives it (the mail importer's owner: the recipient who is me).
func (p *parser) ownSentMail(fn, val, what string, words ...string) bool {
	mail := p.env.Catalog().Source(ingest.Mail)
	if mail == nil || mail.Field("from") == nil {
		return false
	}
	f := p.f
	switch {
	case p.holdsValue([]string{ingest.Mail}, "direction", "sent"):
		// a sender written without the fact (an address alone) tells none
		f.Content = []Cond{{Expr: `direction == "sent" && ` + fn + `(from) != ""`, Words: "I sent", Needs: []attrSpec{{Name: "direction", Type: qa.TypeText}, {Name: "from", Type: qa.TypeText}}}}
		f.Val = &Quantity{Attr: "sender_" + strings.TrimSuffix(fn, "_of"), Extract: &attrSpec{Name: "from", Type: qa.TypeText}, Map: fn + "(from)", Words: val}
		f.Notes = append(f.Notes, what+" as the mail you sent gives it: no profile in the library keeps it")
	case p.recordsField("owner", "text") && p.ownerTells(fn):
		f.Content = []Cond{{Expr: fn + `(owner ?? "") != ""`, Words: "that name me", Needs: []attrSpec{{Name: "owner", Type: qa.TypeText}}}}
		f.Val = &Quantity{Attr: "owner_" + strings.TrimSuffix(fn, "_of"), Extract: &attrSpec{Name: "owner", Type: qa.TypeText}, Map: fn + "(owner)", Words: val}
		f.Notes = append(f.Notes, what+" as the mail you got names you: no profile in the library keeps it")
	default:
		return false
	}
	f.Form, f.act, f.Activity = FormList, nil, ""
	f.Query, f.Subject, f.Sources, f.Library = "emails", "emails", []string{ingest.Mail}, nil
	f.Group, f.Linked = nil, nil
	p.understood(words...)
	return true
}

// ownerTells reports whether the mail's owners write the fact fn reads:
// an address any does (email_of); a name (name_of) only an owner the
// catalog lists as a name with it, for owners written as addresses alone
// are not listed and tell none.
func (p *parser) ownerTells(fn string) bool {
	if fn != "name_of" {
		return true
	}
	return slices.ContainsFunc(p.env.Catalog().Source(ingest.Mail).Field("owner").Values, func(v catalog.Value) bool {
		name, addr := ingest.SplitPerson(v.Text)
		return name != "" && addr != ""
	})
}

// ownFactUnrecorded makes the answer none, with a note that nothing in
// the library records what (a fact of mine; said, the condition that
// keeps none), and takes the fact's words off those not understood.
func (p *parser) ownFactUnrecorded(what, said string, words ...string) {
	f := p.f
	f.Content = append(f.Content, Cond{Expr: "false", Words: said})
	f.Notes = append(f.Notes, "nothing in the library records "+what)
	p.understood(words...)
}

// understood takes words, in any case, off those the frame reports not
// understood: a fact's words an answer reads (ownSentMail) or says
// unrecorded (ownFactUnrecorded) were understood.
func (p *parser) understood(words ...string) {
	p.f.Unlinked = slices.DeleteFunc(p.f.Unlinked, func(w string) bool {
		return slices.ContainsFunc(words, func(x string) bool { return strings.EqualFold(w, x) })
	})
}

// birthdayAskedRE: the question of when my birthday is, or when I was
// born (my date of birth), and nothing more but where it is recorded
// (group 1).
var birthdayAskedRE = lazyre.New(`(?i)^\s*(?:(?:when\s+(?:is|was|'s)|what\s+(?:day|date)\s+is)\s+my\s+(?:birthday|bday|b-day)|(?:when|what\s+(?:day|date))\s+was\s+i\s+born|what(?:'s|\s+is)\s+my\s+(?:date\s+of\s+birth|birth\s*date|birthday|dob|d\.o\.b\.?))((?:\s+(?:according\s+to|as\s+per|per|based\s+on|in|on|from|at)\s+[^?]+?)?)\s*\??\s*$`)

// birthdayRecorded reports whether the library records the day of a
// birthday (a profile's birthday, whose year may be left out).
func birthdayRecorded(env *link.Env) bool { return accountField(env, "birthday") }

// ownBirthday reports whether phrase is "my birthday" and the library
// records a date of birth (an account fact's birth_date) or a birthday: the day is
// known, not looked for in what was written.
func (p *parser) ownBirthday(phrase string) bool {
	ws := strings.Fields(strings.ToLower(phrase))
	if len(ws) < 2 || ws[0] != "my" || !birthRecorded(p.env) && !birthdayRecorded(p.env) || p.env.Lexicon == nil {
		return false
	}
	return slices.ContainsFunc(p.env.Lexicon.Parse(strings.Join(ws[1:], " ")).Concepts, func(c *rlex.Concept) bool { return c.ID == "birthday" })
}

// ownOccasion returns the condition that keeps a person's own occasion
// among everyone's ("my birthday": texts that say "my birthday", "my bday"
// or "birthday to me"), or "" when the phrase is not "my <occasion>". The
// occasion's words are the lexicons' terms of its concept.
func (p *parser) ownOccasion(phrase string) string {
	ws := strings.Fields(strings.ToLower(phrase))
	if len(ws) < 2 || ws[0] != "my" || p.env == nil || p.env.Lexicon == nil {
		return ""
	}
	if w := ws[1]; fold.Possessive(w) || strings.HasSuffix(w, "s'") || strings.HasSuffix(w, "s’") {
		return "" // "my friend's birthday" is the friend's
	}
	var terms []string
	for _, c := range p.env.Lexicon.Parse(strings.Join(ws[1:], " ")).Concepts {
		if c.Kind != "celebration" {
			// Only a celebration is also others' in the person's
			// records (a contacts' birthday calendar); a dentist
			// appointment in them is the person's own, written
			// "Dentist at 9" as often as "my dentist".
			continue
		}
		for _, t := range c.Terms {
			if t.Weight >= 1 && !t.Included && strings.IndexFunc(t.Text, func(r rune) bool { return r > 0x2000 }) < 0 {
				terms = append(terms, regexp.QuoteMeta(t.Text))
			}
		}
	}
	if len(terms) == 0 {
		return ""
	}
	alt := strings.Join(terms, "|")
	return fmt.Sprintf("text matches %s", quote(`(?i)\bmy\s+(?:\S+\s+)?(?:`+alt+`)\b|\b(?:`+alt+`)\s+(?:\S+\s+)?to\s+me\b`))
}

// Expressions used inside functions, compiled once rather than per call.
var (
	// firstPersonHeadRE: a clause that starts with I or we.
	firstPersonHeadRE = lazyre.New(`^(?i)(?:i|we)\s`)
	// leftForAnyRE: "left for", any case.
	leftForAnyRE = lazyre.New(`(?i)\bleft\s+for\b`)
	// articleHeadRE: a leading article.
	articleHeadRE = lazyre.New(`(?i)^(?:a|an|the)\s+`)
)

// bestDayRE: a clause that picks one of the happenings it tells by a
// superlative ("I spent the most", "my longest run").
var bestDayRE = lazyre.New(`(?i)\b(?:most|least|longest|shortest|biggest|largest|smallest|highest|lowest|best|worst|furthest|farthest|fastest|slowest|busiest|priciest|costliest|cheapest)\b`)

// tripEndClauseRE: a clause of coming back from a place ("I got back
// from Lisbon", "we flew home from Rome", "I returned from my trip to
// Kyoto"), the place in group 1.
var tripEndClauseRE = lazyre.New(`(?i)^\s*(?:i|we)\s+(?:returned(?:\s+home)?|(?:got|came|flew|travelled|traveled|headed|drove|went|sailed)\s+(?:back|home)(?:\s+home)?)\s+from\s+(?:(?:my|our|the)\s+(?:trip|holiday|vacation|journey|stay|visit)\s+(?:to|in)\s+)?(\p{Lu}[^?.!,]*?)\s*$`)

// tripEnd is the ref of the day a clause of coming back from a place
// tells ("I got back from Lisbon"): the day the trip there ended, as
// "when did I get back from Lisbon" reads it (backFrom), not the days a
// record says "got back from Lisbon" (none: "Last day in Lisbon, home by
// 10pm"); nil for any other clause.
func (p *parser) tripEnd(clause string) *tree.Node {
	m := tripEndClauseRE().FindStringSubmatch(clause)
	if m == nil || p.d == nil {
		return nil
	}
	sub := *p.d
	sub.nested = true
	c, f := sub.decompose("when did my trip to " + m[1] + " end")
	if c == nil || f.Form != FormWhen || len(f.Unlinked) > 0 {
		return nil
	}
	return c.Root
}

// oneDayAnchor reads "on the day I spent the most on Amazon", "the day of
// my first run" as the one day the clause picks, not every day the
// happening took place: a superlative is the question "which day …"
// read on its own (the recursion of the method), "first" or "last" the
// first or last date of the happening.
func (p *parser) oneDayAnchor(start, b int, clause string) bool {
	if p.d == nil {
		return false
	}
	if bestDayRE().MatchString(clause) {
		sub := *p.d
		sub.nested = true
		c, f := sub.decompose("which day " + clause)
		day := func(k *Key) bool { return k != nil && (k.ID == "day" || k.Attr == dateAttr) }
		if !(f.Form == FormBest && day(f.Group) || f.Form == FormExtreme && day(f.Val)) {
			return false // the clause is no question of one day
		}
		name := p.refName("best_day")
		p.addAnchorCond(start, b, fmt.Sprintf("%s == %s", dateAttr, name), name, c.Root, "", "")
		return true
	}
	if ref := p.tripEnd(clause); ref != nil {
		name := p.refName("back_day")
		p.addAnchorCond(start, b, fmt.Sprintf("%s == %s", dateAttr, name), name, ref, "", "")
		return true
	}
	if lastFirstRE().MatchString(clause) {
		// the first or last of the happenings, which the word only picks
		// ("my first Strava run": not a run named "First")
		name, ref, ok := p.anchor(strings.Join(strings.Fields(lastFirstRE().ReplaceAllString(clause, " ")), " "), false)
		if !ok {
			return false
		}
		if lastInRE().MatchString(strings.ToLower(clause)) {
			ref.Op, ref.Question = tree.MAX, "last time "+ref.Inputs[0].Question
		}
		p.addAnchorCond(start, b, fmt.Sprintf("%s == %s", dateAttr, name), name, ref, "", "")
		return true
	}
	return false
}

// askedPeriodRE: the period is what is asked ("what was the month I …",
// "which was the week …").
var askedPeriodRE = lazyre.New(`(?:^|\b(?:was|is|were|be|been))$`)

// bestPeriodAnchor reads "in the month I watched the most Netflix" as the
// one period the clause picks: the question "which month …" read on its
// own (the recursion of the method, as oneDayAnchor does for a day), and
// the events of that period, told by the period's key ("March 2013").
func (p *parser) bestPeriodAnchor(start, b int, unit, clause string) {
	if before := strings.TrimSpace(string(p.t.low[:start])); p.d == nil || before == "" || askedPeriodRE().MatchString(before) {
		return
	}
	g := p.lx.groups.byID[unit]
	if g == nil || g.Map == "" || !strings.Contains(g.Map, dateAttr) {
		return
	}
	if !bestDayRE().MatchString(clause) {
		// "what did I order the week I watched X": the period of the
		// happening the clause tells (anchorWindows, from its first day)
		return
	}
	sub := *p.d
	sub.nested = true
	c, f := sub.decompose("which " + unit + " " + clause)
	// "the month of my longest run": the period of the one happening a
	// superlative picks, as "the day of my longest run" is its day
	one := f.Form == FormExtreme && f.Val != nil && f.Val.ID == unit && f.Val.Map == g.Map
	if !one && (f.Form != FormBest || f.Group == nil || f.Group.ID != unit) {
		return // the clause is no question of one period
	}
	name := p.refName("best_" + unit)
	p.addAnchorCond(start, b, fmt.Sprintf("%s == %s", g.Map, name), name, c.Root, "", "")
}

// clauseEvents reads a clause that tells a happening ("I watched Louis
// C.K.", "my 10 km run", "I tweeted about syncthing") as the question of
// the days it took place, by the same decomposer one level deep (the
// recursion of the method), and returns the subtree of the events it
// finds, when the question was understood as more than a search of its
// words: a name the library holds, a measure's bound, a window of its
// own. nil otherwise, when words of it were not understood, or for a
// milestone or a trip.
func (p *parser) clauseEvents(clause string) *tree.Node {
	low := strings.ToLower(clause)
	trip := tripRE().MatchString(low)
	if p.d == nil || strings.TrimSpace(clause) == "" || p.lx.milestones.re.MatchString(low) || stayRE().MatchString(low) {
		// A milestone ("moving to Barcelona") is one happening told in
		// words, searched as said: the place in it is where one went,
		// not the place of a record.
		return nil
	}
	events, f := p.daysTold(clause)
	if events == nil {
		return nil
	}
	if trip && (f.Activity == "trip" || !slices.ContainsFunc(f.Content, dayPlaceCond)) {
		// A trip is searched as said, unless the library records the
		// place of each day and the clause names one of them ("my trip
		// to Vienna" in a journal: the days whose place is Vienna),
		// which the sub-question then reads as a stay, no longer a trip.
		return nil
	}
	filtered := false
	tree.Walk(events, func(n *tree.Node, _ string) bool {
		filtered = filtered || n.Op == tree.FILTER
		return !filtered
	})
	if !filtered && !(f.act != nil && f.act.Structured && len(f.Sources) > 0) {
		// (a structured activity's own records, "I also swim": the
		// swims, which its words searched for would miss)
		return nil
	}
	return events
}

// daysTold asks "which days" of a clause by the same decomposer one level
// deep and returns the subtree of the events the days are of, and the
// sub-question's frame; nil where it was not read as a list of days or
// words of it were not understood (a note, an unlinked word).
func (p *parser) daysTold(clause string) (*tree.Node, *Frame) {
	sub := *p.d
	sub.nested = true
	c, f := sub.decompose("which days " + clause)
	if c == nil || f.Form != FormList || f.Val == nil || f.Val.Attr != dateAttr || len(f.Unlinked) > 0 || len(f.Notes) > 0 {
		return nil, nil
	}
	if root := c.Root; root.Op == tree.APPLY && len(root.Inputs) == 1 {
		return root.Inputs[0], f
	}
	return nil, nil
}

// townFilterRE: a condition on the town records name.
var townFilterRE = lazyre.New(`\(?city \?\? ""\)? == "|\bcity == "`)

// dayOverlapCond joins the question's events to the days of another's
// (i1 on a day from i2's first to its last).
const dayOverlapCond = "i1.start_date <= i2.end_date && i2.start_date <= i1.end_date"

// beInPlaceRE: a clause of being in a place ("I was in Berlin", "we were
// at Lake Garda").
var beInPlaceRE = lazyre.New(`^\s*(?:i|we)\s+(?:was|were)\s+(?:in|at)\s+\p{L}`)

// locatedDays reads a clause of being in a place as the records the
// library places there ("I was in Berlin": the calendar entries located
// in Berlin), by the sub-question of the days it tells (as clauseEvents
// does), when the place is linked to a field of where (placeField) and
// nothing else is left unread; nil otherwise. A trip said as such
// ("my trip to Berlin") is the trip's. It returns too what the records
// are ("my calendar entries").
func (p *parser) locatedDays(clause string) (*tree.Node, string) {
	low := strings.ToLower(clause)
	if p.d == nil || !beInPlaceRE().MatchString(low) || travelNounRE().MatchString(low) {
		return nil, ""
	}
	events, f := p.daysTold(clause)
	if events == nil || f.Activity == "trip" || !slices.ContainsFunc(f.Content, func(c Cond) bool {
		return slices.ContainsFunc(c.Needs, func(a attrSpec) bool { return placeField(a.Name) })
	}) {
		return nil, ""
	}
	return events, f.Subject
}

// dayPlaceCond reports whether c reads the place a day was spent in (a
// journal's city).
func dayPlaceCond(c Cond) bool {
	return slices.ContainsFunc(c.Needs, func(a attrSpec) bool { return dayPlaceField(a.Name) })
}

// stayRE: a clause that is only where one was ("when in Innsbruck": in
// Innsbruck), a stay.
var stayRE = lazyre.New(`^\s*(?:in|at)\s+\p{L}`)

// cuedElsewhere reports whether the words of the main clause point, by a
// word that names a kind of record whole ("watching": the streams), only
// at held sources that are not those of the clause's activity: "what was
// I watching when I ordered the adapter" asks what was watched, not which
// order.
func (p *parser) cuedElsewhere(main string, act *activity) bool {
	if p.env == nil || p.env.Lexicon == nil || p.env.Catalog() == nil || act == nil {
		return false
	}
	other := false
	for _, c := range p.env.Lexicon.Parse(main).Cues {
		for _, sw := range c.Sources {
			if !sw.Whole || sw.Key != "" || sw.Weight < 1 || !p.env.Catalog().Has(sw.Source) {
				continue
			}
			if slices.Contains(act.Sources, sw.Source) {
				return false
			}
			other = true
		}
	}
	return other
}

// betweenHappenings reads "between my DVI adapter order and my Logitech
// mouse order", "between moving to Graz and starting at X": the window
// from the first happening's date to the second's, both told by the
// person's own records, as "between" two dates is.
func (p *parser) betweenHappenings() {
	t := p.t
	m := t.find(betweenHappeningsRE())
	if m == nil || t.usedIn(m[0], m[1]) {
		return
	}
	x, y := t.original(m[2], m[3]), t.original(m[4], m[5])
	if len(p.tre.tx.Parse(x, timex.Options{})) > 0 || len(p.tre.tx.Parse(y, timex.Options{})) > 0 {
		return // a date on either side is the time grammar's
	}
	from, refFrom, ok := p.anchor(x, false)
	if !ok {
		return
	}
	to, refTo, ok := p.anchor(y, false)
	if !ok {
		return
	}
	words := t.original(m[0], m[1])
	t.consume(m[0], m[1])
	p.f.Temporal = append(p.f.Temporal, Cond{Expr: fmt.Sprintf("%s >= %s && %s <= %s", dateAttr, from, dateAttr, to), Words: words,
		Refs: map[string]*tree.Node{from: refFrom, to: refTo}, From: from, To: fmt.Sprintf("add_days(%s, 1)", to)})
}

// betweenHappeningsRE: "between" two clauses that tell happenings of the
// person (groups 1 and 2), each begun by "my", "I" or a gerund.
var betweenHappeningsRE = lazyre.New(`\bbetween\s+((?:my|our|i|we)\s+[^,;?]+?|\p{L}+ing\s+[^,;?]+?)\s+and\s+((?:my|our|i|we)\s+[^,;?]+?|\p{L}+ing\s+[^,;?]+?)\s*(?:[,;?.]|$)`)

// thatDayRE: the day of the happening said again ("that day", "the same
// day", "later that day").
var thatDayRE = lazyre.New(`(?i)\b(?:that|the\s+same)\s+day\b`)

// oneHappening reads "right before my 4 km run", "the last thing I
// watched before my Amazon order in April 2013": before or after one
// happening the clause singles out (a noun said in the singular, which
// the clause's question finds by more than its words: a distance, a
// name, a date said after it), to the minute: from its end (after) or up
// to its start (before), on whatever day, not only the same day as a
// happening that recurs. It reports whether it read the clause.
func (p *parser) oneHappening(start, a, b int, clause, kind string) bool {
	words := strings.Fields(strings.ToLower(clause))
	if len(words) < 2 || words[0] != "my" && words[0] != "our" || lastFirstRE().MatchString(clause) || p.lx.milestones.re.MatchString(strings.ToLower(clause)) {
		return false
	}
	if head := words[len(words)-1]; strings.HasSuffix(head, "s") && !strings.HasSuffix(head, "ss") {
		return false // "after my runs": each of them, a join
	}
	if thatDayRE().MatchString(p.t.orig) {
		return false // "after my 10k run, how many songs that day": the same day's
	}
	full, dated := clause, -1
	// a date said right after the clause, already read as the question's
	// window, tells which happening ("my Amazon order in April 2013")
	for i, c := range p.f.Temporal {
		if len(c.Refs) > 0 || c.Words == "" {
			continue
		}
		rest := strings.TrimSpace(strings.ReplaceAll(string(p.t.low[b:]), string(used), " "))
		after := strings.ToLower(strings.TrimSpace(p.t.orig[p.t.off[b]:]))
		if strings.HasPrefix(after, strings.ToLower(c.Words)) && (rest == "" || !strings.HasPrefix(rest, strings.ToLower(c.Words))) {
			full, dated = clause+" "+c.Words, i
			break
		}
	}
	if onlyActivityWords(p.lx, full, nil) {
		return false // "after my run": each run, a join
	}
	in := p.clauseEvents(full)
	if in == nil {
		return false
	}
	name := p.refName("anchor")
	op, attr, cond, what := tree.MIN, "start_datetime", "start_datetime < %s", "the start of "
	if kind == "after" {
		op, attr, cond, what = tree.MAX, "end_datetime", "start_datetime >= %s", "the end of "
	}
	ref := &tree.Node{Op: op, Question: what + full, Args: tree.Args{Attr: attr}, Inputs: []*tree.Node{in}}
	if dated >= 0 {
		p.f.Temporal = slices.Delete(p.f.Temporal, dated, dated+1)
	}
	p.addAnchorCond(start, b, fmt.Sprintf(cond, name), name, ref, "", "")
	return true
}

// negatedDaysRE: a clause of days that says the happening did not take
// place ("I didn't work out", "I did not run", "I never ran", "I had no
// runs"); group 1 the subject, 2 the verb (or "had"), 3 what follows.
var negatedDaysRE = lazyre.New(`(?i)^((?:i|we)\s+)(?:(?:didn'?t|did\s+not|never)\s+(\pL+)|(had)\s+no)\b(.*)$`)

// negatedDays reads a clause of days said in the negative as its
// positive and reports that it was negative: the days meant are those
// the positive clause's happening left out.
func (p *parser) negatedDays(clause string) (string, bool) {
	m := negatedDaysRE().FindStringSubmatch(clause)
	if m == nil {
		return clause, false
	}
	if m[3] != "" {
		return m[1] + m[3] + m[4], true // "I had no runs": I had runs
	}
	return m[1] + p.past(m[2]) + m[4], true
}
