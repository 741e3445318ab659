package otx

import (
	"context"
	"strings"
	"testing"

	"reqap/qa"
	"reqap/qa/tree"
)

func TestEveryOperatorRuns(t *testing.T) {
	for _, s := range tree.Specs() {
		if opFunc(s.Op) == nil {
			t.Errorf("no function runs %s", s.Op)
		}
	}
	if err := Register(tree.FILTER, func(context.Context, *Call) (*Output, error) { return nil, nil }); err == nil {
		t.Error("a second function for FILTER was registered")
	}
	if err := Register("NO_SUCH_OP", func(context.Context, *Call) (*Output, error) { return nil, nil }); err == nil {
		t.Error("a function for an operator without a spec was registered")
	}
}

// TestRunCheckedCompilesNothing: a checked tree runs with the expressions
// compiled when it was checked. The test breaks the sources afterwards;
// the run does not notice, because it never compiles them again.
func TestRunCheckedCompilesNothing(t *testing.T) {
	data := map[string][]*qa.Item{"x": {
		mk("2022-01-01 10:00", "n", 1.0), mk("2022-06-01 10:00", "n", 2.0), mk("2023-03-01 10:00", "n", 3.0),
	}}
	filter := on(tree.FILTER, tree.Args{Condition: "year(start_date) == 2022"}, ret("x"))
	apply := on(tree.APPLY, tree.Args{Fn: "len(items)"}, filter)
	c, err := tree.Check(apply)
	if err != nil {
		t.Fatal(err)
	}
	filter.Args.Condition, apply.Args.Fn = "(((", ")))"
	e := &Engine{Retriever: &itemsRetriever{items: data}}
	res, err := e.RunChecked(t.Context(), c, Options{Now: testNow})
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer.Text != "2" {
		t.Errorf("answer %q, want 2", res.Answer.Text)
	}
	// Run, given the broken tree itself, checks it and refuses.
	if _, err := e.Run(t.Context(), apply, Options{Now: testNow}); err == nil || !strings.Contains(err.Error(), "does not compile") {
		t.Errorf("Run of the broken tree: %v", err)
	}
}
