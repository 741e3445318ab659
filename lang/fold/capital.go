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
