package app

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // tile servers send PNG or JPEG
	_ "image/png"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// ErrTilesOff is returned by Tile while map tiles are turned off in the
// settings: the map then draws on a plain projection.
var ErrTilesOff = errors.New("map tiles are turned off")

// SuggestedTileServer is offered as an example in Settings; it is not used
// unless the person turns tiles on.
const SuggestedTileServer = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"

// tileMaxAge is how long a cached tile is used before it is fetched again.
const tileMaxAge = 30 * 24 * time.Hour

// maxTileBytes bounds a tile download.
const maxTileBytes = 1 << 20

// tileClient fetches tiles; tests point the server at an httptest one.
var tileClient = &http.Client{Timeout: 20 * time.Second}

// tileFetches serialises downloads: tile servers ask clients to be
// gentle, and a map needs a dozen tiles at most.
var tileFetches sync.Mutex

// CheckTileServer reports whether a tile server address is usable: http
// or https with {z}, {x} and {y}.
func CheckTileServer(tmpl string) error {
	tmpl = strings.TrimSpace(tmpl)
	u, err := url.Parse(strings.NewReplacer("{z}", "0", "{x}", "0", "{y}", "0").Replace(tmpl))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("enter an http:// or https:// address, such as %s", SuggestedTileServer)
	}
	for _, p := range []string{"{z}", "{x}", "{y}"} {
		if !strings.Contains(tmpl, p) {
			return fmt.Errorf("the address needs %s, as in %s", p, SuggestedTileServer)
		}
	}
	return nil
}

// Tile returns the map tile z/x/y from the tile server in the settings,
// from the data folder's tile cache when it holds a fresh copy. It
// returns ErrTilesOff unless tiles are turned on.
func (c *Core) Tile(ctx context.Context, z, x, y int) (image.Image, error) {
	st := c.Settings()
	if !st.MapTiles || strings.TrimSpace(st.TileServer) == "" {
		return nil, ErrTilesOff
	}
	tmpl := strings.TrimSpace(st.TileServer)
	if err := CheckTileServer(tmpl); err != nil {
		return nil, fmt.Errorf("map tiles: %w", err)
	}
	n := 1 << z
	if z < 0 || z > 19 || x < 0 || y < 0 || x >= n || y >= n {
		return nil, fmt.Errorf("map tiles: no tile %d/%d/%d", z, x, y)
	}
	sum := sha256.Sum256([]byte(tmpl))
	cache := filepath.Join(c.dir, "tiles", hex.EncodeToString(sum[:6]), strconv.Itoa(z), strconv.Itoa(x), strconv.Itoa(y))
	if fi, err := os.Stat(cache); err == nil && time.Since(fi.ModTime()) < tileMaxAge {
		if b, err := os.ReadFile(cache); err == nil {
			if img, _, err := image.Decode(bytes.NewReader(b)); err == nil {
				return img, nil
			}
		}
	}
	u := strings.NewReplacer("{z}", strconv.Itoa(z), "{x}", strconv.Itoa(x), "{y}", strconv.Itoa(y)).Replace(tmpl)
	b, err := fetchTile(ctx, u)
	if err != nil {
		return nil, fmt.Errorf("map tile %d/%d/%d: %w", z, x, y, err)
	}
	img, _, err := image.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("map tile %s: not an image: %w", u, err)
	}
	if err := os.MkdirAll(filepath.Dir(cache), 0o700); err == nil {
		if err := os.WriteFile(cache, b, 0o600); err != nil {
			c.log.Warn("caching a map tile", "file", cache, "err", err)
		}
	}
	return img, nil
}

func fetchTile(ctx context.Context, u string) ([]byte, error) {
	tileFetches.Lock()
	defer tileFetches.Unlock()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	// Public tile servers require an identifying user agent.
	req.Header.Set("User-Agent", "ReQAP-Desktop/1.0 (personal data browser)")
	resp, err := tileClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s answered %s", u, resp.Status)
	}
	b, err := io.ReadAll(io.LimitReader(resp.Body, maxTileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxTileBytes {
		return nil, fmt.Errorf("%s sent more than %d bytes", u, maxTileBytes)
	}
	return b, nil
}

// TileRange is the tiles covering a rectangle of the unit Web Mercator
// square at zoom Z: columns X0..X1 and rows Y0..Y1, inclusive.
type TileRange struct {
	Z, X0, Y0, X1, Y1 int
}

// TilesFor chooses the zoom at which the rectangle [x0,x1]×[y0,y1] of the
// unit square, drawn widthPx pixels wide, shows tiles at about their own
// size, and the tiles that cover it.
func TilesFor(x0, y0, x1, y1 float64, widthPx int) TileRange {
	z := 0
	for z < 19 && (x1-x0)*float64(int(1)<<(z+1))*256 <= float64(widthPx)*1.5 {
		z++
	}
	n := float64(int(1) << z)
	clamp := func(v float64) int { return max(0, min(int(n)-1, int(v*n))) }
	return TileRange{Z: z, X0: clamp(x0), Y0: clamp(y0), X1: clamp(x1), Y1: clamp(y1)}
}
