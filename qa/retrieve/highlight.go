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

// Highlights implements otx.Highlighter: for each event, the words of its
// text that any of the queries is about — terms of the concepts it names
// ("swam", "pool", "🏊" for swimming) and its own phrases ("Lena", "Café
// Kanne") — as byte ranges of the text. The queries are read once, and a
// text once however many events say it (the plays of one song, thousands
// of an answer's evidence): what is marked depends on nothing else. The
// function returned is for one goroutine.
func (r *Retriever) Highlights(queries []string) func(e *ingest.Event) (qa.Highlight, bool) {
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
	marked := map[[2]string][]qa.Span{} // by field and text; nil: none
	return func(e *ingest.Event) (qa.Highlight, bool) {
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
		key := [2]string{field, text}
		spans, seen := marked[key]
		if !seen {
			spans = r.mark(text, concepts, phrases)
			marked[key] = spans
		}
		if len(spans) == 0 {
			return qa.Highlight{}, false
		}
		return qa.Highlight{Field: field, Text: text, Spans: spans}, true
	}
}

// mark returns the merged spans of text that name one of concepts or say
// one of phrases, in order (nil: none). The slice is full: events of one
// text share it, and an append makes a copy.
func (r *Retriever) mark(text string, concepts map[*lexicon.Concept]bool, phrases [][]string) []qa.Span {
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
		return nil
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
	return slices.Clip(merged)
}
