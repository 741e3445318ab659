package retrieve

import (
	"slices"
	"time"

	"reqap/ingest"
	"reqap/lang/fold"
	"reqap/qa/retrieve/lexicon"
)

// Whose appointment. A calendar entry headed by someone's name ("Ayşe
// check-up (Dr. Taylor)", "Ben – paediatrician") is that person's
// appointment, kept by the parent who takes them: it is a doctor's
// appointment of the parent's calendar, as it says, but no more of a
// kind it only hints at (a check-up is no GP's by its words): "my GP
// appointments", "when did I last see the GP" ask for one's own doctor.
// A query that names someone ("Ben's check-ups") is read as before.

// verifyPatients takes back the match of a concept of health the entry
// does not name strongly from the entries headed by the first name of
// someone the library knows, other than the person themself, when the
// query names no one.
func (r *Retriever) verifyPatients(q *Query, order []*cand) {
	if q.people == nil {
		return
	}
	var health []int
	for ci, qc := range q.Concepts[:min(q.Required, maskedConcepts)] {
		switch {
		case qc.lex == nil && qc.members == nil && qc.cue == nil:
			if _, ok := q.people.Lookup(fold.TrimPossessive(qc.Name)); ok {
				return // a name: whose appointments it asks for
			}
		case qc.lex != nil && (qc.lex.Kind == "family" || qc.lex.Kind == "people"):
			return
		case qc.lex != nil && qc.lex.Kind == "health":
			health = append(health, ci)
		}
	}
	if len(health) == 0 {
		return
	}
	var theirs []time.Time
	for _, c := range order {
		if c.weights == nil || c.ev.Source != ingest.Calendar || !c.matchedAny(health) {
			continue
		}
		if !r.headedByOther(q, c.ev.Summary()) {
			continue
		}
		for _, ci := range health {
			if c.weights[ci] < lexicon.Strong {
				c.weigh(ci, 0)
			}
		}
		theirs = append(theirs, c.ev.Start)
	}
	if len(theirs) == 0 {
		return
	}
	// The practice's reminder of such an appointment ("a reminder of your
	// appointment … on Monday, 11 November 2024 at 17:30") is written to
	// the parent: the entry it announces says whose it is.
	for _, c := range order {
		if c.weights == nil || c.ev.Source != ingest.Mail || !c.matchedAny(health) {
			continue
		}
		rd := r.read(c.ev)
		if !rd.annOK || !slices.ContainsFunc(theirs, func(t time.Time) bool { return wallGap(t, rd.ann.At) <= announceSlack }) {
			continue
		}
		for _, ci := range health {
			if c.weights[ci] < lexicon.Strong {
				c.weigh(ci, 0)
			}
		}
	}
}

// headedByOther reports whether a title begins with the first name of
// someone the library knows, not the person themself, ahead of a word of
// health ("Ayşe check-up", "Ben – paediatrician").
func (r *Retriever) headedByOther(q *Query, title string) bool {
	toks := lexicon.Tokens(title)
	if len(toks) < 2 || !fold.Capitalised(toks[0].Raw) {
		return false
	}
	first := fold.TrimPossessive(toks[0].Raw)
	who, ok := q.people.FirstName(first)
	if !ok || q.people.IsSelf(who) {
		return false
	}
	for _, h := range r.lex.Find(toks[1:]) {
		if h.Concept.Kind == "health" && h.Start <= 1 {
			return true
		}
	}
	return false
}
