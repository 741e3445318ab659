package rules

// Readings of questions that ask what, which, show me: the things asked
// for, or their values, checked by code. Those a few lines can check are
// cases in testdata/readings/list.txt.

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/qa/tree"
)

// Tasks asked of a library that keeps no checklist are said to be no
// record of it, and nothing is listed for them.
func TestTasksNotKept(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	const note = "no record of your library is a task or a checklist item"
	notesSay(t, d, "", []noteCase{{"Which tasks are still open?", note}, {"How many to-dos did I tick off?", note}})
	treesHave(t, d, map[string][]string{"Which tasks are still open?": {"FILTER false"}})
}

// What was written about a thing is read in the day notes that say it,
// not only in the journal's happenings, whose text names values: the
// landlord is in no happening.
func TestWrittenAboutReadsTheNotes(t *testing.T) {
	d := withCatalog(t, journal46Catalog("written"))
	for q, f := range treesHave(t, d, map[string][]string{
		"what did I write about the landlord":  {`says(text ?? "", "landlord")`, "sources=[note]", `sentences(text ?? "", ["landlord"])`},
		"what did I say about the heating":     {`says(text ?? "", "heating")`, "sources=[note]"},
		"which entries mention the landlord":   {`says(text ?? "", "landlord")`, "sources=[note]"},
		"how many entries mention the heating": {`says(text ?? "", "heating")`, "sources=[note]"},
	}) {
		if strings.Join(f.Sources, ",") != "note" {
			t.Errorf("%q: sources %v, want the notes", q, f.Sources)
		}
	}
}

// A gerund alone after "about", no noun, is the verb in any of its forms:
// "about moving" finds "if we should move".
func TestGerundAloneMentioned(t *testing.T) {
	d := withCatalog(t, journal46Catalog("gerund"))
	treesHave(t, d, map[string][]string{
		"what did I say about moving":        {`says(text ?? "", "move")`, `says(text ?? "", "moved")`},
		"when did I first mention moving":    {`says(text ?? "", "move")`},
		"what did I write about the evening": {`says(text ?? "", "evening")`},
	})
	n, _ := d.Decompose("what did I write about the evening")
	if strings.Contains(chain(n), `"even"`) {
		t.Errorf("the evening, a noun, searched as a verb:\n%s", chain(n))
	}
}

// The highest or lowest of what neither an activity, a measure nor a
// field of the library names is not ranked by a length: the words are
// searched for, and the answer says there was nothing to rank by.
func TestUnrankedExtremeSaid(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	for _, q := range []string{"What was my highest blood pressure?", "What was my lowest score in 2025?"} {
		n, f := d.Decompose(q)
		if f.Rank != nil && f.Rank.Attr == "duration_s" {
			t.Errorf("%q: ranked by a length\n%s", q, chain(n))
		}
		notesSay(t, d, "", []noteCase{{q, "nothing your library records to rank by"}})
	}
	treesHave(t, d, map[string][]string{"What was my longest run?": {"distance_km"}})
}

// What was drunk ("what did I drink after a run") is the drinks among the
// food a journal records (a post-run protein shake), not the evenings out
// for drinks; what was eaten keeps every dish.
func TestDrinksAsked(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-drinks"
	for i, fl := range cat.Sources[0].Fields {
		if fl.Key == "food" {
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "banana", Count: 30}, {Text: "protein shake", Count: 10}, {Text: "smoothie", Count: 8}, {Text: "pizza", Count: 5}}
		}
	}
	d := withCatalog(t, cat)
	drinks := `filter(food ?? [], {lower(#) in ["protein shake", "smoothie"]})`
	treesHave(t, d, map[string][]string{
		"What did I drink after a run?":          {drinks, `RETRIEVE "I ate food"`},
		"What do I usually drink after running?": {drinks, "ARGMAX"},
		"Which did we drink most often in 2025?": {drinks},
	})
	for _, q := range []string{"What did I eat after a run?", "When did I last go for drinks with Max?", "How many times did I drink beer?"} {
		if n, _ := d.Decompose(q); n != nil && strings.Contains(tree.Format(n), "protein shake") {
			t.Errorf("%q: read as the drinks", q)
		}
	}
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

// A noun phrase asked alone whose head, before its preposition, is an
// activity's noun ("runs on rainy days") is those events, not an
// attribute named by the whole phrase.
func TestKeywordsHeadedByAnActivity(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr49-keywordHead"))
	for _, q := range []string{"runs on rainy days", "swims on sunny days in 2025"} {
		_, f := d.Decompose(q)
		if f.Val != nil && strings.Contains(f.Val.Attr, "_on_") {
			t.Errorf("%q: asked as the attribute %s", q, f.Val.Attr)
		}
		if f.Activity != "running" && f.Activity != "swimming" {
			t.Errorf("%q: activity %q", q, f.Activity)
		}
	}
}

// Which things were not had in one window ("which friends haven't I seen
// since August", "which restaurants did I not go to in 2025") are those of
// any time with none in it, as "but not in 2025" keeps them: not the ones
// that were, with the negation noted.
func TestNotInOneWindow(t *testing.T) {
	cat := journal46Catalog("jr49-notIn")
	namesIn(cat, "participants", catalog.Value{Text: "Max", Count: 20}, catalog.Value{Text: "Lena", Count: 40})
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"Which friends haven't I seen since August?": {"only_then"},
		"who did I not have dinner with in 2025":     {"only_then"},
		"how many people did I not see in 2025":      {"only_then"},
	}) {
		if len(f.NotIn) != 1 {
			t.Errorf("%q: NotIn %v, want the window lacked", q, f.NotIn)
		}
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
		// what a total is of, nowhere recorded: the total of everything
		// else is not its
		{"How much rent do I pay?", []string{"rent"}},
		{"How much money did I spend in 2019?", nil},
		// a negation nothing read: a yes of every book bought is no
		// answer about the ones given up
		{"Did I give up on books in 2019?", []string{"give up"}},
		// whom a word of mine names, seen or been with, no record
		// telling who it is: every meeting is no answer about the boss
		{"How often did I see my boss in 2019?", []string{"boss"}},
		{"How many times did I have lunch with my manager?", []string{"manager"}},
	} {
		if u := d.Understand(c.q); !slices.Equal(u.Restricting, c.want) {
			t.Errorf("%q: restricting %q (unlinked %q), want %q", c.q, u.Restricting, u.Unlinked, c.want)
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

// Mail exchanged with someone went both ways: where the name is no value
// the library links (a first name in many calendar titles), "how many
// emails did I exchange with Elif" searched the words and found none.
func TestMailExchangedWithSomeone(t *testing.T) {
	d := testLibrary(t)
	both := `(sender ?? "") matches "(?i)Elif" || any(recipients ?? [], {# matches "(?i)Elif"})`
	treesHave(t, d, map[string][]string{
		"how many emails did I exchange with Elif":          {both, `RETRIEVE "emails"`},
		"how many mails have Elif and I exchanged":          {both},
		"emails exchanged between me and Elif":              {both, `RETRIEVE "emails"`},
		"when did Elif and I last exchange emails":          {both},
		"how many emails have Elif and I exchanged in 2022": {both, "year(start_date) == 2022"},
	})
	notesSay(t, d, "exchange", []noteCase{{"when did Elif and I last exchange emails", ""}})
}

// The step count is a field of the library (step_count), a quantity:
// its "count" counted the records found for the word "step".
func TestStepCountIsSteps(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"what was my step count yesterday":                {"step_count"},
		"What was my highest step count in a single day?": {"MAX attr=step_count"},
	})
	for q, f := range fs {
		if f.Form == FormCount {
			t.Errorf("%q: the records counted", q)
		}
	}
}

// "My shopping list" is a list, the head of the compound: where the
// library keeps checklists, none of them called so, nothing is on it; it
// listed every Amazon product whose title says "Listed".
func TestNamedListNotKeptIsNoPurchase(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-lists", Sources: []catalog.Source{
		{Name: "note", Events: 20, Fields: []catalog.Field{
			{Key: "checklist", Kind: "list", Events: 1, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "[ ] run", Count: 1}, {Text: "[ ] fast", Count: 1}}},
			{Key: "title", Kind: "text", Events: 20, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "good place", Count: 1}, {Text: "draw", Count: 1}}}}},
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{{Key: "product", Kind: "text", Events: 300, Distinct: 280, Names: true}}}}})
	frames := treesHave(t, d, map[string][]string{
		"what's on my shopping list?": {"FILTER false"},
		"what items are on my list":   {"checklist"},
	})
	if f := frames["what's on my shopping list?"]; !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, `called "shopping list"`) }) {
		t.Errorf("the list not kept is not said: %v", f.Notes)
	}
	if n, _ := d.Decompose("what's on my bucket list"); strings.Contains(tree.Format(n), "FILTER false") {
		t.Errorf("a list of no activity is not searched for:\n%s", tree.Format(n))
	}
}

// A device named by part of its name ("on my iPhone") is the device of
// what the question is mainly about: "what did I watch on my iPhone"
// listed the tweets sent from "Twitter for iPhone" too.
func TestDeviceOfWhatIsWatched(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-device", Sources: []catalog.Source{
		{Name: "tvseries_stream", Events: 195, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 195, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "The Office (U.S.)", Count: 137}, {Text: "Archer", Count: 14}}},
			{Key: "device", Kind: "text", Events: 195, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Mac", Count: 172}, {Text: "Microsoft Xbox 360", Count: 16}, {Text: "Apple iPhone 5 with CDMA", Count: 7}}}}},
		{Name: "social_media", Events: 22, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 17, Distinct: 17},
			{Key: "platform", Kind: "text", Events: 22, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "facebook", Count: 13}, {Text: "twitter", Count: 2}}},
			{Key: "client", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Twitter Web App", Count: 1}, {Text: "Twitter for iPhone", Count: 1}}}}}}})
	for q, want := range map[string]string{
		"what did I watch on my iPhone":   "Apple iPhone 5 with CDMA",
		"what did I tweet from my iPhone": "Twitter for iPhone",
	} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if !strings.Contains(text, want) {
			t.Errorf("%q: not the device %q:\n%s", q, want, text)
		}
		other := "Twitter for iPhone"
		if want == other {
			other = "Apple iPhone 5 with CDMA"
		}
		if strings.Contains(text, other) {
			t.Errorf("%q: read as %q too:\n%s", q, other, text)
		}
	}
}

// "BMI" is the body mass index, as a dictionary lists it: it was spelt
// as the track "Bim Bom".
func TestBMIIsTheBodyMassIndex(t *testing.T) {
	treesUnderstood(t, real46Lib(t), map[string][]string{
		"what is my bmi":          {"body_mass_index", "sources=[health]"},
		"what was my BMI in 2016": {"body_mass_index", "2016"},
	})
}

// The service every record of the activity's sources comes from, as the
// formats name it, says where they are, no word to search: "what did I
// look up on Google" searched the words "looked up on Google". A service
// some of them come from (Strava of the workouts) is still searched.
func TestOwnServiceSaysTheSource(t *testing.T) {
	d := real46Lib(t)
	// searching on Google is its Search, where the records name its
	// products: not a search on its Maps
	search := `FILTER product == "Search"`
	treesUnderstood(t, d, map[string][]string{
		"what did I look up on Google":        {`RETRIEVE "my searches" sources=[web_activity]`, search},
		"what did I search for on google":     {`RETRIEVE "my searches" sources=[web_activity]`, search},
		"what did I search on Google in 2019": {`RETRIEVE "my searches"`, "2019", search},
		// the phrase stated as the question says it ("looked up")
		"what did I look up": {`RETRIEVE "my searches"`},
	})
	treesHave(t, d, map[string][]string{"what runs did I log on strava": {"strava"}})
	if n, _ := d.Decompose("what have I searched for"); strings.Contains(tree.Format(n), "product") {
		t.Errorf("searches of every product kept to one:\n%s", tree.Format(n))
	}
}

// A field's word is the value of another source where the question's
// names are values of that source, which holds the word as a value: "my
// twitter profile" is the account fact "profile" of Twitter; it was the
// profile Netflix was watched under ("Charlie"). Said of Netflix, or of
// nothing, it is still that field.
func TestProfileOfTheServiceNamed(t *testing.T) {
	d := real46Lib(t)
	treesHave(t, d, map[string][]string{
		"what is my twitter profile":           {`service == "Twitter"`, `fact == "profile"`, "sources=[account]"},
		"what is my instagram profile picture": {`service == "Instagram"`, `fact == "profile picture"`},
		"what is my netflix profile":           {"map(items, .profile)", "tvseries_stream"},
		"which profile did I watch Archer on":  {"map(items, .profile)", "tvseries_stream"},
	})
}

// "Following" after its subject or a form of "be" is the verb, never the
// preposition: "who am I following on twitter" was read as what happened
// after ("following") tweets, joined to a search for "I am".
func TestFollowingAfterItsSubjectIsTheVerb(t *testing.T) {
	d := real46Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"who am I following on twitter":               {`fact == "following"`, `service == "Twitter"`},
		"how many accounts am I following on twitter": {`fact == "following"`},
		"which accounts I’m following on twitter":     {`fact == "following"`},
	})
	if n, _ := d.Decompose("what did I buy following my birthday"); strings.Contains(tree.Format(n), `fact == "following"`) {
		t.Errorf("the preposition read as the verb:\n%s", tree.Format(n))
	}
}

// The name of a field of names given to many records alike is its value:
// "what is my netflix profile called" (the name of my netflix profile)
// asked the workouts' field "name"; it is the profile ("Charlie").
func TestNameOfAFieldOfNames(t *testing.T) {
	d := real46Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"what is my netflix profile called":      {"map(items, .profile)", "tvseries_stream"},
		"what is the name of my netflix profile": {"map(items, .profile)"},
	})
	// a thing that has a name keeps asking it
	treesHave(t, d, map[string][]string{"what was my last run called": {"val=name"}})
}

// A word is clipped, not a phrase: the product category "coffee" was
// said by "coffee shop" too, as "physio" is by "physiotherapy", and the
// coffee shops visited were the coffee bought on Amazon.
func TestPhraseIsNoClipping(t *testing.T) {
	d := real47Lib(t)
	for _, q := range []string{"coffee shops I visited", "what coffee shops have I been to"} {
		_, f := d.Decompose(q)
		for _, c := range f.Content {
			if strings.Contains(c.Words, "shop") {
				t.Errorf("%q: the shop read as a value: %s (%s)", q, c.Expr, c.Words)
			}
		}
	}
	treesUnderstood(t, d, map[string][]string{
		"when did I buy coffee": {`category == "coffee"`},
	})
}

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

// The words not understood of a question searched over everything, no
// activity read, were all that said what was asked: an answer found
// without them is about whatever else there was.
func TestEverythingSearchedRestrictedByWordsNotUnderstood(t *testing.T) {
	cat := &catalog.Catalog{Signature: "everything-unread", Terms: map[string]int{"dinner": 80}, Sources: []catalog.Source{
		{Name: "journal", Events: 400, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 400, Distinct: 390},
			{Key: "participants", Kind: "list", Events: 200, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Jonas", Count: 150}, {Text: "Lena", Count: 40}}}}}}}
	d := withCatalog(t, cat)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"When did Jonas and I fight?", []string{"fought"}},
		{"When did I have dinner with Jonas?", nil},
	} {
		if u := d.Understand(c.q); !slices.Equal(u.Restricting, c.want) {
			t.Errorf("%q: restricting %q (unlinked %q), want %q", c.q, u.Restricting, u.Unlinked, c.want)
		}
	}
}

// What the things of a percentage or a partitive count were said to be,
// read as nothing ("what proportion of the films were dramas", no genre
// recorded), restricts them: every film counted is no answer about
// dramas. A part read ("were longer than 2 hours", "were in 2024") is
// none.
func TestSharePartNotUnderstoodRestricts(t *testing.T) {
	cat := &catalog.Catalog{Signature: "share-unread", Sources: []catalog.Source{
		{Name: "movie_stream", Events: 900, Fields: []catalog.Field{
			{Key: "movie_title", Kind: "text", Events: 900, Distinct: 800, Names: true, Values: []catalog.Value{{Text: "The Letter", Count: 3}}},
			{Key: "duration_s", Kind: "number", Unit: "s", Events: 900}}}}}
	d := withCatalog(t, cat)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"What proportion of the films I watched were dramas?", []string{"dramas"}},
		{"What fraction of my movies were family films?", []string{"family"}},
		{"How many of the movies I watched in 2024 were romances?", []string{"romances"}},
		{"What percentage of the movies I watched were in 2024?", nil},
		{"How many of my movies were longer than 2 hours?", nil},
		// a participle before the noun, after a quantifier, says a kind
		// of the things as an adjective does; the activity's own verb
		// none
		{"How many animated films did I watch?", []string{"animated"}},
		{"How many watched movies were there in 2024?", nil},
	} {
		if u := d.Understand(c.q); !slices.Equal(u.Restricting, c.want) {
			t.Errorf("%q: restricting %q (unlinked %q), want %q", c.q, u.Restricting, u.Unlinked, c.want)
		}
	}
}
