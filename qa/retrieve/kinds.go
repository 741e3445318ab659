package retrieve

import (
	"fmt"

	"reqap/qa"
	"reqap/qa/retrieve/lexicon"
)

// A query may name a kind of a concept with a word before one of its
// terms ("video calls", "red wine", "trail runs"): the lexicon lists the
// kind among the concept's terms, so texts saying it are found, but a
// text saying only the concept ("Call mom") does not say it was of the
// kind. Where some texts of the concept say the kind's words, only those
// count; where none does, the library does not tell the kind apart, every
// text of the concept counts, and the answer says so rather than drop the
// word silently.

// verifyKinds takes back the match of a concept named as a kind from the
// candidates whose texts do not say the kind's words, when any candidate
// of the concept says them, and notes what it did.
func (r *Retriever) verifyKinds(q *Query, order []*cand) {
	for ci, qc := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if len(qc.kind) == 0 {
			continue
		}
		var of, saying []*cand
		for _, c := range order {
			if c.weights == nil || c.weights[ci] < lexicon.Threshold {
				continue
			}
			of = append(of, c)
			if r.lex.SaysKind(verbTokens(c.ev), qc.kind, qc.lex) {
				saying = append(saying, c)
			} else {
				c.unkind = true
			}
		}
		if len(of) == 0 {
			continue
		}
		if len(saying) == 0 {
			for _, c := range of {
				c.unkind = false
			}
			q.kindNotes = append(q.kindNotes, fmt.Sprintf("%s%q: every one found was counted", qa.UntoldKindNote, lexicon.Raw(qc.kindTerm)))
			continue
		}
		if len(saying) == len(of) {
			continue
		}
		q.kinds = append(q.kinds, ci)
		for _, c := range of {
			if c.unkind {
				c.weigh(ci, 0)
			}
		}
		q.kindNotes = append(q.kindNotes, fmt.Sprintf("only the records that say %q were taken (%d of %d found)", lexicon.Raw(qc.kindTerm), len(saying), len(of)))
	}
}

// unkind reports whether c, kept, is of a concept the query named a
// kind of that its text does not say, where other texts say it: a pattern
// of the concept ("Call mom") pulls in such events again.
func (r *Retriever) unkind(q *Query, c *cand) bool {
	if c.unkind {
		return true
	}
	for _, ci := range q.kinds {
		if c.weights == nil && c.mask&(1<<uint(ci)) != 0 && !r.lex.SaysKind(verbTokens(c.ev), q.Concepts[ci].kind, q.Concepts[ci].lex) {
			return true
		}
	}
	return false
}

// notes are what the query's reading adds to its answer: the relations
// no one is known to have, then how the kinds it named were read.
func (q *Query) notes() []string {
	return append(q.relationNotes(), q.kindNotes...)
}
