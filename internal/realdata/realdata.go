// Package realdata locates the real third-party export samples kept beside
// the repository in ../shared/realdata, so tests can read them in place.
package realdata

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// Root returns the absolute path of ../shared/realdata relative to the
// repository root (the folder holding go.mod), or "" when it is absent.
func Root() string {
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			p := filepath.Join(dir, "..", "shared", "realdata")
			if st, err := os.Stat(p); err == nil && st.IsDir() {
				return filepath.Clean(p)
			}
			return ""
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// Path returns the path of a sample below the realdata folder, skipping the
// test with a clear message when the folder (or the sample) is absent.
func Path(t testing.TB, elem ...string) string {
	t.Helper()
	root := Root()
	if root == "" {
		t.Skip("../shared/realdata is absent: real export samples are not available on this machine")
	}
	p := filepath.Join(append([]string{root}, elem...)...)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("real export sample %s is absent: %v", p, err)
	}
	return p
}

// Glob returns the samples below the realdata folder matching pattern
// (filepath.Glob syntax, relative to the folder), skipping the test when the
// folder is absent.
func Glob(t testing.TB, pattern string) []string {
	t.Helper()
	root := Root()
	if root == "" {
		t.Skip("../shared/realdata is absent: real export samples are not available on this machine")
	}
	m, err := filepath.Glob(filepath.Join(root, pattern))
	if err != nil {
		t.Fatalf("bad glob %q: %v", pattern, err)
	}
	return m
}

// Each calls fn with the path and contents of every sample file, in
// lexical order, skipping the test when the folder is absent.
func Each(t testing.TB, fn func(path string, data []byte)) {
	t.Helper()
	err := filepath.WalkDir(Path(t), func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fn(p, data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
