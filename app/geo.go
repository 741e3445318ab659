package app

import (
	"archive/zip"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	"reqap/ingest"
	"reqap/ingest/track"
)

// LatLon is a position in degrees.
type LatLon = track.Position

// MapItem is an event with a place: a point, or a segment from At to To
// for a move (location history's activity segments).
type MapItem struct {
	Event *ingest.Event
	At    LatLon
	To    LatLon
	Move  bool   // To is set
	Name  string // the place's name, when the event has one
	// Route is true for a workout whose recorded path can be read with
	// Route.
	Route bool
}

// MapItems returns the events that have coordinates (the latitude and
// longitude fields of the field conventions, with end_latitude and
// end_longitude for moves) or a recorded route, in order.
func MapItems(evs []*ingest.Event) []MapItem {
	var out []MapItem
	for _, ev := range evs {
		it := MapItem{Event: ev, Route: hasRoute(ev)}
		pos, ok := position(ev, "")
		if !ok && !it.Route {
			continue
		}
		it.At = pos
		if to, ok := position(ev, "end_"); ok {
			it.To, it.Move = to, true
		}
		it.Name = firstText(ev, "place_name", "name", "address", "end_place_name")
		out = append(out, it)
	}
	return out
}

// MapCounts counts map items by kind: places, moves and routes.
func MapCounts(items []MapItem) (places, moves, routes int) {
	for _, it := range items {
		switch {
		case it.Route:
			routes++
		case it.Move:
			moves++
		default:
			places++
		}
	}
	return places, moves, routes
}

func position(ev *ingest.Event, prefix string) (LatLon, bool) {
	lat, lon, ok := ev.Position(prefix)
	return LatLon{Lat: lat, Lon: lon}, ok
}

func firstText(ev *ingest.Event, keys ...string) string {
	for _, k := range keys {
		if s := ev.Text(k); s != "" {
			return s
		}
	}
	return ""
}

// hasRoute reports whether a workout points at a recorded track: it was
// read from a GPX or TCX file, or names one in its route field.
func hasRoute(ev *ingest.Event) bool {
	if ev.Source != ingest.Workout {
		return false
	}
	return isTrackFile(ev.Origin.File) || isTrackFile(ev.Text("route"))
}

func isTrackFile(p string) bool {
	switch path.Ext(track.TrimGz(strings.ToLower(p))) {
	case ".gpx", ".tcx":
		return true
	}
	return false
}

// Route reads the recorded path of a workout from its original track
// file: the file it was read from, or the file its route field names
// (relative to the export's folder, as Apple Health and Strava write it).
// Archive members are read inside their archive.
func (c *Core) Route(ctx context.Context, ev *ingest.Event) ([]LatLon, error) {
	file, wantIndex := ev.Origin.File, trackIndex(ev.Origin.Record)
	if !isTrackFile(file) {
		r := ev.Text("route")
		if !isTrackFile(r) {
			return nil, fmt.Errorf("reading the route of %s: the workout has no track file", ev.Summary())
		}
		file, wantIndex = joinOrigin(file, r), 1
	}
	fsys, name, closer, err := openOrigin(file)
	if err != nil {
		return nil, fmt.Errorf("reading the route of %s: %w", ev.Summary(), err)
	}
	defer closer()
	var out []LatLon
	errFound := errors.New("found")
	err = track.ReadFile(track.WithPath(ctx), fsys, name, func(t track.Track) error {
		if t.Index == wantIndex {
			out = t.Path
			return errFound
		}
		return nil
	})
	if err != nil && !errors.Is(err, errFound) {
		return nil, fmt.Errorf("reading the route in %s: %w", file, err)
	}
	return out, nil
}

// trackIndex reads the track's number from an origin record written by
// track.Track.Record ("trk 2 (line 40)"); 1 when there is none.
func trackIndex(record string) int {
	f := strings.Fields(record)
	if len(f) >= 2 {
		if n, err := strconv.Atoi(f[1]); err == nil && n > 0 {
			return n
		}
	}
	return 1
}

// joinOrigin resolves rel against the folder of an origin file, inside
// its archive when it is a member of one.
func joinOrigin(origin, rel string) string {
	if archive, member, ok := ingest.SplitMember(origin); ok {
		return archive + ingest.ArchiveSep + path.Join(path.Dir(member), rel)
	}
	return filepath.Join(filepath.Dir(origin), filepath.FromSlash(rel))
}

// openOrigin opens the file system holding an origin file: its folder, or
// the zip archive of a member.
func openOrigin(file string) (fs.FS, string, func(), error) {
	if archive, member, ok := ingest.SplitMember(file); ok {
		zr, err := zip.OpenReader(archive)
		if err != nil {
			return nil, "", nil, err
		}
		return zr, member, func() { zr.Close() }, nil
	}
	if _, err := os.Stat(file); err != nil {
		return nil, "", nil, err
	}
	return os.DirFS(filepath.Dir(file)), filepath.Base(file), func() {}, nil
}

// WebMercator projects a position to the unit square of the web map
// projection: x from 0 (180°W) to 1 (180°E), y from 0 (85°N) to 1 (85°S).
func WebMercator(p LatLon) (x, y float64) {
	lat := math.Max(-85.05112878, math.Min(85.05112878, p.Lat))
	x = (p.Lon + 180) / 360
	s := math.Sin(lat * math.Pi / 180)
	y = 0.5 - math.Log((1+s)/(1-s))/(4*math.Pi)
	return x, y
}
