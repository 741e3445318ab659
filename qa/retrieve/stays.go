package retrieve

import (
	"slices"
	"strings"
	"sync"
	"time"

	"reqap/ingest"
	"reqap/lang/address"
	"reqap/lang/country"
	"reqap/qa"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
)

// Stays. A trip is often entered in the calendar as days at a place and
// nothing more: "London with my girlfriend", "Montreal!!", "🌴 Edinburgh",
// all day from the 23rd to the 1st, located in "London, United Kingdom".
// The title says no word of travel; what says it is a trip are the texts
// about it: the booking confirmed for those days ("Your booking is
// confirmed: Apartments Da Vinci, Florence … Check-out: …"), the post
// written there ("Off to London! ✈️"). So a query about trips takes, with
// the texts it kept, the calendar's stays they tell of: an all-day entry
// of at least minStay whose town the text names, and that a booking's
// stay covers at least half of, or that a post was written during. The
// stay then carries the text's concepts, merges with it, and is the trip
// (with its dates, not the booking's). A stay no text tells of is left
// when it is in the person's own country: days at a place are also
// Christmas at the parents'. Days in another country than the one most
// of the calendar's places are in ("🌴 New York" from Amsterdam) are a
// trip by themselves, unless their words name a celebration (Christmas at
// the parents' abroad).

// stays returns cs with the calendar's stays the kept trip texts tell of.
func (r *Retriever) stays(q *Query, cs []*cand) []*cand {
	ci := slices.IndexFunc(q.Concepts[:q.Required], func(c Concept) bool { return c.lex != nil && c.lex.ID == "trip" })
	if ci < 0 || ci >= maskedConcepts {
		return cs
	}
	var texts []*cand
	have := make(map[string]*cand, len(cs))
	for _, c := range cs {
		have[c.ev.ID] = c
		if textSources[c.ev.Source] && c.weights != nil && c.weights[ci] >= lexicon.Threshold {
			texts = append(texts, c)
		}
	}
	home, homeRead := "", false
	for _, e := range r.lib.Events(ingest.Calendar) {
		kept := have[e.ID]
		if !isStay(e) || kept != nil && (kept.weights == nil || kept.weights[ci] >= lexicon.Threshold) {
			continue
		}
		town := stayTown(e)
		if len(town) == 0 {
			continue
		}
		told := false
		for _, t := range texts {
			if !r.tellsOfStay(t.ev, e, town) {
				continue
			}
			if kept != nil {
				// Kept for another concept ("Florence with Giulia"
				// asked of trips with Giulia): it is the trip too.
				kept.weigh(ci, t.weights[ci])
			} else {
				kept = &cand{ev: e, weights: slices.Clone(t.weights), mask: t.mask, label: t.label, decided: t.decided}
				cs = append(cs, kept)
				have[e.ID] = kept
			}
			told = true
			break
		}
		if told || kept == nil && (q.Required != 1 || !q.AllRequired) {
			// Untold and found for nothing else: only a query about
			// trips alone takes it whole.
			continue
		}
		if !homeRead {
			home, homeRead = r.homeCountry(), true
		}
		if c := locationCountry(e.Text("location")); home == "" || c == "" || c == home || r.celebration(e) {
			continue
		}
		if kept != nil {
			kept.weigh(ci, lexicon.Strong)
			continue
		}
		kept = &cand{ev: e, weights: make([]float64, len(q.Concepts)), label: Relevant}
		kept.weigh(ci, lexicon.Strong)
		cs = append(cs, kept)
		have[e.ID] = kept
	}
	return cs
}

// celebration reports whether an entry's words name a celebration
// ("Christmas with the family" in Vienna is Christmas, not a trip).
func (r *Retriever) celebration(e *ingest.Event) bool {
	for _, h := range r.lex.Find(lexicon.Tokens(e.Summary())) {
		if h.Weight >= lexicon.Strong && h.Concept.Kind == "celebration" {
			return true
		}
	}
	return false
}

// locationCountry is the country a location is in: the one it ends with,
// else its town's ("Kerkstraat 48, 1057 06 Amsterdam").
func locationCountry(location string) string {
	if c := address.Country(location); c != "" {
		return c
	}
	if t := address.Town(location); t != "" {
		return places.CountryOfCity(t)
	}
	return places.CountryOfCity(location)
}

// townCountries are the countries a location's town may be in: of a
// town's name in several, all of them.
func townCountries(location string) []string {
	if t := address.Town(location); t != "" {
		return country.OfCityAll(t)
	}
	return country.OfCityAll(location)
}

// homeCountry is the country most of the calendar's places are in, more
// than half of them: where the person lives; "" when none is. It is read
// once per generation of the library: every query about trips asks.
func (r *Retriever) homeCountry() string {
	gen := r.lib.Generation()
	h := &r.home
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.ok || h.gen != gen {
		h.country, h.gen, h.ok = r.readHomeCountry(), gen, true
	}
	return h.country
}

// homeCache holds the home country of one generation of the library.
type homeCache struct {
	mu      sync.Mutex
	gen     uint64
	ok      bool
	country string
}

// readHomeCountry reads homeCountry off the calendar's locations. A town
// of that name in several countries ("46082 Valencia": Spain or
// Venezuela) is in the one of them the other locations name, if only one.
func (r *Retriever) readHomeCountry() string {
	counts, total := map[string]int{}, 0
	var several [][]string
	for _, e := range r.lib.Events(ingest.Calendar) {
		loc := e.Text("location")
		if c := locationCountry(loc); c != "" {
			counts[c]++
			total++
		} else if cs := townCountries(loc); len(cs) > 1 {
			several = append(several, cs)
		}
	}
	for _, cs := range several {
		var seen []string
		for _, c := range cs {
			if counts[c] > 0 {
				seen = append(seen, c)
			}
		}
		if len(seen) == 1 {
			counts[seen[0]]++
			total++
		}
	}
	best := ""
	for c, n := range counts {
		if best == "" || n > counts[best] || n == counts[best] && c < best {
			best = c
		}
	}
	if best == "" || 2*counts[best] <= total {
		return ""
	}
	return best
}

// isStay reports whether an entry is days at a place: all day, for at
// least minStay.
func isStay(e *ingest.Event) bool { return e.AllDay && e.End.Sub(e.Start) >= minStay }

// stayTown returns the words of the town a stay is located in ("London"
// of "London, United Kingdom"), as lexicon keys.
func stayTown(stay *ingest.Event) []string {
	town, _, _ := strings.Cut(stay.Text("location"), ",")
	return lexicon.Keys(lexicon.Tokens(town))
}

// tellsOfStay reports whether text t, naming the stay's town, is a post
// written during the stay or a booking whose stay covers at least half of
// it.
func (r *Retriever) tellsOfStay(t, stay *ingest.Event, town []string) bool {
	if !saysWords(eventText(t), town) {
		return false
	}
	if ingest.KindOf(t.Source) == ingest.SocialMedia && within(t.Start, stay) {
		return true
	}
	rd := r.read(t)
	if !rd.annOK || rd.ann.End.IsZero() {
		return false
	}
	lo, hi := max(rd.ann.At.UnixNano(), stay.Start.UnixNano()), min(rd.ann.End.UnixNano(), stay.End.UnixNano())
	return hi-lo >= (stay.End.UnixNano()-stay.Start.UnixNano())/2
}

// saysWords reports whether text holds the words (lexicon keys) in a row.
func saysWords(text string, words []string) bool {
	return holdsKeys(lexicon.Tokens(text), words)
}

// toldWithin reports whether a record tells of a day of a stay (its
// all-day span [from, to)): a text of the happening it announces or the
// day it names (toldDate), not of the day it was written ("Fancy
// schnitzel next Saturday?", mailed during a trip, is a dinner after it).
func (r *Retriever) toldWithin(e *ingest.Event, from, to time.Time) bool {
	d := qa.DateOf(e.Start)
	if textSources[e.Source] {
		if rd := r.read(e); rd.annOK {
			d = qa.DateOf(rd.ann.At)
		} else {
			d = r.toldDate(e)
		}
	}
	return d.Days() >= qa.DateOf(from).Days() && d.Days() < qa.DateOf(to).Days()
}

// personConcept reports whether a concept of the query names people: a
// name of the directory's ("Giulia"), a family word, friends.
func (q *Query) personConcept(c *Concept) bool {
	if c.lex != nil {
		return c.lex.Kind == "family" || c.lex.ID == "friends"
	}
	return c.members == nil && !c.atHome && q.people != nil && q.people.Owner(c.Name) != ""
}

// verifyStayCompany lets what was done during days away with someone be
// done with them. "Edinburgh w/ Giulia" is the stay; the dinners of those
// days ("Dinner @ Mother India's Café", "Best meal of the trip at Oink 😍")
// name no one, yet were with her. A stay that matched the query's people
// and nothing of what was done gives their weight to the records inside
// it that matched what was done and no one, and then stands for none of
// them itself: kept, it would have joined them all into one happening
// (complement), so a week's dinners with her counted once. A query about
// travel keeps the stay: it is the trip asked for.
//
// A stay that names no one was with whoever a record of the trip names:
// "Vacation – Prague" is the stay, and a post of it, "dinner at U Modré
// kachničky #prague" tagged with Inès, says she came; the other dinners
// of those days ("Dinner @ Café Louvre", located in Prague) were with her
// too. Only a record at the stay's town tells of the trip (a mail sent
// home during it, or a friend's birthday in the calendar, do not), and
// only a person named, not the words their relation is related to.
func (r *Retriever) verifyStayCompany(q *Query, order []*cand) {
	var who, what []int
	for i := range q.Concepts[:min(q.Required, maskedConcepts)] {
		c := &q.Concepts[i]
		switch {
		case isTown(c):
		case q.personConcept(c):
			who = append(who, i)
		case c.lex != nil && c.lex.Kind == "travel":
			return // the stay is the trip asked for
		default:
			what = append(what, i)
		}
	}
	if len(who) == 0 || len(what) == 0 {
		return
	}
	// give lets the records inside a stay that matched what was done and
	// no one be with the people (company: the concepts of who) the stay
	// was with, reporting whether any was.
	give := func(stay *ingest.Event, company []int) bool {
		gave := false
		for _, c := range order {
			if c.ev == stay || c.weights == nil || isStay(c.ev) || !c.matchedAll(what) || c.matchedAny(who) || !r.toldWithin(c.ev, stay.Start, stay.End) || r.namesOthers(q, c.ev, nil) {
				continue
			}
			for _, i := range company {
				c.weigh(i, max(c.weights[i], lexicon.Related))
				gave = true
			}
		}
		return gave
	}
	given := map[*ingest.Event]bool{}
	for _, s := range order {
		if s.weights == nil || s.ev.Source != ingest.Calendar || !isStay(s.ev) || s.matchedAny(what) || !s.matchedAny(who) {
			continue
		}
		company := slices.DeleteFunc(slices.Clone(who), func(i int) bool { return s.weights[i] < lexicon.Threshold })
		given[s.ev] = true
		if give(s.ev, company) {
			for _, i := range who {
				s.weigh(i, 0)
			}
		}
	}
	// The company a record of a trip names: only the few records that
	// name someone outright are read against the stays.
	stays := r.townStays(q)
	named := map[*ingest.Event][]int{}
	for _, c := range order {
		if c.weights == nil || isStay(c.ev) {
			continue
		}
		for _, i := range who {
			if c.weights[i] < lexicon.Strong {
				continue
			}
			for _, st := range stays {
				if !given[st.ev] && !slices.Contains(named[st.ev], i) && r.ofTrip(c.ev, st) {
					named[st.ev] = append(named[st.ev], i)
				}
			}
		}
	}
	for _, st := range stays {
		if company := named[st.ev]; len(company) > 0 {
			give(st.ev, company)
		}
	}
}

// ofTrip reports whether a record tells of what was done on a stay at a
// town: an entry within it located in the town, or a text of the town
// written during it or announcing a time within it.
func (r *Retriever) ofTrip(e *ingest.Event, st townStay) bool {
	if e.Source == ingest.Calendar {
		return atStayTown(e, []townStay{st})
	}
	return textSources[e.Source] && r.tellsOfStay(e, st.ev, st.town)
}
