package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// journal46Catalog is the journal of journalCatalog whose happenings name
// their sentences (a text field with values), as an import of day notes
// and Day One keeps them.
func journal46Catalog(sig string) *catalog.Catalog {
	cat := journalCatalog()
	cat.Signature = "journal46-" + sig
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "text" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Finally some sun!", Count: 17}, {Text: "Tired but ok.", Count: 14}}
		}
	}
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "entry_id", Kind: "text", Events: 400})
	return cat
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

// A field only the day notes record, asked of a place the happenings name
// too, is read in the notes: retrieved together, the happenings stand for
// their note and its weather is lost.
func TestAskedFieldReadWhereRecorded(t *testing.T) {
	cat := journal46Catalog("weather")
	for i := range cat.Sources {
		if cat.Sources[i].Name == "note" {
			cat.Sources[i].Fields = append(cat.Sources[i].Fields,
				catalog.Field{Key: "weather", Kind: "text", Events: 90, Names: true, Values: []catalog.Value{{Text: "cloudy", Count: 30}, {Text: "light rain", Count: 20}}},
				catalog.Field{Key: "city", Kind: "text", Events: 90, Names: true, Values: []catalog.Value{{Text: "Leipzig", Count: 80}, {Text: "Lisbon", Count: 10}}},
				catalog.Field{Key: "title", Kind: "text", Events: 90, Names: true, Values: []catalog.Value{{Text: "Lisbon", Count: 3}}})
		}
		if cat.Sources[i].Name == "journal" {
			cat.Sources[i].Fields = append(cat.Sources[i].Fields, catalog.Field{Key: "place", Kind: "text", Events: 90, Names: true, Values: []catalog.Value{{Text: "Hamburg", Count: 26}, {Text: "Lisbon", Count: 13}}})
		}
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how was the weather in Lisbon":      {`sources=[note]`, `"Lisbon"`},
		"what was the temperature in Lisbon": {`sources=[note]`, `"Lisbon"`},
	})
}

// The hour a thing happens at is read from the happenings told with a
// time: one placed only by the part of the day ("this morning", at the
// morning's first hour) says no hour.
func TestHourFromTimesWritten(t *testing.T) {
	cat := journal46Catalog("daypart")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "time_of_day", Kind: "text", Events: 300, Names: true, Values: []catalog.Value{{Text: "evening", Count: 200}, {Text: "morning", Count: 100}}})
	const written = `(time_of_day ?? "") == ""`
	treesHave(t, withCatalog(t, cat), map[string][]string{
		"what time do I usually have breakfast": {written, "hour(start_time)"},
		"at what time do I usually eat dinner":  {written},
	})
	n, _ := withCatalog(t, journal46Catalog("no-daypart")).Decompose("what time do I usually have breakfast")
	if strings.Contains(tree.Format(n), written) {
		t.Errorf("no part of the day recorded, yet times left out:\n%s", tree.Format(n))
	}
}

// "Before bed" is the night, as a journal's "read before bed" is placed at
// import: no happening of a bed whose first date bounds the question.
func TestBeforeBedIsNight(t *testing.T) {
	d := withCatalog(t, journal46Catalog("bed"))
	for q := range treesHave(t, d, map[string][]string{
		"how many times did I read before bed":     {"start_time >= time(22, 0)"},
		"what did I eat before going to bed":       {"start_time >= time(22, 0)"},
		"did I have a snack at bedtime in october": {"start_time >= time(22, 0)"},
	}) {
		n, _ := d.Decompose(q)
		if strings.Contains(tree.Format(n), `RETRIEVE "bed"`) {
			t.Errorf("%q: bed read as a happening:\n%s", q, tree.Format(n))
		}
	}
}

// Going to the office, where the records say whether one was at home, is
// the work not done at home, searched as the office's work: not the way
// there ("to the office" is a commute), which no journal records.
func TestOfficeGoneToIsWork(t *testing.T) {
	cat := journal46Catalog("office")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "at_home", Kind: "bool", Events: 100})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how often did I go to the office":              {"!(at_home ?? false)", `RETRIEVE "I went office"`},
		"how often did I go into the office in october": {"!(at_home ?? false)", `RETRIEVE "I went office"`},
	})
}

// Two periods weighed by a field of numbers no measure names ("was the
// temperature higher in July or June") are each one's average of it,
// where it is recorded: not how many records each holds.
func TestFieldWeighedByItsAverage(t *testing.T) {
	d := withCatalog(t, journal46Catalog("temperature"))
	treesUnderstood(t, d, map[string][]string{
		"was the temperature higher in july or june":           {"AVG attr=temperature_c", "sources=[note]", "month(start_date) == 7"},
		"was the average temperature higher in july than june": {"AVG attr=temperature_c", "side_a > side_b"},
	})
}

// The weather said warmer or colder of two times is the temperature
// weighed, higher or lower; an average of nothing on a side is said, no
// tie.
func TestWarmerIsTheTemperatureWeighed(t *testing.T) {
	d := withCatalog(t, journal46Catalog("warmer"))
	treesUnderstood(t, d, map[string][]string{
		"was july warmer than june":                {"AVG attr=temperature_c", "side_a > side_b", "month(start_date) == 7"},
		"was it colder in january or february":     {"AVG attr=temperature_c", `side_a == nil && side_b == nil ? "neither: none found on either side"`, `side_a == nil ? "not known: none found for january"`},
		"was the weather hotter in august or july": {"AVG attr=temperature_c", "month(start_date) == 8"},
	})
}
