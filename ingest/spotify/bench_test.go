package spotify

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

// countSink keeps nothing, so the benchmark measures the importer alone.
type countSink struct{ events, skips int }

func (s *countSink) Emit(ingest.Event) error { s.events++; return nil }
func (s *countSink) Skip(string, error)      { s.skips++ }

// accountHistory generates a StreamingHistory file of n rows in Spotify's
// pretty-printed layout, with repeated and non-ASCII names.
func accountHistory(n int) []byte {
	artists := []string{"Daft Punk", "Sigur Rós", "宇多田ヒカル", "Beyoncé", "The National", "Mac Miller", "Björk"}
	tracks := []string{"One More Time", "Hoppípolla", "First Love", "Halo", "Bloodbuzz Ohio", "Missed Calls", "Jóga", "Unknown Track"}
	var buf bytes.Buffer
	buf.WriteString("[\n")
	t := time.Date(2023, 3, 7, 23, 5, 0, 0, time.UTC)
	for i := 0; i < n; i++ {
		if i > 0 {
			buf.WriteString(",\n")
		}
		ms := (i * 7919) % 400000
		if i%100 == 0 {
			ms = 0
		}
		t = t.Add(time.Duration(i%5) * time.Minute)
		fmt.Fprintf(&buf, "  {\n    \"endTime\" : %q,\n    \"artistName\" : %q,\n    \"trackName\" : %q,\n    \"msPlayed\" : %d\n  }",
			t.Format("2006-01-02 15:04"), artists[i%len(artists)], tracks[(i/3)%len(tracks)], ms)
	}
	buf.WriteString("\n]\n")
	return buf.Bytes()
}

func BenchmarkImportAccount(b *testing.B) {
	const rows = 45000
	data := accountHistory(rows)
	fsys := fstest.MapFS{"StreamingHistory_music_0.json": {Data: data}}
	in := &ingest.Input{FS: fsys, Path: "StreamingHistory_music_0.json", Name: "/bench/StreamingHistory_music_0.json",
		Size: int64(len(data)), Format: "spotify_account", Now: ingesttest.Now}
	var sink countSink
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink = countSink{}
		if err := (Account{}).Import(context.Background(), in, &sink); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if sink.events != rows || sink.skips != 0 {
		b.Fatalf("got %d events and %d skips, want %d and 0", sink.events, sink.skips, rows)
	}
	b.ReportMetric(float64(rows*b.N)/b.Elapsed().Seconds(), "events/s")
}

// BenchmarkImportExtended measures the extended history, whose files are
// the large ones: rows have some twenty keys each.
func BenchmarkImportExtended(b *testing.B) {
	const rows = 45000
	var buf bytes.Buffer
	buf.WriteString("[\n")
	t := time.Date(2023, 3, 19, 18, 31, 37, 0, time.UTC)
	for i := 0; i < rows; i++ {
		if i > 0 {
			buf.WriteString(",\n")
		}
		t = t.Add(time.Duration(i%7) * time.Minute)
		fmt.Fprintf(&buf, `  {"ts": %q, "username": "user", "platform": "android", "ms_played": %d, "conn_country": "DE", "ip_addr": "192.0.2.1", "master_metadata_track_name": "Track %d", "master_metadata_album_artist_name": "Artist %d", "master_metadata_album_album_name": "Album %d", "spotify_track_uri": "spotify:track:%08d", "episode_name": null, "episode_show_name": null, "spotify_episode_uri": null, "audiobook_title": null, "audiobook_uri": null, "audiobook_chapter_uri": null, "audiobook_chapter_title": null, "reason_start": "trackdone", "reason_end": "trackdone", "shuffle": false, "skipped": false, "offline": false, "offline_timestamp": %d, "incognito_mode": false}`,
			t.Format(time.RFC3339), (i*7919)%400000, i%500, i%150, i%300, i%1500, t.Unix()-200)
	}
	buf.WriteString("\n]\n")
	data := buf.Bytes()
	fsys := fstest.MapFS{"Streaming_History_Audio_2023.json": {Data: data}}
	in := &ingest.Input{FS: fsys, Path: "Streaming_History_Audio_2023.json", Name: "/bench/Streaming_History_Audio_2023.json",
		Size: int64(len(data)), Format: "spotify_extended", Now: ingesttest.Now}
	var sink countSink
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		sink = countSink{}
		if err := (Extended{}).Import(context.Background(), in, &sink); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if sink.events != rows || sink.skips != 0 {
		b.Fatalf("got %d events and %d skips, want %d and 0", sink.events, sink.skips, rows)
	}
	b.ReportMetric(float64(rows*b.N)/b.Elapsed().Seconds(), "events/s")
}
