package expr

import (
	"testing"

	"reqap/internal/test"
)

// A product's name names the thing its last noun says: the phrase asked
// is the thing only where no noun it qualifies follows it.
func TestHeads(t *testing.T) {
	test.Table(t, "heads", func(in struct{ Text, Phrase string }) bool { return heads(in.Text, in.Phrase) }, "heads.tsv")
}
