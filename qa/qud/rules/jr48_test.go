package rules

import (
	"testing"
)

// A race's distance followed by a bound's side ("10k or more", "5k or
// less") is the bound, not the race run within a tenth of it.
func TestRaceDistanceOrMoreIsABound(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr48-orMore"))
	treesHave(t, d, map[string][]string{
		"runs of 10k or more":                    {"distance_km >= 10"},
		"how many times did I run 5k or less":    {"distance_km <= 5"},
		"did I ever run a 10k or longer in 2025": {"distance_km >= 10"},
		"my 5k runs":                             {"abs(distance_km - 5)"},
	})
	treesLack(t, d, "abs(distance_km", "a bound read as the race", "runs of 10k or more")
}
