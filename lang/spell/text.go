package spell

import (
	"strings"
	"unicode"

	"reqap/lang/fold"
)

// Fix is the correction of a word of a text.
type Fix struct {
	// Start and End delimit the word in the text; From is the word.
	Start, End int
	From       string
	Suggestion
}

// Text returns the corrections of the words of a question. Words in
// double quotes (a title) and capitalised words (names) stay, except the
// first word of a sentence, which may be corrected to a word the
// vocabulary writes in lower case ("Runing" → running, never a name);
// words in capitals (acronyms) stay.
func (s *Speller) Text(text string) []Fix {
	ft := fold.New(text)
	var out []Fix
	quoted := false
	last := 0
	first := true
	for _, w := range words(ft.Folded) {
		gap := ft.Folded[last:w[0]]
		last = w[1]
		if n := strings.Count(gap, "\""); n%2 == 1 {
			quoted = !quoted
		}
		if strings.ContainsAny(gap, ".!?") {
			first = true
		}
		start, end := ft.Span(w[0], w[1])
		orig := text[start:end]
		atStart := first
		first = false
		if quoted || isAllCaps(orig) {
			continue
		}
		var sg Suggestion
		var ok bool
		if atStart && isCapitalised(orig) {
			sg, ok = s.correct(orig, "", true)
		} else {
			sg, ok = s.correct(orig, "", false)
		}
		if ok {
			out = append(out, Fix{Start: start, End: end, From: orig, Suggestion: sg})
		}
	}
	return out
}

func isAllCaps(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n > 1
}
