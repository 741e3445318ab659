package eval

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"
	"reqap/lang/ascii"
	"sort"
	"strconv"
	"strings"
	"time"
)

// RelaxFactor is the slack Rlx-Hit@1 allows on numbers, as in the paper.
const RelaxFactor = 0.10

// elem is one normalized value: key decides exact equality; numbers keep
// their value for the relaxed comparison.
type elem struct {
	key   string
	num   float64
	isNum bool
}

// Score compares an answer with a question's gold answer. hit is Hit@1
// (exact after normalization); relaxed is Rlx-Hit@1 (numbers within ±10 %),
// which is always true when hit is.
func Score(gold Question, ans Answer) (hit, relaxed bool) {
	g, loc := goldElems(gold)
	if len(g) == 0 {
		return false, false
	}
	for _, set := range answerSets(gold, ans) {
		a := make([]elem, 0, len(set))
		ok := true
		for _, v := range set {
			e, good := normalizeAnswer(gold, v, ans.Unit, loc)
			if !good {
				ok = false
				break
			}
			a = append(a, e)
		}
		if !ok || len(a) == 0 {
			continue
		}
		h, r := compareSets(g, a, gold.Ordered)
		hit = hit || h
		relaxed = relaxed || r
	}
	return hit, relaxed || hit
}

// goldElems normalizes the gold values and returns the location zone-less
// datetime answers are read in (the first gold datetime's offset).
func goldElems(q Question) ([]elem, *time.Location) {
	loc := time.UTC
	if q.AnswerType == TypeDateTime && len(q.Answers) > 0 {
		if s, ok := q.Answers[0].(string); ok {
			if t, _, ok := ParseDateTime(s, time.UTC); ok {
				loc = t.Location()
			}
		}
	}
	out := make([]elem, 0, len(q.Answers))
	for _, a := range q.Answers {
		e, ok := normalizeGold(q, a)
		if !ok {
			return nil, loc
		}
		out = append(out, e)
	}
	return out, loc
}

func normalizeGold(q Question, a any) (elem, bool) {
	switch q.AnswerType {
	case TypeNumber:
		v, ok := toFloat(a)
		if !ok {
			if s, isStr := a.(string); isStr {
				v, _, ok = ParseQuantity(s)
			}
		}
		if !ok {
			return elem{}, false
		}
		return numElem(v), true
	case TypeDate:
		if s, ok := a.(string); ok {
			if d, ok := ParseDate(s); ok {
				return elem{key: d.Format("2006-01-02")}, true
			}
		}
	case TypeDateTime:
		if s, ok := a.(string); ok {
			if t, _, ok := ParseDateTime(s, time.UTC); ok {
				return minuteElem(t), true
			}
		}
	case TypeTime:
		if s, ok := a.(string); ok {
			if m, ok := ParseClock(s); ok {
				return clockElem(m), true
			}
		}
	case TypeText, TypeList:
		s, ok := textOf(a)
		if !ok || NormalizeText(s) == "" {
			return elem{}, false
		}
		return elem{key: NormalizeText(s)}, true
	}
	return elem{}, false
}

func numElem(v float64) elem {
	r := Round2(v)
	return elem{key: strconv.FormatInt(cents(v), 10), num: r, isNum: true}
}

// minuteElem keys an instant at minute precision, whatever its zone.
func minuteElem(t time.Time) elem {
	return elem{key: strconv.FormatInt(t.Truncate(time.Minute).Unix(), 10)}
}

func clockElem(mins int) elem {
	return elem{key: fmt.Sprintf("%02d:%02d", mins/60, mins%60)}
}

// normalizeAnswer reads one answer value as the gold type.
func normalizeAnswer(q Question, v any, unit string, loc *time.Location) (elem, bool) {
	switch q.AnswerType {
	case TypeNumber:
		return answerNumber(q, v, unit)
	case TypeDate:
		switch x := v.(type) {
		case time.Time:
			return elem{key: x.Format("2006-01-02")}, true
		case string:
			if d, ok := ParseDate(x); ok {
				return elem{key: d.Format("2006-01-02")}, true
			}
			// A date question is answered by any moment of that day.
			if t, _, ok := ParseDateTime(x, loc); ok {
				return elem{key: t.Format("2006-01-02")}, true
			}
		}
		return elem{}, false
	case TypeDateTime:
		switch x := v.(type) {
		case time.Time:
			return minuteElem(x), true
		case string:
			if t, _, ok := ParseDateTime(x, loc); ok {
				return minuteElem(t), true
			}
		}
		return elem{}, false
	case TypeTime:
		switch x := v.(type) {
		case time.Time:
			return clockElem(x.Hour()*60 + x.Minute()), true
		case string:
			if m, ok := ParseClock(x); ok {
				return clockElem(m), true
			}
			if t, _, ok := ParseDateTime(x, loc); ok {
				return clockElem(t.Hour()*60 + t.Minute()), true
			}
		}
		return elem{}, false
	default:
		s, ok := textOf(v)
		if !ok {
			return elem{}, false
		}
		n := NormalizeText(s)
		if n == "" {
			return elem{}, false
		}
		return elem{key: n}, true
	}
}

// answerNumber reads a numeric answer and converts it to the gold unit.
// A number without a unit is taken to be in the gold unit; a unit of
// another dimension is a miss, never a rescaling.
func answerNumber(q Question, v any, unit string) (elem, bool) {
	var x float64
	switch t := v.(type) {
	case time.Duration:
		x, unit = t.Seconds(), "s"
	case string:
		val, u, ok := ParseQuantity(t)
		if !ok {
			return elem{}, false
		}
		x = val
		if u != "" {
			unit = u
		}
	default:
		f, ok := toFloat(v)
		if !ok {
			return elem{}, false
		}
		x = f
	}
	if q.Unit != "" && unit != "" {
		c, ok := ConvertUnit(x, unit, q.Unit)
		if !ok {
			return elem{}, false
		}
		x = c
	}
	return numElem(x), true
}

func toFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, !math.IsNaN(x) && !math.IsInf(x, 0)
	case float32:
		return float64(x), true
	case int:
		return float64(x), true
	case int8:
		return float64(x), true
	case int16:
		return float64(x), true
	case int32:
		return float64(x), true
	case int64:
		return float64(x), true
	case uint:
		return float64(x), true
	case uint8:
		return float64(x), true
	case uint16:
		return float64(x), true
	case uint32:
		return float64(x), true
	case uint64:
		return float64(x), true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	}
	return 0, false
}

func textOf(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		return x, true
	case time.Time:
		return x.Format("2006-01-02"), true
	case fmt.Stringer:
		return x.String(), true
	case bool:
		return strconv.FormatBool(x), true
	}
	if f, ok := toFloat(v); ok {
		return strconv.FormatFloat(Round2(f), 'f', -1, 64), true
	}
	return "", false
}

// answerSets lists the readings of an answer as sets of values: a slice
// Value is one set; a text may be one value or a list written with
// separators, and each plausible split is a reading.
func answerSets(q Question, a Answer) [][]any {
	if a.Value != nil {
		if s, ok := a.Value.(string); ok {
			return textReadings(q, s)
		}
		if items, ok := flatten(a.Value); ok {
			return [][]any{items}
		}
		return [][]any{{a.Value}}
	}
	if strings.TrimSpace(a.Text) == "" {
		return nil
	}
	return textReadings(q, a.Text)
}

func textReadings(q Question, s string) [][]any {
	s = strings.TrimSpace(s)
	out := [][]any{{s}}
	if strings.HasPrefix(s, "[") {
		var arr []any
		if err := json.Unmarshal([]byte(s), &arr); err == nil {
			if items, ok := flatten(arr); ok {
				out = append(out, items)
			}
		}
	}
	if len(q.Answers) < 2 && q.AnswerType != TypeList {
		return out
	}
	for _, parts := range splitList(s) {
		if len(parts) > 1 {
			items := make([]any, len(parts))
			for i, p := range parts {
				items[i] = p
			}
			out = append(out, items)
		}
	}
	return out
}

// splitList splits a rendered list: by lines (dropping bullets), by
// semicolons, and by commas with a final "and"/"&".
func splitList(s string) [][]string {
	var out [][]string
	clean := func(parts []string) []string {
		var r []string
		for _, p := range parts {
			p = strings.TrimSpace(p)
			p = strings.TrimLeft(p, "-*•")
			p = strings.TrimSpace(p)
			if i := strings.Index(p, ". "); i > 0 && i <= 3 && ascii.IsDigits(p[:i]) {
				p = strings.TrimSpace(p[i+2:])
			}
			if p != "" {
				r = append(r, p)
			}
		}
		return r
	}
	if strings.Contains(s, "\n") {
		out = append(out, clean(strings.Split(s, "\n")))
	}
	if strings.Contains(s, ";") {
		out = append(out, clean(strings.Split(s, ";")))
	}
	andSplit := func(t string) []string {
		for _, sep := range []string{" and ", " & "} {
			if i := strings.LastIndex(t, sep); i >= 0 {
				return []string{t[:i], t[i+len(sep):]}
			}
		}
		return []string{t}
	}
	if strings.Contains(s, ",") {
		parts := strings.Split(s, ",")
		last := strings.TrimSpace(parts[len(parts)-1])
		last = strings.TrimPrefix(last, "and ")
		last = strings.TrimPrefix(last, "& ")
		parts = append(parts[:len(parts)-1], andSplit(last)...)
		out = append(out, clean(parts))
	} else {
		out = append(out, clean(andSplit(s)))
	}
	return out
}

// flatten turns a slice of any element type into values, collapsing nested
// one-level lists ([[x]] is [x]). It reports false for non-slices.
func flatten(v any) ([]any, bool) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Slice && rv.Kind() != reflect.Array {
		return nil, false
	}
	if rv.Type().Elem().Kind() == reflect.Uint8 {
		return nil, false // []byte is text, not a list
	}
	out := make([]any, 0, rv.Len())
	for i := 0; i < rv.Len(); i++ {
		x := rv.Index(i).Interface()
		if inner, ok := flatten(x); ok {
			out = append(out, inner...)
			continue
		}
		if x != nil {
			out = append(out, x)
		}
	}
	return out, true
}

// compareSets compares gold and answer values as sets (or sequences when
// ordered): same size, same members. relaxed lets numbers differ by
// RelaxFactor of the gold value.
func compareSets(g, a []elem, ordered bool) (hit, relaxed bool) {
	if !ordered {
		g, a = dedupe(g), dedupe(a)
	}
	if len(g) != len(a) {
		return false, false
	}
	if ordered {
		hit, relaxed = true, true
		for i := range g {
			if g[i].key != a[i].key {
				hit = false
			}
			if !within(g[i], a[i]) {
				relaxed = false
			}
		}
		return hit, relaxed
	}
	gk, ak := keys(g), keys(a)
	hit = true
	for i := range gk {
		if gk[i] != ak[i] {
			hit = false
			break
		}
	}
	if hit {
		return true, true
	}
	gs, as := append([]elem(nil), g...), append([]elem(nil), a...)
	sort.Slice(gs, func(i, j int) bool { return lessElem(gs[i], gs[j]) })
	sort.Slice(as, func(i, j int) bool { return lessElem(as[i], as[j]) })
	relaxed = true
	for i := range gs {
		if !within(gs[i], as[i]) {
			relaxed = false
			break
		}
	}
	return false, relaxed
}

func lessElem(x, y elem) bool {
	if x.isNum && y.isNum {
		return x.num < y.num
	}
	return x.key < y.key
}

// within is the Rlx-Hit@1 comparison of one value.
func within(g, a elem) bool {
	if g.key == a.key {
		return true
	}
	if !g.isNum || !a.isNum {
		return false
	}
	return math.Abs(a.num-g.num) <= RelaxFactor*math.Abs(g.num)+1e-9
}

func dedupe(es []elem) []elem {
	seen := make(map[string]bool, len(es))
	out := es[:0:0]
	for _, e := range es {
		if !seen[e.key] {
			seen[e.key] = true
			out = append(out, e)
		}
	}
	return out
}

func keys(es []elem) []string {
	k := make([]string, len(es))
	for i, e := range es {
		k[i] = e.key
	}
	sort.Strings(k)
	return k
}
