// Package strava imports the activities of a Strava bulk export
// (activities.csv), format "strava": one workout event per activity.
//
// The export's header repeats column names — Elapsed Time, Distance, Max
// Heart Rate, Relative Effort and Commute appear twice, in different units
// and formats (the first Distance in kilometres, the second in metres) — so
// columns are addressed by name and occurrence, never by name alone. Where
// the CSV lacks a statistic (elevation, heart rate, distance, calories), it
// is taken from the activity file the Filename column points to
// (activities/N.gpx, .tcx or .fit, possibly gzipped); those files are in turn
// skipped by their own importers, so an activity is counted once.
package strava

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/ingest/fit"
	"reqap/ingest/track"
)

// Importer reads Strava's activities.csv.
var Importer = &ingest.Importer{
	Name:      "strava",
	Doc:       "Strava bulk export activities.csv: one workout per activity, completed from its GPX/TCX/FIT file",
	Recognize: recognize,
	Import:    importFile,
	// Activity Date is UTC.
	UTCStamped: true,
}

func recognize(c ingest.Candidate) ingest.Match {
	byName := strings.EqualFold(c.Base(), "activities.csv")
	byContent := strings.HasPrefix(c.HeaderLine(), "Activity ID,Activity Date,Activity Name,Activity Type")
	return ingest.MatchBy(byName, byContent)
}

// num reads a number from a column occurrence; Strava writes plain
// decimals, but a spreadsheet may have turned them into "10,03".
func num(r *ingest.CSVRow, name string, occurrence int) (float64, bool) {
	s := r.Nth(name, occurrence)
	if strings.Contains(s, ",") && !strings.Contains(s, ".") {
		s = strings.ReplaceAll(s, ",", ".")
	}
	s = strings.ReplaceAll(s, ",", "")
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != f || f < 0 || f > 1e9 {
		return 0, false
	}
	return f, true
}

func importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	ids := ingest.Occurrences{}
	return ingest.ReadCSV(ctx, in, sink, ingest.CSV{What: "a Strava activities.csv", Required: []string{"Activity ID", "Activity Date"}},
		func(r *ingest.CSVRow) (ingest.Event, error) {
			ev, err := activity(ctx, in, r)
			if err != nil {
				return ev, err
			}
			id := r.Get("Activity ID")
			ev.ID = in.Key(id, ids.Ordinal(id))
			return ev, nil
		})
}

func activity(ctx context.Context, in *ingest.Input, r *ingest.CSVRow) (ingest.Event, error) {
	id := r.Nth("Activity ID", 0)
	if id == "" {
		return ingest.Event{}, errors.New("row has no Activity ID")
	}
	start, err := parseDate(r.Nth("Activity Date", 0))
	if err != nil {
		return ingest.Event{}, err
	}
	// Statistics from the CSV; the second occurrence of a duplicated
	// column is the precise one (float seconds, metres).
	var s track.Summary
	elapsed, hasElapsed := firstNum(r, "Elapsed Time", 1, 0)
	if moving, ok := num(r, "Moving Time", 0); ok && moving > 0 {
		s.DurationS = moving
	} else if hasElapsed {
		s.DurationS = elapsed
	}
	if m, ok := num(r, "Distance", 1); ok {
		s.DistanceM, s.HasDistance = m, true
	} else if km, ok := num(r, "Distance", 0); ok {
		s.DistanceM, s.HasDistance = km*1000, true
	}
	if v, ok := num(r, "Elevation Gain", 0); ok {
		s.ElevationGainM, s.HasElevation = v, true
	}
	s.AvgHeartRate, _ = num(r, "Average Heart Rate", 0)
	s.MaxHeartRate, _ = firstNum(r, "Max Heart Rate", 1, 0)
	s.EnergyKcal, _ = num(r, "Calories", 0)

	route := r.Nth("Filename", 0)
	if route != "" && (!s.HasDistance || s.DurationS == 0 || !s.HasElevation || s.AvgHeartRate == 0 || s.MaxHeartRate == 0 || s.EnergyKcal == 0) {
		if f, ok := fileSummary(ctx, in, route); ok {
			s = complete(s, f)
		}
	}

	end := start
	switch {
	case hasElapsed:
		end = start.Add(time.Duration(elapsed * float64(time.Second)))
	case s.DurationS > 0:
		end = start.Add(time.Duration(s.DurationS * float64(time.Second)))
	}
	ev := ingest.Event{Source: ingest.Workout, Start: start, End: end}
	raw := r.Nth("Activity Type", 0)
	wt := track.WorkoutType(raw)
	ev.SetText("workout_type", wt)
	ev.SetText("sub_type", track.SubType(raw, wt))
	ev.SetText("name", r.Nth("Activity Name", 0))
	ev.SetText("description", r.Nth("Activity Description", 0))
	track.SetStats(&ev, s)
	if hasElapsed && elapsed > 0 && ingest.Round(elapsed, 1) != ingest.Round(s.DurationS, 1) {
		ev.SetNumber("elapsed_s", ingest.Round(elapsed, 1))
	}
	// Strava's own average (m/s over moving time) wins over distance /
	// duration, which agrees with it anyway when both are known.
	if v, ok := num(r, "Average Speed", 0); ok && v > 0 {
		ev.SetNumber("avg_speed_kmh", ingest.Round(v*3.6, 2))
	}
	if b, ok := commute(r.Nth("Commute", 1), r.Nth("Commute", 0)); ok {
		ev.SetBool("commute", b)
	}
	ev.SetText("gear", r.Nth("Activity Gear", 0))
	ev.SetText("route", route)
	ev.SetText("activity_id", id)
	return ev, nil
}

func firstNum(r *ingest.CSVRow, name string, occurrences ...int) (float64, bool) {
	for _, o := range occurrences {
		if v, ok := num(r, name, o); ok {
			return v, true
		}
	}
	return 0, false
}

func commute(values ...string) (bool, bool) {
	for _, v := range values {
		switch strings.ToLower(v) {
		case "true", "1":
			return true, true
		case "false", "0":
			return false, true
		}
	}
	return false, false
}

// dateLayouts: "Jul 2, 2023, 8:01:37 AM" (in UTC) is what Strava writes;
// older exports and re-saved files use ISO dates.
var dateLayouts = []string{"Jan 2, 2006, 3:04:05 PM", "Jan 2, 2006 3:04:05 PM", "2006-01-02 15:04:05", "2006-01-02T15:04:05Z"}

func parseDate(s string) (time.Time, error) {
	// Newer exports put a narrow no-break space before AM/PM.
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\u202f' || r == '\u00a0'
	}), " ")
	for _, l := range dateLayouts {
		if t, err := time.ParseInLocation(l, s, time.UTC); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("Activity Date %q is not a date", s)
}

// fileSummary reads the activity file a row refers to, relative to the
// folder of activities.csv. A missing or unreadable file only costs the
// statistics it would have added.
func fileSummary(ctx context.Context, in *ingest.Input, route string) (track.Summary, bool) {
	p := path.Join(path.Dir(in.Path), path.Clean("/" + route)[1:])
	var parts []track.Summary
	var err error
	switch ext := path.Ext(track.TrimGz(strings.ToLower(p))); ext {
	case ".gpx", ".tcx":
		err = track.ReadFile(ctx, in.FS, p, func(t track.Track) error {
			parts = append(parts, t.Summary)
			return nil
		})
	case ".fit":
		var sessions []fit.Session
		sessions, err = readFIT(ctx, in, p)
		for _, s := range sessions {
			parts = append(parts, s.Summary)
		}
	default:
		return track.Summary{}, false
	}
	if err != nil || len(parts) == 0 {
		slog.Debug("strava activity file not read", "file", in.Name, "activity", p, "err", err)
		return track.Summary{}, false
	}
	return combine(parts), true
}

func readFIT(ctx context.Context, in *ingest.Input, p string) ([]fit.Session, error) {
	r, c, err := track.Open(in.FS, p)
	if err != nil {
		return nil, err
	}
	defer c.Close()
	return fit.Read(ctx, r)
}

// combine adds up the parts of one activity (the sessions of a multisport
// FIT file, the tracks of a GPX file); the average heart rate is weighted
// by each part's duration.
func combine(parts []track.Summary) track.Summary {
	var out track.Summary
	var hrSum, hrWeight float64
	for i, p := range parts {
		if i == 0 {
			out.Start, out.End = p.Start, p.End
		}
		out.Points += p.Points
		out.DurationS += p.DurationS
		if p.HasDistance {
			out.DistanceM += p.DistanceM
			out.HasDistance = true
		}
		if p.HasElevation {
			out.ElevationGainM += p.ElevationGainM
			out.HasElevation = true
		}
		out.EnergyKcal += p.EnergyKcal
		out.MaxHeartRate = max(out.MaxHeartRate, p.MaxHeartRate)
		if p.AvgHeartRate > 0 {
			w := max(p.DurationS, 1)
			hrSum += p.AvgHeartRate * w
			hrWeight += w
		}
	}
	if hrWeight > 0 {
		out.AvgHeartRate = hrSum / hrWeight
	}
	return out
}

// complete fills the statistics the CSV lacks from the activity file.
func complete(s, f track.Summary) track.Summary {
	if !s.HasDistance && f.HasDistance {
		s.DistanceM, s.HasDistance = f.DistanceM, true
	}
	if s.DurationS == 0 {
		s.DurationS = f.DurationS
	}
	if !s.HasElevation && f.HasElevation {
		s.ElevationGainM, s.HasElevation = f.ElevationGainM, true
	}
	if s.AvgHeartRate == 0 {
		s.AvgHeartRate = f.AvgHeartRate
	}
	if s.MaxHeartRate == 0 {
		s.MaxHeartRate = f.MaxHeartRate
	}
	if s.EnergyKcal == 0 {
		s.EnergyKcal = f.EnergyKcal
	}
	return s
}
