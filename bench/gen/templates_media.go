package gen

import (
	"fmt"
	"time"
)

// Gold conventions for movies and series: only the persona's own profile
// counts (the Kids profile and trailers are not viewing); "movies I
// watched" are distinct titles, a film finished over two evenings is one
// movie; "time spent" sums the streamed durations; "watched the most"
// ranks series by episodes streamed.

func (c *qctx) inPeriod(typ string, p period) []*Event {
	var out []*Event
	for _, e := range c.events(typ) {
		if p.has(e.Start) {
			out = append(out, e)
		}
	}
	return out
}

func distinctMovies(es []*Event) int {
	seen := map[string]bool{}
	for _, e := range es {
		seen[e.Attrs.Movie] = true
	}
	return len(seen)
}

func sumDuration(es []*Event) float64 {
	s := 0.0
	for _, e := range es {
		s += e.Attrs.DurationS
	}
	return s
}

var mediaTemplates = []template{
	{id: "T20", complexity: cx(agg), sources: cx(srcMovie),
		phrasings: []string{"How many different movies did I watch?", "how many different movies did I watch", "How many distinct films have I watched on Netflix?"},
		gen:       func(c *qctx) []qinst { return numAns(float64(distinctMovies(c.events(TypeMovie))), "") }},
	{id: "T21", complexity: cx(agg, tmp), sources: cx(srcMovie),
		phrasings: []string{"How many different movies did I watch {when}?", "How many films did I see on Netflix {when}?", "number of movies I watched {when}"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			return numAns(float64(distinctMovies(c.inPeriod(TypeMovie, p))), "", "when", p.words)
		})},
	{id: "T22", complexity: cx(agg, tmp), sources: cx(srcMovie),
		phrasings: []string{"How many hours did I spend watching movies {when}?", "Total hours of films I streamed {when}?", "how much time did I spend on movies {when} (hours)"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			return numAns(sumDuration(c.inPeriod(TypeMovie, p))/3600, "h", "when", p.words)
		})},
	{id: "T23", complexity: cx(grp, ord, tmp), sources: cx(srcTV),
		phrasings: []string{"Which TV series did I watch the most in summer {y}?", "the TV series I watched the most in summer {y}?", "What show did I binge most in the summer of {y}?"},
		gen: perPeriod((*qctx).summers, func(c *qctx, p period) []qinst {
			k := newCounter()
			for _, e := range c.inPeriod(TypeTV, p) {
				k.add(e.Attrs.Series, 1)
			}
			top, _ := k.top()
			return textAns(top, "y", p.words)
		})},
	{id: "T24", complexity: cx(agg, tmp), sources: cx(srcTV),
		phrasings: []string{"How much time did I spend on TV series {when} (hours)?", "What's the total number of hours spent on TV series {when}?", "hours of tv shows I watched {when}"},
		gen: perPeriod((*qctx).yearsAndAllTime, func(c *qctx, p period) []qinst {
			return numAns(sumDuration(c.inPeriod(TypeTV, p))/3600, "h", "when", p.words)
		})},
	{id: "T25", complexity: cx(grp, ord), sources: cx(srcTV),
		phrasings: []string{"Which day of the week do I stream TV series the most?", "On what weekday do I watch the most episodes?", "Which weekday is my TV series day?"},
		gen:       func(c *qctx) []qinst { return c.busiestWeekday(c.events(TypeTV)) }},
	{id: "T26", complexity: cx(ord, look), sources: cx(srcMovie),
		phrasings: []string{"What was the last movie I watched?", "Which film did I watch most recently?", "last movie I streamed?"},
		gen: func(c *qctx) []qinst {
			ms := c.events(TypeMovie)
			if len(ms) == 0 {
				return nil
			}
			return textAns([]string{ms[len(ms)-1].Attrs.Movie})
		}},
	{id: "T27", complexity: cx(agg, look), sources: cx(srcTV),
		phrasings: []string{"How many different episodes of {series} did I watch?", "How many episodes of {series} have I seen?", "number of {series} episodes I watched"},
		gen: func(c *qctx) []qinst {
			eps := map[string]map[string]bool{}
			var order []string
			for _, e := range c.events(TypeTV) {
				if eps[e.Attrs.Series] == nil {
					eps[e.Attrs.Series] = map[string]bool{}
					order = append(order, e.Attrs.Series)
				}
				eps[e.Attrs.Series][fmt.Sprint(e.Attrs.Season, "x", e.Attrs.Episode)] = true
			}
			var out []qinst
			for _, s := range order {
				out = append(out, numAns(float64(len(eps[s])), "", "series", s)...)
			}
			return out
		}},
	{id: "T28", complexity: cx(ord, tmp, look), sources: cx(srcTV),
		phrasings: []string{"When did I finish season {n} of {series}?", "On which day did I watch the last episode of {series} season {n}?", "when did I finish {series} season {n}"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			done := map[string]bool{}
			for _, e := range c.events(TypeTV) {
				key := fmt.Sprint(e.Attrs.Series, e.Attrs.Season)
				if !e.Attrs.Finale || done[key] {
					continue
				}
				done[key] = true // the first time the finale was watched
				out = append(out, dateAns([]string{c.dayKey(e.Start)}, "series", e.Attrs.Series, "n", fmt.Sprint(e.Attrs.Season))...)
			}
			return out
		}},
	{id: "T29", complexity: cx(ord, tmp), sources: cx(srcMovie),
		phrasings: []string{"What was the first movie I watched {when}?", "Which film did I stream first {when}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, p := range c.yearPeriods() {
				ms := c.inPeriod(TypeMovie, p)
				if len(ms) > 0 && ms[0].Start.Sub(p.from) < 45*24*time.Hour {
					out = append(out, textAns([]string{ms[0].Attrs.Movie}, "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T30", complexity: cx(agg, tmp), sources: cx(srcMovie),
		phrasings: []string{"How many movies did I watch on weekends in {y}?", "How many different films did I stream on Saturdays or Sundays in {y}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, y := range c.years() {
				var es []*Event
				for _, e := range c.inPeriod(TypeMovie, period{from: dateIn(c.loc, y, 1, 1), to: dateIn(c.loc, y+1, 1, 1)}) {
					if wd := c.local(e.Start).Weekday(); wd == time.Saturday || wd == time.Sunday {
						es = append(es, e)
					}
				}
				out = append(out, numAns(float64(distinctMovies(es)), "", "y", fmt.Sprint(y))...)
			}
			return out
		}},
	{id: "T31", complexity: cx(grp, ord), sources: cx(srcTV),
		phrasings: []string{"On which day did I watch the most episodes of {series}?", "When did I binge the most {series} episodes in one day?"},
		gen: func(c *qctx) []qinst {
			per := map[string]*counter{}
			var order []string
			for _, e := range c.events(TypeTV) {
				if per[e.Attrs.Series] == nil {
					per[e.Attrs.Series] = newCounter()
					order = append(order, e.Attrs.Series)
				}
				per[e.Attrs.Series].add(c.dayKey(e.Start), 1)
			}
			var out []qinst
			for _, s := range order {
				top, n := per[s].top()
				if n >= 2 {
					out = append(out, dateAns(top, "series", s)...)
				}
			}
			return out
		}},
}
