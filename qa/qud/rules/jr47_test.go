package rules

import (
	"slices"
	"strings"
	"testing"
)

// A condition that is two bracketed alternatives joined by || is
// bracketed whole beside another: "(a) || (b) && c" keeps every a.
func TestAlternativesBracketedWhole(t *testing.T) {
	for e, want := range map[string]bool{
		`(a == 1)`:                   true,
		`((a == 1) || (b == 2))`:     true,
		`(a == 1) || (b == 2)`:       false,
		`((a) || x == ")") || (b)`:   false,
		`(text matches "(?i)\\bx(")`: true,
		`a == 1 || b == 2`:           false,
	} {
		if got := parenthesised(e); got != want {
			t.Errorf("parenthesised(%s) = %v, want %v", e, got, want)
		}
	}
}

// The one thing a superlative picks of each side, weighed ("was my
// longest run in 2025 longer than in 2024"), is each side's most, not
// all of each side added up.
func TestSuperlativeOfEachSideWeighed(t *testing.T) {
	d := Must()
	treesHave(t, d, map[string][]string{
		"was my longest run in 2025 longer than in 2024": {"MAX attr=distance_km", "side_a > side_b"},
		"were my runs longer in 2025 than in 2024":       {"AVG attr=distance_km"},
	})
	treesLack(t, d, "SUM attr=distance_km", "the longest run of a year is no total", "was my longest run in 2025 longer than in 2024")
}

// The days of a weather asked as a noun phrase alone ("rainy days in
// June 2025") or with the weather said of them ("which days were rainy")
// are the days whose records say that weather: not a field named "rainy
// days", nor the word searched for.
func TestDaysOfAWeatherAsked(t *testing.T) {
	d := withCatalog(t, weatherCatalog())
	for q, f := range treesHave(t, d, map[string][]string{
		"rainy days in June 2025":            {`weather in ["light rain"]`, "start_date"},
		"which days were rainy in June 2025": {`weather in ["light rain"]`},
	}) {
		if f.Val == nil || f.Val.Attr != "start_date" {
			t.Errorf("%q: asks %v, want the days", q, f.Val)
		}
	}
}

// Where no mood is recorded, "mood-wise" is not read as though the mood
// were weighed: it stays, said not understood, and the busiest month is
// not answered as the best for the mood.
func TestMoodWiseWithoutMoodsIsUnread(t *testing.T) {
	d := real47Lib(t)
	for _, q := range []string{"my best month in terms of mood", "my worst month mood-wise"} {
		if _, f := d.Decompose(q); !slices.ContainsFunc(f.Unlinked, func(w string) bool { return strings.Contains(w, "mood") }) {
			t.Errorf("%q: the mood said understood where none is recorded (unlinked %q)", q, f.Unlinked)
		}
	}
}

// A superlative of each side weighed with no measure read to pick the one
// thing by ("was my biggest order in 2021 more than in 2020") is said not
// understood: the sides' counts were answered as though weighed.
func TestSideSuperlativeUnreadSaysSo(t *testing.T) {
	notesSay(t, real47Lib(t), "of each side", []noteCase{
		{"was my biggest order in 2021 more than in 2020", `"biggest" of each side is not understood`},
		{"did I order more in 2021 than in 2020", ""},
	})
	notesSay(t, Must(), "of each side", []noteCase{
		{"was my longest run in 2025 longer than in 2024", ""},
	})
}
