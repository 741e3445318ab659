package ui

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sort"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/ingest"
	"reqap/lang/plural"
)

// timelinePanel is the Timeline tab: every event of the library (or of an
// answer's evidence), one period at a time — a day, week, month or year —
// filtered by source and by text as it is typed. A histogram shows the
// period's sub-periods (tap one to zoom in); below it the period's events
// are listed with a heading per sub-period, or drawn on a map.
//
// The list is virtualised (fyne's List lays out only the rows on screen)
// and a period's rows are found by binary search in the time-sorted
// timeline, so a year of a million-event library scrolls like a day.
type timelinePanel struct {
	w       *Window
	content fyne.CanvasObject

	search     *searchEntry
	zoomBtns   map[app.Zoom]*widget.Button
	listBtn    *widget.Button
	mapBtn     *widget.Button
	chips      *fyne.Container
	allChip    *widget.Button
	banner     *fyne.Container
	bannerText *widget.Label
	prevBtn    *widget.Button
	nextBtn    *widget.Button
	latestBtn  *widget.Button
	title      *widget.Label
	info       *widget.Label
	hist       *histogram
	list       *widget.List
	mapView    *mapView
	body       *fyne.Container
	listBox    fyne.CanvasObject
	emptyBox   *fyne.Container

	// What is shown: the filter, its timeline, the zoom and the period.
	sources   []string // chosen source kinds; none = all
	evidence  []*ingest.Event
	evTitle   string
	tl        *app.Timeline
	zoom      app.Zoom
	start     time.Time
	mapMode   bool
	page      timelinePage
	mapEvents []*ingest.Event // the events of the page, for the map

	// One timeline computation at a time; a newer request cancels it.
	cancel   context.CancelFunc
	seq      int
	typing   *time.Timer
	lib      libSnapshot
	computed bool
}

// timelinePage is one period's events with a heading row before each
// sub-period that holds events.
type timelinePage struct {
	events  []*ingest.Event
	headers []pageHeader
}

type pageHeader struct {
	row    int // its row in the list
	first  int // its first event in events
	bucket app.Bucket
}

// rows is the number of list rows: events and headings.
func (p *timelinePage) rows() int { return len(p.events) + len(p.headers) }

// at returns what row i shows: a heading (isHeader) or an event.
func (p *timelinePage) at(i int) (h *pageHeader, ev *ingest.Event) {
	k := sort.Search(len(p.headers), func(k int) bool { return p.headers[k].row > i }) - 1
	if k < 0 {
		return nil, nil
	}
	hd := &p.headers[k]
	if hd.row == i {
		return hd, nil
	}
	j := hd.first + (i - hd.row - 1)
	if j < 0 || j >= len(p.events) {
		return nil, nil
	}
	return nil, p.events[j]
}

// headerRow is the row of the heading of the sub-period holding t, or -1.
func (p *timelinePage) headerRow(t time.Time) int {
	for _, h := range p.headers {
		if !t.Before(h.bucket.Start) && t.Before(h.bucket.End) {
			return h.row
		}
	}
	return -1
}

// buildPage lays out a period's events with their headings.
func buildPage(tl *app.Timeline, start time.Time, z app.Zoom) timelinePage {
	var pg timelinePage
	pg.events = tl.Range(start, app.Step(start, z, 1))
	first := 0
	for _, b := range tl.Buckets(start, z) {
		if b.Count == 0 {
			continue
		}
		pg.headers = append(pg.headers, pageHeader{row: first + len(pg.headers), first: first, bucket: b})
		first += b.Count
	}
	return pg
}

// zoomAll is the zoom of the overview of all time: a row and a bar per
// year, and every place on the map.
const zoomAll app.Zoom = 100

// buildAllPage lays out the overview: a heading per year with events.
func buildAllPage(tl *app.Timeline) timelinePage {
	var pg timelinePage
	for _, b := range tl.Years(displayZone()) {
		if b.Count > 0 {
			pg.headers = append(pg.headers, pageHeader{row: len(pg.headers), bucket: b})
		}
	}
	return pg
}

// typingDelay is how long the search waits for the next key before it
// filters.
const typingDelay = 150 * time.Millisecond

func newTimelinePanel(w *Window) *timelinePanel {
	p := &timelinePanel{w: w, zoom: app.ZoomYear, zoomBtns: map[app.Zoom]*widget.Button{}}
	p.search = newSearchEntry(w.escape)
	p.search.SetPlaceHolder("Search the timeline: type words from titles, names, places…")
	p.search.OnChanged = func(string) { p.typed() }
	var zooms []fyne.CanvasObject
	for _, z := range append(slices.Clone(app.Zooms), zoomAll) {
		b := widget.NewButton(zoomName(z), func() { p.setZoom(z, time.Time{}) })
		p.zoomBtns[z] = b
		zooms = append(zooms, b)
	}
	p.listBtn = widget.NewButtonWithIcon("List", theme.ListIcon(), func() { p.setMapMode(false) })
	p.mapBtn = widget.NewButtonWithIcon("Map", theme.ComputerIcon(), func() { p.setMapMode(true) })
	top := container.NewBorder(nil, nil, nil,
		container.NewHBox(container.NewHBox(zooms...), widget.NewSeparator(), p.listBtn, p.mapBtn), p.search)

	p.allChip = widget.NewButton("All sources", func() { p.setSources(nil) })
	p.chips = container.New(&flowLayout{maxWidth: 1000})

	p.bannerText = widget.NewLabel("")
	p.bannerText.Truncation = fyne.TextTruncateEllipsis
	clear := widget.NewButtonWithIcon("Show all events", theme.CancelIcon(), func() { p.showEvidence("", nil) })
	p.banner = container.NewBorder(nil, nil, widget.NewIcon(theme.InfoIcon()), clear, p.bannerText)
	p.banner.Hide()

	p.prevBtn = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.step(-1) })
	p.nextBtn = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.step(1) })
	p.latestBtn = widget.NewButton("Latest", p.latest)
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.title.SizeName = theme.SizeNameSubHeadingText
	p.info = widget.NewLabel("")
	p.info.Importance = widget.LowImportance
	nav := container.NewHBox(p.prevBtn, p.title, p.nextBtn, p.info, layout.NewSpacer(), p.latestBtn)

	p.hist = newHistogram(p.zoomInto)
	w.themed = append(w.themed, p.hist.Refresh)
	p.list = widget.NewList(func() int { return p.page.rows() }, newTimelineRow, p.updateRow)
	p.list.OnSelected = func(id widget.ListItemID) {
		p.list.UnselectAll()
		if h, ev := p.page.at(id); ev != nil {
			w.ask.detail = w.showEventDetail(ev)
		} else if h != nil {
			p.zoomInto(h.bucket)
		}
	}
	p.listBox = container.NewBorder(p.hist, nil, nil, nil, p.list)
	p.mapView = newMapView(w)
	p.emptyBox = container.NewStack()
	p.body = container.NewStack(p.listBox)

	head := container.NewVBox(top, p.chips, p.banner, nav)
	p.content = container.NewBorder(container.NewPadded(head), nil, nil, nil, container.NewPadded(p.body))
	p.showZoom()
	p.showMode()
	return p
}

func zoomName(z app.Zoom) string {
	if z == zoomAll {
		return "All"
	}
	s := z.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// newTimelineRow is a list row: a heading or an event (time, source,
// summary); update shows one of them.
func newTimelineRow() fyne.CanvasObject {
	head := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	headInfo := widget.NewLabel("")
	headInfo.Importance = widget.LowImportance
	header := container.NewBorder(nil, nil, nil, headInfo, head)
	when := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
	src := widget.NewLabel("")
	src.Importance = widget.LowImportance
	src.Truncation = fyne.TextTruncateEllipsis
	sum := widget.NewLabel("")
	sum.Truncation = fyne.TextTruncateEllipsis
	left := container.NewGridWrap(fyne.NewSize(130, when.MinSize().Height), when)
	srcBox := container.NewGridWrap(fyne.NewSize(120, src.MinSize().Height), src)
	event := container.NewBorder(nil, nil, container.NewHBox(left, srcBox), nil, sum)
	return container.NewStack(header, event)
}

func (p *timelinePanel) updateRow(id widget.ListItemID, o fyne.CanvasObject) {
	row := o.(*fyne.Container)
	header, event := row.Objects[0].(*fyne.Container), row.Objects[1].(*fyne.Container)
	h, ev := p.page.at(id)
	if h != nil {
		header.Objects[0].(*widget.Label).SetText(bucketName(h.bucket, p.zoom, false))
		header.Objects[1].(*widget.Label).SetText(plural.Noun(h.bucket.Count, "event"))
		header.Show()
		event.Hide()
		return
	}
	header.Hide()
	event.Show()
	if ev == nil {
		return
	}
	sum := event.Objects[0].(*widget.Label)
	lr := event.Objects[1].(*fyne.Container)
	when := lr.Objects[0].(*fyne.Container).Objects[0].(*widget.Label)
	src := lr.Objects[1].(*fyne.Container).Objects[0].(*widget.Label)
	if p.zoom == app.ZoomYear {
		// Under a month's heading the day is part of when.
		when.SetText(eventDay(ev) + " · " + clock(ev))
	} else {
		when.SetText(clock(ev))
	}
	src.SetText(sourceName(ev.Source))
	sum.SetText(oneLine(ev.Summary()))
}

// bucketName names a sub-period of a period of zoom z: in full for its
// heading ("Monday 4 March 2024", "March 2024", "14:00", "2024"), short
// under its histogram bar ("4", "Mon 4", "Mar", "14h").
func bucketName(b app.Bucket, z app.Zoom, short bool) string {
	s := b.Start.In(displayZone())
	sub, ok := app.SubZoom(z)
	layout := func(full, brief string) string {
		if short {
			return s.Format(brief)
		}
		return s.Format(full)
	}
	switch {
	case z == zoomAll:
		return s.Format("2006")
	case !ok:
		return layout("15:00", "15h")
	case sub == app.ZoomMonth:
		return layout("January 2006", "Jan")
	case z == app.ZoomWeek:
		return layout("Monday 2 January 2006", "Mon 2")
	}
	return layout("Monday 2 January 2006", "2")
}

// periodTitle names the period on screen.
func periodTitle(start time.Time, z app.Zoom) string {
	s := start.In(displayZone())
	switch z {
	case zoomAll:
		return "All time"
	case app.ZoomYear:
		return s.Format("2006")
	case app.ZoomMonth:
		return s.Format("January 2006")
	case app.ZoomWeek:
		_, wk := s.ISOWeek()
		end := app.Step(start, z, 1).Add(-time.Hour).In(displayZone())
		if end.Month() == s.Month() {
			return fmt.Sprintf("Week %d · %d–%s", wk, s.Day(), end.Format("2 January 2006"))
		}
		return fmt.Sprintf("Week %d · %s – %s", wk, s.Format("2 January"), end.Format("2 January 2006"))
	}
	return s.Format("Monday 2 January 2006")
}

// libraryShown refreshes the source chips and, when it changed, the
// timeline.
func (p *timelinePanel) libraryShown(snap libSnapshot) {
	p.lib = snap
	p.showChips()
	if p.computed || p.w.tabs.Selected() == p.w.timeTab {
		p.refresh(false)
	}
}

// shown is called when the tab is selected: the first time it computes
// the timeline.
func (p *timelinePanel) shown() {
	if !p.computed {
		p.refresh(false)
	}
}

// settingsChanged redraws the map, whose tiles may have been turned on or
// off.
func (p *timelinePanel) settingsChanged() {
	if p.mapMode {
		p.mapView.show(p.mapEvents, periodTitle(p.start, p.zoom))
	}
}

func (p *timelinePanel) focusSearch() {
	p.w.tabs.Select(p.w.timeTab)
	p.w.win.Canvas().Focus(p.search)
}

// showChips lists the library's sources as toggles, largest first.
func (p *timelinePanel) showChips() {
	chips := []fyne.CanvasObject{p.allChip}
	for _, g := range p.lib.groups {
		if g.source == failedGroup || g.source == emptyGroup {
			continue
		}
		src := g.source
		b := widget.NewButton(fmt.Sprintf("%s %s", sourceName(src), plural.Thousands(g.events)), func() { p.toggleSource(src) })
		if slices.Contains(p.sources, src) {
			b.Importance = widget.HighImportance
		}
		chips = append(chips, b)
	}
	p.chips.Objects = chips
	p.chips.Refresh()
	if len(p.sources) == 0 {
		p.allChip.Importance = widget.HighImportance
	} else {
		p.allChip.Importance = widget.MediumImportance
	}
	p.allChip.Refresh()
}

func (p *timelinePanel) toggleSource(src string) {
	next := slices.Clone(p.sources)
	if i := slices.Index(next, src); i >= 0 {
		next = slices.Delete(next, i, i+1)
	} else {
		next = append(next, src)
		slices.Sort(next)
	}
	p.setSources(next)
}

func (p *timelinePanel) setSources(srcs []string) {
	p.sources = srcs
	p.showChips()
	p.refresh(false)
}

// showEvidence shows only an answer's evidence (nil shows everything
// again), at the zoom its time span fits.
func (p *timelinePanel) showEvidence(question string, evs []*ingest.Event) {
	p.evidence, p.evTitle = evs, question
	if evs == nil {
		p.banner.Hide()
	} else {
		p.bannerText.SetText(fmt.Sprintf("Showing the %s behind “%s”", plural.Noun(len(evs), "event"), question))
		p.banner.Show()
		p.zoom = fitZoom(evs)
		p.start = time.Time{}
		p.showZoom()
	}
	p.refresh(false)
}

// fitZoom is the finest zoom whose period holds the events' span.
func fitZoom(evs []*ingest.Event) app.Zoom {
	first, last := app.StartRange(evs)
	for _, z := range app.Zooms {
		if app.PeriodStart(first, z, displayZone()).Equal(app.PeriodStart(last, z, displayZone())) {
			return z
		}
	}
	return app.ZoomYear
}

// typed filters by the search text once typing pauses.
func (p *timelinePanel) typed() {
	if p.typing != nil {
		p.typing.Stop()
	}
	p.seq++
	seq := p.seq
	p.typing = time.AfterFunc(typingDelay, func() {
		onUI(func() {
			if seq == p.seq {
				p.refresh(true)
			}
		})
	})
}

// refresh computes the timeline for the current filter in the background
// and shows the current period (or the nearest one with events).
// narrowing lets it scan only the previous result.
func (p *timelinePanel) refresh(narrowing bool) {
	if p.cancel != nil {
		p.cancel()
	}
	ctx, cancel := context.WithCancel(p.w.ctx)
	p.cancel = cancel
	p.seq++
	seq := p.seq
	f := app.TimelineFilter{Sources: p.sources, Text: p.search.Text, Events: p.evidence}
	prev := p.tl
	if !narrowing {
		prev = nil
	}
	p.info.SetText("Reading the timeline…")
	go func() {
		start := time.Now()
		tl, err := p.w.core.Timeline(ctx, f, prev)
		took := time.Since(start)
		onUI(func() {
			if seq != p.seq {
				return
			}
			p.cancel = nil
			cancel()
			if err != nil {
				if ctx.Err() == nil {
					slog.Warn("reading the timeline", "err", err)
					p.info.SetText("Could not read the timeline: " + err.Error())
				}
				return
			}
			slog.Debug("timeline", "events", tl.Len(), "filter", f.Text, "elapsed", took)
			p.tl = tl
			p.computed = true
			at := p.start
			if p.zoom == zoomAll {
				p.showPeriod(at)
				return
			}
			if at.IsZero() || tl.Count(at, app.Step(at, p.zoom, 1)) == 0 {
				at = tl.Last()
				if !p.start.IsZero() {
					at = p.start
				}
				at = tl.Near(at, p.zoom, displayZone())
			}
			p.showPeriod(at)
		})
	}()
}

// showPeriod shows the period of the current zoom starting at start.
func (p *timelinePanel) showPeriod(start time.Time) {
	if p.tl == nil {
		return
	}
	var buckets []app.Bucket
	var shown []*ingest.Event // what the map draws
	info := ""
	if p.zoom == zoomAll {
		p.start = time.Time{}
		p.page = buildAllPage(p.tl)
		buckets = p.tl.Years(displayZone())
		if p.tl.Len() > 0 {
			shown = p.tl.Range(p.tl.First(), p.tl.Last().Add(time.Nanosecond))
		}
		info = plural.Noun(p.tl.Len(), "event")
		if len(buckets) > 0 {
			info += fmt.Sprintf(" · %d–%d", buckets[0].Start.In(displayZone()).Year(), buckets[len(buckets)-1].Start.In(displayZone()).Year())
		}
	} else {
		p.start = app.PeriodStart(start, p.zoom, displayZone())
		p.page = buildPage(p.tl, p.start, p.zoom)
		buckets = p.tl.Buckets(p.start, p.zoom)
		shown = p.page.events
		info = plural.Noun(len(p.page.events), "event")
	}
	p.mapEvents = shown
	p.title.SetText(periodTitle(p.start, p.zoom))
	if p.tl.Len() == 0 {
		info = "No events"
		if p.search.Text != "" {
			info = "No events match “" + strings.TrimSpace(p.search.Text) + "”"
		}
		p.title.SetText("")
	}
	if u := p.tl.Undated(); u > 0 {
		info += fmt.Sprintf(" · %s without a time not shown", plural.Noun(u, "event"))
	}
	p.info.SetText(info)
	p.hist.set(buckets, p.zoom)
	hasPrev, hasNext := false, false
	if p.zoom != zoomAll {
		_, hasPrev = p.tl.Neighbour(p.start, p.zoom, -1, displayZone())
		_, hasNext = p.tl.Neighbour(p.start, p.zoom, 1, displayZone())
	}
	enable(p.prevBtn, hasPrev)
	enable(p.nextBtn, hasNext)
	p.list.Refresh()
	p.list.ScrollToTop()
	if p.mapMode {
		p.mapView.show(p.mapEvents, periodTitle(p.start, p.zoom))
	}
	if p.w.onTimeline != nil {
		p.w.onTimeline()
	}
}

func enable(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// step moves to the previous (-1) or next (1) period with events.
func (p *timelinePanel) step(dir int) {
	if p.tl == nil || p.zoom == zoomAll {
		return
	}
	if next, ok := p.tl.Neighbour(p.start, p.zoom, dir, displayZone()); ok {
		p.showPeriod(next)
	}
}

// latest shows the period of the latest event.
func (p *timelinePanel) latest() {
	if p.tl == nil || p.tl.Len() == 0 {
		return
	}
	if p.zoom == zoomAll {
		p.setZoom(app.ZoomYear, p.tl.Last())
		return
	}
	p.showPeriod(p.tl.Last())
}

// latestPlaces shows the latest period, at the current zoom, that holds
// events with a place; it says so when there is none.
func (p *timelinePanel) latestPlaces() {
	if p.tl == nil || p.tl.Len() == 0 || p.zoom == zoomAll {
		return
	}
	at := app.PeriodStart(p.tl.Last(), p.zoom, displayZone())
	for {
		if len(app.MapItems(p.tl.Range(at, app.Step(at, p.zoom, 1)))) > 0 {
			p.showPeriod(at)
			return
		}
		prev, ok := p.tl.Neighbour(at, p.zoom, -1, displayZone())
		if !ok {
			p.mapView.caption.SetText("No event of this timeline has a place")
			return
		}
		at = prev
	}
}

// setZoom changes the zoom; at, when set, is a moment the new period must
// hold (else the current period's start).
func (p *timelinePanel) setZoom(z app.Zoom, at time.Time) {
	if at.IsZero() {
		at = p.start
	}
	p.zoom = z
	p.showZoom()
	if p.tl == nil {
		return
	}
	if z == zoomAll {
		p.showPeriod(time.Time{})
		return
	}
	if at.IsZero() || p.tl.Count(app.PeriodStart(at, z, displayZone()), app.Step(app.PeriodStart(at, z, displayZone()), z, 1)) == 0 {
		if at.IsZero() {
			at = p.tl.Last()
		}
		at = p.tl.Near(at, z, displayZone())
	}
	p.showPeriod(at)
}

func (p *timelinePanel) showZoom() {
	for z, b := range p.zoomBtns {
		if z == p.zoom {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
}

// zoomInto shows a sub-period of the page: a year's month, a month's or
// week's day; a day's hour scrolls the list to it.
func (p *timelinePanel) zoomInto(b app.Bucket) {
	if p.zoom == zoomAll {
		p.setZoom(app.ZoomYear, b.Start)
		return
	}
	sub, ok := app.SubZoom(p.zoom)
	if !ok {
		if row := p.page.headerRow(b.Start); row >= 0 {
			p.list.ScrollTo(row)
		}
		return
	}
	p.setZoom(sub, b.Start)
}

func (p *timelinePanel) setMapMode(on bool) {
	p.mapMode = on
	p.showMode()
	if on {
		p.mapView.show(p.mapEvents, periodTitle(p.start, p.zoom))
	}
}

func (p *timelinePanel) showMode() {
	if p.mapMode {
		p.body.Objects = []fyne.CanvasObject{p.mapView.content}
		p.mapBtn.Importance, p.listBtn.Importance = widget.HighImportance, widget.MediumImportance
	} else {
		p.body.Objects = []fyne.CanvasObject{p.listBox}
		p.mapBtn.Importance, p.listBtn.Importance = widget.MediumImportance, widget.HighImportance
	}
	p.mapBtn.Refresh()
	p.listBtn.Refresh()
	p.body.Refresh()
}

// searchEntry is the timeline's search box; Escape goes to the window
// (closing a dialog) rather than being swallowed.
type searchEntry struct {
	widget.Entry
	onEscape func()
}

func newSearchEntry(onEscape func()) *searchEntry {
	e := &searchEntry{onEscape: onEscape}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey clears the search on Escape, or passes Escape on when it is
// empty.
func (e *searchEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape {
		if e.Text != "" {
			e.SetText("")
		} else if e.onEscape != nil {
			e.onEscape()
		}
		return
	}
	e.Entry.TypedKey(k)
}
