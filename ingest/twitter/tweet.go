package twitter

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

// maxPrefix bounds how far the JavaScript assignment before the array may
// reach; real files need about 30 bytes.
const maxPrefix = 4 << 10

// tweet is one tweet object of the archive. Only what becomes a field is
// read; numbers may be strings or numbers.
type tweet struct {
	ID            ingest.FlexString `json:"id_str"`
	IDNum         ingest.FlexString `json:"id"`
	FullText      string            `json:"full_text"`
	Text          string            `json:"text"`
	CreatedAt     string            `json:"created_at"`
	FavoriteCount ingest.FlexString `json:"favorite_count"`
	RetweetCount  ingest.FlexString `json:"retweet_count"`
	ReplyToName   string            `json:"in_reply_to_screen_name"`
	ReplyToID     ingest.FlexString `json:"in_reply_to_status_id_str"`
	Source        string            `json:"source"`
	Lang          string            `json:"lang"`
	DeletedAt     string            `json:"deleted_at"`
	Entities      entities          `json:"entities"`
	Extended      struct {
		Media []media `json:"media"`
	} `json:"extended_entities"`
	EditInfo struct {
		Edit struct {
			InitialTweetID ingest.FlexString `json:"initialTweetId"`
		} `json:"edit"`
		Initial struct {
			EditTweetIDs []ingest.FlexString `json:"editTweetIds"`
		} `json:"initial"`
	} `json:"edit_info"`
}

type entities struct {
	Hashtags []struct {
		Text string `json:"text"`
	} `json:"hashtags"`
	Mentions []struct {
		ScreenName string `json:"screen_name"`
	} `json:"user_mentions"`
	URLs []struct {
		URL      string `json:"url"`
		Expanded string `json:"expanded_url"`
	} `json:"urls"`
	Media []media `json:"media"`
}

type media struct {
	URL      string `json:"url"`
	MediaURL string `json:"media_url_https"`
	Plain    string `json:"media_url"`
}

// element is one array element: {"tweet": {...}} in current archives, the
// tweet object itself in 2019 ones.
type element struct {
	Tweet *tweet `json:"tweet"`
	tweet
}

func importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	br, rc, err := in.OpenBuffered(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	if err := skipPrefix(br); err != nil {
		return in.Errorf("", "%w", err)
	}
	dec := json.NewDecoder(br)
	if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
		return in.Errorf("", "expected the JavaScript array of tweets")
	}
	seen := map[string]int{}
	index := 0
	for ; dec.More(); index++ {
		if err := ingest.Stopped(ctx, index); err != nil {
			return err
		}
		rec := "[" + strconv.Itoa(index) + "]"
		var el element
		if err := dec.Decode(&el); err != nil {
			if ingest.SkippableJSON(err) {
				sink.Skip(rec, fmt.Errorf("a value has the wrong type: %w", err))
				continue
			}
			return in.Errorf(rec, "reading the array of tweets: %w", err)
		}
		t := &el.tweet
		if el.Tweet != nil {
			t = el.Tweet
		}
		id := t.id()
		if id != "" {
			rec += " " + id
		}
		ev, err := t.event(in)
		if err != nil {
			sink.Skip(rec, err)
			continue
		}
		if id != "" {
			if first, dup := seen[id]; dup {
				sink.Skip(rec, fmt.Errorf("duplicate of tweet [%d]", first))
				continue
			}
			seen[id] = index
		}
		ev.Origin = in.Origin(rec)
		if err := sink.Emit(ev); err != nil {
			return err
		}
	}
	// The closing bracket and the ";" some archives end with are not read:
	// everything of value has been.
	return nil
}

// skipPrefix consumes the "window.YTD.tweets.part0 = " assignment up to,
// but not including, the first '['.
func skipPrefix(br *bufio.Reader) error {
	for n := 0; n < maxPrefix; n++ {
		b, err := br.ReadByte()
		if err == io.EOF {
			return errors.New("no array of tweets found (expected 'window.YTD.tweets.part0 = [')")
		}
		if err != nil {
			return fmt.Errorf("reading the file: %w", err)
		}
		if b == '[' {
			return br.UnreadByte()
		}
	}
	return fmt.Errorf("no array of tweets in the first %d bytes", maxPrefix)
}

func (t *tweet) id() string {
	if t.ID != "" {
		return string(t.ID)
	}
	return string(t.IDNum)
}

// createdLayout is how the archive writes created_at.
const createdLayout = "Mon Jan 02 15:04:05 -0700 2006"

func (t *tweet) event(in *ingest.Input) (ingest.Event, error) {
	created, err := time.Parse(createdLayout, strings.TrimSpace(t.CreatedAt))
	if err != nil {
		if t.CreatedAt == "" {
			return ingest.Event{}, errors.New("the tweet has no created_at")
		}
		return ingest.Event{}, fmt.Errorf("created_at %q is not a date like %q", ingest.Printable(t.CreatedAt, 40), createdLayout)
	}
	created = ingest.FixedOffset(created)
	id := t.id()
	ev := ingest.Event{Source: ingest.SocialMedia, Start: created, End: created}
	if id != "" {
		ev.ID = in.Key(id)
	} else {
		ev.ID = in.ID("noid", t.CreatedAt, t.FullText, t.Text)
	}

	raw := t.FullText
	if raw == "" {
		raw = t.Text
	}
	mediaList := t.Extended.Media
	if len(mediaList) == 0 {
		mediaList = t.Entities.Media
	}
	ev.SetText("text", expandText(raw, t, mediaList))
	ev.SetText("platform", "twitter")
	if id != "" {
		ev.SetText("url", "https://twitter.com/i/web/status/"+id)
	}
	var tags, mentions, mediaURLs []string
	for _, h := range t.Entities.Hashtags {
		tags = append(tags, strings.TrimPrefix(h.Text, "#"))
	}
	for _, m := range t.Entities.Mentions {
		mentions = append(mentions, strings.TrimPrefix(m.ScreenName, "@"))
	}
	for _, m := range mediaList {
		u := m.MediaURL
		if u == "" {
			u = m.Plain
		}
		mediaURLs = append(mediaURLs, u)
	}
	ev.SetList("hashtags", ingest.Distinct(tags))
	ev.SetList("mentions", ingest.Distinct(mentions))
	if n, ok := t.FavoriteCount.Number(); ok {
		ev.SetNumber("likes", n)
	}
	if n, ok := t.RetweetCount.Number(); ok {
		ev.SetNumber("reposts", n)
	}
	ev.SetBool("retweet", strings.HasPrefix(raw, "RT @"))
	ev.SetText("in_reply_to", t.ReplyToName)
	if t.ReplyToID != "" {
		ev.SetText("in_reply_to_url", "https://twitter.com/i/web/status/"+string(t.ReplyToID))
	}
	ev.SetList("media", ingest.Distinct(mediaURLs))
	ev.SetText("client", clientName(t.Source))
	if t.Lang != "" && t.Lang != "und" {
		ev.SetText("lang", t.Lang)
	}
	if initial := string(t.EditInfo.Edit.InitialTweetID); initial != "" && initial != id {
		ev.SetText("edit_of", initial)
	}
	if len(t.EditInfo.Initial.EditTweetIDs) > 1 {
		ev.SetBool("edited", true)
	}
	if t.DeletedAt != "" {
		if d, err := parseISO(t.DeletedAt); err == nil {
			ev.SetTime("deleted", d)
		}
	}
	return ev, nil
}

// expandText replaces t.co links by what they stand for, drops the links to
// attached media and decodes the HTML entities the archive keeps.
func expandText(s string, t *tweet, mediaList []media) string {
	if s == "" {
		return ""
	}
	for _, u := range t.Entities.URLs {
		if u.URL != "" && u.Expanded != "" {
			s = strings.ReplaceAll(s, u.URL, u.Expanded)
		}
	}
	for _, m := range mediaList {
		if m.URL != "" {
			s = strings.ReplaceAll(s, m.URL, "")
		}
	}
	return strings.TrimSpace(html.UnescapeString(s))
}

var anchorText = lazyre.New(`>([^<]*)<`)

// clientName takes the app name out of the source anchor:
// <a href="..." rel="nofollow">Twitter for iPhone</a>.
func clientName(src string) string {
	if m := anchorText().FindStringSubmatch(src); m != nil {
		return html.UnescapeString(m[1])
	}
	if strings.ContainsAny(src, "<>") {
		return ""
	}
	return src
}

func parseISO(s string) (time.Time, error) {
	t, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(s))
	if err != nil {
		return t, err
	}
	return ingest.FixedOffset(t), nil
}
