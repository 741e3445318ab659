package mail

import (
	"reflect"
	"testing"
	"time"
)

func TestDecodeText(t *testing.T) {
	tests := []struct {
		name, raw, hint, want string
	}{
		{"plain", "Hello  world", "", "Hello world"},
		{"utf-8 B", "=?UTF-8?B?zrHOu8+GzqzOss63z4TOvw==?=", "", "αλφάβητο"},
		{"koi8-r B with newline", "=?koi8-r?B?4czGwdfJ1Ao=?=", "", "Алфавит"},
		{"windows-1251 B", "=?windows-1251?B?wOv04OLo8go=?=", "", "Алфавит"},
		{"iso-8859-1 q lower-case", "=?iso-8859-1?q?Bj=F6rn_Persson?=", "", "Björn Persson"},
		{"iso-8859-2 Q", "=?ISO-8859-2?Q?V=EDt_Ondruch?=", "", "Vít Ondruch"},
		{"adjacent words join", "=?iso-8859-1?q?r=E9union_du_?=\t=?iso-8859-1?q?1_novembre?=", "", "réunion du 1 novembre"},
		{"words and text keep spaces", "Dan =?ISO-8859-1?Q?Hor=E1k?= here", "", "Dan Horák here"},
		{"split multi-byte character", "=?UTF-8?B?4oI=?= =?UTF-8?B?rA==?=", "", "€"},
		{"language suffix", "=?UTF-8*en?Q?hi?=", "", "hi"},
		{"malformed word kept", "=?utf-8?X?abc?= and =?broken", "", "=?utf-8?X?abc?= and =?broken"},
		{"unknown charset falls back", "=?x-unknown?Q?caf=E9?=", "", "café"},
		{"raw utf-8", "Grüße", "", "Grüße"},
		{"raw latin-1 with hint", "Gr\xfc\xdfe", "iso-8859-1", "Grüße"},
		{"raw latin-1 without hint", "Gr\xfc\xdfe", "", "Grüße"},
		{"raw koi8-r with hint", "\xe1\xcc\xc6\xc1", "koi8-r", "Алфа"},
		{"control characters dropped", "a\x00b\x1bc", "", "abc"},
	}
	for _, tt := range tests {
		if got := decodeText([]byte(tt.raw), tt.hint); got != tt.want {
			t.Errorf("%s: decodeText(%q) = %q, want %q", tt.name, tt.raw, got, tt.want)
		}
	}
}

func TestParsePeople(t *testing.T) {
	tests := []struct {
		raw  string
		want []string
	}{
		{"a@example.org", []string{"a@example.org"}},
		{"Alice <a@example.org>, b@example.org", []string{"Alice <a@example.org>", "b@example.org"}},
		{`"Doe, Jane" <jane@example.org>`, []string{"Doe, Jane <jane@example.org>"}},
		{`"=?utf-8?q?R=C3=BAnar?=" <r@example.is>`, []string{"Rúnar <r@example.is>"}},
		{"=?utf-8?Q?M=C3=BCller=2C_Heinz?= <h@example.de>", []string{"Müller, Heinz <h@example.de>"}},
		{"vondruch at redhat.com (=?UTF-8?B?VsOtdCBPbmRydWNo?=)", []string{"Vít Ondruch <vondruch@redhat.com>"}},
		{"nsb@thumper.bellcore.com (Nathaniel Borenstein)", []string{"Nathaniel Borenstein <nsb@thumper.bellcore.com>"}},
		{"Joseph <j@example.com>\n        magick@example.com", []string{"Joseph <j@example.com>", "magick@example.com"}},
		{"A <a@x.org> B <b@x.org>", []string{"A <a@x.org>", "B <b@x.org>"}},
		{"'Outlook Name' <o@example.com>", []string{"Outlook Name <o@example.com>"}},
		{"a@example.org <a@example.org>", []string{"a@example.org"}},
		{"undisclosed-recipients:;", nil},
		{"Team: a@x.org, b@x.org;", []string{"a@x.org", "b@x.org"}},
		{"<mailto:m@example.org>", []string{"m@example.org"}},
		{"John Smith john@example.org", []string{"John Smith <john@example.org>"}},
		{"Jörg Müller <j@example.de>", []string{"Jörg Müller <j@example.de>"}},
		{`"unterminated <x@y>`, []string{"unterminated <x@y>"}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := parsePeople([]byte(tt.raw), ""); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parsePeople(%q) = %q, want %q", tt.raw, got, tt.want)
		}
	}
}

func TestParseDate(t *testing.T) {
	tests := []struct {
		in, want string // want in RFC 3339, "" when it must not parse
	}{
		{"Tue, 10 Jul 2012 13:29:44 +0200", "2012-07-10T13:29:44+02:00"},
		{"Sun, 29 Jul 2012 20:57 +0200", "2012-07-29T20:57:00+02:00"},
		{"Fri, 29 Dec 2000 03:49:00 -0800 (PST)", "2000-12-29T03:49:00-08:00"},
		{"Tue, 8 Oct 91 10:25:36 EDT", "1991-10-08T10:25:36-04:00"},
		{"Wed,  3 Oct 2012 14:45:04 +0200 (CEST)", "2012-10-03T14:45:04+02:00"},
		{"Mon, 16 Sep 2013 00:27:03 GMT", "2013-09-16T00:27:03Z"},
		{"Fri Jul  8 12:08:34 2011", "2011-07-08T12:08:34Z"},
		{"Wed Feb  9 22:02 MET 2000", "2000-02-09T22:02:00+01:00"},
		{"Fri May 24 10:35:57 EDT 1991", "1991-05-24T10:35:57-04:00"},
		{"Fri Jan 05 14:00:00 +0000 2024", "2024-01-05T14:00:00Z"},
		{"2012-10-03T14:44:52+02:00", "2012-10-03T14:44:52+02:00"},
		{"2012-10-03 14:44:52 +0530", "2012-10-03T14:44:52+05:30"},
		{"3-Oct-2012 09:00:00 -0000", "2012-10-03T09:00:00Z"},
		{"Thu, 1 Jan 2004 10:00:00 GMT+0200", "2004-01-01T10:00:00+02:00"},
		{"Thu, 30 Jun 2016 23:59:60 +0000", "2016-06-30T23:59:59Z"},
		{"the day after tomorrow", ""},
		{"Mon, 31 Feb 2024 10:00:00 +0000", ""},
		{"Mon, 1 Jan 2024 25:00:00 +0000", ""},
		{"", ""},
	}
	for _, tt := range tests {
		got, ok := parseDate(tt.in)
		switch {
		case tt.want == "" && ok:
			t.Errorf("parseDate(%q) = %v, want no date", tt.in, got)
		case tt.want != "" && (!ok || got.Format(time.RFC3339) != tt.want):
			t.Errorf("parseDate(%q) = %v, %v, want %s", tt.in, got.Format(time.RFC3339), ok, tt.want)
		}
	}
}

func TestFromLineDate(t *testing.T) {
	tests := []struct{ line, want string }{
		{"From MAILER-DAEMON Fri Jul  8 12:08:34 2011", "2011-07-08T12:08:34Z"},
		{"From vondruch at redhat.com  Tue Jul 10 11:29:44 2012", "2012-07-10T11:29:44Z"},
		{"From - Tue Oct 02 00:26:47 2007", "2007-10-02T00:26:47Z"},
		{"From magick-owner@unca-don.wizards.dupont.com Wed Feb  9 22:02 MET 2000", "2000-02-09T22:02:00+01:00"},
		{"From ", ""},
		{"From -", ""},
	}
	for _, tt := range tests {
		got, ok := fromLineDate(tt.line)
		if (tt.want == "") == ok || ok && got.Format(time.RFC3339) != tt.want {
			t.Errorf("fromLineDate(%q) = %v, %v, want %q", tt.line, got, ok, tt.want)
		}
	}
}

func TestParseMediaType(t *testing.T) {
	tests := []struct {
		raw    string
		value  string
		params map[string]string
	}{
		{"text/plain; charset=us-ascii", "text/plain", map[string]string{"charset": "us-ascii"}},
		{"MULTIPART/MIXED;boundary=owatagusiam ", "multipart/mixed", map[string]string{"boundary": "owatagusiam"}},
		{`text/plain; charset="iso-8859-1" ; format="flowed"`, "text/plain", map[string]string{"charset": "iso-8859-1", "format": "flowed"}},
		{"text/plain; charset=utf-8;", "text/plain", map[string]string{"charset": "utf-8"}},
		{"text", "text", map[string]string{}},
		{`attachment; filename="a \"quoted\" name.txt"`, "attachment", map[string]string{"filename": `a "quoted" name.txt`}},
		{"attachment; filename*=UTF-8''%74%6F%64%6F%2D%64%C3%A9%6A%65%75%6E%65%72%2E%74%78%74", "attachment",
			map[string]string{"filename": "todo-déjeuner.txt"}},
		{"attachment; filename*0*=iso-8859-1'de'Gr%FC%DFe; filename*1=\" aus\"; filename*2*=%20K%F6ln.txt", "attachment",
			map[string]string{"filename": "Grüße aus Köln.txt"}},
		{`text/plain; name="=?UTF-8?B?dG9kby1kw6lqZXVuZXIudHh0?="`, "text/plain", map[string]string{"name": "todo-déjeuner.txt"}},
		{"application/pdf; name=my file.pdf", "application/pdf", map[string]string{"name": "my file.pdf"}},
		{`multipart/mixed; boundary="a;b"; x`, "multipart/mixed", map[string]string{"boundary": "a;b"}},
	}
	for _, tt := range tests {
		v, p := parseMediaType([]byte(tt.raw), "")
		if v != tt.value || !reflect.DeepEqual(p, tt.params) {
			t.Errorf("parseMediaType(%q) = %q %q, want %q %q", tt.raw, v, p, tt.value, tt.params)
		}
	}
}

func TestSplitMultipart(t *testing.T) {
	tests := []struct {
		name, body, boundary string
		want                 []string
		ok                   bool
	}{
		{"basic", "pre\n--b\nA\n--b\nB\n--b--\nepilogue", "b", []string{"A", "B"}, true},
		{"crlf", "--b\r\nA\r\n--b\r\nB\r\n--b--\r\n", "b", []string{"A", "B"}, true},
		{"truncated keeps last part", "--b\nA\n--b\nB is cut", "b", []string{"A", "B is cut"}, true},
		{"longer boundary is not ours", "--b\nA\n--bc\nstill A\n--b--", "b", []string{"A\n--bc\nstill A"}, true},
		{"dash boundary", "text\n---\nA\n-----\n", "-", []string{"A"}, true},
		{"no delimiter", "just text", "b", nil, false},
		{"no boundary", "--\nA", "", nil, false},
	}
	for _, tt := range tests {
		parts, ok := splitMultipart([]byte(tt.body), tt.boundary)
		var got []string
		for _, p := range parts {
			got = append(got, string(p))
		}
		if ok != tt.ok || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: splitMultipart = %q, %v, want %q, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}

func TestUnflow(t *testing.T) {
	tests := []struct {
		name, in string
		delsp    bool
		want     string
	}{
		{"joins soft breaks", "one \ntwo\nthree", false, "one two\nthree"},
		{"delsp removes the added space", "Mehr\u00adzeilen \ntext", true, "Mehr\u00adzeilentext"},
		{"quote depth change ends paragraph", "> quoted \nnot quoted", false, "> quoted \nnot quoted"},
		{"quoted paragraph", ">> a \n>> b", false, ">> a b"},
		{"signature separator is not flowed", "-- \nsig", false, "-- \nsig"},
		{"space-stuffing removed", " From here", false, "From here"},
	}
	for _, tt := range tests {
		if got := unflow(tt.in, tt.delsp); got != tt.want {
			t.Errorf("%s: unflow(%q) = %q, want %q", tt.name, tt.in, got, tt.want)
		}
	}
}

func TestDecodeTransferEncodings(t *testing.T) {
	tests := []struct {
		name string
		fn   func([]byte) []byte
		in   string
		want string
	}{
		{"qp soft break", decodeQuotedPrintable, "a=\nb=3Dc", "ab=c"},
		{"qp crlf soft break with padding", decodeQuotedPrintable, "a=  \r\nb", "ab"},
		{"qp malformed kept", decodeQuotedPrintable, "100=%\n=ZZ", "100=%\n=ZZ"},
		{"qp at end", decodeQuotedPrintable, "end=", "end"},
		{"base64 lines", decodeBase64, "aGVs\nbG8=\n", "hello"},
		{"base64 no padding", decodeBase64, "aGVsbG8", "hello"},
		{"base64 per-line padding", decodeBase64, "aGk=\naGk=", "hihi"},
		{"base64 garbage skipped", decodeBase64, "aG*Vs\x00bG8", "hello"},
		{"base64 truncated", decodeBase64, "aGVsb", "hel"},
	}
	for _, tt := range tests {
		if got := string(tt.fn([]byte(tt.in))); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestLooksLikeHeaderBlock(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"From: a@b\nSubject: x\n\nbody", true},
		{"Received: from x\n\tby y\nFrom: a\n", true},
		{"This could cause problems, if a reader\nhere.", false},
		{"Note: something\nplain text follows\n", false},
		{"\nFrom: a@b\n", false},
		{"", false},
		{"Subject: cut by the window", true},
	}
	for _, tt := range tests {
		if got := looksLikeHeaderBlock([]byte(tt.in), headerLines); got != tt.want {
			t.Errorf("looksLikeHeaderBlock(%q) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestGmailLabelsAndThunderbirdFlags(t *testing.T) {
	if got, want := splitLabels(`Inbox,"Travel, 2024",Sent,`), []string{"Inbox", "Travel, 2024", "Sent"}; !reflect.DeepEqual(got, want) {
		t.Errorf("splitLabels = %q, want %q", got, want)
	}
	for v, want := range map[string]bool{"0001": false, "0009": true, "0008": true, " 000b ": true, "zz": false, "": false} {
		if got := thunderbirdDeleted([]byte(v)); got != want {
			t.Errorf("thunderbirdDeleted(%q) = %v, want %v", v, got, want)
		}
	}
}

func TestDecodeCharset(t *testing.T) {
	tests := []struct{ name, cs, in, want string }{
		{"utf-8", "UTF-8", "Grüße", "Grüße"},
		{"quoted label", `"iso-8859-1"`, "caf\xe9", "café"},
		{"iso-8859-2", "iso-8859-2", "\xb9", "š"},
		{"koi8-r", "koi8-r", "\xf7\xcf\xd0\xd2\xcf\xd3", "Вопрос"},
		{"shift_jis", "shift_jis", "\x93\xfa\x96\x7b", "日本"},
		{"iso-2022-jp is not ASCII-compatible", "iso-2022-jp", "\x1b$BF|K\\\x1b(B", "日本"},
		{"unknown label, latin-1 bytes", "x-nonsense", "caf\xe9", "café"},
		{"undeclared utf-8 cut mid-character", "", "Grüße \xe2\x82", "Grüße "},
		{"invalid utf-8 declared", "utf-8", "a\xffb", "a\uFFFDb"},
	}
	for _, tt := range tests {
		if got := decodeCharset(tt.cs, []byte(tt.in)); got != tt.want {
			t.Errorf("%s: decodeCharset(%q, %q) = %q, want %q", tt.name, tt.cs, tt.in, got, tt.want)
		}
	}
}
