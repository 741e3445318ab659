package retrieve

import (
	"strings"

	"reqap/ingest"
	"reqap/qa/retrieve/lexicon"
)

// Names of places. A venue's name says what kind of place it is by its own
// words, not by the words of where it stands: "Sporthalle am Park" is a
// sports hall by a park, "Hotel on the Beach" a hotel, "Café im Museum" a
// café. So a place concept (park, beach, church ...) found in a location
// field only after a preposition does not make the happening one at such a
// place; the search found it anyway (it reads every field), and
// verifyPlaces takes that match back.

// locationKeys are fields that hold the name (and address) of a venue.
var locationKeys = map[string]bool{"location": true, "place": true, "place_name": true, "venue": true, "address": true}

// locatives are the prepositions that, inside a venue's name, introduce
// where it is rather than what it is (English, German, French, Italian,
// Spanish, Dutch: the languages of the names people's exports hold).
var locatives = map[string]bool{
	"at": true, "on": true, "in": true, "by": true, "near": true, "beside": true, "off": true, "opposite": true,
	"am": true, "an": true, "im": true, "beim": true, "zum": true, "zur": true, "auf": true, "bei": true,
	"au": true, "aux": true, "sur": true, "pres": true, "près": true,
	"al": true, "alla": true, "sul": true, "sulla": true, "nel": true, "nella": true,
	"en": true, "junto": true,
	"aan": true, "bij": true, "op": true,
}

// venueName returns the part of a location value that names the venue: its
// first comma-separated segment (the rest is an address), up to a locative
// preposition.
func venueName(v string) string {
	if i := strings.IndexByte(v, ','); i >= 0 {
		v = v[:i]
	}
	words := strings.Fields(v)
	for i, w := range words {
		if i > 0 && locatives[strings.ToLower(w)] {
			return strings.Join(words[:i], " ")
		}
	}
	return v
}

// placeText is what an event says about itself, with venue names cut to
// what names the venue when cut is set.
func placeText(e *ingest.Event, cut bool) string {
	var b strings.Builder
	for _, f := range e.Fields {
		if idKey(f.Key) {
			continue
		}
		var vals []string
		switch f.Value.Kind {
		case ingest.KindText:
			vals = []string{f.Value.Str}
		case ingest.KindList:
			vals = f.Value.List
		default:
			continue
		}
		for _, v := range vals {
			if cut && locationKeys[f.Key] {
				v = venueName(v)
			}
			b.WriteString(v)
			b.WriteString(" . ")
		}
	}
	return b.String()
}

// verifyPlaces re-reads the candidates that matched a place concept
// (kind place) and lowers their match to what their text says once venue
// names are cut at a locative preposition.
func (r *Retriever) verifyPlaces(q *Query, order []*cand) {
	var places []int
	for i, c := range q.Concepts {
		if c.lex != nil && c.lex.Kind == "place" && i < 63 {
			places = append(places, i)
		}
	}
	if len(places) == 0 {
		return
	}
	for _, c := range order {
		if c.weights == nil {
			continue
		}
		var whole, cut []lexicon.Score
		read := false
		for _, ci := range places {
			if c.weights[ci] < lexicon.Threshold || !hasLocation(c.ev) {
				continue
			}
			if !read {
				read = true
				whole = lexicon.Scores(r.lex.Find(lexicon.Tokens(placeText(c.ev, false))))
				cut = lexicon.Scores(r.lex.Find(lexicon.Tokens(placeText(c.ev, true))))
			}
			w := scoreOf(cut, q.Concepts[ci].lex)
			// Only what the cut took away is taken back: the search
			// may have found the concept in ways the lexicon does not
			// read.
			if w >= scoreOf(whole, q.Concepts[ci].lex) {
				continue
			}
			if q.Concepts[ci].thesaurus {
				w = lexicon.Weaker(w)
			}
			if w < c.weights[ci] {
				c.weights[ci] = w
				if w < lexicon.Threshold {
					c.mask &^= 1 << uint(ci)
				}
			}
		}
	}
}

func hasLocation(e *ingest.Event) bool {
	for _, f := range e.Fields {
		if locationKeys[f.Key] {
			return true
		}
	}
	return false
}

func scoreOf(scores []lexicon.Score, c *lexicon.Concept) float64 {
	for _, s := range scores {
		if s.Concept == c {
			return s.Weight
		}
	}
	return 0
}
