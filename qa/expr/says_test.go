package expr

import (
	"testing"

	"reqap/internal/test"
)

// A word searched in what was written is found as a word, not inside
// another word.
func TestSays(t *testing.T) {
	test.Table(t, "says", func(in struct{ Text, Phrase string }) bool { return says(in.Text, in.Phrase) }, "says.tsv")
}
