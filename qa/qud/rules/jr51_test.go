package rules

import (
	"testing"

	"reqap/index/catalog"
)

// "Did I or did I not go …" stresses the question with its denial: it
// asks whether I went, the second auxiliary no part of the thing done.
func TestOrNotAuxiliaryAsksTheQuestion(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-orNot"))
	treesHave(t, d, map[string][]string{
		"did I or did I not go to the cinema in July 2025?": {"len(items) > 0", "month(start_date) == 7", `RETRIEVE "I went to the cinema"`},
		"did I, or didn't I, run in April 2025?":            {"len(items) > 0", "month(start_date) == 4", `RETRIEVE "I went running"`},
	})
}

// A question led by a negated "be" ("wasn't I in Amsterdam in 2025?")
// asks to confirm that I was, as "didn't I run" asks whether I ran: the
// negation is no word to search for.
func TestNegatedBeLeadAsksWhether(t *testing.T) {
	cat := journal46Catalog("jr51-wasntI")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "place", Kind: "text", Events: 60, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Amsterdam", Count: 4}, {Text: "Vienna", Count: 2}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"wasn't I in Amsterdam in 2025?":         {"len(items) > 0", "year(start_date) == 2025", `"Amsterdam"`},
		"weren't we in Vienna in February 2025?": {"len(items) > 0", "month(start_date) == 2", `"Vienna"`},
	})
	treesLack(t, d, `RETRIEVE "wasn't"`, "the negation searched for", "wasn't I in Amsterdam in 2025?")
	treesLack(t, d, `RETRIEVE "weren't"`, "the negation searched for", "weren't we in Vienna in February 2025?")
}

// The days of a streak named by what was done on them ("my longest
// streak of running days") are the doing's streak, and a "run of days"
// is a streak, not a run (nor the longest entry).
func TestStreakOfNamedDays(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-streakOf"))
	for q, f := range treesHave(t, d, map[string][]string{
		"my longest streak of running days":                    {`RETRIEVE "I went running"`},
		"what is the longest run of days with a journal entry": {},
	}) {
		if f.Form != FormStreak {
			t.Errorf("%q: form %s, want streak", q, f.Form)
		}
	}
}

// Writing about being in a state ("days I wrote about being tired") is
// writing about the state: the text says "Tired but ok.", not "being".
func TestWroteAboutBeingIsTheState(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-being"))
	treesHave(t, d, map[string][]string{
		"days I wrote about being tired":          {`says(text ?? "", "tired")`},
		"how many entries mention being stressed": {`says(text ?? "", "stressed")`},
	})
	treesLack(t, d, `"being"`, "the copula searched for", "days I wrote about being tired", "how many entries mention being stressed")
}

// Entries that a journal keeps, said with what they are about ("entries
// that talk about the road bike"), are the journal's, the topic searched
// in their text: not the rides the topic's word calls up.
func TestEntriesAboutATopic(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-entriesAbout"))
	treesHave(t, d, map[string][]string{
		"entries that talk about the road bike": {`says(text ?? "", "bike")`},
		"entries about swimming":                {`says(text ?? "", "swim")`},
	})
	treesLack(t, d, "sources=[workout]", "the topic's activity retrieved", "entries that talk about the road bike", "entries about swimming")
}

// "We" named in apposition after its clause ("how often did we meet, Lena
// and I?") is its subject: done with Lena, as "did Lena and I" says; not
// the entry that says "Max and I …".
func TestWeNamedInApposition(t *testing.T) {
	cat := journal46Catalog("jr51-weNamed")
	for i := range cat.Sources[0].Fields {
		switch cat.Sources[0].Fields[i].Key {
		case "participants":
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Max", Count: 20}, {Text: "Lena", Count: 50}}
		case "text":
			cat.Sources[0].Fields[i].Values = append(cat.Sources[0].Fields[i].Values, catalog.Value{Text: "Max and I went to Kildare for drinks.", Count: 1}, catalog.Value{Text: "After lunch Lena and I had coffee at Café Kanne.", Count: 1})
		}
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how often did we meet, Lena and I?":      {`RETRIEVE "I met with Lena"`, `"Lena"`},
		"how many times did we go out, Max and I": {`"Max"`},
	})
	treesLack(t, d, "text ==", "an entry that says the apposition", "how often did we meet, Lena and I?", "how many times did we go out, Max and I")
}

// A negative statement with a tag ("I didn't go climbing in March 2025,
// right?", "I never went to Paris, did I?") asks whether the statement
// holds, that there was none: not whether I went, and not unread.
func TestNegativeStatementTagged(t *testing.T) {
	cat := journal46Catalog("jr51-negTag")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "place", Kind: "text", Events: 60, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Paris", Count: 1}, {Text: "Vienna", Count: 2}}})
	d := withCatalog(t, cat)
	for q, f := range treesHave(t, d, map[string][]string{
		"I didn't go running in March 2025, right?": {"len(items) == 0", "month(start_date) == 3", `RETRIEVE "I went running"`},
		"I never went to Paris, did I?":             {"len(items) == 0", `"Paris"`},
		"we haven't been to Vienna, have we?":       {"len(items) == 0", `"Vienna"`},
	}) {
		if f.Form != FormYesNo {
			t.Errorf("%q: form %s, want yes/no", q, f.Form)
		}
	}
}

// A plural in -ches of a noun in -che ("headaches") is searched in its
// singular, which the text says ("Headache in the afternoon."), not as
// "headach".
func TestAboutPluralInChe(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-headaches"))
	treesHave(t, d, map[string][]string{
		"notes about headaches":              {`says(text ?? "", "headache")`},
		"how many entries mention headaches": {`says(text ?? "", "headache")`},
	})
}

// A spell or a period without a thing ("my longest spell without
// running", "the longest period without a journal entry") is the gap
// between one and the next, as a stretch without it is: not the longest
// run, nor a period searched for.
func TestPeriodWithoutIsAGap(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-periodWithout"))
	for q, f := range treesHave(t, d, map[string][]string{
		"my longest spell without running":                    {`RETRIEVE "I went running"`},
		"what was the longest period without a journal entry": {},
	}) {
		if f.Form != FormGap {
			t.Errorf("%q: form %s, want gap", q, f.Form)
		}
	}
}

// "Both X and Y" mentioned ("notes that mention both Jonas and Paris")
// is each of the two: "both" only stresses the "and" and is no word the
// text must say.
func TestMentionBothAnd(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-mentionBoth"))
	treesHave(t, d, map[string][]string{
		"notes that mention both Jonas and Paris":       {`says(text ?? "", "Jonas")`, `says(text ?? "", "Paris")`},
		"how many entries mention both Lena and coffee": {`says(text ?? "", "Lena")`, `says(text ?? "", "coffee")`},
	})
	treesLack(t, d, `"both"`, "'both' searched for", "notes that mention both Jonas and Paris", "how many entries mention both Lena and coffee")
}

// "Me" in a subject joined by "and" ("did me and Ben go climbing",
// "how many times did Jonas and me go hiking") is the "I" of "Ben and
// I": a question of yes or no done with Ben, not a list of "me".
func TestMeAndAnotherAsSubject(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-meAnd"))
	for q, f := range treesHave(t, d, map[string][]string{
		"did me and Ben go climbing in September 2025?": {"len(items) > 0", `RETRIEVE "I went climbing with Ben"`},
		"did Jonas and me go running in 2025?":          {"len(items) > 0", `RETRIEVE "I went running with Jonas"`},
	}) {
		if f.Form != FormYesNo {
			t.Errorf("%q: form %s, want yes/no", q, f.Form)
		}
	}
}

// Writing anything about a thing ("did I write anything about skiing",
// "have I written anything about Paris") is mentioning it, searched in
// the text: not the ski days, nor "anything" searched for.
func TestWroteAnythingAbout(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-anythingAbout"))
	treesHave(t, d, map[string][]string{
		"did I write anything about running?":  {`says(text ?? "", "running")`},
		"have I written anything about Paris?": {`says(text ?? "", "Paris")`},
	})
	treesLack(t, d, "sources=[workout]", "the sport's sessions retrieved", "did I write anything about running?")
}

// Feeling a state, written about ("how often did I write about feeling
// tired"), is the state, as being in it is: "feeling" is no word the
// text must say ("Tired but ok.").
func TestWroteAboutFeelingIsTheState(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-feeling"))
	treesHave(t, d, map[string][]string{
		"how often did I write about feeling tired": {`says(text ?? "", "tired")`},
	})
	treesLack(t, d, `"feeling"`, "the linking verb searched for", "how often did I write about feeling tired")
}

// What is in one's journal about a thing ("anything in my journal about
// running?") is the journal's entries that mention it, not the runs.
func TestInMyJournalAbout(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr51-inJournal"))
	treesHave(t, d, map[string][]string{
		"anything in my journal about running?": {`says(text ?? "", "run")`},
	})
	treesLack(t, d, "sources=[workout]", "the sport's sessions retrieved", "anything in my journal about running?")
}

// A person left out of the people asked for ("who did I go running with
// besides Ben?") is left out of the answer, not the runs with him: those
// with Ben and Max still say Max.
func TestPersonLeftOutOfWho(t *testing.T) {
	cat := journal46Catalog("jr51-whoBesides")
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "participants" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Ben", Count: 40}, {Text: "Max", Count: 20}}
		}
	}
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "occasion_of", Kind: "text", Events: 9, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Ben", Count: 2}, {Text: "Max", Count: 1}}})
	for i := range cat.Sources {
		if cat.Sources[i].Name == "workout" {
			cat.Sources[i].Fields = append(cat.Sources[i].Fields, catalog.Field{Key: "participants", Kind: "list", Events: 30, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Ben", Count: 26}, {Text: "Max", Count: 4}}})
		}
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"apart from Ben, who did I have lunch with?": {`!(person contains "Ben")`},
		"who did I go running with besides Ben?":     {`!(person contains "Ben")`},
	})
	treesLack(t, d, `!((any(`, "the records with Ben left out", "apart from Ben, who did I have lunch with?", "who did I go running with besides Ben?")
}

// A statement asked whether it is false ("is it false that I went to
// Vienna?") asks whether its denial holds: none found is a yes, not the
// statement's own yes.
func TestIsItFalseThat(t *testing.T) {
	cat := journal46Catalog("jr51-isFalse")
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "place", Kind: "text", Events: 60, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Paris", Count: 1}, {Text: "Vienna", Count: 2}}})
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"is it false that I went to Vienna?":     {"len(items) == 0", `"Vienna"`},
		"is it untrue that I ran in April 2025?": {"len(items) == 0", "month(start_date) == 4"},
	})
}

// Entries about a topic the notes are tagged with ("entries about
// swimming", a note tagged "swimming") are the entries so tagged: the
// link to the tag was left for the notes, and the swims were retrieved.
func TestEntriesAboutATaggedTopic(t *testing.T) {
	cat := journal46Catalog("jr51-entriesTagged")
	for i := range cat.Sources {
		if cat.Sources[i].Name == "note" {
			cat.Sources[i].Fields = append(cat.Sources[i].Fields, catalog.Field{Key: "tags", Kind: "list", Events: 60, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "swimming", Count: 30}, {Text: "work", Count: 20}}})
		}
	}
	d := withCatalog(t, cat)
	treesLack(t, d, "sources=[workout]", "the swims retrieved", "entries about swimming", "how many entries about swimming")
}
