package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"reqap/internal/test"
	"reqap/qa/tree"
)

// "My most met friend": the participle of an irregular verb after "most"
// (verbs.tsv) says what was done to rank by, as a regular one ("my most
// visited") does; "met" was searched for with the name and a count said
// yes to anyone met at all.
func TestMostIrregularParticiple(t *testing.T) {
	d := me49Lib(t)
	q := "Was Elif Dekker my most met friend?"
	treesHave(t, d, map[string][]string{q: {"APPLY len(items) > 0", `FILTER person == "Elif Dekker"`, "ARGMAX", "GROUP_BY keys=[person]"}})
	if _, f := d.Decompose(q); f.IsBest == nil {
		t.Errorf("%q: no whether of the best: %s", q, f)
	}
}

// "My most emailed person" is the person I emailed most: the participle
// says the mail (it was taken with "most" and the people met were
// ranked), "my" says mine (it was read as a passive naming no sender);
// "was X the person I emailed most" keeps its verb for the same reason.
// Whether the one named is the best is asked of the recipients ranked,
// though the name links to the mail's people fields.
func TestMostEmailedPerson(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Who was my most emailed person?", "Was Bill Radcliffe my most emailed person?", "Was Bill Radcliffe the person I emailed most?"} {
		treesHave(t, d, map[string][]string{q: {"GROUP_BY keys=[recipient]", `RETRIEVE "emails I sent"`, `direction == "sent"`}})
		treesLack(t, d, "meetings", "people met ranked", q)
	}
	for _, q := range []string{"Was Bill Radcliffe my most emailed person?", "Was Bill Radcliffe the person I emailed most?"} {
		treesHave(t, d, map[string][]string{q: {"APPLY len(items) > 0", `FILTER recipient == "Bill Radcliffe <BillR@corbis.com>"`, "ARGMAX"}})
		if _, f := d.Decompose(q); f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
}

// Paying said besides the measure named ("the amount paid", "how much
// money did I pay") says the money again: it was searched for, and the
// total was 0.
func TestMoneyPaidSaidAgain(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Total amount paid on Amazon in 2021?", "How much money did I pay online in 2021?", "What was the total amount I paid on online purchases in 2020?"} {
		treesHave(t, d, map[string][]string{q: {"SUM attr=price", `RETRIEVE "my online purchases"`}})
		treesLack(t, d, `RETRIEVE "I paid`, "paying searched for", q)
	}
}

// Each side of two names weighed that searches for its own name says
// its own name too: both were described as "I meet Elif or Julien", and
// the answer labelled both sides with it.
func TestNamesWeighedSayTheirOwn(t *testing.T) {
	d := Must()
	for _, q := range []string{"Did I meet Elif or Julien more?", "Who did I see more often, Lena or Sofia?"} {
		c, f := d.Decompose(q)
		if len(f.Sides) != 2 {
			t.Fatalf("%q: no two sides: %s", q, f)
		}
		for i, s := range f.Sides {
			other := f.Sides[1-i].Label
			tree.Walk(c.Refs[fmt.Sprintf("side_%c", 'a'+i)], func(n *tree.Node, _ string) bool {
				if strings.Contains(n.Question, other) {
					t.Errorf("%q: side %q says %q: %q", q, s.Label, other, n.Question)
				}
				return true
			})
		}
	}
}

// "After my longest run, … that day": later on the day of the one
// happening the anchor singles out, from its end, not every day after
// it ("that day" was searched for, and every song after the run's day
// counted).
func TestAfterOneHappeningThatDay(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How many songs did I play after my longest run that day?", "How many songs did I play after my longest run, later the same day?", "After my last run, how many songs did I play that day?", "How many songs did I play after my longest run that same day?"} {
		treesHave(t, d, map[string][]string{q: {"start_date == date(anchor)", "start_datetime >= anchor", "end_datetime"}})
		treesLack(t, d, `RETRIEVE "I played songs`, "the day searched for", q)
	}
	treesHave(t, d, map[string][]string{"How many songs did I play before my longest run that day?": {"start_date == date(anchor)", "start_datetime < anchor", "val=start_datetime"}})
}

// "Was Saturday the day I ran the most": whether the weekday named is
// the top of the days of the week; the day I ran the most was asked to
// be a Saturday of every record kept, and "was Sunday my top weekday for
// running" ranked the runs of the coming Sunday.
func TestWeekdayNamedMost(t *testing.T) {
	test.Table(t, "weekdayNamedMost", weekdayNamedMost, "weekdaynamedmost.tsv")
	d := testLibrary(t)
	for _, q := range []string{"Was Saturday the day I ran the most?", "Was Sunday my busiest day for running?", "Is Sunday the weekday I listen to music the most?", "Is Saturday the day of the week I run the most?", "Was Sunday the busiest day for running?"} {
		treesHave(t, d, map[string][]string{q: {"APPLY len(items) > 0", "FILTER any(group, {weekday(.start_date) ==", "GROUP_BY keys=[weekday]", "ARGMAX"}})
		treesLack(t, d, "add_days(today", "a date of the weekday", q)
		if _, f := d.Decompose(q); f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
}

// "Who" of a kind ranked that is no person is the one of that kind after
// a phrase set first too: "Apart from Taylor Swift, who was my
// most-played musician" searched for the musician among people met.
func TestWhoOfAKindAfterALead(t *testing.T) {
	d := testLibrary(t)
	q := "Apart from Taylor Swift, who was my most-played musician in 2022?"
	treesHave(t, d, map[string][]string{q: {"GROUP_BY keys=[artist]", `RETRIEVE "I listened to music"`, `!((artist ?? "") == "Taylor Swift")`}})
}

// "Have I watched every episode of Archer": the library holds only what
// was done, not the whole of a kind; the answer says it tells whether
// any was (a confident "yes" before). "Every day" is a window's days, no
// kind of thing.
func TestEveryThingNotKnown(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Have I watched every episode of Archer?", "have I listened to every Taylor Swift album?", "Did I listen to all the songs by Radiohead?"} {
		if _, f := d.Decompose(q); !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "whether every ") }) {
			t.Errorf("%q: no note that every one is not known: %s", q, f)
		}
	}
	for _, q := range []string{"Did I run every day in March 2021?", "Were all my runs longer than 2 km?"} {
		if _, f := d.Decompose(q); slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "whether every ") }) {
			t.Errorf("%q: a note of every one of a kind: %s", q, f)
		}
	}
}

// A pace asked of no sport, where the workouts are of several, is of all
// of them (rides with runs): the answer says so.
func TestPaceOfEveryWorkout(t *testing.T) {
	d := testLibrary(t)
	has := func(q string) bool {
		_, f := d.Decompose(q)
		return slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "the pace of every workout") })
	}
	for _, q := range []string{"what is my mean pace", "my fastest pace in 2021"} {
		if !has(q) {
			t.Errorf("%q: no note of every workout's pace", q)
		}
	}
	if has("what is my average running pace") {
		t.Errorf("a note for the runs' own pace")
	}
}

// "On days with a workout" is the days of the happening; "on days with
// my sister" is her company, not a happening had (the sister's birthday
// posts were the days).
func TestDaysWithMyIsCompany(t *testing.T) {
	if got := daysWithOne("how many songs did I play on days with my sister"); got != "how many songs did I play on days with my sister" {
		t.Errorf("daysWithOne read company as a happening: %q", got)
	}
	if got := daysWithOne("how many songs did I play on days with a workout"); got == "how many songs did I play on days with a workout" {
		t.Errorf("daysWithOne left a happening: %q", got)
	}
}

// "Did I email X or Y more": the two correspondents are the sides
// weighed; the verb's object took both as one name and counted the mail
// to the second ("yes", with a note that the comparison was not read).
func TestEmailWhichOfTwoMore(t *testing.T) {
	d := pq49Library(t)
	q := "Did I email Elif Dekker or Karim Ferrari more?"
	_, f := d.Decompose(q)
	if f.Form != FormCompare || len(f.Sides) != 2 {
		t.Fatalf("%q: no two sides weighed: %s", q, f)
	}
	treesHave(t, d, map[string][]string{q: {`direction == "sent"`, "Elif Dekker", "Karim Ferrari"}})
}
