package ingesttest

import (
	"fmt"
	"testing"
	"time"

	"reqap/ingest"
)

// recorder is a testing.TB that keeps the failures.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func TestFields(t *testing.T) {
	at := time.Date(2024, 3, 1, 8, 0, 0, 0, time.FixedZone("", 3600))
	ev := ingest.Event{}
	ev.SetText("title", "Run")
	ev.SetNumber("km", 5)
	ev.SetBool("commute", true)
	ev.SetTime("at", at)
	ev.SetList("tags", []string{"a", "b"})
	pass := map[string]any{"title": "Run", "km": 5, "commute": true, "at": at.UTC(), "tags": []string{"a", "b"}, "missing": nil}
	r := &recorder{TB: t}
	Fields(r, ev, pass)
	if len(r.errs) > 0 {
		t.Errorf("a matching event failed: %q", r.errs)
	}
	fail := map[string]any{"title": "Ride", "km": 5.5, "commute": false, "at": at.Add(time.Minute), "tags": []string{"a"}, "nothing": "x", "title2": nil}
	ev.SetText("title2", "here")
	r = &recorder{TB: t}
	Fields(r, ev, fail)
	if len(r.errs) != len(fail) {
		t.Errorf("%d of %d mismatches reported: %q", len(r.errs), len(fail), r.errs)
	}
}

func TestRecord(t *testing.T) {
	res := Result{Events: []ingest.Event{{Origin: ingest.Origin{Record: "line 1"}}, {Origin: ingest.Origin{Record: "line 2"}}}}
	r := &recorder{TB: t}
	if ev, ok := res.Record(r, "line 2"); !ok || ev.Origin.Record != "line 2" || len(r.errs) > 0 {
		t.Errorf("Record(line 2) = %v, %v, errors %q", ev.Origin, ok, r.errs)
	}
	if _, ok := res.Record(r, "line 3"); ok || len(r.errs) != 1 {
		t.Errorf("Record(line 3) = %v, errors %q; want not found, one error", ok, r.errs)
	}
}

func TestRecognize(t *testing.T) {
	imp := &ingest.Importer{Name: "toy", Recognize: func(c ingest.Candidate) ingest.Match {
		if string(c.Head) == "toy" {
			return ingest.Match{Score: ingest.ScoreContent}
		}
		return ingest.Match{Score: ingest.ScoreName, Skip: "not a toy"}
	}}
	r := &recorder{TB: t}
	Recognize(r, nil, []Recognition{
		{Imp: imp, Path: "a", Head: "toy", Score: 50},
		{Imp: imp, Path: "b", Head: "x", Score: 10, Skip: "not a toy"},
	})
	if len(r.errs) > 0 {
		t.Errorf("right verdicts failed: %q", r.errs)
	}
	Recognize(r, nil, []Recognition{
		{Imp: imp, Path: "a", Head: "toy", Score: 100},
		{Imp: imp, Path: "b", Head: "x", Score: 10},
	})
	if len(r.errs) != 2 {
		t.Errorf("wrong verdicts gave %q, want two errors", r.errs)
	}
}
