package index

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/blevesearch/vellum"
)

// The registry set in vellum.go is the one vellum builds with when given
// no options (as ice gives none), and an FST built with it holds every
// document name it was given, each with its value.
func TestFSTRegistry(t *testing.T) {
	if vellumDefaults.RegistryTableSize != fstRegistryBuckets || vellumDefaults.RegistryMRUSize != fstRegistryWays {
		t.Fatalf("vellum builds with a registry of %d×%d, want %d×%d", vellumDefaults.RegistryTableSize,
			vellumDefaults.RegistryMRUSize, fstRegistryBuckets, fstRegistryWays)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var names []string
	for g := uint64(1); g < 300; g += 37 {
		for range 2000 {
			id := fmt.Sprintf("r%016x%015x", rng.Uint64(), rng.Uint64()>>4)
			name, ok := compactDocID(id, g)
			if !ok {
				t.Fatalf("%s has no compact name", id)
			}
			names = append(names, name)
		}
	}
	slices.Sort(names)
	names = slices.Compact(names)
	var buf bytes.Buffer
	b, err := vellum.New(&buf, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range names {
		if err := b.Insert([]byte(n), uint64(i)); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	fst, err := vellum.Load(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if fst.Len() != len(names) {
		t.Errorf("the FST holds %d names, want %d", fst.Len(), len(names))
	}
	for i, n := range names {
		v, ok, err := fst.Get([]byte(n))
		if err != nil || !ok || v != uint64(i) {
			t.Fatalf("name %d: got %d, %v, %v", i, v, ok, err)
		}
	}
	if _, ok, _ := fst.Get([]byte(names[0] + "x")); ok {
		t.Error("the FST holds a name it was not given")
	}
}
