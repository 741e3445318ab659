package lexicon

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"reqap/lang/country"
	"reqap/lang/fold"
	"reqap/lang/stem"
)

// Token is one word (or emoji) of a text: Raw as written, Key normalized
// for comparison (lower case, accents removed, possessive 's dropped,
// English stem; an emoji's Key is its base character).
type Token struct {
	Raw string
	Key string
	// Pos is the byte offset of Raw in the text.
	Pos int
}

// Tokens splits s into words and emoji. Words are runs of letters, digits,
// marks and inner apostrophes; "&" is a token of its own ("fish & chips",
// "b&b"); everything else separates. Hyphens and dots separate too, so
// "kick-about" is "kick about" and "e-mail" is "e mail".
func Tokens(s string) []Token {
	return AppendTokens(make([]Token, 0, len(s)/5+1), s)
}

// AppendTokens appends the tokens of s to out (Tokens into a buffer that
// a loop over thousands of texts reuses).
func AppendTokens(out []Token, s string) []Token {
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case fold.WordRune(r):
			j := i + n
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if fold.WordRune(r2) || r2 == '&' && j+n2 < len(s) && isLetterAt(s, j+n2) && isLetterBefore(s, j) {
					j += n2
					continue
				}
				// An apostrophe inside a word ("doctor's", "don't").
				if (r2 == '\'' || r2 == '’') && j+n2 < len(s) && isLetterAt(s, j+n2) {
					j += n2
					continue
				}
				break
			}
			raw := s[i:j]
			if key := WordKey(raw); key != "" {
				out = append(out, Token{Raw: raw, Key: key, Pos: i})
			}
			i = j
		case r == '&':
			out = append(out, Token{Raw: "&", Key: "&", Pos: i})
			i += n
		case isEmoji(r):
			j := i + n
			// Absorb what decorates the emoji: variation selectors, skin
			// tones, zero-width joiners and the characters they join, and
			// a second regional indicator of a flag.
			for j < len(s) {
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				switch {
				case r2 == 0xFE0F || r2 == 0xFE0E || r2 >= 0x1F3FB && r2 <= 0x1F3FF || r2 == 0x20E3:
					j += n2
					continue
				case r2 == 0x200D:
					j += n2
					if j < len(s) {
						_, n3 := utf8.DecodeRuneInString(s[j:])
						j += n3
					}
					continue
				case country.IsFlagLetter(r) && country.IsFlagLetter(r2) && j == i+n:
					j += n2
					continue
				}
				break
			}
			key := string(r)
			if country.IsFlagLetter(r) && j > i+n {
				r2, _ := utf8.DecodeRuneInString(s[i+n:])
				if country.IsFlagLetter(r2) {
					key = string([]rune{r, r2})
				}
			}
			out = append(out, Token{Raw: s[i:j], Key: key, Pos: i})
			i = j
		default:
			i += n
		}
	}
	return out
}

// Emoji reports whether the token is an emoji, not a word.
func (t Token) Emoji() bool {
	r, _ := utf8.DecodeRuneInString(t.Raw)
	return isEmoji(r)
}

// Undecorated returns the keys of toks without the emoji that begin or
// end them ("Spanish A2 course 🎨" is "Spanish A2 course"), and whether
// there were any; nil when nothing but emoji is left.
func Undecorated(toks []Token) ([]string, bool) {
	from, to := 0, len(toks)
	for from < to && toks[from].Emoji() {
		from++
	}
	for to > from && toks[to-1].Emoji() {
		to--
	}
	if from == to {
		return nil, false
	}
	return Keys(toks[from:to]), to-from < len(toks)
}

func isLetterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

func isLetterBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r)
}

// isEmoji reports whether r starts an emoji: the pictographic blocks, plus
// the older symbols people use as emoji (☕ ⚽ ✈ ⛳ ...).
func isEmoji(r rune) bool {
	switch {
	case r >= 0x1F000 && r <= 0x1FAFF:
		return true
	case r >= 0x2600 && r <= 0x27BF:
		return true
	case r >= 0x2B00 && r <= 0x2BFF:
		return true
	case r == 0x2328 || r == 0x23CF || r >= 0x23E9 && r <= 0x23FA:
		return true
	}
	return false
}

// WordKey normalizes one word: folded (lang/fold: lower case, accents
// removed, typographic apostrophes made plain), possessive and other
// apostrophes dropped, English stem (lang/stem). It returns "" for a word
// that normalizes to nothing.
func WordKey(w string) string {
	wordKeys.mu.RLock()
	k, ok := wordKeys.of[w]
	wordKeys.mu.RUnlock()
	if ok {
		return k
	}
	k = wordKey(w)
	wordKeys.mu.Lock()
	if len(wordKeys.of) < maxWordKeys {
		if wordKeys.of == nil {
			wordKeys.of = map[string]string{}
		}
		wordKeys.of[strings.Clone(w)] = k // not the text w is a word of
	}
	wordKeys.mu.Unlock()
	return k
}

// wordKeys are the keys of the words met so far: a question's retrieval
// tokenizes the texts of thousands of events, mostly in a few thousand
// words, and folding and stemming each word every time was a twentieth of
// answering the perqa questions. Past maxWordKeys words (a lifetime of
// journal entries says more), the others are worked out each time.
var wordKeys struct {
	mu sync.RWMutex
	of map[string]string
}

const maxWordKeys = 1 << 16

func wordKey(w string) string {
	w = fold.String(w)
	if strings.HasSuffix(w, "'s") {
		w = w[:len(w)-2]
	} else if strings.HasSuffix(w, "s'") {
		w = w[:len(w)-1]
	}
	if strings.IndexByte(w, '\'') >= 0 {
		w = strings.ReplaceAll(w, "'", "")
	}
	if w == "" {
		return ""
	}
	return stem.Word(w)
}

// Key normalizes a phrase: the keys of its tokens joined by single spaces.
func Key(s string) string {
	toks := Tokens(s)
	if len(toks) == 1 {
		return toks[0].Key
	}
	keys := make([]string, len(toks))
	for i, t := range toks {
		keys[i] = t.Key
	}
	return strings.Join(keys, " ")
}

// Keys returns the keys of toks.
func Keys(toks []Token) []string {
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = t.Key
	}
	return out
}

// KeysAt reports whether the tokens from i on have the keys given, in
// order: a phrase found in a text.
func KeysAt(toks []Token, i int, keys []string) bool {
	if i+len(keys) > len(toks) {
		return false
	}
	for j, k := range keys {
		if toks[i+j].Key != k {
			return false
		}
	}
	return true
}
