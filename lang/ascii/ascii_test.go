package ascii

import (
	"testing"

	"reqap/internal/test"
)

func TestIsDigits(t *testing.T) {
	test.Cases(t, "IsDigits", IsDigits, map[string]bool{
		"": false, "0": true, "2019": true, "-1": false, "1.5": false, " 1": false, "١٢": false, "１２": false, "12a": false,
	})
}
