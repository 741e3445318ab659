package retrieve

import (
	"context"
	"math/bits"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"reqap/ingest"
	"reqap/lang/daypart"
	"reqap/lang/fold"
	"reqap/lang/spell"
	"reqap/qa"
	"reqap/qa/places"
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
	// A text written before smallHoursEnd (hour) without naming a day is
	// about the evening that has just ended.
	smallHoursEnd = 4
	// nextDay is how long after a happening a text written the next day
	// without naming a day may still be about it.
	nextDay = 24 * time.Hour
	// announceSlack is how far an entry may start from the time a
	// reminder announces and still be the announced happening.
	announceSlack = 15 * time.Minute
	// maxZoneShift is the most a clock's instant moves between a zone's
	// offsets (summer time).
	maxZoneShift = time.Hour
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
	group      int      // source kind + export format: never merged among themselves
	attached   bool     // joined by a text rule, not by time overlap
	told       bool     // a happening a journal tells (see matchTold)
	announces  bool     // a text about a coming happening (FindAnnounced)
	toldUntil  int64    // for a text telling of a day before the one it was written on ("Yesterday with mum & dad …"), when that day ended; else 0
	kinds      []string // kinds of the concepts its text matches (see Retriever.kinds)
	sports     []string // the sports among them, by concept id
	resultRead bool     // a match's result read (resultSports)
}

// dedup merges the events that describe one happening into one item (see
// the package documentation for the rules) and returns the items by start
// and the number of events they hold.
func (r *Retriever) dedup(ctx context.Context, q *Query, cs []*cand) ([]*qa.Item, int) {
	cs = journalView(q, cs)
	cs = r.datedTexts(q, cs)
	cs = r.attendance(q, cs)
	cs = r.socialOnly(q, cs)
	cs = r.metNotSeen(q, cs)
	cs = r.stays(q, cs)
	if len(cs) == 0 {
		return []*qa.Item{}, 0
	}
	nodes := make([]node, len(cs))
	groups := map[[2]string]int{}
	var last [2]string
	gi := -1
	for i, c := range cs {
		s, e := qa.EventSpan(c.ev)
		// Events come in runs of one export: look the group up only when
		// it changes.
		// A cancelled kind is its kind's: an order's cancelled items are
		// records of the same export as its others.
		// A calendar entry is one calendar's whatever carried it: the
		// meeting of a mail's invitation is no record of another export
		// that happens with an overlapping entry ("Invite" had merged
		// into the class held at the same hour).
		format := c.ev.Origin.Format
		if c.ev.Source == ingest.Calendar {
			format = ""
		}
		if g := [2]string{ingest.KindOf(c.ev.Source), format}; gi < 0 || g != last {
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
		nodes = sortNodes(nodes)
	}
	// Reminders and confirmations are about the happening they announce
	// ("Appointment reminder: Fri 28 Jul at 11:45"): found once here, they
	// join the entry at that time (attachTexts) or stand for it (items).
	announced := map[int]lexicon.Announcement{}
	for i := range nodes {
		if e := nodes[i].c.ev; nodes[i].text {
			rd := r.read(e)
			if rd.annOK {
				a := rd.ann
				announced[i] = a
				nodes[i].announces = true
			}
			if rd.dayOK && rd.day.Date.Days() < qa.DateOf(e.Start).Days() {
				nodes[i].toldUntil = rd.day.Date.AddDays(1).In(e.Start.Location()).UnixNano()
			}

		}
	}
	uf := newUnionFind(len(nodes))
	// Records of one export never merge with each other unless they are
	// copies in two files, so a single group from a single file (all music
	// streams of one Spotify export) needs no sweep.
	if !q.isWhole(ingest.Mail) && !q.correspondence() {
		// Mails asked for as such ("emails I received", "emails from my
		// dad": mail alone searched) are each one: a reply is a message
		// of its own, from someone else.
		joinReplies(nodes, uf)
	}
	if len(groups) > 1 || manyFiles(cs) {
		r.mergeOverlaps(ctx, nodes, uf, q.requiredMask(), sightsOf(q))
		matchTold(nodes, uf)
		r.attachTexts(nodes, announced, uf, q.places, eatenNow(q), townsOf(q), sightsOf(q))
	}
	items := r.items(q, nodes, announced, uf)
	n := 0
	for _, it := range items {
		n += len(it.Events)
	}
	return items, n
}

// sortByStart sorts items by their start, keeping the order of equal
// ones; an undated item (an account fact) has none and comes first.
func sortByStart(items []*qa.Item) {
	start := func(it *qa.Item) time.Time { t, _ := it.Value(qa.AttrStartDateTime).(time.Time); return t }
	sort.SliceStable(items, func(i, j int) bool { return start(items[i]).Before(start(items[j])) })
}

// joinReplies puts a mail with the mail it replies to: a reply ("Re: A
// walk in the park?", "Sounds good!") is part of the conversation that
// plans the happening, not another happening.
func joinReplies(nodes []node, uf *unionFind) {
	var byID map[string]int
	for i := range nodes {
		if e := nodes[i].c.ev; e.Source == ingest.Mail {
			if id := e.Text("message_id"); id != "" {
				if byID == nil {
					byID = map[string]int{}
				}
				byID[strings.Trim(id, "<> ")] = i
			}
		}
	}
	if len(byID) < 2 {
		return
	}
	for i := range nodes {
		if e := nodes[i].c.ev; e.Source == ingest.Mail {
			if j, ok := byID[strings.Trim(e.Text("in_reply_to"), "<> ")]; ok && j != i {
				uf.union(j, i)
				// Its time is not the happening's.
				nodes[i].attached = true
			}
		}
	}
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
	s, en := qa.EventSpan(e)
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

// sortNodes returns ns by start, then id, in a stable order. Their
// numbers are sorted and the nodes moved once: a stable sort of the nodes
// themselves moved each, a hundred bytes, many times (thirteen thousand
// hits of a search came in by score, not by time).
func sortNodes(ns []node) []node {
	order := make([]int32, len(ns))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortStableFunc(order, func(i, j int32) int {
		a, b := &ns[i], &ns[j]
		if a.start != b.start {
			if a.start < b.start {
				return -1
			}
			return 1
		}
		return strings.Compare(a.c.ev.ID, b.c.ev.ID)
	})
	out := make([]node, len(ns))
	for k, i := range order {
		out[k] = ns[i]
	}
	return out
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
// happening: neither is a long period nor a text announcing a coming
// happening (an invitation written during dinner is about another day),
// and they are copies of one record in
// two files, or come from different exports (two runs, two songs, two
// calendar entries of one export are always two) and matched a common query
// concept.
//
// Sources taken whole share only sourceBit: that is a common concept for
// exports of one kind (a run in Strava's and in Garmin's workouts), but
// records of two kinds taken whole for a query that names no concept
// ("everything I did": a tweet, a day's step count and a calendar
// entry overlapping it) matched nothing in common, and are each a
// happening of its own.
// An undated record (an account's follower, a saved search) happened at
// no time: it overlaps nothing, and only its copy joins it.
func mergeable(a, b *node, req, kind uint64) bool {
	return !a.period && !b.period && !a.told && !b.told && !a.announces && !b.announces && !toldBefore(a, b) && !toldBefore(b, a) && !otherPlays(a, b) &&
		(copies(a, b) || a.group != b.group && !a.c.ev.Start.IsZero() && !b.c.ev.Start.IsZero() && (sharedBeyond(a, b, kind) || complement(a, b, req) && postOfStay(a, b)))
}

// toldBefore reports whether text a tells of a day that was over when
// happening b began: "Yesterday with mum & dad was exactly what I needed.
// Pizza night 🍕🔥", posted during the next day's lunch with colleagues, is
// not that lunch. Its own day's happening it joins by attachTexts.
func toldBefore(a, b *node) bool {
	return a.toldUntil != 0 && b.start >= a.toldUntil
}

// titled reports whether one of two nodes is a text that says the other's
// title (saysTitle).
func (r *Retriever) titled(a, b *node) bool {
	if a.text == b.text || a.period || b.period {
		return false
	}
	if a.text {
		a, b = b, a
	}
	return r.saysTitle(eventText(b.c.ev), a.c.ev.Text("summary"))
}

// otherPlays reports whether two nodes are plays of one kind of short
// media (songs, episodes) of two different things: each export records a
// play of its own, so plays of two tracks overlapping in time (a song
// skipped into the next) are two happenings, not one; the same play kept
// by two exports says the same.
func otherPlays(a, b *node) bool {
	ea, eb := a.c.ev, b.c.ev
	return shortMedia[ingest.KindOf(ea.Source)] && ingest.KindOf(ea.Source) == ingest.KindOf(eb.Source) && !strings.EqualFold(ea.Summary(), eb.Summary())
}

// complement reports whether two nodes together match more of the query's
// required concepts (req) than either alone: a trip and a post tagging
// Karim, for "I travelled with Karim". Records that each match all the
// query asks, or none of it ("everything I did on my trip"), stay apart.
func complement(a, b *node, req uint64) bool {
	both := (a.c.mask | b.c.mask) & req
	return both != a.c.mask&req && both != b.c.mask&req
}

// minStay is the shortest all-day entry read as a stay somewhere (a trip,
// as the planner's trips last at least 36 hours).
const minStay = 36 * time.Hour

// postOfStay reports whether one node is a post written during the other,
// a stay of several days at a place it names ("Trip to Bangkok", located
// in "Bangkok, Thailand"), that names the place too ("Rooftop bar evening
// #bangkok", tagged with whoever was there): a post tells what is
// happening where the person is, so it is of the stay even when it shares
// no word of the query with it (complement: it tells the rest of what is
// asked). A mail may be written from anywhere.
func postOfStay(a, b *node) bool {
	stay, post := a, b
	if ingest.KindOf(stay.c.ev.Source) == ingest.SocialMedia {
		stay, post = b, a
	}
	if ingest.KindOf(post.c.ev.Source) != ingest.SocialMedia || !isStay(stay.c.ev) {
		return false
	}
	town := stayTown(stay.c.ev)
	return len(town) > 0 && saysWords(eventText(post.c.ev), town)
}

// shared reports whether two nodes matched a common concept: one of the
// query's, or, for sources taken whole, being taken, which only records
// of one kind share.
func shared(a, b *node) bool {
	m := a.c.mask & b.c.mask
	return m != 0 && (m != sourceBit || ingest.KindOf(a.c.ev.Source) == ingest.KindOf(b.c.ev.Source))
}

// sharedBeyond reports whether two nodes matched a common concept (shared)
// other than those of mask.
func sharedBeyond(a, b *node, mask uint64) bool {
	return a.c.mask&b.c.mask&^mask != 0 && shared(a, b)
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
// times, keeping the nodes whose span is still open. The concepts of kind
// join two only where a text of one says the other's title: a post
// written during a sight names its own ("Vyšehrad walk – bucket list ✅"
// at 15:41, during "Prague Castle").
func (r *Retriever) mergeOverlaps(ctx context.Context, nodes []node, uf *unionFind, req, kind uint64) {
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
			if overlap(a, n) && (mergeable(a, n, req, kind) || kind != 0 && mergeable(a, n, req, 0) && r.titled(a, n)) {
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
func (r *Retriever) attachTexts(nodes []node, announced map[int]lexicon.Announcement, uf *unionFind, pl *places.Directory, eaten, towns, sights uint64) {
	where := towns | sights
	byDay := map[qa.Date][]anchor{}
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
			d := qa.DateOf(n.c.ev.Start)
			byDay[d] = append(byDay[d], anchor{i, n.start, n.end, n.c.ev.Start.Hour()})
		}
	}
	if !anyText {
		return
	}
	hasStructured := make(map[int]bool)
	for i := range nodes {
		if !nodes[i].text {
			hasStructured[uf.find(i)] = true
		}
	}
	// A text naming a venue is about a happening there, not another of
	// its day at another venue, though both speak of food: "Dinner at Bar
	// Cañete" that night is not about the afternoon's "Tapas crawl in El
	// Born", nor "Dinner at Tapas Cal Pep" about "Dinner @ La Paradeta" at
	// lunch. Each anchor's venue (venueOf) is read once, however many
	// texts are weighed against it.
	anchorVenue := map[int]string{}
	otherVenue := func(i int, said string) bool {
		if said == "" {
			return false
		}
		v, ok := anchorVenue[i]
		if !ok {
			v = r.venueOf(pl, nodes[i].c.ev)
			anchorVenue[i] = v
		}
		return v != "" && !sameVenue(said, v)
	}
	attach := func(best, i int) {
		uf.union(best, i)
		nodes[i].attached = true
		hasStructured[uf.find(i)] = true
	}
	// Announcements first: each joins the entry it announces (whatever
	// its kind: the mail confirming a booking is the trip's); one that
	// finds none stands for the happening and is an anchor for the texts
	// written about it ("Best carbonara in town with Olivia today" after
	// an invitation to lunch).
	for i := range nodes {
		t := &nodes[i]
		a, ok := announced[i]
		if !t.text || !ok || hasStructured[uf.find(i)] {
			continue
		}
		best := -1
		if !a.End.IsZero() {
			// A stay joins the entry spanning most of it, at least half
			// (the trip's all-day entry; a day trip is part of the stay,
			// not the stay).
			lo, hi := a.At.UnixNano(), a.End.UnixNano()
			most := (hi - lo) / 2
			for j := range nodes {
				s := &nodes[j]
				if s.text || s.period || s.c.mask&t.c.mask == 0 || s.end < lo || s.start > hi {
					continue
				}
				if ov := min(s.end, hi) - max(s.start, lo); ov > most {
					best, most = j, ov
				}
			}
		}
		switch {
		case best >= 0:
		case a.Clock:
			// The clock a text names is read on the wall: a mail
			// dated "+01:00" in March proposing "18:30, 5 Apr" means
			// the 18:30 of the entry in summer time, an hour later as
			// an instant in the mail's offset.
			lo, hi := a.At.Add(-announceSlack-maxZoneShift).UnixNano(), a.At.Add(announceSlack+maxZoneShift).UnixNano()
			for j := sort.Search(len(nodes), func(j int) bool { return nodes[j].start >= lo }); j < len(nodes) && nodes[j].start <= hi; j++ {
				if s := &nodes[j]; !s.text && s.c.mask&t.c.mask != 0 && wallGap(s.c.ev.Start, a.At) <= announceSlack {
					best = j
					break
				}
			}
		default:
			// A day without a time: the first entry of that day about
			// the same thing.
			for _, an := range byDay[qa.DateOf(a.At)] {
				if s := &nodes[an.i]; s.c.mask&t.c.mask != 0 && (best < 0 || s.start < nodes[best].start) {
					best = an.i
				}
			}
		}
		if best >= 0 {
			attach(best, i)
			continue
		}
		if !a.Clock {
			continue
		}
		// Two announcements of one happening (an invitation and a
		// reminder) are one, their clocks read on the wall.
		d, at := qa.DateOf(a.At), a.At.UnixNano()
		for _, an := range byDay[d] {
			if prev, ok := announced[an.i]; ok && nodes[an.i].text && nodes[an.i].c.mask&t.c.mask != 0 && wallGap(prev.At, a.At) <= announceSlack {
				best = an.i
				break
			}
		}
		if best >= 0 {
			uf.union(best, i)
			continue
		}
		byDay[d] = append(byDay[d], anchor{i, at, at, a.At.Hour()})
	}
	for i := range nodes {
		t := &nodes[i]
		if _, ok := announced[i]; !t.text || ok || hasStructured[uf.find(i)] {
			continue
		}
		written := t.c.ev.Start
		text := eventText(t.c.ev)
		// the venue the text names, read only when an anchor is weighed:
		// most texts have none
		said := sync.OnceValue(func() string { v, _ := places.TextVenue(r.lex, pl, text); return v })
		best := anchor{i: -1}
		better := func(an anchor) bool {
			if best.i < 0 {
				return true
			}
			// The entry of the kind of thing the text tells of, then the
			// one that shares most of what the text is about, then the
			// latest. Who was there is said of every entry with them that
			// day: "Yesterday with Stefan & Noah … Smash burgers 🍔" is
			// of the burgers lunch, not of the "Team weekly" meeting that
			// matched the colleagues by "team".
			if a, b := r.sameKind(&nodes[an.i], t), r.sameKind(&nodes[best.i], t); a != b {
				return a
			}
			if a, b := bits.OnesCount64(nodes[an.i].c.mask&t.c.mask), bits.OnesCount64(nodes[best.i].c.mask&t.c.mask); a != b {
				return a > b
			}
			return an.end > best.end
		}
		// pick takes the better of best and the anchors of a day the
		// text may be about (fits), among those that ended before it
		// was written.
		pick := func(day []anchor, fits func(an anchor) bool) {
			for _, an := range day {
				if an.end <= t.start && an.i != i && fits(an) && !r.otherSport(&nodes[an.i], t) && !otherVenue(an.i, said()) && better(an) {
					best = an
				}
			}
		}
		if rd := r.read(t.c.ev); rd.dayOK {
			ref := rd.day
			from, to := toldHours(ref.Part)
			pick(byDay[ref.Date], func(an anchor) bool {
				return r.related(&nodes[an.i], t, text, sights) && inPart(an.hour, from, to)
			})
			// A text that says the title of yesterday's happening is
			// about it, whatever day it says: "Tough loss against TSV
			// Marseille Old Boys today 😤", posted the next morning, is
			// Sunday's "Match vs TSV Marseille Old Boys".
			if best.i < 0 && ref.Date == qa.DateOf(written) {
				pick(byDay[ref.Date.AddDays(-1)], func(an anchor) bool {
					return t.start-an.end <= int64(nextDay) && r.saysOwnTitle(text, nodes[an.i].c.ev)
				})
			}
		} else {
			pick(byDay[qa.DateOf(written)], func(an anchor) bool {
				return r.related(&nodes[an.i], t, text, sights) && t.start-an.end <= int64(afterWindow)
			})
			// Written later that day about the same thing (a query
			// concept they share, not only the kind of thing): "Survived
			// the dentist 😬" in the evening. The town asked is no such
			// thing, nor are its sights (where): a day there, everything
			// done is in it ("Broadway show" and, that night, "Katz's
			// Delicatessen in New York"), and each sight is its own
			// ("Kinkaku-ji visit", then "Today: Arashiyama bamboo
			// grove"), unless it says the sight's name ("Acropolis
			// Museum ✨ #athens" that night).
			if best.i < 0 {
				pick(byDay[qa.DateOf(written)], func(an anchor) bool {
					return sharedBeyond(&nodes[an.i], t, where) || r.saysTitle(text, nodes[an.i].c.ev.Text("summary"))
				})
			}
			// Written the next morning, naming no day, about last evening
			// when nothing happened since ("Pizza oven, take two 🍕" at 7:24).
			if _, morningEnd := daypart.Morning.Span(); best.i < 0 && written.Hour()*60 < morningEnd {
				evFrom, _ := toldHours(daypart.Evening)
				pick(byDay[qa.DateOf(written).AddDays(-1)], func(an anchor) bool {
					return r.related(&nodes[an.i], t, text, sights) && an.hour >= evFrom
				})
			}
			// Written the next day, naming no day, about the same thing
			// as yesterday's happening when nothing like it has happened
			// since ("Home win!! ⚽" at noon after Sunday's match): people
			// post about a game the day after it as often as that evening.
			// Not food: it is written about as it is eaten ("Thai green
			// curry 🌶️" at 12:39 is that day's lunch, with colleagues or
			// not), unless the text names yesterday's venue ("liberty
			// Diner with Niamh 😋" the morning after lunch there).
			if best.i < 0 && !t.c.ev.AllDay && !r.relatedEarlier(nodes, byDay[qa.DateOf(written)], t, text, sights) {
				pick(byDay[qa.DateOf(written).AddDays(-1)], func(an anchor) bool {
					// A town is no venue: "Thai cooking class #bangkok"
					// is not of yesterday's "Rooftop bar evening",
					// located in Bangkok.
					about := t.c.mask&eaten == 0 && sharedBeyond(&nodes[an.i], t, where) || r.eats(t) && namesVenue(&nodes[an.i], text) && r.venueOf(pl, nodes[an.i].c.ev) != ""
					return about && t.start-an.end <= int64(nextDay)
				})
			}
		}
		if best.i >= 0 {
			attach(best.i, i)
		}
	}
}

// eatenNow returns the mask of a query's concepts of food: what a text
// says of them it says as it eats.
func eatenNow(q *Query) uint64 {
	var m uint64
	for _, ci := range maskedWhere(q.Concepts, func(c *Concept) bool {
		return c.lex != nil && slices.Contains(foodKinds, c.lex.Kind)
	}) {
		m |= 1 << uint(ci)
	}
	return m
}

// relatedEarlier reports whether one of a day's anchors that ended before
// text t was written may be what it is about: then the text is about its
// own day, not the day before.
func (r *Retriever) relatedEarlier(nodes []node, day []anchor, t *node, text string, kind uint64) bool {
	return slices.ContainsFunc(day, func(an anchor) bool {
		return an.end <= t.start && &nodes[an.i] != t && r.related(&nodes[an.i], t, text, kind) && !r.otherSport(&nodes[an.i], t)
	})
}

// related reports whether text t may be about happening s: they matched a
// common query concept, the text names the venue of the happening ("Pho
// Bar with Elif 👌" about "Dinner @ Pho Bar"), or both speak of one kind of
// thing ("Great evening with Elif. Pho for the soul 🍜" and "Dinner @ Pho
// Bar" are both about food), each having matched part of the query. The
// concepts of kind are no common one: every sight is a sight.
func (r *Retriever) related(s, t *node, text string, kind uint64) bool {
	if sharedBeyond(s, t, kind) || r.saysTitle(text, s.c.ev.Text("summary")) {
		return true
	}
	if namesVenue(s, text) {
		return true
	}
	if s.c.mask == 0 || t.c.mask == 0 {
		return false
	}
	return r.sameKind(s, t)
}

// foodKinds are the kinds of the lexicon's concepts of food.
var foodKinds = []string{"food", "meal", "dish", "cuisine"}

// eats reports whether a text speaks of food (a dish, a cuisine, a meal).
func (r *Retriever) eats(t *node) bool {
	return slices.ContainsFunc(r.kinds(t), func(k string) bool { return slices.Contains(foodKinds, k) })
}

// namesVenue reports whether a text names the venue of happening s
// ("Pho Bar with Elif 👌" of "Dinner @ Pho Bar").
func namesVenue(s *node, text string) bool {
	for _, k := range places.LocationKeys {
		if v := venueName(s.c.ev.Text(k)); len(v) >= 4 && strings.Contains(strings.ToLower(text), strings.ToLower(v)) {
			return true
		}
	}
	return false
}

// venueOf returns the venue an event places its happening at: its
// location's name when that is neither a town nor an address (places.Name:
// "Route 66 Diner" is a name), else one its title names ("Tapas crawl in
// El Born"), or "".
func (r *Retriever) venueOf(pl *places.Directory, e *ingest.Event) string {
	for _, k := range places.LocationKeys {
		if v := venueName(e.Text(k)); places.Name(v) != "" && !pl.IsTown(v) {
			return v
		}
	}
	if v, ok := places.TextVenue(r.lex, pl, e.Text("summary")); ok {
		return v
	}
	return ""
}

// sameVenue reports whether two names are of one venue: one holds the
// other ("Pho Bar", "Pho Bar Mitte"), or they differ by a slip of typing
// ("chinatown srteet stalls").
func sameVenue(a, b string) bool {
	a, b = fold.String(a), fold.String(b)
	if strings.Contains(a, b) || strings.Contains(b, a) {
		return true
	}
	return spell.Near(a, b, max(1, min(len(a), len(b))/8))
}

// sameKind reports whether a happening and a text speak of one kind of
// thing (food, sport, a celebration …).
func (r *Retriever) sameKind(s, t *node) bool {
	for _, a := range r.kinds(s) {
		if slices.Contains(r.kinds(t), a) {
			return true
		}
	}
	return false
}

// saysTitle reports whether a text says most words of an entry's title,
// of two or more ("Today: Arashiyama babmoo grove" of "Arashiyama bamboo
// grove"): it is about the entry.
func (r *Retriever) saysTitle(text, title string) bool {
	ws := r.contentWords(title)
	if len(ws) < 2 {
		return false
	}
	said := r.contentWords(text)
	n := 0
	for _, w := range ws {
		if slices.Contains(said, w) {
			n++
		}
	}
	return float64(n) >= mostWords*float64(len(ws))
}

// saysOwnTitle reports whether a text says the title a record was given:
// a calendar entry's summary, a logged workout's name ("Match vs TSV
// Marseille Old Boys" in Strava, whose summary is its type).
func (r *Retriever) saysOwnTitle(text string, ev *ingest.Event) bool {
	return r.saysTitle(text, ev.Text("summary")) || r.saysTitle(text, ev.Text("name"))
}

// kinds returns the kinds of the specific lexicon concepts an event's text
// matches (food, sport, celebration ...), read once per node.
func (r *Retriever) kinds(n *node) []string {
	if n.kinds == nil {
		n.kinds = []string{}
		text := eventText(n.c.ev)
		if !n.text {
			text = placeText(n.c.ev, true)
		}
		for _, sc := range lexicon.Scores(r.lex.Find(lexicon.Tokens(text))) {
			if sc.Weight < lexicon.Related || sc.Concept.Generic {
				continue
			}
			if k := sc.Concept.Kind; !slices.Contains(n.kinds, k) {
				n.kinds = append(n.kinds, k)
			}
			if sc.Concept.Kind == sportKind && sc.Weight >= lexicon.Strong {
				// the sport's own name: "Racing Olympia training" is
				// no race run, whatever its related words say
				n.sports = append(n.sports, sc.Concept.ID)
			}
		}
	}
	return n.kinds
}

// resultSports returns the sports of a text node, and for a text that
// names none but tells a match's result ("Lost 2-1, ref was blind 🙄",
// posted the morning after) the library's match sport (results.go), read
// once and only when weighed against a sport: the result is no ride's of
// that morning.
func (r *Retriever) resultSports(n *node) []string {
	r.kinds(n)
	if n.text && len(n.sports) == 0 && !n.resultRead {
		n.resultRead = true
		if sport := r.matchSport(); sport != "" && reportsResult(n.c.ev) {
			n.sports = append(n.sports, sport)
		}
	}
	return n.sports
}

// sportKind is the kind of the lexicon's concepts of a sport.
const sportKind = "sport"

// otherSport reports whether a text tells of another sport than the
// happening s is of: "Home win!! ⚽🔥", posted an hour after a run, is
// the match's, not the run's, though both are sport.
func (r *Retriever) otherSport(s, t *node) bool {
	r.kinds(s)
	if len(s.sports) == 0 || len(r.resultSports(t)) == 0 {
		return false
	}
	return !slices.ContainsFunc(t.sports, func(id string) bool { return slices.Contains(s.sports, id) })
}

// anchor is a happening a text may be about: a structured or calendar
// event, or an announcement standing for the happening it announces.
type anchor struct {
	i          int   // node
	start, end int64 // unix nanoseconds
	hour       int   // local hour it starts
}

// eventText is what a text event says: its text fields, start first.
func eventText(e *ingest.Event) string {
	// A text alone is returned as it is: most events have one.
	var first string
	var b strings.Builder
	for _, k := range textKeys {
		if v := e.Text(k); v != "" {
			switch {
			case first == "" && b.Len() == 0:
				first = v
			case b.Len() == 0:
				b.WriteString(first)
				fallthrough
			default:
				b.WriteString(". ")
				b.WriteString(v)
			}
		}
		if max(b.Len(), len(first)) > 4000 {
			break
		}
	}
	if b.Len() == 0 {
		return first
	}
	return b.String()
}

// textKeys are the fields eventText joins, in order.
var textKeys = []string{"text", "subject", "title", "summary", "body", "description"}

// items builds one item per component, in order of the component's first
// event.
func (r *Retriever) items(q *Query, nodes []node, announced map[int]lexicon.Announcement, uf *unionFind) []*qa.Item {
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
	// Asked for the texts themselves ("my posts", "emails I sent"), a text
	// is the writing, at the time it was written, not the happening it
	// tells of.
	textsAsked := q.textsAsked()
	// Single events share one backing array, saving an allocation each.
	singles := make([]*ingest.Event, len(nodes))
	for i := range nodes {
		root := uf.find(i)
		if !multi || uf.size[root] == 1 {
			// A lone event that matched only part of the query found no
			// happening to complete it.
			if nodes[i].c.label != Relevant || !r.occasionFits(q, nodes, []int{i}) {
				continue
			}
			singles[i] = nodes[i].c.ev
			if a, ok := announced[i]; ok && !textsAsked {
				out = append(out, qa.ItemAt(a.At, announcedEnd(a), singles[i:i+1:i+1]...))
				retimed = true
				continue
			}
			if from, to, ok := r.toldDay(nodes, []int{i}); ok && !textsAsked {
				out = append(out, qa.ItemAt(from, to, singles[i:i+1:i+1]...))
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
		if keepGroup(q, nodes, ms) && r.occasionFits(q, nodes, ms) {
			it := groupItem(nodes, ms)
			// Texts alone (an invitation and its replies) stand for the
			// happening they announce.
			if a, ok := groupAnnounced(nodes, ms, announced); ok && !textsAsked {
				it = qa.ItemAt(a.At, announcedEnd(a), it.Events...)
				retimed = true
			} else if from, to, ok := r.toldDay(nodes, ms); ok && !textsAsked {
				it = qa.ItemAt(from, to, it.Events...)
				retimed = true
			}
			out = append(out, it)
		}
	}
	if retimed {
		sortByStart(out)
	}
	return out
}

// toldDay returns the span of the day a happening made only of texts took
// place on when they refer to an earlier day than the one they were written
// on ("Birthday dinner with Piotr yesterday" is the day before; a post at
// 00:06 is about the evening before): the earliest such day, from the part
// of the day named.
func (r *Retriever) toldDay(nodes []node, ms []int) (time.Time, time.Time, bool) {
	var from, to time.Time
	found := false
	for _, i := range ms {
		n := &nodes[i]
		if !n.text {
			return time.Time{}, time.Time{}, false
		}
		written := n.c.ev.Start
		rd := r.read(n.c.ev)
		ref, ok := rd.day, rd.dayOK
		if !ok && written.Hour() < smallHoursEnd {
			// Written in the small hours, about the evening just over.
			ref, ok = lexicon.DayRef{Date: qa.DateOf(written).AddDays(-1), Part: daypart.Evening}, true
		}
		if !ok || ref.Date == qa.DateOf(written) {
			continue
		}
		loc := written.Location()
		day := time.Date(ref.Date.Year(), ref.Date.Month(), ref.Date.Day(), 0, 0, 0, 0, loc)
		f, t := day, day.AddDate(0, 0, 1).Add(-time.Second)
		if ref.Part != daypart.None {
			h, _ := toldHours(ref.Part)
			f = day.Add(time.Duration(h) * time.Hour)
		}
		if !found || f.Before(from) {
			from, to, found = f, t, true
		}
	}
	return from, to, found
}

// announcedEnd is when an announced happening ends: the end of the stay a
// booking books, the end of the day announced without a time, else its
// start (an instant).
func announcedEnd(a lexicon.Announcement) time.Time {
	switch {
	case !a.End.IsZero():
		return a.End
	case !a.Clock:
		return a.At.AddDate(0, 0, 1).Add(-time.Second)
	}
	return a.At
}

// groupAnnounced returns what a happening made only of texts announces:
// the first announcement with a clock, else the first one.
func groupAnnounced(nodes []node, ms []int, announced map[int]lexicon.Announcement) (lexicon.Announcement, bool) {
	var best lexicon.Announcement
	found := false
	for _, i := range ms {
		if !nodes[i].text {
			return lexicon.Announcement{}, false
		}
		if a, ok := announced[i]; ok && (!found || a.Clock && !best.Clock) {
			best, found = a, true
		}
	}
	return best, found
}

// keepGroup reports whether a merged happening qualifies: one of its
// events is relevant by itself, or together they match every required
// concept.
func keepGroup(q *Query, nodes []node, ms []int) bool {
	var mask uint64
	// A meal at someone's home is no meal out, whatever a post about it
	// says ("Birthday dinner with Elif yesterday" after dinner at her
	// place).
	if q.eatOut >= 0 {
		for _, i := range ms {
			if nodes[i].c.home {
				return false
			}
		}
	}
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
	if len(anchors) == 0 {
		anchors, attached = attached, nil
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

// toldHours is when a happening a text names by a part of a day ("this
// morning", "last night") may have started, in hours after midnight, for
// inPart (to may pass 24). It is the part's span (package daypart) from
// an hour before it, because people name the part most of a happening
// filled (a match kicking off at 17:00 is "last night's game"); an evening
// runs on through the small hours, and a night spoken of afterwards is
// the evening out as well as the night ("last night", "Saturday night").
func toldHours(p daypart.Part) (from, to int) {
	switch p {
	case daypart.None:
		return 0, 24 + smallHoursEnd
	case daypart.Night:
		from, _ = toldHours(daypart.Evening)
		_, b := p.Span()
		return from, 24 + b/60
	}
	a, b := p.Span()
	from, to = max(a/60-1, 0), b/60
	if b == daypart.Day {
		to = 24 + smallHoursEnd
	}
	return from, to
}

// inPart reports whether hour h (0-23) falls in [from, to), where to may
// pass midnight (hours 24-29 are the early hours of the next day).
func inPart(h, from, to int) bool {
	return from <= h && h < to || from <= h+24 && h+24 < to
}

// wallGap returns how far apart two times are on the wall clocks of their
// own zones.
func wallGap(a, b time.Time) time.Duration {
	wall := func(t time.Time) time.Time {
		y, mo, d := t.Date()
		h, mi, sec := t.Clock()
		return time.Date(y, mo, d, h, mi, sec, 0, time.UTC)
	}
	g := wall(a).Sub(wall(b))
	return max(g, -g)
}
