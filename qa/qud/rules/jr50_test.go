package rules

import (
	"testing"

	"reqap/index/catalog"
)

// A number asked by a group ("how many runs by weekday"), of each type
// of the thing counted, or for every period is a row a group, as "each
// month" is: not one number of all of them.
func TestNumberAskedByGroup(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-byGroup"))
	for q, f := range treesHave(t, d, map[string][]string{
		"how many runs by weekday":                  {"GROUP_BY keys=[weekday]"},
		"how many workouts of each type in 2025":    {"GROUP_BY keys=[workout_type]", "year(start_date) == 2025"},
		"how many workouts for every month of 2025": {"GROUP_BY keys=[month]", "year(start_date) == 2025"},
	}) {
		if f.Group == nil {
			t.Errorf("%q: no group", q)
		}
	}
}

// A weekday said with "typical", "usual" or "normal" ("on a typical
// Saturday") is any Saturday, as "an average Sunday" is: not the coming
// one.
func TestTypicalWeekdayIsEvery(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-typicalDay"))
	qs := []string{"how far do I run on a typical Saturday", "on a usual Sunday what do I eat for breakfast"}
	treesHave(t, d, map[string][]string{
		qs[0]: {"weekday(start_date) == 6"},
		qs[1]: {"weekday(start_date) == 7"},
	})
	treesLack(t, d, "add_days(today", "read as the coming day", qs...)
}

// "Did I … both X and Y" asks whether each was so: the two weighed as
// sides (both, one, or neither), not one record holding the two, which
// answered "no" where each was had on its own day. "With both X and Y"
// is one time in their company.
func TestBothAndWhetherEach(t *testing.T) {
	cat := journal46Catalog("jr50-bothAnd")
	for i := range cat.Sources[0].Fields {
		switch cat.Sources[0].Fields[i].Key {
		case "food":
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "pizza", Count: 24}, {Text: "sushi", Count: 16}}
		case "participants":
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Jonas", Count: 90}, {Text: "Lena", Count: 40}}
		}
	}
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"did I eat both pizza and sushi in October 2025": {`"both"`, "side_a > 0 && side_b > 0"},
	}) {
		if f.Form != FormCompare || !f.Either || len(f.Sides) != 2 {
			t.Errorf("%q: form %s either %v sides %v", q, f.Form, f.Either, f.Sides)
		}
	}
	if _, f := d.Decompose("have I ever had dinner with both Jonas and Lena"); f.Form == FormCompare {
		t.Errorf("company of two weighed as sides: %s", f)
	}
}
