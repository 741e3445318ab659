package index

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strconv"
	"strings"
	"sync"

	"github.com/blugelabs/bluge"
	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/search"
)

// Every import of a file writes its events under a generation number of
// its own: the document of event id imported in generation g is named
// after both (see docID) and carries g in the keyword field "g". A generation becomes
// visible only when the file's record naming it is committed, in one small
// batch with the library's summary; until then its documents are ignored by
// every reader, and a generation no record names is garbage, deleted in the
// background and at the next Open. Since Bluge writes batches to disk in
// order, whatever a crash leaves on disk is a prefix of the batches, so
// each file is either wholly in (its record and every event of the
// generation it names) or wholly out.

// docID names the document of the copy of event id written in generation
// g: an id as ingest makes them in 20 bytes or so (compactDocID), any
// other as "id/g" (g in hex), as every id was named before. Generation 0
// is the layout before generations existed (format 1), where a document
// was named by its event id alone.
func docID(id string, g uint64) string {
	if name, ok := compactDocID(id, g); ok && !writeOldFormat {
		return name
	}
	return docIDText(id, g)
}

// docIDText is the name of (id, g) written as text, the only names before
// compact ones.
func docIDText(id string, g uint64) string {
	if g == 0 {
		return id
	}
	return id + "/" + strconv.FormatUint(g, 16)
}

// parseDocID splits a document name into event id and generation; ok is
// false for documents that are not events (file records, the summary).
func parseDocID(doc string) (id string, g uint64, ok bool) {
	if doc == "" || doc[0] == 0 {
		return "", 0, false
	}
	if id, g, ok := parseCompactDocID(doc); ok {
		return id, g, true
	}
	i := strings.LastIndexByte(doc, '/')
	if i < 0 {
		return doc, 0, true
	}
	g, err := strconv.ParseUint(doc[i+1:], 16, 64)
	if err != nil || g == 0 {
		return doc, 0, true
	}
	return doc[:i], g, true
}

func genTerm(g uint64) string { return strconv.FormatUint(g, 16) }

// parseGen reads a generation stored as genTerm writes it.
func parseGen(b []byte) (uint64, bool) {
	g, err := strconv.ParseUint(string(b), 16, 64)
	return g, err == nil
}

// libraryFormat is the layout of the documents: 2 has generations and a
// summary; 1 (no summary document) is migrated by the first writer.
const libraryFormat = 2

// summary is what the library holds, stored with every commit so that
// stats never need to read the events.
type summary struct {
	Format   int            `json:"format"`
	Events   int            `json:"events"`    // distinct events
	BySource map[string]int `json:"by_source"` // distinct events per source
	// Copies counts the events of every file, so Copies-Events records
	// were merged into an event another file also holds.
	Copies int `json:"copies"`
}

func (s summary) clone() summary {
	s.BySource = maps.Clone(s.BySource)
	if s.BySource == nil {
		s.BySource = map[string]int{}
	}
	return s
}

const summaryID = "\x00summary"

func decodeSummary(b []byte) (summary, error) {
	var s summary
	if err := json.Unmarshal(b, &s); err != nil {
		return summary{}, fmt.Errorf("decoding the library summary: %w", err)
	}
	if s.BySource == nil {
		s.BySource = map[string]int{}
	}
	return s, nil
}

func summaryDoc(s summary) (*bluge.Document, error) {
	b, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("encoding the library summary: %w", err)
	}
	doc := bluge.NewDocument(summaryID)
	doc.AddField(bluge.NewKeywordField(fieldKind, kindSummary))
	doc.AddField(bluge.NewStoredOnlyField(fieldSummary, b))
	return doc, nil
}

// garbage is a generation no record names (an aborted, interrupted or
// replaced import); ids lists its events when known, else they are found
// through the generation's term.
type garbage struct {
	g   uint64
	ids []string
}

// deleteChunk bounds the deletions of one background batch.
const deleteChunk = 4096

// janitor deletes garbage generations in the background, so a commit or a
// cancelled import never waits for them. Whatever it has not deleted when
// the library closes is found again by the next Open.
type janitor struct {
	mu    sync.Mutex
	queue []garbage
	busy  bool
	wake  chan struct{}
	idle  *sync.Cond
	stop  chan struct{}
	done  chan struct{}
}

func (l *Library) startJanitor() {
	j := &l.jan
	j.wake = make(chan struct{}, 1)
	j.stop = make(chan struct{})
	j.done = make(chan struct{})
	j.idle = sync.NewCond(&j.mu)
	go l.janitorLoop()
}

// discard queues a garbage generation for deletion.
func (l *Library) discard(g garbage) {
	if l.w == nil {
		return
	}
	j := &l.jan
	j.mu.Lock()
	j.queue = append(j.queue, g)
	j.mu.Unlock()
	select {
	case j.wake <- struct{}{}:
	default:
	}
}

// waitGarbage blocks until the janitor has nothing left to do (tests).
func (l *Library) waitGarbage() {
	j := &l.jan
	j.mu.Lock()
	for len(j.queue) > 0 || j.busy {
		j.idle.Wait()
	}
	j.mu.Unlock()
}

func (l *Library) janitorLoop() {
	j := &l.jan
	defer close(j.done)
	for {
		j.mu.Lock()
		if len(j.queue) == 0 {
			j.busy = false
			j.idle.Broadcast()
			j.mu.Unlock()
			select {
			case <-j.stop:
				return
			case <-j.wake:
				continue
			}
		}
		g := j.queue[0]
		j.queue = j.queue[1:]
		j.busy = true
		j.mu.Unlock()
		if err := l.deleteGeneration(g, j.stop); err != nil && !errors.Is(err, ErrClosed) {
			l.log.Warn("deleting an abandoned import from the library (retried at the next start)", "generation", g.g, "err", err)
		}
		select {
		case <-j.stop:
			j.mu.Lock()
			j.busy = false
			j.idle.Broadcast()
			j.mu.Unlock()
			return
		default:
		}
	}
}

// stopJanitor ends the background deletions (the rest waits for the next
// Open).
func (l *Library) stopJanitor() {
	if l.jan.stop == nil {
		return
	}
	close(l.jan.stop)
	<-l.jan.done
	l.jan.mu.Lock()
	l.jan.busy = false
	l.jan.queue = nil
	l.jan.idle.Broadcast()
	l.jan.mu.Unlock()
}

// deleteGeneration deletes the documents of a garbage generation in
// batches of deleteChunk.
func (l *Library) deleteGeneration(g garbage, stop <-chan struct{}) error {
	ids := g.ids
	names := make([]string, 0, min(len(ids), deleteChunk))
	if ids == nil {
		found, err := l.generationDocs(g.g)
		if err != nil {
			return err
		}
		names = found
	} else {
		compact, text, err := l.namedHow(ids, g.g)
		if err != nil {
			return err
		}
		for _, id := range ids {
			name, ok := compactDocID(id, g.g)
			if ok && compact {
				names = append(names, name)
			}
			if !ok || text {
				names = append(names, docIDText(id, g.g))
			}
		}
	}
	for len(names) > 0 {
		select {
		case <-stop:
			return nil
		default:
		}
		n := min(len(names), deleteChunk)
		b := bluge.NewBatch()
		for _, name := range names[:n] {
			b.Delete(bluge.Identifier(name))
		}
		if err := l.write(b); err != nil {
			return err
		}
		names = names[n:]
	}
	return nil
}

// generationDocs returns the names of the documents of generation g.
func (l *Library) generationDocs(g uint64) ([]string, error) {
	snap, release, err := l.acquire()
	if err != nil {
		return nil, err
	}
	defer release()
	var out []string
	q := bluge.NewTermQuery(genTerm(g)).SetField(fieldGen)
	err = l.collect(context.Background(), snap, q, []string{"_id"}, func(m *search.DocumentMatch) {
		if v := m.DocValues("_id"); len(v) > 0 {
			out = append(out, string(v[0]))
		}
	})
	if err != nil {
		return nil, fmt.Errorf("listing the events of generation %d: %w", g, err)
	}
	return out, nil
}

// generations lists the generations that have documents in snap.
func generations(snap *blugeindex.Snapshot) ([]uint64, error) {
	var out []uint64
	err := eachTerm(snap, fieldGen, func(term string, _ uint64) bool {
		if g, err := strconv.ParseUint(term, 16, 64); err == nil && g > 0 {
			out = append(out, g)
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
