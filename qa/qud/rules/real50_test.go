package rules

import "testing"

// "How far back does my mail go": how far in time the records reach,
// the first of them. It was read as a distance, summed over the
// workouts and the location history ("1690.52 km").
func TestFarBackInTime(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how far back does my mail go":              {"MIN attr=start_date", "sources=[mail]"},
		"How far back do my Amazon orders go back?": {"MIN attr=start_date", "online_purchase"},
		"how far back does my listening history go": {"MIN attr=start_date", "music_stream"},
	})
	treesLack(t, d, "distance", "read as a distance", "how far back does my mail go", "how far back do my runs go")
}

// "Were none of my runs longer than 20 km?": a subject quantified by
// none asks whether there were none. It asked whether there were any and
// searched for the words "none of my runs" ("no — nothing found").
func TestNoneOfSubject(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"were none of my runs longer than 20 km?":     {"len(items) == 0", "distance_km > 20", `RETRIEVE "I went running"`},
		"Did none of my orders cost more than $5000?": {"len(items) == 0", "price > 5000"},
		"was there no run longer than 20 km?":         {"len(items) == 0", "distance_km > 20"},
		"were any of my runs longer than 20 km?":      {"len(items) > 0"},
	})
	treesLack(t, d, `RETRIEVE "none of`, "searched for as words", "were none of my runs longer than 20 km?")
}

// "How many runs by month", "how much did I spend by category": a number
// for each group, as "runs by month" asks without the question word. It
// counted (summed) all of them, searching for the words "by month".
func TestHowManyByGroup(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many runs by month":                 {"GROUP_BY keys=[month]", "len(group)"},
		"how many songs by artist in 2024":       {"GROUP_BY keys=[artist]", "year(start_date) == 2024"},
		"how much did I spend by month in 2021?": {"GROUP_BY keys=[month]", "sum(map(group, .price))"},
		"How many workouts by type":              {"GROUP_BY keys=[workout_type]"},
		"how many songs by Radiohead":            {`artist == "Radiohead"`},
	})
	treesLack(t, d, "GROUP_BY", "a name is no group", "how many songs by Radiohead", "how many songs by the band Radiohead")
}

// "How many songs each day of the week", "per weekday": a place in a
// cycle is a group, a number for each, as "per artist" is; "day" there is
// no rate nor the days themselves. And "how much did I spend for every
// month of 2021" is a sum for each month, as "for each month" is. They
// grouped by the day ("songs of the week" searched for), counted all
// songs, or summed the year.
func TestPerCycleAndEveryPeriod(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many songs each day of the week":            {"GROUP_BY keys=[weekday]"},
		"How many songs per weekday?":                    {"GROUP_BY keys=[weekday]"},
		"how many songs did I play each hour of the day": {"GROUP_BY keys=[hour]"},
		"how much did I spend for every month of 2021":   {"GROUP_BY keys=[month]", "sum(map(group, .price))"},
		"how many songs per month":                       {"30.43"},
	})
	treesLack(t, d, `"songs of the week"`, "searched for as words", "how many songs each day of the week")
}

// "Orders by seller in 2022", "how many episodes by device": a breakdown
// by a field of the library that no lexicon names as a group is a row
// for each of its values, as one by month is. They listed the orders
// (searched for "orders by seller"), or counted the episodes by their
// titles, or found nothing for "breakdown of my Netflix viewing by
// device".
func TestByLibraryField(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"orders by seller in 2022":                {"GROUP_BY keys=[seller]", "year(start_date) == 2022"},
		"how much did I spend by seller in 2021?": {"GROUP_BY keys=[seller]", "sum(map(group, .price))"},
	})
	d = testLibrary(t)
	treesHave(t, d, map[string][]string{
		"how many episodes by device":               {"GROUP_BY keys=[device]"},
		"breakdown of my Netflix viewing by device": {"GROUP_BY keys=[device]"},
	})
	treesLack(t, d, "keys=[device]", "a name is no group", "how many episodes of Archer by device Mac")
}

// "How much do I spend in a typical month", "how many songs on a
// typical day": a period said generically is per such period on
// average. It ranked the months (the month of the most spending), and
// read "a typical day" as words searched for; "a typical Saturday" was
// the next Saturday.
func TestTypicalPeriod(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how much do I spend in a typical month":            {"30.43", "sum(map(items, .price))"},
		"how many songs on a typical day":                   {"len(items) / max(1,"},
		"How many songs do I listen to in an average week?": {"/ 7)"},
		"how many songs on a typical Saturday":              {"weekday(start_date) == 6"},
	})
	treesLack(t, d, "ARGMAX", "the month of the most", "how much do I spend in a typical month")
	treesLack(t, d, "add_days(today", "the next Saturday", "how many songs on a typical Saturday")
}

// "How many songs do I play on Saturdays on average": a count averaged
// where the time is days of the week is a number for each such day. It
// counted them all, saying "an average of nothing measurable".
func TestAverageCountOnWeekdays(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many songs do I play on Saturdays on average": {"AVG attr=count", "GROUP_BY keys=[start_date]", "weekday(start_date) == 6"},
		"how many songs did I play on a typical weekend":   {"AVG attr=count", "GROUP_BY keys=[weekend]"},
	})
	notesSay(t, d, "nothing measurable", []noteCase{{"how many songs do I play on Saturdays on average", ""}})
}

// "When does my Spotify data start", "the newest order in my data": the
// data of a service, or the person's data, are the records themselves,
// no word searched for. They searched for "data" (a song "Data Sluts":
// 2023-12-01, where the songs begin in 2010) or found nothing.
func TestServiceData(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"when does my Spotify data start":       {"MIN attr=start_date", `RETRIEVE "I listened to music"`},
		"what's the newest order in my data":    {`RETRIEVE "my online purchases"`},
		"how many songs are in my Spotify data": {`RETRIEVE "I listened to music"`},
	})
	treesLack(t, d, `data" sources`, "searched for as a word", "when does my Spotify data start", "what's the newest order in my data")
}

// "How many songs did I play on days with a workout": the days of a
// happening said with "with", as "on days I had a workout" says them.
// It searched for the words "on days with a workout" (0).
func TestOnDaysWithOne(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many songs did I play on days with a workout": {"start_date in days", `RETRIEVE "I listened to music"`},
		"what did I listen to on the days with a run":      {`RETRIEVE "I went running"`},
	})
	treesLack(t, d, `RETRIEVE "I played songs on days`, "searched for as words", "how many songs did I play on days with a workout")
}

// "How many songs by device": a breakdown by a field only other records
// keep (the workouts' and the viewings' device) is no answer about
// songs; it is left out and the answer says so.
func TestByFieldOfOtherRecords(t *testing.T) {
	d := testLibrary(t)
	notesSay(t, d, "not recorded for these records", []noteCase{
		{"how many songs by device", `"by device" is not understood`},
		{"how many episodes by device", ""},
	})
	treesLack(t, d, "GROUP_BY keys=[device]", "the workouts' device", "how many songs by device")
}

// "How many orders each year by payment method": a period beside a
// breakdown by another key is a second breakdown, which one table of
// groups cannot show; the answer says it was left out. It said nothing.
func TestSecondBreakdownSaid(t *testing.T) {
	d := real49Lib(t)
	notesSay(t, d, "one breakdown only", []noteCase{
		{"how many orders each year by payment method", `"each year" is not understood`},
		{"how many runs each month in 2016", ""},
		{"how many songs by artist in 2024", ""},
	})
}

// "How many years between my first and last Amazon order", "how many
// weeks between my last two runs": the unit is the span's, no word of
// the records. It searched for "years Amazon order" among the orders.
func TestSpanUnitNotSearched(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many years between my first and last Amazon order": {"/ 365.2425", `RETRIEVE "my online purchases"`},
		"how many weeks between my last two runs":               {"/ 7", `RETRIEVE "I went running"`},
	})
	treesLack(t, d, `RETRIEVE "years`, "the unit searched for", "how many years between my first and last Amazon order")
	treesLack(t, d, `RETRIEVE "weeks`, "the unit searched for", "how many weeks between my last two runs")
}

// "How many years of Amazon orders do I have": how long the records
// reach, from the first to the last. It counted the items ordered
// (4308).
func TestYearsOfRecords(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many years of Amazon orders do I have":    {"/ 365.2425", `RETRIEVE "my online purchases"`},
		"How many years of Spotify history do I have?": {"/ 365.2425", `RETRIEVE "I listened to music"`},
		"how many months worth of emails do I have":    {"/ 30.43"},
	})
	treesLack(t, d, "item_count", "the items counted", "how many years of Amazon orders do I have")
}

// "Were all my runs in 2016?": every one at a time, which the planner
// cannot turn into a condition of none outside it; it answered whether
// any was, confidently ("yes" of runs from 2015 to 2023). Now it says so.
func TestAllOfATimeSaid(t *testing.T) {
	d := real49Lib(t)
	notesSay(t, d, `"all" of a time`, []noteCase{
		{"were all my runs in 2016?", allThenNote},
		{"did all my runs happen in 2016?", allThenNote},
		{"were any of my runs in 2016?", ""},
		{"have all my orders shipped?", ""},
	})
}

// "When did my Amazon orders start and end", "what is the date range of
// my emails", "what time span does my Spotify data cover": the first
// and the last of them, as dates. They gave the last order's date only,
// the first email's, or searched for "span does my Spotify data cover".
func TestRangeOfRecords(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"when did my Amazon orders start and end":   {"[min(map(items,", `RETRIEVE "my online purchases"`},
		"what is the date range of my emails":       {"[min(map(items, .start_date)), max(map(items, .start_date))]"},
		"what time span does my Spotify data cover": {"[min(map(items, .start_date)), max(map(items, .start_date))]", `RETRIEVE "I listened to music"`},
	})
}

// "How many minutes per episode of Archer": an amount of each of the
// things played is an average. It made a row for each episode, with how
// many times it was watched.
func TestAmountPerPlayedThing(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many minutes per episode of Archer": {"AVG attr=minutes", `series_title == "Archer"`},
	})
	treesLack(t, d, "GROUP_BY keys=[episode_title]", "a row for each episode", "how many minutes per episode of Archer")
	treesHave(t, d, map[string][]string{"how many episodes per series": {"GROUP_BY keys=[series_title]"}})
}
