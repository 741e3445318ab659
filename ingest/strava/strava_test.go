package strava

import (
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	tfit "github.com/tormoder/fit"

	"reqap/ingest"
	"reqap/ingest/fit"
	"reqap/ingest/ingesttest"
	"reqap/ingest/track"
	"reqap/internal/test"
)

type want map[string]any

// rideFIT is the activity file of row 102: a ride whose heart rate,
// ascent and calories the CSV lacks.
func rideFIT(t testing.TB) []byte {
	return ingesttest.Gzip(t, ingesttest.FIT(t, tfit.FileTypeActivity, func(f *tfit.File) {
		f.FileId.Product = uint16(tfit.GarminProductEdge820)
		a, _ := f.Activity()
		s := tfit.NewSessionMsg()
		start := time.Date(2022, 3, 6, 17, 15, 0, 0, time.UTC)
		s.StartTime, s.Timestamp = start, start.Add(time.Hour)
		s.Sport = tfit.SportCycling
		s.TotalElapsedTime, s.TotalTimerTime, s.TotalDistance = 3600000, 3500000, 2550000
		s.AvgHeartRate, s.MaxHeartRate, s.TotalAscent, s.TotalCalories = 142, 175, 210, 640
		a.Sessions = []*tfit.SessionMsg{s}
	}))
}

// export returns the fixture export: activities.csv and its activity files
// (a gzipped GPX, a TCX and a generated gzipped FIT; 106.gpx is missing).
func export(t testing.TB) fstest.MapFS {
	fsys := fstest.MapFS{"export/activities/102.fit.gz": {Data: rideFIT(t)}}
	for _, p := range []string{"activities.csv", "activities/101.gpx.gz", "activities/103.tcx"} {
		fsys["export/"+p] = &fstest.MapFile{Data: test.ReadFile(t, ingesttest.Testdata("export", filepath.FromSlash(p)))}
	}
	return fsys
}

func TestFixture(t *testing.T) {
	fsys := export(t)
	csv := fsys["export/activities.csv"].Data
	res := ingesttest.Check(t, Importer, fsys, "export/activities.csv", "/mem/export/activities.csv", int64(len(csv)))
	if res.Match.Score != 100 {
		t.Errorf("match %+v", res.Match)
	}
	ingesttest.Skips(t, res, map[string]string{"line 6": `"someday"`}) // the bad date quoted
	tests := []struct {
		record     string
		start, end string
		fields     want
	}{
		{"line 2", "2022-03-05T06:30:00Z", "2022-03-05T07:31:40.5Z", want{
			"workout_type": "running", "sub_type": "trail_run", "name": "Sunrise trail",
			"description": "Muddy, \"fun\"\nsecond line", "duration_s": 3600, "elapsed_s": 3700.5,
			// The second Distance column, in metres, not the first in km.
			"distance_km": 10.03, "energy_kcal": 812, "elevation_gain_m": 412.3, "avg_speed_kmh": 10.03,
			// Heart rate from the gzipped GPX: (140+160+171)/3.
			"avg_heart_rate_bpm": 157, "max_heart_rate_bpm": 171,
			"commute": false, "gear": "Hoka Speedgoat", "route": "activities/101.gpx.gz", "activity_id": "101",
		}},
		{"line 4", "2022-03-06T17:15:00Z", "2022-03-06T18:15:00Z", want{
			"workout_type": "cycling", "sub_type": nil, "duration_s": 3600, "elapsed_s": nil,
			// Only the first Distance (km) is filled; the CSV's max heart
			// rate wins over the file's 175; the rest comes from the FIT.
			"distance_km": 25.4, "max_heart_rate_bpm": 171, "avg_heart_rate_bpm": 142,
			"elevation_gain_m": 210, "energy_kcal": 640, "avg_speed_kmh": 25.4, "commute": true,
		}},
		{"line 5", "2022-03-07T07:00:00Z", "2022-03-07T07:30:00Z", want{
			"workout_type": "swimming", "duration_s": 1800, "distance_km": 1.5, "energy_kcal": 350,
			"avg_heart_rate_bpm": 128, "max_heart_rate_bpm": 149, "avg_speed_kmh": 3, "elevation_gain_m": nil,
		}},
		{"line 7", "2022-03-08T18:00:00Z", "2022-03-08T18:40:00Z", want{
			"workout_type": "strength_training", "sub_type": "weight_training", "duration_s": 2400,
			"distance_km": 0, "avg_speed_kmh": nil, "max_heart_rate_bpm": 152, "avg_heart_rate_bpm": 120.5, "route": nil,
		}},
		// The referenced file is missing: the CSV's values only.
		{"line 8", "2022-03-09T18:00:00Z", "2022-03-09T19:30:00Z", want{
			"workout_type": "soccer", "duration_s": 5400, "route": "activities/106.gpx", "distance_km": nil,
		}},
	}
	if len(res.Events) != len(tests) {
		t.Fatalf("%d events, want %d", len(res.Events), len(tests))
	}
	for i, tc := range tests {
		ev := res.Events[i]
		if ev.Origin.Record != tc.record || ev.Source != ingest.Workout || ev.Start.Format(time.RFC3339Nano) != tc.start || ev.End.Format(time.RFC3339Nano) != tc.end {
			t.Errorf("event %d: %s %s %s – %s, want %s %s – %s", i, ev.Origin.Record, ev.Source,
				ev.Start.Format(time.RFC3339Nano), ev.End.Format(time.RFC3339Nano), tc.record, tc.start, tc.end)
		}
		ingesttest.Fields(t, ev, tc.fields)
	}
}

// TestAttachedFiles checks that the activity files of the export are
// skipped by their own importers.
func TestAttachedFiles(t *testing.T) {
	fsys := export(t)
	for p, imp := range map[string]*ingest.Importer{
		"export/activities/101.gpx.gz": track.GPX,
		"export/activities/102.fit.gz": fit.Importer,
		"export/activities/103.tcx":    track.TCX,
	} {
		if m := imp.Recognize(ingesttest.Candidate(t, fsys, p)); m.Score == 0 || m.Skip != track.SkipStrava {
			t.Errorf("%s: %+v, want skipped as attached to activities.csv", p, m)
		}
	}
}

func TestRealSample(t *testing.T) {
	res := ingesttest.CheckReal(t, Importer, "workouts", "strava_export", "export_123", "activities.csv")
	if res.Match.Score != 100 || len(res.Skips) != 0 || len(res.Events) != 2 {
		t.Fatalf("match %+v, skips %v, %d events", res.Match, res.Skips, len(res.Events))
	}
	// Mock values: Distance 10 (km) and 10000 (m), Elapsed Time 5700 and
	// 5700, Average Speed 1.754385948 m/s; the GPX files add an
	// elevation gain of 0 (538.7 m at both points).
	first, second := res.Events[0], res.Events[1]
	if first.Start != time.Date(2023, 7, 2, 8, 1, 37, 0, time.UTC) || first.End != first.Start.Add(5700*time.Second) {
		t.Errorf("first: %v – %v", first.Start, first.End)
	}
	ingesttest.Fields(t, first, want{
		"workout_type": "running", "name": "First", "duration_s": 5700, "distance_km": 10,
		"avg_speed_kmh": 6.32, "commute": false, "route": "activities/1.gpx", "activity_id": "1",
		"elevation_gain_m": 0, "avg_heart_rate_bpm": nil, "energy_kcal": nil, "elapsed_s": nil, "sub_type": nil,
	})
	if second.Start != time.Date(2023, 7, 1, 8, 4, 50, 0, time.UTC) || second.End != second.Start.Add(3060*time.Second) {
		t.Errorf("second: %v – %v", second.Start, second.End)
	}
	ingesttest.Fields(t, second, want{"name": "Second", "duration_s": 3060, "distance_km": 4, "avg_speed_kmh": 4.71, "route": "activities/2.gpx"})
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct{ data, msg string }{
		{"", "empty file"},
		{"Activity Name,Activity Type\nx,y\n", `no "Activity ID" column`},
	} {
		ingesttest.Failed(t, ingesttest.Bytes(t, Importer, "activities.csv", []byte(tc.data)), "line 1", tc.msg)
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, Importer, ingesttest.Testdata("export", "activities.csv"))
}

func FuzzStrava(f *testing.F) {
	ingesttest.Seed(f, ingesttest.Testdata("export", "activities.csv"))
	ingesttest.SeedReal(f, "workouts", "strava_export", "export_123", "activities.csv")
	files := export(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		fsys := fstest.MapFS{"e/activities.csv": {Data: data}}
		for p, file := range files {
			if p != "export/activities.csv" {
				fsys["e/"+strings.TrimPrefix(p, "export/")] = file
			}
		}
		ingesttest.FuzzFS(t, Importer, fsys, "e/activities.csv", "/mem/activities.csv", int64(len(data)))
	})
}
