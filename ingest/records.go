package ingest

import (
	"hash/fnv"
	"strconv"
	"strings"
)

// Occurrences numbers the records of one file that have the same identity,
// so identical records (a song played twice in the same second, an item
// bought twice in one order) get distinct ids that are stable from one
// import to the next. It keeps a 64-bit hash of each identity rather than
// the identity, so a file of millions of records costs a few tens of
// megabytes; a collision between two different identities only bumps the
// number of the second, which stays deterministic.
type Occurrences map[uint64]uint32

// Next returns how many times the identity made of parts was met before
// this time: 0 the first time, then 1, 2, ...
func (o Occurrences) Next(parts ...string) int {
	h := fnv.New64a()
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	k := h.Sum64()
	n := o[k]
	o[k] = n + 1
	return int(n)
}

// Ordinal is Next counted from 1, written as a part of a record's identity:
// "1" the first time, then "2", "3", ...
func (o Occurrences) Ordinal(parts ...string) string {
	return strconv.Itoa(o.Next(parts...) + 1)
}

// Line names the record that starts on line n of a text file, as
// Origin.Record and skips name it in every format read line by line:
// "line 12".
func Line(n int) string { return "line " + strconv.Itoa(n) }

// Distinct returns the non-empty strings of l, trimmed, each once, in
// order (names of people, tags).
func Distinct(l []string) []string {
	seen := make(map[string]bool, len(l))
	out := l[:0:0]
	for _, s := range l {
		if s = strings.TrimSpace(s); s != "" && !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}
