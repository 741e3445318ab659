package spotify

import (
	"errors"
	"os"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

// fuzzImport imports data and checks what must hold for any input: no
// panic, errors that name the file, events that keep the model's rules.
func fuzzImport(t *testing.T, imp ingest.Importer, name string, data []byte) {
	res := ingesttest.Bytes(t, imp, name, data)
	if res.Err != nil {
		var re *ingest.RecordError
		if !errors.As(res.Err, &re) || re.File != "/mem/"+name {
			t.Fatalf("error %q is not a *ingest.RecordError naming the file", res.Err)
		}
	}
	ids := map[string]bool{}
	for _, ev := range res.Events {
		if ids[ev.ID] {
			t.Fatalf("duplicate ID at %s", ev.Origin.Record)
		}
		ids[ev.ID] = true
		if ev.End.Before(ev.Start) || ev.Start.IsZero() {
			t.Fatalf("%s: bad span %v – %v", ev.Origin.Record, ev.Start, ev.End)
		}
		if !strings.HasPrefix(ev.Origin.Record, "[") {
			t.Fatalf("bad record %q", ev.Origin.Record)
		}
		if _, err := ev.MarshalBinary(); err != nil {
			t.Fatalf("%s: %v", ev.Origin.Record, err)
		}
	}
	for _, s := range res.Skips {
		if s.Record == "" || s.Err == nil {
			t.Fatalf("skip without record or reason: %+v", s)
		}
	}
}

func addSeeds(f *testing.F, files ...string) {
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
}

func FuzzAccount(f *testing.F) {
	addSeeds(f, "testdata/StreamingHistory_music_0.json", "testdata/StreamingHistory_podcast_0.json", "testdata/StreamingHistory0.json")
	f.Add([]byte(`[{"endTime":"2024-01-05 07:30:59","msPlayed":"12","trackName":" "}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzImport(t, Account{}, "StreamingHistory_music_0.json", data)
		Account{}.Recognize(ingest.Candidate{Path: "StreamingHistory_music_0.json", Head: data})
	})
}

func FuzzExtended(f *testing.F) {
	addSeeds(f, "testdata/Streaming_History_Audio_2024_3.json", "testdata/Streaming_History_Video_2024.json")
	f.Add([]byte(`[{"ts":"2024-01-05T07:30:00+02:00","ms_played":1e3,"skipped":1,"offline_timestamp":"99999999999","audiobook_title":"A"}]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		fuzzImport(t, Extended{}, "Streaming_History_Audio_2024.json", data)
		Extended{}.Recognize(ingest.Candidate{Path: "endsong_0.json", Head: data})
	})
}
