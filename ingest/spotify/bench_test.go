package spotify

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"reqap/ingest/ingesttest"
)

// accountHistory generates a StreamingHistory file of n rows in Spotify's
// pretty-printed layout, with repeated and non-ASCII names.
func accountHistory(n int) []byte {
	artists := []string{"Daft Punk", "Sigur Rós", "宇多田ヒカル", "Beyoncé", "The National", "Mac Miller", "Björk"}
	tracks := []string{"One More Time", "Hoppípolla", "First Love", "Halo", "Bloodbuzz Ohio", "Missed Calls", "Jóga", "Unknown Track"}
	t := time.Date(2023, 3, 7, 23, 5, 0, 0, time.UTC)
	return jsonArray(n, func(buf *bytes.Buffer, i int) {
		ms := (i * 7919) % 400000
		if i%100 == 0 {
			ms = 0
		}
		t = t.Add(time.Duration(i%5) * time.Minute)
		fmt.Fprintf(buf, "  {\n    \"endTime\" : %q,\n    \"artistName\" : %q,\n    \"trackName\" : %q,\n    \"msPlayed\" : %d\n  }",
			t.Format("2006-01-02 15:04"), artists[i%len(artists)], tracks[(i/3)%len(tracks)], ms)
	})
}

// jsonArray writes a JSON array of n elements, one a line, the way the
// exports lay them out; element writes the i-th.
func jsonArray(n int, element func(buf *bytes.Buffer, i int)) []byte {
	var buf bytes.Buffer
	buf.WriteString("[\n")
	for i := 0; i < n; i++ {
		if i > 0 {
			buf.WriteString(",\n")
		}
		element(&buf, i)
	}
	buf.WriteString("\n]\n")
	return buf.Bytes()
}

func BenchmarkImportAccount(b *testing.B) {
	const rows = 45000
	ingesttest.Bench(b, Account, "StreamingHistory_music_0.json", accountHistory(rows), rows)
}

// BenchmarkImportExtended measures the extended history, whose files are
// the large ones: rows have some twenty keys each.
func BenchmarkImportExtended(b *testing.B) {
	const rows = 45000
	t := time.Date(2023, 3, 19, 18, 31, 37, 0, time.UTC)
	data := jsonArray(rows, func(buf *bytes.Buffer, i int) {
		t = t.Add(time.Duration(i%7) * time.Minute)
		fmt.Fprintf(buf, `  {"ts": %q, "username": "user", "platform": "android", "ms_played": %d, "conn_country": "DE", "ip_addr": "192.0.2.1", "master_metadata_track_name": "Track %d", "master_metadata_album_artist_name": "Artist %d", "master_metadata_album_album_name": "Album %d", "spotify_track_uri": "spotify:track:%08d", "episode_name": null, "episode_show_name": null, "spotify_episode_uri": null, "audiobook_title": null, "audiobook_uri": null, "audiobook_chapter_uri": null, "audiobook_chapter_title": null, "reason_start": "trackdone", "reason_end": "trackdone", "shuffle": false, "skipped": false, "offline": false, "offline_timestamp": %d, "incognito_mode": false}`,
			t.Format(time.RFC3339), (i*7919)%400000, i%500, i%150, i%300, i%1500, t.Unix()-200)
	})
	ingesttest.Bench(b, Extended, "Streaming_History_Audio_2023.json", data, rows)
}
