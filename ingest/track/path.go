package track

import "context"

// Position is a point of a recorded path, in degrees.
type Position struct {
	Lat, Lon float64
}

// MaxPathPoints bounds the positions kept of one track: enough to draw it
// on a screen, however long the recording.
const MaxPathPoints = 2000

type pathKey struct{}

// WithPath returns a context under which ReadGPX, ReadTCX and ReadFile
// keep each track's path in its Summary.Path.
func WithPath(ctx context.Context) context.Context {
	return context.WithValue(ctx, pathKey{}, true)
}

// pathKeeper keeps a thinned path in bounded memory: when full, it drops
// every other point and from then on keeps only every other new one.
type pathKeeper struct {
	pts    []Position
	stride int
	seen   int
}

func newPathKeeper(ctx context.Context) *pathKeeper {
	if on, _ := ctx.Value(pathKey{}).(bool); !on {
		return nil
	}
	return &pathKeeper{stride: 1}
}

func (k *pathKeeper) add(p Position) {
	k.seen++
	if (k.seen-1)%k.stride != 0 {
		return
	}
	if len(k.pts) == MaxPathPoints {
		half := k.pts[:0]
		for i := 0; i < len(k.pts); i += 2 {
			half = append(half, k.pts[i])
		}
		k.pts = half
		k.stride *= 2
		if (k.seen-1)%k.stride != 0 {
			return
		}
	}
	k.pts = append(k.pts, p)
}

func (k *pathKeeper) points() []Position {
	return append([]Position(nil), k.pts...)
}
