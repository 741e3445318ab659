package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"reqap/index"
	"reqap/internal/test"
)

// reqap runs one command line and returns its exit status and output.
func reqap(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := Run(context.Background(), Env{Stdout: &out, Stderr: &errOut}, args)
	return code, out.String(), errOut.String()
}

func imported(t *testing.T) string {
	t.Helper()
	data := t.TempDir()
	if code, out, errOut := reqap(t, "--data", data, "import", "testdata/runs.events.jsonl"); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	return data
}

func TestStatsJSON(t *testing.T) {
	data := imported(t)
	code, out, _ := reqap(t, "--data", data, "stats", "--json")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	var st statsJSON
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatalf("stats --json is not JSON: %v\n%s", err, out)
	}
	if st.Events != 3 || st.BySource["workout"] != 3 || len(st.Files) != 1 || st.Files[0].Format != "events_jsonl" {
		t.Errorf("stats: %+v", st)
	}
}

// Without --data, the commands that write the library and those that
// read it open the same one, $REQAP_DATA's.
func TestDataFromEnvironment(t *testing.T) {
	data := t.TempDir()
	t.Setenv(index.EnvData, data)
	if code, out, errOut := reqap(t, "import", "testdata/runs.events.jsonl"); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	for _, args := range [][]string{{"stats", "--json"}, {"--data", data, "stats", "--json"}} {
		code, out, errOut := reqap(t, args...)
		var st statsJSON
		if code != 0 || json.Unmarshal([]byte(out), &st) != nil || st.Events != 3 {
			t.Errorf("%v: exit %d, %+v\n%s", args, code, st, errOut)
		}
	}
	if _, err := os.Stat(filepath.Join(data, "library")); err != nil {
		t.Errorf("no library in $%s's folder: %v", index.EnvData, err)
	}
}

func TestAskAndRun(t *testing.T) {
	data := imported(t)
	code, out, errOut := reqap(t, "--data", data, "ask", "--planner", "rules", "--today", "2025-03-01", "--json", "How many times did I go running last year?")
	if code != 0 {
		t.Fatalf("ask: exit %d: %s", code, errOut)
	}
	var a struct {
		Question, Planner, Today string
		Trace                    map[string]any
		Result                   struct {
			Answer struct{ Text string }
			Tree   map[string]any
		}
	}
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("ask --json: %v\n%s", err, out)
	}
	if a.Planner != "rules" || a.Today != "2025-03-01" || a.Trace == nil || a.Result.Tree["op"] != "APPLY" || a.Result.Answer.Text != "2" {
		t.Errorf("ask --json: %+v", a)
	}

	code, out, _ = reqap(t, "--data", data, "ask", "--planner", "rules", "--plan", "How many times did I go running last year?")
	if code != 0 || !strings.Contains(out, "RETRIEVE") || !strings.Contains(out, "planned by rules") {
		t.Errorf("ask --plan: exit %d\n%s", code, out)
	}

	code, out, _ = reqap(t, "--data", data, "run", "testdata/count_runs.json")
	if code != 0 || !strings.HasPrefix(out, "Answer: 2") {
		t.Errorf("run: exit %d\n%s", code, out)
	}
}

func TestExamplesAdd(t *testing.T) {
	data := imported(t)
	code, out, errOut := reqap(t, "--data", data, "examples", "add", "testdata/count_runs.json")
	if code != 0 || !strings.Contains(out, "added the example") {
		t.Errorf("examples add: exit %d\n%s%s", code, out, errOut)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	test.WriteFile(t, bad, []byte(`{"op": "SUM", "question": "x", "args": {"attr": "km"}}`))
	code, _, errOut = reqap(t, "--data", data, "examples", "add", bad)
	if code != 1 || !strings.Contains(errOut, "bad.json") {
		t.Errorf("examples add of an invalid plan: exit %d, %q", code, errOut)
	}
}

func TestBenchGenAndEval(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "persona")
	if code, _, errOut := reqap(t, "bench", "gen", "--size", "small", "--seed", "3", "--out", dir); code != 0 {
		t.Fatalf("bench gen: %s", errOut)
	}
	code, out, errOut := reqap(t, "eval", "--limit", "20", "--json", dir)
	if code != 0 {
		t.Fatalf("eval: exit %d: %s", code, errOut)
	}
	var r evalRun
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("eval --json: %v", err)
	}
	if r.QuestionsRun != 20 || r.Report.Overall.N != 20 || r.Events < 1000 || r.Report.Overall.Hit1 < 0 || r.Report.Overall.Hit1 > 1 {
		t.Errorf("eval: %+v", r)
	}
	if b, err := os.ReadFile(r.ResultsFile); err != nil || bytes.Count(b, []byte("\n")) != 20 {
		t.Errorf("results file %s: %v", r.ResultsFile, err)
	}
}

func TestUsageErrors(t *testing.T) {
	for _, args := range [][]string{{"nosuchcommand"}, {"ask"}, {"run"}, {"ask", "--today", "yesterday", "q"}, {"bench", "gen"}} {
		if code, _, _ := reqap(t, args...); code != 2 {
			t.Errorf("reqap %v: exit %d, want 2", args, code)
		}
	}
}

func TestCommandList(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range commands {
		if c.name == "" || c.summary == "" || c.run == nil || seen[c.name] {
			t.Errorf("command %q: a name, a summary and a function, once", c.name)
		}
		seen[c.name] = true
	}
	var b strings.Builder
	Usage(&b)
	for name := range seen {
		if !strings.Contains(b.String(), "\n  "+name+" ") {
			t.Errorf("the help does not list %s", name)
		}
	}
}
