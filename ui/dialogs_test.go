package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	rtest "reqap/internal/test"
)

// findButton finds the button labelled text under o, as laid out.
func findButton(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	for _, x := range test.LaidOutObjects(o) {
		if b, ok := x.(*widget.Button); ok && b.Visible() && b.Text == text {
			return b
		}
	}
	t.Fatalf("no %q button in:\n%s", text, test.RenderObjectToMarkup(o))
	return nil
}

// topOverlay is the dialog or pop-up in front, or nil.
func (tw *testWindow) topOverlay() fyne.CanvasObject {
	return tw.win.Canvas().Overlays().Top()
}

// pickerIn opens a picker with a tap on button, points it at dir and
// returns its pop-up.
func (tw *testWindow) pickerIn(t *testing.T, button *widget.Button, dir string) fyne.CanvasObject {
	t.Helper()
	before := len(tw.win.Canvas().Overlays().List())
	test.Tap(button)
	if n := len(tw.win.Canvas().Overlays().List()); n != before+1 {
		t.Fatalf("tapping %q opened %d overlays, want 1", button.Text, n-before)
	}
	if tw.picker == nil {
		t.Fatalf("tapping %q showed no picker", button.Text)
	}
	top := tw.topOverlay()
	checkPopUpFits(t, button.Text, tw.win.Canvas().Size(), top)
	l, err := storage.ListerForURI(storage.NewFileURI(dir))
	if err != nil {
		t.Fatal(err)
	}
	tw.picker.SetLocation(l)
	return top
}

// checkPopUpFits checks that the pop-up in overlay is roomy and lies
// inside the window.
func checkPopUpFits(t *testing.T, what string, win fyne.Size, overlay fyne.CanvasObject) {
	t.Helper()
	for _, o := range test.LaidOutObjects(overlay) {
		p, ok := o.(*widget.PopUp)
		if !ok {
			continue
		}
		pos, size := p.Position(), p.Size()
		if size.Width < 600 || size.Height < 400 {
			t.Errorf("the dialog of %s is %v, want it roomy", what, size)
		}
		if pos.X < 0 || pos.Y < 0 || pos.X+size.Width > win.Width || pos.Y+size.Height > win.Height {
			t.Errorf("the dialog of %s at %v size %v spills out of the %v window", what, pos, size, win)
		}
		return
	}
	t.Errorf("%s shows no pop-up", what)
}

// choose taps the picker's confirm button.
func (tw *testWindow) choose(t *testing.T, picker fyne.CanvasObject) {
	t.Helper()
	test.Tap(findButton(t, picker, "Open"))
	if tw.topOverlay() == picker {
		t.Fatal("the picker stayed open after Open")
	}
}

// selectFile taps the file called name in an open file picker's listing
// (which shows names without their extension).
func selectFile(t *testing.T, picker fyne.CanvasObject, name string) {
	t.Helper()
	shown := strings.TrimSuffix(name, filepath.Ext(name))
	// The innermost tappable that shows the name is the file's item (the
	// pop-up's overlay is tappable too).
	var item fyne.Tappable
	for _, x := range test.LaidOutObjects(picker) {
		tap, ok := x.(fyne.Tappable)
		if _, isButton := x.(*widget.Button); !ok || isButton {
			continue
		}
		for _, y := range test.LaidOutObjects(x) {
			if txt, ok := y.(*canvas.Text); ok && txt.Text == shown {
				item = tap
			}
		}
	}
	if item != nil {
		test.Tap(item)
		if findButton(t, picker, "Open").Disabled() {
			t.Fatalf("tapping %s in the picker did not select it", name)
		}
		return
	}
	t.Fatalf("no %s in the picker:\n%s", name, test.RenderObjectToMarkup(picker))
}

// TestPickersOpenAndChoose opens every file and folder picker of the
// window with a tap on its button, as a person would, and chooses through
// each: a picker that crashes or chooses nothing fails here.
func TestPickersOpenAndChoose(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	exports := rtest.FolderWith(t, filepath.Join("testdata", "team.ics"))

	// Sources, empty library: Add file… in the empty state.
	w.tabs.Select(w.srcTab)
	picker := w.pickerIn(t, findButton(t, w.sources.empty, "Add file…"), exports)
	selectFile(t, picker, "team.ics")
	w.choose(t, picker)
	if s := w.waitJob(t); !strings.HasPrefix(s, "1 file imported (3 events)") {
		t.Errorf("Add file…: %q", s)
	}
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 3 })

	// The toolbar's Add folder…: the folder is imported (unchanged now).
	picker = w.pickerIn(t, findButton(t, w.sources.content, "Add folder…"), exports)
	w.choose(t, picker)
	if s := w.waitJob(t); !strings.Contains(s, "1 unchanged") {
		t.Errorf("Add folder…: %q", s)
	}

	// Watch a folder…: the folder is watched.
	picker = w.pickerIn(t, findButton(t, w.sources.content, "Watch a folder…"), exports)
	w.choose(t, picker)
	w.waitJob(t)
	if st := w.core.Settings().Watched; len(st) != 1 || st[0].Path != exports {
		t.Errorf("watched after Watch a folder…: %+v", st)
	}

	// Settings: the cross-encoder's Browse… and the data folder's Change….
	w.tabs.Select(w.setTab)
	models := t.TempDir()
	picker = w.pickerIn(t, findButton(t, w.settings.content, "Browse…"), models)
	w.choose(t, picker)
	if got := w.settings.crossEncoder.Text; got != models {
		t.Errorf("cross-encoder after Browse… = %q, want %s", got, models)
	}
	next := t.TempDir()
	picker = w.pickerIn(t, findButton(t, w.settings.content, "Change…"), next)
	w.choose(t, picker)
	if got := w.app.Preferences().String(prefDataDir); got != next {
		t.Errorf("next data folder = %q, want %s", got, next)
	}

	// Cancel closes a picker and chooses nothing.
	picker = w.pickerIn(t, findButton(t, w.settings.content, "Browse…"), next)
	test.Tap(findButton(t, picker, "Cancel"))
	if w.topOverlay() == picker || w.settings.crossEncoder.Text != models {
		t.Error("Cancel did not close the picker without choosing")
	}
}

// TestDialogsOpen opens every other dialog of the window.
func TestDialogsOpen(t *testing.T) {
	dir := t.TempDir()
	w := openWindow(t, dir, Options{})
	exports := rtest.FolderWith(t, filepath.Join("testdata", "team.ics"))
	opened := func(what string) fyne.CanvasObject {
		t.Helper()
		top := w.topOverlay()
		if top == nil {
			t.Fatalf("%s opened no dialog", what)
		}
		return top
	}

	w.sources.addWatched(exports)
	w.waitJob(t)
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 3 })

	// An event's detail.
	ev := w.core.Library().Events("")[0]
	d := w.showEventDetail(ev)
	// The detail fills in once its record is read, off the UI goroutine.
	// Its labels are read rather than its markup: rendering an overlay to
	// markup lays it out at its minimum size, where the path wraps at a
	// place that depends on the length of the temporary folder's name.
	opened("an event's detail")
	pump(t, "the event's detail naming its file", func() bool {
		return strings.Contains(d.texts(), "team.ics")
	})
	test.Tap(findButton(t, opened("detail"), "Close"))

	// A job's Details.
	for _, v := range w.jobs.views {
		test.Tap(v.details)
		if md := test.RenderObjectToMarkup(opened("Details")); !strings.Contains(md, "team.ics") {
			t.Errorf("job details do not list the file:\n%s", md)
		}
		test.Tap(findButton(t, opened("Details"), "Close"))
	}

	// Stop watching asks first, and can keep the events.
	w.removeWatchedFolder(exports)
	md := test.RenderObjectToMarkup(opened("stop watching"))
	if !strings.Contains(md, "Stop watching") {
		t.Errorf("stop watching dialog:\n%s", md)
	}
	test.Tap(findButton(t, opened("stop watching"), "Stop watching, keep the events"))
	if len(w.core.Settings().Watched) != 0 || w.core.Library().Count() != 3 {
		t.Errorf("after stop watching: %d watched, %d events", len(w.core.Settings().Watched), w.core.Library().Count())
	}

	// Or removes the folder's events too, with undo.
	w.sources.addWatched(exports)
	w.waitJob(t)
	w.removeWatchedFolder(exports)
	test.Tap(findButton(t, opened("remove folder"), "Remove the folder and its events"))
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 0 })
	if len(w.core.Settings().Watched) != 0 {
		t.Error("the removed folder is still watched")
	}
	pump(t, "the undo offer", func() bool { return w.status.action.Visible() })
	test.Tap(w.status.action)
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 3 })
	if len(w.core.Settings().Watched) != 1 {
		t.Error("undo did not watch the folder again")
	}

	// An error.
	w.showError("Something failed", os.ErrPermission)
	if md := test.RenderObjectToMarkup(opened("an error")); !strings.Contains(md, "permission denied") {
		t.Errorf("error dialog:\n%s", md)
	}
	test.Tap(findButton(t, opened("error"), "OK"))

	// The library cannot be opened.
	showFatal(w.Window, dir, os.ErrPermission)
	if md := test.RenderObjectToMarkup(opened("fatal")); !strings.Contains(md, "could not open the library") {
		t.Errorf("fatal dialog:\n%s", md)
	}
}
