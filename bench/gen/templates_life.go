package gen

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
)

// Gold conventions for social life: a "meal" is a meet-up, celebration or
// trip highlight with a cuisine (restaurants, and pizza at home);
// "at a restaurant" needs a restaurant; "after X" means later on the same
// day, after X ended; "met" counts meet-ups and celebrations the person
// took part in; averages per year are over the years the question names.

func (c *qctx) social() []*Event {
	var out []*Event
	for _, i := range c.w.order {
		e := &c.w.Events[i]
		if e.Type == TypeMeetUp || e.Type == TypeCelebration {
			out = append(out, e)
		}
	}
	return out
}

// meals are the happenings where the persona ate a known cuisine: at a
// restaurant (names tell the cuisine) or at home when a record names the
// dish. A meal nobody wrote about the food of is not counted.
func (c *qctx) meals() []*Event {
	var out []*Event
	for _, i := range c.w.order {
		e := &c.w.Events[i]
		if (e.Type == TypeMeetUp || e.Type == TypeCelebration || e.Type == TypeHighlight) && e.Attrs.Cuisine != "" &&
			(e.Attrs.Restaurant != "" || knows(e, "cuisine") || knows(e, "dish")) {
			out = append(out, e)
		}
	}
	return out
}

// mealsOut are the meals eaten at a restaurant.
func (c *qctx) mealsOut() []*Event {
	var out []*Event
	for _, e := range c.meals() {
		if e.Attrs.Restaurant != "" {
			out = append(out, e)
		}
	}
	return out
}

// friendNames is the set of the person's friends' names.
func (c *qctx) friendNames() map[string]bool {
	friends := map[string]bool{}
	for _, f := range c.w.P.Friends {
		friends[f.Name()] = true
	}
	return friends
}

// knows reports whether some record of the event mentions an attribute.
func knows(e *Event, attr string) bool {
	for _, o := range e.Observed {
		if slices.Contains(o.Mentions, attr) {
			return true
		}
	}
	return false
}

// hadPizza says a meal was pizza and a record lets one know it: a
// pizzeria, or a record naming the dish.
func hadPizza(e *Event) bool {
	return e.Attrs.Dish == "pizza" && (strings.HasPrefix(e.Attrs.Restaurant, "Pizzeria") || knows(e, "dish"))
}

func hasRelation(e *Event, rel string) bool { return slices.Contains(e.Attrs.Relations, rel) }

var cuisineWords = map[string]string{
	"italian": "Italian", "japanese": "Japanese", "greek": "Greek", "indian": "Indian", "mexican": "Mexican", "thai": "Thai",
	"chinese": "Chinese", "vietnamese": "Vietnamese", "lebanese": "Lebanese", "spanish": "Spanish", "french": "French",
	"turkish": "Turkish", "korean": "Korean", "burger": "burger", "german": "German", "portuguese": "Portuguese",
}

// foodWords names what one eats of a cuisine, for questions.
func foodWords(cu string) string {
	switch cu {
	case "burger":
		return "burgers"
	}
	return cuisineWords[cu] + " food"
}

var doctorWords = map[string]string{"dentist": "dentist", "gp": "GP", "dermatologist": "dermatologist", "ophthalmologist": "eye doctor",
	"physiotherapist": "physiotherapist", "paediatrician": "paediatrician"}

func (c *qctx) friendsByCloseness() []Person {
	fs := append([]Person(nil), c.w.P.Friends...)
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Close > fs[j].Close })
	return fs
}

var lifeTemplates = []template{
	{id: "T80", complexity: cx(agg, msrc), sources: cx(srcCalendar, srcMail, srcSocial),
		phrasings: []string{"How many times did I meet with {friend} at a restaurant {when}?", "How often did I eat out with {friend} {when}?", "number of restaurant visits with {friend} {when}"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, f := range c.friendsByCloseness() {
				for _, p := range c.yearsAndAllTime() {
					n := 0.0
					for _, e := range c.meals() {
						if p.has(e.Start) && e.Attrs.Restaurant != "" && slices.Contains(e.Attrs.Participants, f.Name()) {
							n++
						}
					}
					name := f.Name()
					if len(out)%2 == 1 {
						name = f.First
					}
					out = append(out, numAns(n, "", "friend", name, "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T81", complexity: cx(ord, join, msrc), sources: cx(srcCalendar, srcMail, srcSocial),
		phrasings: []string{"When did I last have {food} with both my parents?", "When was the last time I ate {food} with my {mum} and {dad}?", "last time I had {food} with both my parents?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, food := range []string{"pizza", "Italian food"} {
				last := ""
				for _, e := range c.meals() {
					both := hasRelation(e, "mother") && hasRelation(e, "father")
					ok := (food == "pizza" && hadPizza(e)) || (food == "Italian food" && e.Attrs.Cuisine == "italian")
					if both && ok {
						last = c.dayKey(e.Start)
					}
				}
				if last != "" {
					out = append(out, dateAns([]string{last}, "food", food, "mum", c.w.P.Mother.Word(), "dad", c.w.P.Father.Word())...)
				}
			}
			return out
		}},
	{id: "T82", complexity: cx(join, tmp, agg, msrc), sources: cx(srcCalendar, srcWorkout, srcSocial, srcMail),
		phrasings: []string{"How often did I eat {food} after playing {sport}?", "How many times did I have {food} after {sport}?", "how often did I go for {food} after {sport}"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, sport := range []string{"football", "badminton"} {
				ends := map[string][]time.Time{}
				for _, w := range c.workouts(sport, c.allTime()) {
					ends[c.dayKey(w.Start)] = append(ends[c.dayKey(w.Start)], w.End)
				}
				for _, cu := range []string{"italian", "burger", "greek"} {
					n := 0.0
					for _, e := range c.meals() {
						if e.Attrs.Cuisine != cu {
							continue
						}
						for _, end := range ends[c.dayKey(e.Start)] {
							if !e.Start.Before(end) {
								n++
								break
							}
						}
					}
					out = append(out, numAns(n, "", "food", foodWords(cu), "sport", sport)...)
				}
			}
			return out
		}},
	{id: "T83", complexity: cx(agg, tmp), sources: cx(srcCalendar, srcMail),
		phrasings: []string{"On average, how many {doc} appointments did I have per year between {y1} and {y2}?", "What's the average number of {doc} appointments per year from {y1} to {y2}?"},
		gen: func(c *qctx) []qinst {
			ys := c.fullYears()
			if len(ys) < 2 {
				return nil
			}
			y1, y2 := ys[0], ys[len(ys)-1]
			var out []qinst
			for _, kind := range []string{"dentist", "gp", "dermatologist"} {
				n := 0.0
				for _, e := range c.inPeriod(TypeDoctor, period{from: dateIn(c.loc, y1, 1, 1), to: dateIn(c.loc, y2+1, 1, 1)}) {
					if e.Attrs.Kind == kind && len(e.Attrs.Participants) == 0 {
						n++
					}
				}
				out = append(out, numAns(n/float64(y2-y1+1), "", "doc", doctorWords[kind], "y1", fmt.Sprint(y1), "y2", fmt.Sprint(y2))...)
			}
			return out
		}},
	{id: "T84", complexity: cx(grp, ord), sources: cx(srcCalendar),
		phrasings: []string{"What day of the week do I most frequently schedule doctor appointments?", "On which weekday do I usually have doctor's appointments?"},
		gen:       func(c *qctx) []qinst { return c.busiestWeekday(c.events(TypeDoctor)) }},
	{id: "T85", complexity: cx(ord), sources: cx(srcCalendar, srcMail),
		phrasings: []string{"When was my last appointment with the {doc}?", "When did I last see the {doc}?", "date of my last {doc} appointment"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, kind := range []string{"dentist", "gp", "dermatologist", "ophthalmologist", "physiotherapist"} {
				last := ""
				for _, e := range c.events(TypeDoctor) {
					if e.Attrs.Kind == kind && len(e.Attrs.Participants) == 0 {
						last = c.dayKey(e.Start)
					}
				}
				if last != "" {
					out = append(out, dateAns([]string{last}, "doc", doctorWords[kind])...)
				}
			}
			return out
		}},
	{id: "T86", complexity: cx(agg, tmp), sources: cx(srcCalendar, srcSocial),
		phrasings: []string{"How many times did I meet friends at a park {when}?", "How many times did I meet at a park {when}?"},
		gen: func(c *qctx) []qinst {
			return c.countPerPeriod(c.yearsAndAllTime(), c.social(), func(e *Event) bool {
				return e.Attrs.PlaceType == "park"
			})
		}},
	{id: "T87", complexity: cx(grp, ord), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"Which restaurant did I go to most often?", "What's my most visited restaurant?", "Which restaurant have I been to the most {when}?"},
		gen: func(c *qctx) []qinst {
			return c.mostPerPeriod(c.mealsOut(), 3, func(e *Event) []string { return []string{e.Attrs.Restaurant} })
		}},
	{id: "T88", complexity: cx(grp, ord, tmp), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"Who did I meet most often {when}?", "Which friend did I see the most {when}?", "who did I spend the most evenings out with {when}?"},
		gen: func(c *qctx) []qinst {
			friends := c.friendNames()
			return c.mostPerPeriod(c.social(), 3, func(e *Event) []string {
				var met []string
				for _, n := range e.Attrs.Participants {
					if friends[n] {
						met = append(met, n)
					}
				}
				return met
			})
		}},
	{id: "T89", complexity: cx(grp, ord), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"Which cuisine did I eat most often when eating out?", "What kind of food did I have most at restaurants {when}?", "most frequent cuisine when I went out to eat {when}?"},
		gen: func(c *qctx) []qinst {
			return c.mostPerPeriod(c.mealsOut(), 3, func(e *Event) []string { return []string{cuisineWords[e.Attrs.Cuisine]} })
		}},
	{id: "T90", complexity: cx(look, tmp), sources: cx(srcCalendar, srcSocial),
		phrasings: []string{"Where did I celebrate my birthday in {y}?", "Which restaurant did I go to for my birthday in {y}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, e := range c.events(TypeCelebration) {
				if e.Attrs.Kind == "birthday" && e.Attrs.Relation == "self" && e.Attrs.Restaurant != "" {
					out = append(out, textAns([]string{e.Attrs.Restaurant}, "y", fmt.Sprint(c.local(e.Start).Year()))...)
				}
			}
			return out
		}},
	{id: "T91", complexity: cx(agg, tmp, msrc), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"How many times did I eat {food} {when}?", "How often did I have {food} {when}?", "number of times I had {food} {when}"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, cu := range c.w.P.Cuisines {
				for _, p := range c.yearsAndAllTime() {
					n := 0.0
					for _, e := range c.meals() {
						if p.has(e.Start) && e.Attrs.Cuisine == cu {
							n++
						}
					}
					out = append(out, numAns(n, "", "food", foodWords(cu), "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T92", complexity: cx(grp, ord, join), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"Which friend did I meet most often at {cuisine} restaurants?", "Who did I eat {food} with most often?"},
		gen: func(c *qctx) []qinst {
			friends := c.friendNames()
			var out []qinst
			for _, cu := range c.w.P.Cuisines {
				k := newCounter()
				for _, e := range c.mealsOut() {
					if e.Attrs.Cuisine != cu {
						continue
					}
					for _, n := range e.Attrs.Participants {
						if friends[n] {
							k.add(n, 1)
						}
					}
				}
				top, n := k.top()
				if n >= 2 {
					out = append(out, textAns(top, "cuisine", cuisineWords[cu], "food", foodWords(cu))...)
				}
			}
			return out
		}},
	{id: "T93", complexity: cx(agg, tmp), sources: cx(srcCalendar, srcSocial),
		phrasings: []string{"How many times did I go out for dinner with {partner} {when}?", "How often did {partner} and I have dinner at a restaurant {when}?"},
		gen: func(c *qctx) []qinst {
			if c.w.P.Partner == nil {
				return nil
			}
			var out []qinst
			pn := c.w.P.Partner.Name()
			for _, p := range c.yearsAndAllTime() {
				n := 0.0
				for _, e := range c.meals() {
					if p.has(e.Start) && e.Attrs.Restaurant != "" && c.local(e.Start).Hour() >= 17 && len(e.Attrs.Participants) == 1 && e.Attrs.Participants[0] == pn {
						n++
					}
				}
				out = append(out, numAns(n, "", "partner", c.w.P.Partner.First, "when", p.words)...)
			}
			return out
		}},
	{id: "T94", complexity: cx(agg, tmp), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"How many times did I visit my parents {when}?", "How often was I at my parents' place {when}?"},
		gen: func(c *qctx) []qinst {
			return c.countPerPeriod(c.yearsAndAllTime(), c.events(TypeMeetUp), func(e *Event) bool {
				return e.Attrs.Kind == "visit"
			})
		}},
	{id: "T95", complexity: cx(look, tmp), sources: cx(srcCalendar, srcSocial),
		phrasings: []string{"When did we celebrate {who}'s birthday in {y}?", "On which day did we celebrate {who}'s birthday in {y}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, e := range c.events(TypeCelebration) {
				if e.Attrs.Kind != "birthday" || e.Attrs.Relation == "self" {
					continue
				}
				who := strings.Fields(e.Attrs.Person)[0]
				switch e.Attrs.Relation {
				case "mother":
					who = c.w.P.Mother.Word()
				case "father":
					who = c.w.P.Father.Word()
				}
				out = append(out, dateAns([]string{c.dayKey(e.Start)}, "who", who, "y", fmt.Sprint(c.local(e.Start).Year()))...)
			}
			return out
		}},
	{id: "T96", complexity: cx(agg, tmp), sources: cx(srcCalendar),
		phrasings: []string{"How many haircuts did I get {when}?", "How often did I go to the hairdresser {when}?"},
		gen: func(c *qctx) []qinst {
			return c.countPerPeriod(c.yearPeriods(), c.events(TypeErrand), func(e *Event) bool {
				return e.Attrs.Kind == "haircut"
			})
		}},
	{id: "T97", complexity: cx(ord, tmp), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"When did I first meet up with {friend} {when}?", "What was the date of my first meet-up with {friend} {when}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, f := range c.friendsByCloseness()[:5] {
				for _, p := range c.yearPeriods() {
					for _, e := range c.social() {
						if p.has(e.Start) && slices.Contains(e.Attrs.Participants, f.Name()) {
							out = append(out, dateAns([]string{c.dayKey(e.Start)}, "friend", f.First, "when", p.words)...)
							break
						}
					}
				}
			}
			return out
		}},
	{id: "T98", complexity: cx(agg, tmp), sources: cx(srcCalendar, srcSocial),
		phrasings: []string{"How many times did I have lunch with colleagues {when}?", "How often did I go for lunch with my colleagues {when}?"},
		gen: func(c *qctx) []qinst {
			return c.countPerPeriod(c.yearPeriods(), c.events(TypeMeetUp), func(e *Event) bool {
				return e.Attrs.Kind == "lunch" && hasRelation(e, "colleague")
			})
		}},
	{id: "T99", complexity: cx(look, tmp, agg), sources: cx(srcCalendar, srcSocial),
		phrasings: []string{"How many people celebrated Christmas with me in {y}?", "With how many family members did I spend Christmas {y}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, e := range c.events(TypeCelebration) {
				if e.Attrs.Kind == "christmas" {
					out = append(out, numAns(float64(len(e.Attrs.Participants)), "", "y", fmt.Sprint(c.local(e.Start).Year()))...)
				}
			}
			return out
		}},
}
