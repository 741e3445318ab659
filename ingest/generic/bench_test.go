package generic

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"reqap/ingest/ingesttest"
)

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
	ingesttest.Bench(b, PerQA{}, "persona_0_obs.csv", buf.Bytes(), rows)
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
	ingesttest.Bench(b, JSONL{}, "streams.events.jsonl", buf.Bytes(), rows)
}
