package retrieve

import (
	"context"
	"fmt"

	"reqap/index"
	"reqap/ingest"
	"reqap/lang/daypart"
	"reqap/qa"
	"reqap/qa/places"
	"reqap/qa/retrieve/lexicon"
)

// Meals by the time of day. People rarely write "lunch" or "dinner": they
// write "Sushi with Karim 🍣" in the calendar at 19:30, or post "Big Joe's
// Diner with Manon today 🍔" at 12:32. A meal (what the concept food
// matches: a dish, a cuisine, a restaurant) eaten in the hours of a meal
// concept (meals.tsv) is that meal. recallMeals finds the meals a query
// about lunch or dinner needs beyond the records that say so, and
// verifyMeals lets those eaten at the meal's hours match it.

// recallMeals adds, for each meal concept of the query (or eating out),
// the events that mention food at all, as candidates that match nothing
// yet.
func (r *Retriever) recallMeals(ctx context.Context, q *Query, cands map[string]*cand, order []*cand) (map[string]*cand, []*cand, error) {
	food, ok := r.lex.Concept(lexicon.FoodConcept)
	if !ok {
		return cands, order, nil
	}
	for _, c := range q.Concepts[:q.Required] {
		if c.lex == nil {
			continue
		}
		if _, _, ok := r.lex.MealHours(c.lex); !ok && c.lex != r.lex.EatingOut() {
			// eating out is a meal at a named venue, whatever words it
			// says of food ("Best meal of the trip at Lokál"):
			// verifyEatingOut weighs the meals recalled
			continue
		}
		var terms []index.Term
		for _, t := range food.Terms {
			if t.Weight >= lexicon.Related {
				terms = append(terms, index.Term{Text: t.Text, Boost: t.Weight})
			}
		}
		hits, err := r.lib.Search(ctx, index.Query{Terms: terms, Sources: r.searchSources(q, Concept{lex: food})})
		if err != nil {
			return nil, nil, fmt.Errorf("searching for meals: %w", err)
		}
		for _, h := range hits {
			if cands[h.Event.ID] == nil {
				cd := &cand{ev: h.Event, weights: make([]float64, len(q.Concepts)), score: h.Score}
				cands[h.Event.ID] = cd
				order = append(order, cd)
			}
		}
		break
	}
	return cands, order, nil
}

// verifyMeals lets a candidate that mentions food match a meal concept of
// the query when it was eaten at the meal's hours.
func (r *Retriever) verifyMeals(q *Query, order []*cand) {
	food, ok := r.lex.Concept(lexicon.FoodConcept)
	if !ok {
		return
	}
	type meal struct {
		ci       int
		from, to int
	}
	var meals []meal
	for i, c := range q.Concepts[:q.Required] {
		if c.lex == nil || i >= maskedConcepts {
			continue
		}
		if from, to, ok := r.lex.MealHours(c.lex); ok && !r.lex.MealWithinOthers(c.lex) {
			meals = append(meals, meal{i, from, to})
		}
	}
	if len(meals) == 0 {
		return
	}
	sc := r.scorer()
	for _, c := range order {
		if c.weights == nil {
			continue
		}
		pending := false
		for _, m := range meals {
			pending = pending || c.weights[m.ci] < lexicon.Threshold
		}
		if !pending {
			continue
		}
		hour, ok := r.mealHour(c.ev)
		if !ok {
			continue
		}
		text := eventText(c.ev)
		if c.ev.Source == ingest.Calendar || !textSources[c.ev.Source] {
			text = placeText(c.ev, true)
		}
		scores := sc.scores(text)
		if scoreOf(scores, food) < lexicon.Related && !q.atEatery(c.ev) {
			continue
		}
		// A record that names its meal is that meal: brunch at 11 is no
		// lunch.
		named := map[*lexicon.Concept]bool{}
		for _, s := range scores {
			if _, _, ok := r.lex.MealHours(s.Concept); ok && s.Weight >= lexicon.Strong {
				named[s.Concept] = true
			}
		}
		for _, m := range meals {
			if len(named) > 0 && !named[q.Concepts[m.ci].lex] {
				continue
			}
			if c.weights[m.ci] < lexicon.Threshold && m.from <= hour && hour < m.to {
				c.weigh(m.ci, lexicon.Related)
			}
		}
	}
}

// atEatery reports whether a timed entry took place at a venue whose
// records eat a cuisine (package places): "Our anniversary ❤️" at Saigon
// Lotus at half past seven was a dinner there, though it says nothing
// eaten. Days at a place are at a town, not at a venue.
func (q *Query) atEatery(e *ingest.Event) bool {
	if q.places == nil || textSources[e.Source] || e.AllDay {
		return false
	}
	for _, k := range places.LocationKeys {
		if v, ok := q.places.Venue(e.Text(k)); ok && (v.Cuisine != "" || v.Dish != "") {
			return true
		}
	}
	return false
}

// mealHour returns the local hour a record's meal was eaten: an entry's
// start; for a text, the time it announces, the part of the day it names
// ("last night"), or, naming no other day, the time it was written.
func (r *Retriever) mealHour(e *ingest.Event) (int, bool) {
	if !textSources[e.Source] {
		if e.AllDay || e.Start.IsZero() {
			return 0, false
		}
		return e.Start.Hour(), true
	}
	rd := r.read(e)
	if rd.annOK {
		return rd.ann.At.Hour(), rd.ann.Clock
	}
	if ref, ok := rd.day, rd.dayOK; ok {
		switch ref.Part {
		case daypart.Morning:
			return 9, true
		case daypart.Evening, daypart.Night:
			return 20, true
		case daypart.Midday:
			return 12, true
		case daypart.None:
			if ref.Date == qa.DateOf(e.Start) {
				return e.Start.Hour(), true
			}
			if morning, _ := daypart.Morning.Span(); !e.AllDay && ref.Date.Days() == qa.DateOf(e.Start).Days()-1 && e.Start.Hour()*60+e.Start.Minute() < morning {
				// written in the night that began the day before,
				// it tells of that evening ("Celebrating Inès's
				// birthday at Udon Kaze! Ramen weather 🍜" at 01:01);
				// a day's note has no hour
				return 23, true
			}
		}
		return 0, false
	}
	return e.Start.Hour(), true
}
