package rules

import (
	"testing"

	"reqap/index/catalog"
)

// real48Lib is real47Lib with the workouts of the real exports.
func real48Lib(t *testing.T) *Decomposer {
	d := real47Lib(t)
	cat := *d.env.Catalog()
	cat.Signature = "real48"
	cat.Sources = append(cat.Sources[:len(cat.Sources):len(cat.Sources)],
		catalog.Source{Name: "workout", Events: 12, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 12, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "running", Count: 8}, {Text: "cycling", Count: 3}, {Text: "workout", Count: 1}}},
			{Key: "distance_km", Kind: "number", Events: 12, Distinct: 12},
			{Key: "duration_s", Kind: "number", Events: 12, Distinct: 12},
			{Key: "avg_speed_kmh", Kind: "number", Events: 12, Distinct: 12},
			{Key: "elevation_gain_m", Kind: "number", Events: 9, Distinct: 9},
			{Key: "energy_kcal", Kind: "number", Events: 9, Distinct: 9},
			{Key: "avg_heart_rate_bpm", Kind: "number", Events: 2, Distinct: 2},
			{Key: "max_heart_rate_bpm", Kind: "number", Events: 2, Distinct: 2}}},
		catalog.Source{Name: "health", Events: 4, Fields: []catalog.Field{
			{Key: "heart_rate_bpm", Kind: "number", Events: 1, Distinct: 1}}})
	for i, s := range cat.Sources {
		if s.Name == "chat" {
			// a shared location's name
			s.Fields = append(s.Fields[:len(s.Fields):len(s.Fields)], catalog.Field{Key: "place", Kind: "text", Events: 1, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "British Library", Count: 1}}})
			cat.Sources[i] = s
		}
	}
	return withCatalog(t, &cat)
}

// A question that is a noun phrase headed by "days" ("days with more
// than 10 orders") asks which days, as "which days had" does: it was
// read as when, the first order's date, the threshold not understood.
func TestDaysHeadedQuery(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"days with more than 10 orders":            {"day_count > 10", "start_date"},
		"days I listened to more than 50 songs":    {"day_count > 50"},
		"days when I ran more than 10 km":          {"day_distance_km > 10"},
		"the days with more than 2 hours of music": {"day_duration_s > 7200"},
	})
	treesLack(t, d, "MIN", "the first date only",
		"days with more than 10 orders", "days I listened to more than 50 songs")
}

// To place an order is to order: "placed" beside the orders was the
// chat's place field, and "orders placed on weekends" listed the places
// of chat messages.
func TestPlacedOrders(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"orders placed on weekends":                  {"weekday(start_date) >= 6", "sources=[online_purchase]"},
		"days on which I placed more than 10 orders": {"day_count > 10"},
	})
	treesLack(t, d, ".place", "the verb read as the chat's place field",
		"orders placed on weekends", "days on which I placed more than 10 orders", "how many orders were placed in 2020")
	treesHave(t, d, map[string][]string{
		"which chat messages had a place": {"place"},
	})
}

// The senders (recipients) of mail named are that side of the mail
// whichever verb read the mail: "top 5 senders of email" ranked the
// recipients (the noun "email" read as mail sent), "my top email
// senders" the account's email address, and "who is my most frequent
// email sender" the recipients, as "who" of mail sent is.
func TestMailSideNamed(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"top 5 senders of email":               {"val=sender k=5"},
		"my top email senders":                 {"val=sender"},
		"who is my most frequent email sender": {"val=sender"},
		"who are my top email recipients":      {"val=recipient"},
		"who did I email the most":             {"val=recipient"},
	})
	treesLack(t, d, "val=email", "the account's email address ranked",
		"my top email senders", "top 5 email senders")
	treesLack(t, d, "val=recipient", "the recipients ranked",
		"top 5 senders of email", "who is my most frequent email sender")
	// the senders of chats stay the chats' ("who are my top chat
	// senders" ranked the mail's when "who is my … sender" was read so
	// of any doing)
	treesHave(t, d, map[string][]string{
		"who are my 3 top chat senders": {"sources=[chat]"},
	})
}

// A speed is written in km/h (kph, mph), and faster or slower than it
// bounds the speed; faster than a time is less of it: "runs faster than
// 10 km/h" summed the distance of runs searched for as "runs than 10
// /h", the comparison said not understood.
func TestFasterThanBound(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"how many runs faster than 10 km/h":       {"avg_speed_kmh > 10"},
		"rides slower than 20 kph":                {"avg_speed_kmh < 20"},
		"runs faster than 6 mph":                  {"avg_speed_kmh > 9.65"},
		"runs with an average speed over 10 km/h": {"avg_speed_kmh > 10"},
		"runs faster than 30 minutes":             {"duration_s < 1800"},
		"my runs slower than 50 minutes":          {"duration_s > 3000"},
	})
	treesLack(t, d, `RETRIEVE "runs`, "the unit's rest searched for", "how many runs faster than 10 km/h", "runs with an average speed over 10 km/h")
}

// A measure bounded ("runs with a heart rate over 110") is the bound, not
// also the thing asked: the runs were answered by the health records'
// heart rates; an average said is the average ("an average heart rate
// above 100" was the maximum).
func TestBoundMeasureNotAsked(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"runs with a heart rate over 110":           {"FILTER max_heart_rate_bpm > 110"},
		"runs with an average heart rate above 100": {"FILTER avg_heart_rate_bpm > 100"},
		"runs with elevation gain over 100 m":       {"FILTER elevation_gain_m > 100"},
	})
	treesLack(t, d, "map(items, .", "the bounded measure listed instead of the runs",
		"runs with a heart rate over 110", "runs with an average heart rate above 100", "runs with elevation gain over 100 m")
}

// A bound whose measure is named after the amount ("more than 100 m of
// elevation gain") is a bound on the measure, and the unit of the
// measure's own attribute (the m of elevation_gain_m) is read with it:
// the runs were searched for as "runs with more than 100 m" and their
// elevation summed; "m" was left to search for; "metres" of an
// elevation in m made it a thousandth.
func TestAmountOfMeasure(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"runs with more than 100 m of elevation gain": {"FILTER elevation_gain_m > 100"},
		"runs with elevation gain over 100 m":         {"FILTER elevation_gain_m > 100", `RETRIEVE "I went running"`},
		"rides with elevation gain over 100 metres":   {"FILTER elevation_gain_m > 100"},
		"runs with at least 5 km of distance":         {"FILTER distance_km >= 5"},
	})
	treesLack(t, d, "SUM", "the measure summed", "runs with more than 100 m of elevation gain")
}

// "Did I ever … more than N … in one day" is whether some day did: the
// day of "in one day" was also kept as the value asked, the tree did not
// validate, and the answer was the number of such days to a yes-or-no.
func TestEverSoMuchInOneDay(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"did I ever listen to more than 100 songs in one day": {"len(items) > 0", "day_count > 100"},
		"have I ever run more than 10 km in a single day":     {"len(items) > 0", "day_distance_km > 10"},
	})
}

// What is left out may be named by a pronoun for the things and their
// value ("songs except those by Taylor Swift", "orders other than the
// ones from Whole Foods"): "except" was not understood and the answer
// was Taylor Swift's songs alone.
func TestExceptThoseBy(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"songs except those by Taylor Swift":            {`!((artist ?? "") == "Taylor Swift")`},
		"songs except the ones by Taylor Swift in 2024": {`!((artist ?? "") == "Taylor Swift")`, "2024"},
		"orders other than the ones from Whole Foods":   {`!((seller ?? "") == "Whole Foods Market")`},
	})
}

// A happening picked by a superlative ("after my longest run", "since my
// longest ride") is one, dated as "when was my longest run" dates it: it
// was a JOIN of orders the same day after any run searched for as "my
// longest run", and "since" the first record holding those words.
func TestAfterRankedOne(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"what did I order after my longest run": {"start_date >= anchor", "ARGMAX arg=distance_km val=start_date"},
		"songs I played since my longest ride":  {"start_date >= anchor", "ARGMAX arg=distance_km val=start_date"},
		"what did I buy before my longest run":  {"start_date < anchor", "ARGMAX arg=distance_km"},
	})
	treesLack(t, d, "JOIN", "a join with any run", "what did I order after my longest run")
	treesLack(t, d, `RETRIEVE "my longest`, "the words searched for", "songs I played since my longest ride")
}

// A noun of keywords bounded right after it ("items under $1") names the
// things bounded, not the attribute the noun also names (the number of
// items an order line says): the answer was "1, 2". A word for any thing
// so bounded is the records holding the amount ("things under $1"), not
// a search for the word.
func TestBoundedNounNotAttribute(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"items under $1":  {"FILTER price < 1", "sources=[online_purchase]"},
		"things under $1": {"FILTER price < 1", "sources=[online_purchase]"},
	})
	treesLack(t, d, ".items)", "the number of items asked", "items under $1")
}

// A period's adjective before a doing's hours or km ("weekly listening
// hours", "my weekly running km") asks the amount per period: the total
// of the year was answered, "weekly" searched for with the doing.
func TestPeriodAdjectiveHours(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"weekly listening hours in 2023":  {"/ 7)", "year(start_date) == 2023"},
		"daily listening minutes in 2024": {"/ 1)"},
	})
	treesLack(t, d, "SUM", "the year's total", "weekly listening hours in 2023", "daily listening minutes in 2024")
	treesLack(t, d, `RETRIEVE "weekly`, "the adjective searched for", "weekly listening hours in 2023")
}

// "In a week" after a yes-or-no of ever is one week, as "in one week" is
// ("did I ever run more than 20 km in a week"): it was a rate per week,
// and the yes or no said not worked out.
func TestEverInAPeriod(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"did I ever run more than 20 km in a week":               {"len(items) > 0", "week_distance_km > 20"},
		"have I ever listened to more than 1000 songs in a week": {"len(items) > 0", "week_count > 1000"},
	})
	treesHave(t, d, map[string][]string{
		"how many songs do I listen to in a week": {"/ 7)"},
	})
}

// A relative clause of paying before a bound ("orders where I paid more
// than $200") bounds each order's amount: the bounded orders' amounts
// were summed, as "how much did I pay" asks.
func TestPaidWhereBound(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"orders where I paid more than $200": {"FILTER price > 200"},
	})
	treesLack(t, d, "SUM", "the amounts summed", "orders where I paid more than $200")
	treesHave(t, d, map[string][]string{
		"how much did I spend on orders over $100": {"SUM attr=price", "price > 100"},
	})
}

// "Top N things by a measure" ranks the things by it, as "my N longest
// runs" does: "top 3 runs by distance" counted the runs ("7").
func TestTopByMeasure(t *testing.T) {
	d := real48Lib(t)
	treesUnderstood(t, d, map[string][]string{
		"top 3 runs by distance": {"ARGMAX arg=distance_km", "k=3"},
		"top 3 rides by speed":   {"ARGMAX arg=avg_speed_kmh", "k=3"},
	})
	treesLack(t, d, "len(items)", "the runs counted", "top 3 runs by distance")
}

// "The X with the most (highest) M" ranks the things by M: it was read
// as a list of them with an attribute "highest price" asked of each.
func TestWithTheMost(t *testing.T) {
	d := real48Lib(t)
	treesHave(t, d, map[string][]string{
		"the order with the highest price": {"arg=price"},
	})
	treesLack(t, d, "highest_", "an attribute of the superlative's words", "the order with the highest price", "the run with the highest distance")
	treesLack(t, d, "most_", "an attribute of the superlative's words", "the run with the most distance")
}
