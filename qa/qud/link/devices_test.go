package link

import (
	"slices"
	"testing"
)

// The names exports give devices are said as their kinds; a field that
// names no device, or a name of no known kind, is said as nothing.
func TestDeviceSaid(t *testing.T) {
	for _, c := range []struct {
		field, value, kind string
	}{
		{"device", "Apple iPhone 5 with CDMA", "phone"},
		{"device", "Microsoft Xbox 360", "console"},
		{"device", "Samsung 2015 Smart TV", "tv"},
		{"device", "Chrome PC (Cadmium)", "computer"},
		{"device", "Mac", "laptop"},
		{"platform", "Android OS 9 API 28 (samsung, SM-G960F)", "phone"},
		{"platform", "iPad", "tablet"},
		{"client", "Twitter for iPhone", "phone"},
		{"device", "Garmin Fenix 2", ""},
		{"artist", "The Phones", ""},
	} {
		got := deviceSaid(c.field, c.value)
		if c.kind == "" && len(got) > 0 || c.kind != "" && !slices.Contains(got, c.kind) {
			t.Errorf("deviceSaid(%q, %q) = %v, want %q", c.field, c.value, got, c.kind)
		}
	}
}
