package nickname

import "testing"

func TestDiminutive(t *testing.T) {
	for _, c := range []struct {
		short, long string
		want        bool
	}{
		{"Ben", "Benni", true},
		{"tom", "tommy", true},
		{"Kath", "Kathie", true},
		{"Gret", "Gretchen", true},
		{"BEN", "benni", true},
		{"Len", "Lena", false}, // cut short: the nickname is the shorter
		{"Max", "Maximilian", false},
		{"Ben", "Ben", false},
	} {
		if got := Diminutive(c.short, c.long); got != c.want {
			t.Errorf("Diminutive(%q, %q) = %v, want %v", c.short, c.long, got, c.want)
		}
	}
}
