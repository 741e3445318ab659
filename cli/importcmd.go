package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"time"

	"reqap/app"
)

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
	line := fmt.Sprintf("%d/%d files  %s events  %s/%s", p.FilesDone, p.FilesTotal, thousands(p.Events), humanBytes(p.BytesDone), humanBytes(p.BytesTotal))
	if p.Scanning {
		line = "scanning…"
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

func thousands(n int64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func signalContext(ctx context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(ctx, os.Interrupt)
}

func runImport(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "import", &data)
	asJSON := fs.Bool("json", false, "print the per-file results as JSON")
	paths, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(paths) == 0 {
		return usageError{"no paths given"}
	}
	core, err := openCore(data)
	if err != nil {
		return err
	}
	defer core.Close()
	ctx, stop := signalContext(ctx)
	defer stop()
	rep := &termReporter{w: env.Stderr, live: env.Terminal}
	var reporter app.Reporter = rep
	if *asJSON {
		reporter = nil
	}
	j := core.Import(ctx, paths, reporter)
	jobErr := j.Wait()
	rep.done()
	results := j.Results()
	if *asJSON {
		enc := json.NewEncoder(env.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(results); err != nil {
			return err
		}
	}
	var imported, unchanged, skipped, failed, events int
	for _, r := range results {
		switch r.Status {
		case app.Imported:
			imported++
			events += r.Events
		case app.Unchanged:
			unchanged++
		case app.Skipped:
			skipped++
		case app.Failed:
			failed++
		}
	}
	p := j.Progress()
	rate := float64(events) / max(p.Elapsed.Seconds(), 1e-9)
	fmt.Fprintf(env.Stderr, "%s imported (%s events, %.0f events/s), %s unchanged, %s skipped, %s failed in %s\n",
		plural(imported, "file", "files"), thousands(int64(events)), rate, plural(unchanged, "file", "files"),
		plural(skipped, "file", "files"), plural(failed, "file", "files"), p.Elapsed.Round(time.Millisecond))
	if jobErr != nil {
		return jobErr
	}
	if failed > 0 {
		return exitError{1}
	}
	return nil
}

func runWatch(ctx context.Context, env Env, data string, args []string) error {
	fs := flags(env, "watch", &data)
	dirs, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(dirs) == 0 {
		return usageError{"no folders given"}
	}
	core, err := openCore(data)
	if err != nil {
		return err
	}
	defer core.Close()
	ctx, stop := signalContext(ctx)
	defer stop()
	rep := &termReporter{w: env.Stderr, live: env.Terminal}
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
