package tree

import "reqap/qa/expr"

// Checked is a tree that passed validation, with its expressions
// compiled: what the planner hands the engine, so that a tree is validated
// and its expressions compiled once on the way from question to answer.
// The tree must not change once checked.
type Checked struct {
	Root *Node
	// Schema is what the root's result offers.
	Schema Schema
	progs  map[*Node]map[string]*expr.Program
}

// Program returns the compiled expression of argument arg of node n, or
// nil. Each call returns a fresh clone (expr.Program.Clone), which the
// caller may bind and evaluate: the checked tree itself stays untouched
// and may be run by several questions at once.
func (c *Checked) Program(n *Node, arg string) *expr.Program {
	if c == nil {
		return nil
	}
	if p := c.progs[n][arg]; p != nil {
		return p.Clone()
	}
	return nil
}

// Clone returns a deep copy of the checked tree whose nodes have the
// original's compiled expressions (which are never evaluated themselves,
// only cloned).
func (c *Checked) Clone() *Checked {
	root := Clone(c.Root)
	out := &Checked{Root: root, Schema: c.Schema, progs: map[*Node]map[string]*expr.Program{}}
	var pair func(a, b *Node, depth int)
	pair = func(a, b *Node, depth int) {
		if a == nil || b == nil || depth > MaxDepth {
			return
		}
		if p, ok := c.progs[a]; ok {
			out.progs[b] = p
		}
		for i := range a.Inputs {
			pair(a.Inputs[i], b.Inputs[i], depth+1)
		}
		for name, r := range a.Refs {
			pair(r, b.Refs[name], depth+1)
		}
	}
	pair(c.Root, root, 1)
	return out
}
