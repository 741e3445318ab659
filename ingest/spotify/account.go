package spotify

import (
	"context"
	"errors"
	"fmt"
	"time"

	"reqap/ingest"
)

// Account reads the StreamingHistory*.json files of Spotify's "Account
// data" download.
type Account struct{}

func init() { ingest.Register(Account{}) }

// Format implements ingest.Importer.
func (Account) Format() string { return "spotify_account" }

// Describe implements ingest.Describer.
func (Account) Describe() string {
	return "Spotify account data: StreamingHistory*.json (music and podcast plays, minute precision)"
}

// Recognize implements ingest.Importer.
func (Account) Recognize(c ingest.Candidate) ingest.Match {
	base := c.Base()
	// Extended history files are "Streaming_History_…": the underscore
	// keeps them apart from "StreamingHistory…".
	nameOK := hasPrefixFold(base, "StreamingHistory") && isJSONName(base)
	isArray, empty := arrayHead(c.Head)
	keysOK := ingest.HasJSONKeys(c.Head, "endTime", "msPlayed") &&
		(ingest.HasJSONKeys(c.Head, "trackName") || ingest.HasJSONKeys(c.Head, "episodeName") ||
			ingest.HasJSONKeys(c.Head, "artistName") || ingest.HasJSONKeys(c.Head, "podcastName"))
	return ingest.Match{Score: match(nameOK, isArray, empty, keysOK)}
}

type accountRow struct {
	EndTime     string    `json:"endTime"`
	ArtistName  string    `json:"artistName"`
	TrackName   string    `json:"trackName"`
	PodcastName string    `json:"podcastName"`
	EpisodeName string    `json:"episodeName"`
	MsPlayed    optNumber `json:"msPlayed"`
}

// Import implements ingest.Importer.
func (Account) Import(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	return importRows(ctx, in, sink, "account", accountEvent, func(b []byte, r *accountRow) []byte {
		return identity(b, r.EndTime, r.ArtistName, r.TrackName, r.PodcastName, r.EpisodeName, r.MsPlayed.text())
	})
}

// accountEvent builds the event of one row, without ID and origin.
func accountEvent(r *accountRow) (ingest.Event, error) {
	if r.EndTime == "" {
		return ingest.Event{}, errors.New("no endTime")
	}
	end, err := parseEndTime(r.EndTime)
	if err != nil {
		return ingest.Event{}, err
	}
	played, err := playTime(r.MsPlayed, "msPlayed")
	if err != nil {
		return ingest.Event{}, err
	}
	ev := ingest.Event{Start: end.Add(-played), End: end, Fields: make([]ingest.Field, 0, 3)}
	switch {
	case notBlank(r.PodcastName) || notBlank(r.EpisodeName):
		ev.Source = ingest.PodcastStream
		ev.SetText("show", r.PodcastName)
		ev.SetText("episode", r.EpisodeName)
	case notBlank(r.ArtistName) || notBlank(r.TrackName):
		ev.Source = ingest.MusicStream
		ev.SetText("artist", r.ArtistName)
		ev.SetText("track", r.TrackName)
	default:
		return ingest.Event{}, errors.New("names no artist, track, podcast or episode")
	}
	if r.MsPlayed.set {
		ev.SetNumber("duration_s", seconds(played))
	}
	return ev, nil
}

// parseEndTime reads the account data's "YYYY-MM-DD HH:MM" UTC end time;
// seconds are accepted should a future export add them.
func parseEndTime(s string) (time.Time, error) {
	layout := "2006-01-02 15:04"
	if len(s) > len(layout) {
		layout = "2006-01-02 15:04:05"
	}
	t, err := time.ParseInLocation(layout, s, time.UTC)
	if err != nil {
		return time.Time{}, fmt.Errorf("endTime %q is not \"YYYY-MM-DD HH:MM\"", ingest.Printable(s, 40))
	}
	return t, nil
}

// maxPlay bounds one play: anything longer is a damaged value, not a play.
const maxPlay = 7 * 24 * time.Hour

// playTime turns a millisecond count into a duration; an absent count is 0.
func playTime(ms optNumber, key string) (time.Duration, error) {
	if !ms.set {
		return 0, nil
	}
	switch {
	case ms.val < 0:
		return 0, fmt.Errorf("%s %s is negative", key, ms.text())
	case ms.val > float64(maxPlay/time.Millisecond):
		return 0, fmt.Errorf("%s %s is implausible: more than seven days", key, ms.text())
	}
	// Whole milliseconds: that is the precision Spotify measures in.
	return time.Duration(ms.val+0.5) * time.Millisecond, nil
}

func seconds(d time.Duration) float64 { return float64(d/time.Millisecond) / 1000 }

func notBlank(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case ' ', '\t', '\r', '\n':
		default:
			return true
		}
	}
	return false
}
