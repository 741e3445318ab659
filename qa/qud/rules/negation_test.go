package rules

import (
	"strings"
	"testing"
)

// Periods lacking something are read whatever the case of "no" and
// whichever period or wording of their number: the cheap check before
// periodsLackingRE, which runs on every question, lets them all through.
func TestPeriodsLackingEveryWording(t *testing.T) {
	for q, want := range map[string]string{
		"Days in March with NO music":          "which days in March did I go without music?",
		"how many weeks WITHOUT a run in 2022": "how many weeks did I go without a run in 2022?",
		"number of weekdays with no emails":    "how many weekdays did I go without emails?",
		"which days of the week had no runs":   "which days of the week did I go without runs?",
		"list the months without any orders":   "which months did I go without orders?",
	} {
		if got := periodsLacking(q); !strings.EqualFold(got, want) {
			t.Errorf("%q: restated %q, want %q", q, got, want)
		}
	}
	for _, q := range []string{"how many days did I run", "which months did I not run"} {
		if got := periodsLacking(q); got != q {
			t.Errorf("%q: restated %q", q, got)
		}
	}
}
