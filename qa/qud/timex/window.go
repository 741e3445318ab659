package timex

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"reqap/qa"
	"reqap/qa/expr"
)

// The attributes conditions read: every item has them, so no EXTRACT is
// needed.
const (
	DateAttr = "start_date"
	TimeAttr = "start_time"
)

// minYear and maxYear bound the years read as years; calendars of movable
// holidays without a year are listed for listFrom..listTo.
const (
	minYear, maxYear = 1900, 2099
	listFrom, listTo = 1990, 2045
)

// Window is what a time expression selects, in the planner's expression
// language (package qa/expr).
type Window struct {
	// From and To bound the days selected, half-open [From, To), as date
	// expressions over today or literals: date("2019-03-07"),
	// add_days(today, -7), start_of_week(today). "" is unbounded on that
	// side; both are "" when the days are not one interval (every March,
	// weekends).
	From, To string
	// DateCond is the FILTER condition on start_date: equivalent to
	// From/To when they are set, else the days selected ("month(start_date)
	// == 3", "weekday(start_date) >= 6").
	DateCond string
	// TimeCond is the condition on start_time ("after 6 pm", "in the
	// evening"); "" if none.
	TimeCond string
}

// Cond is the whole condition: DateCond and TimeCond joined.
func (w Window) Cond() string {
	switch {
	case w.DateCond == "":
		return w.TimeCond
	case w.TimeCond == "":
		return w.DateCond
	}
	return w.DateCond + " && " + w.TimeCond
}

// IsZero reports whether the window restricts nothing.
func (w Window) IsZero() bool { return w == Window{} }

// Resolve evaluates From and To on the day today, as the plan's executor
// would. from or to is the zero time where the window is unbounded on
// that side; ok is false when it has no bound at all or a bound does not
// evaluate (it names a ref: see ResolveRefs).
func (w Window) Resolve(today time.Time) (from, to time.Time, ok bool) {
	return w.ResolveRefs(today, nil)
}

// ResolveRefs is Resolve with the dates of refs the bounds name (an
// anchor's ref).
func (w Window) ResolveRefs(today time.Time, refs map[string]time.Time) (from, to time.Time, ok bool) {
	if w.From == "" && w.To == "" {
		return time.Time{}, time.Time{}, false
	}
	var err error
	if w.From != "" {
		if from, err = evalDate(w.From, today, refs); err != nil {
			return time.Time{}, time.Time{}, false
		}
	}
	if w.To != "" {
		if to, err = evalDate(w.To, today, refs); err != nil {
			return time.Time{}, time.Time{}, false
		}
	}
	return from, to, true
}

func evalDate(src string, today time.Time, refs map[string]time.Time) (time.Time, error) {
	p, err := expr.Compile(src, expr.Apply)
	if err != nil {
		return time.Time{}, err
	}
	y, m, d := today.Date()
	p.SetNow(time.Date(y, m, d, 12, 0, 0, 0, time.UTC))
	for k, v := range refs {
		p.Bind(k, qa.DateOf(v))
	}
	v, err := p.Run()
	if err != nil {
		return time.Time{}, err
	}
	dt, ok := v.(qa.Date)
	if !ok {
		return time.Time{}, fmt.Errorf("%s is %T, not a date", src, v)
	}
	return civil(dt.Year(), int(dt.Month()), dt.Day()), nil
}

// vkind is the kind of a value the grammar computes.
type vkind uint8

const (
	vAbs    vkind = iota + 1 // days [a, b); a or b zero: open
	vRel                     // bounds as expressions over today
	vYearly                  // the same days every year (no year said)
	vCond                    // a condition that is no interval (weekdays)
	vTime                    // a time of day only
	vEver                    // no restriction
)

// val is a time expression's meaning while it is parsed.
type val struct {
	kind     vkind
	a, b     time.Time
	from, to string
	cond     string
	yr       *yearly
	tcond    string
	contrast bool
	one      int // a weekday said of one day (Span.Day)
	// over is set for a time of day that runs past midnight (the night),
	// which said of one day runs into the next (nightOf).
	over *daytime
}

// yearly is a window that recurs each year.
type yearly struct {
	at func(y int) (time.Time, time.Time) // the window of year y, [a, b)
	// every is the condition for all years in closed form ("" when it has
	// none: a movable holiday, listed for listFrom..listTo).
	every string
	// m, d is the fixed first day (0 if it moves from year to year);
	// months is set for windows of whole months, the count.
	m, d, months, days int
	// season is set for seasons, whose "this" and "last" have their own
	// reading.
	season bool
}

func abs(a, b time.Time) val { return val{kind: vAbs, a: a, b: b} }

func day(t time.Time) val { return abs(t, t.AddDate(0, 0, 1)) }

func rel(from, to, cond string) val { return val{kind: vRel, from: from, to: to, cond: cond} }

// dateLit writes a date literal.
func dateLit(t time.Time) string {
	return fmt.Sprintf(`date("%04d-%02d-%02d")`, t.Year(), int(t.Month()), t.Day())
}

// addExpr adds n calendar units to the date expression base.
func addExpr(base, u string, n int) string {
	if n == 0 {
		return base
	}
	switch u {
	case "day":
		return fmt.Sprintf("add_days(%s, %d)", base, n)
	case "week":
		return fmt.Sprintf("add_weeks(%s, %d)", base, n)
	case "fortnight":
		return fmt.Sprintf("add_weeks(%s, %d)", base, 2*n)
	case "month":
		return fmt.Sprintf("add_months(%s, %d)", base, n)
	case "quarter":
		return fmt.Sprintf("add_months(%s, %d)", base, 3*n)
	case "year":
		return fmt.Sprintf("add_years(%s, %d)", base, n)
	case "decade":
		return fmt.Sprintf("add_years(%s, %d)", base, 10*n)
	}
	return base
}

// window renders a value.
func (v val) window() Window {
	w := Window{TimeCond: v.tcond}
	switch v.kind {
	case vAbs:
		if !v.a.IsZero() {
			w.From = dateLit(v.a)
		}
		if !v.b.IsZero() {
			w.To = dateLit(v.b)
		}
		w.DateCond = v.cond
		if w.DateCond == "" {
			w.DateCond = absCond(v.a, v.b)
		}
	case vRel:
		w.From, w.To, w.DateCond = v.from, v.to, v.cond
		if w.DateCond == "" {
			w.DateCond = relCond(v.from, v.to)
		}
	case vYearly:
		w.DateCond = v.yr.every
		if w.DateCond == "" {
			w.DateCond = listCond(v.yr)
		}
	case vCond:
		w.DateCond = v.cond
	}
	return w
}

// relCond is the condition of [from, to) given as expressions.
func relCond(from, to string) string {
	D := DateAttr
	switch {
	case from == "" && to == "":
		return ""
	case from == "":
		return fmt.Sprintf("%s < %s", D, to)
	case to == "":
		return fmt.Sprintf("%s >= %s", D, from)
	}
	return fmt.Sprintf("%s >= %s && %s < %s", D, from, D, to)
}

func isNewYear(t time.Time) bool { return t.Month() == 1 && t.Day() == 1 }

// absCond is the most readable condition for days [a, b): whole years
// and months by their numbers, one day by equality, else the first and
// last day.
func absCond(a, b time.Time) string {
	D := DateAttr
	switch {
	case a.IsZero() && b.IsZero():
		return ""
	case a.IsZero():
		if isNewYear(b) {
			return fmt.Sprintf("year(%s) < %d", D, b.Year())
		}
		return fmt.Sprintf("%s < %s", D, dateLit(b))
	case b.IsZero():
		if isNewYear(a) {
			return fmt.Sprintf("year(%s) >= %d", D, a.Year())
		}
		return fmt.Sprintf("%s >= %s", D, dateLit(a))
	}
	switch {
	case isNewYear(a) && isNewYear(b) && b.Year() == a.Year()+1:
		return fmt.Sprintf("year(%s) == %d", D, a.Year())
	case isNewYear(a) && isNewYear(b):
		return fmt.Sprintf("year(%s) >= %d && year(%s) <= %d", D, a.Year(), D, b.Year()-1)
	case a.Day() == 1 && b.Day() == 1 && (b.Year() == a.Year() || (b.Year() == a.Year()+1 && b.Month() == 1)):
		last := b.AddDate(0, 0, -1)
		if last.Month() == a.Month() {
			return fmt.Sprintf("year(%s) == %d && month(%s) == %d", D, a.Year(), D, int(a.Month()))
		}
		return fmt.Sprintf("year(%s) == %d && month(%s) >= %d && month(%s) <= %d", D, a.Year(), D, int(a.Month()), D, int(last.Month()))
	case b.Equal(a.AddDate(0, 0, 1)):
		return fmt.Sprintf("%s == %s", D, dateLit(a))
	}
	return fmt.Sprintf("%s >= %s && %s <= %s", D, dateLit(a), D, dateLit(b.AddDate(0, 0, -1)))
}

// mdRangeCond is the every-year condition for the days from m1/d1 to
// m2/d2, both included (wrapping over the new year when m2/d2 comes
// first).
func mdRangeCond(m1, d1, m2, d2 int) string {
	D := DateAttr
	wholeFrom := d1 == 1
	wholeTo := d2 >= daysIn(2023, m2) // February 28 ends February
	if m1 == m2 && d1 <= d2 {
		switch {
		case wholeFrom && wholeTo:
			return fmt.Sprintf("month(%s) == %d", D, m1)
		case d1 == d2:
			return fmt.Sprintf("month(%s) == %d && day(%s) == %d", D, m1, D, d1)
		}
		return fmt.Sprintf("month(%s) == %d && day(%s) >= %d && day(%s) <= %d", D, m1, D, d1, D, d2)
	}
	if wholeFrom && wholeTo {
		if m1 <= m2 {
			return fmt.Sprintf("month(%s) >= %d && month(%s) <= %d", D, m1, D, m2)
		}
		return fmt.Sprintf("(month(%s) >= %d || month(%s) <= %d)", D, m1, D, m2)
	}
	from := fmt.Sprintf("(month(%s) == %d && day(%s) >= %d)", D, m1, D, d1)
	if wholeFrom {
		from = fmt.Sprintf("month(%s) == %d", D, m1)
	}
	to := fmt.Sprintf("(month(%s) == %d && day(%s) <= %d)", D, m2, D, d2)
	if wholeTo {
		to = fmt.Sprintf("month(%s) == %d", D, m2)
	}
	var mid string
	switch {
	case m1 < m2 && m2-m1 > 1:
		mid = fmt.Sprintf(" || (month(%s) > %d && month(%s) < %d)", D, m1, D, m2)
	case m1 > m2:
		var parts []string
		if m1 < 12 {
			parts = append(parts, fmt.Sprintf("month(%s) > %d", D, m1))
		}
		if m2 > 1 {
			parts = append(parts, fmt.Sprintf("month(%s) < %d", D, m2))
		}
		if len(parts) > 0 {
			mid = " || " + strings.Join(parts, " || ")
		}
	}
	return "(" + from + mid + " || " + to + ")"
}

// listCond lists the days of a movable window for listFrom..listTo. The
// days of a window of several days ("over Easter": Good Friday to Easter
// Monday, every year) are written as ISO text, which a date equals, so
// that the list stays shorter than an expression may be; a window too
// long even so is read by its first day each year and its length, which
// costs a closure per item.
func listCond(yr *yearly) string {
	type window struct{ a, b time.Time }
	var ws []window
	n := 0
	for y := listFrom; y <= listTo; y++ {
		a, b := yr.at(y)
		ws = append(ws, window{a, b})
		n = max(n, int(b.Sub(a).Hours()+12)/24)
	}
	days := func(lit func(time.Time) string) string {
		var l []string
		for _, w := range ws {
			for d := w.a; d.Before(w.b); d = d.AddDate(0, 0, 1) {
				l = append(l, lit(d))
			}
		}
		return fmt.Sprintf("%s in [%s]", DateAttr, strings.Join(l, ", "))
	}
	if n <= 1 {
		return days(dateLit)
	}
	if c := days(func(d time.Time) string { return strconv.Quote(d.Format(time.DateOnly)) }); len(c) < listMax {
		return c
	}
	firsts := make([]string, len(ws))
	for i, w := range ws {
		firsts[i] = dateLit(w.a)
	}
	return fmt.Sprintf("any([%s], {days_between(#, %s) >= 0 && days_between(#, %s) < %d})", strings.Join(firsts, ", "), DateAttr, DateAttr, n)
}

// listMax is the longest list condition written out, leaving room under
// the expression limit (expr.MaxSource, 4096 bytes) for the conditions
// joined with it.
const listMax = 3584

// recentYear is an expression for the year of the latest window of yr
// that has begun by today (ended, with ended set).
func recentYear(yr *yearly, ended bool) string {
	if yr.m == 0 {
		return ""
	}
	m, d := yr.m, yr.d
	if ended {
		_, b := yr.at(2023)
		last := b.AddDate(0, 0, -1)
		span := last.Year() - 2023 // 1 when it ends in the next year
		if yr.months > 0 {
			if span > 0 {
				return fmt.Sprintf("(month(today) > %d ? year(today) - 1 : year(today) - 2)", int(last.Month()))
			}
			return fmt.Sprintf("(month(today) > %d ? year(today) : year(today) - 1)", int(last.Month()))
		}
		cmp := fmt.Sprintf("today > date(year(today), %d, %d)", int(last.Month()), last.Day())
		if span > 0 {
			return fmt.Sprintf("(%s ? year(today) - 1 : year(today) - 2)", cmp)
		}
		return fmt.Sprintf("(%s ? year(today) : year(today) - 1)", cmp)
	}
	if d == 1 {
		return fmt.Sprintf("(month(today) >= %d ? year(today) : year(today) - 1)", m)
	}
	return fmt.Sprintf("(today >= date(year(today), %d, %d) ? year(today) : year(today) - 1)", m, d)
}

// inYear is the window of yr in the year given by expression y.
func inYear(yr *yearly, y string) val {
	D := DateAttr
	start := fmt.Sprintf("date(%s, %d, %d)", y, yr.m, yr.d)
	if yr.months > 0 {
		lastM := yr.m + yr.months - 1
		to := fmt.Sprintf("add_months(%s, %d)", start, yr.months)
		if lastM > 12 {
			cond := fmt.Sprintf("((year(%s) == %s && month(%s) >= %d) || (year(%s) == %s + 1 && month(%s) <= %d))", D, y, D, yr.m, D, y, D, lastM-12)
			return rel(start, to, cond)
		}
		cond := fmt.Sprintf("year(%s) == %s && month(%s) == %d", D, y, D, yr.m)
		if yr.months > 1 {
			cond = fmt.Sprintf("year(%s) == %s && month(%s) >= %d && month(%s) <= %d", D, y, D, yr.m, D, lastM)
		}
		return rel(start, to, cond)
	}
	if yr.days == 1 {
		return rel(start, fmt.Sprintf("add_days(%s, 1)", start), fmt.Sprintf("%s == %s", D, start))
	}
	to := fmt.Sprintf("add_days(%s, %d)", start, yr.days)
	return rel(start, to, relCond(start, to))
}

// listRecent is the latest window of a movable yearly pattern that began
// on or before today, as an expression over the listed days.
func listStarts(yr *yearly) string {
	var days []string
	for y := listFrom; y <= listTo; y++ {
		a, _ := yr.at(y)
		days = append(days, dateLit(a))
	}
	return "[" + strings.Join(days, ", ") + "]"
}
