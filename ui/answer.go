package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
)

// What can be done with an answer: keep the question, copy the answer as
// text, export it with its plan and evidence, see its evidence on the
// timeline.

// saveQuestion keeps the question shown (with its answer) among the saved
// questions; a second tap forgets it.
func (p *askPanel) saveQuestion() {
	q := p.last.question
	if q == "" {
		return
	}
	var err error
	if p.w.core.IsSaved(q) {
		err = p.w.core.ForgetQuestion(q)
	} else {
		_, err = p.w.core.SaveQuestion(q, p.last.answer)
	}
	if err != nil {
		p.w.showError("Could not save the question", err)
		return
	}
	p.showActions()
	p.w.saved.refresh()
}

// copyAnswer puts the answer on the clipboard as a few lines of text.
func (p *askPanel) copyAnswer() {
	if p.last.answer == nil || p.last.result == nil {
		return
	}
	p.w.app.Clipboard().SetContent(p.last.answer.Text(displayZone()))
	p.w.status.show("Copied the answer.", "", nil, 3*time.Second, nil)
}

// showOnTimeline shows the answer's evidence on the timeline.
func (p *askPanel) showOnTimeline() {
	r := p.last.result
	if r == nil || r.Evidence.Len() == 0 {
		return
	}
	p.w.timeline.showEvidence(p.last.question, r.Evidence.All())
	p.w.tabs.Select(p.w.timeTab)
}

// exportAnswer asks for a format and a file, and writes the answer there.
func (p *askPanel) exportAnswer() {
	a := p.last.answer
	if a == nil || a.Result == nil {
		return
	}
	choices := a.ExportChoices()
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = c.Label
	}
	radio := widget.NewRadioGroup(labels, nil)
	radio.Required = true
	radio.SetSelected(labels[0])
	var d dialog.Dialog
	d = dialog.NewCustomConfirm("Export the answer", "Choose a file…", "Cancel",
		container.NewVBox(widget.NewLabel("Export “"+a.Question+"” as"), radio), func(ok bool) {
			if !ok {
				return
			}
			for _, c := range choices {
				if c.Label == radio.Selected {
					p.exportAs(a, c)
				}
			}
		}, p.w.win)
	p.exportDialog = radio
	p.w.showDialog(d)
}

// exportAs asks where to write the answer in one format.
func (p *askPanel) exportAs(a *app.Answer, c app.ExportChoice) {
	name := a.ExportName(c.Ext)
	if c.Format == app.ExportTableCSV {
		name = strings.TrimSuffix(name, c.Ext) + " table" + c.Ext
	}
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) {
		if err != nil {
			p.w.showError("Could not export the answer", err)
			return
		}
		if wc == nil {
			return
		}
		path := wc.URI().Path()
		err = a.Export(wc, c.Format, displayZone())
		if cerr := wc.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
			p.w.showError("Could not export the answer", err)
			return
		}
		p.w.status.show(fmt.Sprintf("Exported to %s.", filepath.Base(path)), "Open", func() { p.w.openPath(path) }, 8*time.Second, nil)
		if p.w.onExported != nil {
			p.w.onExported(path)
		}
	}, p.w.win)
	d.SetFileName(name)
	d.SetFilter(storage.NewExtensionFileFilter([]string{c.Ext}))
	p.w.showPicker(d)
}
