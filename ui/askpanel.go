package ui

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/ingest"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/otx"
)

// askOutcome is one question's run as the Ask tab shows it.
type askOutcome struct {
	question string
	answer   *app.Answer // nil when nothing could be planned
	result   *otx.Result // nil when no plan could be made
	planner  string      // which planner produced the plan
	fallback string      // why the configured planner was not used
	took     time.Duration
	err      error
}

// askPanel is the Ask tab: the question box with history and suggested
// questions, the answer with what can be done with it (save, copy,
// export, show on the timeline), the operator tree, and beside it the
// answer's table and chart and the evidence of the selected step.
type askPanel struct {
	w       *Window
	content fyne.CanvasObject

	entry     *questionEntry
	askBtn    *widget.Button
	cancelBtn *widget.Button
	progress  *fyne.Container
	status    *widget.Label

	body    *fyne.Container // welcome or result
	welcome *fyne.Container
	result  fyne.CanvasObject

	question    *widget.Label
	answer      *widget.RichText
	meta        *widget.Label
	card        *canvas.Rectangle
	saveBtn     *widget.Button
	copyBtn     *widget.Button
	exportBtn   *widget.Button
	timelineBtn *widget.Button
	plan        *planView
	groups      *groupTable
	chartBox    *fyne.Container
	chart       chartData
	hasChart    bool
	nodeTitle   *widget.Label
	nodeInfo    *widget.Label
	nodeNotes   *widget.Label
	filter      *fyne.Container
	filterText  *widget.Label
	events      *eventsTable
	items       *itemsTable
	evTabs      *container.AppTabs
	tableTab    *container.TabItem
	chartTab    *container.TabItem
	periodTab   *container.TabItem
	periods     *groupTable
	periodChart *fyne.Container
	evTab       *container.TabItem
	itTab       *container.TabItem

	selected *planNode
	showing  bool // a new answer selects its root: the tabs stay
	cancel   context.CancelFunc
	runID    int
	last     askOutcome
	lib      libSnapshot
	detail   *eventDetail // the last detail opened, for tests
	// exportDialog is the format choice of the last export dialog, for
	// tests.
	exportDialog *widget.RadioGroup

	// Suggested questions, found in the background for the library
	// generation suggestGen.
	suggestions []app.Suggestion
	suggesting  bool
	suggestGen  uint64
}

func newAskPanel(w *Window) *askPanel {
	p := &askPanel{w: w}
	p.entry = newQuestionEntry()
	p.entry.SetPlaceHolder("Ask a question about your data")
	p.entry.OnSubmitted = p.askQuestion
	p.entry.onEscape = w.escape
	p.entry.SetOptions(w.core.Settings().History)
	p.askBtn = widget.NewButtonWithIcon("Ask", theme.SearchIcon(), func() { p.askQuestion(p.entry.Text) })
	p.askBtn.Importance = widget.HighImportance
	p.cancelBtn = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), p.cancelQuestion)
	p.cancelBtn.Hide()
	bar := container.NewBorder(nil, nil, nil, container.NewHBox(p.askBtn, p.cancelBtn), p.entry)

	p.status = caption("")
	pb := widget.NewProgressBarInfinite()
	p.progress = container.NewBorder(nil, nil, nil, container.NewGridWrap(fyne.NewSize(200, pb.MinSize().Height), pb), p.status)
	p.progress.Hide()

	p.welcome = container.NewStack()
	p.result = p.buildResult()
	p.body = container.NewStack(p.welcome)
	top := container.NewVBox(bar, p.progress)
	p.content = container.NewBorder(container.NewPadded(top), nil, nil, nil, p.body)
	return p
}

// buildResult lays out the answer card, the tree (left, full height) and
// the answer's table, chart and evidence (right).
func (p *askPanel) buildResult() fyne.CanvasObject {
	p.question = caption("")
	p.question.Truncation = fyne.TextTruncateEllipsis
	p.answer = widget.NewRichText()
	p.answer.Wrapping = fyne.TextWrapWord
	p.meta = caption("")
	p.meta.Truncation = fyne.TextTruncateEllipsis
	p.card = canvas.NewRectangle(accent(theme.ColorNameInputBackground))
	p.card.CornerRadius = theme.InputRadiusSize() * 2
	p.w.themed = append(p.w.themed, func() {
		p.card.FillColor = accent(theme.ColorNameInputBackground)
		p.card.Refresh()
		p.answer.Refresh()
		p.plan.tree.Refresh()
		if p.hasChart {
			p.setChart(p.chart, true)
		}
	})
	p.saveBtn = widget.NewButtonWithIcon("Save", theme.ContentAddIcon(), p.saveQuestion)
	p.copyBtn = widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), p.copyAnswer)
	p.exportBtn = widget.NewButtonWithIcon("Export…", theme.DocumentSaveIcon(), p.exportAnswer)
	p.timelineBtn = widget.NewButtonWithIcon("Timeline", theme.HistoryIcon(), p.showOnTimeline)
	for _, b := range []*widget.Button{p.saveBtn, p.copyBtn, p.exportBtn, p.timelineBtn} {
		b.Importance = widget.LowImportance
	}
	actions := container.NewVBox(container.NewHBox(p.saveBtn, p.copyBtn, p.exportBtn, p.timelineBtn))
	inner := container.NewBorder(p.question, p.meta, nil, actions, p.answer)
	answerCard := container.NewStack(p.card, container.NewPadded(inner))

	p.plan = newPlanView(p.selectNode)
	treeCard := container.NewBorder(sectionTitle("How it was computed"), nil, nil, nil, p.plan.tree)

	p.nodeTitle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true, Monospace: true})
	p.nodeTitle.Truncation = fyne.TextTruncateEllipsis
	p.nodeInfo = caption("")
	p.nodeInfo.Wrapping = fyne.TextWrapWord
	p.nodeNotes = widget.NewLabel("")
	p.nodeNotes.Importance = widget.WarningImportance
	p.nodeNotes.SizeName = theme.SizeNameCaptionText
	p.nodeNotes.Wrapping = fyne.TextWrapWord
	p.nodeNotes.Hide()
	p.filterText = caption("")
	p.filterText.Truncation = fyne.TextTruncateEllipsis
	showAll := widget.NewButton("Show all", func() { p.showNodeEvents() })
	showAll.Importance = widget.LowImportance
	p.filter = container.NewBorder(nil, nil, nil, showAll, p.filterText)
	p.filter.Hide()

	p.events = newEventsTable(func(e *ingest.Event) { p.detail = p.w.showEventDetail(e) })
	p.items = newItemsTable(p.openItem)
	p.groups = newGroupTable()
	evLayout := &fillLast{table: p.events.table, fixed: []float32{timeColWidth, sourceColWidth}, last: colSummary}
	itLayout := &fillLast{table: p.items.table, fixed: []float32{itemColWidth, 70}, last: 2}
	p.chartBox = container.NewStack()
	p.tableTab = container.NewTabItemWithIcon("Table", theme.GridIcon(), p.groups.table)
	p.chartTab = container.NewTabItemWithIcon("Chart", theme.MenuIcon(), p.chartBox)
	p.evTab = container.NewTabItem("Events", container.NewBorder(p.filter, nil, nil, nil, container.New(evLayout, p.events.table)))
	p.itTab = container.NewTabItem("Items", container.New(itLayout, p.items.table))
	p.periods = newGroupTable()
	p.periodChart = container.NewStack()
	periodSplit := container.NewHSplit(p.periods.table, p.periodChart)
	periodSplit.Offset = 0.3
	p.periodTab = container.NewTabItemWithIcon("Per period", theme.HistoryIcon(), periodSplit)
	p.evTabs = container.NewAppTabs(p.evTab, p.itTab)
	nodeHead := container.NewVBox(p.nodeTitle, p.nodeInfo, p.nodeNotes)
	evidence := container.NewBorder(nodeHead, nil, nil, nil, p.evTabs)

	split := container.NewHSplit(treeCard, container.NewPadded(evidence))
	split.Offset = 0.45
	return container.NewBorder(container.NewPadded(answerCard), nil, nil, nil, container.NewPadded(split))
}

// libraryShown updates what depends on the library: the welcome view and
// the suggested questions.
func (p *askPanel) libraryShown(snap libSnapshot) {
	p.lib = snap
	p.suggest()
	p.showWelcome()
}

// suggestCount is how many suggested questions the welcome view offers.
const suggestCount = 6

// suggest finds example questions for the library in the background, once
// per library generation.
func (p *askPanel) suggest() {
	gen := p.w.core.Library().Generation()
	if p.suggesting || (p.suggestions != nil && gen == p.suggestGen) || p.lib.events == 0 {
		return
	}
	p.suggesting = true
	go func() {
		got, err := p.w.core.Suggest(p.w.ctx, suggestCount)
		if err != nil {
			slog.Warn("suggesting questions", "err", err)
		}
		onUI(func() {
			p.suggesting = false
			p.suggestions, p.suggestGen = got, gen
			if got == nil {
				p.suggestions = []app.Suggestion{}
			}
			if len(got) > 0 {
				p.entry.SetPlaceHolder("Ask a question about your data, e.g. “" + got[0].Question + "”")
			}
			p.showWelcome()
			if p.w.onSuggested != nil {
				p.w.onSuggested()
			}
			if p.w.core.Library().Generation() != gen {
				p.suggest()
			}
		})
	}()
}

func (p *askPanel) showWelcome() {
	var view fyne.CanvasObject
	switch {
	case p.lib.events == 0 && p.w.jobs.running() > 0:
		bar := widget.NewProgressBarInfinite()
		view = emptyState(theme.DownloadIcon(), "Importing your data…",
			"Your first events appear here in a moment; the import's progress is shown at the bottom of the window.",
			container.NewGridWrap(fyne.NewSize(260, bar.MinSize().Height), bar))
	case p.lib.events == 0:
		actions := []fyne.CanvasObject{widget.NewButtonWithIcon("Add your exports", theme.StorageIcon(), func() {
			p.w.tabs.Select(p.w.srcTab)
		})}
		if p.w.hasDemo() {
			demo := widget.NewButtonWithIcon("Try the demo data", theme.MediaPlayIcon(), p.w.importDemo)
			demo.Importance = widget.HighImportance
			actions = append(actions, demo)
		}
		view = emptyState(theme.SearchIcon(), "Your library is empty",
			"Add your exported data (or drop it onto this window) and ask questions about it. "+
				"Nothing leaves this computer.", actions...)
	default:
		head := fmt.Sprintf("Ask about the %s in your library", plural.Noun(p.lib.events, "event"))
		text := "ReQAP breaks your question into steps, runs them over your events and shows how it computed every answer."
		var more fyne.CanvasObject
		switch {
		case len(p.suggestions) > 0:
			text += " Questions your data can answer:"
			more = container.New(&flowLayout{maxWidth: 760, center: true}, p.exampleButtons()...)
		case p.suggestions == nil || p.suggesting:
			more = caption("Finding questions your data can answer…")
		default:
			more = caption("Type a question above.")
		}
		view = emptyState(theme.SearchIcon(), head, text, more)
	}
	p.welcome.Objects = []fyne.CanvasObject{view}
	p.welcome.Refresh()
}

// exampleButtons ask the suggested questions.
func (p *askPanel) exampleButtons() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, s := range p.suggestions {
		q := s.Question
		b := widget.NewButtonWithIcon(q, theme.SearchIcon(), func() {
			p.entry.SetText(q)
			p.askQuestion(q)
		})
		out = append(out, b)
	}
	return out
}

// askQuestion runs q in the background; a question already running is
// cancelled first.
func (p *askPanel) askQuestion(q string) {
	q = strings.TrimSpace(q)
	if q == "" {
		p.w.win.Canvas().Focus(p.entry)
		return
	}
	p.w.tabs.Select(p.w.askTab)
	p.cancelQuestion()
	p.entry.SetText(q)
	p.remember(q)
	ctx, cancel := context.WithCancel(p.w.ctx)
	p.runID++
	id := p.runID
	p.cancel = cancel
	p.status.SetText("Understanding the question…")
	p.progress.Show()
	p.cancelBtn.Show()
	p.askBtn.Disable()
	go func() {
		out := p.w.runQuestion(ctx, q, func(stage string) {
			onUI(func() {
				if id == p.runID && p.cancel != nil {
					p.status.SetText(stage)
				}
			})
		})
		cancel()
		onUI(func() {
			if id != p.runID {
				return
			}
			p.finish()
			p.show(out)
		})
	}()
}

// cancelQuestion stops the running question, if any (Escape, Cancel).
func (p *askPanel) cancelQuestion() {
	if p.cancel == nil {
		return
	}
	p.cancel()
	p.runID++
	p.finish()
	p.status.SetText("")
	p.showMessage(p.entry.Text, "Cancelled.", false)
}

func (p *askPanel) finish() {
	p.cancel = nil
	p.progress.Hide()
	p.cancelBtn.Hide()
	p.askBtn.Enable()
}

// remember puts q at the top of the persisted question history.
func (p *askPanel) remember(q string) {
	st, err := p.w.core.UpdateSettings(func(s *app.Settings) {
		h := slices.DeleteFunc(s.History, func(x string) bool { return strings.EqualFold(x, q) })
		s.History = append([]string{q}, h...)
		if len(s.History) > app.MaxHistory {
			s.History = s.History[:app.MaxHistory]
		}
	})
	if err != nil {
		p.w.showError("Could not save the question history", err)
		return
	}
	p.entry.SetOptions(st.History)
}

// showMessage shows a question without a result: cancelled or failed.
func (p *askPanel) showMessage(q, msg string, failed bool) {
	p.last = askOutcome{question: q}
	p.question.SetText(q)
	style := widget.RichTextStyleSubHeading
	if failed {
		style.ColorName = theme.ColorNameError
	}
	p.answer.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: msg, Style: style}}
	p.answer.Refresh()
	p.meta.SetText("")
	p.plan.show(nil)
	p.setGroups(nil)
	p.setChart(chartData{}, false)
	p.setPeriods(askOutcome{})
	p.selectNode(nil)
	p.showActions()
	p.body.Objects = []fyne.CanvasObject{p.result}
	p.body.Refresh()
}

// show displays a finished question.
func (p *askPanel) show(out askOutcome) {
	if out.result == nil {
		msg := "Could not answer this question."
		if out.err != nil {
			msg = "Could not answer: " + out.err.Error()
			if errors.Is(out.err, context.Canceled) {
				msg = "Cancelled."
			}
		}
		p.showMessage(out.question, msg, !errors.Is(out.err, context.Canceled))
		p.last = out
		if p.w.onAnswered != nil {
			p.w.onAnswered()
		}
		return
	}
	p.last = out
	r := out.result
	p.question.SetText(out.question)
	var rows []qa.Row
	if r.Err != nil {
		style := widget.RichTextStyleSubHeading
		style.ColorName = theme.ColorNameError
		p.answer.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: "Could not answer: " + oneLine(r.Err.Error()), Style: style}}
	} else {
		p.answer.Segments = answerSegments(r.Answer)
		rows, _ = r.Answer.Value.([]qa.Row)
		if r.Answer.Type != qa.AnswerTable {
			rows = nil
		}
	}
	p.answer.Refresh()
	p.meta.SetText(metaLine(out))
	p.showing = true
	p.plan.show(r.Root)
	p.showing = false
	p.setGroups(rows)
	d, ok := chartFor(r)
	p.setChart(d, ok)
	p.setPeriods(out)
	p.showActions()
	p.body.Objects = []fyne.CanvasObject{p.result}
	p.body.Refresh()
	if p.w.onAnswered != nil {
		p.w.onAnswered()
	}
}

// showActions enables what can be done with the answer shown.
func (p *askPanel) showActions() {
	has := p.last.answer != nil && p.last.result != nil
	for _, b := range []*widget.Button{p.copyBtn, p.exportBtn, p.timelineBtn} {
		if has {
			b.Enable()
		} else {
			b.Disable()
		}
	}
	if has && p.last.result.Evidence.Len() == 0 {
		p.timelineBtn.Disable()
	}
	if p.last.question == "" {
		p.saveBtn.Disable()
	} else {
		p.saveBtn.Enable()
	}
	if p.w.core.IsSaved(p.last.question) {
		p.saveBtn.SetText("Saved")
		p.saveBtn.SetIcon(theme.ConfirmIcon())
	} else {
		p.saveBtn.SetText("Save")
		p.saveBtn.SetIcon(theme.ContentAddIcon())
	}
}

// answerSegments renders the answer large. An answer of several lines (a
// table of groups) is summed up by its size; the Table tab shows it.
func answerSegments(a qa.Answer) []widget.RichTextSegment {
	text := a.Text
	if text == "" {
		text = "No answer"
	}
	if rows, ok := a.Value.([]qa.Row); ok && a.Type == qa.AnswerTable {
		text = plural.Noun(len(rows), "group") + " — see the table"
	} else if strings.Contains(text, "\n") {
		first, _, _ := strings.Cut(text, "\n")
		text = first + " …"
	}
	style := widget.RichTextStyle{SizeName: sizeAnswer, TextStyle: fyne.TextStyle{Bold: true}, Inline: false}
	if a.Type == qa.AnswerEmpty {
		style = widget.RichTextStyleSubHeading
	}
	return []widget.RichTextSegment{&widget.TextSegment{Text: text, Style: style}}
}

// metaLine says what an answer rests on: events, time, planner and day.
func metaLine(out askOutcome) string {
	r := out.result
	took := out.took
	if took == 0 {
		took = r.Duration
	}
	var parts []string
	if r.Err != nil {
		parts = append(parts, "Failed after "+elapsed(took))
	} else {
		parts = append(parts, "Based on "+plural.Noun(r.Evidence.Len(), "event"), "answered in "+elapsed(took))
	}
	if out.planner != "" {
		pl := "plan by " + out.planner
		if out.fallback != "" {
			pl += " (language model unavailable)"
		}
		parts = append(parts, pl)
	}
	if !r.Now.IsZero() {
		parts = append(parts, "today is "+r.Now.Format("Mon 2 Jan 2006"))
	}
	if r.Zone != "" {
		parts = append(parts, "times in "+r.Zone)
	}
	if out.answer != nil {
		if s := out.answer.NotUnderstood(); s != "" {
			// What was not understood is said with the answer it shaped.
			return strings.Join(parts, " · ") + "\n" + s
		}
	}
	return strings.Join(parts, " · ")
}

// setGroups shows a grouped answer in the Table tab (selected), or hides
// the tab.
func (p *askPanel) setGroups(rows []qa.Row) {
	p.groups.set(rows)
	p.evTabs.Remove(p.tableTab)
	if len(rows) > 0 {
		p.evTabs.Append(p.tableTab)
		p.evTabs.Select(p.tableTab)
	}
}

// setChart shows the chart of the grouping nearest the answer in the
// Chart tab, or hides the tab.
func (p *askPanel) setChart(d chartData, ok bool) {
	p.chart, p.hasChart = d, ok
	p.evTabs.Remove(p.chartTab)
	if !ok {
		p.chartBox.Objects = nil
		p.chartBox.Refresh()
		return
	}
	head := caption(chartCaption(d))
	head.Truncation = fyne.TextTruncateEllipsis
	p.chartBox.Objects = []fyne.CanvasObject{container.NewBorder(head, nil, nil, nil, newChart(d))}
	p.chartBox.Refresh()
	p.evTabs.Append(p.chartTab)
	if p.evTabs.Selected() != p.tableTab {
		p.evTabs.Select(p.chartTab)
	}
}

// setPeriods counts the answer's events per period (the one the question
// asks per, else one that suits their span) in the Per period tab, shown
// first when the question asks for a rate: the planner may answer "per
// month" with one average, and the months behind it belong beside it.
func (p *askPanel) setPeriods(out askOutcome) {
	p.evTabs.Remove(p.periodTab)
	r := out.result
	if r == nil || r.Err != nil || r.Evidence.Len() < 2 {
		return
	}
	z := app.BreakdownZoom(out.question, r.Evidence.All())
	buckets := app.Breakdown(r.Evidence.All(), z, displayZone())
	if len(buckets) < 2 {
		return
	}
	name := z.String()
	rows := make([]qa.Row, len(buckets))
	d := chartData{series: true, yLabel: "events", title: "events per " + name}
	for i, b := range buckets {
		label := periodLabel(b.Start, z)
		rows[i] = qa.Row{Keys: []qa.Attr{{Name: name, Value: label}}, Count: b.Count}
		d.labels = append(d.labels, label)
		d.values = append(d.values, float64(b.Count))
	}
	p.periods.set(rows)
	p.periodChart.Objects = []fyne.CanvasObject{newChart(d)}
	p.periodChart.Refresh()
	p.periodTab.Text = "Events per " + name
	p.evTabs.Append(p.periodTab)
	if _, asked := app.PeriodAsked(out.question); asked && p.evTabs.Selected() != p.tableTab {
		p.evTabs.Select(p.periodTab)
	}
}

// periodLabel names a period of zoom z in a sortable way.
func periodLabel(t time.Time, z app.Zoom) string {
	t = t.In(displayZone())
	switch z {
	case app.ZoomYear:
		return t.Format("2006")
	case app.ZoomMonth:
		return t.Format("2006-01")
	case app.ZoomWeek:
		y, w := t.ISOWeek()
		return fmt.Sprintf("%d-W%02d", y, w)
	}
	return t.Format("2006-01-02")
}

func chartCaption(d chartData) string {
	what := d.yLabel
	if what == "count" {
		what = "Number of items"
	}
	s := what + " per group"
	if d.series {
		s = what + " over time"
	} else if len(d.values) == maxBars {
		s += fmt.Sprintf(" (the %d largest)", maxBars)
	}
	if d.title != "" {
		s = "“" + d.title + "”: " + strings.ToLower(s[:1]) + s[1:]
	}
	return s
}

// selectNode shows a node's events and items.
func (p *askPanel) selectNode(n *planNode) {
	p.selected = n
	p.filter.Hide()
	if n == nil {
		p.nodeTitle.SetText("")
		p.nodeInfo.SetText("")
		p.nodeNotes.Hide()
		p.events.set(nil)
		p.items.set(nil)
		p.setTabTitles(0, 0)
		return
	}
	p.nodeTitle.SetText(n.title())
	info := []string{}
	if n.question != "" {
		info = append(info, "“"+n.question+"”")
	}
	if n.made == nil && n.res.OnColumns() {
		// A step over a table of a million plays makes its items now,
		// in the background; the step is shown when they are there.
		p.nodeInfo.SetText(strings.Join(append(info, plural.Noun(n.res.Count, "item")+" · making them…"), " · "))
		p.events.set(nil)
		p.items.set(nil)
		evidence := p.rootEvidence(n)
		go func() {
			made := &madeNode{events: evidence}
			made.items, made.err = n.res.ItemList()
			if evidence == nil {
				made.events, _ = n.res.Events() // the same error as the items'
			}
			onUI(func() {
				n.made = made
				if p.selected == n {
					p.selectNode(n)
				}
			})
		}()
		return
	}
	var evs []*ingest.Event
	var items []*qa.Item
	var madeErr error
	if n.made != nil {
		evs, items, madeErr = n.made.events, n.made.items, n.made.err
	} else {
		evs = p.nodeEvents(n)
		items, madeErr = n.res.ItemList()
	}
	if p.rootEvidence(n) != nil && madeErr == nil {
		madeErr = p.last.result.Evidence.Err()
	}
	info = append(info, plural.Noun(len(items), "item")+" from "+plural.Noun(len(evs), "event"))
	if n.res.Cached {
		info = append(info, "reused from an identical step")
	} else {
		info = append(info, elapsed(n.res.Duration))
	}
	p.nodeInfo.SetText(strings.Join(info, " · "))
	notes := n.res.Stats.Lines()
	if madeErr != nil {
		notes = append([]string{"Some of this step's events could not be read: " + madeErr.Error()}, notes...)
	}
	if n.res.Err != nil {
		notes = append([]string{"Failed: " + n.res.Err.Error()}, notes...)
	}
	if len(notes) > 0 {
		p.nodeNotes.SetText(strings.Join(notes, "\n"))
		p.nodeNotes.Show()
	} else {
		p.nodeNotes.Hide()
	}
	if p.last.result != nil {
		p.events.highlights = p.last.result.Highlights
	}
	p.events.set(evs)
	p.items.set(items)
	p.setTabTitles(len(evs), len(items))
	if sel := p.evTabs.Selected(); !p.showing && (sel == p.tableTab || sel == p.chartTab || sel == p.periodTab) {
		p.evTabs.Select(p.evTab) // a chosen step shows its events
	}
}

// nodeEvents are the events behind a node; for the root, the answer's
// evidence.
func (p *askPanel) nodeEvents(n *planNode) []*ingest.Event {
	if evs := p.rootEvidence(n); evs != nil {
		return evs
	}
	evs, _ := n.res.Events() // selectNode shows the error with the step's items
	return evs
}

// rootEvidence is the answer's evidence when n is the root (made already,
// off the UI goroutine, see runQuestion); else nil.
func (p *askPanel) rootEvidence(n *planNode) []*ingest.Event {
	if n.uid == p.plan.model.root && p.last.result != nil && p.last.result.Err == nil {
		if evs := p.last.result.Evidence.All(); evs != nil {
			return evs
		}
		return []*ingest.Event{}
	}
	return nil
}

func (p *askPanel) setTabTitles(events, items int) {
	p.evTab.Text = "Events (" + plural.Thousands(events) + ")"
	p.itTab.Text = "Items (" + plural.Thousands(items) + ")"
	p.evTabs.Refresh()
}

// showNodeEvents undoes an item filter.
func (p *askPanel) showNodeEvents() {
	if p.selected != nil {
		p.selectNode(p.selected)
	}
}

// openItem shows one item's events: the event itself when there is one.
func (p *askPanel) openItem(it *qa.Item) {
	if len(it.Events) == 1 {
		p.detail = p.w.showEventDetail(it.Events[0])
		return
	}
	evs := uniqueEvents(it.Events)
	p.events.set(evs)
	p.filterText.SetText("Showing the " + plural.Noun(len(evs), "event") + " of “" + oneLine(it.Summary()) + "”")
	p.filter.Show()
	p.evTabs.Select(p.evTab)
}

func uniqueEvents(evs []*ingest.Event) []*ingest.Event {
	seen := map[string]bool{}
	var out []*ingest.Event
	for _, e := range evs {
		if !seen[e.ID] {
			seen[e.ID] = true
			out = append(out, e)
		}
	}
	return out
}

// questionEntry is the question box: Enter asks, Escape cancels, and the
// drop-down lists past questions.
type questionEntry struct {
	widget.SelectEntry
	onEscape func()
}

func newQuestionEntry() *questionEntry {
	e := &questionEntry{}
	e.ExtendBaseWidget(e)
	e.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	return e
}

// TypedKey cancels on Escape and otherwise edits as usual.
func (e *questionEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape {
		if e.onEscape != nil {
			e.onEscape()
		}
		return
	}
	e.SelectEntry.TypedKey(k)
}

// flowLayout places objects left to right and wraps them onto new lines,
// like words; maxWidth bounds its minimum width's line length.
type flowLayout struct {
	maxWidth float32
	center   bool
}

func (f *flowLayout) lines(objs []fyne.CanvasObject, width float32) [][]fyne.CanvasObject {
	gap := theme.Padding()
	var lines [][]fyne.CanvasObject
	var cur []fyne.CanvasObject
	x := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		w := o.MinSize().Width
		if len(cur) > 0 && x+gap+w > width {
			lines = append(lines, cur)
			cur, x = nil, 0
		}
		if len(cur) > 0 {
			x += gap
		}
		cur = append(cur, o)
		x += w
	}
	if len(cur) > 0 {
		lines = append(lines, cur)
	}
	return lines
}

func (f *flowLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	gap := theme.Padding()
	y := float32(0)
	for _, line := range f.lines(objs, size.Width) {
		lw, lh := float32(0), float32(0)
		for i, o := range line {
			m := o.MinSize()
			if i > 0 {
				lw += gap
			}
			lw += m.Width
			lh = max(lh, m.Height)
		}
		x := float32(0)
		if f.center && lw < size.Width {
			x = (size.Width - lw) / 2
		}
		for _, o := range line {
			m := o.MinSize()
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(m.Width, lh))
			x += m.Width + gap
		}
		y += lh + gap
	}
}

func (f *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	width := f.maxWidth
	if width == 0 {
		width = 600
	}
	widest := float32(0)
	for _, o := range objs {
		widest = max(widest, o.MinSize().Width)
	}
	width = max(width, widest)
	gap := theme.Padding()
	h := float32(0)
	for i, line := range f.lines(objs, width) {
		lh := float32(0)
		for _, o := range line {
			lh = max(lh, o.MinSize().Height)
		}
		if i > 0 {
			h += gap
		}
		h += lh
	}
	return fyne.NewSize(width, h)
}
