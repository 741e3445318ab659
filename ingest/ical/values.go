package ical

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	cal "reqap/lang/calendar" // beside ical's own type calendar
)

// dtKind says how a DATE or DATE-TIME value was written.
type dtKind uint8

const (
	kDate     dtKind = iota + 1 // 20240301: an all-day date
	kFloating                   // 20240301T100000: wall clock, no zone
	kUTC                        // 20240301T100000Z
	kZoned                      // TZID=...:20240301T100000
)

// dtValue is one parsed DATE or DATE-TIME.
type dtValue struct {
	kind dtKind
	// civil is the wall clock as written, carried in a UTC time.Time so
	// that calendar arithmetic on it never meets a DST transition.
	civil time.Time
	// loc is the zone of a zoned value, or of a UTC value that is shown in
	// the calendar zone (X-WR-TIMEZONE).
	loc *time.Location
	// raw is the wall clock exactly as written, before a UTC value is moved
	// to the calendar zone; dates of overrides and exclusions match on it.
	raw time.Time
	// inst is the exact instant of a UTC value, which must survive even when
	// its wall clock is ambiguous in the zone it is shown in.
	inst time.Time
}

// isDate reports whether the value is an all-day date.
func (v dtValue) isDate() bool { return v.kind == kDate }

// frame returns the zone the value's wall clock belongs to; floating values
// and dates take the fallback.
func (v dtValue) frame(fallback *time.Location) *time.Location {
	if v.loc != nil {
		return v.loc
	}
	if v.kind == kUTC {
		return time.UTC
	}
	return fallback
}

// instant returns the moment the value names; floating values and dates are
// read in fallback.
func (v dtValue) instant(fallback *time.Location) time.Time {
	if !v.inst.IsZero() {
		if v.loc != nil {
			return v.inst.In(v.loc)
		}
		return v.inst
	}
	return civilIn(v.civil, v.frame(fallback))
}

// dateKey is the all-day identity of the value: its date as written.
func (v dtValue) dateKey() string { return v.civil.Format("2006-01-02") }

// civilIn converts a wall clock to an instant in loc. A wall clock that does
// not exist (DST gap) is read with the offset before the gap, and one that
// exists twice (DST overlap) is its first occurrence, as RFC 5545 section
// 3.3.5 says; time.Date leaves both choices unspecified.
func civilIn(c time.Time, loc *time.Location) time.Time {
	if loc == nil || loc == time.UTC {
		return c
	}
	u := c.Unix()
	_, before := time.Unix(u-86400, 0).In(loc).Zone()
	_, after := time.Unix(u+86400, 0).In(loc).Zone()
	t1 := time.Unix(u-int64(before), int64(c.Nanosecond())).In(loc)
	if before == after {
		return t1
	}
	t2 := time.Unix(u-int64(after), int64(c.Nanosecond())).In(loc)
	ok1 := sameWall(t1, c)
	ok2 := sameWall(t2, c)
	switch {
	case ok1 && ok2:
		if t2.Before(t1) {
			return t2
		}
		return t1
	case ok1:
		return t1
	case ok2:
		return t2
	}
	return t1 // in the gap: the offset before it
}

func sameWall(t, c time.Time) bool {
	y, m, d := t.Date()
	cy, cm, cd := c.Date()
	return y == cy && m == cm && d == cd && t.Hour() == c.Hour() && t.Minute() == c.Minute() && t.Second() == c.Second()
}

// wall returns the wall clock of t as a civil (UTC-carried) time.
func wall(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, t.Hour(), t.Minute(), t.Second(), t.Nanosecond(), time.UTC)
}

var errDate = errors.New("not a date or date-time")

// parseCivil parses one DATE or DATE-TIME value as written. It accepts the
// basic forms of RFC 5545 and, leniently, dashes and colons (2024-03-01T10:00:00Z)
// and a Z after a date (Google's RDATE:20131210Z).
func parseCivil(s string) (time.Time, dtKind, error) {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, "-:") {
		s = strings.NewReplacer("-", "", ":", "").Replace(s)
	}
	utc := false
	if n := len(s); n > 0 && (s[n-1] == 'Z' || s[n-1] == 'z') {
		utc, s = true, s[:n-1]
	}
	if len(s) < 8 || !digits(s[:8]) {
		return time.Time{}, 0, errDate
	}
	y, _ := strconv.Atoi(s[:4])
	mo, _ := strconv.Atoi(s[4:6])
	d, _ := strconv.Atoi(s[6:8])
	// Years before 1000 are typos or placeholders, and year 1 would be the
	// zero time.Time, which means "no time" everywhere else.
	if y < 1000 || mo < 1 || mo > 12 || d < 1 || d > cal.DaysIn(y, time.Month(mo)) {
		return time.Time{}, 0, fmt.Errorf("%w: %q is not a valid date", errDate, s)
	}
	if len(s) == 8 {
		return time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC), kDate, nil
	}
	if (s[8] != 'T' && s[8] != 't') || len(s) < 13 || !digits(s[9:]) {
		return time.Time{}, 0, errDate
	}
	rest := s[9:]
	if len(rest) != 4 && len(rest) != 6 {
		return time.Time{}, 0, errDate
	}
	h, _ := strconv.Atoi(rest[:2])
	mi, _ := strconv.Atoi(rest[2:4])
	sec := 0
	if len(rest) == 6 {
		sec, _ = strconv.Atoi(rest[4:6])
	}
	if h > 24 || mi > 59 || sec > 60 {
		return time.Time{}, 0, fmt.Errorf("%w: %q is not a valid time", errDate, s)
	}
	if sec == 60 { // a leap second reads as the next second
		sec = 59
	}
	kind := kFloating
	if utc {
		kind = kUTC
	}
	// T240000 is midnight at the end of the day; time.Date normalizes it.
	return time.Date(y, time.Month(mo), d, h, mi, sec, 0, time.UTC), kind, nil
}

func digits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func daysInYear(y int) int {
	if cal.DaysIn(y, time.February) == 29 {
		return 366
	}
	return 365
}

// nominal is a DURATION: whole days kept apart from the exact part, because a
// day in a DST zone is not always 24 hours (RFC 5545 section 3.3.6).
type nominal struct {
	days  int
	exact time.Duration
}

func (n nominal) negative() bool { return n.days < 0 || (n.days == 0 && n.exact < 0) }

// addTo adds the duration to t, days on the wall clock of t's zone.
func (n nominal) addTo(t time.Time) time.Time {
	if n.days != 0 {
		t = civilIn(wall(t).AddDate(0, 0, n.days), t.Location())
	}
	return t.Add(n.exact)
}

// parseDuration parses a DURATION such as P1W, P2DT3H, -PT15M or PT86400S.
func parseDuration(s string) (nominal, error) {
	orig := s
	s = strings.ToUpper(strings.ReplaceAll(strings.TrimSpace(s), " ", ""))
	neg := false
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	} else {
		s = strings.TrimPrefix(s, "+")
	}
	if !strings.HasPrefix(s, "P") || len(s) < 2 {
		return nominal{}, fmt.Errorf("bad duration %q", clip(orig))
	}
	s = s[1:]
	var d nominal
	inTime, any := false, false
	for s != "" {
		if s[0] == 'T' {
			inTime, s = true, s[1:]
			continue
		}
		i := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == 0 || i == len(s) || i > 9 {
			return nominal{}, fmt.Errorf("bad duration %q", clip(orig))
		}
		n, _ := strconv.Atoi(s[:i])
		unit := s[i]
		s = s[i+1:]
		any = true
		switch {
		case unit == 'W' && !inTime:
			d.days += 7 * n
		case unit == 'D' && !inTime:
			d.days += n
		case unit == 'H' && inTime:
			d.exact += time.Duration(n) * time.Hour
		case unit == 'M' && inTime:
			d.exact += time.Duration(n) * time.Minute
		case unit == 'S' && inTime:
			d.exact += time.Duration(n) * time.Second
		default:
			return nominal{}, fmt.Errorf("bad duration %q", clip(orig))
		}
	}
	if !any {
		return nominal{}, fmt.Errorf("bad duration %q", clip(orig))
	}
	if neg {
		d.days, d.exact = -d.days, -d.exact
	}
	return d, nil
}
