package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
)

// A time said at the end of the second of two questions joined by "and"
// is said of both: the first, answered, keeps it.
func TestTimeAfterSecondQuestionIsBoths(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr49-twoTime"))
	for q, f := range treesHave(t, d, map[string][]string{
		"How many runs and how far in total in 2025?":        {"year(start_date) == 2025", "len(items)"},
		"how many swims and how many minutes last month":     {"add_months(start_of_month(today), -1)", "len(items)"},
		"how many times did I go swimming and where in 2024": {"year(start_date) == 2024"},
	}) {
		if !strings.Contains(strings.Join(f.Notes, " "), "asks two things") {
			t.Errorf("%q: no note of the second question: %v", q, f.Notes)
		}
	}
}

// Two people weighed after "with" ("dinner more often with Jonas than
// with Lena") are each a side's: no side keeps the dinners had with both.
func TestCompanyWeighedIsEachSides(t *testing.T) {
	cat := journal46Catalog("jr49-companyWeighed")
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "participants" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Jonas", Count: 90}, {Text: "Lena", Count: 40}}
		}
	}
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
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "participants" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Mum", Count: 30}, {Text: "Oma", Count: 10}, {Text: "Jonas", Count: 90}}
		}
	}
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

// Two question words joined ("where and when did I last go hiking"): the
// first asks of the second's clause, and the answer says the second was
// not answered; the first alone is no question of everything.
func TestQuestionWordsJoined(t *testing.T) {
	d := withCatalog(t, journal46Catalog("jr49-whAnd"))
	for q, f := range treesHave(t, d, map[string][]string{
		"Where and when did I last go running?": {"ARGMAX arg=start_datetime val=location"},
	}) {
		if !strings.Contains(strings.Join(f.Notes, " "), "asks two things") {
			t.Errorf("%q: no note of the second question: %v", q, f.Notes)
		}
	}
}

// Which things were not had in one window ("which friends haven't I seen
// since August", "which restaurants did I not go to in 2025") are those of
// any time with none in it, as "but not in 2025" keeps them: not the ones
// that were, with the negation noted.
func TestNotInOneWindow(t *testing.T) {
	cat := journal46Catalog("jr49-notIn")
	for i := range cat.Sources[0].Fields {
		if cat.Sources[0].Fields[i].Key == "participants" {
			cat.Sources[0].Fields[i].Names = true
			cat.Sources[0].Fields[i].Values = []catalog.Value{{Text: "Max", Count: 20}, {Text: "Lena", Count: 40}}
		}
	}
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
