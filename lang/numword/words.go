// Package numword reads numbers written as words: "twenty-three", "a
// dozen", "a couple of", "three quarters", "one and a half", "half a
// million", ordinals ("third", "twenty-first", "23rd"), "once"/"twice",
// and spoken years ("nineteen ninety-nine"). The words are listed once, in
// assets/lang/numbers.tsv; the grammar that combines them is here.
//
// Find returns every number phrase of a text with its span, Parse reads a
// phrase that is a number as a whole, and Words lists the words for
// callers that build their own patterns.
package numword

import (
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/lang/tsv"
)

// Kind is the class of a number word.
type Kind string

// Kinds of number words (see assets/lang/numbers.tsv).
const (
	Unit     Kind = "unit"
	Ten      Kind = "ten"
	Scale    Kind = "scale"
	Group    Kind = "group"
	Ordinal  Kind = "ordinal"
	Fraction Kind = "fraction"
	Times    Kind = "times"
	Article  Kind = "article"
)

// Word is one spelling of a number word.
type Word struct {
	Text  string
	Kind  Kind
	Value float64
}

type table struct {
	words  []Word
	byText map[string]Word
	// denominators: ordinal words and their plurals read as fractions
	// ("third", "thirds", "fifths"), without "second".
	denominators map[string]float64
}

var (
	loadOnce sync.Once
	loaded   *table
	loadErr  error
)

// Words returns every number word of the list, in list order.
func Words() []Word {
	t := mustLoad()
	return append([]Word(nil), t.words...)
}

func mustLoad() *table {
	loadOnce.Do(func() { loaded, loadErr = load(assets.Lang(), "numbers.tsv") })
	if loadErr != nil {
		// The list is compiled in and checked by the tests.
		panic(loadErr)
	}
	return loaded
}

// load reads a number word list; an error names the file, line and
// reason.
func load(fsys fs.FS, name string) (*table, error) {
	t := &table{byText: map[string]Word{}, denominators: map[string]float64{}}
	err := tsv.Read(fsys, name, func(_ int, cols []string) error {
		if len(cols) != 3 {
			return fmt.Errorf("want 3 tab-separated columns (kind, value, words), found %d", len(cols))
		}
		kind := Kind(cols[0])
		switch kind {
		case Unit, Ten, Scale, Group, Ordinal, Fraction, Times, Article:
		default:
			return fmt.Errorf("unknown kind %q", kind)
		}
		v, err := strconv.ParseFloat(cols[1], 64)
		if err != nil || v < 0 {
			return fmt.Errorf("value %q is not a number", cols[1])
		}
		for _, w := range strings.Split(cols[2], ",") {
			w = strings.ToLower(strings.TrimSpace(w))
			if w == "" || strings.ContainsAny(w, " -") {
				return fmt.Errorf("%q is not one word", w)
			}
			if old, dup := t.byText[w]; dup {
				return fmt.Errorf("%q is already a %s", w, old.Kind)
			}
			word := Word{Text: w, Kind: kind, Value: v}
			t.words = append(t.words, word)
			t.byText[w] = word
			if kind == Ordinal && v >= 3 {
				t.denominators[w] = v
				t.denominators[w+"s"] = v
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("number words %w", err)
	}
	for _, need := range []string{"one", "twenty", "hundred", "dozen", "half", "first", "a", "once"} {
		if _, ok := t.byText[need]; !ok {
			return nil, fmt.Errorf("number words %s: %q is missing", name, need)
		}
	}
	return t, nil
}
