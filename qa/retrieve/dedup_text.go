package retrieve

import (
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"

	"reqap/ingest"
	"reqap/lang/fold"
	"reqap/qa"
	"reqap/qa/people"
	"reqap/qa/retrieve/lexicon"
)

// Journals and de-duplication. A journal's day is imported as a note and
// as the happenings its text tells (a swim, a dinner, a call), each an
// event whose entry_id names the day's note; what the text says did not
// happen ("Should really go swimming more", "no run today") is kept with a
// modality. So that each happening counts once:
//
//  1. A day's note is represented by its happenings: when any of them is
//     found, or when the query is about something people do (a concept of
//     the lexicon: swimming, dinner, the dentist), the note itself is left
//     out: it holds the same words, and words of the day that are no
//     happening of it (its tags, its musings), so it would count the swim
//     a second time or count a plan. A query for words no lexicon knows
//     ("A beautiful morning", "mood") still finds the note.
//  2. What did not happen is no happening: events with a modality are
//     left out, but for a plan whose text says, in the past, the deed a
//     query's words name: "Booked the flights to Lisbon for July!" plans
//     the flight, and the booking was done that day.
//  3. A happening a journal tells and a record of another export (the run
//     in Strava and "ran 5k" in the journal, the dentist in the calendar
//     and in the diary) are one happening: each told happening joins the
//     one record of the same day that matched a common query concept and
//     fits it best (its time if the text gave one, else the nearest
//     distance or duration), and each record takes at most one told
//     happening. Overlap alone never merges a told happening, because a
//     day-long "ran 5k" overlaps both runs of a day with two.

// told reports whether an event is a happening a journal tells.
func told(e *ingest.Event) bool {
	if e.Source != ingest.Journal && e.Source != ingest.Workout {
		return false
	}
	_, ok := e.Get("entry_id")
	return ok
}

// journalView applies rules 1 and 2; a query of what was skipped keeps
// only the happenings a journal says did not happen.
func journalView(q *Query, cs []*cand) []*cand {
	if q.skipped {
		return slices.DeleteFunc(slices.Clone(cs), func(c *cand) bool {
			return !told(c.ev) || c.ev.Text("modality") != "negated"
		})
	}
	aboutDoing := false
	for _, c := range q.Concepts {
		aboutDoing = aboutDoing || c.lex != nil
	}
	var entries map[string]bool
	drop := false
	for _, c := range cs {
		if c.ev.Source != ingest.Journal && c.ev.Source != ingest.Workout {
			continue
		}
		if id := c.ev.Text("entry_id"); id != "" {
			if entries == nil {
				// Sized for every candidate: a journal's happenings all
				// name their entry, and growing the map by doubling
				// rehashed thirteen thousand ids several times.
				entries = make(map[string]bool, len(cs))
			}
			entries[id] = true
		}
		if c.ev.Text("modality") != "" {
			drop = true
		}
	}
	if entries == nil && !drop && !aboutDoing {
		return cs
	}
	out := make([]*cand, 0, len(cs))
	for _, c := range cs {
		switch c.ev.Source {
		case ingest.Note:
			if entries[c.ev.ID] {
				continue
			}
			if aboutDoing && !q.explicit {
				if n, ok := number(c.ev, "happenings"); ok && n > 0 {
					continue
				}
			}
		case ingest.Journal:
			if m := c.ev.Text("modality"); m != "" && (m != "planned" || !q.saysDeedDone(c)) {
				continue
			}
			if boughtFor(q, c) {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// boughtFor reports whether c is a purchase a journal tells ("Booked the
// flights to Lisbon for July! 312,40 €") found by a query of doing the
// thing bought ("I flew", doneNotBought) that asks of nothing bought (no
// concept of shopping): paying for a flight is no flight, as a thing
// bought online whose name says the word is none.
func boughtFor(q *Query, c *cand) bool {
	if !q.doneNotBought || q.explicit || c.ev.Text("activity") != "purchase" {
		return false
	}
	return !slices.ContainsFunc(q.Concepts, func(qc Concept) bool { return qc.Kind == "shopping" })
}

// saysDeedDone reports whether the text of c says in the past ("booked",
// "reserved") a verb the query writes as a past or a gerund (a phrase
// word, gerundKeys) and that c matched: what was done to make a plan.
func (q *Query) saysDeedDone(c *cand) bool {
	var toks []lexicon.Token
	for i, qc := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if len(qc.gerunds) == 0 || c.weights == nil || c.weights[i] < lexicon.Threshold {
			continue
		}
		if toks == nil {
			toks = verbTokens(c.ev)
		}
		for _, t := range toks {
			if slices.Contains(qc.gerunds, t.Key) && strings.HasSuffix(fold.String(t.Raw), "ed") {
				return true
			}
		}
	}
	return false
}

// matchTold applies rule 3: each told happening joins at most one record
// of another export, and each record at most one told happening.
func matchTold(nodes []node, uf *unionFind) {
	byDay := map[qa.Date][]int{}
	var tolds []int
	for i := range nodes {
		n := &nodes[i]
		if n.period || shortMedia[n.c.ev.Source] {
			continue
		}
		if n.told {
			tolds = append(tolds, i)
		}
		d := qa.DateOf(n.c.ev.Start)
		byDay[d] = append(byDay[d], i)
	}
	if len(tolds) == 0 {
		return
	}
	type pair struct {
		t, r int
		cost float64
	}
	var pairs []pair
	for _, ti := range tolds {
		t := &nodes[ti]
		for _, ri := range byDay[qa.DateOf(t.c.ev.Start)] {
			r := &nodes[ri]
			if ri == ti || r.group == t.group || !shared(r, t) || r.text {
				continue
			}
			// Two journals telling one happening (a diary and Day One) must
			// agree on what it was.
			if r.told && (r.c.ev.Origin.Format == t.c.ev.Origin.Format || r.c.ev.Text("activity") != t.c.ev.Text("activity")) {
				continue
			}
			cost, ok := fit(t, r)
			if ok {
				pairs = append(pairs, pair{ti, ri, cost})
			}
		}
	}
	sort.SliceStable(pairs, func(i, j int) bool { return pairs[i].cost < pairs[j].cost })
	used := map[int]bool{}
	for _, p := range pairs {
		if used[p.t] || used[p.r] {
			continue
		}
		used[p.t], used[p.r] = true, true
		uf.union(p.r, p.t)
	}
}

// fit says whether told happening t can be record r and how far apart
// they are: a stated time must fall within an hour of the record (or
// inside it); measures that disagree by more than a fifth rule it out.
func fit(t, r *node) (float64, bool) {
	cost := 0.0
	if !t.c.ev.AllDay && t.c.ev.Text("time_of_day") == "" {
		gap := 0.0
		switch {
		case t.start < r.start:
			gap = float64(r.start - t.start)
		case t.start > r.end:
			gap = float64(t.start - r.end)
		}
		if gap > 3600e9 {
			return 0, false
		}
		cost += gap / 3600e9
	}
	for _, k := range []string{"distance_km", "duration_s"} {
		a, okA := number(t.c.ev, k)
		b, okB := number(r.c.ev, k)
		if !okA || !okB || a <= 0 || b <= 0 {
			continue
		}
		d := math.Abs(a-b) / math.Max(a, b)
		if d > 0.2 {
			return 0, false
		}
		cost += d
	}
	return cost, true
}

func number(e *ingest.Event, k string) (float64, bool) {
	v, ok := e.Get(k)
	if !ok || v.Kind != ingest.KindNumber {
		return 0, false
	}
	return v.Num, true
}

// datedTexts leaves out, for a query about something people do, the mails
// and notes that date no happening: a mail or a note tells of a happening
// when it announces one ("would you like to meet for pizza on Saturday?",
// a reminder, a booking) or refers to its day ("thanks for last night");
// otherwise it only talks about the thing (a recipe for lasagne is no
// Italian meal, "Holiday plans?" is no trip, a shopping list no dinner).
// Posts are written about what is happening and are kept; so is every
// text when the query asks for mails or notes ("emails about pizza"), not
// when a plan lists them among the sources where such things are told
// (a Keep list of gift ideas, "concert tickets", is no concert gone to).
func (r *Retriever) datedTexts(q *Query, cs []*cand) []*cand {
	if q.textsAsked() || len(q.Cues) > 0 {
		return cs
	}
	aboutDoing := false
	for _, c := range q.Concepts[:q.Required] {
		aboutDoing = aboutDoing || c.lex != nil
	}
	// "when did I first meet up with Théo": meeting someone is a doing
	// even when the person is all the query names beside it, and a mail
	// to them that tells of no meeting ("Congrats!!") is no meeting
	for _, c := range q.Concepts[q.Required:] {
		aboutDoing = aboutDoing || c.lex != nil && slices.Contains(together, c.lex.ID)
	}
	if !aboutDoing {
		return cs
	}
	out := cs[:0:0]
	for _, c := range cs {
		if src := c.ev.Source; (src == ingest.Mail || src == ingest.Note) && !r.datesHappening(c.ev) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// together are the concepts of people being together ("coming over",
// "catch up", "night out"): a text saying so is about a happening even
// when it names no day ("Thanks for coming over!").
var together = []string{"meet", "visit", "go_out"}

// datesHappening reports whether a text event tells of a happening: it
// announces one, refers to its day, or says people were or will be
// together. Being together still to come on no day named ("We should
// catch up soon") is no happening yet, and "long time no see" in a
// letter says the writer has not seen them.
func (r *Retriever) datesHappening(e *ingest.Event) bool {
	if rd := r.read(e); rd.annOK || rd.dayOK {
		return true
	}
	text := eventText(e)
	toks := lexicon.Tokens(text)
	for _, h := range r.lex.Find(toks) {
		if h.Weight < lexicon.Strong || !slices.Contains(together, h.Concept.ID) || thingSeen(toks, h) || notSeen(toks, h) {
			continue
		}
		if !lexicon.Later(text, toks[h.Start].Pos) {
			return true
		}
	}
	return false
}

// notSeen reports whether a hit is a see verb denied by "no" right before
// it ("long time no see").
func notSeen(toks []lexicon.Token, h lexicon.Hit) bool {
	return h.End-h.Start == 1 && h.Start > 0 && seeVerbs[strings.ToLower(toks[h.Start].Raw)] && toks[h.Start-1].Key == "no"
}

// thingSeen reports whether a hit is seeing a thing ("saw this and thought
// of you", "seen it?"), no one met: the verb's object is a pronoun of a
// thing.
func thingSeen(toks []lexicon.Token, h lexicon.Hit) bool {
	if h.End-h.Start != 1 || h.End >= len(toks) || !seeVerbs[strings.ToLower(toks[h.Start].Raw)] {
		return false
	}
	return thingPronouns[strings.ToLower(toks[h.End].Raw)]
}

var (
	seeVerbs      = map[string]bool{"see": true, "saw": true, "seen": true, "seeing": true, "sees": true}
	thingPronouns = map[string]bool{"this": true, "that": true, "it": true, "these": true, "those": true}
)

// recordsOf decides the mails that are another export's record: a mail
// whose words name a structured source outright ("Thank you for your
// order", "Your Strava activity") is a copy of that record (the order, the
// workout), and counts for the query as that source does. A pizza stone's
// order confirmation is no more a pizza meal than the order is.
func (r *Retriever) recordsOf(q *Query, order []*cand) {
	if q.explicit {
		return
	}
	for _, c := range order {
		if c.decided || c.ev.Source != ingest.Mail {
			continue
		}
		for _, cue := range r.lex.FindCues(lexicon.Tokens(eventText(c.ev))) {
			for _, sw := range cue.Sources {
				if sw.Whole && sw.Weight >= 1 && !textSources[sw.Source] && !mediaSources[sw.Source] &&
					q.Weight(sw.Source) < lexicon.Threshold && q.Weight(sw.Source) < q.Weight(ingest.Mail) {
					c.label, c.decided = Irrelevant, true
				}
			}
		}
	}
}

// Celebrating is being there, and so is meeting. A query about
// celebrating or going to a party ("we celebrated Seán's birthday",
// "friends' birthday parties") or about meeting someone ("when did I
// first meet up with Seán") asks for the gatherings, not for the dates in
// a birthday calendar (a yearly all-day entry marks the day someone was
// born) nor for the wishes sent on the day ("Happy birthday Emma! ❤️🎂",
// "Thanks for all the birthday wishes"): attendance leaves those out.

// gatheringConcepts are the lexicon concepts of being together with
// others: at a celebration, at a party, meeting; and so is a meal, as
// tellsGathering reads it ("friends' birthday dinners" are not the
// birthday calendar's entries).
var gatheringConcepts = []string{"celebrate", "party", "meet"}

// wishConcept is the lexicon concept of wishes sent on an occasion.
const wishConcept = "wishes"

// aboutGathering reports whether a query asks for gatherings attended.
// Each word is read alone, as a compound ("birthday parties") is one
// term of another concept, and so is the whole query, for a term of
// several words ("hang out", "catch up").
func (r *Retriever) aboutGathering(q *Query) bool {
	toks := lexicon.Tokens(q.Text)
	hits := r.lex.Find(toks)
	for i := range toks {
		hits = r.lex.AppendFind(hits, toks[i:i+1])
	}
	for _, h := range hits {
		if h.Weight >= lexicon.Strong && (slices.Contains(gatheringConcepts, h.Concept.ID) || h.Concept.Kind == "meal") {
			return true
		}
	}
	return false
}

// attendance applies the rule above.
func (r *Retriever) attendance(q *Query, cs []*cand) []*cand {
	if q.explicit {
		return cs
	}
	if !r.aboutGathering(q) {
		return cs
	}
	wish, ok := r.lex.Concept(wishConcept)
	if !ok {
		return cs
	}
	out := cs[:0:0]
	for _, c := range cs {
		if !r.noGathering(c.ev, wish) {
			out = append(out, c)
		}
	}
	return out
}

// noGathering reports whether an event marks an occasion without anyone
// being together: a yearly all-day entry (the day someone was born) or a
// wish sent that tells of no gathering.
func (r *Retriever) noGathering(e *ingest.Event, wish *lexicon.Concept) bool {
	if yearlyEntry(e) {
		return true
	}
	if textSources[e.Source] {
		toks := lexicon.Tokens(eventText(e))
		hits := r.lex.Find(toks)
		if scoreOf(lexicon.Scores(hits), wish) >= lexicon.Strong && !r.tellsGathering(toks, hits) {
			return true
		}
	}
	return false
}

// tellsGathering reports whether a text tells of a gathering in words (a
// party, celebrating, a meal): the 🎉 of a wish is no party.
func (r *Retriever) tellsGathering(toks []lexicon.Token, hits []lexicon.Hit) bool {
	for _, h := range hits {
		if h.Weight < lexicon.Strong || !wordsAt(toks[h.Start:h.End]) {
			continue
		}
		if slices.Contains(gatheringConcepts, h.Concept.ID) || h.Concept.Kind == "meal" {
			return true
		}
	}
	return false
}

// wordsAt reports whether tokens are words rather than emoji.
func wordsAt(toks []lexicon.Token) bool {
	for _, t := range toks {
		for _, r := range t.Raw {
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' && r != '’' {
				return false
			}
		}
	}
	return true
}

// Meeting up is no work meeting, no call and no workout. "Who did I meet
// most often", "my meet-ups" ask for the people seen socially: a team sync
// or a 1:1 with colleagues is work, whoever attends; a call is no
// meeting; a session of a sport the person's trackers record ("Badminton
// with Julien") is a workout. A query that names any of them keeps them.
// Nor is a birthday's yearly entry or a wish sent a meeting (attendance):
// merged with a post of the day, "Julien bday" made Julien company.
func (r *Retriever) socialOnly(q *Query, cs []*cand) []*cand {
	if q.explicit || q.Required == 0 || !q.onlyTogether() {
		return cs
	}
	wm, ok := r.lex.Concept("work_meeting")
	if !ok {
		return cs
	}
	call, _ := r.lex.Concept("call")
	wish, _ := r.lex.Concept(wishConcept)
	trained := r.recorded(ingest.Workout)
	out := cs[:0:0]
	for _, c := range cs {
		if c.ev.Source == ingest.Workout || wish != nil && r.noGathering(c.ev, wish) {
			continue
		}
		text := eventText(c.ev)
		if !textSources[c.ev.Source] {
			text = placeText(c.ev, true)
		}
		scores := lexicon.Scores(r.lex.Find(lexicon.Tokens(text)))
		// A call is no meeting either, nor a session of a sport the
		// person trains ("Badminton with Julien" is a workout).
		if scoreOf(scores, wm) >= lexicon.Strong || workKind(scores) || call != nil && scoreOf(scores, call) >= lexicon.Strong || r.amongColleagues(q, c.ev, scores) {
			continue
		}
		if slices.ContainsFunc(scores, func(s lexicon.Score) bool { return trained[s.Concept] && s.Weight >= lexicon.Strong }) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// A meeting is with someone, where one lives: "how many times did I meet
// (friends) at a park" asks for the get-togethers at a park, not the
// "Central Park bike ride" of a trip to New York, a sight of the days
// there (an entry of the stay's town, a post of the days naming the town
// or what was seen) that names no one met. A query that names sights or a
// trip keeps them, and so does one of visiting (a park visited on a trip
// is visited).
func (r *Retriever) metNotSeen(q *Query, cs []*cand) []*cand {
	if q.explicit || q.Required == 0 || sightsConcept(q) >= 0 {
		return cs
	}
	meet := false
	for _, c := range q.Concepts {
		if c.lex == nil {
			continue
		}
		switch {
		case c.lex.ID == "meet":
			meet = true
		case c.lex.Kind == "travel" || c.lex.ID == "visit":
			return cs
		}
	}
	if !meet {
		return cs
	}
	stays := r.townStays(q)
	if len(stays) == 0 {
		return cs
	}
	out := cs[:0:0]
	for _, c := range cs {
		if r.sightOfStay(q, c.ev, stays) {
			if _, named := r.namedPeople(q, c.ev); len(named) == 0 {
				continue
			}
		}
		out = append(out, c)
	}
	return out
}

// sightOfStay reports whether a record is of a sight seen during days
// away: a timed entry located in the stay's town, or a post of the days
// that names the town or something seen (postAtStayTown, stayPost); not
// a meal there ("Table at Salis", "Best meal of the trip at Oink"), which
// is had together as at home.
func (r *Retriever) sightOfStay(q *Query, e *ingest.Event, stays []townStay) bool {
	switch {
	case e.Source == ingest.Calendar:
		return !isStay(e) && atStayTown(e, stays) && !r.noSight(r.scorer().scores(e.Text("summary")+" . "+e.Text("location")))
	case ingest.KindOf(e.Source) == ingest.SocialMedia:
		return (r.postAtStayTown(e, stays) || r.stayPost(q, e, stays)) && !r.noSight(r.scorer().scores(eventText(e)))
	}
	return false
}

// workKind reports whether a text says a work meeting of its own kind (a
// 1:1, an all-hands), which work_meeting includes.
func workKind(scores []lexicon.Score) bool {
	return slices.ContainsFunc(scores, func(s lexicon.Score) bool { return s.Concept.Kind == "meeting" && s.Weight >= lexicon.Strong })
}

// amongColleagues reports whether an entry is a meeting of colleagues: all
// who are invited are the person's colleagues, and it says nothing of a
// meal or an outing ("Team weekly"; not "Lunch with Sanne & Manon").
func (r *Retriever) amongColleagues(q *Query, e *ingest.Event, scores []lexicon.Score) bool {
	if q.people == nil || e.Source != ingest.Calendar {
		return false
	}
	invited := 0
	for _, a := range e.Strings("attendees") {
		if q.people.IsSelf(a) {
			continue
		}
		if q.people.Relation(a) != people.Colleague {
			return false
		}
		invited++
	}
	if invited == 0 {
		return false
	}
	for _, s := range scores {
		switch s.Concept.Kind {
		case "meal", "food", "cuisine", "dish", "celebration", "events", "sport":
			if s.Weight >= lexicon.Related {
				return false
			}
		}
	}
	return true
}
