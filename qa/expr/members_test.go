package expr

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/qa"
)

// A list written out in `x in [...]` is a set made once (memberSet); it
// answers as the list does, element by element with qa.Equal, whatever
// the kind of x: the same expression with the list in an attribute, which
// is not written out, is the reference.
func TestWrittenListAnswersAsAList(t *testing.T) {
	elems := []string{`"daft punk"`, `"2019-01-05"`, `"2019-01-06 10:00"`, `3`, `2.5`, `true`, `"10:30"`, `"istanbul"`, `"ÄPFEL"`}
	list := []any{"daft punk", "2019-01-05", "2019-01-06 10:00", 3, 2.5, true, "10:30", "istanbul", "ÄPFEL"}
	src := "v in [" + strings.Join(elems, ", ") + "]"
	written, err := Compile(src, Items)
	if err != nil {
		t.Fatal(err)
	}
	held, err := Compile("v in l", Items)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []*Program{written, held} {
		p.SetNow(now)
	}
	d, _ := qa.ParseDate("2019-01-05")
	values := []any{
		"DAFT Punk", "daft", "2019-01-05", "2019-1-5", "äpfel", "İstanbul",
		d, d.AddDays(1), qa.DateOf(time.Date(2019, 1, 6, 10, 0, 0, 0, time.UTC)),
		time.Date(2019, 1, 6, 10, 0, 0, 0, time.UTC), time.Date(2019, 1, 5, 8, 0, 0, 0, time.UTC),
		3.0, 3, 2.5, 4.0, true, false, nil,
		[]any{"daft punk"},
	}
	if c, ok := qa.ParseClock("10:30"); ok {
		values = append(values, c)
	}
	for _, v := range values {
		it := item().With("v", v).With("l", list)
		got, gotErr := written.Eval(it)
		want, wantErr := held.Eval(it)
		if fmt.Sprint(got) != fmt.Sprint(want) || (gotErr == nil) != (wantErr == nil) {
			t.Errorf("%T %v in the written list = %v, %v; in the same list held = %v, %v", v, v, got, gotErr, want, wantErr)
		}
	}
}

// A written list of texts is looked up in a set, not compared element
// by element (each text parsed as a date for a date), which was 0.6 s
// to filter 21,000 plays by the days of every Easter (BenchmarkWrittenDays:
// 17.5 µs an item before, 0.2 µs after).
func TestWrittenListIsASet(t *testing.T) {
	p, err := Compile(`start_date in ["2019-01-05", "2019-01-06"]`, Items)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.ContainsFunc(p.prog.Constants, func(c any) bool { _, ok := c.(*memberSet); return ok }) {
		t.Errorf("the written list is not a memberSet among the program's constants %v", p.prog.Constants)
	}
	// A list with a value worked out per item stays a list.
	p, err = Compile(`start_date in ["2019-01-05", date(end)]`, Items)
	if err != nil {
		t.Fatal(err)
	}
	if slices.ContainsFunc(p.prog.Constants, func(c any) bool { _, ok := c.(*memberSet); return ok }) {
		t.Error("a list with an element worked out per item became a memberSet")
	}
}

func BenchmarkWrittenDays(b *testing.B) {
	var days []string
	for i := range 224 {
		days = append(days, fmt.Sprintf("%q", time.Date(1990, 4, 13, 0, 0, 0, 0, time.UTC).AddDate(0, 0, 90*i).Format("2006-01-02")))
	}
	p, err := Compile("start_date in ["+strings.Join(days, ", ")+"]", Items)
	if err != nil {
		b.Fatal(err)
	}
	p.SetNow(now)
	it := item()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := p.Bool(it); err != nil {
			b.Fatal(err)
		}
	}
}

// Any text, and the date it may be, is in the written list as in the list
// held.
func FuzzWrittenList(f *testing.F) {
	for _, s := range []string{"Daft Punk", "2019-01-05", "İ", "\xff", "10:30", "ǅ"} {
		f.Add(s)
	}
	list := []any{"daft punk", "2019-01-05", "10:30", "i̇", "\uFFFD", "ǆ", 3}
	written, err := Compile(`v in ["daft punk", "2019-01-05", "10:30", "i̇", "\uFFFD", "ǆ", 3]`, Items)
	if err != nil {
		f.Fatal(err)
	}
	held, err := Compile("v in l", Items)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, s string) {
		vals := []any{s}
		if d, ok := qa.ParseDate(s); ok {
			vals = append(vals, d)
		}
		for _, v := range vals {
			it := item().With("v", v).With("l", list)
			got, _ := written.Eval(it)
			want, _ := held.Eval(it)
			if got != want {
				t.Errorf("%T %q: written %v, held %v", v, v, got, want)
			}
		}
	})
}
