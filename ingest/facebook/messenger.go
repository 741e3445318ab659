package facebook

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

// Messenger reads messages/inbox/<thread>/message_N.json.
var Messenger = &ingest.Importer{
	Name:       "facebook_messenger",
	Doc:        "Facebook Messenger (and Instagram direct messages): messages/inbox/*/message_1.json",
	Recognize:  recognizeMessenger,
	Import:     importMessenger,
	Sources:    []string{ingest.Chat, ingest.Account},
	UTCStamped: true,
	// A message was sent by the person when its sender is one of their names.
	Derive: ingest.DeriveDirection,
}

type message struct {
	SenderName   string         `json:"sender_name"`
	TimestampMS  ingest.FlexInt `json:"timestamp_ms"`
	Timestamp    ingest.FlexInt `json:"timestamp"`
	Content      string         `json:"content"`
	Photos       []uri          `json:"photos"`
	Videos       []uri          `json:"videos"`
	AudioFiles   []uri          `json:"audio_files"`
	Gifs         []uri          `json:"gifs"`
	Files        []uri          `json:"files"`
	Sticker      *uri           `json:"sticker"`
	Share        *share         `json:"share"`
	Reactions    []react        `json:"reactions"`
	IsUnsent     bool           `json:"is_unsent"`
	Type         string         `json:"type"`
	CallDuration ingest.FlexInt `json:"call_duration"`
}

type uri struct {
	URI string `json:"uri"`
}

type share struct {
	Link      string `json:"link"`
	ShareText string `json:"share_text"`
}

type react struct {
	Reaction string `json:"reaction"`
	Actor    string `json:"actor"`
}

// thread is what the file says about the conversation besides messages.
type thread struct {
	title        string
	participants []string
	kind         string // thread_type: "Regular" of two people, "RegularGroup"
}

// owner is the person whose export holds the thread, where the thread
// tells: Meta titles a conversation of two after the other one, so of
// its two participants the one the title does not name is the exporter.
// A group's title is its own name or its members', which tells nothing.
func (th *thread) owner() string {
	if len(th.participants) != 2 || th.kind != "" && !strings.EqualFold(th.kind, "Regular") {
		return ""
	}
	a, b := th.participants[0], th.participants[1]
	switch {
	case th.title == a && th.title != b:
		return b
	case th.title == b && th.title != a:
		return a
	}
	return ""
}

// walkObject calls fn for every key of the file's top-level object, with
// dec positioned at the key's value; fn must consume the value.
func walkObject(in *ingest.Input, dec *json.Decoder, fn func(key string) error) error {
	tok, err := dec.Token()
	if err != nil {
		return in.Errorf("", "reading the start of the JSON object: %w", err)
	}
	if tok != json.Delim('{') {
		return in.Errorf("", "expected a JSON object, found %s", ingest.JSONKind(tok))
	}
	return ingest.EachJSONKey(in, dec, fn)
}

// readThread is the first pass: Meta writes the title after the messages,
// so the messages are skipped token by token to reach it. Errors are left
// to the second pass, which reports them with their record.
func readThread(ctx context.Context, in *ingest.Input) thread {
	var th thread
	dec, c, err := ingest.OpenJSONPrepass(ctx, in)
	if err != nil {
		return th
	}
	defer c.Close()
	_ = walkObject(in, dec, func(key string) error {
		switch key {
		case "title":
			var s string
			if err := dec.Decode(&s); err != nil {
				return err
			}
			th.title = repairedText(s)
			return nil
		case "participants":
			var n names
			if err := dec.Decode(&n); err != nil {
				return err
			}
			th.participants = distinctNames(n)
			return nil
		case "thread_type":
			var s string
			if err := dec.Decode(&s); err != nil {
				return err
			}
			th.kind = strings.TrimSpace(s)
			return nil
		}
		return ingest.SkipJSON(dec)
	})
	return th
}

var threadSuffix = lazyre.New(`_[A-Za-z0-9-]{6,}$`)

func importMessenger(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	th := readThread(ctx, in)
	if th.title == "" {
		slog.Debug("facebook_messenger: no thread title, naming the chat after its folder", "file", in.Name)
		// The thread folder is named after the title plus an id.
		th.title = threadSuffix().ReplaceAllString(in.Folder(), "")
		if th.title == "." || th.title == "" {
			th.title = "Messenger conversation"
		}
	}
	platform := "messenger"
	if strings.Contains(strings.ToLower(in.Name), "instagram") {
		platform = "instagram"
	}
	dec, c, err := ingest.OpenJSON(ctx, in)
	if err != nil {
		return err
	}
	defer c.Close()
	ids := ingest.Occurrences{}
	found := false
	err = walkObject(in, dec, func(key string) error {
		if key != "messages" {
			if err := ingest.SkipJSON(dec); err != nil {
				return in.Errorf(key, "reading the JSON object: %w", err)
			}
			return nil
		}
		found = true
		if err := ingest.ExpectJSONArray(in, dec, "messages"); err != nil {
			return err
		}
		return ingest.EachJSONEvent(ctx, in, sink, dec, "messages", func(m *message) (ingest.Event, error) {
			return m.event(in, ids, &th, platform)
		})
	})
	if err != nil {
		return err
	}
	if !found {
		return in.Errorf("", "no messages array in the conversation file")
	}
	if o := th.owner(); o != "" {
		// Without it a conversation exported alone had no message of
		// the person's: who they are is known from nothing else.
		ev := ingest.OwnerNamed(serviceOf(platform), o)
		ev.ID = in.ID("owner", o)
		ev.Origin = in.Origin("title")
		return sink.Emit(ev)
	}
	return nil
}

// serviceOf names the service of a platform as account facts do.
func serviceOf(platform string) string {
	if platform == "instagram" {
		return "Instagram"
	}
	return "Messenger"
}

func (m *message) event(in *ingest.Input, ids ingest.Occurrences, th *thread, platform string) (ingest.Event, error) {
	var ts time.Time
	ok := false
	if m.TimestampMS.Set && m.TimestampMS.N > 0 && m.TimestampMS.N < 1e15 {
		ts, ok = time.UnixMilli(m.TimestampMS.N).UTC(), true
	} else {
		// Exports before 2019 wrote seconds under "timestamp".
		ts, ok = ingest.Epoch(m.Timestamp.N)
	}
	if !ok {
		return ingest.Event{}, errors.New("the message has no timestamp")
	}
	text := repairedText(m.Content)
	var files, kinds []string
	// what each file is, by the list the export keeps it in (a file of
	// "files" by its extension)
	for i, group := range [][]uri{m.Photos, m.Videos, m.AudioFiles, m.Gifs, m.Files} {
		for _, u := range group {
			files = append(files, repair(u.URI))
			kind := [...]string{"photo", "video", "audio", "gif", ingest.MediaKind(u.URI)}[i]
			if kind == "" {
				kind = "file"
			}
			kinds = append(kinds, kind)
		}
	}
	if m.Sticker != nil {
		files = append(files, repair(m.Sticker.URI))
		kinds = append(kinds, "sticker")
	}
	files, kinds = ingest.Distinct(files), ingest.Distinct(kinds)
	var link string
	if m.Share != nil {
		link = m.Share.Link
		if text == "" {
			text = repairedText(m.Share.ShareText)
		}
	}
	sender := repairedText(m.SenderName)

	ev := ingest.Event{Source: ingest.Chat, Start: ts, End: ts}
	ev.ID = id(in, ids, strconv.FormatInt(ts.UnixMilli(), 10), sender, text, strings.Join(files, "\x1f"), link)
	ev.SetText("chat", th.title)
	ev.SetText("sender", sender)
	ev.SetText("text", text)
	ev.SetList("attachments", files)
	ev.SetList("media_type", kinds)
	ev.SetText("url", link)
	var reactions, reactors []string
	for _, r := range m.Reactions {
		reactions = append(reactions, strings.TrimSpace(repair(r.Reaction)+" "+repair(r.Actor)))
		reactors = append(reactors, strings.TrimSpace(repair(r.Actor)))
	}
	ev.SetList("reactions", reactions)
	// who reacted, a name of its own: "which message did Lukas react to"
	// is his part in it, not his sending it
	ev.SetList("reacted_by", ingest.Distinct(reactors))
	ev.SetList("participants", th.participants)
	ev.SetText("platform", platform)
	if t := strings.ToLower(strings.TrimSpace(m.Type)); t != "" && t != "generic" {
		ev.SetText("message_type", t)
	}
	if m.CallDuration.Set && m.CallDuration.N >= 0 {
		ev.SetNumber("call_duration_s", float64(m.CallDuration.N))
	}
	if m.IsUnsent {
		ev.SetBool("unsent", true)
	}
	return ev, nil
}
