package e2e

import (
	"testing"
	"time"
)

// dailyToday is the reference date of the daily notes' questions.
var dailyToday = time.Date(2026, 3, 16, 12, 0, 0, 0, time.UTC)

// dailyQuestions are asked of testdata/daily, an American's plain
// Markdown daily notes, one file a day named YYYY-MM-DD.md (2 February –
// 13 March 2026, 40 days), in a terse log voice unlike the other journal
// fixtures: "- 6:45 ran 4 mi w/ Sam, 36 mins #run", "- $12.50 lunch @
// Chipotle", "- slept 6.5 hrs", "- 10:00 mtg w/ boss re: Q3", "- 2pm 1:1
// w/ Priya", "- $41.30 gas @ Shell", "- weighed in 182.8 lbs". Every
// answer was worked out from the facts the generator wrote down (helper
// jx23's /tmp/jx23/make.py and questions.py), then checked against the app.
//
// Not asserted, because the app cannot know them yet: "What's my average
// weight?" (182.58 lb; said in kg, 82.82), "What was my most expensive
// purchase?" (the laptop; said as the line "$1,249.00 new laptop @ Best
// Buy").
var dailyQuestions = []qaCase{
	// a weight lost is the first weigh-in less the last; a weight on a
	// day is whatever records it
	{"How much weight did I lose since the first weigh-in?", "2.3 lb"},
	{"How much did I weigh on Feb 16?", "182.8 lb"},
	{"How many miles did I run in February?", "57.4 mi"},
	// no unit asked: the unit the notes write ("4 mi"), not the km kept
	{"How far did I run in total?", "75.5 mi"},
	{"How many km did I run in March?", "29.13 km"},
	{"How many times did I run with Sam?", "7"},
	{"When did I first go running with Jess?", "2026-02-03"},
	{"Who did I run with most often?", "Sam"},
	// two 10-mile runs
	{"What was my longest run?", "10 mi"},
	{"Did I run more in February or March?", "February — February: 57.4 mi; March: 18.1 mi"},
	{"What's my average run distance?", "5.39 mi"},
	{"How many runs did I skip?", "3"},
	{"How many times did I go to the gym in February?", "11"},
	// "hit the gym" is going there
	{"When did I last hit the gym?", "2026-03-11"},
	{"How many times did I skip the gym?", "3"},
	{"How much did I spend at Chipotle?", "108.75 USD"},
	{"How much did I spend on lunch in February?", "198.35 USD"},
	{"How many times did I eat at Chipotle?", "9"},
	{"Where did I eat lunch most often?", "Chipotle"},
	{"How much did I spend on coffee?", "81.85 USD"},
	{"How much did I spend on groceries in total?", "434.77 USD"},
	// gas is fuel bought, not every purchase
	{"How much did I spend on gas?", "228.07 USD"},
	{"How much was the Valentine's dinner?", "186.4 USD"},
	{"How many hours did I sleep on average?", "6.55 h (6 h 33 min)"},
	{"What was my average sleep in March?", "6 h 36 min"},
	{"How many nights did I get less than 6 hours of sleep?", "12"},
	{"How many meetings with my boss did I have in February?", "8"},
	// "1:1" is a one-on-one, not the "11" of "$11.75"
	{"When was my last 1:1 with Priya?", "2026-03-11"},
	{"How many times did I call Mom?", "3"},
	{"How long was I on the phone with Mom in total?", "1 h 40 min"},
	{"Where did I have dinner with my parents in March?", "Maggiano's"},
	{"How many miles did I walk Rex in total?", "5 mi"},
	{"How many beers did I have in February?", "2"},
	{"Who did I have beers with most?", "Mike"},
	{"What movies did I watch with Jess?", "Dune: Part Two, Oppenheimer"},
	{"Did I see Jess in March?", "yes"},
	{"How many headaches did I have?", "5"},
	{"When did I last have a headache?", "2026-03-11"},
	{"When did I go to the dentist?", "2026-02-17"},
	{"How long was my flight delayed?", "2 h 30 min"},
	// a mileage is a distance in miles
	{"What was my total running mileage in March?", "18.1 mi"},
	// a 5-mile run (8.047 km kept) is not over 5 miles
	{"How many runs over 5 miles did I do?", "6"},
	{"How many times did I hit the gym in March?", "4"},
	{"When did I last get gas?", "2026-03-13"},
	// a pace in the unit the notes write, unless kilometres are named
	{"What was my average pace?", "9:34 min/mi"},
	{"What was my average pace per km?", "5:57 min/km"},
	// a bound after its amount; a month's abbreviation after "in"
	{"How many nights did I sleep 8 hours or more?", "6"},
	{"How many nights did I sleep 6 hours or less?", "14"},
	{"How many hours did I sleep on average in Feb?", "6.52 h (6 h 31 min)"},
	// a weight told in pounds is asked in pounds
	{"How much did I weigh on my last weigh-in?", "181.3 lb"},
	{"What was my weight on Feb 16?", "182.8 lb"},
	// a run with someone at 6:45 is at dawn, as one alone is
	{"What time do I usually run?", "06:00–07:00"},
}

func TestDailyNotesQuestions(t *testing.T) {
	askAll(t, openFixture(t, "testdata/daily"), dailyToday, dailyQuestions)
}
