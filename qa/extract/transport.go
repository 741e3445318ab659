package extract

import (
	"strings"

	"reqap/internal/lazyre"
	"reqap/qa/retrieve/lexicon"
)

// travelVerbs are the verbs whose dictionary sense is travelling by one
// means, with that means: to fly is to travel in an aircraft, to land to
// come down from the air, to drive to travel in a car, to sail to travel
// by boat. A verb that is a conveyance's own noun ("biked", "cycled",
// "bussed") says its means by itself (Lexicon.Conveyance).
var travelVerbs = map[string]string{"fly": "plane", "land": "plane", "drive": "car", "sail": "boat"}

// journeyNouns are the nouns of a journey by one means that are no
// conveyance themselves: a flight is a journey by plane.
var journeyNouns = map[string]string{"flight": "plane"}

// travelWordRE: a word and what follows it, where what follows says it
// was travelled by: group 1 the word after "by", "took the", "caught a",
// "on the" ("by train", "took the bus", "on the ferry"); group 2 a word
// said before "to", "into", "back", "home" or "from" ("Train to Prague",
// "flew to Lisbon", "drove home"); group 3 one said before "in" or "at"
// and a name ("landed in Copenhagen").
var travelWordRE = lazyre.New(`(?i)\b(?:by|(?:took|take|takes|taking|caught|catch|catches|catching|on|boarded|board)\s+(?:the|a|an|my|our))\s+(\p{L}+)\b|\b(\p{L}+)\s+(?:to|into|back|home|from)\b|\b(\p{L}+)\s+(?:in|at)\s+\p{Lu}`)

// Transport returns the means of travel a text says ("Train to Prague at
// 9:40" gives "train", "Flew to Lisbon" and "landed in Copenhagen"
// "plane", "by bus" "bus"), or "" where it says none: a journal tells how
// one went in what it says of the going, where no field records it.
func Transport(lx *lexicon.Lexicon, text string) string {
	for _, m := range travelWordRE().FindAllStringSubmatch(text, -1) {
		word, verbOnly := strings.ToLower(m[1]+m[2]), false
		if m[3] != "" {
			// "in"/"at" a place follows a verb of arriving, not a
			// vehicle ("the bus in Lisbon" says no going)
			word, verbOnly = strings.ToLower(m[3]), true
		}
		if means := meansOf(lx, word, verbOnly, m[1] != ""); means != "" {
			return means
		}
	}
	return ""
}

// meansOf is the means of travel one word says, or "": a conveyance's
// noun, a journey's, or a verb of travelling by one means, in any of its
// forms. verbOnly keeps the verbs; afterNoun is a word said after "by",
// "took the", where a noun only is read.
func meansOf(lx *lexicon.Lexicon, word string, verbOnly, afterNoun bool) string {
	if !verbOnly {
		noun := strings.TrimSuffix(word, "s")
		if lx.Conveyance(word) {
			return word
		}
		if means, ok := journeyNouns[noun]; ok {
			return means
		}
		if noun != word && lx.Conveyance(noun) {
			return noun
		}
		if afterNoun {
			return ""
		}
	}
	for _, base := range lx.Lemmas(word) {
		if means, ok := travelVerbs[base]; ok && (!verbOnly || base == "land") {
			return means
		}
		if !verbOnly && base != word && lx.Conveyance(base) {
			// "biked to work", "cycled home": the verb of the noun
			return base
		}
	}
	return ""
}
