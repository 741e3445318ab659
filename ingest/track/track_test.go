package track

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// The fixtures' workouts are in the expectation files beside them
// (X.want): garmin_run_hr.gpx runs 1000.8 m north, then 994.4 m east
// (haversine), climbs 34 → 40 m (the 2 m dip to 38 is GPS noise) with
// heart rates; two_tracks_and_plan.gpx is ISO-8859-1 with two segments, a
// waypoint and a route that are not activities, and a track without times
// (skipped); intervals.tcx starts at the lap, before the first trackpoint,
// ends after the resting lap that has no points, and takes the laps' heart
// rates time-weighted ((140*600+110*300)/900), then a workout of no
// distance.
func TestFixtures(t *testing.T) {
	for _, f := range []struct {
		imp  *ingest.Importer
		file string
	}{{GPX, "garmin_run_hr.gpx"}, {GPX, "two_tracks_and_plan.gpx"}, {TCX, "intervals.tcx"}} {
		ingesttest.Golden(t, f.imp, ingesttest.Testdata(f.file))
	}
}

func TestGzipped(t *testing.T) {
	gz := ingesttest.Gzip(t, test.ReadFile(t, ingesttest.Testdata("intervals.tcx")))
	res := ingesttest.Bytes(t, TCX, "activities/7.tcx.gz", gz)
	if res.Err != nil || len(res.Events) != 2 {
		t.Fatalf("gzipped TCX: %d events, err %v", len(res.Events), res.Err)
	}
	// Recognized by its name and inflated head, and read as the file is.
	ingesttest.Expect(t, res, ingesttest.Testdata("intervals.tcx.want"))
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

// TestRealSamples checks real tracks against testdata/real: Google Fit's
// TCX, whose lap totals (DistanceMeters 884.8421764373779, TotalTimeSeconds
// 1295.1, Calories 107.92500305175781) are rounded and whose AltitudeMeters
// between 38 and 56 jitter; Strava's GPX, which inside the export belong
// to activities.csv; and an Apple Health route, skipped beside its export.
func TestRealSamples(t *testing.T) {
	ingesttest.GoldenReal(t, TCX, "testdata/real/google_fit_takeout_2019_biking.tcx.want", "workouts", "google_fit", "google_fit_takeout_2019_biking.tcx")
	for _, file := range []string{"1.gpx", "2.gpx"} {
		ingesttest.GoldenReal(t, GPX, "testdata/real/strava."+file+".want", "workouts", "strava_export", "export_123", "activities", file)
	}
	if m := (GPX).Recognize(ingesttest.Candidate(t, os.DirFS(ingesttest.RealPath(t, "workouts", "strava_export")), "export_123/activities/1.gpx")); m.Skip != SkipStrava {
		t.Errorf("strava activity file: %+v, want skip %q", m, SkipStrava)
	}
	route := "apple_health_export/workout-routes/route_2019-06-11_3.00pm.gpx"
	ingesttest.GoldenReal(t, GPX, "testdata/real/route_2019-06-11_3.00pm.gpx.want", append([]string{"workouts", "apple_health"}, strings.Split(route, "/")...)...)
	if m := (GPX).Recognize(ingesttest.Candidate(t, os.DirFS(ingesttest.RealPath(t, "workouts", "apple_health")), route)); m.Score == 0 || m.Skip != SkipAppleRoute {
		t.Errorf("apple route: %+v, want skip %q", m, SkipAppleRoute)
	}
}

func TestRobust(t *testing.T) {
	for _, f := range []string{"garmin_run_hr.gpx", "two_tracks_and_plan.gpx"} {
		ingesttest.RobustFile(t, GPX, ingesttest.Testdata(f))
	}
	ingesttest.RobustFile(t, TCX, ingesttest.Testdata("intervals.tcx"))
}

func FuzzGPX(f *testing.F) {
	ingesttest.Seed(f, "testdata/garmin_run_hr.gpx", "testdata/two_tracks_and_plan.gpx")
	ingesttest.FuzzImport(f, GPX, "f.gpx")
}

func FuzzTCX(f *testing.F) {
	ingesttest.Seed(f, "testdata/intervals.tcx")
	ingesttest.FuzzImport(f, TCX, "f.tcx")
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
