package timex

import (
	"fmt"
	"strings"
	"time"
)

// Relation is how a time relates to a happening.
type Relation uint8

// Relations to a happening.
const (
	// After: on or after it ("since I moved to Graz", "after my wedding").
	After Relation = iota + 1
	// Before: before it ("before my wedding", "until I moved").
	Before
	// During: while it went on ("during my trip", "while running", "when
	// I was in Rome").
	During
	// SameDay: on the day(s) it happened ("on the same day as my dentist
	// appointment", "on my birthday", "the day I retweeted X").
	SameDay
)

func (r Relation) String() string {
	return map[Relation]string{After: "after", Before: "before", During: "during", SameDay: "same_day"}[r]
}

// Shape is which days around the happening a relation selects.
type Shape uint8

// Shapes of anchored windows.
const (
	// Point: the relation to the happening's date itself.
	Point Shape = iota
	// Stretch: N units next to it, up to it (Before: "in the 30 days
	// before I left") or from it on (After: "the first week of my new
	// job", "in the month after my move").
	Stretch
	// Offset: the unit-long window N units away ("two weeks before my
	// birthday": the week that begins 14 days before it).
	Offset
	// Calendar: the calendar unit it is in ("the month I started at X").
	Calendar
)

// Anchor is a time told by a happening rather than a date. The planner
// finds the happening's date with a ref sub-tree (a RETRIEVE of Phrase:
// "my birthday" comes from the person's own records, never from a typed
// date) and asks Window for the condition over that ref.
type Anchor struct {
	Rel Relation
	// Conn is the connective as written, lower case ("since", "prior
	// to", "when", "on my").
	Conn  string
	Shape Shape
	// N and Unit measure Stretch and Offset windows ("30", "day") and name
	// Calendar's unit ("month").
	N    int
	Unit string
	// Phrase tells the happening ("I moved to Graz", "my birthday", "a
	// run"); PhraseStart and PhraseEnd are its byte offsets in the
	// question. It runs to the end of the clause: a punctuation mark, a
	// dash, another time expression or the end.
	Phrase                 string
	PhraseStart, PhraseEnd int
	// Occasion is "day" or "stay" when the phrase names an occasion of
	// the person after "on my" / "in my" ("my birthday", "my trip to
	// Rome").
	Occasion string
	// Own is set on a Stretch whose units are the happening's own first
	// (After) or last (Before) ones, its first or last day counted ("the
	// first day of my trip", "the last week of my job"), not those next
	// to it ("the day after my trip"); ref is then its first day
	// (After) or its last (Before).
	Own bool
}

// Window is the window of the anchor when the happening's date is the
// ref named ref (a date expression).
func (a *Anchor) Window(ref string) Window {
	D := DateAttr
	switch a.Shape {
	case Stretch:
		if a.Own {
			from, to := ref, addExpr(ref, a.Unit, a.N)
			if a.Rel == Before {
				from, to = addExpr(addExpr(ref, "day", 1), a.Unit, -a.N), addExpr(ref, "day", 1)
			}
			if a.Unit == "day" && a.N == 1 {
				return Window{From: from, To: to, DateCond: fmt.Sprintf("%s == %s", D, ref)}
			}
			return Window{From: from, To: to, DateCond: fmt.Sprintf("%s >= %s && %s < %s", D, from, D, to)}
		}
		if a.Rel == Before {
			from := addExpr(ref, a.Unit, -a.N)
			if a.Unit == "day" && a.N == 1 {
				return Window{From: from, To: ref, DateCond: fmt.Sprintf("%s == %s", D, from)}
			}
			return Window{From: from, To: ref, DateCond: fmt.Sprintf("%s >= %s && %s < %s", D, from, D, ref)}
		}
		if a.Unit == "day" {
			// "the day after my tweet", "in the 3 days after the
			// wedding": the days that follow it, as "the day before" is
			// the one that precedes it
			from := addExpr(ref, "day", 1)
			if a.N == 1 {
				return Window{From: from, To: addExpr(ref, "day", 2), DateCond: fmt.Sprintf("%s == %s", D, from)}
			}
			to := addExpr(ref, "day", a.N+1)
			return Window{From: from, To: to, DateCond: fmt.Sprintf("%s >= %s && %s < %s", D, from, D, to)}
		}
		to := addExpr(ref, a.Unit, a.N)
		return Window{From: ref, To: to, DateCond: fmt.Sprintf("%s >= %s && %s < %s", D, ref, D, to)}
	case Offset:
		n := a.N
		if a.Rel == Before {
			n = -n
		}
		from, to := addExpr(ref, a.Unit, n), addExpr(ref, a.Unit, n+1)
		if a.Unit == "day" {
			return Window{From: from, To: to, DateCond: fmt.Sprintf("%s == %s", D, from)}
		}
		return Window{From: from, To: to, DateCond: fmt.Sprintf("%s >= %s && %s < %s", D, from, D, to)}
	case Calendar:
		switch a.Unit {
		case "year":
			return Window{From: fmt.Sprintf("start_of_year(%s)", ref), To: fmt.Sprintf("add_years(start_of_year(%s), 1)", ref),
				DateCond: fmt.Sprintf("year(%s) == year(%s)", D, ref)}
		case "month":
			return Window{From: fmt.Sprintf("start_of_month(%s)", ref), To: fmt.Sprintf("add_months(start_of_month(%s), 1)", ref),
				DateCond: fmt.Sprintf("year(%s) == year(%s) && month(%s) == month(%s)", D, ref, D, ref)}
		case "week":
			from := fmt.Sprintf("start_of_week(%s)", ref)
			to := fmt.Sprintf("add_days(start_of_week(%s), 7)", ref)
			return Window{From: from, To: to, DateCond: fmt.Sprintf("%s >= %s && %s < %s", D, from, D, to)}
		case "weekend":
			week := fmt.Sprintf("start_of_week(%s)", ref)
			switch a.Rel {
			case After:
				// the first Saturday and Sunday after the day: of the
				// week two days on (a Saturday's is the next week's)
				week = fmt.Sprintf("start_of_week(add_days(%s, 2))", ref)
			case Before:
				// the last Saturday and Sunday before the day's week
				week = fmt.Sprintf("add_days(start_of_week(%s), -7)", ref)
			}
			from := fmt.Sprintf("add_days(%s, 5)", week)
			to := fmt.Sprintf("add_days(%s, 7)", week)
			return Window{From: from, To: to, DateCond: fmt.Sprintf("%s >= %s && %s < %s", D, from, D, to)}
		}
	}
	switch a.Rel {
	case After:
		return Window{From: ref, DateCond: fmt.Sprintf("%s >= %s", D, ref)}
	case Before:
		return Window{To: ref, DateCond: fmt.Sprintf("%s < %s", D, ref)}
	}
	return Window{From: ref, To: fmt.Sprintf("add_days(%s, 1)", ref), DateCond: fmt.Sprintf("%s == %s", D, ref)}
}

// auxStart are words that begin a question, not a clause ("when did I").
var auxStart = map[string]bool{"did": true, "do": true, "does": true, "was": true, "is": true, "were": true, "are": true,
	"have": true, "has": true, "had": true, "will": true, "would": true, "can": true, "could": true, "should": true, "shall": true}

// subjects begin a clause that tells a happening ("when I was in Rome").
var subjects = map[string]bool{"i": true, "we": true, "you": true, "he": true, "she": true, "they": true, "my": true, "our": true,
	"in": true, "at": true, "on": true}

// clauseEnd returns the end of the clause that starts at token i: a
// punctuation mark, a spaced dash, a time span or the end.
func (s *scan) clauseEnd(i int, stops []cand) int {
	for j := i; j < len(s.toks); j++ {
		t := s.toks[j]
		for _, c := range stops {
			if c.start == j {
				return j
			}
		}
		if t.quoted && j > i || (s.opts.Protected != nil && s.opts.Protected(t.start, t.end)) {
			return j
		}
		if t.kind != tPunct {
			continue
		}
		switch t.key {
		case ",", ";", "?", "!", "(", ")", ":", `"`:
			return j
		case ".":
			if j+1 == len(s.toks) || s.toks[j+1].space {
				return j
			}
		case "-":
			if t.space || (j+1 < len(s.toks) && s.toks[j+1].space) || s.is(j+1, "-") {
				return j
			}
		}
	}
	return len(s.toks)
}

// clauseOK reports whether tokens [a, b) can tell a happening; weak
// connectives ("when", "the month") need a subject or a gerund first.
func (s *scan) clauseOK(a, b int, weak bool) bool {
	if a >= b || !s.allowed(a, a+1) {
		return false
	}
	first := s.tok(a)
	if first.kind != tWord || auxStart[first.key] {
		return false
	}
	if s.is(a, "the") && s.is(a+1, "last", "first") && s.is(a+2, "time") {
		return false
	}
	if _, _, ok := s.unitAt(a); ok && !weak {
		return false // "the following week"
	}
	if weak {
		return subjects[first.key] || (strings.HasSuffix(first.key, "ing") && len(first.key) > 4)
	}
	return true
}

// anchors finds times told by happenings, between and around the date
// spans found (cs): "since I moved to Graz", "in the 30 days before I left
// for Budapest", "two weeks before my birthday", "the month I started at
// X", "on my trip to Rome". A window relative to a date ("the week before
// Christmas 2020") replaces the date's span with a date span.
func (s *scan) anchors(cs []cand) ([]cand, []Span) {
	covered := make([]bool, len(s.toks))
	for _, c := range cs {
		for j := c.start; j < c.end; j++ {
			covered[j] = true
		}
	}
	var spans []Span
	replaced := map[int]bool{}
	var dates []cand
	// note is said of the spans emitted while it is set (nextTo's).
	note := ""
	emit := func(start, conn0, conn1, cl0, cl1 int, a Anchor) {
		if !s.allowed(start, cl0) {
			return
		}
		a.PhraseStart, a.PhraseEnd = s.toks[cl0].start, s.toks[cl1-1].end
		a.Phrase = s.q[a.PhraseStart:a.PhraseEnd]
		if a.Conn == "" {
			a.Conn = strings.ToLower(s.text(conn0, conn1))
		}
		sp := Span{Start: s.toks[start].start, End: a.PhraseEnd, Kind: Anchored, Anchor: &a, Note: note}
		sp.Words = s.q[sp.Start:sp.End]
		spans = append(spans, sp)
	}
	// dateAfter is the date that follows a connective at tokens [a, b):
	// its span starts at b, or inside the connective when the date scan
	// read a word of it as a preposition ("before Christmas 2020", "up to
	// Christmas 2021" of "leading up to").
	dateAfter := func(a, b int) (int, cand, bool) {
		for n, c := range cs {
			if c.kind != Date {
				continue
			}
			if c.start == b {
				return n, c, true
			}
			if c.start >= a && c.start < b {
				for _, co := range s.cores(b) {
					if co.end == c.end && co.kind == Date {
						return n, cand{start: b, end: co.end, v: co.v, kind: Date, year: co.year, yr: co.yearly}, true
					}
				}
			}
		}
		return 0, cand{}, false
	}
	// nextTo reads the window next to a happening or a date after the
	// connective rels found at token conn ("the week before", "two days
	// after"), for a span that starts at token i.
	nextTo := func(i, conn int, rels []match, shape Shape, n int, u string) {
		for _, r := range rels {
			dir := r.val.(string)
			own := dir == "first of" || dir == "last of"
			if dir != "after" && dir != "before" && !own {
				continue
			}
			rel := After
			if dir == "before" || dir == "last of" {
				rel = Before
			}
			if d, dc, ok := dateAfter(conn, r.end); ok {
				if own {
					continue // a date's own first units are the date grammar's
				}
				if c, ok := shiftDate(dc, rel, shape, n, u); ok {
					c.start, c.note = i, note
					dates = append(dates, c)
					replaced[d] = true
				}
				continue
			}
			e := s.clauseEnd(r.end, cs)
			if s.tok(r.end).kind == tNum || !s.clauseOK(r.end, e, false) {
				continue
			}
			emit(i, conn, r.end, r.end, e, Anchor{Rel: rel, Shape: shape, N: n, Unit: u, Own: own})
		}
	}
	// the weekend of my first run, the weekend I moved: the Saturday and
	// Sunday of its week, where "the weekend" alone is a set of days
	for n, c := range cs {
		k := c.end - 1
		if c.kind != Weekdays || !s.is(c.start, "the") && !(s.is(c.start, "on", "over", "during") && s.is(c.start+1, "the")) {
			continue
		}
		if c.v.one != 0 || s.is(k, "weekend") {
			// the weekend after 12 March, the Saturday before Easter
			// 2022: the first such days after the date, or the last
			// before it
			if s.is(c.end, "after", "before") {
				if d, dc, ok := dateAfter(c.end, c.end+1); ok {
					if w, ok := nextWeekdays(dc, s.is(c.end, "before"), c.v.one); ok {
						w.start = c.start
						dates = append(dates, w)
						replaced[d], replaced[n] = true, true
						continue
					}
				}
			}
		}
		if !s.is(k, "weekend") {
			continue
		}
		c0 := c.end
		rel := During
		switch {
		case s.is(c0, "of", "when", "that"):
			c0++
		case s.is(c0, "after"):
			// the weekend after my birthday: the first one that follows
			rel, c0 = After, c0+1
		case s.is(c0, "before"):
			rel, c0 = Before, c0+1
		}
		if _, _, ok := dateAfter(c.end, c0); ok && rel != During {
			continue // a date's own weekend after is not a happening's
		}
		e := s.clauseEnd(c0, cs)
		if !s.clauseOK(c0, e, rel == During) {
			continue
		}
		emit(c.start, c.start, c0, c0, e, Anchor{Rel: rel, Shape: Calendar, Unit: "weekend", Conn: strings.ToLower(s.text(c.start, c0))})
		replaced[n] = true
		for j := c.start; j < e; j++ {
			covered[j] = true
		}
	}
	// connEnd is where the connective of the last anchor ends: no other
	// anchor starts inside it ("the 30 days before" holds "before").
	connEnd := 0
	for i := 0; i < len(s.toks); i++ {
		if covered[i] || i < connEnd {
			continue
		}
		before := len(spans)
		// [in] the [N] units before/after X; [in] the first [N] units of X
		j := i
		if s.is(j, "in", "during", "within", "over", "for", "throughout", "on") {
			j++
		}
		if s.is(j, "the") && !s.cyclePlace(j) {
			k := j + 1
			first, last := false, false
			if s.is(k, "first") {
				first, k = true, k+1
			} else if s.is(k, "last", "final") {
				// "the last day of my trip" ("in the last 30 days", no
				// "of" after, is a rolling window, the date grammar's)
				last, k = true, k+1
			}
			n, k2, hasN := s.numAt(k)
			if !hasN {
				n, k2 = 1, k
			}
			if u, k3, ok := s.unitAt(k2); ok && !covered[k2] {
				var rels []match
				switch {
				case first && s.is(k3, "after"):
					rels = []match{{val: "after", end: k3 + 1}}
				case first && s.is(k3, "of", "at", "in"):
					// the first week of my new job: its own first
					// units, from its first day
					rels = []match{{val: "first of", end: k3 + 1}}
				case last && s.is(k3, "of", "at", "in"):
					rels = []match{{val: "last of", end: k3 + 1}}
				case first || last:
				default:
					rels = s.phrasesOf(k3, sAnchor)
				}
				if d := fewOf[u]; !hasN && d > 0 && k3 == k2+1 && s.tok(k2).key != u && len(rels) > 0 {
					// "the days before Christmas", "the weeks leading up
					// to my trip": some of the units, said how many
					n = d
					note = fmt.Sprintf("%s: read as the %d %ss %s", strings.ToLower(s.text(j, k3)+" "+s.text(k3, rels[0].end)), n, u, strings.ToLower(s.text(k3, rels[0].end)))
				}
				nextTo(i, k3, rels, Stretch, n, u)
				note = ""
				dated := len(dates) > 0 && dates[len(dates)-1].start == i
				// the month [that] I started at X, the same week as X, the
				// month of my first run (not "the week leading up to
				// Christmas", a date)
				if !first && !last && !hasN && !dated && (u == "week" || u == "month" || u == "year" || u == "day") {
					c0 := k3
					if s.is(c0, "when", "that", "in") || s.is(c0, "of") && (u != "day" || s.is(c0+1, "my", "our")) {
						if s.is(c0, "in") && s.is(c0+1, "which") {
							c0++
						}
						c0++
					}
					e := s.clauseEnd(c0, cs)
					if s.clauseOK(c0, e, true) && len(spans) == before {
						a := Anchor{Rel: During, Shape: Calendar, Unit: u}
						if u == "day" {
							a = Anchor{Rel: SameDay}
						}
						a.Conn = strings.ToLower(s.text(j, c0))
						emit(i, j, c0, c0, e, a)
					}
				}
			}
			// the morning I flew to Amsterdam, the evening that I
			// finished Circe: the happening's day, whose part the
			// daytime's own reading keeps (the span is the clause only)
			if e2, _, ok := s.phrase(k, sDaytime); ok && !first && !last && !hasN && len(spans) == before {
				c0 := e2
				if s.is(c0, "when", "that") {
					c0++
				}
				e := s.clauseEnd(c0, cs)
				if s.clauseOK(c0, e, true) {
					emit(c0, c0, c0, c0, e, Anchor{Rel: SameDay, Conn: "the day"})
				}
			}
			// the calendar month I joined X, the same week as X
			if s.is(k, "calendar", "same") {
				if u, k3, ok := s.unitAt(k + 1); ok && (u == "week" || u == "month" || u == "year") {
					c0 := k3
					weak := true
					if s.is(c0, "as") {
						c0, weak = c0+1, false
					} else if s.is(c0, "when", "that") {
						c0++
					}
					e := s.clauseEnd(c0, cs)
					if s.clauseOK(c0, e, weak) && len(spans) == before {
						emit(i, j, c0, c0, e, Anchor{Rel: During, Shape: Calendar, Unit: u, Conn: strings.ToLower(s.text(j, c0))})
					}
				}
			}
		}
		if len(spans) > before || len(dates) > 0 && dates[len(dates)-1].start == i {
			connEnd = anchorConnEnd(spans[before:], s, i)
			continue
		}
		// two weeks before X, a day after X
		if n, k, ok := s.numAt(i); ok && !s.is(i-1, "the", "first") {
			if u, k2, ok := s.unitAt(k); ok {
				nextTo(i, k2, s.phrasesOf(k2, sAnchor), Offset, n, u)
			}
		}
		if len(spans) > before || len(dates) > 0 && dates[len(dates)-1].start == i {
			connEnd = anchorConnEnd(spans[before:], s, i)
			continue
		}
		// on my birthday, on my trip to Rome, on my 2019 birthday (the
		// year is a window of its own); a stay is also said with "the"
		// ("on the Innsbruck trip"), a day not ("on the first day" of
		// something else)
		if s.is(i, "on", "in") && s.is(i+1, "my", "our", "the") {
			from := i + 2
			if t := s.tok(from); t.kind == tNum && t.digits == 4 {
				from++
			}
			e := s.clauseEnd(from, cs)
			if a, ok := s.occasion(from, from+4, e); ok && (a.Occasion == "stay" || !s.is(i+1, "the")) {
				a.Conn = strings.ToLower(s.text(i, i+2))
				emit(i, i, i+2, i+1, e, a)
			}
			if len(spans) > before {
				connEnd = anchorConnEnd(spans[before:], s, i)
				continue
			}
		}
		// my birthday dinner, our anniversary lunch: a meal said of my
		// day's occasion right after it is on that day
		if s.is(i, "my", "our") && !s.is(i-1, "on", "in") {
			if e, v, ok := s.phrase(i+1, sOccasion); ok && v.(string) == "day" {
				if _, _, meal := s.phrase(e, sMeal); meal {
					emit(i, i, i, i, e, Anchor{Rel: SameDay, Occasion: "day", Conn: "on " + strings.ToLower(s.text(i, i+1))})
				}
			}
			if len(spans) > before {
				connEnd = anchorConnEnd(spans[before:], s, i)
				continue
			}
		}
		// at Julia's birthday, on my friend's wedding day: another's
		// occasion, by their possessive
		if s.is(i, "on", "at", "for", "during") {
			from := i + 1
			if s.is(from, "my", "our") {
				from++
			}
			if s.possessive(from) {
				e := s.clauseEnd(from, cs)
				if a, ok := s.occasion(from+1, from+5, e); ok {
					a.Conn = strings.ToLower(s.text(i, i+1))
					emit(i, i, i+1, i+1, e, a)
				}
				if len(spans) > before {
					connEnd = anchorConnEnd(spans[before:], s, i)
					continue
				}
			}
		}
		// since X, before X, during X, while X, when X, on the same day as X
		for _, r := range s.phrasesOf(i, sAnchor) {
			if r.end < len(covered) && covered[r.end] {
				continue
			}
			conn := strings.ToLower(s.text(i, r.end))
			weak := conn == "when" || strings.HasSuffix(conn, "the day") || strings.HasSuffix(conn, "the day when") || strings.HasSuffix(conn, "the day that") || EveryDay(conn)
			if conn == "when" && i == 0 {
				continue // "When did I ..." asks, it does not anchor
			}
			if s.is(r.end, "which", "what", "whose") {
				continue // "during which month did I …" asks which, it tells no happening
			}
			if conn == "following" && i > 0 && progressiveSubject[strings.ToLower(s.text(i-1, i))] {
				continue // "who am I following", "accounts I'm following": the verb
			}
			e := s.clauseEnd(r.end, cs)
			if !s.clauseOK(r.end, e, weak) || s.tok(r.end).kind == tNum {
				continue
			}
			rel := map[string]Relation{"after": After, "before": Before, "during": During, "same_day": SameDay}[r.val.(string)]
			emit(i, i, r.end, r.end, e, Anchor{Rel: rel})
			break
		}
		connEnd = anchorConnEnd(spans[before:], s, i)
	}
	if len(replaced) > 0 {
		var kept []cand
		for n, c := range cs {
			if !replaced[n] {
				kept = append(kept, c)
			}
		}
		cs = kept
	}
	return append(cs, dates...), spans
}

// progressiveSubject are the words after which "following" is the verb
// in its -ing form, a subject or a form of "be", never the preposition.
var progressiveSubject = map[string]bool{"i": true, "we": true, "you": true, "they": true, "he": true, "she": true, "i'm": true, "we're": true, "you're": true, "they're": true,
	"am": true, "are": true, "is": true, "was": true, "were": true, "been": true, "be": true}

// anchorConnEnd is the token where the phrase of the first anchor found
// at token i starts (i+1 when none was).
func anchorConnEnd(found []Span, s *scan, i int) int {
	if len(found) == 0 {
		return i + 1
	}
	start := found[0].Anchor.PhraseStart
	for j := i; j < len(s.toks); j++ {
		if s.toks[j].start >= start {
			return j
		}
	}
	return len(s.toks)
}

// fewOf is how many of a unit its plural without a number is read as
// next to a happening or a date ("the days before Christmas": a week of
// days; "the weeks before": a month of weeks; "the months before": a
// quarter of months).
var fewOf = map[string]int{"day": 7, "week": 4, "month": 3}

// shiftDate is a window next to a date ("the week before Christmas
// 2020", "two days after New Year's Eve"): Stretch takes n units up to
// its first day (Before) or from the day after its last (After); Offset
// the unit-long window n units before its first day or after its last.
func shiftDate(c cand, r Relation, shape Shape, n int, u string) (cand, bool) {
	shift := func(a, b time.Time) (time.Time, time.Time) {
		switch {
		case shape == Stretch && r == Before:
			return addUnit(a, u, -n), a
		case shape == Stretch:
			return b, addUnit(b, u, n)
		case r == Before:
			return addUnit(a, u, -n), addUnit(a, u, -n+1)
		}
		x := addUnit(b.AddDate(0, 0, -1), u, n)
		return x, addUnit(x, u, 1)
	}
	switch c.v.kind {
	case vAbs, vYearly:
		return shifted(c, shift, true)
	case vRel:
		if c.v.from == "" || c.v.to == "" || c.v.tcond != "" {
			return cand{}, false
		}
		var from, to string
		switch {
		case shape == Stretch && r == Before:
			from, to = addExpr(c.v.from, u, -n), c.v.from
		case shape == Stretch:
			from, to = c.v.to, addExpr(c.v.to, u, n)
		case r == Before:
			from, to = addExpr(c.v.from, u, -n), addExpr(c.v.from, u, -n+1)
		case u == "day":
			from = addExpr(c.v.to, u, n-1)
			to = addExpr(from, u, 1)
		default:
			from = addExpr(addExpr(c.v.to, "day", -1), u, n)
			to = addExpr(from, u, 1)
		}
		return cand{end: c.end, v: rel(from, to, ""), kind: Date}, true
	}
	return cand{}, false
}

// nextWeekdays is the window of the days of the week next to a date
// ("the weekend after 12 March 2022", "the Saturday before Easter"): the
// first Saturday and Sunday (or the first of weekday one, 1 Monday … 7
// Sunday) after its last day, or the last before its first day.
func nextWeekdays(c cand, before bool, one int) (cand, bool) {
	first, n := 6, 2 // a weekend: Saturday and Sunday
	if one != 0 {
		first, n = one, 1
	}
	shift := func(a, b time.Time) (time.Time, time.Time) {
		d := b
		if before {
			d = a.AddDate(0, 0, -1)
		}
		for isoWeekday(d) != first || before && d.AddDate(0, 0, n).After(a) {
			if before {
				d = d.AddDate(0, 0, -1)
			} else {
				d = d.AddDate(0, 0, 1)
			}
		}
		return d, d.AddDate(0, 0, n)
	}
	return shifted(c, shift, false)
}

// shifted is the window shift makes of a date's (an absolute date's, or
// each year's of a yearly one). A yearly window of a fixed month and day
// stays one (keepDay: "the week before Christmas" is Dec 18–24 of every
// year); one that moves with the weekdays does not ("the weekend after
// Christmas").
func shifted(c cand, shift func(a, b time.Time) (time.Time, time.Time), keepDay bool) (cand, bool) {
	switch c.v.kind {
	case vAbs:
		if c.v.a.IsZero() || c.v.b.IsZero() || c.v.tcond != "" {
			return cand{}, false
		}
		a, b := shift(c.v.a, c.v.b)
		return cand{end: c.end, v: abs(a, b), kind: Date, year: sameYear(a, b)}, true
	case vYearly:
		at := c.v.yr.at
		yr := &yearly{at: func(y int) (time.Time, time.Time) { return shift(at(y)) }}
		if keepDay && c.v.yr.m != 0 {
			a, b := yr.at(2023)
			last := b.AddDate(0, 0, -1)
			if a.Year() == 2023 && last.Year() <= 2024 && b.Sub(a) < 300*24*time.Hour {
				yr = mdYearly(int(a.Month()), a.Day(), int(last.Month()), last.Day())
			}
		}
		return cand{end: c.end, v: val{kind: vYearly, yr: yr}, kind: Date, yr: yr}, true
	}
	return cand{}, false
}

// isoWeekday is t's day of the week, 1 Monday … 7 Sunday, as weekday()
// of the expressions counts.
func isoWeekday(t time.Time) int {
	if w := int(t.Weekday()); w != 0 {
		return w
	}
	return 7
}

// possessive reports whether token i is a possessive word ("Julia's",
// "friend's", "parents'").
func (s *scan) possessive(i int) bool {
	if s.tok(i).kind != tWord {
		return false
	}
	w := strings.ToLower(s.text(i, i+1))
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "s'")
}

// EveryDay reports whether an anchor's connective selects every day the
// happening took place ("on days I went to the pool", "on the days when").
func EveryDay(conn string) bool {
	return strings.HasPrefix(conn, "on days") || strings.HasPrefix(conn, "on the days") || strings.HasPrefix(conn, "on any day") || strings.HasPrefix(conn, "on a day")
}

// occasion finds an occasion's word at a token from "from" up to "to",
// within the clause ending at e: a day ("birthday") is the same day, a
// stay ("trip") while it lasted.
func (s *scan) occasion(from, to, e int) (Anchor, bool) {
	for k := from; k < e && k < to; k++ {
		if e2, v, ok := s.phrase(k, sOccasion); ok && e2 <= e {
			occ := v.(string)
			rel := During
			if occ == "day" {
				rel = SameDay
			}
			return Anchor{Rel: rel, Occasion: occ}, true
		}
	}
	return Anchor{}, false
}

// cyclePlace reports whether "the" at token j begins the cycle of a place
// in it ("the busiest day of the week in my calendar", "which hour of the
// day"): a unit, "of", then the unit is a place in a cycle, no window
// of a happening ("the week in my calendar" is no week). A unit counted
// or ranked by its order ("the first day of the month I moved") is a
// day of that month, and left to the anchor; so are units said in the
// plural ("the weeks of the year": that year's weeks).
func (s *scan) cyclePlace(j int) bool {
	if j < 2 || !s.is(j-1, "of") {
		return false
	}
	// an hour is no unit of a window here, but "hour of the day" and
	// "time of the day" place one in the day's cycle all the same; the
	// unit is one ("the weeks of the year" are the year's, a window)
	if u, e, ok := s.unitAt(j - 2); (!ok || e != j-1 || s.tok(j-2).key != u) && !s.is(j-2, "hour", "time") {
		return false
	}
	if _, _, ok := s.numAt(j - 3); ok {
		return false
	}
	return !s.is(j-3, "first", "last", "final", "next", "same", "whole", "entire", "rest")
}
