package retrieve

import (
	"cmp"
	"context"
	"fmt"
	"reqap/lang/plural"
	"slices"
	"strings"

	"reqap/index"
	"reqap/qa"
	"reqap/qa/otx"
)

// Scorer scores texts against a query: for each text, the probability
// that it is relevant (a cross-encoder; models/crossencoder implements
// it). It must return one score per text, in order.
type Scorer interface {
	Score(ctx context.Context, query string, texts []string) ([]float32, error)
}

// CrossEncoder classifies patterns and events with a Scorer where the
// lexical classifiers cannot decide, following the paper's cross-encoder
// steps (3.2.1, steps 3 and 4) with a relevance model:
//
//   - a field-value pattern the lexicons label Partly is scored on
//     (query, pattern text): from Admit it becomes Relevant (every event of
//     the library with that value is kept), up to Reject Irrelevant (its
//     candidates are dropped); source patterns stay lexical, because
//     dropping a whole source on a model's word would cost recall;
//   - a candidate the lexicons label Partly (it matches part of the query)
//     is scored on (query, its text): from Admit Relevant, up to Reject
//     Irrelevant. An event's text is what BM25 indexes of it
//     (index.SearchText: no time, numbers or identifiers), so the events of
//     one kind (the plays of a song, the entries of a weekly meeting) share
//     one text, scored once.
//
// Everything else keeps its lexical label. At most MaxPatterns pattern
// texts and MaxEvents event texts (the best BM25 matches first) are scored
// per retrieval, so a question over 45,000 events costs a few hundred
// model calls at most; the rest keep their lexical labels. What the model
// decided is recorded in the Query (Judgements) and shown as the RETRIEVE
// node's notes.
type CrossEncoder struct {
	Scorer Scorer
	// Name names the model in notes ("cross-encoder" when empty).
	Name string
	// Admit and Reject are the score thresholds (0.9 and 0.02 when 0):
	// a rejection costs recall, so it takes a confident model.
	Admit, Reject float32
	// MaxPatterns and MaxEvents bound the texts scored per retrieval
	// (64 and 192 when 0).
	MaxPatterns, MaxEvents int
}

var (
	_ PatternClassifier = (*CrossEncoder)(nil)
	_ EventClassifier   = (*CrossEncoder)(nil)
)

func (c *CrossEncoder) thresholds() (admit, reject float32) {
	admit, reject = c.Admit, c.Reject
	if admit == 0 {
		admit = 0.9
	}
	if reject == 0 {
		reject = 0.02
	}
	return admit, reject
}

func (c *CrossEncoder) verdict(s float32, lexical Label) Label {
	admit, reject := c.thresholds()
	switch {
	case s >= admit:
		return Relevant
	case s <= reject:
		return Irrelevant
	}
	return lexical
}

// Judgement is what the model said about one text: a pattern, or the
// candidates sharing an event text.
type Judgement struct {
	// Pattern is true for a pattern's text, false for events'.
	Pattern bool
	Text    string
	// Source is the pattern's or the events' source.
	Source string
	Score  float32
	// Lexical is the label the lexicons gave; Label the one that stands.
	Lexical, Label Label
	// Events is how many events the verdict concerns: a pattern's events
	// in the library (or its candidates when that is unknown), the
	// candidates sharing the text.
	Events int
}

// modelLog is what a model classifier did for a query.
type modelLog struct {
	name                           string
	judged                         []Judgement
	skippedPatterns, skippedEvents int
}

// Judgements returns what a model classifier decided for the query, in
// the order texts were judged (nil without a model).
func (q *Query) Judgements() []Judgement { return q.model.judged }

// ClassifyPatterns implements PatternClassifier.
func (c *CrossEncoder) ClassifyPatterns(ctx context.Context, q *Query, ps []Pattern) ([]Label, error) {
	out, err := LexicalPatterns{}.ClassifyPatterns(ctx, q, ps)
	if err != nil {
		return nil, err
	}
	var idx []int
	for i, p := range ps {
		if p.Key != "" && out[i] == Partly {
			idx = append(idx, i)
		}
	}
	// The best supported patterns first when there are too many.
	slices.SortStableFunc(idx, func(a, b int) int { return cmp.Compare(ps[b].Support, ps[a].Support) })
	idx, texts, scores, skipped, err := scoreFirst(ctx, c, q, idx, cmp.Or(c.MaxPatterns, 64), func(i int) string { return ps[i].Text() })
	q.model.skippedPatterns = skipped
	if err != nil {
		return nil, err
	}
	for k, i := range idx {
		label := c.verdict(scores[k], out[i])
		q.model.judged = append(q.model.judged, Judgement{Pattern: true, Text: texts[k], Source: ps[i].Source, Score: scores[k],
			Lexical: out[i], Label: label, Events: cmp.Or(ps[i].Count, ps[i].Support)})
		out[i] = label
	}
	return out, nil
}

// ClassifyEvents implements EventClassifier.
func (c *CrossEncoder) ClassifyEvents(ctx context.Context, q *Query, cs []Candidate) ([]Label, error) {
	out, err := LexicalEvents{}.ClassifyEvents(ctx, q, cs)
	if err != nil {
		return nil, err
	}
	type group struct {
		text  string
		best  float64 // best BM25 score among its candidates
		cands []int
	}
	var groups []*group
	byText := map[string]*group{}
	for i, cd := range cs {
		if out[i] != Partly {
			continue
		}
		t := index.SearchText(cd.Event)
		g := byText[t]
		if g == nil {
			g = &group{text: t}
			byText[t] = g
			groups = append(groups, g)
		}
		g.cands = append(g.cands, i)
		g.best = max(g.best, cd.Score)
	}
	slices.SortStableFunc(groups, func(a, b *group) int { return cmp.Compare(b.best, a.best) })
	groups, _, scores, skipped, err := scoreFirst(ctx, c, q, groups, cmp.Or(c.MaxEvents, 192), func(g *group) string { return g.text })
	q.model.skippedEvents = skipped
	if err != nil {
		return nil, err
	}
	for k, g := range groups {
		label := c.verdict(scores[k], Partly)
		q.model.judged = append(q.model.judged, Judgement{Text: g.text, Source: cs[g.cands[0]].Event.Source, Score: scores[k],
			Lexical: Partly, Label: label, Events: len(g.cands)})
		for _, i := range g.cands {
			out[i] = label
		}
	}
	return out, nil
}

// scoreFirst scores the texts of the first most items, which the caller
// sorted best first: the model's cost bounds how many are judged, and the
// rest keep their lexical label. It returns the items scored, their texts
// and scores, and how many were left unjudged.
func scoreFirst[T any](ctx context.Context, c *CrossEncoder, q *Query, items []T, most int, text func(T) string) (scored []T, texts []string, scores []float32, skipped int, err error) {
	skipped = max(0, len(items)-most)
	items = items[:len(items)-skipped]
	if len(items) == 0 {
		return nil, nil, nil, skipped, nil
	}
	texts = make([]string, len(items))
	for k, it := range items {
		texts[k] = text(it)
	}
	scores, err = c.score(ctx, q, texts)
	return items, texts, scores, skipped, err
}

func (c *CrossEncoder) score(ctx context.Context, q *Query, texts []string) ([]float32, error) {
	scores, err := c.Scorer.Score(ctx, q.Text, texts)
	if err != nil {
		return nil, fmt.Errorf("scoring with %s: %w", c.name(), err)
	}
	if len(scores) != len(texts) {
		return nil, fmt.Errorf("%s returned %d scores for %d texts", c.name(), len(scores), len(texts))
	}
	q.model.name = c.name()
	return scores, nil
}

func (c *CrossEncoder) name() string { return cmp.Or(c.Name, "cross-encoder") }

// maxNoteLines bounds the judgements listed in a node's notes.
const maxNoteLines = 12

// Notes renders what a retrieval decided, for the RETRIEVE node: the
// relations of the query no one is known to have, then, where a model
// judged, a summary line and the patterns and event texts it scored, the
// ones that changed a label first.
func (res *Result) Notes() []string {
	if res == nil || res.Query == nil {
		return nil
	}
	if len(res.Query.model.judged) == 0 {
		return res.Query.notes()
	}
	q := res.Query
	var patterns, events, admitted, rejected int
	for _, j := range q.model.judged {
		if j.Pattern {
			patterns++
		} else {
			events++
		}
		switch {
		case j.Label == j.Lexical:
		case j.Label == Relevant:
			admitted++
		case j.Label == Irrelevant:
			rejected++
		}
	}
	head := fmt.Sprintf("%s scored %s and %s: %d admitted, %d rejected, %d left to the lexicons",
		q.model.name, plural.Noun(patterns, "pattern"), plural.Noun(events, "event text"), admitted, rejected, len(q.model.judged)-admitted-rejected)
	if n := q.model.skippedPatterns + q.model.skippedEvents; n > 0 {
		head += fmt.Sprintf(" (%d more texts over the budget kept their lexical label)", n)
	}
	lines := append(q.notes(), head)
	order := slices.Clone(q.model.judged)
	changed := func(j Judgement) bool { return j.Label != j.Lexical }
	slices.SortStableFunc(order, func(a, b Judgement) int {
		if changed(a) != changed(b) {
			if changed(a) {
				return -1
			}
			return 1
		}
		if a.Pattern != b.Pattern {
			if a.Pattern {
				return -1
			}
			return 1
		}
		return cmp.Compare(b.Score, a.Score)
	})
	for i, j := range order {
		if i == maxNoteLines {
			lines = append(lines, fmt.Sprintf("… and %d more scored texts", len(order)-i))
			break
		}
		lines = append(lines, j.line())
	}
	return lines
}

func (j Judgement) line() string {
	verdict := "undecided"
	switch {
	case j.Label == j.Lexical:
	case j.Label == Relevant:
		verdict = "admitted"
	case j.Label == Irrelevant:
		verdict = "rejected"
	}
	// The source is named once, before the text.
	text := strings.TrimPrefix(j.Text, "source: "+strings.ReplaceAll(j.Source, "_", " "))
	text = strings.Join(strings.Fields(strings.ReplaceAll(strings.TrimPrefix(text, "\n"), "\n", " · ")), " ")
	if r := []rune(text); len(r) > 90 {
		text = string(r[:89]) + "…"
	}
	what := "pattern"
	if !j.Pattern {
		what = "event text"
	}
	return fmt.Sprintf("%s %.3f %s %s “%s” (%s)", verdict, j.Score, j.Source, what, text, plural.Noun(j.Events, "event"))
}

var _ otx.ExplainingRetriever = (*Retriever)(nil)

// RetrieveExplained implements otx.ExplainingRetriever: the items and,
// when a model classified, what it decided (Result.Notes).
func (r *Retriever) RetrieveExplained(ctx context.Context, req otx.RetrieveRequest) ([]*qa.Item, []string, error) {
	res, err := r.Run(ctx, req)
	if err != nil {
		return nil, nil, err
	}
	return slices.Clone(res.Items), res.Notes(), nil
}
