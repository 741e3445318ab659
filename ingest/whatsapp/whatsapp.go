package whatsapp

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"path"
	"strconv"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
)

const (
	maxLine    = 64 << 10  // bytes of one line kept
	maxMessage = 256 << 10 // bytes of one message kept
)

// Importer reads WhatsApp chat exports.
var Importer = &ingest.Importer{
	Name:      "whatsapp",
	Doc:       "WhatsApp chat export: _chat.txt (iPhone) or WhatsApp Chat with X.txt (Android)",
	Recognize: recognize,
	Import:    importFile,
	Sources:   []string{ingest.Chat, ingest.Account},
	// Who wrote a message, the person or someone else, is read from their
	// names: WhatsApp writes the owner's own name, not "you".
	Derive: ingest.DeriveDirection,
}

const (
	dateRE = `(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})`
	timeRE = `(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?(?: ?([AaPp])\.? ?[Mm]\.?)?`
)

var (
	bracketHeader = lazyre.New(`^\[` + dateRE + `,? ` + timeRE + `\] (.*)$`)
	dashHeader    = lazyre.New(`^` + dateRE + `,? ` + timeRE + ` [-–] (.*)$`)
	// chatNames are the file and folder names WhatsApp gives exports, in
	// the languages seen so far; the group is the chat's name.
	chatNames = lazyre.New(`(?i)^(?:whatsapp chat with|whatsapp chat -|whatsapp-chat mit|chat de whatsapp con|conversa do whatsapp com|chat whatsapp con|discussion whatsapp avec|whatsapp-chat met) (.+)$`)
)

// header is a parsed message header line.
type header struct {
	a, b, c string // the date's three numbers as written
	h, m, s string
	ampm    string // "a", "p" or ""
	rest    string // "Name: text" or a system line
}

// clean removes what WhatsApp puts around text that is not text: direction
// marks and byte order marks, and the no-break spaces of 12-hour times.
func clean(s string) string { return bidi.Replace(s) }

var bidi = strings.NewReplacer(
	"\u200e", "", "\u200f", "", "\u202a", "", "\u202b", "", "\u202c", "", "\u202d", "", "\u202e", "",
	"\u2066", "", "\u2067", "", "\u2068", "", "\u2069", "", "\ufeff", "",
	"\u202f", " ", "\u00a0", " ",
)

func parseHeader(line string) (header, bool) {
	if line == "" || line[0] != '[' && (line[0] < '0' || line[0] > '9') {
		return header{}, false
	}
	m := bracketHeader().FindStringSubmatch(line)
	if m == nil {
		m = dashHeader().FindStringSubmatch(line)
	}
	if m == nil {
		return header{}, false
	}
	return header{a: m[1], b: m[2], c: m[3], h: m[4], m: m[5], s: m[6], ampm: strings.ToLower(m[7]), rest: m[8]}, true
}

// dateOrder says how to read a date whose year comes last.
type dateOrder int

const (
	dayFirst dateOrder = iota
	monthFirst
)

// time resolves a header's date and time in the file's date order.
func (h header) time(order dateOrder) (time.Time, error) {
	a, _ := strconv.Atoi(h.a)
	b, _ := strconv.Atoi(h.b)
	c, _ := strconv.Atoi(h.c)
	var y, mo, d int
	switch {
	case len(h.a) == 4:
		y, mo, d = a, b, c
	case order == monthFirst:
		y, mo, d = c, a, b
	default:
		y, mo, d = c, b, a
	}
	if len(h.c) <= 2 && len(h.a) != 4 {
		y += 2000
	}
	hour, _ := strconv.Atoi(h.h)
	minute, _ := strconv.Atoi(h.m)
	sec := 0
	if h.s != "" {
		sec, _ = strconv.Atoi(h.s)
	}
	switch h.ampm {
	case "a":
		if hour == 12 {
			hour = 0
		}
	case "p":
		if hour < 12 {
			hour += 12
		}
	}
	if mo < 1 || mo > 12 || d < 1 || d > 31 || hour > 23 || minute > 59 || sec > 59 || y < 1990 || y > 2200 {
		return time.Time{}, fmt.Errorf("%s/%s/%s %s:%s is not a valid date and time", h.a, h.b, h.c, h.h, h.m)
	}
	t := time.Date(y, time.Month(mo), d, hour, minute, sec, 0, time.UTC)
	if t.Day() != d {
		return time.Time{}, fmt.Errorf("%s/%s/%s is not a valid date", h.a, h.b, h.c)
	}
	return t, nil
}

// lineReader reads lines of any length, keeping at most maxLine bytes of
// each; "\r\n" and "\n" both end a line.
type lineReader struct {
	br *bufio.Reader
	n  int // lines read
}

func (r *lineReader) next() (string, error) {
	var buf []byte
	for {
		frag, more, err := r.br.ReadLine()
		if len(buf) < maxLine {
			keep := min(len(frag), maxLine-len(buf))
			buf = append(buf, frag[:keep]...)
		}
		if err != nil {
			if err == io.EOF && len(buf) > 0 {
				break
			}
			return "", err
		}
		if !more {
			break
		}
	}
	r.n++
	return strings.ToValidUTF8(string(buf), "\ufffd"), nil
}

func recognize(c ingest.Candidate) ingest.Match {
	if c.Ext() != ".txt" {
		return ingest.Match{}
	}
	lines := bytes.SplitN(c.Head, []byte("\n"), 20)
	if len(lines) > 1 && len(c.Head) >= ingest.HeadSize {
		lines = lines[:len(lines)-1] // the last line may be cut
	}
	headers, first := 0, true
	for _, l := range lines {
		s := strings.TrimRight(clean(string(l)), "\r")
		if strings.TrimSpace(s) == "" {
			continue
		}
		_, ok := parseHeader(s)
		if first && !ok {
			return ingest.Match{}
		}
		first = false
		if ok {
			headers++
		}
	}
	named := c.Base() == "_chat.txt" || chatNames().MatchString(strings.TrimSuffix(c.Base(), path.Ext(c.Base())))
	switch {
	case headers > 0 && named:
		return ingest.Match{Score: ingest.ScoreNameContent}
	case headers >= 2:
		return ingest.Match{Score: ingest.ScoreContent}
	}
	return ingest.Match{}
}

// chatName finds the chat's name in the file name, else in the folder or
// zip archive the file came from.
func chatName(in *ingest.Input) string {
	name := strings.ReplaceAll(in.Name, ingest.ArchiveSep, "/")
	for i := 0; i < 3 && name != "" && name != "/" && name != "."; i++ {
		base := path.Base(filepathToSlash(name))
		base = strings.TrimSuffix(base, path.Ext(base))
		if m := chatNames().FindStringSubmatch(base); m != nil {
			return strings.TrimSpace(m[1])
		}
		name = path.Dir(filepathToSlash(name))
	}
	return "WhatsApp chat"
}

func filepathToSlash(s string) string { return strings.ReplaceAll(s, "\\", "/") }

func importFile(ctx context.Context, in *ingest.Input, sink ingest.Sink) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	order, err := detectOrder(ctx, in)
	if err != nil {
		return err
	}
	slog.Debug("whatsapp: date order decided", "file", in.Name, "month_first", order == monthFirst)
	br, rc, err := in.OpenBuffered(ctx)
	if err != nil {
		return err
	}
	defer rc.Close()
	p := &parser{in: in, sink: sink, order: order, chat: chatName(in), seen: ingest.Occurrences{}}
	lr := &lineReader{br: br}
	for {
		if err := ingest.Stopped(ctx, lr.n); err != nil {
			return err
		}
		line, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return in.Errorf(ingest.Line(lr.n+1), "reading the chat: %w", err)
		}
		if err := p.line(line, lr.n); err != nil {
			return err
		}
	}
	if err := p.flush(); err != nil {
		return err
	}
	if err := p.emitOwner(); err != nil {
		return err
	}
	if p.before > 0 {
		what := "1 line before the first message is"
		if p.before > 1 {
			what = strconv.Itoa(p.before) + " lines before the first message are"
		}
		sink.Skip("line 1", errors.New(what+" not a message"))
	}
	return nil
}

// detectOrder is the first pass: it reads headers until one tells whether
// dates are day or month first (see the package documentation).
func detectOrder(ctx context.Context, in *ingest.Input) (dateOrder, error) {
	f, err := in.FS.Open(in.Path)
	if err != nil {
		return dayFirst, &ingest.RecordError{File: in.Name, Err: fmt.Errorf("opening %s: %w", in.Name, err)}
	}
	defer f.Close()
	lr := &lineReader{br: bufio.NewReaderSize(f, 64<<10)}
	firstAMPM, seen := false, false
	for {
		if err := ingest.Stopped(ctx, lr.n); err != nil {
			return dayFirst, err
		}
		line, err := lr.next()
		if err != nil {
			break // the second pass reports read errors with their line
		}
		h, ok := parseHeader(clean(line))
		if !ok || len(h.a) == 4 {
			continue
		}
		if !seen {
			seen, firstAMPM = true, h.ampm != ""
		}
		a, _ := strconv.Atoi(h.a)
		b, _ := strconv.Atoi(h.b)
		switch {
		case a > 12 && b <= 12:
			return dayFirst, nil
		case b > 12 && a <= 12:
			return monthFirst, nil
		}
	}
	if firstAMPM {
		return monthFirst, nil
	}
	return dayFirst, nil
}

// parser gathers the lines of each message and emits it.
type parser struct {
	in     *ingest.Input
	sink   ingest.Sink
	order  dateOrder
	chat   string
	seen   ingest.Occurrences
	before int // lines before the first header

	cur      *message
	curBytes int

	// owner is the sender of the first "You deleted this message", the
	// one message WhatsApp writes in the exporter's own words under
	// their name; ownerLine is its header's line.
	owner     string
	ownerLine int
}

// emitOwner records the export's owner, when a message of theirs told
// who they are, as the account fact of their WhatsApp name: WhatsApp
// writes the owner's name like anyone else's, so without it every
// message of a chat exported alone counted as received.
func (p *parser) emitOwner() error {
	if p.owner == "" {
		return nil
	}
	ev := ingest.OwnerNamed("WhatsApp", p.owner)
	ev.ID = p.in.ID("owner", p.owner)
	ev.Origin = p.in.Origin(ingest.Line(p.ownerLine))
	return p.sink.Emit(ev)
}

type message struct {
	line    int
	at      time.Time
	rest    string
	lines   []string
	special bool // the text starts with a left-to-right mark
}

// special reports whether the text of a raw header line starts with the
// left-to-right mark the iPhone puts before everything that is not typed
// text: attachments, calls, polls, deletions and system notices.
func special(raw string) bool {
	i := strings.Index(raw, "] ")
	if i < 0 {
		if i = strings.Index(raw, " - "); i < 0 {
			return false
		}
		i++
	}
	_, text, ok := strings.Cut(raw[i+2:], ": ")
	if !ok {
		text = raw[i+2:]
	}
	return strings.HasPrefix(text, "\u200e")
}

func (p *parser) line(raw string, n int) error {
	line := clean(raw)
	if h, ok := parseHeader(line); ok {
		t, err := h.time(p.order)
		if err == nil {
			if err := p.flush(); err != nil {
				return err
			}
			p.cur = &message{line: n, at: t, rest: h.rest, special: special(raw)}
			p.curBytes = len(h.rest)
			return nil
		}
		// A line that looks like a header but is no date is text.
	}
	if p.cur == nil {
		if strings.TrimSpace(line) != "" {
			p.before++
		}
		return nil
	}
	if p.curBytes+len(line) <= maxMessage {
		p.cur.lines = append(p.cur.lines, line)
		p.curBytes += len(line) + 1
	}
	return nil
}

func (p *parser) flush() error {
	m := p.cur
	if m == nil {
		return nil
	}
	p.cur = nil
	rec := ingest.Line(m.line)
	ev, err := p.event(m)
	if err != nil {
		p.sink.Skip(rec, err)
		return nil
	}
	ev.Origin = p.in.Origin(rec)
	return p.sink.Emit(ev)
}

func (p *parser) event(m *message) (ingest.Event, error) {
	sender, first, hasSender := strings.Cut(m.rest, ": ")
	if !hasSender {
		sender, first = "", m.rest
	}
	sender = strings.TrimSpace(strings.TrimLeft(sender, "~ "))
	lines := append([]string{first}, m.lines...)
	raw := strings.Join(lines, "\n")

	ev := ingest.Event{Source: ingest.Chat, Start: m.at, End: m.at}
	c := classify(lines, !hasSender, m.special)
	if c.kind == "system" {
		sender = ""
	}
	if c.kind == "deleted" && c.byOwner && sender != "" && p.owner == "" {
		p.owner, p.ownerLine = sender, m.line
	}
	if c.kind == "" && strings.TrimSpace(c.text) == "" && len(c.files) == 0 {
		return ingest.Event{}, errors.New("empty message")
	}
	at := m.at.Format(time.RFC3339)
	ev.ID = p.in.ID(at, sender, raw, strconv.Itoa(p.seen.Next(at, sender, raw)))

	ev.SetText("chat", p.chat)
	// the app, as Messenger's messages name theirs: "my WhatsApp
	// messages" among the chats of several apps
	ev.SetText("platform", "whatsapp")
	ev.SetText("sender", sender)
	if c.kind == "system" {
		ev.SetText("actor", noticeActor(c.text))
	}
	ev.SetText("text", c.text)
	if c.kind == "" {
		c.kind = "text"
	}
	ev.SetText("message_type", c.kind)
	ev.SetList("attachments", c.files)
	ev.SetText("media", c.media)
	ev.SetList("media_type", mediaTypes(c.files, c.media))
	ev.SetList("poll_options", c.options)
	if c.hasCoord {
		ev.SetNumber("latitude", c.lat)
		ev.SetNumber("longitude", c.lng)
	}
	ev.SetText("place", c.place)
	ev.SetText("address", c.address)
	ev.SetText("url", c.url)
	if c.duration > 0 {
		ev.SetNumber("duration_s", c.duration)
		// WhatsApp writes a call when it begins: it lasted its duration.
		ev.End = ev.Start.Add(time.Duration(c.duration * float64(time.Second)))
	}
	ev.SetText("call_type", c.callType)
	if c.kind == "call" {
		ev.SetBool("missed", c.missed)
	}
	ev.SetText("poll_winner", c.winner)
	if c.edited {
		ev.SetBool("edited", true)
	}
	return ev, nil
}

// mediaTypes says what the files attached and the media left out are
// ("photo", "video", …): a file by its extension, a medium WhatsApp left out
// by its word ("image omitted" is a photo).
func mediaTypes(files []string, omitted string) []string {
	var kinds []string
	for _, f := range files {
		if k := ingest.MediaKind(f); k != "" {
			kinds = append(kinds, k)
		}
	}
	switch omitted {
	case "image", "photo":
		kinds = append(kinds, "photo")
	case "video", "audio", "gif", "sticker", "document":
		kinds = append(kinds, omitted)
	}
	return ingest.Distinct(kinds)
}
