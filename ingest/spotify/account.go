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
var Account = &ingest.Importer{
	Name:      "spotify_account",
	Doc:       "Spotify account data: StreamingHistory*.json (music and podcast plays, minute precision)",
	Recognize: accountFormat.recognize,
	Import:    importAccount,
	// endTime is UTC.
	UTCStamped: true,
}

var accountFormat = format{
	// Extended history files are "Streaming_History_…": the underscore
	// keeps them apart from "StreamingHistory…".
	prefixes: []string{"StreamingHistory"},
	keys:     []string{"endTime", "msPlayed"},
	names:    []string{"trackName", "episodeName", "artistName", "podcastName"},
}

type accountRow struct {
	EndTime     string           `json:"endTime"`
	ArtistName  string           `json:"artistName"`
	TrackName   string           `json:"trackName"`
	PodcastName string           `json:"podcastName"`
	EpisodeName string           `json:"episodeName"`
	MsPlayed    ingest.FlexFloat `json:"msPlayed"`
}

func importAccount(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	var seq playSequence
	build := func(r *accountRow) (ingest.Event, error) {
		ev, err := accountEvent(r)
		if err == nil && len(r.EndTime) == len(minuteLayout) {
			seq.place(&ev)
		}
		return ev, err
	}
	return importRows(ctx, in, sink, "account", build, func(b []byte, r *accountRow) []byte {
		return identity(b, r.EndTime, r.ArtistName, r.TrackName, r.PodcastName, r.EpisodeName, numberText(r.MsPlayed))
	})
}

// accountEvent builds the event of one row, without ID and origin.
func accountEvent(r *accountRow) (ingest.Event, error) {
	ev, played, err := play("endTime", r.EndTime, parseEndTime, "msPlayed", r.MsPlayed, 3)
	if err != nil {
		return ingest.Event{}, err
	}
	switch {
	case notBlank(r.PodcastName) || notBlank(r.EpisodeName):
		podcastPlay(&ev, r.PodcastName, r.EpisodeName)
	case notBlank(r.ArtistName) || notBlank(r.TrackName):
		musicPlay(&ev, r.ArtistName, r.TrackName)
	default:
		return ingest.Event{}, errors.New("names no artist, track, podcast or episode")
	}
	setPlayed(&ev, r.MsPlayed, played)
	return ev, nil
}

// podcastPlay and musicPlay say what a play was of, in the fields both
// formats share.
func podcastPlay(ev *ingest.Event, show, episode string) {
	ev.Source = ingest.PodcastStream
	ev.SetText("show", show)
	ev.SetText("episode", episode)
}

func musicPlay(ev *ingest.Event, artist, track string) {
	ev.Source = ingest.MusicStream
	ev.SetText("artist", artist)
	ev.SetText("track", track)
}

// setPlayed stores how long a play lasted, when the export says.
func setPlayed(ev *ingest.Event, ms ingest.FlexFloat, played time.Duration) {
	if ms.Set {
		ev.SetNumber("duration_s", seconds(played))
	}
}

// playSequence places the plays of an account data file, written in the
// order they were played, within the minutes their endTime names: that
// minute is when each play ended, to the second unknown. A play ends no
// sooner than the one before it ended and it then lasted, so a short play
// written after a longer one of the same minute ("16:53", 22 s, then
// "16:53", 25 s) ends later in that minute, not 25 s before the minute
// began, which had made it the earlier of the two, and a skipped track
// the last song played.
type playSequence struct{ last time.Time }

func (s *playSequence) place(ev *ingest.Event) {
	played := ev.End.Sub(ev.Start)
	if end := s.last.Add(played); !s.last.IsZero() && end.After(ev.End) && end.Before(ev.End.Add(time.Minute)) {
		ev.Start, ev.End = s.last, end
	}
	s.last = ev.End
}

// minuteLayout is the account data's endTime: minute precision.
const minuteLayout = "2006-01-02 15:04"

// parseEndTime reads the account data's "YYYY-MM-DD HH:MM" UTC end time;
// seconds are accepted should a future export add them.
func parseEndTime(s string) (time.Time, error) {
	layout := minuteLayout
	if len(s) > len(layout) {
		layout = "2006-01-02 15:04:05"
	}
	t, err := time.ParseInLocation(layout, s, time.UTC)
	if err != nil {
		return time.Time{}, fmt.Errorf("endTime %q is not \"YYYY-MM-DD HH:MM\"", ingest.Printable(s, 40))
	}
	return t, nil
}

// play is the event of a play that ended at end, the value of endKey read
// with parse, and lasted ms, the value of msKey, with room for n fields; it
// returns how long the play lasted as well, which both formats store.
func play(endKey, end string, parse func(string) (time.Time, error), msKey string, ms ingest.FlexFloat, n int) (ingest.Event, time.Duration, error) {
	if end == "" {
		return ingest.Event{}, 0, errors.New("no " + endKey)
	}
	t, err := parse(end)
	if err != nil {
		return ingest.Event{}, 0, err
	}
	played, err := playTime(ms, msKey)
	if err != nil {
		return ingest.Event{}, 0, err
	}
	return ingest.Event{Start: t.Add(-played), End: t, Fields: make([]ingest.Field, 0, n)}, played, nil
}

// maxPlay bounds one play: anything longer is a damaged value, not a play.
const maxPlay = 7 * 24 * time.Hour

// playTime turns a millisecond count into a duration; an absent count is 0.
func playTime(ms ingest.FlexFloat, key string) (time.Duration, error) {
	if !ms.Set {
		return 0, nil
	}
	switch {
	case ms.X < 0:
		return 0, fmt.Errorf("%s %s is negative", key, numberText(ms))
	case ms.X > float64(maxPlay/time.Millisecond):
		return 0, fmt.Errorf("%s %s is implausible: more than seven days", key, numberText(ms))
	}
	// Whole milliseconds: that is the precision Spotify measures in.
	return time.Duration(ms.X+0.5) * time.Millisecond, nil
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
