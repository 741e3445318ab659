package gen

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"reqap/qa/eval"
)

// Sources of evidence, named as the importers name them.
const (
	srcCalendar = "calendar"
	srcMail     = "mail"
	srcMusic    = "music_stream"
	srcMovie    = "movie_stream"
	srcTV       = "tvseries_stream"
	srcWorkout  = "workout"
	srcPurchase = "online_purchase"
	srcSocial   = "social_media"
	srcNote     = "note"
)

// template is a question template: phrasings with {placeholders} and one
// gold function that computes instances from the canonical events only.
type template struct {
	id         string
	complexity []string
	sources    []string
	phrasings  []string
	gen        func(c *qctx) []qinst
}

// perPeriod is the gen of a template asked once per period: each
// period's instances, in the order of periods.
func perPeriod(periods func(c *qctx) []period, each func(c *qctx, p period) []qinst) func(c *qctx) []qinst {
	return func(c *qctx) []qinst {
		return gather(periods(c), func(p period) []qinst { return each(c, p) })
	}
}

// gather gives the instances of each of xs (a period, a trip, a new job),
// in the order of xs.
func gather[T any](xs []T, each func(x T) []qinst) []qinst {
	var out []qinst
	for _, x := range xs {
		out = append(out, each(x)...)
	}
	return out
}

// qinst is one instance of a template: the placeholder values and the gold
// answer.
type qinst struct {
	vars    []string // key, value, key, value...
	answers []any
	typ     string
	unit    string
	ordered bool
}

// qctx gives gold functions read-only access to the truth.
type qctx struct {
	w     *World
	loc   *time.Location
	today time.Time // local midnight of the reference date
	start time.Time
	// events per type, in time order
	byType map[string][]*Event
}

func newQctx(w *World) *qctx {
	c := &qctx{w: w, loc: w.P.Loc, today: w.P.Today, start: w.P.Start, byType: map[string][]*Event{}}
	for _, i := range w.order {
		e := &w.Events[i]
		c.byType[e.Type] = append(c.byType[e.Type], e)
	}
	return c
}

func (c *qctx) events(typ string) []*Event { return c.byType[typ] }

func (c *qctx) local(t time.Time) time.Time { return t.In(c.loc) }

func (c *qctx) dayKey(t time.Time) string { return t.In(c.loc).Format("2006-01-02") }

// years lists the calendar years with at least 150 days of data.
func (c *qctx) years() []int {
	var ys []int
	for y := c.start.Year(); y <= c.today.Year(); y++ {
		from := maxTime(c.start, dateIn(c.loc, y, 1, 1))
		to := minTime(c.today, dateIn(c.loc, y+1, 1, 1))
		if to.Sub(from).Hours()/24 >= 150 {
			ys = append(ys, y)
		}
	}
	return ys
}

// fullYears lists the calendar years entirely inside the window.
func (c *qctx) fullYears() []int {
	var ys []int
	for y := c.start.Year(); y <= c.today.Year(); y++ {
		if !dateIn(c.loc, y, 1, 1).Before(c.start) && !dateIn(c.loc, y+1, 1, 1).After(c.today) {
			ys = append(ys, y)
		}
	}
	return ys
}

func maxTime(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

func minTime(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// period is a half-open span of local time a question restricts to, with
// the words that name it.
type period struct {
	from, to time.Time
	words    string // "in 2022", "last year", "this year", "in March 2023"
}

func (p period) has(t time.Time) bool { return !t.Before(p.from) && t.Before(p.to) }

// yearPeriods names each data year, sometimes relative to today.
func (c *qctx) yearPeriods() []period {
	var out []period
	for _, y := range c.years() {
		p := period{from: dateIn(c.loc, y, 1, 1), to: dateIn(c.loc, y+1, 1, 1), words: fmt.Sprintf("in %d", y)}
		switch y {
		case c.today.Year():
			p.words = "this year"
			p.to = c.today
		case c.today.Year() - 1:
			p.words = "last year"
		}
		out = append(out, p)
	}
	return out
}

// summers lists the summers (June to August) wholly in the window, each
// named by its year alone ("summer {y}").
func (c *qctx) summers() []period {
	var out []period
	for _, y := range c.years() {
		p := period{from: dateIn(c.loc, y, 6, 1), to: dateIn(c.loc, y, 9, 1), words: fmt.Sprint(y)}
		if !p.to.After(c.today) && !p.from.Before(c.start) {
			out = append(out, p)
		}
	}
	return out
}

// allTime is the whole window.
func (c *qctx) allTime() period { return period{from: c.start, to: c.today, words: ""} }

// yearsAndAllTime is yearPeriods and then the whole window.
func (c *qctx) yearsAndAllTime() []period { return append(c.yearPeriods(), c.allTime()) }

// monthPeriods lists the complete months of the window.
func (c *qctx) monthPeriods() []period {
	var out []period
	for m := dateIn(c.loc, c.start.Year(), c.start.Month(), 1).AddDate(0, 1, 0); !m.AddDate(0, 1, 0).After(c.today); m = m.AddDate(0, 1, 0) {
		p := period{from: m, to: m.AddDate(0, 1, 0), words: "in " + m.Format("January 2006")}
		if m.AddDate(0, 1, 0).Equal(dateIn(c.loc, c.today.Year(), c.today.Month(), 1)) {
			p.words = "last month"
		}
		out = append(out, p)
	}
	return out
}

// mostPerPeriod answers a "which … most {when}" question for every year
// and for all time: the keys of the period's events are counted (keys
// gives an event's, none when it does not count), and the leaders are the
// answer when they count at least least.
func (c *qctx) mostPerPeriod(events []*Event, least float64, keys func(e *Event) []string) []qinst {
	return gather(c.yearsAndAllTime(), func(p period) []qinst {
		k := newCounter()
		for _, e := range events {
			if p.has(e.Start) {
				for _, key := range keys(e) {
					k.add(key, 1)
				}
			}
		}
		if top, n := k.top(); n >= least {
			return textAns(top, "when", p.words)
		}
		return nil
	})
}

// countPerPeriod answers a "how many … {when}" question for each period:
// the number of events in the period that count says count.
func (c *qctx) countPerPeriod(periods []period, events []*Event, count func(e *Event) bool) []qinst {
	return gather(periods, func(p period) []qinst {
		n := 0.0
		for _, e := range events {
			if p.has(e.Start) && count(e) {
				n++
			}
		}
		return numAns(n, "", "when", p.words)
	})
}

// busiestWeekday answers "on which weekday do I … most": the weekday (or
// tied weekdays) most of the events fall on.
func (c *qctx) busiestWeekday(events []*Event) []qinst {
	top, _ := c.busiestWeekdays(events)
	return textAns(top)
}

// busiestWeekdays is the weekday (or tied weekdays) most of the events
// fall on, and how many fall on it.
func (c *qctx) busiestWeekdays(events []*Event) ([]string, float64) {
	k := newCounter()
	for _, e := range events {
		k.add(weekdayNames[c.local(e.Start).Weekday()], 1)
	}
	return k.top()
}

// meanPositive is the mean of the positive values of v over events (a
// zero is a value the export did not record), and how many there were.
func meanPositive(events []*Event, v func(e *Event) float64) (mean, n float64) {
	sum := 0.0
	for _, e := range events {
		if x := v(e); x > 0 {
			sum += x
			n++
		}
	}
	if n == 0 {
		return 0, 0
	}
	return sum / n, n
}

// counter counts keys and breaks ties deterministically.
type counter struct {
	n    map[string]float64
	keys []string
}

func newCounter() *counter { return &counter{n: map[string]float64{}} }

func (k *counter) add(key string, v float64) {
	if _, ok := k.n[key]; !ok {
		k.keys = append(k.keys, key)
	}
	k.n[key] += v
}

// top returns the keys with the highest value (all of them when tied).
func (k *counter) top() ([]string, float64) {
	best := math.Inf(-1)
	var out []string
	for _, key := range k.keys {
		switch v := k.n[key]; {
		case v > best:
			best, out = v, []string{key}
		case v == best:
			out = append(out, key)
		}
	}
	sort.Strings(out)
	return out, best
}

// topK returns the k highest keys, or false when the k-th place is tied
// with the next (the question would be ill-defined).
func (k *counter) topK(n int) ([]string, bool) {
	keys := append([]string(nil), k.keys...)
	sort.SliceStable(keys, func(i, j int) bool {
		if k.n[keys[i]] != k.n[keys[j]] {
			return k.n[keys[i]] > k.n[keys[j]]
		}
		return keys[i] < keys[j]
	})
	if len(keys) < n {
		return nil, false
	}
	if len(keys) > n && k.n[keys[n-1]] == k.n[keys[n]] {
		return nil, false
	}
	return keys[:n], true
}

// Instance builders. A gold answer that is empty or zero yields no
// instance: such questions are unnatural and dropped, as in the paper.

func numAns(v float64, unit string, vars ...string) []qinst {
	v = eval.Round2(v)
	if v == 0 || math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	return []qinst{{vars: vars, answers: []any{v}, typ: eval.TypeNumber, unit: unit}}
}

// textAns is a single text answer, or a set when several values tie; more
// than three tied values make a "which ... most" question meaningless.
func textAns(vals []string, vars ...string) []qinst {
	vals = uniqueStrings(vals)
	if len(vals) == 0 || len(vals) > 3 {
		return nil
	}
	ans := make([]any, len(vals))
	for i, v := range vals {
		if strings.TrimSpace(v) == "" {
			return nil
		}
		ans[i] = v
	}
	return []qinst{{vars: vars, answers: ans, typ: eval.TypeText}}
}

func listAns(vals []string, ordered bool, vars ...string) []qinst {
	vals = uniqueStrings(vals)
	if len(vals) == 0 {
		return nil
	}
	if !ordered {
		sort.Strings(vals)
	}
	ans := make([]any, len(vals))
	for i, v := range vals {
		ans[i] = v
	}
	return []qinst{{vars: vars, answers: ans, typ: eval.TypeList, ordered: ordered}}
}

func dateAns(days []string, vars ...string) []qinst {
	days = uniqueStrings(days)
	if len(days) == 0 || len(days) > 3 {
		return nil
	}
	sort.Strings(days)
	ans := make([]any, len(days))
	for i, d := range days {
		ans[i] = d
	}
	return []qinst{{vars: vars, answers: ans, typ: eval.TypeDate}}
}

// Questions generates the benchmark questions of a world: every template's
// instances, at most k per template, with varied surface forms.
func (w *World) Questions() []eval.Question {
	c := newQctx(w)
	r := newRNG(w.P.Seed, "questions")
	ref := w.P.Today.Format("2006-01-02")
	var out []eval.Question
	seen := map[string]bool{}
	for _, t := range templates {
		insts := t.gen(c)
		// Keep a deterministic random subset.
		idx := r.Perm(len(insts))
		kept := 0
		for _, i := range idx {
			if kept >= w.cfg.questionsK {
				break
			}
			in := insts[i]
			if len(in.answers) == 0 {
				continue
			}
			text := phrase(r, pick(r, t.phrasings), in.vars)
			if seen[strings.ToLower(text)] {
				continue
			}
			seen[strings.ToLower(text)] = true
			kept++
			out = append(out, eval.Question{
				ID:            fmt.Sprintf("p%d-%s-%d", w.P.Seed, t.id, kept),
				Question:      text,
				Answers:       in.answers,
				AnswerType:    in.typ,
				Unit:          in.unit,
				ReferenceDate: ref,
				Complexity:    t.complexity,
				Template:      t.id,
				Sources:       t.sources,
				Ordered:       in.ordered,
			})
		}
	}
	return out
}

// phrase fills a phrasing and varies its surface: some questions are typed
// casually, in lower case and without a question mark.
func phrase(r *rng, tpl string, vars []string) string {
	s := fill(tpl, vars...)
	s = strings.Join(strings.Fields(s), " ")
	s = strings.ReplaceAll(s, " ?", "?")
	s = strings.ReplaceAll(s, " ,", ",")
	s = withFirst(s, unicode.ToUpper)
	if r.chance(0.25) {
		s = strings.TrimSuffix(s, "?")
		if !strings.HasPrefix(s, "I ") {
			s = withFirst(s, unicode.ToLower)
		}
	}
	return s
}

// withFirst maps the first letter of s.
func withFirst(s string, f func(rune) rune) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || r == utf8.RuneError {
		return s
	}
	return string(f(r)) + s[n:]
}

// Validate checks the invariants every generated question must keep.
func validateQuestions(qs []eval.Question) error {
	for _, q := range qs {
		if err := q.Validate(); err != nil {
			return err
		}
		if strings.Contains(q.Question, "{") {
			return fmt.Errorf("question %s has an unfilled placeholder: %q", q.ID, q.Question)
		}
	}
	return nil
}
