package app

import (
	"context"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/lang/calendar"
)

// Zoom is how much time one page of the timeline shows.
type Zoom int

// Zoom levels, finest first.
const (
	ZoomDay Zoom = iota
	ZoomWeek
	ZoomMonth
	ZoomYear
)

// Zooms lists the zoom levels, finest first.
var Zooms = []Zoom{ZoomDay, ZoomWeek, ZoomMonth, ZoomYear}

func (z Zoom) String() string {
	switch z {
	case ZoomDay:
		return "day"
	case ZoomWeek:
		return "week"
	case ZoomMonth:
		return "month"
	}
	return "year"
}

// PeriodStart returns the start of the period of zoom z holding t, in
// loc: midnight, the Monday of an ISO week, the first of a month or year.
func PeriodStart(t time.Time, z Zoom, loc *time.Location) time.Time {
	t = t.In(loc)
	y, m, d := t.Date()
	switch z {
	case ZoomDay:
		return time.Date(y, m, d, 0, 0, 0, 0, loc)
	case ZoomWeek:
		back := calendar.ISOWeekday(t.Weekday()) - 1 // days since Monday
		return time.Date(y, m, d-back, 0, 0, 0, 0, loc)
	case ZoomMonth:
		return time.Date(y, m, 1, 0, 0, 0, 0, loc)
	}
	return time.Date(y, 1, 1, 0, 0, 0, 0, loc)
}

// Step moves a period start by n periods of zoom z.
func Step(start time.Time, z Zoom, n int) time.Time {
	switch z {
	case ZoomDay:
		return start.AddDate(0, 0, n)
	case ZoomWeek:
		return start.AddDate(0, 0, 7*n)
	case ZoomMonth:
		return start.AddDate(0, n, 0)
	}
	return start.AddDate(n, 0, 0)
}

// SubZoom is the unit a period of zoom z is divided into for its
// histogram and its headings: a day into hours (ZoomDay itself), a week
// and a month into days, a year into months.
func SubZoom(z Zoom) (Zoom, bool) {
	switch z {
	case ZoomWeek, ZoomMonth:
		return ZoomDay, true
	case ZoomYear:
		return ZoomMonth, true
	}
	return ZoomDay, false // hours
}

// TimelineFilter chooses the events a timeline shows.
type TimelineFilter struct {
	// Sources keeps events of these source kinds; none keeps all.
	Sources []string
	// Text keeps events whose text fields (or source kind) contain every
	// word of it, ignoring case: "dent" finds the dentist as it is typed.
	Text string
	// Events, when not nil, are the only candidates: an answer's evidence.
	Events []*ingest.Event
}

// sortByStart orders events by start time, keeping the order of equals.
func sortByStart(evs []*ingest.Event) {
	slices.SortStableFunc(evs, func(a, b *ingest.Event) int { return a.Start.Compare(b.Start) })
}

// words are the lower-cased words of the text filter.
func (f TimelineFilter) words() []string {
	return strings.Fields(strings.ToLower(f.Text))
}

// narrows reports whether every event matching f also matches prev, so
// that f can be computed from prev's events alone: same candidates and
// sources, and each word of prev inside a word of f (typing on).
func (f TimelineFilter) narrows(prev TimelineFilter) bool {
	if !slices.Equal(f.Sources, prev.Sources) || len(f.Events) != len(prev.Events) {
		return false
	}
	if len(f.Events) > 0 && &f.Events[0] != &prev.Events[0] {
		return false
	}
	now := f.words()
	for _, w := range prev.words() {
		if !slices.ContainsFunc(now, func(x string) bool { return strings.Contains(x, w) }) {
			return false
		}
	}
	return true
}

// Timeline is the events of a filter in time order, with the lookups a
// browsing view needs: the events of a period, counts per sub-period, the
// neighbouring periods that hold events. It is immutable.
type Timeline struct {
	Filter  TimelineFilter
	events  []*ingest.Event // by start; none without a start
	undated []*ingest.Event // matching events without a start time
	gen     uint64
}

// Undated counts the matching events without a start time, which no
// period shows.
func (t *Timeline) Undated() int { return len(t.undated) }

// scanChunk is how many events are matched between checks of the context.
const scanChunk = 8192

// Timeline returns the events that match f. prev, when not nil, is a
// timeline shown before: when f only narrows it (more typed text) and the
// library has not changed since, only prev's events are scanned.
func (c *Core) Timeline(ctx context.Context, f TimelineFilter, prev *Timeline) (*Timeline, error) {
	gen := c.lib.Generation()
	var cands []*ingest.Event
	switch {
	case prev != nil && prev.gen == gen && f.narrows(prev.Filter):
		cands = append(slices.Clip(prev.undated), prev.events...)
	case f.Events != nil:
		cands = slices.Clone(f.Events)
		sortByStart(cands)
	default:
		cands = c.lib.Events("")
	}
	t := &Timeline{Filter: f, gen: gen}
	keepSource := func(string) bool { return true }
	if len(f.Sources) > 0 {
		keepSource = func(s string) bool { return slices.Contains(f.Sources, s) }
	}
	words := f.words()
	out := cands[:0:0]
	for i, ev := range cands {
		if i%scanChunk == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		if !keepSource(ev.Source) || !matchWords(ev, words) {
			continue
		}
		if ev.Start.IsZero() {
			t.undated = append(t.undated, ev)
			continue
		}
		out = append(out, ev)
	}
	if len(out) == len(cands) && prev == nil && f.Events == nil {
		out = cands // the library's listing is already ours
	}
	t.events = out
	return t, nil
}

// matchWords reports whether every word occurs in one of the event's text
// or list fields or its source kind.
func matchWords(ev *ingest.Event, words []string) bool {
	for _, w := range words {
		found := containsFold(ev.Source, w)
		for i := 0; !found && i < len(ev.Fields); i++ {
			v := ev.Fields[i].Value
			switch v.Kind {
			case ingest.KindText:
				found = containsFold(v.Str, w)
			case ingest.KindList:
				for _, s := range v.List {
					if found = containsFold(s, w); found {
						break
					}
				}
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// containsFold reports whether s contains the lower-case word, ignoring
// the case of s, without allocating for ASCII text.
func containsFold(s, word string) bool {
	if len(word) == 0 {
		return true
	}
	if len(s) < len(word) {
		return false
	}
	for i := 0; i < len(word); i++ {
		if word[i] >= utf8.RuneSelf {
			return strings.Contains(strings.ToLower(s), word)
		}
	}
	first := word[0]
	for i := 0; i+len(word) <= len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return strings.Contains(strings.ToLower(s), word)
		}
		if lower(c) != first {
			continue
		}
		j := 1
		for j < len(word) && lower(s[i+j]) == word[j] {
			j++
		}
		if j == len(word) {
			return true
		}
	}
	return false
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// Len is the number of dated events.
func (t *Timeline) Len() int { return len(t.events) }

// First and Last are the start times of the earliest and latest events;
// zero when the timeline is empty.
func (t *Timeline) First() time.Time {
	if len(t.events) == 0 {
		return time.Time{}
	}
	return t.events[0].Start
}

// Last is the start of the latest event.
func (t *Timeline) Last() time.Time {
	if len(t.events) == 0 {
		return time.Time{}
	}
	return t.events[len(t.events)-1].Start
}

// index is the position of the first event starting at or after at.
func (t *Timeline) index(at time.Time) int {
	return sort.Search(len(t.events), func(i int) bool { return !t.events[i].Start.Before(at) })
}

// Range returns the events starting in [from, to), in order. The slice
// is shared: callers must not modify it.
func (t *Timeline) Range(from, to time.Time) []*ingest.Event {
	lo, hi := t.index(from), t.index(to)
	if lo >= hi {
		return nil
	}
	return t.events[lo:hi:hi]
}

// Count is the number of events starting in [from, to).
func (t *Timeline) Count(from, to time.Time) int {
	return max(0, t.index(to)-t.index(from))
}

// Bucket is a sub-period of a page with the number of its events.
type Bucket struct {
	Start, End time.Time
	Count      int
}

// Buckets divides the period of zoom z starting at start into its
// sub-periods (see SubZoom; hours for a day) and counts each.
func (t *Timeline) Buckets(start time.Time, z Zoom) []Bucket {
	end := Step(start, z, 1)
	sub, ok := SubZoom(z)
	next := func(s time.Time) time.Time {
		if !ok {
			return s.Add(time.Hour)
		}
		return Step(s, sub, 1)
	}
	var out []Bucket
	for s := start; s.Before(end); s = next(s) {
		e := next(s)
		if e.After(end) {
			e = end
		}
		out = append(out, Bucket{Start: s, End: e, Count: t.Count(s, e)})
	}
	return out
}

// Near returns the start of the period of zoom z holding the event
// nearest to at: the page to show when at's own period is empty.
func (t *Timeline) Near(at time.Time, z Zoom, loc *time.Location) time.Time {
	if len(t.events) == 0 {
		return PeriodStart(at, z, loc)
	}
	i := t.index(at)
	switch {
	case i == len(t.events):
		i--
	case i > 0 && at.Sub(t.events[i-1].Start) < t.events[i].Start.Sub(at):
		i--
	}
	return PeriodStart(t.events[i].Start, z, loc)
}

// Neighbour returns the start of the nearest period before (dir < 0) or
// after (dir > 0) the one starting at start that holds events, skipping
// empty ones, and false when there is none.
func (t *Timeline) Neighbour(start time.Time, z Zoom, dir int, loc *time.Location) (time.Time, bool) {
	if dir < 0 {
		i := t.index(start)
		if i == 0 {
			return time.Time{}, false
		}
		return PeriodStart(t.events[i-1].Start, z, loc), true
	}
	i := t.index(Step(start, z, 1))
	if i == len(t.events) {
		return time.Time{}, false
	}
	return PeriodStart(t.events[i].Start, z, loc), true
}

// SourceCounts counts the timeline's events per source kind.
func (t *Timeline) SourceCounts() map[string]int {
	out := map[string]int{}
	for _, ev := range t.events {
		out[ev.Source]++
	}
	return out
}

// Years divides the whole timeline into calendar years in loc, from the
// first event's to the last's, and counts each: the overview above the
// periods.
func (t *Timeline) Years(loc *time.Location) []Bucket { return t.Span(ZoomYear, loc) }

// Span divides the whole timeline into consecutive periods of zoom z in
// loc, from the first event's to the last's, and counts each.
func (t *Timeline) Span(z Zoom, loc *time.Location) []Bucket {
	if len(t.events) == 0 {
		return nil
	}
	first := PeriodStart(t.First(), z, loc)
	last := PeriodStart(t.Last(), z, loc)
	var out []Bucket
	for p := first; !p.After(last); p = Step(p, z, 1) {
		e := Step(p, z, 1)
		out = append(out, Bucket{Start: p, End: e, Count: t.Count(p, e)})
	}
	return out
}
