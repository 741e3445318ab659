package generic

import (
	"testing"

	"reqap/ingest/ingesttest"
)

// No real export is a generic event file: none of them may be claimed by
// these importers, whose loose content rules could otherwise steal CSVs and
// JSON Lines files from the importers written for them.
func TestRealExportsNotClaimed(t *testing.T) {
	if n := ingesttest.NotClaimed(t, "", JSONL, CSV, PerQA); n < 100 {
		t.Errorf("only %d real samples found", n)
	}
}
