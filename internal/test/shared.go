package test

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// shared are the folders SharedDir made, below one temporary root that
// Main removes.
var shared struct {
	sync.Mutex
	root string
	dirs map[string]*sharedDir
}

type sharedDir struct {
	once sync.Once
	dir  string
	err  error
}

// SharedDir returns the folder name, made by build the first time a test
// of this binary asks for it and shared by every test after (a generated
// persona, a benchmark library); Main removes it once all tests are done.
// build gets the folder, created and empty.
func SharedDir(t testing.TB, name string, build func(dir string) error) string {
	t.Helper()
	shared.Lock()
	if shared.dirs == nil {
		shared.dirs = map[string]*sharedDir{}
	}
	d := shared.dirs[name]
	if d == nil {
		d = &sharedDir{}
		shared.dirs[name] = d
	}
	shared.Unlock()
	d.once.Do(func() {
		shared.Lock()
		if shared.root == "" {
			shared.root, d.err = os.MkdirTemp("", "reqap-test-")
		}
		dir := filepath.Join(shared.root, name)
		shared.Unlock()
		if d.err != nil {
			return
		}
		if d.err = os.Mkdir(dir, 0o755); d.err != nil {
			return
		}
		if d.err = build(dir); d.err == nil {
			d.dir = dir
		}
	})
	switch {
	case d.err != nil:
		t.Fatalf("making %s: %v", name, d.err)
	case d.dir == "":
		t.Fatalf("making %s failed in an earlier test", name)
	}
	return d.dir
}

// removeShared removes the folders SharedDir made.
func removeShared() {
	shared.Lock()
	defer shared.Unlock()
	if shared.root != "" {
		os.RemoveAll(shared.root)
	}
}
