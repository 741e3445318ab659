// Package applehealth imports the workouts of an Apple Health export
// (export.xml, on its own or inside export.zip as
// apple_health_export/export.xml), format "apple_health".
//
// Every <Workout> becomes one workout event with the shared workout fields:
// type, duration, distance, energy, heart rate (from the iOS 16+
// WorkoutStatistics), elevation, the device that recorded it and the GPX
// route attached to it. The route files under workout-routes/ are skipped by
// the GPX importer, so a run is counted once.
//
// Records (heart-rate, step, sleep samples and every other <Record>) are
// measurements, and a real export holds millions of them: they are passed
// over at byte level without being decoded (see recordSkipper), their
// attributes read from the raw tag, and summed into one "health" event per
// kind and day (the day's steps, the day's average heart rate with its
// lowest and highest, the hours of sleep). Each <ActivitySummary> (the
// Activity rings) is a "health" event of its day with whether each goal
// was met. The Me profile carries no events.
package applehealth

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"path"
	"strconv"
	"strings"
	"time"
	"unicode"

	"reqap/ingest"
	"reqap/ingest/track"
	"reqap/lang/measure"
)

// Importer reads Apple Health export.xml.
var Importer = &ingest.Importer{
	Name:      "apple_health",
	Doc:       "Apple Health export.xml (also inside export.zip): one workout per Workout, with its route; the day's activity rings; the profile (date of birth)",
	Sources:   []string{ingest.Workout, Health, ingest.Account},
	Recognize: recognize,
	Import:    importFile,
}

// recognize is Importer.Recognize. The DOCTYPE of recent exports is
// longer than the head, so either the DOCTYPE or the root element names the
// format.
func recognize(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	if base == "export_cda.xml" && bytes.Contains(c.Head, []byte("ClinicalDocument")) {
		return ingest.Match{Score: 80, Skip: "Apple Health clinical document: the same measurements as export.xml, no workouts"}
	}
	byContent := bytes.Contains(c.Head, []byte("<HealthData")) || bytes.Contains(c.Head, []byte("<!DOCTYPE HealthData"))
	// export.xml is a common name: without the content it counts only in
	// the export's own folder.
	byName := base == "export.xml" && (byContent || strings.Contains(strings.ToLower(c.Path), "apple_health_export/"))
	return ingest.MatchBy(byName, byContent)
}

// workout collects one <Workout> while its children stream by.
type workout struct {
	index      int
	line       int
	typ        string
	start, end time.Time
	startRaw   string
	source     string
	durationS  float64
	distanceKm float64
	hasDist    bool
	energyKcal float64
	hasEnergy  bool
	avgHR      float64
	minHR      float64
	maxHR      float64
	elevationM float64
	hasElev    bool
	indoor     *bool
	zone       string
	route      string
	// An inline route (older exports) is measured point by point.
	locLat, locLon float64
	hasLoc         bool
	locDistM       float64
	// Distance and energy from WorkoutStatistics, used when the
	// Workout's own totals are missing (iOS 16+ leaves them out).
	statDistKm  float64
	hasStatDist bool
	statKcal    float64
	hasStatKcal bool
}

func importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return err
	}
	defer f.Close()
	started := time.Now()
	skipper := newRecordSkipper(ctx, f)
	var daily dailyRecords
	skipper.onRecord = daily.add
	// Identity is the workout itself (type, start, source) plus its
	// occurrence among identical ones, not its position in the file, so
	// a later export with more workouts keeps the IDs of the old ones.
	seen := ingest.Occurrences{}
	emitWorkout := func(w *workout) error {
		return emit(ctx, in, sink, w, seen.Next(w.typ, w.startRaw, w.source)+1)
	}
	damaged := func(line int, err error) {
		sink.Skip(ingest.Line(line), &ingest.Damage{Offset: -1, Err: err})
	}
	rings := func(t xml.StartElement, line int) error {
		if t.Name.Local == "Me" {
			if ev, ok := profile(in, t, line); ok {
				return sink.Emit(ev)
			}
			return nil
		}
		if ev, ok := summary(in, t, line); ok {
			return sink.Emit(ev)
		}
		sink.Skip(fmt.Sprintf("ActivitySummary (line %d)", line), fmt.Errorf("dateComponents %q is not a date", ingest.XMLAttr(t, "dateComponents")))
		return nil
	}
	n, err := decodeResync(ctx, skipper, in.RecordLimit(), emitWorkout, rings, damaged)
	slog.Debug("apple health export read", "file", in.Name, "workouts", n, "records", skipper.records, "took", time.Since(started))
	if err == nil {
		if daily.bad > 0 {
			sink.Skip("Record", fmt.Errorf("%d records without a type or a readable startDate", daily.bad))
		}
		for _, ev := range daily.events(in) {
			if err := sink.Emit(ev); err != nil {
				return err
			}
		}
		return nil
	}
	if cerr := ctx.Err(); cerr != nil {
		return cerr
	}
	var le *lineError
	if errors.As(err, &le) {
		return in.Errorf(ingest.Line(le.line), "reading Apple Health export: %v", le.err)
	}
	return err // the sink's own error
}

// decode streams the export and calls fn with each complete workout. It
// returns the number of workouts seen. Errors are *ingest.RecordError
// values built by the caller's Input; here they carry the line.
func decode(ctx context.Context, r io.Reader, fn func(*workout) error) (int, error) {
	return decodeResync(ctx, r, 0, fn, func(xml.StartElement, int) error { return nil }, nil)
}

// decodeResync is decode reading on past damage, that also calls rings
// with each top-level <ActivitySummary> and <Me> (the day's rings, the
// person's profile): a malformed region, a token over maxToken
// bytes, or a file cut short is reported to damaged with its line, and
// reading resumes at the next <Workout>, so a damaged export keeps every
// workout outside the damage. With damaged nil, damage ends the import as
// an error.
func decodeResync(ctx context.Context, r io.Reader, maxToken int64, fn func(*workout) error,
	rings func(xml.StartElement, int) error, damaged func(line int, err error)) (int, error) {
	g := &tokenGuard{r: r, max: maxToken}
	// A byte reader: the decoder then reads no further than it parsed,
	// so after damage the rest of the file is where it stopped.
	br := &lastByte{Reader: bufio.NewReaderSize(g, 64<<10)}
	base, count := 1, 0 // base: the file line of the decoder's line 1
	var src io.Reader = br
	resumed := false
	for {
		d := xml.NewDecoder(src)
		n, line, err := decodeFrom(ctx, d, resumed, fn, rings)
		count += n
		if err == nil || damaged == nil || ctx.Err() != nil {
			if le, ok := err.(*lineError); ok {
				le.line += base - 1
			}
			return count, err
		}
		var le *lineError
		if !errors.As(err, &le) || le.notData {
			return count, err // the sink's own error, or not an export
		}
		damaged(le.line+base-1, le.err)
		if le.truncated {
			return count, nil
		}
		// Resume at the next workout, counting the lines passed over.
		skipped, found := g.skipTo(br, "<Workout")
		if !found {
			return count, nil
		}
		base += line - 1 + skipped
		src = io.MultiReader(strings.NewReader("<HealthData><"), br) // skipTo read the tag's '<'

		resumed = true
	}
}

// lastByte is a byte reader that remembers the last byte read.
type lastByte struct {
	*bufio.Reader
	last byte
}

func (r *lastByte) ReadByte() (byte, error) {
	c, err := r.Reader.ReadByte()
	if err == nil {
		r.last = c
	}
	return c, err
}

// decodeFrom runs one decoder; after damage the export is resumed with a
// decoder that starts inside <HealthData>. It returns the workouts seen
// and the decoder's line when it stopped.
func decodeFrom(ctx context.Context, d *xml.Decoder, resumed bool, fn func(*workout) error,
	rings func(xml.StartElement, int) error) (count, stopLine int, err error) {
	defer func() { stopLine, _ = d.InputPos() }()
	var (
		w       *workout
		wDepth  int
		depth   int
		inRoute bool
		root    bool
		tokens  int
	)
	for {
		tokens++
		if tokens%256 == 0 {
			if err := ctx.Err(); err != nil {
				return count, 0, err
			}
		}
		tok, err := d.Token()
		if err == io.EOF {
			if !root && !resumed {
				return count, 0, &lineError{line: 1, err: errors.New("no <HealthData> element: not an Apple Health export"), notData: true}
			}
			if w != nil || depth > 0 {
				line, _ := d.InputPos()
				what := "the file ends before </HealthData>: truncated export"
				if w != nil {
					what = fmt.Sprintf("the file ends inside Workout %d (line %d): truncated export", w.index, w.line)
				}
				return count, 0, &lineError{line: line, err: errors.New(what), truncated: true}
			}
			return count, 0, nil
		}
		if err != nil {
			if cerr := ctx.Err(); cerr != nil {
				return count, 0, cerr
			}
			line, _ := d.InputPos()
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				line = se.Line
			}
			le := &lineError{line: line, err: err, truncated: errors.Is(err, io.ErrUnexpectedEOF)}
			if w != nil {
				le.err = fmt.Errorf("in Workout %d (line %d): %w", w.index, w.line, err)
			}
			return count, 0, le
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			name := t.Name.Local
			if !root {
				if name != "HealthData" {
					return count, 0, &lineError{line: 1, err: fmt.Errorf("root element is <%s>, want <HealthData>: not an Apple Health export", name), notData: true}
				}
				root = true
				continue
			}
			switch {
			case w == nil && depth == 2 && (name == "ActivitySummary" || name == "Me"):
				line, _ := d.InputPos()
				if err := rings(t, line); err != nil {
					return count, 0, err
				}
			case w == nil && name == "Workout":
				count++
				line, _ := d.InputPos()
				w = startWorkout(t, count, line)
				wDepth = depth
			case w == nil:
			case depth == wDepth+1 && name == "MetadataEntry":
				w.metadata(ingest.XMLAttr(t, "key"), ingest.XMLAttr(t, "value"))
			case depth == wDepth+1 && name == "WorkoutStatistics":
				w.statistics(t)
			case depth == wDepth+1 && name == "WorkoutRoute":
				inRoute = true
			case inRoute && name == "FileReference":
				if p := ingest.XMLAttr(t, "path"); p != "" && w.route == "" {
					w.route = strings.TrimPrefix(path.Clean("/"+p), "/")
				}
			case inRoute && name == "Location":
				w.location(t)
			}
		case xml.EndElement:
			if w != nil && depth == wDepth && t.Name.Local == "Workout" {
				if err := fn(w); err != nil {
					return count, 0, err
				}
				w = nil
			}
			if t.Name.Local == "WorkoutRoute" {
				inRoute = false
			}
			depth--
			if depth == 0 {
				return count, 0, nil // </HealthData>; anything after is not data
			}
		}
	}
}

// lineError is a problem at a line of the export.
type lineError struct {
	line      int
	err       error
	truncated bool // the file ends there
	notData   bool // the file is not an export at all
}

func (e *lineError) Error() string { return fmt.Sprintf("line %d: %v", e.line, e.err) }
func (e *lineError) Unwrap() error { return e.err }

func startWorkout(se xml.StartElement, index, line int) *workout {
	w := &workout{index: index, line: line, typ: ingest.XMLAttr(se, "workoutActivityType"), source: ingest.XMLAttr(se, "sourceName")}
	w.startRaw = ingest.XMLAttr(se, "startDate")
	w.start, _ = parseDate(w.startRaw)
	w.end, _ = parseDate(ingest.XMLAttr(se, "endDate"))
	if v, ok := number(ingest.XMLAttr(se, "duration")); ok {
		if s, ok := measure.Seconds(v, cmp.Or(ingest.XMLAttr(se, "durationUnit"), "min")); ok {
			w.durationS = s
		}
	}
	if v, ok := number(ingest.XMLAttr(se, "totalDistance")); ok {
		if km, ok := measure.Km(v, ingest.XMLAttr(se, "totalDistanceUnit")); ok {
			w.distanceKm, w.hasDist = km, true
		}
	}
	if v, ok := number(ingest.XMLAttr(se, "totalEnergyBurned")); ok {
		if kcal, ok := measure.Kcal(v, ingest.XMLAttr(se, "totalEnergyBurnedUnit")); ok {
			w.energyKcal, w.hasEnergy = kcal, true
		}
	}
	return w
}

func (w *workout) metadata(key, value string) {
	switch key {
	case "HKTimeZone":
		w.zone = value
	case "HKIndoorWorkout":
		b := value == "1" || strings.EqualFold(value, "true")
		w.indoor = &b
	case "HKElevationAscended":
		// A quantity with its unit: "4500 cm".
		f := strings.Fields(value)
		if len(f) == 2 {
			if v, ok := number(f[0]); ok {
				if km, ok := measure.Km(v, f[1]); ok {
					w.elevationM, w.hasElev = km*1000, true
				}
			}
		}
	}
}

func (w *workout) statistics(se xml.StartElement) {
	typ, u := ingest.XMLAttr(se, "type"), ingest.XMLAttr(se, "unit")
	switch {
	case typ == "HKQuantityTypeIdentifierHeartRate":
		if v, ok := number(ingest.XMLAttr(se, "average")); ok {
			w.avgHR = v
		}
		if v, ok := number(ingest.XMLAttr(se, "minimum")); ok {
			w.minHR = v
		}
		if v, ok := number(ingest.XMLAttr(se, "maximum")); ok {
			w.maxHR = v
		}
	case typ == "HKQuantityTypeIdentifierActiveEnergyBurned":
		if v, ok := number(ingest.XMLAttr(se, "sum")); ok {
			if kcal, ok := measure.Kcal(v, u); ok {
				w.statKcal, w.hasStatKcal = kcal, true
			}
		}
	case strings.HasPrefix(typ, "HKQuantityTypeIdentifierDistance"):
		if v, ok := number(ingest.XMLAttr(se, "sum")); ok {
			if km, ok := measure.Km(v, u); ok {
				w.statDistKm += km
				w.hasStatDist = true
			}
		}
	}
}

func (w *workout) location(se xml.StartElement) {
	lat, ok1 := number(ingest.XMLAttr(se, "latitude"))
	lon, ok2 := number(ingest.XMLAttr(se, "longitude"))
	if !ok1 || !ok2 || math.Abs(lat) > 90 || math.Abs(lon) > 180 {
		return
	}
	if w.hasLoc {
		w.locDistM += track.Haversine(w.locLat, w.locLon, lat, lon)
	}
	w.locLat, w.locLon, w.hasLoc = lat, lon, true
}

// emit turns a workout into an event, measuring its route when it has no
// distance of its own.
func emit(ctx context.Context, in *ingest.Input, sink ingest.Sink, w *workout, occurrence int) error {
	rec := fmt.Sprintf("Workout %d (line %d)", w.index, w.line)
	if w.start.IsZero() {
		sink.Skip(rec, fmt.Errorf("startDate %q is not a date", w.startRaw))
		return nil
	}
	ev := ingest.Event{Source: ingest.Workout, Start: w.start, End: w.end}
	if ev.End.IsZero() || ev.End.Before(ev.Start) {
		ev.End = ev.Start.Add(time.Duration(w.durationS * float64(time.Second)))
	}
	// Apple writes every date with the offset the phone had when the
	// export was made; the workout's own zone gives the local time it
	// happened at (a November run exported in July is -0800, not -0700).
	if w.zone != "" {
		if loc, err := time.LoadLocation(w.zone); err == nil {
			ev.Start, ev.End = ev.Start.In(loc), ev.End.In(loc)
		}
	}
	ev.SetText("workout_type", WorkoutType(w.typ))
	dur := w.durationS
	if dur <= 0 {
		dur = ev.End.Sub(ev.Start).Seconds()
	}
	if dur > 0 {
		ev.SetNumber("duration_s", ingest.Round(dur, 1))
	}
	dist, hasDist := w.distanceKm, w.hasDist
	if !hasDist && w.hasStatDist {
		dist, hasDist = w.statDistKm, true
	}
	if !hasDist && w.route != "" {
		dist, hasDist = routeDistanceKm(ctx, in, w.route)
	}
	if !hasDist && w.hasLoc {
		dist, hasDist = w.locDistM/1000, true
	}
	if hasDist {
		ev.SetNumber("distance_km", ingest.Round(dist, 3))
	}
	if w.hasEnergy {
		ev.SetNumber("energy_kcal", ingest.Round(w.energyKcal, 1))
	} else if w.hasStatKcal {
		ev.SetNumber("energy_kcal", ingest.Round(w.statKcal, 1))
	}
	for _, hr := range []struct {
		key string
		v   float64
	}{{"avg_heart_rate_bpm", w.avgHR}, {"min_heart_rate_bpm", w.minHR}, {"max_heart_rate_bpm", w.maxHR}} {
		if hr.v > 0 {
			ev.SetNumber(hr.key, ingest.Round(hr.v, 1))
		}
	}
	if w.hasElev {
		ev.SetNumber("elevation_gain_m", ingest.Round(w.elevationM, 1))
	}
	if hasDist && dur > 0 && dist > 0 {
		ev.SetNumber("avg_speed_kmh", ingest.Round(dist/dur*3600, 2))
	}
	ev.SetText("device", plainSpaces(w.source))
	if w.indoor != nil {
		ev.SetBool("indoor", *w.indoor)
	}
	ev.SetText("route", w.route)
	ev.ID = in.ID("Workout", w.typ, w.startRaw, w.source, strconv.Itoa(occurrence))
	ev.Origin = in.Origin(rec)
	return sink.Emit(ev)
}

// routeDistanceKm measures the route GPX a workout refers to. The path is
// relative to the folder of export.xml ("/workout-routes/route_….gpx").
// A missing or unreadable route only costs the distance.
func routeDistanceKm(ctx context.Context, in *ingest.Input, route string) (float64, bool) {
	p := path.Join(path.Dir(in.Path), route)
	var dist float64
	var ok bool
	err := track.ReadFile(ctx, in.FS, p, func(t track.Track) error {
		if t.HasDistance {
			dist += t.DistanceM / 1000
			ok = true
		}
		return nil
	})
	if err != nil {
		slog.Debug("apple health route not measured", "file", in.Name, "route", p, "err", err)
		return 0, false
	}
	return dist, ok
}

// plainSpaces replaces the no-break spaces Apple writes in device names
// ("Apple\u00a0Watch") by plain ones, so the name matches what people type.
func plainSpaces(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return ' '
		}
		return r
	}, s)
}

// parseDate reads "2019-06-11 15:00:00 -0700", keeping the offset as a fixed
// zone (time.Parse alone would pick time.Local when the offsets agree,
// making the result depend on the machine).
func parseDate(s string) (time.Time, bool) {
	for _, l := range []string{"2006-01-02 15:04:05 -0700", time.RFC3339} {
		if t, err := time.Parse(l, s); err == nil {
			return ingest.FixedOffset(t), true
		}
	}
	return time.Time{}, false
}

func number(s string) (float64, bool) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || f < 0 || f > 1e9 {
		return 0, false
	}
	return f, true
}
