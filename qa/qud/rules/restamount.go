package rules

import (
	"fmt"
	"strings"

	"reqap/internal/lazyre"
	"reqap/qa/tree"
)

// leftOutSpendRE: what is left out of a total spent, said after it
// ("how much did I spend in 2024 excluding electronics", "… apart from
// groceries", "… not counting books"): group 1 the words that leave out
// with what they leave out, group 2 that alone.
var leftOutSpendRE = lazyre.New(`(?i)\s*,?\s*\b((?:excluding|apart\s+from|aside\s+from|other\s+than|except(?:\s+for)?|besides|not\s+counting|leaving\s+out|without)\s+(?:(?:the|my|any)\s+)?([^,?!.]+?))\s*[?!.]*\s*$`)

// spentPrepRE: the preposition a thing left out is said with (group 1),
// as it goes with the verb of spending.
var spentPrepRE = lazyre.New(`(?i)^(on|at|for|in|from|with)\s+`)

// spendVerbRE: the verb of spending, after which what it was spent on
// is said ("spend on electronics").
var spendVerbRE = lazyre.New(`(?i)\b(?:spend|spent|spending|pay|paid)\b`)

// restSpent answers a total spent with something left out that no key of
// the library holds (the orders record no category: "excluding
// electronics") as the total less what was spent on the thing, each
// planned alone ("how much did I spend in 2024", "how much did I spend on
// electronics in 2024"): the total had been answered with a note that
// the leaving out was not understood. It returns nil where the question
// is no such total or either half is not read in full, or where the thing
// changes nothing the second half searches for.
func (d *Decomposer) restSpent(question string, f *Frame) (*tree.Checked, *Frame) {
	if f.Form != FormSum || f.Exclude == "" || f.Currency == "" && (f.Measure == nil || f.Measure.Attr != "price") {
		return nil, nil
	}
	m := leftOutSpendRE().FindStringSubmatchIndex(question)
	v := spendVerbRE().FindStringIndex(question)
	if m == nil || v == nil || v[1] > m[0] {
		return nil, nil
	}
	what, prep := question[m[4]:m[5]], "on"
	if p := spentPrepRE().FindStringSubmatch(what); p != nil {
		// "other than at Amazon", "apart from on books": spent so
		prep, what = strings.ToLower(p[1]), what[len(p[0]):]
	}
	all := strings.TrimSpace(question[:m[0]]) + "?"
	part := strings.TrimSpace(question[:v[1]]) + " " + prep + " " + what + " " + strings.TrimSpace(question[v[1]:m[0]]) + "?"
	c1, c2, f1, _ := d.planBoth(all, part, func(g *Frame) bool { return g.Form == FormSum && len(g.Unlinked) == 0 })
	if c1 == nil || tree.Format(c1.Root) == tree.Format(c2.Root) {
		return nil, nil
	}
	// nothing spent on it leaves the total whole
	c := joinSides(question, "side_a - (side_b ?? 0)", c1, c2)
	if c == nil {
		return nil, nil
	}
	g := f1.clone()
	g.Question = strings.TrimSpace(question)
	g.Notes = append(g.Notes, fmt.Sprintf("left out: what %q finds, taken from the total (nothing where it finds none)", part))
	return c, g
}
