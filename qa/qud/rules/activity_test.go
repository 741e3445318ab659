package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// The hour a thing happens at is read from the happenings told with a
// time: one placed only by the part of the day ("this morning", at the
// morning's first hour) says no hour.
func TestHourFromTimesWritten(t *testing.T) {
	cat := journal46Catalog("daypart")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "time_of_day", Kind: "text", Events: 300, Names: true, Values: []catalog.Value{{Text: "evening", Count: 200}, {Text: "morning", Count: 100}}})
	const written = `(time_of_day ?? "") == ""`
	treesHave(t, withCatalog(t, cat), map[string][]string{
		"what time do I usually have breakfast": {written, "hour(start_time)"},
		"at what time do I usually eat dinner":  {written},
	})
	n, _ := withCatalog(t, journal46Catalog("no-daypart")).Decompose("what time do I usually have breakfast")
	if strings.Contains(tree.Format(n), written) {
		t.Errorf("no part of the day recorded, yet times left out:\n%s", tree.Format(n))
	}
}
