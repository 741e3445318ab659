package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// A part of the day that ends what a text is about ("the note about the
// lazy evening") is words written, not the time the note was written, and
// a topic that calls up no activity is searched for in the text.
func TestTopicOfAboutIsWords(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	for _, q := range []string{
		"Show me the note about the lazy evening",
		"Find the entry about a cold morning",
		"Which notes are about the long afternoon?",
	} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if strings.Contains(text, "time(") {
			t.Errorf("%q: the topic read as a time of day:\n%s", q, text)
		}
	}
	treesHave(t, d, map[string][]string{
		"Show me the note about the lazy evening": {`says(text ?? "", "lazy")`, `says(text ?? "", "evening")`},
		"Show me the note about the landlord":     {`says(text ?? "", "landlord")`},
		"Which notes did I write in the evening?": {"time(18, 0)"},
	})
}

// "More" with one part of the week only weighs it against the other;
// more than a bound on it does not.
func TestMoreOnOnePartOfTheWeek(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"Did I run more on weekends?":           {"weekday(start_date) >= 6", "weekday(start_date) <= 5", "side_b"},
		"Did I run more than 5 km on weekends?": {"weekday(start_date) >= 6"},
	})
	n, _ := d.Decompose("Did I run more than 5 km on weekends?")
	if text := tree.Format(n); strings.Contains(text, "weekday(start_date) <= 5") {
		t.Errorf("a bound read as a comparison of weekends and weekdays:\n%s", text)
	}
}

// "Before or after" a happening weighs its time before and after: which
// had any (both, one, neither), or with "more" which had more; before or
// after a date is said not understood.
func TestBeforeOrAfterAHappening(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"Did I swim before or after my trip to Lisbon?":       {`? "both"`, "start_date < trip", "start_date > trip_2", "MAX attr=end_date"},
		"Did I go running after or before my trip to Lisbon?": {`? "both"`, "start_date < trip", "start_date > trip_2"},
		"Did I swim more before or after my trip to Lisbon?":  {"start_date < trip", "start_date > trip_2"},
	})
	n, _ := d.Decompose("Did I swim more before or after my trip to Lisbon?")
	if text := tree.Format(n); strings.Contains(text, `"both"`) {
		t.Errorf("more weighed as which had any:\n%s", text)
	}
	notesSay(t, d, "", []noteCase{{"Did I swim before or after Christmas 2024?", `"before or" a date is not understood`}})
}

// weatherCatalog is a journal whose notes record the weather and the mood.
func weatherCatalog() *catalog.Catalog {
	cat := journalCatalog()
	cat.Signature = "journal-weather"
	cat.Sources[1].Fields = append(cat.Sources[1].Fields,
		catalog.Field{Key: "weather", Kind: "text", Events: 60, Values: []catalog.Value{{Text: "sunny", Count: 30}, {Text: "light rain", Count: 20}, {Text: "cloudy", Count: 10}}},
		catalog.Field{Key: "mood", Kind: "text", Events: 60, Values: []catalog.Value{{Text: "good", Count: 30}, {Text: "tired", Count: 30}}})
	return cat
}

// Two weathers weighed are the comparison's sides: the records saying
// each where a source asked of records the weather, else the days a
// record says it; the noun left out after the first is the second's.
func TestWeatherSides(t *testing.T) {
	d := withCatalog(t, weatherCatalog())
	treesHave(t, d, map[string][]string{
		"Was I happier on sunny days than on rainy days?": {"side_a > side_b", `weather in ["sunny"]`, `weather in ["light rain"]`, "AVG attr=mood_valence"},
		"Was my mood better on sunny or on rainy days?":   {`? "sunny days"`, `weather in ["sunny"]`, `weather in ["light rain"]`},
		"Did I run more on rainy days or on sunny days?":  {`? "rainy days"`, "start_date in days", "start_date in days_2"},
		"Did I cycle further on sunny or rainy mornings?": {`weather in ["sunny"]`, `weather in ["light rain"]`},
	})
}

// Parts of days spent somewhere are counted as days, each once, of that
// part of the day; of other verbs the part of the day is left as it was.
func TestPartsOfDaySpent(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"How many evenings did I spend at home?":     {"dates_of(items)", "time(18, 0)"},
		"how many mornings have I spent at home?":    {"dates_of(items)", "time(5, 0)"},
		"How many evenings did I go out for drinks?": {"len(items)"},
	})
}

// A noun the library begins several titles of one source with is those
// records ("packing lists": "Packing list Tokyo", "Packing list Kyoto");
// one title alone begun so is no series.
func TestTitledSeries(t *testing.T) {
	cat := &catalog.Catalog{Signature: "titled-series", Sources: []catalog.Source{
		{Name: "note", Events: 30, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 30, Distinct: 20, Names: true, Values: []catalog.Value{
				{Text: "Reading log March", Count: 1}, {Text: "Reading log April", Count: 1}, {Text: "Recipe ideas", Count: 1},
				{Text: "Haircut ✂️", Count: 1}, {Text: "Haircut at Salon", Count: 1}}}}}}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"How many reading logs did I write?": {"sources=[note]", `title matches "(?i)^reading log\\b"`, "len(items)"},
	})
	for _, q := range []string{"How many recipes did I write?", "How many haircuts did I get?"} {
		// one title alone; a thing the lexicon knows, titled in many ways
		if n, _ := d.Decompose(q); strings.Contains(tree.Format(n), "matches") {
			t.Errorf("%q read as a series of titles:\n%s", q, tree.Format(n))
		}
	}
}

// Tasks asked of a library that keeps no checklist are said to be no
// record of it, and nothing is listed for them.
func TestTasksNotKept(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	const note = "no record of your library is a task or a checklist item"
	notesSay(t, d, "", []noteCase{{"Which tasks are still open?", note}, {"How many to-dos did I tick off?", note}})
	treesHave(t, d, map[string][]string{"Which tasks are still open?": {"FILTER false"}})
}
