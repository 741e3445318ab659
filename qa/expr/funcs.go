package expr

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"reqap/qa"
)

// fn is a helper function with its argument count (max -1: variadic).
type fn struct {
	f        func(args ...any) (any, error)
	min, max int
	// typed is set instead of f for helpers of fixed arity: a
	// func(any) any or func(any, any) any bound in the environment, which
	// expr-lang calls directly (f goes through an argument buffer allocated
	// per evaluation). It panics with the error; the VM recovers it.
	typed any
}

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
	t, err := s.temporal(name, v)
	if err != nil {
		return qa.Date{}, err
	}
	if t.kind == qa.KindClock {
		return qa.Date{}, argErr(name, v, "a date or datetime")
	}
	return t.d, nil
}

func (s *state) clockArg(name string, v any) (qa.Clock, error) {
	t, err := s.temporal(name, v)
	if err != nil {
		return qa.Clock{}, err
	}
	if t.kind == qa.KindDate {
		return qa.Clock{}, argErr(name, v, "a time or datetime")
	}
	return t.c, nil
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
		switch name {
		case "year":
			return num(float64(x.Year())), nil
		case "month":
			return num(float64(x.Month())), nil
		case "day":
			return num(float64(x.Day())), nil
		case "weekday":
			return num(float64(isoWeekday(x.Weekday()))), nil
		}
	case qa.Clock:
		switch name {
		case "hour":
			return num(float64(x.Hour())), nil
		case "minute":
			return num(float64(x.Minute())), nil
		case "second":
			return num(float64(x.Second())), nil
		}
	case time.Time:
		switch name {
		case "year":
			return num(float64(x.Year())), nil
		case "month":
			return num(float64(x.Month())), nil
		case "day":
			return num(float64(x.Day())), nil
		case "weekday":
			return num(float64(isoWeekday(x.Weekday()))), nil
		case "hour":
			return num(float64(x.Hour())), nil
		case "minute":
			return num(float64(x.Minute())), nil
		case "second":
			return num(float64(x.Second())), nil
		case "date":
			return qa.DateOf(x), nil
		case "time":
			return qa.ClockOf(x), nil
		}
	}
	return nil, fmt.Errorf("%s has no attribute %s", qa.KindOf(v), name)
}

func isoWeekday(w time.Weekday) int {
	if w == time.Sunday {
		return 7
	}
	return int(w)
}

func (s *state) checkText(n int) error {
	if n > maxText {
		return fmt.Errorf("text longer than %d bytes", maxText)
	}
	return s.charge(n/1024 + 1)
}

// functions returns the helpers bound to one Program's state.
func functions(s *state) map[string]fn {
	m := map[string]fn{}
	def := func(name string, min, max int, f func(args ...any) (any, error)) {
		m[name] = fn{f: f, min: min, max: max}
	}
	def1 := func(name string, f func(x any) (any, error)) {
		m[name] = fn{min: 1, max: 1, typed: func(x any) any {
			v, err := f(x)
			if err != nil {
				panic(err)
			}
			return v
		}}
	}
	def2 := func(name string, f func(x, y any) (any, error)) {
		m[name] = fn{min: 2, max: 2, typed: func(x, y any) any {
			v, err := f(x, y)
			if err != nil {
				panic(err)
			}
			return v
		}}
	}
	dateField := func(name string, get func(d qa.Date) int) {
		def1(name, func(x any) (any, error) {
			d, err := s.dateArg(name, x)
			if err != nil {
				return nil, err
			}
			return num(float64(get(d))), nil
		})
	}
	clockField := func(name string, get func(c qa.Clock) int) {
		def1(name, func(x any) (any, error) {
			c, err := s.clockArg(name, x)
			if err != nil {
				return nil, err
			}
			return num(float64(get(c))), nil
		})
	}

	// Internal helpers the patcher calls.
	def1("__tick", func(x any) (any, error) { return x, s.charge(1) })
	def2("__attr", func(x, y any) (any, error) {
		name, _ := y.(string)
		return attrOf(x, name)
	})
	def2("__eq", func(x, y any) (any, error) { return boolean(equal(x, y)), s.charge(1) })
	def2("__ne", func(x, y any) (any, error) { return boolean(!equal(x, y)), s.charge(1) })
	cmp := func(name string, ok func(c int) bool) {
		def2(name, func(x, y any) (any, error) {
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
	cmp("__lt", func(c int) bool { return c < 0 })
	cmp("__le", func(c int) bool { return c <= 0 })
	cmp("__gt", func(c int) bool { return c > 0 })
	cmp("__ge", func(c int) bool { return c >= 0 })
	def2("__add", func(x, y any) (any, error) { return s.add(x, y) })
	def2("__sub", func(x, y any) (any, error) { return sub(x, y) })
	def2("__mod", func(x, y any) (any, error) {
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
	})
	def2("__in", func(x, y any) (any, error) { return s.in(x, y) })
	def2("__contains", func(x, y any) (any, error) { return s.contains(x, y) })
	def2("__matches", func(x, y any) (any, error) { return s.matches(x, y) })

	// Dates and times.
	dateField("year", qa.Date.Year)
	dateField("month", func(d qa.Date) int { return int(d.Month()) })
	dateField("day", qa.Date.Day)
	dateField("weekday", func(d qa.Date) int { return isoWeekday(d.Weekday()) })
	dateField("isoweek", func(d qa.Date) int { _, w := d.ISOWeek(); return w })
	dateField("isoyear", func(d qa.Date) int { y, _ := d.ISOWeek(); return y })
	clockField("hour", qa.Clock.Hour)
	clockField("minute", qa.Clock.Minute)
	def1("weekday_name", func(x any) (any, error) {
		d, err := s.dateArg("weekday_name", x)
		if err != nil {
			return nil, err
		}
		return d.Weekday().String(), nil
	})
	def1("month_name", func(x any) (any, error) {
		d, err := s.dateArg("month_name", x)
		if err != nil {
			return nil, err
		}
		return d.Month().String(), nil
	})
	def1("is_weekend", func(x any) (any, error) {
		d, err := s.dateArg("is_weekend", x)
		if err != nil {
			return nil, err
		}
		w := d.Weekday()
		return boolean(w == time.Saturday || w == time.Sunday), nil
	})
	def1("season", func(x any) (any, error) {
		d, err := s.dateArg("season", x)
		if err != nil {
			return nil, err
		}
		return season(d.Month()), nil
	})
	def("date", 1, 3, func(a ...any) (any, error) {
		if len(a) == 3 {
			y, err1 := intArg("date", a[0])
			mo, err2 := intArg("date", a[1])
			d, err3 := intArg("date", a[2])
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
		return s.dateArg("date", a[0])
	})
	clock := func(name string) func(a ...any) (any, error) {
		return func(a ...any) (any, error) {
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
	}
	def("time", 1, 3, clock("time"))
	def("clock", 1, 3, clock("clock"))
	def("datetime", 1, 6, func(a ...any) (any, error) {
		switch len(a) {
		case 1:
			t, err := s.temporal("datetime", a[0])
			if err != nil {
				return nil, err
			}
			switch t.kind {
			case qa.KindDateTime:
				return t.t, nil
			case qa.KindDate:
				return t.d.In(s.loc), nil
			}
			return nil, argErr("datetime", a[0], "a date or datetime")
		case 2:
			d, err := s.dateArg("datetime", a[0])
			if err != nil {
				return nil, err
			}
			c, err := s.clockArg("datetime", a[1])
			if err != nil {
				return nil, err
			}
			return c.On(d, s.loc), nil
		}
		parts := make([]int, 6)
		for i, v := range a {
			n, err := intArg("datetime", v)
			if err != nil {
				return nil, err
			}
			parts[i] = n
		}
		if len(a) < 3 || parts[0] < 1 || parts[0] > 9999 || parts[1] < 1 || parts[1] > 12 {
			return nil, errors.New("datetime needs a year, month and day")
		}
		return time.Date(parts[0], time.Month(parts[1]), parts[2], parts[3], parts[4], parts[5], 0, s.loc), nil
	})
	addCal := func(name string, days, months int) {
		def2(name, func(x, y any) (any, error) {
			n, err := intArg(name, y)
			if err != nil {
				return nil, err
			}
			return s.addCalendar(name, x, n*days, n*months)
		})
	}
	addCal("add_days", 1, 0)
	addCal("add_weeks", 7, 0)
	addCal("add_months", 0, 1)
	addCal("add_years", 0, 12)
	addDur := func(name string, unit time.Duration) {
		def2(name, func(x, y any) (any, error) {
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
	addDur("add_hours", time.Hour)
	addDur("add_minutes", time.Minute)
	addDur("add_seconds", time.Second)
	def2("days_between", func(x, y any) (any, error) {
		d1, err := s.dateArg("days_between", x)
		if err != nil {
			return nil, err
		}
		d2, err := s.dateArg("days_between", y)
		if err != nil {
			return nil, err
		}
		return num(float64(d2.Days() - d1.Days())), nil
	})
	between := func(name string, unit time.Duration) {
		def2(name, func(x, y any) (any, error) {
			t1, err := s.temporal(name, x)
			if err != nil {
				return nil, err
			}
			t2, err := s.temporal(name, y)
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
	between("hours_between", time.Hour)
	between("minutes_between", time.Minute)
	between("seconds_between", time.Second)
	def1("start_of_week", func(x any) (any, error) {
		d, err := s.dateArg("start_of_week", x)
		if err != nil {
			return nil, err
		}
		return d.AddDays(1 - isoWeekday(d.Weekday())), nil
	})
	def1("start_of_month", func(x any) (any, error) {
		d, err := s.dateArg("start_of_month", x)
		if err != nil {
			return nil, err
		}
		return d.AddDays(1 - d.Day()), nil
	})
	def1("start_of_year", func(x any) (any, error) {
		d, err := s.dateArg("start_of_year", x)
		if err != nil {
			return nil, err
		}
		return qa.NewDate(d.Year(), time.January, 1), nil
	})
	// today() and now() are accepted for today and now.
	def("today", 0, 0, func(a ...any) (any, error) { return s.today, nil })
	def("now", 0, 0, func(a ...any) (any, error) { return s.now, nil })

	// Text.
	mapText := func(name string, f func(string) string) {
		def1(name, func(x any) (any, error) {
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
	mapText("lower", strings.ToLower)
	mapText("upper", strings.ToUpper)
	mapText("trim", strings.TrimSpace)
	affix := func(name string, has func(s, p string) bool) {
		def2(name, func(x, y any) (any, error) {
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
	affix("starts_with", strings.HasPrefix)
	affix("ends_with", strings.HasSuffix)
	def("split", 1, 2, func(a ...any) (any, error) {
		t, err := textArg("split", a[0])
		if err != nil {
			return nil, err
		}
		if err := s.checkText(len(t)); err != nil {
			return nil, err
		}
		var parts []string
		if len(a) == 2 {
			sep, err := textArg("split", a[1])
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
	})
	def("join", 1, 2, func(a ...any) (any, error) {
		l, err := s.listArg("join", a[0])
		if err != nil {
			return nil, err
		}
		sep := ", "
		if len(a) == 2 {
			if sep, err = textArg("join", a[1]); err != nil {
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
	})
	toText := func(a ...any) (any, error) {
		if l, ok := qa.ListLen(a[0]); ok {
			if err := s.charge(l); err != nil {
				return nil, err
			}
		}
		t := qa.Format(a[0])
		return t, s.checkText(len(t))
	}
	def("str", 1, 1, toText)
	def("string", 1, 1, toText)

	// Numbers.
	toNum := func(name string, trunc bool) {
		def1(name, func(x any) (any, error) {
			var f float64
			switch x := x.(type) {
			case string:
				if err := s.checkText(len(x)); err != nil {
					return nil, err
				}
				v, ok := qa.ParseNumber(x)
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
	toNum("number", false)
	toNum("float", false)
	toNum("int", true)
	def("round", 1, 2, func(a ...any) (any, error) {
		f, err := numArg("round", a[0])
		if err != nil {
			return nil, err
		}
		digits := 0
		if len(a) == 2 {
			if digits, err = intArg("round", a[1]); err != nil {
				return nil, err
			}
			if digits < 0 || digits > 12 {
				return nil, errors.New("round: digits must be between 0 and 12")
			}
		}
		p := math.Pow(10, float64(digits))
		return num(math.Round(f*p) / p), nil
	})
	unary := func(name string, op func(float64) float64) {
		def1(name, func(x any) (any, error) {
			f, err := numArg(name, x)
			if err != nil {
				return nil, err
			}
			return num(op(f)), nil
		})
	}
	unary("abs", math.Abs)
	unary("floor", math.Floor)
	unary("ceil", math.Ceil)

	// Lists.
	def1("len", func(x any) (any, error) {
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
		return nil, argErr("len", x, "a list or text")
	})
	def("sum", 1, -1, func(a ...any) (any, error) {
		l, err := s.values("sum", a)
		if err != nil {
			return nil, err
		}
		total := 0.0
		for _, e := range l {
			if e == nil {
				continue
			}
			f, ok := qa.ToFloat(e)
			if !ok {
				return nil, argErr("sum", e, "numbers")
			}
			total += f
		}
		return num(total), nil
	})
	mean := func(a ...any) (any, error) {
		l, err := s.values("avg", a)
		if err != nil {
			return nil, err
		}
		total, n := 0.0, 0
		for _, e := range l {
			if e == nil {
				continue
			}
			f, ok := qa.ToFloat(e)
			if !ok {
				return nil, argErr("avg", e, "numbers")
			}
			total += f
			n++
		}
		if n == 0 {
			return nil, nil
		}
		return num(total / float64(n)), nil
	}
	def("avg", 1, -1, mean)
	def("mean", 1, -1, mean)
	def("median", 1, -1, func(a ...any) (any, error) {
		l, err := s.values("median", a)
		if err != nil {
			return nil, err
		}
		var fs []float64
		for _, e := range l {
			if e == nil {
				continue
			}
			f, ok := qa.ToFloat(e)
			if !ok {
				return nil, argErr("median", e, "numbers")
			}
			fs = append(fs, f)
		}
		if len(fs) == 0 {
			return nil, nil
		}
		sort.Float64s(fs)
		if len(fs)%2 == 1 {
			return num(fs[len(fs)/2]), nil
		}
		return num((fs[len(fs)/2-1] + fs[len(fs)/2]) / 2), nil
	})
	extreme := func(name string, want int) {
		def(name, 1, -1, func(a ...any) (any, error) {
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
	extreme("min", -1)
	extreme("max", 1)
	def("sort", 1, 2, func(a ...any) (any, error) {
		l, err := s.listArg("sort", a[0])
		if err != nil {
			return nil, err
		}
		desc, err := order("sort", a[1:])
		if err != nil {
			return nil, err
		}
		out := append([]any(nil), l...)
		return out, s.sortBy(out, func(v any) (any, error) { return v, nil }, desc)
	})
	def("sort_by", 2, 3, func(a ...any) (any, error) {
		l, err := s.listArg("sort_by", a[0])
		if err != nil {
			return nil, err
		}
		attr, err := textArg("sort_by", a[1])
		if err != nil {
			return nil, err
		}
		desc, err := order("sort_by", a[2:])
		if err != nil {
			return nil, err
		}
		out := append([]any(nil), l...)
		return out, s.sortBy(out, func(v any) (any, error) { return attrOf(v, attr) }, desc)
	})
	def("top_k", 2, 3, func(a ...any) (any, error) {
		l, err := s.listArg("top_k", a[0])
		if err != nil {
			return nil, err
		}
		key := func(v any) (any, error) { return v, nil }
		kArg := a[1]
		if len(a) == 3 {
			attr, err := textArg("top_k", a[1])
			if err != nil {
				return nil, err
			}
			key = func(v any) (any, error) { return attrOf(v, attr) }
			kArg = a[2]
		}
		k, err := intArg("top_k", kArg)
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
	})
	def1("unique", func(x any) (any, error) {
		l, err := s.listArg("unique", x)
		if err != nil {
			return nil, err
		}
		return s.unique(l)
	})
	def1("flatten", func(x any) (any, error) {
		l, err := s.listArg("flatten", x)
		if err != nil {
			return nil, err
		}
		var out []any
		return s.flatten(out, l, 0)
	})
	def1("first", func(x any) (any, error) {
		l, err := s.listArg("first", x)
		if err != nil || len(l) == 0 {
			return nil, err
		}
		return l[0], nil
	})
	def1("last", func(x any) (any, error) {
		l, err := s.listArg("last", x)
		if err != nil || len(l) == 0 {
			return nil, err
		}
		return l[len(l)-1], nil
	})
	def1("reverse", func(x any) (any, error) {
		l, err := s.listArg("reverse", x)
		if err != nil {
			return nil, err
		}
		out := make([]any, len(l))
		for i, e := range l {
			out[len(l)-1-i] = e
		}
		return out, nil
	})
	def2("attr", func(x, y any) (any, error) {
		name, err := textArg("attr", y)
		if err != nil {
			return nil, err
		}
		return attrOf(x, name)
	})
	return m
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
	case nil:
		return nil, qa.ErrMissing
	case string:
		x, ok := a.(string)
		if !ok {
			return nil, typeErr("look for", a, b)
		}
		if err := s.checkText(len(y)); err != nil {
			return nil, err
		}
		return boolean(containsFold(y, x)), nil
	case map[string]any:
		x, ok := a.(string)
		if !ok {
			return boxFalse, nil
		}
		_, has := y[x]
		return boolean(has), nil
	}
	l, ok := qa.ToList(b)
	if !ok {
		return nil, typeErr("look for", a, b)
	}
	if err := s.charge(len(l)); err != nil {
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
		y, ok := b.(string)
		if !ok {
			return nil, typeErr("search", a, b)
		}
		if err := s.checkText(len(x)); err != nil {
			return nil, err
		}
		return boolean(containsFold(x, y)), nil
	}
	l, ok := qa.ToList(a)
	if !ok {
		return nil, typeErr("search", a, b)
	}
	if err := s.charge(len(l)); err != nil {
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
	out := make([]any, 0, len(l))
	seen := map[any]bool{}
	for _, v := range l {
		if v == nil {
			// A missing value is no value: the hashtags of posts that
			// have none are not a hashtag.
			continue
		}
		k, ok := hashKey(v)
		if ok {
			if seen[k] {
				continue
			}
			seen[k] = true
			out = append(out, v)
			continue
		}
		dup := false
		if err := s.charge(len(out)); err != nil {
			return nil, err
		}
		for _, o := range out {
			if qa.Equal(o, v) {
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, v)
		}
	}
	return out, nil
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
