package rules

import (
	"strings"
	"testing"

	"reqap/index/catalog"
)

// real47Lib is a library of the real third-party exports, in part: the
// mail of a few correspondents, Spotify, Netflix, Amazon orders, the
// Twitter account, Keep notes and the workouts.
func real47Lib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "real47", Sources: []catalog.Source{
		{Name: "mail", Events: 77, Fields: []catalog.Field{
			{Key: "counterpart", Kind: "list", Events: 77, Distinct: 39, Names: true, Values: []catalog.Value{{Text: "Mark Overmeer <markov@ATComputing.nl>", Count: 15}, {Text: "Cristy <cristy@mystic.es.dupont.com>", Count: 5}}},
			{Key: "from", Kind: "text", Events: 77, Distinct: 39, Names: true, Values: []catalog.Value{{Text: "Mark Overmeer <markov@ATComputing.nl>", Count: 15}, {Text: "Cristy <cristy@mystic.es.dupont.com>", Count: 5}}},
			{Key: "direction", Kind: "text", Events: 77, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "received", Count: 77}}},
			{Key: "subject", Kind: "text", Events: 75, Distinct: 52, Names: true},
			{Key: "to", Kind: "list", Events: 67, Distinct: 34}}},
		{Name: "music_stream", Events: 21000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 21000, Distinct: 2400, Names: true, Values: []catalog.Value{{Text: "Taylor Swift", Count: 1869}, {Text: "Mac Miller", Count: 478}}},
			{Key: "track", Kind: "text", Events: 21000, Distinct: 6600, Names: true, Values: []catalog.Value{{Text: "vampire", Count: 59}, {Text: "2021", Count: 3}}},
			{Key: "duration_s", Kind: "number", Events: 21000, Distinct: 5000}}},
		{Name: "online_purchase", Events: 4000, Fields: []catalog.Field{
			{Key: "product", Kind: "text", Events: 4000, Distinct: 3000, Names: true},
			{Key: "category", Kind: "text", Events: 3961, Distinct: 408, Names: true, Values: []catalog.Value{{Text: "fruit", Count: 522}, {Text: "coffee", Count: 40}, {Text: "grocery", Count: 140}}},
			{Key: "seller", Kind: "text", Events: 4000, Distinct: 400, Names: true, Values: []catalog.Value{{Text: "Whole Foods Market", Count: 2226}, {Text: "Amazon.com", Count: 818}}},
			{Key: "price", Kind: "money", Events: 4000, Distinct: 900},
			{Key: "order_id", Kind: "text", Events: 4000, Distinct: 1054},
			{Key: "quantity", Kind: "number", Events: 4000, Distinct: 12}}},
		{Name: "tvseries_stream", Events: 195, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 195, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "The Office (U.S.)", Count: 137}, {Text: "Archer", Count: 14}}},
			{Key: "profile", Kind: "text", Events: 195, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Charlie", Count: 195}}},
			{Key: "duration_s", Kind: "number", Events: 195, Distinct: 190}}},
		{Name: "account", Events: 16, Fields: []catalog.Field{
			{Key: "fact", Kind: "text", Events: 16, Distinct: 9, Names: true, Values: []catalog.Value{{Text: "account", Count: 2}, {Text: "profile", Count: 2}, {Text: "follower", Count: 2}}},
			{Key: "service", Kind: "text", Events: 16, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Twitter", Count: 11}, {Text: "Google Keep", Count: 3}}},
			{Key: "title", Kind: "text", Events: 16, Distinct: 16, Names: true},
			{Key: "bio", Kind: "text", Events: 1, Distinct: 1}}},
		{Name: "note", Events: 15, Fields: []catalog.Field{
			{Key: "labels", Kind: "list", Events: 4, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "theySay", Count: 2}, {Text: "cats", Count: 1}}},
			{Key: "text", Kind: "text", Events: 12, Distinct: 12}}},
		{Name: "chat", Events: 26, Fields: []catalog.Field{
			{Key: "sender", Kind: "text", Events: 24, Distinct: 6, Names: true, Values: []catalog.Value{{Text: "Person 1", Count: 6}, {Text: "Gustav Johansen", Count: 3}}},
			{Key: "platform", Kind: "text", Events: 26, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "whatsapp", Count: 19}, {Text: "messenger", Count: 7}}},
			{Key: "text", Kind: "text", Events: 18, Distinct: 18}}},
		{Name: "social_media", Events: 22, Fields: []catalog.Field{
			{Key: "platform", Kind: "text", Events: 22, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "facebook", Count: 13}, {Text: "twitter", Count: 2}}},
			{Key: "text", Kind: "text", Events: 17, Distinct: 17}}},
	}})
}

// The agent of a passive is the sender ("emails were sent by Cristy"):
// it was read as someone the mail went to ("to by Cristy"), and "sent by
// me" as mail to "by me".
func TestPassiveAgentSends(t *testing.T) {
	d := real47Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"how many emails were sent by Cristy":     {"from Cristy"},
		"which emails were sent by Mark Overmeer": {"Mark Overmeer"},
		"how many emails were sent to Cristy":     {"to Cristy"},
	})
	treesLack(t, d, "to by", "the agent read as a recipient",
		"how many emails were sent by Cristy", "how many emails were sent by me", "were any emails forwarded by Mark Overmeer")
}

// A year right after a service's name or a plural that names the records
// is their year ("spotify 2021 hours"): it was the song "2021", searched
// for as words, and the answer summed every song ever played.
func TestYearAfterRecordKind(t *testing.T) {
	d := real47Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"spotify 2021 hours":   {"year(start_date) == 2021", "SUM"},
		"songs 2021":           {"year(start_date) == 2021"},
		"listening 2021 hours": {"year(start_date) == 2021"},
	})
	treesLack(t, d, "year(start_date) == 2021", "the song read as a year",
		"how many times did I play the song 2021")
}

// A label run together in camel case ("theySay") is one word, its last
// part no noun that names it: "what does my twitter profile say" linked
// "say" to the label and so read the Netflix profile ("Charlie").
func TestCamelLabelHasNoNoun(t *testing.T) {
	d := real47Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"what does my twitter profile say": {`fact == "profile"`, `service == "Twitter"`},
	})
	treesLack(t, d, "theySay", "the verb read as the label's noun",
		"what does my twitter profile say", "what does my bio say")
}

// A word is clipped, not a phrase: the product category "coffee" was
// said by "coffee shop" too, as "physio" is by "physiotherapy", and the
// coffee shops visited were the coffee bought on Amazon.
func TestPhraseIsNoClipping(t *testing.T) {
	d := real47Lib(t)
	for _, q := range []string{"coffee shops I visited", "what coffee shops have I been to"} {
		_, f := d.Decompose(q)
		for _, c := range f.Content {
			if strings.Contains(c.Words, "shop") {
				t.Errorf("%q: the shop read as a value: %s (%s)", q, c.Expr, c.Words)
			}
		}
	}
	treesUnderstood(t, d, map[string][]string{
		"when did I buy coffee": {`category == "coffee"`},
	})
}

// What is coming up, upcoming, ahead or in the future is from today on:
// "what birthdays are coming up" searched the words and listed every
// birthday ever, and "upcoming" was not understood.
func TestComingUpIsFromToday(t *testing.T) {
	d := real47Lib(t)
	treesHave(t, d, map[string][]string{
		"what birthdays are coming up": {"start_date >= today"},
		"my upcoming birthdays":        {"start_date >= today"},
		"what do I have in the future": {"start_date >= today"},
		"which orders are ahead":       {"start_date >= today"},
		"what songs from now on":       {"start_date >= today"},
	})
	treesLack(t, d, "start_date >= today", "a period read as from today on", "what's on the upcoming weekend")
}

// The last thing of a query of keywords is the latest by now ("last
// amazon order"), as when asked in the past: an order dated after today
// was answered.
func TestKeywordLastIsByToday(t *testing.T) {
	d := real47Lib(t)
	treesHave(t, d, map[string][]string{
		"last amazon order": {"start_date <= today", "ARGMAX"},
		"last song played":  {"start_date <= today"},
	})
	treesLack(t, d, "start_date <= today", "the next one bounded by today", "next amazon order")
}

// "How many days until X" is the time from today to X's coming date, as
// "when is X" finds it: it counted the days with records before the
// last Christmas (4458 days).
func TestDaysUntil(t *testing.T) {
	d := real47Lib(t)
	treesHave(t, d, map[string][]string{
		"how many days until Christmas":           {"days_between(today, min(map(filter(items, {.start_date >= today}), .start_date))", "→ days"},
		"how many weeks are left until Christmas": {"/ 7", "→ weeks"},
		"how many days till the next Standup":     {"days_between(today, min(map(items, .start_date)))"},
	})
	treesLack(t, d, "days_between(today", "a clause read as a day", "how many days until I run again", "how many days to Paris did I drive")
}

// A participle of a doing in a nominal superlative says the doing ("my
// most messaged friend": the chats): it was consumed as a mere "most"
// and the people met were ranked, a calendar's address answered.
func TestMostParticipleSaysTheDoing(t *testing.T) {
	d := real47Lib(t)
	treesHave(t, d, map[string][]string{
		"my most messaged friend":  {"sources=[chat]"},
		"my most messaged contact": {"sources=[chat]"},
	})
}

// "Spend" said first in keywords, before what it is of, is the noun, as
// after a word ("whole foods spend 2021"): "spend 2021 whole foods"
// listed the orders of Whole Foods instead of summing them.
func TestKeywordSpendFirst(t *testing.T) {
	d := real47Lib(t)
	treesHave(t, d, map[string][]string{
		"spend 2021 whole foods": {"SUM attr=price", "2021", "Whole Foods Market"},
		"spend 2021":             {"SUM attr=price", "2021"},
		"spend on amazon 2021":   {"SUM attr=price"},
	})
}

// The median is the middle value, not the mean, and not a field
// ("median order value" listed the order numbers; "median" was not
// understood otherwise).
func TestMedian(t *testing.T) {
	d := real47Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"median order value":              {"median(", "total_price"},
		"what was the median song length": {"median(", "duration_s"},
	})
	treesHave(t, d, map[string][]string{
		"avg order value": {"AVG attr=total_price"},
	})
}

// "No. of" is "number of", as a dictionary lists the abbreviation: "avg
// no. of items per order" counted the records that say "items" in each
// order, none found.
func TestNoOfIsNumberOf(t *testing.T) {
	d := real47Lib(t)
	treesHave(t, d, map[string][]string{
		"avg no. of items per order": {"total_quantity", "sources=[online_purchase]"},
	})
}

// The price of an order is its total, as its value or cost is: "avg
// price of an amazon order in 2021" was the average price of an item.
func TestPriceOfAnOrder(t *testing.T) {
	d := real47Lib(t)
	treesHave(t, d, map[string][]string{
		"avg price of an amazon order in 2021": {"AVG attr=total_price", "2021"},
		"average price of my orders":           {"AVG attr=total_price"},
	})
}

// A bare year after "by" a period, in keywords, is the window the table
// is of ("spending by month 2021"): the year alone was read and the
// total, not the table, answered.
func TestByPeriodThenBareYear(t *testing.T) {
	d := real47Lib(t)
	treesHave(t, d, map[string][]string{
		"spending by month 2021": {"group", "total_price", "2021"},
		"songs by month 2023":    {"MAP len(group)", "2023"},
	})
}

// The days until a time the grammar reads ("until the end of the year")
// are not counted from its records' first day, which is past (-70 days):
// said not worked out.
func TestDaysUntilATimeSaysSo(t *testing.T) {
	d := real47Lib(t)
	treesLack(t, d, "days_between(today", "the first record of the time counted to", "how many days are left until the end of the year")
	notesSay(t, d, "days until", []noteCase{
		{"how many days are left until the end of the year", "the days until a time are not worked out here"},
		{"how many days until Christmas", ""},
		{"how many days till the next Standup", ""},
	})
}
