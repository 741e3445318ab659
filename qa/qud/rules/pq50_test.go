package rules

import (
	"testing"
)

// "In a typical week", "on an average day": the amount of one period that
// stands for them all is the amount per period. "How many songs do I play
// in a typical week" was the busiest week's count, "how far do I run in
// an average week" the average run, and "on a typical Saturday" the
// coming Saturday.
func TestTypicalPeriodIsPerPeriod(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how many songs do I play in a typical week":     {"/ 7)"},
		"how far do I run in an average week":            {"/ 7)", "distance_km"},
		"how much do I spend in a normal month":          {"/ 30.4", "price"},
		"how many steps do I take on a typical Saturday": {"weekday(start_date) == 6"},
	})
	treesLack(t, d, "ARGMAX", "a typical week was read as the busiest", "how many songs do I play in a typical week")
	treesLack(t, d, "add_days(today", "a typical Saturday was read as the coming one", "how many steps do I take on a typical Saturday")
}

// "How far back does my mail go" asks when the records begin: it was the
// distance of every workout.
func TestHowFarBackIsTheFirst(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how far back does my mail go":       {"MIN attr=start_date", "sources=[mail]"},
		"how far back do my runs go?":        {"MIN attr=start_date", "running"},
		"How far back does my music go back": {"MIN attr=start_date", "music_stream"},
	})
	treesLack(t, d, "distance_km", "how far back was read as a distance", "how far back does my mail go")
}

// "How much did I spend every month of 2022" is the amount of each month,
// as "each month" is: it was the year's one total; "did I run every
// month" still asks of each.
func TestEveryPeriodAmountIsEach(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how much did I spend every month of 2022":     {"GROUP_BY keys=[month]", "sum(map(group, .price))"},
		"how much did I spend for every month of 2022": {"GROUP_BY keys=[month]"},
		"how many km did I run every month in 2021":    {"GROUP_BY keys=[month]", "distance_km"},
	})
	treesLack(t, d, "GROUP_BY", "a yes or no of every month is no table", "did I run every month in 2022")
}

// An amount asked by a group ("how many runs by month in 2022", "how far
// did I run by year") is the amount of each, as the same words in a
// request are: it was one count of all.
func TestAmountByGroupIsATable(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how many runs by month in 2022":               {"GROUP_BY keys=[month]", "year(start_date) == 2022"},
		"how many badminton sessions by month in 2022": {"GROUP_BY keys=[month]", "badminton"},
		"how far did I run by year":                    {"GROUP_BY keys=[year]", "distance_km"},
		"how often did I run by weekday":               {"GROUP_BY keys=[weekday]"},
	})
	treesLack(t, d, "GROUP_BY", "the maker of songs is no group", "how many songs by Hellfrost did I play")
}

// A bound right after a verb of paying is money though no currency is
// said: "did I ever spend over 300 in a day" counted whether there were
// more than 300 things at all, and "over 200 in one order" was not
// answered.
func TestSpentBareAmountIsMoney(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"did I ever spend over 200 in one order?":     {"order_price > 200"},
		"did I ever spend over 300 in a day":          {"day_price > 300"},
		"how many orders cost less than 10":           {"order_price < 10"},
		"did I spend more than 20 hours on badminton": {"72000"},
	})
	treesLack(t, d, "len(items) > 300", "an amount spent is no number of things", "did I ever spend over 300 in a day")
}

// A bound on a measure with nothing done named is read where the measure
// is recorded: "did I take more than 15000 steps on any day" searched
// every source for "I took on any day".
func TestBoundOnMeasureReadsItsSources(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"did I take more than 15000 steps on any day?":   {"sources=[health]", "steps > 15000"},
		"was there a day with more than 15000 steps":     {"sources=[health]", "steps > 15000"},
		"how many days did I take more than 10000 steps": {"sources=[health]", "dates_of"},
	})
}

// An adverb of amount between "how much" and its verb goes with the
// question: "how much on average do I spend per month in 2022" lost the
// spending and counted "I spent" (0).
func TestAdverbAfterHowMuch(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how much on average do I spend per month in 2022":      {"sum(map(items, .price))", "\"month\""},
		"how many songs on average did I play per day in 2022?": {"sources=[music_stream]", "days_between"},
	})
	treesLack(t, d, `"I spent"`, "the spending was lost", "how much on average do I spend per month in 2022")
}

// "In my data", "in my records" are the person's records as a whole and
// narrow nothing: "how many workouts are in my data" searched the
// workouts for the words "are in my data" and found none.
func TestInMyDataNarrowsNothing(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how many workouts are in my data":       {`RETRIEVE "I worked out"`},
		"how many emails do I have in my data?":  {`RETRIEVE "emails" `},
		"what is the oldest email in my records": {`RETRIEVE "emails" `},
	})
	// after a noun they tell what it is of: anything recorded
	treesHave(t, d, map[string][]string{"what's the most recent thing in my data": {`RETRIEVE "everything"`}})
}

// "How many weeks in 2022 did I play badminton" counts the weeks that had
// a session, each once, as "how many days" counts days: it was the
// sessions, searched for the word "weeks".
func TestWeeksDoneCounted(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how many weeks in 2022 did I play badminton":   {"start_of_week(#)", "year(start_date) == 2022"},
		"how many weeks last year did I run":            {"start_of_week(#)"},
		"how many months did I order something in 2021": {"start_of_month(#)"},
		"how many months did I run more than 50 km":     {"month_distance_km > 50"},
		"how many weeks in 2022 did I not run":          {"days_between(a, z) / 7"},
	})
	treesLack(t, d, "RETRIEVE \"I ran weeks", "the word was searched for", "how many weeks did I run in 2022")
	treesLack(t, d, "start_of_week(#)})))", "a length of time asked is no weeks that had it", "how many weeks ago did I run")
}

// A bound said of every one ("was every ride in 2022 longer than 10 km",
// "did each of my runs exceed 3 km") holds when none is not within it: it
// was asked whether any one was.
func TestEveryOneBounded(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"was every ride in 2022 longer than 10 km":  {"!(distance_km > 10)", "len(items) == 0"},
		"did each of my runs in 2022 exceed 3 km":   {"!(distance_km > 3)", "len(items) == 0"},
		"were all my runs in 2022 longer than 3 km": {"!(distance_km > 3)"},
	})
	treesLack(t, d, "!(", "a bound of any one is no bound of every one", "was any ride in 2022 longer than 10 km")
}

// "Were none of my runs under 2 km" asks whether there were none: "none"
// was not understood and the answer was whether any was.
func TestNoneOfSubjectOfABound(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"were none of my runs under 2 km":         {"distance_km < 2", "len(items) == 0"},
		"none of my runs were under 2 km, right?": {"distance_km < 2", "len(items) == 0"},
	})
}

// A range from a time to now ("from March 2022 until now", "from 2021 to
// date") is since then: it was the first month or year alone.
func TestFromUntilNow(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how much did I spend from March 2022 until now": {`start_date >= date("2022-03-01")`},
		"how much did I spend from March 2022 to now":    {`start_date >= date("2022-03-01")`},
		"how many runs from 2021 to date":                {"year(start_date) >= 2021"},
		"how many runs from January 2023 up to today":    {"year(start_date) >= 2023"},
	})
	treesLack(t, d, "month(start_date) == 3", "the range was its first month alone", "how much did I spend from March 2022 till today")
}

// An amount asked of each weekday ("how many songs did I listen to each
// weekday", "how far did I run each weekday in 2022") is a row each: it
// was one count of all, searched for the word "weekday".
func TestEachWeekdayIsATable(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"how many songs did I listen to each weekday": {"GROUP_BY keys=[weekday]", "len(group)"},
		"how many emails did I get per weekday":       {"GROUP_BY keys=[weekday]"},
		"how far did I run each weekday in 2022":      {"GROUP_BY keys=[weekday]", "sum(map(group, .distance_km))"},
	})
}

// An average asked by a group ("average run length by year") is each
// group's average: it was each year's total.
func TestAverageByGroup(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"average run length by year":            {"avg(map(group, .duration_s))", "GROUP_BY keys=[year]"},
		"average distance of my rides by month": {"avg(map(group, .distance_km))"},
	})
	treesHave(t, d, map[string][]string{"total run length by year": {"sum(map(group, .duration_s))"}})
	// an average per month is no average of each thing
	treesLack(t, d, "avg(map(group", "an average per period is no average of each thing", "average spend per month by year")
}

// A comparative before a number of things ("more than 100 emails from
// Amazon") is a bound, no two sides weighed: the mail and Amazon's
// orders were weighed against each other.
func TestNumberBoundIsNoComparison(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"did I get more than 100 emails from Amazon": {"len(items) > 100"},
		"did I run more in 2022 than 2021":           {"side_a"},
	})
	treesLack(t, d, "side_a", "a bound is no side", "did I get more than 100 emails from Amazon")
}

// A bound on what was spent, with no window ("did I spend more than 100
// euros on Amazon"), is of what was spent in all: the answer was the
// total of the things over 100 and said the yes or no was not worked out.
func TestSpentBoundIsTotal(t *testing.T) {
	d := pq50Library(t)
	treesHave(t, d, map[string][]string{
		"did I spend more than 100 euros on Amazon":         {"sum(map(items, .price)) > 100"},
		"have I spent over 5000 euros on Amazon":            {"sum(map(items, .price)) > 5000"},
		"did I ever spend more than 100 euros on one order": {"order_price > 100"},
	})
}
