package tree

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Op is an operator name.
type Op string

// The operators of the paper's Table 1.
const (
	RETRIEVE Op = "RETRIEVE"
	EXTRACT  Op = "EXTRACT"
	JOIN     Op = "JOIN"
	GROUP_BY Op = "GROUP_BY"
	FILTER   Op = "FILTER"
	MAP      Op = "MAP"
	APPLY    Op = "APPLY"
	UNNEST   Op = "UNNEST"
	ARGMIN   Op = "ARGMIN"
	ARGMAX   Op = "ARGMAX"
	MIN      Op = "MIN"
	MAX      Op = "MAX"
	SUM      Op = "SUM"
	AVG      Op = "AVG"
)

// Ops lists every operator, in the order of their specs.
var Ops = func() []Op {
	out := make([]Op, len(specs))
	for i, s := range specs {
		out[i] = s.Op
	}
	return out
}()

// Known reports whether o is an operator.
func (o Op) Known() bool { return SpecOf(o) != nil }

// DefaultMapAs is the attribute MAP writes when "as" is not given.
const DefaultMapAs = "map_result"

// Node is one operator of a tree with its arguments, the (sub-)question
// it answers, its inputs and the named sub-trees whose answers its
// expressions use.
type Node struct {
	Op       Op               `json:"op"`
	Question string           `json:"question,omitempty"`
	Args     Args             `json:"args"`
	Inputs   []*Node          `json:"inputs,omitempty"`
	Refs     map[string]*Node `json:"refs,omitempty"`
}

// Args are the arguments of a node; each operator uses a few of them (see
// the package documentation). Zero values mean "not given".
type Args struct {
	Query     string   `json:"query,omitempty"`
	Sources   []string `json:"sources,omitempty"`
	Attrs     []string `json:"attrs,omitempty"`
	Types     []string `json:"types,omitempty"`
	Condition string   `json:"condition,omitempty"`
	Keys      []string `json:"keys,omitempty"`
	Fn        string   `json:"fn,omitempty"`
	As        string   `json:"as,omitempty"`
	Attr      string   `json:"attr,omitempty"`
	Arg       string   `json:"arg,omitempty"`
	Val       string   `json:"val,omitempty"`
	K         int      `json:"k,omitempty"`
}

// UnmarshalJSON reads args and rejects unknown argument names, so a typo
// such as "conditon" is an error rather than a missing argument.
func (a *Args) UnmarshalJSON(b []byte) error {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return fmt.Errorf("args must be an object: %w", err)
	}
	for k := range raw {
		known := false
		for _, n := range argNames {
			if n == k {
				known = true
				break
			}
		}
		if !known {
			return fmt.Errorf("unknown argument %q (arguments are %s)", k, strings.Join(argNames, ", "))
		}
	}
	type plain Args
	var p plain
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&p); err != nil {
		return fmt.Errorf("reading args: %w", err)
	}
	*a = Args(p)
	return nil
}

// Parse reads a tree from its JSON form. It checks the syntax only; call
// Validate before running the tree.
func Parse(data []byte) (*Node, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var n Node
	if err := dec.Decode(&n); err != nil {
		return nil, fmt.Errorf("reading operator tree: %w", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("reading operator tree: unexpected data after the tree")
	}
	return &n, nil
}

// MarshalIndent writes n's JSON form, indented for people, with <, > and
// & left as they are (conditions are full of them).
func MarshalIndent(n *Node) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(n); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// Input returns the i-th input or nil.
func (n *Node) Input(i int) *Node {
	if n == nil || i >= len(n.Inputs) {
		return nil
	}
	return n.Inputs[i]
}

// RefNames returns the names of n's refs, sorted.
func (n *Node) RefNames() []string {
	return slices.Sorted(maps.Keys(n.Refs))
}

// Walk calls fn for n and every node below it, parents before children,
// inputs in order and then refs by name. path names each node as in
// validation errors ("root > inputs[0] > refs[started]"). fn returning
// false skips the node's children.
func Walk(n *Node, fn func(n *Node, path string) bool) {
	walk(n, "root", fn, map[*Node]bool{})
}

func walk(n *Node, path string, fn func(*Node, string) bool, onPath map[*Node]bool) {
	if n == nil || onPath[n] {
		return
	}
	if !fn(n, path) {
		return
	}
	onPath[n] = true
	for i, in := range n.Inputs {
		walk(in, fmt.Sprintf("%s > inputs[%d]", path, i), fn, onPath)
	}
	for _, name := range n.RefNames() {
		walk(n.Refs[name], fmt.Sprintf("%s > refs[%s]", path, name), fn, onPath)
	}
	delete(onPath, n)
}

// Key returns a canonical key of the subtree at n: equal for subtrees that
// compute the same result (questions are ignored, everything else counts).
func Key(n *Node) string {
	var b strings.Builder
	writeKey(&b, n, 0)
	sum := sha256.Sum256([]byte(b.String()))
	return hex.EncodeToString(sum[:16])
}

func writeKey(b *strings.Builder, n *Node, depth int) {
	if n == nil || depth > 64 {
		b.WriteString("nil")
		return
	}
	args, _ := json.Marshal(n.Args)
	b.WriteString(string(n.Op))
	b.Write(args)
	b.WriteByte('[')
	for _, in := range n.Inputs {
		writeKey(b, in, depth+1)
		b.WriteByte(',')
	}
	b.WriteString("]{")
	for _, name := range n.RefNames() {
		b.WriteString(name)
		b.WriteByte(':')
		writeKey(b, n.Refs[name], depth+1)
		b.WriteByte(',')
	}
	b.WriteByte('}')
}

// Clone returns a deep copy of n.
func Clone(n *Node) *Node {
	if n == nil {
		return nil
	}
	c := *n
	c.Args.Sources = append([]string(nil), n.Args.Sources...)
	c.Args.Attrs = append([]string(nil), n.Args.Attrs...)
	c.Args.Types = append([]string(nil), n.Args.Types...)
	c.Args.Keys = append([]string(nil), n.Args.Keys...)
	if n.Inputs != nil {
		c.Inputs = make([]*Node, len(n.Inputs))
		for i, in := range n.Inputs {
			c.Inputs[i] = Clone(in)
		}
	}
	if n.Refs != nil {
		c.Refs = make(map[string]*Node, len(n.Refs))
		for k, r := range n.Refs {
			c.Refs[k] = Clone(r)
		}
	}
	return &c
}
