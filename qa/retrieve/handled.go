package retrieve

import (
	"slices"
	"strings"

	"reqap/ingest"
	"reqap/lang/spell"
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

// handlingVerbs are the verbs of handling a thing, as written. Losing is
// not among them: a game is lost as often as a racket ("lost the football
// match").
var handlingVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, v := range strings.Fields(`fix fixed fixing repair repaired repairing mend mended mending
		clean cleaned cleaning wash washed washing service serviced servicing oil oiled oiling lube lubed
		pump pumped inflate inflated patch patched paint painted assemble assembled unbox unboxed unpack unpacked
		replace replaced sell sold selling lock locked stolen borrow borrowed lend lent
		store stored wax waxed restring restrung sharpen sharpened`) {
		m[v] = true
	}
	return m
}()

// handledFiller are the words between a verb of handling and its noun:
// determiners, the adjectives a thing handled is said with, and the "up"
// of a phrasal verb ("pumped up the front tyre").
var handledFiller = map[string]bool{
	"the": true, "my": true, "a": true, "an": true, "our": true, "his": true, "her": true, "their": true, "up": true,
	"new": true, "old": true, "broken": true, "flat": true, "front": true, "rear": true, "back": true,
	"dirty": true, "muddy": true, "rusty": true,
}

// maxHandledFiller is how many of them may stand before the noun ("fixed
// up my old bike").
const maxHandledFiller = 3

// handling reports whether a word, lower-cased, is a verb of handling or a
// slip of one that is no English word ("fiexd", "fxied").
func handling(w string) bool {
	if handlingVerbs[w] {
		return true
	}
	if len(w) < 5 || spell.English(w) {
		return false
	}
	for v := range handlingVerbs {
		if len(v) >= 5 && spell.Near(w, v, 1) {
			return true
		}
	}
	return false
}

// cutHandled returns a text without its things handled: each verb of
// handling, up to maxHandledFiller words of handledFiller after it and the
// noun they lead to.
func cutHandled(text string) string {
	words := strings.Fields(text)
	out := make([]string, 0, len(words))
	for i := 0; i < len(words); i++ {
		if !handling(strings.ToLower(strings.Trim(words[i], ".,;:!?\"'()"))) || i+1 == len(words) {
			out = append(out, words[i])
			continue
		}
		j := i + 1
		for k := 0; k < maxHandledFiller && j+1 < len(words) && handledFiller[strings.ToLower(words[j])]; k++ {
			j++
		}
		i = j // the verb, its filler and the noun
	}
	return strings.Join(out, " ")
}

// verifyHandled takes back a sport matched by a text only through a thing
// of it handled, and a cue standing for sports ("my workouts") matched by
// a trip's outing (see above): a required concept of kind sport, or the
// cue.
func (r *Retriever) verifyHandled(q *Query, order []*cand) {
	var cis, cues []int
	for i, c := range q.Concepts[:min(q.Required, maskedConcepts)] {
		switch {
		case c.lex != nil && c.lex.Kind == sportKind:
			cis = append(cis, i)
		case slices.ContainsFunc(c.members, func(m *lexicon.Concept) bool { return m.Kind == sportKind }):
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
		cut := cutHandled(text)
		if cut == strings.Join(strings.Fields(text), " ") {
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
