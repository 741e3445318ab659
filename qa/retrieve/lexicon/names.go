package lexicon

import (
	"strings"

	"reqap/lang/fold"
)

// PlaceWords are the words after which a text names a place: "at
// Trattoria da Luigi", "in Kraków", "@ Pho Bar".
var PlaceWords = map[string]bool{"at": true, "in": true, "@": true}

// placeConnector reports whether low may sit inside a place name: besides
// the connectors of every name, "&" ("Fish & Chips Co.", see NameAt) and
// Spanish "y".
func placeConnector(low string) bool { return fold.NameConnector(low) || low == "&" || low == "y" }

// GapIsSpace reports whether only spaces separate two tokens in text, so
// a name does not run across punctuation.
func GapIsSpace(text string, a, b Token) bool {
	end := a.Pos + len(a.Raw)
	if end > b.Pos || b.Pos > len(text) {
		return false
	}
	gap := text[end:b.Pos]
	// Fields are joined by line breaks: a name never runs from one field
	// into the next ("with Anna" + "Trattoria Roma" are two names).
	return strings.TrimSpace(gap) == "" && !strings.ContainsRune(gap, '\n')
}

// hyphenJoined reports whether two tokens are written joined by a hyphen
// alone, no space either side: the parts of one compound, as "Nihon-Ichi",
// not a dash between two ("Jay Fai – go there", "Lunch - Anna").
func hyphenJoined(text string, a, b Token) bool {
	end := a.Pos + len(a.Raw)
	if end > b.Pos || b.Pos > len(text) {
		return false
	}
	gap := text[end:b.Pos]
	return gap == "-" || gap == "‐" || gap == "‑"
}

// NamesAfter returns runs of capitalised words (with connectors inside)
// that follow one of the given words: "at Trattoria da Luigi", "with Anna
// and Tom".
func NamesAfter(text string, toks []Token, after map[string]bool, list bool, max int) []string {
	var out []string
	for i := 0; i < len(toks); i++ {
		if !after[strings.ToLower(toks[i].Raw)] || i+1 >= len(toks) || !GapIsSpace(text, toks[i], toks[i+1]) {
			continue
		}
		j := i + 1
		if !list && toks[j].Raw == "The" && j+1 < len(toks) && GapIsSpace(text, toks[j], toks[j+1]) {
			// a place's name begun by its article: "at The Green Door"
			if name, n := NameAt(text, toks, j+1, max, list); n > 0 {
				out = append(out, text[toks[j].Pos:toks[j+1].Pos]+name)
				i = j + n
				continue
			}
		}
		for j < len(toks) {
			name, n := NameAt(text, toks, j, max, list)
			if n == 0 {
				break
			}
			out = append(out, name)
			j += n
			if !list || j+1 >= len(toks) {
				break
			}
			// "Anna and Tom", "Anna, Tom & Lisa"
			sep := strings.ToLower(toks[j].Raw)
			between := text[toks[j-1].Pos+len(toks[j-1].Raw) : toks[j].Pos]
			switch {
			case sep == "and" || sep == "&":
				j++
			case strings.TrimSpace(between) == ",":
			default:
				j = len(toks)
			}
		}
		i = j - 1
	}
	return out
}

// NameAt reads a capitalised name starting at toks[i]: up to max words,
// connectors allowed inside but not at the end ("&" only when the names
// are not a list: "Fish & Chips Co." but "Sam & Jo").
func NameAt(text string, toks []Token, i, max int, list bool) (string, int) {
	if !fold.Capitalised(toks[i].Raw) || fold.NotName(strings.ToLower(toks[i].Raw)) {
		return "", 0
	}
	end := i + 1
	for k := i + 1; k < len(toks) && k-i < max; k++ {
		low := strings.ToLower(toks[k].Raw)
		if hyphenJoined(text, toks[k-1], toks[k]) && fold.Capitalised(toks[k].Raw) && !fold.NotName(low) {
			// one hyphenated name: "Uogashi Nihon-Ichi", "Anna-Lena"
			end = k + 1
			continue
		}
		if !GapIsSpace(text, toks[k-1], toks[k]) {
			break
		}
		if fold.Capitalised(toks[k].Raw) && !fold.NotName(low) {
			end = k + 1
			continue
		}
		if !placeConnector(low) || list && low == "&" {
			break
		}
	}
	return text[toks[i].Pos : toks[end-1].Pos+len(toks[end-1].Raw)], end - i
}
