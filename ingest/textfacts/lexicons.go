package textfacts

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/lang/mood"
	"reqap/lang/tsv"
	"reqap/qa/retrieve/lexicon"
)

// Extractor reads happenings out of journal text. It holds the lexicons
// (the concept lexicon of RETRIEVE, so "swam", "pool" and "🏊" are all
// swimming; food.tsv; moods.tsv) and, loaded on first need, the
// named-entity recogniser. It is immutable and safe for concurrent use.
type Extractor struct {
	lex   *lexicon.Lexicon
	foods map[string]foodTerm // phrase key → food
	moods map[string]moodTerm // phrase key → mood
	// firstLen is, per first word key, the longest food or mood phrase
	// starting with it, in words.
	firstLen map[string]int
	// dishes are the concept lexicon's dishes (kind dish), by term key.
	dishes map[string]string
	// foodNames are the food lexicon's terms as written.
	foodNames []string
	// foodWords are the one-word food and dish terms as written (lower
	// case), by key: "hamburger" under "hamburg".
	foodWords map[string][]string
	typos     typoIndex
	typoWords map[string]bool // the words typos are read as
	ner       *recogniser
}

type foodTerm struct {
	name, kind string
}

type moodTerm struct {
	mood    string
	valence int
}

var (
	defaultOnce sync.Once
	defaultX    *Extractor
	defaultErr  error
)

// Default returns the extractor over the embedded lexicons, loaded once.
func Default() (*Extractor, error) {
	defaultOnce.Do(func() {
		lx, err := lexicon.Default()
		if err != nil {
			defaultErr = fmt.Errorf("loading the concept lexicon: %w", err)
			return
		}
		defaultX, defaultErr = New(lx, assets.Lexicon())
	})
	return defaultX, defaultErr
}

// New returns an extractor over lx and the food and mood lexicons of fsys
// (food.tsv, moods.tsv). An error names the file and line.
func New(lx *lexicon.Lexicon, fsys fs.FS) (*Extractor, error) {
	x := &Extractor{lex: lx, foods: map[string]foodTerm{}, moods: map[string]moodTerm{}, firstLen: map[string]int{},
		dishes: map[string]string{}, foodWords: map[string][]string{}, ner: &recogniser{}}
	for _, c := range lx.ConceptsOfKind("dish") {
		name := strings.ReplaceAll(c.ID, "_", " ")
		for _, t := range c.Terms {
			if t.Weight >= lexicon.Strong && t.Key != "" {
				x.dishes[t.Key] = name
				x.noteWord(t.Key, t.Text)
			}
		}
	}
	if err := readLines(fsys, "food.tsv", 3, func(cols []string) error {
		name, kind := cols[0], cols[1]
		switch kind {
		case "dish", "snack", "fruit", "baked", "dessert", "drink", "side":
		default:
			return fmt.Errorf("unknown kind %q", kind)
		}
		for _, t := range append([]string{name}, tsv.List(cols[2])...) {
			key := lexicon.Key(t)
			if key == "" {
				return fmt.Errorf("term %q has no words", t)
			}
			if d, ok := x.dishes[key]; ok {
				return fmt.Errorf("%q is already the dish %q of concepts.tsv", t, d)
			}
			if old, ok := x.foods[key]; ok && old.name != name {
				return fmt.Errorf("%q is listed under %q and %q", t, old.name, name)
			}
			x.foods[key] = foodTerm{name: name, kind: kind}
			x.foodNames = append(x.foodNames, t)
			x.noteWord(key, t)
			x.noteLen(key)
		}
		return nil
	}); err != nil {
		return nil, err
	}
	moods, err := mood.Read(fsys)
	if err != nil {
		return nil, err
	}
	for _, m := range moods {
		for _, w := range m.Words {
			key := lexicon.Key(w)
			if key == "" {
				return nil, fmt.Errorf("lexicon moods.tsv: word %q of %q has no letters", w, m.Mood)
			}
			x.moods[key] = moodTerm{mood: m.Mood, valence: m.Valence}
			x.noteLen(key)
		}
	}
	x.buildTypos()
	return x, nil
}

// noteWord remembers a one-word food term as written, under its key.
func (x *Extractor) noteWord(key, text string) {
	if !strings.Contains(key, " ") {
		x.foodWords[key] = append(x.foodWords[key], strings.ToLower(text))
	}
}

// derivedFood reports whether a capitalised word is a food only by the
// stem it shares with one ("Hamburg" of "hamburger"), so the word is a
// name: the lexicon's rule over the one-word food terms.
func (x *Extractor) derivedFood(t lexicon.Token) bool {
	return lexicon.DerivedOnly(t, x.foodWords[t.Key])
}

func (x *Extractor) noteLen(key string) {
	first, _, _ := strings.Cut(key, " ")
	x.firstLen[first] = max(x.firstLen[first], strings.Count(key, " ")+1)
}

// Lexicon returns the concept lexicon the extractor reads with.
func (x *Extractor) Lexicon() *lexicon.Lexicon { return x.lex }

// readLines calls fn for every row of a lexicon of at least cols
// columns, with "-" columns read as empty.
func readLines(fsys fs.FS, file string, cols int, fn func(cols []string) error) error {
	err := tsv.Read(fsys, file, func(_ int, row []string) error {
		if err := tsv.AtLeast(row, cols); err != nil {
			return err
		}
		return fn(tsv.Dashes(row))
	})
	if err != nil {
		return fmt.Errorf("lexicon %w", err)
	}
	return nil
}

// longestIn returns the longest food or mood phrase of m starting at
// toks[i], and its length in tokens.
func longestIn[V any](x *Extractor, toks []lexicon.Token, i int, m map[string]V) (V, int) {
	return lexicon.Longest(toks, i, x.firstLen[toks[i].Key], m)
}

// Drink reports whether name, a food the journal reader stores ("protein
// shake", "coffee"), is something drunk: a drink of food.tsv, or a term of
// a concept of the lexicon had where its drinks are had (the sources of
// beer's concept: a café's coffee), that is no meal of the day.
func (x *Extractor) Drink(name string) bool {
	toks := lexicon.Tokens(name)
	key := strings.Join(lexicon.Keys(toks), " ")
	if f, ok := x.foods[key]; ok {
		return f.kind == "drink"
	}
	if _, ok := x.dishes[key]; ok {
		return false
	}
	for _, h := range x.lex.Find(toks) {
		if h.Start == 0 && h.End == len(toks) && h.Weight >= lexicon.Strong && h.Concept.Kind == "meal" && !mealKinds[h.Concept.ID] && x.drinkSources(h.Concept) {
			return true
		}
	}
	return false
}

// drinkSources reports whether concept c has the sources of a concept
// named as a drink of food.tsv ("beer").
func (x *Extractor) drinkSources(c *lexicon.Concept) bool {
	for _, f := range x.foods {
		if f.kind != "drink" {
			continue
		}
		if d, ok := x.lex.Concept(strings.ReplaceAll(f.name, " ", "_")); ok && d != c && d.Kind == c.Kind && slices.Equal(d.Sources, c.Sources) {
			return true
		}
	}
	return false
}
