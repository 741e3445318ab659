package generic

import (
	"bytes"
	"context"
	"fmt"
	"testing"
	"testing/fstest"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

type countSink struct{ events, skips int }

func (s *countSink) Emit(ingest.Event) error { s.events++; return nil }
func (s *countSink) Skip(string, error)      { s.skips++ }

func benchImport(b *testing.B, imp ingest.Importer, name string, data []byte, rows int) {
	fsys := fstest.MapFS{name: {Data: data}}
	in := &ingest.Input{FS: fsys, Path: name, Name: "/bench/" + name, Size: int64(len(data)), Format: imp.Format(), Now: ingesttest.Now}
	var sink countSink
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink = countSink{}
		if err := imp.Import(context.Background(), in, &sink); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if sink.events != rows || sink.skips != 0 {
		b.Fatalf("got %d events and %d skips, want %d and 0", sink.events, sink.skips, rows)
	}
	b.ReportMetric(float64(rows*b.N)/b.Elapsed().Seconds(), "events/s")
}

// BenchmarkImportPerQA reads a PerQA-sized persona: 40,000 observable
// events, mostly music streams.
func BenchmarkImportPerQA(b *testing.B) {
	const rows = 40000
	var buf bytes.Buffer
	buf.WriteString("id,structured_event_id,start_date,start_time,end_date,end_time,event_type,event_data,properties_mentioned\n")
	t := time.Date(2020, 1, 1, 8, 0, 0, 0, time.UTC)
	for i := 0; i < rows; i++ {
		t = t.Add(time.Duration(i%11) * time.Minute)
		e := t.Add(3*time.Minute + 20*time.Second)
		if i%20 == 0 {
			fmt.Fprintf(&buf, "%d,%d,%s,%s,,,mail,\"{\"\"subject\"\": \"\"Hello %d\"\", \"\"sender\"\": \"\"Anna\"\", \"\"text\"\": \"\"See you at the Trattoria?\"\"}\",[]\n",
				i, i, t.Format("2006-01-02"), t.Format("15:04:05"), i)
			continue
		}
		fmt.Fprintf(&buf, "%d,%d,%s,%s,%s,%s,music_stream,\"{\"\"event\"\": \"\"music stream\"\", \"\"duration\"\": %d.0, \"\"duration_unit\"\": \"\"s\"\", \"\"song_name\"\": \"\"Song %d\"\", \"\"song_artist\"\": [\"\"Artist %d\"\"]}\",\"[\"\"song_name\"\"]\"\n",
			i, i, t.Format("2006-01-02"), t.Format("15:04:05"), e.Format("2006-01-02"), e.Format("15:04:05"), 200, i%1500, i%150)
	}
	benchImport(b, PerQA{}, "persona_0_obs.csv", buf.Bytes(), rows)
}

func BenchmarkImportJSONL(b *testing.B) {
	const rows = 40000
	var buf bytes.Buffer
	t := time.Date(2020, 1, 1, 8, 0, 0, 0, time.UTC)
	for i := 0; i < rows; i++ {
		t = t.Add(time.Duration(i%11) * time.Minute)
		fmt.Fprintf(&buf, `{"source": "music_stream", "start": %q, "end": %q, "artist": "Artist %d", "track": "Song %d", "duration_s": 200, "tags": ["a", "b"]}`+"\n",
			t.Format(time.RFC3339), t.Add(200*time.Second).Format(time.RFC3339), i%150, i%1500)
	}
	benchImport(b, JSONL{}, "streams.events.jsonl", buf.Bytes(), rows)
}
