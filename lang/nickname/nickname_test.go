package nickname

import (
	"testing"

	"reqap/internal/test"
)

// names is a row of testdata/diminutive.tsv: the short name and the long.
type names struct{ Short, Long string }

func TestDiminutive(t *testing.T) {
	test.Table(t, "Diminutive", func(n names) bool { return Diminutive(n.Short, n.Long) }, "diminutive.tsv")
}
