package llm

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/blugelabs/bluge"
	"github.com/blugelabs/bluge/analysis"

	"reqap/qa/retrieve/lexicon"
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
// Words are normalized as the lexicons normalize them (lower case,
// accents folded, Snowball stem), so "runs" and "running" meet.
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
					out = append(out, lexicon.WordKey(p))
				}
			}
			return
		}
		if stopwords[w] {
			return
		}
		out = append(out, lexicon.WordKey(w))
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

// tokenizer hands Bluge the tokens above, so the index and the query
// see the same terms.
type tokenizer struct{}

func (tokenizer) Tokenize(b []byte) analysis.TokenStream {
	toks := tokens(string(b))
	out := make(analysis.TokenStream, len(toks))
	for i, t := range toks {
		out[i] = &analysis.Token{Term: []byte(t), PositionIncr: 1, Type: analysis.AlphaNumeric}
	}
	return out
}

var analyzer = &analysis.Analyzer{Tokenizer: tokenizer{}}

// textField is the field the examples are indexed in.
const textField = "text"

// bm25 ranks a small fixed set of documents with Bluge's BM25, the
// scoring the event library uses, in memory.
type bm25 struct {
	reader *bluge.Reader
	n      int
}

func newBM25(texts []string) (*bm25, error) {
	w, err := bluge.OpenWriter(bluge.InMemoryOnlyConfig())
	if err != nil {
		return nil, err
	}
	defer w.Close()
	batch := bluge.NewBatch()
	for i, t := range texts {
		doc := bluge.NewDocument(docID(i))
		doc.AddField(bluge.NewTextField(textField, t).WithAnalyzer(analyzer))
		batch.Update(doc.ID(), doc)
	}
	if err := w.Batch(batch); err != nil {
		return nil, err
	}
	r, err := w.Reader()
	if err != nil {
		return nil, err
	}
	return &bm25{reader: r, n: len(texts)}, nil
}

// docID numbers documents so that their IDs sort in their order.
func docID(i int) string { return fmt.Sprintf("%06d", i) }

// top returns the indexes of the k documents best matching the weighted
// query terms, best first; ties go to the earlier document so the choice
// is deterministic. Documents matching no term follow in their order.
func (ix *bm25) top(query map[string]float64, k int) ([]int, error) {
	k = min(k, ix.n)
	q := bluge.NewBooleanQuery()
	for _, t := range slices.Sorted(maps.Keys(query)) {
		q.AddShould(bluge.NewTermQuery(t).SetField(textField).SetBoost(query[t]))
	}
	it, err := ix.reader.Search(context.Background(), bluge.NewTopNSearch(k, q).SortBy([]string{"-_score", "_id"}))
	if err != nil {
		return nil, err
	}
	out := make([]int, 0, k)
	seen := map[int]bool{}
	for {
		m, err := it.Next()
		if err != nil {
			return nil, err
		}
		if m == nil {
			break
		}
		var id int
		err = m.VisitStoredFields(func(field string, value []byte) bool {
			if field == "_id" {
				id, err = strconv.Atoi(string(value))
				return false
			}
			return true
		})
		if err != nil {
			return nil, err
		}
		out = append(out, id)
		seen[id] = true
	}
	for i := 0; len(out) < k && i < ix.n; i++ {
		if !seen[i] {
			out = append(out, i)
		}
	}
	return out, nil
}
