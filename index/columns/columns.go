// Package columns holds one source's events column by column, so that a
// question over a million plays counts, groups and filters numbers and
// small codes instead of a million Go objects.
//
// A Table is the events of one source in the library's view order (by
// start, then id): their times as Unix nanoseconds with a zone number,
// each field as a column of codes into a dictionary of the values it
// holds, and each event's binary form (ingest's codec) for the few that
// are shown. It is written once to a file beside the source's snapshot and
// mapped into memory by the next process: the codes a question reads are
// touched, the rest of the file stays on disk.
//
// The file is native little-endian; every array starts on an 8-byte
// boundary so that it is read in place.
package columns

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/maphash"
	"math"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"reqap/ingest"
)

const magic = "reqap columns 4\n" // 16 bytes

// noEnd marks an event without an end time.
const noEnd = math.MinInt64

// ErrUnfit says a source's events do not fit a table (a time outside
// Representable, a field twice in one event): they are read as events.
var ErrUnfit = errors.New("the events do not fit a column table")

// ErrStale is returned by Open for a file made from another state of the
// library than the one asked for.
var ErrStale = errors.New("column table is stale")

// Table is a source's events as columns. It is immutable and safe for
// concurrent use.
type Table struct {
	source    string
	sig       string
	n         int
	start     []int64
	end       []int64
	startZone []uint16
	endZone   []uint16
	allDay    []byte
	idOff     []uint32
	ids       []byte
	recOff    []uint32
	recs      []byte
	file      []uint32
	format    []uint16
	shape     []uint32
	zones     []*time.Location
	formats   []string
	files     *names
	shapes    [][]uint16
	cols      map[string]*Column
	keys      []string
	byKey     []*Column // the column of keys[k]: a shape's fields are key numbers

	spanOnce sync.Once
	maxSpan  time.Duration

	madeMu sync.Mutex
	made   []*ingest.Event // SharedEvent's, by row
	events []ingest.Event  // where SharedEvent makes the next events
	fields []ingest.Field  // where SharedEvent cuts the next events' fields
	text   []byte          // where SharedEvent copies the next events' ids and records

	findOnce sync.Once
	byID     map[uint64]int32   // the row of each id's hash
	clashes  map[uint64][]int32 // rows whose ids share a hash
	seed     maphash.Seed
}

// Find returns the row of the event with id.
func (t *Table) Find(id string) (int, bool) {
	t.findOnce.Do(func() {
		t.seed = maphash.MakeSeed()
		t.byID = make(map[uint64]int32, t.n)
		for i := range t.n {
			b, ok := span(t.idOff, t.ids, i)
			if !ok {
				continue
			}
			h := maphash.Bytes(t.seed, b)
			if r, dup := t.byID[h]; dup {
				if t.clashes == nil {
					t.clashes = map[uint64][]int32{}
				}
				if len(t.clashes[h]) == 0 {
					t.clashes[h] = []int32{r}
				}
				t.clashes[h] = append(t.clashes[h], int32(i))
				continue
			}
			t.byID[h] = int32(i)
		}
	})
	h := maphash.String(t.seed, id)
	rows := t.clashes[h]
	if r, ok := t.byID[h]; ok && len(rows) == 0 {
		rows = []int32{r}
	}
	for _, r := range rows {
		if b, ok := span(t.idOff, t.ids, int(r)); ok && string(b) == id {
			return int(r), true
		}
	}
	return 0, false
}

// Column is one field of a source's events: per event a code, 0 when the
// event lacks the field, else 1 + the index of its value in Values.
type Column struct {
	Key   string
	width int
	codes []byte
	table *Table // keeps the mapping its codes are in alive
	// The dictionary is decoded when first needed: a column of a million
	// distinct durations is not read to count plays by artist.
	ndict int
	dict  []byte
	once  sync.Once
	vals  []ingest.Value
	whole atomic.Bool // vals holds the dictionary
	nums  []float64   // a numeric column's values (width 8)
	// A large dictionary (the text of every journal happening) is read a
	// value at a time by Value until Values is asked for: a question that
	// makes a few thousand events of a table does not decode a hundred
	// thousand texts. Where each value starts is found once, without
	// copying any.
	lazyMu sync.Mutex
	offs   []uint32         // the start of each value in dict that decodes
	at     []int32          // per code, 1 + its index in lazy (0: not decoded yet)
	lazy   [][]ingest.Value // the values decoded so far, in blocks (never copied to grow)
}

// lazyBlock is how many values a block of Column.lazy holds.
const lazyBlock = 1024

// lazyDict is the dictionary size from which Value reads single values.
const lazyDict = 4096

// Numeric reports whether every value of the column is a number, kept as
// it is (Float) rather than in a dictionary.
func (c *Column) Numeric() bool { return c.width == 8 }

// Float returns row i's number in a numeric column.
func (c *Column) Float(i int) (float64, bool) {
	if c.width != 8 || c.codes[i] == 0 {
		return 0, false
	}
	return c.nums[i], true
}

// Floats returns a numeric column's numbers by row (the table's own, to
// be read only; a row without the field reads 0) and whether every row
// has one.
func (c *Column) Floats() ([]float64, bool) {
	if c.width != 8 {
		return nil, false
	}
	return c.nums, bytes.IndexByte(c.codes, 0) < 0
}

// Count is how many rows have the field.
func (c *Column) Count() int {
	switch c.width {
	case 1, 8:
		return len(c.codes) - bytes.Count(c.codes, []byte{0})
	}
	n := 0
	for i := range c.table.n {
		if c.Code(i) != 0 {
			n++
		}
	}
	return n
}

// Values returns the column's dictionary: code c is Values()[c-1]. A
// damaged dictionary is cut where it stops decoding.
func (c *Column) Values() []ingest.Value {
	c.once.Do(func() {
		c.vals = make([]ingest.Value, 0, c.ndict)
		rest := c.dict
		for range c.ndict {
			v, after, err := ingest.DecodeValue(rest)
			if err != nil {
				break
			}
			c.vals = append(c.vals, v)
			rest = after
		}
		c.whole.Store(true)
	})
	return c.vals
}

// dictValue is the value of code (from 1) as Values()[code-1] would be,
// decoded on its own.
func (c *Column) dictValue(code uint32) (ingest.Value, bool) {
	c.lazyMu.Lock()
	defer c.lazyMu.Unlock()
	if c.offs == nil {
		c.offs = make([]uint32, 0, c.ndict)
		rest := c.dict
		for range c.ndict {
			after, err := ingest.SkipValue(rest)
			if err != nil {
				break // cut where Values stops decoding
			}
			c.offs = append(c.offs, uint32(len(c.dict)-len(rest)))
			rest = after
		}
		c.at = make([]int32, len(c.offs))
	}
	if int(code) > len(c.offs) {
		return ingest.Value{}, false
	}
	if k := int(c.at[code-1]) - 1; k >= 0 {
		return c.lazy[k/lazyBlock][k%lazyBlock], true
	}
	v, _, err := ingest.DecodeValue(c.dict[c.offs[code-1]:])
	if err != nil {
		return ingest.Value{}, false
	}
	if n := len(c.lazy); n == 0 || len(c.lazy[n-1]) == lazyBlock {
		c.lazy = append(c.lazy, make([]ingest.Value, 0, lazyBlock))
	}
	last := &c.lazy[len(c.lazy)-1]
	*last = append(*last, v)
	c.at[code-1] = int32((len(c.lazy)-1)*lazyBlock + len(*last))
	return v, true
}

// Code returns row i's code (0: the event lacks the field; in a numeric
// column, 1 when it has it).
func (c *Column) Code(i int) uint32 {
	switch c.width {
	case 1, 8:
		return uint32(c.codes[i])
	case 2:
		return uint32(binary.LittleEndian.Uint16(c.codes[2*i:]))
	default:
		return binary.LittleEndian.Uint32(c.codes[4*i:])
	}
}

// Value returns row i's value of the field (none for a damaged code).
func (c *Column) Value(i int) (ingest.Value, bool) {
	if c.Numeric() {
		f, ok := c.Float(i)
		return ingest.Number(f), ok
	}
	code := c.Code(i)
	if code == 0 {
		return ingest.Value{}, false
	}
	if c.ndict >= lazyDict && !c.whole.Load() {
		return c.dictValue(code)
	}
	vals := c.Values()
	if int(code) > len(vals) {
		return ingest.Value{}, false
	}
	return vals[code-1], true
}

// Source is the source kind the table holds.
func (t *Table) Source() string { return t.source }

// Signature names the state of the library the table was made from.
func (t *Table) Signature() string { return t.sig }

// Len is the number of events.
func (t *Table) Len() int { return t.n }

// Keys are the field keys some event has, in the order first seen.
func (t *Table) Keys() []string { return t.keys }

// Column returns the column of field key, or nil.
func (t *Table) Column(key string) *Column { return t.cols[key] }

// Formats are the export formats the events come from.
func (t *Table) Formats() []string { return t.formats }

// Start returns row i's start time, in the zone the event was recorded in.
func (t *Table) Start(i int) time.Time {
	return time.Unix(0, t.start[i]).In(t.zone(t.startZone[i]))
}

// StartZone is the number of row i's start zone (see Zone).
func (t *Table) StartZone(i int) uint16 { return t.startZone[i] }

// Zone is the location of zone number z.
func (t *Table) Zone(z uint16) *time.Location { return t.zone(z) }

// zone is zone z, or UTC for a damaged number.
func (t *Table) zone(z uint16) *time.Location {
	if int(z) < len(t.zones) {
		return t.zones[z]
	}
	return time.UTC
}

// StartNano is row i's start as Unix nanoseconds.
func (t *Table) StartNano(i int) int64 { return t.start[i] }

// End returns row i's end time (zero when the event has none).
func (t *Table) End(i int) time.Time {
	if t.end[i] == noEnd {
		return time.Time{}
	}
	return time.Unix(0, t.end[i]).In(t.zone(t.endZone[i]))
}

// MaxSpan bounds how long after its start any event of the table ends,
// as items see it (an all-day event spans its day; an event without an
// end ends when it starts).
func (t *Table) MaxSpan() time.Duration {
	t.spanOnce.Do(func() {
		var m int64
		for i := range t.n {
			d := int64(0)
			if t.end[i] != noEnd {
				d = t.end[i] - t.start[i]
			}
			if t.allDay[i] == 1 {
				d = max(d, int64(25*time.Hour)) // a day, longer when clocks go back
			}
			m = max(m, d)
		}
		t.maxSpan = time.Duration(m)
	})
	return t.maxSpan
}

// AllDay reports whether row i is an all-day event.
func (t *Table) AllDay(i int) bool { return t.allDay[i] == 1 }

// File is the file row i's event was read from (its Origin.File), without
// making the event; "" when the table's number for it is bad (Event says
// so).
func (t *Table) File(i int) string {
	if int(t.file[i]) >= t.files.len() {
		return ""
	}
	return t.files.get(int(t.file[i]))
}

// Event makes row i's event from the columns. Each call returns a new
// event; its field values share the table's dictionaries (events are
// never modified).
func (t *Table) Event(i int) (*ingest.Event, error) {
	ev := new(ingest.Event)
	if err := t.fill(i, ev, nil, nil); err != nil {
		return nil, err
	}
	return ev, nil
}

// fill makes row i's event in ev. Its fields are cut from *slab and its id
// and record copied into *text when they are not nil (refilled as they
// run out), else allocated.
func (t *Table) fill(i int, ev *ingest.Event, slab *[]ingest.Field, text *[]byte) error {
	bad := func(what string) error {
		return fmt.Errorf("reading event %d of the %s column table: bad %s", i, t.source, what)
	}
	id, ok := span(t.idOff, t.ids, i)
	if !ok {
		return bad("id")
	}
	rec, ok := span(t.recOff, t.recs, i)
	if !ok {
		return bad("record")
	}
	if int(t.file[i]) >= t.files.len() || int(t.format[i]) >= len(t.formats) || int(t.shape[i]) >= len(t.shapes) {
		return bad("table number")
	}
	*ev = ingest.Event{ID: copyText(id, text), Source: t.source, Start: t.Start(i), End: t.End(i), AllDay: t.AllDay(i),
		Origin: ingest.Origin{File: t.files.get(int(t.file[i])), Format: t.formats[t.format[i]], Record: copyText(rec, text)}}
	sh := t.shapes[t.shape[i]]
	if len(sh) == 0 {
		return nil
	}
	var fields []ingest.Field
	if slab == nil {
		fields = make([]ingest.Field, 0, len(sh))
	} else {
		if cap(*slab)-len(*slab) < len(sh) {
			*slab = make([]ingest.Field, 0, max(fieldSlab, len(sh)))
		}
		n := len(*slab)
		// Capped: an append to one event's fields never reaches the next's.
		fields = (*slab)[n : n : n+len(sh)]
	}
	for _, c := range sh {
		if int(c) >= len(t.byKey) {
			return bad("field")
		}
		col := t.byKey[c]
		v, ok := col.Value(i)
		if !ok {
			return bad("field " + col.Key)
		}
		fields = append(fields, ingest.Field{Key: col.Key, Value: v})
	}
	if slab != nil {
		*slab = (*slab)[:len(*slab)+len(fields)]
	}
	ev.Fields = fields
	return nil
}

// eventSlab, fieldSlab and textSlab are how many events, fields and
// bytes of ids and records SharedEvent allocates at once: a question makes
// the events of thousands of hits, and two allocations each (the event,
// its fields) were a fifth of making them. They are kept as long as the
// table, like the events.
const (
	eventSlab = 256
	fieldSlab = 4096
	textSlab  = 16 << 10
)

// copyText returns b as a string: copied into *text when text is not nil
// (a new block when it is full; what is in it is never written again),
// else allocated.
func copyText(b []byte, text *[]byte) string {
	if text == nil || len(b) == 0 || len(b) > textSlab {
		return string(b)
	}
	if cap(*text)-len(*text) < len(b) {
		*text = make([]byte, 0, textSlab)
	}
	n := len(*text)
	*text = append(*text, b...)
	return unsafe.String(&(*text)[n], len(b))
}

// SharedEvent is Event made once per table: the steps of one question
// (a concept's strong, related and paired searches, the check for copies
// of a record, the items and the evidence shown) made the same journal
// days' events again each, which was a tenth of its time. The events are
// kept as long as the table, at most one per row, as a loaded source
// keeps its events.
func (t *Table) SharedEvent(i int) (*ingest.Event, error) {
	t.madeMu.Lock()
	defer t.madeMu.Unlock()
	if t.made == nil {
		t.made = make([]*ingest.Event, t.n)
	}
	if ev := t.made[i]; ev != nil {
		return ev, nil
	}
	if len(t.events) == 0 {
		t.events = make([]ingest.Event, eventSlab)
	}
	ev := &t.events[0]
	if err := t.fill(i, ev, &t.fields, &t.text); err != nil {
		*ev = ingest.Event{}
		return nil, err
	}
	t.events = t.events[1:]
	t.made[i] = ev
	return ev, nil
}

// span is the i-th of the strings off cuts b into.
func span(off []uint32, b []byte, i int) ([]byte, bool) {
	from, to := off[i], off[i+1]
	if from > to || int(to) > len(b) {
		return nil, false
	}
	return b[from:to], true
}

// Representable reports whether a time fits the table's Unix nanoseconds
// (the years 1678 to 2262).
func Representable(tm time.Time) bool {
	y := tm.Year()
	return y > 1678 && y < 2262
}

// Build makes the table of source's events, given in view order. It fails
// for events no table can hold (a time outside Representable), so callers
// keep reading the events themselves.
func Build(source, sig string, evs []*ingest.Event) (*Table, error) {
	b, err := encode(source, sig, evs)
	if err != nil {
		return nil, err
	}
	return parse(b, sig)
}

// slice views the n elements of type T at the head of b (8-byte aligned).
func slice[T any](b []byte, n int) []T {
	var zero T
	if n == 0 || len(b) < n*int(unsafe.Sizeof(zero)) {
		return nil // the reader has failed
	}
	return unsafe.Slice((*T)(unsafe.Pointer(&b[0])), n)
}
