package qa

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"reqap/lang/money"
)

// AnswerType says what kind of value an answer holds.
type AnswerType string

// Answer types.
const (
	AnswerNumber   AnswerType = "number"   // Value float64, Unit maybe set
	AnswerDuration AnswerType = "duration" // Value float64 in Unit (s, min, h or ms)
	AnswerDate     AnswerType = "date"     // Value Date
	AnswerDateTime AnswerType = "datetime" // Value time.Time
	AnswerTime     AnswerType = "time"     // Value Clock
	AnswerText     AnswerType = "text"     // Value string
	AnswerBool     AnswerType = "bool"     // Value bool
	AnswerList     AnswerType = "list"     // Value []any (several values: ties, top-k, a column)
	AnswerTable    AnswerType = "table"    // Value []Row (groups)
	AnswerItems    AnswerType = "items"    // Value []*Item
	AnswerEmpty    AnswerType = "empty"    // Value nil: nothing matched
)

// Answer is a typed value with its unit, its display text and the items
// that support it.
type Answer struct {
	Type  AnswerType
	Value any
	Unit  string
	Text  string
	// Items are the items the value was computed from (the evidence).
	Items []*Item
}

// Row is one group of a table answer.
type Row struct {
	Keys   []Attr // the group-key values
	Values []Attr // further attributes of the group (e.g. a MAP result)
	Count  int    // number of members
}

// UnitClass groups units by how they are displayed.
type UnitClass uint8

// Unit classes.
const (
	UnitNone UnitClass = iota
	UnitDuration
	UnitMoney
	UnitOther
	// UnitHourOfDay is an hour of the clock (hour(start_time)): 22 is
	// said as the hour it names, "22:00–23:00".
	UnitHourOfDay
	// UnitPace is minutes per km or per mile, said as runners say it:
	// "5:30 min/km", "9:30 min/mi".
	UnitPace
)

var unitSuffixes = []struct {
	suffix string
	unit   string
	class  UnitClass
}{
	{"_min_per_km", "min/km", UnitPace}, // before _km
	{"_min_per_mi", "min/mi", UnitPace}, // before _mi
	{"_ms", "ms", UnitDuration},
	{"_s", "s", UnitDuration},
	{"_sec", "s", UnitDuration},
	{"_secs", "s", UnitDuration},
	{"_seconds", "s", UnitDuration},
	{"_min", "min", UnitDuration},
	{"_mins", "min", UnitDuration},
	{"_minutes", "min", UnitDuration},
	{"_h", "h", UnitDuration},
	{"_hours", "h", UnitDuration},
	{"_days", "days", UnitOther},
	{"_km", "km", UnitOther},
	{"_mi", "mi", UnitOther},
	{"_m", "m", UnitOther},
	{"_kcal", "kcal", UnitOther},
	{"_bpm", "bpm", UnitOther},
	{"_kmh", "km/h", UnitOther},
	{"_kg", "kg", UnitOther},
	{"_cm", "cm", UnitOther},
	{"_lb", "lb", UnitOther},
	{"_pct", "%", UnitOther},
	{"_percent", "%", UnitOther},
}

var unitNames = map[string]struct {
	unit  string
	class UnitClass
}{
	"duration": {"s", UnitDuration}, "seconds": {"s", UnitDuration}, "secs": {"s", UnitDuration},
	"minutes": {"min", UnitDuration}, "mins": {"min", UnitDuration},
	"hours": {"h", UnitDuration}, "days": {"days", UnitOther}, "nights": {"nights", UnitOther},
	"weeks": {"weeks", UnitOther}, "months": {"months", UnitOther}, "years": {"years", UnitOther},
	"km": {"km", UnitOther}, "kilometers": {"km", UnitOther}, "kilometres": {"km", UnitOther},
	"distance": {"km", UnitOther}, "kcal": {"kcal", UnitOther}, "calories": {"kcal", UnitOther},
	"hour": {"", UnitHourOfDay}, "percent": {"%", UnitOther}, "words": {"words", UnitOther},
}

// moneyNames are the words that name an amount of money; "tax", "fee",
// "tip", "subtotal" and "discount" are amounts by their dictionary sense,
// whatever currency the source keeps them in.
var moneyNames = []string{"price", "unit_price", "amount", "amount_spent", "cost", "money", "spent", "tax", "fee", "tip", "subtotal", "discount"}

// UnitOf derives the unit of an attribute from its name: duration_s → "s"
// (a duration), hours → "h", distance_km → "km", energy_kcal → "kcal",
// price → UnitMoney (the unit is the currency, see CurrencyOf).
func UnitOf(attr string) (string, UnitClass) {
	n := strings.ToLower(attr)
	if u, ok := unitNames[n]; ok {
		return u.unit, u.class
	}
	for _, m := range moneyNames {
		if n == m || strings.HasSuffix(n, "_"+m) {
			return "", UnitMoney
		}
	}
	for _, s := range unitSuffixes {
		if strings.HasSuffix(n, s.suffix) && len(n) > len(s.suffix) {
			return s.unit, s.class
		}
	}
	return "", UnitNone
}

// CurrencyOf returns the currency of money attribute attr over items: the
// value of attr+"_currency" or else "currency" when every item that has one
// agrees, or "" when they disagree or none has one.
func CurrencyOf(items []*Item, attr string) string {
	cur := ""
	for _, it := range items {
		v, ok := it.Get(attr + "_currency")
		if !ok {
			v, ok = it.Get("currency")
		}
		s, isText := v.(string)
		if !ok && len(it.Members) > 0 {
			// a group's amount (the total of an order) is in its
			// members' currency
			s, isText, ok = membersCurrency(it.Members), true, true
		}
		if !ok || !isText || s == "" {
			continue
		}
		s = money.Code(s)
		if cur == "" {
			cur = s
		} else if cur != s {
			return ""
		}
	}
	return cur
}

// membersCurrency is the one currency a group's members' amounts are in,
// whichever attribute holds them, or "" for none or several.
func membersCurrency(members []*Item) string {
	cur := ""
	for _, m := range members {
		for _, n := range m.Names() {
			if n != "currency" && !strings.HasSuffix(n, "_currency") {
				continue
			}
			s, _ := m.Value(n).(string)
			if s = money.Code(s); s == "" {
				continue
			}
			if cur == "" {
				cur = s
			} else if cur != s {
				return ""
			}
		}
	}
	return cur
}

// durationSeconds converts a value in unit to seconds.
func durationSeconds(v float64, unit string) float64 {
	switch unit {
	case "ms":
		return v / 1000
	case "min":
		return v * 60
	case "h":
		return v * 3600
	}
	return v
}

// ValueAnswer makes the answer for a value computed from attribute attr
// (empty when it has none) over items: its type follows the value, its unit
// the attribute name.
func ValueAnswer(v any, attr string, items []*Item) Answer {
	unit, class := "", UnitNone
	if attr != "" {
		unit, class = UnitOf(attr)
		if class == UnitMoney {
			unit = CurrencyOf(items, attr)
		}
	}
	a := NewAnswer(v, unit, class)
	if f, ok := ToFloat(v); ok && class == UnitDuration && strings.EqualFold(attr, "seconds") {
		// Asked in seconds: said in them, as minutes and hours are, with
		// the clock reading beside.
		if t := FormatNumber(f) + " s"; t != a.Text {
			a.Text = t + " (" + a.Text + ")"
		}
	}
	a.Items = items
	return a
}

// NewAnswer types v and renders its text. unit and class come from UnitOf.
func NewAnswer(v any, unit string, class UnitClass) Answer {
	switch x := v.(type) {
	case nil:
		return EmptyAnswer("")
	case string:
		return Answer{Type: AnswerText, Value: x, Text: x}
	case bool:
		t := "no"
		if x {
			t = "yes"
		}
		return Answer{Type: AnswerBool, Value: x, Text: t}
	case Date:
		return Answer{Type: AnswerDate, Value: x, Text: x.String()}
	case Clock:
		return Answer{Type: AnswerTime, Value: x, Text: x.String()}
	case time.Time:
		return Answer{Type: AnswerDateTime, Value: x, Text: Format(x)}
	case *Item:
		return ItemsAnswer([]*Item{x})
	case []*Item:
		return ItemsAnswer(x)
	}
	if f, ok := ToFloat(v); ok {
		a := Answer{Type: AnswerNumber, Value: f, Unit: unit, Text: FormatNumber(f)}
		switch class {
		case UnitDuration:
			a.Type = AnswerDuration
			a.Text = FormatDuration(durationSeconds(f, unit))
			if unit == "min" || unit == "h" {
				// Asked in minutes or hours: said in them, with the
				// clock reading beside when it reads differently.
				if t := FormatNumber(f) + " " + unit; t != a.Text {
					a.Text = t + " (" + a.Text + ")"
				}
			}
			if sec := math.Abs(durationSeconds(f, unit)); sec >= 2*86400 && math.Mod(sec, 86400) == 0 {
				// a span of whole days (a trip, a stay) is said in days
				// too: "168 h (7 days)"
				a.Text += fmt.Sprintf(" (%d days)", int64(sec/86400))
			}
		case UnitPace:
			if s := int64(math.Round(f * 60)); f > 0 && !math.IsInf(f, 0) {
				a.Text = fmt.Sprintf("%d:%02d %s", s/60, s%60, unit)
			}
		case UnitHourOfDay:
			if h := int(f); float64(h) == f && h >= 0 && h < 24 {
				a.Text = fmt.Sprintf("%02d:00–%02d:00", h, (h+1)%24)
			}
		default:
			switch {
			case f == 1 && (unit == "days" || unit == "nights" || unit == "weeks" || unit == "months" || unit == "years"):
				a.Text += " " + strings.TrimSuffix(unit, "s")
			case unit != "":
				a.Text += " " + unit
			}
		}
		return a
	}
	if l, ok := ToList(v); ok {
		if len(l) == 0 {
			return EmptyAnswer("")
		}
		vals := make([]any, len(l))
		var parts []string
		for i, e := range l {
			vals[i] = e
			if f, ok := ToFloat(e); ok {
				vals[i] = f
			}
			// Only the first values are shown: an intermediate list may
			// hold tens of thousands.
			if i < MaxListText {
				parts = append(parts, NewAnswer(e, unit, class).Text)
			}
		}
		text := strings.Join(parts, ", ")
		if len(l) > MaxListText {
			text += fmt.Sprintf(" … (%d values)", len(l))
		}
		return Answer{Type: AnswerList, Value: vals, Unit: unit, Text: text}
	}
	return Answer{Type: AnswerText, Value: fmt.Sprint(v), Text: fmt.Sprint(v)}
}

// MaxListText is how many values of a list answer its text shows.
const MaxListText = 20

// EmptyAnswer is the answer when nothing matched.
func EmptyAnswer(text string) Answer {
	if text == "" {
		text = "no matching events"
	}
	return Answer{Type: AnswerEmpty, Text: text}
}

// itemsListed is how many items an answer's text names.
const itemsListed = 8

// ItemsAnswer lists items: the summaries of the first few, and how many
// more there are.
func ItemsAnswer(items []*Item) Answer {
	if len(items) == 0 {
		return EmptyAnswer("")
	}
	a := Answer{Type: AnswerItems, Value: items, Items: items}
	// The first few say what was found ("what did I do last weekend");
	// the rest are counted, and listed with the evidence. The same thing
	// found again is said once, with how often ("Archer (2 times)").
	var order []string
	times := map[string]int{}
	for _, it := range items {
		s := it.Summary()
		if times[s] == 0 {
			order = append(order, s)
		}
		times[s]++
	}
	n := min(len(order), itemsListed)
	parts := make([]string, n, n+1)
	for i, s := range order[:n] {
		parts[i] = s
		if times[s] > 1 {
			parts[i] += fmt.Sprintf(" (%d times)", times[s])
		}
	}
	if len(order) > n {
		more := 0
		for _, s := range order[n:] {
			more += times[s]
		}
		parts = append(parts, fmt.Sprintf("and %d more", more))
	}
	a.Text = strings.Join(parts, "; ")
	if len(order) == 1 && len(items) > 1 {
		// "list my runs over 10 km": one summary shared by them all
		// ("running (16 times)") says none of them; their dates do,
		// where they have any
		if ds := datesListed(items); ds != "" {
			a.Text += ": " + ds
		}
	}
	return a
}

// datesListed is the dates items began on, the first few, and how many
// more there are ("on 2022-01-09, 2022-02-13 and 14 more").
func datesListed(items []*Item) string {
	var ds []string
	for _, it := range items[:min(len(items), itemsListed)] {
		if d := it.Value("start_date"); d != nil {
			ds = append(ds, Format(d))
		}
	}
	if len(ds) == 0 {
		return ""
	}
	s := "on " + strings.Join(ds, ", ")
	if len(items) > itemsListed {
		s += fmt.Sprintf(" and %d more", len(items)-itemsListed)
	}
	return s
}

// RankedAnswer lists the winners of a ranking (ARGMAX without a value
// asked) as ItemsAnswer does; a winner whose summary another candidate
// shares ("running", of every run) is told apart by its date and the
// value it was ranked by ("running on 2015-08-29 (12.74 km)"), so that
// "which run was the longest" names the run.
func RankedAnswer(win, all []*Item, attr string) Answer {
	a := ItemsAnswer(win)
	if len(win) == 0 {
		return a
	}
	// How many candidates, winners or not, each summary names.
	named := map[string]int{}
	for _, it := range all {
		named[it.Summary()]++
	}
	for _, it := range win {
		if !slices.Contains(all, it) {
			named[it.Summary()]++
		}
	}
	told := false
	n := min(len(win), itemsListed)
	parts := make([]string, n, n+1)
	for i, it := range win[:n] {
		s := it.Summary()
		parts[i] = s
		if s != "" && named[s] == 1 {
			continue // the summary names it alone
		}
		told = true
		parts[i] = Dated(it)
		if v := it.Value(attr); v != nil {
			u, c := UnitOf(attr)
			parts[i] += " (" + NewAnswer(v, u, c).Text + ")"
		}
	}
	if !told {
		return a
	}
	if len(win) > n {
		parts = append(parts, fmt.Sprintf("and %d more", len(win)-n))
	}
	a.Text = strings.Join(parts, "; ")
	return a
}

// Dated is an item's summary and the date it began on ("running on
// 2015-08-29").
func Dated(it *Item) string {
	s := it.Summary()
	if d := it.Value("start_date"); d != nil {
		s = strings.TrimSpace(s + " on " + Format(d))
	}
	return s
}

// TableAnswer shows groups as rows: key values, the values of extra
// attributes (e.g. a MAP result) and the member count.
func TableAnswer(groups []*Item, extra []string) Answer {
	if len(groups) == 0 {
		return EmptyAnswer("no groups")
	}
	// A value that is each group's size in every row ("how many songs did
	// I play each month" counts the groups into a column) is the size
	// column again: shown twice it read "count count".
	extra = slices.DeleteFunc(slices.Clone(extra), func(n string) bool {
		for _, g := range groups {
			if f, ok := ToFloat(g.Value(n)); !ok || f != float64(len(g.Members)) {
				return false
			}
		}
		return true
	})
	rows := make([]Row, len(groups))
	for i, g := range groups {
		r := Row{Count: len(g.Members)}
		if f, ok := ToFloat(g.Value("count")); ok && !slices.Contains(extra, "count") {
			// a count a MAP gave the group ("top song each month":
			// the top song's plays) is the one its row shows
			r.Count = int(f)
		}
		for _, k := range g.Keys {
			r.Keys = append(r.Keys, Attr{Name: k, Value: g.Value(k)})
		}
		for _, n := range extra {
			if slices.Contains(g.Keys, n) {
				continue
			}
			// A missing value keeps its column (empty), so rows align.
			r.Values = append(r.Values, Attr{Name: n, Value: g.Value(n)})
		}
		rows[i] = r
	}
	return Answer{Type: AnswerTable, Value: rows, Text: FormatTable(rows, 20), Items: groups}
}

// TableHeader names the columns of a grouped answer shown as a table: one
// per group key, one per further value, then the group's size. The text
// answer, the desktop's table and the exports share it.
func TableHeader(rows []Row) []string {
	if len(rows) == 0 {
		return nil
	}
	var header []string
	for _, k := range rows[0].Keys {
		header = append(header, k.Name)
	}
	for _, v := range rows[0].Values {
		header = append(header, v.Name)
	}
	return append(header, "count")
}

// FormatTable renders rows as an aligned text table of at most max rows.
func FormatTable(rows []Row, max int) string {
	if len(rows) == 0 {
		return ""
	}
	header := TableHeader(rows)
	lines := [][]string{header}
	for i, r := range rows {
		if max > 0 && i == max {
			break
		}
		var cells []string
		for _, k := range r.Keys {
			cells = append(cells, Format(k.Value))
		}
		for _, v := range r.Values {
			if v.Value == nil {
				cells = append(cells, "")
				continue
			}
			u, c := UnitOf(v.Name)
			cells = append(cells, NewAnswer(v.Value, u, c).Text)
		}
		cells = append(cells, fmt.Sprint(r.Count))
		lines = append(lines, cells)
	}
	widths := make([]int, len(header))
	for _, l := range lines {
		for i, c := range l {
			if i < len(widths) && len([]rune(c)) > widths[i] {
				widths[i] = len([]rune(c))
			}
		}
	}
	var b strings.Builder
	for li, l := range lines {
		if li > 0 {
			b.WriteByte('\n')
		}
		for i, c := range l {
			if i > 0 {
				b.WriteString("  ")
			}
			b.WriteString(c)
			if i < len(l)-1 && i < len(widths) {
				b.WriteString(strings.Repeat(" ", widths[i]-len([]rune(c))))
			}
		}
	}
	if max > 0 && len(rows) > max {
		fmt.Fprintf(&b, "\n… %d more groups", len(rows)-max)
	}
	return b.String()
}

// JSONValue converts an attribute value to plain JSON data: dates as
// "2006-01-02", times of day as "15:04", datetimes as RFC 3339, numbers that
// are not finite as null, items as {"events": [ids], "summary": "..."}.
func JSONValue(v any) any {
	switch x := v.(type) {
	case nil, string, bool:
		return x
	case Date:
		return x.String()
	case Clock:
		return x.String()
	case time.Time:
		return x.Format(time.RFC3339)
	case *Item:
		return itemJSON(x)
	case []Row:
		out := make([]any, len(x))
		for i, r := range x {
			keys := map[string]any{}
			for _, k := range r.Keys {
				keys[k.Name] = JSONValue(k.Value)
			}
			row := map[string]any{"key": keys, "count": r.Count}
			if len(r.Values) > 0 {
				vals := map[string]any{}
				for _, v := range r.Values {
					vals[v.Name] = JSONValue(v.Value)
				}
				row["values"] = vals
			}
			out[i] = row
		}
		return out
	}
	if f, ok := ToFloat(v); ok {
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil
		}
		return f
	}
	if l, ok := ToList(v); ok {
		out := make([]any, len(l))
		for i, e := range l {
			out[i] = JSONValue(e)
		}
		return out
	}
	return fmt.Sprint(v)
}

func itemJSON(it *Item) any {
	m := map[string]any{"events": it.EventIDs(), "summary": it.Summary()}
	if it.IsGroup() {
		keys := map[string]any{}
		for _, k := range it.Keys {
			keys[k] = JSONValue(it.Value(k))
		}
		m["key"] = keys
		m["count"] = len(it.Members)
	}
	return m
}

// MarshalJSON writes {"value": ..., "text": "...", "unit": "..."|null,
// "type": "..."}.
func (a Answer) MarshalJSON() ([]byte, error) {
	var unit any
	if a.Unit != "" {
		unit = a.Unit
	}
	return json.Marshal(struct {
		Value any    `json:"value"`
		Text  string `json:"text"`
		Unit  any    `json:"unit"`
		Type  string `json:"type"`
	}{JSONValue(a.Value), a.Text, unit, string(a.Type)})
}

// UntoldKindNote begins the note of a retrieval whose question names a
// kind of a thing ("video calls") no record of the thing tells apart: every
// one found was taken, of the kind or not; the kind as written follows.
// A number or a yes over it says so.
const UntoldKindNote = "no record tells which were "

// UnknownRelationNote begins the note of a retrieval whose question names
// a relation ("my sister") no one in the library is known to have; the
// relation follows it, then why. An answer of nothing over it says so.
const UnknownRelationNote = "no one in your library is known to be your "
