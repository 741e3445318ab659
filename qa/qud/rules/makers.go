package rules

import (
	"slices"

	"reqap/qa/qud/link"
)

// madeTitleAsked reads "who composed Prelude in D minor", "who wrote
// Stranger of the Harbour": a verb of making or performing before a
// title the library holds said whole asks for the maker the title's
// records name (a song's artist), not mail written nor people met. It
// returns the key of the maker and the bytes of "who" and the verb, or
// false where no whole title follows the verb or its records name no
// maker.
func (p *parser) madeTitleAsked() (*Key, [2]int, bool) {
	if p.lk == nil || p.env.Catalog() == nil || p.env.Lexicon == nil {
		return nil, [2]int{}, false
	}
	maker, ok := p.env.Lexicon.Attr("creator")
	if !ok {
		return nil, [2]int{}, false
	}
	for _, s := range p.lk.held {
		if !s.Sure || s.Kind != link.KindValue || len(s.Refs) == 0 {
			continue
		}
		if !link.MakerAsked(p.lk.q, s.From) {
			continue
		}
		a, _ := p.spanBytes(s)
		// the maker's field every record of the title keeps, the same
		// for every source the title is of
		field := ""
		for _, r := range s.Refs {
			src := p.env.Catalog().Source(r.Source)
			if src == nil {
				return nil, [2]int{}, false
			}
			i := slices.IndexFunc(maker.Sources, func(f string) bool { return f != r.Field && src.Field(f) != nil })
			if i < 0 || field != "" && field != maker.Sources[i] {
				return nil, [2]int{}, false
			}
			field = maker.Sources[i]
		}
		for _, g := range p.lx.groups.byID {
			if g.Attr == field {
				return p.key(g), [2]int{0, a}, true
			}
		}
		return fieldKey(link.Ref{Field: field}), [2]int{0, a}, true
	}
	return nil, [2]int{}, false
}
