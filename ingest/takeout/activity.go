package takeout

import (
	"context"
	"errors"
	"net/url"
	"path"
	"strconv"
	"strings"

	"reqap/ingest"
)

// Activity reads Takeout/My Activity/<Product>/My Activity.json and
// YouTube's watch-history.json and search-history.json.
var Activity = &ingest.Importer{
	Name:      "google_activity",
	Doc:       "Google Takeout My Activity (JSON): My Activity/<Product>/My Activity.json, YouTube watch-history.json and search-history.json",
	Recognize: recognizeActivity,
	Import:    importActivity,
	// Google writes activity and location times in UTC ("…Z" or
	// milliseconds since the epoch), never the zone the person was in.
	UTCStamped: true,
}

type activityItem struct {
	Header    string `json:"header"`
	Title     string `json:"title"`
	TitleURL  string `json:"titleUrl"`
	Subtitles []struct {
		Name string `json:"name"`
		URL  string `json:"url"`
	} `json:"subtitles"`
	Description string   `json:"description"`
	Time        string   `json:"time"`
	Products    []string `json:"products"`
	Details     []struct {
		Name string `json:"name"`
	} `json:"details"`
	ActivityControls []string `json:"activityControls"`
}

// verbs are the leading words of My Activity titles (English exports),
// and the action each stands for.
var verbs = []struct{ prefix, action string }{
	{"Searched for ", "searched"},
	{"Visited ", "visited"},
	{"Viewed ", "viewed"},
	{"Watched ", "watched"},
	{"Listened to ", "listened"},
	{"Used ", "used"},
	{"Read ", "read"},
	{"Opened ", "opened"},
	{"Installed ", "installed"},
	{"Downloaded ", "downloaded"},
	{"Played ", "played"},
	{"Subscribed to ", "subscribed"},
	{"Liked ", "liked"},
	{"Shared ", "shared"},
	{"Directions to ", "directions"},
	{"Called ", "called"},
	{"Answered ", "answered"},
	{"Said ", "said"},
}

func importActivity(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	dec, c, err := ingest.OpenJSON(ctx, in)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := ingest.ExpectJSONArray(in, dec, ""); err != nil {
		return err
	}
	base := strings.ToLower(path.Base(in.Path))
	watchFile := base == "watch-history.json"
	seen := ingest.Occurrences{}
	return ingest.EachJSONEvent(ctx, in, sink, dec, "", func(it *activityItem) (ingest.Event, error) {
		ev, err := it.event(in, watchFile)
		if err != nil {
			return ev, err
		}
		// Identical entries (the same click twice in a millisecond) get
		// distinct, stable IDs.
		ev.ID = in.ID(ev.ID, strconv.Itoa(seen.Next(ev.ID)))
		return ev, nil
	})
}

// event builds the event; its ID is left as the identity to be numbered.
func (it *activityItem) event(in *ingest.Input, watchFile bool) (ingest.Event, error) {
	if it.Time == "" {
		return ingest.Event{}, errors.New("the entry has no time")
	}
	t, err := ingest.ParseTime(it.Time)
	if err != nil {
		return ingest.Event{}, err
	}
	title := strings.TrimSpace(it.Title)
	product := strings.TrimSpace(it.Header)
	if len(it.Products) > 0 && strings.TrimSpace(it.Products[0]) != "" {
		product = strings.TrimSpace(it.Products[0])
	}
	if title == "" && product == "" {
		return ingest.Event{}, errors.New("the entry has neither title nor product")
	}
	link := unwrapURL(it.TitleURL)
	var details []string
	ad := false
	for _, d := range it.Details {
		details = append(details, d.Name)
		if d.Name == "From Google Ads" {
			ad = true
		}
	}
	action, object := "", title
	for _, v := range verbs {
		if strings.HasPrefix(title, v.prefix) {
			action, object = v.action, strings.TrimSpace(title[len(v.prefix):])
			break
		}
	}

	youtube := strings.HasPrefix(it.Header, "YouTube") || strings.HasPrefix(product, "YouTube")
	watchControl := false
	for _, c := range it.ActivityControls {
		if c == "YouTube watch history" {
			watchControl = true
		}
	}
	watch := youtube && (action == "watched" || action == "" && (watchFile || watchControl))

	ev := ingest.Event{ID: strings.Join([]string{it.Time, title, it.TitleURL}, "\x1f"), Start: t, End: t}
	if watch {
		ev.Source = ingest.VideoStream
		ev.SetText("title", object)
		if len(it.Subtitles) > 0 {
			ev.SetText("channel", it.Subtitles[0].Name)
			ev.SetText("channel_url", it.Subtitles[0].URL)
		}
		ev.SetText("url", link)
		platform := "youtube"
		if it.Header == "YouTube Music" {
			platform = "youtube_music"
		}
		ev.SetText("platform", platform)
		if ad {
			ev.SetBool("ad", true)
		}
		return ev, nil
	}
	ev.Source = ingest.Activity
	ev.SetText("product", product)
	ev.SetText("title", title)
	ev.SetText("url", link)
	ev.SetList("details", details)
	ev.SetText("description", it.Description)
	ev.SetText("action", action)
	if action == "searched" {
		ev.SetText("query", object)
	}
	if len(it.Subtitles) > 0 {
		ev.SetText("subtitle", it.Subtitles[0].Name)
	}
	return ev, nil
}

// unwrapURL replaces Google's redirect links (https://www.google.com/url?q=...)
// by the address they lead to.
func unwrapURL(s string) string {
	s = strings.TrimSpace(s)
	u, err := url.Parse(s)
	if err != nil || u.Path != "/url" || !strings.Contains(u.Host, "google.") {
		return s
	}
	if q := u.Query().Get("q"); strings.HasPrefix(q, "http://") || strings.HasPrefix(q, "https://") {
		return q
	}
	return s
}
