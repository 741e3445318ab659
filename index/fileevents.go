package index

import (
	"slices"

	"reqap/ingest"
)

// FileEvents returns the events stored for the file path (as written by
// its FileWriter), sorted by start: what removing the file takes away, so
// that the removal can be undone.
func (l *Library) FileEvents(path string) []*ingest.Event {
	l.mu.RLock()
	out := make([]*ingest.Event, 0, len(l.byFile[path]))
	for id := range l.byFile[path] {
		out = append(out, l.events[id].ev)
	}
	l.mu.RUnlock()
	slices.SortFunc(out, compareEvents)
	return out
}
