package app

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reqap/models/crossencoder"
	"reqap/models/crossencoder/tinybert"
	"reqap/qa/otx"
)

// retrieveNotes returns the notes of the plan's RETRIEVE nodes.
func retrieveNotes(n *otx.NodeResult) []string {
	if n == nil {
		return nil
	}
	var out []string
	if n.Node.Op == "RETRIEVE" {
		out = append(out, n.Stats.Notes...)
	}
	for _, c := range n.Inputs {
		out = append(out, retrieveNotes(c)...)
	}
	return out
}

func TestAskWithCrossEncoder(t *testing.T) {
	t.Setenv(CrossEncoderEnv, "")
	model := tinybert.Folder(t, tinybert.Tiny)
	c := openCore(t)
	importWait(t, c, "testdata/lunches.events.jsonl")
	ctx := context.Background()
	opts := AskOptions{Today: time.Date(2024, 6, 1, 12, 0, 0, 0, time.UTC), Planner: PlannerRules}
	const q = "How many times did I have lunch with Anna?"

	plain, err := c.Ask(ctx, q, opts)
	if err != nil {
		t.Fatal(err)
	}
	if notes := retrieveNotes(plain.Result.Root); len(notes) != 0 {
		t.Errorf("without a model: notes %q", notes)
	}

	if _, err := c.UpdateSettings(func(s *Settings) { s.CrossEncoderDir = model }); err != nil {
		t.Fatal(err)
	}
	if dir, from := c.CrossEncoderDir(); dir != model || from != FromSettings {
		t.Errorf("CrossEncoderDir = %q from %q", dir, from)
	}
	a, err := c.Ask(ctx, q, opts)
	if err != nil {
		t.Fatal(err)
	}
	notes := retrieveNotes(a.Result.Root)
	if len(notes) < 2 || !strings.HasPrefix(notes[0], tinybert.Tiny.Name+" scored") || !strings.Contains(strings.Join(notes, "\n"), "“summary: Lunch with Tom”") {
		t.Errorf("with a model: notes %q", notes)
	}
	var js bytes.Buffer
	if err := a.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(js.String(), tinybert.Tiny.Name+" scored") {
		t.Errorf("the JSON answer does not carry the model's judgements:\n%s", js.String())
	}
	// Loaded once per process: the engine's model is the shared one, and
	// a second question reuses the scores.
	m, err := crossencoder.Shared(ctx, model)
	if err != nil {
		t.Fatal(err)
	}
	if c.models.model != m {
		t.Error("the engine loaded its own copy of the model")
	}
	scored := m.Stats().Scored
	if _, err := c.Ask(ctx, "How many times did I have lunch with Anna in May 2024?", opts); err != nil {
		t.Fatal(err)
	}
	if m.Stats().Scored != scored {
		t.Errorf("the same texts were scored again: %d, then %d", scored, m.Stats().Scored)
	}

	// A configured folder that does not hold a model fails the question
	// and says where the folder was set.
	broken := t.TempDir()
	t.Setenv(CrossEncoderEnv, broken)
	_, err = c.Ask(ctx, q, opts)
	if err == nil || !strings.Contains(err.Error(), "$"+CrossEncoderEnv) || !strings.Contains(err.Error(), "no model.onnx") {
		t.Errorf("broken folder from the environment: %v", err)
	}
	// The command line's folder wins over the environment.
	c.SetCrossEncoder(filepath.Join(model, "."))
	if _, err := c.Ask(ctx, q, opts); err != nil {
		t.Errorf("--cross-encoder over a broken $%s: %v", CrossEncoderEnv, err)
	}
	if dir, from := c.CrossEncoderDir(); from != FromFlag || dir != filepath.Join(model, ".") {
		t.Errorf("CrossEncoderDir = %q from %q", dir, from)
	}
	// The answer does not depend on the model being there when the model
	// leaves every label to the lexicons (random scores near 0.7 are
	// neither ≥ 0.9 nor ≤ 0.02).
	if a.Result.Answer.Text != plain.Result.Answer.Text {
		t.Errorf("answer %q with the model, %q without", a.Result.Answer.Text, plain.Result.Answer.Text)
	}
}
