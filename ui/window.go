package ui

import (
	"context"
	"fmt"
	"image/color"
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
	"reqap/lang/plural"
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

	// identity is the Sources tab's card of who the person is.
	identity *identityCard

	tabs     *container.AppTabs
	askTab   *container.TabItem
	timeTab  *container.TabItem
	savedTab *container.TabItem
	srcTab   *container.TabItem
	setTab   *container.TabItem
	ask      *askPanel
	timeline *timelinePanel
	saved    *savedPanel
	sources  *sourcesPanel
	settings *settingsPanel
	jobs     *jobsPanel
	status   *statusBar
	menu     *fyne.MainMenu

	closed     bool
	demoDialog dialog.Dialog // the first-start offer
	demoAsked  bool

	// dialogs are the dialogs open, front last: Escape closes the front
	// one. picker is the last file or folder picker and pickerOverlay the
	// pop-up it showed in.
	dialogs       []dialog.Dialog
	picker        *dialog.FileDialog
	pickerOverlay fyne.CanvasObject

	// themed redraw what paints theme colours by hand when the theme
	// changes.
	themed []func()
	// shownGen is the library generation the window shows.
	shownGen uint64

	// Library refreshes run one at a time; a change during one asks for
	// another when it ends.
	refreshing, refreshAgain bool

	// lastRemoval is the latest removal, which Undo can put back.
	lastRemoval *app.Removal

	// Hooks for tests and the --ready flag, called on the UI goroutine.
	onJobDone      func(j *app.Job, summary string)
	onAnswered     func()
	onLibraryShown func()
	onSuggested    func()
	onUndone       func()
	onExported     func(path string)
	onTimeline     func() // a timeline page is on screen
	onSavedRun     func()
	onMapRoutes    func()
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
	w.status = newStatusBar(w)
	w.ask = newAskPanel(w)
	w.timeline = newTimelinePanel(w)
	w.saved = newSavedPanel(w)
	w.sources = newSourcesPanel(w)
	w.settings = newSettingsPanel(w)

	w.askTab = container.NewTabItemWithIcon("Ask", theme.SearchIcon(), w.ask.content)
	w.timeTab = container.NewTabItemWithIcon("Timeline", theme.HistoryIcon(), w.timeline.content)
	w.savedTab = container.NewTabItemWithIcon("Saved", theme.DocumentSaveIcon(), w.saved.content)
	w.srcTab = container.NewTabItemWithIcon("Sources", theme.StorageIcon(), w.sources.content)
	w.setTab = container.NewTabItemWithIcon("Settings", theme.SettingsIcon(), w.settings.content)
	w.tabs = container.NewAppTabs(w.askTab, w.timeTab, w.savedTab, w.srcTab, w.setTab)
	w.tabs.OnSelected = func(t *container.TabItem) {
		switch t {
		case w.askTab:
			w.win.Canvas().Focus(w.ask.entry)
		case w.timeTab:
			w.timeline.shown()
		}
	}
	bottom := container.NewVBox(w.status.box, w.jobs.box)
	w.win.SetContent(container.NewBorder(nil, bottom, nil, nil, w.tabs))
	w.buildMenu()
	w.win.SetOnDropped(w.dropped)
	w.win.Canvas().SetOnTypedKey(func(k *fyne.KeyEvent) {
		if k.Name == fyne.KeyEscape {
			w.escape()
		}
	})
	w.win.SetCloseIntercept(w.close)
	w.app.Settings().AddListener(func(fyne.Settings) {
		onUI(w.themeChanged)
	})

	switch w.opts.Tab {
	case "timeline":
		w.tabs.Select(w.timeTab)
	case "saved":
		w.tabs.Select(w.savedTab)
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
	go w.watchLibrary()
	if len(w.opts.Import) > 0 {
		w.importPaths(w.opts.Import)
	}
	if w.opts.Ask != "" {
		w.ask.askQuestion(w.opts.Ask)
	} else {
		w.win.Canvas().Focus(w.ask.entry)
	}
}

// libraryPoll is how often the window checks whether the library changed
// behind its back (a watched folder's file deleted, say).
const libraryPoll = 2 * time.Second

// watchLibrary refreshes the window whenever the library's generation
// moves, whoever changed it, until the window closes.
func (w *Window) watchLibrary() {
	t := time.NewTicker(libraryPoll)
	defer t.Stop()
	for {
		select {
		case <-w.ctx.Done():
			return
		case <-t.C:
			gen := w.core.Library().Generation()
			onUI(func() {
				if gen != w.shownGen && !w.refreshing {
					w.libraryChanged()
				}
			})
		}
	}
}

// themeChanged repaints what draws theme colours itself.
func (w *Window) themeChanged() {
	for _, f := range w.themed {
		f()
	}
}

func watchedName(j *app.Job) string {
	if len(j.Paths) == 1 {
		return filepath.Base(j.Paths[0])
	}
	return plural.Noun(len(j.Paths), "path")
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
	what := "Importing " + plural.Noun(len(paths), "item")
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
		gen := w.core.Library().Generation()
		snap := readLibrary(w.core)
		slog.Debug("library summarised", "events", snap.events, "elapsed", time.Since(start))
		onUI(func() {
			w.refreshing = false
			w.shownGen = gen
			w.sources.show(snap)
			w.ask.libraryShown(snap)
			w.timeline.libraryShown(snap)
			w.saved.libraryChanged()
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
	w.showDialog(dialog.NewCustom(title, "OK", fixedWidth(460, msg), w.win))
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

// importDemo writes the demo dataset into the data folder and imports it
// in the background.
func (w *Window) importDemo() {
	if w.opts.Demo == nil {
		return
	}
	go func() {
		exports, err := w.core.PrepareDemo(w.opts.Demo)
		onUI(func() {
			if err != nil {
				w.showError("Could not prepare the demo data", err)
				return
			}
			w.settings.load() // the demo's "today"
			j := w.core.Import(w.ctx, []string{exports}, nil)
			w.jobs.add(j, "Importing the demo data")
			w.ask.showWelcome()
		})
	}()
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
	w.showDialog(d)
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

// showChoices are the views --show opens once the window is ready, for
// screenshots: an answer's first event, its evidence on the timeline, the
// timeline's map, the export dialog, the keyboard shortcuts, the removal
// of the largest source, the Add file picker.
var showChoices = []string{"detail", "evidence", "map", "export", "shortcuts", "remove", "picker", "identity"}

// whenReady writes the --ready file once the state the flags ask for is on
// screen: the library shown, imports finished, the answer displayed (or
// the suggested questions found), the timeline drawn, and the --show view
// opened. Scripts take screenshots after it appears.
func (w *Window) whenReady(opts Options) {
	if opts.Ready == "" {
		return
	}
	jobs := min(len(opts.Import), 1) // --import paths are one job
	lib, answered, suggested, savedRun, done := false, opts.Ask == "", false, false, false
	needTimeline := opts.Tab == "timeline" || opts.Show == "evidence" || opts.Show == "map"
	timeline := !needTimeline
	prepared := false // the timeline view was asked for
	write := func() {
		go func() {
			time.Sleep(800 * time.Millisecond) // a few frames for the last layout
			if err := os.WriteFile(opts.Ready, []byte("ready\n"), 0o600); err != nil {
				slog.Warn("writing the ready file", "file", opts.Ready, "err", err)
			}
		}()
	}
	var check func()
	check = func() {
		if done || !lib || jobs > 0 || !answered {
			return
		}
		if opts.Ask == "" && opts.Tab == "" && w.ask.lib.events > 0 && !suggested {
			return
		}
		if opts.Tab == "saved" && len(w.saved.items) > 0 && !savedRun {
			return
		}
		if !timeline {
			if prepared {
				return
			}
			switch {
			case opts.Show == "evidence":
				prepared = true
				w.ask.showOnTimeline()
			case opts.Show == "map" && w.timeline.tl == nil:
				w.tabs.Select(w.timeTab) // computes the timeline, then checks again
			case opts.Show == "map":
				prepared = true
				w.timeline.setMapMode(true)
				w.timeline.setZoom(zoomAll, time.Time{})
			default:
				prepared = true
				w.timeline.refresh(false)
			}
			return
		}
		done = true
		switch opts.Show {
		case "detail":
			if evs := w.ask.events.events; len(evs) > 0 && w.ask.detail == nil {
				w.ask.detail = w.showEventDetail(evs[0])
			}
		case "export":
			w.ask.exportAnswer()
		case "shortcuts":
			w.showShortcuts()
		case "remove":
			w.tabs.Select(w.srcTab)
			for _, g := range w.sources.snap.groups {
				if g.source != failedGroup && g.source != emptyGroup {
					w.removeSource(g)
					break
				}
			}
		case "identity":
			// The card opens its editor once it has read who the person is.
			w.tabs.Select(w.srcTab)
			if c := w.identity; c == nil || !c.asked {
				done = false
				return
			}
		case "picker":
			w.tabs.Select(w.srcTab)
			w.sources.chooseFile()
		}
		write()
	}
	w.onLibraryShown = func() { lib = true; check() }
	w.onJobDone = func(*app.Job, string) { jobs--; check() }
	w.onAnswered = func() { answered = true; check() }
	w.onSuggested = func() { suggested = true; check() }
	w.onSavedRun = func() { savedRun = true; check() }
	w.onTimeline = func() {
		if !prepared {
			check()
			return
		}
		if opts.Show != "map" {
			timeline = true
			check()
			return
		}
		// Recorded routes arrive after the map: wait for them, or a
		// moment when there are none.
		w.onTimeline = nil
		waited := false
		finish := func() {
			if !waited {
				waited = true
				timeline = true
				check()
			}
		}
		w.onMapRoutes = finish
		time.AfterFunc(3*time.Second, func() { onUI(finish) })
	}
}

// onUI runs fn on the UI goroutine; background work hands its results to
// the window through it. Tests replace it with a queue their goroutine
// drains, because fyne's test driver runs fyne.Do callbacks on the calling
// goroutine, concurrently.
var onUI = fyne.Do
