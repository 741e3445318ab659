package retrieve

import (
	"slices"

	"reqap/qa/people"
	"reqap/qa/retrieve/lexicon"
)

// People. A question names people by their relation ("my colleagues", "my
// parents"), records by name ("Lunch with Sanne", "Olivia, Sanne & Manon"),
// and the other way round ("dinner with Karim"; "Pizza with my boyfriend
// 🍕"). The library's directory of people (package people) says who is
// who, so a relation is searched also as the names of the people who have
// it, and a name also as the words for the relation its person alone has.

// withPeople expands the query's people concepts with what the directory
// knows: relation concepts (family, colleagues) with the names of their
// people, and a person's name with the words for their relation.
func (q *Query) withPeople(d *people.Directory) {
	if d == nil {
		return
	}
	for i := range q.Concepts {
		c := &q.Concepts[i]
		switch {
		case c.lex != nil && (c.lex.Kind == "family" || c.lex.Kind == "work"):
			for _, p := range d.WithRelation(q.relationsOf(c.lex)...) {
				for _, n := range d.NameForms(p) {
					c.Terms = appendTerm(c.Terms, n)
				}
			}
		case c.lex == nil && c.members == nil:
			p, ok := d.FullName(c.Name)
			if !ok {
				p, ok = d.FirstName(c.Name)
			}
			if !ok {
				continue
			}
			rel, ok := q.lex.Concept(d.Relation(p))
			if !ok || rel.Kind != "family" || len(d.WithRelation(rel.ID)) != 1 {
				continue // "my sister" is no one sister of two
			}
			for _, t := range rel.Terms {
				if t.Weight >= lexicon.Strong && !t.Included {
					c.Terms = appendTerm(c.Terms, t.Text)
				}
			}
		}
	}
}

// relationsOf returns the directory relations a concept stands for: its
// own id and those of the concepts it includes (parents: mother and
// father; family: every relative); colleagues: people.Colleague.
func (q *Query) relationsOf(c *lexicon.Concept) []string {
	if c.Kind == "work" {
		if c.ID == "colleagues" {
			return []string{people.Colleague}
		}
		return nil
	}
	rels := []string{c.ID}
	if c.ID == "family" {
		rels = append(rels, people.Family)
	}
	for _, o := range q.lex.ConceptsOfKind("family") {
		if o != c && includes(c, o) {
			rels = append(rels, o.ID)
		}
	}
	return rels
}

// includes reports whether concept a covers concept b: a lists b's first
// strong term (parents lists "mum", family includes every family word).
func includes(a, b *lexicon.Concept) bool {
	for _, t := range b.Terms {
		if t.Weight >= lexicon.Strong && !t.Included {
			return slices.ContainsFunc(a.Terms, func(at lexicon.Term) bool { return at.Key == t.Key })
		}
	}
	return false
}

func appendTerm(ts []lexicon.Term, text string) []lexicon.Term {
	key := lexicon.Key(text)
	if key == "" || slices.ContainsFunc(ts, func(t lexicon.Term) bool { return t.Key == key }) {
		return ts
	}
	return append(ts, lexicon.Term{Text: text, Key: key, Weight: lexicon.Strong})
}
