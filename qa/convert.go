package qa

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"

	"reqap/ingest"
	"reqap/lang/measure"
	"reqap/lang/money"
	"reqap/lang/number"
	"reqap/lang/yesno"
)

// AttrType is the type an EXTRACT converts an attribute to.
type AttrType string

// Attribute types for EXTRACT.
const (
	TypeText     AttrType = "text"
	TypeNumber   AttrType = "number"
	TypeDate     AttrType = "date"
	TypeTime     AttrType = "time"     // a time of day (Clock)
	TypeDateTime AttrType = "datetime" // a zoned datetime (time.Time)
	TypeDuration AttrType = "duration" // a number of seconds
	TypeDistance AttrType = "distance" // a number of kilometres
	TypeMoney    AttrType = "money"    // a number; the currency goes to <attr>_currency
	TypeList     AttrType = "list"     // []string (or []any)
	TypeBool     AttrType = "bool"
)

// AttrTypes lists every valid AttrType.
var AttrTypes = []AttrType{TypeText, TypeNumber, TypeDate, TypeTime, TypeDateTime, TypeDuration, TypeDistance, TypeMoney, TypeList, TypeBool}

// Describe names t for people and the planner's prompt, with the unit of
// a number that has one: "duration (seconds)".
func (t AttrType) Describe() string {
	switch t {
	case TypeDuration:
		return "duration (seconds)"
	case TypeDistance:
		return "distance (km)"
	}
	return string(t)
}

// Valid reports whether t is a known type ("" is valid: keep as found).
func (t AttrType) Valid() bool {
	if t == "" {
		return true
	}
	for _, x := range AttrTypes {
		if x == t {
			return true
		}
	}
	return false
}

// Fits reports whether v already has the kind t promises: EXTRACT keeps
// such a value as it is, and OTX checks an extractor's output with it. An
// unknown type fits nothing (validation rejects it before anything runs).
func (t AttrType) Fits(v any) bool {
	k := KindOf(v)
	switch t {
	case "":
		return true
	case TypeText:
		return k == KindText
	case TypeNumber, TypeDuration, TypeDistance, TypeMoney:
		return k == KindNumber
	case TypeDate:
		return k == KindDate
	case TypeTime:
		return k == KindClock
	case TypeDateTime:
		return k == KindDateTime
	case TypeList:
		return k == KindList
	case TypeBool:
		return k == KindBool
	}
	return false
}

// AttrSpec is an attribute EXTRACT must add, with its type ("" keeps the
// value as found).
type AttrSpec struct {
	Name string
	Type AttrType
}

// CurrencyAttr is the name of the sibling attribute holding the currency of
// money attribute name.
func CurrencyAttr(name string) string { return name + "_currency" }

// CurrencyKeys are the event fields that may hold the currency of money
// field key, in the order they are read: an export names it beside the
// amount (key_currency) or once per record (currency).
func CurrencyKeys(key string) []string {
	return []string{key + "_currency", "currency", "price_currency"}
}

// Convert converts a raw value (a string, number, time.Time, list, bool, or
// an ingest.Value) to type t. Naive datetimes are read in loc (UTC when
// nil). It reports false when the value cannot be read as t. For
// TypeMoney it returns the amount; money.Parse also gives the currency.
func Convert(v any, t AttrType, loc *time.Location) (any, bool) {
	if iv, ok := v.(ingest.Value); ok {
		v = iv.Any()
	}
	if v == nil {
		return nil, false
	}
	switch t {
	case "":
		return v, true
	case TypeText:
		switch x := v.(type) {
		case string:
			x = strings.TrimSpace(x)
			return x, x != ""
		case time.Time:
			return x.Format(time.RFC3339), true
		}
		s := Format(v)
		return s, s != ""
	case TypeNumber, TypeDuration, TypeDistance, TypeMoney:
		// A quantity: a number as it is, a text read by the type's parser.
		if f, ok := ToFloat(v); ok {
			return f, true
		}
		if s, ok := v.(string); ok {
			return parseQuantity(t, s)
		}
	case TypeBool:
		switch x := v.(type) {
		case bool:
			return x, true
		case string:
			if b, ok := yesno.Field(x); ok {
				return b, true
			}
		}
		if f, ok := ToFloat(v); ok {
			return f != 0, true
		}
	case TypeDate:
		switch x := v.(type) {
		case Date:
			return x, !x.IsZero()
		case time.Time:
			return DateOf(x), true
		case string:
			return ParseDate(x)
		}
	case TypeTime:
		switch x := v.(type) {
		case Clock:
			return x, true
		case time.Time:
			return ClockOf(x), true
		case string:
			if c, ok := ParseClock(x); ok {
				return c, true
			}
			if dt, ok := ParseDateTime(x, loc); ok && hasClockPart(x) {
				return ClockOf(dt), true
			}
		}
	case TypeDateTime:
		switch x := v.(type) {
		case time.Time:
			return x, true
		case Date:
			return x.In(loc), true
		case string:
			return ParseDateTime(x, loc)
		}
	case TypeList:
		switch x := v.(type) {
		case []string:
			return x, len(x) > 0
		case string:
			l := SplitList(x)
			return l, len(l) > 0
		}
		if l, ok := ToList(v); ok {
			return l, len(l) > 0
		}
		return []any{v}, true
	}
	return nil, false
}

// parseQuantity reads s as a quantity of type t (number, duration in
// seconds, distance in km, money's amount).
func parseQuantity(t AttrType, s string) (float64, bool) {
	switch t {
	case TypeDuration:
		return ParseDuration(s)
	case TypeDistance:
		return ParseDistance(s)
	case TypeMoney:
		f, _, ok := money.Parse(s)
		return f, ok
	}
	return number.Parse(s)
}

// ParseDuration reads a duration as seconds: "1:40:46" (h:mm:ss), "1:30"
// (h:mm), "PT1H30M", "2 h 30 min", "2h30m", "90 seconds", "1.5 hours"; a
// bare number is seconds.
func ParseDuration(s string) (float64, bool) {
	s = strings.TrimSpace(strings.ToLower(s))
	if s == "" || len(s) > 64 {
		return 0, false
	}
	if strings.HasPrefix(s, "p") {
		if d, ok := parseISODuration(s); ok {
			return d, true
		}
	}
	if parts := strings.Split(s, ":"); len(parts) == 2 || len(parts) == 3 {
		total := 0.0
		mult := []float64{3600, 60, 1}
		if len(parts) == 2 {
			mult = mult[:2]
		}
		ok := true
		for i, p := range parts {
			f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
			if err != nil || f < 0 {
				ok = false
				break
			}
			total += f * mult[i]
		}
		if ok {
			return total, true
		}
	}
	if f, err := strconv.ParseFloat(s, 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
		return f, true
	}
	total, found := 0.0, false
	rest := s
	for {
		num, after := number.First(rest)
		if num == "" {
			break
		}
		f, err := strconv.ParseFloat(num, 64)
		if err != nil {
			break
		}
		after = strings.TrimLeft(after, " ")
		u := after
		if i := strings.IndexFunc(after, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
			u = after[:i]
		}
		sec, ok := measure.Seconds(f, u)
		if !ok {
			break
		}
		total += sec
		found = true
		rest = after[len(u):]
	}
	return total, found
}

func parseISODuration(s string) (float64, bool) {
	s = strings.TrimPrefix(s, "p")
	total, inTime, found := 0.0, false, false
	for s != "" {
		if s[0] == 't' {
			inTime = true
			s = s[1:]
			continue
		}
		i := 0
		for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] == '.') {
			i++
		}
		if i == 0 || i == len(s) {
			return 0, false
		}
		f, err := strconv.ParseFloat(s[:i], 64)
		if err != nil {
			return 0, false
		}
		var mult float64
		switch s[i] {
		case 'w':
			mult = 604800
		case 'd':
			mult = 86400
		case 'h':
			mult = 3600
		case 'm':
			mult = 60
			if !inTime {
				mult = 30 * 86400
			}
		case 's':
			mult = 1
		case 'y':
			mult = 365 * 86400
		default:
			return 0, false
		}
		total += f * mult
		found = true
		s = s[i+1:]
	}
	return total, found
}

// ParseDistance reads a distance as kilometres: "5.2 km", "800 m",
// "3.1 miles"; a bare number is kilometres.
func ParseDistance(s string) (float64, bool) {
	num, after := number.First(strings.ToLower(s))
	if num == "" {
		return 0, false
	}
	f, err := strconv.ParseFloat(num, 64)
	if err != nil || math.IsInf(f, 0) {
		return 0, false
	}
	after = strings.TrimSpace(after)
	u := after
	if i := strings.IndexFunc(after, func(r rune) bool { return !unicode.IsLetter(r) }); i >= 0 {
		u = after[:i]
	}
	if km, ok := measure.Km(f, u); ok {
		return km, true
	}
	return f, true
}

// SplitList reads a list written as text: a JSON or Python-style list
// (["a", "b"] or ['a', 'b']), or items separated by commas, semicolons or
// " and ".
func SplitList(s string) []string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
		var l []string
		if json.Unmarshal([]byte(s), &l) == nil {
			return cleanList(l)
		}
		inner := s[1 : len(s)-1]
		var out []string
		for _, p := range strings.Split(inner, ",") {
			out = append(out, strings.Trim(strings.TrimSpace(p), `'"`))
		}
		return cleanList(out)
	}
	f := func(r rune) bool { return r == ',' || r == ';' || r == '\n' }
	var out []string
	for _, p := range strings.FieldsFunc(s, f) {
		for _, q := range strings.Split(p, " and ") {
			out = append(out, q)
		}
	}
	return cleanList(out)
}

func cleanList(l []string) []string {
	out := l[:0]
	for _, s := range l {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}
