// Package link reads a question against what the person's library holds:
// it splits the question into words and lets recognisers propose typed
// spans over them — a value of a field ("Radiohead" is an artist of the
// music streams, "iPhone" a Netflix device, "Daily Sync" a calendar
// entry), a field ("album", "device", "channel", "hashtags"), a kind of
// event the library holds ("my Netflix", "calendar events") — each with a
// score. The best consistent cover of the question (spans that do not
// overlap, with the highest total score) is what the question means; the
// content words no span covers and that the library never uses are what
// was not understood.
//
// Recognisers are values (Recogniser: a name, what it recognises, a find
// function) listed in one place, Recognisers. They read the question and
// the environment and write nothing shared, so they can be added, tested
// and reasoned about one at a time. The planner (package rules) turns the
// chosen spans into FILTERs on fields and source restrictions of RETRIEVE.
package link

import (
	"slices"
	"sort"
	"strings"
	"unicode"

	"reqap/qa/retrieve/lexicon"
)

// Word is one word of a question.
type Word struct {
	// Start and End are byte offsets in the text the question was made
	// from (Question.Text).
	Start, End int
	// Raw is the word as written (original case); Key its normalised form
	// (lexicon.WordKey: lower case, accents removed, stemmed).
	Raw, Key string
	// Upper is set for a capitalised word that does not start the
	// question: a name, as people write names.
	Upper bool
	// Quoted is set for a word inside quotation marks.
	Quoted bool
	// Class is the word's lexicon class (stop, weak, time or content).
	Class lexicon.WordClass
}

// Question is a question split into words.
type Question struct {
	Text  string
	Words []Word
}

// NewQuestion splits text into words. raw returns the original spelling
// of text[a:b] (text may be a lower-cased copy of the question); nil means
// text is the original.
func NewQuestion(text string, raw func(a, b int) string, lx *lexicon.Lexicon) *Question {
	if raw == nil {
		raw = func(a, b int) string { return text[a:b] }
	}
	q := &Question{Text: text}
	quoted := quotedRanges(text)
	for i, t := range lexicon.Tokens(text) {
		end := t.Pos + len(t.Raw)
		w := Word{Start: t.Pos, End: end, Raw: raw(t.Pos, end), Key: t.Key}
		w.Upper = nameCase(w.Raw, i == 0)
		for _, qr := range quoted {
			if t.Pos >= qr[0] && end <= qr[1] {
				w.Quoted = true
			}
		}
		if lx != nil {
			w.Class = lx.WordClass(t.Key)
		}
		q.Words = append(q.Words, w)
	}
	if lx != nil && len(q.Words) > 1 && q.Words[1].Upper && q.Words[0].Class == lexicon.Content && nameCase(q.Words[0].Raw, false) {
		// A name that starts the question is capitalised as a name too
		// where the word after it is ("Carla Nguyen's email address",
		// "Taylor Swift songs"): the run is one name, not a first word
		// capitalised anyway and a surname alone. A word of asking or
		// a filler ("Did Carla …", "Which Beatles …") is none.
		q.Words[0].Upper = true
	}
	markCalled(q)
	return q
}

// markCalled reads the words after "called", "named", "titled" as a name
// however they are written ("the note called draw", "a song named
// vampire"): up to the end, or to a preposition that starts what is said
// of the thing (when, where: "called draw in 2021").
func markCalled(q *Question) {
	for i := 0; i < len(q.Words); i++ {
		switch strings.ToLower(q.Words[i].Raw) {
		case "called", "named", "titled", "entitled":
		default:
			continue
		}
		for j := i + 1; j < len(q.Words); j++ {
			w := &q.Words[j]
			if j > i+1 && afterName[strings.ToLower(w.Raw)] {
				break
			}
			if w.Class != lexicon.Stop {
				w.Upper = true
			}
		}
	}
}

// afterName are the prepositions that end a name said after "called".
var afterName = map[string]bool{"in": true, "on": true, "at": true, "during": true, "before": true, "after": true,
	"since": true, "from": true, "between": true, "last": true, "this": true, "that": true, "which": true}

// nameCase reports whether a word is written as names are: capitalised
// ("Radiohead"), or with a capital inside ("iPhone", "McDonald", "AC/DC").
// The first word of a question is capitalised anyway: only an inner
// capital counts there.
func nameCase(w string, first bool) bool {
	for i, r := range w {
		if unicode.IsUpper(r) && (i > 0 || !first) {
			return true
		}
	}
	return false
}

// quotedRanges returns the byte ranges inside "…" or '…' quotes (a quote
// opens after a space or at the start and closes before a space, a
// punctuation mark or the end, so "Ex's House Party" is not a quote).
func quotedRanges(s string) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '"' && c != '\'' {
			continue
		}
		if i > 0 && s[i-1] != ' ' && s[i-1] != '(' {
			continue
		}
		for j := i + 1; j < len(s); j++ {
			if s[j] == c && (j+1 == len(s) || strings.IndexByte(" ?,.!;:)", s[j+1]) >= 0) {
				if j > i+1 {
					out = append(out, [2]int{i + 1, j})
				}
				i = j
				break
			}
		}
	}
	return out
}

// Phrase returns the words [from, to) as written.
func (q *Question) Phrase(from, to int) string {
	if from >= to || to > len(q.Words) {
		return ""
	}
	return q.Text[q.Words[from].Start:q.Words[to-1].End]
}

// Kind is what a span says.
type Kind string

// Span kinds.
const (
	KindValue  Kind = "value"  // a value of a field of the library
	KindField  Kind = "field"  // a field of the library
	KindSource Kind = "source" // a kind of event the library holds
)

// Match says how a value span matched its values.
type Match string

// Matches.
const (
	Exact   Match = "exact"   // the words are the value
	Partial Match = "partial" // the words are part of the value ("Swift" of "Taylor Swift")
)

// Ref is a place in the library a span points at: a source, a field of
// it, and for values the value as the library writes it.
type Ref struct {
	Source string
	Field  string
	Value  string
	// List is set when the field holds lists (a value is one element).
	List bool
	// Count is how many events carry the value (or the field).
	Count int
	// Title is set when the field holds titles people give freely (a
	// summary, a subject, a product name) rather than a classification.
	Title bool
	// Number is set when Value is a number of a number field ("season 2").
	Number bool
}

// Span is what a recogniser proposes for the words [From, To).
type Span struct {
	From, To int
	Kind     Kind
	Score    float64
	By       string // the recogniser
	Match    Match
	Refs     []Ref
	// Sure is set when the words are written as the value is meant: quoted,
	// or capitalised as a name throughout.
	Sure bool
}

// Words returns how many words the span covers.
func (s Span) Words() int { return s.To - s.From }

// Recogniser proposes spans of one kind.
type Recogniser struct {
	Name string
	// Doc says what it recognises and how sure it is.
	Doc  string
	Find func(q *Question, env *Env) []Span
}

// Recognisers are every recogniser, in no particular order: the cover
// decides between their spans.
var Recognisers = []*Recogniser{Values, Fields, Numbered}

// Result is a linked question: the spans chosen and what is left.
type Result struct {
	Question *Question
	// Spans are the chosen spans, in question order, none overlapping.
	Spans []Span
	// Proposed are every span any recogniser proposed (for explanations).
	Proposed []Span
}

// Link runs every recogniser over q and chooses the best cover.
func Link(q *Question, env *Env) *Result {
	r := &Result{Question: q}
	if env == nil {
		return r
	}
	for _, rec := range Recognisers {
		for _, s := range rec.Find(q, env) {
			s.By = rec.Name
			if s.Score > 0 && s.From < s.To && s.To <= len(q.Words) {
				r.Proposed = append(r.Proposed, s)
			}
		}
	}
	merged := mergeSame(r.Proposed)
	env.venuesWithin(r.Proposed, merged)
	r.Proposed = merged
	r.Spans = Cover(r.Proposed)
	return r
}

// venuesWithin adds to a venue said whole ("at the machBar", a calendar's
// location) the venues of the same field whose names hold it ("Haus 5 -
// machBar", "machBar Seminarraum"): a room or a fuller address of a place
// is at that place, where a title holding another's is another thing. The
// venue fields are the lexicon's of a place that are not a town's or a
// country's ("York" is not "New York").
func (e *Env) venuesWithin(proposed, merged []Span) {
	if e.Lexicon == nil {
		return
	}
	venue, ok := e.Lexicon.Attr("location")
	if !ok {
		return
	}
	fields := map[string]bool{}
	for _, k := range venue.Sources {
		fields[k] = true
	}
	for _, other := range []string{"city", "country"} {
		if r, ok := e.Lexicon.Attr(other); ok {
			for _, k := range r.Sources {
				delete(fields, k)
			}
		}
	}
	for i := range merged {
		m := &merged[i]
		if m.Kind != KindValue || m.Match != Exact {
			continue
		}
		for _, s := range proposed {
			if s.From != m.From || s.To != m.To || s.Kind != m.Kind || s.Match == Exact {
				continue
			}
			for _, r := range s.Refs {
				if fields[r.Field] && !sameRef(r, m.Refs) && slices.ContainsFunc(m.Refs, func(x Ref) bool { return x.Source == r.Source && x.Field == r.Field }) {
					m.Refs = append(m.Refs, r)
				}
			}
		}
	}
}

// mergeSame makes spans of one kind and match over the same words one
// span with the values of all ("Whit Monday" is part of both "Germany: Whit
// Monday" and, written as one word, "Germany: Whitmonday"); a whole value
// wins over values the words are only part of.
func mergeSame(spans []Span) []Span {
	var out []Span
	for _, s := range spans {
		i := slices.IndexFunc(out, func(o Span) bool { return o.From == s.From && o.To == s.To && o.Kind == s.Kind })
		if i < 0 {
			out = append(out, s)
			continue
		}
		o := &out[i]
		if o.Match != s.Match {
			// A whole value wins over values the words are part of.
			if s.Match == Exact {
				*o = s
			}
			continue
		}
		o.Score = max(o.Score, s.Score)
		o.Sure = o.Sure || s.Sure
		for _, r := range s.Refs {
			if !slices.ContainsFunc(o.Refs, func(x Ref) bool { return x.Source == r.Source && x.Field == r.Field && x.Value == r.Value }) {
				o.Refs = append(o.Refs, r)
			}
		}
	}
	return out
}

// Cover returns the non-overlapping spans with the highest total score
// (weighted interval scheduling), in order. Ties prefer fewer, longer
// spans.
func Cover(spans []Span) []Span {
	if len(spans) == 0 {
		return nil
	}
	ss := wholeOverParts(spans)
	sort.SliceStable(ss, func(i, j int) bool {
		if ss[i].To != ss[j].To {
			return ss[i].To < ss[j].To
		}
		return ss[i].From < ss[j].From
	})
	n := len(ss)
	// best[i]: best total over ss[:i]; prev[i]: the last span ending at or
	// before ss[i-1] starts.
	best := make([]float64, n+1)
	take := make([]bool, n+1)
	prev := make([]int, n+1)
	for i := 1; i <= n; i++ {
		s := ss[i-1]
		p := sort.Search(i-1, func(k int) bool { return ss[k].To > s.From })
		prev[i] = p
		with := best[p] + s.Score
		if with > best[i-1]+1e-9 {
			best[i], take[i] = with, true
		} else {
			best[i] = best[i-1]
		}
	}
	var out []Span
	for i := n; i > 0; {
		if take[i] {
			out = append(out, ss[i-1])
			i = prev[i]
		} else {
			i--
		}
	}
	slices.Reverse(out)
	return out
}

// Of returns the chosen spans of kind k.
func (r *Result) Of(k Kind) []Span {
	var out []Span
	for _, s := range r.Spans {
		if s.Kind == k {
			out = append(out, s)
		}
	}
	return out
}

// Covered reports whether word i is inside a chosen span.
func (r *Result) Covered(i int) bool {
	for _, s := range r.Spans {
		if i >= s.From && i < s.To {
			return true
		}
	}
	return false
}

// wholeOverParts raises a span that says a value whole above every
// reading of its words that takes part of them for that same value:
// "Save Away (feat. Los Faroles)" said whole is the track, not the track
// said as "Save Away" and its featured artist beside it, which together
// score more only for being two names. The words say the value once; a
// part of them read as the value again only splits it.
func wholeOverParts(spans []Span) []Span {
	ss := slices.Clone(spans)
	for i, s := range spans {
		if s.Kind != KindValue || s.Match != Exact || len(s.Refs) == 0 {
			continue
		}
		var inside []Span
		part := false
		for _, t := range spans {
			if t.From < s.From || t.To > s.To || t.Words() >= s.Words() {
				continue
			}
			inside = append(inside, t)
			part = part || t.Kind == KindValue && slices.ContainsFunc(t.Refs, func(r Ref) bool { return sameRef(r, s.Refs) })
		}
		if !part {
			continue
		}
		best := 0.0
		for _, t := range Cover(inside) {
			best += t.Score
		}
		if best >= s.Score {
			ss[i].Score = best + 0.01
		}
	}
	return ss
}

// sameRef reports whether refs holds the value r.
func sameRef(r Ref, refs []Ref) bool {
	return slices.ContainsFunc(refs, func(x Ref) bool { return x.Source == r.Source && x.Field == r.Field && x.Value == r.Value })
}
