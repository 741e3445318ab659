package ingesttest

import (
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strconv"
	"testing"

	"reqap/ingest"
	"reqap/internal/test"
)

// Recognition is a file an importer must give a verdict on: Score and
// Skip (empty for none) are the Match it must return for Head, the file's
// first bytes, at Path.
type Recognition struct {
	Imp   *ingest.Importer
	Path  string
	Head  string
	Score int
	Skip  string
}

// Recognize checks every case's verdict on its file, which lives in fsys
// (nil when Recognize needs no folder).
func Recognize(t testing.TB, fsys fs.FS, cases []Recognition) {
	t.Helper()
	for _, c := range cases {
		m := c.Imp.Recognize(ingest.Candidate{FS: fsys, Path: c.Path, Head: []byte(c.Head)})
		if m.Score != c.Score || m.Skip != c.Skip {
			t.Errorf("%s.Recognize(%s, %q) = %+v, want score %d skip %q", c.Imp.Name, c.Path, c.Head, m, c.Score, c.Skip)
		}
	}
}

// RecognizeFile is Recognize over the cases of a table file of testdata
// (see test.Table), one file a row: the importer (by name, one of imps), the
// file's path, its first bytes, the score and the skip reason (a column
// left out for none).
func RecognizeFile(t testing.TB, fsys fs.FS, table string, imps ...*ingest.Importer) {
	t.Helper()
	byName := map[string]*ingest.Importer{}
	for _, imp := range imps {
		byName[imp.Name] = imp
	}
	var cases []Recognition
	test.ReadTable(t, table, func(_ int, cols []string) error {
		if len(cols) < 4 || len(cols) > 5 {
			return fmt.Errorf("%d columns, want 4 or 5", len(cols))
		}
		c := Recognition{Imp: byName[cols[0]], Path: cols[1], Head: cols[2]}
		if c.Imp == nil {
			return fmt.Errorf("no importer %q among %v", cols[0], slices.Sorted(maps.Keys(byName)))
		}
		var err error
		if c.Score, err = strconv.Atoi(cols[3]); err != nil {
			return err
		}
		if len(cols) == 5 {
			c.Skip = cols[4]
		}
		cases = append(cases, c)
		return nil
	})
	Recognize(t, fsys, cases)
}
