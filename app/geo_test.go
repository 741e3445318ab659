package app

import (
	"context"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"reqap/ingest"
	"reqap/internal/realdata"
)

const testGPX = `<?xml version="1.0"?>
<gpx version="1.1" creator="test"><trk><name>Morning run</name><type>running</type><trkseg>
<trkpt lat="47.0700" lon="15.4300"><time>2024-05-01T06:00:00Z</time></trkpt>
<trkpt lat="47.0750" lon="15.4400"><time>2024-05-01T06:10:00Z</time></trkpt>
<trkpt lat="47.0800" lon="15.4500"><time>2024-05-01T06:20:00Z</time></trkpt>
</trkseg></trk></gpx>
`

func TestMapItemsAndRoutes(t *testing.T) {
	c := openCore(t)
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "run.gpx"), testGPX)
	// A Strava-like export whose workout names its track file.
	if err := os.MkdirAll(filepath.Join(dir, "strava", "activities"), 0o700); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "strava", "activities", "9.gpx"), testGPX)
	writeFile(t, filepath.Join(dir, "strava", "rides.events.jsonl"),
		`{"id": "s1", "source": "workout", "start": "2024-05-02T06:00:00Z", "workout_type": "cycling", "route": "activities/9.gpx"}`+"\n")
	writeFile(t, filepath.Join(dir, "places.events.jsonl"),
		`{"id": "p1", "source": "location", "start": "2024-05-03T12:00:00Z", "place_name": "Kunsthaus", "latitude": 47.0713, "longitude": 15.4342}`+"\n"+
			`{"id": "p2", "source": "location", "start": "2024-05-03T13:00:00Z", "activity_type": "walking", "latitude": 47.0713, "longitude": 15.4342, "end_latitude": 47.0667, "end_longitude": 15.45}`+"\n"+
			`{"id": "p3", "source": "location", "start": "2024-05-03T14:00:00Z", "place_name": "Nowhere"}`+"\n")
	for _, r := range importWait(t, c, filepath.Join(dir, "run.gpx"), filepath.Join(dir, "strava", "rides.events.jsonl"), filepath.Join(dir, "places.events.jsonl")) {
		if r.Status != Imported {
			t.Fatalf("import: %+v", r)
		}
	}
	items := MapItems(c.Library().Events(""))
	if len(items) != 4 {
		t.Fatalf("%d map items, want the run, the ride, the place and the walk: %+v", len(items), items)
	}
	byName := map[string]MapItem{}
	for _, it := range items {
		byName[it.Event.Summary()] = it
	}
	if p := byName["Kunsthaus"]; p.At != (LatLon{Lat: 47.0713, Lon: 15.4342}) || p.Move || p.Name != "Kunsthaus" {
		t.Errorf("place %+v", p)
	}
	var walk, run, ride MapItem
	for _, it := range items {
		switch {
		case it.Move:
			walk = it
		case it.Event.Origin.Format == "gpx":
			run = it
		case it.Route:
			ride = it
		}
	}
	if walk.To != (LatLon{Lat: 47.0667, Lon: 15.45}) {
		t.Errorf("walk %+v", walk)
	}
	for what, it := range map[string]MapItem{"the GPX run": run, "the ride naming its track": ride} {
		if !it.Route {
			t.Errorf("%s has no route: %+v", what, it)
			continue
		}
		path, err := c.Route(context.Background(), it.Event)
		if err != nil || len(path) != 3 || path[2] != (LatLon{Lat: 47.08, Lon: 15.45}) {
			t.Errorf("route of %s: %v, %v", what, path, err)
		}
	}
	bad := &ingest.Event{Source: ingest.Workout, Origin: ingest.Origin{File: filepath.Join(dir, "gone.gpx")}}
	if _, err := c.Route(context.Background(), bad); err == nil {
		t.Error("a missing track file gave a route")
	}
}

func TestWebMercatorAndTiles(t *testing.T) {
	if x, y := WebMercator(LatLon{Lat: 0, Lon: 0}); x != 0.5 || math.Abs(y-0.5) > 1e-12 {
		t.Errorf("(0,0) → %v,%v", x, y)
	}
	if _, y := WebMercator(LatLon{Lat: 89.9, Lon: 0}); y != 0 && y > 1e-6 {
		t.Errorf("the pole clamps to the top, got y=%v", y)
	}
	// A city a few km across at 800 px shows tiles of zoom 12 to 14.
	x0, y0 := WebMercator(LatLon{Lat: 47.10, Lon: 15.38})
	x1, y1 := WebMercator(LatLon{Lat: 47.03, Lon: 15.48})
	r := TilesFor(x0, y0, x1, y1, 800)
	if r.Z < 12 || r.Z > 14 || r.X1 < r.X0 || r.Y1 < r.Y0 || (r.X1-r.X0+1)*(r.Y1-r.Y0+1) > 30 {
		t.Errorf("tiles %+v", r)
	}
	if r := TilesFor(0, 0, 1, 1, 800); r.Z > 2 {
		t.Errorf("the whole world at 800 px is zoom %d", r.Z)
	}
}

func TestTilesOnlyWhenTurnedOn(t *testing.T) {
	var hits atomic.Int32
	var agent atomic.Value
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		agent.Store(r.UserAgent())
		if r.URL.Path == "/3/4/5.png" {
			img := image.NewNRGBA(image.Rect(0, 0, 256, 256))
			img.Set(1, 1, color.NRGBA{R: 200, A: 255})
			_ = png.Encode(w, img)
			return
		}
		http.NotFound(w, r)
	}))
	defer srv.Close()
	c := openCore(t)
	ctx := context.Background()
	if _, err := c.Tile(ctx, 3, 4, 5); !errors.Is(err, ErrTilesOff) {
		t.Fatalf("tiles off: %v", err)
	}
	// A server set but tiles off: still nothing is fetched.
	if _, err := c.UpdateSettings(func(s *Settings) { s.TileServer = srv.URL + "/{z}/{x}/{y}.png" }); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Tile(ctx, 3, 4, 5); !errors.Is(err, ErrTilesOff) || hits.Load() != 0 {
		t.Fatalf("server set, tiles off: %v, %d requests", err, hits.Load())
	}
	if _, err := c.UpdateSettings(func(s *Settings) { s.MapTiles = true }); err != nil {
		t.Fatal(err)
	}
	img, err := c.Tile(ctx, 3, 4, 5)
	if err != nil || img.Bounds().Dx() != 256 {
		t.Fatalf("tile: %v", err)
	}
	if a, _ := agent.Load().(string); a == "" || a == "Go-http-client/1.1" {
		t.Errorf("user agent %q", a)
	}
	if _, err := c.Tile(ctx, 3, 4, 5); err != nil || hits.Load() != 1 {
		t.Errorf("second fetch: %v, %d requests, want the cached copy", err, hits.Load())
	}
	if _, err := c.Tile(ctx, 3, 4, 6); err == nil {
		t.Error("a 404 gave a tile")
	}
	if _, err := c.Tile(ctx, 3, 8, 0); err == nil {
		t.Error("a tile outside the world was fetched")
	}
	for _, bad := range []string{"ftp://x/{z}/{x}/{y}", "https://x/{z}/{x}.png", "tiles"} {
		if CheckTileServer(bad) == nil {
			t.Errorf("CheckTileServer(%q) accepted it", bad)
		}
	}
	if err := CheckTileServer(SuggestedTileServer); err != nil {
		t.Error(err)
	}
}

// TestMapItemsRealSamples reads the real location history and workout
// samples: their places and moves, and the Apple Health workout's route.
func TestMapItemsRealSamples(t *testing.T) {
	loc := realdata.Path(t, "google_takeout", "location")
	health := realdata.Path(t, "workouts", "apple_health")
	c := openCore(t)
	importWait(t, c, loc, health)
	items := MapItems(c.Library().Events(""))
	places, moves, routes := MapCounts(items)
	for _, it := range items {
		if it.Route {
			if path, err := c.Route(context.Background(), it.Event); err != nil || len(path) < 2 {
				t.Errorf("route of %s (%s): %d points, %v", it.Event.Summary(), it.Event.Origin.File, len(path), err)
			}
		}
	}
	t.Logf("%d map items: %d places, %d moves, %d routes", len(items), places, moves, routes)
	if places == 0 || moves == 0 || routes == 0 {
		t.Errorf("real samples gave %d places, %d moves, %d routes; want some of each", places, moves, routes)
	}
}
