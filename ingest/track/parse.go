package track

import (
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/encoding/htmlindex"

	"reqap/ingest"
)

// Track is one recorded activity of a file: a GPX <trk> or a TCX <Activity>.
type Track struct {
	Index   int    // 1-based position among the file's tracks or activities
	Line    int    // line where it starts
	Name    string // GPX trk name; TCX has none
	Type    string // GPX trk type or TCX Sport, as written
	Creator string // GPX creator attribute or TCX Creator Name
	Notes   string // GPX desc or TCX Notes
	Summary
}

// Record names the track for origins and skip reports.
func (t Track) Record(kind string) string {
	return fmt.Sprintf("%s %d (line %d)", kind, t.Index, t.Line)
}

// LineError is a problem that stops reading a file at a line.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *LineError) Unwrap() error { return e.Err }

// ErrNotTrackFile is returned when the root element is not the expected one.
var ErrNotTrackFile = errors.New("not a GPX or TCX document")

// newDecoder returns a streaming decoder that understands the legacy
// encodings some devices still declare (ISO-8859-1, windows-1252).
func newDecoder(r io.Reader) *xml.Decoder {
	d := xml.NewDecoder(r)
	// Hand-edited files use HTML entities (&nbsp;, &eacute;) in names.
	d.Entity = xml.HTMLEntity
	d.CharsetReader = func(label string, in io.Reader) (io.Reader, error) {
		enc, err := htmlindex.Get(label)
		if err != nil {
			return nil, fmt.Errorf("unsupported encoding %q", label)
		}
		return enc.NewDecoder().Reader(in), nil
	}
	return d
}

// walker keeps the element path and the text of the current leaf element
// while a document is streamed.
type walker struct {
	d     *xml.Decoder
	stack []string
	text  []byte
	n     int
}

// walk streams the document, whose root element must be root, and hands
// on its elements: start gets every start element, the root's with root
// set, end every end element; end's error stops the walk and is returned.
func (w *walker) walk(ctx context.Context, root string, start func(t xml.StartElement, root bool), end func(xml.EndElement) error) error {
	seen := false
	for {
		tok, err := w.next(ctx)
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if !seen {
				if t.Name.Local != root {
					return &LineError{Line: w.line(), Err: fmt.Errorf("%w: root element is <%s>, want <%s>", ErrNotTrackFile, t.Name.Local, root)}
				}
				seen = true
				start(t, true)
				continue
			}
			start(t, false)
		case xml.EndElement:
			if err := end(t); err != nil {
				return err
			}
		}
	}
	if !seen {
		return &LineError{Line: w.line(), Err: fmt.Errorf("%w: no <%s> element", ErrNotTrackFile, root)}
	}
	return nil
}

// next returns the next token, checking ctx every few hundred tokens.
func (w *walker) next(ctx context.Context) (xml.Token, error) {
	w.n++
	if w.n%512 == 0 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
	tok, err := w.d.Token()
	if err != nil {
		if err == io.EOF {
			return nil, err
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		line, _ := w.d.InputPos()
		var se *xml.SyntaxError
		if errors.As(err, &se) {
			line = se.Line
		}
		return nil, &LineError{Line: line, Err: err}
	}
	switch t := tok.(type) {
	case xml.StartElement:
		w.stack = append(w.stack, t.Name.Local)
		w.text = w.text[:0]
	case xml.EndElement:
		if len(w.stack) > 0 {
			w.stack = w.stack[:len(w.stack)-1]
		}
	case xml.CharData:
		w.text = append(w.text, t...)
	}
	return tok, nil
}

// up returns the name of the element n levels up from the one just closed
// (up(1) is its parent).
func (w *walker) up(n int) string {
	if i := len(w.stack) - n; i >= 0 {
		return w.stack[i]
	}
	return ""
}

func (w *walker) line() int {
	l, _ := w.d.InputPos()
	return l
}

func (w *walker) leaf() string { return strings.TrimSpace(string(w.text)) }

func parseFloat(s string) (float64, bool) {
	f, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || f != f || f > 1e12 || f < -1e12 {
		return 0, false
	}
	return f, true
}

// ParseTime reads the ISO 8601 times GPX and TCX files carry, with or
// without fractional seconds and offset (a missing offset means UTC). An
// offset is kept as a fixed zone; UTC stays UTC.
func ParseTime(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05Z07:00", "2006-01-02 15:04:05"} {
		if t, err := time.Parse(layout, s); err == nil {
			return ingest.FixedOffset(t), true
		}
	}
	return time.Time{}, false
}

// ReadGPX streams a GPX document and calls fn with each <trk>, in order.
// Points without a position or time are counted and used for what they
// carry. fn's error stops the reading and is returned as is.
func ReadGPX(ctx context.Context, r io.Reader, fn func(Track) error) error {
	w := &walker{d: newDecoder(r)}
	var (
		creator string
		cur     *Track
		acc     accumulator
		pt      point
		inPt    bool
		index   int
	)
	err := w.walk(ctx, "gpx", func(t xml.StartElement, root bool) {
		if root {
			creator = ingest.XMLAttr(t, "creator")
			return
		}
		switch t.Name.Local {
		case "trk":
			index++
			cur = &Track{Index: index, Line: w.line(), Creator: creator}
			acc = accumulator{path: newPathKeeper(ctx)}
		case "trkpt":
			if cur == nil {
				return
			}
			inPt = true
			pt = point{}
			lat, okLat := parseFloat(ingest.XMLAttr(t, "lat"))
			lon, okLon := parseFloat(ingest.XMLAttr(t, "lon"))
			if okLat && okLon && lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180 {
				pt.lat, pt.lon, pt.hasPos = lat, lon, true
			}
		}
	}, func(t xml.EndElement) error {
		if cur == nil {
			return nil
		}
		name := t.Name.Local
		switch {
		case name == "trk":
			cur.Summary = acc.summary()
			if err := fn(*cur); err != nil {
				return err
			}
			cur = nil
		case name == "trkpt":
			if inPt {
				acc.add(pt)
			}
			inPt = false
		case inPt && name == "ele" && w.up(1) == "trkpt":
			if v, ok := parseFloat(w.leaf()); ok {
				pt.ele, pt.hasEle = v, true
			}
		case inPt && name == "time" && w.up(1) == "trkpt":
			if tm, ok := ParseTime(w.leaf()); ok {
				pt.time = tm
			}
		case inPt && (name == "hr" || name == "heartrate"):
			// Garmin's gpxtpx:TrackPointExtension and older
			// vendor extensions put the heart rate below
			// <extensions>, at varying depths.
			if v, ok := parseFloat(w.leaf()); ok {
				pt.hr = v
			}
		case !inPt && w.up(1) == "trk":
			switch name {
			case "name":
				cur.Name = w.leaf()
			case "type":
				cur.Type = w.leaf()
			case "desc":
				cur.Notes = w.leaf()
			}
		}
		return nil
	})
	return w.end(err, cur, "track")
}

// ReadTCX streams a Training Center document and calls fn with each
// <Activity>, in order. Lap totals (time, distance, calories, heart rate)
// win over values computed from trackpoints, which are the fallback.
func ReadTCX(ctx context.Context, r io.Reader, fn func(Track) error) error {
	w := &walker{d: newDecoder(r)}
	var (
		cur   *Track
		acc   accumulator
		pt    point
		inPt  bool
		index int
		// Lap totals, summed over the activity's laps.
		lapTime, lapDist, lapKcal float64
		hasLapTime, hasLapDist    bool
		lapHRWeighted, lapHRTime  float64
		lapMaxHR, thisLapTime     float64
		latOK, lonOK              bool
		lapStart                  time.Time
		actID                     time.Time
	)
	err := w.walk(ctx, "TrainingCenterDatabase", func(t xml.StartElement, root bool) {
		if root {
			return
		}
		switch t.Name.Local {
		case "Activity":
			index++
			cur = &Track{Index: index, Line: w.line(), Type: ingest.XMLAttr(t, "Sport")}
			acc = accumulator{path: newPathKeeper(ctx)}
			lapTime, lapDist, lapKcal, lapHRWeighted, lapHRTime, lapMaxHR = 0, 0, 0, 0, 0, 0
			hasLapTime, hasLapDist = false, false
			lapStart, actID = time.Time{}, time.Time{}
		case "Lap":
			if cur == nil {
				return
			}
			thisLapTime = 0
			if st, ok := ParseTime(ingest.XMLAttr(t, "StartTime")); ok && (lapStart.IsZero() || st.Before(lapStart)) {
				lapStart = st
			}
		case "Trackpoint":
			if cur != nil {
				inPt = true
				pt = point{}
				latOK, lonOK = false, false
			}
		}
	}, func(t xml.EndElement) error {
		if cur == nil {
			return nil
		}
		name, parent := t.Name.Local, w.up(1)
		switch {
		case name == "Activity":
			s := acc.summary()
			if hasLapDist {
				s.DistanceM, s.HasDistance = lapDist, true
			}
			if hasLapTime {
				s.DurationS = lapTime
			}
			// The device computed lap heart rates from every
			// sample; trackpoints may be thinned out.
			if lapHRTime > 0 {
				s.AvgHeartRate = lapHRWeighted / lapHRTime
			}
			if lapMaxHR > 0 {
				s.MaxHeartRate = lapMaxHR
			}
			s.EnergyKcal = lapKcal
			// The activity starts at its first lap (or its Id,
			// which is the start time by convention) even when
			// the first trackpoint comes a little later.
			for _, st := range []time.Time{lapStart, actID} {
				if !st.IsZero() && (s.Start.IsZero() || st.Before(s.Start)) {
					s.Start = st
				}
			}
			if !s.Start.IsZero() {
				if end := s.Start.Add(time.Duration(s.DurationS * float64(time.Second))); s.End.IsZero() || end.After(s.End) {
					s.End = end
				}
			}
			cur.Summary = s
			if err := fn(*cur); err != nil {
				return err
			}
			cur = nil
		case name == "Trackpoint":
			if inPt {
				pt.hasPos = latOK && lonOK
				acc.add(pt)
			}
			inPt = false
		case inPt:
			v := w.leaf()
			switch {
			case name == "Time" && parent == "Trackpoint":
				pt.time, _ = ParseTime(v)
			case name == "LatitudeDegrees":
				if f, ok := parseFloat(v); ok && f >= -90 && f <= 90 {
					pt.lat, latOK = f, true
				}
			case name == "LongitudeDegrees":
				if f, ok := parseFloat(v); ok && f >= -180 && f <= 180 {
					pt.lon, lonOK = f, true
				}
			case name == "AltitudeMeters":
				pt.ele, pt.hasEle = parseFloat(v)
			case name == "DistanceMeters" && parent == "Trackpoint":
				pt.dist, pt.hasDist = parseFloat(v)
			case name == "Value" && parent == "HeartRateBpm":
				pt.hr, _ = parseFloat(v)
			}
		case parent == "Lap":
			f, ok := parseFloat(w.leaf())
			if !ok || f < 0 {
				return nil
			}
			switch name {
			case "TotalTimeSeconds":
				lapTime += f
				thisLapTime = f
				hasLapTime = true
			case "DistanceMeters":
				lapDist += f
				hasLapDist = true
			case "Calories":
				lapKcal += f
			}
		case name == "Value" && w.up(2) == "Lap":
			f, ok := parseFloat(w.leaf())
			if !ok || f <= 0 || f >= 300 {
				return nil
			}
			switch parent {
			case "AverageHeartRateBpm":
				// Weighted by the lap's time, which the schema
				// puts before the heart rate.
				wgt := thisLapTime
				if wgt <= 0 {
					wgt = 1
				}
				lapHRWeighted += f * wgt
				lapHRTime += wgt
			case "MaximumHeartRateBpm":
				if f > lapMaxHR {
					lapMaxHR = f
				}
			}
		case name == "Id" && parent == "Activity":
			actID, _ = ParseTime(w.leaf())
		case name == "Notes" && parent == "Activity":
			cur.Notes = w.leaf()
		case name == "Name" && parent == "Creator":
			cur.Creator = w.leaf()
		}
		return nil
	})
	return w.end(err, cur, "activity")
}

// end ends a reading with its error, or with one for a file that stops
// inside the track cur, which the format calls what.
func (w *walker) end(err error, cur *Track, what string) error {
	if err != nil {
		return err
	}
	if cur != nil {
		return &LineError{Line: w.line(), Err: fmt.Errorf("file ends inside %s %d", what, cur.Index)}
	}
	return nil
}
