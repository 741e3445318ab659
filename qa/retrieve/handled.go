package retrieve

import (
	"slices"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/qa/retrieve/lexicon"
)

// A sport's thing handled is no session of it. "Finally fixed the bike",
// "cleaned my racket", "sold the old skis": the word that names the sport
// is the object of a verb of handling a thing (repairing, cleaning,
// selling, lending, storing it), and the text tells of the
// thing, not of playing or riding. A text that says the sport besides
// ("cleaned the bike after a muddy ride") still tells of a session.

// Nor is a trip's outing a workout: "my workouts" are the sessions of a
// person's sports, and a hike or a bike tour entered or posted at a town
// the person stayed in ("Mount Royal hike" located in Montreal, "Bike
// tour of the harbour ✨ #copenhagen") is one of the trip's sights, seen
// as much as done. Asked for the sport itself ("how many hikes"), it
// counts; a session a workout export logged there counts either way.

// handledRE: a verb of handling a thing and its object, up to three words
// of determiners and adjectives before the noun. Losing is not among
// them: a game is lost as often as a racket ("lost the football match").
var handledRE = lazyre.New(`(?i)\b(?:fix|fixed|fixing|repair|repaired|repairing|mend|mended|mending|` +
	`clean|cleaned|cleaning|wash|washed|washing|service|serviced|servicing|oil|oiled|oiling|lube|lubed|` +
	`pump(?:ed)?\s+up|inflate|inflated|patch|patched|paint|painted|assemble|assembled|unbox|unboxed|unpack|unpacked|` +
	`replace|replaced|sell|sold|selling|lock|locked|stolen|borrow|borrowed|lend|lent|` +
	`store|stored|wax|waxed|restring|restrung|sharpen|sharpened)\s+` +
	`(?:(?:the|my|a|an|our|his|her|their|new|old|broken|flat|front|rear|back|dirty|muddy|rusty)\s+){0,3}` +
	`[\p{L}'’-]+`)

// verifyHandled takes back a sport matched by a text only through a thing
// of it handled, and a cue standing for sports ("my workouts") matched by
// a trip's outing (see above): a required concept of kind sport, or the
// cue.
func (r *Retriever) verifyHandled(q *Query, order []*cand) {
	var cis, cues []int
	for i, c := range q.Concepts[:min(q.Required, maskedConcepts)] {
		switch {
		case c.lex != nil && c.lex.Kind == "sport":
			cis = append(cis, i)
		case slices.ContainsFunc(c.members, func(m *lexicon.Concept) bool { return m.Kind == "sport" }):
			cis = append(cis, i)
			cues = append(cues, i)
		}
	}
	if len(cis) == 0 {
		return
	}
	var sc *textScorer
	for _, c := range order {
		if len(cues) > 0 && c.matchedAny(cues) && r.outing(q, c) {
			for _, ci := range cues {
				c.weigh(ci, 0)
			}
		}
		if !textSources[c.ev.Source] || !c.matchedAny(cis) {
			continue
		}
		text := eventText(c.ev)
		cut := handledRE().ReplaceAllString(text, " ")
		if cut == text {
			continue
		}
		if sc == nil {
			sc = r.scorer()
		}
		scores := sc.scores(cut)
		for _, ci := range cis {
			if c.weights[ci] >= lexicon.Threshold && q.Concepts[ci].matches(scores) < lexicon.Threshold {
				c.weigh(ci, 0)
			}
		}
	}
}

// outing reports whether a candidate is an outing of a trip: a calendar
// entry located in the town of a stay it lies within, or a post of the
// stay's days that tells of something seen or done there.
func (r *Retriever) outing(q *Query, c *cand) bool {
	stays := r.townStays(q)
	if len(stays) == 0 {
		return false
	}
	switch {
	case c.ev.Source == ingest.Calendar:
		return atStayTown(c.ev, stays)
	case c.ev.Source == ingest.SocialMedia:
		return r.postAtStayTown(c.ev, stays) || r.stayPost(q, c.ev, stays)
	}
	return false
}
