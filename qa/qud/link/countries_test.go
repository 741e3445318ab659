package link

import (
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// TestCountryNames: countryName's table says what x/text's display
// package says for every two capital letters (regenerate countries.go
// from it when x/text is updated and this fails).
func TestCountryNames(t *testing.T) {
	want := func(v string) string {
		r, err := language.ParseRegion(v)
		if err != nil || !r.IsCountry() {
			return ""
		}
		return display.English.Regions().Name(r)
	}
	n := 0
	for a := 'A'; a <= 'Z'; a++ {
		for b := 'A'; b <= 'Z'; b++ {
			v := string([]rune{a, b})
			if got, w := countryName(v), want(v); got != w {
				t.Errorf("countryName(%q) = %q, want %q", v, got, w)
			}
			if countryName(v) != "" {
				n++
			}
		}
	}
	if n < 250 {
		t.Errorf("%d country names", n)
	}
	for _, v := range []string{"", "E", "es", "ESP", "Es"} {
		if got := countryName(v); got != "" {
			t.Errorf("countryName(%q) = %q", v, got)
		}
	}
}
