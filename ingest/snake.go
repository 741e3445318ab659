package ingest

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// snakeFolds spells letters that lose nothing but have no ASCII
// decomposition.
var snakeFolds = map[rune]string{
	'ß': "ss", 'æ': "ae", 'Æ': "Ae", 'ø': "o", 'Ø': "O", 'œ': "oe", 'Œ': "Oe",
	'ł': "l", 'Ł': "L", 'đ': "d", 'Đ': "D", 'þ': "th", 'Þ': "Th", 'ð': "d", 'Ð': "D",
}

// SnakeCase turns a name as an export writes it ("startTime", "Duration
// (s)", "HTTPStatus", "userID", "E-Bike Ride", "MOUNTAIN_BIKING", "Größe")
// into snake_case ("start_time", "duration_s", "http_status", "user_id",
// "e_bike_ride", "mountain_biking", "grosse"). Every field key and name an
// importer derives from the export's goes through it, so one name is one
// key whichever format spelt it.
//
// Words: a capital after a lower-case letter or digit starts one
// ("startTime", "lap2Time"); a run of capitals is one word, an acronym,
// except its last capital when a lower-case letter follows, which starts
// the next word ("HTTPServer" is http_server, "EBike" e_bike); anything
// that is not an ASCII letter or digit separates words. Accents are
// dropped, and letters without an ASCII form are separators. The result
// may be "" or start with a digit: a caller that needs a key adds its own
// prefix.
func SnakeCase(s string) string {
	// Most keys already are snake_case.
	if IsSnakeCase(s) {
		return s
	}
	var ascii []rune
	for _, r := range norm.NFD.String(s) {
		switch {
		case r < 0x80:
			ascii = append(ascii, r)
		case unicode.Is(unicode.Mn, r):
			// A combining mark: the accent of the letter before it.
		case snakeFolds[r] != "":
			ascii = append(ascii, []rune(snakeFolds[r])...)
		default:
			ascii = append(ascii, ' ')
		}
	}
	var b strings.Builder
	word := false // inside a word: the next separator writes "_"
	pending := false
	for i, r := range ascii {
		if !isLowerASCII(r) && !isUpperASCII(r) && !isDigitASCII(r) {
			if word {
				pending = true
			}
			word = false
			continue
		}
		if word && isUpperASCII(r) {
			prev := ascii[i-1]
			nextLower := i+1 < len(ascii) && isLowerASCII(ascii[i+1])
			if isLowerASCII(prev) || isDigitASCII(prev) || (isUpperASCII(prev) && nextLower) {
				pending = true
			}
		}
		if pending && b.Len() > 0 {
			b.WriteByte('_')
		}
		pending = false
		word = true
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// IsSnakeCase reports whether s matches ^[a-z][a-z0-9]*(_[a-z0-9]+)*$, the
// form of a field key.
func IsSnakeCase(s string) bool {
	if s == "" || !isLowerASCII(rune(s[0])) {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := rune(s[i])
		switch {
		case isLowerASCII(c) || isDigitASCII(c):
		case c == '_':
			if i == len(s)-1 || s[i+1] == '_' {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func isLowerASCII(r rune) bool { return r >= 'a' && r <= 'z' }
func isUpperASCII(r rune) bool { return r >= 'A' && r <= 'Z' }
func isDigitASCII(r rune) bool { return r >= '0' && r <= '9' }
