// Package weather knows the words of the weather's conditions: the nouns
// a dictionary gives for them (rain, snow, sun…) and the adjectives and
// verbs made of them ("rainy", "sunny", "raining", "snowed"). A journal's
// "Rain all day" is read with them at import and a question's "on rainy
// days" with them when it is asked, so both must read the same words or a
// day written one way is not found when asked the other.
package weather

import (
	"slices"
	"strings"
)

// Nouns are the words of the weather's conditions a dictionary gives.
var Nouns = []string{"rain", "snow", "sun", "sunshine", "cloud", "wind", "storm", "thunder", "fog", "mist", "drizzle", "hail", "sleet", "shower", "downpour", "blizzard", "frost"}

// Stem is the weather noun a word is a form of ("rainy", "raining",
// "rained": rain; "sunny": sun; "foggy": fog; "drizzly": drizzle), or "".
func Stem(w string) string {
	if slices.Contains(Nouns, w) {
		return w
	}
	for _, suf := range []string{"ing", "ed", "y", "s"} {
		s, ok := strings.CutSuffix(w, suf)
		if !ok || len(s) < 2 {
			continue
		}
		cands := []string{s, s + "e"}
		if n := len(s); s[n-1] == s[n-2] {
			cands = append(cands, s[:n-1]) // sunny, foggy
		}
		for _, c := range cands {
			if slices.Contains(Nouns, c) {
				return c
			}
		}
	}
	return ""
}

// verbs are the weather nouns whose verb says the weather ("it rained",
// "snowing"); the others' verbs say something else ("winding down", "the
// boss stormed out", "hailed a cab").
var verbs = []string{"rain", "snow", "drizzle", "sleet", "pour"}

// Told returns the weather noun a word of running text says the weather
// with ("rain", "sunny", "raining": rain, sun, rain), or "": the nouns and
// their adjectives, and the verbs of falling weather only. A shower is
// had, not the weather, unless a question asks it.
func Told(w string) string {
	w = strings.ToLower(w)
	s := Stem(w)
	if s == "" || s == "shower" {
		return ""
	}
	if w == s || w == s+"y" || strings.HasSuffix(w, "y") || w == s+"s" && s != "sun" {
		return s
	}
	if slices.Contains(verbs, s) {
		return s
	}
	return ""
}
