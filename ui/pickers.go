package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// pickerSize is the size file and folder pickers open at: room for a few
// columns of files, but never larger than the window.
var pickerSize = fyne.NewSize(900, 600)

// showPicker shows a file or folder picker at pickerSize.
//
// The order matters: FileDialog.Resize reads the pop-up that Show
// creates, so resizing a picker before showing it is a nil-pointer panic
// (fyne 2.8.1); and the pop-up keeps the position it was centred at for
// its first size until its overlay lays it out again. Every picker of the
// window goes through here.
func (w *Window) showPicker(d *dialog.FileDialog) {
	d.Show()
	win := w.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(pickerSize.Width, win.Width-32), min(pickerSize.Height, win.Height-32)))
	top := w.win.Canvas().Overlays().Top()
	if top != nil {
		top.Refresh() // centres the resized pop-up
	}
	w.picker, w.pickerOverlay = d, top
}

// pickFile lets the person choose a file and hands its path to chosen.
func (w *Window) pickFile(chosen func(path string)) {
	w.showPicker(dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		var u fyne.URI
		if r != nil {
			u = r.URI()
			r.Close() // the path is all that is wanted
		}
		w.picked("file", u, err, chosen)
	}, w.win))
}

// pickFolder lets the person choose a folder and hands its path to
// chosen.
func (w *Window) pickFolder(chosen func(path string)) {
	w.showPicker(dialog.NewFolderOpen(func(l fyne.ListableURI, err error) {
		var u fyne.URI
		if l != nil { // a nil ListableURI would not be a nil URI
			u = l
		}
		w.picked("folder", u, err, chosen)
	}, w.win))
}

// picked is what every picker does with the person's answer: an error is
// shown, a cancelled picker (no URI) does nothing, and the path chosen is
// handed on.
func (w *Window) picked(what string, u fyne.URI, err error, chosen func(path string)) {
	if err != nil {
		w.showError("Could not open the "+what, err)
		return
	}
	if u != nil {
		chosen(u.Path())
	}
}
