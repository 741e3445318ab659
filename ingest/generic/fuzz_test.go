package generic

import (
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

// fuzzImport checks what must hold for any input (ingesttest.Fuzz) and
// what the generic formats add: snake_case sources and keys, records that
// name the line.
func fuzzImport(t *testing.T, imp *ingest.Importer, name string, data []byte) {
	res := ingesttest.Fuzz(t, imp, name, data)
	for _, ev := range res.Events {
		if !ingest.IsSnakeCase(ev.Source) {
			t.Fatalf("%s: source %q", ev.Origin.Record, ev.Source)
		}
		if !strings.HasPrefix(ev.Origin.Record, "line ") {
			t.Fatalf("bad record %q", ev.Origin.Record)
		}
		for _, f := range ev.Fields {
			if !ingest.IsSnakeCase(f.Key) {
				t.Fatalf("%s: bad key %q", ev.Origin.Record, f.Key)
			}
		}
	}
	for _, s := range res.Skips {
		if !strings.HasPrefix(s.Record, "line ") {
			t.Fatalf("skip without a line: %+v", s)
		}
	}
}

// fuzzFormat fuzzes imp on a file named name, seeded with its fixture and
// a small input, and runs its Recognize on the data as the head of a file
// named recognizeAs.
func fuzzFormat(f *testing.F, imp *ingest.Importer, fixture, seed, name, recognizeAs string) {
	ingesttest.Seed(f, fixture)
	f.Add([]byte(seed))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzImport(t, imp, name, data)
		imp.Recognize(ingest.Candidate{Path: recognizeAs, Head: data})
	})
}

func FuzzJSONL(f *testing.F) {
	fuzzFormat(f, JSONL, "testdata/mixed.events.jsonl",
		`{"source":"a","start":"2024-01-01T00:00:00+14:00","end":"2024-01-01","all_day":"yes","tz":"Pacific/Kiritimati","x":{"":{"1":[[]]}}}`,
		"f.events.jsonl", "f.jsonl")
}

func FuzzCSV(f *testing.F) {
	fuzzFormat(f, CSV, "testdata/workouts.events.csv",
		"source,start,end,all_day,tz,id\nx,2024-01-01,2024-01-01 00:00,1,UTC,\n",
		"f.events.csv", "f.csv")
}

func FuzzPerQA(f *testing.F) {
	fuzzFormat(f, PerQA, "testdata/persona_3_obs.csv",
		"id,start_date,start_time,end_date,end_time,event_type,event_data\n1,2024-01-01,23:59:59.999,,00:00,a,\"{\"\"b\"\":[{}]}\"\n",
		"f_obs.csv", "f_obs.csv")
}

func FuzzSnakeCase(f *testing.F) {
	for _, s := range []string{"startTime", "HTTPStatus", "Größe", "2fa", "", "名前", "a__b", "Ærø"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		k := snakeCase(s)
		if !ingest.IsSnakeCase(k) {
			t.Fatalf("snakeCase(%q) = %q is not snake_case", s, k)
		}
		if snakeCase(k) != k {
			t.Fatalf("snakeCase is not idempotent on %q", k)
		}
	})
}
