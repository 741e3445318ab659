package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/lang/plural"
)

// histogram draws a period's sub-periods as bars of their event counts,
// labelled below; tapping a bar hands its bucket to onTap.
type histogram struct {
	widget.BaseWidget
	buckets []app.Bucket
	zoom    app.Zoom
	onTap   func(app.Bucket)
	hover   int
}

// histHeight is the histogram's height with its labels.
const histHeight = 96

func newHistogram(onTap func(app.Bucket)) *histogram {
	h := &histogram{onTap: onTap, hover: -1}
	h.ExtendBaseWidget(h)
	return h
}

func (h *histogram) set(b []app.Bucket, z app.Zoom) {
	h.buckets, h.zoom = b, z
	h.Refresh()
}

// at is the bucket under x, or -1.
func (h *histogram) at(x float32) int {
	n := len(h.buckets)
	if n == 0 || h.Size().Width <= 0 {
		return -1
	}
	i := int(x / h.Size().Width * float32(n))
	if i < 0 || i >= n {
		return -1
	}
	return i
}

// Tapped zooms into the tapped bar's sub-period.
func (h *histogram) Tapped(ev *fyne.PointEvent) {
	if i := h.at(ev.Position.X); i >= 0 && h.buckets[i].Count > 0 && h.onTap != nil {
		h.onTap(h.buckets[i])
	}
}

// MouseIn, MouseMoved and MouseOut highlight the bar under the pointer.
func (h *histogram) MouseIn(ev *desktop.MouseEvent) { h.MouseMoved(ev) }

func (h *histogram) MouseMoved(ev *desktop.MouseEvent) {
	if i := h.at(ev.Position.X); i != h.hover {
		h.hover = i
		h.Refresh()
	}
}

func (h *histogram) MouseOut() {
	h.hover = -1
	h.Refresh()
}

func (h *histogram) MinSize() fyne.Size { return fyne.NewSize(200, histHeight) }

func (h *histogram) CreateRenderer() fyne.WidgetRenderer {
	r := &histRenderer{h: h, bars: []*canvas.Rectangle{}}
	r.hint = canvas.NewText("", color.Black)
	r.hint.TextSize = theme.CaptionTextSize()
	r.hint.TextStyle.Bold = true
	r.base = canvas.NewLine(color.Black)
	r.Refresh()
	return r
}

type histRenderer struct {
	h       *histogram
	bars    []*canvas.Rectangle
	labels  []*canvas.Text
	hint    *canvas.Text
	base    *canvas.Line
	objects []fyne.CanvasObject
}

// labelEvery writes every nth sub-period's label so they do not collide.
func labelEvery(n int, width float32) int {
	step := 1
	for step < n && width/float32(n)*float32(step) < 44 {
		step++
	}
	return step
}

func (r *histRenderer) Layout(size fyne.Size) {
	n := len(r.h.buckets)
	if len(r.bars) != n {
		r.Refresh()
		return
	}
	labelH := float32(18)
	plotH := size.Height - labelH - 4
	maxCount := 1
	for _, b := range r.h.buckets {
		maxCount = max(maxCount, b.Count)
	}
	slot := size.Width / float32(max(n, 1))
	gap := min(slot*0.2, 4)
	every := labelEvery(n, size.Width)
	for i, b := range r.h.buckets {
		bh := plotH * float32(b.Count) / float32(maxCount)
		if b.Count > 0 {
			bh = max(bh, 2)
		}
		r.bars[i].Move(fyne.NewPos(float32(i)*slot+gap/2, plotH-bh))
		r.bars[i].Resize(fyne.NewSize(slot-gap, bh))
		l := r.labels[i]
		l.Hidden = i%every != 0
		ls := l.MinSize()
		l.Move(fyne.NewPos(float32(i)*slot+(slot-ls.Width)/2, plotH+2))
		l.Resize(ls)
	}
	r.base.Position1 = fyne.NewPos(0, plotH)
	r.base.Position2 = fyne.NewPos(size.Width, plotH)
	if r.h.hover >= 0 && r.h.hover < n {
		b := r.h.buckets[r.h.hover]
		r.hint.Text = bucketName(b, r.h.zoom, false) + ": " + plural.Noun(b.Count, "event")
		r.hint.Hidden = false
		hs := r.hint.MinSize()
		x := min(max(float32(r.h.hover)*slot, 0), size.Width-hs.Width)
		r.hint.Move(fyne.NewPos(x, 0))
		r.hint.Resize(hs)
	} else {
		r.hint.Hidden = true
	}
}

func (r *histRenderer) MinSize() fyne.Size { return r.h.MinSize() }

func (r *histRenderer) Refresh() {
	n := len(r.h.buckets)
	primary := accent(theme.ColorNamePrimary)
	fg := accent(theme.ColorNameForeground)
	muted := accent(theme.ColorNameDisabled)
	if len(r.bars) != n || r.objects == nil {
		r.bars = make([]*canvas.Rectangle, n)
		r.labels = make([]*canvas.Text, n)
		for i := range n {
			r.bars[i] = canvas.NewRectangle(primary)
			r.labels[i] = canvas.NewText("", muted)
			r.labels[i].TextSize = theme.CaptionTextSize()
		}
		r.objects = r.objects[:0]
		for i := range n {
			r.objects = append(r.objects, r.bars[i], r.labels[i])
		}
		r.objects = append(r.objects, r.base, r.hint)
	}
	for i, b := range r.h.buckets {
		c := primary
		if i == r.h.hover {
			c = withAlpha(primary, 0xB0)
		}
		r.bars[i].FillColor = c
		r.bars[i].CornerRadius = 2
		r.labels[i].Text = bucketName(b, r.h.zoom, true)
		r.labels[i].Color = muted
	}
	r.base.StrokeColor = accent(theme.ColorNameSeparator)
	r.hint.Color = fg
	r.Layout(r.h.Size())
	canvas.Refresh(r.h)
}

func withAlpha(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: a}
}

func (r *histRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *histRenderer) Destroy() {}
