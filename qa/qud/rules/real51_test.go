package rules

import (
	"strings"
	"testing"
)

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
