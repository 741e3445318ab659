package ical

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	cal "reqap/lang/calendar" // beside ical's own type calendar
)

// This file expands RFC 5545 recurrence rules. It works on wall-clock times
// ("civil" times carried in UTC time.Time values), so a weekly 09:00 meeting
// stays at 09:00 across DST changes; callers convert each occurrence to an
// instant in the event's zone afterwards.
//
// Why not github.com/teambition/rrule-go: it expands in the zone of
// DTSTART with time.Date, which picks an unspecified side of DST gaps and
// overlaps, it compares UNTIL against times in that zone whatever form UNTIL
// was written in (all-day series with a UTC UNTIL, as Exchange writes them,
// lose their last instance), it drops a DTSTART that does not match the
// rule although RFC 5545 counts it as the first instance, and its iterator
// cannot be bounded by anything but a count. Measured on the 148 RRULEs of
// ../shared/realdata/calendar (expanded to 2030): rrule-go v1.8.2 gives the
// same instances for 146; the two others are Exchange all-day series with
// a UTC UNTIL, where it drops the last day Outlook shows.

type freq int

const (
	secondly freq = iota + 1
	minutely
	hourly
	daily
	weekly
	monthly
	yearly
)

var freqs = map[string]freq{
	"SECONDLY": secondly, "MINUTELY": minutely, "HOURLY": hourly, "DAILY": daily,
	"WEEKLY": weekly, "MONTHLY": monthly, "YEARLY": yearly,
}

// String is the adverb of the frequency ("weekly"), the word a person
// uses for how often a thing repeats.
func (f freq) String() string {
	switch f {
	case secondly:
		return "secondly"
	case minutely:
		return "minutely"
	case hourly:
		return "hourly"
	case daily:
		return "daily"
	case weekly:
		return "weekly"
	case monthly:
		return "monthly"
	case yearly:
		return "yearly"
	}
	return ""
}

var weekdays = map[string]time.Weekday{
	"SU": time.Sunday, "MO": time.Monday, "TU": time.Tuesday, "WE": time.Wednesday,
	"TH": time.Thursday, "FR": time.Friday, "SA": time.Saturday,
}

// nthDay is one BYDAY entry: a weekday, optionally the nth (n<0: from the end).
type nthDay struct {
	n  int
	wd time.Weekday
}

// rrule is a parsed RRULE.
type rrule struct {
	freq      freq
	interval  int
	count     int
	until     time.Time // civil, or the instant for a UTC UNTIL
	untilKind dtKind    // 0 when the rule has no UNTIL
	bySecond  []int
	byMinute  []int
	byHour    []int
	byDay     []nthDay
	byMonthDy []int
	byYearDay []int
	byWeekNo  []int
	byMonth   []int
	bySetPos  []int
	wkst      time.Weekday
}

// parseRRule parses an RRULE value. It tolerates lower case, spaces around
// list items (Exchange CDO writes "BYDAY=MO, TU"), empty parts and unknown
// parts, but rejects values out of range.
func parseRRule(s string) (*rrule, error) {
	r := &rrule{interval: 1, wkst: time.Monday}
	// The parts that are lists of integers: where each goes, its range,
	// and whether a negative value counts from the end.
	lists := map[string]struct {
		dst    *[]int
		lo, hi int
		signed bool
	}{
		"BYSECOND": {&r.bySecond, 0, 60, false}, "BYMINUTE": {&r.byMinute, 0, 59, false},
		"BYHOUR": {&r.byHour, 0, 23, false}, "BYMONTHDAY": {&r.byMonthDy, 1, 31, true},
		"BYYEARDAY": {&r.byYearDay, 1, 366, true}, "BYWEEKNO": {&r.byWeekNo, 1, 53, true},
		"BYMONTH": {&r.byMonth, 1, 12, false}, "BYSETPOS": {&r.bySetPos, 1, 366, true},
	}
	for _, part := range strings.Split(s, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		k, v, ok := strings.Cut(part, "=")
		if !ok {
			return nil, fmt.Errorf("bad RRULE part %q", clip(part))
		}
		k = strings.ToUpper(strings.TrimSpace(k))
		v = strings.ToUpper(strings.ReplaceAll(v, " ", ""))
		var err error
		switch k {
		case "FREQ":
			f, ok := freqs[v]
			if !ok {
				return nil, fmt.Errorf("bad RRULE FREQ %q", clip(v))
			}
			r.freq = f
		case "INTERVAL":
			r.interval, err = strconv.Atoi(v)
			if err != nil || r.interval < 0 || r.interval > 1e6 {
				return nil, fmt.Errorf("bad RRULE INTERVAL %q", clip(v))
			}
			if r.interval == 0 {
				r.interval = 1
			}
		case "COUNT":
			r.count, err = strconv.Atoi(v)
			if err != nil || r.count < 1 {
				return nil, fmt.Errorf("bad RRULE COUNT %q", clip(v))
			}
		case "UNTIL":
			r.until, r.untilKind, err = parseCivil(v)
			if err != nil {
				return nil, fmt.Errorf("bad RRULE UNTIL %q", clip(v))
			}
		case "BYDAY":
			r.byDay, err = dayList(v)
		case "WKST":
			wd, ok := weekdays[v]
			if !ok {
				return nil, fmt.Errorf("bad RRULE WKST %q", clip(v))
			}
			r.wkst = wd
		default:
			if l, ok := lists[k]; ok {
				*l.dst, err = intList(v, l.lo, l.hi, l.signed)
			}
		}
		if err != nil {
			return nil, fmt.Errorf("bad RRULE %s: %w", k, err)
		}
	}
	if r.freq == 0 {
		return nil, fmt.Errorf("RRULE %q has no FREQ", clip(s))
	}
	// Leap seconds do not exist on the wall clock this package counts in.
	r.bySecond = filter(r.bySecond, func(n int) bool { return n < 60 })
	return r, nil
}

func intList(v string, lo, hi int, signed bool) ([]int, error) {
	var out []int
	for _, s := range strings.Split(v, ",") {
		if s == "" {
			continue
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", clip(s))
		}
		a := n
		if signed && a < 0 {
			a = -a
		} else if a < 0 {
			return nil, fmt.Errorf("%d out of range", n)
		}
		if a < lo || a > hi {
			return nil, fmt.Errorf("%d out of range", n)
		}
		out = append(out, n)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty list")
	}
	return out, nil
}

func dayList(v string) ([]nthDay, error) {
	var out []nthDay
	for _, s := range strings.Split(v, ",") {
		if s == "" {
			continue
		}
		if len(s) < 2 {
			return nil, fmt.Errorf("%q is not a weekday", clip(s))
		}
		wd, ok := weekdays[s[len(s)-2:]]
		if !ok {
			return nil, fmt.Errorf("%q is not a weekday", clip(s))
		}
		n := 0
		if num := s[:len(s)-2]; num != "" && num != "+" && num != "-" {
			var err error
			n, err = strconv.Atoi(num)
			if err != nil || n == 0 || n > 53 || n < -53 {
				return nil, fmt.Errorf("%q is not a weekday", clip(s))
			}
		}
		out = append(out, nthDay{n: n, wd: wd})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty list")
	}
	return out, nil
}

func filter(l []int, keep func(int) bool) []int {
	var out []int
	for _, n := range l {
		if keep(n) {
			out = append(out, n)
		}
	}
	return out
}

// inSigned reports whether day v of a period of n days is in l, whose
// negative values count from the end of the period (-1 is its last day).
func inSigned(l []int, v, n int) bool {
	for _, x := range l {
		if x == v || x < 0 && n+x+1 == v {
			return true
		}
	}
	return false
}

// maxPeriodCandidates bounds the times one period (a year, a month) of a
// rule is expanded to at once: BYMONTH×BYMONTHDAY×BYHOUR×BYMINUTE×BYSECOND
// lists can multiply to tens of millions in a few hundred bytes.
const maxPeriodCandidates = 1_000_000

// Expansion limits. An expansion ends with errTooMany after max
// occurrences, and with errTooSparse when it has looked at a budget of
// periods that yield nothing: a rule that matches nothing, or almost
// nothing (FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30, FREQ=MINUTELY;BYSETPOS=2),
// would otherwise walk every second up to the horizon.
var (
	errTooMany   = errors.New("too many instances")
	errTooLarge  = fmt.Errorf("the rule yields over %d times in one period (its BY lists multiply)", maxPeriodCandidates)
	errTooSparse = errors.New("the rule matches too rarely for its frequency")
)

// expand yields the occurrences of the rule from dtstart on, in order.
// dtstart itself always comes first (RFC 5545 counts it as the first
// occurrence even when it does not match the rule). stop is consulted for
// every later occurrence and for the start of every period and ends the
// expansion; it must be monotonic. At most max occurrences are yielded, and
// every period that yields nothing costs one unit of *budget. The error is
// errTooMany or errTooSparse when a limit ended the expansion, nil when the
// rule, stop or yield did.
func (r *rrule) expand(dtstart time.Time, stop func(time.Time) bool, max int, budget *int, yield func(time.Time) bool) error {
	if !yield(dtstart) {
		return nil
	}
	emitted := 1
	if r.count > 0 && emitted >= r.count {
		return nil
	}
	if emitted >= max {
		return errTooMany
	}
	x := r.withDefaults(dtstart)
	y0, m0, d0 := dtstart.Date()
	h0, mi0, s0 := dtstart.Clock()
	dayStart := time.Date(y0, m0, d0, 0, 0, 0, 0, time.UTC)

	var times []time.Duration // offsets into a day, for DAILY and coarser
	var step time.Duration    // period length, for HOURLY and finer
	var base time.Time        // first period, for HOURLY and finer
	switch x.freq {
	case hourly:
		step, base = time.Hour, time.Date(y0, m0, d0, h0, 0, 0, 0, time.UTC)
	case minutely:
		step, base = time.Minute, time.Date(y0, m0, d0, h0, mi0, 0, 0, time.UTC)
	case secondly:
		step, base = time.Second, dtstart.Truncate(time.Second)
	default:
		for _, h := range orDefault(x.byHour, h0) {
			for _, mi := range orDefault(x.byMinute, mi0) {
				for _, s := range orDefault(x.bySecond, s0) {
					times = append(times, time.Duration(h)*time.Hour+time.Duration(mi)*time.Minute+time.Duration(s)*time.Second)
				}
			}
		}
		slices.Sort(times)
	}
	step *= time.Duration(x.interval)

	var (
		cands   []time.Time
		days    []time.Time
		lastDay time.Time // sub-daily rules: the day whose filters were checked
		dayIsOK bool
	)
	for p := 0; ; p++ {
		if *budget <= 0 {
			return errTooSparse
		}
		cands = cands[:0]
		var periodStart time.Time
		switch x.freq {
		case yearly, monthly, weekly:
			days, periodStart = x.periodDays(p, dtstart, days[:0])
			if periodStart.Year() > 9999 {
				return nil
			}
			for _, d := range days {
				if !x.dayOK(d) {
					continue
				}
				if len(cands)+len(times) > maxPeriodCandidates {
					return errTooLarge
				}
				for _, t := range times {
					cands = append(cands, d.Add(t))
				}
			}
		case daily:
			d := dayStart.AddDate(0, 0, p*x.interval)
			periodStart = d
			if d.Year() > 9999 {
				return nil
			}
			if x.dayOK(d) {
				for _, t := range times {
					cands = append(cands, d.Add(t))
				}
			}
		default:
			if int64(p) > math.MaxInt64/int64(step) {
				return nil // beyond any date a calendar can mean
			}
			t := base.Add(time.Duration(p) * step)
			periodStart = t
			if t.Year() > 9999 || t.Before(base) {
				return nil
			}
			d := dateOf(t)
			if !d.Equal(lastDay) {
				lastDay, dayIsOK = d, x.dayOK(d)
			}
			// Jump past a day, an hour or a minute the rule does not use,
			// so FREQ=SECONDLY;BYMINUTE=5 does not visit every second.
			var next time.Time
			switch {
			case !dayIsOK:
				next = d.AddDate(0, 0, 1)
			case x.freq < hourly && len(x.byHour) > 0 && !slices.Contains(x.byHour, t.Hour()):
				next = t.Truncate(time.Hour).Add(time.Hour)
			case x.freq == secondly && len(x.byMinute) > 0 && !slices.Contains(x.byMinute, t.Minute()):
				next = t.Truncate(time.Minute).Add(time.Minute)
			}
			if !next.IsZero() {
				*budget--
				if stop(next) {
					return nil
				}
				p = int((next.Sub(base)+step-1)/step) - 1
				continue
			}
			cands = x.subDaily(t, mi0, s0, cands)
		}
		if stop(periodStart) {
			return nil
		}
		if len(cands) > 1 {
			slices.SortFunc(cands, time.Time.Compare)
		}
		if len(x.bySetPos) > 0 {
			cands = setPos(cands, x.bySetPos)
		}
		yielded := false
		for _, c := range cands {
			if !c.After(dtstart) {
				continue
			}
			if stop(c) {
				return nil
			}
			if !yield(c) {
				return nil
			}
			yielded = true
			emitted++
			if r.count > 0 && emitted >= r.count {
				return nil
			}
			if emitted >= max {
				return errTooMany
			}
		}
		if !yielded {
			*budget--
		}
	}
}

// withDefaults fills the parts RFC 5545 takes from DTSTART when the rule
// does not say which days it means.
func (r *rrule) withDefaults(dtstart time.Time) *rrule {
	x := *r
	noDay := len(x.byWeekNo) == 0 && len(x.byYearDay) == 0 && len(x.byMonthDy) == 0 && len(x.byDay) == 0
	switch x.freq {
	case yearly:
		if noDay {
			if len(x.byMonth) == 0 {
				x.byMonth = []int{int(dtstart.Month())}
			}
			x.byMonthDy = []int{dtstart.Day()}
		} else if len(x.byWeekNo) > 0 && len(x.byYearDay) == 0 && len(x.byMonthDy) == 0 && len(x.byDay) == 0 {
			x.byDay = []nthDay{{wd: dtstart.Weekday()}}
		}
	case monthly:
		if len(x.byMonthDy) == 0 && len(x.byDay) == 0 && len(x.byYearDay) == 0 && len(x.byWeekNo) == 0 {
			x.byMonthDy = []int{dtstart.Day()}
		}
	case weekly:
		if len(x.byDay) == 0 && len(x.byMonthDy) == 0 && len(x.byYearDay) == 0 {
			x.byDay = []nthDay{{wd: dtstart.Weekday()}}
		}
	}
	if x.freq != yearly {
		x.byWeekNo = nil // only meaningful for YEARLY
	}
	return &x
}

func orDefault(l []int, def int) []int {
	if len(l) == 0 {
		return []int{def}
	}
	return l
}

// periodDays lists the days of period p of a YEARLY, MONTHLY or WEEKLY rule
// and the period's first moment.
func (x *rrule) periodDays(p int, dtstart time.Time, days []time.Time) ([]time.Time, time.Time) {
	y0, m0, d0 := dtstart.Date()
	switch x.freq {
	case yearly:
		y := y0 + p*x.interval
		if y > 9999 {
			return days, time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)
		}
		if len(x.byWeekNo) > 0 {
			w1, n := weekYear(y, x.wkst)
			for i := 0; i < 7*n; i++ {
				d := w1.AddDate(0, 0, i)
				if x.weekOK(d, w1, n) {
					days = append(days, d)
				}
			}
			return days, w1
		}
		if len(x.byMonth) > 0 {
			for m := 1; m <= 12; m++ {
				if !slices.Contains(x.byMonth, m) {
					continue
				}
				for d := 1; d <= cal.DaysIn(y, time.Month(m)); d++ {
					days = append(days, time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC))
				}
			}
			return days, time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
		}
		start := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
		for d := start; d.Year() == y; d = d.AddDate(0, 0, 1) {
			days = append(days, d)
		}
		return days, start
	case monthly:
		mi := (y0*12 + int(m0) - 1) + p*x.interval
		y, m := mi/12, time.Month(mi%12+1)
		start := time.Date(y, m, 1, 0, 0, 0, 0, time.UTC)
		if y > 9999 {
			return days, start
		}
		for d := 1; d <= cal.DaysIn(y, m); d++ {
			days = append(days, time.Date(y, m, d, 0, 0, 0, 0, time.UTC))
		}
		return days, start
	default: // weekly
		back := (int(dtstart.Weekday()) - int(x.wkst) + 7) % 7
		start := time.Date(y0, m0, d0-back+7*x.interval*p, 0, 0, 0, 0, time.UTC)
		for i := 0; i < 7; i++ {
			days = append(days, start.AddDate(0, 0, i))
		}
		return days, start
	}
}

// weekYear returns the first day of week 1 of year y (the first week with
// at least four days in y, weeks starting on wkst) and the number of weeks.
func weekYear(y int, wkst time.Weekday) (time.Time, int) {
	first := func(y int) time.Time {
		jan1 := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
		back := (int(jan1.Weekday()) - int(wkst) + 7) % 7
		w := jan1.AddDate(0, 0, -back)
		if 7-back < 4 {
			w = w.AddDate(0, 0, 7)
		}
		return w
	}
	w1 := first(y)
	n := int(first(y+1).Sub(w1).Hours()/24) / 7
	return w1, n
}

func (x *rrule) weekOK(d, w1 time.Time, n int) bool {
	wk := int(d.Sub(w1).Hours()/24)/7 + 1
	for _, w := range x.byWeekNo {
		if w == wk || w < 0 && n+w+1 == wk {
			return true
		}
	}
	return false
}

// dayOK applies the day-level BYxxx parts that limit or select days.
func (x *rrule) dayOK(d time.Time) bool {
	y, m, md := d.Date()
	if len(x.byMonth) > 0 && !slices.Contains(x.byMonth, int(m)) {
		return false
	}
	if len(x.byYearDay) > 0 && !inSigned(x.byYearDay, d.YearDay(), daysInYear(y)) {
		return false
	}
	if len(x.byMonthDy) > 0 && !inSigned(x.byMonthDy, md, cal.DaysIn(y, m)) {
		return false
	}
	if len(x.byDay) > 0 {
		// Ordinals count within the month for MONTHLY rules and YEARLY rules
		// limited by BYMONTH, within the year for other YEARLY rules, and
		// mean nothing otherwise.
		scope := 0 // 0 plain, 1 month, 2 year
		switch {
		case x.freq == monthly:
			scope = 1
		case x.freq == yearly && len(x.byWeekNo) == 0 && len(x.byMonth) > 0:
			scope = 1
		case x.freq == yearly && len(x.byWeekNo) == 0:
			scope = 2
		}
		ok := false
		for _, nd := range x.byDay {
			if nd.wd != d.Weekday() {
				continue
			}
			if nd.n == 0 || scope == 0 {
				ok = true
				break
			}
			var idx, total int
			if scope == 1 {
				idx, total = md, cal.DaysIn(y, m)
			} else {
				idx, total = d.YearDay(), daysInYear(y)
			}
			if nd.n > 0 && (idx-1)/7+1 == nd.n || nd.n < 0 && (total-idx)/7+1 == -nd.n {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// subDaily appends the occurrences inside one HOURLY, MINUTELY or SECONDLY
// period starting at t to out.
func (x *rrule) subDaily(t time.Time, mi0, s0 int, out []time.Time) []time.Time {
	if len(x.byHour) > 0 && !slices.Contains(x.byHour, t.Hour()) {
		return out
	}
	hour := t.Truncate(time.Hour)
	switch x.freq {
	case hourly:
		for _, mi := range orDefault(x.byMinute, mi0) {
			for _, s := range orDefault(x.bySecond, s0) {
				out = append(out, hour.Add(time.Duration(mi)*time.Minute+time.Duration(s)*time.Second))
			}
		}
	case minutely:
		if len(x.byMinute) > 0 && !slices.Contains(x.byMinute, t.Minute()) {
			return out
		}
		for _, s := range orDefault(x.bySecond, s0) {
			out = append(out, hour.Add(time.Duration(t.Minute())*time.Minute+time.Duration(s)*time.Second))
		}
	default:
		if len(x.byMinute) > 0 && !slices.Contains(x.byMinute, t.Minute()) ||
			len(x.bySecond) > 0 && !slices.Contains(x.bySecond, t.Second()) {
			return out
		}
		out = append(out, t)
	}
	return out
}

// setPos keeps the BYSETPOS positions of one period's sorted occurrences.
func setPos(c []time.Time, pos []int) []time.Time {
	var out []time.Time
	for _, p := range pos {
		i := p - 1
		if p < 0 {
			i = len(c) + p
		}
		if i >= 0 && i < len(c) {
			out = append(out, c[i])
		}
	}
	slices.SortFunc(out, time.Time.Compare)
	// Two positions may name the same occurrence.
	k := 0
	for i, t := range out {
		if i == 0 || !t.Equal(out[k-1]) {
			out[k] = t
			k++
		}
	}
	return out[:k]
}
