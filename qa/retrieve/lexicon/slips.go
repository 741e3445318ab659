package lexicon

import (
	"slices"
	"strings"
	"unicode/utf8"

	"reqap/lang/spell"
)

// minSlipWord is the shortest term word whose slips are read as it:
// shorter words swap into other words too often ("form", "from").
const minSlipWord = 5

// indexSlips learns the slips of typing the texts of people's records make
// in the lexicon's words: two neighbouring letters swapped ("brithday",
// "birthady", "bitrhday" of birthday; "rceovering"). A slip is read as its
// word only when it is no word of the language nor of the lexicon ("trial"
// is no slip of "trail", "dairy" none of "diary"), and is one word's alone.
func (lx *Lexicon) indexSlips() {
	words := map[string]bool{}
	for _, c := range lx.Concepts {
		for _, t := range c.Terms {
			for _, tok := range Tokens(t.Text) {
				if w := strings.ToLower(tok.Raw); utf8.RuneCountInString(w) >= minSlipWord {
					words[w] = true
				}
			}
		}
	}
	slips := map[string]string{}
	taken := map[string]bool{} // slips of two words: neither's
	for w := range words {
		key := WordKey(w)
		rs := []rune(w)
		for i := 0; i+1 < len(rs); i++ {
			if rs[i] == rs[i+1] {
				continue
			}
			v := slices.Clone(rs)
			v[i], v[i+1] = v[i+1], v[i]
			slip := string(v)
			// (not WordKey: its cache is of words met in texts, and
			// thirty thousand made-up ones would fill it)
			sk := wordKey(slip)
			if sk == "" || sk == key || taken[sk] {
				continue
			}
			if _, ok := lx.terms[sk]; ok || lx.firstLen[sk] > 0 || lx.words[sk] != Content || words[slip] || spell.English(slip) {
				continue
			}
			if other, ok := slips[sk]; ok && other != key {
				delete(slips, sk)
				taken[sk] = true
				continue
			}
			slips[sk] = key
		}
	}
	lx.slips = slips
}

// mended returns toks with the key of each slip of typing set to its
// word's (indexSlips): toks itself when none is one, else a copy.
func (lx *Lexicon) mended(toks []Token) []Token {
	var out []Token
	for i := range toks {
		k, ok := lx.slips[toks[i].Key]
		if !ok {
			continue
		}
		if out == nil {
			out = slices.Clone(toks)
		}
		out[i].Key = k
	}
	if out == nil {
		return toks
	}
	return out
}
