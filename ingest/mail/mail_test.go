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

// The fixtures' mails are in the expectation files beside them (X.events):
//
//   - separators.mbox: the classic, Thunderbird, pipermail and Gmail
//     Takeout separators (with its labels); without a Date header, the
//     From_ line's asctime date, read as UTC, and without that either, the
//     last Received header;
//   - mboxrd.mbox: one level of quoting removed from ">From" lines;
//   - stray_from.mbox: "From" lines inside a body that start no message;
//   - broken.mbox, thunderbird_deleted.mbox: a broken message and one
//     Thunderbird marked deleted are skipped, the others read;
//   - no_message_id.mbox: messages named by their place alone;
//   - raw8bit.mbox: raw UTF-8 headers, and raw Latin-1 ones decoded with
//     the body's charset;
//   - rfc2047.eml: two B words splitting the UTF-8 bytes of "€" between
//     them, ISO-8859-2 Q, KOI8-R B, a UTF-8 Q word inside quotes decoding
//     to a comma, windows-1251 and ISO-8859-1, attachments named by RFC
//     2047 and by RFC 2231 filename*0*/*1;
//   - charsets.eml, html_only.eml, attachments.eml, flowed.eml: bodies in
//     several charsets, HTML made text, the plain alternative preferred,
//     format=flowed joined back;
//   - encrypted.eml: a note that the mail is encrypted for its body;
//   - forward_only.eml: a forwarded mail's text as the body, cut at
//     MaxBody with a note.
func TestFixtures(t *testing.T) {
	for _, file := range []string{"separators.mbox", "mboxrd.mbox", "stray_from.mbox", "broken.mbox", "thunderbird_deleted.mbox",
		"no_message_id.mbox", "raw8bit.mbox", "rfc2047.eml", "charsets.eml", "html_only.eml", "attachments.eml", "flowed.eml",
		"encrypted.eml", "forward_only.eml"} {
		t.Run(file, func(t *testing.T) {
			path := ingesttest.Testdata(file)
			ingesttest.Golden(t, importerFor(path), path)
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
	files, err := filepath.Glob("testdata/*.*") // the files, not the folder of real samples' expectations
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !strings.HasSuffix(f, ".events") {
			ingesttest.RobustFile(t, importerFor(f), f)
		}
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
