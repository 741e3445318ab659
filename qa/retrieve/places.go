package retrieve

import (
	"slices"
	"strings"
	"unicode"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/fold"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
)

// Names of places. A venue's name says what kind of place it is by its own
// words, not by the words of where it stands: "Sporthalle am Park" is a
// sports hall by a park, "Hotel on the Beach" a hotel, "Café im Museum" a
// café. So a place concept (park, beach, church ...) found in a location
// field only after a preposition does not make the happening one at such a
// place; the search found it anyway (it reads every field), and
// verifyPlaces takes that match back.

// isLocation reports whether a field holds where a happening took place.
func isLocation(key string) bool { return slices.Contains(places.LocationKeys, key) }

// locatives are the prepositions that, inside a venue's name, introduce
// where it is rather than what it is (English, German, French, Italian,
// Spanish, Dutch: the languages of the names people's exports hold).
var locatives = map[string]bool{
	"at": true, "on": true, "in": true, "by": true, "near": true, "beside": true, "off": true, "opposite": true,
	"am": true, "an": true, "im": true, "beim": true, "zum": true, "zur": true, "auf": true, "bei": true,
	"au": true, "aux": true, "sur": true, "pres": true, "près": true,
	"al": true, "alla": true, "sul": true, "sulla": true, "nel": true, "nella": true,
	"en": true, "junto": true,
	"aan": true, "bij": true, "op": true,
}

// venueName returns the part of a location value that names the venue: its
// first comma-separated segment (the rest is an address), up to a locative
// preposition.
func venueName(v string) string {
	v = withoutAddress(v)
	words := strings.Fields(v)
	for i, w := range words {
		if i > 0 && locatives[strings.ToLower(w)] {
			return strings.Join(words[:i], " ")
		}
	}
	return v
}

// placeText is what an event says about itself, with venue names cut to
// what names the venue when cut is set.
func placeText(e *ingest.Event, cut bool) string {
	if cut {
		return placeTextBy(e, venueName)
	}
	return placeTextBy(e, nil)
}

// withoutAddress is a location value without its address: its first
// comma-separated segment.
func withoutAddress(v string) string {
	if i := strings.IndexByte(v, ','); i >= 0 {
		return v[:i]
	}
	return v
}

// placeTextBy is placeText with each location value read through cut, when
// not nil.
func placeTextBy(e *ingest.Event, cut func(string) string) string {
	// Sized first (a cut value is shorter): thousands of candidates each
	// grew it two or three times.
	size := 0
	for fi := range e.Fields {
		f := &e.Fields[fi]
		switch f.Value.Kind {
		case ingest.KindText:
			size += len(f.Value.Str) + len(" . ")
		case ingest.KindList:
			for _, v := range f.Value.List {
				size += len(v) + len(" . ")
			}
		}
	}
	var b strings.Builder
	b.Grow(size)
	for fi := range e.Fields {
		f := &e.Fields[fi] // not copied: this runs on every field of thousands of candidates
		if idKey(f.Key) {
			continue
		}
		var vals []string
		switch f.Value.Kind {
		case ingest.KindText:
			vals = []string{f.Value.Str}
		case ingest.KindList:
			vals = f.Value.List
		default:
			continue
		}
		for _, v := range vals {
			if cut != nil && isLocation(f.Key) {
				v = cut(v)
			}
			b.WriteString(v)
			b.WriteString(" . ")
		}
	}
	return b.String()
}

// verifyPlaces re-reads the candidates that matched a lexicon concept in a
// record with a location and lowers their match to what their text says
// without the location's address: a street is where, not what ("Lunch with
// my parents" at "Jalisco Cantina, Calle de Alcalá 21, Madrid" is no call,
// though "calle" stems to "call"). A place concept (kind place) is also
// read with the venue's name cut at a locative preposition.
func (r *Retriever) verifyPlaces(q *Query, order []*cand) {
	named := maskedWhere(q.Concepts, func(c *Concept) bool { return c.lex != nil })
	if len(named) == 0 {
		return
	}
	sc := r.scorer()
	for _, c := range order {
		if !c.matchedAny(named) || !hasLocation(c.ev) {
			continue
		}
		// Without an address (no comma in any location) the text read
		// without it is the whole text: only a place concept's cut can
		// differ, and most candidates need no second reading at all.
		addressed := locationAddressed(c.ev)
		var whole, bare, cut []lexicon.Score
		var wholeRead, bareRead, cutRead bool
		for _, ci := range named {
			if c.weights[ci] < lexicon.Threshold {
				continue
			}
			lc := q.Concepts[ci].lex
			if lc.Kind != "place" && !addressed {
				continue
			}
			if !wholeRead {
				whole, wholeRead = sc.scores(placeText(c.ev, false)), true
			}
			var w float64
			if lc.Kind == "place" {
				if !cutRead {
					cut, cutRead = sc.scores(placeText(c.ev, true)), true
				}
				w = scoreOf(cut, lc)
			} else {
				if !bareRead {
					bare, bareRead = sc.scores(placeTextBy(c.ev, withoutAddress)), true
				}
				w = scoreOf(bare, lc)
			}
			// Only what the cut took away is taken back: the search
			// may have found the concept in ways the lexicon does not
			// read.
			if w >= scoreOf(whole, lc) {
				continue
			}
			if q.Concepts[ci].thesaurus {
				w = lexicon.Weaker(w)
			}
			if w < c.weights[ci] {
				c.weigh(ci, w)
			}
		}
	}
}

// verifyTowns takes back a town the query names from a record that says
// it only in the name of a venue of the library's: "Carla – dinner" at
// "Bangkok Elephant, Twijnstraat 100, 3568 53 Utrecht", or a mail
// proposing "Bangkok Garden at 19:00", is not in Bangkok ("which
// restaurants did we visit when in Bangkok" had answered the Thai
// restaurants at home).
func (r *Retriever) verifyTowns(q *Query, order []*cand) {
	type town struct {
		ci     int
		key    []string
		venues []string // venues named after it, lower-case
	}
	var towns []town
	for _, ci := range maskedWhere(q.Concepts[:q.Required], isTown) {
		towns = append(towns, town{ci, lexicon.Keys(lexicon.Tokens(q.Concepts[ci].Name)), q.venuesNaming(q.Concepts[ci].Name)})
	}
	// a query about trips keeps the texts told after them: they tell
	// of the stay (stays.go)
	trip := slices.ContainsFunc(q.Concepts[:q.Required], func(c Concept) bool { return c.lex != nil && c.lex.Kind == "travel" })
	if len(towns) == 0 {
		return
	}
	for _, c := range order {
		if c.weights == nil {
			continue
		}
		text := strings.ToLower(placeText(c.ev, false))
		for _, t := range towns {
			if c.weights[t.ci] < lexicon.Threshold {
				continue
			}
			if !trip && textSources[c.ev.Source] && (backFrom(text, t.key) || routeFrom(text, t.key)) {
				// "Back home after 6 amazing days in London 💛" is
				// written at home: the days in London are the stay's;
				// an e-ticket "Barcelona → Madeira" books days away
				// from Barcelona
				c.weigh(t.ci, 0)
				continue
			}
			if saidInVenueOnly(text, t.venues, func(rest string) bool { return saysWords(rest, t.key) }) {
				c.weigh(t.ci, 0)
			}
		}
	}
}

// venuesNaming returns the library's venues whose names hold one of the
// words, lower-case, each once ("bangkok garden" of "Bangkok", "brother
// hubbard" of "brother").
func (q *Query) venuesNaming(words ...string) []string {
	var vs []string
	for _, w := range words {
		for _, v := range q.places.Containing(w) {
			if v = strings.ToLower(v); !slices.Contains(vs, v) {
				vs = append(vs, v)
			}
		}
	}
	return vs
}

// saidInVenueOnly reports whether a record's lower-case text names one of
// the venues and, read without them, no longer says what says reads.
func saidInVenueOnly(text string, venues []string, says func(rest string) bool) bool {
	rest := text
	for _, v := range venues {
		rest = strings.ReplaceAll(rest, v, " ")
	}
	return rest != text && !says(rest)
}

// backFromRE: a return told ("back home after", "home from", "just got
// back from"): what follows is where one was, not where one is.
var backFromRE = lazyre.New(`(?i)\b(?:back|home|returned|got\s+back|came\s+back|arrived\s+home)(?:\s+(?:home|again|safely|safe))?\s+(?:from|after)\b`)

// backFrom reports whether text says the town (its keys) only after a
// return told in the same sentence: a text written on coming back.
func backFrom(text string, town []string) bool {
	m := backFromRE().FindStringIndex(text)
	if m == nil || saysWords(text[:m[0]], town) {
		return false
	}
	rest := text[m[1]:]
	if end := strings.IndexAny(rest, ".!?\n"); end >= 0 {
		if saysWords(rest[end:], town) {
			return false
		}
		rest = rest[:end]
	}
	return saysWords(rest, town)
}

// routeRE finds a journey's route: "Barcelona → Madeira", "BCN -> FNC",
// "flight from Barcelona to Madeira". Its groups are where one leaves and
// where one goes. "From … to" is a route only after a journey's noun:
// "greetings from Barcelona to all of you" is written there.
var routeRE = lazyre.New(`(?i)(?:\b(?:flight|train|bus|coach|ferry|journey|trip|ride|ticket)\s+from\s+(\pL[\pL .'-]*?)\s+to\s+(\pL[\pL .'-]*?)\b|(\pL[\pL .'-]*?)\s*(?:→|->|⟶|➔)\s*(\pL[\pL .'-]*))`)

// routeFrom reports whether text tells a journey leaving the town (its
// keys) and not going to it: its first route starts there ("Your e-ticket:
// Barcelona → Madeira"; the return "Madeira → Barcelona" after it comes
// back). The days the journey books are away from the town.
func routeFrom(text string, town []string) bool {
	m := routeRE().FindStringSubmatch(text)
	if m == nil {
		return false
	}
	from, to := m[1], m[2]
	if m[3] != "" || m[4] != "" {
		from, to = m[3], m[4]
	}
	return saysWords(from, town) && !saysWords(to, town)
}

// locationAddressed reports whether a location of the event is written
// with more after its name (an address or a town, after a comma).
func locationAddressed(e *ingest.Event) bool {
	for _, f := range e.Fields {
		if isLocation(f.Key) && strings.Contains(f.Value.String(), ",") {
			return true
		}
	}
	return false
}

func hasLocation(e *ingest.Event) bool {
	for _, f := range e.Fields {
		if isLocation(f.Key) {
			return true
		}
	}
	return false
}

func scoreOf(scores []lexicon.Score, c *lexicon.Concept) float64 {
	for _, s := range scores {
		if s.Concept == c {
			return s.Weight
		}
	}
	return 0
}

// Eating out. People seldom write "restaurant": they write "Banh mi with
// Elif 🍜" at "Saigon Hanoi, Hauptstraße 50, Berlin", "Dinner @ Pho Bar",
// "Best meal of the trip at Lokál". A meal (the concept food) at a named
// venue that is nobody's home is a meal out (the concept meals.tsv names
// for eating out); a meal at someone's home ("Magnus's place", "coming
// over", "at ours", 🏡) is not, whatever the food.

// possessivePlace matches "Magnus's place", "my parents' house", and,
// after "at", "to" or "from", the possessive alone: "at mum's" ("Birthday
// dinner – mum's" is her birthday, not her place). A possessive before a
// capitalised word is a name's ("Table at Joe's Pizza", "at Katz's
// Delicatessen"): a venue, not a home.
var possessivePlace = lazyre.New(`(?i:\p{L}(?:'s|s'|’s|s’)\s+(?:` + strings.Join(homeNouns, "|") + `)\b)|\b(?i:at|to|from)\s+(?i:my\s+|the\s+|our\s+)?\p{L}+(?:'s|s'|’s|s’|')(?:\s+[^\p{Lu}\s]|\s*$|[^\p{L}\s])`)

// namedVenue matches a meal's venue named in a text: "@ Pho Bar", "at
// Lokál", "table at Chalet Refuge".
var namedVenue = lazyre.New(`(?:@\s*|\bat\s+)\p{Lu}`)

// atHome reports whether an event places its happening at someone's home.
func (r *Retriever) atHome(e *ingest.Event, scores []lexicon.Score) bool {
	if home, ok := r.lex.Concept("home"); ok && scoreOf(scores, home) >= lexicon.Related {
		return true
	}
	for _, k := range []string{"summary", "location", "text", "title"} {
		if v := e.Text(k); v != "" && possessivePlace().MatchString(v) {
			return true
		}
	}
	return false
}

// venueNamed reports whether an event names the venue of its happening: a
// location with an address or a town after the name, or of several words
// (a single word is as likely a town: "Munich"), or a name after "at" or
// "@" in its text, or one with its town ("Milkbar Tomasza, Kraków",
// places.TownedVenue).
func venueNamed(lx *lexicon.Lexicon, pl *places.Directory, e *ingest.Event) bool {
	for _, k := range places.LocationKeys {
		if v := e.Text(k); strings.Contains(v, ",") && venueName(v) != "" || len(strings.Fields(v)) >= 2 {
			return true
		}
	}
	for _, k := range []string{"summary", "text", "title"} {
		v := e.Text(k)
		if v == "" {
			continue
		}
		if namedVenue().MatchString(v) {
			return true
		}
		if _, ok := places.TownedVenue(lx, pl, v); ok {
			return true
		}
	}
	return false
}

// verifyEatingOut lets a meal at a named venue match the concept of eating
// out, and takes it back from a meal at someone's home and from a stay.
func (r *Retriever) verifyEatingOut(q *Query, order []*cand) {
	out := r.lex.EatingOut()
	food, ok := r.lex.Concept(lexicon.FoodConcept)
	if out == nil || !ok {
		return
	}
	ci := q.eatOut
	if ci < 0 {
		return
	}
	sc := r.scorer()
	for _, c := range order {
		if c.weights == nil {
			continue
		}
		if c.ev.Source == ingest.Calendar && isStay(c.ev) && c.weights[ci] < lexicon.Threshold && onlyTowns(q, c) {
			// Days at a place are where the meals out were, not one:
			// kept for the town alone ("we ate out in Lisbon"), the
			// stay would take in every meal and post of the days as
			// one happening, and answer for them all. Kept for whom
			// it was with ("Copenhagen with Rosa"), it still tells who
			// was at its meals.
			c.label, c.decided = Irrelevant, true
			continue
		}
		scores := sc.scores(placeText(c.ev, true))
		switch {
		case r.homeMeal(c.ev, scores, out):
			c.home = true
			c.weigh(ci, 0)
		case c.weights[ci] < lexicon.Threshold && (scoreOf(scores, food) >= lexicon.Related && (venueNamed(r.lex, q.places, c.ev) || q.eateryNamed(c.ev) || r.plannedAtEatery(q, c.ev)) || q.atEatery(c.ev)) && !r.otherVenue(c.ev, out):
			c.weigh(ci, lexicon.Related)
		}
	}
}

// eateryNamed reports whether a post or a note names a venue whose
// records eat a cuisine, as the entries with its address name it:
// "Beirut Grill with David 👌 Hummus and falafel" is a meal out there. A
// mail or a message naming one is more often a plan ("How about Bodega
// Málaga at 18:30?"), which the entry of the day keeps.
func (q *Query) eateryNamed(e *ingest.Event) bool {
	if q.places == nil || !textSources[e.Source] || e.Source == ingest.Mail || e.Source == ingest.Chat {
		return false
	}
	_, ok := q.places.Eatery(eventText(e))
	return ok
}

// plannedAtEatery reports whether a mail or a message plans a meal at a
// venue whose records eat a cuisine, at a time it names: "Fancy curry on
// Friday at 20:00? I was thinking 26 February at Mahal Tandoor." Such a
// plan is often the only record of the meal; where the calendar has the
// entry too, the two are one happening (dedup).
func (r *Retriever) plannedAtEatery(q *Query, e *ingest.Event) bool {
	if q.places == nil || e.Source != ingest.Mail && e.Source != ingest.Chat {
		return false
	}
	if rd := r.read(e); !rd.annOK || !rd.ann.Clock {
		return false
	}
	_, ok := q.places.Eatery(eventText(e))
	return ok
}

// homeMeal reports whether an event is a meal at someone's home, which no
// word of eating out says otherwise (scores are its place text's).
func (r *Retriever) homeMeal(e *ingest.Event, scores []lexicon.Score, out *lexicon.Concept) bool {
	if scores == nil {
		scores = lexicon.Scores(r.lex.Find(lexicon.Tokens(placeText(e, true))))
	}
	return scoreOf(scores, out) < lexicon.Strong && r.atHome(e, scores)
}

// otherVenue reports whether an event's venue says it is another kind of
// place than a restaurant: "Café Kranz", "Kaffeehaus Adele", "Sporthalle":
// a name holding the strong term of a concept that is neither food nor a
// cuisine, a dish or a restaurant.
func (r *Retriever) otherVenue(e *ingest.Event, out *lexicon.Concept) bool {
	for _, k := range places.LocationKeys {
		v := venueName(e.Text(k))
		if v == "" {
			continue
		}
		for _, h := range r.lex.Find(lexicon.Tokens(v)) {
			switch h.Concept.Kind {
			case "food", "cuisine", "dish", "generic":
				continue
			}
			if h.Weight >= lexicon.Strong && h.Concept != out {
				return true
			}
		}
	}
	return false
}

// withPlaces lets a cuisine, a dish or a sport be found at the venues of
// it: "Lunch w/ Noor" at Da Paolo is an Italian meal when the person's
// records eat Italian food at Da Paolo, lunch at Route 66 Diner a burger
// when they eat burgers there, "Racing Olympia training" at Sportpark
// Nord football when the entries there play football (package places).
// The venue's name counts as a related term of the concept (a happening
// there is one of it; a question about the venue is not about all of the
// cuisine); verifyVenues takes back what the record itself contradicts.
// A concept standing for several ("my workouts": the sports the person's
// trackers record; "football or running") is found at the venues of each.
func (q *Query) withPlaces(d *places.Directory) {
	if d == nil {
		return
	}
	q.places = d
	for i := range q.Concepts {
		c := &q.Concepts[i]
		for _, own := range venueConcepts(c) {
			for _, v := range d.Of(own.ID) {
				key := lexicon.Key(v)
				if key == "" || slices.ContainsFunc(c.Terms, func(t lexicon.Term) bool { return t.Key == key }) {
					continue
				}
				c.Terms = append(c.Terms, lexicon.Term{Text: v, Key: key, Weight: lexicon.Related})
				if d.IsTown(v) {
					c.towns = append(c.towns, v)
				} else {
					c.venues = append(c.venues, v)
				}
			}
		}
	}
}

// venueConcepts returns the lexicon concepts of kinds venues are known for
// (places.Venue: what is eaten or played there) a query concept stands
// for: its own, or those of its members.
func venueConcepts(c *Concept) []*lexicon.Concept {
	isVenueKind := func(l *lexicon.Concept) bool { return places.VenueKind(l.Kind) }
	if c.lex != nil {
		if isVenueKind(c.lex) {
			return []*lexicon.Concept{c.lex}
		}
		return nil
	}
	var out []*lexicon.Concept
	for _, m := range c.members {
		if isVenueKind(m) {
			out = append(out, m)
		}
	}
	return out
}

// venueKind reports whether a concept is of a kind venues are known for,
// or stands for concepts of such kinds.
func venueKind(c *Concept) bool { return len(venueConcepts(c)) > 0 }

// verifyVenues takes back a concept a candidate matched only through its
// venue's name (withPlaces) when its own words say otherwise; and a food
// matched only through a town's name (a town whose records eat it, as
// Seville's eat tapas) when the record says no meal: "Plaza de España
// walk" or the trip's "🌴 Seville" there are not Spanish food, "La Azotea
// 🍽️" there is. A venue's
// usual food stands in only for a record that does not say what was
// eaten: "Da Paolo with mum and dad 👌 Risotto heaven" is risotto, though
// pizza is what Da Paolo's records eat most. A venue's usual sport stands
// in only for a record that says a word of that sport and names no other:
// "Racing Olympia training" at the football ground is a training, the
// club's "Summer BBQ" there is none. A concept standing for several keeps
// the record when one of them does.
func (r *Retriever) verifyVenues(q *Query, order []*cand) {
	cis := maskedWhere(q.Concepts[:q.Required], venueKind)
	if len(cis) == 0 {
		return
	}
	sc := r.scorer()
	for _, c := range order {
		if !c.matchedAny(cis) {
			continue
		}
		text := placeText(c.ev, false)
		scores := sc.scores(text)
		// What the record says was eaten or played is in its words, not
		// in its venue's name: "Grill" of "Cedar Grill", whose records
		// eat falafel, is no barbecue said.
		said := sc.scores(placeTextBy(c.ev, noPlace))
		for _, ci := range cis {
			if c.weights[ci] < lexicon.Threshold {
				continue
			}
			if !slices.ContainsFunc(venueConcepts(&q.Concepts[ci]), func(own *lexicon.Concept) bool {
				return r.venueFits(q, &q.Concepts[ci], own, c.ev, text, scores, said, sc)
			}) {
				c.weigh(ci, 0)
			}
		}
	}
}

// noPlace cuts a location value away (placeTextBy): what is left is what
// a record says besides where.
func noPlace(string) string { return "" }

// venueFits reports whether a record that matched a query concept is one
// of own, a concept it stands for, by its words or at a venue of own that
// its words besides the venue's (saidScores) do not contradict (see
// verifyVenues).
func (r *Retriever) venueFits(q *Query, qc *Concept, own *lexicon.Concept, e *ingest.Event, text string, scores, saidScores []lexicon.Score, sc *textScorer) bool {
	said := scoreOf(scores, own)
	if sc.townWordOnly(own, text) {
		// "Hamburg" says no burger, but lunch at a burger joint of
		// Hamburg is still one there.
		if !namesVenueOf(qc, text) {
			return false
		}
		said = 0
	}
	if said >= lexicon.Threshold {
		return true // the text says it
	}
	if len(qc.towns) > 0 && !namesVenueOf(qc, text) && (r.atHome(e, scores) || venueOfOther(q.places, own, e)) {
		// A town's food is what is eaten out there, not at a venue
		// known for another ("my parents – dinner" at an osteria of
		// Barcelona is no Spanish food) nor at someone's home
		// ("Sunday lunch at mom's" there).
		return false
	}
	// Another sport must be named outright: "Racing Olympia" is a club,
	// not a race.
	otherAt := lexicon.Related
	if own.Kind == sportKind {
		otherAt = lexicon.Strong
	}
	other := slices.ContainsFunc(saidScores, func(s lexicon.Score) bool {
		return s.Concept != own && sameVenueKind(s.Concept.Kind, own.Kind) && s.Weight >= otherAt
	})
	return !other && (own.Kind != sportKind || said >= lexicon.Weak) && !r.onlyTown(qc, own, e, scores)
}

// sameVenueKind reports whether two concept kinds answer the same
// question about a venue: food (a dish or a cuisine) or sport.
func sameVenueKind(a, b string) bool {
	food := func(k string) bool { return k == "dish" || k == "cuisine" }
	return a == b || food(a) && food(b)
}

// textScorer scores the texts of a loop over candidates (Scores of Find of
// Tokens) in buffers of tokens and hits that it reuses from one text to
// the next: the verifications read the place text of every candidate,
// thousands for a dish over a journal, and their tokens and hits were
// most of what they allocated.
type textScorer struct {
	lex  *lexicon.Lexicon
	toks []lexicon.Token
	hits []lexicon.Hit
}

func (r *Retriever) scorer() *textScorer { return &textScorer{lex: r.lex} }

// scores is lexicon.Scores(lex.Find(lexicon.Tokens(text))); it keeps
// nothing of text.
func (s *textScorer) scores(text string) []lexicon.Score {
	s.toks = lexicon.AppendTokens(s.toks[:0], text)
	s.hits = s.lex.AppendFind(s.hits[:0], s.toks)
	return lexicon.Scores(s.hits)
}

// onlyTown reports whether a food concept matched a record only through
// the names of towns among its venues, and the record says no meal.
func (r *Retriever) onlyTown(c *Concept, own *lexicon.Concept, e *ingest.Event, scores []lexicon.Score) bool {
	if len(c.towns) == 0 || own.Kind == sportKind {
		return false
	}
	for _, s := range scores {
		if s.Weight >= lexicon.Strong && (s.Concept.Kind == "meal" || s.Concept.ID == "food" || s.Concept.ID == "restaurant") {
			return false
		}
	}
	return !namesVenueOf(c, placeText(e, false))
}

// venueOfOther reports whether an event is located at a venue whose
// records eat another cuisine or dish than own.
func venueOfOther(pl *places.Directory, own *lexicon.Concept, e *ingest.Event) bool {
	if pl == nil {
		return false
	}
	for _, k := range places.LocationKeys {
		v, ok := pl.Venue(e.Text(k))
		if !ok || v.Town {
			continue
		}
		if own.Kind == "cuisine" && v.Cuisine != "" && v.Cuisine != own.ID || own.Kind == "dish" && v.Dish != "" && v.Dish != own.ID {
			return true
		}
	}
	return false
}

// namesVenueOf reports whether a text names one of the venues whose
// records are of a query concept (withPlaces).
func namesVenueOf(c *Concept, text string) bool {
	return slices.ContainsFunc(c.venues, func(v string) bool { return saysWords(text, lexicon.Keys(lexicon.Tokens(v))) })
}

// verifyNamedOnly takes back the match of a phrase (words no lexicon
// knows) from the candidates whose texts hold it only inside the name of
// a venue they took place at: "dinner at Pho Saigon, bun bo was okay" is
// no pho eaten, though the restaurant is named for it. A phrase that is
// the venue's whole name asks for the venue, and keeps it.
func (r *Retriever) verifyNamedOnly(q *Query, order []*cand) {
	var cis []int
	for i, c := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if c.lex == nil && c.cue == nil && !c.atHome && c.phrase != "" && len(c.alts) == 0 {
			cis = append(cis, i)
		}
	}
	if len(cis) == 0 {
		return
	}
	for _, c := range order {
		var names []string
		for _, f := range c.ev.Fields {
			if isLocation(f.Key) && f.Value.Kind == ingest.KindText {
				if n := venueName(f.Value.Str); n != "" {
					names = append(names, n)
				}
			}
		}
		if len(names) == 0 {
			continue
		}
		var toks []lexicon.Token // the texts without the names, split once
		for _, ci := range cis {
			key := strings.Fields(q.Concepts[ci].phrase)
			if c.weights[ci] < lexicon.Threshold || !slices.ContainsFunc(names, func(n string) bool { return partOfName(n, key) }) {
				continue
			}
			if toks == nil {
				toks = namesLeftOut(c.ev, names)
			}
			if !holdsKeys(toks, key) {
				c.weigh(ci, 0)
			}
		}
	}
}

// partOfName reports whether the keys of a venue's name hold key as a
// run of words short of the whole name ("pho" of "Pho Saigon").
func partOfName(name string, key []string) bool {
	toks := lexicon.Tokens(name)
	return len(lexicon.Keys(toks)) > len(key) && holdsKeys(toks, key)
}

// holdsKeys reports whether toks hold the keys as a run of words.
func holdsKeys(toks []lexicon.Token, key []string) bool {
	if len(key) == 0 {
		return false
	}
	// a name of words written as one, as a tag writes it ("New York":
	// "#newyork")
	joined := ""
	if len(key) > 1 {
		joined = strings.Join(key, "")
	}
	for i := range toks {
		if lexicon.KeysAt(toks, i, key) || joined != "" && toks[i].Key == joined {
			return true
		}
	}
	return false
}

// namesLeftOut are the tokens of the text fields of ev, its location
// fields left out and the names cut out of the rest.
func namesLeftOut(ev *ingest.Event, names []string) []lexicon.Token {
	var toks []lexicon.Token
	for _, f := range ev.Fields {
		if isLocation(f.Key) || idKey(f.Key) || f.Value.Kind != ingest.KindText && f.Value.Kind != ingest.KindList {
			continue
		}
		v := f.Value.String()
		for _, n := range names {
			v = cutFold(v, n)
		}
		toks = lexicon.AppendTokens(toks, v)
	}
	return toks
}

// cutFold replaces each occurrence of name in s, in any case, by a
// sentence's end.
func cutFold(s, name string) string {
	low, ln := strings.ToLower(s), strings.ToLower(name)
	if len(low) != len(s) || ln == "" {
		return s // a case change that moves bytes: left whole
	}
	var b strings.Builder
	for {
		i := strings.Index(low, ln)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		b.WriteString(" . ")
		s, low = s[i+len(ln):], low[i+len(ln):]
	}
}

// townWordOnly reports whether a food (a dish or a cuisine) is said in
// text only through a town's name that a term of it stems to:
// "hamburger" is stemmed to "hamburg", and "Day 2 in Hamburg" is no
// burger eaten. A town whose records eat the food (withPlaces) is not
// such a word: its term is the town's name itself.
func (s *textScorer) townWordOnly(own *lexicon.Concept, text string) bool {
	if own.Kind != "dish" && own.Kind != "cuisine" {
		return false
	}
	cut := text
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
		if fold.Capitalised(w) && places.CountryOfCity(w) != "" && stemsTo(own, w) {
			cut = cutWord(cut, w)
		}
	}
	return cut != text && scoreOf(s.scores(cut), own) < lexicon.Threshold
}

// stemsTo reports whether a term of the concept is another word that
// stems to the town's name ("hamburger" to "Hamburg"); a term that
// writes the name ("peking duck") is the dish said.
func stemsTo(c *lexicon.Concept, town string) bool {
	ks := lexicon.Keys(lexicon.Tokens(town))
	if len(ks) != 1 {
		return false
	}
	return slices.ContainsFunc(c.Terms, func(t lexicon.Term) bool {
		return t.Key == ks[0] && !strings.EqualFold(t.Text, town)
	})
}

// cutWord replaces each whole-word occurrence of word in s by a
// sentence's end.
func cutWord(s, word string) string {
	fs := strings.Fields(s)
	for i, f := range fs {
		if strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) == word {
			fs[i] = "."
		}
	}
	return strings.Join(fs, " ")
}

// isTown reports whether a concept of a query is a town it names
// ("Seville"): no concept of the lexicon, nor a group of people, nor home.
func isTown(c *Concept) bool {
	return c.lex == nil && c.members == nil && !c.atHome && places.CountryOfCity(c.Name) != ""
}

// townsOf returns the mask of a query's towns.
func townsOf(q *Query) uint64 {
	var m uint64
	for _, ci := range maskedWhere(q.Concepts, isTown) {
		m |= 1 << uint(ci)
	}
	return m
}

// onlyTowns reports whether the query's required concepts a candidate
// matched are all towns.
func onlyTowns(q *Query, c *cand) bool {
	for i := range q.Concepts[:q.Required] {
		if c.weights[i] >= lexicon.Threshold && !isTown(&q.Concepts[i]) {
			return false
		}
	}
	return true
}
