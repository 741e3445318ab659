package rules

import (
	"slices"
	"strings"
	"testing"

	"reqap/index/catalog"
	"reqap/qa/tree"
)

// realCalendar is a calendar of a few series, each occurrence under its
// series' UID, as calendar exports keep them.
func realCalendar(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "real45-cal", Sources: []catalog.Source{
		{Name: "calendar", Events: 3000, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 3000, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Standup", Count: 2000}, {Text: "Daily Sync", Count: 900}, {Text: "Dentist", Count: 1}}},
			{Key: "calendar", Kind: "text", Events: 3000, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Work", Count: 2900}, {Text: "Home", Count: 100}}},
			{Key: "uid", Kind: "text", Events: 3000, Distinct: 40},
			{Key: "recurring", Kind: "bool", Events: 3000, Distinct: 2},
			{Key: "all_day", Kind: "bool", Events: 3000, Distinct: 2}}}}})
}

// "How many recurring events" are the series, not their occurrences: it
// counted every standup of every weekday (23451 of 800 series).
func TestRecurringEventsCountedBySeries(t *testing.T) {
	d := realCalendar(t)
	treesHave(t, d, map[string][]string{
		"how many recurring events are in my calendar":           {"GROUP_BY keys=[uid]", "recurring == true"},
		"how many different recurring events are in my calendar": {"GROUP_BY keys=[uid]"},
		"how many recurring events did I have in 2010":           {"GROUP_BY keys=[uid]", "2010"},
		// said by another word for it (attributes.tsv): it was searched
		// for in the titles
		"how many repeating events are on my calendar": {"GROUP_BY keys=[uid]", "recurring == true"},
		"how many non-repeating events do I have":      {"(recurring ?? false) == false"},
	})
	treesLack(t, d, "keys=[uid]", "counted by series", "how many events are in my calendar", "how many times did my recurring events happen", "how many different calendars have recurring events")
}

// "Which note did I edit last" ranks by when each was edited, where the
// notes keep that apart from when they were written: it took the note
// written last.
func TestEditedLastRanksByTheEditedTime(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-notes", Sources: []catalog.Source{
		{Name: "note", Events: 20, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 20, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "good place", Count: 1}, {Text: "draw", Count: 1}}},
			{Key: "text", Kind: "text", Events: 20, Distinct: 20},
			{Key: "edited", Kind: "time", Events: 15}}}}})
	treesHave(t, d, map[string][]string{
		"which note did I edit last":          {"ARGMAX arg=edited", "start_date <= today"},
		"what's my most recently edited note": {"ARGMAX arg=edited"},
		"which note did I edit first":         {"ARGMIN arg=edited"},
	})
	treesLack(t, d, "arg=edited", "ranked by the edited time", "what note did I write last", "what was my last note")
}

// "My shopping list" is a list, the head of the compound: where the
// library keeps checklists, none of them called so, nothing is on it; it
// listed every Amazon product whose title says "Listed".
func TestNamedListNotKeptIsNoPurchase(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-lists", Sources: []catalog.Source{
		{Name: "note", Events: 20, Fields: []catalog.Field{
			{Key: "checklist", Kind: "list", Events: 1, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "[ ] run", Count: 1}, {Text: "[ ] fast", Count: 1}}},
			{Key: "title", Kind: "text", Events: 20, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "good place", Count: 1}, {Text: "draw", Count: 1}}}}},
		{Name: "online_purchase", Events: 300, Fields: []catalog.Field{{Key: "product", Kind: "text", Events: 300, Distinct: 280, Names: true}}}}})
	frames := treesHave(t, d, map[string][]string{
		"what's on my shopping list?": {"FILTER false"},
		"what items are on my list":   {"checklist"},
	})
	if f := frames["what's on my shopping list?"]; !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, `called "shopping list"`) }) {
		t.Errorf("the list not kept is not said: %v", f.Notes)
	}
	if n, _ := d.Decompose("what's on my bucket list"); strings.Contains(tree.Format(n), "FILTER false") {
		t.Errorf("a list of no activity is not searched for:\n%s", tree.Format(n))
	}
}

// "The email about X" is a mail, what is about something being what was
// written: it listed the account's email addresses, X not understood.
func TestEmailAboutIsAMail(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-mail", Sources: []catalog.Source{
		{Name: "account", Events: 16, Fields: []catalog.Field{
			{Key: "email", Kind: "text", Events: 2, Distinct: 2},
			{Key: "service", Kind: "text", Events: 16, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Twitter", Count: 11}, {Text: "Instagram", Count: 5}}}}},
		{Name: "mail", Events: 77, Fields: []catalog.Field{
			{Key: "subject", Kind: "text", Events: 75, Distinct: 52},
			{Key: "body", Kind: "text", Events: 75, Distinct: 70},
			{Key: "from", Kind: "text", Events: 77, Distinct: 39}}}}})
	treesHave(t, d, map[string][]string{
		"what was the email about transparency": {"sources=[mail]", `"transparency"`},
		"what is my email address":              {"sources=[account]", ".email"},
	})
}

// A chat of several is a group, as the chat apps call it: "which WhatsApp
// group is most active" grouped the messages by their text, and "who is
// in my WhatsApp group" searched for the word "group".
func TestGroupIsAChat(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-chat", Sources: []catalog.Source{
		{Name: "chat", Events: 26, Fields: []catalog.Field{
			{Key: "chat", Kind: "text", Events: 26, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "WhatsApp chat", Count: 19}, {Text: "Lukas Larsen", Count: 7}}},
			{Key: "platform", Kind: "text", Events: 26, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "whatsapp", Count: 19}, {Text: "messenger", Count: 7}}},
			{Key: "sender", Kind: "text", Events: 24, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Person 1", Count: 6}, {Text: "Lukas Larsen", Count: 4}}},
			{Key: "text", Kind: "text", Events: 18, Distinct: 18}}}}})
	treesHave(t, d, map[string][]string{
		"which WhatsApp group is most active": {"GROUP_BY keys=[chat]"},
		"what group chats am I in":            {".chat"},
		"who sends me the most messages":      {"sender"},
		"who is in my WhatsApp group":         {`RETRIEVE "my chat messages on whatsapp"`, ".sender"},
		"how many messages in my group chat":  {`RETRIEVE "my chat messages"`},
		// the chats, not the messages: "chats", the records' own name, is
		// the noun counted where a verb follows it
		"how many chats do I have": {"GROUP_BY keys=[chat]"},
	})
	if n, _ := d.Decompose("how many messages do I have"); strings.Contains(tree.Format(n), "GROUP_BY") {
		t.Errorf("the messages counted by chat:\n%s", tree.Format(n))
	}
}

// A device named by part of its name ("on my iPhone") is the device of
// what the question is mainly about: "what did I watch on my iPhone"
// listed the tweets sent from "Twitter for iPhone" too.
func TestDeviceOfWhatIsWatched(t *testing.T) {
	d := withCatalog(t, &catalog.Catalog{Signature: "real45-device", Sources: []catalog.Source{
		{Name: "tvseries_stream", Events: 195, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 195, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "The Office (U.S.)", Count: 137}, {Text: "Archer", Count: 14}}},
			{Key: "device", Kind: "text", Events: 195, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Mac", Count: 172}, {Text: "Microsoft Xbox 360", Count: 16}, {Text: "Apple iPhone 5 with CDMA", Count: 7}}}}},
		{Name: "social_media", Events: 22, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 17, Distinct: 17},
			{Key: "platform", Kind: "text", Events: 22, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "facebook", Count: 13}, {Text: "twitter", Count: 2}}},
			{Key: "client", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "Twitter Web App", Count: 1}, {Text: "Twitter for iPhone", Count: 1}}}}}}})
	for q, want := range map[string]string{
		"what did I watch on my iPhone":   "Apple iPhone 5 with CDMA",
		"what did I tweet from my iPhone": "Twitter for iPhone",
	} {
		n, _ := d.Decompose(q)
		text := tree.Format(n)
		if !strings.Contains(text, want) {
			t.Errorf("%q: not the device %q:\n%s", q, want, text)
		}
		other := "Twitter for iPhone"
		if want == other {
			other = "Apple iPhone 5 with CDMA"
		}
		if strings.Contains(text, other) {
			t.Errorf("%q: read as %q too:\n%s", q, other, text)
		}
	}
}

// How often an entry recurs, where the calendar keeps only whether it
// does, is said not to be known: "which events repeat every week" listed
// every series, yearly holidays too, as if weekly.
func TestRecurFrequencyNotKept(t *testing.T) {
	d := realCalendar(t)
	for _, q := range []string{"which events repeat every week", "how many recurring events happen every month"} {
		_, f := d.Decompose(q)
		if !slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "how often each entry repeats") }) {
			t.Errorf("%q: the frequency not said to be unknown: %v", q, f.Notes)
		}
	}
	if _, f := d.Decompose("which recurring events did I have in 2010"); slices.ContainsFunc(f.Notes, func(n string) bool { return strings.Contains(n, "how often") }) {
		t.Errorf("a note of frequency where none is asked: %v", f.Notes)
	}
}
