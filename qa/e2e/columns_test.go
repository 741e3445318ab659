package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"reqap/app"
	"reqap/internal/test"
	"reqap/qa/otx"
)

// summary is what must not change when a tree runs on columns: the
// answer, its evidence, and every node's count and notes.
func summary(r *otx.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "answer %q %v %s\nevidence %v\n", r.Answer.Text, r.Answer.Value, r.Answer.Unit, evidence(r))
	var walk func(n *otx.NodeResult, depth int)
	walk = func(n *otx.NodeResult, depth int) {
		if n == nil {
			return
		}
		items, err := n.ItemList()
		fmt.Fprintf(&b, "%s%s count=%d stats=%v items=%d err=%v\n", strings.Repeat("  ", depth), n.Node.Op, n.Count, n.Stats.Lines(), len(items), err)
		for _, c := range n.Inputs {
			walk(c, depth+1)
		}
		for _, name := range n.Node.RefNames() {
			walk(n.Refs[name], depth+1)
		}
	}
	walk(r.Root, 0)
	return b.String()
}

// openWithColumns opens the fixture with questions run on column tables
// from min events of a source (-1: never).
func openWithColumns(t *testing.T, min string) *app.Core {
	t.Setenv(app.ColumnMinEnv, min)
	c := openLife(t)
	// The engine reads the setting when it is first needed.
	if _, err := c.Ask(context.Background(), "How many events do I have?", app.AskOptions{Today: today, Planner: app.PlannerRules}); err != nil {
		t.Fatal(err)
	}
	return c
}

// refTrees read refs and answer with groups: shapes the hand-written trees
// above do not have.
var refTrees = []string{
	`{"op":"APPLY","question":"How many songs did I hear on days I ran?","args":{"fn":"len(items)"},"inputs":[{"op":"FILTER","question":"songs on days I ran","args":{"condition":"start_date in days"},"refs":{"days":{"op":"APPLY","question":"days I ran","args":{"fn":"unique(map(items, .start_date))"},"inputs":[{"op":"RETRIEVE","question":"I went running","args":{"query":"I went running"}}]}},"inputs":[{"op":"RETRIEVE","question":"I listened to music","args":{"query":"I listened to music"}}]}]}`,
	`{"op":"APPLY","question":"How many artists did I hear?","args":{"fn":"len(items)"},"inputs":[{"op":"GROUP_BY","question":"songs by artist","args":{"keys":["artist"]},"inputs":[{"op":"EXTRACT","question":"songs with artist","args":{"attrs":["artist"],"types":["text"]},"inputs":[{"op":"RETRIEVE","question":"I listened to music","args":{"query":"I listened to music"}}]}]}]}`,
	`{"op":"ARGMAX","question":"Which day had the most songs?","args":{"arg":"count"},"inputs":[{"op":"MAP","question":"songs per day","args":{"fn":"len(group)","as":"count"},"inputs":[{"op":"GROUP_BY","question":"songs by day","args":{"keys":["start_date"]},"inputs":[{"op":"RETRIEVE","question":"I listened to music","args":{"query":"I listened to music"}}]}]}]}`,
	`{"op":"AVG","question":"How long was a song on average?","args":{"attr":"minutes"},"inputs":[{"op":"MAP","question":"songs in minutes","args":{"fn":"duration_s / 60","as":"minutes"},"inputs":[{"op":"EXTRACT","question":"songs with duration","args":{"attrs":["duration_s"],"types":["duration"]},"inputs":[{"op":"RETRIEVE","question":"I listened to music","args":{"query":"I listened to music"}}]}]}]}`,
}

// TestColumnsGiveTheSameResults runs every tree and question of this
// package twice, on items and on column tables (from one event on, so
// every whole-source RETRIEVE takes them), and wants the same results.
func TestColumnsGiveTheSameResults(t *testing.T) {
	items, cols := openWithColumns(t, "-1"), openWithColumns(t, "1")
	ran := 0
	for _, tt := range trees {
		t.Run(tt.name, func(t *testing.T) {
			a, b := run(t, items, tt.tree), run(t, cols, tt.tree)
			if sa, sb := summary(a), summary(b); sa != sb {
				t.Errorf("on items:\n%s\non columns:\n%s", sa, sb)
			}
			ran += onColumns(b.Root)
		})
	}
	for _, js := range refTrees {
		a, b := run(t, items, js), run(t, cols, js)
		if sa, sb := summary(a), summary(b); sa != sb {
			t.Errorf("on items:\n%s\non columns:\n%s", sa, sb)
		}
		if a.Answer.Type == "" || a.Answer.Type == "empty" {
			t.Errorf("%s: no answer", a.Tree.Question)
		}
		ran += onColumns(b.Root)
	}
	// the questions TestQuestions asks; their answers are its business
	test.ReadTable(t, "life.tsv", func(_ int, cells []string) error {
		q := cells[0]
		t.Run(q, func(t *testing.T) {
			opts := app.AskOptions{Today: today, Planner: app.PlannerRules}
			a, err := items.Ask(context.Background(), q, opts)
			if err != nil {
				t.Fatal(err)
			}
			b, err := cols.Ask(context.Background(), q, opts)
			if err != nil {
				t.Fatal(err)
			}
			if sa, sb := summary(a.Result), summary(b.Result); sa != sb {
				t.Errorf("on items:\n%s\non columns:\n%s", sa, sb)
			}
			ran += onColumns(b.Result.Root)
		})
		return nil
	})
	if ran < 10 {
		t.Errorf("only %d nodes ran on columns", ran)
	}
}

func onColumns(n *otx.NodeResult) int {
	if n == nil {
		return 0
	}
	c := 0
	if n.OnColumns() {
		c++
	}
	for _, in := range n.Inputs {
		c += onColumns(in)
	}
	return c
}
