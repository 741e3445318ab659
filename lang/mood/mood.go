// Package mood reads the mood lexicon (assets/lexicon/moods.tsv): the
// words people say how they feel by ("happy", "down", "knackered"), each
// with the mood it is and how it feels, its valence from -2 (very bad) to
// 2 (very good). Journals are read with it (ingest/textfacts) and
// questions too: a mood asked ("was I happy") is the moods the library
// records that feel the same way.
package mood

import (
	"strconv"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/lang/stem"
	"reqap/lang/tsv"
)

// Term is what a mood word says: its mood and valence.
type Term struct {
	Mood    string
	Valence int
}

var (
	once  sync.Once
	terms map[string]Term
)

// key is a phrase's words, lower-cased and stemmed.
func key(s string) string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		ws[i] = stem.Word(w)
	}
	return strings.Join(ws, " ")
}

func load() {
	terms = map[string]Term{}
	// the embedded lexicon is checked by its tests (ingest/textfacts
	// fails on a bad line); a line unread here is only a word unknown
	_ = tsv.Read(assets.Lexicon(), "moods.tsv", func(_ int, cols []string) error {
		if len(cols) < 3 {
			return nil
		}
		v, err := strconv.Atoi(cols[1])
		if err != nil {
			return nil
		}
		for _, w := range tsv.List(cols[2]) {
			if k := key(w); k != "" {
				terms[k] = Term{Mood: cols[0], Valence: v}
			}
		}
		return nil
	})
}

// Of is the mood a word or phrase says ("happy", "worn out"), if it is
// one of the lexicon's.
func Of(words string) (Term, bool) {
	once.Do(load)
	t, ok := terms[key(words)]
	return t, ok
}

// Sign is -1, 0 or 1: whether a valence feels bad, neither or good.
func Sign(valence int) int {
	switch {
	case valence > 0:
		return 1
	case valence < 0:
		return -1
	}
	return 0
}
