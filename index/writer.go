package index

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sort"
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
	w := &FileWriter{lib: l, path: path, g: l.nextGen.Add(1), keep: l.eventsLoaded(),
		slot: map[string]int{}, added: map[string]uint16{}}
	if w.keep {
		w.evIdx = map[string]int{}
	}
	return w, nil
}

// Path returns the file the writer replaces.
func (w *FileWriter) Path() string { return w.path }

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
	if len(w.docs) >= w.lib.flushSize {
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
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.done {
		return fmt.Errorf("committing %s: the import was already committed or aborted", w.path)
	}
	w.done = true
	if w.err != nil {
		w.abortLocked()
		return w.err
	}
	if err := ctx.Err(); err != nil {
		w.abortLocked()
		return fmt.Errorf("committing %s: %w", w.path, err)
	}
	// A file that fits in one batch is written with its record: one
	// segment instead of two. A larger one's last batch is built outside
	// commitMu, like the others.
	if w.staged {
		if err := w.flushLocked(); err != nil {
			w.abortLocked()
			return err
		}
	}
	durable, err := w.lib.commitFile(w, rec)
	if err != nil {
		w.abortLocked()
		return err
	}
	w.durable = durable
	w.events, w.evIdx, w.slot = nil, nil, nil
	return nil
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

// commitFile makes generation w.g the file's events: the record and the
// summary are written in one batch, then the state in memory follows.
func (l *Library) commitFile(w *FileWriter, rec FileRecord) (<-chan error, error) {
	l.commitMu.Lock()
	defer l.commitMu.Unlock()
	if l.isClosed() {
		return nil, fmt.Errorf("committing %s: %w", w.path, ErrClosed)
	}
	// Only holders of commitMu change the state: reading it needs no lock.
	old := l.files[w.path]
	var oldIDs []string
	var oldGen uint64
	if old != nil {
		oldIDs, oldGen = old.ids, old.rec.Gen
	}
	sum := l.sum.clone()
	names := l.sourceNames()
	for id, src := range w.added {
		if _, ok := l.members[id]; !ok {
			sum.Events++
			sum.BySource[names[src]]++
		}
	}
	if oldGen != 0 {
		for _, id := range oldIDs {
			if _, again := w.added[id]; again {
				continue
			}
			if m := l.members[id]; m.refs == 1 {
				sum.Events--
				sum.BySource[names[m.src]]--
			}
		}
		sum.Copies -= len(oldIDs)
	}
	sum.Copies += len(w.added)
	for s, n := range sum.BySource {
		if n <= 0 {
			delete(sum.BySource, s)
		}
	}
	rec.Path, rec.Events, rec.Gen = w.path, len(w.added), w.g
	durable, err := l.writeHeads(rec, sum, false, w.docs...)
	w.docs, w.update = nil, nil
	if err != nil {
		return nil, fmt.Errorf("committing %s: %w", w.path, err)
	}

	var evs []*ingest.Event
	if l.eventsLoaded() {
		if w.keep {
			evs = w.events
		} else if evs, err = l.readGeneration(w.g); err != nil {
			// The commit stands; the cache is rebuilt from disk.
			l.log.Error("reading a committed import back", "file", w.path, "err", err)
			l.dropEvents()
		}
	}
	ids := make([]string, 0, len(w.added))
	for id := range w.added {
		ids = append(ids, id)
	}
	l.mu.Lock()
	for id, src := range w.added {
		m := l.members[id]
		if m.refs == 0 {
			m.src = src
		}
		m.refs++
		l.members[id] = m
	}
	if oldGen != 0 {
		l.releaseLocked(oldIDs)
		delete(l.gens, oldGen)
	}
	l.files[w.path] = &fileState{rec: rec, ids: ids}
	l.gens[w.g] = w.path
	l.sum = sum
	if l.events != nil {
		for _, ev := range evs {
			if l.allLoaded || l.loaded[ev.Source] {
				l.putCopyLocked(ev, w.path)
			}
		}
		for _, id := range oldIDs {
			if _, again := w.added[id]; !again {
				l.dropCopyLocked(id, w.path)
			}
		}
	}
	l.changes.Add(1)
	l.mu.Unlock()
	if old != nil && (oldGen != 0 || len(oldIDs) > 0) {
		l.discard(garbage{g: oldGen, ids: oldIDs})
	}
	return durable, nil
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
	return slices.Clone(l.srcNames)
}

// writeHeads writes a file record (or deletes it, with remove; or neither
// when rec has no path), the summary and events of a new generation in one
// batch; the channel receives the outcome of writing it to disk. The
// caller holds commitMu.
func (l *Library) writeHeads(rec FileRecord, sum summary, remove bool, events ...*bluge.Document) (<-chan error, error) {
	b := bluge.NewBatch()
	for _, doc := range events {
		b.Insert(doc)
	}
	switch {
	case rec.Path == "": // the summary alone
	case remove:
		b.Delete(bluge.Identifier(fileRecordID(rec.Path)))
	default:
		doc, err := fileRecordDoc(rec)
		if err != nil {
			return nil, err
		}
		b.Update(doc.ID(), doc)
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
	if _, err := l.writeHeads(cur.rec, sum, true); err != nil {
		return fmt.Errorf("removing %s from the library: %w", path, err)
	}
	l.mu.Lock()
	if cur.rec.Gen != 0 {
		l.releaseLocked(cur.ids)
		delete(l.gens, cur.rec.Gen)
	}
	delete(l.files, path)
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
		rec.Gen, rec.Events = cur.rec.Gen, cur.rec.Events
		next.ids = cur.ids
	} else {
		rec.Gen, rec.Events = 0, 0
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
	l.files[rec.Path] = next
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
	paths := make([]string, 0, len(byFile))
	for f := range byFile {
		paths = append(paths, f)
	}
	sort.Strings(paths)
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
	_, err = l.writeHeads(FileRecord{}, l.sum, false)
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
	doc := bluge.NewDocument(docID(ev.ID, g))
	// Sortable gives the source a doc value, read with the ids when the
	// members are loaded.
	doc.AddField(bluge.NewKeywordField(fieldSource, ev.Source).Sortable())
	doc.AddField(bluge.NewKeywordField(fieldGen, genTerm(g)))
	doc.AddField(bluge.NewKeywordField(fieldFile, file).StoreValue())
	doc.AddField(bluge.NewTextField(fieldText, SearchText(ev)).WithAnalyzer(l.analyzer))
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
	}
	return b.String()
}

func isIdentifierKey(k string) bool {
	switch k {
	case "uri", "url", "id", "message_id", "in_reply_to", "asin", "guid", "uid":
		return true
	}
	return strings.HasSuffix(k, "_id") || strings.HasSuffix(k, "_uri") || strings.HasSuffix(k, "_url")
}
