package gen

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"reqap/qa/eval"
)

// Gold conventions for trips and milestones: a trip counts in the year it
// starts; its length in days counts the first and the last day; "the month
// before a trip" is the 30 days before its first day; "since X" includes
// the day of X.

func (c *qctx) milestone(kind string) []*Event {
	var out []*Event
	for _, e := range c.events(TypeMilestone) {
		if e.Attrs.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

// tripDays is the number of days of a trip, first and last included.
func (c *qctx) tripDays(t *Event) int {
	return int(t.End.Sub(t.Start).Hours()/24 + 0.5)
}

// highlights names the trip's highlights of a kind ("meal", "activity"),
// in time order.
func (c *qctx) highlights(trip *Event, kind string, name func(h *Event) string) []string {
	var names []string
	for _, h := range c.events(TypeHighlight) {
		if h.Attrs.Kind == kind && !h.Start.Before(trip.Start) && h.Start.Before(trip.End) {
			names = append(names, name(h))
		}
	}
	return names
}

var tripTemplates = []template{
	{id: "T100", complexity: cx(agg, tmp), sources: cx(srcCalendar, srcMail, srcSocial),
		phrasings: []string{"How many trips did I take {when}?", "How many times did I travel {when}?", "number of trips {when}"},
		gen: perPeriod((*qctx).yearsAndAllTime, func(c *qctx, p period) []qinst {
			return numAns(float64(len(c.inPeriod(TypeTrip, p))), "", "when", p.words)
		})},
	{id: "T101", complexity: cx(join, look, msrc), sources: cx(srcSocial, srcCalendar),
		phrasings: []string{"Which restaurants did we visit when in {dest}?", "Where did we eat out in {dest}?", "restaurants I went to on my {dest} trip"},
		gen: func(c *qctx) []qinst {
			return gather(c.uniqueTrips(), func(t *Event) []qinst {
				return listAns(c.highlights(t, "meal", func(h *Event) string { return h.Attrs.Restaurant }), false, "dest", t.Attrs.Destination)
			})
		}},
	{id: "T102", complexity: cx(look, tmp), sources: cx(srcCalendar, srcMail),
		phrasings: []string{"How many days was my trip to {dest}?", "How long was I in {dest}, in days?"},
		gen: func(c *qctx) []qinst {
			return gather(c.uniqueTrips(), func(t *Event) []qinst { return numAns(float64(c.tripDays(t)), "", "dest", t.Attrs.Destination) })
		}},
	{id: "T103", complexity: cx(look), sources: cx(srcCalendar, srcMail, srcSocial),
		phrasings: []string{"When did I go to {dest}?", "When did my trip to {dest} start?", "date I left for {dest}"},
		gen: func(c *qctx) []qinst {
			return gather(c.uniqueTrips(), func(t *Event) []qinst { return dateAns([]string{c.dayKey(t.Start)}, "dest", t.Attrs.Destination) })
		}},
	{id: "T104", complexity: cx(join, ord, tmp, msrc), sources: cx(srcCalendar, srcMail, srcSocial),
		phrasings: []string{"What was the first trip I took after starting at {company}?", "Where did I travel first after I joined {company}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, m := range c.milestone("new_job") {
				for _, t := range c.events(TypeTrip) {
					if !t.Start.Before(m.Start) {
						out = append(out, textAns([]string{t.Attrs.Destination}, "company", m.Attrs.Company)...)
						break
					}
				}
			}
			return out
		}},
	{id: "T105", complexity: cx(join, look, msrc), sources: cx(srcCalendar, srcMail, srcSocial, srcPurchase),
		phrasings: []string{"Where was I living when I started working at {company}?", "In which city did I live when I joined {company}?"},
		gen: func(c *qctx) []qinst {
			if len(c.milestone("moving")) == 0 {
				return nil // no move: nothing in the data says where home was
			}
			var out []qinst
			for _, m := range c.milestone("new_job") {
				out = append(out, textAns([]string{c.w.P.ResidenceAt(m.Start).City.Name}, "company", m.Attrs.Company)...)
			}
			return out
		}},
	{id: "T106", complexity: cx(look), sources: cx(srcSocial, srcMail, srcCalendar),
		phrasings: []string{"When did I start working at {company}?", "What was my first day at {company}?", "start date at {company}?"},
		gen: func(c *qctx) []qinst {
			return gather(c.milestone("new_job"), func(m *Event) []qinst { return dateAns([]string{c.dayKey(m.Start)}, "company", m.Attrs.Company) })
		}},
	{id: "T107", complexity: cx(join, look), sources: cx(srcSocial, srcCalendar),
		phrasings: []string{"Which attractions did I visit in {dest}?", "What did I do in {dest}? List the sights.", "things I did on my trip to {dest}"},
		gen: func(c *qctx) []qinst {
			return gather(c.uniqueTrips(), func(t *Event) []qinst {
				return listAns(c.highlights(t, "activity", func(h *Event) string { return h.Attrs.Place }), false, "dest", t.Attrs.Destination)
			})
		}},
	{id: "T108", complexity: cx(agg, tmp, join, msrc), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"How many times did I go to the dentist since moving to {city}?", "How many dentist appointments have I had since I moved to {city}?"},
		gen: func(c *qctx) []qinst {
			return gather(c.milestone("moving"), func(m *Event) []qinst {
				n := 0.0
				for _, e := range c.inPeriod(TypeDoctor, period{from: m.Start, to: c.today}) {
					if e.Attrs.Kind == "dentist" && len(e.Attrs.Participants) == 0 {
						n++
					}
				}
				return numAns(n, "", "city", m.Attrs.City)
			})
		}},
	{id: "T109", complexity: cx(look), sources: cx(srcSocial, srcMail),
		phrasings: []string{"What was my job title at {company}?", "What position did I have at {company}?"},
		gen: func(c *qctx) []qinst {
			return gather(c.milestone("new_job"), func(m *Event) []qinst { return textAns([]string{m.Attrs.JobTitle}, "company", m.Attrs.Company) })
		}},
	{id: "T110", complexity: cx(look, tmp), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"Which city did I move to in {y}?", "Where did I move in {y}?"},
		gen: func(c *qctx) []qinst {
			return gather(c.milestone("moving"), func(m *Event) []qinst {
				return textAns([]string{m.Attrs.City}, "y", fmt.Sprint(c.local(m.Start).Year()))
			})
		}},
	{id: "T111", complexity: cx(agg, join), sources: cx(srcCalendar, srcSocial, srcMail),
		phrasings: []string{"How many trips did I take with {who}?", "How often did I travel together with {who}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			var people []Person
			if c.w.P.Partner != nil {
				people = append(people, *c.w.P.Partner)
			}
			people = append(people, c.friendsByCloseness()[:3]...)
			for _, pe := range people {
				n := 0.0
				for _, t := range c.events(TypeTrip) {
					if slices.Contains(t.Attrs.Participants, pe.Name()) {
						n++
					}
				}
				out = append(out, numAns(n, "", "who", pe.First)...)
			}
			return out
		}},
	{id: "T112", complexity: cx(look, tmp), sources: cx(srcCalendar, srcSocial),
		phrasings: []string{"Where did I spend New Year's Eve {y}?", "Where was I on New Year's Eve {y}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, e := range c.events(TypeCelebration) {
				if e.Attrs.Kind == "new_years_eve" && e.Attrs.PlaceType != "home" {
					out = append(out, textAns([]string{e.Attrs.Place}, "y", fmt.Sprint(c.local(e.Start).Year()))...)
				}
			}
			return out
		}},
	{id: "T113", complexity: cx(agg, tmp), sources: cx(srcCalendar, srcSocial),
		phrasings: []string{"How many friends' birthday parties did I go to {when}?", "How many birthday parties of friends did I attend {when}?"},
		gen: func(c *qctx) []qinst {
			return c.countPerPeriod(c.yearsAndAllTime(), c.events(TypeCelebration), func(e *Event) bool {
				return e.Attrs.Kind == "birthday" && e.Attrs.Relation == "friend"
			})
		}},
	{id: "T114", complexity: cx(join, agg, tmp, msrc), sources: cx(srcPurchase, srcCalendar, srcMail),
		phrasings: []string{"How much did I spend online in the month before my trip to {dest}?", "What did I spend on online shopping in the 30 days before I left for {dest}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, t := range c.uniqueTrips() {
				p := period{from: t.Start.AddDate(0, 0, -30), to: t.Start}
				if p.from.Before(c.start) {
					continue
				}
				out = append(out, numAns(sumPrice(c.purchases(p)), "EUR", "dest", t.Attrs.Destination)...)
			}
			return out
		}},
	{id: "T115", complexity: cx(join, agg, msrc), sources: cx(srcWorkout, srcCalendar, srcSocial),
		phrasings: []string{"How many workouts did I do during my trip to {dest}?", "How often did I exercise while I was in {dest}?"},
		gen: func(c *qctx) []qinst {
			return gather(c.uniqueTrips(), func(t *Event) []qinst {
				return numAns(float64(len(c.workouts("", period{from: t.Start, to: t.End}))), "", "dest", t.Attrs.Destination)
			})
		}},
	{id: "T116", complexity: cx(join, agg, tmp, msrc), sources: cx(srcMovie, srcCalendar, srcSocial),
		phrasings: []string{"How many different movies did I watch in the week after moving to {city}?", "How many films did I watch in the 7 days after I moved to {city}?"},
		gen: func(c *qctx) []qinst {
			return gather(c.milestone("moving"), func(m *Event) []qinst {
				p := period{from: m.Start, to: m.Start.AddDate(0, 0, 7)}
				return numAns(float64(distinctMovies(c.inPeriod(TypeMovie, p))), "", "city", m.Attrs.City)
			})
		}},
	{id: "T117", complexity: cx(join, agg, tmp, msrc), sources: cx(srcWorkout, srcSocial, srcMail, srcCalendar),
		phrasings: []string{"How many km did I run in the month I started at {company}?", "How far did I run in total during the calendar month I joined {company}?"},
		gen: func(c *qctx) []qinst {
			return gather(c.milestone("new_job"), func(m *Event) []qinst {
				s := c.local(m.Start)
				from := dateIn(c.loc, s.Year(), s.Month(), 1)
				p := period{from: from, to: minTime(from.AddDate(0, 1, 0), c.today)}
				km := 0.0
				for _, w := range c.workouts("running", p) {
					km += w.Attrs.DistanceKm
				}
				return numAns(km, "km", "company", m.Attrs.Company)
			})
		}},
	{id: "T118", complexity: cx(join, agg, msrc), sources: cx(srcMusic, srcCalendar, srcSocial),
		phrasings: []string{"How many songs did I listen to on the day I moved to {city}?", "How much music did I play on moving day ({city}), in songs?"},
		gen: func(c *qctx) []qinst {
			return gather(c.milestone("moving"), func(m *Event) []qinst {
				n := 0.0
				d := c.local(m.Start)
				c.eachPlay(period{from: d, to: d.AddDate(0, 0, 1)}, func(Play, time.Time, string, string) { n++ })
				return numAns(n, "", "city", m.Attrs.City)
			})
		}},
}

// extraTemplates ask for times of day and exact moments, and about the
// regular calls and classes.
var extraTemplates = []template{
	{id: "T119", complexity: cx(ord, tmp), sources: cx(srcCalendar),
		phrasings: []string{"What time did my earliest doctor's appointment {when} start?", "Which doctor's appointment {when} was the earliest in the day? Give the start time.", "earliest start time of a doctor appointment {when}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, p := range c.yearsAndAllTime() {
				best := ""
				for _, e := range c.inPeriod(TypeDoctor, p) {
					if t := c.local(e.Start).Format("15:04"); best == "" || t < best {
						best = t
					}
				}
				if best != "" {
					out = append(out, qinst{vars: []string{"when", p.words}, answers: []any{best}, typ: eval.TypeTime})
				}
			}
			return out
		}},
	{id: "T120", complexity: cx(ord, tmp), sources: cx(srcMail),
		phrasings: []string{"When exactly did I send my first email {when}?", "At what date and time did I send my first mail {when}?"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			if m := c.firstSent(p); m != nil {
				return []qinst{{vars: []string{"when", p.words}, answers: []any{c.local(m.Start).Format(time.RFC3339)}, typ: eval.TypeDateTime}}
			}
			return nil
		})},
	{id: "T121", complexity: cx(agg, tmp), sources: cx(srcCalendar),
		phrasings: []string{"How many times did I call my {mum} {when}?", "How often did I phone my {mum} {when}?"},
		gen: perPeriod((*qctx).yearsAndAllTime, func(c *qctx, p period) []qinst {
			return numAns(float64(len(c.inPeriod(TypeCall, p))), "", "mum", c.w.P.Mother.Word(), "when", p.words)
		})},
	{id: "T122", complexity: cx(agg, look), sources: cx(srcCalendar),
		phrasings: []string{"How many times did I go to {course}?", "How many times did I attend {course}?"},
		gen: func(c *qctx) []qinst {
			k := newCounter()
			for _, e := range c.events(TypeClass) {
				k.add(e.Attrs.Kind, 1)
			}
			var out []qinst
			for _, kind := range k.keys {
				name := kind
				if !strings.HasPrefix(name, "Spanish") && !strings.HasPrefix(name, "Italian") {
					name = strings.ToLower(name[:1]) + name[1:]
				}
				out = append(out, numAns(k.n[kind], "", "course", name)...)
			}
			return out
		}},
}

var templates = concatTemplates(musicTemplates, mediaTemplates, sportTemplates, commsTemplates, lifeTemplates, tripTemplates, extraTemplates)

func concatTemplates(lists ...[]template) []template {
	var out []template
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// Templates returns the id, complexity types, sources and an example
// phrasing of every question template, for documentation and tests.
func Templates() []TemplateInfo {
	out := make([]TemplateInfo, len(templates))
	for i, t := range templates {
		out[i] = TemplateInfo{ID: t.id, Complexity: t.complexity, Sources: t.sources, Example: t.phrasings[0]}
	}
	return out
}

// TemplateInfo describes a question template.
type TemplateInfo struct {
	ID         string
	Complexity []string
	Sources    []string
	Example    string
}
