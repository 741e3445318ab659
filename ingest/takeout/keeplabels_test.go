package takeout

import (
	"testing"
	"testing/fstest"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/realdata"
)

func TestKeepLabelsReal(t *testing.T) {
	p := realdata.Path(t, "notes", "google_keep", "takeout_2021", "Takeout", "Keep", "Labels.txt")
	res := ingesttest.CheckFile(t, KeepLabels{}, p)
	var labels []string
	for _, ev := range res.Events {
		if ev.Source != ingest.Account || ev.Text("service") != "Google Keep" || ev.Text("fact") != "label" {
			t.Errorf("%s: %v", ev.Origin.Record, ev.Fields)
		}
		labels = append(labels, ev.Text("label"))
	}
	if len(labels) != 3 || labels[0] != "cats" || labels[2] != "run" {
		t.Errorf("labels %v", labels)
	}
}

func TestKeepLabelsRecognize(t *testing.T) {
	fsys := fstest.MapFS{
		"notes/Labels.txt":    {Data: []byte("a\nb\n")},
		"notes/n.json":        {Data: []byte(`{"color":"DEFAULT","isTrashed":false,"userEditedTimestampUsec":1}`)},
		"other/Labels.txt":    {Data: []byte("a\n")},
		"other/data.json":     {Data: []byte(`{"a":1}`)},
		"Takeout/Keep/x.json": {Data: []byte(`{}`)},
	}
	for p, want := range map[string]int{"notes/Labels.txt": 100, "other/Labels.txt": 0, "Takeout/Keep/Labels.txt": 100} {
		if m := (KeepLabels{}).Recognize(ingest.Candidate{FS: fsys, Path: p}); m.Score != want {
			t.Errorf("%s: %+v, want %d", p, m, want)
		}
	}
	res := ingesttest.Bytes(t, KeepLabels{}, "Labels.txt", []byte("\ufeffx\n\nx\ny"))
	if len(res.Events) != 2 || len(res.Skips) != 1 {
		t.Errorf("%d labels, %d skips", len(res.Events), len(res.Skips))
	}
}

func FuzzKeepLabels(f *testing.F) {
	f.Add([]byte("cats\nasdasda\nrun\n"))
	f.Add([]byte("\ufeffa\r\n\r\na\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Bytes(t, KeepLabels{}, "Labels.txt", data)
	})
}
