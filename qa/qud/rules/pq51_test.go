package rules

import (
	"slices"
	"testing"
)

// A change ranked with the verb's base after "did" ("in which month did my
// spending rise the most") is a change from one period to the next, which
// is not computed: the month of the most spending was answered with no
// word of it.
func TestChangeRankBaseVerbSaid(t *testing.T) {
	d := pq50Library(t)
	for _, q := range []string{
		"In which month did my spending rise the most?",
		"which year did my running grow the most",
		"in which month did my step count go down the most",
	} {
		if _, f := d.Decompose(q); !slices.Contains(f.Notes, changeRankNote) {
			t.Errorf("%q: no note that the change is not computed: %v", q, f.Notes)
		}
	}
}

// A rate weighed between two groups ("is my heart rate higher in the
// morning or the evening") is the mean of each side's records: the sum of
// the beats per minute was weighed, which says how many records there were.
func TestRateWeighedIsAveraged(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Is my heart rate higher in the morning or the evening?":  {"AVG attr=avg_heart_rate_bpm"},
		"was my average speed higher in 2022 or 2021 on my rides": {"AVG attr=avg_speed_kmh"},
	})
	treesLack(t, d, "SUM attr=avg_heart_rate_bpm", "a rate added up", "Is my heart rate higher in the morning or the evening?")
}

// "Did my step count go up or down in 2022 compared to 2021" is the change
// from 2021 to 2022, as "from 2021 to 2022" is: the answer named a year
// ("2021") where it was asked up or down.
func TestTrendAgainstEarlierTime(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Did my step count go up or down in 2022 compared to 2021?": {`"down"`, `"up"`},
		"did my spending go up or down in 2022 vs 2021":             {`"down"`, `"up"`},
		"did my step count go up or down from 2021 to 2022?":        {`"down"`, `"up"`},
	})
}

// One kind of day or hour weighed against nothing said ("are my runs
// longer on weekends", "am I more active in the morning") or against "the
// other months" is weighed against the rest of the time, a total per as
// long a time: "yes" was answered for having run on weekends at all, and
// "than in other months" was not understood.
func TestKindOfTimeAgainstTheRest(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Are my runs longer on weekends?":                    {"!(weekday(start_date) >= 6)", "AVG attr=distance_km"},
		"Am I more active in the morning?":                   {"!(start_time >= time(5, 0)"},
		"Do I spend more in December than in other months?":  {"!(month(start_date) == 12)", "* 0.09"},
		"Do I run more in summer than the rest of the year?": {"!(month(start_date) >= 6"},
	})
	treesLack(t, d, "!(", "a bound is no comparison", "Did I run more than 10 km on weekends?", "Do I run more on weekends or weekdays?")
}

// "Rarest" is the least frequent, as the dictionary has rare: "what's the
// rarest workout type I do" listed every type with its count.
func TestRarestIsLeastOften(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"What's the rarest workout type I do?": {"ARGMIN arg=count val=workout_type"},
		"which is my rarest artist in 2022":    {"ARGMIN arg=count val=artist"},
	})
}

// "Everyone" heading a clause of the person's ("list everyone I emailed in
// 2022") is the people of it, as "the people I emailed" are: the
// subjects of the mails were listed.
func TestEveryoneIAsked(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Give me a list of everyone I emailed in 2022": {".recipient"},
		"list everyone I met in 2022":                  {".person"},
		"Everybody that I had dinner with in 2022":     {".person"},
	})
	treesLack(t, d, ".subject", "the people asked are no subjects", "Give me a list of everyone I emailed in 2022")
}

// A request to sort or rank things by a measure is the ranking of all of
// them: "sort my workouts by length" was the hours of them all, "show my
// orders from December 2022 sorted by price" their total, "rank my
// friends by how often I met them" a count of words searched for.
func TestSortedByIsARanking(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Sort my workouts by length":                        {"ARGMAX arg=duration_s", "k=1000"},
		"Show my orders from December 2022 sorted by price": {"ARGMAX", "price", "month(start_date) == 12"},
		"Rank my friends by how often I met them":           {"ARGMAX arg=count val=person"},
		"Sort the artists I listened to in 2022 by plays":   {"ARGMAX arg=count val=artist", "year(start_date) == 2022"},
		"sort my runs by distance from shortest to longest": {"ARGMIN arg=distance_km"},
		"order my orders by price, cheapest first":          {"ARGMIN"},
	})
	treesLack(t, d, "SUM", "a sort is no total", "Sort my workouts by length", "Show my orders from December 2022 sorted by price")
}

// Two kinds of day of different lengths weighed ("do I run more on
// weekends or weekdays") are weighed per as long a time: the two days of
// a weekend against five weekdays' total said "weekdays" of a person who
// runs more on a weekend day; a morning and an evening, one each a day,
// and months are weighed as they are.
func TestKindsOfDayPerTime(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Do I run more on weekends or weekdays?":               {"(count_side_b * 0.398"},
		"Do I watch more movies on weekends than on weekdays?": {"side_a > ((side_b ?? 0) * 0.398"},
		"Was I more active on weekends or weekdays in 2022?":   {"* 0.398"},
		"Do I run more often in the morning or the evening?":   {"side_a > side_b"},
	})
	treesLack(t, d, "* 0.", "one each a day", "Do I run more often in the morning or the evening?", "Do I run more in summer or winter?")
}

// A yes-or-no comparison whose second side is said with "compared with"
// ("did I take more steps in 2022 compared with 2021") asks whether the
// first is more, as "than" does: it was answered with a year.
func TestYesNoComparedWith(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Did I take more steps in 2022 compared with 2021?": {"APPLY side_a > side_b —"},
		"Did I spend less in 2022 compared to 2021?":        {"APPLY side_a < side_b —"},
	})
	treesLack(t, d, `? "2022"`, "a yes or no is no year", "Did I take more steps in 2022 compared with 2021?")
}

// Things listed in the order of a superlative ("list my runs in 2023 from
// longest to shortest", "my orders in 2022, cheapest first") are all of
// them ranked: the longest run alone was answered.
func TestListedInAnOrder(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"List my runs in 2023 from longest to shortest": {"ARGMAX arg=distance_km", "k=1000", "year(start_date) == 2023"},
		"my orders in 2022, cheapest first":             {"ARGMIN", "k=1000"},
	})
}

// A change asked of one year ("how much did my spending increase in
// 2022", "did my spending go up in 2022", "by what percent did my running
// distance grow in 2022") is from the year before: the year's total was
// answered as the change.
func TestChangeInOneYear(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"How much did my spending increase in 2022?":            {"side_a >= side_b ? side_a - side_b", "year(start_date) == 2021"},
		"Did my spending go up in 2022?":                        {"APPLY side_a > side_b —"},
		"By what percent did my running distance grow in 2022?": {"round(100 * (side_a - side_b) / side_b, 2)"},
	})
	treesLack(t, d, "SUM attr=price — \"How much", "a total is no change", "How much did my spending increase in 2022?")
}

// A choice between more and less ("did I run more or less in 2022 than in
// 2021") is answered with the comparative that holds: "no" was answered
// of a year with more, whether the first was less being weighed.
func TestMoreOrLessIsAChoice(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Did I run more or less in 2022 than in 2021?":               {`side_a > side_b ? "more" : side_a < side_b ? "less"`},
		"Did I watch more or fewer movies in 2022 compared to 2021?": {`? "more" :`, `? "fewer" :`},
	})
}

// A sort by how much of a doing ("rank the years by how much I ran") ranks
// by the doing, not by money; "most visited first" lists all of them from
// the most: the first alone was answered.
func TestSortedByTheDoing(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Rank the years by how much I ran":                      {"val=year k=1000", "running"},
		"List the restaurants I've been to, most visited first": {"val=restaurant k=1000"},
	})
	treesLack(t, d, "price", "running is no spending", "Rank the years by how much I ran")
}

// A part of the week before the plural of a doing ("my weekend runs",
// "my weekday runs") is the doing then, as "evening runs" is: "are my
// weekend runs longer than my weekday runs" said "yes" for having run.
func TestWeekendRunsAreOnWeekends(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Are my weekend runs longer than my weekday runs?": {"weekday(start_date) >= 6", "weekday(start_date) <= 5", "AVG attr=distance_km"},
		"how many weekend runs did I do in 2022":           {"weekday(start_date) >= 6", "year(start_date) == 2022"},
	})
}

// "Only one" of the thing done ("who sent me only one email") is the
// doing only once: the words were searched for and every sender listed.
func TestOnlyOneThingIsOnce(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Who sent me only one email?":                {"FILTER count == 1", ".sender"},
		"How many people sent me exactly one email?": {"FILTER count == 1"},
	})
	treesLack(t, d, "count == 1", "a part of something, or a span of time, is no once", "Which series have I watched only one episode of?", "Did I run only one day in May 2022?")
}

// Two days of the week weighed ("do I run more on Saturdays or Sundays",
// "… versus Sundays") are two sides: the runs of either day were one
// window, and "versus" answered "yes" with no word of the comparison.
func TestTwoWeekdaysWeighed(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Do I run more on Saturdays or Sundays?":     {`? "Saturdays"`, `? "Sundays"`},
		"Do I run more on Saturdays versus Sundays?": {`? "Saturdays"`, `? "Sundays"`},
	})
	treesLack(t, d, "side_a", "no comparison", "Did I run on Saturdays or Sundays in May?")
}

// A sort by date with no order said keeps "by date" as the dates asked
// ("show my workouts in March 2023 ordered by date"): read as a ranking
// of the most recent, it listed the kinds of workout.
func TestSortedByDateIsByDate(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"Show my workouts in March 2023 ordered by date": {"MAP len(group)"},
		"sort my orders in 2023 by date, newest first":   {"ARGMAX arg=start_datetime"},
	})
}

// "Ordered by" after a question or the auxiliary of a passive is the
// doing's (bought by), no sort: "how many packages were ordered by my
// wife" was answered with every product ranked.
func TestOrderedByIsNoSort(t *testing.T) {
	d := pq50Library(t)
	treesLack(t, d, "k=1000", "a purchase's 'ordered by' is no sort",
		"how many packages were ordered by my wife",
		"which books were ordered by Anna in 2022")
}

// A part of the day weighed against the rest of it ("did I run more in the
// morning in 2022") is weighed as it is: per hour, the rest held the
// night, and a morning's 3 km against the rest's 5 km said "yes".
func TestPartOfDayAgainstTheRestAsItIs(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"did I run more in the morning in 2022": {"!(start_time >= time(5, 0)"},
	})
	treesLack(t, d, "* 0.4", "the rest of a day is not weighed per hour", "did I run more in the morning in 2022", "Am I more active in the morning?")
}

// "Most recent first" is an order by date, and "the most at first" no
// order: "show my orders, most recent first" ranked the products by how
// many were ordered.
func TestMostRecentFirstIsNoCount(t *testing.T) {
	d := pq50Library(t)
	treesLack(t, d, "k=1000", "a date order is no ranking by count",
		"show my orders, most recent first",
		"list my runs, most recent first",
		"which songs did I listen to the most at first")
}
