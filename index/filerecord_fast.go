package index

import (
	"bytes"
	"strconv"
	"time"
)

// Opening a library decodes every file record, and a question is a
// process of its own: for a folder of 40,000 day notes, encoding/json's
// reflection was most of the cost of opening (a third of a second of CPU
// per question). decodeRecordJSON reads the records json.Marshal writes,
// and gives up, for encoding/json to decide, on anything else (escapes,
// nulls, spaces, other keys or key cases, numbers that are not plain
// integers): what it accepts it reads as json.Unmarshal would.
func decodeRecordJSON(b []byte) (rec FileRecord, ok bool) {
	d := recDecoder{b: b}
	// A switch, not a table of functions: calls through a table move d
	// and rec to the heap, two allocations more for every record.
	ok = d.object(func(key []byte) bool {
		switch string(key) {
		case "path":
			return d.text(&rec.Path)
		case "format":
			return d.text(&rec.Format)
		case "hash":
			return d.text(&rec.Hash)
		case "error":
			return d.text(&rec.Error)
		case "version":
			return d.int(&rec.Version)
		case "events":
			return d.int(&rec.Events)
		case "skipped":
			return d.int(&rec.Skipped)
		case "damaged":
			return d.int(&rec.Damaged)
		case "size":
			return d.int64(&rec.Size)
		case "gen":
			return d.uint64(&rec.Gen)
		case "mod_time":
			return d.time(&rec.ModTime)
		case "imported":
			return d.time(&rec.Imported)
		case "sources":
			return d.sources(&rec.Sources)
		}
		return false
	})
	if !ok || !d.end() {
		return FileRecord{}, false
	}
	return rec, true
}

type recDecoder struct {
	b   []byte
	pos int
}

func (d *recDecoder) byte(c byte) bool {
	if d.pos < len(d.b) && d.b[d.pos] == c {
		d.pos++
		return true
	}
	return false
}

func (d *recDecoder) end() bool { return d.pos == len(d.b) }

// object reads an object, handing each key to member with the decoder at
// the key's value, for member to read it; false from member, or anything
// but a key and value between the braces, ends the object unread.
func (d *recDecoder) object(member func(key []byte) bool) bool {
	if !d.byte('{') {
		return false
	}
	if d.byte('}') {
		return true
	}
	for {
		key, ok := d.str()
		if !ok || !d.byte(':') || !member(key) {
			return false
		}
		if d.byte('}') {
			return true
		}
		if !d.byte(',') {
			return false
		}
	}
}

// str reads a string without escapes or control characters, and valid
// UTF-8 as json.Marshal writes it (encoding/json replaces invalid bytes).
func (d *recDecoder) str() ([]byte, bool) {
	if !d.byte('"') {
		return nil, false
	}
	start := d.pos
	i := bytes.IndexByte(d.b[start:], '"')
	if i < 0 {
		return nil, false
	}
	s := d.b[start : start+i]
	for _, c := range s {
		if c < 0x20 || c == '\\' || c >= 0x80 {
			// escapes and non-ASCII text: encoding/json's rules
			return nil, false
		}
	}
	d.pos = start + i + 1
	return s, true
}

func (d *recDecoder) text(dst *string) bool {
	s, ok := d.str()
	if ok {
		*dst = string(s)
	}
	return ok
}

// number reads a plain integer: digits, with a leading minus when signed.
func (d *recDecoder) number(signed bool) (int64, bool) {
	start := d.pos
	if signed && d.pos < len(d.b) && d.b[d.pos] == '-' {
		d.pos++
	}
	digits := d.pos
	for d.pos < len(d.b) && d.b[d.pos] >= '0' && d.b[d.pos] <= '9' {
		d.pos++
	}
	if d.pos == digits || d.pos-digits > 1 && d.b[digits] == '0' {
		return 0, false
	}
	if d.pos < len(d.b) && (d.b[d.pos] == '.' || d.b[d.pos] == 'e' || d.b[d.pos] == 'E') {
		return 0, false
	}
	if signed {
		n, err := strconv.ParseInt(string(d.b[start:d.pos]), 10, 64)
		return n, err == nil && n == int64(int(n))
	}
	n, err := strconv.ParseUint(string(d.b[start:d.pos]), 10, 64)
	if err != nil || n > 1<<63-1 {
		return 0, false // a generation that large is encoding/json's to read
	}
	return int64(n), true
}

func (d *recDecoder) int(dst *int) bool {
	n, ok := d.number(true)
	*dst = int(n)
	return ok
}

func (d *recDecoder) int64(dst *int64) bool {
	n, ok := d.number(true)
	*dst = n
	return ok
}

func (d *recDecoder) uint64(dst *uint64) bool {
	n, ok := d.number(false)
	*dst = uint64(n)
	return ok
}

// time reads a time as time.Time.UnmarshalJSON does, from its quoted text.
func (d *recDecoder) time(dst *time.Time) bool {
	start := d.pos
	if _, ok := d.str(); !ok {
		return false
	}
	return dst.UnmarshalJSON(d.b[start:d.pos]) == nil
}

// sources reads the counts of a record's events by source. encoding/json
// makes a map for an object, even an empty one, and a repeated "sources"
// adds to the map the first one made.
func (d *recDecoder) sources(dst *map[string]int) bool {
	if d.pos == len(d.b) || d.b[d.pos] != '{' {
		return false
	}
	if *dst == nil {
		*dst = map[string]int{}
	}
	return d.object(func(key []byte) bool {
		var n int
		if !d.int(&n) {
			return false
		}
		(*dst)[string(key)] = n
		return true
	})
}
