package dayone_test

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/dayone"
	"reqap/ingest/formats"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func field(ev ingest.Event, k string) any {
	v, ok := ev.Get(k)
	if !ok {
		return nil
	}
	return v.Any()
}

func happening(t *testing.T, evs []ingest.Event, part string) ingest.Event {
	t.Helper()
	for _, ev := range evs {
		if ev.Source != ingest.Note && strings.Contains(ev.Text("text"), part) {
			return ev
		}
	}
	t.Fatalf("no happening with %q", part)
	return ingest.Event{}
}

func TestRecognize(t *testing.T) {
	head := test.ReadFile(t, "testdata/Journal.json")
	if m := (dayone.Importer).Recognize(ingest.Candidate{Path: "Journal.json", Head: head}); m.Score != 80 {
		t.Errorf("Journal.json: %+v", m)
	}
	// by content, whatever the name
	if m := (dayone.Importer).Recognize(ingest.Candidate{Path: "export/Travel Log.json", Head: head}); m.Score != 80 {
		t.Errorf("renamed journal: %+v", m)
	}
	for _, h := range []string{`{"entries": [1, 2]}`, `[{"creationDate": "x"}]`, `{"metadata": {}}`} {
		if m := (dayone.Importer).Recognize(ingest.Candidate{Path: "x.json", Head: []byte(h)}); m.Score != 0 {
			t.Errorf("%s recognized: %+v", h, m)
		}
	}
}

// An entry whose values have the wrong types is skipped once, naming it,
// and the entries around it are imported; a top-level array is not an
// export.
func TestBadEntry(t *testing.T) {
	data := `{"metadata": {"version": "1.0"}, "entries": [
		{"uuid": "A", "creationDate": "2025-06-01T10:00:00Z", "text": "Ran 5 km along the river."},
		{"uuid": "B", "creationDate": "2025-06-02T10:00:00Z", "text": 42},
		{"uuid": "C", "creationDate": "2025-06-03T10:00:00Z", "text": "Quiet day."}]}`
	res := ingesttest.Bytes(t, dayone.Importer, "Journal.json", []byte(data))
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	ingesttest.Skipped(t, res, "entries[1]")
	notes := 0
	for _, ev := range res.Events {
		if ev.Source == ingest.Note {
			notes++
		}
	}
	if notes != 2 {
		t.Errorf("%d entries imported, want 2", notes)
	}
	res = ingesttest.Bytes(t, dayone.Importer, "Journal.json", []byte(`[{"creationDate": "2025-06-01T10:00:00Z"}]`))
	if res.Err == nil || !strings.Contains(res.Err.Error(), "not a Day One export") {
		t.Errorf("top-level array: %v", res.Err)
	}
}

func TestJournal(t *testing.T) {
	res := ingesttest.CheckFile(t, dayone.Importer, "testdata/Journal.json")
	if res.Err != nil {
		t.Fatal(res.Err)
	}
	if len(res.Skips) != 1 || !strings.Contains(res.Skips[0].Err.Error(), "no creationDate") || res.Skips[0].Record != "entries[4]" {
		t.Errorf("skips %+v", res.Skips)
	}
	var notes []ingest.Event
	for _, ev := range res.Events {
		if ev.Source == ingest.Note {
			notes = append(notes, ev)
		}
	}
	if len(notes) != 4 {
		t.Fatalf("%d entries, want 4", len(notes))
	}
	berlin, _ := time.LoadLocation("Europe/Berlin")
	first := notes[0]
	if !first.Start.Equal(time.Date(2025, 6, 1, 12, 9, 26, 0, berlin)) || first.Start.Location().String() != "Europe/Berlin" {
		t.Errorf("entry time %v", first.Start)
	}
	ingesttest.Fields(t, first, map[string]any{"city": "Leipzig", "country": "Germany", "place_name": "Karl-Heine-Straße 52", "temperature_c": 23.0,
		"weather": "partly cloudy", "journal": "Journal", "platform": "dayone", "tags": []string{"running"}, "happenings": 2.0,
		"text": "Ran 12,9 km around the lake wiht Ben, 1:19 h. Had a banana after."})
	ingesttest.Fields(t, notes[1], map[string]any{"title": "Sunday"})

	run := happening(t, res.Events, "12,9 km")
	ingesttest.Fields(t, run, map[string]any{"workout_type": "running", "distance_km": 12.9, "duration_s": 79 * 60.0, "participants": []string{"Ben"},
		"entry_id": first.ID, "city": nil, "tags": nil})
	if run.Origin.Record != "entries[0] line 1" || run.Source != ingest.Workout {
		t.Errorf("run: %s %q", run.Source, run.Origin.Record)
	}
	ingesttest.Fields(t, happening(t, res.Events, "banana"), map[string]any{"after": "running", "food": []string{"banana"}})
	// names learnt from the whole journal: Len is Lena, Benni is Ben
	ingesttest.Fields(t, happening(t, res.Events, "Café Kanne"), map[string]any{"activity": "coffee", "participants": []string{"Lena"}, "place": "Café Kanne"})
	ingesttest.Fields(t, happening(t, res.Events, "called"), map[string]any{"activity": "call", "participants": []string{"Ben"}, "duration_s": 1200.0})
	ingesttest.Fields(t, happening(t, res.Events, "dentist"), map[string]any{"modality": "planned"})
	// away from home, happenings carry the city
	lunch := happening(t, res.Events, "pastel de nata")
	ingesttest.Fields(t, lunch, map[string]any{"city": "Lisbon", "meal": "lunch", "food": []string{"pastel de nata"}, "tags": nil})
	if lunch.Start.Location().String() != "Europe/Lisbon" || lunch.Start.Hour() < 11 || lunch.Start.Hour() > 14 {
		t.Errorf("lunch in Lisbon at %v", lunch.Start)
	}
	ingesttest.Fields(t, happening(t, res.Events, "bacalhau"), map[string]any{"participants": []string{"Jonas"}, "meal": "dinner", "city": "Lisbon"})
}

// TestExportZip: a Day One export of two journals, with photos.
func TestExportZip(t *testing.T) {
	zipPath, _ := filepath.Abs("testdata/Export-All Entries.zip")
	tree := ingesttest.Scan(t, zipPath)
	journals := map[string]int{}
	for _, f := range tree.Files {
		imp, m := ingesttest.Detect(t, formats.Registry, f)
		if strings.HasPrefix(f.Path, "photos/") {
			if imp != nil && imp.Name == dayone.Importer.Name {
				t.Errorf("a photo read as a journal")
			}
			continue
		}
		if imp == nil || imp.Name != dayone.Importer.Name || m.Score == 0 {
			t.Fatalf("%s routed to %v", f.Path, imp)
		}
		res := ingesttest.Check(t, imp, f.FS, f.Path, f.Name, f.Size)
		for _, ev := range res.Events {
			if ev.Source == ingest.Note {
				journals[ev.Text("journal")]++
			}
			if !strings.Contains(ev.Origin.File, ".zip!/") {
				t.Errorf("origin %q does not name the archive member", ev.Origin.File)
			}
		}
	}
	if journals["Journal"] != 4 || journals["Travel"] != 1 {
		t.Errorf("entries per journal %v", journals)
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, dayone.Importer, "testdata/Journal.json")
}

func FuzzDayOne(f *testing.F) {
	ingesttest.Seed(f, "testdata/Journal.json")
	f.Add([]byte(`{"entries":[{"creationDate":"2025-01-01T10:00:00Z","timeZone":"Nowhere/Zone","text":"Ran 5 km\\\\."}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Fuzz(t, dayone.Importer, "Journal.json", data)
	})
}
