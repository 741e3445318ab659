package applehealth

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"

	"reqap/ingest"
)

// recordSkipper passes an export.xml through with its <Record> elements cut
// out. Records are nearly all of a real export (gigabytes of heart-rate and
// step samples) and none of them is an event here; handing them to
// encoding/xml would tokenize and allocate every attribute of every sample.
// The skipper finds them at byte level instead and replaces each by the
// newlines it contained, so the decoder's line numbers stay those of the
// file.
//
// It relies on what makes XML scannable: outside comments, CDATA and the
// DTD, every '<' starts markup, and a '<' cannot occur in an attribute
// value. Records never nest and Apple writes no comments or CDATA inside
// them.
type recordSkipper struct {
	ctx     context.Context
	br      *bufio.Reader
	out     []byte // pending output
	off     int
	err     error
	records int64 // records skipped
	// onRecord, when set, is given each Record's start tag (up to
	// maxTag bytes) and its line, so the records can be summed by day.
	onRecord func(tag []byte, line int)
	line     int // newlines passed so far
	tag      []byte
}

// maxTag bounds the start tag handed to onRecord; a Record's attributes
// take a few hundred bytes.
const maxTag = 16 << 10

func newRecordSkipper(ctx context.Context, r io.Reader) *recordSkipper {
	return &recordSkipper{ctx: ctx, br: bufio.NewReaderSize(r, 256<<10)}
}

func (s *recordSkipper) Read(p []byte) (int, error) {
	for s.off == len(s.out) {
		if s.err != nil {
			return 0, s.err
		}
		s.fill()
	}
	n := copy(p, s.out[s.off:])
	s.off += n
	return n, nil
}

// fill produces the next piece of output: the text up to the next '<', and
// either that '<' or, when it opens a Record, the Record's newlines.
func (s *recordSkipper) fill() {
	s.out, s.off = s.out[:0], 0
	chunk, err := s.br.ReadSlice('<')
	switch {
	case err == bufio.ErrBufferFull:
		s.out = append(s.out, chunk...)
		s.line += bytes.Count(chunk, newline)
		return
	case err != nil:
		s.out = append(s.out, chunk...)
		s.err = err
		return
	}
	s.out = append(s.out, chunk[:len(chunk)-1]...)
	s.line += bytes.Count(chunk, newline)
	if !s.atRecord() {
		s.out = append(s.out, '<')
		return
	}
	s.records++
	if s.records%4096 == 0 {
		if err := s.ctx.Err(); err != nil {
			s.err = err
			return
		}
	}
	line := s.line + 1
	s.tag = s.tag[:0]
	nl, err := s.skipRecord()
	if err == nil && s.onRecord != nil {
		s.onRecord(s.tag, line)
	}
	s.line += nl
	for ; nl > 0; nl-- {
		s.out = append(s.out, '\n')
	}
	if err != nil {
		s.err = err
	}
}

// atRecord reports whether the '<' just read opens a Record element.
func (s *recordSkipper) atRecord() bool {
	b, _ := s.br.Peek(7)
	return len(b) == 7 && string(b[:6]) == "Record" && isDelim(b[6])
}

func isDelim(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '/' || c == '>'
}

// skipRecord consumes a Record element whose '<' has been read, and returns
// how many newlines it spanned.
func (s *recordSkipper) skipRecord() (nl int, err error) {
	// The start tag ends at the first '>' outside a quoted attribute
	// value ('>' may appear raw inside one).
	var quote, prev byte
	for {
		chunk, err := s.br.ReadSlice('>')
		if err != nil && err != bufio.ErrBufferFull {
			return nl, io.ErrUnexpectedEOF
		}
		body := chunk
		if err == nil {
			body = chunk[:len(chunk)-1]
		}
		if s.onRecord != nil && len(s.tag) < maxTag {
			s.tag = append(s.tag, body[:min(len(body), maxTag-len(s.tag))]...)
		}
		nl += bytes.Count(body, newline)
		quote = scanQuotes(body, quote)
		if t := bytes.TrimRight(body, " \t\r\n"); len(t) > 0 {
			prev = t[len(t)-1]
		}
		if err == bufio.ErrBufferFull || quote != 0 {
			continue
		}
		if prev == '/' {
			return nl, nil // <Record .../>
		}
		break
	}
	// The children (MetadataEntry, HeartRateVariabilityMetadataList)
	// until </Record>.
	for {
		chunk, err := s.br.ReadSlice('<')
		nl += bytes.Count(chunk, newline)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			return nl, io.ErrUnexpectedEOF
		}
		b, _ := s.br.Peek(8)
		if len(b) == 8 && string(b[:7]) == "/Record" && (b[7] == '>' || isDelim(b[7])) {
			rest, err := s.br.ReadSlice('>')
			nl += bytes.Count(rest, newline)
			if err != nil {
				return nl, io.ErrUnexpectedEOF
			}
			return nl, nil
		}
	}
}

var newline = []byte{'\n'}

// scanQuotes returns the quote state after b: 0 outside an attribute value,
// or the quote character of the value b ends in. It jumps from quote to
// quote with IndexByte, as tags are mostly long quoted dates.
func scanQuotes(b []byte, quote byte) byte {
	for len(b) > 0 {
		if quote != 0 {
			i := bytes.IndexByte(b, quote)
			if i < 0 {
				return quote
			}
			b, quote = b[i+1:], 0
			continue
		}
		i := bytes.IndexByte(b, '"')
		seg := b
		if i >= 0 {
			seg = b[:i]
		}
		// Apple quotes with '"'; a value in single quotes is rare
		// enough to be looked for only before the next '"'.
		if j := bytes.IndexByte(seg, '\''); j >= 0 {
			b, quote = b[j+1:], '\''
			continue
		}
		if i < 0 {
			return 0
		}
		b, quote = b[i+1:], '"'
	}
	return quote
}

// tokenGuard bounds the bytes between two markup characters ('<' or '>'),
// which is what one token of the export (a run of text, a tag with its
// attributes) holds and what encoding/xml keeps in memory at once: a
// token over max bytes is damage. Once it reported one, the guard drops
// bytes up to the next '<', where the decoder can be resumed.
type tokenGuard struct {
	r        io.Reader
	max      int64 // 0: no limit
	run      int64
	dropping bool
	rest     []byte // read but not yet returned
}

func (g *tokenGuard) Read(p []byte) (int, error) {
	if g.max <= 0 {
		return g.r.Read(p)
	}
	var n int
	var err error
	if len(g.rest) > 0 {
		n = copy(p, g.rest)
		g.rest = g.rest[n:]
	} else {
		n, err = g.r.Read(p)
	}
	w := 0
	for i := 0; i < n; i++ {
		c := p[i]
		if g.dropping {
			if c != '<' {
				continue
			}
			g.dropping = false
		}
		if c == '<' || c == '>' {
			g.run = 0
		} else if g.run++; g.run > g.max {
			g.dropping, g.run = true, 0
			g.rest = append(g.rest[:0], p[i+1:n]...)
			return w, fmt.Errorf("%w: a value or tag over %s", ingest.ErrRecordTooLarge, ingest.FormatBytes(g.max))
		}
		p[w] = c
		w++
	}
	if w == 0 && err == nil {
		return g.Read(p) // all dropped: read on
	}
	return w, err
}

// skipTo reads br up to the next occurrence of tag (a start tag's "<Name")
// and leaves br after its '<', returning the newlines passed over.
func (g *tokenGuard) skipTo(br *lastByte, tag string) (lines int, found bool) {
	if br.last == '<' && atTag(br.Reader, tag) {
		return 0, true // the '<' that ended the damage starts it
	}
	for {
		chunk, err := br.ReadSlice('<')
		lines += bytes.Count(chunk, newline)
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			return lines, false
		}
		if atTag(br.Reader, tag) {
			return lines, true
		}
	}
}

// atTag reports whether br, just after a '<', holds the rest of tag.
func atTag(br *bufio.Reader, tag string) bool {
	b, _ := br.Peek(len(tag))
	return len(b) == len(tag) && string(b[:len(tag)-1]) == tag[1:] && isDelim(b[len(tag)-1])
}
