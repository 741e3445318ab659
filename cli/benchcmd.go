package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"reqap/app"
	"reqap/bench/gen"
	"reqap/internal/cpu"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/eval"
)

func runBench(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "bench", &data)
	seed := fs.Int64("seed", 1, "persona seed: the same seed gives the same files and questions")
	size := fs.String("size", gen.SizePerQA, "small, perqa (about 45,000 events) or large")
	out := fs.String("out", "", "output folder (required)")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 || pos[0] != "gen" {
		return usageError{"want: gen --out DIR"}
	}
	if *out == "" {
		return usageError{"--out is required"}
	}
	start := time.Now()
	if err := gen.GenerateContext(ctx, gen.Options{Seed: *seed, Size: *size, Out: *out}); err != nil {
		return err
	}
	m, err := gen.ReadManifest(*out)
	if err != nil {
		return err
	}
	n := 0
	for _, c := range m.Observable {
		n += c
	}
	fmt.Fprintf(env.Stdout, "%s: %s, %s records in exports/, %s, today %s (%s)\n",
		*out, m.Persona, strconv.Itoa(n), plural.Noun(m.Questions, "question"), m.ReferenceDate, round(time.Since(start)))
	return nil
}

// evalRun is what `reqap eval --json` prints.
type evalRun struct {
	Dataset      string      `json:"dataset"`
	Planner      string      `json:"planner"`
	Events       int         `json:"events"`
	ImportTime   float64     `json:"import_s"`
	ImportRate   float64     `json:"import_events_per_s"`
	PeakRSSMB    float64     `json:"peak_rss_mb"`
	PlanMeanMS   float64     `json:"plan_mean_ms"`
	RunMeanMS    float64     `json:"run_mean_ms"`
	Report       eval.Report `json:"report"`
	ResultsFile  string      `json:"results_file,omitempty"`
	DataDir      string      `json:"data_dir"`
	QuestionsRun int         `json:"questions"`
}

// evalLine is one line of the results file: the scored result plus what is
// needed to look into a miss.
type evalLine struct {
	eval.Result
	Question string  `json:"question"`
	Gold     []any   `json:"gold"`
	Unit     string  `json:"unit,omitempty"`
	Today    string  `json:"today"`
	Planner  string  `json:"planner,omitempty"`
	PlanMS   float64 `json:"plan_ms"`
	RunMS    float64 `json:"run_ms"`
	Plan     string  `json:"plan,omitempty"`
}

func runEval(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "eval", &data)
	pl := plannerFlags(fs, app.PlannerRules, "auto, rules or llm")
	limit := fs.Int("limit", 0, "score only the first N questions (0: all)")
	template := fs.String("template", "", "score only questions of these templates (comma-separated, e.g. T01,T07)")
	results := fs.String("results", "", "write one JSON line per question here (default DATASET/results-PLANNER.jsonl)")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	reportFile := fs.String("report", "", "also write the JSON report to this file")
	showMisses := fs.Int("misses", 0, "print this many missed questions with their answers")
	ce := crossEncoderFlag(fs)
	ds, err := parseOne(fs, args, "want one DATASET folder (made by reqap bench gen)")
	if err != nil {
		return err
	}
	qs, err := gen.ReadQuestions(ds)
	if err != nil {
		return err
	}
	qs = selectQuestions(qs, *template, *limit)

	// A fresh library unless --data names one: scores must not depend on
	// what else a library holds.
	if data == "" {
		tmp, err := os.MkdirTemp("", "reqap-eval-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(tmp)
		data = tmp
	}
	// Not Brief, as `reqap ask` opens it: an eval imports, and an import
	// that may merge tidies the index as `reqap import` and the app do
	// (57 segments of 45,000 events into a few), so the questions read
	// the library as a person's import leaves it.
	core, err := openLibrary(data, app.OpenOptions{Lazy: true, Write: true})
	if err != nil {
		return err
	}
	core.SetCrossEncoder(*ce)
	defer core.Close()
	run := evalRun{Dataset: ds, Planner: *pl.planner, DataDir: core.Dir(), QuestionsRun: len(qs)}

	start := time.Now()
	job := core.Import(ctx, []string{filepath.Join(ds, gen.ExportsDir)}, nil)
	if err := job.Wait(); err != nil {
		return fmt.Errorf("importing %s: %w", ds, err)
	}
	for _, r := range job.Results() {
		if r.Status == app.Failed {
			fmt.Fprintf(env.Stderr, "warning: %s\n", r)
		}
	}
	run.ImportTime = time.Since(start).Seconds()
	run.Events = core.Library().Count()
	if run.ImportTime > 0 {
		run.ImportRate = float64(run.Events) / run.ImportTime
	}
	if !*asJSON {
		fmt.Fprintf(env.Stderr, "imported %d events in %.2fs (%.0f events/s); asking %s with the %s planner…\n",
			run.Events, run.ImportTime, run.ImportRate, plural.Noun(len(qs), "question"), *pl.planner)
	}

	if *results == "" {
		*results = filepath.Join(ds, "results-"+*pl.planner+".jsonl")
	}
	rf, err := os.Create(*results)
	if err != nil {
		return fmt.Errorf("writing results: %w", err)
	}
	defer rf.Close()
	bw := bufio.NewWriter(rf)
	enc := json.NewEncoder(bw)
	run.ResultsFile = *results

	var all []eval.Result
	var misses []evalLine
	var planSum, runSum time.Duration
	for i, q := range qs {
		if err := ctx.Err(); err != nil {
			return err
		}
		t0, cpu0 := time.Now(), cpu.Time()
		a, err := core.Ask(ctx, q.Question, pl.options(app.AskOptions{Today: q.Reference()}))
		lat, used := time.Since(t0), cpu.Time()-cpu0
		var ans eval.Answer
		line := evalLine{Question: q.Question, Gold: q.Answers, Unit: q.Unit, Today: q.ReferenceDate}
		if a != nil {
			line.Planner = a.Planner
			line.PlanMS, line.RunMS = app.Millis(a.PlanTime), app.Millis(a.RunTime)
			planSum += a.PlanTime
			runSum += a.RunTime
			if a.Plan != nil {
				line.Plan = compactPlan(a)
			}
			if a.Result != nil && err == nil {
				ans = EvalAnswer(a.Result.Answer)
			}
		}
		r := eval.Evaluate(q, ans, lat, err)
		r.CPU = used
		line.Result = r
		all = append(all, r)
		if err := enc.Encode(line); err != nil {
			return fmt.Errorf("writing results: %w", err)
		}
		if !r.Hit {
			misses = append(misses, line)
		}
		if env.Terminal && !*asJSON {
			fmt.Fprintf(env.Stderr, "\r%d/%d", i+1, len(qs))
		}
	}
	if env.Terminal && !*asJSON {
		fmt.Fprintln(env.Stderr)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing results: %w", err)
	}
	run.Report = eval.Summarize(all)
	run.PeakRSSMB = peakRSSMB()
	if n := len(qs); n > 0 {
		run.PlanMeanMS = app.Millis(planSum) / float64(n)
		run.RunMeanMS = app.Millis(runSum) / float64(n)
	}
	if *reportFile != "" {
		b, err := json.MarshalIndent(run, "", "  ")
		if err == nil {
			err = os.WriteFile(*reportFile, append(b, '\n'), 0o644)
		}
		if err != nil {
			return fmt.Errorf("writing the report: %w", err)
		}
	}
	if *asJSON {
		return printJSON(env, run)
	}
	if err := run.Report.WriteText(env.Stdout); err != nil {
		return err
	}
	fmt.Fprintf(env.Stdout, "\n%d events imported in %.2fs (%.0f events/s) · plan %.1f ms, run %.1f ms on average · peak RSS %.0f MB\nresults: %s\n",
		run.Events, run.ImportTime, run.ImportRate, run.PlanMeanMS, run.RunMeanMS, run.PeakRSSMB, run.ResultsFile)
	for i, m := range misses {
		if i >= *showMisses {
			break
		}
		fmt.Fprintf(env.Stdout, "\nMISS %s [%s] %s (today %s)\n  gold: %v %s\n  got:  %s %s\n%s\n",
			m.ID, m.Template, m.Question, m.Today, m.Gold, m.Unit, m.Answer, m.Err, indent(m.Plan, "    "))
	}
	return nil
}

func selectQuestions(qs []eval.Question, templates string, limit int) []eval.Question {
	if templates != "" {
		want := map[string]bool{}
		for _, t := range strings.Split(templates, ",") {
			want[strings.TrimSpace(t)] = true
		}
		var keep []eval.Question
		for _, q := range qs {
			if want[q.Template] {
				keep = append(keep, q)
			}
		}
		qs = keep
	}
	if limit > 0 && len(qs) > limit {
		qs = qs[:limit]
	}
	return qs
}

func compactPlan(a *app.Answer) string {
	if a.Result != nil && a.Result.Tree != nil {
		var sb strings.Builder
		if err := a.Result.WriteText(&sb); err == nil {
			s := sb.String()
			if i := strings.Index(s, "\nEvidence"); i >= 0 {
				s = s[:i]
			}
			return s
		}
	}
	return ""
}

func indent(s, pre string) string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return ""
	}
	return pre + strings.ReplaceAll(s, "\n", "\n"+pre)
}

// EvalAnswer converts the engine's typed answer into what the scorer reads.
func EvalAnswer(a qa.Answer) eval.Answer {
	out := eval.Answer{Type: string(a.Type), Unit: a.Unit, Text: a.Text}
	out.Value = evalValue(a.Value)
	if a.Type == qa.AnswerTable || a.Type == qa.AnswerItems || a.Type == qa.AnswerEmpty {
		out.Value = nil
	}
	return out
}

func evalValue(v any) any {
	switch x := v.(type) {
	case nil:
		return nil
	case qa.Date:
		return x.String()
	case qa.Clock:
		return x.String()
	case bool:
		if x {
			return "yes"
		}
		return "no"
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = evalValue(e)
		}
		return out
	case float64, int, int64, string, time.Time, time.Duration:
		return x
	}
	return fmt.Sprint(v)
}

// peakRSSMB is the process's peak resident memory (Linux), else the Go
// runtime's view of memory obtained from the system.
func peakRSSMB() float64 {
	if b, err := os.ReadFile("/proc/self/status"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmHWM:" {
				if kb, err := strconv.ParseFloat(f[1], 64); err == nil {
					return kb / 1024
				}
			}
		}
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return float64(m.Sys) / (1 << 20)
}
