package ui

import (
	"image"
	"image/color"
	"math"
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/app"
	"reqap/ingest"
	"reqap/internal/rank"
	"reqap/lang/plural"
)

// mapView is the timeline's map: the period's events that have a place,
// as points, moves (lines) and recorded routes, with the names of the
// most visited places. Without map tiles (the default) it draws on a plain
// Web Mercator projection with a grid of degrees; with tiles turned on in
// Settings it draws over them. Scrolling zooms, dragging pans, tapping a
// point opens its event.
type mapView struct {
	w       *Window
	content fyne.CanvasObject
	caption *widget.Label
	m       *mapWidget
	stack   *fyne.Container
	empty   fyne.CanvasObject
	// routes caches recorded routes by event id; nil entries failed.
	routes map[string][]app.LatLon
	seq    int
}

// maxRoutes bounds the routes read for one map.
const maxRoutes = 60

func newMapView(w *Window) *mapView {
	v := &mapView{w: w, routes: map[string][]app.LatLon{}}
	v.caption = caption("")
	v.caption.Truncation = fyne.TextTruncateEllipsis
	v.m = newMapWidget(w)
	v.empty = emptyState(theme.InfoIcon(), "No places in this period",
		"Location history, workouts with a recorded route and events with coordinates appear here.",
		widget.NewButtonWithIcon("Go to the latest period with places", theme.NavigateBackIcon(), func() { w.timeline.latestPlaces() }))
	v.stack = container.NewStack(v.m)
	fit := widget.NewButtonWithIcon("Fit", theme.ZoomFitIcon(), func() { v.m.fit(); v.m.Refresh() })
	fit.Importance = widget.LowImportance
	v.content = container.NewBorder(container.NewBorder(nil, nil, nil, fit, v.caption), nil, nil, nil, v.stack)
	w.themed = append(w.themed, v.m.Refresh)
	return v
}

// show draws the events of a period.
func (v *mapView) show(evs []*ingest.Event, period string) {
	items := app.MapItems(evs)
	places, moves, routes := app.MapCounts(items)
	if len(items) == 0 {
		v.stack.Objects = []fyne.CanvasObject{v.empty}
		v.stack.Refresh()
		v.caption.SetText(period + ": no events with a place")
		return
	}
	var parts []string
	for _, x := range []struct {
		n    int
		what string
	}{{places, "place"}, {moves, "move"}, {routes, "route"}} {
		if x.n > 0 {
			parts = append(parts, plural.Noun(x.n, x.what))
		}
	}
	text := period + ": " + strings.Join(parts, ", ")
	st := v.w.core.Settings()
	if st.MapTiles && st.TileServer != "" {
		if u, err := url.Parse(st.TileServer); err == nil {
			text += " · map tiles from " + u.Host
		}
	} else {
		text += " · plain projection (map tiles are off in Settings)"
	}
	v.caption.SetText(text)
	v.stack.Objects = []fyne.CanvasObject{v.m}
	v.stack.Refresh()
	v.m.setItems(items, v.routes)
	v.loadRoutes(items)
}

// loadRoutes reads the recorded routes of the shown workouts in the
// background and redraws as they arrive.
func (v *mapView) loadRoutes(items []app.MapItem) {
	v.seq++
	seq := v.seq
	var todo []*ingest.Event
	for _, it := range items {
		if _, done := v.routes[it.Event.ID]; it.Route && !done && len(todo) < maxRoutes {
			todo = append(todo, it.Event)
		}
	}
	if len(todo) == 0 {
		return
	}
	go func() {
		got := map[string][]app.LatLon{}
		for _, ev := range todo {
			if v.w.ctx.Err() != nil {
				return
			}
			path, err := v.w.core.Route(v.w.ctx, ev)
			if err != nil {
				path = nil
			}
			got[ev.ID] = path
		}
		onUI(func() {
			for id, p := range got {
				v.routes[id] = p
			}
			if seq == v.seq {
				v.m.setItems(v.m.items, v.routes)
				if v.w.onMapRoutes != nil {
					v.w.onMapRoutes()
				}
			}
		})
	}()
}

// mapWidget draws map items over tiles or a grid, in a viewport of the
// unit Web Mercator square: (cx, cy) at the centre, scale pixels per unit.
type mapWidget struct {
	widget.BaseWidget
	w      *Window
	items  []app.MapItem
	routes map[string][]app.LatLon
	labels []mapLabel
	cx, cy float64
	scale  float64
	fitted bool
	// tiles are the downloaded tiles by z/x/y.
	tiles   map[[3]int]image.Image
	pending map[[3]int]bool
}

type mapLabel struct {
	at   app.LatLon
	text string
}

func newMapWidget(w *Window) *mapWidget {
	m := &mapWidget{w: w, tiles: map[[3]int]image.Image{}, pending: map[[3]int]bool{}}
	m.ExtendBaseWidget(m)
	return m
}

// maxLabels bounds the place names written on the map.
const maxLabels = 14

func (m *mapWidget) setItems(items []app.MapItem, routes map[string][]app.LatLon) {
	same := len(items) == len(m.items) && (len(items) == 0 || items[0].Event == m.items[0].Event)
	m.items, m.routes = items, routes
	// The most frequent place names are written.
	n := map[string]int{}
	at := map[string]app.LatLon{}
	for _, it := range items {
		if it.Name != "" && !it.Route {
			n[it.Name]++
			if _, ok := at[it.Name]; !ok {
				at[it.Name] = it.At
			}
		}
	}
	names := rank.ByCount(n)
	m.labels = m.labels[:0]
	for _, name := range names[:min(len(names), maxLabels)] {
		m.labels = append(m.labels, mapLabel{at: at[name], text: name})
	}
	if !same || !m.fitted {
		m.fitted = false
	}
	m.Refresh()
}

// points are every position the items cover.
func (m *mapWidget) points() []app.LatLon {
	var out []app.LatLon
	for _, it := range m.items {
		if it.Route {
			out = append(out, m.routes[it.Event.ID]...)
			continue
		}
		out = append(out, it.At)
		if it.Move {
			out = append(out, it.To)
		}
	}
	return out
}

// fit centres the viewport on the items with a margin.
func (m *mapWidget) fit() {
	size := m.Size()
	pts := m.points()
	if len(pts) == 0 || size.Width <= 0 {
		return
	}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		x, y := app.WebMercator(p)
		x0, y0, x1, y1 = math.Min(x0, x), math.Min(y0, y), math.Max(x1, x), math.Max(y1, y)
	}
	m.cx, m.cy = (x0+x1)/2, (y0+y1)/2
	dx, dy := math.Max(x1-x0, 1e-6), math.Max(y1-y0, 1e-6)
	m.scale = math.Min(float64(size.Width)/dx, float64(size.Height)/dy) * 0.8
	// Not closer than a street: a single place is shown in its town.
	m.scale = math.Min(m.scale, 256*math.Pow(2, 16))
	m.fitted = true
}

// toScreen projects a position to widget coordinates.
func (m *mapWidget) toScreen(p app.LatLon) fyne.Position {
	x, y := app.WebMercator(p)
	s := m.Size()
	return fyne.NewPos(float32((x-m.cx)*m.scale)+s.Width/2, float32((y-m.cy)*m.scale)+s.Height/2)
}

// Scrolled zooms around the pointer.
func (m *mapWidget) Scrolled(ev *fyne.ScrollEvent) {
	if m.scale == 0 {
		return
	}
	f := math.Pow(1.2, float64(ev.Scrolled.DY)/10)
	s := m.Size()
	ux := m.cx + float64(ev.Position.X-s.Width/2)/m.scale
	uy := m.cy + float64(ev.Position.Y-s.Height/2)/m.scale
	m.scale *= f
	m.cx = ux - float64(ev.Position.X-s.Width/2)/m.scale
	m.cy = uy - float64(ev.Position.Y-s.Height/2)/m.scale
	m.Refresh()
}

// Dragged pans.
func (m *mapWidget) Dragged(ev *fyne.DragEvent) {
	if m.scale == 0 {
		return
	}
	m.cx -= float64(ev.Dragged.DX) / m.scale
	m.cy -= float64(ev.Dragged.DY) / m.scale
	m.Refresh()
}

func (m *mapWidget) DragEnd() {}

// Tapped opens the event nearest the tap, within a few pixels.
func (m *mapWidget) Tapped(ev *fyne.PointEvent) {
	best, bestD := -1, float32(12*12)
	for i, it := range m.items {
		if it.Route {
			continue
		}
		p := m.toScreen(it.At)
		dx, dy := p.X-ev.Position.X, p.Y-ev.Position.Y
		if d := dx*dx + dy*dy; d < bestD {
			best, bestD = i, d
		}
	}
	if best >= 0 {
		m.w.ask.detail = m.w.showEventDetail(m.items[best].Event)
	}
}

func (m *mapWidget) MinSize() fyne.Size { return fyne.NewSize(300, 240) }

func (m *mapWidget) CreateRenderer() fyne.WidgetRenderer {
	r := &mapRenderer{m: m, bg: canvas.NewRectangle(color.Transparent)}
	r.raster = canvas.NewRaster(r.draw)
	r.credit = canvas.NewText("", color.Black)
	r.credit.TextSize = theme.CaptionTextSize()
	return r
}

type mapRenderer struct {
	m       *mapWidget
	bg      *canvas.Rectangle
	tiles   []fyne.CanvasObject
	raster  *canvas.Raster
	labels  []fyne.CanvasObject
	grid    []fyne.CanvasObject
	credit  *canvas.Text
	objects []fyne.CanvasObject
}

func (r *mapRenderer) MinSize() fyne.Size { return r.m.MinSize() }

func (r *mapRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *mapRenderer) Destroy() {}

func (r *mapRenderer) Layout(size fyne.Size) {
	if !r.m.fitted {
		r.m.fit()
	}
	r.bg.Resize(size)
	r.raster.Resize(size)
	r.rebuild(size)
}

func (r *mapRenderer) Refresh() {
	r.Layout(r.m.Size())
	canvas.Refresh(r.m)
}

// rebuild places the tiles or the grid and the labels for the viewport.
func (r *mapRenderer) rebuild(size fyne.Size) {
	m := r.m
	r.bg.FillColor = accent(theme.ColorNameInputBackground)
	r.tiles = r.tiles[:0]
	r.grid = r.grid[:0]
	st := m.w.core.Settings()
	if st.MapTiles && st.TileServer != "" && m.scale > 0 {
		r.placeTiles(size)
		r.credit.Text = "Map tiles: " + st.TileServer
		r.credit.Color = accent(theme.ColorNameForeground)
	} else {
		r.placeGrid(size)
		r.credit.Text = ""
	}
	cs := r.credit.MinSize()
	r.credit.Move(fyne.NewPos(size.Width-cs.Width-4, size.Height-cs.Height-2))
	r.credit.Resize(cs)

	r.labels = r.labels[:0]
	var taken []fyne.Position
	fg := accent(theme.ColorNameForeground)
	for _, l := range m.labels {
		p := m.toScreen(l.at)
		if p.X < 0 || p.Y < 0 || p.X > size.Width || p.Y > size.Height {
			continue
		}
		clash := false
		for _, q := range taken {
			if abs32(q.X-p.X) < 120 && abs32(q.Y-p.Y) < 18 {
				clash = true
				break
			}
		}
		if clash {
			continue
		}
		taken = append(taken, p)
		t := canvas.NewText(l.text, fg)
		t.TextSize = theme.CaptionTextSize()
		t.TextStyle.Bold = true
		ts := t.MinSize()
		t.Move(fyne.NewPos(min(p.X+6, size.Width-ts.Width), p.Y-ts.Height/2))
		t.Resize(ts)
		r.labels = append(r.labels, t)
	}
	r.objects = append([]fyne.CanvasObject{r.bg}, r.tiles...)
	r.objects = append(r.objects, r.grid...)
	r.objects = append(r.objects, r.raster)
	r.objects = append(r.objects, r.labels...)
	r.objects = append(r.objects, r.credit)
	r.raster.Refresh()
}

func abs32(f float32) float32 {
	if f < 0 {
		return -f
	}
	return f
}

// placeGrid draws meridians and parallels every few degrees with their
// values: the plain projection's only landmarks.
func (r *mapRenderer) placeGrid(size fyne.Size) {
	m := r.m
	if m.scale <= 0 {
		return
	}
	// Degrees per pixel at the centre, horizontally.
	degPerPx := 360 / m.scale
	step := 0.001
	for _, s := range []float64{0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60} {
		step = s
		if s/degPerPx >= 110 {
			break
		}
	}
	line := accent(theme.ColorNameSeparator)
	muted := accent(theme.ColorNameDisabled)
	topLeft := r.unproject(fyne.NewPos(0, 0), size)
	bottomRight := r.unproject(fyne.NewPos(size.Width, size.Height), size)
	for lon := math.Ceil(topLeft.Lon/step) * step; lon <= bottomRight.Lon; lon += step {
		x := m.toScreen(app.LatLon{Lat: topLeft.Lat, Lon: lon}).X
		l := canvas.NewLine(line)
		l.Position1, l.Position2 = fyne.NewPos(x, 0), fyne.NewPos(x, size.Height)
		t := canvas.NewText(ingest.Degrees(lon, "E", "W"), muted)
		t.TextSize = theme.CaptionTextSize() * 0.9
		t.Move(fyne.NewPos(x+3, 2))
		t.Resize(t.MinSize())
		r.grid = append(r.grid, l, t)
	}
	for lat := math.Ceil(bottomRight.Lat/step) * step; lat <= topLeft.Lat; lat += step {
		y := m.toScreen(app.LatLon{Lat: lat, Lon: topLeft.Lon}).Y
		l := canvas.NewLine(line)
		l.Position1, l.Position2 = fyne.NewPos(0, y), fyne.NewPos(size.Width, y)
		t := canvas.NewText(ingest.Degrees(lat, "N", "S"), muted)
		t.TextSize = theme.CaptionTextSize() * 0.9
		t.Move(fyne.NewPos(3, y+1))
		t.Resize(t.MinSize())
		r.grid = append(r.grid, l, t)
	}
}

// unproject is the position at a widget point.
func (r *mapRenderer) unproject(p fyne.Position, size fyne.Size) app.LatLon {
	m := r.m
	x := m.cx + float64(p.X-size.Width/2)/m.scale
	y := m.cy + float64(p.Y-size.Height/2)/m.scale
	lon := x*360 - 180
	lat := math.Atan(math.Sinh(math.Pi*(1-2*y))) * 180 / math.Pi
	return app.LatLon{Lat: lat, Lon: lon}
}

// maxTiles bounds the tiles one view asks for.
const maxTiles = 40

// placeTiles positions the downloaded tiles of the viewport and fetches
// the missing ones in the background.
func (r *mapRenderer) placeTiles(size fyne.Size) {
	m := r.m
	x0 := m.cx - float64(size.Width/2)/m.scale
	y0 := m.cy - float64(size.Height/2)/m.scale
	x1 := m.cx + float64(size.Width/2)/m.scale
	y1 := m.cy + float64(size.Height/2)/m.scale
	tr := app.TilesFor(x0, y0, x1, y1, int(size.Width))
	if (tr.X1-tr.X0+1)*(tr.Y1-tr.Y0+1) > maxTiles {
		return
	}
	n := float64(int(1) << tr.Z)
	for x := tr.X0; x <= tr.X1; x++ {
		for y := tr.Y0; y <= tr.Y1; y++ {
			key := [3]int{tr.Z, x, y}
			img, ok := m.tiles[key]
			if !ok {
				m.fetchTile(key)
				continue
			}
			if img == nil {
				continue
			}
			ci := canvas.NewImageFromImage(img)
			ci.FillMode = canvas.ImageFillStretch
			ci.ScaleMode = canvas.ImageScaleFastest
			px := float32((float64(x)/n-m.cx)*m.scale) + size.Width/2
			py := float32((float64(y)/n-m.cy)*m.scale) + size.Height/2
			side := float32(m.scale / n)
			ci.Move(fyne.NewPos(px, py))
			ci.Resize(fyne.NewSize(side+1, side+1))
			r.tiles = append(r.tiles, ci)
		}
	}
}

func (m *mapWidget) fetchTile(key [3]int) {
	if m.pending[key] {
		return
	}
	m.pending[key] = true
	go func() {
		img, err := m.w.core.Tile(m.w.ctx, key[0], key[1], key[2])
		onUI(func() {
			delete(m.pending, key)
			if err != nil {
				img = nil // drawn without it; not asked again this session
			}
			m.tiles[key] = img
			m.Refresh()
		})
	}()
}

// draw paints the moves, routes and points into a w×h image.
func (r *mapRenderer) draw(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	m := r.m
	size := m.Size()
	if size.Width <= 0 || m.scale <= 0 {
		return img
	}
	sx := float32(w) / size.Width
	px := func(p app.LatLon) (int, int) {
		q := m.toScreen(p)
		return int(q.X * sx), int(q.Y * sx)
	}
	primary := toNRGBA(accent(theme.ColorNamePrimary))
	move := toNRGBA(accent(theme.ColorNameWarning))
	route := toNRGBA(accent(theme.ColorNameSuccess))
	bg := toNRGBA(accent(theme.ColorNameBackground))
	radius := max(3, int(4*sx))
	for _, it := range m.items {
		switch {
		case it.Route:
			path := m.routes[it.Event.ID]
			for i := 1; i < len(path); i++ {
				ax, ay := px(path[i-1])
				bx, by := px(path[i])
				drawLine(img, ax, ay, bx, by, route, max(1, int(2*sx)))
			}
		case it.Move:
			ax, ay := px(it.At)
			bx, by := px(it.To)
			drawLine(img, ax, ay, bx, by, move, max(1, int(2*sx)))
		}
	}
	for _, it := range m.items {
		if it.Route {
			continue
		}
		x, y := px(it.At)
		drawDot(img, x, y, radius+1, bg)
		drawDot(img, x, y, radius, primary)
	}
	return img
}

func toNRGBA(c color.Color) color.NRGBA {
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

func drawDot(img *image.NRGBA, cx, cy, r int, c color.NRGBA) {
	for y := -r; y <= r; y++ {
		for x := -r; x <= r; x++ {
			if x*x+y*y <= r*r {
				img.SetNRGBA(cx+x, cy+y, c)
			}
		}
	}
}

// drawLine draws a line of width px with Bresenham's algorithm; lines
// far outside the image are clipped by their bounding box.
func drawLine(img *image.NRGBA, x0, y0, x1, y1 int, c color.NRGBA, width int) {
	b := img.Bounds()
	if max(x0, x1) < -width || min(x0, x1) > b.Dx()+width || max(y0, y1) < -width || min(y0, y1) > b.Dy()+width {
		return
	}
	dx, dy := abs(x1-x0), -abs(y1-y0)
	sx, sy := 1, 1
	if x0 > x1 {
		sx = -1
	}
	if y0 > y1 {
		sy = -1
	}
	e := dx + dy
	half := width / 2
	for steps := 0; steps < 1<<16; steps++ {
		for oy := -half; oy <= half; oy++ {
			for ox := -half; ox <= half; ox++ {
				img.SetNRGBA(x0+ox, y0+oy, c)
			}
		}
		if x0 == x1 && y0 == y1 {
			return
		}
		e2 := 2 * e
		if e2 >= dy {
			e += dy
			x0 += sx
		}
		if e2 <= dx {
			e += dx
			y0 += sy
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
