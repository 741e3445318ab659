package otx

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/tree"
)

// itemsRetriever serves fixed items per query and counts its calls. It is
// a test fixture standing in for qa/retrieve.
type itemsRetriever struct {
	items map[string][]*qa.Item
	calls atomic.Int32
	delay time.Duration
}

func (r *itemsRetriever) Retrieve(ctx context.Context, req RetrieveRequest) ([]*qa.Item, error) {
	r.calls.Add(1)
	if r.delay > 0 {
		select {
		case <-time.After(r.delay):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	items, ok := r.items[req.Query]
	if !ok {
		return nil, fmt.Errorf("no fixture for %q", req.Query)
	}
	return items, nil
}

var seq atomic.Int64

// mk builds an item from an event at start (Berlin unless a zone is given)
// with extra attributes.
func mk(start string, attrs ...any) *qa.Item {
	return mkIn(berlin, start, attrs...)
}

func mkIn(loc *time.Location, start string, attrs ...any) *qa.Item {
	id := fmt.Sprintf("e%d", seq.Add(1))
	s := at(loc, start)
	e := &ingest.Event{ID: id, Source: "note", Start: s, End: s.Add(time.Hour)}
	var as []qa.Attr
	for i := 0; i+1 < len(attrs); i += 2 {
		as = append(as, qa.Attr{Name: attrs[i].(string), Value: attrs[i+1]})
	}
	return qa.ItemFromEvents(e).WithAttrs(as...)
}

func ret(q string) *tree.Node { return &tree.Node{Op: tree.RETRIEVE, Args: tree.Args{Query: q}} }

func on(op tree.Op, args tree.Args, in ...*tree.Node) *tree.Node {
	return &tree.Node{Op: op, Args: args, Inputs: in}
}

// runOn runs n with input "in" served by a fixture retriever. Validation
// is skipped for trees reading attributes the fixture items have but no
// EXTRACT produced: the engine is what is under test here.
func runOn(t *testing.T, n *tree.Node, data map[string][]*qa.Item) (*NodeResult, error) {
	t.Helper()
	return runWith(t, &Engine{Retriever: &itemsRetriever{items: data}}, n)
}

func runWith(t *testing.T, e *Engine, n *tree.Node) (*NodeResult, error) {
	t.Helper()
	r := &run{e: e, now: testNow, cache: map[string]*entry{}, log: e.logger()}
	res := r.exec(t.Context(), n, "root")
	return res, res.Err
}

func texts(items []*qa.Item, attr string) []string {
	var out []string
	for _, it := range items {
		out = append(out, qa.Format(it.Value(attr)))
	}
	return out
}

func TestFilter(t *testing.T) {
	data := map[string][]*qa.Item{
		"x": {
			mk("2022-01-01 10:00", "cuisine", "Italian", "price", 10.0),
			mk("2022-06-01 19:00", "cuisine", "thai", "price", "cheap"),
			mk("2021-06-01 19:00", "price", 5.0),
			mk("2022-07-01 20:00", "cuisine", "ITALIAN", "price", 30.0),
		},
		"empty": {},
	}
	tests := []struct {
		cond    string
		want    []string
		missing map[string]int
		errors  int
	}{
		{`cuisine == "italian"`, []string{"Italian", "ITALIAN"}, map[string]int{"cuisine": 1}, 0},
		{`cuisine != "italian"`, []string{"thai"}, map[string]int{"cuisine": 1}, 0},
		{`price > 8`, []string{"Italian", "ITALIAN"}, nil, 1},
		{`year(start_date) == 2022 && hour(start_time) >= 19`, []string{"thai", "ITALIAN"}, nil, 0},
		{`cuisine == nil || cuisine == "thai"`, []string{"thai", ""}, nil, 0},
		{`cuisine`, nil, map[string]int{"cuisine": 1}, 3},
	}
	for _, tc := range tests {
		res, err := runOn(t, on(tree.FILTER, tree.Args{Condition: tc.cond}, ret("x")), data)
		if err != nil {
			t.Fatal(err)
		}
		if got := texts(res.Items, "cuisine"); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.cond, got, tc.want)
		}
		if !reflect.DeepEqual(res.Stats.Missing, tc.missing) || res.Stats.Errors != tc.errors {
			t.Errorf("%s: stats %+v", tc.cond, res.Stats)
		}
	}
	res, err := runOn(t, on(tree.FILTER, tree.Args{Condition: `cuisine == "x"`}, ret("empty")), data)
	if err != nil || len(res.Items) != 0 || res.Answer.Type != qa.AnswerEmpty {
		t.Errorf("empty input: %v %+v", err, res.Answer)
	}
	res, _ = runOn(t, on(tree.FILTER, tree.Args{Condition: `cuisine == "x"`}, ret("x")), data)
	if lines := res.Stats.Lines(); len(lines) != 1 || lines[0] != "1 item lacked attribute cuisine" {
		t.Errorf("lines = %q", lines)
	}
}

func TestMapApplyUnnest(t *testing.T) {
	data := map[string][]*qa.Item{"x": {
		mk("2022-01-01 10:00", "artists", []string{"Daft Punk", "Pharrell"}, "n", 1.0),
		mk("2022-01-02 10:00", "artists", "Muse", "n", 2.0),
		mk("2022-01-03 10:00", "artists", []string{}, "n", 3.0),
		mk("2022-01-04 10:00", "n", 4.0),
	}, "none": {}}
	res, err := runOn(t, on(tree.MAP, tree.Args{Fn: "n * 2"}, ret("x")), data)
	if err != nil || !reflect.DeepEqual(texts(res.Items, tree.DefaultMapAs), []string{"2", "4", "6", "8"}) {
		t.Errorf("map: %v %v", err, texts(res.Items, tree.DefaultMapAs))
	}
	res, _ = runOn(t, on(tree.MAP, tree.Args{Fn: "len(artists)", As: "k"}, ret("x")), data)
	if got := texts(res.Items, "k"); !reflect.DeepEqual(got, []string{"2", "4", "0", ""}) || res.Stats.Missing["artists"] != 1 || len(res.Items) != 4 {
		t.Errorf("map keeps items that lack the input: %v %+v", got, res.Stats)
	}
	res, _ = runOn(t, on(tree.UNNEST, tree.Args{Attr: "artists", As: "artist"}, ret("x")), data)
	if got := texts(res.Items, "artist"); !reflect.DeepEqual(got, []string{"Daft Punk", "Pharrell", "Muse"}) {
		t.Errorf("unnest = %v", got)
	}
	if res.Stats.Missing["artists"] != 1 || len(res.Stats.Notes) != 1 {
		t.Errorf("unnest stats = %+v", res.Stats)
	}
	if res.Items[0].EventIDs()[0] != res.Items[1].EventIDs()[0] {
		t.Error("unnested items keep their event")
	}
	applies := []struct {
		fn   string
		in   string
		typ  qa.AnswerType
		text string
		n    int
	}{
		{"len(items)", "x", qa.AnswerNumber, "4", 4},
		{"len(items)", "none", qa.AnswerNumber, "0", 0},
		{"sum(map(items, .n))", "x", qa.AnswerNumber, "10", 4},
		{"filter(items, .n > 10)", "x", qa.AnswerEmpty, "no matching events", 4},
		{"top_k(items, \"n\", 2)", "x", qa.AnswerItems, "", 2},
		{"map(items, .n)[0:2]", "x", qa.AnswerList, "1, 2", 4},
		// one item picked ("my second longest trip", to no place named):
		// that one, as found
		{`sort_by(items, "n", "desc")[1]`, "x", qa.AnswerItems, "", 1},
		// a test of an amount says the amount with its yes or no ("did I
		// average more than 3 a day": no — 2.5), not of whether any
		{"sum(map(items, .n)) > 5", "x", qa.AnswerBool, "yes — 10", 4},
		{"(len(items) == 0 ? 0 : sum(map(items, .n)) / 4) >= 3", "x", qa.AnswerBool, "no — 2.5", 4},
		{"len(items) > 0", "x", qa.AnswerBool, "yes", 4},
	}
	for _, tc := range applies {
		res, err := runOn(t, on(tree.APPLY, tree.Args{Fn: tc.fn}, ret(tc.in)), data)
		if err != nil {
			t.Errorf("%s: %v", tc.fn, err)
			continue
		}
		if res.Answer.Type != tc.typ || tc.text != "" && res.Answer.Text != tc.text || len(res.Items) != tc.n {
			t.Errorf("%s on %s: %s %q (%d items)", tc.fn, tc.in, res.Answer.Type, res.Answer.Text, len(res.Items))
		}
	}
	if res, _ := runOn(t, on(tree.APPLY, tree.Args{Fn: "top_k(items, \"n\", 2)"}, ret("x")), data); res.Items[0].Value("n") != 4.0 {
		t.Errorf("top_k order: %v", texts(res.Items, "n"))
	}
	if _, err := runOn(t, on(tree.APPLY, tree.Args{Fn: "sum(map(items, .artists))"}, ret("x")), data); err == nil ||
		!strings.Contains(err.Error(), "root (APPLY") {
		t.Errorf("an APPLY that fails names its node: %v", err)
	}
}

func TestGroupBy(t *testing.T) {
	a := mk("2022-01-02 10:00", "artist", "Muse", "day", qa.NewDate(2022, 1, 2))
	b := mk("2022-01-01 10:00", "artist", "Daft Punk", "day", qa.NewDate(2022, 1, 1))
	c := mk("2022-01-02 18:00", "artist", "Muse", "day", qa.NewDate(2022, 1, 2))
	d := mk("2022-01-03 18:00", "day", qa.NewDate(2022, 1, 3))
	e := mk("2022-01-01 11:00", "artist", "muse", "day", qa.NewDate(2022, 1, 1))
	data := map[string][]*qa.Item{"x": {a, b, c, d, e}}
	res, err := runOn(t, on(tree.GROUP_BY, tree.Args{Keys: []string{"artist"}}, ret("x")), data)
	if err != nil {
		t.Fatal(err)
	}
	if got := texts(res.Items, "artist"); !reflect.DeepEqual(got, []string{"Daft Punk", "Muse", "muse"}) {
		t.Errorf("groups = %v", got)
	}
	if len(res.Items[1].Members) != 2 || res.Items[1].Members[0] != a || res.Stats.Missing["artist"] != 1 {
		t.Errorf("members / stats: %d %+v", len(res.Items[1].Members), res.Stats)
	}
	res, _ = runOn(t, on(tree.GROUP_BY, tree.Args{Keys: []string{"day", "artist"}}, ret("x")), data)
	if len(res.Items) != 3 {
		t.Fatalf("two keys: %d groups", len(res.Items))
	}
	if _, ok := res.Items[0].Value("day").(qa.Date); !ok {
		t.Error("a date key stays a date")
	}
	if got := res.Answer.Text; !strings.HasPrefix(got, "day         artist     count\n2022-01-01  Daft Punk  1") {
		t.Errorf("table:\n%s", got)
	}
	// Datetimes group by instant, whatever zone they were written in.
	x := mkIn(berlin, "2022-01-01 12:00")
	y := mkIn(newYork, "2022-01-01 06:00")
	res, _ = runOn(t, on(tree.GROUP_BY, tree.Args{Keys: []string{"start_datetime"}}, ret("x")), map[string][]*qa.Item{"x": {x, y}})
	if len(res.Items) != 1 || len(res.Items[0].Members) != 2 {
		t.Errorf("instant groups: %d", len(res.Items))
	}
	// No groups at all: MAP and ARGMAX over them still work.
	none := on(tree.ARGMAX, tree.Args{Arg: "count", Val: "artist"}, on(tree.MAP, tree.Args{Fn: "len(group)", As: "count"},
		on(tree.GROUP_BY, tree.Args{Keys: []string{"artist"}}, on(tree.FILTER, tree.Args{Condition: "artist == \"nobody\""}, ret("x")))))
	if res, err := runOn(t, none, data); err != nil || res.Answer.Type != qa.AnswerEmpty {
		t.Errorf("empty groups: %v %+v", err, res.Answer)
	}
	// MAP and FILTER over groups.
	n := on(tree.FILTER, tree.Args{Condition: "count > 1"}, on(tree.MAP, tree.Args{Fn: "len(group)", As: "count"},
		on(tree.GROUP_BY, tree.Args{Keys: []string{"artist"}}, ret("x"))))
	res, _ = runOn(t, n, data)
	if len(res.Items) != 1 || res.Items[0].Value("artist") != "Muse" || res.Answer.Type != qa.AnswerTable {
		t.Errorf("filter on groups: %v %s", texts(res.Items, "artist"), res.Answer.Type)
	}
}

func TestExtremes(t *testing.T) {
	items := []*qa.Item{
		mk("2022-01-01 10:00", "n", 3.0, "name", "a", "d", qa.NewDate(2022, 5, 1)),
		mk("2022-01-02 10:00", "n", 7.0, "name", "b", "d", qa.NewDate(2021, 5, 1)),
		mk("2022-01-03 10:00", "n", 7.0, "name", "c"),
		mk("2022-01-04 10:00", "n", "lots", "name", "d"),
		mk("2022-01-05 10:00", "n", 1.0),
		mkIn(tokyo, "2022-01-06 07:00", "n", "5", "name", "f"),
	}
	// swims that record their minutes and no distance
	swims := []*qa.Item{
		mk("2022-02-01 07:00", "duration_s", 2400.0, "name", "pool"),
		mk("2022-02-02 07:00", "duration_s", 1200.0, "name", "lake"),
		mk("2022-02-03 07:00", "name", "sea"),
	}
	data := map[string][]*qa.Item{"x": items, "none": {}, "swims": swims}
	tests := []struct {
		op    tree.Op
		args  tree.Args
		in    string
		typ   qa.AnswerType
		text  string
		items int
	}{
		{tree.ARGMAX, tree.Args{Arg: "n", Val: "name"}, "x", qa.AnswerList, "b, c (tie)", 2},
		// a winner without the value asked: the winner, said to lack it
		{tree.ARGMIN, tree.Args{Arg: "n", Val: "name"}, "x", qa.AnswerItems, "on 2022-01-05 (1) (no name recorded)", 1},
		{tree.ARGMAX, tree.Args{Arg: "n", Val: "name", K: 2}, "x", qa.AnswerList, "b, c", 2},
		{tree.ARGMAX, tree.Args{Arg: "n", Val: "name", K: 3}, "x", qa.AnswerList, "b, c, f", 3},
		{tree.ARGMIN, tree.Args{Arg: "start_time", Val: "name"}, "x", qa.AnswerText, "f", 1},
		{tree.ARGMAX, tree.Args{Arg: "n"}, "none", qa.AnswerEmpty, "no matching events", 0},
		// The ranked amount asked of the thing ("what was my fastest
		// run"): the amount, and the one that had it.
		{tree.ARGMIN, tree.Args{Arg: "n", Val: "n"}, "x", qa.AnswerNumber, "1 (on 2022-01-05)", 1},
		// ... shared by several: the amount once, not a tie of it
		{tree.ARGMAX, tree.Args{Arg: "n", Val: "n"}, "x", qa.AnswerNumber, "7", 2},
		{tree.MAX, tree.Args{Attr: "n"}, "x", qa.AnswerNumber, "7", 2},
		{tree.MIN, tree.Args{Attr: "d"}, "x", qa.AnswerDate, "2021-05-01", 1},
		{tree.MAX, tree.Args{Attr: "start_datetime"}, "x", qa.AnswerDateTime, "2022-01-06 07:00", 1},
		{tree.MIN, tree.Args{Attr: "n"}, "none", qa.AnswerEmpty, "no matching events", 0},
		{tree.SUM, tree.Args{Attr: "n"}, "x", qa.AnswerNumber, "23", 5},
		{tree.AVG, tree.Args{Attr: "n"}, "x", qa.AnswerNumber, "4.6", 5},
		{tree.SUM, tree.Args{Attr: "n"}, "none", qa.AnswerNumber, "0", 0},
		{tree.AVG, tree.Args{Attr: "n"}, "none", qa.AnswerEmpty, "no matching events", 0},
		// Items none of which records it total nothing known, not 0.
		{tree.SUM, tree.Args{Attr: "duration_s"}, "x", qa.AnswerEmpty, "6 items found, none recording duration", 0},
		// so is a highest or lowest of them, and the one that had it
		{tree.MAX, tree.Args{Attr: "max_speed_kmh"}, "x", qa.AnswerEmpty, "6 items found, none recording max speed kmh", 0},
		{tree.ARGMAX, tree.Args{Arg: "max_speed_kmh", Val: "name"}, "x", qa.AnswerEmpty, "6 items found, none recording max speed kmh", 0},
		// ... but a length in distance of things that record how long
		// they took is the length in time ("my shortest swim")
		{tree.ARGMIN, tree.Args{Arg: "distance_km", Val: "name"}, "swims", qa.AnswerText, "lake", 1},
		{tree.ARGMIN, tree.Args{Arg: "distance_km", Val: "distance_km"}, "swims", qa.AnswerDuration, "20 min (on 2022-02-02)", 1},
		{tree.MAX, tree.Args{Attr: "distance_km"}, "swims", qa.AnswerDuration, "40 min", 1},
		// ... unless the time is what is asked of the farthest
		{tree.ARGMAX, tree.Args{Arg: "distance_km", Val: "duration_s"}, "swims", qa.AnswerEmpty, "3 items found, none recording distance km", 0},
		{tree.MAX, tree.Args{Attr: "max_speed_kmh"}, "swims", qa.AnswerEmpty, "3 items found, none recording max speed kmh", 0},
		// ... and the values listed of them ("which countries did I
		// visit" of visits that record none)
		{tree.APPLY, tree.Args{Fn: "unique(flatten(map(items, .country)))"}, "x", qa.AnswerEmpty, "6 items found, none recording country", 6},
		{tree.APPLY, tree.Args{Fn: "unique(flatten(map(items, .country)))"}, "none", qa.AnswerEmpty, "no matching events", 0},
		// ... and an amount worked out of them ("how many km did I swim
		// a week on average" of swims that record none): no 0 km
		{tree.APPLY, tree.Args{Fn: "sum(map(items, .distance_km)) / max(1, len(items))", As: "distance_km"}, "x", qa.AnswerEmpty, "6 items found, none recording distance km", 6},
	}
	for _, tc := range tests {
		res, err := runOn(t, on(tc.op, tc.args, ret(tc.in)), data)
		if err != nil {
			t.Errorf("%s %+v: %v", tc.op, tc.args, err)
			continue
		}
		if res.Answer.Type != tc.typ || res.Answer.Text != tc.text || len(res.Items) != tc.items {
			t.Errorf("%s %+v on %s = %s %q (%d items), want %s %q (%d)", tc.op, tc.args, tc.in,
				res.Answer.Type, res.Answer.Text, len(res.Items), tc.typ, tc.text, tc.items)
		}
	}
	res, _ := runOn(t, on(tree.MAX, tree.Args{Attr: "n"}, ret("x")), data)
	if lines := strings.Join(res.Stats.Lines(), "; "); !strings.Contains(lines, "1 item had a n that is not comparable") {
		t.Errorf("mixed types are noted: %s", lines)
	}
	res, _ = runOn(t, on(tree.SUM, tree.Args{Attr: "n"}, ret("x")), data)
	if lines := strings.Join(res.Stats.Lines(), "; "); !strings.Contains(lines, "1 item had a n that is not a number") {
		t.Errorf("non-numbers are noted: %s", lines)
	}
	durations := map[string][]*qa.Item{"x": {mk("2022-01-01 10:00", "duration_s", 7200.0), mk("2022-01-02 10:00", "duration_s", 4800.0)}}
	res, _ = runOn(t, on(tree.SUM, tree.Args{Attr: "duration_s"}, ret("x")), durations)
	if res.Answer.Type != qa.AnswerDuration || res.Answer.Text != "3 h 20 min" || res.Answer.Unit != "s" {
		t.Errorf("duration: %+v", res.Answer)
	}
	money := map[string][]*qa.Item{"x": {mk("2022-01-01 10:00", "price", 5.0, "currency", "EUR"), mk("2022-01-02 10:00", "price", 7.0, "currency", "USD")}}
	res, _ = runOn(t, on(tree.SUM, tree.Args{Attr: "price"}, ret("x")), money)
	if res.Answer.Unit != "" || !strings.Contains(strings.Join(res.Stats.Notes, ""), "several currencies (EUR, USD)") {
		t.Errorf("mixed currencies: %+v %v", res.Answer, res.Stats.Notes)
	}
}

func TestJoinSemantics(t *testing.T) {
	l := []*qa.Item{mk("2022-01-01 10:00", "k", "a", "v", 1.0), mk("2022-01-01 11:00", "k", "a", "v", 2.0), mk("2022-01-01 12:00", "k", "b", "v", 3.0), mk("2022-01-01 12:00", "v", 9.0)}
	r := []*qa.Item{mk("2022-01-02 10:00", "k", "A", "w", 10.0), mk("2022-01-02 11:00", "k", "a", "w", 20.0), mk("2022-01-02 12:00", "k", "c", "w", 30.0)}
	data := map[string][]*qa.Item{"l": l, "r": r, "none": {}}
	join := func(cond string, a, b string) *tree.Node {
		return on(tree.JOIN, tree.Args{Condition: cond}, ret(a), ret(b))
	}
	res, err := runOn(t, join("i1.k == i2.k", "l", "r"), data)
	if err != nil {
		t.Fatal(err)
	}
	// Many-to-many: 2 left "a" × 2 right "a"/"A" = 4 pairs.
	if len(res.Items) != 4 {
		t.Fatalf("many-to-many: %d pairs", len(res.Items))
	}
	m := res.Items[0]
	if m.Value("v") != 1.0 || m.Value("w") != 10.0 || m.Value("k") != "a" || m.Value("i2_k") != "A" {
		t.Errorf("merged attributes: %v", m.Attrs())
	}
	if m.Value("start_datetime").(time.Time) != at(berlin, "2022-01-01 10:00") || !m.Has("i2_start_datetime") {
		t.Error("start_datetime is i1's, i2_start_datetime i2's")
	}
	if len(m.Events) != 2 || m.Events[0] != l[0].Events[0] || m.Events[1] != r[0].Events[0] {
		t.Error("merged items keep both sides' events, i1's first")
	}
	if l[0].Has("w") || l[0].Has("i2_k") {
		t.Error("JOIN must not modify its inputs")
	}
	if res.Stats.Missing["k"] != 1 {
		t.Errorf("stats = %+v", res.Stats)
	}
	tests := []struct {
		cond  string
		a, b  string
		pairs int
	}{
		{"i1.k == i2.k && i1.v < i2.w / 10", "l", "r", 1},
		{"i1.v > 1 && i2.w < 30 && i1.k == i2.k", "l", "r", 2},
		{"i1.v * 10 == i2.w", "l", "r", 3},
		{"i1.v + i2.w > 25", "l", "r", 5},
		{"i1.k == i2.k", "none", "r", 0},
		{"1 > 2 && i1.k == i2.k", "l", "r", 0},
		{"i1.start_date < i2.start_date", "l", "r", 12},
		{"i1.start_datetime >= add_hours(i2.start_datetime, -24) || i1.k == \"b\"", "l", "r", 6},
	}
	for _, tc := range tests {
		res, err := runOn(t, join(tc.cond, tc.a, tc.b), data)
		if err != nil {
			t.Errorf("%s: %v", tc.cond, err)
			continue
		}
		if len(res.Items) != tc.pairs {
			t.Errorf("%s: %d pairs, want %d (%v)", tc.cond, len(res.Items), tc.pairs, res.Stats.Lines())
		}
	}
	// The cross product is bounded.
	big := make([]*qa.Item, 3000)
	for i := range big {
		big[i] = mk("2022-01-01 10:00", "v", float64(i))
	}
	e := &Engine{Retriever: &itemsRetriever{items: map[string][]*qa.Item{"big": big}}, MaxJoinPairs: 1_000_000}
	_, err = runWith(t, e, on(tree.JOIN, tree.Args{Condition: "i1.v + i2.v == 10"}, ret("big"), ret("big")))
	if err == nil || !strings.Contains(err.Error(), "more than the limit of 1000000") {
		t.Errorf("cross product limit: %v", err)
	}
}

func TestEngine(t *testing.T) {
	items := []*qa.Item{mk("2022-01-01 10:00"), mk("2023-01-01 10:00")}
	rt := &itemsRetriever{items: map[string][]*qa.Item{"x": items}}
	e := &Engine{Retriever: rt}
	// The same subtree twice: retrieved once, reused.
	n := on(tree.JOIN, tree.Args{Condition: "i1.start_date == i2.start_date"}, ret("x"), ret("x"))
	res, err := e.Run(t.Context(), n, Options{Now: testNow})
	if err != nil {
		t.Fatal(err)
	}
	if rt.calls.Load() != 1 || !(res.Root.Inputs[0].Cached || res.Root.Inputs[1].Cached) || len(res.Root.Items) != 2 {
		t.Errorf("calls %d, cached %v %v, %d pairs", rt.calls.Load(), res.Root.Inputs[0].Cached, res.Root.Inputs[1].Cached, len(res.Root.Items))
	}
	// Today is a parameter.
	f := on(tree.FILTER, tree.Args{Condition: "start_date >= add_years(today, -1)"}, ret("x"))
	for now, want := range map[time.Time]int{time.Date(2023, 6, 1, 0, 0, 0, 0, berlin): 1, time.Date(2022, 6, 1, 0, 0, 0, 0, berlin): 2} {
		res, err := e.Run(t.Context(), f, Options{Now: now})
		if err != nil || len(res.Root.Items) != want {
			t.Errorf("today %s: %v %d", now.Format("2006-01-02"), err, len(res.Root.Items))
		}
	}
	// Validation comes first.
	if _, err := e.Run(t.Context(), on(tree.FILTER, tree.Args{Condition: "x > 1"}, ret("x")), Options{}); err == nil || !strings.Contains(err.Error(), "invalid operator tree") {
		t.Errorf("validation: %v", err)
	}
	// Errors name the node.
	_, err = e.Run(t.Context(), on(tree.APPLY, tree.Args{Fn: "len(items)"}, ret("unknown")), Options{})
	if err == nil || !strings.Contains(err.Error(), `root > inputs[0] (RETRIEVE ""): retrieving "unknown"`) {
		t.Errorf("retriever error: %v", err)
	}
	// The time budget stops slow questions.
	slow := &Engine{Retriever: &itemsRetriever{items: map[string][]*qa.Item{"x": items}, delay: 5 * time.Second}, Budget: 50 * time.Millisecond}
	start := time.Now()
	_, err = slow.Run(t.Context(), on(tree.APPLY, tree.Args{Fn: "len(items)"}, ret("x")), Options{})
	if err == nil || !strings.Contains(err.Error(), "longer than its budget of 50ms") || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("budget: %v", err)
	}
	if time.Since(start) > 2*time.Second {
		t.Error("the budget did not stop the question")
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := e.Run(ctx, n, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
	if _, err := (&Engine{}).Run(t.Context(), ret("x"), Options{}); err == nil || !strings.Contains(err.Error(), "no retriever") {
		t.Errorf("no retriever: %v", err)
	}
}

func TestResultJSONAndText(t *testing.T) {
	res := mustRun(t, testEngine(), loadTree(t, "t14_2_first_football_after_engineer.json"))
	var buf bytes.Buffer
	if err := res.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Answer struct {
			Value any     `json:"value"`
			Text  string  `json:"text"`
			Unit  *string `json:"unit"`
			Type  string  `json:"type"`
		} `json:"answer"`
		Tree struct {
			Op       string           `json:"op"`
			Count    int              `json:"count"`
			Children []map[string]any `json:"children"`
		} `json:"tree"`
		Evidence []struct {
			ID     string            `json:"id"`
			Source string            `json:"source"`
			Start  string            `json:"start"`
			Origin map[string]string `json:"origin"`
		} `json:"evidence"`
		MS *float64 `json:"ms"`
	}
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Answer.Value != "2024-10-03T18:00:00+02:00" || got.Answer.Type != "datetime" || got.Answer.Unit != nil {
		t.Errorf("answer = %+v", got.Answer)
	}
	if got.Tree.Op != "MIN" || got.Tree.Count != 1 || len(got.Tree.Children) != 1 || got.Tree.Children[0]["refs"] == nil || got.MS == nil {
		t.Errorf("tree = %+v", got.Tree)
	}
	if len(got.Evidence) != 1 || got.Evidence[0].ID != "fb1" || got.Evidence[0].Origin["record"] != "[fb1]" || got.Evidence[0].Start != "2024-10-03T18:00:00+02:00" {
		t.Errorf("evidence = %+v", got.Evidence)
	}
	if !strings.Contains(buf.String(), `"start_datetime >= started"`) {
		t.Error("conditions are written without HTML escaping")
	}
	var text bytes.Buffer
	res.WriteText(&text)
	for _, want := range []string{"Answer: 2024-10-03 18:00", "(2) FILTER start_datetime >= started", "ref started = 2018-06-01 09:00:", "(3.started) MIN attr=start_datetime", "/data/workout.json ([fb1])"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, text.String())
		}
	}
	// A failed run still renders.
	bad, err := testEngine().Run(t.Context(), on(tree.FILTER, tree.Args{Condition: "nope > 1"}, ret("x")), Options{Now: testNow})
	if err == nil {
		t.Fatal("want error")
	}
	buf.Reset()
	bad.WriteJSON(&buf)
	if !strings.Contains(buf.String(), `"error": "invalid operator tree`) || !strings.Contains(buf.String(), `"op": "FILTER"`) {
		t.Errorf("failed JSON: %s", buf.String())
	}
}

// Large inputs are filtered and mapped on several goroutines; the result
// must be the same as in order, one by one.
func TestParallelFilterMap(t *testing.T) {
	items := make([]*qa.Item, 3*parallelMin+17)
	for i := range items {
		if i%7 == 0 {
			items[i] = mk("2022-01-01 10:00")
			continue
		}
		items[i] = mk("2022-01-01 10:00", "n", float64(i))
	}
	data := map[string][]*qa.Item{"x": items}
	res, err := runOn(t, on(tree.FILTER, tree.Args{Condition: "n % 3 == 0"}, ret("x")), data)
	if err != nil {
		t.Fatal(err)
	}
	want := 0
	for i := range items {
		if i%7 != 0 && i%3 == 0 {
			if res.Items[want] != items[i] {
				t.Fatalf("item %d out of order", want)
			}
			want++
		}
	}
	if len(res.Items) != want || res.Stats.Missing["n"] != (len(items)+6)/7 {
		t.Errorf("%d items, want %d; stats %+v", len(res.Items), want, res.Stats)
	}
	res, err = runOn(t, on(tree.MAP, tree.Args{Fn: "n * 2", As: "m"}, ret("x")), data)
	if err != nil || len(res.Items) != len(items) {
		t.Fatal(err, len(res.Items))
	}
	for i, it := range res.Items {
		if i%7 != 0 && it.Value("m") != float64(2*i) || i%7 == 0 && it.Has("m") {
			t.Fatalf("item %d: %v", i, it.Value("m"))
		}
	}
}

// best, ranked's one pass for the first place, picks what the stable sort
// picks: the same items in the same order, ties and spellings included.
func TestBestIsRankedSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	texts := []string{"Nico Hart", "nico hart", "Panic Lanes", "panic lanes", "Zed", "ábc", "abc"}
	for round := range 500 {
		n := 2 + rng.IntN(40)
		vals := make([]scored, n)
		for i := range vals {
			var v any
			switch round % 3 {
			case 0:
				v = float64(rng.IntN(6))
			case 1:
				v = texts[rng.IntN(len(texts))]
			default:
				v = time.Date(2020, 1, 1+rng.IntN(4), 0, 0, 0, 0, time.UTC)
			}
			vals[i] = scored{it: qa.NewItem(nil), v: v, pos: i}
		}
		for _, max := range []bool{true, false} {
			got, ok := best(slices.Clone(vals), max)
			want := rankedSort(slices.Clone(vals), max, 1, &Stats{})
			if !ok {
				t.Fatalf("round %d: values of one kind did not compare", round)
			}
			if len(got) != len(want) {
				t.Fatalf("round %d max=%v: %d winners, the sort has %d", round, max, len(got), len(want))
			}
			for i := range got {
				if got[i].pos != want[i].pos {
					t.Fatalf("round %d max=%v: winner %d is at %d, the sort's at %d", round, max, i, got[i].pos, want[i].pos)
				}
			}
		}
	}
}

// TestGroupsOfMonthsInCalendarOrder: months named as groups ("April
// 2018") are listed as time runs, not alphabetically.
func TestGroupsOfMonthsInCalendarOrder(t *testing.T) {
	got := []any{"April 2018", "December 2017", "August 2018", "Monday", "Sunday", "Tuesday"}
	sortGroups(got, 1, func(v any) []any { return []any{v} })
	want := []any{"December 2017", "April 2018", "August 2018", "Monday", "Tuesday", "Sunday"}
	if !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}

// TestArgExtremeKindOnly: a winner whose value only repeats the kind of
// record it is (a workout of type "workout") is told by its date and what
// it was ranked by, not by that word alone.
func TestArgExtremeKindOnly(t *testing.T) {
	data := map[string][]*qa.Item{"x": {
		mk("2022-01-01 10:00", "duration_s", 600.0, "type", "running"),
		mk("2022-01-05 10:00", "duration_s", 3600.0, "type", "note"),
	}}
	res, err := runOn(t, on(tree.ARGMAX, tree.Args{Arg: "duration_s", Val: "type"}, ret("x")), data)
	if err != nil || !strings.HasPrefix(res.Answer.Text, "note (on 2022-01-05, 1 h") {
		t.Errorf("kind only: %q, %v", res.Answer.Text, err)
	}
}

// TestArgExtremeTripLength: a stay made of days ranked by how many ("my
// longest trip") says how long it was and when it began beside its
// town.
func TestArgExtremeTripLength(t *testing.T) {
	data := map[string][]*qa.Item{"x": {
		mk("2022-01-01 10:00", "city", "Prague"),
		mk("2022-01-05 10:00", "city", "Lisbon"),
		mk("2022-01-06 10:00", "city", "Lisbon"),
		mk("2022-01-07 10:00", "city", "Lisbon"),
	}}
	trips := on(tree.MAP, tree.Args{Fn: "min(dates_of(group))", As: "start_date"},
		on(tree.MAP, tree.Args{Fn: "len(group)", As: "duration_days"}, on(tree.GROUP_BY, tree.Args{Keys: []string{"city"}}, ret("x"))))
	res, err := runOn(t, on(tree.ARGMAX, tree.Args{Arg: "duration_days", Val: "city"}, trips), data)
	if err != nil || res.Answer.Text != "Lisbon (3 days, from 2022-01-05)" {
		t.Errorf("longest trip: %q, %v", res.Answer.Text, err)
	}
	if v, _ := res.Answer.Value.(string); v != "Lisbon" {
		t.Errorf("longest trip's value: %v", res.Answer.Value)
	}
}

// TestArgExtremeTimeUnrecorded: the most time spent with someone, of
// meetings none of which says how long it lasted, is who was met most
// often, and the answer says it was ranked so.
func TestArgExtremeTimeUnrecorded(t *testing.T) {
	data := map[string][]*qa.Item{"x": {
		mk("2022-01-01 10:00", "person", "Lena"),
		mk("2022-01-05 10:00", "person", "Jonas"),
		mk("2022-01-06 10:00", "person", "Jonas"),
	}}
	groups := on(tree.MAP, tree.Args{Fn: "any(group, {.duration_s != nil}) ? sum(map(group, .duration_s)) : nil", As: "total_duration_s"},
		on(tree.GROUP_BY, tree.Args{Keys: []string{"person"}}, ret("x")))
	res, err := runOn(t, on(tree.ARGMAX, tree.Args{Arg: "total_duration_s", Val: "person"}, groups), data)
	if err != nil || res.Answer.Value != "Jonas" {
		t.Errorf("most time with: %v %q, %v", res.Answer.Value, res.Answer.Text, err)
	}
	if !slices.ContainsFunc(res.Stats.Notes, func(n string) bool { return strings.Contains(n, "ranked by how many times") }) {
		t.Errorf("most time with: no note of the ranking (%q)", res.Stats.Notes)
	}
}

// TestArgExtremeSharedName: a winner whose value names other candidates
// too ("running", of every run) is told by its date and what it was
// ranked by.
func TestArgExtremeSharedName(t *testing.T) {
	data := map[string][]*qa.Item{"x": {
		mk("2022-01-01 10:00", "kcal", 300.0, "type", "running", "energy_kcal", 300.0),
		mk("2022-01-05 10:00", "kcal", 900.0, "type", "running", "energy_kcal", 900.0),
		mk("2022-01-07 10:00", "kcal", 500.0, "type", "cycling", "energy_kcal", 500.0),
	}}
	res, err := runOn(t, on(tree.ARGMAX, tree.Args{Arg: "energy_kcal", Val: "type"}, ret("x")), data)
	if err != nil || res.Answer.Text != "running (on 2022-01-05, 900 kcal)" {
		t.Errorf("shared name: %q, %v", res.Answer.Text, err)
	}
	res, _ = runOn(t, on(tree.ARGMIN, tree.Args{Arg: "kcal", Val: "type"}, ret("x")), map[string][]*qa.Item{"x": data["x"][1:]})
	if res.Answer.Text != "cycling" {
		t.Errorf("own name: %q", res.Answer.Text)
	}
	// the day asked is the answer already: said once, with what it was
	// ranked by
	days := map[string][]*qa.Item{"x": {
		mk("2022-01-05 08:00", "energy_kcal", 100.0),
		mk("2022-01-05 18:00", "energy_kcal", 900.0),
		mk("2022-01-07 10:00", "energy_kcal", 500.0),
	}}
	res, _ = runOn(t, on(tree.ARGMAX, tree.Args{Arg: "energy_kcal", Val: "start_date"}, ret("x")), days)
	if res.Answer.Text != "2022-01-05 (900 kcal)" {
		t.Errorf("the day: %q", res.Answer.Text)
	}
}

// Winners of a tie that share what is asked of them say it once: three
// happenings of one day with the best mood are that day, not the day
// three times.
func TestTieSaysEachValueOnce(t *testing.T) {
	items := []*qa.Item{
		mk("2022-01-01 10:00", "n", 2.0, "day", "Mon"),
		mk("2022-01-01 12:00", "n", 2.0, "day", "Mon"),
		mk("2022-01-02 10:00", "n", 2.0, "day", "Tue"),
		mk("2022-01-03 10:00", "n", 1.0, "day", "Wed"),
	}
	data := map[string][]*qa.Item{"x": items, "one": items[:2]}
	for in, want := range map[string]string{"x": "Mon, Tue (tie)", "one": "Mon"} {
		res, err := runOn(t, on(tree.ARGMAX, tree.Args{Arg: "n", Val: "day"}, ret(in)), data)
		if err != nil || res.Answer.Text != want {
			t.Errorf("%s: %q (%v), want %q", in, res.Answer.Text, err, want)
		}
	}
}

// The count of the best group asked ("which song did I play most and how
// often"), two groups sharing it: the number and the groups that share
// it, not the number alone, which named no song.
func TestTiedCountNamesTheGroups(t *testing.T) {
	data := map[string][]*qa.Item{"x": {
		mk("2022-01-01 10:00", "track", "Ghlana"),
		mk("2022-01-02 10:00", "track", "Goat"),
	}}
	grouped := on(tree.MAP, tree.Args{Fn: "len(group)", As: "count"}, on(tree.GROUP_BY, tree.Args{Keys: []string{"track"}}, ret("x")))
	res, err := runOn(t, on(tree.ARGMAX, tree.Args{Arg: "count", Val: "count"}, grouped), data)
	if err != nil || !strings.Contains(res.Answer.Text, "Ghlana") || !strings.Contains(res.Answer.Text, "Goat") || !strings.HasPrefix(res.Answer.Text, "1 ") {
		t.Errorf("%q (%v), want the count and both songs", res.Answer.Text, err)
	}
}

func TestTestedSide(t *testing.T) {
	for fn, want := range map[string][2]string{
		"sum(map(items, .steps)) > 10000":                         {"sum(map(items, .steps))", "10000"},
		"(avg(map(items, .x)) ?? 0) <= 5.5":                       {"avg(map(items, .x)) ?? 0", "5.5"},
		"(len(items) == 0 ? 0 : len(items) / max(1, 52 / 7)) > 3": {"len(items) == 0 ? 0 : len(items) / max(1, 52 / 7)", "3"},
		"len(items) == 0 ? 0 : len(items) > 3":                    {"", ""}, // a choice at the top
		`len(filter(items, {.name > "b"})) > x`:                   {"", ""}, // no number
		"unique(map(items, .a))":                                  {"", ""},
	} {
		if s, b := testedSide(fn); s != want[0] || b != want[1] {
			t.Errorf("testedSide(%q) = %q, %q, want %q, %q", fn, s, b, want[0], want[1])
		}
	}
}

// Winners that are one thing recurring say it once: a yearly birthday
// kept as one entry a year all come back on the same day, and "whose
// birthday is next" was Julien's four times over, said a tie.
func TestRecurringWinnerSaidOnce(t *testing.T) {
	birthday := func(start, who string) *qa.Item {
		it := mk(start, "next", qa.NewDate(2025, 11, 20))
		it.Events[0].SetText("summary", who+"'s birthday")
		return it
	}
	data := map[string][]*qa.Item{"x": {
		birthday("2022-11-20 00:00", "Julien"),
		birthday("2023-11-20 00:00", "Julien"),
		birthday("2024-11-20 00:00", "Julien"),
	}, "two": {
		birthday("2023-11-20 00:00", "Julien"),
		birthday("2024-11-20 00:00", "Leon"),
	}}
	res, err := runOn(t, on(tree.ARGMIN, tree.Args{Arg: "next"}, ret("x")), data)
	if err != nil || strings.Contains(res.Answer.Text, "tie") || len(res.Items) != 1 {
		t.Errorf("one recurring: %q (%v, %d items), want one winner", res.Answer.Text, err, len(res.Items))
	}
	res, err = runOn(t, on(tree.ARGMIN, tree.Args{Arg: "next"}, ret("two")), data)
	if err != nil || !strings.Contains(res.Answer.Text, "tie") {
		t.Errorf("two people: %q (%v), want a tie", res.Answer.Text, err)
	}
}
