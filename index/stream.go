package index

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"hash/maphash"
	"runtime"
	"slices"
	"sync"
	"time"

	"reqap/index/columns"
	"reqap/ingest"
)

// Loading a source makes a Go object of every event and keeps them all:
// for a million plays, more than a gigabyte. The first question after an
// import needs every source once (the catalog describes them all) and the
// tables of the large ones, but never all their events at once. So a large
// source that is not in memory is streamed instead: its documents are
// ordered by a first pass that reads only each one's id, start and file,
// then decoded a block at a time, in view order, into its snapshot and
// column table as they are written. Nothing but the table's columns grows
// with the source.

// streamMin is the size from which a source not in memory is streamed
// rather than loaded: below it, loading is cheap and the next question
// will likely want the events anyway.
var streamMin = 50_000

// streamBlock is how many events a worker decodes per wave of a stream
// (a variable so that tests stream in many waves).
var streamBlock = 4096

// releaseEvery is how many blocks of documents a stream reads between
// handing the index's pages back (see releaseMappedPages): about 65,000
// documents, some 30 MB of a library's index.
const releaseEvery = 16

// errNoStream says a library cannot be streamed (a legacy library, or a
// segment without the low-level access streaming reads through); the
// caller loads the source instead.
var errNoStream = errors.New("the library cannot be streamed")

// StreamedColumns returns source's column table when the source is
// better read from it than loaded: large (streamMin events or more) and
// not in memory. A missing table is made by streaming (see streamSource).
// Else, or when the source cannot have a table, it returns nil, and the
// caller reads Events.
func (l *Library) StreamedColumns(ctx context.Context, source string) *columns.Table {
	if source == "" || !l.streamed(source) {
		return nil
	}
	t, err := l.Columns(ctx, source)
	if err != nil {
		if !errors.Is(err, columns.ErrUnfit) && ctx.Err() == nil {
			l.log.Warn("reading the events instead of a column table", "source", source, "err", err)
		}
		return nil
	}
	return t
}

// streamed reports whether source is read by streaming rather than
// loaded: large and not in memory.
func (l *Library) streamed(source string) bool {
	if l.sourcesLoaded([]string{source}) {
		return false
	}
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.sum.BySource[source] >= streamMin
}

// docKey is what the first pass keeps of an event document: where it is,
// how it sorts, and what decides which copy of an event is canonical.
type docKey struct {
	start int64
	id    string
	hash  uint64 // of id, with idSeed
	file  string
	gen   uint64
	seg   int32
	num   uint32
	ord   int
}

// idSeed seeds the hashes of docKey ids.
var idSeed = maphash.MakeSeed()

// streamSource writes source's snapshot and column table for state sig
// from the index, without loading the source, and returns the table.
// The caller holds loadMu and commitMu, so the index is at state sig.
func (l *Library) streamSource(ctx context.Context, source, sig string) (*columns.Table, error) {
	start := time.Now()
	if l.legacy || !useSegmentTables {
		return nil, errNoStream
	}
	snap, release, err := l.acquire()
	if err != nil {
		return nil, err
	}
	defer release()
	var segs []segmentAccess
	for _, s := range snap.Segments() {
		sa, ok := s.(segmentAccess)
		if !ok {
			return nil, errNoStream
		}
		segs = append(segs, sa)
	}
	keys, err := l.streamKeys(ctx, segs, source)
	if err != nil {
		return nil, err
	}
	entries, more := l.canonical(keys)
	// The view's order: start, then id.
	slices.SortFunc(entries, func(a, b docKey) int {
		if a.start != b.start { // cmp.Or would compare the ids every time
			return cmp.Compare(a.start, b.start)
		}
		return cmp.Compare(a.id, b.id)
	})

	writeFiles := l.usesSnapshots() && l.w != nil
	var sb *snapBuilder
	if writeFiles {
		if sb, err = l.newSnapBuilder(source); err != nil {
			return nil, err
		}
		defer func() {
			if sb != nil {
				sb.abort()
			}
		}()
	}
	cb := columns.NewBuilder(source, sig, len(entries))
	// Decoding (in parallel) and adding to the table and the snapshot run
	// as a pipeline: adding was a third of the work, and all cores but
	// one waited while it ran.
	type wave struct {
		out []snapEntry
		err error
	}
	waves := make(chan wave, 1)
	var producer sync.WaitGroup
	defer producer.Wait() // after stop: the producer may be sending
	pctx, stop := context.WithCancel(ctx)
	defer stop()
	producer.Go(func() {
		defer close(waves)
		l.decodeWaves(pctx, segs, entries, more, func(out []snapEntry, err error) bool {
			select {
			case waves <- wave{out, err}:
				return err == nil
			case <-pctx.Done():
				return false
			}
		})
	})
	for w := range waves {
		if w.err != nil {
			return nil, fmt.Errorf("reading the %s events: %w", source, w.err)
		}
		var sbErr error
		var snapping sync.WaitGroup
		if sb != nil {
			snapping.Go(func() {
				for _, e := range w.out {
					if sbErr = sb.add(e); sbErr != nil {
						return
					}
				}
			})
		}
		var err error
		for _, e := range w.out {
			if err = cb.Add(e.ev); err != nil {
				break
			}
		}
		snapping.Wait()
		if err != nil {
			return nil, err
		}
		if sbErr != nil {
			l.log.Warn("the next question will read the library instead", "err", sbErr)
			sb.abort()
			sb = nil
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	releaseMappedPages()
	path := ""
	if writeFiles {
		path = l.columnsPath(source)
	}
	t, err := cb.Finish(path)
	if err != nil {
		return nil, err
	}
	if sb != nil {
		err := sb.finish(sig, l.snapshotPath(source))
		sb = nil
		if err != nil {
			l.log.Warn("the next question will read the library instead", "err", err)
		}
	}
	l.log.Debug("source streamed into its table", "source", source, "events", len(entries), "elapsed", time.Since(start))
	return t, nil
}

// decodeWaves decodes entries in order, a wave at a time, and hands each
// wave (or the error that stopped it) to emit until emit returns false. A
// wave decodes one block per worker, so at most workers×block events
// exist per wave.
func (l *Library) decodeWaves(ctx context.Context, segs []segmentAccess, entries []docKey, more map[string][]docKey, emit func([]snapEntry, error) bool) {
	workers := max(1, min(runtime.GOMAXPROCS(0), 4))
	block := streamBlock
	for wave, from := 0, 0; from < len(entries); wave, from = wave+1, from+workers*block {
		if err := ctx.Err(); err != nil {
			emit(nil, err)
			return
		}
		if wave%(releaseEvery/workers) == releaseEvery/workers-1 {
			releaseMappedPages()
		}
		to := min(from+workers*block, len(entries))
		out := make([]snapEntry, to-from)
		errs := make([]error, workers)
		var wg sync.WaitGroup
		for w := range workers {
			lo, hi := from+w*block, min(from+(w+1)*block, to)
			if lo >= hi {
				break
			}
			wg.Go(func() {
				for i := lo; i < hi; i++ {
					e, err := decodeEntry(segs, entries[i], more[entries[i].id])
					if err != nil {
						errs[w] = err
						return
					}
					out[i-from] = e
				}
			})
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			emit(nil, err)
			return
		}
		if !emit(out, nil) {
			return
		}
	}
}

// streamKeys reads the key of every committed event document of source,
// in the order a load meets them (segment by segment, document by
// document), decoding only each event's head.
func (l *Library) streamKeys(ctx context.Context, segs []segmentAccess, source string) ([]docKey, error) {
	type chunk struct {
		seg  int
		nums []uint32
		keys []docKey
		err  error
	}
	var chunks []*chunk
	for si, sa := range segs {
		docs, err := docsOf(sa, func(s string) bool { return s == source }, false)
		if err != nil {
			return nil, err
		}
		nums := docs.ToArray()
		for from := 0; from < len(nums); from += loadChunkSize {
			chunks = append(chunks, &chunk{seg: si, nums: nums[from:min(from+loadChunkSize, len(nums))]})
		}
	}
	work := make(chan *chunk)
	var wg sync.WaitGroup
	for range max(1, min(runtime.GOMAXPROCS(0), 4, len(chunks))) {
		wg.Go(func() {
			for c := range work {
				if ctx.Err() != nil {
					c.err = ctx.Err()
					continue
				}
				c.keys, c.err = l.chunkKeys(segs[c.seg], int32(c.seg), c.nums, source)
			}
		})
	}
	for i, c := range chunks {
		if i%releaseEvery == releaseEvery-1 {
			releaseMappedPages()
		}
		work <- c
	}
	close(work)
	wg.Wait()
	releaseMappedPages()
	total := 0
	for _, c := range chunks {
		if c.err != nil {
			return nil, c.err
		}
		total += len(c.keys)
	}
	keys := make([]docKey, 0, total)
	for _, c := range chunks {
		for _, k := range c.keys {
			k.ord = len(keys)
			keys = append(keys, k)
		}
		c.keys = nil
	}
	return keys, nil
}

// chunkKeys reads the keys of documents nums of a segment.
func (l *Library) chunkKeys(sa segmentAccess, si int32, nums []uint32, source string) (keys []docKey, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reading stored events of segment %d: %v", sa.ID(), r)
		}
	}()
	files := map[string]string{} // a file's name, once per chunk
	intern := func(f string) string {
		if g, ok := files[f]; ok {
			return g
		}
		files[f] = f
		return f
	}
	seg := sa.Segment()
	keys = make([]docKey, 0, len(nums))
	for _, n := range nums {
		num := uint64(n)
		var (
			name, file, id, evFile string
			start                  time.Time
			g                      uint64
			hasG, isEvent          bool
			headErr                error
		)
		err := seg.VisitStoredFields(num, func(field string, value []byte) bool {
			switch field {
			case "_id":
				name = string(value)
			case fieldGen:
				g, hasG = parseGen(value)
			case fieldFile:
				file = intern(string(value))
			case fieldEvent:
				// Only the head is read, in place: the value's buffer is
				// reused after the visit.
				isEvent = true
				id, start, evFile, headErr = ingest.EventHead(value)
			}
			return true
		})
		if err != nil {
			return nil, fmt.Errorf("reading stored document %d of segment %d: %w", num, sa.ID(), err)
		}
		if !isEvent {
			continue
		}
		if name != "" {
			_, g, _ = parseDocID(name)
			hasG = true // a library from before names went unstored
		}
		if headErr != nil || !hasG {
			// A load skips (and logs) it; so does the full decode.
			continue
		}
		if !columns.Representable(start) {
			return nil, fmt.Errorf("streaming %s: event %s: %w", source, id, columns.ErrUnfit)
		}
		if file == "" {
			file = intern(evFile)
		}
		keys = append(keys, docKey{start: start.UnixNano(), id: id, hash: maphash.String(idSeed, id), file: file, gen: g, seg: si, num: uint32(num)})
	}
	return keys, nil
}

// canonical keeps the committed documents and picks each event's
// canonical copy exactly as putCopyLocked does when a load meets the same
// documents in the same order. It returns the canonical documents (in
// keys' memory) and, by id, the other copies of the few events that have
// them.
func (l *Library) canonical(keys []docKey) ([]docKey, map[string][]docKey) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	live := keys[:0]
	for _, k := range keys {
		if l.committedLocked(k.gen, k.file) {
			k.file = l.fileOf(k.gen, k.file)
			live = append(live, k)
		}
	}
	// Copies of an event only need to be next to each other: ordering by a
	// hash of the id first compares strings only on ties.
	slices.SortFunc(live, func(a, b docKey) int {
		if a.hash != b.hash {
			return cmp.Compare(a.hash, b.hash)
		}
		return cmp.Or(cmp.Compare(a.id, b.id), cmp.Compare(a.ord, b.ord))
	})
	out := live[:0]
	more := map[string][]docKey{}
	for i := 0; i < len(live); {
		j := i + 1
		for j < len(live) && live[j].id == live[i].id {
			j++
		}
		key := live[i]
		var copies []docKey
		for _, k := range live[i+1 : j] {
			if k.file == key.file {
				key = k
				continue
			}
			m := slices.IndexFunc(copies, func(c docKey) bool { return c.file == k.file })
			if m >= 0 {
				copies[m] = k
			} else {
				copies = append(copies, k)
				m = len(copies) - 1
			}
			if l.preferLocked(k.file, key.file) {
				copies[m], key = key, k
			}
		}
		if copies != nil {
			more[key.id] = copies
		}
		// out never overtakes i: each group adds one.
		out = append(out, key)
		i = j
	}
	return out, more
}

// decodeEntry decodes an event's documents: the canonical one and its
// copies.
func decodeEntry(segs []segmentAccess, key docKey, more []docKey) (snapEntry, error) {
	ev, err := decodeAt(segs, key)
	if err != nil {
		return snapEntry{}, err
	}
	out := snapEntry{ev: ev, file: key.file}
	for _, k := range more {
		c, err := decodeAt(segs, k)
		if err != nil {
			return snapEntry{}, err
		}
		out.more = append(out.more, copyOf{ev: c, file: k.file})
	}
	return out, nil
}

func decodeAt(segs []segmentAccess, k docKey) (ev *ingest.Event, err error) {
	sa := segs[k.seg]
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reading stored document %d of segment %d: %v", k.num, sa.ID(), r)
		}
	}()
	var d storedDoc
	if err := sa.Segment().VisitStoredFields(uint64(k.num), d.visit); err != nil {
		return nil, fmt.Errorf("reading stored document %d of segment %d: %w", k.num, sa.ID(), err)
	}
	if d.evErr != nil {
		return nil, fmt.Errorf("decoding stored document %d of segment %d: %w", k.num, sa.ID(), d.evErr)
	}
	if d.ev == nil {
		return nil, fmt.Errorf("stored document %d of segment %d holds no event", k.num, sa.ID())
	}
	return d.ev, nil
}
