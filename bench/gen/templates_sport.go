package gen

import (
	"fmt"
	"math"
)

// Gold conventions for workouts: one happening is one workout however many
// apps logged it; distances, energy and heart rates exist only for
// workouts a tracker recorded; "the first week of Y" is 1-7 January;
// averages are plain means over the workouts that have the value.

func (c *qctx) workouts(typ string, p period) []*Event {
	var out []*Event
	for _, e := range c.events(TypeWorkout) {
		if (typ == "" || e.Attrs.WorkoutType == typ) && p.has(e.Start) {
			out = append(out, e)
		}
	}
	return out
}

// activityWords names a workout type in questions.
var activityWords = map[string][2]string{ // gerund, noun phrase
	"running": {"running", "run"}, "cycling": {"cycling", "bike ride"}, "swimming": {"swimming", "swim"},
	"hiking": {"hiking", "hike"}, "yoga": {"doing yoga", "yoga session"}, "football": {"playing football", "football session"},
	"badminton": {"playing badminton", "badminton session"},
}

func (c *qctx) habits() []string {
	var out []string
	for _, h := range c.w.P.Habits {
		out = append(out, h.Type)
	}
	return out
}

var sportTemplates = []template{
	{id: "T40", complexity: cx(agg, tmp), sources: cx(srcWorkout),
		phrasings: []string{"How many km did I run in the first week of {y}?", "How many kilometers did I run during the first seven days of {y}?", "total running distance in the first week of {y} (km)?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for y := c.start.Year(); y <= c.today.Year(); y++ {
				p := period{from: dateIn(c.loc, y, 1, 1), to: dateIn(c.loc, y, 1, 8)}
				if p.from.Before(c.start) || p.to.After(c.today) {
					continue
				}
				km := 0.0
				for _, w := range c.workouts("running", p) {
					km += w.Attrs.DistanceKm
				}
				out = append(out, numAns(km, "km", "y", fmt.Sprint(y))...)
			}
			return out
		}},
	{id: "T41", complexity: cx(ord), sources: cx(srcWorkout),
		phrasings: []string{"What was my longest run?", "How far was my longest run ever?", "longest run distance in km?"},
		gen: func(c *qctx) []qinst {
			best := 0.0
			for _, w := range c.workouts("running", c.allTime()) {
				best = math.Max(best, w.Attrs.DistanceKm)
			}
			return numAns(best, "km")
		}},
	{id: "T42", complexity: cx(agg, tmp), sources: cx(srcWorkout),
		phrasings: []string{"How many workouts did I do {when} with a maximum heart rate of more than {n}?", "How many workouts {when} had a max heart rate above {n} bpm?", "count of workouts {when} where my heart rate went over {n}"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, p := range c.yearPeriods() {
				for _, n := range []float64{165, 170, 175, 180, 185} {
					k := 0.0
					for _, w := range c.workouts("", p) {
						if w.Attrs.MaxHR > n {
							k++
						}
					}
					out = append(out, numAns(k, "", "when", p.words, "n", fmt.Sprint(n))...)
				}
			}
			return out
		}},
	{id: "T43", complexity: cx(agg, tmp, join, msrc), sources: cx(srcWorkout, srcMail, srcSocial, srcCalendar),
		phrasings: []string{"What is the total distance I ran in kilometers since I started working at {company}?", "How many km have I run since I joined {company}?", "total running km since starting at {company}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, m := range c.events(TypeMilestone) {
				if m.Attrs.Kind != "new_job" {
					continue
				}
				km := 0.0
				for _, w := range c.workouts("running", period{from: m.Start, to: c.today}) {
					km += w.Attrs.DistanceKm
				}
				out = append(out, numAns(km, "km", "company", m.Attrs.Company)...)
			}
			return out
		}},
	{id: "T44", complexity: cx(agg, tmp, msrc), sources: cx(srcWorkout, srcCalendar, srcSocial),
		phrasings: []string{"How many times did I play {sport} {when}?", "How often did I play {sport} {when}?", "number of {sport} sessions {when}"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, sport := range []string{"football", "badminton"} {
				for _, p := range c.yearsAndAllTime() {
					out = append(out, numAns(float64(len(c.workouts(sport, p))), "", "sport", sport, "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T45", complexity: cx(agg, tmp), sources: cx(srcWorkout),
		phrasings: []string{"How many hours did I spend {activity} {when}?", "How much time did I spend {activity} {when}, in hours?", "hours of {activity} {when}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, typ := range []string{"cycling", "swimming", "hiking", "running", "yoga"} {
				for _, p := range c.yearPeriods() {
					out = append(out, numAns(sumDuration(c.workouts(typ, p))/3600, "h", "activity", activityWords[typ][0], "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T46", complexity: cx(agg, tmp), sources: cx(srcWorkout),
		phrasings: []string{"What was my average heart rate during runs {when}?", "My average heart rate on runs {when}?", "avg heart rate when running {when}"},
		gen: perPeriod((*qctx).monthPeriods, func(c *qctx, p period) []qinst {
			if hr, n := meanPositive(c.workouts("running", p), func(w *Event) float64 { return w.Attrs.AvgHR }); n >= 2 {
				return numAns(hr, "bpm", "when", p.words)
			}
			return nil
		})},
	{id: "T47", complexity: cx(grp, ord, tmp), sources: cx(srcWorkout, srcCalendar),
		phrasings: []string{"Which type of workout did I do most often {when}?", "What sport did I do the most {when}?", "most frequent workout type {when}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, p := range c.yearPeriods() {
				k := newCounter()
				for _, w := range c.workouts("", p) {
					k.add(w.Attrs.WorkoutType, 1)
				}
				top, _ := k.top()
				// Apps call football "soccer": skip the years where that
				// synonym would decide the answer.
				if len(top) == 1 && top[0] != "football" {
					out = append(out, textAns(top, "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T48", complexity: cx(agg, tmp), sources: cx(srcWorkout),
		phrasings: []string{"How many calories did I burn {activity} {when}?", "Total kcal burned {activity} {when}?", "how many kcal did {activity} cost me {when}"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, typ := range []string{"running", "cycling", "swimming", "badminton"} {
				for _, p := range c.yearPeriods() {
					kcal := 0.0
					for _, w := range c.workouts(typ, p) {
						kcal += w.Attrs.EnergyKcal
					}
					out = append(out, numAns(kcal, "kcal", "activity", activityWords[typ][0], "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T49", complexity: cx(ord), sources: cx(srcWorkout, srcCalendar),
		phrasings: []string{"When was my last {noun}?", "When did I last go {gerund}?", "date of my most recent {noun}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, typ := range c.habits() {
				ws := c.workouts(typ, c.allTime())
				if len(ws) > 0 {
					g := activityWords[typ][0]
					if typ == "football" || typ == "badminton" || typ == "yoga" {
						g = "to " + typ
					}
					out = append(out, dateAns([]string{c.dayKey(ws[len(ws)-1].Start)}, "noun", activityWords[typ][1], "gerund", g)...)
				}
			}
			return out
		}},
	{id: "T50", complexity: cx(grp, ord), sources: cx(srcWorkout, srcCalendar),
		phrasings: []string{"On which weekday do I usually play {sport}?", "What day of the week do I play {sport} most often?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, sport := range []string{"badminton", "football"} {
				if top, n := c.busiestWeekdays(c.workouts(sport, c.allTime())); n >= 5 {
					out = append(out, textAns(top, "sport", sport)...)
				}
			}
			return out
		}},
	{id: "T51", complexity: cx(agg, tmp), sources: cx(srcWorkout),
		phrasings: []string{"How many km did I cycle {when}?", "Total cycling distance {when}?", "how many kilometers did I ride my bike {when}"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			km := 0.0
			for _, w := range c.workouts("cycling", p) {
				km += w.Attrs.DistanceKm
			}
			return numAns(km, "km", "when", p.words)
		})},
	{id: "T52", complexity: cx(agg, tmp), sources: cx(srcWorkout),
		phrasings: []string{"What was my average running distance {when}?", "How long were my runs on average {when}, in km?", "average km per run {when}"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			if km, n := meanPositive(c.workouts("running", p), func(w *Event) float64 { return w.Attrs.DistanceKm }); n > 0 {
				return numAns(km, "km", "when", p.words)
			}
			return nil
		})},
	{id: "T53", complexity: cx(agg, tmp), sources: cx(srcWorkout, srcCalendar),
		phrasings: []string{"On average, how many workouts did I do per week in {y}?", "How many times a week did I work out in {y}, on average (workouts divided by the weeks of the year)?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, y := range c.fullYears() {
				p := period{from: dateIn(c.loc, y, 1, 1), to: dateIn(c.loc, y+1, 1, 1)}
				weeks := p.to.Sub(p.from).Hours() / 24 / 7
				out = append(out, numAns(float64(len(c.workouts("", p)))/weeks, "", "y", fmt.Sprint(y))...)
			}
			return out
		}},
	{id: "T54", complexity: cx(ord), sources: cx(srcWorkout),
		phrasings: []string{"How long was my longest {noun}, in minutes?", "What was the duration of my longest {noun} (minutes)?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, typ := range []string{"swimming", "cycling", "hiking", "running"} {
				best := 0.0
				for _, w := range c.workouts(typ, c.allTime()) {
					best = math.Max(best, w.Attrs.DurationS)
				}
				out = append(out, numAns(best/60, "min", "noun", activityWords[typ][1])...)
			}
			return out
		}},
	{id: "T55", complexity: cx(ord, look), sources: cx(srcWorkout),
		phrasings: []string{"On which day did I do my longest run?", "When did I run my longest distance?"},
		gen: func(c *qctx) []qinst {
			best := 0.0
			var days []string
			for _, w := range c.workouts("running", c.allTime()) {
				switch {
				case w.Attrs.DistanceKm > best:
					best, days = w.Attrs.DistanceKm, []string{c.dayKey(w.Start)}
				case w.Attrs.DistanceKm == best && best > 0:
					days = append(days, c.dayKey(w.Start))
				}
			}
			return dateAns(days)
		}},
}
