// Command icongen draws the ReQAP application icon: an operator tree (an
// answer node above two branches and their leaves) in white over a rounded
// square with a diagonal indigo-to-teal gradient. The committed
// assets/icon.png is its output:
//
//	go run ./ui/internal/icongen -o assets/icon.png
//
// Shapes are signed distance functions, so every edge is anti-aliased
// without a vector library and the output is identical on every machine.
package main

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"log/slog"
	"math"
	"os"
)

func main() {
	out := flag.String("o", "assets/icon.png", "where to write the PNG")
	size := flag.Int("size", 512, "width and height in pixels")
	flag.Parse()
	if err := write(*out, *size); err != nil {
		slog.Error("writing the icon", "file", *out, "err", err)
		os.Exit(1)
	}
}

func write(path string, size int) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, Draw(size)); err != nil {
		f.Close()
		return fmt.Errorf("encoding %s: %w", path, err)
	}
	return f.Close()
}

// Layout in a 512-unit square; Draw scales it to any size.
const unit = 512.0

var (
	gradTop    = rgb(0x3D, 0x4F, 0xC4) // indigo
	gradBottom = rgb(0x0F, 0x9B, 0x8E) // teal
	white      = rgb(0xFF, 0xFF, 0xFF)
	answer     = rgb(0xFF, 0xC1, 0x3B) // the root: the answer
	shadow     = color.NRGBA{0x0B, 0x1A, 0x3A, 0x55}
)

type node struct{ x, y, r float64 }

// The tree: root, two inner nodes, three leaves.
var (
	root   = node{256, 142, 46}
	left   = node{158, 286, 36}
	right  = node{354, 286, 36}
	leaves = []node{{158, 406, 30}, {300, 406, 30}, {408, 406, 30}}
	edges  = [][2]node{{root, left}, {root, right}, {left, leaves[0]}, {right, leaves[1]}, {right, leaves[2]}}
)

const (
	corner = 112.0 // radius of the rounded square's corners
	// shiftX centres the glyph's bounding box (128..438 before the shift).
	shiftX    = -27.0
	edgeWidth = 17.0
	ring      = 12.0 // the white ring around the answer node
)

// Draw renders the icon at size×size pixels.
func Draw(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	scale := unit / float64(size)
	aa := scale // one pixel, in layout units
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			x, y := (float64(px)+0.5)*scale, (float64(py)+0.5)*scale
			img.SetNRGBA(px, py, shade(x, y, aa))
		}
	}
	return img
}

// shade composes the layers at one point, back to front.
func shade(x, y, aa float64) color.NRGBA {
	bg := roundedRect(x, y, 0, 0, unit, unit, corner)
	cov := coverage(bg, aa)
	if cov == 0 {
		return color.NRGBA{}
	}
	t := (x + y) / (2 * unit) // diagonal gradient
	c := lerp(gradTop, gradBottom, t)
	// A soft drop shadow under the glyph, offset downwards.
	gx := x - shiftX
	c = over(c, shadow, coverage(glyph(gx, y-10), 6*aa)*0.6)
	c = over(c, white, coverage(glyph(gx, y), aa))
	// The answer node: amber inside a white ring.
	c = over(c, answer, coverage(circle(gx, y, root.x, root.y, root.r-ring), aa))
	c.A = uint8(math.Round(cov * 255))
	return c
}

// glyph is the distance to the white tree: edges and nodes.
func glyph(x, y float64) float64 {
	d := math.Inf(1)
	for _, e := range edges {
		d = math.Min(d, segment(x, y, e[0].x, e[0].y, e[1].x, e[1].y)-edgeWidth/2)
	}
	for _, n := range append([]node{root, left, right}, leaves...) {
		d = math.Min(d, circle(x, y, n.x, n.y, n.r))
	}
	return d
}

// coverage turns a signed distance (negative inside) into the covered
// fraction of a pixel of width aa.
func coverage(d, aa float64) float64 {
	return math.Max(0, math.Min(1, 0.5-d/aa))
}

func circle(x, y, cx, cy, r float64) float64 {
	return math.Hypot(x-cx, y-cy) - r
}

func segment(x, y, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := ((x-ax)*dx + (y-ay)*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	return math.Hypot(x-(ax+t*dx), y-(ay+t*dy))
}

func roundedRect(x, y, x0, y0, x1, y1, r float64) float64 {
	cx, cy := (x0+x1)/2, (y0+y1)/2
	hx, hy := (x1-x0)/2-r, (y1-y0)/2-r
	qx, qy := math.Abs(x-cx)-hx, math.Abs(y-cy)-hy
	out := math.Hypot(math.Max(qx, 0), math.Max(qy, 0))
	return out + math.Min(math.Max(qx, qy), 0) - r
}

func rgb(r, g, b uint8) color.NRGBA { return color.NRGBA{r, g, b, 0xFF} }

func lerp(a, b color.NRGBA, t float64) color.NRGBA {
	t = math.Max(0, math.Min(1, t))
	mix := func(p, q uint8) uint8 { return uint8(math.Round(float64(p) + (float64(q)-float64(p))*t)) }
	return color.NRGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 0xFF}
}

// over paints src with opacity alpha (times src's own) over an opaque dst.
func over(dst, src color.NRGBA, alpha float64) color.NRGBA {
	a := alpha * float64(src.A) / 255
	if a <= 0 {
		return dst
	}
	mix := func(d, s uint8) uint8 { return uint8(math.Round(float64(d)*(1-a) + float64(s)*a)) }
	return color.NRGBA{mix(dst.R, src.R), mix(dst.G, src.G), mix(dst.B, src.B), 0xFF}
}
