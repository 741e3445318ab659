package llm

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"reqap/internal/test"
	"reqap/qa/qud"
)

// FuzzParseReply: whatever a model sends, decoding never panics, and a
// step that decodes renders to a reply that decodes to the same step.
func FuzzParseReply(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "replies", "*.json"))
	for _, p := range files {
		data := test.ReadFile(f, p)
		var r struct {
			Message Message `json:"message"`
		}
		if json.Unmarshal(data, &r) == nil {
			f.Add(r.Message.Content)
		}
	}
	f.Add(`{"op":"JOIN","inputs":["a","b"],"args":{"condition":"i1.start_date == i2.start_date"},"refs":[{"name":"x","question":"q"}]}`)
	f.Add(`{"op":"map","inputs":[""],"args":{"k":-1}}`)
	f.Add("```json\n{}\n```")
	f.Fuzz(func(t *testing.T, reply string) {
		step, err := parseReply(reply)
		if err != nil {
			return
		}
		if !step.Op.Known() {
			t.Fatalf("decoded an unknown operator %q", step.Op)
		}
		for _, in := range step.Inputs {
			if !qud.IsPlaceholder(in) {
				t.Fatalf("an input is not a placeholder: %+v", in)
			}
		}
		r1 := renderStep(step)
		again, err := parseReply(r1)
		if err != nil {
			t.Fatalf("the rendering of a decoded step does not decode: %v\n%s", err, r1)
		}
		if r2 := renderStep(again); r2 != r1 {
			t.Fatalf("rendering is not stable:\n%s\n%s", r1, r2)
		}
		_ = qud.CheckStep("q", step) // must not panic
	})
}

// FuzzUserExample: a line of examples.jsonl, however broken, never panics
// the loader, and an accepted example linearizes into steps that render
// inside the schema.
func FuzzUserExample(f *testing.F) {
	f.Add([]byte(userPlan))
	f.Add([]byte(`{"op":"RETRIEVE","question":"q","args":{"query":"x"}}`))
	f.Add([]byte(`{"op":"FILTER","question":"a","args":{"condition":"x >= r"},"inputs":[{"op":"RETRIEVE","question":"b","args":{"query":"b"}}],"refs":{"r":{"op":"MIN","question":"c","args":{"attr":"start_date"},"inputs":[{"op":"RETRIEVE","question":"d","args":{"query":"d"}}]}}}`))
	f.Add([]byte(`{"op":"APPLY","question":"","args":{"fn":"len(items)"},"inputs":[]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ex, err := newExample(data, "fuzz:1")
		if err != nil {
			return
		}
		if len(ex.Steps) == 0 || ex.Steps[0].Question != ex.Question {
			t.Fatalf("example %q has steps %+v", ex.Question, ex.Steps)
		}
		for _, s := range ex.Steps {
			if err := checkStepSchema([]byte(renderStep(s.Node))); err != nil {
				t.Fatalf("accepted example has a step outside the schema: %v", err)
			}
		}
		b, err := newBank([]*Example{ex}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := b.Select(ex.Question, nil, 8); err != nil || len(got) != 1 {
			t.Fatalf("a one-example bank selected %d (%v)", len(got), err)
		}
	})
}

// FuzzSelect: any question, also with any history text, selects without
// panicking and never more than asked.
func FuzzSelect(f *testing.F) {
	b := test.Must(f, Builtin)
	f.Add("How many km did I run in 2019?", "my runs with distance")
	f.Add("", "")
	f.Add("ÄÖÜ__ _ 123 🏃‍♀️ running_", "{{ QU(question=\"x\") }}")
	f.Fuzz(func(t *testing.T, q, parent string) {
		hist := []qud.Turn{{Question: parent, Step: qud.Placeholder(parent)}}
		got, err := b.Select(q, hist, DefaultExamples)
		if err != nil || len(got) > DefaultExamples {
			t.Fatalf("selected %d (%v)", len(got), err)
		}
		two, err := b.Select(q, nil, 2)
		if err != nil {
			t.Fatal(err)
		}
		_ = buildMessages(q, hist, two)
	})
}
