package notes

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"html"
	"io/fs"
	"path"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

// maxKeepNote bounds a Keep note file; real ones are a few kilobytes.
const maxKeepNote = 32 << 20

// Keep reads Takeout/Keep/*.json.
var Keep = &ingest.Importer{
	Name:      "google_keep",
	Doc:       "Google Keep notes: Takeout/Keep/*.json",
	Recognize: recognizeKeep,
	Import:    importKeep,
}

// keepAttachmentExt lists the extensions of files Keep exports beside the
// notes (images, drawings, voice recordings).
var keepAttachmentExt = map[string]bool{
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".webp": true, ".bmp": true,
	".3gp": true, ".m4a": true, ".amr": true, ".awb": true, ".mp3": true, ".wav": true, ".ogg": true, ".mp4": true,
}

func inKeepFolder(p string) bool {
	dir := path.Base(path.Dir(p))
	return dir == "Keep" || dir == "Google Keep"
}

func recognizeKeep(c ingest.Candidate) ingest.Match {
	ext := c.Ext()
	inKeep := inKeepFolder(c.Path)
	switch ext {
	case ".json":
		head := ingest.TrimStart(c.Head)
		switch {
		case !isKeepJSON(head):
		case inKeep:
			return ingest.Match{Score: ingest.ScoreNameContent}
		default:
			return ingest.Match{Score: ingest.ScoreContent}
		}
	case ".html":
		if !inKeep && !isKeepHTML(c.Head) {
			return ingest.Match{}
		}
		twin := strings.TrimSuffix(c.Path, path.Ext(c.Path)) + ".json"
		if c.FS != nil {
			if _, err := fs.Stat(c.FS, twin); err == nil {
				return ingest.Match{Score: ingest.ScoreNameContent, Skip: "HTML copy of the Keep note " + path.Base(twin) + ", which is imported"}
			}
		}
		return ingest.Match{Score: ingest.ScoreNameContent, Skip: "Keep note exported as HTML only: export Keep again from Google Takeout to get JSON"}
	default:
		if inKeep && keepAttachmentExt[ext] {
			return ingest.Match{Score: ingest.ScoreNameContent, Skip: "attachment of a Keep note (listed in the note's attachments)"}
		}
	}
	return ingest.Match{}
}

// isKeepJSON reports whether the head of a JSON file is a Keep note.
func isKeepJSON(head []byte) bool {
	if len(head) == 0 || head[0] != '{' {
		return false
	}
	return ingest.HasAnyJSONKey(head, "userEditedTimestampUsec", "createdTimestampUsec") ||
		ingest.HasJSONKeys(head, "isTrashed") && ingest.HasAnyJSONKey(head, "textContent", "listContent")
}

// isKeepHTML recognizes the HTML Takeout writes for a Keep note by the
// style sheet at its top (the note itself comes after 8 KiB of CSS).
func isKeepHTML(head []byte) bool {
	return bytes.Contains(head, []byte(".note .heading")) && bytes.Contains(head, []byte(".note .title"))
}

type keepNote struct {
	Title       string `json:"title"`
	TextContent string `json:"textContent"`
	TextHTML    string `json:"textContentHtml"`
	ListContent []struct {
		Text      string `json:"text"`
		IsChecked bool   `json:"isChecked"`
	} `json:"listContent"`
	Labels []struct {
		Name string `json:"name"`
	} `json:"labels"`
	Attachments []struct {
		FilePath string `json:"filePath"`
		Mimetype string `json:"mimetype"`
	} `json:"attachments"`
	Annotations []struct {
		URL string `json:"url"`
	} `json:"annotations"`
	Sharees []struct {
		IsOwner bool   `json:"isOwner"`
		Email   string `json:"email"`
	} `json:"sharees"`
	Color      string         `json:"color"`
	IsTrashed  bool           `json:"isTrashed"`
	IsArchived bool           `json:"isArchived"`
	IsPinned   bool           `json:"isPinned"`
	Created    ingest.FlexInt `json:"createdTimestampUsec"`
	Edited     ingest.FlexInt `json:"userEditedTimestampUsec"`
}

func importKeep(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	data, err := readNote(ctx, in, maxKeepNote, "a Keep note")
	if err != nil {
		return err
	}
	data = ingest.TrimBOM(data)
	var n keepNote
	if err := json.Unmarshal(data, &n); err != nil {
		return in.Errorf("note", "reading the Keep note: %w", err)
	}
	ev, err := n.event(in)
	if err != nil {
		return in.Errorf("note", "%w", err)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return sink.Emit(ev)
}

// keepName matches the file names Takeout gives untitled notes: their
// local creation time with ':' written as '_'.
var keepName = lazyre.New(`^\d{4}-\d{2}-\d{2}T\d{2}_\d{2}_\d{2}(\.\d+)?([+-]\d{2}_\d{2}|Z)$`)

// zoneOfName returns the zone of an untitled note's file name, or UTC.
func zoneOfName(p string) *time.Location {
	base := strings.TrimSuffix(path.Base(p), path.Ext(p))
	if !keepName().MatchString(base) {
		return time.UTC
	}
	t, err := time.Parse(time.RFC3339Nano, strings.ReplaceAll(base, "_", ":"))
	if err != nil {
		return time.UTC
	}
	_, off := t.Zone()
	if off == 0 {
		return time.UTC
	}
	return time.FixedZone("", off)
}

func usec(f ingest.FlexInt) (time.Time, bool) {
	// Between 1990 and 2200: anything else is not a Keep timestamp.
	if !f.Set || f.N < 631152000e6 || f.N > 7258118400e6 {
		return time.Time{}, false
	}
	return time.UnixMicro(f.N), true
}

func (n *keepNote) event(in *ingest.Input) (ingest.Event, error) {
	created, hasCreated := usec(n.Created)
	edited, hasEdited := usec(n.Edited)
	start := created
	if !hasCreated {
		if !hasEdited {
			return ingest.Event{}, errors.New("the note has neither createdTimestampUsec nor userEditedTimestampUsec")
		}
		start = edited
	}
	zone := zoneOfName(in.Path)
	start = start.In(zone)
	ev := ingest.Event{ID: in.ID("note"), Source: ingest.Note, Start: start, End: start, Origin: in.Origin("note")}
	ev.SetText("title", n.Title)
	text := n.TextContent
	if strings.TrimSpace(text) == "" && n.TextHTML != "" {
		text = stripTags(n.TextHTML)
	}
	ev.SetText("text", text)
	var checklist, labels, files, links, shared []string
	for _, item := range n.ListContent {
		if strings.TrimSpace(item.Text) == "" {
			continue
		}
		box := "[ ] "
		if item.IsChecked {
			box = "[x] "
		}
		checklist = append(checklist, box+strings.TrimSpace(item.Text))
	}
	for _, l := range n.Labels {
		labels = append(labels, l.Name)
	}
	for _, a := range n.Attachments {
		files = append(files, a.FilePath)
	}
	for _, a := range n.Annotations {
		links = append(links, a.URL)
	}
	for _, s := range n.Sharees {
		if !s.IsOwner {
			shared = append(shared, s.Email)
		}
	}
	ev.SetList("checklist", checklist)
	ev.SetList("labels", ingest.Distinct(labels))
	ev.SetList("attachments", files)
	// what each file is ("photo", "audio"), as posts and chats say of
	// theirs: "which notes have a photo" asks it, and a file's name says
	// nothing the question's words are
	var kinds []string
	for _, f := range files {
		if k := ingest.MediaKind(f); k != "" {
			kinds = append(kinds, k)
		}
	}
	ev.SetList("media_type", ingest.Distinct(kinds))
	ev.SetList("links", ingest.Distinct(links))
	ev.SetList("shared_with", ingest.Distinct(shared))
	ev.SetBool("archived", n.IsArchived)
	ev.SetBool("pinned", n.IsPinned)
	ev.SetBool("trashed", n.IsTrashed)
	if c := strings.ToLower(strings.TrimSpace(n.Color)); c != "" && c != "default" {
		ev.SetText("color", c)
	}
	if hasEdited {
		ev.SetTime("edited", edited.In(zone))
	}
	ev.SetText("platform", "keep")
	return ev, nil
}

var (
	blockTag = lazyre.New(`(?i)<br\s*/?>|</p>|</div>|</li>`)
	anyTag   = lazyre.New(`<[^>]*>`)
)

// stripTags turns Keep's textContentHtml into plain text.
func stripTags(s string) string {
	s = blockTag().ReplaceAllString(s, "\n")
	s = anyTag().ReplaceAllString(s, "")
	return html.UnescapeString(s)
}
