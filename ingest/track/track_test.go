package track

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// want describes the fields one event must have; numbers are compared
// exactly (they are rounded by the importer), other values by their text.
type want map[string]any

func ts(s string) time.Time {
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		panic(err)
	}
	return t
}

func TestFixtures(t *testing.T) {
	type evWant struct {
		start, end string
		fields     want
	}
	tests := []struct {
		file   string
		imp    *ingest.Importer
		events []evWant
		skips  int
	}{
		{
			file: "garmin_run_hr.gpx", imp: GPX,
			events: []evWant{{
				start: "2021-05-02T07:00:00Z", end: "2021-05-02T07:10:00Z",
				fields: want{
					"workout_type": "running", "name": "Morning Run", "duration_s": 600,
					// 1000.8 m north, then 994.4 m east (haversine).
					"distance_km": 1.995, "avg_speed_kmh": 11.97,
					// 34 → 40 counts, the 2 m dip to 38 is GPS noise.
					"elevation_gain_m":   6,
					"avg_heart_rate_bpm": 145, "max_heart_rate_bpm": 165,
					"device": "Garmin Connect", "sub_type": nil, "energy_kcal": nil,
				},
			}},
		},
		{
			// ISO-8859-1, two segments, a waypoint and a route that are
			// not activities, and a track without times.
			file: "two_tracks_and_plan.gpx", imp: GPX,
			events: []evWant{{
				start: "2020-06-01T16:00:00+02:00", end: "2020-06-01T16:10:00+02:00",
				fields: want{
					"workout_type": "cycling", "name": "Zürich ride", "duration_s": 600,
					"distance_km": 2.224, "avg_speed_kmh": 13.34, "elevation_gain_m": 12,
					"device": "eTrex 30", "avg_heart_rate_bpm": nil,
				},
			}},
			skips: 1,
		},
		{
			file: "intervals.tcx", imp: TCX,
			events: []evWant{
				{
					// Starts at the lap, before the first trackpoint;
					// ends after the resting lap that has no points.
					start: "2018-03-10T09:00:00Z", end: "2018-03-10T09:15:00Z",
					fields: want{
						"workout_type": "running", "duration_s": 900, "distance_km": 2.5,
						"energy_kcal": 190, "avg_speed_kmh": 10, "elevation_gain_m": 15,
						// Lap values, time-weighted: (140*600+110*300)/900.
						"avg_heart_rate_bpm": 130, "max_heart_rate_bpm": 170,
						"device": "Forerunner 305", "description": "Intervals in the park",
					},
				},
				{
					start: "2018-03-11T18:00:00Z", end: "2018-03-11T18:30:00Z",
					fields: want{
						"workout_type": "workout", "duration_s": 1800, "distance_km": 0,
						"energy_kcal": 200, "avg_speed_kmh": nil, "elevation_gain_m": nil,
					},
				},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			res := ingesttest.CheckFile(t, tc.imp, ingesttest.Testdata(tc.file))
			if res.Match.Score != 80 || res.Match.Skip != "" {
				t.Errorf("match = %+v, want score 80 without skip", res.Match)
			}
			if len(res.Events) != len(tc.events) || len(res.Skips) != tc.skips {
				t.Fatalf("got %d events and %d skips (%v), want %d and %d", len(res.Events), len(res.Skips), res.Skips, len(tc.events), tc.skips)
			}
			for i, w := range tc.events {
				ev := res.Events[i]
				if ev.Source != ingest.Workout {
					t.Errorf("source = %q", ev.Source)
				}
				if !ev.Start.Equal(ts(w.start)) || !ev.End.Equal(ts(w.end)) {
					t.Errorf("event %d spans %v – %v, want %s – %s", i, ev.Start, ev.End, w.start, w.end)
				}
				if _, off := ev.Start.Zone(); off != offset(ts(w.start)) {
					t.Errorf("event %d start offset %d, want the file's %d", i, off, offset(ts(w.start)))
				}
				ingesttest.Fields(t, ev, w.fields)
			}
		})
	}
}

func offset(t time.Time) int {
	_, off := t.Zone()
	return off
}

func TestGzipped(t *testing.T) {
	gz := ingesttest.Gzip(t, test.ReadFile(t, ingesttest.Testdata("intervals.tcx")))
	res := ingesttest.Bytes(t, TCX, "activities/7.tcx.gz", gz)
	if res.Err != nil || len(res.Events) != 2 {
		t.Fatalf("gzipped TCX: %d events, err %v", len(res.Events), res.Err)
	}
	if res.Match.Score != 80 {
		t.Errorf("gzipped TCX recognized with %+v, want 80 (name and inflated head)", res.Match)
	}
	ingesttest.Fields(t, res.Events[0], want{"distance_km": 2.5})
}

func TestRecognize(t *testing.T) {
	gpx := `<?xml version="1.0"?><gpx creator="x">`
	tcx := `<?xml version="1.0"?><TrainingCenterDatabase xmlns="x">`
	apple := fstest.MapFS{
		"apple_health_export/export.xml":                    {Data: []byte("<HealthData/>")},
		"apple_health_export/workout-routes/route_1.gpx":    {Data: []byte(gpx)},
		"lonely/workout-routes/route_2.gpx":                 {Data: []byte(gpx)},
		"strava/activities.csv":                             {Data: []byte("Activity ID")},
		"strava/activities/1.gpx":                           {Data: []byte(gpx)},
		"strava/activities/2.tcx.gz":                        {Data: []byte(tcx)},
		"other/activities/3.gpx":                            {Data: []byte(gpx)},
		"apple_health_export/workout-routes/not-really.txt": {Data: []byte("hello")},
	}
	ingesttest.Recognize(t, apple, []ingesttest.Recognition{
		{Imp: GPX, Path: "ride.gpx", Head: gpx, Score: 80},
		{Imp: GPX, Path: "RIDE.GPX", Head: gpx, Score: 80},
		{Imp: GPX, Path: "ride.xml", Head: gpx, Score: 50},
		{Imp: GPX, Path: "ride.gpx", Head: "garbage", Score: 10},
		{Imp: GPX, Path: "ride.tcx", Head: tcx},
		{Imp: TCX, Path: "ride.tcx", Head: tcx, Score: 80},
		{Imp: TCX, Path: "ride.gpx", Head: gpx},
		{Imp: GPX, Path: "apple_health_export/workout-routes/route_1.gpx", Head: gpx, Score: 80, Skip: SkipAppleRoute},
		{Imp: GPX, Path: "lonely/workout-routes/route_2.gpx", Head: gpx, Score: 80},
		{Imp: GPX, Path: "strava/activities/1.gpx", Head: gpx, Score: 80, Skip: SkipStrava},
		{Imp: TCX, Path: "strava/activities/2.tcx.gz", Head: tcx, Score: 80, Skip: SkipStrava},
		{Imp: GPX, Path: "other/activities/3.gpx", Head: gpx, Score: 80},
	})
}

func TestWorkoutType(t *testing.T) {
	test.Rows(t, "WorkoutType, SubType", func(in string) []any {
		wt := WorkoutType(in)
		return []any{wt, SubType(in, wt)}
	}, "workouttypes.tsv")
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name, data, record, msg string
		imp                     *ingest.Importer
	}{
		{"kml.gpx", `<?xml version="1.0"?><kml><Document/></kml>`, "line 1", "root element is <kml>", GPX},
		{"empty.gpx", ``, "line 1", "no <gpx> element", GPX},
		{"cut.gpx", "<gpx>\n<trk><name>a</name>\n<trkseg><trkpt lat=\"1\" lon=\"2\"><time>2020-01-01T00:00:00Z</time>", "line 3", "unexpected EOF", GPX},
		{"gpx.tcx", `<gpx/>`, "line 1", "want <TrainingCenterDatabase>", TCX},
	}
	for _, tc := range tests {
		ingesttest.Failed(t, ingesttest.Bytes(t, tc.imp, tc.name, []byte(tc.data)), tc.record, tc.msg)
	}
}

func TestRealSamples(t *testing.T) {
	t.Run("google fit tcx", func(t *testing.T) {
		res := ingesttest.CheckReal(t, TCX, "workouts", "google_fit", "google_fit_takeout_2019_biking.tcx")
		if len(res.Events) != 1 || len(res.Skips) != 0 {
			t.Fatalf("got %d events, %d skips; want 1 activity", len(res.Events), len(res.Skips))
		}
		ev := res.Events[0]
		// Lap totals: DistanceMeters 884.8421764373779,
		// TotalTimeSeconds 1295.1, Calories 107.92500305175781.
		ingesttest.Fields(t, ev, want{
			"workout_type": "cycling", "distance_km": 0.885, "duration_s": 1295.1,
			"energy_kcal": 107.9, "avg_speed_kmh": 2.46,
			// AltitudeMeters between 38 and 56 with GPS jitter.
			"elevation_gain_m": 54, "avg_heart_rate_bpm": nil,
		})
		if !ev.Start.Equal(ts("2019-08-20T04:34:44.519Z")) || !ev.End.Equal(ts("2019-08-20T04:56:19.619Z")) {
			t.Errorf("span %v – %v", ev.Start, ev.End)
		}
	})
	t.Run("strava gpx", func(t *testing.T) {
		for _, tc := range []struct{ file, end string }{
			{"1.gpx", "2023-07-11T09:03:21Z"},
			{"2.gpx", "2023-07-12T09:03:21Z"},
		} {
			res := ingesttest.CheckReal(t, GPX, "workouts", "strava_export", "export_123", "activities", tc.file)
			if len(res.Events) != 1 {
				t.Fatalf("%s: %d events", tc.file, len(res.Events))
			}
			ev := res.Events[0]
			ingesttest.Fields(t, ev, want{"workout_type": "running", "name": "Evening Run", "device": "StravaGPX Android", "elevation_gain_m": 0, "distance_km": 0})
			if !ev.Start.Equal(ts("2023-07-11T09:03:20Z")) || !ev.End.Equal(ts(tc.end)) {
				t.Errorf("%s: span %v – %v", tc.file, ev.Start, ev.End)
			}
		}
		// Inside the export the files belong to activities.csv.
		root := ingesttest.RealPath(t, "workouts", "strava_export")
		fsys := os.DirFS(root)
		if m := (GPX).Recognize(ingesttest.Candidate(t, fsys, "export_123/activities/1.gpx")); m.Skip != SkipStrava {
			t.Errorf("strava activity file: %+v, want skip %q", m, SkipStrava)
		}
	})
	t.Run("apple route", func(t *testing.T) {
		root := ingesttest.RealPath(t, "workouts", "apple_health")
		p := filepath.Join(root, "apple_health_export", "workout-routes", "route_2019-06-11_3.00pm.gpx")
		res := ingesttest.CheckFile(t, GPX, p)
		if len(res.Events) != 1 {
			t.Fatalf("%d events", len(res.Events))
		}
		ingesttest.Fields(t, res.Events[0], want{"name": "Route 2019-06-11 3:00pm", "device": "Apple Health Export", "duration_s": 1, "workout_type": nil})
		fsys := os.DirFS(root)
		rel := "apple_health_export/workout-routes/route_2019-06-11_3.00pm.gpx"
		if m := (GPX).Recognize(ingesttest.Candidate(t, fsys, rel)); m.Score == 0 || m.Skip != SkipAppleRoute {
			t.Errorf("apple route: %+v, want skip %q", m, SkipAppleRoute)
		}
	})
}

func TestRobust(t *testing.T) {
	for _, f := range []string{"garmin_run_hr.gpx", "two_tracks_and_plan.gpx"} {
		ingesttest.RobustFile(t, GPX, ingesttest.Testdata(f))
	}
	ingesttest.RobustFile(t, TCX, ingesttest.Testdata("intervals.tcx"))
}

func fuzzImport(f *testing.F, imp *ingest.Importer, name string, seeds ...string) {
	ingesttest.Seed(f, seeds...)
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, imp, name, data)
	})
}

func FuzzGPX(f *testing.F) {
	fuzzImport(f, GPX, "f.gpx", "testdata/garmin_run_hr.gpx", "testdata/two_tracks_and_plan.gpx")
}

func FuzzTCX(f *testing.F) {
	fuzzImport(f, TCX, "f.tcx", "testdata/intervals.tcx")
}

func BenchmarkTCX(b *testing.B) {
	data := ingesttest.ReadReal(b, "workouts", "google_fit", "google_fit_takeout_2019_biking.tcx")
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if err := ReadTCX(context.Background(), bytes.NewReader(data), func(Track) error { return nil }); err != nil {
			b.Fatal(err)
		}
	}
}
