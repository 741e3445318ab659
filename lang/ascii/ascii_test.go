package ascii

import (
	"testing"

	"reqap/internal/test"
)

func TestIsDigits(t *testing.T) {
	test.Table(t, "IsDigits", IsDigits, "isdigits.tsv")
}
