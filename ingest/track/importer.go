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

func init() {
	ingest.Register(GPX{})
	ingest.Register(TCX{})
}

// Skip reasons for activity files whose workout another importer already
// yields, so the same run is not counted twice.
const (
	SkipAppleRoute = "route attached to the Apple Health workout in export.xml"
	SkipStrava     = "activity file attached to Strava activities.csv"
)

// GPX imports GPS tracks (format "gpx"): one workout event per <trk>.
type GPX struct{}

// TCX imports Garmin Training Center files (format "tcx"): one workout event
// per <Activity>.
type TCX struct{}

// Format implements ingest.Importer.
func (GPX) Format() string { return "gpx" }

// Format implements ingest.Importer.
func (TCX) Format() string { return "tcx" }

// Describe implements ingest.Describer.
func (GPX) Describe() string {
	return "GPX track (.gpx, .gpx.gz): one workout per track, distance from the points"
}

// Describe implements ingest.Describer.
func (TCX) Describe() string {
	return "Garmin Training Center / Google Fit activity (.tcx, .tcx.gz): one workout per activity"
}

// Recognize implements ingest.Importer.
func (GPX) Recognize(c ingest.Candidate) ingest.Match {
	m := recognize(c, ".gpx", "<gpx")
	if m.Score == 0 {
		return m
	}
	if AppleRoute(c) {
		m.Skip = SkipAppleRoute
	} else if AttachedToStrava(c) {
		m.Skip = SkipStrava
	}
	return m
}

// Recognize implements ingest.Importer.
func (TCX) Recognize(c ingest.Candidate) ingest.Match {
	m := recognize(c, ".tcx", "<TrainingCenterDatabase")
	if m.Score > 0 && AttachedToStrava(c) {
		m.Skip = SkipStrava
	}
	return m
}

func recognize(c ingest.Candidate, ext, marker string) ingest.Match {
	byName := strings.HasSuffix(TrimGz(strings.ToLower(c.Base())), ext)
	byContent := bytes.Contains(Peek(c.Head), []byte(marker))
	switch {
	case byName && byContent:
		return ingest.Match{Score: 80}
	case byContent:
		return ingest.Match{Score: 50}
	case byName:
		return ingest.Match{Score: 10}
	}
	return ingest.Match{}
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

// ReadFile reads the tracks of a GPX or TCX file (gzipped or not), chosen
// by the file's name, and calls fn with each.
func ReadFile(ctx context.Context, fsys fs.FS, p string, fn func(Track) error) error {
	f, err := fsys.Open(p)
	if err != nil {
		return err
	}
	defer f.Close()
	r, err := Decompress(f)
	if err != nil {
		return err
	}
	switch ext := path.Ext(TrimGz(strings.ToLower(p))); ext {
	case ".gpx":
		return ReadGPX(ctx, r, fn)
	case ".tcx":
		return ReadTCX(ctx, r, fn)
	default:
		return fmt.Errorf("%s: not a GPX or TCX file name", p)
	}
}

// Import implements ingest.Importer.
func (GPX) Import(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	return importTracks(ctx, in, sink, "trk", ReadGPX)
}

// Import implements ingest.Importer.
func (TCX) Import(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	return importTracks(ctx, in, sink, "Activity", ReadTCX)
}

type reader func(context.Context, io.Reader, func(Track) error) error

func importTracks(ctx context.Context, in *ingest.Input, sink ingest.Sink, kind string, read reader) error {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return err
	}
	defer f.Close()
	r, err := Decompress(f)
	if err != nil {
		return in.Errorf("", "%v", err)
	}
	var emitErr error
	err = read(ctx, r, func(t Track) error {
		rec := t.Record(kind)
		if t.Start.IsZero() {
			sink.Skip(rec, errors.New("no point has a time, so the activity cannot be placed in time (a planned route?)"))
			return nil
		}
		ev := Event(t)
		ev.ID = in.ID(kind, fmt.Sprint(t.Index), t.Start.Format(time.RFC3339Nano))
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
		return in.Errorf(fmt.Sprintf("line %d", le.Line), "reading %s: %v", in.Format, le.Err)
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
		ev.SetNumber("duration_s", Round(s.DurationS, 1))
	}
	if s.HasDistance {
		ev.SetNumber("distance_km", Round(s.DistanceM/1000, 3))
	}
	if s.HasElevation {
		ev.SetNumber("elevation_gain_m", Round(s.ElevationGainM, 1))
	}
	if s.EnergyKcal > 0 {
		ev.SetNumber("energy_kcal", Round(s.EnergyKcal, 1))
	}
	if s.AvgHeartRate > 0 {
		ev.SetNumber("avg_heart_rate_bpm", Round(s.AvgHeartRate, 1))
	}
	if s.MaxHeartRate > 0 {
		ev.SetNumber("max_heart_rate_bpm", Round(s.MaxHeartRate, 1))
	}
	if v := s.AvgSpeedKmh(); v > 0 {
		ev.SetNumber("avg_speed_kmh", Round(v, 2))
	}
}

// SubType returns the export's own activity name when it says more than the
// normalized workout type (trail_run for running, virtual_ride for
// cycling), or "".
func SubType(raw, workoutType string) string {
	s := SnakeCase(raw)
	if s == workoutType || !strings.Contains(s, "_") {
		return ""
	}
	return s
}
