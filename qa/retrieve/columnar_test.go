package retrieve

import (
	"context"
	"testing"

	"reqap/index/columns"
	"reqap/ingest"
	"reqap/internal/libtest"
)

// countingPatterns counts how often patterns are classified.
type countingPatterns struct {
	stubPatterns
	calls *int
}

func (c countingPatterns) ClassifyPatterns(ctx context.Context, q *Query, ps []Pattern) ([]Label, error) {
	*c.calls++
	return c.stubPatterns.ClassifyPatterns(ctx, q, ps)
}

// A query RetrieveColumns judged and the table does not answer (here its
// source is judged irrelevant) is not judged again when it is retrieved
// as items next.
func TestColumnsJudgedOnce(t *testing.T) {
	lib := libtest.Open(t,
		ev("w1", "workout", "strava", at(5, 7, 0), at(5, 8, 0), "workout_type", "running"),
		ev("w2", "workout", "strava", at(6, 7, 0), at(6, 8, 0), "workout_type", "running"))
	calls := 0
	r, err := New(lib, Options{Patterns: countingPatterns{stubPatterns{drop: "workout"}, &calls}})
	if err != nil {
		t.Fatal(err)
	}
	req := otxReq("my workouts")
	if _, _, ok, err := r.RetrieveColumns(context.Background(), req, 1); ok || err != nil {
		t.Fatalf("the table answered a query whose source is irrelevant (ok %v, err %v)", ok, err)
	}
	if calls != 1 {
		t.Fatalf("RetrieveColumns classified patterns %d times, want 1", calls)
	}
	if _, err := r.Run(context.Background(), req); err != nil {
		t.Fatal(err)
	}
	if calls != 1 {
		t.Errorf("the query was judged %d times, want once", calls)
	}
}

// Rows starting together are copies only of rows of other files: a
// journal day's happenings without a time of their own, of one file, are
// not made into events to be compared.
func TestCopiesIn(t *testing.T) {
	day := func(id, file, text string) *ingest.Event {
		e := ev(id, "journal", "notes_text", at(5, 0, 0), at(5, 0, 0), "text", text)
		e.Origin.File = file
		return &e
	}
	for _, c := range []struct {
		name string
		evs  []*ingest.Event
		want bool
	}{
		{"one file", []*ingest.Event{day("a", "/d/5.md", "Swam"), day("b", "/d/5.md", "Swam")}, false},
		{"two files", []*ingest.Event{day("a", "/d/5.md", "Swam"), day("b", "/e/5.md", "Swam")}, true},
		{"two files, other words", []*ingest.Event{day("a", "/d/5.md", "Swam"), day("b", "/e/5.md", "Ran")}, false},
	} {
		tb, err := columns.Build("journal", "", c.evs)
		if err != nil {
			t.Fatal(err)
		}
		if got, err := copiesIn(context.Background(), tb); err != nil || got != c.want {
			t.Errorf("%s: copiesIn = %v (%v), want %v", c.name, got, err, c.want)
		}
	}
}
