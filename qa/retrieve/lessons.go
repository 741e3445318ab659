package retrieve

import (
	"reqap/qa/retrieve/lexicon"
)

// Lessons of a cuisine. "Italian cooking class", "Thai cooking course",
// "Pasta class" are learning to cook the food, not a meal of it: English puts the head of a compound last, and the cuisine before
// "class" says what the class teaches. A query about a cuisine or a dish
// eaten takes back their match; one that names the lesson ("Italian
// cooking classes", "my cooking course") keeps them.

// lessonGap is how many words may stand between the food and the lesson
// ("Italian cooking class", "sushi making class").
const lessonGap = 1

// verifyLessons takes back the match of a cuisine or a dish from the
// records that name it as what a lesson teaches, unless the query asks
// for lessons.
func (r *Retriever) verifyLessons(q *Query, order []*cand) {
	var food []int
	for ci, qc := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if qc.lex == nil {
			continue
		}
		switch {
		case qc.lex.ID == lexicon.CourseConcept:
			return
		case qc.lex.Kind == "cuisine" || qc.lex.Kind == "dish":
			food = append(food, ci)
		}
	}
	if len(food) == 0 {
		return
	}
	for _, c := range order {
		if c.weights == nil || !c.matchedAny(food) {
			continue
		}
		if !lessonOfFood(r.lex.Find(lexicon.Tokens(eventText(c.ev)))) {
			continue
		}
		for _, ci := range food {
			c.weigh(ci, 0)
		}
	}
}

// lessonOfFood reports whether hits name a cuisine or a dish right before
// a lesson (lessonGap words at most between them).
func lessonOfFood(hits []lexicon.Hit) bool {
	for _, h := range hits {
		if k := h.Concept.Kind; (k != "cuisine" && k != "dish") || h.Weight < lexicon.Related {
			continue
		}
		for _, o := range hits {
			if o.Concept.ID == lexicon.CourseConcept && o.Weight >= lexicon.Strong && o.Start >= h.End && o.Start-h.End <= lessonGap {
				return true
			}
		}
	}
	return false
}
