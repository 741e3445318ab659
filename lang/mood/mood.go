// Package mood reads the mood lexicon (assets/lexicon/moods.tsv): the
// words people say how they feel by ("happy", "down", "knackered"), each
// with the mood it is and how it feels, its valence from -2 (very bad) to
// 2 (very good). Journals are read with it (ingest/textfacts) and
// questions too: a mood asked ("was I happy") is the moods the library
// records that feel the same way.
package mood

import (
	"fmt"
	"io/fs"
	"log/slog"
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

// Entry is one line of the lexicon: a mood, its valence and the words
// and phrases that say it.
type Entry struct {
	Mood    string
	Valence int
	Words   []string
}

// Read parses the mood lexicon moods.tsv of fsys: the one reader of its
// format, for the questions' lookup here and the journals' reader
// (ingest/textfacts), which keys the words its own way. An error names
// the file and line: fewer than three columns, a valence that is not a
// whole number from -2 to 2, or a line without words.
func Read(fsys fs.FS) ([]Entry, error) {
	var out []Entry
	err := tsv.Read(fsys, "moods.tsv", func(_ int, cols []string) error {
		if err := tsv.AtLeast(cols, 3); err != nil {
			return err
		}
		v, err := strconv.Atoi(cols[1])
		if err != nil || v < -2 || v > 2 {
			return fmt.Errorf("valence %q: want a whole number from -2 to 2", cols[1])
		}
		words := tsv.List(cols[2])
		if len(words) == 0 {
			return fmt.Errorf("mood %q has no words", cols[0])
		}
		out = append(out, Entry{Mood: cols[0], Valence: v, Words: words})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("lexicon %w", err)
	}
	return out, nil
}

func load() {
	terms = map[string]Term{}
	// the embedded lexicon is checked by its tests; a lexicon that does
	// not read leaves every word unknown rather than stopping a question,
	// and says so in the log
	entries, err := Read(assets.Lexicon())
	if err != nil {
		slog.Error("reading the mood lexicon: every mood word is unknown", "err", err)
	}
	for _, e := range entries {
		for _, w := range e.Words {
			if k := key(w); k != "" {
				terms[k] = Term{Mood: e.Mood, Valence: e.Valence}
			}
		}
	}
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
