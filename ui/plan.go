package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"reqap/ingest"
	"reqap/lang/plural"
	"reqap/qa"
	"reqap/qa/otx"
	"reqap/qa/tree"
)

// planNode is one executed operator as the tree widget shows it.
type planNode struct {
	uid      string
	label    string // "(2.1)", as in the command line's tree
	ref      string // the name of the ref this node computes, if it is one
	op       string
	args     string // the operator's arguments in short
	question string
	res      *otx.NodeResult
	children []string
	// made holds the node's items and events once made: a step that ran
	// on columns makes them when first shown, off the UI goroutine.
	made *madeNode
}

type madeNode struct {
	items  []*qa.Item
	events []*ingest.Event
	err    error // why they could not all be made
}

// planModel flattens an executed tree into nodes keyed by uid: "1" is the
// root, "1.2" its second input, "1.r.name" the ref called name.
type planModel struct {
	nodes map[string]*planNode
	root  string
}

func newPlanModel(root *otx.NodeResult) *planModel {
	m := &planModel{nodes: map[string]*planNode{}}
	if root != nil {
		m.root = "1"
		m.add(root, "1", 1, "", "")
	}
	return m
}

func (m *planModel) add(n *otx.NodeResult, uid string, depth int, branch, ref string) {
	pn := &planNode{uid: uid, label: tree.Label(depth, branch), ref: ref, res: n}
	if n.Node != nil {
		pn.op = string(n.Node.Op)
		pn.args = strings.TrimSpace(strings.TrimPrefix(tree.Summary(n.Node), string(n.Node.Op)))
		pn.question = n.Node.Question
	}
	m.nodes[uid] = pn
	for i, c := range n.Inputs {
		if c == nil {
			continue
		}
		cid := uid + "." + strconv.Itoa(i+1)
		pn.children = append(pn.children, cid)
		m.add(c, cid, depth+1, tree.InputBranch(branch, i, len(n.Inputs)), "")
	}
	if n.Node != nil {
		for _, name := range n.Node.RefNames() {
			c := n.Refs[name]
			if c == nil {
				continue
			}
			cid := uid + ".r." + name
			pn.children = append(pn.children, cid)
			m.add(c, cid, depth+1, branch+"."+name, name)
		}
	}
}

// stats is the right-hand side of a node's row: result size and time.
func (n *planNode) stats() string {
	r := n.res
	switch {
	case r.Err != nil:
		return "failed"
	case r.Cached:
		return plural.Noun(r.Count, "item") + " · reused"
	}
	return plural.Noun(r.Count, "item") + " · " + elapsed(r.Duration)
}

// title is the node's first line: label, operator and arguments.
func (n *planNode) title() string {
	s := n.label + " " + n.op
	if n.ref != "" {
		s = n.label + " " + n.ref + " = " + n.op
	}
	if n.args != "" {
		s += "  " + n.args
	}
	return s
}

// subtitle is the node's second line: the sub-question it answers and,
// for aggregates, its value.
func (n *planNode) subtitle() string {
	var parts []string
	if n.question != "" {
		parts = append(parts, "“"+n.question+"”")
	}
	if n.failedHere() {
		parts = append(parts, oneLine(n.res.Err.Error()))
	} else if isAggregate(n.op) && n.res.Answer.Text != "" {
		parts = append(parts, "answer: "+oneLine(n.res.Answer.Text))
	}
	return strings.Join(parts, " · ")
}

// failedHere reports whether the node failed by itself rather than because
// an input failed: only there is the reason worth repeating.
func (n *planNode) failedHere() bool {
	if n.res.Err == nil {
		return false
	}
	for _, c := range n.res.Inputs {
		if c != nil && c.Err != nil {
			return false
		}
	}
	for _, c := range n.res.Refs {
		if c != nil && c.Err != nil {
			return false
		}
	}
	return true
}

// isAggregate reports whether op reduces its input to an answer, which
// the node then shows.
func isAggregate(op string) bool {
	s := tree.SpecOf(tree.Op(op))
	return s != nil && s.Result == tree.Aggregate
}

// planView is the expandable operator tree of the last answer.
type planView struct {
	model    *planModel
	tree     *widget.Tree
	onSelect func(*planNode)
}

func newPlanView(onSelect func(*planNode)) *planView {
	v := &planView{model: newPlanModel(nil), onSelect: onSelect}
	v.tree = widget.NewTree(v.childUIDs, v.isBranch, v.create, v.update)
	v.tree.OnSelected = func(uid widget.TreeNodeID) {
		if n := v.model.nodes[uid]; n != nil && v.onSelect != nil {
			v.onSelect(n)
		}
	}
	return v
}

// show replaces the tree, opens every branch and selects the root.
func (v *planView) show(root *otx.NodeResult) {
	v.model = newPlanModel(root)
	v.tree.UnselectAll()
	v.tree.Refresh()
	v.tree.OpenAllBranches()
	if v.model.root != "" {
		v.tree.Select(v.model.root)
		v.tree.ScrollToTop()
	}
}

func (v *planView) childUIDs(uid widget.TreeNodeID) []widget.TreeNodeID {
	if uid == "" {
		if v.model.root == "" {
			return nil
		}
		return []string{v.model.root}
	}
	if n := v.model.nodes[uid]; n != nil {
		return n.children
	}
	return nil
}

func (v *planView) isBranch(uid widget.TreeNodeID) bool {
	if uid == "" {
		return true
	}
	n := v.model.nodes[uid]
	return n != nil && len(n.children) > 0
}

func (v *planView) create(bool) fyne.CanvasObject {
	title := widget.NewLabel("")
	title.TextStyle.Monospace = true
	title.Truncation = fyne.TextTruncateEllipsis
	sub := caption("")
	sub.Truncation = fyne.TextTruncateEllipsis
	stats := widget.NewLabel("")
	stats.Importance = widget.LowImportance
	dot := canvas.NewCircle(theme.Color(theme.ColorNamePrimary))
	dotBox := container.NewCenter(container.NewGridWrap(fyne.NewSize(10, 10), dot))
	return container.NewBorder(nil, nil, dotBox, stats, container.New(&tightVBox{}, title, sub))
}

func (v *planView) update(uid widget.TreeNodeID, _ bool, o fyne.CanvasObject) {
	n := v.model.nodes[uid]
	if n == nil {
		return
	}
	box := o.(*fyne.Container)
	texts := box.Objects[0].(*fyne.Container)
	texts.Objects[0].(*widget.Label).SetText(n.title())
	sub := texts.Objects[1].(*widget.Label)
	sub.SetText(n.subtitle())
	sub.Importance = widget.LowImportance
	if n.res.Err != nil {
		sub.Importance = widget.DangerImportance
	}
	sub.Refresh()
	stats := box.Objects[2].(*widget.Label)
	stats.SetText(n.stats())
	dot := box.Objects[1].(*fyne.Container).Objects[0].(*fyne.Container).Objects[0].(*canvas.Circle)
	dot.FillColor = accent(opColor(n))
	dot.Refresh()
}

// isSource reports whether op reads the library rather than an input.
func isSource(op string) bool {
	s := tree.SpecOf(tree.Op(op))
	return s != nil && s.Inputs == 0
}

// opColor marks a node: leaves that read the library, operators that
// reduce to a value, failures.
func opColor(n *planNode) fyne.ThemeColorName {
	switch {
	case n.res.Err != nil:
		return theme.ColorNameError
	case isSource(n.op):
		return theme.ColorNameSuccess
	case isAggregate(n.op):
		return theme.ColorNameWarning
	}
	return theme.ColorNamePrimary
}
