// Package wire reads the varint-framed binary records the library writes:
// events (ingest's codec) and source snapshots (index). One reader keeps
// the rules for a truncated or implausible record in one place.
package wire

import (
	"encoding/binary"
	"math"
)

// Reader reads values from the front of a byte slice. The first failure
// sticks: later reads return zero values and Err reports it.
type Reader struct {
	b     []byte
	err   error
	short error
}

// NewReader reads b; short is the error for data that ends too soon.
func NewReader(b []byte, short error) Reader { return Reader{b: b, short: short} }

// Err returns the first failure, or nil.
func (r *Reader) Err() error { return r.err }

// Len returns how many bytes are left.
func (r *Reader) Len() int { return len(r.b) }

// Fail records err (unless a failure came first) and drops what is left.
func (r *Reader) Fail(err error) {
	if r.err == nil {
		r.err = err
	}
	r.b = nil
}

// Uvarint reads an unsigned varint.
func (r *Reader) Uvarint() uint64 { return readVarint(r, binary.Uvarint) }

// Varint reads a signed varint.
func (r *Reader) Varint() int64 { return readVarint(r, binary.Varint) }

// readVarint reads a varint with decode (binary.Uvarint or binary.Varint),
// failing the reader on a short or overlong one.
func readVarint[T uint64 | int64](r *Reader, decode func([]byte) (T, int)) T {
	v, n := decode(r.b)
	if n <= 0 {
		r.Fail(r.short)
		return 0
	}
	r.b = r.b[n:]
	return v
}

// Byte reads one byte.
func (r *Reader) Byte() byte {
	if len(r.b) == 0 {
		r.Fail(r.short)
		return 0
	}
	c := r.b[0]
	r.b = r.b[1:]
	return c
}

// Float64 reads a little-endian IEEE 754 number.
func (r *Reader) Float64() float64 {
	if len(r.b) < 8 {
		r.Fail(r.short)
		return 0
	}
	v := math.Float64frombits(binary.LittleEndian.Uint64(r.b))
	r.b = r.b[8:]
	return v
}

// Bytes returns the next n bytes, a view into the slice read.
func (r *Reader) Bytes(n uint64) []byte {
	if n > uint64(len(r.b)) {
		r.Fail(r.short)
		return nil
	}
	v := r.b[:n:n]
	r.b = r.b[n:]
	return v
}

// Count reads the number of items that follow: each takes at least a
// byte, so a count beyond the bytes left is a record cut short.
func (r *Reader) Count() uint64 {
	n := r.Uvarint()
	if n > uint64(len(r.b)) {
		r.Fail(r.short)
		return 0
	}
	return n
}
