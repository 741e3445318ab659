package extract

import (
	"testing"

	"reqap/internal/test"
	"reqap/qa/people"
	"reqap/qa/retrieve/lexicon"
)

// FuzzRules feeds arbitrary text to every text rule: none may panic, and
// what they find must be sane.
func FuzzRules(f *testing.F) {
	lx := test.Must(f, lexicon.Default)
	ct := &contacts{Directory: people.New([]string{"Anna Berg"}, nil)}
	for _, s := range []string{"Paid $12.99 for parking", "Total: 45,50 € incl. VAT", "EUR 5.99", "Ran 10k in 52 min", "1:40:46",
		"2h 5m", "burned 650 kcal", "Coffee at Café Luna with Anna", "Dinner with Lisa, Sam & Jo", "with", "at", "£1,200.50",
		"99:99:99", "Trattoria da Luigi 🍕", "€", "1.2.3.4 km", "with Anna Berg and"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if d, ok := ruleDuration(s); ok && d < 0 {
			t.Fatalf("negative duration %v in %q", d, s)
		}
		if d, ok := ruleDistance(s); ok && d < 0 {
			t.Fatalf("negative distance %v in %q", d, s)
		}
		ruleKcal(s)
		if a, cur, ok := ruleMoney(s); ok && (a < 0 || cur == "") {
			t.Fatalf("money %v %q in %q", a, cur, s)
		}
		toks := lexicon.Tokens(s)
		if p, ok := rulePlace(s, toks); ok && p == "" {
			t.Fatalf("empty place in %q", s)
		}
		for _, n := range ct.find(lx, s, toks) {
			if n == "" {
				t.Fatalf("empty name in %q", s)
			}
		}
		ruleKind(lx, toks, "cuisine")
		person(s)
	})
}
