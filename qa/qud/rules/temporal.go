package rules

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// The date and time attributes temporal conditions read: built in on
// every item, so no EXTRACT is needed.
const (
	dateAttr = "start_date"
	timeAttr = "start_time"
)

// timeREs are the temporal recognisers' expressions, built once per
// lexicon from its word lists.
type timeREs struct {
	firstWeek, monthYear, seasonYear, seasonRel, monthRel, dayMonthYear, monthDayYear, isoDate, dayMonth,
	holiday, yearRange, year, rollingN, rolling1, calendarRel, dayRel, ago, ever,
	clock, clockRange, daytime, weekend, workday, weekdayVs, weekday *regexp.Regexp
}

const (
	yearPat = `((?:19|20)\d\d)`
	ordPat  = `(?:st|nd|rd|th)?`
)

func (lx *lexicon) numPat() string { return `(\d+|` + lx.numbers.alternation() + `)` }

func buildTimeREs(lx *lexicon) *timeREs {
	month := `(` + lx.months.alternation() + `)`
	season := `(` + lx.seasons.alternation() + `)`
	period := `(` + lx.periods.alternation() + `)`
	num := lx.numPat()
	wd := `(` + lx.weekdays.alternation() + `)`
	pre := `(?:(since|from|after|before|until|till|up to|prior to|in|during|for|throughout|of|over)\s+)?`
	r := &timeREs{}
	c := regexp.MustCompile
	r.firstWeek = c(`\b(?:in\s+|during\s+)?(?:the\s+)?(first|last)\s+(?:week|seven\s+days|7\s+days)\s+of\s+(?:the\s+year\s+)?` + yearPat + `\b`)
	r.monthYear = c(`\b` + pre + `(?:the\s+month\s+of\s+)?` + month + `(?:\s+of)?,?\s+` + yearPat + `\b`)
	r.seasonYear = c(`\b(?:(?:in|during|over|for)\s+)?(?:the\s+)?` + season + `(?:\s+of)?\s+` + yearPat + `\b`)
	r.seasonRel = c(`\b(?:(?:in|during|over)\s+)?(this|last|past)\s+` + season + `\b`)
	r.monthRel = c(`\b(?:(?:in|during)\s+)?(this|last)\s+` + month + `\b`)
	r.dayMonthYear = c(`\b(?:on\s+)?(?:the\s+)?(\d{1,2})` + ordPat + `\s+(?:of\s+)?` + month + `,?\s+` + yearPat + `\b`)
	r.monthDayYear = c(`\b(?:on\s+)?` + month + `\s+(\d{1,2})` + ordPat + `,?\s+` + yearPat + `\b`)
	r.isoDate = c(`\b(?:on\s+)?` + yearPat + `-(\d\d)-(\d\d)\b`)
	r.dayMonth = c(`\b(?:on\s+)?(?:the\s+)?(\d{1,2})` + ordPat + `\s+(?:of\s+)?` + month + `\b|\bon\s+` + month + `\s+(\d{1,2})` + ordPat + `\b`)
	r.holiday = c(`\b(?:(on|at|over|during|for|around|in)\s+)?(?:the\s+)?(?:(?:my|our)\s+)?(` + lx.holidays.alternation() + `)(?:\s+(?:day|time|period))?(?:,?\s+(?:in\s+|of\s+)?` + yearPat + `)?\b`)
	r.yearRange = c(`\b(?:between|from)\s+` + yearPat + `\s+(?:and|to|until|till|-)\s+` + yearPat + `\b`)
	r.year = c(`\b` + pre + yearPat + `\b`)
	r.rollingN = c(`\b(?:(?:in|during|over|within|for)\s+)?(?:the\s+)?(?:last|past|previous|recent)\s+` + num + `\s+` + period + `\b`)
	r.rolling1 = c(`\b(?:(?:in|during|over|within|for)\s+)?the\s+(?:last|past|previous)\s+` + period + `\b`)
	r.calendarRel = c(`\b(?:(?:in|during|over|for|of)\s+)?(?:so\s+far\s+)?(this|last|previous|current)\s+(?:calendar\s+)?(year|month|week)(?:\s+so\s+far)?\b|\b(?:in|during)\s+the\s+(current|previous)\s+(year|month|week)\b`)
	r.dayRel = c(`\b(?:on\s+)?(the\s+day\s+before\s+yesterday|yesterday|today|tonight)\b`)
	r.ago = c(`\b` + num + `\s+` + period + `\s+ago\b`)
	r.ever = c(`\b(?:ever|of\s+all\s+time|all\s+time|all\s+time|in\s+my\s+life|overall|so\s+far)\b`)
	clock := `(\d{1,2})(?:[:.](\d\d))?\s*(am|pm|a\.m\.|p\.m\.|o'?clock|h)?`
	r.clock = c(`\b(after|since|past|later\s+than|before|until|till|by|earlier\s+than|at|around|about)\s+` + clock + `(?:\b|$)`)
	r.clockRange = c(`\bbetween\s+` + clock + `\s+and\s+` + clock + `(?:\b|$)`)
	r.daytime = c(`\b(?:(this|yesterday|tomorrow|last)\s+)?(` + lx.daytimes.alternation() + `)\b`)
	r.weekend = c(`\b(?:(?:on|at|over|during)\s+)?(?:the\s+)?(?:weekends?|saturdays?\s+(?:and|or|&)\s+sundays?)\b`)
	r.workday = c(`\b(?:(?:on|during)\s+)?(?:the\s+)?(?:weekdays|week\s+days|workdays|working\s+days|business\s+days)\b|\bduring\s+the\s+week\b`)
	r.weekdayVs = c(`\b(?:on\s+)?` + wd + `\s+(?:vs\.?|versus|or|and|compared\s+to|compared\s+with)\s+(?:on\s+)?` + wd + `\b`)
	r.weekday = c(`\b(?:(?:on|every|each)\s+)?` + wd + `\b`)
	return r
}

// dateExpr writes a date literal.
func dateExpr(y, m, d int) string { return fmt.Sprintf(`date("%04d-%02d-%02d")`, y, m, d) }

// monthStart is the first day of month m of year y, normalized.
func monthStart(y, m int) (int, int) {
	for m > 12 {
		m -= 12
		y++
	}
	for m < 1 {
		m += 12
		y--
	}
	return y, m
}

// temporal recognises time conditions and consumes their words.
func (p *parser) temporal() {
	r := p.tre
	t := p.t
	D := dateAttr

	// The first week of a year: January 1-7 (the last week: December 25-31).
	for _, m := range t.findAll(r.firstWeek) {
		y := atoi(t.group(m, 2))
		if t.group(m, 1) == "first" {
			p.addTime(m, fmt.Sprintf("%s >= %s && %s <= %s", D, dateExpr(y, 1, 1), D, dateExpr(y, 1, 7)), dateExpr(y, 1, 1), dateExpr(y, 1, 8))
		} else {
			p.addTime(m, fmt.Sprintf("%s >= %s && %s <= %s", D, dateExpr(y, 12, 25), D, dateExpr(y, 12, 31)), dateExpr(y, 12, 25), dateExpr(y+1, 1, 1))
		}
	}
	// Explicit dates.
	for _, m := range t.findAll(r.dayMonthYear) {
		mo, _ := p.lx.months.lookup(t.group(m, 2))
		p.addDay(m, atoi(t.group(m, 3)), mo, atoi(t.group(m, 1)))
	}
	for _, m := range t.findAll(r.monthDayYear) {
		mo, _ := p.lx.months.lookup(t.group(m, 1))
		p.addDay(m, atoi(t.group(m, 3)), mo, atoi(t.group(m, 2)))
	}
	for _, m := range t.findAll(r.isoDate) {
		p.addDay(m, atoi(t.group(m, 1)), atoi(t.group(m, 2)), atoi(t.group(m, 3)))
	}
	// Month and year, possibly after since/before/after.
	for _, m := range t.findAll(r.monthYear) {
		mo, ok := p.lx.months.lookup(t.group(m, 2))
		if !ok {
			continue
		}
		y := atoi(t.group(m, 3))
		ny, nm := monthStart(y, mo+1)
		start, next := dateExpr(y, mo, 1), dateExpr(ny, nm, 1)
		switch t.group(m, 1) {
		case "since", "from":
			p.addTime(m, fmt.Sprintf("%s >= %s", D, start), start, "")
		case "after":
			p.addTime(m, fmt.Sprintf("%s >= %s", D, next), next, "")
		case "before", "prior to":
			p.addTime(m, fmt.Sprintf("%s < %s", D, start), "", start)
		case "until", "till", "up to":
			p.addTime(m, fmt.Sprintf("%s < %s", D, next), "", next)
		default:
			p.addTime(m, fmt.Sprintf("year(%s) == %d && month(%s) == %d", D, y, D, mo), start, next)
		}
	}
	// Seasons of a year; winter runs into the next year.
	for _, m := range t.findAll(r.seasonYear) {
		se, ok := p.lx.seasons.lookup(t.group(m, 1))
		if !ok {
			continue
		}
		y := atoi(t.group(m, 2))
		p.addSeason(m, se, strconv.Itoa(y))
	}
	// "this summer", "last winter": the most recent one that has begun.
	for _, m := range t.findAll(r.seasonRel) {
		se, ok := p.lx.seasons.lookup(t.group(m, 2))
		if !ok {
			continue
		}
		// The season of year Y starts in month se[0] of Y (winter: December
		// of Y). "this" is the latest that has begun, "last" the latest
		// that is over.
		var started string
		switch {
		case se[0] > se[1] && t.group(m, 1) == "this":
			started = fmt.Sprintf("(month(today) >= %d ? year(today) : year(today) - 1)", se[0])
		case se[0] > se[1]:
			started = fmt.Sprintf("(month(today) <= %d ? year(today) - 2 : year(today) - 1)", se[1])
		case t.group(m, 1) == "this":
			started = fmt.Sprintf("(month(today) >= %d ? year(today) : year(today) - 1)", se[0])
		default:
			started = fmt.Sprintf("(month(today) > %d ? year(today) : year(today) - 1)", se[1])
		}
		p.addSeason(m, se, started)
	}
	// "this April", "last April".
	for _, m := range t.findAll(r.monthRel) {
		mo, ok := p.lx.months.lookup(t.group(m, 2))
		if !ok {
			continue
		}
		y := "year(today)"
		if t.group(m, 1) == "last" {
			y = fmt.Sprintf("(month(today) > %d ? year(today) : year(today) - 1)", mo)
		}
		p.addTime(m, fmt.Sprintf("year(%s) == %s && month(%s) == %d", D, y, D, mo),
			fmt.Sprintf("date(%s, %d, 1)", y, mo), fmt.Sprintf("add_months(date(%s, %d, 1), 1)", y, mo))
	}
	// Holidays, when they are a time ("on Christmas", "on New Year's Eve")
	// rather than what is asked about ("celebrate Christmas").
	for _, m := range t.findAll(r.holiday) {
		h, ok := p.lx.holidays.lookup(t.group(m, 2))
		if !ok {
			continue
		}
		prep := t.group(m, 1)
		before := strings.TrimRight(string(t.low[:m[0]]), " ")
		if prep == "" || prep == "in" {
			if p.celebration(before) {
				continue
			}
			if prep == "" && !strings.HasSuffix(before, "most") && !p.quantityBefore(before) {
				continue
			}
		}
		p.addHoliday(m, h, t.group(m, 3))
	}
	for _, m := range t.findAll(r.dayMonth) {
		mo, ok := p.lx.months.lookup(t.group(m, 2) + t.group(m, 3))
		if !ok {
			continue
		}
		d := atoi(t.group(m, 1) + t.group(m, 4))
		if d < 1 || d > 31 {
			continue
		}
		p.addTime(m, fmt.Sprintf("month(%s) == %d && day(%s) == %d", D, mo, D, d), "", "")
	}
	for _, m := range t.findAll(r.yearRange) {
		a, b := atoi(t.group(m, 1)), atoi(t.group(m, 2))
		if a > b {
			a, b = b, a
		}
		p.addTime(m, fmt.Sprintf("year(%s) >= %d && year(%s) <= %d", D, a, D, b), dateExpr(a, 1, 1), dateExpr(b+1, 1, 1))
	}
	for _, m := range t.findAll(r.year) {
		y := atoi(t.group(m, 2))
		if t.group(m, 1) == "" && p.yearInName(m) {
			continue
		}
		switch t.group(m, 1) {
		case "since", "from":
			p.addTime(m, fmt.Sprintf("year(%s) >= %d", D, y), dateExpr(y, 1, 1), "")
		case "after":
			p.addTime(m, fmt.Sprintf("year(%s) > %d", D, y), dateExpr(y+1, 1, 1), "")
		case "before", "prior to":
			p.addTime(m, fmt.Sprintf("year(%s) < %d", D, y), "", dateExpr(y, 1, 1))
		case "until", "till", "up to":
			p.addTime(m, fmt.Sprintf("year(%s) <= %d", D, y), "", dateExpr(y+1, 1, 1))
		default:
			p.addTime(m, fmt.Sprintf("year(%s) == %d", D, y), dateExpr(y, 1, 1), dateExpr(y+1, 1, 1))
		}
	}
	// Rolling windows ending today.
	for _, m := range t.findAll(r.rollingN) {
		n := p.number(t.group(m, 1))
		per, _ := p.lx.periods.lookup(t.group(m, 2))
		if n <= 0 || per == 0 {
			continue
		}
		from := addPeriod("today", per, -n)
		p.addTime(m, fmt.Sprintf("%s >= %s && %s <= today", D, from, D), from, "add_days(today, 1)")
	}
	for _, m := range t.findAll(r.rolling1) {
		per, _ := p.lx.periods.lookup(t.group(m, 1))
		if per == 0 {
			continue
		}
		from := addPeriod("today", per, -1)
		p.addTime(m, fmt.Sprintf("%s >= %s && %s <= today", D, from, D), from, "add_days(today, 1)")
	}
	// Calendar periods relative to today.
	for _, m := range t.findAll(r.calendarRel) {
		which, unit := t.group(m, 1)+t.group(m, 3), t.group(m, 2)+t.group(m, 4)
		last := which == "last" || which == "previous"
		var from, to string
		switch unit {
		case "year":
			if last {
				p.addTime(m, fmt.Sprintf("year(%s) == year(today) - 1", D), "add_years(start_of_year(today), -1)", "start_of_year(today)")
			} else {
				p.addTime(m, fmt.Sprintf("year(%s) == year(today)", D), "start_of_year(today)", "add_days(today, 1)")
			}
			continue
		case "month":
			from, to = "start_of_month(today)", "add_months(start_of_month(today), 1)"
			if last {
				from, to = "add_months(start_of_month(today), -1)", "start_of_month(today)"
			}
		case "week":
			from, to = "start_of_week(today)", "add_days(start_of_week(today), 7)"
			if last {
				from, to = "add_days(start_of_week(today), -7)", "start_of_week(today)"
			}
		}
		p.addTime(m, fmt.Sprintf("%s >= %s && %s < %s", D, from, D, to), from, to)
	}
	for _, m := range t.findAll(r.dayRel) {
		day := "today"
		switch t.group(m, 1) {
		case "yesterday":
			day = "add_days(today, -1)"
		case "the day before yesterday":
			day = "add_days(today, -2)"
		}
		p.addTime(m, fmt.Sprintf("%s == %s", D, day), day, fmt.Sprintf("add_days(%s, 1)", day))
	}
	for _, m := range t.findAll(r.ago) {
		n := p.number(t.group(m, 1))
		per, _ := p.lx.periods.lookup(t.group(m, 2))
		if n <= 0 || per == 0 {
			continue
		}
		if per == 1 {
			day := fmt.Sprintf("add_days(today, %d)", -n)
			p.addTime(m, fmt.Sprintf("%s == %s", D, day), day, fmt.Sprintf("add_days(%s, 1)", day))
			continue
		}
		from, to := addPeriod("today", per, -n), addPeriod("today", per, -n+1)
		p.addTime(m, fmt.Sprintf("%s >= %s && %s < %s", D, from, D, to), from, to)
	}
	for _, m := range t.findAll(p.are.monthOnly) {
		// "in March": that month of any year
		if mo, ok := p.lx.months.lookup(t.group(m, 1)); ok {
			p.addTime(m, fmt.Sprintf("month(%s) == %d", D, mo), "", "")
		}
	}
	for _, m := range t.findAll(r.ever) {
		t.consume(m[0], m[1])
	}
	p.clockTimes()
	p.weekdays()
}

// yearInName reports whether a bare year is part of a title ("Don't
// Burn - Remastered 2014 (Grave Meridian)") rather than a time.
func (p *parser) yearInName(m []int) bool {
	after := strings.TrimLeft(string(p.t.low[m[1]:]), " ")
	if strings.HasPrefix(after, "(") || strings.HasPrefix(after, "-") {
		return true
	}
	before := strings.Fields(p.t.orig[:p.t.off[m[0]]])
	if len(before) == 0 {
		return false
	}
	prev := strings.Trim(before[len(before)-1], ",.:;'\"")
	if prev == "" || prev == "-" {
		return prev == "-"
	}
	r := []rune(prev)
	if !unicode.IsUpper(r[0]) || len(before) == 1 {
		return false
	}
	l := strings.ToLower(prev)
	for _, set := range []interface{ has(string) bool }{p.lx.holidays, p.lx.months, p.lx.seasons} {
		if set.has(l) {
			return false
		}
	}
	return true
}

// celebration reports whether the words before a holiday make it the
// thing asked about ("celebrate Christmas", "spend Christmas").
func (p *parser) celebration(before string) bool {
	return celebrateRE.MatchString(before)
}

var celebrateRE = regexp.MustCompile(`\b(?:celebrat\w*|spen[dt]\w*|party|parties|dinner|lunch|gifts?|presents?|plans?|did\s+(?:i|we)\s+do|do\s+(?:i|we)\s+do|go|went|trip|vacation|holiday)(?:\s+(?:\w+|[|]+)){0,3}\s*$`)

// quantityBefore reports whether a bare holiday follows a question about
// an amount or events ("how many songs ... christmas").
func (p *parser) quantityBefore(before string) bool {
	return regexp.MustCompile(`\b(?:how\s+many|how\s+much|how\s+often|number\s+of|total|which|what|who|most)\b`).MatchString(before)
}

func addPeriod(base string, days float64, n int) string {
	switch {
	case days == 1:
		return fmt.Sprintf("add_days(%s, %d)", base, n)
	case days == 7:
		return fmt.Sprintf("add_weeks(%s, %d)", base, n)
	case days > 27 && days < 32:
		return fmt.Sprintf("add_months(%s, %d)", base, n)
	case days > 360:
		return fmt.Sprintf("add_years(%s, %d)", base, n)
	}
	return fmt.Sprintf("add_days(%s, %d)", base, int(days)*n)
}

func (p *parser) addDay(m []int, y, mo, d int) {
	if mo < 1 || mo > 12 || d < 1 || d > 31 {
		return
	}
	if _, err := time.Parse("2006-01-02", fmt.Sprintf("%04d-%02d-%02d", y, mo, d)); err != nil {
		return
	}
	ny, nm, nd := time.Date(y, time.Month(mo), d+1, 0, 0, 0, 0, time.UTC).Date()
	p.addTime(m, fmt.Sprintf("%s == %s", dateAttr, dateExpr(y, mo, d)), dateExpr(y, mo, d), dateExpr(ny, int(nm), nd))
}

// addSeason adds "season of year y" (y an expression).
func (p *parser) addSeason(m []int, se [2]int, y string) {
	D := dateAttr
	if se[0] <= se[1] {
		lit := isInt(y)
		cond := fmt.Sprintf("year(%s) == %s && month(%s) >= %d && month(%s) <= %d", D, y, D, se[0], D, se[1])
		if lit {
			yy := atoi(y)
			ny, nm := monthStart(yy, se[1]+1)
			p.addTime(m, cond, dateExpr(yy, se[0], 1), dateExpr(ny, nm, 1))
		} else {
			p.addTime(m, cond, fmt.Sprintf("date(%s, %d, 1)", y, se[0]), fmt.Sprintf("add_months(date(%s, %d, 1), %d)", y, se[0], se[1]-se[0]+1))
		}
		return
	}
	// Across the new year: months se[0]..12 of y and 1..se[1] of y+1.
	cond := fmt.Sprintf("((year(%s) == %s && month(%s) >= %d) || (year(%s) == %s + 1 && month(%s) <= %d))", D, y, D, se[0], D, y, D, se[1])
	if isInt(y) {
		yy := atoi(y)
		p.addTime(m, cond, dateExpr(yy, se[0], 1), dateExpr(yy+1, se[1]+1, 1))
		return
	}
	p.addTime(m, cond, fmt.Sprintf("date(%s, %d, 1)", y, se[0]), fmt.Sprintf("add_months(date(%s, %d, 1), %d)", y, se[0], 12-se[0]+se[1]+1))
}

// easterYears are the years a holiday relative to Easter is listed for
// when the question names no year.
const easterFrom, easterTo = 1990, 2045

func (p *parser) addHoliday(m []int, h holiday, year string) {
	D := dateAttr
	if !h.Easter {
		cond := fmt.Sprintf("month(%s) == %d && day(%s) == %d", D, h.Month, D, h.Day)
		if year != "" {
			y := atoi(year)
			p.addTime(m, fmt.Sprintf("%s == %s", D, dateExpr(y, h.Month, h.Day)), dateExpr(y, h.Month, h.Day), dateExpr(y, h.Month, h.Day+1))
			return
		}
		p.addTime(m, cond, "", "")
		return
	}
	if year != "" {
		y := atoi(year)
		e := easter(y).AddDate(0, 0, h.EasterShift)
		p.addTime(m, fmt.Sprintf("%s == %s", D, dateExpr(e.Year(), int(e.Month()), e.Day())), "", "")
		return
	}
	var days []string
	for y := easterFrom; y <= easterTo; y++ {
		e := easter(y).AddDate(0, 0, h.EasterShift)
		days = append(days, dateExpr(e.Year(), int(e.Month()), e.Day()))
	}
	p.addTime(m, fmt.Sprintf("%s in [%s]", D, strings.Join(days, ", ")), "", "")
}

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
	return time.Date(y, time.Month(month), day, 0, 0, 0, 0, time.UTC)
}

// clockTimes recognises "after 6 PM", "before 9am", "between 6 and 8 pm",
// "around noon", "in the evening".
func (p *parser) clockTimes() {
	r, t := p.tre, p.t
	T := timeAttr
	for _, m := range t.findAll(r.clockRange) {
		h1, m1, ok1 := clockOf(t.group(m, 1), t.group(m, 2), t.group(m, 3), t.group(m, 6))
		h2, m2, ok2 := clockOf(t.group(m, 4), t.group(m, 5), t.group(m, 6), "")
		if !ok1 || !ok2 || t.group(m, 3)+t.group(m, 6)+t.group(m, 2)+t.group(m, 5) == "" {
			continue
		}
		p.addTimeOfDay(m, fmt.Sprintf("%s >= time(%d, %d) && %s <= time(%d, %d)", T, h1, m1, T, h2, m2))
	}
	for _, m := range t.findAll(r.clock) {
		suffix := t.group(m, 4)
		if suffix == "" && t.group(m, 3) == "" {
			continue // "after 5" is not a time; "after 5pm", "after 17:00" are
		}
		h, mi, ok := clockOf(t.group(m, 2), t.group(m, 3), suffix, "")
		if !ok {
			continue
		}
		var cond string
		switch op := strings.Join(strings.Fields(t.group(m, 1)), " "); op {
		case "after", "since", "past", "later than":
			cond = fmt.Sprintf("%s >= time(%d, %d)", T, h, mi)
		case "before", "until", "till", "by", "earlier than":
			cond = fmt.Sprintf("%s < time(%d, %d)", T, h, mi)
		default: // at, around, about: within half an hour
			lo, hi := h*60+mi-30, h*60+mi+30
			if lo < 0 {
				lo = 0
			}
			if hi > 24*60-1 {
				hi = 24*60 - 1
			}
			cond = fmt.Sprintf("%s >= time(%d, %d) && %s <= time(%d, %d)", T, lo/60, lo%60, T, hi/60, hi%60)
		}
		p.addTimeOfDay(m, cond)
	}
	for _, m := range t.findAll(r.daytime) {
		if w := t.group(m, 1); w == "this" || w == "yesterday" || w == "tomorrow" || w == "last" {
			continue // "this morning" in a text is the retriever's business
		}
		dt, ok := p.lx.daytimes.lookup(t.group(m, 2))
		if !ok {
			continue
		}
		p.addTimeOfDay(m, daytimeCond(dt))
	}
}

func daytimeCond(dt daytime) string {
	T := timeAttr
	from := fmt.Sprintf("%s >= time(%d, %d)", T, dt.Start/60, dt.Start%60)
	to := fmt.Sprintf("%s < time(%d, %d)", T, dt.End/60, dt.End%60)
	switch {
	case dt.End >= 24*60:
		return from
	case dt.Start == 0:
		return to
	case dt.End < dt.Start:
		return "(" + from + " || " + to + ")"
	}
	return from + " && " + to
}

// clockOf reads an hour, minutes and an am/pm suffix (or the suffix of
// the other end of a range).
func clockOf(hs, ms, suffix, other string) (int, int, bool) {
	h, mi := atoi(hs), atoi(ms)
	if suffix == "" {
		suffix = other
	}
	s := strings.ReplaceAll(suffix, ".", "")
	switch {
	case s == "pm" && h < 12:
		h += 12
	case s == "am" && h == 12:
		h = 0
	}
	if h < 0 || h > 24 || mi < 0 || mi > 59 {
		return 0, 0, false
	}
	if h == 24 {
		h, mi = 23, 59
	}
	return h, mi, true
}

// weekdays recognises "on weekends", "on weekdays", "on Mondays" and
// "Mondays vs Tuesdays" (a comparison: counts per weekday).
func (p *parser) weekdays() {
	r, t := p.tre, p.t
	D := dateAttr
	for _, m := range t.findAll(r.weekend) {
		p.addTime(m, fmt.Sprintf("weekday(%s) >= 6", D), "", "")
	}
	for _, m := range t.findAll(r.workday) {
		p.addTime(m, fmt.Sprintf("weekday(%s) <= 5", D), "", "")
	}
	for _, m := range t.findAll(r.weekdayVs) {
		a, _ := p.lx.weekdays.lookup(t.group(m, 1))
		b, _ := p.lx.weekdays.lookup(t.group(m, 2))
		if a == 0 || b == 0 {
			continue
		}
		p.addTime(m, fmt.Sprintf("weekday(%s) in [%d, %d]", D, a, b), "", "")
		p.compare = true
	}
	var days []int
	var ms [][]int
	for _, m := range t.findAll(r.weekday) {
		if d, ok := p.lx.weekdays.lookup(t.group(m, 1)); ok {
			days = append(days, d)
			ms = append(ms, m)
		}
	}
	if len(days) == 1 {
		p.addTime(ms[0], fmt.Sprintf("weekday(%s) == %d", D, days[0]), "", "")
	} else if len(days) > 1 {
		sort.Ints(days)
		strs := make([]string, len(days))
		for i, d := range days {
			strs[i] = strconv.Itoa(d)
		}
		words := make([]string, len(ms))
		for i, m := range ms {
			words[i] = t.original(m[0], m[1])
			t.consume(m[0], m[1])
		}
		p.f.Temporal = append(p.f.Temporal, Cond{Expr: fmt.Sprintf("weekday(%s) in [%s]", D, strings.Join(strs, ", ")), Words: strings.Join(words, " or ")})
	}
}

// addTime adds a date condition said by match m and consumes its words.
func (p *parser) addTime(m []int, cond, from, to string) {
	words := p.t.original(m[0], m[1])
	p.t.consume(m[0], m[1])
	p.f.Temporal = append(p.f.Temporal, Cond{Expr: cond, Words: words, From: from, To: to})
}

func (p *parser) addTimeOfDay(m []int, cond string) {
	p.addTime(m, cond, "", "")
}

func atoi(s string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(s))
	return n
}

func isInt(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// number reads a number given in digits or words.
func (p *parser) number(s string) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	n, _ := p.lx.numbers.lookup(s)
	return n
}
