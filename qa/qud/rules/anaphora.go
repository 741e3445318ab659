package rules

import (
	"slices"
	"strings"

	"reqap/internal/lazyre"
	"reqap/lang/fold"
	rlex "reqap/qa/retrieve/lexicon"
)

// ownersOccasion reads "her" or "his" before an occasion ("did I see Lena
// on her birthday") as the one person the question names before it
// ("on Lena's birthday"), where the library knows that name as a person's:
// the occasion is that person's, not mine nor anyone's. With no person
// named, or two, whose it is is not said, and the question stays as it is.
func (d *Decomposer) ownersOccasion(q string) string {
	if d.env == nil || d.env.Lexicon == nil || d.env.Catalog() == nil {
		return q
	}
	m := possessiveThirdRE().FindStringSubmatchIndex(q)
	if m == nil || !d.celebration(q[m[4]:m[5]]) {
		return q
	}
	var named []string
	for i, w := range strings.FieldsFunc(q[:m[0]], func(r rune) bool { return !fold.WordRune(r) && r != '\'' }) {
		if i == 0 || w == "I" || !fold.Capitalised(w) || slices.Contains(named, w) {
			continue // a question's first word is capitalised as its first
		}
		if d.person(w) {
			named = append(named, w)
		}
	}
	if len(named) != 1 {
		return q
	}
	return q[:m[2]] + named[0] + "'s" + q[m[3]:]
}

// person reports whether the library holds name as a person's (of the
// fields of the people a happening names).
func (d *Decomposer) person(name string) bool {
	for _, r := range d.env.NameRefsWith(name) {
		if personFields[r.Field] && strings.EqualFold(r.Value, name) {
			return true
		}
	}
	return false
}

// celebration reports whether the lexicon reads word as a celebration (a
// birthday, an anniversary, a wedding), an occasion that is someone's.
func (d *Decomposer) celebration(word string) bool {
	return slices.ContainsFunc(d.env.Lexicon.Parse(word).Concepts, func(c *rlex.Concept) bool { return c.Kind == "celebration" })
}

// possessiveThirdRE: "her" or "his" (group 1) and the word after it
// (group 2).
var possessiveThirdRE = lazyre.New(`\b([Hh]er|[Hh]is)\s+(\p{L}+)`)
