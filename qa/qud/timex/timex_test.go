package timex

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"reqap/internal/test"
	"reqap/lang/daypart"
	"reqap/lang/tsv"
	"reqap/qa"
	"reqap/qa/expr"
)

// today is the fixed day the table is resolved on: Friday, 15 March 2024.
var today = civil(2024, 3, 15)

// A case is a question and the time expression it holds. want is the
// window: "A..B" (days, both included; an end left out is open), or for
// windows that are no interval, days in (+) and out (-) of it and times of
// day in and out ("+2023-12-24 -2023-12-27", "+18:30 -17:59").
type tcase struct{ q, words, want string }

// cases reads the cases of a table of testdata: dates.tsv (intervals) or
// patterns.tsv (windows that are no interval).
func cases(t testing.TB, file string) []tcase {
	t.Helper()
	var out []tcase
	test.ReadTable(t, file, func(_ int, cells []string) error {
		if err := tsv.Exactly(cells, 3); err != nil {
			return err
		}
		out = append(out, tcase{cells[0], cells[1], cells[2]})
		return nil
	})
	return out
}

func mustDate(t *testing.T, s string) time.Time {
	t.Helper()
	d, err := time.Parse("2006-01-02", s)
	if err != nil {
		t.Fatalf("bad date %q in table", s)
	}
	return d
}

// wantWindow reads "A..B" (days, both included; a missing end is open) as
// [from, to).
func wantWindow(t *testing.T, s string) (from, to time.Time) {
	t.Helper()
	a, b, _ := strings.Cut(s, "..")
	if a != "" {
		from = mustDate(t, a)
	}
	if b != "" {
		to = mustDate(t, b).AddDate(0, 0, 1)
	}
	return from, to
}

// findSpan returns the span with the words, failing with all spans.
func findSpan(t *testing.T, q, words string, spans []Span) (Span, bool) {
	t.Helper()
	for _, s := range spans {
		if s.Words == words && s.Kind != Anchored {
			return s, true
		}
	}
	var got []string
	for _, s := range spans {
		got = append(got, fmt.Sprintf("%s %q %s", s.Kind, s.Words, s.Window.Cond()))
	}
	t.Errorf("%q: no span %q; got %v", q, words, got)
	return Span{}, false
}

// holds evaluates a window's conditions for an item on day d at clock c.
func holds(t *testing.T, cond string, d time.Time, c qa.Clock) bool {
	t.Helper()
	p, err := expr.Compile(cond, expr.Items)
	if err != nil {
		t.Fatalf("condition %q does not compile: %v", cond, err)
	}
	p.SetNow(time.Date(today.Year(), today.Month(), today.Day(), 12, 0, 0, 0, time.UTC))
	it := qa.NewItem(nil, qa.Attr{Name: DateAttr, Value: qa.NewDate(d.Year(), d.Month(), d.Day())}, qa.Attr{Name: TimeAttr, Value: c})
	ok, err := p.Bool(it)
	if err != nil {
		t.Fatalf("condition %q on %s: %v", cond, d.Format("2006-01-02"), err)
	}
	return ok
}

func TestDates(t *testing.T) {
	p := Default()
	noon := qa.NewClock(12, 0, 0)
	for _, c := range cases(t, "dates.tsv") {
		sp, ok := findSpan(t, c.q, c.words, p.Parse(c.q, Options{}))
		if !ok {
			continue
		}
		from, to, ok := sp.Window.Resolve(today)
		wantFrom, wantTo := wantWindow(t, c.want)
		if !ok || !from.Equal(wantFrom) || !to.Equal(wantTo) {
			t.Errorf("%q: %q resolves to [%s, %s) ok=%v, want [%s, %s)\n  %+v", c.q, c.words, fmtD(from), fmtD(to), ok, fmtD(wantFrom), fmtD(wantTo), sp.Window)
			continue
		}
		// The condition selects exactly the window's days.
		cond := sp.Window.DateCond
		check := func(d time.Time, want bool) {
			if got := holds(t, cond, d, noon); got != want {
				t.Errorf("%q: %s on %s is %v, want %v", c.q, cond, d.Format("2006-01-02"), got, want)
			}
		}
		if !from.IsZero() {
			check(from, true)
			check(from.AddDate(0, 0, -1), false)
		}
		if !to.IsZero() {
			check(to.AddDate(0, 0, -1), true)
			check(to, false)
		}
	}
}

func TestPatterns(t *testing.T) {
	p := Default()
	for _, c := range cases(t, "patterns.tsv") {
		sp, ok := findSpan(t, c.q, c.words, p.Parse(c.q, Options{}))
		if !ok {
			continue
		}
		if sp.Window.From != "" || sp.Window.To != "" {
			t.Errorf("%q: a pattern has bounds %+v", c.q, sp.Window)
		}
		for _, probe := range strings.Fields(c.want) {
			want := probe[0] == '+'
			v := probe[1:]
			var got bool
			if strings.Contains(v, ":") {
				var h, m int
				fmt.Sscanf(v, "%d:%d", &h, &m)
				if sp.Window.TimeCond == "" {
					t.Errorf("%q: no time of day in %+v", c.q, sp.Window)
					break
				}
				got = holds(t, sp.Window.TimeCond, today, qa.NewClock(h, m, 0))
			} else {
				if sp.Window.DateCond == "" {
					t.Errorf("%q: no date condition in %+v", c.q, sp.Window)
					break
				}
				got = holds(t, sp.Window.DateCond, mustDate(t, v), qa.NewClock(12, 0, 0))
			}
			if got != want {
				t.Errorf("%q: %s: got %v, want %v (%s)", c.q, v, got, want, sp.Window.Cond())
			}
		}
	}
}

func TestNegatives(t *testing.T) {
	p := Default()
	// questions without a time: names and titles that look like times
	test.ReadTable(t, "negatives.tsv", func(_ int, cells []string) error {
		if err := tsv.Exactly(cells, 1); err != nil {
			return err
		}
		q := cells[0]
		for _, s := range p.Parse(q, Options{}) {
			if s.Kind != Anchored {
				t.Errorf("%q: found %s %q (%s)", q, s.Kind, s.Words, s.Window.Cond())
			}
		}
		return nil
	})
}

// TestRunTogether: the digits of a word run together with them are part of
// a name ("jpeg2000"), no year, as the same digits apart are ("jpeg 2000").
func TestRunTogether(t *testing.T) {
	p := Default()
	// a library that holds no name with the year: a year ending the
	// question is free
	opts := Options{NameWord: func(string, string) bool { return false }}
	for _, q := range []string{"who emailed me about jpeg2000?", "did I buy anything for Win2000?"} {
		if ss := p.Parse(q, opts); len(ss) > 0 {
			t.Errorf("%q: found %s %q", q, ss[0].Kind, ss[0].Words)
		}
	}
	if ss := p.Parse("who emailed me about jpeg 2000?", opts); len(ss) != 1 {
		t.Errorf("the year apart: found %d spans, want 1", len(ss))
	}
}

func TestTableSize(t *testing.T) {
	if n := len(cases(t, "dates.tsv")) + len(cases(t, "patterns.tsv")); n < 150 {
		t.Errorf("%d expressions in the table, want at least 150", n)
	}
}

func fmtD(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.Format("2006-01-02")
}

// A question's "in the evening" asks for the hours a journal's "this
// evening" was placed in at import: both are lang/daypart's.
func TestDaytimeIsDaypart(t *testing.T) {
	p := Default()
	for words, part := range map[string]daypart.Part{
		"in the morning": daypart.Morning, "around noon": daypart.Midday, "in the afternoon": daypart.Afternoon,
		"in the evening": daypart.Evening, "at night": daypart.Night,
	} {
		q := "How many runs " + words + "?"
		sp, ok := findSpan(t, q, words, p.Parse(q, Options{}))
		if !ok {
			continue
		}
		for m := 0; m < daypart.Day; m += 15 {
			if got := holds(t, sp.Window.TimeCond, today, qa.NewClock(m/60, m%60, 0)); got != part.Contains(m) {
				t.Errorf("%q at %02d:%02d: %v, but %s contains it: %v", words, m/60, m%60, got, part, part.Contains(m))
			}
		}
	}
}

// A weekday said of one day is marked for the caller to read by tense; a
// plural, "every", "a" or a plural time of day is every such day.
func TestOneWeekday(t *testing.T) {
	p := Default()
	for q, want := range map[string]int{
		"What did I do on Monday?":                    1,
		"Do I have anything on Friday?":               5,
		"How many meetings do I have on Mondays?":     0,
		"What do I do every Monday?":                  0,
		"Did I ever run on a Sunday?":                 0,
		"What do I do on Monday mornings?":            0,
		"What did I do on Monday morning?":            1,
		"How often do I run on Mondays vs Tuesdays?":  0,
		"How many Sunday roasts did I have at Mum's?": 0,
		"How many Friday drinks did I skip?":          0,
		"How often did I have Sunday lunch with Mum?": 0,
		"What did I have for lunch on Sunday?":        7,
		"What did I do on Sunday this week?":          7,
		"Did I go out Friday evening?":                5,
	} {
		got := -1
		for _, s := range p.Parse(q, Options{}) {
			if s.Kind == Weekdays {
				got = s.Day
			}
		}
		if got != want {
			t.Errorf("%q: Day %d, want %d", q, got, want)
		}
	}
	today := civil(2024, 3, 13) // a Wednesday
	for _, c := range []struct {
		wd   int
		past bool
		want string
	}{{1, true, "2024-03-11"}, {1, false, "2024-03-18"}, {3, true, "2024-03-06"}, {3, false, "2024-03-20"}, {5, false, "2024-03-15"}} {
		from, to, ok := OneWeekday(c.wd, c.past).Resolve(today)
		if !ok || fmtD(from) != c.want || fmtD(to) != fmtD(from.AddDate(0, 0, 1)) {
			t.Errorf("OneWeekday(%d, %v) = %s..%s, want %s", c.wd, c.past, fmtD(from), fmtD(to), c.want)
		}
	}
}

// A year with no preposition is a time in a query of keywords, and at the
// end of a question when the library is known and no name of it has the
// year; a title keeps its year.
func TestFreeYear(t *testing.T) {
	p := Default()
	// the library's names: "Blade Runner 2049", "Masterpiece - 2023 Remaster"
	names := func(prev, w string) bool {
		return w == "2049" && prev == "runner" || w == "2023" && prev == "masterpiece"
	}
	for _, c := range []struct {
		q       string
		library bool
		want    string
	}{
		{"german holidays 2010 count", false, "2010"},
		{"netflix 2012 hours", false, "2012"},
		{"netflix 2012 hours", true, "2012"},
		{"how many holidays were there 2010", true, "2010"},
		{"how many holidays were there 2010", false, ""},
		{"Did I read 1984?", false, ""},
		{"blade runner 2049 hours", true, ""},
		// a year a name holds after another word is a time after others
		{"taylor swift plays 2023", true, "2023"},
		{"how many times did i play masterpiece 2023", true, ""},
		{"Blade Runner 2049 hours", false, ""},
		{"how many songs by the 1975 did I play", true, ""},
		{"did I walk 2000 steps", true, ""},
		// an amount of money, by lang/money's signs (new: ¥, ₹, ₩, ₽)
		{"did I spend £2000", true, ""},
		{"did I spend ¥2000", true, ""},
		{"did I spend ₹ 2000", true, ""},
		{"1984", false, ""},
		// a year joined to the free year that ends the question
		{"which was busier, 2012 or 2018?", true, "2012|2018"},
		{"which was busier, 2012 or 2018?", false, ""},
		{"how many times did i play masterpiece 2023 or 2024", true, "2024"},
	} {
		opt := Options{}
		if c.library {
			opt.NameWord = names
		}
		var dates []string
		for _, s := range p.Parse(c.q, opt) {
			if s.Kind == Date {
				dates = append(dates, s.Words)
			}
		}
		got := ""
		if len(dates) > 0 {
			got = dates[len(dates)-1]
		}
		if strings.Contains(c.want, "|") {
			got = strings.Join(dates, "|")
		}
		if got != c.want {
			t.Errorf("%q (library %v): %q, want %q", c.q, c.library, got, c.want)
		}
	}
}

func TestIsDate(t *testing.T) {
	p := Default()
	for s, want := range map[string]bool{"2025-01-31": true, "Monday, 02 September 2024": true, "Blade Runner 2049": false, "2049": false, "Remastered 2014": false} {
		if got := p.IsDate(s); got != want {
			t.Errorf("IsDate(%q) = %v", s, got)
		}
	}
}

// TestDaysApart: the days from one holiday to the next other, in a year or
// the same every year; none where they differ by year.
func TestDaysApart(t *testing.T) {
	p := Default()
	for _, c := range []struct {
		a, b  string
		year  int
		after bool
		days  int
		ok    bool
	}{
		{"easter", "whit_monday", 0, true, 50, true},
		{"easter", "whit_monday", 2010, true, 50, true},
		{"christmas", "new_years_day", 0, true, 7, true},
		{"christmas", "thanksgiving", 2020, false, 29, true},
		{"easter", "christmas", 0, true, 0, false},
		{"easter", "no_such_day", 2010, true, 0, false},
	} {
		days, ok := p.DaysApart(c.a, c.b, c.year, c.after)
		if days != c.days || ok != c.ok {
			t.Errorf("DaysApart(%s, %s, %d, %v) = %d, %v; want %d, %v", c.a, c.b, c.year, c.after, days, ok, c.days, c.ok)
		}
	}
}

// A night after a weekday's name is a night out, from the evening on
// ("movies on Saturday nights" started at nine); a night alone is late.
func TestWeekdayNightFromEvening(t *testing.T) {
	p := Default()
	for q, words := range map[string]string{"Movies on Saturday nights?": "nights", "What did I watch on Friday night?": "night", "Songs at night?": "at night"} {
		sp, ok := findSpan(t, q, words, p.Parse(q, Options{}))
		if !ok {
			continue
		}
		want := words != "at night"
		if got := holds(t, sp.Window.TimeCond, today, qa.NewClock(21, 0, 0)); got != want {
			t.Errorf("%q: 21:00 in %q: %v, want %v", q, sp.Window.TimeCond, got, want)
		}
		if !holds(t, sp.Window.TimeCond, today, qa.NewClock(23, 30, 0)) {
			t.Errorf("%q: 23:30 not in %q", q, sp.Window.TimeCond)
		}
	}
}
