package country

import (
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// TestCountryNames: Name's table says what x/text's display
// package says for every two capital letters (regenerate country.go
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
			if got, w := Name(v), want(v); got != w {
				t.Errorf("Name(%q) = %q, want %q", v, got, w)
			}
			if Name(v) != "" {
				n++
			}
		}
	}
	if n < 250 {
		t.Errorf("%d country names", n)
	}
	for _, v := range []string{"", "E", "es", "ESP", "Es"} {
		if got := Name(v); got != "" {
			t.Errorf("Name(%q) = %q", v, got)
		}
	}
}

func TestNamed(t *testing.T) {
	for in, want := range map[string]string{"Denmark": "Denmark", " denmark ": "Denmark", "Bosnia and Herzegovina": "Bosnia & Herzegovina", "Happyville": "", "": ""} {
		if got := Named(in); got != want {
			t.Errorf("Named(%q) = %q, want %q", in, got, want)
		}
	}
}

// A value written as a code, or as a code and a name in brackets, names
// the country.
func TestWritten(t *testing.T) {
	for in, want := range map[string]string{"DE (Germany)": "Germany", "JP (Japan)": "Japan", "US (United States)": "United States",
		"GB (UK)": "United Kingdom", "Germany": "Germany", "DE": "Germany", " ES ": "Spain", "XX": "XX", "de": "de", "XX (Nowhere)": "XX (Nowhere)", "Room 4 (east)": "Room 4 (east)"} {
		if got := Written(in); got != want {
			t.Errorf("Written(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFlag(t *testing.T) {
	es := []rune("\U0001F1EA\U0001F1F8") // Spain's flag
	if !IsFlagLetter(es[0]) || !IsFlagLetter(es[1]) || FlagCode(es[0], es[1]) != "ES" {
		t.Errorf("Spain's flag: letters %v %v, code %q", IsFlagLetter(es[0]), IsFlagLetter(es[1]), FlagCode(es[0], es[1]))
	}
	for _, r := range []rune{'E', 0x1F1E5, 0x1F200, 0x1F600} {
		if IsFlagLetter(r) {
			t.Errorf("IsFlagLetter(%U) is true", r)
		}
	}
	if z := rune(0x1F1FF); !IsFlagLetter(z) || FlagCode(z, z) != "ZZ" {
		t.Errorf("the letter Z: %v, %q", IsFlagLetter(z), FlagCode(z, z))
	}
}

func TestOfCity(t *testing.T) {
	for city, want := range map[string]string{
		"Kyoto": "Japan", "kyoto": "Japan", "Lisbon": "Portugal", "Vienna": "Austria", "Copenhagen": "Denmark",
		"Marrakesh": "Morocco", "Bangkok": "Thailand", "Dresden": "Germany", "Zürich": "Switzerland",
		"Paris":     "France", // the capital, not the town in Texas
		"Cambridge": "",       // England and Massachusetts: none
		"Ubud":      "", "Café Kanne": "", "": "",
	} {
		if got := OfCity(city); got != want {
			t.Errorf("OfCity(%q) = %q, want %q", city, got, want)
		}
	}
}

func TestOfCityAll(t *testing.T) {
	for city, want := range map[string]string{
		"Valencia": "Spain|Venezuela", // no capital: both, for the library to choose
		"Kyoto":    "Japan", "Paris": "France", "Ubud": "",
	} {
		if got := strings.Join(OfCityAll(city), "|"); got != want {
			t.Errorf("OfCityAll(%q) = %q, want %q", city, got, want)
		}
	}
}

func TestAdjectives(t *testing.T) {
	for name, want := range map[string]string{"Australia": "australian", "Italy": "italian", "Japan": "japanese", "China": "chinese", "Germany": "german", "India": "indian", "Brazil": "brazilian"} {
		if got := Adjectives(name); !slices.Contains(got, want) {
			t.Errorf("Adjectives(%q) = %v, want %q among them", name, got, want)
		}
	}
	if got := Adjectives("United Kingdom"); got != nil {
		t.Errorf("a name of several words has no regular adjective: %v", got)
	}
}
