package mail

import (
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/internal/test"
)

func TestDecodeText(t *testing.T) {
	test.Table(t, "decodeText", func(in struct{ Raw, Hint string }) string { return decodeText([]byte(in.Raw), in.Hint) }, "decodetext.tsv")
}

func TestParsePeople(t *testing.T) {
	test.Rows(t, "parsePeople", func(raw string) []any {
		people := parsePeople([]byte(raw), "")
		if people == nil {
			return []any{"-"}
		}
		var row []any
		for _, p := range people {
			row = append(row, p)
		}
		return row
	}, "people.tsv")
}

func TestParseDate(t *testing.T) {
	test.Table(t, "parseDate", func(in string) string { return rfc3339(parseDate(in)) }, "dates.tsv")
}

func TestFromLineDate(t *testing.T) {
	test.Table(t, "fromLineDate", func(in string) string { return rfc3339(fromLineDate(in)) }, "fromlines.tsv")
}

func TestParseMediaType(t *testing.T) {
	test.Rows(t, "parseMediaType", func(raw string) []any {
		v, params := parseMediaType([]byte(raw), "")
		row := []any{v}
		for _, k := range slices.Sorted(maps.Keys(params)) {
			row = append(row, k+"="+params[k])
		}
		return row
	}, "mediatypes.tsv")
}

func TestSplitMultipart(t *testing.T) {
	test.Rows(t, "splitMultipart", func(in struct{ Body, Boundary string }) []any {
		parts, ok := splitMultipart([]byte(in.Body), in.Boundary)
		row := []any{ok}
		for _, p := range parts {
			row = append(row, string(p))
		}
		return row
	}, "multipart.tsv")
}

func TestUnflow(t *testing.T) {
	test.Table(t, "unflow", func(in struct {
		Text  string
		DelSp bool
	}) string {
		return unflow(in.Text, in.DelSp)
	}, "flowed.tsv")
}

func TestDecodeTransferEncodings(t *testing.T) {
	decode := map[string]func([]byte) []byte{"quoted-printable": decodeQuotedPrintable, "base64": decodeBase64}
	test.Table(t, "decode", func(in struct{ Encoding, Text string }) string {
		return string(decode[in.Encoding]([]byte(in.Text)))
	}, "transfer.tsv")
}

func TestLooksLikeHeaderBlock(t *testing.T) {
	test.Table(t, "looksLikeHeaderBlock", func(in string) bool { return looksLikeHeaderBlock([]byte(in), headerLines) }, "headerblocks.tsv")
}

// rfc3339 writes a parsed time as the tables have it: RFC 3339, or none.
func rfc3339(t time.Time, ok bool) string {
	if !ok {
		return "none"
	}
	return t.Format(time.RFC3339)
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
	test.Table(t, "decodeCharset", func(in struct{ Charset, Bytes string }) string { return decodeCharset(in.Charset, []byte(in.Bytes)) }, "charsets.tsv")
}

func TestThreadOf(t *testing.T) {
	test.Rows(t, "threadOf", func(subject string) []any {
		thread, kind, tag := threadOf(subject)
		return []any{orDash(thread), orDash(kind), orDash(tag)}
	}, "threads.tsv")
}

func TestListName(t *testing.T) {
	test.Table(t, "listName", func(in struct{ Tag, ListID string }) string { return listName(in.Tag, in.ListID, "") }, "listnames.tsv")
}

func TestRobotList(t *testing.T) {
	split := func(s string) []string {
		if s == "" {
			return nil
		}
		return strings.Split(s, " | ")
	}
	test.Table(t, "robotList", func(in struct{ Sender, Recipients string }) string {
		return robotList(split(in.Sender), split(in.Recipients))
	}, "robotlists.tsv")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// The same mail without a Message-ID, in a copy of its archive saved with
// Windows line ends and read since (its Content-Length and Status
// rewritten), is one record; another mail is not.
func TestContentIdentityAcrossCopies(t *testing.T) {
	lf := "Subject: Resize with Transparency\nTo: magick@wizards.dupont.com\nDate: Sun, 8 Aug 1999 10:04:17 +0200\nContent-Length: 12\n\nHi,\n\nMaybe.\n"
	crlf := strings.ReplaceAll(strings.Replace(lf, "Content-Length: 12", "Content-Length: 15\nStatus: RO", 1), "\n", "\r\n")
	other := strings.Replace(lf, "Maybe.", "Perhaps.", 1)
	id := func(raw string) string {
		h, body := splitHeader([]byte(raw))
		return contentIdentity(&h, body)
	}
	if id(lf) != id(crlf) {
		t.Errorf("a CRLF copy of a mail is another identity: %s, %s", id(lf), id(crlf))
	}
	if id(lf) == id(other) {
		t.Errorf("mails with different bodies share identity %s", id(lf))
	}
}
