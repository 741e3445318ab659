package retrieve

import (
	"strings"

	"reqap/ingest"
	"reqap/qa/retrieve/lexicon"
)

// A noun phrase is denied by "not a" or "not an" before it ("[Not a
// public holiday]") or by "non" ("non-alcoholic"). A bare "no" is not
// read: it denies verbs as often ("long time no see" tells of a meeting).
var articles = map[string]bool{"a": true, "an": true}

// negated reports whether a text field of ev denies being what q asks for:
// a negator followed by a phrase made of the query's own concepts and
// nothing else, covering every required one ("Mother's Day [Not a public
// holiday]" is no public holiday). A denied narrower thing is still the
// broader one: "not a public holiday" says nothing against "holidays",
// because "public" is no term of that query.
func (q *Query) negated(ev *ingest.Event) bool {
	if q.Required == 0 {
		return false
	}
	for _, c := range q.Concepts[:q.Required] {
		if c.lex != nil && c.lex.Generic {
			// "met", "celebrated": too wide for a denial to be of them.
			return false
		}
	}
	// By index: it runs on every field of every candidate, and a range
	// copied each field (a hundred bytes) to read its kind.
	for fi := range ev.Fields {
		f := &ev.Fields[fi]
		if f.Value.Kind != ingest.KindText || !mayNegate(f.Value.Str) {
			continue
		}
		toks := lexicon.Tokens(f.Value.Str)
		for i, t := range toks {
			next := i + 1
			switch {
			case t.Key == "not" && next+1 < len(toks) && articles[toks[next].Key]:
				next++
			case t.Key == "non":
			default:
				continue
			}
			if q.deniedAt(f.Value.Str, toks[next:]) {
				return true
			}
		}
	}
	return false
}

// deniedAt reports whether some run of tokens at the start of toks, within
// one clause, is exactly the query: every required concept matched, every
// word a concept term or filler.
func (q *Query) deniedAt(text string, toks []lexicon.Token) bool {
	// A phrase of the query is at most a few words longer than the query
	// ("not a public holiday" for "public holidays").
	const slack = 3
	n := min(len(toks), len(q.Concepts)+slack)
	for end := 1; end <= n; end++ {
		if end > 1 && clauseBreak(text, toks[end-2], toks[end-1]) {
			return false
		}
		if w, covered := q.matchText(toks[:end]); covered && q.allRequired(w) {
			return true
		}
	}
	return false
}

// allRequired reports whether every required concept is matched in w:
// denying one of two things asked for denies nothing.
func (q *Query) allRequired(w []float64) bool {
	for i := 0; i < q.Required; i++ {
		if w[i] < lexicon.Threshold {
			return false
		}
	}
	return true
}

// clauseBreak reports whether punctuation between two neighbouring tokens
// ends the phrase the negator governs ("not a holiday. Meeting at 3").
func clauseBreak(text string, a, b lexicon.Token) bool {
	return strings.ContainsAny(text[a.Pos+len(a.Raw):b.Pos], ".,;:!?()[]\n")
}

// mayNegate is a cheap test that a text holds a negator at all ("not",
// "non" in any case), made for every field of every candidate: it
// allocates nothing, and finds the middle letter with IndexByte (a byte
// at a time, it was a sixteenth of a question over 17,000 candidates).
func mayNegate(s string) bool {
	return negatorAround(s, 'o') || negatorAround(s, 'O')
}

// negatorAround reports whether some o (the byte given, o or O) of s is
// the middle of "not" or "non" in any case.
func negatorAround(s string, o byte) bool {
	for i := 1; i+1 < len(s); i++ {
		k := strings.IndexByte(s[i:len(s)-1], o)
		if k < 0 {
			return false
		}
		i += k
		if s[i-1]|0x20 == 'n' && (s[i+1]|0x20 == 't' || s[i+1]|0x20 == 'n') {
			return true
		}
	}
	return false
}
