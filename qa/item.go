package qa

import (
	"strings"
	"sync/atomic"
	"time"

	"reqap/ingest"
)

// Attr is a named attribute value.
type Attr struct {
	Name  string
	Value any
}

// Item is one row flowing through an operator tree: attributes by name, the
// events it came from, and for a group the members and the names of the
// group-key attributes.
//
// Items are immutable once built, because node results are cached and
// shared between parents. Operators derive new items with With, WithAttrs,
// NewGroup or Merge; a derived item layers its few new attributes over its
// parent's instead of copying them, so a lookup walks a short chain. Never
// modify Events, Members or the events they point to: the events are shared
// with the library's cache.
type Item struct {
	// Events are the events the item came from; for a group, the events of
	// all its members; for a JOIN result, i1's followed by i2's.
	Events []*ingest.Event
	// Members are a group's items (nil for other items).
	Members []*Item
	// Keys names a group's key attributes, in GROUP_BY order.
	Keys []string

	attrs []Attr
	base  *Item
	other *Item // the i2 side of a JOIN result; base is then i1
	// tm holds the built-in attributes; with lazyTm they are computed from
	// Events when first read, since most questions over a million plays
	// read none of them (or one) and the zone conversions are most of the
	// cost of making an item.
	tm     atomic.Pointer[temporal]
	lazyTm bool
}

// temporal returns x's built-in attributes, or nil when it has none.
func (x *Item) temporal() *temporal {
	if t := x.tm.Load(); t != nil || !x.lazyTm {
		return t
	}
	// Concurrent first reads compute equal values; either may win.
	t := temporalOf(x.Events)
	x.tm.Store(t)
	return t
}

// hasTemporal reports whether x carries built-in attributes.
func (x *Item) hasTemporal() bool { return x.lazyTm || x.tm.Load() != nil }

// temporal holds the built-in attributes of an item made from events; they
// are computed on lookup so that building 45,000 items does not box seven
// values each.
type temporal struct {
	start, end         time.Time
	startDate, endDate Date
	startTime, endTime Clock
	source             any // string, or []string for merged items of several sources
	// noClock: every event is all-day, or the all-day ones span the
	// others (a post written on a day of "Christmas at mom's"), so the
	// item has a date but no time of day (not midnight: "what time do I
	// usually run" must not count a run noted with its day alone as a
	// run at 00:00, nor is Christmas over three days a happening that
	// began at 00:00 of its first).
	noClock bool
	// undated: no event has a time (an account fact): the item has no
	// date, not the zero date that would come first of all.
	undated bool
}

// Built-in attribute names every RETRIEVE item carries.
const (
	AttrStartDate     = "start_date"
	AttrStartTime     = "start_time"
	AttrStartDateTime = "start_datetime"
	AttrEndDate       = "end_date"
	AttrEndTime       = "end_time"
	AttrEndDateTime   = "end_datetime"
	AttrSource        = "source"
)

// AttrKnownRelatives is the EXTRACT attribute of an item's people that
// its records tell as family: a partner, a parent, a sister, or a relative
// of no known role (qa/extract reads it; "which friend did I see most"
// leaves them out, though the records name a girlfriend as they name a
// friend: "Dinner with Laura").
const AttrKnownRelatives = "known_relatives"

// BuiltinAttrs lists the attributes ItemFromEvents sets, in display order.
var BuiltinAttrs = []string{AttrStartDate, AttrStartTime, AttrStartDateTime, AttrEndDate, AttrEndTime, AttrEndDateTime, AttrSource}

// IsBuiltinAttr reports whether name is one of BuiltinAttrs.
func IsBuiltinAttr(name string) bool {
	switch name {
	case AttrStartDate, AttrStartTime, AttrStartDateTime, AttrEndDate, AttrEndTime, AttrEndDateTime, AttrSource:
		return true
	}
	return false
}

func (t *temporal) get(name string) (any, bool) {
	if t.undated && name != AttrSource {
		return nil, false
	}
	switch name {
	case AttrStartDate:
		return t.startDate, true
	case AttrStartTime:
		if t.noClock {
			return nil, false
		}
		return t.startTime, true
	case AttrStartDateTime:
		return t.start, true
	case AttrEndDate:
		return t.endDate, true
	case AttrEndTime:
		if t.noClock {
			return nil, false
		}
		return t.endTime, true
	case AttrEndDateTime:
		return t.end, true
	case AttrSource:
		return t.source, true
	}
	return nil, false
}

// ItemFromEvents builds the item RETRIEVE returns for one event, or for
// several events that describe the same happening (de-duplication): the
// built-in temporal attributes cover the union of their spans and source is
// the events' source (a list of the distinct sources, in order, when they
// differ).
//
// start_datetime is the earliest start and end_datetime the latest end,
// each in the zone it was recorded in; start_date/start_time are the civil
// date and wall clock of start_datetime in that zone, and likewise for the
// end. Instants (End not after Start) end when they start. All-day events
// start at 00:00 of their first day and end at 23:59:59 of their last day
// (an exported all-day End is the exclusive midnight after it); an item of
// all-day events alone, or of others within their days, has no start_time
// or end_time.
func ItemFromEvents(evs ...*ingest.Event) *Item {
	return &Item{Events: evs, lazyTm: len(evs) > 0}
}

// EventAttr returns the built-in attribute name of ItemFromEvents(ev)
// without making the item: for rows of a column table, where ev holds
// only the event's source and times.
func EventAttr(ev *ingest.Event, name string) (any, bool) {
	if !IsBuiltinAttr(name) {
		return nil, false
	}
	return temporalOf([]*ingest.Event{ev}).get(name)
}

// temporalOf computes the built-in attributes of an item of evs (see
// ItemFromEvents).
func temporalOf(evs []*ingest.Event) *temporal {
	tm := &temporal{noClock: len(evs) > 0, undated: len(evs) > 0}
	var sources []string
	var dayFrom, dayTo time.Time // the span of the all-day events
	for i, e := range evs {
		tm.undated = tm.undated && e.Start.IsZero()
		tm.noClock = tm.noClock && e.AllDay
		s, en := EventSpan(e)
		if e.AllDay {
			if dayFrom.IsZero() || s.Before(dayFrom) {
				dayFrom = s
			}
			if en.After(dayTo) {
				dayTo = en
			}
		}
		if i == 0 || s.Before(tm.start) {
			tm.start = s
		}
		if i == 0 || en.After(tm.end) {
			tm.end = en
		}
		seen := false
		for _, x := range sources {
			if x == e.Source {
				seen = true
				break
			}
		}
		if !seen {
			sources = append(sources, e.Source)
		}
	}
	if !dayFrom.IsZero() && tm.start.Equal(dayFrom) && tm.end.Equal(dayTo) {
		tm.noClock = true
	}
	if len(sources) == 1 {
		tm.source = sources[0]
	} else {
		tm.source = sources
	}
	// Civil values are computed once here rather than on every lookup (a
	// zone lookup each).
	tm.startDate, tm.startTime = DateOf(tm.start), ClockOf(tm.start)
	tm.endDate, tm.endTime = DateOf(tm.end), ClockOf(tm.end)
	return tm
}

// ItemWith is ItemFromEvents(anchors...) that also holds the events
// attached to them (notes about a happening, say), after the anchors: its
// built-in attributes are the anchors' alone.
func ItemWith(anchors, attached []*ingest.Event) *Item {
	it := ItemFromEvents(anchors...)
	if len(attached) == 0 {
		return it
	}
	if it.lazyTm {
		it.tm.Store(temporalOf(anchors))
		it.lazyTm = false
	}
	it.Events = append(anchors[:len(anchors):len(anchors)], attached...)
	return it
}

// ItemAt is ItemFromEvents for events that tell of a happening at another
// time than their own: a reminder mail sent the day before an appointment
// is an item at the appointment. The events keep their own times.
func ItemAt(start, end time.Time, evs ...*ingest.Event) *Item {
	it := ItemFromEvents(evs...)
	if !it.lazyTm {
		return it
	}
	if end.Before(start) {
		end = start
	}
	tm := *temporalOf(evs)
	tm.start, tm.end = start, end
	tm.startDate, tm.startTime = DateOf(start), ClockOf(start)
	tm.endDate, tm.endTime = DateOf(end), ClockOf(end)
	it.tm.Store(&tm)
	it.lazyTm = false
	return it
}

// EventSpan is the time an event covers as items see it: an all-day
// event from 00:00 of its first day to 23:59:59 of its last (an exported
// all-day End is the exclusive midnight after it), an instant or an event
// whose End is missing or before its Start from Start to Start. RETRIEVE's
// de-duplication compares events by the same span their items get.
func EventSpan(e *ingest.Event) (time.Time, time.Time) {
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

// NewItem returns an item for events with the given attributes and no
// built-in temporal attributes (use ItemFromEvents for RETRIEVE results).
func NewItem(events []*ingest.Event, attrs ...Attr) *Item {
	return &Item{Events: events, attrs: attrs}
}

// With returns a new item that has name set to v on top of x's attributes.
func (x *Item) With(name string, v any) *Item {
	return &Item{Events: x.Events, Members: x.Members, Keys: x.Keys, attrs: []Attr{{Name: name, Value: v}}, base: x}
}

// WithAttrs returns a new item with attrs layered over x's attributes (a
// later entry for the same name wins). With no attrs it returns x itself.
func (x *Item) WithAttrs(attrs ...Attr) *Item {
	if len(attrs) == 0 {
		return x
	}
	return &Item{Events: x.Events, Members: x.Members, Keys: x.Keys, attrs: attrs, base: x}
}

// NewGroup returns a group item: its attributes are the key values, its
// members the grouped items and its events theirs.
func NewGroup(keys []string, values []any, members []*Item) *Item {
	attrs := make([]Attr, len(keys))
	n := 0
	for i, k := range keys {
		attrs[i] = Attr{Name: k, Value: values[i]}
	}
	for _, m := range members {
		n += len(m.Events)
	}
	evs := make([]*ingest.Event, 0, n)
	for _, m := range members {
		evs = append(evs, m.Events...)
	}
	return &Item{Events: evs, Members: members, Keys: keys, attrs: attrs}
}

// Merge returns the JOIN of i1 and i2: an item with the events of both (i1's
// first) and the attributes of both. On a name clash the plain name holds
// i1's value and "i2_" + name holds i2's; names only i2 has are visible as
// they are. Neither input is modified.
func Merge(i1, i2 *Item) *Item {
	evs := make([]*ingest.Event, 0, len(i1.Events)+len(i2.Events))
	evs = append(evs, i1.Events...)
	evs = append(evs, i2.Events...)
	return &Item{Events: evs, base: i1, other: i2}
}

// Sides returns the two items a JOIN result was made from, or nil, nil.
func (x *Item) Sides() (i1, i2 *Item) {
	for it := x; it != nil; it = it.base {
		if it.other != nil {
			return it.base, it.other
		}
	}
	return nil, nil
}

// IsGroup reports whether x is a group (GROUP_BY result).
func (x *Item) IsGroup() bool { return x.Members != nil }

func (x *Item) own(name string) (any, bool) {
	for i := len(x.attrs) - 1; i >= 0; i-- {
		if x.attrs[i].Name == name {
			v := x.attrs[i].Value
			return v, v != nil
		}
	}
	if x.hasTemporal() && IsBuiltinAttr(name) {
		if x.lazyTm && len(x.Events) == 1 && (name == AttrStartDateTime || name == AttrEndDateTime) && x.tm.Load() == nil {
			// An event's own span, as temporalOf would make it, without
			// its civil dates and clocks: ranking a million plays by
			// time reads nothing else.
			s, e := EventSpan(x.Events[0])
			if name == AttrStartDateTime {
				return s, true
			}
			return e, true
		}
		return x.temporal().get(name)
	}
	return nil, false
}

// Get returns the value of attribute name. An attribute set to nil is
// missing: With(name, nil) removes name.
func (x *Item) Get(name string) (any, bool) {
	for it := x; it != nil; it = it.base {
		if v, ok := it.own(name); ok {
			return v, true
		} else if it.shadows(name) {
			return nil, false
		}
		if it.other != nil {
			if v, ok := it.base.Get(name); ok {
				return v, true
			}
			if orig, ok := strings.CutPrefix(name, "i2_"); ok && it.base.Has(orig) {
				if v, ok := it.other.Get(orig); ok {
					return v, true
				}
			}
			return it.other.Get(name)
		}
	}
	return nil, false
}

// Value returns the value of attribute name, or nil.
func (x *Item) Value(name string) any {
	v, _ := x.Get(name)
	return v
}

// shadows reports whether x's own layer sets name (possibly to nil).
func (x *Item) shadows(name string) bool {
	for i := range x.attrs {
		if x.attrs[i].Name == name {
			return true
		}
	}
	return false
}

// Has reports whether x has a (non-nil) value for attribute name. Unlike
// Get it never boxes a value, so checks over many items stay cheap.
func (x *Item) Has(name string) bool {
	for it := x; it != nil; it = it.base {
		for i := len(it.attrs) - 1; i >= 0; i-- {
			if it.attrs[i].Name == name {
				return it.attrs[i].Value != nil
			}
		}
		if it.hasTemporal() && IsBuiltinAttr(name) {
			return true
		}
		if it.other != nil {
			if it.base.Has(name) {
				return true
			}
			if orig, ok := strings.CutPrefix(name, "i2_"); ok && it.base.Has(orig) && it.other.Has(orig) {
				return true
			}
			return it.other.Has(name)
		}
	}
	return false
}

// Names returns the names of x's attributes: built-in ones first, then in
// the order they were added, each once.
func (x *Item) Names() []string {
	var out []string
	seen := map[string]bool{}
	x.names(&out, seen)
	return out
}

func (x *Item) names(out *[]string, seen map[string]bool) {
	defer func() {
		// Attributes set to nil are missing.
		kept := (*out)[:0]
		for _, n := range *out {
			if x.Has(n) {
				kept = append(kept, n)
			}
		}
		*out = kept
	}()
	// Collect the chain from the oldest layer so names come in order of
	// addition.
	var chain []*Item
	for it := x; it != nil; it = it.base {
		chain = append(chain, it)
		if it.other != nil {
			break
		}
	}
	for i := len(chain) - 1; i >= 0; i-- {
		it := chain[i]
		if it.other != nil {
			sub := map[string]bool{}
			var left []string
			it.base.names(&left, sub)
			for _, n := range left {
				add(out, seen, n)
			}
			var right []string
			it.other.names(&right, map[string]bool{})
			for _, n := range right {
				if sub[n] {
					add(out, seen, "i2_"+n)
				} else {
					add(out, seen, n)
				}
			}
		}
		if it.hasTemporal() {
			for _, n := range BuiltinAttrs {
				add(out, seen, n)
			}
		}
		for _, a := range it.attrs {
			add(out, seen, a.Name)
		}
	}
}

func add(out *[]string, seen map[string]bool, n string) {
	if !seen[n] {
		seen[n] = true
		*out = append(*out, n)
	}
}

// Attrs returns every attribute of x with its value, in Names order.
func (x *Item) Attrs() []Attr {
	names := x.Names()
	out := make([]Attr, len(names))
	for i, n := range names {
		out[i] = Attr{Name: n, Value: x.Value(n)}
	}
	return out
}

// KeyValues returns a group's key values in key order.
func (x *Item) KeyValues() []any {
	out := make([]any, len(x.Keys))
	for i, k := range x.Keys {
		out[i] = x.Value(k)
	}
	return out
}

// EventIDs returns the ids of the events x came from, each once, in order.
func (x *Item) EventIDs() []string {
	out := make([]string, 0, len(x.Events))
	seen := make(map[string]bool, len(x.Events))
	for _, e := range x.Events {
		if !seen[e.ID] {
			seen[e.ID] = true
			out = append(out, e.ID)
		}
	}
	return out
}

// Summary is a one-line description of x for listings: the group key, or
// the summaries of its events; a JOIN's pair is listed as its first side,
// what the list is of (the things done during a trip, not the trip).
func (x *Item) Summary() string {
	if i1, _ := x.Sides(); i1 != nil {
		return i1.Summary()
	}
	if x.IsGroup() {
		parts := make([]string, len(x.Keys))
		for i, k := range x.Keys {
			parts[i] = Format(x.Value(k))
		}
		return strings.Join(parts, ", ")
	}
	var parts []string
	seen := map[string]bool{}
	for _, e := range x.Events {
		if s := e.Summary(); s != "" && !seen[s] {
			seen[s] = true
			parts = append(parts, s)
		}
		if len(parts) == 3 {
			break
		}
	}
	return strings.Join(parts, " + ")
}
