package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// "The most" that ends a clause naming one day is the clause's own: cut
// off as an answer word, "the day I spent" was every day of spending and
// nothing was found. Where the main clause asks for a most of its own,
// "the most" stays out of the clause.
func TestTheMostEndingAOneDayClause(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"what did I buy on the day I spent the most?":             {"start_date == best_day", "ARGMAX arg=total_price val=start_date"},
		"which songs did I listen to on the day I spent the most": {"start_date == best_day", "ARGMAX arg=total_price val=start_date"},
	})
	n, _ := d.Decompose("which song did I play the most on the day I spent")
	if text := tree.Format(n); strings.Contains(text, "best_day") {
		t.Errorf("the main clause's most read into the clause:\n%s", text)
	}
}

// A shop's name said only as a name ("Amazon") with the words of mailing
// is mail from the shop: asked with "any" or with the shop as subject,
// the purchases were searched for "emails".
func TestMailFromAShopIsMail(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"did I get any emails from Amazon this month": {`RETRIEVE "emails I received"`, `sender matches "(?i)Amazon"`},
		"how many Amazon orders did I get in 2020":    {`RETRIEVE "my online purchases"`},
		"what did I order from Amazon last month":     {`RETRIEVE "my online purchases"`},
	})
}

// Where or for whom one works is the employer the records tell (a
// welcome mail's "joining X as …", a first day's post), not the places
// of the calendar nor the people met; working out stays a workout.
func TestWhereIWorkIsTheEmployer(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"where do I work":                 {"map(items, .employer)"},
		"who is my employer":              {"map(items, .employer)"},
		"which company do I work for now": {"map(items, .employer)"},
		"where am I employed?":            {"map(items, .employer)"},
		"where am I working?":             {"map(items, .employer)"},
	})
	treesLack(t, d, "employer", "read as the employer", "where do I work out", "where did I work in 2019")
}

// The calendar said as where things are entered ("meetings on my
// calendar") is no activity of its own where the rest names one: every
// entry of the calendar was listed. Said alone ("what's on my calendar
// tomorrow") it is the calendar's entries still.
func TestTheCalendarAsWhereThingsAre(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"what meetings were on my calendar last month":    {"meetings"},
		"how many meetings were on my calendar last week": {"meetings"},
		"what's on my calendar tomorrow":                  {`sources=[calendar]`},
	})
	n, _ := d.Decompose("what meetings were on my calendar last month")
	if text := tree.Format(n); strings.Contains(text, `RETRIEVE "my calendar entries"`) {
		t.Errorf("every calendar entry listed:\n%s", text)
	}
}

// Meetings with someone whose 1:1s the calendar holds ("1:1 Olivia") are
// the work meetings with them: every lunch and post that named her was
// counted too. A friend no work meeting names keeps every meeting.
func TestMeetingsWithAColleagueAreWorkMeetings(t *testing.T) {
	titles := []string{"Team sync", "1:1 Olivia", "Dinner with Elif", "Lunch with Olivia"}
	vs := make([]catalog.Value, len(titles))
	for i, s := range titles {
		vs[i] = catalog.Value{Text: s, Count: 50 - i}
	}
	d := withCatalog(t, &catalog.Catalog{Signature: "cal-olivia", Sources: []catalog.Source{
		{Name: "calendar", Events: 300, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 300, Distinct: len(titles), Names: true, Values: vs},
			{Key: "all_day", Kind: "bool", Events: 300, Distinct: 2}}}}})
	treesHave(t, d, map[string][]string{
		"how many meetings did I have with Olivia": {`RETRIEVE "I had work meetings with Olivia"`},
		"when was my last meeting with Olivia":     {`RETRIEVE "I had work meetings with Olivia"`},
	})
	treesLack(t, d, "work meetings", "read as work meetings", "how many meetings did I have with Elif", "how many times did I meet Olivia")
}

// A day asked where the calendar may be searched holds the entries of
// whole days that began before it ("was I on vacation on 3 March 2023":
// the trip from 1 to 7 March): only the entries that began that day were
// found. Songs and mails, which have their times, keep the one day.
func TestADayHoldsTheEntriesOfWholeDaysOverIt(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"what did I do on 3 March 2023": {`start_time == nil && start_date < date("2023-03-03") && end_date != nil && end_date >= date("2023-03-03")`},
	})
	treesLack(t, d, "end_date >=", "a day of timed records read as spanned", "how many songs did I listen to on 3 March 2023", "how many emails did I get on 3 March 2023")
}

// Places counted in the perfect of having been there ("how many
// restaurants have I been to") are the places, each once: every visit
// was counted (377 for 49 restaurants). Times said ("how many times have
// I been to …") and things not places stay counts of visits.
func TestPlacesBeenToAreCountedOnce(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"how many restaurants have I been to":         {"GROUP_BY keys=[restaurant]"},
		"how many Italian restaurants have I been to": {"GROUP_BY keys=[restaurant]"},
	})
	treesLack(t, d, "GROUP_BY", "counted once each", "how many times have I been to a restaurant", "how many songs have I tried")
}

// How long one has worked somewhere, in the perfect, is the time since
// one started there: the hours of the records naming the employer were
// summed ("2 h"). A total said stays a sum.
func TestHowLongIHaveWorkedSomewhere(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"how long have I worked at Driftwood Furniture":        {"days_between(min("},
		"how many years have I worked for Driftwood Furniture": {"days_between(min(", "365.2425"},
	})
	treesLack(t, d, "days_between(min(", "read as the time since", "how long have I worked at Driftwood Furniture in total", "how long have I been at the gym")
}

// What one is doing now, in the present progressive with an adverb of
// now ("what series am I watching at the moment"), is what one has been
// doing lately: every series ever watched was listed. Without the adverb
// the question is as before.
func TestDoingAtTheMomentIsLately(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"what series am I watching at the moment": {"add_months(today, -3)"},
		"what series am I currently watching":     {"add_months(today, -3)"},
	})
	if n, _ := d.Decompose("what series am I watching"); strings.Contains(tree.Format(n), "add_months(today, -3)") {
		t.Errorf("no adverb of now, read as lately:\n%s", tree.Format(n))
	}
}

// Money spent on the things of a doing ("how much have I spent on bike
// stuff", "on running gear"): no ride records an amount, and every
// purchase was summed, whatever was bought. The purchases are searched
// for the doing's words.
func TestSpentOnTheThingsOfADoing(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]string{
		"how much have I spent on bike stuff":  `RETRIEVE "bike" sources=[online_purchase]`,
		"how much did I spend on running gear": `RETRIEVE "running" sources=[online_purchase]`,
	} {
		n, _ := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, want) {
			t.Errorf("%q: lacks %s:\n%s", q, want, text)
		}
	}
}

// Where one went on a trip picked by its order is its destination, as
// "where was my last trip" asks: the calendar entries during the last
// trip were joined to it and nothing was found.
func TestWhereIWentOnMyLastTrip(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"where did I go on my last trip":          {"ARGMAX arg=start_datetime val="},
		"where did we go for our first vacation?": {"ARGMIN arg=start_datetime val="},
	})
}

// A bound said by a race whose name says its distance ("runs longer than
// a half marathon") is that distance: the runs of a half marathon's
// length were counted, and the comparison said not understood.
func TestLongerThanARace(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"how many runs longer than a half marathon have I done": {"distance_km > 21.0975"},
		"how many runs longer than a marathon did I do":         {"distance_km > 42.195"},
		"how many half marathons have I run":                    {"distance_km >= 20.68 && distance_km <= 23.21"},
	})
}
