package index

import (
	"slices"
	"sort"
	"time"

	"reqap/ingest"
)

// view is an immutable snapshot of the cache's events sorted by start, one
// list per source plus all of them merged. It is rebuilt lazily when the
// cache changes (cacheVersion), re-sorting only the sources that changed, so reads
// during an import cost one sort of the source being imported.
type view struct {
	gen     uint64
	sources map[string]*sortedSource
	all     *sortedSource
}

type sortedSource struct {
	version uint64
	events  []*ingest.Event // by start, then id
	// maxSpan is the longest End-Start among events, which bounds how far
	// before a time window an overlapping event can start.
	maxSpan time.Duration
}

// compareEvents orders events by start, then id, so listings are stable.
func compareEvents(a, b *ingest.Event) int {
	if c := a.Start.Compare(b.Start); c != 0 {
		return c
	}
	switch {
	case a.ID < b.ID:
		return -1
	case a.ID > b.ID:
		return 1
	}
	return 0
}

// currentView returns the sorted view of the events in memory (callers
// load the sources they read first).
func (l *Library) currentView() *view {
	gen := l.cacheVersion()
	if v := l.view.Load(); v != nil && v.gen == gen {
		return v
	}
	l.viewMu.Lock()
	defer l.viewMu.Unlock()
	prev := l.view.Load()
	if prev != nil && prev.gen == l.cacheVersion() {
		return prev
	}

	type stale struct {
		src     string
		version uint64
		events  []*ingest.Event
	}
	var todo []stale
	fromSnapshot := false
	next := &view{sources: map[string]*sortedSource{}}
	l.mu.RLock()
	next.gen = l.cacheVersion() // the cache and its version move together under mu
	for src, set := range l.bySource {
		if prev != nil {
			if old := prev.sources[src]; old != nil && old.version == set.version {
				next.sources[src] = old
				continue
			}
		}
		if set.sorted != nil {
			next.sources[src] = &sortedSource{version: set.version, events: set.sorted, maxSpan: maxSpan(set.sorted)}
			fromSnapshot = true
			continue
		}
		evs := make([]*ingest.Event, 0, len(set.events))
		for _, ev := range set.events {
			evs = append(evs, ev)
		}
		todo = append(todo, stale{src, set.version, evs})
	}
	l.mu.RUnlock()

	for _, s := range todo {
		slices.SortFunc(s.events, compareEvents)
		next.sources[s.src] = &sortedSource{version: s.version, events: s.events, maxSpan: maxSpan(s.events)}
	}
	if prev != nil && len(todo) == 0 && !fromSnapshot && len(prev.sources) == len(next.sources) {
		next.all = prev.all
	} else {
		lists := make([]*sortedSource, 0, len(next.sources))
		for _, s := range next.sources {
			lists = append(lists, s)
		}
		next.all = mergeSources(lists)
	}
	l.view.Store(next)
	return next
}

func maxSpan(evs []*ingest.Event) time.Duration {
	var m time.Duration
	for _, ev := range evs {
		if d := ev.End.Sub(ev.Start); d > m {
			m = d
		}
	}
	return m
}

// mergeSources merges sorted lists into one, pairwise, so the cost is
// n·log(k) rather than a full sort.
func mergeSources(lists []*sortedSource) *sortedSource {
	out := &sortedSource{}
	if len(lists) == 0 {
		return out
	}
	evs := make([][]*ingest.Event, len(lists))
	for i, s := range lists {
		evs[i] = s.events
		out.maxSpan = max(out.maxSpan, s.maxSpan)
	}
	out.events = mergeLists(evs)
	return out
}

// mergeLists merges event lists sorted by compareEvents. A single list is
// returned as is; callers must not modify the result.
func mergeLists(lists [][]*ingest.Event) []*ingest.Event {
	switch len(lists) {
	case 0:
		return nil
	case 1:
		return lists[0]
	}
	for len(lists) > 1 {
		var next [][]*ingest.Event
		for i := 0; i+1 < len(lists); i += 2 {
			next = append(next, merge2(lists[i], lists[i+1]))
		}
		if len(lists)%2 == 1 {
			next = append(next, lists[len(lists)-1])
		}
		lists = next
	}
	return lists[0]
}

func merge2(a, b []*ingest.Event) []*ingest.Event {
	out := make([]*ingest.Event, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if compareEvents(b[j], a[i]) < 0 {
			out = append(out, b[j])
			j++
		} else {
			out = append(out, a[i])
			i++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// window returns the events of s that overlap [from, to) (zero bounds are
// open), in order. Events without a start never match a bounded window.
func (s *sortedSource) window(from, to time.Time) []*ingest.Event {
	evs := s.events
	if from.IsZero() && to.IsZero() {
		return evs
	}
	lo, hi := 0, len(evs)
	if !from.IsZero() {
		earliest := from.Add(-s.maxSpan)
		lo = sort.Search(len(evs), func(i int) bool { return !evs[i].Start.Before(earliest) })
	}
	if !to.IsZero() {
		hi = sort.Search(len(evs), func(i int) bool { return !evs[i].Start.Before(to) })
	}
	if lo >= hi {
		return nil
	}
	out := make([]*ingest.Event, 0, hi-lo)
	for _, ev := range evs[lo:hi] {
		if overlaps(ev, from, to) {
			out = append(out, ev)
		}
	}
	return out
}

// overlaps reports whether ev overlaps [from, to); an instant overlaps
// when it lies inside. Zero bounds are open.
func overlaps(ev *ingest.Event, from, to time.Time) bool {
	if from.IsZero() && to.IsZero() {
		return true
	}
	if ev.Start.IsZero() {
		return false
	}
	if !to.IsZero() && !ev.Start.Before(to) {
		return false
	}
	if from.IsZero() {
		return true
	}
	return ev.End.After(from) || !ev.Start.Before(from)
}
