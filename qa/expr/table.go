package expr

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/lang/calendar"
	"reqap/lang/daypart"
	"reqap/lang/number"
	"reqap/qa"
)

// Func is a function of the expression language: its name, how it is
// called, what it does and how. The package documentation's list of
// functions (doc.go, written by TestFuncDoc -update) and the LLM planner's
// list (PromptFuncs) are made from the table below.
type Func struct {
	Name string
	// Sig is how it is called, after the name: "(x)", "(list[, cond])".
	Sig string
	// Doc says what it does ("" when the section's introduction says it).
	Doc string
	// Prompt is how the planner's prompt shows the function ("" leaves it
	// out of the prompt): the call with the name, perhaps an example call
	// or a short note.
	Prompt string
	// Section is the documentation section it is listed in.
	Section Section
	// min and max are the numbers of arguments it takes (max -1: any).
	min, max int
	// The implementation is one of these, given the evaluation's state and
	// the name it was called by (for messages); errors panic out of the
	// evaluation, which the VM turns back into errors.
	impl1 func(s *state, name string, x any) (any, error)
	impl2 func(s *state, name string, x, y any) (any, error)
	implN func(s *state, name string, a ...any) (any, error)
	// builtin marks expr-lang's own builtins that stay enabled (predicates
	// over lists); alias names the function a keyword call is rewritten
	// to (contains(a, b) → __contains).
	builtin bool
	alias   string
	// variable marks today() and now(), which the patcher turns into the
	// names today and now.
	variable bool
}

// Section is a part of the list of functions, with its introduction.
type Section string

// The sections of the list of functions.
const (
	Dates   Section = "Dates and times (x is a date, datetime or ISO text; weekday counts Monday=1 ... Sunday=7; seasons are northern-hemisphere meteorological: winter Dec-Feb, spring Mar-May, summer Jun-Aug, autumn Sep-Nov):"
	Texts   Section = "Text (comparisons ignore case):"
	Numbers Section = "Numbers:"
	Lists   Section = "Lists (group and items are lists too). In a predicate # is the current element, .attr its attribute and #index its position; braces are optional: any(participants, {# contains \"robert\"}), count(group, .duration_s > 3600):"
)

var sections = []Section{Dates, Texts, Numbers, Lists}

// Funcs returns the functions of the language, by section.
func Funcs() []Func { return append([]Func(nil), funcTable...) }

// PromptFuncs is the list of common functions the LLM planner's prompt
// shows.
func PromptFuncs() string {
	var parts []string
	for _, f := range funcTable {
		if f.Prompt != "" {
			parts = append(parts, f.Prompt)
		}
	}
	return strings.Join(parts, " ")
}

func fn1(f func(s *state, name string, x any) (any, error)) Func {
	return Func{min: 1, max: 1, impl1: f}
}

func fn2(f func(s *state, name string, x, y any) (any, error)) Func {
	return Func{min: 2, max: 2, impl2: f}
}

func fnN(min, max int, f func(s *state, name string, a ...any) (any, error)) Func {
	return Func{min: min, max: max, implN: f}
}

// with fills in the description of an implementation.
func (f Func) with(sec Section, name, sig, doc, prompt string) Func {
	f.Section, f.Name, f.Sig, f.Doc, f.Prompt = sec, name, sig, doc, prompt
	return f
}

func builtin(name, sig, doc, prompt string) Func {
	return Func{Section: Lists, Name: name, Sig: sig, Doc: doc, Prompt: prompt, builtin: true}
}

// funcTable is every function of the language.
var funcTable = []Func{
	dateField(qa.Date.Year).with(Dates, "year", "(x)", "the year", "year(d)"),
	dateField(func(d qa.Date) int { return int(d.Month()) }).with(Dates, "month", "(x)", "1 to 12", "month(d)"),
	dateField(qa.Date.Day).with(Dates, "day", "(x)", "the day of the month", "day(d)"),
	dateField(func(d qa.Date) int { return calendar.ISOWeekday(d.Weekday()) }).with(Dates, "weekday", "(x)", "Monday 1 to Sunday 7", "weekday(d) (Monday 1 to Sunday 7)"),
	onDate(func(d qa.Date) any { return d.Weekday().String() }).with(Dates, "weekday_name", "(x)", `"Monday"`, "weekday_name(d)"),
	onDate(func(d qa.Date) any { return d.Month().String() }).with(Dates, "month_name", "(x)", `"January"`, "month_name(d)"),
	dateField(func(d qa.Date) int { _, w := d.ISOWeek(); return w }).with(Dates, "isoweek", "(x)", "the ISO week number", "isoweek(d)"),
	dateField(func(d qa.Date) int { y, _ := d.ISOWeek(); return y }).with(Dates, "isoyear", "(x)", "the year of the ISO week", ""),
	onDate(func(d qa.Date) any { return season(d.Month()) }).with(Dates, "season", "(x)", `"winter", "spring", "summer" or "autumn"`, `season(d) ("winter", "spring", "summer", "autumn")`),
	onDate(func(d qa.Date) any {
		w := d.Weekday()
		return boolean(w == time.Saturday || w == time.Sunday)
	}).with(Dates, "is_weekend", "(x)", "Saturday or Sunday", "is_weekend(d)"),
	clockField(qa.Clock.Hour).with(Dates, "hour", "(x)", "x: a time of day or datetime", "hour(t)"),
	clockField(qa.Clock.Minute).with(Dates, "minute", "(x)", "x: a time of day or datetime", "minute(t)"),
	fn1(func(s *state, name string, x any) (any, error) {
		c, err := s.clockArg(name, x)
		if err != nil {
			return nil, err
		}
		return string(daypart.Of(c.Hour()*60 + c.Minute())), nil
	}).with(Dates, "part_of_day", "(x)", `"morning" (5-12), "afternoon" (12-18), "evening" (18-22) or "night"`, ""),
	fnN(1, 3, func(s *state, name string, a ...any) (any, error) {
		if len(a) == 3 {
			y, err1 := intArg(name, a[0])
			mo, err2 := intArg(name, a[1])
			d, err3 := intArg(name, a[2])
			if err := errors.Join(err1, err2, err3); err != nil {
				return nil, err
			}
			if mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1 || y > 9999 {
				return nil, fmt.Errorf("date(%d, %d, %d) is not a date", y, mo, d)
			}
			return qa.NewDate(y, time.Month(mo), d), nil
		}
		if len(a) != 1 {
			return nil, errors.New("date takes 1 or 3 arguments")
		}
		return s.dateArg(name, a[0])
	}).with(Dates, "date", `("2022-06-03"), (2022, 6, 3) or (datetime)`, "a date", "date(2022, 3, 1)"),
	fnN(1, 3, clock).with(Dates, "time", `("18:30"), (18, 30[, 0]) or (datetime)`, "a time of day", ""),
	fnN(1, 3, clock).with(Dates, "clock", "(...)", "the same as time", ""),
	fnN(1, 6, func(s *state, name string, a ...any) (any, error) {
		switch len(a) {
		case 1:
			t, err := s.temporal(name, a[0])
			if err != nil {
				return nil, err
			}
			switch t.kind {
			case qa.KindDateTime:
				return t.t, nil
			case qa.KindDate:
				return t.d.In(s.loc), nil
			}
			return nil, argErr(name, a[0], "a date or datetime")
		case 2:
			d, err := s.dateArg(name, a[0])
			if err != nil {
				return nil, err
			}
			c, err := s.clockArg(name, a[1])
			if err != nil {
				return nil, err
			}
			return c.On(d, s.loc), nil
		}
		parts := make([]int, 6)
		for i, v := range a {
			n, err := intArg(name, v)
			if err != nil {
				return nil, err
			}
			parts[i] = n
		}
		if len(a) < 3 || parts[0] < 1 || parts[0] > 9999 || parts[1] < 1 || parts[1] > 12 {
			return nil, errors.New("datetime needs a year, month and day")
		}
		return time.Date(parts[0], time.Month(parts[1]), parts[2], parts[3], parts[4], parts[5], 0, s.loc), nil
	}).with(Dates, "datetime", `("2022-06-03T18:30:00+02:00"), (date, time) or (y, m, d[, h, mi, s])`, "without an offset: in now's zone", ""),
	addCalendar(1, 0).with(Dates, "add_days", "(x, n)", "calendar arithmetic", "add_days(d, n)"),
	addCalendar(7, 0).with(Dates, "add_weeks", "(x, n)", "", "add_weeks(d, n)"),
	addCalendar(0, 1).with(Dates, "add_months", "(x, n)", "months clip to the month's end: add_months(Jan 31, 1) = Feb 28/29", "add_months(d, n)"),
	addCalendar(0, 12).with(Dates, "add_years", "(x, n)", "", "add_years(d, n)"),
	addDuration(time.Hour).with(Dates, "add_hours", "(x, n)", "n may be fractional", "add_hours(dt, n)"),
	addDuration(time.Minute).with(Dates, "add_minutes", "(x, n)", "", ""),
	addDuration(time.Second).with(Dates, "add_seconds", "(x, n)", "", ""),
	fn2(func(s *state, name string, x, y any) (any, error) {
		d1, d2, err := both(s.dateArg, name, x, y)
		if err != nil {
			return nil, err
		}
		return num(float64(d2.Days() - d1.Days())), nil
	}).with(Dates, "days_between", "(a, b)", "civil days from a to b", "days_between(a, b)"),
	fn2(func(s *state, name string, x, y any) (any, error) {
		d1, d2, err := both(s.dateArg, name, x, y)
		if err != nil {
			return nil, err
		}
		// whole years, as an age is counted: a year is complete on the
		// day and month it began (29 February's on 1 March); backwards,
		// the same years negated, so that the sign says the order and
		// not how the rounding went
		sign := 1.0
		if d2.Days() < d1.Days() {
			d1, d2, sign = d2, d1, -1
		}
		y1, m1, dd1 := d1.Civil()
		y2, m2, dd2 := d2.Civil()
		n := y2 - y1
		if m2 < m1 || m2 == m1 && dd2 < dd1 {
			n--
		}
		return num(sign * float64(n)), nil
	}).with(Dates, "years_between", "(a, b)", "whole years from a to b, as an age (negative where b is before a)", ""),
	onList((*state).longestStreak).with(Dates, "longest_streak", "(dates)", "the most dates in a row among them (duplicates count once)", "longest_streak(dates_of(items))"),
	fn2((*state).spells).with(Dates, "spells", "(dates, gap)", "how many runs the dates make, a date at most gap days after the one before on the same run (gap 1: days in a row)", ""),
	fn2((*state).spellStarts).with(Dates, "spell_starts", "(dates, gap)", "the first date of each run the dates make (runs as spells reads them)", ""),
	fn2((*state).spellLengths).with(Dates, "spell_lengths", "(dates, gap)", "the days of each run the dates make (runs as spells reads them), from its first date to its last", ""),
	fnN(3, 3, (*state).spellsWith).with(Dates, "spells_with", "(dates, gap, marks)", "how many runs of the dates (as spells reads them) hold one of the dates marks", ""),
	fnN(3, 3, (*state).spellDatesWith).with(Dates, "spell_dates_with", "(dates, gap, marks)", "the dates of the runs (as spells reads them) that hold one of the dates marks", ""),
	fn2((*state).spellDays).with(Dates, "spell_days", "(dates, gap)", "every day of each run the dates make (runs as spells reads them), from its first date to its last", ""),
	fn2((*state).spellNights).with(Dates, "spell_nights", "(dates, gap)", "the nights the runs of the dates span (runs as spells reads them): of each run, the days from its first date to its last", ""),
	onList((*state).longestGap).with(Dates, "longest_gap", "(dates)", "the most days from one of them to the next (0 for fewer than two)", "longest_gap(dates_of(items))"),
	fnN(3, 3, func(s *state, name string, a ...any) (any, error) {
		return s.periods(name, a[0], a[1], a[2])
	}).with(Dates, "periods", `(from, to, "day"|"week"|"month"|"year")`, "the first day of each period from the one from is in up to to (excluded): days, Monday weeks, months or years", ""),
	onList(func(s *state, l []any) (any, error) {
		return s.datesOf(l)
	}).with(Dates, "dates_of", "(items)", "the distinct dates on which they happened, in order: every date of an event lasting half a day or more, the start date of a shorter one", "dates_of(items)"),
	between(time.Hour).with(Dates, "hours_between", "(a, b)", "", "hours_between(a, b)"),
	between(time.Minute).with(Dates, "minutes_between", "(a, b)", "", ""),
	between(time.Second).with(Dates, "seconds_between", "(a, b)", "", ""),
	onDate(func(d qa.Date) any { return d.AddDays(1 - calendar.ISOWeekday(d.Weekday())) }).with(Dates, "start_of_week", "(x)", "its Monday", "start_of_week(d)"),
	onDate(func(d qa.Date) any { return d.AddDays(1 - d.Day()) }).with(Dates, "start_of_month", "(x)", "", "start_of_month(d)"),
	onDate(func(d qa.Date) any { return qa.NewDate(d.Year(), time.January, 1) }).with(Dates, "start_of_year", "(x)", "", "start_of_year(d)"),
	{Section: Dates, Name: "today", Sig: "()", Doc: "the question's reference date, also written today", variable: true},
	{Section: Dates, Name: "now", Sig: "()", Doc: "its reference datetime, also written now", variable: true},

	mapText(strings.ToLower).with(Texts, "lower", "(s)", "also of a list of texts", "lower(s)"),
	mapText(strings.ToUpper).with(Texts, "upper", "(s)", "", ""),
	mapText(strings.TrimSpace).with(Texts, "trim", "(s)", "", ""),
	affix(strings.HasPrefix).with(Texts, "starts_with", "(s, p)", "on a list: any element", ""),
	affix(strings.HasSuffix).with(Texts, "ends_with", "(s, p)", "", ""),
	affix(heads).with(Texts, "heads", "(s, phrase)", `s names phrase as its thing: the phrase, not followed by a noun it qualifies ("Banana Juice" is no banana)`, ""),
	fn2(sentencesSaying).with(Texts, "sentences", "(s, words)", `the sentences and lines of s that say any of words (a text or a list), as says does`, ""),
	affix(says).with(Texts, "says", "(s, words)", `s says the words as words, at a word's start and end, a plural or possessive ending allowed ("Tom's"; not "tomorrow")`, ""),
	mapText(func(s string) string { _, a := ingest.SplitPerson(s); return a }).with(Texts, "email_of", "(p)", `the address of a person written as mail writes them ("Anna Berg <anna@x.org>": "anna@x.org"), "" where only a name is written; also of a list`, ""),
	mapText(func(s string) string { n, _ := ingest.SplitPerson(s); return n }).with(Texts, "name_of", "(p)", `the name of a person written as mail writes them ("Anna Berg <anna@x.org>": "Anna Berg"), "" where only an address is written; also of a list`, ""),
	{Section: Texts, Name: "startsWith", Sig: "(s, p)", Doc: "the same as starts_with; also written s startsWith p", alias: "starts_with"},
	{Section: Texts, Name: "endsWith", Sig: "(s, p)", Doc: "the same as ends_with; also written s endsWith p", alias: "ends_with"},
	{Section: Texts, Name: "contains", Sig: "(s, sub)", Doc: "a substring; on a list: any element contains it; also written s contains sub", alias: "__contains"},
	{Section: Texts, Name: "matches", Sig: `(s, "re")`, Doc: "a regular expression (Go syntax); also written s matches \"re\"", alias: "__matches"},
	fnN(1, 2, func(s *state, name string, a ...any) (any, error) {
		t, err := textArg(name, a[0])
		if err != nil {
			return nil, err
		}
		if err := s.checkText(len(t)); err != nil {
			return nil, err
		}
		var parts []string
		if len(a) == 2 {
			sep, err := textArg(name, a[1])
			if err != nil {
				return nil, err
			}
			if sep == "" {
				return nil, errors.New("split needs a non-empty separator")
			}
			parts = strings.Split(t, sep)
		} else {
			parts = qa.SplitList(t)
		}
		out := make([]any, 0, len(parts))
		for _, p := range parts {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
		return out, nil
	}).with(Texts, "split", "(s[, sep])", `without sep: at commas, semicolons and " and "`, ""),
	fnN(1, 2, func(s *state, name string, a ...any) (any, error) {
		l, err := s.listArg(name, a[0])
		if err != nil {
			return nil, err
		}
		sep := ", "
		if len(a) == 2 {
			if sep, err = textArg(name, a[1]); err != nil {
				return nil, err
			}
		}
		parts := make([]string, len(l))
		n := 0
		for i, e := range l {
			parts[i] = qa.Format(e)
			n += len(parts[i]) + len(sep)
			if n > maxText {
				return nil, fmt.Errorf("text longer than %d bytes", maxText)
			}
		}
		return strings.Join(parts, sep), s.checkText(n)
	}).with(Texts, "join", "(list[, sep])", `sep defaults to ", "`, ""),
	fn1(toText).with(Texts, "str", "(x)", "the display text of any value", "str(x)"),
	fn1(toText).with(Texts, "string", "(x)", "the same as str", ""),

	fnN(1, 2, func(s *state, name string, a ...any) (any, error) {
		f, err := numArg(name, a[0])
		if err != nil {
			return nil, err
		}
		digits := 0
		if len(a) == 2 {
			if digits, err = intArg(name, a[1]); err != nil {
				return nil, err
			}
			if digits < 0 || digits > 12 {
				return nil, errors.New("round: digits must be between 0 and 12")
			}
		}
		p := math.Pow(10, float64(digits))
		return num(math.Round(f*p) / p), nil
	}).with(Numbers, "round", "(x[, digits])", "", ""),
	unary(math.Abs).with(Numbers, "abs", "(x)", "", ""),
	unary(math.Floor).with(Numbers, "floor", "(x)", "", ""),
	unary(math.Ceil).with(Numbers, "ceil", "(x)", "", ""),
	toNumber(false).with(Numbers, "number", "(x)", `also reads text such as "5.2 km"`, ""),
	toNumber(false).with(Numbers, "float", "(x)", "the same as number", ""),
	toNumber(true).with(Numbers, "int", "(x)", "the whole part", ""),

	fn1(func(s *state, name string, x any) (any, error) {
		switch x := x.(type) {
		case nil:
			return num(0), nil
		case string:
			return num(float64(utf8.RuneCountInString(x))), s.checkText(len(x))
		case map[string]any:
			return num(float64(len(x))), nil
		}
		if n, ok := qa.ListLen(x); ok {
			return num(float64(n)), nil
		}
		return nil, argErr(name, x, "a list or text")
	}).with(Lists, "len", "(x)", "also of text (characters); len(nil) = 0", "len(x)"),
	fnN(1, -1, func(s *state, name string, a ...any) (any, error) {
		var total qa.Sum
		_, err := s.numbers(name, a, total.Add)
		return num(total.Value()), err
	}).with(Lists, "sum", "(list)", "numbers; nil is skipped", "sum(list)"),
	fnN(1, -1, mean).with(Lists, "avg", "(list)", "numbers; nil is skipped; avg([]) = nil", "avg(list)"),
	fnN(1, -1, mean).with(Lists, "mean", "(list)", "the same as avg", ""),
	fnN(1, -1, func(s *state, name string, a ...any) (any, error) {
		var fs []float64
		if _, err := s.numbers(name, a, func(f float64) { fs = append(fs, f) }); err != nil || len(fs) == 0 {
			return nil, err
		}
		sort.Float64s(fs)
		if len(fs)%2 == 1 {
			return num(fs[len(fs)/2]), nil
		}
		return num((fs[len(fs)/2-1] + fs[len(fs)/2]) / 2), nil
	}).with(Lists, "median", "(list)", "", ""),
	extreme(-1).with(Lists, "min", "(list) or (a, b, ...)", "any comparable values (dates too)", "min(list)"),
	extreme(1).with(Lists, "max", "(list) or (a, b, ...)", "", "max(list)"),
	fnN(1, 2, func(s *state, name string, a ...any) (any, error) {
		return s.sortList(name, a[0], nil, a[1:])
	}).with(Lists, "sort", `(list[, "desc"])`, "", ""),
	fnN(2, 3, func(s *state, name string, a ...any) (any, error) {
		return s.sortList(name, a[0], a[1:2], a[2:])
	}).with(Lists, "sort_by", `(list, "attr"[, "desc"])`, "", ""),
	fnN(2, 3, func(s *state, name string, a ...any) (any, error) {
		l, err := s.listArg(name, a[0])
		if err != nil {
			return nil, err
		}
		key, err := sortKey(name, a[1:len(a)-1])
		if err != nil {
			return nil, err
		}
		k, err := intArg(name, a[len(a)-1])
		if err != nil {
			return nil, err
		}
		out := append([]any(nil), l...)
		if err := s.sortBy(out, key, true); err != nil {
			return nil, err
		}
		if k < 0 {
			k = 0
		}
		if k < len(out) {
			out = out[:k]
		}
		return out, nil
	}).with(Lists, "top_k", `(list, k) or (items, "attr", k)`, "the k largest, by attribute in the second form", ""),
	onList((*state).unique).with(Lists, "unique", "(list)", "drops nil (a missing value)", "unique(list)"),
	fnN(1, 2, func(s *state, name string, a ...any) (any, error) {
		l, err := s.listArg(name, a[0])
		if err != nil {
			return nil, err
		}
		if len(a) == 1 {
			return s.mostCommon(l)
		}
		k, err := intArg(name, a[1])
		if err != nil {
			return nil, err
		}
		return s.mostCommonK(l, k)
	}).with(Lists, "most_common", "(list) or (list, k)", "the value met most often (the first of a tie); with k, the k values met most often, most first; drops nil; nil (or []) for none", "most_common(map(group, .artist))"),
	fnN(3, 3, func(s *state, name string, a ...any) (any, error) {
		l, err := s.listArg(name, a[0])
		if err != nil {
			return nil, err
		}
		key, err1 := textArg(name, a[1])
		amount, err2 := textArg(name, a[2])
		if err := errors.Join(err1, err2); err != nil {
			return nil, err
		}
		return s.mostTotal(name, l, key, amount)
	}).with(Lists, "most_total", `(items, "key", "attr")`, "the key whose items' attr adds up to most (the first of a tie); nil for none", ""),
	onList(func(s *state, l []any) (any, error) {
		var out []any
		return s.flatten(out, l, 0)
	}).with(Lists, "flatten", "(list)", "", ""),
	onList(func(_ *state, l []any) (any, error) {
		if len(l) == 0 {
			return nil, nil
		}
		return l[0], nil
	}).with(Lists, "first", "(list)", "", ""),
	onList(func(_ *state, l []any) (any, error) {
		if len(l) == 0 {
			return nil, nil
		}
		return l[len(l)-1], nil
	}).with(Lists, "last", "(list)", "", ""),
	onList(func(_ *state, l []any) (any, error) {
		out := make([]any, len(l))
		for i, e := range l {
			out[len(l)-1-i] = e
		}
		return out, nil
	}).with(Lists, "reverse", "(list)", "", ""),
	fn2(func(_ *state, name string, x, y any) (any, error) {
		attr, err := textArg(name, y)
		if err != nil {
			return nil, err
		}
		return attrOf(x, attr)
	}).with(Lists, "attr", `(x, "name")`, "an attribute with an unusual name", ""),
	builtin("map", "(list, expr)", "expr of each element", "map(list, .attr)"),
	builtin("filter", "(list, cond)", "the elements for which cond holds", ""),
	builtin("any", "(list, cond)", "whether cond holds for an element", `any(list, {# contains "x"})`),
	builtin("all", "(list, cond)", "whether it holds for every element", ""),
	builtin("none", "(list, cond)", "whether it holds for none", ""),
	builtin("one", "(list, cond)", "whether it holds for exactly one", ""),
	builtin("count", "(list[, cond])", "for how many elements it holds (without cond: how many are true)", "count(list, cond)"),
	builtin("find", "(list, cond)", "the first element for which it holds", ""),
	builtin("findIndex", "(list, cond)", "its position", ""),
	builtin("findLast", "(list, cond)", "the last such element", ""),
	builtin("findLastIndex", "(list, cond)", "its position", ""),
}

// internalFuncs are the helpers the patcher rewrites operators into
// (a == b is __eq(a, b)); expressions cannot call them by name.
var internalFuncs = []Func{
	fn1(func(s *state, _ string, x any) (any, error) { return x, s.charge(1) }).with("", "__tick", "", "", ""),
	fn2(func(_ *state, _ string, x, y any) (any, error) {
		name, _ := y.(string)
		return attrOf(x, name)
	}).with("", "__attr", "", "", ""),
	fn2(func(s *state, _ string, x, y any) (any, error) { return boolean(equal(x, y)), s.charge(1) }).with("", "__eq", "", "", ""),
	fn2(func(s *state, _ string, x, y any) (any, error) { return boolean(!equal(x, y)), s.charge(1) }).with("", "__ne", "", "", ""),
	compare(func(c int) bool { return c < 0 }).with("", "__lt", "", "", ""),
	compare(func(c int) bool { return c <= 0 }).with("", "__le", "", "", ""),
	compare(func(c int) bool { return c > 0 }).with("", "__gt", "", "", ""),
	compare(func(c int) bool { return c >= 0 }).with("", "__ge", "", "", ""),
	fn2(func(s *state, _ string, x, y any) (any, error) { return s.add(x, y) }).with("", "__add", "", "", ""),
	fn2(func(_ *state, _ string, x, y any) (any, error) { return sub(x, y) }).with("", "__sub", "", "", ""),
	fn2(func(_ *state, _ string, x, y any) (any, error) {
		// All numbers are float64, so % works on them (expr-lang's own %
		// takes integers only). The result has the sign of x.
		a, err := numArg("%", x)
		if err != nil {
			return nil, err
		}
		b, err := numArg("%", y)
		if err != nil {
			return nil, err
		}
		if b == 0 {
			return nil, errors.New("modulo by zero")
		}
		return num(math.Mod(a, b)), nil
	}).with("", "__mod", "", "", ""),
	fn2(func(s *state, _ string, x, y any) (any, error) { return s.in(x, y) }).with("", "__in", "", "", ""),
	fn2(func(s *state, _ string, x, y any) (any, error) { return s.contains(x, y) }).with("", "__contains", "", "", ""),
	fn2(func(s *state, _ string, x, y any) (any, error) { return s.matches(x, y) }).with("", "__matches", "", "", ""),
}

// The implementations that several functions share.

// onDate is a function of one date (or a datetime's date).
func onDate(f func(d qa.Date) any) Func {
	return fn1(func(s *state, name string, x any) (any, error) {
		d, err := s.dateArg(name, x)
		if err != nil {
			return nil, err
		}
		return f(d), nil
	})
}

// onList is a function of one list, whose length is charged to the
// evaluation's budget.
func onList(f func(s *state, l []any) (any, error)) Func {
	return fn1(func(s *state, name string, x any) (any, error) {
		l, err := s.listArg(name, x)
		if err != nil {
			return nil, err
		}
		return f(s, l)
	})
}

func dateField(get func(d qa.Date) int) Func {
	return onDate(func(d qa.Date) any { return num(float64(get(d))) })
}

func clockField(get func(c qa.Clock) int) Func {
	return fn1(func(s *state, name string, x any) (any, error) {
		c, err := s.clockArg(name, x)
		if err != nil {
			return nil, err
		}
		return num(float64(get(c))), nil
	})
}

func clock(s *state, name string, a ...any) (any, error) {
	if len(a) >= 2 {
		h, err1 := intArg(name, a[0])
		mi, err2 := intArg(name, a[1])
		sec := 0
		var err3 error
		if len(a) == 3 {
			sec, err3 = intArg(name, a[2])
		}
		if err := errors.Join(err1, err2, err3); err != nil {
			return nil, err
		}
		if h < 0 || h > 24 || mi < 0 || mi > 59 || sec < 0 || sec > 59 {
			return nil, fmt.Errorf("%s(%d, %d, %d) is not a time of day", name, h, mi, sec)
		}
		return qa.NewClock(h, mi, sec), nil
	}
	return s.clockArg(name, a[0])
}

func addCalendar(days, months int) Func {
	return fn2(func(s *state, name string, x, y any) (any, error) {
		n, err := intArg(name, y)
		if err != nil {
			return nil, err
		}
		return s.addCalendar(name, x, n*days, n*months)
	})
}

func addDuration(unit time.Duration) Func {
	return fn2(func(s *state, name string, x, y any) (any, error) {
		n, err := numArg(name, y)
		if err != nil {
			return nil, err
		}
		if math.Abs(n)*float64(unit) > float64(math.MaxInt64/2) {
			return nil, fmt.Errorf("%s: %v is out of range", name, n)
		}
		d := time.Duration(n * float64(unit))
		t, err := s.temporal(name, x)
		if err != nil {
			return nil, err
		}
		switch t.kind {
		case qa.KindDateTime:
			return t.t.Add(d), nil
		case qa.KindDate:
			return t.d.In(s.loc).Add(d), nil
		}
		return qa.ClockFromNanos(t.c.Nanos() + int64(d)), nil
	})
}

func between(unit time.Duration) Func {
	return fn2(func(s *state, name string, x, y any) (any, error) {
		t1, t2, err := both(s.temporal, name, x, y)
		if err != nil {
			return nil, err
		}
		if t1.kind == qa.KindClock && t2.kind == qa.KindClock {
			return float64(t2.c.Nanos()-t1.c.Nanos()) / float64(unit), nil
		}
		if t1.kind == qa.KindClock || t2.kind == qa.KindClock {
			return nil, typeErr(name, x, y)
		}
		return float64(s.instant(t2, t1).Sub(s.instant(t1, t2))) / float64(unit), nil
	})
}

func mapText(f func(string) string) Func {
	return fn1(func(s *state, name string, x any) (any, error) {
		switch x := x.(type) {
		case string:
			return f(x), s.checkText(len(x))
		}
		if l, ok := qa.ToList(x); ok {
			if err := s.charge(len(l)); err != nil {
				return nil, err
			}
			out := make([]any, len(l))
			for i, e := range l {
				t, ok := e.(string)
				if !ok {
					return nil, argErr(name, e, "text")
				}
				if err := s.checkText(len(t)); err != nil {
					return nil, err
				}
				out[i] = f(t)
			}
			return out, nil
		}
		return nil, argErr(name, x, "text or a list of texts")
	})
}

func affix(has func(s, p string) bool) Func {
	return fn2(func(s *state, name string, x, y any) (any, error) {
		p, err := textArg(name, y)
		if err != nil {
			return nil, err
		}
		p = strings.ToLower(p)
		if t, ok := x.(string); ok {
			return boolean(has(strings.ToLower(t), p)), s.checkText(len(t))
		}
		if l, ok := qa.ToList(x); ok {
			for _, e := range l {
				if t, ok := e.(string); ok && has(strings.ToLower(t), p) {
					return boxTrue, s.charge(len(l))
				}
			}
			return boxFalse, s.charge(len(l))
		}
		return nil, argErr(name, x, "text")
	})
}

func toText(s *state, _ string, x any) (any, error) {
	if l, ok := qa.ListLen(x); ok {
		if err := s.charge(l); err != nil {
			return nil, err
		}
	}
	t := qa.Format(x)
	return t, s.checkText(len(t))
}

func toNumber(trunc bool) Func {
	return fn1(func(s *state, name string, x any) (any, error) {
		var f float64
		switch x := x.(type) {
		case string:
			if err := s.checkText(len(x)); err != nil {
				return nil, err
			}
			v, ok := number.Parse(x)
			if !ok {
				return nil, fmt.Errorf("%s: %q is not a number", name, truncate(x, 40))
			}
			f = v
		case bool:
			if x {
				f = 1
			}
		default:
			v, err := numArg(name, x)
			if err != nil {
				return nil, err
			}
			f = v
		}
		if trunc {
			f = math.Trunc(f)
		}
		return num(f), nil
	})
}

func unary(op func(float64) float64) Func {
	return fn1(func(_ *state, name string, x any) (any, error) {
		f, err := numArg(name, x)
		if err != nil {
			return nil, err
		}
		return num(op(f)), nil
	})
}

func mean(s *state, name string, a ...any) (any, error) {
	var total qa.Sum
	n, err := s.numbers(name, a, total.Add)
	if err != nil || n == 0 {
		return nil, err
	}
	return num(total.Mean(n)), nil
}

// numbers calls each with the numbers of a list argument (or of the
// arguments), nil (a missing value) skipped, and returns how many there
// were.
func (s *state) numbers(name string, a []any, each func(float64)) (int, error) {
	l, err := s.values(name, a)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, e := range l {
		if e == nil {
			continue
		}
		f, ok := qa.ToFloat(e)
		if !ok {
			return n, argErr(name, e, "numbers")
		}
		each(f)
		n++
	}
	return n, nil
}

func extreme(want int) Func {
	return fnN(1, -1, func(s *state, name string, a ...any) (any, error) {
		l, err := s.values(name, a)
		if err != nil {
			return nil, err
		}
		var best any
		for _, e := range l {
			if e == nil {
				continue
			}
			if best == nil {
				best = e
				continue
			}
			c, err := qa.Compare(e, best)
			if err != nil {
				return nil, err
			}
			if c == want {
				best = e
			}
		}
		return best, nil
	})
}

func compare(ok func(c int) bool) Func {
	return fn2(func(_ *state, _ string, x, y any) (any, error) {
		if x == nil || y == nil {
			// A missing value is not smaller or larger than anything:
			// count(group, .distance_km > 5) counts members that have it.
			return boxFalse, nil
		}
		c, err := qa.Compare(x, y)
		if err != nil {
			return nil, err
		}
		return boolean(ok(c)), nil
	})
}

// bind returns the function as the environment holds it, bound to s: a
// func(any) any, func(any, any) any or func(...any) any, which expr-lang
// calls directly; the compiled program holds only the name, so one
// compilation serves any number of states.
func (f Func) bind(s *state) any {
	name := f.Name
	switch {
	case f.impl1 != nil:
		impl := f.impl1
		return func(x any) any {
			v, err := impl(s, name, x)
			if err != nil {
				panic(err)
			}
			return v
		}
	case f.impl2 != nil:
		impl := f.impl2
		return func(x, y any) any {
			v, err := impl(s, name, x, y)
			if err != nil {
				panic(err)
			}
			return v
		}
	case f.implN != nil:
		impl := f.implN
		return func(a ...any) any {
			v, err := impl(s, name, a...)
			if err != nil {
				panic(err)
			}
			return v
		}
	}
	return nil
}

// funcByName indexes the callable functions (the table's and the
// internal ones) by name; builtins and keyword aliases are not in it.
var funcByName = func() map[string]*Func {
	m := map[string]*Func{}
	for _, l := range [][]Func{funcTable, internalFuncs} {
		for i := range l {
			if f := &l[i]; f.variable || f.bind(&state{}) != nil {
				m[f.Name] = f
			}
		}
	}
	return m
}()

// keptBuiltins are expr-lang's predicate builtins that stay enabled: they
// take a list and a predicate in braces or with #/.attr, and are bounded
// by the budget.
var keptBuiltins = func() map[string]bool {
	m := map[string]bool{}
	for _, f := range funcTable {
		if f.builtin {
			m[f.Name] = true
		}
	}
	return m
}()

// keywordFuncs are keyword operators that read naturally as functions:
// contains(a, b) is rewritten to the helper before parsing.
var keywordFuncs = func() map[string]string {
	m := map[string]string{}
	for _, f := range funcTable {
		if f.alias != "" {
			m[f.Name] = f.alias
		}
	}
	return m
}()

// keywordAlias are the helpers keyword calls are rewritten to, which an
// expression may thus call although their names are internal.
var keywordAlias = func() map[string]bool {
	m := map[string]bool{}
	for _, f := range keywordFuncs {
		m[f] = true
	}
	return m
}()

// environment returns the functions bound to s, by name, as a program's
// environment holds them.
func environment(s *state) map[string]any {
	env := make(map[string]any, len(funcByName)+8)
	for name, f := range funcByName {
		if b := f.bind(s); b != nil {
			env[name] = b
		}
	}
	return env
}

// funcDoc is the "# Functions" section of the package documentation,
// made from the table: each section's introduction and its functions with
// what they do.
func funcDoc() string {
	const col = 34
	var b strings.Builder
	b.WriteString("// # Functions\n")
	for _, sec := range sections {
		b.WriteString("//\n")
		for _, l := range wrap(string(sec), 74) {
			b.WriteString("// " + l + "\n")
		}
		b.WriteString("//\n")
		for _, f := range funcTable {
			if f.Section != sec {
				continue
			}
			call := f.Name + f.Sig
			switch {
			case f.Doc == "":
				b.WriteString("//\t" + call + "\n")
			case len(call) < col:
				b.WriteString("//\t" + call + strings.Repeat(" ", col-len(call)) + f.Doc + "\n")
			default:
				b.WriteString("//\t" + call + "\n//\t" + strings.Repeat(" ", col) + f.Doc + "\n")
			}
		}
	}
	b.WriteString(`//
// expr-lang's own builtins with other meanings (date, now, duration,
// lower, len, sum, ...) are replaced by the functions above; the rest of
// its builtins (reduce, groupBy, sortBy, repeat, toJSON, ...) are
// disabled. Method calls (start_date.Year()) are not supported.
`)
	return b.String()
}

// wrap breaks text into lines of at most width bytes at spaces.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	return append(lines, line)
}
