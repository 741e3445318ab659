package gen

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
	"unicode"
)

// span is a busy interval of a day.
type span struct{ from, to time.Time }

// day is the simulation state of one calendar day.
type day struct {
	date    time.Time // local midnight
	holiday string    // public holiday name
	trip    int       // index+1 of the trip event covering the day
	sick    bool
	busy    []span
}

func (d *day) free(from, to time.Time) bool {
	for _, s := range d.busy {
		if from.Before(s.to) && s.from.Before(to) {
			return false
		}
	}
	return true
}

// homeAndFree reports whether the person is at home that day (no trip,
// not sick, no public holiday) and free from..to: when a weekly class or
// club meets.
func (d *day) homeAndFree(from, to time.Time) bool {
	return d.trip == 0 && !d.sick && d.holiday == "" && d.free(from, to)
}

func (d *day) book(from, to time.Time) { d.busy = append(d.busy, span{from, to}) }

// offWork reports whether the persona does not work that day.
func (d *day) offWork() bool {
	wd := d.date.Weekday()
	return wd == time.Saturday || wd == time.Sunday || d.holiday != "" || d.trip > 0 || d.sick
}

// sim carries the state of one simulation run.
type sim struct {
	*World
	ctx  context.Context
	days []day
	// musicSpans holds, per day, the stretches already filled with music
	// or video.
	musicSpans [][]span
	// streams of randomness per concern
	rPlan, rMusic, rMedia, rSport, rSocial, rShop, rText *rng
	// ids of export records
	uidN, msgN, orderN int
	stravaID           int64
	// series state: next episode per series
	seriesPos map[int][2]int
	watched   []int // movies watched, for rewatches
	seenMovie map[int]bool
	// the football team name
	team string
}

// Simulate builds the canonical events and observable records of a
// persona. It honours ctx between simulated days.
func Simulate(ctx context.Context, p *Persona, size string) (*World, error) {
	b, cfg, err := banksFor(size)
	if err != nil {
		return nil, err
	}
	w := &World{P: p, B: b, Size: size, cfg: cfg}
	s := &sim{
		World: w, ctx: ctx,
		rPlan: newRNG(p.Seed, "plan"), rMusic: newRNG(p.Seed, "music"), rMedia: newRNG(p.Seed, "media"),
		rSport: newRNG(p.Seed, "sport"), rSocial: newRNG(p.Seed, "social"), rShop: newRNG(p.Seed, "shop"),
		rText: newRNG(p.Seed, "text"), seriesPos: map[int][2]int{}, seenMovie: map[int]bool{},
	}
	s.team = pick(s.rPlan, []string{"FC", "SV", "SC", "Racing"}) + " " + pick(s.rPlan, []string{"Hertha", "Eintracht", "Olympia", "Victoria", "Union", "Borussia", "Rapid", "Sparta"}) + " " + pick(s.rPlan, []string{"Old Boys", "III", "Veterans", "Amateurs", "Sunday XI"})
	for d := p.Start; d.Before(p.Today); d = d.AddDate(0, 0, 1) {
		s.days = append(s.days, day{date: d})
	}
	s.musicSpans = make([][]span, len(s.days))
	s.markHolidays()
	for i := range s.days {
		s.days[i].sick = s.rPlan.chance(0.012)
	}
	s.planTrips()
	s.planMilestones()
	s.planBirthdays()
	s.planHolidayCelebrations()
	s.planAppointments()
	s.planSeries()
	for i := range s.days {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, fmt.Errorf("simulating persona %d: %w", p.Seed, err)
			}
		}
		d := &s.days[i]
		s.dayWorkouts(i, d)
		s.dayMeetups(i, d)
		s.dayMedia(i, d)
		s.dayMusic(i, d)
		s.dayShopping(i, d)
		s.dayChatter(i, d)
	}
	s.checkObserved()
	sort.SliceStable(w.Plays, func(i, j int) bool { return w.Plays[i].Start < w.Plays[j].Start })
	w.finish()
	return w, nil
}

// dayIndex returns the index of the day of t, or -1 outside the window.
func (s *sim) dayIndex(t time.Time) int {
	t = t.In(s.P.Loc)
	d := dateIn(s.P.Loc, t.Year(), t.Month(), t.Day())
	i := int(math.Round(d.Sub(s.P.Start).Hours() / 24))
	if i < 0 || i >= len(s.days) {
		return -1
	}
	return i
}

// at returns the local time h:m on day d.
func (s *sim) at(d time.Time, h, m int) time.Time {
	return time.Date(d.Year(), d.Month(), d.Day(), h, m, 0, 0, s.P.Loc)
}

// exportCutoff is where the data ends: the reference date is "today", and
// the exports hold nothing of it, so every record precedes every question.
func (s *sim) exportCutoff() time.Time { return s.P.Today }

func (s *sim) inWindow(t time.Time) bool {
	return !t.Before(s.P.Start) && t.Before(s.P.Today)
}

func (s *sim) markHolidays() {
	loc := s.P.Loc
	for y := s.P.Start.Year(); y <= s.P.Today.Year(); y++ {
		easter := easterSunday(y, loc)
		hs := []struct {
			d    time.Time
			name string
		}{
			{dateIn(loc, y, 1, 1), "New Year's Day"},
			{easter.AddDate(0, 0, 1), "Easter Monday"},
			{dateIn(loc, y, 5, 1), "Labour Day"},
			{easter.AddDate(0, 0, 39), "Ascension Day"},
			{easter.AddDate(0, 0, 50), "Whit Monday"},
			{dateIn(loc, y, 12, 25), "Christmas Day"},
			{dateIn(loc, y, 12, 26), "Boxing Day"},
		}
		for _, h := range hs {
			if i := s.dayIndex(h.d); i >= 0 {
				s.days[i].holiday = h.name
			}
		}
	}
}

// easterSunday computes Easter with the anonymous Gregorian algorithm.
func easterSunday(y int, loc *time.Location) time.Time {
	a := y % 19
	b := y / 100
	c := y % 100
	d := b / 4
	e := b % 4
	f := (b + 8) / 25
	g := (b - f + 1) / 3
	h := (19*a + b - d - g + 15) % 30
	i := c / 4
	k := c % 4
	l := (32 + 2*e + 2*i - h - k) % 7
	m := (a + 11*h + 22*l) / 451
	month := (h + l - 7*m + 114) / 31
	dd := (h+l-7*m+114)%31 + 1
	return dateIn(loc, y, time.Month(month), dd)
}

// names renders people for text: first names, or relation words for
// family ("mum and dad").
func (s *sim) names(r *rng, people []Person) string {
	var parts []string
	hasMum, hasDad := false, false
	for _, p := range people {
		switch p.Relation {
		case "mother":
			hasMum = true
		case "father":
			hasDad = true
		}
	}
	if hasMum && hasDad {
		parts = append(parts, pick(r, []string{
			s.P.Mother.Word() + " and " + s.P.Father.Word(), s.P.Mother.Word() + " & " + s.P.Father.Word(), "my parents", "the parents",
		}))
	}
	for _, p := range people {
		switch {
		case (p.Relation == "mother" || p.Relation == "father") && hasMum && hasDad:
			continue
		case p.Relation == "mother" || p.Relation == "father":
			parts = append(parts, pick(r, []string{p.Word(), "my " + p.Word()}))
		case p.Relation == "partner" && r.chance(0.3):
			parts = append(parts, p.Words[0])
		default:
			parts = append(parts, p.First)
		}
	}
	switch len(parts) {
	case 0:
		return ""
	case 1:
		return parts[0]
	}
	sep := pick(r, []string{" and ", " & "})
	return strings.Join(parts[:len(parts)-1], ", ") + sep + parts[len(parts)-1]
}

func personNames(people []Person) (names, rels []string) {
	for _, p := range people {
		names = append(names, p.Name())
		rels = append(rels, p.Relation)
	}
	return names, rels
}

// fill replaces {key} placeholders; kv alternates keys and values.
func fill(tpl string, kv ...string) string {
	for i := 0; i+1 < len(kv); i += 2 {
		tpl = strings.ReplaceAll(tpl, "{"+kv[i]+"}", kv[i+1])
	}
	return tpl
}

// typo swaps two letters of one longer lower-case word, the way fast
// thumbs do; names are left alone.
func typo(r *rng, s string) string {
	words := strings.Split(s, " ")
	var cand []int
	for i, w := range words {
		if len(w) >= 5 && w[0] >= 'a' && w[0] <= 'z' && isASCIIWord(w) {
			cand = append(cand, i)
		}
	}
	if len(cand) == 0 {
		return s
	}
	i := pick(r, cand)
	b := []byte(words[i])
	j := r.between(1, len(b)-3)
	b[j], b[j+1] = b[j+1], b[j]
	words[i] = string(b)
	return strings.Join(words, " ")
}

func isASCIIWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// casual sometimes writes a text the way people type on phones.
func casual(r *rng, s string) string {
	if r.chance(0.12) {
		s = typo(r, s)
	}
	if r.chance(0.15) && len(s) > 0 && s[0] >= 'A' && s[0] <= 'Z' && !strings.HasPrefix(s, "I ") {
		s = withFirst(s, unicode.ToLower)
	}
	return s
}

// eachRefs hands fn the refs of every record the simulation wrote, to read
// or to rewrite.
func (s *sim) eachRefs(fn func(refs *[]ref)) {
	for _, c := range s.cal {
		for i := range c.inst {
			fn(&c.inst[i].refs)
		}
	}
	refsIn(s.mails, func(m *mailMsg) *[]ref { return &m.refs }, fn)
	refsIn(s.posts, func(p *post) *[]ref { return &p.refs }, fn)
	refsIn(s.notes, func(n *note) *[]ref { return &n.refs }, fn)
	refsIn(s.netflix, func(x *nfRow) *[]ref { return &x.refs }, fn)
	refsIn(s.orders, func(x *orderRow) *[]ref { return &x.refs }, fn)
	refsIn(s.strava, func(x *stravaRow) *[]ref { return &x.refs }, fn)
	refsIn(s.health, func(x *hkWorkout) *[]ref { return &x.refs }, fn)
}

// refsIn hands fn the refs of each record of one kind.
func refsIn[R any](records []*R, refs func(*R) *[]ref, fn func(refs *[]ref)) {
	for _, r := range records {
		fn(refs(r))
	}
}

// checkObserved makes sure every canonical event is expressed by at least
// one record; a gold answer must never rest on an invisible event.
func (s *sim) checkObserved() {
	seen := make([]bool, len(s.Events))
	s.eachRefs(func(refs *[]ref) {
		for _, r := range *refs {
			seen[r.ev] = true
		}
	})
	// Unobserved events are removed by turning them into a calendar entry
	// would change the data; instead they are dropped from the truth.
	keep := make([]int, len(s.Events))
	var out []Event
	for i, e := range s.Events {
		if seen[i] {
			keep[i] = len(out)
			out = append(out, e)
		} else {
			keep[i] = -1
		}
	}
	if len(out) == len(s.Events) {
		return
	}
	s.eachRefs(func(refs *[]ref) {
		var r []ref
		for _, x := range *refs {
			if keep[x.ev] >= 0 {
				x.ev = keep[x.ev]
				r = append(r, x)
			}
		}
		*refs = r
	})
	// about and trip are event indexes plus one, 0 for none.
	link := func(n int) int {
		if n > 0 && keep[n-1] >= 0 {
			return keep[n-1] + 1
		}
		return 0
	}
	for i := range out {
		out[i].about = link(out[i].about)
		out[i].trip = link(out[i].trip)
	}
	s.Events = out
}
