package rules

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
	"reqap/qa/qud/link"
	rlex "reqap/qa/retrieve/lexicon"
	"reqap/qa/tree"
)

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

// TestBurningCaloriesIsUnderstood: the verb of energy spent is read with
// the calories, not reported as a word the library lacks.
func TestBurningCaloriesIsUnderstood(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How many calories did I burn in total on bike rides?", "Which workout burned the most calories?"} {
		if _, f := d.Decompose(q); slices.ContainsFunc(f.Unlinked, func(w string) bool { return strings.HasPrefix(w, "burn") }) {
			t.Errorf("%q: unlinked %q", q, f.Unlinked)
		}
	}
}

// TestUnheldOccasionsAreReported: a name of a day or a season the time
// expressions do not know is said not understood, not read as the sellers
// or titles one of its words is part of, nor left to pass for the words it
// is searched for.
func TestUnheldOccasionsAreReported(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How much did I spend on Prime Day 2021?", "What did I buy on Prime Day?", "what did I order on Singles Day 2020"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(text, "seller") || !slices.ContainsFunc(f.Unlinked, func(u string) bool { return strings.HasSuffix(u, " Day") }) {
			t.Errorf("%q: unlinked %q, want the occasion\n%s", q, f.Unlinked, text)
		}
	}
	// a holiday the time expressions know, a seller's whole name and a
	// title's words are understood
	treesUnderstood(t, d, map[string][]string{
		"How much did I spend on Black Friday 2020?":       {"SUM", "2020"},
		"How much did I spend at Prime Houseware in 2021?": {`seller == "Prime Houseware"`},
	})
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

func BenchmarkDecomposeWithLibrary(b *testing.B) {
	d := testLibrary(b)
	qs, _ := readQuestions(b)
	qs = append(qs, fixtureQuestions(b, "small")...)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		d.Decompose(qs[i%len(qs)])
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

// A word of English the library does not use is no misspelling of one it
// does: no "did you mean" is offered for it.
func TestEnglishWordsGetNoSuggestions(t *testing.T) {
	wt := catalog.Field{Key: "workout_type", Kind: "text", Events: 60, Distinct: 3, Names: true}
	for _, v := range []string{"ski", "hike", "swim"} {
		wt.Values = append(wt.Values, catalog.Value{Text: v, Count: 20})
	}
	d := withCatalog(t, &catalog.Catalog{Signature: "ski-hike", Sources: []catalog.Source{
		{Name: "workout", Events: 60, Fields: []catalog.Field{wt}},
		{Name: "music_stream", Events: 500, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 500}, {Key: "artist", Kind: "text", Events: 500}}},
	}})
	for _, q := range []string{"How many songs did I skip in 2023?", "How many songs did I hum in 2023?", "Which songs did I sing in 2023?", "How many songs did I like in 2023?"} {
		if u := d.Understand(q); len(u.Suggested) > 0 {
			t.Errorf("%q: suggested %v", q, u.Suggested)
		}
	}
}

// TestFinishedUnrecorded: whether a series was finished is no mark any
// stream export keeps; the answer says so.
func TestFinishedUnrecorded(t *testing.T) {
	d := testLibrary(t)
	_, f := d.Decompose("Did I finish Archer?")
	if !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "you finished") }) {
		t.Errorf("notes %q do not say finishing is not recorded", f.Notes)
	}
	// a skip said in the passive is the same mark
	_, f = d.Decompose("On which days in January 2006 was the Daily Sync skipped?")
	if !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "you skipped") }) {
		t.Errorf("notes %q do not say skipping is not recorded", f.Notes)
	}
	// a mail's star, its being read, a post's being seen: no mail or post
	// export here keeps them
	for q, w := range map[string]string{"Which emails did I star?": "you starred", "How many of my emails did I read?": "you read",
		"Which emails were flagged?": "you starred", "How many people saw my posts?": "how many people saw"} {
		if _, f := d.Decompose(q); !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, w) }) {
			t.Errorf("%q: notes %q do not say %q is not recorded", q, f.Notes, w)
		}
	}
	// reading is a mark of mail only: books read are a doing
	if _, f := d.Decompose("How many books did I read in 2020?"); slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "you read") }) {
		t.Errorf("books read said unrecorded: %q", f.Notes)
	}
}

// TestActivityNotHeldIsSaid: a question about an activity the library
// has no export of is not answered for another activity its words could
// mean ("listen": music), and says so.
func TestActivityNotHeldIsSaid(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How much time did I spend listening to podcasts?", "How many podcasts did I listen to in 2023?", "Did I listen to any podcasts?", "How many audiobooks did I listen to?"} {
		n, f := d.Decompose(q)
		// the verb of listening, searched for, would call the music up
		if text := tree.Format(n); strings.Contains(text, "music_stream") || strings.Contains(text, `RETRIEVE "I listened`) {
			t.Errorf("%q answered for music:\n%s\n%s", q, text, f)
		}
		if !slices.ContainsFunc(f.Notes, func(s string) bool {
			return strings.Contains(s, "no podcast episodes") || strings.Contains(s, "no audiobooks")
		}) {
			t.Errorf("%q: notes %q do not say there are no podcasts", q, f.Notes)
		}
	}
}

// TestSpendingWithoutPurchases: a journal that records what was paid
// answers a question of spending although no shop's export is in the
// library; a question about podcasts without a podcast export does not
// take the music instead.
func TestSpendingWithoutPurchases(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-only", Sources: []catalog.Source{
		{Name: "journal", Events: 900, Fields: []catalog.Field{{Key: "price", Kind: "number", Events: 40}, {Key: "activity", Kind: "text", Events: 700, Distinct: 30}, {Key: "duration_s", Kind: "number", Events: 300}}},
		{Name: "music_stream", Events: 900, Fields: []catalog.Field{{Key: "duration_s", Kind: "number", Events: 900}}},
	}}
	d := withCatalog(t, cat)
	// the biggest of purchases is the dearest, a shop exported or not
	for _, q := range []string{"What was my biggest purchase?", "What was the largest thing I bought?", "What was my most expensive purchase?"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "arg=unit_price") || !strings.Contains(text, "price != nil") {
			t.Errorf("%q not ranked by price:\n%s\n%s", q, text, f)
		}
	}
	// what the money went on, where no product names it: what was done
	// that was paid for, not a count of everything
	n, f := d.Decompose("What did I spend the most money on?")
	if text := tree.Format(n); !strings.Contains(text, "ARGMAX arg=total_price") || !strings.Contains(text, "price != nil") {
		t.Errorf("what the money went on not grouped:\n%s\n%s", text, f)
	}
	n, f = d.Decompose("How much did I spend in total in 2025?")
	if text := tree.Format(n); !strings.Contains(text, "sources=[journal") || !strings.Contains(text, "SUM attr=price") {
		t.Errorf("spending not read where it is recorded:\n%s\n%s", text, f)
	}
	n, f = d.Decompose("How much time did I spend listening to podcasts?")
	if text := tree.Format(n); strings.Contains(text, "music_stream") {
		t.Errorf("podcasts read as music:\n%s\n%s", text, f)
	}
	// what was bought is what was paid for, wherever a price is recorded
	n, f = d.Decompose("What did I buy in April 2025?")
	if text := tree.Format(n); !strings.Contains(text, "sources=[journal]") || !strings.Contains(text, "price != nil") {
		t.Errorf("purchases not read where a price is recorded:\n%s\n%s", text, f)
	}
	// the one thing named with "the" is what its record names, not every
	// thing of its kind; what was bought in a month names nothing
	for q, want := range map[string]string{
		"When did I buy the winter jacket?":  `says(text ?? "", "jacket")`,
		"When did I buy my new rain jacket?": `says(text ?? "", "jacket")`,
		"What did I buy in April 2025?":      "",
	} {
		n, f = d.Decompose(q)
		text := tree.Format(n)
		if want != "" && !strings.Contains(text, want) || want == "" && strings.Contains(text, "contains") {
			t.Errorf("%q: want %q:\n%s\n%s", q, want, text, f)
		}
	}
}

// TestSecondQuestionIsSaid: a second question joined by "and" is not
// answered silently, nor does it change the first's tree.
// What a question said aloud asks that cannot be answered is said: a
// request to do something, words of talk alone, a question that goes on
// from one asked before; a question behind a hedge is none of these.
func TestSpokenNotes(t *testing.T) {
	d := testLibrary(t)
	for _, c := range []struct{ q, note string }{
		{"play some taylor swift", `"play" asks to do something`},
		{"call mum", `"call" asks to do something`},
		{"can you send an email to Bill Radcliffe", `"send" asks to do something`},
		{"remind me to call mum", `"remind" asks to do something`},
		{"um", "only words of talk"},
		{"hey siri", "only words of talk"},
		{"what about last year", "goes on from a question"},
		{"And for Radiohead?", "goes on from a question"},
		{"same for 2022", "goes on from a question"},
		{"how come i listened to so much radiohead in january", "why is not answered"},
		{"Why did I run so little in May?", "why is not answered"},
		{"remind me when I last played Radiohead", ""},
		{"Remind me: can you count how many songs I played in 2023?", ""},
		{"Remind me: look up when I last played Radiohead.", ""},
		{"played songs in 2023 count", ""},
		{"add up my listening time in March", ""},
		{"email from Bill Radcliffe in 2023", ""},
	} {
		_, f := d.Decompose(c.q)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return c.note != "" && strings.Contains(s, c.note) })
		other := slices.ContainsFunc(f.Notes, func(s string) bool {
			return strings.Contains(s, "asks to do something") || strings.Contains(s, "words of talk") || strings.Contains(s, "goes on from")
		})
		if c.note != "" && !said || c.note == "" && other {
			t.Errorf("%q: notes %q, want one saying %q", c.q, f.Notes, c.note)
		}
	}
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

// TestUnrecordedMeasureIsSaid: a total of a measure no event records is
// said to be so; where a source records it, nothing is said.
func TestUnrecordedMeasureIsSaid(t *testing.T) {
	const note = "no event in the library records steps"
	cat := &catalog.Catalog{Signature: "no-steps", Sources: []catalog.Source{
		{Name: "workout", Events: 90, Fields: []catalog.Field{{Key: "distance_km", Kind: "number", Events: 90}}},
	}}
	d := withCatalog(t, cat)
	if _, f := d.Decompose("How many steps did I take in May 2024?"); !slices.Contains(f.Notes, note) {
		t.Errorf("no steps recorded, not said: %s", f)
	}
	if _, f := d.Decompose("How many km did I run in May 2024?"); slices.ContainsFunc(f.Notes, func(n string) bool { return strings.HasPrefix(n, "no event in the library records") }) {
		t.Errorf("distance is recorded, yet said not to be: %s", f)
	}
	if _, f := testLibrary(t).Decompose("How many steps did I take in May 2024?"); slices.Contains(f.Notes, note) {
		t.Errorf("steps are recorded (health), yet said not to be: %s", f)
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

// understandFresh is Understand without what is kept.
func (d *Decomposer) understandFresh(question string) Understanding {
	return (*readings)(nil).put(d.env, question, d.understand(question))
}

// TestCategoriesEither: two categories of one field asked together are
// either of them; one event is never both a lunch and a dinner.
func TestCategoriesEither(t *testing.T) {
	d := testLibrary(t)
	n, f := d.Decompose("What did I eat for lunch and dinner in Lisbon?")
	if text := tree.Format(n); !strings.Contains(text, `in ["lunch", "dinner"]`) {
		t.Errorf("lunch and dinner:\n%s\nframe: %s", text, f)
	}
	// searched for, both would be asked of one event
	if strings.Contains(f.Query, "lunch") || strings.Contains(f.Query, "dinner") {
		t.Errorf("query %q searches for both categories", f.Query)
	}
}

// TestOwnerNamedBefore: "talk to Oma on Oma's birthday" asks the occasion's
// own record; "drinks at Julia's birthday" another happening that day.
func TestOwnerNamedBefore(t *testing.T) {
	d := testLibrary(t)
	n, _ := d.Decompose("How much did I spend on drinks at Julia's birthday?")
	if text := tree.Format(n); !strings.Contains(text, "days of Julia's birthday") {
		t.Errorf("drinks at Julia's birthday are not that day's:\n%s", text)
	}
	if !ownerNamedBefore("Oma's birthday", "how long did i talk to oma") || ownerNamedBefore("Julia's birthday", "how much did i spend on drinks") {
		t.Error("ownerNamedBefore")
	}
}

// TestEverythingSaysWhatItDrops: when the names linked decide where to look
// and the rest of the question names nothing the lexicons know, what the
// rest said is reported, not dropped in silence.
func TestEverythingSaysWhatItDrops(t *testing.T) {
	d := testLibrary(t)
	// "report" is a word of the library's texts (its catalog's terms), so
	// nothing else says it was not understood.
	n, f := d.Decompose("When did Jonas bring the report?")
	if !slices.Contains(f.Unlinked, "report") {
		t.Errorf("unlinked %q, want report\n%s", f.Unlinked, tree.Format(n))
	}
}

// termKey is the key a word of the library's texts is counted under.
func termKey(t *testing.T, w string) string {
	return test.Must(t, rlex.Default).Parse(w).Phrases[0].Tokens[0].Key
}

// TestFilmsWithoutStreams: the films watched, where no streams are
// exported, are those the library tells of seeing (the cinema).
func TestFilmsWithoutStreams(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-only", Sources: []catalog.Source{{Name: "journal", Events: 100,
		Fields: []catalog.Field{{Key: "activity", Kind: "text", Events: 50, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "cinema", Count: 5}}}}}}}
	d := withCatalog(t, cat)
	for _, q := range []string{"What was the last film I watched?", "How many films did I watch in 2025?"} {
		if n, f := d.Decompose(q); f.Activity != "cinema" {
			t.Errorf("%q: activity %q, want cinema\n%s", q, f.Activity, tree.Format(n))
		}
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

// TestSoldForIsMoneyReceived: what something was sold for is the money
// received for it, searched for with the selling, not a count of sales;
// "how much" of a doing no measure records ("how much did I squat") is no
// count either: the events are given and the amount said as not known.
func TestSoldForIsMoneyReceived(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-sold", Terms: map[string]int{termKey(t, "sideboard"): 3, termKey(t, "squat"): 5}, Sources: []catalog.Source{
		{Name: "journal", Events: 900, Fields: []catalog.Field{{Key: "price", Kind: "number", Events: 40}}},
	}}
	d := withCatalog(t, cat)
	n, f := d.Decompose("How much did I sell the sideboard for?")
	if text := tree.Format(n); !strings.Contains(text, "SUM attr=price") || !strings.Contains(text, `RETRIEVE "I sold the sideboard"`) {
		t.Errorf("the price sold for not asked:\n%s\n%s", text, f)
	}
	n, f = d.Decompose("How much did I squat on April 28?")
	if text := tree.Format(n); strings.Contains(text, "len(items)") || !slices.Contains(f.Notes, howMuchNote) {
		t.Errorf("how much of a doing counted:\n%s\n%s", text, f)
	}
	// what was charged is a price, summed (testLibrary holds purchases)
	n, f = testLibrary(t).Decompose("How much have I charged to my MasterCard on Amazon?")
	if text := tree.Format(n); !strings.Contains(text, "SUM") {
		t.Errorf("a charge not summed:\n%s\n%s", text, f)
	}
}

// A year with no preposition is a time in keywords and at the end of a
// question, unless a name of the library has it ("Blade Runner 2049").
func TestFreeYearInLibrary(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]bool{
		"german holidays 2010 count":                   true,
		"amazon spending 2020":                         true,
		"how many songs did I play 2019":               true,
		"how many times did I watch blade runner 2049": false,
		"blade runner 2049 watch time":                 false,
		"did I walk 2000 steps":                        false,
	} {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		if got := strings.Contains(text, "year(start_date) =="); got != want {
			t.Errorf("%q: year read %v, want %v\n%s\nframe: %s", q, got, want, text, f)
		}
	}
}

func TestAgentNouns(t *testing.T) {
	for verb, want := range map[string]string{"organises": "organizer", "organized": "organizer", "create": "creator", "uploaded": "uploader", "sent": "", "win": "winner", "run": "runner"} {
		got := agentNouns(verb)
		if want == "" {
			if slices.Contains(got, "sender") {
				t.Errorf("agentNouns(%q) = %v: an irregular past has no agent here", verb, got)
			}
			continue
		}
		if !slices.Contains(got, want) {
			t.Errorf("agentNouns(%q) = %v, want %q among them", verb, got, want)
		}
	}
	if got := britishZ("organiser"); got != "organizer" {
		t.Errorf("britishZ(organiser) = %q", got)
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

// TestFastestWithoutSpeed: where no event records a speed but they record
// how long they took ("Biked in, 58 minutes"), the fastest of a way gone
// again and again is the one that took the least time; with speeds
// recorded, it is the highest speed.
func TestFastestWithoutSpeed(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-rides", Sources: []catalog.Source{
		{Name: "workout", Events: 30, Fields: []catalog.Field{{Key: "workout_type", Kind: "text", Events: 30, Distinct: 3, Names: true,
			Values: []catalog.Value{{Text: "cycling", Count: 10}}}, {Key: "duration_s", Kind: "number", Events: 20}}},
	}}
	d := withCatalog(t, cat)
	n, f := d.Decompose("What was my fastest bike commute?")
	if text := tree.Format(n); !strings.Contains(text, "MIN attr=duration_s") && !strings.Contains(text, "ARGMIN arg=duration_s") {
		t.Errorf("fastest without speeds:\n%s\n%s", text, f)
	}
	// "ride" is no race: with speeds recorded, the fastest ride is by speed
	if n, f := testLibrary(t).Decompose("What was my fastest ride?"); !strings.Contains(tree.Format(n), "avg_speed_kmh") {
		t.Errorf("fastest ride:\n%s\n%s", tree.Format(n), f)
	}
	n, f = testLibrary(t).Decompose("What was my fastest bike ride?")
	if text := tree.Format(n); !strings.Contains(text, "MAX attr=avg_speed_kmh") && !strings.Contains(text, "ARGMAX arg=avg_speed_kmh") {
		t.Errorf("fastest with speeds:\n%s\n%s", text, f)
	}
}

// TestWhichAsAmountIsSaid: a question asking which thing that is answered
// with an amount says so; one asking an amount ("what percentage") does
// not.
func TestWhichAsAmountIsSaid(t *testing.T) {
	d := testLibrary(t)
	said := func(q string) bool {
		_, f := d.Decompose(q)
		return slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "answered with an amount") })
	}
	if !said("Which cashier did I pay?") {
		t.Error("which cashier: not said")
	}
	if said("Which card did I pay with?") {
		t.Error("which card: the payment is recorded, not answered with an amount")
	}
	if said("What percentage of my songs were by Radiohead?") || said("How much did I pay in May?") {
		t.Error("an amount asked: said as which thing")
	}
}

// Skipping or missing something is what a journal tells as not done
// (modality "negated"): the words stay in the query, which retrieval
// reads; a library with no such happenings reports "miss" as not
// understood.
func TestSkippedIsToldNotDone(t *testing.T) {
	src := func(modality bool) *catalog.Catalog {
		j := catalog.Source{Name: "journal", Events: 100, Fields: []catalog.Field{{Key: "activity", Kind: "text", Events: 80, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "strength training", Count: 10}}}}}
		if modality {
			j.Fields = append(j.Fields, catalog.Field{Key: "modality", Kind: "text", Events: 8, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "negated", Count: 6}, {Text: "planned", Count: 2}}})
		}
		return &catalog.Catalog{Signature: "journal-skips-" + strconv.FormatBool(modality), Sources: []catalog.Source{
			{Name: "workout", Events: 60, Fields: []catalog.Field{
				{Key: "workout_type", Kind: "text", Events: 60, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "strength_training", Count: 30}}}}}, j}}
	}
	d := withCatalog(t, src(true))
	for q, want := range map[string]string{
		"How many times did I miss the gym?":          `RETRIEVE "I missed the gym"`,
		"When did I last skip the gym?":               `RETRIEVE "I skipped the gym"`,
		"How many times did I skip the gym in April?": `RETRIEVE "I skipped the gym"`,
	} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, want) || len(f.Unlinked) > 0 {
			t.Errorf("%q: want %s, unlinked %q\n%s", q, want, f.Unlinked, text)
		}
	}
	d = withCatalog(t, src(false))
	if _, f := d.Decompose("How many times did I miss the gym?"); !slices.Contains(f.Unlinked, "miss") {
		t.Errorf("no told skips: unlinked %q, want miss", f.Unlinked)
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

// TestInvitedAreAttendees: "who is invited to X" reads the attendees of
// the event named, where the calendar records them.
func TestInvitedAreAttendees(t *testing.T) {
	cat := &catalog.Catalog{Signature: "calendar-attendees", Sources: []catalog.Source{
		{Name: "calendar", Events: 300, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 300, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Crazy Event Thingy!", Count: 12}, {Text: "Standup", Count: 200}}},
			{Key: "organizer", Kind: "text", Events: 100, Distinct: 3},
			{Key: "attendees", Kind: "list", Events: 40, Distinct: 5}}},
	}}
	d := withCatalog(t, cat)
	n, f := d.Decompose("Who is invited to Crazy Event Thingy?")
	text := tree.Format(n)
	if !strings.Contains(text, "UNNEST invitees") || !strings.Contains(text, `summary == "Crazy Event Thingy!"`) || len(f.Unlinked) > 0 {
		t.Errorf("invited:\n%s\n%s", text, f)
	}
	for _, q := range []string{"how many people are invited to the Crazy Event Thingy", "who's attending the Crazy Event Thingy"} {
		n, f = d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "invitees") || len(f.Unlinked) > 0 {
			t.Errorf("%q:\n%s\n%s", q, text, f)
		}
	}
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
		for _, w := range []string{`any((to ?? []), {# == "magick@wizards.dupont.com"})`, `"ImageMagick Mailing List <magick@wizards.dupont.com>", "magick@wizards.dupont.com"`} {
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

// TestDistanceInTheUnitWritten: a library whose distances are mostly
// written in miles ("ran 4 mi") is answered in miles when the question
// names no unit, in the unit named when it does; kilometres otherwise.
func TestDistanceInTheUnitWritten(t *testing.T) {
	workout := func(miles int) *catalog.Catalog {
		return &catalog.Catalog{Signature: "miles-" + strconv.Itoa(miles), Sources: []catalog.Source{
			{Name: "workout", Events: 20, Fields: []catalog.Field{
				{Key: "workout_type", Kind: "text", Events: 20, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "running", Count: 20}}},
				{Key: "distance_km", Kind: "number", Unit: "km", Events: 20},
				{Key: "distance_unit", Kind: "text", Events: miles, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "mi", Count: miles}}}}}}}
	}
	for _, tt := range []struct {
		q     string
		miles int
		want  string
	}{
		{"How far did I run in total?", 18, "distance_km / 1.609344"},
		{"What was my longest run?", 18, "distance_km / 1.609344"},
		{"How many km did I run?", 18, "SUM attr=distance_km"},
		{"How far did I run in total?", 4, "SUM attr=distance_km"},
		{"What was my average pace?", 18, "pace_min_per_mi"},
		{"What was my average pace per km?", 18, "pace_min_per_km"},
		// a mileage is in miles whatever the records write
		{"What was my running mileage in March?", 4, "SUM attr=distance_mi"},
	} {
		d := withCatalog(t, workout(tt.miles))
		n, _ := d.Decompose(tt.q)
		if text := tree.Format(n); !strings.Contains(text, tt.want) {
			t.Errorf("%q (%d of 20 in miles): no %q in\n%s", tt.q, tt.miles, tt.want, text)
		}
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

// The words of "on foot" are understood, and no verb of a height is a
// second sport.
func TestOnFootIsUnderstood(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How far did I go on foot in 2015?", "What was my total distance on foot in 2015?"} {
		if _, f := d.Decompose(q); len(f.Unlinked) > 0 {
			t.Errorf("%s: unlinked %v, want none\n%s", q, f.Unlinked, f)
		}
	}
	if _, f := d.Decompose("How far did I go on foot in 2015?"); len(f.Unlinked) > 0 {
		t.Errorf("unlinked %v, want none\n%s", f.Unlinked, f)
	}
	if _, f := d.Decompose("What did I weigh on 16 February?"); f.Query == "I" {
		t.Errorf("query %q, want what records the measure\n%s", f.Query, f)
	}
	if _, f := d.Decompose("How much did I climb in total on my rides?"); f.Query != "I went cycling" {
		t.Errorf("query %q, want the rides alone\n%s", f.Query, f)
	}
}

// TestChecklistNamed: the items on a list the library keeps as a
// checklist ("[ ] run") are its tasks, however the list is called.
func TestChecklistNamed(t *testing.T) {
	boxes := []catalog.Value{{Text: "[ ] note", Count: 1}, {Text: "[ ] run", Count: 1}}
	cat := &catalog.Catalog{Signature: "checklist-test", Sources: []catalog.Source{
		{Name: "note", Events: 9, Fields: []catalog.Field{{Key: "checklist", Kind: "list", Events: 1, Distinct: 2, Names: true, Values: boxes}}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"What items are still unticked on my list?", "What is still unticked on my checklist?"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, `matches "^\\[ \\] "`) || len(f.Unlinked) > 0 || len(f.Notes) > 0 {
			t.Errorf("%q: not the unticked items:\n%s\n%s", q, text, f)
		}
	}
}

// A list said by its name ("my shopping list", "my packing list for
// Tokyo", "my reading list") is the checklists whose note title or label
// says its words, by their stems ("reading" of "Books to read"), the
// place after "for" the list's, not the tweets tagged with it; a list the
// library keeps no note of ("my bucket list") is no checklist.
func TestChecklistByName(t *testing.T) {
	boxes := []catalog.Value{{Text: "[ ] milk", Count: 1}, {Text: "[x] adapter", Count: 1}}
	cat := &catalog.Catalog{Signature: "checklist-names", Sources: []catalog.Source{
		{Name: "note", Events: 20, Fields: []catalog.Field{
			{Key: "checklist", Kind: "list", Events: 9, Distinct: 2, Names: true, Values: boxes},
			{Key: "title", Kind: "text", Events: 20, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Shopping", Count: 3}, {Text: "Packing list Tokyo", Count: 1}, {Text: "Packing list Kyoto", Count: 1}, {Text: "Books to read", Count: 2}}},
			{Key: "labels", Kind: "list", Events: 5, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "shopping", Count: 5}}}}},
		{Name: "social_media", Events: 100, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 100},
			{Key: "hashtags", Kind: "list", Events: 20, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "tokyo", Count: 2}}}}},
	}}
	d := withCatalog(t, cat)
	frames := treesHave(t, d, map[string][]string{
		"What's on my shopping list?":          {`(title ?? "") in ["Shopping"]`, `any(labels ?? [], {# in ["shopping"]})`, "checklist"},
		"what is on my packing list for Tokyo": {`(title ?? "") in ["Packing list Tokyo"]`, "checklist"},
		"What's on my reading list?":           {`(title ?? "") in ["Books to read"]`},
		"what's on my list":                    {"checklist"},
	})
	if text := tree.Format(func() *tree.Node { n, _ := d.Decompose("what is on my packing list for Tokyo"); return n }()); strings.Contains(text, "hashtags") {
		t.Errorf("the list's Tokyo read as the tweets':\n%s", text)
	}
	if f := frames["what's on my list"]; slices.ContainsFunc(f.Content, func(c Cond) bool { return strings.Contains(c.Expr, "title") }) {
		t.Errorf("a list not named is narrowed: %s", f)
	}
	if n, _ := d.Decompose("What's on my bucket list?"); strings.Contains(tree.Format(n), "checklist") {
		t.Errorf("a list the library keeps no note of read as the checklists:\n%s", tree.Format(n))
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

// TestAccountCreation: joining a service, the age of its account and when
// it was made are read as the account's creation, of a service the
// library holds an account of; joining anything else is not.
func TestAccountCreation(t *testing.T) {
	cat := &catalog.Catalog{Signature: "twitter-account", Sources: []catalog.Source{
		{Name: "account", Events: 8, Fields: []catalog.Field{
			{Key: "service", Kind: "text", Events: 8, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Twitter", Count: 8}}},
			{Key: "fact", Kind: "text", Events: 8, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "follower", Count: 2}, {Text: "account", Count: 1}}},
		}},
	}}
	d := withCatalog(t, cat)
	for q, want := range map[string]string{
		"When did I join Twitter?":       "When did I create my Twitter account?",
		"How old is my Twitter account?": "How many years ago did I first create my Twitter account?",
		"When was my account created?":   "When did I create my Twitter account?",
		"When did I join Shopify?":       "When did I join Shopify?",
		// the service typed in lower case is the one held
		"when did I create my twitter account":    "When did I create my Twitter account?",
		"When did we set up our twitter account?": "When did I create my Twitter account?",
		"When did I open a Shopify account?":      "When did I open a Shopify account?",
	} {
		if got, _ := d.accountAsked(q); got != want {
			t.Errorf("%q read as %q, want %q", q, got, want)
		}
	}
}

// TestLengthOfOneInASeries: "how long was the X", X a title of entries
// that recur, is the length of one occurrence (their average), not the
// span from the first to the last; a source without recurring entries
// keeps the span.
func TestLengthOfOneInASeries(t *testing.T) {
	summary := catalog.Field{Key: "summary", Kind: "text", Events: 29, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Sprint 25 Daily Standup", Count: 14}, {Text: "Repeating Event", Count: 5}, {Text: "Vespers for the Feast of St. Joseph", Count: 10}}}
	recurring := catalog.Field{Key: "recurring", Kind: "bool", Events: 14}
	for _, c := range []struct {
		fields []catalog.Field
		want   Form
	}{
		{[]catalog.Field{summary, recurring}, FormAvg},
		{[]catalog.Field{summary}, FormSpan},
	} {
		terms := map[string]int{"sprint": 14, "daili": 14, "standup": 14, "repeat": 5, "event": 5, "vesper": 10, "feast": 10, "joseph": 10}
		cat := &catalog.Catalog{Signature: "series" + strconv.Itoa(len(c.fields)), Terms: terms, Sources: []catalog.Source{{Name: "calendar", Events: 14, Fields: c.fields}}}
		d := withCatalog(t, cat)
		for _, q := range []string{"How long was the Sprint 25 Daily Standup?", "how long is the sprint 25 daily standup", "how long is the repeating event", "how long is vespers", "How long was Sprint 25 Daily Standup"} {
			if _, f := d.Decompose(q); f.Form != c.want && (c.want == FormAvg || strings.HasPrefix(q, "How")) {
				t.Errorf("%q with fields %d: form %s, want %s\n%s", q, len(c.fields), f.Form, c.want, f)
			}
		}
	}
}

// TestLanguageOfAText: a language's adjective is said of a text only
// after "in", before a text's name or before a kind of thing; otherwise
// ("Chinese food") it is no condition on letters.
func TestLanguageOfAText(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]bool{
		"Who sent me a Greek email?":                   true,
		"Which emails were written in Hebrew?":         true,
		"How much did I spend on Chinese food?":        false,
		"Did I go to a Korean restaurant?":             false,
		"How much did I spend in Chinese restaurants?": false,
		"How many emails in Greek did I get?":          true,
	} {
		n, f := d.Decompose(q)
		if got := strings.Contains(tree.Format(n), `matches "\\p{`); got != want {
			t.Errorf("%q: a condition on a script is %v, want %v\n%s\n%s", q, got, want, tree.Format(n), f)
		}
	}
}

// TestAccentedWordOfTheLibrary: a word the library writes with accents
// ("réunion", kept so by the index) is understood, though the question's
// key folds them.
func TestAccentedWordOfTheLibrary(t *testing.T) {
	cat := &catalog.Catalog{Signature: "accents", Terms: map[string]int{"réunion": 2, "compt": 2}, Sources: []catalog.Source{
		{Name: "mail", Events: 30, Fields: []catalog.Field{{Key: "subject", Kind: "text", Events: 30, Distinct: 30}}},
	}}
	d := withCatalog(t, cat)
	if _, f := d.Decompose("Which emails were about the réunion?"); slices.Contains(f.Unlinked, "réunion") {
		t.Errorf("réunion not understood: %s", f)
	}
}

// TestStayJoinedAsSaid: a join's other side that is only where one was
// ("when in Innsbruck") is the stay, searched as said, not a question of
// its own that would find a tweet's hashtag.
func TestStayJoinedAsSaid(t *testing.T) {
	cat := &catalog.Catalog{Signature: "stay-join", Sources: []catalog.Source{
		{Name: "social_media", Events: 600, Fields: []catalog.Field{
			{Key: "hashtags", Kind: "list", Events: 80, Distinct: 40, Names: true, Values: []catalog.Value{{Text: "innsbruck", Count: 1}, {Text: "travel", Count: 9}}},
		}},
		{Name: "journal", Events: 900, Fields: []catalog.Field{
			{Key: "restaurant", Kind: "text", Events: 300, Distinct: 60, Names: true, Values: []catalog.Value{{Text: "Gasthaus Anich", Count: 2}}},
		}},
	}}
	d := withCatalog(t, cat)
	n, f := d.Decompose("Which restaurants did we visit when in Innsbruck?")
	if text := tree.Format(n); !strings.Contains(text, `RETRIEVE "I was in Innsbruck"`) || strings.Contains(text, "hashtags") {
		t.Errorf("the stay not searched as said:\n%s\n%s", text, f)
	}
	// the clause is not read one level deep, whatever that would find
	p := &parser{lx: d.lx, env: d.env, d: d}
	if in := p.clauseEvents("in Innsbruck"); in != nil {
		t.Errorf("a stay read as a question of its own:\n%s", tree.Format(in))
	}
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

// One happening of a thing is told by its day: "which occurrence of New
// Event was the longest" asks when, not for an attribute "occurrence";
// "due" and "actually" say nothing of which events.
func TestOccurrenceIsItsDay(t *testing.T) {
	cat := &catalog.Catalog{Signature: "calendar-occurrence", Sources: []catalog.Source{
		{Name: "calendar", Events: 6, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 6, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "New Event", Count: 4}, {Text: "Pay AmEx bill", Count: 2}}}}}}}
	d := withCatalog(t, cat)
	frames := treesHave(t, d, map[string][]string{
		"Which New Event occurrence was the longest?":    {"ARGMAX arg=duration_s val=start_date"},
		"Which occurrence of New Event was the longest?": {"ARGMAX arg=duration_s val=start_date"},
		"When is the AmEx bill due next?":                {"start_date >= today"},
		"How many times did New Event actually happen?":  {"len(items)"},
	})
	for q, f := range frames {
		if slices.Contains(f.Unlinked, "due") || slices.Contains(f.Unlinked, "actually") || slices.Contains(f.Unlinked, "occurrence") {
			t.Errorf("%q: not understood %q", q, f.Unlinked)
		}
	}
}

// TestAnnualOccasionNextReturn: "when is dad's birthday" asked in the
// present is the next one, and a birthday comes back every year: where
// the records stop before it, the next return of the day most records
// return on, not of the latest record (a New Year's post thanking the
// person, found with them, would make it 1 January); a happening held for
// it ("birthday dinner") is not assumed to recur.
func TestAnnualOccasionNextReturn(t *testing.T) {
	cat := &catalog.Catalog{Signature: "annual-occasion", Sources: []catalog.Source{
		{Name: "calendar", Events: 6, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 6, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Birthday Dad", Count: 4}, {Text: "Team sync", Count: 2}}}}}}}
	d := withCatalog(t, cat)
	next := "most_common(map(items, add_years(.start_date, year(today)"
	frames := treesHave(t, d, map[string][]string{
		"When is my dad's birthday?":          {"start_date >= today", next},
		"when is our wedding anniversary":     {"start_date >= today", next},
		"when is my dad's next birthday":      {"start_date >= today", next},
		"When is my dad's birthday dinner?":   {"start_date >= today"},
		"When was my dad's birthday in 2021?": {"2021"},
	})
	for _, q := range []string{"When is my dad's birthday dinner?", "When was my dad's birthday in 2021?"} {
		n, _ := d.Decompose(q)
		if strings.Contains(tree.Format(n), "add_years") {
			t.Errorf("%q: a happening or a past one is not projected\n%s\nframe: %s", q, tree.Format(n), frames[q])
		}
	}
}

// TestAnnualOccasionNextOne: "whose birthday is next" is the soonest next
// return of the birthdays recorded (the records may stop before today),
// someone's as the records name them; a party held for one is not assumed
// to recur, and who was at the birthdays is not whose they were.
func TestAnnualOccasionNextOne(t *testing.T) {
	cat := &catalog.Catalog{Signature: "annual-next", Sources: []catalog.Source{
		{Name: "calendar", Events: 6, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 6, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Birthday Dad", Count: 4}, {Text: "Team sync", Count: 2}}}}}}}
	d := withCatalog(t, cat)
	soonest := []string{"→ next_return", "ARGMIN arg=next_return", `RETRIEVE "whose birthday`}
	treesHave(t, d, map[string][]string{
		"Whose birthday is next?":           soonest,
		"whose birthday comes up next":      soonest,
		"Whose birthday is the next one?":   soonest,
		"Which birthday is coming up next?": soonest,
		"Which anniversary is next?":        {"ARGMIN arg=next_return"},
		"Whose birthday party is next?":     {"start_date >= today"},
	})
	treesLack(t, d, "next_return", "projected", "Whose birthday party is next?", "Which of my friends has the next birthday?")
}

// TestSportDoneMore: "did I run more in A or B" weighs the distance run,
// what the sport is measured by, where its records keep one, and says so;
// "more runs" and "more often" count them, and without distances kept the
// runs are counted.
func TestSportDoneMore(t *testing.T) {
	withKm := &catalog.Catalog{Signature: "workouts-km", Sources: []catalog.Source{
		{Name: "workout", Events: 30, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 30, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "running", Count: 20}, {Text: "cycling", Count: 10}}},
			{Key: "distance_km", Kind: "number", Unit: "km", Events: 30}}},
	}}
	noKm := &catalog.Catalog{Signature: "workouts-no-km", Sources: []catalog.Source{
		{Name: "workout", Events: 30, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 30, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "running", Count: 20}, {Text: "cycling", Count: 10}}}}},
	}}
	for _, c := range []struct {
		cat  *catalog.Catalog
		q    string
		want string // in the tree
		note bool   // the reading is said
	}{
		{withKm, "Did I run more in September or October?", "SUM attr=distance_km", true},
		{withKm, "did i cycle less in 2023 than in 2022", "SUM attr=distance_km", true},
		{withKm, "Did I go on more runs in September or October?", "len(items)", false},
		{withKm, "Did I run more often in September or October?", "len(items)", false},
		{noKm, "Did I run more in September or October?", "len(items)", false},
	} {
		d := withCatalog(t, c.cat)
		n, f := d.Decompose(c.q)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "weighed by distance") })
		if text := tree.Format(n); !strings.Contains(text, c.want) || said != c.note {
			t.Errorf("%s %q:\n%s\n%s", c.cat.Signature, c.q, text, f)
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

// A question of when that names a field of times the library keeps asks
// that field: a note's last edit, not when it was written.
func TestWhenOfATimeField(t *testing.T) {
	cat := &catalog.Catalog{Signature: "notes-edited", Sources: []catalog.Source{
		{Name: "note", Events: 10, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 10, Distinct: 10, Names: true, Values: []catalog.Value{{Text: "Shopping list", Count: 1}}},
			{Key: "edited", Kind: "time", Events: 10}}}}}
	d := withCatalog(t, cat)
	frames := treesHave(t, d, map[string][]string{
		`When was "Shopping list" last edited?`: {"MAX attr=edited", "edited:date"},
		"When did I write the Shopping list?":   {"attr=start_date"},
	})
	if f := frames[`When was "Shopping list" last edited?`]; len(f.Unlinked) > 0 {
		t.Errorf("edited not understood: %q", f.Unlinked)
	}
}

// TestCompanionsUnrecorded: "who did I X with" asks who was there (not
// the artist), and where the sources read keep no one (streams), the
// answer says it is not recorded; where they may (a calendar's
// attendees), nothing is said.
func TestCompanionsUnrecorded(t *testing.T) {
	d := testLibrary(t)
	for q, unrecorded := range map[string]bool{
		"Who did I watch Archer with?":        true,
		"Who did I listen to Radiohead with?": true,
		"Who did I have the Daily Sync with?": false,
		// counted by the people, asked with an adverb after "with",
		// or of the people I know: no artist either
		"How many songs did I play with each friend?":      true,
		"Who did I listen to music with most often?":       true,
		"Which friend did I listen to the most?":           true,
		"Which friend did I watch the most episodes with?": true,
	} {
		n, f := d.Decompose(q)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "who you were with is not recorded") })
		text := tree.Format(n)
		if said != unrecorded || strings.Contains(text, ".artist") || strings.Contains(text, "keys=[artist]") || strings.Contains(text, "val=artist") {
			t.Errorf("%q: said %v, want %v\n%s\n%s", q, said, unrecorded, text, f)
		}
		if said && !strings.Contains(text, "!(source in") {
			// names in the titles of what was played are no company
			t.Errorf("%q: the records that name no one are kept\n%s", q, text)
		}
		if said && !strings.Contains(text, "that record who I was with") {
			// the step says in plain words which records it keeps
			t.Errorf("%q: the records kept are not said plainly\n%s", q, text)
		}
	}
}

// TestBillIsMoneySpent: a bill, where the library never writes the word,
// is the money spent; where it does ("Pay AmEx bill"), the word is its.
func TestBillIsMoneySpent(t *testing.T) {
	fields := []catalog.Field{{Key: "price", Kind: "number", Events: 20}, {Key: "activity", Kind: "text", Events: 50, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "groceries", Count: 20}}}}
	d := withCatalog(t, &catalog.Catalog{Signature: "journal-bills", Sources: []catalog.Source{{Name: "journal", Events: 100, Fields: fields}}})
	na, fa := d.Decompose("What was my average grocery bill?")
	nb, _ := d.Decompose("What was my average grocery spending?")
	if sa, sb := shape(tree.Format(na)), shape(tree.Format(nb)); sa != sb || len(fa.Unlinked) > 0 {
		t.Errorf("a bill is no spending (unlinked %v):\n%s\n---\n%s", fa.Unlinked, sa, sb)
	}
	d = withCatalog(t, &catalog.Catalog{Signature: "cal-bills", Terms: map[string]int{"bill": 3}, Sources: []catalog.Source{{Name: "journal", Events: 100, Fields: fields}}})
	if n, _ := d.Decompose("When did I pay my AmEx bill?"); strings.Contains(tree.Format(n), "spending") {
		t.Errorf("the library's own bill read as spending:\n%s", tree.Format(n))
	}
}

// TestBillPaidIsABill: a bill paid is the thing paid, and a name is no
// bill.
func TestBillPaidIsABill(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "journal-bills-paid", Sources: []catalog.Source{{Name: "journal", Events: 100}}})
	for _, q := range []string{"How often do I pay my phone bill?", "What did the Bill in accounts send?"} {
		if got := d.billAsked(q); got != q {
			t.Errorf("%q restated %q", q, got)
		}
	}
	if got := d.billAsked("What was my average grocery bill?"); got != "What was my average grocery spending?" {
		t.Errorf("bill restated %q", got)
	}
}

// Two services weighed ("listen to music or order on Amazon") are their
// sources whole: a side's word that is also a value of the other's
// records (the Amazon category "music") narrows neither.
func TestServiceSideWordIsNoValue(t *testing.T) {
	cat := &catalog.Catalog{Signature: "sides-music-amazon", Sources: []catalog.Source{
		{Name: "music_stream", Events: 500, Fields: []catalog.Field{{Key: "artist", Kind: "text", Events: 500, Distinct: 50, Names: true, Values: []catalog.Value{{Text: "Taylor Swift", Count: 40}}}}},
		{Name: "online_purchase", Events: 400, Fields: []catalog.Field{
			{Key: "category", Kind: "text", Events: 400, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "music", Count: 30}, {Text: "book", Count: 20}}},
			{Key: "website", Kind: "text", Events: 400, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Amazon.com", Count: 400}}}}}}}
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"Did I listen to music or order on Amazon more often in 2021?": {`sources=[music_stream, online_purchase]`, `source in ["music_stream"]`, `source in ["online_purchase"]`},
	}) {
		if strings.Contains(f.String(), `category == "music"`) {
			t.Errorf("%q: the side's word narrowed the events to a category\n%s", q, f)
		}
	}
}

// "YouTube video": a word that names the whole of a source, after one
// that names the same source, is that source's again, not a value of
// another source written so (a post's media type "video").
func TestSourceWordAfterItsSource(t *testing.T) {
	cat := &catalog.Catalog{Signature: "youtube-video", Sources: []catalog.Source{
		{Name: "video_stream", Events: 2, Fields: []catalog.Field{
			{Key: "platform", Kind: "text", Events: 2, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "youtube", Count: 2}}},
			{Key: "title", Kind: "text", Events: 2, Distinct: 2}, {Key: "channel", Kind: "text", Events: 2, Distinct: 2}}},
		{Name: "social_media", Events: 20, Fields: []catalog.Field{
			{Key: "media_type", Kind: "list", Events: 10, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "video", Count: 5}, {Text: "photo", Count: 5}}}}}}}
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"What was the title of the YouTube video I watched on September 21, 2022?": {`platform == "youtube"`, "sources=[video_stream]"},
	}) {
		if strings.Contains(f.String(), "media_type") {
			t.Errorf("%q: 'video' read as a post's media type\n%s", q, f)
		}
	}
}

// Which thing changed the most from one period to the next is not computed:
// the answer says so.
func TestChangeRankSaid(t *testing.T) {
	d := testLibrary(t)
	_, f := d.Decompose("Which artist had the biggest jump from 2023 to 2024?")
	if !slices.Contains(f.Notes, changeRankNote) {
		t.Errorf("no note that the change is not computed: %v", f.Notes)
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

// TestCuedThingsListed: things named by a word that points at a source
// ("newsletters": mail), asked for by their titles with no activity, are
// that source's, not whatever of the library has a title.
func TestCuedThingsListed(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Which newsletters did I get in 2009?", "What newsletters did I receive in 2000?"} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if !strings.Contains(text, "sources=[mail]") {
			t.Errorf("%q: want the mail only\n%s", q, text)
		}
	}
}

// TestCircumstancesUnrecorded: a circumstance of what is asked about
// that no source of it records — company, whom it was for, the place,
// the device — is said not recorded and left out of the search (where
// it was found in titles: "Home Sweet Home", "Call Me Maybe"); one that
// a source records (a stream's platform, a calendar's attendees), or a
// name ("at Home Depot"), is not.
func TestCircumstancesUnrecorded(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]string{
		"How many songs did I play with my girlfriend last month?": "with my girlfriend",
		"Which artist did I listen to most with friends?":          "with friends",
		"What did I listen to at home in February?":                "at home",
		"How many songs did I listen to in the car in 2023?":       "in the car",
		"What songs did I play on the train?":                      "on the train",
		"What did I listen to on the way to work?":                 "on the way to work",
		"Which gifts did I buy for my mother in 2020?":             "for my mother",
		"What did I buy with my sister?":                           "with my sister",
		"How much did I spend on Amazon for my dog in 2020?":       "for my dog", // not "Hot Dog Buns" as said
		"How many songs did I play with my cat?":                   "with my cat",
		"How many books did I order on my phone?":                  "on my phone",
		"Which shows did I watch at home?":                         "at home",
		"Which songs did I play on my phone?":                      "", // the platform is recorded
		"Who did I have the Daily Sync with?":                      "",
		"How much did I spend at Home Depot?":                      "",
		"How many songs by Radiohead did I play in 2023?":          "",
		"How many songs did I play with Lana?":                     "with Lana", // not Lana Del Rey
		"How many Lana Del Rey songs did I play?":                  "",
		"How much did I spend at Amazon in 2020?":                  "",
	} {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "is not recorded") })
		if said != (want != "") || want != "" && !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, `"`+want+`"`) }) {
			t.Errorf("%q: notes %q, want %q said", q, f.Notes, want)
		}
		if want != "" && !strings.HasPrefix(want, "for ") && strings.Contains(strings.ToLower(queries(n)), strings.Fields(want)[len(strings.Fields(want))-1]) {
			t.Errorf("%q: %q still searched for\n%s", q, want, text)
		}
	}
}

// TestAnchorsElsewhere: a happening named in words beside a question
// about purchases or music ("while on vacation") is looked for in other
// records than those, whose titles ("… for Travel") say nothing of it.
func TestAnchorsElsewhere(t *testing.T) {
	d := testLibrary(t)
	n, f := d.Decompose("How much did I spend on Amazon while on vacation in 2020?")
	found := false
	tree.Walk(n, func(x *tree.Node, _ string) bool {
		if x.Op == tree.RETRIEVE && strings.Contains(x.Args.Query, "vacation") {
			found = true
			if len(x.Args.Sources) == 0 || slices.Contains(x.Args.Sources, "online_purchase") {
				t.Errorf("vacation searched in %v\n%s\n%s", x.Args.Sources, tree.Format(n), f)
			}
		}
		return true
	})
	if !found {
		t.Errorf("no vacation searched\n%s", tree.Format(n))
	}
	// nor is a happening beside the music searched in what was bought
	n, _ = d.Decompose("How many songs did I play while on holiday?")
	tree.Walk(n, func(x *tree.Node, _ string) bool {
		if x.Op == tree.RETRIEVE && strings.Contains(x.Args.Query, "holiday") && (slices.Contains(x.Args.Sources, "online_purchase") || slices.Contains(x.Args.Sources, "music_stream")) {
			t.Errorf("holiday searched in %v", x.Args.Sources)
		}
		return true
	})
}

// TestGradableKindsSetNoBound: "long meetings", "cheap books" say a
// measure with no bound, which is said; "longer than an hour" is one.
func TestGradableKindsSetNoBound(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]bool{
		"How many long meetings did I have in 2024?":        true,
		"How many short songs did I play?":                  true,
		"How many meetings longer than an hour did I have?": false,
		"What was my longest meeting in 2024?":              false,
		"What was the most expensive book I bought?":        false,
		"Which was the least expensive book I ordered?":     false,
	} {
		_, f := d.Decompose(q)
		if said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "sets no bound") }); said != want {
			t.Errorf("%q: notes %q, want said %v", q, f.Notes, want)
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

// A word before a category said by its noun ("kindle books": category
// book) says a kind of the category's things that no field keeps: said
// so, and, where the lexicons read the word as the noun's own concept
// ("kindle", "paperback" are words for books), answered without it, not
// as though searching it had narrowed anything. The category alone, or
// with a word of ranking, says nothing.
func TestKindOfCategoryUnrecorded(t *testing.T) {
	cat := &catalog.Catalog{Signature: "kinds-of-category", Terms: map[string]int{"kindle": 4, "paperback": 2, "book": 80}, Sources: []catalog.Source{
		{Name: "online_purchase", Events: 4000, Fields: []catalog.Field{
			{Key: "category", Kind: "text", Events: 3900, Distinct: 400, Names: true, Values: []catalog.Value{{Text: "fruit", Count: 500}, {Text: "book", Count: 73}, {Text: "book reader", Count: 3}}},
			{Key: "product", Kind: "text", Events: 4000, Distinct: 1900},
			{Key: "price", Kind: "number", Events: 4000}}}}}
	d := withCatalog(t, cat)
	for _, c := range []struct{ q, word, note string }{
		{"How much did I spend on kindle books?", "kindle", `which books are "kindle" is not recorded`},
		{"how many paperback books did I buy in 2016", "paperback", `which books are "paperback" is not recorded (your Purchases records keep no such kind): this answers the question without it`},
		{"How much did I spend on books in 2020?", "", ""},
		{"What was the most expensive book I bought?", "", ""},
		{"How many different books did I buy in 2019?", "", ""},
	} {
		n, f := d.Decompose(c.q)
		notes := strings.Join(f.Notes, "; ")
		if c.word != "" && slices.Contains(f.Unlinked, c.word) {
			continue // a word nothing reads, said not understood
		}
		if c.note == "" && strings.Contains(notes, "no such kind") || !strings.Contains(notes, c.note) {
			t.Errorf("%q: notes %q, want %q\n%s", c.q, notes, c.note, tree.Format(n))
		}
	}
}

// The words not understood that say which things are asked about, a
// kind of them dropped ("kindle books") or an occasion nothing knows
// ("Prime Day"), are the ones an answer counted without them must say
// it is not about; a verb not understood ("posts I published") is none.
func TestRestrictingWordsNotUnderstood(t *testing.T) {
	cat := &catalog.Catalog{Signature: "restricting", Terms: map[string]int{"book": 80, "prime": 2}, Sources: []catalog.Source{
		{Name: "online_purchase", Events: 4000, Fields: []catalog.Field{
			{Key: "category", Kind: "text", Events: 3900, Distinct: 400, Names: true, Values: []catalog.Value{{Text: "fruit", Count: 500}, {Text: "book", Count: 73}}},
			{Key: "product", Kind: "text", Events: 4000, Distinct: 1900},
			{Key: "price", Kind: "number", Events: 4000}}}}}
	d := withCatalog(t, cat)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"How much did I spend on kindle books?", []string{"kindle"}},
		{"How much did I spend on Prime Day 2021?", []string{"Prime Day"}},
		{"How many books did I buy in 2019?", nil},
	} {
		if u := d.Understand(c.q); !slices.Equal(u.Restricting, c.want) {
			t.Errorf("%q: restricting %q (unlinked %q), want %q", c.q, u.Restricting, u.Unlinked, c.want)
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

// A word the lexicons list with a concept that joins a modifier to one of
// its nouns ("ebooks", "e-books") says a kind the search does not tell
// apart: said so, as "client meetings" is. A word of its own ("audiobooks",
// another concept) or the noun alone says nothing of the kind.
func TestCompoundKindWordSaid(t *testing.T) {
	d := testLibrary(t)
	for _, c := range []struct{ q, note string }{
		{"What did I pay for e-books last year?", `are not told apart from other books`},
		{"how much money went on ebooks in 2023", `"ebooks" are not told apart from other books`},
		{"How much did I spend on books last year?", ""},
		{"How much did I spend on audiobooks?", ""},
	} {
		n, f := d.Decompose(c.q)
		notes := strings.Join(f.Notes, "; ")
		if c.note == "" && strings.Contains(notes, "told apart") || !strings.Contains(notes, c.note) {
			t.Errorf("%q: notes %q, want %q\n%s", c.q, notes, c.note, tree.Format(n))
		}
	}
}

// A category named as such ("in the Games category") is said not recorded
// where the records asked of keep no category; where they keep one it is
// read there.
func TestNamedCategoryUnrecorded(t *testing.T) {
	product := catalog.Field{Key: "product", Kind: "text", Events: 300, Distinct: 40, Names: true, Values: []catalog.Value{{Text: "Board Game: Castles of the Moor", Count: 5}}}
	bare := &catalog.Catalog{Signature: "no-category", Terms: map[string]int{"game": 5}, Sources: []catalog.Source{
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{product, {Key: "price", Kind: "number", Events: 300}}}}}
	kept := &catalog.Catalog{Signature: "with-category", Terms: map[string]int{"game": 5}, Sources: []catalog.Source{
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{product, {Key: "price", Kind: "number", Events: 300},
			{Key: "category", Kind: "text", Events: 300, Distinct: 5, Names: true, Values: []catalog.Value{{Text: "Games", Count: 5}, {Text: "Kitchen", Count: 9}}}}}}}
	for _, tt := range []struct {
		cat  *catalog.Catalog
		q    string
		want bool
	}{
		{bare, "What did I buy in the Games category in 2022?", true},
		{bare, "How many items did I buy from the toys category?", true},
		{kept, "What did I buy in the Games category in 2022?", false},
		{bare, "What did I buy in 2022?", false},
	} {
		n, f := withCatalog(t, tt.cat).Decompose(tt.q)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "is not recorded (your Purchases records keep no") })
		if said != tt.want {
			t.Errorf("%s %q: notes %q, want said %v\n%s", tt.cat.Signature, tt.q, f.Notes, tt.want, tree.Format(n))
		}
	}
}

func TestMailToNamesTheRecipient(t *testing.T) {
	// "my last email to Carl": the noun's "to" is no part of the name
	treesHave(t, Must(), map[string][]string{
		"When was my last email to Carl Knoos?":            {`(?i)Carl[\\s._-]*Knoos"`, `emails to Carl Knoos"`},
		"What was the date of my last mail to Bill Smith?": {`(?i)Bill[\\s._-]*Smith"`},
		// the head of a relative clause is no part of the name
		"What was the last thing Carl Knoos wrote to me?": {`sender matches "(?i)Carl[\\s._-]*Knoos"`},
		"What was the first email Bill Smith sent me?":    {`sender matches "(?i)Bill[\\s._-]*Smith"`},
	})
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

// A service the library holds no records of, named in a question answered
// from what else records it (a journal's receipts), is said not
// understood and kept as a name to search for, not dropped and every
// receipt summed.
func TestUnheldServiceIsSaid(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-receipts", Sources: []catalog.Source{
		{Name: "journal", Events: 90, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 90}, {Key: "price", Kind: "number", Events: 20}, {Key: "currency", Kind: "text", Events: 20}}}}}
	d := withCatalog(t, cat)
	for _, q := range []string{"How much did I spend on Amazon in 2025?", "How much did I spend on Netflix last year?"} {
		n, f := d.Decompose(q)
		name := strings.Fields(q)[6]
		if !slices.Contains(f.Unlinked, name) || !strings.Contains(queries(n), name) {
			t.Errorf("%q: unlinked %q, queries %q: want %s said and searched for\n%s", q, f.Unlinked, queries(n), name, f)
		}
	}
	// So is what was bought or paid, a word the library never writes:
	// every receipt summed would pass for the perfume's.
	for q, w := range map[string]string{"How much did I spend on perfume?": "perfume", "How much did I pay the plumber?": "plumber"} {
		n, f := d.Decompose(q)
		if !slices.Contains(f.Unlinked, w) || !strings.Contains(queries(n), w) {
			t.Errorf("%q: unlinked %q, queries %q: want %s said and searched for\n%s", q, f.Unlinked, queries(n), w, f)
		}
	}
	if _, f := testLibrary(t).Decompose("How much did I spend on Amazon in 2020?"); len(f.Unlinked) > 0 {
		t.Errorf("Amazon held, and yet unlinked %q", f.Unlinked)
	}
}

// A day written with a month that does not have it is said not understood,
// and a real day is not.
func TestImpossibleDayIsSaid(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]string{
		"How much did I spend on Amazon on 30 February 2021?": `"30 February 2021" is no day`,
		"What did I buy on April 31?":                         `"April 31" is no day`,
		"What did I buy on February 29, 2021?":                `"February 29, 2021" is no day`,
		"What did I buy on 29 February 2020?":                 "",
		"Which songs did I play on the 31st of March?":        "",
		"What were my top 50 songs of June?":                  "",
	} {
		_, f := d.Decompose(q)
		said := slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "is no day") })
		if said != (want != "") || want != "" && !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, want) }) {
			t.Errorf("%q: notes %q, want %q", q, f.Notes, want)
		}
	}
}

// An adverb of manner of a doing that structured records keep no manner
// of is said not recorded and left out of the search, not found in what
// things are called ("Loud" for "loudly"); adverbs of frequency, focus or
// time, and a title's words, are not.
func TestMannerUnrecorded(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]bool{
		"How many songs did I play loudly in 2023?":       true,
		"Which shows did I watch happily?":                true,
		"How long did I actually listen to Glory Box?":    false,
		"Which artist did I usually listen to in 2023?":   false,
		"How many songs did I play recently?":             false,
		"How many times did I play Carry Slowly in 2023?": false,
	} {
		n, f := d.Decompose(q)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "how it was done") })
		if said != want {
			t.Errorf("%q: notes %q, want said %v", q, f.Notes, want)
		}
		if want && strings.Contains(strings.ToLower(queries(n)), "ly") {
			t.Errorf("%q: the adverb still searched for: %s", q, queries(n))
		}
	}
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

// Going to, visiting or being in a town said with a time after it is the
// trips to it too; asked when with neither first nor last, each trip's
// first day is the answer, not the first trip's alone (three trips to
// Tokyo: three days), and "last" or "first" picks one.
func TestWhenInTownIsEveryTrip(t *testing.T) {
	cat := &catalog.Catalog{Signature: "presence-every", Sources: []catalog.Source{
		{Name: "calendar", Events: 200, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 200},
			{Key: "location", Kind: "text", Events: 80, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Marrakesh, Morocco", Count: 3}}},
		}},
		{Name: "social_media", Events: 100, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 100},
			{Key: "hashtags", Kind: "list", Events: 20, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "marrakesh", Count: 2}}},
		}},
	}}
	d := withCatalog(t, cat)
	every := "sort(unique(map(items, .start_date)))"
	for q, want := range map[string]string{
		"When was I in Marrakesh?":           every,
		"When did I visit Marrakesh?":        every,
		"when did we travel to marrakesh":    every,
		"When have I been to Marrakesh?":     every,
		"When was I in Marrakesh in 2023?":   every,
		"When did I last go to Marrakesh?":   "MAX attr=start_date",
		"When did I first fly to Marrakesh?": "MIN attr=start_date",
		"When did my trip to Marrakesh end?": "end_date",
		// coming back: each trip's last day
		"When did I fly back from Marrakesh?":  "sort(unique(map(items, .end_date)))",
		"When did we get back from Marrakesh?": "sort(unique(map(items, .end_date)))",
		"When did I go to Marrakesh last year": every,
	} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "trip to Marrakesh") || strings.Contains(text, "hashtags") || !strings.Contains(text, want) {
			t.Errorf("%q: want the trips and %q:\n%s\nframe: %s", q, want, text, f)
		}
	}
}

// Being in a town the dictionary knows (WordNet's Lisbon) that the
// library writes only inside other names (a book "A Station in Lisbon")
// is the trip to it too, not the book and a trailer taken for the stay.
func TestPresenceInDictionaryTown(t *testing.T) {
	cat := &catalog.Catalog{Signature: "presence-town", Sources: []catalog.Source{
		{Name: "online_purchase", Events: 200, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 200, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "A Station in Lisbon (Hardcover)", Count: 1}, {Text: "Pizzeria Amalfi", Count: 1}}},
		}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"How long was I in Lisbon?", "when was I in Lisbon", "How many days did we stay in Lisbon?",
		// written in lower case, as people type; a time after
		"how long was i in lisbon", "how long did I stay in lisbon last month?"} {
		if n, f := d.Decompose(q); !strings.Contains(tree.Format(n), "trip to Lisbon") {
			t.Errorf("%q is not the trip:\n%s\nframe: %s", q, tree.Format(n), f)
		}
	}
	// a name the library holds as a value of its own is left as asked;
	// a common word in lower case is the word, not the town it names
	for _, q := range []string{"When was I at Pizzeria Amalfi?", "how many times did I go to reading group", "did I go to bath in 2022"} {
		if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), "trip to") {
			t.Errorf("%q read as a trip:\n%s", q, tree.Format(n))
		}
		if x := d.capitalisedTowns(q); x != q {
			t.Errorf("%q: a common word taken for a town: %q", q, x)
		}
	}
	if x := d.capitalisedTowns("how long was i in lisbon"); x != "how long was i in Lisbon" {
		t.Errorf("a town in lower case not read as the town: %q", x)
	}
}

// A bound on how long a trip lasted is on its days, from the first to
// the last, not a rate per week nor a count of days with so many trips;
// being in a place for so long is whether the trip to it lasted so long.
func TestTripLengthBound(t *testing.T) {
	cat := &catalog.Catalog{Signature: "trip-length", Sources: []catalog.Source{
		{Name: "calendar", Events: 200, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 200},
			{Key: "location", Kind: "text", Events: 80, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Marrakesh, Morocco", Count: 1}}},
		}},
	}}
	week := "days_between(start_date, end_date) + 1 > 7"
	treesHave(t, withCatalog(t, cat), map[string][]string{
		"Was my trip to Marrakesh longer than a week?":    {week, "len(items) > 0"},
		"how many trips lasted more than a week":          {week, "len(items)"},
		"trips longer than 7 days":                        {week},
		"Was I in Marrakesh for more than a week?":        {week, "len(items) > 0"},
		"did I spend more than a week in Marrakesh":       {week, "len(items) > 0"},
		"Were we in Marrakesh for at least three nights?": {"days_between(start_date, end_date) >= 3", "len(items) > 0"},
	})
	// days counted ("on more than 3 days"), or a bound said before the
	// trip, are no length of it
	for _, q := range []string{"did I tweet on more than 3 days during my trip to Marrakesh", "did I post more than 3 days before my trip to Marrakesh"} {
		if n, _ := withCatalog(t, cat).Decompose(q); strings.Contains(tree.Format(n), "days_between(start_date, end_date) + 1") {
			t.Errorf("%q: a bound on the trip's days\n%s", q, tree.Format(n))
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

// A measure asked of a doing whose records do not keep it ("how many steps
// did I walk", walks without steps) is read where the library records it
// (the day's step counts), whatever was done, and the answer says so;
// before, the walks were searched and 0 steps found. Where the doing's
// records keep the measure, they are read.
func TestMeasureReadWhereRecorded(t *testing.T) {
	cat := &catalog.Catalog{Signature: "steps-health", Sources: []catalog.Source{
		{Name: "workout", Events: 300, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "walking", Count: 20}, {Text: "running", Count: 200}, {Text: "cycling", Count: 80}, {Text: "badminton", Count: 50}}},
			{Key: "distance_km", Kind: "number", Events: 300}, {Key: "energy_kcal", Kind: "number", Events: 300}}},
		{Name: "health", Events: 900, Fields: []catalog.Field{
			{Key: "measurement", Kind: "text", Events: 900, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "step count", Count: 450}, {Text: "heart rate", Count: 450}}},
			{Key: "step_count", Kind: "number", Events: 450}}}}}
	d := withCatalog(t, cat)
	fs := treesHave(t, d, map[string][]string{
		"How many steps did I walk on 1 January 2023?":  {`RETRIEVE "everything" sources=[health]`, "SUM attr=steps"},
		"How many calories did I burn cycling in 2020?": {"sources=[workout]", "SUM attr=energy_kcal"},
		// a sport is the workouts of its kind, which record calories
		"how many calories did I burn playing badminton last year": {`RETRIEVE "I played badminton"`, "SUM attr=energy_kcal"},
		// a bound on the measure is a condition on the day's count
		"How many days did I walk more than 10000 steps?":      {`RETRIEVE "everything" sources=[health]`, "FILTER steps > 10000", "dates_of"},
		"Did I walk more than 20000 steps on any day in 2022?": {`RETRIEVE "everything" sources=[health]`, "FILTER steps > 20000"},
		"On how many days did I take fewer than 2000 steps?":   {"FILTER steps < 2000", "dates_of"},
		"How many runs of more than 10 km did I do in 2022?":   {`RETRIEVE "I went running" sources=[workout]`, "FILTER distance_km > 10"},
	})
	if f := fs["How many steps did I walk on 1 January 2023?"]; f != nil && !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "read from health") }) {
		t.Errorf("the reading is not said: %q", f.Notes)
	}
}

// TestRateFromFirstRecord: a rate over a window the export begins inside
// of ("how many times a week did I swim in 2024", the journal begun in
// September) is over the periods from the first record on, with a note;
// a window the export covers keeps its own start.
func TestRateFromFirstRecord(t *testing.T) {
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	cat := &catalog.Catalog{Signature: "journal-begun", Sources: []catalog.Source{
		{Name: "workout", Events: 200, First: day("2024-09-02"), Last: day("2025-10-30"), Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 200, Distinct: 200},
			{Key: "activity", Kind: "text", Events: 200, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "running", Count: 90}, {Text: "swimming", Count: 50}}}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many times a week did i swim on average in 2024": {`days_between(date("2024-09-02"), min(date("2025-01-01")`},
		"How many runs per month did I do in 2024?":           {`periods(date("2024-09-02"), min(date("2025-01-01")`},
		"how many times a week did i swim on average in 2025": {`days_between(date("2025-01-01"), min(date("2026-01-01")`},
	})
	if _, f := d.Decompose("how many times a week did i swim on average in 2024"); !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "2024-09-02") }) {
		t.Errorf("no note says the rate starts at the first record: %v", f.Notes)
	}
}

// TestOwnersOccasion: a person's occasion said with a possessive, the
// apostrophe written or left out ("Lena's birthday party", "Lenas
// birthday"), is the occasion the journal records as hers, not every
// birthday she came to.
func TestOwnersOccasion(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-occasions", Sources: []catalog.Source{
		{Name: "journal", Events: 300, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 300, Distinct: 200},
			{Key: "participants", Kind: "list", Events: 100, Distinct: 5, Names: true, Values: []catalog.Value{{Text: "Lena", Count: 40}, {Text: "Ben", Count: 20}}},
			{Key: "occasion", Kind: "text", Events: 20, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "birthday", Count: 20}}},
			{Key: "occasion_of", Kind: "text", Events: 20, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "me", Count: 10}, {Text: "Lena", Count: 2}, {Text: "Ben", Count: 2}}}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"Who else was at Lena's birthday party?": {`occasion_of == "Lena"`, `!(person contains "Lena")`},
		"Who was at Lenas birthday party?":       {`occasion_of == "Lena"`},
		"What did I do for Lenas birthday?":      {`occasion_of == "Lena" &&`},
		// typed in lower case, the possessive a name all the same
		"who else was at lena's birthday party": {`occasion_of == "Lena"`, `!(person contains "Lena")`},
		"what did i do for ben's birthday":      {`occasion_of == "Ben"`},
		// "her" before an occasion is the one person named before it
		"Did I see Lena on her birthday?": {`occasion_of == "Lena"`, `on Lena's birthday`},
	})
	// two people named: whose it is is not said
	if got := d.ownersOccasion("Did Lena and Ben come to her birthday?"); got != "Did Lena and Ben come to her birthday?" {
		t.Errorf("two people named, and yet read as %q", got)
	}
	n, _ := d.Decompose("Who did I have dinner with on Lena's birthday?")
	if text := tree.Format(n); strings.Contains(text, `any((participants ?? []), {# == "Lena"})`) {
		t.Errorf("Lena's birthday is read as any birthday she came to:\n%s", text)
	}
}

// TestFriendsAsked: people asked for as friends are neither family (a
// person the library records by a family word, "Mum") nor the one I live
// with (who is at most of the happenings at home, worked out when the
// question runs); people asked for without the word stay everyone.
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
		"how often did I meet friends":                 {`any(participants ?? [], {!(# in ["Mum"]) && # != household})`, `ref household`},
		"How many dinners did I have with my friends?": {`any(participants ?? [], {!(# in ["Mum"]) && # != household})`},
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

// TestListedWithPeople: "list the restaurants I went to with friends" asks
// for the restaurants, the people said after "with" being whom they were
// visited with (as "which restaurants …" reads it), not a field of
// friends asked for beside them; nor is the request's verb a kind of the
// things ("List restaurants").
func TestListedWithPeople(t *testing.T) {
	cal := &catalog.Catalog{Signature: "calendar-listed-friends", Sources: []catalog.Source{
		{Name: "calendar", Events: 300, Fields: []catalog.Field{{Key: "summary", Kind: "text", Events: 300, Distinct: 200}}}}}
	d := withCatalog(t, cal)
	for _, q := range []string{
		"Name the restaurants I went to with friends.",
		"List restaurants I visited with friends.",
		"Show me the dinners I had with colleagues.",
	} {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		if strings.Contains(text, "attrs=[friends") || strings.Contains(text, "attrs=[colleagues") {
			t.Errorf("%q: the people one was with read as a field asked for:\n%s", q, text)
		}
		for _, note := range f.Notes {
			if strings.Contains(note, "is not understood") {
				t.Errorf("%q: %s", q, note)
			}
		}
	}
	treesHave(t, d, map[string][]string{"List my meetings with participants": {"attrs=[participants"}})
}

// TestJournaling: writing in one's journal ("journaling", "did I
// journal", "diary entries") is the entries written, the notes, not every
// happening they tell of, nor the field that names the journal.
func TestJournaling(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-entries", Sources: []catalog.Source{
		{Name: "note", Events: 300, Fields: []catalog.Field{{Key: "title", Kind: "text", Events: 300, Distinct: 250},
			{Key: "journal", Kind: "text", Events: 300, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Daily", Count: 200}, {Text: "Journal", Count: 100}}}}},
		{Name: "journal", Events: 900, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 900, Distinct: 600},
			{Key: "journal", Kind: "text", Events: 900, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Daily", Count: 600}, {Text: "Journal", Count: 300}}}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"What was my longest journaling streak?":        {`longest_streak(dates_of(items))`, `sources=[note]`},
		"What is my longest streak of journaling?":      {`longest_streak(dates_of(items))`, `sources=[note]`},
		"How many days in a row did I journal at most?": {`longest_streak(dates_of(items))`, `sources=[note]`},
		"How many diary entries did I write in 2025?":   {`sources=[note]`, `year(start_date) == 2025`},
	})
	if !doneToField("journaling", []link.Ref{{Field: "journal"}}) || doneToField("journals", []link.Ref{{Field: "journal"}}) || doneToField("journaling", []link.Ref{{Field: "journal"}, {Field: "journaling_app"}}) {
		t.Error("doneToField")
	}
}

// The cities visited are those a calendar's locations name as towns
// ("Kyoto, Japan"), not the one most records are in, where I live.
func TestCitiesOfTheCalendar(t *testing.T) {
	cat := &catalog.Catalog{Signature: "cities-of-calendar", Sources: []catalog.Source{
		{Name: "calendar", Events: 300, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 300, Distinct: 40, Names: true, Values: []catalog.Value{{Text: "Team sync", Count: 100}, {Text: "Vacation – Kyoto", Count: 2}}},
			{Key: "location", Kind: "text", Events: 200, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Oranienstraße 25, 10501 Berlin", Count: 100}, {Text: "Kyoto, Japan", Count: 4}}}}},
		{Name: "music_stream", Events: 100, Fields: []catalog.Field{
			{Key: "track", Kind: "text", Events: 100, Distinct: 90, Names: true}}}}}
	d := withCatalog(t, cat)
	away := []string{"sources=[calendar]", "city != nil", "city != home", "most_common(map(filter(items, {.city != nil}), .city))"}
	frames := treesHave(t, d, map[string][]string{
		"Which cities did I visit?":                 away,
		"which cities have I been to":               away,
		"How many different cities have I visited?": away,
	})
	for q, f := range frames {
		if !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "where you live") }) {
			t.Errorf("%q: no note says home is left out: %q", q, f.Notes)
		}
	}
	// a journal that records the city of each day says where I was,
	// home too
	journal := &catalog.Catalog{Signature: "cities-of-days", Sources: []catalog.Source{
		{Name: "journal", Events: 300, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 300},
			{Key: "city", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Lisbon", Count: 250}, {Text: "Vienna", Count: 50}}}}}}}
	if n, _ := withCatalog(t, journal).Decompose("Which cities did I visit?"); strings.Contains(tree.Format(n), "city != home") {
		t.Errorf("a journal's home city left out:\n%s", tree.Format(n))
	}
}

// What I did on a trip is what happened during it: not the trip's own
// entry (nor what spans all of it), and not what was measured (a day's
// step count), unless a measure is asked.
func TestThingsDoneDuring(t *testing.T) {
	cat := &catalog.Catalog{Signature: "trip-things", Sources: []catalog.Source{
		{Name: "calendar", Events: 300, Fields: []catalog.Field{{Key: "summary", Kind: "text", Events: 300}}},
		{Name: "health", Events: 900, Fields: []catalog.Field{{Key: "measurement", Kind: "text", Events: 900, Distinct: 2, Values: []catalog.Value{{Text: "step count", Count: 600}}}}},
		{Name: "social_media", Events: 200, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 200}}},
		{Name: "music_stream", Events: 5000, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 5000}}},
		{Name: "movie_stream", Events: 300, Fields: []catalog.Field{{Key: "title", Kind: "text", Events: 300}}},
	}}
	d := withCatalog(t, cat)
	n, _ := d.Decompose("Things I did on my trip to Palermo")
	text := tree.Format(n)
	if !strings.Contains(text, "!(i1.start_datetime <= i2.start_datetime && i2.end_datetime <= i1.end_datetime)") || strings.Contains(text, "health") {
		t.Errorf("the trip itself or measurements among the things done:\n%s", text)
	}
	// songs and films played are heard and watched, not done; asked what
	// happened, they are part of it
	if strings.Contains(text, "_stream") {
		t.Errorf("plays among the things done:\n%s", text)
	}
	n, _ = d.Decompose("What happened on my trip to Palermo?")
	if text := tree.Format(n); !strings.Contains(text, "music_stream") {
		t.Errorf("plays left out of everything:\n%s", text)
	}
}

// A word found only in an address ("imagemagick.org") that is a word of
// the thread the question names qualifies the thread; it is no sender of
// its own.
func TestAddressWordQualifiesTheTitle(t *testing.T) {
	vals := func(vs ...string) []catalog.Value {
		out := make([]catalog.Value, len(vs))
		for i, v := range vs {
			out[i] = catalog.Value{Text: v, Count: 1}
		}
		return out
	}
	cat := &catalog.Catalog{Signature: "address-word-test", Sources: []catalog.Source{
		{Name: "mail", Events: 80, Fields: []catalog.Field{
			{Key: "subject", Kind: "text", Events: 80, Distinct: 40, Names: true, Values: vals("core dump in simple ImageMagick example", "Re: core dump in simple ImageMagick example", "Core Dump on ReadImage", "Lunch on Friday")},
			{Key: "from", Kind: "text", Events: 80, Distinct: 20, Names: true, Values: vals("Majordomo@imagemagick.org", "anna@example.com")},
			{Key: "direction", Kind: "text", Events: 80, Distinct: 2, Names: true, Values: vals("received", "sent")}}},
	}}
	for q, f := range treesHave(t, withCatalog(t, cat), map[string][]string{
		"Who wrote to me about the core dump in the ImageMagick example?": {"core dump in simple ImageMagick example"},
	}) {
		for _, c := range f.Content {
			if strings.Contains(c.Expr, "Majordomo") || strings.Contains(c.Expr, "ReadImage") {
				t.Errorf("%q: the address is a condition of its own, or the thread is not narrowed: %s", q, c.Expr)
			}
		}
	}
}

// "people who follow me" are the followers, where the library holds them
// under that name; a verb whose agent it does not hold is left as said.
func TestAgentsOfMe(t *testing.T) {
	cat := &catalog.Catalog{Signature: "agents-of-me-test", Sources: []catalog.Source{
		{Name: "account", Events: 15, Fields: []catalog.Field{
			{Key: "fact", Kind: "text", Events: 15, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "follower", Count: 5}, {Text: "following", Count: 5}, {Text: "account", Count: 1}}},
			{Key: "service", Kind: "text", Events: 15, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Twitter", Count: 15}}}}},
		{Name: "social_media", Events: 30, Fields: []catalog.Field{{Key: "platform", Kind: "text", Events: 30, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "twitter", Count: 30}}}}},
	}}
	treesHave(t, withCatalog(t, cat), map[string][]string{
		"How many people follow me on Twitter?": {`fact == "follower"`, "len(items)"},
		"how many people are following me?":     {`fact == "follower"`},
		"Who follows me on Twitter?":            {`fact == "follower"`},
	})
	if got := agentsOfMe("who called me last", withCatalog(t, cat).env); got != "who called me last" {
		t.Errorf("a verb whose agent is held by no field is rewritten: %q", got)
	}
}

// A proper name of three words or more that the library writes
// capitalised ("Google Play Books") is that name typed in lower case too;
// a title made of function words ("When I Get Home") is not.
func TestProperTitleInLowerCase(t *testing.T) {
	cat := &catalog.Catalog{Signature: "proper-title-test", Sources: []catalog.Source{
		{Name: "web_activity", Events: 10, Fields: []catalog.Field{{Key: "product", Kind: "text", Events: 10, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Google Play Books", Count: 1}, {Text: "Maps", Count: 2}, {Text: "Search", Count: 2}}},
			{Key: "title", Kind: "text", Events: 10, Distinct: 10, Names: true, Values: []catalog.Value{{Text: "Visited Play Books App", Count: 1}}},
			{Key: "query", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "\"myactivity\" google export", Count: 1}}}}},
		{Name: "music_stream", Events: 900, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 900, Distinct: 600, Names: true, Values: []catalog.Value{{Text: "When I Get Home", Count: 2}, {Text: "Play Ball!", Count: 3}}}}},
	}}
	for q, f := range treesHave(t, withCatalog(t, cat), map[string][]string{
		"When did I use google play books?": {`product == "Google Play Books"`, "sources=[web_activity]"},
		"when I get home":                   {},
	}) {
		if q == "when I get home" && slices.ContainsFunc(f.Content, func(c Cond) bool { return strings.Contains(c.Expr, "When I Get Home") }) {
			t.Errorf("%q: read as the song: %v", q, f.Content)
		}
	}
}

// The first and the last asked together are both dates; a form that
// gives one thing answers the first and says so.
func TestFirstAndLastTogether(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"When were my first and last runs?":      {"[min(map(items, .start_date)), max(map(items, .start_date))]", `RETRIEVE "I went running"`},
		"When did I first and last go swimming?": {"[min(map(items, .start_date)), max(map(items, .start_date))]"},
		// the time between them is still the time between them
		"How many days passed between my first and last run?": {"days_between(min(map(items, .start_date)), max(map(items, .start_date)))"},
	})
	if _, f := d.Decompose("What were my first and last runs?"); !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "only the first was answered") }) {
		t.Errorf("the last asked and not answered, and not said: %q", f.Notes)
	}
	// a person's first and last name are no two ends
	if _, f := d.Decompose("What is the first and last name of the organizer of Daily Sync?"); f.Ends || slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "only the first was answered") }) {
		t.Errorf("first and last name read as two ends: %q", f.Notes)
	}
}

// A post held, which no field records, is an attribute read from what
// the mails say ("joining … as Account Manager"): asked by any of its
// names it is understood, never the title of a record.
func TestJobTitleIsAsked(t *testing.T) {
	cat := &catalog.Catalog{Signature: "jobtitle-test", Sources: []catalog.Source{
		{Name: "mail", Events: 30, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 30, Distinct: 30},
			{Key: "subject", Kind: "text", Events: 30, Distinct: 30, Names: true, Values: libtest.Ranked(1, "Welcome to Ember Studios, Elif!")}}},
		{Name: "music_stream", Events: 400, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 400, Distinct: 40, Names: true, Values: libtest.Ranked(20, "Glory Box")}}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"What position did I have at Ember Studios?", "what was my job title at Ember Studios", "What was my role at Ember Studios?"} {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		if len(f.Unlinked) > 0 || strings.Contains(text, ".title)") || !strings.Contains(text, "EXTRACT") {
			t.Errorf("%q: unlinked %q, want the post asked:\n%s", q, f.Unlinked, text)
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

// The date of birth asked with where it is recorded ("according to Apple
// Health") is the date of birth of that record; a time after it is not
// where.
func TestBirthdayWhereRecorded(t *testing.T) {
	d := birthLibrary(t, "birth_date")
	for q, want := range map[string]string{
		"When was I born according to Apple Health?": "What is my birth date according to Apple Health?",
		"what is my date of birth in Apple Health":   "What is my birth date in Apple Health?",
		"When is my birthday on my Google profile?":  "What is my birth date on my Google profile?",
		"When was I born?":                           "What is my birth date?",
		"When is my birthday in 2025?":               "When is my birthday in 2025?",
	} {
		if got := d.birthdayAsked(q); got != want {
			t.Errorf("%q read as %q, want %q", q, got, want)
		}
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

// Mail I sent to someone named, where no mail is known to be mine (who I
// am is not set), is the mail to them whoever sent it, said so; where
// the library knows mail as sent, the direction stays.
func TestToWhoeverSent(t *testing.T) {
	mail := func(dir ...string) *catalog.Catalog {
		fields := []catalog.Field{{Key: "from", Kind: "text", Events: 20, Distinct: 3, Names: true, Values: libtest.Ranked(20, "Carl Knoos <cknoos@atg.com>", "Cristy <cristy@dupont.com>")},
			{Key: "to", Kind: "list", Events: 20, Distinct: 3}, {Key: "subject", Kind: "text", Events: 20, Distinct: 20}}
		if len(dir) > 0 {
			fields = append(fields, catalog.Field{Key: "direction", Kind: "text", Events: 20, Distinct: len(dir), Names: true, Values: libtest.Ranked(20, dir...)})
		}
		return &catalog.Catalog{Signature: "mail-" + strings.Join(dir, "-"), Sources: []catalog.Source{{Name: "mail", Events: 20, Fields: fields}}}
	}
	for _, tt := range []struct {
		cat     *catalog.Catalog
		q       string
		whoever bool
	}{
		{mail("received"), "Did I ever write to Carl Knoos?", true},
		{mail("received"), "How many emails did I send to Cristy?", true},
		{mail("received", "sent"), "Did I ever write to Carl Knoos?", false},
		{mail("received"), "How many emails did I send?", false},
	} {
		n, f := withCatalog(t, tt.cat).Decompose(tt.q)
		text := tree.Format(n)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "was taken whoever sent it") })
		if said != tt.whoever || strings.Contains(text, `direction == "sent"`) == tt.whoever {
			t.Errorf("%s %q: notes %q, want whoever %v\n%s", tt.cat.Signature, tt.q, f.Notes, tt.whoever, text)
		}
	}
}

// An amount of money asked in a currency has it as the answer's unit, not
// as words of what was bought: the tree is the one without it, and a
// currency other than the one the library records is said, unconverted.
func TestMoneyAskedInACurrency(t *testing.T) {
	d := testLibrary(t)
	plain, _ := d.Decompose("How much did I spend on Amazon in 2021?")
	for q, note := range map[string]string{
		"How much did I spend on Amazon in euros in 2021?":   "amounts are recorded in USD: they are not converted to euros",
		"How much did I spend on Amazon in 2021 in pounds?":  "amounts are recorded in USD: they are not converted to pounds",
		"How much did I spend on Amazon in dollars in 2021?": "",
	} {
		n, f := d.Decompose(q)
		below := func(s string) string { _, b, _ := strings.Cut(s, "\n"); return b }
		if below(tree.Format(n)) != below(tree.Format(plain)) {
			t.Errorf("%q: tree\n%s\nwant\n%s", q, tree.Format(n), tree.Format(plain))
		}
		notes := strings.Join(f.Notes, "; ")
		if note == "" && strings.Contains(notes, "not converted") || !strings.Contains(notes, note) {
			t.Errorf("%q: notes %q, want %q", q, notes, note)
		}
	}
}

// The thing a question of whether or when something was bought names is
// a noun said in lower case; a name of a thing ("the Pasta Maker
// Machine", "the Chef's Knife") begins with its words and is none.
func TestBoughtObject(t *testing.T) {
	test.Table(t, "boughtObject", func(q string) string { return strings.Join(boughtObject(FormYesNo, q), " ") }, "boughtobject.tsv")
	if got := boughtObject(FormList, "I bought a bicycle"); got != nil {
		t.Errorf("a list: %q, want none", got)
	}
}

// A thing bought that is one of a kind of goods the concept lexicon lists
// with others ("laptop" among electronics), whose search finds the whole
// kind, is what is named so: no camera, no Kindle; the kind itself
// ("books") is whatever its things say of it ("A Novel (Paperback)").
func TestThingsOfAKindOfGoods(t *testing.T) {
	cat := &catalog.Catalog{Signature: "products-only", Sources: []catalog.Source{
		{Name: "online_purchase", Events: 40, Fields: []catalog.Field{
			{Key: "product", Kind: "text", Events: 40, Distinct: 30, Names: true, Values: libtest.Ranked(3, "The Wild Thunder: A Novel (Paperback)", "Laptop 14-inch, 16 GB RAM", "Mirrorless Camera Kit")},
			{Key: "price", Kind: "number", Events: 40}}},
	}}
	d := withCatalog(t, cat)
	for q, c := range map[string]struct{ has, lacks string }{
		"How many laptops did I buy?": {`FILTER heads(product ?? "", "laptops")`, `"camera"`},
		"When did I buy a laptop?":    {`FILTER heads(product ?? "", "laptop")`, `!says`},
		// what was paid for one: its price, not the whole kind's
		"How much did I pay for the laptop?":      {`FILTER heads(product ?? "", "laptop")`, `!says`},
		"How much did my new laptop cost?":        {`FILTER heads(product ?? "", "laptop")`, `!says`},
		"How much did I spend on Amazon in 2020?": {`RETRIEVE "my online purchases"`, `heads(`},
		"How many books did I buy?":               {`heads(product ?? "", "books")`, `"paperback"`},
		// whether one was bought: a thing whose name says a word of the
		// kind, and the answer says it was looked for so
		"Have I ever ordered a book?":     {`says(product ?? "", "novel")`, `"camera"`},
		"did i buy any books from amazon": {`says(product ?? "", "paperback")`, `"laptop"`},
	} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, c.has) || strings.Contains(text, c.lacks) {
			t.Errorf("%q: want %s and no %s in\n%s", q, c.has, c.lacks, text)
		}
		if noted := strings.Contains(strings.Join(f.Notes, "; "), "record no category"); noted != strings.Contains(c.has, "says(") {
			t.Errorf("%q: note of no category %v, want %v: %v", q, noted, !noted, f.Notes)
		}
	}
}

// A word the question's rules did not read but the library names a field
// by ("reading" of the health export's readings), or one beside a
// measure asked, is no unknown thing to search for: the records of the
// measure are read.
func TestFieldWordIsNotSearchedFor(t *testing.T) {
	cat := &catalog.Catalog{Signature: "health-readings", Sources: []catalog.Source{
		{Name: "health", Events: 4, Fields: []catalog.Field{
			{Key: "measurement", Kind: "text", Events: 4},
			{Key: "readings", Kind: "number", Events: 2},
			{Key: "heart_rate_bpm", Kind: "number", Events: 1}}},
		{Name: "workout", Events: 4, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 4, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "running", Count: 4}}},
			{Key: "distance_km", Kind: "number", Events: 4}}},
	}}
	_, f := withCatalog(t, cat).Decompose("What was my heart rate reading on September 10, 2018?")
	if f.Query != "everything" {
		t.Errorf("query %q, want the records of the measure\n%s", f.Query, f)
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

// TestPassiveOfValueIsNoWord: the participle closing a passive said of a
// thing the library names by a value ("when was the black bin collected",
// the calendar's "Refuse black bin") is what was done to it, not a word to
// look for with it, though the library uses the word elsewhere (a mail's
// "collect"): it is reported as not understood and the thing is found. A
// participle the value itself says stays.
func TestPassiveOfValueIsNoWord(t *testing.T) {
	names := func(key string, vs ...string) catalog.Field {
		return catalog.Field{Key: key, Kind: "text", Events: 100, Distinct: len(vs), Names: true, Values: libtest.Ranked(20, vs...)}
	}
	cat := &catalog.Catalog{Signature: "bins-collect", Terms: map[string]int{"black": 3, "bin": 3, termKey(t, "collect"): 2, "report": 2, termKey(t, "submitted"): 1}, Sources: []catalog.Source{
		{Name: "calendar", Events: 100, Fields: []catalog.Field{names("summary", "Refuse black bin", "Blue Recycle bin", "Report submitted", "Daily Sync")}},
		{Name: "mail", Events: 20, Fields: []catalog.Field{names("subject", "Please collect the parcel")}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"when was the black bin collected", "Which days was the black bin collected in April 2020?"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, `RETRIEVE "black bin"`) || !slices.Contains(f.Unlinked, "collected") {
			t.Errorf("%q: the bin not found by itself, or 'collected' not said\n%s\n%s", q, text, f)
		}
	}
	n, f := d.Decompose("when was the report submitted")
	if text := tree.Format(n); !strings.Contains(strings.ToLower(text), "submitted") {
		t.Errorf("the value's own participle dropped\n%s\n%s", text, f)
	}
}

// TestShareOfWhole: a share of a service that holds every one of the
// things asked is all of them, said so; one that narrows nothing else is
// counted, as its note says, not listed.
func TestShareOfWhole(t *testing.T) {
	d := testLibrary(t)
	frames := treesHave(t, d, map[string][]string{
		"What fraction of my purchases were from Amazon?":      {"round(100 * side_a / side_b, 2)", `"my online purchases from Amazon"`},
		"What share of my purchases did I make on Amazon?":     {"round(100 * side_a / side_b, 2)", `"my online purchases from Amazon"`},
		"What percentage of my purchases were made on Amazon?": {"round(100 * side_a / side_b, 2)"},
		"What percentage of my songs were from Spotify?":       {"round(100 * side_a / side_b, 2)"},
		"What percentage of my purchases were from a shop?":    {"APPLY len(items)"},
	})
	if f := frames["What fraction of my purchases were from Amazon?"]; !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "is from Amazon") }) {
		t.Errorf("all of them, not said: %q", f.Notes)
	}
}

// TestShareOfDays: a share of the days with no time said is of every day
// the sources record, not of those from the first found to the last; the
// days a clause says ("of the days I ran") are no window of days.
func TestShareOfDays(t *testing.T) {
	day := func(s string) time.Time { d, _ := time.Parse(time.DateOnly, s); return d }
	cat := &catalog.Catalog{Signature: "share-days", Sources: []catalog.Source{
		{Name: "workout", Events: 60, First: day("2024-09-02"), Last: day("2025-10-30"), Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 60, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "running", Count: 30}, {Text: "swimming", Count: 30}}}}}}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"What percentage of days did I go running?": {`round(100 * len(dates_of(items)) / max(1, days_between(date("2024-09-02"), min(add_days(date("2025-10-30"), 1)`},
	})
	if n, _ := d.Decompose("What percentage of the days I went running did I also go swimming?"); strings.Contains(tree.Format(n), "len(dates_of(items))") {
		t.Errorf("the days a clause says read as a window of days:\n%s", tree.Format(n))
	}
}

// TestLowerCaseCountryIsAName: a country's name typed in lower case is a
// name still, which the library's text holds ("where is the id austria
// appointment", the calendar's "Antrag auf ID Austria"): the records are
// searched for it, not all read with it said not understood.
func TestLowerCaseCountryIsAName(t *testing.T) {
	d := idAustriaLibrary(t)
	n, f := d.Decompose("where is the id austria appointment")
	if text := tree.Format(n); !strings.Contains(text, `RETRIEVE "id austria appointment"`) || slices.Contains(f.Unlinked, "austria") {
		t.Errorf("austria not searched for\n%s\n%s", text, f)
	}
}

// A bound on the quantity a yes/no question averages is the test of the
// average, not a filter of the records averaged.
func TestAverageWhether(t *testing.T) {
	d := Must()
	treesHave(t, d, map[string][]string{
		"Is my average run longer than 5 km?":         {"avg(map(items, .distance_km)) ?? 0) > 5"},
		"was my average run more than 10 km in 2020?": {"avg(map(items, .distance_km)) ?? 0) > 10"},
		"what was my average run longer than 5 km?":   {"AVG", "distance_km > 5"},
	})
}

// "ever" between a measure and its bound ("was my heart rate ever above
// 150 during a run") leaves the bound the records' condition.
func TestEverBetweenMeasureAndBound(t *testing.T) {
	d := Must()
	treesHave(t, d, map[string][]string{
		"Was my heart rate ever above 150 during a run?":    {"max_heart_rate_bpm > 150", "len(items) > 0"},
		"did my heart rate ever go above 150 during a run?": {"max_heart_rate_bpm > 150", "len(items) > 0"},
	})
}

// TestMeetingNotBought: a person met with is in any record but a thing
// bought or played, where a name is only in a title ("Bobs Sweet Stripes"
// candy); the search stays as it was, what it found is filtered. To see
// is also to watch: "see Dune" keeps the films.
func TestMeetingNotBought(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "meet-bob", Sources: []catalog.Source{
		{Name: "calendar", Events: 60, Fields: []catalog.Field{{Key: "summary", Kind: "text", Events: 60}}},
		{Name: "online_purchase", Events: 50, Fields: []catalog.Field{{Key: "product", Kind: "text", Events: 50}}},
		{Name: "music_stream", Events: 500, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 500}}},
	}})
	not := `!(source in ["music_stream", "online_purchase"])`
	treesHave(t, d, map[string][]string{
		"when did I last meet with Bob?":        {not, `RETRIEVE "I met with Bob" —`},
		"how often did I hang out with Bob":     {not},
		"When did I first meet up with Leonor?": {not},
	})
	if n, _ := d.Decompose("when did I last see Dune"); strings.Contains(tree.Format(n), "source in") {
		t.Errorf("a film seen read as someone met:\n%s", tree.Format(n))
	}
}

// "the last 5 songs I listened to" are five different songs, each at its
// latest play (a song played twice is one of them, once), and the answer
// says so; a number counting other things ("the subjects of my last 3
// emails") keeps the last events.
func TestLastKThingsAreDistinct(t *testing.T) {
	d := testLibrary(t)
	frames := treesHave(t, d, map[string][]string{
		"What were the last 5 songs I listened to?":    {"GROUP_BY keys=[track, artists]", "max(map(group, .start_datetime)) → last_time", "ARGMAX arg=last_time val=track k=5"},
		"what were the 3 most recent songs i played":   {"GROUP_BY keys=[track, artists]", "ARGMAX arg=last_time val=track k=3"},
		"the first three artists i listened to":        {"GROUP_BY keys=[artist]", "ARGMIN arg=first_time val=artist k=3"},
		"what were the subjects of my last 3 emails":   {"ARGMAX arg=start_datetime val=subject k=3"},
		"what were the last 4 netflix shows i watched": {"GROUP_BY keys=[series_title]", "ARGMAX arg=last_time val=series_title k=4"},
	})
	if f := frames["What were the last 5 songs I listened to?"]; !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "once") }) {
		t.Errorf("the last 5 songs: no note says each song is counted once: %q", f.Notes)
	}
	if f := frames["what were the subjects of my last 3 emails"]; slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "once") }) {
		t.Errorf("subjects of the last 3 emails: read as distinct subjects: %q", f.Notes)
	}
}

// A word the library's text writes (a term of its index) is no slip:
// "cheerios", a word of one product's title, is not corrected into
// "cherries".
func TestLibraryWordsAreNotCorrected(t *testing.T) {
	cat := &catalog.Catalog{Signature: "terms-speller-test", Terms: map[string]int{"cheerio": 1, "cherri": 4}, Sources: []catalog.Source{
		{Name: "online_purchase", Events: 900, Fields: []catalog.Field{{Key: "product", Kind: "text", Events: 900, Distinct: 500, Names: true, Values: []catalog.Value{{Text: "Organic Cherries", Count: 4}}}, {Key: "price", Kind: "number", Events: 900}}},
	}}
	d := withCatalog(t, cat)
	frames := treesHave(t, d, map[string][]string{
		"how much did i spend on cheerios": {`RETRIEVE "cheerios"`, "SUM attr=price"},
	})
	if f := frames["how much did i spend on cheerios"]; len(f.Corrected) > 0 {
		t.Errorf("cheerios corrected: %q", f.Corrected)
	}
	// the terms are stems: a slip whose stem is a short word the library
	// writes ("duing": "du", of a French title) is still a slip
	cat.Terms["du"] = 1
	cat.Signature = "terms-speller-test-du"
	if _, f := withCatalog(t, cat).Decompose("how much did i spend duing 2023"); !slices.Contains(f.Corrected, "duing → during") {
		t.Errorf("duing not corrected: %q", f.Corrected)
	}
}

// "when was the Daily Sync", a title held many times and neither first
// nor last said: the answer is the first, and a note says so.
func TestWhenOfARecurringTitleSaysFirst(t *testing.T) {
	d := testLibrary(t)
	frames := treesHave(t, d, map[string][]string{
		"when was the Daily Sync": {"MIN attr=start_date"},
		"when is the Daily Sync":  {"min(map(filter(items, {.start_date >= today}), .start_date))"},
	})
	first := func(f *Frame) bool {
		return slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "the answer is the first") })
	}
	if !first(frames["when was the Daily Sync"]) {
		t.Errorf("when was the Daily Sync: no note says the first is given: %q", frames["when was the Daily Sync"].Notes)
	}
	if first(frames["when is the Daily Sync"]) {
		t.Errorf("when is the Daily Sync: the next one said to be the first")
	}
}

// A game is played, not heard: "play board games", "play chess" search
// whatever tells of it, not the music streams; a title played is heard.
func TestGamePlayedIsNoMusic(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"Did I ever play board games?", "How often did I play chess?", "Did I play a card game last week?"} {
		if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), "music_stream") {
			text := tree.Format(n)
			t.Errorf("%q: a game played searched as music:\n%s", q, text)
		}
	}
	if n, _ := d.Decompose("Did I play Glory Box?"); !strings.Contains(tree.Format(n), "music_stream") {
		text := tree.Format(n)
		t.Errorf("a title played is no longer heard:\n%s", text)
	}
}

// A bound said of a superlative in a question that asks whether is the
// test of the one ranked first, not a filter of what is ranked: the
// longest ride, then whether it was over 50 km.
func TestExtremeWhether(t *testing.T) {
	d := Must()
	treesHave(t, d, map[string][]string{
		"Was my longest ride more than 50 km?":         {"ARGMAX arg=distance_km", "if more than 50 km", "len(items) > 0"},
		"was my longest bike ride in 2023 over 50 km?": {"ARGMAX arg=distance_km", "distance_km > 50", "year(start_date) == 2023"},
		"Was my most expensive order over $1000?":      {"ARGMAX", "if over", "price > 1000"},
		"was the first thing I ordered before 2010?":   {"ARGMIN arg=start_datetime", "if before 2010", "len(items) > 0"},
		"Is my shortest run under 3 km?":               {"ARGMIN arg=distance_km", "distance_km < 3"},
		// the last in time, a bound on a quantity of it ending the question
		"Was my last run longer than 10 km?": {"ARGMAX arg=start_datetime", "if longer than 10 km", "len(items) > 0"},
		"Was my first ride under 20 km?":     {"ARGMIN arg=start_datetime", "distance_km < 20"},
	})
	for q, whether := range map[string]bool{
		"Was my longest ride more than 50 km?":    true,
		"what was my longest ride over 50 km?":    false, // the longest of those over 50 km
		"was my first order before 2010 a book?":  false, // the bound scopes; the book is asked
		"Was my first order before 2010?":         true,
		"Was my last run longer than 10 km?":      true,
		"what was my last run longer than 10 km?": false, // the last of those
	} {
		_, f := d.Decompose(q)
		if got := f.IsBest != nil; got != whether {
			t.Errorf("%q: tests the first-ranked one = %v, want %v (%s)", q, got, whether, f.Form)
		}
	}
}

// TestAgeOfOthersUnrecorded: how old someone else is, where no record but
// my own account keeps a date of birth, is said not known (a birthday's
// yearly entry gives no year), rather than answered with the records
// about them; my own age and an account's are not someone's.
func TestAgeOfOthersUnrecorded(t *testing.T) {
	d := testLibrary(t)
	for q, unknown := range map[string]bool{
		"How old is my mother?":                 true,
		"how old will Karim turn this year":     true,
		"what age was my dad when I was born":   true,
		"How old am I?":                         false,
		"how old is my Twitter account":         false,
		"How old was the oldest book I bought?": false,
	} {
		n, f := d.Decompose(q)
		said := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "was born: the age is not known") })
		if said != unknown || unknown && !strings.Contains(tree.Format(n), "birth_date != nil") {
			t.Errorf("%q: said %v, want %v\n%s\n%s", q, said, unknown, tree.Format(n), f)
		}
	}
}

// A number of times said of one day asks of the days that held so many:
// whether any did, how many did, which.
func TestTimesInOneDay(t *testing.T) {
	cat := &catalog.Catalog{Signature: "runs-per-day", Sources: []catalog.Source{
		{Name: "workout", Events: 40, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 40, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "running", Count: 40}}},
			{Key: "distance_km", Kind: "number", Events: 40}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"Have I ever run twice in one day?":                    {"APPLY len(items) > 0", "keys=[start_date]", "count >= 2"},
		"did i ever go for two runs on the same day":           {"APPLY len(items) > 0", "count >= 2"},
		"How many days did I run three times in a single day?": {"APPLY len(items)", "keys=[start_date]", "count >= 3"},
		"on which days did I run twice in one day":             {"keys=[start_date]", "count >= 2", "map(items, .start_date)"},
	})
	for _, q := range []string{"Have I ever run twice in one day?", "did i ever go for two runs on the same day"} {
		if _, f := d.Decompose(q); slices.Contains(f.Notes, whetherNote) || strings.Contains(f.Query, "two") || strings.Contains(f.Query, "twice") {
			t.Errorf("%q: query %q, notes %v", q, f.Query, f.Notes)
		}
	}
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

// An occasion asked itself ("whose birthday is in June") is sought where
// days are kept, not among songs called "Birthday" or gifts bought for
// one; what was done on it is sought everywhere.
func TestOccasionAskedItself(t *testing.T) {
	cat := &catalog.Catalog{Signature: "occasion-records", Sources: []catalog.Source{
		{Name: "calendar", Events: 40, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 40, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Birthday Greta", Count: 5}, {Text: "Daily Sync", Count: 35}}}}},
		{Name: "music_stream", Events: 400, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 400, Distinct: 300, Names: true}}},
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{{Key: "product", Kind: "text", Events: 300, Distinct: 280, Names: true}}},
		{Name: "note", Events: 30, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 30, Distinct: 30}}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"Whose birthday is in June?", "which birthdays fall in March", "When is Anna's birthday?", "what anniversaries are coming up"} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if !strings.Contains(text, "calendar") || strings.Contains(text, "music_stream") || strings.Contains(text, "online_purchase") {
			t.Errorf("%q: not sought among the days kept\n%s", q, text)
		}
	}
	treesLack(t, d, "sources=[calendar, note]", "what was done on the day kept to the days", "What songs did I play on my birthday?", "What did I buy for Greta's birthday?")
}

// Being alone, asked of what no record lists the people of (trips found
// by their words, meals out), is said not recorded and not searched for
// as a word, nor dropped unsaid; a library that records who took part in
// each entry it tells may say it in words, which are searched.
func TestAloneUnrecorded(t *testing.T) {
	names := func(key string, vs ...string) catalog.Field {
		return catalog.Field{Key: key, Kind: "text", Events: 100, Distinct: len(vs), Names: true, Values: libtest.Ranked(20, vs...)}
	}
	cat := &catalog.Catalog{Signature: "alone-calendar", Sources: []catalog.Source{
		{Name: "calendar", Events: 100, Fields: []catalog.Field{names("summary", "Vacation – Lisbon", "Dinner with Ben")}},
	}}
	d := withCatalog(t, cat)
	notesSay(t, d, "who was with you", []noteCase{
		{"Which trips did I take alone?", `"alone" is not recorded`},
		{"Which holidays did I go on by myself?", `"by myself" is not recorded`},
		{"how often did I eat out on my own", `"on my own" is not recorded`},
		{"How many trips did I take with someone?", ""},
	})
	for _, q := range []string{"Which trips did I take alone?", "how often did I eat out on my own"} {
		if n, _ := d.Decompose(q); strings.Contains(queries(n), "alone") || strings.Contains(queries(n), "own") {
			t.Errorf("%q: still searched for\n%s", q, tree.Format(n))
		}
	}
	journal := withCatalog(t, &catalog.Catalog{Signature: "alone-journal", Sources: []catalog.Source{
		{Name: "journal", Events: 100, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 100},
			{Key: "participants", Kind: "list", Events: 40, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Ben", Count: 20}, {Text: "Lena", Count: 20}}}}},
	}})
	notesSay(t, journal, "who was with you", []noteCase{{"Which trips did I take alone?", ""}})
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

// A streak asked whether of ("did I ever run three days in a row", "did I
// run on consecutive days") is whether the longest reached that many
// days, the number understood, not searched for ("I ran two"); how often
// one of that length came is said not worked out.
func TestStreakWhether(t *testing.T) {
	d := testLibrary(t)
	treesUnderstood(t, d, map[string][]string{
		"Did I ever run two days in a row?":    {"longest_streak(dates_of(items)) >= 2", `RETRIEVE "I went running"`},
		"Have I ever run three days in a row?": {"longest_streak(dates_of(items)) >= 3"},
		"Did I run on consecutive days?":       {"longest_streak(dates_of(items)) >= 2"},
	})
	if n, f := d.Decompose("Did I ever run 3 days in a row?"); slices.Contains(f.Notes, whetherNote) || !strings.Contains(tree.Format(n), ">= 3") {
		t.Errorf("a streak's length asked whether:\n%s\n%s", tree.Format(n), f)
	}
	notesSay(t, d, "", []noteCase{{"How many times did I run two days in a row?", "how often two days in a row came is not worked out"}})
}

// The head of a noun compound is its last noun: "my shopping list note" is
// a note, whatever activity its modifier names, and the modifier is what
// the note is about; a record nobody writes ("badminton sessions") keeps
// the activity.
func TestCompoundHeadIsTheKind(t *testing.T) {
	cat := &catalog.Catalog{Signature: "compound-head-test", Sources: []catalog.Source{
		{Name: "note", Events: 40, Fields: []catalog.Field{{Key: "title", Kind: "text", Events: 40, Distinct: 40, Names: true},
			{Key: "text", Kind: "text", Events: 40, Distinct: 40}}},
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{{Key: "product", Kind: "text", Events: 300, Distinct: 280, Names: true}}},
		{Name: "workout", Events: 30, Fields: []catalog.Field{{Key: "workout_type", Kind: "text", Events: 30, Distinct: 2, Values: []catalog.Value{{Text: "running", Count: 20}, {Text: "badminton", Count: 10}}}}},
	}}
	d := withCatalog(t, cat)
	for q, want := range map[string][]string{
		"What's in my shopping list note?":        {`RETRIEVE "my notes"`, `says(text ?? "", "shopping")`, `says(text ?? "", "list")`},
		"Show me the grocery shopping notes":      {"sources=[note]"},
		"Which running notes did I write?":        {`RETRIEVE "my notes"`, `says(text ?? "", "jog")`},
		"When did I go shopping for notes?":       {"online_purchase"},
		"How many badminton sessions did I have?": {"badminton"},
	} {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%q: tree lacks %q\n%s\nframe: %s", q, w, text, f)
			}
		}
		if strings.Contains(q, "note") && !strings.Contains(q, "for notes") && strings.Contains(text, "online_purchase") {
			t.Errorf("%q: read as purchases\n%s", q, text)
		}
	}
}

// A day of a month said without its year, asked of what is on ("what do I
// have on June 3rd"), is the coming one, as "on Monday" is; asked in the
// past, or of a habit, it is that day of every year.
func TestMonthDayComing(t *testing.T) {
	coming := "year(start_date) == (month(today) < 6 || month(today) == 6 && day(today) <= 3 ? year(today) : year(today) + 1)"
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"What do I have on June 3rd?":            {coming},
		"what's happening on 3 June":             {coming},
		"Is there anything scheduled on 3 June?": {coming},
	})
	treesLack(t, d, coming, "read as the coming one", "What did I do on June 3rd?", "How many songs do I usually play on 3 June?", "How many songs have I played on 3 June?")
}

// Where I live or lived, with no profile that says it, is said not
// recorded: the calendar's places are where I went, and listing them
// passed every restaurant for a home. A profile's location answers the
// present (TestOwnProfileFact).
func TestHomeUnrecorded(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "no-home", Sources: []catalog.Source{
		{Name: "calendar", Events: 400, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 400, Distinct: 30, Names: true},
			{Key: "location", Kind: "text", Events: 100, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Pizzeria Amalfi", Count: 50}}}}},
	}})
	for _, q := range []string{"Where do I live?", "Where did I live in 2019?", "Which city did we live in last year?", "where was I living in 2020"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "&& false") && !strings.Contains(text, "FILTER false") || len(f.Unlinked) > 0 || !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "where you live") }) {
			t.Errorf("%q: not said unrecorded (not understood %q, notes %q)\n%s", q, f.Unlinked, f.Notes, text)
		}
	}
	for _, q := range []string{"Where did I have dinner in 2019?", "Who do I live with?"} {
		if _, f := d.Decompose(q); slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "where you live") }) {
			t.Errorf("%q: read as asking my home", q)
		}
	}
}

// My own name is the display name a profile keeps, not a workout's
// name or the texts; with no profile keeping one it is said not recorded.
func TestMyName(t *testing.T) {
	workouts := catalog.Source{Name: "workout", Events: 50, Fields: []catalog.Field{
		{Key: "name", Kind: "text", Events: 50, Distinct: 10, Names: true, Values: []catalog.Value{{Text: "Morning Run", Count: 30}}}}}
	withProfile := withCatalog(t, &catalog.Catalog{Signature: "my-name", Sources: []catalog.Source{workouts,
		{Name: "account", Events: 3, Fields: []catalog.Field{
			{Key: "display_name", Kind: "text", Events: 1, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Simon Willison", Count: 1}}}}}}})
	without := withCatalog(t, &catalog.Catalog{Signature: "no-name", Sources: []catalog.Source{workouts}})
	for _, q := range []string{"What is my name?", "what's my full name", "What am I called?"} {
		n, f := withProfile.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "display_name") || strings.Contains(text, "workout") || len(f.Unlinked) > 0 {
			t.Errorf("%q: not the profile's display name (not understood %q)\n%s", q, f.Unlinked, text)
		}
		n, f = without.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "false") || len(f.Unlinked) > 0 || !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "your name") }) {
			t.Errorf("%q: not said unrecorded (not understood %q, notes %q)\n%s", q, f.Unlinked, f.Notes, text)
		}
	}
	if n, _ := withProfile.Decompose("What is the name of my longest run?"); strings.Contains(tree.Format(n), "display_name") {
		t.Errorf("a run's name read as mine:\n%s", tree.Format(n))
	}
}

// My email address, phone number, website or address, where no profile
// keeps it, is said not recorded: a shop's website, the calendar's places
// and notes about phoning were passed for mine. A profile that keeps it
// answers (TestOwnProfileFact).
func TestContactUnrecorded(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "no-contact", Sources: []catalog.Source{
		{Name: "calendar", Events: 400, Fields: []catalog.Field{
			{Key: "location", Kind: "text", Events: 100, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Pizzeria Amalfi", Count: 50}}}}},
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{
			{Key: "website", Kind: "text", Events: 300, Distinct: 1, Values: []catalog.Value{{Text: "Amazon.de", Count: 300}}}}},
		{Name: "account", Events: 3, Fields: []catalog.Field{
			{Key: "email", Kind: "text", Events: 1, Distinct: 1}}},
	}})
	for _, q := range []string{"What is my website?", "What's my home address?", "what is my phone number"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "false") || !slices.ContainsFunc(f.Notes, func(s string) bool { return strings.HasPrefix(s, "nothing in the library records your") }) {
			t.Errorf("%q: not said unrecorded (notes %q)\n%s", q, f.Notes, text)
		}
	}
	if n, f := d.Decompose("What's my email address?"); !strings.Contains(tree.Format(n), "sources=[account]") || len(f.Notes) > 0 && strings.Contains(f.Notes[0], "records your") {
		t.Errorf("the profile's email not read:\n%s", tree.Format(n))
	}
}

// My name and email address, where no profile keeps them but the mail
// tells what I sent, are read off the sender of the mail I sent; the
// phone number it does not tell is still said not recorded.
func TestOwnFactFromSentMail(t *testing.T) {
	mail := catalog.Source{Name: "mail", Events: 600, Fields: []catalog.Field{
		{Key: "from", Kind: "text", Events: 600, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Alba Krüger <alba@example.org>", Count: 200}}},
		{Key: "direction", Kind: "text", Events: 600, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "received", Count: 400}, {Text: "sent", Count: 200}}}}}
	d := withCatalog(t, &catalog.Catalog{Signature: "sent-mail", Sources: []catalog.Source{mail,
		{Name: "calendar", Events: 400, Fields: []catalog.Field{
			{Key: "location", Kind: "text", Events: 100, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "Pizzeria Amalfi", Count: 50}}}}}}})
	for q, fn := range map[string]string{"What is my email address?": "email_of(from)", "what's my email": "email_of(from)", "What is my name?": "name_of(from)", "what am i called": "name_of(from)"} {
		n, f := d.Decompose(q)
		text := tree.Format(n)
		if !strings.Contains(text, `direction == "sent"`) || !strings.Contains(text, fn) || !strings.Contains(text, "sources=[mail]") || len(f.Unlinked) > 0 {
			t.Errorf("%q: not read off the mail I sent (not understood %q)\n%s", q, f.Unlinked, text)
		}
	}
	if n, _ := d.Decompose("What is my phone number?"); !strings.Contains(tree.Format(n), "false") {
		t.Errorf("the phone number read off mail:\n%s", tree.Format(n))
	}
	received := mail
	received.Fields = []catalog.Field{mail.Fields[0], {Key: "direction", Kind: "text", Events: 600, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "received", Count: 600}}}}
	if n, _ := withCatalog(t, &catalog.Catalog{Signature: "received-mail", Sources: []catalog.Source{received}}).Decompose("What is my email address?"); !strings.Contains(tree.Format(n), "false") {
		t.Errorf("my address read off mail I did not send:\n%s", tree.Format(n))
	}
}

// A slip of an ordinary word no table lists is read as the word
// ("excatly": exactly, which asks the time as well as the day).
func TestCommonWordSlips(t *testing.T) {
	d := testLibrary(t)
	n, f := d.Decompose("When excatly did I send my first email in 2020?")
	if text := tree.Format(n); !strings.Contains(text, "start_datetime") || !slices.Contains(f.Corrected, "excatly → exactly") {
		t.Errorf("not read as when exactly (corrected %q):\n%s", f.Corrected, text)
	}
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
