package index

import (
	_ "unsafe" // go:linkname

	"github.com/blevesearch/vellum"
)

// Every segment Bluge builds or merges writes each field's term
// dictionary as a vellum FST, and an event's document name is a term of
// its own: a million events, a million random 20-odd byte keys, built
// into an FST once when their batch becomes a segment and again at each
// merge. Vellum minimises an FST through a registry of the nodes it
// compiled, 10,000 buckets of two by default (ice gives it no options):
// random names share no suffix but their last byte or two, so nearly
// every lookup missed, through a table of pointers too large for the
// CPU's cache, and the registry was a sixth of the CPU of the large
// persona's import. A registry of 64 single-node buckets still finds the
// tails names share (the generation's digits) often enough: measured on
// 50,000 names (2 Dec 2026), an FST of 31 bytes a name instead of 30, built
// in a third of the CPU; 5,000 words, 9.8 bytes a word instead of 9.1 in
// half. The FSTs are the same format, only less minimal, so any version
// reads them.
const (
	fstRegistryBuckets = 64
	fstRegistryWays    = 1
)

// vellumDefaults is the options vellum builds an FST with when it is given
// none, as ice always does.
//
//go:linkname vellumDefaults github.com/blevesearch/vellum.defaultBuilderOpts
var vellumDefaults *vellum.BuilderOpts

func init() {
	opts := *vellumDefaults
	opts.RegistryTableSize, opts.RegistryMRUSize = fstRegistryBuckets, fstRegistryWays
	vellumDefaults = &opts
}
