package retrieve

import (
	"slices"
	"strings"

	"reqap/ingest"
	"reqap/qa/retrieve/lexicon"
)

// Titles. A word inside the title of a film, a series or a song the
// library streams, or inside the name of an artist it plays, names the
// work or the artist, not what the word means: "can't stop thinking about
// Fall, George, Fall..." is no time spent with George, the father, nor
// "Song for David by Tay Quartz on repeat 🎧" with David; "Fly Away by
// Xiomara Cruz on repeat 🎧" is no flight, and "Delta Haze – Distant
// Skyline [Vinyl LP]" no flight with Delta.

// titleKeys are the fields of a stream that hold the title of its work or
// the name of its artist.
var titleKeys = []string{"track", "movie_title", "series_title", "episode_title", "title", "artist"}

// titledSources are the sources whose records name works and artists in
// their words: texts, and the things bought (a record, a book of a film).
var titledSources = map[string]bool{
	ingest.SocialMedia: true, ingest.Mail: true, ingest.Note: true, ingest.Chat: true, ingest.OnlinePurchase: true,
}

// workTitles are the titles and artists' names a library streams, with an
// index from each word's key to the titles saying it.
type workTitles struct {
	text   []string          // as written, the longest first
	toks   [][]lexicon.Token // the words of each
	artist []bool            // whether each is only an artist's name
	byKey  map[string][]int  // a word's key → the titles saying it
}

// streamedTitles returns the titles of the works a library streams and
// the names of its artists: of two words or more, as written (a text that
// names a work writes its title so; "dinner with mom and dad" names no
// song "Mom and Dad"), the longest first, so that a title inside another
// is cut with it.
func streamedTitles(lib Library) *workTitles {
	artist := map[string]bool{} // false once a work is titled so
	var titles []string
	for src := range mediaSources {
		for _, e := range lib.Events(src) {
			for _, k := range titleKeys {
				t := strings.TrimSpace(e.Text(k))
				if len(strings.Fields(t)) < 2 {
					continue
				}
				a, seen := artist[t]
				if !seen {
					titles = append(titles, t)
				}
				artist[t] = (!seen || a) && k == "artist"
			}
		}
	}
	slices.SortFunc(titles, func(a, b string) int { return len(b) - len(a) })
	w := &workTitles{text: titles, toks: make([][]lexicon.Token, len(titles)), artist: make([]bool, len(titles)), byKey: map[string][]int{}}
	for i, t := range titles {
		w.artist[i] = artist[t]
		w.toks[i] = lexicon.Tokens(t)
		for j, tok := range w.toks[i] {
			if !slices.ContainsFunc(w.toks[i][:j], func(o lexicon.Token) bool { return o.Key == tok.Key }) {
				w.byKey[tok.Key] = append(w.byKey[tok.Key], i)
			}
		}
	}
	return w
}

// saying returns the titles that say one of the terms, strong or
// related, and more, the longest first; artists' names only when artists
// is set.
func (w *workTitles) saying(terms []lexicon.Term, artists bool) []string {
	var idx []int
	for _, t := range terms {
		if t.Weight < lexicon.Related {
			continue
		}
		words := strings.Fields(t.Key)
		if len(words) == 0 {
			continue
		}
		for _, i := range w.byKey[words[0]] {
			// a term that is the whole title names the work or the
			// artist asked for ("songs by Daft Punk"): it is no cut
			if (artists || !w.artist[i]) && len(words) < len(w.toks[i]) && !slices.Contains(idx, i) && saysAnyTerm(w.toks[i], []lexicon.Term{t}) {
				idx = append(idx, i)
			}
		}
	}
	slices.Sort(idx)
	out := make([]string, len(idx))
	for j, i := range idx {
		out[j] = w.text[i]
	}
	return out
}

// verifyTitled takes back a concept matched in a text only inside the
// title of a work the library streams or the name of an artist it plays:
// the text read without those titles must still say one of the concept's
// terms.
func (r *Retriever) verifyTitled(q *Query, order []*cand) {
	var w *workTitles
	titled := make([][]string, min(q.Required, maskedConcepts)) // per concept, the titles saying it
	for _, c := range order {
		if !titledSources[c.ev.Source] || c.weights == nil {
			continue
		}
		var text string
		for ci := range titled {
			if c.weights[ci] < lexicon.Threshold {
				continue
			}
			if w == nil {
				if w = r.titles.of(r.lib.Generation(), func() *workTitles { return streamedTitles(r.lib) }); len(w.text) == 0 {
					return
				}
				for i := range titled {
					// an artist is a person, maybe one the library
					// knows ("Oscar Lindqvist" streamed and met): a
					// person's name in an artist's is theirs
					titled[i] = w.saying(q.Concepts[i].Terms, !q.personConcept(&q.Concepts[i]))
				}
			}
			if len(titled[ci]) == 0 {
				continue
			}
			if text == "" {
				text = titledText(c.ev)
			}
			cut, any := text, false
			for _, t := range titled[ci] {
				if strings.Contains(cut, t) {
					cut, any = strings.ReplaceAll(cut, t, " . "), true
				}
			}
			if any && !saysAnyTerm(lexicon.Tokens(cut), q.Concepts[ci].Terms) {
				c.weigh(ci, 0)
			}
		}
	}
}

// titledText is the words of a record that may name a work: a text's, or
// the thing bought.
func titledText(e *ingest.Event) string {
	if t := eventText(e); t != "" {
		return t
	}
	return e.Text("product")
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
