package index

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/blugelabs/bluge"
	"github.com/blugelabs/bluge/analysis"
	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/index/lock"
	"github.com/blugelabs/bluge/search"
	"github.com/blugelabs/bluge/search/similarity"
	segment "github.com/blugelabs/bluge_segment_api"

	"reqap/ingest"
)

// ErrClosed is returned by operations on a closed library.
var ErrClosed = errors.New("the library is closed")

// ErrInUse is returned by Open when another process has the library open.
var ErrInUse = errors.New("the library is in use by another ReQAP process")

// EnvData names the environment variable that chooses the data folder.
const EnvData = "REQAP_DATA"

// libraryFolder is the sub-folder of the data folder that holds the index;
// the data folder itself also holds settings that are not ours.
const libraryFolder = "library"

// ResolveDir returns the absolute data folder: the --data flag value when
// given, else $REQAP_DATA, else os.UserConfigDir()/reqap.
func ResolveDir(flagValue string) (string, error) {
	dir := strings.TrimSpace(flagValue)
	if dir == "" {
		dir = strings.TrimSpace(os.Getenv(EnvData))
	}
	if dir == "" {
		cfg, err := os.UserConfigDir()
		if err != nil {
			return "", fmt.Errorf("finding the data folder (set --data or %s): %w", EnvData, err)
		}
		dir = filepath.Join(cfg, "reqap")
	}
	if dir == "~" || strings.HasPrefix(dir, "~/") {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("expanding %s: %w", dir, err)
		}
		dir = filepath.Join(home, dir[1:])
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", fmt.Errorf("resolving data folder %s: %w", dir, err)
	}
	return abs, nil
}

// Library is an open event library. All methods are safe for concurrent
// use; writes go through FileWriter, RemoveFile and PutFileRecord.
type Library struct {
	dir  string // the data folder
	path string // the Bluge folder inside it
	w    *blugeindex.Writer
	// searchCfg supplies BM25 and the other search options; it opens nothing.
	searchCfg bluge.Config
	analyzer  *analysis.Analyzer
	log       *slog.Logger

	// writeMu guards the write bookkeeping below and every change to the
	// cache (see apply); writeCond is signalled when a batch finishes.
	writeMu   sync.Mutex
	writeCond *sync.Cond
	inflight  map[string]int // ids in batches being written
	batches   int            // batches being written
	pathMu    sync.Mutex
	paths     map[string]*pathLock

	// mu guards the cache below. Events are immutable: readers may keep
	// the pointers after releasing mu.
	mu sync.RWMutex
	// closed is set holding both writeMu and mu, so either protects reads.
	closed   bool
	events   map[string]entry
	byFile   map[string]map[string]struct{}
	bySource map[string]*sourceSet
	files    map[string]FileRecord

	gen atomic.Uint64
	// unreadable is set when Open skipped documents it could not decode:
	// their ids are unknown, so every write must look for older copies.
	unreadable bool

	viewMu sync.Mutex // one rebuild of the sorted view at a time
	view   atomic.Pointer[view]

	results *lru // Search results and statistics by (query, generation)
	segTabs segmentTables

	flushSize int // FileWriter buffer size; tests lower it

	// unpersisted counts batches Bluge has not yet written to disk (see
	// indexConfig); Close waits for them. persistErr keeps the first
	// failure to write one.
	unpersisted sync.WaitGroup
	persistMu   sync.Mutex
	persistErr  error
}

// closeTimeout bounds how long Close waits for Bluge to write what it holds
// in memory; it normally takes well under a second.
const closeTimeout = time.Minute

// entry is one cached event and the file it was written for.
type entry struct {
	ev   *ingest.Event
	file string
}

// sourceSet is the events of one source; version changes with every
// modification so the sorted view rebuilds only the sources that changed.
type sourceSet struct {
	events  map[string]*ingest.Event
	version uint64
}

// Open opens the library in the data folder dir, creating both with
// owner-only permissions when missing, and loads every event into memory.
func Open(dir string) (*Library, error) {
	start := time.Now()
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("resolving data folder %s: %w", dir, err)
	}
	libPath := filepath.Join(abs, libraryFolder)
	if err := prepareFolder(abs, "data folder"); err != nil {
		return nil, err
	}
	if err := prepareFolder(libPath, "library folder"); err != nil {
		return nil, err
	}
	// The library folder is ours alone: tighten it if someone loosened it.
	if st, err := os.Stat(libPath); err == nil && st.Mode().Perm()&0o077 != 0 {
		if err := os.Chmod(libPath, 0o700); err != nil {
			return nil, fmt.Errorf("restricting permissions of %s: %w", libPath, err)
		}
	}

	l := &Library{
		dir:      abs,
		path:     libPath,
		analyzer: newTextAnalyzer(),
		log:      slog.Default().With("library", abs),
		events:   map[string]entry{},
		byFile:   map[string]map[string]struct{}{},
		bySource: map[string]*sourceSet{},
		files:    map[string]FileRecord{},
		results:  newLRU(resultCacheSize),

		searchCfg: bluge.DefaultConfig(libPath),

		flushSize: defaultFlushSize,
		inflight:  map[string]int{},
		paths:     map[string]*pathLock{},
		segTabs:   segmentTables{tables: map[uint64]*segTable{}},
	}
	l.writeCond = sync.NewCond(&l.writeMu)
	w, err := openWriter(indexConfig(libPath, l.backgroundError))
	if err != nil {
		if errors.Is(err, syscall.EWOULDBLOCK) || strings.Contains(err.Error(), "exclusive access") {
			return nil, fmt.Errorf("opening library in %s: %w", abs, ErrInUse)
		}
		return nil, fmt.Errorf("opening library in %s (the folder may be damaged; moving it aside starts an empty library): %w", libPath, err)
	}
	l.w = w
	bad, err := l.load()
	if err != nil {
		_ = w.Close()
		return nil, fmt.Errorf("loading library in %s (the folder may be damaged; moving it aside starts an empty library): %w", libPath, err)
	}
	if bad > 0 {
		l.unreadable = true
		l.log.Warn("library holds unreadable documents; they were left out", "count", bad)
	}
	l.gen.Store(1)
	go l.currentView() // sort the events for the first question while the app starts
	l.log.Info("library opened", "events", len(l.events), "files", len(l.files), "elapsed", time.Since(start))
	return l, nil
}

// prepareFolder makes sure path is a readable folder, creating it 0700.
func prepareFolder(path, what string) error {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if err := os.MkdirAll(path, 0o700); err != nil {
			return fmt.Errorf("creating %s %s: %w", what, path, err)
		}
		return nil
	case err != nil:
		return fmt.Errorf("checking %s %s: %w", what, path, err)
	case !st.IsDir():
		return fmt.Errorf("%s %s is not a folder", what, path)
	}
	f, err := os.Open(path)
	if err == nil {
		_, err = f.Readdirnames(1)
		f.Close()
		if errors.Is(err, io.EOF) {
			err = nil
		}
	}
	if err != nil {
		return fmt.Errorf("reading %s %s: %w", what, path, err)
	}
	return nil
}

// indexConfig is Bluge's default configuration with three changes.
//
// Batches are "unsafe": Batch returns once the batch is searchable and
// Bluge's persister writes it to disk in the background, merging small
// segments in memory first. Waiting for an fsync per batch made imports
// several times slower. Each batch is still atomic on disk (the events of a
// file and its record are in the same segment), so a crash loses at most
// the last moments of an import, file record included, and the next scan
// imports those files again. Close waits for everything to be persisted.
//
// Snapshot files (the small lists of segments) are read into memory
// instead of being memory-mapped: Bluge formats the checksum of a damaged
// snapshot after unmapping it, which crashes the process with a fault no
// recover catches; read into memory, the same damage is a plain error.
//
// The norm and the match-all field are what bluge.DefaultConfig sets up,
// repeated because the writer is opened through Bluge's index package (the
// only way to ask for unsafe batches).
//
// Bluge reports failures of its background work through asyncError (and
// calls it unchecked in places, so it must be set).
func indexConfig(path string, asyncError func(error)) blugeindex.Config {
	all := bluge.NewKeywordField("", "")
	_ = all.Analyze(0)
	bm25 := similarity.NewBM25Similarity()
	cfg := blugeindex.DefaultConfigWithDirectory(func() blugeindex.Directory {
		d := blugeindex.NewFileSystemDirectory(path)
		d.SetLoadMMapFunc(loadIndexFile)
		return d
	}).
		WithUnsafeBatches().
		WithVirtualField(all).
		WithNormCalc(func(_ string, n int) float32 { return bm25.ComputeNorm(n) })
	cfg.AsyncError = asyncError
	return cfg
}

func loadIndexFile(f lock.LockedFile) (*segment.Data, io.Closer, error) {
	if !strings.HasSuffix(f.File().Name(), blugeindex.ItemKindSnapshot) {
		return blugeindex.LoadMMapAlways(f)
	}
	b, err := io.ReadAll(f.File())
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, nil, fmt.Errorf("reading %s: %w", f.File().Name(), err)
	}
	return segment.NewDataBytes(b), nil, nil
}

// openWriter opens Bluge, turning a panic on damaged files into an error.
func openWriter(cfg blugeindex.Config) (w *blugeindex.Writer, err error) {
	defer func() {
		if r := recover(); r != nil {
			w, err = nil, fmt.Errorf("reading index files: %v", r)
		}
	}()
	return blugeindex.OpenWriter(cfg)
}

// run executes a search request on a snapshot, as bluge.Reader.Search does.
func (l *Library) run(ctx context.Context, snap *blugeindex.Snapshot, req bluge.SearchRequest) (search.DocumentMatchIterator, error) {
	searcher, err := req.Searcher(snap, l.searchCfg)
	if err != nil {
		return nil, err
	}
	return req.Collector().Collect(ctx, req.Aggregations(), searcher)
}

// snapshot returns a point-in-time reader; the caller closes it.
func (l *Library) snapshot() (*blugeindex.Snapshot, error) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if l.closed {
		return nil, ErrClosed
	}
	return l.w.Reader()
}

// putLocked inserts or replaces an event in the cache. The caller holds mu
// for writing (or is Open, before the library is shared).
func (l *Library) putLocked(ev *ingest.Event, file string) {
	if old, ok := l.events[ev.ID]; ok {
		l.dropLocked(ev.ID, old)
	}
	l.events[ev.ID] = entry{ev: ev, file: file}
	ids := l.byFile[file]
	if ids == nil {
		ids = map[string]struct{}{}
		l.byFile[file] = ids
	}
	ids[ev.ID] = struct{}{}
	s := l.bySource[ev.Source]
	if s == nil {
		s = &sourceSet{events: map[string]*ingest.Event{}}
		l.bySource[ev.Source] = s
	}
	s.events[ev.ID] = ev
	s.version++
}

// deleteLocked removes an event from the cache; the caller holds mu.
func (l *Library) deleteLocked(id string) {
	if old, ok := l.events[id]; ok {
		l.dropLocked(id, old)
		delete(l.events, id)
	}
}

func (l *Library) dropLocked(id string, old entry) {
	if ids := l.byFile[old.file]; ids != nil {
		delete(ids, id)
		if len(ids) == 0 {
			delete(l.byFile, old.file)
		}
	}
	if s := l.bySource[old.ev.Source]; s != nil {
		delete(s.events, id)
		s.version++
		if len(s.events) == 0 {
			delete(l.bySource, old.ev.Source)
		}
	}
}

// Dir returns the data folder.
func (l *Library) Dir() string { return l.dir }

// Close flushes and closes the library. Writers still open fail afterwards.
func (l *Library) Close() error {
	l.writeMu.Lock()
	if l.closed {
		l.writeMu.Unlock()
		return nil
	}
	l.mu.Lock()
	l.closed = true
	l.mu.Unlock()
	for l.batches > 0 {
		l.writeCond.Wait()
	}
	l.writeMu.Unlock()
	var errs []error
	persisted := make(chan struct{})
	go func() {
		l.unpersisted.Wait()
		close(persisted)
	}()
	// Bluge retries a failed write; give up early once one has failed.
	deadline := time.After(closeTimeout)
	tick := time.NewTicker(time.Second)
	defer tick.Stop()
wait:
	for {
		select {
		case <-persisted:
			break wait
		case <-deadline:
			errs = append(errs, fmt.Errorf("closing library in %s: recent imports were not written to disk within %v", l.path, closeTimeout))
			break wait
		case <-tick.C:
			if l.backgroundErr() != nil {
				break wait
			}
		}
	}
	if err := l.backgroundErr(); err != nil {
		errs = append(errs, fmt.Errorf("closing library in %s: writing to disk failed: %w", l.path, err))
	}
	if err := l.w.Close(); err != nil {
		errs = append(errs, fmt.Errorf("closing library in %s: %w", l.path, err))
	}
	return errors.Join(errs...)
}

// persisted returns the callback Bluge calls once a batch is on disk; it
// is safe to call more than once (apply calls it itself when the batch
// fails before Bluge took it).
func (l *Library) persisted() func(error) {
	l.unpersisted.Add(1)
	var once sync.Once
	return func(err error) {
		once.Do(func() {
			if err != nil {
				l.backgroundError(err)
			}
			l.unpersisted.Done()
		})
	}
}

// backgroundError logs and keeps a failure of Bluge's background work
// (writing batches, merging, removing old files).
func (l *Library) backgroundError(err error) {
	l.log.Error("writing the library to disk", "err", err)
	l.persistMu.Lock()
	if l.persistErr == nil {
		l.persistErr = err
	}
	l.persistMu.Unlock()
}

func (l *Library) backgroundErr() error {
	l.persistMu.Lock()
	defer l.persistMu.Unlock()
	return l.persistErr
}

// Generation changes on every committed write; callers cache derived
// results by it.
func (l *Library) Generation() uint64 { return l.gen.Load() }

// Get returns the event with the given id.
func (l *Library) Get(id string) (*ingest.Event, bool) {
	l.mu.RLock()
	e, ok := l.events[id]
	l.mu.RUnlock()
	return e.ev, ok
}

// Count returns the number of events in the library.
func (l *Library) Count() int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return len(l.events)
}

// CountBySource returns the number of events per source kind.
func (l *Library) CountBySource() map[string]int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	out := make(map[string]int, len(l.bySource))
	for s, set := range l.bySource {
		out[s] = len(set.events)
	}
	return out
}

// Stats summarizes the library.
type Stats struct {
	Events   int
	BySource map[string]int
	// Files is the number of file records; ByFile counts the events the
	// library holds per file, including files without a record (an import
	// that was aborted after some of its events were stored).
	Files  int
	ByFile map[string]int
}

// Stats returns event counts by source and by file.
func (l *Library) Stats() Stats {
	l.mu.RLock()
	defer l.mu.RUnlock()
	st := Stats{Events: len(l.events), BySource: make(map[string]int, len(l.bySource)),
		Files: len(l.files), ByFile: make(map[string]int, len(l.byFile))}
	for s, set := range l.bySource {
		st.BySource[s] = len(set.events)
	}
	for f, ids := range l.byFile {
		st.ByFile[f] = len(ids)
	}
	return st
}

// File returns the record of an imported file.
func (l *Library) File(path string) (FileRecord, bool) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	rec, ok := l.files[path]
	return rec, ok
}

// Files returns every file record, sorted by path.
func (l *Library) Files() []FileRecord {
	l.mu.RLock()
	out := make([]FileRecord, 0, len(l.files))
	for _, rec := range l.files {
		out = append(out, rec)
	}
	l.mu.RUnlock()
	sortRecords(out)
	return out
}
