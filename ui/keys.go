package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// The window's commands live in its menu bar, each with its keyboard
// shortcut: menu shortcuts reach the window even while a text box has the
// focus, which canvas shortcuts do not.

// ctrl is a Ctrl (Cmd on macOS) shortcut.
func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

// ctrlShift is a Ctrl+Shift shortcut.
func ctrlShift(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}
}

// alt is an Alt shortcut (Ctrl+arrows move by words in text boxes).
func alt(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierAlt}
}

func item(label string, sc fyne.Shortcut, action func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, action)
	it.Shortcut = sc
	return it
}

// buildMenu sets the window's menu bar.
func (w *Window) buildMenu() {
	tab := func(t *container.TabItem) func() {
		return func() { w.tabs.Select(t) }
	}
	file := fyne.NewMenu("File",
		item("Add file…", ctrl(fyne.KeyO), w.sources.chooseFile),
		item("Add folder…", ctrlShift(fyne.KeyO), w.sources.chooseFolder),
		fyne.NewMenuItem("Watch a folder…", w.sources.chooseWatched),
		fyne.NewMenuItemSeparator(),
		item("Export the answer…", ctrl(fyne.KeyE), w.ask.exportAnswer),
	)
	view := fyne.NewMenu("View",
		item("Ask", ctrl(fyne.Key1), tab(w.askTab)),
		item("Timeline", ctrl(fyne.Key2), tab(w.timeTab)),
		item("Saved questions", ctrl(fyne.Key3), tab(w.savedTab)),
		item("Sources", ctrl(fyne.Key4), tab(w.srcTab)),
		item("Settings", ctrl(fyne.Key5), tab(w.setTab)),
		fyne.NewMenuItemSeparator(),
		item("Type a question", ctrl(fyne.KeyL), w.focusQuestion),
		item("Search the timeline", ctrl(fyne.KeyF), w.timeline.focusSearch),
		item("Previous period", alt(fyne.KeyLeft), func() { w.timeline.step(-1) }),
		item("Next period", alt(fyne.KeyRight), func() { w.timeline.step(1) }),
	)
	answer := fyne.NewMenu("Answer",
		item("Save the question", ctrl(fyne.KeyD), w.ask.saveQuestion),
		item("Copy the answer as text", ctrlShift(fyne.KeyC), w.ask.copyAnswer),
		item("Show the evidence on the timeline", ctrl(fyne.KeyT), w.ask.showOnTimeline),
		item("Export…", nil, w.ask.exportAnswer),
	)
	help := fyne.NewMenu("Help",
		item("Keyboard shortcuts", ctrl(fyne.KeySlash), w.showShortcuts),
	)
	w.menu = fyne.NewMainMenu(file, view, answer, help)
	w.win.SetMainMenu(w.menu)
}

// focusQuestion shows the Ask tab with the cursor in the question box.
func (w *Window) focusQuestion() {
	w.tabs.Select(w.askTab)
	w.win.Canvas().Focus(w.ask.entry)
}

// menuItem finds the menu item with a label, for tests.
func (w *Window) menuItem(label string) *fyne.MenuItem {
	for _, m := range w.menu.Items {
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	return nil
}

// showShortcuts lists every command that has a shortcut.
func (w *Window) showShortcuts() {
	var keys, labels []fyne.CanvasObject
	for _, m := range w.menu.Items {
		for _, it := range m.Items {
			if it.Shortcut == nil {
				continue
			}
			keys = append(keys, widget.NewLabelWithStyle(shortcutText(it.Shortcut), fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true}))
			labels = append(labels, widget.NewLabel(it.Label))
		}
	}
	keys = append(keys, widget.NewLabelWithStyle("Escape", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true}))
	labels = append(labels, widget.NewLabel("Close a dialog, or cancel the running question"))
	keys = append(keys, widget.NewLabelWithStyle("Enter", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true}))
	labels = append(labels, widget.NewLabel("Ask the question"))
	grid := container.New(&tightVBox{}, rowsOf(keys, labels)...)
	w.showDialog(dialog.NewCustom("Keyboard shortcuts", "Close", grid, w.win))
}

func rowsOf(left, right []fyne.CanvasObject) []fyne.CanvasObject {
	out := make([]fyne.CanvasObject, len(left))
	for i := range left {
		out[i] = container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(150, left[i].MinSize().Height), left[i]), nil, right[i])
	}
	return out
}

// shortcutText writes a shortcut as people read it: "Ctrl+Shift+O".
func shortcutText(s fyne.Shortcut) string {
	cs, ok := s.(*desktop.CustomShortcut)
	if !ok {
		return s.ShortcutName()
	}
	out := ""
	if cs.Modifier&(fyne.KeyModifierControl|fyne.KeyModifierShortcutDefault) != 0 {
		out += "Ctrl+"
	}
	if cs.Modifier&fyne.KeyModifierAlt != 0 {
		out += "Alt+"
	}
	if cs.Modifier&fyne.KeyModifierShift != 0 {
		out += "Shift+"
	}
	name := string(cs.KeyName)
	switch cs.KeyName {
	case fyne.KeySlash:
		name = "/"
	case fyne.KeyLeft:
		name = "←"
	case fyne.KeyRight:
		name = "→"
	}
	return out + name
}

// showDialog shows d and keeps it on the stack Escape closes from.
func (w *Window) showDialog(d dialog.Dialog) {
	w.dialogs = append(w.dialogs, d)
	d.SetOnClosed(func() {
		w.dialogs = slices.DeleteFunc(w.dialogs, func(x dialog.Dialog) bool { return x == d })
	})
	d.Show()
}

// escape closes the front dialog; without one it cancels the running
// question.
func (w *Window) escape() {
	if n := len(w.dialogs); n > 0 {
		w.dialogs[n-1].Hide()
		return
	}
	if w.picker != nil && w.pickerOpen() {
		w.picker.Hide()
		return
	}
	w.ask.cancelQuestion()
}

// pickerOpen reports whether the last picker is still on screen.
func (w *Window) pickerOpen() bool {
	return w.pickerOverlay != nil && slices.Contains(w.win.Canvas().Overlays().List(), w.pickerOverlay)
}
