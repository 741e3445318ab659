package facebook

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"reqap/ingest"
)

// Posts reads your_posts_N.json.
var Posts = &ingest.Importer{
	Name:       "facebook_posts",
	Doc:        "Facebook posts: posts/your_posts_1.json from Download your information (JSON)",
	Recognize:  recognizePosts,
	Import:     importPosts,
	UTCStamped: true,
}

type post struct {
	Timestamp ingest.FlexInt `json:"timestamp"`
	Title     string         `json:"title"`
	Data      []struct {
		Post            string         `json:"post"`
		UpdateTimestamp ingest.FlexInt `json:"update_timestamp"`
	} `json:"data"`
	Attachments []struct {
		Data []attachment `json:"data"`
	} `json:"attachments"`
	Tags names `json:"tags"`
}

type attachment struct {
	Media           *media `json:"media"`
	ExternalContext *struct {
		URL  string `json:"url"`
		Name string `json:"name"`
	} `json:"external_context"`
	Place *struct {
		Name       string `json:"name"`
		Address    string `json:"address"`
		Coordinate *struct {
			Latitude  ingest.FlexFloat `json:"latitude"`
			Longitude ingest.FlexFloat `json:"longitude"`
		} `json:"coordinate"`
	} `json:"place"`
	Event *struct {
		Name           string         `json:"name"`
		StartTimestamp ingest.FlexInt `json:"start_timestamp"`
		EndTimestamp   ingest.FlexInt `json:"end_timestamp"`
	} `json:"event"`
	Note *struct {
		Title string  `json:"title"`
		Text  string  `json:"text"`
		Media []media `json:"media"`
	} `json:"note"`
	Text string `json:"text"`
}

type media struct {
	URI               string         `json:"uri"`
	CreationTimestamp ingest.FlexInt `json:"creation_timestamp"`
	Title             string         `json:"title"`
	Description       string         `json:"description"`
	MediaMetadata     *mediaMetadata `json:"media_metadata"`
}

// kind says what the media is ("photo", "video"): by its file's
// extension, else by the metadata the export gives it ("" when neither
// says).
func (m *media) kind() string {
	if k := ingest.MediaKind(m.URI); k != "" {
		return k
	}
	switch {
	case m.MediaMetadata == nil:
		return ""
	case m.MediaMetadata.Photo != nil:
		return "photo"
	case m.MediaMetadata.Video != nil:
		return "video"
	}
	return ""
}

type mediaMetadata struct {
	Photo *metadata `json:"photo_metadata"`
	Video *metadata `json:"video_metadata"`
}

type metadata struct {
	Exif []struct {
		Latitude  ingest.FlexFloat `json:"latitude"`
		Longitude ingest.FlexFloat `json:"longitude"`
	} `json:"exif_data"`
}

// coordinates returns the first latitude/longitude pair of the media's
// exif data.
func (m *media) coordinates() (lat, lng float64, ok bool) {
	if m.MediaMetadata == nil {
		return 0, 0, false
	}
	for _, md := range []*metadata{m.MediaMetadata.Photo, m.MediaMetadata.Video} {
		if md == nil {
			continue
		}
		for _, e := range md.Exif {
			if e.Latitude.Set && e.Longitude.Set && validCoord(e.Latitude.X, e.Longitude.X) {
				return e.Latitude.X, e.Longitude.X, true
			}
		}
	}
	return 0, 0, false
}

func validCoord(lat, lng float64) bool {
	return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 && (lat != 0 || lng != 0)
}

func importPosts(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	dec, c, err := ingest.OpenJSON(ctx, in)
	if err != nil {
		return err
	}
	defer c.Close()
	key, err := ingest.EnterJSONArray(in, dec, "status_updates_v2", "status_updates", "posts")
	if err != nil {
		return err
	}
	ids := ingest.Occurrences{}
	return ingest.EachJSONEvent(ctx, in, sink, dec, key, func(p *post) (ingest.Event, error) {
		return p.event(in, ids)
	})
}

func (p *post) event(in *ingest.Input, ids ingest.Occurrences) (ingest.Event, error) {
	ts := p.Timestamp
	if !ts.Set {
		for _, d := range p.Data {
			if d.UpdateTimestamp.Set {
				ts = d.UpdateTimestamp
				break
			}
		}
	}
	start, ok := ingest.Epoch(ts.N)
	if !ok {
		return ingest.Event{}, errors.New("the post has no timestamp")
	}
	var texts []string
	for _, d := range p.Data {
		if s := repairedText(d.Post); s != "" {
			texts = append(texts, s)
		}
	}
	text := strings.Join(ingest.Distinct(texts), "\n\n")
	title := repairedText(p.Title)

	var uris, kinds, descriptions, urls, linkNames []string
	var place, address, eventName string
	var lat, lng float64
	var hasCoord bool
	var eventStart, eventEnd ingest.FlexInt
	addMedia := func(m *media) {
		uris = append(uris, repair(m.URI))
		if k := m.kind(); k != "" {
			kinds = append(kinds, k)
		}
		if d := repairedText(m.Description); d != "" && d != text {
			descriptions = append(descriptions, d)
		}
		if !hasCoord {
			lat, lng, hasCoord = m.coordinates()
		}
	}
	for _, a := range p.Attachments {
		for i := range a.Data {
			d := &a.Data[i]
			if d.Media != nil {
				addMedia(d.Media)
			}
			if x := d.ExternalContext; x != nil {
				urls = append(urls, x.URL)
				linkNames = append(linkNames, repair(x.Name))
			}
			if pl := d.Place; pl != nil && place == "" {
				place, address = repair(pl.Name), repair(pl.Address)
				if c := pl.Coordinate; c != nil && !hasCoord && c.Latitude.Set && c.Longitude.Set && validCoord(c.Latitude.X, c.Longitude.X) {
					lat, lng, hasCoord = c.Latitude.X, c.Longitude.X, true
				}
			}
			if e := d.Event; e != nil && eventName == "" {
				eventName, eventStart, eventEnd = repair(e.Name), e.StartTimestamp, e.EndTimestamp
			}
			if n := d.Note; n != nil {
				if s := repairedText(n.Text); s != "" && text == "" {
					text = s
				}
				for j := range n.Media {
					addMedia(&n.Media[j])
				}
			}
			if s := repairedText(d.Text); s != "" && text == "" {
				text = s
			}
		}
	}
	urls, linkNames, uris = ingest.Distinct(urls), ingest.Distinct(linkNames), ingest.Distinct(uris)
	if text == "" && title == "" && len(uris) == 0 && len(urls) == 0 && len(linkNames) == 0 && place == "" && eventName == "" {
		return ingest.Event{}, errors.New("the post has no text, title or attachment")
	}
	if text == "" {
		text, title = title, ""
	}

	ev := ingest.Event{Source: ingest.SocialMedia, Start: start, End: start}
	ev.ID = id(in, ids, strconv.FormatInt(start.Unix(), 10), text, title, strings.Join(uris, "\x1f"), strings.Join(urls, "\x1f"))
	ev.SetText("text", text)
	ev.SetText("title", title)
	ev.SetText("platform", "facebook")
	if len(urls) > 0 {
		ev.SetText("url", urls[0])
	}
	if len(linkNames) > 0 {
		ev.SetText("link_name", linkNames[0])
	}
	ev.SetList("media", uris)
	ev.SetList("media_type", ingest.Distinct(kinds))
	ev.SetList("media_description", ingest.Distinct(descriptions))
	ev.SetText("place", place)
	ev.SetText("address", address)
	if hasCoord {
		ev.SetNumber("latitude", lat)
		ev.SetNumber("longitude", lng)
	}
	ev.SetText("event_name", eventName)
	if t, ok := ingest.Epoch(eventStart.N); ok && eventName != "" {
		ev.SetTime("event_start", t)
	}
	if t, ok := ingest.Epoch(eventEnd.N); ok && eventName != "" {
		ev.SetTime("event_end", t)
	}
	// Tagging a person in a post is mentioning them (the people "who did I
	// tag" asks): the field tweets name so, not "tags", which other
	// sources keep words under (a note's, a journal's).
	ev.SetList("mentions", distinctNames(p.Tags))
	ev.SetList("hashtags", hashtags(text))
	return ev, nil
}
