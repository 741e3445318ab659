// Package libtest builds libraries for tests above the index: a real
// Bluge-backed library in a temporary folder, holding the events a test
// names.
package libtest

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"reqap/index"
	"reqap/index/catalog"
	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// Open opens a library in a temporary folder holding evs (see Add); it is
// closed when the test ends.
func Open(t testing.TB, evs ...ingest.Event) *index.Library {
	t.Helper()
	lib, err := index.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lib.Close() })
	Add(t, lib, evs...)
	return lib
}

// Ranked are the values vs of a field of a test's catalog, most frequent
// first: the first seen top times, each next one time less.
func Ranked(top int, vs ...string) []catalog.Value {
	out := make([]catalog.Value, len(vs))
	for i, v := range vs {
		out[i] = catalog.Value{Text: v, Count: top - i}
	}
	return out
}

// Names is a field of names of a test's catalog (text a person would
// type as a name: an artist, a subject), held by events events with
// distinct values, vs its most frequent (Ranked).
func Names(key string, events, distinct int, vs ...string) catalog.Field {
	return catalog.Field{Key: key, Kind: "text", Events: events, Distinct: distinct, Names: true, Values: Ranked(20, vs...)}
}

// NameList is Names for a field whose values are lists (the recipients
// of a mail, the tags of a post), vs all of its values.
func NameList(key string, events int, vs ...string) catalog.Field {
	return catalog.Field{Key: key, Kind: "list", Events: events, Distinct: len(vs), Names: true, Values: Ranked(20, vs...)}
}

// Number is a field of numbers of a test's catalog.
func Number(key string, events int) catalog.Field {
	return catalog.Field{Key: key, Kind: "number", Events: events}
}

// Add imports evs into lib as the import jobs do: one file per distinct
// Origin.File, in the order first met, recorded with the format of its
// first event.
func Add(t testing.TB, lib *index.Library, evs ...ingest.Event) {
	t.Helper()
	byFile := map[string][]ingest.Event{}
	var files []string
	for _, e := range evs {
		if _, ok := byFile[e.Origin.File]; !ok {
			files = append(files, e.Origin.File)
		}
		byFile[e.Origin.File] = append(byFile[e.Origin.File], e)
	}
	for _, f := range files {
		w, err := lib.BeginFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range byFile[f] {
			if err := w.Add(e); err != nil {
				t.Fatalf("adding %s: %v", e.ID, err)
			}
		}
		if err := w.Commit(context.Background(), index.FileRecord{Format: byFile[f][0].Origin.Format}); err != nil {
			t.Fatal(err)
		}
	}
}

// Berlin is the zone the test libraries' events happen in.
var Berlin = test.Zone("Europe/Berlin")

// At returns 2024-03-d hh:mm in Berlin, the month the test libraries'
// events fall in.
func At(d, hh, mm int) time.Time { return time.Date(2024, 3, d, hh, mm, 0, 0, Berlin) }

// Event builds an event of source read from a file of format; kv
// alternates keys and values (see ingesttest.Set).
func Event(id, source, format string, start, end time.Time, kv ...any) ingest.Event {
	e := ingest.Event{ID: id, Source: source, Start: start, End: end,
		Origin: ingest.Origin{File: "/data/" + format + ".file", Format: format, Record: id}}
	ingesttest.Set(&e, kv...)
	return e
}

// ParseEvent reads an event from the columns of a fixture row (read with
// lang/tsv), so a test's events can live in testdata next to what is
// expected of them:
//
//	id  source  format  start  end  [@file=PATH]  [@allday]  key=value ...
//
// start and end are "5 18:00" (At(5, 18, 0)), "2024-06-01 00:00" (in
// Berlin), "2024-06-01 00:00 +01:00" (in a zone of the offset alone, as
// a mail's date), "5 day" (midnight UTC, as a journal dates a day) or "undated"
// (no time: an account fact). A value is
// text ("key=text"; Go-quoted when it holds a line break), a number
// ("key:num=8.1"), a list ("key:list=a|b") or a boolean ("key:bool=true").
func ParseEvent(cols []string) (ingest.Event, error) {
	if len(cols) < 5 {
		return ingest.Event{}, fmt.Errorf("event needs id, source, format, start and end, got %d columns", len(cols))
	}
	start, err := parseTime(cols[3])
	if err != nil {
		return ingest.Event{}, err
	}
	end, err := parseTime(cols[4])
	if err != nil {
		return ingest.Event{}, err
	}
	e := Event(cols[0], cols[1], cols[2], start, end)
	for _, c := range cols[5:] {
		if c == "@allday" {
			e.AllDay = true
			continue
		}
		key, val, ok := strings.Cut(c, "=")
		if !ok {
			return e, fmt.Errorf("event %s: %q is no key=value", e.ID, c)
		}
		key, kind, _ := strings.Cut(key, ":")
		switch {
		case key == "@file":
			e.Origin.File = val
		case kind == "":
			if strings.HasPrefix(val, `"`) {
				if val, err = strconv.Unquote(val); err != nil {
					return e, fmt.Errorf("event %s: %s: %w", e.ID, key, err)
				}
			}
			e.SetText(key, val)
		case kind == "num":
			n, err := strconv.ParseFloat(val, 64)
			if err != nil {
				return e, fmt.Errorf("event %s: %s: %w", e.ID, key, err)
			}
			e.SetNumber(key, n)
		case kind == "list":
			e.SetList(key, strings.Split(val, "|"))
		case kind == "bool":
			b, err := strconv.ParseBool(val)
			if err != nil {
				return e, fmt.Errorf("event %s: %s: %w", e.ID, key, err)
			}
			e.SetBool(key, b)
		default:
			return e, fmt.Errorf("event %s: %s: unknown kind %q", e.ID, key, kind)
		}
	}
	return e, nil
}

// parseTime reads a fixture's time: "5 18:00", "2024-06-01 00:00",
// "2024-06-01 00:00 +01:00" or "5 day".
func parseTime(s string) (time.Time, error) {
	if s == "undated" {
		return time.Time{}, nil // an account fact
	}
	if t, err := time.ParseInLocation("2006-01-02 15:04", s, Berlin); err == nil {
		return t, nil
	}
	if t, err := time.Parse("2006-01-02 15:04 -07:00", s); err == nil {
		return t, nil // in a zone of the offset alone, as a mail's date
	}
	day, clock, _ := strings.Cut(s, " ")
	d, err := strconv.Atoi(day)
	if err != nil {
		return time.Time{}, fmt.Errorf("time %q: want \"5 18:00\", \"2024-06-01 00:00\", \"2024-06-01 00:00 +01:00\" or \"5 day\"", s)
	}
	if clock == "day" {
		return time.Date(2024, 3, d, 0, 0, 0, 0, time.UTC), nil
	}
	c, err := time.Parse("15:04", clock)
	if err != nil {
		return time.Time{}, fmt.Errorf("time %q: %w", s, err)
	}
	return At(d, c.Hour(), c.Minute()), nil
}

// Memory is a library in memory, events by source, for code that only
// lists a source's events (people, places) and needs no index.
type Memory map[string][]*ingest.Event

// Events returns the events of source.
func (m Memory) Events(source string) []*ingest.Event { return m[source] }

// Happening is an event of source at t, for a Memory; kv alternates keys
// and values (see ingesttest.Set).
func Happening(source string, t time.Time, kv ...any) *ingest.Event {
	e := &ingest.Event{Source: source, Start: t, End: t}
	ingesttest.Set(e, kv...)
	return e
}

// Recording is a Memory that records the sources read, to test that what
// is kept for some sources' state reads no other.
type Recording struct {
	Memory
	Read map[string]bool
}

// Record returns a Recording of m.
func Record(m Memory) Recording { return Recording{Memory: m, Read: map[string]bool{}} }

// Events returns the events of source and records that it was read.
func (r Recording) Events(source string) []*ingest.Event {
	r.Read[source] = true
	return r.Memory.Events(source)
}

// ReadOnly fails t for each source read that sources does not list.
func (r Recording) ReadOnly(t testing.TB, sources []string) {
	t.Helper()
	for src := range r.Read {
		if !slices.Contains(sources, src) {
			t.Errorf("read %s, which %v does not list", src, sources)
		}
	}
}
