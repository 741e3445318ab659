package address

import (
	"strings"
	"testing"

	"reqap/internal/test"
)

// The town and the country of an address, as calendars and maps write
// them.
func TestTownAndCountry(t *testing.T) {
	test.Rows(t, "Town, Country", func(in string) []any { return []any{Town(in), Country(in)} }, "towns.tsv")
}

func FuzzTown(f *testing.F) {
	for _, s := range []string{"Hauptstraße 1-5; 4041 Linz", "Roadstar 16\n12764 Happyville\nDenmark", "1 Main St, Springfield, IL 62704, USA", ",;\n", "UK"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if town := Town(s); !strings.Contains(s, town) {
			t.Errorf("Town(%q) = %q, not of the address", s, town)
		}
		_ = Country(s)
	})
}
