package timex

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"

	"reqap/assets"
	"reqap/lang/money"
)

// Kind is what a span says about time.
type Kind uint8

// Kinds of spans.
const (
	// Date is a window of days; its Window may also carry a time of day
	// ("yesterday morning").
	Date Kind = iota + 1
	// TimeOfDay is a time of day only ("after 6 pm", "in the evening").
	TimeOfDay
	// Weekdays is a set of days of the week ("on weekends", "on Mondays").
	Weekdays
	// Ever lifts any restriction ("ever", "of all time"): no window.
	Ever
	// Anchored is a time relative to a happening the question tells ("two
	// weeks before my birthday", "since I moved to Graz"): Anchor is set
	// and the window comes from Anchor.Window once the caller has a ref
	// for the happening's date.
	Anchored
)

func (k Kind) String() string {
	switch k {
	case Date:
		return "date"
	case TimeOfDay:
		return "time"
	case Weekdays:
		return "weekdays"
	case Ever:
		return "ever"
	case Anchored:
		return "anchored"
	}
	return "?"
}

// Span is a time expression found in a question.
type Span struct {
	// Start and End are byte offsets into the question as given to Parse.
	Start, End int
	// Words is the question's text of the span (with the preposition
	// that governs it: "in March 2022", "since 5 April").
	Words  string
	Kind   Kind
	Window Window
	Anchor *Anchor
	// Conj is the word that joins the span to the time span before it
	// ("or" in "in 2013 or 2014", "vs", "than"); "" if none.
	Conj string
	// Contrast is set when the span names days to compare rather than a
	// window ("on Mondays vs Tuesdays").
	Contrast bool
	// Day is the weekday (1 Monday to 7 Sunday) of a Weekdays span that
	// names one day in the singular ("on Monday", not "on Mondays",
	// "every Monday", "on a Monday", "Monday mornings"), 0 otherwise.
	// English reads such a day by tense: "what did I do on Monday" is the
	// last one, "do I have anything on Monday" the coming one, while
	// "what do I usually do on Monday" is every Monday. Window is every
	// such day; OneWeekday is the one day, for the caller to choose.
	Day int
	// Holiday names the holiday the span is told by ("new_years_eve"), and
	// HolidayStart and HolidayEnd are the byte offsets of its name in the
	// question ("New Year's Eve" of "New Year's Eve 2023"), which a
	// question can also be about ("where did I spend New Year's Eve
	// 2023"). "" and 0, 0 when there is none.
	Holiday                  string
	HolidayStart, HolidayEnd int
	// Festival is set when the holiday is a festival read as its usual
	// days ("at Christmas 2024", "where did I spend Christmas"), a stretch
	// of time rather than one day that could be an occasion's title.
	Festival bool
	// Note says how a reading English leaves open was chosen, for the
	// caller to show ("the days before: read as the 7 days before"); ""
	// when there is none.
	Note string
}

// Options adjust one Parse.
type Options struct {
	// Protected reports text the caller knows is a name or already
	// understood (byte offsets into the question, end exclusive): no span
	// overlaps it. A track "Summer of '69", a contact "May".
	Protected func(start, end int) bool
	// DayFirst reads ambiguous numeric dates as day/month ("3/7/2019" is
	// 3 July); by default they are month/day (7 March), as in the United
	// States. Dates with dots ("07.03.2019") are always day first, and a
	// part above 12 decides ("25/12/2020").
	DayFirst bool
	// NameWord reports whether a name the library holds has the word
	// after prev, the question's word before it ("2049" after "runner"
	// of "Blade Runner 2049"), or first. When set, a year at the end of a
	// question that no name has so is a time without a preposition ("how
	// many holidays were there 2010", "taylor swift plays 2023" though a
	// track is "Masterpiece - 2023 Remaster"); a year some name has so is
	// that name's, even in a query of keywords.
	NameWord func(prev, word string) bool
}

// Parser finds time expressions. It is safe for concurrent use.
type Parser struct {
	lx *Lexicon
}

// New returns a parser over a vocabulary.
func New(lx *Lexicon) *Parser { return &Parser{lx: lx} }

// Lexicon returns the parser's vocabulary.
func (p *Parser) Lexicon() *Lexicon { return p.lx }

var (
	defaultOnce   sync.Once
	defaultParser *Parser
	defaultErr    error
)

// Default returns a parser over the embedded vocabulary (assets/qud/rules/
// time.tsv). It panics if that file is broken, which the package's tests
// rule out.
func Default() *Parser {
	defaultOnce.Do(func() {
		lx, err := Load(assets.QUDRules())
		if err != nil {
			defaultErr = err
			return
		}
		defaultParser = New(lx)
	})
	if defaultErr != nil {
		panic("timex: " + defaultErr.Error())
	}
	return defaultParser
}

// CodeVersion changes when a change of the grammar's code changes the
// spans it finds, so that plans cached under the old grammar are not
// reused (the vocabulary has its own Lexicon.Version).
const CodeVersion = "15"

// MaxInput is the longest text searched, in bytes; the rest is ignored.
const MaxInput = 4096

// Parse returns the time expressions of q in order. Date, time-of-day,
// weekday and ever spans do not overlap each other; anchored spans do not
// overlap those but may nest in each other, since a clause can hold
// another connective ("after a joint meeting" in "when did I last send a
// mail after a joint meeting"): the caller takes the outermost it accepts.
func (p *Parser) Parse(q string, opt Options) []Span {
	if len(q) > MaxInput {
		q = q[:MaxInput]
	}
	s := &scan{lx: p.lx, q: q, opts: opt, toks: tokenize(q)}
	s.memo = make([][]match, len(s.toks))
	s.done = make([]bool, len(s.toks))
	s.coreMemo = make([][]core, len(s.toks))
	s.coreDone = make([]bool, len(s.toks))
	var cs []cand
	for i := 0; i < len(s.toks); {
		s.prev = cs
		if c, ok := s.best(i); ok {
			cs = append(cs, c)
			i = c.end
			continue
		}
		i++
	}
	cs = s.restatements(cs)
	cs = s.nightsOf(cs)
	cs, anchored := s.anchors(cs)
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].start < cs[j].start })
	for n := 1; n < len(cs); n++ {
		s.shareYear(&cs[n-1], cs[n])
	}
	out := make([]Span, 0, len(cs)+len(anchored))
	for n, c := range cs {
		sp := s.span(c)
		if n > 0 {
			sp.Conj = s.conj(cs[n-1].end, c.start)
		}
		out = append(out, sp)
	}
	out = append(out, anchored...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Start != out[j].Start {
			return out[i].Start < out[j].Start
		}
		return out[i].End > out[j].End
	})
	return out
}

// IsDate reports whether the whole of s is a date or dates ("2025-01-31",
// "Monday, 02 September 2024"): its words are all of its time spans.
func (p *Parser) IsDate(s string) bool {
	spans := p.Parse(s, Options{})
	if len(spans) == 0 {
		return false
	}
	var rest strings.Builder
	at := 0
	for _, sp := range spans {
		if sp.Kind != Date || sp.Start < at {
			continue
		}
		rest.WriteString(s[at:sp.Start])
		at = sp.End
	}
	rest.WriteString(s[at:])
	return !strings.ContainsFunc(rest.String(), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// shareYear gives a part of a year said without its year the year of
// the part joined to it ("in January or February 2024": January 2024;
// "in winter or in summer 2022": winter 2022), as English leaves the
// first's year unsaid.
func (s *scan) shareYear(a *cand, b cand) {
	if s.conj(a.end, b.start) == "" || a.v.kind != vYearly || a.yr == nil || a.v.tcond != "" || b.v.kind != vAbs {
		return
	}
	// a month or a season beside a whole month or months of one year
	// ("March or summer 2022"): a winter counts from the December of
	// that year, as "winter 2022" does
	part := a.yr.months >= 1 && a.yr.months < 12 && b.v.a.Day() == 1 && b.v.b.Day() == 1 &&
		b.v.b.After(b.v.a) && !b.v.b.After(b.v.a.AddDate(0, 6, 0))
	// "on February 3 or February 7, 2024", "May 3 and 7, 2024": days of
	// a month, the year said once after the last
	days := a.yr.months == 0 && a.yr.m != 0 && !b.v.b.After(b.v.a.AddDate(0, 0, 31))
	if !part && !days {
		return
	}
	y := b.v.a.Year()
	if b.year != 0 {
		y = b.year // "winter 2022 (December to February)": its own year
	}
	from, to := a.yr.at(y)
	a.v, a.year = abs(from, to), y
}

// conjWords join a second time to a first ("in 2013 or 2014").
var conjWords = map[string]bool{"or": true, "and": true, "vs": true, "vs.": true, "versus": true, "than": true, "compared to": true,
	"compared with": true, ",": true, "/": true, "&": true, "or in": true, "and in": true, "than in": true, "vs in": true, "or on": true, "and on": true}

// conj returns the words between two spans when they join them.
func (s *scan) conj(a, b int) string {
	w := strings.ToLower(strings.Join(strings.Fields(s.text(a, b)), " "))
	if conjWords[w] {
		return w
	}
	return ""
}

// restatements merges a time with a restatement in parentheses after it
// into one span whose window is the explicit one: "summer 2023 (June to
// August)", "over Christmas 2020 (December 24-26)". A restatement without
// a year takes the first one's.
func (s *scan) restatements(cs []cand) []cand {
	var out []cand
	for n := 0; n < len(cs); n++ {
		c := cs[n]
		if n+1 < len(cs) {
			d := cs[n+1]
			if s.is(c.end, "(") && d.start == c.end+1 && s.is(d.end, ")") && c.kind == Date && d.kind == Date {
				m := cand{start: c.start, end: d.end + 1, v: c.v, kind: Date, year: c.year}
				switch {
				case d.v.kind == vAbs:
					m.v, m.year = d.v, d.year
				case d.yr != nil && c.year != 0:
					a, b := d.yr.at(c.year)
					m.v = abs(a, b)
				}
				out = append(out, m)
				n++
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// nightsOf merges a part of the day that runs past midnight with the one
// day it is said of, before or after it ("the night of March 12", "on 12
// March 2013 at night") into one span: the night of a day starts that
// evening and runs into the next morning, so its hours after midnight are
// the next day's (not the small hours that end the day said).
func (s *scan) nightsOf(cs []cand) []cand {
	var out []cand
	for n := 0; n < len(cs); n++ {
		c := cs[n]
		if n+1 < len(cs) {
			a, b := c, cs[n+1]
			if b.start == a.end {
				night, date := a, b
				if b.v.over != nil {
					night, date = b, a
				}
				if night.kind == TimeOfDay && night.v.over != nil && date.kind == Date && date.v.tcond == "" {
					if v, ok := nightOfDay(date.v, night.v.over); ok {
						m := date
						m.start, m.end, m.v = a.start, b.end, v
						m.note = "the night of a day: from its evening into the next morning"
						out = append(out, m)
						n++
						continue
					}
				}
			}
		}
		out = append(out, c)
	}
	return out
}

// nightOfDay is the window of the night dt of the one day d selects, its
// hours from dt's start on that day and up to dt's end on the next; ok is
// false when d is not one day.
func nightOfDay(d val, dt *daytime) (val, bool) {
	w := d.window()
	if w.DateCond == "" {
		return val{}, false
	}
	switch d.kind {
	case vAbs:
		if d.a.IsZero() || !d.b.Equal(d.a.AddDate(0, 0, 1)) {
			return val{}, false
		}
	case vRel:
		if !strings.HasPrefix(w.DateCond, DateAttr+" == ") || d.from == "" {
			return val{}, false
		}
	case vYearly:
		if a, b := d.yr.at(2001); !b.Equal(a.AddDate(0, 0, 1)) {
			return val{}, false
		}
	default:
		return val{}, false
	}
	// The days are the day and the next (what reads the days alone, a
	// trip's, keeps both); the hours say which part of each.
	T := TimeAttr
	before := strings.ReplaceAll(w.DateCond, DateAttr, fmt.Sprintf("add_days(%s, -1)", DateAttr))
	days := fmt.Sprintf("(%s || %s)", w.DateCond, before)
	var v val
	switch d.kind {
	case vAbs:
		v = abs(d.a, d.b.AddDate(0, 0, 1))
		v.cond = days
	case vRel:
		v = rel(d.from, fmt.Sprintf("add_days(%s, 2)", d.from), days)
	default:
		v = val{kind: vCond, cond: days}
	}
	v.tcond = fmt.Sprintf("((%s) && %s >= time(%d, %d) || (%s) && %s < time(%d, %d))",
		w.DateCond, T, dt.start/60, dt.start%60, before, T, dt.end/60, dt.end%60)
	return v, true
}

// match is a phrase of the vocabulary found at a token.
type match struct {
	set setID
	val any
	end int // token after the phrase
}

// scan is one Parse in progress.
type scan struct {
	lx   *Lexicon
	q    string
	opts Options
	toks []token
	memo [][]match
	done []bool
	// coreMemo holds the time expressions at each token (coreDone: known).
	coreMemo [][]core
	coreDone []bool
	// times found so far, for coordination ("in 2013 or 2014")
	prev []cand
}

// cand is a candidate time expression at a token.
type cand struct {
	start, end int // tokens
	v          val
	kind       Kind
	year       int // the year it is in, when it is in one (for restatements)
	yr         *yearly
	hs, he     int // tokens of a holiday's name in it (he = 0: none)
	holiday    string
	note       string // how a reading was chosen (Span.Note)
	festive    bool   // a festival read as its usual days (Span.Festival)
}

// phrasesAt returns the vocabulary's phrases starting at token i.
func (s *scan) phrasesAt(i int) []match {
	if i >= len(s.toks) {
		return nil
	}
	if s.done[i] {
		return s.memo[i]
	}
	s.done[i] = true
	var b strings.Builder
	words := 0
	for j := i; j < len(s.toks) && words < s.lx.maxWords; j++ {
		t := s.toks[j]
		if t.key == "'" && !t.space && j > i {
			continue // kings' day
		}
		if words > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.key)
		words++
		key := b.String()
		for _, e := range s.lx.index[key] {
			s.memo[i] = append(s.memo[i], match{set: e.set, val: e.val, end: j + 1})
		}
		if !s.lx.prefix[key] {
			break
		}
	}
	return s.memo[i]
}

// phrase returns the longest phrase of word class set at token i.
func (s *scan) phrase(i int, set setID) (end int, v any, ok bool) {
	for _, m := range s.phrasesAt(i) {
		if m.set == set && m.end > end {
			end, v, ok = m.end, m.val, true
		}
	}
	return
}

// phrases returns every phrase of a word class at token i, longest first.
func (s *scan) phrasesOf(i int, set setID) []match {
	var out []match
	for _, m := range s.phrasesAt(i) {
		if m.set == set {
			out = append(out, m)
		}
	}
	sort.Slice(out, func(a, b int) bool { return out[a].end > out[b].end })
	return out
}

func (s *scan) tok(i int) token {
	if i < 0 || i >= len(s.toks) {
		return token{}
	}
	return s.toks[i]
}

// is reports whether token i is one of the words.
func (s *scan) is(i int, words ...string) bool {
	t := s.tok(i)
	if t.kind != tWord && t.kind != tPunct {
		return false
	}
	for _, w := range words {
		if t.key == w {
			return true
		}
	}
	return false
}

// sign reports whether token i is a currency's sign: a number after one
// is an amount ("$2000", "¥ 5000").
func (s *scan) sign(i int) bool {
	t := s.tok(i)
	return t.kind == tPunct && money.IsSign(t.key)
}

// opt skips token i when it is one of the words.
func (s *scan) opt(i int, words ...string) int {
	if s.is(i, words...) {
		return i + 1
	}
	return i
}

// attached reports whether token i follows the one before without space.
func (s *scan) attached(i int) bool { return i > 0 && i < len(s.toks) && !s.toks[i].space }

// text returns the question's words of tokens [a, b).
func (s *scan) text(a, b int) string {
	if a >= b || a >= len(s.toks) {
		return ""
	}
	return s.q[s.toks[a].start:s.toks[b-1].end]
}

// allowed reports whether tokens [a, b) may form a time expression: not
// quoted, not protected by the caller, not begun by the digits of a word
// run together with them ("jpeg2000", "Win95": a name, no year 2000).
func (s *scan) allowed(a, b int) bool {
	for i := a; i < b; i++ {
		if s.toks[i].quoted {
			return false
		}
	}
	if s.toks[a].kind == tNum && s.attached(a) && s.toks[a-1].kind == tWord {
		return false
	}
	if s.opts.Protected != nil && s.opts.Protected(s.toks[a].start, s.toks[b-1].end) {
		return false
	}
	return true
}

// best returns the longest allowed time expression at token i.
func (s *scan) best(i int) (cand, bool) {
	var best cand
	found := false
	for _, c := range s.candidates(i) {
		if c.end <= i || !s.allowed(i, c.end) {
			continue
		}
		if !found || c.end > best.end {
			best, found = c, true
		}
	}
	return best, found
}

func (s *scan) span(c cand) Span {
	sp := Span{Start: s.toks[c.start].start, End: s.toks[c.end-1].end, Kind: c.kind, Window: c.v.window(), Contrast: c.v.contrast, Day: c.v.one, Note: c.note}
	sp.Words = s.q[sp.Start:sp.End]
	if c.he > c.hs {
		sp.Holiday = c.holiday
		sp.HolidayStart, sp.HolidayEnd = s.toks[c.hs].start, s.toks[c.he-1].end
		sp.Festival = c.festive
	}
	return sp
}
