package rules

import (
	"slices"
	"testing"

	"reqap/index/catalog"
	"reqap/internal/libtest"
)

// The libraries the tests read questions against: catalogs of what each
// holds, small and made up, or cut from the real exports and the
// generated personas. The reading fixtures name them (namedLibraries).

// namedLibraries are the libraries a fixture names with "@library": the
// catalogs the Go tests build, so a fixture and a test share one library.
var namedLibraries = map[string]func(*testing.T) *catalog.Catalog{
	"small":        func(t *testing.T) *catalog.Catalog { return testLibrary(t).env.Catalog() },
	"journal":      func(*testing.T) *catalog.Catalog { return journalCatalog() },
	"journal46":    func(*testing.T) *catalog.Catalog { return journal46Catalog("readings/journal46") },
	"weather":      func(*testing.T) *catalog.Catalog { return weatherCatalog() },
	"grocery":      func(*testing.T) *catalog.Catalog { return groceryCatalog("readings/grocery") },
	"pq11":         func(*testing.T) *catalog.Catalog { return pq11Catalog() },
	"pq48":         func(t *testing.T) *catalog.Catalog { return pq48Library(t).env.Catalog() },
	"keep":         func(t *testing.T) *catalog.Catalog { return keepLib(t).env.Catalog() },
	"me47":         func(t *testing.T) *catalog.Catalog { return me47Lib(t).env.Catalog() },
	"me49":         func(t *testing.T) *catalog.Catalog { return me49Lib(t).env.Catalog() },
	"real45-cal":   func(t *testing.T) *catalog.Catalog { return realCalendar(t).env.Catalog() },
	"real46":       func(t *testing.T) *catalog.Catalog { return real46Lib(t).env.Catalog() },
	"real47":       func(t *testing.T) *catalog.Catalog { return real47Lib(t).env.Catalog() },
	"real48":       func(t *testing.T) *catalog.Catalog { return real48Lib(t).env.Catalog() },
	"real49":       func(t *testing.T) *catalog.Catalog { return real49Lib(t).env.Catalog() },
	"rev50b":       func(t *testing.T) *catalog.Catalog { return rev50bLib(t).env.Catalog() },
	"id-austria":   func(t *testing.T) *catalog.Catalog { return idAustriaLibrary(t).env.Catalog() },
	"birth-person": func(t *testing.T) *catalog.Catalog { return birthLibrary(t, "person").env.Catalog() },
}

// testLibrary is a small library's catalog: Spotify, Netflix, Amazon, a
// calendar, mail, chats, posts and workouts.
func testLibrary(t testing.TB) *Decomposer {
	t.Helper()
	names := func(key string, distinct int, vs ...string) catalog.Field {
		return catalog.Field{Key: key, Kind: "text", Events: 1000, Distinct: distinct, Names: true, Values: libtest.Ranked(20, vs...)}
	}
	list := func(key string, vs ...string) catalog.Field {
		return catalog.Field{Key: key, Kind: "list", Events: 100, Distinct: len(vs), Names: true, Values: libtest.Ranked(20, vs...)}
	}
	num := func(key string) catalog.Field { return catalog.Field{Key: key, Kind: "number", Events: 100} }
	cat := &catalog.Catalog{Signature: "rules-test", Terms: map[string]int{"pay": 5, "black": 3, "bin": 3, "report": 2, "5k": 2, "parkrun": 1, "graviti": 1}, Sources: []catalog.Source{
		{Name: "music_stream", Events: 5000, Fields: []catalog.Field{
			names("artist", 900, "Taylor Swift", "Radiohead", "Beyoncé", "Lana Del Rey"),
			names("track", 3000, "Glory Box", "New Year's Day", "Five Years", "Didn't I"), names("album", 20, "Dummy"), names("country", 4, "ES", "FR"), num("duration_s"),
			{Key: "skipped", Kind: "bool", Events: 300, Distinct: 2}, {Key: "shuffle", Kind: "bool", Events: 300, Distinct: 2}, names("platform", 2, "Android", "iOS"),
			names("reason_start", 8, "click row", "track done"), names("reason_end", 8, "track done", "forward button")}},
		{Name: "tvseries_stream", Events: 300, Fields: []catalog.Field{
			names("series_title", 12, "Archer", "Ashford Hall"), names("device", 4, "Apple iPhone 5 with CDMA", "Microsoft Xbox 360"),
			num("season"), num("duration_s")}},
		{Name: "movie_stream", Events: 30, Fields: []catalog.Field{names("movie_title", 10, "The Invisible War", "Blade Runner 2049"), names("device", 3, "Microsoft Xbox 360"), num("duration_s")}},
		{Name: "online_purchase", Events: 4000, Fields: []catalog.Field{
			names("category", 400, "coffee", "book", "fruit", "gift card"), names("payment", 25, "MasterCard - 9182", "Visa - 9691", "Visa - 9691 and Gift Certificate/Card", "Visa"), num("price"), num("quantity"), num("tax"), num("list_price"), num("discount"),
			names("seller", 30, "Whole Foods Market", "Bookshop", "Amazon.com", "Prime Houseware", "InPrimeTime"), names("website", 1, "Amazon.com"), {Key: "order_id", Kind: "text", Events: 4000, Distinct: 1000},
			{Key: "cancelled", Kind: "bool", Events: 4000, Distinct: 1}, names("currency", 1, "USD"), names("shipment_status", 2, "Shipped", "Not Shipped"),
			{Key: "product", Kind: "text", Events: 4000, Distinct: 1800}}},
		{Name: "online_purchase_cancelled", Events: 90, Fields: []catalog.Field{
			names("category", 30, "fruit", "bread"), num("price"), {Key: "order_id", Kind: "text", Events: 90, Distinct: 40}, {Key: "cancelled", Kind: "bool", Events: 90, Distinct: 1}}},
		{Name: "calendar", Events: 3000, Fields: []catalog.Field{
			names("summary", 117, "Daily Sync", "Event#2", "New Event", "Refuse black bin", "Blue Recycle bin", "Vespers for the Feast of St. Joseph", "Datetime", "GP appointment", "Germany: Good Friday", "Queen's Birthday"),
			names("location", 26, "Roadstar 16"), names("organizer", 3, "Anna Berg"), names("calendar", 2, "Australian Holidays", "Work"), list("accepted", "Sahaja Lal"), {Key: "recurring", Kind: "bool", Events: 3000, Distinct: 2}, {Key: "all_day", Kind: "bool", Events: 3000, Distinct: 2}}},
		{Name: "mail", Events: 120, Fields: []catalog.Field{
			names("from", 39, "Bill Radcliffe <BillR@corbis.com>", "valarie.sabo@enron.com"), list("attachments", "test.gif", "gravity.pl"),
			list("cc", "ImageMagick Mailing List <magick@wizards.dupont.com>", "magick@wizards.dupont.com"), {Key: "to", Kind: "list", Events: 120, Distinct: 40},
			names("subject", 52, "Release to production of scheduling forward obs. report", "mailing list archives"),
			names("thread", 40, "your mail", "Transparency question"), names("type", 2, "reply", "forward"), {Key: "list_name", Kind: "text", Events: 40, Distinct: 2, Names: true, Values: libtest.Ranked(20, "Fedora-packaging", "linux-usb")}}},
		{Name: "chat", Events: 26, Fields: []catalog.Field{names("sender", 6, "Gustav Johansen", "Person 2"), list("participants", "Gustav Johansen"), names("place", 1, "British Library"),
			names("message_type", 4, "text", "call", "poll", "system"), names("call_type", 2, "video", "voice"), names("poll_winner", 1, "Option B"), names("chat", 2, "WhatsApp chat", "Lukas Vinther Offenberg Larsen")}},
		{Name: "account", Events: 3, Fields: []catalog.Field{names("service", 2, "Twitter", "Instagram"), names("fact", 7, "follower", "following", "profile", "account", "saved search", "connected app", "label"), names("label", 3, "run", "cats", "asdasda"), names("username", 1, "mrled"), names("bio", 1, "All rites reserved."), names("display_name", 1, "Micah")}},
		{Name: "health", Events: 40, Fields: []catalog.Field{names("measurement", 3, "heart rate", "step count"), num("heart_rate_bpm"), num("step_count"), num("active_energy_kcal"), {Key: "stand_goal_met", Kind: "bool", Events: 2, Distinct: 2},
			{Key: "active_energy_goal_kcal", Kind: "number", Events: 2, Unit: "kcal"}, {Key: "exercise_goal_min", Kind: "number", Events: 2, Unit: "min"}, num("stand_goal_hours"), num("stand_hours"), {Key: "exercise_min", Kind: "number", Events: 2, Unit: "min"}}},
		{Name: "social_media", Events: 30, Fields: []catalog.Field{names("platform", 3, "twitter", "facebook", "instagram"), {Key: "text", Kind: "text", Events: 30, Distinct: 30}, num("likes"), num("reposts"),
			{Key: "retweet", Kind: "bool", Events: 30, Distinct: 2}, list("hashtags", "hapkido", "tricking"), list("media_type", "photo", "video"), {Key: "url", Kind: "text", Events: 10, Distinct: 10}, num("latitude"), list("mentions", "nostrich", "syncthing"),
			names("client", 2, "Twitter Web App", "Twitter for iPhone"), names("event_name", 1, "Shinson Hapkido Internationalt Kampkunstshow")}},
		{Name: "workout", Events: 200, Fields: []catalog.Field{names("workout_type", 4, "running", "cycling", "swimming", "yoga"), num("distance_km"), num("energy_kcal"), num("duration_s"), num("avg_speed_kmh"), num("avg_heart_rate_bpm"), num("max_heart_rate_bpm"), num("elevation_gain_m"), list("participants", "Lena", "Jonas"),
			{Key: "name", Kind: "text", Events: 20, Distinct: 20}}},
		{Name: "location", Events: 20, Fields: []catalog.Field{names("segment", 3, "visit", "path", "trip"), names("activity_type", 3, "walking", "in_vehicle", "in_passenger_vehicle"), num("latitude"), num("longitude"),
			{Key: "place_id", Kind: "text", Events: 8, Distinct: 8}}},
		{Name: "web_activity", Events: 5, Fields: []catalog.Field{names("product", 3, "Maps", "Search", "Google Play Books"), names("action", 3, "visited", "searched", "viewed"),
			{Key: "query", Kind: "text", Events: 2, Distinct: 2}, {Key: "title", Kind: "text", Events: 5, Distinct: 5}}},
		{Name: "video_stream", Events: 2, Fields: []catalog.Field{names("channel", 2, "Channel 2"), names("title", 2, "Video 2"), names("platform", 1, "youtube")}},
		{Name: "note", Events: 400, Fields: []catalog.Field{names("mood", 6, "good", "ok", "tired"), list("tags", "journal", "work"), list("labels", "cats", "Ответы"), names("checklist", 3, "[ ] note"), num("weight"), num("espressos"),
			{Key: "sleep_s", Kind: "number", Unit: "s", Events: 100}}},
		{Name: "journal", Events: 900, Fields: []catalog.Field{names("restaurant", 12, "Pho Saigon", "Zest"), list("participants", "Jonas", "Lena"), names("mood", 6, "good", "ok", "tired"),
			names("meal", 3, "dinner", "lunch", "breakfast"), names("city", 4, "Lisbon", "Vienna"), names("doing", 3, "laundry", "ironing", "vacuuming"), names("text", 600, "Pho Saigon with Lena", "Finally some sun!"),
			names("book", 4, "Shogun", "Lonesome Dove"), names("place", 5, "Home Depot"), {Key: "at_home", Kind: "bool", Events: 40, Distinct: 1},
			num("weight"), num("espressos"), {Key: "sleep_s", Kind: "number", Unit: "s", Events: 300}, {Key: "entry_id", Kind: "text", Events: 900, Distinct: 300},
			{Key: "finished", Kind: "bool", Events: 9, Distinct: 1}}},
	}}
	return withCatalog(t, cat)
}

// journalCatalog is a journal that records the lengths and distances of
// its workouts, and no weight.
func journalCatalog() *catalog.Catalog {
	return &catalog.Catalog{Signature: "journal-no-weight", Sources: []catalog.Source{
		{Name: "journal", Events: 400, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 400},
			{Key: "mood", Kind: "text", Events: 90, Values: []catalog.Value{{Text: "good", Count: 40}, {Text: "tired", Count: 20}, {Text: "great", Count: 10}, {Text: "ok", Count: 10}, {Text: "sad", Count: 2}}},
			{Key: "food", Kind: "list", Events: 200},
			{Key: "meal", Kind: "text", Events: 220},
			{Key: "participants", Kind: "list", Events: 250},
			{Key: "city", Kind: "text", Events: 60, Values: []catalog.Value{{Text: "Lisbon", Count: 40}, {Text: "Berlin", Count: 20}}},
		}},
		{Name: "note", Events: 100, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 100},
			{Key: "temperature_c", Kind: "number", Events: 100},
		}},
		{Name: "workout", Events: 120, Fields: []catalog.Field{
			{Key: "duration_s", Kind: "duration", Events: 110},
			{Key: "distance_km", Kind: "number", Events: 80},
		}},
	}}
}

// journal46Catalog is the journal of journalCatalog whose happenings name
// their sentences (a text field with values), as an import of day notes
// and Day One keeps them.
func journal46Catalog(sig string) *catalog.Catalog {
	cat := journalCatalog()
	cat.Signature = "journal46-" + sig
	namesIn(cat, "text", catalog.Value{Text: "Finally some sun!", Count: 17}, catalog.Value{Text: "Tired but ok.", Count: 14})
	cat.Sources[0].Fields = append(cat.Sources[0].Fields, catalog.Field{Key: "entry_id", Kind: "text", Events: 400})
	return cat
}

// namesIn makes the field key of the journal's happenings (its first
// source) a field of names, whose values vs are what a test's questions
// name: the people they were with, the sentences written. journalCatalog
// keeps neither as names.
func namesIn(cat *catalog.Catalog, key string, vs ...catalog.Value) {
	for i := range cat.Sources[0].Fields {
		if f := &cat.Sources[0].Fields[i]; f.Key == key {
			f.Names, f.Values = true, vs
		}
	}
}

// weatherCatalog is a journal whose notes record the weather and the mood.
func weatherCatalog() *catalog.Catalog {
	cat := journalCatalog()
	cat.Signature = "journal-weather"
	cat.Sources[1].Fields = append(cat.Sources[1].Fields,
		catalog.Field{Key: "weather", Kind: "text", Events: 60, Values: []catalog.Value{{Text: "sunny", Count: 30}, {Text: "light rain", Count: 20}, {Text: "cloudy", Count: 10}}},
		catalog.Field{Key: "mood", Kind: "text", Events: 60, Values: []catalog.Value{{Text: "good", Count: 30}, {Text: "tired", Count: 30}}})
	return cat
}

// groceryCatalog is the journal's with its happenings' activities and the
// amounts paid ("groceries Rewe 54,10 €"), and no price of an item.
func groceryCatalog(sig string) *catalog.Catalog {
	cat := journal46Catalog(sig)
	cat.Sources[0].Fields = append(cat.Sources[0].Fields,
		catalog.Field{Key: "activity", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "groceries", Count: 29}, {Text: "dentist", Count: 12}, {Text: "dinner", Count: 170}}},
		catalog.Field{Key: "price", Kind: "number", Events: 34},
		catalog.Field{Key: "currency", Kind: "text", Events: 34, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "EUR", Count: 34}}})
	return cat
}

// pq11Catalog is the catalog of pq49Library and pq50Library.
func pq11Catalog() *catalog.Catalog {
	names, list := libtest.Names, func(key string, vs ...string) catalog.Field { return libtest.NameList(key, 600, vs...) }
	num := func(key string) catalog.Field { return libtest.Number(key, 600) }
	return &catalog.Catalog{Signature: "pq11", Sources: []catalog.Source{
		{Name: "mail", Events: 675, Fields: []catalog.Field{
			list("counterpart", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>"),
			names("direction", 675, 2, "received", "sent"),
			names("from", 675, 26, "Alba Krüger <alba.kruger@gmail.com>", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>"),
			list("to", "Alba Krüger <alba.kruger@gmail.com>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>"),
			names("subject", 675, 276, "Book recommendation", "Sunday?"),
			names("type", 156, 1, "reply"),
			{Key: "body", Kind: "text", Events: 675, Distinct: 380}}},
		{Name: "health", Events: 1896, Fields: []catalog.Field{
			names("measurement", 1896, 2, "step count", "heart rate"),
			num("step_count"), num("heart_rate_bpm"), num("value")}},
		{Name: "workout", Events: 631, Fields: []catalog.Field{
			names("workout_type", 631, 3, "running", "cycling", "badminton"),
			names("name", 289, 10, "Morning Ride", "Coffee ride", "Gravel loop", "Evening Run", "Morning Run"),
			num("distance_km"), num("duration_s"), num("energy_kcal"), num("avg_speed_kmh")}},
		{Name: "online_purchase", Events: 873, Fields: []catalog.Field{
			names("product", 873, 202, "Running Belt for Phone and Keys", "Reflective Running Vest", "Insulated Water Bottle 750 ml"),
			names("carrier", 873, 4, "AMZN_DE", "DHL", "DPD", "Hermes"),
			names("order_id", 873, 624, "302-1"), num("price")}},
		{Name: "music_stream", Events: 36759, Fields: []catalog.Field{
			names("artist", 36759, 168, "Nina Castellanos", "Hellfrost"), names("track", 36759, 1177, "Little Moonlight", "Run With Me"), num("duration_s")}},
		{Name: "note", Events: 64, Fields: []catalog.Field{
			names("title", 64, 11, "Gift ideas", "Books to read"),
			list("labels", "gifts", "shopping", "books", "sport", "travel")}},
		{Name: "social_media", Events: 614, Fields: []catalog.Field{
			names("text", 614, 327, "Reflective Running Vest finally arrived 📦", "Grateful for good friends today 💛")}},
	}}
}

// pq49Library and pq50Library are a small catalog shaped like the
// generated persona's (seed 11): mail with a field "type" (a reply or
// not) beside workouts with their type, music, purchases, notes, posts,
// and the health records (daily step counts, heart rates).
func pq49Library(t *testing.T) *Decomposer { return withCatalog(t, pq11Catalog()) }

func pq50Library(t *testing.T) *Decomposer { return withCatalog(t, pq11Catalog()) }

// pq48Library is a small catalog shaped like the generated persona's
// (seed 11): mail with a shop among its senders, workouts with their own
// names and heart rates, music.
func pq48Library(t *testing.T) *Decomposer {
	t.Helper()
	names, list := libtest.Names, func(key string, vs ...string) catalog.Field { return libtest.NameList(key, 600, vs...) }
	num := func(key string) catalog.Field { return libtest.Number(key, 600) }
	return withCatalog(t, &catalog.Catalog{Signature: "pq48", Sources: []catalog.Source{
		{Name: "mail", Events: 675, Fields: []catalog.Field{
			list("counterpart", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>"),
			names("direction", 675, 2, "received", "sent"),
			names("from", 675, 26, "Alba Krüger <alba.kruger@gmail.com>", "Amazon.de <auto-confirm@amazon.de>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>"),
			list("to", "Alba Krüger <alba.kruger@gmail.com>", "Elif Dekker <elif.dekker67@gmail.com>", "Karim Ferrari <karimferrari@web.de>", "Nikolai Ferreira <nikolai.ferreira33@outlook.com>"),
			names("subject", 675, 276, "Book recommendation", "Sunday?")}},
		{Name: "workout", Events: 631, Fields: []catalog.Field{
			names("workout_type", 631, 3, "running", "cycling", "badminton"),
			names("name", 289, 10, "Morning Ride", "Coffee ride", "Gravel loop", "Evening Run", "Morning Run"),
			num("distance_km"), num("duration_s"), num("energy_kcal"), num("avg_heart_rate_bpm"), num("max_heart_rate_bpm"), num("min_heart_rate_bpm")}},
		{Name: "calendar", Events: 1314, Fields: []catalog.Field{
			names("summary", 1314, 378, "Team sync", "Dinner with Elif", "🎂 Elif", "Dinner w/ Elif", "Elif – dinner", "Elif coming over – pizza oven!", "Picnic with Elif 🧺", "Walk in the park with Elif", "Brunch – Elif 🥞", "Cinema with Elif 🎬", "Badminton with Julien", "Karim – dinner")}},
		{Name: "social_media", Events: 614, Fields: []catalog.Field{
			list("mentions", "Karim Ferrari", "Elif Dekker", "Théo Ferrari")}},
		{Name: "note", Events: 64, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 64, Distinct: 23, Values: libtest.Ranked(5, "Elif: concert tickets\nmum: spa voucher")}}},
		{Name: "music_stream", Events: 36759, Fields: []catalog.Field{
			names("artist", 36759, 168, "Nina Castellanos", "Hellfrost"), names("track", 36759, 1177, "Little Moonlight", "Run With Me"), num("duration_s")}},
	}})
}

// keepLib is a Keep export: notes titled as lists, some checklists, some
// lines of text.
func keepLib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "pq47-keep", Sources: []catalog.Source{
		{Name: "note", Events: 64, Fields: []catalog.Field{
			{Key: "title", Kind: "text", Events: 64, Distinct: 11, Names: true, Values: []catalog.Value{{Text: "Gift ideas", Count: 16}, {Text: "Books to read", Count: 7}, {Text: "Recipes to try", Count: 6}, {Text: "Packing list Tokyo", Count: 1}}},
			{Key: "text", Kind: "text", Events: 40, Distinct: 40, Values: []catalog.Value{{Text: "Shakshuka with feta\nMiso aubergine", Count: 1}}},
			{Key: "checklist", Kind: "list", Events: 20, Distinct: 30, Names: true, Values: []catalog.Value{{Text: "[ ] The Silent Orchard", Count: 1}, {Text: "[x] Northern Tides", Count: 1}, {Text: "[ ] passport", Count: 1}}}}},
	}})
}

// me47Lib is a library of songs whose artist is also featured in the
// titles of other songs, and workouts with durations.
func me47Lib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "me47", Sources: []catalog.Source{
		{Name: "music_stream", Events: 5000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 5000, Distinct: 300, Names: true, Values: []catalog.Value{{Text: "Dex Malone", Count: 40}, {Text: "Anouk van Dijk", Count: 90}}},
			{Key: "track", Kind: "text", Events: 5000, Distinct: 900, Names: true, Values: []catalog.Value{{Text: "Wait With Me (feat. Dex Malone)", Count: 3}, {Text: "Dance With Me (feat. Dex Malone)", Count: 2}, {Text: "Blue Hour", Count: 30}}},
			{Key: "duration_s", Kind: "number", Events: 5000, Distinct: 2000}}},
		{Name: "journal", Events: 400, Fields: []catalog.Field{
			{Key: "location", Kind: "text", Events: 300, Distinct: 40, Names: true, Values: []catalog.Value{{Text: "Café Kanne", Count: 25}, {Text: "Lisbon", Count: 60}}},
			{Key: "participants", Kind: "list", Events: 200, Distinct: 30, Names: true, Values: []catalog.Value{{Text: "Lena", Count: 40}}},
			{Key: "activity", Kind: "text", Events: 300, Distinct: 20, Names: true, Values: []catalog.Value{{Text: "coffee", Count: 50}}}}},
		{Name: "workout", Events: 300, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 300, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "running", Count: 200}, {Text: "cycling", Count: 100}}},
			{Key: "duration_s", Kind: "number", Events: 300, Distinct: 300},
			{Key: "distance_km", Kind: "number", Events: 300, Distinct: 300}}},
	}})
}

// me49Lib is a library of calendar entries at restaurants and with
// friends, and of posts tagging them, as the generated personas keep.
func me49Lib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "me49", Sources: []catalog.Source{
		{Name: "calendar", Events: 1300, Fields: []catalog.Field{
			{Key: "summary", Kind: "text", Events: 1300, Distinct: 378, Values: []catalog.Value{{Text: "Team sync", Count: 200}, {Text: "Dinner", Count: 40}}},
			{Key: "location", Kind: "text", Events: 900, Distinct: 105, Names: true, Values: []catalog.Value{{Text: "Pizzeria Amalfi", Count: 22}, {Text: "Sporthalle am Park", Count: 60}}},
			{Key: "attendees", Kind: "list", Events: 300, Distinct: 17, Names: true, Values: []catalog.Value{{Text: "Olivia Eriksson <olivia.eriksson@stellar.com>", Count: 40}}}}},
		{Name: "social_media", Events: 600, Fields: []catalog.Field{
			{Key: "text", Kind: "text", Events: 600, Distinct: 327},
			{Key: "tags", Kind: "list", Events: 80, Distinct: 21, Names: true, Values: []catalog.Value{{Text: "Elif Dekker", Count: 12}, {Text: "Julien Esposito", Count: 8}}}}},
	}})
}

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

// real46Lib is a library of the real third-party exports, in part: Apple
// Health's rings and body measures, Spotify with a cast that shares a
// title's word, Amazon orders, Netflix's profile and the Twitter account.
func real46Lib(t *testing.T) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "real46", Sources: []catalog.Source{
		{Name: "health", Events: 4, Fields: []catalog.Field{
			{Key: "measurement", Kind: "text", Events: 4, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "activity rings", Count: 2}, {Text: "body mass index", Count: 1}, {Text: "heart rate", Count: 1}}},
			{Key: "body_mass_index", Kind: "number", Events: 1, Distinct: 1},
			{Key: "move_goal_met", Kind: "bool", Events: 2, Distinct: 1},
			{Key: "exercise_goal_met", Kind: "bool", Events: 2, Distinct: 1},
			{Key: "stand_goal_met", Kind: "bool", Events: 2, Distinct: 2},
			{Key: "active_energy_kcal", Kind: "number", Events: 2, Distinct: 2}}},
		{Name: "music_stream", Events: 21000, Fields: []catalog.Field{
			{Key: "artist", Kind: "text", Events: 21000, Distinct: 2400, Names: true, Values: []catalog.Value{{Text: "Taylor Swift", Count: 1869}, {Text: "Glee Cast", Count: 373}, {Text: "French Police", Count: 2}}},
			{Key: "track", Kind: "text", Events: 21000, Distinct: 6600, Names: true, Values: []catalog.Value{{Text: "vampire", Count: 59}, {Text: "Glee", Count: 6}, {Text: "Bim Bom", Count: 3}, {Text: "Valerie (Glee Cast Version)", Count: 8}, {Text: "Rose's Turn (Glee Cast Version)", Count: 15}}},
			{Key: "duration_s", Kind: "number", Events: 21000, Distinct: 5000}}},
		{Name: "online_purchase", Events: 4000, Fields: []catalog.Field{
			{Key: "product", Kind: "text", Events: 4000, Distinct: 3000, Names: true},
			{Key: "status", Kind: "text", Events: 4000, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Shipped", Count: 3997}, {Text: "Closed", Count: 2}, {Text: "New", Count: 1}}},
			{Key: "seller", Kind: "text", Events: 4000, Distinct: 400, Names: true, Values: []catalog.Value{{Text: "Whole Foods Market", Count: 2226}, {Text: "Amazon.com", Count: 818}}},
			{Key: "order_id", Kind: "text", Events: 4000, Distinct: 1500},
			{Key: "price", Kind: "money", Events: 4000, Distinct: 900}}},
		{Name: "web_activity", Events: 5, Formats: []string{"google_activity"}, Fields: []catalog.Field{
			{Key: "action", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "searched", Count: 2}, {Text: "visited", Count: 2}, {Text: "viewed", Count: 1}}},
			{Key: "product", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "Maps", Count: 2}, {Text: "Search", Count: 2}, {Text: "Google Play Books", Count: 1}}},
			{Key: "query", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: `"myactivity" google export`, Count: 1}}},
			{Key: "title", Kind: "text", Events: 5, Distinct: 5, Names: true}}},
		{Name: "account", Events: 16, Fields: []catalog.Field{
			{Key: "fact", Kind: "text", Events: 16, Distinct: 9, Names: true, Values: []catalog.Value{{Text: "label", Count: 3}, {Text: "account", Count: 2}, {Text: "follower", Count: 2}, {Text: "following", Count: 2}, {Text: "profile", Count: 2}, {Text: "profile picture", Count: 1}}},
			{Key: "service", Kind: "text", Events: 16, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Twitter", Count: 11}, {Text: "Google Keep", Count: 3}, {Text: "Instagram", Count: 1}}},
			{Key: "title", Kind: "text", Events: 16, Distinct: 16, Names: true},
			{Key: "bio", Kind: "text", Events: 1, Distinct: 1}}},
		{Name: "social_media", Events: 22, Fields: []catalog.Field{
			{Key: "platform", Kind: "text", Events: 22, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "facebook", Count: 13}, {Text: "instagram", Count: 7}, {Text: "twitter", Count: 2}}},
			{Key: "media_type", Kind: "list", Events: 11, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "photo", Count: 7}, {Text: "video", Count: 4}}},
			{Key: "text", Kind: "text", Events: 17, Distinct: 17}}},
		{Name: "tvseries_stream", Events: 195, Fields: []catalog.Field{
			{Key: "series_title", Kind: "text", Events: 195, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "The Office (U.S.)", Count: 137}, {Text: "Archer", Count: 14}}},
			{Key: "profile", Kind: "text", Events: 195, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "Charlie", Count: 195}}}}},
		{Name: "workout", Events: 12, Formats: []string{"apple_health", "fit", "strava"}, Fields: []catalog.Field{
			{Key: "workout_type", Kind: "text", Events: 12, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "running", Count: 8}, {Text: "cycling", Count: 3}}},
			{Key: "distance_km", Kind: "number", Events: 12, Distinct: 12},
			{Key: "name", Kind: "text", Events: 2, Distinct: 2, Names: true, Values: []catalog.Value{{Text: "First", Count: 1}, {Text: "Second", Count: 1}}}}},
	}})
}

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

// real48Lib is real47Lib with the workouts of the real exports.
func real48Lib(t *testing.T) *Decomposer {
	cat := moreOf(real47Lib(t), "real48")
	cat.Sources = append(cat.Sources,
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
	// a shared location's name
	addField(cat, "chat", catalog.Field{Key: "place", Kind: "text", Events: 1, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "British Library", Count: 1}}})
	return withCatalog(t, cat)
}

// real49Lib is real48Lib with an artist of one word, which no dictionary
// of English knows.
func real49Lib(t *testing.T) *Decomposer {
	cat := moreOf(real48Lib(t), "real49")
	// subjects that name the mailing lists the mail came from
	addValues(cat, "mail", "subject", catalog.Value{Text: "New ImageMagick mailing list", Count: 1}, catalog.Value{Text: "mailing list archives", Count: 1})
	addField(cat, "mail", catalog.Field{Key: "list_name", Kind: "text", Events: 8, Distinct: 4, Names: true, Values: []catalog.Value{{Text: "Fedora-packaging", Count: 4}, {Text: "linux-usb", Count: 1}}})
	addField(cat, "tvseries_stream", catalog.Field{Key: "country", Kind: "text", Events: 195, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "United States", Count: 195}}})
	addValues(cat, "music_stream", "artist", catalog.Value{Text: "Radiohead", Count: 209})
	cat.Sources = append(cat.Sources, catalog.Source{Name: "movie_stream", Events: 5, Fields: []catalog.Field{
		{Key: "movie_title", Kind: "text", Events: 5, Distinct: 3, Names: true, Values: []catalog.Value{{Text: "The Invisible War", Count: 2}}},
		{Key: "country", Kind: "text", Events: 5, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "United States", Count: 5}}}}})
	return withCatalog(t, cat)
}

// rev50bLib is real49Lib with tracks whose names start with a quantifier
// ("Nothing Matters", "All Caps").
func rev50bLib(t *testing.T) *Decomposer {
	cat := moreOf(real49Lib(t), "rev50b")
	addValues(cat, "music_stream", "track", catalog.Value{Text: "Nothing Matters", Count: 3}, catalog.Value{Text: "All Caps", Count: 2})
	return withCatalog(t, cat)
}

// moreOf copies the catalog of d's library under a new signature, for a
// library that is another with a little more (real48 is real47 with
// workouts): addField and addValues clone what they change, so the
// library it grew from, cached and shared by other tests, stays as it was.
func moreOf(d *Decomposer, sig string) *catalog.Catalog {
	cat := *d.env.Catalog()
	cat.Signature = sig
	cat.Sources = slices.Clone(cat.Sources)
	return &cat
}

// addField adds f last to the fields of cat's source of that name.
func addField(cat *catalog.Catalog, source string, f catalog.Field) {
	for i := range cat.Sources {
		if s := &cat.Sources[i]; s.Name == source {
			s.Fields = append(slices.Clone(s.Fields), f)
		}
	}
}

// addValues adds vs last to the values of the field key of cat's source
// of that name.
func addValues(cat *catalog.Catalog, source, key string, vs ...catalog.Value) {
	for i := range cat.Sources {
		s := &cat.Sources[i]
		if s.Name != source {
			continue
		}
		s.Fields = slices.Clone(s.Fields)
		for j := range s.Fields {
			if f := &s.Fields[j]; f.Key == key {
				f.Values = append(slices.Clone(f.Values), vs...)
			}
		}
	}
}

// idAustriaLibrary is a library of a calendar with an appointment named in
// German ("Antrag auf ID Austria") and its location, and a chat.
func idAustriaLibrary(t *testing.T) *Decomposer {
	names := func(key string, vs ...string) catalog.Field {
		return catalog.Field{Key: key, Kind: "text", Events: 100, Distinct: len(vs), Names: true, Values: libtest.Ranked(20, vs...)}
	}
	cat := &catalog.Catalog{Signature: "id-austria", Terms: map[string]int{"id": 4, "austria": 1, "antrag": 1, "sync": 3}, Sources: []catalog.Source{
		{Name: "calendar", Events: 100, Fields: []catalog.Field{names("summary", "Antrag auf ID Austria", "Daily Sync"), names("location", "Hauptstraße 1-5; 4041 Linz", "Roadstar 16")}},
		{Name: "chat", Events: 20, Fields: []catalog.Field{names("sender", "Person 2"), names("location", "British Library")}},
	}}
	d := withCatalog(t, cat)
	return d
}

// birthLibrary is a library of songs and an account fact recording the
// day of birth under key (Apple Health's birth_date, Google's birthday).
func birthLibrary(t *testing.T, key string) *Decomposer {
	return withCatalog(t, &catalog.Catalog{Signature: "birth-" + key, Sources: []catalog.Source{
		{Name: "account", Events: 1, Fields: []catalog.Field{{Key: "fact", Kind: "text", Events: 1, Distinct: 1, Names: true, Values: []catalog.Value{{Text: "profile", Count: 1}}},
			{Key: key, Kind: "text", Events: 1, Distinct: 1}}},
		{Name: "music_stream", Events: 300, Fields: []catalog.Field{{Key: "track", Kind: "text", Events: 300, Distinct: 200}}},
	}})
}
