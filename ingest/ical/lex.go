package ical

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// maxLine bounds one unfolded content line. Inline attachments can be
// megabytes long; a longer line is dropped (and reported) rather than held.
const maxLine = 8 << 20

// maxDepth bounds component nesting, so a file of nested BEGIN lines cannot
// grow the parser's stack without limit.
const maxDepth = 32

// prop is one content line: NAME;PARAM=VALUE:value.
type prop struct {
	name   string              // upper case
	params map[string][]string // upper-case names; nil when there are none
	value  string              // raw, still escaped
	line   int                 // line number where the content line starts
}

// param returns the first value of a parameter, or "".
func (p *prop) param(name string) string {
	if v := p.params[name]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// component is a BEGIN/END block with the properties this package uses.
type component struct {
	name     string
	line     int
	props    []prop
	children []*component
	closed   bool // END was seen
}

// get returns the first property called name, or nil.
func (c *component) get(name string) *prop {
	for i := range c.props {
		if c.props[i].name == name {
			return &c.props[i]
		}
	}
	return nil
}

// all returns every property called name.
func (c *component) all(name string) []*prop {
	var out []*prop
	for i := range c.props {
		if c.props[i].name == name {
			out = append(out, &c.props[i])
		}
	}
	return out
}

// text returns the unescaped text of the first property called name.
func (c *component) text(name string) string {
	if p := c.get(name); p != nil {
		return unescapeText(p.value)
	}
	return ""
}

// kept lists the properties stored per component; everything else (inline
// attachments, vendor extensions) is read past without keeping it.
var kept = map[string]map[string]bool{
	"VCALENDAR": set("X-WR-CALNAME", "X-WR-CALDESC", "X-WR-TIMEZONE", "METHOD"),
	"VEVENT": set("UID", "DTSTART", "DTEND", "DURATION", "RRULE", "EXRULE", "RDATE", "EXDATE",
		"RECURRENCE-ID", "SEQUENCE", "SUMMARY", "LOCATION", "DESCRIPTION", "X-ALT-DESC",
		"ORGANIZER", "ATTENDEE", "STATUS", "CATEGORIES", "URL", "DTSTAMP"),
	"VTIMEZONE": set("TZID", "X-LIC-LOCATION"),
	"VALARM":    set("ACTION", "TRIGGER"),
	"STANDARD":  set("DTSTART", "TZOFFSETFROM", "TZOFFSETTO", "TZNAME", "RRULE", "RDATE"),
	"DAYLIGHT":  set("DTSTART", "TZOFFSETFROM", "TZOFFSETTO", "TZNAME", "RRULE", "RDATE"),
}

func set(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// keepChild says which nested components are stored.
func keepChild(parent, child string) bool {
	switch parent {
	case "":
		return child == "VCALENDAR"
	case "VCALENDAR":
		return child == "VEVENT" || child == "VTIMEZONE"
	case "VEVENT":
		// Only when it is set to go off: "did I set a reminder for the
		// dentist" is then answered from the file, not from the words.
		return child == "VALARM"
	case "VTIMEZONE":
		return child == "STANDARD" || child == "DAYLIGHT"
	}
	return false
}

// errNotICal means the content does not start with BEGIN:VCALENDAR.
var errNotICal = errors.New("not an iCalendar file: it does not start with BEGIN:VCALENDAR")

// problem is a part of the file that could not be read; the rest was.
type problem struct {
	line   int
	reason string
}

// lineReader yields unfolded content lines with the number of the physical
// line each starts on. It accepts CRLF, LF and lone CR line ends, folding
// with a space or a TAB, and a missing final newline.
type lineReader struct {
	br      *bufio.Reader
	line    int // physical lines consumed
	pending []byte
	pendOK  bool
	pendNo  int
	pendCut bool
	err     error
	cut     bool // the current physical line was longer than maxLine
	tooLong bool // the last returned line was cut at maxLine
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{br: bufio.NewReaderSize(r, 64<<10)}
}

// physical reads one physical line without its terminator.
func (lr *lineReader) physical() ([]byte, bool) {
	var buf []byte
	lr.cut = false
	for {
		b, err := lr.br.ReadByte()
		if err != nil {
			if err != io.EOF {
				lr.err = err
			}
			if len(buf) == 0 && !lr.cut {
				return nil, false
			}
			break
		}
		if b == '\n' {
			break
		}
		if b == '\r' {
			if nb, err := lr.br.ReadByte(); err == nil && nb != '\n' {
				_ = lr.br.UnreadByte()
			}
			break
		}
		if len(buf) < maxLine {
			buf = append(buf, b)
		} else {
			lr.cut = true
		}
	}
	lr.line++
	return buf, true
}

// next returns the next unfolded line and its starting line number.
func (lr *lineReader) next() (string, int, bool) {
	var cur []byte
	var start int
	lr.tooLong = false
	if lr.pendOK {
		cur, start, lr.tooLong, lr.pendOK = lr.pending, lr.pendNo, lr.pendCut, false
	} else {
		b, ok := lr.physical()
		if !ok {
			return "", 0, false
		}
		cur, start, lr.tooLong = b, lr.line, lr.cut
	}
	for {
		b, ok := lr.physical()
		if !ok {
			break
		}
		if len(b) > 0 && (b[0] == ' ' || b[0] == '\t') {
			if len(cur)+len(b) <= maxLine && !lr.cut {
				cur = append(cur, b[1:]...)
			} else {
				lr.tooLong = true
			}
			continue
		}
		lr.pending, lr.pendNo, lr.pendCut, lr.pendOK = b, lr.line, lr.cut, true
		break
	}
	return string(cur), start, true
}

// parse reads every VCALENDAR of r. Unreadable lines and unterminated
// components are reported as problems; an error is returned only when the
// file is not iCalendar at all or cannot be read.
func parse(ctx context.Context, r io.Reader) ([]*component, []problem, error) {
	lr := newLineReader(r)
	var (
		cals     []*component
		problems []problem
		stack    []*component // stored components; nil entries are skipped ones
		names    []string     // names of every open component
		seen     bool         // a non-empty line has been read
	)
	for n := 0; ; n++ {
		if n&1023 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
		}
		raw, no, ok := lr.next()
		if !ok {
			break
		}
		if lr.tooLong {
			problems = append(problems, problem{no, fmt.Sprintf("content line longer than %d bytes skipped", maxLine)})
			continue
		}
		if !seen {
			raw = strings.TrimPrefix(raw, "\ufeff")
		}
		if strings.TrimSpace(raw) == "" {
			continue
		}
		if !utf8.ValidString(raw) {
			raw = decodeLegacy(raw)
		}
		name, params, value, err := parseLine(raw)
		if !seen {
			seen = true
			if err != nil || name != "BEGIN" || !strings.EqualFold(strings.TrimSpace(value), "VCALENDAR") {
				return nil, nil, errNotICal
			}
		}
		if err != nil {
			if len(names) > 0 {
				problems = append(problems, problem{no, err.Error()})
			}
			continue
		}
		switch name {
		case "BEGIN":
			cname := strings.ToUpper(strings.TrimSpace(value))
			if len(names) >= maxDepth {
				return cals, problems, fmt.Errorf("line %d: components nested more than %d deep", no, maxDepth)
			}
			parent := ""
			var pc *component
			if len(names) > 0 {
				parent = names[len(names)-1]
				pc = stack[len(stack)-1]
			}
			var c *component
			if (len(names) == 0 || pc != nil) && keepChild(parent, cname) {
				c = &component{name: cname, line: no}
				if pc == nil {
					cals = append(cals, c)
				} else {
					pc.children = append(pc.children, c)
				}
			}
			names = append(names, cname)
			stack = append(stack, c)
		case "END":
			cname := strings.ToUpper(strings.TrimSpace(value))
			i := len(names) - 1
			for i >= 0 && names[i] != cname {
				i--
			}
			if i < 0 {
				problems = append(problems, problem{no, "END:" + cname + " without BEGIN"})
				continue
			}
			// Components left open inside the one being closed stay
			// unterminated and are treated as broken later.
			if c := stack[i]; c != nil {
				c.closed = true
			}
			names, stack = names[:i], stack[:i]
		default:
			if len(stack) == 0 {
				continue // between calendars
			}
			c := stack[len(stack)-1]
			if c == nil || !kept[c.name][name] {
				continue
			}
			c.props = append(c.props, prop{name: name, params: params, value: value, line: no})
		}
	}
	if lr.err != nil {
		return cals, problems, fmt.Errorf("reading line %d: %w", lr.line+1, lr.err)
	}
	if !seen {
		return nil, nil, errors.New("empty file")
	}
	return cals, problems, nil
}

// parseLine splits a content line into name, parameters and value. It is
// lenient where exporters are sloppy: a parameter without "=" is dropped, an
// unterminated quote runs to the end, and a backslash before a comma in a
// parameter value (Outlook's TZIDs) keeps the comma.
func parseLine(s string) (string, map[string][]string, string, error) {
	i := strings.IndexAny(s, ";:")
	if i <= 0 {
		return "", nil, "", fmt.Errorf("malformed content line %q: no name or no colon", clip(s))
	}
	name := strings.ToUpper(strings.TrimSpace(s[:i]))
	for _, r := range name {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return "", nil, "", fmt.Errorf("malformed content line %q: bad property name", clip(s))
		}
	}
	var params map[string][]string
	pos := i
	for pos < len(s) && s[pos] == ';' {
		pos++
		eq := strings.IndexAny(s[pos:], "=;:")
		if eq < 0 {
			return "", nil, "", fmt.Errorf("malformed content line %q: no colon", clip(s))
		}
		if s[pos+eq] != '=' { // parameter without a value: skip it
			pos += eq
			continue
		}
		pname := strings.ToUpper(strings.TrimSpace(s[pos : pos+eq]))
		pos += eq + 1
		var vals []string
		for {
			var v string
			if pos < len(s) && s[pos] == '"' {
				end := strings.IndexByte(s[pos+1:], '"')
				if end < 0 {
					return "", nil, "", fmt.Errorf("malformed content line %q: unterminated quote", clip(s))
				}
				v = s[pos+1 : pos+1+end]
				pos += end + 2
			} else {
				var b strings.Builder
				for pos < len(s) {
					c := s[pos]
					if c == '\\' && pos+1 < len(s) && s[pos+1] == ',' {
						b.WriteByte(',')
						pos += 2
						continue
					}
					if c == ',' || c == ';' || c == ':' {
						break
					}
					if c != '"' {
						b.WriteByte(c)
					}
					pos++
				}
				v = b.String()
			}
			vals = append(vals, decodeCaret(v))
			if pos < len(s) && s[pos] == ',' {
				pos++
				continue
			}
			break
		}
		if pname != "" {
			if params == nil {
				params = map[string][]string{}
			}
			params[pname] = append(params[pname], vals...)
		}
	}
	if pos >= len(s) || s[pos] != ':' {
		return "", nil, "", fmt.Errorf("malformed content line %q: no colon after parameters", clip(s))
	}
	return name, params, s[pos+1:], nil
}

// decodeCaret undoes RFC 6868 parameter encoding (^n, ^', ^^).
func decodeCaret(s string) string {
	if strings.IndexByte(s, '^') < 0 {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '^' && i+1 < len(s) {
			switch s[i+1] {
			case 'n', 'N':
				b.WriteByte('\n')
				i++
				continue
			case '\'':
				b.WriteByte('"')
				i++
				continue
			case '^':
				b.WriteByte('^')
				i++
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// unescapeText undoes TEXT escaping. Unknown escapes keep the character, as
// every calendar client does, instead of failing the property.
func unescapeText(s string) string {
	if strings.IndexByte(s, '\\') < 0 {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case 'n', 'N':
			b.WriteByte('\n')
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// splitText splits a multi-valued TEXT property at unescaped commas and
// unescapes each part.
func splitText(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case ',':
			out = append(out, unescapeText(s[start:i]))
			start = i + 1
		}
	}
	return append(out, unescapeText(s[start:]))
}

// decodeLegacy reads a line that is not UTF-8 as Windows-1252, the encoding
// old Outlook versions wrote.
func decodeLegacy(s string) string {
	out, err := charmap.Windows1252.NewDecoder().String(s)
	if err != nil {
		return strings.ToValidUTF8(s, "\ufffd")
	}
	return out
}

func clip(s string) string {
	if len(s) > 60 {
		s = s[:60] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}
