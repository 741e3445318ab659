package timex

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

type tokKind uint8

const (
	tWord  tokKind = iota + 1 // letters, with inner apostrophes
	tNum                      // digits
	tPunct                    // any other single character
)

// token is a word, a number or a punctuation mark of the question.
type token struct {
	kind       tokKind
	start, end int    // byte offsets into the input
	key        string // lower case, apostrophes dropped (words); the digits or the mark
	num        int    // tNum: the value (-1 if too long)
	digits     int    // tNum: how many digits
	space      bool   // whitespace before it
	upper      bool   // written with a capital first letter
	quoted     bool   // inside quotation marks: a title, never a time
	first      bool   // first word of a sentence (its capital says nothing)
}

// tokenize splits s into tokens. Typographic dashes and quotes are folded
// so that "Dec 24–26" and "New Year’s" read as typed on a keyboard.
func tokenize(s string) []token {
	var toks []token
	space := true
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsSpace(r):
			space = true
			i += n
			continue
		case unicode.IsLetter(r):
			j := i + n
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if unicode.IsLetter(r2) || unicode.IsMark(r2) {
					j += n2
					continue
				}
				if isApostrophe(r2) && j+n2 < len(s) {
					r3, _ := utf8.DecodeRuneInString(s[j+n2:])
					if unicode.IsLetter(r3) {
						j += n2
						continue
					}
				}
				break
			}
			w := s[i:j]
			key := strings.ToLower(strings.Map(func(r rune) rune {
				if isApostrophe(r) {
					return -1
				}
				return r
			}, w))
			toks = append(toks, token{kind: tWord, start: i, end: j, key: key, space: space, upper: unicode.IsUpper(r)})
			i = j
		case r >= '0' && r <= '9':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			t := token{kind: tNum, start: i, end: j, key: s[i:j], space: space, digits: j - i, num: -1}
			if t.digits <= 6 {
				t.num, _ = strconv.Atoi(s[i:j])
			}
			toks = append(toks, t)
			i = j
		default:
			key := string(r)
			switch {
			case r == '–' || r == '—' || r == '‒' || r == '−':
				key = "-"
			case isApostrophe(r):
				key = "'"
			case r == '“' || r == '”' || r == '„':
				key = `"`
			}
			toks = append(toks, token{kind: tPunct, start: i, end: i + n, key: key, space: space})
			i += n
		}
		space = false
	}
	markQuotes(toks)
	markSentences(toks)
	widenShortYears(toks)
	return mergeMeridiem(toks)
}

// widenShortYears reads the second year of "2019-20" and "2023/24" as the
// year after the first (2020, 2024), as it is written in full in
// "2019-2020". Two digits that could be a month ("2011-12": December 2011)
// stay a month.
func widenShortYears(toks []token) {
	for i := 0; i+2 < len(toks); i++ {
		t, sep, n := toks[i], toks[i+1], &toks[i+2]
		if t.kind != tNum || t.digits != 4 || t.num < minYear || t.num >= maxYear || sep.key != "-" && sep.key != "/" || sep.space || n.space || n.kind != tNum || n.digits != 2 || n.num != (t.num+1)%100 || n.num <= 12 {
			continue
		}
		if i+3 < len(toks) && !toks[i+3].space && (toks[i+3].kind == tNum || toks[i+3].key == sep.key) {
			continue // 2019-20-05: a date
		}
		n.num, n.digits = t.num+1, 4
	}
}

func isApostrophe(r rune) bool { return r == '\'' || r == '’' || r == '‘' || r == '`' || r == '´' }

// markQuotes flags tokens between a pair of quotation marks ("A beautiful
// morning", 'New Event'): titles, never times. A single quote counts only
// where it opens (after a space) and closes (before a space or mark), so
// apostrophes in "'69" or "the '90s" are not quotes.
func markQuotes(toks []token) {
	open := -1
	var mark string
	for i, t := range toks {
		if t.kind != tPunct || (t.key != `"` && t.key != "'") {
			continue
		}
		if open < 0 {
			if t.space || i == 0 {
				if t.key == "'" && i+1 < len(toks) && toks[i+1].kind == tNum {
					continue // '69, '90s
				}
				open, mark = i, t.key
			}
			continue
		}
		if t.key != mark || (t.key == "'" && i+1 < len(toks) && !toks[i+1].space && toks[i+1].kind != tPunct) {
			continue
		}
		for j := open; j <= i; j++ {
			toks[j].quoted = true
		}
		open = -1
	}
}

// markSentences flags the first word of each sentence (and of a quoted
// part or parenthesis), whose capital letter is not a cue for a name.
func markSentences(toks []token) {
	start := true
	for i := range toks {
		t := &toks[i]
		if t.kind == tPunct {
			switch t.key {
			case ".", "?", "!", ":", ";", "(", `"`:
				start = true
			}
			continue
		}
		if start {
			t.first = true
		}
		start = false
	}
}

// mergeMeridiem reads "p.m." and "a.m." as the words "pm" and "am".
func mergeMeridiem(toks []token) []token {
	out := toks[:0]
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tWord && (t.key == "a" || t.key == "p") && i+2 < len(toks) &&
			toks[i+1].key == "." && !toks[i+1].space && toks[i+2].key == "m" && !toks[i+2].space && i > 0 &&
			(toks[i-1].kind == tNum || toks[i-1].key == "noon") {
			t.key += "m"
			t.end = toks[i+2].end
			if i+3 < len(toks) && toks[i+3].key == "." && !toks[i+3].space {
				t.end = toks[i+3].end
				i++
			}
			i += 2
		}
		out = append(out, t)
	}
	return out
}
