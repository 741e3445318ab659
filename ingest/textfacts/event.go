package textfacts

import (
	"sort"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/daypart"
	"reqap/lang/measure"
	"reqap/lang/number"
	"reqap/lang/yesno"
	"reqap/qa/retrieve/lexicon"
)

// Source kinds of happenings: a sport is a workout whatever told it (a run
// in a journal and a run in Strava are both runs); everything else a
// journal tells is a journal happening.
const (
	SourceWorkout = ingest.Workout
	SourceJournal = ingest.Journal
)

// Entry is what a happening's event takes from the journal entry that
// tells it.
type Entry struct {
	// ID is the event ID of the entry (the day's note), stored in
	// entry_id so a happening leads back to its whole day.
	ID string
	// Journal names the journal (a Day One journal, a vault's daily
	// notes folder).
	Journal string
	Tags    []string
	// City is where the entry was written, when that is not home (Day
	// One's location on a trip).
	City string
	// Loc is the zone of the times the text states.
	Loc *time.Location
	// Written is the day of writing (for happenings told later).
	Written time.Time
	// Fields are the entry's own fields ("mood: good" of a day's front
	// matter): a happening has them unless it says its own.
	Fields []ingest.Field
}

// Event makes a happening an event. id and origin come from the importer
// (the file, the record and lines it was read from).
func (x *Extractor) Event(h *Happening, id string, origin ingest.Origin, e Entry) ingest.Event {
	loc := e.Loc
	if loc == nil {
		loc = time.UTC
	}
	src := SourceJournal
	if h.Sport && h.Modality == Actual {
		src = SourceWorkout
	}
	y, m, d := h.Date.Civil()
	// Room for the fields set below at once: growing the slice field by
	// field made five arrays of them for most happenings, the largest
	// allocation of reading a journal.
	ev := ingest.Event{ID: id, Source: src, Origin: origin, Fields: make([]ingest.Field, 0, happeningFields+len(h.Fields)+len(e.Fields))}
	if h.Start < 0 {
		ev.Start = time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
		ev.End, ev.AllDay = ev.Start, true
	} else {
		ev.Start = time.Date(y, m, d, h.Start/60, h.Start%60, 0, 0, loc)
		ev.End = time.Date(y, m, d, h.End/60, h.End%60, 0, 0, loc)
	}
	ev.SetText("text", h.Text)
	if h.Activity != "" {
		ev.SetText("activity", strings.ReplaceAll(h.Activity, "_", " "))
	}
	ev.SetText("doing", h.Doing)
	if src == SourceWorkout {
		ev.SetText("workout_type", h.Activity)
	}
	ev.SetText("meal", h.Meal)
	ev.SetList("food", h.Food)
	ev.SetText("cuisine", h.Cuisine)
	ev.SetList("participants", h.People)
	ev.SetText("place", h.Place)
	if h.Place != "" && h.Venue && !h.AtHome && (mealKinds[h.Meal] || h.Activity == "food" || h.Activity == "restaurant" || h.Activity == "takeaway") {
		ev.SetText("restaurant", h.Place)
	}
	city := h.City
	if city == "" {
		city = e.City
	}
	ev.SetText("city", city)
	if h.AtHome {
		ev.SetBool("at_home", true)
	}
	if h.DurationS > 0 {
		ev.SetNumber("duration_s", h.DurationS)
	}
	if h.DistanceKm > 0 {
		ev.SetNumber("distance_km", ingest.Round(h.DistanceKm, 3))
		// the unit the writer thinks in, so that "how far did I run" is
		// answered in it
		ev.SetText("distance_unit", h.DistanceUnit)
	}
	if h.WeightKg > 0 {
		ev.SetNumber("weight_kg", ingest.Round(h.WeightKg, 3))
		ev.SetText("weight_unit", h.WeightUnit)
	}
	if h.Price > 0 {
		ev.SetNumber("price", ingest.Round(h.Price, 2))
		ev.SetText("currency", h.Currency)
	}
	if h.Count > 0 {
		ev.SetNumber("count", float64(h.Count))
	}
	if h.Approx && h.Part != daypart.None {
		ev.SetText("time_of_day", string(h.Part))
	}
	ev.SetText("mood", h.Mood)
	if h.Mood == "" && !hasField(e.Fields, "mood") {
		// a day tagged with a mood ("great" of Day One's tags) is in it,
		// as one whose front matter says "mood: great"
		ev.SetText("mood", x.tagMood(e.Tags))
	}
	switch h.TitleKind {
	case "book":
		ev.SetText("book", h.Title)
	case "film":
		ev.SetText("movie_title", h.Title)
	}
	ev.SetText("after", strings.ReplaceAll(h.After, "_", " "))
	ev.SetText("occasion", strings.ReplaceAll(h.Occasion, "_", " "))
	ev.SetText("occasion_of", h.OccasionOf)
	if h.Modality != Actual {
		ev.SetText("modality", string(h.Modality))
	}
	ev.SetList("tags", union(x.dayTags(e.Tags), h.Tags))
	for _, f := range append(h.Fields[:len(h.Fields):len(h.Fields)], e.Fields...) {
		if _, dup := ev.Get(f.Key); !dup {
			ev.Fields = append(ev.Fields, f)
		}
	}
	ev.SetText("journal", e.Journal)
	ev.SetText("entry_id", e.ID)
	if h.Offset != 0 && !e.Written.IsZero() {
		ev.SetTime("written", e.Written)
	}
	return ev
}

// happeningFields is room for the fields Event sets of most happenings
// (seven to twelve of a generated journal's), besides the happening's and
// its entry's own; more grow the slice once.
const happeningFields = 13

var (
	unitSuffix = lazyre.New(`(?i)^\s*(-?\d+(?:[.,]\d+)?)\s*(kg|kgs|lbs?|km|mi|miles?|m|cm|%|bpm|kcal|steps|h|hrs?|hours?|min|mins|minutes?|/\s*10|/\s*5)?\s*$`)
)

// TypedField turns a written field ("mood: 7", "sleep:: 7h 30min",
// "weight:: 72,5 kg", "tags:: a, b") into a typed event field, its unit
// in the key as ingest's conventions want (sleep_s, weight_kg). It refuses
// keys that cannot be field names.
func TypedField(key, value string) (ingest.Field, bool) {
	k := FieldKey(key)
	value = strings.TrimSpace(value)
	if k == "" || value == "" {
		return ingest.Field{}, false
	}
	if q, ok := findDuration(value); ok && q.pos.start == 0 && q.pos.end >= len(strings.TrimSpace(value))-1 {
		return ingest.Field{Key: withUnit(k, "_s"), Value: ingest.Number(q.value)}, true
	}
	if m := unitSuffix().FindStringSubmatch(value); m != nil {
		if n, ok := number.Parse(m[1]); ok {
			switch u := strings.ToLower(strings.ReplaceAll(m[2], " ", "")); u {
			case "":
				return ingest.Field{Key: k, Value: ingest.Number(n)}, true
			case "kg", "kgs":
				return ingest.Field{Key: withUnit(k, "_kg"), Value: ingest.Number(n)}, true
			case "lb", "lbs":
				return ingest.Field{Key: withUnit(k, "_kg"), Value: ingest.Number(ingest.Round(n*measure.KgPerPound, 2))}, true
			case "km":
				return ingest.Field{Key: withUnit(k, "_km"), Value: ingest.Number(n)}, true
			case "mi", "mile", "miles":
				return ingest.Field{Key: withUnit(k, "_km"), Value: ingest.Number(ingest.Round(n*measure.KmPerMile, 3))}, true
			case "m":
				return ingest.Field{Key: withUnit(k, "_m"), Value: ingest.Number(n)}, true
			case "cm":
				return ingest.Field{Key: withUnit(k, "_cm"), Value: ingest.Number(n)}, true
			case "%":
				return ingest.Field{Key: withUnit(k, "_pct"), Value: ingest.Number(n)}, true
			case "bpm":
				return ingest.Field{Key: withUnit(k, "_bpm"), Value: ingest.Number(n)}, true
			case "kcal":
				return ingest.Field{Key: withUnit(k, "_kcal"), Value: ingest.Number(n)}, true
			case "steps":
				return ingest.Field{Key: k, Value: ingest.Number(n)}, true
			case "/10", "/5":
				return ingest.Field{Key: k, Value: ingest.Number(n)}, true
			}
		}
	}
	if b, ok := yesno.Prose(value); ok {
		return ingest.Field{Key: k, Value: ingest.Bool(b)}, true
	}
	if strings.HasPrefix(value, "[") && strings.HasSuffix(value, "]") || strings.Count(value, ",") >= 1 && len(value) < 80 && !strings.ContainsAny(value, ".!?") {
		var l []string
		for _, p := range strings.Split(strings.Trim(value, "[]"), ",") {
			if p = strings.Trim(strings.TrimSpace(p), `"'#`); p != "" {
				l = append(l, strings.Trim(p, "[]"))
			}
		}
		if len(l) > 0 {
			return ingest.Field{Key: k, Value: ingest.List(l)}, true
		}
	}
	return ingest.Field{Key: k, Value: ingest.Text(strings.Trim(value, "[]"))}, true
}

func withUnit(k, suffix string) string {
	if strings.HasSuffix(k, suffix) {
		return k
	}
	return k + suffix
}

// FieldKey turns a written key ("Sleep hours", "created-at") into a
// field key ("sleep_hours", "created_at"): lower case, words joined by
// "_"; "" when it cannot be one (no letter first, too long).
func FieldKey(k string) string {
	var b strings.Builder
	under := false
	for _, r := range strings.ToLower(strings.TrimSpace(k)) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			if under && b.Len() > 0 {
				b.WriteByte('_')
			}
			under = false
			b.WriteRune(r)
		default:
			under = true
		}
	}
	s := b.String()
	if s == "" || s[0] < 'a' || s[0] > 'z' || len(s) > 48 {
		return ""
	}
	return s
}

// Lines turns byte offsets of a text into 1-based line numbers.
type Lines []int // offsets of line starts

// NewLines indexes the lines of text.
func NewLines(text string) Lines {
	idx := Lines{0}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			idx = append(idx, i+1)
		}
	}
	return idx
}

// Line returns the line of byte offset off.
func (l Lines) Line(off int) int {
	return sort.Search(len(l), func(i int) bool { return l[i] > off })
}

// Record names where a happening is in a file whose text starting at
// byte base holds the day: "line 12", "lines 12-14", after prefix
// ("entries[3] line 2").
func (l Lines) Record(prefix string, base int, h *Happening) string {
	first := l.Line(base + h.Pieces[0].Start)
	last := l.Line(base + h.Pieces[len(h.Pieces)-1].End - 1)
	rec := ingest.Line(first)
	if last > first {
		rec = "lines " + strconv.Itoa(first) + "-" + strconv.Itoa(last)
	}
	if prefix != "" {
		rec = prefix + " " + rec
	}
	return rec
}

// tagMood is the mood an entry's tags name whole ("great"), or "".
func (x *Extractor) tagMood(tags []string) string {
	for _, t := range tags {
		toks := lexicon.Tokens(t)
		if len(toks) == 0 {
			continue
		}
		if m, n := longestIn(x, toks, 0, x.moods); n == len(toks) {
			return m.mood
		}
	}
	return ""
}

func hasField(fs []ingest.Field, key string) bool {
	for _, f := range fs {
		if f.Key == key {
			return true
		}
	}
	return false
}

// dayTags are the tags of an entry its happenings carry: the person's own
// labels ("lisbon-2025", "work"), not those that name an activity or a
// mood ("swimming", "great"): a day tagged swimming holds a swim, not
// only swims.
func (x *Extractor) dayTags(tags []string) []string {
	var out []string
	for _, t := range tags {
		toks := lexicon.Tokens(t)
		if len(toks) == 0 {
			continue
		}
		if _, n := longestIn(x, toks, 0, x.moods); n == len(toks) {
			continue
		}
		named := false
		for _, h := range x.lex.Find(toks) {
			if h.Weight >= lexicon.Related && h.Start == 0 && h.End == len(toks) && h.Concept.Kind != "generic" {
				named = true
			}
		}
		if !named {
			out = append(out, t)
		}
	}
	return out
}
