package ascii

import (
	"testing"

	"reqap/internal/test"
)

func TestIsDigits(t *testing.T) {
	test.Table(t, "IsDigits", IsDigits, "isdigits.tsv")
}

func TestOnly(t *testing.T) {
	test.Table(t, "Only", Only[string], "only.tsv")
	if !Only([]byte("Daft Punk")) || Only([]byte("Sigur Rós")) {
		t.Error("Only of bytes disagrees with Only of the same text")
	}
}
