package track

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"

	"reqap/ingest"
)

// Skip reasons for activity files whose workout another importer already
// yields, so the same run is not counted twice.
const (
	SkipAppleRoute = "route attached to the Apple Health workout in export.xml"
	SkipStrava     = "activity file attached to Strava activities.csv"
)

// GPX imports GPS tracks (format "gpx"): one workout event per <trk>.
var GPX = &ingest.Importer{
	Name:      "gpx",
	Doc:       "GPX track (.gpx, .gpx.gz): one workout per track, distance from the points",
	Recognize: gpx.recognize,
	Import:    gpx.importFile,
}

// TCX imports Garmin Training Center files (format "tcx"): one workout event
// per <Activity>.
var TCX = &ingest.Importer{
	Name:      "tcx",
	Doc:       "Garmin Training Center / Google Fit activity (.tcx, .tcx.gz): one workout per activity",
	Recognize: tcx.recognize,
	Import:    tcx.importFile,
}

// format is what sets the two track formats apart; they are recognized,
// read and imported alike.
type format struct {
	ext    string // the file extension, before any .gz
	marker string // what the head of such a file contains
	track  string // the element a track is, which names its records
	read   reader
	// attached returns why a file of the format is skipped because its
	// workout comes from another importer, or "".
	attached func(c ingest.Candidate) string
}

type reader func(context.Context, io.Reader, func(Track) error) error

var (
	gpx = &format{ext: ".gpx", marker: "<gpx", track: "trk", read: ReadGPX, attached: func(c ingest.Candidate) string {
		switch {
		case AppleRoute(c):
			return SkipAppleRoute
		case AttachedToStrava(c):
			return SkipStrava
		}
		return ""
	}}
	tcx = &format{ext: ".tcx", marker: "<TrainingCenterDatabase", track: "Activity", read: ReadTCX, attached: func(c ingest.Candidate) string {
		if AttachedToStrava(c) {
			return SkipStrava
		}
		return ""
	}}
)

func (fm *format) recognize(c ingest.Candidate) ingest.Match {
	byName := strings.HasSuffix(TrimGz(strings.ToLower(c.Base())), fm.ext)
	byContent := bytes.Contains(Peek(c.Head), []byte(fm.marker))
	m := ingest.MatchByExt(byName, byContent)
	if m.Score > 0 {
		m.Skip = fm.attached(c)
	}
	return m
}

// AppleRoute reports whether the candidate is a route GPX of an Apple Health
// export (apple_health_export/workout-routes/*.gpx next to export.xml).
func AppleRoute(c ingest.Candidate) bool {
	dir := path.Dir(c.Path)
	return path.Base(dir) == "workout-routes" && exists(c.FS, path.Join(path.Dir(dir), "export.xml"))
}

// AttachedToStrava reports whether the candidate is an activity file of a
// Strava bulk export (activities/N.gpx, .fit, .tcx, maybe gzipped) with the
// export's activities.csv in the parent folder.
func AttachedToStrava(c ingest.Candidate) bool {
	dir := path.Dir(c.Path)
	return path.Base(dir) == "activities" && exists(c.FS, path.Join(path.Dir(dir), "activities.csv"))
}

func exists(fsys fs.FS, p string) bool {
	if fsys == nil {
		return false
	}
	st, err := fs.Stat(fsys, p)
	return err == nil && st.Mode().IsRegular()
}

// TrimGz strips a ".gz" suffix: Strava exports gzip their activity files.
func TrimGz(name string) string {
	if len(name) > 3 && strings.EqualFold(name[len(name)-3:], ".gz") {
		return name[:len(name)-3]
	}
	return name
}

// Peek returns the head of a file for recognition, inflating as much of it
// as the bytes allow when it is gzip-compressed.
func Peek(head []byte) []byte {
	if len(head) < 2 || head[0] != 0x1f || head[1] != 0x8b {
		return head
	}
	zr, err := gzip.NewReader(bytes.NewReader(head))
	if err != nil {
		return nil
	}
	out, _ := io.ReadAll(io.LimitReader(zr, ingest.HeadSize))
	return out
}

// Decompress returns r, inflated when it starts with the gzip magic.
func Decompress(r io.Reader) (io.Reader, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	magic, _ := br.Peek(2)
	if len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("reading gzip header: %w", err)
		}
		return zr, nil
	}
	return br, nil
}

// Open opens the activity file p of fsys (one an export's list refers to),
// inflated when it is gzipped: activity files come both ways. The caller
// closes the returned Closer.
func Open(fsys fs.FS, p string) (io.Reader, io.Closer, error) {
	f, err := fsys.Open(p)
	if err != nil {
		return nil, nil, err
	}
	return inflated(f)
}

// OpenInput is Open for the file of an import (GPX, TCX, FIT): it starts as
// Input.OpenFile does, and a gzip header that cannot be read is an error of
// the file. The caller closes the returned Closer.
func OpenInput(ctx context.Context, in *ingest.Input) (io.Reader, io.Closer, error) {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return nil, nil, err
	}
	r, c, err := inflated(f)
	if err != nil {
		return nil, nil, in.Errorf("", "%v", err)
	}
	return r, c, nil
}

// inflated is Decompress for an opened file, which is the Closer of the
// reader; the file is closed when its gzip header cannot be read.
func inflated(f io.ReadCloser) (io.Reader, io.Closer, error) {
	r, err := Decompress(f)
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return r, f, nil
}

// ReadFile reads the tracks of a GPX or TCX file (gzipped or not), chosen
// by the file's name, and calls fn with each.
func ReadFile(ctx context.Context, fsys fs.FS, p string, fn func(Track) error) error {
	r, c, err := Open(fsys, p)
	if err != nil {
		return err
	}
	defer c.Close()
	ext := path.Ext(TrimGz(strings.ToLower(p)))
	for _, fm := range []*format{gpx, tcx} {
		if ext == fm.ext {
			return fm.read(ctx, r, fn)
		}
	}
	return fmt.Errorf("%s: not a GPX or TCX file name", p)
}

func (fm *format) importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	r, c, err := OpenInput(ctx, in)
	if err != nil {
		return err
	}
	defer c.Close()
	var emitErr error
	err = fm.read(ctx, r, func(t Track) error {
		rec := t.Record(fm.track)
		if t.Start.IsZero() {
			sink.Skip(rec, errors.New("no point has a time, so the activity cannot be placed in time (a planned route?)"))
			return nil
		}
		ev := Event(t)
		ev.ID = in.ID(fm.track, fmt.Sprint(t.Index), t.Start.Format(time.RFC3339Nano))
		ev.Origin = in.Origin(rec)
		if err := sink.Emit(ev); err != nil {
			emitErr = err
			return err
		}
		return nil
	})
	switch {
	case err == nil:
		return nil
	case emitErr != nil && errors.Is(err, emitErr):
		return err
	case ctx.Err() != nil:
		return ctx.Err()
	}
	var le *LineError
	if errors.As(err, &le) {
		return in.Errorf(ingest.Line(le.Line), "reading %s: %v", in.Format, le.Err)
	}
	return in.Errorf("", "reading %s: %v", in.Format, err)
}

// Event turns a track into a workout event (without ID and origin). The
// fields follow ingest/doc.go; values computed from floats are rounded to
// what the devices measure.
func Event(t Track) ingest.Event {
	ev := ingest.Event{Source: ingest.Workout, Start: t.Start, End: t.End}
	if ev.End.Before(ev.Start) {
		ev.End = ev.Start
	}
	wt := WorkoutType(t.Type)
	ev.SetText("workout_type", wt)
	ev.SetText("sub_type", SubType(t.Type, wt))
	ev.SetText("name", t.Name)
	ev.SetText("description", t.Notes)
	SetStats(&ev, t.Summary)
	ev.SetText("device", t.Creator)
	return ev
}

// SetStats sets the statistics of a summary on ev, leaving out what is
// unknown: duration_s, distance_km, elevation_gain_m, energy_kcal,
// avg_heart_rate_bpm, max_heart_rate_bpm and avg_speed_kmh.
func SetStats(ev *ingest.Event, s Summary) {
	if s.DurationS > 0 {
		ev.SetNumber("duration_s", ingest.Round(s.DurationS, 1))
	}
	if s.HasDistance {
		ev.SetNumber("distance_km", ingest.Round(s.DistanceM/1000, 3))
	}
	if s.HasElevation {
		ev.SetNumber("elevation_gain_m", ingest.Round(s.ElevationGainM, 1))
	}
	if s.EnergyKcal > 0 {
		ev.SetNumber("energy_kcal", ingest.Round(s.EnergyKcal, 1))
	}
	if s.AvgHeartRate > 0 {
		ev.SetNumber("avg_heart_rate_bpm", ingest.Round(s.AvgHeartRate, 1))
	}
	if s.MaxHeartRate > 0 {
		ev.SetNumber("max_heart_rate_bpm", ingest.Round(s.MaxHeartRate, 1))
	}
	if v := s.AvgSpeedKmh(); v > 0 {
		ev.SetNumber("avg_speed_kmh", ingest.Round(v, 2))
	}
}

// SubType returns the export's own activity name when it says more than the
// normalized workout type (trail_run for running, virtual_ride for
// cycling), or "".
func SubType(raw, workoutType string) string {
	s := ingest.SnakeCase(raw)
	if s == workoutType || !strings.Contains(s, "_") {
		return ""
	}
	return s
}
