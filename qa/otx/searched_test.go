package otx

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/qa"

	"reqap/qa/tree"
)

func TestSearchedSaysWhatANoLookedFor(t *testing.T) {
	root := &tree.Node{Op: tree.APPLY, Question: "Did I listen to music on Christmas Eve?", Args: tree.Args{Fn: "len(items) > 0"},
		Inputs: []*tree.Node{{Op: tree.FILTER, Question: "songs I listened to on Christmas Eve", Args: tree.Args{Condition: "month(start_date) == 12"},
			Inputs: []*tree.Node{{Op: tree.RETRIEVE, Args: tree.Args{Query: "I listened to music", Sources: []string{"music_stream"}}}}}}}
	if got, want := searched(root), `nothing found for "songs I listened to on Christmas Eve" in music_stream`; got != want {
		t.Errorf("searched = %q, want %q", got, want)
	}
}

func TestNoSaysNothingFoundOnlyForNothing(t *testing.T) {
	if !nothingIn(&NodeResult{Inputs: []*NodeResult{{Count: 0}}}) || nothingIn(&NodeResult{Inputs: []*NodeResult{{Count: 52}}}) {
		t.Error("a no weighed over 52 items found is said as nothing found")
	}
}

// A "no" of two sides weighed is no "nothing found" when either side
// found something, though the input searching both at once found none
// ("did I spend more on books than on electronics").
func TestNoOfSidesWeighedIsNoNothingFound(t *testing.T) {
	side := func(q string, v float64) *NodeResult {
		return &NodeResult{Node: &tree.Node{Op: tree.SUM, Question: q}, Answer: qa.NewAnswer(v, "EUR", qa.UnitMoney)}
	}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "side_a > side_b"}}, Inputs: []*NodeResult{{Count: 0}},
		Refs: map[string]*NodeResult{"side_a": side("amount spent of books", 233.87), "side_b": side("amount spent of electronics", 3390.94)}}
	if !weighedSides(root) {
		t.Error("two sides that found amounts are not weighed")
	}
	root.Refs["side_a"], root.Refs["side_b"] = side("amount spent of books", 0), side("amount spent of electronics", 0)
	if weighedSides(root) {
		t.Error("two sides of nothing are weighed: the no is for want of anything")
	}
}

// Amounts subtracted keep their currency; a ratio of them has none.
func TestRefUnitKeepsCurrency(t *testing.T) {
	sum := func(v float64) *NodeResult {
		return &NodeResult{Node: &tree.Node{Op: tree.SUM, Args: tree.Args{Attr: "price"}}, Answer: qa.NewAnswer(v, "USD", qa.UnitMoney)}
	}
	refs := map[string]*NodeResult{"side_a": sum(14372.23), "side_b": sum(13110.9)}
	for fn, want := range map[string]string{"side_a - side_b": "1261.33 USD", "abs(side_a - side_b)": "1261.33 USD", "side_a / side_b": "1.1"} {
		n := &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: fn}}
		v := 1261.33
		if fn == "side_a / side_b" {
			v = 1.1
		}
		got := refUnit(n, &NodeResult{Answer: qa.NewAnswer(v, "", qa.UnitNone), Refs: refs})
		if got.Text != want {
			t.Errorf("%s: %q, want %q", fn, got.Text, want)
		}
	}
}

// A total less another of nothing (a SUM of no items is a bare 0) keeps
// the total's currency: "excluding groceries" where none were bought.
func TestRefUnitOfNothingLeftOut(t *testing.T) {
	all := &NodeResult{Node: &tree.Node{Op: tree.SUM, Args: tree.Args{Attr: "price"}}, Answer: qa.NewAnswer(7966.63, "EUR", qa.UnitMoney)}
	none := &NodeResult{Node: &tree.Node{Op: tree.SUM, Args: tree.Args{Attr: "price"}}, Answer: qa.NewAnswer(0.0, "", qa.UnitNone)}
	n := &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "side_a - (side_b ?? 0)"}}
	if got := refUnit(n, &NodeResult{Answer: qa.NewAnswer(7966.63, "", qa.UnitNone), Refs: map[string]*NodeResult{"side_a": all, "side_b": none}}); got.Text != "7966.63 EUR" {
		t.Errorf("%q, want the total's currency", got.Text)
	}
}

func TestRefUnitKeepsDuration(t *testing.T) {
	sum := func(v float64) *NodeResult {
		return &NodeResult{Node: &tree.Node{Op: tree.SUM, Args: tree.Args{Attr: "duration_s"}}, Answer: qa.NewAnswer(v, "s", qa.UnitDuration)}
	}
	n := &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "side_a - side_b"}}
	got := refUnit(n, &NodeResult{Answer: qa.NewAnswer(3600.0, "", qa.UnitNone), Refs: map[string]*NodeResult{"side_a": sum(7200), "side_b": sum(3600)}})
	if got.Type != qa.AnswerDuration || got.Text != qa.FormatDuration(3600) {
		t.Errorf("%+v, want a duration of an hour", got)
	}
}

// A difference of two amounts of which one found nothing says so.
func TestEmptyRefIsSaid(t *testing.T) {
	n := &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "side_a - side_b"}, Refs: map[string]*tree.Node{
		"side_a": {Op: tree.SUM, Question: "amount spent in 2025"}, "side_b": {Op: tree.SUM, Question: "amount spent in 2024"}}}
	res := &NodeResult{Refs: map[string]*NodeResult{
		"side_a": {Node: n.Refs["side_a"], Answer: qa.EmptyAnswer("22 items found, none recording price")},
		"side_b": {Node: n.Refs["side_b"], Answer: qa.NewAnswer(3.0, "EUR", qa.UnitMoney)}}}
	a, ok := emptyRef(n, res)
	if !ok || a.Text != "amount spent in 2025: 22 items found, none recording price" {
		t.Errorf("emptyRef = %q, %v", a.Text, ok)
	}
}

// A FILTER left empty because the days it reads found nothing names them.
func TestEmptyFilterRefIsSaid(t *testing.T) {
	days := &tree.Node{Op: tree.APPLY, Question: "days of my birthday"}
	filter := &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: "any(days, {# == start_date})"}, Refs: map[string]*tree.Node{"days": days}}
	empty := &NodeResult{Node: filter, Refs: map[string]*NodeResult{"days": {Node: days}}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{empty}}
	if got := emptyFilterRef(root); got != "days of my birthday" {
		t.Errorf("emptyFilterRef = %q", got)
	}
	empty.Refs["days"].Count = 3
	if got := emptyFilterRef(root); got != "" {
		t.Errorf("days found, and yet emptyFilterRef = %q", got)
	}
	// a "no" says the days too, not the posts on them
	if got, want := whyNo(&tree.Node{Op: tree.APPLY, Question: "Did I post anything on my birthday?"}, &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{{Node: filter, Refs: map[string]*NodeResult{"days": {Node: days}}}}}), `nothing found for "days of my birthday"`; got != want {
		t.Errorf("whyNo = %q, want %q", got, want)
	}
	if !noneAnswer(qa.NewAnswer(0.0, "", qa.UnitNone)) || noneAnswer(qa.NewAnswer(2.0, "", qa.UnitNone)) {
		t.Error("noneAnswer")
	}
}

// A zero for want of any record says what was looked for; a zero over
// what was found does not.
func TestRetrievedNothing(t *testing.T) {
	retrieve := func(n int) *NodeResult { return &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE}, Count: n} }
	sum := func(in *NodeResult) *NodeResult {
		return &NodeResult{Node: &tree.Node{Op: tree.SUM}, Inputs: []*NodeResult{{Node: &tree.Node{Op: tree.FILTER}, Inputs: []*NodeResult{in}}}}
	}
	if !retrievedNothing(sum(retrieve(0))) {
		t.Error("nothing retrieved: not said")
	}
	if retrievedNothing(sum(retrieve(12))) {
		t.Error("12 retrieved, none left by the filter: said as nothing found")
	}
	if retrievedNothing(&NodeResult{Node: &tree.Node{Op: tree.APPLY}}) {
		t.Error("no RETRIEVE: said as nothing found")
	}
	if !zeroAnswer(qa.NewAnswer(0.0, "s", qa.UnitDuration)) || zeroAnswer(qa.NewAnswer(3.0, "", qa.UnitNone)) {
		t.Error("zeroAnswer")
	}
}

// A FILTER by a window told by a happening that kept nothing, the
// happening's dates outside the time its records span, says when they run.
func TestAnchorOutsideIsSaid(t *testing.T) {
	item := func(y int) *qa.Item { return (&qa.Item{}).With("start_date", qa.NewDate(y, 3, 1)) }
	ret := &tree.Node{Op: tree.RETRIEVE, Question: "my online purchases"}
	ext := &tree.Node{Op: tree.EXTRACT, Question: "my online purchases with amount spent", Inputs: []*tree.Node{ret}}
	ref := &tree.Node{Op: tree.MAX, Question: "the day of my longest run"}
	filter := &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: "start_date == anchor"}, Inputs: []*tree.Node{ext}, Refs: map[string]*tree.Node{"anchor": ref}}
	in := &NodeResult{Node: ext, Items: []*qa.Item{item(2006), item(2022)}, Count: 2}
	refRes := &NodeResult{Node: ref, Count: 1, Answer: qa.Answer{Type: qa.AnswerDate, Value: qa.NewDate(2023, 7, 2)}}
	root := &NodeResult{Node: &tree.Node{Op: tree.SUM}, Inputs: []*NodeResult{{Node: filter, Inputs: []*NodeResult{in}, Refs: map[string]*NodeResult{"anchor": refRes}}}}
	if got, want := anchorOutside(root), "nothing then: my online purchases run from 2006-03-01 to 2022-03-01"; got != want {
		t.Errorf("anchorOutside = %q, want %q", got, want)
	}
	refRes.Answer.Value = qa.NewDate(2013, 7, 2)
	if got := anchorOutside(root); got != "" {
		t.Errorf("the day within the records' time, and yet anchorOutside = %q", got)
	}
	// "on my birthday": the day of every year, which the records span,
	// though the birth date itself lies before them
	filter.Args.Condition = "any(anchor, {month(#) == month(start_date) && day(#) == day(start_date)})"
	refRes.Answer.Value = qa.NewDate(1986, 7, 2)
	if got := anchorOutside(root); got != "" {
		t.Errorf("an anniversary within the records' time, and yet anchorOutside = %q", got)
	}
	in.Items = []*qa.Item{item(2006)}
	if got := anchorOutside(root); got == "" {
		t.Error("an anniversary outside the records' time (1 March 2006 alone): nothing said")
	}
}

// A FILTER by a window of time that kept nothing, no record RETRIEVE
// found lying in it, says when they lie, whatever else the conditions
// between them kept; a window some record lies in says nothing.
func TestWindowOutsideIsSaid(t *testing.T) {
	item := func(y int) *qa.Item {
		it := (&qa.Item{Events: []*ingest.Event{{Source: "tvseries_stream"}}}).With("start_date", qa.NewDate(y, 3, 1))
		return it
	}
	r := &run{now: time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)}
	for _, c := range []struct {
		cond, want string
	}{
		{"year(start_date) == 2019", "nothing then: your TV series records lie between 2013-03-01 and 2014-03-01"},
		{"series_title == \"Archer\" && year(start_date) == 2019", "nothing then: your TV series records lie between 2013-03-01 and 2014-03-01"},
		{"year(start_date) == 2014", ""},                           // one lies in it: the title kept nothing
		{"year(start_date) == 2013 && month(start_date) == 8", ""}, // between the first and the last: a time with none, not one the records miss
		{"series_title == \"Friends\"", ""},                        // no window
		{"start_date >= add_days(start_of_week(today), -7) && start_date < start_of_week(today)", "nothing then: your TV series records lie between 2013-03-01 and 2014-03-01"},
	} {
		ret := &tree.Node{Op: tree.RETRIEVE, Question: "TV series episodes I watched"}
		ext := &tree.Node{Op: tree.EXTRACT, Inputs: []*tree.Node{ret}}
		title := &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: `series_title == "Archer"`}, Inputs: []*tree.Node{ext}}
		filter := &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: c.cond}, Inputs: []*tree.Node{title}}
		retRes := &NodeResult{Node: ret, Items: []*qa.Item{item(2013), item(2014)}, Count: 2}
		root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{{Node: filter, Inputs: []*NodeResult{{Node: title, Inputs: []*NodeResult{{Node: ext, Inputs: []*NodeResult{retRes}}}}}}}}
		if got := r.windowOutside(context.Background(), root); got != c.want {
			t.Errorf("%s: windowOutside = %q, want %q", c.cond, got, c.want)
		}
	}
}

// Two sides weighed, one of which kept nothing for a window the records
// do not reach, say so of that side; sides in the records' time say
// nothing.
func TestSideOutsideIsSaid(t *testing.T) {
	item := func(y int) *qa.Item {
		return (&qa.Item{Events: []*ingest.Event{{Source: "workout"}}}).With("start_date", qa.NewDate(y, 3, 1))
	}
	r := &run{now: time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)}
	side := func(cond string, kept int) *NodeResult {
		ret := &tree.Node{Op: tree.RETRIEVE, Question: "my runs"}
		filter := &tree.Node{Op: tree.FILTER, Question: "my runs " + cond, Args: tree.Args{Condition: cond}, Inputs: []*tree.Node{ret}}
		retRes := &NodeResult{Node: ret, Items: []*qa.Item{item(2013), item(2014)}, Count: 2}
		return &NodeResult{Node: &tree.Node{Op: tree.APPLY, Inputs: []*tree.Node{filter}}, Inputs: []*NodeResult{{Node: filter, Count: kept, Inputs: []*NodeResult{retRes}}}}
	}
	in2013, in2019 := "year(start_date) == 2013", "year(start_date) == 2019"
	for _, c := range []struct {
		a, b string
		kept int
		want string
	}{
		{in2013, in2019, 0, `for "my runs year(start_date) == 2019" nothing then: your Workouts records lie between 2013-03-01 and 2014-03-01`},
		{in2013, "year(start_date) == 2014", 0, ""}, // a side in the records' time that kept nothing lost, nothing more
	} {
		root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Refs: map[string]*NodeResult{"side_a": side(c.a, 1), "side_b": side(c.b, c.kept)}}
		if got := r.sideOutside(context.Background(), root); got != c.want {
			t.Errorf("%s or %s: sideOutside = %q, want %q", c.a, c.b, got, c.want)
		}
	}
}

// A JOIN one side of which found nothing in the whole library names that
// side; one whose sides both found something, and matched none, does not.
func TestEmptyJoinSideIsSaid(t *testing.T) {
	songs := &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE, Question: "songs I listened to"}, Count: 120}
	cooked := &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE, Question: "I cooked"}}
	join := &NodeResult{Node: &tree.Node{Op: tree.JOIN}, Inputs: []*NodeResult{songs, {Node: &tree.Node{Op: tree.EXTRACT}, Inputs: []*NodeResult{cooked}}}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{join}}
	if got := emptyJoinSide(root); got != "I cooked" {
		t.Errorf("emptyJoinSide = %q, want I cooked", got)
	}
	root.Count = 1 // looked for through the whole tree, not only what holds nothing
	if got := emptyJoinSide(root); got != "I cooked" {
		t.Errorf("under an answer of something, emptyJoinSide = %q, want I cooked", got)
	}
	cooked.Count = 4
	if got := emptyJoinSide(root); got != "" {
		t.Errorf("both sides found something, and yet emptyJoinSide = %q", got)
	}
}

// TestUnrecordedFilter: a FILTER that kept nothing because every item it
// was given lacked the attribute it reads says the attribute is not
// recorded; one some items had says nothing.
func TestUnrecordedFilter(t *testing.T) {
	found := &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE, Question: "my posts on instagram"}, Count: 7}
	extract := &NodeResult{Node: &tree.Node{Op: tree.EXTRACT, Question: "my posts on instagram with likes"}, Count: 7, Inputs: []*NodeResult{found}}
	filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER}, Inputs: []*NodeResult{extract}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{filter}}
	wantUnrecorded(t, root, filter, "likes", 7, 3, `not recorded: none of the 7 found for "my posts on instagram" has likes`)
}

// TestUnrecordedApply: an APPLY that gave nothing of items some of which
// lacked an attribute its expression reads says the attribute is not
// recorded; one that reads another attribute says nothing.
func TestUnrecordedApply(t *testing.T) {
	found := &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE, Question: "I spent on YouTube"}, Count: 2}
	extract := &NodeResult{Node: &tree.Node{Op: tree.EXTRACT}, Count: 2, Inputs: []*NodeResult{found}, Stats: Stats{Missing: map[string]int{"duration_s": 2}}}
	filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER}, Count: 2, Inputs: []*NodeResult{extract}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "all(items, {.duration_s != nil}) ? sum(map(items, .duration_s)) : nil"}}, Count: 2, Inputs: []*NodeResult{filter}}
	wantNote(t, unrecordedApply, root, "not recorded: 2 of the 2 found keep no duration_s")
	root.Node.Args.Fn = "sum(map(items, .price))"
	wantNote(t, unrecordedApply, root, "") // the attribute lacked is not read
}

// An answer of nothing, a zero or no events, for want of any record says
// what was looked for.
func TestRetrievedNothingText(t *testing.T) {
	ret := &tree.Node{Op: tree.RETRIEVE, Question: "I slept well", Args: tree.Args{Query: "I slept well"}}
	root := &tree.Node{Op: tree.FILTER, Question: "How well did I sleep last night?", Inputs: []*tree.Node{ret}}
	res := &NodeResult{Node: root, Inputs: []*NodeResult{{Node: ret}}}
	if got, ok := retrievedNothingText(qa.EmptyAnswer("no matching events"), root, res); !ok || got != `no matching events — nothing found for "I slept well"` {
		t.Errorf("got %q, %v", got, ok)
	}
	if _, ok := retrievedNothingText(qa.EmptyAnswer("no matching events — nothing then: …"), root, res); ok {
		t.Error("said twice")
	}
	res.Inputs[0].Count = 3
	if _, ok := retrievedNothingText(qa.EmptyAnswer("no matching events"), root, res); ok {
		t.Error("something was found, and yet said as nothing found")
	}
}

// A GROUP_BY that made no group, every item lacking its key, says the key
// is not recorded.
func TestUnrecordedGroupKey(t *testing.T) {
	found := &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE, Question: "songs I listened to"}, Count: 12}
	group := &NodeResult{Node: &tree.Node{Op: tree.GROUP_BY}, Inputs: []*NodeResult{found}}
	root := &NodeResult{Node: &tree.Node{Op: tree.ARGMAX}, Inputs: []*NodeResult{{Node: &tree.Node{Op: tree.MAP}, Inputs: []*NodeResult{group}}}}
	wantUnrecorded(t, root, group, "album", 12, 0, `not recorded: none of the 12 found for "songs I listened to" has album`)
}

// An UNNEST that gave nothing, every item it was given lacking the list
// it unnests, says the list is not recorded: the birthday's dinner was
// found, what was eaten was not written ("no matching events" said it
// was not found).
func TestUnrecordedUnnest(t *testing.T) {
	found := &NodeResult{Node: &tree.Node{Op: tree.FILTER, Question: "my dinners on my birthday"}, Count: 2}
	unnest := &NodeResult{Node: &tree.Node{Op: tree.UNNEST}, Inputs: []*NodeResult{found}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{unnest}}
	wantUnrecorded(t, root, unnest, "food", 2, 1, `not recorded: none of the 2 found for "my dinners on my birthday" has food`)
}

// A length, an amount or a count of nothing says what was looked for; a
// measure of what was found, or a comparison of refs, does not.
func TestFoundNothing(t *testing.T) {
	root := func(op tree.Op, args tree.Args, n int) *NodeResult {
		return &NodeResult{Node: &tree.Node{Op: op, Args: args}, Inputs: []*NodeResult{{Node: &tree.Node{Op: tree.FILTER}, Count: n}}}
	}
	for _, c := range []struct {
		r    *NodeResult
		want bool
	}{
		{root(tree.APPLY, tree.Args{Fn: "len(items) == 0 ? 0 : seconds_between(min(map(items, .start_datetime)), max(map(items, .end_datetime)))"}, 0), true},
		{root(tree.SUM, tree.Args{Attr: "hours"}, 0), true},
		{root(tree.SUM, tree.Args{Attr: "price"}, 0), true},
		{root(tree.APPLY, tree.Args{Fn: "len(items)"}, 0), true},
		{root(tree.SUM, tree.Args{Attr: "price"}, 3), false},
		{root(tree.APPLY, tree.Args{Fn: "len(items)"}, 3), false},
		{&NodeResult{Node: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "side_a - side_b"}, Refs: map[string]*tree.Node{"side_a": {}}}}, false},
	} {
		if got := foundNothing(c.r); got != c.want {
			t.Errorf("%s %+v: foundNothing = %v", c.r.Node.Op, c.r.Node.Args, got)
		}
	}
	// the answer says it
	ret := &tree.Node{Op: tree.RETRIEVE, Question: "my calendar entries", Args: tree.Args{Query: "everything", Sources: []string{"calendar"}}}
	filter := &tree.Node{Op: tree.FILTER, Question: "my calendar entries on October 10, 2016", Args: tree.Args{Condition: `start_date == date("2016-10-10")`}, Inputs: []*tree.Node{ret}}
	apply := &tree.Node{Op: tree.APPLY, Question: "how long was the Daily Sync on October 10, 2016?", Args: tree.Args{Fn: "len(items) == 0 ? 0 : seconds_between(min(map(items, .start_datetime)), max(map(items, .end_datetime)))"}, Inputs: []*tree.Node{filter}}
	item := func(d int) *qa.Item {
		return (&qa.Item{Events: []*ingest.Event{{Source: "calendar"}}}).With("start_date", qa.NewDate(2016, 10, d))
	}
	e := &Engine{Retriever: &itemsRetriever{items: map[string][]*qa.Item{"everything": {item(9), item(11)}}}}
	res, err := e.Run(context.Background(), apply, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if want := `nothing found for "my calendar entries on October 10, 2016" in calendar`; !strings.HasSuffix(res.Answer.Text, want) {
		t.Errorf("answer %q, want it to end %q", res.Answer.Text, want)
	}
}

// A JOIN that joined nothing of two sides that both found something says
// what each found; one side found nothing is emptyJoinSide's.
func TestEmptyJoinIsSaid(t *testing.T) {
	side := func(q string, n int) *NodeResult {
		return &NodeResult{Node: &tree.Node{Op: tree.EXTRACT, Question: q + " with artist"}, Count: n,
			Inputs: []*NodeResult{{Node: &tree.Node{Op: tree.RETRIEVE, Question: q}, Count: n}}}
	}
	join := &NodeResult{Node: &tree.Node{Op: tree.JOIN, Question: "songs I listened to while cooking"},
		Inputs: []*NodeResult{side("songs I listened to", 36759), {Node: &tree.Node{Op: tree.RETRIEVE, Question: "I cooked"}, Count: 48}}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "len(items)"}}, Inputs: []*NodeResult{join}}
	want := `nothing found for "songs I listened to while cooking": none of the 36,759 found for "songs I listened to" goes with any of the 48 found for "I cooked"`
	if got := emptyJoin(root); got != want {
		t.Errorf("emptyJoin = %q, want %q", got, want)
	}
	root.Count = 1
	if got := emptyJoin(root); got != "" {
		t.Errorf("the answer holds something, and yet emptyJoin = %q", got)
	}
	root.Count = 0
	join.Inputs[1].Count = 0
	if got := emptyJoin(root); got != "" {
		t.Errorf("one side found nothing, and yet emptyJoin = %q", got)
	}
}

// Run's notes on nothing found go from the most telling to the least: a
// window next to a happening after every record says when the records
// lie, not only what was looked for.
func TestAnchorOutsideBeforeFoundNothing(t *testing.T) {
	ret := &tree.Node{Op: tree.RETRIEVE, Question: "my online purchases", Args: tree.Args{Query: "my online purchases"}}
	ext := &tree.Node{Op: tree.EXTRACT, Question: "my online purchases with amount spent", Args: tree.Args{Attrs: []string{"price"}, Types: []string{"money"}}, Inputs: []*tree.Node{ret}}
	trip := &tree.Node{Op: tree.MIN, Question: "when I was in Tokyo", Args: tree.Args{Attr: "start_date"}, Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "I was in Tokyo", Args: tree.Args{Query: "I was in Tokyo"}}}}
	filter := &tree.Node{Op: tree.FILTER, Question: "my online purchases the week after my trip", Args: tree.Args{Condition: "start_date >= anchor && start_date < add_days(anchor, 7)"}, Inputs: []*tree.Node{ext}, Refs: map[string]*tree.Node{"anchor": trip}}
	root := &tree.Node{Op: tree.SUM, Question: "How much did I spend the week after my trip to Tokyo?", Args: tree.Args{Attr: "price"}, Inputs: []*tree.Node{filter}}
	res := mustRun(t, testEngine(), root)
	if !strings.Contains(res.Answer.Text, "nothing then: my online purchases run from") {
		t.Errorf("answer %q, want when the purchases lie said", res.Answer.Text)
	}
}

// A "no" over records found that a condition of theirs left out says so;
// one for want of any record in the window says what was looked for.
func TestNoOverWhatWasFound(t *testing.T) {
	chain := func(cond string, found int) *NodeResult {
		retrieve := &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE, Question: "I", Args: tree.Args{Query: "I hit my goal"}}, Count: found}
		filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER, Question: "I hit my stand goal", Args: tree.Args{Condition: cond}}, Inputs: []*NodeResult{retrieve}}
		return &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{filter}}
	}
	root := &tree.Node{Op: tree.APPLY, Question: "Did I hit my stand goal?", Inputs: []*tree.Node{{Op: tree.FILTER, Question: "I hit my stand goal", Inputs: []*tree.Node{{Op: tree.RETRIEVE, Args: tree.Args{Sources: []string{"health"}}}}}}}
	for _, c := range []struct {
		cond  string
		found int
		want  string
	}{
		{"stand_goal_met == true", 1, `the one record found does not fit "I hit my stand goal"`},
		{"stand_goal_met == true", 3, `none of the 3 records found fits "I hit my stand goal"`},
		{"stand_goal_met == true", 0, `nothing found for "I hit my stand goal" in health`},
		{`start_date == date("2016-11-16")`, 3, `nothing found for "I hit my stand goal" in health`},
		{`start_time >= time(18, 0)`, 3, `nothing found for "I hit my stand goal" in health`},
	} {
		if got := whyNo(root, chain(c.cond, c.found)); got != c.want {
			t.Errorf("%s over %d found: whyNo = %q, want %q", c.cond, c.found, got, c.want)
		}
	}
	// a filter over the whole library says what nothing was found for
	all := chain("stand_goal_met == true", 1078)
	all.Inputs[0].Inputs[0].Node.Args.Query = "everything"
	if got, want := whyNo(root, all), `nothing found for "I hit my stand goal" in health`; got != want {
		t.Errorf("over everything: whyNo = %q, want %q", got, want)
	}
}

// A "no" of a ranking's winner checked against a name says which won: the
// first was another, not "nothing found" or "not recorded".
func TestNoSaysWhichWon(t *testing.T) {
	ev := &ingest.Event{Source: "tvseries_stream", Start: time.Date(2013, 3, 1, 20, 0, 0, 0, time.UTC), End: time.Date(2013, 3, 1, 21, 0, 0, 0, time.UTC)}
	ev.SetText("series_title", "Star Trek: Deep Space Nine")
	won := []*qa.Item{qa.ItemFromEvents(ev)}
	first := &NodeResult{Node: &tree.Node{Op: tree.ARGMIN, Question: "the first of what I watched"}, Count: 1, Items: won, Answer: winnersAnswer(won, won, "start_datetime", false)}
	filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: `movie_title == "The Invisible War"`}}, Inputs: []*NodeResult{first}, Stats: Stats{Missing: map[string]int{"movie_title": 1}}}
	res := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{filter}}
	root := &tree.Node{Op: tree.APPLY, Question: "Was The Invisible War the first thing I watched?"}
	if got, want := whyNo(root, res), "the first of what I watched: Star Trek: Deep Space Nine"; got != want {
		t.Errorf("whyNo = %q, want %q", got, want)
	}
	if got := unrecordedFilter(res); got != "" {
		t.Errorf("unrecordedFilter = %q: a winner without the attribute is not the one asked about", got)
	}
}

// explainedRetriever finds nothing and says so with its notes.
type explainedRetriever struct {
	items []*qa.Item
	notes []string
}

func (r explainedRetriever) Retrieve(context.Context, RetrieveRequest) ([]*qa.Item, error) {
	return r.items, nil
}

func (r explainedRetriever) RetrieveExplained(context.Context, RetrieveRequest) ([]*qa.Item, []string, error) {
	return r.items, r.notes, nil
}

// A nothing found where the retrieval knew no one to have a relation the
// question names ("my sister") says it could not tell who that is, not a
// zero sent to her.
func TestUnknownRelationIsSaid(t *testing.T) {
	e := &Engine{Retriever: explainedRetriever{notes: []string{qa.UnknownRelationNote + "sister (no mail or message greets or signs them so, nothing names them so): only what says the word was searched"}}}
	root := &tree.Node{Op: tree.APPLY, Question: "How many emails did I send to my sister?", Args: tree.Args{Fn: "len(items)"},
		Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "emails I sent to my sister", Args: tree.Args{Query: "emails I sent to my sister", Sources: []string{"mail"}}}}}
	res, err := e.Run(context.Background(), root, Options{Now: testNow})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Answer.Text, "could not tell who your sister is") {
		t.Errorf("answer %q does not say who the sister is was not known", res.Answer.Text)
	}
}

// An answer over what says a relation's word, where no one is known to
// have it ("who is my partner": the one those records name most; how
// often I saw them), says it is no more than that.
func TestUnknownRelationAnswerQualified(t *testing.T) {
	items := []*qa.Item{{Events: []*ingest.Event{{Source: "calendar"}}}}
	e := &Engine{Retriever: explainedRetriever{items: items, notes: []string{qa.UnknownRelationNote + "partner (no mail or message greets or signs them so, nothing names them so): only what says the word was searched"}}}
	root := &tree.Node{Op: tree.APPLY, Question: "how often did I see my partner", Args: tree.Args{Fn: "len(items)"},
		Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "partner", Args: tree.Args{Query: "partner"}}}}
	res, err := e.Run(context.Background(), root, Options{Now: testNow})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res.Answer.Text, "1") || !strings.Contains(res.Answer.Text, "could not tell who your partner is") {
		t.Errorf("answer %q does not say who the partner is was not known", res.Answer.Text)
	}
}

// A count over a kind of a thing no record tells apart ("video calls",
// calls that never say how they were made) says every one was counted.
func TestUntoldKindIsSaid(t *testing.T) {
	items := []*qa.Item{{Events: []*ingest.Event{{Source: "calendar"}}}, {Events: []*ingest.Event{{Source: "calendar"}}}}
	e := &Engine{Retriever: explainedRetriever{items: items, notes: []string{qa.UntoldKindNote + `"video calls": every one found was counted`}}}
	root := &tree.Node{Op: tree.APPLY, Question: "how many video calls did I have with my mom", Args: tree.Args{Fn: "len(items)"},
		Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "I had video calls with my mom", Args: tree.Args{Query: "I had video calls with my mom"}}}}
	res, err := e.Run(context.Background(), root, Options{Now: testNow})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res.Answer.Text, "2 — ") || !strings.Contains(res.Answer.Text, `"video calls"`) {
		t.Errorf("answer %q does not say the kind was not told apart", res.Answer.Text)
	}
}

// wantNote checks the note a reading of root's results gives: want, or
// none where want is "".
func wantNote(t *testing.T, note func(*NodeResult) string, root *NodeResult, want string) {
	t.Helper()
	if got := note(root); got != want {
		t.Errorf("note %q, want %q", got, want)
	}
}

// wantUnrecorded checks the note unrecordedFilter writes of root when
// every one of the all items the node lacking was given lacked attr; and,
// where some is not 0, that it writes none when only some of them did.
func wantUnrecorded(t *testing.T, root, lacking *NodeResult, attr string, all, some int, want string) {
	t.Helper()
	lacking.Stats.Missing = map[string]int{attr: all}
	wantNote(t, unrecordedFilter, root, want)
	if some > 0 {
		lacking.Stats.Missing[attr] = some
		wantNote(t, unrecordedFilter, root, "")
	}
}

// A yes or no about the one a ranking put first names it: the kept one
// for a yes, the one not kept for a no; a filter of no ranking names none.
func TestRankedWinner(t *testing.T) {
	rank := &NodeResult{Node: &tree.Node{Op: tree.ARGMAX, Question: "the longest of my rides"}, Count: 1, Answer: qa.Answer{Text: "cycling on 2015-08-29 (28.93 km)"}}
	filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER}, Count: 1, Inputs: []*NodeResult{rank}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{filter}}
	want := "the longest of my rides: cycling on 2015-08-29 (28.93 km)"
	if got := rankedWinner(root, true); got != want {
		t.Errorf("kept: %q, want %q", got, want)
	}
	if got := otherWinner(root); got != "" {
		t.Errorf("the winner was kept, yet named as another: %q", got)
	}
	filter.Count = 0
	if got := otherWinner(root); got != want {
		t.Errorf("not kept: %q, want %q", got, want)
	}
	// a winner by time, tested on another attribute, says its value
	last := (&qa.Item{}).With("distance_km", 6.38)
	byTime := &NodeResult{Node: &tree.Node{Op: tree.ARGMAX, Question: "the last of my runs"}, Count: 1, Items: []*qa.Item{last}, Answer: qa.Answer{Text: "running on 2023-04-13"}}
	tested := &NodeResult{Node: &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: "distance_km > 10"}}, Inputs: []*NodeResult{byTime}}
	if got, want := rankedWinner(&NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{tested}}, false), "the last of my runs: running on 2023-04-13 (6.38 km)"; got != want {
		t.Errorf("by time: %q, want %q", got, want)
	}
	rank.Node.Op = tree.MAP
	if got := rankedWinner(root, false); got != "" {
		t.Errorf("no ranking, yet %q", got)
	}
}

// A ranking that fell back to another attribute says so, found under the
// root; one that ranked by its own says nothing.
func TestRankFallbackSaid(t *testing.T) {
	swims := []*qa.Item{(&qa.Item{}).With("duration_s", 1200.0), (&qa.Item{}).With("duration_s", 3600.0)}
	var stats Stats
	if _, by := rankedBy(swims, "distance_km", "", &stats); by != "duration_s" {
		t.Fatalf("ranked by %q, want duration_s", by)
	}
	rank := &NodeResult{Node: &tree.Node{Op: tree.ARGMIN}, Count: 1, Stats: stats}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{rank}}
	if got, want := rankFallback(root), "none of the 2 items records distance km: ranked by duration"; got != want {
		t.Errorf("rankFallback = %q, want %q", got, want)
	}
	rank.Stats = Stats{}
	if got := rankFallback(root); got != "" {
		t.Errorf("no fallback, yet %q", got)
	}
}

// Two sides weighed say what each came to: the amounts where a side
// records one, else how many, as the weighing fell back to.
func TestSidesWeighedAreSaid(t *testing.T) {
	ref := func(q string, a qa.Answer) *NodeResult {
		return &NodeResult{Node: &tree.Node{Op: tree.SUM, Question: q}, Answer: a}
	}
	num := func(v float64, text string) qa.Answer { return qa.Answer{Type: qa.AnswerNumber, Value: v, Text: text} }
	none := qa.Answer{Type: qa.AnswerEmpty, Text: "3 items found, none recording distance km"}
	for _, c := range []struct {
		a, b, ca, cb qa.Answer
		want         string
	}{
		{num(12.5, "12.5 km"), num(3, "3 km"), num(2, "2"), num(1, "1"), "A: 12.5 km; B: 3 km"},
		{none, num(0, "0 km"), num(3, "3"), num(0, "0"), "A: 3; B: 0"},
		{none, none, num(3, "3"), num(4, "4"), "A: 3; B: 4"},
		// a difference the rounding hides is said in the digits that show it
		{num(0.3312, "0.33"), num(0.3291, "0.33"), num(2, "2"), num(1, "1"), "A: 0.331; B: 0.329"},
	} {
		root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Refs: map[string]*NodeResult{
			"side_a": ref("km of A", c.a), "side_b": ref("km of B", c.b),
			"count_side_a": ref("number of A", c.ca), "count_side_b": ref("number of B", c.cb)}}
		if got := sidesWeighed(root); got != c.want {
			t.Errorf("sidesWeighed = %q, want %q", got, c.want)
		}
		if bothSidesNone(root) {
			t.Errorf("%q: sides with something said to be none", c.want)
		}
	}
	// nothing on either side, amounts or counts, is none
	for _, c := range [][4]qa.Answer{{num(0, "0"), num(0, "0"), num(0, "0"), num(0, "0")}, {none, none, num(0, "0"), num(0, "0")}} {
		root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Refs: map[string]*NodeResult{
			"side_a": ref("A", c[0]), "side_b": ref("B", c[1]), "count_side_a": ref("A", c[2]), "count_side_b": ref("B", c[3])}}
		if !bothSidesNone(root) {
			t.Errorf("nothing on either side not said: %v", c)
		}
	}
	both := &NodeResult{Node: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: `"A" + ": " + str(side_a)`}}, Refs: map[string]*NodeResult{
		"side_a": ref("km of A", num(1, "1 km")), "side_b": ref("km of B", num(2, "2 km"))}}
	if got := sidesWeighed(both); got != "" {
		t.Errorf("both sides given already, said again: %q", got)
	}
	if got := sidesWeighed(&NodeResult{Node: &tree.Node{Op: tree.APPLY}}); got != "" {
		t.Errorf("no sides: %q", got)
	}
}

// A side is told by the words its description does not share with the
// other's; where nothing would be left, by the whole description.
func TestSideLabels(t *testing.T) {
	for _, c := range []struct{ a, b, wa, wb string }{
		{"distance in km of my runs in 2025", "distance in km of my runs in 2024", "2025", "2024"},
		{"I met Lena or Sofia Lena", "I met Lena or Sofia Sofia", "Lena", "Sofia"},
		{"average mood of everything on weekends", "average mood of everything on weekdays", "weekends", "weekdays"},
		{"my swims", "my swims in the morning", "my swims", "my swims in the morning"},
		// one side made of the words of the other after "not": each
		// its own words, not the whole description
		{"I swam less in summer", "I swam less not in summer", "summer", "not in summer"},
		// months of one year keep it
		{"distance in km of my runs in March 2025", "distance in km of my runs April 2025", "March 2025", "April 2025"},
		{"my runs on weekends in 2025", "my runs on weekdays in 2025", "weekends", "weekdays"},
		// a word that picks one of a kind keeps the kind
		{"distance in km of my runs last year", "distance in km of my runs this year", "last year", "this year"},
		{"my swims the first week", "my swims the second week", "first week", "second week"},
	} {
		if got := sideLabels(c.a, c.b); got != [2]string{c.wa, c.wb} {
			t.Errorf("sideLabels(%q, %q) = %q", c.a, c.b, got)
		}
	}
}

// A FILTER that kept nothing of items most of which lacked the attribute
// it reads ("in the afternoon", notes written by their day alone) says so:
// none kept is no count of none.
func TestUnrecordedFilterMostly(t *testing.T) {
	found := &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE, Question: "I was at the office"}, Count: 47}
	filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER}, Inputs: []*NodeResult{found}, Stats: Stats{Missing: map[string]int{"start_time": 43}}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{filter}}
	wantNote(t, unrecordedFilter, root, "not recorded: 43 of the 47 found have no start_time")
	filter.Node.Args.Condition = "start_date == today && start_time >= time(5, 0)"
	wantNote(t, unrecordedFilter, root, "") // "this morning": those without a time are mostly of other days
	filter.Node.Args.Condition = ""
	filter.Stats.Missing["start_time"] = 5
	wantNote(t, unrecordedFilter, root, "") // most had it: the nothing kept is the answer
	filter.Stats.Missing = map[string]int{"place": 43}
	wantNote(t, unrecordedFilter, root, "") // most things have no place: none being the one asked is the answer
}

// A window that would keep none of the items, some of which lack what it
// reads, is not applied, so that the FILTER above can say so; one that
// keeps some, or whose items all have it, is.
func TestWindowKeptNoneUnrecorded(t *testing.T) {
	missing := Stats{Missing: map[string]int{"start_time": 3}}
	if !keptNoneUnrecorded([]bool{false, false, false, false}, missing) {
		t.Error("a window keeping none of items lacking its attribute applied")
	}
	if keptNoneUnrecorded([]bool{false, true, false, false}, missing) {
		t.Error("a window keeping some not applied")
	}
	if keptNoneUnrecorded([]bool{false, false}, Stats{}) {
		t.Error("a window of items all having its attribute not applied")
	}
}

// A count by a time of day that left out most of what was found for want
// of a time says it is of those with one; one of a day asked too, or
// where most had a time, says nothing.
func TestUntimedLeftOut(t *testing.T) {
	found := &NodeResult{Node: &tree.Node{Op: tree.RETRIEVE, Question: "my runs"}, Count: 85}
	filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: "start_time >= time(18, 0)"}}, Count: 21, Inputs: []*NodeResult{found}, Stats: Stats{Missing: map[string]int{"start_time": 56}}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Count: 1, Inputs: []*NodeResult{filter}}
	wantNote(t, untimedLeftOut, root, "only of those with a time: 56 of the 85 found have no start_time")
	filter.Node.Args.Condition = "start_date == today && start_time >= time(18, 0)"
	wantNote(t, untimedLeftOut, root, "")
	filter.Node.Args.Condition = "start_time >= time(18, 0)"
	filter.Stats.Missing["start_time"] = 10
	wantNote(t, untimedLeftOut, root, "")
}

// A count of the records at a place, of one doing most of whose other
// records name no place at all (a journal's swims: three "at the Sportbad",
// the rest "swim 40 min"), says it is of those that name it; records of
// the doing at another place named, or of several doings, say nothing.
func TestPlaceLeftOut(t *testing.T) {
	item := func(doing, place string) *qa.Item {
		e := &ingest.Event{Source: "workout"}
		e.SetText("activity", doing)
		e.SetText("place", place)
		return qa.NewItem([]*ingest.Event{e})
	}
	at := []*qa.Item{item("swimming", "Sportbad"), item("swimming", "Sportbad")}
	found := &NodeResult{Node: &tree.Node{Op: tree.EXTRACT}, Items: append(slices.Clone(at),
		item("swimming", ""), item("swimming", ""), item("swimming", ""), item("swimming", "Cospudener See"), item("running", ""))}
	found.Count = len(found.Items)
	filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: `place == "Sportbad"`}}, Items: at, Count: len(at), Inputs: []*NodeResult{found}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Count: 1, Inputs: []*NodeResult{filter}, Answer: qa.Answer{Type: qa.AnswerNumber, Value: 2.0}}
	wantNote(t, placeLeftOut, root, "only of those that name a place: 3 other swimming records name none")
	root.Answer = qa.Answer{Type: qa.AnswerBool, Value: true}
	wantNote(t, placeLeftOut, root, "") // a yes: there it was
	root.Answer = qa.Answer{Type: qa.AnswerNumber, Value: 125.76, Unit: "EUR"}
	wantNote(t, placeLeftOut, root, "") // paid there: no count of visits
	root.Answer = qa.Answer{Type: qa.AnswerNumber, Value: 2.0}
	filter.Node.Refs = map[string]*tree.Node{"stay": {Op: tree.MIN}}
	wantNote(t, placeLeftOut, root, "") // a stay's days, by the place only where it cannot be told
	filter.Node.Refs = nil
	filter.Node.Args.Condition = `((place ?? "") == "Sportbad" || (restaurant ?? "") == "Sportbad")`
	wantNote(t, placeLeftOut, root, "only of those that name a place: 3 other swimming records name none")
	found.Items = append(slices.Clone(at), item("swimming", ""), item("swimming", "Cospudener See"))
	wantNote(t, placeLeftOut, root, "") // most others were elsewhere, or named it
	filter.Items = append(slices.Clone(at), item("dinner", "Sportbad"))
	found.Items = append(slices.Clone(filter.Items), item("swimming", ""), item("swimming", ""), item("swimming", ""))
	wantNote(t, placeLeftOut, root, "") // several doings there
	filter.Node.Args.Condition = `year(start_date) == 2025`
	wantNote(t, placeLeftOut, root, "") // no place asked
}

// The places listed of records some of which name none (a journal's swims:
// "lake swim (Cospudener See)" and "Pool at 06:45") are said to be of
// those that name one; all named, or none, say nothing.
func TestPlacesUnnamed(t *testing.T) {
	item := func(place string) *qa.Item {
		e := &ingest.Event{Source: "workout"}
		e.SetText("activity", "swimming")
		e.SetText("place", place)
		return qa.NewItem([]*ingest.Event{e})
	}
	found := &NodeResult{Node: &tree.Node{Op: tree.FILTER}, Items: []*qa.Item{item("Cospudener See"), item(""), item("Cospudener See"), item("")}}
	found.Count = len(found.Items)
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "unique(flatten(map(items, .location)))"}}, Count: 1, Inputs: []*NodeResult{found}}
	wantNote(t, placesUnnamed, root, "only of those that name a place: 2 of the 4 found name none")
	found.Items = []*qa.Item{item("Cospudener See"), item("Sportbad")}
	wantNote(t, placesUnnamed, root, "") // every one named
	found.Items = []*qa.Item{item(""), item("")}
	wantNote(t, placesUnnamed, root, "") // none named: the answer says so
	found.Items = []*qa.Item{item("Cospudener See"), item("")}
	root.Node.Args.Fn = "unique(flatten(map(items, .person)))"
	wantNote(t, placesUnnamed, root, "") // no place asked
}

// A count of people that counted a family word naming several, left as
// such where the library cannot say who they are ("Christmas with the
// family"), says so; people named, or a word for one person, say nothing.
func TestPeopleUnnamed(t *testing.T) {
	person := func(v string) *qa.Item {
		return qa.NewItem([]*ingest.Event{{Source: "calendar"}}).With("person", v)
	}
	unnest := &NodeResult{Node: &tree.Node{Op: tree.UNNEST, Args: tree.Args{Attr: "participants", As: "person"}}, Items: []*qa.Item{person("Carla Nguyen"), person("family")}}
	unnest.Count = len(unnest.Items)
	group := &NodeResult{Node: &tree.Node{Op: tree.GROUP_BY}, Count: 2, Inputs: []*NodeResult{unnest}}
	root := &NodeResult{Node: &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "len(items)"}}, Count: 1, Inputs: []*NodeResult{group}, Answer: qa.Answer{Type: qa.AnswerNumber, Value: 2.0}}
	wantNote(t, peopleUnnamed, root, `"family" is counted as one: the records do not say who they were`)
	unnest.Items = []*qa.Item{person("parents")}
	wantNote(t, peopleUnnamed, root, `"parents" is counted as one: the records do not say who they were`)
	unnest.Items = []*qa.Item{person("Carla Nguyen"), person("mother")}
	wantNote(t, peopleUnnamed, root, "") // one person each
	unnest.Items = []*qa.Item{person("family")}
	group.Node.Op = tree.FILTER
	wantNote(t, peopleUnnamed, root, "") // the happenings kept, not their people, counted
	group.Node.Op = tree.GROUP_BY
	root.Answer = qa.Answer{Type: qa.AnswerText, Value: "family"}
	wantNote(t, peopleUnnamed, root, "") // who: the word is the answer
}

// A yes that the records hold a list field says what they hold, when it
// is a few values; many are left to the evidence, and a filter of another
// kind says nothing.
func TestHeldValues(t *testing.T) {
	item := func(v ...string) *qa.Item { return (&qa.Item{}).With("reminder", v) }
	cases := []struct {
		cond  string
		items []*qa.Item
		want  string
	}{
		{"len(reminder ?? []) > 0", []*qa.Item{item("5 minutes before"), item("5 minutes before")}, "5 minutes before"},
		{"len(reminder ?? []) > 0", []*qa.Item{item("5 minutes before", "the day before at 16:30")}, "5 minutes before, the day before at 16:30"},
		{"len(reminder ?? []) > 0", []*qa.Item{item("a", "b"), item("c", "d")}, ""},
		{`summary == "Standup"`, []*qa.Item{item("5 minutes before")}, ""},
		{`summary == "Day Long Event" && len(reminder ?? []) > 0`, []*qa.Item{item("the day before at 16:30")}, "the day before at 16:30"},
		{`summary == "Day Long Event" || len(reminder ?? []) > 0`, []*qa.Item{item("the day before at 16:30")}, ""},
	}
	for _, tc := range cases {
		filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: tc.cond}}, Count: len(tc.items), Items: tc.items, Inputs: []*NodeResult{{}}}
		root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{filter}}
		if got := heldValues(root); got != tc.want {
			t.Errorf("%s over %d: %q, want %q", tc.cond, len(tc.items), got, tc.want)
		}
	}
}

// A filter on the direction of messages, some of them of none (a thread
// of which nobody is known to be the person), says the answer is of
// those known; notices of no sender are no such message, and a filter
// of another attribute says nothing.
func TestDirectionLeftOut(t *testing.T) {
	msg := func(dir string) *qa.Item {
		it := (&qa.Item{}).With("sender", "Lukas")
		if dir != "" {
			it = it.With("direction", dir)
		}
		return it
	}
	notice := (&qa.Item{}).With("message_type", "system")
	cases := []struct {
		cond  string
		given []*qa.Item
		want  string
	}{
		{`direction == "sent"`, []*qa.Item{msg("sent"), msg(""), msg(""), notice}, "only of the messages known as sent or received: 2 others found have no direction (who you are in them is not known: reqap identity)"},
		{`direction == "sent"`, []*qa.Item{msg("sent"), msg("received"), notice}, ""},
		// a notice whose type was not read is no one's either
		{`direction == "received"`, []*qa.Item{msg("received"), &qa.Item{}, &qa.Item{}}, ""},
		{`sender == "Lukas"`, []*qa.Item{msg("sent"), msg("")}, ""},
	}
	for _, tc := range cases {
		missing := 0
		for _, it := range tc.given {
			if !it.Has("direction") {
				missing++
			}
		}
		in := &NodeResult{Node: &tree.Node{Op: tree.EXTRACT}, Count: len(tc.given), Items: tc.given}
		filter := &NodeResult{Node: &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: tc.cond}}, Count: 1, Items: tc.given[:1], Inputs: []*NodeResult{in},
			Stats: Stats{Missing: map[string]int{"direction": missing}}}
		root := &NodeResult{Node: &tree.Node{Op: tree.APPLY}, Inputs: []*NodeResult{filter}}
		if got := directionLeftOut(root); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.cond, got, tc.want)
		}
	}
}

// Two sides weighed, one a relation no one is known to have ("did I see
// my mother more than my brother"), say so after what each came to: the
// brother's 0 is for want of knowing who he is.
func TestUnknownRelationOfASide(t *testing.T) {
	items := []*qa.Item{{Events: []*ingest.Event{{Source: "calendar"}}}}
	e := &Engine{Retriever: explainedRetriever{items: items, notes: []string{qa.UnknownRelationNote + "brother (no mail or message greets or signs them so, nothing names them so): only what says the word was searched"}}}
	side := func(q string) *tree.Node {
		return &tree.Node{Op: tree.APPLY, Question: "number of " + q, Args: tree.Args{Fn: "len(items)"},
			Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: q, Args: tree.Args{Query: q}}}}
	}
	root := &tree.Node{Op: tree.APPLY, Question: "Did I see my mother more than my brother?", Args: tree.Args{Fn: "side_a > side_b"},
		Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: "I saw my mother than my brother", Args: tree.Args{Query: "I saw my mother than my brother"}}},
		Refs:   map[string]*tree.Node{"side_a": side("I saw my mother"), "side_b": side("I saw my brother")}}
	res, err := e.Run(context.Background(), root, Options{Now: testNow})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Answer.Text, "mother: 1") || !strings.Contains(res.Answer.Text, "could not tell who your brother is") {
		t.Errorf("answer %q does not say both sides and that the brother was not known", res.Answer.Text)
	}
}
