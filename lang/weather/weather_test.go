package weather

import "testing"

func TestStemAndTold(t *testing.T) {
	for w, want := range map[string][2]string{
		"rain": {"rain", "rain"}, "rainy": {"rain", "rain"}, "raining": {"rain", "rain"}, "rained": {"rain", "rain"},
		"sunny": {"sun", "sun"}, "sun": {"sun", "sun"}, "foggy": {"fog", "fog"}, "drizzly": {"drizzle", "drizzle"},
		"Windy": {"", "wind"}, "winding": {"wind", ""}, "stormed": {"storm", ""}, "hailed": {"hail", ""},
		"shower": {"shower", ""}, "showers": {"shower", ""}, "clouds": {"cloud", "cloud"}, "cloudy": {"cloud", "cloud"},
		"suns": {"sun", ""}, "sunday": {"", ""}, "brainstorm": {"", ""},
	} {
		if got := Stem(w); got != want[0] {
			t.Errorf("Stem(%q) = %q, want %q", w, got, want[0])
		}
		if got := Told(w); got != want[1] {
			t.Errorf("Told(%q) = %q, want %q", w, got, want[1])
		}
	}
}
