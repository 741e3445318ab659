// Package fold makes text comparable the way people read it: "Beyoncé",
// "BEYONCE" and "beyonce" are one word, "don’t" is "don't", "ﬁ" is "fi",
// "２０１９" is "2019" and "Oct 14–15" is "Oct 14-15".
//
// Folding applies Unicode compatibility decomposition (NFKD), full case
// folding, removal of the accents of Latin, Greek and Cyrillic letters
// (and the letters people type without their stroke: ø, ł, đ, æ, œ, ß),
// and plain forms of quotes, apostrophes, dashes and spaces. Marks of other
// scripts (Devanagari vowel signs, Hebrew points) are kept: there they are
// letters, not accents.
//
// Text keeps, for every byte of the folded form, where it came from, so a
// name found in folded text is shown as it was written.
package fold

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// String returns s folded.
func String(s string) string {
	if isPlainASCII(s) {
		if hasUpperASCII(s) {
			return strings.ToLower(s)
		}
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	foldRunes(s, func(out []byte, _, _ int) { b.Write(out) })
	return b.String()
}

// Text is a folded text that knows the original.
type Text struct {
	// Folded is the folded text.
	Folded string
	orig   string
	// start[i] and end[i] delimit the original rune (with the marks it
	// lost) that made Folded[i].
	start, end []int32
}

// New folds s, remembering where each folded byte came from.
func New(s string) Text {
	t := Text{orig: s, start: make([]int32, 0, len(s)), end: make([]int32, 0, len(s))}
	var b strings.Builder
	b.Grow(len(s))
	foldRunes(s, func(out []byte, from, to int) {
		b.Write(out)
		for range len(out) {
			t.start = append(t.start, int32(from))
			t.end = append(t.end, int32(to))
		}
	})
	t.Folded = b.String()
	return t
}

// Original returns the text as written.
func (t Text) Original() string { return t.orig }

// Span returns the byte span of the original text that was folded into
// Folded[i:j]; an empty or out-of-range span gives the nearest empty span.
func (t Text) Span(i, j int) (start, end int) {
	i = min(max(i, 0), len(t.start))
	j = min(max(j, i), len(t.start))
	if i == j {
		if i == len(t.start) {
			return len(t.orig), len(t.orig)
		}
		return int(t.start[i]), int(t.start[i])
	}
	return int(t.start[i]), int(t.end[j-1])
}

// Slice returns the original text that was folded into Folded[i:j]
// (Folded "beyonce" → "Beyoncé").
func (t Text) Slice(i, j int) string {
	s, e := t.Span(i, j)
	return t.orig[s:e]
}

// foldRunes calls emit with the folding of each rune of s and the span of
// the original bytes it stands for. Combining marks that folding removes
// are counted in the span of the letter they decorate.
func foldRunes(s string, emit func(out []byte, from, to int)) {
	var buf [32]byte
	// accentable: the last letter emitted is Latin, Greek or Cyrillic, so
	// combining marks after it are accents.
	accentable := false
	// pending: the folding of the previous rune, held back until we know
	// whether marks follow that belong to its span.
	var pend []byte
	pendFrom, pendTo := -1, -1
	flush := func() {
		if pendFrom >= 0 {
			emit(pend, pendFrom, pendTo)
		}
		pend, pendFrom = pend[:0], -1
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r < utf8.RuneSelf {
			flush()
			c := byte(r)
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			} else if c == '`' {
				c = '\''
			}
			accentable = c >= 'a' && c <= 'z'
			pend = append(buf[:0], c)
			pendFrom, pendTo = i, i+n
			i += n
			continue
		}
		if unicode.Is(unicode.Mn, r) && accentable {
			// An accent written as a combining mark: part of the letter.
			if pendFrom >= 0 {
				pendTo = i + n
			}
			i += n
			continue
		}
		flush()
		out := foldRune(r, buf[:0], &accentable)
		pend = out
		pendFrom, pendTo = i, i+n
		i += n
	}
	flush()
}

// foldRune appends the folding of r (not ASCII) to dst.
func foldRune(r rune, dst []byte, accentable *bool) []byte {
	if p, ok := punct[r]; ok {
		*accentable = false
		return append(dst, p...)
	}
	if p, ok := letters[r]; ok {
		*accentable = true
		return append(dst, p...)
	}
	if r == utf8.RuneError || r >= 0xAC00 && r <= 0xD7A3 {
		// Hangul syllables decompose into jamo that no one types apart.
		*accentable = false
		return utf8.AppendRune(dst, r)
	}
	d := norm.NFKD.PropertiesString(string(r)).Decomposition()
	if d == nil {
		d = utf8.AppendRune(nil, r)
	}
	for len(d) > 0 {
		c, n := utf8.DecodeRune(d)
		d = d[n:]
		switch {
		case unicode.Is(unicode.Mn, c) && *accentable:
			continue
		case c < utf8.RuneSelf:
			dst = append(dst, byte(unicode.ToLower(c)))
			*accentable = c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
			continue
		}
		if p, ok := punct[c]; ok {
			dst = append(dst, p...)
			*accentable = false
			continue
		}
		if p, ok := letters[c]; ok {
			dst = append(dst, p...)
			*accentable = true
			continue
		}
		if unicode.IsLetter(c) {
			*accentable = unicode.In(c, unicode.Latin, unicode.Greek, unicode.Cyrillic)
			if c == 'ς' { // final sigma is sigma
				c = 'σ'
			}
			dst = utf8.AppendRune(dst, unicode.ToLower(c))
			continue
		}
		if !unicode.Is(unicode.Mn, c) {
			*accentable = false
		}
		dst = utf8.AppendRune(dst, c)
	}
	return dst
}

// punct maps typographic punctuation and spaces to what a keyboard types;
// "" drops invisible characters that only break words apart.
var punct = map[rune]string{
	'‘': "'", '’': "'", '‚': "'", '‛': "'", '′': "'", 'ʼ': "'", 'ʻ': "'", '´': "'", '`': "'",
	'“': "\"", '”': "\"", '„': "\"", '‟': "\"", '″': "\"", '«': "\"", '»': "\"",
	'‐': "-", '‑': "-", '‒': "-", '–': "-", '—': "-", '―': "-", '−': "-", '﹘': "-", '﹣': "-", '－': "-",
	'⁄': "/", '…': "...",
	'\u00a0': " ", '\u2007': " ", '\u202f': " ", '\u3000': " ", '\u2028': " ", '\u2029': " ",
	'\u00ad': "", '\u200b': "", '\ufeff': "", '\u2060': "",
}

// letters folds letters that have no decomposition but are written
// without their stroke or as two letters when typed.
var letters = map[rune]string{
	'ß': "ss", 'ẞ': "ss", 'æ': "ae", 'Æ': "ae", 'œ': "oe", 'Œ': "oe", 'ø': "o", 'Ø': "o",
	'ł': "l", 'Ł': "l", 'đ': "d", 'Đ': "d", 'ħ': "h", 'Ħ': "h", 'ı': "i", 'þ': "th", 'Þ': "th",
	'ð': "d", 'Ð': "d",
}

func isPlainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf || s[i] == '`' {
			return false
		}
	}
	return true
}

func hasUpperASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return true
		}
	}
	return false
}
