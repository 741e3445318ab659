package retrieve

import (
	"cmp"
	"math"
	"slices"
	"time"

	"reqap/qa/retrieve/lexicon"
)

// An occasion's day says whose it is. "When did we celebrate Ayşe's
// birthday" asks for the gatherings on her birthday, which a post need
// not name her in: "Best birthday crew: mom & dad and my boyfriend 🥳",
// written on the day the birthday calendar gives for her, and on no
// one else's as near, is her party. verifyCelebrants lets such a text
// match the person's name; occasionFits still asks that none of the
// happening's records says it is someone else's.

// verifyCelebrants gives the named person's concept to the texts of the
// occasion that say no one's, written nearest their birthday.
func (r *Retriever) verifyCelebrants(q *Query, order []*cand) {
	target, ok := q.occasionOf()
	if !ok || len(target.names) != 1 || q.people == nil {
		return
	}
	name := target.names[0]
	occ, who := -1, -1
	for ci, qc := range q.Concepts[:min(q.Required, maskedConcepts)] {
		switch {
		case qc.lex != nil && slices.Contains(occasionConcepts, qc.lex.ID):
			occ = ci
		case qc.lex == nil && qc.members == nil && q.people.Owner(qc.Name) == name:
			who = ci
		}
	}
	if occ < 0 || who < 0 {
		return
	}
	for _, c := range order {
		if c.weights == nil || !textSources[c.ev.Source] || c.weights[occ] < lexicon.Strong || c.weights[who] >= lexicon.Threshold {
			continue
		}
		cb := celebrantOf(r.lex, eventText(c.ev))
		if cb.self || cb.other || cb.role != "" || cb.name != "" {
			continue
		}
		if whose, ok := r.birthdayOf(q, c.ev.Start); ok && whose == name {
			c.weigh(who, lexicon.Strong)
		}
	}
}

// birthdayOf returns whose birthday of the birthday calendar a time is
// nearest, within birthdayWindow, and whether it is surely theirs: no
// other birthday (the person's own among them) lies within twice as far
// ("Best birthday crew: George 🥳" between George's birthday and
// Hannah's, days apart either way, is neither's by its day).
func (r *Retriever) birthdayOf(q *Query, at time.Time) (string, bool) {
	type near struct {
		who string
		gap time.Duration
	}
	var ns []near
	for _, b := range r.birthdays(q) {
		gap := time.Duration(math.MaxInt64)
		for _, y := range []int{at.Year() - 1, at.Year(), at.Year() + 1} {
			d := time.Date(y, b.day.Month(), b.day.Day(), 0, 0, 0, 0, at.Location())
			gap = min(gap, max(at.Sub(d), d.Sub(at)))
		}
		who := b.who
		if b.self {
			who = ""
		}
		ns = append(ns, near{who, gap})
	}
	slices.SortFunc(ns, func(a, b near) int { return cmp.Compare(a.gap, b.gap) })
	if len(ns) == 0 || ns[0].who == "" || ns[0].gap >= birthdayWindow {
		return "", false
	}
	for _, n := range ns[1:] {
		if n.who != ns[0].who && n.gap < 2*ns[0].gap {
			return "", false
		}
	}
	return ns[0].who, true
}
