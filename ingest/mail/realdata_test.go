package mail

import (
	"path/filepath"
	"strings"
	"testing"

	"reqap/ingest/ingesttest"
)

// Every value asserted here was checked by reading the sample files
// (decoding their encoded-words and base64 by hand).
var realSamples = []struct {
	file  string // below realdata/mail
	count int
	want  map[int]want // by event index
}{
	{file: "mbox/enron_sample.mbox", count: 2, want: map[int]want{
		0: {record: "message 1 (line 1), Message-ID <26521776.1075852054120.JavaMail.evans@thyme>",
			start: "2000-12-29T03:49:00-08:00", subject: "12/28 Power VaR", from: "vladimir.gorny@enron.com",
			to: []string{"tim.belden@enron.com", "kevin.presto@enron.com", "john.lavorato@enron.com"},
			// Tab-folded Cc.
			cc:      []string{"frank.hayden@enron.com", "stacey.white@enron.com", "lacrecia.davenport@enron.com", "david.port@enron.com"},
			bodyHas: []string{"As of 12/28 Power VaR increased by $8.7 MM", "Vlady."},
			folder:  `\Sally_White_Nov2001\Notes Folders\West var`}, // X-Folder
		1: {subject: "release to production of scheduling forward obs. report", start: "2001-03-09T02:23:00-08:00"},
	}},
	{file: "mbox/mail_box_perl_mbox.src.mbox", count: 45, want: map[int]want{
		0: {record: "message 1 (line 1), Message-ID <20000209154405.C265@better.net>", start: "2000-02-09T15:44:05-05:00",
			subject: "Re: File Conversion From HTML to PS and TIFF", from: "William Park <parkw@better.net>",
			to: []string{"Mark Sappol <Mark_Sappol@ipicorp.com>"}, cc: []string{"magick@wizards.dupont.com"},
			inReplyTo: "38A11D0E.A2064062@ipicorp.com", folder: "mail_box_perl_mbox.src"},
		// No Message-ID: identified by its header block.
		8: {record: "message 9 (line 1009)", subject: "Resize with Transparency", start: "1999-08-08T10:04:17+02:00"},
		// format=flowed, iso-8859-1; a To list missing its comma.
		12: {subject: "Re: Convert HTM, HTML files to the .jpg format",
			to:      []string{"Joseph Korabelnikov <jkorabelnikov@coolemail.com>", "magick@wizards.dupont.com"},
			bodyHas: []string{"> I attempted to convert HTML file to the .jpg format from Command Prompt\n> window"}},
		// Bare "Content-Type: text".
		18: {subject: "Re: Annotate problems (PR#298)", start: "2000-06-14T09:54:08-05:00",
			bodyHas: []string{"Thank you for submitting an ImageMagick bug report to\nmagick-bugs@simplesystems.org."}},
		// multipart/mixed with boundary "-" holding only an inline named
		// attachment; the preamble for non-MIME readers is no body.
		20: {record: "message 21 (line 1764), Message-ID <8172.960997992@mystic>", attachments: []string{"test.pl"}},
		25: {attachments: []string{"test.gif"}},
		44: {record: "message 45 (line 3292), Message-ID <200010041822.e94IMZr19712@mystic.es.dupont.com>", subject: "Font metrics"},
	}},
	{file: "mbox/mail_box_perl_mbox_crlf.win.mbox", count: 45, want: map[int]want{
		0: {subject: "Re: File Conversion From HTML to PS and TIFF", folder: "mail_box_perl_mbox_crlf.win"},
	}},
	{file: "mbox/mailpile_tests.mbox", count: 9, want: map[int]want{
		0: {subject: "Moderation request [kde-isl] <bang>", from: "test&test <kde-isl+askrift@example.com>",
			bodyHas: []string{"Vinsamlegast lestu yfir eftirfarandi skilaboð."}}, // iso-8859-1 body
		1: {start: "2013-09-16T11:54:18Z",
			subject: "✈ Northern Lights Extravaganza: Iceland from DKK599/£69/€96",                     // utf-8 Q with emoji
			from:    "Bjarni Rúnar Einarsson <no-reply@example.com>",                                   // encoded-word in quotes
			to:      []string{"Súsanna Gestsdóttir <bre@example.com>"},                                 // B word in quotes
			bodyHas: []string{"Oh hello there,\n\nHey guess what? The latest WOW newsletter is out:"}}, // text/plain alternative
		2: {subject: "Testing encryption, raw ISO-8859-1: áéíóúýþæöðÁÉÍÓÚÝÞÆÖÐ", body: encryptedNote,
			cc: []string{"Nobody <nobody@nowhere.com>"}},
		3: {subject: "Testing signatures, raw UTF-8: áéíóúýþæöðÁÉÍÓÚÝÞÆÖÐ",
			body: "This should be a signed message, hello world!\n\nLa la la."},
		4: {subject: "Email That Is Encrypted", body: encryptedNote},
		7: {subject: "PGP Testing Email", body: encryptedNote, start: "2014-01-17T17:19:50Z"},
		8: {subject: "RE: [PATCH v3 00/11] usbip: features to USB over WebSocket", from: "ATA NOO <Noa@fujihamfist>",
			to:        []string{"People <people@linux>", "linux-usb@vger <linux-usb@vger.kernel.org>"},
			inReplyTo: "553F3@sumsing", bodyHas: []string{"Hello,\n\n> As far as I understand your design"}}, // base64 utf-8
	}},
	{file: "mbox/mboxrd_mailer_daemon.mbox", count: 2, want: map[int]want{
		// No Date header: the From_ line's date.
		0: {record: "message 1 (line 1)", start: "2011-07-08T12:08:34Z", subject: "Sample message 1",
			body: "This is the body.\nFrom (should be escaped).\nThere are 3 lines."},
		1: {record: "message 2 (line 10)", subject: "Sample message 2", body: "This is the second body."},
	}},
	{file: "mbox/pipermail_fedora_non_ascii_headers.mbox", count: 6, want: map[int]want{
		0: {start: "2012-07-10T13:29:44+02:00", subject: "[Fedora-packaging] RPM macros",
			from: "Vít Ondruch <vondruch@redhat.com>"}, // "user at domain (=?ISO-8859-2?Q?...?=)"
		1: {from: "Vít Ondruch <vondruch@redhat.com>", inReplyTo: "4FFC1688.7090907@city-fan.org"}, // UTF-8 B
		2: {subject: "[Fedora-fr-list] Compte-rendu de la réunion du 1 novembre 2009",
			from: "Björn Persson <bjorn@xn--rombobjrn-67a.se>"},
		3: {subject: "Re: [Fedora-fr-list] Compte-rendu de la réunion du 1 novembre 2009",
			from: "Marcela Mašláňová <mmaslano@redhat.com>"},
		4: {from: "Dan Horák <dan@danny.cz>", bodyHas: []string{"Richard W.M. Jones píše v Út 24. 07. 2012"}},
		5: {start: "2012-07-29T20:57:00+02:00", from: "Björn Persson <bjorn@xn--rombobjrn-67a.se>",
			subject: `[Fedora-packaging] May binaries be built from generated "source" code?`},
	}},
	{file: "mbox/thunderbird_local_folder_bugmail.mbox", count: 1, want: map[int]want{
		0: {record: "message 1 (line 1), Message-ID <200805072155.m47LtAEf007542@mrapp51.mozilla.org>",
			start:   "2008-05-07T14:55:10-07:00",
			subject: "[Bug 397009] A filter will let me tag, but not untag, but this message has a continued subject over many lines",
			from:    "PrimaryEmail1@test.invalid", to: []string{"invalid@example.com"},
			inReplyTo: "bug-397009-254728@https.bugzilla.mozilla.org/",
			bodyHas:   []string{"Do not reply to this email.", "You are watching the QA contact of the bug."}},
	}},
	{file: "mbox/thunderbird_mbox_modern.mbox", count: 2, want: map[int]want{
		0: {subject: "Sample message 1", start: "2018-08-24T11:55:47Z",
			bodyHas: []string{"a space,like this:\n From\n From - Fri Aug 24 11:55:47 2018\nThis could cause problems"}},
		1: {subject: "Sample message 2", body: "This is the second body."},
	}},
	// Python's mailbox module splits this file into 3 messages; Thunderbird
	// wrote 2: the middle "From " line is followed by body text, not by a
	// header block, so it is body text of the first mail.
	{file: "mbox/thunderbird_mbox_unquoted_2005.mbox", count: 2, want: map[int]want{
		0: {subject: "Sample message 1", start: "2005-08-22T17:20:08Z",
			body: "Earlier versions of Thunderbird don't seem to quote things like this:\nFrom\n" +
				"This could cause problems, if a reader decides to split the message\nhere."},
		1: {record: "message 2 (line 12)", subject: "Sample message 2", start: "2005-08-23T11:17:43Z"},
	}},
	{file: "eml/gmail_delivered_multipart_qp_base64.eml", count: 1, want: map[int]want{
		0: {record: "message, Message-ID <506C3344.7020501@free.fr>", start: "2012-10-03T14:44:52+02:00",
			subject: "[List1] try 5", from: "Aurélien Bompard <gauret@free.fr>",
			to:          []string{"list1@mm3test.fedoraproject.org"},
			body:        "This is a test, HTML message with accented letters : é è ç à.\nAnd an attachment with an accented filename",
			attachments: []string{"todo-déjeuner.txt"}}, // RFC 2231 filename*
	}},
	{file: "eml/mime_torture_test.eml", count: 1, want: map[int]want{
		0: {start: "1993-02-06T02:53:47-08:00", subject: "Multi-media mail demonstration",
			from: "Mark Crispin <mrc@CAC.Washington.EDU>",
			body: "This is a demonstration of multi-part mail with encapsulated messages.  This\n" +
				"is a very complex message whose purpose it is to exercise software using the\nnew multi-part message standard.",
			// The eleven parts after the explanation: encapsulated messages
			// named by their Subject (or their description when they have
			// none), unnamed parts by description and type.
			attachments: []string{"Re: a MIME-Version misfeature.eml", "Re: multipart mail.eml", "Flint phone (audio/basic)",
				"MTR's photo (image/pbm)", "Star Trek Party.eml", "A cheap digitizer test.eml", "meta-mail.eml",
				"An image that went gif->ppm->ps.eml", "Quoted-Printable test (image/gif)", "Audio in q-p.eml",
				"Here's some more.eml"}},
	}},
	{file: "eml/thunderbird_invite_text_calendar.eml", count: 1, want: map[int]want{
		0: {start: "2021-10-22T14:15:20+03:00", subject: "Invite", from: "John <john@example.com>",
			body: "You have been invited to a meeting (TEXT)", attachments: []string{"c141520.ics"}},
	}},
	{file: "eml/thunderbird_sample01_utf8_b_subject.eml", count: 1, want: map[int]want{
		0: {subject: "αλφάβητο", body: "Άλφα", start: "2021-05-27T21:23:35+01:00"},
	}},
	{file: "eml/thunderbird_sample02_outlook_multipart_qp.eml", count: 1, want: map[int]want{
		0: {from: "Doug Sauder <doug@example.com>", to: []string{"Heinz Müller <mueller@example.com>"},
			body: "Die Hasen und die Frösche",
			// filename wins over a differing name; either alone is used.
			attachments: []string{"blueball2.png", "greenball.png", "redball.png"}},
	}},
	{file: "eml/thunderbird_sample04_koi8r.eml", count: 1, want: map[int]want{
		0: {subject: "Алфавит", body: "Вопрос"},
	}},
	{file: "eml/thunderbird_sample05_cp1251.eml", count: 1, want: map[int]want{
		0: {subject: "Алфавит", body: "Вопрос"},
	}},
}

func TestRealSamples(t *testing.T) {
	dir := ingesttest.RealPath(t, "mail")
	for _, s := range realSamples {
		t.Run(s.file, func(t *testing.T) {
			path := filepath.Join(dir, filepath.FromSlash(s.file))
			res := ingesttest.CheckFile(t, importerFor(path), path)
			if res.Match.Score != 100 {
				t.Errorf("recognized with score %d, want 100", res.Match.Score)
			}
			if len(res.Skips) > 0 {
				t.Errorf("skipped %v", res.Skips)
			}
			if len(res.Events) != s.count {
				t.Fatalf("got %d messages, want %d", len(res.Events), s.count)
			}
			for i, w := range s.want {
				w.check(t, res.Events[i])
			}
		})
	}
}

// TestRealSamplesCovered keeps the table above complete: a sample added to
// the folder must be added to the test.
func TestRealSamplesCovered(t *testing.T) {
	files := append(ingesttest.RealGlob(t, "mail/mbox/*"), ingesttest.RealGlob(t, "mail/eml/*")...)
	known := map[string]bool{}
	for _, s := range realSamples {
		known[s.file] = true
	}
	for _, f := range files {
		rel := strings.TrimPrefix(f, "mail/")
		if !known[rel] {
			t.Errorf("real sample %s is not tested", rel)
		}
	}
	if len(files) != len(realSamples) {
		t.Errorf("%d samples on disk, %d in the test", len(files), len(realSamples))
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
