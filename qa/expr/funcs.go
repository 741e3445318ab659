package expr

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"reqap/lang/calendar"
	"reqap/qa"
)

// small whole numbers are boxed once: year(start_date) on 45,000 items
// should not allocate 45,000 float64s.
var smallFloats = func() (a [4096]any) {
	for i := range a {
		a[i] = float64(i)
	}
	return a
}()

func num(f float64) any {
	if f >= 0 && f < float64(len(smallFloats)) && f == math.Trunc(f) {
		return smallFloats[int(f)]
	}
	return f
}

var (
	boxTrue  any = true
	boxFalse any = false
)

func boolean(b bool) any {
	if b {
		return boxTrue
	}
	return boxFalse
}

func typeErr(op string, a, b any) error {
	return &qa.TypeError{Op: op, A: qa.KindOf(a), B: qa.KindOf(b)}
}

func argErr(name string, v any, want string) error {
	if v == nil {
		return qa.ErrMissing
	}
	return fmt.Errorf("%s needs %s, got %s", name, want, describe(v))
}

// temporal is a date, time of day or datetime argument.
type temporal struct {
	kind qa.Kind
	d    qa.Date
	c    qa.Clock
	t    time.Time
}

func (s *state) temporal(name string, v any) (temporal, error) {
	switch x := v.(type) {
	case qa.Date:
		return temporal{kind: qa.KindDate, d: x}, nil
	case qa.Clock:
		return temporal{kind: qa.KindClock, c: x}, nil
	case time.Time:
		return temporal{kind: qa.KindDateTime, t: x, d: qa.DateOf(x), c: qa.ClockOf(x)}, nil
	case string:
		if strings.Contains(x, ":") {
			if t, ok := qa.ParseDateTime(x, s.loc); ok {
				return temporal{kind: qa.KindDateTime, t: t, d: qa.DateOf(t), c: qa.ClockOf(t)}, nil
			}
			if c, ok := qa.ParseClock(x); ok {
				return temporal{kind: qa.KindClock, c: c}, nil
			}
		} else if d, ok := qa.ParseDate(x); ok {
			return temporal{kind: qa.KindDate, d: d}, nil
		}
	}
	return temporal{}, argErr(name, v, "a date, time or datetime")
}

func (s *state) dateArg(name string, v any) (qa.Date, error) {
	t, err := s.partArg(name, v, qa.KindClock, "a date or datetime")
	return t.d, err
}

func (s *state) clockArg(name string, v any) (qa.Clock, error) {
	t, err := s.partArg(name, v, qa.KindDate, "a time or datetime")
	return t.c, err
}

// partArg reads an argument of which one part, the date or the time of
// day, is wanted: a value that is only the other part (without) is not
// one, and want says what is.
func (s *state) partArg(name string, v any, without qa.Kind, want string) (temporal, error) {
	t, err := s.temporal(name, v)
	if err == nil && t.kind == without {
		return temporal{}, argErr(name, v, want)
	}
	return t, err
}

// both reads the two arguments of a function of two alike ones, the
// first's error first.
func both[T any](read func(name string, v any) (T, error), name string, x, y any) (a, b T, err error) {
	if a, err = read(name, x); err == nil {
		b, err = read(name, y)
	}
	return a, b, err
}

func numArg(name string, v any) (float64, error) {
	if f, ok := qa.ToFloat(v); ok {
		return f, nil
	}
	return 0, argErr(name, v, "a number")
}

func intArg(name string, v any) (int, error) {
	f, err := numArg(name, v)
	if err != nil {
		return 0, err
	}
	if math.IsNaN(f) || f > 1e9 || f < -1e9 {
		return 0, fmt.Errorf("%s: %v is out of range", name, f)
	}
	return int(f), nil
}

func textArg(name string, v any) (string, error) {
	if s, ok := v.(string); ok {
		return s, nil
	}
	return "", argErr(name, v, "text")
}

func (s *state) listArg(name string, v any) ([]any, error) {
	l, ok := qa.ToList(v)
	if !ok {
		return nil, argErr(name, v, "a list")
	}
	if err := s.charge(len(l)); err != nil {
		return nil, err
	}
	return l, nil
}

// values returns the list argument of min/max/sum-like helpers: one list,
// or the arguments themselves.
func (s *state) values(name string, args []any) ([]any, error) {
	if len(args) == 1 {
		if _, ok := qa.ListLen(args[0]); ok {
			return s.listArg(name, args[0])
		}
	}
	return args, s.charge(len(args))
}

// attrOf reads attribute name of v: an item's attribute, a map entry, or a
// component of a date, time or datetime (year, month, day, weekday, hour,
// minute, second, date, time).
func attrOf(v any, name string) (any, error) {
	switch x := v.(type) {
	case nil:
		return nil, nil
	case *qa.Item:
		val, _ := x.Get(name)
		return val, nil
	case map[string]any:
		return x[name], nil
	case qa.Date:
		if a, ok := part(dateParts, x, name); ok {
			return a, nil
		}
	case qa.Clock:
		if a, ok := part(clockParts, x, name); ok {
			return a, nil
		}
	case time.Time:
		switch name {
		case "date":
			return qa.DateOf(x), nil
		case "time":
			return qa.ClockOf(x), nil
		}
		if a, ok := part(dateParts, qa.DateOf(x), name); ok {
			return a, nil
		}
		if a, ok := part(clockParts, qa.ClockOf(x), name); ok {
			return a, nil
		}
	}
	return nil, fmt.Errorf("%s has no attribute %s", qa.KindOf(v), name)
}

// dateParts are the components of a date by attribute name, which a
// datetime has too.
var dateParts = map[string]func(qa.Date) int{
	"year":    qa.Date.Year,
	"month":   func(d qa.Date) int { return int(d.Month()) },
	"day":     qa.Date.Day,
	"weekday": func(d qa.Date) int { return calendar.ISOWeekday(d.Weekday()) },
}

// clockParts are the components of a time of day by attribute name, which
// a datetime has too.
var clockParts = map[string]func(qa.Clock) int{
	"hour":   qa.Clock.Hour,
	"minute": qa.Clock.Minute,
	"second": qa.Clock.Second,
}

// part is the component name of v, a date or a time of day.
func part[V any](parts map[string]func(V) int, v V, name string) (any, bool) {
	if f, ok := parts[name]; ok {
		return num(float64(f(v))), true
	}
	return nil, false
}

func (s *state) checkText(n int) error {
	if n > maxText {
		return fmt.Errorf("text longer than %d bytes", maxText)
	}
	return s.charge(n/1024 + 1)
}

// equal is qa.Equal with a fast path for the common number == literal.
func equal(a, b any) bool {
	if x, ok := a.(float64); ok {
		switch y := b.(type) {
		case int:
			return x == float64(y)
		case float64:
			return x == y
		}
	}
	return qa.Equal(a, b)
}

func season(m time.Month) string {
	switch m {
	case time.December, time.January, time.February:
		return "winter"
	case time.March, time.April, time.May:
		return "spring"
	case time.June, time.July, time.August:
		return "summer"
	}
	return "autumn"
}

// sortList is sort and sort_by: a sorted copy of the list, by the
// attribute by names when given, in the order ord asks.
func (s *state) sortList(name string, list any, by, ord []any) (any, error) {
	l, err := s.listArg(name, list)
	if err != nil {
		return nil, err
	}
	key, err := sortKey(name, by)
	if err != nil {
		return nil, err
	}
	desc, err := order(name, ord)
	if err != nil {
		return nil, err
	}
	out := append([]any(nil), l...)
	return out, s.sortBy(out, key, desc)
}

// sortKey is what a list is sorted by: its values, or the attribute by
// names when given.
func sortKey(name string, by []any) (func(any) (any, error), error) {
	if len(by) == 0 {
		return func(v any) (any, error) { return v, nil }, nil
	}
	attr, err := textArg(name, by[0])
	if err != nil {
		return nil, err
	}
	return func(v any) (any, error) { return attrOf(v, attr) }, nil
}

func order(name string, a []any) (bool, error) {
	if len(a) == 0 {
		return false, nil
	}
	o, err := textArg(name, a[0])
	if err != nil {
		return false, err
	}
	switch strings.ToLower(o) {
	case "desc", "descending":
		return true, nil
	case "asc", "ascending":
		return false, nil
	}
	return false, fmt.Errorf("%s: order must be \"asc\" or \"desc\", got %q", name, truncate(o, 20))
}

// instant converts a date or datetime to an instant: a date is midnight in
// the zone of the other argument when that is a datetime, else in the
// local zone.
func (s *state) instant(x, other temporal) time.Time {
	if x.kind == qa.KindDateTime {
		return x.t
	}
	loc := s.loc
	if other.kind == qa.KindDateTime {
		loc = other.t.Location()
	}
	return x.d.In(loc)
}

func (s *state) addCalendar(name string, v any, days, months int) (any, error) {
	t, err := s.temporal(name, v)
	if err != nil {
		return nil, err
	}
	if t.kind == qa.KindClock {
		return nil, argErr(name, v, "a date or datetime")
	}
	d := t.d.AddMonths(months).AddDays(days)
	if d.IsZero() {
		return nil, fmt.Errorf("%s: date out of range", name)
	}
	if t.kind == qa.KindDate {
		return d, nil
	}
	return t.c.On(d, t.t.Location()), nil
}

func (s *state) add(a, b any) (any, error) {
	if x, ok := qa.ToFloat(a); ok {
		if y, ok := qa.ToFloat(b); ok {
			return x + y, nil
		}
	}
	switch x := a.(type) {
	case string:
		if y, ok := b.(string); ok {
			if err := s.checkText(len(x) + len(y)); err != nil {
				return nil, err
			}
			return x + y, nil
		}
	case qa.Date, time.Time:
		if _, ok := qa.ToFloat(b); ok {
			return nil, errors.New("cannot add a number to a date: use add_days, add_hours, ...")
		}
	}
	if la, ok := qa.ListLen(a); ok {
		if lb, ok := qa.ListLen(b); ok {
			if la+lb > maxList {
				return nil, fmt.Errorf("list longer than %d elements", maxList)
			}
			if err := s.charge(la + lb); err != nil {
				return nil, err
			}
			x, _ := qa.ToList(a)
			y, _ := qa.ToList(b)
			return append(append(make([]any, 0, la+lb), x...), y...), nil
		}
	}
	if a == nil || b == nil {
		return nil, qa.ErrMissing
	}
	return nil, typeErr("add", a, b)
}

// sub subtracts numbers; date - date is days, datetime - datetime and
// time - time are seconds.
func sub(a, b any) (any, error) {
	if x, ok := qa.ToFloat(a); ok {
		if y, ok := qa.ToFloat(b); ok {
			return x - y, nil
		}
	}
	switch x := a.(type) {
	case qa.Date:
		switch y := b.(type) {
		case qa.Date:
			return num(float64(x.Days() - y.Days())), nil
		case float64, int:
			return nil, errors.New("cannot subtract a number from a date: use add_days(d, -n)")
		}
	case time.Time:
		if y, ok := b.(time.Time); ok {
			return x.Sub(y).Seconds(), nil
		}
	case qa.Clock:
		if y, ok := b.(qa.Clock); ok {
			return float64(x.Nanos()-y.Nanos()) / 1e9, nil
		}
	}
	if a == nil || b == nil {
		return nil, qa.ErrMissing
	}
	return nil, typeErr("subtract", a, b)
}

// in is membership: an element equal to a in list b, a key of map b, or a
// case-insensitive substring of text b.
func (s *state) in(a, b any) (any, error) {
	switch y := b.(type) {
	case *memberSet:
		if err := s.charge(1); err != nil {
			return nil, err
		}
		return boolean(y.has(a)), nil
	case nil:
		return nil, qa.ErrMissing
	case string:
		return s.textHolds("look for", y, a, a, b)
	case map[string]any:
		x, ok := a.(string)
		if !ok {
			return boxFalse, nil
		}
		_, has := y[x]
		return boolean(has), nil
	}
	l, err := s.listOf("look for", b, a, b)
	if err != nil {
		return nil, err
	}
	for _, e := range l {
		if qa.Equal(a, e) {
			return boxTrue, nil
		}
	}
	return boxFalse, nil
}

// contains is a case-insensitive substring test; on a list it is true when
// any element contains the text (or equals a non-text value).
func (s *state) contains(a, b any) (any, error) {
	switch x := a.(type) {
	case nil:
		return nil, qa.ErrMissing
	case string:
		return s.textHolds("search", x, b, a, b)
	}
	l, err := s.listOf("search", a, a, b)
	if err != nil {
		return nil, err
	}
	y, isText := b.(string)
	for _, e := range l {
		if t, ok := e.(string); ok && isText {
			if containsFold(t, y) {
				return boxTrue, nil
			}
		} else if qa.Equal(e, b) {
			return boxTrue, nil
		}
	}
	return boxFalse, nil
}

// textHolds is the text case of in and contains: whether text holds sub,
// case-insensitively. a and b are the arguments as written, for the error.
func (s *state) textHolds(verb, text string, sub, a, b any) (any, error) {
	x, ok := sub.(string)
	if !ok {
		return nil, typeErr(verb, a, b)
	}
	if err := s.checkText(len(text)); err != nil {
		return nil, err
	}
	return boolean(containsFold(text, x)), nil
}

// listOf is v as the list in and contains search, charged to the budget. a
// and b are the arguments as written, for the error.
func (s *state) listOf(verb string, v, a, b any) ([]any, error) {
	l, ok := qa.ToList(v)
	if !ok {
		return nil, typeErr(verb, a, b)
	}
	if err := s.charge(len(l)); err != nil {
		return nil, err
	}
	return l, nil
}

func containsFold(s, sub string) bool {
	if sub == "" {
		return true
	}
	for i := range s {
		if len(s)-i < len(sub) {
			return false
		}
		if hasPrefixFold(s[i:], sub) {
			return true
		}
	}
	return false
}

func hasPrefixFold(s, p string) bool {
	for p != "" {
		if s == "" {
			return false
		}
		r1, n1 := utf8.DecodeRuneInString(s)
		r2, n2 := utf8.DecodeRuneInString(p)
		if r1 != r2 && qa.CompareFold(s[:n1], p[:n2]) != 0 {
			return false
		}
		s, p = s[n1:], p[n2:]
	}
	return true
}

func (s *state) matches(a, b any) (any, error) {
	x, ok := a.(string)
	if !ok {
		return nil, argErr("matches", a, "text")
	}
	pat, ok := b.(string)
	if !ok {
		return nil, argErr("matches", b, "a pattern")
	}
	if len(pat) > 1024 {
		return nil, errors.New("matches: pattern longer than 1024 bytes")
	}
	if s.regexps == nil {
		s.regexps = map[string]any{}
	}
	re, ok := s.regexps[pat].(*regexp.Regexp)
	if !ok {
		if len(s.regexps) > 64 {
			clear(s.regexps)
		}
		var err error
		if re, err = regexp.Compile(pat); err != nil {
			return nil, fmt.Errorf("matches: %v", err)
		}
		s.regexps[pat] = re
	}
	if err := s.checkText(len(x) * 4); err != nil {
		return nil, err
	}
	return boolean(re.MatchString(x)), nil
}

func (s *state) sortBy(l []any, key func(any) (any, error), desc bool) error {
	n := len(l)
	if err := s.charge(n * (bitsLen(n) + 1)); err != nil {
		return err
	}
	keys := make([]any, n)
	for i, v := range l {
		k, err := key(v)
		if err != nil {
			return err
		}
		keys[i] = k
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	var firstErr error
	sort.SliceStable(idx, func(i, j int) bool {
		a, b := keys[idx[i]], keys[idx[j]]
		// Missing values go last whatever the order.
		if a == nil || b == nil {
			return a != nil && b == nil
		}
		c, err := qa.Compare(a, b)
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			return false
		}
		if desc {
			return c > 0
		}
		return c < 0
	})
	if firstErr != nil {
		return firstErr
	}
	sorted := make([]any, n)
	for i, j := range idx {
		sorted[i] = l[j]
	}
	copy(l, sorted)
	return nil
}

func bitsLen(n int) int {
	b := 0
	for n > 0 {
		b++
		n >>= 1
	}
	return b
}

// unique keeps the first of equal values (Equal's rules: text is compared
// case-insensitively).
func (s *state) unique(l []any) (any, error) {
	vals, _, err := s.distinct(l)
	if err != nil {
		return nil, err
	}
	if vals == nil {
		vals = []any{}
	}
	return vals, nil
}

// mostCommon returns the value of l met most often, the first met of a
// tie, values compared as unique compares them.
func (s *state) mostCommon(l []any) (any, error) {
	vals, counts, err := s.distinct(l)
	if err != nil || len(vals) == 0 {
		return nil, err
	}
	return vals[firstMax(counts)], nil
}

// mostTotal is the value of key of the items whose amounts add up to
// most ("what did I spend most on each month": the category whose
// prices add up to most in each), the first of a tie; items without the
// key or the amount are left out.
func (s *state) mostTotal(name string, items []any, key, amount string) (any, error) {
	var keys valueIndex
	var totals []float64
	for _, it := range items {
		k, err := attrOf(it, key)
		if err != nil {
			return nil, err
		}
		v, err := attrOf(it, amount)
		if err != nil {
			return nil, err
		}
		if k == nil || v == nil {
			continue
		}
		f, err := numArg(name, v)
		if err != nil {
			return nil, err
		}
		i, err := s.indexOf(&keys, k)
		if err != nil {
			return nil, err
		}
		if i == len(totals) {
			totals = append(totals, f)
			continue
		}
		totals[i] += f
	}
	if len(totals) == 0 {
		return nil, nil
	}
	return keys.vals[firstMax(totals)], nil
}

// mostCommonK is the k values of l met most often, most first, a tie in
// the order they were first met.
func (s *state) mostCommonK(l []any, k int) (any, error) {
	vals, counts, err := s.distinct(l)
	if err != nil {
		return nil, err
	}
	order := make([]int, len(vals))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return counts[b] - counts[a] })
	out := []any{}
	for _, i := range order[:min(max(k, 0), len(order))] {
		out = append(out, vals[i])
	}
	return out, nil
}

// distinct returns the values of l, each the first of its equals, and how
// many values of l each stands for. A missing value is no value: the
// hashtags of posts that have none are not a hashtag.
func (s *state) distinct(l []any) (vals []any, counts []int, err error) {
	var ix valueIndex
	for _, v := range l {
		if v == nil {
			continue
		}
		i, err := s.indexOf(&ix, v)
		if err != nil {
			return nil, nil, err
		}
		if i == len(counts) {
			counts = append(counts, 1)
			continue
		}
		counts[i]++
	}
	return ix.vals, counts, nil
}

// valueIndex holds distinct values in the order first met, so that the
// functions that count or add up per value (unique, most_common,
// most_total) tell two values equal the one way.
type valueIndex struct {
	vals []any
	at   map[any]int // hashKey → index in vals
}

// indexOf returns the index of v among ix's values, adding it last (the
// index is then the old length) when no value equal to it is there.
// Values with a hash key are found by it; others are compared with
// qa.Equal one by one, which is charged to the evaluation's budget.
func (s *state) indexOf(ix *valueIndex, v any) (int, error) {
	if k, ok := hashKey(v); ok {
		if i, seen := ix.at[k]; seen {
			return i, nil
		}
		if ix.at == nil {
			ix.at = map[any]int{}
		}
		ix.at[k] = len(ix.vals)
	} else {
		if err := s.charge(len(ix.vals)); err != nil {
			return 0, err
		}
		if i := slices.IndexFunc(ix.vals, func(o any) bool { return qa.Equal(o, v) }); i >= 0 {
			return i, nil
		}
	}
	ix.vals = append(ix.vals, v)
	return len(ix.vals) - 1, nil
}

// firstMax is the index of the largest of xs, the first of a tie (the
// value met first wins, as most_common and most_total document); xs is
// not empty.
func firstMax[T cmp.Ordered](xs []T) int {
	best := 0
	for i, x := range xs {
		if x > xs[best] {
			best = i
		}
	}
	return best
}

type instantKey struct{ sec, nsec int64 }

func hashKey(v any) (any, bool) {
	switch x := v.(type) {
	case string:
		return strings.ToLower(x), true
	case bool, qa.Date, qa.Clock:
		return x, true
	case time.Time:
		return instantKey{x.Unix(), int64(x.Nanosecond())}, true
	case nil:
		return nil, true
	}
	if f, ok := qa.ToFloat(v); ok {
		if f == 0 {
			f = 0 // fold -0
		}
		return f, true
	}
	return nil, false
}

func (s *state) flatten(out []any, l []any, depth int) ([]any, error) {
	if depth > 16 {
		return nil, errors.New("flatten: lists nested too deeply")
	}
	for _, e := range l {
		if inner, ok := qa.ToList(e); ok {
			if err := s.charge(len(inner)); err != nil {
				return nil, err
			}
			var err error
			if out, err = s.flatten(out, inner, depth+1); err != nil {
				return nil, err
			}
			continue
		}
		if len(out) >= maxList {
			return nil, fmt.Errorf("list longer than %d elements", maxList)
		}
		out = append(out, e)
	}
	if out == nil {
		out = []any{}
	}
	return out, nil
}

// datesOf is dates_of: the distinct dates on which the elements of l
// happened, in order. An event that lasts half a day or more (a trip, an
// all-day event) happened on each of its dates; a shorter one on its
// start date alone, so a song that ends past midnight was played on one
// day. Dates and datetimes are their own date.
func (s *state) datesOf(l []any) ([]any, error) {
	seen := map[qa.Date]bool{}
	add := func(from, to qa.Date) error {
		n := max(int(to.Days()-from.Days())+1, 1)
		// The budget bounds a span written wrong (an end in year 9999).
		if err := s.charge(n); err != nil {
			return err
		}
		for i := range n {
			seen[from.AddDays(i)] = true
		}
		return nil
	}
	for _, v := range l {
		var err error
		switch x := v.(type) {
		case nil:
		case qa.Date:
			err = add(x, x)
		case time.Time:
			err = add(qa.DateOf(x), qa.DateOf(x))
		case *qa.Item:
			start, ok1 := x.Get(qa.AttrStartDateTime)
			end, ok2 := x.Get(qa.AttrEndDateTime)
			st, isTime1 := start.(time.Time)
			en, isTime2 := end.(time.Time)
			if !ok1 || !isTime1 {
				continue // no time: on no date
			}
			to := qa.DateOf(st)
			if ok2 && isTime2 && en.Sub(st) >= 12*time.Hour {
				to = qa.DateOf(en)
			}
			err = add(qa.DateOf(st), to)
		default:
			return nil, fmt.Errorf("dates_of: %s is no event, date or datetime", qa.KindOf(v))
		}
		if err != nil {
			return nil, err
		}
	}
	out := make([]qa.Date, 0, len(seen))
	for d := range seen {
		out = append(out, d)
	}
	slices.SortFunc(out, func(a, b qa.Date) int { return cmp.Compare(a.Days(), b.Days()) })
	res := make([]any, len(out))
	for i, d := range out {
		res[i] = d
	}
	return res, nil
}

// longestStreak is longest_streak: the most consecutive dates among l
// (dates or datetimes, in any order; a date twice counts once).
func (s *state) longestStreak(l []any) (any, error) {
	days, err := s.sortedDays("longest_streak", l)
	if err != nil {
		return nil, err
	}
	best, run := 0, 0
	for i, d := range days {
		if i > 0 && d == days[i-1]+1 {
			run++
		} else {
			run = 1
		}
		best = max(best, run)
	}
	return num(float64(best)), nil
}

// spellRuns splits days (in order) into runs, a day at most gap days
// after the one before it going on the same run: each run as the
// indexes [from, to) of its days. Every spell function reads runs so.
func spellRuns(days []int64, gap float64) [][2]int {
	var out [][2]int
	for i := 0; i < len(days); {
		j := i + 1
		for j < len(days) && float64(days[j]-days[j-1]) <= gap {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}

// spells is spells(dates, gap): how many runs the dates make, a date at
// most gap days after the one before it going on the same run (gap 1:
// days in a row). A journal's trips are its runs of days away, a day
// not written about in the middle of one still part of it.
func (s *state) spells(name string, l, gap any) (any, error) {
	days, g, err := s.spellArgs(name, l, gap)
	if err != nil {
		return nil, err
	}
	return num(float64(len(spellRuns(days, g)))), nil
}

// spellStarts is spell_starts(dates, gap): the first date of each run
// (as spells reads them): the days each stay away began, a stay told on
// several days being one.
func (s *state) spellStarts(name string, l, gap any) (any, error) {
	return s.eachSpell(name, l, gap, func(run []int64) any { return qa.DateFromDays(run[0]) })
}

// spellLengths is spell_lengths(dates, gap): the days of each run (as
// spells reads them), from its first date to its last: how long each
// stay away lasted, of a journal that writes each day of it apart.
func (s *state) spellLengths(name string, l, gap any) (any, error) {
	return s.eachSpell(name, l, gap, func(run []int64) any { return num(float64(run[len(run)-1] - run[0] + 1)) })
}

// eachSpell is the list of what f says of each run of the dates (as
// spells reads them).
func (s *state) eachSpell(name string, l, gap any, f func(run []int64) any) (any, error) {
	days, g, err := s.spellArgs(name, l, gap)
	if err != nil {
		return nil, err
	}
	out := []any{}
	for _, r := range spellRuns(days, g) {
		out = append(out, f(days[r[0]:r[1]]))
	}
	return out, nil
}

// spellsWith is spells_with(dates, gap, marks): how many runs of the
// dates (as spells reads them) hold one of marks, a date or more of
// their own: the trips away of which a day says how they were made ("by
// train": a day writing "Train to Prague"), each once however many of
// its days say it.
func (s *state) spellsWith(name string, a ...any) (any, error) {
	days, g, marks, err := s.markedSpellArgs(name, a)
	if err != nil {
		return nil, err
	}
	n := 0
	for _, r := range spellRuns(days, g) {
		if markedRun(days[r[0]:r[1]], marks) {
			n++
		}
	}
	return num(float64(n)), nil
}

// spellDatesWith is spell_dates_with(dates, gap, marks): the dates of the
// runs (as spells reads them) that hold one of marks: the days of the
// trips away of which a day says how they were made, so that the trips
// by train are listed, not only counted (spells_with).
func (s *state) spellDatesWith(name string, a ...any) (any, error) {
	days, g, marks, err := s.markedSpellArgs(name, a)
	if err != nil {
		return nil, err
	}
	out := []any{}
	for _, r := range spellRuns(days, g) {
		if run := days[r[0]:r[1]]; markedRun(run, marks) {
			for _, d := range run {
				out = append(out, qa.DateFromDays(d))
			}
		}
	}
	return out, nil
}

// markedRun reports whether a run holds a day of marks.
func markedRun(run, marks []int64) bool {
	return slices.ContainsFunc(run, func(d int64) bool { return slices.Contains(marks, d) })
}

// markedSpellArgs reads the arguments of spells_with and
// spell_dates_with (dates, gap, marks): the dates' days in order, the gap
// and the marks' days in order.
func (s *state) markedSpellArgs(name string, a []any) (days []int64, gap float64, marks []int64, err error) {
	if days, gap, err = s.spellArgs(name, a[0], a[1]); err != nil {
		return nil, 0, nil, err
	}
	list, err := s.listArg(name, a[2])
	if err != nil {
		return nil, 0, nil, err
	}
	marks, err = s.sortedDays(name, list)
	return days, gap, marks, err
}

// spellArgs reads the arguments of spells and spell_nights: the dates'
// days in order and the gap.
func (s *state) spellArgs(name string, l, gap any) ([]int64, float64, error) {
	list, err := s.listArg(name, l)
	if err != nil {
		return nil, 0, err
	}
	g, err := numArg(name, gap)
	if err != nil {
		return nil, 0, err
	}
	days, err := s.sortedDays(name, list)
	return days, g, err
}

// spellNights is spell_nights(dates, gap): the nights the runs of the
// dates span, a date at most gap days after the one before on the same
// run (as spells reads them): of each run, the days from its first date
// to its last. A stay told on its first and last days only, the day
// between not written about, is its two nights, not none.
func (s *state) spellNights(name string, l, gap any) (any, error) {
	days, g, err := s.spellArgs(name, l, gap)
	if err != nil {
		return nil, err
	}
	var n int64
	for _, r := range spellRuns(days, g) {
		n += days[r[1]-1] - days[r[0]]
	}
	return num(float64(n)), nil
}

// spellDays are every day of each run of the dates, from its first date
// to its last: a trip's days, the day between two days written about on
// it counted in.
func (s *state) spellDays(name string, l, gap any) (any, error) {
	days, g, err := s.spellArgs(name, l, gap)
	if err != nil {
		return nil, err
	}
	out := []any{}
	for _, r := range spellRuns(days, g) {
		for d := days[r[0]]; d <= days[r[1]-1]; d++ {
			out = append(out, qa.DateFromDays(d))
		}
	}
	return out, nil
}

// longestGap is the most days between two dates in a row of them: the
// longest time without, between the first and the last.
func (s *state) longestGap(l []any) (any, error) {
	days, err := s.sortedDays("longest_gap", l)
	if err != nil {
		return nil, err
	}
	var best int64
	for i := 1; i < len(days); i++ {
		best = max(best, days[i]-days[i-1])
	}
	return num(float64(best)), nil
}

// periods is periods(from, to, unit): the first day of each day, Monday
// week or month from the one from falls in up to to, excluded ("which
// weeks did I not run" lists those of them without a run).
func (s *state) periods(name string, from, to, unit any) (any, error) {
	a, err := s.dateArg(name, from)
	if err != nil {
		return nil, err
	}
	z, err := s.dateArg(name, to)
	if err != nil {
		return nil, err
	}
	u, err := textArg(name, unit)
	if err != nil {
		return nil, err
	}
	var next func(qa.Date) qa.Date
	switch u {
	case "day":
		next = func(d qa.Date) qa.Date { return d.AddDays(1) }
	case "week":
		a = a.AddDays(1 - calendar.ISOWeekday(a.Weekday()))
		next = func(d qa.Date) qa.Date { return d.AddDays(7) }
	case "month":
		a = a.AddDays(1 - a.Day())
		next = func(d qa.Date) qa.Date { return d.AddMonths(1) }
	case "year":
		a = qa.NewDate(a.Year(), time.January, 1)
		next = func(d qa.Date) qa.Date { return d.AddMonths(12) }
	default:
		return nil, fmt.Errorf(`%s: unit %q is not "day", "week", "month" or "year"`, name, u)
	}
	var out []any
	for d := a; d.Days() < z.Days(); d = next(d) {
		if err := s.charge(1); err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	if out == nil {
		out = []any{}
	}
	return out, nil
}

// sortedDays are the distinct days of a list of dates, in order.
func (s *state) sortedDays(name string, l []any) ([]int64, error) {
	if err := s.charge(len(l)); err != nil {
		return nil, err
	}
	days := make([]int64, 0, len(l))
	for _, v := range l {
		d, err := s.dateArg(name, v)
		if err != nil {
			return nil, err
		}
		days = append(days, d.Days())
	}
	slices.Sort(days)
	return slices.Compact(days), nil
}
