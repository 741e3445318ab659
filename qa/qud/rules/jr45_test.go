package rules

import (
	"testing"
	"time"
)

// The days without a thing never found are not known: none recorded at
// all gives no number, where 0 said every day had it ("how many days did
// I not see Karim", no Karim anywhere: 0).
func TestNotDaysOfNothingFound(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-recorded"
	for i := range cat.Sources {
		cat.Sources[i].First = time.Date(2024, 9, 1, 0, 0, 0, 0, time.UTC)
		cat.Sources[i].Last = time.Date(2025, 10, 31, 0, 0, 0, 0, time.UTC)
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many days did I not see Karim": {`len(d) == 0 ? nil : (let a = date("2024-09-01")`},
	})
}
