package gen

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strconv"
	"time"
	"unicode/utf8"
)

// Canonical event types. Streams, workouts and purchases mirror the
// observable sources; the others are happenings that real exports only
// describe in calendar entries, mails, posts and notes.
const (
	TypeMusic       = "music_stream"
	TypeMovie       = "movie_stream"
	TypeTV          = "tvseries_stream"
	TypeWorkout     = "workout"
	TypePurchase    = "online_purchase"
	TypeMeetUp      = "meet_up"
	TypeCelebration = "celebration"
	TypeBirthday    = "birthday"
	TypeDoctor      = "doctor_appointment"
	TypeErrand      = "errand"
	TypeMilestone   = "personal_milestone"
	TypeTrip        = "trip"
	TypeHighlight   = "trip_highlight"
	TypeMeeting     = "work_meeting"
	TypeClass       = "hobby_class"
	TypeCall        = "call"
	TypeMail        = "mail"
	TypePost        = "social_post"
	TypeNote        = "note"
)

// Attrs are the typed attributes of a canonical event. Only those that
// apply to the event's type are set.
type Attrs struct {
	Kind         string   `json:"kind,omitempty"`
	Title        string   `json:"title,omitempty"`
	Participants []string `json:"participants,omitempty"`
	Relations    []string `json:"relations,omitempty"`
	Person       string   `json:"person,omitempty"`
	Relation     string   `json:"relation,omitempty"`
	Age          int      `json:"age,omitempty"`
	Place        string   `json:"place,omitempty"`
	PlaceType    string   `json:"place_type,omitempty"`
	Address      string   `json:"address,omitempty"`
	City         string   `json:"city,omitempty"`
	Country      string   `json:"country,omitempty"`
	Restaurant   string   `json:"restaurant,omitempty"`
	Cuisine      string   `json:"cuisine,omitempty"`
	Dish         string   `json:"dish,omitempty"`
	Occasion     string   `json:"occasion,omitempty"`
	WorkoutType  string   `json:"workout_type,omitempty"`
	DurationS    float64  `json:"duration_s,omitempty"`
	DistanceKm   float64  `json:"distance_km,omitempty"`
	EnergyKcal   float64  `json:"energy_kcal,omitempty"`
	AvgHR        float64  `json:"avg_heart_rate_bpm,omitempty"`
	MaxHR        float64  `json:"max_heart_rate_bpm,omitempty"`
	Artist       string   `json:"artist,omitempty"`
	Track        string   `json:"track,omitempty"`
	Movie        string   `json:"movie_title,omitempty"`
	Series       string   `json:"series_title,omitempty"`
	Season       int      `json:"season,omitempty"`
	Episode      int      `json:"episode_number,omitempty"`
	EpisodeTitle string   `json:"episode_title,omitempty"`
	Finale       bool     `json:"season_finale,omitempty"`
	Product      string   `json:"product,omitempty"`
	Category     string   `json:"category,omitempty"`
	Quantity     int      `json:"quantity,omitempty"`
	UnitPrice    float64  `json:"unit_price,omitempty"`
	Price        float64  `json:"price,omitempty"`
	Currency     string   `json:"currency,omitempty"`
	OrderID      string   `json:"order_id,omitempty"`
	Destination  string   `json:"destination,omitempty"`
	Trip         string   `json:"trip,omitempty"`
	TravelBy     string   `json:"traveling_by,omitempty"`
	Company      string   `json:"company,omitempty"`
	JobTitle     string   `json:"job_title,omitempty"`
	From         string   `json:"from,omitempty"`
	To           []string `json:"to,omitempty"`
	Cc           []string `json:"cc,omitempty"`
	Subject      string   `json:"subject,omitempty"`
	Direction    string   `json:"direction,omitempty"`
	Text         string   `json:"text,omitempty"`
	Platform     string   `json:"platform,omitempty"`
	About        string   `json:"about,omitempty"`
}

// Observation names one record of an export that expresses an event, and
// the attributes it mentions, for error analysis.
type Observation struct {
	File     string   `json:"file"`
	Record   string   `json:"record"`
	Mentions []string `json:"mentions,omitempty"`
}

// Event is a canonical event: the ground truth. Answering code never sees
// it; gold answers are computed from it alone.
type Event struct {
	ID       string        `json:"id"`
	Type     string        `json:"type"`
	Start    time.Time     `json:"start"`
	End      time.Time     `json:"end"`
	AllDay   bool          `json:"all_day,omitempty"`
	Attrs    Attrs         `json:"attrs"`
	Observed []Observation `json:"observed"`

	about int // index+1 of the event this one is about (mails, posts, notes)
	trip  int // index+1 of the trip a highlight belongs to
}

// Play is one music stream. Plays are kept compact (there are a million in
// a large persona) and expanded into Events only when written or read.
type Play struct {
	Start    int64 // Unix seconds
	PlayedMs int32
	Track    int32
}

// End is the Unix second the stream stopped.
func (p Play) End() int64 { return p.Start + int64(p.PlayedMs)/1000 }

// ref ties an observable record to the canonical event it expresses.
type ref struct {
	ev       int
	mentions []string
}

// World is a simulated persona: canonical events and the observable
// records that will be written as exports.
type World struct {
	P    *Persona
	B    *Banks
	Size string
	cfg  sizeConfig

	Events []Event
	Plays  []Play

	// Observable records by export.
	cal     []*calEntry
	mails   []*mailMsg
	posts   []*post
	notes   []*note
	netflix []*nfRow
	orders  []*orderRow
	strava  []*stravaRow
	health  []*hkWorkout

	// spotifyFiles is the relative path of every StreamingHistory file,
	// set when they are written.
	spotifyFiles []string
	// order is the chronological permutation of Events.
	order []int
}

// add appends an event and returns its index.
func (w *World) add(e Event) int {
	w.Events = append(w.Events, e)
	return len(w.Events) - 1
}

// observe records that an export record expresses an event.
func (w *World) observe(refs []ref, file, record string) {
	for _, r := range refs {
		w.Events[r.ev].Observed = append(w.Events[r.ev].Observed, Observation{File: file, Record: record, Mentions: r.mentions})
	}
}

// finish orders the events in time and assigns their ids.
func (w *World) finish() {
	w.order = make([]int, len(w.Events))
	for i := range w.order {
		w.order[i] = i
	}
	sort.SliceStable(w.order, func(a, b int) bool {
		ea, eb := &w.Events[w.order[a]], &w.Events[w.order[b]]
		if !ea.Start.Equal(eb.Start) {
			return ea.Start.Before(eb.Start)
		}
		return ea.Type < eb.Type
	})
	for rank, i := range w.order {
		w.Events[i].ID = fmt.Sprintf("e%06d", rank+1)
	}
	for i := range w.Events {
		e := &w.Events[i]
		if e.about > 0 {
			e.Attrs.About = w.Events[e.about-1].ID
		}
		if e.trip > 0 {
			e.Attrs.Trip = w.Events[e.trip-1].ID
		}
	}
}

// PlayEvent expands play i into a canonical event.
func (w *World) PlayEvent(i int) Event {
	p := w.Plays[i]
	t := w.B.Tracks[p.Track]
	e := Event{
		ID:    playID(i),
		Type:  TypeMusic,
		Start: time.Unix(p.Start, 0).In(w.P.Loc),
		End:   time.Unix(p.End(), 0).In(w.P.Loc),
		Attrs: Attrs{Artist: w.B.Artists[t.Artist].Name, Track: t.Title, DurationS: float64(p.PlayedMs) / 1000},
	}
	if len(w.spotifyFiles) > 0 {
		e.Observed = []Observation{{File: w.spotifyFiles[i/spotifyRowsPerFile], Record: "[" + strconv.Itoa(i%spotifyRowsPerFile) + "]"}}
	}
	return e
}

func playID(i int) string { return fmt.Sprintf("m%07d", i+1) }

// writeCanonical writes every canonical event as one JSON line, in time
// order. Music lines are encoded by hand: a large persona has a million.
func (w *World) writeCanonical(out io.Writer) error {
	bw := bufio.NewWriterSize(out, 1<<20)
	enc := json.NewEncoder(bw)
	enc.SetEscapeHTML(false)
	buf := make([]byte, 0, 512)
	ei := 0
	for pi := 0; pi < len(w.Plays) || ei < len(w.order); {
		if ei < len(w.order) && (pi >= len(w.Plays) || !w.Events[w.order[ei]].Start.After(time.Unix(w.Plays[pi].Start, 0))) {
			if err := enc.Encode(&w.Events[w.order[ei]]); err != nil {
				return fmt.Errorf("writing canonical event %s: %w", w.Events[w.order[ei]].ID, err)
			}
			ei++
			continue
		}
		buf = w.appendPlayJSON(buf[:0], pi)
		if _, err := bw.Write(buf); err != nil {
			return fmt.Errorf("writing canonical music stream %d: %w", pi, err)
		}
		pi++
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing canonical events: %w", err)
	}
	return nil
}

func (w *World) appendPlayJSON(b []byte, i int) []byte {
	p := w.Plays[i]
	t := w.B.Tracks[p.Track]
	b = append(b, `{"id":"`...)
	b = append(b, playID(i)...)
	b = append(b, `","type":"music_stream","start":"`...)
	b = time.Unix(p.Start, 0).In(w.P.Loc).AppendFormat(b, time.RFC3339)
	b = append(b, `","end":"`...)
	b = time.Unix(p.End(), 0).In(w.P.Loc).AppendFormat(b, time.RFC3339)
	b = append(b, `","attrs":{"artist":`...)
	b = appendJSONString(b, w.B.Artists[t.Artist].Name)
	b = append(b, `,"track":`...)
	b = appendJSONString(b, t.Title)
	b = append(b, `,"duration_s":`...)
	b = strconv.AppendFloat(b, float64(p.PlayedMs)/1000, 'f', -1, 64)
	b = append(b, `},"observed":[{"file":`...)
	b = appendJSONString(b, w.spotifyFiles[i/spotifyRowsPerFile])
	b = append(b, `,"record":"[`...)
	b = strconv.AppendInt(b, int64(i%spotifyRowsPerFile), 10)
	b = append(b, "]\"}]}\n"...)
	return b
}

// appendJSONString appends s as a JSON string, UTF-8 kept as is.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= 0x80 {
			r, size := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && size == 1 {
				b = append(b, `\ufffd`...)
			} else {
				b = append(b, s[i:i+size]...)
			}
			i += size
			continue
		}
		switch {
		case c == '"':
			b = append(b, `\"`...)
		case c == '\\':
			b = append(b, `\\`...)
		case c == '\n':
			b = append(b, `\n`...)
		case c == '\r':
			b = append(b, `\r`...)
		case c == '\t':
			b = append(b, `\t`...)
		case c < 0x20:
			b = append(b, fmt.Sprintf(`\u%04x`, c)...)
		default:
			b = append(b, c)
		}
		i++
	}
	return append(b, '"')
}

// ReadCanonical reads canonical.jsonl, calling fn for every event in file
// order. name is used in errors.
func ReadCanonical(r io.Reader, name string, fn func(Event) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	line := 0
	for sc.Scan() {
		line++
		var e Event
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return fmt.Errorf("reading canonical events %s: line %d: %w", name, line, err)
		}
		if err := fn(e); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading canonical events %s: line %d: %w", name, line+1, err)
	}
	return nil
}

// spotifyRowsPerFile is where Spotify splits StreamingHistory files.
const spotifyRowsPerFile = 10000
