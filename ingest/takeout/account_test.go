package takeout

import (
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
	res := ingesttest.Bytes(t, KeepLabels, "Labels.txt", []byte("\ufeffx\n\nx\ny"))
	if len(res.Events) != 2 || len(res.Skips) != 1 {
		t.Errorf("%d labels, %d skips", len(res.Events), len(res.Skips))
	}
}

func FuzzKeepLabels(f *testing.F) {
	f.Add([]byte("cats\nasdasda\nrun\n"))
	f.Add([]byte("\ufeffa\r\n\r\na\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Bytes(t, KeepLabels, "Labels.txt", data)
	})
}

func TestProfile(t *testing.T) {
	data := []byte(`{"name":{"givenName":"Giulia","familyName":"Hansen","formattedName":"Giulia Hansen"},"displayName":"Giulia Hansen",` +
		`"emails":[{"value":"giulia.hansen@gmail.com","type":"account"},{"value":"g@work.org"}],"gender":{"type":"female"}}`)
	if m := (Profile).Recognize(ingest.Candidate{Path: "Takeout/Profile/Profile.json", Head: data}); m.Score != 100 {
		t.Errorf("recognize %+v", m)
	}
	res := ingesttest.Bytes(t, Profile, "Profile.json", data)
	if len(res.Events) != 1 {
		t.Fatalf("%d events, %v", len(res.Events), res.Err)
	}
	ev := res.Events[0]
	if ev.Source != ingest.Account || ev.Text("email") != "giulia.hansen@gmail.com" || ev.Text("display_name") != "Giulia Hansen" || ev.Text("emails") != "giulia.hansen@gmail.com, g@work.org" {
		t.Errorf("profile %v", ev.Fields)
	}
	if res := ingesttest.Bytes(t, Profile, "Profile.json", []byte(`{"name":{}}`)); len(res.Events) != 0 || len(res.Skips) != 1 {
		t.Errorf("empty profile: %+v", res)
	}
}

func FuzzProfile(f *testing.F) {
	f.Add([]byte(`{"name":{"formattedName":"A"},"emails":[{"value":"a@b.c"}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		ingesttest.Bytes(t, Profile, "Profile.json", data)
	})
}
