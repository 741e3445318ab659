package index

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/blugelabs/bluge"

	"reqap/ingest"
)

// defaultFlushSize is how many events a FileWriter buffers before it
// writes them as one upsert batch. Files below it are replaced in one
// atomic batch; larger ones keep memory bounded. While Bluge builds a batch,
// each document's analyzed terms take about 20 kB, and two batches are
// built at once: at 1024 the peak RSS of importing 45,000 events stayed
// under 300 MB, at 4096 it went past 500 MB for a few percent less CPU.
const defaultFlushSize = 1024

// maxKeywordLen bounds the values indexed as keyword fields: a mail body is
// searched through the text field, nobody filters on it verbatim.
const maxKeywordLen = 256

// FileWriter replaces the events of one file. It is used by one goroutine;
// several FileWriters may run at once.
type FileWriter struct {
	lib  *Library
	path string

	mu      sync.Mutex
	pending []*ingest.Event
	docs    []*bluge.Document
	slot    map[string]int      // id → index in pending
	added   map[string]struct{} // every id added, flushed or not
	done    bool
	err     error // a failed flush; the writer is unusable afterwards
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
	return &FileWriter{lib: l, path: path, slot: map[string]int{}, added: map[string]struct{}{}}, nil
}

// Path returns the file the writer replaces.
func (w *FileWriter) Path() string { return w.path }

// Add buffers one event, flushing the buffer as an upsert batch when it is
// full. An event with the id of one added before replaces it.
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
	doc, err := w.lib.eventDoc(e, w.path)
	if err != nil {
		return err
	}
	if i, ok := w.slot[e.ID]; ok {
		w.pending[i], w.docs[i] = e, doc
	} else {
		w.slot[e.ID] = len(w.pending)
		w.pending = append(w.pending, e)
		w.docs = append(w.docs, doc)
	}
	w.added[e.ID] = struct{}{}
	if len(w.pending) >= w.lib.flushSize {
		if err := w.lib.apply(change{file: w.path, events: w.pending, docs: w.docs}); err != nil {
			w.err = err
			return err
		}
		w.reset()
	}
	return nil
}

func (w *FileWriter) reset() {
	w.pending, w.docs = nil, nil
	clear(w.slot)
}

// Commit writes the buffered events and, in the same batch, deletes the
// file's events that were not added again and stores rec (its Path is set
// to the writer's file and Events to the number of distinct events added).
// When ctx is done first, nothing more is stored, as with Abort.
func (w *FileWriter) Commit(ctx context.Context, rec FileRecord) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.done {
		return fmt.Errorf("committing %s: the import was already committed or aborted", w.path)
	}
	w.done = true
	defer w.reset()
	if w.err != nil {
		return w.err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("committing %s: %w", w.path, err)
	}
	rec.Path = w.path
	rec.Events = len(w.added)
	return w.lib.apply(change{file: w.path, events: w.pending, docs: w.docs, keep: w.added, replace: true, rec: &rec})
}

// Abort ends the import without storing anything more. Events already
// flushed stay (they are valid upserts) and the file's older events are
// not deleted: nothing already imported is lost.
func (w *FileWriter) Abort() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.done = true
	w.reset()
}

// RemoveFile deletes the events of a file and its record.
func (l *Library) RemoveFile(ctx context.Context, path string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("removing %s from the library: %w", path, err)
	}
	return l.apply(change{file: path, remove: true})
}

// PutFileRecord stores a file record on its own, for files that failed or
// were skipped and so carry no new events.
func (l *Library) PutFileRecord(rec FileRecord) error {
	if rec.Path == "" {
		return errors.New("storing a file record: no path")
	}
	return l.apply(change{file: rec.Path, rec: &rec})
}

// change is one atomic write: a Bluge batch and the matching cache update.
type change struct {
	file   string
	events []*ingest.Event
	docs   []*bluge.Document
	// replace deletes the file's events whose ids are not in keep.
	replace bool
	keep    map[string]struct{}
	// remove deletes all the file's events and its record.
	remove bool
	rec    *FileRecord
}

func (l *Library) isClosed() bool {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.closed
}

// apply writes c as one Bluge batch and then updates the cache and the
// generation.
//
// Batches of different files run concurrently, because building a Bluge
// segment is most of the cost of an import and the import parses two files
// at once. Three rules keep the cache in Bluge's order anyway: batches of
// one file are serialized (lockPath); a batch reserves the ids it writes or
// deletes and waits while another batch holds one of them (ids never
// collide across files in practice, since they hash the file name, but a
// collision must not reorder writes); and the cache changes only under
// writeMu, which is also what makes reading it there (deletions, insert or
// update) safe without mu.
func (l *Library) apply(c change) error {
	release := l.lockPath(c.file)
	defer release()

	l.writeMu.Lock()
	var deletes []string
	for {
		if l.closed {
			l.writeMu.Unlock()
			return fmt.Errorf("writing events of %s: %w", c.file, ErrClosed)
		}
		deletes = deletes[:0]
		if c.replace || c.remove {
			for id := range l.byFile[c.file] {
				if _, keep := c.keep[id]; c.remove || !keep {
					deletes = append(deletes, id)
				}
			}
		}
		if !l.reservedLocked(c.events, deletes) {
			break
		}
		l.writeCond.Wait()
	}
	_, hadRecord := l.files[c.file]
	dropRecord := c.remove && hadRecord
	if len(c.docs) == 0 && len(deletes) == 0 && c.rec == nil && !dropRecord {
		l.writeMu.Unlock()
		return nil
	}
	b := bluge.NewBatch()
	for i, doc := range c.docs {
		// Insert skips Bluge's search for older copies; the cache knows
		// every id stored unless some document could not be read at Open.
		if _, exists := l.events[c.events[i].ID]; exists || l.unreadable {
			b.Update(doc.ID(), doc)
		} else {
			b.Insert(doc)
		}
	}
	for _, id := range deletes {
		b.Delete(bluge.Identifier(id))
	}
	if c.rec != nil {
		doc, err := fileRecordDoc(*c.rec)
		if err != nil {
			l.writeMu.Unlock()
			return err
		}
		b.Update(doc.ID(), doc)
	} else if dropRecord {
		b.Delete(bluge.Identifier(fileRecordID(c.file)))
	}
	for _, ev := range c.events {
		l.inflight[ev.ID]++
	}
	for _, id := range deletes {
		l.inflight[id]++
	}
	l.batches++
	l.writeMu.Unlock()

	start := time.Now()
	done := l.persisted()
	b.SetPersistedCallback(done)
	err := l.w.Batch(b)
	if err != nil {
		done(nil)
	}

	l.writeMu.Lock()
	for _, ev := range c.events {
		l.unreserveLocked(ev.ID)
	}
	for _, id := range deletes {
		l.unreserveLocked(id)
	}
	l.batches--
	if err == nil {
		l.mu.Lock()
		for _, ev := range c.events {
			l.putLocked(ev, c.file)
		}
		for _, id := range deletes {
			l.deleteLocked(id)
		}
		if c.rec != nil {
			l.files[c.file] = *c.rec
		} else if dropRecord {
			delete(l.files, c.file)
		}
		l.gen.Add(1)
		l.mu.Unlock()
	}
	l.writeCond.Broadcast()
	l.writeMu.Unlock()
	if err != nil {
		return fmt.Errorf("writing %d events of %s to the library: %w", len(c.docs), c.file, err)
	}
	l.log.Debug("batch written", "file", c.file, "events", len(c.docs), "deleted", len(deletes), "elapsed", time.Since(start))
	return nil
}

// reservedLocked reports whether another batch holds one of the ids.
func (l *Library) reservedLocked(evs []*ingest.Event, ids []string) bool {
	if len(l.inflight) == 0 {
		return false
	}
	for _, ev := range evs {
		if l.inflight[ev.ID] > 0 {
			return true
		}
	}
	for _, id := range ids {
		if l.inflight[id] > 0 {
			return true
		}
	}
	return false
}

func (l *Library) unreserveLocked(id string) {
	if n := l.inflight[id]; n > 1 {
		l.inflight[id] = n - 1
	} else {
		delete(l.inflight, id)
	}
}

// pathLock serializes the batches of one file.
type pathLock struct {
	mu   sync.Mutex
	refs int
}

func (l *Library) lockPath(path string) (release func()) {
	l.pathMu.Lock()
	pl := l.paths[path]
	if pl == nil {
		pl = &pathLock{}
		l.paths[path] = pl
	}
	pl.refs++
	l.pathMu.Unlock()
	pl.mu.Lock()
	return func() {
		pl.mu.Unlock()
		l.pathMu.Lock()
		if pl.refs--; pl.refs == 0 {
			delete(l.paths, path)
		}
		l.pathMu.Unlock()
	}
}

// eventDoc builds the Bluge document of an event.
func (l *Library) eventDoc(ev *ingest.Event, file string) (*bluge.Document, error) {
	blob, err := ev.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("storing an event of %s (%s): %w", file, ev.Origin.Record, err)
	}
	doc := bluge.NewDocument(ev.ID)
	doc.AddField(bluge.NewKeywordField(fieldSource, ev.Source))
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
