package tree

import (
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"reqap/internal/test"
)

// Each tree in testdata round-trips losslessly through JSON, matches its
// golden JSON and text forms, and validates.
func TestRoundTripAndText(t *testing.T) {
	inputs, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	n := 0
	for _, in := range inputs {
		if strings.HasSuffix(in, ".golden.json") {
			continue
		}
		n++
		t.Run(filepath.Base(in), func(t *testing.T) {
			first, err := Parse(test.ReadFile(t, in))
			if err != nil {
				t.Fatal(err)
			}
			if err := Validate(first); err != nil {
				t.Fatalf("validate: %v", err)
			}
			out, err := MarshalIndent(first)
			if err != nil {
				t.Fatal(err)
			}
			second, err := Parse(out)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(first, second) {
				t.Errorf("round trip changed the tree:\n%s", out)
			}
			if Key(first) != Key(second) || Key(first) != Key(Clone(first)) {
				t.Error("key changed over a round trip")
			}
			base := strings.TrimSuffix(in, ".json")
			test.Golden(t, base+".golden.json", append(out, '\n'))
			test.Golden(t, base+".txt", []byte(Format(first)+"\n"))
		})
	}
	if n < 3 {
		t.Fatalf("only %d trees in testdata", n)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{`{"op":"FILTER","args":{"conditon":"x"}}`, `unknown argument "conditon"`},
		{`{"op":"FILTER","args":{},"input":[]}`, `unknown field "input"`},
		{`{"op":"ARGMAX","args":{"k":"3"}}`, `cannot unmarshal`},
		{`{"op":"RETRIEVE","args":{"query":"x"}} {}`, `unexpected data`},
		{`[1]`, `cannot unmarshal`},
	}
	for _, tc := range tests {
		_, err := Parse([]byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%s) = %v, want %q", tc.in, err, tc.want)
		}
	}
}

func retrieve(q string) *Node { return &Node{Op: RETRIEVE, Question: q, Args: Args{Query: q}} }

func extract(in *Node, attrs ...string) *Node {
	return &Node{Op: EXTRACT, Question: "with " + strings.Join(attrs, ", "), Args: Args{Attrs: attrs}, Inputs: []*Node{in}}
}

func TestValidateErrors(t *testing.T) {
	loop := &Node{Op: FILTER, Args: Args{Condition: "true"}}
	loop.Inputs = []*Node{loop}
	tests := []struct {
		name string
		n    *Node
		path string
		want string
	}{
		{"unknown operator", &Node{Op: "SELECT", Question: "q"}, "root", `unknown operator "SELECT"`},
		{"retrieve without query", &Node{Op: RETRIEVE}, "root", "RETRIEVE needs query, the words"},
		{"missing condition", &Node{Op: FILTER, Question: "q", Inputs: []*Node{retrieve("x")}}, "root", "FILTER needs condition"},
		{"wrong number of inputs", &Node{Op: JOIN, Args: Args{Condition: "i1.start_date == i2.start_date"}, Inputs: []*Node{retrieve("x")}}, "root", "JOIN takes 2 input(s), has 1"},
		{"retrieve with inputs", &Node{Op: RETRIEVE, Args: Args{Query: "x"}, Inputs: []*Node{retrieve("y")}}, "root", "RETRIEVE takes 0 input(s), has 1"},
		{"bad expression", &Node{Op: FILTER, Args: Args{Condition: "year(start_date) =="}, Inputs: []*Node{retrieve("x")}}, "root", "does not compile"},
		{"unknown function", &Node{Op: FILTER, Args: Args{Condition: "yaer(start_date) == 2022"}, Inputs: []*Node{retrieve("x")}}, "root", "unknown function yaer"},
		{"attribute never produced", &Node{Op: FILTER, Question: "italian", Args: Args{Condition: `cuisine == "italian"`}, Inputs: []*Node{retrieve("food")}},
			"root", "attribute cuisine is not produced below this node"},
		{"attribute produced deeper is fine, missing one is not", &Node{Op: SUM, Args: Args{Attr: "price"}, Inputs: []*Node{extract(retrieve("x"), "amount")}},
			"root", "attr price is not an attribute of the input"},
		{"unknown ref", &Node{Op: FILTER, Args: Args{Condition: "start_date >= started"}, Inputs: []*Node{retrieve("x")},
			Refs: map[string]*Node{"begun": {Op: MIN, Args: Args{Attr: "start_date"}, Inputs: []*Node{retrieve("y")}}}},
			"root", "unknown name started"},
		{"unused ref", &Node{Op: FILTER, Args: Args{Condition: "year(start_date) == 2022"}, Inputs: []*Node{retrieve("x")},
			Refs: map[string]*Node{"begun": {Op: MIN, Args: Args{Attr: "start_date"}, Inputs: []*Node{retrieve("y")}}}},
			"root", "ref begun is not used"},
		{"error inside a ref names its path", &Node{Op: FILTER, Args: Args{Condition: "start_date >= started"}, Inputs: []*Node{retrieve("x")},
			Refs: map[string]*Node{"started": {Op: MIN, Question: "when", Args: Args{Attr: "start"}, Inputs: []*Node{retrieve("y")}}}},
			"root > refs[started]", "attr start is not an attribute"},
		{"deep path", &Node{Op: APPLY, Args: Args{Fn: "len(items)"}, Inputs: []*Node{{Op: JOIN, Args: Args{Condition: "i1.start_date == i2.start_date"},
			Inputs: []*Node{retrieve("a"), {Op: FILTER, Question: "inner", Args: Args{Condition: "x > 1"}, Inputs: []*Node{retrieve("b")}}}}}},
			"root > inputs[0] > inputs[1]", "attribute x is not produced"},
		{"join side attribute", &Node{Op: JOIN, Args: Args{Condition: "i1.cuisine == i2.start_date"}, Inputs: []*Node{retrieve("a"), retrieve("b")}},
			"root", "condition reads i1.cuisine, but the left input"},
		{"bare attribute in join", &Node{Op: JOIN, Args: Args{Condition: "start_date == i2.start_date"}, Inputs: []*Node{retrieve("a"), retrieve("b")}},
			"root", "attributes are read as i1.x and i2.x"},
		{"group outside groups", &Node{Op: MAP, Args: Args{Fn: "len(group)"}, Inputs: []*Node{retrieve("a")}}, "root", "only after GROUP_BY"},
		{"member attribute of groups", &Node{Op: MAP, Args: Args{Fn: "sum(map(group, .duration_s))"}, Inputs: []*Node{{Op: GROUP_BY, Args: Args{Keys: []string{"start_date"}}, Inputs: []*Node{retrieve("a")}}}},
			"root", "members have no attribute duration_s"},
		{"group by missing key", &Node{Op: GROUP_BY, Args: Args{Keys: []string{"artist"}}, Inputs: []*Node{retrieve("a")}}, "root", "keys: artist is not an attribute of the input"},
		{"superfluous argument", &Node{Op: SUM, Args: Args{Attr: "start_date", Condition: "true"}, Inputs: []*Node{retrieve("a")}}, "root", `SUM does not take argument "condition"`},
		{"bad type", &Node{Op: EXTRACT, Args: Args{Attrs: []string{"price"}, Types: []string{"float"}}, Inputs: []*Node{retrieve("a")}}, "root", `unknown type "float"`},
		{"types and attrs differ", &Node{Op: EXTRACT, Args: Args{Attrs: []string{"a", "b"}, Types: []string{"text"}}, Inputs: []*Node{retrieve("a")}}, "root", "2 attrs but 1 types"},
		{"after a group the key is the only attribute", &Node{Op: FILTER, Args: Args{Condition: "start_time > \"18:00\""}, Inputs: []*Node{{Op: GROUP_BY, Args: Args{Keys: []string{"start_date"}}, Inputs: []*Node{retrieve("a")}}}},
			"root", "attribute start_time is not produced"},
		{"loop", loop, "root > inputs[0]", "loops back"},
		{"refs on an aggregate", &Node{Op: SUM, Args: Args{Attr: "start_date"}, Inputs: []*Node{retrieve("a")}, Refs: map[string]*Node{"x": retrieve("b")}}, "root", "only JOIN, FILTER, MAP and APPLY expressions"},
	}
	for _, tc := range tests {
		err := Validate(tc.n)
		var ve *Error
		if err == nil || !errors.As(err, &ve) {
			t.Errorf("%s: Validate = %v", tc.name, err)
			continue
		}
		found := false
		for _, e := range flatten(err) {
			if errors.As(e, &ve) && ve.Path == tc.path && strings.Contains(ve.Msg, tc.want) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: %v\nwant at %s: %q", tc.name, err, tc.path, tc.want)
		}
	}
	// The message names the node's question.
	err := Validate(&Node{Op: FILTER, Question: "I ate Italian food", Args: Args{Condition: `cuisine == "italian"`}, Inputs: []*Node{retrieve("food")}})
	if err == nil || !strings.Contains(err.Error(), `root (FILTER "I ate Italian food"): attribute cuisine is not produced`) {
		t.Errorf("message: %v", err)
	}
}

func flatten(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return []error{err}
}

func TestSchema(t *testing.T) {
	join := &Node{Op: JOIN, Args: Args{Condition: "i1.start_date == i2.start_date"},
		Inputs: []*Node{extract(retrieve("a"), "cuisine"), extract(retrieve("b"), "cuisine", "artist")}}
	s, err := SchemaOf(join)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []string{"cuisine", "i2_cuisine", "artist", "start_date", "i2_start_date", "source"} {
		if !s.Attrs[a] {
			t.Errorf("join schema lacks %s", a)
		}
	}
	if s.Attrs["i2_artist"] {
		t.Error("i2_ only on clashes")
	}
	money := &Node{Op: EXTRACT, Args: Args{Attrs: []string{"price"}, Types: []string{"money"}}, Inputs: []*Node{retrieve("a")}}
	if s, _ := SchemaOf(money); !s.Attrs["price_currency"] {
		t.Error("money adds <attr>_currency")
	}
}

func TestWalkAndKey(t *testing.T) {
	data := test.ReadFile(t, filepath.Join("testdata", "football_after_start.json"))
	n, err := Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	Walk(n, func(x *Node, path string) bool {
		paths = append(paths, path+" "+string(x.Op))
		return true
	})
	want := []string{
		"root APPLY", "root > inputs[0] FILTER", "root > inputs[0] > inputs[0] RETRIEVE",
		"root > inputs[0] > refs[sources_ok] APPLY", "root > inputs[0] > refs[sources_ok] > inputs[0] RETRIEVE",
		"root > inputs[0] > refs[started] MIN", "root > inputs[0] > refs[started] > inputs[0] RETRIEVE",
	}
	if !reflect.DeepEqual(paths, want) {
		t.Errorf("walk = %q", paths)
	}
	a, b := Clone(n), Clone(n)
	b.Question = "another wording"
	if Key(a) != Key(b) {
		t.Error("questions must not change the key")
	}
	b.Inputs[0].Refs["started"].Args.Attr = "end_date"
	if Key(a) == Key(b) {
		t.Error("a changed ref must change the key")
	}
	if Key(retrieve("x")) == Key(retrieve("y")) {
		t.Error("different queries, same key")
	}
}

func TestIsName(t *testing.T) {
	for _, s := range []string{"a", "_", "duration_s", "i2_title", "A1", "_x9"} {
		if !IsName(s) {
			t.Errorf("IsName(%q) = false", s)
		}
	}
	for _, s := range []string{"", "1a", "a-b", "a b", "café", "a.b", "ä"} {
		if IsName(s) {
			t.Errorf("IsName(%q) = true", s)
		}
	}
}

func TestSpecs(t *testing.T) {
	for _, s := range Specs() {
		if err := s.valid(); err != nil {
			t.Errorf("%s: %v", s.Op, err)
		}
	}
	if len(Ops) != len(Specs()) {
		t.Errorf("%d operators, %d specs", len(Ops), len(Specs()))
	}
	if err := Register(&Spec{Op: FILTER, Doc: "again", Inputs: 1, Result: Kept}); err == nil {
		t.Error("an operator registered twice")
	}
	if err := Register(&Spec{Op: "TOY", Doc: "x", Result: Value, Args: []Arg{{Name: "colour", Kind: Text}}}); err == nil || !strings.Contains(err.Error(), `argument "colour" is not a field of Args`) {
		t.Errorf("an argument that is no field: %v", err)
	}
	if SpecOf("TOY") != nil {
		t.Error("a rejected spec was registered")
	}
}

// TestSummaryByKind pins how each kind of argument reads as text.
func TestSummaryByKind(t *testing.T) {
	for _, tc := range []struct {
		n    *Node
		want string
	}{
		{&Node{Op: RETRIEVE, Args: Args{Query: "I ran", Sources: []string{"workout"}}}, `RETRIEVE "I ran" sources=[workout]`},
		{&Node{Op: EXTRACT, Args: Args{Attrs: []string{"price", "shop"}, Types: []string{"money"}}}, `EXTRACT attrs=[price:money, shop]`},
		{&Node{Op: MAP, Args: Args{Fn: "len(group)"}}, `MAP len(group) → map_result`},
		{&Node{Op: UNNEST, Args: Args{Attr: "artists", As: "artist"}}, `UNNEST artists → artist`},
		{&Node{Op: UNNEST, Args: Args{Attr: "artists"}}, `UNNEST artists`},
		{&Node{Op: ARGMAX, Args: Args{Arg: "count", Val: "artist", K: 3}}, `ARGMAX arg=count val=artist k=3`},
		{&Node{Op: ARGMIN, Args: Args{Arg: "price", K: 1}}, `ARGMIN arg=price`},
		{&Node{Op: GROUP_BY, Args: Args{Keys: []string{"year", "month"}}}, `GROUP_BY keys=[year, month]`},
		{&Node{Op: AVG, Args: Args{Attr: "distance_km"}}, `AVG attr=distance_km`},
		{&Node{Op: "NOPE"}, `NOPE`},
	} {
		if got := Summary(tc.n); got != tc.want {
			t.Errorf("Summary = %q, want %q", got, tc.want)
		}
	}
}
