package app

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"reqap/index"
	"reqap/ingest"
	"reqap/lang/plural"
)

// Removal is what one Remove call took out of the library: the files'
// records and events, kept so that Undo can put them back exactly. It
// holds the events the library let go of, so it costs no more memory than
// the library did; Forget drops them once undo is no longer offered.
type Removal struct {
	core *Core
	// What names what was removed, for messages: "team.ics", "Music (3
	// files)", "the folder Exports", "the demo data".
	What   string
	Files  int
	Events int

	mu      sync.Mutex
	files   []removedFile
	watched *WatchedDir // a watched folder that was stopped
	today   string      // a "today" override that was cleared
	state   removalState
}

type removalState int

const (
	removed removalState = iota
	undone
	forgotten
)

type removedFile struct {
	rec    index.FileRecord
	hasRec bool
	events []*ingest.Event
}

// ErrUndoGone is returned by Undo after Forget or a first Undo.
var ErrUndoGone = errors.New("this removal can no longer be undone")

// RemoveFiles removes imported files from the library: their events and
// records. paths are as the library records them (FileRecord.Path).
func (c *Core) RemoveFiles(ctx context.Context, paths []string) (*Removal, error) {
	what := plural.Noun(len(paths), "file")
	if len(paths) == 1 {
		what = filepath.Base(strings.TrimSuffix(paths[0], "/"))
		if _, member, ok := ingest.SplitMember(paths[0]); ok {
			what = filepath.Base(member)
		}
	}
	r := &Removal{core: c, What: what}
	return r, r.take(ctx, paths)
}

// RemoveSource removes every file that holds events of the source kind.
func (c *Core) RemoveSource(ctx context.Context, source, name string) (*Removal, error) {
	paths := c.filesOf(func(ev *ingest.Event) bool { return ev.Source == source })
	if len(paths) == 0 {
		return nil, fmt.Errorf("removing %s: the library holds no events of it", name)
	}
	r := &Removal{core: c, What: name}
	return r, r.take(ctx, paths)
}

// RemoveWatchedFolder stops watching dir and removes the files imported
// from it.
func (c *Core) RemoveWatchedFolder(ctx context.Context, dir string) (*Removal, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("removing the folder %s: %w", dir, err)
	}
	r := &Removal{core: c, What: "the folder " + filepath.Base(abs)}
	for _, w := range c.Settings().Watched {
		if w.Path == abs {
			r.watched = &w
		}
	}
	if r.watched != nil {
		if err := c.RemoveWatchedDir(abs); err != nil {
			return nil, fmt.Errorf("removing the folder %s: %w", abs, err)
		}
	}
	return r, r.take(ctx, c.filesUnder(abs))
}

// RemoveDemo removes the demo dataset's files and the "today" override it
// set.
func (c *Core) RemoveDemo(ctx context.Context) (*Removal, error) {
	r := &Removal{core: c, What: "the demo data"}
	if day := demoToday(c.DemoDir()); day != "" && c.Settings().Today == day {
		r.today = day
		if _, err := c.UpdateSettings(func(s *Settings) { s.Today = "" }); err != nil {
			return nil, fmt.Errorf("removing the demo data: %w", err)
		}
	}
	return r, r.take(ctx, c.filesUnder(c.DemoDir()))
}

// filesUnder lists the recorded files inside dir, archive members
// included.
func (c *Core) filesUnder(dir string) []string {
	prefix := dir + string(filepath.Separator)
	var out []string
	for _, rec := range c.lib.Files() {
		if strings.HasPrefix(rec.Path, prefix) {
			out = append(out, rec.Path)
		}
	}
	return out
}

// filesOf lists the files that hold an event keep accepts.
func (c *Core) filesOf(keep func(*ingest.Event) bool) []string {
	seen := map[string]bool{}
	for _, ev := range c.lib.Events("") {
		if keep(ev) {
			for _, o := range c.lib.Origins(ev.ID) { // every file holding the record
				seen[o.File] = true
			}
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// take removes the files, remembering what each held. A failure stops
// it; what was removed until then stays removed and can be undone.
func (r *Removal) take(ctx context.Context, paths []string) error {
	lib := r.core.lib
	held := r.core.eventsOf(paths)
	for _, p := range paths {
		rec, hasRec := lib.File(p)
		f := removedFile{rec: rec, hasRec: hasRec, events: held[p]}
		if err := lib.RemoveFile(ctx, p); err != nil {
			return fmt.Errorf("removing %s: %w", r.What, err)
		}
		r.mu.Lock()
		r.files = append(r.files, f)
		r.Files++
		r.Events += len(f.events)
		r.mu.Unlock()
	}
	r.core.log.Info("removed from the library", "what", r.What, "files", r.Files, "events", r.Events)
	return nil
}

// eventsOf collects the events read from each of paths (each file's own
// copies, see index.Library.FileEvents), in time order.
func (c *Core) eventsOf(paths []string) map[string][]*ingest.Event {
	want := make(map[string][]*ingest.Event, len(paths))
	for _, p := range paths {
		want[p] = c.lib.FileEvents(p)
	}
	return want
}

// Undo puts back what was removed: the files' events and records, the
// watched folder and the "today" override. It can run once.
func (r *Removal) Undo(ctx context.Context) error {
	r.mu.Lock()
	if r.state != removed {
		r.mu.Unlock()
		return ErrUndoGone
	}
	r.state = undone
	files := r.files
	r.files = nil
	r.mu.Unlock()

	lib := r.core.lib
	for _, f := range files {
		path := f.rec.Path
		if !f.hasRec && len(f.events) > 0 {
			path = f.events[0].Origin.File
		}
		fw, err := lib.BeginFile(path)
		if err != nil {
			return fmt.Errorf("restoring %s: %w", path, err)
		}
		for _, ev := range f.events {
			if err := fw.Add(*ev); err != nil {
				fw.Abort()
				return fmt.Errorf("restoring %s: %w", path, err)
			}
		}
		if err := fw.Commit(ctx, f.rec); err != nil {
			return fmt.Errorf("restoring %s: %w", path, err)
		}
	}
	if r.today != "" {
		if _, err := r.core.UpdateSettings(func(s *Settings) {
			if s.Today == "" {
				s.Today = r.today
			}
		}); err != nil {
			return fmt.Errorf("restoring the demo's today: %w", err)
		}
	}
	if r.watched != nil {
		if _, err := r.core.AddWatchedDir(r.watched.Path); err != nil {
			return fmt.Errorf("watching %s again: %w", r.watched.Path, err)
		}
	}
	r.core.log.Info("removal undone", "what", r.What, "files", len(files))
	return nil
}

// Forget ends the chance to undo and lets the removed events go.
func (r *Removal) Forget() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.state == removed {
		r.state = forgotten
		r.files = nil
	}
}
