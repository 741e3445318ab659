package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"reqap/app"
	"reqap/index"
	"reqap/ingest"
	"reqap/internal/hugeheap"
	"reqap/lang/plural"
)

// openWriter opens the library for a command that writes to it: events
// stay on disk (the command never reads them), and another process that
// writes is an error rather than a read-only library.
func openWriter(data string) (*app.Core, error) {
	limitMemory()
	return openLibrary(data, app.OpenOptions{Lazy: true, Write: true})
}

// openWriterOn parses the arguments of a command that changes the library
// by the paths it is given and no flags of its own (watch, forget), and
// opens the library for writing.
func openWriterOn(env Env, name, data string, args []string, missing string) (*app.Core, []string, error) {
	paths, err := parseSome(flags(env, name, &data), args, missing)
	if err != nil {
		return nil, nil, err
	}
	core, err := openWriter(data)
	return core, paths, err
}

// importMemory is the heap an import aims to stay under. The Go runtime
// would let the heap grow to twice what is live before it collects; with
// this limit (and collection only near it, see limitMemory) the process
// stays under 1 GB whatever it imports. The index's mapped segment files
// come on top: Bluge's merges read every segment they merge through its
// mapping, which added 500 MB at the end of a 1.2M-event import until
// those pages were handed back every second (index.ReleaseMappedPagesEvery).
// Measured on that import (1 Dec 2026, two cores, otherwise idle, though
// the machine's speed drifted by a quarter over the hour): 400 MiB took
// 67 s (122 CPU-s) at 629 MB RSS; 512 MiB 60 s (111 CPU-s) at 753 MB;
// 640 MiB 57-72 s (107-135 CPU-s) at 867-962 MB, too near 1 GB. Back to
// back, 512 MiB and 640 MiB differed by less than the drift.
// GOMEMLIMIT, when set, wins.
const importMemory = 512 << 20

// limitMemory bounds the memory of a process that writes the library, for
// its whole life: the heap (importMemory), and the index's pages its
// merges map, handed back every second.
func limitMemory() {
	index.ReleaseMappedPagesEvery(time.Second)
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(importMemory)
		if os.Getenv("GOGC") == "" {
			// Collect only near the limit: an import's live heap is
			// small next to what it allocates, and collecting at twice
			// the live heap cost a sixth of its CPU (the large persona:
			// 198 CPU-s with, 166 without, on a loaded machine).
			debug.SetGCPercent(-1)
		}
	}
	// The heap grows to importMemory before its first collection: all of
	// it fresh pages, faulted in one by one unless they are huge.
	if err := hugeheap.Advise(importMemory); err != nil {
		slog.Debug("the heap keeps small pages", "err", err)
	}
}

// termReporter draws a live progress line on a terminal and prints one line
// per finished file above it.
type termReporter struct {
	mu       sync.Mutex
	w        io.Writer
	live     bool
	quiet    bool // per-file lines only for problems
	lastLine int
}

func (r *termReporter) clear() {
	if r.live && r.lastLine > 0 {
		fmt.Fprintf(r.w, "\r%s\r", strings.Repeat(" ", r.lastLine))
		r.lastLine = 0
	}
}

func (r *termReporter) Progress(p app.Progress) {
	if !r.live {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	line := fmt.Sprintf("%d/%d files  %s events  %s/%s", p.FilesDone, p.FilesTotal, plural.Thousands(int(p.Events)), ingest.FormatBytes(p.BytesDone), ingest.FormatBytes(p.BytesTotal))
	if p.Scanning {
		line = "scanning…"
	} else if p.Tidying {
		line += "  tidying the index…"
	} else if len(p.Current) > 0 {
		line += "  " + trimTo(p.Current[0], 40)
	}
	r.clear()
	fmt.Fprint(r.w, line)
	r.lastLine = len([]rune(line))
}

func (r *termReporter) FileDone(res app.FileResult) {
	if r.quiet && (res.Status == app.Unchanged || res.Status == app.Imported) {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.clear()
	fmt.Fprintf(r.w, "%s: %s\n", res.Path, res)
	for _, d := range res.Details {
		fmt.Fprintf(r.w, "    %s\n", d)
	}
	if res.Records > len(res.Details) {
		fmt.Fprintf(r.w, "    … and %d more\n", res.Records-len(res.Details))
	}
}

func (r *termReporter) done() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.clear()
}

// reportUntilInterrupted is how a long command runs: until Ctrl-C,
// reporting its progress on the terminal.
func reportUntilInterrupted(ctx context.Context, env Env) (context.Context, *termReporter, context.CancelFunc) {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	return ctx, &termReporter{w: env.Stderr, live: env.Terminal}, stop
}

func runImport(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "import", &data)
	asJSON := fs.Bool("json", false, "print the per-file results as JSON")
	maxRecord := fs.String("max-record", "", "skip records larger than SIZE (like 16MiB) as damaged; default: the settings', else 16MiB")
	paths, err := parseSome(fs, args, "no paths given")
	if err != nil {
		return err
	}
	var limit int64
	if *maxRecord != "" {
		if limit, err = parseSize(*maxRecord); err != nil {
			return usageError{fmt.Sprintf("--max-record %q: %v", *maxRecord, err)}
		}
	}
	core, err := openWriter(data)
	if err != nil {
		return err
	}
	defer core.Close()
	ctx, rep, stop := reportUntilInterrupted(ctx, env)
	defer stop()
	var reporter app.Reporter = rep
	if *asJSON {
		reporter = nil
	}
	j := core.ImportWith(ctx, paths, app.ImportOptions{Reporter: reporter, MaxRecord: limit})
	jobErr := j.Wait()
	rep.done()
	results := j.Results()
	if *asJSON {
		if err := printJSON(env, results); err != nil {
			return err
		}
	}
	t := app.TallyResults(results)
	imported, unchanged, skipped, failed := t.Files[app.Imported], t.Files[app.Unchanged], t.Files[app.Skipped], t.Files[app.Failed]
	events, damaged := t.Events, t.Damaged
	p := j.Progress()
	rate := float64(events) / max(p.Elapsed.Seconds(), 1e-9)
	withDamage := ""
	if damaged > 0 {
		withDamage = fmt.Sprintf(" with %s", plural.Noun(damaged, "damaged record"))
	}
	fmt.Fprintf(env.Stderr, "%s imported (%s%s, %.0f events/s), %s unchanged, %s skipped, %s failed in %s\n",
		plural.Noun(imported, "file"), plural.Noun(events, "event"), withDamage, rate, plural.Noun(unchanged, "file"),
		plural.Noun(skipped, "file"), plural.Noun(failed, "file"), p.Elapsed.Round(time.Millisecond))
	if td := j.Tidied(); td.Before != td.After {
		fmt.Fprintf(env.Stderr, "tidied the index: %s merged into %d in %s\n",
			plural.Noun(td.Before, "segment"), td.After, td.Elapsed.Round(time.Millisecond))
	}
	if jobErr != nil {
		return jobErr
	}
	if failed > 0 {
		return exitError{1}
	}
	return nil
}

func runWatch(ctx context.Context, env Env, data string, args []string) error {
	core, dirs, err := openWriterOn(env, "watch", data, args, "no folders given")
	if err != nil {
		return err
	}
	defer core.Close()
	ctx, rep, stop := reportUntilInterrupted(ctx, env)
	defer stop()
	w, err := core.NewWatcher(app.WatchOptions{Reporter: rep})
	if err != nil {
		return err
	}
	defer w.Close()
	for _, d := range dirs {
		if _, err := w.Add(d); err != nil {
			return err
		}
	}
	fmt.Fprintf(env.Stderr, "watching %s; press Ctrl-C to stop\n", strings.Join(w.Roots(), ", "))
	<-ctx.Done()
	rep.done()
	fmt.Fprintln(env.Stderr, "stopped watching")
	return nil
}

// parseSize reads a byte count: 1048576, 512KiB, 16MiB, 2GB (decimal and
// binary units are both read as binary, which is what people mean here).
func parseSize(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	mult := int64(1)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"KIB", 1 << 10}, {"MIB", 1 << 20}, {"GIB", 1 << 30}, {"KB", 1 << 10}, {"MB", 1 << 20}, {"GB", 1 << 30}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}, {"B", 1}} {
		if strings.HasSuffix(t, u.suffix) {
			t, mult = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseFloat(t, 64)
	if err != nil || n <= 0 || n*float64(mult) > 1<<40 {
		return 0, errors.New("want a size like 16MiB")
	}
	return int64(n * float64(mult)), nil
}

func runForget(ctx context.Context, env Env, data string, args []string) error {
	core, paths, err := openWriterOn(env, "forget", data, args, "no paths given")
	if err != nil {
		return err
	}
	defer core.Close()
	for _, p := range paths {
		files, err := core.Forget(ctx, p)
		if err != nil {
			return err
		}
		if len(files) == 0 {
			fmt.Fprintf(env.Stderr, "%s: nothing in the library comes from it\n", p)
			continue
		}
		for _, f := range files {
			fmt.Fprintf(env.Stdout, "forgot %s (%s)\n", f.Path, plural.Noun(f.Events, "event"))
		}
	}
	return nil
}
