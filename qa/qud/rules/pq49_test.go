package rules

import (
	"strings"
	"testing"
)

// A noun ending in "est" is no superlative ("a running vest"): "when did
// I last order a running vest" looked for things named "running" (or
// "run", "jog") and found none.
func TestNounInEst(t *testing.T) {
	for q, want := range map[string]string{
		"I ordered a running vest":    "running vest",
		"I bought a guest towel":      "guest towel",
		"I ordered the newest laptop": "",
	} {
		if got := strings.Join(boughtObject(FormWhen, q), " "); got != want {
			t.Errorf("%q: the thing bought is %q, want %q", q, got, want)
		}
	}
}
