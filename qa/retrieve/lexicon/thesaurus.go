package lexicon

import (
	"log/slog"
	"strings"
	"unicode"

	"reqap/lang/thesaurus"
)

// Expansion records a query word that no lexicon lists but that the
// thesaurus (lang/thesaurus, from WordNet) gives as a synonym of a lexicon
// term: "motion pictures" is the cue movie, "physician" the concept doctor.
//
// Only synonyms expand a query. A more general word would widen it ("a
// sprint" is a run, but most runs are no sprint), and a more specific one
// would narrow a query about a kind of thing to one of its kinds.
type Expansion struct {
	// Tokens are the query words.
	Tokens []Token
	// Term is the lexicon term they mean, as the thesaurus writes it.
	Term string
	// Weight is the thesaurus link's weight (how surely both words are
	// meant in the linked senses).
	Weight float64
	// Concept or Cue is what the query is about through Term.
	Concept *Concept
	Cue     *Cue
}

// Weaker is the weight a concept term has when the concept was reached
// through the thesaurus: a thesaurus synonym is weaker evidence than a
// hand-listed one, so a strong term counts as related (still enough for
// an event to match in a source the query points at), a related term as
// weak (two are needed), and a weak term not at all.
func Weaker(w float64) float64 {
	switch {
	case w >= Strong:
		return Related
	case w >= Related:
		return Weak
	}
	return 0
}

// FromThesaurus reports whether the query is about c only through the
// thesaurus (no word of the query is a term of c).
func (p Parsed) FromThesaurus(c *Concept) bool {
	found := false
	for _, e := range p.Expansions {
		if e.Concept == c {
			found = true
		}
	}
	return found && !p.listed[c]
}

// WithThesaurus makes Parse look up query words no lexicon lists in th
// (called on first use: loading it takes tens of milliseconds). Default
// uses thesaurus.Default.
func WithThesaurus(th func() (*thesaurus.Thesaurus, error)) Option {
	return func(lx *Lexicon) { lx.thesaurus = th }
}

// Option configures Load.
type Option func(*Lexicon)

// expand looks up toks (one or two unknown words) in the thesaurus:
// among their strongest synonyms (of weight thesaurus.MinWeight or more)
// that are lexicon terms, a concept's strong term wins over a cue; it
// gives up when they are strong terms of different concepts.
func (lx *Lexicon) expand(toks []Token) (Expansion, bool) {
	if lx.thesaurus == nil {
		return Expansion{}, false
	}
	th, err := lx.thesaurus()
	if err != nil || th == nil {
		lx.thesaurusErr.Do(func() { slog.Warn("RETRIEVE works without its thesaurus", "err", err) })
		return Expansion{}, false
	}
	raw := make([]string, len(toks))
	for i, t := range toks {
		raw[i] = t.Raw
	}
	var concept, cue Expansion
	top := 0.0
	for _, l := range th.Links(strings.Join(raw, " ")) {
		if l.Weight < thesaurus.MinWeight || l.Weight < top {
			break // links come strongest first
		}
		if l.Rel != thesaurus.Synonym {
			continue
		}
		e := Expansion{Tokens: toks, Term: l.Word, Weight: l.Weight}
		k := Key(l.Word)
		if cs, ok := lx.triggers[k]; ok {
			e.Concept = MostSpecific(cs)
			if concept.Concept != nil && concept.Concept != e.Concept {
				return Expansion{}, false // two meanings as likely: no guess
			}
			if concept.Concept == nil {
				concept = e
			}
		} else if c, ok := lx.cues[k]; ok && cue.Cue == nil {
			e.Cue = c
			cue = e
		} else {
			continue
		}
		top = l.Weight
	}
	switch {
	case concept.Concept != nil:
		return concept, true
	case cue.Cue != nil:
		return cue, true
	}
	return Expansion{}, false
}

// expandable reports whether a query word may be looked up in the
// thesaurus: a word in lower case (a capital marks a name, which is not
// expanded), or the first word of the query with only its first letter
// capitalised.
func expandable(t Token, first bool) bool {
	for i, r := range t.Raw {
		if unicode.IsUpper(r) && !(first && i == 0) {
			return false
		}
		if !unicode.IsLetter(r) && r != '\'' && r != '’' {
			return false
		}
	}
	return true
}
