package otx

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/tree"
)

// JSON form of a Result, used by `reqap run PLAN.json --json` and
// `reqap ask --json`:
//
//	{
//	  "answer":   {"value": 42, "text": "42 km", "unit": "km", "type": "number"},
//	  "tree":     {"op": "SUM", "args": {...}, "question": "...", "count": 12, "ms": 0.4,
//	               "answer": "42 km", "stats": ["3 items lacked attribute distance_km"],
//	               "cached": true, "error": "...", "children": [...], "refs": {"name": {...}}},
//	  "evidence": [{"id": "...", "source": "workout", "start": "2019-01-02T07:30:00+01:00",
//	                "summary": "...", "origin": {"file": "...", "record": "line 12"},
//	                "text": "Swam 40 min at the pool.", "matches": [{"start": 0, "end": 4}]}],
//	  "now":      "2024-06-01T12:00:00+02:00",
//	  "ms":       12.5,
//	  "error":    "..."   (only when the run failed)
//	}
//
// Times are milliseconds with one decimal; "cached", "stats", "error",
// "children" and "refs" are omitted when empty.

type jsonResult struct {
	Answer   *qa.Answer     `json:"answer"`
	Tree     *jsonNode      `json:"tree"`
	Evidence []jsonEvidence `json:"evidence"`
	Now      string         `json:"now"`
	Zone     string         `json:"times_in,omitempty"`
	// EvidenceError says why some evidence could not be read.
	EvidenceError string  `json:"evidence_error,omitempty"`
	MS            float64 `json:"ms"`
	Error         string  `json:"error,omitempty"`
}

type jsonNode struct {
	Op       tree.Op              `json:"op"`
	Args     tree.Args            `json:"args"`
	Question string               `json:"question,omitempty"`
	Count    int                  `json:"count"`
	MS       float64              `json:"ms"`
	Answer   string               `json:"answer,omitempty"`
	Stats    []string             `json:"stats,omitempty"`
	Cached   bool                 `json:"cached,omitempty"`
	Error    string               `json:"error,omitempty"`
	Children []*jsonNode          `json:"children,omitempty"`
	Refs     map[string]*jsonNode `json:"refs,omitempty"`
}

type jsonEvidence struct {
	ID      string     `json:"id"`
	Source  string     `json:"source"`
	Start   string     `json:"start"`
	Summary string     `json:"summary"`
	Origin  jsonOrigin `json:"origin"`
	// Text and Matches say which words the question matched (see
	// Result.Highlights): the event's text and the ranges in it.
	Text    string    `json:"text,omitempty"`
	Matches []qa.Span `json:"matches,omitempty"`
}

type jsonOrigin struct {
	File   string `json:"file"`
	Record string `json:"record"`
}

func ms(d time.Duration) float64 {
	return float64(d.Round(100*time.Microsecond).Microseconds()) / 1000
}

// WriteJSON writes the result's JSON form, indented, without escaping <,
// > and & (conditions are full of them).
func (r *Result) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(r.jsonForm())
}

// MarshalJSON writes the result's JSON form (see above).
func (r *Result) MarshalJSON() ([]byte, error) { return json.Marshal(r.jsonForm()) }

func (r *Result) jsonForm() jsonResult {
	out := jsonResult{Now: r.Now.Format(time.RFC3339), Zone: r.Zone, MS: ms(r.Duration), Evidence: []jsonEvidence{}}
	if r.Err == nil {
		a := r.Answer
		out.Answer = &a
	} else {
		out.Error = r.Err.Error()
	}
	if r.Root != nil {
		out.Tree = nodeJSON(r.Root)
	} else if r.Tree != nil {
		out.Tree = plainJSON(r.Tree)
	}
	all := r.Evidence.All()
	if err := r.Evidence.Err(); err != nil {
		out.EvidenceError = err.Error()
	}
	for _, e := range all {
		j := evidenceJSON(e)
		if h, ok := r.Highlights[e.ID]; ok {
			j.Text, j.Matches = h.Text, h.Spans
		}
		out.Evidence = append(out.Evidence, j)
	}
	return out
}

func nodeJSON(n *NodeResult) *jsonNode {
	if n == nil {
		return nil
	}
	j := &jsonNode{Op: n.Node.Op, Args: n.Node.Args, Question: n.Node.Question, Count: n.Count,
		MS: ms(n.Duration), Stats: n.Stats.Lines(), Cached: n.Cached}
	if n.Err != nil {
		j.Error = n.Err.Error()
	} else if n.Answer.Type != "" {
		j.Answer = shortText(n.Answer.Text)
	}
	return linked(j, n.Inputs, n.Refs, nodeJSON)
}

// plainJSON renders a tree that did not run (it failed validation).
func plainJSON(n *tree.Node) *jsonNode {
	if n == nil {
		return nil
	}
	j := &jsonNode{Op: n.Op, Args: n.Args, Question: n.Question}
	return linked(j, n.Inputs, n.Refs, plainJSON)
}

// linked gives j the JSON forms of a node's inputs and references, of a
// tree that ran or of one that did not; an input that is not there has no
// form.
func linked[N any](j *jsonNode, inputs []N, refs map[string]N, form func(N) *jsonNode) *jsonNode {
	for _, c := range inputs {
		if cj := form(c); cj != nil {
			j.Children = append(j.Children, cj)
		}
	}
	if len(refs) > 0 {
		j.Refs = map[string]*jsonNode{}
		for k, c := range refs {
			j.Refs[k] = form(c)
		}
	}
	return j
}

func shortText(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + " …"
	}
	if r := []rune(s); len(r) > 200 {
		s = string(r[:199]) + "…"
	}
	return s
}

func evidenceJSON(e *ingest.Event) jsonEvidence {
	return jsonEvidence{ID: e.ID, Source: e.Source, Start: e.Start.Format(time.RFC3339), Summary: e.Summary(),
		Origin: jsonOrigin{File: e.Origin.File, Record: e.Origin.Record}}
}

// MaxTextEvidence is how many evidence events WriteText lists.
const MaxTextEvidence = 20

// WriteText renders the result for a terminal: the answer, the tree with
// each node's result size, time and notes, and the evidence (time, source,
// summary, origin).
func (r *Result) WriteText(w io.Writer) error {
	var b strings.Builder
	if r.Err != nil {
		fmt.Fprintf(&b, "Error: %v\n", r.Err)
	} else {
		text := r.Answer.Text
		if strings.Contains(text, "\n") {
			fmt.Fprintf(&b, "Answer:\n%s\n", indent(text, "  "))
		} else {
			fmt.Fprintf(&b, "Answer: %s\n", text)
		}
		fmt.Fprintf(&b, "Based on %s · %s · today is %s", plural.Noun(r.Evidence.Len(), "event"),
			fmtMS(r.Duration), r.Now.Format("2006-01-02"))
		if r.Zone != "" {
			fmt.Fprintf(&b, " · times in %s", r.Zone)
		}
		b.WriteByte('\n')
	}
	b.WriteString("\nOperator tree:\n")
	if r.Root != nil {
		writeNode(&b, r.Root, 1, "", 1)
	} else if r.Tree != nil {
		b.WriteString(indent(tree.Format(r.Tree), "  "))
		b.WriteByte('\n')
	}
	if n := r.Evidence.Len(); n > 0 {
		fmt.Fprintf(&b, "\nEvidence (%s):\n", plural.Noun(n, "event"))
		page, err := r.Evidence.Page(0, MaxTextEvidence+1)
		if err != nil {
			fmt.Fprintf(&b, "  (some events could not be read: %v)\n", err)
		}
		for i, e := range page {
			if i == MaxTextEvidence {
				fmt.Fprintf(&b, "  … and %d more\n", n-MaxTextEvidence)
				break
			}
			fmt.Fprintf(&b, "  %s  %-15s  %s\n      %s\n", eventTime(e), e.Source, e.Summary(), e.Origin.String())
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func indent(s, pad string) string {
	return pad + strings.ReplaceAll(s, "\n", "\n"+pad)
}

func fmtMS(d time.Duration) string {
	return strconv.FormatFloat(ms(d), 'f', -1, 64) + " ms"
}

// eventTime writes when an event happened, padded to one width.
func eventTime(e *ingest.Event) string {
	return fmt.Sprintf("%-16s", e.When(nil))
}

func writeNode(b *strings.Builder, n *NodeResult, depth int, branch string, level int) {
	pad := strings.Repeat("  ", level)
	fmt.Fprintf(b, "%s%s %s", pad, tree.Label(depth, branch), tree.Summary(n.Node))
	if n.Node.Question != "" {
		fmt.Fprintf(b, " — %q", n.Node.Question)
	}
	switch {
	case n.Err != nil:
		b.WriteString("  [failed]")
	case n.Cached:
		fmt.Fprintf(b, "  [%s, reused]", plural.Noun(n.Count, "item"))
	default:
		fmt.Fprintf(b, "  [%s, %s]", plural.Noun(n.Count, "item"), fmtMS(n.Duration))
	}
	b.WriteByte('\n')
	for _, line := range n.Stats.Lines() {
		fmt.Fprintf(b, "%s    · %s\n", pad, line)
	}
	for i, c := range n.Inputs {
		if c == nil {
			continue
		}
		writeNode(b, c, depth+1, tree.InputBranch(branch, i, len(n.Inputs)), level+1)
	}
	for _, name := range n.Node.RefNames() {
		if c := n.Refs[name]; c != nil {
			fmt.Fprintf(b, "%s  ref %s = %s:\n", pad, name, shortText(c.Answer.Text))
			writeNode(b, c, depth+1, branch+"."+name, level+2)
		}
	}
}
