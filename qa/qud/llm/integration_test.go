package llm

import (
	"context"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"

	"reqap/models/ollama"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

// TestIntegrationOllama plans a question with the real client against the
// Ollama server in REQAP_OLLAMA_URL (model REQAP_OLLAMA_MODEL, default
// "tiny"), the rules behind it. The "tiny" model has random weights: it
// exercises the plumbing only (prompt, schema, HTTP, timeouts), its steps
// are gibberish, and the test asserts that the driver fell back to the
// rules. With a real model the test asserts only a valid plan and logs
// who made each step.
func TestIntegrationOllama(t *testing.T) {
	url := os.Getenv("REQAP_OLLAMA_URL")
	if url == "" {
		t.Skip("set REQAP_OLLAMA_URL (e.g. http://127.0.0.1:11434) to run against a real Ollama server")
	}
	model := os.Getenv("REQAP_OLLAMA_MODEL")
	if model == "" {
		model = "tiny"
	}
	tiny := model == "tiny"
	cfg := ollama.Config{URL: url, Model: model, Timeout: 5 * time.Minute}
	if tiny {
		// Random weights ramble to the token limit; keep each call short.
		cfg.NumPredict = 48
	}
	c, err := ollama.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	st, err := c.Check(ctx)
	if err != nil {
		t.Fatalf("REQAP_OLLAMA_URL is set but the server is not usable: %v", err)
	}
	t.Log(st)

	log := slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelDebug}))
	d, err := New(Config{Chat: ollamaChat(c), Model: st.Model, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	q := "How many km did I run in the first week of 2019?"
	t0 := time.Now()
	plan, trace, err := qud.Plan(ctx, q, qud.Options{Decomposers: []qud.Decomposer{d, integrationRules(t)}, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("planned in %s:\n%s", time.Since(t0).Round(time.Millisecond), tree.Format(plan))
	if err := tree.Validate(plan); err != nil {
		t.Errorf("the plan does not validate: %v", err)
	}
	for _, s := range trace.Steps {
		var why []string
		for _, f := range s.Fallbacks {
			why = append(why, f.Decomposer+": "+f.Reason)
		}
		t.Logf("step %q (depth %d): %s %s in %s; fallbacks: %s", s.Question, s.Depth, s.Decomposer, s.Op, s.Duration.Round(time.Millisecond), strings.Join(why, " | "))
	}
	if !tiny {
		return
	}
	root := trace.Steps[0]
	if root.Decomposer != "rules" || len(root.Fallbacks) == 0 || root.Fallbacks[0].Decomposer != "llm" {
		t.Errorf("with random weights the root step must fall back from llm to rules; trace: %+v", root)
	}
}
