package rules

import (
	"fmt"
	"slices"
	"strings"

	"reqap/internal/lazyre"
	"reqap/qa/tree"
)

// bothAmounts answers a question of two amounts joined by "and" whose
// second leaves out what it shares with the first ("how much did I spend
// on books and how much on coffee", "how many runs and how many rides did
// I do", "how many emails did I send and how many did I receive"): each
// said in full, as English restores an ellipsis from its other conjunct,
// is planned alone, and the answer gives both amounts. It returns nil
// where the question is no such pair, or where either half is no amount
// (a count, a total, an average) the planner reads.
func (d *Decomposer) bothAmounts(question string) (*tree.Checked, *Frame) {
	q := trailingRE().ReplaceAllString(strings.TrimSpace(question), "")
	cut, second := secondQuestion(q)
	if cut < 0 {
		return nil, nil
	}
	head := strings.TrimSpace(q[:cut])
	a, b := fullAmounts(head, second)
	if a == "" {
		return nil, nil
	}
	c1, c2, f1, f2 := d.planBoth(a, b, func(f *Frame) bool {
		return f.Form == FormCount || f.Form == FormSum || f.Form == FormDistinct || f.Form == FormAvg
	})
	if c1 == nil {
		return nil, nil
	}
	la, lb := differing(a, b)
	// (an amount of nothing that records it is said so, not left out
	// with the other)
	said := func(side string, f *Frame) string {
		return fmt.Sprintf("(%s == nil ? %s : %s)", side, quote("none recorded"), amountText(side, f.Measure, f.Currency))
	}
	fn := fmt.Sprintf("%s + \": \" + %s + \"; \" + %s + \": \" + %s", quote(la), said("side_a", f1), quote(lb), said("side_b", f2))
	c := joinSides(question, fn, c1, c2)
	if c == nil {
		return nil, nil
	}
	f := f1.clone()
	f.Question = strings.TrimSpace(question)
	f.Form = FormCompare
	for _, note := range f2.Notes {
		if !slices.Contains(f.Notes, note) {
			f.Notes = append(f.Notes, note)
		}
	}
	for _, w := range f2.Unlinked {
		if !slices.Contains(f.Unlinked, w) {
			f.Unlinked = append(f.Unlinked, w)
		}
	}
	return c, f
}

// planBoth plans two questions each alone, or returns nils where either
// is not what ok reads or not read in full (a word not understood, two
// things asked).
func (d *Decomposer) planBoth(a, b string, ok func(*Frame) bool) (c1, c2 *tree.Checked, f1, f2 *Frame) {
	c1, f1 = d.decompose(a)
	c2, f2 = d.decompose(b)
	full := func(f *Frame) bool {
		return ok(f) && !slices.ContainsFunc(f.Notes, func(n string) bool {
			return strings.Contains(n, "not understood") || strings.Contains(n, "asks two things")
		})
	}
	if !full(f1) || !full(f2) {
		return nil, nil, nil, nil
	}
	return c1, c2, f1, f2
}

// joinSides is an APPLY of fn over the answers of two trees, side_a and
// side_b, checked; nil where it does not check. The first tree is the
// node's input too, as an APPLY has one.
func joinSides(question, fn string, a, b *tree.Checked) *tree.Checked {
	n := &tree.Node{Op: tree.APPLY, Question: question, Args: tree.Args{Fn: fn}, Inputs: []*tree.Node{a.Root}, Refs: map[string]*tree.Node{"side_a": a.Root, "side_b": b.Root}}
	c, err := tree.Check(n)
	if err != nil {
		return nil
	}
	return c
}

// fullAmounts says each of two questions of an amount in full, the words
// one leaves out taken from the other; "" when the two are no such pair:
//   - the second a preposition's phrase in place of the first's last
//     ("how much did I spend on books" and "how much on coffee");
//   - the first a noun whose verb the second says ("how many runs" and
//     "how many rides did I do in 2022");
//   - the second a verb whose noun the first says ("how many emails did I
//     send" and "how many did I receive").
func fullAmounts(head, second string) (string, string) {
	hm, sm := amountPairRE().FindStringSubmatch(head), amountPairRE().FindStringSubmatch(second)
	if hm == nil || sm == nil || !strings.EqualFold(hm[1], sm[1]) {
		return "", ""
	}
	hRest, sRest := strings.TrimSpace(hm[2]), strings.TrimSpace(sm[2])
	hVerb, sVerb := auxSubjectRE().FindStringIndex(hRest), auxSubjectRE().FindStringIndex(sRest)
	lead := "how " + hm[1]
	switch {
	case hVerb != nil && sVerb == nil:
		// the second a phrase of the preposition the first ends with
		p := prepLeadRE().FindString(sRest)
		if p == "" {
			return "", ""
		}
		at := strings.LastIndex(strings.ToLower(hRest), " "+strings.ToLower(strings.TrimSpace(p))+" ")
		if at < hVerb[1] {
			return "", ""
		}
		return head, lead + " " + hRest[:at] + " " + sRest
	case hVerb == nil && sVerb != nil && sVerb[0] > 0 && len(strings.Fields(hRest)) <= 3:
		// the first a noun of the verb the second says
		return lead + " " + hRest + " " + sRest[sVerb[0]:], second
	case hVerb != nil && sVerb != nil && sVerb[0] == 0 && hVerb[0] > 0 && strings.EqualFold(hm[1], "many"):
		// the second a verb of the noun the first says
		return head, lead + " " + hRest[:hVerb[0]] + sRest
	}
	return "", ""
}

// differing are the words of a that b does not say, and of b that a does
// not: what tells the two amounts apart ("books", "coffee").
func differing(a, b string) (string, string) {
	wa, wb := strings.Fields(a), strings.Fields(b)
	only := func(x, y []string) string {
		var out []string
		for _, w := range x {
			if !slices.ContainsFunc(y, func(v string) bool { return strings.EqualFold(v, w) }) {
				out = append(out, w)
			}
		}
		return strings.Join(out, " ")
	}
	return only(wa, wb), only(wb, wa)
}

// thenAmount says a question of an amount closed by a second phrase on
// its own ("how many runs did I do in 2022, and in 2023?", "… in 2022?
// And in 2023?", "…, and what about in 2023") as the two questions it
// is, the second's words left out as English leaves them out of a
// second conjunct ("… and how many in 2023"); "" where it is none. The
// comma or the question mark sets the phrase apart: "in 2022 and in
// 2023" without it is one window of both.
func thenAmount(q string) string {
	m := thenAmountRE().FindStringSubmatch(q)
	if m == nil {
		return ""
	}
	a := amountPairRE().FindStringSubmatch(strings.TrimSpace(m[1]))
	if a == nil {
		return ""
	}
	phrase := m[2]
	if yearAloneRE().MatchString(phrase) {
		phrase = "in " + phrase
	}
	if y := monthYearRE().FindStringSubmatch(m[1]); y != nil && monthAloneRE().MatchString(phrase) {
		// "in March 2024, and in April": the year said once is both's
		phrase += " " + y[1]
	}
	return strings.TrimSpace(m[1]) + " and how " + strings.ToLower(a[1]) + " " + phrase
}

var (
	// thenAmountRE: group 1 the first question, 2 the phrase after
	// "and" or "what about" (a preposition's, or a year alone), set
	// apart by a comma or a question mark ("on our anniversary, on 14
	// February" says one day twice).
	thenAmountRE = lazyre.New(`(?i)^(\s*how\s+(?:much|many|far|long)\b[^?]*?)\s*(?:[,;?]\s*(?:(?:and|but)\s+)?(?:what|how)\s+about\s+|[,;?]\s*(?:and|but)\s+)((?:in|on|at|for|with|from|to|during|over)\s+[^?,]+?|(?:19|20)\d\d)\s*[?.!]*$`)
	yearAloneRE  = lazyre.New(`^(?:19|20)\d\d$`)
	monthYearRE  = lazyre.New(`(?i)\b` + monthWords + `\s+((?:19|20)\d\d)\b`)
	monthAloneRE = lazyre.New(`(?i)^(?:in|during|for|over)\s+` + monthWords + `$`)
	// amountPairRE: a question of an amount: group 1 "much" or "many",
	// group 2 the rest.
	amountPairRE = lazyre.New(`(?i)^how\s+(much|many|far|long)\b(.*)$`)
	// auxSubjectRE: the auxiliary and the subject of a question's verb.
	auxSubjectRE = lazyre.New(`(?i)\b(?:did|do|does|have|has|had)\s+(?:i|we)\b`)
	// prepLeadRE: a preposition that starts a phrase.
	prepLeadRE = lazyre.New(`(?i)^(?:on|in|at|for|with|from|to|during)\s`)
)
