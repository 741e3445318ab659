package index

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"time"

	blugeindex "github.com/blugelabs/bluge/index"

	"reqap/internal/atomicfile"
	"reqap/internal/wire"
)

// The heads (the file records and the summary, see loadHeads) are
// documents among the events, so a process reads them from Bluge's stored
// fields and decodes their JSON. For a folder of 40,000 day notes that was
// a fifth of a question asked from the command line, every time. So once
// they are read, a writer also keeps them in a file of their own
// ("snapshots/heads"), binary, for the state of the index they were read
// from: the segments it is made of (their numbers, sizes, modification
// times and deleted documents), which any write, merge or rebuild of the
// index changes. A stale, missing or damaged file is ignored (and
// replaced by the next writer); like the source snapshots it is derived
// data.

const (
	headsFile  = "heads"
	headsMagic = "reqap heads 4\n"
)

func (l *Library) headsPath() string { return filepath.Join(l.dir, snapshotFolder, headsFile) }

// headsKey names the state of snap's segments, with the library format;
// ok is false when a segment cannot be named (not a file of the index).
func (l *Library) headsKey(snap *blugeindex.Snapshot) (key string, ok bool) {
	h := sha256.New()
	fmt.Fprintf(h, "%s%d\n", headsMagic, libraryFormat)
	var tmp [8]byte
	put := func(v uint64) {
		binary.LittleEndian.PutUint64(tmp[:], v)
		h.Write(tmp[:])
	}
	for _, s := range snap.Segments() {
		sa, isFile := s.(segmentAccess)
		if !isFile {
			return "", false
		}
		st, err := os.Stat(filepath.Join(l.path, fmt.Sprintf("%012x.seg", sa.ID())))
		if err != nil {
			return "", false
		}
		put(sa.ID())
		put(uint64(sa.FullSize()))
		put(uint64(st.Size()))
		put(uint64(st.ModTime().UnixNano()))
		if d := sa.Deleted(); d != nil && !d.IsEmpty() {
			b, err := d.ToBytes()
			if err != nil {
				return "", false
			}
			put(uint64(len(b)))
			h.Write(b)
		} else {
			put(0)
		}
	}
	return hex.EncodeToString(h.Sum(nil)), true
}

// readHeads puts the heads kept for key in the state; ok is false when
// the file is missing, stale or damaged (the caller then reads them from
// the index). The file records themselves are decoded when something
// first needs them (see needFiles): a question needs the summary, the
// sources' signatures and which generations are committed, and decoding
// 40,000 records of day notes into their maps was a sixth of it.
func (l *Library) readHeads(key string) (ok bool) {
	f, err := os.Open(l.headsPath())
	if err != nil {
		return false
	}
	keep := false
	defer func() {
		if !keep {
			f.Close()
		}
	}()
	// The magic, the header's length, the header; the records after it
	// are read when needed, from this file (which a writer replaces, never
	// changes).
	pre := make([]byte, len(headsMagic)+8)
	if _, err := io.ReadFull(f, pre); err != nil || !bytes.HasPrefix(pre, []byte(headsMagic)) {
		return false
	}
	hlen := binary.LittleEndian.Uint64(pre[len(headsMagic):])
	st, err := f.Stat()
	if err != nil || hlen > uint64(st.Size()-int64(len(pre))) {
		return false
	}
	data := make([]byte, hlen)
	if _, err := io.ReadFull(f, data); err != nil {
		return false
	}
	r := snapReader{wire.NewReader(data, errTruncated)}
	if r.str() != key || r.Err() != nil {
		return false
	}
	sum, err := decodeSummary([]byte(r.str()))
	if err != nil || r.Err() != nil {
		return false
	}
	// The signatures of the sources' states, as the writer of the heads
	// computed them from these records (see keepHeads).
	var sigs map[string]string
	if r.str() == snapshotMagic {
		n := r.Count()
		sigs = make(map[string]string, n)
		for range n {
			src := r.str()
			sigs[src] = r.str()
		}
	}
	// The committed generations, ascending.
	gens := make([]uint64, r.Count())
	var g uint64
	for i := range gens {
		g += r.Uvarint()
		gens[i] = g
	}
	unsourced := r.Byte() != 0
	named := make([]string, r.Count())
	for i := range named {
		named[i] = r.str()
	}
	n := r.Uvarint() // of the records after the header, a byte each at least
	sum32 := uint32(r.Uvarint())
	if r.Err() != nil || r.Len() != 0 || n > uint64(st.Size()) {
		l.log.Warn("reading the file records from the index instead of a damaged heads file", "err", r.Err())
		return false
	}
	l.sum = sum
	off := int64(len(pre)) + int64(hlen)
	l.lazy = &lazyRecords{f: f, off: off, size: st.Size() - off, crc: sum32, n: int(n), gens: gens, named: named, unsourced: unsourced}
	keep = true
	if sigs != nil {
		// Of the state Open leaves (Generation 1), which these heads are.
		l.sigs.mu.Lock()
		l.sigs.bySource, l.sigs.gen, l.sigs.sorted = sigs, 1, nil
		l.sigs.mu.Unlock()
	}
	return true
}

// lazyRecords are the file records of a heads file, not yet decoded.
type lazyRecords struct {
	// f holds n records as encodeHeadRecord wrote them, size bytes from
	// off, whose checksum is crc; nil once read or closed (see
	// closeFile). mu guards it.
	mu        sync.Mutex
	f         *os.File
	off, size int64
	crc       uint32
	n         int
	gens      []uint64 // the records' generations (not 0), ascending
	// named are the sources the records of a generation name (by their
	// Sources); unsourced is whether one names none.
	named     []string
	unsourced bool
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// needFiles decodes the file records readHeads left, once, before
// anything reads or changes files, byPath or gens; the caller may hold
// mu. Until then committedLocked answers from the generations alone.
func (l *Library) needFiles() { l.filesOnce.Do(l.decodeFiles) }

func (l *Library) decodeFiles() {
	lr := l.lazy
	if lr == nil {
		return
	}
	defer l.filesReady.Store(true)
	l.log.Debug("decoding the file records", "files", lr.n)
	recs, err := lr.read(l.headsPath())
	if err != nil {
		// The file was read at Open and is never written in place: only
		// a failing disk, or records asked for after Close while another
		// process replaced the file, get here. Without records, the next
		// import takes every file for new and imports it again.
		l.files, l.gens = map[string]*fileState{}, map[uint64]string{}
		l.log.Error("reading the file records kept beside the index", "err", err)
		return
	}
	r := snapReader{wire.NewReader(recs, errTruncated)}
	// The states in one block, decoded in place: a record each was a
	// tenth of a question's open.
	states := make([]fileState, lr.n)
	var d headDecoder
	for i := range states {
		states[i].rec = d.record(&r)
	}
	l.files = make(map[string]*fileState, len(states))
	l.gens = make(map[uint64]string, len(states))
	if r.Err() != nil {
		// The checksum matched what was written: only a bug gets here.
		l.log.Error("the file records kept beside the index are unreadable", "err", r.Err())
		return
	}
	sorted := true
	for i := range states {
		l.addStateLocked(&states[i])
		sorted = sorted && (i == 0 || states[i-1].rec.Path < states[i].rec.Path)
	}
	if sorted {
		l.byPath = make([]*fileState, len(states))
		for i := range states {
			l.byPath[i] = &states[i]
		}
	}
}

// read returns the records, from the file kept open, or from the file at
// path once it was closed (its checksum says whether it is still the one
// read at Open).
func (lr *lazyRecords) read(path string) ([]byte, error) {
	lr.mu.Lock()
	defer lr.mu.Unlock()
	f := lr.f
	if f == nil {
		var err error
		if f, err = os.Open(path); err != nil {
			return nil, err
		}
	}
	recs := make([]byte, lr.size)
	_, err := f.ReadAt(recs, lr.off)
	f.Close()
	lr.f = nil
	if err == nil && crc32.Checksum(recs, castagnoli) != lr.crc {
		err = errors.New("the file records changed since the library was opened")
	}
	return recs, err
}

// closeFile closes the heads file if its records were not read: an open
// file cannot be replaced everywhere (Windows), and a library may be
// opened and closed many times in one process.
func (lr *lazyRecords) closeFile() {
	lr.mu.Lock()
	defer lr.mu.Unlock()
	if lr.f != nil {
		_ = lr.f.Close()
		lr.f = nil
	}
}

// fileCount is how many files the library has records of.
func (l *Library) fileCount() int {
	if l.lazy != nil && !l.filesReady.Load() {
		return l.lazy.n
	}
	return len(l.files)
}

// keepHeads writes the heads just read for key, in the background (Close
// waits), atomically, and remembers what they were kept for (see
// rekeyHeads): the key, named after merges merges.
func (l *Library) keepHeads(key string, merges uint64) {
	b, ok := l.encodeHeads(key)
	if !ok {
		return
	}
	l.kept = keptHeads{key: key, merges: merges}
	l.snapWrites.Add(1)
	go func() {
		defer l.snapWrites.Done()
		l.writeHeadsFile(b)
	}()
}

// keptHeads is what this process kept (or read) the heads for: the
// state's key, and how many merges there had been then.
type keptHeads struct {
	key    string
	merges uint64
}

// rekeyHeads keeps the heads again, for the state the index was left in,
// when a merge of this writer changed the segments since they were kept
// (or read) and no write changed files: a merge changes no document, so the heads still
// hold, but the key they were kept for no longer names the index. Without
// it, a long-lived writer that merged (the app) left heads the next
// process could not use. Called by Close once the writer is closed, when
// the state on disk is the one the next process reads; the caller holds
// mu.
func (l *Library) rekeyHeads() {
	k := l.kept
	// Generation is 1 until a write changes files (Open ends with it so).
	if k.key == "" || k.merges == l.merger.merges.Load() || l.changes.Load() != 1 {
		return
	}
	if l.needFiles(); l.lazy != nil && len(l.files) != l.lazy.n {
		return // the records could not be read back: the file is left as it is
	}
	snap, closeSnap, err := openReadSnapshot(l.path)
	if err != nil {
		// derived data: the next process reads the records from the index
		l.log.Debug("not keeping the file records again after a merge", "err", err)
		return
	}
	key, ok := l.headsKey(snap)
	if err := closeSnap(); err != nil {
		l.log.Debug("closing the state read to key the file records", "err", err)
	}
	if !ok || key == k.key {
		return
	}
	if b, ok := l.encodeHeads(key); ok {
		l.writeHeadsFile(b)
	}
}

// writeHeadsFile puts the encoded heads in their file, atomically.
func (l *Library) writeHeadsFile(b []byte) {
	err := os.MkdirAll(filepath.Dir(l.headsPath()), 0o700)
	if err == nil {
		err = atomicfile.Write(l.headsPath(), b)
	}
	if err != nil {
		l.log.Warn("not keeping the file records beside the index; the next question reads them from it", "err", err)
	}
}

// encodeHeads is the heads file for the state as l holds it, kept for
// key; ok is false when it could not be written.
func (l *Library) encodeHeads(key string) (b []byte, ok bool) {
	sum, err := json.Marshal(l.sum)
	if err != nil {
		return nil, false
	}
	var head bytes.Buffer
	w := snapWriter{w: bufio.NewWriter(&head)}
	w.str(key)
	w.str(string(sum))
	// The signatures of every source's state and of the whole library's
	// (""), which hash every record: for 40,000 day notes, a few of them
	// were a twentieth of a question. The snapshots' format goes with
	// them, as it is part of what they hash.
	w.str(snapshotMagic)
	srcs := append([]string{"", filesSigKey}, slices.Sorted(maps.Keys(l.sum.BySource))...)
	w.uvarint(uint64(len(srcs)))
	for _, s := range srcs {
		w.str(s)
		w.str(l.signatureLocked(s))
	}
	fss := l.filesByPathLocked()
	gens := make([]uint64, 0, len(fss))
	for _, fs := range fss {
		if fs.rec.Gen != 0 {
			gens = append(gens, fs.rec.Gen)
		}
	}
	slices.Sort(gens)
	w.uvarint(uint64(len(gens)))
	var prev uint64
	for _, g := range gens {
		w.uvarint(g - prev)
		prev = g
	}
	// The sources the records name, and whether one names none (it may
	// hold any): see signatureLocked.
	named := map[string]bool{}
	unsourced := false
	for _, fs := range fss {
		if fs.rec.Gen == 0 {
			continue
		}
		unsourced = unsourced || fs.rec.Sources == nil
		for s := range fs.rec.Sources {
			named[s] = true
		}
	}
	if unsourced {
		w.byte(1)
	} else {
		w.byte(0)
	}
	w.uvarint(uint64(len(named)))
	for _, s := range slices.Sorted(maps.Keys(named)) {
		w.str(s)
	}
	// The records after the header, which ends with their number and
	// checksum: they are read when first needed, after Open, when a
	// damaged file can no longer be ignored. In path order, which the next
	// process takes as it is (see filesByPathLocked).
	var recs bytes.Buffer
	rw := snapWriter{w: bufio.NewWriter(&recs)}
	for _, fs := range fss {
		encodeHeadRecord(&rw, &fs.rec)
	}
	if rw.err == nil {
		rw.err = rw.w.Flush()
	}
	if rw.err != nil {
		return nil, false
	}
	w.uvarint(uint64(len(fss)))
	w.uvarint(uint64(crc32.Checksum(recs.Bytes(), castagnoli)))
	if w.err == nil {
		w.err = w.w.Flush()
	}
	if w.err != nil {
		return nil, false
	}
	buf := bytes.NewBuffer(make([]byte, 0, len(headsMagic)+8+head.Len()+recs.Len()))
	buf.WriteString(headsMagic)
	buf.Write(binary.LittleEndian.AppendUint64(nil, uint64(head.Len())))
	buf.Write(head.Bytes())
	buf.Write(recs.Bytes())
	return buf.Bytes(), true
}

// encodeHeadRecord writes a record; its times as the JSON of the record in
// the index reads back (see headTime).
func encodeHeadRecord(w *snapWriter, rec *FileRecord) {
	w.str(rec.Path)
	w.str(rec.Format)
	w.varint(int64(rec.Version))
	w.varint(rec.Size)
	headTime(w, rec.ModTime)
	w.str(rec.Hash)
	w.varint(int64(rec.Events))
	w.varint(int64(rec.Skipped))
	w.varint(int64(rec.Damaged))
	w.str(rec.Error)
	headTime(w, rec.Imported)
	w.uvarint(rec.Gen)
	w.uvarint(uint64(len(rec.Sources)))
	// In order, so that equal counts are equal bytes (see headDecoder).
	for _, s := range slices.Sorted(maps.Keys(rec.Sources)) {
		w.str(s)
		w.varint(int64(rec.Sources[s]))
	}
}

// headTime writes t as the JSON of a record reads it back (RFC 3339: an
// offset in whole minutes, "Z" for none), in numbers: parsing 80,000 times
// as text was a tenth of opening a folder of 40,000 day notes.
func headTime(w *snapWriter, t time.Time) {
	b, err := t.MarshalText()
	if err == nil {
		err = t.UnmarshalText(b)
	}
	if err != nil {
		w.err = err
		return
	}
	_, off := t.Zone()
	w.varint(t.Unix())
	w.uvarint(uint64(t.Nanosecond()))
	w.varint(int64(off))
}

// headDecoder reads what encodeHeadRecord wrote; its strings are views
// into the file's bytes, which are kept. Records with equal counts by
// source share one map, found in shared by their bytes: 40,000 day notes
// hold a handful of distinct ones, and a map each was most of reading
// them. The maps are never written to; a commit gives its record a new
// one.
type headDecoder struct {
	shared map[string]map[string]int
	key    []byte
	counts []headCount
}

type headCount struct {
	source string
	n      int
}

func (d *headDecoder) record(r *snapReader) FileRecord {
	rec := FileRecord{Path: r.str(), Format: r.str(), Version: int(r.Varint()), Size: r.Varint()}
	rec.ModTime = readHeadTime(r)
	rec.Hash = r.str()
	rec.Events, rec.Skipped, rec.Damaged = int(r.Varint()), int(r.Varint()), int(r.Varint())
	rec.Error = r.str()
	rec.Imported = readHeadTime(r)
	rec.Gen = r.Uvarint()
	n := r.Count()
	if n == 0 || r.Err() != nil {
		return rec
	}
	d.counts, d.key = d.counts[:0], d.key[:0]
	for range n {
		c := headCount{r.str(), int(r.Varint())}
		d.counts = append(d.counts, c)
		d.key = strconv.AppendInt(append(append(d.key, c.source...), 0), int64(c.n), 10)
		d.key = append(d.key, 0)
	}
	if rec.Sources = d.shared[string(d.key)]; rec.Sources != nil {
		return rec
	}
	rec.Sources = make(map[string]int, len(d.counts))
	for _, c := range d.counts {
		rec.Sources[c.source] = c.n
	}
	if r.Err() == nil {
		if d.shared == nil {
			d.shared = map[string]map[string]int{}
		}
		d.shared[string(d.key)] = rec.Sources
	}
	return rec
}

// readHeadTime reads what headTime wrote, in the zone parsing its text
// gives: UTC for no offset, the local zone where its offset is the local
// one then, else a zone of the offset alone.
func readHeadTime(r *snapReader) time.Time {
	sec, nsec, off := r.Varint(), r.Uvarint(), r.Varint()
	if nsec >= 1e9 || off <= -24*3600 || off >= 24*3600 {
		r.Fail(errors.New("bad time"))
		return time.Time{}
	}
	t := time.Unix(sec, int64(nsec))
	if off == 0 {
		return t.UTC()
	}
	if _, local := t.In(time.Local).Zone(); local == int(off) {
		return t.In(time.Local)
	}
	return t.In(time.FixedZone("", int(off)))
}
