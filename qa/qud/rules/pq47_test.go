package rules

import (
	"strings"
	"testing"

	"reqap/qa/tree"
)

// A superlative of price before a period ranks the periods by what was
// spent: "my most expensive month for shopping" named the priciest item.
func TestPriciestPeriodIsSpending(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"the most expensive month for shopping in 2021": {"val=month", "year(start_date) == 2021"},
		"my most expensive month on amazon":             {"val=month"},
		"my most expensive month in 2021":               {"val=month"},
		"the costliest year for shopping":               {"val=year"},
	})
	n, _ := d.Decompose("my most expensive purchase in 2021")
	if text := tree.Format(n); strings.Contains(text, "val=month") {
		t.Errorf("a thing ranked by price read as a period:\n%s", text)
	}
}
