package spotify

import (
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
)

func utc(y int, mo time.Month, d, h, mi, s, ms int) time.Time {
	return time.Date(y, mo, d, h, mi, s, ms*int(time.Millisecond), time.UTC)
}

func TestRecognize(t *testing.T) {
	account := []byte(`[
  {
    "endTime" : "2023-03-07 23:05",
    "artistName" : "Young the Giant",
    "trackName" : "Amerika",
    "msPlayed" : 188690
  }`)
	podcast := []byte(`[{"endTime":"2024-02-01 18:45","podcastName":"X","episodeName":"Y","msPlayed":1}]`)
	extended := []byte(`[
  {
    "ts": "2024-04-20T18:15:22Z",
    "platform": "android",
    "ms_played": 2385,
    "master_metadata_track_name": "Beqaaboo",`)
	other := []byte(`[{"title": "a playlist", "items": []}]`)
	tests := []struct {
		name     string
		head     []byte
		account  int
		extended int
	}{
		{"StreamingHistory_music_0.json", account, 100, 0},
		{"StreamingHistory_podcast_3.json", podcast, 100, 0},
		{"StreamingHistory0.json", account, 100, 0},
		{"streaminghistory1.JSON", account, 100, 0},
		{"StreamingHistory_podcast_0.json", []byte("[]\n"), 100, 0},
		{"StreamingHistory_music_0.json", []byte("\xef\xbb\xbf [ {\"endTime\":\"x\",\"msPlayed\":1,\"trackName\":\"t\"}"), 100, 0},
		{"StreamingHistory_music_0.json", []byte("not json"), 10, 0},
		{"history.json", account, 50, 0},
		{"history.json", []byte("[]"), 0, 0},
		{"StreamingHistory_music_0.csv", account, 50, 0},
		{"Streaming_History_Audio_2023_4.json", extended, 0, 100},
		{"Streaming_History_Video_2019-2024.json", extended, 0, 100},
		{"endsong_12.json", extended, 0, 100},
		{"Streaming_History_Audio_2023_4.json", []byte("[]"), 0, 100},
		{"Streaming_History_Audio_2023_4.json", other, 0, 10},
		{"export.json", extended, 0, 50},
		{"Streaming_History_Audio_2023_4.json", account, 50, 10},
		{"Playlist1.json", other, 0, 0},
		{"StreamingHistory.json", []byte(`{"endTime":"x","msPlayed":1,"trackName":"t"}`), 10, 0},
		{"notes.txt", []byte("endTime msPlayed"), 0, 0},
	}
	for _, tc := range tests {
		c := ingest.Candidate{Path: "dir/" + tc.name, Head: tc.head}
		if got := (Account).Recognize(c).Score; got != tc.account {
			t.Errorf("Account.Recognize(%s, %.20q) = %d, want %d", tc.name, tc.head, got, tc.account)
		}
		if got := (Extended).Recognize(c).Score; got != tc.extended {
			t.Errorf("Extended.Recognize(%s, %.20q) = %d, want %d", tc.name, tc.head, got, tc.extended)
		}
	}
}

func TestAccountFixture(t *testing.T) {
	res := ingesttest.Fixture(t, Account, "testdata/StreamingHistory_music_0.json", 6, "[5]", "[6]", "[7]", "[8]", "[9]")
	reasons := map[string]string{
		"[5]": "no endTime", "[6]": `endTime "yesterday"`, "[7]": `"lots" is not a number`,
		"[8]": "names no artist, track", "[9]": "msPlayed -5 is negative",
	}
	for _, s := range res.Skips {
		if !strings.Contains(s.Err.Error(), reasons[s.Record]) {
			t.Errorf("skip %s: reason %q does not say %q", s.Record, s.Err, reasons[s.Record])
		}
	}
	ingesttest.Events(t, res, []ingesttest.Want{
		{Record: "[0]", Source: "music_stream", Start: "2024-01-05T07:24:39.643Z", End: "2024-01-05T07:30:00Z",
			Fields: map[string]any{"artist": "Daft Punk", "track": "One More Time", "duration_s": 320.357, "skipped": nil}},
		// A zero-millisecond play is kept, not invented as skipped.
		{Record: "[1]", Source: "music_stream", Start: "2024-01-05T07:31:00Z", End: "2024-01-05T07:31:00Z",
			Fields: map[string]any{"artist": "Daft Punk", "track": "Aerodynamic", "duration_s": 0, "skipped": nil}},
		{Record: "[2]", Source: "music_stream", Start: "2024-01-05T07:30:32Z", End: "2024-01-05T07:35:00Z",
			Fields: map[string]any{"artist": "Sigur Rós", "track": "Hoppípolla", "duration_s": 268}},
		{Record: "[4]", Source: "music_stream", Start: "2024-01-05T07:39:58.5Z", End: "2024-01-05T07:40:00Z",
			Fields: map[string]any{"artist": "宇多田ヒカル", "track": "First Love", "duration_s": 1.5}},
	}...)
	// The three identical Hoppípolla rows are three plays with three IDs
	// (Check already asserts they are unique).
	n := 0
	for _, ev := range res.Events {
		if ev.Text("track") == "Hoppípolla" {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d Hoppípolla plays, want 3", n)
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

func TestAccountPodcastAndLegacy(t *testing.T) {
	res := ingesttest.CheckFile(t, Account, "testdata/StreamingHistory_podcast_0.json")
	if len(res.Events) != 2 || len(res.Skips) != 0 {
		t.Fatalf("got %d events, %d skips, want 2 and 0", len(res.Events), len(res.Skips))
	}
	ingesttest.Events(t, res, []ingesttest.Want{
		{Record: "[0]", Source: "podcast_stream", Start: "2024-02-01T18:19:30Z", End: "2024-02-01T18:45:00Z",
			Fields: map[string]any{"show": "The Daily", "episode": "A Storm in the Alps", "duration_s": 1530, "artist": nil}},
		{Record: "[1]", Source: "podcast_stream", Start: "2024-02-02T06:10:00Z", End: "2024-02-02T06:10:00Z",
			Fields: map[string]any{"show": "Hörspiel Zeit", "episode": "Folge 12: Über den Wolken", "duration_s": 0}},
	}...)

	// Pre-2024 name, compact JSON behind a byte order mark.
	res = ingesttest.CheckFile(t, Account, "testdata/StreamingHistory0.json")
	if res.Match.Score != 100 || len(res.Events) != 1 {
		t.Fatalf("legacy file: score %d, %d events", res.Match.Score, len(res.Events))
	}
	ingesttest.Events(t, res, ingesttest.Want{Record: "[0]", Source: "music_stream", Start: "2019-06-01T11:54:55Z", End: "2019-06-01T12:00:00Z",
		Fields: map[string]any{"artist": "Björk", "track": "Jóga", "duration_s": 305}})

	res = ingesttest.CheckFile(t, Account, "testdata/StreamingHistory_podcast_1.json")
	if res.Match.Score != 100 || len(res.Events) != 0 || len(res.Skips) != 0 {
		t.Errorf("empty history: score %d, %d events, %d skips", res.Match.Score, len(res.Events), len(res.Skips))
	}
}

func TestExtendedFixture(t *testing.T) {
	res := ingesttest.Fixture(t, Extended, "testdata/Streaming_History_Audio_2024_3.json", 5, "[3]", "[6]", "[7]")
	for _, s := range res.Skips {
		if s.Record == "[3]" && !strings.Contains(s.Err.Error(), "names no track, episode or audiobook") {
			t.Errorf("skip [3]: %v", s.Err)
		}
	}
	ingesttest.Events(t, res, []ingesttest.Want{
		{Record: "[0]", Source: "music_stream", Start: "2024-06-01T10:00:00Z", End: "2024-06-01T10:03:20Z", Fields: map[string]any{
			"artist": "Claude Debussy", "track": "Clair de Lune", "album": "Suite bergamasque",
			"duration_s": 200, "platform": "ios", "skipped": false, "shuffle": false,
			"reason_start": "clickrow", "reason_end": "trackdone", "uri": "spotify:track:aaa",
			"country": "FR", "offline": nil, "incognito_mode": nil,
			"offline_timestamp": time.Unix(1717235999, 0),
		}},
		{Record: "[1]", Source: "podcast_stream", Start: "2024-06-01T08:30:00Z", End: "2024-06-01T09:00:00Z", Fields: map[string]any{
			"show": "Geschichte", "episode": "Folge 1: Anfang", "duration_s": 1800,
			"uri": "spotify:episode:bbb", "skipped": nil, "offline": true, "incognito_mode": true,
			"offline_timestamp": utc(2024, 6, 1, 8, 30, 0, 0), "artist": nil,
		}},
		{Record: "[2]", Source: "audiobook_stream", Start: "2024-06-02T20:50:00Z", End: "2024-06-02T21:00:00Z", Fields: map[string]any{
			"audiobook": "Pride and Prejudice", "chapter": "Chapter 1", "duration_s": 600,
			"uri": "spotify:episode:ddd", "country": nil, "offline_timestamp": nil,
		}},
		// Same content as [0]: a second play with its own ID.
		{Record: "[4]", Source: "music_stream", Start: "2024-06-01T10:00:00Z", End: "2024-06-01T10:03:20Z", Fields: map[string]any{
			"track": "Clair de Lune",
		}},
		{Record: "[5]", Source: "music_stream", Start: "2024-06-03T08:00:00Z", End: "2024-06-03T08:00:00Z", Fields: map[string]any{
			"duration_s": 0, "skipped": true, "shuffle": true, "offline_timestamp": nil,
		}},
	}...)
	for _, ev := range res.Events {
		v := ev.Verbalize()
		for _, secret := range []string{"secret-user", "203.0.113.9", "SecretAgent"} {
			if strings.Contains(v, secret) {
				t.Errorf("%s stores %q", ev.Origin.Record, secret)
			}
		}
	}

	res = ingesttest.CheckFile(t, Extended, "testdata/Streaming_History_Video_2024.json")
	if len(res.Events) != 1 {
		t.Fatalf("video: got %d events", len(res.Events))
	}
	ingesttest.Events(t, res, ingesttest.Want{Record: "[0]", Source: "podcast_stream", Start: "2024-07-10T19:45:00Z", End: "2024-07-10T20:00:00Z",
		Fields: map[string]any{"show": "Tech Talk", "episode": "Episode 42 (video)", "duration_s": 900, "country": "US"}})
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
