package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"reqap/app"
	"reqap/models/crossencoder/tinybert"
)

// The done-when of the cross-encoder: `reqap ask --cross-encoder DIR
// --json` runs end to end with a real (tiny, random) model, and its JSON
// shows every pattern's score; without a model the output has none.
func TestAskWithCrossEncoder(t *testing.T) {
	t.Setenv(app.CrossEncoderEnv, "")
	model := tinybert.Folder(t, tinybert.Tiny)
	data := t.TempDir()
	if code, out, errOut := reqap(t, "--data", data, "import", filepath.Join("..", "app", "testdata", "lunches.events.jsonl")); code != 0 {
		t.Fatalf("import: exit %d\n%s%s", code, out, errOut)
	}
	ask := func(extra ...string) (string, []string) {
		args := append([]string{"--data", data, "ask", "--planner", "rules", "--today", "2024-06-01", "--json"}, extra...)
		code, out, errOut := reqap(t, append(args, "How many times did I have lunch with Anna?")...)
		if code != 0 {
			t.Fatalf("ask %v: exit %d: %s", extra, code, errOut)
		}
		var a struct {
			Result struct {
				Answer struct{ Text string }
				Tree   node
			}
		}
		if err := json.Unmarshal([]byte(out), &a); err != nil {
			t.Fatalf("ask --json: %v\n%s", err, out)
		}
		return a.Result.Answer.Text, a.Result.Tree.retrieveStats()
	}
	plain, none := ask()
	if len(none) != 0 {
		t.Errorf("without a model: stats %q", none)
	}
	answer, stats := ask("--cross-encoder", model)
	if answer != plain {
		t.Errorf("answer %q with the random model, %q without", answer, plain)
	}
	joined := strings.Join(stats, "\n")
	if !strings.HasPrefix(joined, tinybert.Tiny.Name+" scored 1 pattern") || !strings.Contains(joined, "calendar pattern “summary: Lunch with Tom” (3 events)") {
		t.Errorf("the RETRIEVE node's stats do not show the model's scores:\n%s", joined)
	}
	t.Log(joined)

	code, out, _ := reqap(t, "cross-encoder", "check", model)
	if code != 0 || !strings.Contains(out, "test pair scored 0.") || !strings.Contains(out, tinybert.Tiny.Name) {
		t.Errorf("cross-encoder check: exit %d\n%s", code, out)
	}
	code, _, errOut := reqap(t, "--data", data, "ask", "--cross-encoder", t.TempDir(), "How many times did I have lunch with Anna?")
	if code != 1 || !strings.Contains(errOut, "--cross-encoder") || !strings.Contains(errOut, "no model.onnx") {
		t.Errorf("a folder without a model: exit %d: %s", code, errOut)
	}
}

type node struct {
	Op       string
	Stats    []string
	Children []node
}

func (n node) retrieveStats() []string {
	var out []string
	if n.Op == "RETRIEVE" {
		out = append(out, n.Stats...)
	}
	for _, c := range n.Children {
		out = append(out, c.retrieveStats()...)
	}
	return out
}
