package mail

import (
	"bytes"
	"encoding/base64"
	"strings"
	"unicode"
)

// field is one header field: its lower-case name and its raw value, which
// still holds the line breaks of folded continuation lines.
type field struct {
	name  string
	value []byte
}

// header is a header block, fields in the order they appear.
type header struct {
	fields []field
}

// get returns the unfolded value of the first field called name (lower
// case), or nil.
func (h *header) get(name string) []byte {
	for i := range h.fields {
		if h.fields[i].name == name {
			return unfold(h.fields[i].value)
		}
	}
	return nil
}

// last returns the unfolded value of the last field called name: for
// Received, the hop closest to the sender.
func (h *header) last(name string) []byte {
	for i := len(h.fields) - 1; i >= 0; i-- {
		if h.fields[i].name == name {
			return unfold(h.fields[i].value)
		}
	}
	return nil
}

// all returns the unfolded values of every field called name, in order.
func (h *header) all(name string) [][]byte {
	var out [][]byte
	for i := range h.fields {
		if h.fields[i].name == name {
			out = append(out, unfold(h.fields[i].value))
		}
	}
	return out
}

// unfold removes the line breaks of folding and keeps the white space that
// follows them, as RFC 5322 says. Values are unfolded when asked for, not
// while parsing, so a field folded over a million lines costs linear time.
func unfold(v []byte) []byte {
	if bytes.IndexByte(v, '\n') < 0 {
		return v
	}
	out := make([]byte, 0, len(v))
	for _, c := range v {
		if c != '\n' && c != '\r' {
			out = append(out, c)
		}
	}
	return out
}

// splitHeader parses the header block at the start of msg and returns it
// with the body. It is lenient the way mail readers are: a line that is
// neither a field nor a continuation ends the header block and starts the
// body (a message missing its blank separator line keeps its text), and a
// stray continuation line before the first field is ignored.
func splitHeader(msg []byte) (header, []byte) {
	var h header
	pos := 0
	valueStart := -1 // where the value of the last field starts in msg
	for pos < len(msg) {
		line, next := nextLine(msg, pos)
		if len(line) == 0 {
			return h, msg[next:]
		}
		if line[0] == ' ' || line[0] == '\t' {
			if n := len(h.fields); n > 0 {
				h.fields[n-1].value = msg[valueStart : pos+len(line)]
			}
			pos = next
			continue
		}
		name, value, ok := fieldLine(line)
		if !ok {
			return h, msg[pos:]
		}
		valueStart = pos + len(line) - len(value)
		h.fields = append(h.fields, field{name: name, value: value})
		pos = next
	}
	return h, nil
}

// nextLine returns the line starting at pos without its line ending, and
// the position of the following line.
func nextLine(b []byte, pos int) (line []byte, next int) {
	end := bytes.IndexByte(b[pos:], '\n')
	if end < 0 {
		line, next = b[pos:], len(b)
	} else {
		line, next = b[pos:pos+end], pos+end+1
	}
	if n := len(line); n > 0 && line[n-1] == '\r' {
		line = line[:n-1]
	}
	return line, next
}

// fieldLine splits "Name: value". The name is printable ASCII without
// spaces; obsolete syntax allows white space before the colon.
func fieldLine(line []byte) (name string, value []byte, ok bool) {
	i := bytes.IndexByte(line, ':')
	if i <= 0 {
		return "", nil, false
	}
	n := bytes.TrimRight(line[:i], " \t")
	if len(n) == 0 {
		return "", nil, false
	}
	for _, c := range n {
		if c <= ' ' || c > '~' {
			return "", nil, false
		}
	}
	return strings.ToLower(string(n)), line[i+1:], true
}

// isFieldLine reports whether line looks like the start of a header field.
func isFieldLine(line []byte) bool {
	_, _, ok := fieldLine(line)
	return ok
}

// cleanText collapses every run of white space (folding, tabs, newlines
// produced by decoding) into one space and drops control characters.
func cleanText(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.IsSpace(r) || r == '\u200b' || r == '\ufeff':
			space = true
			continue
		case unicode.IsControl(r):
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// decodeText decodes an unstructured header value (Subject, a display
// name): RFC 2047 encoded-words in any charset, raw 8-bit text, folding.
func decodeText(raw []byte, hint string) string {
	return cleanText(decodeWords(raw, hint))
}

// decodeWords replaces RFC 2047 encoded-words by their text. Adjacent words
// in the same charset are joined before charset decoding, because mailers
// split long text at byte boundaries, even inside a multi-byte character;
// white space between adjacent encoded-words is dropped as the RFC says.
// Malformed words are left as written.
func decodeWords(raw []byte, hint string) string {
	if !bytes.Contains(raw, []byte("=?")) {
		return decodeRaw(raw, hint)
	}
	var out strings.Builder
	var pend []byte
	var pendCS string
	hasPend := false
	flush := func() {
		if hasPend {
			out.WriteString(decodeCharset(pendCS, pend))
			pend, hasPend = pend[:0], false
		}
	}
	last, prevWord := 0, false
	for i := 0; i < len(raw); {
		j := bytes.Index(raw[i:], []byte("=?"))
		if j < 0 {
			break
		}
		start := i + j
		cs, data, end, ok := encodedWord(raw, start)
		if !ok {
			i = start + 2
			continue
		}
		gap := raw[last:start]
		if !prevWord || len(bytes.TrimSpace(gap)) > 0 {
			flush()
			out.WriteString(decodeRaw(gap, hint))
		}
		if hasPend && cs != pendCS {
			flush()
		}
		pend, pendCS, hasPend = append(pend, data...), cs, true
		prevWord, last, i = true, end, end
	}
	flush()
	out.WriteString(decodeRaw(raw[last:], hint))
	return out.String()
}

// maxWordText bounds the encoded text of one encoded-word.
const maxWordText = 4096

// encodedWord parses "=?charset?B|Q?text?=" at raw[start:] and returns the
// normalized charset, the decoded bytes and the end of the word.
func encodedWord(raw []byte, start int) (cs string, data []byte, end int, ok bool) {
	p := start + 2
	q := bytes.IndexByte(raw[p:min(p+65, len(raw))], '?')
	if q <= 0 || p+q+3 > len(raw) {
		return "", nil, 0, false
	}
	charset := raw[p : p+q]
	if bytes.ContainsAny(charset, " \t\r\n\"") {
		return "", nil, 0, false
	}
	enc := raw[p+q+1]
	if raw[p+q+2] != '?' {
		return "", nil, 0, false
	}
	t := p + q + 3
	// Words are at most 75 bytes by the RFC; longer ones exist, but a
	// window keeps a header full of unclosed "=?" linear.
	e := bytes.Index(raw[t:min(t+maxWordText, len(raw))], []byte("?="))
	if e < 0 {
		return "", nil, 0, false
	}
	text := raw[t : t+e]
	switch enc {
	case 'b', 'B':
		data = decodeBase64(text)
	case 'q', 'Q':
		data = decodeQ(text)
	default:
		return "", nil, 0, false
	}
	return normCharset(string(charset)), data, t + e + 2, true
}

// decodeQ decodes the Q encoding of RFC 2047: "_" is a space, =XX a byte.
func decodeQ(s []byte) []byte {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '_':
			out = append(out, ' ')
		case c == '=' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			out = append(out, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
		default:
			out = append(out, c)
		}
	}
	return out
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}

// decodeBase64 decodes base64 leniently: characters outside the alphabet
// (line breaks, stray spaces) are skipped, padding is optional, and padding
// in the middle (mailers that encode each line on its own) ends one run and
// starts the next, so a damaged or truncated part still yields what it holds.
func decodeBase64(s []byte) []byte {
	out := make([]byte, 0, len(s)*3/4+3)
	run := make([]byte, 0, len(s))
	flush := func() {
		if len(run)%4 == 1 {
			run = run[:len(run)-1]
		}
		buf := make([]byte, base64.RawStdEncoding.DecodedLen(len(run)))
		// Every byte is in the alphabet and the length is valid, so Decode
		// cannot fail; n is what it wrote either way.
		n, _ := base64.RawStdEncoding.Decode(buf, run)
		out = append(out, buf[:n]...)
		run = run[:0]
	}
	for _, c := range s {
		switch {
		case 'A' <= c && c <= 'Z', 'a' <= c && c <= 'z', '0' <= c && c <= '9', c == '+', c == '/':
			run = append(run, c)
		case c == '-':
			run = append(run, '+') // URL-safe alphabet from broken mailers
		case c == '_':
			run = append(run, '/')
		case c == '=':
			if len(run) > 0 {
				flush()
			}
		}
	}
	flush()
	return out
}

// decodeQuotedPrintable decodes a quoted-printable body leniently: a
// malformed escape is kept as written instead of failing the part.
func decodeQuotedPrintable(s []byte) []byte {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '=' {
			out = append(out, c)
			continue
		}
		// Soft line break: "=" followed by optional transport padding and
		// the end of the line.
		j := i + 1
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		if j < len(s) && s[j] == '\r' {
			j++
		}
		if j >= len(s) || s[j] == '\n' {
			i = j
			continue
		}
		if i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			out = append(out, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		out = append(out, c)
	}
	return out
}

// messageID extracts the identifier inside the first <...> of a
// Message-ID, In-Reply-To or References value, without the brackets; a value
// without brackets gives its first word.
func messageID(raw []byte) string {
	s := string(raw)
	if i := strings.IndexByte(s, '<'); i >= 0 {
		if j := strings.IndexByte(s[i+1:], '>'); j >= 0 {
			s = s[i+1 : i+1+j]
		} else {
			s = s[i+1:]
		}
	} else if f := strings.Fields(s); len(f) > 0 {
		s = f[0]
	}
	s = strings.Join(strings.Fields(s), "")
	return cleanText(strings.ToValidUTF8(s, ""))
}
