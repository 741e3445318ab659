package ui

import (
	"strings"
	"testing"
)

// TestAskOnColumnsShowsStepsWhenMade asks over the demo data with every
// whole-source question run on column tables: the answer is the one items
// give, and a step that ran on columns makes its items in the background
// when it is selected, then shows them.
func TestAskOnColumnsShowsStepsWhenMade(t *testing.T) {
	w, _ := askMostPlayed(t, "1")
	retrieve := w.planStep("RETRIEVE")
	if retrieve == nil || !retrieve.res.OnColumns() || retrieve.res.Count != 2128 {
		t.Fatalf("RETRIEVE node %+v, want 2128 songs on columns", retrieve)
	}
	w.ask.plan.tree.Select(retrieve.uid)
	if !strings.Contains(w.ask.nodeInfo.Text, "making them") {
		t.Errorf("while its items are made the step says %q", w.ask.nodeInfo.Text)
	}
	pump(t, "the step's events", func() bool { return len(w.ask.events.events) == 2128 })
	if !strings.Contains(w.ask.nodeInfo.Text, "2,128 items from 2,128 events") {
		t.Errorf("step info %q", w.ask.nodeInfo.Text)
	}
}
