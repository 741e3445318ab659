package test

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"reqap/lang/tsv"
)

// The tables of inputs and what they must give live in the package's
// testdata folder, read by lang/tsv, as go/analysis keeps its expectations
// beside its inputs: one case a row, a cell that starts with a double quote
// is a Go string literal (for "", spaces at the ends, control characters),
// any other is the text as it stands. A failure names the file and line.

// ReadTable calls row with the line and cells of every row of the table file in
// testdata, failing the test on a malformed row.
func ReadTable(t testing.TB, file string, row func(line int, cells []string) error) {
	t.Helper()
	err := tsv.Read(os.DirFS("testdata"), file, func(line int, cols []string) error {
		for i, c := range cols {
			if strings.HasPrefix(c, `"`) {
				u, err := strconv.Unquote(c)
				if err != nil {
					return fmt.Errorf("column %d: %s: %w", i+1, c, err)
				}
				cols[i] = u
			}
		}
		return row(line, cols)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Table checks f against the table file of testdata, whose rows are an
// input and what f must give for it, as fmt.Sprint writes it: the test of
// a small function (a name mapped to a kind, a year to its Easter). An
// input other than text is read with fmt.Sscan; an input that is a struct
// of exported fields takes a column for each field, in order. name is how
// f is called in a failure.
func Table[In, Out any](t testing.TB, name string, f func(In) Out, file string) {
	t.Helper()
	Rows(t, name, func(in In) []any { return []any{f(in)} }, file)
}

// Rows is Table for a function of several results: a row is the input and
// then each result in a column of its own.
func Rows[In any](t testing.TB, name string, f func(In) []any, file string) {
	t.Helper()
	ReadTable(t, file, func(line int, cells []string) error {
		var in In
		n, err := readInput(reflect.ValueOf(&in).Elem(), cells)
		if err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
		results := f(in)
		if err := tsv.Exactly(cells, n+len(results)); err != nil {
			return err
		}
		got := make([]string, len(results))
		for i, r := range results {
			got[i] = fmt.Sprint(r)
		}
		if !slices.Equal(got, cells[n:]) {
			t.Errorf("%s:%d: %s(%q) = %q, want %q", file, line, name, strings.Join(cells[:n], ", "), got, cells[n:])
		}
		return nil
	})
}

// readInput sets v from the first cells of a row, one for a value and one
// a field for a struct, and returns how many it read.
func readInput(v reflect.Value, cells []string) (int, error) {
	fields := []reflect.Value{v}
	if v.Kind() == reflect.Struct {
		fields = fields[:0]
		for i := range v.NumField() {
			fields = append(fields, v.Field(i))
		}
	}
	if len(cells) < len(fields) {
		return 0, fmt.Errorf("%d columns, want %d inputs and the results", len(cells), len(fields))
	}
	for i, f := range fields {
		if !f.CanSet() {
			return 0, fmt.Errorf("input %s: a struct of unexported fields cannot be read", v.Type())
		}
		if f.Kind() == reflect.String {
			f.SetString(cells[i])
		} else if _, err := fmt.Sscan(cells[i], f.Addr().Interface()); err != nil {
			return 0, fmt.Errorf("input %q: %w", cells[i], err)
		}
	}
	return len(fields), nil
}
