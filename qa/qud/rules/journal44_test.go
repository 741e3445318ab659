package rules

import (
	"testing"
)

// A part of the day before the noun of a doing is the doing in that part
// ("evening runs": runs in the evening); before a day's own it stays.
func TestPartOfDayBeforeADoing(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"How many evening runs did I do?":    {"start_time >= time(18, 0)"},
		"How many morning swims in 2025?":    {"start_time >= time(5, 0)", "year(start_date) == 2025"},
		"When was my last evening run?":      {"start_time >= time(18, 0)"},
		"Did I go for a run this morning?":   {"start_date == today"},
		"How many afternoon walks did I do?": {"start_time >= time(12, 0)"},
		"Evening runs in 2025?":              {"start_time >= time(18, 0)"},
	})
	for _, q := range []string{"how many evening news did I read", "how many runs called Evening Run", "when did I watch Parents' Evening season 2"} {
		if got := partOfDayAdjunct(q, d.lx); got != q {
			t.Errorf("a part of the day before no doing, or in a title, moved: %q", got)
		}
	}
}
