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

// TestFixture imports the fixture export, whose workouts are in
// testdata/activities.csv.want: heart rates from the gzipped GPX
// ((140+160+171)/3); the second Distance column, in metres, rather than
// the first in km, and the first where only it is filled; the CSV's max
// heart rate winning over the FIT's 175, the rest from the FIT; a missing
// activity file leaving the CSV's values alone; a bad date skipped.
func TestFixture(t *testing.T) {
	fsys := export(t)
	csv := fsys["export/activities.csv"].Data
	ingesttest.Expect(t, ingesttest.Check(t, Importer, fsys, "export/activities.csv", "/mem/export/activities.csv", int64(len(csv))),
		ingesttest.Testdata("activities.csv.want"))
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

// TestRealSample checks a mock export against testdata/real: Distance 10
// (km) and 10000 (m), Elapsed Time 5700 and 5700, Average Speed
// 1.754385948 m/s; the GPX files add an elevation gain of 0 (538.7 m at
// both points).
func TestRealSample(t *testing.T) {
	ingesttest.GoldenReal(t, Importer, "testdata/real/activities.csv.want", "workouts", "strava_export", "export_123", "activities.csv")
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
