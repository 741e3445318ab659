// Package address reads postal addresses as calendars, maps and shops
// write them on a line: the town and the country they name.
package address

import (
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/country"
)

// An address is read from its parts as a calendar or a map writes them,
// separated by commas, semicolons or lines: "Hauptstraße 1-5; 4041 Linz",
// "Roadstar 16\n12764 Happyville\nDenmark", "Da Gino, Lendplatz 24, 8016
// Graz", "1 Main St, Springfield, IL 62704, USA". The town is the part
// its postcode stands before (most of Europe) or after (Britain), the part
// before a state and ZIP code (America), else the last part after the
// first that holds no number and names no country; the country is the
// last part when that names one.

var (
	// postcodeTownRE: "4041 Linz", "D-80331 München", "CH-8001 Zürich",
	// "1016 GV Amsterdam" (the Dutch code's letters are no town's).
	postcodeTownRE = lazyre.New(`^(?:[A-Z]{1,2}-)?\d{4,5}(?:\s[A-Z]{2})?\s+(\p{L}[\p{L} .'’-]*)$`)
	// townPostcodeRE: "London SW1A 2AA", "Edinburgh EH1 1YZ".
	townPostcodeRE = lazyre.New(`^(\p{L}[\p{L} .'’-]*?)\s+[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$`)
	// stateZipRE: "IL 62704", "CA 94103-1234".
	stateZipRE = lazyre.New(`^[A-Z]{2}\s+\d{5}(?:-\d{4})?$`)
)

// countryAliases are the short names addresses end with that are no
// country's English name.
var countryAliases = map[string]string{"usa": "United States", "u.s.a.": "United States", "us": "United States", "u.s.": "United States", "uk": "United Kingdom", "u.k.": "United Kingdom"}

// addressParts splits an address into its trimmed, non-empty parts.
func addressParts(location string) []string {
	var out []string
	for _, p := range strings.FieldsFunc(location, func(r rune) bool { return r == ',' || r == ';' || r == '\n' || r == '\r' }) {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Country returns the country an address ends with ("Denmark"), or "".
func Country(location string) string {
	parts := addressParts(location)
	if len(parts) < 2 {
		return ""
	}
	return countryOf(parts[len(parts)-1])
}

func countryOf(part string) string {
	if c := country.Named(part); c != "" {
		return c
	}
	if c := countryAliases[strings.ToLower(part)]; c != "" {
		return c
	}
	return country.Name(part)
}

// townAfterCode is the town a part of an address names after a postcode
// of a shape no rule above reads ("1016 GV Amsterdam", "1000-001 Lisboa",
// "00-950 Warszawa", "111 21 Praha"): the words after its last digit,
// where a dictionary of places knows them as a city; else "" (a street
// and its number).
func townAfterCode(part string) string {
	i := strings.LastIndexAny(part, "0123456789")
	words := strings.Fields(part[i+1:])
	// the letters of a code after its digits ("GV") are no town's
	for len(words) > 1 && strings.ToUpper(words[0]) == words[0] && len(words[0]) <= 3 {
		words = words[1:]
	}
	town := strings.Join(words, " ")
	if town == "" || country.OfCity(town) == "" {
		return ""
	}
	return town
}

// Town returns the town of an address ("Linz" of "Hauptstraße 1-5; 4041
// Linz"), or "" when it names none (a venue's name alone).
func Town(location string) string {
	parts := addressParts(location)
	for i, p := range parts {
		if m := postcodeTownRE().FindStringSubmatch(p); m != nil {
			return strings.TrimSpace(m[1])
		}
		if m := townPostcodeRE().FindStringSubmatch(p); m != nil {
			return strings.TrimSpace(m[1])
		}
		if stateZipRE().MatchString(p) && i > 0 {
			return parts[i-1]
		}
	}
	for i := len(parts) - 1; i > 0; i-- {
		p := parts[i]
		if countryOf(p) != "" {
			continue
		}
		if strings.ContainsAny(p, "0123456789") {
			return townAfterCode(p)
		}
		return p
	}
	if len(parts) == 2 && countryOf(parts[1]) != "" && !strings.ContainsAny(parts[0], "0123456789") && countryOf(parts[0]) == "" {
		// "Kyoto, Japan": a place and its country alone, as calendars
		// write where a trip went, is a town (as the planner reads a
		// value written with its country after it)
		return parts[0]
	}
	return ""
}
