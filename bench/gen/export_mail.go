package gen

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"html"
	"mime"
	"mime/quotedprintable"
	"net/mail"
	"sort"
	"strings"
	"time"

	"reqap/lang/ascii"
)

func formatAddrs(as []addr) string {
	var parts []string
	for _, a := range as {
		parts = append(parts, (&mail.Address{Name: a.name, Address: a.email}).String())
	}
	return strings.Join(parts, ", ")
}

// writeMbox writes the Gmail Takeout mailbox: From_ separators with Gmail's
// thread ids, X-Gmail-Labels, RFC 2047 subjects, quoted-printable and
// base64 bodies, HTML alternatives for shop mails.
func (w *World) writeMbox(ctx context.Context, out string) error {
	fw, err := createFile(out, MailboxPath)
	if err != nil {
		return err
	}
	msgs := append([]*mailMsg(nil), w.mails...)
	sort.SliceStable(msgs, func(i, j int) bool { return msgs[i].date.Before(msgs[j].date) })
	threads := map[string]uint64{}
	r := newRNG(w.P.Seed, "mbox")
	for n, m := range msgs {
		if n%256 == 0 {
			if err := ctx.Err(); err != nil {
				fw.Close()
				return err
			}
		}
		thr, ok := threads[m.inReplyTo]
		if !ok || m.inReplyTo == "" {
			thr = 1_600_000_000_000_000_000 + uint64(r.Int64N(300_000_000_000_000_000))
		}
		threads[m.msgID] = thr
		startLine := fw.line
		var b strings.Builder
		fmt.Fprintf(&b, "From %d@xxx %s\n", thr, m.date.UTC().Format("Mon Jan 02 15:04:05 -0700 2006"))
		fmt.Fprintf(&b, "X-GM-THRID: %d\n", thr)
		fmt.Fprintf(&b, "X-Gmail-Labels: %s\n", m.labels)
		if !m.sent {
			fmt.Fprintf(&b, "Delivered-To: %s\n", w.P.Self.Email)
			fmt.Fprintf(&b, "Received: by 2002:a05:6a10:%x with SMTP id %s;\n        %s\n", r.IntN(0xffff), r.hex(12), m.date.UTC().Add(-time.Duration(r.between(1, 30))*time.Second).Format("Mon, 2 Jan 2006 15:04:05 -0700 (MST)"))
		}
		b.WriteString("MIME-Version: 1.0\n")
		fmt.Fprintf(&b, "Date: %s\n", m.date.In(w.P.Loc).Format("Mon, 2 Jan 2006 15:04:05 -0700"))
		if m.inReplyTo != "" {
			fmt.Fprintf(&b, "In-Reply-To: %s\nReferences: %s\n", m.inReplyTo, m.inReplyTo)
		}
		fmt.Fprintf(&b, "Message-ID: %s\n", m.msgID)
		subj := m.subject
		if !ascii.Only(subj) || m.encodeSubj {
			subj = encodeWords(subj, n%2 == 0)
		}
		fmt.Fprintf(&b, "Subject: %s\n", subj)
		fmt.Fprintf(&b, "From: %s\n", formatAddrs([]addr{m.from}))
		fmt.Fprintf(&b, "To: %s\n", formatAddrs(m.to))
		if len(m.cc) > 0 {
			fmt.Fprintf(&b, "Cc: %s\n", formatAddrs(m.cc))
		}
		body := strings.ReplaceAll(m.body, "\r\n", "\n")
		if m.html {
			boundary := fmt.Sprintf("000000000000%s", r.hex(16))
			fmt.Fprintf(&b, "Content-Type: multipart/alternative; boundary=\"%s\"\n\n", boundary)
			fmt.Fprintf(&b, "--%s\nContent-Type: text/plain; charset=\"UTF-8\"\nContent-Transfer-Encoding: quoted-printable\n\n%s\n", boundary, qp(body))
			fmt.Fprintf(&b, "--%s\nContent-Type: text/html; charset=\"UTF-8\"\nContent-Transfer-Encoding: quoted-printable\n\n%s\n", boundary, qp(htmlBody(body)))
			fmt.Fprintf(&b, "--%s--\n", boundary)
		} else {
			switch {
			case ascii.Only(body):
				b.WriteString("Content-Type: text/plain; charset=\"UTF-8\"\n\n")
				b.WriteString(body)
			case n%3 == 0:
				b.WriteString("Content-Type: text/plain; charset=\"UTF-8\"\nContent-Transfer-Encoding: base64\n\n")
				enc := base64.StdEncoding.EncodeToString([]byte(body))
				for len(enc) > 76 {
					b.WriteString(enc[:76] + "\n")
					enc = enc[76:]
				}
				b.WriteString(enc)
			default:
				b.WriteString("Content-Type: text/plain; charset=\"UTF-8\"\nContent-Transfer-Encoding: quoted-printable\n\n")
				b.WriteString(qp(body))
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
		fw.WriteString(escapeFromLines(b.String()))
		w.observe(m.refs, MailboxPath, fmt.Sprintf("message %d (line %d), Message-ID %s", n+1, startLine, m.msgID))
	}
	return fw.Close()
}

// escapeFromLines quotes body lines that would read as message separators
// (mboxrd), leaving the first line, the real separator, alone.
func escapeFromLines(msg string) string {
	i := strings.IndexByte(msg, '\n')
	if i < 0 {
		return msg
	}
	rest := msg[i+1:]
	if !strings.Contains(rest, "\nFrom ") && !strings.HasPrefix(rest, "From ") {
		return msg
	}
	lines := strings.Split(rest, "\n")
	for k, l := range lines {
		if strings.HasPrefix(strings.TrimLeft(l, ">"), "From ") {
			lines[k] = ">" + l
		}
	}
	return msg[:i+1] + strings.Join(lines, "\n")
}

// encodeWords writes a header value as RFC 2047 encoded-words (B or Q),
// even when it is plain ASCII, as many mailers do; long values are split
// into several words on folded lines, never inside a character.
func encodeWords(s string, b64 bool) string {
	enc := mime.QEncoding
	if b64 {
		enc = mime.BEncoding
	}
	var words []string
	chunk := ""
	flush := func() {
		if chunk != "" {
			w := enc.Encode("UTF-8", chunk)
			if w == chunk { // mime leaves plain ASCII alone: encode by hand
				if b64 {
					w = "=?UTF-8?B?" + base64.StdEncoding.EncodeToString([]byte(chunk)) + "?="
				} else {
					w = "=?UTF-8?Q?" + qWord(chunk) + "?="
				}
			}
			words = append(words, w)
			chunk = ""
		}
	}
	for _, r := range s {
		chunk += string(r)
		if len(chunk) >= 30 {
			flush()
		}
	}
	flush()
	return strings.Join(words, "\n ")
}

func qWord(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			b.WriteByte('_')
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c == '!', c == '*', c == '+', c == '-', c == '/':
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "=%02X", c)
		}
	}
	return b.String()
}

func qp(s string) string {
	var buf bytes.Buffer
	qw := quotedprintable.NewWriter(&buf)
	qw.Write([]byte(s))
	qw.Close()
	return strings.ReplaceAll(buf.String(), "\r\n", "\n")
}

func htmlBody(text string) string {
	var b strings.Builder
	b.WriteString("<html><body><div style=\"font-family:Arial,sans-serif\">")
	for _, para := range strings.Split(text, "\n\n") {
		b.WriteString("<p>")
		b.WriteString(strings.ReplaceAll(html.EscapeString(para), "\n", "<br>"))
		b.WriteString("</p>")
	}
	b.WriteString("</div></body></html>")
	return b.String()
}
