package ui

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/index"
	"reqap/lang/plural"
)

// Options configure the desktop app at start. Besides the data folder they
// exist for demonstrations, screenshots and measurements.
type Options struct {
	DataDir string    // --data: the library's folder
	Ask     string    // --ask: a question to ask once the library is open
	Tab     string    // --tab: ask, timeline, saved, sources or settings
	Show    string    // --show: a view to open once ready (see showChoices)
	Import  []string  // --import: paths to import at start
	Size    fyne.Size // --size WxH: the window size for this run
	Timing  bool      // --timing: report start-up times on stderr
	Ready   string    // --ready FILE: written once the requested state is on screen
	Demo    fs.FS     // the demo dataset; nil when none is built in
	DemoDir string    // --demo DIR: use the exports in DIR as the demo dataset
}

// flagSet declares the desktop flags on fs.
func flagSet(o *Options, size *string, imports *multiFlag) *flag.FlagSet {
	f := flag.NewFlagSet("reqap", flag.ContinueOnError)
	f.StringVar(&o.DataDir, "data", "", "data folder holding the library")
	f.StringVar(&o.Ask, "ask", "", "ask this question once the window is open")
	f.StringVar(&o.Tab, "tab", "", "open this tab: ask, timeline, saved, sources or settings")
	f.StringVar(&o.Show, "show", "", "once ready, open: "+strings.Join(showChoices, ", "))
	f.Var(imports, "import", "import this file or folder at start (repeatable)")
	f.StringVar(size, "size", "", "window size for this run, e.g. 1280x820")
	f.BoolVar(&o.Timing, "timing", false, "print start-up times (library loaded, first frame) to stderr")
	f.StringVar(&o.Ready, "ready", "", "write this file once the requested state is on screen")
	f.StringVar(&o.DemoDir, "demo", "", "offer the exports in this folder as the demo dataset")
	return f
}

type multiFlag []string

func (m *multiFlag) String() string     { return strings.Join(*m, ",") }
func (m *multiFlag) Set(s string) error { *m = append(*m, s); return nil }

// ParseArgs reads the desktop app's flags. Positional arguments are an
// error: they name command-line commands.
func ParseArgs(args []string, stderr io.Writer) (Options, error) {
	var o Options
	var size string
	var imports multiFlag
	f := flagSet(&o, &size, &imports)
	f.SetOutput(stderr)
	if err := f.Parse(args); err != nil {
		return o, err
	}
	if f.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", f.Arg(0))
	}
	o.Import = imports
	if size != "" {
		w, h, ok := strings.Cut(size, "x")
		wf, err1 := strconv.ParseFloat(w, 32)
		hf, err2 := strconv.ParseFloat(h, 32)
		if !ok || err1 != nil || err2 != nil || wf < 400 || hf < 300 {
			return o, fmt.Errorf("--size %q: write it as WIDTHxHEIGHT, at least 400x300", size)
		}
		o.Size = fyne.NewSize(float32(wf), float32(hf))
	}
	switch o.Tab {
	case "", "ask", "timeline", "saved", "sources", "settings":
	default:
		return o, fmt.Errorf("--tab %q: choose ask, timeline, saved, sources or settings", o.Tab)
	}
	if o.Show != "" && !slices.Contains(showChoices, o.Show) {
		return o, fmt.Errorf("--show %q: choose %s", o.Show, strings.Join(showChoices, ", "))
	}
	return o, nil
}

// Wants reports whether a command line is for the desktop app: no
// arguments, or only desktop flags (reqap --data DIR --ask "…").
func Wants(args []string) bool {
	if len(args) == 0 {
		return true
	}
	if !strings.HasPrefix(args[0], "-") {
		return false
	}
	_, err := ParseArgs(args, io.Discard)
	return err == nil
}

// Main runs the desktop app until its window closes and returns the exit
// status. demo is the embedded demo dataset, or nil.
func Main(args []string, stderr io.Writer, demo fs.FS) int {
	start := time.Now()
	if t, ok := processStart(); ok {
		start = t
	}
	opts, err := ParseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "reqap: %v\n", err)
		return 2
	}
	if problem := displayProblem(); problem != "" {
		fmt.Fprintf(stderr, "reqap: cannot open the window: %s; use the command line instead (reqap help lists its commands)\n", problem)
		return 1
	}
	opts.Demo = demo
	if opts.DemoDir != "" {
		opts.Demo = os.DirFS(opts.DemoDir)
	}
	a := fyneapp.NewWithID(AppID)
	a.SetIcon(iconResource())
	flag := opts.DataDir
	if flag == "" && os.Getenv(index.EnvData) == "" {
		flag = a.Preferences().String(prefDataDir)
	}
	dir, err := index.ResolveDir(flag)
	if err != nil {
		fmt.Fprintf(stderr, "reqap: %v\n", err)
		return 1
	}
	w := newWindow(a, opts)
	timing := &startTiming{start: start, out: stderr, on: opts.Timing}
	timing.report("main started")
	w.win.SetContent(container.NewStack(loadingView(), timing.probe("first frame (opening the library)")))

	// Read the library while the window comes up: on a large library the
	// two take similar time.
	go func() {
		core, err := app.Open(dir)
		if err == nil {
			timing.report(fmt.Sprintf("library read (%s)", plural.Noun(core.Library().Count(), "event")))
		}
		fyne.Do(func() {
			if err != nil {
				showFatal(w, dir, err)
				return
			}
			w.attach(core)
			w.win.SetContent(container.NewStack(w.win.Content(), timing.probe("first frame with the library (interactive)")))
			w.whenReady(opts)
		})
	}()
	w.win.ShowAndRun()
	w.cancel()
	if w.core != nil {
		if err := w.core.Close(); err != nil {
			slog.Error("closing the library", "err", err)
			return 1
		}
	}
	return 0
}

// showFatal explains why the library could not be opened; closing the
// dialog ends the app.
func showFatal(w *Window, dir string, err error) {
	msg := widget.NewLabel(fmt.Sprintf("ReQAP could not open the library in\n%s\n\n%v", dir, err))
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom("Cannot open the library", "Quit", fixedWidth(520, msg), w.win)
	d.SetOnClosed(func() { w.app.Quit() })
	d.Show()
}

// startTiming reports start-up milestones, measured from the start of
// the process (of Main where that is unknown), on stderr (with --timing) and in the debug log.
type startTiming struct {
	start time.Time
	out   io.Writer
	on    bool
	mu    sync.Mutex
}

func (t *startTiming) report(what string) {
	d := time.Since(t.start)
	slog.Debug("startup", "milestone", what, "after", d)
	if !t.on {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	fmt.Fprintf(t.out, "startup: %s after %s\n", what, elapsed(d))
}

// probe is a transparent raster laid over the content: Fyne calls its
// generator while drawing the first frame that contains it, which marks
// the moment that frame was drawn.
func (t *startTiming) probe(what string) fyne.CanvasObject {
	var once sync.Once
	return canvas.NewRaster(func(w, h int) image.Image {
		once.Do(func() { t.report(what) })
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	})
}
