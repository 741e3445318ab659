package cli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"reqap/app"
	"reqap/internal/hugeheap"
	"reqap/qa/otx"
	"reqap/qa/qud/llm"
	"reqap/qa/tree"
)

// askMemory bounds the heap of a process answering one question.
const askMemory = 768 << 20

// askHeap is how much heap a process answering one question maps at once,
// to back with huge pages (see hugeheap): a question over 40,000 journal
// days touches 50 to 100 MB.
const askHeap = 256 << 20

// collectLess lets the heap of a process that answers one question grow
// to five times what is live between collections (GOGC 400) instead of
// twice, under askMemory: it lives for a second or two, and what it
// reads of a large library (a source's events, the people, the hits)
// stays live until it ends, so collecting often only marked the same
// objects again. GOGC 400 was a fifth less CPU over 40,000 journal days
// while a question read every hit's name and loaded large dictionaries;
// once it read less (lazy dictionaries), 200 was 10% less CPU than 400
// and 15% less memory (the first touch of fresh pages costs: 25,000 page
// faults a question), and with hits read as rows the two are equal
// within the noise (15 journal questions, interleaved). Once the events
// of hits were made in slabs (a few large blocks instead of two small
// allocations each), 400 took the p50 of fifteen journal questions'
// CPU from 0.49, 0.42 and 0.415 s to 0.42, 0.36 and 0.385 (three runs of
// three or four rounds, interleaved, December 2026) at the same median
// and largest resident size (185 and 440 MB). GOGC and GOMEMLIMIT, when
// set, win. The heap is then backed by huge pages (hugeheap): the fresh
// pages' faults were most of what was left of that cost.
func collectLess() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(askMemory)
	}
	if err := hugeheap.Advise(askHeap); err != nil {
		slog.Debug("the heap keeps small pages", "err", err)
	}
}

// todayFlag parses --today; empty means the library's today.
func todayFlag(s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	d, err := time.ParseInLocation("2006-01-02", s, time.Local)
	if err != nil {
		return time.Time{}, usageError{fmt.Sprintf("--today %q: want YYYY-MM-DD", s)}
	}
	return d, nil
}

// openAnsweringOn reads --today and opens the library as openAnswering
// does, for a command that answers as of a day.
func openAnsweringOn(data, crossEncoder, today string) (*app.Core, time.Time, error) {
	t, err := todayFlag(today)
	if err != nil {
		return nil, time.Time{}, err
	}
	core, err := openAnswering(data, crossEncoder)
	return core, t, err
}

func runAsk(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "ask", &data)
	today := fs.String("today", "", "answer as if today were this date (YYYY-MM-DD)")
	pl := plannerFlags(fs, "", "auto, rules or llm (default: the settings', auto)")
	ce := crossEncoderFlag(fs)
	noCache := fs.Bool("no-cache", false, "plan afresh instead of reusing a cached plan")
	planOnly := fs.Bool("plan", false, "print the plan without running it")
	asJSON := fs.Bool("json", false, "print the answer, the executed tree and the evidence as JSON")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	q := strings.TrimSpace(strings.Join(pos, " "))
	if q == "" {
		return usageError{"the question is missing"}
	}
	collectLess()
	app.PrepareAsking()
	core, t, err := openAnsweringOn(data, *ce, *today)
	if err != nil {
		return err
	}
	defer core.Close()
	opts := pl.options(app.AskOptions{Today: t, NoCache: *noCache})
	if host := core.QuestionsLeaveTo(opts); host != "" {
		fmt.Fprintf(env.Stderr, "note: the question (never your events) is sent to %s, another machine, to be planned; --planner rules keeps it here\n", host)
	}
	if *planOnly {
		return printPlanOnly(ctx, env, core, q, opts, *asJSON)
	}
	a, err := core.Ask(ctx, q, opts)
	if *asJSON && a != nil && (a.Plan != nil || err == nil) {
		if werr := a.WriteJSON(env.Stdout); werr != nil {
			return werr
		}
		return err
	}
	if err != nil {
		return err
	}
	if a.Fallback != "" {
		fmt.Fprintf(env.Stderr, "note: %s\n", a.Fallback)
	}
	return writeAnswer(env.Stdout, a)
}

// printPlanOnly plans q and prints the tree (text or JSON) with how it was
// made, without running it.
func printPlanOnly(ctx context.Context, env Env, core *app.Core, q string, opts app.AskOptions, asJSON bool) error {
	a, err := core.Plan(ctx, q, opts)
	if err != nil {
		return err
	}
	if asJSON {
		return printJSON(env, a.Plan)
	}
	fmt.Fprintf(env.Stdout, "%s\n\nplanned by %s in %s\n", tree.Format(a.Plan), a.Planner, round(a.PlanTime))
	return nil
}

func writeAnswer(w io.Writer, a *app.Answer) error {
	if err := a.Result.WriteText(w); err != nil {
		return err
	}
	if s := a.NotUnderstood(); s != "" {
		fmt.Fprintf(w, "\n%s\n", s)
	}
	cached := ""
	if a.Trace != nil && a.Trace.Cached {
		cached = ", cached plan"
	}
	_, err := fmt.Fprintf(w, "\ntoday %s · planned by %s in %s%s · ran in %s\n",
		a.Today.Format("2006-01-02"), a.Planner, round(a.PlanTime), cached, round(a.RunTime))
	return err
}

func round(d time.Duration) time.Duration {
	switch {
	case d > time.Second:
		return d.Round(10 * time.Millisecond)
	case d > time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}

func runPlan(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "run", &data)
	today := fs.String("today", "", "run as if today were this date (YYYY-MM-DD)")
	asJSON := fs.Bool("json", false, "print the executed tree and the evidence as JSON")
	ce := crossEncoderFlag(fs)
	file, err := parseOne(fs, args, "want one PLAN.json")
	if err != nil {
		return err
	}
	plan, err := readPlan(file)
	if err != nil {
		return err
	}
	core, t, err := openAnsweringOn(data, *ce, *today)
	if err != nil {
		return err
	}
	defer core.Close()
	res, err := core.Run(ctx, plan, t)
	if res == nil {
		return err
	}
	if *asJSON {
		if werr := res.WriteJSON(env.Stdout); werr != nil {
			return werr
		}
	} else if werr := writeRun(env.Stdout, res); werr != nil {
		return werr
	}
	return err
}

func writeRun(w io.Writer, res *otx.Result) error {
	if err := res.WriteText(w); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, "\nran in %s\n", round(res.Duration))
	return err
}

// readPlan reads an operator tree from a JSON file ("-" is stdin).
func readPlan(path string) (*tree.Node, error) {
	var b []byte
	var err error
	if path == "-" {
		b, err = io.ReadAll(os.Stdin)
	} else {
		b, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, fmt.Errorf("reading plan: %w", err)
	}
	n, err := tree.Parse(b)
	if err != nil {
		return nil, fmt.Errorf("reading plan %s: %w", path, err)
	}
	return n, nil
}

func runExamples(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "examples", &data)
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 || pos[0] != "add" {
		return usageError{"want: add PLAN.json"}
	}
	b, err := os.ReadFile(pos[1])
	if err != nil {
		return fmt.Errorf("reading example: %w", err)
	}
	core, err := openCore(data)
	if err != nil {
		return err
	}
	defer core.Close()
	res, err := llm.AddUserExample(core.Dir(), b)
	if err != nil {
		return fmt.Errorf("adding example %s: %w", pos[1], err)
	}
	verb := "added"
	if res.Replaced {
		verb = "replaced"
	}
	fmt.Fprintf(env.Stdout, "%s the example for %q (%d of yours, bank %s)\n", verb, res.Question, res.Count, res.Version)
	return nil
}
