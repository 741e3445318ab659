package gen

import (
	"fmt"
	"math"
	"time"
)

// stravaRow is one line of Strava's activities.csv.
type stravaRow struct {
	refs            []ref
	id              int64
	date            time.Time // start
	name, typ, desc string
	elapsed, moving int // seconds
	distKm          float64
	maxHR, avgHR    float64
	kcal            float64
	elevGain        float64
	commute         bool
}

// hkWorkout is one Workout element of Apple Health's export.xml.
type hkWorkout struct {
	refs                []ref
	typ                 string // HKWorkoutActivityType...
	start, end          time.Time
	dist                float64
	distUnit            string // km or m
	kcal                float64
	avgHR, minHR, maxHR float64
	indoor              bool
}

var hkTypes = map[string]string{
	"running": "HKWorkoutActivityTypeRunning", "cycling": "HKWorkoutActivityTypeCycling", "swimming": "HKWorkoutActivityTypeSwimming",
	"yoga": "HKWorkoutActivityTypeYoga", "hiking": "HKWorkoutActivityTypeHiking", "football": "HKWorkoutActivityTypeSoccer",
	"badminton": "HKWorkoutActivityTypeBadminton",
}

var stravaTypes = map[string]string{
	"running": "Run", "cycling": "Ride", "swimming": "Swim", "yoga": "Yoga", "hiking": "Hike", "football": "Soccer", "badminton": "Badminton",
}

func round1(x float64) float64 { return math.Round(x*10) / 10 }
func round2(x float64) float64 { return math.Round(x*100) / 100 }

// track is what a tracker recorded of a workout.
type track struct {
	dist, kcal, avgHR, maxHR, minHR, elev float64
	hr                                    bool
}

// addWorkout creates the canonical workout with the attributes its
// trackers recorded, and the tracker records: apple and/or strava.
func (s *sim) addWorkout(r *rng, wt, kind string, st, en time.Time, tr track, apple, strava bool, stravaName, place string, people []Person) int {
	a := Attrs{WorkoutType: wt, Kind: kind, DurationS: en.Sub(st).Seconds(), Place: place}
	if apple || strava {
		if tr.dist > 0 {
			a.DistanceKm = round2(tr.dist)
		}
		if tr.kcal > 0 {
			a.EnergyKcal = math.Round(tr.kcal)
		}
		if tr.hr {
			a.AvgHR, a.MaxHR = math.Round(tr.avgHR), math.Round(tr.maxHR)
		}
	}
	a.Participants, a.Relations = personNames(people)
	wi := s.add(Event{Type: TypeWorkout, Start: st, End: en, Attrs: a})
	mentions := []string{"workout_type", "start", "end", "duration_s"}
	if a.DistanceKm > 0 {
		mentions = append(mentions, "distance_km")
	}
	if a.EnergyKcal > 0 {
		mentions = append(mentions, "energy_kcal")
	}
	if tr.hr {
		mentions = append(mentions, "heart_rate")
	}
	if apple {
		h := &hkWorkout{refs: []ref{{ev: wi, mentions: mentions}}, typ: hkTypes[wt], start: st, end: en, kcal: a.EnergyKcal, indoor: wt == "swimming" || wt == "yoga"}
		if a.DistanceKm > 0 {
			h.dist, h.distUnit = a.DistanceKm, "km"
			if wt == "swimming" {
				h.dist, h.distUnit = math.Round(a.DistanceKm*1000), "m"
			}
		}
		if tr.hr {
			h.avgHR, h.maxHR, h.minHR = a.AvgHR, a.MaxHR, math.Round(tr.minHR)
		}
		s.health = append(s.health, h)
	}
	if strava {
		row := &stravaRow{refs: []ref{{ev: wi, mentions: mentions}}, date: st, name: stravaName, typ: stravaTypes[wt],
			elapsed: int(en.Sub(st).Seconds()), distKm: a.DistanceKm, kcal: a.EnergyKcal, elevGain: tr.elev}
		// Moving time equals elapsed time, as for activities synced from a
		// watch that auto-pauses: "time spent" has one meaning.
		row.moving = row.elapsed
		if tr.hr {
			row.avgHR, row.maxHR = a.AvgHR, a.MaxHR
		}
		s.strava = append(s.strava, row)
	}
	return wi
}

func timeOfDayName(t time.Time) string {
	switch h := t.Hour(); {
	case h < 11:
		return "Morning"
	case h < 14:
		return "Lunch"
	case h < 18:
		return "Afternoon"
	}
	return "Evening"
}

// footballSession adds a practice or a match (from the practice series or
// the day loop) with its Strava log, posts and a team dinner afterwards.
func (s *sim) footballSession(r *rng, st, en time.Time, kind, ground, opponent string) int {
	logged := r.chance(0.75)
	tr := track{kcal: r.uniform(650, 1150)}
	if logged && r.chance(0.5) {
		tr.hr, tr.avgHR = true, r.uniform(138, 158)
		tr.maxHR = tr.avgHR + r.uniform(18, 34)
	}
	if logged && r.chance(0.2) {
		tr.kcal = 0 // manual entries often lack calories
	}
	name := pick(r, []string{"Football practice", "Training ⚽", "Evening Soccer", "Footy"})
	if kind == "match" {
		name = pick(r, []string{"Match vs " + opponent, "Sunday League ⚽", opponent + " away", "Game day"})
	}
	wi := s.addWorkout(r, "football", kind, st, en, tr, false, logged, name, ground, nil)
	if kind == "practice" && r.chance(0.08) {
		s.newPost(s.at(st.AddDate(0, 0, 1), r.between(8, 13), r.between(0, 59)), casual(r, pick(r, []string{
			"Legs are dead after yesterday's training ⚽😵", "Scored twice in practice last night, not bad for an old knee ⚽", "Football practice in the rain yesterday. Worth it. ⚽🌧️",
		})), wi+1, []string{"workout_type"}, nil)
	}
	// Pizza with the team afterwards, now and then.
	if kind == "practice" && r.chance(0.2) {
		var mates []Person
		for _, f := range s.P.Friends {
			if f.Teammate {
				mates = append(mates, f)
			}
		}
		if len(mates) > 0 {
			cuisine := "italian"
			if r.chance(0.3) {
				cuisine = pick(r, []string{"burger", "greek", "german"})
			}
			city := s.P.ResidenceAt(st).City.Name
			rest := s.restaurant(r, city, cuisine)
			ms := en.Add(time.Duration(r.between(25, 45)) * time.Minute)
			if di := s.dayIndex(ms); di >= 0 && s.days[di].free(ms, ms.Add(90*time.Minute)) {
				var people []Person
				for _, k := range r.sample(len(mates), r.between(1, min(3, len(mates)))) {
					people = append(people, mates[k])
				}
				s.days[di].book(ms, ms.Add(90*time.Minute))
				s.meetUp(r, ms, ms.Add(90*time.Minute), "dinner", people, rest, nil, "after football")
			}
		}
	}
	if kind == "match" {
		s.matchPost(r, wi, en, opponent)
	}
	return wi
}

func (s *sim) matchPost(r *rng, wi int, en time.Time, opponent string) {
	won := r.chance(0.5)
	home := r.chance(0.5)
	var texts []string
	switch {
	case won && home:
		texts = []string{"Kept the three points at home today! 🎉", "Home win!! ⚽🔥", "What a game. 3-1 at home 💪"}
	case won:
		texts = []string{"Away win against " + opponent + " ⚽💪", "Three points on the road! 🚌⚽"}
	default:
		texts = []string{"Tough loss against " + opponent + " today 😤", "Not our day. Next week. ⚽", "Lost 2-1, ref was blind 🙄"}
	}
	s.newPost(en.Add(time.Duration(r.between(40, 20*60))*time.Minute), casual(r, pick(r, texts)), wi+1, []string{"workout_type"}, nil)
}

func (s *sim) yogaSession(r *rng, st, en time.Time, studio string) int {
	watch := r.chance(0.7)
	tr := track{kcal: r.uniform(140, 230), hr: watch, avgHR: r.uniform(82, 104)}
	tr.maxHR, tr.minHR = tr.avgHR+r.uniform(15, 30), tr.avgHR-r.uniform(10, 20)
	return s.addWorkout(r, "yoga", "class", st, en, tr, watch, false, "", studio, nil)
}

// dayWorkouts runs the habits of one day.
func (s *sim) dayWorkouts(i int, d *day) {
	r := s.rSport
	p := s.P
	if d.sick {
		return
	}
	month := d.date.Month()
	winter := month == 12 || month <= 2
	summer := month >= 6 && month <= 8
	wd := d.date.Weekday()
	for hi := range p.Habits {
		h := &p.Habits[hi]
		prob := h.PerWeek / 7
		for _, x := range h.Days {
			if x == wd {
				prob *= 2
			}
		}
		switch h.Type {
		case "football", "yoga":
			continue // practice and classes are series; matches below
		case "running":
			if winter {
				prob *= 0.7
			} else if summer {
				prob *= 1.1
			}
		case "cycling":
			switch {
			case winter:
				prob *= 0.15
			case summer:
				prob *= 1.8
			}
		case "hiking":
			if !summer && month != 5 && month != 9 {
				prob *= 0.2
			}
			if wd != time.Saturday && wd != time.Sunday {
				prob = 0
			}
		case "badminton":
			prob = 0
			if wd == h.Days[0] && r.chance(0.8) {
				prob = 1
			}
		}
		if d.trip > 0 {
			switch h.Type {
			case "running":
				prob *= 0.6 // the running shoes travel along
			case "swimming":
				prob *= 0.5 // hotel pools
			case "hiking":
			default:
				prob = 0
			}
		}
		if !r.chance(prob) {
			continue
		}
		s.habitWorkout(r, i, d, h)
	}
	// Football matches on weekends during the season.
	if h := p.Habit("football"); h != nil && (wd == time.Saturday || wd == time.Sunday) && d.trip == 0 && d.holiday == "" {
		inSeason := month >= 9 || month <= 5
		if inSeason && !(month == 12 && d.date.Day() > 15) && r.chance(0.2) {
			st := s.at(d.date, pick(r, []int{10, 11, 14, 15}), 0)
			en := st.Add(time.Duration(r.between(95, 110)) * time.Minute)
			if d.free(st, en) {
				d.book(st, en.Add(time.Hour))
				opp := pick(r, []string{"TSV", "SpVgg", "FC", "SC", "Sporting", "Dynamo"}) + " " + pick(r, s.B.Places[:8]) + " " + pick(r, []string{"II", "Old Boys", "United", "Veterans"})
				wi := s.footballSession(r, st, en, "match", "", opp)
				if r.chance(0.4) {
					s.calSingle(st, en, false, pick(r, []string{"Match vs " + opp + " ⚽", "Game: " + opp, "Football match"}), pick(r, []string{"Home ground", "Away – " + opp}), "Meet 45 min before kick-off", []ref{{ev: wi, mentions: []string{"workout_type", "start"}}})
				}
			}
		}
	}
}

func (s *sim) habitWorkout(r *rng, i int, d *day, h *Habit) {
	p := s.P
	weekend := d.date.Weekday() == time.Saturday || d.date.Weekday() == time.Sunday
	hour, minute := h.Hour, h.Minute
	if weekend || d.offWork() {
		hour, minute = r.between(8, 11), r.between(0, 5)*10
	}
	st := s.at(d.date, hour, minute).Add(time.Duration(r.between(-20*60, 20*60)) * time.Second)
	var en time.Time
	var tr track
	apple, strava := h.Tracker == "apple", h.Tracker == "strava"
	name := ""
	place := ""
	var people []Person
	switch h.Type {
	case "running":
		pace := 5.0 + float64(p.Seed%7)/10 + r.uniform(-0.35, 0.45) // min/km
		dist := r.normal(7.5, 2, 3.5, 14)
		if d.date.Weekday() == time.Sunday && r.chance(0.3) {
			dist = r.uniform(12, 21.1)
		}
		en = st.Add(time.Duration(dist*pace*60) * time.Second)
		tr = track{dist: dist, kcal: dist * r.uniform(62, 72), hr: true, avgHR: r.uniform(140, 162)}
		tr.maxHR, tr.minHR = tr.avgHR+r.uniform(12, 28), r.uniform(85, 110)
		tr.elev = r.uniform(10, 120)
		strava = r.chance(0.12) // synced from the watch now and then
		name = timeOfDayName(st) + " Run"
	case "cycling":
		dist := r.uniform(20, 75)
		speed := r.uniform(22, 29)
		en = st.Add(time.Duration(dist/speed*3600) * time.Second)
		tr = track{dist: dist, kcal: dist * r.uniform(22, 30), hr: apple || r.chance(0.6), avgHR: r.uniform(122, 150), elev: r.uniform(100, 900)}
		tr.maxHR, tr.minHR = tr.avgHR+r.uniform(15, 35), r.uniform(80, 100)
		name = pick(r, []string{timeOfDayName(st) + " Ride", "Coffee ride ☕🚴", "Gravel loop"})
	case "swimming":
		dist := float64(r.between(20, 60)) * 50 / 1000
		en = st.Add(time.Duration(dist*10*r.uniform(2.0, 2.6)*60) * time.Second)
		tr = track{dist: dist, kcal: dist * r.uniform(230, 300), hr: true, avgHR: r.uniform(118, 140)}
		tr.maxHR, tr.minHR = tr.avgHR+r.uniform(12, 25), r.uniform(80, 95)
		place = "Stadtbad"
	case "hiking":
		dist := r.uniform(8, 20)
		en = st.Add(time.Duration(dist/r.uniform(3.4, 4.5)*3600) * time.Second)
		tr = track{dist: dist, kcal: dist * r.uniform(55, 75), hr: r.chance(0.5), avgHR: r.uniform(105, 130), elev: r.uniform(300, 1200)}
		tr.maxHR, tr.minHR = tr.avgHR+r.uniform(20, 40), r.uniform(75, 90)
		name = pick(r, []string{"Sunday hike", timeOfDayName(st) + " Hike", "Hike 🥾"})
	case "badminton":
		st = s.at(d.date, h.Hour, h.Minute)
		en = st.Add(90 * time.Minute)
		strava = r.chance(0.7)
		tr = track{kcal: r.uniform(450, 680), hr: strava && r.chance(0.5), avgHR: r.uniform(128, 150)}
		tr.maxHR = tr.avgHR + r.uniform(20, 35)
		if strava && r.chance(0.2) {
			tr.kcal = 0
		}
		if h.Partner != nil {
			people = []Person{*h.Partner}
			name = pick(r, []string{"Badminton with " + h.Partner.First, "Evening Badminton", "Badminton 🏸"})
		}
		place = "Sporthalle " + pick(r, []string{"Mitte", "am Park", "Nord"})
	}
	if en.Hour() >= 23 || en.Day() != st.Day() || !d.free(st, en) {
		return
	}
	d.book(st, en)
	wi := s.addWorkout(r, h.Type, "", st, en, tr, apple, strava, name, place, people)
	switch h.Type {
	case "badminton":
		if !strava || r.chance(0.7) {
			sum := "Badminton 🏸"
			mentions := []string{"workout_type", "start"}
			if h.Partner != nil && r.chance(0.8) {
				sum = pick(r, []string{"Badminton w/ " + h.Partner.First + " 🏸", "Badminton with " + h.Partner.First, h.Partner.First + " – badminton"})
				mentions = append(mentions, "participants")
			}
			s.calSingle(st, en, false, sum, place, "", []ref{{ev: wi, mentions: mentions}})
		}
	case "running":
		if r.chance(0.07) {
			s.newPost(en.Add(time.Duration(r.between(10, 240))*time.Minute), casual(r, fill(pick(r, []string{
				"{d} km before breakfast ☀️🏃", "Sunday long run done: {d} km 💪", "Ran {d}k today and my legs hate me", "Nothing clears the head like a run. {d} km 🏃",
			}), "d", fmt.Sprintf("%.0f", tr.dist))), wi+1, []string{"workout_type", "distance_km"}, nil)
		}
	}
	// Music while running or cycling.
	if (h.Type == "running" && r.chance(0.8)) || (h.Type == "cycling" && r.chance(0.2)) {
		s.workoutMusic(st, en)
	}
}
