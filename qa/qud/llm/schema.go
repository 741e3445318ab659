package llm

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

// wireStep is one step as the model writes it and as the examples show
// it: the operator, its sub-questions, its arguments and its refs. Field
// order is the order the schema asks for: the operator first, then what
// it works on, then how.
type wireStep struct {
	Op     string    `json:"op"`
	Inputs []string  `json:"inputs,omitempty"`
	Args   wireArgs  `json:"args"`
	Refs   []wireRef `json:"refs,omitempty"`
}

// wireArgs are a step's arguments, written in the order its operator's
// spec lists them, which is the order the schema asks for.
type wireArgs struct {
	tree.Args
	op tree.Op
}

func (w wireArgs) MarshalJSON() ([]byte, error) {
	var o ordered
	if spec := tree.SpecOf(w.op); spec != nil {
		for _, a := range spec.Args {
			if w.Given(a.Name) {
				o = append(o, kv{a.Name, w.Get(a.Name)})
			}
		}
	}
	if o == nil {
		return []byte("{}"), nil
	}
	return o.MarshalJSON()
}

func (w *wireArgs) UnmarshalJSON(b []byte) error { return w.Args.UnmarshalJSON(b) }

// wireRef is a named sub-question whose answer an expression uses.
type wireRef struct {
	Name     string `json:"name"`
	Question string `json:"question"`
}

// Limits the schema puts on strings, so a model that rambles inside a
// string stops; generous for real questions.
const (
	maxQuestionLen = 200
	maxQueryLen    = 120
	maxExprLen     = 300
	maxK           = 50
	maxNames       = 8 // names in a list argument without a Max of its own
	maxSources     = 4
)

// namePattern is an attribute or ref name: snake_case, at most 40 bytes.
const namePattern = `^[a-z_][a-z0-9_]{0,39}$`

// StepSchema returns the JSON schema every reply of the model follows.
func StepSchema() json.RawMessage { return append(json.RawMessage(nil), stepSchema()...) }

type obj = map[string]any

// buildStepSchema makes the JSON schema of one step, given to Ollama as
// the format: one alternative per operator, each with exactly its
// arguments (those with a default always written) and number of
// sub-questions, so whatever the model writes decodes into a step with a
// known operator and the right shape.
func buildStepSchema(specs []*tree.Spec) json.RawMessage {
	str := func(max int) obj { return obj{"type": "string", "minLength": 1, "maxLength": max} }
	name := obj{"type": "string", "pattern": namePattern}
	names := func(max int) obj { return obj{"type": "array", "items": name, "minItems": 1, "maxItems": max} }
	types := make([]any, len(qa.AttrTypes))
	for i, t := range qa.AttrTypes {
		types[i] = string(t)
	}
	sources := make([]any, len(ingest.SourceKinds))
	for i, k := range ingest.SourceKinds {
		sources[i] = k.Name
	}
	inputs := func(n int) obj {
		return obj{"type": "array", "items": str(maxQuestionLen), "minItems": n, "maxItems": n}
	}
	refs := obj{"type": "array", "maxItems": 3, "items": ordered{
		{"type", "object"},
		{"properties", ordered{{"name", name}, {"question", str(maxQuestionLen)}}},
		{"required", []string{"name", "question"}},
		{"additionalProperties", false},
	}}
	arg := func(a tree.Arg) any {
		max := a.Max
		if max == 0 {
			max = maxNames
		}
		switch a.Kind {
		case tree.Text:
			return str(maxQueryLen)
		case tree.SourceKinds:
			return obj{"type": "array", "items": obj{"type": "string", "enum": sources}, "maxItems": maxSources}
		case tree.NewAttrs, tree.InputAttrs:
			return names(max)
		case tree.AttrTypes:
			return obj{"type": "array", "items": obj{"type": "string", "enum": types}, "maxItems": max}
		case tree.Count:
			return obj{"type": "integer", "minimum": 1, "maximum": maxK}
		case tree.ItemExpr, tree.ListExpr, tree.PairExpr:
			return str(maxExprLen)
		}
		return name // InputAttr, NewAttr
	}
	var variants []any
	for _, s := range specs {
		props := ordered{{"op", obj{"type": "string", "const": string(s.Op)}}}
		required := []string{"op"}
		if s.Inputs > 0 {
			props = append(props, kv{"inputs", inputs(s.Inputs)})
			required = append(required, "inputs")
		}
		var args ordered
		argsRequired := []string{}
		for _, a := range s.Args {
			args = append(args, kv{a.Name, arg(a)})
			if a.Required || a.Default != nil {
				argsRequired = append(argsRequired, a.Name)
			}
		}
		props = append(props, kv{"args", ordered{{"type", "object"}, {"properties", args}, {"required", argsRequired}, {"additionalProperties", false}}})
		required = append(required, "args")
		if s.TakesRefs() {
			props = append(props, kv{"refs", refs})
		}
		variants = append(variants, ordered{{"type", "object"}, {"properties", props}, {"required", required}, {"additionalProperties", false}})
	}
	b, err := marshal(ordered{{"anyOf", variants}})
	if err != nil {
		panic("llm: building the step schema: " + err.Error())
	}
	return b
}

// ordered is a JSON object that keeps its key order: llama.cpp turns a
// schema into a grammar that writes properties in the order the schema
// lists them, and that order is part of what the examples teach.
type ordered []kv

type kv struct {
	k string
	v any
}

func (o ordered) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, p := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, _ := json.Marshal(p.k)
		b.Write(k)
		b.WriteByte(':')
		v, err := marshal(p.v)
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// marshal writes compact JSON without HTML escaping (conditions are full of
// < > and &).
func marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// toWire renders a step (placeholders or complete sub-trees alike: only
// their questions are shown) in the form the model writes, with the
// arguments that have a default written out.
func toWire(step *tree.Node) wireStep {
	w := wireStep{Op: string(step.Op), Args: wireArgs{Args: step.Args, op: step.Op}}
	if spec := tree.SpecOf(step.Op); spec != nil {
		w.Args.Args = spec.WithDefaults(step.Args)
	}
	for _, in := range step.Inputs {
		q := ""
		if in != nil {
			q = in.Question
		}
		w.Inputs = append(w.Inputs, q)
	}
	for _, name := range step.RefNames() {
		q := ""
		if r := step.Refs[name]; r != nil {
			q = r.Question
		}
		w.Refs = append(w.Refs, wireRef{Name: name, Question: q})
	}
	return w
}

// renderStep is the assistant turn for a step.
func renderStep(step *tree.Node) string {
	b, err := marshal(toWire(step))
	if err != nil {
		// Args and strings always marshal; keep the prompt usable anyway.
		return fmt.Sprintf(`{"op":%q}`, step.Op)
	}
	return string(b)
}

// errMalformed marks a reply that is not one JSON step.
var errMalformed = errors.New("the reply is not a JSON step")

// parseReply decodes a reply into a step with placeholders. It accepts a
// JSON object alone, possibly in a Markdown code fence (servers that
// ignore the schema), and nothing else.
func parseReply(reply string) (*tree.Node, error) {
	s := strings.TrimSpace(reply)
	if strings.HasPrefix(s, "```") {
		s = strings.TrimPrefix(strings.TrimPrefix(s, "```json"), "```")
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "```"))
	}
	if s == "" {
		return nil, fmt.Errorf("%w: it is empty", errMalformed)
	}
	dec := json.NewDecoder(strings.NewReader(s))
	dec.DisallowUnknownFields()
	var w wireStep
	if err := dec.Decode(&w); err != nil {
		return nil, fmt.Errorf("%w: %v", errMalformed, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: there is text after the JSON object", errMalformed)
	}
	op := tree.Op(strings.ToUpper(strings.TrimSpace(w.Op)))
	if !op.Known() {
		return nil, fmt.Errorf("unknown operator %q", w.Op)
	}
	n := &tree.Node{Op: op, Args: w.Args.Args}
	for _, q := range w.Inputs {
		n.Inputs = append(n.Inputs, qud.Placeholder(strings.TrimSpace(q)))
	}
	for _, r := range w.Refs {
		if n.Refs == nil {
			n.Refs = map[string]*tree.Node{}
		}
		if _, dup := n.Refs[r.Name]; dup {
			return nil, fmt.Errorf("ref %q is given twice", r.Name)
		}
		n.Refs[r.Name] = qud.Placeholder(strings.TrimSpace(r.Question))
	}
	return n, nil
}
