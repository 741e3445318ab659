// Package app is the application core that both front ends (the desktop
// window and the command line) use: it opens a library in a data folder,
// runs import jobs with progress and cancellation, keeps watched folders in
// sync, asks questions, and persists settings. It decides; front ends show.
package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"reqap/index"
)

// Core is one open library with its settings and background work.
type Core struct {
	dir      string
	lib      *index.Library
	settings *settingsStore
	log      *slog.Logger

	mu      sync.Mutex
	jobs    []*Job
	nextJob int
	watcher *Watcher
	closed  bool

	ask     asker        // built on the first question
	models  modelState   // the cross-encoder's engine (crossencoder.go)
	catalog catalogCache // what the library holds, for understanding questions

	// deriveMu serializes re-derivations; jobPersp is the perspective
	// each running import job derives with (see derive.go).
	deriveMu sync.Mutex
	jobPersp map[*Job]*jobPerspective
	perspMu  sync.Mutex
	persp    *perspectiveCache

	desk desktop // what the desktop app keeps beside the library

	// closing is cancelled by Close; busy counts questions being asked,
	// which Close waits for so nothing writes to the data folder (the
	// plan cache, the catalog) after it.
	closing     context.Context
	stopClosing context.CancelFunc
	busy        sync.WaitGroup
}

// begin registers work on the library that Close must wait for, and
// returns its context, cancelled when ctx is or when the core closes.
func (c *Core) begin(ctx context.Context) (context.Context, func(), error) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil, nil, ErrClosed
	}
	c.busy.Add(1)
	c.mu.Unlock()
	ctx, cancel := context.WithCancel(ctx)
	stop := context.AfterFunc(c.closing, cancel)
	return ctx, func() { stop(); cancel(); c.busy.Done() }, nil
}

// OpenOptions choose how a core opens its library.
type OpenOptions struct {
	// Lazy leaves the events on disk until a question needs them: imports,
	// watching and statistics never do, so they start at once and their
	// memory stays bounded whatever the size of the library.
	Lazy bool
	// Write fails with index.ErrInUse when another process writes to the
	// library; otherwise the core then opens it read-only, on the state
	// that process last committed (Core.ReadOnly).
	Write bool
	// Read opens the library read-only even when nobody else writes, so
	// that an import started meanwhile is not refused.
	Read bool
	// Brief is for a process that opens the library for a moment (one
	// question, statistics) and exits: it starts no merge of the index it
	// would not live to finish (see index.Options.Brief).
	Brief bool
}

// Open opens (creating if needed) the library in dir, read-only when
// another process writes to it.
func Open(dir string) (*Core, error) { return OpenWith(dir, OpenOptions{}) }

// OpenWith opens the library in dir as opts say. Whatever an interrupted
// import left is rolled back (see index).
func OpenWith(dir string, opts OpenOptions) (*Core, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("creating data folder %s: %w", dir, err)
	}
	st, err := loadSettings(dir)
	if err != nil {
		return nil, err
	}
	lib, err := index.OpenWith(dir, index.Options{Lazy: opts.Lazy, ReadOnly: opts.Read, ShareIfInUse: !opts.Write, Brief: opts.Brief})
	if err != nil {
		return nil, fmt.Errorf("opening library in %s: %w", dir, err)
	}
	c := &Core{dir: dir, lib: lib, settings: st, log: slog.Default()}
	c.closing, c.stopClosing = context.WithCancel(context.Background())
	if lib.ReadOnly() && !opts.Read {
		c.log.Warn("another ReQAP process is writing to the library; showing what it last committed, read-only", "dir", dir)
	}
	return c, nil
}

// ReadOnly reports whether the library is open read-only: imports and
// watching are refused, questions answered from the last committed state.
func (c *Core) ReadOnly() bool { return c.lib.ReadOnly() }

// Dir returns the data folder.
func (c *Core) Dir() string { return c.dir }

// Library returns the event library.
func (c *Core) Library() *index.Library { return c.lib }

// Settings returns the current settings.
func (c *Core) Settings() Settings { return c.settings.get() }

// UpdateSettings changes and persists the settings.
func (c *Core) UpdateSettings(fn func(*Settings)) (Settings, error) {
	return c.settings.update(fn)
}

// Today returns the reference date questions are answered for: the
// settings override when set, else now.
func (c *Core) Today() time.Time {
	if t := c.Settings().Today; t != "" {
		if d, err := time.ParseInLocation("2006-01-02", t, time.Local); err == nil {
			return d
		}
	}
	return time.Now()
}

// Jobs returns the import jobs started in this session, newest last.
func (c *Core) Jobs() []*Job {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]*Job(nil), c.jobs...)
}

// Close cancels background work, waits for it and closes the library.
func (c *Core) Close() error {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return nil
	}
	c.closed = true
	c.stopClosing()
	jobs := append([]*Job(nil), c.jobs...)
	w := c.watcher
	c.watcher = nil
	c.mu.Unlock()
	var errs []error
	if w != nil {
		errs = append(errs, w.Close())
	}
	for _, j := range jobs {
		j.Cancel()
		<-j.Done()
	}
	c.busy.Wait()
	errs = append(errs, c.lib.Close())
	return errors.Join(errs...)
}

// ErrClosed is returned for work started on a closed core.
var ErrClosed = errors.New("library is closed")

func (c *Core) isClosed() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.closed
}

// withTimeout is a small helper to bound best-effort work at shutdown.
func withTimeout(d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), d)
}

// noteScan records the outcome of a scan of watched folders in settings.
func (c *Core) noteScan(paths []string, j *Job) {
	status := "ok"
	if n := j.Failed(); n > 0 {
		status = fmt.Sprintf("%d files failed", n)
	}
	if err := j.Wait(); err != nil {
		status = err.Error()
	}
	_, err := c.UpdateSettings(func(s *Settings) {
		for i := range s.Watched {
			for _, p := range paths {
				if p == s.Watched[i].Path {
					s.Watched[i].LastScan = time.Now()
					s.Watched[i].Status = status
				}
			}
		}
	})
	if err != nil {
		c.log.Warn("saving watched folder status", "err", err)
	}
}

// AddWatchedDir persists dir as a watched folder and starts watching it
// when the core's watcher runs.
func (c *Core) AddWatchedDir(dir string) (*Job, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if st, err := os.Stat(abs); err != nil || !st.IsDir() {
		if err == nil {
			err = errors.New("not a folder")
		}
		return nil, fmt.Errorf("watching %s: %w", abs, err)
	}
	if _, err := c.UpdateSettings(func(s *Settings) {
		for _, w := range s.Watched {
			if w.Path == abs {
				return
			}
		}
		s.Watched = append(s.Watched, WatchedDir{Path: abs, Added: time.Now()})
	}); err != nil {
		return nil, err
	}
	w, err := c.watcherOrStart()
	if err != nil {
		return nil, err
	}
	return w.Add(abs)
}

// RemoveWatchedDir stops watching dir and forgets it; its events stay.
func (c *Core) RemoveWatchedDir(dir string) error {
	abs, _ := filepath.Abs(dir)
	c.mu.Lock()
	w := c.watcher
	c.mu.Unlock()
	if w != nil {
		w.Remove(abs)
	}
	_, err := c.UpdateSettings(func(s *Settings) {
		out := s.Watched[:0]
		for _, x := range s.Watched {
			if x.Path != abs {
				out = append(out, x)
			}
		}
		s.Watched = out
	})
	return err
}

// ResumeWatching starts watching every persisted watched folder (a rescan
// of each runs in the background). opts apply to the core's watcher.
func (c *Core) ResumeWatching(opts WatchOptions) ([]*Job, error) {
	c.mu.Lock()
	if c.watcher == nil && !c.closed {
		w, err := c.NewWatcher(opts)
		if err != nil {
			c.mu.Unlock()
			return nil, err
		}
		c.watcher = w
	}
	w := c.watcher
	c.mu.Unlock()
	if w == nil {
		return nil, ErrClosed
	}
	var jobs []*Job
	var errs []error
	for _, d := range c.Settings().Watched {
		j, err := w.Add(d.Path)
		if err != nil {
			errs = append(errs, err)
			c.noteWatchError(d.Path, err)
			continue
		}
		jobs = append(jobs, j)
	}
	return jobs, errors.Join(errs...)
}

func (c *Core) noteWatchError(path string, err error) {
	_, _ = c.UpdateSettings(func(s *Settings) {
		for i := range s.Watched {
			if s.Watched[i].Path == path {
				s.Watched[i].Status = err.Error()
			}
		}
	})
}

func (c *Core) watcherOrStart() (*Watcher, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil, ErrClosed
	}
	if c.watcher == nil {
		w, err := c.NewWatcher(WatchOptions{})
		if err != nil {
			return nil, err
		}
		c.watcher = w
	}
	return c.watcher, nil
}
