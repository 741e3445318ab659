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
		br := branch
		if len(n.Inputs) > 1 {
			br = branch + "." + strconv.Itoa(i+1)
		}
		format(b, in, depth+1, br, indent+1, onPath)
	}
	for _, name := range n.RefNames() {
		fmt.Fprintf(b, "%s  ref %s:\n", pad, name)
		format(b, n.Refs[name], depth+1, branch+"."+name, indent+2, onPath)
	}
}

// Summary is the operator and its arguments in short, without the
// question: `FILTER year(start_date) == 2022`, `ARGMAX arg=count val=artist`.
func Summary(n *Node) string {
	a := n.Args
	parts := []string{string(n.Op)}
	switch n.Op {
	case RETRIEVE:
		parts = append(parts, strconv.Quote(a.Query))
		if len(a.Sources) > 0 {
			parts = append(parts, "sources=["+strings.Join(a.Sources, ", ")+"]")
		}
	case EXTRACT:
		attrs := make([]string, len(a.Attrs))
		for i, at := range a.Attrs {
			attrs[i] = at
			if i < len(a.Types) && a.Types[i] != "" {
				attrs[i] += ":" + a.Types[i]
			}
		}
		parts = append(parts, "attrs=["+strings.Join(attrs, ", ")+"]")
	case JOIN, FILTER:
		parts = append(parts, a.Condition)
	case GROUP_BY:
		parts = append(parts, "keys=["+strings.Join(a.Keys, ", ")+"]")
	case MAP:
		as := a.As
		if as == "" {
			as = DefaultMapAs
		}
		parts = append(parts, a.Fn, "→", as)
	case APPLY:
		parts = append(parts, a.Fn)
	case UNNEST:
		parts = append(parts, a.Attr)
		if a.As != "" && a.As != a.Attr {
			parts = append(parts, "→", a.As)
		}
	case ARGMIN, ARGMAX:
		parts = append(parts, "arg="+a.Arg)
		if a.Val != "" {
			parts = append(parts, "val="+a.Val)
		}
		if a.K > 1 {
			parts = append(parts, "k="+strconv.Itoa(a.K))
		}
	case MIN, MAX, SUM, AVG:
		parts = append(parts, "attr="+a.Attr)
	}
	return strings.Join(parts, " ")
}
