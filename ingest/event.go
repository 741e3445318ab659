// Package ingest defines the event model every importer produces and the
// registry that routes a file to the importer that can read it.
//
// Everything a person exported becomes an Event: a time span, a source kind,
// ordered key-value fields with explicit units, and an Origin that points back
// at the exact record in the original file. Importers are values declared in
// sub-packages; ingest/formats lists them all in its Registry.
package ingest

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Source kinds used by the importers. The set is open: a new importer may
// introduce its own kind, but should reuse one of these where it fits.
const (
	Calendar       = "calendar"
	Mail           = "mail"
	MusicStream    = "music_stream"
	PodcastStream  = "podcast_stream"
	AudiobookStrm  = "audiobook_stream"
	MovieStream    = "movie_stream"
	TVSeriesStream = "tvseries_stream"
	VideoStream    = "video_stream"
	Workout        = "workout"
	OnlinePurchase = "online_purchase"
	SocialMedia    = "social_media"
	Note           = "note"
	// Journal is a happening a journal tells (a dinner, a call, a remark),
	// one of the several a day's entry is read into; the entry itself is a
	// note. Sports a journal tells are workouts.
	Journal  = "journal"
	Location = "location"
	Chat     = "chat"
	Activity = "web_activity"
	// Account holds facts about the person's accounts rather than
	// happenings: the account itself (handle, address, when it was
	// created), the profile (bio, website), the accounts followed and
	// following, labels, saved searches, connected apps. Facts are dated
	// where the export dates them.
	Account = "account"
)

// SourceKind is a source kind and what people call its events.
type SourceKind struct {
	Name  string // one of the kinds above
	Label string // for people: "Music", "Workouts"
}

// SourceKinds are the kinds above in one list (TestSourceKindsListed keeps
// it whole): what the LLM planner may name as RETRIEVE's source hints and
// what the desktop calls each source read it.
var SourceKinds = []SourceKind{
	{Calendar, "Calendar"}, {Mail, "Mail"}, {MusicStream, "Music"}, {PodcastStream, "Podcasts"},
	{AudiobookStrm, "Audiobooks"}, {MovieStream, "Movies"}, {TVSeriesStream, "TV series"}, {VideoStream, "Videos"},
	{Workout, "Workouts"}, {OnlinePurchase, "Purchases"}, {SocialMedia, "Social posts"}, {Note, "Notes"},
	{Journal, "Journal"}, {Location, "Places"}, {Chat, "Chats"}, {Activity, "Web activity"}, {Account, "Accounts"},
}

// cancelledSuffix ends the kind of the records of a kind that did not take
// place (a cancelled order, a cancelled meeting): kept apart so that they
// are never counted as what they cancel, and still read as that kind's
// where kinds matter (one export, one de-duplication group).
const cancelledSuffix = "_cancelled"

// Cancelled is the kind of kind's cancelled records ("online_purchase" →
// "online_purchase_cancelled").
func Cancelled(kind string) string { return kind + cancelledSuffix }

// KindOf is the kind a source's records are of: a cancelled kind's is the
// kind it cancels.
func KindOf(source string) string { return strings.TrimSuffix(source, cancelledSuffix) }

// Label is what people call the records of source ("Music", "TV
// series"): its kind's label, a cancelled kind's being the kind's, or the
// source's own name where it is of no kind.
func Label(source string) string {
	if l, ok := KindLabel(KindOf(source)); ok {
		return l
	}
	return source
}

// KindLabel is the label of the source kind named name, if there is one.
func KindLabel(name string) (string, bool) {
	for _, k := range SourceKinds {
		if k.Name == name {
			return k.Label, true
		}
	}
	return "", false
}

// Labels are the labels of sources, each once, in the order of sources.
func Labels(sources []string) []string {
	var out []string
	for _, s := range sources {
		if l := Label(s); !slices.Contains(out, l) {
			out = append(out, l)
		}
	}
	return out
}

// Event is one happening in a person's data: a span of time described by
// key-value fields. Instants have End equal to Start.
type Event struct {
	// ID is stable across re-imports of the same file: it is derived from
	// the origin file, the format and the identity of the original record.
	ID     string
	Source string
	Start  time.Time // location kept as written in the export
	End    time.Time
	AllDay bool
	Fields []Field // ordered as the export presents them; keys are snake_case
	Origin Origin
}

// Origin locates the original record of an event so it can be shown later.
type Origin struct {
	// File is the absolute path of the file; a member of a zip archive is
	// written as "/abs/archive.zip!/path/inside".
	File   string `json:"file"`
	Format string `json:"format"`
	// Record says where in the file: "line 12", "message 3", "[41]",
	// "VEVENT UID=...", in whatever form is most precise for the format.
	Record string `json:"record"`
}

// String is how an origin reads for people (the evidence of an answer, an
// export, the command line's event list): the file, and the record in
// brackets where the format names one.
func (o Origin) String() string {
	if o.Record == "" {
		return o.File
	}
	return o.File + " (" + o.Record + ")"
}

// Field is one key-value pair of an event.
type Field struct {
	Key   string
	Value Value
}

// Kind is the type of a field value.
type Kind uint8

// Value kinds.
const (
	KindText Kind = iota + 1
	KindNumber
	KindTime
	KindList
	KindBool
)

func (k Kind) String() string {
	switch k {
	case KindText:
		return "text"
	case KindNumber:
		return "number"
	case KindTime:
		return "time"
	case KindList:
		return "list"
	case KindBool:
		return "bool"
	}
	return "invalid"
}

// Value is a typed field value: text, a number, a time, a list of strings or
// a boolean. Only the member matching Kind is meaningful.
type Value struct {
	Kind Kind
	Str  string
	Num  float64
	Time time.Time
	List []string
	Bool bool
}

// Text returns a text value.
func Text(s string) Value { return Value{Kind: KindText, Str: s} }

// Number returns a numeric value.
func Number(n float64) Value { return Value{Kind: KindNumber, Num: n} }

// Round rounds x to the given number of decimals, so that values computed
// from floats read the same in every verbalization (0.885, not
// 0.8848421764373779).
func Round(x float64, decimals int) float64 {
	p := math.Pow10(decimals)
	return math.Round(x*p) / p
}

// TimeValue returns a time value.
func TimeValue(t time.Time) Value { return Value{Kind: KindTime, Time: t} }

// List returns a list value.
func List(l []string) Value { return Value{Kind: KindList, List: l} }

// Bool returns a boolean value.
func Bool(b bool) Value { return Value{Kind: KindBool, Bool: b} }

// Any returns the value as a plain Go value: string, float64, time.Time,
// []string or bool.
func (v Value) Any() any {
	switch v.Kind {
	case KindText:
		return v.Str
	case KindNumber:
		return v.Num
	case KindTime:
		return v.Time
	case KindList:
		return v.List
	case KindBool:
		return v.Bool
	}
	return nil
}

// String renders the value for people and for lexical search.
func (v Value) String() string {
	switch v.Kind {
	case KindText:
		return v.Str
	case KindNumber:
		return FormatNumber(v.Num)
	case KindTime:
		return FormatTime(v.Time)
	case KindList:
		return strings.Join(v.List, ", ")
	case KindBool:
		return strconv.FormatBool(v.Bool)
	}
	return ""
}

// Equal reports whether two values are identical.
func (v Value) Equal(o Value) bool {
	if v.Kind != o.Kind {
		return false
	}
	switch v.Kind {
	case KindText:
		return v.Str == o.Str
	case KindNumber:
		return v.Num == o.Num
	case KindTime:
		return v.Time.Equal(o.Time) && v.Time.Location().String() == o.Time.Location().String()
	case KindList:
		if len(v.List) != len(o.List) {
			return false
		}
		for i := range v.List {
			if v.List[i] != o.List[i] {
				return false
			}
		}
		return true
	case KindBool:
		return v.Bool == o.Bool
	}
	return true
}

// FormatNumber writes a number without a trailing ".0" and without exponent
// notation for everyday magnitudes.
func FormatNumber(n float64) string {
	if n == float64(int64(n)) && n < 1e15 && n > -1e15 {
		return strconv.FormatInt(int64(n), 10)
	}
	return strconv.FormatFloat(n, 'f', -1, 64)
}

// FormatTime writes a time as RFC 3339 with its offset, or as a plain date
// when it is midnight UTC-floating (all-day dates are stored that way).
func FormatTime(t time.Time) string {
	return t.Format(time.RFC3339)
}

// Get returns the value of key.
func (e *Event) Get(key string) (Value, bool) {
	// By index: a range over the fields copies each (a hundred bytes)
	// before its key is compared, and questions call Get for every field
	// of tens of thousands of events.
	for i := range e.Fields {
		if e.Fields[i].Key == key {
			return e.Fields[i].Value, true
		}
	}
	return Value{}, false
}

// KeyRepeats reports whether field i has the key of an earlier field. An
// importer may list a key twice; Get sees the first, so whatever counts an
// event's fields counts that key once.
func (e *Event) KeyRepeats(i int) bool {
	for j := range i {
		if e.Fields[j].Key == e.Fields[i].Key {
			return true
		}
	}
	return false
}

// Set sets key to v, replacing an existing value in place or appending.
func (e *Event) Set(key string, v Value) {
	for i := range e.Fields {
		if e.Fields[i].Key == key {
			e.Fields[i].Value = v
			return
		}
	}
	e.Fields = append(e.Fields, Field{Key: key, Value: v})
}

// SetText sets a text field; empty (after trimming) text is not stored.
func (e *Event) SetText(key, s string) {
	s = strings.TrimSpace(s)
	if s == "" {
		return
	}
	e.Set(key, Text(s))
}

// SetNumber sets a numeric field.
func (e *Event) SetNumber(key string, n float64) { e.Set(key, Number(n)) }

// SetTime sets a time field; the zero time is not stored.
func (e *Event) SetTime(key string, t time.Time) {
	if t.IsZero() {
		return
	}
	e.Set(key, TimeValue(t))
}

// SetList sets a list field; empty entries are dropped and an empty list is
// not stored.
func (e *Event) SetList(key string, l []string) {
	out := make([]string, 0, len(l))
	for _, s := range l {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	if len(out) == 0 {
		return
	}
	e.Set(key, List(out))
}

// SetBool sets a boolean field.
func (e *Event) SetBool(key string, b bool) { e.Set(key, Bool(b)) }

// Text returns the text form of key, or "" when the event has no such field.
func (e *Event) Text(key string) string {
	v, ok := e.Get(key)
	if !ok {
		return ""
	}
	return v.String()
}

// Position returns the event's coordinates in degrees: the latitude and
// longitude fields of the field conventions, with prefix "end_" where a
// move ended. Values outside the globe and the null island (0, 0) that
// exports write for "unknown" are no position.
func (e *Event) Position(prefix string) (lat, lon float64, ok bool) {
	la, ok1 := e.Get(prefix + "latitude")
	lo, ok2 := e.Get(prefix + "longitude")
	if !ok1 || !ok2 || la.Kind != KindNumber || lo.Kind != KindNumber {
		return 0, 0, false
	}
	if math.Abs(la.Num) > 90 || math.Abs(lo.Num) > 180 || (la.Num == 0 && lo.Num == 0) {
		return 0, 0, false
	}
	return la.Num, lo.Num, true
}

// Degrees writes a coordinate in degrees to three places (about a hundred
// metres), with its hemisphere (pos or neg: "N"/"S", "E"/"W") instead of a
// sign: "27.72°N".
func Degrees(v float64, pos, neg string) string {
	h := pos
	if v < 0 {
		h, v = neg, -v
	}
	s := strconv.FormatFloat(v, 'f', 3, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s + "°" + h
}

// Strings returns the strings of key: the items of a list, a text alone,
// none for other kinds or a missing field. People, labels and recipients
// are lists in one export and a single text in another.
func (e *Event) Strings(key string) []string {
	v, ok := e.Get(key)
	if !ok {
		return nil
	}
	switch v.Kind {
	case KindList:
		return v.List
	case KindText:
		return []string{v.Str}
	}
	return nil
}

// Duration returns End-Start.
func (e *Event) Duration() time.Duration { return e.End.Sub(e.Start) }
