package index

import (
	"context"
	"fmt"
	"github.com/RoaringBitmap/roaring"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/blugelabs/bluge"
	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/search"
	segment "github.com/blugelabs/bluge_segment_api"

	"reqap/ingest"
	"reqap/internal/par"
)

// What Open reads, from cheapest to dearest: the heads (file records and
// the summary, a few documents found through their kind), the members
// (every event's id and source, from Bluge's doc values, needed by a
// writer to keep the summary right), and the events themselves (decoded,
// for questions). Open reads the heads; the rest is read when first needed
// (or at once, without Options.Lazy).

// loadHeads reads the file records and the summary. legacy reports a
// library of the format before generations (or a migration that was
// interrupted), which has no summary or records naming no generation.
func (l *Library) loadHeads() (legacy bool, err error) {
	// Counted before the state is taken: a merge that ends after it
	// leaves the key stale (see rekeyHeads).
	merges := l.merger.merges.Load()
	snap, release, err := l.acquire()
	if err != nil {
		return false, err
	}
	defer release()
	key, keyed := "", false
	if !noSnapshots {
		key, keyed = l.headsKey(snap)
	}
	if keyed && l.readHeads(key) {
		if l.w != nil {
			l.kept = keptHeads{key: key, merges: merges}
		}
		return false, nil
	}
	q := bluge.NewBooleanQuery().
		AddShould(bluge.NewTermQuery(kindFile).SetField(fieldKind)).
		AddShould(bluge.NewTermQuery(kindSummary).SetField(fieldKind))
	it, err := l.run(context.Background(), snap, bluge.NewAllMatches(q))
	if err != nil {
		return false, fmt.Errorf("listing file records: %w", err)
	}
	sawSummary := false
	type raw struct {
		doc string
		b   []byte
	}
	var raws []raw
	for {
		m, err := it.Next()
		if err != nil {
			return false, fmt.Errorf("listing file records: %w", err)
		}
		if m == nil {
			break
		}
		var d storedDoc
		if err := m.VisitStoredFields(d.visit); err != nil {
			return false, fmt.Errorf("reading file record %d: %w", m.Number, err)
		}
		switch {
		case d.sumBytes != nil:
			s, err := decodeSummary(d.sumBytes)
			if err != nil {
				l.log.Warn("the library summary is unreadable; it is counted again", "err", err)
				continue
			}
			l.sum, sawSummary = s, true
		case d.recBytes != nil:
			raws = append(raws, raw{d.id, d.recBytes})
		}
	}
	// Decoding the records (JSON) was most of opening a folder of 40,000
	// day notes: it is done on every core, then the records go in in the
	// order they were read.
	recs := make([]FileRecord, len(raws))
	errs := make([]error, len(raws))
	par.Each(context.Background(), len(raws), func(i int) { recs[i], errs[i] = decodeFileRecord(raws[i].b) })
	if len(l.files) == 0 {
		l.files = make(map[string]*fileState, len(recs))
		l.gens = make(map[uint64]string, len(recs))
	}
	unreadable := false
	for i, rec := range recs {
		if errs[i] != nil {
			l.log.Warn("skipping unreadable file record", "doc", raws[i].doc, "err", errs[i])
			unreadable = true
			continue
		}
		l.addRecordLocked(rec)
	}
	defer func() {
		// Only heads read whole, of a library of this format, are kept:
		// a record skipped now is looked at again next time.
		if keyed && err == nil && !legacy && sawSummary && !unreadable && l.w != nil {
			l.keepHeads(key, merges)
		}
	}()
	if !sawSummary {
		n, err := snap.Count()
		if err != nil {
			return false, err
		}
		if n > 0 {
			return true, nil
		}
	}
	for _, fs := range l.files {
		if fs.rec.Gen == 0 && fs.rec.Events > 0 {
			return true, nil
		}
	}
	return false, nil
}

// addRecordLocked puts a record read from disk in the state.
func (l *Library) addRecordLocked(rec FileRecord) { l.addStateLocked(&fileState{rec: rec}) }

// addStateLocked puts the state of a file read from disk in the state.
func (l *Library) addStateLocked(fs *fileState) {
	l.setFileLocked(fs.rec.Path, fs)
	if fs.rec.Gen != 0 {
		l.gens[fs.rec.Gen] = fs.rec.Path
	}
}

// ensureRolledBack runs rollBack once. A library opened Brief (a process
// asking one question) rolls back only when it begins to write a file: it
// needs no new generation before, and the garbage it would queue outlives
// it anyway (the janitor's deletions take longer than a question). Listing
// every generation in the index was a twentieth of a question over 40,000
// day notes (one per note).
func (l *Library) ensureRolledBack() error {
	l.rolled.Do(func() {
		if err := l.rollBack(); err != nil {
			l.rollErr = fmt.Errorf("rolling back interrupted imports: %w", err)
		}
	})
	return l.rollErr
}

// rollBack queues the generations no record names for deletion (imports
// that were interrupted or replaced) and numbers new generations after
// every one on disk.
func (l *Library) rollBack() error {
	l.needFiles()
	snap, release, err := l.acquire()
	if err != nil {
		return err
	}
	defer release()
	present, err := generations(snap)
	if err != nil {
		return fmt.Errorf("listing import generations: %w", err)
	}
	top := uint64(0)
	for g := range l.gens {
		top = max(top, g)
	}
	n := 0
	for _, g := range present {
		top = max(top, g)
		if _, ok := l.gens[g]; !ok {
			l.discard(garbage{g: g})
			n++
		}
	}
	l.nextGen.Store(top)
	if n > 0 {
		l.log.Info("rolling back imports that did not complete", "generations", n)
	}
	return nil
}

// sourceCode returns the code of a source name.
func (l *Library) sourceCode(src string) uint16 {
	l.srcMu.Lock()
	defer l.srcMu.Unlock()
	return l.sources.Code(src)
}

// cacheVersion changes whenever the cache of events does: with every
// commit and every load.
func (l *Library) cacheVersion() uint64 { return l.changes.Load() + l.loads.Load() }

// sourceOf returns the source of event id without loading events: from
// the members when they are loaded, else from the index's doc values.
func (l *Library) sourceOf(id string) (string, bool) {
	l.mu.RLock()
	if l.members != nil {
		m, ok := l.members[id]
		l.mu.RUnlock()
		if !ok {
			return "", false
		}
		return l.sourceName(m.src), true
	}
	l.mu.RUnlock()
	snap, release, err := l.acquire()
	if err != nil {
		return "", false
	}
	defer release()
	searcher, err := bluge.NewAllMatches(eventDocsQuery(id)).Searcher(snap, l.searchCfg)
	if err != nil {
		return "", false
	}
	defer searcher.Close()
	sctx := search.NewSearchContext(searcher.DocumentMatchPoolSize(), 0)
	fields := []string{"_id", fieldSource}
	for {
		m, err := searcher.Next(sctx)
		if err != nil || m == nil {
			return "", false
		}
		if err := m.LoadDocumentValues(sctx, fields); err != nil {
			return "", false
		}
		name, src := m.DocValues("_id"), m.DocValues(fieldSource)
		if len(name) == 0 || len(src) == 0 {
			continue
		}
		got, g, ok := parseDocID(string(name[0]))
		l.mu.RLock()
		committed := ok && got == id && l.committedLocked(g, "")
		l.mu.RUnlock()
		if committed {
			return string(src[0]), true
		}
		sctx.DocumentMatchPool.Put(m)
	}
}

// sourceName returns the source name of a code.
func (l *Library) sourceName(c uint16) string {
	l.srcMu.Lock()
	defer l.srcMu.Unlock()
	return l.sources.Name(c)
}

// committedLocked reports whether a document of generation g written for
// file is part of the library (the caller holds mu or is loading).
func (l *Library) committedLocked(g uint64, file string) bool {
	if lr := l.lazy; g != 0 && file == "" && lr != nil && !l.filesReady.Load() {
		_, ok := slices.BinarySearch(lr.gens, g)
		return ok
	}
	l.needFiles()
	if g != 0 {
		f, ok := l.gens[g]
		return ok && (file == "" || f == file)
	}
	if !l.legacy {
		return false
	}
	if file == "" {
		return true // a search hit of a legacy library: its file is not known
	}
	fs, ok := l.files[file]
	return ok && fs.rec.Gen == 0
}

// lockLoad takes what a lazy load holds, in the lock order: loadMu, one
// load at a time, then commitMu, so that commits wait and what the load
// reads is the committed state. It returns the function that releases
// them.
func (l *Library) lockLoad() (unlock func()) {
	l.loadMu.Lock()
	l.commitMu.Lock()
	return func() {
		l.commitMu.Unlock()
		l.loadMu.Unlock()
	}
}

// ensureMembers loads every committed event's id and source, which writes
// need to keep the summary right. It reads doc values only, not events.
func (l *Library) ensureMembers() error {
	l.mu.RLock()
	ready := l.members != nil
	l.mu.RUnlock()
	if ready {
		return nil
	}
	defer l.lockLoad()()
	if l.members != nil {
		return nil
	}
	start := time.Now()
	snap, release, err := l.acquire()
	if err != nil {
		return err
	}
	defer release()
	b := newMemberBuilder(l)
	if err := scanIDs(l, snap, func(doc, source string) { b.add(doc, source, "") }); err != nil {
		return fmt.Errorf("reading the library's event ids: %w", err)
	}
	b.finish()
	l.log.Debug("library members loaded", "events", l.sum.Events, "elapsed", time.Since(start))
	return nil
}

// memberBuilder collects members, per-file ids and the summary while
// documents are read.
type memberBuilder struct {
	l       *Library
	members map[string]member
	ids     map[string][]string
	copies  int
}

func newMemberBuilder(l *Library) *memberBuilder {
	return &memberBuilder{l: l, members: map[string]member{}, ids: map[string][]string{}}
}

// add counts the document doc (of source) if its generation is committed;
// file is the document's stored file, needed only for legacy documents.
func (b *memberBuilder) add(doc, source, file string) {
	b.l.needFiles()
	id, g, ok := parseDocID(doc)
	if !ok {
		return
	}
	l := b.l
	if g != 0 {
		file = l.gens[g]
	}
	if !l.committedLocked(g, file) {
		return
	}
	m, ok := b.members[id]
	if !ok {
		m.src = l.sourceCode(source)
	}
	m.refs++
	b.members[id] = m
	b.ids[file] = append(b.ids[file], id)
	b.copies++
}

// finish installs what was collected: the members, each file's ids, and a
// summary counted afresh (the truth, should the stored one be off).
func (b *memberBuilder) finish() {
	b.l.needFiles()
	l := b.l
	sum := summary{Format: libraryFormat, BySource: map[string]int{}, Events: len(b.members), Copies: b.copies}
	for _, m := range b.members {
		sum.BySource[l.sourceName(m.src)]++
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for f, fs := range l.files {
		fs.ids = b.ids[f]
		if fs.ids == nil {
			fs.ids = []string{}
		}
	}
	if !summaryEqual(l.sum, sum) && l.sum.Events+l.sum.Copies > 0 {
		l.log.Warn("the stored library summary was off; counted again", "stored", l.sum.Events, "counted", sum.Events)
	}
	l.sum = sum
	l.members = b.members
	l.sigs.forget() // the counts may have moved
}

func summaryEqual(a, b summary) bool {
	if a.Events != b.Events || a.Copies != b.Copies || len(a.BySource) != len(b.BySource) {
		return false
	}
	for k, v := range a.BySource {
		if b.BySource[k] != v {
			return false
		}
	}
	return true
}

// scanIDs calls fn with the name and source of every live document.
func scanIDs(l *Library, snap *blugeindex.Snapshot, fn func(doc, source string)) error {
	if useSegmentTables {
		var segs []segmentAccess
		for _, s := range snap.Segments() {
			sa, ok := s.(segmentAccess)
			if !ok {
				segs = nil
				break
			}
			segs = append(segs, sa)
		}
		if segs != nil {
			for _, sa := range segs {
				if err := scanSegmentIDs(sa, fn); err != nil {
					return err
				}
			}
			return nil
		}
	}
	fields := []string{"_id", fieldSource}
	searcher, err := bluge.NewAllMatches(bluge.NewMatchAllQuery()).Searcher(snap, l.searchCfg)
	if err != nil {
		return err
	}
	defer searcher.Close()
	sctx := search.NewSearchContext(searcher.DocumentMatchPoolSize(), 0)
	for {
		m, err := searcher.Next(sctx)
		if err != nil || m == nil {
			return err
		}
		if err := m.LoadDocumentValues(sctx, fields); err != nil {
			return err
		}
		var id, src string
		if v := m.DocValues("_id"); len(v) > 0 {
			id = string(v[0])
		}
		if v := m.DocValues(fieldSource); len(v) > 0 {
			src = string(v[0])
		}
		fn(id, src)
		sctx.DocumentMatchPool.Put(m)
	}
}

func scanSegmentIDs(sa segmentAccess, fn func(doc, source string)) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reading document ids of segment %d: %v", sa.ID(), r)
		}
	}()
	dv, err := sa.Segment().DocumentValueReader([]string{"_id", fieldSource})
	if err != nil {
		return fmt.Errorf("reading document ids of segment %d: %w", sa.ID(), err)
	}
	del := sa.Deleted()
	n := sa.FullSize()
	var id, src string
	for i := int64(0); i < n; i++ {
		if del != nil && del.Contains(uint32(i)) {
			continue
		}
		id, src = "", ""
		err := dv.VisitDocumentValues(uint64(i), func(field string, term []byte) {
			switch field {
			case "_id":
				id = string(term)
			case fieldSource:
				src = string(term)
			}
		})
		if err != nil {
			return fmt.Errorf("reading document ids of segment %d: %w", sa.ID(), err)
		}
		fn(id, src)
	}
	return nil
}

// eventsLoaded reports whether the cache of events is active: some
// sources (or all) are in memory, and commits keep them current.
func (l *Library) eventsLoaded() bool {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.events != nil
}

// sourcesLoaded reports whether the events of srcs (all sources when nil)
// are in memory.
func (l *Library) sourcesLoaded(srcs []string) bool {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.loadedLocked(srcs)
}

func (l *Library) loadedLocked(srcs []string) bool {
	if l.events == nil {
		return false
	}
	if l.allLoaded {
		return true
	}
	if srcs == nil {
		return false
	}
	for _, s := range srcs {
		if !l.loaded[s] {
			return false
		}
	}
	return true
}

// needEvents loads every event for a reader that cannot return an error;
// a failure is logged, kept for Search, and leaves the library empty.
func (l *Library) needEvents() { l.needSources(nil) }

// needSources is needEvents for the events of srcs (all when nil).
func (l *Library) needSources(srcs []string) {
	if err := l.ensureSources(srcs); err != nil {
		l.mu.Lock()
		if l.loadErr == nil {
			l.log.Error("loading the library's events", "err", err)
			l.loadErr = err
		}
		if l.events == nil {
			l.events = map[string]*entry{}
			l.bySource = map[string]*sourceSet{}
		}
		l.allLoaded = true
		l.loads.Add(1)
		l.mu.Unlock()
	}
}

// ensureEvents decodes every committed event into memory (and the members
// with them, when they are not loaded yet).
func (l *Library) ensureEvents() error { return l.ensureSources(nil) }

// ensureSources decodes the committed events of srcs (every source when
// nil) into memory, unless they are there already: a question about
// workouts never reads a million plays. Commits wait meanwhile, so the
// snapshot read is the committed state, and keep loaded sources current
// afterwards.
func (l *Library) ensureSources(srcs []string) error {
	if l.sourcesLoaded(srcs) {
		return nil
	}
	defer l.lockLoad()()
	if l.sourcesLoaded(srcs) {
		return nil
	}
	if l.isClosed() {
		return ErrClosed
	}
	start := time.Now()
	snap, release, err := l.acquire()
	if err != nil {
		return err
	}
	defer release()
	l.mu.RLock()
	fresh := l.events == nil
	want := map[string]bool{}
	for _, s := range srcs {
		if !l.loaded[s] {
			want[s] = true
		}
	}
	if srcs == nil || l.legacy {
		// Every source not in memory yet; a legacy library names no
		// source it could skip by (its summary is made from the load).
		want = nil
	}
	skip := map[string]bool{}
	for s := range l.loaded {
		skip[s] = true
	}
	needMembers := l.members == nil && want == nil
	// The sources to load, as far as the summary knows them: those with a
	// snapshot of this state are read from it.
	var names []string
	if want != nil {
		for s := range want {
			names = append(names, s)
		}
	} else {
		for s := range l.sum.BySource {
			if !skip[s] {
				names = append(names, s)
			}
		}
	}
	slices.Sort(names)
	// Sources the summary does not know have no events (a question names
	// sources the library may not hold): nothing to read for them.
	absent := map[string]bool{}
	expect := 0
	for _, s := range names {
		if n := l.sum.BySource[s]; n > 0 {
			expect += n
		} else if !l.legacy {
			absent[s] = true
		}
	}
	snapshots := l.usesSnapshots()
	sigs := map[string]string{}
	if snapshots {
		for _, s := range names {
			sigs[s] = l.signatureLocked(s)
		}
	}
	l.mu.RUnlock()
	fromSnap := map[string][]snapEntry{}
	if snapshots {
		for _, s := range names {
			entries, ok, err := l.readSnapshot(s, sigs[s])
			if err != nil {
				l.log.Warn("reading the library instead of a damaged snapshot", "source", s, "err", err)
			}
			if ok {
				fromSnap[s] = entries
			}
		}
	}
	var docs []decoded
	var tables map[uint64]*segTable
	var bad int
	keepTables := fresh && want == nil && len(fromSnap) == 0
	// Every source from snapshots: Bluge is not read at all. (With want
	// nil, the summary's sources are all the library has.)
	if len(fromSnap)+len(absent) < len(names) || (want == nil && len(names) == 0) {
		docs, tables, bad, err = l.decodeAll(snap, func(src string) bool {
			if _, ok := fromSnap[src]; ok {
				return false
			}
			if want != nil {
				return want[src]
			}
			return !skip[src]
		}, keepTables)
		if err != nil {
			return err
		}
	}
	if bad > 0 {
		l.log.Warn("library holds unreadable documents; they were left out", "count", bad)
	}
	var mb *memberBuilder
	if needMembers && fresh && len(fromSnap) == 0 {
		mb = newMemberBuilder(l)
	}
	n := 0
	l.mu.Lock()
	if l.events == nil {
		l.events, l.bySource, l.loaded = make(map[string]*entry, expect), map[string]*sourceSet{}, map[string]bool{}
	}
	for src, entries := range fromSnap {
		// The set's map is made when a commit first changes it, the id
		// map's entries when something first looks an id up.
		set := &sourceSet{version: 1}
		sorted := make([]*ingest.Event, len(entries))
		for i, e := range entries {
			sorted[i] = e.ev
		}
		set.sorted = sorted
		if len(entries) > 0 {
			l.bySource[src] = set
			if l.unindexed == nil {
				l.unindexed = map[string][]snapEntry{}
			}
			l.unindexed[src] = entries
			l.pendingIDs.Store(true)
		}
		n += len(entries)
	}
	decodedSrcs := map[string]bool{}
	for _, d := range docs {
		if d.ev == nil {
			continue
		}
		if mb != nil {
			mb.add(d.name, d.ev.Source, d.file)
		}
		_, g, _ := parseDocID(d.name)
		if l.committedLocked(g, d.file) {
			l.putCopyLocked(d.ev, l.fileOf(g, d.file))
			decodedSrcs[d.ev.Source] = true
			n++
		}
	}
	// Only a load of everything makes allLoaded: loading, one by one,
	// every source the library holds so far does not, since a writer then
	// keeps the events of every later commit in memory too (an import
	// that began by reading the mail for who the person is would hold a
	// million plays).
	if want == nil {
		l.allLoaded = true
	}
	for s := range want {
		l.loaded[s] = true
	}
	l.loads.Add(1)
	l.mu.Unlock()
	if mb != nil {
		mb.finish()
	}
	if snapshots && l.w != nil && len(decodedSrcs) > 0 {
		var made []string
		for s := range decodedSrcs {
			made = append(made, s)
		}
		l.snapshotSources(made)
	}
	if keepTables {
		l.segTabs.mu.Lock()
		l.segTabs.tables = tables
		l.segTabs.mu.Unlock()
	}
	l.log.Debug("library events loaded", "sources", srcs, "events", n, "from_snapshots", len(fromSnap), "elapsed", time.Since(start))
	return nil
}

// fileOf returns the file a committed document belongs to.
func (l *Library) fileOf(g uint64, stored string) string {
	l.needFiles()
	if f, ok := l.gens[g]; ok {
		return f
	}
	return stored
}

// decoded is one event document read from disk.
type decoded struct {
	name string // the document's name
	file string // the file it was written for
	ev   *ingest.Event
	rec  *FileRecord // instead of ev, for a file record
}

// decodeAll reads the event documents of snap whose source wanted
// accepts (and every other document), decoding segments in parallel, and
// with tables makes their segment tables. Unreadable documents are logged
// and counted in bad rather than making the library unusable.
func (l *Library) decodeAll(snap *blugeindex.Snapshot, wanted func(src string) bool, withTables bool) (docs []decoded, tables map[uint64]*segTable, bad int, err error) {
	tables = map[uint64]*segTable{}
	if !useSegmentTables {
		docs, bad, err = l.decodeSlow(snap, wanted)
		return docs, tables, bad, err
	}
	var chunks []*loadChunk
	for _, s := range snap.Segments() {
		sa, ok := s.(segmentAccess)
		if !ok {
			docs, bad, err = l.decodeSlow(snap, wanted)
			return docs, map[uint64]*segTable{}, bad, err
		}
		n := uint64(sa.FullSize())
		var st *segTable
		var keep *roaring.Bitmap // nil: every live document
		if withTables {
			// The table names every document, so every one is read.
			st = &segTable{ids: make([]string, n), gens: make([]uint64, n)}
			tables[sa.ID()] = st
		} else {
			// Documents without a source are file records and the summary.
			if keep, err = docsOf(sa, wanted, true); err != nil {
				return nil, nil, bad, err
			}
			if keep.IsEmpty() {
				continue
			}
		}
		for from := uint64(0); from < n; from += loadChunkSize {
			chunks = append(chunks, &loadChunk{seg: sa, from: from, to: min(from+loadChunkSize, n), table: st, keep: keep, wanted: wanted})
		}
	}
	work := make(chan *loadChunk)
	var wg sync.WaitGroup
	for range max(1, min(runtime.GOMAXPROCS(0), 4, len(chunks))) {
		wg.Go(func() {
			in := newInterner()
			for c := range work {
				l.decodeChunk(c, in)
			}
		})
	}
	for _, c := range chunks {
		work <- c
	}
	close(work)
	wg.Wait()
	total := 0
	for _, c := range chunks {
		if c.err != nil {
			return nil, nil, bad, c.err
		}
		total += len(c.docs)
		bad += c.bad
	}
	docs = make([]decoded, 0, total)
	for _, c := range chunks {
		docs = append(docs, c.docs...)
	}
	return docs, tables, bad, nil
}

// loadChunk is a range of documents of one segment, decoded by one worker.
type loadChunk struct {
	seg      segmentAccess
	from, to uint64
	table    *segTable       // the segment's table, if made; chunks fill disjoint ranges
	keep     *roaring.Bitmap // the documents to read; nil: every live one
	wanted   func(src string) bool
	docs     []decoded
	bad      int
	err      error
}

const loadChunkSize = 4096

func (l *Library) decodeChunk(c *loadChunk, in *interner) {
	c.docs = make([]decoded, 0, c.to-c.from)
	c.err = eachDoc(c.seg, c.keep, c.from, c.to, func(seg segment.Segment, num uint64) error {
		d := storedDoc{in: in}
		if err := seg.VisitStoredFields(num, d.visit); err != nil {
			return fmt.Errorf("reading stored document %d of segment %d: %w", num, c.seg.ID(), err)
		}
		if c.table != nil {
			c.table.set(num, d.id)
		}
		if d.ev != nil && !c.wanted(d.ev.Source) {
			return nil
		}
		if d.event(l, &c.bad) {
			c.docs = append(c.docs, decoded{name: d.id, file: d.file, ev: d.ev})
		} else if rec := d.record(l, &c.bad); rec != nil {
			c.docs = append(c.docs, decoded{name: d.id, rec: rec})
		}
		return nil
	})
}

// eachDoc calls fn with the live documents from to to of a segment that
// are in docs (every live one when docs is nil).
func eachDoc(sa segmentAccess, docs *roaring.Bitmap, from, to uint64, fn func(seg segment.Segment, num uint64) error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reading stored events of segment %d: %v", sa.ID(), r)
		}
	}()
	seg := sa.Segment()
	if docs == nil {
		del := sa.Deleted()
		for num := from; num < to; num++ {
			if del != nil && del.Contains(uint32(num)) {
				continue
			}
			if err := fn(seg, num); err != nil {
				return err
			}
		}
		return nil
	}
	it := docs.Iterator()
	it.AdvanceIfNeeded(uint32(from))
	for it.HasNext() {
		num := uint64(it.Next())
		if num >= to {
			break
		}
		if err := fn(seg, num); err != nil {
			return err
		}
	}
	return nil
}

// docsOf returns the live documents of a segment whose source wanted
// accepts, and with sourceless those without a source, from the postings
// of the source field: a segment's dictionary holds a handful of sources,
// so this costs in proportion to the documents wanted. (Reading every
// document's source doc value instead took a fifth of the first question
// after a large import.)
func docsOf(sa segmentAccess, wanted func(src string) bool, sourceless bool) (docs *roaring.Bitmap, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reading the sources of segment %d: %v", sa.ID(), r)
		}
	}()
	seg := sa.Segment()
	dict, err := seg.Dictionary(fieldSource)
	if err != nil {
		return nil, fmt.Errorf("reading the sources of segment %d: %w", sa.ID(), err)
	}
	docs, sourced := roaring.New(), roaring.New()
	terms := dict.Iterator(nil, nil, nil)
	defer terms.Close()
	for {
		t, err := terms.Next()
		if err != nil {
			return nil, fmt.Errorf("reading the sources of segment %d: %w", sa.ID(), err)
		}
		if t == nil {
			break
		}
		want := wanted(t.Term())
		if !want && !sourceless {
			continue
		}
		pl, err := dict.PostingsList([]byte(t.Term()), nil, nil)
		if err != nil {
			return nil, fmt.Errorf("reading the %s documents of segment %d: %w", t.Term(), sa.ID(), err)
		}
		it, err := pl.Iterator(false, false, false, nil)
		if err != nil {
			return nil, fmt.Errorf("reading the %s documents of segment %d: %w", t.Term(), sa.ID(), err)
		}
		for {
			p, err := it.Next()
			if err != nil {
				return nil, fmt.Errorf("reading the %s documents of segment %d: %w", t.Term(), sa.ID(), err)
			}
			if p == nil {
				break
			}
			if want {
				docs.Add(uint32(p.Number()))
			}
			sourced.Add(uint32(p.Number()))
		}
	}
	if sourceless {
		rest := roaring.New()
		rest.AddRange(0, uint64(sa.FullSize()))
		rest.AndNot(sourced)
		docs.Or(rest)
	}
	if del := sa.Deleted(); del != nil {
		docs.AndNot(del)
	}
	return docs, nil
}

// decodeSlow reads every document through Bluge's public search API.
func (l *Library) decodeSlow(snap *blugeindex.Snapshot, wanted func(src string) bool) (docs []decoded, bad int, err error) {
	it, err := l.run(context.Background(), snap, bluge.NewAllMatches(bluge.NewMatchAllQuery()))
	if err != nil {
		return nil, 0, fmt.Errorf("listing stored documents: %w", err)
	}
	for {
		m, err := it.Next()
		if err != nil {
			return nil, bad, fmt.Errorf("listing stored documents: %w", err)
		}
		if m == nil {
			return docs, bad, nil
		}
		var d storedDoc
		if err := m.VisitStoredFields(d.visit); err != nil {
			return nil, bad, fmt.Errorf("reading stored document %d: %w", m.Number, err)
		}
		if d.ev != nil && !wanted(d.ev.Source) {
			continue
		}
		if d.event(l, &bad) {
			docs = append(docs, decoded{name: d.id, file: d.file, ev: d.ev})
		} else if rec := d.record(l, &bad); rec != nil {
			docs = append(docs, decoded{name: d.id, rec: rec})
		}
	}
}

// storedDoc collects the stored fields of one document.
type storedDoc struct {
	in       *interner // shares repeated strings of events; may be nil
	id, file string    // id is the document's name
	g        uint64    // the stored generation (events written since names are not stored)
	hasG     bool
	ev       *ingest.Event
	evErr    error
	recBytes []byte
	sumBytes []byte
}

func (d *storedDoc) visit(field string, value []byte) bool {
	switch field {
	case "_id":
		d.id = string(value)
	case fieldGen:
		d.g, d.hasG = parseGen(value)
		d.name()
	case fieldFile:
		if d.in != nil {
			d.file = d.in.bytes(value)
		} else {
			d.file = string(value)
		}
	case fieldEvent:
		// Decode at once: the value's buffer is reused after the visit.
		d.ev = new(ingest.Event)
		if d.evErr = d.ev.UnmarshalBinary(value); d.evErr != nil {
			d.ev = nil
		} else if d.in != nil {
			d.in.event(d.ev)
		}
		d.name()
	case fieldRecord:
		d.recBytes = append([]byte(nil), value...)
	case fieldSummary:
		d.sumBytes = append([]byte(nil), value...)
	}
	return true
}

// name makes the name of an event's document whose name is not stored
// (see eventDoc) once its event and generation are read, in either order.
func (d *storedDoc) name() {
	if d.id == "" && d.hasG && d.ev != nil {
		d.id = docID(d.ev.ID, d.g)
	}
}

// event reports whether the document is a readable event, logging and
// counting it in bad when it is an unreadable one.
func (d *storedDoc) event(l *Library, bad *int) bool {
	switch {
	case d.evErr != nil:
		l.log.Warn("skipping unreadable stored event", "doc", d.id, "err", d.evErr)
		*bad++
	case d.ev != nil:
		if d.file == "" {
			d.file = d.ev.Origin.File
		}
		return true
	}
	return false
}

// record returns the document's file record, if it is a readable one.
func (d *storedDoc) record(l *Library, bad *int) *FileRecord {
	if d.recBytes == nil {
		return nil
	}
	rec, err := decodeFileRecord(d.recBytes)
	if err != nil {
		l.log.Warn("skipping unreadable file record", "doc", d.id, "err", err)
		*bad++
		return nil
	}
	return &rec
}

// putCopyLocked adds the copy of an event that file holds to the cache,
// replacing that file's earlier copy. The canonical copy of a record held
// by several files is the one of the file modified last (a newer export
// knows more), then of the first path. The caller holds mu.
func (l *Library) putCopyLocked(ev *ingest.Event, file string) {
	l.indexLocked(nil)
	e := l.events[ev.ID]
	if e == nil {
		l.events[ev.ID] = &entry{ev: ev, file: file}
		l.addToSourceLocked(ev)
		return
	}
	if e.file == file {
		l.removeFromSourceLocked(e.ev)
		e.ev = ev
		l.addToSourceLocked(ev)
		return
	}
	i := slices.IndexFunc(e.more, func(c copyOf) bool { return c.file == file })
	if i >= 0 {
		e.more[i].ev = ev
	} else {
		e.more = append(e.more, copyOf{ev: ev, file: file})
		i = len(e.more) - 1
	}
	if l.preferLocked(file, e.file) {
		l.removeFromSourceLocked(e.ev)
		e.more[i], e.ev, e.file = copyOf{ev: e.ev, file: e.file}, ev, file
		l.addToSourceLocked(ev)
	}
}

// dropCopyLocked removes file's copy of event id from the cache.
func (l *Library) dropCopyLocked(id, file string) {
	l.indexLocked(nil)
	e := l.events[id]
	if e == nil {
		return
	}
	if e.file != file {
		e.more = slices.DeleteFunc(e.more, func(c copyOf) bool { return c.file == file })
		return
	}
	l.removeFromSourceLocked(e.ev)
	if len(e.more) == 0 {
		delete(l.events, id)
		return
	}
	best := 0
	for i := 1; i < len(e.more); i++ {
		if l.preferLocked(e.more[i].file, e.more[best].file) {
			best = i
		}
	}
	e.ev, e.file = e.more[best].ev, e.more[best].file
	e.more = slices.Delete(e.more, best, best+1)
	l.addToSourceLocked(e.ev)
}

// indexLocked enters the entries of srcs (every source when nil) read
// from snapshots into the id map (see Library.unindexed). The caller
// holds mu for writing.
func (l *Library) indexLocked(srcs []string) {
	if len(l.unindexed) == 0 {
		return
	}
	if srcs == nil {
		for s := range l.unindexed {
			srcs = append(srcs, s)
		}
	}
	for _, s := range srcs {
		entries, ok := l.unindexed[s]
		if !ok {
			continue
		}
		ents := make([]entry, len(entries))
		for i, e := range entries {
			ents[i] = entry(e)
			l.events[e.ev.ID] = &ents[i]
		}
		delete(l.unindexed, s)
	}
	l.pendingIDs.Store(len(l.unindexed) > 0)
}

// ensureIndexed is indexLocked for a caller about to look ids of srcs up
// (of any source when nil), not holding mu.
func (l *Library) ensureIndexed(srcs []string) {
	if !l.pendingIDs.Load() {
		return
	}
	l.mu.Lock()
	l.indexLocked(srcs)
	l.mu.Unlock()
}

// preferLocked reports whether file a's copy of a record is canonical
// over file b's.
func (l *Library) preferLocked(a, b string) bool {
	l.needFiles()
	var ta, tb time.Time
	if fs := l.files[a]; fs != nil {
		ta = fs.rec.ModTime
	}
	if fs := l.files[b]; fs != nil {
		tb = fs.rec.ModTime
	}
	if !ta.Equal(tb) {
		return ta.After(tb)
	}
	return a < b
}

func (l *Library) addToSourceLocked(ev *ingest.Event) {
	s := l.bySource[ev.Source]
	if s == nil {
		s = &sourceSet{events: map[string]*ingest.Event{}}
		l.bySource[ev.Source] = s
	}
	s.index()
	s.events[ev.ID] = ev
	s.version++
	s.sorted = nil
}

// index makes the set's map from its sorted events, if it has none.
func (s *sourceSet) index() {
	if s.events != nil {
		return
	}
	s.events = make(map[string]*ingest.Event, len(s.sorted))
	for _, ev := range s.sorted {
		s.events[ev.ID] = ev
	}
}

func (l *Library) removeFromSourceLocked(ev *ingest.Event) {
	if s := l.bySource[ev.Source]; s != nil {
		s.index()
		delete(s.events, ev.ID)
		s.version++
		s.sorted = nil
		if len(s.events) == 0 {
			delete(l.bySource, ev.Source)
		}
	}
}

// ScanCopies calls fn with every committed copy of every event (a record
// several files hold once per file) and the file holding it, in no
// particular order, reading the documents from disk a chunk at a time
// when the events are not all in memory: a pass over a lifetime of data
// (re-deriving fields after an import) holds a few thousand events at once,
// not a million. fn is called from one goroutine at a time.
func (l *Library) ScanCopies(ctx context.Context, fn func(ev *ingest.Event, file string)) error {
	l.ensureIndexed(nil)
	l.mu.RLock()
	if l.allLoaded {
		type copyAt struct {
			ev   *ingest.Event
			file string
		}
		all := make([]copyAt, 0, len(l.events))
		for _, e := range l.events {
			all = append(all, copyAt{e.ev, e.file})
			for _, c := range e.more {
				all = append(all, copyAt{c.ev, c.file})
			}
		}
		l.mu.RUnlock()
		for i, c := range all {
			if i%4096 == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			fn(c.ev, c.file)
		}
		return nil
	}
	l.mu.RUnlock()
	snap, release, err := l.acquire()
	if err != nil {
		return err
	}
	defer release()
	segs := snap.Segments()
	var chunks []*loadChunk
	for _, s := range segs {
		sa, ok := s.(segmentAccess)
		if !ok || !useSegmentTables {
			// Bluge's public API: read everything, as a load does.
			if err := l.ensureEvents(); err != nil {
				return err
			}
			return l.ScanCopies(ctx, fn)
		}
		n := uint64(sa.FullSize())
		for from := uint64(0); from < n; from += loadChunkSize {
			chunks = append(chunks, &loadChunk{seg: sa, from: from, to: min(from+loadChunkSize, n), wanted: func(string) bool { return true }})
		}
	}
	work := make(chan *loadChunk)
	var mu sync.Mutex
	var wg sync.WaitGroup
	var first error
	for range max(1, min(runtime.GOMAXPROCS(0), 2, len(chunks))) {
		wg.Go(func() {
			in := newInterner()
			for c := range work {
				l.decodeChunk(c, in)
				mu.Lock()
				if c.err != nil && first == nil {
					first = c.err
				}
				if first == nil {
					l.mu.RLock()
					for _, d := range c.docs {
						if d.ev == nil {
							continue
						}
						if _, g, _ := parseDocID(d.name); l.committedLocked(g, d.file) {
							file := l.fileOf(g, d.file)
							l.mu.RUnlock()
							fn(d.ev, file)
							l.mu.RLock()
						}
					}
					l.mu.RUnlock()
				}
				mu.Unlock()
				c.docs = nil
			}
		})
	}
	for _, c := range chunks {
		if ctx.Err() != nil {
			break
		}
		work <- c
	}
	close(work)
	wg.Wait()
	if first != nil {
		return first
	}
	return ctx.Err()
}
