package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
	"reqap/qa/tree"
)

// A month after "for" is the time it names, as after "in": "for March"
// was searched for as words with the shop. "May" after "for" stays a
// name or a verb.
func TestForAMonthIsATime(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"what did I spend on amazon for March":  {"month(start_date) == 3"},
		"how many runs did I do for September?": {"month(start_date) == 9"},
	})
	n, _ := d.Decompose("what did I buy for may")
	if text := tree.Format(n); strings.Contains(text, "month(start_date) == 5") {
		t.Errorf("'for may' read as the month:\n%s", text)
	}
}

// A package, parcel or shipment one gets is an order delivered: "how
// many packages did I get" searched every source for the word.
func TestPackagesAreOrders(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"how many packages did I get last month":       {`RETRIEVE "my online purchases"`},
		"which carrier delivered most of my parcels":   {`RETRIEVE "my online purchases"`},
		"how many shipments did I receive in december": {`RETRIEVE "my online purchases"`},
	})
}

// Mail exchanged with someone went both ways: where the name is no value
// the library links (a first name in many calendar titles), "how many
// emails did I exchange with Elif" searched the words and found none.
func TestMailExchangedWithSomeone(t *testing.T) {
	d := testLibrary(t)
	both := `(sender ?? "") matches "(?i)Elif" || any(recipients ?? [], {# matches "(?i)Elif"})`
	treesHave(t, d, map[string][]string{
		"how many emails did I exchange with Elif":          {both, `RETRIEVE "emails"`},
		"how many mails have Elif and I exchanged":          {both},
		"emails exchanged between me and Elif":              {both, `RETRIEVE "emails"`},
		"when did Elif and I last exchange emails":          {both},
		"how many emails have Elif and I exchanged in 2022": {both, "year(start_date) == 2022"},
	})
	notesSay(t, d, "exchange", []noteCase{{"when did Elif and I last exchange emails", ""}})
}

// What someone said or told me is what they wrote me: "what did Elif say
// to me" searched every source for the words. What was done "last time"
// asked with "what" is the thing, not its date.
func TestWhatSomeoneSaidToMe(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"what did Elif say to me":                 {`direction == "received"`, `"(?i)Elif"`},
		"what did Elif tell me":                   {`direction == "received"`, `"(?i)Elif"`},
		"what did Elif tell me in her last email": {`direction == "received"`, `"(?i)Elif"`, "ARGMAX"},
		"what did Elif say to me last time":       {`direction == "received"`, "ARGMAX"},
		"what did I buy last time":                {"ARGMAX arg=start_datetime val=product"},
	})
	for q, f := range fs {
		if f.Form == FormWhen {
			t.Errorf("%q: asked when", q)
		}
	}
	if n, _ := d.Decompose("what did you tell me"); strings.Contains(tree.Format(n), "(?i)you") {
		t.Errorf("'you' read as a sender:\n%s", tree.Format(n))
	}
	n, _ := d.Decompose("when was the last time Elif emailed me")
	if text := tree.Format(n); !strings.Contains(text, "MAX attr=start_date") {
		t.Errorf("the last time asked when, not answered:\n%s", text)
	}
}

// A series typed in lower case after finishing or bingeing it is the
// series, as after watching it: "when did I finish wild coasts" was
// searched as "I wilded coasts".
func TestSeriesFinishedInLowerCase(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "pq46-series", Sources: []catalog.Source{
		{Name: "tvseries_stream", Events: 200, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 200, Distinct: 12, Names: true, Values: libtest.Ranked(10, "Wild Coasts", "Zero Hour")},
			{Key: "episode_title", Kind: "text", Events: 200, Distinct: 150, Names: true, Values: libtest.Ranked(10, "Pilot")},
		}},
	}})
	treesHave(t, d, map[string][]string{
		"when did I finish wild coasts": {`series_title == "Wild Coasts"`},
		"did I binge zero hour":         {`series_title == "Zero Hour"`},
	})
}

// Doing or going said in the progressive of now ("what am I doing right
// now", "where am I going at the moment", "what am I up to") is today's:
// read as lately, it listed everything of three months; "what am I doing
// today" searched the words "I am doing". What lasts ("what series am I
// watching at the moment") is still what was done lately.
func TestDoingRightNowIsToday(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"what am I doing right now":         {"start_date == today", `RETRIEVE "everything"`},
		"where am I going at the moment":    {"start_date == today"},
		"what am I up to at the moment":     {"start_date == today", `RETRIEVE "everything"`},
		"what am I doing today":             {"start_date == today", `RETRIEVE "everything"`},
		"what am I listening to right now?": {"add_months(today, -3)"},
		"where am I right now":              {"start_date == today"},
	})
}

// A kind of place no activity names, counted as been to ("how many cafés
// have I been to"), is counted once by where it was: every entry that
// said coffee was counted.
func TestPlacesOfAKindBeenTo(t *testing.T) {
	d := testLibrary(t)
	treesHave(t, d, map[string][]string{
		"how many cafés have I been to":           {"GROUP_BY keys=[location]"},
		"how many different parks have I been to": {"GROUP_BY keys=[location]"},
	})
}

// The step count is a field of the library (step_count), a quantity:
// its "count" counted the records found for the word "step".
func TestStepCountIsSteps(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"what was my step count yesterday":                {"step_count"},
		"What was my highest step count in a single day?": {"MAX attr=step_count"},
	})
	for q, f := range fs {
		if f.Form == FormCount {
			t.Errorf("%q: the records counted", q)
		}
	}
}

// A newsletter is mail: "how many newsletters from the running club did I
// get" was read as runs, the club's word for its sport.
func TestNewslettersAreMail(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"how many newsletters from the running club did I get": {"sources=[mail]", `direction == "received"`},
	})
	for q, f := range fs {
		if f.Activity != "mail_received" {
			t.Errorf("%q: activity %q", q, f.Activity)
		}
	}
}

// A list asked "what's in" is its items, as "what's on" asks them: the
// "in" was read as asking the text, and the list's words searched.
func TestWhatsInMyList(t *testing.T) {
	boxes := []catalog.Value{{Text: "[ ] milk", Count: 1}, {Text: "[x] adapter", Count: 1}}
	d := withCatalog(t, &catalog.Catalog{Signature: "pq46-lists", Sources: []catalog.Source{
		{Name: "note", Events: 20, Fields: []catalog.Field{
			{Key: "checklist", Kind: "list", Events: 9, Distinct: 2, Names: true, Values: boxes},
			{Key: "text", Kind: "text", Events: 20},
			{Key: "title", Kind: "text", Events: 20, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Shopping", Count: 3}, {Text: "Packing list Tokyo", Count: 1}, {Text: "Packing list Kyoto", Count: 1}}}}},
	}})
	treesHave(t, d, map[string][]string{
		"what's in my packing list for Tokyo": {`(title ?? "") in ["Packing list Tokyo"]`, "checklist"},
		"what is in my shopping list":         {`(title ?? "") in ["Shopping"]`, "checklist"},
	})
}

// Being tagged with someone is being with them in a post: "who was I
// tagged with most on facebook" searched the words "I was tagged with"
// and found nothing.
func TestTaggedWithIsWithInPosts(t *testing.T) {
	d := testLibrary(t)
	fs := treesHave(t, d, map[string][]string{
		"who was I tagged with most on facebook": {"ARGMAX", "val=person"},
		"who have I been tagged with the most":   {"ARGMAX", "val=person"},
	})
	for q, f := range fs {
		if strings.Contains(f.Query, "tagged") {
			t.Errorf("%q: the words searched: %q", q, f.Query)
		}
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
