package gen

import (
	"fmt"
	"strings"
	"time"
)

func (s *sim) doctorAt(kind string, t time.Time) *Doctor {
	city := s.P.ResidenceAt(t).City.Name
	for i := range s.P.Doctors {
		if s.P.Doctors[i].Kind == kind && s.P.Doctors[i].City == city {
			return &s.P.Doctors[i]
		}
	}
	return nil
}

// workdaySlot finds a free weekday slot near day i for an appointment.
func (s *sim) workdaySlot(r *rng, i int, minutes int) (int, time.Time, bool) {
	for k := 0; k < 14 && i+k < len(s.days); k++ {
		d := &s.days[i+k]
		if d.offWork() {
			continue
		}
		for tries := 0; tries < 6; tries++ {
			st := s.at(d.date, r.between(8, 17), pick(r, []int{0, 15, 30, 45}))
			if st.Hour() == 17 && st.Minute() > 30 {
				continue
			}
			en := st.Add(time.Duration(minutes) * time.Minute)
			if d.free(st.Add(-30*time.Minute), en.Add(30*time.Minute)) {
				return i + k, st, true
			}
		}
	}
	return 0, time.Time{}, false
}

func (s *sim) planAppointments() {
	r := s.rPlan
	p := s.P
	for y := p.Start.Year(); y <= p.Today.Year(); y++ {
		type want struct {
			kind string
			n    int
			kid  *Person
		}
		wants := []want{{"dentist", 2, nil}, {"gp", r.between(1, 3), nil}}
		if r.chance(0.6) {
			wants = append(wants, want{"dermatologist", 1, nil})
		}
		if r.chance(0.4) {
			wants = append(wants, want{"ophthalmologist", 1, nil})
		}
		if r.chance(0.25) {
			wants = append(wants, want{"physiotherapist", r.between(4, 6), nil})
		}
		for k := range p.Kids {
			wants = append(wants, want{"paediatrician", r.between(1, 2), &p.Kids[k]})
		}
		for _, wt := range wants {
			// Physiotherapy is a weekly block; the rest is spread over the year.
			var blockStart time.Time
			if wt.kind == "physiotherapist" {
				blockStart = dateIn(p.Loc, y, time.Month(r.between(1, 11)), r.between(1, 28))
			}
			for n := 0; n < wt.n; n++ {
				var d time.Time
				if wt.kind == "physiotherapist" {
					d = blockStart.AddDate(0, 0, 7*n)
				} else {
					d = dateIn(p.Loc, y, time.Month(r.between(1, 12)), r.between(1, 28))
				}
				i := s.dayIndex(d)
				if i < 0 || (wt.kid != nil && d.Before(wt.kid.Birth.AddDate(0, 1, 0))) {
					continue
				}
				minutes := map[string]int{"dentist": 45, "gp": 20, "dermatologist": 30, "ophthalmologist": 30, "physiotherapist": 45, "paediatrician": 30}[wt.kind]
				di, st, ok := s.workdaySlot(r, i, minutes)
				if !ok {
					continue
				}
				doc := s.doctorAt(wt.kind, st)
				if doc == nil {
					continue
				}
				en := st.Add(time.Duration(minutes) * time.Minute)
				s.days[di].book(st.Add(-30*time.Minute), en.Add(30*time.Minute))
				a := Attrs{Kind: wt.kind, Person: doc.Name, Place: doc.Practice, PlaceType: "doctor", Address: doc.Address, City: doc.City}
				if wt.kid != nil {
					a.Participants, a.Relations = []string{wt.kid.Name()}, []string{wt.kid.Relation}
				}
				ai := s.add(Event{Type: TypeDoctor, Start: st, End: en, Attrs: a})
				summary := s.appointmentSummary(r, wt.kind, doc, wt.kid, n)
				desc := ""
				if r.chance(0.3) {
					desc = pick(r, []string{"Bring insurance card", "Check-up", "Referral needed?", "Cleaning + check-up", "Results discussion", "Follow-up"})
				}
				s.calSingle(st, en, false, summary, doc.Practice+", "+doc.Address, desc, []ref{{ev: ai, mentions: []string{"kind", "start", "place"}}})
				if r.chance(0.4) {
					sent := st.AddDate(0, 0, -r.between(1, 2))
					sent = s.at(sent, r.between(8, 18), r.between(0, 59))
					body := fmt.Sprintf("Dear %s,\n\nthis is a reminder of your appointment with %s on %s at %s.\n\n%s\n%s\n\nIf you cannot make it, please let us know at least 24 hours in advance.\n\nKind regards,\n%s",
						p.Self.Name(), doc.Name, st.Format("Monday, 2 January 2006"), st.Format("15:04"), doc.Practice, doc.Address, doc.Practice)
					s.newMail(false, sent, addr{doc.Practice, doc.Email}, []addr{s.self()}, nil,
						fmt.Sprintf("Appointment reminder: %s at %s", st.Format("Mon 2 Jan"), st.Format("15:04")), body, ai+1, []string{"kind", "start", "place"})
				}
				if r.chance(0.04) {
					s.newPost(en.Add(time.Duration(r.between(20, 300))*time.Minute), pick(r, map[string][]string{
						"dentist": {"No cavities!! 🦷🎉", "Survived the dentist 😬"}, "gp": {"Doctor says rest. Netflix it is."},
						"dermatologist": {"Skin check done ✅ wear your sunscreen people"}, "ophthalmologist": {"New glasses prescription incoming 👓"},
						"physiotherapist": {"Physio is pain. Good pain. Mostly."}, "paediatrician": {"Check-up done, all good with the little one 💙"},
					}[wt.kind]), ai+1, []string{"kind"}, nil)
				}
			}
		}
		// Haircuts every five to eight weeks, and the yearly car service.
		for d := dateIn(p.Loc, y, 1, r.between(3, 30)); d.Year() == y; d = d.AddDate(0, 0, 7*r.between(5, 8)) {
			i := s.dayIndex(d)
			if i < 0 {
				continue
			}
			for i < len(s.days) && (s.days[i].trip > 0 || s.days[i].sick) {
				i++
			}
			if i >= len(s.days) {
				break
			}
			dd := s.days[i].date
			st := s.at(dd, 18, 0)
			if dd.Weekday() == time.Saturday || dd.Weekday() == time.Sunday {
				st = s.at(dd, r.between(9, 13), 0)
			}
			if !s.days[i].free(st, st.Add(time.Hour)) {
				continue
			}
			s.days[i].book(st, st.Add(time.Hour))
			salon := s.place(r, p.ResidenceAt(dd).City.Name, "salon")
			ei := s.add(Event{Type: TypeErrand, Start: st, End: st.Add(45 * time.Minute), Attrs: Attrs{
				Kind: "haircut", Place: salon.Name, PlaceType: "salon", Address: salon.Address, City: salon.City,
			}})
			s.calSingle(st, st.Add(45*time.Minute), false, pick(r, []string{"Haircut ✂️", "Hairdresser", "Haircut", "✂️ " + salon.Name}), salon.Name, "", []ref{{ev: ei, mentions: []string{"kind", "start"}}})
		}
		if r.chance(0.5) {
			d := dateIn(p.Loc, y, time.Month(r.between(3, 10)), r.between(1, 28))
			if i := s.dayIndex(d); i >= 0 {
				if di, st, ok := s.workdaySlot(r, i, 60); ok {
					s.days[di].book(st, st.Add(time.Hour))
					ei := s.add(Event{Type: TypeErrand, Start: st, End: st.Add(time.Hour), Attrs: Attrs{Kind: "car service", Place: "Auto Service " + pick(r, s.B.Surnames), PlaceType: "garage"}})
					s.calSingle(st, st.Add(time.Hour), false, pick(r, []string{"Car service 🚗", "Car inspection", "Tyres + service"}), s.Events[ei].Attrs.Place, "", []ref{{ev: ei, mentions: []string{"kind", "start"}}})
				}
			}
		}
	}
}

func (s *sim) appointmentSummary(r *rng, kind string, doc *Doctor, kid *Person, n int) string {
	last := doc.Name[strings.LastIndexByte(doc.Name, ' ')+1:]
	switch kind {
	case "dentist":
		return pick(r, []string{"Dentist 🦷", "Dentist check-up", "Dr. " + last + " (dentist)", "Dental cleaning", "Zahnarzt"})
	case "gp":
		return pick(r, []string{"GP appointment", "Doctor – Dr. " + last, "Dr. " + last, "GP"})
	case "dermatologist":
		return pick(r, []string{"Dermatologist – skin check", "Skin check Dr. " + last, "Dermatologist"})
	case "ophthalmologist":
		return pick(r, []string{"Eye doctor", "Ophthalmologist", "Eye exam 👓"})
	case "physiotherapist":
		return pick(r, []string{fmt.Sprintf("Physio #%d", n+1), "Physiotherapy", "Physio – " + doc.Name})
	case "paediatrician":
		return pick(r, []string{kid.First + " – paediatrician", "Kinderarzt " + kid.First, kid.First + " check-up (Dr. " + last + ")"})
	}
	return kind
}

// occurrences are the dates of a recurring calendar entry: when each is,
// whether the persona went, and the events of those attended.
type occurrences struct {
	starts   []time.Time
	attended []bool
	refs     [][]ref
}

// add records an occurrence at st; when the persona went, attend makes its
// events and returns them as the entry's refs.
func (o *occurrences) add(st time.Time, went bool, attend func() []ref) {
	o.starts = append(o.starts, st)
	o.attended = append(o.attended, went)
	var refs []ref
	if went {
		refs = attend()
	}
	o.refs = append(o.refs, refs)
}

// occur adds to occ the occurrence on day d from h:m for dur, when d is a
// simulated day: went says whether the persona went (the day, its hours,
// chance); if so, attend books the hours and makes the events, returning
// the entry's refs.
func (s *sim) occur(occ *occurrences, d time.Time, h, m int, dur time.Duration, went func(dd *day, st, en time.Time) bool, attend func(dd *day, st, en time.Time) []ref) {
	i := s.dayIndex(d)
	if i < 0 {
		return
	}
	st := s.at(d, h, m)
	en := st.Add(dur)
	dd := &s.days[i]
	occ.add(st, went(dd, st, en), func() []ref { return attend(dd, st, en) })
}

// slice is occurrences lo to hi-1, for an entry rebooked part way.
func (o occurrences) slice(lo, hi int) occurrences {
	return occurrences{o.starts[lo:hi], o.attended[lo:hi], o.refs[lo:hi]}
}

// weekdayFrom is the first day on or after d that falls on wd.
func weekdayFrom(d time.Time, wd time.Weekday) time.Time {
	for d.Weekday() != wd {
		d = d.AddDate(0, 0, 1)
	}
	return d
}

// weeklySeries writes a recurring calendar entry whose occurrences are
// exactly the attended days; the others become EXDATEs, as when a person
// deletes single occurrences.
func (s *sim) weeklySeries(summary, location, desc string, occ occurrences, length time.Duration, interval int, attendees []addr) {
	weekly, attended, refs := occ.starts, occ.attended, occ.refs
	if len(weekly) == 0 {
		return
	}
	// Trim leading and trailing occurrences that were not attended, so
	// DTSTART and UNTIL are real occurrences.
	lo, hi := 0, len(weekly)-1
	for lo <= hi && !attended[lo] {
		lo++
	}
	for hi >= lo && !attended[hi] {
		hi--
	}
	if lo > hi {
		return
	}
	c := &calEntry{uid: s.newUID(), calendar: "main", summary: summary, location: location, description: desc,
		start: weekly[lo], end: weekly[lo].Add(length), freq: "WEEKLY", interval: interval, attendees: attendees}
	c.created = weekly[lo].AddDate(0, 0, -s.rText.between(3, 20))
	for i := lo; i <= hi; i++ {
		if attended[i] {
			c.inst = append(c.inst, calInst{start: weekly[i], refs: refs[i]})
		} else {
			c.exdates = append(c.exdates, weekly[i])
		}
	}
	s.cal = append(s.cal, c)
}

func (s *sim) planSeries() {
	r := s.rPlan
	p := s.P
	// Work meetings of every job, while it lasts in the window.
	for ji := range p.Jobs {
		j := &p.Jobs[ji]
		from, to := j.From, j.To
		if from.Before(p.Start) {
			from = p.Start
		}
		if to.IsZero() || to.After(p.Today) {
			to = p.Today
		}
		if !from.Before(to) {
			continue
		}
		team := append([]Person{j.Manager}, j.Colleagues...)
		teamNames, teamRels := personNames(team)
		type meet struct {
			kind, summary, loc string
			wd                 time.Weekday
			h, m, minutes      int
			interval           int
			people             []Person
		}
		meets := []meet{
			{"team_meeting", pick(r, []string{"Team sync", "Weekly team meeting", j.Company + " team standup", "Team weekly"}),
				pick(r, []string{"Meeting room " + pick(r, []string{"Orion", "Atlas", "Kepler", "Lovelace", "2.14"}), "Google Meet", "Zoom"}),
				pick(r, []time.Weekday{time.Monday, time.Tuesday}), 10, 0, 45, 1, team},
			{"one_on_one", fill(pick(r, []string{"1:1 {m}", "{m} / {me} 1:1", "Weekly 1:1 with {m}"}), "m", j.Manager.First, "me", p.Self.First),
				"", time.Thursday, 14, 0, 30, 2, []Person{j.Manager}},
		}
		for _, mt := range meets {
			var occ occurrences
			names, rels := personNames(mt.people)
			if mt.kind == "team_meeting" {
				names, rels = teamNames, teamRels
			}
			for d := weekdayFrom(from, mt.wd); d.Before(to); d = d.AddDate(0, 0, 7*mt.interval) {
				s.occur(&occ, d, mt.h, mt.m, time.Duration(mt.minutes)*time.Minute,
					func(dd *day, st, en time.Time) bool { return !dd.offWork() && dd.free(st, en) && !r.chance(0.03) },
					func(dd *day, st, en time.Time) []ref {
						dd.book(st, en)
						ei := s.add(Event{Type: TypeMeeting, Start: st, End: en, Attrs: Attrs{
							Kind: mt.kind, Title: mt.summary, Company: j.Company, Participants: names, Relations: rels,
						}})
						return []ref{{ev: ei, mentions: []string{"start", "kind"}}}
					})
			}
			var att []addr
			for _, x := range mt.people {
				att = append(att, personAddr(x))
			}
			s.weeklySeries(mt.summary, mt.loc, "", occ, time.Duration(mt.minutes)*time.Minute, mt.interval, att)
		}
	}
	s.planWorkSocials(r)
	s.planCourses(r)
	s.planCalls(r)
	s.planClub(r)
	// Football practice: one series per season (September to mid June),
	// with a winter break.
	if h := p.Habit("football"); h != nil {
		ground := "Sportpark " + pick(r, []string{"Lindenweg", "Am Stadtwald", "Nord", "Riverside", "Ost"})
		for y := p.Start.Year() - 1; y <= p.Today.Year(); y++ {
			from, to := dateIn(p.Loc, y, 9, 1), dateIn(p.Loc, y+1, 6, 15)
			var occ occurrences
			for d := weekdayFrom(from, h.Days[0]); d.Before(to); d = d.AddDate(0, 0, 7) {
				winter := (d.Month() == 12 && d.Day() >= 20) || (d.Month() == 1 && d.Day() <= 10)
				s.occur(&occ, d, h.Hour, h.Minute, 90*time.Minute,
					func(dd *day, st, en time.Time) bool { return !winter && dd.homeAndFree(st, en) && !r.chance(0.08) },
					func(dd *day, st, en time.Time) []ref {
						dd.book(st, en.Add(30*time.Minute))
						wi := s.footballSession(r, st, en, "practice", ground, "")
						return []ref{{ev: wi, mentions: []string{"workout_type", "start", "end"}}}
					})
			}
			s.weeklySeries(pick(r, []string{"Football practice", "Training ⚽", "Football training", s.team + " training"}), ground, "Bring both shirts!", occ, 90*time.Minute, 1, nil)
		}
	}
	// Yoga class: weekly all year except August.
	if h := p.Habit("yoga"); h != nil {
		studio := "Studio " + pick(r, []string{"Lotus", "Prana", "Shanti", "Om Sweet Om", "Flow"})
		for y := p.Start.Year(); y <= p.Today.Year(); y++ {
			var occ occurrences
			for d := weekdayFrom(dateIn(p.Loc, y, 1, 1), h.Days[0]); d.Year() == y; d = d.AddDate(0, 0, 7) {
				// No classes in August: those weeks become EXDATEs, as a
				// gap in the list would be expanded by the RRULE.
				s.occur(&occ, d, h.Hour, h.Minute, 60*time.Minute,
					func(dd *day, st, en time.Time) bool {
						return d.Month() != 8 && dd.homeAndFree(st, en) && !r.chance(0.15)
					},
					func(dd *day, st, en time.Time) []ref {
						dd.book(st, en)
						wi := s.yogaSession(r, st, en, studio)
						return []ref{{ev: wi, mentions: []string{"workout_type", "start", "end"}}}
					})
			}
			// A series per half year, as classes get rebooked.
			n := len(occ.starts)
			if half := n / 2; half > 0 {
				s.weeklySeries("Yoga @ "+studio, studio, "", occ.slice(0, half), time.Hour, 1, nil)
				s.weeklySeries(pick(r, []string{"Yoga class", "Yoga @ " + studio, "Vinyasa flow 🧘"}), studio, "", occ.slice(half, n), time.Hour, 1, nil)
			}
		}
	}
}

// planWorkSocials adds monthly team lunches and quarterly all-hands.
func (s *sim) planWorkSocials(r *rng) {
	p := s.P
	for ji := range p.Jobs {
		j := &p.Jobs[ji]
		for m := dateIn(p.Loc, p.Start.Year(), p.Start.Month(), 1); m.Before(p.Today); m = m.AddDate(0, 1, 0) {
			if m.Before(j.From) || (!j.To.IsZero() && !m.Before(j.To)) {
				continue
			}
			d := weekdayFrom(m, time.Thursday)
			i := s.dayIndex(d)
			if i < 0 || s.days[i].offWork() {
				continue
			}
			if r.chance(0.75) {
				st := s.at(d, 12, 30)
				en := st.Add(75 * time.Minute)
				if s.days[i].free(st, en) {
					s.days[i].book(st, en)
					team := append([]Person{j.Manager}, j.Colleagues...)
					cuisine := pick(r, []string{"italian", "indian", "vietnamese", "burger", "japanese", "spanish"})
					s.meetUp(r, st, en, "lunch", team, s.restaurant(r, j.City, cuisine), nil, "team lunch")
				}
			}
			if m.Month()%3 == 1 {
				st := s.at(d, 16, 0)
				en := st.Add(time.Hour)
				if s.days[i].free(st, en) {
					s.days[i].book(st, en)
					names, rels := personNames(append([]Person{j.Manager}, j.Colleagues...))
					ei := s.add(Event{Type: TypeMeeting, Start: st, End: en, Attrs: Attrs{Kind: "all_hands", Title: "All hands", Company: j.Company, Participants: names, Relations: rels}})
					s.calSingle(st, en, false, pick(r, []string{"All hands", j.Company + " all-hands", "Quarterly all hands 📣"}), "Auditorium", "", []ref{{ev: ei, mentions: []string{"start", "kind"}}})
				}
			}
		}
	}
}

var courses = []struct{ name, place string }{
	{"Spanish A2 course", "Volkshochschule"}, {"Pottery class", "Atelier Ton & Form"}, {"Salsa lessons", "Tanzschule Rhythmus"},
	{"Photography course", "Fotoschule Blende 8"}, {"Guitar lessons", "Music school Da Capo"}, {"Italian cooking class", "Cucina Aperta"},
	{"Life drawing", "Atelier Linie"}, {"Improv theatre", "Theaterwerkstatt"},
}

// planCourses adds terms of weekly evening courses.
func (s *sim) planCourses(r *rng) {
	p := s.P
	taken := r.sample(len(courses), 3)
	for y := p.Start.Year(); y <= p.Today.Year(); y++ {
		for term := 0; term < r.between(0, 2); term++ {
			c := courses[taken[r.IntN(len(taken))]]
			month := time.Month(pick(r, []int{1, 2, 3, 9, 10}))
			d := dateIn(p.Loc, y, month, r.between(1, 20))
			d = weekdayFrom(d, pick(r, []time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday}))
			var occ occurrences
			for k := 0; k < r.between(10, 14); k++ {
				on := d.AddDate(0, 0, 7*k)
				s.occur(&occ, on, 19, 0, 90*time.Minute,
					func(dd *day, st, en time.Time) bool { return dd.homeAndFree(st, en) && !r.chance(0.1) },
					func(dd *day, st, en time.Time) []ref {
						dd.book(st, en)
						ei := s.add(Event{Type: TypeClass, Start: st, End: en, Attrs: Attrs{Kind: c.name, Title: c.name, Place: c.place, PlaceType: "school", City: p.ResidenceAt(on).City.Name}})
						return []ref{{ev: ei, mentions: []string{"kind", "start"}}}
					})
			}
			s.weeklySeries(pick(r, []string{c.name, c.name + " 🎨", c.name + " @ " + c.place}), c.place, "", occ, 90*time.Minute, 1, nil)
		}
	}
}

// planClub adds a year-round weekly hobby (choir, band) for some personas.
func (s *sim) planClub(r *rng) {
	p := s.P
	if !r.chance(0.5) {
		return
	}
	club := pick(r, []struct{ name, place string }{{"Choir rehearsal", "St. Mary's parish hall"}, {"Band practice", "Proberaum Südstadt"}, {"Orchestra rehearsal", "Music school Da Capo"}, {"Chess club", "Café Schach"}})
	wd := pick(r, []time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday})
	from := weekdayFrom(p.Start.Add(time.Duration(r.uniform(0, 0.4)*float64(p.Today.Sub(p.Start)))), wd)
	var occ occurrences
	for d := from; d.Before(p.Today); d = d.AddDate(0, 0, 7) {
		summer := d.Month() == 7 || d.Month() == 8
		s.occur(&occ, d, 19, 30, 2*time.Hour,
			func(dd *day, st, en time.Time) bool { return !summer && dd.homeAndFree(st, en) && !r.chance(0.12) },
			func(dd *day, st, en time.Time) []ref {
				dd.book(st, en)
				ei := s.add(Event{Type: TypeClass, Start: st, End: en, Attrs: Attrs{Kind: club.name, Title: club.name, Place: club.place, PlaceType: "club", City: p.ResidenceAt(d).City.Name}})
				return []ref{{ev: ei, mentions: []string{"kind", "start"}}}
			})
	}
	// Rebooked every season: a series per year.
	for lo := 0; lo < len(occ.starts); lo += 52 {
		s.weeklySeries(club.name, club.place, "", occ.slice(lo, min(lo+52, len(occ.starts))), 2*time.Hour, 1, nil)
	}
}

// planCalls adds the fortnightly Sunday call with the parents.
func (s *sim) planCalls(r *rng) {
	p := s.P
	if !r.chance(0.7) {
		return
	}
	both := r.chance(0.5)
	people := []Person{p.Mother}
	summary := pick(r, []string{"Call " + p.Mother.Word(), "Phone " + p.Mother.Word(), "Call with " + p.Mother.Word() + " ☎️"})
	if both {
		people = append(people, p.Father)
		summary = pick(r, []string{"Video call " + p.Mother.Word() + " & " + p.Father.Word(), "Call the parents", "Sunday call with " + p.Mother.Word() + " and " + p.Father.Word()})
	}
	names, rels := personNames(people)
	for y := p.Start.Year(); y <= p.Today.Year(); y++ {
		var occ occurrences
		for d := weekdayFrom(dateIn(p.Loc, y, 1, 1), time.Sunday); d.Year() == y; d = d.AddDate(0, 0, 14) {
			s.occur(&occ, d, 18, 0, 30*time.Minute,
				func(dd *day, st, en time.Time) bool { return dd.free(st, en) && !r.chance(0.12) },
				func(dd *day, st, en time.Time) []ref {
					dd.book(st, en)
					ei := s.add(Event{Type: TypeCall, Start: st, End: en, Attrs: Attrs{Kind: "phone call", Participants: names, Relations: rels}})
					return []ref{{ev: ei, mentions: []string{"participants", "start"}}}
				})
		}
		s.weeklySeries(summary, "", "", occ, 30*time.Minute, 2, nil)
	}
}
