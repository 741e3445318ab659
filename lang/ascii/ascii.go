// Package ascii classifies the ASCII characters of text that may hold any:
// the figures of a year, a clock time or a count.
package ascii

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return '0' <= c && c <= '9' }

// IsWord reports whether c is a byte \w matches (an ASCII letter, digit
// or '_'): \b is between one and a byte that is not.
func IsWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || IsDigit(c) || c == '_'
}

// IsDigits reports whether s is one or more ASCII digits (no sign, no
// space, no other script's digits).
func IsDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !IsDigit(s[i]) {
			return false
		}
	}
	return true
}

// HasDigits reports whether s holds n ASCII digits in a row: a cheap test
// before reading a year or a clock time ("1930") out of a line, most of
// which have none.
func HasDigits(s string, n int) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if !IsDigit(s[i]) {
			run = 0
		} else if run++; run == n {
			return true
		}
	}
	return false
}

// Only reports whether s holds ASCII characters only: it is then the same
// text in UTF-8, Latin-1 and every charset that extends ASCII.
func Only[S ~string | ~[]byte](s S) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
