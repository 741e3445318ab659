package eval

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestSummarize(t *testing.T) {
	qs := []Question{
		{ID: "1", Template: "T1", AnswerType: TypeNumber, Unit: "km", Answers: []any{10.0}, Complexity: []string{Aggregation, Temporal}, Sources: []string{"workout"}},
		{ID: "2", Template: "T1", AnswerType: TypeNumber, Unit: "km", Answers: []any{10.0}, Complexity: []string{Aggregation}, Sources: []string{"workout"}},
		{ID: "3", Template: "T10", AnswerType: TypeText, Answers: []any{"Anna"}, Complexity: []string{Ordering}, Sources: []string{"mail", "calendar"}},
		{ID: "4", Template: "T2", AnswerType: TypeText, Answers: []any{"Tom"}, Complexity: []string{Lookup}, Sources: []string{"mail"}},
	}
	results := []Result{
		Evaluate(qs[0], Answer{Value: 10.0}, 100*time.Millisecond, nil),       // hit
		Evaluate(qs[1], Answer{Value: 10.5}, 200*time.Millisecond, nil),       // relaxed only
		Evaluate(qs[2], Answer{Text: "anna"}, 300*time.Millisecond, nil),      // hit
		Evaluate(qs[3], Answer{}, 4*time.Second, errors.New("no plan found")), // failed
	}
	rep := Summarize(results)
	if rep.Overall.N != 4 || rep.Overall.Hits != 2 || rep.Overall.Relaxed != 3 {
		t.Fatalf("overall = %+v", rep.Overall)
	}
	if rep.Overall.Hit1 != 0.5 || rep.Overall.RlxHit1 != 0.75 {
		t.Errorf("overall rates = %v %v", rep.Overall.Hit1, rep.Overall.RlxHit1)
	}
	if rep.Failed != 1 {
		t.Errorf("failed = %d", rep.Failed)
	}
	want := map[string][3]int{ // group: N, hits, relaxed
		Aggregation: {2, 1, 2}, Temporal: {1, 1, 1}, Ordering: {1, 1, 1}, Lookup: {1, 0, 0},
	}
	for _, r := range rep.ByComplexity {
		w, ok := want[r.Group]
		if !ok || r.N != w[0] || r.Hits != w[1] || r.Relaxed != w[2] {
			t.Errorf("complexity row %+v, want %v", r, w)
		}
	}
	if len(rep.ByComplexity) != len(want) {
		t.Errorf("complexity rows = %d", len(rep.ByComplexity))
	}
	src := map[string]int{}
	for _, r := range rep.BySource {
		src[r.Group] = r.N
	}
	if src["workout"] != 2 || src["mail"] != 2 || src["calendar"] != 1 {
		t.Errorf("source rows = %v", src)
	}
	var order []string
	for _, r := range rep.ByTemplate {
		order = append(order, r.Group)
	}
	if strings.Join(order, ",") != "T1,T2,T10" {
		t.Errorf("template order = %v", order)
	}
	if rep.Latency.P50 != 200*time.Millisecond || rep.Latency.P95 != 4*time.Second || rep.Latency.Max != 4*time.Second {
		t.Errorf("latency = %+v", rep.Latency)
	}

	var txt bytes.Buffer
	if err := rep.WriteText(&txt); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"Hit@1", "Rlx-Hit@1", "aggregation", "0.500", "0.750", "p95", "failed"} {
		if !strings.Contains(txt.String(), s) {
			t.Errorf("text report lacks %q:\n%s", s, txt.String())
		}
	}
	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var back Report
	if err := json.Unmarshal(js.Bytes(), &back); err != nil {
		t.Fatal(err)
	}
	if back.Overall != rep.Overall || back.Latency != rep.Latency {
		t.Errorf("JSON round trip: %+v", back)
	}
}

func TestLatencyPercentiles(t *testing.T) {
	var rs []Result
	for i := 1; i <= 100; i++ {
		rs = append(rs, Result{ID: "x", Latency: time.Duration(i) * time.Millisecond})
	}
	l := Summarize(rs).Latency
	if l.P50 != 50*time.Millisecond || l.P95 != 95*time.Millisecond || l.Max != 100*time.Millisecond {
		t.Errorf("latency = %+v", l)
	}
	if (Summarize(nil).Latency != Latency{}) {
		t.Error("empty results should give zero latency")
	}
	if c := Summarize(rs).CPU; c != nil {
		t.Errorf("CPU times summarized where none were measured: %+v", c)
	}
}

// CPU times are summarized as latencies are, over the questions that
// measured one, and shown in the text report.
func TestCPUPercentiles(t *testing.T) {
	rs := []Result{{ID: "unmeasured", Latency: time.Second}}
	for i := 1; i <= 20; i++ {
		rs = append(rs, Result{ID: "x", Latency: time.Second, CPU: time.Duration(i) * time.Millisecond})
	}
	rep := Summarize(rs)
	if c := rep.CPU; c == nil || c.P50 != 10*time.Millisecond || c.P95 != 19*time.Millisecond || c.Max != 20*time.Millisecond {
		t.Errorf("cpu = %+v", c)
	}
	if txt := rep.String(); !strings.Contains(txt, "cpu") || !strings.Contains(txt, "19ms") {
		t.Errorf("text report lacks the CPU times:\n%s", txt)
	}
}
