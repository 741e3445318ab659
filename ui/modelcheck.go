package ui

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
)

// modelCheck shows, under the cross-encoder folder of the settings,
// whether the folder holds a model RETRIEVE can use: its name and size
// and a test pair it scored, or what is wrong with the folder. It checks
// the folder as typed (before saving), shortly after it changes, and on
// demand.
type modelCheck struct {
	content fyne.CanvasObject
	w       *Window
	entry   *widget.Entry
	btn     *widget.Button
	result  *widget.Label

	mu    sync.Mutex
	seq   int // the latest check; older ones' results are dropped
	timer *time.Timer
}

// checkDelay lets typing finish before a folder is checked.
const checkDelay = 600 * time.Millisecond

// newModelCheck lays out the folder entry with its browse button, a
// "Check model" button and the result (in content).
func newModelCheck(w *Window, entry *widget.Entry, browse fyne.CanvasObject) *modelCheck {
	c := &modelCheck{w: w, entry: entry}
	c.result = caption("")
	c.result.Wrapping = fyne.TextWrapWord
	c.btn = widget.NewButtonWithIcon("Check model", theme.ViewRefreshIcon(), func() { c.check(0) })
	prev := entry.OnChanged
	entry.OnChanged = func(s string) {
		if prev != nil {
			prev(s)
		}
		c.check(checkDelay)
	}
	c.check(0)
	c.content = container.NewVBox(container.NewBorder(nil, nil, nil, browse, entry), container.NewHBox(c.btn), c.result)
	return c
}

// check checks the entry's folder after delay, off the UI goroutine.
func (c *modelCheck) check(delay time.Duration) {
	dir := strings.TrimSpace(c.entry.Text)
	c.mu.Lock()
	c.seq++
	seq := c.seq
	if c.timer != nil {
		c.timer.Stop()
	}
	c.mu.Unlock()
	override := c.overrideNote(dir)
	if dir == "" {
		c.show(seq, widget.LowImportance, "No cross-encoder: RETRIEVE decides with its lexicons alone."+override)
		return
	}
	c.show(seq, widget.MediumImportance, "Checking the model…")
	run := func() {
		ctx, cancel := context.WithTimeout(c.w.ctx, 2*time.Minute)
		defer cancel()
		r, err := c.w.core.CheckCrossEncoder(ctx, dir)
		onUI(func() {
			if err != nil {
				c.show(seq, widget.DangerImportance, "Cannot use this folder: "+err.Error()+override)
				return
			}
			msg := fmt.Sprintf("✓ %s. Test pair scored %.3f in %s; loaded in %s.", r.Info, r.TestScore,
				r.TestTime.Round(time.Millisecond), r.LoadTime.Round(time.Millisecond))
			imp := widget.SuccessImportance
			if !r.SIMD {
				msg += " This build runs it without AVX2/AVX-512, several times slower: build with make build."
				imp = widget.WarningImportance
			}
			c.show(seq, imp, msg+override)
		})
	}
	if delay == 0 {
		go run()
		return
	}
	c.mu.Lock()
	c.timer = time.AfterFunc(delay, run)
	c.mu.Unlock()
}

// overrideNote says when the command line or the environment names
// another folder than the settings.
func (c *modelCheck) overrideNote(dir string) string {
	used, from := c.w.core.CrossEncoderDir()
	if from == "" || from == app.FromSettings || used == dir {
		return ""
	}
	return fmt.Sprintf("\nQuestions use %s from %s instead.", used, from)
}

// show displays a result unless a newer check started since.
func (c *modelCheck) show(seq int, imp widget.Importance, text string) {
	c.mu.Lock()
	latest := seq == c.seq
	c.mu.Unlock()
	if !latest {
		return
	}
	c.result.Importance = imp
	c.result.SetText(text)
}
