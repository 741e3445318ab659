package rules

// Readings of questions that ask when, how long ago, how long, from when
// to when, and the gaps between, checked by code. Those a few lines can
// check are cases in testdata/readings/when.txt.

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/qa/tree"
)

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

// A person's first and last name are no two ends, as the first and the
// last runs are (cases in testdata/readings/when.txt).
func TestFirstAndLastNameIsNoEnds(t *testing.T) {
	if _, f := testLibrary(t).Decompose("What is the first and last name of the organizer of Daily Sync?"); f.Ends {
		t.Errorf("first and last name read as two ends: %s", f)
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

// TestPassiveOfValueIsNoWord: the participle closing a passive said of a
// thing the library names by a value ("when was the black bin delivered",
// the calendar's "Refuse black bin") is what was done to it, not a word to
// look for with it, though the library uses the word elsewhere (a mail's
// "deliver"): it is reported as not understood and the thing is found. A
// participle the value itself says stays. ("Collected" was the verb here;
// RETRIEVE now knows it as a word that says nothing of which events.)
func TestPassiveOfValueIsNoWord(t *testing.T) {
	names := func(key string, vs ...string) catalog.Field {
		return catalog.Field{Key: key, Kind: "text", Events: 100, Distinct: len(vs), Names: true, Values: libtest.Ranked(20, vs...)}
	}
	cat := &catalog.Catalog{Signature: "bins-collect", Terms: map[string]int{"black": 3, "bin": 3, termKey(t, "deliver"): 2, "report": 2, termKey(t, "submitted"): 1}, Sources: []catalog.Source{
		{Name: "calendar", Events: 100, Fields: []catalog.Field{names("summary", "Refuse black bin", "Blue Recycle bin", "Report submitted", "Daily Sync")}},
		{Name: "mail", Events: 20, Fields: []catalog.Field{names("subject", "Please deliver the parcel")}},
	}}
	d := withCatalog(t, cat)
	for _, q := range []string{"when was the black bin delivered", "Which days was the black bin delivered in April 2020?"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); !strings.Contains(text, `RETRIEVE "black bin"`) || !slices.Contains(f.Unlinked, "delivered") {
			t.Errorf("%q: the bin not found by itself, or 'delivered' not said\n%s\n%s", q, text, f)
		}
	}
	n, f := d.Decompose("when was the report submitted")
	if text := tree.Format(n); !strings.Contains(strings.ToLower(text), "submitted") {
		t.Errorf("the value's own participle dropped\n%s\n%s", text, f)
	}
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

// A slip of an ordinary word no table lists is read as the word
// ("excatly": exactly, which asks the time as well as the day).
func TestCommonWordSlips(t *testing.T) {
	d := testLibrary(t)
	n, f := d.Decompose("When excatly did I send my first email in 2020?")
	if text := tree.Format(n); !strings.Contains(text, "start_datetime") || !slices.Contains(f.Corrected, "excatly → exactly") {
		t.Errorf("not read as when exactly (corrected %q):\n%s", f.Corrected, text)
	}
}

// A name the library holds that begins with a word of time ("Before the
// Vertigo", a movie) is the name, no time: "when did I watch Before the
// Vertigo" was read as before the first play of the song "Vertigo", and
// answered with a date of some other movie.
func TestTitleBeginningWithTimeWord(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "me51-titles", Sources: []catalog.Source{
		{Name: "movie_stream", Events: 900, Fields: []catalog.Field{libtest.Names("movie_title", 900, 400, "Before the Vertigo", "Tender Vertigo", "After the Storm")}},
		{Name: "music_stream", Events: 9000, Fields: []catalog.Field{libtest.Names("track", 9000, 800, "Vertigo", "Little Moonlight"), libtest.Names("artist", 9000, 100, "Nina Castellanos")}},
	}})
	for _, q := range []string{"When did I watch Before the Vertigo?", "How many times did I watch Before the Vertigo?", "Did I watch After the Storm in 2021?"} {
		treesLack(t, d, "anchor", "the title was read as a time", q)
	}
	treesHave(t, d, map[string][]string{
		"When did I watch Before the Vertigo?": {`"Before the Vertigo"`},
		"Did I watch After the Storm in 2021?": {`"After the Storm"`, "year(start_date) == 2021"},
	})
	// a time said with the word stays one
	treesHave(t, d, map[string][]string{"How many songs did I play before the Vertigo movie?": {"JOIN", "before the Vertigo movie"}})
}

// What was ordered arriving or delivered is the order received ("when did
// my last order arrive", "how many parcels arrived in March"): the verb
// was searched in the products' names, nothing found.
func TestOrdersArriving(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"when did my last order arrive":     {`RETRIEVE "my online purchases"`},
		"how many parcels arrived in March": {`RETRIEVE "my online purchases"`, "month(start_date) == 3"},
	})
	for q, f := range fs {
		for _, c := range f.Content {
			if strings.Contains(c.Expr, "arrive") || strings.Contains(c.Expr, "parcel") {
				t.Errorf("%q: searched in the names: %s", q, c.Expr)
			}
		}
	}
}

// The age of an account is since it was first made, as joining is dated:
// of two Twitter accounts "how old is my twitter account" took the newer
// (15.1 years) where "when did I join twitter" took the older.
func TestAccountAgeSinceFirstMade(t *testing.T) {
	treesHave(t, real46Lib(t), map[string][]string{
		"how old is my twitter account": {"days_between(min(map("},
		"when did I join twitter":       {"MIN attr=start_date"},
	})
}
