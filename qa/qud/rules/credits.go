package rules

import (
	"fmt"
	"regexp"
	"strings"

	"reqap/internal/lazyre"
	"reqap/qa"
	"reqap/qa/qud/link"
)

// creditBeforeRE: a guest's credit said before the maker's name ("songs
// featuring Sia", "tracks feat. Sia", "ft. Sia", "songs that feature
// Sia"), or "with" after a noun (group 1: "tracks with Sia"), which
// credits the guest only where the noun names the works that credit one.
var creditBeforeRE = lazyre.New(`(?:\b(?:featuring|feat\.?|ft\.?|(?:that|which)\s+(?:feature[sd]?|featured))|\b(with))\s*$`)

// creditAfterRE: a guest's credit said after the maker's name ("songs Sia
// was featured on", "the tracks Sia appears on", "Sia guested on").
var creditAfterRE = lazyre.New(`^\s*(?:(?:was|is|were|are|has\s+been|have\s+been|gets|got)\s+)?(?:featured|features?|appear(?:s|ed)?|guest(?:s|ed)?)\s+(?:on|in)\b`)

// creditRE matches a title that credits name as a guest, the way titles
// credit one ("Save Away (feat. Los Faroles)", "Titanium ft. Sia & X").
func creditRE(name string) string {
	return `(?i)\b(?:feat\.?|ft\.?|featuring)\s.*\b` + regexp.QuoteMeta(name) + `(?:$|[^\p{L}\p{N}])`
}

// creditedToo widens the condition of a maker named as a guest ("songs
// featuring Los Faroles") to the works whose title credits them: a
// featured artist's songs are more than their own. The fields that
// credit are those of the maker's source whose values the catalog shows
// crediting the name; "by Los Faroles" stays their own. It returns the
// condition to add, what it needs, and the bytes that said the credit.
func (p *parser) creditedToo(s link.Span, a, b int) (cond string, needs []attrSpec, at [2]int, ok bool) {
	before, after := creditBeforeRE().FindSubmatchIndex(p.t.low[:a]), creditAfterRE().FindIndex(p.t.low[b:])
	if before == nil && after == nil || p.env.Catalog() == nil {
		return "", nil, at, false
	}
	// the name credited: the maker's value, the others of its source
	// crediting it; or the words said, where they are linked as part of
	// titles that credit them (a guest who makes no songs of their own)
	type credited struct {
		name, source, own string
	}
	var names []credited
	said := p.t.original(a, b)
	for _, r := range s.Refs {
		if r.List || r.Number {
			continue
		}
		if !strings.EqualFold(r.Value, said) && regexp.MustCompile(creditRE(said)).MatchString(r.Value) {
			names = append(names, credited{said, r.Source, ""})
		} else {
			names = append(names, credited{r.Value, r.Source, r.Field})
		}
	}
	var conds []string
	for _, r := range names {
		src := p.env.Catalog().Source(r.source)
		if src == nil {
			continue
		}
		re := regexp.MustCompile(creditRE(r.name))
		for _, f := range src.Fields {
			if f.Key == r.own || !f.Names || f.Kind != "text" {
				continue
			}
			if before != nil && before[2] >= 0 {
				// "tracks with X": the noun before (understood already,
				// maybe) names the field that credits
				ws := strings.Fields(strings.ToLower(p.t.orig[:p.t.off[before[2]]]))
				if len(ws) == 0 {
					continue
				}
				if g, ok := p.lx.groups.phrases.lookup(ws[len(ws)-1]); !ok || g.Attr != f.Key && (g.Extract == nil || g.Extract.Name != f.Key) {
					continue
				}
			}
			for _, v := range f.Values {
				if re.MatchString(v.Text) {
					c := fmt.Sprintf("(%s ?? \"\") matches %s", attrFor(f.Key), quote(creditRE(r.name)))
					if !strings.Contains(strings.Join(conds, "\n"), c) {
						conds = append(conds, c)
						needs = append(needs, attrSpec{Name: attrFor(f.Key), Type: qa.TypeText})
					}
					break
				}
			}
		}
	}
	if len(conds) == 0 {
		return "", nil, at, false
	}
	switch {
	case before != nil && before[2] >= 0:
		at = [2]int{before[2], a}
	case before != nil:
		at = [2]int{before[0], a}
	default:
		at = [2]int{b, b + after[1]}
	}
	return strings.Join(conds, " || "), needs, at, true
}
