package mail

import (
	"path"
	"strings"
	"testing"

	"reqap/ingest/ingesttest"
)

// Every real mail sample is checked against its expectation file in
// testdata/real (its base name and .want), whose values were first
// checked by reading the sample files (decoding their encoded-words and
// base64 by hand); a sample added to the folder needs one (-update writes
// it, to be read). Among what they show:
//
//   - enron_sample.mbox: a tab-folded Cc, X-Folder as the folder;
//   - mail_box_perl_mbox.src.mbox: a message without Message-ID named by
//     its header block, format=flowed in iso-8859-1, a To list missing its
//     comma, a bare "Content-Type: text", multipart/mixed with boundary "-"
//     holding only an inline named attachment (the preamble for non-MIME
//     readers is no body);
//   - mailpile_tests.mbox: an iso-8859-1 body, a utf-8 Q subject with an
//     emoji, encoded-words in quotes, the text/plain alternative, encrypted
//     and signed mail, a base64 utf-8 body;
//   - mboxrd_mailer_daemon.mbox: no Date header, the From_ line's date;
//   - pipermail_fedora_non_ascii_headers.mbox: "user at domain
//     (=?ISO-8859-2?Q?...?=)" senders, UTF-8 B words;
//   - thunderbird_mbox_unquoted_2005.mbox: Python's mailbox module splits
//     it into 3 messages, Thunderbird wrote 2: the middle "From " line is
//     followed by body text, not by a header block, so it is body text of
//     the first mail;
//   - mime_torture_test.eml: the eleven parts after the explanation,
//     encapsulated messages named by their Subject (or their description
//     when they have none), unnamed parts by description and type;
//   - thunderbird_sample02_outlook_multipart_qp.eml: filename wins over a
//     differing name, either alone is used; RFC 2231 filename* in the
//     Gmail sample; KOI8-R and cp1251 in samples 04 and 05.
func TestRealSamples(t *testing.T) {
	files := append(ingesttest.RealGlob(t, "mail/mbox/*"), ingesttest.RealGlob(t, "mail/eml/*")...)
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			events := ingesttest.Testdata("real", path.Base(f)+".want")
			ingesttest.GoldenReal(t, importerFor(f), events, strings.Split(f, "/")...)
		})
	}
}

func TestRealPerlLFAndCRLFAgree(t *testing.T) {
	lf := ingesttest.CheckReal(t, Mbox, "mail", "mbox", "mail_box_perl_mbox.src.mbox")
	crlf := ingesttest.CheckReal(t, Mbox, "mail", "mbox", "mail_box_perl_mbox_crlf.win.mbox")
	ingesttest.SameEvents(t, lf.Events, crlf.Events, "folder")
}

func TestRealSamplesRobust(t *testing.T) {
	for _, name := range []string{"thunderbird_mbox_unquoted_2005.mbox", "pipermail_fedora_non_ascii_headers.mbox", "mailpile_tests.mbox"} {
		ingesttest.Robust(t, Mbox, name, ingesttest.ReadReal(t, "mail", "mbox", name))
	}
	for _, name := range []string{"thunderbird_sample02_outlook_multipart_qp.eml", "gmail_delivered_multipart_qp_base64.eml"} {
		ingesttest.Robust(t, EML, name, ingesttest.ReadReal(t, "mail", "eml", name))
	}
}
