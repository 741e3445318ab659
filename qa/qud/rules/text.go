package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/internal/lazyre"
)

// used marks consumed text: recognisers blank what they understood with
// it, so later ones neither see it nor run across it (a clause ends at a
// consumed phrase).
const used = '|'

// text is a question being understood: the original, a lower-cased form
// with typographic quotes and dashes folded, and a map from positions of
// the lower form back to the original (names keep their case).
type text struct {
	orig string
	low  []byte
	off  []int // off[i] is the byte offset in orig of low[i]; len(low)+1 entries
}

func newText(s string) *text {
	t := &text{orig: s}
	for i, r := range s {
		var repl string
		switch r {
		case '’', '‘', '`', '´':
			repl = "'"
		case '“', '”', '„':
			repl = `"`
		case '–', '—':
			repl = "-"
		case used, '\t', '\n', '\r', '\u00a0':
			repl = " "
		default:
			lr := unicode.ToLower(r)
			var buf [utf8.UTFMax]byte
			n := utf8.EncodeRune(buf[:], lr)
			repl = string(buf[:n])
		}
		for j := 0; j < len(repl); j++ {
			t.low = append(t.low, repl[j])
			t.off = append(t.off, i)
		}
	}
	t.off = append(t.off, len(s))
	return t
}

// String returns the lower form with consumed parts as used marks.
func (t *text) String() string { return string(t.low) }

// consume blanks low[a:b].
func (t *text) consume(a, b int) {
	for i := a; i < b && i < len(t.low); i++ {
		t.low[i] = used
	}
}

// original returns the original text of low[a:b], trimmed.
func (t *text) original(a, b int) string {
	return strings.TrimSpace(t.orig[t.off[a]:t.off[b]])
}

// find returns the first match of re, as submatch indexes, or nil.
func (t *text) find(re *regexp.Regexp) []int { return re.FindSubmatchIndex(t.low) }

// capitalised reports whether the word at byte a is capitalised where the
// question does not start: a name's first word ("was Nothing Else Matters
// played", "was All Caps played"), no quantifier of the subject.
func (t *text) capitalised(a int) bool {
	r, _ := utf8.DecodeRuneInString(t.orig[t.off[a]:])
	return a > 0 && unicode.IsUpper(r)
}

// title finds re and returns the title it names: the span of its first
// group (of quotedRE's second when the title is in the other quotes) and
// its original text. ok is false when re does not match.
func (t *text) title(re *regexp.Regexp) (a, b int, s string, ok bool) {
	m := t.find(re)
	if m == nil {
		return 0, 0, "", false
	}
	a, b = m[2], m[3]
	if a < 0 && re == quotedRE() {
		a, b = m[4], m[5]
	}
	return a, b, t.original(a, b), true
}

// findAll returns every match of re.
func (t *text) findAll(re *regexp.Regexp) [][]int { return re.FindAllSubmatchIndex(t.low, -1) }

// group returns the lower text of submatch g of m, or "".
func (t *text) group(m []int, g int) string {
	if m == nil || 2*g+1 >= len(m) || m[2*g] < 0 {
		return ""
	}
	return string(t.low[m[2*g]:m[2*g+1]])
}

// has reports whether re matches.
func (t *text) has(re *regexp.Regexp) bool { return re.Match(t.low) }

// residual returns the unconsumed words in order, lower-cased, with
// consumed parts and punctuation dropped.
func (t *text) residual() string { return cleanWords(string(t.low)) }

// residualOrig is residual in the original case.
func (t *text) residualOrig() string {
	var b strings.Builder
	start := -1
	flush := func(end int) {
		if start >= 0 {
			b.WriteString(t.orig[t.off[start]:t.off[end]])
			b.WriteByte(' ')
			start = -1
		}
	}
	for i, c := range t.low {
		if c == used {
			flush(i)
			continue
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(t.low))
	return cleanWords(b.String())
}

var punctRE = lazyre.New(`[^\p{L}\p{N}'&.\-/#+ ]+`)

// cleanWords drops punctuation (keeping apostrophes, inner dots and
// hyphens) and collapses spaces.
func cleanWords(s string) string {
	s = strings.ReplaceAll(s, string(used), " ")
	s = punctRE().ReplaceAllString(s, " ")
	f := strings.Fields(s)
	for i, w := range f {
		f[i] = strings.Trim(w, ".-'")
	}
	return strings.Join(strings.Fields(strings.Join(f, " ")), " ")
}
