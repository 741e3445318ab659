package fit

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"testing/fstest"
	"time"

	tfit "github.com/tormoder/fit"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/ingest/track"
)

var t0 = time.Date(2024, 5, 4, 6, 0, 0, 0, time.UTC)

// encode writes a FIT file of the given type with the library's encoder.
func encode(t testing.TB, typ tfit.FileType, fill func(f *tfit.File)) []byte {
	t.Helper()
	return ingesttest.FIT(t, typ, func(f *tfit.File) {
		f.FileId.Product = uint16(tfit.GarminProductFenix5)
		f.FileId.TimeCreated = t0
		fill(f)
	})
}

// duathlon is a three-session activity recorded at UTC+02:00: a
// 30-minute trail run, a transition of four minutes and a 1-hour ride.
func duathlon(t testing.TB) []byte {
	return encode(t, tfit.FileTypeActivity, func(f *tfit.File) {
		a, _ := f.Activity()
		run := tfit.NewSessionMsg()
		run.StartTime, run.Timestamp = t0, t0.Add(31*time.Minute)
		run.Sport, run.SubSport = tfit.SportRunning, tfit.SubSportTrail
		run.TotalElapsedTime, run.TotalTimerTime = 31*60*1000, 30*60*1000
		run.TotalDistance = 600000 // centimetres: 6 km
		run.TotalCalories, run.AvgHeartRate, run.MaxHeartRate, run.TotalAscent = 420, 151, 177, 88
		change := tfit.NewSessionMsg()
		change.StartTime, change.Timestamp = t0.Add(31*time.Minute), t0.Add(35*time.Minute)
		change.Sport = tfit.SportTransition
		change.TotalElapsedTime, change.TotalTimerTime = 4*60*1000, 4*60*1000
		ride := tfit.NewSessionMsg()
		ride.StartTime, ride.Timestamp = t0.Add(35*time.Minute), t0.Add(95*time.Minute)
		ride.Sport, ride.SubSport = tfit.SportCycling, tfit.SubSportGeneric
		ride.TotalElapsedTime, ride.TotalTimerTime = 60*60*1000, 60*60*1000
		ride.TotalDistance = 3012345
		act := tfit.NewActivityMsg()
		act.Timestamp = t0.Add(95 * time.Minute)
		// FIT's local_timestamp is the wall clock counted like UTC.
		act.LocalTimestamp = act.Timestamp.Add(2 * time.Hour)
		act.NumSessions = 3
		a.Activity, a.Sessions = act, []*tfit.SessionMsg{run, change, ride}
	})
}

// TestGenerated imports generated files, checked against
// testdata/NAME.want: a duathlon of three sessions (a trail run in local
// time, 08:00+02:00, a transition, skipped, then a ride without heart
// rate, calories or ascent)
// and an activity of records without a session, in UTC.
func TestGenerated(t *testing.T) {
	ingesttest.Expect(t, ingesttest.Bytes(t, Importer, "duathlon.fit", duathlon(t)), "testdata/duathlon.fit.want")
	data := encode(t, tfit.FileTypeActivity, func(f *tfit.File) {
		a, _ := f.Activity()
		for i, hr := range []uint8{100, 140, 150} {
			r := tfit.NewRecordMsg()
			r.Timestamp = t0.Add(time.Duration(i) * time.Minute)
			r.Distance = uint32(i * 25000)
			r.HeartRate = hr
			a.Records = append(a.Records, r)
		}
	})
	ingesttest.Expect(t, ingesttest.Bytes(t, Importer, "records.fit", data), "testdata/records.fit.want")
}

func TestRecognize(t *testing.T) {
	act := duathlon(t)
	settings := encode(t, tfit.FileTypeSettings, func(f *tfit.File) {
		s, _ := f.Settings()
		s.UserProfiles = []*tfit.UserProfileMsg{tfit.NewUserProfileMsg()}
	})
	fsys := fstest.MapFS{
		"export/activities.csv":        {Data: []byte("Activity ID,Activity Date")},
		"export/activities/12.fit.gz":  {Data: act},
		"garmin/activities/12.fit":     {Data: act},
		"garmin/Settings/settings.fit": {Data: settings},
	}
	ingesttest.Recognize(t, fsys, []ingesttest.Recognition{
		{Imp: Importer, Path: "garmin/activities/12.fit", Head: string(act), Score: 80},
		{Imp: Importer, Path: "garmin/activities/12.bin", Head: string(act), Score: 50},
		{Imp: Importer, Path: "garmin/activities/junk.fit", Head: "not fit at all", Score: 10},
		{Imp: Importer, Path: "garmin/activities/junk.txt", Head: "not fit at all"},
		{Imp: Importer, Path: "export/activities/12.fit.gz", Head: string(act), Score: 80, Skip: track.SkipStrava},
		{Imp: Importer, Path: "garmin/Settings/settings.fit", Head: string(settings), Score: 80, Skip: "FIT settings file: no recorded activity"},
	})
	if re := ingesttest.Failed(t, ingesttest.Bytes(t, Importer, "settings.fit", settings), "", ""); re != nil && !errors.Is(re, ErrNotActivity) {
		t.Errorf("importing a settings file: %v, want a RecordError wrapping ErrNotActivity", re)
	}
}

// TestRealSamples checks real FIT files against testdata/real: a Fenix 2
// multisport file of seven sessions, cross-checked with a second decoder
// (github.com/muktihari/fit: sport, start, timer time, distance, ascent and
// calories of every session); developer data fields (Stryd power) and no
// local time in the activity message, so UTC; an Edge 820 commute and a
// Fenix 5 run, in the local time the device recorded.
func TestRealSamples(t *testing.T) {
	for _, file := range []string{"activity-large-fenix2-multisport.fit", "developer-types-sample.fit", "garmin-edge-820-bike.fit", "garmin-fenix-5-run.fit"} {
		ingesttest.GoldenReal(t, Importer, "testdata/real/"+file+".want", "workouts", "garmin_fit", file)
	}
}

func TestDamaged(t *testing.T) {
	data := ingesttest.ReadReal(t, "workouts", "garmin_fit", "garmin-fenix-5-run.fit")
	// A file cut short is an error naming the file; the sessions decoded
	// before the cut (this device writes its session early) are kept.
	res := ingesttest.Bytes(t, Importer, "cut.fit", data[:len(data)/2])
	if ingesttest.Failed(t, res, "", "unexpected EOF"); len(res.Events) > 1 {
		t.Errorf("truncated: %d events", len(res.Events))
	}
	// A wrong checksum on a complete file keeps the data and says so.
	bad := append([]byte{}, data...)
	bad[len(bad)-1] ^= 0xff
	res = ingesttest.Bytes(t, Importer, "crc.fit", bad)
	if res.Err != nil || len(res.Events) != 1 {
		t.Errorf("bad checksum: err %v, %d events", res.Err, len(res.Events))
	}
	ingesttest.Skips(t, res, map[string]string{"file checksum": "checksum"})
}

func TestRobust(t *testing.T) {
	ingesttest.Robust(t, Importer, "duathlon.fit", duathlon(t))
	for _, f := range []string{"garmin-edge-820-bike.fit", "garmin-fenix-5-run.fit"} {
		ingesttest.Robust(t, Importer, f, ingesttest.ReadReal(t, "workouts", "garmin_fit", f))
	}
}

func FuzzFIT(f *testing.F) {
	f.Add(duathlon(f))
	for _, n := range []string{"garmin-edge-820-bike.fit", "garmin-fenix-5-run.fit"} {
		ingesttest.SeedReal(f, "workouts", "garmin_fit", n)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, Importer, "f.fit", data)
		// Recognition reads the file_id message of any head.
		Importer.Recognize(ingest.Candidate{Path: "f.fit", Head: data})
	})
}

func BenchmarkMultisport(b *testing.B) {
	data := ingesttest.ReadReal(b, "workouts", "garmin_fit", "activity-large-fenix2-multisport.fit")
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Read(context.Background(), bytes.NewReader(data)); err != nil {
			b.Fatal(err)
		}
	}
}
