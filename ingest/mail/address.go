package mail

import (
	"bytes"
	"strings"
)

// parsePeople reads an address-list header (From, To, Cc) into people
// written "Display Name <addr>" or the address alone.
//
// net/mail's parser rejects much of what real archives hold (missing commas,
// pipermail's "user at domain (Name)", encoded-words inside quotes, raw
// 8-bit names), and one rejected address would lose the whole list, so this
// parser never fails: it splits the list on its structure (quotes, comments,
// angle brackets, commas) and decodes each name afterwards, because an
// encoded-word may decode to a comma.
func parsePeople(raw []byte, hint string) []string {
	var out []string
	var cur entry
	finish := func() {
		out = cur.people(out, hint)
		cur = entry{}
	}
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		switch c {
		case '"':
			s, next := quoted(raw, i+1)
			cur.text(s)
			i = next - 1
		case '(':
			s, next := comment(raw, i+1)
			if len(cur.comment) == 0 {
				cur.comment = s
			}
			i = next - 1
		case '<':
			end := bytes.IndexByte(raw[i+1:], '>')
			if end < 0 {
				end = len(raw) - i - 1
			}
			if cur.angle {
				// A second <addr> without a comma between: a new person,
				// whose name is the text read since the first one.
				name := cur.trailing
				cur.trailing = nil
				finish()
				cur.phrase = append(cur.phrase, name...)
			}
			cur.addr = append(cur.addr[:0], raw[i+1:i+1+end]...)
			cur.angle = true
			i += end + 1
		case ',', ';':
			finish()
		case ':':
			if !cur.angle {
				// "Group name: a@b, c@d;": the group's name is no person.
				cur.phrase = cur.phrase[:0]
				continue
			}
			cur.text([]byte{c})
		default:
			cur.text([]byte{c})
		}
	}
	finish()
	return out
}

// entry is one person being read from an address list.
type entry struct {
	phrase   []byte // the display name or bare address, quotes removed
	trailing []byte // text after <addr>: an address someone forgot a comma before
	comment  []byte // the first (comment)
	addr     []byte // what was inside <...>
	angle    bool
}

func (e *entry) text(b []byte) {
	if e.angle {
		e.trailing = append(e.trailing, b...)
	} else {
		e.phrase = append(e.phrase, b...)
	}
}

// people appends the person (or people) this entry names to out.
func (e *entry) people(out []string, hint string) []string {
	var name, addr string
	if e.angle {
		addr = cleanAddr(e.addr)
		name = cleanName(e.phrase, hint)
		if name == "" {
			name = cleanName(e.comment, hint)
		}
	} else {
		text := strings.TrimSpace(decodeRaw(e.phrase, hint))
		name = cleanName(e.comment, hint)
		switch f := strings.Fields(text); {
		case len(f) == 0:
		case len(f) == 3 && f[1] == "at" && strings.Contains(f[2], ".") && !strings.Contains(text, "@"):
			// pipermail hides addresses as "user at domain".
			addr = f[0] + "@" + f[2]
		case len(f) == 1:
			addr = f[0]
		default:
			// "John Smith john@example.com": the word with "@" is the
			// address, the rest the name.
			at := -1
			for i, w := range f {
				if strings.Contains(w, "@") {
					at = i
				}
			}
			if at < 0 {
				if name == "" {
					name = cleanName(e.phrase, hint)
				}
				break
			}
			addr = f[at]
			rest := append(append([]string{}, f[:at]...), f[at+1:]...)
			if name == "" {
				name = cleanName([]byte(strings.Join(rest, " ")), hint)
			}
		}
		addr = cleanAddr([]byte(addr))
	}
	if p := person(name, addr); p != "" {
		out = append(out, p)
	}
	if t := bytes.TrimSpace(e.trailing); bytes.Contains(t, []byte("@")) {
		extra := entry{phrase: t}
		out = extra.people(out, hint)
	}
	return out
}

// person formats a name and an address the way ingest's conventions want.
func person(name, addr string) string {
	switch {
	case addr == "":
		return name
	case name == "" || strings.EqualFold(name, addr):
		return addr
	}
	return name + " <" + addr + ">"
}

func cleanName(b []byte, hint string) string {
	s := decodeText(b, hint)
	// Outlook writes 'Name' in single quotes; quoted names are sometimes
	// quoted twice.
	for len(s) >= 2 && (s[0] == '\'' && s[len(s)-1] == '\'' || s[0] == '"' && s[len(s)-1] == '"') {
		s = strings.TrimSpace(s[1 : len(s)-1])
	}
	return s
}

func cleanAddr(b []byte) string {
	s := strings.Join(strings.Fields(decodeRaw(b, "")), "")
	if len(s) > 7 && strings.EqualFold(s[:7], "mailto:") {
		s = s[7:]
	}
	s = strings.Trim(s, "'\"<>")
	return cleanText(s)
}

// quoted reads a quoted-string starting after its opening quote and returns
// its content without escapes and the index after the closing quote.
func quoted(b []byte, i int) ([]byte, int) { return enclosed(b, i, '"', '"') }

// comment reads a (possibly nested) comment starting after its opening
// parenthesis and returns its content and the index after it.
func comment(b []byte, i int) ([]byte, int) { return enclosed(b, i, '(', ')') }

// enclosed reads from i, just after an opening character, to the matching
// close, which a distinct opening character nests, and returns the content
// without backslash escapes and the index after the close.
func enclosed(b []byte, i int, open, close byte) ([]byte, int) {
	var s []byte
	depth := 1
	for ; i < len(b); i++ {
		switch c := b[i]; {
		case c == '\\':
			if i+1 < len(b) {
				i++
				s = append(s, b[i])
			}
			continue
		case c == close:
			depth--
			if depth == 0 {
				return s, i + 1
			}
		case c == open:
			depth++
		}
		s = append(s, b[i])
	}
	return s, i
}
