package spotify

import (
	"context"
	"errors"
	"fmt"
	"time"

	"reqap/ingest"
	"reqap/lang/country"
)

// Extended reads the Streaming_History_Audio_*.json,
// Streaming_History_Video_*.json and legacy endsong_*.json files of
// Spotify's "Extended streaming history" download.
var Extended = &ingest.Importer{
	Name:      "spotify_extended",
	Doc:       "Spotify extended streaming history: Streaming_History_Audio_*.json, Streaming_History_Video_*.json, endsong_*.json (music, podcast and audiobook plays)",
	Recognize: extendedFormat.recognize,
	Import:    importExtended,
	// ts is UTC.
	UTCStamped: true,
}

var extendedFormat = format{
	prefixes: []string{"Streaming_History_Audio_", "Streaming_History_Video_", "endsong_"},
	keys:     []string{"ts", "ms_played"},
	names:    []string{"master_metadata_track_name", "spotify_track_uri", "episode_name", "audiobook_title"},
}

// extendedRow holds the columns that are read. username, ip_addr*,
// user_agent* have no field here on purpose: they are never stored.
type extendedRow struct {
	TS               string           `json:"ts"`
	MsPlayed         ingest.FlexFloat `json:"ms_played"`
	Platform         string           `json:"platform"`
	ConnCountry      string           `json:"conn_country"`
	Track            string           `json:"master_metadata_track_name"`
	Artist           string           `json:"master_metadata_album_artist_name"`
	Album            string           `json:"master_metadata_album_album_name"`
	TrackURI         string           `json:"spotify_track_uri"`
	Episode          string           `json:"episode_name"`
	Show             string           `json:"episode_show_name"`
	EpisodeURI       string           `json:"spotify_episode_uri"`
	Audiobook        string           `json:"audiobook_title"`
	AudiobookURI     string           `json:"audiobook_uri"`
	Chapter          string           `json:"audiobook_chapter_title"`
	ChapterURI       string           `json:"audiobook_chapter_uri"`
	ReasonStart      string           `json:"reason_start"`
	ReasonEnd        string           `json:"reason_end"`
	Shuffle          optBool          `json:"shuffle"`
	Skipped          optBool          `json:"skipped"`
	Offline          optBool          `json:"offline"`
	OfflineTimestamp ingest.FlexFloat `json:"offline_timestamp"`
	Incognito        optBool          `json:"incognito_mode"`
}

func importExtended(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	return importRows(ctx, in, sink, "extended", extendedEvent, func(b []byte, r *extendedRow) []byte {
		return identity(b, r.TS, numberText(r.MsPlayed), r.Platform, r.ConnCountry,
			r.Track, r.Artist, r.Album, r.TrackURI, r.Episode, r.Show, r.EpisodeURI,
			r.Audiobook, r.AudiobookURI, r.Chapter, r.ChapterURI, r.ReasonStart, r.ReasonEnd,
			r.Shuffle.flag(), r.Skipped.flag(), r.Offline.flag(), numberText(r.OfflineTimestamp),
			r.Incognito.flag())
	})
}

// extendedEvent builds the event of one row, without ID and origin.
func extendedEvent(r *extendedRow) (ingest.Event, error) {
	ev, played, err := play("ts", r.TS, parseTS, "ms_played", r.MsPlayed, 14)
	if err != nil {
		return ingest.Event{}, err
	}
	var uri string
	switch {
	case notBlank(r.Audiobook) || notBlank(r.Chapter):
		ev.Source = ingest.AudiobookStrm
		ev.SetText("audiobook", r.Audiobook)
		ev.SetText("chapter", r.Chapter)
		uri = firstNonBlank(r.ChapterURI, r.AudiobookURI)
	case notBlank(r.Episode) || notBlank(r.Show):
		podcastPlay(&ev, r.Show, r.Episode)
		uri = r.EpisodeURI
	case notBlank(r.Track) || notBlank(r.Artist) || notBlank(r.TrackURI):
		musicPlay(&ev, r.Artist, r.Track)
		ev.SetText("album", r.Album)
		uri = r.TrackURI
	default:
		return ingest.Event{}, errors.New("names no track, episode or audiobook (Spotify leaves the metadata of some plays empty)")
	}
	setPlayed(&ev, r.MsPlayed, played)
	ev.SetText("platform", r.Platform)
	if r.Skipped.set {
		ev.SetBool("skipped", r.Skipped.val)
	}
	if r.Shuffle.set {
		ev.SetBool("shuffle", r.Shuffle.val)
	}
	ev.SetText("reason_start", reasonWords(r.ReasonStart))
	ev.SetText("reason_end", reasonWords(r.ReasonEnd))
	ev.SetText("uri", uri)
	if r.ConnCountry != "ZZ" {
		ev.SetText("country", country.Written(r.ConnCountry))
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

// epoch turns offline_timestamp into a time; 0, null and values that cannot
// be a time give the zero time, which SetTime does not store.
func epoch(n ingest.FlexFloat) time.Time {
	if !n.Set {
		return time.Time{}
	}
	t, _ := ingest.Epoch(int64(n.X))
	return t
}

func firstNonBlank(ss ...string) string {
	for _, s := range ss {
		if notBlank(s) {
			return s
		}
	}
	return ""
}

// reasons are Spotify's codes for why a play started or ended, in the
// words people use ("fwdbtn" is the forward button), so that a question
// can name them ("how many songs ended with an error").
var reasons = map[string]string{
	"trackdone": "track done", "fwdbtn": "forward button", "backbtn": "back button", "playbtn": "play button",
	"trackerror": "track error", "endplay": "end play", "clickrow": "click row", "appload": "app load",
	"unexpected-exit": "unexpected exit", "unexpected-exit-while-paused": "unexpected exit while paused",
}

// reasonWords says a reason code in words; a code not known stays as it is.
func reasonWords(code string) string {
	if w, ok := reasons[code]; ok {
		return w
	}
	return code
}
