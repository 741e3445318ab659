package rules

import (
	"strings"
	"testing"
)

// "How many emails did I get and from how many people": a second
// question whose question word follows a preposition is a second
// question, answered apart. It was read as one, the words "and from how
// many people" searched for in the mail, a confident "2".
func TestSecondQuestionAfterPreposition(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many emails did I get and from how many people":             {`RETRIEVE "emails I received"`, "len(items)"},
		"when did I last order from Whole Foods Market and for how much": {"online_purchase"},
	})
	treesLack(t, d, `RETRIEVE "I got emails and`, "the second question searched for", "how many emails did I get and from how many people")
	notesSay(t, d, "asks two things", []noteCase{
		{"how many emails did I get and from how many people", `ask "from how many people" on its own`},
		{"which songs did I play and with whom", `ask "with whom" on its own`},
		{"how many songs did I play in 2023", ""},
	})
}

// "How many hours since my last song", "how much time has passed since my
// last cycling workout": the time since it, in the unit asked. Hours
// summed the durations of everything since (no activity recognised), and
// "how much time has passed" searched for "I passed".
func TestTimeSinceInHoursAndPassed(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many hours since my last song":                          {"days_between(max(", "→ hours", "music_stream"},
		"how many minutes ago was my last run":                       {"days_between(max(", "→ minutes"},
		"how much time has passed since my last cycling workout":     {"days_between(max(", `"I went cycling"`},
		"how much time has elapsed since I last ordered from Amazon": {"days_between(max(", "online_purchase"},
		"how many hours did I listen to music since May":             {"SUM attr=hours"},
		"how much time did I spend running since 2016":               {"SUM attr=duration_s"},
	})
	treesLack(t, d, `RETRIEVE "I passed`, "the verb of elapsing searched for", "how much time has passed since my last cycling workout")
}

// "How old is my oldest tweet": the age of a record picked by its time
// is how long ago it was made. It answered with the tweet itself.
func TestAgeOfOldestThing(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how old is my oldest tweet":               {"days_between(min(", "social_media"},
		"how old was my first Amazon order":        {"days_between(min(", "online_purchase"},
		"how old is the newest song in my history": {"days_between(max(", "music_stream"},
		"how old is my Twitter account":            {"/ 365.2425"},
		"how recent is my latest tweet":            {"days_between(max(", "social_media"},
	})
	treesLack(t, d, "days_between", "a person's age is no time since a record", "how old is my oldest friend")
}

// "How many times did I listen to my top artist": the count of the best
// one, said with it. It answered with the artist, no number.
func TestCountOfTheBestOne(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many times did I listen to my top artist": {"ARGMAX arg=count val=count"},
		"how many emails did my top sender send me":    {"ARGMAX arg=count val=count"},
		"which artist did I listen to most":            {"ARGMAX arg=count val=artist"},
	})
}

// "Which artist did I listen to most and how many times", "who emailed me
// most and how often": the second question asks the count of the one the
// first picks, answered together ("1869 (Taylor Swift)"). The first was a
// table of every artist's count, the second only said to be unanswered.
func TestBestOneAndHowMany(t *testing.T) {
	d := real49Lib(t)
	fs := treesHave(t, d, map[string][]string{
		"which artist did I listen to most and how many times":                          {"ARGMAX arg=count val=count"},
		"who emailed me most and how often":                                             {"ARGMAX arg=count val=count"},
		"which show did I watch most on Netflix and how many episodes":                  {"ARGMAX arg=count val=count", "series_title"},
		"which series did I watch most and how many episodes did I watch":               {"ARGMAX arg=count val=count", "series_title"},
		"which artist did I listen to most and how many times did I listen to them":     {"ARGMAX arg=count val=count"},
		"which artist did I listen to most in 2023, and how often did I listen to them": {"ARGMAX arg=count val=count", "year(start_date) == 2023"},
		"which shows did I watch and how many episodes of each":                         {"GROUP_BY keys=[series_title]"},
	})
	for q, f := range fs {
		if strings.Contains(strings.Join(f.Notes, " "), "asks two things") {
			t.Errorf("%q: both are answered, not one: %q", q, f.Notes)
		}
	}
	notesSay(t, d, "asks two things", []noteCase{{"what was my first tweet and when", "asks two things"}})
}

// "Do I have any heart rate readings", "is there any calorie data": whether
// any record holds the measure. It averaged (summed) it, a number given for
// the yes or no with a note, "data" and "readings" not understood.
func TestAnyOfAMeasureHeld(t *testing.T) {
	d := real49Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"does my data have any heart rate readings": {"len(items) > 0", "heart_rate_bpm != nil"},
		"is there any calorie data":                 {"len(items) > 0", "energy_kcal != nil"},
		"did I burn any calories in 2017":           {"len(items) > 0", "energy_kcal != nil", "year(start_date) == 2017"},
	})
	treesHave(t, d, map[string][]string{
		"what is my average heart rate":                    {"AVG attr="},
		"did my heart rate go above 150":                   {"> 150"},
		"did I burn more than 500 calories on any workout": {"> 500"},
	})
	notesSay(t, d, "asked whether", []noteCase{{"do I have any heart rate data", ""}})
}

// "Who emailed me in the month of my first workout": someone asked for
// by "who" and a verb is a clause of its own, which the period of the
// happening bounds. The period was not read: "first" picked the first
// sender of all, and "I emailed me in the month of my workout" was
// searched for.
func TestWhoDidInPeriodOfHappening(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"who emailed me in the month of my first workout": {"month(start_date) == month(anchor)", "MIN attr=start_date", "emails I received"},
		"who emailed me in the week of my last run":       {"start_of_week(anchor)", "APPLY unique"},
		"who sent me emails in the year of my first run":  {"year(start_date) == year(anchor)"},
	})
	treesLack(t, d, "ARGMIN", "the anchor's first is not the question's", "who emailed me in the month of my first workout")
}

// "What did I listen to in the month of my longest run": the period of
// the one happening a superlative picks, as "the day of my longest run"
// is its day. The longest run itself was asked ("MAX duration_s") of the
// songs, or the senders ranked.
func TestPeriodOfTheBestOne(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"what did I listen to in the month of my longest run":           {"== best_month", "ARGMAX arg=distance_km val=month", "APPLY unique"},
		"who emailed me in the month of my longest run":                 {"== best_month", "emails I received"},
		"what did I buy in the week of my longest run":                  {"start_of_week(start_date) == best_week"},
		"how many songs did I play in the year of my longest bike ride": {"year(start_date) == best_year", "len(items)"},
		"what did I buy in the month I spent the most":                  {"== best_month"},
	})
}

// "Days since last run?", "time since my last order": the time since it
// asked in keywords. They listed every day since (or every record, no
// activity recognised).
func TestTimeSinceInKeywords(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"days since last run?":                {"days_between(max(", `"I went running"`},
		"time since my last order":            {"days_between(max(", "online_purchase"},
		"weeks since I last tweeted":          {"/ 7, 1) → weeks", "social_media"},
		"number of days since my first email": {"days_between(min(", "mail"},
	})
}

// "What was the top artist in the week of my last run": the period of
// the person's own happening bounds the thing named before it, as a
// clause's period does ("the week I ran 10 km"). It was not read: the
// top artist was asked of the runs ("none of the 7 found has artists").
func TestThingInPeriodOfMyHappening(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"what was the top artist in the week of my last run":   {"start_of_week(anchor)", "songs I listened to"},
		"what was the top artist in the month of my first run": {"month(start_date) == month(anchor)", "songs I listened to"},
		"what was the week of my last run":                     {"val=week"},
	})
}

// "How many days between my last run and my last bike ride": as many
// days whichever is said first. The later first gave "-1412 days".
func TestDaysBetweenHappeningsEitherOrder(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many days between my last run and my last bike ride":    {"abs(days_between("},
		"how many weeks between my first run and my first bike ride": {"round(abs(days_between(", "/ 7, 1)"},
		"how many days after my first run did I first go cycling":    {"APPLY days_between("},
	})
}

// "How long after my first run did I first go cycling": the days from one
// happening to the other, as "how many days after" asks. It summed the
// hours of everything after the first run (no activity recognised).
func TestHowLongAfterHappening(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how long after my first run did I first go cycling":   {"APPLY days_between(anchor_", "→ days"},
		"how long between my first run and my first bike ride": {"abs(days_between(anchor_"},
		"how long between my first and last bike ride":         {"days_between(min(map(items, .start_date)), max("},
	})
}

// "It's been how long since I last posted on Facebook?": the question word
// where its answer would stand. It summed the hours of everything since.
func TestTimeSinceInSitu(t *testing.T) {
	d := real49Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"it's been how long since I last posted on Facebook?": {"days_between(max(", "social_media"},
		"it has been how many days since my last run":         {"days_between(max(", `"I went running"`},
	})
}

// "How many days since my most recent workout": "most recent" and
// "latest" say the last, as "last" does; and "number of weeks between my
// first and last tweet" is in weeks, as "how many weeks" is. The first
// summed the hours of everything since, the second said days.
func TestSinceMostRecentAndNumberOfWeeks(t *testing.T) {
	d := real49Lib(t)
	treesHave(t, d, map[string][]string{
		"how many days since my most recent workout":      {"days_between(max(", `RETRIEVE "I worked out"`},
		"how long since my latest order":                  {"days_between(max(", "online_purchase"},
		"number of weeks between my first and last tweet": {"/ 7, 1) → weeks"},
	})
}

// "How old was I at my first run": an age at a time past is not worked
// out, and the answer says so. It answered "running on 2015-08-29" with
// nothing said, as if that were the age.
func TestAgeThenSaidUnread(t *testing.T) {
	d := real49Lib(t)
	notesSay(t, d, "how old you were", []noteCase{
		{"how old was I at my first run", "how old you were then is not worked out"},
		{"how old was I when I first ordered from Amazon", "how old you were then is not worked out"},
		{"how old am I", ""},
		{"how old is my oldest tweet", ""},
	})
}
