package index

import (
	"slices"

	"reqap/ingest"
)

// FileEvents returns the events a file holds, in order of start: its own
// copies, including those of records other files hold too (Events lists
// such a record once, with the origin of one file). Callers that rewrite
// or remove a file's events need exactly these.
func (l *Library) FileEvents(path string) []*ingest.Event {
	l.needFiles()
	l.mu.RLock()
	var g uint64
	if fs := l.files[path]; fs != nil {
		g = fs.rec.Gen
	}
	all := l.allLoaded
	l.mu.RUnlock()
	// Its generation holds exactly its copies: read them from disk rather
	// than loading the whole library for one file.
	if g != 0 && !all {
		if evs, err := l.readGeneration(g); err == nil {
			slices.SortFunc(evs, compareEvents)
			return evs
		}
	}
	l.needEvents()
	if err := l.ensureMembers(); err != nil {
		l.log.Error("reading the library's event ids", "err", err)
	}
	l.ensureIndexed(nil)
	l.mu.RLock()
	fs := l.files[path]
	var out []*ingest.Event
	if fs != nil {
		out = make([]*ingest.Event, 0, len(fs.ids))
		for _, id := range fs.ids {
			e := l.events[id]
			switch {
			case e == nil:
			case e.file == path:
				out = append(out, e.ev)
			default:
				for _, c := range e.more {
					if c.file == path {
						out = append(out, c.ev)
						break
					}
				}
			}
		}
	}
	l.mu.RUnlock()
	slices.SortFunc(out, compareEvents)
	return out
}
