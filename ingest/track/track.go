// Package track reads recorded GPS tracks and activity files — GPX 1.0/1.1
// (with Garmin's TrackPointExtension heart rate) and Garmin Training Center
// TCX, as written by Garmin, Strava, Google Fit and Apple Health — and
// summarizes each recorded activity: start, end, distance, duration,
// elevation gain and heart rate.
//
// It declares the "gpx" and "tcx" importers, and it is shared by the other
// workout importers: Strava fills statistics its activities.csv lacks from
// the referenced files, Apple Health measures the routes attached to
// workouts, and every workout importer normalizes activity names with
// WorkoutType.
package track

import (
	"math"
	"strings"
	"time"

	"reqap/ingest"
)

// Summary is what a track or activity amounts to. Heart rates and energy are
// zero when the file carries none.
type Summary struct {
	Start, End time.Time // zero when no point has a time
	Points     int
	// DurationS is the recorded time: the activity's own total when the
	// file states one (TCX laps), otherwise End-Start.
	DurationS      float64
	DistanceM      float64
	HasDistance    bool
	ElevationGainM float64
	HasElevation   bool
	AvgHeartRate   float64
	MaxHeartRate   float64
	EnergyKcal     float64
	// Path is the recorded positions, thinned to at most MaxPathPoints;
	// only filled when reading with a WithPath context (a map asks).
	Path []Position
}

// AvgSpeedKmh returns distance over duration in km/h, or 0 when either is
// unknown.
func (s Summary) AvgSpeedKmh() float64 {
	if !s.HasDistance || s.DurationS <= 0 {
		return 0
	}
	return s.DistanceM / s.DurationS * 3.6
}

// point is one recorded position; fields are valid when their flag is set.
type point struct {
	time    time.Time
	lat     float64
	lon     float64
	hasPos  bool
	ele     float64
	hasEle  bool
	hr      float64
	dist    float64 // cumulative distance as recorded (TCX DistanceMeters)
	hasDist bool
}

// elevationNoiseM is the hysteresis applied to elevation: GPS altitude
// jitters by a few metres from one fix to the next, and summing that jitter
// would report climbs on a flat road, so a climb only counts once the
// altitude has moved this far from the last turning point.
const elevationNoiseM = 3

// accumulator builds a Summary point by point, so tracks of any length are
// summarized without keeping their points.
type accumulator struct {
	s        Summary
	path     *pathKeeper // nil unless the reader's context asks for the path
	last     point
	hasLast  bool
	eleRef   float64
	hasRef   bool
	hrSum    float64
	hrN      int
	maxDist  float64
	hasDist  bool
	pathM    float64
	hasPathM bool
}

func (a *accumulator) add(p point) {
	a.s.Points++
	if !p.time.IsZero() {
		if a.s.Start.IsZero() || p.time.Before(a.s.Start) {
			a.s.Start = p.time
		}
		if a.s.End.IsZero() || p.time.After(a.s.End) {
			a.s.End = p.time
		}
	}
	if p.hasPos {
		if a.path != nil {
			a.path.add(Position{Lat: p.lat, Lon: p.lon})
		}
		if a.hasLast {
			a.pathM += Haversine(a.last.lat, a.last.lon, p.lat, p.lon)
			a.hasPathM = true
		}
		a.last, a.hasLast = p, true
	}
	if p.hasEle {
		a.s.HasElevation = true
		switch {
		case !a.hasRef:
			a.eleRef, a.hasRef = p.ele, true
		case p.ele-a.eleRef >= elevationNoiseM:
			a.s.ElevationGainM += p.ele - a.eleRef
			a.eleRef = p.ele
		case a.eleRef-p.ele >= elevationNoiseM:
			a.eleRef = p.ele
		}
	}
	if p.hr > 0 && p.hr < 300 {
		a.hrSum += p.hr
		a.hrN++
		a.s.MaxHeartRate = math.Max(a.s.MaxHeartRate, p.hr)
	}
	if p.hasDist && p.dist >= 0 {
		a.maxDist = math.Max(a.maxDist, p.dist)
		a.hasDist = true
	}
}

// summary returns the summary of the points added so far; a distance
// recorded by the device wins over one computed from positions.
func (a *accumulator) summary() Summary {
	s := a.s
	switch {
	case a.hasDist:
		s.DistanceM, s.HasDistance = a.maxDist, true
	case a.hasPathM:
		s.DistanceM, s.HasDistance = a.pathM, true
	}
	if a.hrN > 0 {
		s.AvgHeartRate = a.hrSum / float64(a.hrN)
	}
	if !s.Start.IsZero() {
		s.DurationS = s.End.Sub(s.Start).Seconds()
	}
	if a.path != nil {
		s.Path = a.path.points()
	}
	return s
}

// earthRadiusM is the mean Earth radius (IUGG).
const earthRadiusM = 6371008.8

// Haversine returns the great-circle distance in metres between two points
// given in degrees.
func Haversine(lat1, lon1, lat2, lon2 float64) float64 {
	const rad = math.Pi / 180
	dLat := (lat2 - lat1) * rad
	dLon := (lon2 - lon1) * rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * earthRadiusM * math.Asin(math.Sqrt(math.Min(1, h)))
}

// workoutAliases maps the activity names exports use (lower case, spaces and
// dashes as underscores) to the shared workout_type vocabulary of
// ingest/doc.go. Names not listed keep their own snake_case form.
var workoutAliases = map[string]string{
	"run": "running", "running": "running", "trail_run": "running", "virtual_run": "running",
	"treadmill": "running", "jogging": "running", "street_running": "running", "trail_running": "running",
	"track_running": "running", "indoor_running": "running",
	"ride": "cycling", "cycling": "cycling", "biking": "cycling", "bike": "cycling",
	"virtual_ride": "cycling", "e_bike_ride": "cycling", "ebike_ride": "cycling", "mountain_bike_ride": "cycling",
	"e_mountain_bike_ride": "cycling", "emountain_bike_ride": "cycling", "gravel_ride": "cycling",
	"road_biking": "cycling", "mountain_biking": "cycling", "indoor_cycling": "cycling", "e_biking": "cycling",
	"velomobile": "cycling", "handcycle": "cycling",
	"swim": "swimming", "swimming": "swimming", "lap_swimming": "swimming", "open_water_swimming": "swimming",
	"walk": "walking", "walking": "walking", "casual_walking": "walking", "speed_walking": "walking",
	"hike": "hiking", "hiking": "hiking",
	"soccer": "soccer", "football": "soccer",
	"weight_training": "strength_training", "strength_training": "strength_training",
	"workout": "workout", "other": "workout", "generic": "workout",
	"rowing": "rowing", "row": "rowing", "virtual_row": "rowing", "indoor_rowing": "rowing",
	"yoga": "yoga", "elliptical": "elliptical",
	"alpine_ski": "skiing", "alpine_skiing": "skiing", "backcountry_ski": "skiing", "downhill_skiing": "skiing",
	"nordic_ski": "cross_country_skiing", "cross_country_skiing": "cross_country_skiing",
	"rock_climbing": "climbing", "rock_climb": "climbing", "climbing": "climbing",
	"crossfit": "crossfit", "hiit": "high_intensity_interval_training",
}

// stravaGPXTypes are the numeric <type> codes some Strava GPX exports write
// instead of a name; only the codes whose meaning is certain are listed.
var stravaGPXTypes = map[string]string{"1": "cycling", "4": "hiking", "9": "running", "10": "walking", "16": "swimming"}

// WorkoutType normalizes an activity name from any export ("Run",
// "Biking", "Trail Run", "MOUNTAIN_BIKING", "9") to the shared workout_type
// vocabulary: running, cycling, swimming, walking, hiking, soccer, ... A
// name the table does not know becomes its own snake_case form; an empty or
// purely numeric unknown name becomes "".
func WorkoutType(name string) string {
	key := ingest.SnakeCase(name)
	if key == "" {
		return ""
	}
	if t, ok := workoutAliases[key]; ok {
		return t
	}
	if t, ok := stravaGPXTypes[key]; ok {
		return t
	}
	if strings.Trim(key, "0123456789") == "" {
		return ""
	}
	return key
}
