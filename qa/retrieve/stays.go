package retrieve

import (
	"slices"
	"strings"

	"reqap/ingest"
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
// (with its dates, not the booking's). A stay no text tells of is left:
// days at a place are also Christmas at the parents'.

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
	if len(texts) == 0 {
		return cs
	}
	for _, e := range r.lib.Events(ingest.Calendar) {
		kept := have[e.ID]
		if !e.AllDay || e.End.Sub(e.Start) < minStay || kept != nil && (kept.weights == nil || kept.weights[ci] >= lexicon.Threshold) {
			continue
		}
		town := stayTown(e)
		if len(town) == 0 {
			continue
		}
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
			break
		}
	}
	return cs
}

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
	if ingest.KindOf(t.Source) == ingest.SocialMedia && !t.Start.Before(stay.Start) && t.Start.Before(stay.End) {
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
	toks := lexicon.Tokens(text)
	for i := range toks {
		if lexicon.KeysAt(toks, i, words) {
			return true
		}
	}
	return false
}
