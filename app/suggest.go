package app

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"reqap/ingest"
	"reqap/internal/rank"
	"reqap/qa"
	"reqap/qa/people"
)

// Suggestion is an example question built from what the library holds,
// already answered once so that it never points at an empty period.
type Suggestion struct {
	Question string
	Source   string // the source kind it is about
	Answer   string // the answer it gave when checked
}

// suggestionForm is an English question about one source kind. Its
// placeholders are filled from the library: {year} with the source's
// busiest year, {key} with the most frequent value of the field key (the
// field conventions are in package ingest).
type suggestionForm struct {
	source string
	text   string
	// needs is a value a field must hold for the form to apply, as
	// "source.key=value": "while running" needs running workouts.
	needs string
}

// suggestionForms are tried in order; per source the first that answers
// wins a place before any second form of another source.
var suggestionForms = []suggestionForm{
	{source: ingest.MusicStream, text: "Which artist did I listen to most in {year}?"},
	{source: ingest.MusicStream, text: "Which artist did I listen to most while running?", needs: ingest.Workout + ".workout_type=running"},
	{source: ingest.MusicStream, text: "How many times did I listen to {artist}?"},
	{source: ingest.MusicStream, text: "How many hours of music did I listen to in {year}?"},
	{source: ingest.PodcastStream, text: "Which podcast did I listen to most in {year}?"},
	{source: ingest.AudiobookStrm, text: "Which audiobook did I listen to most?"},
	{source: ingest.Workout, text: "How many {workout_type} workouts did I do in {year}?"},
	{source: ingest.Workout, text: "What was my longest {workout_type} workout?"},
	{source: ingest.OnlinePurchase, text: "How much did I spend on online purchases in {year}?"},
	{source: ingest.OnlinePurchase, text: "What did I buy most often?"},
	{source: ingest.Mail, text: "Who sent me the most emails in {year}?"},
	{source: ingest.Mail, text: "How many emails did I send in {year}?"},
	{source: ingest.Calendar, text: "When was my last {summary}?"},
	{source: ingest.Calendar, text: "How many calendar events did I have in {year}?"},
	{source: ingest.MovieStream, text: "How many movies did I watch in {year}?"},
	{source: ingest.TVSeriesStream, text: "Which series did I watch most in {year}?"},
	{source: ingest.TVSeriesStream, text: "How many episodes of {series_title} did I watch?"},
	{source: ingest.VideoStream, text: "Which channel did I watch most in {year}?"},
	{source: ingest.SocialMedia, text: "How many posts did I write in {year}?"},
	{source: ingest.Note, text: "How many notes did I write in {year}?"},
	{source: ingest.Location, text: "Which place did I visit most in {year}?"},
	{source: ingest.Chat, text: "Who did I chat with most in {year}?"},
}

// suggestBudget bounds the time spent checking candidates.
const suggestBudget = 20 * time.Second

// suggestCache keeps the last suggestions per library generation.
type suggestCache struct {
	mu  sync.Mutex
	gen uint64
	n   int
	out []Suggestion
}

// Suggest returns up to n example questions about the library's largest
// sources, each asked once with the rule planner and kept only when it
// found events: a question about an empty period is never suggested.
// Results are cached until the library changes.
func (c *Core) Suggest(ctx context.Context, n int) ([]Suggestion, error) {
	st := &c.desk.suggest
	st.mu.Lock()
	defer st.mu.Unlock()
	gen := c.lib.Generation()
	if st.out != nil && st.gen == gen && st.n == n {
		return slices.Clone(st.out), nil
	}
	ctx, cancel := context.WithTimeout(ctx, suggestBudget)
	defer cancel()
	var out []Suggestion
	seen := map[string]bool{}
	for _, q := range c.suggestionCandidates() {
		if len(out) == n {
			break
		}
		if seen[strings.ToLower(q.Question)] {
			continue
		}
		seen[strings.ToLower(q.Question)] = true
		a, err := c.Ask(ctx, q.Question, AskOptions{Planner: PlannerRules})
		if ctx.Err() != nil {
			if len(out) > 0 {
				break // what was found in time
			}
			return nil, fmt.Errorf("suggesting questions: %w", ctx.Err())
		}
		if err != nil || a.Result == nil || !answered(a.Result.Answer, a.Result.Evidence.Len()) {
			continue
		}
		q.Answer = a.Result.Answer.Text
		out = append(out, q)
	}
	st.gen, st.n, st.out = gen, n, out
	return slices.Clone(out), nil
}

// answered reports whether an answer says something: events behind it and
// a value that is not empty or zero.
func answered(a qa.Answer, evidence int) bool {
	if evidence == 0 || a.Type == qa.AnswerEmpty {
		return false
	}
	if f, ok := qa.ToFloat(a.Value); ok && f == 0 && a.Type == qa.AnswerNumber {
		return false
	}
	return strings.TrimSpace(a.Text) != ""
}

// suggestionCandidates fills the forms from the library, ordered so that
// each source (largest first) gets its first question before any source
// gets a second.
func (c *Core) suggestionCandidates() []Suggestion {
	counts := c.lib.CountBySource()
	sources := rank.ByCount(counts)
	perSource := map[string][]Suggestion{}
	years := map[string]string{}
	for _, f := range suggestionForms {
		if counts[f.source] == 0 || !c.holds(f.needs) {
			continue
		}
		if _, ok := years[f.source]; !ok {
			years[f.source] = c.busiestYear(f.source)
		}
		q, ok := c.fill(f, years[f.source])
		if ok {
			perSource[f.source] = append(perSource[f.source], Suggestion{Question: q, Source: f.source})
		}
	}
	var out []Suggestion
	for round := 0; ; round++ {
		added := false
		for _, s := range sources {
			if qs := perSource[s]; round < len(qs) {
				out = append(out, qs[round])
				added = true
			}
		}
		if !added {
			return out
		}
	}
}

// holds reports whether the library holds the value a form needs.
func (c *Core) holds(needs string) bool {
	if needs == "" {
		return true
	}
	field, value, _ := strings.Cut(needs, "=")
	source, key, _ := strings.Cut(field, ".")
	for _, v := range c.lib.ValueCounts(source, key, 0) {
		if strings.EqualFold(v.Value, value) {
			return true
		}
	}
	return false
}

// fill replaces a form's placeholders; false when the library lacks a
// value for one.
func (c *Core) fill(f suggestionForm, year string) (string, bool) {
	text := f.text
	for {
		open := strings.IndexByte(text, '{')
		if open < 0 {
			return text, true
		}
		end := strings.IndexByte(text[open:], '}')
		if end < 0 {
			return "", false
		}
		name := text[open+1 : open+end]
		var v string
		if name == "year" {
			v = year
		} else if top := c.lib.ValueCounts(f.source, name, 1); len(top) > 0 {
			v = people.Display(top[0].Value)
		}
		if v == "" {
			return "", false
		}
		text = text[:open] + v + text[open+end+1:]
	}
}

// busiestYear is the calendar year with most events of source, or "".
func (c *Core) busiestYear(source string) string {
	per := map[int]int{}
	for _, ev := range c.lib.Events(source) {
		if !ev.Start.IsZero() {
			per[ev.Start.Year()]++
		}
	}
	best, bestN := 0, 0
	for y, n := range per {
		if n > bestN || (n == bestN && y > best) {
			best, bestN = y, n
		}
	}
	if bestN == 0 {
		return ""
	}
	return strconv.Itoa(best)
}
