// Package yesno knows the words a yes or a no is written in: a typed
// field's value (a CSV column, a note's front matter, an attribute asked
// as true or false) and a value written in free text ("done: yes").
package yesno

import "strings"

// word is what a word says, and whether it says it in free text too:
// there "y" is a letter, "1" a number and "on" or "off" a word of a
// sentence, so only the words that say nothing else are a yes or a no.
type word struct{ yes, prose bool }

// words are YAML 1.1's (the front matter notes are written in) and 1 and
// 0, lower case.
var words = map[string]word{
	"true": {true, true}, "yes": {true, true}, "y": {true, false}, "on": {true, false}, "1": {true, false},
	"false": {false, true}, "no": {false, true}, "n": {false, false}, "off": {false, false}, "0": {false, false},
}

func read(s string, prose bool) (value, ok bool) {
	w, ok := words[strings.ToLower(strings.TrimSpace(s))]
	if !ok || prose && !w.prose {
		return false, false
	}
	return w.yes, true
}

// Field reads the value of a typed field, in any case: true, yes, y, on,
// 1 or false, no, n, off, 0. ok is false for any other.
func Field(s string) (value, ok bool) { return read(s, false) }

// Prose reads a yes or no written in free text, in any case: true or yes,
// false or no. ok is false for any other.
func Prose(s string) (value, ok bool) { return read(s, true) }
