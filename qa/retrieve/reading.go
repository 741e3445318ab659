package retrieve

import (
	"sync"

	"reqap/ingest"
	"reqap/qa/retrieve/lexicon"
)

// reading is what a text event says about when its happening is: the
// coming happening it announces and the day it refers to. Several steps
// ask (which texts date a happening, what a meal's hour is, what joins
// what), so it is read once per event and library generation.
type reading struct {
	ann   lexicon.Announcement
	annOK bool
	day   lexicon.DayRef
	dayOK bool
}

// readings caches readings by event id.
type readings struct {
	mu  sync.Mutex
	gen uint64
	m   map[string]reading
}

// maxReadings bounds the cache; past it, it starts over.
const maxReadings = 200_000

// read returns what a text event says about its time.
func (r *Retriever) read(e *ingest.Event) reading {
	gen := r.lib.Generation()
	c := &r.readings
	c.mu.Lock()
	if c.gen != gen || c.m == nil || len(c.m) >= maxReadings {
		c.m, c.gen = map[string]reading{}, gen
	}
	rd, ok := c.m[e.ID]
	c.mu.Unlock()
	if ok {
		return rd
	}
	text := eventText(e)
	rd.ann, rd.annOK = lexicon.FindAnnounced(text, e.Start)
	rd.day, rd.dayOK = r.lex.FindDay(text, e.Start)
	c.mu.Lock()
	if c.gen == gen {
		c.m[e.ID] = rd
	}
	c.mu.Unlock()
	return rd
}
