package retrieve

import (
	"slices"

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
// for the lesson or what it teaches ("Italian cooking": the classes,
// counted by their noun, are asked as the cooking).
func (r *Retriever) verifyLessons(q *Query, order []*cand) {
	var food []int
	asked := map[*lexicon.Concept]bool{}
	for ci, qc := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if qc.lex == nil {
			continue
		}
		asked[qc.lex] = true
		if qc.lex.Kind == "cuisine" || qc.lex.Kind == "dish" {
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
		if !lessonOfFood(r.lex.Find(lexicon.Tokens(eventText(c.ev))), asked) {
			continue
		}
		for _, ci := range food {
			c.weigh(ci, 0)
		}
	}
}

// lessonOfFood reports whether hits name a cuisine or a dish right before
// a lesson (lessonGap words at most between them), neither the lesson nor
// the words between (cooking) being asked.
func lessonOfFood(hits []lexicon.Hit, asked map[*lexicon.Concept]bool) bool {
	for _, h := range hits {
		if k := h.Concept.Kind; (k != "cuisine" && k != "dish") || h.Weight < lexicon.Related {
			continue
		}
		o, ok := lexicon.HeadAfter(hits, h, lessonGap, func(o lexicon.Hit) bool {
			return o.Concept.ID == lexicon.CourseConcept && o.Weight >= lexicon.Strong
		})
		if ok {
			return !slices.ContainsFunc(hits, func(m lexicon.Hit) bool { return m.Start >= h.End && m.End <= o.End && asked[m.Concept] })
		}
	}
	return false
}
