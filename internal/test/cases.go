package test

import (
	"fmt"
	"reflect"
	"testing"
)

// Cases checks f against a table of inputs and the results they must
// give; name is how a failure calls f.
func Cases[In, Out comparable](t testing.TB, name string, f func(In) Out, cases map[In]Out) {
	t.Helper()
	for in, want := range cases {
		if got := f(in); got != want {
			t.Errorf("%s(%s) = %s, want %s", name, show(in), show(got), show(want))
		}
	}
}

// show writes text quoted, so that a space or an empty string shows.
func show(v any) string {
	if reflect.ValueOf(v).Kind() == reflect.String {
		return fmt.Sprintf("%q", v)
	}
	return fmt.Sprint(v)
}
