package ui

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/assets"
	rtest "reqap/internal/test"
	"reqap/lang/plural"
)

// demoWindow opens a window on a fresh library holding the demo data.
func demoWindow(t *testing.T) *testWindow {
	t.Helper()
	w := openWindow(t, t.TempDir(), Options{Demo: assets.Demo()})
	w.importDemo()
	if s := w.waitJob(t); !strings.Contains(s, "imported") {
		t.Fatalf("demo import: %q", s)
	}
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events > 3000 })
	return w
}

// openTimeline shows the Timeline tab and waits for its first page; the
// count it returns grows with every page shown.
func (tw *testWindow) openTimeline(t testing.TB) *int {
	t.Helper()
	pages := new(int)
	tw.onTimeline = func() { *pages++ }
	tw.tabs.Select(tw.timeTab)
	pump(t, "the timeline", func() bool { return *pages > 0 })
	return pages
}

// until pumps UI work until ok holds.
func until(t *testing.T, what string, ok func() bool) {
	t.Helper()
	pump(t, what, ok)
}

// askAndWait asks q and waits for its answer.
func (tw *testWindow) askAndWait(t testing.TB, q string) askOutcome {
	t.Helper()
	tw.ask.askQuestion(q)
	return receive(t, "the answer to "+q, tw.answers)
}

// planStep returns the step of the plan shown that runs op, or nil; the
// tests ask it of an operator their plans run once.
func (tw *testWindow) planStep(op string) *planNode {
	for _, n := range tw.ask.plan.model.nodes {
		if n.op == op {
			return n
		}
	}
	return nil
}

func TestSuggestedQuestionsFromTheLibrary(t *testing.T) {
	w := demoWindow(t)
	suggested := false
	w.onSuggested = func() { suggested = true }
	w.ask.suggest()
	until(t, "suggested questions", func() bool { return suggested || len(w.ask.suggestions) > 0 })
	md := labelTexts(w.ask.welcome)
	if len(w.ask.suggestions) != suggestCount {
		t.Fatalf("%d suggestions, want %d", len(w.ask.suggestions), suggestCount)
	}
	for _, s := range w.ask.suggestions {
		if !strings.Contains(md, s.Question) {
			t.Errorf("the welcome view lacks %q:\n%s", s.Question, md)
		}
	}
	// Tapping one asks it.
	b := findButton(t, w.ask.welcome, w.ask.suggestions[0].Question)
	test.Tap(b)
	out := receive(t, "the suggested question's answer", w.answers)
	if out.result == nil || out.result.Evidence.Len() == 0 {
		t.Errorf("the suggested question %q found nothing", out.question)
	}
}

func TestEmptyLibraryWhileImporting(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{Demo: assets.Demo()})
	w.importDemo()
	until(t, "the import to start", func() bool { return w.jobs.running() > 0 })
	if md := labelTexts(w.ask.welcome); !strings.Contains(md, "Importing your data") || strings.Contains(md, "empty") {
		t.Errorf("while the first import runs the Ask tab says:\n%s", md)
	}
	w.waitJob(t)
}

func TestRemoveSourceAndUndoInWindow(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	dir := rtest.FolderWith(t, filepath.Join("testdata", "team.ics"))
	notes := "# Shopping\nmilk, eggs\n"
	rtest.WriteFile(t, filepath.Join(dir, "shopping.md"), []byte(notes))
	w.importPaths([]string{dir})
	w.waitJob(t)
	before := w.waitLibrary(t, func(s libSnapshot) bool { return s.events >= 4 })

	// The Calendar row's remove button asks, then removes.
	row := w.sources.createNode(true)
	w.sources.updateNode("g:calendar", true, row)
	_, rm := rowParts(row.(*fyne.Container))
	test.Tap(rm)
	dlg := w.topOverlay()
	if md := test.RenderObjectToMarkup(dlg); !strings.Contains(md, "Remove Calendar?") || !strings.Contains(md, "3 events") {
		t.Fatalf("confirmation:\n%s", md)
	}
	test.Tap(findButton(t, dlg, "Remove"))
	snap := w.waitLibrary(t, func(s libSnapshot) bool { return s.events == before.events-3 })
	if got := w.sources.summary.Text; !strings.HasPrefix(got, plural.Noun(snap.events, "event")) {
		t.Errorf("totals after removing: %q", got)
	}
	until(t, "the undo offer", func() bool { return w.status.box.Visible() && w.status.action.Visible() })
	if !strings.Contains(w.status.msg.Text, "Removed Calendar (3 events)") || w.status.action.Text != "Undo" {
		t.Errorf("status %q [%s]", w.status.msg.Text, w.status.action.Text)
	}

	// Undo puts them back.
	undone := false
	w.onUndone = func() { undone = true }
	test.Tap(w.status.action)
	until(t, "the undo", func() bool { return undone })
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == before.events })
	if n := w.core.Library().CountBySource()["calendar"]; n != 3 {
		t.Errorf("%d calendar events after undo", n)
	}

	// A single file: removed, and the offer expires without undo.
	leaf := w.sources.createNode(false)
	w.sources.updateNode(w.sources.childUIDs("g:calendar")[0], false, leaf)
	_, rm = rowParts(leaf.(*fyne.Container))
	test.Tap(rm)
	test.Tap(findButton(t, w.topOverlay(), "Remove"))
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == before.events-3 })
	until(t, "the undo offer", func() bool { return w.status.action.Visible() })
	rem := w.lastRemoval
	w.status.dismiss()
	if err := rem.Undo(context.Background()); err == nil {
		t.Error("undo after the offer expired")
	}
}

func TestRemoveDemoData(t *testing.T) {
	w := demoWindow(t)
	if !w.sources.removeDemo.Visible() {
		t.Fatal("no Remove the demo data button")
	}
	test.Tap(w.sources.removeDemo)
	test.Tap(findButton(t, w.topOverlay(), "Remove"))
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 0 })
	if w.core.Settings().Today != "" {
		t.Errorf("the demo's today stayed: %q", w.core.Settings().Today)
	}
	if w.settings.today.Text != "" {
		t.Errorf("Settings still shows today %q", w.settings.today.Text)
	}
}

func TestTimelinePagesAndSearch(t *testing.T) {
	w := demoWindow(t)
	tl := w.timeline
	pages := w.openTimeline(t)

	// The latest year is shown with its events under month headings.
	if tl.zoom != app.ZoomYear || tl.start.Year() != 2025 {
		t.Errorf("first page: %s of %s", tl.zoom, tl.start)
	}
	if n := len(tl.page.events); n == 0 || tl.page.rows() != n+len(tl.page.headers) {
		t.Fatalf("page: %d events, %d rows", n, tl.page.rows())
	}
	h, ev := tl.page.at(0)
	if h == nil || ev != nil || h.bucket.Count == 0 {
		t.Errorf("row 0 is not a heading: %+v %v", h, ev)
	}
	row := newTimelineRow()
	tl.updateRow(1, row)
	if md := test.RenderObjectToMarkup(row); !strings.Contains(md, ":") {
		t.Errorf("event row:\n%s", md)
	}

	// Its first month, the month before, and that month's year: twelve
	// bars, the months' events summed.
	test.Tap(tl.zoomBtns[app.ZoomMonth])
	if got := tl.start.Format("2006-01"); got != "2025-01" {
		t.Errorf("month zoom shows %s", got)
	}
	test.Tap(tl.prevBtn)
	if got := tl.start.Format("2006-01"); got != "2024-12" {
		t.Errorf("previous month %s", got)
	}
	test.Tap(tl.zoomBtns[app.ZoomYear])
	if tl.start.Year() != 2024 || len(tl.hist.buckets) != 12 {
		t.Errorf("year page %s with %d bars", tl.start, len(tl.hist.buckets))
	}
	sum := 0
	for _, b := range tl.hist.buckets {
		sum += b.Count
	}
	if sum != len(tl.page.events) {
		t.Errorf("bars sum to %d, page holds %d", sum, len(tl.page.events))
	}
	// Tapping March of the next year zooms into it.
	test.Tap(tl.nextBtn)
	tl.hist.Resize(fyne.NewSize(1200, histHeight))
	test.TapAt(tl.hist, fyne.NewPos(1200*2.5/12, 40))
	if tl.zoom != app.ZoomMonth || tl.start.Format("2006-01") != "2025-03" {
		t.Errorf("after tapping March: %s %s", tl.zoom, tl.start)
	}
	// All time: a row per year; a year's row opens it.
	test.Tap(tl.zoomBtns[zoomAll])
	if tl.page.rows() != 2 || len(tl.hist.buckets) != 2 || tl.title.Text != "All time" {
		t.Errorf("all time: %d rows, %d bars, %q", tl.page.rows(), len(tl.hist.buckets), tl.title.Text)
	}
	tl.list.Select(1)
	if tl.zoom != app.ZoomYear || tl.start.Year() != 2025 {
		t.Errorf("the 2025 row opened %s %s", tl.zoom, tl.start)
	}

	// Typing narrows as it goes; each pause filters once.
	tl.zoomBtns[app.ZoomYear].OnTapped()
	for _, text := range []string{"den", "dent", "dentist"} {
		tl.search.SetText(text)
	}
	before := *pages
	until(t, "the search", func() bool { return *pages > before && tl.tl.Filter.Text == "dentist" })
	if n := tl.tl.Len(); n == 0 || n > 10 {
		t.Errorf("“dentist” found %d events", n)
	}
	for _, e := range tl.page.events {
		if !strings.Contains(strings.ToLower(e.Verbalize()), "dentist") {
			t.Errorf("“dentist” lists %q", e.Verbalize())
		}
	}
	// Escape clears the search.
	tl.search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	before = *pages
	until(t, "the cleared search", func() bool { return *pages > before && tl.tl.Filter.Text == "" })

	// A source chip keeps only its events.
	tl.toggleSource("workout")
	before = *pages
	until(t, "the source filter", func() bool { return *pages > before })
	for _, e := range tl.page.events {
		if e.Source != "workout" {
			t.Fatalf("the workout filter lists %s", e.Source)
		}
	}
	tl.setSources(nil)
	before = *pages
	until(t, "all sources", func() bool { return *pages > before })

	// Tapping an event opens it.
	open := len(w.dialogs)
	for i := range tl.page.rows() {
		if _, ev := tl.page.at(i); ev != nil {
			tl.list.Select(i)
			break
		}
	}
	if w.ask.detail == nil || w.topOverlay() == nil {
		t.Error("tapping an event opened nothing")
	}
	w.escape()
	if len(w.dialogs) != open {
		t.Error("Escape left the detail open")
	}

	// An answer's evidence: only its events, at the zoom that fits them.
	out := w.askAndWait(t, "When was my last dentist appointment?")
	if out.result == nil || out.result.Evidence.Len() == 0 {
		t.Fatalf("no evidence: %+v", out)
	}
	before = *pages
	test.Tap(w.ask.timelineBtn)
	until(t, "the evidence on the timeline", func() bool { return *pages > before })
	if w.tabs.Selected() != w.timeTab || !tl.banner.Visible() || tl.tl.Len() != out.result.Evidence.Len() {
		t.Errorf("evidence shown: tab %v, banner %v, %d events of %d", w.tabs.Selected().Text, tl.banner.Visible(), tl.tl.Len(), out.result.Evidence.Len())
	}

	// The map of a period without places says so.
	tl.setMapMode(true)
	if !strings.Contains(tl.mapView.caption.Text, "no events with a place") {
		t.Errorf("map caption %q", tl.mapView.caption.Text)
	}
}

func TestMapDrawsPlacesAndRoutes(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	dir := t.TempDir()
	gpx := `<?xml version="1.0"?><gpx version="1.1" creator="t"><trk><name>Run</name><type>running</type><trkseg>
<trkpt lat="47.07" lon="15.43"><time>2024-05-01T06:00:00Z</time></trkpt>
<trkpt lat="47.08" lon="15.45"><time>2024-05-01T06:20:00Z</time></trkpt></trkseg></trk></gpx>`
	rtest.WriteFile(t, filepath.Join(dir, "run.gpx"), []byte(gpx))
	places := `{"id": "p1", "source": "location", "start": "2024-05-03T12:00:00Z", "place_name": "Kunsthaus", "latitude": 47.0713, "longitude": 15.4342}
{"id": "p2", "source": "location", "start": "2024-05-04T12:00:00Z", "place_name": "Schlossberg", "latitude": 47.0767, "longitude": 15.4375}
`
	rtest.WriteFile(t, filepath.Join(dir, "places.events.jsonl"), []byte(places))
	w.importPaths([]string{dir})
	w.waitJob(t)
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 3 })
	routes := false
	w.onMapRoutes = func() { routes = true }
	w.openTimeline(t)
	w.timeline.setMapMode(true)
	until(t, "the route", func() bool { return routes })
	m := w.timeline.mapView.m
	if len(m.items) != 3 || len(m.routes) != 1 {
		t.Fatalf("map: %d items, %d routes", len(m.items), len(m.routes))
	}
	if !strings.Contains(w.timeline.mapView.caption.Text, "2 places, 1 route") || !strings.Contains(w.timeline.mapView.caption.Text, "plain projection") {
		t.Errorf("caption %q", w.timeline.mapView.caption.Text)
	}
	m.Resize(fyne.NewSize(800, 500))
	m.fit()
	img := w.win.Canvas().Capture()
	if img.Bounds().Dx() == 0 {
		t.Fatal("nothing drawn")
	}
	r := test.WidgetRenderer(m).(*mapRenderer)
	r.Layout(m.Size())
	if len(r.labels) != 2 || len(r.grid) == 0 {
		t.Errorf("%d labels, %d grid objects; want both place names and a grid", len(r.labels), len(r.grid))
	}
	raster := r.draw(800, 500)
	painted := 0
	for y := 0; y < 500; y += 2 {
		for x := 0; x < 800; x += 2 {
			if _, _, _, a := raster.At(x, y).RGBA(); a > 0 {
				painted++
			}
		}
	}
	if painted < 50 {
		t.Errorf("the map painted %d sampled pixels", painted)
	}
	// Tapping a place opens it.
	p := m.toScreen(m.items[0].At)
	if m.items[0].Route {
		p = m.toScreen(m.items[1].At)
	}
	m.Tapped(&fyne.PointEvent{Position: p})
	if w.ask.detail == nil {
		t.Error("tapping a place opened nothing")
	}
}

func TestExportFromTheAnswer(t *testing.T) {
	w := demoWindow(t)
	out := w.askAndWait(t, "Which month did I run the most km?")
	if out.answer == nil {
		t.Fatal("no answer")
	}
	dir := t.TempDir()
	for _, choice := range out.answer.ExportChoices() {
		test.Tap(w.ask.exportBtn)
		w.ask.exportDialog.SetSelected(choice.Label)
		test.Tap(findButton(t, w.topOverlay(), "Choose a file…"))
		picker := w.topOverlay()
		l, _ := storage.ListerForURI(storage.NewFileURI(dir))
		w.picker.SetLocation(l)
		exported := ""
		w.onExported = func(p string) { exported = p }
		test.Tap(findButton(t, picker, "Save"))
		if exported == "" {
			t.Fatalf("%s: nothing exported", choice.Label)
		}
		b := rtest.ReadFile(t, exported)
		switch choice.Format {
		case app.ExportMarkdown:
			if !strings.Contains(string(b), "## How it was computed") || filepath.Ext(exported) != ".md" {
				t.Errorf("Markdown %s:\n%s", exported, b)
			}
		case app.ExportJSON:
			var v map[string]any
			if err := json.Unmarshal(b, &v); err != nil {
				t.Errorf("JSON: %v", err)
			}
		case app.ExportEvidenceCSV:
			if !strings.HasPrefix(string(b), "start,end,all_day,source") {
				t.Errorf("CSV:\n%s", b)
			}
		}
	}
	// Copy as text.
	test.Tap(w.ask.copyBtn)
	if got := w.app.Clipboard().Content(); !strings.Contains(got, "September 2024") {
		t.Errorf("clipboard %q", got)
	}
}

func TestGroupedAnswerTableAndChart(t *testing.T) {
	w := demoWindow(t)
	// A rate per month: the months behind it are shown first.
	out := w.askAndWait(t, "How many songs did I listen to per month in 2025?")
	if w.ask.evTabs.Selected() != w.ask.periodTab || w.ask.periodTab.Text != "Events per month" {
		t.Errorf("tab %q selected", w.ask.evTabs.Selected().Text)
	}
	sum := 0
	for _, r := range w.ask.periods.cells {
		n, _ := strconv.Atoi(r[len(r)-1])
		sum += n
	}
	if len(w.ask.periods.cells) < 7 || sum != out.result.Evidence.Len() || w.ask.periods.cells[0][0] != "2025-01" {
		t.Errorf("months %v sum to %d of %d events", w.ask.periods.cells, sum, out.result.Evidence.Len())
	}
	w.askAndWait(t, "Which month did I run the most km?")
	if !w.ask.hasChart || w.ask.evTabs.Selected() != w.ask.chartTab {
		t.Errorf("the grouping is not charted: %v, tab %s", w.ask.hasChart, w.ask.evTabs.Selected().Text)
	}
	// Time order, not alphabetical.
	if l := w.ask.chart.labels; len(l) < 2 || l[0] != "August 2024" {
		t.Errorf("chart labels %v", l)
	}
	// A step's events are one tap away.
	if n := w.planStep("RETRIEVE"); n != nil {
		w.ask.plan.tree.Select(n.uid)
	}
	if w.ask.evTabs.Selected() != w.ask.evTab {
		t.Error("selecting a step did not show its events")
	}
}

func TestSavedQuestionsInWindow(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	dir := rtest.FolderWith(t, filepath.Join("testdata", "team.ics"))
	w.importPaths([]string{dir})
	w.waitJob(t)
	w.waitLibrary(t, func(s libSnapshot) bool { return s.events == 3 })
	if _, err := w.core.UpdateSettings(func(s *app.Settings) { s.Planner = app.PlannerRules }); err != nil {
		t.Fatal(err)
	}
	q := "How many calendar events did I have?"
	out := w.askAndWait(t, q)
	if out.result == nil {
		t.Fatal("no answer")
	}
	test.Tap(w.ask.saveBtn)
	if !w.core.IsSaved(q) || w.ask.saveBtn.Text != "Saved" {
		t.Fatalf("not saved (%q)", w.ask.saveBtn.Text)
	}
	if md := labelTexts(w.saved.list); !strings.Contains(md, q) || !strings.Contains(md, out.result.Answer.Text) {
		t.Errorf("Saved tab:\n%s", md)
	}

	// New data: the question is asked again and shows the change.
	more := `BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:new-1
DTSTART:20240610T090000Z
DTEND:20240610T100000Z
SUMMARY:Planning
END:VEVENT
END:VCALENDAR
`
	rtest.WriteFile(t, filepath.Join(dir, "more.ics"), []byte(more))
	ran := false
	w.onSavedRun = func() { ran = true }
	w.importPaths([]string{filepath.Join(dir, "more.ics")})
	w.waitJob(t)
	until(t, "the saved question to run again", func() bool { return ran })
	if md := labelTexts(w.saved.list); !strings.Contains(md, "Changed") || !strings.Contains(md, "was "+out.result.Answer.Text) {
		t.Errorf("Saved tab after new data:\n%s", md)
	}
	// Open asks it on the Ask tab.
	test.Tap(findButton(t, w.saved.list, "Open"))
	if w.tabs.Selected() != w.askTab {
		t.Error("Open did not show the Ask tab")
	}
	w.ask.cancelQuestion()
}

func TestMenuShortcutsAndEscape(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	for label, tab := range map[string]*container.TabItem{"Timeline": w.timeTab, "Saved questions": w.savedTab, "Sources": w.srcTab, "Settings": w.setTab, "Ask": w.askTab} {
		it := w.menuItem(label)
		if it == nil || it.Shortcut == nil {
			t.Fatalf("no %s menu item with a shortcut", label)
		}
		it.Action()
		if w.tabs.Selected() != tab {
			t.Errorf("%s (%s) selected %s", label, shortcutText(it.Shortcut), w.tabs.Selected().Text)
		}
	}
	if got := shortcutText(w.menuItem("Add folder…").Shortcut); got != "Ctrl+Shift+O" {
		t.Errorf("Add folder… shortcut %q", got)
	}
	w.menuItem("Keyboard shortcuts").Action()
	if md := test.RenderObjectToMarkup(w.topOverlay()); !strings.Contains(md, "Ctrl+2") || !strings.Contains(md, "Escape") {
		t.Errorf("shortcuts dialog:\n%s", md)
	}
	// Escape closes dialogs front first, then the picker, and nothing else.
	w.showError("First", io.EOF)
	if len(w.dialogs) != 2 {
		t.Fatalf("%d dialogs open", len(w.dialogs))
	}
	w.escape()
	w.escape()
	if len(w.dialogs) != 0 || w.topOverlay() != nil {
		t.Errorf("after two Escapes: %d dialogs, overlay %v", len(w.dialogs), w.topOverlay())
	}
	w.menuItem("Add file…").Action()
	if w.topOverlay() == nil {
		t.Fatal("Add file… opened no picker")
	}
	w.escape()
	if w.topOverlay() != nil {
		t.Error("Escape left the picker open")
	}
	// The question box passes Escape to the window.
	w.showError("Again", io.EOF)
	w.ask.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(w.dialogs) != 0 {
		t.Error("Escape in the question box left the dialog open")
	}
}

func TestThemeRepaintsTheAnswerCard(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	w.app.Settings().SetTheme(newTheme("dark"))
	pump(t, "the theme change", func() bool {
		return w.ask.card.FillColor == newTheme("dark").Color(theme.ColorNameInputBackground, theme.VariantDark)
	})
	w.app.Settings().SetTheme(newTheme("light"))
	pump(t, "the theme change", func() bool {
		return w.ask.card.FillColor == newTheme("light").Color(theme.ColorNameInputBackground, theme.VariantLight)
	})
}

func TestSettingsKeepChangesMadeElsewhere(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	p := w.settings
	p.model.SetText("qwen2.5:3b") // an edit, not saved yet
	// The demo import sets today meanwhile.
	if _, err := w.core.UpdateSettings(func(s *app.Settings) { s.Today = "2025-08-02" }); err != nil {
		t.Fatal(err)
	}
	p.load()
	if p.today.Text != "2025-08-02" || p.model.Text != "qwen2.5:3b" {
		t.Errorf("after reload: today %q, model %q", p.today.Text, p.model.Text)
	}
	test.Tap(p.saveBtn)
	st := w.core.Settings()
	if st.Today != "2025-08-02" || st.Model != "qwen2.5:3b" {
		t.Errorf("saved today %q, model %q", st.Today, st.Model)
	}
	// A change made elsewhere after loading survives a save of another field.
	if _, err := w.core.UpdateSettings(func(s *app.Settings) { s.Today = "2024-01-01" }); err != nil {
		t.Fatal(err)
	}
	p.theme.SetSelected("Dark")
	test.Tap(p.saveBtn)
	if got := w.core.Settings().Today; got != "2024-01-01" {
		t.Errorf("Save wiped today: %q", got)
	}
	// Tiles need a server.
	p.mapTiles.SetChecked(true)
	p.tileServer.SetText("")
	test.Tap(p.saveBtn)
	if w.core.Settings().MapTiles || !strings.Contains(p.saved.Text, "tile server") {
		t.Errorf("tiles on without a server: %q", p.saved.Text)
	}
	p.tileServer.SetText(app.SuggestedTileServer)
	test.Tap(p.saveBtn)
	if st := w.core.Settings(); !st.MapTiles || st.TileServer != app.SuggestedTileServer {
		t.Errorf("tiles: %+v", st)
	}
}

func TestJobBarsGoAwayAndOldFailuresAreQuiet(t *testing.T) {
	w := openWindow(t, t.TempDir(), Options{})
	dir := t.TempDir()
	bad := filepath.Join(dir, "StreamingHistory_music_0.json")
	rtest.WriteFile(t, bad, []byte(`[{"endTime" : "2024-01-05 08:12", "artistNa`))
	w.importPaths([]string{dir})
	first := w.waitJob(t)
	w.waitLibrary(t, func(s libSnapshot) bool { return s.files == 1 })
	if !strings.Contains(first, "1 failed") || strings.Contains(first, "as before") {
		t.Errorf("first import: %q", first)
	}
	// The same failure again (a rescan at start) is no news.
	w.importPaths([]string{dir})
	second := w.waitJob(t)
	if !strings.Contains(second, "as before") {
		t.Errorf("second import: %q", second)
	}
	var views []*jobView
	for _, v := range w.jobs.views {
		views = append(views, v)
	}
	for _, v := range views {
		if strings.Contains(v.summary, "as before") && v.detail.Importance == widget.DangerImportance {
			t.Error("a known failure is shown as an error again")
		}
	}
}

// TestWindowKeepsDrawingWhileAQuestionRuns asks a question whose planner
// waits on a language model server that never answers, and draws frames
// of the window meanwhile: the question runs off the UI goroutine, so
// frames keep coming, and Escape stops it.
func TestWindowKeepsDrawingWhileAQuestionRuns(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			defer c.Close() // accepted, never answered
		}
	}()
	w := openWindow(t, t.TempDir(), Options{})
	if _, err := w.core.UpdateSettings(func(s *app.Settings) {
		s.Planner = app.PlannerLLM
		s.OllamaURL = "http://" + ln.Addr().String()
	}); err != nil {
		t.Fatal(err)
	}
	w.ask.askQuestion("How many runs did I do?")
	// The server holds the question for the client's 3 s ping timeout.
	frames := 0
	for w.ask.cancel != nil && frames < 5 {
		select {
		case f := <-uiQueue:
			f()
		default:
		}
		w.win.Canvas().Capture() // a frame, drawn on this goroutine
		frames++
	}
	if w.ask.cancel == nil {
		t.Fatalf("the question ended after %d frames; it should wait on the server", frames)
	}
	if !w.ask.progress.Visible() || !w.ask.cancelBtn.Visible() {
		t.Error("no progress shown while the question runs")
	}
	w.escape()
	if w.ask.cancel != nil || w.ask.progress.Visible() {
		t.Error("Escape did not stop the question")
	}
	t.Logf("%d frames drawn while the question waited", frames)
}

func TestNoDisplayMessage(t *testing.T) {
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	dir := filepath.Join(t.TempDir(), "never-created")
	var errOut strings.Builder
	code := Main([]string{"--data", dir}, &errOut, nil)
	if code == 0 {
		t.Error("exit status 0 without a display")
	}
	msg := errOut.String()
	if strings.Count(msg, "\n") != 1 || !strings.Contains(msg, "no display") || !strings.Contains(msg, "command line") {
		t.Errorf("message %q", msg)
	}
	if _, err := os.Stat(dir); err == nil {
		t.Error("the data folder was created")
	}
	t.Setenv("DISPLAY", ":93")
	if p := displayProblem(); !strings.Contains(p, "no X server") {
		t.Errorf("an absent X server: %q", p)
	}
}

func TestEventTimesAreLocal(t *testing.T) {
	vienna := rtest.Zone("Europe/Vienna")
	old := displayZone
	displayZone = func() *time.Location { return vienna }
	defer func() { displayZone = old }()
	w := openWindow(t, t.TempDir(), Options{})
	src := filepath.Join(t.TempDir(), "plays.events.jsonl")
	rtest.WriteFile(t, src, []byte(`{"id": "p", "source": "music_stream", "start": "2024-07-01T20:30:00Z", "artist": "Nina Simone", "track": "Feeling Good"}`+"\n"))
	w.importPaths([]string{src})
	w.waitJob(t)
	ev := w.core.Library().Events("")[0]
	if got := eventTime(ev); got != "2024-07-01 22:30" {
		t.Errorf("eventTime %q, want 22:30 in Vienna", got)
	}
	if got := eventSpan(ev); !strings.Contains(got, "22:30 CEST") {
		t.Errorf("eventSpan %q", got)
	}
	d := w.showEventDetail(ev)
	if txt := d.texts(); !strings.Contains(txt, "22:30") {
		t.Errorf("detail:\n%s", txt)
	}
}

// TestKnownFailuresQuietAtStart restarts over a watched folder holding a
// broken export: the rescan at start says the failure is as before, not as
// news.
func TestKnownFailuresQuietAtStart(t *testing.T) {
	dir := t.TempDir()
	watched := t.TempDir()
	bad := filepath.Join(watched, "StreamingHistory_music_0.json")
	rtest.WriteFile(t, bad, []byte(`[{"endTime" : "2024-01-05 08:12", "artistNa`))
	w := openWindow(t, dir, Options{})
	w.sources.addWatched(watched)
	if s := w.waitJob(t); !strings.Contains(s, "1 failed") {
		t.Fatalf("first scan: %q", s)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	w2 := openWindow(t, dir, Options{})
	s := w2.waitJob(t)
	if !strings.Contains(s, "as before") {
		t.Errorf("rescan at start: %q", s)
	}
	for _, v := range w2.jobs.views {
		if v.detail.Importance == widget.DangerImportance {
			t.Error("the known failure is shown as an error at start")
		}
	}
}
