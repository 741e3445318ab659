package gen

import (
	"fmt"
	"strings"
	"time"

	"reqap/lang/ascii"
)

// meetUp adds a meet-up and the records that tell of it: a calendar entry,
// invitation mails, a post afterwards. At least one record names the
// people and the place.
func (s *sim) meetUp(r *rng, st, en time.Time, kind string, people []Person, rest *Restaurant, pl *Place, occasion string) int {
	a := Attrs{Kind: kind, Occasion: occasion, City: s.P.ResidenceAt(st).City.Name}
	a.Participants, a.Relations = personNames(people)
	switch {
	case rest != nil:
		a.Place, a.PlaceType, a.Restaurant, a.Cuisine, a.Address, a.City = rest.Name, "restaurant", rest.Name, rest.Cuisine, rest.Address, rest.City
		a.Dish = dishAt(r, rest)
	case pl != nil:
		a.Place, a.PlaceType, a.Address, a.City = pl.Name, pl.Type, pl.Address, pl.City
	}
	if kind == "visit" {
		a.Place, a.PlaceType, a.City = "parents' home", "home", s.P.Hometown.Name
		if r.chance(0.35) {
			a.Dish, a.Cuisine = "pizza", "italian"
		}
	}
	if kind == "pizza night" {
		a.Place, a.PlaceType, a.Dish, a.Cuisine = "home", "home", "pizza", "italian"
	}
	mi := s.add(Event{Type: TypeMeetUp, Start: st, End: en, Attrs: a})
	who := s.names(r, people)
	family := len(people) > 0 && (people[0].Relation == "mother" || people[0].Relation == "father")
	colleague := len(people) > 0 && people[0].Relation == "colleague"

	calP, mailP, postP := 0.7, 0.3, 0.3
	if family {
		calP, mailP = 0.5, 0.1
	}
	if colleague {
		calP, mailP, postP = 0.55, 0.0, 0.05
	}
	cal, mail, pst := r.chance(calP), r.chance(mailP), r.chance(postP)
	if !cal && !mail && !pst {
		cal = true
	}
	full := []string{"participants", "start", "place"}
	if a.Cuisine != "" {
		full = append(full, "restaurant", "cuisine")
	}
	// When a record is the only one, it must name the people and the
	// place: an answer must never rest on what no record says.
	if cal {
		s.meetUpCalendar(r, mi, a, people, who, st, en, !mail && !pst)
	}
	if mail {
		s.meetUpMail(r, mi, a, people, st, full)
	}
	if pst {
		s.meetUpPost(r, mi, a, people, who, en, !cal && !mail)
	}
	return mi
}

func (s *sim) meetUpCalendar(r *rng, mi int, a Attrs, people []Person, who string, st, en time.Time, alone bool) {
	var tpls []string
	switch a.Kind {
	case "dinner":
		tpls = []string{"Dinner with {who}", "{who} – dinner", "Dinner @ {r}", "{dish} with {who} {emoji}", "Dinner w/ {who}"}
	case "lunch":
		tpls = []string{"Lunch w/ {who}", "Lunch with {who}", "Lunch @ {r}", "{dish} lunch {emoji}"}
	case "brunch":
		tpls = []string{"Brunch with {who}", "Brunch – {who} 🥞"}
	case "drinks":
		tpls = []string{"Drinks with {who} 🍻", "Beers w/ {who}", "{who} 🍷"}
	case "coffee":
		tpls = []string{"Coffee w/ {who} ☕", "Coffee with {who}", "☕ {who}"}
	case "walk":
		tpls = []string{"Walk in the park with {who}", "Picnic with {who} 🧺", "Walk w/ {who}"}
	case "cinema":
		tpls = []string{"Cinema with {who} 🎬", "Movies w/ {who}"}
	case "visit":
		tpls = []string{"Sunday lunch at {mum}'s", "Visit {mum} & {dad}", "Lunch at my parents'", "{mum} & {dad} 🏡"}
	case "pizza night":
		tpls = []string{"Pizza night with {who} 🍕", "{who} coming over – pizza oven!", "Pizza oven party 🍕"}
	default:
		tpls = []string{"{who}", "Meet {who}"}
	}
	tpl := pick(r, tpls)
	for alone && !strings.Contains(tpl, "{who}") && !strings.Contains(tpl, "{mum}") && a.Kind != "visit" {
		tpl = pick(r, tpls)
	}
	dish := a.Dish
	if dish != "" {
		dish = strings.ToUpper(dish[:1]) + dish[1:]
	}
	summary := fill(tpl, "who", who, "r", a.Restaurant, "dish", dish, "emoji", cuisineEmoji[a.Cuisine], "mum", s.P.Mother.Word(), "dad", s.P.Father.Word())
	summary = strings.TrimSpace(summary)
	mentions := []string{"start", "end"}
	if strings.Contains(tpl, "{who}") || strings.Contains(tpl, "{mum}") || a.Kind == "visit" {
		mentions = append(mentions, "participants")
	}
	location := ""
	switch {
	case a.Restaurant != "":
		location = a.Restaurant
		if r.chance(0.6) {
			location += ", " + a.Address
		}
		mentions = append(mentions, "restaurant", "cuisine", "place")
	case a.PlaceType == "home" && a.Place == "parents' home":
		location = a.City
		mentions = append(mentions, "place")
	case a.Place != "" && a.Place != "home":
		location = a.Place
		mentions = append(mentions, "place")
	}
	if strings.Contains(tpl, "{dish}") || a.Kind == "pizza night" {
		mentions = append(mentions, "cuisine", "dish")
	}
	desc := ""
	if a.Restaurant != "" && r.chance(0.25) {
		desc = pick(r, []string{"Table for {n} booked under " + s.P.Self.Last, "Reservation confirmed", "They have a new tasting menu!", "Cash only?"})
		desc = fill(desc, "n", fmt.Sprint(len(people)+1))
	}
	c := s.calSingle(st, en, false, summary, location, desc, []ref{{ev: mi, mentions: uniqueStrings(mentions)}})
	for _, p := range people {
		if p.Email != "" && p.Relation == "friend" && r.chance(0.35) {
			c.attendees = append(c.attendees, personAddr(p))
		}
	}
	if len(c.attendees) == len(people) && len(people) > 0 && !strings.Contains(tpl, "{who}") {
		c.inst[0].refs[0].mentions = uniqueStrings(append(c.inst[0].refs[0].mentions, "participants"))
	}
}

func uniqueStrings(xs []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func (s *sim) meetUpMail(r *rng, mi int, a Attrs, people []Person, st time.Time, mentions []string) {
	mentions = append([]string(nil), mentions...)
	var to []addr
	for _, p := range people {
		if p.Email != "" {
			to = append(to, personAddr(p))
		}
	}
	if len(to) == 0 {
		return
	}
	sent := st.AddDate(0, 0, -r.between(2, 9))
	sent = s.at(sent, r.between(8, 23), r.between(0, 59))
	when := st.Format("Monday")
	if st.Sub(sent) > 6*24*time.Hour {
		when = "next " + when
	} else {
		when = "on " + when
	}
	what := map[string]string{"dinner": "dinner", "lunch": "lunch", "brunch": "brunch", "drinks": "drinks", "coffee": "a coffee",
		"walk": "a walk in the park", "cinema": "the cinema", "visit": "lunch", "pizza night": "pizza at ours"}[a.Kind]
	place := a.Place
	if a.Restaurant != "" {
		place = a.Restaurant
	}
	if a.Dish != "" && (a.Kind == "dinner" || a.Kind == "lunch") && r.chance(0.35) {
		what = a.Dish
		mentions = append(mentions, "dish")
	}
	greeting := strings.Join(firstNames(people), " & ")
	var subject, body string
	if r.chance(0.6) {
		subject = pick(r, []string{strings.ToUpper(what[:1]) + what[1:] + " " + when + "?", "Catch-up " + when + "?", "Plans " + when})
		body = fmt.Sprintf("Hey %s,\n\nhow is it going? Fancy %s %s at %s? I was thinking %s at %s.\n%s\n\nCheers,\n%s",
			greeting, what, when, st.Format("15:04"), st.Format("2 January"), place, pick(r, []string{
				"I heard the food there is great.", "It's been way too long!", "Bring " + pick(r, []string{"your appetite", "good news", "the photos"}) + ".", ""}), s.P.Self.First)
		m := s.newMail(true, sent, s.self(), to, nil, subject, body, mi+1, mentions)
		if m != nil && r.chance(0.7) {
			m.encodeSubj = r.chance(0.3)
			s.reply(m, sent.Add(time.Duration(r.between(20, 600))*time.Minute), to[0], pick(r, []string{
				"Sounds great, see you there!", "Yes!! Count me in.", "Perfect, I'll book a table.", "Can't wait 😊",
			}))
		}
	} else {
		from := to[0]
		subject = pick(r, []string{"Dinner on " + st.Format("Monday") + "?", "Re: catching up", "Are you free " + when + "?"})
		if a.Kind != "dinner" {
			subject = pick(r, []string{strings.ToUpper(what[:1]) + what[1:] + "?", "Are you free " + when + "?"})
		}
		body = fmt.Sprintf("Hi %s,\n\nwould you like to meet for %s %s? How about %s at %s, %s?\n\nLet me know!\n%s",
			s.P.Self.First, what, when, place, st.Format("15:04"), st.Format("2 Jan"), strings.Fields(from.name)[0])
		m := s.newMail(false, sent, from, []addr{s.self()}, nil, subject, body, mi+1, mentions)
		if m != nil && r.chance(0.6) {
			s.reply(m, sent.Add(time.Duration(r.between(20, 900))*time.Minute), s.self(), pick(r, []string{
				"Sure, sounds lovely!", "Deal. See you then 👍", "Yes please! Been craving that.",
			}))
		}
	}
}

func firstNames(people []Person) []string {
	var out []string
	for _, p := range people {
		out = append(out, p.First)
	}
	return out
}

func (s *sim) meetUpPost(r *rng, mi int, a Attrs, people []Person, who string, en time.Time, alone bool) {
	cue := cueFor(r, a.Dish)
	mentions := []string{"participants"}
	if cue != "" {
		mentions = append(mentions, "cuisine", "dish")
	}
	var at time.Time
	var tpls []string
	if r.chance(0.5) {
		at = en.Add(time.Duration(r.between(5, 60)) * time.Minute)
		tpls = []string{"Great evening with {who}. {cue}", "{cue} with {who} tonight", "Perfect night with {who} ❤️ {cue}"}
		if en.Hour() < 16 {
			tpls = []string{"Lovely afternoon with {who}. {cue}", "{cue} with {who} today"}
		}
	} else {
		at = s.at(en.AddDate(0, 0, 1), r.between(8, 13), r.between(0, 59))
		tpls = []string{"Had an incredible time with {who} yesterday evening. {cue}", "Still full from yesterday with {who} 😅 {cue}", "Yesterday with {who} was exactly what I needed. {cue}"}
	}
	if a.Kind == "pizza night" {
		mentions = []string{"participants", "cuisine", "dish"}
		tpls = []string{"Had an incredible time with {who} yesterday evening. Finally inaugurated the pizza oven! 🍕", "Pizza oven, take two, with {who} 🍕🔥"}
		at = s.at(en.AddDate(0, 0, 1), r.between(8, 12), r.between(0, 59))
	}
	switch {
	case a.Restaurant != "" && alone:
		tpls = []string{"{r} with {who} 👌 {cue}", "Dinner at {r} with {who}. {cue}", "Great evening at {r} with {who} {cue}"}
		if a.Kind == "lunch" || en.Hour() < 16 {
			tpls = []string{"Lunch at {r} with {who} {cue}", "{r} with {who} today 👌 {cue}"}
		}
	case a.Place != "" && a.PlaceType != "home" && alone:
		tpls = []string{"{p} with {who} today ☀️", "Lovely time at {p} with {who}"}
	case a.Restaurant != "" && r.chance(0.3):
		tpls = append(tpls, "{r} with {who} 👌 {cue}")
	}
	text := strings.TrimSpace(fill(pick(r, tpls), "who", who, "cue", cue, "r", a.Restaurant, "p", a.Place))
	if a.Place != "" && strings.Contains(text, a.Place) {
		mentions = append(mentions, "place")
	}
	if a.Restaurant != "" && strings.Contains(text, a.Restaurant) {
		mentions = append(mentions, "restaurant", "cuisine")
	}
	s.newPost(at, casual(r, text), mi+1, uniqueStrings(mentions), people)
}

// dayMeetups adds meet-ups with friends, family, the partner and
// colleagues.
func (s *sim) dayMeetups(i int, d *day) {
	r := s.rSocial
	p := s.P
	if d.sick || d.trip > 0 {
		return
	}
	wd := d.date.Weekday()
	weekend := wd == time.Saturday || wd == time.Sunday
	city := p.ResidenceAt(d.date).City.Name
	month := d.date.Month()

	// Friends in the evening, more on Fridays and Saturdays.
	pf := 0.11
	if wd == time.Friday || wd == time.Saturday {
		pf = 0.32
	}
	if r.chance(pf) {
		var people []Person
		w := make([]float64, len(p.Friends))
		for k, f := range p.Friends {
			w[k] = f.Close + 0.05
		}
		n := 1
		if r.chance(0.4) {
			n = r.between(2, 3)
		}
		used := map[int]bool{}
		for len(people) < n {
			k := r.weighted(w)
			if !used[k] {
				used[k] = true
				people = append(people, p.Friends[k])
			}
		}
		kind := pick(r, []string{"dinner", "dinner", "dinner", "drinks", "dinner", "cinema", "pizza night"})
		st := s.at(d.date, r.between(18, 20), pick(r, []int{0, 30}))
		var rest *Restaurant
		var pl *Place
		switch kind {
		case "dinner":
			rest = s.restaurant(r, city, "")
		case "drinks":
			pl = s.place(r, city, "bar")
			st = s.at(d.date, 20, pick(r, []int{0, 30}))
		case "cinema":
			pl = s.place(r, city, "cinema")
		}
		if weekend && r.chance(0.3) {
			switch {
			case r.chance(0.4):
				kind, pl, rest = "brunch", s.place(r, city, "cafe"), nil
				st = s.at(d.date, 11, 0)
			case month >= 5 && month <= 9:
				kind, pl, rest = "walk", s.place(r, city, "park"), nil
				st = s.at(d.date, r.between(14, 16), 0)
			default:
				kind, pl, rest = "coffee", s.place(r, city, "cafe"), nil
				st = s.at(d.date, r.between(14, 16), 0)
			}
		}
		en := st.Add(time.Duration(r.between(90, 200)) * time.Minute)
		if d.free(st, en) {
			d.book(st, en)
			s.meetUp(r, st, en, kind, people, rest, pl, "")
		}
	}
	// The parents: Sunday lunches, often Italian.
	sameCity := p.Hometown.Name == city
	pp := 0.02
	if weekend {
		pp = 0.06
		if sameCity {
			pp = 0.2
		}
	}
	if r.chance(pp) {
		people := []Person{p.Mother, p.Father}
		if r.chance(0.15) {
			people = people[r.IntN(2):][:1]
		}
		st := s.at(d.date, r.between(12, 13), 0)
		if !weekend {
			st = s.at(d.date, 19, 0)
		}
		en := st.Add(time.Duration(r.between(120, 240)) * time.Minute)
		if d.free(st, en) {
			d.book(st, en)
			if r.chance(0.45) {
				cuisine := ""
				if r.chance(0.5) {
					cuisine = "italian"
				}
				rc := city
				if !sameCity && r.chance(0.5) {
					rc = p.Hometown.Name
				}
				s.meetUp(r, st, en, pick(r, []string{"lunch", "dinner"}), people, s.restaurant(r, rc, cuisine), nil, "")
			} else {
				s.meetUp(r, st, en, "visit", people, nil, nil, "")
			}
		}
	}
	// Date night with the partner.
	if p.Partner != nil && (wd == time.Friday || wd == time.Saturday) && r.chance(0.1) {
		st := s.at(d.date, r.between(19, 20), pick(r, []int{0, 30}))
		en := st.Add(time.Duration(r.between(100, 180)) * time.Minute)
		if d.free(st, en) {
			d.book(st, en)
			s.meetUp(r, st, en, "dinner", []Person{*p.Partner}, s.restaurant(r, city, ""), nil, "date night")
		}
	}
	// Lunch with colleagues on workdays.
	if j := p.JobAt(d.date); j != nil && !d.offWork() && r.chance(0.12) {
		n := r.between(1, min(2, len(j.Colleagues)))
		var people []Person
		for _, k := range r.sample(len(j.Colleagues), n) {
			people = append(people, j.Colleagues[k])
		}
		st := s.at(d.date, 12, pick(r, []int{0, 15, 30}))
		en := st.Add(time.Duration(r.between(45, 75)) * time.Minute)
		if d.free(st, en) {
			d.book(st, en)
			cuisine := pick(r, []string{"vietnamese", "indian", "japanese", "burger", "thai", "lebanese", "italian"})
			s.meetUp(r, st, en, "lunch", people, s.restaurant(r, j.City, cuisine), nil, "")
		}
	}
}

var musings = []string{
	"Monday again ☕", "Is it weekend yet?", "Best coffee in town is still the one I make myself ☕", "Rainy Sunday = reading day 📚",
	"Finally fixed the bike. Only took three weekends 🔧", "Who else hates daylight saving time? ⏰", "New plant, who dis 🌱",
	"Tried a new recipe tonight. Not bad at all 👩‍🍳", "Sunsets this week have been unreal 🌅", "Spring cleaning done. Found 4 umbrellas.",
	"Why do all my headphones break on the left side?", "Podcast recommendations anyone? 🎧", "Ten thousand steps before 10am, who am I 🚶",
	"Can we talk about how good the bakery on the corner is 🥐", "Tax return: submitted. Adulting level 100.", "Snow! ❄️ Finally.",
	"Summer evenings on the balcony are the best ☀️", "Train delayed again 🙃", "Learning to make sourdough. Week 3. Still flat.",
	"Grateful for good friends today 💛", "The first strawberries of the year 🍓", "Heatwave survival mode: ice cubes and fans 🥵",
}

// dayChatter adds mails, posts and notes that are not about a specific
// happening: everyday correspondence, musings, lists.
func (s *sim) dayChatter(i int, d *day) {
	r := s.rText
	p := s.P
	// Everyday mail with family and friends.
	if r.chance(0.11) {
		var other Person
		if r.chance(0.4) {
			fam := p.Family()
			other = fam[r.IntN(len(fam))]
		} else {
			other = p.Friends[r.weighted(zipfFriends(p.Friends))]
		}
		if other.Email != "" {
			subj, body := chatterMail(r, p, other)
			sent := r.chance(0.5)
			h := r.between(7, 22)
			if sent && r.chance(0.5) {
				h = r.between(18, 23)
			}
			t := s.at(d.date, h, r.between(0, 59)).Add(time.Duration(r.between(0, 59)) * time.Second)
			var m *mailMsg
			if sent {
				m = s.newMail(true, t, s.self(), []addr{personAddr(other)}, nil, subj, body, 0, nil)
			} else {
				m = s.newMail(false, t, personAddr(other), []addr{s.self()}, nil, subj, body, 0, nil)
			}
			if m != nil {
				m.encodeSubj = r.chance(0.15) || !ascii.Only(subj)
				if r.chance(0.35) {
					from := s.self()
					if sent {
						from = personAddr(other)
					}
					s.reply(m, t.Add(time.Duration(r.between(30, 2000))*time.Minute), from, pick(r, []string{"Thanks! 😊", "Haha, love it.", "Will do!", "Great, talk soon.", "Oh nice, thanks for sharing."}))
				}
			}
		}
	}
	// A newsletter from the running club now and then.
	if r.chance(0.03) {
		t := s.at(d.date, 7, r.between(0, 59))
		s.newMail(false, t, addr{"Parkside Running Club", "news@parkside-running.org"}, []addr{s.self()}, nil,
			pick(r, []string{"Your weekly running digest", "Club news: autumn 10k", "New routes for spring 🏃"}),
			"Hi runner,\n\nthis week: new routes, a stretching guide and our autumn 10k.\n\nSee you on the trails!", 0, nil)
	}
	// Musings.
	if r.chance(0.19) {
		t := s.at(d.date, r.between(7, 23), r.between(0, 59))
		s.newPost(t, casual(r, pick(r, musings)), 0, nil, nil)
	}
	// A music post about a song on repeat.
	if r.chance(0.012) && len(s.Plays) > 0 {
		pl := s.Plays[len(s.Plays)-1-r.IntN(min(50, len(s.Plays)))]
		t := s.B.Tracks[pl.Track]
		s.newPost(s.at(d.date, r.between(8, 22), r.between(0, 59)), fmt.Sprintf("%s by %s on repeat 🎧", t.Title, s.B.Artists[t.Artist].Name), 0, nil, nil)
	}
	// Notes.
	if r.chance(0.035) {
		s.chatterNote(r, d)
	}
}

func zipfFriends(fs []Person) []float64 {
	w := make([]float64, len(fs))
	for i, f := range fs {
		w[i] = f.Close + 0.1
	}
	return w
}

func chatterMail(r *rng, p *Persona, other Person) (string, string) {
	name := other.First
	if other.Relation == "mother" || other.Relation == "father" {
		name = strings.ToUpper(other.Word()[:1]) + other.Word()[1:]
	}
	topics := []struct{ subj, body string }{
		{"Photos from the weekend 📸", "Hi {n},\n\nhere are the photos from the weekend, finally! Some of them are actually good.\n\n{me}"},
		{"Recipe you asked for", "Hi {n},\n\nas promised, the lasagne recipe: the trick is to let the sauce simmer for two hours.\n\nEnjoy!\n{me}"},
		{"Book recommendation", "Hey {n},\n\nyou have to read \"{book}\". I finished it in two nights.\n\n{me}"},
		{"Quick question", "Hi {n},\n\ndo you still have my drill? No rush.\n\nThanks,\n{me}"},
		{"Long time no see", "Hey {n},\n\nit's been ages! How are you? We should catch up soon.\n\n{me}"},
		{"Holiday plans?", "Hi {n},\n\nany plans for the summer yet? We're thinking about the coast.\n\n{me}"},
		{"Grüße aus dem Büro ☕", "Hi {n},\n\njust a quick hello from a very boring afternoon.\n\n{me}"},
		{"Congrats!!", "{n}!\n\nI just heard the news, congratulations! So happy for you.\n\n{me}"},
		{"Article you might like", "Hi {n},\n\nsaw this and thought of you: https://example.org/articles/{k}\n\n{me}"},
		{"Sunday?", "Hi {n},\n\nare you around on Sunday? Would be nice to see you.\n\n{me}"},
	}
	t := topics[r.IntN(len(topics))]
	book := pick(r, []string{"The Silent Orchard", "A Season of Lanterns", "Northern Tides", "The Paper Compass"})
	return t.subj, fill(t.body, "n", name, "me", p.Self.First, "book", book, "k", fmt.Sprint(r.between(1000, 9999)))
}

func (s *sim) chatterNote(r *rng, d *day) {
	p := s.P
	t := s.at(d.date, r.between(7, 23), r.between(0, 59))
	switch r.IntN(6) {
	case 0:
		items := []string{"milk", "eggs", "bread", "tomatoes", "pasta", "parmesan", "coffee", "bananas", "oat milk", "rice", "onions", "basil", "mozzarella", "yoghurt", "apples"}
		var list []string
		for _, k := range r.sample(len(items), r.between(3, 8)) {
			list = append(list, items[k])
		}
		s.newNote(t, pick(r, []string{"Groceries", "Shopping", ""}), "", list, []string{"shopping"}, 0, nil)
	case 1:
		f := p.Friends[r.IntN(len(p.Friends))]
		s.newNote(t, "Gift ideas", fmt.Sprintf("%s: %s\n%s: %s", f.First, pick(r, []string{"cookbook", "plant", "concert tickets", "nice gin"}), p.Mother.Word(), pick(r, []string{"scarf", "photo book", "spa voucher"})), nil, []string{"gifts"}, 0, nil)
	case 2:
		s.newNote(t, "Books to read", "", []string{"The Silent Orchard", "A Season of Lanterns", "Northern Tides", "The Paper Compass"}[:r.between(2, 4)], []string{"books"}, 0, nil)
	case 3:
		s.newNote(t, "Recipes to try", pick(r, []string{"Shakshuka with feta\nMiso aubergine\nLemon risotto", "Banana bread (less sugar!)\nThai green curry\nFocaccia"}), nil, nil, 0, nil)
	case 4:
		s.newNote(t, pick(r, []string{"Training plan", "Run plan"}), pick(r, []string{"Mon: rest\nTue: intervals 6x800\nThu: easy 8k\nSun: long run", "Week 1: 3x5k easy\nWeek 2: add tempo run\nWeek 3: long run 15k"}), nil, []string{"sport"}, 0, nil)
	default:
		s.newNote(t, "", pick(r, []string{"call the landlord about the heating", "renew passport!!", "wifi password: " + r.hex(8), "dentist bill 85€ paid", "return parcel before Friday"}), nil, nil, 0, nil)
	}
}
