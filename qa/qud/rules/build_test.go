package rules

import "testing"

// A condition that is two bracketed alternatives joined by || is
// bracketed whole beside another: "(a) || (b) && c" keeps every a.
func TestAlternativesBracketedWhole(t *testing.T) {
	for e, want := range map[string]bool{
		`(a == 1)`:                   true,
		`((a == 1) || (b == 2))`:     true,
		`(a == 1) || (b == 2)`:       false,
		`((a) || x == ")") || (b)`:   false,
		`(text matches "(?i)\\bx(")`: true,
		`a == 1 || b == 2`:           false,
	} {
		if got := parenthesised(e); got != want {
			t.Errorf("parenthesised(%s) = %v, want %v", e, got, want)
		}
	}
}
