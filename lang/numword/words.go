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
	"bufio"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"sync"

	"reqap/assets"
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
	f, err := fsys.Open(name)
	if err != nil {
		return nil, fmt.Errorf("reading number words: %w", err)
	}
	defer f.Close()
	t := &table{byText: map[string]Word{}, denominators: map[string]float64{}}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 3 {
			return nil, fmt.Errorf("number words %s line %d: want 3 tab-separated columns (kind, value, words), found %d", name, n, len(cols))
		}
		kind := Kind(strings.TrimSpace(cols[0]))
		switch kind {
		case Unit, Ten, Scale, Group, Ordinal, Fraction, Times, Article:
		default:
			return nil, fmt.Errorf("number words %s line %d: unknown kind %q", name, n, kind)
		}
		v, err := strconv.ParseFloat(strings.TrimSpace(cols[1]), 64)
		if err != nil || v < 0 {
			return nil, fmt.Errorf("number words %s line %d: value %q is not a number", name, n, cols[1])
		}
		for _, w := range strings.Split(cols[2], ",") {
			w = strings.ToLower(strings.TrimSpace(w))
			if w == "" || strings.ContainsAny(w, " -") {
				return nil, fmt.Errorf("number words %s line %d: %q is not one word", name, n, w)
			}
			if old, dup := t.byText[w]; dup {
				return nil, fmt.Errorf("number words %s line %d: %q is already a %s", name, n, w, old.Kind)
			}
			word := Word{Text: w, Kind: kind, Value: v}
			t.words = append(t.words, word)
			t.byText[w] = word
			if kind == Ordinal && v >= 3 {
				t.denominators[w] = v
				t.denominators[w+"s"] = v
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading number words %s: %w", name, err)
	}
	for _, need := range []string{"one", "twenty", "hundred", "dozen", "half", "first", "a", "once"} {
		if _, ok := t.byText[need]; !ok {
			return nil, fmt.Errorf("number words %s: %q is missing", name, need)
		}
	}
	return t, nil
}
