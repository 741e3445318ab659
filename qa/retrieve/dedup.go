package retrieve

import (
	"context"
	"slices"
	"sort"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/retrieve/lexicon"
)

// Limits of de-duplication.
const (
	// maxHappening is the longest span that absorbs overlapping events: a
	// longer one (a semester, a "football season" entry) is a period in
	// which many happenings take place, not one happening.
	maxHappening = 31 * 24 * time.Hour
	// afterWindow is how soon after a happening a text without a day
	// reference must be written to be about it ("Home win!! ⚽" an hour
	// after the match).
	afterWindow = 2 * time.Hour
	// announceSlack is how far an entry may start from the time a
	// reminder announces and still be the announced happening.
	announceSlack = 15 * time.Minute
)

// shortMedia are sources of many short plays.
var shortMedia = map[string]bool{ingest.MusicStream: true, ingest.PodcastStream: true, ingest.AudiobookStrm: true, ingest.VideoStream: true}

// node is a kept event during de-duplication.
type node struct {
	c          *cand
	start, end int64 // unix nanoseconds, end ≥ start
	instant    bool
	text       bool
	period     bool
	group      int  // source kind + export format: never merged among themselves
	attached   bool // joined by a text rule, not by time overlap
	told       bool // a happening a journal tells (see matchTold)
}

// dedup merges the events that describe one happening into one item (see
// the package documentation for the rules) and returns the items by start
// and the number of events they hold.
func (r *Retriever) dedup(ctx context.Context, q *Query, cs []*cand) ([]*qa.Item, int) {
	cs = journalView(q, cs)
	if len(cs) == 0 {
		return []*qa.Item{}, 0
	}
	nodes := make([]node, len(cs))
	groups := map[[2]string]int{}
	var last [2]string
	gi := -1
	for i, c := range cs {
		s, e := span(c.ev)
		// Events come in runs of one export: look the group up only when
		// it changes.
		if g := [2]string{c.ev.Source, c.ev.Origin.Format}; gi < 0 || g != last {
			var ok bool
			if gi, ok = groups[g]; !ok {
				gi = len(groups)
				groups[g] = gi
			}
			last = g
		}
		nodes[i] = node{c: c, start: s.UnixNano(), end: e.UnixNano(), instant: !e.After(s),
			text: textSources[c.ev.Source], period: e.Sub(s) > maxHappening, group: gi, told: told(c.ev)}
	}
	if !sortedNodes(nodes) {
		sort.SliceStable(nodes, func(i, j int) bool {
			if nodes[i].start != nodes[j].start {
				return nodes[i].start < nodes[j].start
			}
			return nodes[i].c.ev.ID < nodes[j].c.ev.ID
		})
	}
	// Reminders and confirmations are about the happening they announce
	// ("Appointment reminder: Fri 28 Jul at 11:45"): found once here, they
	// join the entry at that time (attachTexts) or stand for it (items).
	announced := map[int]time.Time{}
	for i := range nodes {
		if e := nodes[i].c.ev; nodes[i].text {
			if at, ok := lexicon.FindAnnounced(eventText(e), e.Start); ok {
				announced[i] = at
			}
		}
	}
	uf := newUnionFind(len(nodes))
	// Records of one export never merge with each other unless they are
	// copies in two files, so a single group from a single file (all music
	// streams of one Spotify export) needs no sweep.
	if len(groups) > 1 || manyFiles(cs) {
		r.mergeOverlaps(ctx, nodes, uf)
		matchTold(nodes, uf)
		r.attachTexts(nodes, announced, uf)
	}
	items := r.items(q, nodes, announced, uf)
	n := 0
	for _, it := range items {
		n += len(it.Events)
	}
	return items, n
}

// recordItems makes one item per record of one export, sorted by start:
// one per event, except that copies of a record in several files (events
// starting together, see copies) make one item together.
func recordItems(ctx context.Context, evs []*ingest.Event) ([]*qa.Item, error) {
	items := make([]*qa.Item, 0, len(evs))
	for i := 0; i < len(evs); {
		if i%4096 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		j := i + 1
		for j < len(evs) && evs[j].Start.Equal(evs[i].Start) {
			j++
		}
		if j == i+1 {
			items = append(items, qa.ItemFromEvents(evs[i:j:j]...))
			i = j
			continue
		}
		// Records starting together: group the copies among them.
		used := make([]bool, j-i)
		for a := i; a < j; a++ {
			if used[a-i] {
				continue
			}
			group := []*ingest.Event{evs[a]}
			na := recordNode(evs[a])
			for b := a + 1; b < j; b++ {
				if nb := recordNode(evs[b]); !used[b-i] && copies(&na, &nb) && !slices.ContainsFunc(group, func(e *ingest.Event) bool { return e.Origin.File == evs[b].Origin.File }) {
					used[b-i] = true
					group = append(group, evs[b])
				}
			}
			items = append(items, qa.ItemFromEvents(group...))
		}
		i = j
	}
	return items, nil
}

// recordNode is the node copies compares for an event.
func recordNode(e *ingest.Event) node {
	s, en := span(e)
	return node{c: &cand{ev: e}, start: s.UnixNano(), end: en.UnixNano()}
}

func manyFiles(cs []*cand) bool {
	for _, c := range cs[1:] {
		if c.ev.Origin.File != cs[0].ev.Origin.File {
			return true
		}
	}
	return false
}

func sortedNodes(ns []node) bool {
	for i := 1; i < len(ns); i++ {
		if ns[i].start < ns[i-1].start || ns[i].start == ns[i-1].start && ns[i].c.ev.ID < ns[i-1].c.ev.ID {
			return false
		}
	}
	return true
}

// span is the event's time span as qa.ItemFromEvents sees it: all-day
// events cover their days up to 23:59:59, instants end when they start.
func span(e *ingest.Event) (time.Time, time.Time) {
	s, en := e.Start, e.End
	if e.AllDay {
		if !en.After(s) {
			en = s.AddDate(0, 0, 1)
		}
		return s, en.Add(-time.Second)
	}
	if en.IsZero() || en.Before(s) {
		en = s
	}
	return s, en
}

// overlap reports whether two nodes' spans overlap, with a.start ≤
// b.start: spans that intersect (touching does not count), an instant
// inside a span (bounds included), or identical instants.
func overlap(a, b *node) bool {
	switch {
	case a.instant && b.instant:
		return a.start == b.start
	case b.instant:
		return b.start <= a.end
	case a.instant:
		return a.start == b.start
	}
	return b.start < a.end
}

// mergeable reports whether two overlapping nodes may describe one
// happening: neither is a long period, and they are copies of one record in
// two files, or come from different exports (two runs, two songs, two
// calendar entries of one export are always two) and matched a common query
// concept.
func mergeable(a, b *node) bool {
	return !a.period && !b.period && !a.told && !b.told && (copies(a, b) || a.group != b.group && a.c.mask&b.c.mask != 0)
}

// copies reports whether two nodes of one kind of export are the same
// record kept in two files: an event in two calendars, an export saved
// twice. They span exactly the same time and say the same.
func copies(a, b *node) bool {
	ea, eb := a.c.ev, b.c.ev
	return ea.Origin.File != eb.Origin.File && a.start == b.start && a.end == b.end &&
		ea.AllDay == eb.AllDay && ea.Summary() != "" && ea.Summary() == eb.Summary()
}

// mergeOverlaps unions overlapping mergeable nodes with a sweep over start
// times, keeping the nodes whose span is still open.
func (r *Retriever) mergeOverlaps(ctx context.Context, nodes []node, uf *unionFind) {
	var active []int
	for i := range nodes {
		if i%4096 == 0 && ctx.Err() != nil {
			return
		}
		n := &nodes[i]
		keep := active[:0]
		for _, j := range active {
			if nodes[j].end >= n.start {
				keep = append(keep, j)
			}
		}
		active = keep
		for _, j := range active {
			a := &nodes[j]
			if overlap(a, n) && mergeable(a, n) {
				uf.union(j, i)
			}
		}
		active = append(active, i)
	}
}

// attachTexts joins texts written after a happening to it: a text that
// names a day ("yesterday", "last night", "on Sunday", "12 March") joins
// the structured or calendar event of that day that matched a common
// concept and ended before the text was written (within the part of the
// day it names; the latest one if several); a text naming no day joins
// such an event that ended at most afterWindow before it, the same day.
// A text announcing a coming time (announced) joins instead the entry
// starting within announceSlack of that time.
// Texts already merged with a structured event by overlap stay where they
// are.
func (r *Retriever) attachTexts(nodes []node, announced map[int]time.Time, uf *unionFind) {
	byDay := map[qa.Date][]int{}
	anyText := false
	for i := range nodes {
		n := &nodes[i]
		if n.text {
			anyText = true
			continue
		}
		// Songs and episodes are many and short: a text is about the
		// listening, not about one track that happened to end before it.
		if !n.period && !shortMedia[n.c.ev.Source] {
			byDay[qa.DateOf(n.c.ev.Start)] = append(byDay[qa.DateOf(n.c.ev.Start)], i)
		}
	}
	if !anyText || len(byDay) == 0 {
		return
	}
	hasStructured := make(map[int]bool)
	for i := range nodes {
		if !nodes[i].text {
			hasStructured[uf.find(i)] = true
		}
	}
	for i := range nodes {
		t := &nodes[i]
		if !t.text || hasStructured[uf.find(i)] {
			continue
		}
		written := t.c.ev.Start
		best := -1
		if at, ok := announced[i]; ok {
			lo, hi := at.Add(-announceSlack).UnixNano(), at.Add(announceSlack).UnixNano()
			for j := sort.Search(len(nodes), func(j int) bool { return nodes[j].start >= lo }); j < len(nodes) && nodes[j].start <= hi; j++ {
				if s := &nodes[j]; !s.text && s.c.mask&t.c.mask != 0 {
					best = j
					break
				}
			}
		} else if ref, ok := r.lex.FindDay(eventText(t.c.ev), written); ok {
			from, to := ref.Part.Hours()
			for _, j := range byDay[ref.Date] {
				s := &nodes[j]
				if s.c.mask&t.c.mask == 0 || s.end > t.start {
					continue
				}
				if !inPart(s.c.ev.Start.Hour(), from, to) {
					continue
				}
				if best < 0 || s.end > nodes[best].end {
					best = j
				}
			}
		} else {
			for _, j := range byDay[qa.DateOf(written)] {
				s := &nodes[j]
				if s.c.mask&t.c.mask == 0 || s.end > t.start || t.start-s.end > int64(afterWindow) {
					continue
				}
				if best < 0 || s.end > nodes[best].end {
					best = j
				}
			}
		}
		if best >= 0 {
			uf.union(best, i)
			t.attached = true
			hasStructured[uf.find(i)] = true
		}
	}
}

// eventText is what a text event says: its text fields, start first.
func eventText(e *ingest.Event) string {
	var b strings.Builder
	for _, k := range []string{"text", "subject", "title", "summary", "body", "description"} {
		if v := e.Text(k); v != "" {
			if b.Len() > 0 {
				b.WriteString(". ")
			}
			b.WriteString(v)
		}
		if b.Len() > 4000 {
			break
		}
	}
	return b.String()
}

// items builds one item per component, in order of the component's first
// event.
func (r *Retriever) items(q *Query, nodes []node, announced map[int]time.Time, uf *unionFind) []*qa.Item {
	members := map[int][]int{}
	multi := false
	for i := range nodes {
		root := uf.find(i)
		if root != i || uf.size[root] > 1 {
			multi = true
		}
		if uf.size[root] > 1 {
			members[root] = append(members[root], i)
		}
	}
	out := make([]*qa.Item, 0, len(nodes))
	retimed := false
	// Single events share one backing array, saving an allocation each.
	singles := make([]*ingest.Event, len(nodes))
	for i := range nodes {
		root := uf.find(i)
		if !multi || uf.size[root] == 1 {
			// A lone event that matched only part of the query found no
			// happening to complete it.
			if nodes[i].c.label != Relevant {
				continue
			}
			singles[i] = nodes[i].c.ev
			if at, ok := announced[i]; ok {
				out = append(out, qa.ItemAt(at, at, singles[i:i+1:i+1]...))
				retimed = true
				continue
			}
			out = append(out, qa.ItemFromEvents(singles[i:i+1:i+1]...))
			continue
		}
		ms := members[root]
		if ms[0] != i {
			continue // emitted with its first member
		}
		if keepGroup(q, nodes, ms) {
			out = append(out, groupItem(nodes, ms))
		}
	}
	if retimed {
		sort.SliceStable(out, func(i, j int) bool {
			return out[i].Value(qa.AttrStartDateTime).(time.Time).Before(out[j].Value(qa.AttrStartDateTime).(time.Time))
		})
	}
	return out
}

// keepGroup reports whether a merged happening qualifies: one of its
// events is relevant by itself, or together they match every required
// concept.
func keepGroup(q *Query, nodes []node, ms []int) bool {
	var mask uint64
	for _, i := range ms {
		c := nodes[i].c
		if c.label == Relevant {
			return true
		}
		mask |= c.mask
	}
	req := q.requiredMask()
	return q.Required > 0 && mask&req == req
}

// groupItem builds the item of a merged happening: structured events
// first, then texts; its times are those of the events merged by overlap
// (a post written the next day does not stretch the happening).
func groupItem(nodes []node, ms []int) *qa.Item {
	var anchors, attached []*ingest.Event
	for _, i := range ms {
		if !nodes[i].text {
			anchors = append(anchors, nodes[i].c.ev)
		}
	}
	for _, i := range ms {
		if nodes[i].text {
			if nodes[i].attached {
				attached = append(attached, nodes[i].c.ev)
			} else {
				anchors = append(anchors, nodes[i].c.ev)
			}
		}
	}
	it := qa.ItemWith(anchors, attached)
	if len(attached) == 0 {
		return it
	}
	var sources []string
	for _, e := range it.Events {
		if !slices.Contains(sources, e.Source) {
			sources = append(sources, e.Source)
		}
	}
	if len(sources) > 1 {
		it = it.WithAttrs(qa.Attr{Name: qa.AttrSource, Value: sources})
	}
	return it
}

type unionFind struct {
	parent []int32
	size   []int32
}

func newUnionFind(n int) *unionFind {
	uf := &unionFind{parent: make([]int32, n), size: make([]int32, n)}
	for i := range uf.parent {
		uf.parent[i] = int32(i)
		uf.size[i] = 1
	}
	return uf
}

func (u *unionFind) find(i int) int {
	for int(u.parent[i]) != i {
		u.parent[i] = u.parent[u.parent[i]]
		i = int(u.parent[i])
	}
	return i
}

func (u *unionFind) union(a, b int) {
	ra, rb := u.find(a), u.find(b)
	if ra == rb {
		return
	}
	if u.size[ra] < u.size[rb] {
		ra, rb = rb, ra
	}
	u.parent[rb] = int32(ra)
	u.size[ra] += u.size[rb]
}

// inPart reports whether hour h (0-23) falls in [from, to), where to may
// pass midnight (hours 24-29 are the early hours of the next day).
func inPart(h, from, to int) bool {
	return from <= h && h < to || from <= h+24 && h+24 < to
}
