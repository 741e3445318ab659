package llm

import (
	"context"
	"encoding/json"
	"testing"

	"reqap/internal/test"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

var benchHistory = []qud.Turn{{
	Question: "Which artist did I listen to most while cycling?",
	Step: &tree.Node{Op: tree.ARGMAX, Args: tree.Args{Arg: "count", Val: "artist"},
		Inputs: []*tree.Node{qud.Placeholder("number of songs per artist while cycling")}},
}}

// Choosing the 8 examples for a step (BM25 over the bank).
func BenchmarkSelect(b *testing.B) {
	bank := test.Must(b, Builtin)
	for b.Loop() {
		if _, err := bank.Select("number of songs per artist while cycling", benchHistory, DefaultExamples); err != nil {
			b.Fatal(err)
		}
	}
}

// Everything a step costs besides the model: the prompt, and decoding and
// checking the reply.
func BenchmarkStepOverhead(b *testing.B) {
	reply := `{"op":"MAP","inputs":["songs while cycling grouped by artist"],"args":{"fn":"len(group)","as":"count"}}`
	d, err := New(Config{Chat: ChatFunc(func(context.Context, []Message, json.RawMessage) (string, error) { return reply, nil })})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	for b.Loop() {
		if _, err := d.Step(ctx, "number of songs per artist while cycling", benchHistory); err != nil {
			b.Fatal(err)
		}
	}
}

// Loading and checking the built-in bank (done once per process).
func BenchmarkLoadBuiltin(b *testing.B) {
	for b.Loop() {
		exs, err := readBuiltin(builtinFS())
		if err != nil {
			b.Fatal(err)
		}
		if _, err := newBank(exs, nil); err != nil {
			b.Fatal(err)
		}
	}
}
