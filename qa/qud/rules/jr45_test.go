package rules

import (
	"testing"
	"time"

	"reqap/index/catalog"
)

// Days said by how they felt ("bad days") are the days whose recorded
// mood feels alike, and two such kinds weighed are a comparison of days.
func TestDaysByMood(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"did I have more good days or bad days in October": {`side_a > side_b ? "good days"`, `lower(mood ?? "") in ["good", "great"]`, `lower(mood ?? "") in ["tired", "sad"]`, "len(dates_of(items))"},
		"were there more good days than bad days in 2025":  {"side_a > side_b", `in ["tired", "sad"]`},
		"how many bad days did I have":                     {`(mood ?? "") in ["tired", "sad"]`},
	})
}

// The days without a thing never found are not known: none recorded at
// all gives no number, where 0 said every day had it ("how many days did
// I not see Karim", no Karim anywhere: 0).
func TestNotDaysOfNothingFound(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-recorded"
	for i := range cat.Sources {
		cat.Sources[i].First = time.Date(2024, 9, 1, 0, 0, 0, 0, time.UTC)
		cat.Sources[i].Last = time.Date(2025, 10, 31, 0, 0, 0, 0, time.UTC)
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many days did I not see Karim": {`len(d) == 0 ? nil : (let a = date("2024-09-01")`},
	})
}

// A mark of yes or no only one source records ("starred") is read in that
// source alone: everything retrieved together keeps the day notes only as
// their happenings, without the mark.
func TestMarkedEntriesInTheirSource(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-starred"
	for i := range cat.Sources {
		if cat.Sources[i].Name == "note" {
			cat.Sources[i].Fields = append(cat.Sources[i].Fields, catalog.Field{Key: "starred", Kind: "bool", Events: 6})
		}
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many of my entries are starred":         {"starred == true", "sources=[note]"},
		"show me my starred entries from the summer": {"starred == true", "sources=[note]"},
	})
}

// The temperature named beside a bound on it is what the bound is read
// on, understood.
func TestTemperatureNamedWithItsBound(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesUnderstood(t, d, map[string][]string{
		"was the temperature ever below zero":                {"temperature_c < 0"},
		"how many days was the temperature above 25 degrees": {"temperature_c > 25"},
	})
}

// Family met, none named, are the people the library records by a family
// word: the word was dropped and every meeting counted.
func TestFamilyMet(t *testing.T) {
	cat := journalCatalog()
	cat.Signature = "journal-family"
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "participants" {
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Jonas", Count: 100}, {Text: "Mum", Count: 20}, {Text: "Oma", Count: 5}, {Text: "Lena", Count: 30}}
		}
	}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"how many times did I see my family":              {`any(participants ?? [], {# in ["Mum", "Oma"]})`},
		"how many times did I have dinner with my family": {`any(participants ?? [], {# in ["Mum", "Oma"]})`, "dinner"},
	})
}

// "Who wrote" a work asks its author (who directed it, its director),
// never the people I was with.
func TestWhoMadeIsTheMaker(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"who wrote the last book I finished": {"val=author"},
		"who directed the last film I saw":   {"val=director"},
		"who did I meet on Sunday":           {"participants"},
	})
}

// Saying something about a topic is mentioning it, as writing about it
// is: the topic was left unread and every entry listed.
func TestSayAboutIsMention(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"what did I say about the deadline": {`says(text ?? "", "deadline")`},
	})
}

// How far the weather went is the extreme of the temperature recorded.
func TestHowHotItGot(t *testing.T) {
	d := withCatalog(t, weatherCatalog())
	treesHave(t, d, map[string][]string{
		"how hot did it get in August":     {"MAX attr=temperature_c"},
		"how cold did it get in June 2025": {"MIN attr=temperature_c"},
	})
}

// A gerund mentioned with an adverb of manner is a verb, said in any of
// its forms ("sleeping badly": the journal's "slept badly").
func TestMentionedGerundWithAdverb(t *testing.T) {
	d := withCatalog(t, journalCatalog())
	treesHave(t, d, map[string][]string{
		"how many times did I mention sleeping badly": {`says(text ?? "", "slept")`, `says(text ?? "", "badly")`},
	})
}

// A weather asked of what was done says how few records keep the weather:
// a "no" is of those alone.
func TestWeatherCoverageSaid(t *testing.T) {
	d := withCatalog(t, weatherCatalog())
	notesSay(t, d, "", []noteCase{{"was it raining when I went running", "the weather is recorded in 60 of your 100"}})
}
