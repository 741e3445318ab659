package rules

// Readings of questions that ask how many and how often, how many
// different, days without any, checked by code. Those a few lines can
// check are cases in testdata/readings/count.txt.

import (
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/lang/fold"
	"reqap/qa/tree"
)

// Work said of the office ("office days", "in the office") is the work a
// journal does not record at home, where it records at_home: the work the
// word searches holds working from home too. "The Office" is a show, and
// working from home stays at home.
func TestOfficeIsNotHome(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-at-home"
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "at_home", Kind: "bool", Events: 30})
	d := withCatalog(t, cat)
	const notHome = "!(at_home ?? false)"
	treesHave(t, d, map[string][]string{
		"How many office days did I have in March 2025?": {notHome},
		"How often did I work from the office?":          {notHome},
		"When was I last in the office?":                 {notHome},
		"How many days did I work from home?":            {"at_home == true"},
	})
	for _, q := range []string{"How many days did I work from home?", "How many episodes of The Office did I watch?", "When was the office party?"} {
		if n, _ := d.Decompose(q); n != nil && strings.Contains(tree.Format(n), notHome) {
			t.Errorf("%q: read as work away from home", q)
		}
	}
}

// The days without a thing never found are not known: none recorded at
// all gives no number, where 0 said every day had it ("how many days did
// I not see Karim", no Karim anywhere: 0).
func TestNotDaysOfNothingFound(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-recorded"
	for i := range cat.Sources {
		cat.Sources[i].First = time.Date(2024, 9, 1, 0, 0, 0, 0, time.UTC)
		cat.Sources[i].Last = time.Date(2025, 10, 31, 0, 0, 0, 0, time.UTC)
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many days did I not see Karim": {`len(d) == 0 ? nil : (let a = date("2024-09-01")`},
	})
}

// A bound of an amount with its unit ("longer than 30 minutes") after
// two things named is no comparison of the two: the calls with Mum that
// lasted so long are counted.
func TestUnitBoundIsNoSecondSide(t *testing.T) {
	cat := journal46Catalog("jr48-unitBound")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "activity", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "call", Count: 40}, {Text: "dinner", Count: 200}, {Text: "lunch", Count: 60}}},
		catalog.Field{Key: "duration_s", Kind: "duration", Events: 60})
	namesIn(cat, "participants", catalog.Value{Text: "Mum", Count: 30}, catalog.Value{Text: "Jonas", Count: 90})
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"how many calls with Mum longer than 30 minutes":      {"duration_s > 1800", `"Mum"`, `activity == "call"`},
		"how many calls with Mum lasted more than 30 minutes": {"duration_s > 1800", `"Mum"`},
	}) {
		if f.Form != "count" {
			t.Errorf("%q: form %s, want count", q, f.Form)
		}
	}
}

// A time said at the end of the second of two questions joined by "and"
// is said of both: the first, answered, keeps it.
func TestTimeAfterSecondQuestionIsBoths(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr49-twoTime"))
	for q, f := range treesHave(t, d, map[string][]string{
		"How many runs and how far in total in 2025?":        {"year(start_date) == 2025", "len(items)"},
		"how many swims and how many minutes last month":     {"add_months(start_of_month(today), -1)", "len(items)"},
		"how many times did I go swimming and where in 2024": {"year(start_date) == 2024"},
	}) {
		if !strings.Contains(strings.Join(f.Notes, " "), "asks two things") {
			t.Errorf("%q: no note of the second question: %v", q, f.Notes)
		}
	}
}

// TestDroppedWordsAreReported: a word the activity's own query replaces
// and nothing else read is said, not silently counted as any play.
func TestDroppedWordsAreReported(t *testing.T) {
	d := testLibrary(t)
	// the noun counted, which the library lacks, is looked for: it is no
	// count of everything else its source holds
	n, f := d.Decompose("How many subscribers do I have on Twitter?")
	if !slices.Contains(f.Unlinked, "subscribers") || !strings.Contains(tree.Format(n), "subscribers") {
		t.Errorf("unlinked %q, want subscribers kept in the query:\n%s", f.Unlinked, tree.Format(n))
	}
	_, f = d.Decompose("How many songs by Radiohead did I download?")
	if !slices.Contains(f.Unlinked, "download") {
		t.Errorf("unlinked %q, want download", f.Unlinked)
	}
	if _, f := d.Decompose("How many songs by Radiohead did I play in 2023?"); len(f.Unlinked) > 0 {
		t.Errorf("unlinked %q, want none", f.Unlinked)
	}
}

func TestUnlinkedWordsAreReported(t *testing.T) {
	d := testLibrary(t)
	// "according to", a preposition, names where it is said
	if _, f := d.Decompose("How many runs did I do in 2016 according to Strava?"); len(f.Unlinked) > 0 {
		t.Errorf("unlinked %v, want none\n%s", f.Unlinked, f)
	}
	// the verb of beginning asks when, as "start" does, whether or not
	// the library's texts hold the word
	for _, q := range []string{"When did the Daily Sync begin in 2016?", "How many messages did Gustav Johansen and I exchange in May 2021?"} {
		if _, f := d.Decompose(q); len(f.Unlinked) > 0 {
			t.Errorf("%q: unlinked %v, want none\n%s", q, f.Unlinked, f)
		}
	}
	// the verb of a measure's noun says the measure again
	if _, f := d.Decompose("How much elevation did I gain in 2016?"); len(f.Unlinked) > 0 || strings.Contains(f.Query, "gain") {
		t.Errorf("unlinked %v, query %q, want neither to say gain\n%s", f.Unlinked, f.Query, f)
	}
	_, f := d.Decompose("What documentary did I watch on the Xbox on March 20, 2013?")
	if len(f.Unlinked) == 0 || f.Unlinked[0] != "documentary" {
		t.Errorf("unlinked %v, want documentary\n%s", f.Unlinked, f)
	}
	if strings.Contains(f.Query, "documentary") {
		t.Errorf("an unknown word restricts retrieval: %q", f.Query)
	}
	// Asked of with nothing else said of it, the unknown word is what
	// is searched for: not every record with a title given back.
	if _, f := d.Decompose("Which cartoons did I watch in 2013?"); f.Query != "cartoons" {
		t.Errorf("which cartoons: query %q, want the word searched for\n%s", f.Query, f)
	}
	// What is counted, unknown to the library, stays too: counting
	// everything watched would pass for the trailers.
	n, f := d.Decompose("How many trailers did I watch?")
	if len(f.Unlinked) == 0 || !strings.Contains(f.Query, "trailers") {
		t.Errorf("counted noun dropped (unlinked %v):\n%s\n%s", f.Unlinked, tree.Format(n), f)
	}
	// A name the library does not hold stays: it must find nothing.
	n, f = d.Decompose("How many times did I listen to Zanzibarian Quartet?")
	if !strings.Contains(tree.Format(n), "Zanzibarian") {
		t.Errorf("unknown name dropped:\n%s\n%s", tree.Format(n), f)
	}
	// So does what was done, bought or paid for: a "yes" for any
	// purchase, or everything spent, would pass for the umbrella's.
	for q, w := range map[string]string{"Did I buy an umbrella on Amazon?": "umbrella", "How much did I spend on guitars?": "guitars", "how many times did i watch seinfeld": "seinfeld",
		// what was done, had, eaten or gone to: every doing of the
		// library, or every meal, would pass for it
		"How often did I do meditation?": "meditation", "When did I last eat lasagna?": "lasagna", "How many times did I have oysters?": "oysters",
		"How many times did I go to the sauna?": "sauna", "How many times did I go snorkeling?": "snorkeling", "How often did I practise the saxophone?": "saxophone"} {
		n, f = d.Decompose(q)
		if !slices.Contains(f.Unlinked, w) || !strings.Contains(f.Query, w) {
			t.Errorf("%q: unlinked %v, query %q, want %s reported and searched\n%s", q, f.Unlinked, f.Query, w, tree.Format(n))
		}
	}
	// A doing of other records said of the activity's ("songs I played
	// at the gym") is not read by its query: it is reported, never
	// dropped in silence; the activity's own words and sources are not.
	if _, f := d.Decompose("How many Taylor Swift songs did I play at the gym?"); !slices.Contains(f.Unlinked, "gym") {
		t.Errorf("gym dropped in silence: unlinked %v\n%s", f.Unlinked, f)
	}
	if _, f := d.Decompose("How many episodes of Archer did I watch on Netflix?"); len(f.Unlinked) > 0 {
		t.Errorf("the activity's own words reported: %v", f.Unlinked)
	}
	// A name the library does not hold, left out of the query a field
	// asked reads, is put back: the seasons of every series would pass
	// for Dexter's. One beside a name held was read with it.
	n, f = d.Decompose("what was the first season of Dexter I watched")
	if !strings.Contains(f.Query, "Dexter") {
		t.Errorf("Dexter dropped from the query:\n%s\n%s", tree.Format(n), f)
	}
	if _, f := d.Decompose("How many times did I play Tayor Swift?"); strings.Contains(f.Query, "Tayor") {
		t.Errorf("a name beside one held put back: %q", f.Query)
	}
	// A title the library does not hold that is also an English word
	// ("Friends") is that title, reported and searched for: not the
	// word's meaning, nor dropped for every episode watched.
	for _, q := range []string{"How many episodes of Friends did I watch?", "When did I watch Friends?", "Have I ever watched Lost?"} {
		n, f = d.Decompose(q)
		if len(f.Unlinked) != 1 || !fold.Capitalised(f.Unlinked[0]) || !strings.Contains(f.Query, f.Unlinked[0]) {
			t.Errorf("%q: unlinked %v, query %q, want the title reported and searched\n%s\n%s", q, f.Unlinked, f.Query, tree.Format(n), f)
		}
	}
	// the word in lower case, or not where a title stands, is the word
	if _, f := d.Decompose("How many times did I watch Archer with friends?"); slices.Contains(f.Unlinked, "friends") {
		t.Errorf("friends, in lower case, reported: %v", f.Unlinked)
	}
	// Without a library nothing is reported.
	if _, f := Must().Decompose("What documentary did I watch?"); len(f.Unlinked) > 0 {
		t.Errorf("unlinked without a library: %v", f.Unlinked)
	}
}

// A name the library lacks is searched for as written, and the nearest
// name it holds is offered, never used in its place.
func TestUnlinkedNamesGetSuggestions(t *testing.T) {
	d := testLibrary(t)
	u := d.Understand("How many times did I listen to Radioheda in 2023?")
	if len(u.Suggested) != 1 || u.Suggested[0] != (Suggestion{Word: "Radioheda", Meant: "Radiohead"}) {
		t.Errorf("suggested %v, want [Radioheda → Radiohead] (unlinked %v, corrected %v)", u.Suggested, u.Unlinked, u.Corrected)
	}
	n, _ := d.Decompose("How many times did I listen to Radioheda in 2023?")
	if text := tree.Format(n); strings.Contains(text, `"Radiohead"`) {
		t.Errorf("a suggestion was used in place of the name asked for:\n%s", text)
	}
	if u := d.Understand("How many times did I listen to Radiohead in 2023?"); len(u.Suggested) > 0 {
		t.Errorf("a name the library holds got suggestions: %v", u.Suggested)
	}
}

// TestPastTenseStopsAtToday: where a source holds events dated after the
// library was built (a calendar's recurrences a year ahead), a count or
// the last time asked in the past tense stops at today; the present
// tense, a length, and a source of past events only are not bounded.
func TestPastTenseStopsAtToday(t *testing.T) {
	built := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	summary := catalog.Field{Key: "summary", Kind: "text", Events: 900, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Standup", Count: 900}}}
	cat := &catalog.Catalog{Signature: "ahead", Built: built, Sources: []catalog.Source{
		{Name: "calendar", Events: 900, First: built.AddDate(-5, 0, 0), Last: built.AddDate(1, 0, 0), Fields: []catalog.Field{summary}},
		{Name: "music_stream", Events: 900, First: built.AddDate(-5, 0, 0), Last: built.AddDate(0, -1, 0), Fields: []catalog.Field{{Key: "duration_s", Kind: "number", Events: 900}}},
	}}
	d := withCatalog(t, cat)
	for q, bounded := range map[string]bool{
		"How many Standups were there in total?":        true,
		"How many Standups have I had?":                 true,
		"When did I last have a Standup?":               true,
		"How many Standups are there?":                  false,
		"How long was the Standup?":                     false,
		"How many Standups were there in 2024?":         false,
		"How many Standups were there in March?":        true, // every March so far
		"How many Standups were there on Mondays?":      true,
		"How many songs did I listen to?":               false,
		"When did I last listen to a song?":             true, // the last time is by today in any source
		"What's the last song I listened to?":           true, // the last of what was done, however the question opens
		"How many Standups have there been since 2024?": true, // a beginning and no end: up to now
		"How many Standups were there after May 2026?":  true,
		"How many Standups are there since 2024?":       false,
	} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(text, "start_date <= today") != bounded {
			t.Errorf("%q: bounded by today should be %v:\n%s\n%s", q, bounded, text, f)
		}
	}
}

// What Decompose read of a question is kept for Understand (asking does
// both): it is what a reading of its own gives, for that library only,
// and a caller changing what it got changes nothing kept.
func TestUnderstandAfterDecomposeReadsAlike(t *testing.T) {
	const q = "How many times did I listen to Radioheda in 2023? And more."
	lib := testLibrary(t)
	fresh := func(d *Decomposer) Understanding { return d.understandFresh(q) }
	for _, d := range []*Decomposer{lib, Must()} {
		d.Decompose(q)
		got, want := d.Understand(q), fresh(d)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("after Decompose: %+v, read afresh: %+v", got, want)
		}
		got.Caveats[0], got.Unlinked = "changed", append(got.Unlinked, "changed")
		if again := d.Understand(q); !reflect.DeepEqual(again, want) {
			t.Errorf("a caller's change was kept: %+v, want %+v", again, want)
		}
	}
	// The plain decomposer read the question without the library's names:
	// it suggests nothing, the library's does.
	if u := Must().Understand(q); len(u.Suggested) > 0 {
		t.Errorf("read without the library: suggested %v", u.Suggested)
	}
	if u := lib.Understand(q); len(u.Suggested) != 1 {
		t.Errorf("read with the library: suggested %v, want Radiohead", u.Suggested)
	}
}

// TestToWorkIsNoAfterWork: a journal's workouts record what they followed
// ("after work"); "cycle to work" is no ride after work, while "after
// work" still reads as one.
func TestToWorkIsNoAfterWork(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-after", Sources: []catalog.Source{
		{Name: "workout", Events: 60, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 60, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "cycling", Count: 9}, {Text: "strength_training", Count: 20}}},
			{Key: "after", Kind: "text", Events: 12, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "work", Count: 8}, {Text: "lunch", Count: 2}}}}},
		{Name: "journal", Events: 100, Fields: []catalog.Field{{Key: "activity", Kind: "text", Events: 80, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "work", Count: 10}}}}}}}
	d := withCatalog(t, cat)
	for q, wantAfter := range map[string]bool{"How many times did I bike to work?": false, "How often did I cycle to work in May?": false} {
		n, _ := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(text, `after == "work"`) != wantAfter {
			t.Errorf("%s:\n%s", q, text)
		}
	}
}

// TestOneTermOneCondition: "birthday parties" is one thing of the
// lexicon, a birthday; the party it says it is adds no second condition
// that a birthday party recorded as a birthday would fail.
func TestOneTermOneCondition(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-occasions", Sources: []catalog.Source{
		{Name: "journal", Events: 100, Fields: []catalog.Field{
			{Key: "occasion", Kind: "text", Events: 20, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "birthday", Count: 5}, {Text: "party", Count: 4}}},
			{Key: "participants", Kind: "list", Events: 50, Distinct: 5, Names: true, Values: []catalog.Value{{Text: "Leo", Count: 20}}}}}}}
	d := withCatalog(t, cat)
	n, _ := d.Decompose("How many birthday parties did Leo go to?")
	text := tree.Format(n)
	if !strings.Contains(text, `"birthday"`) || strings.Contains(text, `"party"`) {
		t.Errorf("birthday parties:\n%s", text)
	}
	// a party alone is still a party
	n, _ = d.Decompose("How many parties did Leo go to?")
	if text := tree.Format(n); !strings.Contains(text, `"party"`) {
		t.Errorf("parties:\n%s", text)
	}
}

// TestAtHome: "from home", "at home" are the at_home field a journal
// records; the "Home" of a shop's name ("at Home Depot") is the shop.
func TestAtHome(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]string{
		"How many times did I work from home?": "at_home == true",
		"How often did I have dinner at home?": "at_home == true",
		"How much did I spend at Home Depot?":  `"Home Depot"`,
		"How many days was I away from home?":  "",
	} {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		if want != "" && !strings.Contains(text, want) || strings.Contains(q, "Depot") && strings.Contains(text, "at_home") ||
			strings.Contains(q, "away") && strings.Contains(text, "at_home") {
			t.Errorf("%q: want %s\n%s\n%s", q, want, text, f)
		}
	}
}

// "Did I X every day (week, Monday) in W" asks whether no such period of
// W went without X, not whether X happened at all; "in March", asked in
// the past, is the last March. With no window to count in, the answer
// says how it was read.
func TestEveryPeriodOfAWindow(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-every", Sources: []catalog.Source{
		{Name: "workout", Events: 60, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 60, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "strength_training", Count: 30}}}}},
		{Name: "journal", Events: 100, Fields: []catalog.Field{{Key: "activity", Kind: "text", Events: 80, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "coffee", Count: 10}}}}}}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"Did I go to the gym every day in March?":    {"days_between(", ") == 0", "(month(today) - 3 + 12) % 12"},
		"Did I go to the gym every Monday in March?": {"let o = (1 - weekday(", ") == 0"},
		"Did I go to the gym every week in April?":   {"start_of_week(#)", ") == 0"},
		"Did I have coffee every day last week?":     {"days_between(add_days(start_of_week(today), -7)", ") == 0"},
		// days without, in a month of the year asked in the past
		"How many days did I go without coffee in May?":       {"days_between(", "(month(today) - 5 + 12) % 12"},
		"Was there a day in April when I didn't have coffee?": {") > 0", "(month(today) - 4 + 12) % 12"},
	})
	if n, _ := d.Decompose("Was there a day in April when I didn't have coffee?"); strings.Contains(tree.Format(n), "JOIN") {
		t.Errorf("a day when I didn't: a join\n%s", tree.Format(n))
	}
	n, f := d.Decompose("Did I go to the gym every Monday?")
	if text := tree.Format(n); !strings.Contains(text, "len(items) > 0") || len(f.Notes) == 0 {
		t.Errorf("every Monday of no window: %s, notes %q", text, f.Notes)
	}
}

// TestPeriodsWithoutWithinExport: weeks or months without something are
// looked for between the first and the last record of the export, not up
// to today ("which weeks did I not run").
func TestPeriodsWithoutWithinExport(t *testing.T) {
	cat := &catalog.Catalog{Signature: "runs-2015-2023", Sources: []catalog.Source{
		{Name: "workout", Events: 30, First: time.Date(2015, 8, 29, 13, 0, 0, 0, time.UTC), Last: time.Date(2023, 7, 2, 9, 0, 0, 0, time.UTC),
			Fields: []catalog.Field{{Key: "workout_type", Kind: "text", Events: 30, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "running", Count: 30}}}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"which weeks did I not run":          {`start_of_week(min(add_days(date("2023-07-02"), 1), add_days(today, 1)))`},
		"which months in 2017 did I not run": {`min(min(date("2018-01-01"), add_days(today, 1)), add_days(date("2023-07-02"), 1))`},
		"how many weeks did I not run":       {`start_of_week(add_days(date("2015-08-29"), 6))`},
	})
}

// TestPassiveSentIsEitherWay: mail said sent in the passive names no
// sender ("emails were sent to Valarie Sabo": anyone's); "by me" does.
func TestPassiveSentIsEitherWay(t *testing.T) {
	d := testLibrary(t)
	n, _ := d.Decompose("How many emails were sent to Valarie Sabo?")
	if text := tree.Format(n); strings.Contains(text, `direction == "sent"`) || !strings.Contains(text, "recipients") {
		t.Errorf("mail sent to someone read as only mine:\n%s", text)
	}
	for _, q := range []string{"How many emails were sent by me to Valarie Sabo?", "How many emails did I send to Valarie Sabo?"} {
		if n, _ := d.Decompose(q); !strings.Contains(tree.Format(n), `direction == "sent"`) {
			t.Errorf("%q: mail I sent read as anyone's:\n%s", q, tree.Format(n))
		}
	}
}

// TestOneMailboxOneCorrespondent: a correspondent written with an address
// is the address however the mail named it, in to as in cc.
func TestOneMailboxOneCorrespondent(t *testing.T) {
	// "the mailing list", lower case, said as the one mail went to, is
	// the correspondent whose name holds the words, not the subjects.
	for _, q := range []string{"How many emails were sent to the ImageMagick Mailing List?", "How many emails were sent to the mailing list?"} {
		n, _ := testLibrary(t).Decompose(q)
		text := tree.Format(n)
		for _, w := range []string{`any((to ?? []), {# == "magick@wizards.dupont.com"})`, `"ImageMagick Mailing List <magick@wizards.dupont.com>", "ImageMagick Mailing List", "magick@wizards.dupont.com"`} {
			if !strings.Contains(text, w) || strings.Contains(text, "subject") {
				t.Errorf("%q: tree lacks %q:\n%s", q, w, text)
			}
		}
	}
	if n, _ := testLibrary(t).Decompose("Which emails were about the mailing list?"); !strings.Contains(tree.Format(n), "mailing list archives") {
		t.Errorf("mail about the list is not its subjects':\n%s", tree.Format(n))
	}
}

// TestSkipUnrecordedIsSaid: what I skipped of an activity whose exports
// keep no such mark says the word was only searched for; one that keeps
// it reads the mark.
func TestSkipUnrecordedIsSaid(t *testing.T) {
	cat := &catalog.Catalog{Signature: "no-skips", Sources: []catalog.Source{
		{Name: "music_stream", Events: 30, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 30, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Senior Skip Day", Count: 1}}}}},
	}}
	_, f := withCatalog(t, cat).Decompose("How many songs did I skip?")
	if !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "records which songs you skipped") }) {
		t.Errorf("not said: %q", f.Notes)
	}
	// of plays, none is counted as skipped, whatever the titles say: the
	// note never claims a search for the word the answer did not make
	bare := &catalog.Catalog{Signature: "no-skips-bare", Sources: []catalog.Source{
		{Name: "music_stream", Events: 30, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 30, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Yellow", Count: 1}}}}},
	}}
	for _, c := range []*catalog.Catalog{cat, bare} {
		n, f := withCatalog(t, c).Decompose("How many songs did I skip in 2022?")
		if !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasSuffix(n, "none is counted as skipped") }) || !strings.Contains(tree.Format(n), "skipped == true") {
			t.Errorf("%s: query %q, notes %q\n%s", c.Signature, f.Query, f.Notes, tree.Format(n))
		}
	}
	n, f := testLibrary(t).Decompose("How many songs did I skip?")
	if text := tree.Format(n); !strings.Contains(text, "skipped == true") || slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "you skipped") }) {
		t.Errorf("a mark kept is not read:\n%s\n%q", text, f.Notes)
	}
}

// TestPlayedHowUnrecordedIsSaid: how a record was played (offline, on
// shuffle, in a private session), asked of an export that keeps no such
// mark, says the word was only searched for; one that keeps it says
// nothing of the kind.
func TestPlayedHowUnrecordedIsSaid(t *testing.T) {
	plain := &catalog.Catalog{Signature: "no-marks", Sources: []catalog.Source{
		{Name: "music_stream", Events: 30, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 30, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Offline", Count: 1}}}}},
	}}
	marked := &catalog.Catalog{Signature: "marks", Sources: []catalog.Source{
		{Name: "music_stream", Events: 30, Fields: []catalog.Field{
			{Key: "track", Kind: "text", Events: 30, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Offline", Count: 1}}},
			{Key: "offline", Kind: "bool", Events: 30, Distinct: 2},
			{Key: "shuffle", Kind: "bool", Events: 30, Distinct: 2},
			{Key: "incognito_mode", Kind: "bool", Events: 30, Distinct: 2},
		}},
	}}
	for _, c := range []struct{ q, said string }{
		{"How many songs did I listen to offline?", "songs you played offline"},
		{"What did I listen to on shuffle?", "songs you played on shuffle"},
		{"Which tracks did I play in incognito mode?", "songs you played in a private session"},
	} {
		_, f := withCatalog(t, plain).Decompose(c.q)
		if !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, c.said) }) {
			t.Errorf("%q: not said: %q", c.q, f.Notes)
		}
		_, f = withCatalog(t, marked).Decompose(c.q)
		if slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "nothing in the library records") }) {
			t.Errorf("%q: said of a kept mark: %q", c.q, f.Notes)
		}
	}
}

// TestMisspelt: a slip corrected, or left (testdata/corrected.tsv): the
// first word of a question one slip from one question word, a word of
// English one slip from a meal where English puts a meal, a word of no
// language one slip from a function word.
func TestMisspelt(t *testing.T) {
	d := testLibrary(t)
	test.Table(t, "corrected", func(q string) string {
		_, f := d.Decompose(q)
		return strings.Join(f.Corrected, "; ")
	}, "corrected.tsv")
}

// TestNameWordNoSlip: a word of a name the library holds, said with its
// neighbour as the name has it ("Stadt- und Landesbibliothek"), is the
// name's word, not a slip of a function word ("und" was read as "and");
// the same slip said elsewhere is still one.
func TestNameWordNoSlip(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "und", Sources: []catalog.Source{
		{Name: "calendar", Events: 20, Fields: []catalog.Field{
			{Key: "location", Kind: "text", Events: 20, Distinct: 1, Names: true, Values: libtest.Ranked(20, "Stadt- und Landesbibliothek Potsdam")}}},
	}})
	if _, f := d.Decompose("how many events were at the Stadt- und Landesbibliothek"); len(f.Corrected) > 0 {
		t.Errorf("the name's word corrected: %q", f.Corrected)
	}
	if _, f := d.Decompose("how many events were there und at the library"); !slices.Contains(f.Corrected, "und → and") {
		t.Errorf("the slip elsewhere not corrected: %q", f.Corrected)
	}
}

// A post about a place the posts tag ("#bangkok") is one tagged with it
// or saying the word ("Jay Fai in Bangkok"), as a hashtag is a word of
// the text; a tag written with its #, or asked of no topic, is the tag
// only.
func TestHashtagOrWord(t *testing.T) {
	cat := &catalog.Catalog{Signature: "hashtag-or-word", Sources: []catalog.Source{
		{Name: "social_media", Events: 100, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 100},
			{Key: "hashtags", Kind: "list", Events: 20, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "bangkok", Count: 10}}}}}}}
	d := withCatalog(t, cat)
	word := `says(text ?? "", "bangkok")`
	treesHave(t, d, map[string][]string{
		"How many times did I post about Bangkok?": {`any(hashtags ?? [], {# == "bangkok"})`, word},
		"how many posts about bangkok did I write": {word},
	})
	treesLack(t, d, word, "a tag written with its #, or asked of no topic, read as the word", "How many posts with #bangkok did I write?", "What did I do in Bangkok?")
}

// TestRefundsAreTheirOwn: refunds are read from the refunds an export
// keeps, and said to be unexported where none is, never counted from the
// purchases.
func TestRefundsAreTheirOwn(t *testing.T) {
	purchases := catalog.Source{Name: "online_purchase", Events: 40, Fields: []catalog.Field{{Key: "price", Kind: "number", Events: 40}}}
	for _, c := range []struct {
		sources []catalog.Source
		want    string
	}{
		{[]catalog.Source{purchases}, "no refunds exported"},
		{[]catalog.Source{purchases, {Name: "online_refund", Events: 3, Fields: []catalog.Field{{Key: "amount", Kind: "number", Events: 3}}}}, "sources=[online_refund]"},
	} {
		cat := &catalog.Catalog{Signature: "refunds-" + strconv.Itoa(len(c.sources)), Sources: c.sources}
		d := withCatalog(t, cat)
		n, f := d.Decompose("How many refunds did I get?")
		if text := tree.Format(n) + "\n" + strings.Join(f.Notes, "\n"); !strings.Contains(text, c.want) || strings.Contains(tree.Format(n), "online_purchase") {
			t.Errorf("%d sources: want %q, not the purchases:\n%s", len(c.sources), c.want, text)
		}
	}
}

// "in my Germany holiday calendar": the calendar the things are kept in,
// no happening they were during.
func TestInMyCalendarIsNoHappening(t *testing.T) {
	cat := &catalog.Catalog{Signature: "calendar-in", Sources: []catalog.Source{
		{Name: "calendar", Events: 60, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 60, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Germany: Good Friday", Count: 10}, {Text: "Daily Sync", Count: 30}}},
			{Key: "calendar", Kind: "text", Events: 60, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Holidays: Germany", Count: 20}, {Text: "Work", Count: 40}}}}}}}
	for q := range treesHave(t, withCatalog(t, cat), map[string][]string{
		"How many events are in my Germany holiday calendar for 2010?": {"year(start_date) == 2010", `Holidays: Germany`},
		"How many events are in my work calendar in 2010?":             {"year(start_date) == 2010", `calendar == "Work"`},
	}) {
		n, _ := withCatalog(t, cat).Decompose(q)
		if text := tree.Format(n); strings.Contains(text, "JOIN") {
			t.Errorf("%q: the calendar read as a happening:\n%s", q, text)
		}
	}
}

// TestRankedUnknown: which thing is the most, of a kind the library does
// not hold, is searched for, not answered with a count of everything.
func TestRankedUnknown(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]bool{
		"What's my favourite colour?":                 true,
		"How many times was my favourite colour red?": false,
	} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if got := strings.Contains(text, `RETRIEVE "colour"`) && !strings.Contains(text, "len(items)"); got != want {
			t.Errorf("%q: searched for the word instead of counting should be %v:\n%s", q, want, text)
		}
	}
}

// TestUnrecordedKinds: a word before the noun of the things asked about
// that says a kind of them no record keeps ("French songs", "happy
// songs") is said not recorded, and is no part of a longer name it begins
// or is in (the artist French Police, the track "Life's A Happy Song");
// a name said whole, a number, a word of ranking say nothing.
func TestUnrecordedKinds(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]string{
		"How many sad songs did I listen to in 2023?": `"sad"`,
		"Which happy songs did I play?":               `"happy"`,
		"How many Glory songs did I play?":            `"Glory"`, // not the track "Glory Box"
		"How many Radiohead songs did I play?":        "",
		"What were the five songs I played most?":     "",
		"How many different songs did I play?":        "",
		"What are my favourite songs?":                "",
		"How many new songs did I discover in 2024?":  "",
		// a preposition before the noun says when, not what kind
		"How long did I sit during songs in 2023?":            "",
		"How many songs did I play after songs of Radiohead?": "",
	} {
		n, f := d.Decompose(q)
		said := slices.ContainsFunc(f.Notes, func(s string) bool {
			return strings.Contains(s, "is not recorded (your Music records keep no such kind)") && strings.Contains(s, want)
		}) ||
			want != "" && slices.Contains(f.Unlinked, strings.Trim(want, `"`)) // a word the library never uses: not understood
		if said != (want != "") {
			t.Errorf("%q: notes %q, want %s said\n%s", q, f.Notes, want, tree.Format(n))
		}
	}
}

// A word of a verb said as a noun's modifier ("how many office meetings")
// that the lexicons read only as a generic concept narrows nothing the
// search finds: it is said not understood and left out of the query,
// rather than counting every meeting as an office meeting unsaid. A
// compound the lexicons know ("work meetings": a work meeting, not a
// meet-up) is searched for whole.
func TestGenericKindWordSaid(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How many office meetings did I have in March 2023?", "list my office meetings in 2022"} {
		_, f := d.Decompose(q)
		if !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.HasPrefix(s, `"office" (of meetings) is not understood`) }) ||
			slices.Contains(strings.Fields(f.Query), "office") {
			t.Errorf("%q: notes %q, query %q; want office said not understood and not searched", q, f.Notes, f.Query)
		}
	}
	for _, q := range []string{"How many work meetings did I have in March 2023?", "list my business meetings in 2022"} {
		_, f := d.Decompose(q)
		if slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "(of meetings)") }) ||
			!strings.Contains(f.Query, " meetings") || strings.Fields(f.Query)[len(strings.Fields(f.Query))-2] == "my" {
			t.Errorf("%q: notes %q, query %q; want the compound searched whole", q, f.Notes, f.Query)
		}
	}
	// a verb after its subject is no kind
	if _, f := d.Decompose("How many meetings did I work through in 2022?"); slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, `"work"`) }) {
		t.Errorf("notes %q, want none of work", f.Notes)
	}
}

// A word before meetings that the retrieval lexicons read, with the noun,
// as a term of a concept of other terms too ("client meeting" is a work
// meeting, as a standup is) narrows nothing the search finds: said so,
// singular or plural. So is a word the kind is said by after the noun
// ("meetings for work") or an adjective a verb takes as a particle
// elsewhere ("online meetings"). A word that names the concept alone
// ("standup meetings") narrows as it says.
func TestAbsorbedKindWordSaid(t *testing.T) {
	d := testLibrary(t)
	for _, c := range []struct{ q, note string }{
		{"How many client meetings did I have in 2023?", `"client meetings" are not told apart from other work meetings`},
		{"when was my last team meeting", `"team meeting" is not told apart from other work meetings`},
		{"How many online meetings did I have?", `"online" (of meetings) is not understood`},
		{"How many meetings for work did I have in 2023?", `"for work" (of meetings) is not understood`},
		{"How many standup meetings did I have in May 2023?", ""},
		{"How many meetings did I have in May 2023?", ""},
	} {
		n, f := d.Decompose(c.q)
		notes := strings.Join(f.Notes, "; ")
		if c.note == "" && (strings.Contains(notes, "told apart") || strings.Contains(notes, "(of meetings)")) || !strings.Contains(notes, c.note) {
			t.Errorf("%q: notes %q, want %q\n%s", c.q, notes, c.note, tree.Format(n))
		}
	}
}

// An adverb of manner after the verb of sending says how, not to whom: it
// is no recipient, and is said as not understood.
func TestAdverbIsNoRecipient(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How many emails did I send angrily?", "Which emails did I send hastily in 2000?"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(text, "recipients") {
			t.Errorf("%q: an adverb read as a recipient:\n%s", q, text)
		}
		if len(f.Unlinked) == 0 && !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "how it was done") }) {
			t.Errorf("%q: the adverb unsaid\n%s", q, f)
		}
	}
	treesHave(t, d, map[string][]string{"How many emails did I send to Cristy?": {"recipients"}})
}

// TestPetNames: a name with a pet-name ending ("Benni") is the one person
// the library records under the name it ends ("Ben"); one that is no such
// form of a recorded name stays, not understood.
func TestPetNames(t *testing.T) {
	cat := &catalog.Catalog{Signature: "pet-names", Sources: []catalog.Source{
		{Name: "journal", Events: 100, Fields: []catalog.Field{{Key: "participants", Kind: "list", Events: 60, Distinct: 2, Names: true,
			Values: []catalog.Value{{Text: "Ben", Count: 30}, {Text: "Lena", Count: 30}}}, {Key: "activity", Kind: "text", Events: 80, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "climbing", Count: 30}}}}},
	}}
	d := withCatalog(t, cat)
	_, f := d.Decompose("How often did I go climbing with Benni?")
	if !slices.Contains(f.Corrected, "Benni → Ben") {
		t.Errorf("Benni read as %v, want Ben\n%s", f.Corrected, f)
	}
	_, f = d.Decompose("How often did I go climbing with Bert?")
	if len(f.Corrected) > 0 {
		t.Errorf("Bert read as %v, want as said", f.Corrected)
	}
}

// TestValueAfterItsField: a word said right after its field's word
// ("tagged running", "the tag travel") is that field's value, not the
// activity or the trip the word names elsewhere, whatever the question
// counts ("entries").
func TestValueAfterItsField(t *testing.T) {
	cat := &catalog.Catalog{Signature: "tagged", Sources: []catalog.Source{
		{Name: "note", Events: 300, Fields: []catalog.Field{{Key: "tags", Kind: "list", Events: 100, Distinct: 3, Names: true,
			Values: []catalog.Value{{Text: "running", Count: 20}, {Text: "travel", Count: 5}, {Text: "friends", Count: 12}}}}},
		{Name: "workout", Events: 200, Fields: []catalog.Field{{Key: "workout_type", Kind: "text", Events: 200, Distinct: 2, Names: true,
			Values: []catalog.Value{{Text: "running", Count: 85}, {Text: "swimming", Count: 50}}}, {Key: "distance_km", Kind: "number", Events: 100}}},
	}}
	d := withCatalog(t, cat)
	frames := treesHave(t, d, map[string][]string{
		"How many entries are tagged running?":  {`any(tags, {# == "running"})`},
		"How many entries have the tag travel?": {`any(tags, {# == "travel"})`},
		"How many entries are tagged friends?":  {`any(tags, {# == "friends"})`},
	})
	for q, f := range frames {
		if f.Activity != "" {
			t.Errorf("%q: activity %q, want none", q, f.Activity)
		}
	}
}

// TestSomeUnitsNoted: a time read one way of several English leaves open
// ("the days before": how many) says how it was read.
func TestSomeUnitsNoted(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]string{
		"How much did I spend in the days before Christmas 2022?": "the days before: read as the 7 days before",
		"What did I buy in the weeks before my trip to Lisbon?":   "the weeks before: read as the 4 weeks before",
		"How many songs did I play over the holidays in 2022?":    "the holidays: read as 24 December to 1 January",
	} {
		if _, f := d.Decompose(q); !slices.Contains(f.Notes, want) {
			t.Errorf("%q: notes %q lack %q", q, f.Notes, want)
		}
	}
}

// A mark the plays of a library do not keep (a skip) counts none of them
// as marked, and says so: every play would pass for the skipped ones.
// Where the plays keep it, the mark is read as ever.
func TestUnrecordedMarkCountsNone(t *testing.T) {
	plays := func(fields ...catalog.Field) *catalog.Catalog {
		return &catalog.Catalog{Signature: "plays-" + strconv.Itoa(len(fields)), Sources: []catalog.Source{
			{Name: "music_stream", Events: 500, Fields: append([]catalog.Field{{Key: "track", Kind: "text", Events: 500, Distinct: 50, Names: true, Values: libtest.Ranked(20, "Glory Box")},
				{Key: "artist", Kind: "text", Events: 500, Distinct: 20, Names: true, Values: libtest.Ranked(20, "Portishead")}}, fields...)}}}
	}
	for _, cat := range []*catalog.Catalog{plays(), plays(catalog.Field{Key: "skipped", Kind: "bool", Events: 500, Distinct: 2})} {
		d := withCatalog(t, cat)
		for _, q := range []string{"How many songs did I skip?", "which tracks did I skip in 2022", "how many songs were skipped"} {
			n, f := d.Decompose(q)
			if !strings.Contains(tree.Format(n), "skipped == true") {
				t.Errorf("%s %q: no skip asked:\n%s", cat.Signature, q, tree.Format(n))
			}
			said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "you skipped") })
			if kept := len(cat.Sources[0].Fields) > 2; said == kept {
				t.Errorf("%s %q: notes %q", cat.Signature, q, f.Notes)
			}
		}
	}
	// skipping the gym is no play skipped: the workouts said skipped are
	// searched for
	d := withCatalog(t, &catalog.Catalog{Signature: "gym-skips", Sources: []catalog.Source{
		{Name: "workout", Events: 100, Fields: []catalog.Field{{Key: "workout_type", Kind: "text", Events: 100, Distinct: 2, Names: true, Values: libtest.Ranked(2, "running", "strength_training")}}}}})
	if n, _ := d.Decompose("How many times did I skip the gym?"); strings.Contains(tree.Format(n), "skipped == true") {
		t.Errorf("skipping the gym read as a play's mark:\n%s", tree.Format(n))
	}
}

// TestDaysWithoutNeverPastToday: the days without a record, from the
// first record to the last, stop at today: a note dated later (by a
// change of its file) is no day of the past gone without.
func TestDaysWithoutNeverPastToday(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-future-note", Sources: []catalog.Source{
		{Name: "note", Events: 300, First: time.Date(2024, 9, 1, 0, 0, 0, 0, time.UTC), Last: time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC),
			Fields: []catalog.Field{{Key: "title", Kind: "text", Events: 300, Distinct: 300}}},
		{Name: "journal", Events: 900, Fields: []catalog.Field{{Key: "activity", Kind: "text", Events: 300, Distinct: 20, Names: true, Values: libtest.Ranked(10, "running", "dinner")}}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"How many days did I skip journaling?", "how many days did i not write in my diary"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, `min(add_days(date("2030-01-01"), 1), add_days(today, 1))`) || !strings.Contains(text, `RETRIEVE "my journal entries"`) {
			t.Errorf("%q: the days without an entry up to today, want\n%s\n%s", q, text, f)
		}
	}
}

// Being alone or with others, said with no name, is whether the events
// record some people or none; and what was done without someone named
// includes what no one is recorded to have joined.
func TestCompanyAndWithout(t *testing.T) {
	cat := &catalog.Catalog{Signature: "company", Sources: []catalog.Source{
		{Name: "workout", Events: 60, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 60, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "running", Count: 30}, {Text: "swimming", Count: 30}}},
			{Key: "participants", Kind: "list", Events: 10, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Lena", Count: 6}, {Text: "Ben", Count: 4}}},
			{Key: "distance_km", Kind: "number", Events: 60}}}}}
	d := withCatalog(t, cat)
	frames := treesHave(t, d, map[string][]string{
		"How many times did I go swimming alone?": nil,
		"How many runs with someone?":             nil,
	})
	if f := frames["How many times did I go swimming alone?"]; !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, `"alone" is read as no one recorded in participants`) }) {
		t.Errorf("alone: what was counted is not said: %q", f.Notes)
	}
	if f := frames["How many runs with someone?"]; slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "no one recorded") }) {
		t.Errorf("with someone: said as alone: %q", f.Notes)
	}
	treesUnderstood(t, d, map[string][]string{
		"How many times did I go swimming alone?":             {"len(participants ?? []) == 0"},
		"How many runs did I do by myself?":                   {"len(participants ?? []) == 0"},
		"How many runs did I do with someone other than Ben?": {"len(participants ?? []) > 0", `!(any((participants ?? []), {# == "Ben"}))`},
		"How many times did I run without Lena?":              {`!(any((participants ?? []), {# == "Lena"}))`},
	})
}

// The library's own name of a kind of records ("location", of the location
// source) before the noun of the things asked ("location visits") says
// which records: understood, not a kind of visit nor the places counted.
func TestOwnSourceNameUnderstood(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "loc-visits", Sources: []catalog.Source{
		{Name: "location", Events: 20, Fields: []catalog.Field{
			{Key: "segment", Kind: "text", Events: 20, Distinct: 2, Names: true, Values: libtest.Ranked(20, "visit", "activity")},
			{Key: "place_id", Kind: "text", Events: 5, Distinct: 5}}},
		{Name: "calendar", Events: 50, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 50, Distinct: 40},
			{Key: "location", Kind: "text", Events: 20, Distinct: 10}}}}})
	frames := treesHave(t, d, map[string][]string{
		"count my location visits in 2019":      {`segment == "visit"`, "APPLY len(items)"},
		"how many location visits are recorded": {`segment == "visit"`, "APPLY len(items)"},
	})
	for q, f := range frames {
		if len(f.Unlinked) > 0 || f.Group != nil {
			t.Errorf("%q: not understood %q, group %v", q, f.Unlinked, f.Group)
		}
	}
}

// "Active" before a measure a fitness tracker keeps of the day ("active
// minutes", "active calories") names the measure, not workouts to count.
func TestActiveMeasureNoWorkout(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How many active minutes did I have last week?", "How many active calories did I burn in 2023?"} {
		if n, _ := d.Decompose(q); strings.Contains(queries(n), "I worked out") {
			t.Errorf("%q: read as workouts\n%s", q, tree.Format(n))
		}
	}
	if n, _ := d.Decompose("Was I less active in 2022 than in 2023?"); !strings.Contains(queries(n), "I worked out") {
		t.Errorf("being active not read as working out\n%s", tree.Format(n))
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

// A newsletter is mail: "how many newsletters from the running club did I
// get" was read as runs, the club's word for its sport.
func TestNewslettersAreMail(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"how many newsletters from the running club did I get": {"sources=[mail]", `direction == "received"`},
	})
	for q, f := range fs {
		if f.Activity != "mail_received" {
			t.Errorf("%q: activity %q", q, f.Activity)
		}
	}
}

// A sender left out of mail received is left out where no value was
// linked for the name but the mail's senders hold it ("excluding Amazon"
// counted Amazon's mail, with a note); "apart from" is no "from" of a
// sender, so "who did I email most apart from Karim" asks whom I wrote
// to, not who wrote to me.
func TestSenderLeftOut(t *testing.T) {
	d := pq48Library(t)
	treesUnderstood(t, d, map[string][]string{
		"How many emails did I get excluding Amazon?":           {`!((sender ?? "") matches "(?i)Amazon")`, `direction == "received"`},
		"How many emails did I get not from Amazon?":            {`!((sender ?? "") matches "(?i)Amazon")`},
		"how many emails did I get except the ones from Amazon": {`!((sender ?? "") matches "(?i)Amazon")`},
		"Who emailed me most apart from Amazon?":                {`!((sender ?? "") matches "(?i)Amazon")`, "val=sender"},
		"Who did I email most apart from Karim?":                {"val=recipient", `direction == "sent"`, `any((to ?? [])`},
		"How many emails did I send other than to Elif?":        {`!(any(`, "Elif", `direction == "sent"`},
		"how many emails did I send except the ones to Elif":    {`!(any(`, "Elif"},
		// every word of an exclusion (exceptWords), not a copy of some
		"how many emails did I get setting aside Amazon": {`!((sender ?? "") matches "(?i)Amazon")`},
	})
	// a word no sender is named by is not read as one: the answer says it
	// did not understand it
	_, f := d.Decompose("How many emails did I receive not counting newsletters?")
	if len(f.Notes) == 0 {
		t.Errorf("newsletters left out with no note: %s", f)
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

// A time said as a sentence after a question that only says days of the
// week, a time of day or a happening's time is still the question's.
func TestTimeSentenceAfterUndated(t *testing.T) {
	samePairs(t, Must(), []struct{ a, b string }{
		{"How many movies did I watch on weekends? In 2018.", "How many movies did I watch on weekends in 2018?"},
		{"How many mails did I send in the evening (after 18:00)? In 2021.", "How many mails did I send in the evening (after 18:00) in 2021?"},
		{"Avg heart rate when running? In October 2021.", "Avg heart rate when running in October 2021?"},
	})
}
