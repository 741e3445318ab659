package rules

import (
	"testing"

	"reqap/internal/test"
)

// "Was Saturday the day I ran the most": whether the weekday named is
// the top of the days of the week; the day I ran the most was asked to
// be a Saturday of every record kept, and "was Sunday my top weekday for
// running" ranked the runs of the coming Sunday.
func TestWeekdayNamedMost(t *testing.T) {
	test.Table(t, "weekdayNamedMost", weekdayNamedMost, "weekdaynamedmost.tsv")
	d := testLibrary(t)
	for _, q := range []string{"Was Saturday the day I ran the most?", "Was Sunday my busiest day for running?", "Is Sunday the weekday I listen to music the most?", "Is Saturday the day of the week I run the most?", "Was Sunday the busiest day for running?"} {
		treesHave(t, d, map[string][]string{q: {"APPLY len(items) > 0", "FILTER any(group, {weekday(.start_date) ==", "GROUP_BY keys=[weekday]", "ARGMAX"}})
		treesLack(t, d, "add_days(today", "a date of the weekday", q)
		if _, f := d.Decompose(q); f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
}

func TestTimeLast(t *testing.T) { test.Table(t, "timeLast", timeLast, "timelast.tsv") }

func TestTimeAfterDash(t *testing.T) {
	test.Table(t, "timeAfterDash", timeAfterDash, "timeafterdash.tsv")
}

func TestPeriodFor(t *testing.T) { test.Table(t, "periodFor", periodFor, "periodfor.tsv") }

func TestMostOfAll(t *testing.T) { test.Table(t, "mostOfAll", mostOfAll, "mostofall.tsv") }

func TestTheOneMost(t *testing.T) { test.Table(t, "theOneMost", theOneMost, "theonemost.tsv") }

func TestPeriodNamedMost(t *testing.T) {
	test.Table(t, "periodNamedMost", periodNamedMost, "periodnamedmost.tsv")
}

func TestClauseLast(t *testing.T) { test.Table(t, "clauseLast", clauseLast, "clauselast.tsv") }
