package rules

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"reqap/index/catalog"
	"reqap/internal/test"
	"reqap/qa/tree"
)

// debugQuestion is a line of $QUD_QUESTIONS: a line of a questions.jsonl,
// or a question.
type debugQuestion struct{ Question, Template string }

// debugQuestions reads $QUD_QUESTIONS, skipping the test without it, and
// the decomposer to read them with: against the library catalog
// $QUD_CATALOG when set.
func debugQuestions(t *testing.T) ([]debugQuestion, *Decomposer) {
	lines := test.EnvLines(t, "QUD_QUESTIONS", "a questions.jsonl (or one question a line)")
	qs := make([]debugQuestion, len(lines))
	for i, l := range lines {
		if json.Unmarshal([]byte(l), &qs[i]) != nil {
			qs[i].Question = l
		}
	}
	d := Must()
	if cp := os.Getenv("QUD_CATALOG"); cp != "" {
		b := test.ReadFile(t, cp)
		var cat catalog.Catalog
		if err := json.Unmarshal(b, &cat); err != nil {
			t.Fatal(err)
		}
		d = withCatalog(t, &cat)
	}
	return qs, d
}

// TestDebugPrint prints the trees of the questions in $QUD_QUESTIONS, read
// against the library catalog $QUD_CATALOG when set; it is for looking at
// decompositions by hand.
func TestDebugPrint(t *testing.T) {
	qs, d := debugQuestions(t)
	for _, q := range qs {
		n, fr := d.Decompose(q.Question)
		fmt.Printf("=== %s %s\n%s\n%s\n", q.Template, q.Question, fr, tree.Format(n))
		if err := tree.Validate(n); err != nil {
			fmt.Println("INVALID:", err)
		}
	}
}

// TestDebugTime times the decompositions of $QUD_QUESTIONS against
// $QUD_CATALOG.
func TestDebugTime(t *testing.T) {
	test.Env(t, "QUD_CATALOG", "a library's catalog.json")
	qs, d := debugQuestions(t)
	start := time.Now()
	for range 3 {
		for _, q := range qs {
			d.Decompose(q.Question)
		}
	}
	fmt.Printf("%d questions: %.2f ms per question\n", len(qs), float64(time.Since(start).Microseconds())/1000/float64(3*len(qs)))
}
