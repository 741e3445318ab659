package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusBar is a one-line message above the import jobs, with one action
// (Undo) that is offered for a few seconds; a newer message replaces it.
type statusBar struct {
	w      *Window
	box    *fyne.Container
	bg     *canvas.Rectangle
	icon   *widget.Icon
	msg    *widget.Label
	action *widget.Button
	close  *widget.Button
	// seq numbers messages, so a timer of a replaced one does nothing.
	seq      int
	onExpire func()
}

func newStatusBar(w *Window) *statusBar {
	s := &statusBar{w: w}
	s.icon = widget.NewIcon(theme.InfoIcon())
	s.msg = widget.NewLabel("")
	s.msg.Truncation = fyne.TextTruncateEllipsis
	s.action = widget.NewButton("", nil)
	s.action.Importance = widget.HighImportance
	s.close = widget.NewButtonWithIcon("", theme.WindowCloseIcon(), func() { s.dismiss() })
	s.close.Importance = widget.LowImportance
	s.bg = canvas.NewRectangle(accent(theme.ColorNameSelection))
	row := container.NewBorder(nil, nil, s.icon, container.NewHBox(s.action, s.close), s.msg)
	s.box = container.NewStack(s.bg, container.NewPadded(row))
	s.box.Hide()
	w.themed = append(w.themed, func() {
		s.bg.FillColor = accent(theme.ColorNameSelection)
		s.bg.Refresh()
	})
	return s
}

// undoLinger is how long Undo is offered.
const undoLinger = 10 * time.Second

// show shows text with an action button (none when label is ""); after
// linger the message goes and expire runs, unless the action ran first.
func (s *statusBar) show(text, label string, action func(), linger time.Duration, expire func()) {
	s.finish() // a replaced message expires now
	s.seq++
	seq := s.seq
	s.onExpire = expire
	s.msg.SetText(text)
	if label == "" {
		s.action.Hide()
	} else {
		s.action.SetText(label)
		s.action.OnTapped = func() {
			s.onExpire = nil
			s.hide()
			action()
		}
		s.action.Show()
	}
	s.box.Show()
	if linger > 0 {
		go func() {
			time.Sleep(linger)
			onUI(func() {
				if s.seq == seq {
					s.dismiss()
				}
			})
		}()
	}
}

// dismiss hides the message and lets its chance to act expire.
func (s *statusBar) dismiss() {
	s.finish()
	s.hide()
}

func (s *statusBar) finish() {
	if f := s.onExpire; f != nil {
		s.onExpire = nil
		f()
	}
}

func (s *statusBar) hide() {
	s.seq++
	s.box.Hide()
}
