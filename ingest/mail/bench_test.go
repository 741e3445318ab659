package mail

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"reqap/ingest/ingesttest"
	"testing"
	"time"
)

// benchArchive generates an mbox of n messages in the mix a real mailbox
// has: plain replies, quoted-printable text with encoded-word headers,
// multipart/alternative newsletters with HTML, and mails with a base64
// attachment.
func benchArchive(n int) []byte {
	var b bytes.Buffer
	attachment := base64.StdEncoding.EncodeToString(bytes.Repeat([]byte("attachment data "), 256))
	var wrapped bytes.Buffer
	for i := 0; i < len(attachment); i += 76 {
		wrapped.WriteString(attachment[i:min(i+76, len(attachment))])
		wrapped.WriteByte('\n')
	}
	t0 := time.Date(2015, 1, 1, 8, 0, 0, 0, time.FixedZone("", 3600))
	for i := 0; i < n; i++ {
		d := t0.Add(time.Duration(i) * 37 * time.Minute)
		fmt.Fprintf(&b, "From sender%d@example.org %s\n", i%50, d.UTC().Format("Mon Jan _2 15:04:05 2006"))
		fmt.Fprintf(&b, "Received: from mx%d.example.org by mail.example.net; %s\n", i%7, d.Format(time.RFC1123Z))
		fmt.Fprintf(&b, "Date: %s\nMessage-ID: <%d.bench@example.org>\n", d.Format(time.RFC1123Z), i)
		switch i % 4 {
		case 0:
			fmt.Fprintf(&b, "From: Person %d <p%d@example.org>\nTo: me@example.org\nSubject: Re: meeting %d\n"+
				"In-Reply-To: <%d.bench@example.org>\nContent-Type: text/plain; charset=us-ascii\n\n", i%50, i%50, i, i-1)
			for l := 0; l < 12; l++ {
				fmt.Fprintf(&b, "> line %d of the quoted text that the reply keeps around for context\n", l)
			}
			b.WriteString("Sounds good, see you there.\n\n")
		case 1:
			fmt.Fprintf(&b, "From: =?utf-8?Q?J=C3=B6rg_M=C3=BCller?= <joerg@example.de>\nTo: me@example.org, =?iso-8859-1?Q?Ren=E9?= <rene@example.fr>\n"+
				"Subject: =?utf-8?B?R3LDvMOfZSBhdXMgS8O2bG4=?= %d\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n", i)
			for l := 0; l < 10; l++ {
				b.WriteString("Sch=C3=B6ne Gr=C3=BC=C3=9Fe aus K=C3=B6ln, wir sehen uns am Wochenende im Caf=\n=C3=A9.\n")
			}
			b.WriteString("\n")
		case 2:
			fmt.Fprintf(&b, "From: News <news@shop.example>\nTo: me@example.org\nSubject: Weekly deals %d\nMIME-Version: 1.0\n"+
				"Content-Type: multipart/alternative; boundary=\"alt%d\"\n\n--alt%d\nContent-Type: text/html; charset=utf-8\n\n"+
				"<html><head><style>p{color:red}</style></head><body><h1>Deals</h1>", i, i, i)
			for l := 0; l < 15; l++ {
				fmt.Fprintf(&b, "<p>Item %d &ndash; only &euro;%d.99 <a href=\"https://shop.example/i/%d\">buy</a></p>\n", l, l+5, l)
			}
			fmt.Fprintf(&b, "</body></html>\n--alt%d--\n\n", i)
		case 3:
			fmt.Fprintf(&b, "From: Colleague <c@example.org>\nTo: me@example.org\nCc: boss@example.org\nSubject: report %d\n"+
				"MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=mix%d\n\n--mix%d\nContent-Type: text/plain\n\n"+
				"Please find the report attached.\n--mix%d\nContent-Type: application/pdf; name=\"report-%d.pdf\"\n"+
				"Content-Disposition: attachment; filename=\"report-%d.pdf\"\nContent-Transfer-Encoding: base64\n\n",
				i, i, i, i, i, i)
			b.Write(wrapped.Bytes())
			fmt.Fprintf(&b, "--mix%d--\n\n", i)
		}
	}
	return b.Bytes()
}

// BenchmarkMbox20000 imports a generated 20,000-message archive and reports
// messages (events) per second; MB/s comes from SetBytes.
func BenchmarkMbox20000(b *testing.B) {
	const n = 20000
	ingesttest.Bench(b, Mbox{}, "bench.mbox", benchArchive(n), n)
}
