package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

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
