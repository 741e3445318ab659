package expr

import (
	"slices"
	"strconv"
	"strings"

	"github.com/expr-lang/expr/ast"
)

// What an expression says is read from its parse, not its text: the
// engine's notes ask of a plan's conditions what attributes they read or
// which comparison they make, and a plan written by a language model
// spaces and brackets its expressions as it likes, where a pattern over
// the text would see only the planner's own spelling (and names inside a
// quoted text as if read).

// Reads returns the attributes src reads, sorted and once each: the
// names it uses bare ("distance_km > 10"), as a member of the item or
// element at hand (".start_date", "#.title") and of either side of a
// pair ("i1.place"). Nil where src does not parse.
func Reads(src string) []string {
	var names []string
	walkSource(src, func(n ast.Node) {
		switch x := n.(type) {
		case *ast.IdentifierNode:
			if _, res := reserved[x.Value]; !res && !IsFunction(x.Value) && x.Value != "" {
				names = append(names, x.Value)
			}
		case *ast.MemberNode:
			p, ok := x.Property.(*ast.StringNode)
			if !ok {
				return
			}
			switch on := x.Node.(type) {
			case *ast.PointerNode:
				names = append(names, p.Value)
			case *ast.IdentifierNode:
				if on.Value == "i1" || on.Value == "i2" {
					names = append(names, p.Value)
				}
			}
		}
	})
	return sortedOnce(names)
}

// TextEquals returns the attributes src compares for equality with a
// text written out: place in `place == "Nordwand"`, restaurant in
// `(restaurant ?? "") == "Mangiare"`, either way round. Nil where src
// does not parse.
func TextEquals(src string) []string {
	var names []string
	walkSource(src, func(n ast.Node) {
		b, ok := n.(*ast.BinaryNode)
		if !ok || b.Operator != "==" {
			return
		}
		for _, pair := range [][2]ast.Node{{b.Left, b.Right}, {b.Right, b.Left}} {
			if _, text := pair[1].(*ast.StringNode); !text {
				continue
			}
			side := pair[0]
			if d, ok := side.(*ast.BinaryNode); ok && d.Operator == "??" {
				side = d.Left
			}
			if id, ok := side.(*ast.IdentifierNode); ok {
				names = append(names, id.Value)
			}
		}
	})
	return sortedOnce(names)
}

// Contains reports whether some part of src is the expression part
// (both as parsed and printed, so spacing and brackets do not matter):
// Contains(c, "month(#) == month(start_date)").
func Contains(src, part string) bool {
	root, err := Parse(src)
	if err != nil {
		return false
	}
	p, err := Parse(part)
	if err != nil {
		// a part of a predicate ("month(#) == month(start_date)") parses
		// only inside one
		if p, err = Parse("any([], {" + part + "})"); err != nil {
			return false
		}
		walk(p, func(n ast.Node) {
			if c, ok := n.(*ast.PredicateNode); ok {
				p = c.Node
			}
		})
	}
	want := Print(p)
	found := false
	walk(root, func(n ast.Node) {
		if !found && Print(n) == want {
			found = true
		}
	})
	return found
}

// Calls reports whether src calls the function fn.
func Calls(src, fn string) bool {
	found := false
	walkSource(src, func(n ast.Node) {
		if c, ok := n.(*ast.CallNode); ok {
			if id, ok := c.Callee.(*ast.IdentifierNode); ok && id.Value == fn {
				found = true
			}
		}
	})
	return found
}

// NumberTest reads src as a comparison, at its top, of one side with a
// number written out ("sum(map(items, .steps)) > 10000", "10 < pace"):
// the side, printed, the operator as it reads with the side first ("10 >
// pace" reads "pace < 10"), and the number as written; ok is false for
// anything else.
func NumberTest(src string) (side, op, number string, ok bool) {
	root, err := Parse(src)
	if err != nil {
		return "", "", "", false
	}
	b, isBin := root.(*ast.BinaryNode)
	if !isBin || !strings.Contains(" > >= < <= == != ", " "+b.Operator+" ") {
		return "", "", "", false
	}
	if n, isNum := numberWritten(b.Right); isNum {
		return Print(b.Left), b.Operator, n, true
	}
	if n, isNum := numberWritten(b.Left); isNum {
		op, _ := Flipped(b.Operator)
		if b.Operator == "!=" {
			op = "!="
		}
		return Print(b.Right), op, n, true
	}
	return "", "", "", false
}

// numberWritten is the number a node writes out ("10", "-5.5"), as
// written; false for anything else.
func numberWritten(n ast.Node) (string, bool) {
	sign := ""
	if u, ok := n.(*ast.UnaryNode); ok && u.Operator == "-" {
		sign, n = "-", u.Node
	}
	switch v := n.(type) {
	case *ast.IntegerNode:
		return sign + strconv.Itoa(v.Value), true
	case *ast.FloatNode:
		return sign + strconv.FormatFloat(v.Value, 'f', -1, 64), true
	}
	return "", false
}

// TestsNumber returns the attribute src as a whole compares with a number
// written out ("distance_km > 10", "-5 <= elevation_m"), or "".
func TestsNumber(src string) string {
	side, _, _, ok := NumberTest(src)
	if !ok || !slices.Equal(Reads(side), []string{side}) {
		return ""
	}
	return side
}

// Same reports whether a and b are the same expression, spacing and
// brackets aside; false where either does not parse.
func Same(a, b string) bool {
	x, err := Parse(a)
	if err != nil {
		return false
	}
	y, err := Parse(b)
	return err == nil && Print(x) == Print(y)
}

// walkSource calls f on every node of src's parse; on none where src
// does not parse.
func walkSource(src string, f func(ast.Node)) {
	if root, err := Parse(src); err == nil {
		walk(root, f)
	}
}

// sortedOnce sorts names and drops repeats; nil stays nil.
func sortedOnce(names []string) []string {
	slices.Sort(names)
	return slices.Compact(names)
}

// walk calls f on every node of the tree under root.
func walk(root ast.Node, f func(ast.Node)) {
	ast.Walk(&root, visitor(f))
}

type visitor func(ast.Node)

// Visit is called by ast.Walk after a node's children; the order does
// not matter to the readers above.
func (v visitor) Visit(n *ast.Node) { v(*n) }
