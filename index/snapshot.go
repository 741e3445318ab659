package index

import (
	"bufio"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unsafe"

	"reqap/index/columns"
	"reqap/ingest"
	"reqap/internal/wire"
)

// Loading a source from Bluge reads each event's stored document:
// decompressing its chunk, visiting its doc values, decoding it. For a
// million plays that was most of the cost of a question. So once a
// source is loaded, its events are also written to a file of their own
// (a source snapshot, in the data folder's "snapshots" folder): the
// events in the order of the sorted view, with the strings they repeat
// (files, formats, field keys, short values such as an artist) and their
// zones in tables at the head, so that an event is its id, record, times
// and the table numbers of its values. The next process reads that file
// in one go, allocates a handful of arrays, and needs no sort.
//
// A snapshot is valid for one committed state of the library: it names
// the files and generations it was made from (its signature), and any
// commit makes every snapshot stale; a stale or damaged snapshot is
// ignored (and replaced by the next load). Snapshots are derived data:
// deleting the folder costs one slower question per source.

const (
	snapshotFolder = "snapshots"
	snapshotMagic  = "reqap source snapshot 2\n"
)

// snapEntry is one cached event of a source: its canonical copy and the
// copies other files hold.
type snapEntry struct {
	ev   *ingest.Event
	file string
	more []copyOf
}

// signatureLocked identifies the committed state of source's events: the
// generation of every file holding some of them (by its record's Sources;
// a record without them may hold any) and their count, which moves when
// an event changes source. An import of mail leaves the plays' snapshot
// and table valid. With source "" it identifies every source's: each file
// with events. The caller holds mu (or commitMu).
//
// The signatures are kept until the state changes (a commit, or a load
// that counted the summary again): a folder of 40,000 daily notes took
// milliseconds to hash, for every read of a table or snapshot.
func (l *Library) signatureLocked(source string) string {
	c := &l.sigs
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen := l.changes.Load(); c.bySource == nil || c.gen != gen {
		c.bySource, c.gen, c.sorted = map[string]string{}, gen, nil
	}
	if sig, ok := c.bySource[source]; ok {
		return sig
	}
	if source == filesSigKey {
		sig := l.filesSignatureLocked()
		c.bySource[source] = sig
		return sig
	}
	// A source no record names, when every record names its sources, is
	// held by no file: its signature reads no record, which a process
	// that read the heads file has not decoded (the people directory asks
	// for contacts and messages a journal has none of).
	held := true
	if lr := l.lazy; source != "" && lr != nil && !l.filesReady.Load() && !lr.unsourced && !slices.Contains(lr.named, source) {
		held = false
	}
	// The files in order are shared by the sources' signatures: sorting
	// 40,000 paths once per source was most of a signature.
	if held && c.sorted == nil {
		l.needFiles()
		c.sorted = make([]*fileState, 0, len(l.files))
		for _, fs := range l.filesByPathLocked() {
			if fs.rec.Gen != 0 {
				c.sorted = append(c.sorted, fs)
			}
		}
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s%d\n", snapshotMagic, libraryFormat)
	if source != "" {
		fmt.Fprintf(h, "%s\x00%d\n", source, l.sum.BySource[source])
	}
	line := make([]byte, 0, 256)
	for _, fs := range c.sorted {
		if !held {
			break
		}
		if source == "" || fs.rec.Sources == nil || fs.rec.Sources[source] > 0 {
			line = append(append(line[:0], fs.rec.Path...), 0)
			line = append(strconv.AppendUint(line, fs.rec.Gen, 10), '\n')
			h.Write(line)
		}
	}
	sig := hex.EncodeToString(h.Sum(nil))
	c.bySource[source] = sig
	return sig
}

// filesSigKey is the key of FilesSignature among the signatures: no
// source's name starts with a NUL byte.
const filesSigKey = "\x00files"

// FilesSignature identifies every file record's path, content hash,
// importer version and event count, which is what the catalog of names
// is made from (catalog.Signature): every question checks it. It is
// kept with the sources' signatures, and in the heads file, so that a
// process asking one question need not decode 40,000 records to hash
// them.
func (l *Library) FilesSignature() string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.signatureLocked(filesSigKey)
}

// filesSignatureLocked computes FilesSignature; the caller holds mu.
func (l *Library) filesSignatureLocked() string {
	h := sha256.New()
	var line []byte
	for _, fs := range l.filesByPathLocked() {
		f := &fs.rec
		line = append(append(append(append(line[:0], f.Path...), 0), f.Hash...), 0)
		line = append(strconv.AppendInt(line, int64(f.Version), 10), 0)
		line = append(strconv.AppendInt(line, int64(f.Events), 10), '\n')
		h.Write(line)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// sigCache keeps the signatures of one state (see signatureLocked).
type sigCache struct {
	mu       sync.Mutex
	gen      uint64 // the library's Generation they are of
	bySource map[string]string
	sorted   []*fileState // the files with events, by path
}

// forget drops the signatures: the state changed without a commit.
func (c *sigCache) forget() {
	c.mu.Lock()
	c.bySource, c.sorted = nil, nil
	c.mu.Unlock()
}

// sourceSignature is signatureLocked for a caller without mu.
func (l *Library) sourceSignature(source string) string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.signatureLocked(source)
}

// snapshotPath returns the file of a source's snapshot; source names are
// hex-encoded so that any name is a safe file name.
func (l *Library) snapshotPath(source string) string {
	return filepath.Join(l.dir, snapshotFolder, hex.EncodeToString([]byte(source))+".events")
}

// usesSnapshots reports whether this library reads snapshots: not a
// legacy one (its documents do not name their generations). Only a
// writer writes them (a read-only library must not write to the data
// folder; it reads what the writer left, when it is of its state).
func (l *Library) usesSnapshots() bool { return !l.legacy && !noSnapshots }

// noSnapshots switches snapshots off, for tests of the Bluge path.
var noSnapshots = false

// readSnapshot reads a source's snapshot if it was made for sig; ok is
// false when there is none or it is stale. A damaged one is an error.
//
// The file is read whole and kept: the events' ids, records and long
// texts are views into it rather than a string each, and the events and
// their fields are two arrays, so a million plays are a handful of
// allocations instead of millions.
func (l *Library) readSnapshot(source, sig string) (entries []snapEntry, ok bool, err error) {
	data, err := os.ReadFile(l.snapshotPath(source))
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	if !strings.HasPrefix(string(data[:min(len(data), len(snapshotMagic))]), snapshotMagic) {
		return nil, false, fmt.Errorf("snapshot of %s: not a snapshot", source)
	}
	r := snapReader{wire.NewReader(data[len(snapshotMagic):], errTruncated)}
	if r.str() != sig || r.Err() != nil {
		return nil, false, r.Err()
	}
	if src := r.str(); src != source && r.Err() == nil {
		return nil, false, fmt.Errorf("snapshot of %s holds %s", source, src)
	}
	table := make([]string, r.Count())
	for i := range table {
		table[i] = strings.Clone(r.str())
	}
	zones := make([]*time.Location, r.Count())
	for i := range zones {
		name := r.str()
		zones[i] = ingestZone(name, int(r.Varint()))
	}
	n, total, nfields := r.Count(), r.Count(), r.Count()
	if r.Err() != nil {
		return nil, false, fmt.Errorf("snapshot of %s: %w", source, r.Err())
	}
	evs := make([]ingest.Event, total)
	fields := make([]ingest.Field, nfields)
	entries = make([]snapEntry, 0, n)
	next := 0
	readOne := func() (*ingest.Event, string) {
		if next >= len(evs) {
			r.Fail(errors.New("more events than counted"))
			return nil, ""
		}
		ev := &evs[next]
		next++
		ev.ID = r.str()
		file := r.index(table)
		ev.Source, ev.Origin.File, ev.Origin.Format = source, file, r.index(table)
		ev.Origin.Record = r.str()
		ev.Start, ev.End = r.time(zones), r.time(zones)
		ev.AllDay = r.Byte() == 1
		nf := r.Count()
		if nf > uint64(len(fields)) {
			r.Fail(errors.New("more fields than counted"))
			return nil, ""
		}
		if nf > 0 {
			ev.Fields, fields = fields[:nf:nf], fields[nf:]
		}
		for i := range ev.Fields {
			f := &ev.Fields[i]
			f.Key = r.index(table)
			f.Value.Kind = ingest.Kind(r.Byte())
			switch f.Value.Kind {
			case ingest.KindText:
				f.Value.Str = r.text(table)
			case ingest.KindNumber:
				f.Value.Num = r.Float64()
			case ingest.KindTime:
				f.Value.Time = r.time(zones)
			case ingest.KindList:
				list := make([]string, r.Count())
				for j := range list {
					list[j] = r.text(table)
				}
				f.Value.List = list
			case ingest.KindBool:
				f.Value.Bool = r.Byte() == 1
			default:
				r.Fail(errors.New("invalid field kind"))
			}
		}
		return ev, file
	}
	for range n {
		ev, file := readOne()
		var more []copyOf
		if m := r.Count(); m > 0 && r.Err() == nil {
			more = make([]copyOf, m)
			for i := range more {
				more[i].ev, more[i].file = readOne()
			}
		}
		if r.Err() != nil {
			return nil, false, fmt.Errorf("snapshot of %s: %w", source, r.Err())
		}
		entries = append(entries, snapEntry{ev: ev, file: file, more: more})
	}
	return entries, true, nil
}

// ingestZone returns the location ingest's codec gives a time recorded in
// zone name at offset off, by a round trip through it: events read from a
// snapshot then carry the very locations events read from the index do.
func ingestZone(name string, off int) *time.Location {
	ev := ingest.Event{Start: time.Unix(86400, 0).In(time.FixedZone(name, off))}
	b, err := ev.MarshalBinary()
	if err == nil {
		var back ingest.Event
		if back.UnmarshalBinary(b) == nil {
			return back.Start.Location()
		}
	}
	return time.FixedZone(name, off)
}

// zoneKey is how ingest's codec names a time's zone (see appendTime).
type zoneKey struct {
	name string
	off  int
}

func zoneOf(t time.Time) zoneKey {
	name, off := t.Zone()
	if loc := t.Location().String(); loc != "Local" && loc != "" && loc != name {
		name = loc
	}
	return zoneKey{name, off}
}

// writeSnapshot writes a source's snapshot for sig, atomically (a
// temporary file renamed over the old one).
func (l *Library) writeSnapshot(source, sig string, entries []snapEntry) error {
	b, err := l.newSnapBuilder(source)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if err := b.add(e); err != nil {
			b.abort()
			return err
		}
	}
	return b.finish(sig, l.snapshotPath(source))
}

// snapBuilder writes a snapshot from entries given one at a time, so a
// source too large to hold as events can still have one: the entries go
// to a body file as they come, and the tables (which head the snapshot)
// grow with them; finish writes the head and copies the body after it.
// The bytes are those of writing every entry at once: a string is interned
// when its entry is first seen, before the entry is written.
type snapBuilder struct {
	dir, source    string
	idx            map[string]uint64
	table          []string
	zidx           map[zoneKey]uint64
	zones          []zoneKey
	entries        int
	total, nfields int
	body           *os.File
	w              snapWriter
}

func (l *Library) newSnapBuilder(source string) (*snapBuilder, error) {
	dir := filepath.Join(l.dir, snapshotFolder)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("writing the snapshot of %s: %w", source, err)
	}
	body, err := os.CreateTemp(dir, ".snapshot-body-*")
	if err != nil {
		return nil, fmt.Errorf("writing the snapshot of %s: %w", source, err)
	}
	return &snapBuilder{
		dir: dir, source: source,
		idx: map[string]uint64{}, zidx: map[zoneKey]uint64{},
		body: body, w: snapWriter{w: bufio.NewWriterSize(body, 1<<20)},
	}, nil
}

// abort removes what was written.
func (b *snapBuilder) abort() {
	b.body.Close()
	os.Remove(b.body.Name())
}

func (b *snapBuilder) intern(s string) {
	if _, ok := b.idx[s]; !ok {
		b.idx[s] = uint64(len(b.table))
		b.table = append(b.table, s)
	}
}

func (b *snapBuilder) zone(t time.Time) {
	if t.IsZero() {
		return
	}
	z := zoneOf(t)
	if _, ok := b.zidx[z]; !ok {
		b.zidx[z] = uint64(len(b.zones))
		b.zones = append(b.zones, z)
	}
}

// scan adds an event's repeated strings and zones to the tables.
func (b *snapBuilder) scan(ev *ingest.Event, file string) error {
	if ev.Origin.File != file || ev.Source != b.source {
		return fmt.Errorf("event %s of %s does not fit a snapshot", ev.ID, file)
	}
	b.total++
	b.nfields += len(ev.Fields)
	b.intern(file)
	b.intern(ev.Origin.Format)
	b.zone(ev.Start)
	b.zone(ev.End)
	for _, f := range ev.Fields {
		b.intern(f.Key)
		switch f.Value.Kind {
		case ingest.KindText:
			if len(f.Value.Str) <= maxInterned {
				b.intern(f.Value.Str)
			}
		case ingest.KindList:
			for _, s := range f.Value.List {
				if len(s) <= maxInterned {
					b.intern(s)
				}
			}
		case ingest.KindTime:
			b.zone(f.Value.Time)
		}
	}
	return nil
}

// add writes the next entry (entries come in the sorted view's order).
func (b *snapBuilder) add(e snapEntry) error {
	if err := b.scan(e.ev, e.file); err != nil {
		return fmt.Errorf("writing the snapshot of %s: %w", b.source, err)
	}
	for _, c := range e.more {
		if err := b.scan(c.ev, c.file); err != nil {
			return fmt.Errorf("writing the snapshot of %s: %w", b.source, err)
		}
	}
	b.entries++
	b.writeOne(e.ev, e.file)
	b.w.uvarint(uint64(len(e.more)))
	for _, c := range e.more {
		b.writeOne(c.ev, c.file)
	}
	if b.w.err != nil {
		return fmt.Errorf("writing the snapshot of %s: %w", b.source, b.w.err)
	}
	return nil
}

func (b *snapBuilder) text(s string) {
	if i, ok := b.idx[s]; ok && len(s) <= maxInterned {
		b.w.uvarint(i<<1 | 1)
		return
	}
	b.w.uvarint(uint64(len(s)) << 1)
	b.w.raw([]byte(s))
}

func (b *snapBuilder) tm(t time.Time) {
	w := &b.w
	if t.IsZero() {
		w.byte(0)
		return
	}
	w.byte(1)
	w.varint(t.Unix())
	w.uvarint(uint64(t.Nanosecond()))
	w.uvarint(b.zidx[zoneOf(t)])
}

func (b *snapBuilder) writeOne(ev *ingest.Event, file string) {
	w := &b.w
	w.str(ev.ID)
	w.uvarint(b.idx[file])
	w.uvarint(b.idx[ev.Origin.Format])
	w.str(ev.Origin.Record)
	b.tm(ev.Start)
	b.tm(ev.End)
	if ev.AllDay {
		w.byte(1)
	} else {
		w.byte(0)
	}
	w.uvarint(uint64(len(ev.Fields)))
	for _, f := range ev.Fields {
		w.uvarint(b.idx[f.Key])
		w.byte(byte(f.Value.Kind))
		switch f.Value.Kind {
		case ingest.KindText:
			b.text(f.Value.Str)
		case ingest.KindNumber:
			w.raw(binary.LittleEndian.AppendUint64(w.tmp[:0], math.Float64bits(f.Value.Num)))
		case ingest.KindTime:
			b.tm(f.Value.Time)
		case ingest.KindList:
			w.uvarint(uint64(len(f.Value.List)))
			for _, s := range f.Value.List {
				b.text(s)
			}
		case ingest.KindBool:
			if f.Value.Bool {
				w.byte(1)
			} else {
				w.byte(0)
			}
		}
	}
}

// finish writes the snapshot for state sig to path: the head, then the
// body written so far.
func (b *snapBuilder) finish(sig, path string) error {
	defer b.abort()
	fail := func(err error) error { return fmt.Errorf("writing the snapshot of %s: %w", b.source, err) }
	if b.w.err == nil {
		b.w.err = b.w.w.Flush()
	}
	if b.w.err != nil {
		return fail(b.w.err)
	}
	if _, err := b.body.Seek(0, io.SeekStart); err != nil {
		return fail(err)
	}
	tmp, err := os.CreateTemp(b.dir, ".snapshot-*")
	if err != nil {
		return fail(err)
	}
	defer os.Remove(tmp.Name())
	w := snapWriter{w: bufio.NewWriterSize(tmp, 1<<20)}
	w.raw([]byte(snapshotMagic))
	w.str(sig)
	w.str(b.source)
	w.uvarint(uint64(len(b.table)))
	for _, s := range b.table {
		w.str(s)
	}
	w.uvarint(uint64(len(b.zones)))
	for _, z := range b.zones {
		w.str(z.name)
		w.varint(int64(z.off))
	}
	w.uvarint(uint64(b.entries))
	w.uvarint(uint64(b.total))
	w.uvarint(uint64(b.nfields))
	if w.err == nil {
		_, w.err = io.Copy(w.w, b.body)
	}
	if w.err == nil {
		w.err = w.w.Flush()
	}
	if w.err != nil {
		tmp.Close()
		return fail(w.err)
	}
	if err := tmp.Close(); err != nil {
		return fail(err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fail(err)
	}
	return nil
}

// snapshotSources writes the snapshots of sources in the background, from
// a copy of their cached entries taken now (the caller holds commitMu, so
// the copy is the state sig names). Close waits for the writes.
func (l *Library) snapshotSources(sources []string) {
	type job struct {
		src, sig string
		entries  []snapEntry
	}
	var jobs []job
	v := l.currentView()
	l.mu.RLock()
	for _, src := range sources {
		s := v.sources[src]
		if s == nil {
			continue
		}
		entries := make([]snapEntry, 0, len(s.events))
		for _, ev := range s.events {
			e := l.events[ev.ID]
			if e == nil || e.ev != ev {
				entries = nil
				break
			}
			entries = append(entries, snapEntry{ev: e.ev, file: e.file, more: slices.Clone(e.more)})
		}
		if entries != nil {
			jobs = append(jobs, job{src, l.signatureLocked(src), entries})
		}
	}
	l.mu.RUnlock()
	if len(jobs) == 0 {
		return
	}
	l.snapWrites.Add(1)
	go func() {
		defer l.snapWrites.Done()
		for _, j := range jobs {
			if err := l.writeSnapshot(j.src, j.sig, j.entries); err != nil {
				l.log.Warn("the next question will read the library instead", "err", err)
			}
			evs := make([]*ingest.Event, len(j.entries))
			for i, e := range j.entries {
				evs[i] = e.ev
			}
			if err := columns.Write(l.columnsPath(j.src), j.src, j.sig, evs); err != nil {
				logColumnsNotWritten(l.log, j.src, err)
			}
		}
		l.mu.RLock()
		live := make(map[string]bool, len(l.sum.BySource))
		for s := range l.sum.BySource {
			live[s] = true
		}
		l.mu.RUnlock()
		l.removeStaleSnapshots(live)
	}()
}

// removeStaleSnapshots deletes snapshots no source of the library has.
func (l *Library) removeStaleSnapshots(sources map[string]bool) {
	ents, err := os.ReadDir(filepath.Join(l.dir, snapshotFolder))
	if err != nil {
		return
	}
	for _, e := range ents {
		name, ok := strings.CutSuffix(e.Name(), ".events")
		if !ok {
			if name, ok = strings.CutSuffix(e.Name(), columnsExt); !ok {
				continue
			}
		}
		if b, err := hex.DecodeString(name); err == nil && !sources[string(b)] {
			os.Remove(filepath.Join(l.dir, snapshotFolder, e.Name()))
		}
	}
}

type snapWriter struct {
	w   *bufio.Writer
	err error
	tmp [binary.MaxVarintLen64]byte
}

func (w *snapWriter) raw(b []byte) {
	if w.err == nil {
		_, w.err = w.w.Write(b)
	}
}

func (w *snapWriter) byte(c byte) {
	if w.err == nil {
		w.err = w.w.WriteByte(c)
	}
}

func (w *snapWriter) uvarint(v uint64) {
	w.raw(w.tmp[:binary.PutUvarint(w.tmp[:], v)])
}

func (w *snapWriter) varint(v int64) {
	w.raw(w.tmp[:binary.PutVarint(w.tmp[:], v)])
}

func (w *snapWriter) str(s string) {
	w.uvarint(uint64(len(s)))
	if w.err == nil {
		_, w.err = w.w.WriteString(s)
	}
}

// snapReader decodes a snapshot held in memory. Its strings are views
// into the buffer, which must never change.
type snapReader struct{ wire.Reader }

var errTruncated = errors.New("truncated")

func (r *snapReader) view(n uint64) string {
	b := r.Bytes(n)
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

func (r *snapReader) str() string { return r.view(r.Uvarint()) }

func (r *snapReader) text(table []string) string {
	tag := r.Uvarint()
	if tag&1 == 1 {
		if tag>>1 >= uint64(len(table)) {
			r.Fail(errors.New("string index out of range"))
			return ""
		}
		return table[tag>>1]
	}
	return r.view(tag >> 1)
}

func (r *snapReader) index(table []string) string {
	i := r.Uvarint()
	if i >= uint64(len(table)) {
		r.Fail(errors.New("string index out of range"))
		return ""
	}
	return table[i]
}

func (r *snapReader) time(zones []*time.Location) time.Time {
	if r.Byte() == 0 {
		return time.Time{}
	}
	sec, nsec, z := r.Varint(), r.Uvarint(), r.Uvarint()
	if r.Err() != nil || nsec >= 1e9 || z >= uint64(len(zones)) {
		r.Fail(errors.New("bad time"))
		return time.Time{}
	}
	return time.Unix(sec, int64(nsec)).In(zones[z])
}
