package retrieve

import (
	"sync"

	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/qud/timex"
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

// holidayWithin is how many days after a holiday a text naming it is
// still about it: the morning after New Year's Eve, not a week later.
const holidayWithin = 2

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
	if !rd.dayOK {
		// "Thanks for the best NYE", written on New Year's Day: a
		// holiday named, a day or two before, is the day it tells of
		head := text
		if len(head) > lexicon.MaxRefText {
			head = head[:lexicon.MaxRefText]
		}
		if d, phrase, ok := timex.Default().RecentHoliday(head, e.Start, holidayWithin); ok {
			rd.day, rd.dayOK = lexicon.DayRef{Date: qa.DateOf(d), Phrase: phrase, Written: true}, true
			if night, ok := r.lex.NightOver(text, e.Start); ok && rd.day.Date == qa.DateOf(e.Start) && e.Source != ingest.Mail {
				// the day's greeting ("Happy new year everyone!!
				// Still recovering from Can's place") is not the
				// day of the night it says is over
				rd.day = night
			}
		}
	}
	if !rd.dayOK && !rd.annOK && e.Source != ingest.Mail {
		// a mail is dated by its sending, as asked of it: written
		// after midnight it is still that day's
		rd.day, rd.dayOK = r.lex.EveningBefore(text, e.Start)
	}
	c.mu.Lock()
	if c.gen == gen {
		c.m[e.ID] = rd
	}
	c.mu.Unlock()
	return rd
}
