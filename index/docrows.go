package index

import (
	"bufio"
	"bytes"
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/RoaringBitmap/roaring"
	"github.com/blugelabs/bluge"
	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/search"

	"reqap/index/columns"
	"reqap/ingest"
	"reqap/internal/atomicfile"
	"reqap/internal/wire"
)

// A text query over sources not in memory read, for each hit, the
// document's name (a doc value), looked its id up in the source's column
// table and checked its generation: "I went swimming" over 40,000 journal
// days is 13,441 hits, and that was a fifth of the question. A document's
// number is fixed for a state of the index's segments, and its row for a
// state of its source's table, so the row of every document of a source
// is kept in the data folder ("snapshots/<source>.docrows") for both
// states, with the source's documents (the postings of its term, as a
// bitmap): the next question's hits are rows at once, and only the rows
// it keeps become events. Like the snapshots it is derived data, made by
// the first question that needs it.

const (
	docRowsExt   = ".docrows"
	docRowsMagic = "reqap docrows 1\n"
)

// rowsWorthKeeping: the rows of a source's documents are made once a
// query's hits in it are at least one in rowsWorthKeeping of them
// (reading every name costs that many such queries' reads).
const rowsWorthKeeping = 16

// docRows are the rows of a source's documents in one state of the index.
type docRows struct {
	docs *roaring.Bitmap // the source's documents, committed or not
	// rows holds the row of the k-th document of docs in the source's
	// table, or -1 for a document that is no committed event.
	rows []int32

	// byNum is rows by document number (notDoc for a document of another
	// source), made on first use when the source's documents are dense
	// enough among the index's: a bitmap's Rank counts the bits before a
	// document, and was a twentieth of a question that makes the events
	// of thirteen thousand hits.
	denseOnce sync.Once
	byNum     []int32
}

// notDoc marks, in docRows.byNum, a document that is not the source's.
const notDoc = -2

// lookup returns the row of document num (-1: no committed event) and
// whether num is a document of the source.
func (d *docRows) lookup(num uint64) (r int32, of bool) {
	d.denseOnce.Do(d.makeDense)
	if d.byNum != nil {
		if num >= uint64(len(d.byNum)) || d.byNum[num] == notDoc {
			return 0, false
		}
		return d.byNum[num], true
	}
	if num > 1<<32-1 || !d.docs.Contains(uint32(num)) {
		return 0, false
	}
	return d.rows[d.docs.Rank(uint32(num))-1], true
}

// makeDense makes byNum when the source holds at least one document in
// eight up to its last (so that it costs at most eight times rows).
func (d *docRows) makeDense() {
	n := d.docs.GetCardinality()
	if n == 0 || uint64(len(d.rows)) != n {
		return
	}
	last := uint64(d.docs.Maximum())
	if last+1 > 8*n {
		return
	}
	byNum := make([]int32, last+1)
	for i := range byNum {
		byNum[i] = notDoc
	}
	it := d.docs.Iterator()
	for k := 0; it.HasNext(); k++ {
		byNum[it.Next()] = d.rows[k]
	}
	d.byNum = byNum
}

// docRowsCache holds the rows of the sources, for the key they were made
// for (see docRowsKey).
type docRowsCache struct {
	mu   sync.Mutex
	rows map[string]*docRows
	keys map[string]string
}

func (l *Library) docRowsPath(source string) string {
	return filepath.Join(l.dir, snapshotFolder, hex.EncodeToString([]byte(source))+docRowsExt)
}

// docRowsKey names the state rows of source are valid for: snap's
// segments and t's state; ok is false when the segments cannot be named.
func (l *Library) docRowsKey(snap *blugeindex.Snapshot, t *columns.Table) (string, bool) {
	key, ok := l.headsKey(snap)
	return key + "\n" + t.Signature(), ok
}

// keptRows returns the rows of source's documents in snap when they are in
// memory or in the data folder, else nil.
func (l *Library) keptRows(snap *blugeindex.Snapshot, source string, t *columns.Table) *docRows {
	key, ok := l.docRowsKey(snap, t)
	if !ok {
		return nil
	}
	c := &l.docRows
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.keys[source] == key {
		return c.rows[source]
	}
	d := l.readDocRows(source, key)
	if d != nil {
		c.putLocked(source, key, d)
	}
	return d
}

func (c *docRowsCache) putLocked(source, key string, d *docRows) {
	if c.rows == nil {
		c.rows, c.keys = map[string]*docRows{}, map[string]string{}
	}
	c.rows[source], c.keys[source] = d, key
}

// keepRowsOf makes and keeps, in the background (Close waits), the rows
// of the documents of each of sources that has a table, for the state of
// the index then. Reading every document's name costs several questions'
// worth of hits, so callers ask for it only for a source a query's hits
// are a good part of.
func (l *Library) keepRowsOf(sources []string) {
	if len(sources) == 0 || !l.usesSnapshots() || l.w == nil {
		return
	}
	// The state is taken now: a process that ends before the rows are
	// made still makes them (Close waits), for the state it searched.
	snap, release, err := l.acquire()
	if err != nil {
		return
	}
	l.snapWrites.Add(1)
	go func() {
		defer l.snapWrites.Done()
		defer release()
		for _, s := range sources {
			t := l.readyColumns(s)
			if t == nil {
				continue
			}
			key, ok := l.docRowsKey(snap, t)
			if !ok {
				return
			}
			d, err := l.makeDocRows(context.Background(), snap, s, t)
			if err != nil || d == nil {
				if err != nil && !errors.Is(err, ErrClosed) {
					l.log.Debug("not keeping the rows of the documents", "source", s, "err", err)
				}
				continue
			}
			l.docRows.mu.Lock()
			l.docRows.putLocked(s, key, d)
			l.docRows.mu.Unlock()
			l.writeDocRows(s, key, d)
		}
	}()
}

// makeDocRows reads the name of every document of source in snap (doc
// values) and finds its row in t; nil when a committed event is not in t.
func (l *Library) makeDocRows(ctx context.Context, snap *blugeindex.Snapshot, source string, t *columns.Table) (*docRows, error) {
	docs, err := l.sourceDocs(ctx, snap, []string{source})
	if err != nil {
		return nil, fmt.Errorf("listing the documents of %s: %w", source, err)
	}
	rows := make([]int32, docs.GetCardinality())
	for i := range rows {
		rows[i] = -1
	}
	missing := false
	err = l.collect(ctx, snap, bluge.NewTermQuery(source).SetField(fieldSource), []string{"_id"}, func(m *search.DocumentMatch) {
		name := m.DocValues("_id")
		if len(name) == 0 || m.Number > 1<<32-1 || !docs.Contains(uint32(m.Number)) {
			return
		}
		id, g, ok := parseDocID(string(name[0]))
		if !ok {
			return
		}
		l.mu.RLock()
		committed := l.committedLocked(g, "")
		l.mu.RUnlock()
		if !committed {
			return
		}
		r, ok := t.Find(id)
		if !ok {
			missing = true
			return
		}
		rows[docs.Rank(uint32(m.Number))-1] = int32(r)
	})
	if err != nil {
		return nil, fmt.Errorf("reading the names of the documents of %s: %w", source, err)
	}
	if missing {
		return nil, nil
	}
	return &docRows{docs: docs, rows: rows}, nil
}

// readDocRows reads source's rows kept for key; nil when they are
// missing, stale or damaged.
func (l *Library) readDocRows(source, key string) *docRows {
	data, err := os.ReadFile(l.docRowsPath(source))
	if err != nil || !bytes.HasPrefix(data, []byte(docRowsMagic)) {
		return nil
	}
	r := wire.NewReader(data[len(docRowsMagic):], errTruncated)
	if string(r.Bytes(r.Uvarint())) != key || r.Err() != nil {
		return nil
	}
	docs := roaring.New()
	if _, err := docs.FromBuffer(r.Bytes(r.Uvarint())); err != nil || r.Err() != nil {
		return nil
	}
	n := r.Count()
	if r.Err() != nil || n != docs.GetCardinality() {
		return nil
	}
	rows := make([]int32, n)
	for i := range rows {
		rows[i] = int32(r.Varint())
	}
	if r.Err() != nil {
		l.log.Warn("reading the names of hits instead of a damaged file of rows", "source", source, "err", r.Err())
		return nil
	}
	return &docRows{docs: docs, rows: rows}
}

// writeDocRows keeps source's rows for key, atomically.
func (l *Library) writeDocRows(source, key string, d *docRows) {
	var buf bytes.Buffer
	w := snapWriter{w: bufio.NewWriter(&buf)}
	w.raw([]byte(docRowsMagic))
	w.str(key)
	docs, err := d.docs.ToBytes()
	if err != nil {
		return
	}
	w.str(string(docs))
	w.uvarint(uint64(len(d.rows)))
	for _, r := range d.rows {
		w.varint(int64(r))
	}
	if w.err == nil {
		w.err = w.w.Flush()
	}
	if w.err != nil {
		return
	}
	path := l.docRowsPath(source)
	err = os.MkdirAll(filepath.Dir(path), 0o700)
	if err == nil {
		err = atomicfile.Write(path, buf.Bytes())
	}
	if err != nil {
		l.log.Warn("not keeping the rows of the documents; the next question reads their names", "source", source, "err", err)
	}
}

// rowSource is a source not in memory whose documents' rows are kept.
type rowSource struct {
	t *columns.Table
	d *docRows
}

// event returns the event of document num when it is one of the source's
// documents (of, false otherwise); ev is nil for a document that is no
// committed event, or one the table could not make (err).
func (p rowSource) event(num uint64) (ev *ingest.Event, of bool, err error) {
	row, of := p.d.lookup(num)
	if !of {
		return nil, false, nil
	}
	if row < 0 {
		return nil, true, nil
	}
	ev, err = p.t.SharedEvent(int(row))
	return ev, true, err
}

// rowSources returns those of sources that are not in memory and whose
// rows are kept for snap (in memory or in the data folder), and whether
// every one of them is; none while a record is held by several files (a
// hit may then be a copy of another source's event).
func (l *Library) rowSources(snap *blugeindex.Snapshot, sources []string) (out []rowSource, all bool) {
	if !l.usesSnapshots() {
		return nil, false
	}
	l.mu.RLock()
	single := l.sum.Copies == l.sum.Events
	l.mu.RUnlock()
	if !single {
		return nil, false
	}
	all = true
	var done []string
	for _, s := range sources {
		if slices.Contains(done, s) {
			continue
		}
		done = append(done, s)
		// A source whose rows were never kept is not opened for them.
		if !l.docRows.has(s) {
			if _, err := os.Stat(l.docRowsPath(s)); err != nil {
				all = false
				continue
			}
		}
		t := l.unloadedTable(s)
		var d *docRows
		if t != nil {
			d = l.keptRows(snap, s, t)
		}
		if d == nil {
			all = false
			continue
		}
		out = append(out, rowSource{t, d})
	}
	return out, all
}

func (c *docRowsCache) has(source string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.rows[source] != nil
}

// rowHits is textSearch over sources none of which is in memory, each of
// whose rows are kept: the hits are rows of the sources' tables, made
// events only when they are hits. ok is false when some source's are not
// (the caller then reads the names of the hits in those).
func (l *Library) rowHits(ctx context.Context, snap *blugeindex.Snapshot, bq bluge.Query, q Query, keep func(*ingest.Event) bool) (hits []Hit, ok bool, err error) {
	if len(q.Sources) == 0 {
		return nil, false, nil
	}
	parts, all := l.rowSources(snap, q.Sources)
	if !all {
		return nil, false, nil
	}
	var bad error
	err = l.collectIf(ctx, snap, bq, func(m *search.DocumentMatch) bool {
		return m.Score >= q.MinScore && bad == nil
	}, nil, func(m *search.DocumentMatch) {
		for _, p := range parts {
			ev, of, err := p.event(m.Number)
			if !of {
				continue
			}
			if err != nil {
				bad = err
			} else if ev != nil && keep(ev) {
				hits = append(hits, Hit{Event: ev, Score: m.Score})
			}
			return
		}
	})
	if err != nil {
		return nil, false, err
	}
	if bad != nil {
		l.log.Warn("reading the events instead of a damaged column table", "err", bad)
		return nil, false, nil
	}
	sortHits(hits)
	if q.Limit > 0 && len(hits) > q.Limit {
		hits = hits[:q.Limit:q.Limit]
	}
	return hits, true, nil
}

// sourcesOf is sources, or every source of the library when there is none.
func (l *Library) sourcesOf(sources []string) []string {
	if len(sources) > 0 {
		return sources
	}
	l.mu.RLock()
	defer l.mu.RUnlock()
	return slices.Sorted(maps.Keys(l.sum.BySource))
}
