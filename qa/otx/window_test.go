package otx

import (
	"context"
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/tree"
)

func TestTimeConjuncts(t *testing.T) {
	for _, c := range []struct {
		cond string
		want []string
	}{
		{`year(start_date) == 2019`, []string{`year(start_date) == 2019`}},
		{`any(participants, {# == "Dad"}) && activity == "call"`, nil},
		{`activity == "groceries" && year(start_date) == 2019 && month(start_date) == 5`, []string{`year(start_date) == 2019`, `month(start_date) == 5`}},
		{`year(start_date) == 2019 || activity == "call"`, nil},
		{`start_date >= date("2024-03-01") and end_date < date("2024-04-01")`, []string{`start_date >= date("2024-03-01")`, `end_date < date("2024-04-01")`}},
		{`hour(start_time) < 12 && year(start_date) == $ref`, []string{`hour(start_time) < 12`}},
		{`len(items) > 3`, nil},
	} {
		for range 2 { // worked out, then kept
			if got := timeConjuncts(c.cond); !slices.Equal(got, c.want) {
				t.Errorf("timeConjuncts(%s) = %q, want %q", c.cond, got, c.want)
			}
		}
	}
}

func TestWindowsOf(t *testing.T) {
	retrieve := func() *tree.Node { return &tree.Node{Op: tree.RETRIEVE, Args: tree.Args{Query: "events"}} }
	extract := func(attrs ...string) *tree.Node {
		return &tree.Node{Op: tree.EXTRACT, Args: tree.Args{Attrs: attrs}, Inputs: []*tree.Node{retrieve()}}
	}
	filter := func(cond string, in *tree.Node) *tree.Node {
		return &tree.Node{Op: tree.FILTER, Args: tree.Args{Condition: cond}, Inputs: []*tree.Node{in}}
	}
	count := func(in *tree.Node) *tree.Node {
		return &tree.Node{Op: tree.APPLY, Args: tree.Args{Fn: "len(items)"}, Inputs: []*tree.Node{in}}
	}
	calls := extract("participants", "activity")
	for _, c := range []struct {
		name string
		root *tree.Node
		want string // the window of calls ("": none)
	}{
		{"through a FILTER of attributes", count(filter("year(start_date) == 2019", filter(`activity == "call"`, calls))), "year(start_date) == 2019"},
		{"two FILTERs", filter("month(start_date) == 5", filter(`activity == "call" && year(start_date) == 2019`, calls)), "month(start_date) == 5 && year(start_date) == 2019"},
		{"no time", count(filter(`activity == "call"`, calls)), ""},
		// The same EXTRACT, once also read without a window: it runs once,
		// for both.
		{"shared", &tree.Node{Op: tree.JOIN, Args: tree.Args{Condition: "i1.start_date == i2.start_date"}, Inputs: []*tree.Node{
			filter("year(start_date) == 2019", extract("participants", "activity")), extract("participants", "activity")}}, ""},
		{"shared alike", &tree.Node{Op: tree.JOIN, Args: tree.Args{Condition: "i1.start_date == i2.start_date"}, Inputs: []*tree.Node{
			filter("year(start_date) == 2019", extract("participants", "activity")),
			filter(`year(start_date) == 2019 && activity == "call"`, extract("participants", "activity"))}}, "year(start_date) == 2019"},
		// A MAP may write anything, start_date too.
		{"through a MAP", filter("year(start_date) == 2019", &tree.Node{Op: tree.MAP, Args: tree.Args{Fn: "1", As: "one"}, Inputs: []*tree.Node{calls}}), ""},
		{"extracting times", filter("year(start_date) == 2019", extract("start_date")), ""},
	} {
		got := windowsOf(c.root)[tree.Key(calls)]
		if c.name == "extracting times" {
			got = windowsOf(c.root)[tree.Key(c.root.Inputs[0])]
		}
		if got != c.want {
			t.Errorf("%s: window %q, want %q", c.name, got, c.want)
		}
	}
}

// sampleExtractor reads a field the way extract.Extractor's mappings do:
// the first sample items of each attribute are decided one by one (their
// value is marked "early"), then the choice is frozen (or, disagreeing,
// every item is decided on its own, each the same way); people are never
// sampled.
type sampleExtractor struct {
	sample   int
	disagree bool
	people   bool
	seen     map[string]int
}

func (x *sampleExtractor) Extract(ctx context.Context, items []*qa.Item, specs []qa.AttrSpec) ([]*qa.Item, error) {
	out := make([]*qa.Item, len(items))
	for i, it := range items {
		var attrs []qa.Attr
		for _, s := range specs {
			v, ok := it.Events[0].Get(s.Name)
			if !ok {
				continue
			}
			val := v.String()
			if !x.people && x.seen[s.Name] < x.sample {
				x.seen[s.Name]++
				val = "early " + val
			}
			attrs = append(attrs, qa.Attr{Name: s.Name, Value: val})
		}
		out[i] = it.WithAttrs(attrs...)
	}
	return out, nil
}

func (x *sampleExtractor) Sampled(source string, spec qa.AttrSpec) bool {
	return x.people || x.seen[spec.Name] >= x.sample
}

func (x *sampleExtractor) FrozenField(source string, spec qa.AttrSpec) (string, func(ingest.Value, *time.Location) ([]qa.Attr, bool), float64, bool, bool) {
	if x.people || x.seen[spec.Name] < x.sample {
		return "", nil, 0, false, false
	}
	if x.disagree {
		return "", nil, 0, false, true
	}
	return spec.Name, func(v ingest.Value, _ *time.Location) ([]qa.Attr, bool) {
		return []qa.Attr{{Name: spec.Name, Value: v.String()}}, true
	}, 0, true, true
}

// TestWindowKeepsAnswers runs trees whose FILTER keeps one year above an
// EXTRACT with and without the window pushed down (the condition written
// so that it is not one), on items and on columns: the items inside the
// window get what they got without it, whether the year is at the start
// of the table (its first items are the sample) or later.
func TestWindowKeepsAnswers(t *testing.T) {
	r := newTableRetriever(t, musicItems(3000))
	tr := func(cond string) *tree.Node {
		return asked("Which plays of artists in "+cond+"?",
			on(tree.FILTER, tree.Args{Condition: cond},
				on(tree.FILTER, tree.Args{Condition: `len(artist) > 0`}, extracted("artist", "text", musicPlays()))))
	}
	for _, year := range []int{2021, 2023} {
		for _, mode := range []string{"frozen", "disagree", "people"} {
			for _, min := range []int{-1, 1} {
				var got [2]string
				for k, cond := range []string{
					fmt.Sprintf("year(start_date) == %d", year),
					fmt.Sprintf(`(year(start_date) == %d || artist == "nobody")`, year),
				} {
					x := &sampleExtractor{sample: 20, disagree: mode == "disagree", people: mode == "people", seen: map[string]int{}}
					e := &Engine{Retriever: r, Extractor: x, ColumnMin: min}
					res, err := e.Run(context.Background(), tr(cond), Options{Now: testNow})
					if err != nil {
						t.Fatal(err)
					}
					var b strings.Builder
					for _, it := range res.Answer.Items {
						v, _ := it.Get("artist")
						fmt.Fprintf(&b, "%s=%v,", it.Events[0].ID, v)
					}
					got[k] = fmt.Sprintf("%s %d items %x", res.Answer.Text, len(res.Answer.Items), sha256.Sum256([]byte(b.String())))
					notes := strings.Join(res.Root.Inputs[0].Inputs[0].Stats.Lines(), "; ")
					if windowed := strings.Contains(notes, "not extracted"); windowed != (k == 0) {
						t.Errorf("%d %s ColumnMin %d, %s: EXTRACT says %q", year, mode, min, cond, notes)
					}
					if !strings.Contains(b.String(), "Artist") {
						t.Fatalf("%d %s: no plays kept", year, mode)
					}
				}
				if got[0] != got[1] {
					t.Errorf("%d %s ColumnMin %d:\nwindow    %s\nno window %s", year, mode, min, got[0], got[1])
				}
			}
		}
	}
}
