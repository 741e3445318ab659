// Package rank orders tallies: the keys of a count, most frequent first.
// The order is total (ties by key), so what is built from it, a label on
// the map or a guessed name, is the same on every run.
package rank

import (
	"cmp"
	"slices"
)

// ByCount returns the keys of m, most frequent first, ties in key order.
func ByCount[K cmp.Ordered](m map[K]int) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.SortFunc(out, func(a, b K) int {
		if c := cmp.Compare(m[b], m[a]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	return out
}
