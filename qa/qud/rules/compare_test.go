package rules

// Readings of questions that ask two things weighed against each other:
// which is more, and by how much, checked by code. Those a few lines can
// check are cases in testdata/readings/compare.txt.

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// Two periods weighed by how I felt ("happier", "in a worse mood", "more
// relaxed") are the average of how the recorded moods feel on each side,
// turned round for feeling worse; a mood the journal records by name is
// its records weighed, and a comparative of no mood is no mood.
func TestMoodWeighed(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	good := `mood == "good" ? 1 : mood == "great" ? 2 : mood == "ok" ? 0 : mood == "sad" ? -2 : mood == "tired" ? -1 : nil`
	bad := `mood == "good" ? -1 : mood == "great" ? -2 : mood == "ok" ? 0 : mood == "sad" ? 2 : mood == "tired" ? 1 : nil`
	treesHave(t, d, map[string][]string{
		"Was I happier in summer or in winter?":            {"AVG attr=mood_valence", good},
		"Did I feel better on weekends than on weekdays?":  {"AVG attr=mood_valence", good},
		"Was my mood better in March or in April?":         {"AVG attr=mood_valence", good},
		"Were we more relaxed in 2024 than in 2025?":       {"AVG attr=mood_valence", good},
		"Was I in a worse mood in January or in July?":     {"AVG attr=mood_valence", bad},
		"Was I sadder in December 2024 than in June 2025?": {"AVG attr=mood_valence", bad},
		"Was I less cheerful in spring than in autumn?":    {"AVG attr=mood_valence", bad},
		// one part of the week: weighed against the rest, left implied
		"Was I happier on weekends?":                  {"AVG attr=mood_valence", good, "weekday(start_date) >= 6", "weekday(start_date) <= 5"},
		"Was I in a worse mood on weekdays?":          {"AVG attr=mood_valence", bad, "weekday(start_date) >= 6", "weekday(start_date) <= 5"},
		"Was I in a better mood on weekends in 2025?": {"AVG attr=mood_valence", good, "weekday(start_date) <= 5", "year(start_date) == 2025"},
		"were we in a better mood at the weekend":     {"AVG attr=mood_valence", good, "weekday(start_date) <= 5"},
	})
	// two things no recogniser reads as sides: said not understood
	notesSay(t, d, "", []noteCase{{"Was I happier with friends or with colleagues?", "the comparison of how I felt is not understood"}})
	for _, q := range []string{"Was I more tired in 2024 or in 2025?", "Was I faster in May or in June?", "Were my runs longer in 2024 than in 2025?"} {
		if _, f := d.Decompose(q); f.Measure != nil && f.Measure.ID == "valence" {
			t.Errorf("%q: weighed by how the moods felt", q)
		}
	}
}

// Things said longer or shorter in the plural ("were my runs longer in
// 2025 than in 2024") are weighed one by one, by the average length of
// one, not by all of them added up; doing more of a sport stays the total.
func TestEachLongerIsAverage(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"Were my runs longer in 2025 than in 2024?":         {"AVG attr=distance_km"},
		"Were my rides shorter in May or in June?":          {"AVG attr=distance_km"},
		"My swims were longer in 2024 than in 2025, right?": {"AVG"},
		"Did I run more in 2025 than in 2024?":              {"SUM attr=distance_km"},
		// the things said by their plural after the comparative
		"Did I run longer distances in 2025 than in 2024?": {"AVG attr=distance_km"},
		"Did I go on shorter walks in May than in June?":   {"AVG attr=distance_km"},
		// where neither side records a distance, the duration of one
		"Did my swims get longer in 2025?": {"AVG attr=duration_s", "side_a == nil && side_b == nil ? (else_side_a"},
	})
	for _, q := range []string{"Did I run longer distances in 2025 than in 2024?", "Did I work longer hours in 2025 than in 2024?"} {
		n, f := d.Decompose(q)
		if text := tree.Format(n); strings.Contains(q, "distances") && (slices.Contains(f.Unlinked, "distances") || strings.Contains(text, "SUM")) {
			t.Errorf("%q: the distances added up or not understood (%q)\n%s", q, f.Unlinked, text)
		} else if strings.Contains(q, "hours") && strings.Contains(text, "AVG") {
			t.Errorf("%q: time spent weighed one by one\n%s", q, text)
		}
	}
}

// The one thing a superlative picks of each side, weighed ("was my
// longest run in 2025 longer than in 2024"), is each side's most, not
// all of each side added up.
func TestSuperlativeOfEachSideWeighed(t *testing.T) {
	d := Must()
	treesHave(t, d, map[string][]string{
		"was my longest run in 2025 longer than in 2024": {"MAX attr=distance_km", "side_a > side_b"},
		"were my runs longer in 2025 than in 2024":       {"AVG attr=distance_km"},
	})
	treesLack(t, d, "SUM attr=distance_km", "the longest run of a year is no total", "was my longest run in 2025 longer than in 2024")
}

// A superlative of each side weighed with no measure read to pick the one
// thing by ("was my biggest order in 2021 more than in 2020") is said not
// understood: the sides' counts were answered as though weighed.
func TestSideSuperlativeUnreadSaysSo(t *testing.T) {
	notesSay(t, real47Lib(t), "of each side", []noteCase{
		{"was my biggest order in 2021 more than in 2020", `"biggest" of each side is not understood`},
		{"did I order more in 2021 than in 2020", ""},
	})
	notesSay(t, Must(), "of each side", []noteCase{
		{"was my longest run in 2025 longer than in 2024", ""},
	})
}

// Two people weighed after "with" ("dinner more often with Jonas than
// with Lena") are each a side's: no side keeps the dinners had with both.
func TestCompanyWeighedIsEachSides(t *testing.T) {
	cat := journal46Catalog("jr49-companyWeighed")
	namesIn(cat, "participants", catalog.Value{Text: "Jonas", Count: 90}, catalog.Value{Text: "Lena", Count: 40})
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"Did I have dinner more often with Jonas than with Lena?":          {"side_a", "side_b"},
		"How many more times did I have dinner with Jonas than with Lena?": {"side_a - side_b"},
	}) {
		if len(f.Sides) != 2 {
			t.Errorf("%q: sides %v", q, f.Sides)
		}
		for _, c := range f.Content {
			if strings.Contains(c.Expr, `"Jonas"`) || strings.Contains(c.Expr, `"Lena"`) {
				t.Errorf("%q: a side's name kept by both sides: %s", q, c.Expr)
			}
		}
	}
}

// Two people weighed where the verb is a value of the library too ("did
// I call Mum more than Oma": activity "call"): the two names, values of
// one field, are the sides, and the call is what both sides did.
func TestNamesWeighedBesideAValueVerb(t *testing.T) {
	cat := journal46Catalog("jr49-valueVerb")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "activity", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "call", Count: 40}, {Text: "dinner", Count: 200}, {Text: "lunch", Count: 60}}})
	namesIn(cat, "participants", catalog.Value{Text: "Mum", Count: 30}, catalog.Value{Text: "Oma", Count: 10}, catalog.Value{Text: "Jonas", Count: 90})
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"Did I call Mum more than Oma?":                {`activity == "call"`, "side_a", "side_b"},
		"Did I call Mum more often than I called Oma?": {`activity == "call"`, "side_a", "side_b"},
	}) {
		if f.Form != FormCompare || len(f.Sides) != 2 {
			t.Errorf("%q: form %s, sides %v: want Mum weighed against Oma", q, f.Form, f.Sides)
		}
	}
}

// "Did I … both X and Y" asks whether each was so: the two weighed as
// sides, yes where both had any, not one record holding the two, which
// answered "no" where each was had on its own day; "neither X nor Y" is
// yes where none had, "X as well as Y" is both. The answer had been the
// side that had, "running", read as a yes to "both running and
// swimming". "With both X and Y" is one time in their company.
func TestBothAndWhetherEach(t *testing.T) {
	cat := journal46Catalog("jr50-bothAnd")
	namesIn(cat, "food", catalog.Value{Text: "pizza", Count: 24}, catalog.Value{Text: "sushi", Count: 16})
	namesIn(cat, "participants", catalog.Value{Text: "Jonas", Count: 90}, catalog.Value{Text: "Lena", Count: 40})
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"did I eat both pizza and sushi in October 2025":      {"side_a > 0 && side_b > 0"},
		"did I eat pizza as well as sushi in October 2025":    {"side_a > 0 && side_b > 0"},
		"did I eat neither pizza nor sushi in October 2025":   {"side_a == 0 && side_b == 0"},
		"Did I see both Mateo and Freya in 2022?":             {"side_a > 0 && side_b > 0", `RETRIEVE "I saw Mateo"`, `RETRIEVE "I saw Freya"`},
		"Did I see neither my mum nor my dad in March 2022?":  {"side_a == 0 && side_b == 0"},
		"Did I run on both Saturday and Sunday last weekend?": {"side_a > 0 && side_b > 0", "weekday(start_date) == 6", "weekday(start_date) == 7"},
	}) {
		if f.Form != FormCompare || !f.Either || len(f.Sides) != 2 || f.EachSide == 0 {
			t.Errorf("%q: form %s either %v sides %v", q, f.Form, f.Either, f.Sides)
		}
	}
	if _, f := d.Decompose("have I ever had dinner with both Jonas and Lena"); f.Form == FormCompare {
		t.Errorf("company of two weighed as sides: %s", f)
	}
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

// A kind of meal said as the activity ("how many dinners") is searched
// for: the meals' own query ("I ate food") counted every lunch and
// breakfast too. Two kinds weighed ("more lunches or dinners") are each
// a side searching for its own, of the meals' whole.
func TestKindsOfAnActivity(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "meals-no-field", Sources: []catalog.Source{
		{Name: "calendar", Events: 300, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Dinner with Elif", Count: 30}, {Text: "Lunch with Lena", Count: 20}, {Text: "Dentist", Count: 3}}}}}}})
	treesHave(t, d, map[string][]string{
		"How many dinners did I have in 2022?":               {`RETRIEVE "my dinners"`},
		"when was my last lunch":                             {`RETRIEVE "my lunch"`},
		"Were there more lunches or dinners in 2022?":        {`RETRIEVE "I ate food lunches"`, `RETRIEVE "I ate food dinners"`, `"number of lunches of my meals in 2022"`},
		"Did I have more lunches or more dinners last year?": {`RETRIEVE "I ate food lunches"`, `RETRIEVE "I ate food dinners"`},
	})
	for _, fragment := range []string{`RETRIEVE "my meals`, "food lunches"} {
		treesLack(t, d, fragment, "read as a kind of meal", "How many meals did I eat in 2022?", "Did I meet Elif or Leonor more often?")
	}
}

// A subject with nothing left to say of it ("was I busier in 2021 or
// 2022": "I") is whatever was done, every source, as "what did I do" is:
// the word "I" was searched, and neither side found anything.
func TestBareSubjectIsEverything(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"was I busier in 2021 or 2022": {`RETRIEVE "everything"`, "year(start_date) == 2021"},
	})
	for q, f := range fs {
		if f.Query == "I" {
			t.Errorf("%q: the subject searched", q)
		}
	}
}
