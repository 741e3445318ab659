package otx

import (
	"sync"

	"reqap/index/columns"
	"reqap/ingest"
)

// Evidence is the events behind an answer, each once, by time. When the
// answer came from a column table they are rows of it, and events are made
// only for what is shown: "your most played artist" over a million plays
// rests on a quarter of them, and saying so needs their count and the
// first few, not a quarter of a million events.
type Evidence struct {
	events []*ingest.Event
	t      *columns.Table
	rows   []int32 // distinct, ascending: the table's order is by start, then id

	once sync.Once
	all  []*ingest.Event
	err  error
}

// EvidenceOf is the evidence of events given by time.
func EvidenceOf(events []*ingest.Event) *Evidence { return &Evidence{events: events} }

// Len is the number of events.
func (e *Evidence) Len() int {
	switch {
	case e == nil:
		return 0
	case e.t != nil:
		return len(e.rows)
	}
	return len(e.events)
}

// All returns every event (for evidence from a column table, made now,
// once; Err says if some could not be).
func (e *Evidence) All() []*ingest.Event {
	if e == nil {
		return nil
	}
	if e.t == nil {
		return e.events
	}
	e.once.Do(func() { e.all, e.err = e.make(0, len(e.rows)) })
	return e.all
}

// Err says why All could not make every event of a column table (a
// damaged table); nil when it did, or before All is called.
func (e *Evidence) Err() error {
	if e == nil {
		return nil
	}
	return e.err
}

// Page returns up to n events from the from-th on, and why it could not
// make the rest of them.
func (e *Evidence) Page(from, n int) ([]*ingest.Event, error) {
	if e == nil || from >= e.Len() || n <= 0 {
		return nil, nil
	}
	to := min(from+n, e.Len())
	if e.t == nil {
		return e.events[from:to], nil
	}
	return e.make(from, to)
}

// Rows returns the column table and rows the evidence is, when it is one.
func (e *Evidence) Rows() (*columns.Table, []int32) {
	if e == nil {
		return nil, nil
	}
	return e.t, e.rows
}

func (e *Evidence) make(from, to int) ([]*ingest.Event, error) {
	out := make([]*ingest.Event, 0, to-from)
	for _, r := range e.rows[from:to] {
		ev, err := e.t.SharedEvent(int(r))
		if err != nil {
			return out, err
		}
		out = append(out, ev)
	}
	return out, nil
}
