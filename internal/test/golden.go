package test

import (
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files (and what a test writes from a table) with what the code gives now")

// Update reports whether the run was asked, with -update, to rewrite what
// the tests compare against.
func Update() bool { return *update }

// Golden checks got against the golden file at path, reporting the first
// line that differs; with -update it writes got there first, for a change
// that was meant.
func Golden(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if string(got) == string(want) {
		return
	}
	gl, wl := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(gl), len(wl)) {
		if gl[i] != wl[i] {
			t.Errorf("%s differs at line %d (run with -update if the change is meant):\n got: %s\nwant: %s", path, i+1, gl[i], wl[i])
			return
		}
	}
	t.Errorf("%s differs: %d lines, want %d (run with -update if the change is meant)", path, len(gl), len(wl))
}
