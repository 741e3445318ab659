package tree

import (
	"fmt"
	"strconv"
	"strings"
)

// Format renders n as indented text like the paper's Table 14, one line
// per node: its label, operator, arguments in short and its question.
//
//	(1) SUM attr=price — "How much did I spend in March 2022?"
//	  (2) EXTRACT attrs=[price:money] — "my purchases in March 2022 with amounts"
//	    (3) FILTER year(start_date) == 2022 && month(start_date) == 3 — "my purchases in March 2022"
//	      (4) RETRIEVE "my online purchases"
//
// Labels count depth; siblings of a JOIN get .1 and .2, refs their name.
func Format(n *Node) string {
	var b strings.Builder
	format(&b, n, 1, "", 0, map[*Node]bool{})
	return strings.TrimSuffix(b.String(), "\n")
}

// Label returns the label Format gives a node at depth with branch suffix.
func Label(depth int, branch string) string {
	return "(" + strconv.Itoa(depth) + branch + ")"
}

// InputBranch is the branch suffix of input i of n inputs below a node
// whose suffix is branch: a lone input continues its parent's branch,
// several are numbered (".1", ".2").
func InputBranch(branch string, i, n int) string {
	if n > 1 {
		return branch + "." + strconv.Itoa(i+1)
	}
	return branch
}

func format(b *strings.Builder, n *Node, depth int, branch string, indent int, onPath map[*Node]bool) {
	pad := strings.Repeat("  ", indent)
	if n == nil {
		fmt.Fprintf(b, "%s%s <missing node>\n", pad, Label(depth, branch))
		return
	}
	if onPath[n] {
		fmt.Fprintf(b, "%s%s <loop>\n", pad, Label(depth, branch))
		return
	}
	onPath[n] = true
	defer delete(onPath, n)
	fmt.Fprintf(b, "%s%s %s", pad, Label(depth, branch), Summary(n))
	if n.Question != "" {
		fmt.Fprintf(b, " — %q", n.Question)
	}
	b.WriteByte('\n')
	for i, in := range n.Inputs {
		format(b, in, depth+1, InputBranch(branch, i, len(n.Inputs)), indent+1, onPath)
	}
	for _, name := range n.RefNames() {
		fmt.Fprintf(b, "%s  ref %s:\n", pad, name)
		format(b, n.Refs[name], depth+1, branch+"."+name, indent+2, onPath)
	}
}

// Summary is the operator and its arguments in short, without the
// question: `FILTER year(start_date) == 2022`, `ARGMAX arg=count val=artist`.
func Summary(n *Node) string {
	parts := []string{string(n.Op)}
	if spec := SpecOf(n.Op); spec != nil {
		if spec.Text != nil {
			parts = append(parts, spec.Text(n.Args)...)
		} else {
			parts = append(parts, argText(spec, n.Args)...)
		}
	}
	return strings.Join(parts, " ")
}

// argText renders the arguments a node gives by their kinds: text quoted,
// expressions as written, the names an operator adds with their types,
// the attribute it writes after an arrow, others as name=value.
func argText(spec *Spec, a Args) []string {
	var parts []string
	for _, g := range spec.Args {
		if !a.Given(g.Name) && g.Default == nil {
			continue
		}
		switch v := g.value(a).(type) {
		case string:
			switch {
			case g.Kind == Text:
				parts = append(parts, strconv.Quote(v))
			case g.Kind.IsExpr():
				parts = append(parts, v)
			case g.Kind == NewAttr:
				parts = append(parts, "→", v)
			default:
				parts = append(parts, g.Name+"="+v)
			}
		case []string:
			if g.Kind == AttrTypes {
				continue
			}
			if types := typesOf(spec, a); g.Kind == NewAttrs && len(types) > 0 {
				v = append([]string(nil), v...)
				for i := range v {
					if i < len(types) && types[i] != "" {
						v[i] += ":" + types[i]
					}
				}
			}
			parts = append(parts, g.Name+"="+names(v))
		case int:
			if v > 1 {
				parts = append(parts, g.Name+"="+strconv.Itoa(v))
			}
		}
	}
	return parts
}

// typesOf is the node's AttrTypes argument, if the operator has one.
func typesOf(spec *Spec, a Args) []string {
	for _, t := range spec.Args {
		if t.Kind == AttrTypes {
			l, _ := t.value(a).([]string)
			return l
		}
	}
	return nil
}
