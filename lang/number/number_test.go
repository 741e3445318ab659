package number

import (
	"strconv"
	"strings"
	"testing"

	"reqap/internal/test"
)

func TestParse(t *testing.T) {
	test.Rows(t, "Parse", func(s string) []any {
		f, ok := Parse(s)
		return []any{f, ok}
	}, "parse.tsv")
}

func TestFirst(t *testing.T) {
	test.Rows(t, "First", func(s string) []any {
		num, rest := First(s)
		return []any{num, rest}
	}, "first.tsv")
}

// FuzzParse: nothing panics, the rest First returns is the end of s, and
// Parse reads a number exactly when First finds one strconv reads (a
// malformed one, ".0,,0", is none).
func FuzzParse(f *testing.F) {
	for _, s := range []string{"12.5", "1,234.5", "1.234,5", "-.5", "1'234", "5.2 km", "-", "1.2.3", "9e999", "٣"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		num, rest := First(s)
		if !strings.HasSuffix(s, rest) {
			t.Fatalf("First(%q) rest %q is not the end of it", s, rest)
		}
		_, err := strconv.ParseFloat(num, 64)
		if _, ok := Parse(s); ok != (err == nil) {
			t.Fatalf("Parse(%q) = %v, First = %q", s, ok, num)
		}
	})
}
