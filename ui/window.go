package ui

import (
	"context"
	"encoding/json"
	"fmt"
	"image/color"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/assets"
)

// AppID is the application's unique id, as in FyneApp.toml.
const AppID = "io.github.reqap.desktop"

// Window is the main window over one open library: the Ask, Sources and
// Settings tabs and, below them, the import jobs.
type Window struct {
	app  fyne.App
	win  fyne.Window
	core *app.Core
	opts Options

	// ctx ends when the window closes; every import and question the
	// window starts runs under it.
	ctx    context.Context
	cancel context.CancelFunc

	tabs     *container.AppTabs
	askTab   *container.TabItem
	srcTab   *container.TabItem
	setTab   *container.TabItem
	ask      *askPanel
	sources  *sourcesPanel
	settings *settingsPanel
	jobs     *jobsPanel

	closed     bool
	demoDialog dialog.Dialog // the first-start offer
	demoAsked  bool
	picker     *dialog.FileDialog // the last file or folder picker shown, for tests

	// Library refreshes run one at a time; a change during one asks for
	// another when it ends.
	refreshing, refreshAgain bool

	// Hooks for tests and the --ready flag, called on the UI goroutine.
	onJobDone      func(j *app.Job, summary string)
	onAnswered     func()
	onLibraryShown func()
}

// New builds the main window of core in a (fyne) app and returns it, not
// yet shown. Tests use it with fyne's test app.
func New(a fyne.App, core *app.Core, opts Options) *Window {
	w := newWindow(a, opts)
	w.attach(core)
	return w
}

// newWindow creates the window with a "loading" placeholder, so it can be
// on screen while the library is read.
func newWindow(a fyne.App, opts Options) *Window {
	w := &Window{app: a, opts: opts}
	w.ctx, w.cancel = context.WithCancel(context.Background())
	w.win = a.NewWindow("ReQAP")
	w.win.SetIcon(iconResource())
	size := fyne.NewSize(1280, 820)
	if opts.Size.Width > 0 {
		size = opts.Size
	}
	w.win.Resize(size)
	w.win.SetContent(loadingView())
	return w
}

// iconResource is the embedded application icon.
func iconResource() fyne.Resource {
	return fyne.NewStaticResource("icon.png", assets.Icon())
}

func loadingView() fyne.CanvasObject {
	icon := canvas.NewImageFromResource(iconResource())
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(96, 96))
	msg := widget.NewLabelWithStyle("Opening your library…", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	bar := widget.NewProgressBarInfinite()
	return container.NewCenter(container.NewVBox(icon, msg, container.NewGridWrap(fyne.NewSize(260, bar.MinSize().Height), bar)))
}

// attach builds the tabs over an open core. It runs on the UI goroutine.
func (w *Window) attach(core *app.Core) {
	start := time.Now()
	defer func() { slog.Debug("window built", "elapsed", time.Since(start)) }()
	w.core = core
	st := core.Settings()
	w.app.Settings().SetTheme(newTheme(st.Theme))
	if w.opts.Size.Width == 0 && st.Window.Width >= 400 && st.Window.Height >= 300 {
		w.win.Resize(fyne.NewSize(st.Window.Width, st.Window.Height))
	}

	w.jobs = newJobsPanel(w)
	w.ask = newAskPanel(w)
	w.sources = newSourcesPanel(w)
	w.settings = newSettingsPanel(w)

	w.askTab = container.NewTabItemWithIcon("Ask", theme.SearchIcon(), w.ask.content)
	w.srcTab = container.NewTabItemWithIcon("Sources", theme.StorageIcon(), w.sources.content)
	w.setTab = container.NewTabItemWithIcon("Settings", theme.SettingsIcon(), w.settings.content)
	w.tabs = container.NewAppTabs(w.askTab, w.srcTab, w.setTab)
	w.tabs.OnSelected = func(t *container.TabItem) {
		if t == w.askTab {
			w.win.Canvas().Focus(w.ask.entry)
		}
	}
	bottom := container.NewVBox(w.jobs.box)
	w.win.SetContent(container.NewBorder(nil, bottom, nil, nil, w.tabs))
	w.win.SetOnDropped(w.dropped)
	w.win.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if k.Name == fyne.KeyEscape {
			w.ask.cancelQuestion()
		}
	})
	w.win.SetCloseIntercept(w.close)

	switch w.opts.Tab {
	case "sources":
		w.tabs.Select(w.srcTab)
	case "settings":
		w.tabs.Select(w.setTab)
	}
	if _, err := core.ResumeWatching(app.WatchOptions{OnJob: func(j *app.Job) {
		onUI(func() { w.jobs.add(j, "Scanning "+watchedName(j)) })
	}}); err != nil {
		slog.Warn("resuming watched folders", "err", err)
		w.sources.watchProblem(err)
	}
	w.libraryChanged()
	if len(w.opts.Import) > 0 {
		w.importPaths(w.opts.Import)
	}
	if w.opts.Ask != "" {
		w.ask.askQuestion(w.opts.Ask)
	} else {
		w.win.Canvas().Focus(w.ask.entry)
	}
}

func watchedName(j *app.Job) string {
	if len(j.Paths) == 1 {
		return filepath.Base(j.Paths[0])
	}
	return plural(len(j.Paths), "path")
}

// dropped imports files, folders and archives dropped onto the window.
func (w *Window) dropped(_ fyne.Position, uris []fyne.URI) {
	var paths []string
	for _, u := range uris {
		if u.Scheme() != "file" {
			continue
		}
		paths = append(paths, u.Path())
	}
	if len(paths) == 0 {
		w.showError("Nothing to import", fmt.Errorf("only files and folders on this computer can be imported"))
		return
	}
	w.importPaths(paths)
	w.tabs.Select(w.srcTab)
}

// importPaths starts a background import and lists it with the jobs.
func (w *Window) importPaths(paths []string) *app.Job {
	j := w.core.Import(w.ctx, paths, nil)
	what := "Importing " + plural(len(paths), "item")
	if len(paths) == 1 {
		what = "Importing " + filepath.Base(paths[0])
	}
	w.jobs.add(j, what)
	return j
}

// libraryChanged refreshes everything that shows the library, reading it
// off the UI goroutine.
func (w *Window) libraryChanged() {
	if w.refreshing {
		w.refreshAgain = true
		return
	}
	w.refreshing = true
	go func() {
		start := time.Now()
		snap := readLibrary(w.core)
		slog.Debug("library summarised", "events", snap.events, "elapsed", time.Since(start))
		onUI(func() {
			w.refreshing = false
			w.sources.show(snap)
			w.ask.libraryShown(snap)
			if !w.demoAsked {
				// Once the window shows the empty library, not over the
				// loading view.
				w.demoAsked = true
				w.offerDemo(snap)
			}
			if w.onLibraryShown != nil {
				w.onLibraryShown()
			}
			if w.refreshAgain {
				w.refreshAgain = false
				w.libraryChanged()
			}
		})
	}()
}

// showError shows an error as a dialog; the window stays usable.
func (w *Window) showError(title string, err error) {
	slog.Warn(title, "err", err)
	msg := widget.NewLabel(err.Error())
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(title, "OK", fixedWidth(460, msg), w.win)
	d.Show()
}

// openPath opens a file or folder with the desktop's default application.
func (w *Window) openPath(p string) {
	u, err := fileURL(p)
	if err == nil {
		err = w.app.OpenURL(u)
	}
	if err != nil {
		w.showError("Could not open "+filepath.Base(p), err)
	}
}

// close saves the window size, stops background work and closes the
// window.
func (w *Window) close() {
	if w.closed {
		return
	}
	w.closed = true
	if w.core != nil {
		size := w.win.Canvas().Size()
		if _, err := w.core.UpdateSettings(func(s *app.Settings) {
			s.Window = app.WindowSize{Width: size.Width, Height: size.Height}
		}); err != nil {
			slog.Warn("saving the window size", "err", err)
		}
	}
	w.cancel()
	w.win.Close()
}

// Close closes the window and the library. Main calls it when the app
// quits; tests call it to "restart" the app object.
func (w *Window) Close() error {
	w.close()
	if w.core == nil {
		return nil
	}
	return w.core.Close()
}

// extractDemo writes the embedded demo exports to the data folder, so the
// events' origins point at files that exist and can be opened.
func extractDemo(demo fs.FS, dir string) error {
	return fs.WalkDir(demo, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		target := filepath.Join(dir, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(target, 0o700)
		}
		b, err := fs.ReadFile(demo, p)
		if err != nil {
			return fmt.Errorf("reading demo file %s: %w", p, err)
		}
		if old, err := os.ReadFile(target); err == nil && string(old) == string(b) {
			return nil
		}
		if err := os.WriteFile(target, b, 0o600); err != nil {
			return fmt.Errorf("writing demo file %s: %w", target, err)
		}
		return nil
	})
}

// importDemo extracts and imports the demo dataset in the background.
func (w *Window) importDemo() {
	if w.opts.Demo == nil {
		return
	}
	dir := filepath.Join(w.core.Dir(), "demo")
	go func() {
		err := extractDemo(w.opts.Demo, dir)
		if err == nil {
			err = w.demoToday(dir)
		}
		onUI(func() {
			if err != nil {
				w.showError("Could not prepare the demo data", err)
				return
			}
			exports := dir
			if st, err := os.Stat(filepath.Join(dir, "exports")); err == nil && st.IsDir() {
				exports = filepath.Join(dir, "exports") // not the questions and manifest
			}
			j := w.core.Import(w.ctx, []string{exports}, nil)
			w.jobs.add(j, "Importing the demo data")
		})
	}()
}

// demoToday sets the "today" override to the demo persona's reference
// date (its manifest.json), so that "this year" means the persona's year;
// Settings shows and clears the override.
func (w *Window) demoToday(dir string) error {
	b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
	if err != nil {
		return nil // a demo folder without a manifest keeps the real today
	}
	var m struct {
		ReferenceDate string `json:"reference_date"`
	}
	if err := json.Unmarshal(b, &m); err != nil || m.ReferenceDate == "" {
		return nil
	}
	_, err = w.core.UpdateSettings(func(s *app.Settings) {
		if s.Today == "" {
			s.Today = m.ReferenceDate
		}
	})
	return err
}

// offerDemo asks once, on the first start with an empty library, whether
// to import the demo dataset.
func (w *Window) offerDemo(snap libSnapshot) {
	st := w.core.Settings()
	if !w.hasDemo() || st.DemoOffered || snap.files > 0 || len(w.opts.Import) > 0 {
		return
	}
	if _, err := w.core.UpdateSettings(func(s *app.Settings) { s.DemoOffered = true }); err != nil {
		slog.Warn("remembering the demo offer", "err", err)
	}
	text := widget.NewLabel("Your library is empty. ReQAP can import a small demo dataset — a year in the life of " +
		"an invented person: music, workouts, calendar, mail, purchases, posts and notes, in the formats real " +
		"services export — so you can try questions right away.\n\nYou can add your own exports at any time.")
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm("Try ReQAP with demo data?", "Import the demo data", "Not now",
		fixedWidth(520, text), func(ok bool) {
			if ok {
				w.importDemo()
			}
		}, w.win)
	d.Show()
	w.demoDialog = d
}

// hasDemo reports whether a demo dataset is embedded.
func (w *Window) hasDemo() bool { return w.opts.Demo != nil }

// section is a titled block with a little space above it.
func section(title string, content ...fyne.CanvasObject) *fyne.Container {
	head := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	head.SizeName = theme.SizeNameSubHeadingText
	return container.NewVBox(append([]fyne.CanvasObject{head}, content...)...)
}

// caption is small, secondary text.
func caption(s string) *widget.Label {
	l := widget.NewLabel(s)
	l.SizeName = theme.SizeNameCaptionText
	l.Importance = widget.LowImportance
	return l
}

// emptyState is a centred message with an icon and optional actions, for
// places that have nothing to show yet.
func emptyState(icon fyne.Resource, title, text string, actions ...fyne.CanvasObject) fyne.CanvasObject {
	img := widget.NewIcon(icon)
	iconBox := container.NewCenter(container.NewGridWrap(fyne.NewSize(56, 56), img))
	head := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	head.SizeName = theme.SizeNameSubHeadingText
	body := widget.NewLabelWithStyle(text, fyne.TextAlignCenter, fyne.TextStyle{})
	body.Wrapping = fyne.TextWrapWord
	objs := []fyne.CanvasObject{iconBox, head, fixedWidth(560, body)}
	if len(actions) > 0 {
		objs = append(objs, container.NewCenter(container.NewHBox(actions...)))
	}
	return container.NewCenter(container.NewVBox(objs...))
}

// spacer is a fixed gap.
func spacer(h float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(1, h))
	return r
}

// fixedWidth lays its content out at a fixed width and as tall as it then
// needs: wrapped text inside centring containers otherwise collapses.
func fixedWidth(width float32, content fyne.CanvasObject) *fyne.Container {
	return container.New(widthLayout(width), content)
}

type widthLayout float32

func (l widthLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	w := min(size.Width, float32(l))
	for _, o := range objs {
		o.Resize(fyne.NewSize(w, size.Height))
		o.Move(fyne.NewPos((size.Width-w)/2, 0))
	}
}

func (l widthLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		if o.Size().Width != float32(l) {
			o.Resize(fyne.NewSize(float32(l), o.MinSize().Height))
		}
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(float32(l), h)
}

// whenReady writes the --ready file once the state the flags ask for is on
// screen: the library shown, imports finished, the answer (and its first
// event's detail) displayed. Scripts take screenshots after it appears.
func (w *Window) whenReady(opts Options) {
	if opts.Ready == "" {
		return
	}
	jobs := len(opts.Import)
	lib, answered, done := false, opts.Ask == "", false
	check := func() {
		if done || !lib || jobs > 0 || !answered {
			return
		}
		done = true
		if opts.Show == "detail" && w.ask.detail == nil {
			if evs := w.ask.events.events; len(evs) > 0 {
				w.ask.detail = w.showEventDetail(evs[0])
			}
		}
		go func() {
			time.Sleep(600 * time.Millisecond) // a few frames for the last layout
			if err := os.WriteFile(opts.Ready, []byte("ready\n"), 0o600); err != nil {
				slog.Warn("writing the ready file", "file", opts.Ready, "err", err)
			}
		}()
	}
	w.onLibraryShown = func() { lib = true; check() }
	w.onJobDone = func(*app.Job, string) { jobs--; check() }
	w.onAnswered = func() { answered = true; check() }
}

// onUI runs fn on the UI goroutine; background work hands its results to
// the window through it. Tests replace it with a queue their goroutine
// drains, because fyne's test driver runs fyne.Do callbacks on the calling
// goroutine, concurrently.
var onUI = fyne.Do
