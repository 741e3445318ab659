package llm

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"reqap/internal/test"
	"reqap/qa/expr"
	"reqap/qa/qud"
	"reqap/qa/tree"
)

// Every built-in example validates as a plan and as a dialogue (Builtin
// fails otherwise); together they cover every operator and the question
// families the decomposer must handle.
func TestBuiltinBank(t *testing.T) {
	b := test.Must(t, Builtin)
	exs := b.Examples()
	if len(exs) < 40 {
		t.Errorf("%d built-in examples, want at least 40", len(exs))
	}
	ops := map[tree.Op]int{}
	steps := 0
	var all strings.Builder
	for _, ex := range exs {
		if err := tree.Validate(ex.Tree); err != nil {
			t.Errorf("%s: %v", ex.Origin, err)
		}
		tree.Walk(ex.Tree, func(n *tree.Node, _ string) bool {
			ops[n.Op]++
			return true
		})
		steps += len(ex.Steps)
		all.WriteString(strings.ToLower(ex.Question) + "\n")
		tree.Walk(ex.Tree, func(n *tree.Node, _ string) bool {
			all.WriteString(n.Args.Condition + " " + n.Args.Fn + "\n")
			return true
		})
	}
	for _, op := range tree.Ops {
		if ops[op] == 0 {
			t.Errorf("no example uses %s", op)
		}
	}
	t.Logf("%d examples, %d steps; operators: %v", len(exs), steps, ops)

	// The families of questions, by a phrase or expression that marks each.
	text := all.String()
	for family, marks := range map[string][]string{
		"counting":            {"how often", "how many"},
		"sums":                {"total", "how much money"},
		"averages":            {"average"},
		"extremes":            {"longest", "most expensive", "cheapest", "highest", "first", "most recent"},
		"which X most":        {"which artist", "which cuisine", "which tv series"},
		"top-k":               {"top 3", "5 artists"},
		"lookups":             {"when did i", "where did i", "what did i buy", "which doctors"},
		"group by day":        {"on which day"},
		"group by weekday":    {"weekday_name("},
		"group by month":      {"month_name(", "which month"},
		"group by year":       {"per year"},
		"group by person":     {"recipient", "different people"},
		"years":               {"year(start_date) == 2019"},
		"months":              {"month(start_date) == 3"},
		"seasons":             {"season(start_date)"},
		"first week of year":  {"first week of 2019"},
		"relative with today": {"add_months(today", "year(today) - 1", "add_days(today"},
		"holidays":            {"new year's eve", "christmas", "valentine", "halloween"},
		"times of day":        {"hour(start_time)"},
		"weekends":            {"is_weekend("},
		"anchors as refs":     {"start_date >= started", "start_date >= joined"},
		"join after":          {"after playing football"},
		"join before":         {"before work"},
		"join during/while":   {"while running", "during my trip"},
		"join same day":       {"i1.start_date == i2.start_date"},
		"both parents":        {"both my parents"},
		"units":               {"/ 3600", "/ 1.609344", "km"},
	} {
		for _, m := range marks {
			if !strings.Contains(text, m) {
				t.Errorf("family %s: no example contains %q", family, m)
			}
		}
	}
}

// Every example step, rendered as the model would write it, follows the
// reply schema, decodes back into the same step, and passes the driver's
// step check.
func TestExampleStepsFollowSchema(t *testing.T) {
	b := test.Must(t, Builtin)
	for _, ex := range b.Examples() {
		for _, s := range ex.Steps {
			r := renderStep(s.Node)
			if err := checkSchema(stepSchema(), []byte(r)); err != nil {
				t.Errorf("%s: step %q: %v", ex.Origin, s.Question, err)
			}
			got, err := parseReply(r)
			if err != nil {
				t.Errorf("%s: step %q does not decode: %v", ex.Origin, s.Question, err)
				continue
			}
			if renderStep(got) != r {
				t.Errorf("%s: step %q does not round-trip:\n%s\n%s", ex.Origin, s.Question, renderStep(got), r)
			}
			if err := qud.CheckStep(s.Question, got); err != nil {
				t.Errorf("%s: %v", ex.Origin, err)
			}
		}
	}
}

// The schema checker itself rejects what it must, so the test above means
// something.
func TestSchemaRejects(t *testing.T) {
	tests := []struct {
		name, doc, want string
	}{
		{"unknown op", `{"op":"SORT","inputs":["x"],"args":{"attr":"a"}}`, "no alternative"},
		{"missing args", `{"op":"FILTER","inputs":["x"]}`, `"args" is required`},
		{"two inputs to FILTER", `{"op":"FILTER","inputs":["x","y"],"args":{"condition":"a"}}`, "at most 1"},
		{"one input to JOIN", `{"op":"JOIN","inputs":["x"],"args":{"condition":"a"}}`, "at least 2"},
		{"inputs to RETRIEVE", `{"op":"RETRIEVE","inputs":["x"],"args":{"query":"q"}}`, "not allowed"},
		{"unknown arg", `{"op":"SUM","inputs":["x"],"args":{"attr":"a","unit":"km"}}`, "not allowed"},
		{"bad name", `{"op":"SUM","inputs":["x"],"args":{"attr":"Distance KM"}}`, "does not match"},
		{"bad type", `{"op":"EXTRACT","inputs":["x"],"args":{"attrs":["a"],"types":["float"]}}`, "not one of"},
		{"k too big", `{"op":"ARGMAX","inputs":["x"],"args":{"arg":"a","k":500}}`, "above"},
		{"refs on SUM", `{"op":"SUM","inputs":["x"],"args":{"attr":"a"},"refs":[{"name":"r","question":"q"}]}`, "not allowed"},
		{"empty query", `{"op":"RETRIEVE","args":{"query":""}}`, "shorter"},
	}
	for _, tc := range tests {
		err := checkSchema(stepSchema(), []byte(tc.doc))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error = %v, want %q", tc.name, err, tc.want)
		}
	}
	if err := checkSchema(stepSchema(), []byte(`{"op":"FILTER","inputs":["x"],"args":{"condition":"a"},"refs":[{"name":"r","question":"q"}]}`)); err != nil {
		t.Errorf("a FILTER with a ref: %v", err)
	}
}

func TestSchemaIsValidJSONWithOrderedProperties(t *testing.T) {
	var v any
	if err := json.Unmarshal(StepSchema(), &v); err != nil {
		t.Fatal(err)
	}
	s := string(StepSchema())
	// The grammar writes properties in schema order; the examples must
	// show the same order.
	f := strings.Index(s, `"const":"FILTER"`)
	if f < 0 {
		t.Fatal("no FILTER alternative")
	}
	rest := s[f:]
	if j, k := strings.Index(rest, `"inputs"`), strings.Index(rest, `"args"`); j < 0 || k < 0 || j > k {
		t.Errorf("property order in the schema is not op, inputs, args: %s", rest[:200])
	}
	if !strings.HasPrefix(renderStep(&tree.Node{Op: tree.UNNEST, Args: tree.Args{Attr: "artists", As: "artist"}, Inputs: []*tree.Node{qud.Placeholder("x")}}),
		`{"op":"UNNEST","inputs":["x"],"args":{"attr":"artists","as":"artist"}}`) {
		t.Error("UNNEST renders args out of schema order")
	}
}

func TestBankVersion(t *testing.T) {
	b1 := test.Must(t, Builtin)
	b2, _ := LoadBank("")
	if b1.Version() == "" || b1.Version() != b2.Version() {
		t.Errorf("versions %q and %q differ for the same bank", b1.Version(), b2.Version())
	}
	dir := t.TempDir()
	b3, err := LoadBank(dir)
	if err != nil {
		t.Fatal(err)
	}
	if b3.Version() != b1.Version() {
		t.Error("an empty user bank changed the version")
	}
	res, err := AddUserExample(dir, []byte(userPlan))
	if err != nil {
		t.Fatal(err)
	}
	if res.Version == b1.Version() {
		t.Error("adding a user example did not change the version")
	}
}

const userPlan = `{"op": "APPLY", "question": "How many times did I go bouldering in 2024?", "args": {"fn": "len(items)"},
 "inputs": [{"op": "FILTER", "question": "bouldering sessions in 2024", "args": {"condition": "year(start_date) == 2024"},
   "inputs": [{"op": "RETRIEVE", "question": "I went bouldering", "args": {"query": "I went bouldering"}}]}]}`

func TestAddUserExample(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "library")
	res, err := AddUserExample(dir, []byte(userPlan))
	if err != nil {
		t.Fatal(err)
	}
	if res.Replaced || res.Count != 1 || res.Question != "How many times did I go bouldering in 2024?" {
		t.Errorf("first add = %+v", res)
	}
	path := filepath.Join(dir, UserExamplesFile)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm() != 0o600 {
		t.Errorf("examples file mode %v, want 0600", fi.Mode().Perm())
	}

	// A correction for the same question replaces the first; another
	// question adds a line.
	corrected := strings.Replace(userPlan, `"I went bouldering"}`, `"I went bouldering", "sources": ["workout"]}`, 1)
	corrected = strings.Replace(corrected, "in 2024?", "in 2024", 1) // same question, other punctuation
	res, err = AddUserExample(dir, []byte(corrected))
	if err != nil {
		t.Fatal(err)
	}
	if !res.Replaced || res.Count != 1 {
		t.Errorf("correction = %+v, want replaced, count 1", res)
	}
	other := strings.ReplaceAll(userPlan, "bouldering", "kayaking")
	if res, err = AddUserExample(dir, []byte(other)); err != nil || res.Replaced || res.Count != 2 {
		t.Errorf("second question = %+v, %v", res, err)
	}

	b, err := LoadBank(dir)
	if err != nil {
		t.Fatal(err)
	}
	var user []*Example
	for _, ex := range b.Examples() {
		if ex.User {
			user = append(user, ex)
		}
	}
	if len(user) != 2 || len(user[0].Tree.Inputs[0].Inputs[0].Args.Sources) != 1 || !strings.Contains(user[1].Question, "kayaking") {
		t.Fatalf("user examples after adds: %d", len(user))
	}
	// The user's example is what a similar question retrieves first.
	sel, err := b.Select("How often did I go bouldering last year?", nil, 8)
	if err != nil {
		t.Fatal(err)
	}
	if len(sel) != 8 || sel[0] != user[0] {
		t.Errorf("best example for a bouldering question = %s, want the user's", sel[0].Origin)
	}
}

func TestAddUserExampleRejects(t *testing.T) {
	tests := []struct {
		name, plan, want string
	}{
		{"not JSON", `{"op": "APPLY",`, "reading operator tree"},
		{"unknown field", `{"op":"RETRIEVE","question":"q","args":{"query":"x"},"note":"?"}`, "unknown field"},
		{"invalid plan", `{"op":"SUM","question":"How far did I run?","args":{"attr":"distance_km"},"inputs":[{"op":"RETRIEVE","question":"I ran","args":{"query":"I ran"}}]}`, "distance_km is not an attribute"},
		{"node without question", `{"op":"APPLY","question":"How often did I run?","args":{"fn":"len(items)"},"inputs":[{"op":"RETRIEVE","args":{"query":"I ran"}}]}`, "has no question"},
		{"loop", `{"op":"APPLY","question":"I ran","args":{"fn":"len(items)"},"inputs":[{"op":"RETRIEVE","question":"I ran?","args":{"query":"I ran"}}]}`, "repeats a question above it"},
		{"outside the schema", `{"op":"RETRIEVE","question":"what I wrote","args":{"query":"` + strings.Repeat("very ", 40) + `long"}}`, "outside what the model may write"},
	}
	for _, tc := range tests {
		dir := t.TempDir()
		_, err := AddUserExample(dir, []byte(tc.plan))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error = %v, want %q", tc.name, err, tc.want)
		}
		if _, statErr := os.Stat(filepath.Join(dir, UserExamplesFile)); !errors.Is(statErr, os.ErrNotExist) {
			t.Errorf("%s: a rejected example was written", tc.name)
		}
	}
}

func TestLoadBankSkipsBadUserLines(t *testing.T) {
	dir := t.TempDir()
	data := strings.Join([]string{
		strings.ReplaceAll(userPlan, "\n", " "),
		`{"op": "BOGUS", "question": "x"}`,
		``,
		`not json at all`,
	}, "\n")
	test.WriteFile(t, filepath.Join(dir, UserExamplesFile), []byte(data))
	b, err := LoadBank(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Skipped) != 2 {
		t.Fatalf("skipped %d lines, want 2: %v", len(b.Skipped), b.Skipped)
	}
	for i, line := range []string{":2", ":4"} {
		if !strings.Contains(b.Skipped[i].Error(), UserExamplesFile+line) {
			t.Errorf("skip reason %q does not name the line %s", b.Skipped[i], line)
		}
	}
	builtin, _ := Builtin()
	if len(b.Examples()) != len(builtin.Examples())+1 {
		t.Errorf("%d examples, want built-in + 1", len(b.Examples()))
	}
}

// The expressions of the bank use only helpers the language has (a
// compile check is part of validation; this names the functions used, to
// keep the instruction's list honest).
func TestInstructionListsUsedFunctions(t *testing.T) {
	b, _ := Builtin()
	used := map[string]bool{}
	for _, ex := range b.Examples() {
		tree.Walk(ex.Tree, func(n *tree.Node, _ string) bool {
			for _, src := range []string{n.Args.Condition, n.Args.Fn} {
				if src == "" {
					continue
				}
				for _, c := range []expr.Context{expr.Items, expr.Groups, expr.Apply, expr.Join} {
					if p, err := expr.Compile(src, c); err == nil {
						for _, f := range p.Info.Funcs {
							used[f] = true
						}
						break
					}
				}
			}
			return true
		})
	}
	for f := range used {
		if !strings.Contains(instruction(), f+"(") {
			t.Errorf("examples use %s(), which the instruction does not list", f)
		}
	}
}

// If the model wrote exactly the steps of an example, in its ancestor
// chain, the decomposer would accept every one: its checks (loops,
// grounding, the driver's step check) do not reject good steps.
func TestExampleStepsPassTheDecomposersChecks(t *testing.T) {
	b := test.Must(t, Builtin)
	d := &Decomposer{}
	for _, ex := range b.Examples() {
		eachStep(ex.Tree, func(n *tree.Node, hist []qud.Turn) {
			if _, err := d.check(n.Question, hist, renderStep(shallowStep(n))); err != nil {
				t.Errorf("%s: step for %q rejected: %v", ex.Origin, n.Question, err)
			}
		})
	}
}

// eachStep calls fn with every step of an example's tree and the dialogue
// the driver has had when it asks for that step: the steps above it, each
// with its sub-questions as placeholders.
func eachStep(root *tree.Node, fn func(n *tree.Node, hist []qud.Turn)) {
	var visit func(n *tree.Node, hist []qud.Turn)
	visit = func(n *tree.Node, hist []qud.Turn) {
		fn(n, hist)
		h := append(append([]qud.Turn(nil), hist...), qud.Turn{Question: n.Question, Step: shallowStep(n)})
		for _, in := range n.Inputs {
			visit(in, h)
		}
		for _, name := range n.RefNames() {
			visit(n.Refs[name], h)
		}
	}
	visit(root, nil)
}
