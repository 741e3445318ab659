package ui

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/ingest"
	"reqap/lang/plural"
)

// jobPoll is how often a running job's progress bar moves.
const jobPoll = 200 * time.Millisecond

// quietJobLinger is how long a finished job that imported nothing new and
// met no new failure (a rescan of a watched folder, say) stays listed;
// doneJobLinger is how long a successful import does. A job with new
// failures stays until closed.
const (
	quietJobLinger = 6 * time.Second
	doneJobLinger  = 12 * time.Second
)

// jobsPanel lists import jobs at the bottom of the window, whatever tab is
// open: a progress bar and Cancel while a job runs, then what it did with
// Details (per-file results) and a close button.
type jobsPanel struct {
	w     *Window
	box   *fyne.Container
	views map[int]*jobView
}

type jobView struct {
	job *app.Job
	// knownFailed are the files that had already failed when the job
	// started: failing again is no news.
	knownFailed map[string]bool
	title       *widget.Label
	detail      *widget.Label
	bar         *widget.ProgressBar
	barBox      *fyne.Container
	cancel      *widget.Button
	details     *widget.Button
	close       *widget.Button
	row         fyne.CanvasObject
	done        bool
	summary     string
}

func newJobsPanel(w *Window) *jobsPanel {
	return &jobsPanel{w: w, box: container.NewVBox(), views: map[int]*jobView{}}
}

// add lists a job and follows it until it ends. It must run on the UI
// goroutine; adding a job twice (the watcher reports the jobs it starts,
// and AddWatchedDir returns the same job) lists it once.
func (p *jobsPanel) add(j *app.Job, what string) {
	if j == nil || p.views[j.ID] != nil {
		return
	}
	// Read from the library, not the window's snapshot: the rescan of
	// the watched folders at start begins before the first snapshot.
	v := &jobView{job: j, knownFailed: map[string]bool{}}
	for _, rec := range p.w.core.Library().Files() {
		if rec.Error != "" {
			v.knownFailed[rec.Path] = true
		}
	}
	v.title = widget.NewLabelWithStyle(what, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.title.Truncation = fyne.TextTruncateEllipsis
	v.detail = widget.NewLabel("Looking for files…")
	v.detail.SizeName = theme.SizeNameCaptionText
	v.detail.Truncation = fyne.TextTruncateEllipsis
	v.bar = widget.NewProgressBar()
	v.bar.TextFormatter = func() string { return fmt.Sprintf("%.0f %%", v.bar.Value*100) }
	v.cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() {
		v.cancel.Disable()
		v.cancel.SetText("Cancelling…")
		j.Cancel()
	})
	v.details = widget.NewButton("Details", func() { p.showDetails(v) })
	v.details.Importance = widget.LowImportance
	v.details.Hide()
	v.close = widget.NewButtonWithIcon("", theme.WindowCloseIcon(), func() { p.remove(v) })
	v.close.Importance = widget.LowImportance
	v.close.Hide()
	v.barBox = container.NewGridWrap(fyne.NewSize(220, v.bar.MinSize().Height), v.bar)
	right := container.NewHBox(v.barBox, v.cancel, v.details, v.close)
	text := container.NewVBox(v.title, v.detail)
	v.row = container.NewBorder(nil, nil, widget.NewIcon(theme.DownloadIcon()), right, text)
	p.views[j.ID] = v
	if len(p.box.Objects) == 0 {
		p.box.Add(widget.NewSeparator())
	}
	p.box.Add(v.row)
	p.box.Refresh()
	if p.w.ask != nil {
		p.w.ask.showWelcome() // "Importing…" rather than "empty"
	}
	go p.follow(v)
}

// follow polls the job off the UI goroutine and hands snapshots to it.
func (p *jobsPanel) follow(v *jobView) {
	t := time.NewTicker(jobPoll)
	defer t.Stop()
	for {
		select {
		case <-v.job.Done():
			err := v.job.Wait()
			res := v.job.Results()
			prog := v.job.Progress()
			onUI(func() { p.finish(v, prog, res, err) })
			return
		case <-t.C:
			prog := v.job.Progress()
			onUI(func() { v.update(prog) })
		}
	}
}

func (v *jobView) update(pr app.Progress) {
	if v.done {
		return
	}
	v.bar.SetValue(pr.Fraction())
	if pr.Scanning {
		v.detail.SetText("Looking for files…")
		return
	}
	if pr.Tidying {
		v.detail.SetText(plural.Noun(int(pr.Events), "event") + " imported · tidying the index so questions read it faster…")
		return
	}
	parts := []string{fmt.Sprintf("%s of %s", plural.Thousands(pr.FilesDone), plural.Noun(pr.FilesTotal, "file")),
		plural.Noun(int(pr.Events), "event")}
	if pr.BytesTotal > 0 {
		parts = append(parts, ingest.FormatBytes(pr.BytesDone)+" of "+ingest.FormatBytes(pr.BytesTotal))
	}
	if len(pr.Current) > 0 {
		parts = append(parts, "reading "+filepath.Base(ingest.OnDisk(pr.Current[0])))
	}
	v.detail.SetText(strings.Join(parts, " · "))
}

// jobSummary says what a finished job did, for its row and for tests.
func jobSummary(res []app.FileResult, err error, took time.Duration) (string, bool) {
	t := app.TallyResults(res)
	imported, unchanged, skipped, failed, cancelled := t.Files[app.Imported], t.Files[app.Unchanged], t.Files[app.Skipped], t.Files[app.Failed], t.Files[app.Cancelled]
	events := t.Events
	var parts []string
	if imported > 0 || (unchanged == 0 && failed == 0) {
		parts = append(parts, fmt.Sprintf("%s imported (%s)", plural.Noun(imported, "file"), plural.Noun(events, "event")))
	}
	if unchanged > 0 {
		parts = append(parts, fmt.Sprintf("%s unchanged", plural.Thousands(unchanged)))
	}
	if skipped > 0 {
		parts = append(parts, fmt.Sprintf("%s skipped", plural.Thousands(skipped)))
	}
	if failed > 0 {
		parts = append(parts, fmt.Sprintf("%s failed", plural.Thousands(failed)))
	}
	if cancelled > 0 {
		parts = append(parts, fmt.Sprintf("%s not read", plural.Thousands(cancelled)))
	}
	s := strings.Join(parts, " · ") + " · " + elapsed(took)
	switch {
	case err != nil && strings.Contains(err.Error(), "context canceled"):
		s = "Cancelled: " + s
	case err != nil:
		s = "Stopped: " + err.Error()
	}
	quiet := err == nil && imported == 0 && failed == 0
	return s, quiet
}

func (p *jobsPanel) finish(v *jobView, pr app.Progress, res []app.FileResult, err error) {
	v.done = true
	s, quiet := jobSummary(res, err, pr.Elapsed)
	news := newFailures(res, v.knownFailed)
	if news == 0 && err == nil && hasFailures(res) {
		s += " (as before)"
		quiet = quiet || !hasImports(res)
	}
	v.summary = s
	v.detail.SetText(s)
	v.barBox.Hide()
	v.cancel.Hide()
	v.details.Show()
	v.close.Show()
	if err != nil || news > 0 {
		v.detail.Importance = widget.DangerImportance
		v.detail.Refresh()
	}
	p.w.libraryChanged()
	if p.w.onJobDone != nil {
		p.w.onJobDone(v.job, s)
	}
	linger := time.Duration(0)
	switch {
	case quiet:
		linger = quietJobLinger
	case err == nil && news == 0:
		linger = doneJobLinger
	}
	if linger > 0 {
		go func() {
			time.Sleep(linger)
			onUI(func() { p.remove(v) })
		}()
	}
}

func hasFailures(res []app.FileResult) bool {
	for _, r := range res {
		if r.Status == app.Failed {
			return true
		}
	}
	return false
}

func hasImports(res []app.FileResult) bool {
	for _, r := range res {
		if r.Status == app.Imported {
			return true
		}
	}
	return false
}

// newFailures counts the failed files that had not failed before.
func newFailures(res []app.FileResult, known map[string]bool) int {
	n := 0
	for _, r := range res {
		if r.Status == app.Failed && !known[r.Path] {
			n++
		}
	}
	return n
}

func (p *jobsPanel) remove(v *jobView) {
	if p.views[v.job.ID] != v {
		return
	}
	delete(p.views, v.job.ID)
	p.box.Remove(v.row)
	if len(p.views) == 0 {
		p.box.RemoveAll()
	}
	p.box.Refresh()
}

// running counts the jobs still running.
func (p *jobsPanel) running() int {
	n := 0
	for _, v := range p.views {
		if !v.done {
			n++
		}
	}
	return n
}

// showDetails lists every file of a job with what happened to it; failed
// files first, with the records that could not be read.
func (p *jobsPanel) showDetails(v *jobView) {
	res := v.job.Results()
	order := map[app.FileStatus]int{app.Failed: 0, app.Cancelled: 1, app.Skipped: 2, app.Imported: 3, app.Unchanged: 4}
	slices.SortStableFunc(res, func(a, b app.FileResult) int { return order[a.Status] - order[b.Status] })
	list := widget.NewList(func() int { return len(res) },
		func() fyne.CanvasObject {
			name := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
			name.Truncation = fyne.TextTruncateEllipsis
			what := widget.NewLabel("")
			what.SizeName = theme.SizeNameCaptionText
			what.Wrapping = fyne.TextWrapWord
			return container.NewVBox(name, what)
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			r := res[i]
			box := o.(*fyne.Container)
			box.Objects[0].(*widget.Label).SetText(shortPath(r.Path))
			what := box.Objects[1].(*widget.Label)
			text := r.String()
			if len(r.Details) > 0 {
				text += "\n" + strings.Join(r.Details, "\n")
			}
			what.SetText(text)
			what.Importance = widget.MediumImportance
			if r.Status == app.Failed {
				what.Importance = widget.DangerImportance
			}
			what.Refresh()
		})
	// Rows with record details are taller; size each to its text.
	for i, r := range res {
		lines := 2 + len(r.Details)
		if r.Status == app.Failed {
			lines++
		}
		list.SetItemHeight(i, float32(lines)*20+8)
	}
	title := fmt.Sprintf("Import %d: %s", v.job.ID, v.summary)
	d := dialog.NewCustom(title, "Close", list, p.w.win)
	p.w.showDialog(d)
	win := p.w.win.Canvas().Size()
	d.Resize(fyne.NewSize(min(760, win.Width-32), min(480, win.Height-32)))
}
