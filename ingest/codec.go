package ingest

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"time"
)

// The binary form of an event is what the library stores. It is compact and
// fast to decode because every question may read tens of thousands of events.
//
//	version byte (1)
//	id, source: strings (uvarint length + bytes)
//	start, end: times
//	allday: byte
//	origin: file, format, record strings
//	nfields uvarint, then per field: key string, kind byte, payload
//
// A time is unix seconds (varint), nanoseconds (uvarint), and its zone: the
// zone name string and the offset in seconds (varint). Named IANA zones are
// restored with time.LoadLocation; anything else becomes a fixed zone.
const codecVersion = 1

// MarshalBinary encodes the event.
func (e *Event) MarshalBinary() ([]byte, error) {
	return e.AppendBinary(make([]byte, 0, 256))
}

// AppendBinary appends the encoded event to b.
func (e *Event) AppendBinary(b []byte) ([]byte, error) {
	b = append(b, codecVersion)
	b = appendString(b, e.ID)
	b = appendString(b, e.Source)
	b = appendTime(b, e.Start)
	b = appendTime(b, e.End)
	if e.AllDay {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	b = appendString(b, e.Origin.File)
	b = appendString(b, e.Origin.Format)
	b = appendString(b, e.Origin.Record)
	b = binary.AppendUvarint(b, uint64(len(e.Fields)))
	for _, f := range e.Fields {
		b = appendString(b, f.Key)
		b = append(b, byte(f.Value.Kind))
		var ok bool
		if b, ok = appendValue(b, f.Value, appendTime); !ok {
			return nil, fmt.Errorf("encoding event %s: field %q has invalid kind %d", e.ID, f.Key, f.Value.Kind)
		}
	}
	return b, nil
}

// appendValue writes a value's payload, times with appendT; ok is false
// for an invalid kind.
func appendValue(b []byte, v Value, appendT func([]byte, time.Time) []byte) ([]byte, bool) {
	switch v.Kind {
	case KindText:
		b = appendString(b, v.Str)
	case KindNumber:
		b = binary.LittleEndian.AppendUint64(b, math.Float64bits(v.Num))
	case KindTime:
		b = appendT(b, v.Time)
	case KindList:
		b = binary.AppendUvarint(b, uint64(len(v.List)))
		for _, s := range v.List {
			b = appendString(b, s)
		}
	case KindBool:
		if v.Bool {
			b = append(b, 1)
		} else {
			b = append(b, 0)
		}
	default:
		return b, false
	}
	return b, true
}

func appendString(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendTime(b []byte, t time.Time) []byte {
	b = appendInstant(b, t)
	if t.IsZero() {
		return b
	}
	name, off := t.Zone()
	loc := t.Location().String()
	if loc == "Local" {
		loc = ""
	}
	if loc != "" && loc != name {
		name = loc // keep the IANA name, e.g. Europe/Berlin, not CET
	}
	b = appendString(b, name)
	return binary.AppendVarint(b, int64(off))
}

// appendInstant writes the moment of a time without its zone.
func appendInstant(b []byte, t time.Time) []byte {
	if t.IsZero() {
		return append(b, 0)
	}
	b = append(b, 1)
	b = binary.AppendVarint(b, t.Unix())
	return binary.AppendUvarint(b, uint64(t.Nanosecond()))
}

var errShort = errors.New("truncated event record")

type decoder struct {
	b   []byte
	err error
}

func (d *decoder) uvarint() uint64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Uvarint(d.b)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) varint() int64 {
	if d.err != nil {
		return 0
	}
	v, n := binary.Varint(d.b)
	if n <= 0 {
		d.err = errShort
		return 0
	}
	d.b = d.b[n:]
	return v
}

func (d *decoder) byte() byte {
	if d.err != nil {
		return 0
	}
	if len(d.b) < 1 {
		d.err = errShort
		return 0
	}
	c := d.b[0]
	d.b = d.b[1:]
	return c
}

func (d *decoder) string() string {
	n := d.uvarint()
	if d.err != nil {
		return ""
	}
	if uint64(len(d.b)) < n {
		d.err = errShort
		return ""
	}
	s := string(d.b[:n])
	d.b = d.b[n:]
	return s
}

func (d *decoder) time() time.Time {
	if d.byte() == 0 || d.err != nil {
		return time.Time{}
	}
	sec := d.varint()
	nsec := d.uvarint()
	name := d.string()
	off := d.varint()
	if d.err != nil {
		return time.Time{}
	}
	if nsec >= 1e9 {
		d.err = errors.New("bad nanoseconds in event record")
		return time.Time{}
	}
	return time.Unix(sec, int64(nsec)).In(zoneFor(name, int(off)))
}

// UnmarshalBinary decodes an event written by MarshalBinary.
func (e *Event) UnmarshalBinary(data []byte) error {
	d := decoder{b: data}
	if v := d.byte(); d.err == nil && v != codecVersion {
		return fmt.Errorf("decoding event: unknown record version %d", v)
	}
	e.ID = d.string()
	e.Source = d.string()
	e.Start = d.time()
	e.End = d.time()
	e.AllDay = d.byte() == 1
	e.Origin.File = d.string()
	e.Origin.Format = d.string()
	e.Origin.Record = d.string()
	n := d.uvarint()
	if d.err == nil && n > uint64(len(d.b)) {
		d.err = errShort
	}
	e.Fields = nil
	if d.err == nil && n > 0 {
		e.Fields = make([]Field, 0, n)
	}
	for i := uint64(0); i < n && d.err == nil; i++ {
		var f Field
		f.Key = d.string()
		f.Value.Kind = Kind(d.byte())
		switch f.Value.Kind {
		case KindText:
			f.Value.Str = d.string()
		case KindNumber:
			if len(d.b) < 8 {
				d.err = errShort
				break
			}
			f.Value.Num = math.Float64frombits(binary.LittleEndian.Uint64(d.b))
			d.b = d.b[8:]
		case KindTime:
			f.Value.Time = d.time()
		case KindList:
			m := d.uvarint()
			if d.err == nil && m > uint64(len(d.b)) {
				d.err = errShort
				break
			}
			l := make([]string, 0, m)
			for j := uint64(0); j < m && d.err == nil; j++ {
				l = append(l, d.string())
			}
			f.Value.List = l
		case KindBool:
			f.Value.Bool = d.byte() == 1
		default:
			if d.err == nil {
				d.err = fmt.Errorf("invalid field kind %d", f.Value.Kind)
			}
		}
		e.Fields = append(e.Fields, f)
	}
	if d.err != nil {
		return fmt.Errorf("decoding event: %w", d.err)
	}
	return nil
}
