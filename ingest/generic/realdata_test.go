package generic

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"reqap/ingest"
	"reqap/internal/realdata"
)

// No real export is a generic event file: none of them may be claimed by
// these importers, whose loose content rules could otherwise steal CSVs and
// JSON Lines files from the importers written for them.
func TestRealExportsNotClaimed(t *testing.T) {
	root := realdata.Path(t)
	n := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		head, err := ingest.ReadHead(os.DirFS(filepath.Dir(p)), d.Name())
		if err != nil {
			return err
		}
		n++
		c := ingest.Candidate{Path: d.Name(), Head: head}
		for _, imp := range []*ingest.Importer{JSONL, CSV, PerQA} {
			if m := imp.Recognize(c); m.Score != 0 {
				rel, _ := filepath.Rel(root, p)
				t.Errorf("%s claims %s with score %d", imp.Name, rel, m.Score)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 100 {
		t.Errorf("only %d real samples found", n)
	}
}
