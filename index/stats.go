package index

import (
	"slices"
	"sort"
	"strings"

	"reqap/index/columns"
	"reqap/ingest"
)

// Events returns the events of a source kind, or of all sources when
// source is "", sorted by start. The slice is the caller's; the events are
// shared and must not be modified.
func (l *Library) Events(source string) []*ingest.Event {
	l.needSources(sourceArg(source))
	v := l.currentView()
	if source == "" {
		return slices.Clone(v.all.events)
	}
	if s := v.sources[source]; s != nil {
		return slices.Clone(s.events)
	}
	return []*ingest.Event{}
}

// KeyCount is how many events carry a field key.
type KeyCount struct {
	Key   string
	Count int
}

// ValueCount is how many events carry a value of a field. Values are
// grouped ignoring case; Value is the spelling met first in time.
type ValueCount struct {
	Value string
	Count int
}

// Keys returns the field keys of a source's events (all events when source
// is ""), most frequent first.
func (l *Library) Keys(source string) []KeyCount {
	gen := l.changes.Load()
	ck := "keys\x00" + source
	if v, ok := l.results.Get(ck, gen); ok {
		return slices.Clone(v.([]KeyCount))
	}
	counts := map[string]int{}
	if t := l.unloadedTable(source); t != nil {
		for _, k := range t.Keys() {
			if n := t.Column(k).Count(); n > 0 {
				counts[k] = n
			}
		}
	} else {
		for _, ev := range l.sourceEvents(source) {
			for i, f := range ev.Fields {
				if !ev.KeyRepeats(i) {
					counts[f.Key]++
				}
			}
		}
	}
	out := make([]KeyCount, 0, len(counts))
	for k, n := range counts {
		out = append(out, KeyCount{Key: k, Count: n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Key < out[j].Key
	})
	if l.changes.Load() == gen {
		l.results.Put(ck, gen, out)
	}
	return slices.Clone(out)
}

// ValueCounts returns how many of a source's events (all events when source
// is "") carry each value of the text, list or boolean field key, most
// frequent first; an event counts once per distinct value. limit > 0 keeps
// only the first limit values.
func (l *Library) ValueCounts(source, key string, limit int) []ValueCount {
	gen := l.changes.Load()
	ck := "values\x00" + source + "\x00" + key
	v, ok := l.results.Get(ck, gen)
	var all []ValueCount
	if ok {
		all = v.([]ValueCount)
	} else {
		all = l.valueCounts(source, key)
		if l.changes.Load() == gen {
			l.results.Put(ck, gen, all)
		}
	}
	if limit > 0 && limit < len(all) {
		all = all[:limit]
	}
	return slices.Clone(all)
}

func (l *Library) valueCounts(source, key string) []ValueCount {
	type group struct {
		first string
		n     int
	}
	groups := map[string]*group{}
	var lowered []string // one event's distinct values, reused
	// Values repeat (an artist per play): lower-case each spelling once.
	lowerOf := map[string]string{}
	count := func(s string) {
		s = strings.TrimSpace(s)
		if s == "" {
			return
		}
		low, ok := lowerOf[s]
		if !ok {
			low = strings.ToLower(s)
			lowerOf[s] = low
		}
		if slices.Contains(lowered, low) {
			return
		}
		lowered = append(lowered, low)
		g := groups[low]
		if g == nil {
			g = &group{first: s}
			groups[low] = g
		}
		g.n++
	}
	one := func(v ingest.Value) {
		lowered = lowered[:0]
		switch v.Kind {
		case ingest.KindText, ingest.KindBool:
			count(v.String())
		case ingest.KindList:
			for _, s := range v.List {
				count(s)
			}
		}
	}
	if t := l.unloadedTable(source); t != nil {
		if col := t.Column(key); col != nil && !col.Numeric() {
			for i := range t.Len() {
				if v, ok := col.Value(i); ok {
					one(v)
				}
			}
		}
	} else {
		for _, ev := range l.sourceEvents(source) {
			if v, ok := ev.Get(key); ok {
				one(v)
			}
		}
	}
	out := make([]ValueCount, 0, len(groups))
	for _, g := range groups {
		out = append(out, ValueCount{Value: g.first, Count: g.n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		li, lj := strings.ToLower(out[i].Value), strings.ToLower(out[j].Value)
		if li != lj {
			return li < lj
		}
		return out[i].Value < out[j].Value
	})
	return out
}

// unloadedTable returns the column table of a source whose events are not
// in memory, when it has one of the committed state: its rows are the
// source's events in view order, so statistics of the source are counted
// over its codes instead of loading (making) every event, which was a
// tenth of a question over 40,000 journal days. Else nil.
func (l *Library) unloadedTable(source string) *columns.Table {
	if source == "" || l.sourcesLoaded([]string{source}) {
		return nil
	}
	return l.readyColumns(source)
}

// sourceEvents returns the sorted events of a source (all when "") without
// copying; callers only read.
func (l *Library) sourceEvents(source string) []*ingest.Event {
	l.needSources(sourceArg(source))
	v := l.currentView()
	if source == "" {
		return v.all.events
	}
	if s := v.sources[source]; s != nil {
		return s.events
	}
	return nil
}

// sourceArg is the argument of needSources for one source, "" meaning all.
func sourceArg(source string) []string {
	if source == "" {
		return nil
	}
	return []string{source}
}
