package rules

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"reqap/index/catalog"
	"reqap/internal/test"
	"reqap/qa/qud/link"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

// TestDebugPrint prints the trees of the questions in $QUD_QUESTIONS (a
// questions.jsonl, or one question a line), read against the library
// catalog $QUD_CATALOG when set; it is for looking at decompositions by
// hand.
func TestDebugPrint(t *testing.T) {
	path := test.Env(t, "QUD_QUESTIONS", "a questions.jsonl (or one question a line)")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	d := Must()
	if cp := os.Getenv("QUD_CATALOG"); cp != "" {
		// Read the questions against a library's catalog.json.
		b, err := os.ReadFile(cp)
		if err != nil {
			t.Fatal(err)
		}
		var cat catalog.Catalog
		if err := json.Unmarshal(b, &cat); err != nil {
			t.Fatal(err)
		}
		lx := test.Must(t, rlex.Default)
		d = d.WithLibrary(link.NewEnv(&cat, lx))
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var q struct{ Question, Template string }
		if json.Unmarshal(sc.Bytes(), &q) != nil {
			q.Question = sc.Text()
		}
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
	path, cp := os.Getenv("QUD_QUESTIONS"), os.Getenv("QUD_CATALOG")
	if path == "" || cp == "" {
		t.Skip("set QUD_QUESTIONS and QUD_CATALOG")
	}
	b, _ := os.ReadFile(cp)
	var cat catalog.Catalog
	if err := json.Unmarshal(b, &cat); err != nil {
		t.Fatal(err)
	}
	lx, _ := rlex.Default()
	d := Must().WithLibrary(link.NewEnv(&cat, lx))
	f, _ := os.Open(path)
	defer f.Close()
	var qs []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var q struct{ Question string }
		if json.Unmarshal(sc.Bytes(), &q) == nil {
			qs = append(qs, q.Question)
		}
	}
	start := time.Now()
	for range 3 {
		for _, q := range qs {
			d.Decompose(q)
		}
	}
	fmt.Printf("%d questions: %.2f ms per question\n", len(qs), float64(time.Since(start).Microseconds())/1000/float64(3*len(qs)))
}
