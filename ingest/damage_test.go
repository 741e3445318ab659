package ingest

import (
	"testing"

	"reqap/internal/test"
)

// FormatBytes is how a byte count reads everywhere: in a record's "too
// large" reason and in the command line's and the desktop's import progress.
func TestFormatBytes(t *testing.T) {
	test.Table(t, "FormatBytes", FormatBytes, "bytes.tsv")
}
