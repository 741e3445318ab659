package link

import (
	"slices"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/lang/country"
	"reqap/lang/fold"
	"reqap/lang/money"
	"reqap/lang/spell"
)

// Speller returns the spelling corrector for questions over this library:
// its vocabulary is every word the lexicons and rule tables use (what the
// planner understands) and the words of the library's names with their
// counts, so "runing" is read as "running" and "spotfy" as "Spotify", while
// a name the library holds ("Rewe", "Lena") is never "corrected". It is
// built on first use, once per library version.
func (e *Env) Speller() *spell.Speller {
	e.spellOnce.Do(func() {
		v := append([]spell.Entry(nil), lexiconWords()...)
		// slips are the words the library writes in lower case that are
		// themselves a slip of a word the planner knows ("swiming",
		// "coffe" typed in a journal): known, so never corrected when
		// typed, but no word is corrected into them ("swimimng" is
		// swimming, not "swiming"). A capitalised word is a name ("Sofia"
		// is no slip of anything).
		slips := map[string]bool{}
		if e.Catalog() != nil {
			counts := map[string]int{}
			for _, s := range e.Catalog().Sources {
				for _, f := range s.Fields {
					for _, val := range f.Values {
						for _, w := range strings.FieldsFunc(val.Text, spell.NotWordRune) {
							if len([]rune(w)) > 1 {
								counts[w] += val.Count
							}
						}
					}
				}
			}
			lex := map[string]bool{}
			for _, en := range v {
				lex[en.Word] = true
			}
			known := lexiconSpeller()
			for w, n := range counts {
				// A title's "With" or "Day" is the word the lexicons know,
				// not a name to correct other words into.
				if lex[strings.ToLower(w)] {
					continue
				}
				if k := strings.ToLower(fold.String(w)); w == strings.ToLower(w) && !spell.English(k) {
					if _, ok := known.Correct(strings.ToLower(w)); ok {
						slips[k] = true
						continue
					}
				}
				v = append(v, spell.Entry{Word: w, Count: n, Class: "name"})
			}
		}
		// A slip of an ordinary word that no table lists, which the
		// rules read by their patterns ("exepnsive", "evneing"), is
		// corrected into the common English word where nothing of the
		// library's or the lexicons' is near.
		e.speller = spell.New(v, spell.WithDictionary(func(k string) bool {
			// a field's initials ("bmi") are a word of the library, typed
			// in lower case as often as not
			return spell.English(k) || countryWords()[k] || slips[k] || len(e.index().initials[k]) > 0
		}), spell.WithFallback(spell.Common))
	})
	return e.speller
}

// lexiconSpeller corrects against the lexicons' words alone, once.
var lexiconSpeller = sync.OnceValue(func() *spell.Speller { return spell.New(lexiconWords()) })

var (
	lexWordsOnce sync.Once
	lexWords     []spell.Entry
)

// lexiconWords are the words of every lexicon and rule table (embedded
// TSV assets), once.
func lexiconWords() []spell.Entry {
	lexWordsOnce.Do(func() {
		// The tables are embedded: reading them cannot fail.
		lexWords, _ = spell.TableWords(assets.Lexicon(), assets.QUDRules())
		lexWords = append(lexWords, gradedWords(lexWords)...)
		lexWords = append(lexWords, currencyWords()...)
	})
	return lexWords
}

// currencyWords are the words the planner reads money by that no table
// lists, lang/money's: the names of currencies ("quid", "euros", "yen",
// "swiss francs") and the codes free text writes in lower case ("eur"), so
// none is corrected into another word ("quid" is no "quit", "euros" no
// "EURs" of a library that holds the code).
func currencyWords() []spell.Entry {
	_, codes, names := money.Words()
	words := slices.Concat(codes, names)
	for _, c := range money.Currencies {
		for _, said := range c.Said {
			words = append(words, strings.Fields(said)...)
		}
	}
	var out []spell.Entry
	for _, w := range words {
		out = append(out, spell.Entry{Word: w, Count: 1, Class: "lexicon"})
	}
	return out
}

// gradedWords are the comparatives and superlatives of the words of the
// tables that the list of common English words has both of ("longer" and
// "longest" of "long"; "later", "latest" of "late"; "bigger", "biggest";
// "earlier", "earliest"): a question compares with them though the tables
// list only the adjective, so "logner" is longer. A word with one form
// only is no graded adjective ("wither" of "with", "winner" of "win").
func gradedWords(words []spell.Entry) []spell.Entry {
	seen := map[string]bool{}
	for _, e := range words {
		seen[e.Word] = true
	}
	var out []spell.Entry
	for _, e := range words {
		w := e.Word
		if len(w) < 3 || strings.ContainsRune(w, '\'') {
			continue
		}
		var stems []string
		switch last := w[len(w)-1]; last {
		case 'e':
			stems = []string{w[:len(w)-1]}
		case 'y':
			stems = []string{w[:len(w)-1] + "i"}
		default:
			stems = []string{w, w + string(last)}
		}
		for _, st := range stems {
			er, est := st+"er", st+"est"
			if spell.Listed(er) && spell.Listed(est) {
				for _, f := range []string{er, est} {
					if !seen[f] {
						seen[f] = true
						out = append(out, spell.Entry{Word: f, Count: 1, Class: "lexicon"})
					}
				}
			}
		}
	}
	return out
}

// countryWords are the words of the countries' names, folded: words of
// English whatever the library holds ("spain" typed in lower case is no
// "sprain"), never corrected, and no word is corrected into one of them
// ("sabo" is no "São" of São Tomé).
var countryWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, c := range country.Names() {
		for _, w := range strings.FieldsFunc(fold.String(c), spell.NotWordRune) {
			m[strings.ToLower(w)] = true
		}
	}
	return m
})
