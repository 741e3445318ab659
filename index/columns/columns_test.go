package columns

import (
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
)

func sampleEvents(t testing.TB) []*ingest.Event {
	berlin := test.Zone("Europe/Berlin")
	at := func(s string, loc *time.Location) time.Time {
		tm, err := time.ParseInLocation("2006-01-02 15:04", s, loc)
		if err != nil {
			t.Fatal(err)
		}
		return tm
	}
	return []*ingest.Event{
		{ID: "a", Source: ingest.MusicStream, Start: at("2023-03-01 08:00", berlin), End: at("2023-03-01 08:03", berlin),
			Origin: ingest.Origin{File: "/x/StreamingHistory0.json", Format: "spotify", Record: "[0]"},
			Fields: []ingest.Field{{Key: "track", Value: ingest.Text("Signal")}, {Key: "artists", Value: ingest.List([]string{"A", "B"})},
				{Key: "ms_played", Value: ingest.Number(180000)}}},
		{ID: "b", Source: ingest.MusicStream, Start: at("2023-07-01 23:30", berlin),
			Origin: ingest.Origin{File: "/x/StreamingHistory0.json", Format: "spotify", Record: "[1]"},
			Fields: []ingest.Field{{Key: "track", Value: ingest.Text("Signal")}, {Key: "skipped", Value: ingest.Bool(true)},
				{Key: "when", Value: ingest.TimeValue(at("2023-07-02 01:00", time.UTC))}}},
		{ID: "c", Source: ingest.MusicStream, Start: at("2023-12-24 00:00", time.FixedZone("", 3600)), AllDay: true,
			Origin: ingest.Origin{File: "/y/other.csv", Format: "lastfm", Record: "line 2"}},
	}
}

func TestTableRoundTrip(t *testing.T) {
	evs := sampleEvents(t)
	path := filepath.Join(t.TempDir(), "music.cols")
	if err := Write(path, ingest.MusicStream, "sig1", evs); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, "sig2"); !errors.Is(err, ErrStale) {
		t.Fatalf("Open with another signature: %v, want ErrStale", err)
	}
	tab, err := Open(path, "sig1")
	if err != nil {
		t.Fatal(err)
	}
	if tab.Len() != 3 || tab.Source() != ingest.MusicStream {
		t.Fatalf("table of %d %s events", tab.Len(), tab.Source())
	}
	if got := tab.Formats(); !reflect.DeepEqual(got, []string{"spotify", "lastfm"}) {
		t.Errorf("formats %v", got)
	}
	for i, want := range evs {
		got, err := tab.Event(i)
		if err != nil {
			t.Fatal(err)
		}
		// The event a table makes is the event the codec gives back.
		b, err := want.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		var back ingest.Event
		if err := back.UnmarshalBinary(b); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, &back) {
			t.Errorf("event %d:\n%+v\nwant\n%+v", i, got, &back)
		}
		if !tab.Start(i).Equal(want.Start) || tab.Start(i).Format(time.RFC3339) != want.Start.Format(time.RFC3339) {
			t.Errorf("start %d: %v, want %v", i, tab.Start(i), want.Start)
		}
		if !tab.End(i).Equal(want.End) || tab.End(i).IsZero() != want.End.IsZero() {
			t.Errorf("end %d: %v, want %v", i, tab.End(i), want.End)
		}
		if tab.AllDay(i) != want.AllDay {
			t.Errorf("all-day %d: %v", i, tab.AllDay(i))
		}
	}
	for i, ev := range evs {
		if r, ok := tab.Find(ev.ID); !ok || r != i {
			t.Errorf("Find(%q) = %d, %v", ev.ID, r, ok)
		}
	}
	if _, ok := tab.Find("nope"); ok {
		t.Error("found an id the table does not hold")
	}
	track := tab.Column("track")
	if track == nil || len(track.Values()) != 1 || track.Code(0) != track.Code(1) || track.Code(2) != 0 {
		t.Fatalf("track column %+v", track)
	}
	if v, ok := tab.Column("artists").Value(0); !ok || !reflect.DeepEqual(v.List, []string{"A", "B"}) {
		t.Errorf("artists of row 0: %+v %v", v, ok)
	}
	if v, ok := tab.Column("when").Value(1); !ok || !v.Time.Equal(evs[1].Fields[2].Value.Time) {
		t.Errorf("when of row 1: %+v %v", v, ok)
	}
	ms := tab.Column("ms_played")
	if _, ok := ms.Value(1); ok || !ms.Numeric() {
		t.Errorf("ms_played: numeric %v, row 1 has a value", ms.Numeric())
	}
	if v, ok := ms.Value(0); !ok || v.Num != 180000 || v.Kind != ingest.KindNumber {
		t.Errorf("ms_played of row 0: %+v %v", v, ok)
	}
	if tab.Column("track").Numeric() {
		t.Error("track is not numeric")
	}
}

func TestColumnOfNumbersThenText(t *testing.T) {
	at := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	evs := []*ingest.Event{
		{ID: "a", Source: ingest.Note, Start: at, Fields: []ingest.Field{{Key: "rating", Value: ingest.Number(4)}}},
		{ID: "b", Source: ingest.Note, Start: at.Add(time.Hour)},
		{ID: "c", Source: ingest.Note, Start: at.Add(2 * time.Hour), Fields: []ingest.Field{{Key: "rating", Value: ingest.Text("good")}}},
		{ID: "d", Source: ingest.Note, Start: at.Add(3 * time.Hour), Fields: []ingest.Field{{Key: "rating", Value: ingest.Number(4)}}},
	}
	tab, err := Build(ingest.Note, "", evs)
	if err != nil {
		t.Fatal(err)
	}
	c := tab.Column("rating")
	if c.Numeric() || len(c.Values()) != 2 || c.Code(0) != c.Code(3) || c.Code(1) != 0 {
		t.Fatalf("numeric %v, values %v, codes %d %d %d", c.Numeric(), c.Values(), c.Code(0), c.Code(1), c.Code(3))
	}
	for i, want := range evs {
		got, err := tab.Event(i)
		if err != nil || !reflect.DeepEqual(got.Fields, want.Fields) && len(want.Fields) > 0 {
			t.Errorf("event %d: %+v, %v", i, got, err)
		}
	}
}

func TestBuildRefusesAKeyTwice(t *testing.T) {
	ev := &ingest.Event{ID: "x", Source: ingest.Note, Start: time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC),
		Fields: []ingest.Field{{Key: "tag", Value: ingest.Text("a")}, {Key: "tag", Value: ingest.Text("b")}}}
	if _, err := Build(ingest.Note, "", []*ingest.Event{ev}); err == nil {
		t.Fatal("a table of an event with a key twice was built")
	}
}

func TestBuildRefusesTimesOutOfRange(t *testing.T) {
	ev := &ingest.Event{ID: "x", Source: ingest.Note, Start: time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC)}
	if _, err := Build(ingest.Note, "", []*ingest.Event{ev}); err == nil {
		t.Fatal("a table of a year-1 event was built")
	}
}

func FuzzParse(f *testing.F) {
	b, err := encode(ingest.MusicStream, "s", sampleEvents(f))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add(b[:len(b)/2])
	f.Fuzz(func(t *testing.T, data []byte) {
		// parse reads arrays in place, which needs 8-byte alignment.
		buf := make([]byte, len(data), len(data)+8)
		copy(buf, data)
		tab, err := parse(buf, "s")
		if err != nil {
			return
		}
		for i := 0; i < tab.Len(); i++ {
			tab.Event(i)
			tab.Start(i)
			tab.End(i)
			for _, k := range tab.Keys() {
				tab.Column(k).Value(i)
			}
		}
	})
}

// A large dictionary is read a value at a time until Values is asked for:
// the values are the same either way.
func TestLargeDictionaryValues(t *testing.T) {
	base := time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)
	evs := make([]*ingest.Event, 0, lazyDict+100)
	for i := range cap(evs) {
		e := &ingest.Event{ID: fmt.Sprintf("e%05d", i), Source: ingest.Journal, Start: base.Add(time.Duration(i) * time.Hour),
			Origin: ingest.Origin{File: "/d/x.md", Format: "notes_text", Record: "line 1"}}
		e.SetText("text", fmt.Sprintf("Swam %d min", i))
		if i%3 == 0 {
			e.SetList("participants", []string{"Lena", fmt.Sprint(i)})
		}
		evs = append(evs, e)
	}
	tab, err := Build(ingest.Journal, "", evs)
	if err != nil {
		t.Fatal(err)
	}
	read := func() []string {
		var out []string
		for _, key := range []string{"text", "participants"} {
			col := tab.Column(key)
			for i := range tab.Len() {
				v, ok := col.Value(i)
				out = append(out, fmt.Sprint(v, ok))
			}
		}
		return out
	}
	lazy := read()
	if tab.Column("text").whole.Load() {
		t.Fatal("Value decoded the whole dictionary")
	}
	tab.Column("text").Values()
	tab.Column("participants").Values()
	if whole := read(); !slices.Equal(lazy, whole) {
		t.Error("values read one at a time differ from the dictionary's")
	}
	if v, _ := tab.Column("text").Value(7); v.Str != "Swam 7 min" {
		t.Errorf("row 7: %v", v)
	}
}

// SharedEvent makes each row's event once, equal to Event's, from slabs
// that one event's fields never share with the next: appending to them
// leaves the other events as they are. The ids fill more than one block
// of text, which keeps what it was given.
func TestSharedEventsFromSlabs(t *testing.T) {
	var evs []*ingest.Event
	for range 3 * eventSlab / 2 { // more than one slab of events
		evs = append(evs, sampleEvents(t)...)
	}
	for i, e := range evs {
		c := *e
		c.ID = fmt.Sprintf("e%d-%0100d", i, i)
		c.Start = c.Start.Add(time.Duration(i) * time.Minute)
		evs[i] = &c
	}
	tab, err := Build(ingest.MusicStream, "sig", evs)
	if err != nil {
		t.Fatal(err)
	}
	shared := make([]*ingest.Event, tab.Len())
	for i := tab.Len() - 1; i >= 0; i-- { // out of order, as hits come
		if shared[i], err = tab.SharedEvent(i); err != nil {
			t.Fatal(err)
		}
	}
	for i, got := range shared {
		if again, _ := tab.SharedEvent(i); again != got {
			t.Fatalf("row %d made twice", i)
		}
		if len(got.Fields) > 0 {
			got.Fields = append(got.Fields, ingest.Field{Key: "added", Value: ingest.Text("x")})
		}
	}
	for i, got := range shared {
		want, err := tab.Event(i)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(want.Fields); n > 0 {
			got = &ingest.Event{ID: got.ID, Source: got.Source, Start: got.Start, End: got.End, AllDay: got.AllDay,
				Origin: got.Origin, Fields: got.Fields[:n]}
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("row %d:\n%+v\nwant\n%+v", i, got, want)
		}
	}
}

// The files of a table's events are read as they were written, each time
// asked (the second time from what the first copied), with or without
// the event, and a table cut anywhere fails to parse or parses without
// panicking.
func TestFileNames(t *testing.T) {
	evs := sampleEvents(t)
	for i, f := range []string{"", "/days/2024-01-02.md", "/days/2024-01-03.md", "/days/2024-01-02.md"} {
		e := *evs[i%len(evs)]
		e.ID = fmt.Sprint("f", i)
		e.Origin.File = f
		evs = append(evs, &e)
	}
	tab, err := Build(ingest.MusicStream, "sig", evs)
	if err != nil {
		t.Fatal(err)
	}
	for range 2 {
		for i, want := range evs {
			if got := tab.File(i); got != want.Origin.File {
				t.Errorf("File(%d) = %q, want %q", i, got, want.Origin.File)
			}
			ev, err := tab.Event(i)
			if err != nil || ev.Origin.File != want.Origin.File {
				t.Errorf("event %d: file %q (%v), want %q", i, ev.Origin.File, err, want.Origin.File)
			}
		}
	}
	// A name is a copy: it outlives the table's bytes (a mapping).
	name := tab.File(4)
	clear(tab.files.b)
	if name != "/days/2024-01-02.md" {
		t.Errorf("a file name changed with the table's bytes: %q", name)
	}
	b, err := encode(ingest.MusicStream, "sig", evs)
	if err != nil {
		t.Fatal(err)
	}
	for n := range len(b) {
		if tab, err := parse(b[:n], "sig"); err == nil {
			for i := range tab.Len() {
				tab.File(i)
			}
		}
	}
}
