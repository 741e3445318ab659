package fold

import (
	"unicode"
	"unicode/utf8"
)

// Capitalised reports whether s begins with an upper-case letter, as a
// name written in a sentence does ("Anna", "Élodie"; not "anna", "2019").
func Capitalised(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// NotName reports whether low, a word in lower case, is one that is
// written capitalised without naming a person or a place: a word that
// starts sentences ("I", "The", "My"), a day ("Today", "Monday"), a month
// ("May") or an everyday place ("Home", "Work"). Readers of names add the
// words of their own texts (a journal's "Lunch", "Dr") to these.
func NotName(low string) bool { return notNames[low] }

var notNames = map[string]bool{"i": true, "the": true, "a": true, "an": true, "my": true, "our": true, "we": true, "it": true,
	"this": true, "that": true, "today": true, "tonight": true, "yesterday": true, "tomorrow": true,
	"home": true, "work": true, "school": true,
	"monday": true, "tuesday": true, "wednesday": true, "thursday": true, "friday": true, "saturday": true, "sunday": true,
	"january": true, "february": true, "march": true, "april": true, "may": true, "june": true, "july": true,
	"august": true, "september": true, "october": true, "november": true, "december": true}

// NameConnector reports whether low, a word in lower case, may sit inside
// a name between its capitalised words ("Trattoria da Luigi", "Bank of
// England", "Café am Markt").
func NameConnector(low string) bool { return connectors[low] }

var connectors = map[string]bool{"da": true, "de": true, "del": true, "della": true, "di": true, "la": true, "le": true,
	"les": true, "el": true, "von": true, "van": true, "der": true, "of": true, "the": true, "am": true, "im": true}
