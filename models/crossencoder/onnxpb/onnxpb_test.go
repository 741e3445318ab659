package onnxpb

import (
	"testing"
)

func tinyModel() *Model {
	one := int64(1)
	return &Model{IRVersion: 8, Opset: 17, ProducerName: "test", Graph: Graph{
		Name: "g",
		Nodes: []Node{
			{Name: "/gather", Op: "Gather", Inputs: []string{"emb", "input_ids"}, Outputs: []string{"h"}},
			{Name: "/pool", Op: "ReduceMean", Inputs: []string{"h"}, Outputs: []string{"logits"}, Attrs: []Attr{IntsAttr("axes", 1, 2), IntAttr("keepdims", 0),
				FloatAttr("alpha", 0.5), {Name: "n", Int: &one}, TensorAttr("value", Tensor{Name: "c", Type: Int64, Int64s: []int64{3}})}},
		},
		Initializers: []Tensor{{Name: "emb", Type: Float, Dims: []int64{4, 2}, Floats: []float32{1, 2, 3, 4, 5, 6, 7, 8}}},
		Inputs:       []Value{{Name: "input_ids", Type: Int64, Dims: []int64{0, 0}, Params: []string{"batch", "seq"}}},
		Outputs:      []Value{{Name: "logits", Type: Float, Dims: []int64{0, 1}, Params: []string{"batch", ""}}},
	}}
}

func TestRoundTrip(t *testing.T) {
	m := tinyModel()
	got, err := Unmarshal(m.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	g := got.Graph
	if got.IRVersion != 8 || got.Opset != 17 || got.ProducerName != "test" || g.Name != "g" || len(g.Nodes) != 2 ||
		g.Nodes[0].Op != "Gather" || g.Nodes[0].Inputs[1] != "input_ids" || g.Nodes[1].Outputs[0] != "logits" {
		t.Fatalf("model %+v", got)
	}
	emb, ok := g.Initializer("emb")
	if !ok || len(emb.Dims) != 2 || emb.Dims[0] != 4 || emb.Size != 32 || g.Params() != 8 {
		t.Errorf("initializer %+v, params %d", emb, g.Params())
	}
	if in := g.Inputs[0]; in.Shape() != "[batch,seq]" || !in.Dynamic(0) {
		t.Errorf("input %v", in)
	}
	if out := g.Outputs[0]; out.Shape() != "[batch,1]" || out.Dynamic(1) {
		t.Errorf("output %v", out)
	}
	if g.Count("ReduceMean") != 1 {
		t.Error("Count")
	}
}

func TestNotONNX(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("<html>"), []byte{0x08, 0x01}, {0x3a, 0x05, 0x01}} {
		if _, err := Unmarshal(b); err == nil {
			t.Errorf("Unmarshal(%q) accepted it", b)
		}
	}
}

// FuzzUnmarshal: a model.onnx is whatever the user put in the folder; any
// bytes give a model or an error, never a panic.
func FuzzUnmarshal(f *testing.F) {
	f.Add(tinyModel().Marshal())
	f.Add([]byte("not a model"))
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := Unmarshal(b)
		if err == nil {
			_ = m.Graph.Params()
			for _, v := range append(m.Graph.Inputs, m.Graph.Outputs...) {
				_ = v.Shape()
			}
		}
	})
}
