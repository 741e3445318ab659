package llm

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"reqap/internal/test"
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
	url, model := test.Ollama(t)
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

// TestIntegrationStepSchema sends a real step prompt with the step schema
// as the format to the server in REQAP_OLLAMA_URL: the server must turn the
// schema into a grammar that admits only our steps, so that whatever a
// model writes, even one with random weights, is a step. It logs the
// prompt's size in the model's tokens: what a small model's context must
// hold.
func TestIntegrationStepSchema(t *testing.T) {
	url, model := test.Ollama(t)
	// Enough tokens for any step the schema admits, so the reply ends
	// because the grammar is complete, not cut off.
	c, err := ollama.New(ollama.Config{URL: url, Model: model, Timeout: 5 * time.Minute, NumPredict: 2048, NumCtx: 8192})
	if err != nil {
		t.Fatal(err)
	}
	d, err := New(Config{Chat: ollamaChat(c), Model: model})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, q := range []string{"How many km did I run in the first week of 2019?", "Which artist did I listen to most while running?"} {
		msgs, err := d.Prompt(q, nil)
		if err != nil {
			t.Fatal(err)
		}
		r, err := c.Chat(ctx, ollamaMessages(msgs), StepSchema(), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%q: %d prompt tokens, %d reply tokens in %s (%s): %s", q, r.PromptTokens, r.ReplyTokens, r.Duration.Round(time.Millisecond), r.DoneReason, r.Content)
		if r.DoneReason != "stop" {
			t.Errorf("the reply did not finish within %d tokens", 2048)
			continue
		}
		if err := checkStepSchema([]byte(r.Content)); err != nil {
			t.Errorf("the server let the model write outside the step schema: %v", err)
		}
	}
}
