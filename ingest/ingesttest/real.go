package ingesttest

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"reqap/ingest"
	"reqap/internal/realdata"
	"reqap/internal/test"
)

// The real export samples in ../shared/realdata are read in place, named
// by their path below that folder. A test that needs one is skipped where
// the samples are absent; a fuzz corpus merely goes without them.

// CheckReal runs CheckFile on a real sample.
func CheckReal(t testing.TB, imp *ingest.Importer, elem ...string) Result {
	t.Helper()
	return CheckFile(t, imp, realdata.Path(t, elem...))
}

// ReadReal reads a whole real sample.
func ReadReal(t testing.TB, elem ...string) []byte {
	t.Helper()
	return test.ReadFile(t, realdata.Path(t, elem...))
}

// SeedReal adds a real sample to a fuzz test's corpus where the samples
// are present.
func SeedReal(f *testing.F, elem ...string) {
	f.Helper()
	if p, ok := RealFile(elem...); ok {
		if b, err := os.ReadFile(p); err == nil {
			f.Add(b)
		}
	}
}

// RealPath is the path of a real sample (or of the samples' folder, with
// no elem), skipping the test where it is absent.
func RealPath(t testing.TB, elem ...string) string {
	t.Helper()
	return realdata.Path(t, elem...)
}

// RealFile is the path of a real sample, and whether the samples are
// present, for a test that reads it where it can.
func RealFile(elem ...string) (string, bool) {
	root := realdata.Root()
	if root == "" {
		return "", false
	}
	return filepath.Join(append([]string{root}, elem...)...), true
}

// RealGlob returns the real samples matching pattern (filepath.Glob
// syntax, below the samples' folder), each named by its slash path below
// that folder, skipping the test where the samples are absent.
func RealGlob(t testing.TB, pattern string) []string {
	t.Helper()
	root := realdata.Path(t)
	paths := realdata.Glob(t, pattern)
	for i, p := range paths {
		rel, err := filepath.Rel(root, p)
		if err != nil {
			t.Fatal(err)
		}
		paths[i] = filepath.ToSlash(rel)
	}
	return paths
}

// Candidate is the file p of fsys as Recognize gets it from an import job.
func Candidate(t testing.TB, fsys fs.FS, p string) ingest.Candidate {
	t.Helper()
	head, err := ingest.ReadHead(fsys, p)
	if err != nil {
		t.Fatal(err)
	}
	return ingest.Candidate{FS: fsys, Path: p, Head: head}
}

// Head is a file on disk as Recognize sees it when it looks at the file
// alone: its name and first bytes, no folder.
func Head(t testing.TB, path string) ingest.Candidate {
	t.Helper()
	c := Candidate(t, os.DirFS(filepath.Dir(path)), filepath.Base(path))
	c.FS = nil
	return c
}

// NotClaimed fails the test for every real sample, but those in the
// folder except below the samples' folder ("" for none), that one of imps
// recognizes, and returns how many samples were looked at. Importers with
// loose content rules use it to show they do not steal other formats'
// files.
func NotClaimed(t testing.TB, except string, imps ...*ingest.Importer) int {
	t.Helper()
	root := realdata.Path(t)
	n := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		if d.IsDir() {
			if except != "" && filepath.ToSlash(rel) == except {
				return filepath.SkipDir
			}
			return nil
		}
		n++
		c := Head(t, p)
		for _, imp := range imps {
			if m := imp.Recognize(c); m.Score != 0 {
				t.Errorf("%s claims %s with score %d", imp.Name, rel, m.Score)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// Scan scans roots the way an import job does, failing the test on an
// error; the tree is closed when the test ends.
func Scan(t testing.TB, roots ...string) *ingest.Tree {
	t.Helper()
	tree, err := ingest.Scan(context.Background(), ingest.DefaultLimits, roots...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tree.Close() })
	return tree
}

// Detect is the importer of reg that recognizes a scanned file (nil for
// none) and its verdict, as an import job asks.
func Detect(t testing.TB, reg *ingest.Registry, f ingest.File) (*ingest.Importer, ingest.Match) {
	t.Helper()
	return reg.Detect(Candidate(t, f.FS, f.Path))
}

// Route routes a scanned file the way an import job does: Detect, and
// unless the verdict skips the file, what the import gave.
func Route(t testing.TB, reg *ingest.Registry, f ingest.File) (*ingest.Importer, ingest.Match, Result) {
	t.Helper()
	imp, m := Detect(t, reg, f)
	if imp == nil || m.Skip != "" {
		return imp, m, Result{Name: f.Name, Match: m}
	}
	return imp, m, Run(context.Background(), imp, f.FS, f.Path, f.Name, f.Size)
}

// Registry routes files among imps as formats.Registry routes them among
// all importers: an importer's own tests cannot link formats.Registry,
// which imports their package.
func Registry(imps ...*ingest.Importer) *ingest.Registry {
	return ingest.NewRegistry(imps...)
}
