package index

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/blugelabs/bluge"
	"github.com/blugelabs/bluge/analysis"
	blugeindex "github.com/blugelabs/bluge/index"
	"github.com/blugelabs/bluge/index/lock"
	"github.com/blugelabs/bluge/index/mergeplan"
	"github.com/blugelabs/bluge/search"
	"github.com/blugelabs/bluge/search/similarity"
	segment "github.com/blugelabs/bluge_segment_api"

	"reqap/ingest"
	"reqap/internal/intern"
	"reqap/internal/lru"
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

// ErrReadOnly is returned by writes to a library opened read-only, which
// is what a second process gets while another one imports: it reads the
// last committed state.
var ErrReadOnly = errors.New("the library is open read-only while another ReQAP process writes to it")

// Options choose how Open opens a library.
type Options struct {
	// Lazy leaves the events on disk until something reads them: imports,
	// watching and statistics never do, so their memory stays bounded
	// whatever the size of the library.
	Lazy bool
	// ReadOnly opens the last committed state without taking the writer's
	// lock. ShareIfInUse does so only when another process holds it.
	ReadOnly     bool
	ShareIfInUse bool
	// Brief is for a process that opens the library for a moment (one
	// question) and exits: its writer starts no merge of index segments.
	// A merge takes seconds, which such a process would spend beside its
	// question and throw away when it exits, unfinished, only for the next
	// one to start it again; long-lived processes (the app, an import)
	// merge.
	Brief bool
}

// resultCacheSize bounds the cached results. A result may hold tens of
// thousands of hits (about 16 bytes each), so a few dozen stay well under
// the memory an import needs.
const resultCacheSize = 32

// Library is an open event library. All methods are safe for concurrent
// use; writes go through FileWriter, RemoveFile and PutFileRecord.
type Library struct {
	dir   string // the data folder
	path  string // the Bluge folder inside it
	brief bool   // opened Brief: the writer merges nothing
	w     *blugeindex.Writer
	// cleanup deletes the segment files w's last merges made obsolete
	// (see keepCleanup); called once w is closed.
	cleanup func()
	// ro is the snapshot a read-only library reads, for its lifetime;
	// roClose releases it.
	ro      *blugeindex.Snapshot
	roClose func() error
	// legacy is set when a read-only library has the format before
	// generations: a document of generation 0 is then an event of the file
	// its record names (a writer migrates such a library at Open).
	legacy bool
	// searchCfg supplies BM25 and the other search options; it opens nothing.
	searchCfg bluge.Config
	analyzer  *analysis.Analyzer
	analysed  textAnalyses // of the texts of events written
	log       *slog.Logger

	// commitMu serializes the batches that change what is committed (file
	// records and the summary stored with them), so the summary on disk
	// follows the order of the commits. Lock order: loadMu, commitMu, mu.
	commitMu sync.Mutex
	loadMu   sync.Mutex // one lazy load at a time

	// batchMu guards batches, the count of batches being written, and
	// closing; batchCond is signalled when one finishes.
	batchMu   sync.Mutex
	batchCond *sync.Cond
	batches   int

	// mu guards the state below. Events are immutable: readers may keep
	// the pointers after releasing mu.
	mu sync.RWMutex
	// closed is set holding both batchMu and mu, so either protects reads.
	closed bool
	files  map[string]*fileState
	// byPath is the files in path order as the heads file held them (see
	// filesByPathLocked).
	byPath []*fileState
	// kept says what the heads this process kept or read were for (see
	// rekeyHeads).
	kept keptHeads
	gens map[uint64]string // committed generation → file
	// lazy holds the file records of a heads file until needFiles decodes
	// them into files, byPath and gens (filesReady then); nil when they
	// were read some other way.
	lazy       *lazyRecords
	filesOnce  sync.Once
	filesReady atomic.Bool
	sum        summary
	// members knows every committed event id, the source of its canonical
	// copy and how many files hold it; nil until loaded (see ensureMembers).
	members map[string]member
	srcMu   sync.Mutex
	sources intern.Table[uint16] // the code of each source
	// events is the cache of decoded events; nil until loaded. It holds
	// the sources in loaded, or all of them with allLoaded; loads counts
	// the loads, which change the cache but not the library (Generation).
	events    map[string]*entry
	bySource  map[string]*sourceSet
	loaded    map[string]bool
	allLoaded bool
	// unindexed holds the entries of sources read from their snapshots
	// that are not in events yet: most questions over a million plays
	// look none of them up by id, and entering them is a third of the
	// load. indexLocked enters them before the first lookup by id.
	unindexed  map[string][]snapEntry // by source
	pendingIDs atomic.Bool            // unindexed is not empty
	loads      atomic.Uint64
	loadErr    error // a failed lazy load, reported by Search
	// snapWrites counts source snapshots being written (see snapshot.go).
	snapWrites sync.WaitGroup
	// cols holds the column tables questions read (see columnar.go).
	cols columnCache
	// docRows holds the rows of the documents of sources (docrows.go).
	docRows docRowsCache
	// srcDocs holds sourceDocs of the current snapshot (search.go).
	srcDocs sourceDocsCache
	// sigs holds the signatures of the committed state (see snapshot.go).
	sigs sigCache

	nextGen atomic.Uint64
	// rolled runs rollBack once, before the first generation is numbered
	// (see ensureRolledBack); rollErr is what it returned.
	rolled  sync.Once
	rollErr error
	changes atomic.Uint64 // see Generation
	marked  atomic.Bool   // the durable marker exists

	viewMu sync.Mutex // one rebuild of the sorted view at a time
	view   atomic.Pointer[view]

	results *lru.Cache[any] // Search results and statistics by (query, generation)
	segTabs segmentTables
	merger  mergerCounts // what Bluge's merger did (see Tidy)
	// tidyPlan is set while a Tidy runs: the merger plans as it says
	// (see mergeBudget).
	tidyPlan     atomic.Pointer[tidyPlan]
	mergeOptions mergeplan.Options // the merger's, for planning a Tidy
	// importing counts the FileWriters begun and not yet committed or
	// aborted: while there are any, the merger plans as an import's
	// merges should (see mergeBudget).
	importing atomic.Int64

	flushSize int // FileWriter buffer size; tests lower it

	jan janitor

	// unpersisted counts batches Bluge has not yet written to disk (see
	// indexConfig); Close waits for them. persistErr keeps the first
	// failure to write one.
	unpersisted sync.WaitGroup
	persistMu   sync.Mutex
	persistErr  error
}

// fileState is a file the library has a record of.
type fileState struct {
	rec FileRecord
	// ids are the events of the committed generation; nil until the
	// members are loaded.
	ids []string
}

// member is one committed event id: the source of its canonical copy (a
// code in sources) and how many files hold a copy.
type member struct {
	src  uint16
	refs uint16
}

// closeTimeout bounds how long Close waits for Bluge to write what it holds
// in memory; it normally takes well under a second.
const closeTimeout = time.Minute

// entry is one cached event: the canonical copy and the file it came from,
// and the copies other files hold of the same record (their provenance).
type entry struct {
	ev   *ingest.Event
	file string
	more []copyOf
}

type copyOf struct {
	ev   *ingest.Event
	file string
}

// sourceSet is the events of one source; version changes with every
// modification so the sorted view rebuilds only the sources that changed.
type sourceSet struct {
	events  map[string]*ingest.Event
	version uint64
	// sorted is events in the view's order when a snapshot gave it, until
	// the set changes.
	sorted []*ingest.Event
}

// Open opens the library in the data folder dir, creating both with
// owner-only permissions when missing, and loads every event into memory.
func Open(dir string) (*Library, error) { return OpenWith(dir, Options{}) }

// OpenWith opens the library in the data folder dir as opts say. A writer
// rolls back what interrupted imports left (see generation.go) and
// migrates a library of the previous format.
func OpenWith(dir string, opts Options) (*Library, error) {
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
	if st, err := os.Stat(libPath); err == nil && st.Mode().Perm()&0o077 != 0 && !opts.ReadOnly {
		if err := os.Chmod(libPath, 0o700); err != nil {
			return nil, fmt.Errorf("restricting permissions of %s: %w", libPath, err)
		}
	}

	l := &Library{
		dir:       abs,
		path:      libPath,
		brief:     opts.Brief,
		analyzer:  newTextAnalyzer(),
		log:       slog.Default().With("library", abs),
		files:     map[string]*fileState{},
		gens:      map[uint64]string{},
		sum:       summary{Format: libraryFormat, BySource: map[string]int{}},
		results:   lru.New[any](resultCacheSize, nil, 0),
		searchCfg: bluge.DefaultConfig(libPath),
		flushSize: defaultFlushSize,
		segTabs:   segmentTables{tables: map[uint64]*segTable{}},
	}
	l.batchCond = sync.NewCond(&l.batchMu)
	if !opts.ReadOnly {
		cfg, cleanup := keepCleanup(l.writerConfig(libPath, opts))
		w, err := openWriter(cfg)
		if err != nil && strings.Contains(err.Error(), "none could be loaded") && !everDurable(libPath) {
			// A process killed while writing the library's first snapshot
			// leaves it half written; nothing of it was ever durable. (Once
			// something was, damage is damage: see markDurable.)
			if n := setAsideSnapshots(libPath); n > 0 {
				l.log.Warn("set aside unreadable snapshot files (a write cut short); the library opens without them", "files", n)
				cfg, cleanup = keepCleanup(l.writerConfig(libPath, opts))
				w, err = openWriter(cfg)
			}
		}
		switch {
		case err == nil:
			l.w, l.cleanup = w, cleanup
		case errors.Is(err, syscall.EWOULDBLOCK) || strings.Contains(err.Error(), "exclusive access"):
			if !opts.ShareIfInUse {
				return nil, fmt.Errorf("opening library in %s: %w", abs, ErrInUse)
			}
			opts.ReadOnly = true
		default:
			return nil, fmt.Errorf("opening library in %s (the folder may be damaged; moving it aside starts an empty library): %w", libPath, err)
		}
	}
	if opts.ReadOnly {
		snap, closeFn, err := openReadSnapshot(libPath)
		if err != nil {
			return nil, fmt.Errorf("opening library in %s for reading: %w", abs, err)
		}
		l.ro, l.roClose = snap, closeFn
	}
	fail := func(err error) (*Library, error) {
		l.closeStorage()
		return nil, fmt.Errorf("loading library in %s (the folder may be damaged; moving it aside starts an empty library): %w", libPath, err)
	}
	legacy, err := l.loadHeads()
	if err != nil {
		return fail(err)
	}
	if l.w != nil {
		if l.sum.Events > 0 || l.fileCount() > 0 || legacy {
			l.markDurable() // a library from before the marker
		}
		l.startJanitor()
		switch {
		case legacy:
			l.rolled.Do(func() {}) // migrating numbers the generations
			if err := l.migrate(); err != nil {
				return fail(err)
			}
		case !opts.Brief:
			if err := l.ensureRolledBack(); err != nil {
				return fail(err)
			}
		}
	} else {
		l.legacy = legacy
	}
	// A legacy library read-only has no summary: loading the events makes it.
	if !opts.Lazy || l.legacy {
		if err := l.ensureEvents(); err != nil {
			return fail(err)
		}
		go l.currentView() // sort the events for the first question while the app starts
	}
	l.changes.Store(1)
	l.log.Info("library opened", "events", l.sum.Events, "files", l.fileCount(), "read_only", l.w == nil,
		"loaded", l.eventsLoaded(), "elapsed", time.Since(start))
	return l, nil
}

// openReadSnapshot opens the last snapshot the writer put on disk. The
// writer may replace it while it is being opened, so a failure is retried
// on the next one; an empty folder is an empty library.
func openReadSnapshot(path string) (*blugeindex.Snapshot, func() error, error) {
	var last error
	unusable := 0
	for attempt := range 20 {
		ents, err := os.ReadDir(path)
		if err != nil {
			return nil, nil, err
		}
		if !slices.ContainsFunc(ents, func(e os.DirEntry) bool { return strings.HasSuffix(e.Name(), blugeindex.ItemKindSnapshot) }) {
			return emptySnapshot()
		}
		snap, err := openReader(indexConfig(path, func(error) {}))
		if err == nil {
			return snap, snap.Close, nil
		}
		last = err
		// Only a half-written first snapshot, and no writer finishing it:
		// what was committed so far is nothing (see setAsideSnapshots).
		if strings.Contains(err.Error(), "unable to find a usable snapshot") && !everDurable(path) {
			if unusable++; unusable == 3 {
				return emptySnapshot()
			}
		}
		time.Sleep(time.Duration(attempt+1) * 10 * time.Millisecond)
	}
	return nil, nil, last
}

// durableMarker is a file the library folder holds once a batch was on
// disk: from then on, a snapshot that does not load is damage, not a first
// write cut short.
const durableMarker = "durable"

func everDurable(path string) bool {
	_, err := os.Stat(filepath.Join(path, durableMarker))
	return err == nil
}

// markDurable creates the durable marker, once.
func (l *Library) markDurable() {
	if l.marked.Load() {
		return
	}
	p := filepath.Join(l.path, durableMarker)
	if _, err := os.Stat(p); err != nil {
		if err := os.WriteFile(p, nil, 0o600); err != nil {
			l.log.Warn("marking the library as written", "err", err)
			return
		}
	}
	l.marked.Store(true)
}

// setAsideSnapshots renames the snapshot files of a library none of whose
// snapshots loads, so that Bluge opens it (empty, or with older segments
// forgotten), and returns how many it renamed. They are kept, renamed, for
// whoever wants to look at them.
func setAsideSnapshots(path string) int {
	ents, err := os.ReadDir(path)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), blugeindex.ItemKindSnapshot) {
			p := filepath.Join(path, e.Name())
			if os.Rename(p, p+".unreadable") == nil {
				n++
			}
		}
	}
	return n
}

// emptySnapshot is the snapshot of a library nothing was written to yet.
func emptySnapshot() (*blugeindex.Snapshot, func() error, error) {
	w, err := blugeindex.OpenWriter(blugeindex.InMemoryOnlyConfig())
	if err != nil {
		return nil, nil, err
	}
	snap, err := w.Reader()
	if err != nil {
		_ = w.Close()
		return nil, nil, err
	}
	return snap, func() error { return errors.Join(snap.Close(), w.Close()) }, nil
}

func openReader(cfg blugeindex.Config) (s *blugeindex.Snapshot, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("reading index files: %v", r)
		}
	}()
	return blugeindex.OpenReader(cfg)
}

// closeStorage releases Bluge after a failed Open.
func (l *Library) closeStorage() {
	if l.lazy != nil {
		l.lazy.closeFile()
	}
	l.stopJanitor()
	if l.w != nil {
		_ = l.w.Close()
	}
	if l.roClose != nil {
		_ = l.roClose()
	}
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
// several times slower. The persister writes the batches in order, so a
// crash loses a suffix of them, and generations make any prefix a library
// where each file is wholly in or out. A commit's persisted callback says
// when its file is durable (FileWriter.Durable). Close waits for
// everything to be persisted.
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
		return &unsyncedLockDir{FileSystemDirectory: d, path: path}
	}).
		WithUnsafeBatches().
		WithVirtualField(all).
		WithNormCalc(func(_ string, n int) float32 { return bm25.ComputeNorm(n) })
	cfg = withLibraryFormat(cfg)
	cfg.AsyncError = asyncError
	cfg.EventCallback = func(e blugeindex.Event) {
		// A merge has read every segment it merged through its mapping.
		if e.Kind == blugeindex.EventKindMergeTaskIntroduction {
			releaseWrittenPages()
		}
	}
	return cfg
}

// writerConfig is indexConfig for l's writer, opened as opts say.
func (l *Library) writerConfig(path string, opts Options) blugeindex.Config {
	cfg := indexConfig(path, l.backgroundError)
	events := cfg.EventCallback
	cfg.EventCallback = func(e blugeindex.Event) {
		l.merger.observe(e)
		events(e)
	}
	if opts.Brief {
		// Every segment fits the budget: the planner plans no merge.
		cfg.MergePlanOptions.CalcBudget = func(int64, int64, *mergeplan.Options) int { return math.MaxInt }
	} else {
		cfg.MergePlanOptions.CalcBudget = l.mergeBudget
		cfg.MergePlanOptions.MaxSegmentSize = mergedSize
		l.mergeOptions = cfg.MergePlanOptions
	}
	return cfg
}

func loadIndexFile(f lock.LockedFile) (*segment.Data, io.Closer, error) {
	if !strings.HasSuffix(f.File().Name(), blugeindex.ItemKindSnapshot) {
		return mapIndexFile(f)
	}
	b, err := io.ReadAll(f.File())
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, nil, fmt.Errorf("reading %s: %w", f.File().Name(), err)
	}
	return segment.NewDataBytes(shortTypes(b)), nil, nil
}

// openWriter opens Bluge, turning a panic on damaged files into an error.
// keepCleanup returns cfg with its writer's directory and deletion policy
// kept where the returned function reaches them, to delete the segment
// files no kept snapshot names. Bluge deletes those only while it
// persists, so the segments replaced by the last merges of an import
// stayed on disk for good (a fifth of a million-event library); the
// function does it once the writer is closed. A file still open elsewhere
// is locked and stays.
func keepCleanup(cfg blugeindex.Config) (blugeindex.Config, func()) {
	var dir blugeindex.Directory
	var policy blugeindex.DeletionPolicy
	dirFunc, policyFunc := cfg.DirectoryFunc, cfg.DeletionPolicyFunc
	cfg.DirectoryFunc = func() blugeindex.Directory {
		dir = dirFunc()
		return dir
	}
	cfg.DeletionPolicyFunc = func() blugeindex.DeletionPolicy {
		policy = policyFunc()
		return policy
	}
	return cfg, func() {
		if dir != nil && policy != nil {
			_ = policy.Cleanup(dir)
		}
	}
}

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

// acquire returns a point-in-time reader and its release: the writer's
// newest state, or the read-only library's snapshot.
func (l *Library) acquire() (*blugeindex.Snapshot, func(), error) {
	l.mu.RLock()
	defer l.mu.RUnlock()
	if l.closed {
		return nil, nil, ErrClosed
	}
	if l.w == nil {
		return l.ro, func() {}, nil
	}
	snap, err := l.w.Reader()
	if err != nil {
		return nil, nil, err
	}
	return snap, func() { _ = snap.Close() }, nil
}

// write applies one Bluge batch, counting it so Close waits for it.
func (l *Library) write(b *blugeindex.Batch) error {
	return l.writeNotify(b, nil)
}

// writeNotify is write that also reports, once, when the batch is on disk.
func (l *Library) writeNotify(b *blugeindex.Batch, durable func(error)) error {
	if l.w == nil {
		return ErrReadOnly
	}
	l.batchMu.Lock()
	if l.closed {
		l.batchMu.Unlock()
		return ErrClosed
	}
	l.batches++
	l.batchMu.Unlock()
	defer func() {
		l.batchMu.Lock()
		l.batches--
		l.batchCond.Broadcast()
		l.batchMu.Unlock()
	}()
	done := l.persisted(durable)
	b.SetPersistedCallback(done)
	err := l.w.Batch(b)
	if err != nil {
		done(err)
	}
	return err
}

// lastRelease is when a merge last handed the index's mapped pages back.
var lastRelease atomic.Int64

// releaseWrittenPages hands the index's mapped pages back (see
// releaseMappedPages) after a merge, at most once a second: Bluge's merges
// read every segment they merge through its mapping, and over a
// million-event import those pages grew the process by 500 MB that no
// later read wanted.
func releaseWrittenPages() {
	now := time.Now().UnixNano()
	last := lastRelease.Load()
	if now-last < int64(time.Second) || !lastRelease.CompareAndSwap(last, now) {
		return
	}
	releaseMappedPages()
}

// Dir returns the data folder.
func (l *Library) Dir() string { return l.dir }

// ReadOnly reports whether the library was opened read-only (another
// process was writing to it): it shows the state of that moment and
// refuses writes with ErrReadOnly.
func (l *Library) ReadOnly() bool { return l.w == nil }

// Close flushes and closes the library. Writers still open fail afterwards.
func (l *Library) Close() error {
	l.batchMu.Lock()
	if l.closed {
		l.batchMu.Unlock()
		return nil
	}
	l.mu.Lock()
	l.closed = true
	l.mu.Unlock()
	for l.batches > 0 {
		l.batchCond.Wait()
	}
	l.batchMu.Unlock()
	l.snapWrites.Wait()
	if l.lazy != nil {
		l.lazy.closeFile()
	}
	if l.w == nil {
		return l.roClose()
	}
	// Garbage left now is deleted by the next Open.
	l.stopJanitor()
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
	} else {
		l.cleanup()
		if len(errs) == 0 {
			l.mu.Lock()
			l.rekeyHeads()
			l.mu.Unlock()
		}
	}
	return errors.Join(errs...)
}

// persisted returns the callback Bluge calls once a batch is on disk,
// which also calls notify (when set). It is safe to call more than once
// (write calls it itself when the batch fails before Bluge took it).
func (l *Library) persisted(notify func(error)) func(error) {
	l.unpersisted.Add(1)
	var once sync.Once
	return func(err error) {
		once.Do(func() {
			if err != nil {
				l.backgroundError(err)
			} else {
				l.markDurable()
			}
			if notify != nil {
				notify(err)
			}
			l.unpersisted.Done()
		})
	}
}

// backgroundError logs and keeps a failure of Bluge's background work
// (writing batches, merging, removing old files).
func (l *Library) backgroundError(err error) {
	// A failed merge changes nothing on disk and Bluge merges again later
	// (a segment its deletion policy was removing can make one fail).
	if strings.HasPrefix(err.Error(), "merging err") {
		l.log.Warn("merging library segments (retried later)", "err", err)
		return
	}
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
func (l *Library) Generation() uint64 { return l.changes.Load() }

// Get returns the event with the given id.
func (l *Library) Get(id string) (*ingest.Event, bool) {
	e := l.entryOf(id)
	if e == nil {
		return nil, false
	}
	return e.ev, true
}

// entryOf returns the cached entry of event id, loading its source first.
func (l *Library) entryOf(id string) *entry {
	l.ensureIndexed(nil)
	l.mu.RLock()
	e := l.events[id]
	all := l.allLoaded
	l.mu.RUnlock()
	if e != nil || all {
		return e
	}
	src, ok := l.sourceOf(id)
	if !ok {
		return nil
	}
	l.needSources([]string{src})
	l.ensureIndexed(nil)
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.events[id]
}

// Origins returns where the record of event id was found: the origin of
// the event itself first, then those of the same record in other files
// (see Stats.Merged).
func (l *Library) Origins(id string) []ingest.Origin {
	e := l.entryOf(id)
	l.mu.RLock()
	defer l.mu.RUnlock()
	if e == nil {
		return nil
	}
	out := []ingest.Origin{e.ev.Origin}
	for _, c := range e.more {
		out = append(out, c.ev.Origin)
	}
	return out
}

// Count returns the number of events in the library.
func (l *Library) Count() int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.sum.Events
}

// CountBySource returns the number of events per source kind.
func (l *Library) CountBySource() map[string]int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	out := make(map[string]int, len(l.sum.BySource))
	for s, n := range l.sum.BySource {
		if n > 0 {
			out[s] = n
		}
	}
	return out
}

// Stats summarizes the library.
type Stats struct {
	Events   int
	BySource map[string]int
	// Files is the number of file records; ByFile counts the events each
	// file holds (an event several files hold counts for each).
	Files  int
	ByFile map[string]int
	// Merged counts the records that are one event with a record of
	// another file (the same message in two mailboxes, an export imported
	// from a folder and from its zip): the sum of ByFile minus Events.
	Merged int
}

// Stats returns event counts by source and by file. It reads no event, so
// it is as fast on a million events as on ten.
func (l *Library) Stats() Stats {
	l.needFiles()
	l.mu.RLock()
	defer l.mu.RUnlock()
	st := Stats{Events: l.sum.Events, BySource: make(map[string]int, len(l.sum.BySource)),
		Files: len(l.files), ByFile: make(map[string]int, len(l.files)), Merged: l.sum.Copies - l.sum.Events}
	for s, n := range l.sum.BySource {
		if n > 0 {
			st.BySource[s] = n
		}
	}
	for f, fs := range l.files {
		if fs.rec.Gen != 0 || (l.legacy && fs.rec.Events > 0) {
			st.ByFile[f] = fs.rec.Events
		}
	}
	return st
}

// File returns the record of an imported file.
func (l *Library) File(path string) (FileRecord, bool) {
	l.needFiles()
	l.mu.RLock()
	defer l.mu.RUnlock()
	fs, ok := l.files[path]
	if !ok {
		return FileRecord{}, false
	}
	return fs.rec, true
}

// Files returns every file record, sorted by path.
func (l *Library) Files() []FileRecord {
	l.needFiles()
	l.mu.RLock()
	fss := l.filesByPathLocked()
	out := make([]FileRecord, len(fss))
	for i, fs := range fss {
		out[i] = fs.rec
	}
	l.mu.RUnlock()
	return out
}

// EachFile calls fn with every file record, sorted by path, without
// copying them (Files copies 40,000 records of a folder of day notes for
// a catalog signature that only hashes a few of their fields). The records
// are the library's: fn must not keep or modify them, and must not call
// back into the library (its state is read-locked meanwhile).
func (l *Library) EachFile(fn func(rec *FileRecord)) {
	l.needFiles()
	l.mu.RLock()
	defer l.mu.RUnlock()
	for _, fs := range l.filesByPathLocked() {
		fn(&fs.rec)
	}
}

// setFileLocked sets the state of the file at path (nil: it is gone).
// Every change of files goes through it, so that the heads' path order is
// dropped once it no longer holds. The caller holds mu for writing.
func (l *Library) setFileLocked(path string, fs *fileState) {
	if fs == nil {
		delete(l.files, path)
	} else {
		l.files[path] = fs
	}
	l.byPath = nil
}

// filesByPathLocked returns the files sorted by path, to be read only:
// the heads' order while no commit changed a file since they were read
// (setFileLocked drops it; checking it against the files was 40,000 map
// look-ups a question), else sorted now (as pointers: swapping 40,000
// records of a folder of day notes was most of a catalog's signature).
// The caller holds mu (or commitMu).
func (l *Library) filesByPathLocked() []*fileState {
	l.needFiles()
	if l.byPath != nil && len(l.byPath) == len(l.files) {
		return l.byPath
	}
	fss := make([]*fileState, 0, len(l.files))
	for _, fs := range l.files {
		fss = append(fss, fs)
	}
	slices.SortFunc(fss, func(a, b *fileState) int { return strings.Compare(a.rec.Path, b.rec.Path) })
	return fss
}

func (l *Library) isClosed() bool {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.closed
}
