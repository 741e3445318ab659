package lexicon

import (
	"log/slog"
	"slices"
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

// expand looks up toks (one or two unknown words) in the thesaurus. Its
// synonyms (of weight thesaurus.MinWeight or more) must name one concept
// by a term the thesaurus itself relates to the concept's name, or by two
// of its strong terms, or one kind of source by two cues: a single shared
// word is too often another sense of it ("twisting" is "spin", and
// spinning is a class on a bike, which the thesaurus does not relate to
// indoor cycling). A concept wins over cues; two concepts are two
// meanings, and no guess is made.
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
	type tally struct {
		first Expansion
		terms map[string]bool
	}
	var concepts []*tally
	var cues *tally
	for _, l := range th.Links(strings.Join(raw, " ")) {
		if l.Weight < thesaurus.MinWeight {
			break // links come strongest first
		}
		if l.Rel != thesaurus.Synonym {
			continue
		}
		e := Expansion{Tokens: toks, Term: l.Word, Weight: l.Weight}
		k := Key(l.Word)
		if cs, ok := lx.triggers[k]; ok {
			e.Concept = MostSpecific(cs)
			i := slices.IndexFunc(concepts, func(t *tally) bool { return t.first.Concept == e.Concept })
			if i < 0 {
				concepts = append(concepts, &tally{first: e, terms: map[string]bool{}})
				i = len(concepts) - 1
			}
			concepts[i].terms[k] = true
		} else if c, ok := lx.cues[k]; ok {
			e.Cue = c
			switch {
			case cues == nil:
				cues = &tally{first: e, terms: map[string]bool{k: true}}
			case sharesSource(cues.first.Cue, c):
				cues.terms[k] = true
			}
		}
	}
	var found []*tally
	for _, t := range concepts {
		if len(t.terms) >= 2 || namesConcept(th, t.first.Term, t.first.Concept) {
			found = append(found, t)
		}
	}
	switch {
	case len(found) == 1:
		return found[0].first, true
	case len(found) == 0 && cues != nil && len(cues.terms) >= 2:
		return cues.first, true
	}
	return Expansion{}, false
}

// namesConcept reports whether the thesaurus relates term to the name of
// c (its id: "soccer", "indoor_cycling"), or term is that name.
func namesConcept(th *thesaurus.Thesaurus, term string, c *Concept) bool {
	name := strings.ReplaceAll(c.ID, "_", " ")
	if Key(term) == Key(name) {
		return true
	}
	_, ok := th.Related(term, name)
	return ok
}

func sharesSource(a, b *Cue) bool {
	for _, x := range a.Sources {
		for _, y := range b.Sources {
			if x.Source == y.Source {
				return true
			}
		}
	}
	return false
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

// placeKinds are the general words a kind of place is one of, as the
// thesaurus (WordNet) files it: a pub is a tavern, a building; a
// supermarket a grocery store, a mercantile establishment; a gym an
// athletic facility.
var placeKinds = map[string]bool{"building": true, "structure": true, "facility": true, "establishment": true,
	"business establishment": true, "mercantile establishment": true, "place of business": true, "geographic area": true}

// KindOfPlace reports whether the thesaurus files noun under a kind of
// place within three steps of more general words ("which pub", "which
// supermarket", "which gym" ask for a place's name). Without a thesaurus
// nothing is.
func (lx *Lexicon) KindOfPlace(noun string) bool {
	if lx.thesaurus == nil {
		return false
	}
	th, err := lx.thesaurus()
	if err != nil || th == nil {
		return false
	}
	return th.Under(noun, func(h string) bool { return placeKinds[h] }, 3)
}

// PlaceKindHead reports whether the thesaurus's general word h is a kind
// of place (placeKinds: a building, an establishment, a facility, a
// geographic area), for a reader of the thesaurus that goes its own
// number of steps up.
func PlaceKindHead(h string) bool { return placeKinds[h] }

// ConveyanceHeads are the general words a means of transport is one of,
// as the thesaurus (WordNet) files it: a train is public transport, a car
// a motor vehicle, a plane an aircraft, a ferry a vessel's conveyance.
var ConveyanceHeads = []string{"public transport", "vehicle", "motor vehicle", "conveyance", "aircraft"}

// Conveyance reports whether the thesaurus files noun under a means of
// transport (ConveyanceHeads) within five steps of more general words
// ("train", "bus", "ferry", "bike"). Without a thesaurus nothing is.
func (lx *Lexicon) Conveyance(noun string) bool {
	if lx.thesaurus == nil {
		return false
	}
	th, err := lx.thesaurus()
	if err != nil || th == nil || !th.IsNoun(noun) {
		return false
	}
	return th.Under(noun, func(h string) bool { return slices.Contains(ConveyanceHeads, h) }, 5)
}

// Lemmas returns the words of the thesaurus that word is a form of
// ("flew" → "fly", "biked" → "bike"), or nil without a thesaurus.
func (lx *Lexicon) Lemmas(word string) []string {
	if lx.thesaurus == nil {
		return nil
	}
	th, err := lx.thesaurus()
	if err != nil || th == nil {
		return nil
	}
	return th.Lemmas(word)
}
