package tsv

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"
)

func TestRead(t *testing.T) {
	fsys := fstest.MapFS{"a.tsv": {Data: []byte("# a comment\n\nrun \t running, ran\t-\r\n  # indented comment\nswim\tswimming\n")}}
	var got []string
	err := Read(fsys, "a.tsv", func(line int, cols []string) error {
		got = append(got, strings.Join(append([]string{string(rune('0' + line))}, Dashes(cols)...), "|"))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"3|run|running, ran|", "5|swim|swimming"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("rows %q, want %q", got, want)
	}
}

func TestErrorsNameListAndLine(t *testing.T) {
	bad := errors.New("no such unit")
	err := Parse("units.tsv", []byte("km\t1000\nfurlong\t201\tx\n"), func(line int, cols []string) error {
		if err := Exactly(cols, 2); err != nil {
			return err
		}
		if cols[0] == "furlong" {
			return bad
		}
		return nil
	})
	if err == nil || err.Error() != "units.tsv line 2: want 2 tab-separated columns, found 3" {
		t.Errorf("err = %v", err)
	}
	var e *Error
	if !errors.As(err, &e) || e.Line != 2 || e.List != "units.tsv" {
		t.Errorf("err %#v is no *Error for line 2", err)
	}
	err = Parse("units.tsv", []byte("km\t1000\nfurlong\t201\n"), func(_ int, cols []string) error {
		if cols[0] == "furlong" {
			return bad
		}
		return AtLeast(cols, 2)
	})
	if !errors.Is(err, bad) {
		t.Errorf("err = %v, want it to wrap %v", err, bad)
	}
	if err := AtLeast([]string{"a"}, 3); err == nil || err.Error() != "1 columns, want 3 (tab-separated)" {
		t.Errorf("AtLeast: %v", err)
	}
	if err := Read(fstest.MapFS{}, "missing.tsv", func(int, []string) error { return nil }); err == nil || !strings.Contains(err.Error(), "missing.tsv") {
		t.Errorf("a missing list: %v", err)
	}
}

func TestLongLine(t *testing.T) {
	err := Parse("long.tsv", []byte(strings.Repeat("x", maxLine+1)), func(int, []string) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "long.tsv") {
		t.Errorf("a line over the limit: %v", err)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte("a\tb\n# c\n\n d \t-\r\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		last := 0
		_ = Parse("fuzz.tsv", data, func(line int, cols []string) error {
			if line <= last || len(cols) == 0 {
				t.Fatalf("line %d after %d, %d columns", line, last, len(cols))
			}
			last = line
			for _, c := range cols {
				if c != strings.TrimSpace(c) {
					t.Fatalf("column %q is not trimmed", c)
				}
			}
			return nil
		})
	})
}
