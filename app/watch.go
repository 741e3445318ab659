package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"reqap/index"
	"reqap/ingest"
)

// Debounce is how long a watched path must stay quiet before it is
// imported: editors and downloads write a file in several steps.
const Debounce = 400 * time.Millisecond

// Watcher keeps folders and their subfolders in sync with the library: new
// and changed files are imported, deleted files lose their events.
type Watcher struct {
	core *Core
	fsw  *fsnotify.Watcher
	rep  Reporter
	// OnJob, when set, is called for every import job the watcher starts.
	onJob func(*Job)

	ctx    context.Context
	cancel context.CancelFunc
	done   chan struct{}

	mu      sync.Mutex
	roots   map[string]bool
	pending map[string]time.Time
	imports int // files imported (not unchanged) since start
	wake    chan struct{}
}

// WatchOptions configure a watcher.
type WatchOptions struct {
	Reporter Reporter   // progress of the imports it starts; may be nil
	OnJob    func(*Job) // called for every import job it starts; may be nil
}

// NewWatcher starts watching nothing yet; add folders with Add.
func (c *Core) NewWatcher(opts WatchOptions) (*Watcher, error) {
	if c.lib.ReadOnly() {
		return nil, fmt.Errorf("watching folders: %w", index.ErrReadOnly)
	}
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, fmt.Errorf("starting the file watcher: %w", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	w := &Watcher{core: c, fsw: fsw, rep: opts.Reporter, onJob: opts.OnJob, ctx: ctx, cancel: cancel,
		done: make(chan struct{}), roots: map[string]bool{}, pending: map[string]time.Time{}, wake: make(chan struct{}, 1)}
	go w.loop()
	return w, nil
}

// Add watches dir and its subfolders and rescans it: files whose size,
// modification time and content are unchanged are skipped, files that
// disappeared while nobody watched lose their events. The returned job is
// the rescan.
func (w *Watcher) Add(dir string) (*Job, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return nil, fmt.Errorf("watching %s: %w", abs, err)
	}
	if !st.IsDir() {
		return nil, fmt.Errorf("watching %s: not a folder", abs)
	}
	if err := w.addTree(abs); err != nil {
		return nil, err
	}
	w.mu.Lock()
	w.roots[abs] = true
	w.mu.Unlock()
	w.removeVanished(abs)
	return w.startJob([]string{abs}), nil
}

// Remove stops watching dir. Its events stay in the library.
func (w *Watcher) Remove(dir string) {
	abs, _ := filepath.Abs(dir)
	w.mu.Lock()
	delete(w.roots, abs)
	w.mu.Unlock()
	for _, p := range w.fsw.WatchList() {
		if p == abs || strings.HasPrefix(p, abs+string(filepath.Separator)) {
			_ = w.fsw.Remove(p)
		}
	}
}

// Roots returns the watched folders.
func (w *Watcher) Roots() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return slices.Sorted(maps.Keys(w.roots))
}

// Imports returns how many files the watcher has imported (unchanged files
// are not counted).
func (w *Watcher) Imports() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.imports
}

// Close stops watching and waits for the watcher's goroutine.
func (w *Watcher) Close() error {
	w.cancel()
	err := w.fsw.Close()
	<-w.done
	return err
}

// addTree adds a watch on dir and every non-hidden subfolder.
func (w *Watcher) addTree(dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			w.core.log.Warn("watching: cannot read folder", "path", p, "err", err)
			if d != nil && d.IsDir() && p != dir {
				return fs.SkipDir
			}
			return nil
		}
		if !d.IsDir() {
			return nil
		}
		if p != dir && ingest.IgnoredName(d.Name()) != "" {
			return fs.SkipDir
		}
		if err := w.fsw.Add(p); err != nil {
			return fmt.Errorf("watching %s: %w", p, err)
		}
		return nil
	})
}

func (w *Watcher) loop() {
	defer close(w.done)
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		select {
		case <-w.ctx.Done():
			return
		case ev, ok := <-w.fsw.Events:
			if !ok {
				return
			}
			w.handle(ev)
		case err, ok := <-w.fsw.Errors:
			if !ok {
				return
			}
			w.core.log.Warn("file watcher error", "err", err)
		case <-w.wake:
		case <-timer.C:
			w.flush()
		}
		timer.Reset(w.nextDeadline())
	}
}

func (w *Watcher) handle(ev fsnotify.Event) {
	if ingest.IgnoredName(filepath.Base(ev.Name)) != "" {
		return
	}
	if ev.Has(fsnotify.Create) {
		if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
			if err := w.addTree(ev.Name); err != nil {
				w.core.log.Warn("watching new folder", "path", ev.Name, "err", err)
			}
		}
	}
	if ev.Has(fsnotify.Chmod) && !ev.Has(fsnotify.Write) && !ev.Has(fsnotify.Create) {
		return
	}
	w.mu.Lock()
	w.pending[ev.Name] = time.Now().Add(Debounce)
	w.mu.Unlock()
}

func (w *Watcher) nextDeadline() time.Duration {
	w.mu.Lock()
	defer w.mu.Unlock()
	next := time.Hour
	now := time.Now()
	for _, t := range w.pending {
		if d := t.Sub(now); d < next {
			next = d
		}
	}
	return max(next, time.Millisecond)
}

// flush imports or forgets every path that has been quiet long enough.
func (w *Watcher) flush() {
	now := time.Now()
	var due []string
	w.mu.Lock()
	for p, t := range w.pending {
		if !t.After(now) {
			due = append(due, p)
			delete(w.pending, p)
		}
	}
	w.mu.Unlock()
	if len(due) == 0 {
		return
	}
	sort.Strings(due)
	var present []string
	for _, p := range due {
		st, err := os.Stat(p)
		switch {
		case err == nil && st.IsDir():
			present = append(present, p) // a folder moved in: scan it
		case err == nil && st.Mode().IsRegular():
			present = append(present, p)
		case errors.Is(err, fs.ErrNotExist):
			w.forget(p)
		}
	}
	if len(present) > 0 {
		w.startJob(present)
	}
}

// forget removes the events of a deleted file, of the members of a deleted
// archive and of the files of a deleted folder.
func (w *Watcher) forget(p string) {
	ctx, cancel := withTimeout(time.Minute)
	defer cancel()
	if _, err := w.core.Forget(ctx, p); err != nil {
		w.core.log.Warn("removing events of a deleted file", "path", p, "err", err)
	}
}

// Forget removes from the library what came from path: the file, the
// members of the archive, or the files under the folder. It returns the
// records of what it removed.
func (c *Core) Forget(ctx context.Context, path string) ([]index.FileRecord, error) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	var gone []index.FileRecord
	var errs []error
	for _, rec := range c.lib.Files() {
		if rec.Path == path || strings.HasPrefix(rec.Path, path+ingest.ArchiveSep) || strings.HasPrefix(rec.Path, path+string(filepath.Separator)) {
			if err := c.lib.RemoveFile(ctx, rec.Path); err != nil {
				errs = append(errs, err)
				continue
			}
			gone = append(gone, rec)
		}
	}
	return gone, errors.Join(errs...)
}

// removeVanished forgets files under root that the library knows but that
// no longer exist on disk.
func (w *Watcher) removeVanished(root string) {
	for _, rec := range w.core.lib.Files() {
		if !strings.HasPrefix(rec.Path, root+string(filepath.Separator)) {
			continue
		}
		if _, err := os.Stat(ingest.OnDisk(rec.Path)); errors.Is(err, fs.ErrNotExist) {
			w.forget(rec.Path)
		}
	}
}

// beforeNote, set by a test, runs before a scan's outcome is written.
var beforeNote func()

func (w *Watcher) startJob(paths []string) *Job {
	j := w.core.Import(w.ctx, paths, w.rep)
	if w.onJob != nil {
		w.onJob(j)
	}
	// The scan's outcome is written to the settings after the job ends:
	// Close waits for that write too, or it could land in a library
	// folder already closed (and being removed, in a test).
	ctx, done, err := w.core.begin(context.Background())
	if err != nil {
		return j
	}
	go func() {
		defer done()
		<-j.Done()
		n := 0
		for _, r := range j.Results() {
			if r.Status == Imported || r.Status == Failed {
				n++
			}
		}
		w.mu.Lock()
		w.imports += n
		w.mu.Unlock()
		if ctx.Err() != nil && errors.Is(j.Wait(), context.Canceled) {
			return // cut short by quitting: not the folder's state
		}
		if beforeNote != nil {
			beforeNote()
		}
		w.core.noteScan(paths, j)
	}()
	return j
}
