package index

import (
	"context"
	"fmt"
	"runtime"
	"sort"
	"sync"

	"github.com/RoaringBitmap/roaring"
	"github.com/blugelabs/bluge"
	blugeindex "github.com/blugelabs/bluge/index"
	segment "github.com/blugelabs/bluge_segment_api"

	"reqap/ingest"
)

// Bluge numbers the documents of a snapshot by concatenating its segments.
// Segments never change once written, so the event id of each document can
// be remembered per segment: a text query that matches tens of thousands of
// events then turns its hits into events through a slice and a map instead
// of reading a stored value per hit, which was most of its cost.
//
// segmentAccess is the part of Bluge's segment snapshots this relies on.
// They implement it in the pinned Bluge version; if a future version does
// not, loading and searching fall back to Bluge's public API.
type segmentAccess interface {
	ID() uint64
	Deleted() *roaring.Bitmap
	FullSize() int64
	Segment() segment.Segment
}

// useSegmentTables switches the segment tables off, so tests can exercise
// the fallback on Bluge's public API.
var useSegmentTables = true

// segmentTables caches the table of every segment, by segment id.
type segmentTables struct {
	mu     sync.Mutex
	tables map[uint64]*segTable
}

// segTable holds, per document of a segment, its _id and the event it
// stores. A stored document never changes, so the pointer stays right for
// as long as the document is live; it is nil where the event was not in
// the cache yet when the table was made (its batch was still being
// applied), and the id is looked up instead.
type segTable struct {
	ids []string
	evs []*ingest.Event
}

// docTable resolves the document numbers of one snapshot.
type docTable struct {
	offsets []uint64 // first document number of each segment
	segs    []*segTable
}

// lookup returns the segment table and local number of a document.
func (t *docTable) lookup(num uint64) (*segTable, uint64, bool) {
	k := sort.Search(len(t.offsets), func(i int) bool { return t.offsets[i] > num }) - 1
	if k < 0 {
		return nil, 0, false
	}
	local := num - t.offsets[k]
	if local >= uint64(len(t.segs[k].ids)) {
		return nil, 0, false
	}
	return t.segs[k], local, true
}

// table returns the doc table of a snapshot, reading the ids of segments
// it has not seen before, and forgets segments the snapshot no longer has.
// It returns false when Bluge's segments do not offer segmentAccess.
func (l *Library) table(snap *blugeindex.Snapshot) (*docTable, bool, error) {
	if !useSegmentTables {
		return nil, false, nil
	}
	segs := snap.Segments()
	t := &docTable{offsets: make([]uint64, len(segs)), segs: make([]*segTable, len(segs))}
	l.segTabs.mu.Lock()
	defer l.segTabs.mu.Unlock()
	var next uint64
	live := make(map[uint64]bool, len(segs))
	for k, s := range segs {
		sa, ok := s.(segmentAccess)
		if !ok {
			return nil, false, nil
		}
		t.offsets[k] = next
		next += uint64(sa.FullSize())
		live[sa.ID()] = true
		st, ok := l.segTabs.tables[sa.ID()]
		if !ok {
			ids, err := readSegmentIDs(sa)
			if err != nil {
				return nil, true, err
			}
			st = &segTable{ids: ids, evs: make([]*ingest.Event, len(ids))}
			l.mu.RLock()
			for i, id := range ids {
				if e, ok := l.events[id]; ok {
					st.evs[i] = e.ev
				}
			}
			l.mu.RUnlock()
			l.segTabs.tables[sa.ID()] = st
		}
		t.segs[k] = st
	}
	for id := range l.segTabs.tables {
		if !live[id] {
			delete(l.segTabs.tables, id)
		}
	}
	return t, true, nil
}

// readSegmentIDs reads the _id doc value of every live document.
func readSegmentIDs(sa segmentAccess) (ids []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reading document ids of segment %d: %v", sa.ID(), r)
		}
	}()
	n := sa.FullSize()
	ids = make([]string, n)
	dv, err := sa.Segment().DocumentValueReader([]string{"_id"})
	if err != nil {
		return nil, fmt.Errorf("reading document ids of segment %d: %w", sa.ID(), err)
	}
	del := sa.Deleted()
	for i := range ids {
		if del != nil && del.Contains(uint32(i)) {
			continue
		}
		err := dv.VisitDocumentValues(uint64(i), func(field string, term []byte) {
			if field == "_id" {
				ids[i] = string(term)
			}
		})
		if err != nil {
			return nil, fmt.Errorf("reading document ids of segment %d: %w", sa.ID(), err)
		}
	}
	return ids, nil
}

// loadChunk is a range of documents of one segment, decoded by one worker.
type loadChunk struct {
	seg      segmentAccess
	from, to uint64
	table    *segTable // the segment's table; chunks fill disjoint ranges
	events   []*ingest.Event
	files    []string // the file of each event
	recs     []FileRecord
	bad      int
	err      error
}

const loadChunkSize = 4096

// load reads every stored document into the cache, decoding segments in
// parallel. It returns how many documents could not be decoded: those are
// logged and left out rather than making the whole library unusable.
func (l *Library) load() (bad int, err error) {
	snap, err := l.w.Reader()
	if err != nil {
		return 0, fmt.Errorf("taking a snapshot: %w", err)
	}
	defer snap.Close()
	if !useSegmentTables {
		return l.loadSlow(snap)
	}
	var chunks []*loadChunk
	tables := map[uint64]*segTable{}
	for _, s := range snap.Segments() {
		sa, ok := s.(segmentAccess)
		if !ok {
			return l.loadSlow(snap)
		}
		n := uint64(sa.FullSize())
		st := &segTable{ids: make([]string, n), evs: make([]*ingest.Event, n)}
		tables[sa.ID()] = st
		for from := uint64(0); from < n; from += loadChunkSize {
			chunks = append(chunks, &loadChunk{seg: sa, from: from, to: min(from+loadChunkSize, n), table: st})
		}
	}
	work := make(chan *loadChunk)
	var wg sync.WaitGroup
	for range max(1, min(runtime.GOMAXPROCS(0), 4, len(chunks))) {
		wg.Go(func() {
			for c := range work {
				l.decodeChunk(c)
			}
		})
	}
	for _, c := range chunks {
		work <- c
	}
	close(work)
	wg.Wait()

	// Size the maps first: growing them was a fifth of the cost of Open.
	perSource, perFile, total := map[string]int{}, map[string]int{}, 0
	for _, c := range chunks {
		if c.err != nil {
			return bad, c.err
		}
		total += len(c.events)
		for i, ev := range c.events {
			perSource[ev.Source]++
			perFile[c.files[i]]++
		}
	}
	l.events = make(map[string]entry, total)
	for src, n := range perSource {
		l.bySource[src] = &sourceSet{events: make(map[string]*ingest.Event, n)}
	}
	for f, n := range perFile {
		l.byFile[f] = make(map[string]struct{}, n)
	}
	for _, c := range chunks {
		bad += c.bad
		for i, ev := range c.events {
			l.putLocked(ev, c.files[i])
		}
		for _, rec := range c.recs {
			l.files[rec.Path] = rec
		}
	}
	l.segTabs.tables = tables
	return bad, nil
}

func (l *Library) decodeChunk(c *loadChunk) {
	defer func() {
		if r := recover(); r != nil {
			c.err = fmt.Errorf("reading stored events of segment %d: %v", c.seg.ID(), r)
		}
	}()
	seg := c.seg.Segment()
	del := c.seg.Deleted()
	c.events = make([]*ingest.Event, 0, c.to-c.from)
	c.files = make([]string, 0, c.to-c.from)
	for num := c.from; num < c.to; num++ {
		if del != nil && del.Contains(uint32(num)) {
			continue
		}
		var d storedDoc
		if err := seg.VisitStoredFields(num, d.visit); err != nil {
			c.err = fmt.Errorf("reading stored document %d of segment %d: %w", num, c.seg.ID(), err)
			return
		}
		c.table.ids[num] = d.id
		if d.keep(l, &c.bad) {
			if d.ev != nil {
				c.table.evs[num] = d.ev
				c.events = append(c.events, d.ev)
				c.files = append(c.files, d.file)
			} else {
				c.recs = append(c.recs, d.rec)
			}
		}
	}
}

// storedDoc collects the stored fields of one document.
type storedDoc struct {
	id, file string
	ev       *ingest.Event
	evErr    error
	recBytes []byte
	rec      FileRecord
}

func (d *storedDoc) visit(field string, value []byte) bool {
	switch field {
	case "_id":
		d.id = string(value)
	case fieldFile:
		d.file = string(value)
	case fieldEvent:
		// Decode at once: the value's buffer is reused after the visit.
		d.ev = new(ingest.Event)
		if d.evErr = d.ev.UnmarshalBinary(value); d.evErr != nil {
			d.ev = nil
		}
	case fieldRecord:
		d.recBytes = append([]byte(nil), value...)
	}
	return true
}

// keep reports whether the document is a readable event or file record,
// logging and counting it in bad otherwise.
func (d *storedDoc) keep(l *Library, bad *int) bool {
	switch {
	case d.evErr != nil:
		l.log.Warn("skipping unreadable stored event", "doc", d.id, "err", d.evErr)
		*bad++
	case d.ev != nil:
		if d.file == "" {
			d.file = d.ev.Origin.File
		}
		return true
	case d.recBytes != nil:
		rec, err := decodeFileRecord(d.recBytes)
		if err != nil {
			l.log.Warn("skipping unreadable file record", "doc", d.id, "err", err)
			*bad++
			return false
		}
		d.rec = rec
		return true
	}
	return false
}

// loadSlow reads every document through Bluge's public search API.
func (l *Library) loadSlow(snap *blugeindex.Snapshot) (bad int, err error) {
	it, err := l.run(context.Background(), snap, bluge.NewAllMatches(bluge.NewMatchAllQuery()))
	if err != nil {
		return 0, fmt.Errorf("listing stored documents: %w", err)
	}
	for {
		m, err := it.Next()
		if err != nil {
			return bad, fmt.Errorf("listing stored documents: %w", err)
		}
		if m == nil {
			return bad, nil
		}
		var d storedDoc
		if err := m.VisitStoredFields(d.visit); err != nil {
			return bad, fmt.Errorf("reading stored document %d: %w", m.Number, err)
		}
		if d.keep(l, &bad) {
			if d.ev != nil {
				l.putLocked(d.ev, d.file)
			} else {
				l.files[d.rec.Path] = d.rec
			}
		}
	}
}
