package extract

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"runtime"
	"testing"
	"time"

	"reqap/index"
	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa"
)

func TestMain(m *testing.M) { test.MainLogging(m, slog.LevelError) }

var (
	berlin = libtest.Berlin
	at     = libtest.At
)

// ev is an event of source read from a file of that format.
func ev(id, source string, start, end time.Time, kv ...any) *ingest.Event {
	e := libtest.Event(id, source, source, start, end, kv...)
	return &e
}

// openLib opens a library holding evs: EXTRACT reads the person's contacts
// from it.
func openLib(t testing.TB, evs ...*ingest.Event) *index.Library {
	t.Helper()
	lib := libtest.Open(t)
	addEvents(t, lib, evs...)
	return lib
}

func addEvents(t testing.TB, lib *index.Library, evs ...*ingest.Event) {
	t.Helper()
	vals := make([]ingest.Event, len(evs))
	for i, e := range evs {
		vals[i] = *e
	}
	libtest.Add(t, lib, vals...)
}

// contactsLib is a library whose owner is me@x.org: Anna writes often,
// Tom is a calendar attendee, two Maxes make "Max" ambiguous.
func contactsLib(t testing.TB) *index.Library {
	return openLib(t,
		ev("m1", "mail", at(1, 9, 0), at(1, 9, 0), "from", "Anna Berg <anna@x.org>", "to", []string{"Me Myself <me@x.org>"}, "subject", "Hi"),
		ev("m2", "mail", at(2, 9, 0), at(2, 9, 0), "from", "Me Myself <me@x.org>", "to", []string{"Anna Berg <anna@x.org>"}, "subject", "Re: Hi"),
		ev("m3", "mail", at(3, 9, 0), at(3, 9, 0), "from", "Max Mustermann <max@x.org>", "to", []string{"me@x.org"}, "subject", "Invoice"),
		ev("m4", "mail", at(4, 9, 0), at(4, 9, 0), "from", "Max Power <power@y.org>", "to", []string{"me@x.org"}, "cc", []string{"Robert Klein <robert@x.org>"}, "subject", "Hello"),
		ev("c1", "calendar", at(5, 19, 0), at(5, 21, 0), "summary", "Board games", "attendees", []string{"Tom Weber <tom@x.org>", "Me Myself <me@x.org>"}),
	)
}

func newExtractor(t testing.TB, lib Library, opts Options) *Extractor {
	t.Helper()
	x, err := New(lib, opts)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// extractOne extracts one attribute of an item made of evs.
func extractOne(t testing.TB, x *Extractor, spec qa.AttrSpec, evs ...*ingest.Event) (any, *qa.Item) {
	t.Helper()
	it := qa.ItemFromEvents(evs...)
	out, err := x.Extract(context.Background(), []*qa.Item{it}, []qa.AttrSpec{spec})
	if err != nil {
		t.Fatalf("Extract(%v): %v", spec, err)
	}
	if len(out) != 1 {
		t.Fatalf("Extract returned %d items", len(out))
	}
	return out[0].Value(spec.Name), out[0]
}

// extractEach extracts specs, all at once, from items made of one event
// each, in the order of evs.
func extractEach(t testing.TB, x *Extractor, specs []qa.AttrSpec, evs ...*ingest.Event) []*qa.Item {
	t.Helper()
	items := make([]*qa.Item, len(evs))
	for i, e := range evs {
		items[i] = qa.ItemFromEvents(e)
	}
	out, err := x.Extract(context.Background(), items, specs)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// wantValue is the value the i-th item extracted must hold as attr (nil:
// none); what names it in a failure.
type wantValue struct {
	i    int
	attr string
	want any
	what string
}

// wantValues checks the values of items extracted.
func wantValues(t testing.TB, out []*qa.Item, wants []wantValue) {
	t.Helper()
	for _, w := range wants {
		if got := out[w.i].Value(w.attr); got != w.want {
			t.Errorf("%s: %s = %v, want %v", w.what, w.attr, got, w.want)
		}
	}
}

// extractCase is an attribute asked of one event and the value it must
// read.
type extractCase struct {
	name string
	spec qa.AttrSpec
	ev   *ingest.Event
	want any
}

// checkExtracts extracts each case's attribute from its event alone and
// compares it with want; more, if not nil, checks the item further.
func checkExtracts(t *testing.T, x *Extractor, cases []extractCase, more func(t *testing.T, tc extractCase, it *qa.Item)) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, it := extractOne(t, x, tc.spec, tc.ev)
			if !same(got, tc.want) {
				t.Errorf("%s of %s %q = %#v, want %#v", tc.spec.Name, tc.ev.ID, eventText(tc.ev), got, tc.want)
			}
			if more != nil {
				more(t, tc, it)
			}
		})
	}
}

func same(a, b any) bool {
	fa, ok1 := qa.ToFloat(a)
	fb, ok2 := qa.ToFloat(b)
	if ok1 && ok2 {
		return math.Abs(fa-fb) < 1e-6
	}
	return qa.Equal(a, b) && qa.KindOf(a) == qa.KindOf(b)
}

func TestKeyMatching(t *testing.T) {
	x := newExtractor(t, contactsLib(t), Options{})
	song := ev("s", "music_stream", at(7, 7, 9), at(7, 7, 13), "artist", "Daft Punk", "track", "Get Lucky", "duration_s", 248)
	run := ev("r", "workout", at(7, 7, 0), at(7, 7, 45), "workout_type", "running", "distance_km", 8.5, "duration_s", 2700,
		"avg_heart_rate_bpm", 151, "max_heart_rate_bpm", 176, "energy_kcal", 612, "avg_cadence_spm", 168, "elevation_gain_m", 40)
	buy := ev("b", "online_purchase", at(11, 12, 0), at(11, 12, 0), "product", "Adidas football boots", "price", 89.99, "currency", "EUR", "category", "Sports & Outdoors")
	movie := ev("mv", "movie_stream", at(8, 20, 0), at(8, 22, 0), "movie_title", "Dune")
	mail := ev("ml", "mail", at(9, 8, 0), at(9, 8, 0), "subject", "Trip plans", "from", "Anna Berg <anna@x.org>",
		"to", []string{"Me Myself <me@x.org>", "Tom Weber <tom@x.org>"})
	cal := ev("cl", "calendar", at(9, 19, 0), at(9, 21, 0), "summary", "Dinner at Luigi's", "location", "Via Roma 3, Berlin",
		"attendees", []string{"Anna Berg <anna@x.org>", "Me Myself <me@x.org>"})
	dinner := ev("dn", "calendar", at(9, 19, 0), at(9, 21, 0), "summary", "Dinner with Anna", "location", "Da Gino, Lendplatz 24, 8016 Graz")
	visit := ev("v", "location", at(9, 19, 0), at(9, 21, 0), "place_name", "Trattoria da Luigi")
	// a visit location history records by its coordinates alone
	unnamed := ev("vc", "location", at(9, 19, 0), at(9, 21, 0), "latitude", 27.720022, "longitude", -97.347951, "place_id", "ChIJxxP")
	meters := ev("sw", "workout", at(10, 7, 0), at(10, 8, 0), "workout_type", "swimming", "distance_m", 1500, "duration_ms", 3.6e6)
	miles := ev("rm", "workout", at(10, 7, 0), at(10, 8, 0), "workout_type", "running", "distance_mi", 3.1)
	rings := ev("ar", "health", at(10, 0, 0), at(10, 0, 0), "measurement", "activity rings", "stand_goal_hours", 12, "stand_hours", 9)
	// noted with its day alone, and a holiday of three days
	dayRun := ev("dr", "workout", at(12, 0, 0), at(13, 0, 0), "workout_type", "running", "distance_km", 15.2)
	dayRun.AllDay = true
	holiday := ev("hd", "calendar", at(14, 0, 0), at(17, 0, 0), "summary", "Holiday")
	holiday.AllDay = true
	// a post whose text names a time it is not as long as
	post := ev("p", "social_media", at(9, 12, 0), at(9, 12, 0), "text", "Open house on Sunday 10:00-11:30, all welcome", "platform", "facebook")
	// a Facebook post tags people; its hashtags are none of them
	tagged := ev("pt", "social_media", at(9, 12, 0), at(9, 12, 0), "text", "Dinner!", "platform", "facebook", "tags", []string{"Karim Ferrari"})
	hashed := ev("ph", "social_media", at(9, 12, 0), at(9, 12, 0), "text", "Kyoto #kyoto", "platform", "twitter", "hashtags", []string{"kyoto"})
	checkExtracts(t, x, []extractCase{
		{"hashtags of a post", qa.AttrSpec{Name: "hashtags", Type: qa.TypeList}, hashed, []string{"kyoto"}},
		{"no hashtags of the people a post tags", qa.AttrSpec{Name: "hashtags", Type: qa.TypeList}, tagged, nil},
		{"tags of a post", qa.AttrSpec{Name: "tags", Type: qa.TypeList}, tagged, []string{"Karim Ferrari"}},
		{"words of a post", qa.AttrSpec{Name: "words", Type: qa.TypeNumber}, post, 7.0},
		{"word count of a mail", qa.AttrSpec{Name: "word_count", Type: qa.TypeNumber},
			ev("mw", "mail", at(9, 8, 0), at(9, 8, 0), "subject", "Trip plans", "body", "See you at the station."), 5.0},
		{"day", qa.AttrSpec{Name: "day", Type: qa.TypeDate}, run, qa.NewDate(2024, 3, 7)},
		{"purchase date", qa.AttrSpec{Name: "purchase_date", Type: qa.TypeDate}, buy, qa.NewDate(2024, 3, 11)},
		{"time", qa.AttrSpec{Name: "time", Type: qa.TypeTime}, run, qa.NewClock(7, 0, 0)},
		{"weekday", qa.AttrSpec{Name: "weekday"}, run, "Thursday"},
		{"year", qa.AttrSpec{Name: "year", Type: qa.TypeNumber}, run, 2024.0},
		{"artist", qa.AttrSpec{Name: "artist"}, song, "Daft Punk"},
		{"singer", qa.AttrSpec{Name: "singer", Type: qa.TypeText}, song, "Daft Punk"},
		{"band", qa.AttrSpec{Name: "band"}, song, "Daft Punk"},
		{"artist names as a list", qa.AttrSpec{Name: "artist_names", Type: qa.TypeList}, song, []string{"Daft Punk"}},
		{"song", qa.AttrSpec{Name: "song"}, song, "Get Lucky"},
		{"track", qa.AttrSpec{Name: "track_name"}, song, "Get Lucky"},
		{"amount spent", qa.AttrSpec{Name: "amount_spent", Type: qa.TypeMoney}, buy, 89.99},
		{"cost", qa.AttrSpec{Name: "cost", Type: qa.TypeMoney}, buy, 89.99},
		{"distance", qa.AttrSpec{Name: "distance", Type: qa.TypeDistance}, run, 8.5},
		{"distance in metres", qa.AttrSpec{Name: "distance", Type: qa.TypeDistance}, meters, 1.5},
		{"distance in miles", qa.AttrSpec{Name: "distance", Type: qa.TypeDistance}, miles, 3.1 * 1.609344},
		{"duration", qa.AttrSpec{Name: "duration", Type: qa.TypeDuration}, run, 2700.0},
		{"duration in ms", qa.AttrSpec{Name: "duration", Type: qa.TypeDuration}, meters, 3600.0},
		{"duration from the span", qa.AttrSpec{Name: "duration", Type: qa.TypeDuration}, movie, 7200.0},
		{"no duration of a day noted", qa.AttrSpec{Name: "duration", Type: qa.TypeDuration}, dayRun, nil},
		{"duration of days", qa.AttrSpec{Name: "duration", Type: qa.TypeDuration}, holiday, 3 * 86400.0},
		{"recipient", qa.AttrSpec{Name: "recipient"}, mail, []string{"Tom Weber"}},
		{"sender", qa.AttrSpec{Name: "sender", Type: qa.TypeText}, mail, "Anna Berg"},
		{"title of a movie", qa.AttrSpec{Name: "title"}, movie, "Dune"},
		{"title of a mail", qa.AttrSpec{Name: "title"}, mail, "Trip plans"},
		{"title of an event", qa.AttrSpec{Name: "title"}, cal, "Dinner at Luigi's"},
		{"participants", qa.AttrSpec{Name: "participants", Type: qa.TypeList}, cal, []string{"Anna Berg"}},
		{"with", qa.AttrSpec{Name: "with"}, cal, []string{"Anna Berg"}},
		// the invitation's list alone: an occurrence moved without it
		// invites nobody, not its organiser
		{"invitees", qa.AttrSpec{Name: "invitees", Type: qa.TypeList}, cal, []string{"Anna Berg"}},
		{"invitees without the organiser", qa.AttrSpec{Name: "invitees", Type: qa.TypeList},
			ev("mo", "calendar", at(9, 19, 0), at(9, 21, 0), "summary", "Crazy Event", "organizer", "Tom Weber <tom@x.org>", "attendees", []string{"Anna Berg <anna@x.org>"}), []string{"Anna Berg"}},
		{"people of a moved occurrence", qa.AttrSpec{Name: "people", Type: qa.TypeList},
			ev("mp", "calendar", at(9, 19, 0), at(9, 21, 0), "summary", "Crazy Event", "organizer", "Tom Weber <tom@x.org>"), []string{"Tom Weber"}},
		{"location", qa.AttrSpec{Name: "location"}, cal, "Via Roma 3, Berlin"},
		{"place", qa.AttrSpec{Name: "place"}, visit, "Trattoria da Luigi"},
		{"place of coordinates alone", qa.AttrSpec{Name: "place"}, unnamed, "27.72°N 97.348°W"},
		{"restaurant without its address", qa.AttrSpec{Name: "restaurant", Type: qa.TypeText}, dinner, "Da Gino"},
		{"address asked for", qa.AttrSpec{Name: "address"}, dinner, "Da Gino, Lendplatz 24, 8016 Graz"},
		// the town and the country of an address
		{"town of an address", qa.AttrSpec{Name: "city"}, dinner, "Graz"},
		{"country of an address", qa.AttrSpec{Name: "country"},
			ev("ds", "calendar", at(9, 14, 0), at(9, 14, 30), "summary", "Daily Sync", "location", "Roadstar 16\n12764 Happyville\nDenmark"), "Denmark"},
		{"country of a day's city", qa.AttrSpec{Name: "country"},
			ev("jd", "journal", at(9, 0, 0), at(9, 0, 0), "text", "Pastéis de nata again.", "city", "Lisbon"), "Portugal"},
		{"no country of a city in two", qa.AttrSpec{Name: "country"},
			ev("jc", "journal", at(9, 0, 0), at(9, 0, 0), "text", "Punting.", "city", "Cambridge"), nil},
		{"no town of a venue", qa.AttrSpec{Name: "city"}, visit, nil},
		{"restaurant without its town", qa.AttrSpec{Name: "restaurant", Type: qa.TypeText},
			ev("gh", "calendar", at(9, 19, 0), at(9, 21, 0), "summary", "Gasthaus Anich 🍽️", "location", "Gasthaus Anich, Innsbruck"), "Gasthaus Anich"},
		{"restaurant name", qa.AttrSpec{Name: "restaurant_name"}, visit, "Trattoria da Luigi"},
		{"restaurant of a post, its name's particle kept", qa.AttrSpec{Name: "restaurant", Type: qa.TypeText},
			ev("fp", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Best meal of the trip at Café des Épices 😍 #marrakesh"), "Café des Épices"},
		{"workout type", qa.AttrSpec{Name: "workout type"}, run, "running"},
		{"sport", qa.AttrSpec{Name: "sport"}, run, "running"},
		{"product", qa.AttrSpec{Name: "product"}, buy, "Adidas football boots"},
		// a journal's shopping names no seller: the shop is where it was
		{"shop of a journal", qa.AttrSpec{Name: "shop", Type: qa.TypeText},
			ev("gr", "journal", at(9, 10, 0), at(9, 10, 0), "activity", "groceries", "place", "Aldi", "price", 88.1), "Aldi"},
		{"category", qa.AttrSpec{Name: "category"}, buy, "Sports & Outdoors"},
		{"heart rate", qa.AttrSpec{Name: "heart rate", Type: qa.TypeNumber}, run, 151.0},
		{"avg heart rate", qa.AttrSpec{Name: "avg_heart_rate", Type: qa.TypeNumber}, run, 151.0},
		{"max heart rate", qa.AttrSpec{Name: "max heart rate", Type: qa.TypeNumber}, run, 176.0},
		{"calories", qa.AttrSpec{Name: "calories", Type: qa.TypeNumber}, run, 612.0},
		{"fuzzy key", qa.AttrSpec{Name: "cadence", Type: qa.TypeNumber}, run, 168.0},
		{"exact key", qa.AttrSpec{Name: "elevation_gain_m"}, run, 40.0},
		// a field asked by its own key keeps the unit the key names
		{"exact key in hours", qa.AttrSpec{Name: "stand_goal_hours"}, rings, 12.0},
		{"exact key in hours as text", qa.AttrSpec{Name: "stand_goal_hours", Type: qa.TypeText}, rings, "12"},
		{"built-in as text", qa.AttrSpec{Name: "start_date", Type: qa.TypeText}, run, "2024-03-07"},
		{"missing", qa.AttrSpec{Name: "cuisine"}, run, nil},
	}, func(t *testing.T, tc extractCase, it *qa.Item) {
		if tc.spec.Type == qa.TypeMoney {
			if cur := it.Value(qa.CurrencyAttr(tc.spec.Name)); cur != "EUR" {
				t.Errorf("currency = %v, want EUR", cur)
			}
		}
	})
}

// An attribute the item already holds in the right type adds nothing: the
// very same item comes back.
func TestExistingAttribute(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	it := qa.ItemFromEvents(ev("r", "workout", at(7, 7, 0), at(7, 7, 45), "workout_type", "running"))
	out, err := x.Extract(context.Background(), []*qa.Item{it}, []qa.AttrSpec{{Name: "start_datetime", Type: qa.TypeDateTime}, {Name: "start_date", Type: qa.TypeDate}})
	if err != nil {
		t.Fatal(err)
	}
	if out[0] != it {
		t.Error("the item was copied although it had every attribute")
	}
	if _, err := x.Extract(context.Background(), []*qa.Item{it}, []qa.AttrSpec{{Name: "x", Type: "colour"}}); err == nil {
		t.Error("an unknown type was accepted")
	}
}

func TestConversion(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	tests := []struct {
		value string
		typ   qa.AttrType
		want  any
		cur   string
	}{
		{"5.2 km", qa.TypeDistance, 5.2, ""},
		{"5km", qa.TypeDistance, 5.0, ""},
		{"3.1 miles", qa.TypeDistance, 3.1 * 1.609344, ""},
		{"5.2 km", qa.TypeNumber, 5.2, ""},
		{"1:40:46", qa.TypeDuration, 6046.0, ""},
		{"95 min", qa.TypeDuration, 5700.0, ""},
		{"2h 5m", qa.TypeDuration, 7500.0, ""},
		{"$12.99", qa.TypeMoney, 12.99, "USD"},
		{"12,99 €", qa.TypeMoney, 12.99, "EUR"},
		{"EUR 5.99", qa.TypeMoney, 5.99, "EUR"},
		{"2024-03-05", qa.TypeDate, qa.NewDate(2024, 3, 5), ""},
		{"18:30", qa.TypeTime, qa.NewClock(18, 30, 0), ""},
		{"yes", qa.TypeBool, true, ""},
		{"Simon and Garfunkel", qa.TypeList, []string{"Simon and Garfunkel"}, ""},
		{"[\"a\", \"b\"]", qa.TypeList, []string{"a", "b"}, ""},
	}
	for _, tt := range tests {
		e := ev("e", "note", at(5, 9, 0), at(5, 9, 0), "value", tt.value)
		got, it := extractOne(t, x, qa.AttrSpec{Name: "value", Type: tt.typ}, e)
		if !same(got, tt.want) {
			t.Errorf("%q as %s = %#v, want %#v", tt.value, tt.typ, got, tt.want)
		}
		if cur := it.Value(qa.CurrencyAttr("value")); tt.cur != "" && cur != tt.cur {
			t.Errorf("%q currency = %v, want %s", tt.value, cur, tt.cur)
		}
	}
}

func TestRules(t *testing.T) {
	x := newExtractor(t, contactsLib(t), Options{})
	checkExtracts(t, x, []extractCase{
		{"people from contacts", qa.AttrSpec{Name: "participants"},
			ev("p1", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Pizza with Anna and Tom 🍕"), []string{"Anna Berg", "Tom Weber"}},
		{"a full name anywhere", qa.AttrSpec{Name: "people"},
			ev("p2", "note", at(9, 22, 0), at(9, 22, 0), "text", "Call Robert Klein about the flat"), []string{"Robert Klein"}},
		{"a word of the lexicon after a first name is no surname", qa.AttrSpec{Name: "participants"},
			ev("p11", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Lunch at Beirut House with Anna Lebanese mezze for the table"), []string{"Anna Berg"}},
		{"a dish the lexicon knows by two words is no surname", qa.AttrSpec{Name: "participants"},
			ev("p12", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Lunch at Saigon Hanoi with Tom and Anna Banh mi lunch"), []string{"Tom Weber", "Anna Berg"}},
		{"a filler word is no surname", qa.AttrSpec{Name: "participants"},
			ev("p13", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "lunch at Osteria del Ponte with Tom and Anna Nothing beats a proper margherita"), []string{"Tom Weber", "Anna Berg"}},
		{"an ambiguous first name stays as written", qa.AttrSpec{Name: "participants"},
			ev("p3", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Drinks with Max"), []string{"Max"}},
		{"an unknown name after with", qa.AttrSpec{Name: "participants"},
			ev("p4", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Dinner with Lisa, Sam & Jo tonight"), []string{"Lisa", "Sam", "Jo"}},
		{"family roles", qa.AttrSpec{Name: "participants"},
			ev("p5", "calendar", at(9, 12, 0), at(9, 13, 0), "summary", "Lunch with mum"), []string{"mother"}},
		{"a product's title names no one who was there", qa.AttrSpec{Name: "participants"},
			ev("p8", "online_purchase", at(9, 12, 0), at(9, 12, 0), "product", "Snorkeling Fins with Silicone Mask"), nil},
		{"the person is never a participant", qa.AttrSpec{Name: "participants"},
			ev("p6", "calendar", at(9, 12, 0), at(9, 13, 0), "summary", "Sync", "attendees", []string{"Me Myself <me@x.org>", "Tom Weber <tom@x.org>"}), []string{"Tom Weber"}},
		{"a booking site's mail names no one who was there", qa.AttrSpec{Name: "participants"},
			ev("p9", "mail", at(9, 12, 0), at(12, 10, 0), "from", "StayFinder <no-reply@stayfinder.com>", "to", []string{"Me Myself <me@x.org>"},
				"subject", "Your booking is confirmed", "body", "Thanks for booking with StayFinder. Your stay in Lisbon."), nil},
		{"whom the person writes to is company a mail may name", qa.AttrSpec{Name: "participants"},
			ev("p10", "mail", at(9, 12, 0), at(9, 12, 0), "from", "Anna Berg <anna@x.org>", "to", []string{"Me Myself <me@x.org>"}, "subject", "Lisbon", "body", "See you at the airport!"), []string{"Anna Berg"}},
		{"the person is one of a mail's correspondents", qa.AttrSpec{Name: "correspondents"},
			ev("p7", "mail", at(9, 12, 0), at(9, 12, 0), "from", "Me Myself <me@x.org>", "to", []string{"Tom Weber <tom@x.org>"}, "subject", "Hi"), []string{"Me Myself", "Tom Weber"}},
		{"cuisine from a restaurant name", qa.AttrSpec{Name: "cuisine"},
			ev("c1", "calendar", at(9, 19, 0), at(9, 21, 0), "summary", "Dinner at Trattoria da Luigi"), "italian"},
		{"cuisine from a dish", qa.AttrSpec{Name: "cuisine"},
			ev("c2", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Best carbonara in town"), "italian"},
		{"cuisine from an emoji", qa.AttrSpec{Name: "cuisine"},
			ev("c3", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Friday night 🍣🍣"), "japanese"},
		{"cuisine from a venue", qa.AttrSpec{Name: "type of food"},
			ev("c4", "location", at(9, 19, 0), at(9, 21, 0), "place_name", "Taqueria El Sol"), "mexican"},
		{"no cuisine", qa.AttrSpec{Name: "cuisine"},
			ev("c5", "calendar", at(9, 19, 0), at(9, 21, 0), "summary", "Dentist"), nil},
		{"activity", qa.AttrSpec{Name: "sport"},
			ev("a1", "calendar", at(5, 18, 0), at(5, 19, 30), "summary", "Football practice"), "soccer"},
		{"amount in dollars", qa.AttrSpec{Name: "amount", Type: qa.TypeMoney},
			ev("m1", "note", at(9, 9, 0), at(9, 9, 0), "text", "Paid $12.99 for parking"), 12.99},
		{"amount in euros", qa.AttrSpec{Name: "cost", Type: qa.TypeMoney},
			ev("m2", "mail", at(9, 9, 0), at(9, 9, 0), "subject", "Your order", "body", "Total: 45,50 € incl. VAT"), 45.5},
		{"amount with a code", qa.AttrSpec{Name: "price", Type: qa.TypeMoney},
			ev("m3", "mail", at(9, 9, 0), at(9, 9, 0), "subject", "Receipt", "body", "You paid EUR 5.99."), 5.99},
		{"duration in text", qa.AttrSpec{Name: "duration", Type: qa.TypeDuration},
			ev("d1", "social_media", at(9, 9, 0), at(9, 9, 0), "text", "Ran 10k in 52 min 💪"), 3120.0},
		{"clock duration in text", qa.AttrSpec{Name: "duration"},
			ev("d2", "social_media", at(9, 9, 0), at(9, 9, 0), "text", "Half marathon done: 1:40:46"), 6046.0},
		{"distance in text", qa.AttrSpec{Name: "distance", Type: qa.TypeDistance},
			ev("d3", "social_media", at(9, 9, 0), at(9, 9, 0), "text", "Ran 10k in 52 min 💪"), 10.0},
		{"miles in text", qa.AttrSpec{Name: "distance"},
			ev("d4", "note", at(9, 9, 0), at(9, 9, 0), "text", "Walked 3 miles along the river"), 3 * 1.609344},
		{"calories in text", qa.AttrSpec{Name: "calories", Type: qa.TypeNumber},
			ev("k1", "social_media", at(9, 9, 0), at(9, 9, 0), "text", "Spin class, burned 650 kcal"), 650.0},
		{"the day a post talks about", qa.AttrSpec{Name: "day", Type: qa.TypeDate},
			ev("y1", "social_media", at(6, 9, 0), at(6, 9, 0), "text", "Legs are dead after yesterday's training"), qa.NewDate(2024, 3, 5)},
		{"a written date in a post is not the day", qa.AttrSpec{Name: "day", Type: qa.TypeDate},
			ev("y2", "social_media", at(6, 9, 0), at(6, 9, 0), "text", "Concert on 12 March, who's in?"), qa.NewDate(2024, 3, 6)},
		{"a mail keeps its own day", qa.AttrSpec{Name: "day", Type: qa.TypeDate},
			ev("y3", "mail", at(6, 9, 0), at(6, 9, 0), "subject", "Re: yesterday", "body", "Thanks for yesterday!"), qa.NewDate(2024, 3, 6)},
		{"a place after at", qa.AttrSpec{Name: "place"},
			ev("l1", "social_media", at(9, 9, 0), at(9, 9, 0), "text", "Coffee at Café Luna with Anna"), "Café Luna"},
		{"a place after in", qa.AttrSpec{Name: "location"},
			ev("l2", "social_media", at(9, 9, 0), at(9, 9, 0), "text", "Sunny days in Lisbon. Back on Monday"), "Lisbon"},
		{"a tagged post's title is what it names", qa.AttrSpec{Name: "title", Type: qa.TypeText},
			ev("t1", "social_media", at(9, 9, 0), at(9, 9, 0), "text", "Can't believe we did this: Vasa Museum #stockholm"), "Vasa Museum"},
		{"a post's title is what it says", qa.AttrSpec{Name: "title", Type: qa.TypeText},
			ev("t2", "social_media", at(9, 9, 0), at(9, 9, 0), "text", "Sunny days in Lisbon. Back on Monday"), "Sunny days in Lisbon. Back on Monday"},
	}, nil)
}

// A merged item: people are the union of every event's, numbers come from
// the structured event before the post.
func TestMergedItem(t *testing.T) {
	x := newExtractor(t, contactsLib(t), Options{})
	cal := ev("c", "calendar", at(5, 18, 0), at(5, 19, 30), "summary", "Run club", "attendees", []string{"Tom Weber <tom@x.org>"})
	run := ev("w", "workout", at(5, 18, 5), at(5, 19, 25), "workout_type", "running", "distance_km", 12.4)
	post := ev("p", "social_media", at(6, 9, 0), at(6, 9, 0), "text", "Yesterday's 15 km with Anna felt easy")
	it := qa.ItemFromEvents(post, cal, run)
	out, err := x.Extract(context.Background(), []*qa.Item{it}, []qa.AttrSpec{{Name: "participants"}, {Name: "distance", Type: qa.TypeDistance}})
	if err != nil {
		t.Fatal(err)
	}
	if got := out[0].Value("participants"); !same(got, []string{"Tom Weber", "Anna Berg"}) {
		t.Errorf("participants = %#v", got)
	}
	if got := out[0].Value("distance"); !same(got, 12.4) {
		t.Errorf("distance = %#v, want the workout's 12.4", got)
	}
}

func TestFrozenMapping(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	var items []*qa.Item
	for i := range 60 {
		e := ev(fmt.Sprintf("c%d", i), "calendar", at(1+i%28, 10, 0), at(1+i%28, 11, 0), "summary", "Meeting", "location", fmt.Sprintf("Room %d", i))
		items = append(items, qa.ItemFromEvents(e))
	}
	spec := []qa.AttrSpec{{Name: "place"}}
	// Until the sample is complete an item extracted can change how the
	// next ones are; people are never sampled.
	if x.Sampled("calendar", spec[0]) || !x.Sampled("calendar", qa.AttrSpec{Name: "participants"}) {
		t.Errorf("before the sample: place sampled %v, participants %v", x.Sampled("calendar", spec[0]), x.Sampled("calendar", qa.AttrSpec{Name: "participants"}))
	}
	out, err := x.Extract(context.Background(), items, spec)
	if err != nil {
		t.Fatal(err)
	}
	if !x.Sampled("calendar", spec[0]) || x.Sampled("workout", spec[0]) {
		t.Errorf("after the sample of calendar: calendar sampled %v, workout %v", x.Sampled("calendar", spec[0]), x.Sampled("workout", spec[0]))
	}
	if to, frozen, decided := x.Mapping("calendar", "place"); to != "location" || !frozen || !decided {
		t.Errorf("Mapping = %q frozen %v decided %v, want location frozen", to, frozen, decided)
	}
	for i, it := range out {
		if got := it.Value("place"); got != fmt.Sprintf("Room %d", i) {
			t.Fatalf("item %d place = %v", i, got)
		}
	}
	// A later item without the frozen field is still resolved.
	late := ev("late", "calendar", at(2, 10, 0), at(2, 11, 0), "summary", "Coffee", "place_name", "Café Luna")
	if got, _ := extractOne(t, x, spec[0], late); got != "Café Luna" {
		t.Errorf("item without the frozen field: place = %v", got)
	}
	// A structured record without the frozen field of money and none other
	// has no amount: its title's "5 Pound Bag" is none.
	items = items[:0]
	for i := range 60 {
		items = append(items, qa.ItemFromEvents(ev(fmt.Sprintf("p%d", i), "online_purchase", at(1+i%28, 10, 0), at(1+i%28, 10, 0), "product", "Milk", "discount", 1.5, "currency", "USD")))
	}
	money := qa.AttrSpec{Name: "discount", Type: qa.TypeMoney}
	if _, err := x.Extract(context.Background(), items, []qa.AttrSpec{money}); err != nil {
		t.Fatal(err)
	}
	bag := ev("bag", "online_purchase", at(2, 10, 0), at(2, 10, 0), "product", "Haribo Gummi Candy, 5 Pound Bag", "price", 17.5, "currency", "USD")
	if got, _ := extractOne(t, x, money, bag); got != nil {
		t.Errorf("item without the frozen money field: discount = %v, want none", got)
	}

	// 60 % agreement is not enough: 30 items have place_name, 20 location.
	x2 := newExtractor(t, nil, Options{})
	items = items[:0]
	for i := range 50 {
		key := "place_name"
		if i%5 >= 3 {
			key = "location"
		}
		items = append(items, qa.ItemFromEvents(ev(fmt.Sprintf("v%d", i), "location", at(3, 10, 0), at(3, 11, 0), key, "Somewhere")))
	}
	if _, err := x2.Extract(context.Background(), items, spec); err != nil {
		t.Fatal(err)
	}
	if to, frozen, decided := x2.Mapping("location", "place"); frozen || !decided {
		t.Errorf("Mapping at 60 %% = %q frozen %v decided %v, want decided and not frozen", to, frozen, decided)
	}
	// Fewer than 50 items decide nothing.
	if _, frozen, decided := x.Mapping("workout", "place"); frozen || decided {
		t.Error("a mapping nobody sampled is decided")
	}
}

// Happenings of a calendar entry merged with a workout read the workout's
// duration_s: that tells nothing of how the calendar keeps a duration, and
// an entry alone after 60 of them is still as long as its span (a year of
// yoga classes, half of them tracked, had summed half its hours).
func TestMergedFieldIsNoMapping(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	var items []*qa.Item
	for i := range 60 {
		cal := ev(fmt.Sprintf("c%d", i), "calendar", at(1+i%28, 19, 30), at(1+i%28, 20, 30), "summary", "Yoga class")
		w := ev(fmt.Sprintf("w%d", i), "workout", at(1+i%28, 19, 30), at(1+i%28, 20, 30), "workout_type", "yoga", "duration_s", 3600.0)
		items = append(items, qa.ItemFromEvents(cal, w))
	}
	spec := qa.AttrSpec{Name: "duration_s", Type: qa.TypeDuration}
	if _, err := x.Extract(context.Background(), items, []qa.AttrSpec{spec}); err != nil {
		t.Fatal(err)
	}
	if to, frozen, _ := x.Mapping("calendar", "duration_s"); frozen {
		t.Errorf("calendar's duration frozen to %q, read off the workouts merged with it", to)
	}
	alone := ev("alone", "calendar", at(2, 19, 30), at(2, 21, 0), "summary", "Yoga class")
	if got, _ := extractOne(t, x, spec, alone); !same(got, 5400.0) {
		t.Errorf("an entry alone: duration_s = %v, want its span 5400", got)
	}
}

// An amount a shop's export records on a few items only (a shipping fee
// on 3 of 60) is none on the others, though too few hold it for the
// mapping to freeze: the title's "5 Pound Bag" was read as a fee of five
// pounds (a total of 170.5 in GBP and USD of 4,080 Amazon items, of which
// 3 recorded a fee of 0). A note's text still tells an amount.
func TestRareMoneyFieldIsOwn(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	var items []*qa.Item
	for i := range 60 {
		kv := []any{"product", "Haribo Gummi Candy, 5 Pound Bag", "price", 17.5, "currency", "USD"}
		if i < 3 {
			kv = append(kv, "shipping_fee", 0.0)
		}
		items = append(items, qa.ItemFromEvents(ev(fmt.Sprintf("p%d", i), "online_purchase", at(1+i%28, 10, 0), at(1+i%28, 10, 0), kv...)))
	}
	items = append(items, qa.ItemFromEvents(ev("n", "note", at(2, 9, 0), at(2, 9, 0), "text", "paid a shipping fee of $4.99 for the lamp")))
	out, err := x.Extract(context.Background(), items, []qa.AttrSpec{{Name: "shipping_fee", Type: qa.TypeMoney}})
	if err != nil {
		t.Fatal(err)
	}
	for i, it := range out {
		v, ok := it.Get("shipping_fee")
		switch {
		case i < 3 && (!ok || !same(v, 0.0)):
			t.Errorf("item %d: shipping_fee = %v, want its own 0", i, v)
		case i >= 3 && i < 60 && ok:
			t.Errorf("item %d without the field: shipping_fee = %v, want none", i, v)
		case i == 60 && !same(v, 4.99):
			t.Errorf("the note: shipping_fee = %v, want 4.99 from its text", v)
		}
	}
}

func TestCachesFollowGeneration(t *testing.T) {
	lib := contactsLib(t)
	x := newExtractor(t, lib, Options{})
	post := ev("p", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Pizza with Lena")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "participants"}, post); !same(got, []string{"Lena"}) {
		t.Fatalf("before: %v", got)
	}
	var items []*qa.Item
	for i := range 50 {
		items = append(items, qa.ItemFromEvents(ev(fmt.Sprintf("r%d", i), "workout", at(1, 7, 0), at(1, 8, 0), "distance_km", 5.0)))
	}
	if _, err := x.Extract(context.Background(), items, []qa.AttrSpec{{Name: "distance"}}); err != nil {
		t.Fatal(err)
	}
	if _, frozen, _ := x.Mapping("workout", "distance"); !frozen {
		t.Fatal("distance not frozen after 50 items")
	}
	// Lena becomes a contact with a surname: a new generation.
	addEvents(t, lib, ev("m9", "mail", at(9, 9, 0), at(9, 9, 0), "from", "Lena Vogel <lena@x.org>", "to", []string{"me@x.org"}))
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "participants"}, post); !same(got, []string{"Lena Vogel"}) {
		t.Errorf("after an import: %v, want the new contact", got)
	}
	if _, _, decided := x.Mapping("workout", "distance"); decided {
		t.Error("the frozen mapping survived a new library generation")
	}
}

type stubModel struct {
	answer string
	err    error
	calls  int
}

func (m *stubModel) ExtractValue(ctx context.Context, req ModelRequest) (string, bool, error) {
	m.calls++
	if m.err != nil {
		return "", false, m.err
	}
	return m.answer, m.answer != "", nil
}

func TestModelSeam(t *testing.T) {
	post := ev("p", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "What a day")
	m := &stubModel{answer: "happy"}
	x := newExtractor(t, nil, Options{Model: m})
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "mood"}, post); got != "happy" {
		t.Errorf("mood = %v, want the model's answer", got)
	}
	// Fields and rules come first: the model is not asked for the artist.
	song := ev("s", "music_stream", at(7, 7, 9), at(7, 7, 13), "artist", "Daft Punk")
	m.calls = 0
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "artist"}, song); got != "Daft Punk" || m.calls != 0 {
		t.Errorf("artist = %v after %d model calls", got, m.calls)
	}
	// A failing model is skipped: the item lacks the attribute, no error.
	x = newExtractor(t, nil, Options{Model: &stubModel{err: errors.New("connection refused")}})
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "mood"}, post); got != nil {
		t.Errorf("mood with a failing model = %v", got)
	}
}

func TestCancel(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	it := qa.ItemFromEvents(ev("r", "workout", at(7, 7, 0), at(7, 7, 45)))
	if _, err := x.Extract(ctx, []*qa.Item{it}, []qa.AttrSpec{{Name: "day"}}); !errors.Is(err, context.Canceled) {
		t.Errorf("error %v, want context.Canceled", err)
	}
}

// Independent subtrees extract concurrently with one Extractor.
func TestConcurrentExtract(t *testing.T) {
	x := newExtractor(t, contactsLib(t), Options{})
	items := songItems(300)
	post := qa.ItemFromEvents(ev("p", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Pizza with Anna 🍕"))
	items = append(items, post)
	specs := []qa.AttrSpec{{Name: "artist"}, {Name: "day", Type: qa.TypeDate}, {Name: "participants"}, {Name: "cuisine"}}
	test.Concurrently(t, 6, func(int) error {
		out, err := x.Extract(context.Background(), items, specs)
		if err == nil && (out[0].Value("artist") != "Daft Punk" || out[300].Value("cuisine") != "italian" ||
			!same(out[300].Value("participants"), []string{"Anna Berg"})) {
			err = errors.New("wrong values under concurrency")
		}
		return err
	})
}

func TestLabelledValues(t *testing.T) {
	type in struct{ Text, Attr string }
	test.Rows(t, "labelled", func(c in) []any {
		got, ok := labelled(c.Text, c.Attr)
		return []any{got, ok}
	}, "labelled.tsv")
}

// TestOneItemAllocatesLittle: the column path extracts one item per call,
// a hundred thousand times for a journal's happenings; each call once
// cleared a block of 4,096 attributes (128 kB) for one item's two.
func TestOneItemAllocatesLittle(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	run := ev("r", "workout", at(7, 7, 0), at(7, 7, 45), "workout_type", "running", "distance_km", 8.5)
	spec := qa.AttrSpec{Name: "distance_km", Type: qa.TypeDistance}
	if v, _ := extractOne(t, x, spec, run); !same(v, 8.5) {
		t.Fatalf("distance_km = %v", v)
	}
	const calls = 200
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for range calls {
		extractOne(t, x, spec, run)
	}
	runtime.ReadMemStats(&after)
	if per := (after.TotalAlloc - before.TotalAlloc) / calls; per > 16<<10 {
		t.Errorf("extracting one attribute of one item allocated %d bytes a call", per)
	}
}

// A workout that records how far and how long but not how fast went at
// the one over the other.
func TestSpeedFromDistanceAndDuration(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	run := ev("r", "workout", at(7, 7, 0), at(7, 7, 30), "workout_type", "running", "distance_km", 5.0, "duration_s", 1500)
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "avg_speed_kmh", Type: qa.TypeNumber}, run); !same(got, 12.0) {
		t.Errorf("avg_speed_kmh = %#v, want 12", got)
	}
}

// A field of its own a source keeps for some records, which the lexicons
// know by another name ("event" is a summary), is that field's only: a
// post without an event_name shared none, whatever its summary; the
// attributes the lexicons name as they are keep their other sources.
//
// A post has no title of its own either: the platform's ("Seán Bos
// updated his status.") tells of the posting, and a list of what was done
// by title had answered it for every post. A post's title is what it
// says.
func TestOwnFieldOnly(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	shared := ev("p1", "social_media", at(1, 10, 0), at(1, 10, 0), "platform", "facebook", "event_name", "Kampkunstshow")
	status := ev("p2", "social_media", at(2, 10, 0), at(2, 10, 0), "platform", "facebook", "title", "Lukas updated his status.")
	post := ev("p3", "social_media", at(3, 10, 0), at(3, 10, 0), "platform", "facebook", "title", "Seán Bos updated his status.", "text", "Grand Palace at sunset, unforgettable!")
	out := extractEach(t, x, []qa.AttrSpec{{Name: "event_name", Type: qa.TypeText}, {Name: "text", Type: qa.TypeText}, {Name: "title", Type: qa.TypeText}}, status, shared, post)
	wantValues(t, out, []wantValue{
		{0, "event_name", nil, "a post without an event"},
		{1, "event_name", "Kampkunstshow", "the post of an event"},
		{0, "text", "Lukas updated his status.", "the text of a post with a title only (its title)"},
		{2, "title", "Grand Palace at sunset, unforgettable!", "a post's title"},
		{0, "title", "Lukas updated his status.", "the title of a post with a title only"},
	})
}

// A kind of venue a source records in a field of its own is that field's
// only: the journal's entry at the supermarket, whose place is Rewe, was
// at no restaurant; an entry whose place is one the field names elsewhere
// (Pho Saigon) was at that restaurant.
func TestOwnVenueFieldOnly(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	dinner := ev("j1", "journal", at(1, 19, 0), at(1, 19, 0), "text", "dinner @ Pho Saigon w/ Ben", "restaurant", "Pho Saigon", "place", "Pho Saigon")
	shop := ev("j2", "journal", at(2, 10, 0), at(2, 10, 0), "text", "groceries at Rewe", "place", "Rewe")
	again := ev("j3", "journal", at(3, 19, 0), at(3, 19, 0), "text", "Went to Pho Saigon with Jonas", "place", "Pho Saigon")
	out := extractEach(t, x, []qa.AttrSpec{{Name: "restaurant", Type: qa.TypeText}, {Name: "place", Type: qa.TypeText}}, dinner, shop, again)
	wantValues(t, out, []wantValue{
		{0, "restaurant", "Pho Saigon", "the dinner's restaurant"},
		{1, "restaurant", nil, "a supermarket read as a restaurant"},
		{1, "place", "Rewe", "the shop's place"},
		{2, "restaurant", "Pho Saigon", "a place the journal calls a restaurant elsewhere"},
	})
}

// A happening told at a part of the day ("Run tonight", time_of_day
// evening, 18:00 to 23:59) spans that part, not how long it lasted; one
// told with its clock times lasted them.
func TestPartOfDayIsNoDuration(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	spec := qa.AttrSpec{Name: "duration_s", Type: qa.TypeDuration}
	tonight := ev("r1", "workout", at(7, 18, 0), at(7, 23, 59), "workout_type", "running", "text", "Run tonight: 6.1k.", "distance_km", 6.1, "time_of_day", "evening")
	if got, _ := extractOne(t, x, spec, tonight); got != nil {
		t.Errorf("duration of a run told at a part of the day = %#v, want none", got)
	}
	timed := ev("r2", "workout", at(8, 18, 0), at(8, 18, 40), "workout_type", "running", "text", "Run 18:00-18:40.")
	if got, _ := extractOne(t, x, spec, timed); got == nil {
		t.Error("a run told with its clock times lasted them")
	}
}

// Family words among the people of an item: "the parents" are the two the
// library says they are, so counted as people they are two; "the family"
// beside the relatives a post names says them again.
func TestFamilyWordsAsPeople(t *testing.T) {
	lib := openLib(t,
		ev("m1", "mail", at(1, 9, 0), at(1, 9, 0), "from", "Me Myself <me@x.org>", "to", []string{"Isabel Berg <isabel@x.org>"}, "direction", "sent", "subject", "Hi", "body", "Hi Mum,\n\nhow are you?\n\nMe"),
		ev("m2", "mail", at(2, 9, 0), at(2, 9, 0), "from", "Lukas Berg <lukas@x.org>", "to", []string{"Me Myself <me@x.org>"}, "direction", "received", "subject", "Sunday", "body", "Hi,\n\nsee you on Sunday.\n\nLove, Dad"),
		ev("c1", "calendar", at(3, 19, 0), at(3, 21, 0), "summary", "Board games", "attendees", []string{"Tom Weber <tom@x.org>", "Me Myself <me@x.org>"}),
	)
	x := newExtractor(t, lib, Options{})
	checkExtracts(t, x, []extractCase{
		{"the parents are both", qa.AttrSpec{Name: "participants", Type: qa.TypeList},
			ev("p1", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Christmas with the parents and Tom ❤️"), []string{"Tom Weber", "Isabel Berg", "Lukas Berg"}},
		{"the family beside the relatives named", qa.AttrSpec{Name: "participants", Type: qa.TypeList},
			ev("p2", "social_media", at(9, 22, 0), at(9, 22, 0), "text", "Christmas with the family: mum and dad"), []string{"Isabel Berg", "Lukas Berg"}},
		{"the family alone", qa.AttrSpec{Name: "participants", Type: qa.TypeList},
			ev("p3", "calendar", at(9, 12, 0), at(9, 20, 0), "summary", "Christmas with the family"), []string{"family"}},
	}, nil)
	// and beside the relatives another record of the happening names
	cal := ev("c2", "calendar", at(24, 0, 0), at(27, 0, 0), "summary", "Christmas with the family")
	told := ev("p4", "social_media", at(25, 16, 0), at(25, 16, 0), "text", "Cozy days with mum & dad")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "participants"}, cal, told); !same(got, []string{"Isabel Berg", "Lukas Berg"}) {
		t.Errorf("the family beside mum & dad: participants = %#v, want mum and dad", got)
	}
}

// The people of an item the records tell as family are its known
// relatives: the one greeted "Hi Mum," and the partner a post names "my
// girlfriend", never a friend named beside them.
func TestKnownRelatives(t *testing.T) {
	lib := openLib(t,
		ev("m1", "mail", at(1, 9, 0), at(1, 9, 0), "from", "Me Myself <me@x.org>", "to", []string{"Eva Berg <eva@x.org>"}, "subject", "Sunday", "body", "Hi Mum,\n\nsee you on Sunday.\n\nMe"),
		ev("m2", "mail", at(2, 9, 0), at(2, 9, 0), "from", "Me Myself <me@x.org>", "to", []string{"Tom Weber <tom@x.org>"}, "subject", "Hi", "body", "Hi Tom,\n\nany plans?\n\nMe"),
	)
	x := newExtractor(t, lib, Options{})
	spec := qa.AttrSpec{Name: qa.AttrKnownRelatives, Type: qa.TypeList}
	checkExtracts(t, x, []extractCase{
		{"a relative beside a friend", spec, ev("k1", "calendar", at(5, 19, 0), at(5, 21, 0), "summary", "Dinner with Eva and Tom"), []string{"Eva Berg"}},
		{"friends only", spec, ev("k2", "calendar", at(6, 19, 0), at(6, 21, 0), "summary", "Drinks with Tom"), []string{}},
	}, nil)
}
