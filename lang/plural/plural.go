// Package plural writes counts of things the way people read them:
// "1 event", "45,210 events", "2 entries". Every message of the app that
// counts something goes through it, so none says "1 events".
package plural

import (
	"strconv"
	"strings"

	"reqap/lang/spell"
)

// Thousands writes n with thousands separators: 45,210.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	if neg {
		b.WriteByte('-')
	}
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Noun writes n and the noun one, in the plural unless n is 1: "1 event",
// "45,210 events", "2 entries", "3 matches". The last word of one is the
// one made plural ("2 damaged records").
func Noun(n int, one string) string {
	return Nouns(n, one, Of(one))
}

// Nouns is Noun with the plural given: for irregular nouns and phrases
// ("1 record was", "2 records were").
func Nouns(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return Thousands(n) + " " + many
}

// Of returns the regular English plural of a noun: -s, -es after a
// sibilant, -ies after a consonant and y.
func Of(one string) string {
	switch {
	case one == "":
		return one
	case strings.HasSuffix(one, "s"), strings.HasSuffix(one, "x"), strings.HasSuffix(one, "z"),
		strings.HasSuffix(one, "ch"), strings.HasSuffix(one, "sh"):
		return one + "es"
	case strings.HasSuffix(one, "y") && len(one) > 1 && !strings.ContainsRune("aeiou", rune(one[len(one)-2])):
		return one[:len(one)-1] + "ies"
	}
	return one + "s"
}

// One returns the singular of a regular English plural, the inverse of
// Of (and of -ie nouns' -s: "movies", "movie"); a word that cannot be
// one (too short, no -s, "-ss": "media", "address") is returned as it
// is, with ok false.
func One(many string) (one string, ok bool) {
	switch {
	case len(many) <= 3 || !strings.HasSuffix(many, "s") || strings.HasSuffix(many, "ss"):
		return many, false
	case strings.HasSuffix(many, "ies"):
		// "movies", "cookies", "calories": nouns in -ie, which English
		// also ends in -ies, are told by the dictionary
		if ie := many[:len(many)-1]; spell.Listed(ie) {
			return ie, true
		}
		return many[:len(many)-3] + "y", true
	case strings.HasSuffix(many, "ches"), strings.HasSuffix(many, "shes"), strings.HasSuffix(many, "xes"), strings.HasSuffix(many, "sses"):
		// "headaches", "niches", "caches": nouns in -che, which English
		// also ends in -ches, are told by the dictionary ("churches"
		// has no "churche")
		if e := many[:len(many)-1]; !spell.Listed(many[:len(many)-2]) && spell.Listed(e) {
			return e, true
		}
		return many[:len(many)-2], true
	}
	return many[:len(many)-1], true
}

// irregular are plurals not made with -s that people say of the people
// they know ("my children", "my in-laws' people").
var irregular = map[string]bool{"children": true, "grandchildren": true, "people": true, "men": true, "women": true}

// Be is the form of "be" that agrees with a noun: "are" of a plural ("my
// sisters", "Lena's parents", "your children"), else "is".
func Be(noun string) string {
	noun = strings.ToLower(noun)
	if _, many := One(noun); many || irregular[noun] {
		return "are"
	}
	return "is"
}
