package main

import (
	"bytes"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
)

// WordNet's synsets that the gazetteer starts from: "country" as the
// territory of a nation (its instances are the countries, Scotland too),
// and "city", "town" and "capital" as a seat of government (their
// instances, national capitals and ports among them, are the places
// people travel to).
const (
	countryKey  = "n08544813"
	cityKey     = "n08524735"
	townKey     = "n08665504"
	capitalKey  = "n08518505"
	nationalKey = "n08691669" // national capital
)

// maxHolonyms bounds the walk from a city to its country through the
// wholes it is part of (Kyoto, part of Honshu, part of Japan).
const maxHolonyms = 4

// buildCities reads WordNet's places: for each city or town, the country
// its part holonyms lead to, as lines "city<TAB>country". A name of
// several cities is the national capital's (Paris is France's), or
// none.
func buildCities(dir string) ([]byte, error) {
	all := map[string]*synset{}
	if err := readData(filepath.Join(dir, "data.noun"), 'n', all); err != nil {
		return nil, err
	}
	if all[countryKey] == nil || all[cityKey] == nil || all[townKey] == nil || all[capitalKey] == nil || all[nationalKey] == nil {
		return nil, fmt.Errorf("WordNet in %s lacks the synsets of country, city and town (not WordNet 3.0?)", dir)
	}
	kinds := map[string]map[string]bool{} // synset → its hypernyms, memoised
	var above func(key string) map[string]bool
	above = func(key string) map[string]bool {
		if m, ok := kinds[key]; ok {
			return m
		}
		m := map[string]bool{}
		kinds[key] = m
		if s := all[key]; s != nil {
			for _, p := range s.ptrs {
				if p.sym == "@" || p.sym == "@i" {
					m[p.key] = true
					for k := range above(p.key) {
						m[k] = true
					}
				}
			}
		}
		return m
	}
	instanceOf := func(s *synset, kind string) bool {
		for _, p := range s.ptrs {
			if p.sym == "@i" && (p.key == kind || above(p.key)[kind]) {
				return true
			}
		}
		return false
	}
	countryOf := func(s *synset) *synset {
		seen := map[string]bool{}
		level := []*synset{s}
		for range maxHolonyms {
			var next []*synset
			for _, x := range level {
				for _, p := range x.ptrs {
					if p.sym != "#p" || seen[p.key] || all[p.key] == nil {
						continue
					}
					seen[p.key] = true
					h := all[p.key]
					if instanceOf(h, countryKey) {
						return h
					}
					next = append(next, h)
				}
			}
			level = next
		}
		return nil
	}
	senses, err := nounSenses(filepath.Join(dir, "index.noun"))
	if err != nil {
		return nil, err
	}
	// A name's cities in every sense; of several countries, the one
	// whose city is a national capital (Paris, not the town in Texas),
	// else all of them, joined by "|": Valencia is in Spain and in
	// Venezuela, and only what else a library locates says which is
	// meant.
	type place struct {
		country string
		capital bool
	}
	cands := map[string][]place{}
	for _, ws := range senses {
		for _, key := range ws.keys {
			s := all[key]
			if s == nil || !(instanceOf(s, cityKey) || instanceOf(s, townKey) || instanceOf(s, capitalKey)) || instanceOf(s, countryKey) {
				continue
			}
			c := countryOf(s)
			name := placeName(s, ws.lemma)
			if c == nil || name == "" {
				continue
			}
			p := place{placeName(c, ""), instanceOf(s, nationalKey)}
			if !slices.Contains(cands[name], p) {
				cands[name] = append(cands[name], p)
			}
		}
	}
	lines := map[string]string{}
	for name, ps := range cands {
		countries := map[string]bool{}
		for _, p := range ps {
			countries[p.country] = true
		}
		switch capitals := slices.DeleteFunc(slices.Clone(ps), func(p place) bool { return !p.capital }); {
		case len(countries) == 1:
			lines[name] = ps[0].country
		case len(capitals) == 1:
			lines[name] = capitals[0].country
		default:
			lines[name] = strings.Join(slices.Sorted(maps.Keys(countries)), "|")
		}
	}
	var b bytes.Buffer
	b.WriteString("# city\tcountry (countries of a name of several, joined by |), from WordNet 3.0 (instances of city and town, and the country their part holonyms lead to); made by internal/cmd/wordlists\n")
	for _, k := range slices.Sorted(maps.Keys(lines)) {
		fmt.Fprintf(&b, "%s\t%s\n", k, lines[k])
	}
	return b.Bytes(), nil
}

// placeName is the lemma of s written as a name ("Czech_Republic" →
// "Czech Republic"); for want a lower-case index lemma, the synset's
// word spelt so ("kyoto" → "Kyoto"), else its first word. Epithets
// ("capital of Thailand") are no names.
func placeName(s *synset, want string) string {
	for _, w := range s.words {
		if want != "" && !strings.EqualFold(w, want) {
			continue
		}
		name := strings.ReplaceAll(w, "_", " ")
		if strings.Contains(strings.ToLower(name), "capital") || name == strings.ToLower(name) {
			return ""
		}
		return name
	}
	return ""
}

type nounSense struct {
	lemma string
	keys  []string // its synsets, commonest sense first
}

// nounSenses reads index.noun: each lemma with its synsets in order.
func nounSenses(path string) ([]nounSense, error) {
	var out []nounSense
	err := indexLines(path, func(_ int, lemma string, offsets []string) error {
		ns := nounSense{lemma: lemma}
		for _, off := range offsets {
			ns.keys = append(ns.keys, "n"+off)
		}
		out = append(out, ns)
		return nil
	})
	return out, err
}
