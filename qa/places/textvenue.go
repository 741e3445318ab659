package places

import (
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/country"
	"reqap/lang/fold"
	"reqap/lang/spell"
	"reqap/qa/retrieve/lexicon"
)

// venueInTownRE: a venue named with the town it is in, leading a text or
// a sentence, or after a colon ("Lokál in Prague – go there", "Lunch spot
// of dreams: Milkbar Tomasza, Kraków"): the venue in group 1, the town in
// 2, as an address writes them after "in" or a comma.
var venueInTownRE = lazyre.New(`(?m)(?:^|[:.!?]\s+)\s*(\p{Lu}[^.!?:;,\n–—-]{0,40}?)(?:\s+in\s+|,\s*)(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)`)

// IsTown reports whether a name is a town or a country, as the lexicons
// of countries know them.
func IsTown(s string) bool { return country.Named(s) != "" || CountryOfCity(s) != "" }

// TownedVenue returns the venue a text names with the town it is in
// ("Chinatown street stalls in Bangkok", "Milkbar Tomasza, Kraków"), when
// its first word (after "The") is a name, no word the lexicons know
// ("Dinner in Bangkok" names no venue), unless the words are an eatery's
// name led by what it serves ("Tapas El Rinconcillo in Seville") or a
// name of capitalised words one of which is no English word ("Brother
// Hubbard, Dublin"). The towns are
// d.IsTown's: the library's records know "Casa do Bacalhau, Madeira".
func TownedVenue(lx *lexicon.Lexicon, d *Directory, text string) (string, bool) {
	for _, m := range venueInTownRE().FindAllStringSubmatch(text, -1) {
		if !d.IsTown(m[2]) || d.IsTown(strings.TrimSpace(m[1])) {
			continue // "Budapest, Hungary" is a town in its country
		}
		first := lexicon.Tokens(m[1])
		if len(first) > 1 && first[0].Raw == "The" {
			first = first[1:] // "The Churchill Arms in London"
		}
		if len(first) == 0 || fold.NotName(strings.ToLower(first[0].Raw)) || (len(lx.Find(first[:1])) > 0 || lx.WordClass(first[0].Key) != 0) && !eateryNamed(lx, first) && !properName(first) {
			continue
		}
		if strings.Contains(m[1], " and ") || strings.ContainsAny(m[1], "&,") || len(first) == 1 && spell.English(strings.ToLower(first[0].Raw)) {
			// people ("Elif and Tom in Lisbon") or a word of the language
			// ("Sunset in Lisbon", "Ben in Paris"): no venue's name
			continue
		}
		return strings.TrimSpace(m[1]), true
	}
	return "", false
}

// properName reports whether capitalised words are a name though the
// first is a word of the language: another of them is no English word
// ("Brother Hubbard", "Café des Épices"), which "Sunny Days" or "Dinner
// Party" are not.
func properName(toks []lexicon.Token) bool {
	if len(toks) < 2 {
		return false
	}
	foreign := false
	for i, t := range toks {
		if i > 0 && fold.NameConnector(strings.ToLower(t.Raw)) {
			continue // "Café des Épices"
		}
		if !fold.Capitalised(t.Raw) {
			return false
		}
		if !spell.English(strings.ToLower(t.Raw)) {
			foreign = true
		}
	}
	return foreign
}

// eateryNamed reports whether words are an eatery's name led by a word of
// what it serves or of eating out, the rest all capitalised ("Bodega
// Santa Cruz", "Tapas El Rinconcillo", "Trattoria Roma"): no sentence
// ("Dinner in Bangkok", "Pizza with Tom").
func eateryNamed(lx *lexicon.Lexicon, toks []lexicon.Token) bool {
	if len(toks) < 2 {
		return false
	}
	for _, t := range toks[1:] {
		if !fold.Capitalised(t.Raw) && !fold.NameConnector(strings.ToLower(t.Raw)) {
			return false
		}
	}
	hits := lx.Find(toks[:1])
	if len(hits) == 0 {
		return false
	}
	for _, h := range hits {
		if h.Concept.Kind != "cuisine" && h.Concept.Kind != "dish" && h.Concept.Kind != "food" && h.Concept != lx.EatingOut() {
			return false
		}
	}
	return true
}

// TextVenue finds a venue (a restaurant, a café, a pub) a text names:
// after "at" or "in", but never a town or a country, which is where the
// venue is; or one it names with its town (TownedVenue). The towns are
// those the lexicons know and, when d is not nil, those the library's
// records locate.
func TextVenue(lx *lexicon.Lexicon, d *Directory, text string) (string, bool) {
	for _, n := range lexicon.NamesAfter(text, lexicon.Tokens(text), lexicon.PlaceWords, false, 5) {
		if !d.IsTown(n) {
			return n, true
		}
	}
	return TownedVenue(lx, d, text)
}
