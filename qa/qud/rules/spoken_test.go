package rules

import (
	"testing"

	"reqap/internal/test"
)

// TestSpoken: a question as said, as the planner reads it.
func TestSpoken(t *testing.T) {
	d := Must()
	test.Table(t, "spoken", func(s string) string { return spoken(s, d.lx.past) }, "spoken.tsv")
}
