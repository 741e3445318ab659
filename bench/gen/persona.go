package gen

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"golang.org/x/text/unicode/norm"
)

// Person is someone in the persona's life (or the persona itself).
type Person struct {
	First, Last string
	Gender      string // "F" or "M"
	// Relation to the persona: self, mother, father, sister, brother,
	// partner, son, daughter, friend, colleague, manager.
	Relation string
	// Words are what the persona calls them besides their name ("mum").
	Words []string
	Email string
	Birth time.Time
	// Close weighs how often the persona meets a friend.
	Close float64
	// Teammate marks a friend from the football team.
	Teammate bool
}

// Name is the full name.
func (p Person) Name() string { return p.First + " " + p.Last }

// Word is the persona's usual word for a relative, or the first name.
func (p Person) Word() string {
	if len(p.Words) > 0 {
		return p.Words[0]
	}
	return p.First
}

// Residence is where the persona lives during a span of time.
type Residence struct {
	City    City
	Address string
	From    time.Time
	To      time.Time // zero: still living there
}

// Job is an employment.
type Job struct {
	Company, Title string
	City           string
	Domain         string // mail domain of the company
	From, To       time.Time
	Manager        Person
	Colleagues     []Person
}

// Habit is a workout routine.
type Habit struct {
	Type    string // running, cycling, football, badminton, swimming, yoga, hiking
	PerWeek float64
	Days    []time.Weekday
	Hour    int // usual start hour
	Minute  int
	// Tracker says where the workout is recorded: "apple" (Apple Health via
	// the watch) or "strava".
	Tracker string
	// Partner is the usual badminton partner.
	Partner *Person
}

// Place is a venue in a city that is not a restaurant.
type Place struct {
	Name, Type, City, Address string // Type: park, cafe, bar, cinema, salon, climbing gym
}

// Restaurant is a restaurant in one of the persona's home cities.
type Restaurant struct {
	Name, Cuisine, City, Address string
}

// Doctor is a practice the persona goes to.
type Doctor struct {
	Kind     string // dentist, gp, dermatologist, ophthalmologist, physiotherapist, paediatrician
	Name     string // "Dr. Anna Weber"
	Practice string
	Address  string
	Email    string
	City     string
}

// Persona is the fictional person whose data is generated.
type Persona struct {
	Seed   int64
	Self   Person
	Handle string // Twitter handle without @
	// Today is the reference date ("today" of every question), local midnight.
	Today time.Time
	// Start is the first day of the data window, local midnight.
	Start    time.Time
	Zone     string
	Loc      *time.Location
	Hometown City // where the parents live

	Residences  []Residence
	Mother      Person
	Father      Person
	Siblings    []Person
	Partner     *Person
	Anniversary time.Time // partner anniversary (zero without partner)
	Kids        []Person
	Friends     []Person
	Jobs        []Job

	Habits         []Habit
	Genres         []string
	FavArtists     []int // ranked, most loved first
	WorkoutArtists []int // the running playlist
	MovieGenres    []string
	FavSeries      []int
	Cuisines       []string // favourite cuisines, ranked
	Shopping       []string // favourite shop categories
	Regions        []string // travel regions

	Restaurants []Restaurant
	Places      []Place
	Doctors     []Doctor

	UsesTwitter, UsesFacebook bool
	Device                    string // the watch, as Apple Health names it
}

// Family returns the parents, siblings, partner and kids.
func (p *Persona) Family() []Person {
	out := []Person{p.Mother, p.Father}
	out = append(out, p.Siblings...)
	if p.Partner != nil {
		out = append(out, *p.Partner)
	}
	return append(out, p.Kids...)
}

// People returns everyone the persona knows (family, friends, colleagues
// of every job), without the persona.
func (p *Persona) People() []Person {
	out := p.Family()
	out = append(out, p.Friends...)
	for _, j := range p.Jobs {
		out = append(out, j.Manager)
		out = append(out, j.Colleagues...)
	}
	return out
}

// ResidenceAt returns where the persona lives on day t.
func (p *Persona) ResidenceAt(t time.Time) *Residence {
	for i := range p.Residences {
		r := &p.Residences[i]
		if !t.Before(r.From) && (r.To.IsZero() || t.Before(r.To)) {
			return r
		}
	}
	return &p.Residences[len(p.Residences)-1]
}

// JobAt returns the job held on day t, or nil.
func (p *Persona) JobAt(t time.Time) *Job {
	for i := range p.Jobs {
		j := &p.Jobs[i]
		if !t.Before(j.From) && (j.To.IsZero() || t.Before(j.To)) {
			return j
		}
	}
	return nil
}

// HasHabit reports whether the persona does a workout type.
func (p *Persona) HasHabit(t string) bool { return p.Habit(t) != nil }

// Habit returns the persona's habit for a workout type, or nil.
func (p *Persona) Habit(t string) *Habit {
	for i := range p.Habits {
		if p.Habits[i].Type == t {
			return &p.Habits[i]
		}
	}
	return nil
}

// sizeConfig scales the simulation.
type sizeConfig struct {
	years      int
	music      float64 // multiplier of listening
	media      float64 // multiplier of movie and series streaming
	questionsK int     // instances kept per template
}

var sizes = map[string]sizeConfig{
	"small": {years: 1, music: 0.24, media: 0.85, questionsK: 2},
	"perqa": {years: 5, music: 1.3, media: 1, questionsK: 7},
	"large": {years: 16, music: 10, media: 2.5, questionsK: 7},
}

// asciiFold strips diacritics for e-mail addresses and handles.
func asciiFold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case r >= 0x300 && r <= 0x36f:
			continue
		case r == 'ß':
			b.WriteString("ss")
		case r == 'ø' || r == 'Ø':
			b.WriteString("o")
		case r == 'ł' || r == 'Ł':
			b.WriteString("l")
		case r == 'ı':
			b.WriteString("i")
		case r == 'æ':
			b.WriteString("ae")
		case r == 'ð':
			b.WriteString("d")
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '.', r == '-', r == '_':
			b.WriteRune(r)
		}
	}
	return b.String()
}

var mailHosts = []string{"gmail.com", "gmail.com", "gmail.com", "outlook.com", "web.de", "gmx.net", "yahoo.com", "proton.me", "icloud.com"}

func emailFor(r *rng, first, last string) string {
	f, l := strings.ToLower(asciiFold(first)), strings.ToLower(asciiFold(strings.ReplaceAll(last, " ", "")))
	l = strings.ReplaceAll(l, "'", "")
	var local string
	switch r.IntN(4) {
	case 0:
		local = f + "." + l
	case 1:
		local = f + l
	case 2:
		local = f[:1] + l
	default:
		local = f + "." + l + fmt.Sprint(r.between(1, 99))
	}
	return local + "@" + pick(r, mailHosts)
}

// namer hands out people with first names unique within the persona, so a
// first name in a question or a post is never ambiguous.
type namer struct {
	r    *rng
	b    *Banks
	used map[string]bool
}

func (n *namer) person(gender, last string, rel string) Person {
	pool := n.b.Female
	if gender == "M" {
		pool = n.b.Male
	}
	var first string
	for tries := 0; ; tries++ {
		first = pick(n.r, pool)
		if !n.used[first] || tries > 500 {
			break
		}
	}
	n.used[first] = true
	if last == "" {
		last = pick(n.r, n.b.Surnames)
	}
	return Person{First: first, Last: last, Gender: gender, Relation: rel, Email: emailFor(n.r, first, last)}
}

func randGender(r *rng) string {
	if r.chance(0.5) {
		return "F"
	}
	return "M"
}

func dateIn(loc *time.Location, y int, m time.Month, d int) time.Time {
	return time.Date(y, m, d, 0, 0, 0, 0, loc)
}

// randomDay returns a day in [from, to).
func randomDay(r *rng, from, to time.Time) time.Time {
	days := int(to.Sub(from).Hours() / 24)
	if days <= 0 {
		return from
	}
	return from.AddDate(0, 0, r.IntN(days))
}

// banksFor loads the banks and the settings of a size: "small", "perqa"
// or "large".
func banksFor(size string) (*Banks, sizeConfig, error) {
	b, err := LoadBanks()
	if err != nil {
		return nil, sizeConfig{}, err
	}
	cfg, ok := sizes[size]
	if !ok {
		return nil, sizeConfig{}, fmt.Errorf("unknown size %q (want small, perqa or large)", size)
	}
	return b, cfg, nil
}

// NewPersona draws a persona from the banks. size is "small", "perqa" or
// "large" and sets the length of the data window.
func NewPersona(seed int64, size string) (*Persona, error) {
	b, cfg, err := banksFor(size)
	if err != nil {
		return nil, err
	}
	r := newRNG(seed, "persona")
	p := &Persona{Seed: seed}
	nm := &namer{r: r, b: b, used: map[string]bool{}}

	home := pick(r, b.Cities)
	p.Zone = home.Zone
	p.Loc, err = time.LoadLocation(home.Zone)
	if err != nil {
		return nil, fmt.Errorf("loading time zone %s: %w", home.Zone, err)
	}
	loc := p.Loc
	// Today is fixed per persona, between 2023 and 2025.
	p.Today = randomDay(r, dateIn(loc, 2023, 1, 20), dateIn(loc, 2025, 12, 20))
	p.Start = p.Today.AddDate(-cfg.years, 0, 1)

	gender := randGender(r)
	last := pick(r, b.Surnames)
	p.Self = nm.person(gender, last, "self")
	minAge, maxAge := 26, 46
	if cfg.years > 10 {
		minAge, maxAge = 42, 54
	}
	p.Self.Birth = randomDay(r, p.Today.AddDate(-maxAge, 0, 0), p.Today.AddDate(-minAge, 0, 0))
	p.Handle = strings.ToLower(asciiFold(p.Self.First)) + []string{"_", "", "."}[r.IntN(3)] + strings.ToLower(asciiFold(strings.ReplaceAll(last, " ", "")))[:3] + fmt.Sprint(r.between(7, 99))
	p.Handle = strings.ReplaceAll(p.Handle, ".", "_")
	p.Self.Email = strings.ToLower(asciiFold(p.Self.First)) + "." + strings.ToLower(asciiFold(strings.ReplaceAll(strings.ReplaceAll(last, " ", ""), "'", ""))) + "@gmail.com"

	// Parents, with the words the persona uses for them.
	p.Hometown = pick(r, b.Cities)
	p.Mother = nm.person("F", last, "mother")
	p.Father = nm.person("M", last, "father")
	if r.chance(0.5) {
		p.Mother.Words = []string{"mum", "mother", "mom"}
		p.Father.Words = []string{"dad", "father"}
	} else {
		p.Mother.Words = []string{"mom", "mother", "mum"}
		p.Father.Words = []string{"dad", "father", "papa"}
	}
	p.Mother.Birth = randomDay(r, p.Self.Birth.AddDate(-36, 0, 0), p.Self.Birth.AddDate(-24, 0, 0))
	p.Father.Birth = randomDay(r, p.Mother.Birth.AddDate(-4, 0, 0), p.Mother.Birth.AddDate(3, 0, 0))
	for i, n := 0, r.between(0, 2); i < n; i++ {
		g := randGender(r)
		s := nm.person(g, last, map[string]string{"F": "sister", "M": "brother"}[g])
		s.Words = []string{s.Relation}
		s.Birth = randomDay(r, p.Self.Birth.AddDate(-8, 0, 0), p.Self.Birth.AddDate(8, 0, 0))
		p.Siblings = append(p.Siblings, s)
	}
	age := p.Today.Year() - p.Self.Birth.Year()
	if r.chance(0.75) {
		g := map[string]string{"F": "M", "M": "F"}[gender]
		if r.chance(0.1) {
			g = gender // same-sex couples exist
		}
		partner := nm.person(g, "", "partner")
		partner.Words = []string{map[string]string{"F": "my girlfriend", "M": "my boyfriend"}[g], "partner"}
		partner.Birth = randomDay(r, p.Self.Birth.AddDate(-4, 0, 0), p.Self.Birth.AddDate(4, 0, 0))
		partner.Close = 1
		p.Partner = &partner
		p.Anniversary = randomDay(r, p.Start.AddDate(-8, 0, 0), p.Start.AddDate(-1, 0, 0))
		if age >= 30 && r.chance(0.55) {
			n := r.between(1, 2)
			earliest := p.Self.Birth.AddDate(28, 0, 0)
			for i := 0; i < n; i++ {
				g := randGender(r)
				k := nm.person(g, last, map[string]string{"F": "daughter", "M": "son"}[g])
				k.Words = []string{k.Relation}
				k.Email = ""
				from := earliest
				if i == 0 && r.chance(0.5) && p.Start.After(from) {
					from = p.Start.AddDate(0, 2, 0) // born during the window: a milestone
				}
				to := p.Today.AddDate(0, -2, 0)
				if !from.Before(to) {
					from = to.AddDate(-3, 0, 0)
				}
				k.Birth = randomDay(r, from, to)
				earliest = k.Birth.AddDate(1, 6, 0)
				p.Kids = append(p.Kids, k)
			}
		}
	}

	// Friends: 8-15, some from the football team.
	nf := r.between(8, 15)
	for i := 0; i < nf; i++ {
		f := nm.person(randGender(r), "", "friend")
		f.Birth = randomDay(r, p.Self.Birth.AddDate(-5, 0, 0), p.Self.Birth.AddDate(5, 0, 0))
		f.Close = 1 / float64(i+1)
		p.Friends = append(p.Friends, f)
	}

	p.pickHabits(r)
	for i := range p.Friends {
		if p.HasHabit("football") && i%3 == 1 {
			p.Friends[i].Teammate = true
		}
	}
	if h := p.Habit("badminton"); h != nil {
		h.Partner = &p.Friends[r.IntN(min(4, len(p.Friends)))]
	}

	p.pickPlacesAndJobs(r, nm, b, cfg, home)
	p.pickTastes(r, b)
	p.Device = p.Self.First + "’s Apple Watch"
	p.UsesTwitter = r.chance(0.7)
	p.UsesFacebook = !p.UsesTwitter || r.chance(0.5)
	return p, nil
}

func (p *Persona) pickHabits(r *rng) {
	weekdays := []time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday, time.Friday}
	// Everyone runs; the rest varies.
	run := Habit{Type: "running", PerWeek: r.uniform(0.9, 1.9), Tracker: "apple"}
	if r.chance(0.5) {
		run.Hour, run.Minute = 7, r.between(0, 3)*10
	} else {
		run.Hour, run.Minute = 18, r.between(0, 5)*10
	}
	run.Days = []time.Weekday{weekdays[r.IntN(5)], time.Sunday}
	p.Habits = append(p.Habits, run)
	football := r.chance(0.6)
	badminton := !football || r.chance(0.3)
	if football {
		day := []time.Weekday{time.Tuesday, time.Wednesday, time.Thursday}[r.IntN(3)]
		p.Habits = append(p.Habits, Habit{Type: "football", PerWeek: 1, Days: []time.Weekday{day}, Hour: 19, Minute: []int{0, 30}[r.IntN(2)], Tracker: "strava"})
	}
	if badminton {
		day := []time.Weekday{time.Monday, time.Wednesday, time.Friday}[r.IntN(3)]
		p.Habits = append(p.Habits, Habit{Type: "badminton", PerWeek: 0.8, Days: []time.Weekday{day}, Hour: 18, Minute: 30, Tracker: "strava"})
	}
	extras := []string{"cycling", "swimming", "yoga", "hiking"}
	for _, i := range r.sample(len(extras), r.between(1, 2)) {
		h := Habit{Type: extras[i]}
		switch h.Type {
		case "cycling":
			h.PerWeek, h.Hour, h.Tracker = r.uniform(0.6, 1.2), 10, []string{"apple", "strava"}[r.IntN(2)]
			h.Days = []time.Weekday{time.Saturday}
		case "swimming":
			h.PerWeek, h.Hour, h.Tracker = r.uniform(0.4, 0.8), 7, "apple"
			h.Days = []time.Weekday{weekdays[r.IntN(5)]}
		case "yoga":
			h.PerWeek, h.Hour, h.Minute, h.Tracker = 0.9, 19, 30, "apple"
			h.Days = []time.Weekday{[]time.Weekday{time.Monday, time.Thursday}[r.IntN(2)]}
		case "hiking":
			h.PerWeek, h.Hour, h.Tracker = 0.15, 9, "strava"
			h.Days = []time.Weekday{time.Sunday}
		}
		p.Habits = append(p.Habits, h)
	}
	sort.SliceStable(p.Habits, func(i, j int) bool { return p.Habits[i].Type < p.Habits[j].Type })
}

// cuisines lists the restaurant kinds of home cities.
var cuisines = []string{"italian", "japanese", "greek", "indian", "mexican", "thai", "chinese", "vietnamese",
	"lebanese", "spanish", "french", "turkish", "korean", "burger", "german"}

func (p *Persona) pickPlacesAndJobs(r *rng, nm *namer, b *Banks, cfg sizeConfig, home City) {
	loc := p.Loc
	window := p.Today.Sub(p.Start)
	// A job change always happens inside the window; a move usually does.
	change := p.Start.Add(time.Duration(r.uniform(0.2, 0.8) * float64(window)))
	change = firstWorkdayOfMonth(dateIn(loc, change.Year(), change.Month(), 1).AddDate(0, 1, 0))
	if !change.Before(p.Today) {
		change = firstWorkdayOfMonth(dateIn(loc, p.Today.Year(), p.Today.Month(), 1).AddDate(0, -1, 0))
	}
	moves := r.chance(map[bool]float64{true: 0.45, false: 0.75}[cfg.years == 1])
	var moveDay time.Time
	newCity := home
	if moves {
		for newCity.Name == home.Name {
			c := pick(r, b.Cities)
			if c.Zone == home.Zone || r.chance(0.6) {
				newCity = c
			}
		}
		// Moving for the new job (weeks before it starts) or at another time.
		if r.chance(0.5) {
			moveDay = change.AddDate(0, 0, -r.between(10, 40))
		} else {
			moveDay = p.Start.Add(time.Duration(r.uniform(0.1, 0.9) * float64(window)))
		}
		if moveDay.Before(p.Start.AddDate(0, 0, 14)) {
			moveDay = p.Start.AddDate(0, 0, 14)
		}
		for moveDay.Weekday() != time.Saturday {
			moveDay = moveDay.AddDate(0, 0, 1)
		}
		if !moveDay.Before(p.Today) {
			moves = false
		}
	}
	addr := func(c City) string {
		pc := []byte(c.Postcode)
		for i := range pc {
			if pc[i] == '#' {
				pc[i] = byte('0' + r.IntN(10))
			}
		}
		return fmt.Sprintf("%s %d, %s %s", pick(r, c.Streets), r.between(1, 140), string(pc), c.Name)
	}
	p.Residences = []Residence{{City: home, Address: addr(home), From: p.Start.AddDate(-6, 0, 0)}}
	if moves {
		p.Residences[0].To = moveDay
		p.Residences = append(p.Residences, Residence{City: newCity, Address: addr(newCity), From: moveDay})
	}
	// Jobs: one before the change, one after.
	ci := r.sample(len(b.Companies), 2)
	ti := r.sample(len(b.Titles), 2)
	for k := 0; k < 2; k++ {
		j := Job{Company: b.Companies[ci[k]], Title: b.Titles[ti[k]]}
		if k == 0 {
			j.From, j.To = p.Start.AddDate(-r.between(1, 5), -r.between(0, 11), 0), change
			j.City = p.ResidenceAt(change.AddDate(0, 0, -1)).City.Name
		} else {
			j.From = change
			j.City = p.ResidenceAt(change).City.Name
			if r.chance(0.35) {
				j.Title = "Senior " + strings.TrimPrefix(b.Titles[ti[0]], "Senior ")
			}
		}
		j.Domain = strings.ToLower(asciiFold(strings.Fields(j.Company)[0])) + ".com"
		j.Manager = nm.person(randGender(r), "", "manager")
		j.Manager.Email = strings.ToLower(asciiFold(j.Manager.First)) + "." + strings.ToLower(asciiFold(strings.ReplaceAll(strings.ReplaceAll(j.Manager.Last, " ", ""), "'", ""))) + "@" + j.Domain
		for i, n := 0, r.between(2, 3); i < n; i++ {
			c := nm.person(randGender(r), "", "colleague")
			c.Email = strings.ToLower(asciiFold(c.First)) + "." + strings.ToLower(asciiFold(strings.ReplaceAll(strings.ReplaceAll(c.Last, " ", ""), "'", ""))) + "@" + j.Domain
			c.Close = 0.5
			j.Colleagues = append(j.Colleagues, c)
		}
		p.Jobs = append(p.Jobs, j)
	}

	// Restaurants, places, doctors and a salon in every home city.
	var cities []City
	for _, res := range p.Residences {
		cities = append(cities, res.City)
	}
	if p.Hometown.Name != cities[0].Name && (len(cities) < 2 || p.Hometown.Name != cities[1].Name) {
		cities = append(cities, p.Hometown)
	}
	usedNames := map[string]bool{}
	for _, c := range cities {
		for _, cu := range cuisines {
			for i, n := 0, r.between(2, 3); i < n; i++ {
				name := restaurantName(r, cu)
				if usedNames[name] {
					continue
				}
				usedNames[name] = true
				p.Restaurants = append(p.Restaurants, Restaurant{Name: name, Cuisine: cu, City: c.Name, Address: addr(c)})
			}
		}
		for _, pl := range placeNames(r, c.Name) {
			if usedNames[pl.Name] {
				continue
			}
			usedNames[pl.Name] = true
			pl.Address = addr(c)
			p.Places = append(p.Places, pl)
		}
	}
	for _, res := range p.Residences {
		kinds := []string{"dentist", "gp", "dermatologist", "ophthalmologist", "physiotherapist"}
		if len(p.Kids) > 0 {
			kinds = append(kinds, "paediatrician")
		}
		for _, k := range kinds {
			d := nm.person(randGender(r), "", "doctor")
			doc := Doctor{Kind: k, Name: "Dr. " + d.Name(), City: res.City.Name, Address: addr(res.City)}
			switch k {
			case "dentist":
				doc.Practice = d.Last + " Dental Care"
			case "gp":
				doc.Practice = "Family Practice Dr. " + d.Last
			case "physiotherapist":
				doc.Name = d.Name()
				doc.Practice = "Physio " + d.Last
			default:
				doc.Practice = "Practice Dr. " + d.Last
			}
			doc.Email = "info@" + strings.ToLower(asciiFold(strings.ReplaceAll(strings.ReplaceAll(d.Last, " ", ""), "'", ""))) + "-" + strings.ToLower(asciiFold(k)) + ".eu"
			p.Doctors = append(p.Doctors, doc)
		}
	}
}

func firstWorkdayOfMonth(t time.Time) time.Time {
	for t.Weekday() == time.Saturday || t.Weekday() == time.Sunday {
		t = t.AddDate(0, 0, 1)
	}
	return t
}

var restaurantPatterns = map[string][]string{
	"italian":    {"Trattoria da {it}", "Pizzeria {itp}", "Ristorante {itw}", "Osteria {itw}", "Da {it}", "Pizzeria da {it}"},
	"japanese":   {"Sakura Sushi", "Ramen {jp}", "{jp} Izakaya", "Sushi {jp}", "Udon {jp}"},
	"greek":      {"The Parthenon", "Taverna {gr}", "{gr} Greek Kitchen", "Souvlaki {gr}"},
	"indian":     {"Taj {in}", "{in} Tandoor", "Curry House {in}", "Masala {in}"},
	"mexican":    {"Taqueria {mx}", "Casa {mx}", "{mx} Cantina", "Burrito {mx}"},
	"thai":       {"Thai {th}", "Bangkok {th}", "Baan {th}", "Pad Thai {th}"},
	"chinese":    {"Golden {cn}", "{cn} Dumpling House", "Jade {cn}", "Wok {cn}"},
	"vietnamese": {"Pho {vn}", "Saigon {vn}", "Banh Mi {vn}"},
	"lebanese":   {"Beirut {lb}", "Cedar {lb}", "Falafel {lb}"},
	"spanish":    {"Tapas {es}", "Bodega {es}", "Paella {es}"},
	"french":     {"Bistro {fr}", "Chez {fr}", "Brasserie {fr}"},
	"turkish":    {"Anatolia {tr}", "Istanbul {tr}", "Kebab {tr}"},
	"korean":     {"Seoul {kr}", "Kimchi {kr}", "Bibimbap {kr}"},
	"burger":     {"{us} Burger Co.", "{us} Diner", "Smokehouse {us}"},
	"german":     {"Gasthaus {de}", "Brauhaus {de}", "Wirtshaus {de}"},
}

var restaurantWords = map[string][]string{
	"it":  {"Luigi", "Marco", "Enzo", "Gino", "Paolo", "Franco", "Nonna Rosa", "Salvatore", "Beppe"},
	"itp": {"Napoli", "Vesuvio", "Sorrento", "Positano", "Amalfi", "Bella Napoli", "Forno Rosso"},
	"itw": {"Bella Vista", "Il Giardino", "La Piazza", "Al Forno", "del Ponte", "La Lanterna", "Il Gabbiano"},
	"jp":  {"Kyoto", "Hana", "Koi", "Yuzu", "Tanuki", "Momiji", "Kaze", "Sora"},
	"gr":  {"Mykonos", "Santorini", "Olympia", "Zorbas", "Athena", "Delphi"},
	"in":  {"Mahal", "Palace", "Bombay", "Delhi", "Ganges", "Spice"},
	"mx":  {"El Sol", "Azteca", "La Catrina", "Frida", "Oaxaca", "Jalisco"},
	"th":  {"Orchid", "Garden", "Lotus", "Siam", "Chiang Mai", "Elephant"},
	"cn":  {"Dragon", "Lotus", "Panda", "Bamboo", "Palace", "Lantern"},
	"vn":  {"Hanoi", "Kitchen", "Corner", "Bar", "Lotus", "Mekong"},
	"lb":  {"Garden", "Kitchen", "Corner", "Grill", "House"},
	"es":  {"Sevilla", "Andalucía", "Rioja", "Málaga", "Granada"},
	"fr":  {"Marcel", "Lyon", "la Gare", "Juliette", "Margaux", "Paris"},
	"tr":  {"Grill", "Meze", "Kitchen", "Sofrası", "Ocakbaşı"},
	"kr":  {"Garden", "House", "Bap", "Kitchen", "BBQ"},
	"us":  {"Big Joe's", "Route 66", "Liberty", "Brooklyn", "Texas", "Smoky Bones"},
	"de":  {"Zum Adler", "Zum Hirsch", "Löwen", "Zum Goldenen Anker", "Linde", "Krone"},
}

func restaurantName(r *rng, cuisine string) string {
	pat := pick(r, restaurantPatterns[cuisine])
	// Replace placeholders in a fixed order (never map iteration order).
	for _, k := range []string{"itp", "itw", "it", "jp", "gr", "in", "mx", "th", "cn", "vn", "lb", "es", "fr", "tr", "kr", "us", "de"} {
		ph := "{" + k + "}"
		if strings.Contains(pat, ph) {
			pat = strings.Replace(pat, ph, pick(r, restaurantWords[k]), 1)
		}
	}
	return pat
}

func placeNames(r *rng, city string) []Place {
	parks := []string{"Riverside Park", "Botanical Garden", "Lindenpark", "Castle Gardens", "Lakeside Park", "Volkspark"}
	cafes := []string{"Café Mila", "Café Kranz", "Bean There", "The Daily Grind", "Café Sonnenschein", "Kaffeehaus Adele"}
	bars := []string{"The Copper Kettle", "Bar Luna", "The Fox & Anchor", "Hopfenhaus", "Cocktailbar Nomad", "The Green Door"}
	cinemas := []string{"Kino Metropol", "Cinema Lumière", "Odeon", "Filmhaus"}
	gyms := []string{"Boulderwerk", "Blocs & Ropes"}
	out := []Place{
		{Name: pick(r, parks) + " " + city, Type: "park", City: city},
		{Name: pick(r, parks) + " " + city, Type: "park", City: city},
		{Name: pick(r, cafes) + " " + city, Type: "cafe", City: city},
		{Name: pick(r, cafes), Type: "cafe", City: city},
		{Name: pick(r, bars), Type: "bar", City: city},
		{Name: pick(r, cinemas) + " " + city, Type: "cinema", City: city},
		{Name: pick(r, gyms) + " " + city, Type: "climbing gym", City: city},
		{Name: "Salon " + pick(r, []string{"Schnittpunkt", "Hairport", "Cut & Co", "Bella", "Lockenpracht"}), Type: "salon", City: city},
	}
	return out
}

func (p *Persona) pickTastes(r *rng, b *Banks) {
	// Music: 2-3 genres, 15-25 favourite artists mostly from them.
	gi := r.sample(len(b.Genres), r.between(2, 3))
	for _, i := range gi {
		p.Genres = append(p.Genres, b.Genres[i])
	}
	inGenre := func(a int) bool {
		for _, g := range p.Genres {
			if b.Artists[a].Genre == g {
				return true
			}
		}
		return false
	}
	nfav := r.between(15, 25)
	seen := map[int]bool{}
	for _, a := range r.Perm(len(b.Artists)) {
		if len(p.FavArtists) >= nfav {
			break
		}
		if inGenre(a) || r.chance(0.12) {
			p.FavArtists = append(p.FavArtists, a)
			seen[a] = true
		}
	}
	// The running playlist: energetic artists, partly outside the favourites.
	energetic := map[string]bool{"electronic": true, "hip hop": true, "pop": true, "metal": true, "punk": true, "latin": true}
	for _, a := range r.Perm(len(b.Artists)) {
		if len(p.WorkoutArtists) >= r.between(5, 8) {
			break
		}
		if energetic[b.Artists[a].Genre] && (!seen[a] || r.chance(0.3)) {
			p.WorkoutArtists = append(p.WorkoutArtists, a)
		}
	}
	for _, i := range r.sample(len(movieGenres), 3) {
		p.MovieGenres = append(p.MovieGenres, movieGenres[i])
	}
	p.FavSeries = r.sample(len(b.Series), r.between(8, 12))
	// Cuisines: Italian is a favourite for most people.
	var cs []string
	if r.chance(0.8) {
		cs = append(cs, "italian")
	}
	for _, i := range r.Perm(len(cuisines)) {
		if len(cs) >= r.between(4, 5) {
			break
		}
		if cuisines[i] != "italian" {
			cs = append(cs, cuisines[i])
		}
	}
	p.Cuisines = cs
	cats := []string{"Electronics", "Sports", "Kitchen", "Household", "Home", "Personal Care", "Games", "Clothing", "Office", "Garden", "Travel"}
	for _, i := range r.sample(len(cats), r.between(4, 6)) {
		p.Shopping = append(p.Shopping, cats[i])
	}
	p.Shopping = append(p.Shopping, "Sports", "Household") // everyone buys these
	regions := []string{"Iberia", "Italy", "Greece", "Nordics", "British Isles", "Central Europe", "Alps", "Asia", "Africa", "North America"}
	for _, i := range r.sample(len(regions), r.between(2, 4)) {
		p.Regions = append(p.Regions, regions[i])
	}
	_ = b
}
