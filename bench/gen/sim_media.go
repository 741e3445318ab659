package gen

import (
	"sort"
	"strconv"
	"time"
)

// nfRow is one line of Netflix's ViewingActivity.csv.
type nfRow struct {
	refs      []ref
	profile   string
	start     time.Time
	dur       int // seconds watched
	title     string
	supp      string // supplemental video type (trailers, hooks)
	device    string
	bookmark  int
	latest    bool
	country   string
	autoplay  bool
	canonical bool
}

var countryCodes = map[string]string{
	"Germany": "DE", "Netherlands": "NL", "France": "FR", "Austria": "AT", "Spain": "ES", "Italy": "IT", "Belgium": "BE",
	"Luxembourg": "LU", "Portugal": "PT", "Greece": "GR", "Denmark": "DK", "Sweden": "SE", "Iceland": "IS",
	"United Kingdom": "GB", "Ireland": "IE", "Czechia": "CZ", "Hungary": "HU", "Poland": "PL", "Japan": "JP",
	"Thailand": "TH", "Indonesia": "ID", "Morocco": "MA", "United States": "US", "Canada": "CA",
}

// musicSpan is a stretch of a day already filled with music.
func (d *day) musicFree(from, to time.Time, spans []span) bool {
	for _, s := range spans {
		if from.Before(s.to) && s.from.Before(to) {
			return false
		}
	}
	return true
}

// songPicker chooses the songs of one listening session.
type songPicker struct {
	s      *sim
	r      *rng
	mode   int // 0 favourites, 1 album, 2 discovery, 3 workout playlist
	artist int
	pos    int
	last   int32
}

func (s *sim) newPicker(r *rng, workout bool) *songPicker {
	sp := &songPicker{s: s, r: r, last: -1}
	switch {
	case workout:
		sp.mode = 3
	case r.chance(0.25):
		sp.mode = 1
		sp.artist = s.P.FavArtists[r.weighted(zipf(len(s.P.FavArtists), 1.0))]
		sp.pos = r.IntN(len(s.B.Artists[sp.artist].Tracks))
	case r.chance(0.12):
		sp.mode = 2
	}
	return sp
}

func (sp *songPicker) next() int32 {
	s, r := sp.s, sp.r
	b := s.B
	// Some songs go on repeat.
	if sp.last >= 0 && r.chance(0.04) {
		return sp.last
	}
	var a int
	switch sp.mode {
	case 1:
		a = sp.artist
		tracks := b.Artists[a].Tracks
		t := tracks[sp.pos%len(tracks)]
		sp.pos++
		sp.last = int32(t)
		return sp.last
	case 2:
		for {
			a = r.IntN(len(b.Artists))
			g := b.Artists[a].Genre
			if g == s.P.Genres[0] || g == s.P.Genres[len(s.P.Genres)-1] || r.chance(0.1) {
				break
			}
		}
	case 3:
		if r.chance(0.85) {
			a = s.P.WorkoutArtists[r.weighted(zipf(len(s.P.WorkoutArtists), 0.9))]
		} else {
			a = s.P.FavArtists[r.weighted(zipf(len(s.P.FavArtists), 1.0))]
		}
	default:
		if r.chance(0.9) {
			a = s.P.FavArtists[r.weighted(zipf(len(s.P.FavArtists), 0.9))]
		} else {
			a = r.IntN(len(b.Artists))
		}
	}
	tracks := b.Artists[a].Tracks
	sp.last = int32(tracks[r.weighted(zipf(len(tracks), 0.8))])
	return sp.last
}

// session appends consecutive plays from start until songs are played or
// limit is reached. It returns the end of the last play.
func (s *sim) session(r *rng, start, limit time.Time, songs int, workout bool) time.Time {
	sp := s.newPicker(r, workout)
	t := start.Add(time.Duration(r.between(0, 59)) * time.Second)
	for n := 0; n < songs && t.Before(limit); n++ {
		tr := sp.next()
		full := int32(s.B.Tracks[tr].DurationS)*1000 + int32(r.IntN(1000))
		played := full
		switch x := r.Float64(); {
		case x < 0.07:
			played = int32(r.between(1500, 40000)) // skipped
		case x < 0.12:
			played = int32(float64(full) * r.uniform(0.3, 0.9))
		}
		end := t.Add(time.Duration(played) * time.Millisecond)
		if end.After(limit) {
			played = int32(limit.Sub(t) / time.Millisecond)
			if played < 1000 {
				break
			}
			end = limit
		}
		s.Plays = append(s.Plays, Play{Start: t.Unix(), PlayedMs: played, Track: tr})
		gap := time.Duration(r.between(0, 3)) * time.Second
		t = end.Add(gap)
	}
	return t
}

// workoutMusic plays the running playlist during a workout.
func (s *sim) workoutMusic(st, en time.Time) {
	r := s.rMusic
	i := s.dayIndex(st)
	if i < 0 {
		return
	}
	from := st.Add(-time.Duration(r.between(0, 120)) * time.Second)
	to := en.Add(time.Duration(r.between(0, 240)) * time.Second)
	if !s.days[i].musicFree(from, to, s.musicSpans[i]) {
		return
	}
	end := s.session(r, from, to, 1000, true)
	s.musicSpans[i] = append(s.musicSpans[i], span{from, end})
}

// dayMusic adds the listening sessions of one day: commutes, work, and
// evenings or weekends at home.
func (s *sim) dayMusic(i int, d *day) {
	r := s.rMusic
	scale := s.cfg.music
	type sess struct {
		from       time.Time
		limitH     int
		limitM     int
		songs      int
		needsQuiet bool
	}
	var plan []sess
	// A lighter listener has fewer sessions, not shorter ones: a session
	// is always a run of consecutive songs. A heavier one plays longer.
	add := func(p float64, h0, h1 int, n0, n1 int, limH, limM int, quiet bool) {
		if d.trip > 0 {
			p *= 0.35
		}
		p *= min(1, scale)
		if p > 1 {
			p = 1
		}
		if !r.chance(p) {
			return
		}
		n := int(float64(r.between(n0, n1))*max(1, scale) + 0.5)
		if n < 1 {
			n = 1
		}
		plan = append(plan, sess{s.at(d.date, h0, 0).Add(time.Duration(r.between(0, (h1-h0)*60)) * time.Minute), limH, limM, n, quiet})
	}
	switch {
	case scale > 2:
		// A heavy listener (the large size): music fills most of the day
		// in long sessions around work, workouts and films.
		for _, win := range [][4]int{{7, 0, 9, 30}, {9, 35, 12, 30}, {12, 40, 17, 0}, {17, 5, 19, 30}, {19, 35, 23, 45}} {
			p := 0.96
			if d.trip > 0 {
				p = 0.25
			}
			if r.chance(p) {
				from := s.at(d.date, win[0], win[1]).Add(time.Duration(r.between(0, 600)) * time.Second)
				plan = append(plan, sess{from, win[2], win[3], 1000, false})
			}
		}
	case d.sick:
		add(0.5, 14, 20, 4, 10, 23, 30, true)
	case !d.offWork():
		add(0.78, 7, 8, 6, 10, 9, 30, false)
		add(0.35, 10, 14, 8, 16, 17, 0, false)
		add(0.5, 17, 18, 5, 9, 19, 30, false)
		add(0.45, 19, 21, 4, 12, 23, 45, true)
	default:
		add(0.5, 9, 11, 6, 14, 13, 0, false)
		add(0.45, 14, 17, 8, 18, 19, 0, false)
		add(0.35, 19, 21, 4, 12, 23, 45, true)
	}
	sort.Slice(plan, func(a, b int) bool { return plan[a].from.Before(plan[b].from) })
	for _, ss := range plan {
		limit := s.at(d.date, ss.limitH, ss.limitM)
		if ss.needsQuiet && !d.free(ss.from, ss.from.Add(time.Hour)) {
			continue
		}
		// Never over another session or a movie.
		for _, sp := range s.musicSpans[i] {
			if !ss.from.Before(sp.from) && ss.from.Before(sp.to) {
				ss.from = sp.to.Add(time.Duration(r.between(60, 900)) * time.Second)
			}
		}
		for _, sp := range s.musicSpans[i] {
			if sp.from.After(ss.from) && sp.from.Before(limit) {
				limit = sp.from.Add(-30 * time.Second)
			}
		}
		if !ss.from.Before(limit) {
			continue
		}
		end := s.session(r, ss.from, limit, ss.songs, false)
		s.musicSpans[i] = append(s.musicSpans[i], span{ss.from, end})
	}
}

var devices = []string{"Samsung CE 2020 Nike-L UHD TV (Smart TV)", "Samsung CE 2020 Nike-L UHD TV (Smart TV)", "Apple iPhone 12 Pro", "Chrome PC (Cadmium)", "Apple iPad Air 4 (Wi-Fi)", "Amazon Fire TV Stick 4K"}

func (s *sim) netflixCountry(d *day) string {
	c := s.P.ResidenceAt(d.date).City.Country
	if d.trip > 0 {
		c = s.Events[d.trip-1].Attrs.Country
	}
	code := countryCodes[c]
	if code == "" {
		code = "DE"
	}
	return code + " (" + c + ")"
}

// dayMedia adds movie and series streaming on evenings at home.
func (s *sim) dayMedia(i int, d *day) {
	r := s.rMedia
	weekend := d.date.Weekday() == time.Friday || d.date.Weekday() == time.Saturday || d.date.Weekday() == time.Sunday
	scale := s.cfg.media
	pMovie, pTV := 0.65, 0.035
	if weekend {
		pMovie, pTV = 0.8, 0.06
	}
	if d.trip > 0 {
		pMovie, pTV = pMovie*0.15, pTV*0.3
	}
	device := devices[r.weighted([]float64{4, 3, 1, 1, 1, 1})]
	if scale > 1 && r.chance(scale-1-float64(int(scale-1))) || scale >= 2 && r.chance(0.6) {
		// Heavy viewers: an afternoon film as well.
		s.watchMovie(r, i, d, s.at(d.date, r.between(14, 16), r.between(0, 59)).Add(time.Duration(r.between(0, 59))*time.Second), device)
	}
	switch {
	case r.chance(pTV * scale):
		s.watchSeries(r, i, d, s.at(d.date, r.between(19, 21), r.between(0, 59)).Add(time.Duration(r.between(0, 59))*time.Second), device)
	case r.chance(pMovie * scale):
		s.watchMovie(r, i, d, s.at(d.date, r.between(19, 21), r.between(0, 59)).Add(time.Duration(r.between(0, 59))*time.Second), device)
	case r.chance(pTV * scale):
		s.watchSeries(r, i, d, s.at(d.date, r.between(19, 21), r.between(0, 59)).Add(time.Duration(r.between(0, 59))*time.Second), device)
	}
	if len(s.P.Kids) > 0 && r.chance(0.06) {
		// The kids' profile: same account, not the persona's viewing.
		kt := pick(r, []string{"Little Explorers: Season 1: The Big Puddle (Episode 3)", "Paw Rangers: Season 2: Rescue at Sea (Episode 7)", "Dino Dudes: Season 1: Eggs! (Episode 1)"})
		st := s.at(d.date, 16, r.between(0, 50))
		s.netflix = append(s.netflix, &nfRow{profile: "Kids", start: st, dur: r.between(600, 1500), title: kt, device: device, country: s.netflixCountry(d), bookmark: 1400})
	}
}

func (s *sim) watchMovie(r *rng, i int, d *day, st time.Time, device string) {
	b := s.B
	var mi int
	if len(s.watched) > 20 && r.chance(0.08) {
		mi = s.watched[r.IntN(len(s.watched))]
	} else {
		for tries := 0; ; tries++ {
			mi = r.IntN(len(b.Movies))
			g := b.Movies[mi].Genre
			liked := g == s.P.MovieGenres[0] || g == s.P.MovieGenres[1] || g == s.P.MovieGenres[2]
			if !s.seenMovie[mi] && (liked || r.chance(0.3)) || tries > 50 {
				break
			}
		}
	}
	m := b.Movies[mi]
	runtime := m.RuntimeMin * 60
	watch := runtime - r.between(60, 360)
	partial := r.chance(0.12)
	if partial {
		watch = int(float64(runtime) * r.uniform(0.2, 0.7))
	}
	en := st.Add(time.Duration(watch) * time.Second)
	if !d.free(st, en) || st.Hour() == 23 && st.Minute() > 45 {
		return
	}
	d.book(st, en)
	s.musicSpans[i] = append(s.musicSpans[i], span{st.Add(-10 * time.Minute), en})
	if r.chance(0.1) {
		other := b.Movies[r.IntN(len(b.Movies))].Title
		supp := pick(r, []string{"TRAILER", "HOOK"})
		title := other + " (Trailer)"
		if supp == "HOOK" {
			title = other + "_hook_primary_16x9"
		}
		s.netflix = append(s.netflix, &nfRow{profile: s.P.Self.First, start: st.Add(-time.Duration(r.between(90, 300)) * time.Second), dur: r.between(20, 90),
			title: title, supp: supp, device: device, country: s.netflixCountry(d), bookmark: r.between(20, 90)})
	}
	s.addMovieStream(r, mi, st, watch, watch, device, s.netflixCountry(d))
	s.seenMovie[mi] = true
	s.watched = append(s.watched, mi)
	if partial {
		// Finish it another evening.
		for k := 1; k <= 3 && i+k < len(s.days); k++ {
			nd := &s.days[i+k]
			st2 := s.at(nd.date, r.between(19, 21), r.between(0, 59)).Add(time.Duration(r.between(0, 59)) * time.Second)
			rest := runtime - watch - r.between(60, 300)
			en2 := st2.Add(time.Duration(rest) * time.Second)
			if nd.trip == 0 && nd.free(st2, en2) && rest > 300 {
				nd.book(st2, en2)
				s.musicSpans[i+k] = append(s.musicSpans[i+k], span{st2.Add(-10 * time.Minute), en2})
				s.addMovieStream(r, mi, st2, rest, runtime-r.between(60, 300), device, s.netflixCountry(nd))
				break
			}
		}
	}
	if r.chance(0.02) {
		s.newPost(en.Add(time.Duration(r.between(5, 60))*time.Minute), casual(r, pick(r, []string{
			"Just watched " + m.Title + ". Wow. 🎬", m.Title + " was better than expected 🍿", "Can't stop thinking about " + m.Title + "...",
		})), len(s.Events), []string{"movie_title"}, nil)
	}
}

func (s *sim) addMovieStream(r *rng, mi int, st time.Time, watch, bookmark int, device, country string) {
	m := s.B.Movies[mi]
	ei := s.add(Event{Type: TypeMovie, Start: st, End: st.Add(time.Duration(watch) * time.Second), Attrs: Attrs{
		Movie: m.Title, DurationS: float64(watch), Category: m.Genre,
	}})
	s.netflix = append(s.netflix, &nfRow{refs: []ref{{ev: ei, mentions: []string{"movie_title", "start", "duration_s"}}}, profile: s.P.Self.First, start: st, dur: watch,
		title: m.Title, device: device, country: country, bookmark: bookmark, canonical: true})
}

func (s *sim) watchSeries(r *rng, i int, d *day, st time.Time, device string) {
	b := s.B
	si := s.P.FavSeries[r.weighted(zipf(len(s.P.FavSeries), 0.7))]
	ser := b.Series[si]
	pos := s.seriesPos[si]
	if pos[0] >= len(ser.Seasons) {
		// Finished: rewatch from the start, or pick another.
		pos = [2]int{0, 0}
	}
	n := r.between(1, 4)
	if d.date.Weekday() == time.Saturday || d.date.Weekday() == time.Sunday {
		n = r.between(2, 6)
	}
	lo, hi := 42, 58
	switch ser.Genre {
	case "comedy", "anime":
		lo, hi = 21, 28
	case "reality", "documentary":
		lo, hi = 38, 50
	}
	t := st
	for k := 0; k < n && pos[0] < len(ser.Seasons); k++ {
		if t.Hour() >= 23 && t.Minute() > 45 || t.Day() != st.Day() {
			break
		}
		length := r.between(lo, hi)*60 + r.between(0, 59)
		watch := length - r.between(20, 90)
		en := t.Add(time.Duration(watch) * time.Second)
		if !d.free(t, en) {
			break
		}
		d.book(t, en)
		s.musicSpans[i] = append(s.musicSpans[i], span{t.Add(-10 * time.Minute), en})
		eps := ser.Seasons[pos[0]]
		title := ser.Title + ": Season " + strconv.Itoa(pos[0]+1) + ": " + eps[pos[1]] + " (Episode " + strconv.Itoa(pos[1]+1) + ")"
		if ser.Limited {
			title = ser.Title + ": Limited Series: " + eps[pos[1]] + " (Episode " + strconv.Itoa(pos[1]+1) + ")"
		}
		ei := s.add(Event{Type: TypeTV, Start: t, End: en, Attrs: Attrs{
			Series: ser.Title, Season: pos[0] + 1, Episode: pos[1] + 1, EpisodeTitle: eps[pos[1]], DurationS: float64(watch),
			Finale: pos[1] == len(eps)-1, Category: ser.Genre,
		}})
		s.netflix = append(s.netflix, &nfRow{refs: []ref{{ev: ei, mentions: []string{"series_title", "season", "episode_number", "start", "duration_s"}}},
			profile: s.P.Self.First, start: t, dur: watch, title: title, device: device, country: s.netflixCountry(d), bookmark: watch, autoplay: k > 0, canonical: true})
		pos[1]++
		if pos[1] >= len(eps) {
			pos = [2]int{pos[0] + 1, 0}
		}
		t = en.Add(time.Duration(r.between(8, 40)) * time.Second)
	}
	s.seriesPos[si] = pos
}
