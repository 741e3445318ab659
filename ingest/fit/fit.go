// Package fit imports FIT activity files — the binary format Garmin, Wahoo,
// Suunto, Coros, Stryd and Zwift devices record — as workouts: one event per
// session, so a multisport file (swim, transitions, bike, run) yields one
// event per leg; its transitions, the changes between legs, are skipped.
//
// Decoding is done by github.com/tormoder/fit; this package turns its
// session messages into the shared workout fields and guards the import
// against anything the decoder does with damaged files.
package fit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"time"

	tfit "github.com/tormoder/fit"

	"reqap/ingest"
	"reqap/ingest/track"
)

// Session is one session of a FIT activity file.
type Session struct {
	Index int // 1-based
	Count int // sessions in the file
	// WorkoutType is the shared workout_type (running, cycling,
	// transition, ...); SubType the FIT sub-sport when it adds to it
	// (commuting, treadmill, trail).
	WorkoutType string
	SubType     string
	Device      string // manufacturer and product, "Garmin Fenix 5"
	track.Summary
}

// ErrNotActivity is returned for FIT files that record no activity
// (settings, courses, planned workouts, daily monitoring).
var ErrNotActivity = errors.New("not a FIT activity file")

// fitMinValid is the smallest FIT time that is a date: smaller values count
// seconds since the device was switched on (FIT "system time").
var fitMinValid = time.Date(1989, 12, 31, 0, 0, 0, 0, time.UTC).Add(0x10000000 * time.Second)

func validTime(t time.Time) bool { return !t.IsZero() && !t.Before(fitMinValid) }

// ctxReader stops the decoder when the import is cancelled.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// Read decodes a FIT activity file and returns its sessions. When the file
// is damaged it returns the sessions decoded before the damage together with
// the error; a checksum mismatch on an otherwise complete file is reported
// as an error wrapping tfit.IntegrityError.
func Read(ctx context.Context, r io.Reader) (sessions []Session, err error) {
	defer func() {
		// The decoder checks internal invariants with panics; a damaged
		// file must not take the import down with it.
		if p := recover(); p != nil {
			sessions, err = nil, fmt.Errorf("FIT decoder failed on damaged data: %v", p)
		}
	}()
	f, derr := tfit.Decode(ctxReader{ctx: ctx, r: r})
	if cerr := ctx.Err(); cerr != nil {
		return nil, cerr
	}
	if f == nil {
		return nil, fmt.Errorf("decoding FIT: %w", derr)
	}
	if derr != nil {
		derr = fmt.Errorf("decoding FIT: %w", derr)
	}
	act, aerr := f.Activity()
	if aerr != nil || act == nil {
		if derr != nil {
			return nil, derr
		}
		return nil, fmt.Errorf("%w: file type is %v", ErrNotActivity, f.FileId.Type)
	}
	device := deviceName(f.FileId)
	zone := localZone(act.Activity)
	for _, s := range act.Sessions {
		if s == nil {
			continue
		}
		sessions = append(sessions, session(s, device, zone))
	}
	if len(sessions) == 0 && len(act.Records) > 0 {
		// Some devices and converters write records and laps but no
		// session summary; the records still tell when and how far.
		if s, ok := fromRecords(act.Records, device, zone); ok {
			sessions = append(sessions, s)
		}
	}
	for i := range sessions {
		sessions[i].Index, sessions[i].Count = i+1, len(sessions)
	}
	return sessions, derr
}

func session(m *tfit.SessionMsg, device string, zone *time.Location) Session {
	s := Session{Device: device}
	s.WorkoutType, s.SubType = workoutType(m.Sport, m.SubSport)
	elapsed := m.GetTotalElapsedTimeScaled()
	timer := m.GetTotalTimerTimeScaled()
	start, end := m.StartTime, m.Timestamp
	if !validTime(start) && validTime(end) && ok(elapsed) {
		start = end.Add(-seconds(elapsed))
	}
	if validTime(start) {
		s.Start = start.In(zone)
		switch {
		case validTime(end) && !end.Before(start):
			s.End = end.In(zone)
		case ok(elapsed):
			s.End = start.Add(seconds(elapsed)).In(zone)
		default:
			s.End = s.Start
		}
	}
	switch {
	case ok(timer) && timer > 0:
		s.DurationS = timer
	case ok(elapsed) && elapsed > 0:
		s.DurationS = elapsed
	}
	if d := m.GetTotalDistanceScaled(); ok(d) {
		s.DistanceM, s.HasDistance = d, true
	}
	if m.TotalAscent != 0xFFFF {
		s.ElevationGainM, s.HasElevation = float64(m.TotalAscent), true
	}
	if m.TotalCalories != 0xFFFF {
		s.EnergyKcal = float64(m.TotalCalories)
	}
	if m.AvgHeartRate != 0xFF {
		s.AvgHeartRate = float64(m.AvgHeartRate)
	}
	if m.MaxHeartRate != 0xFF {
		s.MaxHeartRate = float64(m.MaxHeartRate)
	}
	return s
}

func fromRecords(recs []*tfit.RecordMsg, device string, zone *time.Location) (Session, bool) {
	s := Session{Device: device}
	var hrSum float64
	var hrN int
	for _, r := range recs {
		if r == nil || !validTime(r.Timestamp) {
			continue
		}
		if s.Start.IsZero() || r.Timestamp.Before(s.Start) {
			s.Start = r.Timestamp
		}
		if r.Timestamp.After(s.End) {
			s.End = r.Timestamp
		}
		if d := r.GetDistanceScaled(); ok(d) && d > s.DistanceM {
			s.DistanceM, s.HasDistance = d, true
		}
		if r.HeartRate != 0xFF && r.HeartRate > 0 {
			hrSum += float64(r.HeartRate)
			hrN++
			s.MaxHeartRate = math.Max(s.MaxHeartRate, float64(r.HeartRate))
		}
	}
	if s.Start.IsZero() {
		return s, false
	}
	if hrN > 0 {
		s.AvgHeartRate = hrSum / float64(hrN)
	}
	s.Start, s.End = s.Start.In(zone), s.End.In(zone)
	s.DurationS = s.End.Sub(s.Start).Seconds()
	return s, true
}

func ok(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) && f >= 0 }

func seconds(f float64) time.Duration { return time.Duration(f * float64(time.Second)) }

// localZone derives the zone the activity was recorded in from the activity
// message, whose local_timestamp is the wall clock at its UTC timestamp.
// Without one the times stay in UTC.
func localZone(a *tfit.ActivityMsg) *time.Location {
	if a == nil || !validTime(a.Timestamp) || !validTime(a.LocalTimestamp) {
		return time.UTC
	}
	l := a.LocalTimestamp
	wall := time.Date(l.Year(), l.Month(), l.Day(), l.Hour(), l.Minute(), l.Second(), 0, time.UTC)
	off := wall.Sub(a.Timestamp.UTC()).Round(15 * time.Minute)
	if off == 0 || off > 14*time.Hour || off < -14*time.Hour {
		return time.UTC
	}
	return time.FixedZone("", int(off/time.Second))
}

// deviceName names the recording device from the file_id message: the
// manufacturer, and the product when the profile knows its name.
func deviceName(id tfit.FileIdMsg) string {
	var parts []string
	if m := id.Manufacturer.String(); id.Manufacturer != tfit.ManufacturerInvalid && !strings.HasPrefix(m, "Manufacturer(") {
		parts = append(parts, m)
	}
	if p, isGarmin := id.GetProduct().(tfit.GarminProduct); isGarmin && id.Product != 0xFFFF {
		if name := p.String(); !strings.HasPrefix(name, "GarminProduct(") {
			parts = append(parts, spaceDigits(name))
		}
	}
	return strings.Join(parts, " ")
}

// spaceDigits writes product names the way the devices are sold: Fenix2 →
// Fenix 2, Edge820 → Edge 820.
func spaceDigits(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && r >= '0' && r <= '9' {
			if p := s[i-1]; (p >= 'a' && p <= 'z') || (p >= 'A' && p <= 'Z') {
				b.WriteByte(' ')
			}
		}
		b.WriteRune(r)
	}
	return b.String()
}

// refinedSports are the sports whose sub-sport says the workout: for each,
// the workout_type of a sub-sport, and the sport's own for any other.
var refinedSports = map[tfit.Sport]struct {
	bySub map[tfit.SubSport]string
	other string
}{
	tfit.SportFitnessEquipment: {map[tfit.SubSport]string{
		tfit.SubSportTreadmill: "running", tfit.SubSportIndoorRunning: "running",
		tfit.SubSportIndoorCycling: "cycling", tfit.SubSportIndoorRowing: "rowing",
		tfit.SubSportIndoorWalking: "walking", tfit.SubSportElliptical: "elliptical",
		tfit.SubSportStairClimbing: "stair_climbing", tfit.SubSportPilates: "pilates",
		tfit.SubSportIndoorSkiing: "skiing",
	}, "fitness_equipment"},
	tfit.SportTraining: {map[tfit.SubSport]string{
		tfit.SubSportStrengthTraining: "strength_training", tfit.SubSportCardioTraining: "cardio_training",
		tfit.SubSportYoga: "yoga", tfit.SubSportPilates: "pilates",
		tfit.SubSportFlexibilityTraining: "flexibility_training",
	}, "training"},
}

// workoutType maps the FIT sport and sub-sport to workout_type and
// sub_type. Fitness equipment and training are refined by the sub-sport
// (a treadmill session is running, a strength session strength_training:
// refinedSports).
func workoutType(sp tfit.Sport, sub tfit.SubSport) (string, string) {
	subName := ""
	if sub != tfit.SubSportGeneric && sub != tfit.SubSportInvalid && sub != tfit.SubSportAll {
		subName = ingest.SnakeCase(sub.String())
		if strings.HasPrefix(subName, "sub_sport_") {
			subName = ""
		}
	}
	var wt string
	refined, isRefined := refinedSports[sp]
	switch {
	case isRefined:
		if wt = refined.bySub[sub]; wt == "" {
			wt = refined.other
		}
	case sp == tfit.SportInvalid || sp == tfit.SportAll || sp == tfit.SportGeneric:
		wt = "workout"
	case sp == tfit.SportEBiking:
		wt = "cycling"
		if subName == "" {
			subName = "e_biking"
		}
	default:
		name := sp.String()
		if strings.HasPrefix(name, "Sport(") {
			wt = "workout"
		} else {
			wt = track.WorkoutType(name)
		}
	}
	if subName == wt {
		subName = ""
	}
	return wt, subName
}
