package rules

import (
	"fmt"
	"strings"

	"reqap/internal/lazyre"
	"reqap/qa/tree"
)

// thanAverageRE: a comparative said against the average of the same things
// ("runs longer than my average run", "orders more expensive than
// average", "above-average rides"); group 1 is the comparative, group 2
// the noun after "average", if any.
var thanAverageRE = lazyre.New(`\b(longer|shorter|further|farther|faster|slower|more\s+expensive|less\s+expensive|pricier|cheaper|bigger|smaller|above|below)[\s-]+(?:than\s+)?(?:the\s+|my\s+|our\s+|an\s+)?(?:average|mean|typical|usual)\b(?:\s+(one|ones|[a-z]+))?`)

// aboveAverage says which comparatives are more (+1) or less (-1) than
// the average, and what they weigh: "" for the length of the thing (a
// run's distance, a film's minutes), else a measure's id.
var aboveAverage = map[string]struct {
	dir     int
	measure string
}{
	"longer": {1, ""}, "shorter": {-1, ""}, "bigger": {1, ""}, "smaller": {-1, ""}, "above": {1, ""}, "below": {-1, ""},
	"further": {1, "km"}, "farther": {1, "km"},
	"faster": {1, "speed"}, "slower": {-1, "speed"},
	"more expensive": {1, "money"}, "pricier": {1, "money"}, "less expensive": {-1, "money"}, "cheaper": {-1, "money"},
}

// thanAverageSaid reads a comparison with the average of the things asked
// about ("how many runs were longer than my average run", "which orders
// were more expensive than average"), before "average" is read as an
// average asked: the words are understood, and thanAverage makes them a
// condition once the things are known. It was a comparison of two things
// with one side unread, answered for every run.
func (p *parser) thanAverageSaid() {
	m := p.t.find(thanAverageRE())
	if m == nil {
		return
	}
	word := strings.Join(strings.Fields(p.t.group(m, 1)), " ")
	how, ok := aboveAverage[word]
	if !ok {
		return
	}
	end, measure := m[1], how.measure
	if m[4] >= 0 {
		switch n := p.t.group(m, 2); {
		case n == "one" || n == "ones":
		case averageNouns[n] != "":
			measure = averageNouns[n] // "above average distance"
		default:
			end = m[4] // "my average run": the run is left to name the things
		}
	}
	p.thanAvg = &thanAvg{dir: how.dir, measure: measure, words: p.t.original(m[0], end)}
	p.t.consume(m[0], end)
}

// averageNouns are the measures an average is said of by name.
var averageNouns = map[string]string{"distance": "km", "length": "", "duration": "duration", "time": "duration", "price": "money", "cost": "money", "speed": "speed"}

// thanAvg is a comparison with the average thanAverageSaid read.
type thanAvg struct {
	dir     int
	measure string // a measure's id; "" for the things' length
	words   string
}

// thanAverage makes the comparison with the average thanAverageSaid read
// a condition on each of the things: its amount beyond the average of
// all of them, which a reference computes over the same search. Where no
// amount of the things can be weighed it is said not understood.
func (p *parser) thanAverage() {
	ta := p.thanAvg
	if ta == nil {
		return
	}
	ms := p.lengthOf()
	if ta.measure != "" {
		ms = p.lx.measures.byID[ta.measure]
	}
	if ta.measure == "money" && p.f.Activity == "purchase" {
		ms = p.lx.measures.byID["unit_price"]
	}
	q := p.quantity(ms)
	if q == nil || q.Extract == nil || q.Map != "" || p.f.act == nil && len(p.f.Sources) == 0 {
		p.f.Notes = append(p.f.Notes, fmt.Sprintf("%q is not understood: no amount of these is weighed against its average", ta.words))
		return
	}
	op := ">"
	if ta.dir < 0 {
		op = "<"
	}
	const name = "average"
	expr := fmt.Sprintf("%[1]s != nil && %[1]s %[2]s %[3]s", q.Attr, op, name)
	refs := map[string]*tree.Node{name: p.averageOf(q)}
	needs := []attrSpec{*q.Extract}
	if ta.measure == "" && family(q.ID) == "distance" && (p.recordsField("duration_s", "number") || p.recordsField("duration_s", "duration")) {
		// "swims longer than average" of swims that record no distance,
		// only their minutes: the length in time, where none of them
		// has a distance to average
		t := p.quantity(p.lx.measures.byID["duration"])
		const inTime = "average_time"
		expr = fmt.Sprintf("%s != nil ? (%s) : (%[3]s != nil && %[3]s %[4]s %[5]s)", name, expr, t.Attr, op, inTime)
		refs[inTime] = p.averageOf(t)
		needs = append(needs, *t.Extract)
	}
	p.f.Content = append(p.f.Content, Cond{Expr: expr, Words: ta.words, Refs: refs, Needs: needs})
}

// averageOf is a reference to the average of q over the things the
// question searches for.
func (p *parser) averageOf(q *Quantity) *tree.Node {
	return &tree.Node{Op: tree.AVG, Question: "the average " + q.Words + " of " + p.f.Subject, Args: tree.Args{Attr: q.Attr},
		Inputs: []*tree.Node{{Op: tree.EXTRACT, Question: p.f.Subject + " with " + q.Words, Args: tree.Args{Attrs: []string{q.Extract.Name}, Types: []string{string(q.Extract.Type)}},
			Inputs: []*tree.Node{{Op: tree.RETRIEVE, Question: p.f.Subject, Args: tree.Args{Query: p.f.Query, Sources: p.f.Sources}}}}}}
}

// medianAsked makes an average asked as the median ("the median order
// value") the middle value; an answer of another form says that the
// median was read as an average.
func (p *parser) medianAsked() {
	if !p.median {
		return
	}
	if p.f.Form == FormAvg {
		p.f.Median = true
		return
	}
	p.f.Notes = append(p.f.Notes, "the median was read as an average")
}
