package rules

import (
	"testing"
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

// "How far back does X go" asks how early the records begin, as "when
// does X start" does: no distance.
func TestHowFarBackIsTheStart(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-farBack"))
	treesHave(t, d, map[string][]string{
		"how far back does my journal go": {"MIN attr=start_date"},
		"how far back do my runs go?":     {"MIN attr=start_date", "sources=[workout]"},
	})
	treesLack(t, d, "distance", "read as a distance", "how far back does my journal go", "how far back do my runs go?")
}

// A number of times after a verb that also names a measure ("climb",
// elevation) is a count of the doing, not an amount of the measure.
func TestTimesAfterMeasureVerbIsACount(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-climbTimes"))
	treesHave(t, d, map[string][]string{
		"did I climb more than 20 times in 2025?": {"len(items) > 20", "year(start_date) == 2025"},
	})
	treesLack(t, d, "elevation", "the times read as an elevation", "did I climb more than 20 times in 2025?")
}

// "Each" in a yes/no question of periods ("did I swim each month of
// 2025") is "every": whether no month went without, not a table.
func TestEachPeriodWhetherIsEvery(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-eachMonth"))
	for q, f := range treesHave(t, d, map[string][]string{
		"did I go swimming each month of 2025":  {"year(start_date) == 2025", "start_of_month"},
		"did I run each week in September 2025": {"month(start_date) == 9"},
	}) {
		if f.Form != FormNotDays {
			t.Errorf("%q: form %s, want not_days", q, f.Form)
		}
	}
}
