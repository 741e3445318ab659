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
	l.needEvents()
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
