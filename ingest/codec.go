package ingest

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"reqap/internal/wire"
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
	b = appendHead(b, e, appendTime)
	b = appendString(b, e.Origin.File)
	b = appendString(b, e.Origin.Format)
	b = appendString(b, e.Origin.Record)
	b = binary.AppendUvarint(b, uint64(len(e.Fields)))
	for _, f := range e.Fields {
		b = appendString(b, f.Key)
		var ok bool
		if b, ok = appendValue(b, f.Value, appendTime); !ok {
			return nil, fmt.Errorf("encoding event %s: field %q has invalid kind %d", e.ID, f.Key, f.Value.Kind)
		}
	}
	return b, nil
}

// appendHead writes what an event is before its origin and fields: id,
// source, start and end (with appendT) and whether it lasts all day.
func appendHead(b []byte, e *Event, appendT func([]byte, time.Time) []byte) []byte {
	b = appendString(b, e.ID)
	b = appendString(b, e.Source)
	b = appendT(b, e.Start)
	b = appendT(b, e.End)
	if e.AllDay {
		return append(b, 1)
	}
	return append(b, 0)
}

// appendValue writes a value's kind byte and its payload (what
// decoder.value reads), times with appendT; ok is false for an invalid
// kind.
func appendValue(b []byte, v Value, appendT func([]byte, time.Time) []byte) ([]byte, bool) {
	b = append(b, byte(v.Kind))
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
	name, off := ZoneName(t) // the IANA name, e.g. Europe/Berlin, not CET
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

type decoder struct{ wire.Reader }

// string reads a string, copied out of the record.
func (d *decoder) string() string { return string(d.Bytes(d.Uvarint())) }

func (d *decoder) time() time.Time {
	if d.Byte() == 0 || d.Err() != nil {
		return time.Time{}
	}
	sec := d.Varint()
	nsec := d.Uvarint()
	name := d.Bytes(d.Uvarint())
	off := d.Varint()
	if d.Err() != nil {
		return time.Time{}
	}
	if nsec >= 1e9 {
		d.Fail(errors.New("bad nanoseconds in event record"))
		return time.Time{}
	}
	return time.Unix(sec, int64(nsec)).In(zoneOf(name, int(off)))
}

// value reads a kind byte and its payload.
func (d *decoder) value() Value { return d.valueOrSkip(true) }

// valueOrSkip reads a value, or only reads past it (keep false: no text
// is copied; the value returned is its kind alone).
func (d *decoder) valueOrSkip(keep bool) Value {
	v := Value{Kind: Kind(d.Byte())}
	switch v.Kind {
	case KindText:
		if b := d.Bytes(d.Uvarint()); keep {
			v.Str = string(b)
		}
	case KindNumber:
		v.Num = d.Float64()
	case KindTime:
		v.Time = d.time()
	case KindList:
		m := d.Count()
		var l []string
		if keep {
			l = make([]string, 0, m)
		}
		for j := uint64(0); j < m && d.Err() == nil; j++ {
			if b := d.Bytes(d.Uvarint()); keep {
				l = append(l, string(b))
			}
		}
		v.List = l
	case KindBool:
		v.Bool = d.Byte() == 1
	default:
		if d.Err() == nil {
			d.Fail(fmt.Errorf("invalid field kind %d", v.Kind))
		}
	}
	return v
}

// head reads what appendHead wrote.
func (d *decoder) head(e *Event) {
	e.ID = d.string()
	e.Source = d.string()
	e.Start = d.time()
	e.End = d.time()
	e.AllDay = d.Byte() == 1
}

// UnmarshalBinary decodes an event written by MarshalBinary.
func (e *Event) UnmarshalBinary(data []byte) error {
	d := decoder{wire.NewReader(data, errShort)}
	if v := d.Byte(); d.Err() == nil && v != codecVersion {
		return fmt.Errorf("decoding event: unknown record version %d", v)
	}
	d.head(e)
	e.Origin.File = d.string()
	e.Origin.Format = d.string()
	e.Origin.Record = d.string()
	n := d.Count()
	e.Fields = nil
	if n > 0 {
		e.Fields = make([]Field, 0, n)
	}
	for i := uint64(0); i < n && d.Err() == nil; i++ {
		key := d.string()
		e.Fields = append(e.Fields, Field{Key: key, Value: d.value()})
	}
	if err := d.Err(); err != nil {
		return fmt.Errorf("decoding event: %w", err)
	}
	return nil
}

// EventHead decodes an event's id, start and file from its binary form
// without decoding the rest, for a reader that orders stored events before
// it decodes them.
func EventHead(data []byte) (id string, start time.Time, file string, err error) {
	d := decoder{wire.NewReader(data, errShort)}
	if v := d.Byte(); d.Err() == nil && v != codecVersion {
		return "", time.Time{}, "", fmt.Errorf("decoding event: unknown record version %d", v)
	}
	var e Event
	d.head(&e)
	file = d.string()
	if err := d.Err(); err != nil {
		return "", time.Time{}, "", fmt.Errorf("decoding event: %w", err)
	}
	return e.ID, e.Start, file, nil
}

// ZoneName is how the binary form names a time's zone: the IANA name when
// the location has one, else the zone's abbreviation, with its offset.
// Zone(ZoneName(t)) is the location a decoded copy of t carries.
func ZoneName(t time.Time) (name string, off int) {
	name, off = t.Zone()
	if loc := t.Location().String(); loc != "Local" && loc != "" && loc != name {
		name = loc
	}
	return name, off
}

// AppendValue appends a field value in the binary form (kind byte, then
// its payload), for tables of values kept outside events.
func AppendValue(b []byte, v Value) ([]byte, error) {
	b, ok := appendValue(b, v, appendTime)
	if !ok {
		return nil, fmt.Errorf("encoding a value: invalid kind %d", v.Kind)
	}
	return b, nil
}

// SkipValue is DecodeValue without the value: the rest of data after the
// value at its head, or the error DecodeValue would return.
func SkipValue(data []byte) ([]byte, error) {
	d := decoder{wire.NewReader(data, errShort)}
	d.valueOrSkip(false)
	if err := d.Err(); err != nil {
		return nil, fmt.Errorf("decoding a value: %w", err)
	}
	return data[len(data)-d.Len():], nil
}

// DecodeValue decodes a value written by AppendValue at the head of data
// and returns the rest.
func DecodeValue(data []byte) (Value, []byte, error) {
	d := decoder{wire.NewReader(data, errShort)}
	v := d.value()
	if err := d.Err(); err != nil {
		return Value{}, nil, fmt.Errorf("decoding a value: %w", err)
	}
	return v, data[len(data)-d.Len():], nil
}
