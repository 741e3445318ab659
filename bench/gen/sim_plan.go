package gen

import (
	"fmt"
	"strings"
	"time"
)

// dishCue is how people hint at what they ate without naming the
// cuisine: every cue names or shows the dish.
var dishCue = map[string][]string{
	"pizza": {"Pizzaaa time!! 🍕", "Nothing beats a proper margherita 🍕", "Pizza night 🍕🔥"},
	"pasta": {"Best carbonara in town 🍝", "Pasta and vino 🍷🍝"}, "risotto": {"Risotto heaven 🍚🇮🇹"},
	"sushi": {"Sushi night 🍣", "So much sashimi and sushi 🍣"}, "ramen": {"Ramen weather 🍜", "Slurping ramen like a pro 🍜"},
	"souvlaki": {"Souvlaki and ouzo 🇬🇷"}, "gyros": {"Gyros overload 🥙🇬🇷"},
	"curry": {"Butter chicken curry coma 🍛", "Spicy curry night 🌶️🍛"},
	"tacos": {"Tacos & margaritas 🌮"}, "burritos": {"Burritos the size of my head 🌯"},
	"pad thai": {"Pad thai heaven 🍜🇹🇭"}, "green curry": {"Thai green curry, extra spicy 🌶️"},
	"dumplings": {"Dumplings for days 🥟"}, "dim sum": {"Dim sum feast 🥢"},
	"pho": {"Pho for the soul 🍜"}, "banh mi": {"Banh mi lunch 🥖"},
	"falafel": {"Hummus and falafel 🧆"}, "mezze": {"Lebanese mezze for the table 🧆"},
	"tapas": {"Tapas all night 🥘"}, "paella": {"Paella and sangria 🥘"},
	"steak frites": {"Steak frites 🥩🇫🇷"}, "kebab": {"Best kebab ever 🥙"},
	"korean bbq": {"Korean BBQ 🔥🥩"}, "bibimbap": {"Bibimbap bowls 🍲"},
	"burgers": {"Burgers & fries 🍔", "Smash burgers 🍔"}, "schnitzel": {"Schnitzel time 🍺"},
}

// cueFor returns a hint at a dish, or "" when there is no dish.
func cueFor(r *rng, dish string) string {
	if cues := dishCue[dish]; len(cues) > 0 {
		return pick(r, cues)
	}
	return ""
}

// dishAt picks what is eaten at a restaurant: a pizzeria serves pizza.
func dishAt(r *rng, rest *Restaurant) string {
	if strings.HasPrefix(rest.Name, "Pizzeria") {
		return "pizza"
	}
	return pick(r, dishOf[rest.Cuisine])
}

var dishOf = map[string][]string{
	"italian": {"pizza", "pizza", "pasta", "risotto"}, "japanese": {"sushi", "ramen", "sushi"}, "greek": {"souvlaki", "gyros"},
	"indian": {"curry"}, "mexican": {"tacos", "burritos"}, "thai": {"pad thai", "green curry"}, "chinese": {"dumplings", "dim sum"},
	"vietnamese": {"pho", "banh mi"}, "lebanese": {"falafel", "mezze"}, "spanish": {"tapas", "paella"}, "french": {"steak frites"},
	"turkish": {"kebab"}, "korean": {"korean bbq", "bibimbap"}, "burger": {"burgers"}, "german": {"schnitzel"},
}

var cuisineEmoji = map[string]string{
	"italian": "🍕", "japanese": "🍣", "greek": "🇬🇷", "indian": "🍛", "mexican": "🌮", "thai": "🍜", "chinese": "🥟",
	"vietnamese": "🍜", "lebanese": "🧆", "spanish": "🥘", "french": "🥐", "turkish": "🥙", "korean": "🍲", "burger": "🍔", "german": "🍺",
}

// restaurant picks a restaurant of a cuisine in a city (any cuisine if
// cuisine is ""), favouring the persona's tastes.
func (s *sim) restaurant(r *rng, city, cuisine string) *Restaurant {
	if cuisine == "" {
		if r.chance(0.75) {
			cuisine = s.P.Cuisines[r.weighted(zipf(len(s.P.Cuisines), 0.8))]
		} else {
			cuisine = pick(r, cuisines)
		}
	}
	cand := firstMatches(s.P.Restaurants,
		func(x *Restaurant) bool { return x.City == city && x.Cuisine == cuisine },
		func(x *Restaurant) bool { return x.City == city })
	if len(cand) == 0 {
		return &s.P.Restaurants[r.IntN(len(s.P.Restaurants))]
	}
	// People return to their favourite place: the first restaurant of a
	// cuisine gets most visits.
	return &s.P.Restaurants[cand[r.weighted(zipf(len(cand), 1.2))]]
}

// firstMatches returns the indexes of the elements of xs the first filter
// that keeps any keeps: the filters go from the strictest to the loosest.
func firstMatches[T any](xs []T, filters ...func(x *T) bool) []int {
	for _, keep := range filters {
		var out []int
		for i := range xs {
			if keep(&xs[i]) {
				out = append(out, i)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	return nil
}

func (s *sim) place(r *rng, city, typ string) *Place {
	cand := firstMatches(s.P.Places,
		func(x *Place) bool { return x.City == city && x.Type == typ },
		func(x *Place) bool { return x.Type == typ })
	return &s.P.Places[cand[r.IntN(len(cand))]]
}

func (s *sim) planTrips() {
	r := s.rPlan
	var dests []int
	var weights []float64
	for i, d := range s.B.Destinations {
		for k, reg := range s.P.Regions {
			if d.Region == reg {
				dests = append(dests, i)
				weights = append(weights, 1/float64(k+1))
			}
		}
	}
	visited := map[int]int{}
	for y := s.P.Start.Year(); y <= s.P.Today.Year(); y++ {
		n := r.between(2, 4)
		for k := 0; k < n; k++ {
			for attempt := 0; attempt < 30; attempt++ {
				month := time.Month(pick(r, []int{3, 4, 5, 5, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 10, 10, 11, 2}))
				start := dateIn(s.P.Loc, y, month, r.between(1, 28))
				length := r.between(3, 10)
				if r.chance(0.3) {
					for start.Weekday() != time.Friday {
						start = start.AddDate(0, 0, 1)
					}
					length = r.between(3, 4)
				}
				i0, i1 := s.dayIndex(start), s.dayIndex(start.AddDate(0, 0, length-1))
				if i0 < 2 || i1 < 0 || i1 >= len(s.days)-2 {
					continue
				}
				clash := false
				for i := i0 - 3; i <= i1+3 && !clash; i++ {
					if i >= 0 && i < len(s.days) && s.days[i].trip > 0 {
						clash = true
					}
				}
				if clash {
					continue
				}
				di := dests[r.weighted(weights)]
				if visited[di] > 0 && r.chance(0.8) {
					continue
				}
				visited[di]++
				s.makeTrip(r, &s.B.Destinations[di], start, length)
				break
			}
		}
	}
}

func (s *sim) makeTrip(r *rng, d *Destination, start time.Time, length int) {
	var people []Person
	switch {
	case s.P.Partner != nil && r.chance(0.75):
		people = append(people, *s.P.Partner)
		if len(s.P.Kids) > 0 && r.chance(0.8) {
			for _, k := range s.P.Kids {
				if k.Birth.Before(start) {
					people = append(people, k)
				}
			}
		}
	case r.chance(0.6):
		for _, i := range r.sample(min(5, len(s.P.Friends)), r.between(1, 2)) {
			people = append(people, s.P.Friends[i])
		}
	case r.chance(0.3):
		people = append(people, s.P.Mother, s.P.Father)
	}
	by := "plane"
	switch d.Region {
	case "Alps", "Central Europe", "Italy":
		by = pick(r, []string{"plane", "train", "train", "car"})
	case "Iberia", "Nordics", "British Isles", "Greece":
		by = pick(r, []string{"plane", "plane", "plane", "train"})
	}
	end := start.AddDate(0, 0, length)
	names, rels := personNames(people)
	ti := s.add(Event{Type: TypeTrip, Start: start, End: end, AllDay: true, Attrs: Attrs{
		Title: "Trip to " + d.City, Destination: d.City, City: d.City, Country: d.Country,
		Participants: names, Relations: rels, TravelBy: by,
	}})
	for i := s.dayIndex(start); i >= 0 && i < len(s.days) && s.days[i].date.Before(end); i++ {
		s.days[i].trip = ti + 1
	}
	// The calendar block: always there.
	who := s.names(r, people)
	summary := pick(r, []string{"Trip to {city} ✈️", "{city}!!", "Vacation – {city}", "🌴 {city}", "{city} trip", "Holiday in {city}, {country}"})
	mentions := []string{"destination", "start", "end"}
	if who != "" && r.chance(0.4) {
		summary = pick(r, []string{"{city} with {who}", "{city} w/ {who} ✈️"})
		mentions = append(mentions, "participants")
	}
	summary = fill(summary, "city", d.City, "country", d.Country, "who", who)
	desc := ""
	if by == "plane" && r.chance(0.5) {
		desc = fmt.Sprintf("Flight %s%d, seat %d%c", pick(r, []string{"SK", "LH", "TP", "IB", "AZ", "KL"}), r.between(100, 1999), r.between(3, 32), 'A'+rune(r.IntN(6)))
	}
	s.calSingle(start, end, true, summary, d.City+", "+d.Country, desc, []ref{{ev: ti, mentions: mentions}})

	// Bookings arrive weeks before.
	if r.chance(0.8) {
		hotel := pick(r, []string{"Hotel", "Casa", "Residence", "Boutique Hotel", "Apartments"}) + " " + pick(r, []string{"Aurora", "Central", "Miramar", "Da Vinci", "Belvedere", "Harbour View", "Old Town", "Panorama"})
		booked := start.AddDate(0, 0, -r.between(14, 70)).Add(time.Duration(r.between(8*60, 23*60)) * time.Minute)
		body := fmt.Sprintf("Dear %s,\n\nthank you for booking with StayFinder. Your reservation is confirmed.\n\n%s, %s, %s\nCheck-in: %s (from 15:00)\nCheck-out: %s (until 11:00)\nGuests: %d\nTotal price: %.2f EUR (pay at the property)\n\nConfirmation number: %d\n\nHave a great trip!\nYour StayFinder team",
			s.P.Self.First, hotel, d.City, d.Country, start.Format("Monday, 2 January 2006"), end.Format("Monday, 2 January 2006"), len(people)+1, float64(r.between(80, 220)*length), r.between(1000000000, 1999999999))
		s.newMail(false, booked, addr{"StayFinder", "noreply@stayfinder.com"}, []addr{s.self()}, nil,
			fmt.Sprintf("Your booking is confirmed: %s, %s", hotel, d.City), body, ti+1, []string{"destination", "start", "end"})
	}
	if by == "plane" && r.chance(0.5) {
		booked := start.AddDate(0, 0, -r.between(20, 90)).Add(time.Duration(r.between(8*60, 23*60)) * time.Minute)
		home := s.P.ResidenceAt(start).City.Name
		body := fmt.Sprintf("Hello %s,\n\nhere is your e-ticket.\n\nOutbound: %s → %s, %s, departure %02d:%02d\nReturn: %s → %s, %s\nPassengers: %d\n\nBooking reference: %s\n\nSkyLark Airlines",
			s.P.Self.First, home, d.City, start.Format("02 Jan 2006"), r.between(6, 20), r.between(0, 11)*5, d.City, home, end.AddDate(0, 0, -1).Format("02 Jan 2006"), len(people)+1, strings.ToUpper(r.hex(6)))
		s.newMail(false, booked, addr{"SkyLark Airlines", "noreply@skylark-air.com"}, []addr{s.self()}, nil,
			fmt.Sprintf("Your e-ticket: %s → %s on %s", home, d.City, start.Format("2 Jan 2006")), body, ti+1, []string{"destination", "start"})
	}
	if r.chance(0.5) {
		t := s.at(start, r.between(6, 20), r.between(0, 59))
		s.newPost(t, casual(r, fill(pick(r, []string{"Off to {city}! ✈️", "Hello {city} 👋", "{city}, here we come!! 🧳", "Vacation mode: ON 🌴 #{tag}"}), "city", d.City, "tag", strings.ToLower(strings.ReplaceAll(d.City, " ", "")))),
			ti+1, []string{"destination", "start"}, people)
	}
	if r.chance(0.3) {
		t := s.at(end, r.between(10, 22), r.between(0, 59))
		s.newPost(t, fill(pick(r, []string{"Back home after {n} amazing days in {city} 💛", "Post-holiday blues. Miss {city} already.", "{city} was unreal. Back to reality now."}), "n", fmt.Sprint(length), "city", d.City),
			ti+1, []string{"destination"}, nil)
	}
	if r.chance(0.3) {
		items := []string{"passport", "chargers", "sunscreen", "adapter", "swimwear", "hiking shoes", "book", "headphones", "meds", "rain jacket"}
		var list []string
		for _, i := range r.sample(len(items), r.between(4, 8)) {
			list = append(list, items[i])
		}
		s.newNote(start.AddDate(0, 0, -r.between(2, 6)).Add(time.Duration(r.between(18*60, 23*60))*time.Minute), "Packing list "+d.City, "", list, []string{"travel"}, ti+1, []string{"destination"})
	}

	// Highlights: things to do and restaurants.
	acts := r.sample(len(d.Activities), r.between(2, min(5, len(d.Activities))))
	meals := r.sample(len(d.Restaurants), r.between(1, min(3, len(d.Restaurants))))
	type hl struct {
		meal bool
		idx  int
	}
	var hls []hl
	for _, a := range acts {
		hls = append(hls, hl{false, a})
	}
	for _, m := range meals {
		hls = append(hls, hl{true, m})
	}
	usedSlots := map[string]bool{}
	for _, h := range hls {
		var dayOff, hour int
		for tries := 0; tries < 20; tries++ {
			dayOff = r.between(0, length-1)
			if h.meal {
				hour = pick(r, []int{13, 19, 20, 20})
			} else {
				hour = r.between(9, 17)
			}
			key := fmt.Sprint(dayOff, h.meal, hour/6)
			if !usedSlots[key] {
				usedSlots[key] = true
				break
			}
		}
		day := start.AddDate(0, 0, dayOff)
		st := s.at(day, hour, pick(r, []int{0, 15, 30, 45}))
		dur := time.Duration(r.between(90, 240)) * time.Minute
		a := Attrs{Destination: d.City, City: d.City, Country: d.Country, Participants: names, Relations: rels}
		var text, summary string
		var mentions []string
		if h.meal {
			dur = time.Duration(r.between(60, 120)) * time.Minute
			a.Kind, a.Restaurant, a.Cuisine, a.PlaceType = "meal", d.Restaurants[h.idx], d.Cuisine, "restaurant"
			a.Place = a.Restaurant
			text = fill(pick(r, []string{"Best meal of the trip at {r} 😍 #{tag}", "Dinner at {r}. Worth every cent. #{tag}", "{r} in {city} – go there. Trust me. 🍽️", "Lunch spot of dreams: {r}, {city} ☀️"}), "r", a.Restaurant, "city", d.City, "tag", strings.ToLower(strings.ReplaceAll(d.City, " ", "")))
			summary = fill(pick(r, []string{"Dinner @ {r}", "Table at {r}", "{r} 🍽️"}), "r", a.Restaurant)
			mentions = []string{"restaurant", "destination"}
		} else {
			a.Kind, a.Place, a.PlaceType = "activity", d.Activities[h.idx], "attraction"
			text = fill(pick(r, []string{"{a} ✨ #{tag}", "Today: {a}. Unforgettable! 😍", "{a} – bucket list ✅ #{tag}", "Can't believe we did this: {a} #{tag}"}), "a", a.Place, "tag", strings.ToLower(strings.ReplaceAll(d.City, " ", "")))
			summary = a.Place
			mentions = []string{"place", "destination"}
		}
		hi := s.add(Event{Type: TypeHighlight, Start: st, End: st.Add(dur), Attrs: a, trip: ti + 1})
		post := r.chance(0.55)
		if post {
			when := st.Add(dur + time.Duration(r.between(10, 180))*time.Minute)
			if s.newPost(when, casual(r, text), hi+1, mentions, people) == nil {
				post = false
			}
		}
		if !post || r.chance(0.2) {
			loc := d.City + ", " + d.Country
			if h.meal {
				loc = a.Restaurant + ", " + d.City
			}
			s.calSingle(st, st.Add(dur), false, summary, loc, "", []ref{{ev: hi, mentions: append(mentions, "start")}})
		}
	}
}

func (s *sim) planMilestones() {
	r := s.rPlan
	p := s.P
	// Job change: the end of the old job and the start of the new one.
	if len(p.Jobs) == 2 && s.inWindow(p.Jobs[1].From) {
		old, nw := p.Jobs[0], p.Jobs[1]
		last := nw.From.AddDate(0, 0, -1)
		for last.Weekday() == time.Saturday || last.Weekday() == time.Sunday {
			last = last.AddDate(0, 0, -1)
		}
		if s.inWindow(last) {
			ei := s.add(Event{Type: TypeMilestone, Start: last, End: last.AddDate(0, 0, 1), AllDay: true, Attrs: Attrs{
				Kind: "job_end", Company: old.Company, JobTitle: old.Title, City: old.City, Title: "Last day at " + old.Company,
			}})
			years := last.Year() - old.From.Year()
			obs := false
			if r.chance(0.6) {
				obs = s.newPost(s.at(last, r.between(17, 22), r.between(0, 59)), fill(pick(r, []string{
					"Last day at {c} today. Thank you for {n} great years! 💙", "That's a wrap at {c}. Going to miss this team.", "Handed back my laptop at {c}. Next chapter soon 👀",
				}), "c", old.Company, "n", fmt.Sprint(max(1, years))), ei+1, []string{"company", "start"}, nil) != nil
			}
			if !obs || r.chance(0.4) {
				s.calSingle(s.at(last, 17, 0), s.at(last, 19, 0), false, pick(r, []string{"Farewell drinks 🍻", "Last day at " + old.Company, "Goodbye " + old.Company}), old.City, "", []ref{{ev: ei, mentions: []string{"start", "company"}}})
			}
		}
		start := s.at(nw.From, 9, 0)
		ei := s.add(Event{Type: TypeMilestone, Start: nw.From, End: nw.From.AddDate(0, 0, 1), AllDay: true, Attrs: Attrs{
			Kind: "new_job", Company: nw.Company, JobTitle: nw.Title, City: nw.City, Title: "Started as " + nw.Title + " at " + nw.Company,
		}})
		obs := false
		if r.chance(0.75) {
			obs = s.newPost(start.Add(time.Duration(r.between(8, 11))*time.Hour), fill(pick(r, []string{
				"Excited to share that I'm starting as {t} at {c} today! 🎉", "First day at {c} ✅ New badge, new desk, new adventure.", "Day one as {t} @ {c}. Let's go! 🚀",
			}), "t", nw.Title, "c", nw.Company), ei+1, []string{"company", "job_title", "start"}, nil) != nil
		}
		if r.chance(0.7) {
			hr := addr{"People Team " + nw.Company, "people@" + nw.Domain}
			body := fmt.Sprintf("Hi %s,\n\nwe're thrilled that you'll be joining %s as %s on %s!\n\nOn your first day, please come to reception at 9:00. %s will pick you up and show you around.\n\nWelcome aboard,\nThe People Team",
				p.Self.First, nw.Company, nw.Title, nw.From.Format("Monday, 2 January 2006"), nw.Manager.Name())
			m := s.newMail(false, start.AddDate(0, 0, -r.between(5, 12)).Add(time.Duration(r.between(0, 7))*time.Hour), hr, []addr{s.self()}, nil,
				"Welcome to "+nw.Company+", "+p.Self.First+"!", body, ei+1, []string{"company", "job_title", "start"})
			obs = obs || m != nil
		}
		if !obs || r.chance(0.6) {
			s.calSingle(start, start.Add(time.Hour), false, pick(r, []string{"First day @ " + nw.Company + " 🎉", "Start at " + nw.Company, "Onboarding " + nw.Company}), nw.City, "Reception, 9:00. Ask for "+nw.Manager.First+".", []ref{{ev: ei, mentions: []string{"start", "company"}}})
		}
	}
	// Moving.
	if len(p.Residences) > 1 {
		res := p.Residences[1]
		if s.inWindow(res.From) {
			ei := s.add(Event{Type: TypeMilestone, Start: res.From, End: res.From.AddDate(0, 0, 1), AllDay: true, Attrs: Attrs{
				Kind: "moving", City: res.City.Name, Country: res.City.Country, Address: res.Address, Title: "Moved to " + res.City.Name,
			}})
			if i := s.dayIndex(res.From); i >= 0 {
				s.days[i].book(s.at(res.From, 7, 0), s.at(res.From, 23, 0))
			}
			obs := false
			if r.chance(0.85) {
				s.calSingle(s.at(res.From, 8, 0), s.at(res.From, 18, 0), false, pick(r, []string{"Moving day 📦", "MOVING", "Umzug / moving day"}), res.Address, "Van pick-up 8:00", []ref{{ev: ei, mentions: []string{"start", "address", "city"}}})
				obs = true
			}
			if r.chance(0.8) {
				obs = s.newPost(s.at(res.From.AddDate(0, 0, r.between(1, 4)), r.between(18, 22), r.between(0, 59)), fill(pick(r, []string{
					"Finally settled in {c}! 📦➡️🏡", "New city, new flat: hello {c} 👋", "All boxes unpacked (ok, most of them). {c}, we're home.",
				}), "c", res.City.Name), ei+1, []string{"city"}, nil) != nil || obs
			}
			if !obs || r.chance(0.5) {
				var to []addr
				for _, i := range r.sample(len(p.Friends), min(len(p.Friends), r.between(3, 6))) {
					to = append(to, personAddr(p.Friends[i]))
				}
				s.newMail(true, s.at(res.From.AddDate(0, 0, r.between(2, 9)), r.between(19, 22), r.between(0, 59)), s.self(), to, nil, "New address!",
					fmt.Sprintf("Hi all,\n\nwe moved! Our new address is:\n\n%s\n%s\n\nCome visit anytime, the sofa bed is ready.\n\n%s", p.Self.Name(), res.Address, p.Self.First),
					ei+1, []string{"address", "city"})
			}
		}
	}
	// A child born during the window.
	for _, k := range p.Kids {
		if !s.inWindow(k.Birth) {
			continue
		}
		ei := s.add(Event{Type: TypeMilestone, Start: k.Birth, End: k.Birth.AddDate(0, 0, 1), AllDay: true, Attrs: Attrs{
			Kind: "new_kid", Person: k.Name(), Relation: k.Relation, Title: k.First + " was born",
		}})
		for i := s.dayIndex(k.Birth); i >= 0 && i < len(s.days) && i < s.dayIndex(k.Birth)+10; i++ {
			s.days[i].sick = true // ten days at home with the baby
		}
		s.newPost(s.at(k.Birth.AddDate(0, 0, r.between(1, 3)), r.between(9, 21), r.between(0, 59)), fill(pick(r, []string{
			"Welcome to the world, little {k} 💙 Born on {d}. We are over the moon.", "{k} is here!! 👶 {d}, the best day of our lives.",
		}), "k", k.First, "d", k.Birth.Format("2 January")), ei+1, []string{"person", "start"}, nil)
		var to []addr
		for _, f := range p.Family() {
			if f.Email != "" && f.Relation != "partner" && f.Relation != "son" && f.Relation != "daughter" {
				to = append(to, personAddr(f))
			}
		}
		s.newMail(true, s.at(k.Birth, r.between(12, 23), r.between(0, 59)), s.self(), to, nil, k.First+" is here!",
			fmt.Sprintf("Dear all,\n\n%s was born today at %02d:%02d. Both are doing great and we are exhausted and happy.\n\nPhotos soon!\n%s", k.First, r.between(0, 23), r.between(0, 59), p.Self.First),
			ei+1, []string{"person", "start"})
	}
}

// birthdayIn returns p's birthday in year y (28 February for leap days).
func birthdayIn(p Person, y int, loc *time.Location) time.Time {
	m, d := p.Birth.Month(), p.Birth.Day()
	if m == time.February && d == 29 {
		d = 28
	}
	return dateIn(loc, y, m, d)
}

func (s *sim) planBirthdays() {
	r := s.rPlan
	p := s.P
	type bp struct {
		person   Person
		calendar bool
	}
	var people []bp
	people = append(people, bp{p.Self, false})
	for _, f := range p.Family() {
		people = append(people, bp{f, true})
	}
	for i, f := range p.Friends {
		people = append(people, bp{f, i < 8})
	}
	for _, x := range people {
		per := x.person
		var series *calEntry
		for y := p.Start.Year(); y <= p.Today.Year(); y++ {
			d := birthdayIn(per, y, p.Loc)
			if !s.inWindow(d) || !d.After(per.Birth) {
				continue
			}
			age := y - per.Birth.Year()
			bi := s.add(Event{Type: TypeBirthday, Start: d, End: d.AddDate(0, 0, 1), AllDay: true, Attrs: Attrs{
				Person: per.Name(), Relation: per.Relation, Age: age, Title: per.First + "'s birthday",
			}})
			if x.calendar {
				if series == nil {
					summary := pick(r, []string{"{n}'s birthday 🎂", "Birthday {n}", "🎂 {n}", "{n} bday"})
					name := per.First
					if per.Relation == "mother" || per.Relation == "father" {
						name = strings.ToUpper(per.Word()[:1]) + per.Word()[1:]
					}
					series = &calEntry{uid: s.newUID(), calendar: "birthdays", summary: fill(summary, "n", name), start: d, end: d.AddDate(0, 0, 1),
						allDay: true, freq: "YEARLY", interval: 1, transparent: true, created: p.Start.AddDate(-r.between(1, 5), 0, 0)}
					s.cal = append(s.cal, series)
				}
				series.inst = append(series.inst, calInst{start: d, refs: []ref{{ev: bi, mentions: []string{"person", "start"}}}})
			}
			switch {
			case per.Relation == "self":
				if r.chance(0.65) {
					s.newPost(s.at(d.AddDate(0, 0, r.between(0, 1)), r.between(20, 23), r.between(0, 59)), pick(r, []string{
						"Thanks for all the birthday wishes, you're the best 🥳", "Another year older. Thank you all for the lovely messages ❤️", fmt.Sprintf("%d and feeling great 🎂 Thanks everyone!", age),
					}), bi+1, []string{"start"}, nil)
				}
			case per.Relation == "friend" && r.chance(0.12), per.Relation != "friend" && r.chance(0.35):
				who := per.First
				if per.Relation == "mother" || per.Relation == "father" {
					who = per.Word()
				}
				s.newPost(s.at(d, r.between(7, 12), r.between(0, 59)), casual(r, fill(pick(r, []string{
					"Happy birthday {w}! ❤️🎂", "Happy bday {w} 🥳", "Happy birthday to the best {rel} in the world, {w} 🎉",
				}), "w", who, "rel", strings.TrimPrefix(per.Words0(), "my "))), bi+1, []string{"person"}, nil)
			}
			if per.Relation == "friend" && per.Email != "" && r.chance(0.1) {
				s.newMail(true, s.at(d, r.between(8, 21), r.between(0, 59)), s.self(), []addr{personAddr(per)}, nil, pick(r, []string{"Happy birthday!", "Alles Gute! 🎂", "Happy bday!!"}),
					fmt.Sprintf("Hey %s,\n\nhappy birthday! Hope you have a fantastic day. Drinks on me next time.\n\n%s", per.First, p.Self.First), bi+1, []string{"person"})
			}
			s.birthdayParty(r, per, d, age)
		}
	}
}

// Words0 returns the first relation word, or the relation.
func (p Person) Words0() string {
	if len(p.Words) > 0 {
		return p.Words[0]
	}
	return p.Relation
}

// birthdayParty sometimes adds a celebration for a birthday.
func (s *sim) birthdayParty(r *rng, per Person, d time.Time, age int) {
	p := s.P
	prob := map[string]float64{"self": 0.85, "partner": 0.75, "son": 0.9, "daughter": 0.9, "mother": 0.5, "father": 0.5, "friend": 0.2, "sister": 0.3, "brother": 0.3}[per.Relation]
	if !r.chance(prob) {
		return
	}
	day := d
	if (d.Weekday() != time.Friday && d.Weekday() != time.Saturday) && r.chance(0.5) && per.Relation != "son" && per.Relation != "daughter" {
		for day.Weekday() != time.Saturday {
			day = day.AddDate(0, 0, 1)
		}
	}
	di := s.dayIndex(day)
	if di < 0 || s.days[di].trip > 0 {
		return
	}
	city := p.ResidenceAt(day).City.Name
	var people []Person
	a := Attrs{Kind: "birthday", Person: per.Name(), Relation: per.Relation, Occasion: "birthday of " + per.Name()}
	start, hours := s.at(day, 19, 30), 3
	switch per.Relation {
	case "self":
		if p.Partner != nil {
			people = append(people, *p.Partner)
		}
		for _, i := range r.sample(min(6, len(p.Friends)), r.between(2, 5)) {
			people = append(people, p.Friends[i])
		}
	case "partner":
	case "son", "daughter":
		people = append(people, p.Mother, p.Father)
		if p.Partner != nil {
			people = append(people, *p.Partner)
		}
		start, hours = s.at(day, 15, 0), 3
		a.Place, a.PlaceType, a.City = "home", "home", city
	case "mother", "father", "sister", "brother":
		people = append(people, p.Mother, p.Father)
		if per.Relation == "sister" || per.Relation == "brother" {
			people = append(people, per)
		}
		if p.Partner != nil && r.chance(0.7) {
			people = append(people, *p.Partner)
		}
		city = p.Hometown.Name
	case "friend":
		people = append(people, per)
		for _, i := range r.sample(min(6, len(p.Friends)), r.between(1, 3)) {
			if p.Friends[i].Name() != per.Name() {
				people = append(people, p.Friends[i])
			}
		}
		start, hours = s.at(day, 20, 0), 4
		a.Place, a.PlaceType, a.City = per.First+"'s place", "home", city
	}
	if per.Relation == "partner" {
		people = []Person{per}
	}
	if a.Place == "" {
		if r.chance(0.7) || per.Relation == "partner" {
			rest := s.restaurant(r, city, "")
			a.Place, a.PlaceType, a.Restaurant, a.Cuisine, a.City, a.Address = rest.Name, "restaurant", rest.Name, rest.Cuisine, city, rest.Address
			a.Dish = dishAt(r, rest)
		} else {
			a.Place, a.PlaceType, a.City = "home", "home", city
			if per.Relation == "mother" || per.Relation == "father" {
				a.Place = "parents' home"
			}
		}
	}
	a.Participants, a.Relations = personNames(people)
	end := start.Add(time.Duration(hours) * time.Hour)
	if !s.days[di].free(start, end) {
		return
	}
	s.days[di].book(start, end)
	ci := s.add(Event{Type: TypeCelebration, Start: start, End: end, Attrs: a})
	who := per.First
	if per.Relation == "self" {
		who = "my"
	} else if per.Relation == "mother" || per.Relation == "father" {
		who = per.Word() + "'s"
	} else {
		who += "'s"
	}
	obs := false
	if r.chance(0.7) {
		summary := fill(pick(r, []string{"{w} birthday dinner 🎂", "{w} bday party 🎉", "Birthday dinner – {w}", "Celebrating {w} birthday 🥳"}), "w", who)
		summary = strings.ReplaceAll(summary, "my birthday", "My birthday")
		summary = strings.ReplaceAll(summary, "my bday", "My bday")
		loc := a.Place
		if a.Restaurant != "" && r.chance(0.6) {
			loc = a.Restaurant + ", " + a.Address
		}
		mentions := []string{"start", "place", "occasion"}
		if a.Cuisine != "" {
			mentions = append(mentions, "restaurant", "cuisine")
		}
		c := s.calSingle(start, end, false, summary, loc, "", []ref{{ev: ci, mentions: mentions}})
		for _, x := range people {
			if x.Email != "" && x.Relation == "friend" && r.chance(0.5) {
				c.attendees = append(c.attendees, personAddr(x))
			}
		}
		obs = true
	}
	if !obs || r.chance(0.4) {
		cue := ""
		mentions := []string{"participants", "occasion"}
		if a.Dish != "" {
			cue = " " + cueFor(r, a.Dish)
			mentions = append(mentions, "cuisine", "dish")
		}
		tpls := []string{"What a night celebrating {w} birthday with {n}!{c}", "Best birthday crew: {n} 🥳{c}", "Birthday dinner with {n} yesterday.{c} ❤️"}
		if a.Restaurant != "" && !obs {
			// The only record of the party: it names the place.
			tpls = []string{"Celebrating {w} birthday at {r} with {n}!{c}", "{r} for {w} birthday, with {n} 🥳{c}"}
			mentions = append(mentions, "restaurant", "place")
		}
		text := fill(pick(r, tpls), "w", who, "n", s.names(r, people), "c", cue, "r", a.Restaurant)
		s.newPost(end.Add(time.Duration(r.between(30, 14*60))*time.Minute), casual(r, text), ci+1, mentions, people)
	}
}

func (s *sim) planHolidayCelebrations() {
	r := s.rPlan
	p := s.P
	for y := p.Start.Year(); y <= p.Today.Year(); y++ {
		// Christmas with the family.
		eve := dateIn(p.Loc, y, 12, 24)
		if i := s.dayIndex(eve); i >= 0 && s.dayIndex(eve.AddDate(0, 0, 2)) >= 0 && s.days[i].trip == 0 {
			people := []Person{p.Mother, p.Father}
			people = append(people, p.Siblings...)
			if p.Partner != nil {
				people = append(people, *p.Partner)
			}
			for _, k := range p.Kids {
				if k.Birth.Before(eve) {
					people = append(people, k)
				}
			}
			place, city := "parents' home", p.Hometown.Name
			if r.chance(0.2) {
				place, city = "home", p.ResidenceAt(eve).City.Name
			}
			names, rels := personNames(people)
			ci := s.add(Event{Type: TypeCelebration, Start: eve, End: eve.AddDate(0, 0, 3), AllDay: true, Attrs: Attrs{
				Kind: "christmas", Occasion: "Christmas", Participants: names, Relations: rels, Place: place, PlaceType: "home", City: city,
			}})
			for k := 0; k < 3; k++ {
				s.days[i+k].book(s.at(eve.AddDate(0, 0, k), 0, 0), s.at(eve.AddDate(0, 0, k), 23, 59))
			}
			obs := false
			if r.chance(0.8) {
				sum := fill(pick(r, []string{"Christmas at {m}'s 🎄", "Xmas in {c}", "Christmas with the family", "🎄 {c}"}), "m", p.Mother.Word(), "c", city)
				if place == "home" {
					sum = pick(r, []string{"Christmas at ours 🎄", "Hosting Christmas!"})
				}
				s.calSingle(eve, eve.AddDate(0, 0, 3), true, sum, city, "", []ref{{ev: ci, mentions: []string{"start", "end", "city"}}})
				obs = true
			}
			if !obs || r.chance(0.6) {
				s.newPost(s.at(eve.AddDate(0, 0, r.between(0, 1)), r.between(10, 22), r.between(0, 59)), casual(r, fill(pick(r, []string{
					"Merry Christmas everyone! 🎄 Cozy days in {c} with {n}", "Christmas with {n} ❤️🎄", "Too much food, too many cookies, perfect Christmas in {c} 🎅",
				}), "c", city, "n", s.names(r, people))), ci+1, []string{"participants", "city"}, people)
			}
		}
		// New Year's Eve with friends.
		nye := dateIn(p.Loc, y, 12, 31)
		if i := s.dayIndex(nye); i >= 0 && s.days[i].trip == 0 {
			var people []Person
			if p.Partner != nil {
				people = append(people, *p.Partner)
			}
			fr := r.sample(min(6, len(p.Friends)), r.between(2, 4))
			for _, k := range fr {
				people = append(people, p.Friends[k])
			}
			host := p.Friends[fr[0]]
			city := p.ResidenceAt(nye).City.Name
			a := Attrs{Kind: "new_years_eve", Occasion: "New Year's Eve", City: city}
			switch x := r.Float64(); {
			case x < 0.5:
				a.Place, a.PlaceType = host.First+"'s place", "home"
			case x < 0.7:
				pl := s.place(r, city, "bar")
				a.Place, a.PlaceType, a.Address = pl.Name, "bar", pl.Address
			case x < 0.85:
				rest := s.restaurant(r, city, "")
				a.Place, a.PlaceType, a.Restaurant, a.Cuisine, a.Address = rest.Name, "restaurant", rest.Name, rest.Cuisine, rest.Address
				a.Dish = dishAt(r, rest)
			default:
				a.Place, a.PlaceType = "home", "home"
			}
			a.Participants, a.Relations = personNames(people)
			st := s.at(nye, 20, 0)
			ci := s.add(Event{Type: TypeCelebration, Start: st, End: st.Add(6 * time.Hour), Attrs: a})
			s.days[i].book(st, s.at(nye, 23, 59))
			placeMentions := []string{"place"}
			if a.Restaurant != "" {
				placeMentions = append(placeMentions, "restaurant", "cuisine")
			}
			obs := false
			if r.chance(0.7) {
				sum := fill(pick(r, []string{"NYE @ {p} 🎆", "New Year's Eve – {p}", "Silvester @ {p}", "NYE party!!"}), "p", a.Place)
				s.calSingle(st, st.Add(6*time.Hour), false, sum, a.Place, "", []ref{{ev: ci, mentions: append([]string{"start"}, placeMentions...)}})
				obs = true
			}
			if !obs || r.chance(0.6) {
				tpls := []string{"Happy New Year! 🎆 What a night at {p} with {n}", "Happy new year everyone!! Still recovering from {p} 😅", "{y}, let's go 🎉 Thanks {n} for the best NYE"}
				if !obs {
					tpls = tpls[:2]
				}
				text := fill(pick(r, tpls), "p", a.Place, "n", s.names(r, people), "y", fmt.Sprint(y+1))
				mentions := []string{"participants"}
				if strings.Contains(text, a.Place) {
					mentions = append(mentions, placeMentions...)
				}
				s.newPost(s.at(nye.AddDate(0, 0, 1), r.between(11, 18), r.between(0, 59)), casual(r, text), ci+1, mentions, people)
			}
		}
		// Halloween, sometimes.
		hw := dateIn(p.Loc, y, 10, 31)
		if i := s.dayIndex(hw); i >= 0 && s.days[i].trip == 0 && r.chance(0.4) {
			host := p.Friends[r.IntN(min(6, len(p.Friends)))]
			var people []Person
			if p.Partner != nil {
				people = append(people, *p.Partner)
			}
			people = append(people, host)
			names, rels := personNames(people)
			st := s.at(hw, 20, 0)
			costume := pick(r, []string{"a vampire", "a zombie", "Frida Kahlo", "a pumpkin", "a ghost", "a witch", "an astronaut"})
			ci := s.add(Event{Type: TypeCelebration, Start: st, End: st.Add(5 * time.Hour), Attrs: Attrs{
				Kind: "halloween", Occasion: "Halloween", Place: host.First + "'s place", PlaceType: "home", City: p.ResidenceAt(hw).City.Name,
				Participants: names, Relations: rels, Title: "Halloween party",
			}})
			s.days[i].book(st, s.at(hw, 23, 59))
			if r.chance(0.6) {
				s.calSingle(st, st.Add(5*time.Hour), false, "Halloween party @ "+host.First+"'s 🎃", "", "Costume: "+costume, []ref{{ev: ci, mentions: []string{"start", "place"}}})
			} else {
				s.newPost(s.at(hw.AddDate(0, 0, 1), r.between(10, 20), r.between(0, 59)), fmt.Sprintf("Went as %s to %s's Halloween party last night 🎃👻", costume, host.First), ci+1, []string{"place", "occasion"}, people)
			}
		}
		// Valentine's and the anniversary, with a partner.
		if p.Partner != nil {
			for _, occ := range []struct {
				kind string
				d    time.Time
			}{{"valentines", dateIn(p.Loc, y, 2, 14)}, {"anniversary", dateIn(p.Loc, y, p.Anniversary.Month(), p.Anniversary.Day())}} {
				i := s.dayIndex(occ.d)
				if i < 0 || s.days[i].trip > 0 || !r.chance(0.75) {
					continue
				}
				city := p.ResidenceAt(occ.d).City.Name
				rest := s.restaurant(r, city, "")
				st := s.at(occ.d, r.between(19, 20), pick(r, []int{0, 30}))
				if !s.days[i].free(st, st.Add(3*time.Hour)) {
					continue
				}
				s.days[i].book(st, st.Add(3*time.Hour))
				title := map[string]string{"valentines": "Valentine's Day", "anniversary": "Anniversary"}[occ.kind]
				ci := s.add(Event{Type: TypeCelebration, Start: st, End: st.Add(3 * time.Hour), Attrs: Attrs{
					Kind: occ.kind, Occasion: title, Participants: []string{p.Partner.Name()}, Relations: []string{"partner"},
					Place: rest.Name, PlaceType: "restaurant", Restaurant: rest.Name, Cuisine: rest.Cuisine, Address: rest.Address, City: city,
					Dish: dishAt(r, rest),
				}})
				sum := map[string][]string{
					"valentines":  {"Valentine's dinner ❤️", "Valentine's – " + rest.Name, "Date night 💕"},
					"anniversary": {"Anniversary dinner 💍", "Our anniversary ❤️", "Anniversary @ " + rest.Name},
				}[occ.kind]
				obs := false
				if r.chance(0.8) {
					s.calSingle(st, st.Add(3*time.Hour), false, pick(r, sum), rest.Name+", "+rest.Address, "", []ref{{ev: ci, mentions: []string{"start", "restaurant", "cuisine", "occasion"}}})
					obs = true
				}
				if !obs || r.chance(0.3) {
					dish := s.Events[ci].Attrs.Dish
					tpls := []string{"{occ} dinner with {n} at {r} ❤️ {c}", "Lucky me: {n}, candles and {d} 💕 {c}", "{occ} with my favourite person. {c}"}
					mentions := []string{"participants", "cuisine", "dish", "occasion"}
					if !obs {
						tpls = tpls[:1]
						mentions = append(mentions, "restaurant", "place")
					}
					s.newPost(st.Add(time.Duration(r.between(3*60, 15*60))*time.Minute), casual(r, fill(pick(r, tpls),
						"occ", title, "n", p.Partner.First, "r", rest.Name, "d", dish, "c", cueFor(r, dish))),
						ci+1, mentions, []Person{*p.Partner})
				}
			}
		}
	}
}
