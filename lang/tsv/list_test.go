// The table harness of internal/test reads its tables with this package, so
// a test that uses it stands outside the package.
package tsv_test

import (
	"strings"
	"testing"

	"reqap/internal/test"
	"reqap/lang/tsv"
)

func TestList(t *testing.T) {
	list := func(col string) string { return strings.Join(tsv.List(col), "|") }
	test.Table(t, "List", list, "list.tsv")
	if tsv.List("") != nil || tsv.List("-") != nil {
		t.Error("an empty list is nil")
	}
}
