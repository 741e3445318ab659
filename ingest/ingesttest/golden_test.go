package ingesttest

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/test"
)

// TestRender: every part of a result is written, so that an expectation
// file fails on any change of what an importer gives, and nothing that
// depends on where the file lies (its path, the IDs made from it) is.
func TestRender(t *testing.T) {
	plus1 := time.FixedZone("", 3600)
	day := ingest.Event{ID: "id-day", Source: ingest.Note, AllDay: true, Origin: ingest.Origin{Record: "day 1"},
		Start: time.Date(2024, 3, 1, 0, 0, 0, 0, time.UTC), End: time.Date(2024, 3, 2, 0, 0, 0, 0, time.UTC)}
	day.SetText("title", "Ran \"far\"\nhome")
	run := ingest.Event{ID: "id-run", Source: ingest.Workout, Origin: ingest.Origin{Record: "line 2"},
		Start: time.Date(2024, 3, 1, 8, 0, 0, 500e6, plus1)}
	run.End = run.Start
	run.SetNumber("distance_km", 10.25)
	run.SetBool("commute", false)
	run.SetList("with", []string{"Anna", "Ben"})
	run.SetTime("edited", time.Date(2024, 3, 2, 9, 0, 0, 0, time.UTC))
	run.SetText("entry_id", "id-day")
	res := Result{Name: "/home/me/x.json", Match: ingest.Match{Score: 80, Skip: "a copy"}, Events: []ingest.Event{day, run},
		Skips: []Skip{{Record: "line 3", Err: errors.New("/home/me/x.json: no time")}}, Err: errors.New("cut off")}
	want := `match 80, passed over: a copy
day 1: note, 2024-03-01T00:00:00Z (UTC) – 2024-03-02T00:00:00Z (UTC), all day
	title: "Ran \"far\"\nhome"
line 2: workout, 2024-03-01T08:00:00.5+01:00 (unnamed zone)
	distance_km: 10.25
	commute: false
	with: ["Anna", "Ben"]
	edited: 2024-03-02T09:00:00Z (UTC)
	entry_id: id of day 1
skipped line 3: FILE: no time
failed: cut off
`
	if got := string(Render(res)); got != want {
		t.Errorf("Render =\n%s\nwant\n%s", got, want)
	}

	// Expect fails where the file says otherwise (a run that rewrites the
	// files cannot show it).
	if test.Update() {
		return
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "x.want")
	test.WriteFile(t, path, []byte(want))
	r := &recorder{TB: t}
	Expect(r, res, path)
	if len(r.errs) != 0 {
		t.Errorf("the same result failed: %q", r.errs)
	}
	res.Events[1].SetNumber("distance_km", 10.5)
	Expect(r, res, path)
	if len(r.errs) != 1 {
		t.Errorf("a changed field gave %d failures, want 1: %q", len(r.errs), r.errs)
	}
}

// TestExpectRecords: only the named records are compared, in the order
// named, and one without an event fails.
func TestExpectRecords(t *testing.T) {
	if test.Update() {
		return
	}
	res := Result{Name: "x.json", Match: ingest.Match{Score: 100}}
	for i, title := range []string{"a", "b", "c"} {
		ev := ingest.Event{Source: ingest.Note, Origin: ingest.Origin{Record: []string{"[0]", "[1]", "[2]"}[i]},
			Start: time.Date(2024, 3, 1+i, 0, 0, 0, 0, time.UTC)}
		ev.End = ev.Start
		ev.SetText("title", title)
		res.Events = append(res.Events, ev)
	}
	path := filepath.Join(t.TempDir(), "x.want")
	want := `match 100
[2]: note, 2024-03-03T00:00:00Z (UTC)
	title: "c"
[0]: note, 2024-03-01T00:00:00Z (UTC)
	title: "a"
`
	test.WriteFile(t, path, []byte(want))
	r := &recorder{TB: t}
	ExpectRecords(r, res, path, "[2]", "[0]")
	if len(r.errs) != 0 {
		t.Errorf("the named records failed: %q", r.errs)
	}
	res.Events[1].SetText("title", "changed")
	ExpectRecords(r, res, path, "[2]", "[0]")
	if len(r.errs) != 0 {
		t.Errorf("a record not named failed: %q", r.errs)
	}
	res.Events[2].SetText("title", "changed")
	ExpectRecords(r, res, path, "[2]", "[0]")
	if len(r.errs) != 1 {
		t.Errorf("a changed record gave %d failures, want 1: %q", len(r.errs), r.errs)
	}
	r.errs = nil
	res.Events[2].SetText("title", "c")
	ExpectRecords(r, res, path, "[2]", "[0]", "[7]")
	if len(r.errs) != 1 {
		t.Errorf("a record without an event gave %d failures, want 1: %q", len(r.errs), r.errs)
	}
}
