package timex

import (
	"time"

	"reqap/lang/calendar"
)

// Civil dates are time.Time values at midnight UTC.

func civil(y, m, d int) time.Time { return time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC) }

// validDate reports whether y-m-d is a day of the calendar.
func validDate(y, m, d int) bool {
	return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m) && y >= minYear && y <= maxYear
}

// daysIn is calendar.DaysIn of the whole-number months timex reckons with.
func daysIn(y, m int) int { return calendar.DaysIn(y, time.Month(m)) }

// addUnit adds n calendar units to t.
func addUnit(t time.Time, u string, n int) time.Time {
	switch u {
	case "day":
		return t.AddDate(0, 0, n)
	case "week":
		return t.AddDate(0, 0, 7*n)
	case "fortnight":
		return t.AddDate(0, 0, 14*n)
	case "month":
		return addMonthsClip(t, n)
	case "quarter":
		return addMonthsClip(t, 3*n)
	case "year":
		return addMonthsClip(t, 12*n)
	case "decade":
		return addMonthsClip(t, 120*n)
	}
	return t
}

// addMonthsClip adds months, clipping to the month's end as the
// expression language's add_months does (Jan 31 + 1 month = Feb 28/29).
func addMonthsClip(t time.Time, n int) time.Time {
	y, m, d := t.Date()
	first := civil(y, int(m)+n, 1)
	if last := daysIn(first.Year(), int(first.Month())); d > last {
		d = last
	}
	return civil(first.Year(), int(first.Month()), d)
}

// startOfWeek is the Monday of t's week.
func startOfWeek(t time.Time) time.Time { return t.AddDate(0, 0, 1-calendar.ISOWeekday(t.Weekday())) }

// easter returns Easter Sunday of year y (Gregorian; the anonymous
// algorithm of Meeus/Jones/Butcher).
func easter(y int) time.Time {
	a := y % 19
	b, c := y/100, y%100
	d, e := b/4, b%4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i, k := c/4, c%4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	day := (h+l-7*m+114)%31 + 1
	return civil(y, month, day)
}

// Easter returns Easter Sunday of year y (Gregorian calendar).
func Easter(y int) time.Time { return easter(y) }

// nthWeekday is the nth weekday wd (1-7) of month m of year y; n = -1 is
// the last.
func nthWeekday(y, m, wd, n int) time.Time {
	if n < 0 {
		last := civil(y, m, daysIn(y, m))
		return last.AddDate(0, 0, -((calendar.ISOWeekday(last.Weekday()) - wd + 7) % 7))
	}
	first := civil(y, m, 1)
	return first.AddDate(0, 0, (wd-calendar.ISOWeekday(first.Weekday())+7)%7+7*(n-1))
}

// date returns the holiday's day in year y.
func (h *holiday) date(y int) time.Time {
	switch {
	case h.easter:
		return easter(y).AddDate(0, 0, h.shift)
	case h.base != nil:
		return h.base.date(y).AddDate(0, 0, h.shift)
	case h.nth != 0:
		return nthWeekday(y, h.nthMonth, h.nthWD, h.nth)
	}
	return civil(y, h.month, h.day)
}

// fixed reports whether the holiday is on the same month and day every
// year.
func (h *holiday) fixed() bool {
	for ; h.base != nil; h = h.base {
	}
	return !h.easter && h.nth == 0
}

// holidayWeekend is the long weekend of a holiday on day d: the holiday
// with the adjacent Saturday and Sunday, where a holiday on a Saturday is
// observed on the Friday before and one on a Sunday on the Monday after
// (July 4, 2020, a Saturday: Friday July 3 to Sunday July 5). [from, to).
func holidayWeekend(d time.Time) (time.Time, time.Time) {
	switch calendar.ISOWeekday(d.Weekday()) {
	case 1: // Sat-Mon
		return d.AddDate(0, 0, -2), d.AddDate(0, 0, 1)
	case 2: // Sat-Tue
		return d.AddDate(0, 0, -3), d.AddDate(0, 0, 1)
	case 3: // Wed-Sun
		return d, d.AddDate(0, 0, 5)
	case 4: // Thu-Sun
		return d, d.AddDate(0, 0, 4)
	case 5: // Fri-Sun
		return d, d.AddDate(0, 0, 3)
	case 6: // Fri-Sun
		return d.AddDate(0, 0, -1), d.AddDate(0, 0, 2)
	}
	// Sunday: Sat-Mon
	return d.AddDate(0, 0, -1), d.AddDate(0, 0, 2)
}

// weekendOf is the Saturday and Sunday of the week of d (Monday-based);
// [from, to).
func weekendOf(d time.Time) (time.Time, time.Time) {
	sat := startOfWeek(d).AddDate(0, 0, 5)
	return sat, sat.AddDate(0, 0, 2)
}

// DaysApart is how many days holiday b comes after holiday a (after), or
// before it: the next b on or after a, the last one on or before it, both
// named as Span.Holiday names them ("easter", "whit_monday"). In year y,
// or, with y 0, the days that are the same in every year listed ("how
// many days after Easter is Whit Monday": 50); ok is false for a name not
// known, or days that differ from year to year (Easter to Christmas).
func (p *Parser) DaysApart(a, b string, y int, after bool) (days int, ok bool) {
	ha, hb := p.lx.holByName[a], p.lx.holByName[b]
	if ha == nil || hb == nil {
		return 0, false
	}
	in := func(y int) int {
		da, db := ha.date(y), hb.date(y)
		switch {
		case after && db.Before(da):
			db = hb.date(y + 1)
		case !after && db.After(da):
			db = hb.date(y - 1)
		}
		n := int(db.Sub(da).Hours()/24 + 0.5*sign(db.Sub(da).Hours()))
		if n < 0 {
			n = -n
		}
		return n
	}
	if y != 0 {
		return in(y), true
	}
	days = in(listFrom)
	for y := listFrom + 1; y <= listTo; y++ {
		if in(y) != days {
			return 0, false
		}
	}
	return days, true
}

func sign(x float64) float64 {
	if x < 0 {
		return -1
	}
	return 1
}
