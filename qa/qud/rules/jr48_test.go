package rules

import (
	"testing"

	"reqap/index/catalog"
)

// A bound of an amount with its unit ("longer than 30 minutes") after
// two things named is no comparison of the two: the calls with Mum that
// lasted so long are counted.
func TestUnitBoundIsNoSecondSide(t *testing.T) {
	cat := journal46Catalog("jr48-unitBound")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "activity", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "call", Count: 40}, {Text: "dinner", Count: 200}, {Text: "lunch", Count: 60}}},
		catalog.Field{Key: "duration_s", Kind: "duration", Events: 60})
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "participants" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Mum", Count: 30}, {Text: "Jonas", Count: 90}}
		}
	}
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"how many calls with Mum longer than 30 minutes":      {"duration_s > 1800", `"Mum"`, `activity == "call"`},
		"how many calls with Mum lasted more than 30 minutes": {"duration_s > 1800", `"Mum"`},
	}) {
		if f.Form != "count" {
			t.Errorf("%q: form %s, want count", q, f.Form)
		}
	}
}
