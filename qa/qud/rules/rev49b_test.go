package rules

import (
	"strings"
	"testing"
)

// "kind of", "sort of" in the singular may be the hedge (somewhat): the
// word after it is no thing whose kinds are counted ("how many sort of
// long runs" searched for "longs").
func TestKindsCountedNotAHedge(t *testing.T) {
	d := withCatalog(t, journal46Catalog("rev49b-hedge"))
	for _, q := range []string{"how many sort of long runs did I do in 2025", "how many kind of short swims did I do"} {
		got := d.lx.kindsCounted(q)
		if got != q {
			t.Errorf("%q: restated %q", q, got)
		}
	}
	for q, want := range map[string]string{
		"how many sorts of artists did I hear": "how many different artists did I hear",
		"how many kinds of artist did I hear":  "how many different artists did I hear",
	} {
		if got := d.lx.kindsCounted(q); !strings.EqualFold(got, want) {
			t.Errorf("%q: restated %q, want %q", q, got, want)
		}
	}
}
