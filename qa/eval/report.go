package eval

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"reqap/lang/ascii"
)

// Result is the outcome of one question.
type Result struct {
	ID         string        `json:"id"`
	Template   string        `json:"template,omitempty"`
	Complexity []string      `json:"complexity,omitempty"`
	Sources    []string      `json:"sources,omitempty"`
	Hit        bool          `json:"hit"`
	Relaxed    bool          `json:"relaxed"`
	Latency    time.Duration `json:"latency_ns"`
	// CPU is the CPU time the process spent answering (0: not measured):
	// on a shared machine, latency grows with the load and this does not.
	CPU time.Duration `json:"cpu_ns,omitempty"`
	// Answer is the rendered answer, for reading results later.
	Answer string `json:"answer,omitempty"`
	// Err is set when answering failed; such a question scores 0.
	Err string `json:"error,omitempty"`
}

// Evaluate scores one answer and fills a Result. A non-nil err means the
// system failed to answer: the question counts as a miss.
func Evaluate(q Question, a Answer, latency time.Duration, err error) Result {
	r := Result{
		ID: q.ID, Template: q.Template, Complexity: q.Complexity, Sources: q.Sources,
		Latency: latency, Answer: a.Text,
	}
	if r.Answer == "" && a.Value != nil {
		r.Answer = fmt.Sprint(a.Value)
	}
	if err != nil {
		r.Err = err.Error()
		return r
	}
	r.Hit, r.Relaxed = Score(q, a)
	return r
}

// Row is one line of a report table: a group of questions and its scores.
type Row struct {
	Group   string  `json:"group"`
	N       int     `json:"n"`
	Hits    int     `json:"hits"`
	Relaxed int     `json:"relaxed_hits"`
	Hit1    float64 `json:"hit_at_1"`
	RlxHit1 float64 `json:"rlx_hit_at_1"`
}

// Latency summarizes answering times.
type Latency struct {
	P50 time.Duration `json:"p50_ns"`
	P95 time.Duration `json:"p95_ns"`
	Max time.Duration `json:"max_ns"`
}

// Report aggregates results: Hit@1 and Rlx-Hit@1 micro-averaged over all
// questions, per complexity type, per source and per template, plus
// latency percentiles. A question with several complexity types or sources
// counts in each of their rows.
type Report struct {
	Overall      Row     `json:"overall"`
	Failed       int     `json:"failed"`
	ByComplexity []Row   `json:"by_complexity"`
	BySource     []Row   `json:"by_source"`
	ByTemplate   []Row   `json:"by_template"`
	Latency      Latency `json:"latency"`
	// CPU summarizes the questions' CPU times, when they were measured.
	CPU *Latency `json:"cpu,omitempty"`
}

// Summarize aggregates per-question results into a Report.
func Summarize(results []Result) Report {
	var rep Report
	byC, byS, byT := map[string]*Row{}, map[string]*Row{}, map[string]*Row{}
	add := func(m map[string]*Row, k string, r Result) {
		row := m[k]
		if row == nil {
			row = &Row{Group: k}
			m[k] = row
		}
		count(row, r)
	}
	lat := make([]time.Duration, 0, len(results))
	var cpu []time.Duration
	rep.Overall.Group = "all"
	for _, r := range results {
		count(&rep.Overall, r)
		if r.Err != "" {
			rep.Failed++
		}
		for _, c := range uniq(r.Complexity) {
			add(byC, c, r)
		}
		for _, s := range uniq(r.Sources) {
			add(byS, s, r)
		}
		if r.Template != "" {
			add(byT, r.Template, r)
		}
		lat = append(lat, r.Latency)
		if r.CPU > 0 {
			cpu = append(cpu, r.CPU)
		}
	}
	finish(&rep.Overall)
	rep.ByComplexity = rows(byC)
	rep.BySource = rows(byS)
	rep.ByTemplate = rows(byT)
	rep.Latency = latencies(lat)
	if len(cpu) > 0 {
		c := latencies(cpu)
		rep.CPU = &c
	}
	return rep
}

func count(row *Row, r Result) {
	row.N++
	if r.Hit {
		row.Hits++
	}
	if r.Relaxed || r.Hit {
		row.Relaxed++
	}
}

func finish(row *Row) {
	if row.N > 0 {
		row.Hit1 = float64(row.Hits) / float64(row.N)
		row.RlxHit1 = float64(row.Relaxed) / float64(row.N)
	}
}

func uniq(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if x != "" && !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func rows(m map[string]*Row) []Row {
	out := make([]Row, 0, len(m))
	for _, r := range m {
		finish(r)
		out = append(out, *r)
	}
	sort.Slice(out, func(i, j int) bool { return naturalLess(out[i].Group, out[j].Group) })
	return out
}

// naturalLess orders "T2" before "T10".
func naturalLess(a, b string) bool {
	pa, na := splitNum(a)
	pb, nb := splitNum(b)
	if pa != pb || na < 0 || nb < 0 {
		return a < b
	}
	return na < nb
}

func splitNum(s string) (string, int) {
	i := len(s)
	for i > 0 && ascii.IsDigit(s[i-1]) {
		i--
	}
	if i == len(s) {
		return s, -1
	}
	return s[:i], atoi(s[i:])
}

// latencies uses the nearest-rank percentile: the smallest latency at or
// below which p % of the questions were answered.
func latencies(l []time.Duration) Latency {
	if len(l) == 0 {
		return Latency{}
	}
	s := append([]time.Duration(nil), l...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	rank := func(p float64) time.Duration {
		i := int(math.Ceil(p/100*float64(len(s)))) - 1
		if i < 0 {
			i = 0
		}
		return s[i]
	}
	return Latency{P50: rank(50), P95: rank(95), Max: s[len(s)-1]}
}

// WriteText renders the report as aligned text tables.
func (rep Report) WriteText(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	section := func(title string, rs []Row) {
		fmt.Fprintf(tw, "%s\tN\tHit@1\tRlx-Hit@1\t\n", title)
		for _, r := range rs {
			fmt.Fprintf(tw, "%s\t%d\t%.3f\t%.3f\t\n", r.Group, r.N, r.Hit1, r.RlxHit1)
		}
		fmt.Fprintln(tw, "\t\t\t\t")
	}
	section("overall", []Row{rep.Overall})
	section("complexity", rep.ByComplexity)
	section("source", rep.BySource)
	section("template", rep.ByTemplate)
	fmt.Fprintf(tw, "latency\tp50\tp95\tmax\t\n")
	fmt.Fprintf(tw, "\t%s\t%s\t%s\t\n", roundDur(rep.Latency.P50), roundDur(rep.Latency.P95), roundDur(rep.Latency.Max))
	if c := rep.CPU; c != nil {
		fmt.Fprintf(tw, "cpu\t%s\t%s\t%s\t\n", roundDur(c.P50), roundDur(c.P95), roundDur(c.Max))
	}
	if rep.Failed > 0 {
		fmt.Fprintf(tw, "failed\t%d\t\t\t\n", rep.Failed)
	}
	if err := tw.Flush(); err != nil {
		return fmt.Errorf("writing report: %w", err)
	}
	return nil
}

// String renders the report as text.
func (rep Report) String() string {
	var b strings.Builder
	_ = rep.WriteText(&b)
	return b.String()
}

func roundDur(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d
}

// WriteJSON writes the report as indented JSON (durations in nanoseconds).
func (rep Report) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(rep); err != nil {
		return fmt.Errorf("writing report JSON: %w", err)
	}
	return nil
}
