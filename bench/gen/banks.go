package gen

import (
	"bufio"
	"embed"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

//go:embed data/*.txt
var dataFS embed.FS

// catalogSeed fixes the music, movie and series catalogs: they are the same
// world for every persona, as real catalogs are.
const catalogSeed = 20240517

// City is a place a persona can live in.
type City struct {
	Name, Country, Code, Zone string
	Postcode                  string // pattern, '#' is a digit
	Streets                   []string
}

// Destination is a travel destination with its food and things to do.
type Destination struct {
	City, Country, Region, Cuisine string
	Restaurants, Activities        []string
}

// Artist is a music artist of the catalog.
type Artist struct {
	Name, Genre string
	Tracks      []int // indexes into Banks.Tracks
}

// Track is a song of the catalog.
type Track struct {
	Title     string
	Artist    int
	DurationS int
}

// Movie is a film of the catalog.
type Movie struct {
	Title, Genre string
	RuntimeMin   int
}

// Series is a TV series of the catalog. Limited series have a single
// season the streaming service calls "Limited Series".
type Series struct {
	Title, Genre string
	Limited      bool
	Seasons      [][]string // episode titles per season
}

// Product is an item of the shop catalog.
type Product struct {
	Category, Name string
	Min, Max       float64
	Needs          string // hobby or "kids" the buyer must have; "" for anyone
}

// Banks holds every bank the generator draws from.
type Banks struct {
	Female, Male, Surnames []string
	Cities                 []City
	Companies, Titles      []string
	Genres                 []string
	Artists                []Artist
	Tracks                 []Track
	Movies                 []Movie
	Series                 []Series
	Destinations           []Destination
	Products               []Product
	Adjectives, Nouns      []string
	Places, Verbs          []string
}

var (
	banksOnce sync.Once
	banks     *Banks
	banksErr  error
)

// LoadBanks parses the embedded banks and builds the fixed catalogs.
func LoadBanks() (*Banks, error) {
	banksOnce.Do(func() { banks, banksErr = loadBanks() })
	return banks, banksErr
}

func readLines(name string) ([]string, error) {
	f, err := dataFS.Open("data/" + name)
	if err != nil {
		return nil, fmt.Errorf("opening bank %s: %w", name, err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		out = append(out, l)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading bank %s: %w", name, err)
	}
	return out, nil
}

// readFields reads a '|'-separated bank and checks the field count.
func readFields(name string, n int) ([][]string, error) {
	lines, err := readLines(name)
	if err != nil {
		return nil, err
	}
	out := make([][]string, 0, len(lines))
	for i, l := range lines {
		f := strings.Split(l, "|")
		if len(f) != n {
			return nil, fmt.Errorf("bank %s: entry %d %q has %d fields, want %d", name, i+1, l, len(f), n)
		}
		for j := range f {
			f[j] = strings.TrimSpace(f[j])
		}
		out = append(out, f)
	}
	return out, nil
}

func loadBanks() (*Banks, error) {
	b := &Banks{}
	names, err := readFields("first_names.txt", 2)
	if err != nil {
		return nil, err
	}
	for _, f := range names {
		if f[0] == "F" {
			b.Female = append(b.Female, f[1])
		} else {
			b.Male = append(b.Male, f[1])
		}
	}
	if b.Surnames, err = readLines("surnames.txt"); err != nil {
		return nil, err
	}
	cities, err := readFields("cities.txt", 6)
	if err != nil {
		return nil, err
	}
	for _, f := range cities {
		b.Cities = append(b.Cities, City{Name: f[0], Country: f[1], Code: f[2], Zone: f[3], Postcode: f[4], Streets: strings.Split(f[5], ";")})
	}
	if b.Companies, err = readLines("companies.txt"); err != nil {
		return nil, err
	}
	if b.Titles, err = readLines("titles.txt"); err != nil {
		return nil, err
	}
	if err := b.loadWords(); err != nil {
		return nil, err
	}
	dests, err := readFields("destinations.txt", 6)
	if err != nil {
		return nil, err
	}
	for _, f := range dests {
		b.Destinations = append(b.Destinations, Destination{City: f[0], Country: f[1], Region: f[2], Cuisine: f[3],
			Restaurants: strings.Split(f[4], ";"), Activities: strings.Split(f[5], ";")})
	}
	prods, err := readFields("products.txt", 5)
	if err != nil {
		return nil, err
	}
	for i, f := range prods {
		lo, err1 := strconv.ParseFloat(f[2], 64)
		hi, err2 := strconv.ParseFloat(f[3], 64)
		if err1 != nil || err2 != nil || hi < lo {
			return nil, fmt.Errorf("bank products.txt: entry %d has bad prices %q %q", i+1, f[2], f[3])
		}
		b.Products = append(b.Products, Product{Category: f[0], Name: f[1], Min: lo, Max: hi, Needs: f[4]})
	}
	if err := b.buildMusic(); err != nil {
		return nil, err
	}
	b.buildMovies()
	if err := b.buildSeries(); err != nil {
		return nil, err
	}
	return b, nil
}

func (b *Banks) loadWords() error {
	lines, err := readLines("words.txt")
	if err != nil {
		return err
	}
	var cur *[]string
	for _, l := range lines {
		switch l {
		case "[adjectives]":
			cur = &b.Adjectives
		case "[nouns]":
			cur = &b.Nouns
		case "[places]":
			cur = &b.Places
		case "[verbs]":
			cur = &b.Verbs
		default:
			if cur == nil {
				return fmt.Errorf("bank words.txt: %q before any section", l)
			}
			*cur = append(*cur, l)
		}
	}
	if len(b.Adjectives) == 0 || len(b.Nouns) == 0 || len(b.Places) == 0 || len(b.Verbs) == 0 {
		return fmt.Errorf("bank words.txt: a section is empty")
	}
	return nil
}

var keys = []string{"C major", "D minor", "E-flat major", "F minor", "G major", "A minor", "B-flat major", "C-sharp minor"}

// songTitle invents a song title in the style of the genre.
func (b *Banks) songTitle(r *rng, genre string) string {
	adj, noun, place, verb := pick(r, b.Adjectives), pick(r, b.Nouns), pick(r, b.Places), pick(r, b.Verbs)
	if genre == "classical" {
		switch r.IntN(5) {
		case 0:
			return fmt.Sprintf("Nocturne No. %d in %s", r.between(1, 21), pick(r, keys))
		case 1:
			return fmt.Sprintf("Prelude in %s", pick(r, keys))
		case 2:
			return fmt.Sprintf("%s Suite: %s. %s", adj, []string{"I", "II", "III", "IV"}[r.IntN(4)], noun)
		case 3:
			return fmt.Sprintf("Étude for Piano No. %d", r.between(1, 12))
		default:
			return fmt.Sprintf("%s %s", adj, noun)
		}
	}
	switch r.IntN(12) {
	case 0, 1, 2:
		return adj + " " + noun
	case 3:
		return noun
	case 4:
		return noun + " of " + place
	case 5:
		return verb + " With Me"
	case 6:
		return "Don't " + verb
	case 7:
		return "The " + adj + " " + noun
	case 8:
		return verb + " " + []string{"Away", "Again", "Tonight", "Slowly", "Home"}[r.IntN(5)]
	case 9:
		return noun + "s in " + place
	case 10:
		return "Song for " + pick(r, append(append([]string{}, b.Female...), b.Male...))
	default:
		return adj + " " + noun + " " + []string{"Blues", "Song", "Dance", "Part II", "Anthem"}[r.IntN(5)]
	}
}

func (b *Banks) buildMusic() error {
	rows, err := readFields("artists.txt", 2)
	if err != nil {
		return err
	}
	r := newRNG(catalogSeed, "music-catalog")
	seenGenre := map[string]bool{}
	for _, f := range rows {
		if !seenGenre[f[0]] {
			seenGenre[f[0]] = true
			b.Genres = append(b.Genres, f[0])
		}
		b.Artists = append(b.Artists, Artist{Name: f[1], Genre: f[0]})
	}
	for ai := range b.Artists {
		a := &b.Artists[ai]
		n := r.between(9, 13)
		seen := map[string]bool{}
		for len(a.Tracks) < n {
			title := b.songTitle(r, a.Genre)
			switch {
			case r.chance(0.05):
				title += " (feat. " + b.Artists[r.IntN(len(b.Artists))].Name + ")"
			case r.chance(0.04):
				title += fmt.Sprintf(" - Remastered %d", r.between(2005, 2021))
			case r.chance(0.03):
				title += " - Live"
			case r.chance(0.03):
				title += " (Acoustic)"
			}
			if seen[title] || strings.Contains(title, "(feat. "+a.Name+")") {
				continue
			}
			seen[title] = true
			lo, hi := 150, 300
			switch a.Genre {
			case "classical":
				lo, hi = 180, 620
			case "punk":
				lo, hi = 95, 200
			case "jazz", "metal":
				lo, hi = 200, 460
			case "electronic":
				lo, hi = 180, 420
			}
			a.Tracks = append(a.Tracks, len(b.Tracks))
			b.Tracks = append(b.Tracks, Track{Title: title, Artist: ai, DurationS: r.between(lo, hi)})
		}
	}
	if len(b.Artists) < 150 || len(b.Tracks) < 1500 {
		return fmt.Errorf("music catalog too small: %d artists, %d tracks", len(b.Artists), len(b.Tracks))
	}
	return nil
}

var movieGenres = []string{"drama", "comedy", "thriller", "action", "romance", "sci-fi", "animation", "documentary", "horror", "family"}

func (b *Banks) buildMovies() {
	r := newRNG(catalogSeed, "movie-catalog")
	seen := map[string]bool{}
	for len(b.Movies) < 1600 {
		adj, noun, place, verb := pick(r, b.Adjectives), pick(r, b.Nouns), pick(r, b.Places), pick(r, b.Verbs)
		var t string
		switch r.IntN(13) {
		case 0, 1:
			t = "The " + adj + " " + noun
		case 2:
			t = noun + " of " + place
		case 3:
			t = adj + " " + noun
		case 4:
			t = "A " + noun + " in " + place
		case 5:
			t = "The " + noun
		case 6:
			t = "Return to " + place
		case 7:
			t = fmt.Sprintf("%d Days in %s", r.between(2, 40), place)
		case 8:
			t = "The " + noun + "'s " + pick(r, b.Nouns)
		case 9:
			t = verb + ", " + pick(r, append(append([]string{}, b.Female...), b.Male...)) + ", " + verb
		case 10:
			// Titles with a colon look like series to a careless parser.
			t = noun + ": " + []string{"Reckoning", "The Beginning", "Part Two", "Origins", "Homecoming"}[r.IntN(5)]
		case 11:
			t = "Before the " + noun
		default:
			t = adj + " in " + place
		}
		if seen[t] {
			continue
		}
		seen[t] = true
		g := pick(r, movieGenres)
		lo, hi := 88, 135
		switch g {
		case "animation", "family":
			lo, hi = 78, 105
		case "documentary":
			lo, hi = 75, 115
		case "action", "sci-fi":
			lo, hi = 100, 165
		}
		b.Movies = append(b.Movies, Movie{Title: t, Genre: g, RuntimeMin: r.between(lo, hi)})
	}
}

func (b *Banks) buildSeries() error {
	rows, err := readFields("series.txt", 4)
	if err != nil {
		return err
	}
	r := newRNG(catalogSeed, "series-catalog")
	for i, f := range rows {
		ns, err1 := strconv.Atoi(f[2])
		ne, err2 := strconv.Atoi(f[3])
		if err1 != nil || err2 != nil || ns < 1 || ne < 1 {
			return fmt.Errorf("bank series.txt: entry %d has bad counts", i+1)
		}
		s := Series{Title: f[1], Genre: f[0]}
		if strings.HasPrefix(s.Title, "Limited: ") {
			s.Title = strings.TrimPrefix(s.Title, "Limited: ")
			s.Limited = true
		}
		seen := map[string]bool{}
		for si := 0; si < ns; si++ {
			var eps []string
			for len(eps) < ne {
				var t string
				switch {
				case si == 0 && len(eps) == 0:
					t = "Pilot"
				case r.chance(0.3):
					t = "The " + pick(r, b.Nouns)
				case r.chance(0.2):
					t = pick(r, b.Verbs) + " " + []string{"Away", "Back", "Together", "Alone", "Again"}[r.IntN(5)]
				default:
					t = pick(r, b.Adjectives) + " " + pick(r, b.Nouns)
				}
				if seen[t] {
					continue
				}
				seen[t] = true
				eps = append(eps, t)
			}
			s.Seasons = append(s.Seasons, eps)
		}
		b.Series = append(b.Series, s)
	}
	return nil
}

// fullName joins a first and last name.
func fullName(first, last string) string { return first + " " + last }
