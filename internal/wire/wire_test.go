package wire

import (
	"encoding/binary"
	"errors"
	"math"
	"testing"
)

var errShort = errors.New("short")

func TestReaderReadsWhatWasWritten(t *testing.T) {
	var b []byte
	b = binary.AppendUvarint(b, 300)
	b = binary.AppendVarint(b, -7)
	b = append(b, 9)
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(2.5))
	b = binary.AppendUvarint(b, 3)
	b = append(b, "abc"...)
	r := NewReader(b, errShort)
	if u, v, c, f := r.Uvarint(), r.Varint(), r.Byte(), r.Float64(); u != 300 || v != -7 || c != 9 || f != 2.5 {
		t.Errorf("read %d %d %d %v", u, v, c, f)
	}
	if s := string(r.Bytes(r.Count())); s != "abc" || r.Err() != nil || r.Len() != 0 {
		t.Errorf("bytes %q, err %v, %d left", s, r.Err(), r.Len())
	}
}

// A record cut short fails with the reader's error, and the first failure
// sticks: later reads give zero values.
func TestReaderFailuresStick(t *testing.T) {
	for name, c := range map[string]struct {
		in   []byte
		read func(r *Reader)
	}{
		"uvarint": {[]byte{0x85}, func(r *Reader) { r.Uvarint() }}, // an unfinished varint
		"varint":  {[]byte{0x85}, func(r *Reader) { r.Varint() }},
		"byte":    {nil, func(r *Reader) { r.Byte() }},
		"float":   {[]byte{1, 2, 3}, func(r *Reader) { r.Float64() }},
		"bytes":   {[]byte("abc"), func(r *Reader) { r.Bytes(5) }},
		"count":   {[]byte{5, 1}, func(r *Reader) { r.Count() }}, // 5 items in 1 byte
	} {
		r := NewReader(c.in, errShort)
		read := c.read
		read(&r)
		if !errors.Is(r.Err(), errShort) {
			t.Errorf("%s: err %v, want the reader's", name, r.Err())
		}
		r.Fail(errors.New("later"))
		if !errors.Is(r.Err(), errShort) || r.Byte() != 0 || r.Len() != 0 {
			t.Errorf("%s: the first failure did not stick: %v", name, r.Err())
		}
	}
}
