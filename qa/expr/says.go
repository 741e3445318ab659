package expr

import (
	"strings"
	"unicode/utf8"

	"reqap/ingest/textfacts"
	"reqap/lang/fold"
	"reqap/lang/plural"
	"reqap/qa"
)

// says reports whether text says phrase as words: where the phrase
// starts a word and ends one, or ends before a plural or possessive
// ending ("Tom's", "buses", "parties" of "party"), so that a name or word
// is not found inside another ("Tom" is not in "tomorrow", "Oma" not in
// "tomato"). Letters of any script count as a word's, so "Café" does not
// end at "é". A phrase said in the plural is also said in the singular
// ("backflips": "a running backflip", "#backflip"). Both are compared as
// given (the caller lower-cases).
func says(text, phrase string) bool {
	if saysAsWritten(text, phrase) {
		return true
	}
	fs := strings.Fields(phrase)
	if len(fs) == 0 {
		return false
	}
	one, ok := plural.One(fs[len(fs)-1])
	if !ok {
		return false
	}
	fs[len(fs)-1] = one
	return saysAsWritten(text, strings.Join(fs, " "))
}

// saysAsWritten is says of the phrase as it is written.
func saysAsWritten(text, phrase string) bool {
	phrase = strings.Join(strings.Fields(phrase), " ")
	if phrase == "" {
		return false
	}
	if strings.Contains(phrase, " ") {
		text = strings.Join(strings.Fields(text), " ") // words apart by any space
	}
	if !strings.Contains(text, phrase) && !strings.HasSuffix(phrase, "y") {
		return false
	}
	stem := ""
	if strings.HasSuffix(phrase, "y") {
		stem = strings.TrimSuffix(phrase, "y") // party: parties
	}
	for i := 0; i < len(text); {
		j := strings.Index(text[i:], phrase)
		k := -1
		if stem != "" {
			k = strings.Index(text[i:], stem+"ies")
		}
		if j < 0 && k < 0 {
			return false
		}
		var at, end int
		if j >= 0 && (k < 0 || j <= k) {
			at, end = i+j, i+j+len(phrase)
			end = afterEnding(text, end)
		} else {
			at, end = i+k, i+k+len(stem)+3
		}
		if !wordRuneBefore(text, at) && !wordRuneAt(text, end) {
			return true
		}
		_, n := utf8.DecodeRuneInString(text[at:])
		i = at + n
	}
	return false
}

// afterEnding is where a word ending at end ends when a plural or
// possessive ending follows it and no other letter does.
func afterEnding(text string, end int) int {
	for _, e := range []string{"'s", "’s", "es", "s", "'", "’"} {
		if strings.HasPrefix(text[end:], e) && !wordRuneAt(text, end+len(e)) {
			return end + len(e)
		}
	}
	return end
}

func wordRuneBefore(text string, at int) bool {
	if at == 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(text[:at])
	return fold.WordRune(r)
}

func wordRuneAt(text string, at int) bool {
	if at >= len(text) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(text[at:])
	return fold.WordRune(r)
}

// sentencesSaying is the sentences and lines of a text that say any of
// the words: what a day's note wrote about a thing ("Need to call the
// landlord about the heating."), not the whole day.
func sentencesSaying(s *state, name string, x, y any) (any, error) {
	if x == nil {
		return []any{}, nil
	}
	t, ok := x.(string)
	if !ok {
		return nil, argErr(name, x, "text")
	}
	var words []string
	if l, ok := qa.ToList(y); ok {
		for _, e := range l {
			if w, ok := e.(string); ok && strings.TrimSpace(w) != "" {
				words = append(words, strings.ToLower(w))
			}
		}
	} else {
		w, err := textArg(name, y)
		if err != nil {
			return nil, err
		}
		words = []string{strings.ToLower(w)}
	}
	out := []any{}
	for _, sen := range textfacts.Sentences(t) {
		low := strings.ToLower(sen)
		for _, w := range words {
			if says(low, w) {
				out = append(out, sen)
				break
			}
		}
	}
	return out, s.checkText(len(t))
}
