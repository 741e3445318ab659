package otx

import (
	"context"
	"testing"

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
