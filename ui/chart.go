package ui

import (
	"cmp"
	"fmt"
	"image"
	"image/color"
	"log/slog"
	"math"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"

	"reqap/qa"
	"reqap/qa/otx"
)

// chartData is a grouping ready to plot: one label and value per group.
type chartData struct {
	title  string
	labels []string
	values []float64
	// series is true for groups keyed by time (per year, month, week,
	// day): they keep time order and are drawn as a line.
	series bool
	yLabel string
}

// maxBars bounds a bar chart: the largest groups are shown.
const maxBars = 15

// timeKeys are group keys that make a time series.
var timeKeys = map[string]int{"year": 0, "quarter": 1, "month": 2, "week": 3, "day": 4, "date": 4,
	"start_date": 4, "hour": 5}

// chartFor finds the grouping nearest the root of an executed tree, if
// any, and turns it into chart data. Which node is charted and how is a
// matter of presentation only; the answer itself comes from the core.
func chartFor(res *otx.Result) (chartData, bool) {
	if res == nil || res.Root == nil {
		return chartData{}, false
	}
	queue := []*otx.NodeResult{res.Root}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		if n.Err == nil && n.Answer.Type == qa.AnswerTable {
			if rows, ok := n.Answer.Value.([]qa.Row); ok && len(rows) >= 2 {
				title := ""
				if n.Node != nil {
					title = n.Node.Question
				}
				return chartOf(rows, title), true
			}
		}
		for _, c := range n.Inputs {
			if c != nil {
				queue = append(queue, c)
			}
		}
	}
	return chartData{}, false
}

func chartOf(rows []qa.Row, title string) chartData {
	d := chartData{title: title, yLabel: "count"}
	valueAt := -1
	for i, v := range rows[0].Values {
		if _, ok := qa.ToFloat(v.Value); ok {
			valueAt = i
			d.yLabel = v.Name
			break
		}
	}
	d.series = len(rows[0].Keys) > 0
	var order []int
	for _, k := range rows[0].Keys {
		rank, ok := timeKeys[strings.ToLower(k.Name)]
		_, isDate := k.Value.(qa.Date)
		if !ok && !isDate {
			d.series = false
			break
		}
		order = append(order, rank)
	}
	type point struct {
		keys  []qa.Attr
		label string
		value float64
	}
	pts := make([]point, 0, len(rows))
	for _, r := range rows {
		v := float64(r.Count)
		if valueAt >= 0 && valueAt < len(r.Values) {
			f, ok := qa.ToFloat(r.Values[valueAt].Value)
			if !ok || math.IsNaN(f) || math.IsInf(f, 0) {
				continue
			}
			v = f
		}
		pts = append(pts, point{keys: r.Keys, label: rowLabel(r.Keys, d.series), value: v})
	}
	if d.series {
		// Order by the coarsest key first: year, then month, ...
		idx := make([]int, len(order))
		for i := range idx {
			idx[i] = i
		}
		slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(order[a], order[b]) })
		slices.SortStableFunc(pts, func(a, b point) int {
			for _, i := range idx {
				ta, okA := periodTime(a.keys[i].Value)
				tb, okB := periodTime(b.keys[i].Value)
				if okA && okB {
					if c := ta.Compare(tb); c != 0 {
						return c
					}
					continue
				}
				if c, err := qa.Compare(a.keys[i].Value, b.keys[i].Value); err == nil && c != 0 {
					return c
				}
			}
			return 0
		})
	} else {
		slices.SortStableFunc(pts, func(a, b point) int { return cmp.Compare(b.value, a.value) })
		if len(pts) > maxBars {
			pts = pts[:maxBars]
		}
	}
	for _, p := range pts {
		d.labels = append(d.labels, p.label)
		d.values = append(d.values, p.value)
	}
	return d
}

// periodLayouts are the ways a period is written as a group key's text.
var periodLayouts = []string{"January 2006", "Jan 2006", "2006-01", "2006-01-02", "2 January 2006"}

// periodTime reads a period written as text ("September 2024"), so that
// groups keyed by it are charted in time order rather than alphabetically.
func periodTime(v any) (time.Time, bool) {
	s, ok := v.(string)
	if !ok {
		return time.Time{}, false
	}
	for _, l := range periodLayouts {
		if t, err := time.Parse(l, strings.TrimSpace(s)); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

// rowLabel names a group: "2024-03" for a year and a month, else the key
// values joined.
func rowLabel(keys []qa.Attr, series bool) string {
	if series && len(keys) == 2 && strings.EqualFold(keys[0].Name, "year") && strings.EqualFold(keys[1].Name, "month") {
		y, ok1 := qa.ToFloat(keys[0].Value)
		m, ok2 := qa.ToFloat(keys[1].Value)
		if ok1 && ok2 {
			return fmt.Sprintf("%04d-%02d", int(y), int(m))
		}
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = qa.Format(k.Value)
	}
	s := strings.Join(parts, " ")
	if r := []rune(s); len(r) > 28 {
		s = string(r[:27]) + "…"
	}
	return s
}

// newChart returns a canvas object that draws d at whatever size it is
// given, in the theme's colours.
func newChart(d chartData) *canvas.Raster {
	var r *canvas.Raster
	r = canvas.NewRaster(func(w, h int) image.Image {
		scale := float32(1)
		if sz := r.Size(); sz.Width > 0 {
			scale = float32(w) / sz.Width
		}
		img, err := renderChart(d, w, h, scale)
		if err != nil {
			slog.Warn("drawing a chart", "err", err)
			return image.NewNRGBA(image.Rect(0, 0, 1, 1))
		}
		return img
	})
	r.SetMinSize(fyne.NewSize(260, 200))
	return r
}

// renderChart draws the chart into a w×h pixel image; scale is pixels per
// Fyne unit, so text keeps the size of the rest of the window.
func renderChart(d chartData, w, h int, scale float32) (image.Image, error) {
	if w < 20 || h < 20 || len(d.values) == 0 {
		return image.NewNRGBA(image.Rect(0, 0, max(w, 1), max(h, 1))), nil
	}
	fg := accent(theme.ColorNameForeground)
	grid := accent(theme.ColorNameSeparator)
	primary := accent(theme.ColorNamePrimary)

	p := plot.New()
	p.BackgroundColor = color.Transparent
	for _, ax := range []*plot.Axis{&p.X, &p.Y} {
		ax.Color = grid
		ax.Tick.Color = grid
		ax.Tick.Label.Color = fg
		ax.Tick.Label.Font.Size = 9
		ax.Tick.Label.Font.Variant = "Sans"
		ax.Label.TextStyle.Color = fg
		ax.Label.TextStyle.Font.Size = 10
		ax.Label.TextStyle.Font.Variant = "Sans"
	}
	g := plotter.NewGrid()
	g.Vertical.Color = color.Transparent
	g.Horizontal.Color = grid
	if d.series {
		xys := make(plotter.XYs, len(d.values))
		for i, v := range d.values {
			xys[i] = plotter.XY{X: float64(i), Y: v}
		}
		p.Add(g)
		if len(xys) > 24 {
			l, err := plotter.NewLine(xys)
			if err != nil {
				return nil, err
			}
			l.Color = primary
			l.Width = vg.Points(1.5)
			p.Add(l)
		} else {
			bars, err := plotter.NewBarChart(plotter.Values(d.values), vg.Points(barWidth(w, len(d.values), scale)))
			if err != nil {
				return nil, err
			}
			bars.Color = primary
			bars.LineStyle.Width = 0
			p.Add(bars)
		}
		p.NominalX(thinLabels(d.labels, 12)...)
		p.X.Min, p.X.Max = -0.7, float64(len(d.values))-0.3
		if len(d.labels) > 6 {
			p.X.Tick.Label.Rotation = math.Pi / 4
			p.X.Tick.Label.XAlign = draw.XRight
			p.X.Tick.Label.YAlign = draw.YCenter
		}
		p.Y.Label.Text = d.yLabel
		p.Y.Min = 0
	} else {
		// Horizontal bars, the largest group on top: names stay readable.
		vals := slices.Clone(d.values)
		labels := slices.Clone(d.labels)
		slices.Reverse(vals)
		slices.Reverse(labels)
		bars, err := plotter.NewBarChart(plotter.Values(vals), vg.Points(barWidth(h, len(vals), scale)))
		if err != nil {
			return nil, err
		}
		bars.Horizontal = true
		bars.Color = primary
		bars.LineStyle.Width = 0
		g.Horizontal.Color = color.Transparent
		g.Vertical.Color = grid
		p.Add(g, bars)
		p.NominalY(labels...)
		p.Y.Min, p.Y.Max = -0.7, float64(len(vals))-0.3
		p.X.Label.Text = d.yLabel
		p.X.Min = 0
	}
	dpi := int(math.Round(float64(96 * scale)))
	c := vgimg.NewWith(
		vgimg.UseWH(vg.Length(w)/vg.Length(dpi)*vg.Inch, vg.Length(h)/vg.Length(dpi)*vg.Inch),
		vgimg.UseDPI(dpi),
		vgimg.UseBackgroundColor(color.Transparent))
	p.Draw(draw.New(c))
	return c.Image(), nil
}

// barWidth spreads n bars over length pixels, in points.
func barWidth(length, n int, scale float32) float64 {
	px := float64(length) / float64(n+2) * 0.6
	return max(2, min(px/float64(scale)*0.75, 28))
}

// thinLabels blanks labels so that at most about n are written.
func thinLabels(labels []string, n int) []string {
	if len(labels) <= n {
		return labels
	}
	step := (len(labels) + n - 1) / n
	out := make([]string, len(labels))
	for i, l := range labels {
		if i%step == 0 {
			out[i] = l
		}
	}
	return out
}
