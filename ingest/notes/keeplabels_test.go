package notes

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

func TestKeepLabelsReal(t *testing.T) {
	res := ingesttest.CheckReal(t, KeepLabels, "notes", "google_keep", "takeout_2021", "Takeout", "Keep", "Labels.txt")
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
		if m := (KeepLabels).Recognize(ingest.Candidate{FS: fsys, Path: p}); m.Score != want {
			t.Errorf("%s: %+v, want %d", p, m, want)
		}
	}
	for i := range 6 {
		fsys[fmt.Sprintf("many/%d.json", i)] = &fstest.MapFile{Data: []byte(`{"a":1}`)}
	}
	fsys["many/9.json"] = &fstest.MapFile{Data: []byte(`{"isTrashed":false,"textContent":"x"}`)}
	// Only the first few files of a folder are looked at, and a file of
	// another name or a folder that cannot be read is no label list.
	for _, c := range []struct {
		fsys fs.FS
		path string
	}{{fsys, "many/Labels.txt"}, {fsys, "notes/labels.csv"}, {fsys, "gone/Labels.txt"}, {nil, "notes/Labels.txt"}} {
		if m := KeepLabels.Recognize(ingest.Candidate{FS: c.fsys, Path: c.path}); m.Score != 0 {
			t.Errorf("%s: %+v, want no match", c.path, m)
		}
	}
	res := ingesttest.Bytes(t, KeepLabels, "Labels.txt", []byte("\ufeffx\n\nx\ny"))
	if len(res.Events) != 2 || len(res.Skips) != 1 {
		t.Errorf("%d labels, %d skips", len(res.Events), len(res.Skips))
	}
	if res := ingesttest.Bytes(t, KeepLabels, "Labels.txt", []byte(strings.Repeat("x", maxLabel+1))); res.Err == nil {
		t.Error("a line longer than any label is read")
	}
}

func FuzzKeepLabels(f *testing.F) {
	f.Add([]byte("cats\nasdasda\nrun\n"))
	f.Add([]byte("\ufeffa\r\n\r\na\n"))
	ingesttest.FuzzImport(f, KeepLabels, "Labels.txt")
}
