package mail

// This file walks MIME trees itself rather than through
// github.com/emersion/go-message. Compared on the 121 real messages of
// ../shared/realdata/mail (v0.18.2, with its charset package): go-message
// fails on 9 address lists or bodies real archives hold (pipermail's
// "user at domain (Name)", a To without commas, base64 with stray bytes),
// finds no body text in 19 (HTML-only mail, text parts it files as
// attachments), names no attached message (mime_torture_test.eml's 11 are
// named by their subjects here), misses attachments announced only by a
// Content-Type name (test.pl, gravity.pl), lists PGP signatures as
// attachments, and leaves raw ISO-8859-1 header bytes undecoded. It agreed
// on every other subject, sender and attachment.

import (
	"bytes"
	"maps"
	"slices"
	"strconv"
	"strings"

	"reqap/ingest"
	"reqap/ingest/mail/htmltext"
)

const (
	// maxDepth bounds the nesting of multiparts and encapsulated messages
	// a message may use; deeper parts are ignored.
	maxDepth = 16
	// maxParts bounds the MIME parts read from one message.
	maxParts = 2000
	// maxTextPart bounds the decoded bytes of one text part that are
	// converted; the stored body is capped far below this anyway.
	maxTextPart = 1 << 20
	// maxEnclosed bounds the encapsulated messages of one message that
	// become mails of their own.
	maxEnclosed = 200
	// maxHTMLPart is larger because markup is most of an HTML part.
	maxHTMLPart = 4 << 20
)

// encryptedNote is the body of a PGP/MIME or S/MIME encrypted message.
const encryptedNote = "[Encrypted message: the content cannot be shown without the recipient's key.]"

// content is what the MIME tree of a message holds for the event.
type content struct {
	plain       []string // text/plain parts meant to be read, in order
	html        []string // text/html parts, already converted to text
	attachments []string
	// kinds says what each attachment is ("photo", "audio", "document"),
	// by its name or else its Content-Type, as posts and chats say of
	// their files: "emails with a photo attached" asks it.
	kinds []string
	// calendar is the first iCalendar part (an invitation: text/calendar,
	// or an attached .ics), raw, for the meeting it carries.
	calendar  []byte
	encrypted bool
	// forwarded is the text of the first encapsulated message, the body
	// of a message that only forwards another one.
	forwarded string
	// enclosed are the encapsulated messages themselves, each a mail of
	// its own (a forward as attachment, a digest's messages).
	enclosed []enclosedMessage
}

// enclosedMessage is a message encapsulated in another, raw, with the
// subject of the message that encloses it where that is itself enclosed
// ("" where it is the mail read).
type enclosedMessage struct {
	raw []byte
	in  string
}

func (c *content) merge(o *content) {
	c.plain = append(c.plain, o.plain...)
	c.html = append(c.html, o.html...)
	c.attachments = append(c.attachments, o.attachments...)
	c.kinds = append(c.kinds, o.kinds...)
	if c.calendar == nil {
		c.calendar = o.calendar
	}
	c.encrypted = c.encrypted || o.encrypted
	if c.forwarded == "" {
		c.forwarded = o.forwarded
	}
	c.enclosed = append(c.enclosed, o.enclosed...)
}

// rank orders the alternatives of a multipart/alternative: plain text is
// preferred, HTML is the fallback.
func (c *content) rank() int {
	switch {
	case len(c.plain) > 0:
		return 4
	case len(c.html) > 0:
		return 3
	case c.encrypted:
		return 2
	case c.forwarded != "":
		return 1
	}
	return 0
}

// text is the readable body.
func (c *content) text() string {
	var parts []string
	switch {
	case len(c.plain) > 0:
		parts = c.plain
	case len(c.html) > 0:
		parts = c.html
	case !c.encrypted && c.forwarded != "":
		parts = []string{c.forwarded}
	}
	if c.encrypted {
		parts = append(append([]string{}, parts...), encryptedNote)
	}
	return strings.Join(parts, "\n\n")
}

// walker reads the MIME tree of one message.
type walker struct {
	hint  string // the message's charset, for raw 8-bit part headers
	parts int
	// text counts the bytes of body text decoded so far: once well past
	// what the stored body keeps, further text parts are not decoded.
	text int
}

// textBudget is how many bytes of text a message's parts are decoded for.
const textBudget = 8 * MaxBody

// entity reads one MIME entity (the message itself or a part) into c.
// defType is the type a part without Content-Type has: text/plain, or
// message/rfc822 inside a multipart/digest. Inside multipart/related, parts
// after the root are resources of the HTML (logos, inline images) and only
// named ones are listed as attachments.
func (w *walker) entity(c *content, h *header, body []byte, depth int, defType string, resource bool) {
	w.parts++
	if depth > maxDepth || w.parts > maxParts {
		return
	}
	ct, params := parseMediaType(h.get("content-type"), w.hint)
	switch {
	case ct == "":
		ct = defType
	case ct == "text" || ct == "text/":
		ct = "text/plain" // bare "Content-Type: text" from old mailers
	case !strings.Contains(ct, "/"):
		ct = "application/octet-stream"
	}
	disp, dparams := parseMediaType(h.get("content-disposition"), w.hint)
	filename := dparams["filename"]
	if filename == "" {
		filename = params["name"]
	}
	filename = cleanText(filename)
	// A named part is an attachment, except a message whose own text
	// carries a name (some mailers name even a one-part text message).
	attachment := disp == "attachment" ||
		filename != "" && !(depth == 0 && strings.HasPrefix(ct, "text/"))

	if c.calendar == nil && (ct == "text/calendar" || attachment && strings.HasSuffix(strings.ToLower(filename), ".ics")) {
		c.calendar = []byte(decodeCharset(params["charset"], decodeTransfer(h, body, maxTextPart)))
	}
	switch {
	case strings.HasPrefix(ct, "multipart/"):
		w.multipart(c, ct, params, body, depth)
	case ct == "message/rfc822" || ct == "message/global":
		raw := decodeTransfer(h, body, len(body))
		inner, ib := splitHeader(raw)
		name := filename
		if name == "" {
			name = decodeText(inner.get("subject"), w.hint)
		}
		if name == "" {
			name = decodeText(h.get("content-description"), w.hint)
		}
		if name == "" {
			name = "message"
		}
		if !strings.HasSuffix(strings.ToLower(name), ".eml") {
			name += ".eml"
		}
		c.attachments = append(c.attachments, name)
		var ic content
		w.entity(&ic, &inner, ib, depth+1, "text/plain", false)
		if c.forwarded == "" {
			c.forwarded = ic.text()
		}
		if len(inner.fields) > 0 && len(c.enclosed) < maxEnclosed {
			c.enclosed = append(c.enclosed, enclosedMessage{raw: raw})
		}
		for _, e := range ic.enclosed {
			if e.in == "" {
				e.in = decodeText(inner.get("subject"), w.hint)
			}
			c.enclosed = append(c.enclosed, e)
		}
	case ct == "application/pgp-signature" || ct == "application/pkcs7-signature" ||
		ct == "application/x-pkcs7-signature" || ct == "application/pgp-encrypted":
		// Signatures and the PGP/MIME version part are not attachments.
	case (ct == "application/pkcs7-mime" || ct == "application/x-pkcs7-mime") &&
		!strings.EqualFold(params["smime-type"], "signed-data"):
		c.encrypted = true
	case attachment:
		if filename == "" {
			filename = unnamed(h, ct, w.hint)
		}
		c.attach(filename, ct)
	case (ct == "text/plain" || ct == "text/html") && w.text >= textBudget:
	case ct == "text/plain":
		t := decodeCharset(params["charset"], decodeTransfer(h, body, maxTextPart))
		t = tidy(t, strings.EqualFold(params["format"], "flowed"), strings.EqualFold(params["delsp"], "yes"))
		if t != "" {
			c.plain = append(c.plain, t)
			w.text += len(t)
		}
	case ct == "text/html":
		data := decodeTransfer(h, body, maxHTMLPart)
		cs := params["charset"]
		if cs == "" {
			cs = metaCharset(data)
		}
		if t := htmltext.Convert(decodeCharset(cs, data)); t != "" {
			c.html = append(c.html, t)
			w.text += len(t)
		}
	case strings.HasPrefix(ct, "text/") || resource:
		// Calendar data, vCards and rich-text twins of a plain part are
		// not the readable body; unnamed resources of an HTML part are
		// not attachments.
	default:
		c.attach(unnamed(h, ct, w.hint), ct)
	}
}

// attach lists a file the message carries, and what it is.
func (c *content) attach(name, ct string) {
	c.attachments = append(c.attachments, name)
	if k := ingest.MediaKindOf(name, ct); k != "" {
		c.kinds = append(c.kinds, k)
	}
}

func (w *walker) multipart(c *content, ct string, params map[string]string, body []byte, depth int) {
	sub := strings.TrimPrefix(ct, "multipart/")
	if sub == "encrypted" {
		c.encrypted = true
		return
	}
	parts, ok := splitMultipart(body, params["boundary"])
	if !ok {
		// No boundary found: show what there is as text rather than
		// losing it.
		if len(body) > maxTextPart {
			body = body[:maxTextPart]
		}
		if t := tidy(decodeCharset("", body), false, false); t != "" {
			c.plain = append(c.plain, t)
		}
		return
	}
	defType := "text/plain"
	if sub == "digest" {
		defType = "message/rfc822"
	}
	if sub == "alternative" {
		var best content
		bestRank := -1
		for _, p := range parts {
			ph, pb := splitHeader(p)
			var pc content
			w.entity(&pc, &ph, pb, depth+1, defType, false)
			if r := pc.rank(); r > bestRank {
				best, bestRank = pc, r
			}
			if c.calendar == nil {
				// an invitation's calendar is an alternative to its
				// text, and the meeting still
				c.calendar = pc.calendar
			}
		}
		c.merge(&best)
		return
	}
	for i, p := range parts {
		ph, pb := splitHeader(p)
		w.entity(c, &ph, pb, depth+1, defType, sub == "related" && i > 0)
	}
}

// unnamed names an attachment that has no file name: its description or
// "unnamed", with its type so the list still says what it is.
func unnamed(h *header, ct, hint string) string {
	d := decodeText(h.get("content-description"), hint)
	if d == "" {
		d = "unnamed"
	}
	return d + " (" + ct + ")"
}

// decodeTransfer undoes the Content-Transfer-Encoding, reading at most
// about limit bytes of decoded output.
func decodeTransfer(h *header, body []byte, limit int) []byte {
	cte := strings.ToLower(strings.TrimSpace(string(h.get("content-transfer-encoding"))))
	switch {
	case strings.Contains(cte, "base64"):
		if max := limit/3*4 + 4; len(body) > max {
			body = body[:max]
		}
		return decodeBase64(body)
	case strings.Contains(cte, "quoted-printable"):
		if max := limit * 3; len(body) > max {
			body = body[:max]
		}
		return decodeQuotedPrintable(body)
	}
	if len(body) > limit {
		body = body[:limit]
	}
	return body
}

// splitMultipart returns the parts of a multipart body. ok is false when
// no delimiter line is found at all. A body cut short before its closing
// delimiter keeps the parts it has, the last one as far as it goes.
func splitMultipart(body []byte, boundary string) (parts [][]byte, ok bool) {
	boundary = strings.TrimRight(boundary, " \t")
	if boundary == "" {
		return nil, false
	}
	delim := []byte("--" + boundary)
	start := -1 // where the current part's content begins
	pos := 0
	for pos < len(body) {
		j := bytes.Index(body[pos:], delim)
		if j < 0 {
			break
		}
		at := pos + j
		after := at + len(delim)
		if at > 0 && body[at-1] != '\n' {
			pos = after
			continue
		}
		tail, next := nextLine(body, after)
		closing := bytes.HasPrefix(tail, []byte("--"))
		if !closing && len(bytes.TrimSpace(tail)) > 0 {
			// A longer boundary that merely starts like this one.
			pos = after
			continue
		}
		if start >= 0 {
			end := at
			if end > start && body[end-1] == '\n' {
				end--
			}
			if end > start && body[end-1] == '\r' {
				end--
			}
			parts = append(parts, body[start:end])
			if len(parts) >= maxParts {
				return parts, true
			}
		}
		if closing {
			return parts, true
		}
		start, pos = next, next
	}
	if start < 0 {
		return nil, false
	}
	if start < len(body) {
		parts = append(parts, body[start:])
	}
	return parts, true
}

// parseMediaType reads a Content-Type or Content-Disposition value: the
// lower-case value and its parameters, keys lower-cased, RFC 2231 extended
// and continued parameters joined and decoded, RFC 2047 words in quoted
// values (a common violation) decoded. Unlike mime.ParseMediaType it
// accepts whatever real mailers write: trailing semicolons, spaces around
// "=", unquoted values with spaces, duplicate parameters.
func parseMediaType(raw []byte, hint string) (string, map[string]string) {
	s := decodeRaw(raw, hint)
	i := indexUnquoted(s, ';')
	value := strings.ToLower(strings.Join(strings.Fields(s[:i]), ""))
	params := map[string]string{}
	type seg struct {
		val     string
		encoded bool
	}
	ext := map[string]map[int]seg{}
	for i < len(s) {
		i++ // past ';'
		end := i + indexUnquoted(s[i:], ';')
		item := s[i:end]
		i = end
		eq := strings.IndexByte(item, '=')
		if eq < 0 {
			continue
		}
		key := strings.ToLower(strings.TrimSpace(item[:eq]))
		val := strings.TrimSpace(item[eq+1:])
		if strings.HasPrefix(val, `"`) {
			q, _ := quoted([]byte(val), 1)
			val = string(q)
		}
		if key == "" {
			continue
		}
		if star := strings.IndexByte(key, '*'); star >= 0 {
			base, rest := key[:star], key[star+1:]
			encoded := strings.HasSuffix(rest, "*") || rest == ""
			rest = strings.TrimSuffix(rest, "*")
			n := 0
			if rest != "" {
				var err error
				if n, err = strconv.Atoi(rest); err != nil || n < 0 || n > 999 {
					continue
				}
			}
			if ext[base] == nil {
				ext[base] = map[int]seg{}
			}
			ext[base][n] = seg{val, encoded}
			continue
		}
		if _, dup := params[key]; !dup {
			params[key] = val
		}
	}
	for base, segs := range ext {
		idx := slices.Sorted(maps.Keys(segs))
		var buf []byte
		charset := ""
		for k, n := range idx {
			if n != k {
				break // a gap: what follows is not part of this value
			}
			sg := segs[n]
			v := sg.val
			if sg.encoded {
				if k == 0 {
					// charset'language'value
					if p := strings.IndexByte(v, '\''); p >= 0 {
						if q := strings.IndexByte(v[p+1:], '\''); q >= 0 {
							charset, v = v[:p], v[p+1+q+1:]
						}
					}
				}
				buf = append(buf, percentDecode(v)...)
			} else {
				buf = append(buf, v...)
			}
		}
		params[base] = decodeCharset(charset, buf)
	}
	for k, v := range params {
		if strings.Contains(v, "=?") {
			params[k] = decodeText([]byte(v), hint)
		}
	}
	return value, params
}

// indexUnquoted returns the index of the first c outside a quoted string,
// or len(s).
func indexUnquoted(s string, c byte) int {
	inQuote := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			if inQuote {
				i++
			}
		case '"':
			inQuote = !inQuote
		case c:
			if !inQuote {
				return i
			}
		}
	}
	return len(s)
}

func percentDecode(s string) []byte {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			out = append(out, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		out = append(out, s[i])
	}
	return out
}

// metaCharset finds the charset an HTML part declares in a <meta> tag when
// its Content-Type does not.
func metaCharset(b []byte) string {
	head := b
	if len(head) > 4096 {
		head = head[:4096]
	}
	low := bytes.ToLower(head)
	i := bytes.Index(low, []byte("charset="))
	if i < 0 {
		return ""
	}
	v := low[i+len("charset="):]
	v = bytes.TrimLeft(v, `"' `)
	end := bytes.IndexAny(v, `"'; />`)
	if end < 0 {
		return ""
	}
	return string(v[:end])
}
