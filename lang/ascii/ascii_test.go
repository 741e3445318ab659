package ascii

import "testing"

func TestIsDigits(t *testing.T) {
	for s, want := range map[string]bool{
		"": false, "0": true, "2019": true, "-1": false, "1.5": false, " 1": false, "١٢": false, "１２": false, "12a": false,
	} {
		if got := IsDigits(s); got != want {
			t.Errorf("IsDigits(%q) = %v, want %v", s, got, want)
		}
	}
}
