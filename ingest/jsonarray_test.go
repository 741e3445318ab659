package ingest

import (
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
)

// readAll returns the elements read (as compact JSON) and the damages.
func readAll(t testing.TB, input string, max int64, path ...string) (els []string, damages []*Damage, err error) {
	t.Helper()
	a := NewJSONArray(strings.NewReader(input), max)
	if err := a.Start(path...); err != nil {
		return nil, nil, err
	}
	for range 10000 {
		el, err := a.Next()
		if err == io.EOF {
			return els, damages, nil
		}
		var d *Damage
		if errors.As(err, &d) {
			damages = append(damages, d)
			continue
		}
		if err != nil {
			return els, damages, err
		}
		if !json.Valid(el.Raw) {
			t.Fatalf("element %d is not valid JSON: %q", el.Index, el.Raw)
		}
		if input[el.Offset] != el.Raw[0] {
			t.Fatalf("element %d: offset %d holds %q, not the element's first byte", el.Index, el.Offset, input[el.Offset])
		}
		els = append(els, string(el.Raw))
	}
	t.Fatal("Next did not reach the end")
	return
}

func TestJSONArray(t *testing.T) {
	tests := []struct {
		name    string
		input   string
		path    []string
		want    []string
		damaged int
		reason  string
	}{
		{name: "records", input: "\xef\xbb\xbf[ {\"a\":1}, {\"a\":2} ,{\"a\":\"x,]}\"}]\n", want: []string{`{"a":1}`, `{"a":2}`, `{"a":"x,]}"}`}},
		{name: "empty", input: " [ ] ", want: nil},
		{name: "primitives", input: `[1, "two", true, null]`, want: []string{"1", `"two"`, "true", "null"}},
		{name: "under keys", input: `{"x": [1,{"a":[2]}], "y": {"z": [{"a":1}]}}`, path: []string{"y", "z"}, want: []string{`{"a":1}`}},
		{name: "truncated inside the second record", input: `[{"endTime":"2024-01-01","ms":1},{"endTime":"2024-01`,
			want: []string{`{"endTime":"2024-01-01","ms":1}`}, damaged: 1, reason: "never closes"},
		{name: "truncated after a record", input: `[{"a":1},{"a":2}`, want: []string{`{"a":1}`, `{"a":2}`}, damaged: 1, reason: "before the array is closed"},
		{name: "garbage inside a record", input: "[{\"a\":1},\n{\"a\":2,\"b\":\x00\x01!},\n{\"a\":3}]",
			want: []string{`{"a":1}`, `{"a":3}`}, damaged: 1, reason: "malformed"},
		{name: "an unterminated string", input: "[{\"a\":1},\n{\"a\":\"broken},\n{\"a\":3},\n{\"a\":4}]",
			want: []string{`{"a":1}`, `{"a":3}`, `{"a":4}`}, damaged: 1},
		{name: "junk between records", input: `[{"a":1} xx {"a":2},{"a":3}]`, want: []string{`{"a":3}`}, damaged: 1},
		{name: "nested objects are not records", input: "[{\"a\":1,\"l\":[{\"n\":1}]},{\"a\":2,\"l\":[{\"n\":1},{\"n\":2}],\"x\":!},{\"a\":3}]",
			want: []string{`{"a":1,"l":[{"n":1}]}`, `{"a":3}`}, damaged: 1},
		{name: "over the size limit", input: `[{"a":1},{"a":"` + strings.Repeat("x", 500) + `"},{"a":3}]`,
			want: []string{`{"a":1}`, `{"a":3}`}, damaged: 1, reason: "larger than the size limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			els, damages, err := readAll(t, tt.input, 100, tt.path...)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(els, " ") != strings.Join(tt.want, " ") {
				t.Errorf("elements = %q, want %q", els, tt.want)
			}
			if len(damages) != tt.damaged {
				t.Errorf("damages = %v, want %d", damages, tt.damaged)
			}
			for _, d := range damages {
				if !strings.Contains(d.Error(), tt.reason) || !strings.Contains(d.Record, "byte") {
					t.Errorf("damage %q does not say %q and where", d, tt.reason)
				}
			}
		})
	}
}

func TestJSONArrayNotAnArray(t *testing.T) {
	for _, input := range []string{"", "  ", `{"a":1}`, "\x00\x00\x00", "garbage"} {
		a := NewJSONArray(strings.NewReader(input), 0)
		if err := a.Start(); !errors.Is(err, ErrNotArray) {
			t.Errorf("Start(%q) = %v, want ErrNotArray", input, err)
		}
	}
	a := NewJSONArray(strings.NewReader(`{"x":1}`), 0)
	if err := a.Start("y"); !errors.Is(err, ErrNotArray) || !strings.Contains(err.Error(), `"y"`) {
		t.Errorf("Start(y) = %v", err)
	}
}

// TestJSONArrayHoldsNoLargeRecord streams a record far over the limit:
// it is skipped, and the reader never holds more than the limit.
func TestJSONArrayHoldsNoLargeRecord(t *testing.T) {
	big := io.MultiReader(strings.NewReader(`[{"a":1},{"a":"`), &repeatReader{b: 'x', n: 64 << 20}, strings.NewReader(`"},{"a":3}]`))
	a := NewJSONArray(big, 1<<20)
	if err := a.Start(); err != nil {
		t.Fatal(err)
	}
	var good, damaged int
	for {
		_, err := a.Next()
		if err == io.EOF {
			break
		}
		if IsDamage(err) {
			damaged++
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		good++
		if cap(a.buf) > 2<<20 {
			t.Fatalf("buffer grew to %d bytes", cap(a.buf))
		}
	}
	if good != 2 || damaged != 1 {
		t.Errorf("good %d, damaged %d; want 2 and 1", good, damaged)
	}
}

type repeatReader struct {
	b byte
	n int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	n := min(len(p), r.n)
	for i := range n {
		p[i] = r.b
	}
	r.n -= n
	return n, nil
}

func FuzzJSONArray(f *testing.F) {
	for _, s := range []string{`[{"a":1},{"a":2}]`, `[{"a":1},{"a":`, "[{\"a\":\"\\\"\"},\x00{}]", `{"k":[1,2]}`, `[[],[{}],{"a":[{"a":1}]}]`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		a := NewJSONArray(strings.NewReader(input), 64)
		if a.Start() != nil {
			return
		}
		for range len(input) + 2 {
			el, err := a.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				if !IsDamage(err) {
					t.Fatalf("Next: %v", err)
				}
				continue
			}
			if !json.Valid(el.Raw) || int64(len(el.Raw)) > 64 {
				t.Fatalf("bad element %q", el.Raw)
			}
		}
		t.Fatalf("no end after %d calls", len(input)+2)
	})
}
