package dayone_test

import (
	"path/filepath"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/dayone"
	"reqap/ingest/formats"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

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

// TestJournal checks the fixture journal against Journal.json.want:
// an entry with its place, weather, tags and the happenings it tells (each
// leading back to it), a title, names learnt from the whole journal (Len
// is Lena, Benni is Ben), a planned visit, happenings away from home
// carrying the city and in its zone, and an entry without creationDate
// skipped.
func TestJournal(t *testing.T) {
	ingesttest.Golden(t, dayone.Importer, "testdata/Journal.json")
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
	ingesttest.FuzzImport(f, dayone.Importer, "Journal.json")
}
