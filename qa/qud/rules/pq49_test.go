package rules

import (
	"testing"
)

// A time closing the second of two questions joined by "and" is said of
// both: "how many runs and how far in 2022" counted every run ever.
func TestTimeAfterSecondQuestion(t *testing.T) {
	d := pq48Library(t)
	treesHave(t, d, map[string][]string{
		"how many runs and how far in total in 2022":                   {"year(start_date) == 2022", "len(items)"},
		"how many km did I run and how many hours did it take in 2021": {"year(start_date) == 2021", "attr=distance_km"},
		"how many songs did I play in 2020 and who sang them":          {"year(start_date) == 2020"},
	})
	// the first question's own time stays its own
	treesLack(t, d, "== 2021", "the first question's time was replaced", "how many runs in 2020 and how far in 2021")
}

// "mom" and "wow" in lower case are words, not the abbreviations MoM and
// WoW of a trend: "emails from my mom" lost its mom, and so answered
// every mail received.
func TestMomIsAWord(t *testing.T) {
	d := pq48Library(t)
	treesHave(t, d, map[string][]string{
		"emails from my mom":                    {`RETRIEVE "emails from my mom"`},
		"how many emails did I get from my mom": {"mom\" sources=[mail]"},
	})
}
