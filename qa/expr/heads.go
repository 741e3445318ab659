package expr

import (
	"slices"
	"strings"
	"unicode"

	"reqap/lang/plural"
	"reqap/lang/thesaurus"
)

// heads reports whether text names phrase as the thing it is: the
// phrase's words (in the singular or the plural), not followed, in the
// same run of words, by another noun that the phrase only qualifies.
// "Organic Banana, 1 Each" and "Dole Bananas, 2 lb Bag" are bananas;
// "Banana Juice" is juice and "Banana Bread Pound Cake" is cake, as
// English puts the head of a compound last; what follows "for", to the end
// of the name, is what the thing is for ("Case for iPhone" is no iPhone,
// nor "Hub for Ultra Book, MacBook Air" a MacBook Air). A kit, a set or a
// pack of things is of those things ("Mirrorless Camera Kit" is a camera).
func heads(text, phrase string) bool {
	want := singulars(strings.Fields(strings.ToLower(phrase)))
	if len(want) == 0 {
		return false
	}
	// a run of words ends at punctuation ("Banana, 1 Each"), but for a
	// hyphen inside a word ("E-Reader, 6.8-inch"), which is of the word
	runs := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.IsSpace(r) && r != '\'' && r != '-'
	})
	for _, run := range runs {
		words := strings.Fields(strings.Trim(strings.ReplaceAll(run, " -", " "), "-"))
		one := singulars(words)
		for i := range words {
			if words[i] == "for" {
				// what the thing is for, to the end of the name: "Case
				// for iPhone", "Hub for Ultra Book, MacBook Air"
				return false
			}
			next := i + len(want)
			for next < len(one) && collectives[one[next]] {
				next++ // "Camera Kit": cameras, as a kit of them
			}
			if next <= len(one) && slices.Equal(one[i:i+len(want)], want) && (next == len(words) || !thesaurus.Noun(words[next])) {
				return true
			}
		}
	}
	return false
}

// collectives are the nouns of a number of things kept or sold together,
// which name them by the noun before ("Camera Kit", "Bike Light Set",
// "Battery Pack"): the things are of that noun, the kit no other thing.
var collectives = map[string]bool{"kit": true, "set": true, "pack": true, "bundle": true, "multipack": true}

// singulars returns each word in the singular ("bananas" → "banana").
func singulars(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i], _ = plural.One(w)
	}
	return out
}
