package index

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/blugelabs/bluge"

	"reqap/ingest"
)

// defaultFlushSize is how many events a FileWriter buffers before it
// writes them as one batch of its generation. While Bluge builds a batch,
// each document's analyzed terms take about 20 kB, and two batches are
// built at once: at 1024 the peak RSS of importing 45,000 events stayed
// under 300 MB, at 4096 it went past 500 MB for a few percent less CPU.
const defaultFlushSize = 1024

// unkeptBatches is how many times defaultFlushSize events a FileWriter of
// a library that keeps no events in memory (opened Lazy, as the command
// line opens it to import) buffers before it writes them: that process's
// heap is bounded as a whole (cli's importMemory), and a batch four times
// larger is a quarter of the segments to build, persist and merge. The
// large persona's import (1.2 million events, two cores shared with three
// other agents, December 2026): 142 CPU-s instead of 157 and 154 before
// the merges were capped (mergedSize), 129 instead of 137 and 153 after,
// at about the same peak RSS (600-680 MB).
const unkeptBatches = 4

// FileWriter replaces the events of one file. It is used by one goroutine;
// several FileWriters may run at once. Its events are written in batches
// under a generation of their own, invisible until Commit makes them the
// file's events in one small batch (see generation.go): whatever happens
// before, readers see the file's previous events, whole.
type FileWriter struct {
	lib  *Library
	path string
	g    uint64
	// keep holds on to the events for the in-memory cache, which was
	// loaded when the import began.
	keep bool
	// flush is how many events are buffered before they are written.
	flush int

	mu     sync.Mutex
	docs   []*bluge.Document // buffered
	update []bool            // whether docs[i] replaces a document of this generation
	slot   map[string]int    // id → index in docs
	added  map[string]uint16 // every id added, flushed or not → source code
	events []*ingest.Event   // with keep: the events added, one per id
	evIdx  map[string]int
	staged bool // some batch was written
	done   bool
	err    error // a failed flush; the writer is unusable afterwards
	// durable gets the outcome of writing the commit to disk.
	durable <-chan error
}

// BeginFile starts replacing the events of the file path (as written in
// ingest.Origin.File).
func (l *Library) BeginFile(path string) (*FileWriter, error) {
	if path == "" {
		return nil, errors.New("starting an import: no file path")
	}
	if l.isClosed() {
		return nil, fmt.Errorf("starting the import of %s: %w", path, ErrClosed)
	}
	if l.w == nil {
		return nil, fmt.Errorf("starting the import of %s: %w", path, ErrReadOnly)
	}
	if err := l.ensureMembers(); err != nil {
		return nil, fmt.Errorf("starting the import of %s: %w", path, err)
	}
	if err := l.ensureRolledBack(); err != nil {
		return nil, fmt.Errorf("starting the import of %s: %w", path, err)
	}
	w := &FileWriter{lib: l, path: path, g: l.nextGen.Add(1), keep: l.eventsLoaded(),
		slot: map[string]int{}, added: map[string]uint16{}}
	w.flush = l.flushSize
	if !w.keep && l.flushSize == defaultFlushSize {
		w.flush *= unkeptBatches
	}
	l.importing.Add(1)
	if w.keep {
		w.evIdx = map[string]int{}
	}
	return w, nil
}

// Path returns the file the writer replaces.
func (w *FileWriter) Path() string { return w.path }

// Unwritten returns how many events wait to be written by the commit, and
// whether all of the file's events do (none was written in a batch of its
// own): such a file costs nothing but its share of a batch when committed
// with others (CommitFiles).
func (w *FileWriter) Unwritten() (n int, all bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.docs), !w.staged
}

// GroupSize is how many unwritten events CommitFiles is best given at
// once: a batch of that size is what a FileWriter writes.
func (l *Library) GroupSize() int { return l.flushSize }

// Add buffers one event, writing the buffer as a batch when it is full.
// An event with the id of one added before replaces it.
func (w *FileWriter) Add(ev ingest.Event) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	switch {
	case w.done:
		return fmt.Errorf("adding an event of %s: the import was already committed or aborted", w.path)
	case w.err != nil:
		return w.err
	case ev.ID == "":
		return fmt.Errorf("adding an event of %s (%s): the event has no id", w.path, ev.Origin.Record)
	case strings.HasPrefix(ev.ID, "\x00"):
		return fmt.Errorf("adding an event of %s (%s): invalid id %q", w.path, ev.Origin.Record, ev.ID)
	}
	e := cloneEvent(ev)
	doc, err := w.lib.eventDoc(e, w.path, w.g)
	if err != nil {
		return err
	}
	_, seen := w.added[e.ID]
	if i, ok := w.slot[e.ID]; ok {
		w.docs[i] = doc
	} else {
		w.slot[e.ID] = len(w.docs)
		w.docs = append(w.docs, doc)
		w.update = append(w.update, seen)
	}
	w.added[e.ID] = w.lib.sourceCode(e.Source)
	if w.keep {
		if i, ok := w.evIdx[e.ID]; ok {
			w.events[i] = e
		} else {
			w.evIdx[e.ID] = len(w.events)
			w.events = append(w.events, e)
		}
	}
	if len(w.docs) >= w.flush {
		if err := w.flushLocked(); err != nil {
			w.err = err
			return err
		}
	}
	return nil
}

// flushLocked writes the buffered documents as one batch.
func (w *FileWriter) flushLocked() error {
	if len(w.docs) == 0 {
		return nil
	}
	b := bluge.NewBatch()
	for i, doc := range w.docs {
		if w.update[i] {
			b.Update(doc.ID(), doc)
		} else {
			b.Insert(doc) // a new generation's name: nothing to replace
		}
	}
	w.staged = true
	n := len(w.docs)
	err := w.lib.write(b)
	w.docs, w.update = nil, nil
	clear(w.slot)
	if err != nil {
		return fmt.Errorf("writing %d events of %s to the library: %w", n, w.path, err)
	}
	return nil
}

// Commit makes the events added the file's events, in one batch that
// also stores rec (its Path is set to the writer's file, Events to the
// number of distinct events added) and deletes nothing a reader could see
// half of: the file's former events become garbage, deleted in the
// background. When ctx is done first, nothing changes, as with Abort.
// The file is searchable when Commit returns and on disk when Durable
// says so.
func (w *FileWriter) Commit(ctx context.Context, rec FileRecord) error {
	return w.lib.CommitFiles(ctx, []*FileWriter{w}, []FileRecord{rec})
}

// CommitFiles commits the imports of several files at once, as Commit
// does one: their events and records go to the library in one batch, so
// a folder of small files (a journal's days) costs one index segment and
// one write to disk per group instead of one per file. All or nothing: on
// an error none of the files changes, as with Abort. The writers must be
// of distinct files; recs[i] is the record of ws[i].
func (l *Library) CommitFiles(ctx context.Context, ws []*FileWriter, recs []FileRecord) error {
	if len(ws) != len(recs) {
		return fmt.Errorf("committing %d files with %d records", len(ws), len(recs))
	}
	seen := make(map[*FileWriter]bool, len(ws))
	paths := make(map[string]bool, len(ws))
	for _, w := range ws {
		if w.lib != l {
			return fmt.Errorf("committing %s: its import is of another library", w.path)
		}
		if seen[w] || paths[w.path] {
			return fmt.Errorf("committing %s twice in one batch", w.path)
		}
		seen[w], paths[w.path] = true, true
	}
	for _, w := range ws {
		w.mu.Lock()
		defer w.mu.Unlock()
	}
	var err error
	for _, w := range ws {
		switch {
		case w.done:
			err = cmp.Or(err, fmt.Errorf("committing %s: the import was already committed or aborted", w.path))
		case w.err != nil:
			err = cmp.Or(err, w.err)
		}
	}
	if err == nil && ctx.Err() != nil {
		err = fmt.Errorf("committing %s: %w", ws[0].path, ctx.Err())
	}
	// A file that fits in one batch is written with its record: one
	// segment instead of two. A larger one's last batch is built outside
	// commitMu, like the others.
	for _, w := range ws {
		if err == nil && w.staged {
			err = w.flushLocked()
		}
	}
	if err == nil {
		err = l.commitFiles(ws, recs)
	}
	for _, w := range ws {
		if !w.done {
			w.done = true
			l.importing.Add(-1)
			if err != nil {
				w.abortLocked()
			}
		}
		if err == nil {
			w.events, w.evIdx, w.slot = nil, nil, nil
		}
	}
	return err
}

// Durable returns a channel that receives nil once the committed file is
// on disk (and so survives a crash or a power cut), or the error that kept
// it from getting there. Before a successful Commit it receives an error.
func (w *FileWriter) Durable() <-chan error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.durable != nil {
		return w.durable
	}
	ch := make(chan error, 1)
	ch <- fmt.Errorf("%s was not committed", w.path)
	close(ch)
	return ch
}

// Abort ends the import: nothing of it becomes visible, the file keeps
// its former events, and what was written is deleted in the background.
func (w *FileWriter) Abort() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.done {
		return
	}
	w.done = true
	w.lib.importing.Add(-1)
	w.abortLocked()
}

func (w *FileWriter) abortLocked() {
	w.docs, w.update, w.events, w.evIdx = nil, nil, nil, nil
	clear(w.slot)
	if w.staged {
		ids := make([]string, 0, len(w.added))
		for id := range w.added {
			ids = append(ids, id)
		}
		w.lib.discard(garbage{g: w.g, ids: ids})
	}
	w.added = nil
}

// commitFiles makes generation w.g each writer's file's events: the
// records, the summary and the events not yet written go in one batch,
// then the state in memory follows. It sets each writer's durable.
func (l *Library) commitFiles(ws []*FileWriter, recs []FileRecord) error {
	l.needFiles()
	l.commitMu.Lock()
	defer l.commitMu.Unlock()
	if l.isClosed() {
		return fmt.Errorf("committing %s: %w", ws[0].path, ErrClosed)
	}
	// Only holders of commitMu change the state: reading it needs no lock.
	// refs counts, per id, the copies the files before in ws add and drop.
	sum := l.sum.clone()
	names := l.sourceNames()
	refs := map[string]int{}
	moved := map[string]bool{}
	count := func(id string) int { return int(l.members[id].refs) + refs[id] }
	olds := make([]*fileState, len(ws))
	var docs []*bluge.Document
	for i, w := range ws {
		for id, src := range w.added {
			if count(id) == 0 {
				sum.Events++
				sum.BySource[names[src]]++
			} else if m, ok := l.members[id]; ok && m.src != src && !moved[id] {
				// The same record is now of another source (re-derived:
				// a viewing of another profile); the event moves.
				sum.BySource[names[m.src]]--
				sum.BySource[names[src]]++
				moved[id] = true
			}
			refs[id]++
		}
		old := l.files[w.path]
		olds[i] = old
		if old != nil && old.rec.Gen != 0 {
			for _, id := range old.ids {
				if _, again := w.added[id]; !again && count(id) == 1 {
					sum.Events--
					sum.BySource[names[l.members[id].src]]--
				}
				refs[id]--
			}
			sum.Copies -= len(old.ids)
		}
		sum.Copies += len(w.added)
		recs[i].Path, recs[i].Events, recs[i].Gen = w.path, len(w.added), w.g
		recs[i].Sources = nil
		if len(w.added) > 0 {
			recs[i].Sources = map[string]int{}
		}
		for _, src := range w.added {
			recs[i].Sources[names[src]]++
		}
		docs = append(docs, w.docs...)
	}
	for s, n := range sum.BySource {
		if n <= 0 {
			delete(sum.BySource, s)
		}
	}
	durable, err := l.writeHeads(recs, sum, false, docs...)
	for _, w := range ws {
		w.docs, w.update = nil, nil
	}
	if err != nil {
		return fmt.Errorf("committing %s: %w", filesNamed(ws), err)
	}
	// Each writer hears of the one write to disk.
	outs := make([]chan error, len(ws))
	for i, w := range ws {
		outs[i] = make(chan error, 1)
		w.durable = outs[i]
	}
	go func() {
		err := <-durable
		for _, out := range outs {
			out <- err
			close(out)
		}
	}()

	// What the cache holds of each file is read before the state changes,
	// and the state changes for all the files at once.
	evs := make([][]*ingest.Event, len(ws))
	if l.eventsLoaded() {
		for i, w := range ws {
			if w.keep {
				evs[i] = w.events
				continue
			}
			var err error
			if evs[i], err = l.readGeneration(w.g); err != nil {
				// The commit stands; the cache is rebuilt from disk.
				l.log.Error("reading a committed import back", "file", w.path, "err", err)
				l.dropEvents()
				break
			}
		}
	}
	l.mu.Lock()
	for i, w := range ws {
		l.installLocked(w, recs[i], olds[i], evs[i])
	}
	l.sum = sum
	l.changes.Add(1)
	l.mu.Unlock()
	for _, old := range olds {
		if old != nil && (old.rec.Gen != 0 || len(old.ids) > 0) {
			l.discard(garbage{g: old.rec.Gen, ids: old.ids})
		}
	}
	return nil
}

// installLocked makes the committed generation of w its file's events in
// memory; old is what the file held before, evs its events for the cache.
// The caller holds commitMu and mu.
func (l *Library) installLocked(w *FileWriter, rec FileRecord, old *fileState, evs []*ingest.Event) {
	l.needFiles()
	var oldIDs []string
	var oldGen uint64
	if old != nil {
		oldIDs, oldGen = old.ids, old.rec.Gen
	}
	ids := make([]string, 0, len(w.added))
	for id, src := range w.added {
		ids = append(ids, id)
		m := l.members[id]
		m.src = src // the latest import says what the record is
		m.refs++
		l.members[id] = m
	}
	if oldGen != 0 {
		l.releaseLocked(oldIDs)
		delete(l.gens, oldGen)
	}
	l.setFileLocked(w.path, &fileState{rec: rec, ids: ids})
	l.gens[w.g] = w.path
	if l.events != nil {
		for _, ev := range evs {
			if l.allLoaded || l.loaded[ev.Source] {
				l.putCopyLocked(ev, w.path)
			} else {
				// Its source is read from disk when asked for; the copy
				// cached under the source it had must go.
				l.dropCopyLocked(ev.ID, w.path)
			}
		}
		for _, id := range oldIDs {
			if _, again := w.added[id]; !again {
				l.dropCopyLocked(id, w.path)
			}
		}
	}
}

// filesNamed names the files of ws for a message.
func filesNamed(ws []*FileWriter) string {
	if len(ws) == 1 {
		return ws[0].path
	}
	return fmt.Sprintf("%s and %d other files", ws[0].path, len(ws)-1)
}

// releaseLocked drops one reference to each id; the caller holds mu.
func (l *Library) releaseLocked(ids []string) {
	for _, id := range ids {
		m, ok := l.members[id]
		if !ok {
			continue
		}
		if m.refs <= 1 {
			delete(l.members, id)
		} else {
			m.refs--
			l.members[id] = m
		}
	}
}

// sourceNames returns the source name of every code.
func (l *Library) sourceNames() []string {
	l.srcMu.Lock()
	defer l.srcMu.Unlock()
	return slices.Clone(l.sources.Names())
}

// writeHeads writes file records (or deletes them, with remove; a record
// without a path is neither), the summary and events of new generations
// in one batch; the channel receives the outcome of writing it to disk.
// The caller holds commitMu.
func (l *Library) writeHeads(recs []FileRecord, sum summary, remove bool, events ...*bluge.Document) (<-chan error, error) {
	l.needFiles()
	b := bluge.NewBatch()
	for _, doc := range events {
		b.Insert(doc)
	}
	for _, rec := range recs {
		switch {
		case rec.Path == "":
		case remove:
			b.Delete(bluge.Identifier(fileRecordID(rec.Path)))
		default:
			doc, err := fileRecordDoc(rec)
			if err != nil {
				return nil, err
			}
			// The record of a file the library never held replaces
			// nothing: updating it would look its id up in every
			// segment, for each of the hundreds of records a group of
			// daily notes commits at once.
			if _, held := l.files[rec.Path]; held {
				b.Update(doc.ID(), doc)
			} else {
				b.Insert(doc)
			}
		}
	}
	sdoc, err := summaryDoc(sum)
	if err != nil {
		return nil, err
	}
	b.Update(sdoc.ID(), sdoc)
	durable := make(chan error, 1)
	err = l.writeNotify(b, func(err error) {
		durable <- err
		close(durable)
	})
	if err != nil {
		return nil, err
	}
	return durable, nil
}

// readGeneration decodes the events of generation g from disk.
func (l *Library) readGeneration(g uint64) ([]*ingest.Event, error) {
	snap, release, err := l.acquire()
	if err != nil {
		return nil, err
	}
	defer release()
	it, err := l.run(context.Background(), snap, bluge.NewAllMatches(bluge.NewTermQuery(genTerm(g)).SetField(fieldGen)))
	if err != nil {
		return nil, err
	}
	var out []*ingest.Event
	bad := 0
	for {
		m, err := it.Next()
		if err != nil {
			return nil, err
		}
		if m == nil {
			return out, nil
		}
		var d storedDoc
		if err := m.VisitStoredFields(d.visit); err != nil {
			return nil, err
		}
		if d.event(l, &bad) {
			out = append(out, d.ev)
		}
	}
}

// dropEvents forgets the cache; it is loaded again when next read.
func (l *Library) dropEvents() {
	l.mu.Lock()
	l.events, l.bySource, l.loaded, l.allLoaded = nil, nil, nil, false
	l.unindexed = nil
	l.pendingIDs.Store(false)
	l.loads.Add(1)
	l.mu.Unlock()
}

// RemoveFile deletes the events of a file and its record.
func (l *Library) RemoveFile(ctx context.Context, path string) error {
	l.needFiles()
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("removing %s from the library: %w", path, err)
	}
	if l.w == nil {
		return fmt.Errorf("removing %s from the library: %w", path, ErrReadOnly)
	}
	if err := l.ensureMembers(); err != nil {
		return fmt.Errorf("removing %s from the library: %w", path, err)
	}
	l.commitMu.Lock()
	defer l.commitMu.Unlock()
	if l.isClosed() {
		return fmt.Errorf("removing %s from the library: %w", path, ErrClosed)
	}
	cur := l.files[path]
	if cur == nil {
		return nil
	}
	sum := l.sum.clone()
	if cur.rec.Gen != 0 {
		names := l.sourceNames()
		for _, id := range cur.ids {
			if m := l.members[id]; m.refs == 1 {
				sum.Events--
				sum.BySource[names[m.src]]--
				if sum.BySource[names[m.src]] <= 0 {
					delete(sum.BySource, names[m.src])
				}
			}
		}
		sum.Copies -= len(cur.ids)
	}
	if _, err := l.writeHeads([]FileRecord{cur.rec}, sum, true); err != nil {
		return fmt.Errorf("removing %s from the library: %w", path, err)
	}
	l.mu.Lock()
	if cur.rec.Gen != 0 {
		l.releaseLocked(cur.ids)
		delete(l.gens, cur.rec.Gen)
	}
	l.setFileLocked(path, nil)
	l.sum = sum
	if l.events != nil {
		for _, id := range cur.ids {
			l.dropCopyLocked(id, path)
		}
	}
	l.changes.Add(1)
	l.mu.Unlock()
	if cur.rec.Gen != 0 {
		l.discard(garbage{g: cur.rec.Gen, ids: cur.ids})
	}
	return nil
}

// PutFileRecord stores a file record on its own, for files that failed or
// were skipped and so carry no new events. The file keeps the events it
// has (rec's Gen and Events are those of the library).
func (l *Library) PutFileRecord(rec FileRecord) error {
	l.needFiles()
	if rec.Path == "" {
		return errors.New("storing a file record: no path")
	}
	if l.w == nil {
		return fmt.Errorf("storing the record of %s: %w", rec.Path, ErrReadOnly)
	}
	l.commitMu.Lock()
	defer l.commitMu.Unlock()
	if l.isClosed() {
		return fmt.Errorf("storing the record of %s: %w", rec.Path, ErrClosed)
	}
	cur := l.files[rec.Path]
	next := &fileState{}
	if cur != nil {
		rec.Gen, rec.Events, rec.Sources = cur.rec.Gen, cur.rec.Events, cur.rec.Sources
		next.ids = cur.ids
	} else {
		rec.Gen, rec.Events, rec.Sources = 0, 0, nil
		if l.members != nil {
			next.ids = []string{}
		}
	}
	next.rec = rec
	doc, err := fileRecordDoc(rec)
	if err != nil {
		return err
	}
	b := bluge.NewBatch()
	b.Update(doc.ID(), doc)
	if err := l.write(b); err != nil {
		return fmt.Errorf("storing the record of %s: %w", rec.Path, err)
	}
	l.mu.Lock()
	l.setFileLocked(rec.Path, next)
	l.changes.Add(1)
	l.mu.Unlock()
	return nil
}

// migrate turns a library of format 1 (documents named by event id, no
// generations, no summary) into the current format: each file's events
// are written again under a generation and committed, and events no
// record names (left by imports that were cancelled) are deleted. An
// interrupted migration resumes at the next Open.
func (l *Library) migrate() error {
	l.needFiles()
	start := time.Now()
	snap, release, err := l.acquire()
	if err != nil {
		return err
	}
	docs, _, bad, err := l.decodeAll(snap, func(string) bool { return true }, false)
	release()
	if err != nil {
		return err
	}
	// Records of format 1 have no kind: loadHeads did not find them.
	for _, d := range docs {
		if d.rec != nil {
			if _, ok := l.files[d.rec.Path]; !ok {
				l.addRecordLocked(*d.rec)
			}
		}
	}
	byFile := map[string][]*ingest.Event{}
	var orphans []string
	for _, d := range docs {
		if d.ev == nil {
			continue
		}
		if _, g, _ := parseDocID(d.name); g != 0 {
			continue
		}
		if fs := l.files[d.file]; fs != nil && fs.rec.Gen == 0 {
			byFile[d.file] = append(byFile[d.file], d.ev)
		} else {
			orphans = append(orphans, d.name)
		}
	}
	if err := l.rollBack(); err != nil {
		return err
	}
	if err := l.ensureMembers(); err != nil {
		return err
	}
	for f, evs := range byFile {
		ids := make([]string, len(evs))
		for i, ev := range evs {
			ids[i] = ev.ID
		}
		l.files[f].ids = ids
	}
	if len(orphans) > 0 {
		if err := l.deleteGeneration(garbage{ids: orphans}, nil); err != nil {
			return fmt.Errorf("deleting events of unfinished imports: %w", err)
		}
	}
	paths := slices.Sorted(maps.Keys(byFile))
	for _, f := range paths {
		w, err := l.BeginFile(f)
		if err != nil {
			return err
		}
		for _, ev := range byFile[f] {
			if err := w.Add(*ev); err != nil {
				w.Abort()
				return err
			}
		}
		if err := w.Commit(context.Background(), l.files[f].rec); err != nil {
			return err
		}
	}
	l.commitMu.Lock()
	_, err = l.writeHeads(nil, l.sum, false)
	l.commitMu.Unlock()
	if err != nil {
		return fmt.Errorf("storing the library summary: %w", err)
	}
	l.log.Info("library migrated to the current format", "files", len(paths), "events", l.sum.Events,
		"unfinished_imports_removed", len(orphans), "unreadable", bad, "elapsed", time.Since(start))
	return nil
}

// eventDoc builds the Bluge document of an event.
func (l *Library) eventDoc(ev *ingest.Event, file string, g uint64) (*bluge.Document, error) {
	blob, err := ev.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("storing an event of %s (%s): %w", file, ev.Origin.Record, err)
	}
	name := docID(ev.ID, g)
	gen := bluge.NewKeywordField(fieldGen, genTerm(g))
	var doc *bluge.Document
	if writeOldFormat {
		doc = bluge.NewDocument(name)
	} else {
		// The name is not stored: readers of the stored event make it
		// from the event's id and the stored generation (storedDoc).
		// Stored, a binary name cost 25 to 50 bytes an event that snappy
		// saved of the text name, which repeats the id the event holds.
		d := append(make(bluge.Document, 0, 6), keyword(bluge.NewKeywordField("_id", name).Sortable()))
		doc = &d
		gen.StoreValue()
	}
	// Sortable gives the source a doc value, read with the ids when the
	// members are loaded.
	doc.AddField(keyword(bluge.NewKeywordField(fieldSource, ev.Source).Sortable()))
	doc.AddField(keyword(gen))
	// The file is read back from the stored document, never searched for:
	// indexed, its term (one per file) cost a tenth of a journal folder's
	// import, in every segment built and merged.
	doc.AddField(bluge.NewStoredOnlyField(fieldFile, []byte(file)))
	doc.AddField(newSharedTextField(fieldText, SearchText(ev), l.analyzer, &l.analysed))
	doc.AddField(bluge.NewStoredOnlyField(fieldEvent, blob))
	return doc, nil
}

// cloneEvent copies an event deeply enough that the importer may reuse its
// buffers: stored events must never change.
func cloneEvent(ev ingest.Event) *ingest.Event {
	e := ev
	if ev.Fields != nil {
		e.Fields = make([]ingest.Field, len(ev.Fields))
		copy(e.Fields, ev.Fields)
		for i := range e.Fields {
			if l := e.Fields[i].Value.List; l != nil {
				e.Fields[i].Value.List = append([]string(nil), l...)
			}
		}
	}
	return &e
}

// SearchText is what BM25 indexes of an event: its verbalization without
// what no text query looks for and every event has its own of — the
// start time, numbers, booleans and identifiers (URIs, message and order
// ids). Those made most of the distinct terms of an import (a Spotify
// play's track URI is unique), and building and merging their
// dictionaries most of its cost; times and numbers are filtered on the
// stored events instead. It is also what a cross-encoder reads of an event
// (qa/retrieve): events of one kind share it, so one score serves them all.
func SearchText(ev *ingest.Event) string {
	var b strings.Builder
	b.Grow(32 + 24*len(ev.Fields))
	b.WriteString("source: ")
	b.WriteString(strings.ReplaceAll(ev.Source, "_", " "))
	for _, f := range ev.Fields {
		switch f.Value.Kind {
		case ingest.KindNumber, ingest.KindBool, ingest.KindTime:
			continue
		}
		if isIdentifierKey(f.Key) {
			continue
		}
		b.WriteByte('\n')
		b.WriteString(strings.ReplaceAll(f.Key, "_", " "))
		b.WriteString(": ")
		b.WriteString(f.Value.String())
		if f.Key == filesKey {
			for _, v := range f.Value.List {
				fileWords(&b, v)
			}
		}
	}
	return b.String()
}

// filesKey is the field in which importers list the names of the files a
// record carries (mail, chats and notes alike).
const filesKey = "attachments"

// fileWords writes the words of a file's name after it ("gravity.pl":
// gravity), which the tokenizer reads as one word with its extension, so
// that "the email about gravity" finds the mail that carries gravity.pl.
func fileWords(b *strings.Builder, v string) {
	if len(v) > 200 || strings.ContainsAny(v, " \t\n@:/\\") {
		return
	}
	dot := strings.LastIndexByte(v, '.')
	if dot <= 0 || len(v)-dot-1 < 1 || len(v)-dot-1 > 5 {
		return
	}
	ext, base := v[dot+1:], v[:dot]
	if !hasLetter(ext) || !hasLetter(base) {
		return
	}
	for _, r := range ext {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return
		}
	}
	b.WriteString(" (")
	b.WriteString(strings.Map(func(r rune) rune {
		if r == '_' || r == '-' || r == '.' {
			return ' '
		}
		return r
	}, base))
	b.WriteByte(')')
}

func hasLetter(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 0x7f {
			return true
		}
	}
	return false
}

func isIdentifierKey(k string) bool {
	switch k {
	case "uri", "url", "id", "message_id", "in_reply_to", "asin", "guid", "uid":
		return true
	}
	return strings.HasSuffix(k, "_id") || strings.HasSuffix(k, "_uri") || strings.HasSuffix(k, "_url")
}
