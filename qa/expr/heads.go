package expr

import (
	"strings"
	"sync"
	"unicode"

	"reqap/lang/plural"
	"reqap/lang/thesaurus"
)

// nounOf reports whether a word is a noun, by the thesaurus, loaded on
// first use; without it, no word is.
var nounOf = sync.OnceValue(func() func(string) bool {
	th, err := thesaurus.Default()
	if err != nil {
		return func(string) bool { return false }
	}
	return th.IsNoun
})

// heads reports whether text names phrase as the thing it is: the
// phrase's words (its last in the singular or the plural), not followed,
// in the same run of words, by another noun that the phrase only
// qualifies. "Organic Banana, 1 Each" and "Dole Bananas, 2 lb Bag" are
// bananas; "Banana Juice" is juice and "Banana Bread Pound Cake" is cake,
// as English puts the head of a compound last.
func heads(text, phrase string) bool {
	want := strings.Fields(strings.ToLower(phrase))
	if len(want) == 0 {
		return false
	}
	last := want[len(want)-1]
	one, _ := plural.One(last)
	same := func(w, x string) bool {
		if w == x {
			return true
		}
		if x != last {
			return false
		}
		if o, ok := plural.One(w); ok && (o == last || o == one) {
			return true
		}
		return one != "" && w == one
	}
	// words and whether punctuation ends each one's run
	type word struct {
		w   string
		end bool
	}
	var ws []word
	for _, f := range strings.FieldsFunc(strings.ToLower(text), unicode.IsSpace) {
		core := strings.TrimFunc(f, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		end := core != f && strings.IndexFunc(f[strings.LastIndex(f, core)+len(core):], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) >= 0
		if core == "" {
			if len(ws) > 0 {
				ws[len(ws)-1].end = true
			}
			continue
		}
		ws = append(ws, word{core, end})
	}
	for i := 0; i+len(want) <= len(ws); i++ {
		ok := true
		for k := range want {
			if !same(ws[i+k].w, want[k]) || k < len(want)-1 && ws[i+k].end {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		j := i + len(want) - 1
		if ws[j].end || j+1 == len(ws) || !nounOf()(ws[j+1].w) {
			return true
		}
	}
	return false
}
