package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"reqap/app"
	"reqap/qa"
	"reqap/qa/otx"
	"reqap/qa/qud"
	"reqap/qa/qud/llm"
	"reqap/qa/tree"
)

// countDistinct is a toy operator that exists only in this test: it
// counts the different values of an attribute. It is added the way any
// operator is, by one tree.Spec and one otx function, and nothing else:
// validation, the LLM planner's schema and prompt, execution and the text
// form must all know it from those two.
const countDistinct tree.Op = "COUNT_DISTINCT"

func registerCountDistinct(t *testing.T) {
	t.Helper()
	if tree.SpecOf(countDistinct) != nil {
		return
	}
	err := tree.Register(&tree.Spec{
		Op:     countDistinct,
		Doc:    "the number of different values of an attribute.",
		Inputs: 1, Grouped: true, Result: tree.Aggregate,
		Args: []tree.Arg{{Name: "attr", Kind: tree.InputAttr, Required: true, Doc: "the attribute whose values are counted"}},
	})
	if err != nil {
		t.Fatal(err)
	}
	err = otx.Register(countDistinct, func(ctx context.Context, c *otx.Call) (*otx.Output, error) {
		out := &otx.Output{}
		seen := map[string]bool{}
		for _, it := range c.In(0) {
			v, ok := it.Get(c.Node.Args.Attr)
			if !ok || v == nil {
				out.Missing(c.Node.Args.Attr)
				continue
			}
			if k := strings.ToLower(qa.Format(v)); !seen[k] {
				seen[k] = true
				out.Items = append(out.Items, it)
			}
		}
		out.Answer = qa.ValueAnswer(float64(len(seen)), "", out.Items)
		return out, nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestToyOperatorEndToEnd(t *testing.T) {
	registerCountDistinct(t)
	const question = "How many different artists did I listen to?"
	// The model's replies, one step per (sub-)question, as a model would
	// write them.
	replies := map[string]string{
		question:                                `{"op":"COUNT_DISTINCT","inputs":["songs I listened to with their artist"],"args":{"attr":"artist"}}`,
		"songs I listened to with their artist": `{"op":"EXTRACT","inputs":["songs I listened to"],"args":{"attrs":["artist"],"types":["text"]}}`,
		"songs I listened to":                   `{"op":"RETRIEVE","args":{"query":"I listened to music"}}`,
	}
	var sawSchema, sawPrompt bool
	chat := llm.ChatFunc(func(_ context.Context, msgs []llm.Message, format json.RawMessage) (string, error) {
		sawSchema = sawSchema || schemaHasVariant(t, format, string(countDistinct), "attr")
		sawPrompt = sawPrompt || strings.Contains(msgs[0].Content,
			`- COUNT_DISTINCT: 1 input; args {"attr"}: the number of different values of an attribute.`)
		last := msgs[len(msgs)-1].Content
		q := strings.TrimSpace(last[strings.LastIndex(last, "Input:")+len("Input:"):])
		r, ok := replies[q]
		if !ok {
			return "", fmt.Errorf("no reply for %q", q)
		}
		return r, nil
	})
	dec, err := llm.New(llm.Config{Chat: chat, Model: "toy"})
	if err != nil {
		t.Fatal(err)
	}

	// Plan: the driver checks each step and validates the tree.
	plan, _, err := qud.Plan(context.Background(), question, qud.Options{Decomposers: []qud.Decomposer{dec}})
	if err != nil {
		t.Fatal(err)
	}
	if !sawSchema {
		t.Error("the reply schema given to the model has no COUNT_DISTINCT alternative requiring attr")
	}
	if !sawPrompt {
		t.Error("the instruction does not list COUNT_DISTINCT with its arguments and doc")
	}
	if plan.Op != countDistinct {
		t.Fatalf("the plan's root is %s", plan.Op)
	}

	// Validation knows its arguments from the spec alone.
	bad := tree.Clone(plan)
	bad.Args.Attr = ""
	if err := tree.Validate(bad); err == nil || !strings.Contains(err.Error(), "COUNT_DISTINCT needs attr, the attribute whose values are counted") {
		t.Errorf("without attr: %v", err)
	}
	bad.Args = tree.Args{Attr: "artist", Condition: "true"}
	if err := tree.Validate(bad); err == nil || !strings.Contains(err.Error(), `COUNT_DISTINCT does not take argument "condition"`) {
		t.Errorf("with a condition: %v", err)
	}
	bad.Args = tree.Args{Attr: "genre"}
	if err := tree.Validate(bad); err == nil || !strings.Contains(err.Error(), "attr genre is not an attribute of the input") {
		t.Errorf("an attribute not produced: %v", err)
	}

	// Run over the real library.
	c := openLife(t)
	res, err := c.Run(context.Background(), plan, today)
	if err != nil {
		t.Fatal(err)
	}
	want := len(distinctArtists(t, c, plan.Input(0)))
	if want < 2 {
		t.Fatalf("the fixture has %d artists", want)
	}
	if res.Answer.Text != fmt.Sprint(want) {
		t.Errorf("answer %q, want %d", res.Answer.Text, want)
	}
	if res.Evidence.Len() != want {
		t.Errorf("%d evidence events, one per artist (%d) expected", res.Evidence.Len(), want)
	}

	t.Logf("%s → %s, from %d songs", question, res.Answer.Text, len(res.Root.Inputs[0].Items))

	// Text.
	if got := tree.Format(plan); !strings.HasPrefix(got, `(1) COUNT_DISTINCT attr=artist — "How many different artists did I listen to?"`) {
		t.Errorf("text form:\n%s", got)
	}
}

// distinctArtists runs the toy operator's input with the engine's own
// operators and collects its artists the plain way.
func distinctArtists(t *testing.T, c *app.Core, in *tree.Node) map[string]bool {
	t.Helper()
	res, err := c.Run(context.Background(), in, today)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, it := range res.Root.Items {
		if v, ok := it.Get("artist"); ok && v != nil {
			out[strings.ToLower(qa.Format(v))] = true
		}
	}
	return out
}

func schemaHasVariant(t *testing.T, format json.RawMessage, op string, required ...string) bool {
	t.Helper()
	var s struct {
		AnyOf []struct {
			Properties struct {
				Op   struct{ Const string } `json:"op"`
				Args struct {
					Required []string `json:"required"`
				} `json:"args"`
			} `json:"properties"`
		} `json:"anyOf"`
	}
	if err := json.Unmarshal(format, &s); err != nil {
		t.Fatal(errors.Join(errors.New("the reply schema does not parse"), err))
	}
	for _, v := range s.AnyOf {
		if v.Properties.Op.Const == op {
			return strings.Join(v.Properties.Args.Required, ",") == strings.Join(required, ",")
		}
	}
	return false
}
