package fold

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Capitalised reports whether s begins with an upper-case letter, as a
// name written in a sentence does ("Anna", "Élodie"; not "anna", "2019").
func Capitalised(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// HasLetter reports whether s has a letter: a word, not an emoji, a
// number or a symbol alone ("✨", "2019", "–").
func HasLetter(s string) bool { return strings.IndexFunc(s, unicode.IsLetter) >= 0 }

// Titled is s with the first letter of each word in upper case, the rest
// as they are ("new york" → "New York").
func Titled(s string) string {
	words := strings.Fields(s)
	for i, w := range words {
		r, n := utf8.DecodeRuneInString(w)
		words[i] = string(unicode.ToUpper(r)) + w[n:]
	}
	return strings.Join(words, " ")
}

// CutPrefix is strings.CutPrefix in any case ("Chaostreff - CCCP" of
// "chaostreff"): s without prefix and true when s starts with it.
func CutPrefix(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

// TrimPossessive is w without an English possessive "'s", written with
// either apostrophe: "Becky's" and "Mum’s" are Becky and Mum, whose
// name a reader looks up.
func TrimPossessive(w string) string {
	return strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
}

// Possessive reports whether w ends in an English possessive "'s",
// written with either apostrophe ("Becky's", "Mum’s"): the word
// TrimPossessive trims. A plural's "parents'" is not one.
func Possessive(w string) bool {
	return strings.HasSuffix(w, "'s") || strings.HasSuffix(w, "’s")
}

// NotName reports whether low, a word in lower case, is one that is
// written capitalised without naming a person or a place: a word that
// starts sentences ("I", "The", "My"), a day ("Today", "Monday"), a month
// ("May") or an everyday place ("Home", "Work"). Readers of names add the
// words of their own texts (a journal's "Lunch", "Dr") to these.
func NotName(low string) bool { return notNames[low] }

var notNames = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("i the a an my our we it this that today tonight yesterday tomorrow home work school") {
		m[w] = true
	}
	for d := time.Sunday; d <= time.Saturday; d++ {
		m[strings.ToLower(d.String())] = true
	}
	for mo := time.January; mo <= time.December; mo++ {
		m[strings.ToLower(mo.String())] = true
	}
	return m
}()

// NameConnector reports whether low, a word in lower case, may sit inside
// a name between its capitalised words ("Trattoria da Luigi", "Bank of
// England", "Café am Markt", "Café des Épices").
func NameConnector(low string) bool { return connectors[low] }

var connectors = map[string]bool{"da": true, "de": true, "del": true, "della": true, "di": true, "la": true, "le": true,
	"les": true, "el": true, "von": true, "van": true, "der": true, "of": true, "the": true, "am": true, "im": true,
	// the contracted and plural particles ("Café des Épices", "Chez du
	// Port", "Osteria dei Mille", "Casa dos Arcos", "Tasca do Chico",
	// "Trattoria al Forno")
	"des": true, "du": true, "dei": true, "degli": true, "delle": true, "dello": true, "dos": true, "do": true, "das": true,
	"al": true, "alla": true}

// WordRune reports whether r is part of a word: a letter, a digit or a
// mark a letter carries (any script).
func WordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}
