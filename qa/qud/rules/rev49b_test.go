package rules

import (
	"strings"
	"testing"

	"reqap/qa/qud/timex"
)

// "kind of", "sort of" in the singular may be the hedge (somewhat): the
// word after it is no thing whose kinds are counted ("how many sort of
// long runs" searched for "longs").
func TestKindsCountedNotAHedge(t *testing.T) {
	d := withCatalog(t, journal46Catalog("rev49b-hedge"))
	for _, q := range []string{"how many sort of long runs did I do in 2025", "how many kind of short swims did I do"} {
		got := d.lx.kindsCounted(q)
		if got != q {
			t.Errorf("%q: restated %q", q, got)
		}
	}
	for q, want := range map[string]string{
		"how many sorts of artists did I hear": "how many different artists did I hear",
		"how many kinds of artist did I hear":  "how many different artists did I hear",
	} {
		if got := d.lx.kindsCounted(q); !strings.EqualFold(got, want) {
			t.Errorf("%q: restated %q, want %q", q, got, want)
		}
	}
}

// Periods lacking something are read whatever the case of "no" and
// whichever period or wording of their number: the cheap check before
// periodsLackingRE, which runs on every question, lets them all through.
func TestPeriodsLackingEveryWording(t *testing.T) {
	for q, want := range map[string]string{
		"Days in March with NO music":          "which days in March did I go without music?",
		"how many weeks WITHOUT a run in 2022": "how many weeks did I go without a run in 2022?",
		"number of weekdays with no emails":    "how many weekdays did I go without emails?",
		"which days of the week had no runs":   "which days of the week did I go without runs?",
		"list the months without any orders":   "which months did I go without orders?",
	} {
		if got := periodsLacking(q); !strings.EqualFold(got, want) {
			t.Errorf("%q: restated %q, want %q", q, got, want)
		}
	}
	for _, q := range []string{"how many days did I run", "which months did I not run"} {
		if got := periodsLacking(q); got != q {
			t.Errorf("%q: restated %q", q, got)
		}
	}
}

// The words before "since" are one list for both readings of the time
// since a clause: "how many days are passed since I joined X" is since
// the first joining, as "how many days since I joined X" is (sinceLastRE
// held "are passed", sinceDoneRE not: the last joining was asked).
func TestSinceLeadIsOne(t *testing.T) {
	tx := timex.Default()
	for q, want := range map[string]string{
		"how many days are passed since I joined Driftwood": "first joined",
		"how many days since I joined Driftwood":            "first joined",
		"how long is passed since I watched The Office":     "last watched",
		"how many weeks has it been since I went to Prague": "last went",
	} {
		if got := timeSince(q, tx); !strings.Contains(got, want) {
			t.Errorf("%q: restated %q, want %q in it", q, got, want)
		}
	}
}

// "Different" asked of things nothing tells apart ("how many types of
// coffee", restated "how many different coffees") counts every one, and
// says so: it answered the count as if it were the kinds.
func TestDistinctUnrecordedSaysSo(t *testing.T) {
	d := withCatalog(t, journal46Catalog("rev49b-distinct"))
	for q, f := range treesHave(t, d, map[string][]string{
		"How many types of coffee did I drink":   {"len(items)"},
		"how many different coffees did I drink": {"len(items)"},
	}) {
		if f.Form != FormCount || !strings.Contains(strings.Join(f.Notes, " "), "what makes one coffee different") {
			t.Errorf("%q: form %s, notes %v: want a count that says it counted every one", q, f.Form, f.Notes)
		}
	}
	for q, f := range treesHave(t, d, map[string][]string{"how many different cafés did I go to": {"GROUP_BY"}}) {
		if strings.Contains(strings.Join(f.Notes, " "), "different from another") {
			t.Errorf("%q: noted %v", q, f.Notes)
		}
	}
}

// "Any chance you know …" wraps a question as "any chance you remember"
// does: "you know" there is the verb of the request, not the filler
// knowRE drops ("any chance how many emails …" was left, read as a yes
// or no asked and answered with the count).
func TestAnyChanceYouKnow(t *testing.T) {
	d := real48Lib(t)
	for q, f := range treesHave(t, d, map[string][]string{
		"any chance you know how many emails I sent in 2020":      {"APPLY len(items)", "year(start_date) == 2020"},
		"any chance that you know how many emails I sent in 2020": {"APPLY len(items)"},
	}) {
		if strings.Contains(f.Query, "chance") || strings.Contains(f.Subject, "chance") || strings.Contains(strings.Join(f.Notes, " "), "asked whether") {
			t.Errorf("%q: the wrapping words read: query %q, subject %q, notes %v", q, f.Query, f.Subject, f.Notes)
		}
	}
}

// "than on average" is no time weighed (thanSideRE's "on"): read as one
// the comparative was dropped and "did I spend more than on average in
// May" answered "no", the comparison neither read nor noted.
func TestThanOnAverageIsNoSide(t *testing.T) {
	d := real48Lib(t)
	for q, f := range treesHave(t, d, map[string][]string{"did I spend more than on average in May": {"month(start_date) == 5"}}) {
		if !strings.Contains(strings.Join(f.Notes, " "), `comparison "than`) {
			t.Errorf("%q: the comparison unread, not noted: %v", q, f.Notes)
		}
	}
	treesHave(t, d, map[string][]string{"was my Amazon spending in 2019 higher than in 2018": {"side_a > side_b"}})
}
