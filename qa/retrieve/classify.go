package retrieve

import (
	"context"
	"strings"

	"reqap/ingest"
	"reqap/qa/retrieve/lexicon"
)

// Label is a classifier's verdict, numbered like the paper's pattern
// classes.
type Label uint8

// Labels.
const (
	// Irrelevant: drop (for a source pattern, every remaining candidate of
	// the source).
	Irrelevant Label = iota
	// Partly: decide event by event. For an event: it matches part of the
	// query, and is kept only if de-duplication puts it in a happening
	// that matches the rest.
	Partly
	// Relevant: keep (for a pattern, every event of the library that
	// matches it, candidate or not).
	Relevant
)

func (l Label) String() string {
	switch l {
	case Irrelevant:
		return "irrelevant"
	case Partly:
		return "partly relevant"
	case Relevant:
		return "relevant"
	}
	return "invalid"
}

// Pattern is a set of events described by one field value (or by their
// source alone) that a classifier can judge at once (paper, 3.2.1 step 2).
type Pattern struct {
	Source string
	// Key and Value select the source's events whose field Key equals
	// Value (ignoring case; for a list, one element). With an empty Key
	// the pattern is the whole source.
	Key, Value string
	// Support is how many candidates match it; Count how many events of
	// the library do, when known (0 otherwise).
	Support, Count int

	weights []float64 // per query concept, from the lexicons
	covered bool      // every word of Value is a query term or filler
	exact   bool      // Value is exactly one of the query's phrases
}

// Text verbalizes the pattern the way events are verbalized
// ("source: music stream", "workout type: soccer"): what a cross-encoder
// reads next to the query.
func (p Pattern) Text() string {
	src := "source: " + strings.ReplaceAll(p.Source, "_", " ")
	if p.Key == "" {
		return src
	}
	return src + "\n" + strings.ReplaceAll(p.Key, "_", " ") + ": " + p.Value
}

// PatternClassifier labels patterns for a query: Relevant pulls in every
// event of the library matching the pattern, Irrelevant drops the
// candidates matching it (for a source pattern, the whole source), Partly
// leaves them to the EventClassifier. It returns one label per pattern.
//
// LexicalPatterns is the default. A cross-encoder (hugot, the paper's
// 3-class pattern classifier) plugs in here: it scores the pairs
// (q.Text, p.Text()) and maps its classes 0/1/2 to Irrelevant/Partly/
// Relevant. It should still label sources outside an explicit q.Sources
// Irrelevant, which LexicalPatterns does.
type PatternClassifier interface {
	ClassifyPatterns(ctx context.Context, q *Query, patterns []Pattern) ([]Label, error)
}

// Candidate is an event found for a query, for the EventClassifier.
type Candidate struct {
	Event *ingest.Event
	// Score is the event's summed BM25 score over the query's searches.
	Score float64
	// Weights is, per query concept, how well the event matched it (the
	// weight of the best lexicon term found, before source weighting).
	Weights []float64
}

// EventClassifier labels the candidates no pattern decided: Relevant,
// Irrelevant, or Partly (matches part of the query: kept only when
// de-duplication merges it into a happening that matches the rest). It
// returns one label per candidate.
//
// LexicalEvents is the default. A cross-encoder (the paper's 2-class event
// classifier) plugs in here, scoring (q.Text, c.Event.Verbalize()) and
// answering Relevant or Irrelevant.
type EventClassifier interface {
	ClassifyEvents(ctx context.Context, q *Query, cands []Candidate) ([]Label, error)
}

// LexicalPatterns classifies patterns with the lexicons alone:
//
//   - a source pattern is Relevant when the query takes the source whole
//     (it is made only of cues for it), Irrelevant when the query does
//     not point at the source (weight below lexicon.Threshold), and Partly
//     otherwise; so is the field-value pattern of a whole source taken with
//     a field restriction ("tweets": social_media with platform twitter);
//   - a field-value pattern is Relevant when its value matches every
//     required concept, consists of nothing but query terms and filler
//     ("workout type: soccer" for football, "summary: Football practice"),
//     and either its source counts for the query or the value is exactly a
//     phrase of the query ("artist: Daft Punk" for "Daft Punk", whatever
//     the source); otherwise Partly.
type LexicalPatterns struct{}

// ClassifyPatterns implements PatternClassifier.
func (LexicalPatterns) ClassifyPatterns(ctx context.Context, q *Query, ps []Pattern) ([]Label, error) {
	out := make([]Label, len(ps))
	for i, p := range ps {
		if p.Key == "" {
			switch {
			case q.isWhole(p.Source):
				out[i] = Relevant
			case q.Weight(p.Source) < lexicon.Threshold:
				out[i] = Irrelevant
			default:
				out[i] = Partly
			}
			continue
		}
		out[i] = Partly
		if q.isWholeValue(p) {
			out[i] = Relevant
			continue
		}
		if q.Required == 0 || p.weights == nil || !p.covered {
			continue
		}
		if q.qualifies(p.weights) != Relevant {
			continue
		}
		if q.Weight(p.Source) >= lexicon.Threshold || p.exact {
			out[i] = Relevant
		}
	}
	return out, nil
}

// LexicalEvents classifies events by their concept matches: an event's
// match with a concept is the weight of the best term it holds, and counts
// from lexicon.Threshold (0.5) in a source that counts for the query
// (weight at least 0.5). It is Relevant when it matches every required
// concept (any of them, for a query of generic concepts), Partly when it
// matches some, Irrelevant otherwise.
type LexicalEvents struct{}

// ClassifyEvents implements EventClassifier.
func (LexicalEvents) ClassifyEvents(ctx context.Context, q *Query, cs []Candidate) ([]Label, error) {
	out := make([]Label, len(cs))
	w := make([]float64, len(q.Concepts))
	for i, c := range cs {
		if q.Weight(c.Event.Source) < lexicon.Threshold {
			out[i] = Irrelevant
			continue
		}
		for k := range w {
			w[k] = 0
			if k < len(c.Weights) {
				w[k] = c.Weights[k]
			}
		}
		out[i] = q.qualifies(w)
	}
	return out, nil
}
