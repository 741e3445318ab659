package mail

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"reqap/ingest"
	"reqap/ingest/ingesttest"
	"reqap/internal/test"
)

func importerFor(path string) *ingest.Importer {
	if strings.HasSuffix(path, ".eml") {
		return EML
	}
	return Mbox
}

// The fixtures' mails are in the expectation files beside them (X.want):
//
//   - separators.mbox: the classic, Thunderbird, pipermail and Gmail
//     Takeout separators (with its labels); without a Date header, the
//     From_ line's asctime date, read as UTC, and without that either, the
//     last Received header;
//   - mboxrd.mbox: one level of quoting removed from ">From" lines;
//   - stray_from.mbox: "From" lines inside a body that start no message;
//   - broken.mbox, thunderbird_deleted.mbox: a broken message (the reason
//     says which date failed) and one Thunderbird marked deleted are
//     skipped, the others read;
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
//     MaxBody with a note;
//   - saved_from_line.eml: a message saved with its From_ line, dated by
//     it;
//   - draft.eml: a message with no date at all, skipped;
//   - named_part.eml: a single part with a name keeps its text as the body;
//   - invitation.eml: an invitation's meeting is a calendar entry too, once
//     (the attached .ics repeats it), titled by the subject and organised
//     by the sender, which its VEVENT leaves out.
func TestFixtures(t *testing.T) {
	for _, file := range []string{"separators.mbox", "mboxrd.mbox", "stray_from.mbox", "broken.mbox", "thunderbird_deleted.mbox",
		"no_message_id.mbox", "raw8bit.mbox", "rfc2047.eml", "charsets.eml", "html_only.eml", "attachments.eml", "flowed.eml",
		"encrypted.eml", "forward_only.eml", "saved_from_line.eml", "draft.eml", "named_part.eml", "invitation.eml"} {
		t.Run(file, func(t *testing.T) {
			path := ingesttest.Testdata(file)
			ingesttest.Golden(t, importerFor(path), path)
		})
	}
}

func TestBodyCap(t *testing.T) {
	res := ingesttest.File(t, EML, "testdata/forward_only.eml")
	body := res.Events[0].Text("body")
	if n := len([]rune(body)); n > MaxBody+100 {
		t.Errorf("body has %d characters, want at most about %d", n, MaxBody)
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
	// hash plus the occurrence number keeps their IDs apart (CheckFile
	// asserts IDs are unique).
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
	ingesttest.RecognizeFile(t, nil, "recognize.tsv", Mbox, EML)
}

func TestRobust(t *testing.T) {
	files, err := filepath.Glob("testdata/*.*") // the files, not the folder of real samples' expectations
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !strings.HasSuffix(f, ".want") {
			ingesttest.RobustFile(t, importerFor(f), f)
		}
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
