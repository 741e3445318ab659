package qa

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"math/big"
	"reflect"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"reqap/lang/calendar"
)

// Date is a civil date: a day in the calendar, without a zone.
// The zero value means "no date".
type Date struct {
	n int32 // days since 0001-01-01, plus one
}

// daysTo1970 is the number of days from 0001-01-01 to 1970-01-01.
const daysTo1970 = 719162

// NewDate returns the date y-m-d. Out-of-range months and days are
// normalized as time.Date does (January 32 is February 1).
func NewDate(y int, m time.Month, d int) Date {
	t := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	n := t.Unix()/86400 + daysTo1970 + 1
	if n < 1 || n > math.MaxInt32 {
		return Date{}
	}
	return Date{n: int32(n)}
}

// DateOf returns the civil date of t in t's own zone.
func DateOf(t time.Time) Date {
	// Days from the zone-adjusted Unix time: several times faster than
	// t.Date() followed by time.Date, and DateOf runs per item.
	_, off := t.Zone()
	days := floorDiv64(t.Unix()+int64(off), 86400) + daysTo1970 + 1
	if days < 1 || days > math.MaxInt32 {
		return Date{}
	}
	return Date{n: int32(days)}
}

func floorDiv64(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// IsZero reports whether d is the zero Date.
func (d Date) IsZero() bool { return d.n == 0 }

// Days returns a day number that orders dates (days since 0001-01-01).
func (d Date) Days() int64 { return int64(d.n) - 1 }

// DateFromDays is the inverse of Days.
func DateFromDays(n int64) Date {
	if n < 0 || n >= math.MaxInt32 {
		return Date{}
	}
	return Date{n: int32(n + 1)}
}

// In returns midnight of d in loc (UTC when loc is nil).
func (d Date) In(loc *time.Location) time.Time {
	if loc == nil {
		loc = time.UTC
	}
	u := time.Unix((int64(d.n)-1-daysTo1970)*86400, 0).UTC()
	if loc == time.UTC {
		return u
	}
	y, m, dd := u.Date()
	return time.Date(y, m, dd, 0, 0, 0, 0, loc)
}

// Civil returns the year, month and day of d.
func (d Date) Civil() (int, time.Month, int) {
	// Days to civil date by integer arithmetic (the "days from civil"
	// algorithm inverted): year() runs per item, time.Time.Date is slower.
	z := d.Days() - daysTo1970 + 719468
	era := floorDiv64(z, 146097)
	doe := z - era*146097
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365
	y := yoe + era*400
	doy := doe - (365*yoe + yoe/4 - yoe/100)
	mp := (5*doy + 2) / 153
	day := doy - (153*mp+2)/5 + 1
	m := mp + 3
	if mp >= 10 {
		m = mp - 9
	}
	if m <= 2 {
		y++
	}
	return int(y), time.Month(m), int(day)
}

// Year returns the year of d.
func (d Date) Year() int { y, _, _ := d.Civil(); return y }

// Month returns the month of d.
func (d Date) Month() time.Month { _, m, _ := d.Civil(); return m }

// Day returns the day of the month of d.
func (d Date) Day() int { _, _, dd := d.Civil(); return dd }

// Weekday returns the day of the week of d.
func (d Date) Weekday() time.Weekday {
	// 0001-01-01 was a Monday.
	return time.Weekday((d.Days()%7 + 1) % 7)
}

// ISOWeek returns the ISO 8601 year and week number of d.
func (d Date) ISOWeek() (int, int) { return d.In(time.UTC).ISOWeek() }

// AddDays returns d plus n days.
func (d Date) AddDays(n int) Date { return DateFromDays(d.Days() + int64(n)) }

// AddMonths returns d plus n months, clipped to the end of the target month
// (January 31 plus one month is February 28 or 29).
func (d Date) AddMonths(n int) Date {
	y, m, dd := d.Civil()
	total := int(m) - 1 + n
	ty := y + floorDiv(total, 12)
	tm := time.Month(total - floorDiv(total, 12)*12 + 1)
	if last := calendar.DaysIn(ty, tm); dd > last {
		dd = last
	}
	return NewDate(ty, tm, dd)
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// String formats d as 2006-01-02.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return d.In(time.UTC).Format("2006-01-02")
}

// MarshalText implements encoding.TextMarshaler.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (d *Date) UnmarshalText(b []byte) error {
	if len(b) == 0 {
		*d = Date{}
		return nil
	}
	v, ok := ParseDate(string(b))
	if !ok {
		return fmt.Errorf("invalid date %q", b)
	}
	*d = v
	return nil
}

// Clock is a time of day without a zone, from 00:00 to 23:59:59.999999999.
type Clock struct {
	ns int64 // nanoseconds since midnight
}

const dayNS = int64(24 * time.Hour)

// NewClock returns the time of day h:m:s.
func NewClock(h, m, s int) Clock {
	return ClockFromNanos(int64(h)*int64(time.Hour) + int64(m)*int64(time.Minute) + int64(s)*int64(time.Second))
}

// ClockFromNanos returns the time of day ns nanoseconds after midnight,
// wrapped into one day.
func ClockFromNanos(ns int64) Clock {
	ns %= dayNS
	if ns < 0 {
		ns += dayNS
	}
	return Clock{ns: ns}
}

// ClockOf returns the wall-clock time of t in t's own zone.
func ClockOf(t time.Time) Clock {
	_, off := t.Zone()
	sec := t.Unix() + int64(off)
	sec -= floorDiv64(sec, 86400) * 86400
	return Clock{ns: sec*int64(time.Second) + int64(t.Nanosecond())}
}

// Nanos returns nanoseconds since midnight.
func (c Clock) Nanos() int64 { return c.ns }

// Seconds returns seconds since midnight.
func (c Clock) Seconds() float64 { return float64(c.ns) / 1e9 }

// Hour returns the hour, 0-23.
func (c Clock) Hour() int { return int(c.ns / int64(time.Hour)) }

// Minute returns the minute, 0-59.
func (c Clock) Minute() int { return int(c.ns / int64(time.Minute) % 60) }

// Second returns the second, 0-59.
func (c Clock) Second() int { return int(c.ns / int64(time.Second) % 60) }

// On returns the datetime of c on day d in loc.
func (c Clock) On(d Date, loc *time.Location) time.Time {
	if loc == nil {
		loc = time.UTC
	}
	y, m, dd := d.Civil()
	return time.Date(y, m, dd, c.Hour(), c.Minute(), c.Second(), int(c.ns%int64(time.Second)), loc)
}

// String formats c as 15:04, or 15:04:05 when it has seconds.
func (c Clock) String() string {
	if c.ns%int64(time.Minute) != 0 {
		return fmt.Sprintf("%02d:%02d:%02d", c.Hour(), c.Minute(), c.Second())
	}
	return fmt.Sprintf("%02d:%02d", c.Hour(), c.Minute())
}

// MarshalText implements encoding.TextMarshaler.
func (c Clock) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (c *Clock) UnmarshalText(b []byte) error {
	v, ok := ParseClock(string(b))
	if !ok {
		return fmt.Errorf("invalid time of day %q", b)
	}
	*c = v
	return nil
}

// Kind classifies attribute values.
type Kind uint8

// Value kinds.
const (
	KindMissing Kind = iota // nil
	KindNumber
	KindText
	KindBool
	KindDate
	KindClock
	KindDateTime
	KindList
	KindItem
	KindOther
)

var kindNames = [...]string{"missing", "number", "text", "bool", "date", "time", "datetime", "list", "item", "other"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "other"
}

// KindOf classifies v.
func KindOf(v any) Kind {
	switch v.(type) {
	case nil:
		return KindMissing
	case float64, int, int64, float32, int32, int16, int8, uint, uint64, uint32, uint16, uint8:
		return KindNumber
	case string:
		return KindText
	case bool:
		return KindBool
	case Date:
		return KindDate
	case Clock:
		return KindClock
	case time.Time:
		return KindDateTime
	case []any, []string, []*Item, []float64:
		return KindList
	case *Item:
		return KindItem
	}
	if rv := reflect.ValueOf(v); rv.Kind() == reflect.Slice || rv.Kind() == reflect.Array {
		return KindList
	}
	return KindOther
}

// ToFloat returns v as a float64 when it is a number.
func ToFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	case int64:
		return float64(x), true
	case float32:
		return float64(x), true
	case int32:
		return float64(x), true
	case int16:
		return float64(x), true
	case int8:
		return float64(x), true
	case uint:
		return float64(x), true
	case uint64:
		return float64(x), true
	case uint32:
		return float64(x), true
	case uint16:
		return float64(x), true
	case uint8:
		return float64(x), true
	}
	return 0, false
}

// anys is l as a list of values: for the lists ToList meets most, without
// reflection.
func anys[T any](l []T) []any {
	out := make([]any, len(l))
	for i, v := range l {
		out[i] = v
	}
	return out
}

// ToList returns v as a list of values when it is a list.
func ToList(v any) ([]any, bool) {
	switch x := v.(type) {
	case []any:
		return x, true
	case []string:
		return anys(x), true
	case []*Item:
		return anys(x), true
	case []float64:
		return anys(x), true
	case nil:
		return nil, false
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		return nil, false
	}
	out := make([]any, rv.Len())
	for i := range out {
		out[i] = rv.Index(i).Interface()
	}
	return out, true
}

// ListLen returns the length of a list value without copying it.
func ListLen(v any) (int, bool) {
	if x, ok := v.([]any); ok {
		return len(x), true
	}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		return 0, false
	}
	return rv.Len(), true
}

// ErrMissing is returned when a value to compare is missing (nil).
var ErrMissing = errors.New("missing value")

// TypeError says two values cannot be compared or combined.
type TypeError struct {
	Op   string
	A, B Kind
}

func (e *TypeError) Error() string {
	return fmt.Sprintf("cannot %s %s and %s", e.Op, e.A, e.B)
}

// Compare orders a and b by the rules in the package documentation. It
// returns -1, 0 or +1, or ErrMissing / a *TypeError.
func Compare(a, b any) (int, error) {
	ka, kb := KindOf(a), KindOf(b)
	if ka == KindMissing || kb == KindMissing {
		return 0, ErrMissing
	}
	switch ka {
	case KindNumber:
		if kb == KindNumber {
			x, _ := ToFloat(a)
			y, _ := ToFloat(b)
			return cmp.Compare(x, y), nil // NaN first: orderings stay total
		}
	case KindText:
		switch kb {
		case KindText:
			return CompareFold(a.(string), b.(string)), nil
		case KindDate, KindClock, KindDateTime:
			c, err := Compare(b, a)
			return -c, err
		}
	case KindBool:
		if kb == KindBool {
			x, y := a.(bool), b.(bool)
			switch {
			case x == y:
				return 0, nil
			case !x:
				return -1, nil
			}
			return 1, nil
		}
	case KindDate:
		x := a.(Date)
		switch kb {
		case KindDate:
			return cmp.Compare(x.Days(), b.(Date).Days()), nil
		case KindDateTime:
			return cmp.Compare(x.Days(), DateOf(b.(time.Time)).Days()), nil
		case KindText:
			if y, ok := ParseDate(b.(string)); ok {
				return cmp.Compare(x.Days(), y.Days()), nil
			}
			return 0, &TypeError{Op: "compare", A: ka, B: kb}
		}
	case KindClock:
		x := a.(Clock)
		switch kb {
		case KindClock:
			return cmp.Compare(x.ns, b.(Clock).ns), nil
		case KindDateTime:
			return cmp.Compare(x.ns, ClockOf(b.(time.Time)).ns), nil
		case KindText:
			if y, ok := ParseClock(b.(string)); ok {
				return cmp.Compare(x.ns, y.ns), nil
			}
			return 0, &TypeError{Op: "compare", A: ka, B: kb}
		}
	case KindDateTime:
		x := a.(time.Time)
		switch kb {
		case KindDateTime:
			return x.Compare(b.(time.Time)), nil
		case KindDate:
			return cmp.Compare(DateOf(x).Days(), b.(Date).Days()), nil
		case KindClock:
			return cmp.Compare(ClockOf(x).ns, b.(Clock).ns), nil
		case KindText:
			s := b.(string)
			if y, ok := ParseDateTime(s, x.Location()); ok && hasClockPart(s) {
				return x.Compare(y), nil
			}
			if y, ok := ParseDate(s); ok {
				return cmp.Compare(DateOf(x).Days(), y.Days()), nil
			}
			return 0, &TypeError{Op: "compare", A: ka, B: kb}
		}
	}
	return 0, &TypeError{Op: "compare", A: ka, B: kb}
}

// Equal reports whether a and b are equal under Compare's rules. It never
// fails: incomparable values are unequal, nil equals only nil.
func Equal(a, b any) bool {
	ka, kb := KindOf(a), KindOf(b)
	if ka == KindMissing || kb == KindMissing {
		return ka == kb
	}
	switch {
	case ka == KindList && kb == KindList:
		la, _ := ToList(a)
		lb, _ := ToList(b)
		if len(la) != len(lb) {
			return false
		}
		for i := range la {
			if !Equal(la[i], lb[i]) {
				return false
			}
		}
		return true
	case ka == KindItem || kb == KindItem:
		return a == b
	}
	c, err := Compare(a, b)
	return err == nil && c == 0
}

// CompareFold compares two strings by their lower-case forms without
// allocating.
func CompareFold(a, b string) int {
	for a != "" && b != "" {
		var ra, rb rune
		ra, a = lowerRune(a)
		rb, b = lowerRune(b)
		if ra != rb {
			if ra < rb {
				return -1
			}
			return 1
		}
	}
	switch {
	case a == "" && b == "":
		return 0
	case a == "":
		return -1
	}
	return 1
}

// lowerRune returns the first rune of s, lower-cased, and the rest of s;
// ASCII is read without decoding.
func lowerRune(s string) (rune, string) {
	if c := s[0]; c < utf8.RuneSelf {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		return rune(c), s[1:]
	}
	r, n := utf8.DecodeRuneInString(s)
	return unicode.ToLower(r), s[n:]
}

func hasClockPart(s string) bool {
	return strings.ContainsRune(s, ':')
}

var dateLayouts = []string{
	"2006-01-02", "2006/01/02", "2006-1-2", "2006.01.02", "02.01.2006", "2.1.2006",
	"January 2, 2006", "Jan 2, 2006", "2 January 2006", "2 Jan 2006", "Monday, January 2, 2006",
}

// ParseDate reads a date written as 2006-01-02 (and a few other common
// unambiguous forms), or the date part of a datetime string.
func ParseDate(s string) (Date, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 6 || len(s) > 64 {
		return Date{}, false
	}
	if len(s) > 10 && s[4] == '-' && s[7] == '-' {
		// ISO datetime: take the civil date as written.
		if t, ok := parseDateTimeLayouts(s, time.UTC); ok {
			return DateOf(t), true
		}
	}
	return parseDateLayouts(s)
}

func parseDateLayouts(s string) (Date, bool) {
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return DateOf(t), true
		}
	}
	return Date{}, false
}

var clockLayouts = []string{"15:04", "15:04:05", "15:04:05.999999999", "3:04 PM", "3:04PM", "3 PM", "3PM", "3:04 pm", "3:04pm", "3 pm", "3pm", "15h04", "15h"}

// ParseClock reads a time of day such as 18:30, 18:30:05, 6:30 PM or 6pm.
func ParseClock(s string) (Clock, bool) {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 32 {
		return Clock{}, false
	}
	for _, l := range clockLayouts {
		if t, err := time.Parse(l, s); err == nil {
			return ClockOf(t), true
		}
	}
	return Clock{}, false
}

var dateTimeLayouts = []string{
	"2006-01-02T15:04:05", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02 15:04",
	"2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05.999999999",
}

// ParseDateTime reads a datetime. Strings with an offset or Z (RFC 3339)
// keep their own zone; strings without one are read in loc (UTC when nil);
// a date alone is midnight in loc.
func ParseDateTime(s string, loc *time.Location) (time.Time, bool) {
	s = strings.TrimSpace(s)
	if len(s) < 6 || len(s) > 64 {
		return time.Time{}, false
	}
	if loc == nil {
		loc = time.UTC
	}
	if t, ok := parseDateTimeLayouts(s, loc); ok {
		return t, true
	}
	if !hasClockPart(s) {
		if d, ok := parseDateLayouts(s); ok {
			return d.In(loc), true
		}
	}
	return time.Time{}, false
}

func parseDateTimeLayouts(s string, loc *time.Location) (time.Time, bool) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t, true
	}
	if t, err := time.Parse("2006-01-02 15:04:05Z07:00", s); err == nil {
		return t, true
	}
	for _, l := range dateTimeLayouts {
		if t, err := time.ParseInLocation(l, s, loc); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// Format renders a value for people: numbers without trailing zeros (at
// most 2 decimals), dates as 2006-01-02, datetimes as 2006-01-02 15:04 in
// their own zone, lists joined by ", ".
func Format(v any) string {
	switch x := v.(type) {
	case nil:
		return ""
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	case Date:
		return x.String()
	case Clock:
		return x.String()
	case time.Time:
		if x.Second() != 0 {
			return x.Format("2006-01-02 15:04:05")
		}
		return x.Format("2006-01-02 15:04")
	case *Item:
		return x.Summary()
	}
	if f, ok := ToFloat(v); ok {
		return FormatNumber(f)
	}
	if l, ok := ToList(v); ok {
		parts := make([]string, len(l))
		for i, e := range l {
			parts[i] = Format(e)
		}
		return strings.Join(parts, ", ")
	}
	return fmt.Sprint(v)
}

// FormatNumber writes f with at most two decimals and no trailing zeros.
func FormatNumber(f float64) string {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		return strconv.FormatInt(int64(f), 10)
	}
	s := roundDecimal(f)
	s = strings.TrimRight(s, "0")
	s = strings.TrimSuffix(s, ".")
	if s == "-0" {
		s = "0"
	}
	return s
}

// roundDecimal writes f with two decimals, rounding half away from zero
// the shortest decimal that is f, as people round: 8.975 (an average of
// distances written with three decimals) is 8.98, though the float nearest
// 8.975 lies just below it.
func roundDecimal(f float64) string {
	r, ok := new(big.Rat).SetString(strconv.FormatFloat(f, 'f', -1, 64))
	if !ok {
		return strconv.FormatFloat(f, 'f', 2, 64)
	}
	return r.FloatString(2) // FloatString rounds half away from zero
}

// FormatDuration renders seconds as "3 h 20 min", "45 min", "12 s".
func FormatDuration(sec float64) string {
	neg := sec < 0
	if neg {
		sec = -sec
	}
	total := int64(math.Round(sec))
	h, m, s := total/3600, total/60%60, total%60
	var parts []string
	if h > 0 {
		parts = append(parts, strconv.FormatInt(h, 10)+" h")
	}
	if m > 0 {
		parts = append(parts, strconv.FormatInt(m, 10)+" min")
	}
	if s > 0 && h == 0 {
		parts = append(parts, strconv.FormatInt(s, 10)+" s")
	}
	if len(parts) == 0 {
		return "0 s"
	}
	out := strings.Join(parts, " ")
	if neg {
		out = "-" + out
	}
	return out
}
