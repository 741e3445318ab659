package mail

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
)

// message is one mail as read from a file.
type message struct {
	raw       []byte // header block and body, LF line endings
	fromLine  string // the mbox From_ line; "" for .eml files
	line      int    // line of the file the message starts on
	truncated bool   // longer than maxMessage; only the beginning was kept
	calendar  []byte // the iCalendar part toEvent found (an invitation), or nil
	// enclosed are the messages toEvent found inside it (forwarded as
	// attachments, a digest's messages), raw, at any depth.
	enclosed []enclosedMessage
}

var (
	// errNoHeader is the reason a message without any header field is
	// skipped.
	errNoHeader = errors.New("no header fields: this is not a mail message")
	// errDeleted is the reason a message Thunderbird deleted is skipped:
	// it stays in the folder file until the folder is compacted.
	errDeleted = errors.New("deleted in Thunderbird (X-Mozilla-Status expunged flag); the folder was not compacted since")
)

// thunderbirdDeleted reports whether an X-Mozilla-Status value carries
// the expunged flag (0x0008).
func thunderbirdDeleted(v []byte) bool {
	n, err := strconv.ParseUint(strings.TrimSpace(string(v)), 16, 32)
	return err == nil && n&0x0008 != 0
}

// splitLabels splits Gmail's X-Gmail-Labels ("Inbox,Important,\"a, b\"").
func splitLabels(s string) []string {
	var out []string
	for s != "" {
		i := indexUnquoted(s, ',')
		if l := strings.Trim(strings.TrimSpace(s[:i]), `"`); l != "" {
			out = append(out, l)
		}
		if i == len(s) {
			break
		}
		s = s[i+1:]
	}
	return out
}

// toEvent reads a message into an event without ID and origin, and returns
// the message's identity: its Message-ID, or a hash of its raw header block
// when it has none. folder is the fallback for the folder field.
func toEvent(m *message, folder string) (ev ingest.Event, msgID, identity string, err error) {
	h, body := splitHeader(m.raw)
	if len(h.fields) == 0 {
		return ev, "", "", errNoHeader
	}
	if thunderbirdDeleted(h.get("x-mozilla-status")) {
		return ev, "", "", errDeleted
	}
	_, ctParams := parseMediaType(h.get("content-type"), "")
	hint := ctParams["charset"]

	date, err := messageDate(&h, m.fromLine)
	if err != nil {
		return ev, "", "", err
	}
	ev.Source = ingest.Mail
	ev.Start, ev.End = date, date

	subject := decodeText(h.get("subject"), hint)
	ev.SetText("subject", subject)
	from := parsePeople(h.get("from"), hint)
	if len(from) == 0 {
		from = parsePeople(h.get("sender"), hint)
	}
	if len(from) == 0 {
		// A mail with neither From nor Sender (an old client's copy of
		// what it sent) names its author by the address replies go to.
		from = parsePeople(h.get("reply-to"), hint)
	}
	ev.SetText("from", strings.Join(from, ", "))
	ev.SetList("to", parsePeople(h.get("to"), hint))
	ev.SetList("cc", parsePeople(h.get("cc"), hint))
	ev.SetList("bcc", parsePeople(h.get("bcc"), hint))
	ev.SetList("delivered_to", deliveredTo(&h))
	msgID = messageID(h.get("message-id"))
	ev.SetText("message_id", msgID)
	irt := h.get("in-reply-to")
	if irt != nil {
		ev.SetText("in_reply_to", messageID(irt))
	}
	thread, kind, tag := threadOf(subject)
	if kind == "" && (len(irt) > 0 || len(h.get("references")) > 0) {
		kind = "reply"
	}
	ev.SetText("thread", thread)
	ev.SetText("type", kind)
	robots := append(parsePeople(h.get("sender"), hint), parsePeople(h.get("errors-to"), hint)...)
	robot := robotList(robots, append(ev.Strings("to"), ev.Strings("cc")...))
	ev.SetText("list_name", listName(tag, decodeText(h.get("list-id"), hint), robot))

	w := walker{hint: hint}
	var c content
	w.entity(&c, &h, body, 0, "text/plain", false)
	text := capBody(c.text())
	if m.truncated {
		text += fmt.Sprintf("\n\n[… the message is larger than %d MB; only its beginning was read]", maxMessage>>20)
	}
	ev.SetText("body", text)
	ev.SetList("attachments", c.attachments)
	ev.SetList("media_type", ingest.Distinct(c.kinds))
	m.calendar = c.calendar
	m.enclosed = c.enclosed
	labels := splitLabels(decodeText(h.get("x-gmail-labels"), hint))
	ev.SetList("labels", labels)
	if f := decodeText(h.get("x-folder"), hint); f != "" {
		folder = f
	}
	ev.SetText("folder", folder)
	derive(&ev, nil) // direction and counterpart as far as the file tells

	if msgID != "" {
		identity = "message-id:" + msgID
	} else {
		identity = "header:" + contentIdentity(&h, body)
	}
	return ev, msgID, identity, nil
}

// deliveredTo is the addresses the mail was delivered to, as the servers
// that delivered it wrote them: which of a person's addresses or aliases
// received a mail, which its To need not say (a list's address, a Bcc, a
// forward). Delivered-To names the mailbox; where no server wrote it,
// Postfix's X-Original-To or else Exim's Envelope-To does (beside a
// Delivered-To, the latter is a local drop, "bre@localhost", no address
// of the person's).
func deliveredTo(h *header) []string {
	for _, name := range []string{"delivered-to", "x-original-to", "envelope-to"} {
		var out []string
		for _, v := range h.all(name) {
			for _, p := range parsePeople(v, "") {
				if !slices.ContainsFunc(out, func(o string) bool { return strings.EqualFold(o, p) }) {
					out = append(out, p)
				}
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

// mailboxFields are the header fields a mailbox program writes or
// rewrites as it stores and reads mail (its length, lines and read or
// flagged state), not the mail's own.
var mailboxFields = map[string]bool{
	"content-length": true, "lines": true, "status": true, "x-status": true,
	"x-mozilla-status": true, "x-mozilla-status2": true, "x-mozilla-keys": true,
	"x-keywords": true, "x-uid": true, "x-imap": true, "x-imapbase": true,
}

// contentIdentity identifies a mail without a Message-ID by its header
// fields and its body as written, so the same mail in another copy of its
// archive is the same record: one saved with Windows line ends (a CRLF
// copy of an mbox, whose Content-Length is longer by a byte a line) or
// after it was read (Status: RO) is one mail, not two.
func contentIdentity(h *header, body []byte) string {
	d := sha256.New()
	for _, f := range h.fields {
		if mailboxFields[f.name] {
			continue
		}
		d.Write([]byte(f.name))
		d.Write([]byte{':'})
		d.Write(bytes.TrimSpace(unfold(f.value)))
		d.Write([]byte{'\n'})
	}
	d.Write([]byte{'\n'})
	d.Write(bytes.TrimRight(bytes.ReplaceAll(body, []byte("\r\n"), []byte("\n")), " \t\r\n"))
	return hex.EncodeToString(d.Sum(nil)[:16])
}

// messageDate is the Date header, or else the date of the mbox From_ line,
// or else the date the first server received the message (the last
// Received header), in the zone each was written in.
func messageDate(h *header, fromLine string) (time.Time, error) {
	d := h.get("date")
	if d != nil {
		if t, ok := parseDate(decodeRaw(d, "")); ok {
			return t, nil
		}
	}
	if fromLine != "" {
		if t, ok := fromLineDate(fromLine); ok {
			return t, nil
		}
	}
	if r := h.last("received"); r != nil {
		if t, ok := receivedDate(decodeRaw(r, "")); ok {
			return t, nil
		}
	}
	if d != nil {
		return time.Time{}, fmt.Errorf("no usable date: the Date header %q does not parse and neither the From_ line nor a Received header has a date", cleanText(decodeRaw(d, "")))
	}
	return time.Time{}, errors.New("no usable date: no Date header, and neither the From_ line nor a Received header has a date")
}

// sentNames are folder and label names mail programs give sent mail.
var sentNames = map[string]bool{
	"sent": true, "sent mail": true, "sent items": true, "sent messages": true,
	"gesendet": true, "gesendete elemente": true, "gesendete objekte": true,
	"envoyés": true, "éléments envoyés": true, "inviata": true, "posta inviata": true,
	"enviados": true, "verzonden": true, "skickat": true,
}

// direction says whether the person sent the message ("sent"), drafted it
// ("draft") or received it ("received"), from Gmail's labels or the
// folder it was filed in: questions about "mails I sent" need it, and
// neither the From header (aliases, several accounts) nor the body says it.
func direction(labels []string, folder string) string {
	for _, l := range labels {
		if sentNames[strings.ToLower(l)] {
			return "sent"
		}
	}
	f := strings.ToLower(folder)
	if i := strings.LastIndexAny(f, "/\\."); i >= 0 && !sentNames[f] {
		f = f[i+1:]
	}
	if sentNames[f] {
		return "sent"
	}
	for _, l := range labels {
		if strings.EqualFold(l, "draft") || strings.EqualFold(l, "drafts") {
			return "draft"
		}
	}
	if f == "drafts" || f == "draft" || f == "entwürfe" || f == "brouillons" {
		return "draft"
	}
	return "received"
}
