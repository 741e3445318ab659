// Package places learns, from a person's own records, what the venues in
// them are. A calendar entry says "Lunch w/ Noor" at "Da Paolo"; a post
// says "Da Paolo with my boyfriend 👌 Best carbonara in town 🍝": so Da
// Paolo serves Italian food, and lunch there was an Italian meal, though
// that entry names no dish. A venue's cuisine is the one the records that
// mention it (entries located there, texts naming it) eat most; its sport
// the one they play most ("Football training" at Sportpark Nord makes the
// club's "Racing Olympia training" there a football training too).
package places

import (
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/lang/country"
	"reqap/lang/fold"
	"reqap/qa/retrieve/lexicon"
)

// Library is what the directory reads; *index.Library implements it.
type Library interface {
	Events(source string) []*ingest.Event
}

// Directory is what a library says about its venues. It is immutable once
// built and safe for concurrent use.
type Directory struct {
	// venues by lower-case name.
	venues map[string]*Venue
}

// Venue is a place the person went to, by the name its records give it.
type Venue struct {
	Name string
	// Cuisine is the lexicon cuisine concept its records eat most, Dish the
	// dish concept ("" when none is clearly most): a burger joint serves
	// American food and, above all, burgers.
	Cuisine, Dish string
	// Sport is the lexicon sport concept its records play most ("" when
	// none is clearly most).
	Sport string
	// Records is how many records mention it.
	Records int
	// Town is set when a record locates it as a town or a region of a
	// country ("Madeira, Portugal"): where the venues of a stay are, no
	// venue itself.
	Town bool
}

// LocationKeys are the fields that hold the name (and address) of where a
// happening took place.
var LocationKeys = []string{"location", "place", "place_name", "venue", "address"}

// CityKeys are the fields that hold the city or town a happening took
// place in (a journal's "city", a trip's "destination").
var CityKeys = []string{"city", "town", "destination"}

// Named reports whether a field of that key is read as the name of its
// place, without the address or town written after it (Name): what an
// extracted location is compared with (qa/extract keeps the name unless
// an address is asked for, and the "address" field is one).
func Named(key string) bool {
	return key != "address" && slices.Contains(LocationKeys, key)
}

// Name returns the venue a location value names: its first comma-separated
// segment or line (the rest is an address or a town), trimmed; "" for a
// bare address. An address begins or ends with its number ("12 Main Street",
// "Lendplatz 14"); a number inside a name is part of it ("Route 66
// Diner"), and so is one said to be its number ("Los Tacos No. 1", "Bar
// #5").
func Name(location string) string {
	head := location
	if i := strings.IndexAny(location, ",\n"); i >= 0 {
		head = location[:i] // an address's lines are its parts too
	}
	head = strings.TrimSpace(head)
	words := strings.Fields(head)
	if len(words) == 0 || hasDigit(words[0]) || hasDigit(words[len(words)-1]) && !numbered(words) {
		return ""
	}
	return head
}

// numbered reports whether a name's last word is a number said to be its
// own: after "No." or "Nr.", or written with "#".
func numbered(words []string) bool {
	last := words[len(words)-1]
	if strings.HasPrefix(last, "#") || strings.HasPrefix(last, "№") {
		return len(words) > 1
	}
	if len(words) < 3 {
		return false
	}
	switch strings.ToLower(strings.TrimSuffix(words[len(words)-2], ".")) {
	case "no", "nr", "nº", "num", "number":
		return true
	}
	return false
}

func hasDigit(s string) bool { return strings.ContainsAny(s, "0123456789") }

// minName is the shortest venue name looked for in texts: shorter ones
// ("Bo") are words of other sentences.
const minName = 4

// Collect reads the venues of a library: the names calendar entries are
// located at, and what the entries there and the texts naming them say
// was eaten.
func Collect(ctx context.Context, lib Library, lx *lexicon.Lexicon) *Directory {
	d := &Directory{venues: map[string]*Venue{}}
	if lib == nil || lx == nil {
		return d
	}
	votes := map[string]map[string]map[string]float64{} // kind → venue → concept → weight
	vote := func(key, text string) {
		for _, s := range lexicon.Scores(lx.Find(lexicon.Tokens(text))) {
			kind := s.Concept.Kind
			if !VenueKind(kind) || s.Weight < lexicon.Related {
				continue
			}
			if kind == "sport" && s.Weight < lexicon.Strong {
				// A sport's own name, not its weak words: a doctor's
				// "Practice" says "practice" in every reminder.
				continue
			}
			if votes[kind] == nil {
				votes[kind] = map[string]map[string]float64{}
			}
			if votes[kind][key] == nil {
				votes[kind][key] = map[string]float64{}
			}
			votes[kind][key][s.Concept.ID] += s.Weight
		}
	}
	for i, e := range lib.Events(ingest.Calendar) {
		if i%1024 == 0 && ctx.Err() != nil {
			return d
		}
		for _, k := range LocationKeys {
			name := Name(e.Text(k))
			if len(name) < minName || home(lx, name) {
				continue
			}
			key := strings.ToLower(name)
			v := d.venues[key]
			if v == nil {
				v = &Venue{Name: name}
				d.venues[key] = v
			}
			v.Records++
			v.Town = v.Town || townLocation(e.Text(k), name)
			vote(key, e.Text("summary")+" . "+name)
		}
	}
	if len(d.venues) == 0 {
		return d
	}
	// Texts naming a venue.
	keys := slices.Sorted(maps.Keys(d.venues))
	for _, src := range textSources {
		for i, e := range lib.Events(src) {
			if i%1024 == 0 && ctx.Err() != nil {
				return d
			}
			text := e.Text("text")
			if text == "" {
				text = e.Text("subject") + " . " + e.Text("body")
			}
			low := strings.ToLower(text)
			for _, k := range keys {
				if strings.Contains(low, k) {
					d.venues[k].Records++
					vote(k, text)
				}
			}
		}
	}
	for k, vs := range votes["cuisine"] {
		d.venues[k].Cuisine = decide(vs, 2)
	}
	for k, v := range d.venues {
		if v.Cuisine == "" && len(votes["cuisine"][k]) == 0 {
			v.Cuisine = townCuisine(lx, v.Name)
		}
	}
	// A dish is what a venue serves above all only when its records say
	// it at least twice as often as every other together: a trattoria
	// whose posts say pizza three times and pasta twice serves Italian
	// food, and lunch there is no pizza eaten. A cuisine is said by every
	// dish of it, so most is enough.
	for k, vs := range votes["dish"] {
		d.venues[k].Dish = decide(vs, 3)
	}
	for k, vs := range votes["sport"] {
		d.venues[k].Sport = decide(vs, 2)
	}
	return d
}

// townLocation reports whether a location value places its happening in a
// town or a region, the name it gives followed only by its country
// ("Madeira, Portugal", "Santorini, Greece"), or names a town a
// dictionary knows.
func townLocation(location, name string) bool {
	_, ok := TownOfCountry(location)
	return ok || IsTown(name)
}

// TownOfCountry returns the place a location value names followed by its
// country alone ("Madeira, Portugal" → Madeira): a town or a region, as
// the library writes the places one travels to, which no dictionary need
// list.
func TownOfCountry(location string) (string, bool) {
	town, rest, ok := strings.Cut(location, ",")
	if !ok || strings.Contains(rest, ",") || country.Named(rest) == "" {
		return "", false
	}
	return strings.TrimSpace(town), true
}

// IsTown reports whether a name is a town, a region or a country, as the
// lexicons of countries know them or as the library's records locate it
// ("Madeira, Portugal").
func (d *Directory) IsTown(name string) bool {
	if IsTown(name) {
		return true
	}
	if d == nil {
		return false
	}
	v := d.venues[strings.ToLower(strings.TrimSpace(name))]
	return v != nil && v.Town
}

// townCuisine returns the cuisine a venue's name says by a town of its
// country ("Seoul Garden", "Saigon Kitchen"), a town the lexicons list
// among the cuisine's words, where its records say nothing of what was
// eaten; "" for a name that is the town alone (a stay there) or says
// several.
func townCuisine(lx *lexicon.Lexicon, name string) string {
	words := strings.Fields(name)
	if len(words) < 2 {
		return ""
	}
	found := ""
	for _, w := range words {
		if !fold.Capitalised(w) || CountryOfCity(w) == "" {
			continue
		}
		for _, sc := range lexicon.Scores(lx.Find(lexicon.Tokens(w))) {
			if sc.Concept.Kind != "cuisine" {
				continue
			}
			if found != "" && found != sc.Concept.ID {
				return ""
			}
			found = sc.Concept.ID
		}
	}
	return found
}

// decide returns the concept with clearly the most votes: more than any
// other, and at least (share-1)/share of all (half for 2, two thirds for 3).
func decide(vs map[string]float64, share float64) string {
	best, bw, total := "", 0.0, 0.0
	tie := false
	for c, w := range vs {
		total += w
		switch {
		case w > bw:
			best, bw, tie = c, w, false
		case w == bw:
			tie = true
		}
	}
	if tie || bw*share < total*(share-1) {
		return ""
	}
	return best
}

// Venue returns the venue a location value or name names.
func (d *Directory) Venue(location string) (*Venue, bool) {
	v, ok := d.venues[strings.ToLower(Name(location))]
	return v, ok
}

// Eatery returns the venue serving food (a cuisine its records eat) whose
// name a text writes as words, the longest when several are ("Bangkok
// Siam for my birthday 🥳").
func (d *Directory) Eatery(text string) (*Venue, bool) {
	low := strings.ToLower(text)
	var best *Venue
	for k, v := range d.venues {
		if v.Cuisine == "" || v.Town || best != nil && len(k) <= len(strings.ToLower(best.Name)) {
			continue // a town is where eateries are, none itself
		}
		if holdsWords(low, k) {
			best = v
		}
	}
	return best, best != nil
}

// Names reports whether a text names a venue of the directory by its
// whole name ("Da Enzo with mum & dad 👌").
func (d *Directory) Names(text string) bool {
	if d == nil {
		return false
	}
	low := strings.ToLower(text)
	for k := range d.venues {
		if holdsWords(low, k) {
			return true
		}
	}
	return false
}

// Containing returns the names of the venues whose name holds the text
// as words ("Bangkok Garden" and "Bangkok Elephant" of "Bangkok").
func (d *Directory) Containing(text string) []string {
	if d == nil {
		return nil
	}
	low := strings.ToLower(text)
	var out []string
	for k, v := range d.venues {
		if k != low && holdsWords(k, low) {
			out = append(out, v.Name)
		}
	}
	sort.Strings(out)
	return out
}

// holdsWords reports whether s holds sub as words somewhere: no letter or
// digit joins it on either side.
func holdsWords(s, sub string) bool {
	for i := 0; sub != ""; {
		j := strings.Index(s[i:], sub)
		if j < 0 {
			return false
		}
		if wordAt(s, i+j, i+j+len(sub)) {
			return true
		}
		i += j + 1
	}
	return false
}

// wordAt reports whether s[i:j] stands as words: no letter or digit joins
// it on either side.
func wordAt(s string, i, j int) bool {
	edge := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	if i > 0 {
		if r, _ := utf8.DecodeLastRuneInString(s[:i]); edge(r) {
			return false
		}
	}
	if j < len(s) {
		if r, _ := utf8.DecodeRuneInString(s[j:]); edge(r) {
			return false
		}
	}
	return true
}

// Of returns the venues whose cuisine, dish or sport is the concept,
// by name.
func (d *Directory) Of(concept string) []string {
	var out []string
	for _, v := range d.venues {
		if v.Cuisine == concept || v.Dish == concept || v.Sport == concept {
			out = append(out, v.Name)
		}
	}
	sort.Strings(out)
	return out
}

// possessive matches "Magnus's place", "parents' home", "mum's".
var possessive = lazyre.New(`(?i)\p{L}(?:'s|s'|’s|s’)(?:\s|$)`)

// home reports whether a location names someone's home rather than a
// venue: "home", "Magnus's place", "parents' home".
func home(lx *lexicon.Lexicon, name string) bool {
	if possessive().MatchString(name) {
		return true
	}
	if c, ok := lx.Concept("home"); ok {
		for _, s := range lexicon.Scores(lx.Find(lexicon.Tokens(name))) {
			if s.Concept == c && s.Weight >= lexicon.Strong {
				return true
			}
		}
	}
	return false
}

// CollectVersion names how Collect learns a directory: change it when
// Collect would learn another from the same events, so that directories
// kept on disk (index.Library.Memo) are learnt again.
const CollectVersion = "places-8"

// Sources are the sources Collect reads: the calendar's locations name
// the venues, and textSources say what was eaten or played there.
var Sources = append([]string{ingest.Calendar}, textSources...)

// textSources are the sources whose texts name venues.
var textSources = []string{ingest.SocialMedia, ingest.Mail, ingest.Note, ingest.Chat}

// MarshalBinary writes the directory, to be kept across processes.
func (d *Directory) MarshalBinary() ([]byte, error) {
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(d.venues); err != nil {
		return nil, fmt.Errorf("writing the venues directory: %w", err)
	}
	return b.Bytes(), nil
}

// UnmarshalBinary reads what MarshalBinary wrote.
func (d *Directory) UnmarshalBinary(data []byte) error {
	venues := map[string]*Venue{}
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&venues); err != nil {
		return fmt.Errorf("reading the venues directory: %w", err)
	}
	d.venues = venues
	return nil
}

// CountryOfCity returns the country of a city named alone ("Lisbon" →
// "Portugal"), as a dictionary places it, or "".
func CountryOfCity(city string) string { return country.OfCity(city) }

// VenueKind reports whether concepts of a kind are what venues are known
// for: what is eaten there (a dish, a cuisine) or played (a sport).
func VenueKind(kind string) bool { return kind == "dish" || kind == "cuisine" || kind == "sport" }
