package generic

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", JSONL, CSV, PerQA)
	// A first line longer than the head is still a JSONL file by its name.
	long := `{"start": "2024-01-01", "source": "note", "text": "` + strings.Repeat("x", ingest.HeadSize)
	ingesttest.Recognize(t, nil, []ingesttest.Recognition{{Imp: JSONL, Path: "d/data.jsonl", Head: long, Score: 50}})
}

// The fixtures' events and skips are in the expectation files beside them
// (X.want), fields in the order the file writes them: in
// mixed.events.jsonl, a date-only end is the last day, floating times are
// in the zone given, an RFC 3339 time keeps its instant and is shown in
// tz, all_day with a timed start and an end at midnight takes the end as
// exclusive; in persona_3_obs.csv, mail has no end, no times is all-day
// with the end date inclusive, an end time before the start time is past
// midnight, and the ground truth inside event_data is dropped.
func TestFixtures(t *testing.T) {
	ingesttest.Golden(t, JSONL, "testdata/mixed.events.jsonl")
	ingesttest.Golden(t, CSV, "testdata/workouts.events.csv")
	ingesttest.Golden(t, PerQA, "testdata/persona_3_obs.csv")
}

func TestJSONLIDs(t *testing.T) {
	a := []byte(`{"id": "x", "source": "note", "start": "2024-01-01", "text": "first"}
{"source": "note", "start": "2024-01-02", "text": "same"}
{"source": "note", "start": "2024-01-02", "text": "same"}
`)
	// The id'd line edited and moved, the content lines re-spelled.
	b := []byte(`{"source":"note","start":"2024-01-02","text":"same"}
{"text": "edited", "start": "2024-01-01", "source": "note", "id": "x"}
{"source": "note",   "start": "2024-01-02", "text": "same"}
`)
	ra := ingesttest.Bytes(t, JSONL, "a.events.jsonl", a)
	rb := ingesttest.Bytes(t, JSONL, "a.events.jsonl", b)
	if len(ra.Events) != 3 || len(rb.Events) != 3 {
		t.Fatalf("%d and %d events", len(ra.Events), len(rb.Events))
	}
	idsA := []string{ra.Events[0].ID, ra.Events[1].ID, ra.Events[2].ID}
	idsB := []string{rb.Events[1].ID, rb.Events[0].ID, rb.Events[2].ID}
	for i := range idsA {
		if idsA[i] != idsB[i] {
			t.Errorf("event %d changed ID after an edit that keeps its identity", i)
		}
	}
	if idsA[1] == idsA[2] {
		t.Error("two identical lines share an ID")
	}
}

// The examples of FORMAT.md import as the document says.
func TestFormatExamples(t *testing.T) {
	doc := test.ReadFile(t, "FORMAT.md")
	blocks := regexp.MustCompile("(?s)```(json|csv)\n(.*?)```").FindAllSubmatch(doc, -1)
	if len(blocks) != 3 {
		t.Fatalf("FORMAT.md has %d examples, want 3", len(blocks))
	}
	for i, ex := range []struct {
		imp  *ingest.Importer
		name string
	}{{JSONL, "example.events.jsonl"}, {CSV, "example.events.csv"}, {PerQA, "example_obs.csv"}} {
		ingesttest.Expect(t, ingesttest.Bytes(t, ex.imp, ex.name, blocks[i][2]), ingesttest.Testdata("format", ex.name+".want"))
	}
}

func TestBrokenFiles(t *testing.T) {
	tests := []struct {
		imp     *ingest.Importer
		name    string
		data    string
		errPart string
	}{
		{CSV, "a.events.csv", "", "line 1: empty file: no header of a CSV file of events"},
		{CSV, "a.events.csv", "title,when\nx,y\n", "line 1: the header has no start or no source column"},
		{CSV, "a.events.csv", "start,source,start\n", "line 1: the header has two start columns"},
		{PerQA, "p_obs.csv", "id,start_date\n", "line 1: the header has no start_time column"},
		{CSV, "a.events.csv", "\"start,source\n", "line 1: reading the header"},
	}
	for _, tc := range tests {
		ingesttest.Failed(t, ingesttest.Bytes(t, tc.imp, tc.name, []byte(tc.data)), "", tc.errPart)
	}
	// A line too long to buffer is skipped, the next one is read. The
	// limit is lowered so the test does not build a 16 MiB line.
	defer func(n int) { maxLine = n }(maxLine)
	maxLine = 100 << 10
	long := `{"source": "note", "start": "2024-01-01", "text": "` + strings.Repeat("x", maxLine) + "\"}\n" +
		`{"source": "note", "start": "2024-01-02", "text": "` + strings.Repeat("y", maxLine-100) + "\"}\n"
	res := ingesttest.Bytes(t, JSONL, "long.events.jsonl", []byte(long))
	if res.Err != nil || len(res.Events) != 1 {
		t.Errorf("long line: %d events, err %v", len(res.Events), res.Err)
	}
	ingesttest.Skips(t, res, map[string]string{"line 1": "line longer than 102400 bytes"})
	if len(res.Events) == 1 && len(res.Events[0].Text("text")) != maxLine-100 {
		t.Errorf("a line longer than the read buffer lost bytes: text of %d bytes", len(res.Events[0].Text("text")))
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, JSONL, "testdata/mixed.events.jsonl")
	ingesttest.RobustFile(t, CSV, "testdata/workouts.events.csv")
	ingesttest.RobustFile(t, PerQA, "testdata/persona_3_obs.csv")
}

// The words of a key are ingest.SnakeCase's; a key must also start with a
// letter.
func TestSnakeCase(t *testing.T) {
	test.Table(t, "snakeCase", snakeCase, "snakecase.tsv")
}

func TestResolve(t *testing.T) {
	test.Rows(t, "resolve", func(in struct{ Start, End, TZ, AllDay string }) []any {
		sp := span{start: in.Start, end: in.End, tz: in.TZ}
		if in.AllDay != "-" {
			b := in.AllDay == "true"
			sp.allDay = &b
		}
		s, e, allDay, err := sp.resolve()
		if err != nil {
			return []any{"-", "-", "-", err}
		}
		return []any{s.Format(time.RFC3339Nano), e.Format(time.RFC3339Nano), allDay, "-"}
	}, "resolve.tsv")
}

func TestParseBool(t *testing.T) {
	test.Rows(t, "parseBool", func(s string) []any {
		b, err := parseBool(s)
		if err != nil {
			return []any{"-", err}
		}
		if b == nil {
			return []any{"-", "not given"}
		}
		return []any{*b, "-"}
	}, "allday.tsv")
}
