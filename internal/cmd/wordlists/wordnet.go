package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// The lexicographer files whose synsets the thesaurus keeps: what people
// do and the things they buy, watch, listen to, eat, and the places,
// events and people of their lives.
var (
	nounFiles = map[int]string{
		4: "noun.act", 6: "noun.artifact", 10: "noun.communication", 11: "noun.event",
		13: "noun.food", 15: "noun.location", 17: "noun.object", 18: "noun.person", 21: "noun.possession",
		28: "noun.time",
	}
	verbFiles = map[int]string{
		29: "verb.body", 32: "verb.communication", 33: "verb.competition", 34: "verb.consumption",
		36: "verb.creation", 38: "verb.motion", 39: "verb.perception", 40: "verb.possession", 41: "verb.social",
	}
	// derivedFiles: a verb's derived noun is its synonym only when it names
	// the doing ("cycling" for "bike"), not the doer or the tool.
	derivedFiles = map[int]bool{4: true, 11: true}
)

// A sense's weight is how often WordNet's sense-tagged corpus (SemCor)
// meets the word in that sense relative to its commonest sense, with
// add-one smoothing: (count+1) / (max count+1), over the word's senses as
// noun and as verb. "film" as a movie is 1,
// "picture" as a movie 0.15, "jog" as running for exercise 0.5 (jogging a
// memory is met once, the rest never). minWeight drops the rare senses:
// "track" as a piece of music (0.14), "vacation" as annulling (0.04).
const minWeight = 0.25

// maxParts is the longest multi-word lemma kept ("motion picture show").
const maxParts = 3

type pointer struct {
	sym string
	key string // pos + offset
}

type synset struct {
	key    string // pos + offset, e.g. "n06613686"
	pos    byte
	lex    int
	words  []string
	lexIDs []int
	ptrs   []pointer
	// kept lemmas with their sense weight in percent
	lemmas []lemma
	id     int
}

type lemma struct {
	word   string
	weight int
}

// buildThesaurus reads WordNet from dir and returns the thesaurus asset
// (uncompressed): one synset a line, then the irregular forms of its words.
func buildThesaurus(dir string, familiar map[string]bool) ([]byte, error) {
	counts, err := readCounts(filepath.Join(dir, "cntlist.rev"))
	if err != nil {
		return nil, err
	}
	synsets := map[string]*synset{}
	var senses []indexSense
	for _, f := range []struct {
		pos  byte
		name string
	}{{'n', "noun"}, {'v', "verb"}} {
		if err := readData(filepath.Join(dir, "data."+f.name), f.pos, synsets); err != nil {
			return nil, err
		}
		ss, err := readIndex(filepath.Join(dir, "index."+f.name), f.pos, synsets, familiar, counts)
		if err != nil {
			return nil, err
		}
		senses = append(senses, ss...)
	}
	keepSenses(senses)
	var kept []*synset
	for _, s := range synsets {
		if len(s.lemmas) > 0 {
			kept = append(kept, s)
		}
	}
	if len(kept) < 1000 {
		return nil, fmt.Errorf("WordNet in %s gave only %d synsets", dir, len(kept))
	}
	slices.SortFunc(kept, func(a, b *synset) int { return strings.Compare(a.key, b.key) })
	for i, s := range kept {
		s.id = i
	}
	var b bytes.Buffer
	b.WriteString("# Thesaurus of activity and item words, generated from WordNet 3.0 (Debian wordnet-base) by\n")
	b.WriteString("# go run ./internal/cmd/wordlists: do not edit. WordNet 3.0 Copyright 2006 by Princeton\n")
	b.WriteString("# University, all rights reserved; see LICENSE-WordNet beside this file.\n")
	b.WriteString("#\n")
	b.WriteString("# Synset lines: pos (n or v), lexicographer file, words (word:weight, how often SemCor has\n")
	b.WriteString("# the word in this sense relative to its commonest, add-one smoothed, in percent; \":100\" left\n")
	b.WriteString("# out; \"_\" joins the words of a phrase), hypernyms and derived synsets (the n-th synset\n")
	b.WriteString("# line, from 0; the nearest kept ancestor when WordNet's own hypernym was left out).\n")
	b.WriteString("# Exception lines: x, pos, irregular form, its base words.\n")
	lexName := func(s *synset) string {
		if s.pos == 'n' {
			return nounFiles[s.lex]
		}
		return verbFiles[s.lex]
	}
	for _, s := range kept {
		b.WriteByte(s.pos)
		b.WriteByte('\t')
		b.WriteString(strings.TrimPrefix(strings.TrimPrefix(lexName(s), "noun."), "verb."))
		b.WriteByte('\t')
		for i, l := range s.lemmas {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(l.word)
			if l.weight != 100 {
				b.WriteByte(':')
				b.WriteString(strconv.Itoa(l.weight))
			}
		}
		b.WriteByte('\t')
		writeIDs(&b, keptAncestors(s, synsets))
		b.WriteByte('\t')
		writeIDs(&b, derived(s, synsets))
		b.WriteByte('\n')
	}
	for _, f := range []struct {
		pos  byte
		name string
	}{{'n', "noun"}, {'v', "verb"}} {
		if err := writeExceptions(&b, filepath.Join(dir, f.name+".exc"), f.pos, kept); err != nil {
			return nil, err
		}
	}
	return b.Bytes(), nil
}

func writeIDs(b *bytes.Buffer, ss []*synset) {
	ids := make([]int, len(ss))
	for i, s := range ss {
		ids[i] = s.id
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(id))
	}
}

// keptAncestors returns the nearest kept synsets above s: its hypernyms,
// or theirs when a hypernym was left out ("jogging" is a kind of
// "cardiopulmonary exercise", too rare a word to keep, which is a kind of
// "exercise").
func keptAncestors(s *synset, all map[string]*synset) []*synset {
	var out []*synset
	seen := map[string]bool{}
	var up func(x *synset, depth int)
	up = func(x *synset, depth int) {
		for _, p := range x.ptrs {
			if p.sym != "@" || seen[p.key] {
				continue
			}
			seen[p.key] = true
			h := all[p.key]
			switch {
			case h == nil:
			case len(h.lemmas) > 0:
				out = append(out, h)
			case depth < 3:
				up(h, depth+1)
			}
		}
	}
	up(s, 0)
	return out
}

// derived returns the kept synsets of the other part of speech that name
// the same doing: "bike" (verb) and "cycling" (noun.act).
func derived(s *synset, all map[string]*synset) []*synset {
	var out []*synset
	for _, p := range s.ptrs {
		if p.sym != "+" {
			continue
		}
		d := all[p.key]
		if d == nil || len(d.lemmas) == 0 || d.pos == s.pos {
			continue
		}
		noun := d
		if s.pos == 'n' {
			noun = s
		}
		if derivedFiles[noun.lex] {
			out = append(out, d)
		}
	}
	return out
}

// readData reads a WordNet data file: one synset a line.
func readData(path string, pos byte, out map[string]*synset) error {
	return fileLines(path, func(n int, line string) error {
		data, _, _ := strings.Cut(line, " | ")
		fl := strings.Fields(data)
		bad := func(what string) error { return fmt.Errorf("%s line %d: %s", path, n, what) }
		if len(fl) < 4 {
			return bad("too few fields")
		}
		lex, err1 := strconv.Atoi(fl[1])
		wcnt, err2 := strconv.ParseInt(fl[3], 16, 32)
		if err1 != nil || err2 != nil {
			return bad("bad lexicographer file or word count")
		}
		s := &synset{key: string(pos) + fl[0], pos: pos, lex: lex}
		i := 4
		for range wcnt {
			if i+1 >= len(fl) {
				return bad("truncated word list")
			}
			w := fl[i]
			if k := strings.IndexByte(w, '('); k > 0 { // adjective markers
				w = w[:k]
			}
			id, err := strconv.ParseInt(fl[i+1], 16, 32)
			if err != nil {
				return bad("bad lex_id")
			}
			s.words = append(s.words, w)
			s.lexIDs = append(s.lexIDs, int(id))
			i += 2
		}
		if i >= len(fl) {
			return bad("no pointer count")
		}
		pcnt, err := strconv.Atoi(fl[i])
		if err != nil {
			return bad("bad pointer count")
		}
		i++
		for range pcnt {
			if i+3 >= len(fl) {
				return bad("truncated pointer list")
			}
			s.ptrs = append(s.ptrs, pointer{sym: fl[i], key: fl[i+2] + fl[i+1]})
			i += 4
		}
		out[s.key] = s
		return nil
	})
}

// readCounts reads cntlist.rev: how often SemCor tags each sense key.
func readCounts(path string) (map[string]int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading WordNet (install wordnet-base): %w", err)
	}
	out := map[string]int{}
	for n, line := range strings.Split(string(data), "\n") {
		fl := strings.Fields(line)
		if len(fl) == 0 {
			continue
		}
		c, err := strconv.Atoi(fl[len(fl)-1])
		if len(fl) != 3 || err != nil {
			return nil, fmt.Errorf("%s line %d: want sense key, sense number and count", path, n+1)
		}
		out[fl[0]] = c
	}
	return out, nil
}

// indexSense is a sense of a word, from an index file.
type indexSense struct {
	word  string
	s     *synset
	count int  // how often SemCor tags the word in this sense
	name  bool // the word is capitalised in this sense: a name
}

// indexLines calls each with every line of a WordNet index file: the
// lemma and the offsets of its synsets, commonest sense first.
func indexLines(path string, each func(n int, lemma string, offsets []string) error) error {
	return fileLines(path, func(n int, line string) error {
		fl := strings.Fields(line)
		if len(fl) < 4 {
			return fmt.Errorf("%s line %d: too few fields", path, n)
		}
		pcnt, err := strconv.Atoi(fl[3])
		if err != nil || 4+pcnt+2 > len(fl) {
			return fmt.Errorf("%s line %d: bad pointer count", path, n)
		}
		return each(n, fl[0], fl[4+pcnt+2:])
	})
}

// fileLines calls each with every line of a WordNet data or index file
// and its number, the licence header (lines indented by two spaces) left
// out.
func fileLines(path string, each func(n int, line string) error) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("reading WordNet (install wordnet-base): %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(line, "  ") {
			continue
		}
		if err := each(n, line); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading %s: %w", path, err)
	}
	return nil
}

// readIndex reads a WordNet index file, whose lines list a word's synsets,
// and returns the senses of the words people use.
func readIndex(path string, pos byte, synsets map[string]*synset, familiar map[string]bool, counts map[string]int) ([]indexSense, error) {
	ssType := map[byte]int{'n': 1, 'v': 2}[pos]
	var out []indexSense
	err := indexLines(path, func(n int, word string, offsets []string) error {
		if !keepWord(word, familiar) {
			return nil
		}
		for _, off := range offsets {
			s := synsets[string(pos)+off]
			if s == nil {
				return fmt.Errorf("%s line %d: synset %s is not in the data file", path, n, off)
			}
			// The index is lower case; the synset says whether the word is
			// a name ("Song" the dynasty) in this sense.
			k := slices.IndexFunc(s.words, func(w string) bool { return strings.EqualFold(w, word) })
			if k < 0 {
				return fmt.Errorf("%s line %d: %q is not a word of synset %s", path, n, word, off)
			}
			c := counts[fmt.Sprintf("%s%%%d:%02d:%02d::", word, ssType, s.lex, s.lexIDs[k])]
			out = append(out, indexSense{word: word, s: s, count: c, name: s.words[k] != word})
		}
		return nil
	})
	return out, err
}

// keepSenses adds to each synset of the chosen files the words whose
// sense it is, unless that sense is rare for the word: its weight, the
// word's count in this sense relative to its commonest sense as noun or
// verb, is below minWeight ("concert" is a noun far more often than the
// verb of arranging).
func keepSenses(senses []indexSense) {
	maxCount := map[string]int{}
	for _, sn := range senses {
		maxCount[sn.word] = max(maxCount[sn.word], sn.count)
	}
	for _, sn := range senses {
		files := nounFiles
		if sn.s.pos == 'v' {
			files = verbFiles
		}
		if _, ok := files[sn.s.lex]; !ok || sn.name {
			continue
		}
		w := float64(sn.count+1) / float64(maxCount[sn.word]+1)
		if w < minWeight {
			continue
		}
		sn.s.lemmas = append(sn.s.lemmas, lemma{word: sn.word, weight: int(w*100 + 0.5)})
	}
}

// keepWord: lower-case letters, at most maxParts words, each a common
// English word.
func keepWord(w string, familiar map[string]bool) bool {
	parts := strings.FieldsFunc(w, func(r rune) bool { return r == '_' || r == '-' })
	if len(parts) == 0 || len(parts) > maxParts {
		return false
	}
	for _, p := range parts {
		for _, r := range p {
			if (r < 'a' || r > 'z') && r != '\'' && r != '.' {
				return false
			}
		}
		if !familiar[p] {
			return false
		}
	}
	return true
}

// writeExceptions appends the irregular forms ("ran" → "run") whose base
// is a kept word of that part of speech.
func writeExceptions(b *bytes.Buffer, path string, pos byte, kept []*synset) error {
	bases := map[string]bool{}
	for _, s := range kept {
		if s.pos == pos {
			for _, l := range s.lemmas {
				bases[l.word] = true
			}
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("reading WordNet (install wordnet-base): %w", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		fl := strings.Fields(line)
		if len(fl) < 2 {
			continue
		}
		var keep []string
		for _, base := range fl[1:] {
			if bases[base] && base != fl[0] {
				keep = append(keep, base)
			}
		}
		if len(keep) == 0 {
			continue
		}
		fmt.Fprintf(b, "x\t%c\t%s\t%s\n", pos, fl[0], strings.Join(keep, " "))
	}
	return nil
}
