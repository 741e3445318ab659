// Package thesaurus answers what WordNet knows about activity and item
// words: which words mean the same ("movie" and "film", "biking" and
// "cycling", "purchase" and "buy"), which are more general ("jogging" is a
// kind of running, a film a kind of show) and which more specific.
//
// The words come from assets/thesaurus/wordnet.tsv.gz, generated from
// WordNet 3.0 by internal/cmd/wordlists: the senses of common English
// words in the lexicographer files of doing and of things people buy,
// watch, listen to and eat, places, events and people (see that command).
//
// Words are looked up in any form: "biking" is found as the verb "bike",
// "ran" as "run", "motion pictures" as "motion picture". A word has
// several senses, each with a weight: how often WordNet's sense-tagged
// corpus meets the word in that sense relative to its commonest one ("film"
// as a movie 1, "flick" as a movie 0.33, "jog" as running for exercise
// 0.5). A link's Weight is the product of both words' sense weights, so it
// says how surely both are meant as linked. Synonyms, Hypernyms, Hyponyms
// and Related take the links of weight MinWeight (1/2) or more.
package thesaurus

import (
	"compress/gzip"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"

	"reqap/assets"
	"reqap/internal/intern"
	"reqap/lang/fold"
)

// Relation is how a word is related to another.
type Relation uint8

// Relations, from a word A to a word B.
const (
	None Relation = iota
	// Synonym: A and B mean the same, or B is the noun of A's doing
	// ("bike" and "cycling").
	Synonym
	// Hypernym: B is more general; A is a kind of B ("jogging", "run").
	Hypernym
	// Hyponym: B is more specific; B is a kind of A ("run", "jog").
	Hyponym
)

func (r Relation) String() string {
	switch r {
	case Synonym:
		return "synonym"
	case Hypernym:
		return "hypernym"
	case Hyponym:
		return "hyponym"
	}
	return "none"
}

// MinWeight is the weight from which Synonyms, Hypernyms, Hyponyms and
// Related take a link.
const MinWeight = 0.5

// Link is a word related to the word looked up.
type Link struct {
	// Word is the related word as WordNet writes it, the words of a
	// phrase joined by spaces ("motion picture").
	Word string
	Rel  Relation
	// Weight is how surely both words are meant in the linked senses, in
	// (0, 1].
	Weight float64
	// Domain is the lexicographer file of Word's sense: "act",
	// "artifact", "food", "motion", "possession" ...
	Domain string
}

// Thesaurus is a loaded thesaurus, immutable and safe for concurrent use.
type Thesaurus struct {
	synsets []synset
	hypo    [][]int32
	domains []string
	words   *intern.Table[int32] // lemma keys, numbered
	senses  [][]sense            // per word
	exc     map[string][]exception
}

type synset struct {
	pos     byte
	domain  uint8
	lemmas  []member
	hyper   []int32
	derived []int32
}

// member is a word of a synset with the weight of that sense.
type member struct {
	word   int32
	weight float32
}

type sense struct {
	synset int32
	weight float32
}

type exception struct {
	pos  byte
	base string
}

// Default returns the thesaurus embedded in the binary, loaded on first
// use (about 30 ms).
func Default() (*Thesaurus, error) { return loadDefault() }

var loadDefault = sync.OnceValues(func() (*Thesaurus, error) {
	f, err := assets.Thesaurus().Open("wordnet.tsv.gz")
	if err != nil {
		return nil, fmt.Errorf("opening thesaurus: %w", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("reading thesaurus wordnet.tsv.gz: %w", err)
	}
	th, err := Load(zr)
	if err != nil {
		return nil, fmt.Errorf("thesaurus wordnet.tsv.gz: %w", err)
	}
	return th, nil
})

// Load reads a thesaurus in the format of wordnet.tsv.gz (uncompressed).
// An error names the line and what is wrong with it.
func Load(r io.Reader) (*Thesaurus, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading thesaurus: %w", err)
	}
	// Words and links are slices of text and of two slabs: loading is on
	// the path of a question's first answer.
	text := string(data)
	lines := strings.Count(text, "\n") + 1
	t := &Thesaurus{words: intern.New[int32](lines * 3 / 2), exc: map[string][]exception{}, synsets: make([]synset, 0, lines)}
	domainID := map[string]uint8{}
	members := make([]member, 0, lines*2)
	links := make([]int32, 0, lines*2)
	n := 0
	for rest := text; rest != ""; {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		n++
		if line == "" || line[0] == '#' {
			continue
		}
		var cols [6]string
		nc := 0
		for f := line; nc < len(cols); nc++ {
			var more bool
			cols[nc], f, more = strings.Cut(f, "\t")
			if !more {
				nc++
				break
			}
		}
		bad := func(format string, args ...any) error {
			return fmt.Errorf("line %d: %s", n, fmt.Sprintf(format, args...))
		}
		if cols[0] == "x" {
			if nc != 4 || len(cols[1]) != 1 || cols[2] == "" {
				return nil, bad("an exception line has x, pos, form and base words")
			}
			form := key(cols[2])
			for _, b := range strings.Fields(cols[3]) {
				t.exc[form] = append(t.exc[form], exception{pos: cols[1][0], base: key(b)})
			}
			continue
		}
		if nc != 5 || (cols[0] != "n" && cols[0] != "v") {
			return nil, bad("want pos (n or v), domain, words, hypernyms and derived synsets, tab-separated")
		}
		s := synset{pos: cols[0][0]}
		d, ok := domainID[cols[1]]
		if !ok {
			if len(t.domains) == 255 {
				return nil, bad("too many domains")
			}
			d = uint8(len(t.domains))
			domainID[cols[1]] = d
			t.domains = append(t.domains, cols[1])
		}
		s.domain = d
		start := len(members)
		for f := cols[2]; f != ""; {
			var w string
			w, f, _ = strings.Cut(f, " ")
			if w == "" {
				continue
			}
			pct := 100
			if i := strings.LastIndexByte(w, ':'); i > 0 {
				v, err := strconv.Atoi(w[i+1:])
				if err != nil || v < 1 || v > 100 {
					return nil, bad("word %q: weight is not a percentage", w)
				}
				w, pct = w[:i], v
			}
			members = append(members, member{word: t.intern(key(w)), weight: float32(pct) / 100})
		}
		if len(members) == start {
			return nil, bad("synset without words")
		}
		s.lemmas = members[start:len(members):len(members)]
		for k, col := range cols[3:5] {
			start := len(links)
			for f := col; f != ""; {
				var id string
				id, f, _ = strings.Cut(f, " ")
				if id == "" {
					continue
				}
				v, err := strconv.ParseInt(id, 10, 32)
				if err != nil || v < 0 {
					return nil, bad("%s: %q is not a synset number", [2]string{"hypernyms", "derived synsets"}[k], id)
				}
				links = append(links, int32(v))
			}
			list := links[start:len(links):len(links)]
			if k == 0 {
				s.hyper = list
			} else {
				s.derived = list
			}
		}
		t.synsets = append(t.synsets, s)
	}
	for i, s := range t.synsets {
		for _, list := range [][]int32{s.hyper, s.derived} {
			for _, id := range list {
				if int(id) >= len(t.synsets) {
					return nil, fmt.Errorf("synset %d links to synset %d, but there are %d", i, id, len(t.synsets))
				}
			}
		}
	}
	// Each word's senses, in one slab.
	count := make([]int32, t.words.Len()+1)
	for _, s := range t.synsets {
		for _, m := range s.lemmas {
			count[m.word+1]++
		}
	}
	for i := 1; i < len(count); i++ {
		count[i] += count[i-1]
	}
	slab := make([]sense, count[t.words.Len()])
	next := slices.Clone(count[:t.words.Len()])
	for i, s := range t.synsets {
		for _, m := range s.lemmas {
			slab[next[m.word]] = sense{synset: int32(i), weight: m.weight}
			next[m.word]++
		}
	}
	t.senses = make([][]sense, t.words.Len())
	for w := range t.senses {
		t.senses[w] = slab[count[w]:count[w+1]:count[w+1]]
	}
	t.hypo = make([][]int32, len(t.synsets))
	for i, s := range t.synsets {
		for _, h := range s.hyper {
			t.hypo[h] = append(t.hypo[h], int32(i))
		}
	}
	return t, nil
}

func (t *Thesaurus) intern(k string) int32 { return t.words.Code(k) }

// key normalizes a word or phrase for lookup: folded, "_" and "-" read as
// spaces ("motion-picture_show" is "motion picture show").
func key(s string) string {
	if plainKey(s) {
		return s
	}
	s = fold.String(s)
	s = strings.Map(func(r rune) rune {
		if r == '_' || r == '-' {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// plainKey reports whether s is already a key: lower-case ASCII letters
// and apostrophes, as most words of the asset are.
func plainKey(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && c != '\'' {
			return false
		}
	}
	return s != ""
}
