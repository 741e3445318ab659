package index

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"

	"reqap/index/columns"
	"reqap/ingest"
)

// Column tables (package columns) are the second derived form of a
// source, beside its snapshot: the same events, held as columns, so that a
// question counting or grouping a lifetime of plays never makes a Go
// object per play. A table is written with the snapshot (or, for a
// source read from a snapshot made before tables existed, by the first
// question that asks for it), is valid for the same committed state, and
// is mapped into memory rather than read.

const columnsExt = ".columns"

// columnCache holds the tables of the current state, by source.
type columnCache struct {
	mu     sync.Mutex
	tables map[string]*columns.Table
	unfit  map[string]string // the signature a source's events did not fit a table at
}

// StateSignature names the committed state of the library's events: every
// file holding some and its generation, so any commit that changes events
// (an import, a re-derivation) changes it. What is derived from the whole
// library (the person's detected identity) is kept for it; a snapshot or
// column table is kept for its own source's state only.
func (l *Library) StateSignature() string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.signatureLocked("")
}

func (l *Library) columnsPath(source string) string {
	return filepath.Join(l.dir, snapshotFolder, hex.EncodeToString([]byte(source))+columnsExt)
}

// Columns returns the events of source as a column table, in view order
// (the order of Events). It fails for a source a table cannot hold (see
// columns.Build); callers then read Events.
func (l *Library) Columns(ctx context.Context, source string) (*columns.Table, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	sig := l.sourceSignature(source)
	l.cols.mu.Lock()
	defer l.cols.mu.Unlock()
	if t := l.tableLocked(source, sig); t != nil {
		return t, nil
	}
	if l.cols.unfit[source] == sig {
		return nil, fmt.Errorf("making the %s column table: %w", source, columns.ErrUnfit)
	}
	if l.streamed(source) {
		t, err := l.streamLocked(ctx, source, sig)
		if errors.Is(err, columns.ErrUnfit) {
			l.cols.unfit[source] = sig
		}
		if !errors.Is(err, errNoStream) {
			if err != nil {
				return nil, err
			}
			l.cols.tables[source] = t
			return t, nil
		}
	}
	if err := l.ensureSources([]string{source}); err != nil {
		return nil, err
	}
	v := l.currentView()
	var evs []*ingest.Event
	if s := v.sources[source]; s != nil {
		evs = s.events
	}
	if l.sourceSignature(source) != sig {
		return nil, fmt.Errorf("making the %s column table: the library changed meanwhile", source)
	}
	t, err := columns.Build(source, sig, evs)
	if errors.Is(err, columns.ErrUnfit) {
		l.cols.unfit[source] = sig
	}
	if err != nil {
		return nil, err
	}
	l.cols.tables[source] = t
	if l.usesSnapshots() && l.w != nil {
		l.writeColumns(source, sig, evs)
	}
	return t, nil
}

// streamLocked makes source's table (and snapshot) by streaming, with
// commits held off so the state stays sig. The caller holds cols.mu.
func (l *Library) streamLocked(ctx context.Context, source, sig string) (*columns.Table, error) {
	defer l.lockLoad()()
	if l.isClosed() {
		return nil, ErrClosed
	}
	if l.sourceSignature(source) != sig {
		return nil, fmt.Errorf("making the %s column table: the library changed meanwhile", source)
	}
	return l.streamSource(ctx, source, sig)
}

// readyColumns returns source's table of the committed state when it is
// mapped or on disk, without making one; else nil.
func (l *Library) readyColumns(source string) *columns.Table {
	sig := l.sourceSignature(source)
	l.cols.mu.Lock()
	defer l.cols.mu.Unlock()
	return l.tableLocked(source, sig)
}

// tableLocked returns source's table for sig from the cache or its file,
// or nil. The caller holds cols.mu.
func (l *Library) tableLocked(source, sig string) *columns.Table {
	if t := l.cols.tables[source]; t != nil && t.Signature() == sig {
		return t
	}
	if l.cols.tables == nil {
		l.cols.tables, l.cols.unfit = map[string]*columns.Table{}, map[string]string{}
	}
	if !l.usesSnapshots() {
		return nil
	}
	t, err := columns.Open(l.columnsPath(source), sig)
	switch {
	case err == nil && t.Source() == source:
		l.cols.tables[source] = t
		return t
	case err != nil && !errors.Is(err, os.ErrNotExist) && !errors.Is(err, columns.ErrStale):
		l.log.Warn("reading the events instead of a damaged column table", "source", source, "err", err)
	}
	return nil
}

// writeColumns writes a source's table in the background (Close waits).
func (l *Library) writeColumns(source, sig string, evs []*ingest.Event) {
	l.snapWrites.Add(1)
	go func() {
		defer l.snapWrites.Done()
		if err := os.MkdirAll(filepath.Join(l.dir, snapshotFolder), 0o700); err != nil {
			l.log.Warn("not writing the column table", "source", source, "err", err)
			return
		}
		if err := columns.Write(l.columnsPath(source), source, sig, evs); err != nil {
			logColumnsNotWritten(l.log, source, err)
		}
	}()
}

// logColumnsNotWritten says why a source has no table: a warning when
// writing failed, a debug line when its events do not fit one (a calendar
// entry in the year 1 is not a fault).
func logColumnsNotWritten(log *slog.Logger, source string, err error) {
	if errors.Is(err, columns.ErrUnfit) {
		log.Debug("no column table; questions read the events", "source", source, "err", err)
		return
	}
	log.Warn("the next question will read the events instead of columns", "source", source, "err", err)
}
