// Package onnxpb reads and writes the small part of the ONNX protobuf
// format (onnx.proto, IR version 8) that ReQAP needs: enough to write a
// BERT cross-encoder graph with its weights (the tests' random-weight
// models) and to read back a model's inputs, outputs, operators and the
// shapes of its weights, so a model check can tell a cross-encoder from
// another network and a matching tokenizer from a foreign one without
// running anything.
//
// The generated Go code of the ONNX protos lives in internal packages of
// the libraries that run models (onnx-gomlx, onnxruntime), so the few
// messages are encoded here with protowire, by their field numbers.
package onnxpb

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"

	"google.golang.org/protobuf/encoding/protowire"
)

// Element types (TensorProto.DataType).
const (
	Float = 1
	Int32 = 6
	Int64 = 7
)

// Model is a model graph: what is written, or what was read.
type Model struct {
	IRVersion    int64
	Opset        int64 // of the default domain
	ProducerName string
	Graph        Graph
}

// Graph is a computation graph.
type Graph struct {
	Name         string
	Nodes        []Node
	Initializers []Tensor
	Inputs       []Value
	Outputs      []Value
}

// Node is one operator application.
type Node struct {
	Name    string
	Op      string
	Inputs  []string
	Outputs []string
	Attrs   []Attr
}

// Attr is a node attribute: an int, a float, a list of ints or a tensor.
type Attr struct {
	Name   string
	Int    *int64
	Float  *float32
	Ints   []int64
	Tensor *Tensor
}

// Tensor is a named constant. Written tensors carry Floats or Int64s; read
// tensors carry only their name, type and shape (Size is the byte length
// of their data, Data the raw bytes when small).
type Tensor struct {
	Name   string
	Type   int32
	Dims   []int64
	Floats []float32
	Int64s []int64
	Size   int
}

// Value is a graph input or output: a tensor type with a shape whose
// dimensions are numbers or, when dynamic, named (Params[i] != "").
type Value struct {
	Name   string
	Type   int32
	Dims   []int64
	Params []string
}

// IntAttr, FloatAttr, IntsAttr and TensorAttr make attributes.
func IntAttr(name string, v int64) Attr     { return Attr{Name: name, Int: &v} }
func FloatAttr(name string, v float32) Attr { return Attr{Name: name, Float: &v} }
func IntsAttr(name string, v ...int64) Attr { return Attr{Name: name, Ints: v} }
func TensorAttr(name string, t Tensor) Attr { return Attr{Name: name, Tensor: &t} }
func (v Value) String() string              { return fmt.Sprintf("%s%s", v.Name, v.Shape()) }
func (n Node) String() string               { return fmt.Sprintf("%s(%s)", n.Op, n.Name) }
func (t Tensor) elems() int64               { return product(t.Dims) }
func (t Tensor) String() string             { return fmt.Sprintf("%s%v", t.Name, t.Dims) }
func (m *Model) String() string             { return fmt.Sprintf("onnx graph %q, opset %d", m.Graph.Name, m.Opset) }

// Dynamic reports whether dimension i has no fixed size.
func (v Value) Dynamic(i int) bool { return i < len(v.Params) && v.Params[i] != "" }

// Shape renders the dimensions, dynamic ones by name: [batch_size,1].
func (v Value) Shape() string {
	s := "["
	for i, d := range v.Dims {
		if i > 0 {
			s += ","
		}
		if v.Dynamic(i) {
			s += v.Params[i]
		} else {
			s += fmt.Sprint(d)
		}
	}
	return s + "]"
}

func product(dims []int64) int64 {
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	return n
}

// Initializer returns the weight named name.
func (g *Graph) Initializer(name string) (Tensor, bool) {
	for _, t := range g.Initializers {
		if t.Name == name {
			return t, true
		}
	}
	return Tensor{}, false
}

// Params is the number of weights (elements of all initializers).
func (g *Graph) Params() int64 {
	var n int64
	for _, t := range g.Initializers {
		n += t.elems()
	}
	return n
}

// Count returns how many nodes apply op.
func (g *Graph) Count(op string) int {
	n := 0
	for _, nd := range g.Nodes {
		if nd.Op == op {
			n++
		}
	}
	return n
}

// Marshal encodes the model.
func (m *Model) Marshal() []byte {
	var b []byte
	b = protowire.AppendTag(b, 1, protowire.VarintType)
	b = protowire.AppendVarint(b, uint64(m.IRVersion))
	if m.ProducerName != "" {
		b = appendString(b, 2, m.ProducerName)
	}
	b = protowire.AppendTag(b, 7, protowire.BytesType)
	b = protowire.AppendBytes(b, m.Graph.marshal())
	var op []byte
	op = appendString(op, 1, "")
	op = protowire.AppendTag(op, 2, protowire.VarintType)
	op = protowire.AppendVarint(op, uint64(m.Opset))
	b = protowire.AppendTag(b, 8, protowire.BytesType)
	return protowire.AppendBytes(b, op)
}

func appendString(b []byte, num protowire.Number, s string) []byte {
	b = protowire.AppendTag(b, num, protowire.BytesType)
	return protowire.AppendString(b, s)
}

func appendMessage(b []byte, num protowire.Number, msg []byte) []byte {
	b = protowire.AppendTag(b, num, protowire.BytesType)
	return protowire.AppendBytes(b, msg)
}

func (g *Graph) marshal() []byte {
	var b []byte
	for _, n := range g.Nodes {
		b = appendMessage(b, 1, n.marshal())
	}
	b = appendString(b, 2, g.Name)
	for _, t := range g.Initializers {
		b = appendMessage(b, 5, t.marshal())
	}
	for _, v := range g.Inputs {
		b = appendMessage(b, 11, v.marshal())
	}
	for _, v := range g.Outputs {
		b = appendMessage(b, 12, v.marshal())
	}
	return b
}

func (n Node) marshal() []byte {
	var b []byte
	for _, s := range n.Inputs {
		b = appendString(b, 1, s)
	}
	for _, s := range n.Outputs {
		b = appendString(b, 2, s)
	}
	b = appendString(b, 3, n.Name)
	b = appendString(b, 4, n.Op)
	for _, a := range n.Attrs {
		b = appendMessage(b, 5, a.marshal())
	}
	return b
}

// Attribute types (AttributeProto.AttributeType).
const (
	attrFloat  = 1
	attrInt    = 2
	attrTensor = 4
	attrInts   = 7
)

func (a Attr) marshal() []byte {
	b := appendString(nil, 1, a.Name)
	var typ uint64
	switch {
	case a.Float != nil:
		b = protowire.AppendTag(b, 2, protowire.Fixed32Type)
		b = protowire.AppendFixed32(b, math.Float32bits(*a.Float))
		typ = attrFloat
	case a.Int != nil:
		b = protowire.AppendTag(b, 3, protowire.VarintType)
		b = protowire.AppendVarint(b, uint64(*a.Int))
		typ = attrInt
	case a.Tensor != nil:
		b = appendMessage(b, 5, a.Tensor.marshal())
		typ = attrTensor
	default:
		var packed []byte
		for _, v := range a.Ints {
			packed = protowire.AppendVarint(packed, uint64(v))
		}
		b = appendMessage(b, 8, packed)
		typ = attrInts
	}
	b = protowire.AppendTag(b, 20, protowire.VarintType)
	return protowire.AppendVarint(b, typ)
}

func (t Tensor) marshal() []byte {
	var b []byte
	for _, d := range t.Dims {
		b = protowire.AppendTag(b, 1, protowire.VarintType)
		b = protowire.AppendVarint(b, uint64(d))
	}
	b = protowire.AppendTag(b, 2, protowire.VarintType)
	b = protowire.AppendVarint(b, uint64(t.Type))
	b = appendString(b, 8, t.Name)
	var raw []byte
	switch t.Type {
	case Float:
		raw = make([]byte, 4*len(t.Floats))
		for i, f := range t.Floats {
			binary.LittleEndian.PutUint32(raw[4*i:], math.Float32bits(f))
		}
	case Int64:
		raw = make([]byte, 8*len(t.Int64s))
		for i, v := range t.Int64s {
			binary.LittleEndian.PutUint64(raw[8*i:], uint64(v))
		}
	}
	return appendMessage(b, 9, raw)
}

func (v Value) marshal() []byte {
	var shape []byte
	for i, d := range v.Dims {
		var dim []byte
		if v.Dynamic(i) {
			dim = appendString(dim, 2, v.Params[i])
		} else {
			dim = protowire.AppendTag(dim, 1, protowire.VarintType)
			dim = protowire.AppendVarint(dim, uint64(d))
		}
		shape = appendMessage(shape, 1, dim)
	}
	var tensor []byte
	tensor = protowire.AppendTag(tensor, 1, protowire.VarintType)
	tensor = protowire.AppendVarint(tensor, uint64(v.Type))
	tensor = appendMessage(tensor, 2, shape)
	typ := appendMessage(nil, 1, tensor)
	return appendMessage(appendString(nil, 1, v.Name), 2, typ)
}

// ErrNotONNX means the bytes are not an ONNX model.
var ErrNotONNX = errors.New("not an ONNX model")

// Unmarshal decodes a model's structure: nodes, weight shapes, inputs and
// outputs. Weight data is not kept.
func Unmarshal(b []byte) (*Model, error) {
	m := &Model{}
	var sawGraph bool
	err := fields(b, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
		switch {
		case num == 1 && typ == protowire.VarintType:
			m.IRVersion = int64(x)
		case num == 2 && typ == protowire.BytesType:
			m.ProducerName = string(v)
		case num == 7 && typ == protowire.BytesType:
			sawGraph = true
			return m.Graph.unmarshal(v)
		case num == 8 && typ == protowire.BytesType:
			// OperatorSetIdProto: domain, version
			domain, version, err := firstTwo(v)
			if err != nil {
				return err
			}
			if d := string(domain.v); d == "" || d == "ai.onnx" {
				m.Opset = int64(version.x)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotONNX, err)
	}
	if !sawGraph || m.IRVersion == 0 {
		return nil, fmt.Errorf("%w: no graph or IR version", ErrNotONNX)
	}
	return m, nil
}

// fields calls fn for every field of a message: v holds a length-delimited
// field's bytes, x a varint's or fixed value.
// scalar is a field's value: x for a number, v for bytes or a string.
type scalar struct {
	x uint64
	v []byte
}

// firstTwo reads fields 1 and 2 of a message of scalars; the last of a
// repeated one counts, as in protobuf.
func firstTwo(b []byte) (f1, f2 scalar, err error) {
	err = fields(b, func(num protowire.Number, _ protowire.Type, v []byte, x uint64) error {
		switch num {
		case 1:
			f1 = scalar{x, v}
		case 2:
			f2 = scalar{x, v}
		}
		return nil
	})
	return f1, f2, err
}

func fields(b []byte, fn func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return protowire.ParseError(n)
		}
		b = b[n:]
		var v []byte
		var x uint64
		switch typ {
		case protowire.VarintType:
			x, n = protowire.ConsumeVarint(b)
		case protowire.Fixed32Type:
			var y uint32
			y, n = protowire.ConsumeFixed32(b)
			x = uint64(y)
		case protowire.Fixed64Type:
			x, n = protowire.ConsumeFixed64(b)
		case protowire.BytesType:
			v, n = protowire.ConsumeBytes(b)
		default:
			n = protowire.ConsumeFieldValue(num, typ, b)
		}
		if n < 0 {
			return protowire.ParseError(n)
		}
		b = b[n:]
		if err := fn(num, typ, v, x); err != nil {
			return err
		}
	}
	return nil
}

func (g *Graph) unmarshal(b []byte) error {
	return fields(b, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		switch num {
		case 1:
			var n Node
			if err := n.unmarshal(v); err != nil {
				return err
			}
			g.Nodes = append(g.Nodes, n)
		case 2:
			g.Name = string(v)
		case 5:
			var t Tensor
			if err := t.unmarshal(v); err != nil {
				return err
			}
			g.Initializers = append(g.Initializers, t)
		case 11, 12:
			var val Value
			if err := val.unmarshal(v); err != nil {
				return err
			}
			if num == 11 {
				g.Inputs = append(g.Inputs, val)
			} else {
				g.Outputs = append(g.Outputs, val)
			}
		}
		return nil
	})
}

func (n *Node) unmarshal(b []byte) error {
	return fields(b, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
		switch num {
		case 1:
			n.Inputs = append(n.Inputs, string(v))
		case 2:
			n.Outputs = append(n.Outputs, string(v))
		case 3:
			n.Name = string(v)
		case 4:
			n.Op = string(v)
		case 5:
			// Constant nodes hold weights in their "value" attribute.
			return fields(v, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
				if num == 5 && typ == protowire.BytesType {
					var t Tensor
					if err := t.unmarshal(v); err != nil {
						return err
					}
					n.Attrs = append(n.Attrs, Attr{Name: "value", Tensor: &t})
				}
				return nil
			})
		}
		return nil
	})
}

func (t *Tensor) unmarshal(b []byte) error {
	return fields(b, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
		switch num {
		case 1:
			if typ == protowire.BytesType { // packed
				for len(v) > 0 {
					d, n := protowire.ConsumeVarint(v)
					if n < 0 {
						return protowire.ParseError(n)
					}
					t.Dims = append(t.Dims, int64(d))
					v = v[n:]
				}
			} else {
				t.Dims = append(t.Dims, int64(x))
			}
		case 2:
			t.Type = int32(x)
		case 8:
			t.Name = string(v)
		case 9, 4, 5, 7, 10, 11:
			t.Size += len(v)
		}
		return nil
	})
}

func (val *Value) unmarshal(b []byte) error {
	return fields(b, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
		switch num {
		case 1:
			val.Name = string(v)
		case 2: // TypeProto
			return fields(v, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
				if num != 1 || typ != protowire.BytesType { // tensor_type only
					return nil
				}
				return fields(v, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
					switch num {
					case 1:
						val.Type = int32(x)
					case 2: // TensorShapeProto
						return fields(v, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
							if num != 1 {
								return nil
							}
							// Dimension: dim_value, dim_param
							value, param, err := firstTwo(v)
							if err != nil {
								return err
							}
							d, p := int64(value.x), string(param.v)
							if p == "" && d == 0 {
								p = "?"
							}
							val.Dims = append(val.Dims, d)
							val.Params = append(val.Params, p)
							return nil
						})
					}
					return nil
				})
			})
		}
		return nil
	})
}
