package timex

import (
	"fmt"
	"strings"
	"time"

	"reqap/lang/daypart"
	"reqap/lang/fold"
	"reqap/lang/plural"
)

// ordAt reads an ordinal ("first", "2nd", "last") at token i.
func (s *scan) ordAt(i int) (int, int, bool) {
	if e, v, ok := s.phrase(i, sOrdinal); ok {
		return v.(int), e, true
	}
	return 0, i, false
}

// numAt reads a count: digits or a number word ("three", "a couple of").
func (s *scan) numAt(i int) (int, int, bool) {
	t := s.tok(i)
	if t.kind == tNum && t.digits <= 4 && t.num > 0 {
		if s.attached(i+1) && s.tok(i+1).kind == tWord {
			return 0, i, false
		}
		return t.num, i + 1, true
	}
	if e, v, ok := s.phrase(i, sNumber); ok {
		return v.(int), e, true
	}
	return 0, i, false
}

// unitAt reads a calendar unit word ("weeks", "quarter").
func (s *scan) unitAt(i int) (string, int, bool) {
	if e, v, ok := s.phrase(i, sPeriod); ok {
		k := s.tok(i).key
		if strings.HasSuffix(k, "ly") || k == "annually" {
			return "", i, false // "weekly" is no unit of a window
		}
		return v.(unit).name, e, true
	}
	return "", i, false
}

// ofWhat reads what "the first week of ..." is of: a month with or
// without a year, or a year.
type ofWhat struct {
	m, y int // m = 0: a year
	end  int
}

func (s *scan) ofAt(i int) (ofWhat, bool) {
	if m, e, ok := s.monthAt(s.opt(i, "the")); ok {
		y, e2 := s.yearAfter(e, false)
		return ofWhat{m: m, y: y, end: e2}, true
	}
	if y, ok := s.yearAt(i); ok {
		return ofWhat{y: y, end: i + 1}, true
	}
	return ofWhat{}, false
}

// window of days [d1, d2] of what o names (a year: days of January,
// counted on).
func (o ofWhat) days(d1, d2 int, fromEnd bool) (core, bool) {
	if o.m == 0 {
		start := civil(o.y, 1, 1)
		if fromEnd {
			start = civil(o.y+1, 1, 1).AddDate(0, 0, -d2)
			return core{end: o.end, v: abs(start, start.AddDate(0, 0, d2-d1+1)), kind: Date, year: o.y}, true
		}
		a := start.AddDate(0, 0, d1-1)
		return core{end: o.end, v: abs(a, start.AddDate(0, 0, d2)), kind: Date, year: o.y}, true
	}
	y := o.y
	if y == 0 {
		y = 2023 // without a year: a month's days in a common year
	}
	n := daysIn(y, o.m)
	if fromEnd {
		d1, d2 = n-d2+1, n-d1+1
	}
	if d1 < 1 || d1 > n {
		return core{}, false
	}
	if d2 > n {
		d2 = n
	}
	if o.y == 0 {
		yr := mdYearly(o.m, d1, o.m, d2)
		return core{end: o.end, v: val{kind: vYearly, yr: yr}, kind: Date, yearly: yr}, true
	}
	return core{end: o.end, v: abs(civil(y, o.m, d1), civil(y, o.m, d2).AddDate(0, 0, 1)), kind: Date, year: y}, true
}

// weeks reads "the first week of 2019", "the last week of March", "the
// first seven days of 2024", "the last day of February", "the second weekend of August", "the first
// Monday of March", "the week of March 3rd, 2021", "week 12 of 2023", "the
// weekend of Oct 14-15, 2023".
func (s *scan) weeks(i int) []core {
	var out []core
	// "the", or "my" of one's own ("my last weekend in October")
	j := s.opt(i, "the", "my", "our")
	// the Nth week / weekend / weekday of (in) ...
	if n, e, ok := s.ordAt(j); ok {
		switch {
		case s.is(e, "week") && s.is(e+1, "of", "in"):
			if o, ok := s.ofAt(e + 2); ok {
				if n < 0 {
					if c, ok := o.days(1, 7, true); ok {
						out = append(out, c)
					}
				} else if c, ok := o.days(7*(n-1)+1, 7*n, false); ok {
					out = append(out, c)
				}
			}
		case s.is(e, "weekend") && s.is(e+1, "of", "in"):
			if o, ok := s.ofAt(e + 2); ok && o.m != 0 {
				out = append(out, nthWeekend(n, o))
			}
		case s.is(e, "day") && s.is(e+1, "of", "in") && n <= 31:
			// "the last day of February", "the first day of 2024"
			if o, ok := s.ofAt(e + 2); ok {
				if n < 0 {
					if c, ok := o.days(1, 1, true); ok {
						out = append(out, c)
					}
				} else if c, ok := o.days(n, n, false); ok {
					out = append(out, c)
				}
			}
		default:
			if e2, wv, ok := s.phrase(e, sWeekday); ok && s.is(e2, "of", "in") && !s.lx.wdAbbr[s.tok(e).key] {
				if o, ok := s.ofAt(e2 + 1); ok && o.m != 0 {
					wd := wv.(int)
					if o.y != 0 {
						d := nthWeekday(o.y, o.m, wd, n)
						if int(d.Month()) == o.m {
							out = append(out, core{end: o.end, v: day(d), kind: Date, year: o.y})
						}
					} else {
						out = append(out, core{end: o.end, v: val{kind: vCond, cond: nthWeekdayCond(o.m, wd, n)}, kind: Date})
					}
				}
			}
		}
	}
	// the first / last N days (weeks, months) of ...
	if n, e, ok := s.ordAt(j); ok && (n == 1 || n == -1) {
		if c, e2, ok := s.numAt(e); ok && s.is(e2+1, "of") {
			u, _, _ := s.unitAt(e2)
			if o, ok := s.ofAt(e2 + 2); ok {
				switch {
				case (u == "day" || u == "week") && c <= 31:
					if u == "week" {
						c *= 7
					}
					if cc, ok := o.days(1, c, n < 0); ok {
						out = append(out, cc)
					}
				case u == "month" && o.m == 0 && c <= 12:
					m := 1
					if n < 0 {
						m = 13 - c
					}
					out = append(out, months(m, c, o.y, o.end, false))
				}
			}
		}
	}
	// the week / weekend of a date
	if s.is(j, "week", "weekend") && s.is(j+1, "of") {
		weekend := s.is(j, "weekend")
		for _, c := range s.cores(j + 2) {
			if c.kind != Date || c.v.kind != vAbs || c.v.a.IsZero() || c.v.b.IsZero() {
				continue
			}
			if weekend && c.single {
				out = append(out, core{end: c.end, v: c.v, kind: Date, year: c.year}) // the days given
				continue
			}
			if c.v.b.Sub(c.v.a) > 24*time.Hour {
				continue
			}
			var a, b time.Time
			if weekend {
				a, b = weekendOf(c.v.a)
			} else {
				a = startOfWeek(c.v.a)
				b = a.AddDate(0, 0, 7)
			}
			out = append(out, core{end: c.end, v: abs(a, b), kind: Date, year: c.year})
		}
		if weekend {
			// "the weekend of Oct 14-15" without a year
			for _, c := range s.cores(j + 2) {
				if c.kind == Date && c.v.kind == vYearly && c.single {
					out = append(out, core{end: c.end, v: c.v, kind: Date, yearly: c.yearly, single: true})
				}
			}
		}
		// "the week of Christmas", "the weekend of Easter": of the day
		// every year, as "Christmas week" is
		for _, c := range s.cores(j + 2) {
			if c.kind != Date || c.v.kind != vYearly || c.single || c.yearly == nil {
				continue
			}
			if a, b := c.yearly.at(2023); b.Sub(a) > 24*time.Hour {
				continue // a day, not a period
			}
			day := c.yearly.at
			at := func(y int) (time.Time, time.Time) {
				d, _ := day(y)
				if weekend {
					return weekendOf(d)
				}
				a := startOfWeek(d)
				return a, a.AddDate(0, 0, 7)
			}
			yr := &yearly{at: at}
			out = append(out, core{end: c.end, v: val{kind: vYearly, yr: yr}, kind: Date, yearly: yr})
		}
	}
	// week 12 [of 2023], calendar week 12
	k := j
	if s.is(k, "calendar", "iso") {
		k++
	}
	if s.is(k, "week") && s.tok(k+1).kind == tNum && s.tok(k+1).num >= 1 && s.tok(k+1).num <= 53 && s.tok(k+1).digits <= 2 {
		n := s.tok(k + 1).num
		y, e := s.yearAfter(k+2, true)
		if y != 0 {
			mon := isoWeekMonday(y, n)
			if _, w := mon.ISOWeek(); w == n {
				cond := fmt.Sprintf("isoyear(%s) == %d && isoweek(%s) == %d", DateAttr, y, DateAttr, n)
				out = append(out, core{end: e, v: val{kind: vAbs, a: mon, b: mon.AddDate(0, 0, 7), cond: cond}, kind: Date, year: y})
			}
		} else if k > j || s.is(i-1, "in", "during") {
			out = append(out, core{end: k + 2, v: val{kind: vCond, cond: fmt.Sprintf("isoweek(%s) == %d", DateAttr, n)}, kind: Date})
		}
	}
	return out
}

// isoWeekMonday is the Monday of ISO week n of year y.
func isoWeekMonday(y, n int) time.Time {
	jan4 := civil(y, 1, 4)
	return startOfWeek(jan4).AddDate(0, 0, 7*(n-1))
}

// nthWeekend is the Nth Saturday of a month and the Sunday after it.
func nthWeekend(n int, o ofWhat) core {
	if o.y != 0 {
		sat := nthWeekday(o.y, o.m, 6, n)
		return core{end: o.end, v: abs(sat, sat.AddDate(0, 0, 2)), kind: Date, year: o.y}
	}
	D := DateAttr
	lo, hi := 7*(n-1)+1, 7*n
	if n < 0 {
		lo, hi = daysIn(2023, o.m)-6, 31
	}
	cond := fmt.Sprintf("month(%s) == %d && ((weekday(%s) == 6 && day(%s) >= %d && day(%s) <= %d) || (weekday(%s) == 7 && day(%s) >= %d && day(%s) <= %d))",
		D, o.m, D, D, lo, D, hi, D, D, lo+1, D, hi+1)
	yr := &yearly{at: func(y int) (time.Time, time.Time) {
		sat := nthWeekday(y, o.m, 6, n)
		return sat, sat.AddDate(0, 0, 2)
	}, every: cond}
	return core{end: o.end, v: val{kind: vYearly, yr: yr}, kind: Date, yearly: yr}
}

// parts reads "early 2019", "mid-March", "the end of March", "the
// beginning of the year", "late 2010s", "the end of last year".
func (s *scan) parts(i int) []core {
	var out []core
	for _, p := range s.phrasesOf(i, sPart) {
		part := p.val.(string)
		j := p.end
		if s.is(j, "-") && s.attached(j) {
			j++
		}
		third := map[string]int{"early": 0, "mid": 1, "late": 2}[part]
		// a month
		if m, e, ok := s.monthAt(s.opt(j, "the")); ok {
			y, e2 := s.yearAfter(e, false)
			d1, d2 := 1+10*third, 10+10*third
			o := ofWhat{m: m, y: y, end: e2}
			if third == 2 {
				d2 = 31
			}
			if c, ok := o.days(d1, d2, false); ok {
				out = append(out, c)
			}
			continue
		}
		// a season: its first, middle or last month
		if se, e, ok := s.seasonAt(s.opt(j, "the")); ok {
			y, e2 := s.yearAfter(e, false)
			m := se[0] + third
			if m > 12 {
				m -= 12
			}
			if y == 0 {
				yr := mdYearly(m, 1, m, daysIn(2023, m))
				out = append(out, core{end: e2, v: val{kind: vYearly, yr: yr}, kind: Date, yearly: yr})
				continue
			}
			if m < se[0] {
				y++ // the end of winter 2021 is in February 2022
			}
			a := civil(y, m, 1)
			out = append(out, core{end: e2, v: abs(a, a.AddDate(0, 1, 0)), kind: Date, year: y})
			continue
		}
		// a decade
		if c, ok := s.decade(j); ok {
			y := c.v.a.Year() + []int{0, 4, 7}[third]
			n := []int{4, 3, 3}[third]
			out = append(out, core{end: c.end, v: abs(civil(y, 1, 1), civil(y+n, 1, 1)), kind: Date})
			continue
		}
		// a year
		if y, ok := s.yearAt(j); ok {
			a := civil(y, 1+4*third, 1)
			out = append(out, core{end: j + 1, v: abs(a, a.AddDate(0, 4, 0)), kind: Date, year: y})
			continue
		}
		if yc, e, ok := s.whichYear(j); ok {
			out = append(out, core{end: e, v: relMonths(yc, 1+4*third, 4), kind: Date})
			continue
		}
		// this month, last month
		if e, v, ok := s.phrase(j, sDeictic); ok && s.is(e, "month") {
			base := map[string]string{"this": "start_of_month(today)", "last": "add_months(start_of_month(today), -1)", "next": "add_months(start_of_month(today), 1)"}[v.(string)]
			from := addExpr(base, "day", 10*third)
			to := addExpr(base, "day", 10*third+10)
			if third == 2 {
				to = addExpr(base, "month", 1)
			}
			out = append(out, core{end: e + 1, v: rel(from, to, ""), kind: Date})
		}
	}
	return out
}

// relative reads times relative to today: "yesterday", "last month",
// "this year so far", "the past 3 weeks", "two years ago", "last Monday",
// "last summer", "this time last year", "earlier this year".
func (s *scan) relative(i int) []core {
	var out []core
	addV := func(end int, v val) { out = append(out, core{end: end, v: v, kind: Date}) }
	// yesterday, this morning
	if e, v, ok := s.phrase(i, sDay); ok {
		d := v.(dayRef)
		dexpr := addExpr("today", "day", d.offset)
		w := rel(dexpr, fmt.Sprintf("add_days(%s, 1)", dexpr), fmt.Sprintf("%s == %s", DateAttr, dexpr))
		if d.dt != nil {
			w.tcond = daytimeCond(d.dt)
		}
		addV(e, w)
	}
	// "the 6th", "Saturday the 4th": a day of this month, or of the last
	// when this month has not reached it. Only digits with their suffix:
	// "the second time" is no date.
	th := i
	if e, _, ok := s.phrase(th, sWeekday); ok {
		th = s.opt(e, ",")
	}
	if s.is(th, "the") && s.tok(th+1).kind == tNum {
		if d, e, ord := s.dayNum(th + 1); d > 0 && ord && s.is(e, "of") && (s.is(e+1, "every", "each") && s.is(e+2, "month") || s.is(e+1, "the") && s.is(e+2, "month")) {
			// "the 1st of every month", "the 15th of the month": that
			// day of any month
			addV(e+3, val{kind: vCond, cond: fmt.Sprintf("day(%s) == %d", DateAttr, d)})
		} else if d > 0 && ord {
			if _, _, isMonth := s.monthAt(s.opt(e, "of")); !isMonth {
				if _, _, isUnit := s.unitAt(e); !isUnit {
					dexpr := fmt.Sprintf("(day(today) >= %d ? %s : %s)", d, addExpr("start_of_month(today)", "day", d-1), addExpr("add_months(start_of_month(today), -1)", "day", d-1))
					addV(e, rel(dexpr, fmt.Sprintf("add_days(%s, 1)", dexpr), fmt.Sprintf("%s == %s", DateAttr, dexpr)))
				}
			}
		}
	}
	// this time last year
	if s.is(i, "this") && s.is(i+1, "time") {
		if e, v, ok := s.phrase(i+2, sDeictic); ok && v.(string) == "last" {
			if u, e2, ok := s.unitAt(e); ok && (u == "year" || u == "month" || u == "week") {
				c := addExpr("today", u, -1)
				addV(e2, rel(addExpr(c, "day", -3), addExpr(c, "day", 4), ""))
			}
		}
	}
	// earlier this year
	if s.is(i, "earlier") {
		if e, v, ok := s.phrase(i+1, sDeictic); ok && v.(string) == "this" {
			if u, e2, ok := s.unitAt(e); ok {
				if start := unitStart(u); start != "" {
					addV(e2, rel(start, "today", ""))
				}
			}
		}
	}
	// year to date
	if s.is(i, "year") && s.is(i+1, "to") && s.is(i+2, "date") || s.is(i, "ytd") {
		end := i + 3
		if s.is(i, "ytd") {
			end = i + 1
		}
		v, _ := calendarUnit("this", "year")
		addV(end, soFar(v))
	}
	// so far this year
	j := i
	if s.is(i, "so") && s.is(i+1, "far") {
		j = i + 2
	}
	// the week before last, the year after next
	if u, e, ok := s.unitAt(s.opt(i, "the")); ok {
		for _, w := range [][2]string{{"before", "last"}, {"after", "next"}} {
			if s.is(e, w[0]) && s.is(e+1, w[1]) {
				if v, ok := calendarUnit(w[0]+" "+w[1], u); ok {
					addV(e+2, v)
				}
			}
		}
	}
	// the summer before last, the Christmas after next: a year before the
	// last one or after the next one, as "the week before last" is a week
	// before last week
	if k := s.opt(i, "the"); k > i {
		var yrs []*yearly
		var ends []int
		if se, e2, ok := s.seasonAt(k); ok {
			yrs, ends = append(yrs, seasonYearly(se)), append(ends, e2)
		}
		for _, h := range s.holidays(k) {
			if h.yearly != nil && h.year == 0 && h.yearly.m != 0 {
				yrs, ends = append(yrs, h.yearly), append(ends, h.end)
			}
		}
		for n, yr := range yrs {
			e := ends[n]
			switch {
			case s.is(e, "before") && s.is(e+1, "last"):
				addV(e+2, inYear(yr, "("+recentYear(yr, true)+" - 1)"))
			case s.is(e, "after") && s.is(e+1, "next"):
				// the next one is this year's while it has not begun
				addV(e+2, inYear(yr, fmt.Sprintf("(today < date(year(today), %d, %d) ? year(today) + 1 : year(today) + 2)", yr.m, yr.d)))
			}
		}
	}
	// the weekend before last, the weekend after next: a week from last
	// or next weekend
	if k := s.opt(i, "the"); s.is(k, "weekend") {
		for _, w := range []struct {
			a, b string
			off  int
		}{{"before", "last", -9}, {"after", "next", 19}} {
			if s.is(k+1, w.a) && s.is(k+2, w.b) {
				from := addExpr("start_of_week(today)", "day", w.off)
				addV(k+3, rel(from, addExpr("start_of_week(today)", "day", w.off+2), ""))
			}
		}
	}
	// this / last / next ...
	for _, d := range s.deictics(j) {
		which, e := d.which, d.end
		k := s.opt(e, "calendar")
		if u, e2, ok := s.unitAt(k); ok {
			if v, ok := calendarUnit(which, u); ok {
				if which == "this" && (j > i || s.is(e2, "so") && s.is(e2+1, "far") || s.is(e2, "to") && s.is(e2+1, "date")) {
					// this year so far: up to today
					if j == i {
						e2 += 2
					}
					v = soFar(v)
				}
				addV(e2, v)
			}
		}
		if s.is(k, "weekend") {
			sow := "start_of_week(today)"
			off := map[string]int{"this": 5, "last": -2, "next": 12}[which]
			from := addExpr(sow, "day", off)
			addV(k+1, rel(from, addExpr(sow, "day", off+2), ""))
		}
		if m, e2, ok := s.monthAt(e); ok && !s.is(e2, "-") {
			addV(e2, thisMonth(which, m))
		}
		if se, e2, ok := s.seasonAt(e); ok {
			yr := seasonYearly(se)
			y := recentYear(yr, which == "last")
			if which == "next" {
				y = strings.Replace(recentYear(yr, false), "year(today) - 1", "year(today) + 1", 1)
				y = strings.Replace(y, "? year(today) :", "? year(today) + 1 :", 1)
			}
			addV(e2, inYear(yr, y))
		}
		if e2, wv, ok := s.phrase(e, sWeekday); ok && !s.lx.wdAbbr[s.tok(e).key] {
			addV(e2, weekdayOf(wv.(int), which))
		}
		for _, h := range s.holidays(e) {
			if h.yearly == nil || h.year != 0 {
				continue
			}
			addV(h.end, lastYearly(h.yearly, which))
		}
	}
	// the past 3 weeks, the last year
	for _, r := range s.phrasesOf(i, sRolling) {
		e := r.end
		n, e2, hasN := s.numAt(e)
		if !hasN {
			n, e2 = 1, e
			if _, _, deictic := s.phrase(i, sDeictic); deictic && !s.is(i, "the") {
				if word := s.text(i, r.end); word == "last" || word == "previous" || word == "Last" || word == "Previous" {
					continue // "last year" is the calendar year
				}
			}
		}
		if s.is(e2, "few", "couple") {
			e2 = s.opt(e2+1, "of")
		}
		u, e3, ok := s.unitAt(e2)
		if !ok || n > 1000 || (s.is(i, "the") || s.is(i-1, "the")) && s.is(e3, "of") {
			// "the last day of my trip": a happening's own last
			// units, not the days up to today
			continue
		}
		from := addExpr("today", u, -n)
		addV(e3, rel(from, "add_days(today, 1)", fmt.Sprintf("%s >= %s && %s <= today", DateAttr, from, DateAttr)))
	}
	// two years ago
	if n, e, ok := s.numAt(i); ok {
		// "two Sundays ago": the Sunday a week before last Sunday
		if e2, wv, ok := s.phrase(e, sWeekday); ok && s.is(e2, "ago") && n >= 1 && n <= 520 && !s.lx.wdAbbr[s.tok(e).key] {
			last := weekdayOf(wv.(int), "last").from
			d := addExpr(last, "day", -7*(n-1))
			addV(e2+1, rel(d, fmt.Sprintf("add_days(%s, 1)", d), fmt.Sprintf("%s == %s", DateAttr, d)))
		}
		if u, e2, ok := s.unitAt(e); ok && s.is(e2, "ago") && n <= 1000 {
			if u == "day" {
				d := addExpr("today", "day", -n)
				addV(e2+1, rel(d, fmt.Sprintf("add_days(%s, 1)", d), fmt.Sprintf("%s == %s", DateAttr, d)))
			} else {
				addV(e2+1, rel(addExpr("today", u, -n), addExpr("today", u, -n+1), ""))
			}
		}
	}
	return out
}

// soFar is the current unit up to today.
func soFar(v val) val {
	return rel(v.from, "add_days(today, 1)", fmt.Sprintf("%s >= %s && %s <= today", DateAttr, v.from, DateAttr))
}

// deictic is "this", "last" or "next" before a unit or a name.
type deictic struct {
	which string
	end   int
}

// deictics reads this/last/next at token i; "past" and "this past" are
// "last" before a name ("this past summer").
func (s *scan) deictics(i int) []deictic {
	var out []deictic
	for _, m := range s.phrasesOf(i, sDeictic) {
		out = append(out, deictic{m.val.(string), m.end})
	}
	if s.is(i, "this") && s.is(i+1, "past") {
		out = append(out, deictic{"last", i + 2})
	}
	return out
}

// unitStart is the first day of the current unit.
func unitStart(u string) string {
	switch u {
	case "week":
		return "start_of_week(today)"
	case "month":
		return "start_of_month(today)"
	case "quarter":
		return quarterStart
	case "year":
		return "start_of_year(today)"
	}
	return ""
}

const quarterStart = "date(year(today), month(today) <= 3 ? 1 : month(today) <= 6 ? 4 : month(today) <= 9 ? 7 : 10, 1)"

// calendarUnit is this/last/next week, month, quarter, year, decade.
func calendarUnit(which, u string) (val, bool) {
	D := DateAttr
	// "the week before last" is two weeks back, "the month after next"
	// two months ahead.
	offsets := map[string]int{"this": 0, "last": -1, "next": 1, "before last": -2, "after next": 2}
	if u == "year" {
		switch which {
		case "this":
			return rel("start_of_year(today)", "add_years(start_of_year(today), 1)", fmt.Sprintf("year(%s) == year(today)", D)), true
		case "last":
			return rel("add_years(start_of_year(today), -1)", "start_of_year(today)", fmt.Sprintf("year(%s) == year(today) - 1", D)), true
		case "next":
			return rel("add_years(start_of_year(today), 1)", "add_years(start_of_year(today), 2)", fmt.Sprintf("year(%s) == year(today) + 1", D)), true
		}
		n := offsets[which]
		return rel(fmt.Sprintf("add_years(start_of_year(today), %d)", n), fmt.Sprintf("add_years(start_of_year(today), %d)", n+1), fmt.Sprintf("year(%s) == year(today) + %d", D, n)), true
	}
	if u == "decade" {
		start := "date(floor(year(today) / 10) * 10, 1, 1)"
		n := offsets[which]
		from := addExpr(start, "year", 10*n)
		return rel(from, addExpr(from, "year", 10), ""), true
	}
	start := unitStart(u)
	if u == "fortnight" {
		start, u = "start_of_week(today)", "fortnight"
	}
	if start == "" {
		return val{}, false
	}
	n := offsets[which]
	from := addExpr(start, u, n)
	if u == "week" {
		from = addExpr(start, "day", 7*n)
		return rel(from, addExpr(start, "day", 7*n+7), ""), true
	}
	return rel(from, addExpr(start, u, n+1), ""), true
}

// thisMonth is "this April" (in the current year), "last April" (the
// latest April that is over), "next April".
func thisMonth(which string, m int) val {
	y := "year(today)"
	switch which {
	case "last":
		y = fmt.Sprintf("(month(today) > %d ? year(today) : year(today) - 1)", m)
	case "next":
		y = fmt.Sprintf("(month(today) < %d ? year(today) : year(today) + 1)", m)
	}
	return relMonths(y, m, 1)
}

// lastYearly is this/last/next of a holiday: the latest one over (last),
// the latest begun (this), the first to come (next).
func lastYearly(yr *yearly, which string) val {
	if yr.m != 0 {
		y := recentYear(yr, which == "last")
		if which == "next" {
			y = strings.Replace(strings.Replace(recentYear(yr, false), "year(today) - 1", "year(today) + 1", 1), "? year(today) :", "? year(today) + 1 :", 1)
			y = strings.Replace(y, ">=", "<", 1)
		}
		return inYear(yr, y)
	}
	// A movable one: its days within the year before (or after) today.
	D := DateAttr
	list := listCond(yr)
	switch which {
	case "next":
		return val{kind: vCond, cond: fmt.Sprintf("%s && %s > today && %s <= add_years(today, 1)", list, D, D)}
	case "last":
		return val{kind: vCond, cond: fmt.Sprintf("%s && %s < today && %s >= add_years(today, -1)", list, D, D)}
	}
	return val{kind: vCond, cond: fmt.Sprintf("%s && %s <= today && %s > add_years(today, -1)", list, D, D)}
}

// weekdaySet reads "on weekends", "weekdays", "on Mondays", "Saturdays or
// Sundays", "Monday to Friday", "Mondays vs Tuesdays".
func (s *scan) weekdaySet(i int) (core, bool) {
	j := i
	if s.is(j, "on", "every", "each") {
		j++
	}
	j = s.opt(j, "the")
	if e, v, ok := s.phrase(j, sDayset); ok && !(s.is(e-1, "week") && s.is(e, "when", "that", "where", "i", "we", "my", "our")) {
		// "during the week" is the weekdays; "during the week when I
		// …" is the one week a clause tells (an anchor)
		r := v.([2]int)
		return core{end: e, v: val{kind: vCond, cond: daysetCond(r[0], r[1])}, kind: Weekdays}, true
	}
	if s.is(j, "weekday", "workday") {
		if _, _, ok := s.phrase(j+1, sDaytime); ok {
			// "on weekday mornings": the singular before a time of
			// day is the weekdays' ("which weekday" asks one of seven)
			return core{end: j + 1, v: val{kind: vCond, cond: daysetCond(1, 5)}, kind: Weekdays}, true
		}
	}
	e, v, ok := s.phrase(j, sWeekday)
	if !ok {
		return core{}, false
	}
	abbr := s.lx.wdAbbr[s.tok(j).key]
	if s.nameNext(e) || s.nameNext(j-1) && j == i {
		return core{}, false // "Friday Night Lights", "Sunday Bloody Sunday"
	}
	days := []int{v.(int)}
	end := e
	// a range: Monday to Friday, Mon-Fri
	for _, r := range s.phrasesOf(e, sRange) {
		if w := s.text(e, r.end); w == "and" {
			continue
		}
		if e2, v2, ok := s.phrase(r.end, sWeekday); ok && (s.lx.wdAbbr[s.tok(r.end).key] == abbr) {
			a, b := days[0], v2.(int)
			cond := daysetCond(a, b)
			if a > b {
				cond = fmt.Sprintf("(weekday(%s) >= %d || weekday(%s) <= %d)", DateAttr, a, DateAttr, b)
			}
			return core{end: e2, v: val{kind: vCond, cond: cond}, kind: Weekdays}, true
		}
	}
	if abbr {
		return core{}, false
	}
	contrast := false
	for {
		k := end
		switch {
		case s.is(k, "vs", "versus"):
			contrast = true
			k = s.opt(k+1, ".")
		case s.is(k, "compared") && s.is(k+1, "to", "with"):
			contrast = true
			k += 2
		case s.is(k, "or", "and", ",", "&", "/"):
			k++
		default:
			k = -1
		}
		if k < 0 {
			break
		}
		k = s.opt(k, "on")
		e2, v2, ok := s.phrase(k, sWeekday)
		if !ok || s.lx.wdAbbr[s.tok(k).key] {
			break
		}
		days = append(days, v2.(int))
		end = e2
	}
	D := DateAttr
	if len(days) == 1 {
		v := val{kind: vCond, cond: fmt.Sprintf("weekday(%s) == %d", D, days[0])}
		if !s.is(i, "every", "each") && !s.is(i-1, "a", "any", "every", "each") && s.singular(j, end) {
			v.one = days[0]
		}
		return core{end: end, v: v, kind: Weekdays}, true
	}
	sortInts(days)
	if !contrast && len(days) == 2 && days[0] == 6 && days[1] == 7 {
		return core{end: end, v: val{kind: vCond, cond: daysetCond(6, 7)}, kind: Weekdays}, true
	}
	strs := make([]string, len(days))
	for n, d := range days {
		strs[n] = fmt.Sprint(d)
	}
	return core{end: end, v: val{kind: vCond, cond: fmt.Sprintf("weekday(%s) in [%s]", D, strings.Join(strs, ", ")), contrast: contrast}, kind: Weekdays}, true
}

// singular reports whether the weekday of tokens j..e is said of one day:
// "Monday", not "Mondays" nor "Monday mornings", nor a weekday that
// qualifies a plural noun ("Sunday roasts", "Friday drinks", "Monday
// meetings": the habit of such days, as "Monday mornings" is).
func (s *scan) singular(j, e int) bool {
	if strings.HasSuffix(s.tok(e-1).key, "s") {
		return false
	}
	// "Sunday lunch", "Friday dinner": the meal of such days, a habit as
	// "Sunday roasts" is
	if t := s.tok(e); t.kind == tWord && !t.first && weekdayMeals[t.key] && e == j+1 && !s.is(j-1, "on", "last", "this", "next", "that", "past", "coming") {
		return false
	}
	if k := s.tok(e).key; strings.HasSuffix(k, "s") {
		if _, _, ok := s.phrase(e, sDaytime); ok {
			return false
		}
		if t := s.tok(e); t.kind == tWord && !t.first && pluralNoun(k) && e == j+1 && !s.is(j-1, "on", "last", "this", "next", "that", "past", "coming") {
			return false
		}
	}
	return true
}

// weekdayMeals are the meals a weekday names as a habit ("Sunday lunch").
var weekdayMeals = map[string]bool{"breakfast": true, "brunch": true, "lunch": true, "dinner": true, "supper": true, "roast": true}

// pluralNoun reports whether a word ending in s reads as a plural noun
// after a weekday: not a short word of grammar ("is", "was", "has"), nor
// one of the longer words of grammar or adverbs that end so ("this",
// "does", "always", "across").
func pluralNoun(k string) bool {
	if len(k) <= 3 || strings.HasSuffix(k, "ss") || fold.Possessive(k) || strings.HasSuffix(k, "us") {
		return false
	}
	switch k {
	case "this", "does", "always", "perhaps", "sometimes", "afterwards", "towards", "besides", "nights", "plus", "thus", "minus", "unless", "whereas", "across":
		return false
	}
	return true
}

// weekdayOf is one day wd (1-7): the last one before today ("last"), the
// one of this week ("this") or the coming one after today.
func weekdayOf(wd int, which string) val {
	var dexpr string
	switch which {
	case "last":
		dexpr = fmt.Sprintf("add_days(today, weekday(today) > %d ? %d - weekday(today) : %d - weekday(today))", wd, wd, wd-7)
	case "this":
		dexpr = addExpr("start_of_week(today)", "day", wd-1)
	default:
		dexpr = fmt.Sprintf("add_days(today, weekday(today) < %d ? %d - weekday(today) : %d - weekday(today))", wd, wd, wd+7)
	}
	return rel(dexpr, fmt.Sprintf("add_days(%s, 1)", dexpr), fmt.Sprintf("%s == %s", DateAttr, dexpr))
}

// OneWeekday is the window of one day of the week wd (1 Monday to 7
// Sunday): the last one before today when past, else the coming one after
// today. A weekday said of one day (Span.Day) is one of these by the
// tense of the question around it, which the caller reads.
func OneWeekday(wd int, past bool) Window {
	if past {
		return weekdayOf(wd, "last").window()
	}
	return weekdayOf(wd, "next").window()
}

// nameNext reports whether token i is a capitalised word of a name: not
// the first of a sentence, not "I", not a time word.
func (s *scan) nameNext(i int) bool {
	t := s.tok(i)
	if t.kind != tWord || !t.upper || t.first || t.key == "i" {
		return false
	}
	for _, e := range s.lx.index[t.key] {
		if e.set == sMonth || e.set == sWeekday || e.set == sSeason {
			return false
		}
	}
	return true
}

func sortInts(a []int) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && a[j] < a[j-1]; j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

// daysetCond is the condition for weekdays a..b.
func daysetCond(a, b int) string {
	D := DateAttr
	switch {
	case a == b:
		return fmt.Sprintf("weekday(%s) == %d", D, a)
	case a == 1:
		return fmt.Sprintf("weekday(%s) <= %d", D, b)
	case b == 7:
		return fmt.Sprintf("weekday(%s) >= %d", D, a)
	}
	return fmt.Sprintf("weekday(%s) >= %d && weekday(%s) <= %d", D, a, D, b)
}

// daytime reads "in the evening", "at night", "mornings".
func (s *scan) daytime(i int) (core, bool) {
	j := i
	switch {
	case (s.is(j, "in", "during") && s.is(j+1, "the")) || (s.is(j, "early", "late") && s.is(j+1, "in") && s.is(j+2, "the")):
		if s.is(j, "early", "late") {
			// "early in the morning": the early morning
			e, v, ok := s.phrase(j+3, sDaytime)
			if ok {
				name := s.tok(j).key + "_" + v.(*daytime).name
				if dt := s.lx.dtByName[name]; dt != nil {
					return core{end: e, v: val{kind: vTime, tcond: daytimeCond(dt)}, kind: TimeOfDay}, true
				}
			}
			return core{}, false
		}
		j += 2
	case s.is(j, "every", "each", "in", "on", "during"):
		j++
	}
	e, v, ok := s.phrase(j, sDaytime)
	if !ok {
		return core{}, false
	}
	if t := s.tok(j); t.upper && !t.first {
		return core{}, false // "Good Morning America"
	}
	if j == i && j > 0 { // (a part of the day first has no count before it: "Evening runs in 2025?")
		if _, _, counted := s.numAt(j - 1); counted && !s.is(j-1, "a", "an") || s.is(j-1, "many", "several", "few") {
			return core{}, false // "how many nights", "three evenings": a count
		}
		if s.is(j-1, "which", "what") {
			return core{}, false // "which nights did I stay up": the days asked
		}
	}
	if j == i && e == j+1 && s.compoundHead(j) {
		return core{}, false // "parents evening", "games night": an occasion's name
	}
	if j == i && s.topicOfAbout(j) {
		return core{}, false // "the note about the beautiful morning": what was written of
	}
	dt := v.(*daytime)
	if dt.name == "night" && j == i && j > 0 {
		if we, _, ok := s.phrase(j-1, sWeekday); ok && we == j {
			// "Saturday nights": that day's evening and the night after
			// it, a night out, as "last night" is yesterday evening
			if ev := s.lx.dtByName["evening"]; ev != nil {
				dt = &daytime{name: dt.name, start: ev.start, end: dt.end}
			}
		}
	}
	tv := val{kind: vTime, tcond: daytimeCond(dt)}
	if dt.end < dt.start {
		tv.over = dt
	}
	return core{end: e, v: tv, kind: TimeOfDay}, true
}

// topicOfAbout reports whether the part of the day at token j ends a noun
// phrase that is the object of "about" ("about the beautiful morning", "about
// a lazy evening"): the topic of what was written, not a time of it. A
// determiner must begin the phrase; at most two adjectives may stand between.
func (s *scan) topicOfAbout(j int) bool {
	for k := j - 1; k >= j-3 && k >= 1; k-- {
		t := s.tok(k)
		if t.kind != tWord {
			return false
		}
		if s.is(k, "the", "a", "an", "that") {
			return s.is(k-1, "about")
		}
		if t.upper && !t.first {
			return false
		}
	}
	return false
}

// compoundHead reports whether the part of the day at token j is the head
// of a noun compound whose first noun is a plural ("Leo's parents
// evening", "parents' evening", "games night"): an occasion named so, not
// a time of day. A plural that is itself a time ("Mondays", "weekends")
// or an adverb ending in -s ("towards evening") is no such noun.
func (s *scan) compoundHead(j int) bool {
	k := j - 1
	if t := s.tok(k); t.kind != tWord && (t.key == "'" || t.key == "’") && !t.space {
		k-- // "parents' evening"
	}
	p := s.tok(k)
	if p.kind != tWord || p.upper && !p.first {
		return false
	}
	if _, ok := plural.One(p.key); !ok || adverbsInS[p.key] {
		return false
	}
	for _, set := range []setID{sWeekday, sMonth, sDaytime, sSeason, sHoliday} {
		if _, _, ok := s.phrase(k, set); ok {
			return false
		}
	}
	return !strings.HasPrefix(p.key, "weekend")
}

// adverbsInS are the words ending in -s that are no plurals a part of
// the day can follow ("towards evening").
var adverbsInS = map[string]bool{"towards": true, "afterwards": true, "always": true, "sometimes": true, "nowadays": true, "besides": true, "across": true, "thus": true, "less": true, "unless": true, "perhaps": true}

// daytimeCond is the condition on start_time for a part of the day.
func daytimeCond(dt *daytime) string {
	T := TimeAttr
	from := fmt.Sprintf("%s >= time(%d, %d)", T, dt.start/60, dt.start%60)
	to := fmt.Sprintf("%s < time(%d, %d)", T, dt.end/60, dt.end%60)
	switch {
	case dt.end >= 24*60:
		return from
	case dt.start == 0:
		return to
	case dt.end < dt.start:
		return "(" + from + " || " + to + ")"
	}
	return from + " && " + to
}

// ever reads "ever", "of all time".
func (s *scan) ever(i int) (core, bool) {
	if e, _, ok := s.phrase(i, sEver); ok {
		return core{end: e, v: val{kind: vEver}, kind: Ever}, true
	}
	return core{}, false
}

// clockAt reads a time of day: "6 pm", "6:30pm", "17:00", "11PM", "7
// o'clock", "noon", "midnight". ok is false for a bare number ("after 5":
// five what?).
func (s *scan) clockAt(i int) (h, m, end int, mer string, ok bool) {
	if s.is(i, "noon", "midday") {
		return 12, 0, i + 1, "noon", true
	}
	if s.is(i, "midnight") {
		return 0, 0, i + 1, "midnight", true
	}
	t := s.tok(i)
	if t.kind != tNum || t.digits > 2 || t.num > 24 {
		return 0, 0, i, "", false
	}
	h, end = t.num, i+1
	explicit := false
	if s.is(end, ":", ".") && s.attached(end) && s.tok(end+1).kind == tNum && s.tok(end+1).digits == 2 && s.attached(end+1) {
		m = s.tok(end + 1).num
		end += 2
		explicit = true
		if m > 59 {
			return 0, 0, i, "", false
		}
	}
	switch {
	case s.is(end, "am", "pm"):
		mer = s.tok(end).key
		end++
		if s.is(end, ".") && s.attached(end) && !s.tok(end+1).space && s.tok(end+1).kind == tWord {
			end++
		}
		if h > 12 || h == 0 {
			return 0, 0, i, "", false
		}
	case s.is(end, "oclock", "h") && (s.attached(end) || s.is(end, "oclock")):
		end++
		explicit = true
	}
	if mer == "" && !explicit {
		return h, m, end, "", false
	}
	return h, m, end, mer, true
}

// to24 turns an hour with am/pm into 0-23 (24 stays the end of the day).
func to24(h int, mer string) int {
	switch {
	case mer == "pm" && h < 12:
		return h + 12
	case mer == "am" && h == 12:
		return 0
	}
	return h
}

// clocks reads times of day with the words before them: "after 6 PM",
// "before 9am", "at 7:30", "around noon", "between 6 and 8 pm", "from 9
// to 11am", "9am-5pm".
func (s *scan) clocks(i int) []core {
	var out []core
	T := TimeAttr
	cond := func(end int, c string) {
		out = append(out, core{end: end, v: val{kind: vTime, tcond: c}, kind: TimeOfDay})
	}
	// ranges
	j := i
	between := s.is(i, "between")
	if between || s.is(i, "from") {
		j++
	}
	if h1, m1, e1, mer1, ok1 := s.clockAt(j); e1 > j {
		for _, r := range s.phrasesOf(e1, sRange) {
			w := s.text(e1, r.end)
			if (w == "and") != between {
				continue
			}
			h2, m2, e2, mer2, ok2 := s.clockAt(r.end)
			if e2 == r.end || (!ok1 && !ok2) {
				continue
			}
			if mer1 == "" && (mer2 == "am" || mer2 == "pm") && h1 <= 12 {
				mer1 = mer2
				if mer2 == "pm" && h1 > h2 && h1 < 12 {
					mer1 = "am" // 11 to 2 pm
				}
			}
			a, b := to24(h1, mer1), to24(h2, mer2)
			if j == i && !ok1 {
				continue // "5-7 pm" needs its first end read as a time too
			}
			lo, hi := fmt.Sprintf("%s >= time(%d, %d)", T, a, m1), fmt.Sprintf("%s <= time(%d, %d)", T, clip24(b), minute24(b, m2))
			if a*60+m1 > clip24(b)*60+minute24(b, m2) {
				// "between 10pm and 2am": over midnight, either side of it
				cond(e2, "("+lo+" || "+hi+")")
				continue
			}
			cond(e2, lo+" && "+hi)
		}
	}
	// a relation and one time
	rels := []match{}
	for _, r := range s.phrasesOf(i, sRelation) {
		rels = append(rels, r)
	}
	for _, w := range []string{"at", "around", "about", "by", "past", "from"} {
		if s.is(i, w) {
			rels = append(rels, match{val: map[string]string{"by": "before", "past": "after", "from": "since"}[w], end: i + 1})
		}
	}
	for _, r := range rels {
		name, _ := r.val.(string)
		h, m, e, mer, ok := s.clockAt(r.end)
		if !ok {
			continue
		}
		switch {
		case mer == "midnight" && (name == "after" || name == "since"):
			cond(e, fmt.Sprintf("%s < time(5, 0)", T))
			continue
		case mer == "noon":
			h = 12
		}
		h = to24(h, mer)
		if _, end := daypart.Night.Span(); name == "after" && mer == "am" && h > 0 && h*60+m < end {
			// "stayed up past 3am", "songs after 2 am": the rest of the
			// night, not the whole day after it
			cond(e, fmt.Sprintf("%s >= time(%d, %d) && %s < time(%d, %d)", T, h, m, T, end/60, end%60))
			continue
		}
		switch name {
		case "since", "after", "from":
			cond(e, fmt.Sprintf("%s >= time(%d, %d)", T, clip24(h), minute24(h, m)))
		case "before", "until":
			cond(e, fmt.Sprintf("%s < time(%d, %d)", T, clip24(h), minute24(h, m)))
		default: // at, around, about: within half an hour
			lo, hi := h*60+m-30, h*60+m+30
			if lo < 0 {
				lo = 0
			}
			if hi > 24*60-1 {
				hi = 24*60 - 1
			}
			cond(e, fmt.Sprintf("%s >= time(%d, %d) && %s <= time(%d, %d)", T, lo/60, lo%60, T, hi/60, hi%60))
		}
	}
	return out
}

func clip24(h int) int {
	if h >= 24 {
		return 23
	}
	return h
}

func minute24(h, m int) int {
	if h >= 24 {
		return 59
	}
	return m
}
