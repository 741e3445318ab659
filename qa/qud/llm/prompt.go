package llm

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"reqap/ingest"
	"reqap/qa/expr"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

// Message is one chat turn.
type Message struct {
	Role    string `json:"role"` // "system", "user" or "assistant"
	Content string `json:"content"`
}

// instructionHead and instructionTail frame the list of operators in the
// system turn: what a step is, the attribute rule and the expression
// language, in the spirit of the paper's Figure 4 but in our own words and
// for our tree form. The head names the source kinds (ingest.SourceKinds),
// the words RETRIEVE's source hints are written in.
const instructionHead = `You decompose a question about a person's own data (events of these sources: %s) into an operator tree, one step at a time.

Each user turn gives one input question. Reply with exactly one step: the single operator that answers the input, as a JSON object. Where the operator needs the result of a simpler question, do not solve it: write that sub-question as short English text in "inputs", or in "refs" when an expression needs its answer as a value. Every sub-question is decomposed in a later turn in the same way, until RETRIEVE.

Operators ("inputs" are sub-questions):`

const instructionTail = `Attributes: every event has start_date, start_time, start_datetime, end_date, end_time, end_datetime and source. Any other attribute a step uses must be produced below it, by EXTRACT, MAP, UNNEST or GROUP_BY keys: a SUM of distance_km needs a sub-question that ends in an EXTRACT of distance_km. Put units in names: duration_s, distance_km, duration_h; money is price.

Expressions (condition, fn) are not Python. Operators: == != < <= > >= && || ! + - * / and c ? a : b; text comparisons ignore case; x contains "park"; x in [1, 2]. Functions: `

const instructionEnd = `. Write today for the current date, never a fixed date, for "last year", "this month", "in the last 6 months". In a JOIN condition write i1.attr and i2.attr. A ref is {"name", "question"}: a FILTER, MAP, APPLY or JOIN expression uses the answer of that sub-question by its name, as in "start_date >= started" with the ref "started" for "the date I started my new job".

Reply with the JSON step only. Learn from the examples.`

// buildInstruction is the system turn for the operators of specs.
func buildInstruction(specs []*tree.Spec) string {
	var b strings.Builder
	kinds := make([]string, len(ingest.SourceKinds))
	for i, k := range ingest.SourceKinds {
		kinds[i] = k.Name
	}
	fmt.Fprintf(&b, instructionHead, strings.Join(kinds, ", "))
	for _, s := range specs {
		in := "no inputs"
		switch s.Inputs {
		case 0:
		case 1:
			in = "1 input"
		default:
			in = fmt.Sprintf("%d inputs", s.Inputs)
		}
		args := make([]string, len(s.Args))
		for i, a := range s.Args {
			args[i] = strconv.Quote(a.Name)
		}
		fmt.Fprintf(&b, "\n- %s: %s; args {%s}: %s", s.Op, in, strings.Join(args, ", "), s.Doc)
	}
	b.WriteString("\n\n")
	b.WriteString(instructionTail)
	b.WriteString(expr.PromptFuncs())
	b.WriteString(instructionEnd)
	return b.String()
}

// prompt is the instruction and the reply schema for the operators there
// are, and their version.
type prompt struct {
	specs       int
	instruction string
	schema      json.RawMessage
	parsed      any // schema decoded, to check examples against
	version     string
}

var (
	promptMu  sync.Mutex
	promptNow *prompt
)

// current returns the prompt for the operators there are now: built once,
// and again when an operator is registered.
func current() *prompt {
	specs := tree.Specs()
	promptMu.Lock()
	defer promptMu.Unlock()
	if p := promptNow; p != nil && p.specs == len(specs) {
		return p
	}
	p := &prompt{specs: len(specs), instruction: buildInstruction(specs), schema: buildStepSchema(specs)}
	if err := json.Unmarshal(p.schema, &p.parsed); err != nil {
		panic("llm: the step schema does not parse: " + err.Error())
	}
	// The version changes whenever the instruction or the reply schema
	// does; it is part of the bank version.
	h := sha256.New()
	h.Write([]byte(p.instruction))
	h.Write(p.schema)
	p.version = hex.EncodeToString(h.Sum(nil))[:16]
	promptNow = p
	return p
}

func instruction() string         { return current().instruction }
func stepSchema() json.RawMessage { return current().schema }
func promptVersion() string       { return current().version }

const newQuestion = "Starting with a new question.\n"

func inputTurn(q string, first bool) Message {
	s := "Input: " + strings.TrimSpace(q)
	if first {
		s = newQuestion + s
	}
	return Message{Role: "user", Content: s}
}

// buildMessages assembles the dialogue for one step: the instruction, the
// examples as step dialogues, then the ancestor chain and the question.
// examples come best first and are written in reverse, so the most
// similar one is nearest the question (and the last to go if a server
// truncates a long prompt from the front).
func buildMessages(question string, history []qud.Turn, examples []*Example) []Message {
	msgs := []Message{{Role: "system", Content: instruction()}}
	for i := len(examples) - 1; i >= 0; i-- {
		for j, s := range examples[i].Steps {
			msgs = append(msgs, inputTurn(s.Question, j == 0), Message{Role: "assistant", Content: renderStep(s.Node)})
		}
	}
	for j, t := range history {
		msgs = append(msgs, inputTurn(t.Question, j == 0))
		if t.Step != nil {
			msgs = append(msgs, Message{Role: "assistant", Content: renderStep(t.Step)})
		}
	}
	msgs = append(msgs, inputTurn(question, len(history) == 0))
	return msgs
}
