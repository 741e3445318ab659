package columns

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"os"
	"runtime"
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
	// durations has nearly as many values as rows.
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

func encode(source, sig string, evs []*ingest.Event) ([]byte, error) {
	n := len(evs)
	bd := &builder{zones: map[zoneKey]uint16{}}
	start, end := make([]int64, n), make([]int64, n)
	sz, ez := make([]uint16, n), make([]uint16, n)
	allDay := make([]byte, n)
	idOff, recOff := make([]uint32, n+1), make([]uint32, n+1)
	var idBlob, recBlob []byte
	fileOf, formatOf := make([]uint32, n), make([]uint16, n)
	files, formats := map[string]uint32{}, map[string]uint16{}
	var fileSeq, formatSeq []string
	shapeOf := make([]uint32, n)
	shapes := map[string]uint32{}
	var shapeSeq [][]uint16
	colNum := map[string]uint16{}
	var shape []uint16
	cols := map[string]*colBuild{}
	var keys []string
	var scratch []byte
	for i, ev := range evs {
		if ev.Source != source {
			return nil, fmt.Errorf("building the %s column table: event %s is of %s", source, ev.ID, ev.Source)
		}
		if !Representable(ev.Start) || !ev.End.IsZero() && !Representable(ev.End) {
			return nil, fmt.Errorf("building the %s column table: event %s: %w", source, ev.ID, ErrUnfit)
		}
		start[i] = ev.Start.UnixNano()
		z, err := bd.zone(ingest.ZoneName(ev.Start))
		if err != nil {
			return nil, fmt.Errorf("building the %s column table: %w", source, err)
		}
		sz[i] = z
		if ev.End.IsZero() {
			end[i] = noEnd
		} else {
			end[i] = ev.End.UnixNano()
			if ez[i], err = bd.zone(ingest.ZoneName(ev.End)); err != nil {
				return nil, fmt.Errorf("building the %s column table: %w", source, err)
			}
		}
		if ev.AllDay {
			allDay[i] = 1
		}
		fc, ok := formats[ev.Origin.Format]
		if !ok {
			if len(formatSeq) == math.MaxUint16 {
				return nil, fmt.Errorf("building the %s column table: too many formats", source)
			}
			fc = uint16(len(formatSeq))
			formats[ev.Origin.Format] = fc
			formatSeq = append(formatSeq, ev.Origin.Format)
		}
		formatOf[i] = fc
		file, ok := files[ev.Origin.File]
		if !ok {
			file = uint32(len(fileSeq))
			files[ev.Origin.File] = file
			fileSeq = append(fileSeq, ev.Origin.File)
		}
		fileOf[i] = file
		idBlob = append(idBlob, ev.ID...)
		recBlob = append(recBlob, ev.Origin.Record...)
		if len(idBlob) > math.MaxUint32 || len(recBlob) > math.MaxUint32 {
			return nil, fmt.Errorf("building the %s column table: too large", source)
		}
		idOff[i+1], recOff[i+1] = uint32(len(idBlob)), uint32(len(recBlob))
		shape = shape[:0]
		for _, f := range ev.Fields {
			c := cols[f.Key]
			if c == nil {
				if len(keys) == math.MaxUint16 {
					return nil, fmt.Errorf("building the %s column table: too many fields", source)
				}
				c = &colBuild{key: f.Key, dict: map[string]uint32{}, codes: make([]uint32, n), nums: make([]float64, n), numeric: true}
				cols[f.Key] = c
				colNum[f.Key] = uint16(len(keys))
				keys = append(keys, f.Key)
			}
			if c.codes[i] != 0 {
				// A key twice in one event: a table holds one value per
				// field, so this source is read as events.
				return nil, fmt.Errorf("building the %s column table: event %s has field %q twice: %w", source, ev.ID, f.Key, ErrUnfit)
			}
			shape = append(shape, colNum[f.Key])
			if c.numeric && f.Value.Kind == ingest.KindNumber {
				c.nums[i], c.codes[i] = f.Value.Num, 1
				continue
			}
			if c.numeric {
				// Not numbers after all: the numbers so far join the
				// dictionary.
				for k := range i {
					if c.codes[k] != 0 {
						if c.codes[k], err = c.code(ingest.Number(c.nums[k]), &scratch); err != nil {
							return nil, fmt.Errorf("building the %s column table: %w", source, err)
						}
					}
				}
				c.numeric, c.nums = false, nil
			}
			if c.codes[i], err = c.code(f.Value, &scratch); err != nil {
				return nil, fmt.Errorf("building the %s column table: event %s: %w", source, ev.ID, err)
			}
		}
		sk := shapeKey(shape)
		sc, ok := shapes[sk]
		if !ok {
			sc = uint32(len(shapeSeq))
			shapes[sk] = sc
			shapeSeq = append(shapeSeq, append([]uint16(nil), shape...))
		}
		shapeOf[i] = sc
	}

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
			for _, code := range c.codes {
				w.b = append(w.b, byte(min(code, 1)))
			}
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
	nfiles := r.count(4)
	for i := 0; i < nfiles && r.err == nil; i++ {
		t.files = append(t.files, r.str())
	}
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
