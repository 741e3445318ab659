package ingest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
)

// JSONArray streams the elements of a JSON array without holding more
// than one element in memory, and reads on past damage: an element over
// the size limit is skipped without being held, a malformed or truncated
// one is reported and reading resumes at the next element that parses.
// Exports are arrays of records of one shape, so a resumption point is an
// object starting after a comma whose first key is that of the records
// read before (an object nested inside a record rarely starts like a
// record).
//
// Next returns each element; a damaged one comes back as a *Damage error
// after which Next may be called again; io.EOF ends the array.
type JSONArray struct {
	byteReader
	max   int64
	index int
	ended bool
	cut   bool // the input ended after an element, before the closing bracket
	buf   []byte
	sep   []byte // what separator read after the last element
	// firstKey is the first key of the last good object element.
	firstKey []byte
	resume   bool // the next element follows a damaged one
}

// JSONElement is one element of a JSONArray.
type JSONElement struct {
	Index  int
	Offset int64  // byte offset of the element in the input
	Raw    []byte // valid JSON, until the next call to Next
}

// Record names the element for people: "[12] (byte 3456)".
func (e JSONElement) Record() string { return jsonRecord(e.Index, e.Offset) }

func jsonRecord(index int, off int64) string {
	return "[" + strconv.Itoa(index) + "] (byte " + strconv.FormatInt(off, 10) + ")"
}

// NewJSONArray reads r, holding no element of more than maxRecord bytes.
func NewJSONArray(r io.Reader, maxRecord int64) *JSONArray {
	if maxRecord <= 0 {
		maxRecord = DefaultMaxRecord
	}
	return &JSONArray{byteReader: newByteReader(r), max: maxRecord}
}

// ErrNotArray is returned by Start when the input holds no JSON array
// where one was expected.
var ErrNotArray = errors.New("expected a JSON array")

// Start reads up to the opening bracket of the array: the input itself
// (after a byte order mark and white space) or, with path, the value of
// those keys in nested objects ({"a": {"b": [...]}} with "a", "b").
func (a *JSONArray) Start(path ...string) error {
	if b, _ := a.br.Peek(len(utf8BOM)); bytes.Equal(b, utf8BOM) {
		a.br.Discard(len(utf8BOM))
		a.off = int64(len(utf8BOM))
	}
	for _, key := range path {
		c, err := a.skipSpace()
		if err != nil {
			return a.startErr(err)
		}
		if c != '{' {
			return fmt.Errorf("%w at byte %d: found %s where an object with %q was expected", ErrNotArray, a.off-1, describeByte(c), key)
		}
		if err := a.findKey(key); err != nil {
			return err
		}
	}
	c, err := a.skipSpace()
	if err != nil {
		return a.startErr(err)
	}
	if c != '[' {
		return fmt.Errorf("%w, found %s at byte %d", ErrNotArray, describeByte(c), a.off-1)
	}
	return nil
}

func (a *JSONArray) startErr(err error) error {
	if err == io.EOF {
		if a.off == 0 {
			return fmt.Errorf("%w: the file is empty", ErrNotArray)
		}
		return fmt.Errorf("%w: the file ends at byte %d before it", ErrNotArray, a.off)
	}
	return err
}

// findKey reads the members of the object just opened until key, leaving
// the reader at its value; other values are passed over unheld.
func (a *JSONArray) findKey(key string) error {
	for {
		c, err := a.skipSpace()
		if err != nil {
			return a.startErr(err)
		}
		if c == '}' {
			return fmt.Errorf("%w: no %q in the object", ErrNotArray, key)
		}
		if c == ',' {
			continue
		}
		if c != '"' {
			return fmt.Errorf("%w: malformed object at byte %d", ErrNotArray, a.off-1)
		}
		name, err := a.readString()
		if err != nil {
			return a.startErr(err)
		}
		if c, err = a.skipSpace(); err != nil {
			return a.startErr(err)
		} else if c != ':' {
			return fmt.Errorf("%w: malformed object at byte %d", ErrNotArray, a.off-1)
		}
		if name == key {
			return nil
		}
		if err := a.skipValue(); err != nil {
			return a.startErr(err)
		}
	}
}

// readString reads the rest of a string whose quote was read, up to a
// kilobyte (keys); longer strings are passed over.
func (a *JSONArray) readString() (string, error) {
	var b []byte
	esc := false
	for {
		c, err := a.readByte()
		if err != nil {
			return "", err
		}
		switch {
		case esc:
			esc = false
		case c == '\\':
			esc = true
		case c == '"':
			return string(b), nil
		}
		if len(b) < 1024 {
			b = append(b, c)
		}
	}
}

// skipValue passes over one value without holding it.
func (a *JSONArray) skipValue() error {
	c, err := a.skipSpace()
	if err != nil {
		return err
	}
	switch c {
	case '"':
		_, err := a.readString()
		return err
	case '{', '[':
		sc := jsonScan{depth: 1}
		for sc.depth > 0 {
			c, err := a.readByte()
			if err != nil {
				return err
			}
			sc.step(c)
		}
		return nil
	}
	for {
		c, err := a.peekByte()
		if err != nil {
			return err
		}
		if c == ',' || c == '}' || c == ']' || isSpace(c) {
			return nil
		}
		a.readByte()
	}
}

// Next returns the next element, a *Damage for a damaged one, or io.EOF
// after the last.
func (a *JSONArray) Next() (JSONElement, error) {
	for {
		if a.ended {
			if a.cut {
				a.cut = false
				return JSONElement{}, a.damage(a.off, errors.New("the file ends before the array is closed"))
			}
			return JSONElement{}, io.EOF
		}
		c, err := a.skipSpace()
		if err == io.EOF {
			a.ended, a.cut = true, !a.resume
			continue
		}
		if err != nil {
			return JSONElement{}, err
		}
		if c == ']' && !a.resume {
			a.ended = true // also forgives a comma before it
			continue
		}
		a.sep = a.sep[:0]
		start := a.off - 1
		size, over, err := a.element(c)
		if err == io.EOF {
			if over {
				a.ended = true
				return JSONElement{}, a.damage(start, fmt.Errorf("%w; the file ends inside it", TooLarge(size, a.max)))
			}
			// Unclosed: truncated, or a quote or brace is missing and the
			// records after it are still there.
			return JSONElement{}, a.resync(start, a.buf, errors.New("the record never closes (cut off or malformed)"))
		}
		if err != nil {
			return JSONElement{}, err
		}
		raw := a.buf
		if over {
			// Its bytes were not all kept: resume from here, not inside it.
			if err := a.separator(); err != nil {
				return JSONElement{}, a.resync(start, nil, fmt.Errorf("%w, and %w", TooLarge(size, a.max), err))
			}
			return JSONElement{}, a.damage(start, TooLarge(size, a.max))
		}
		if !json.Valid(raw) {
			return JSONElement{}, a.resync(start, raw, errors.New("malformed JSON"))
		}
		if a.resume && !a.resumesHere(raw) {
			a.unread(raw[1:], start+1)
			a.seekCandidate()
			continue
		}
		if err := a.separator(); err != nil {
			return JSONElement{}, a.resync(start, raw, err)
		}
		a.resume = false
		if k := firstKey(raw); k != nil {
			a.firstKey = append(a.firstKey[:0], k...)
		}
		el := JSONElement{Index: a.index, Offset: start, Raw: raw}
		a.index++
		return el, nil
	}
}

// Index is the index the next element will get.
func (a *JSONArray) Index() int { return a.index }

// Trailing reports whether anything but white space follows the array.
func (a *JSONArray) Trailing() bool {
	_, err := a.skipSpace()
	return err == nil
}

func (a *JSONArray) damage(off int64, err error) error {
	a.index++
	return &Damage{Record: jsonRecord(a.index-1, off), Offset: off, Err: err}
}

// separator reads what follows an element: a comma, or the closing
// bracket.
func (a *JSONArray) separator() error {
	for {
		c, err := a.readByte()
		if err == io.EOF {
			a.ended, a.cut = true, true // reported by the next call
			return nil
		}
		if err != nil {
			return err
		}
		a.sep = append(a.sep, c)
		switch {
		case isSpace(c):
			continue
		case c == ',':
			return nil
		case c == ']':
			a.ended = true
			return nil
		}
		return fmt.Errorf("found %s where a comma or the end of the array was expected", describeByte(c))
	}
}

// resync reports the damaged element that started at start and arranges
// for the next call to resume after its first byte (raw holds it) or
// after the reader's position (raw nil).
func (a *JSONArray) resync(start int64, raw []byte, why error) error {
	a.ended, a.cut = false, false
	tail := a.sep
	a.sep = nil
	if raw != nil {
		a.unread(append(slices.Clone(raw[1:]), tail...), start+1)
	} else if len(tail) > 0 {
		a.unread(tail, a.off-int64(len(tail)))
	}
	err := a.damage(start, why)
	a.seekCandidate()
	return err
}

// seekCandidate moves the reader to the next '{' that follows a comma (and
// white space): where an element of an array of objects may start.
func (a *JSONArray) seekCandidate() {
	a.resume = true
	afterComma := false
	for {
		c, err := a.peekByte()
		if err != nil {
			return // Next reports the end
		}
		switch {
		case c == '{' && afterComma:
			return
		case c == ',':
			afterComma = true
		case !isSpace(c):
			afterComma = false
		}
		a.readByte()
	}
}

// resumesHere accepts an element found after damage when it is shaped
// like the records read before it.
func (a *JSONArray) resumesHere(raw []byte) bool {
	if len(raw) == 0 || raw[0] != '{' {
		return false
	}
	if a.firstKey == nil {
		return true
	}
	return bytes.Equal(firstKey(raw), a.firstKey)
}

// firstKey returns the first key of a valid JSON object, raw as written.
func firstKey(raw []byte) []byte {
	i := bytes.IndexByte(raw, '"')
	if i < 0 || bytes.IndexByte(raw[:i], '{') < 0 {
		return nil
	}
	for j, esc := i+1, false; j < len(raw); j++ {
		switch {
		case esc:
			esc = false
		case raw[j] == '\\':
			esc = true
		case raw[j] == '"':
			return raw[i+1 : j]
		}
	}
	return nil
}

// element reads one value whose first byte c was read into a.buf, up to
// the size limit (over reports that the rest was passed over); size is
// the value's full length.
func (a *JSONArray) element(c byte) (size int64, over bool, err error) {
	a.buf = append(a.buf[:0], c)
	size = 1
	keep := func(c byte) {
		size++
		if int64(len(a.buf)) < a.max {
			a.buf = append(a.buf, c)
		} else {
			over = true
		}
	}
	switch c {
	case '{', '[':
		sc := jsonScan{depth: 1}
		for sc.depth > 0 {
			c, err := a.readByte()
			if err != nil {
				return size, over, err
			}
			keep(c)
			sc.step(c)
		}
	case '"':
		esc := false
		for {
			c, err := a.readByte()
			if err != nil {
				return size, over, err
			}
			keep(c)
			if esc {
				esc = false
			} else if c == '\\' {
				esc = true
			} else if c == '"' {
				break
			}
		}
	default:
		for {
			c, err := a.peekByte()
			if err != nil {
				return size, over, err // io.EOF: the array was not closed
			}
			if c == ',' || c == ']' || c == '}' || isSpace(c) {
				break
			}
			a.readByte()
			keep(c)
		}
	}
	return size, over, nil
}

func (a *JSONArray) skipSpace() (byte, error) {
	for {
		c, err := a.readByte()
		if err != nil {
			return 0, err
		}
		if !isSpace(c) {
			return c, nil
		}
	}
}

// jsonScan follows the nesting of a JSON value byte by byte.
type jsonScan struct {
	depth      int
	inStr, esc bool
}

func (s *jsonScan) step(c byte) {
	switch {
	case s.inStr:
		if s.esc {
			s.esc = false
		} else if c == '\\' {
			s.esc = true
		} else if c == '"' {
			s.inStr = false
		}
	case c == '"':
		s.inStr = true
	case c == '{' || c == '[':
		s.depth++
	case c == '}' || c == ']':
		s.depth--
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\r' || c == '\t' }

func describeByte(c byte) string {
	if c >= 0x20 && c < 0x7f {
		return strconv.Quote(string(c))
	}
	return fmt.Sprintf("byte 0x%02x", c)
}
