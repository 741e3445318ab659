package ui

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/ingest"
	"reqap/lang/plural"
)

// removing is a removal the person confirmed; run does it.
type removing struct {
	title string // "Remove Music?"
	text  string // what goes, and what stays
	run   func(context.Context) (*app.Removal, error)
}

// confirmRemoval asks before removing; the removal runs in the background
// and Undo is offered for a while after it.
func (w *Window) confirmRemoval(r removing) {
	msg := widget.NewLabel(r.text)
	msg.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(r.title, "Remove", "Cancel", fixedWidth(480, msg), func(ok bool) {
		if ok {
			w.remove(r)
		}
	}, w.win)
	w.showDialog(d)
}

// remove runs a removal and offers to undo it.
func (w *Window) remove(r removing) {
	w.status.show("Removing…", "", nil, 0, nil)
	go func() {
		rem, err := r.run(w.ctx)
		onUI(func() {
			w.libraryChanged()
			w.settings.load() // the demo's "today" goes with it
			if err != nil {
				w.status.dismiss()
				w.showError("Could not remove everything", err)
				if rem != nil {
					rem.Forget()
				}
				return
			}
			text := fmt.Sprintf("Removed %s (%s).", rem.What, plural.Noun(rem.Events, "event"))
			w.status.show(text, "Undo", func() { w.undoRemoval(rem) }, undoLinger, rem.Forget)
			w.lastRemoval = rem
		})
	}()
}

// undoRemoval puts back what a removal took.
func (w *Window) undoRemoval(rem *app.Removal) {
	w.status.show("Putting back "+rem.What+"…", "", nil, 0, nil)
	go func() {
		err := rem.Undo(w.ctx)
		onUI(func() {
			w.libraryChanged()
			w.settings.load() // the demo's "today" comes back with it
			if err != nil {
				w.status.dismiss()
				w.showError("Could not put back "+rem.What, err)
				return
			}
			w.status.show(fmt.Sprintf("Put back %s (%s).", rem.What, plural.Noun(rem.Events, "event")), "", nil, 4*time.Second, nil)
			if w.onUndone != nil {
				w.onUndone()
			}
		})
	}()
}

// removeFile asks to remove one imported file.
func (w *Window) removeFile(rec fileEntry) {
	path := rec.rec.Path
	text := fmt.Sprintf("%s and its %s leave the library. The file on disk stays.", shortPath(path), plural.Noun(rec.rec.Events, "event"))
	if dir := w.watchedDirOf(path); dir != "" {
		text += "\n\nIt lies in the watched folder " + filepath.Base(dir) + ", which imports it again when the file changes or ReQAP starts; remove the folder to keep it out."
	}
	w.confirmRemoval(removing{
		title: "Remove " + filepath.Base(ingest.OnDisk(path)) + "?",
		text:  text,
		run: func(ctx context.Context) (*app.Removal, error) {
			return w.core.RemoveFiles(ctx, []string{path})
		},
	})
}

// removeSource asks to remove every file of a source kind.
func (w *Window) removeSource(g sourceGroup) {
	name := groupTitle(g)
	text := fmt.Sprintf("The %s holding %s — %s — leave the library. The files on disk stay.",
		plural.Noun(len(g.files), "file"), strings.ToLower(name), plural.Noun(g.events, "event"))
	if g.source == failedGroup || g.source == emptyGroup {
		text = fmt.Sprintf("The records of %s leave the library; they are imported again when added again.", plural.Noun(len(g.files), "file"))
	}
	paths := make([]string, len(g.files))
	for i, f := range g.files {
		paths[i] = f.rec.Path
	}
	w.confirmRemoval(removing{
		title: "Remove " + name + "?",
		text:  text,
		run: func(ctx context.Context) (*app.Removal, error) {
			if g.source == failedGroup || g.source == emptyGroup {
				return w.core.RemoveFiles(ctx, paths)
			}
			return w.core.RemoveSource(ctx, g.source, name)
		},
	})
}

// removeWatchedFolder offers to stop watching a folder, keeping its
// events, or to remove the folder's events too.
func (w *Window) removeWatchedFolder(dir string) {
	msg := widget.NewLabel(fmt.Sprintf("Stop watching %s?\n\nYou can keep the events imported from it, or remove them from the library as well. The folder on disk stays.", dir))
	msg.Wrapping = fyne.TextWrapWord
	var d *dialog.CustomDialog
	keep := widget.NewButton("Stop watching, keep the events", func() {
		d.Hide()
		if err := w.core.RemoveWatchedDir(dir); err != nil {
			w.showError("Could not stop watching "+filepath.Base(dir), err)
		}
		w.sources.showWatched()
	})
	drop := widget.NewButton("Remove the folder and its events", func() {
		d.Hide()
		w.remove(removing{run: func(ctx context.Context) (*app.Removal, error) {
			return w.core.RemoveWatchedFolder(ctx, dir)
		}})
	})
	drop.Importance = widget.DangerImportance
	d = dialog.NewCustomWithoutButtons("Stop watching "+filepath.Base(dir)+"?", fixedWidth(520, msg), w.win)
	cancel := widget.NewButton("Cancel", func() { d.Hide() })
	d.SetButtons([]fyne.CanvasObject{cancel, keep, drop})
	w.showDialog(d)
}

// removeDemo asks to remove the demo data.
func (w *Window) removeDemo() {
	w.confirmRemoval(removing{
		title: "Remove the demo data?",
		text:  "The invented person's events leave the library, and “today” goes back to the real today if the demo set it. Your own data stays.",
		run:   w.core.RemoveDemo,
	})
}

// watchedDirOf is the watched folder holding path, or "".
func (w *Window) watchedDirOf(path string) string {
	for _, d := range w.core.Settings().Watched {
		if strings.HasPrefix(path, d.Path+string(filepath.Separator)) {
			return d.Path
		}
	}
	return ""
}
