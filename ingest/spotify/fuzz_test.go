package spotify

import (
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

// fuzzImport checks what must hold for any input (ingesttest.Fuzz) and
// that records name the array element.
func fuzzImport(t *testing.T, imp *ingest.Importer, name string, data []byte) {
	for _, ev := range ingesttest.Fuzz(t, imp, name, data).Events {
		if !strings.HasPrefix(ev.Origin.Record, "[") {
			t.Fatalf("bad record %q", ev.Origin.Record)
		}
	}
}

func FuzzAccount(f *testing.F) {
	ingesttest.Seed(f, "testdata/StreamingHistory_music_0.json", "testdata/StreamingHistory_podcast_0.json", "testdata/StreamingHistory0.json")
	f.Add([]byte(`[{"endTime":"2024-01-05 07:30:59","msPlayed":"12","trackName":" "}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzImport(t, Account, "StreamingHistory_music_0.json", data)
		Account.Recognize(ingest.Candidate{Path: "StreamingHistory_music_0.json", Head: data})
	})
}

func FuzzExtended(f *testing.F) {
	ingesttest.Seed(f, "testdata/Streaming_History_Audio_2024_3.json", "testdata/Streaming_History_Video_2024.json")
	f.Add([]byte(`[{"ts":"2024-01-05T07:30:00+02:00","ms_played":1e3,"skipped":1,"offline_timestamp":"99999999999","audiobook_title":"A"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzImport(t, Extended, "Streaming_History_Audio_2024.json", data)
		Extended.Recognize(ingest.Candidate{Path: "endsong_0.json", Head: data})
	})
}
