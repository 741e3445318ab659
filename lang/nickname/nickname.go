// Package nickname says how the short names people are called by are
// made of their names. A journal's reader joins "Benni" and "Ben" into
// one person at import, and a question's "Benni" is read as the Ben the
// library knows: both must read a pet name the same way.
package nickname

import "strings"

// Diminutive reports whether long is short with a pet-name ending
// ("Benni" of "Ben", "Tommy" of "Tom", "Kathie" of "Kath"), in any case:
// short is then the name. A name cut short ("Len" of "Lena") is the
// nickname instead, which this does not say.
func Diminutive(short, long string) bool {
	short, long = strings.ToLower(short), strings.ToLower(long)
	end := strings.TrimPrefix(long, short)
	// a doubled consonant: "Ben" → "Benni", "Tom" → "Tommy"
	if len(end) > 1 && short != "" && end[0] == short[len(short)-1] {
		end = end[1:]
	}
	switch end {
	case "i", "ie", "y", "ey", "chen", "lein", "ko", "kin":
		return true
	}
	return false
}
