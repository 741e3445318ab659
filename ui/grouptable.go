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
	g.table = newTextTable(func() (int, int) { return len(g.cells), len(g.header) },
		func(row, col int) string {
			if row < len(g.cells) && col < len(g.cells[row]) {
				return oneLine(g.cells[row][col])
			}
			return ""
		},
		func(col int) string {
			if col >= 0 && col < len(g.header) {
				return g.header[col]
			}
			return ""
		})
	return g
}

// newTextTable is a read-only table of text cut to one line under a bold
// header row, as a grouped answer and a step's items are shown: size says
// how many rows and columns, cell and header what a cell and a column's
// header read.
func newTextTable(size func() (int, int), cell func(row, col int) string, header func(col int) string) *widget.Table {
	t := widget.NewTable(size,
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(id widget.TableCellID, o fyne.CanvasObject) {
			o.(*widget.Label).SetText(cell(id.Row, id.Col))
		})
	t.ShowHeaderRow = true
	t.CreateHeader = func() fyne.CanvasObject {
		return widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		o.(*widget.Label).SetText(header(id.Col))
	}
	return t
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
