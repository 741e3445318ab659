package facebook

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"reqap/ingest"
)

// Instagram reads content/posts_N.json and its stories/reels/IGTV siblings.
var Instagram = &ingest.Importer{
	Sources:    []string{ingest.SocialMedia, ingest.Account},
	Name:       "instagram_posts",
	Doc:        "Instagram posts: content/posts_1.json (also stories.json, reels.json, igtv_videos.json)",
	Recognize:  recognizeInstagram,
	Import:     importInstagram,
	UTCStamped: true,
}

// igPost is an element of a posts file: a post with media, a bare media
// item (stories), or a wrapper around IGTV/reels posts or a profile picture.
type igPost struct {
	Media             []media        `json:"media"`
	Title             string         `json:"title"`
	CreationTimestamp ingest.FlexInt `json:"creation_timestamp"`
	IGTV              []igPost       `json:"ig_igtv_media"`
	Reels             []igPost       `json:"ig_reels_media"`
	Stories           []igPost       `json:"ig_stories"`
	ProfilePicture    []media        `json:"ig_profile_picture"`

	// A bare media item has these at the top.
	URI           string         `json:"uri"`
	MediaMetadata *mediaMetadata `json:"media_metadata"`
}

// postTypes maps the keys Instagram wraps non-feed posts in to post_type.
var postTypes = map[string]string{
	"ig_stories":     "story",
	"ig_reels_media": "reel",
	"ig_igtv_media":  "igtv",
}

func importInstagram(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	dec, c, err := ingest.OpenJSON(ctx, in)
	if err != nil {
		return err
	}
	defer c.Close()
	key, err := ingest.EnterJSONArray(in, dec, "ig_stories", "ig_reels_media", "ig_igtv_media", "ig_posts", "posts")
	if err != nil {
		return err
	}
	ids := ingest.Occurrences{}
	var p igPost
	return ingest.EachJSON(ctx, in, sink, dec, key,
		func(dec *json.Decoder) error { p = igPost{}; return dec.Decode(&p) },
		func(_ int, rec string) error {
			if len(p.Media) > 0 || p.URI != "" {
				return emitPost(in, sink, ids, &p, postTypes[key], rec)
			}
			nested := false
			for _, w := range []struct {
				key   string
				posts []igPost
			}{{"ig_igtv_media", p.IGTV}, {"ig_reels_media", p.Reels}, {"ig_stories", p.Stories}} {
				for i := range w.posts {
					nested = true
					r := rec + "." + w.key + "[" + strconv.Itoa(i) + "]"
					if err := emitPost(in, sink, ids, &w.posts[i], postTypes[w.key], r); err != nil {
						return err
					}
				}
			}
			switch {
			case nested:
			case len(p.ProfilePicture) > 0:
				for i := range p.ProfilePicture {
					if err := emitProfilePicture(in, sink, &p.ProfilePicture[i], rec); err != nil {
						return err
					}
				}
			default:
				sink.Skip(rec, errors.New("the element has no media"))
			}
			return nil
		})
}

func emitPost(in *ingest.Input, sink ingest.Sink, ids ingest.Occurrences, p *igPost, kind, rec string) error {
	ev, err := p.event(in, ids, kind)
	if err != nil {
		sink.Skip(rec, err)
		return nil
	}
	ev.Origin = in.Origin(rec)
	return sink.Emit(ev)
}

func (p *igPost) event(in *ingest.Input, ids ingest.Occurrences, kind string) (ingest.Event, error) {
	items := p.Media
	if len(items) == 0 && p.URI != "" {
		items = []media{{URI: p.URI, CreationTimestamp: p.CreationTimestamp, Title: p.Title, MediaMetadata: p.MediaMetadata}}
	}
	// A carousel has its caption and time on the post; a single post on
	// its only media.
	ts := p.CreationTimestamp
	text := repairedText(p.Title)
	var uris, kinds []string
	var lat, lng float64
	var hasCoord bool
	for i := range items {
		m := &items[i]
		uris = append(uris, repair(m.URI))
		if k := m.kind(); k != "" {
			kinds = append(kinds, k)
		}
		if ts.N <= 0 {
			ts = m.CreationTimestamp
		}
		if text == "" {
			text = repairedText(m.Title)
		}
		if !hasCoord {
			lat, lng, hasCoord = m.coordinates()
		}
	}
	start, ok := ingest.Epoch(ts.N)
	if !ok {
		return ingest.Event{}, errors.New("the post has no creation_timestamp")
	}
	uris = ingest.Distinct(uris)
	ev := ingest.Event{Source: ingest.SocialMedia, Start: start, End: start}
	ev.ID = id(in, ids, strconv.FormatInt(start.Unix(), 10), text, strings.Join(uris, "\x1f"))
	ev.SetText("text", text)
	ev.SetText("platform", "instagram")
	ev.SetList("hashtags", hashtags(text))
	ev.SetList("media", uris)
	ev.SetList("media_type", ingest.Distinct(kinds))
	if hasCoord {
		ev.SetNumber("latitude", lat)
		ev.SetNumber("longitude", lng)
	}
	ev.SetText("post_type", kind)
	return ev, nil
}

// emitProfilePicture records that the person set a profile picture, an
// account fact dated when they did ("When did I change my Instagram
// picture?").
func emitProfilePicture(in *ingest.Input, sink ingest.Sink, m *media, rec string) error {
	ev := ingest.AccountFact("Instagram", "profile picture")
	if t, ok := ingest.Epoch(m.CreationTimestamp.N); ok && m.CreationTimestamp.Set {
		ev.Start, ev.End = t, t
	}
	ev.SetText("title", "Instagram profile picture")
	ev.SetText("media", m.URI)
	ev.ID = in.ID("profile picture", m.URI, strconv.FormatInt(m.CreationTimestamp.N, 10))
	ev.Origin = in.Origin(rec + ".ig_profile_picture")
	return sink.Emit(ev)
}
