package rules

// Readings of questions that ask which one most or least: the best group,
// the top k, counts per group, groups, checked by code. Those a few lines
// can check are cases in testdata/readings/best.txt.

import (
	"slices"
	"strings"
	"testing"
	"time"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

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

// A number asked by a group ("how many runs by weekday"), of each type
// of the thing counted, or for every period is a row a group, as "each
// month" is: not one number of all of them.
func TestNumberAskedByGroup(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-byGroup"))
	for q, f := range treesHave(t, d, map[string][]string{
		"how many runs by weekday":                  {"GROUP_BY keys=[weekday]"},
		"how many workouts of each type in 2025":    {"GROUP_BY keys=[workout_type]", "year(start_date) == 2025"},
		"how many workouts for every month of 2025": {"GROUP_BY keys=[month]", "year(start_date) == 2025"},
	}) {
		if f.Group == nil {
			t.Errorf("%q: no group", q)
		}
	}
}

// A weekday said with "typical", "usual" or "normal" ("on a typical
// Saturday") is any Saturday, as "an average Sunday" is: not the coming
// one.
func TestTypicalWeekdayIsEvery(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr50-typicalDay"))
	qs := []string{"how far do I run on a typical Saturday", "on a usual Sunday what do I eat for breakfast"}
	treesHave(t, d, map[string][]string{
		qs[0]: {"weekday(start_date) == 6"},
		qs[1]: {"weekday(start_date) == 7"},
	})
	treesLack(t, d, "add_days(today", "read as the coming day", qs...)
}

func TestSecondQuestionIsSaid(t *testing.T) {
	d := testLibrary(t)
	for _, c := range []struct{ q, alone, second string }{
		{"What was my most played song in 2023 and who sang it?", "What was my most played song in 2023?", `"who sang it?"`},
		{"How many songs did I play in May 2024, and how many hours was that?", "How many songs did I play in May 2024?", `"how many hours was that?"`},
		// said aloud: "plus", "and also"
		{"how many songs did i play yesterday plus how many artists", "how many songs did i play yesterday", `"how many artists"`},
		{"when did i last run and also how far was it", "when did i last run", `"how far was it"`},
	} {
		n, f := d.Decompose(c.q)
		alone, _ := d.Decompose(c.alone)
		if got, want := tree.Format(n), tree.Format(alone); strings.ReplaceAll(got, c.q, c.alone) != want {
			t.Errorf("%q: tree\n%s\nwant the first question's\n%s", c.q, got, want)
		}
		if !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, c.second) }) {
			t.Errorf("%q: notes %q do not say %s was not answered", c.q, f.Notes, c.second)
		}
	}
	// "and" inside one question joins no second one.
	if _, f := d.Decompose("What did I eat for lunch and dinner in Lisbon?"); slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "two things") }) {
		t.Errorf("one question read as two: %q", f.Notes)
	}
}

// TestOwnKeyUnheld: a thing only an unexported activity records ("my
// favourite songs", "who is my favourite artist", no music exported) is
// found nowhere and the answer says so; it is not answered from another
// export's names (a calendar's people).
func TestOwnKeyUnheld(t *testing.T) {
	cat := &catalog.Catalog{Signature: "calendar-only", Sources: []catalog.Source{
		{Name: "calendar", Events: 30, Fields: []catalog.Field{{Key: "summary", Kind: "text", Events: 30, Distinct: 20},
			{Key: "participants", Kind: "list", Events: 10, Distinct: 5, Names: true, Values: []catalog.Value{{Text: "Anna", Count: 10}}}}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"my favourite songs", "who is my favourite artist"} {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		if !strings.Contains(text, "sources=[music_stream]") || strings.Contains(text, "participants") || !strings.Contains(f.String(), "no songs exported") {
			t.Errorf("%q:\n%s\n%s", q, text, f)
		}
	}
}

// TestHaveIsEating: to have, by habit or next to a happening, with
// nothing had but what is asked, is to eat or drink where the library
// records what was eaten; elsewhere it is not.
func TestHaveIsEating(t *testing.T) {
	fields := []catalog.Field{{Key: "food", Kind: "text", Events: 50, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "banana", Count: 20}, {Text: "sushi", Count: 10}}}}
	d := withCatalog(t, &catalog.Catalog{Signature: "journal-food", Sources: []catalog.Source{{Name: "journal", Events: 100, Fields: fields}, {Name: "workout", Events: 50}}})
	for a, b := range map[string]string{
		"What did I usually have after a run?": "What did I usually eat after a run?",
		"what do I normally have":              "what do I normally eat",
	} {
		na, fa := d.Decompose(a)
		nb, _ := d.Decompose(b)
		if sa, sb := shape(tree.Format(na)), shape(tree.Format(nb)); sa != sb || !slices.Contains(fa.Notes, `"have" read as eating or drinking`) {
			t.Errorf("%q is not %q (notes %q):\n%s\n---\n%s", a, b, fa.Notes, sa, sb)
		}
	}
	d = withCatalog(t, &catalog.Catalog{Signature: "no-food", Sources: []catalog.Source{{Name: "journal", Events: 100}, {Name: "workout", Events: 50}}})
	if _, f := d.Decompose("What did I usually have after a run?"); f.Activity == "meal" {
		t.Errorf("have read as eating where nothing eaten is recorded: %s", f)
	}
}

// TestFriendsAsked: people asked for as friends are neither family (a
// person the library records by a family word, "Mum") nor the one I live
// with (who is at most of the happenings at home, worked out when the
// question runs), nor a relative the records name by the family word
// alone ("brother"); people asked for without the word stay everyone.
func TestFriendsAsked(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-friends", Sources: []catalog.Source{
		{Name: "journal", Events: 300, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 300, Distinct: 200},
			{Key: "participants", Kind: "list", Events: 100, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Jonas", Count: 60}, {Text: "Lena", Count: 30}, {Text: "Mum", Count: 10}}},
			{Key: "at_home", Kind: "bool", Events: 50}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"Which friend did I meet up with most in 2025?": {`!(person in ["Mum"]) && person != household`, `ref household`, `at_home == true`},
		"Which of my friends did I have dinner with?":   {`!(person in ["Mum"]) && person != household`},
		"Which 3 friends did I meet most in 2025?":      {`!(person in ["Mum"]) && person != household`, "k=3"},
		"Who was my top friend in 2025?":                {`!(person in ["Mum"]) && person != household`},
		// friends met, none named: what was done with one of them
		"how often did I meet friends":                 {`any(participants ?? [], {!(# in ["Mum"]) && # != household`, `ref household`},
		"How many dinners did I have with my friends?": {`any(participants ?? [], {!(# in ["Mum"]) && # != household`},
		// a relative said only by the family word is no friend
		"Which friend did I see the least?": {`!(person in ["aunt", `, `"brother"`},
	})
	n, _ := d.Decompose("Who did I meet up with most in 2025?")
	if text := tree.Format(n); strings.Contains(text, "household") {
		t.Errorf("people asked without the word friend are not friends only:\n%s", text)
	}
	// a library that tells no one as a friend (no family word names
	// anyone, no one is known at home): every meeting is counted, and
	// the answer says so
	cal := &catalog.Catalog{Signature: "calendar-friends", Sources: []catalog.Source{
		{Name: "calendar", Events: 300, Fields: []catalog.Field{{Key: "summary", Kind: "text", Events: 300, Distinct: 200}}}}}
	notesSay(t, withCatalog(t, cal), "friends", []noteCase{
		{"How often did I meet up with friends in 2022?", friendsUnknown},
		{"how many times did I have dinner with my friends", friendsUnknown},
		{"How often did I meet up with Lena in 2022?", ""},
		{"Which 3 friends did I meet most?", friendsUnknown},
		{"who was my top friend in 2022", friendsUnknown},
		{"Who is my favourite mate?", friendsUnknown},
	})
}

// TestLeastPeriodsEmpty: the month or the weekday of the least of
// something is one of the window's with none of it where there are such
// ("which month of 2022 did I run the least", months without a run), not
// the fewest of those with some, which ranking the groups alone gave.
func TestLeastPeriodsEmpty(t *testing.T) {
	cat := &catalog.Catalog{Signature: "least-periods", Sources: []catalog.Source{
		{Name: "workout", Events: 300, First: time.Date(2018, 4, 18, 0, 0, 0, 0, time.UTC), Last: time.Date(2023, 4, 14, 0, 0, 0, 0, time.UTC), Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 300, Distinct: 1, Values: []catalog.Value{{Text: "running", Count: 300}}}}}}}
	d := withCatalog(t, cat)
	treesUnderstood(t, d, map[string][]string{
		"Which month of 2022 did I run the least?": {`let without = filter(map(periods(a, z, "month")`, "len(without) == 0 ? ranked : without", "ARGMIN arg=count val=month"},
		"On which weekday do I run the least?":     {`unique(map(periods(a, z, "day"), {weekday_name(#)}))`, "ARGMIN arg=count val=weekday"},
	})
	// the most is among those with some
	n, _ := d.Decompose("Which month of 2022 did I run the most?")
	if text := tree.Format(n); strings.Contains(text, "without") {
		t.Errorf("the most read as the months without:\n%s", text)
	}
}

// A thing named as the one asked to be the top of a kind it is no field
// value of is the condition on the best, after all of the kind are
// ranked: "was running my top sport" ranked the runs by type (running,
// always), "was Pizzeria Amalfi my top restaurant" searched for the name
// and answered the top one's name to a yes-or-no.
func TestNamedTopOfAKind(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"Was running my top sport in 2021?":     {"APPLY len(items) > 0", `FILTER workout_type == "running"`, "ARGMAX", `RETRIEVE "I worked out"`},
		"Was cycling my most frequent workout?": {`FILTER workout_type == "cycling"`, "APPLY len(items) > 0"},
	})
	for _, q := range []string{"Was running my top sport in 2021?", "Was cycling my most frequent workout?"} {
		if _, f := d.Decompose(q); f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
}

// "My most met friend": the participle of an irregular verb after "most"
// (verbs.tsv) says what was done to rank by, as a regular one ("my most
// visited") does; "met" was searched for with the name and a count said
// yes to anyone met at all. "My most frequently met friend" is my most
// met friend: the adverb after "most" hid the participle, and whether
// Leonor was the one was answered "yes" by counting her meetings.
func TestMostParticiple(t *testing.T) {
	d := me49Lib(t)
	for _, q := range []string{"Was Elif Dekker my most met friend?", "Was Elif Dekker my most frequently met friend?"} {
		treesHave(t, d, map[string][]string{q: {"APPLY len(items) > 0", `FILTER person == "Elif Dekker"`, "ARGMAX", "GROUP_BY keys=[person]"}})
		if _, f := d.Decompose(q); f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
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

// "Who" of a kind ranked that is no person is the one of that kind after
// a phrase set first too: "Apart from Taylor Swift, who was my
// most-played musician" searched for the musician among people met.
func TestWhoOfAKindAfterALead(t *testing.T) {
	d := testLibrary(t)
	q := "Apart from Taylor Swift, who was my most-played musician in 2022?"
	treesHave(t, d, map[string][]string{q: {"GROUP_BY keys=[artist]", `RETRIEVE "I listened to music"`, `!((artist ?? "") == "Taylor Swift")`}})
}

// "Is it true that X was …" asks whether the statement is so, of any
// subject with "be" as of "I" ("is it true that I ran …"): "Is it true
// that Nina Castellanos was the artist I listened to the most" left
// "true" not understood and answered the top artist's name, its yes or
// no not worked out.
func TestIsItTrueOfAThing(t *testing.T) {
	d := pq50Library(t)
	frames := treesHave(t, d, map[string][]string{
		"Is it true that Nina Castellanos was the artist I listened to the most in 2021?": {"APPLY len(items) > 0", `artist == "Nina Castellanos"`, "ARGMAX", "year(start_date) == 2021"},
		"Is it the case that Little Moonlight was my most played song?":                   {"APPLY len(items) > 0", `track == "Little Moonlight"`, "ARGMAX"},
	})
	for q, f := range frames {
		if f.IsBest == nil || len(f.Unlinked) > 0 {
			t.Errorf("%q: no whether of the best, or words not understood %q: %s", q, f.Unlinked, f)
		}
	}
}

// "The type of workout", "the kind of food" after "most" (or in "was X
// the type of workout I did most") is the kind of the thing, as "which
// type of workout" asks it, not a field of mail called "type": "was
// running the type of workout I did most" ranked the runs by the mail's
// type and answered "running" to a yes or no.
func TestKindOfThingRanked(t *testing.T) {
	d := pq50Library(t)
	frames := treesHave(t, d, map[string][]string{
		"Was running the type of workout I did most in 2020?":   {"APPLY len(items) > 0", "val=workout_type", `workout_type == "running"`},
		"Was running my most frequent type of workout in 2020?": {"APPLY len(items) > 0", "val=workout_type"},
		"Was cycling the kind of workout I did most?":           {"APPLY len(items) > 0", `workout_type == "cycling"`},
		"What was my top type of workout in 2020?":              {"ARGMAX arg=count val=workout_type"},
	})
	for q, f := range frames {
		if q != "What was my top type of workout in 2020?" && f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
	treesLack(t, d, "val=type", "ranked by the mail's field", "Was running the type of workout I did most in 2020?", "What was my top type of workout in 2020?")
}

// "Was badminton the sport I played most": "be", a noun in lower case and
// what it is said to be is a yes or no, as with a name ("was Hellfrost
// my top artist"): it was read as "which", and answered "badminton".
func TestBareNounSubjectAsksWhether(t *testing.T) {
	d := pq50Library(t)
	frames := treesHave(t, d, map[string][]string{
		"Was badminton the sport I played most in 2020?": {"APPLY len(items) > 0", `workout_type == "badminton"`, "val=workout_type"},
		"was badminton my top sport?":                    {"APPLY len(items) > 0", `workout_type == "badminton"`},
	})
	for q, f := range frames {
		if f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
}

// A thing named in a yes or no of the best that the library links to no
// value ("Italian": the cuisine is read from the records' words) is
// compared with the best found, as the words of the other: "was Italian
// the cuisine I ate most" searched for "Italian my I ate" and answered
// the top cuisine with its yes or no not worked out.
func TestBestNamedUnlinked(t *testing.T) {
	d := pq50Library(t)
	frames := treesHave(t, d, map[string][]string{
		"Was Italian the cuisine I ate most often?":                      {"APPLY len(items) > 0", `says(cuisine, "Italian") || says("Italian", cuisine)`, "ARGMAX arg=count val=cuisine"},
		"Was Italian the kind of food I had most at restaurants in 2019": {`says(cuisine, "Italian")`, "year(start_date) == 2019"},
		"was italian food my favourite cuisine?":                         {`says(cuisine, "italian food")`},
	})
	for q, f := range frames {
		if f.IsBest == nil {
			t.Errorf("%q: no whether of the best: %s", q, f)
		}
	}
	treesLack(t, d, "Italian my", "the thing named was searched for", "Was Italian the cuisine I ate most often?")
	// a pronoun names nothing: the yes or no stays not worked out
	notesSay(t, d, "yes or no", []noteCase{{"Was it the cuisine I ate most often?", whetherNote}})
	// nor does a time: the month named is a time of the question's
	// ("is December my biggest spending month" counted every purchase)
	treesLack(t, d, "APPLY len(items)\n", "the month named was taken for a thing", "Is December my biggest spending month?")
	treesHave(t, d, map[string][]string{"Is December my biggest spending month?": {"ARGMAX", "val=month"}})
}

// A thing named is compared with the best only of a happening the
// question names: "was Vienna the city I visited most" ranked the cities
// of whatever a search for "I visited" found, a confident no.
func TestBestNamedOfNoHappening(t *testing.T) {
	d := pq50Library(t)
	treesLack(t, d, `says(city, "Vienna")`, "the cities of a search were ranked", "Was Vienna the city I visited most?")
	notesSay(t, d, "yes or no", []noteCase{{"Was Vienna the city I visited most?", whetherNote}})
	treesHave(t, d, map[string][]string{"Was Italian the cuisine I ate most often?": {`says(cuisine, "Italian")`}})
}

// Being tagged with someone is being with them in a post: "who was I
// tagged with most on facebook" searched the words "I was tagged with"
// and found nothing.
func TestTaggedWithIsWithInPosts(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"who was I tagged with most on facebook": {"ARGMAX", "val=person"},
		"who have I been tagged with the most":   {"ARGMAX", "val=person"},
	})
	for q, f := range fs {
		if strings.Contains(f.Query, "tagged") {
			t.Errorf("%q: the words searched: %q", q, f.Query)
		}
	}
}

// A change ranked with the verb's base after "did" ("in which month did my
// spending rise the most") is a change from one period to the next, which
// is not computed: the month of the most spending was answered with no
// word of it.
func TestChangeRankBaseVerbSaid(t *testing.T) {
	d := pq50Library(t)
	for _, q := range []string{
		"In which month did my spending rise the most?",
		"which year did my running grow the most",
		"in which month did my step count go down the most",
	} {
		if _, f := d.Decompose(q); !slices.Contains(f.Notes, changeRankNote) {
			t.Errorf("%q: no note that the change is not computed: %v", q, f.Notes)
		}
	}
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

// Whether the one named is the person ranked top compares the name as the
// people ranked are written too: the recipients of mail are their names
// alone, the name linked is the field's "Name <address>", and "was Elif
// Dekker my most emailed person" said "no — …: Elif Dekker".
func TestBestPersonNamedAsRanked(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Was Bill Radcliffe my most emailed person?", "Was Bill Radcliffe the person I emailed most?"} {
		treesHave(t, d, map[string][]string{q: {"APPLY len(items) > 0", `recipient == "Bill Radcliffe"`, `recipient == "billr@corbis.com"`, "ARGMAX"}})
	}
}
