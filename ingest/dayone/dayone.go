// Package dayone imports Day One journal exports, format "dayone".
//
// Day One exports a zip with one JSON file per journal ("Journal.json",
// "Travel.json", ...) and the media of its entries; each JSON file reads
//
//	{"metadata": {"version": "1.0"},
//	 "entries": [{"uuid", "creationDate", "modifiedDate", "timeZone", "text",
//	              "tags": [...], "starred", "isPinned", "isAllDay",
//	              "location": {"placeName", "localityName", "administrativeArea",
//	                           "country", "latitude", "longitude", "region": {...}},
//	              "weather": {"temperatureCelsius", "conditionsDescription", ...},
//	              "creationDevice", "photos": [...], ...}]}
//
// with times in UTC ("2025-06-01T10:09:26Z") and the zone the entry was
// written in. The file is recognized by its content, whatever its name.
//
// Every entry becomes a note (Start = End = its creation time in its
// zone): title (the first line), text (without Day One's Markdown
// escapes, "\!" → "!"), tags, starred, pinned, journal (the file's name),
// place_name, city, region, country, latitude, longitude, temperature_c,
// weather, device, platform "dayone", and happenings (how many). Then
// every happening its text tells is an event of its own, as for Markdown
// journals (see package notes and package textfacts): a run is a workout,
// a dinner a journal event; each carries the entry's tags, and the city
// the entry was written in when that is not the journal's home (the city
// most entries come from), so "dinner in Lisbon" finds the dinners of the
// Lisbon trip. The names of people are learnt from the whole journal
// first (a second reading of the file), so "Benni" in one entry is the Ben
// of the others.
//
// An entry that cannot be read (no creation date, a date that does not
// parse) is skipped with a reason naming its position; the others are
// imported. A file that is not JSON, or whose entries are not a list,
// fails with the position of the problem.
package dayone

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/ingest/textfacts"
	"reqap/qa"
)

// Importer reads Day One JSON exports.
var Importer = &ingest.Importer{
	Name:      "dayone",
	Doc:       "Day One JSON export (Journal.json, one file per journal): one note per entry and one event per happening it tells",
	Sources:   []string{ingest.Note, textfacts.SourceJournal, textfacts.SourceWorkout},
	Recognize: recognize,
	Import:    importFile,
}

// recognize is Importer.Recognize: an object of entries, known by the
// entries' own keys or by the export's metadata block. .json is the only
// name an export has.
func recognize(c ingest.Candidate) ingest.Match {
	byContent := ingest.PeekJSON(c.Head).Object && ingest.HasJSONKeys(c.Head, "entries") &&
		(ingest.HasJSONKeys(c.Head, "creationDate") || ingest.HasJSONKeys(c.Head, "metadata", "version"))
	if c.Ext() != ".json" || !byContent {
		return ingest.Match{}
	}
	return ingest.Match{Score: ingest.ScoreExtContent}
}

// entry is one Day One entry as exported.
type entry struct {
	UUID         string   `json:"uuid"`
	CreationDate string   `json:"creationDate"`
	ModifiedDate string   `json:"modifiedDate"`
	TimeZone     string   `json:"timeZone"`
	Text         string   `json:"text"`
	Tags         []string `json:"tags"`
	Starred      bool     `json:"starred"`
	Pinned       bool     `json:"isPinned"`
	AllDay       bool     `json:"isAllDay"`
	Device       string   `json:"creationDevice"`
	Location     *struct {
		PlaceName string   `json:"placeName"`
		Locality  string   `json:"localityName"`
		Area      string   `json:"administrativeArea"`
		Country   string   `json:"country"`
		Latitude  *float64 `json:"latitude"`
		Longitude *float64 `json:"longitude"`
	} `json:"location"`
	Weather *struct {
		Celsius    *float64 `json:"temperatureCelsius"`
		Conditions string   `json:"conditionsDescription"`
	} `json:"weather"`
}

func importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	x, err := textfacts.Default()
	if err != nil {
		return in.Errorf("", "reading the journal: %w", err)
	}
	// First reading: the journal's names and home.
	prof := textfacts.NewProfile()
	err = entries(ctx, in, nil, true, func(_ int, _ string, e *entry) error {
		x.Learn(prof, unescape(e.Text))
		if e.Location != nil {
			prof.SeeCity(e.Location.Locality)
		}
		return nil
	})
	if err != nil {
		return err
	}
	prof.Finish()
	home := prof.HomeCity()
	journal := strings.TrimSuffix(path.Base(in.Path), path.Ext(in.Path))
	return entries(ctx, in, sink, false, func(i int, rec string, e *entry) error {
		ev, err := entryEvent(in, rec, e, journal)
		if err != nil {
			sink.Skip(rec, err)
			return nil
		}
		text := unescape(e.Text)
		written := ev.Start
		hs := x.Split(textfacts.Day{Text: text, Date: qa.DateOf(written), Written: written}, prof)
		ev.SetNumber("happenings", float64(len(hs)))
		if _, said := ev.Get("weather"); !said {
			// an entry without the weather service's: what its text says
			ev.SetText("weather", x.DayWeather(hs))
		}
		// Its happenings refer to the day by the id it is stored under.
		ev.ID = ingest.RecordID(&ev)
		if err := sink.Emit(ev); err != nil {
			return err
		}
		city := ""
		if e.Location != nil && e.Location.Locality != home {
			city = e.Location.Locality
		}
		lines := textfacts.NewLines(text)
		for j := range hs {
			h := &hs[j]
			r := lines.Record(rec, 0, h)
			id := in.ID("happening", identity(e, i), strconv.Itoa(j))
			hev := x.Event(h, id, in.Origin(r), textfacts.Entry{
				ID: ev.ID, Journal: journal, Tags: e.Tags, City: city, Loc: written.Location(), Written: written,
			})
			if err := sink.Emit(hev); err != nil {
				return err
			}
		}
		return nil
	})
}

// identity is what identifies an entry across exports: its uuid, else its
// position and creation date.
func identity(e *entry, i int) string {
	if e.UUID != "" {
		return e.UUID
	}
	return strconv.Itoa(i) + "@" + e.CreationDate
}

// entryEvent makes the note of an entry.
func entryEvent(in *ingest.Input, rec string, e *entry, journal string) (ingest.Event, error) {
	if e.CreationDate == "" {
		return ingest.Event{}, errors.New("the entry has no creationDate")
	}
	t, err := time.Parse(time.RFC3339, e.CreationDate)
	if err != nil {
		return ingest.Event{}, fmt.Errorf("creationDate %q is not a date and time: %w", e.CreationDate, err)
	}
	if e.TimeZone != "" {
		if loc, err := time.LoadLocation(e.TimeZone); err == nil {
			t = t.In(loc)
		}
	}
	text := unescape(e.Text)
	ev := ingest.Event{ID: in.ID("entry", identity(e, -1)), Source: ingest.Note, Start: t, End: t, Origin: in.Origin(rec)}
	if e.UUID == "" {
		ev.ID = in.ID("entry", rec, e.CreationDate)
	}
	ev.SetText("title", title(text))
	ev.SetText("text", text)
	ev.SetList("tags", e.Tags)
	if e.Starred {
		ev.SetBool("starred", true)
	}
	if e.Pinned {
		ev.SetBool("pinned", true)
	}
	ev.SetText("journal", journal)
	if l := e.Location; l != nil {
		ev.SetText("place_name", l.PlaceName)
		ev.SetText("city", l.Locality)
		ev.SetText("region", l.Area)
		ev.SetText("country", l.Country)
		if l.Latitude != nil && l.Longitude != nil {
			ev.SetNumber("latitude", *l.Latitude)
			ev.SetNumber("longitude", *l.Longitude)
		}
	}
	if w := e.Weather; w != nil {
		if w.Celsius != nil {
			ev.SetNumber("temperature_c", *w.Celsius)
		}
		ev.SetText("weather", strings.ToLower(w.Conditions))
	}
	ev.SetText("device", e.Device)
	if e.ModifiedDate != "" {
		if m, err := time.Parse(time.RFC3339, e.ModifiedDate); err == nil && !m.Equal(t) {
			ev.SetTime("edited", m.In(t.Location()))
		}
	}
	ev.SetText("platform", "dayone")
	return ev, nil
}

// title is an entry's first line, without heading marks.
func title(text string) string {
	for _, l := range strings.SplitN(text, "\n", 4) {
		if l = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(l), "#")); l != "" {
			if r := []rune(l); len(r) > 120 {
				l = string(r[:119]) + "…"
			}
			return l
		}
	}
	return ""
}

// unescape removes Day One's Markdown escapes: "\!" → "!", "\(" → "(".
func unescape(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("!()[]{}.-_*+#>`|~\\", s[i+1]) >= 0 {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// entries streams the entries of the file to fn, so a journal of many
// years is never held in memory whole. An entry whose values do not read
// as a Day One entry is reported with sink.Skip. The first reading
// (prepass) gathers what the import needs from all entries: its bytes do
// not count as progress and it reports nothing.
func entries(ctx context.Context, in *ingest.Input, sink ingest.Sink, prepass bool, fn func(i int, rec string, e *entry) error) error {
	open := ingest.OpenJSON
	if prepass {
		open, sink = ingest.OpenJSONPrepass, quiet{}
	}
	dec, c, err := open(ctx, in)
	if err != nil {
		return err
	}
	defer c.Close()
	key, err := ingest.EnterJSONArray(in, dec, "entries")
	if err != nil {
		return err
	}
	if key == "" {
		return in.Errorf("", "not a Day One export: a JSON array, not an object with entries")
	}
	var e entry
	return ingest.EachJSON(ctx, in, sink, dec, key,
		func(dec *json.Decoder) error { e = entry{}; return dec.Decode(&e) },
		func(i int, rec string) error { return fn(i, rec, &e) })
}

// quiet is the sink of the first reading, which emits nothing and leaves
// the reporting of bad entries to the import proper.
type quiet struct{}

func (quiet) Emit(ingest.Event) error { return nil }
func (quiet) Skip(string, error)      {}
