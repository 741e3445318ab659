package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/qa"
)

// groupTable shows a grouped answer: a column per group key, per value and
// the group's size, a row per group.
type groupTable struct {
	header []string
	cells  [][]string
	table  *widget.Table
}

func newGroupTable() *groupTable {
	g := &groupTable{}
	g.table = widget.NewTable(
		func() (int, int) { return len(g.cells), len(g.header) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			if id.Row < len(g.cells) && id.Col < len(g.cells[id.Row]) {
				o.(*widget.Label).SetText(oneLine(g.cells[id.Row][id.Col]))
			}
		})
	g.table.ShowHeaderRow = true
	g.table.CreateHeader = func() fyne.CanvasObject {
		return widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	g.table.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Col >= 0 && id.Col < len(g.header) {
			o.(*widget.Label).SetText(g.header[id.Col])
		}
	}
	return g
}

// set shows rows; the first column is as wide as its longest cell needs,
// within reason.
func (g *groupTable) set(rows []qa.Row) {
	g.header, g.cells = app.TableCells(rows)
	for c := range g.header {
		longest := len(g.header[c])
		for _, r := range g.cells {
			longest = max(longest, len([]rune(r[c])))
		}
		g.table.SetColumnWidth(c, float32(min(max(longest, 6), 40))*8+24)
	}
	g.table.ScrollToTop()
	g.table.Refresh()
}
