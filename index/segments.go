package index

import (
	"fmt"
	"sort"
	"sync"

	"github.com/RoaringBitmap/roaring"
	blugeindex "github.com/blugelabs/bluge/index"
	segment "github.com/blugelabs/bluge_segment_api"
)

// Bluge numbers the documents of a snapshot by concatenating its segments.
// Segments never change once written, so the event id and generation of
// each document can be remembered per segment: a text query that matches
// tens of thousands of events then turns its hits into events through a
// slice and a map instead of reading a stored value per hit, which was
// most of its cost.
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

// segTable holds, per document of a segment, the event id and generation
// its name says ("" for documents that are not events), and what the
// document resolves to: its cached event when its generation is committed,
// nil otherwise. A document's name never changes but its meaning changes
// with commits, so the resolution is redone when the library's Generation
// moved on since (ver).
type segTable struct {
	ids  []string
	gens []uint64
	res  []*entry
	ver  uint64
}

func (st *segTable) set(num uint64, name string) {
	if id, g, ok := parseDocID(name); ok {
		st.ids[num], st.gens[num] = id, g
	}
}

// docTable resolves the document numbers of one snapshot.
type docTable struct {
	offsets []uint64 // first document number of each segment
	segs    []*segTable
}

// lookup returns the cached event a document resolves to, or nil.
func (t *docTable) lookup(num uint64) *entry {
	k := sort.Search(len(t.offsets), func(i int) bool { return t.offsets[i] > num }) - 1
	if k < 0 {
		return nil
	}
	local := num - t.offsets[k]
	st := t.segs[k]
	if local >= uint64(len(st.res)) {
		return nil
	}
	return st.res[local]
}

// table returns the doc table of a snapshot, reading the ids of segments
// it has not seen before, resolving documents against the cache, and
// forgets segments the snapshot no longer has. It returns false when
// Bluge's segments do not offer segmentAccess. The caller holds mu for
// reading, so the resolution stays right while it uses the table.
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
			var err error
			if st, err = readSegmentTable(sa); err != nil {
				return nil, true, err
			}
			l.segTabs.tables[sa.ID()] = st
		}
		l.resolveLocked(st)
		t.segs[k] = st
	}
	// A read-only library keeps one snapshot: its tables never go stale.
	if l.w != nil {
		for id := range l.segTabs.tables {
			if !live[id] {
				delete(l.segTabs.tables, id)
			}
		}
	}
	return t, true, nil
}

// resolveLocked points each document of st at its cached event, when the
// cache changed since it last did. The caller holds mu and segTabs.mu.
func (l *Library) resolveLocked(st *segTable) {
	ver := l.cacheVersion()
	if st.res != nil && st.ver == ver {
		return
	}
	if st.res == nil {
		st.res = make([]*entry, len(st.ids))
	}
	for i, id := range st.ids {
		st.res[i] = nil
		if id != "" && l.committedLocked(st.gens[i], "") {
			st.res[i] = l.events[id]
		}
	}
	st.ver = ver
}

// readSegmentTable reads the _id doc value of every live document.
func readSegmentTable(sa segmentAccess) (st *segTable, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reading document ids of segment %d: %v", sa.ID(), r)
		}
	}()
	n := sa.FullSize()
	st = &segTable{ids: make([]string, n), gens: make([]uint64, n)}
	dv, err := sa.Segment().DocumentValueReader([]string{"_id"})
	if err != nil {
		return nil, fmt.Errorf("reading document ids of segment %d: %w", sa.ID(), err)
	}
	del := sa.Deleted()
	for i := range n {
		if del != nil && del.Contains(uint32(i)) {
			continue
		}
		err := dv.VisitDocumentValues(uint64(i), func(field string, term []byte) {
			if field == "_id" {
				st.set(uint64(i), string(term))
			}
		})
		if err != nil {
			return nil, fmt.Errorf("reading document ids of segment %d: %w", sa.ID(), err)
		}
	}
	return st, nil
}
