package takeout

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
)

// Location reads the four shapes of Google Location History.
var Location = &ingest.Importer{
	Name:      "google_location",
	Doc:       "Google Location History: Semantic Location History YYYY_MONTH.json, Records.json, Timeline.json (Android), location-history.json (iOS)",
	Recognize: recognizeLocation,
	Import:    importLocation,
	// Google writes activity and location times in UTC ("…Z" or
	// milliseconds since the epoch), never the zone the person was in.
	UTCStamped: true,
}

func importLocation(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	dec, c, err := ingest.OpenJSON(ctx, in)
	if err != nil {
		return err
	}
	defer c.Close()
	em := &emitter{in: in, sink: sink, seen: map[string]string{}}

	tok, err := dec.Token()
	if err != nil {
		return in.Errorf("", "reading the start of the JSON: %w", err)
	}
	switch tok {
	case json.Delim('['):
		// The iOS export: a bare array of segments.
		return em.segments(ctx, dec, "")
	case json.Delim('{'):
	default:
		return in.Errorf("", "expected a JSON object or array, found %s", ingest.JSONKind(tok))
	}
	found := false
	err = ingest.EachJSONKey(in, dec, func(key string) error {
		switch key {
		case "timelineObjects":
			found = true
			if err := ingest.ExpectJSONArray(in, dec, key); err != nil {
				return err
			}
			var obj timelineObject
			return ingest.EachJSON(ctx, in, sink, dec, key,
				func(dec *json.Decoder) error { obj = timelineObject{}; return dec.Decode(&obj) },
				func(_ int, rec string) error { return em.timelineObject(&obj, rec) })
		case "semanticSegments":
			found = true
			return em.segments(ctx, dec, key)
		case "locations":
			found = true
			return em.records(ctx, dec, key)
		}
		// rawSignals, userLocationProfile and the like: device data and
		// settings, not events.
		if err := ingest.SkipJSON(dec); err != nil {
			return in.Errorf(key, "reading the JSON: %w", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if !found {
		return in.Errorf("", "no timelineObjects, semanticSegments or locations in the file")
	}
	return nil
}

// emitter emits location events once each: Google's exports repeat
// segments, and a repeated segment must not count twice.
type emitter struct {
	in   *ingest.Input
	sink ingest.Sink
	seen map[string]string // identity -> record of its first occurrence
}

// emit sends ev unless an event with the same identity was sent; the
// identity is the kind of segment, its start and end and its place or
// activity.
func (em *emitter) emit(ev ingest.Event, rec string, identity ...string) error {
	key := strings.Join(identity, "\x1f")
	if first, dup := em.seen[key]; dup {
		em.sink.Skip(rec, fmt.Errorf("duplicate of %s", first))
		return nil
	}
	em.seen[key] = rec
	ev.ID = em.in.ID(identity...)
	ev.Origin = em.in.Origin(rec)
	return em.sink.Emit(ev)
}

func stamp(t time.Time) string { return t.UTC().Format(time.RFC3339Nano) }

// setCoord sets a pair of coordinate fields.
func setCoord(ev *ingest.Event, prefix string, p point) {
	if !p.ok {
		return
	}
	ev.SetNumber(prefix+"latitude", p.lat)
	ev.SetNumber(prefix+"longitude", p.lng)
}

// point is a coordinate that may be missing.
type point struct {
	lat, lng float64
	ok       bool
}

func (p point) String() string {
	if !p.ok {
		return ""
	}
	return strconv.FormatFloat(p.lat, 'f', -1, 64) + "," + strconv.FormatFloat(p.lng, 'f', -1, 64)
}

func makePoint(lat, lng float64) point {
	if math.IsNaN(lat) || math.IsNaN(lng) || lat < -90 || lat > 90 || lng < -180 || lng > 180 {
		return point{}
	}
	return point{lat: lat, lng: lng, ok: true}
}

// e7 turns Google's latitudeE7/longitudeE7 integers into a point. Old
// exports wrote negative values as unsigned 32-bit integers; they are
// folded back.
func e7(lat, lng ingest.FlexFloat) point {
	if !lat.Set || !lng.Set {
		return point{}
	}
	la, lo := lat.X, lng.X
	if la > 900000000 {
		la -= 4294967296
	}
	if lo > 1800000000 {
		lo -= 4294967296
	}
	return makePoint(la/1e7, lo/1e7)
}

// lower turns Google's enum names into field values: IN_PASSENGER_VEHICLE
// → in_passenger_vehicle; unknown values give "".
func lower(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimPrefix(s, "type_")
	switch s {
	case "", "unknown", "unknown_activity_type", "unknown_type", "type_unknown", "unknown_semantic_type":
		return ""
	}
	return s
}

func km(meters float64) float64 { return math.Round(meters) / 1000 }

// ---- Semantic Location History: {"timelineObjects": [...]} ----

type timelineObject struct {
	PlaceVisit      *placeVisit      `json:"placeVisit"`
	ActivitySegment *activitySegment `json:"activitySegment"`
}

// e7Coords are where a place of the semantic history or a raw point of
// Records.json is, under the names both use.
type e7Coords struct {
	LatitudeE7  ingest.FlexFloat `json:"latitudeE7"`
	LongitudeE7 ingest.FlexFloat `json:"longitudeE7"`
}

func (c e7Coords) point() point { return e7(c.LatitudeE7, c.LongitudeE7) }

type semLocation struct {
	e7Coords
	PlaceID      string `json:"placeId"`
	Address      string `json:"address"`
	Name         string `json:"name"`
	SemanticType string `json:"semanticType"`
}

type semDuration struct {
	Start   ingest.FlexString `json:"startTimestamp"`
	End     ingest.FlexString `json:"endTimestamp"`
	StartMs ingest.FlexString `json:"startTimestampMs"`
	EndMs   ingest.FlexString `json:"endTimestampMs"`
}

// span reads a duration in either of its forms. A missing end makes an
// instant.
func (d semDuration) span() (start, end time.Time, err error) {
	s, e := string(d.Start), string(d.End)
	if s == "" {
		s = string(d.StartMs)
	}
	if e == "" {
		e = string(d.EndMs)
	}
	if s == "" {
		return start, end, errors.New("the segment has no start time")
	}
	if start, err = ingest.ParseTime(s); err != nil {
		return start, end, err
	}
	end = start
	if e != "" {
		if end, err = ingest.ParseTime(e); err != nil {
			return start, end, err
		}
		if end.Before(start) {
			return start, end, fmt.Errorf("the segment ends (%s) before it starts (%s)", e, s)
		}
	}
	return start, end, nil
}

type placeVisit struct {
	Location   semLocation   `json:"location"`
	Duration   semDuration   `json:"duration"`
	Candidates []semLocation `json:"otherCandidateLocations"`
	Children   []placeVisit  `json:"childVisits"`
}

// e7Point is a waypoint: e7Coords under shorter names.
type e7Point struct {
	LatE7 ingest.FlexFloat `json:"latE7"`
	LngE7 ingest.FlexFloat `json:"lngE7"`
}

func (w e7Point) point() point { return e7(w.LatE7, w.LngE7) }

type activitySegment struct {
	StartLocation semLocation      `json:"startLocation"`
	EndLocation   semLocation      `json:"endLocation"`
	Duration      semDuration      `json:"duration"`
	Distance      ingest.FlexFloat `json:"distance"`
	ActivityType  string           `json:"activityType"`
	Activities    []struct {
		ActivityType string `json:"activityType"`
	} `json:"activities"`
	WaypointPath *struct {
		Waypoints      []e7Point        `json:"waypoints"`
		DistanceMeters ingest.FlexFloat `json:"distanceMeters"`
	} `json:"waypointPath"`
	TransitPath *struct {
		Name string `json:"name"`
	} `json:"transitPath"`
}

func (em *emitter) timelineObject(obj *timelineObject, rec string) error {
	if obj.PlaceVisit != nil {
		if err := em.placeVisit(obj.PlaceVisit, rec+".placeVisit", 0); err != nil {
			return err
		}
	}
	if obj.ActivitySegment != nil {
		return em.activitySegment(obj.ActivitySegment, rec+".activitySegment")
	}
	if obj.PlaceVisit == nil {
		em.sink.Skip(rec, errors.New("neither placeVisit nor activitySegment"))
	}
	return nil
}

func (em *emitter) placeVisit(v *placeVisit, rec string, depth int) error {
	start, end, err := v.Duration.span()
	if err != nil {
		em.sink.Skip(rec, err)
		return nil
	}
	loc := v.Location
	p := loc.point()
	if !p.ok && loc.PlaceID == "" && loc.Name == "" {
		// Google leaves location out when unsure; its best other
		// candidate still says roughly where.
		for _, c := range v.Candidates {
			if cp := c.point(); cp.ok || c.PlaceID != "" {
				loc, p = c, cp
				break
			}
		}
	}
	ev := ingest.Event{Source: ingest.Location, Start: start, End: end}
	ev.SetText("segment", "visit")
	ev.SetText("place_name", loc.Name)
	ev.SetText("address", strings.ReplaceAll(strings.TrimSpace(loc.Address), "\n", ", "))
	ev.SetText("semantic_type", lower(loc.SemanticType))
	ev.SetText("place_id", loc.PlaceID)
	setCoord(&ev, "", p)
	if err := em.emit(ev, rec, "visit", stamp(start), stamp(end), loc.PlaceID, p.String(), loc.Name); err != nil {
		return err
	}
	if depth < 4 {
		for i := range v.Children {
			if err := em.placeVisit(&v.Children[i], rec+".childVisits["+strconv.Itoa(i)+"]", depth+1); err != nil {
				return err
			}
		}
	}
	return nil
}

func (em *emitter) activitySegment(a *activitySegment, rec string) error {
	start, end, err := a.Duration.span()
	if err != nil {
		em.sink.Skip(rec, err)
		return nil
	}
	kind := a.ActivityType
	if kind == "" && len(a.Activities) > 0 {
		kind = a.Activities[0].ActivityType
	}
	from := a.StartLocation.point()
	to := a.EndLocation.point()
	dist := a.Distance
	if wp := a.WaypointPath; wp != nil {
		if !dist.Set {
			dist = wp.DistanceMeters
		}
		if n := len(wp.Waypoints); n > 0 {
			if !from.ok {
				from = wp.Waypoints[0].point()
			}
			if !to.ok {
				to = wp.Waypoints[n-1].point()
			}
		}
	}
	ev := ingest.Event{Source: ingest.Location, Start: start, End: end}
	ev.SetText("segment", "activity")
	ev.SetText("activity_type", lower(kind))
	if dist.Set && dist.X >= 0 {
		ev.SetNumber("distance_km", km(dist.X))
	}
	setCoord(&ev, "", from)
	setCoord(&ev, "end_", to)
	ev.SetText("place_name", a.StartLocation.Name)
	ev.SetText("end_place_name", a.EndLocation.Name)
	if a.TransitPath != nil {
		ev.SetText("transit_line", a.TransitPath.Name)
	}
	return em.emit(ev, rec, "activity", stamp(start), stamp(end), lower(kind), from.String(), to.String())
}

// ---- Timeline.json {"semanticSegments": [...]} and the iOS array ----

// latLng is a coordinate written as "48.8566°, 2.3522°" (Android),
// "geo:27.720022,-97.347951" (iOS) or either inside {"latLng": ...}.
type latLng struct{ point }

func (l *latLng) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if string(b) == "null" {
		*l = latLng{}
		return nil
	}
	var s string
	if len(b) > 0 && b[0] == '{' {
		var o struct {
			LatLng string `json:"latLng"`
		}
		if err := json.Unmarshal(b, &o); err != nil {
			return ingest.NotA("a coordinate", string(b))
		}
		s = o.LatLng
	} else if err := json.Unmarshal(b, &s); err != nil {
		return ingest.NotA("a coordinate", string(b))
	}
	p, ok := parseLatLng(s)
	if !ok && s != "" {
		return ingest.NotA("a coordinate", s)
	}
	l.point = p
	return nil
}

func parseLatLng(s string) (point, bool) {
	s = strings.TrimPrefix(strings.TrimSpace(s), "geo:")
	s = strings.ReplaceAll(s, "°", "")
	lat, lng, ok := strings.Cut(s, ",")
	if !ok {
		return point{}, false
	}
	la, err1 := strconv.ParseFloat(strings.TrimSpace(lat), 64)
	lo, err2 := strconv.ParseFloat(strings.TrimSpace(lng), 64)
	if err1 != nil || err2 != nil {
		return point{}, false
	}
	p := makePoint(la, lo)
	return p, p.ok
}

// placeRef is a destination: a place id string (iOS) or {"placeId": ...}.
type placeRef string

func (r *placeRef) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		*r = placeRef(s)
		return nil
	}
	var o struct {
		PlaceID string `json:"placeId"`
	}
	if err := json.Unmarshal(b, &o); err != nil {
		return ingest.NotA("a place reference", string(b))
	}
	*r = placeRef(o.PlaceID)
	return nil
}

type destinations struct {
	Destinations []struct {
		Identifier placeRef `json:"identifier"`
	} `json:"destinations"`
	DistanceFromOriginKms ingest.FlexFloat `json:"distanceFromOriginKms"`
}

type segment struct {
	StartTime string `json:"startTime"`
	EndTime   string `json:"endTime"`
	Visit     *struct {
		TopCandidate struct {
			PlaceID       string `json:"placeId"` // iOS writes placeID: matched too
			SemanticType  string `json:"semanticType"`
			PlaceLocation latLng `json:"placeLocation"`
		} `json:"topCandidate"`
	} `json:"visit"`
	Activity *struct {
		Start          latLng           `json:"start"`
		End            latLng           `json:"end"`
		DistanceMeters ingest.FlexFloat `json:"distanceMeters"`
		TopCandidate   struct {
			Type string `json:"type"`
		} `json:"topCandidate"`
	} `json:"activity"`
	TimelinePath []struct {
		Point  latLng            `json:"point"`
		Time   string            `json:"time"`
		Offset ingest.FlexString `json:"durationMinutesOffsetFromStartTime"`
	} `json:"timelinePath"`
	TimelineMemory *struct {
		destinations
		Trip *destinations `json:"trip"`
	} `json:"timelineMemory"`
}

func (em *emitter) segments(ctx context.Context, dec *json.Decoder, key string) error {
	if key != "" {
		if err := ingest.ExpectJSONArray(em.in, dec, key); err != nil {
			return err
		}
	}
	var seg segment
	return ingest.EachJSON(ctx, em.in, em.sink, dec, key,
		func(dec *json.Decoder) error { seg = segment{}; return dec.Decode(&seg) },
		func(_ int, rec string) error { return em.segment(&seg, rec) })
}

func (em *emitter) segment(s *segment, rec string) error {
	start, err := ingest.ParseTime(s.StartTime)
	if err != nil {
		em.sink.Skip(rec, fmt.Errorf("startTime: %w", err))
		return nil
	}
	end := start
	if s.EndTime != "" {
		if end, err = ingest.ParseTime(s.EndTime); err != nil || end.Before(start) {
			em.sink.Skip(rec, fmt.Errorf("endTime %q is not a time after startTime", ingest.Printable(s.EndTime, 40)))
			return nil
		}
	}
	emitted := false
	if v := s.Visit; v != nil {
		emitted = true
		c := v.TopCandidate
		ev := ingest.Event{Source: ingest.Location, Start: start, End: end}
		ev.SetText("segment", "visit")
		ev.SetText("semantic_type", lower(c.SemanticType))
		ev.SetText("place_id", c.PlaceID)
		setCoord(&ev, "", c.PlaceLocation.point)
		if err := em.emit(ev, rec+".visit", "visit", stamp(start), stamp(end), c.PlaceID, c.PlaceLocation.String()); err != nil {
			return err
		}
	}
	if a := s.Activity; a != nil {
		emitted = true
		kind := lower(a.TopCandidate.Type)
		ev := ingest.Event{Source: ingest.Location, Start: start, End: end}
		ev.SetText("segment", "activity")
		ev.SetText("activity_type", kind)
		if a.DistanceMeters.Set && a.DistanceMeters.X >= 0 {
			ev.SetNumber("distance_km", km(a.DistanceMeters.X))
		}
		setCoord(&ev, "", a.Start.point)
		setCoord(&ev, "end_", a.End.point)
		if err := em.emit(ev, rec+".activity", "activity", stamp(start), stamp(end), kind, a.Start.String(), a.End.String()); err != nil {
			return err
		}
	}
	if len(s.TimelinePath) > 0 {
		emitted = true
		// The same point at the same time is written more than once in
		// some exports: it counts once.
		type key struct{ at, where string }
		seen := map[key]bool{}
		var first, last point
		for _, tp := range s.TimelinePath {
			if !tp.Point.ok {
				continue
			}
			k := key{tp.Time + "+" + string(tp.Offset), tp.Point.String()}
			if seen[k] {
				continue
			}
			seen[k] = true
			if !first.ok {
				first = tp.Point.point
			}
			last = tp.Point.point
		}
		if len(seen) > 0 {
			ev := ingest.Event{Source: ingest.Location, Start: start, End: end}
			ev.SetText("segment", "path")
			ev.SetNumber("point_count", float64(len(seen)))
			setCoord(&ev, "", first)
			setCoord(&ev, "end_", last)
			if err := em.emit(ev, rec+".timelinePath", "path", stamp(start), stamp(end), first.String(), last.String(), strconv.Itoa(len(seen))); err != nil {
				return err
			}
		} else {
			em.sink.Skip(rec+".timelinePath", errors.New("no readable point"))
		}
	}
	if m := s.TimelineMemory; m != nil {
		emitted = true
		d := m.destinations
		if m.Trip != nil {
			d = *m.Trip
		}
		var places []string
		for _, x := range d.Destinations {
			places = append(places, string(x.Identifier))
		}
		ev := ingest.Event{Source: ingest.Location, Start: start, End: end}
		ev.SetText("segment", "trip")
		ev.SetList("destinations", places)
		if d.DistanceFromOriginKms.Set {
			ev.SetNumber("distance_from_origin_km", d.DistanceFromOriginKms.X)
		}
		if err := em.emit(ev, rec+".timelineMemory", "trip", stamp(start), stamp(end), strings.Join(places, ",")); err != nil {
			return err
		}
	}
	if !emitted {
		em.sink.Skip(rec, errors.New("no visit, activity, timelinePath or timelineMemory"))
	}
	return nil
}

// ---- Records.json / Location History.json {"locations": [...]} ----

type record struct {
	e7Coords
	TimestampMs ingest.FlexString `json:"timestampMs"`
	Timestamp   string            `json:"timestamp"`
}

// day aggregates the raw points of one UTC day.
type day struct {
	date                  string
	first, last           time.Time
	firstPoint            point
	count                 int
	minLat, maxLat        float64
	minLng, maxLng        float64
	firstIndex, lastIndex int
	pointsSeen            map[string]bool
}

// records turns raw points (a phone's fixes every few seconds, millions of
// them) into one event per UTC day: when the first and last point of the
// day were taken, how many distinct points there are, where the first one
// is and the bounding box of all. Identical points (same time and place)
// count once; this is checked within a day while the file stays in time
// order, which Google's files are.
func (em *emitter) records(ctx context.Context, dec *json.Decoder, key string) error {
	if err := ingest.ExpectJSONArray(em.in, dec, key); err != nil {
		return err
	}
	days := map[string]*day{}
	var current *day
	var r record
	err := ingest.EachJSON(ctx, em.in, em.sink, dec, key,
		func(dec *json.Decoder) error { r = record{}; return dec.Decode(&r) },
		func(index int, rec string) error {
			ts := r.Timestamp
			if ts == "" {
				ts = string(r.TimestampMs)
			}
			t, err := ingest.ParseTime(ts)
			if err != nil {
				em.sink.Skip(rec, fmt.Errorf("timestamp: %w", err))
				return nil
			}
			p := r.point()
			if !p.ok {
				em.sink.Skip(rec, errors.New("no valid latitudeE7/longitudeE7"))
				return nil
			}
			t = t.UTC()
			date := t.Format("2006-01-02")
			d := days[date]
			if d == nil {
				d = &day{date: date, first: t, last: t, firstPoint: p, minLat: p.lat, maxLat: p.lat, minLng: p.lng, maxLng: p.lng, firstIndex: index}
				days[date] = d
			}
			if current != d {
				if current != nil {
					current.pointsSeen = nil
				}
				current = d
				d.pointsSeen = map[string]bool{}
			}
			k := stamp(t) + "@" + p.String()
			if d.pointsSeen[k] {
				return nil
			}
			d.pointsSeen[k] = true
			d.count++
			d.lastIndex = index
			if t.Before(d.first) {
				d.first, d.firstPoint = t, p
			}
			if t.After(d.last) {
				d.last = t
			}
			d.minLat, d.maxLat = math.Min(d.minLat, p.lat), math.Max(d.maxLat, p.lat)
			d.minLng, d.maxLng = math.Min(d.minLng, p.lng), math.Max(d.maxLng, p.lng)
			return nil
		})
	if err != nil {
		return err
	}
	slog.Debug("google_location: raw points aggregated per day", "file", em.in.Name, "days", len(days))
	for _, date := range slices.Sorted(maps.Keys(days)) {
		if err := ctx.Err(); err != nil {
			return err
		}
		d := days[date]
		ev := ingest.Event{Source: ingest.Location, Start: d.first, End: d.last}
		ev.SetText("segment", "points")
		ev.SetNumber("point_count", float64(d.count))
		setCoord(&ev, "", d.firstPoint)
		ev.SetNumber("min_latitude", d.minLat)
		ev.SetNumber("max_latitude", d.maxLat)
		ev.SetNumber("min_longitude", d.minLng)
		ev.SetNumber("max_longitude", d.maxLng)
		rec := key + " on " + date + " ([" + strconv.Itoa(d.firstIndex) + "]..[" + strconv.Itoa(d.lastIndex) + "])"
		if err := em.emit(ev, rec, "points", date); err != nil {
			return err
		}
	}
	return nil
}
