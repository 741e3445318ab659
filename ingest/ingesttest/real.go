package ingesttest

import (
	"os"
	"path/filepath"
	"testing"

	"reqap/ingest"
	"reqap/internal/realdata"
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
	return ReadAll(t, realdata.Path(t, elem...))
}

// SeedReal adds a real sample to a fuzz test's corpus where the samples
// are present.
func SeedReal(f *testing.F, elem ...string) {
	f.Helper()
	root := realdata.Root()
	if root == "" {
		return
	}
	if b, err := os.ReadFile(filepath.Join(append([]string{root}, elem...)...)); err == nil {
		f.Add(b)
	}
}
