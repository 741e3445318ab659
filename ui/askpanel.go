package ui

import (
	"context"
	"errors"
	"fmt"
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
	"reqap/qa"
	"reqap/qa/otx"
)

// askOutcome is one question's run as the Ask tab shows it.
type askOutcome struct {
	question string
	result   *otx.Result // nil when no plan could be made
	planner  string      // which planner produced the plan
	fallback string      // why the configured planner was not used
	took     time.Duration
	err      error
}

// askPanel is the Ask tab: the question box with history and examples,
// the answer, the operator tree with a chart, and the evidence of the
// selected node.
type askPanel struct {
	w       *Window
	content fyne.CanvasObject

	entry     *questionEntry
	askBtn    *widget.Button
	cancelBtn *widget.Button
	progress  *fyne.Container
	status    *widget.Label
	examples  *fyne.Container

	body    *fyne.Container // welcome or result
	welcome *fyne.Container
	result  fyne.CanvasObject

	question   *widget.Label
	answer     *widget.RichText
	table      *widget.Label // a table answer, aligned
	tableBox   *container.Scroll
	cardBody   *fyne.Container // the answer, with the table beside it
	meta       *widget.Label
	plan       *planView
	top        *fyne.Container // the tree, or the tree beside the chart
	treeCard   fyne.CanvasObject
	chart      chartData
	hasChart   bool
	nodeTitle  *widget.Label
	nodeInfo   *widget.Label
	nodeNotes  *widget.Label
	filter     *fyne.Container
	filterText *widget.Label
	events     *eventsTable
	items      *itemsTable
	evTabs     *container.AppTabs
	evTab      *container.TabItem
	itTab      *container.TabItem

	selected *planNode
	cancel   context.CancelFunc
	runID    int
	last     askOutcome
	lib      libSnapshot
	detail   *eventDetail // the last detail opened, for tests
}

func newAskPanel(w *Window) *askPanel {
	p := &askPanel{w: w}
	p.entry = newQuestionEntry()
	p.entry.SetPlaceHolder("Ask a question about your data, e.g. “Which artist did I listen to most while running?”")
	p.entry.OnSubmitted = p.askQuestion
	p.entry.onEscape = p.cancelQuestion
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

	p.examples = container.New(&flowLayout{})
	p.welcome = container.NewStack()
	p.result = p.buildResult()
	p.body = container.NewStack(p.welcome)
	top := container.NewVBox(bar, p.progress)
	p.content = container.NewBorder(container.NewPadded(top), nil, nil, nil, p.body)
	return p
}

// buildResult lays out the answer, the tree (with the chart beside it) and
// the evidence.
func (p *askPanel) buildResult() fyne.CanvasObject {
	p.question = caption("")
	p.question.Truncation = fyne.TextTruncateEllipsis
	p.answer = widget.NewRichText()
	p.answer.Wrapping = fyne.TextWrapWord
	p.meta = widget.NewLabel("")
	p.meta.Importance = widget.LowImportance
	p.meta.Wrapping = fyne.TextWrapWord
	card := canvas.NewRectangle(accent(theme.ColorNameInputBackground))
	card.CornerRadius = theme.InputRadiusSize() * 2
	p.table = widget.NewLabel("")
	p.table.TextStyle.Monospace = true
	p.tableBox = container.NewVScroll(p.table)
	p.tableBox.SetMinSize(fyne.NewSize(100, 84))
	p.tableBox.Hide()
	p.cardBody = container.NewStack(p.answer)
	inner := container.NewBorder(p.question, p.meta, nil, nil, p.cardBody)
	answerCard := container.NewStack(card, container.NewPadded(inner))

	p.plan = newPlanView(p.selectNode)
	p.treeCard = container.NewBorder(sectionTitle("How it was computed"), nil, nil, nil, p.plan.tree)
	p.top = container.NewStack(p.treeCard)

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
	evLayout := &fillLast{table: p.events.table, fixed: []float32{timeColWidth, sourceColWidth}, last: colSummary}
	itLayout := &fillLast{table: p.items.table, fixed: []float32{itemColWidth, 70}, last: 2}
	p.evTab = container.NewTabItem("Events", container.NewBorder(p.filter, nil, nil, nil, container.New(evLayout, p.events.table)))
	p.itTab = container.NewTabItem("Items", container.New(itLayout, p.items.table))
	p.evTabs = container.NewAppTabs(p.evTab, p.itTab)
	nodeHead := container.NewVBox(p.nodeTitle, p.nodeInfo, p.nodeNotes)
	evidence := container.NewBorder(nodeHead, nil, nil, nil, p.evTabs)

	split := container.NewHSplit(p.top, container.NewPadded(evidence))
	split.Offset = 0.45
	return container.NewBorder(container.NewPadded(answerCard), nil, nil, nil, container.NewPadded(split))
}

// titled is a heading with a line of explanation under it.
func titled(title, text string) fyne.CanvasObject {
	l := caption(text)
	l.Wrapping = fyne.TextWrapWord
	return container.NewVBox(sectionTitle(title), l)
}

// libraryShown updates what depends on the library: the welcome text and
// the example questions.
func (p *askPanel) libraryShown(snap libSnapshot) {
	p.lib = snap
	p.showExamples()
	p.showWelcome()
}

func (p *askPanel) showWelcome() {
	var view fyne.CanvasObject
	if p.lib.events == 0 {
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
	} else {
		head := fmt.Sprintf("Ask about the %s in your library", plural(p.lib.events, "event"))
		text := "ReQAP breaks your question into steps, runs them over your events and shows how it computed every answer. Try one of these:"
		view = emptyState(theme.SearchIcon(), head, text, container.New(&flowLayout{maxWidth: 760, center: true}, p.exampleButtons()...))
	}
	p.welcome.Objects = []fyne.CanvasObject{view}
	p.welcome.Refresh()
}

// examples are questions that suit the kinds of events the library holds.
func (p *askPanel) exampleQuestions() []string {
	have := map[string]bool{}
	for _, g := range p.lib.groups {
		have[g.source] = true
	}
	var out []string
	for _, ex := range exampleQuestions {
		if have[ex.source] {
			out = append(out, ex.q)
		}
		if len(out) == 6 {
			break
		}
	}
	return out
}

var exampleQuestions = []struct{ source, q string }{
	{ingest.MusicStream, "Which artist did I listen to most last year?"},
	{ingest.Workout, "How many km did I run this year?"},
	{ingest.OnlinePurchase, "How much did I spend on online purchases last year?"},
	{ingest.MusicStream, "How many songs did I listen to per month this year?"},
	{ingest.Mail, "Who are my top 3 most contacted people via email?"},
	{ingest.MovieStream, "How many different movies did I watch?"},
	{ingest.Workout, "What was my longest run?"},
	{ingest.TVSeriesStream, "Which day of the week do I stream TV series the most?"},
	{ingest.Calendar, "When was my last dentist appointment?"},
}

func (p *askPanel) exampleButtons() []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, q := range p.exampleQuestions() {
		b := widget.NewButtonWithIcon(q, theme.SearchIcon(), func() {
			p.entry.SetText(q)
			p.askQuestion(q)
		})
		out = append(out, b)
	}
	return out
}

func (p *askPanel) showExamples() {
	p.examples.Objects = p.exampleButtons()
	p.examples.Refresh()
}

// askQuestion runs q in the background; a question already running is
// cancelled first.
func (p *askPanel) askQuestion(q string) {
	q = strings.TrimSpace(q)
	if q == "" {
		p.w.win.Canvas().Focus(p.entry)
		return
	}
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
	p.question.SetText(q)
	style := widget.RichTextStyleSubHeading
	if failed {
		style.ColorName = theme.ColorNameError
	}
	p.answer.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: msg, Style: style}}
	p.setTable("")
	p.meta.SetText("")
	p.plan.show(nil)
	p.setChart(chartData{}, false)
	p.selectNode(nil)
	p.body.Objects = []fyne.CanvasObject{p.result}
	p.body.Refresh()
}

// show displays a finished question.
func (p *askPanel) show(out askOutcome) {
	p.last = out
	if out.result == nil {
		msg := "Could not answer this question."
		if out.err != nil {
			msg = "Could not answer: " + out.err.Error()
			if errors.Is(out.err, context.Canceled) {
				msg = "Cancelled."
			}
		}
		p.showMessage(out.question, msg, !errors.Is(out.err, context.Canceled))
		if p.w.onAnswered != nil {
			p.w.onAnswered()
		}
		return
	}
	r := out.result
	p.question.SetText(out.question)
	if r.Err != nil {
		style := widget.RichTextStyleSubHeading
		style.ColorName = theme.ColorNameError
		p.answer.Segments = []widget.RichTextSegment{&widget.TextSegment{Text: "Could not answer: " + oneLine(r.Err.Error()), Style: style}}
		p.setTable("")
	} else {
		p.answer.Segments = answerSegments(r.Answer)
		p.setTable(tableText(r.Answer))
	}
	p.meta.SetText(metaLine(out))
	p.plan.show(r.Root)
	d, ok := chartFor(r)
	p.setChart(d, ok)
	p.body.Objects = []fyne.CanvasObject{p.result}
	p.body.Refresh()
	if p.w.onAnswered != nil {
		p.w.onAnswered()
	}
}

// answerSegments renders the answer large. An answer of several lines (a
// table of groups) is summed up by its size; tableText shows it in full.
func answerSegments(a qa.Answer) []widget.RichTextSegment {
	text := a.Text
	if text == "" {
		text = "No answer"
	}
	if rows, ok := a.Value.([]qa.Row); ok && a.Type == qa.AnswerTable {
		text = plural(len(rows), "group")
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

// setTable shows a table answer beside its headline, or the headline
// alone across the card (wrapping when long).
func (p *askPanel) setTable(table string) {
	if table == "" {
		p.answer.Wrapping = fyne.TextWrapWord
		p.tableBox.Hide()
		p.cardBody.Objects = []fyne.CanvasObject{p.answer}
	} else {
		p.answer.Wrapping = fyne.TextWrapOff
		p.table.SetText(table)
		p.tableBox.Show()
		p.tableBox.ScrollToTop()
		p.cardBody.Objects = []fyne.CanvasObject{container.NewBorder(nil, nil, p.answer, nil, container.NewPadded(p.tableBox))}
	}
	p.answer.Refresh()
	p.cardBody.Refresh()
}

// tableText is the full text of a multi-line answer, or "".
func tableText(a qa.Answer) string {
	if !strings.Contains(a.Text, "\n") {
		return ""
	}
	return a.Text
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
		parts = append(parts, "Based on "+plural(len(r.Evidence), "event"), "answered in "+elapsed(took))
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
	return strings.Join(parts, " · ")
}

// setChart shows the chart beside the tree, or the tree alone.
func (p *askPanel) setChart(d chartData, ok bool) {
	p.chart, p.hasChart = d, ok
	if !ok {
		p.top.Objects = []fyne.CanvasObject{p.treeCard}
	} else {
		head := caption(chartCaption(d))
		head.Truncation = fyne.TextTruncateEllipsis
		chart := container.NewBorder(head, nil, nil, nil, newChart(d))
		split := container.NewVSplit(p.treeCard, chart)
		split.Offset = 0.58
		p.top.Objects = []fyne.CanvasObject{split}
	}
	p.top.Refresh()
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
	evs := p.nodeEvents(n)
	info = append(info, plural(len(n.res.Items), "item")+" from "+plural(len(evs), "event"))
	if n.res.Cached {
		info = append(info, "reused from an identical step")
	} else {
		info = append(info, elapsed(n.res.Duration))
	}
	p.nodeInfo.SetText(strings.Join(info, " · "))
	notes := n.res.Stats.Lines()
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
	p.items.set(n.res.Items)
	p.setTabTitles(len(evs), len(n.res.Items))
}

// nodeEvents are the events behind a node; for the root, the answer's
// evidence.
func (p *askPanel) nodeEvents(n *planNode) []*ingest.Event {
	if n.uid == p.plan.model.root && p.last.result != nil && p.last.result.Err == nil {
		return p.last.result.Evidence
	}
	return n.res.Events()
}

func (p *askPanel) setTabTitles(events, items int) {
	p.evTab.Text = "Events (" + count(events) + ")"
	p.itTab.Text = "Items (" + count(items) + ")"
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
	p.filterText.SetText("Showing the " + plural(len(evs), "event") + " of “" + oneLine(it.Summary()) + "”")
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
