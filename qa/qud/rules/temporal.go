package rules

import (
	"fmt"
	"hash"
	"io/fs"
	"sort"
	"strconv"

	"reqap/qa/qud/timex"
)

// The date and time attributes temporal conditions read: built in on
// every item, so no EXTRACT is needed.
const (
	dateAttr = timex.DateAttr
	timeAttr = timex.TimeAttr
)

// timeREs is what the temporal recognisers share per lexicon: the time
// grammar over its vocabulary.
type timeREs struct {
	tx *timex.Parser
}

func (lx *lexicon) numPat() string { return `(\d+|` + lx.numbers.alternation() + `)` }

func buildTimeREs(lx *lexicon) *timeREs { return &timeREs{tx: timex.New(lx.time)} }

// loadTime reads the time vocabulary (time.tsv, package timex) and files
// its month, period and number words, which other recognisers read too.
func (lx *lexicon) loadTime(fsys fs.FS, h hash.Hash) error {
	tl, err := timex.Load(fsys)
	if err != nil {
		return fmt.Errorf("rule lexicon: %w", err)
	}
	data, _ := fs.ReadFile(fsys, timex.LexiconFile)
	h.Write([]byte(timex.LexiconFile))
	h.Write(data)
	lx.time = tl
	for k, v := range tl.Months() {
		lx.months.add(k, v)
	}
	for k, v := range tl.Periods() {
		lx.periods.add(k, v)
	}
	for k, v := range tl.Numbers() {
		lx.numbers.add(k, v)
	}
	return nil
}

// timeSpans returns the question's time expressions, found once: text
// already understood (consumed) is protected.
func (p *parser) timeSpans() []timex.Span {
	if p.spans == nil {
		t := p.t
		p.spans = p.tre.tx.Parse(t.orig, timex.Options{Protected: func(start, end int) bool {
			a, b := t.lowIndex(start), t.lowIndex(end)
			return t.usedIn(a, b)
		}})
		if p.spans == nil {
			p.spans = []timex.Span{}
		}
	}
	return p.spans
}

// lowIndex is the position in the lower form of byte off of the original.
func (t *text) lowIndex(off int) int {
	return sort.Search(len(t.off), func(i int) bool { return t.off[i] >= off })
}

// lowSpan is the lower form's range of a span.
func (t *text) lowSpan(s timex.Span) (int, int) { return t.lowIndex(s.Start), t.lowIndex(s.End) }

// usedIn reports whether any of low[a:b] is consumed.
func (t *text) usedIn(a, b int) bool {
	for i := a; i < b && i < len(t.low); i++ {
		if t.low[i] == used {
			return true
		}
	}
	return false
}

// temporal records the question's time windows (dates, times of day,
// weekdays) and consumes their words; "ever" is consumed without one.
func (p *parser) temporal() {
	// Days first, then times of day, then weekdays: conditions read in
	// that order ("in 2024 on weekends").
	var spans []timex.Span
	for _, k := range []timex.Kind{timex.Date, timex.Ever, timex.TimeOfDay, timex.Weekdays} {
		for _, s := range p.timeSpans() {
			if s.Kind == k {
				spans = append(spans, s)
			}
		}
	}
	for _, s := range spans {
		a, b := p.t.lowSpan(s)
		if a >= b || p.t.usedIn(a, b) {
			continue
		}
		if s.Kind == timex.Ever {
			p.t.consume(a, b)
			continue
		}
		p.addTime([]int{a, b}, s.Window.Cond(), s.Window.From, s.Window.To)
		if s.Contrast {
			p.compare = true // Mondays vs Tuesdays: counts per weekday
		}
	}
}

// addTime adds a date condition said by match m and consumes its words.
func (p *parser) addTime(m []int, cond, from, to string) {
	words := p.t.original(m[0], m[1])
	p.t.consume(m[0], m[1])
	p.f.Temporal = append(p.f.Temporal, Cond{Expr: cond, Words: words, From: from, To: to})
}

// number reads a number given in digits or words.
func (p *parser) number(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	n, _ := p.lx.numbers.lookup(s)
	return n
}
