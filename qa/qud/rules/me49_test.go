package rules

import (
	"reqap/internal/test"
	"testing"
)

// A thing named as the one asked to be the top of a kind it is no field
// value of is the condition on the best, after all of the kind are
// ranked: "was running my top sport" ranked the runs by type (running,
// always), "was Pizzeria Amalfi my top restaurant" searched for the name
// and answered the top one's name to a yes-or-no.
func TestNamedTopOfAKind(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"Was running my top sport in 2021?":     {"APPLY len(items) > 0", `FILTER workout_type == "running"`, "ARGMAX", `RETRIEVE "I worked out"`},
		"Was cycling my most frequent workout?": {`FILTER workout_type == "cycling"`, "APPLY len(items) > 0"},
	})
	for _, q := range []string{"Was running my top sport in 2021?", "Was cycling my most frequent workout?"} {
		if _, f := d.Decompose(q); f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
}

// Where money went is what it was spent on: "where did most of my money
// go" answered a city.
func TestMoneyWent(t *testing.T) {
	test.Table(t, "idioms", idioms, "moneywent.tsv")
}
