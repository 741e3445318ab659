package ui

import (
	"cmp"
	"fmt"
	"net/url"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/ingest"
	"reqap/lang/plural"
	"reqap/qa"
)

// Columns of the events table.
const (
	colTime = iota
	colSource
	colSummary
	eventCols
)

var eventHeaders = [eventCols]string{"Time", "Source", "Summary"}

// Column widths; the last column of each table takes the rest.
const (
	timeColWidth   = 145
	sourceColWidth = 110
	itemColWidth   = 300
)

// eventsTable lists events (time, source, summary), sortable by clicking a
// column header; tapping a row opens the event.
type eventsTable struct {
	events []*ingest.Event
	// highlights are the words the last answer matched, by event ID.
	highlights map[string]qa.Highlight
	sortCol    int
	desc       bool
	table      *widget.Table
	onOpen     func(*ingest.Event)
	headers    map[int]*widget.Button
}

func newEventsTable(onOpen func(*ingest.Event)) *eventsTable {
	t := &eventsTable{onOpen: onOpen, headers: map[int]*widget.Button{}}
	t.table = widget.NewTable(
		func() (int, int) { return len(t.events), eventCols },
		func() fyne.CanvasObject { return newEvidenceCell() },
		func(id widget.TableCellID, o fyne.CanvasObject) {
			if id.Row >= len(t.events) {
				return
			}
			t.updateCell(o, t.events[id.Row], id.Col)
		})
	t.table.ShowHeaderRow = true
	t.table.CreateHeader = func() fyne.CanvasObject {
		b := widget.NewButton("", nil)
		b.Alignment = widget.ButtonAlignLeading
		b.Importance = widget.LowImportance
		return b
	}
	t.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		b := o.(*widget.Button)
		if id.Col < 0 || id.Col >= eventCols {
			b.SetText("")
			b.OnTapped = nil
			return
		}
		col := id.Col
		text := eventHeaders[col]
		if col == t.sortCol {
			if t.desc {
				text += " ▼"
			} else {
				text += " ▲"
			}
		}
		b.SetText(text)
		b.OnTapped = func() { t.sortBy(col) }
		t.headers[col] = b
	}
	t.table.OnSelected = func(id widget.TableCellID) {
		t.table.UnselectAll()
		if id.Row >= 0 && id.Row < len(t.events) && t.onOpen != nil {
			t.onOpen(t.events[id.Row])
		}
	}
	t.table.SetColumnWidth(colTime, timeColWidth)
	t.table.SetColumnWidth(colSource, sourceColWidth)
	t.table.SetColumnWidth(colSummary, 400)
	return t
}

func (t *eventsTable) cell(e *ingest.Event, col int) string {
	switch col {
	case colTime:
		return eventTime(e)
	case colSource:
		return sourceName(e.Source)
	}
	return oneLine(e.Summary())
}

// set shows events, keeping the current sort.
func (t *eventsTable) set(events []*ingest.Event) {
	t.events = slices.Clone(events)
	t.sort()
	t.table.ScrollToTop()
	t.table.Refresh()
}

// sortBy sorts by a column; a second click on the same column reverses.
func (t *eventsTable) sortBy(col int) {
	if col == t.sortCol {
		t.desc = !t.desc
	} else {
		t.sortCol, t.desc = col, false
	}
	t.sort()
	t.table.Refresh()
}

func (t *eventsTable) sort() {
	slices.SortStableFunc(t.events, func(a, b *ingest.Event) int {
		var c int
		switch t.sortCol {
		case colTime:
			c = a.Start.Compare(b.Start)
		case colSource:
			c = cmp.Compare(sourceName(a.Source), sourceName(b.Source))
		default:
			c = cmp.Compare(strings.ToLower(a.Summary()), strings.ToLower(b.Summary()))
		}
		if c == 0 {
			c = a.Start.Compare(b.Start)
		}
		if c == 0 {
			c = cmp.Compare(a.ID, b.ID)
		}
		if t.desc {
			return -c
		}
		return c
	})
}

// fillLast is a layout for a table whose last column takes the width the
// other columns leave.
type fillLast struct {
	table *widget.Table
	fixed []float32
	last  int
}

func (l *fillLast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	used := float32(0)
	for _, w := range l.fixed {
		used += w + theme.Padding()
	}
	rest := size.Width - used - theme.Padding()*2
	l.table.SetColumnWidth(l.last, max(rest, 200))
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (l *fillLast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(200, 120)
}

// itemsTable lists a node's result items: for groups their key and size,
// for others their summary and the attributes the plan added.
type itemsTable struct {
	items  []*qa.Item
	table  *widget.Table
	onOpen func(*qa.Item)
}

func newItemsTable(onOpen func(*qa.Item)) *itemsTable {
	t := &itemsTable{onOpen: onOpen}
	names := []string{"Item", "Events", "Attributes"}
	t.table = newTextTable(func() (int, int) { return len(t.items), len(names) },
		func(row, col int) string {
			if row >= len(t.items) {
				return ""
			}
			return itemCell(t.items[row], col)
		},
		func(col int) string {
			if col >= 0 && col < len(names) {
				return names[col]
			}
			return ""
		})
	t.table.OnSelected = func(id widget.TableCellID) {
		t.table.UnselectAll()
		if id.Row >= 0 && id.Row < len(t.items) && t.onOpen != nil {
			t.onOpen(t.items[id.Row])
		}
	}
	t.table.SetColumnWidth(0, itemColWidth)
	t.table.SetColumnWidth(1, 70)
	t.table.SetColumnWidth(2, 400)
	return t
}

func (t *itemsTable) set(items []*qa.Item) {
	t.items = items
	t.table.ScrollToTop()
	t.table.Refresh()
}

// itemCell renders one cell of the items table.
func itemCell(it *qa.Item, col int) string {
	switch col {
	case 0:
		if it.IsGroup() {
			return oneLine(it.Summary()) + fmt.Sprintf("  (%s)", plural.Noun(len(it.Members), "member"))
		}
		return oneLine(it.Summary())
	case 1:
		return plural.Thousands(len(it.EventIDs()))
	}
	var parts []string
	for _, a := range it.Attrs() {
		if qa.IsBuiltinAttr(a.Name) || a.Value == nil {
			continue
		}
		if _, isItems := a.Value.([]*qa.Item); isItems {
			continue
		}
		parts = append(parts, a.Name+"="+oneLine(qa.Format(a.Value)))
		if len(parts) == 8 {
			break
		}
	}
	return strings.Join(parts, ", ")
}

// eventDetail is the content of the dialog that shows one event: every
// field and where it came from, with buttons to open the file or folder.
type eventDetail struct {
	ev        *ingest.Event
	highlight fyne.CanvasObject // the matched sentence and its day, if any
	form      *widget.Form
	origin    *widget.Form
	content   fyne.CanvasObject
}

func newEventDetail(w *Window, e *ingest.Event) *eventDetail {
	d := &eventDetail{ev: e}
	value := func(s string) *widget.Label {
		l := widget.NewLabel(s)
		l.Wrapping = fyne.TextWrapWord
		l.Selectable = true
		return l
	}
	d.form = widget.NewForm(
		widget.NewFormItem("When", value(eventSpan(e))),
		widget.NewFormItem("Source", value(sourceName(e.Source)+" ("+e.Source+")")),
	)
	for _, f := range e.Fields {
		text := f.Value.String()
		if f.Value.Kind == ingest.KindTime {
			text = timeValue(f.Value.Time)
		}
		d.form.Append(f.Key, value(text))
	}
	d.origin = widget.NewForm(
		widget.NewFormItem("File", value(e.Origin.File)),
		widget.NewFormItem("Record", value(cmp.Or(e.Origin.Record, "—"))),
		widget.NewFormItem("Format", value(cmp.Or(e.Origin.Format, "—"))),
		widget.NewFormItem("Event id", value(e.ID)),
	)
	file := ingest.OnDisk(e.Origin.File)
	openFile := widget.NewButtonWithIcon("Open file", theme.FileIcon(), func() { w.openPath(file) })
	openDir := widget.NewButtonWithIcon("Open folder", theme.FolderOpenIcon(), func() { w.openPath(filepath.Dir(file)) })
	copyPath := widget.NewButtonWithIcon("Copy path", theme.ContentCopyIcon(), func() {
		w.app.Clipboard().SetContent(e.Origin.File)
	})
	if e.Origin.File == "" {
		openFile.Disable()
		openDir.Disable()
		copyPath.Disable()
	}
	d.content = container.NewVBox(
		sectionTitle("Original record"), d.origin,
		container.NewHBox(openFile, openDir, copyPath),
		widget.NewSeparator(),
		sectionTitle("Fields"), d.form,
	)
	if top := w.highlightSection(e); top != nil {
		d.highlight = top
		d.content = container.NewVBox(top, widget.NewSeparator(), d.content)
	}
	return d
}

// texts returns every label text of the detail, for tests and logs.
func (d *eventDetail) texts() string {
	var b strings.Builder
	for _, f := range []*widget.Form{d.form, d.origin} {
		for _, it := range f.Items {
			fmt.Fprintf(&b, "%s: %s\n", it.Text, it.Widget.(*widget.Label).Text)
		}
	}
	return b.String()
}

// showEventDetail opens the detail dialog of an event.
func (w *Window) showEventDetail(e *ingest.Event) *eventDetail {
	d := newEventDetail(w, e)
	title := oneLine(e.Summary())
	if r := []rune(title); len(r) > 70 {
		title = string(r[:69]) + "…"
	}
	dlg := dialog.NewCustom(title, "Close", container.NewVScroll(d.content), w.win)
	w.showDialog(dlg)
	win := w.win.Canvas().Size()
	dlg.Resize(fyne.NewSize(min(760, win.Width-32), min(600, win.Height-32)))
	return d
}

// fileURL turns a path into a file:// URL for OpenURL.
func fileURL(p string) (*url.URL, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return nil, err
	}
	return url.Parse(storage.NewFileURI(abs).String())
}
