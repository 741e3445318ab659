package numword

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/lang/ascii"
	"reqap/lang/fold"
)

// Number is the value of a number phrase.
type Number struct {
	Value float64
	// Ordinal: a position ("third", "23rd", "twenty-first").
	Ordinal bool
	// Fraction: a part ("three quarters", "one and a half", "half").
	Fraction bool
	// Times: how often ("once", "twice").
	Times bool
	// Year: a year said in two halves ("nineteen ninety-nine").
	Year bool
}

// Match is a number phrase found in a text.
type Match struct {
	Number
	// Start and End delimit the phrase in the text as given.
	Start, End int
	// Text is the phrase as written.
	Text string
}

// token is a word of the folded text.
type token struct {
	w          string
	start, end int // in the folded text
	// joined: separated from the previous token by spaces or one hyphen
	// only, so the two can be parts of one number.
	joined bool
	// vulgar is the value of a vulgar fraction character ("½"), which
	// folds to digits and a slash but is one number.
	vulgar float64
}

// vulgarFractions are the fraction characters people paste ("2½ hours").
var vulgarFractions = map[string]float64{
	"½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5, "⅖": 2.0 / 5,
	"⅗": 3.0 / 5, "⅘": 4.0 / 5, "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8, "⅞": 7.0 / 8,
}

// Find returns the number phrases of text, left to right, longest first.
// A bare article ("a") or a group word without its article or "of"
// ("couple") is not a number on its own.
func Find(text string) []Match {
	t := mustLoad()
	ft := fold.New(text)
	toks := tokenize(ft)
	var out []Match
	for i := 0; i < len(toks); {
		n, j, ok := t.phrase(toks, i)
		if !ok {
			i++
			continue
		}
		s, e := ft.Span(toks[i].start, toks[j-1].end)
		out = append(out, Match{Number: n, Start: s, End: e, Text: text[s:e]})
		i = j
	}
	return out
}

// Parse reads s as one number phrase: every word of s must be part of it
// ("twenty-three", "a couple of", "1.5", "23rd"); ok is false otherwise.
func Parse(s string) (Number, bool) {
	t := mustLoad()
	toks := tokenize(fold.New(s))
	if len(toks) == 0 {
		return Number{}, false
	}
	n, j, ok := t.phrase(toks, 0)
	if !ok || j != len(toks) {
		return Number{}, false
	}
	return n, true
}

// tokenize splits folded text into words (letters and digits, with a "."
// or "," between digits inside: "1,250.5"); a vulgar fraction character
// is a word of its own.
func tokenize(ft fold.Text) []token {
	s := ft.Folded
	var out []token
	gapOK := true // the gap since the last token is spaces and at most one hyphen
	hyphens := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if v, j, ok := vulgarAt(ft, i); ok {
			out = append(out, token{w: s[i:j], start: i, end: j, joined: len(out) > 0 && gapOK, vulgar: v})
			gapOK, hyphens = true, 0
			i = j
			continue
		}
		if !isWordRune(r) {
			switch {
			case r == '-':
				hyphens++
				if hyphens > 1 {
					gapOK = false
				}
			case !unicode.IsSpace(r):
				gapOK = false
			}
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if _, _, ok := vulgarAt(ft, j); ok {
				break
			}
			if isWordRune(r2) {
				j += n2
				continue
			}
			if (r2 == '.' || r2 == ',') && j+1 < len(s) && ascii.IsDigit(s[j-1]) && ascii.IsDigit(s[j+1]) {
				j++
				continue
			}
			break
		}
		out = append(out, token{w: s[i:j], start: i, end: j, joined: len(out) > 0 && gapOK})
		gapOK, hyphens = true, 0
		i = j
	}
	return out
}

// vulgarAt reports whether the folded byte i starts the folding of a
// vulgar fraction character, its value and where its folding ends.
func vulgarAt(ft fold.Text, i int) (float64, int, bool) {
	s, e := ft.Span(i, i+1)
	if e-s < 2 { // every vulgar fraction takes two bytes or more
		return 0, i, false
	}
	v, ok := vulgarFractions[ft.Original()[s:e]]
	if !ok {
		return 0, i, false
	}
	if ps, _ := ft.Span(i-1, i); i > 0 && ps == s {
		return 0, i, false // inside its folding, not at its start
	}
	j := i + 1
	for j < len(ft.Folded) {
		if js, _ := ft.Span(j, j+1); js != s {
			break
		}
		j++
	}
	return v, j, true
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' }

// at returns the word of toks[i] when it continues the phrase (it exists
// and is joined to the previous word), else "".
func at(toks []token, i int) string {
	if i < len(toks) && toks[i].joined {
		return toks[i].w
	}
	return ""
}

func (t *table) kind(w string) (Kind, float64) {
	if word, ok := t.byText[w]; ok {
		return word.Kind, word.Value
	}
	return "", 0
}

// phrase reads the longest number phrase starting at toks[i]; j is the
// index after it.
func (t *table) phrase(toks []token, i int) (n Number, j int, ok bool) {
	w := toks[i].w
	if toks[i].vulgar > 0 {
		return Number{Value: toks[i].vulgar, Fraction: true}, i + 1, true
	}
	k, v := t.kind(w)
	switch {
	case k == Article:
		return t.articlePhrase(toks, i)
	case k == Times:
		return Number{Value: v, Times: true}, i + 1, true
	case w == "half":
		return t.halfPhrase(toks, i)
	case w == "couple" && at(toks, i+1) == "of":
		return Number{Value: v}, i + 2, true // "the last couple of weeks"
	case k == Fraction:
		// "quarter" alone is a part only with a number or article before it.
		return Number{}, i, false
	case k == Ordinal:
		return Number{Value: v, Ordinal: true}, i + 1, true
	}
	return t.cardinalPhrase(toks, i, false)
}

// cardinalPhrase reads a cardinal number at i (after an article: "a
// hundred") and what follows it.
func (t *table) cardinalPhrase(toks []token, i int, article bool) (Number, int, bool) {
	val, j, ord, ok := t.cardinal(toks, i, article)
	if !ok {
		return Number{}, i, false
	}
	if ord {
		return Number{Value: val, Ordinal: true}, j, true
	}
	return t.after(toks, i, j, val)
}

// articlePhrase reads "a hundred (and five)", "a dozen", "a couple (of)",
// "a half", "a quarter", "a third of".
func (t *table) articlePhrase(toks []token, i int) (Number, int, bool) {
	next := at(toks, i+1)
	k, v := t.kind(next)
	switch {
	case k == Scale:
		return t.cardinalPhrase(toks, i, true)
	case next == "dozen":
		return t.after(toks, i, i+2, 12)
	case next == "couple":
		j := i + 2
		if at(toks, j) == "of" {
			j++
		}
		return Number{Value: v}, j, true
	case next == "half" || next == "quarter":
		n, j := t.scaled(toks, i+2, v)
		return Number{Value: n, Fraction: true}, j, true
	case t.denominators[next] > 0 && at(toks, i+2) == "of" && !strings.HasSuffix(next, "s"):
		return Number{Value: 1 / t.denominators[next], Fraction: true}, i + 2, true
	}
	return Number{}, i, false
}

// halfPhrase reads "half", "half a dozen", "half a million", "half an
// hour" (the article is part of the half).
func (t *table) halfPhrase(toks []token, i int) (Number, int, bool) {
	j := i + 1
	if k, _ := t.kind(at(toks, j)); k == Article && at(toks, j) != "single" {
		j++
		switch k2, v2 := t.kind(at(toks, j)); {
		case k2 == Scale || k2 == Group && at(toks, j) == "dozen":
			return Number{Value: v2 / 2}, j + 1, true
		}
	}
	return Number{Value: 0.5, Fraction: true}, j, true
}

// scaled multiplies v by a scale word at toks[j] ("a half million",
// "one and a half thousand").
func (t *table) scaled(toks []token, j int, v float64) (float64, int) {
	if k, s := t.kind(at(toks, j)); k == Scale {
		return v * s, j + 1
	}
	return v, j
}

// after reads what may follow a cardinal val spanning toks[i:j]: a group
// ("two dozen"), the second half of a spoken year ("nineteen
// ninety-nine"), a fraction ("three quarters", "two thirds", "one and a
// half") and a scale after a fraction ("one and a half million").
func (t *table) after(toks []token, i, j int, val float64) (Number, int, bool) {
	next := at(toks, j)
	k, v := t.kind(next)
	switch {
	case next != "" && toks[j].vulgar > 0 && val == float64(int64(val)): // "2½"
		return Number{Value: val + toks[j].vulgar, Fraction: true}, j + 1, true
	case next == "dozen":
		return Number{Value: val * 12}, j + 1, true
	case k == Unit || k == Ten:
		// "nineteen ninety-nine", "twenty twenty-one", "nineteen oh five".
		if j == i+1 && (val == 18 || val == 19 || val == 20) && !ascii.IsDigit(toks[i].w[0]) && v >= 10 {
			if rest, j2, ord, ok := t.cardinal(toks, j, false); ok && !ord && rest < 100 {
				return Number{Value: val*100 + rest, Year: true}, j2, true
			}
		}
	case next == "oh" || next == "o":
		if j == i+1 && (val == 19 || val == 20) && !ascii.IsDigit(toks[i].w[0]) {
			if k2, v2 := t.kind(at(toks, j+1)); k2 == Unit && v2 >= 1 && v2 <= 9 {
				return Number{Value: val*100 + v2, Year: true}, j + 2, true
			}
		}
	case k == Fraction && (next == "half" || next == "quarter") == (val == 1):
		n, j2 := t.scaled(toks, j+1, val*v)
		return Number{Value: n, Fraction: true}, j2, true
	case t.denominators[next] > 0 && strings.HasSuffix(next, "s") == (val != 1) && val == float64(int64(val)):
		return Number{Value: val / t.denominators[next], Fraction: true}, j + 1, true
	case next == "and":
		if f, j2, ok := t.andFraction(toks, j+1); ok {
			n, j3 := t.scaled(toks, j2, val+f)
			return Number{Value: n, Fraction: true}, j3, true
		}
	}
	return Number{Value: val}, j, true
}

// andFraction reads the fraction of "and a half", "and a quarter", "and
// three quarters", "and two thirds".
func (t *table) andFraction(toks []token, j int) (float64, int, bool) {
	w := at(toks, j)
	k, v := t.kind(w)
	switch {
	case k == Article && w != "single":
		if f := at(toks, j+1); f == "half" || f == "quarter" {
			_, fv := t.kind(f)
			return fv, j + 2, true
		}
		if d := t.denominators[at(toks, j+1)]; d > 0 {
			return 1 / d, j + 2, true
		}
	case k == Unit && v >= 1:
		f := at(toks, j+1)
		plural := v > 1
		if fk, fv := t.kind(f); fk == Fraction && (f == "halves" || f == "quarters") == plural {
			return v * fv, j + 2, true
		}
		if d := t.denominators[f]; d > 0 && strings.HasSuffix(f, "s") == plural && v < d {
			return v / d, j + 2, true
		}
	}
	return 0, j, false
}

// cardinal reads a cardinal number at toks[i]: digits ("23", "1,250",
// "1.5"), an ordinal in digits ("23rd"), or words ("one hundred and
// twenty-three thousand", "twenty-first"). With article, toks[i] is "a" or
// "an" standing for one before a scale ("a hundred").
func (t *table) cardinal(toks []token, i int, article bool) (val float64, j int, ordinal, ok bool) {
	const (
		none = iota
		unit
		ten
		hundred
		scale
		and
		digits
	)
	total, cur := 0.0, 0.0
	last := none
	end := i // index after the last word that completes a number
	for j = i; j < len(toks); j++ {
		if j > i && !toks[j].joined {
			break
		}
		w := toks[j].w
		if j == i && ascii.IsDigit(w[0]) {
			d, ord, good := parseDigits(w)
			if !good {
				return 0, i, false, false
			}
			if ord {
				return d, j + 1, true, true
			}
			cur, last, end = d, digits, j+1
			continue
		}
		if j == i && article {
			cur, last = 1, unit
			continue
		}
		k, v := t.kind(w)
		switch {
		case k == Unit && (last == none || last == hundred || last == scale || last == and || last == ten && v >= 1 && v <= 9):
			cur += v
			last, end = unit, j+1
		case k == Ten && (last == none || last == hundred || last == scale || last == and):
			cur += v
			last, end = ten, j+1
		case k == Scale && v == 100 && (last == unit || last == ten || last == digits) && cur >= 1 && cur < 100:
			cur *= 100
			last, end = hundred, j+1
		case k == Scale && v > 100 && (last == unit || last == ten || last == hundred || last == digits) && cur > 0:
			total += cur * v
			cur = 0
			last, end = scale, j+1
		case w == "and" && (last == hundred || last == scale):
			if nk, _ := t.kind(at(toks, j+1)); nk == Unit || nk == Ten || nk == Ordinal {
				last = and
				continue
			}
			return total + cur, end, false, end > i
		case k == Ordinal && (last == none || last == hundred || last == scale || last == and || last == ten && v <= 9):
			if last == none {
				return v, j + 1, true, true
			}
			if v >= 100 { // "one hundredth", "two thousandth"
				return total + cur*v, j + 1, true, cur >= 1
			}
			return total + cur + v, j + 1, true, true
		default:
			return total + cur, end, false, end > i
		}
	}
	return total + cur, end, false, end > i
}

// parseDigits reads "23", "1,250", "1.5", "007" and ordinals in digits
// ("1st", "23rd", "4th").
func parseDigits(w string) (v float64, ordinal, ok bool) {
	k := 0
	for k < len(w) && (ascii.IsDigit(w[k]) || w[k] == '.' || w[k] == ',') {
		k++
	}
	num, suffix := w[:k], w[k:]
	switch suffix {
	case "":
	case "st", "nd", "rd", "th":
		if strings.ContainsAny(num, ".,") {
			return 0, false, false
		}
		ordinal = true
	default:
		return 0, false, false
	}
	if strings.Contains(num, ",") {
		// Thousands separators only: groups of three digits.
		intPart, _, _ := strings.Cut(num, ".")
		groups := strings.Split(intPart, ",")
		if len(groups[0]) > 3 {
			return 0, false, false
		}
		for _, g := range groups[1:] {
			if len(g) != 3 {
				return 0, false, false
			}
		}
		num = strings.ReplaceAll(num, ",", "")
	}
	v, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, false, false
	}
	return v, ordinal, true
}
