package retrieve

import (
	"slices"
	"strings"

	"reqap/qa/retrieve/lexicon"
)

// Titles. A name inside the title of a film, a series or a song the
// library streams names the work, not the person: "can't stop thinking
// about Fall, George, Fall..." is no time spent with George, the father,
// nor "Song for David by Tay Quartz on repeat 🎧" with David.

// titleKeys are the fields of a stream that hold the title of its work.
var titleKeys = []string{"track", "movie_title", "series_title", "episode_title", "title"}

// streamedTitles returns the titles of the works a library streams: of
// two words or more, as written (a text that names a work writes its
// title so; "dinner with mom and dad" names no song "Mom and Dad"), the
// longest first, so that a title inside another is cut with it.
func streamedTitles(lib Library) []string {
	seen := map[string]bool{}
	var titles []string
	for src := range mediaSources {
		for _, e := range lib.Events(src) {
			for _, k := range titleKeys {
				t := strings.TrimSpace(e.Text(k))
				if len(strings.Fields(t)) < 2 || seen[t] {
					continue
				}
				seen[t] = true
				titles = append(titles, t)
			}
		}
	}
	slices.SortFunc(titles, func(a, b string) int { return len(b) - len(a) })
	return titles
}

// verifyTitledNames takes back a person matched in a text only inside the
// title of a work the library streams: the text read without the titles
// it names must still say one of the person concept's terms.
func (r *Retriever) verifyTitledNames(q *Query, order []*cand) {
	var cis []int
	for i := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if q.personConcept(&q.Concepts[i]) {
			cis = append(cis, i)
		}
	}
	if len(cis) == 0 {
		return
	}
	var titles []string
	for _, c := range order {
		if !textSources[c.ev.Source] || !c.matchedAny(cis) {
			continue
		}
		if titles == nil {
			if titles = r.titles.of(r.lib.Generation(), func() []string { return streamedTitles(r.lib) }); len(titles) == 0 {
				return
			}
		}
		text := eventText(c.ev)
		cut := false
		for _, t := range titles {
			if strings.Contains(text, t) {
				text, cut = strings.ReplaceAll(text, t, " . "), true
			}
		}
		if !cut {
			continue
		}
		toks := lexicon.Tokens(text)
		for _, ci := range cis {
			if c.weights[ci] >= lexicon.Threshold && !saysAnyTerm(toks, q.Concepts[ci].Terms) {
				c.weigh(ci, 0)
			}
		}
	}
}

// saysAnyTerm reports whether tokens say one of the terms, strong or
// related, word for word.
func saysAnyTerm(toks []lexicon.Token, terms []lexicon.Term) bool {
	for _, t := range terms {
		if t.Weight < lexicon.Related {
			continue
		}
		words := strings.Fields(t.Key)
		for s := 0; s+len(words) <= len(toks); s++ {
			if lexicon.KeysAt(toks, s, words) {
				return true
			}
		}
	}
	return false
}
