package llm

import (
	"math"
	"sort"
	"strings"
	"unicode"
)

// BM25 parameters (the usual Lucene-like choice).
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// stopwords carry no signal about which decomposition fits: articles,
// pronouns and auxiliaries. Question words ("how", "many", "which",
// "most") are kept: they are what tells a count from an argmax.
var stopwords = map[string]bool{
	"a": true, "an": true, "the": true, "i": true, "me": true, "my": true, "we": true, "our": true,
	"you": true, "your": true, "to": true, "of": true, "and": true, "or": true, "is": true,
	"was": true, "were": true, "are": true, "be": true, "did": true, "do": true, "does": true,
	"have": true, "has": true, "had": true, "it": true, "that": true, "this": true, "s": true,
	"input": true, "starting": true, "new": true, "question": true,
}

// tokens splits text — questions as well as rendered JSON steps — into
// search terms: lower-cased words and numbers; snake_case names count as a
// whole and by their parts (distance_km → distance_km, distance, km), so
// a question saying "distance" meets an example computing distance_km.
// Words are lightly stemmed so "runs", "running" and "ran"'s neighbours
// meet.
func tokens(text string) []string {
	var out []string
	word := func(w string) {
		if w == "" {
			return
		}
		if strings.Contains(w, "_") {
			whole := strings.Trim(w, "_")
			if whole != "" {
				out = append(out, whole)
			}
			for _, p := range strings.Split(w, "_") {
				if p != "" && !stopwords[p] {
					out = append(out, stem(p))
				}
			}
			return
		}
		if stopwords[w] {
			return
		}
		out = append(out, stem(w))
	}
	start := -1
	lower := strings.ToLower(text)
	for i, r := range lower {
		in := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			word(lower[start:i])
			start = -1
		}
	}
	if start >= 0 {
		word(lower[start:])
	}
	return out
}

// stem strips the commonest English endings: plural s, -ing, -ed and a
// final e, undoubling a consonant left behind (running → run, swimming →
// swim, movies → movi, movie → movi).
func stem(w string) string {
	if len(w) <= 3 || !isASCIIWord(w) {
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ss"):
	case strings.HasSuffix(w, "s"):
		w = w[:len(w)-1]
	}
	for _, suf := range []string{"ing", "ed"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			w = w[:len(w)-len(suf)]
			if n := len(w); n >= 2 && w[n-1] == w[n-2] && !strings.ContainsRune("aeiouls", rune(w[n-1])) {
				w = w[:n-1]
			}
			break
		}
	}
	if strings.HasSuffix(w, "e") && len(w) > 3 {
		w = w[:len(w)-1]
	}
	if strings.HasSuffix(w, "y") && len(w) > 3 {
		w = w[:len(w)-1] + "i"
	}
	return w
}

func isASCIIWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// bm25 is an index over a small fixed set of documents.
type bm25 struct {
	docs  []map[string]int // term frequencies
	lens  []int
	avgdl float64
	df    map[string]int
}

func newBM25(texts []string) *bm25 {
	ix := &bm25{df: map[string]int{}}
	total := 0
	for _, t := range texts {
		tf := map[string]int{}
		toks := tokens(t)
		for _, w := range toks {
			tf[w]++
		}
		for w := range tf {
			ix.df[w]++
		}
		ix.docs = append(ix.docs, tf)
		ix.lens = append(ix.lens, len(toks))
		total += len(toks)
	}
	if len(texts) > 0 {
		ix.avgdl = float64(total) / float64(len(texts))
	}
	return ix
}

func (ix *bm25) idf(term string) float64 {
	n, df := float64(len(ix.docs)), float64(ix.df[term])
	return math.Log(1 + (n-df+0.5)/(df+0.5))
}

// score returns each document's score for weighted query terms.
func (ix *bm25) score(query map[string]float64) []float64 {
	scores := make([]float64, len(ix.docs))
	if ix.avgdl == 0 {
		return scores
	}
	for term, qw := range query {
		if ix.df[term] == 0 {
			continue
		}
		idf := ix.idf(term)
		for i, tf := range ix.docs {
			f := float64(tf[term])
			if f == 0 {
				continue
			}
			norm := 1 - bm25B + bm25B*float64(ix.lens[i])/ix.avgdl
			scores[i] += qw * idf * f * (bm25K1 + 1) / (f + bm25K1*norm)
		}
	}
	return scores
}

// top returns the indexes of the k best documents, best first; ties go to
// the earlier document so the choice is deterministic.
func top(scores []float64, k int) []int {
	idx := make([]int, len(scores))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return scores[idx[a]] > scores[idx[b]] })
	if k < len(idx) {
		idx = idx[:k]
	}
	return idx
}
