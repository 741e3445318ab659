package ingest

import (
	"path"
	"slices"
	"strings"
	"time"
)

// Verbalize renders the event as "key: value" lines, the form lexical search
// and cross-encoders read. The source comes first (underscores read as spaces
// so "music stream" matches), then the start, then every field in order.
func (e *Event) Verbalize() string {
	var b strings.Builder
	b.Grow(64 + 32*len(e.Fields))
	b.WriteString("source: ")
	b.WriteString(strings.ReplaceAll(e.Source, "_", " "))
	if !e.Start.IsZero() {
		b.WriteString("\nstart: ")
		if e.AllDay {
			b.WriteString(e.Start.Format("2006-01-02"))
		} else {
			b.WriteString(e.Start.Format("2006-01-02 15:04"))
		}
	}
	for _, f := range e.Fields {
		b.WriteByte('\n')
		b.WriteString(strings.ReplaceAll(f.Key, "_", " "))
		b.WriteString(": ")
		b.WriteString(f.Value.String())
	}
	return b.String()
}

// summaryKeys lists, in order of preference, the fields that best name an
// event in a one-line listing.
var summaryKeys = []string{
	"summary", "subject", "title", "track", "episode", "movie_title", "series_title",
	"product", "workout_type", "activity_type", "name", "place_name", "text", "body",
}

// Summary returns a short one-line description of the event for listings.
func (e *Event) Summary() string {
	var s string
	switch {
	case e.Source == Journal || e.Source == Workout && e.Text("entry_id") != "":
		// a happening a journal tells: what the journal says of it
		s = e.Text("text")
	case e.Source == SocialMedia && e.Text("text") != "":
		// a post is named by its own words, not by the line the platform
		// writes about it ("X was with Y.", "X updated her status.")
		s = e.Text("text")
	case e.Text("artist") != "" && e.Text("track") != "":
		s = e.Text("artist") + " – " + e.Text("track")
	case e.Text("series_title") != "" && e.Text("episode") != "":
		s = e.Text("series_title") + ": " + e.Text("episode")
	default:
		for _, k := range summaryKeys {
			if v := e.Text(k); v != "" {
				s = v
				break
			}
		}
	}
	if s == "" {
		if v, ok := e.Get("media"); ok {
			s = mediaSummary(v.List)
		}
	}
	if s == "" && e.Source == Chat {
		// a message that is only a photo, a GIF or a sticker is named by
		// them, not by its chat, which names every message of it
		if v, ok := e.Get("attachments"); ok {
			s = mediaSummary(v.List)
			if k, ok := e.Get("media_type"); ok && slices.Equal(k.List, []string{"sticker"}) && s != "" {
				// a sticker is drawn, no photo, whatever its file
				s = "sticker" + s[strings.Index(s, ":"):]
			}
		}
	}
	if s == "" && e.Source == Chat {
		// a message of no words whose medium the export left out ("image
		// omitted") or that was deleted is named by that, not by its
		// chat, which named it as if it were the chat
		s = wordlessMessage(e)
	}
	if s == "" && e.Source == Mail {
		s = untitledMail(e)
	}
	if s == "" && e.Text("asin") != "" {
		// an order or refund line the shop wrote without its title: the
		// item is named by the shop's number for it, not by its first
		// field (a quantity, "1")
		s = "item " + e.Text("asin")
	}
	if s == "" && len(e.Fields) > 0 {
		s = e.Fields[0].Value.String()
	}
	s = strings.Join(strings.Fields(s), " ")
	const max = 120
	if r := []rune(s); len(r) > max {
		s = string(r[:max-1]) + "…"
	}
	return s
}

// wordlessMessage names a chat message that has no words of its own by
// what it was: a medium the export left out ("image omitted"), a deleted
// message; "" for another.
func wordlessMessage(e *Event) string {
	switch e.Text("message_type") {
	case "media_omitted":
		return strings.TrimSpace(e.Text("media") + " omitted")
	case "deleted":
		return "deleted message"
	}
	return ""
}

// mediaSummary names a post that is only pictures or videos by what they
// are and their files ("photo: 8115…_n.jpg"), rather than by a field such
// as its platform, which says nothing of it.
func mediaSummary(files []string) string {
	if len(files) == 0 {
		return ""
	}
	kind := "media"
	switch MediaKind(files[0]) {
	case "photo", "gif":
		kind = "photo"
	case "video":
		kind = "video"
	}
	if len(files) > 1 {
		kind += "s"
	}
	names := make([]string, len(files))
	for i, f := range files {
		names[i] = path.Base(f)
	}
	return kind + ": " + strings.Join(names, ", ")
}

// MediaKind says what a file an export attaches or posts is, by its
// extension: "photo", "gif", "video", "audio" or "document"; "" when its
// name does not say.
func MediaKind(file string) string {
	switch strings.ToLower(path.Ext(file)) {
	case ".jpg", ".jpeg", ".png", ".heic", ".heif", ".webp", ".bmp", ".tif", ".tiff":
		return "photo"
	case ".gif":
		return "gif"
	case ".mp4", ".mov", ".m4v", ".webm", ".avi", ".mkv", ".3gp":
		return "video"
	case ".mp3", ".m4a", ".aac", ".ogg", ".opus", ".wav", ".amr", ".flac":
		return "audio"
	case ".pdf", ".doc", ".docx", ".odt", ".rtf", ".txt", ".xls", ".xlsx", ".ods", ".csv", ".ppt", ".pptx", ".odp":
		return "document"
	}
	return ""
}

// MediaKindOf is MediaKind of a file whose media type (MIME) is known
// too, as a mail's attachment's is: its name says first, then its type
// ("image/pbm" is a photo though ".pbm" says nothing).
func MediaKindOf(file, mime string) string {
	if k := MediaKind(file); k != "" {
		return k
	}
	mime = strings.ToLower(mime)
	switch {
	case mime == "image/gif":
		return "gif"
	case strings.HasPrefix(mime, "image/"):
		return "photo"
	case strings.HasPrefix(mime, "video/"):
		return "video"
	case strings.HasPrefix(mime, "audio/"):
		return "audio"
	case mime == "application/pdf", mime == "application/msword", mime == "application/rtf",
		strings.HasPrefix(mime, "application/vnd.openxmlformats-officedocument."),
		strings.HasPrefix(mime, "application/vnd.oasis.opendocument."),
		strings.HasPrefix(mime, "application/vnd.ms-"):
		return "document"
	}
	return ""
}

// untitledMail names a mail with neither subject nor text the way mail
// programs list it, "(no subject)", with the files it carries ("(no
// subject): gravity.pl"), rather than by its first field (the sender),
// which a listing of subjects would show as if it were one.
func untitledMail(e *Event) string {
	s := "(no subject)"
	if v, ok := e.Get("attachments"); ok && len(v.List) > 0 {
		names := make([]string, len(v.List))
		for i, f := range v.List {
			names[i] = path.Base(f)
		}
		s += ": " + strings.Join(names, ", ")
	}
	return s
}

// Undated is what When writes for an event its export does not date (an
// account fact).
const Undated = "undated"

// When writes when the event happened the way every list of events shows
// it: "2024-03-15 14:05" in loc (as stored when loc is nil), an all-day
// event by its date, which has no zone, and an undated one as Undated.
func (e *Event) When(loc *time.Location) string {
	switch {
	case e.Start.IsZero():
		return Undated
	case e.AllDay:
		return e.Start.Format("2006-01-02")
	case loc != nil:
		return e.Start.In(loc).Format("2006-01-02 15:04")
	}
	return e.Start.Format("2006-01-02 15:04")
}
