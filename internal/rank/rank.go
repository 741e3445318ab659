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

// Top returns the most frequent key of m and its count, ties to the first
// key in key order: ByCount(m)[0] without sorting. An empty m gives the
// zero key and 0.
func Top[K cmp.Ordered](m map[K]int) (K, int) {
	var best K
	n, first := 0, true
	for k, c := range m {
		if first || c > n || c == n && k < best {
			best, n, first = k, c, false
		}
	}
	return best, n
}
