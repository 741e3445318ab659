package retrieve

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"reqap/index"
	"reqap/ingest"
	"reqap/qa/retrieve/lexicon"
)

// maxWeakPairs bounds the weak terms whose pairs are searched: pairs grow
// quadratically and a concept rarely needs more.
const maxWeakPairs = 8

// recall asks the index, per required concept, for the events holding its
// terms: one search for the strong terms, one for the related ones and
// one for pairs of weak terms (a weak term alone never counts). An event's
// weight for the concept is the best class it was found in.
func (r *Retriever) recall(ctx context.Context, q *Query) (map[string]*cand, []*cand, error) {
	cands := map[string]*cand{}
	var order []*cand
	if q.Required == 0 {
		return cands, order, nil
	}
	for ci, c := range q.Concepts {
		var strong, related, weak []index.Term
		for _, t := range c.Terms {
			switch {
			case t.Weight >= lexicon.Strong:
				strong = append(strong, index.Term{Text: t.Text, Boost: t.Weight})
			case t.Weight >= lexicon.Related:
				related = append(related, index.Term{Text: t.Text, Boost: t.Weight})
			case !t.Included:
				weak = append(weak, index.Term{Text: t.Text})
			}
		}
		pairs := weakPairs(weak, nil)
		// A concept standing for several (a cue's: "my workouts") pairs
		// the weak words of each, as each would be searched alone: a
		// "Game" with a "kick-off" is football's.
		for _, m := range c.members {
			var own []index.Term
			for _, t := range m.Terms {
				if t.Weight < lexicon.Related && !t.Included {
					own = append(own, index.Term{Text: t.Text})
				}
			}
			pairs = weakPairs(own, pairs)
		}
		sources := r.searchSources(q, c)
		// A term of several words one of which is a stop word ("biked
		// in", "to work") is searched apart: the index drops stop words,
		// so it finds every "bike", and only the events whose text says
		// the words together are kept.
		var gappedStrong, gappedRelated []index.Term
		strong, gappedStrong = r.splitGapped(strong)
		related, gappedRelated = r.splitGapped(related)
		// An emoji is searched as the words the index reads it as (⛰️ is
		// "mountain"), which may be words the concept holds weaker than
		// the emoji ("mountain" is a weak word of hiking, ⛰️ a strong
		// one) or not at all: its hits must show it ("The Vertigo of the
		// Mountains (Paperback)" is no hike).
		var shownStrong, shownRelated []index.Term
		strong, shownStrong = splitEmoji(strong)
		related, shownRelated = splitEmoji(related)
		for _, s := range []struct {
			terms  []index.Term
			weight float64
			gapped bool
			pairs  bool
			shown  bool
		}{{strong, lexicon.Strong, false, false, false}, {related, lexicon.Related, false, false, false}, {pairs, lexicon.Related, false, true, false},
			{gappedStrong, lexicon.Strong, true, false, false}, {gappedRelated, lexicon.Related, true, false, false},
			{shownStrong, lexicon.Strong, false, false, true}, {shownRelated, lexicon.Related, false, false, true}} {
			if len(s.terms) == 0 {
				continue
			}
			if err := ctx.Err(); err != nil {
				return nil, nil, err
			}
			hits, err := r.lib.Search(ctx, index.Query{Terms: s.terms, Sources: sources})
			if err != nil {
				return nil, nil, fmt.Errorf("searching for %s: %w", c.Name, err)
			}
			if len(cands) == 0 {
				cands = make(map[string]*cand, len(hits))
			}
			// The new candidates and their weights are cut from two
			// blocks, not allocated one by one: a search has thousands
			// of hits.
			var fresh []cand
			var weights []float64
			nc := len(q.Concepts)
			var wants [][]string // the gapped terms' words, read once for every hit
			if s.gapped {
				wants = termKeys(s.terms)
			}
			dated := datedTerms(s.terms)
			for _, h := range hits {
				if s.gapped && !saysTerm(h.Event, wants) {
					continue
				}
				if s.shown {
					if shown, alike := showsEmoji(h.Event, s.terms); !shown || alike && r.namesOtherHappening(h.Event, c) {
						continue
					}
				}
				if dated != nil && !saysUndated(h.Event, s.terms, dated) {
					continue // "Wed 10 Apr" for a wedding
				}
				if s.pairs && !r.saysPair(h.Event, c) {
					continue // "check", "up" and "practice" apart; the GP's weak words in the dermatologist's entry
				}
				if s.weight == lexicon.Related && !s.gapped && c.lex != nil && c.lex.Kind == "shopping" && !r.namesAt(h.Event, c) {
					continue // "Balance Bike for Toddlers" is a toy, no cycling gear
				}
				cd := cands[h.Event.ID]
				if cd == nil {
					if len(fresh) == 0 {
						fresh, weights = make([]cand, len(hits)), make([]float64, len(hits)*nc)
					}
					cd, fresh = &fresh[0], fresh[1:]
					cd.ev, cd.weights, weights = h.Event, weights[:nc:nc], weights[nc:]
					cands[h.Event.ID] = cd
					order = append(order, cd)
				}
				cd.score += h.Score
				cd.weigh(ci, max(cd.weights[ci], s.weight))
			}
		}
	}
	cands, order, err := r.recallMeals(ctx, q, cands, order)
	if err != nil {
		return nil, nil, err
	}
	if order, err = r.recallResults(ctx, q, cands, order); err != nil {
		return nil, nil, err
	}
	return cands, r.recallSights(q, cands, order), nil
}

// splitEmoji parts terms into words and emoji (terms of no letter or
// digit).
func splitEmoji(terms []index.Term) (words, emoji []index.Term) {
	for _, t := range terms {
		if isEmoji(t.Text) {
			emoji = append(emoji, t)
		} else {
			words = append(words, t)
		}
	}
	return words, emoji
}

// isEmoji reports whether a term is made of symbols only: no letter, no
// digit, no space.
func isEmoji(s string) bool {
	return s != "" && !strings.ContainsFunc(s, func(r rune) bool {
		return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsSpace(r) || r < utf8.RuneSelf
	})
}

// showsEmoji reports whether one of an event's texts holds one of the
// emoji terms, or (alike) only an emoji the index reads as the same words
// (🎉 and 🥳 are both a party), its variation selectors aside (⛰️ is
// written ⛰ too).
func showsEmoji(ev *ingest.Event, terms []index.Term) (shown, alike bool) {
	var same []string
	for _, t := range terms {
		r, _ := utf8.DecodeRuneInString(t.Text)
		if w, ok := index.EmojiWords(r); ok {
			same = append(same, w)
		}
	}
	for _, f := range ev.Fields {
		if f.Value.Kind != ingest.KindText && f.Value.Kind != ingest.KindList {
			continue
		}
		v := f.Value.String()
		for _, t := range terms {
			if e := strings.TrimRight(t.Text, "\ufe0f\ufe0e"); e != "" && strings.Contains(v, e) {
				return true, false
			}
		}
		if len(same) == 0 {
			continue
		}
		for _, r := range v {
			if r < 0x2000 {
				continue
			}
			if w, ok := index.EmojiWords(r); ok && slices.Contains(same, w) {
				alike = true
			}
		}
	}
	return alike, alike
}

// weakPairs appends to pairs the pairs of the first maxWeakPairs weak
// terms.
func weakPairs(weak, pairs []index.Term) []index.Term {
	if len(weak) > maxWeakPairs {
		weak = weak[:maxWeakPairs]
	}
	for i := range weak {
		for j := i + 1; j < len(weak); j++ {
			pairs = append(pairs, index.Term{Text: weak[i].Text + " " + weak[j].Text, Boost: lexicon.Weak})
		}
	}
	return pairs
}

// searchSources restricts a concept's searches: to the explicit sources,
// or, for a lexicon concept, to the sources that count for the query (the
// others would be dropped anyway). A phrase searches everywhere, because a
// field value exactly equal to it keeps its events whatever the source.
func (r *Retriever) searchSources(q *Query, c Concept) []string {
	if q.explicit {
		var out []string
		for _, s := range q.Sources {
			if !q.isWhole(s) {
				out = append(out, s)
			}
		}
		if len(out) == 0 {
			return []string{"\x00none"}
		}
		return out
	}
	if c.lex == nil && c.members == nil {
		return nil
	}
	var out []string
	for src := range r.lib.CountBySource() {
		if q.Weight(src) >= lexicon.Threshold && !q.isWhole(src) {
			out = append(out, src)
		}
	}
	if len(out) == 0 {
		return []string{"\x00none"}
	}
	sort.Strings(out)
	return out
}

// maxMined bounds how many candidates pattern mining reads: patterns are
// frequent values, which a sample of the best-scored candidates shows.
const maxMined = 5000

// maxValueLen is the longest field value that can be a pattern: longer
// text (bodies, posts) describes one event, not a set.
const maxValueLen = 80

// typeKeys are keys whose values classify events; they are checked on
// the sources a query points at even when no candidate carries them.
func isTypeKey(key string) bool {
	switch key {
	case "category", "categories", "sport", "activity", "genre", "labels", "kind", "calendar":
		return true
	}
	return strings.HasSuffix(key, "type")
}

// idKey reports keys whose values identify rather than describe.
func idKey(key string) bool {
	switch key {
	case "uri", "url", "id", "message_id", "in_reply_to", "references", "hash", "route", "path", "file", "uid":
		return true
	}
	return strings.HasSuffix(key, "_id") || strings.HasSuffix(key, "_uri") || strings.HasSuffix(key, "_url")
}

// mine lists the patterns to classify: one per source of the library (or
// per explicit source), the frequent field values among the candidates,
// and the values of type-like keys of the sources the query points at.
func (r *Retriever) mine(q *Query, order []*cand) []Pattern {
	var out []Pattern
	counts := r.lib.CountBySource()
	srcs := make([]string, 0, len(counts))
	for s, n := range counts {
		if n > 0 && (!q.explicit || q.weights[s] > 0) {
			srcs = append(srcs, s)
		}
	}
	sort.Strings(srcs)
	for _, s := range srcs {
		out = append(out, Pattern{Source: s, Count: counts[s]})
	}
	for _, w := range q.Whole {
		if w.Key != "" {
			out = append(out, Pattern{Source: w.Source, Key: w.Key, Value: w.Value})
		}
	}
	if q.Required == 0 {
		return out
	}

	type pkey struct{ src, key, low string }
	type pval struct {
		value string
		n     int
	}
	freq := map[pkey]*pval{}
	var keys []pkey
	sample := order
	if len(sample) > maxMined {
		sample = append([]*cand(nil), order...)
		sort.SliceStable(sample, func(i, j int) bool { return sample[i].score > sample[j].score })
		sample = sample[:maxMined]
	}
	add := func(src, key, v string) {
		if v == "" || len(v) > maxValueLen {
			return
		}
		k := pkey{src, key, strings.ToLower(v)}
		if p := freq[k]; p != nil {
			p.n++
			return
		}
		freq[k] = &pval{value: v, n: 1}
		keys = append(keys, k)
	}
	for _, c := range sample {
		if q.isWhole(c.ev.Source) {
			continue
		}
		for _, f := range c.ev.Fields {
			if idKey(f.Key) {
				continue
			}
			switch f.Value.Kind {
			case ingest.KindText:
				add(c.ev.Source, f.Key, f.Value.Str)
			case ingest.KindList:
				for _, s := range f.Value.List {
					add(c.ev.Source, f.Key, s)
				}
			}
		}
	}
	seen := map[pkey]bool{}
	for _, k := range keys {
		p := freq[k]
		if p.n < r.minSupport {
			continue
		}
		pat := Pattern{Source: k.src, Key: k.key, Value: p.value, Support: p.n}
		if r.describe(q, &pat) {
			seen[k] = true
			out = append(out, pat)
		}
	}
	// Type-like keys of the sources the query points at: all their values
	// are known to the index, so "running" finds the runs whose text never
	// says "run" (workout_type: trail_running).
	for _, s := range srcs {
		if q.Weight(s) < 0.9 || q.isWhole(s) {
			continue
		}
		for _, kc := range r.lib.Keys(s) {
			if !isTypeKey(kc.Key) {
				continue
			}
			for _, vc := range r.lib.ValueCounts(s, kc.Key, 200) {
				k := pkey{s, kc.Key, strings.ToLower(vc.Value)}
				if seen[k] {
					continue
				}
				pat := Pattern{Source: s, Key: kc.Key, Value: vc.Value, Count: vc.Count}
				if f := freq[k]; f != nil {
					pat.Support = f.n
				}
				if r.describe(q, &pat) {
					seen[k] = true
					out = append(out, pat)
				}
			}
		}
	}
	return out
}

// describe fills a pattern's lexical description and reports whether the
// value matches any query concept at all (patterns that match none say
// nothing about the query and are not worth classifying).
func (r *Retriever) describe(q *Query, p *Pattern) bool {
	toks := lexicon.Tokens(strings.ReplaceAll(p.Value, "_", " "))
	if len(toks) == 0 {
		return false
	}
	p.weights, p.covered = q.matchText(toks)
	p.exact = q.exactPhrase(toks)
	for _, w := range p.weights[:q.Required] {
		if w >= lexicon.Threshold {
			return true
		}
	}
	return false
}

// splitGapped parts terms into those the index searches as they are and
// those whose events must be read to tell: several words, which the index
// finds wherever each is ("new house" in "They have a new tasting menu!"
// at "Falafel House"; "biked in" in any text with "bike", the stop word
// dropped; "1:1" in any text holding a 1, "Event#1").
func (r *Retriever) splitGapped(terms []index.Term) (plain, gapped []index.Term) {
	if r.lex == nil {
		return terms, nil
	}
	for _, t := range terms {
		if len(lexicon.Tokens(t.Text)) > 1 {
			gapped = append(gapped, t)
		} else {
			plain = append(plain, t)
		}
	}
	if len(gapped) == 0 {
		return terms, nil
	}
	return plain, gapped
}

// repeatsWord reports whether a term says one of its words twice.
func repeatsWord(toks []lexicon.Token) bool {
	for i, t := range toks {
		if slices.ContainsFunc(toks[:i], func(o lexicon.Token) bool { return o.Key == t.Key }) {
			return true
		}
	}
	return false
}

// datedTerms marks the one-word terms whose key a date's abbreviation
// has too (Porter2's "wed" of "wedding" is Wednesday's), or is nil.
func datedTerms(terms []index.Term) []bool {
	var out []bool
	for i, t := range terms {
		toks := lexicon.Tokens(t.Text)
		if len(toks) == 1 && lexicon.DatesKey(toks[0].Key) {
			if out == nil {
				out = make([]bool, len(terms))
			}
			out[i] = true
		}
	}
	return out
}

// saysUndated reports whether an event found by terms holds one of them
// other than as a date's abbreviation: a term not dated anywhere, or a
// dated one's key said by a word that is no capitalised abbreviation.
func saysUndated(ev *ingest.Event, terms []index.Term, dated []bool) bool {
	keys := map[string]bool{}
	var others []index.Term
	for i, t := range terms {
		if dated[i] {
			keys[lexicon.Tokens(t.Text)[0].Key] = true
		} else {
			others = append(others, t)
		}
	}
	if len(others) > 0 && saysTerm(ev, termKeys(others)) {
		return true
	}
	for _, f := range ev.Fields {
		if f.Value.Kind != ingest.KindText && f.Value.Kind != ingest.KindList {
			continue
		}
		toks := lexicon.Tokens(f.Value.String())
		for i, tok := range toks {
			if keys[tok.Key] && !lexicon.CalendarAbbreviation(toks, i) {
				return true
			}
		}
	}
	return false
}

// termKeys are the normalised words of each of terms.
func termKeys(terms []index.Term) [][]string {
	out := make([][]string, len(terms))
	for i, t := range terms {
		out[i] = lexicon.Keys(lexicon.Tokens(t.Text))
	}
	return out
}

// saysTerm reports whether the words of one of the event's texts hold one
// of the terms whose words are wants (termKeys), word for word (each word
// by its normalised form: "Biked in" says "bike in").
func saysTerm(ev *ingest.Event, wants [][]string) bool {
	var toks []lexicon.Token
	for _, f := range ev.Fields {
		if f.Value.Kind != ingest.KindText && f.Value.Kind != ingest.KindList {
			continue
		}
		toks = lexicon.AppendTokens(toks[:0], f.Value.String())
		if slices.ContainsFunc(wants, func(want []string) bool { return holdsKeys(toks, want) }) {
			return true
		}
	}
	return false
}

// saysPair reports whether an event found by a pair of c's weak terms
// holds them as terms, and they are c's: the index finds words wherever
// they are ("check" of "Skin check", "up" of "Follow-up"), and two weak
// words of the GP in an entry naming the dermatologist are the
// dermatologist's (lexicon.Scores). Every text field is read, together,
// as the index read them all to find the event: a title's "practice" and
// a note's "referral" are a pair as much as two words of the title.
func (r *Retriever) saysPair(ev *ingest.Event, c Concept) bool {
	if r.lex == nil || c.lex == nil && c.members == nil {
		return true
	}
	var hits []lexicon.Hit
	for _, f := range ev.Fields {
		if f.Value.Kind == ingest.KindText || f.Value.Kind == ingest.KindList {
			hits = r.lex.AppendFind(hits, lexicon.Tokens(f.Value.String()))
		}
	}
	for _, sc := range lexicon.Scores(hits) {
		if (sc.Concept == c.lex || slices.Contains(c.members, sc.Concept)) && sc.Weight >= lexicon.Related {
			return true
		}
	}
	return false
}

// namesAt reports whether a thing bought, found by a word a shopping
// concept relates to it, names that concept where its words are read
// longest term first: a word inside a longer term of something else is
// that thing's ("Balance Bike for Toddlers" is a toy, not cycling gear:
// what kind of goods a product is, its whole name says).
func (r *Retriever) namesAt(e *ingest.Event, c Concept) bool {
	name := e.Text("product")
	if e.Source != ingest.OnlinePurchase || name == "" {
		return true
	}
	for _, h := range r.lex.Find(lexicon.Tokens(name)) {
		if h.Concept.ID == c.lex.ID {
			return true
		}
	}
	return false
}

// namesOtherHappening reports whether an event's words (not its emoji)
// name outright a happening other than the concept c searched: a sign
// shown only as one alike to c's is then that happening's ("First day @
// Ember Studios 🎉" celebrates a new job, no birthday). People named ("to
// the best dad 🎉") are no other happening.
func (r *Retriever) namesOtherHappening(e *ingest.Event, c Concept) bool {
	toks := lexicon.Tokens(eventText(e))
	for _, h := range r.lex.Find(toks) {
		o := h.Concept
		if h.Weight < lexicon.Strong || o.Generic || o == c.lex || slices.Contains(c.members, o) || !wordsAt(toks[h.Start:h.End]) {
			continue
		}
		switch o.Kind {
		case "family", "people":
			continue
		}
		if c.lex != nil && (o.Broader(c.lex) || c.lex.Broader(o)) {
			continue
		}
		return true
	}
	return false
}
