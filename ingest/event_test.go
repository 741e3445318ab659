package ingest

import "testing"

func TestDegrees(t *testing.T) {
	for _, c := range []struct {
		v        float64
		pos, neg string
		want     string
	}{{27.720022, "N", "S", "27.72°N"}, {-97.347951, "E", "W", "97.348°W"}, {0, "N", "S", "0°N"}, {48.8566, "N", "S", "48.857°N"}} {
		if got := Degrees(c.v, c.pos, c.neg); got != c.want {
			t.Errorf("Degrees(%v) = %q, want %q", c.v, got, c.want)
		}
	}
}
