package ingesttest

import "testing"

// Table checks f against a table of inputs and what f must give for each,
// the shape of a test of a small function (a name mapped to a kind, a
// path to a name). name is how f is called in a failure.
func Table[In, Out comparable](t testing.TB, name string, f func(In) Out, cases map[In]Out) {
	t.Helper()
	for in, want := range cases {
		if got := f(in); got != want {
			t.Errorf("%s(%#v) = %#v, want %#v", name, in, got, want)
		}
	}
}
