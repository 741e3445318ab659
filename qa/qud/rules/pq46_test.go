package rules

import (
	"strings"
	"testing"

	"reqap/qa/tree"
)

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
