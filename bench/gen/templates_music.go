package gen

import (
	"fmt"
	"sort"
	"time"

	"reqap/qa/eval"
)

// Gold conventions for music: every stream counts as a play, whatever its
// duration (Spotify lists skipped songs too); "listened most" ranks by
// number of plays; days and weekdays are in the persona's home time zone.

var (
	agg  = eval.Aggregation
	grp  = eval.Grouping
	ord  = eval.Ordering
	tmp  = eval.Temporal
	join = eval.Join
	msrc = eval.MultiSource
	look = eval.Lookup
)

func cx(xs ...string) []string { return xs }

// eachPlay calls fn for every play starting in p, in time order.
func (c *qctx) eachPlay(p period, fn func(pl Play, t time.Time, artist, track string)) {
	plays := c.w.Plays
	i := sort.Search(len(plays), func(i int) bool { return plays[i].Start >= p.from.Unix() })
	for ; i < len(plays) && plays[i].Start < p.to.Unix(); i++ {
		tr := c.w.B.Tracks[plays[i].Track]
		fn(plays[i], time.Unix(plays[i].Start, 0).In(c.loc), c.w.B.Artists[tr.Artist].Name, tr.Title)
	}
}

// playsIn counts plays whose span overlaps [from, to).
func (c *qctx) eachPlayOverlapping(from, to time.Time, fn func(pl Play, artist, track string)) {
	plays := c.w.Plays
	// A play lasts at most ~10 minutes: start looking a bit before.
	i := sort.Search(len(plays), func(i int) bool { return plays[i].Start >= from.Unix()-900 })
	for ; i < len(plays) && plays[i].Start < to.Unix(); i++ {
		if plays[i].End() <= from.Unix() {
			continue
		}
		tr := c.w.B.Tracks[plays[i].Track]
		fn(plays[i], c.w.B.Artists[tr.Artist].Name, tr.Title)
	}
}

func topArtist(c *qctx, p period) []string {
	k := newCounter()
	c.eachPlay(p, func(_ Play, _ time.Time, a, _ string) { k.add(a, 1) })
	top, _ := k.top()
	return top
}

func topSong(c *qctx, p period) []string {
	k := newCounter()
	c.eachPlay(p, func(_ Play, _ time.Time, a, t string) { k.add(t+"\x00"+a, 1) })
	top, _ := k.top()
	return titlesOf(top)
}

// titlesOf strips the artist from "title\x00artist" keys; two songs with
// the same title by different artists would be indistinguishable, so such
// ties make the question unanswerable (nil).
func titlesOf(keys []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, k := range keys {
		for i := 0; i < len(k); i++ {
			if k[i] == 0 {
				k = k[:i]
				break
			}
		}
		if seen[k] {
			return nil
		}
		seen[k] = true
		out = append(out, k)
	}
	return out
}

var weekdayNames = []string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

var musicTemplates = []template{
	{id: "T01", complexity: cx(agg, grp, ord), sources: cx(srcMusic),
		phrasings: []string{"Which artist did I listen to the most?", "which artist did I listen to most?", "Who is my most played artist?", "What artist have I streamed the most on Spotify?"},
		gen:       func(c *qctx) []qinst { return textAns(topArtist(c, c.allTime())) }},
	{id: "T02", complexity: cx(agg, grp, ord, tmp), sources: cx(srcMusic),
		phrasings: []string{"Which artist did I listen to most {when}?", "Who was my top artist {when}?", "What artist did I play the most {when}?"},
		gen:       perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst { return textAns(topArtist(c, p), "when", p.words) })},
	{id: "T03", complexity: cx(grp, ord, tmp), sources: cx(srcMusic),
		phrasings: []string{"What is the name of the song I listened to the most in the summer of {y}?", "Which song did I play most in summer {y}?", "my most played song in the summer of {y}?"},
		gen:       perPeriod((*qctx).summers, func(c *qctx, p period) []qinst { return textAns(topSong(c, p), "y", p.words) })},
	{id: "T04", complexity: cx(grp, ord, tmp), sources: cx(srcMusic),
		phrasings: []string{"Which song did I listen to the most {when}?", "What was my most played track {when}?", "Which song was on repeat {when}?"},
		gen:       perPeriod((*qctx).monthPeriods, func(c *qctx, p period) []qinst { return textAns(topSong(c, p), "when", p.words) })},
	{id: "T05", complexity: cx(grp, ord), sources: cx(srcMusic),
		phrasings: []string{"On which day did I listen to music the most?", "Which day did I play the most songs?", "What was my biggest music day (most songs played)?"},
		gen: func(c *qctx) []qinst {
			k := newCounter()
			c.eachPlay(c.allTime(), func(_ Play, t time.Time, _, _ string) { k.add(t.Format("2006-01-02"), 1) })
			top, _ := k.top()
			return dateAns(top)
		}},
	{id: "T06", complexity: cx(agg, tmp), sources: cx(srcMusic),
		phrasings: []string{"How many hours of music did I stream {when}?", "How many hours did I spend listening to music {when}?", "total hours of music {when}?"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			ms := 0.0
			c.eachPlay(p, func(pl Play, _ time.Time, _, _ string) { ms += float64(pl.PlayedMs) })
			return numAns(ms/3.6e6, "h", "when", p.words)
		})},
	{id: "T07", complexity: cx(agg, tmp), sources: cx(srcMusic),
		phrasings: []string{"How many different artists did I listen to {when}?", "How many distinct artists did I stream {when}?", "number of different artists I listened to {when}"},
		gen: perPeriod((*qctx).yearPeriods, func(c *qctx, p period) []qinst {
			seen := map[string]bool{}
			c.eachPlay(p, func(_ Play, _ time.Time, a, _ string) { seen[a] = true })
			return numAns(float64(len(seen)), "", "when", p.words)
		})},
	{id: "T08", complexity: cx(agg, look), sources: cx(srcMusic),
		phrasings: []string{"How many times did I play {track} by {artist}?", "How often did I listen to \"{track}\" by {artist}?", "how many times have I streamed {track} ({artist})?"},
		gen: func(c *qctx) []qinst {
			k := newCounter()
			c.eachPlay(c.allTime(), func(_ Play, _ time.Time, a, t string) { k.add(t+"\x00"+a, 1) })
			var out []qinst
			for _, key := range k.keys {
				if n := k.n[key]; n >= 5 && len(out) < 40 {
					var title, artist string
					for i := 0; i < len(key); i++ {
						if key[i] == 0 {
							title, artist = key[:i], key[i+1:]
						}
					}
					out = append(out, numAns(n, "", "track", title, "artist", artist)...)
				}
			}
			return out
		}},
	{id: "T09", complexity: cx(grp, ord), sources: cx(srcMusic),
		phrasings: []string{"Which day of the week do I listen to music the most?", "On what weekday do I stream the most music?", "what's my top weekday for music?"},
		gen: func(c *qctx) []qinst {
			k := newCounter()
			c.eachPlay(c.allTime(), func(_ Play, t time.Time, _, _ string) { k.add(weekdayNames[t.Weekday()], 1) })
			top, _ := k.top()
			return textAns(top)
		}},
	{id: "T10", complexity: cx(grp, ord, tmp), sources: cx(srcMusic),
		phrasings: []string{"In which month of {y} did I listen to the most music?", "Which month in {y} had the most songs played?", "month of {y} with the most music streams?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, y := range c.fullYears() {
				k := newCounter()
				c.eachPlay(period{from: dateIn(c.loc, y, 1, 1), to: dateIn(c.loc, y+1, 1, 1)}, func(_ Play, t time.Time, _, _ string) { k.add(t.Month().String(), 1) })
				top, _ := k.top()
				out = append(out, textAns(top, "y", fmt.Sprint(y))...)
			}
			return out
		}},
	{id: "T11", complexity: cx(agg, grp, tmp), sources: cx(srcMusic),
		phrasings: []string{"On days when I listened to music {when}, how many songs did I play on average?", "Average number of songs per listening day {when}?", "how many songs a day did I play {when}, counting only days with music?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, p := range c.yearPeriods() {
				days := map[string]bool{}
				n := 0.0
				c.eachPlay(p, func(_ Play, t time.Time, _, _ string) { days[t.Format("2006-01-02")] = true; n++ })
				if len(days) > 0 {
					out = append(out, numAns(n/float64(len(days)), "", "when", p.words)...)
				}
			}
			return out
		}},
	{id: "T12", complexity: cx(ord, tmp, join, msrc), sources: cx(srcMusic, srcSocial),
		phrasings: []string{"What was the first song I listened to on my birthday in {y}?", "Which song did I play first on my {y} birthday?", "first track I streamed on my birthday {y}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, b := range c.events(TypeBirthday) {
				if b.Attrs.Relation != "self" {
					continue
				}
				d := c.local(b.Start)
				var first []string
				c.eachPlay(period{from: d, to: d.AddDate(0, 0, 1)}, func(_ Play, _ time.Time, _, t string) {
					if first == nil {
						first = []string{t}
					}
				})
				out = append(out, textAns(first, "y", fmt.Sprint(d.Year()))...)
			}
			return out
		}},
	{id: "T13", complexity: cx(agg, tmp), sources: cx(srcMusic),
		phrasings: []string{"How many songs by {artist} did I listen to {when}?", "How many {artist} tracks did I play {when}?", "number of plays of {artist} {when}"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, p := range c.yearPeriods() {
				k := newCounter()
				c.eachPlay(p, func(_ Play, _ time.Time, a, _ string) { k.add(a, 1) })
				for i, a := range k.keys {
					if i%5 == 0 && k.n[a] >= 3 {
						out = append(out, numAns(k.n[a], "", "artist", a, "when", p.words)...)
					}
				}
			}
			return out
		}},
	{id: "T14", complexity: cx(join, grp, ord, msrc), sources: cx(srcMusic, srcWorkout),
		phrasings: []string{"Which artist did I listen to most while running?", "who do I listen to most when I go for a run?", "What's my most played artist during runs?"},
		gen: func(c *qctx) []qinst {
			k := newCounter()
			for _, w := range c.events(TypeWorkout) {
				if w.Attrs.WorkoutType == "running" {
					c.eachPlayOverlapping(w.Start, w.End, func(_ Play, a, _ string) { k.add(a, 1) })
				}
			}
			top, _ := k.top()
			return textAns(top)
		}},
	{id: "T15", complexity: cx(join, grp, ord, tmp, msrc), sources: cx(srcMusic, srcWorkout, srcCalendar),
		phrasings: []string{"Which song did I listen to most after a {sport} workout?", "What song did I play most often after {sport}, later the same day?", "most played song after {sport} sessions?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, sport := range []string{"badminton", "football", "running", "cycling"} {
				k := newCounter()
				n := 0
				for _, w := range c.events(TypeWorkout) {
					if w.Attrs.WorkoutType != sport {
						continue
					}
					n++
					end := c.local(w.End)
					midnight := dateIn(c.loc, end.Year(), end.Month(), end.Day()).AddDate(0, 0, 1)
					c.eachPlay(period{from: end, to: midnight}, func(_ Play, _ time.Time, a, t string) { k.add(t+"\x00"+a, 1) })
				}
				if n < 5 {
					continue
				}
				top, _ := k.top()
				out = append(out, textAns(titlesOf(top), "sport", sport)...)
			}
			return out
		}},
	{id: "T16", complexity: cx(join, grp, ord, msrc), sources: cx(srcMusic, srcCalendar, srcMail, srcSocial),
		phrasings: []string{"Which artist did I listen to most during my trip to {dest}?", "Who did I listen to most while I was in {dest}?", "top artist on my {dest} trip?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for _, t := range c.uniqueTrips() {
				k := newCounter()
				c.eachPlay(period{from: t.Start, to: t.End}, func(_ Play, _ time.Time, a, _ string) { k.add(a, 1) })
				top, n := k.top()
				if n >= 3 {
					out = append(out, textAns(top, "dest", t.Attrs.Destination)...)
				}
			}
			return out
		}},
	{id: "T17", complexity: cx(agg, tmp), sources: cx(srcMusic),
		phrasings: []string{"How many songs did I listen to on Christmas Day {y}?", "How many tracks did I play on 25 December {y}?"},
		gen: func(c *qctx) []qinst {
			var out []qinst
			for y := c.start.Year(); y <= c.today.Year(); y++ {
				d := dateIn(c.loc, y, 12, 25)
				if d.Before(c.start) || !d.Before(c.today) {
					continue
				}
				n := 0.0
				c.eachPlay(period{from: d, to: d.AddDate(0, 0, 1)}, func(Play, time.Time, string, string) { n++ })
				out = append(out, numAns(n, "", "y", fmt.Sprint(y))...)
			}
			return out
		}},
	{id: "T18", complexity: cx(ord, look), sources: cx(srcMusic),
		phrasings: []string{"Who was the last artist I listened to?", "What artist did I play last?", "last artist I streamed?"},
		gen: func(c *qctx) []qinst {
			if len(c.w.Plays) == 0 {
				return nil
			}
			pl := c.w.Plays[len(c.w.Plays)-1]
			return textAns([]string{c.w.B.Artists[c.w.B.Tracks[pl.Track].Artist].Name})
		}},
}

// uniqueTrips returns the trips to destinations visited only once, so
// "my trip to X" names one trip.
func (c *qctx) uniqueTrips() []*Event {
	n := map[string]int{}
	for _, t := range c.events(TypeTrip) {
		n[t.Attrs.Destination]++
	}
	var out []*Event
	for _, t := range c.events(TypeTrip) {
		if n[t.Attrs.Destination] == 1 {
			out = append(out, t)
		}
	}
	return out
}
