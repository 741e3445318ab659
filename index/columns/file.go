package columns

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
	"sync"
	"syscall"

	"reqap/ingest"
	"reqap/internal/atomicfile"
)

// The file, every section padded to 8 bytes:
//
//	magic, signature, source, n
//	zones (name, offset), formats
//	start [n]int64, end [n]int64, startZone [n]uint16, endZone [n]uint16, allDay [n]byte
//	ids, records: [n+1]uint32 offsets and their bytes
//	file [n]uint32, format [n]uint16 (into tables), shape [n]uint32 (the
//	event's field keys in order, as column numbers, in a table)
//	columns: key, dictionary (values in ingest's binary form), code width, codes [n]width

type writer struct{ b []byte }

func (w *writer) pad() {
	for len(w.b)%8 != 0 {
		w.b = append(w.b, 0)
	}
}
func (w *writer) u32(v uint32) { w.b = binary.LittleEndian.AppendUint32(w.b, v) }
func (w *writer) u64(v uint64) { w.b = binary.LittleEndian.AppendUint64(w.b, v) }
func (w *writer) str(s string) {
	w.u32(uint32(len(s)))
	w.b = append(w.b, s...)
}

type zoneKey struct {
	name string
	off  int
}

type builder struct {
	zones   map[zoneKey]uint16
	zoneSeq []zoneKey
}

func (b *builder) zone(name string, off int) (uint16, error) {
	k := zoneKey{name, off}
	if z, ok := b.zones[k]; ok {
		return z, nil
	}
	if len(b.zoneSeq) == math.MaxUint16 {
		return 0, errors.New("too many time zones")
	}
	z := uint16(len(b.zoneSeq))
	b.zones[k] = z
	b.zoneSeq = append(b.zoneSeq, k)
	return z, nil
}

type colBuild struct {
	key   string
	dict  map[string]uint32
	vals  [][]byte
	codes []uint32
	// Numbers are kept as they are when every value is one: a column of
	// durations has nearly as many values as rows. Such a column has
	// presence bytes and numbers instead of codes until a value that is
	// not a number turns it into codes.
	present []byte
	nums    []float64
	numeric bool
}

// code is v's code in the column's dictionary, added if new.
func (c *colBuild) code(v ingest.Value, scratch *[]byte) (uint32, error) {
	b, err := ingest.AppendValue((*scratch)[:0], v)
	if err != nil {
		return 0, err
	}
	*scratch = b
	code, ok := c.dict[string(b)]
	if !ok {
		c.vals = append(c.vals, append([]byte(nil), b...))
		code = uint32(len(c.vals))
		c.dict[string(b)] = code
	}
	return code, nil
}

// Builder makes a table from events given one at a time, in view order,
// so that a source is turned into columns without holding its events:
// only the columns themselves (a few bytes per event and field) grow.
type Builder struct {
	source, sig string
	n, i        int
	bd          *builder
	start, end  []int64
	sz, ez      []uint16
	allDay      []byte
	idOff       []uint32
	recOff      []uint32
	idBlob      []byte
	recBlob     []byte
	fileOf      []uint32
	formatOf    []uint16
	files       map[string]uint32
	formats     map[string]uint16
	fileSeq     []string
	formatSeq   []string
	shapeOf     []uint32
	shapes      map[string]uint32
	shapeSeq    [][]uint16
	colNum      map[string]uint16
	shape       []uint16
	cols        map[string]*colBuild
	keys        []string
	scratch     []byte
}

// NewBuilder starts the table of source for state sig, to hold n events.
func NewBuilder(source, sig string, n int) *Builder {
	return &Builder{
		source: source, sig: sig, n: n,
		bd:    &builder{zones: map[zoneKey]uint16{}},
		start: make([]int64, n), end: make([]int64, n),
		sz: make([]uint16, n), ez: make([]uint16, n),
		allDay: make([]byte, n),
		idOff:  make([]uint32, n+1), recOff: make([]uint32, n+1),
		fileOf: make([]uint32, n), formatOf: make([]uint16, n),
		files: map[string]uint32{}, formats: map[string]uint16{},
		shapeOf: make([]uint32, n), shapes: map[string]uint32{},
		colNum: map[string]uint16{}, cols: map[string]*colBuild{},
	}
}

func encode(source, sig string, evs []*ingest.Event) ([]byte, error) {
	b := NewBuilder(source, sig, len(evs))
	for _, ev := range evs {
		if err := b.Add(ev); err != nil {
			return nil, err
		}
	}
	return b.Bytes()
}

// Add appends the next event. An error (ErrUnfit for events no table can
// hold) leaves the builder unusable.
func (b *Builder) Add(ev *ingest.Event) error {
	if b.i >= b.n {
		return fmt.Errorf("building the %s column table: more than the %d events announced", b.source, b.n)
	}
	i, n, source := b.i, b.n, b.source
	bd, cols := b.bd, b.cols
	var err error
	if ev.Source != source {
		return fmt.Errorf("building the %s column table: event %s is of %s", source, ev.ID, ev.Source)
	}
	if !Representable(ev.Start) || !ev.End.IsZero() && !Representable(ev.End) {
		return fmt.Errorf("building the %s column table: event %s: %w", source, ev.ID, ErrUnfit)
	}
	b.start[i] = ev.Start.UnixNano()
	z, err := bd.zone(ingest.ZoneName(ev.Start))
	if err != nil {
		return fmt.Errorf("building the %s column table: %w", source, err)
	}
	b.sz[i] = z
	if ev.End.IsZero() {
		b.end[i] = noEnd
	} else {
		b.end[i] = ev.End.UnixNano()
		if b.ez[i], err = bd.zone(ingest.ZoneName(ev.End)); err != nil {
			return fmt.Errorf("building the %s column table: %w", source, err)
		}
	}
	if ev.AllDay {
		b.allDay[i] = 1
	}
	fc, ok := b.formats[ev.Origin.Format]
	if !ok {
		if len(b.formatSeq) == math.MaxUint16 {
			return fmt.Errorf("building the %s column table: too many formats", source)
		}
		fc = uint16(len(b.formatSeq))
		b.formats[ev.Origin.Format] = fc
		b.formatSeq = append(b.formatSeq, ev.Origin.Format)
	}
	b.formatOf[i] = fc
	file, ok := b.files[ev.Origin.File]
	if !ok {
		file = uint32(len(b.fileSeq))
		b.files[ev.Origin.File] = file
		b.fileSeq = append(b.fileSeq, ev.Origin.File)
	}
	b.fileOf[i] = file
	b.idBlob = append(b.idBlob, ev.ID...)
	b.recBlob = append(b.recBlob, ev.Origin.Record...)
	if len(b.idBlob) > math.MaxUint32 || len(b.recBlob) > math.MaxUint32 {
		return fmt.Errorf("building the %s column table: too large", source)
	}
	b.idOff[i+1], b.recOff[i+1] = uint32(len(b.idBlob)), uint32(len(b.recBlob))
	b.shape = b.shape[:0]
	for _, f := range ev.Fields {
		c := cols[f.Key]
		if c == nil {
			if len(b.keys) == math.MaxUint16 {
				return fmt.Errorf("building the %s column table: too many fields", source)
			}
			c = &colBuild{key: f.Key, dict: map[string]uint32{}}
			if f.Value.Kind == ingest.KindNumber {
				c.numeric, c.present, c.nums = true, make([]byte, n), make([]float64, n)
			} else {
				c.codes = make([]uint32, n)
			}
			cols[f.Key] = c
			b.colNum[f.Key] = uint16(len(b.keys))
			b.keys = append(b.keys, f.Key)
		}
		if c.numeric && c.present[i] != 0 || !c.numeric && c.codes[i] != 0 {
			// A key twice in one event: a table holds one value per
			// field, so this source is read as events.
			return fmt.Errorf("building the %s column table: event %s has field %q twice: %w", source, ev.ID, f.Key, ErrUnfit)
		}
		b.shape = append(b.shape, b.colNum[f.Key])
		if c.numeric && f.Value.Kind == ingest.KindNumber {
			c.nums[i], c.present[i] = f.Value.Num, 1
			continue
		}
		if c.numeric {
			// Not numbers after all: the numbers so far join the
			// dictionary.
			c.codes = make([]uint32, n)
			for k := range i {
				if c.present[k] != 0 {
					if c.codes[k], err = c.code(ingest.Number(c.nums[k]), &b.scratch); err != nil {
						return fmt.Errorf("building the %s column table: %w", source, err)
					}
				}
			}
			c.numeric, c.nums, c.present = false, nil, nil
		}
		if c.codes[i], err = c.code(f.Value, &b.scratch); err != nil {
			return fmt.Errorf("building the %s column table: event %s: %w", source, ev.ID, err)
		}
	}
	sk := shapeKey(b.shape)
	sc, ok := b.shapes[sk]
	if !ok {
		sc = uint32(len(b.shapeSeq))
		b.shapes[sk] = sc
		b.shapeSeq = append(b.shapeSeq, append([]uint16(nil), b.shape...))
	}
	b.shapeOf[i] = sc
	b.i++
	return nil
}

// Bytes is the table's file, once every announced event is added.
func (b *Builder) Bytes() ([]byte, error) {
	if b.i != b.n {
		return nil, fmt.Errorf("building the %s column table: %d of %d events added", b.source, b.i, b.n)
	}
	source, sig, n := b.source, b.sig, b.n
	bd, cols, keys := b.bd, b.cols, b.keys
	start, end, sz, ez, allDay := b.start, b.end, b.sz, b.ez, b.allDay
	idOff, recOff, idBlob, recBlob := b.idOff, b.recOff, b.idBlob, b.recBlob
	fileOf, formatOf, fileSeq, formatSeq := b.fileOf, b.formatOf, b.fileSeq, b.formatSeq
	shapeOf, shapeSeq := b.shapeOf, b.shapeSeq
	w := &writer{b: make([]byte, 0, len(idBlob)+len(recBlob)+n*64+4096)}
	w.b = append(w.b, magic...)
	w.str(sig)
	w.pad()
	w.str(source)
	w.pad()
	w.u64(uint64(n))
	w.u32(uint32(len(bd.zoneSeq)))
	for _, z := range bd.zoneSeq {
		w.str(z.name)
		w.u32(uint32(int32(z.off)))
	}
	w.pad()
	w.u32(uint32(len(formatSeq)))
	for _, f := range formatSeq {
		w.str(f)
	}
	w.pad()
	w.u64(uint64(len(fileSeq)))
	for _, f := range fileSeq {
		w.str(f)
	}
	w.pad()
	w.u64(uint64(len(shapeSeq)))
	for _, sh := range shapeSeq {
		w.u32(uint32(len(sh)))
		for _, c := range sh {
			w.b = binary.LittleEndian.AppendUint16(w.b, c)
		}
	}
	w.pad()
	for _, v := range start {
		w.u64(uint64(v))
	}
	for _, v := range end {
		w.u64(uint64(v))
	}
	for _, v := range sz {
		w.b = binary.LittleEndian.AppendUint16(w.b, v)
	}
	w.pad()
	for _, v := range ez {
		w.b = binary.LittleEndian.AppendUint16(w.b, v)
	}
	w.pad()
	w.b = append(w.b, allDay...)
	w.pad()
	for _, blob := range []struct {
		off []uint32
		b   []byte
	}{{idOff, idBlob}, {recOff, recBlob}} {
		for _, v := range blob.off {
			w.u32(v)
		}
		w.pad()
		w.u64(uint64(len(blob.b)))
		w.b = append(w.b, blob.b...)
		w.pad()
	}
	for _, v := range fileOf {
		w.u32(v)
	}
	w.pad()
	for _, v := range formatOf {
		w.b = binary.LittleEndian.AppendUint16(w.b, v)
	}
	w.pad()
	for _, v := range shapeOf {
		w.u32(v)
	}
	w.pad()
	w.u32(uint32(len(keys)))
	for _, k := range keys {
		c := cols[k]
		w.str(k)
		if c.numeric {
			// No dictionary: the width 8 says the codes are presence
			// bytes followed by the numbers.
			w.u32(0)
			w.u64(0)
			w.b = append(w.b, 8)
			w.pad()
			w.b = append(w.b, c.present...)
			w.pad()
			for _, f := range c.nums {
				w.u64(math.Float64bits(f))
			}
			continue
		}
		w.u32(uint32(len(c.vals)))
		size := 0
		for _, v := range c.vals {
			size += len(v)
		}
		w.u64(uint64(size))
		for _, v := range c.vals {
			w.b = append(w.b, v...)
		}
		width := 4
		switch {
		case len(c.vals) < math.MaxUint8:
			width = 1
		case len(c.vals) < math.MaxUint16:
			width = 2
		}
		w.b = append(w.b, byte(width))
		w.pad()
		for _, code := range c.codes {
			switch width {
			case 1:
				w.b = append(w.b, byte(code))
			case 2:
				w.b = binary.LittleEndian.AppendUint16(w.b, uint16(code))
			default:
				w.u32(code)
			}
		}
		w.pad()
	}
	return w.b, nil
}

// reader walks a table's bytes; the first error sticks.
type reader struct {
	b   []byte
	p   int
	err error
}

func (r *reader) need(n int) bool {
	if r.err != nil {
		return false
	}
	if n < 0 || r.p+n > len(r.b) || r.p+n < r.p {
		r.err = errors.New("truncated column table")
		return false
	}
	return true
}

func (r *reader) pad() {
	for r.p%8 != 0 && r.p < len(r.b) {
		r.p++
	}
}

func (r *reader) u32() uint32 { return readLE(r, 4, binary.LittleEndian.Uint32) }

func (r *reader) u64() uint64 { return readLE(r, 8, binary.LittleEndian.Uint64) }

// readLE reads a little-endian number of n bytes with get.
func readLE[T uint32 | uint64](r *reader, n int, get func([]byte) T) T {
	if !r.need(n) {
		return 0
	}
	v := get(r.b[r.p:])
	r.p += n
	return v
}

func (r *reader) bytes(n int) []byte {
	if !r.need(n) {
		return nil
	}
	b := r.b[r.p : r.p+n : r.p+n]
	r.p += n
	return b
}

// str copies a string out of the table, so it outlives a mapping.
func (r *reader) str() string { return string(r.bytes(int(r.u32()))) }

// names reads n length-prefixed strings where they are, for names to
// copy out one by one when asked: a journal of 40,000 day notes names
// 40,000 files, and copying them all when its table was opened (one
// block, 2 MB with the strings) was a twentieth of a question that makes
// the events of a few thousand.
func (r *reader) names(n int) *names {
	nm := &names{b: r.b, at: make([]uint32, 0, n)}
	for i := 0; i < n && r.err == nil; i++ {
		k := int(r.u32())
		at := r.p
		if r.bytes(k); r.err == nil {
			nm.at = append(nm.at, uint32(at))
		}
	}
	if r.err != nil {
		return nil
	}
	return nm
}

// names are strings of a table, each copied out of it the first time it
// is asked for (so that it outlives a mapping) and kept.
type names struct {
	b  []byte   // the table
	at []uint32 // where string k starts in b, after its length

	mu   sync.Mutex
	made []string
}

func (nm *names) len() int {
	if nm == nil {
		return 0
	}
	return len(nm.at)
}

// get returns string k (0 <= k < len()).
func (nm *names) get(k int) string {
	nm.mu.Lock()
	defer nm.mu.Unlock()
	if nm.made == nil {
		nm.made = make([]string, len(nm.at))
	}
	if s := nm.made[k]; s != "" {
		return s
	}
	at := nm.at[k]
	n := binary.LittleEndian.Uint32(nm.b[at-4:])
	s := string(nm.b[at : at+n])
	nm.made[k] = s
	return s
}

// count reads a count of items of at least size bytes each.
func (r *reader) count(size int) int {
	v := r.u64()
	if r.err == nil && (v > uint64(len(r.b)) || int(v)*size > len(r.b)-r.p) {
		r.err = errors.New("bad count in column table")
		return 0
	}
	return int(v)
}

func parse(b []byte, sig string) (*Table, error) {
	r := &reader{b: b}
	if m := r.bytes(len(magic)); r.err != nil || string(m) != magic {
		return nil, errors.New("not a column table")
	}
	t := &Table{sig: r.str()}
	r.pad()
	if r.err == nil && t.sig != sig {
		return nil, ErrStale
	}
	t.source = r.str()
	r.pad()
	t.n = r.count(8 + 8 + 2 + 2 + 1 + 4 + 4 + 4 + 2 + 4)
	n := t.n
	nz := int(r.u32())
	for i := 0; i < nz && r.err == nil; i++ {
		name := r.str()
		off := int(int32(r.u32()))
		t.zones = append(t.zones, ingest.Zone(name, off))
	}
	r.pad()
	nf := int(r.u32())
	for i := 0; i < nf && r.err == nil; i++ {
		t.formats = append(t.formats, r.str())
	}
	r.pad()
	t.files = r.names(r.count(4))
	r.pad()
	nshapes := r.count(4)
	for i := 0; i < nshapes && r.err == nil; i++ {
		k := int(r.u32())
		sh := slice[uint16](r.bytes(2*k), k)
		t.shapes = append(t.shapes, sh)
	}
	r.pad()
	t.start = slice[int64](r.bytes(8*n), n)
	t.end = slice[int64](r.bytes(8*n), n)
	t.startZone = slice[uint16](r.bytes(2*n), n)
	r.pad()
	t.endZone = slice[uint16](r.bytes(2*n), n)
	r.pad()
	t.allDay = r.bytes(n)
	r.pad()
	t.idOff = slice[uint32](r.bytes(4*(n+1)), n+1)
	r.pad()
	t.ids = r.bytes(r.count(1))
	r.pad()
	t.recOff = slice[uint32](r.bytes(4*(n+1)), n+1)
	r.pad()
	t.recs = r.bytes(r.count(1))
	r.pad()
	t.file = slice[uint32](r.bytes(4*n), n)
	r.pad()
	t.format = slice[uint16](r.bytes(2*n), n)
	r.pad()
	t.shape = slice[uint32](r.bytes(4*n), n)
	r.pad()
	if r.err != nil {
		return nil, r.err
	}
	// Zones, offsets and codes are checked where they are read: a check of
	// every row here would read the whole file to answer about a year.
	if len(t.zones) == 0 && n > 0 {
		return nil, errors.New("column table without zones")
	}
	ncols := int(r.u32())
	t.cols = map[string]*Column{}
	for i := 0; i < ncols && r.err == nil; i++ {
		c := &Column{Key: r.str(), table: t}
		nd := int(r.u32())
		size := int(r.u64())
		if nd > len(b) {
			return nil, errors.New("bad dictionary in column table")
		}
		c.ndict, c.dict = nd, r.bytes(size)
		if w := r.bytes(1); r.err == nil {
			c.width = int(w[0])
		}
		if c.width != 1 && c.width != 2 && c.width != 4 && c.width != 8 {
			return nil, fmt.Errorf("bad code width in column %q", c.Key)
		}
		r.pad()
		if c.width == 8 {
			c.codes = r.bytes(n)
			r.pad()
			c.nums = slice[float64](r.bytes(8*n), n)
		} else {
			c.codes = r.bytes(c.width * n)
		}
		r.pad()
		if r.err != nil {
			break
		}
		if _, dup := t.cols[c.Key]; dup {
			return nil, fmt.Errorf("column %q twice", c.Key)
		}
		t.cols[c.Key] = c
		t.keys = append(t.keys, c.Key)
		t.byKey = append(t.byKey, c)
	}
	if r.err != nil {
		return nil, r.err
	}
	return t, nil
}

// Write writes the table of evs to path, atomically (a temporary file
// renamed over the old one).
func Write(path, source, sig string, evs []*ingest.Event) error {
	b, err := encode(source, sig, evs)
	if err != nil {
		return err
	}
	return writeFile(path, source, b)
}

// Finish writes the built table to path, as Write does, and returns it
// mapped from the file; with path "" it returns it from memory.
func (b *Builder) Finish(path string) (*Table, error) {
	data, err := b.Bytes()
	if err != nil {
		return nil, err
	}
	if path == "" {
		return parse(data, b.sig)
	}
	if err := writeFile(path, b.source, data); err != nil {
		return nil, err
	}
	// Mapped from the file, the table's bytes leave the heap.
	return Open(path, b.sig)
}

func writeFile(path, source string, b []byte) error {
	if err := atomicfile.Write(path, b); err != nil {
		return fmt.Errorf("writing the %s column table: %w", source, err)
	}
	return nil
}

// Open maps the table at path into memory. It returns ErrStale when the
// file was made for another signature, and an error naming the file when
// it is damaged.
func Open(path, sig string) (*Table, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	size := int(st.Size())
	if size < len(magic) || int64(size) != st.Size() {
		return nil, fmt.Errorf("reading %s: not a column table", path)
	}
	data, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, fmt.Errorf("mapping %s: %w", path, err)
	}
	t, err := parse(data, sig)
	if err != nil {
		syscall.Munmap(data)
		if errors.Is(err, ErrStale) {
			return nil, err
		}
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	// The mapping goes with the table: nothing read from it (values,
	// events) points into it, and columns point back at their table.
	runtime.AddCleanup(t, func(b []byte) { syscall.Munmap(b) }, data)
	return t, nil
}

func shapeKey(sh []uint16) string {
	b := make([]byte, 0, 2*len(sh))
	for _, c := range sh {
		b = binary.LittleEndian.AppendUint16(b, c)
	}
	return string(b)
}
