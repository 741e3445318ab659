package rules

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// A superlative of price before a period ranks the periods by what was
// spent: "my most expensive month for shopping" named the priciest item.
func TestPriciestPeriodIsSpending(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"the most expensive month for shopping in 2021": {"val=month", "year(start_date) == 2021"},
		"my most expensive month on amazon":             {"val=month"},
		"my most expensive month in 2021":               {"val=month"},
		"the costliest year for shopping":               {"val=year"},
	})
	n, _ := d.Decompose("my most expensive purchase in 2021")
	if text := tree.Format(n); strings.Contains(text, "val=month") {
		t.Errorf("a thing ranked by price read as a period:\n%s", text)
	}
}

// A verb of playing with no object before a clause of a happening says
// the music, as it does alone: "who did I stream most during my trip to
// Kyoto" counted the people of the trip.
func TestStreamedDuringATrip(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"who did I stream most during my trip to Kyoto": {"val=artist", "JOIN", `RETRIEVE "I listened to music"`},
		"what did I play during my trip to Kyoto":       {"JOIN", `RETRIEVE "I listened to music"`},
	})
}

// The words that wrap a question are no context before a topic and its
// question: "Quick one: first email I sent in 2021: who was it to?" read
// "Quick one: first email …" as a statement and asked who of meetings.
func TestWrappedTopicQuestion(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"Quick one: first email I sent in 2021: who was it to?": {"ARGMIN", "val=recipient", "year(start_date) == 2021"},
	})
}

// Being reminded with a colon or a comma asks what the records say:
// "Remind me: which album …" was said to ask for something done.
func TestRemindMeWithAColonAsks(t *testing.T) {
	d := testLibrary(t)
	for q, want := range map[string]bool{
		"Remind me: which album was the last song I played on?": false,
		"remind me, what did I buy last?":                       false,
		"remind me to call mum":                                 true,
	} {
		_, f := d.Decompose(q)
		got := slices.ContainsFunc(f.Notes, func(s string) bool { return strings.Contains(s, "asks to do something") })
		if got != want {
			t.Errorf("%q: notes %q, want a request noted: %v", q, f.Notes, want)
		}
	}
}

// A surname typed as a name is the names that write it so, not another
// form of the word: "Castellanos songs" took "Sofia Castellano" too.
func TestNameAsTyped(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "pq47-names", Sources: []catalog.Source{
		{Name: "music_stream", Events: 9000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 9000, Distinct: 160, Names: true, Values: []catalog.Value{{Text: "Nina Castellanos", Count: 7150}, {Text: "Sofia Castellano", Count: 18}, {Text: "Ella Moreau", Count: 1400}}},
			{Key: "track", Kind: "text", Events: 9000, Distinct: 900, Names: true},
			{Key: "duration_s", Kind: "number", Events: 9000, Distinct: 900}}},
	}})
	for _, q := range []string{"how many Castellanos songs did I play", "how many songs by Castellanos did I play"} {
		n, _ := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "Nina Castellanos") || strings.Contains(text, "Sofia Castellano") {
			t.Errorf("%q: want Nina Castellanos alone:\n%s", q, text)
		}
	}
	n, _ := d.Decompose("how many Castellano songs did I play")
	if text := tree.Format(n); !strings.Contains(text, "Sofia Castellano") {
		t.Errorf("the name as typed lost:\n%s", text)
	}
}

// A name typed without its accents is written as typed all the same:
// "Rosalia songs" kept only "Rosalia Tribute Band" and lost "Rosalía Vila".
func TestNameAsTypedWithoutAccents(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "pq47-accents", Sources: []catalog.Source{
		{Name: "music_stream", Events: 9000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 9000, Distinct: 160, Names: true, Values: []catalog.Value{{Text: "Rosalía Vila", Count: 7150}, {Text: "Rosalia Tribute Band", Count: 18}, {Text: "Ella Moreau", Count: 1400}}},
			{Key: "track", Kind: "text", Events: 9000, Distinct: 900, Names: true},
			{Key: "duration_s", Kind: "number", Events: 9000, Distinct: 900}}},
	}})
	n, _ := d.Decompose("how many Rosalia songs did I play")
	if text := tree.Format(n); !strings.Contains(text, "Rosalía Vila") {
		t.Errorf("the name typed without accents lost:\n%s", text)
	}
}

// keepLib is a Keep export: notes titled as lists, some checklists, some
// lines of text.
func keepLib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "pq47-keep", Sources: []catalog.Source{
		{Name: "note", Events: 64, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 64, Distinct: 11, Names: true, Values: []catalog.Value{{Text: "Gift ideas", Count: 16}, {Text: "Books to read", Count: 7}, {Text: "Recipes to try", Count: 6}, {Text: "Packing list Tokyo", Count: 1}}},
			{Key: "text", Kind: "text", Events: 40, Distinct: 40, Values: []catalog.Value{{Text: "Shakshuka with feta\nMiso aubergine", Count: 1}}},
			{Key: "checklist", Kind: "list", Events: 20, Distinct: 30, Names: true, Values: []catalog.Value{{Text: "[ ] The Silent Orchard", Count: 1}, {Text: "[x] Northern Tides", Count: 1}, {Text: "[ ] passport", Count: 1}}}}},
	}})
}

// A note's title of a noun and its infinitive ("Books to read") names a
// list: "what's on my books to read list" searched every source for the
// words; a note of lines lists its items one a line ("Recipes to try").
func TestListTitledWithAnInfinitive(t *testing.T) {
	d := keepLib(t)
	treesHave(t, d, map[string][]string{
		"what's on my books to read list":     {`(title ?? "") in ["Books to read"]`, "UNNEST tasks"},
		"what's on my recipes to try list":    {`(title ?? "") in ["Recipes to try"]`, `split(text ?? "", "\n")`},
		"what's on my packing list for Tokyo": {"UNNEST tasks"},
	})
}

// Things one wants to do are the list a note is titled with: "what
// recipes do I want to try" searched for "want".
func TestWantedThingsAreTheirList(t *testing.T) {
	d := keepLib(t)
	for _, q := range []string{"what recipes do I want to try", "recipes I want to try", "which books do I want to read", "books I'd like to read"} {
		n, _ := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "UNNEST tasks") {
			t.Errorf("%q: not the list's items:\n%s", q, text)
		}
	}
	n, _ := d.Decompose("what films do I want to watch")
	if text := tree.Format(n); strings.Contains(text, "UNNEST tasks") {
		t.Errorf("a list no note is titled with read as one:\n%s", text)
	}
}

// Only a note's title is a list one keeps: a film titled so ("Films to
// watch") is no list of films wanted.
func TestWantedListIsANote(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "pq47-films", Sources: []catalog.Source{
		{Name: "movie_stream", Events: 90, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 90, Distinct: 80, Names: true, Values: []catalog.Value{{Text: "Films to watch", Count: 2}}}}},
		{Name: "note", Events: 5, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 5, Distinct: 5, Names: true, Values: []catalog.Value{{Text: "Books to read", Count: 1}}},
			{Key: "checklist", Kind: "list", Events: 5, Distinct: 5, Names: true}}},
	}})
	if x, ok := d.wantedList("what films do I want to watch"); ok {
		t.Errorf("a film's title read as a list: %q", x)
	}
	if x, _ := d.wantedList("books I'd like to read"); x != "what's on my books to read list?" {
		t.Errorf("the note's list not read: %q", x)
	}
}

// A year ending keywords after a name the library holds without that
// year is the keywords' time: "emails from Bill 2020" read the year as
// part of a title and searched for "Bill 2020". A title's own year stays
// the title's.
func TestYearAfterANameEndingKeywords(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"emails from Bill Radcliffe 2020": {"year(start_date) == 2020"},
		"Taylor Swift songs 2021":         {"year(start_date) == 2021"},
	})
	n, _ := d.Decompose("did I watch Blade Runner 2049")
	if text := tree.Format(n); strings.Contains(text, "year(start_date) == 2049") {
		t.Errorf("a title's year read as a time:\n%s", text)
	}
}

// The noun of one who does something with me, after the doing's noun,
// asks who: "my most frequent dinner companion" ranked the dishes, "my
// top lunch buddy" too.
func TestCompanionNounAsksWho(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"my most frequent dinner companion": {"val=person"},
		"my top lunch buddy in 2021":        {"val=person", "year(start_date) == 2021"},
		"my usual running partner":          {"val=person"},
	})
	// the doing is what was done with them, no word of it lost: "dinner
	// companion" searched for "companion"
	for q, lost := range map[string]string{"my most frequent dinner companion": `RETRIEVE "companion"`, "my top lunch buddy in 2021": `RETRIEVE "buddy"`} {
		n, _ := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(text, lost) {
			t.Errorf("%q: the doing lost:\n%s", q, text)
		}
	}
	// after "who" the same nouns say the one asked, no word to search
	n, _ := d.Decompose("who is my tennis pal")
	if text := tree.Format(n); strings.Contains(text, `RETRIEVE "tennis pal"`) || !strings.Contains(text, "person") {
		t.Errorf("the companion's noun searched for:\n%s", text)
	}
}

// The agent of a passive of mail: "by me" is the person, no recipient
// ("how many emails were sent by me" searched recipients for "by me");
// a name after "by" is the sender of mail received.
func TestPassiveAgentOfMail(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"how many emails were sent by me in 2019":        {`direction == "sent"`, "year(start_date) == 2019"},
		"how many emails were sent by Bill Radcliffe":    {`from == "Bill Radcliffe`},
		"how many emails were written by Bill Radcliffe": {`from == "Bill Radcliffe`},
	})
	n, _ := d.Decompose("how many emails were sent by me in 2019")
	if text := tree.Format(n); strings.Contains(text, "by[") {
		t.Errorf("'by me' read as a recipient:\n%s", text)
	}
}

// A period with the longest total of an amount that adds up is the one
// with the most of it: "which month had the longest total running
// distance" named the month of the longest run. "The longest run" stays
// one run's.
func TestLongestTotalOfAPeriod(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"which month had the longest total running distance in 2022": {"ARGMAX arg=total_distance_km val=month"},
		"which month had the longest run in 2022":                    {"ARGMAX arg=distance_km val=month"},
	})
}

// A note's whole title after "my" is the note, what is on it asked: "my
// training plan" was the workouts, "what are my gift ideas" the title.
func TestMyNoteByItsTitle(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "pq47-keep2", Sources: []catalog.Source{
		{Name: "note", Events: 64, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 64, Distinct: 11, Names: true, Values: []catalog.Value{{Text: "Gift ideas", Count: 16}, {Text: "Training plan", Count: 5}}},
			{Key: "text", Kind: "text", Events: 40, Distinct: 40},
			{Key: "checklist", Kind: "list", Events: 20, Distinct: 30, Names: true, Values: []catalog.Value{{Text: "[ ] passport", Count: 1}}}}},
		{Name: "workout", Events: 600, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 600, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "running", Count: 300}}},
			{Key: "distance_km", Kind: "number", Events: 600, Distinct: 500}}},
	}})
	for _, q := range []string{"what are my gift ideas", "my training plan", "what's my training plan"} {
		n, _ := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, "UNNEST tasks") {
			t.Errorf("%q: not the note's items:\n%s", q, text)
		}
	}
	n, _ := d.Decompose("my runs")
	if text := tree.Format(n); strings.Contains(text, "UNNEST tasks") {
		t.Errorf("no note's title read as one:\n%s", text)
	}
}

// What is left or still on a list is what is not ticked: "what's left on
// my books to read list" listed the ticked too.
func TestLeftOnAListIsUndone(t *testing.T) {
	d := keepLib(t)
	treesHave(t, d, map[string][]string{
		"what's left on my books to read list":     {`^\\[ \\] `},
		"which books are still on my reading list": {`^\\[ \\] `},
	})
	n, _ := d.Decompose("what's on my books to read list")
	if text := tree.Format(n); strings.Contains(text, `^\\[ \\] `) {
		t.Errorf("every item asked, the unticked only given:\n%s", text)
	}
}

// "no of", the abbreviation of "number of" typed without its dot, counts:
// "no of runs in 2022" listed the runs and noted "no" as a negation.
func TestNoOfCounts(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"no of runs in 2022":      {"year(start_date) == 2022"},
		"no. of songs in 2021":    {"year(start_date) == 2021"},
		"avg no of songs per day": {},
	})
	for q, f := range fs {
		if f.Form != FormCount && f.Form != FormPerPeriod {
			t.Errorf("%q: form %s, want a count", q, f.Form)
		}
	}
}

// An amount with a currency's code after it is money, though the code is
// also the value a field records ("over 100 USD"): the bound was lost and
// every purchase in the currency listed.
func TestAmountWithACurrencyCode(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"purchases over 100 USD in 2022": {"price > 100", "year(start_date) == 2022"},
		"orders above 200 USD":           {"> 200"},
	})
}

// A contact after the noun of mail is whom I mailed: "my most frequent
// email contact" ranked the subjects.
func TestMailContactAsksWho(t *testing.T) {
	d := testLibrary(t)
	n, _ := d.Decompose("my most frequent email contact")
	if text := tree.Format(n); !strings.Contains(text, "recipient") || strings.Contains(text, "val=subject") {
		t.Errorf("not whom I mailed:\n%s", text)
	}
}

// Seeing the thing asked, where it is an appointment's ("which doctor did
// I see most"), is the appointment, not a stream watched: the answer was
// a series.
func TestSeeingADoctorIsNoStream(t *testing.T) {
	d := testLibrary(t)
	n, _ := d.Decompose("which doctor did I see most")
	if text := tree.Format(n); strings.Contains(text, "stream") || !strings.Contains(text, "doctor") {
		t.Errorf("a doctor seen read as a stream:\n%s", text)
	}
	treesHave(t, d, map[string][]string{"which film did I see last": {"movie_stream"}})
}
