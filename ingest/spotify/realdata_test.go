package spotify

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/lang/ascii"
)

// Every value below was read from the sample files themselves.

func utc(y int, mo time.Month, d, h, mi, s, ms int) time.Time {
	return time.Date(y, mo, d, h, mi, s, ms*int(time.Millisecond), time.UTC)
}

func TestRealAccountData(t *testing.T) {
	tests := []struct {
		file      string
		rows      int
		zeroPlays int
		nonASCII  int // rows whose artist or track is not plain ASCII
		totalMs   float64
		first     time.Time // earliest endTime
		last      time.Time // latest endTime
		wants     []ingesttest.Want
	}{
		{
			file: "StreamingHistory_music_0.json", rows: 10000, zeroPlays: 92, nonASCII: 428, totalMs: 1220797862,
			first: utc(2023, 3, 7, 23, 5, 0, 0), last: utc(2023, 9, 8, 18, 24, 0, 0),
			wants: []ingesttest.Want{
				{Record: "[0]", Source: "music_stream", Start: "2023-03-07T23:01:51.31Z", End: "2023-03-07T23:05:00Z",
					Fields: map[string]any{"artist": "Young the Giant", "track": "Amerika", "duration_s": 188.69}},
				{Record: "[30]", Source: "music_stream", Start: "2023-03-08T23:20:17.933Z", End: "2023-03-08T23:23:00Z",
					Fields: map[string]any{"artist": "Taylor Swift", "track": "Don’t Blame Me", "duration_s": 162.067}},
				{Record: "[272]", Source: "music_stream", Start: "2023-03-12T15:37:00Z", End: "2023-03-12T15:37:00Z",
					Fields: map[string]any{"artist": "RuPaul", "track": "Lucky", "duration_s": 0, "skipped": nil}},
				// Spotify's placeholder for a local or vanished track is kept as
				// written: it is still a play.
				{Record: "[1810]", Source: "music_stream", Start: "2023-04-14T03:48:00Z", End: "2023-04-14T03:48:00Z",
					Fields: map[string]any{"artist": "Unknown Artist", "track": "Unknown Track", "duration_s": 0}},
				{Record: "[9999]", Source: "music_stream", Start: "2023-09-08T18:23:59.19Z", End: "2023-09-08T18:24:00Z",
					Fields: map[string]any{"artist": "Olivia Rodrigo", "track": "all-american bitch", "duration_s": 0.81}},
			},
		},
		{
			file: "StreamingHistory_music_1.json", rows: 10000, zeroPlays: 70, nonASCII: 448, totalMs: 1292389893,
			first: utc(2023, 9, 8, 18, 27, 0, 0), last: utc(2024, 2, 18, 16, 25, 0, 0),
			wants: []ingesttest.Want{
				{Record: "[62]", Source: "music_stream", Start: "2023-09-09T16:17:00Z", End: "2023-09-09T16:17:00Z",
					Fields: map[string]any{"artist": "Lizzo", "track": "Pink", "duration_s": 0}},
				{Record: "[71]", Source: "music_stream", Start: "2023-09-09T18:15:17.367Z", End: "2023-09-09T18:19:00Z",
					Fields: map[string]any{"artist": "Ryan Gosling", "track": "I’m Just Ken (From Barbie The Album)", "duration_s": 222.633}},
			},
		},
		{
			file: "StreamingHistory_music_2.json", rows: 1666, zeroPlays: 16, nonASCII: 75, totalMs: 184739417,
			first: utc(2024, 2, 18, 16, 27, 0, 0), last: utc(2024, 3, 8, 23, 58, 0, 0),
			wants: []ingesttest.Want{
				{Record: "[6]", Source: "music_stream", Start: "2024-02-18T16:41:42.831Z", End: "2024-02-18T16:42:00Z",
					Fields: map[string]any{"artist": "Fousheé", "track": "Deep End", "duration_s": 17.169}},
				{Record: "[79]", Source: "music_stream", Start: "2024-02-19T14:16:58.073Z", End: "2024-02-19T14:17:00Z",
					Fields: map[string]any{"artist": "Ichiko Aoba", "track": "テリフリアメ", "duration_s": 1.927}},
				{Record: "[126]", Source: "music_stream", Start: "2024-02-19T23:10:42.654Z", End: "2024-02-19T23:12:00Z",
					Fields: map[string]any{"artist": "João Gilberto", "track": "Bim Bom", "duration_s": 77.346}},
				{Record: "[1665]", Source: "music_stream", Start: "2024-03-08T23:57:51.363Z", End: "2024-03-08T23:58:00Z",
					Fields: map[string]any{"artist": "Mac Miller", "track": "Missed Calls", "duration_s": 8.637}},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			res := ingesttest.CheckReal(t, Account, "music", "spotify_account_data", tc.file)
			if res.Match.Score != ingest.ScoreNameContent {
				t.Errorf("recognized with score %d, want %d", res.Match.Score, ingest.ScoreNameContent)
			}
			if len(res.Events) != tc.rows || len(res.Skips) != 0 {
				t.Fatalf("%d events, %d skips (%v), want %d and 0", len(res.Events), len(res.Skips), res.Skips, tc.rows)
			}
			var zero, nonASCII int
			var total float64
			first, last := res.Events[0].End, res.Events[0].End
			for _, ev := range res.Events {
				if ev.Source != ingest.MusicStream {
					t.Fatalf("%s: source %s", ev.Origin.Record, ev.Source)
				}
				d, _ := ev.Get("duration_s")
				total += d.Num
				if d.Num == 0 {
					zero++
					if !ev.Start.Equal(ev.End) {
						t.Errorf("%s: zero play spans %v", ev.Origin.Record, ev.Duration())
					}
				}
				if _, ok := ev.Get("skipped"); ok {
					t.Errorf("%s: account data has no skipped flag, but the event has one", ev.Origin.Record)
				}
				if !ascii.Only(ev.Text("artist") + ev.Text("track")) {
					nonASCII++
				}
				if ev.End.Before(first) {
					first = ev.End
				}
				if ev.End.After(last) {
					last = ev.End
				}
			}
			if zero != tc.zeroPlays {
				t.Errorf("%d zero-length plays, want %d", zero, tc.zeroPlays)
			}
			if nonASCII != tc.nonASCII {
				t.Errorf("%d non-ASCII rows, want %d", nonASCII, tc.nonASCII)
			}
			if math.Abs(total-tc.totalMs/1000) > 0.01 {
				t.Errorf("total played %.3f s, want %.3f", total, tc.totalMs/1000)
			}
			if !first.Equal(tc.first) || !last.Equal(tc.last) {
				t.Errorf("plays end from %v to %v, want %v to %v", first, last, tc.first, tc.last)
			}
			ingesttest.Events(t, res, tc.wants...)
		})
	}
}

// Several plays end in the same minute: each keeps its own event.
func TestRealAccountSameMinute(t *testing.T) {
	res := ingesttest.CheckReal(t, Account, "music", "spotify_account_data", "StreamingHistory_music_2.json")
	n := 0
	for _, ev := range res.Events {
		if ev.End.Equal(utc(2024, 2, 23, 14, 19, 0, 0)) {
			n++
		}
	}
	if n != 18 {
		t.Errorf("%d plays ending 2024-02-23 14:19, want 18", n)
	}
}

func TestRealExtended(t *testing.T) {
	tests := []struct {
		file  string
		count int
		wants []ingesttest.Want
	}{
		{
			// Current schema, offline_timestamp in seconds, rows out of
			// chronological order (kept in file order).
			file: "Streaming_History_Audio_2023_listenbrainz.json", count: 5,
			wants: []ingesttest.Want{
				{Record: "[0]", Source: "music_stream", Start: "2024-04-20T18:15:19.615Z", End: "2024-04-20T18:15:22Z", Fields: map[string]any{
					"artist": "OAFF", "track": "Beqaaboo", "album": "Gehraiyaan", "duration_s": 2.385,
					"platform": "android", "skipped": true, "shuffle": true, "reason_start": "fwdbtn",
					"reason_end": "fwdbtn", "uri": "spotify:track:1U8rhryVYw9gWZ6zvw4Orc", "country": nil,
					"offline": true, "offline_timestamp": utc(2023, 3, 19, 18, 15, 19, 0), "incognito_mode": nil,
				}},
				{Record: "[1]", Source: "music_stream", Start: "2023-03-19T18:28:42.576Z", End: "2023-03-19T18:31:37Z", Fields: map[string]any{
					"artist": "All Time Low", "track": "Monsters (feat. Demi Lovato and blackbear)",
					"duration_s": 174.424, "skipped": false, "reason_end": "trackdone",
					"offline_timestamp": utc(2023, 3, 19, 18, 28, 43, 0),
				}},
				{Record: "[2]", Source: "music_stream", Start: "2023-03-19T18:17:09.187Z", End: "2023-03-19T18:20:49Z", Fields: map[string]any{
					"artist": "Rema", "track": "Calm Down", "album": "Calm Down", "duration_s": 219.813,
				}},
			},
		},
		{
			// Legacy endsong schema: offline_timestamp 0 or milliseconds,
			// username present, skipped and incognito_mode null.
			file: "endsong_0_listenbrainz.json", count: 5,
			wants: []ingesttest.Want{
				{Record: "[0]", Source: "music_stream", Start: "2013-03-14T10:41:50.098Z", End: "2013-03-14T10:44:25Z", Fields: map[string]any{
					"artist": "The Yardbirds", "track": "Got To Hurry", "album": "Classic Yardbirds Vol.1",
					"duration_s": 154.902, "platform": nil, "skipped": false, "shuffle": false,
					"reason_start": "trackdone", "reason_end": "trackdone", "offline": nil, "offline_timestamp": nil,
				}},
				{Record: "[1]", Source: "music_stream", Start: "2017-12-24T19:36:24.212Z", End: "2017-12-24T19:37:40Z", Fields: map[string]any{
					"artist": "Beastie Boys", "track": "To All The Girls", "album": "Paul's Boutique",
					"skipped": nil, "reason_start": "appload", "offline_timestamp": utc(2017, 12, 24, 19, 23, 48, 800),
				}},
				{Record: "[2]", Source: "music_stream", Start: "2022-03-22T16:22:18Z", End: "2022-03-22T16:22:18Z", Fields: map[string]any{
					"artist": "Noura Mint Seymali", "track": "Ghlana", "album": "Arbina", "duration_s": 0,
					"skipped": nil, "reason_end": "logout", "offline_timestamp": utc(2022, 3, 17, 18, 15, 19, 13),
				}},
				{Record: "[3]", Source: "music_stream", Start: "2010-12-01T10:25:11.978Z", End: "2010-12-01T10:28:44Z", Fields: map[string]any{
					"artist": "Spoon", "track": "I Turn My Camera On", "duration_s": 212.022, "incognito_mode": nil,
				}},
				{Record: "[4]", Source: "music_stream", Start: "2021-05-10T10:53:39.509Z", End: "2021-05-10T11:03:21Z", Fields: map[string]any{
					"artist": "Nubya Garcia", "track": "Fly Free", "album": "Nubya's 5ive", "duration_s": 581.491,
					"reason_start": "playbtn",
				}},
			},
		},
		{
			// skipped null/true/false, reason_end null, offline_timestamp in
			// milliseconds, null or 0, conn_country "ZZ", near-identical rows,
			// a row without ms_played.
			file: "endsong_skipped_tracks_listenbrainz.json", count: 15,
			wants: []ingesttest.Want{
				{Record: "[0]", Source: "music_stream", Start: "2017-12-04T20:50:09.563Z", End: "2017-12-04T20:50:34Z", Fields: map[string]any{
					"artist": "Taylor Swift", "track": "I Knew You Were Trouble", "album": "Red",
					"duration_s": 24.437, "platform": "Android", "skipped": nil, "reason_start": "clickrow",
					"reason_end": nil, "country": "DE", "offline_timestamp": utc(2017, 12, 4, 20, 50, 8, 296),
				}},
				{Record: "[1]", Source: "music_stream", Start: "2018-01-31T21:56:19.756Z", End: "2018-01-31T21:56:27Z", Fields: map[string]any{
					"artist": "Of Monsters and Men", "track": "Mountain Sound", "platform": "Some OS",
					"skipped": false, "shuffle": true, "reason_end": "fwdbtn", "country": "US", "offline_timestamp": nil,
				}},
				{Record: "[2]", Source: "music_stream", Start: "2016-02-18T19:28:01Z", End: "2016-02-18T19:28:01Z", Fields: map[string]any{
					"track": "Wake Up And Smell The Millennium", "duration_s": 0, "skipped": false, "country": "ES",
				}},
				{Record: "[3]", Source: "music_stream", Start: "2019-01-26T14:59:16.059Z", End: "2019-01-26T14:59:20Z", Fields: map[string]any{
					"artist": "James Brown", "track": "The Payback", "country": nil, "reason_end": "endplay",
				}},
				{Record: "[10]", Source: "music_stream", Start: "2019-10-15T09:03:25.212Z", End: "2019-10-15T09:03:45Z", Fields: map[string]any{
					"artist": "Dmitri Shostakovich", "track": "Jazz Suite No. 2: 1. March", "skipped": true,
					"reason_end": "unknown", "incognito_mode": nil, "offline_timestamp": utc(2019, 10, 15, 9, 0, 26, 45),
				}},
				{Record: "[11]", Source: "music_stream", Start: "2019-10-15T09:03:25.212Z", End: "2019-10-15T09:03:45Z", Fields: map[string]any{
					"track": "Jazz Suite No. 2: 1. March", "skipped": nil, "incognito_mode": nil,
				}},
				{Record: "[12]", Source: "music_stream", Start: "2019-10-15T09:03:25.212Z", End: "2019-10-15T09:03:45Z", Fields: map[string]any{
					"track": "Jazz Suite No. 2: 1. March", "skipped": nil, "incognito_mode": true,
				}},
				// No ms_played at all: kept, with no duration.
				{Record: "[13]", Source: "music_stream", Start: "2021-05-10T11:03:21Z", End: "2021-05-10T11:03:21Z", Fields: map[string]any{
					"artist": "Nubya", "track": "Fly Free Again", "album": "Nubya's six", "duration_s": nil,
					"skipped": nil, "reason_end": nil, "reason_start": "playbtn", "shuffle": false,
				}},
				{Record: "[14]", Source: "music_stream", Start: "2021-05-10T10:53:39.509Z", End: "2021-05-10T11:03:21Z", Fields: map[string]any{
					"artist": "Nubya Garcia", "track": "Fly Free", "duration_s": 581.491, "reason_end": "trackdone",
				}},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			res := ingesttest.CheckReal(t, Extended, "music", "spotify_extended", tc.file)
			if res.Match.Score != ingest.ScoreNameContent {
				t.Errorf("recognized with score %d, want %d", res.Match.Score, ingest.ScoreNameContent)
			}
			if len(res.Events) != tc.count || len(res.Skips) != 0 {
				t.Fatalf("%d events, %d skips (%v), want %d and 0", len(res.Events), len(res.Skips), res.Skips, tc.count)
			}
			for i, ev := range res.Events {
				if want := fmt.Sprintf("[%d]", i); ev.Origin.Record != want {
					t.Errorf("event %d has record %s: file order not kept", i, ev.Origin.Record)
				}
				v := ev.Verbalize()
				for _, secret := range []string{"MyUsername", "mordicus", "1.1.1.1", "Mozilla", "user agent", "username"} {
					if strings.Contains(v, secret) {
						t.Errorf("%s stores %q", ev.Origin.Record, secret)
					}
				}
			}
			ingesttest.Events(t, res, tc.wants...)
		})
	}
}

// The account importer must not claim extended files and vice versa.
func TestRealDetect(t *testing.T) {
	files := ingesttest.RealGlob(t, "music/*/*.json")
	if len(files) != 6 {
		t.Fatalf("found %d Spotify samples, want 6", len(files))
	}
	for _, p := range files {
		imp, m := ingesttest.Registry(Account, Extended).Detect(ingesttest.Head(t, ingesttest.RealPath(t, p)))
		want := "spotify_extended"
		if strings.Contains(p, "spotify_account_data") {
			want = "spotify_account"
		}
		if imp == nil || imp.Name != want || m.Score != ingest.ScoreNameContent {
			t.Errorf("%s detected as %v (score %d), want %s", p, imp, m.Score, want)
		}
	}
}

// Only the Spotify samples are Spotify files.
func TestRealOthersNotClaimed(t *testing.T) {
	ingesttest.NotClaimed(t, "music", Account, Extended)
}
