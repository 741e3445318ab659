package spotify

import (
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
	// The events of the records named are in testdata/real/FILE.want:
	// among them the first and the last, zero-length plays, names that
	// are not ASCII, and Spotify's placeholder for a local or vanished
	// track ([1810]), kept as written: it is still a play.
	tests := []struct {
		file      string
		rows      int
		zeroPlays int
		nonASCII  int // rows whose artist or track is not plain ASCII
		totalMs   float64
		first     time.Time // earliest endTime
		last      time.Time // latest endTime
		records   []string
	}{
		{
			file: "StreamingHistory_music_0.json", rows: 10000, zeroPlays: 92, nonASCII: 428, totalMs: 1220797862,
			first: utc(2023, 3, 7, 23, 5, 0, 0), last: utc(2023, 9, 8, 18, 24, 0, 0),
			records: []string{"[0]", "[30]", "[272]", "[1810]", "[9999]"},
		},
		{
			file: "StreamingHistory_music_1.json", rows: 10000, zeroPlays: 70, nonASCII: 448, totalMs: 1292389893,
			first: utc(2023, 9, 8, 18, 27, 0, 0), last: utc(2024, 2, 18, 16, 25, 0, 0),
			records: []string{"[62]", "[71]"},
		},
		{
			file: "StreamingHistory_music_2.json", rows: 1666, zeroPlays: 16, nonASCII: 75, totalMs: 184739417,
			first: utc(2024, 2, 18, 16, 27, 0, 0), last: utc(2024, 3, 8, 23, 58, 0, 0),
			records: []string{"[6]", "[79]", "[126]", "[1665]"},
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
			ingesttest.ExpectRecords(t, res, "testdata/real/"+tc.file+".want", tc.records...)
		})
	}
}

// Several plays end in the same minute: each keeps its own event, within
// that minute, each after the one written before it (18 skips in 49 s).
func TestRealAccountSameMinute(t *testing.T) {
	res := ingesttest.CheckReal(t, Account, "music", "spotify_account_data", "StreamingHistory_music_2.json")
	n := 0
	var last time.Time
	for _, ev := range res.Events {
		if !ev.End.Truncate(time.Minute).Equal(utc(2024, 2, 23, 14, 19, 0, 0)) {
			continue
		}
		if n++; ev.Start.Before(last) {
			t.Errorf("play %d starts at %v, before the one before it ended (%v)", n, ev.Start, last)
		}
		last = ev.End
	}
	if n != 18 {
		t.Errorf("%d plays ending 2024-02-23 14:19, want 18", n)
	}
}

func TestRealExtended(t *testing.T) {
	// Each file's events are in testdata/real/FILE.want.
	for _, file := range []string{
		// Current schema, offline_timestamp in seconds, rows out of
		// chronological order (kept in file order).
		"Streaming_History_Audio_2023_listenbrainz.json",
		// Legacy endsong schema: offline_timestamp 0 or milliseconds,
		// username present, skipped and incognito_mode null.
		"endsong_0_listenbrainz.json",
		// skipped null/true/false, reason_end null, offline_timestamp in
		// milliseconds, null or 0, conn_country "ZZ", near-identical rows,
		// a row without ms_played.
		"endsong_skipped_tracks_listenbrainz.json",
	} {
		t.Run(file, func(t *testing.T) {
			res := ingesttest.GoldenReal(t, Extended, "testdata/real/"+file+".want", "music", "spotify_extended", file)
			for _, ev := range res.Events {
				v := ev.Verbalize()
				for _, secret := range []string{"MyUsername", "mordicus", "1.1.1.1", "Mozilla", "user agent", "username"} {
					if strings.Contains(v, secret) {
						t.Errorf("%s stores %q", ev.Origin.Record, secret)
					}
				}
			}
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
