package generic

import (
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// folds spells letters that lose nothing but have no ASCII decomposition.
var folds = map[rune]string{
	'ß': "ss", 'æ': "ae", 'Æ': "Ae", 'ø': "o", 'Ø': "O", 'œ': "oe", 'Œ': "Oe",
	'ł': "l", 'Ł': "L", 'đ': "d", 'Đ': "D", 'þ': "th", 'Þ': "Th", 'ð': "d", 'Ð': "D",
}

// snakeCase turns a key as people write it ("startTime", "Duration (s)",
// "HTTPStatus", "Größe") into the snake_case the event model requires
// ("start_time", "duration_s", "http_status", "grosse"). Accents are dropped,
// anything that is not an ASCII letter or digit separates words, and a key
// left empty becomes "field". A key starting with a digit is prefixed with
// "field_" because keys must start with a letter.
func snakeCase(key string) string {
	// Fast path: keys that already are snake_case, the common case.
	if isSnake(key) {
		return key
	}
	s := snakeWords(key)
	switch {
	case s == "":
		return "field"
	case isDigit(rune(s[0])):
		return "field_" + s
	}
	return s
}

// snakeWords is snakeCase without the rules for the first character: it may
// return "" or start with a digit, which is fine after a prefix ("splits_1").
func snakeWords(key string) string {
	var ascii []rune
	for _, r := range norm.NFD.String(key) {
		switch {
		case r < 0x80:
			ascii = append(ascii, r)
		case unicode.Is(unicode.Mn, r):
			// A combining mark: the accent of the letter before it.
		case folds[r] != "":
			ascii = append(ascii, []rune(folds[r])...)
		default:
			ascii = append(ascii, ' ')
		}
	}
	var b strings.Builder
	word := false // inside a word: the next separator writes "_"
	pending := false
	for i, r := range ascii {
		alnum := isLower(r) || isUpper(r) || isDigit(r)
		if !alnum {
			if word {
				pending = true
			}
			word = false
			continue
		}
		if word && isUpper(r) && i > 0 {
			prev := ascii[i-1]
			nextLower := i+1 < len(ascii) && isLower(ascii[i+1])
			// "startTime" and "HTTPStatus" split before the capital that
			// starts a new word.
			if isLower(prev) || isDigit(prev) || (isUpper(prev) && nextLower) {
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

func isLower(r rune) bool { return r >= 'a' && r <= 'z' }
func isUpper(r rune) bool { return r >= 'A' && r <= 'Z' }
func isDigit(r rune) bool { return r >= '0' && r <= '9' }

// isSnake reports whether s already matches ^[a-z][a-z0-9]*(_[a-z0-9]+)*$.
func isSnake(s string) bool {
	if s == "" || !isLower(rune(s[0])) {
		return false
	}
	for i := 1; i < len(s); i++ {
		c := rune(s[i])
		switch {
		case isLower(c) || isDigit(c):
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

// keySet hands out unique field keys within one event: a key that is taken
// gets "_2", "_3", ... so that two columns that snake_case alike ("startTime"
// and "start_time") both keep their values.
type keySet map[string]bool

func (ks keySet) unique(key string) string {
	if !ks[key] {
		ks[key] = true
		return key
	}
	for n := 2; ; n++ {
		k := key + "_" + strconv.Itoa(n)
		if !ks[k] {
			ks[k] = true
			return k
		}
	}
}
