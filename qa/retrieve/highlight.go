package retrieve

import (
	"slices"
	"strings"

	"reqap/ingest"
	"reqap/qa"
	"reqap/qa/retrieve/lexicon"
)

// highlightKeys are the fields whose words an answer's evidence shows, in
// order: what the event says (a journal's sentence, a post, a mail), else
// what names it.
var highlightKeys = []string{"text", "summary", "subject", "title", "body", "description", "name", "product", "track", "movie_title", "series_title"}

// Highlight implements otx.Highlighter: the words of the event's text
// that any of the queries is about — terms of the concepts it names
// ("swam", "pool", "🏊" for swimming) and its own phrases ("Lena", "Café
// Kanne") — as byte ranges of the text.
func (r *Retriever) Highlight(queries []string, e *ingest.Event) (qa.Highlight, bool) {
	field, text := "", ""
	for _, k := range highlightKeys {
		if v, ok := e.Get(k); ok && v.Kind == ingest.KindText && strings.TrimSpace(v.Str) != "" {
			field, text = k, v.Str
			break
		}
	}
	if text == "" {
		return qa.Highlight{}, false
	}
	if len(text) > 20000 {
		text = text[:20000]
	}
	concepts := map[*lexicon.Concept]bool{}
	var phrases [][]string
	for _, q := range queries {
		p := r.lex.Parse(q)
		for _, c := range p.Concepts {
			concepts[c] = true
		}
		for _, ph := range p.Phrases {
			phrases = append(phrases, lexicon.Keys(ph.Tokens))
		}
	}
	toks := lexicon.Tokens(text)
	var spans []qa.Span
	add := func(from, to int) {
		spans = append(spans, qa.Span{Start: toks[from].Pos, End: toks[to-1].Pos + len(toks[to-1].Raw)})
	}
	for _, h := range r.lex.Find(toks) {
		if concepts[h.Concept] && h.Weight >= lexicon.Related {
			add(h.Start, h.End)
		}
	}
	for _, ph := range phrases {
		for i := 0; i+len(ph) <= len(toks); i++ {
			if lexicon.KeysAt(toks, i, ph) {
				add(i, i+len(ph))
			}
		}
	}
	if len(spans) == 0 {
		return qa.Highlight{}, false
	}
	slices.SortFunc(spans, func(a, b qa.Span) int { return a.Start - b.Start })
	merged := spans[:1]
	for _, s := range spans[1:] {
		last := &merged[len(merged)-1]
		if s.Start <= last.End {
			last.End = max(last.End, s.End)
			continue
		}
		merged = append(merged, s)
	}
	return qa.Highlight{Field: field, Text: text, Spans: merged}, true
}
