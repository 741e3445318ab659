// Package netflix imports Netflix viewing history: ViewingActivity.csv from
// "Get my info" (CONTENT_INTERACTION/ViewingActivity.csv), format "netflix".
//
// Every row is one viewing. Episodes of series become tvseries_stream events,
// everything else movie_stream events. Rows that are not a viewing of the
// title itself — trailers, hooks, teasers and recaps, which Netflix marks in
// "Supplemental Video Type" — are kept as video_preview events so that they
// never count as a watched movie or episode.
package netflix

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/country"
)

// Importer reads ViewingActivity.csv.
var Importer = &ingest.Importer{
	Sources:   []string{ingest.MovieStream, ingest.TVSeriesStream, VideoPreview, OtherProfile},
	Name:      "netflix",
	Doc:       "Netflix ViewingActivity.csv: one movie or episode viewing per row (trailers kept apart)",
	Recognize: recognize,
	Import:    importFile,
	// Start Time is UTC.
	UTCStamped: true,
	Derive:     derive,
}

// Source of the rows that are previews rather than viewings.
const VideoPreview = "video_preview"

func recognize(c ingest.Candidate) ingest.Match {
	base := strings.ToLower(c.Base())
	byName := strings.HasSuffix(base, ".csv") && strings.Contains(strings.ReplaceAll(base, "_", ""), "viewingactivity")
	line := c.HeaderLine()
	byContent := strings.Contains(line, "Profile Name") && strings.Contains(line, "Start Time") && strings.Contains(line, "Title")
	return ingest.MatchBy(byName, byContent)
}

// columns of ViewingActivity.csv; older exports lack some of them.
const (
	colProfile      = "profile name"
	colStart        = "start time"
	colDuration     = "duration"
	colAttributes   = "attributes"
	colTitle        = "title"
	colSupplemental = "supplemental video type"
	colDevice       = "device type"
	colBookmark     = "bookmark"
	colLatest       = "latest bookmark"
	colCountry      = "country"
)

func importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	ids := ingest.Occurrences{}
	return ingest.ReadCSV(ctx, in, sink, ingest.CSV{What: "a Netflix ViewingActivity.csv", Required: []string{colStart, colTitle}},
		func(r *ingest.CSVRow) (ingest.Event, error) {
			ev, err := event(r)
			if err != nil {
				return ev, err
			}
			identity := []string{r.Get(colProfile), r.Get(colStart), r.Get(colTitle), r.Get(colSupplemental)}
			ev.ID = in.ID(append(identity, ids.Ordinal(identity...))...)
			return ev, nil
		})
}

// event builds the event of one row.
func event(r *ingest.CSVRow) (ingest.Event, error) {
	get := r.Get
	title := get(colTitle)
	if title == "" {
		return ingest.Event{}, errors.New("row has no title")
	}
	start, err := parseStart(get(colStart))
	if err != nil {
		return ingest.Event{}, err
	}
	ev := ingest.Event{Start: start, End: start}
	var dur time.Duration
	if s := get(colDuration); s != "" {
		d, err := parseClock(s)
		if err != nil {
			return ingest.Event{}, fmt.Errorf("duration: %w", err)
		}
		dur = d
		ev.End = start.Add(d)
	}
	if sup := get(colSupplemental); sup != "" {
		ev.Source = VideoPreview
		ev.SetText("title", title)
		ev.SetText("supplemental_type", sup)
	} else if t, ok := parseEpisode(title); ok {
		ev.Source = ingest.TVSeriesStream
		ev.SetText("series_title", t.series)
		if t.hasSeason {
			ev.SetNumber("season", float64(t.season))
		}
		ev.SetText("season_name", t.seasonName)
		ev.SetText("episode_title", t.episode)
		if t.hasNumber {
			ev.SetNumber("episode_number", float64(t.number))
		}
	} else {
		ev.Source = ingest.MovieStream
		ev.SetText("movie_title", title)
	}
	if r.Has(colDuration) {
		ev.SetNumber("duration_s", dur.Seconds())
	}
	ev.SetText("profile", get(colProfile))
	ev.SetText("device", get(colDevice))
	// "DE (Germany)" is Germany
	ev.SetText("country", country.Written(get(colCountry)))
	if s := get(colLatest); s != "" {
		ev.SetBool("latest_view", !strings.EqualFold(s, "Not latest view"))
	}
	if r.Has(colAttributes) {
		ev.SetBool("autoplayed", strings.Contains(strings.ToLower(get(colAttributes)), "autoplayed"))
	}
	if s := get(colBookmark); s != "" {
		if d, err := parseClock(s); err == nil {
			ev.SetNumber("bookmark_s", d.Seconds())
		}
	}
	return ev, nil
}

// startLayouts: Netflix writes "2013-03-20 05:17:53" in UTC; a file re-saved
// by a spreadsheet may have lost the zero padding or the seconds, or use the
// US date order.
var startLayouts = []string{
	"2006-01-02 15:04:05", "2006-01-02 15:04", "2006-01-02T15:04:05Z", "2006-01-02T15:04:05",
	"1/2/2006 15:04:05", "1/2/2006 15:04", "1/2/06 15:04",
}

func parseStart(s string) (time.Time, error) {
	for _, l := range startLayouts {
		if t, err := time.ParseInLocation(l, s, time.UTC); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("start time %q is not a date and time", s)
}

// parseClock reads "H:MM:SS" (or "MM:SS") durations.
func parseClock(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("%q is not H:MM:SS", s)
	}
	var total int64
	for _, p := range parts {
		n, err := strconv.ParseInt(p, 10, 64)
		if err != nil || n < 0 || n > 1e6 {
			return 0, fmt.Errorf("%q is not H:MM:SS", s)
		}
		total = total*60 + n
	}
	return time.Duration(total) * time.Second, nil
}

// episode is a series title split into its parts.
type episode struct {
	series     string
	season     int
	hasSeason  bool
	seasonName string // "Part 2", "Limited Series", "Volume 1": when not "Season N"
	episode    string
	number     int
	hasNumber  bool
}

var (
	// seasonRe finds the first ": Season N" (or its variants) after the
	// shortest possible show name, because show names contain colons
	// themselves ("Star Trek: Deep Space Nine: Season 5: Empok Nor").
	seasonRe  = lazyre.New(`^(.+?): ((Season|Series|Part|Volume|Collection|Book) (\d+)|Limited Series|Miniseries|Chapter (\d+))(?:: (.*))?$`)
	episodeRe = lazyre.New(`^(.*?)\s*\(Episode (\d+)\)$`)
)

// parseEpisode splits a Netflix title into series, season and episode, or
// reports that it is not an episode (a movie, a special, a documentary).
func parseEpisode(title string) (episode, bool) {
	var e episode
	rest := title
	if m := seasonRe().FindStringSubmatch(title); m != nil {
		e.series, rest = m[1], m[6]
		switch {
		case m[5] != "": // "Show: Chapter N[: Title]" numbers episodes
			e.number, _ = strconv.Atoi(m[5])
			e.hasNumber = true
			if rest == "" {
				rest = m[2]
			}
		case m[3] == "Part" && rest == "" && !episodeRe().MatchString(title):
			// "Harry Potter and the Deathly Hallows: Part 1" is a
			// film; series parts always name an episode.
			return episode{}, false
		case m[4] != "":
			e.season, _ = strconv.Atoi(m[4])
			e.hasSeason = true
			if m[3] != "Season" {
				e.seasonName = m[2]
			}
		default:
			e.seasonName = m[2]
			if m[2] == "Limited Series" || m[2] == "Miniseries" {
				// a limited series is one season, which Netflix names
				// so where another show says "Season 1"
				e.season, e.hasSeason = 1, true
			}
		}
	}
	if m := episodeRe().FindStringSubmatch(rest); m != nil {
		rest = m[1]
		e.number, _ = strconv.Atoi(m[2])
		e.hasNumber = true
		if e.series == "" {
			// "Show: Title (Episode 3)" without a season: the show
			// name is what precedes the first colon.
			i := strings.Index(rest, ": ")
			if i < 0 {
				return episode{}, false
			}
			e.series, rest = rest[:i], rest[i+2:]
		}
	}
	if e.series == "" {
		return episode{}, false
	}
	e.episode = strings.TrimSpace(rest)
	return e, true
}
