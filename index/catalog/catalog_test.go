package catalog

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reqap/index"
	"reqap/index/columns"
	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// fakeLib is a library in memory.
type fakeLib struct {
	dir    string
	events map[string][]*ingest.Event
	files  []index.FileRecord
	terms  map[string]uint64
	tables bool // sources are read from column tables
}

func (l *fakeLib) Dir() string { return l.dir }
func (l *fakeLib) FilesSignature() string {
	h := sha256.New()
	for _, f := range l.files {
		fmt.Fprintf(h, "%s\x00%s\x00%d\x00%d\n", f.Path, f.Hash, f.Version, f.Events)
	}
	return hex.EncodeToString(h.Sum(nil))
}
func (l *fakeLib) Events(s string) []*ingest.Event { return l.events[s] }

// StreamedColumns gives every source's table when the fake has tables.
func (l *fakeLib) StreamedColumns(_ context.Context, s string) *columns.Table {
	if !l.tables {
		return nil
	}
	t, err := columns.Build(s, "sig", l.events[s])
	if err != nil {
		return nil
	}
	return t
}
func (l *fakeLib) CountBySource() map[string]int {
	out := map[string]int{}
	for s, evs := range l.events {
		out[s] = len(evs)
	}
	return out
}
func (l *fakeLib) Terms(fn func(string, uint64) bool) error {
	for t, n := range l.terms {
		if !fn(t, n) {
			break
		}
	}
	return nil
}

func ev(src string, day int, kv ...any) *ingest.Event {
	e := &ingest.Event{ID: fmt.Sprint(src, day, kv), Source: src, Start: time.Date(2023, 1, day, 10, 0, 0, 0, time.UTC),
		Origin: ingest.Origin{Format: "fmt_" + src}}
	e.End = e.Start
	ingesttest.Set(e, kv...)
	return e
}

func testLib(t *testing.T) *fakeLib {
	l := &fakeLib{dir: t.TempDir(), events: map[string][]*ingest.Event{}, terms: map[string]uint64{"radiohead": 3, "sync": 2}}
	artists := []string{"Radiohead", "radiohead", "Radiohead", "Portishead"}
	for i, a := range artists {
		l.events["music_stream"] = append(l.events["music_stream"], ev("music_stream", i+1,
			"artist", a, "track", fmt.Sprint("Song ", i%2), "duration_s", float64(100*(i+1)),
			"uri", fmt.Sprintf("spotify:track:%022d", i)))
	}
	for i := 0; i < 60; i++ {
		l.events["mail"] = append(l.events["mail"], ev("mail", 1+i%28,
			"subject", fmt.Sprintf("A long and unique subject line number %d about something", i),
			"from", "Bill Radcliffe <BillR@corbis.com>", "message_id", fmt.Sprintf("<%08x@host.example>", i),
			"to", []string{"me@example.org"}))
	}
	l.files = []index.FileRecord{{Path: "/x/a.json", Hash: "h1", Events: 4}, {Path: "/x/b.mbox", Hash: "h2", Events: 60}}
	return l
}

func TestBuildReadsTheLibrary(t *testing.T) {
	l := testLib(t)
	c, err := Build(context.Background(), l)
	if err != nil {
		t.Fatal(err)
	}
	if c.Events != 64 || len(c.Sources) != 2 {
		t.Fatalf("events %d sources %d", c.Events, len(c.Sources))
	}
	music := c.Source("music_stream")
	art := music.Field("artist")
	if art == nil || !art.Names || art.Kind != "text" || art.Distinct != 2 {
		t.Fatalf("artist field %+v", art)
	}
	// Values group ignoring case, spelt the most common way, most frequent first.
	if art.Values[0] != (Value{Text: "Radiohead", Count: 3}) || art.Values[1] != (Value{Text: "Portishead", Count: 1}) {
		t.Errorf("artist values %+v", art.Values)
	}
	if d := music.Field("duration_s"); d.Kind != "number" || d.Unit != "s" || d.Min != 100 || d.Max != 400 || d.Names {
		t.Errorf("duration field %+v", d)
	}
	// Identifiers, unique sentences and addresses are not names.
	if f := music.Field("uri"); f.Names {
		t.Errorf("uri is names: %+v", f)
	}
	mail := c.Source("mail")
	if f := mail.Field("subject"); f.Names {
		t.Errorf("unique subjects are names")
	}
	if f := mail.Field("message_id"); f.Names {
		t.Errorf("message ids are names")
	}
	if f := mail.Field("from"); !f.Names || f.Values[0].Text != "Bill Radcliffe <BillR@corbis.com>" {
		t.Errorf("from %+v", f)
	}
	if f := mail.Field("to"); f.Kind != "list" || f.Names {
		t.Errorf("addresses are names: %+v", f)
	}
	if music.Formats[0] != "fmt_music_stream" || !music.First.Before(music.Last) {
		t.Errorf("source %+v", music)
	}
	if c.Terms["radiohead"] != 3 {
		t.Errorf("terms %v", c.Terms)
	}
}

func TestLoadSavesAndReusesUntilTheLibraryChanges(t *testing.T) {
	l := testLib(t)
	c1, err := Load(context.Background(), l)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(l.dir, FileName)
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("catalog file mode %v, want 0600", st.Mode().Perm())
	}
	c2, err := Load(context.Background(), l)
	if err != nil || !c2.Built.Equal(c1.Built) {
		t.Fatalf("second load rebuilt (%v): %v vs %v", err, c2.Built, c1.Built)
	}
	// A file re-imported with other content changes the signature.
	l.files[0].Hash = "h1b"
	c3, err := Load(context.Background(), l)
	if err != nil || c3.Signature == c1.Signature {
		t.Fatalf("changed library kept signature %s (%v)", c3.Signature, err)
	}
	// A damaged file is rebuilt, not an error.
	if err := os.WriteFile(path, []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	if c4, err := Load(context.Background(), l); err != nil || c4.Events != 64 {
		t.Fatalf("damaged catalog: %v %+v", err, c4)
	}
}

func TestIDLike(t *testing.T) {
	test.Table(t, "idLike", idLike, "idlike.tsv")
	if strings.TrimSpace(unitOf("distance_km")) != "km" || unitOf("artist") != "" {
		t.Error("units")
	}
}

// A source described from its column table is described as from its
// events: names with several spellings and case, lists, numbers, a field
// that turns from numbers to text, flags, and a value spelled in more ways
// than are counted (where the table is read event by event).
func TestCatalogFromTableIsFromEvents(t *testing.T) {
	day := time.Date(2024, 5, 1, 8, 0, 0, 0, time.FixedZone("CEST", 7200))
	var evs []*ingest.Event
	spellings := []string{"Nico", "nico", "NICO", "NiCo", "nIco", "niCo", "nicO", "NIco"}
	for i := range 400 {
		ev := &ingest.Event{ID: fmt.Sprintf("e%03d", i), Source: ingest.MusicStream, Start: day.Add(time.Duration((i*37)%400) * time.Hour),
			Origin: ingest.Origin{File: "/x/plays.json", Format: []string{"spotify", "lastfm"}[i%2], Record: "r"}}
		ev.SetText("artist", []string{"Radiohead", "radiohead", "Björk", "The National", "https://x.example/a1b2"}[i%5])
		ev.SetNumber("ms_played", float64(i*1000+7))
		if i%3 == 0 {
			ev.SetList("tags", []string{"Indie", "indie", "rock", fmt.Sprint("t", i%4)})
		}
		if i%7 == 0 {
			ev.SetBool("skipped", i%2 == 0)
		}
		if i < 200 {
			ev.SetNumber("rating", float64(i%5))
		} else {
			ev.SetText("rating", "five stars")
		}
		evs = append(evs, ev)
	}
	build := func(evs []*ingest.Event, tables bool) string {
		t.Helper()
		c, err := Build(context.Background(), &fakeLib{dir: t.TempDir(), events: map[string][]*ingest.Event{ingest.MusicStream: evs}, tables: tables})
		if err != nil {
			t.Fatal(err)
		}
		c.Built = time.Time{}
		b, err := json.Marshal(c)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if got, want := build(evs, true), build(evs, false); got != want {
		t.Errorf("from the table:\n%s\nfrom the events:\n%s", got, want)
	}
	// Eight spellings of one name, then the most common one: which are
	// counted depends on the order of events.
	for i, ev := range evs[:40] {
		artist := "nico"
		if i < 8 {
			artist = spellings[i]
		}
		ev.SetText("artist", artist)
	}
	if got, want := build(evs, true), build(evs, false); got != want {
		t.Errorf("with many spellings, from the table:\n%s\nfrom the events:\n%s", got, want)
	}
}

// A catalog keeps the most frequent terms (ties by the term), and a missing
// catalog, source or field answers lookups as holding nothing.
func TestTopTermsAndMissing(t *testing.T) {
	got := topTerms(map[string]int{"run": 5, "swim": 2, "bike": 2, "yoga": 1}, 2)
	if len(got) != 2 || got["run"] != 5 || got["bike"] != 2 {
		t.Errorf("topTerms = %v, want run and bike", got)
	}
	var c *Catalog
	if c.Source("spotify") != nil || c.Has("spotify") || c.Version() != "none" {
		t.Error("a missing catalog holds something")
	}
	if c.Source("spotify").Field("artist") != nil {
		t.Error("a missing source has a field")
	}
}
