package app

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"reqap/assets"
)

// demoCore is a core with the embedded demo dataset imported, shared by
// the tests that only read it.
var demoCore = sync.OnceValues(func() (*Core, error) {
	dir, err := os.MkdirTemp("", "reqap-app-demo")
	if err != nil {
		return nil, err
	}
	c, err := Open(dir)
	if err != nil {
		return nil, err
	}
	exports, err := c.PrepareDemo(assets.Demo())
	if err != nil {
		return nil, err
	}
	return c, c.Import(context.Background(), []string{exports}, nil).Wait()
})

func demo(t *testing.T) *Core {
	t.Helper()
	c, err := demoCore()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestSuggestFromLibrary(t *testing.T) {
	c := demo(t)
	got, err := c.Suggest(context.Background(), 6)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 6 {
		t.Fatalf("%d suggestions, want 6: %+v", len(got), got)
	}
	sources := map[string]bool{}
	for _, s := range got {
		sources[s.Source] = true
		if strings.Contains(s.Question, "{") || s.Answer == "" {
			t.Errorf("suggestion %+v", s)
		}
		// Each suggestion answers with events behind it.
		a, err := c.Ask(context.Background(), s.Question, AskOptions{Planner: PlannerRules})
		if err != nil || a.Result.Evidence.Len() == 0 {
			t.Errorf("%q: %v, %d events", s.Question, err, a.Result.Evidence.Len())
		}
	}
	// The first round covers the six largest sources, one question each.
	if len(sources) != 6 {
		t.Errorf("suggestions cover %d sources, want 6: %+v", len(sources), got)
	}
	// The busiest year of the demo's music is in the question, not a fixed one.
	if !strings.Contains(got[0].Question, "2025") || got[0].Source != "music_stream" {
		t.Errorf("first suggestion %q, want music in the busiest year 2025", got[0].Question)
	}
	again, _ := c.Suggest(context.Background(), 6)
	if len(again) != 6 || again[0] != got[0] {
		t.Error("suggestions are not cached")
	}
}

func TestSuggestEmptyLibrary(t *testing.T) {
	c := openCore(t)
	got, err := c.Suggest(context.Background(), 6)
	if err != nil || len(got) != 0 {
		t.Errorf("empty library: %v, %v", got, err)
	}
}

func TestExportAnswer(t *testing.T) {
	c := demo(t)
	a, err := c.Ask(context.Background(), "Which month did I run the most km?", AskOptions{Planner: PlannerRules})
	if err != nil {
		t.Fatal(err)
	}
	loc := time.UTC

	var md bytes.Buffer
	if err := a.Export(&md, ExportMarkdown, loc); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Which month did I run the most km?", "**Answer:** September 2024",
		"## How it was computed", "ARGMAX", "RETRIEVE", "## Evidence (11 events)", "| Time | Source | Summary | Original record |", "activities.csv"} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("Markdown lacks %q:\n%s", want, md.String())
		}
	}

	var js bytes.Buffer
	if err := a.Export(&js, ExportJSON, loc); err != nil {
		t.Fatal(err)
	}
	var parsed struct {
		Question string `json:"question"`
		Result   struct {
			Answer   struct{ Text string } `json:"answer"`
			Evidence []any                 `json:"evidence"`
		} `json:"result"`
	}
	if err := json.Unmarshal(js.Bytes(), &parsed); err != nil || parsed.Result.Answer.Text != "September 2024" || len(parsed.Result.Evidence) != 11 {
		t.Errorf("JSON: %v %+v", err, parsed)
	}

	var ev bytes.Buffer
	if err := a.Export(&ev, ExportEvidenceCSV, loc); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&ev).ReadAll()
	if err != nil || len(rows) != 12 {
		t.Fatalf("evidence CSV: %v, %d rows", err, len(rows))
	}
	if h := strings.Join(rows[0], ","); !strings.HasPrefix(h, "start,end,all_day,source,summary,file,record,event_id,") || !strings.Contains(h, "distance_km") {
		t.Errorf("evidence CSV header %q", h)
	}
	if _, err := time.Parse(time.RFC3339, rows[1][0]); err != nil {
		t.Errorf("evidence CSV start %q: %v", rows[1][0], err)
	}

	// Only a grouped answer exports its table.
	if err := a.Export(&bytes.Buffer{}, ExportTableCSV, loc); err == nil {
		t.Error("a single answer exported a table")
	}
	for _, ch := range a.ExportChoices() {
		if ch.Format == ExportTableCSV {
			t.Error("a table is offered for a single answer")
		}
	}
	if got := a.ExportName(".md"); got != "Which month did I run the most km.md" {
		t.Errorf("export name %q", got)
	}
	if got := a.Text(loc); !strings.Contains(got, "Answer: September 2024") || !strings.Contains(got, "Based on 11 events") {
		t.Errorf("text:\n%s", got)
	}
	for name, want := range map[string]ExportFormat{"a.md": ExportMarkdown, "a.JSON": ExportJSON, "a.csv": ExportEvidenceCSV, "a table.csv": ExportTableCSV} {
		if got, err := ExportFormatFor(name); err != nil || got != want {
			t.Errorf("ExportFormatFor(%q) = %q, %v", name, got, err)
		}
	}
	if _, err := ExportFormatFor("a.txt"); err == nil {
		t.Error("a .txt name was accepted")
	}
}

func TestSavedQuestionsRerunOnNewData(t *testing.T) {
	c := openCore(t)
	dir := importCopy(t, c, "testdata/runs.events.jsonl")
	ctx := context.Background()
	q := "How many times did I go running?"
	a, err := c.Ask(ctx, q, AskOptions{Planner: PlannerRules})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.UpdateSettings(func(s *Settings) { s.Planner = PlannerRules }); err != nil {
		t.Fatal(err)
	}
	sq, err := c.SaveQuestion(q, a)
	if err != nil || sq.Answer != "2" || sq.Events != 2 {
		t.Fatalf("saved %+v, %v", sq, err)
	}
	if !c.IsSaved("how many times did I go running? ") {
		t.Error("IsSaved ignores case and spaces badly")
	}
	// Nothing changed: nothing re-runs.
	n := 0
	if _, err := c.RerunSaved(ctx, func(SavedQuestion) { n++ }); err != nil || n != 0 {
		t.Errorf("re-run on the same library ran %d questions: %v", n, err)
	}

	// New data: the question runs again and its answer changes.
	more := filepath.Join(dir, "more.events.jsonl")
	writeFile(t, more, `{"id": "r9", "source": "workout", "start": "2024-06-01T07:00:00+02:00", "workout_type": "running", "distance_km": 5}`+"\n")
	importWait(t, c, more)
	changed, err := c.RerunSaved(ctx, nil)
	if err != nil || changed != 1 {
		t.Fatalf("re-run after new data: %d changed, %v", changed, err)
	}

	// A restart reads them back and runs them once on its library.
	dataDir := c.Dir()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	c2 := openCoreIn(t, dataDir)
	list, err := c2.SavedQuestions()
	if err != nil || len(list) != 1 {
		t.Fatalf("after restart: %+v, %v", list, err)
	}
	if got := list[0]; got.Answer != "3" || got.Previous != "2" || got.Changed.IsZero() {
		t.Errorf("after restart: %+v", got)
	}
	ran := 0
	if _, err := c2.RerunSaved(ctx, func(SavedQuestion) { ran++ }); err != nil || ran != 1 {
		t.Errorf("first re-run after restart ran %d: %v", ran, err)
	}
	if err := c2.ForgetQuestion(q); err != nil {
		t.Fatal(err)
	}
	if list, _ := c2.SavedQuestions(); len(list) != 0 {
		t.Errorf("after forgetting: %+v", list)
	}
}
