package ui

import (
	"context"
	"time"

	"reqap/app"
)

// stageText is what the progress line says for each stage of Core.Ask.
var stageText = map[string]string{
	"planning": "Understanding the question…",
	"running":  "Looking through your events…",
}

// runQuestion asks the core and waits for the answer; progress receives
// the stage the question is in. It runs off the UI goroutine.
func (w *Window) runQuestion(ctx context.Context, q string, progress func(string)) askOutcome {
	start := time.Now()
	a, err := w.core.Ask(ctx, q, app.AskOptions{Progress: func(stage string) {
		if s, ok := stageText[stage]; ok {
			stage = s
		}
		progress(stage)
	}})
	out := askOutcome{question: q, answer: a, took: time.Since(start), err: err}
	if a != nil {
		if a.Result != nil {
			// The answer's evidence over a column table is made when
			// asked for; the app shows all of it, so it is made here,
			// off the UI goroutine.
			a.Result.Evidence.All()
		}
		out.result = a.Result
		out.planner = a.Planner
		out.fallback = a.Fallback
	}
	return out
}

// checkLLM asks the core whether the Ollama server answers and has model.
func (w *Window) checkLLM(ctx context.Context, addr, model string) (string, error) {
	st, err := w.core.CheckModel(ctx, addr, model)
	if err != nil {
		return "", err
	}
	return st.String(), nil
}
