package spotify

import (
	"context"
	"errors"
	"fmt"
	"time"

	"reqap/ingest"
)

// Extended reads the Streaming_History_Audio_*.json,
// Streaming_History_Video_*.json and legacy endsong_*.json files of
// Spotify's "Extended streaming history" download.
type Extended struct{}

func init() { ingest.Register(Extended{}) }

// Format implements ingest.Importer.
func (Extended) Format() string { return "spotify_extended" }

// Describe implements ingest.Describer.
func (Extended) Describe() string {
	return "Spotify extended streaming history: Streaming_History_Audio_*.json, Streaming_History_Video_*.json, endsong_*.json (music, podcast and audiobook plays)"
}

// extendedPrefixes are the file names of the extended history.
var extendedPrefixes = []string{"Streaming_History_Audio_", "Streaming_History_Video_", "endsong_"}

// Recognize implements ingest.Importer.
func (Extended) Recognize(c ingest.Candidate) ingest.Match {
	base := c.Base()
	nameOK := false
	if isJSONName(base) {
		for _, p := range extendedPrefixes {
			if hasPrefixFold(base, p) {
				nameOK = true
				break
			}
		}
	}
	isArray, empty := arrayHead(c.Head)
	keysOK := ingest.HasJSONKeys(c.Head, "ts", "ms_played") &&
		(ingest.HasJSONKeys(c.Head, "master_metadata_track_name") || ingest.HasJSONKeys(c.Head, "spotify_track_uri") ||
			ingest.HasJSONKeys(c.Head, "episode_name") || ingest.HasJSONKeys(c.Head, "audiobook_title"))
	return ingest.Match{Score: match(nameOK, isArray, empty, keysOK)}
}

// extendedRow holds the columns that are read. username, ip_addr*,
// user_agent* have no field here on purpose: they are never stored.
type extendedRow struct {
	TS               string    `json:"ts"`
	MsPlayed         optNumber `json:"ms_played"`
	Platform         string    `json:"platform"`
	ConnCountry      string    `json:"conn_country"`
	Track            string    `json:"master_metadata_track_name"`
	Artist           string    `json:"master_metadata_album_artist_name"`
	Album            string    `json:"master_metadata_album_album_name"`
	TrackURI         string    `json:"spotify_track_uri"`
	Episode          string    `json:"episode_name"`
	Show             string    `json:"episode_show_name"`
	EpisodeURI       string    `json:"spotify_episode_uri"`
	Audiobook        string    `json:"audiobook_title"`
	AudiobookURI     string    `json:"audiobook_uri"`
	Chapter          string    `json:"audiobook_chapter_title"`
	ChapterURI       string    `json:"audiobook_chapter_uri"`
	ReasonStart      string    `json:"reason_start"`
	ReasonEnd        string    `json:"reason_end"`
	Shuffle          optBool   `json:"shuffle"`
	Skipped          optBool   `json:"skipped"`
	Offline          optBool   `json:"offline"`
	OfflineTimestamp optNumber `json:"offline_timestamp"`
	Incognito        optBool   `json:"incognito_mode"`
}

// Import implements ingest.Importer.
func (Extended) Import(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	return importRows(ctx, in, sink, "extended", extendedEvent, func(b []byte, r *extendedRow) []byte {
		return identity(b, r.TS, r.MsPlayed.text(), r.Platform, r.ConnCountry,
			r.Track, r.Artist, r.Album, r.TrackURI, r.Episode, r.Show, r.EpisodeURI,
			r.Audiobook, r.AudiobookURI, r.Chapter, r.ChapterURI, r.ReasonStart, r.ReasonEnd,
			r.Shuffle.flag(), r.Skipped.flag(), r.Offline.flag(), r.OfflineTimestamp.text(),
			r.Incognito.flag())
	})
}

// extendedEvent builds the event of one row, without ID and origin.
func extendedEvent(r *extendedRow) (ingest.Event, error) {
	if r.TS == "" {
		return ingest.Event{}, errors.New("no ts")
	}
	end, err := parseTS(r.TS)
	if err != nil {
		return ingest.Event{}, err
	}
	played, err := playTime(r.MsPlayed, "ms_played")
	if err != nil {
		return ingest.Event{}, err
	}
	ev := ingest.Event{Start: end.Add(-played), End: end, Fields: make([]ingest.Field, 0, 14)}
	var uri string
	switch {
	case notBlank(r.Audiobook) || notBlank(r.Chapter):
		ev.Source = ingest.AudiobookStrm
		ev.SetText("audiobook", r.Audiobook)
		ev.SetText("chapter", r.Chapter)
		uri = firstNonBlank(r.ChapterURI, r.AudiobookURI)
	case notBlank(r.Episode) || notBlank(r.Show):
		ev.Source = ingest.PodcastStream
		ev.SetText("show", r.Show)
		ev.SetText("episode", r.Episode)
		uri = r.EpisodeURI
	case notBlank(r.Track) || notBlank(r.Artist) || notBlank(r.TrackURI):
		ev.Source = ingest.MusicStream
		ev.SetText("artist", r.Artist)
		ev.SetText("track", r.Track)
		ev.SetText("album", r.Album)
		uri = r.TrackURI
	default:
		return ingest.Event{}, errors.New("names no track, episode or audiobook (Spotify leaves the metadata of some plays empty)")
	}
	if r.MsPlayed.set {
		ev.SetNumber("duration_s", seconds(played))
	}
	ev.SetText("platform", r.Platform)
	if r.Skipped.set {
		ev.SetBool("skipped", r.Skipped.val)
	}
	if r.Shuffle.set {
		ev.SetBool("shuffle", r.Shuffle.val)
	}
	ev.SetText("reason_start", r.ReasonStart)
	ev.SetText("reason_end", r.ReasonEnd)
	ev.SetText("uri", uri)
	if r.ConnCountry != "ZZ" {
		ev.SetText("country", r.ConnCountry)
	}
	if r.Offline.set && r.Offline.val {
		ev.SetBool("offline", true)
	}
	ev.SetTime("offline_timestamp", epoch(r.OfflineTimestamp))
	if r.Incognito.set && r.Incognito.val {
		ev.SetBool("incognito_mode", true)
	}
	return ev, nil
}

// parseTS reads the extended history's ts, RFC 3339 in UTC in every export
// seen; a zone-less "YYYY-MM-DD HH:MM:SS" is taken as UTC.
func parseTS(s string) (time.Time, error) {
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return t.UTC(), nil
	}
	if t, err := time.ParseInLocation("2006-01-02 15:04:05", s, time.UTC); err == nil {
		return t, nil
	}
	return time.Time{}, fmt.Errorf("ts %q is not an RFC 3339 time", ingest.Printable(s, 40))
}

// msThreshold tells seconds from milliseconds: 1e11 seconds is the year
// 5138, 1e11 milliseconds is March 1973, before Spotify existed.
const msThreshold = 1e11

// epoch turns offline_timestamp into a time; 0, null and values that cannot
// be a time give the zero time, which SetTime does not store.
func epoch(n optNumber) time.Time {
	if !n.set || n.val <= 0 || n.val > 1e14 {
		return time.Time{}
	}
	if n.val >= msThreshold {
		return time.UnixMilli(int64(n.val)).UTC()
	}
	return time.Unix(int64(n.val), 0).UTC()
}

func firstNonBlank(ss ...string) string {
	for _, s := range ss {
		if notBlank(s) {
			return s
		}
	}
	return ""
}
