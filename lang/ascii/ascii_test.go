package ascii

import (
	"testing"

	"reqap/internal/test"
)

func TestIsDigits(t *testing.T) {
	test.Table(t, "IsDigits", IsDigits, "isdigits.tsv")
}

func TestHasDigits(t *testing.T) {
	for s, want := range map[string]bool{"alarm 0730": true, "1930s": true, "at 7:30": false, "12 345": false, "": false, "2025": true} {
		if got := HasDigits(s, 4); got != want {
			t.Errorf("HasDigits(%q, 4) = %v, want %v", s, got, want)
		}
	}
}

func TestOnly(t *testing.T) {
	test.Table(t, "Only", Only[string], "only.tsv")
	if !Only([]byte("Daft Punk")) || Only([]byte("Sigur Rós")) {
		t.Error("Only of bytes disagrees with Only of the same text")
	}
}
