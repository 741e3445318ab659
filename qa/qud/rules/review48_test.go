package rules

import (
	"strings"
	"testing"
)

// A bound's side after an amount that begins a comparison of its own
// ("2 minutes or longer than 10") is no bound of the amount before it.
func TestBoundsSideBeforeThan(t *testing.T) {
	restatesAs(t, "bounds", bounds, map[string]string{
		"how many songs were shorter than 2 minutes or longer than 10 minutes": "how many songs were shorter than 2 minutes or longer than 10 minutes",
		"runs of more than 10 km or less than 5 km":                            "runs of more than 10 km or less than 5 km",
		"songs of 5 minutes or longer":                                         "songs of at least 5 minutes",
	})
}

// "N+" keeps the amount's currency sign before it, and a number that
// ends a name ("U2+") is no amount.
func TestBoundsPlusSign(t *testing.T) {
	restatesAs(t, "bounds", bounds, map[string]string{
		"orders of $50+ in 2021":       "orders of at least $50 in 2021",
		"orders of €50+":               "orders of at least €50",
		"days with 10,000+ steps":      "days with at least 10,000 steps",
		"did I listen to U2+ Coldplay": "did I listen to U2+ Coldplay",
	})
}

// A title in capitals is no amount with its side ("One or More"), and
// a word in the question that no restatement needs leaves it as it was.
func TestBoundsLeaveTitles(t *testing.T) {
	restatesAs(t, "bounds", bounds, map[string]string{
		"how often did I play One or More in 2021":       "how often did I play One or More in 2021",
		"how many songs did I play in the past 3 months": "how many songs did I play in the past 3 months",
	})
}

// A bare year set first with another after it is a list or a range of
// years, not the time of what follows.
func TestTimeLastNotAListOfYears(t *testing.T) {
	restatesAs(t, "timeLast", timeLast, map[string]string{
		"2020, 2021 and 2022: which year did I run the most?": "2020, 2021 and 2022: which year did I run the most?",
		"2021 – 2022: how many runs?":                         "2021 – 2022: how many runs?",
		"2021: how many runs?":                                "how many runs in 2021?",
		"In March 2021, how many runs did I do?":              "how many runs did I do In March 2021?",
	})
}

// A time after an em dash set closed up, as type sets it, is set apart
// as one after a spaced dash is; a dash after a time is a range's.
func TestTimeAfterClosedDash(t *testing.T) {
	restatesAs(t, "timeAfterDash", timeAfterDash, map[string]string{
		"how many runs did I do—2021?":   "how many runs did I do in 2021?",
		"how many runs did I do–2021?":   "how many runs did I do–2021?",
		"how many runs in 2020 – 2021?":  "how many runs in 2020 – 2021?",
		"how many runs in 2020—2021?":    "how many runs in 2020—2021?",
		"runs from March – May 2021":     "runs from March – May 2021",
		"how many runs did I do - 2021?": "how many runs did I do in 2021?",
		"how many runs in 2020-2021?":    "how many runs in 2020-2021?",
	})
}

// "very" before a superlative is dropped, the best and the worst too;
// "Very" in a title is the title's.
func TestTheVeryNotInTitles(t *testing.T) {
	restatesAs(t, "theVeryRE", func(q string) string { return theVeryRE().ReplaceAllString(q, "$1 $2") }, map[string]string{
		"what was the very best run I did":                    "what was the best run I did",
		"my very first run":                                   "my first run",
		"The very first song I played":                        "The first song I played",
		"how many times did I listen to The Very First Night": "how many times did I listen to The Very First Night",
	})
}

// A time said as a sentence after a question with a time of its own asks
// the question again of it, no time both must be in.
func TestTimeSentenceAfterATime(t *testing.T) {
	d := withCatalog(t, journal46Catalog("rev48-timeSentence"))
	treesLack(t, d, "== 2021", "a second question's time read as the first's", "How many runs did I do in 2020? 2021?")
	_, f := d.Decompose("How many runs did I do in 2020? 2021?")
	if f == nil || !strings.Contains(strings.Join(f.Notes, "; "), "only the first sentence") {
		t.Errorf("no note that only the first sentence was understood: %v", f)
	}
	treesHave(t, d, map[string][]string{"How many runs did I do? In 2021.": {"== 2021"}})
}

// "has gotten above N", as American English has it, is gone over N;
// goForm knew "gotten" but wentPastRE did not read it.
func TestBoundsGotten(t *testing.T) {
	restatesAs(t, "bounds", bounds, map[string]string{
		"has my heart rate ever gotten above 170": "has my heart rate ever gone over 170",
		"my heart rate got past 165":              "my heart rate got over 165",
	})
}

// restatesAs checks that fn, a restatement named name, makes each
// question of cases its value.
func restatesAs(t *testing.T, name string, fn func(string) string, cases map[string]string) {
	t.Helper()
	for q, want := range cases {
		if got := fn(q); got != want {
			t.Errorf("%s(%q) = %q, want %q", name, q, got, want)
		}
	}
}

// A period after a comparative and a doing is the period for the doing
// only where it is weighed against another.
func TestPeriodForOnlyWeighed(t *testing.T) {
	restatesAs(t, "periodFor", periodFor, map[string]string{
		"Was 2021 a bigger running year than 2022?": "Was 2021 a bigger year for running than 2022?",
		"Was Monday a super boring day?":            "Was Monday a super boring day?",
	})
}

// A time said as a sentence after a question that only says days of the
// week, a time of day or a happening's time is still the question's.
func TestTimeSentenceAfterUndated(t *testing.T) {
	samePairs(t, Must(), []struct{ a, b string }{
		{"How many movies did I watch on weekends? In 2018.", "How many movies did I watch on weekends in 2018?"},
		{"How many mails did I send in the evening (after 18:00)? In 2021.", "How many mails did I send in the evening (after 18:00) in 2021?"},
		{"Avg heart rate when running? In October 2021.", "Avg heart rate when running in October 2021?"},
	})
}

// Whether one thing was done more than any other of its kind asks
// whether it was the top one.
func TestWhetherMoreThanAnyOther(t *testing.T) {
	restatesAs(t, "mostOfAll", mostOfAll, map[string]string{
		"Did I listen to Hellfrost more than any other artist in 2021?": "was Hellfrost my top artist in 2021?",
		"did I play Little Moonlight more than any other song":          "was Little Moonlight my top song",
		"Did I meet Elif more than anyone else?":                        "Did I meet Elif more than anyone else?",
	})
}
