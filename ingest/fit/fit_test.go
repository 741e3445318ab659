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

type want map[string]any

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

// duathlon is a two-session activity recorded at UTC+02:00: a 30-minute
// trail run and, after it, a 1-hour ride.
func duathlon(t testing.TB) []byte {
	return encode(t, tfit.FileTypeActivity, func(f *tfit.File) {
		a, _ := f.Activity()
		run := tfit.NewSessionMsg()
		run.StartTime, run.Timestamp = t0, t0.Add(31*time.Minute)
		run.Sport, run.SubSport = tfit.SportRunning, tfit.SubSportTrail
		run.TotalElapsedTime, run.TotalTimerTime = 31*60*1000, 30*60*1000
		run.TotalDistance = 600000 // centimetres: 6 km
		run.TotalCalories, run.AvgHeartRate, run.MaxHeartRate, run.TotalAscent = 420, 151, 177, 88
		ride := tfit.NewSessionMsg()
		ride.StartTime, ride.Timestamp = t0.Add(35*time.Minute), t0.Add(95*time.Minute)
		ride.Sport, ride.SubSport = tfit.SportCycling, tfit.SubSportGeneric
		ride.TotalElapsedTime, ride.TotalTimerTime = 60*60*1000, 60*60*1000
		ride.TotalDistance = 3012345
		act := tfit.NewActivityMsg()
		act.Timestamp = t0.Add(95 * time.Minute)
		// FIT's local_timestamp is the wall clock counted like UTC.
		act.LocalTimestamp = act.Timestamp.Add(2 * time.Hour)
		act.NumSessions = 2
		a.Activity, a.Sessions = act, []*tfit.SessionMsg{run, ride}
	})
}

func TestGenerated(t *testing.T) {
	res := ingesttest.Bytes(t, Importer, "duathlon.fit", duathlon(t))
	if res.Err != nil || len(res.Events) != 2 || res.Match.Score != 80 || res.Match.Skip != "" {
		t.Fatalf("got %d events, match %+v, err %v", len(res.Events), res.Match, res.Err)
	}
	run, ride := res.Events[0], res.Events[1]
	ingesttest.Fields(t, run, want{
		"workout_type": "running", "sub_type": "trail", "duration_s": 1800, "distance_km": 6,
		"energy_kcal": 420, "avg_heart_rate_bpm": 151, "max_heart_rate_bpm": 177,
		"elevation_gain_m": 88, "avg_speed_kmh": 12, "device": "Garmin Fenix 5",
		"session": 1, "sessions": 2,
	})
	ingesttest.Fields(t, ride, want{
		"workout_type": "cycling", "sub_type": nil, "duration_s": 3600, "distance_km": 30.123,
		"avg_speed_kmh": 30.12, "energy_kcal": nil, "avg_heart_rate_bpm": nil, "elevation_gain_m": nil,
		"session": 2,
	})
	if got := run.Start.Format(time.RFC3339); got != "2024-05-04T08:00:00+02:00" {
		t.Errorf("run starts %s, want local time 08:00+02:00", got)
	}
	if !run.End.Equal(t0.Add(31*time.Minute)) || !ride.Start.Equal(t0.Add(35*time.Minute)) {
		t.Errorf("spans %v–%v, %v–%v", run.Start, run.End, ride.Start, ride.End)
	}
	if run.Origin.Record != "session 1" || ride.Origin.Record != "session 2" {
		t.Errorf("records %q, %q", run.Origin.Record, ride.Origin.Record)
	}
}

func TestRecordsWithoutSession(t *testing.T) {
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
	res := ingesttest.Bytes(t, Importer, "records.fit", data)
	if res.Err != nil || len(res.Events) != 1 {
		t.Fatalf("got %d events, err %v", len(res.Events), res.Err)
	}
	ev := res.Events[0]
	ingesttest.Fields(t, ev, want{"distance_km": 0.5, "duration_s": 120, "avg_heart_rate_bpm": 130, "max_heart_rate_bpm": 150, "session": nil})
	if !ev.Start.Equal(t0) || ev.Start.Location() != time.UTC {
		t.Errorf("start %v, want %v in UTC", ev.Start, t0)
	}
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

func TestRealSamples(t *testing.T) {
	type sess struct {
		start  string // local time as the device recorded it
		fields want
	}
	tests := []struct {
		file     string
		sessions []sess
	}{
		{
			// Values cross-checked with a second decoder
			// (github.com/muktihari/fit): sport, start, timer time,
			// distance, ascent and calories of every session.
			file: "activity-large-fenix2-multisport.fit",
			sessions: []sess{
				{"2015-08-29T10:00:01+02:00", want{"workout_type": "workout", "duration_s": 11738.2, "distance_km": 25.072, "elevation_gain_m": 122, "energy_kcal": 1370, "device": "Garmin Fenix 2", "session": 1, "sessions": 7}},
				{"2015-08-29T12:30:24+02:00", want{"workout_type": "transition", "duration_s": 334.8, "distance_km": 0.224}},
				{"2015-08-29T12:36:00+02:00", want{"workout_type": "running", "duration_s": 2294.8, "distance_km": 2.245, "elevation_gain_m": 732, "energy_kcal": 539}},
				{"2015-08-29T13:14:16+02:00", want{"workout_type": "transition", "duration_s": 4.3, "energy_kcal": nil}},
				{"2015-08-29T13:14:21+02:00", want{"workout_type": "running", "duration_s": 6764.5, "distance_km": 12.74, "energy_kcal": 1390}},
				{"2015-08-29T15:07:07+02:00", want{"workout_type": "transition", "distance_km": 0.618}},
				{"2015-08-29T15:11:37+02:00", want{"workout_type": "cycling", "duration_s": 3211, "distance_km": 28.928, "elevation_gain_m": 234, "energy_kcal": 698, "avg_speed_kmh": 32.43, "session": 7}},
			},
		},
		{
			// Developer data fields (Stryd power); no local time in the
			// activity message, so UTC.
			file: "developer-types-sample.fit",
			sessions: []sess{{"2017-01-17T17:06:47Z", want{
				"workout_type": "running", "duration_s": 3424, "distance_km": 6.754, "avg_speed_kmh": 7.1,
				"device": "Stryd", "energy_kcal": nil, "avg_heart_rate_bpm": nil, "session": nil,
			}}},
		},
		{
			file: "garmin-edge-820-bike.fit",
			sessions: []sess{{"2017-06-12T09:10:15-07:00", want{
				"workout_type": "cycling", "sub_type": "commuting", "duration_s": 64.5, "distance_km": 0.457,
				"energy_kcal": 8, "avg_heart_rate_bpm": 116, "max_heart_rate_bpm": 121, "avg_speed_kmh": 25.5,
				"device": "Garmin Edge 820",
			}}},
		},
		{
			file: "garmin-fenix-5-run.fit",
			sessions: []sess{{"2017-06-11T07:34:09-07:00", want{
				"workout_type": "running", "sub_type": nil, "duration_s": 56.9, "distance_km": 0.158,
				"elevation_gain_m": 2, "energy_kcal": 5, "avg_heart_rate_bpm": 90, "max_heart_rate_bpm": 112,
				"device": "Garmin Fenix 5",
			}}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			res := ingesttest.CheckReal(t, Importer, "workouts", "garmin_fit", tc.file)
			if len(res.Events) != len(tc.sessions) || len(res.Skips) != 0 || res.Match.Score != 80 {
				t.Fatalf("got %d events, skips %v, match %+v; want %d sessions", len(res.Events), res.Skips, res.Match, len(tc.sessions))
			}
			for i, s := range tc.sessions {
				ev := res.Events[i]
				if got := ev.Start.Format(time.RFC3339); got != s.start {
					t.Errorf("session %d starts %s, want %s", i+1, got, s.start)
				}
				ingesttest.Fields(t, ev, s.fields)
			}
		})
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
