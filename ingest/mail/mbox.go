package mail

import (
	"bufio"
	"bytes"
	"io"

	"reqap/ingest"
)

const (
	// maxMessage bounds the bytes of one message kept in memory; the rest
	// of a larger message is read past (its separators still count) and
	// the message is marked truncated.
	maxMessage = 64 << 20
	// lookahead is how far past a "From " line the reader looks for the
	// header block that makes it a separator.
	lookahead = 16 << 10
	// headerLines is how many lines after a "From " line must look like
	// header fields (or end the block) for it to be a separator.
	headerLines = 8
)

// mboxReader splits an mbox stream into messages, one at a time, so an
// archive of any size is read in constant memory.
//
// github.com/emersion/go-mbox was the starting point, but it cannot be used
// as is (see TestGoMboxBehaviour): it treats every line starting with
// "From " as a separator, so the unescaped body lines of old Thunderbird
// archives split one mail in two; it does not expose the From_ line, whose
// date is the fallback for mails without a Date header; it unquotes only
// ">From " and not mboxrd's deeper ">>From "; and it gives no line numbers
// for origins. This reader keeps its streaming design and fixes those.
type mboxReader struct {
	br   *bufio.Reader
	line int    // lines read so far
	long []byte // assembles lines longer than the bufio buffer
	buf  []byte // the current message, reused between messages

	next     []byte // the From_ line that starts the next message
	nextLine int
	started  bool
	done     bool
}

func newMboxReader(r io.Reader) *mboxReader {
	return &mboxReader{br: bufio.NewReaderSize(r, 64<<10)}
}

// readLine returns the next line with its line ending, or io.EOF. The slice
// is valid until the next read.
func (r *mboxReader) readLine() ([]byte, error) {
	line, err := r.br.ReadSlice('\n')
	if err == bufio.ErrBufferFull {
		r.long = append(r.long[:0], line...)
		for err == bufio.ErrBufferFull {
			line, err = r.br.ReadSlice('\n')
			if len(r.long) < maxMessage {
				r.long = append(r.long, line...)
			}
		}
		line = r.long
	}
	if len(line) > 0 {
		r.line++
		if err == io.EOF {
			err = nil // the last line has no line ending; EOF comes next call
		}
	}
	return line, err
}

// nextMessage reads the next message into m. It returns false at the end of
// the stream. m.raw is only valid until the following call.
func (r *mboxReader) nextMessage(m *message) (bool, error) {
	if r.done {
		return false, nil
	}
	r.buf = r.buf[:0]
	*m = message{}
	if r.next != nil {
		m.fromLine, m.line = string(r.next), r.nextLine
		r.next = nil
	}
	for {
		line, err := r.readLine()
		if err == io.EOF {
			r.done = true
			break
		}
		if err != nil {
			return false, err
		}
		text := trimEOL(line)
		if !r.started {
			if len(bytes.TrimSpace(text)) == 0 {
				continue // blank lines before the first message
			}
			r.started = true
			m.line = r.line
			if bytes.HasPrefix(text, []byte("From ")) {
				// The first line of an mbox is its first separator
				// whatever follows.
				m.fromLine = string(text)
				continue
			}
		}
		if bytes.HasPrefix(text, []byte("From ")) {
			from := append([]byte(nil), text...) // Peek may move the buffer
			if r.headerFollows() {
				r.next, r.nextLine = from, r.line
				break
			}
			text = from
		}
		text = unquoteFrom(text)
		if len(r.buf)+len(text)+1 > maxMessage {
			m.truncated = true
			continue
		}
		r.buf = append(append(r.buf, text...), '\n')
	}
	m.raw = r.buf
	if m.fromLine == "" && len(bytes.TrimSpace(m.raw)) == 0 {
		return false, nil
	}
	return true, nil
}

// headerFollows reports whether the lines after the current one look like
// the header block of a message.
func (r *mboxReader) headerFollows() bool {
	buf, _ := r.br.Peek(lookahead)
	return looksLikeHeaderBlock(buf, headerLines)
}

// looksLikeHeaderBlock reports whether buf starts with header lines: a
// field line, then up to max-1 further field or continuation lines, ending
// early at a blank line. A bare "From " line in a body (old Thunderbird
// archives do not escape them) is followed by more body text and fails.
func looksLikeHeaderBlock(buf []byte, max int) bool {
	pos := 0
	for n := 0; n < max; n++ {
		if pos >= len(buf) {
			return n > 0
		}
		end := bytes.IndexByte(buf[pos:], '\n')
		var line []byte
		if end < 0 {
			line = buf[pos:] // cut by the window or the end of the file
		} else {
			line = buf[pos : pos+end]
		}
		line = bytes.TrimSuffix(line, []byte("\r"))
		switch {
		case len(line) == 0:
			return n > 0
		case n == 0 || (line[0] != ' ' && line[0] != '\t'):
			if !isFieldLine(line) {
				return false
			}
		}
		if end < 0 {
			return true
		}
		pos += end + 1
	}
	return true
}

// unquoteFrom removes one level of ">From " quoting (mboxo and mboxrd).
func unquoteFrom(line []byte) []byte {
	i := 0
	for i < len(line) && line[i] == '>' {
		i++
	}
	if i > 0 && bytes.HasPrefix(line[i:], []byte("From ")) {
		return line[1:]
	}
	return line
}

func trimEOL(line []byte) []byte {
	line = bytes.TrimSuffix(line, []byte("\n"))
	return bytes.TrimSuffix(line, []byte("\r"))
}

// looksLikeMbox reports whether the start of a file is an mbox: a From_
// line followed by a header block.
func looksLikeMbox(head []byte) bool {
	head = skipBlankLines(ingest.TrimBOM(head))
	if !bytes.HasPrefix(head, []byte("From ")) {
		return false
	}
	_, next := nextLine(head, 0)
	return looksLikeHeaderBlock(head[next:], headerLines)
}

func skipBlankLines(b []byte) []byte {
	for len(b) > 0 && (b[0] == '\n' || b[0] == '\r') {
		b = b[1:]
	}
	return b
}
