package textfacts

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/lang/spell"
	"reqap/qa/retrieve/lexicon"
)

// Typos. People writing a journal fast swap or drop letters of ordinary
// words ("wiht", "wnet", "teh", "swiming", "coffe"); names they rarely
// misspell. A lower-case word the lexicons do not know and no dictionary
// of common English lists ("upper" is no "supper") is read as the
// lexicon word it is one swap of two neighbouring letters, one dropped
// letter, one letter doubled or (for words of six letters or more) one
// letter added, away from — if there is exactly one such word. Words of four
// letters or fewer are only read through swaps ("teh" → "the"): dropping
// a letter of a short word makes too many real words.

// grammarWords are the words whose misspelling changes what a sentence
// says of people and times.
var grammarWords = []string{"with", "went", "the", "and", "then", "after", "before", "yesterday", "today", "tonight",
	"morning", "evening", "afternoon", "breakfast", "lunch", "dinner"}

// typoIndex maps a misspelling to the word it stands for ("" when two
// words share it).
type typoIndex map[string]string

func (x *Extractor) buildTypos() {
	idx := typoIndex{}
	known := map[string]bool{}
	var words []string
	add := func(w string) {
		w = strings.ToLower(w)
		if strings.ContainsAny(w, " -'&") || utf8.RuneCountInString(w) < 3 || !isLetters(w) || known[w] {
			return
		}
		known[w] = true
		words = append(words, w)
	}
	for _, c := range x.lex.Concepts {
		for _, t := range c.Terms {
			if t.Weight >= lexicon.Related && !t.Included {
				add(t.Text)
			}
		}
	}
	for _, w := range grammarWords {
		add(w)
	}
	for _, f := range x.foodNames {
		add(f)
	}
	put := func(typo, w string) {
		if known[typo] {
			return
		}
		if old, ok := idx[typo]; ok && old != w {
			idx[typo] = ""
			return
		}
		idx[typo] = w
	}
	for _, w := range words {
		b := []byte(w)
		for i := 0; i+1 < len(b); i++ {
			if b[i] == b[i+1] {
				continue
			}
			b[i], b[i+1] = b[i+1], b[i]
			put(string(b), w)
			b[i], b[i+1] = b[i+1], b[i]
		}
		if len(w) >= 5 {
			for i := range len(w) {
				put(w[:i]+w[i+1:], w)
			}
		}
		// a key held too long: "runnning", "cofffee"
		if len(w) >= 4 {
			for i := range len(w) {
				put(w[:i+1]+w[i:], w)
			}
		}
	}
	x.typos = idx
	x.typoWords = known
}

// extraLetter returns the one word of the lexicons that low is with a
// letter added ("sandwhich" is sandwich), or "". Only words of six
// letters or more: a letter
// added to a shorter word makes too many other words. Looked up as it is
// read, not indexed: every letter at every place of every word would
// make the index ten times larger.
func (x *Extractor) extraLetter(low string) string {
	if len(low) < 7 {
		return ""
	}
	found := ""
	for i := range len(low) {
		w := low[:i] + low[i+1:]
		if !x.typoWords[w] || w == found {
			continue
		}
		if found != "" {
			return ""
		}
		found = w
	}
	return found
}

func isLetters(w string) bool {
	for _, r := range w {
		if r > unicode.MaxASCII || !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// fixTypos returns toks with misspelt ordinary words read as what they
// stand for (Raw keeps what was written; Key is the corrected word's), and
// s with the misspellings that keep its length ("wiht") corrected, so the
// patterns reading s find "with".
func (x *Extractor) fixTypos(s string, toks []lexicon.Token) (string, []lexicon.Token) {
	var out []lexicon.Token
	var b []byte
	for i, t := range toks {
		low := t.Raw
		if len(low) < 3 || !isLetters(low) || strings.ToLower(low) != low {
			continue
		}
		w, ok := x.typos[low]
		if !ok && len(low) >= 7 && !x.knownWord(t) && !spell.English(low) {
			// most long words are words: the lookup costs a string per
			// letter, so it waits until the dictionaries have said no
			w = x.extraLetter(low)
			ok = w != ""
		}
		if !ok || w == "" || x.knownWord(t) || spell.English(low) {
			continue
		}
		if out == nil {
			out = append([]lexicon.Token(nil), toks...)
		}
		out[i].Key = lexicon.WordKey(w)
		if len(w) == len(low) {
			if b == nil {
				b = []byte(s)
			}
			copy(b[t.Pos:], w)
			out[i].Raw = w
		}
	}
	if out == nil {
		return s, toks
	}
	if b != nil {
		s = string(b)
	}
	return s, out
}

// fixPhrase returns a phrase (lower case) with its misspelt words written
// as the words they stand for: a dish is stored under its name ("tuna
// sandwhich" is a tuna sandwich).
func (x *Extractor) fixPhrase(p string) string {
	toks := lexicon.Tokens(p)
	_, fixed := x.fixTypos(p, toks)
	if len(fixed) == 0 || &fixed[0] == &toks[0] {
		return p
	}
	var b strings.Builder
	at := 0
	for i, t := range toks {
		if fixed[i].Key == t.Key {
			continue
		}
		w := x.typos[t.Raw]
		if w == "" {
			w = x.extraLetter(t.Raw)
		}
		if w == "" {
			continue
		}
		b.WriteString(p[at:t.Pos])
		b.WriteString(w)
		at = t.Pos + len(t.Raw)
	}
	b.WriteString(p[at:])
	return b.String()
}

// knownWord reports whether a token is a word the lexicons know, which
// is never taken for a typo.
func (x *Extractor) knownWord(t lexicon.Token) bool {
	if x.lex.WordClass(t.Key) != lexicon.Content {
		return true
	}
	if len(x.lex.Find([]lexicon.Token{t})) > 0 {
		return true
	}
	_, food := x.foods[t.Key]
	_, mood := x.moods[t.Key]
	return food || mood
}
