package mail

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"path"
	"slices"
	"strconv"
	"strings"

	"reqap/ingest"
	"reqap/ingest/ical"
)

// Mbox imports mbox archives: Thunderbird folders, Gmail Takeout, mboxo,
// mboxrd, pipermail list archives, with LF or CRLF line endings.
var Mbox = mailFormat(ingest.Importer{
	Name:      "mbox",
	Doc:       "mbox mail archive (Thunderbird, Gmail Takeout, mboxrd, pipermail): one event per message, and the meeting of an invitation",
	Recognize: recognizeMbox,
	Import:    importMbox,
})

// EML imports a single RFC 5322 message file.
var EML = mailFormat(ingest.Importer{
	Name:      "eml",
	Doc:       "single mail message (.eml): one event, and the meeting of an invitation",
	Recognize: recognizeEML,
	Import:    importEML,
})

// mailFormat completes the declaration of a mail format with what the
// mail formats share: their events are mail, derived alike, and a message
// has the same identity in an mbox and as an .eml file.
func mailFormat(imp ingest.Importer) *ingest.Importer {
	imp.Sources = []string{ingest.Mail, ingest.Calendar, ical.CancelledSource}
	imp.KeySpace = "mail"
	imp.Derive = derive
	return &imp
}

// recognizeMbox is Mbox.Recognize: .mbox/.mbx files, and files of any
// name (Thunderbird's extension-less "Inbox", pipermail's "2012-July.txt")
// that start with a From_ line followed by a header block.
func recognizeMbox(c ingest.Candidate) ingest.Match {
	ext := c.Ext()
	return ingest.MatchBy(ext == ".mbox" || ext == ".mbx", looksLikeMbox(c.Head))
}

// recognizeEML is EML.Recognize: .eml files, and files that start
// with a mail header block. An .eml file may start with a From_ line; a file
// of another name that does is an mbox.
func recognizeEML(c ingest.Candidate) ingest.Match {
	name := c.Ext() == ".eml"
	switch {
	case name && looksLikeMessage(c.Head, true):
		return ingest.Match{Score: ingest.ScoreNameContent}
	case looksLikeMessage(c.Head, false):
		return ingest.Match{Score: ingest.ScoreContent}
	case name:
		return ingest.Match{Score: ingest.ScoreName}
	}
	return ingest.Match{}
}

// mailHeaders are field names that tell a mail header block from other
// "key: value" text.
var mailHeaders = map[string]bool{
	"from": true, "to": true, "cc": true, "subject": true, "date": true, "message-id": true,
	"received": true, "return-path": true, "delivered-to": true, "mime-version": true,
	"in-reply-to": true, "references": true, "reply-to": true, "sender": true,
	"x-mailer": true, "user-agent": true, "newsgroups": true, "x-original-to": true,
}

// looksLikeMessage reports whether head starts with a mail header block:
// header lines, at least two of them fields only mail has.
func looksLikeMessage(head []byte, allowFromLine bool) bool {
	head = skipBlankLines(ingest.TrimBOM(head))
	if allowFromLine && bytes.HasPrefix(head, []byte("From ")) {
		_, next := nextLine(head, 0)
		head = head[next:]
	}
	if !looksLikeHeaderBlock(head, headerLines) {
		return false
	}
	h, _ := splitHeader(head)
	known := 0
	for _, f := range h.fields {
		if mailHeaders[f.name] {
			known++
		}
	}
	return known >= 2
}

// importMbox is Mbox.Import, reading the archive as a stream.
func importMbox(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	f, err := in.OpenFile(ctx)
	if err != nil {
		return err
	}
	defer f.Close()
	r := newMboxReader(f)
	folder := folderName(in.Path)
	// The same mail saved twice, and header-identical mails without a
	// Message-ID, are numbered so each copy keeps its own stable ID.
	seen := ingest.Occurrences{}
	var m message
	for n := 1; ; n++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		ok, err := r.nextMessage(&m)
		if err != nil {
			return in.Errorf(fmt.Sprintf("message %d (line %d)", n, r.line), "reading the archive: %w", err)
		}
		if !ok {
			return nil
		}
		record := fmt.Sprintf("message %d (line %d)", n, m.line)
		if m.truncated {
			slog.Warn("mail: message larger than the in-memory limit, keeping its beginning",
				"file", in.Name, "record", record, "limit_bytes", maxMessage)
		}
		ev, msgID, identity, err := toEvent(&m, folder)
		if err != nil {
			sink.Skip(record, err)
			continue
		}
		record = identify(in, &ev, identity, msgID, record, seen)
		if err := sink.Emit(ev); err != nil {
			return err
		}
		if err := emitInvitation(ctx, in, record, &ev, m.calendar, sink); err != nil {
			return err
		}
		if err := emitEnclosed(ctx, in, record, &ev, m.enclosed, seen, sink); err != nil {
			return err
		}
	}
}

func importEML(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	data, over, err := in.ReadAll(ctx, maxMessage)
	if err != nil {
		return err
	}
	m := message{line: 1, truncated: over}
	data = bytes.ReplaceAll(skipBlankLines(ingest.TrimBOM(data)), []byte("\r\n"), []byte("\n"))
	if bytes.HasPrefix(data, []byte("From ")) {
		// Some programs save a single message with its mbox From_ line.
		line, next := nextLine(data, 0)
		if !isFieldLine(line) {
			m.fromLine, data, m.line = string(line), data[next:], 2
		}
	}
	m.raw = data
	ev, msgID, identity, err := toEvent(&m, "")
	if err != nil {
		sink.Skip("message", err)
		return nil
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	ev.ID = in.Key(identity)
	record := "message"
	if msgID != "" {
		record += ", Message-ID <" + msgID + ">"
	}
	ev.Origin = in.Origin(record)
	if err := sink.Emit(ev); err != nil {
		return err
	}
	if err := emitInvitation(ctx, in, record, &ev, m.calendar, sink); err != nil {
		return err
	}
	seen := ingest.Occurrences{}
	seen.Next(identity) // the message itself
	return emitEnclosed(ctx, in, record, &ev, m.enclosed, seen, sink)
}

// emitEnclosed hands over the messages a mail carries (forwarded as
// attachments, a digest's messages) as mails of their own, so that "who
// wrote the mail about the cheap digitizer" finds its author, not the
// forwarder's: each says which mail carried it (enclosed_in, its subject)
// and is filed in no folder, as the carrying mail's folder (a Sent
// folder) says nothing of it. The same message also kept on its own
// elsewhere has the same identity, and is one record.
func emitEnclosed(ctx context.Context, in *ingest.Input, record string, outer *ingest.Event, enclosed []enclosedMessage, seen ingest.Occurrences, sink ingest.Sink) error {
	for i, e := range enclosed {
		if err := ctx.Err(); err != nil {
			return err
		}
		rec := fmt.Sprintf("%s, enclosed message %d", record, i+1)
		m := message{raw: e.raw}
		ev, msgID, identity, err := toEvent(&m, "")
		if err != nil {
			sink.Skip(rec, err)
			continue
		}
		carrier := e.in // the enclosed mail that carried it, else the mail read
		if carrier == "" {
			carrier = outer.Text("subject")
		}
		if carrier == "" {
			carrier = outer.Text("message_id")
		}
		ev.SetText("enclosed_in", carrier)
		identify(in, &ev, identity, msgID, rec, seen)
		if err := sink.Emit(ev); err != nil {
			return err
		}
	}
	return nil
}

// identify gives a message of an archive its ID, numbered by how often
// its identity was met in the file before (seen), and its origin, the
// record named with its Message-ID, which it returns.
func identify(in *ingest.Input, ev *ingest.Event, identity, msgID, record string, seen ingest.Occurrences) string {
	ev.ID = in.Key(identity, strconv.Itoa(seen.Next(identity)))
	if msgID != "" {
		record += ", Message-ID <" + msgID + ">"
	}
	ev.Origin = in.Origin(record)
	return record
}

// emitInvitation hands over the meeting an invitation carries (a message's
// text/calendar part or attached .ics) as a calendar entry, so that "when
// is the meeting I was invited to" has its time, not the mail's: titled by
// the mail's subject and organised by its sender where the invitation
// leaves them out, as a calendar program shows it.
func emitInvitation(ctx context.Context, in *ingest.Input, record string, mail *ingest.Event, cal []byte, sink ingest.Sink) error {
	if len(cal) == 0 {
		return nil
	}
	err := ical.ParseEvents(ctx, bytes.NewReader(cal), in, record+", invitation", &inviteSink{Sink: sink, mail: mail})
	if re := (*ingest.RecordError)(nil); errors.As(err, &re) {
		sink.Skip(record+", invitation", err)
		return nil
	}
	return err
}

// inviteSink fills what an invitation's events leave to their mail.
type inviteSink struct {
	ingest.Sink
	mail *ingest.Event
}

// Emit titles an untitled meeting by its mail's subject and names its
// mail's sender as the organizer where the invitation names none, and its
// mail's recipients as those invited where it lists no attendees: the
// mail went to whom it invites ("who was invited to John's meeting").
func (s *inviteSink) Emit(ev ingest.Event) error {
	if strings.TrimSpace(ev.Text("summary")) == "" {
		ev.SetText("summary", s.mail.Text("subject"))
	}
	if ev.Text("organizer") == "" {
		ev.SetText("organizer", s.mail.Text("from"))
	}
	if v, ok := ev.Get("attendees"); !ok || len(v.List) == 0 {
		to, _ := s.mail.Get("to")
		cc, _ := s.mail.Get("cc")
		ev.SetList("attendees", ingest.Distinct(append(slices.Clone(to.List), cc.List...)))
	}
	return s.Sink.Emit(ev)
}

// folderName is the mbox file's name without its extension: Thunderbird
// names its folder files after the folder ("Inbox", "Sent"), Takeout after
// the label.
func folderName(p string) string {
	base := path.Base(p)
	if ext := path.Ext(base); ext != "" && ext != base {
		base = strings.TrimSuffix(base, ext)
	}
	return base
}
