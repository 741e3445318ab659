package otx

import (
	"context"
	"fmt"
	"sync"
	"time"

	"reqap/qa"
	"reqap/qa/tree"
)

// An OpFunc computes one node's result from the results of its inputs and
// refs. What the node's arguments mean is in its tree.Spec; validation has
// checked them before anything runs.
type OpFunc func(ctx context.Context, c *Call) (*Output, error)

// Call is one node to compute.
type Call struct {
	Node *tree.Node
	// Inputs are the items of the node's inputs, in order.
	Inputs [][]*qa.Item
	// Refs are the values of the node's refs by name: an answer's value,
	// or its items when the answer is items.
	Refs map[string]any
	run  *run
}

// In returns the items of input i (nil when there is none).
func (c *Call) In(i int) []*qa.Item {
	if i < len(c.Inputs) {
		return c.Inputs[i]
	}
	return nil
}

// Now is the question's reference time.
func (c *Call) Now() time.Time { return c.run.now }

// Output is what an operator computed: its items (for an aggregate, the
// items that support the value), its answer and what it noticed.
type Output struct {
	Items  []*qa.Item
	Answer qa.Answer
	Stats  Stats
	// evidence replaces the events of the answer's items when they are
	// rows of a column table, and frame the items when they are made only
	// when looked at (see columnar.go).
	evidence *Evidence
	frame    *frame
}

// Note adds a remark for people to the node's stats.
func (o *Output) Note(format string, args ...any) { o.Stats.note(format, args...) }

// Missing counts an item that lacked attr.
func (o *Output) Missing(attr string) { o.Stats.missing(attr) }

// ops maps each operator to the function that runs it: the one place the
// engine learns what an operator does.
var ops = map[tree.Op]OpFunc{
	tree.RETRIEVE: func(ctx context.Context, c *Call) (*Output, error) { return c.run.retrieve(ctx, c.Node) },
	tree.EXTRACT:  func(ctx context.Context, c *Call) (*Output, error) { return c.run.extract(ctx, c.Node, c.In(0)) },
	tree.JOIN: func(ctx context.Context, c *Call) (*Output, error) {
		return c.run.join(ctx, c.Node, c.In(0), c.In(1), c.Refs)
	},
	tree.GROUP_BY: func(ctx context.Context, c *Call) (*Output, error) { return c.run.groupBy(ctx, c.Node, c.In(0)) },
	tree.FILTER:   func(ctx context.Context, c *Call) (*Output, error) { return c.run.filter(ctx, c.Node, c.In(0), c.Refs) },
	tree.MAP:      func(ctx context.Context, c *Call) (*Output, error) { return c.run.mapOp(ctx, c.Node, c.In(0), c.Refs) },
	tree.APPLY:    func(ctx context.Context, c *Call) (*Output, error) { return c.run.apply(ctx, c.Node, c.In(0), c.Refs) },
	tree.UNNEST:   func(ctx context.Context, c *Call) (*Output, error) { return c.run.unnest(ctx, c.Node, c.In(0)) },
	tree.ARGMIN:   argExtremeOp,
	tree.ARGMAX:   argExtremeOp,
	tree.MIN:      extremeOp,
	tree.MAX:      extremeOp,
	tree.SUM:      sumAvgOp,
	tree.AVG:      sumAvgOp,
}

func argExtremeOp(ctx context.Context, c *Call) (*Output, error) {
	return c.run.argExtreme(ctx, c.Node, c.In(0))
}

func extremeOp(ctx context.Context, c *Call) (*Output, error) {
	return c.run.extreme(ctx, c.Node, c.In(0))
}

func sumAvgOp(ctx context.Context, c *Call) (*Output, error) {
	return c.run.sumAvg(ctx, c.Node, c.In(0))
}

var opsMu sync.RWMutex

func opFunc(op tree.Op) OpFunc {
	opsMu.RLock()
	defer opsMu.RUnlock()
	return ops[op]
}

// Register adds the function that runs op, an operator added with
// tree.Register.
func Register(op tree.Op, f OpFunc) error {
	if tree.SpecOf(op) == nil {
		return fmt.Errorf("registering a function for %s: no such operator (register its tree.Spec first)", op)
	}
	opsMu.Lock()
	defer opsMu.Unlock()
	if _, ok := ops[op]; ok {
		return fmt.Errorf("registering a function for %s: it has one", op)
	}
	ops[op] = f
	return nil
}
