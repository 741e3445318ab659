package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/internal/test"
)

// TestJournalHighlight imports a journal, asks about it, and checks the
// evidence: the row shows the sentence with the matched words in bold,
// and the detail shows the whole day with the sentence marked.
func TestJournalHighlight(t *testing.T) {
	days := filepath.Join(t.TempDir(), "Daily")
	os.MkdirAll(days, 0o755)
	test.WriteFile(t, filepath.Join(days, "2025-03-02.md"), []byte("Rain all day.\n\nSwam 40 min at the Sportbad before work. Porridge after.\n\nDinner with Lena at Mangiare.\n"))
	test.WriteFile(t, filepath.Join(days, "2025-03-05.md"), []byte("- pool - 35 min\n- coffee w/ Lena\n"))
	w := openWindow(t, t.TempDir(), Options{})
	if _, err := w.core.UpdateSettings(func(s *app.Settings) { s.Today = "2025-03-10" }); err != nil {
		t.Fatal(err)
	}
	w.importPaths([]string{days})
	if s := w.waitJob(t); !strings.Contains(s, "imported") {
		t.Fatalf("import: %q", s)
	}
	out := w.askAndWait(t, "How many times did I go swimming?")
	if out.err != nil || out.result.Answer.Text != "2" {
		t.Fatalf("answer %q, err %v", out.result.Answer.Text, out.err)
	}
	root := w.ask.plan.model.nodes[w.ask.plan.model.root]
	w.ask.plan.tree.Select(root.uid)
	evs := w.ask.events.events
	if len(evs) != 2 {
		t.Fatalf("%d evidence rows", len(evs))
	}
	// The row of the first swim shows its sentence, "Swam" in bold.
	cell := newEvidenceCell()
	w.ask.events.updateCell(cell, evs[0], colSummary)
	if got := cell.text(); got != "Swam 40 min at the Sportbad before work." {
		t.Errorf("row shows %q", got)
	}
	bold := ""
	for _, s := range cell.rich.Segments {
		if ts, ok := s.(*widget.TextSegment); ok && ts.Style.TextStyle.Bold {
			bold += ts.Text + "|"
		}
	}
	if bold != "Swam|" {
		t.Errorf("bold words %q, want Swam", bold)
	}
	// Its detail shows the whole day, the sentence marked.
	w.ask.events.table.Select(widget.TableCellID{Row: 0, Col: colSummary})
	d := w.ask.detail
	if d == nil || d.highlight == nil {
		t.Fatal("no highlight in the detail")
	}
	var day *widget.RichText
	for _, o := range d.highlight.(*fyne.Container).Objects {
		if rt, ok := o.(*widget.RichText); ok && strings.Contains(rt.String(), "Rain all day.") {
			day = rt
		}
	}
	if day == nil {
		t.Fatal("the detail does not show the whole day")
	}
	marked := ""
	for _, s := range day.Segments {
		if ts, ok := s.(*widget.TextSegment); ok && (ts.Style.TextStyle.Italic || ts.Style.TextStyle.Bold) {
			marked += ts.Text
		}
	}
	if marked != "Swam 40 min at the Sportbad before work." {
		t.Errorf("the day marks %q", marked)
	}
}
