package retrieve

import (
	"testing"

	"reqap/internal/test"
)

// TestDoneNotBought pins whose verbs of doing keep purchases out: the
// person's ("I took flights"), and someone's of theirs ("my mom called
// me", "mom called"), not a noun's ("mom call") nor a verb of having.
func TestDoneNotBought(t *testing.T) {
	test.Table(t, "doneNotBought", func(q string) bool { return doneNotBought(q, nil) }, "done.tsv")
}
