package rules

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/test"
	"reqap/qa/qud/link"
)

func TestAgentNouns(t *testing.T) {
	for verb, want := range map[string]string{"organises": "organizer", "organized": "organizer", "create": "creator", "uploaded": "uploader", "sent": "", "win": "winner", "run": "runner"} {
		got := agentNouns(verb)
		if want == "" {
			if slices.Contains(got, "sender") {
				t.Errorf("agentNouns(%q) = %v: an irregular past has no agent here", verb, got)
			}
			continue
		}
		if !slices.Contains(got, want) {
			t.Errorf("agentNouns(%q) = %v, want %q among them", verb, got, want)
		}
	}
	if got := britishZ("organiser"); got != "organizer" {
		t.Errorf("britishZ(organiser) = %q", got)
	}
}

// TestAccountCreation: joining a service, the age of its account and when
// it was made are read as the account's creation, of a service the
// library holds an account of; joining anything else is not.
func TestAccountCreation(t *testing.T) {
	cat := &catalog.Catalog{Signature: "twitter-account", Sources: []catalog.Source{
		{Name: "account", Events: 8, Fields: []catalog.Field{
			{Key: "service", Kind: "text", Events: 8, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Twitter", Count: 8}}},
			{Key: "fact", Kind: "text", Events: 8, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "follower", Count: 2}, {Text: "account", Count: 1}}},
		}},
	}}
	d := withCatalog(t, cat)
	for q, want := range map[string]string{
		"When did I join Twitter?":       "When did I create my Twitter account?",
		"How old is my Twitter account?": "How many years ago did I first create my Twitter account?",
		"When was my account created?":   "When did I create my Twitter account?",
		"When did I join Shopify?":       "When did I join Shopify?",
		// the service typed in lower case is the one held
		"when did I create my twitter account":    "When did I create my Twitter account?",
		"When did we set up our twitter account?": "When did I create my Twitter account?",
		"When did I open a Shopify account?":      "When did I open a Shopify account?",
	} {
		if got, _ := d.accountAsked(q); got != want {
			t.Errorf("%q read as %q, want %q", q, got, want)
		}
	}
}

// TestBillPaidIsABill: a bill paid is the thing paid, and a name is no
// bill.
func TestBillPaidIsABill(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "journal-bills-paid", Sources: []catalog.Source{{Name: "journal", Events: 100}}})
	for _, q := range []string{"How often do I pay my phone bill?", "What did the Bill in accounts send?"} {
		if got := d.billAsked(q); got != q {
			t.Errorf("%q restated %q", q, got)
		}
	}
	if got := d.billAsked("What was my average grocery bill?"); got != "What was my average grocery spending?" {
		t.Errorf("bill restated %q", got)
	}
}

// TestJournaling: writing in one's journal ("journaling", "did I
// journal", "diary entries") is the entries written, the notes, not every
// happening they tell of, nor the field that names the journal.
func TestJournaling(t *testing.T) {
	cat := &catalog.Catalog{Signature: "journal-entries", Sources: []catalog.Source{
		{Name: "note", Events: 300, Fields: []catalog.Field{{Key: "title", Kind: "text", Events: 300, Distinct: 250},
			{Key: "journal", Kind: "text", Events: 300, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Daily", Count: 200}, {Text: "Journal", Count: 100}}}}},
		{Name: "journal", Events: 900, Fields: []catalog.Field{{Key: "text", Kind: "text", Events: 900, Distinct: 600},
			{Key: "journal", Kind: "text", Events: 900, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Daily", Count: 600}, {Text: "Journal", Count: 300}}}}},
	}}
	d := withCatalog(t, cat)
	treesHave(t, d, map[string][]string{
		"What was my longest journaling streak?":        {`longest_streak(dates_of(items))`, `sources=[note]`},
		"What is my longest streak of journaling?":      {`longest_streak(dates_of(items))`, `sources=[note]`},
		"How many days in a row did I journal at most?": {`longest_streak(dates_of(items))`, `sources=[note]`},
		"How many diary entries did I write in 2025?":   {`sources=[note]`, `year(start_date) == 2025`},
	})
	if !doneToField("journaling", []link.Ref{{Field: "journal"}}) || doneToField("journals", []link.Ref{{Field: "journal"}}) || doneToField("journaling", []link.Ref{{Field: "journal"}, {Field: "journaling_app"}}) {
		t.Error("doneToField")
	}
}

// The thing a question of whether or when something was bought names is
// a noun said in lower case; a name of a thing ("the Pasta Maker
// Machine", "the Chef's Knife") begins with its words and is none.
func TestBoughtObject(t *testing.T) {
	test.Table(t, "boughtObject", func(q string) string { return strings.Join(boughtObject(FormYesNo, q), " ") }, "boughtobject.tsv")
	if got := boughtObject(FormSum, "I bought a bicycle"); got != nil {
		t.Errorf("a total: %q, want none", got)
	}
	if got := boughtObject(FormList, "I bought a bicycle"); len(got) != 1 {
		t.Errorf("a list: %q, want the bicycle (which ones were bought)", got)
	}
}

// A noun ending in "est" is no superlative ("a running vest"): "when did
// I last order a running vest" looked for things named "running" (or
// "run", "jog") and found none.
func TestNounInEst(t *testing.T) {
	for q, want := range map[string]string{
		"I ordered a running vest":    "running vest",
		"I bought a guest towel":      "guest towel",
		"I ordered the newest laptop": "",
	} {
		if got := strings.Join(boughtObject(FormWhen, q), " "); got != want {
			t.Errorf("%q: the thing bought is %q, want %q", q, got, want)
		}
	}
}

// A lower-case word that names a field of the source the question's other
// fields are of ("book" of the journal, as "finished" is) is that field,
// not a value of another source none of them is of (the notes' tag
// "books": "who wrote the last book I finished" was asked of those notes,
// which keep no author). Where another word is of the value's source, the
// value stays.
func TestFieldOverValue(t *testing.T) {
	tag := link.Span{From: 4, To: 5, Kind: link.KindValue, Match: link.Exact, Refs: []link.Ref{{Source: "note", Field: "tags", Value: "books"}}}
	book := link.Span{From: 4, To: 5, Kind: link.KindField, Refs: []link.Ref{{Source: "journal", Field: "book"}}}
	finished := link.Span{From: 6, To: 7, Kind: link.KindField, Refs: []link.Ref{{Source: "journal", Field: "finished"}}}
	res := &link.Result{Spans: []link.Span{tag, finished}, Proposed: []link.Span{tag, book, finished}}
	if got := fieldOverValue(res); got[0].Kind != link.KindField || got[0].Refs[0].Field != "book" {
		t.Errorf("book read as %v, want the journal's field", got[0].Refs)
	}
	noted := link.Span{From: 6, To: 7, Kind: link.KindField, Refs: []link.Ref{{Source: "note", Field: "title"}}}
	res = &link.Result{Spans: []link.Span{tag, noted}, Proposed: []link.Span{tag, book, noted}}
	if got := fieldOverValue(res); got[0].Kind != link.KindValue {
		t.Errorf("book read as %v, want the notes' tag (the other word is the notes')", got[0].Refs)
	}
}
