package retrieve

import (
	"slices"
	"strings"
	"time"

	"reqap/ingest"
	"reqap/lang/fold"
	"reqap/lang/spell"
	"reqap/qa/retrieve/lexicon"
)

// Sights. What a traveller goes to see is entered under its own name:
// "Monkey Forest", "Sunrise trek on Mount Batur", "Broadway show",
// located at the town ("Ubud, Indonesia"). No record says "sight" or
// "attraction"; what makes an entry one is where and when it is: timed,
// during days at a place (a stay: an all-day entry of at least minStay)
// and located in the stay's town, as a traveller's plans are. The meals
// of the stay are entered the same way, so an entry that names a meal or
// eating out ("Dinner @ Lokál", "Table at Joe's Pizza", "Menza 🍽️") is
// no sight, nor is lodging, a journey or work (a hotel's check-in, a
// flight home, a client meeting). So a query about sightseeing lets the
// entries that are sights match it, and takes them as candidates when
// search did not find them ("which sights did I see in 2023" names
// nothing else to search for).

// townStays returns the calendar's stays located in a town, with the
// town's words, read once per query (sights and visits both read them,
// and a library may have none).
func (r *Retriever) townStays(q *Query) []townStay {
	if q.townStaysRead {
		return q.townStays
	}
	q.townStaysRead = true
	for _, e := range r.lib.Events(ingest.Calendar) {
		if !isStay(e) {
			continue
		}
		if town := stayTown(e); len(town) > 0 {
			q.townStays = append(q.townStays, townStay{e, town})
		}
	}
	return q.townStays
}

// townStay is a stay and the words of its town.
type townStay struct {
	ev   *ingest.Event
	town []string
}

// holds reports whether something at that time, whose words are text,
// was within the stay and says its town.
func (s townStay) holds(at time.Time, text string) bool {
	return within(at, s.ev) && saysWords(text, s.town)
}

// within reports whether a time lies within an event's span, its end
// excluded.
func within(at time.Time, e *ingest.Event) bool {
	return !at.Before(e.Start) && at.Before(e.End)
}

// sightsConcept returns the index of the query's required sightseeing
// concept, or -1.
func sightsConcept(q *Query) int {
	ci := slices.IndexFunc(q.Concepts[:q.Required], func(c Concept) bool { return c.lex != nil && c.lex.ID == sightseeing })
	if ci >= maskedConcepts {
		return -1
	}
	return ci
}

// sightsOf returns the mask of a query's sightseeing concept: matched by
// every sight, it is the kind of thing, as a town is the place, and joins
// no two.
func sightsOf(q *Query) uint64 {
	if ci := sightsConcept(q); ci >= 0 {
		return 1 << uint(ci)
	}
	return 0
}

// sightseeing is the lexicon concept of seeing the sights.
const sightseeing = "sightseeing"

// courseConcept is the lexicon concept of a class, a lesson, a course.
const courseConcept = "course"

// recallSights adds the calendar's entries during a stay located in its
// town as candidates that match nothing yet; verifySights weighs those
// that are sights.
func (r *Retriever) recallSights(q *Query, cands map[string]*cand, order []*cand) []*cand {
	if sightsConcept(q) < 0 || q.Weight(ingest.Calendar) < lexicon.Threshold {
		return order
	}
	stays := r.townStays(q)
	if len(stays) == 0 {
		return order
	}
	for _, e := range r.lib.Events(ingest.Calendar) {
		if cands[e.ID] != nil || !atStayTown(e, stays) {
			continue
		}
		c := &cand{ev: e, weights: make([]float64, len(q.Concepts))}
		cands[e.ID] = c
		order = append(order, c)
	}
	if q.Weight(ingest.SocialMedia) < lexicon.Threshold {
		return order
	}
	for _, e := range r.lib.Events(ingest.SocialMedia) {
		if cands[e.ID] != nil || !r.postAtStayTown(e, stays) && !r.stayPost(q, e, stays) {
			continue
		}
		c := &cand{ev: e, weights: make([]float64, len(q.Concepts))}
		cands[e.ID] = c
		order = append(order, c)
	}
	return order
}

// postAtStayTown reports whether a post was written during a stay, says
// the stay's town ("Grand Palace ✨ #bangkok"), and names something
// besides being there: two words of content other than the town's and
// the trip's ("Off to London! ✈️", "Hello Montreal 👋", "Vacation mode:
// ON 🌴 #kyoto" say only where the person is).
func (r *Retriever) postAtStayTown(e *ingest.Event, stays []townStay) bool {
	text := e.Text("text")
	if text == "" || e.Start.IsZero() {
		return false
	}
	i := slices.IndexFunc(stays, func(s townStay) bool { return s.holds(e.Start, text) })
	if i < 0 {
		return false
	}
	return r.namesBesidesTrip(text, stays[i].town)
}

// namesBesidesTrip reports whether a text names something besides being
// on a trip to a town: two words of content other than the town's and
// travel's, or a name ("Day trip to Sintra").
func (r *Retriever) namesBesidesTrip(text string, town []string) bool {
	toks := lexicon.Tokens(text)
	travel := make([]bool, len(toks))
	for _, h := range r.lex.Find(toks) {
		if h.Concept.Kind == "travel" && h.Weight >= lexicon.Strong {
			for k := h.Start; k < h.End; k++ {
				travel[k] = true
			}
		}
	}
	named, joined := 0, strings.Join(town, "") // "#newyork"
	for k, t := range toks {
		w := lexicon.WordKey(t.Raw)
		if !travel[k] && fold.HasLetter(t.Raw) && len([]rune(w)) > 1 && !slices.Contains(town, w) && w != joined && r.lex.WordClass(w) == lexicon.Content {
			named++
			if k > 0 && fold.Capitalised(t.Raw) && !fold.NotName(strings.ToLower(t.Raw)) {
				named++ // a name inside the text
			}
		}
	}
	return named >= 2
}

// stayPost reports whether a post written during a stay tells of
// something done there though it names no town ("Today: Brooklyn
// Bridge walk. Unforgettable! 😍"): it names something (namesBesidesTrip),
// and is nothing else done on a stay (noSight), no celebration, and
// nothing the person posts at home too ("Tried a new recipe tonight",
// "Grateful for good friends today": the words of a post written outside
// every stay). What is posted on a trip and only then is of the trip.
func (r *Retriever) stayPost(q *Query, e *ingest.Event, stays []townStay) bool {
	text := e.Text("text")
	if text == "" || e.Start.IsZero() {
		return false
	}
	i := slices.IndexFunc(stays, func(s townStay) bool { return within(e.Start, s.ev) })
	if i < 0 || saysWords(text, stays[i].town) || !r.namesBesidesTrip(text, stays[i].town) {
		return false
	}
	scores := r.scorer().scores(text)
	if r.tellsMedia(text) || r.noSight(scores) || slices.ContainsFunc(scores, func(s lexicon.Score) bool {
		return s.Concept.Kind == "celebration" && s.Weight >= lexicon.Strong
	}) {
		return false
	}
	return !r.homePosts(q, stays).holds(r.contentWords(text))
}

// tellsMedia reports whether a text tells of listening or watching, by
// a word that points at a media stream ("Voyage by Rafael Estrada on
// repeat 🎧"): a song played on a trip is no sight of it.
func (r *Retriever) tellsMedia(text string) bool {
	for _, cue := range r.lex.FindCues(lexicon.Tokens(text)) {
		for _, sw := range cue.Sources {
			if mediaSources[sw.Source] && sw.Weight >= 1 {
				return true
			}
		}
	}
	return false
}

// postWords indexes the words of content of many posts, to find a post
// sharing most of its words with a text.
type postWords struct {
	posts [][]string
	by    map[string][]int // a word → the posts that have it
}

// homePosts returns the words of the posts written outside the stays,
// read once per query.
func (r *Retriever) homePosts(q *Query, stays []townStay) *postWords {
	if q.homePostsRead {
		return q.homePosts
	}
	q.homePostsRead = true
	pw := &postWords{by: map[string][]int{}}
	for _, e := range r.lib.Events(ingest.SocialMedia) {
		if e.Start.IsZero() || slices.ContainsFunc(stays, func(s townStay) bool { return within(e.Start, s.ev) }) {
			continue
		}
		ws := r.contentWords(e.Text("text"))
		if len(ws) == 0 {
			continue
		}
		for _, w := range ws {
			pw.by[w] = append(pw.by[w], len(pw.posts))
		}
		pw.posts = append(pw.posts, ws)
	}
	q.homePosts = pw
	return pw
}

// mostWords is the share of a text's words another must say to say the
// same (a repeated post, an entry's title).
const mostWords = 0.6

// holds reports whether a post shares most of its words with ws: 60% of
// the longer's, a word mistyped by one slip counted as said, as a post
// repeated with a typo is ("Grateful for good frineds today", "Train
// dealyed again").
func (pw *postWords) holds(ws []string) bool {
	if len(ws) == 0 {
		return true
	}
	shared := map[int]int{}
	for _, w := range ws {
		for _, i := range pw.by[w] {
			shared[i]++
		}
	}
	for i, n := range shared {
		post := pw.posts[i]
		need := mostWords * float64(max(len(ws), len(post)))
		for _, w := range ws {
			if float64(n) >= need {
				break
			}
			if len(w) >= 4 && !slices.Contains(post, w) && slices.ContainsFunc(post, func(p string) bool { return len(p) >= 4 && spell.Near(w, p, 1) }) {
				n++
			}
		}
		if float64(n) >= need {
			return true
		}
	}
	return false
}

// contentWords are the distinct words of content of a text, in lower
// case as written (not stemmed: a slip is one letter of what was typed).
func (r *Retriever) contentWords(text string) []string {
	var ws []string
	for _, t := range lexicon.Tokens(text) {
		w := lexicon.WordKey(t.Raw)
		low := strings.ToLower(t.Raw)
		if fold.HasLetter(t.Raw) && len([]rune(w)) > 1 && r.lex.WordClass(w) == lexicon.Content && !slices.Contains(ws, low) {
			ws = append(ws, low)
		}
	}
	return ws
}

// atStayTown reports whether a timed entry lies within a stay and is
// located in the stay's town.
func atStayTown(e *ingest.Event, stays []townStay) bool {
	if e.AllDay || e.Start.IsZero() {
		return false
	}
	loc := e.Text("location")
	return loc != "" && slices.ContainsFunc(stays, func(s townStay) bool { return s.holds(e.Start, loc) })
}

// verifySights lets the entries that are sights match the query's
// sightseeing concept.
func (r *Retriever) verifySights(q *Query, order []*cand) {
	ci := sightsConcept(q)
	if ci < 0 {
		return
	}
	sc := r.scorer()
	for _, c := range order {
		if c.ev.Source == ingest.Calendar && isStay(c.ev) && c.weights != nil && c.weights[ci] < lexicon.Threshold {
			// The stay is where the sights are, not one: kept for the
			// town, it would take in every sight and post of the days
			// and answer for them all.
			c.label, c.decided = Irrelevant, true
			continue
		}
		if c.weights != nil && textSources[c.ev.Source] {
			// Nor are the texts of getting there and staying: a booking
			// of the days (whatever its hotel is called: "Boutique
			// Hotel Old Town"), an e-ticket, which would take in the
			// sights the days hold as one happening.
			if rd := r.read(c.ev); rd.annOK && !rd.ann.End.IsZero() || c.weights[ci] < lexicon.Threshold && r.noSight(sc.scores(eventText(c.ev))) {
				c.label, c.decided = Irrelevant, true
				continue
			}
			// A post of the days there, saying the town and naming
			// something else, tells of what was seen: "Can't believe
			// we did this: Vasa Museum #stockholm".
			if ingest.KindOf(c.ev.Source) == ingest.SocialMedia && c.weights[ci] < lexicon.Threshold && (r.postAtStayTown(c.ev, r.townStays(q)) || r.stayPost(q, c.ev, r.townStays(q))) {
				c.weigh(ci, lexicon.Strong)
			}
			continue
		}
		if c.weights == nil || c.weights[ci] >= lexicon.Threshold || c.ev.Source != ingest.Calendar || c.ev.AllDay {
			continue
		}
		if !atStayTown(c.ev, r.townStays(q)) {
			continue
		}
		summary := c.ev.Text("summary")
		if summary == "" {
			summary = c.ev.Text("title")
		}
		if r.noSight(sc.scores(summary + " . " + c.ev.Text("location"))) {
			// Nor is a meal of the days: left a candidate for the
			// town, it would take in the post of a sight written after
			// it ("Table at Meatballs for the People", then
			// "Archipelago boat trip ✨ #stockholm").
			c.label, c.decided = Irrelevant, true
			continue
		}
		c.weigh(ci, lexicon.Strong)
	}
}

// namesMeal reports whether words name a meal ("Dinner @ Lokál", strongly)
// or eating out ("Table at Joe's Pizza", "Menza 🍽️"): what a stay's
// meals and a day's meal at a venue are told by.
func (r *Retriever) namesMeal(scores []lexicon.Score) bool {
	out := r.lex.EatingOut()
	return slices.ContainsFunc(scores, func(s lexicon.Score) bool {
		if s.Weight < lexicon.Related || s.Concept.Generic {
			return false
		}
		_, _, meal := r.lex.MealHours(s.Concept)
		return meal && s.Weight >= lexicon.Strong || s.Concept == out
	})
}

// noSight reports whether an entry's words say it is something else done
// on a stay: a meal or eating out, lodging, a journey or work, and no
// sport or outing besides ("Paragliding flight" is no journey).
func (r *Retriever) noSight(scores []lexicon.Score) bool {
	if r.namesMeal(scores) {
		return true
	}
	other, outing := false, false
	for _, s := range scores {
		c := s.Concept
		if s.Weight < lexicon.Related || c.Generic {
			continue
		}
		switch {
		case c.ID == sightseeing:
			outing = true
		case c.Kind == sportKind || c.Kind == "events" || c.ID == courseConcept:
			// a class taken on a trip is an outing, whatever it
			// teaches ("Thai cooking class #bangkok" is no meal)
			outing = outing || s.Weight >= lexicon.Strong
		case c.Kind == "travel" || c.Kind == "work" || c.Kind == "meeting" || c.Kind == "food":
			// food named is a meal ("Best meal of the trip at Oink"),
			// unless an outing besides ("Whisky tasting"); a day trip
			// is an outing ("Day trip to Burano")
			other = other || s.Weight >= lexicon.Strong && c.ID != "trip"
		}
	}
	return other && !outing
}
