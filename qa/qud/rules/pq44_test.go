package rules

import (
	"strings"
	"testing"

	"reqap/qa/tree"
)

// "How many more A than B" presumes A is ahead; where B is, a bare
// difference came out negative ("-7198") and read as a count. The
// difference is said the other way round with both amounts; a change
// from one time to another keeps its sign (a fall is negative).
func TestMoreThanTheOtherWayRoundIsSaid(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"How many more films than songs did I stream in 2021?":      {"side_a >= side_b ? side_a - side_b", `fewer, not more (`},
		"How many fewer songs than films did I play last year?":     {"side_b >= side_a ? side_b - side_a", `more, not fewer (`},
		"How much more did I spend on Amazon in 2021 than in 2020?": {"side_a >= side_b ? side_a - side_b", `less, not more (`},
	})
	for _, q := range []string{"How did my number of orders change from 2020 to 2021?", "By how much did my spending change from 2020 to 2021?"} {
		n, _ := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(text, "not more") || !strings.Contains(text, "side_a - side_b") {
			t.Errorf("%q: a change lost its sign:\n%s", q, text)
		}
	}
}

