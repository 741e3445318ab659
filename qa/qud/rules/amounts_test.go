package rules

// Readings of questions that ask how much: totals, averages, amounts per
// period, changes, spreads and shares, checked by code. Those a few lines
// can check are cases in testdata/readings/amounts.txt.

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// Days or parts of days spent somewhere are counted, not money: "spend at"
// is money only where no period is counted.
func TestPeriodsSpentAreNoMoney(t *testing.T) {
	d := testLibrary(t)
	for _, q := range []string{"How many evenings did I spend at the pub?", "How many nights did we spend in Hamburg?"} {
		if _, f := d.Decompose(q); f.Measure != nil && f.Measure.Attr == "price" {
			t.Errorf("%q: read as money", q)
		}
	}
	if _, f := d.Decompose("How much did I spend at Amazon?"); f.Measure == nil || f.Measure.Attr != "price" {
		t.Error("money spent at a shop is no longer money")
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
	if !found && !strings.Contains(tree.Format(n), "city != nil && city != home") {
		// (a library that records each day's city reads the vacation as
		// the days away from home, awayClause)
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

// A bare number in a yes or no counts nothing: "did I sleep more than 7
// on average in 2022" was read as a count of nights (more than 7 of
// them, a confident yes), where the average's 7 says no unit and stays
// not worked out.
func TestBareBoundCountsNothing(t *testing.T) {
	d := pq50Library(t)
	treesLack(t, d, "len(items) > 7", "the nights were counted", "Did I sleep more than 7 on average in 2022?")
	notesSay(t, d, "yes or no", []noteCase{{"Did I sleep more than 7 on average in 2022?", whetherNote}})
	treesHave(t, d, map[string][]string{
		"Was my average heart rate on runs above 150?": {"(avg(map(items, .avg_heart_rate_bpm)) ?? 0) > 150"},
	})
}

// "Meetings" said as a noun, of no one, are work meetings where the
// library's titles hold some (a "Team sync", a "1:1"): the hours spent in
// meetings summed every dinner, trip and doctor's visit a calendar holds.
// Meeting someone, and a library with no work meeting, keep every timed
// entry with someone.
func TestMeetingsAreWorkMeetingsWhereTheLibraryHoldsThem(t *testing.T) {
	calendar := func(titles ...string) *catalog.Catalog {
		vs := make([]catalog.Value, len(titles))
		for i, s := range titles {
			vs[i] = catalog.Value{Text: s, Count: 50 - i}
		}
		return &catalog.Catalog{Signature: "cal-" + strings.Join(titles, "|"), Sources: []catalog.Source{
			{Name: "calendar", Events: 300, Fields: []catalog.Field{
				{Key: "summary", Kind: "text", Events: 300, Distinct: len(titles), Names: true, Values: vs},
				{Key: "all_day", Kind: "bool", Events: 300, Distinct: 2}}}}}
	}
	work := withCatalog(t, calendar("Team sync", "1:1 Olivia", "Dinner with Elif", "Dentist"))
	treesHave(t, work, map[string][]string{
		"How many hours did I spend in meetings last year?": {`RETRIEVE "I had work meetings"`, "SUM"},
		"when was my last meeting":                          {`RETRIEVE "I had work meetings"`},
		"What was my longest meeting?":                      {`RETRIEVE "I had work meetings"`},
		"How many meetings did I have in March?":            {`RETRIEVE "I had work meetings"`},
	})
	social := withCatalog(t, calendar("Dinner with Elif", "Dentist", "Brunch"))
	for d, qs := range map[*Decomposer][]string{
		work:   {"Who did I meet most often last year?", "How many meetings did I have with Elif?"},
		social: {"How many hours did I spend in meetings last year?", "How many meetings did I have in March?"},
	} {
		for _, q := range qs {
			if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), "work meetings") {
				t.Errorf("%q: read as work meetings:\n%s", q, tree.Format(n))
			}
		}
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
