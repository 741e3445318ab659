package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/widget"

	"reqap/app"
)

// askMostPlayed imports the demo dataset through the window and asks who
// the most played artist is, a source of columnMin events or more run on
// its column table (app.ColumnMinEnv; "-1": none), and checks the answer,
// which is the same either way.
func askMostPlayed(t *testing.T, columnMin string) (*testWindow, askOutcome) {
	t.Helper()
	t.Setenv(app.ColumnMinEnv, columnMin)
	w := demoWindow(t)
	out := w.askAndWait(t, "who is my most played artist")
	if out.err != nil {
		t.Fatalf("asking: %v", out.err)
	}
	if a, n := out.result.Answer.Text, out.result.Evidence.Len(); a != "Lukas Brenner" || n != 324 {
		t.Fatalf("answer %q from %d events, want Lukas Brenner from 324", a, n)
	}
	return w, out
}

// TestAskOnDemoData imports the embedded demo dataset through the window,
// asks a question with the real planner and engine, and walks the answer:
// the answer text, the tree's nodes with their sizes, a node's evidence
// rows and an event's detail with its origin.
func TestAskOnDemoData(t *testing.T) {
	// On items: the demo's 2,128 plays would run on their column table
	// (TestAskOnColumnsShowsStepsWhenMade walks that way); this test walks
	// the steps as items show them.
	w, out := askMostPlayed(t, "-1")
	if got := w.core.Settings().Today; got != "2025-08-02" {
		t.Errorf("today after the demo import = %q, want the persona's 2025-08-02", got)
	}
	if out.planner != "rules" && out.planner != "llm+rules" {
		t.Errorf("planner %q", out.planner)
	}
	if md := w.ask.meta.Text; !strings.Contains(md, "Based on 324 events") || !strings.Contains(md, "plan by") {
		t.Errorf("meta line %q, want the evidence count and the planner", md)
	}

	// The tree: root ARGMAX over counts per artist, down to RETRIEVE.
	m := w.ask.plan.model
	root := m.nodes[m.root]
	if root == nil || root.op != "ARGMAX" {
		t.Fatalf("root node %+v, want ARGMAX", root)
	}
	retrieve := w.planStep("RETRIEVE")
	if retrieve == nil || len(retrieve.res.Items) != 2128 {
		t.Fatalf("RETRIEVE node %+v, want the 2128 songs", retrieve)
	}
	if !strings.Contains(retrieve.title(), "RETRIEVE") || !strings.Contains(retrieve.args, "music") {
		t.Errorf("RETRIEVE node title %q", retrieve.title())
	}

	// Selecting a node shows its events; the root's are the artist's plays.
	w.ask.plan.tree.Select(root.uid)
	if n := len(w.ask.events.events); n != 324 {
		t.Errorf("root evidence rows = %d, want 324", n)
	}
	w.ask.plan.tree.Select(retrieve.uid)
	if n := len(w.ask.events.events); n != 2128 {
		t.Errorf("RETRIEVE evidence rows = %d, want 2128", n)
	}
	first := w.ask.events.events[0]
	if c := w.ask.events.cell(first, colSource); c == "" {
		t.Error("empty source cell")
	}

	// Opening a row shows every field and the origin file and record.
	w.ask.events.table.Select(widget.TableCellID{Row: 0, Col: colSummary})
	d := w.ask.detail
	if d == nil {
		t.Fatal("tapping a row opened no detail")
	}
	txt := d.texts()
	if !strings.Contains(txt, filepath.Join("Spotify Account Data", "StreamingHistory_music_0.json")) {
		t.Errorf("detail does not show the origin file:\n%s", txt)
	}
	if !strings.Contains(txt, "artist") || !strings.Contains(txt, "track") {
		t.Errorf("detail does not show the fields:\n%s", txt)
	}

	// A misspelling is read as meant and said; a word the library never
	// uses is said not understood, beside the answer.
	out = w.askAndWait(t, "who is my most played artist in febuary 2025 in zorgblat mode")
	if md := w.ask.meta.Text; !strings.Contains(md, "febuary → february") || !strings.Contains(md, "I did not understand: zorgblat") {
		t.Errorf("meta line %q, want the correction and the word not understood", md)
	}
}
