package ingest

import (
	"bufio"
	"io"
)

// byteReader reads a file a byte at a time, knows the offset of each
// byte, and can take bytes back: the readers that resume after damage
// (JSONArray, CSVReader) read on from just after where a damaged record
// began.
type byteReader struct {
	br      *bufio.Reader
	pending []byte // bytes taken back, read before br
	off     int64  // offset of the next byte
}

func newByteReader(r io.Reader) byteReader {
	return byteReader{br: bufio.NewReaderSize(r, 64<<10)}
}

func (r *byteReader) readByte() (byte, error) {
	if len(r.pending) > 0 {
		c := r.pending[0]
		r.pending = r.pending[1:]
		r.off++
		return c, nil
	}
	c, err := r.br.ReadByte()
	if err == nil {
		r.off++
	}
	return c, err
}

func (r *byteReader) peekByte() (byte, error) {
	if len(r.pending) > 0 {
		return r.pending[0], nil
	}
	b, err := r.br.Peek(1)
	if err != nil {
		return 0, err
	}
	return b[0], nil
}

// unread makes b, which started at offset off and was read last, the next
// bytes read.
func (r *byteReader) unread(b []byte, off int64) {
	r.pending = append(append([]byte(nil), b...), r.pending...)
	r.off = off
}
