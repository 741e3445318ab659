package ui

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/lang/plural"
)

// savedPanel is the Saved tab: the questions the person keeps, each with
// its latest answer and what new data changed in it. They are asked again
// in the background whenever the library changes.
type savedPanel struct {
	w       *Window
	content fyne.CanvasObject
	list    *fyne.Container
	status  *widget.Label
	rerun   *widget.Button
	items   []app.SavedQuestion

	running bool
	again   bool
	cancel  context.CancelFunc
}

func newSavedPanel(w *Window) *savedPanel {
	p := &savedPanel{w: w}
	p.status = widget.NewLabel("")
	p.status.Importance = widget.LowImportance
	p.rerun = widget.NewButtonWithIcon("Ask them again now", theme.ViewRefreshIcon(), func() { p.run(true) })
	head := container.NewBorder(nil, nil, sectionTitle("Saved questions"), container.NewHBox(p.status, p.rerun))
	hint := caption("Save a question with Save on its answer. Saved questions are asked again whenever new data arrives, and show how the answer changed.")
	hint.Wrapping = fyne.TextWrapWord
	p.list = container.NewVBox()
	p.content = container.NewBorder(container.NewPadded(container.NewVBox(head, hint)), nil, nil, nil,
		container.NewVScroll(container.NewPadded(p.list)))
	p.refresh()
	return p
}

// refresh shows the saved questions as stored.
func (p *savedPanel) refresh() {
	items, err := p.w.core.SavedQuestions()
	if err != nil {
		p.status.SetText(err.Error())
		p.status.Importance = widget.DangerImportance
		return
	}
	p.items = items
	p.list.Objects = nil
	if len(items) == 0 {
		p.list.Add(emptyState(theme.DocumentSaveIcon(), "No saved questions yet",
			"Ask a question and tap Save on its answer to keep it here."))
		p.rerun.Disable()
	} else {
		p.rerun.Enable()
	}
	for _, sq := range items {
		p.list.Add(p.row(sq))
		p.list.Add(widget.NewSeparator())
	}
	p.list.Refresh()
}

func (p *savedPanel) row(sq app.SavedQuestion) fyne.CanvasObject {
	q := widget.NewLabel(sq.Question)
	q.Wrapping = fyne.TextWrapWord
	answer := widget.NewLabelWithStyle(oneLine(sq.Answer), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	answer.SizeName = theme.SizeNameSubHeadingText
	answer.Importance = widget.HighImportance
	answer.Truncation = fyne.TextTruncateEllipsis
	if sq.Answer == "" {
		answer.SetText("Not asked yet")
		answer.Importance = widget.LowImportance
	}
	var info string
	switch {
	case sq.Error != "":
		info = "Failed: " + oneLine(sq.Error)
	case sq.Ran.IsZero():
		info = "saved " + ago(sq.Added, time.Now())
	default:
		info = fmt.Sprintf("based on %s · asked %s", plural.Noun(sq.Events, "event"), ago(sq.Ran, time.Now()))
	}
	meta := caption(info)
	if sq.Error != "" {
		meta.Importance = widget.DangerImportance
	}
	lines := []fyne.CanvasObject{q, answer, meta}
	if sq.Previous != "" {
		ch := widget.NewLabel(fmt.Sprintf("Changed %s: was %s", ago(sq.Changed, time.Now()), oneLine(sq.Previous)))
		ch.Importance = widget.WarningImportance
		ch.SizeName = theme.SizeNameCaptionText
		ch.Truncation = fyne.TextTruncateEllipsis
		lines = append(lines, ch)
	}
	question := sq.Question
	ask := widget.NewButtonWithIcon("Open", theme.SearchIcon(), func() { p.w.ask.askQuestion(question) })
	forget := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		if err := p.w.core.ForgetQuestion(question); err != nil {
			p.w.showError("Could not forget the question", err)
		}
		p.refresh()
		p.w.ask.showActions()
	})
	forget.Importance = widget.LowImportance
	return container.NewBorder(nil, nil, nil, container.NewVBox(container.NewHBox(ask, forget), layout.NewSpacer()),
		container.New(&tightVBox{}, lines...))
}

// libraryChanged asks the saved questions again in the background.
func (p *savedPanel) libraryChanged() {
	p.run(false)
}

// run asks again the saved questions that have not run on the library as
// it is (all of them when forced, after the library or settings changed).
func (p *savedPanel) run(force bool) {
	if len(p.items) == 0 {
		return
	}
	if p.running {
		p.again = true
		return
	}
	p.running = true
	p.rerun.Disable()
	p.status.SetText("Asking again…")
	p.status.Importance = widget.LowImportance
	ctx, cancel := context.WithCancel(p.w.ctx)
	p.cancel = cancel
	go func() {
		defer cancel()
		if force {
			p.w.core.ForgetSavedRuns()
		}
		changed, err := p.w.core.RerunSaved(ctx, func(app.SavedQuestion) {
			onUI(p.refresh)
		})
		onUI(func() {
			p.running = false
			p.rerun.Enable()
			switch {
			case err != nil && ctx.Err() == nil:
				slog.Warn("asking the saved questions again", "err", err)
				p.status.SetText("Could not ask again: " + err.Error())
				p.status.Importance = widget.DangerImportance
			case changed > 0:
				p.status.SetText(plural.Noun(changed, "answer") + " changed with the new data")
				p.status.Importance = widget.WarningImportance
			default:
				p.status.SetText("Up to date")
			}
			p.status.Refresh()
			p.refresh()
			if p.w.onSavedRun != nil {
				p.w.onSavedRun()
			}
			if p.again {
				p.again = false
				p.run(false)
			}
		})
	}()
}
