package tree

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzParseValidate feeds arbitrary JSON to Parse and whatever parses to
// Validate, Format, MarshalIndent and Key: none may panic, and a parsed
// tree must survive a round trip.
func FuzzParseValidate(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"op":"JOIN","args":{"condition":"i1.a == i2.b"},"inputs":[{"op":"RETRIEVE","args":{"query":"x"}},null]}`))
	f.Add([]byte(`{"op":"FILTER","args":{"condition":"x"},"refs":{"":{"op":"RETRIEVE"}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := Parse(data)
		if err != nil {
			return
		}
		_ = Validate(n)
		_ = Format(n)
		_ = Key(n)
		out, err := MarshalIndent(n)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		back, err := Parse(out)
		if err != nil {
			t.Fatalf("round trip: %v\n%s", err, out)
		}
		if Key(back) != Key(n) {
			t.Fatalf("round trip changed the tree:\n%s", out)
		}
	})
}
