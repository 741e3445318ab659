package retrieve

import (
	"strings"
	"sync"
	"time"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/daypart"
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
		}
	}
	if !rd.dayOK && !rd.annOK {
		rd.day, rd.dayOK = eveningBefore(text, e.Start, r.eveningMeal)
	}
	c.mu.Lock()
	if c.gen == gen {
		c.m[e.ID] = rd
	}
	c.mu.Unlock()
	return rd
}

// eveningRE finds an evening or a night named with no word placing it
// ("What a night", "Great evening at Pho Hanoi"); one after a word that
// does ("tomorrow night", "every evening", "date night on Friday" is read
// by the day phrases first) is not.
var eveningRE = lazyre.New(`(?i)(?:^|[^\pL'’])(?:(this|tomorrow|next|every|each|per|one|all|some|other|weekday|week|saturday|sunday|friday|monday|tuesday|wednesday|thursday)\s+)?(evening|night)(?:[^\pL'’]|$)`)

// eveningBefore reads a text written in the morning that names an evening
// or a night and no day as telling of the evening before: "Great evening
// at Pho Hanoi with Marco", posted at nine, was the night before's dinner.
// So does one naming a meal of the evening (meal, a word the lexicons
// give a meal's hours that end the day), unless it asks: "Dinner at
// Trattoria da Salvatore with mom & dad", posted at half past ten, is
// the night before's, "Dinner at Zest?" a plan.
//
// Later in the day only the exclamation says a night is over ("Happy New
// Year! 🎆 What a night at Greta's place", at a quarter past two); "Pizza
// night 🍕" in the afternoon may be that day's.
func eveningBefore(text string, written time.Time, meal func(string) (string, bool)) (lexicon.DayRef, bool) {
	h := written.Hour()
	if evening, _ := daypart.Evening.Span(); h < smallHoursEnd || h*60 >= evening {
		return lexicon.DayRef{}, false // the small hours are read so by toldDay already
	}
	if len(text) > lexicon.MaxRefText {
		text = text[:lexicon.MaxRefText]
	}
	before := func(phrase string) (lexicon.DayRef, bool) {
		return lexicon.DayRef{Date: qa.DateOf(written).AddDays(-1), Part: daypart.Evening, Phrase: phrase}, true
	}
	if h >= 12 {
		if m := whatANightRE().FindString(text); m != "" {
			return before(m)
		}
		return lexicon.DayRef{}, false
	}
	for _, m := range eveningRE().FindAllStringSubmatch(text, -1) {
		if m[1] == "" {
			return before(m[2])
		}
	}
	if meal != nil && !strings.Contains(text, "?") {
		if m, ok := meal(text); ok {
			return before(m)
		}
	}
	return lexicon.DayRef{}, false
}

// eveningMeal returns a meal of the evening a text names with a strong
// word (dinner, supper: a meal whose hours end the day, meals.tsv).
func (r *Retriever) eveningMeal(text string) (string, bool) {
	for _, h := range r.lex.Find(lexicon.Tokens(text)) {
		if from, to, ok := r.lex.MealHours(h.Concept); ok && h.Weight >= lexicon.Strong && from >= 12 && to >= 24 {
			return h.Concept.ID, true
		}
	}
	return "", false
}

// whatANightRE finds the exclamation of a night or an evening had ("What a
// night", "what an evening", "What a great night").
var whatANightRE = lazyre.New(`(?i)\bwhat\s+an?\s+(?:\pL+\s+)?(?:evening|night)\b`)
