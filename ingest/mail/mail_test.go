package mail

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

// text returns a text field, or the joined list, of an event.
func text(ev ingest.Event, key string) string { return ev.Text(key) }

func importerFor(path string) *ingest.Importer {
	if strings.HasSuffix(path, ".eml") {
		return EML
	}
	return Mbox
}

// want is what a test expects of one event; empty fields are not checked.
type want struct {
	record      string
	start       string // RFC 3339 with the offset as written in the mail
	subject     string
	from        string
	to, cc      []string
	messageID   string
	inReplyTo   string
	body        string // exact body
	bodyHas     []string
	attachments []string
	labels      []string
	folder      string
}

func (w want) check(t *testing.T, ev ingest.Event) {
	t.Helper()
	if ev.Source != ingest.Mail {
		t.Errorf("source = %q, want mail", ev.Source)
	}
	if !ev.Start.Equal(ev.End) {
		t.Errorf("start %v != end %v", ev.Start, ev.End)
	}
	if w.record != "" && ev.Origin.Record != w.record {
		t.Errorf("record = %q, want %q", ev.Origin.Record, w.record)
	}
	if w.start != "" && ev.Start.Format(time.RFC3339) != w.start {
		t.Errorf("start = %s, want %s", ev.Start.Format(time.RFC3339), w.start)
	}
	// What the test names; an empty value is not checked.
	fields := map[string]any{}
	for key, v := range map[string]string{"subject": w.subject, "from": w.from, "message_id": w.messageID,
		"in_reply_to": w.inReplyTo, "body": w.body, "folder": w.folder} {
		if v != "" {
			fields[key] = v
		}
	}
	for key, l := range map[string][]string{"to": w.to, "cc": w.cc, "attachments": w.attachments, "labels": w.labels} {
		if l != nil {
			fields[key] = l
		}
	}
	ingesttest.Fields(t, ev, fields)
	for _, s := range w.bodyHas {
		if !strings.Contains(text(ev, "body"), s) {
			t.Errorf("body does not contain %q:\n%s", s, text(ev, "body"))
		}
	}
}

func TestFixtures(t *testing.T) {
	tests := []struct {
		file  string
		skips []string // records reported as skipped
		want  []want
	}{
		{file: "separators.mbox", want: []want{
			{record: "message 1 (line 1), Message-ID <classic@example.org>", start: "2024-01-01T10:00:00+01:00",
				subject: "classic separator", from: "Alice Example <alice@example.org>", to: []string{"bob@example.org"},
				messageID: "classic@example.org", body: "Classic mboxo separator.", folder: "separators"},
			{record: "message 2 (line 10), Message-ID <thunderbird@example.org>", start: "2024-01-02T11:00:00-05:00",
				subject: "thunderbird separator", body: "Thunderbird local folder separator."},
			// No Date header: the From_ line's asctime date, read as UTC.
			{record: "message 3 (line 20)", start: "2024-01-03T12:00:00Z",
				subject: "no date header, From_ line date", from: "Mail Delivery System <MAILER-DAEMON@example.org>"},
			{record: "message 4 (line 27), Message-ID <pipermail@example.org>", start: "2024-01-04T13:30:00+02:00",
				subject: "pipermail separator", from: "Alice Example <alice@example.org>"},
			{record: "message 5 (line 35), Message-ID <takeout@example.org>", subject: "Gmail Takeout separator",
				labels: []string{"Inbox", "Important"}},
			// Neither Date nor a From_ line date: the last Received header.
			{record: "message 6 (line 48), Message-ID <received@example.org>", start: "2024-01-06T08:14:30+01:00",
				subject: "only Received dates"},
		}},
		{file: "mboxrd.mbox", want: []want{
			{subject: "mboxrd quoting", body: "From the archive: one level of quoting is removed.\n" +
				">From a quoted quote: keeps one level.\n>Frogs are not quoted From_ lines."},
			{subject: "second", body: "Second body."},
		}},
		{file: "stray_from.mbox", want: []want{
			{record: "message 1 (line 1), Message-ID <stray-1@example.com>", subject: "stray From lines",
				bodyHas: []string{"like the next one:\nFrom\n\nFrom the desk", "Note: a colon", "From here on, nothing is a header\neither."}},
			{record: "message 2 (line 18), Message-ID <stray-2@example.com>", subject: "second message survives",
				body: "This is the second body."},
		}},
		{file: "broken.mbox", skips: []string{"message 2 (line 9)"}, want: []want{
			{record: "message 1 (line 1), Message-ID <good-1@example.org>", subject: "good one", body: "First."},
			{record: "message 3 (line 17), Message-ID <good-2@example.org>", subject: "good two", body: "Third."},
		}},
		{file: "thunderbird_deleted.mbox", skips: []string{"message 2 (line 11)"}, want: []want{
			{record: "message 1 (line 1), Message-ID <kept@example.org>", subject: "still in the folder",
				start: "2024-04-01T09:00:00+02:00", body: "This mail was read and kept."},
		}},
		{file: "no_message_id.mbox", want: []want{
			{record: "message 1 (line 1)", subject: "no message id"},
			{record: "message 2 (line 9)", subject: "no message id"},
			{record: "message 3 (line 17)", start: "2024-03-06T11:00:00Z"},
		}},
		{file: "raw8bit.mbox", want: []want{
			{subject: "Grüße aus Köln – raw UTF-8", from: "Jörg Müller <joerg@example.de>", body: "Hallo!"},
			// Raw Latin-1 header bytes: decoded with the body's charset.
			{subject: "Grüße aus Köln - raw Latin-1", from: "Jörg Müller <joerg@example.de>", body: "Tschüß!"},
		}},
		{file: "rfc2047.eml", want: []want{{
			record: "message, Message-ID <rfc2047@example.org>", start: "2024-03-07T09:30:00+01:00",
			// Two B words splitting the UTF-8 bytes of "€" between them.
			subject: "Überweisung für Ihr Konto: 20 € – ok",
			from:    "Vít Ondruch <vit@example.cz>", // ISO-8859-2 Q
			// KOI8-R B; a UTF-8 Q word inside quotes decoding to a comma.
			to:          []string{"Иван Петров <ivan@example.ru>", "Müller, Heinz <heinz@example.de>"},
			cc:          []string{"Олег <oleg@example.ru>", "José <jose@example.es>"}, // windows-1251, ISO-8859-1
			inReplyTo:   "parent@example.org",
			body:        "Siehe Anhang.",
			attachments: []string{"Rechnung März.pdf", "Übersicht 2024.txt"}, // RFC 2047 name, RFC 2231 filename*0*/*1
		}}},
		{file: "charsets.eml", want: []want{{
			body: "Příliš žluťoučký kůň\n\nСъешь же ещё этих мягких булок\n\nПривет из Windows\n\n日本語のテキスト\n\n" +
				"plain ASCII survives an unknown label\n\nundeclared Latin-1: café",
		}}},
		{file: "html_only.eml", want: []want{{
			subject: "Your booking",
			body: "Café & Bistro\n\nDear guest,\nyour table for two is booked.\nSee you “soon” ☺\n\n" +
				"- Pizza\n- Pasta <fresh>\n\nTotal 42,00 €\n\n  keep   spacing\n  here\n\nUnknown &bogus; stays",
		}}},
		{file: "attachments.eml", want: []want{{
			body:        "The plain text alternative wins.",
			attachments: []string{"report.pdf", "holiday photo (image/jpeg)", "the forwarded mail.eml"},
		}}},
		{file: "flowed.eml", want: []want{{
			body: "This paragraph was wrapped by the sender and must be joined back into one line.\n" +
				"> A quoted paragraph that is also flowed.\nFrom the space-stuffed line.\n--\nSignature",
		}}},
		{file: "encrypted.eml", want: []want{{
			subject: "encrypted mail", from: "Secret <secret@example.org>", body: encryptedNote,
		}}},
		{file: "forward_only.eml", want: []want{{
			subject: "Fwd: minutes", attachments: []string{"minutes.eml"},
			bodyHas: []string{"The minutes: word word", "[… body truncated: the mail continues beyond 20,000 characters]"},
		}}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := ingesttest.Testdata(tt.file)
			imp := importerFor(path)
			var res ingesttest.Result
			if len(tt.skips) == 0 {
				res = ingesttest.CheckFile(t, imp, path)
			} else {
				res = ingesttest.File(t, imp, path)
				if res.Err != nil {
					t.Fatal(res.Err)
				}
			}
			if res.Match.Score != 100 {
				t.Errorf("recognized with score %d, want 100", res.Match.Score)
			}
			ingesttest.Skipped(t, res, tt.skips...)
			if len(res.Events) != len(tt.want) {
				t.Fatalf("got %d events, want %d", len(res.Events), len(tt.want))
			}
			for i, w := range tt.want {
				t.Run(strings.TrimSpace(w.subject+" "+w.record), func(t *testing.T) { w.check(t, res.Events[i]) })
			}
		})
	}
}

func TestBodyCap(t *testing.T) {
	res := ingesttest.File(t, EML, "testdata/forward_only.eml")
	body := text(res.Events[0], "body")
	if n := len([]rune(body)); n > MaxBody+100 {
		t.Errorf("body has %d characters, want at most about %d", n, MaxBody)
	}
}

func TestBrokenMessageReason(t *testing.T) {
	res := ingesttest.File(t, Mbox, "testdata/broken.mbox")
	if len(res.Skips) != 1 {
		t.Fatalf("skips = %v", res.Skips)
	}
	if msg := res.Skips[0].Err.Error(); !strings.Contains(msg, `"the day after tomorrow"`) || !strings.Contains(msg, "no usable date") {
		t.Errorf("skip reason %q does not say which date failed", msg)
	}
}

func TestCRLFMatchesLF(t *testing.T) {
	lf := ingesttest.CheckFile(t, Mbox, "testdata/separators.mbox")
	crlf := ingesttest.CheckFile(t, Mbox, "testdata/separators_crlf.mbox")
	ingesttest.SameEvents(t, lf.Events, crlf.Events, "folder") // the folder is the file's name
}

func TestIdentity(t *testing.T) {
	res := ingesttest.CheckFile(t, Mbox, "testdata/no_message_id.mbox")
	if len(res.Events) != 3 {
		t.Fatalf("got %d events", len(res.Events))
	}
	// Messages 1 and 2 are identical and have no Message-ID: the header
	// hash plus the occurrence number keeps their IDs apart.
	if res.Events[0].ID == res.Events[1].ID {
		t.Error("identical messages share an ID")
	}
	// The ID derives from the file, the format and the Message-ID: the
	// same message in another file or with another position is another
	// event, the same file re-imported gives the same ID (CheckFile).
	a := ingesttest.Bytes(t, Mbox, "a.mbox", []byte("From x\nMessage-ID: <m@x>\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n\nbody\n"))
	b := ingesttest.Bytes(t, Mbox, "a.mbox", []byte("From y\nSubject: earlier mail\nDate: Sun, 31 Dec 2023 00:00:00 +0000\n\nx\n\n"+
		"From x\nMessage-ID: <m@x>\nDate: Mon, 1 Jan 2024 00:00:00 +0000\n\nbody\n"))
	if len(a.Events) != 1 || len(b.Events) != 2 {
		t.Fatalf("events: %d and %d", len(a.Events), len(b.Events))
	}
	if a.Events[0].ID != b.Events[1].ID {
		t.Error("a message's ID depends on its position in the archive")
	}
}

func TestRecognize(t *testing.T) {
	mbox := []byte("From a@b Mon Jan  1 00:00:00 2024\nFrom: a@b\nSubject: x\n\nbody\n")
	eml := []byte("Received: from x by y; Mon, 1 Jan 2024 00:00:00 +0000\nFrom: a@b\nSubject: x\n\nbody\n")
	tests := []struct {
		path      string
		head      []byte
		mbox, eml int
	}{
		{"Inbox.mbox", mbox, 100, 0},
		{"Inbox", mbox, 50, 0},         // Thunderbird folder file
		{"2012-July.txt", mbox, 50, 0}, // pipermail archive
		{"empty.mbox", nil, 10, 0},     // empty archive: nothing to import
		{"saved.eml", mbox, 50, 100},   // .eml with a From_ line
		{"message.eml", eml, 0, 100},   // .eml
		{"message", eml, 0, 50},        // extension-less message
		{"broken.eml", []byte("x"), 0, 10},
		{"notes.md", []byte("title: My note\ntags: a, b\n\ntext\n"), 0, 0},
		{"cal.ics", []byte("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:x\n"), 0, 0},
		{"story.txt", []byte("From the beginning, it was clear.\nNobody knew.\n"), 0, 0},
	}
	for _, tt := range tests {
		c := ingest.Candidate{Path: tt.path, Head: tt.head}
		if got := (Mbox).Recognize(c).Score; got != tt.mbox {
			t.Errorf("mbox.Recognize(%s) = %d, want %d", tt.path, got, tt.mbox)
		}
		if got := (EML).Recognize(c).Score; got != tt.eml {
			t.Errorf("eml.Recognize(%s) = %d, want %d", tt.path, got, tt.eml)
		}
	}
}

func TestRobust(t *testing.T) {
	files, err := filepath.Glob("testdata/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		ingesttest.RobustFile(t, importerFor(f), f)
	}
}

func TestEMLWithFromLine(t *testing.T) {
	data := []byte("From someone@example.org Mon Jan  1 09:00:00 2024\nSubject: saved with From_ line\nFrom: a@b\n\nbody\n")
	res := ingesttest.Bytes(t, EML, "saved.eml", data)
	if res.Err != nil || len(res.Events) != 1 {
		t.Fatalf("err %v, %d events", res.Err, len(res.Events))
	}
	ev := res.Events[0]
	if text(ev, "subject") != "saved with From_ line" || ev.Start.Format(time.RFC3339) != "2024-01-01T09:00:00Z" {
		t.Errorf("subject %q start %v", text(ev, "subject"), ev.Start)
	}
}

func TestNoDateEML(t *testing.T) {
	res := ingesttest.Bytes(t, EML, "draft.eml", []byte("From: a@b\nSubject: draft\n\nbody\n"))
	if res.Err != nil || len(res.Events) != 0 || len(res.Skips) != 1 || res.Skips[0].Record != "message" {
		t.Fatalf("err %v, events %d, skips %v", res.Err, len(res.Events), res.Skips)
	}
}

// errSink stops the import after the first event, as a full disk would.
type errSink struct{ n int }

var errStorage = errors.New("storage full")

func (s *errSink) Emit(ingest.Event) error { s.n++; return errStorage }
func (s *errSink) Skip(string, error)      {}

func TestSinkErrorStopsImport(t *testing.T) {
	data := test.ReadFile(t, "testdata/separators.mbox")
	s := &errSink{}
	if err := (Mbox).Import(context.Background(), ingesttest.Mem(Mbox, "a.mbox", data), s); !errors.Is(err, errStorage) {
		t.Errorf("Import returned %v, want the sink's error", err)
	}
	if s.n != 1 {
		t.Errorf("Emit called %d times after failing", s.n)
	}
}

func TestNamedSinglePartMessageKeepsItsText(t *testing.T) {
	data := []byte("From: a@b\nDate: Mon, 1 Jan 2024 00:00:00 +0000\nContent-Type: text/plain; name=\"note.txt\"\n\nthe text\n")
	res := ingesttest.Bytes(t, EML, "note.eml", data)
	if len(res.Events) != 1 || text(res.Events[0], "body") != "the text" {
		t.Fatalf("events %+v", res.Events)
	}
}
