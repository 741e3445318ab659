package retrieve

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"sync"
	"time"

	"reqap/index"
	"reqap/ingest"
	"reqap/internal/lazyre"
	"reqap/qa"
	"reqap/qa/retrieve/lexicon"
)

// Matches told by their result. A player posts the result of the match,
// not its sport: "Away win against FC Lisbon Old Boys", "Lost 2-1, ref
// was blind", "Tough loss against SC Havana II today", "Kept the three
// points at home today!". Such a post is a match played when the person
// plays matches of one team sport, which their workouts say ("Match vs
// SC Kyoto Old Boys", "Game day", a soccer workout): the result is of
// that sport. A library whose matches are of two sports (football and
// tennis) leaves a bare result unassigned, as it leaves one with none.

// resultRE: the ways English tells a match's result. Each needs a word
// of winning or losing tied to a match's own words (home, away, a score,
// an opponent, points), so "lost my keys" and "a win for the team" are
// none.
var resultRE = lazyre.New(`(?i)\b(?:home|away)\s+(?:win|wins|won|loss|defeat|draw|victory)\b` +
	`|\b(?:tough|narrow|heavy|big|huge|great|easy|comfortable|close|hard[- ]fought|deserved)\s+(?:win|loss|defeat|victory|draw)\b` +
	`|\b(?:win|won|loss|lost|defeat|draw|drew|victory|beat|tied)\b[^.!?\n]{0,12}\b\d{1,2}\s*[-–:]\s*\d{1,2}\b` +
	`|\b\d{1,2}\s*[-–]\s*\d{1,2}\s+(?:at\s+home|away|win|loss|victory|defeat|draw)\b` +
	`|\b(?:kept|took|got|earned|won|dropped|grabbed|picked\s+up)\s+(?:the\s+|all\s+|all\s+the\s+)?three\s+points\b` +
	`|\bthree\s+points\s+(?:on\s+the\s+road|at\s+home|away)\b`)

// matchTitleRE: a workout titled as a match rather than a practice.
var matchTitleRE = lazyre.New(`(?i)\b(?:match|game|vs\.?|versus|fixture)\b`)

// watchedRE: a result watched or followed, not played ("watched the
// match", "on TV").
var watchedRE = lazyre.New(`(?i)\b(?:watch|watched|watching|on\s+tv|on\s+telly|at\s+the\s+pub|stadium|fans?)\b`)

// resultWords are what the index is asked for to find the results: the
// words of winning and losing, and where it was played for a score alone
// ("3-1 at home"); resultRE then reads them.
var resultWords = []string{"win", "won", "loss", "lost", "defeat", "draw", "drew", "victory", "beat", "tied", "points", "home", "away"}

// minMatches is how many matches a sport's workouts must record for a
// bare result to be of it: one titled "Game" may be a board game night.
const minMatches = 2

// matchSportCache holds the team sport of one generation's matches.
type matchSportCache struct {
	mu    sync.Mutex
	gen   uint64
	ok    bool
	sport string
}

// matchSport returns the sport (a workout_type, which is a sport
// concept's id) of the library's matches: the one sport whose workouts
// are titled as matches at least minMatches times, and "" when none or
// several are.
func (r *Retriever) matchSport() string {
	gen := r.lib.Generation()
	m := &r.matches
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.ok && m.gen == gen {
		return m.sport
	}
	counts := map[string]int{}
	for _, e := range r.lib.Events(ingest.Workout) {
		t := e.Text("workout_type")
		if t != "" && matchTitleRE().MatchString(e.Text("name")) {
			counts[t]++
		}
	}
	sport := ""
	for t, n := range counts {
		if n < minMatches {
			continue
		}
		if sport != "" {
			sport = ""
			break
		}
		sport = t
	}
	m.sport, m.gen, m.ok = sport, gen, true
	return sport
}

// reportsResult reports whether a text tells the result of a match played.
func reportsResult(e *ingest.Event) bool {
	for _, f := range e.Fields {
		if f.Value.Kind != ingest.KindText {
			continue
		}
		if s := f.Value.Str; resultRE().MatchString(s) && !watchedRE().MatchString(s) {
			return true
		}
	}
	return false
}

// resultConcepts returns the concepts of the query that are the
// library's match sport or a cue standing for it ("my workouts").
func (r *Retriever) resultConcepts(q *Query) []int {
	var cis []int
	sport := ""
	for ci, c := range q.Concepts[:min(q.Required, maskedConcepts)] {
		if c.lex == nil && c.members == nil {
			continue
		}
		if sport == "" {
			if sport = r.matchSport(); sport == "" {
				return nil
			}
		}
		if c.lex != nil && c.lex.ID == sport || slices.ContainsFunc(c.members, func(m *lexicon.Concept) bool { return m.ID == sport }) {
			cis = append(cis, ci)
		}
	}
	return cis
}

// recallResults adds the texts telling a match's result as candidates
// when the query is about the library's match sport; verifyResults lets
// them match it.
func (r *Retriever) recallResults(ctx context.Context, q *Query, cands map[string]*cand, order []*cand) ([]*cand, error) {
	cis := r.resultConcepts(q)
	if len(cis) == 0 {
		return order, nil
	}
	var sources []string
	for _, src := range r.searchSources(q, q.Concepts[cis[0]]) {
		if textSources[src] {
			sources = append(sources, src)
		}
	}
	if len(sources) == 0 {
		return order, nil
	}
	terms := make([]index.Term, len(resultWords))
	for i, w := range resultWords {
		terms[i] = index.Term{Text: w}
	}
	hits, err := r.lib.Search(ctx, index.Query{Terms: terms, Sources: sources})
	if err != nil {
		return nil, fmt.Errorf("searching for match results: %w", err)
	}
	for _, h := range hits {
		if cands[h.Event.ID] == nil && reportsResult(h.Event) {
			c := &cand{ev: h.Event, weights: make([]float64, len(q.Concepts)), score: h.Score}
			cands[h.Event.ID] = c
			order = append(order, c)
		}
	}
	return order, nil
}

// reportWindow is how long after a session a result posted may report
// it: the evening's match is told that night or the next day.
const reportWindow = 24 * time.Hour

// verifyResults lets a text telling a match's result match the concepts
// of the library's match sport, as a related match, unless it reports a
// session already counted: a result reports the last match played, so
// each result, in the order written, takes the last session of that sport
// that ended within reportWindow before it and no earlier result took
// (posted the next morning, it would join no session of its own day and
// count it twice). One that finds none is a match of its own: the next
// day's match posted that afternoon, when the day before's was told that
// night. It runs after verifyVenues, which keeps of a sport only what
// says a word of it or is at its venue, as a result does neither.
func (r *Retriever) verifyResults(q *Query, order []*cand) {
	cis := r.resultConcepts(q)
	if len(cis) == 0 {
		return
	}
	type told struct {
		c      *cand
		result bool // it tells a result; else a post of the sport
	}
	var spans [][2]time.Time
	var posts []told
	for _, c := range order {
		switch {
		case c.weights == nil:
		case textSources[c.ev.Source]:
			// a post of the sport that tells no result ("Not our day.
			// Next week. ⚽") reports its session as much, and takes it
			if res := reportsResult(c.ev); res || c.matchedAny(cis) {
				posts = append(posts, told{c, res})
			}
		case c.matchedAny(cis):
			start, end := qa.EventSpan(c.ev)
			spans = append(spans, [2]time.Time{start, end})
		}
	}
	// A cue takes its workouts whole, after this runs ("my workouts"):
	// the sessions of the sport among them are read here.
	if sport := r.matchSport(); slices.ContainsFunc(cis, func(ci int) bool { return q.Concepts[ci].cue != nil }) {
		for _, w := range q.Whole {
			if w.Key != "" {
				continue
			}
			for _, e := range r.lib.Events(w.Source) {
				if e.Text("workout_type") == sport {
					start, end := qa.EventSpan(e)
					spans = append(spans, [2]time.Time{start, end})
				}
			}
		}
	}
	// A session kept by two exports (Strava's and the calendar's) is
	// one: overlapping spans are merged, as dedup will merge them. The
	// merged sessions' ends rise as their starts do.
	slices.SortFunc(spans, func(a, b [2]time.Time) int { return a[0].Compare(b[0]) })
	var ends []time.Time
	for _, sp := range spans {
		if n := len(ends); n > 0 && !sp[0].After(ends[n-1]) {
			if sp[1].After(ends[n-1]) {
				ends[n-1] = sp[1]
			}
			continue
		}
		ends = append(ends, sp[1])
	}
	slices.SortStableFunc(posts, func(a, b told) int { return a.c.ev.Start.Compare(b.c.ev.Start) })
	taken := make([]bool, len(ends))
	for _, t := range posts {
		at := t.c.ev.Start
		// ends[:i] ended by the time it was written: the last of them
		// not taken, if recent enough
		i := sort.Search(len(ends), func(j int) bool { return ends[j].After(at) })
		reported := false
		for j := i - 1; j >= 0 && !ends[j].Before(at.Add(-reportWindow)); j-- {
			if !taken[j] {
				taken[j], reported = true, true
				break
			}
		}
		if !t.result {
			continue // matched by its own words, joined to its session or not by attachTexts
		}
		for _, ci := range cis {
			if reported {
				t.c.weigh(ci, 0)
			} else {
				t.c.weigh(ci, max(t.c.weights[ci], lexicon.Related))
			}
		}
	}
}
