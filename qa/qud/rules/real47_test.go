package rules

import (
	"strings"
	"testing"
)

// A word is clipped, not a phrase: the product category "coffee" was
// said by "coffee shop" too, as "physio" is by "physiotherapy", and the
// coffee shops visited were the coffee bought on Amazon.
func TestPhraseIsNoClipping(t *testing.T) {
	d := real47Lib(t)
	for _, q := range []string{"coffee shops I visited", "what coffee shops have I been to"} {
		_, f := d.Decompose(q)
		for _, c := range f.Content {
			if strings.Contains(c.Words, "shop") {
				t.Errorf("%q: the shop read as a value: %s (%s)", q, c.Expr, c.Words)
			}
		}
	}
	treesUnderstood(t, d, map[string][]string{
		"when did I buy coffee": {`category == "coffee"`},
	})
}
