package rules

import (
	"strings"
	"testing"

	"reqap/qa/tree"
)

// A bound in degrees is one on the temperature the library records, in
// its unit where none is said; it is no count of things found ("ever
// below 5" was fewer than five found) nor a word searched for.
func TestTemperatureBound(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesUnderstood(t, d, map[string][]string{
		"Was it ever below 5 degrees?":                     {"temperature_c < 5", "len(items) > 0"},
		"How many days was it warmer than 25 °C?":          {"temperature_c > 25"},
		"On how many days was it colder than 10 degrees?":  {"temperature_c < 10"},
		"Has it been below freezing this year?":            {"temperature_c < 0"},
		"How many days were above 80 degrees Fahrenheit?":  {"temperature_c > 26.7"},
		"Was it at least 30 degrees celsius in July 2025?": {"temperature_c >= 30"},
	})
	n, _ := d.Decompose("Was it ever below 5 degrees?")
	if text := tree.Format(n); strings.Contains(text, "len(items) < 5") {
		t.Errorf("the bound read as a count of things found:\n%s", text)
	}
	notesSay(t, d, "recorded in", []noteCase{{"Was it ever below 5 degrees?", ""}}) // every note keeps it
	cat := journalCatalog()
	cat.Signature += "-some-temperatures"
	for i := range cat.Sources {
		if fl := cat.Sources[i].Field("temperature_c"); fl != nil {
			fl.Events = 40
		}
	}
	notesSay(t, withCatalog(t, cat), "recorded in", []noteCase{
		{"Was it ever below 5 degrees?", "the temperature is recorded in 40 of your 100"},
	})
	notesSay(t, d, "the unit your library records", []noteCase{
		{"Was it ever below 5 degrees?", `"below 5 degrees" read in °C`},
		{"How many days was it warmer than 25 °C?", ""},
	})
}

// A manner said with one synonym is searched for by all of its line of
// manners.tsv: the journal writes "slept badly", the question asks
// "poorly".
func TestMannerSynonymsSearched(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"How many nights did I sleep poorly?":      {`says(text ?? "", "poorly")`, `says(text ?? "", "badly")`},
		"When did I last sleep terribly?":          {`says(text ?? "", "badly")`},
		"How many nights did I sleep soundly?":     {`says(text ?? "", "well")`},
		"How often did I sleep badly in May 2025?": {`says(text ?? "", "poorly")`},
	})
	n, _ := d.Decompose("How many nights did I sleep poorly?")
	if text := tree.Format(n); strings.Contains(text, `"well"`) {
		t.Errorf("a manner searched for with its opposite:\n%s", text)
	}
}

// A night's sleep of a kind had or got is sleep in its manner; a good
// night alone may be a night out, and stays.
func TestNightsSleepOfAKind(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"How often did I have a bad night's sleep?":             {`says(text ?? "", "badly")`},
		"How many nights did I get a good night's sleep?":       {`says(text ?? "", "well")`},
		"When did I last have a rough night?":                   {`says(text ?? "", "badly")`},
		"How many times did I have a poor night's rest in May?": {`says(text ?? "", "badly")`},
	})
	n, _ := d.Decompose("Did I have a good night with Lena?")
	if text := tree.Format(n); strings.Contains(text, `"well"`) {
		t.Errorf("a good night read as one slept well:\n%s", text)
	}
}

// A streak of weeks is the most weeks one after another in which the
// thing happened, not a search for "weeks in a row" nor a streak of days.
func TestStreakOfWeeks(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesUnderstood(t, d, map[string][]string{
		"How many weeks in a row did I go running?":     {"start_of_week(#)", "longest_streak", "→ weeks"},
		"What was my longest run of weeks with a swim?": {"start_of_week(#)", "→ weeks"},
		"How many consecutive weeks did I do yoga?":     {"start_of_week(#)", "→ weeks"},
		"Did I run four weeks in a row?":                {"start_of_week(#)", ">= 4"},
	})
	n, _ := d.Decompose("How many days in a row did I go running?")
	if text := tree.Format(n); strings.Contains(text, "start_of_week") {
		t.Errorf("a streak of days read as one of weeks:\n%s", text)
	}
}

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
