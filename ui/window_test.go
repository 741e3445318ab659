package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	rtest "reqap/internal/test"
)

// testWindow opens the real core on dir and builds the main window over it
// in fyne's test app (no display needed). Hooks report finished jobs and
// library refreshes on channels, so tests wait for background work rather
// than sleep.
type testWindow struct {
	*Window
	jobsDone chan string
	library  chan libSnapshot
	answers  chan askOutcome
}

func openWindow(t testing.TB, dir string, opts Options) *testWindow {
	t.Helper()
	a := test.NewTempApp(t)
	core, err := app.Open(dir)
	if err != nil {
		t.Fatalf("opening the library in %s: %v", dir, err)
	}
	tw := &testWindow{jobsDone: make(chan string, 16), library: make(chan libSnapshot, 256), answers: make(chan askOutcome, 16)}
	if opts.Size.Width == 0 {
		opts.Size = fyne.NewSize(1280, 820)
	}
	w := newWindow(a, opts)
	w.onJobDone = func(_ *app.Job, summary string) { tw.jobsDone <- summary }
	w.onLibraryShown = func() { tw.library <- w.sources.snap }
	w.onAnswered = func() { tw.answers <- w.ask.last }
	w.attach(core)
	tw.Window = w
	t.Cleanup(func() {
		if err := w.Close(); err != nil {
			t.Errorf("closing: %v", err)
		}
	})
	tw.waitLibrary(t, func(libSnapshot) bool { return true })
	return tw
}

const testTimeout = 60 * time.Second

// uiQueue holds the work background goroutines hand to the UI; tests run
// it on their own goroutine, as the real driver runs it on the main one.
var uiQueue = make(chan func(), 4096)

func init() {
	onUI = func(f func()) { uiQueue <- f }
}

// pump runs queued UI work until done reports true.
func pump(t testing.TB, what string, done func() bool) {
	t.Helper()
	deadline := time.After(testTimeout)
	for !done() {
		select {
		case f := <-uiQueue:
			f()
		case <-deadline:
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// receive runs queued UI work until ch gives a value, and returns it.
func receive[T any](t testing.TB, what string, ch <-chan T) T {
	t.Helper()
	var v T
	pump(t, what, func() bool {
		select {
		case v = <-ch:
			return true
		default:
			return false
		}
	})
	return v
}

func (tw *testWindow) waitJob(t *testing.T) string {
	t.Helper()
	return receive(t, "an import job to finish", tw.jobsDone)
}

// waitLibrary waits until the window shows a library snapshot that
// satisfies ok.
func (tw *testWindow) waitLibrary(t testing.TB, ok func(libSnapshot) bool) libSnapshot {
	t.Helper()
	var snap libSnapshot
	pump(t, "the library view", func() bool {
		for {
			select {
			case s := <-tw.library:
				if ok(s) {
					snap = s
					return true
				}
			default:
				return false
			}
		}
	})
	return snap
}

// labelTexts collects the text of every label and button under o (as
// find walks it), one per line: what a person reads, whatever the width
// truncates.
func labelTexts(o fyne.CanvasObject) string {
	var b strings.Builder
	find(o, func(x fyne.CanvasObject) bool {
		switch x := x.(type) {
		case *widget.Label:
			b.WriteString(x.Text + "\n")
		case *widget.Button:
			b.WriteString(x.Text + "\n")
		}
		return false
	})
	return b.String()
}

func TestEmptyLibraryShowsDropHint(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	if got := w.sources.summary.Text; got != "Your library is empty" {
		t.Errorf("summary = %q", got)
	}
	if w.sources.body.Objects[0] != w.sources.empty {
		t.Error("the empty library does not show the drop hint")
	}
	if !strings.Contains(test.RenderObjectToMarkup(w.sources.empty), "Drop your exports here") {
		t.Error("the empty state does not say to drop exports")
	}
	if !strings.Contains(test.RenderObjectToMarkup(w.ask.welcome), "Your library is empty") {
		t.Error("the Ask tab does not say the library is empty")
	}
}

func TestDropImportsFile(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	src := filepath.Join(t.TempDir(), "team.ics")
	rtest.CopyFile(t, filepath.Join("testdata", "team.ics"), src)

	w.dropped(fyne.NewPos(40, 40), []fyne.URI{storage.NewFileURI(src)})
	if w.tabs.Selected() != w.srcTab {
		t.Error("dropping files does not show the Sources tab")
	}
	if len(w.jobs.views) != 1 {
		t.Fatalf("%d jobs listed, want 1", len(w.jobs.views))
	}
	summary := w.waitJob(t)
	if !strings.HasPrefix(summary, "1 file imported (3 events)") {
		t.Errorf("job summary = %q, want 1 file imported (3 events)", summary)
	}
	snap := w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 3 })
	if got := w.sources.summary.Text; got != "3 events from 1 file" {
		t.Errorf("summary = %q", got)
	}
	if len(snap.groups) != 1 || snap.groups[0].source != "calendar" || snap.groups[0].events != 3 {
		t.Fatalf("groups = %+v, want one calendar group of 3 events", snap.groups)
	}
	if f := snap.groups[0].files[0]; f.rec.Path != src || f.events != 3 || f.rec.Format != "ics" {
		t.Errorf("file = %+v", f)
	}
	// The tree shows the group and the file with their counts.
	if got := w.sources.childUIDs(""); len(got) != 1 || got[0] != "g:calendar" {
		t.Fatalf("tree roots = %q", got)
	}
	branch := w.sources.createNode(true)
	w.sources.updateNode("g:calendar", true, branch)
	branch.Resize(fyne.NewSize(900, branch.MinSize().Height))
	if md := test.RenderObjectToMarkup(branch); !strings.Contains(md, "Calendar") || !strings.Contains(md, "3 events · 1 file") {
		t.Errorf("group row:\n%s", md)
	}
	leafID := w.sources.childUIDs("g:calendar")[0]
	leaf := w.sources.createNode(false)
	w.sources.updateNode(leafID, false, leaf)
	leaf.Resize(fyne.NewSize(900, leaf.MinSize().Height))
	if md := test.RenderObjectToMarkup(leaf); !strings.Contains(md, "team.ics") || !strings.Contains(md, "3 events") {
		t.Errorf("file row:\n%s", md)
	}
	for _, v := range w.jobs.views {
		if !v.done || !strings.HasPrefix(v.detail.Text, "1 file imported") {
			t.Errorf("job row says %q (done %v)", v.detail.Text, v.done)
		}
	}

	// Dropping it again changes nothing.
	w.dropped(fyne.NewPos(40, 40), []fyne.URI{storage.NewFileURI(src)})
	if s := w.waitJob(t); !strings.Contains(s, "1 unchanged") {
		t.Errorf("second drop: %q, want 1 unchanged", s)
	}
}

func TestDropBrokenFileShowsFailure(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	// A Spotify history cut off in the middle of its only record: nothing
	// is readable (a file cut after good records keeps them).
	src := filepath.Join(t.TempDir(), "StreamingHistory_music_0.json")
	broken := `[{"endTime" : "2024-01-05 08:15", "artistNa`
	rtest.WriteFile(t, src, []byte(broken))
	w.dropped(fyne.NewPos(0, 0), []fyne.URI{storage.NewFileURI(src)})
	summary := w.waitJob(t)
	if !strings.Contains(summary, "1 failed") {
		t.Errorf("summary = %q, want a failed file", summary)
	}
	snap := w.waitLibrary(t, func(s libSnapshot) bool { return s.files == 1 })
	if len(snap.groups) == 0 || snap.groups[0].source != failedGroup {
		t.Fatalf("groups = %+v, want the failed group first", snap.groups)
	}
	leaf := w.sources.createNode(false)
	w.sources.updateNode(w.sources.childUIDs("g:" + failedGroup)[0], false, leaf)
	leaf.Resize(fyne.NewSize(1200, leaf.MinSize().Height))
	md := test.RenderObjectToMarkup(leaf)
	if !strings.Contains(md, "StreamingHistory_music_0.json") || !strings.Contains(md, "failed: ") {
		t.Errorf("failed file row does not name the file and the reason:\n%s", md)
	}
}

func TestSettingsPersistAcrossRestart(t *testing.T) {
	dir := t.TempDir()
	w := openWindow(t, dir, Options{})
	p := w.settings
	p.planner.SetSelected("Rules only")
	p.ollamaURL.SetText("http://10.1.2.3:11434")
	p.model.SetText("qwen2.5:3b")
	p.crossEncoder.SetText("/models/cross-encoder")
	p.theme.SetSelected("Dark")

	p.today.SetText("1 June 2024") // not a date: refused
	test.Tap(p.saveBtn)
	if got := w.core.Settings().Model; got != app.DefaultSettings().Model {
		t.Fatalf("settings saved despite an invalid date (model %q)", got)
	}
	if !strings.Contains(p.saved.Text, "YYYY-MM-DD") {
		t.Errorf("invalid date message = %q", p.saved.Text)
	}
	p.today.SetText("2024-06-01")
	test.Tap(p.saveBtn)
	// 10.1.2.3 is another machine: saving asks first.
	if p.remote.dialog == nil || w.core.Settings().OllamaURL == "http://10.1.2.3:11434" {
		t.Fatal("a remote Ollama address was saved without asking")
	}
	p.remote.yes()
	if got := w.core.Settings().OllamaRemoteOK; got != "10.1.2.3" {
		t.Errorf("agreed host = %q", got)
	}
	if p.saved.Text != "Saved." {
		t.Errorf("after saving: %q", p.saved.Text)
	}
	if v := w.app.Settings().ThemeVariant(); w.app.Settings().Theme().Color("background", v) != newTheme("dark").Color("background", 0) {
		t.Error("the dark theme was not applied")
	}
	w.win.Resize(fyne.NewSize(1000, 700))
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}

	w2 := openWindow(t, dir, Options{})
	q := w2.settings
	checks := []struct{ name, got, want string }{
		{"planner", q.planner.Selected, "Rules only"},
		{"ollama", q.ollamaURL.Text, "http://10.1.2.3:11434"},
		{"model", q.model.Text, "qwen2.5:3b"},
		{"cross-encoder", q.crossEncoder.Text, "/models/cross-encoder"},
		{"today", q.today.Text, "2024-06-01"},
		{"theme", q.theme.Selected, "Dark"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s after restart = %q, want %q", c.name, c.got, c.want)
		}
	}
	st := w2.core.Settings()
	if st.Planner != "rules" || st.Theme != "dark" {
		t.Errorf("stored planner %q theme %q", st.Planner, st.Theme)
	}
	if st.Window.Width != 1000 || st.Window.Height != 700 {
		t.Errorf("window size after restart = %+v, want 1000×700", st.Window)
	}
	if got := w2.core.Today().Format("2006-01-02"); got != "2024-06-01" {
		t.Errorf("core today = %s", got)
	}
}

func TestWatchedFolderIsScannedAndResumed(t *testing.T) {
	dir := t.TempDir()
	watched := filepath.Join(t.TempDir(), "exports")
	if err := os.MkdirAll(watched, 0o700); err != nil {
		t.Fatal(err)
	}
	rtest.CopyFile(t, filepath.Join("testdata", "team.ics"), filepath.Join(watched, "team.ics"))

	w := openWindow(t, dir, Options{})
	w.sources.addWatched(watched)
	if s := w.waitJob(t); !strings.HasPrefix(s, "1 file imported (3 events)") {
		t.Errorf("first scan: %q", s)
	}
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 3 })
	md := labelTexts(w.sources.watched)
	if !strings.Contains(md, "exports") || !strings.Contains(md, watched) {
		t.Errorf("the watched folder is not listed:\n%s", md)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}

	// At the next start the folder is rescanned: nothing changed.
	w2 := openWindow(t, dir, Options{})
	if s := w2.waitJob(t); !strings.Contains(s, "1 unchanged") {
		t.Errorf("rescan at start: %q, want 1 unchanged", s)
	}
	w2.waitLibrary(t, func(libSnapshot) bool { return true })
	st := w2.core.Settings().Watched
	if len(st) != 1 || st[0].Path != watched || st[0].LastScan.IsZero() {
		t.Fatalf("watched folders after restart: %+v", st)
	}
	if md := labelTexts(w2.sources.watched); !strings.Contains(md, "last scan") {
		t.Errorf("the watched folder's last scan is not shown:\n%s", md)
	}
}

func TestDemoOfferedOnceAndImported(t *testing.T) {
	ics := rtest.ReadFile(t, filepath.Join("testdata", "team.ics"))
	demo := fstest.MapFS{"Takeout/Calendar/team.ics": {Data: ics}}
	dir := t.TempDir()
	w := openWindow(t, dir, Options{Demo: demo})
	if w.demoDialog == nil {
		t.Fatal("an empty library does not offer the demo data")
	}
	if !w.core.Settings().DemoOffered {
		t.Error("the offer is not remembered")
	}
	if md := labelTexts(w.ask.welcome); !strings.Contains(md, "Try the demo data") {
		t.Errorf("the Ask tab does not offer the demo data:\n%s", md)
	}
	w.importDemo()
	if s := w.waitJob(t); !strings.HasPrefix(s, "1 file imported (3 events)") {
		t.Errorf("demo import: %q", s)
	}
	snap := w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 3 })
	if f := snap.groups[0].files[0].rec.Path; f != filepath.Join(dir, "demo", "Takeout", "Calendar", "team.ics") {
		t.Errorf("demo file imported from %s, want it inside the data folder", f)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	// Offered once: not again, even with an empty library.
	w2 := openWindow(t, t.TempDir(), Options{})
	if w2.demoDialog != nil {
		t.Error("the demo is offered without a demo dataset")
	}
	w3 := openWindow(t, dir, Options{Demo: demo})
	if w3.demoDialog != nil {
		t.Error("the demo is offered again")
	}
}

// Once every file is in, a job row says the index is being tidied rather
// than naming a file it no longer reads.
func TestJobRowSaysTidying(t *testing.T) {
	test.NewTempApp(t)
	v := &jobView{detail: widget.NewLabel(""), bar: widget.NewProgressBar()}
	v.update(app.Progress{FilesDone: 3, FilesTotal: 3, Events: 1200, BytesDone: 10, BytesTotal: 10, Current: []string{"/x/a.json"}, Tidying: true})
	if got := v.detail.Text; !strings.Contains(got, "1,200 events imported") || !strings.Contains(got, "tidying the index") || strings.Contains(got, "a.json") {
		t.Errorf("job row while tidying says %q", got)
	}
}
