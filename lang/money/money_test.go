package money

import (
	"math"
	"strings"
	"testing"

	"reqap/internal/test"
	"reqap/lang/number"
)

func TestParse(t *testing.T) {
	test.Rows(t, "Parse", func(s string) []any {
		f, cur, ok := Parse(s)
		return []any{f, cur, ok}
	}, "parse.tsv")
}

func TestCode(t *testing.T) {
	test.Rows(t, "Of, Code", func(s string) []any { return []any{Of(s), Code(s)} }, "code.tsv")
}

// TestTable: a sign, code or name names one currency, so what Of reads
// does not hang on the table's order.
func TestTable(t *testing.T) {
	seen := map[string]string{}
	for _, c := range Currencies {
		if len(c.Code) != 3 || strings.ToUpper(c.Code) != c.Code {
			t.Errorf("%q is no ISO 4217 code", c.Code)
		}
		for _, k := range append(append([]string{strings.ToLower(c.Code)}, c.Signs...), c.Names...) {
			if k != strings.ToLower(k) {
				t.Errorf("%s: %q is not in lower case", c.Code, k)
			}
			if other, ok := seen[k]; ok {
				t.Errorf("%q names %s and %s", k, other, c.Code)
			}
			seen[k] = c.Code
			if Of(k) != c.Code {
				t.Errorf("Of(%q) = %q, want %s", k, Of(k), c.Code)
			}
		}
		for _, k := range c.Said {
			if k != strings.ToLower(k) {
				t.Errorf("%s: %q is not in lower case", c.Code, k)
			}
			if other, ok := seen[k]; ok {
				t.Errorf("%q names %s and %s", k, other, c.Code)
			}
			seen[k] = c.Code
			if Of(k) != "" {
				t.Errorf("Of(%q) = %q: a name only a question says is no currency in free text", k, Of(k))
			}
		}
	}
}

func TestWords(t *testing.T) {
	signs, codes, names := Words()
	test.Golden(t, "testdata/words.txt", []byte(strings.Join([]string{strings.Join(signs, " "), strings.Join(codes, " "), strings.Join(names, " ")}, "\n")+"\n"))
}

// FuzzParse: nothing panics; an amount read is the number in the text,
// perhaps negated, never beyond a trillion; a currency read is a sign's
// code or a code the text writes.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"$1,295.52", "($5.00)", "-$5.00", "1 234,50 €", "EUR 12,34", "12 bucks", "(", "-", "1\u00a0000 ₽", "¥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, cur, ok := Parse(s)
		if !ok {
			return
		}
		if math.IsNaN(v) || math.Abs(v) > largest {
			t.Fatalf("Parse(%q) = %v", s, v)
		}
		n, ok := number.Parse(joinGroups(strings.TrimSpace(s)))
		if !ok || math.Abs(n) != math.Abs(v) {
			t.Fatalf("Parse(%q) = %v, the number in it is %v", s, v, n)
		}
		if cur != "" && Of(cur) == "" && !strings.Contains(s, cur) {
			t.Fatalf("Parse(%q) gives currency %q, not written", s, cur)
		}
	})
}
