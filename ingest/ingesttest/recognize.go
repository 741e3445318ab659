package ingesttest

import (
	"io/fs"
	"testing"

	"reqap/ingest"
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
