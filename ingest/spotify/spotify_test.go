package spotify

import (
	"strings"
	"testing"

	"reqap/ingest/ingesttest"
)

func TestRecognize(t *testing.T) {
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Account, Extended)
}

// The fixtures' plays are in the expectation files beside them (X.want):
// in the account data, a zero-millisecond play kept, not invented as
// skipped; three identical Hoppípolla rows are three plays (with IDs of
// their own, as CheckFile's contract wants of all events); rows without
// an end time, with a bad one, a bad number, no names or a negative play
// time skipped; plays that end in the same minute, each after the one
// written before it (music_1); podcasts; the pre-2024 name, compact JSON behind a byte
// order mark; an empty history. In the extended history, music, a podcast
// episode, an audiobook chapter, a second play of the same content, a
// skipped shuffle and a video podcast, without the user name, IP address
// or user agent the file also holds.
func TestFixtures(t *testing.T) {
	for _, file := range []string{"StreamingHistory_music_0.json", "StreamingHistory_music_1.json", "StreamingHistory_podcast_0.json", "StreamingHistory0.json", "StreamingHistory_podcast_1.json"} {
		ingesttest.Golden(t, Account, ingesttest.Testdata(file))
	}
	for _, file := range []string{"Streaming_History_Audio_2024_3.json", "Streaming_History_Video_2024.json"} {
		for _, ev := range ingesttest.Golden(t, Extended, ingesttest.Testdata(file)).Events {
			v := ev.Verbalize()
			for _, secret := range []string{"secret-user", "203.0.113.9", "SecretAgent"} {
				if strings.Contains(v, secret) {
					t.Errorf("%s stores %q", ev.Origin.Record, secret)
				}
			}
		}
	}
}

func TestAccountIDsFollowContent(t *testing.T) {
	a := []byte(`[{"endTime":"2024-01-05 07:30","artistName":"A","trackName":"T","msPlayed":1000},
{"endTime":"2024-01-05 07:35","artistName":"B","trackName":"U","msPlayed":2000}]`)
	// The same plays, pretty-printed and in the other order, with a new
	// play in front: each play keeps its ID.
	b := []byte(`[
  {"endTime" : "2024-01-05 08:00", "artistName" : "C", "trackName" : "V", "msPlayed" : 3000},
  {"endTime" : "2024-01-05 07:35", "artistName" : "B", "trackName" : "U", "msPlayed" : 2000},
  {"endTime" : "2024-01-05 07:30", "artistName" : "A", "trackName" : "T", "msPlayed" : 1000}
]`)
	ra := ingesttest.Bytes(t, Account, "StreamingHistory_music_0.json", a)
	rb := ingesttest.Bytes(t, Account, "StreamingHistory_music_0.json", b)
	if len(ra.Events) != 2 || len(rb.Events) != 3 {
		t.Fatalf("got %d and %d events", len(ra.Events), len(rb.Events))
	}
	if ra.Events[0].ID != rb.Events[2].ID || ra.Events[1].ID != rb.Events[1].ID {
		t.Error("IDs changed when the file was re-formatted and re-ordered")
	}
}

func TestBrokenFiles(t *testing.T) {
	tests := []struct {
		name    string
		data    string
		events  int
		skips   int
		errPart string // "" when the import must succeed
	}{
		{"empty", "", 0, 0, "the file is empty"},
		{"object", `{"endTime":"2024-01-01 00:00"}`, 0, 0, `expected a JSON array, found "{"`},
		// Damage costs the damaged record only.
		{"truncated", `[{"endTime":"2024-01-05 07:30","artistName":"A","trackName":"T","msPlayed":1000},{"endTime":"2024-`, 1, 1, ""},
		{"garbage inside", `[{"endTime":"2024-01-05 07:30","artistName":"A","trackName":"T","msPlayed":1000}, x]`, 1, 1, ""},
		{"garbage between records", "[{\"endTime\":\"2024-01-05 07:30\",\"artistName\":\"A\",\"trackName\":\"T\",\"msPlayed\":1000},\n" +
			"{\"endTime\":\"2024-01-05 07:3\x00\x01\x02,\n" +
			"{\"endTime\":\"2024-01-05 07:40\",\"artistName\":\"B\",\"trackName\":\"U\",\"msPlayed\":2000}]", 2, 1, ""},
		{"trailing data", `[{"endTime":"2024-01-05 07:30","artistName":"A","trackName":"T","msPlayed":1000}] {}`, 1, 1, ""},
		{"not objects", `[1, "two", null, {"endTime":"2024-01-05 07:30","artistName":"A","trackName":"T","msPlayed":1000}]`, 1, 3, ""},
		{"huge play", `[{"endTime":"2024-01-05 07:30","artistName":"A","trackName":"T","msPlayed":1e300}]`, 0, 1, ""},
		// A play of no number of milliseconds is skipped, not given a
		// duration NaN converts to.
		{"NaN play", `[{"endTime":"2024-01-05 07:30","artistName":"A","trackName":"T","msPlayed":"NaN"}]`, 0, 1, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res := ingesttest.Bytes(t, Account, "StreamingHistory_music_0.json", []byte(tc.data))
			if len(res.Events) != tc.events || len(res.Skips) != tc.skips {
				t.Errorf("%d events, %d skips (%v), want %d and %d", len(res.Events), len(res.Skips), res.Skips, tc.events, tc.skips)
			}
			if tc.errPart != "" {
				ingesttest.Failed(t, res, "", tc.errPart)
			} else if res.Err != nil {
				t.Errorf("unexpected error %v", res.Err)
			}
		})
	}
}

func TestRobust(t *testing.T) {
	ingesttest.RobustFile(t, Account, "testdata/StreamingHistory_music_0.json", "testdata/StreamingHistory0.json")
	ingesttest.RobustFile(t, Extended, "testdata/Streaming_History_Audio_2024_3.json")
}
