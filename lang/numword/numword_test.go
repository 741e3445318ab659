package numword

import (
	"io/fs"
	"math"
	"strconv"
	"strings"
	"testing"

	"reqap/assets"
	"reqap/internal/test"
)

func TestParse(t *testing.T) {
	test.Rows(t, "Parse", func(in string) []any {
		n, ok := Parse(in)
		if !ok {
			return []any{"none", "-"}
		}
		var kinds []string
		for _, k := range []struct {
			is   bool
			name string
		}{{n.Ordinal, "ordinal"}, {n.Fraction, "fraction"}, {n.Times, "times"}, {n.Year, "year"}} {
			if k.is {
				kinds = append(kinds, k.name)
			}
		}
		if kinds == nil {
			kinds = []string{"-"}
		}
		return []any{strconv.FormatFloat(n.Value, 'g', 9, 64), strings.Join(kinds, " ")}
	}, "parse.tsv")
}

func TestParseRejects(t *testing.T) {
	for _, in := range []string{
		"", "a", "an", "couple", "dozen", "hundred", "thousand", "quarter", "the", "one two",
		"twenty twenty twenty", "1,25", "12,3456", "3x", "a second of", "two half", "seconds",
		"one two three", "twenty, three", "single",
	} {
		if n, ok := Parse(in); ok {
			t.Errorf("Parse(%q) = %+v, want no number", in, n)
		}
	}
}

func TestFind(t *testing.T) {
	tests := []struct {
		in   string
		want []string // phrase=value
	}{
		{"How many times did I run in the last twenty-three days?", []string{"twenty-three=23"}},
		{"a couple of weeks before my birthday", []string{"a couple of=2"}},
		{"Did I spend more than a hundred and fifty euros on the third Saturday?", []string{"a hundred and fifty=150", "third=3"}},
		{"my 3 longest runs in the 2nd half of 2019", []string{"3=3", "2nd=2", "half=0.5", "2019=2019"}},
		{"one and a half hours of yoga, twice a week", []string{"one and a half=1.5", "twice=2"}},
		{"What did I buy on March 23rd, 2021?", []string{"23rd=23", "2021=2021"}},
		{"three quarters of my songs", []string{"three quarters=0.75"}},
		{"half an hour", []string{"half an=0.5"}},
		{"I ran a marathon and a half", []string{"a half=0.5"}},
		{"one, two", []string{"one=1", "two=2"}},
		{"the top five artists", []string{"five=5"}},
	}
	for _, tt := range tests {
		var got []string
		for _, m := range Find(tt.in) {
			got = append(got, m.Text+"="+strings.TrimRight(strings.TrimRight(ftoa(m.Value), "0"), "."))
			if tt.in[m.Start:m.End] != m.Text {
				t.Errorf("Find(%q): span %d:%d is not %q", tt.in, m.Start, m.End, m.Text)
			}
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("Find(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func ftoa(v float64) string { return strconv.FormatFloat(v, 'f', 4, 64) }

func TestFindOriginalSpelling(t *testing.T) {
	in := "Zwei? No: TWENTY–THREE times"
	ms := Find(in)
	if len(ms) != 1 || ms[0].Text != "TWENTY–THREE" || ms[0].Value != 23 {
		t.Errorf("Find(%q) = %+v", in, ms)
	}
}

func TestWords(t *testing.T) {
	ws := Words()
	if len(ws) < 60 {
		t.Fatalf("only %d number words", len(ws))
	}
	seen := map[string]bool{}
	for _, w := range ws {
		if seen[w.Text] {
			t.Errorf("%q listed twice", w.Text)
		}
		seen[w.Text] = true
	}
	for _, w := range []string{"one", "twenty", "dozen", "third", "twice", "a"} {
		if !seen[w] {
			t.Errorf("%q missing", w)
		}
	}
}

func TestLoadErrors(t *testing.T) {
	test.BrokenFiles(t, assets.Lang(), func(fsys fs.FS) error { _, err := load(fsys, "numbers.tsv"); return err }, "broken.tsv")
}

func FuzzFind(f *testing.F) {
	for _, s := range []string{"twenty-three", "a couple of", "one and a half million", "1,250.5", "23rd", "nineteen oh five", "half a dozen", "and and a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for _, m := range Find(s) {
			if m.Start < prev || m.End <= m.Start || m.End > len(s) || s[m.Start:m.End] != m.Text {
				t.Fatalf("Find(%q): bad span %d:%d after %d", s, m.Start, m.End, prev)
			}
			if math.IsNaN(m.Value) || math.IsInf(m.Value, 0) || m.Value < 0 {
				t.Fatalf("Find(%q): value %v", s, m.Value)
			}
			prev = m.End
		}
		Parse(s)
	})
}

func BenchmarkFind(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		Find("Did I spend more than a hundred and fifty euros in the twenty-three days before the third Saturday of March?")
	}
}

func TestVulgarFractions(t *testing.T) {
	for in, want := range map[string]float64{"½": 0.5, "2½": 2.5, "2 ¾": 2.75, "⅓": 1.0 / 3} {
		got, ok := Parse(in)
		if !ok || math.Abs(got.Value-want) > 1e-9 || !got.Fraction {
			t.Errorf("Parse(%q) = %+v, %v; want %v", in, got, ok, want)
		}
	}
	ms := Find("ran 10½ km and ¼ of it uphill")
	if len(ms) != 2 || ms[0].Text != "10½" || ms[0].Value != 10.5 || ms[1].Text != "¼" {
		t.Errorf("Find = %+v", ms)
	}
}

// TestRuleTimeWordsAreNotNumbers: the time grammar reads its counts from
// this list (timex adds them); time.tsv lists only the words a window is
// counted in that are not number words here ("a few", "a pair of"), so
// no number word is written in two places.
func TestRuleTimeWordsAreNotNumbers(t *testing.T) {
	data, err := fs.ReadFile(assets.QUDRules(), "time.tsv")
	if err != nil {
		t.Skip("no rule time words:", err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		cols := strings.Split(line, "\t")
		if len(cols) < 4 || cols[0] != "number" {
			continue
		}
		for _, p := range strings.Split(cols[2], ",") {
			p = strings.TrimSpace(p)
			if n, ok := Parse(p); ok {
				t.Errorf("time.tsv lists %q, a number word of numbers.tsv (%v): keep it in one place", p, n.Value)
			}
		}
	}
}
