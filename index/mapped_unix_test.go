//go:build unix

package index

import (
	"context"
	"maps"
	"reflect"
	"testing"
)

// A library reads the same after its mapped pages were handed back, and
// closing it takes its mappings out of the set a release advises (so a
// release never touches memory that is no longer the index's).
func TestReleasedPagesAreReadAgain(t *testing.T) {
	lib, dir := openTemp(t)
	commitFile(t, lib, "/x/a.json", twoPlays("/x/a.json")...)
	commitFile(t, lib, "/x/runs.json", mk("/x/runs.json", "w1", "workout", at(1), at(2), "sport", "running"))
	closeLib(t, lib)

	before := len(mappedNow())
	lib = openDir(t, dir, Options{Lazy: true, ReadOnly: true})
	if n := len(mappedNow()); n <= before {
		t.Fatalf("opening mapped no segment file (%d mappings, %d before)", n, before)
	}
	q := Query{Text: "fire"}
	want, err := lib.Search(context.Background(), q)
	if err != nil || len(want) != 1 {
		t.Fatalf("Search(fire) = %v, %v", ids(want), err)
	}
	releaseMappedPages()
	got, err := lib.Search(context.Background(), q)
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("after a release, Search(fire) = %v, %v; want %v", ids(got), err, ids(want))
	}
	if evs := lib.Events("workout"); len(evs) != 1 || evs[0].ID != "w1" {
		t.Errorf("after a release, Events(workout) = %v", ids(evs))
	}
	closeLib(t, lib)
	if n := len(mappedNow()); n != before {
		t.Errorf("%d mappings after closing, want the %d before opening", n, before)
	}
}

func mappedNow() map[*byte][]byte {
	mapped.mu.Lock()
	defer mapped.mu.Unlock()
	return maps.Clone(mapped.maps)
}
