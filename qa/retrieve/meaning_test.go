package retrieve

import (
	"context"
	"slices"
	"testing"

	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa"
	"reqap/qa/retrieve/lexicon"
)

// Tests of what records mean: which records tell of a happening, on which
// day, and which happening a record is part of.

// An invitation is about the day it proposes: it joins the calendar entry
// at that time (not the dinner it was written during), and without an entry
// it is the happening, on the proposed day. Its reply goes with it.
func TestInvitations(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("cal-fri", "calendar", "ical", at(1, 19, 0), at(1, 21, 0), "summary", "Dinner with Anna"),
		// Written during Friday's dinner, proposing Tuesday.
		ev("mail-tue", "mail", "mbox", at(1, 20, 14), at(1, 20, 14), "subject", "Dinner on Tuesday?", "message_id", "<a1@x.org>",
			"body", "Hi, would you like to meet for dinner on Tuesday? How about Pizzeria Roma at 19:30, 5 Mar?"),
		ev("cal-tue", "calendar", "ical", at(5, 19, 30), at(5, 21, 30), "summary", "Dinner with Tom"),
		// An invitation nobody put in the calendar, and its reply.
		ev("mail-sat", "mail", "mbox", at(6, 10, 0), at(6, 10, 0), "subject", "Dinner next Saturday?", "message_id", "<b1@x.org>",
			"body", "Fancy dinner next Saturday at 20:00? I was thinking 9 March at Trattoria Verde."),
		ev("mail-re", "mail", "mbox", at(6, 11, 0), at(6, 11, 0), "subject", "Re: Dinner next Saturday?", "message_id", "<b2@x.org>",
			"in_reply_to", "<b1@x.org>", "body", "Sounds great!"),
	))
	items, err := r.Retrieve(context.Background(), otxReq("I had dinner"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := groups(items), []string{"cal-fri", "cal-tue+mail-tue", "mail-re+mail-sat"}; !slices.Equal(got, want) {
		t.Fatalf("items %q, want %q", got, want)
	}
	for _, it := range items {
		if len(it.Events) == 2 && it.Events[0].Source == "mail" {
			if got, want := it.Value(qa.AttrStartDateTime), at(9, 20, 0); !qa.Equal(got, want) {
				t.Errorf("the invitation's happening starts %v, want the proposed %v", got, want)
			}
		}
	}
}

// A mail or note that dates no happening only talks about the thing: a
// recipe is no meal, a shopping list no dinner. One that says people were
// together is about a happening even without a day.
func TestUndatedTexts(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("cal-pizza", "calendar", "ical", at(2, 19, 0), at(2, 21, 0), "summary", "Pizza night 🍕"),
		ev("mail-recipe", "mail", "mbox", at(3, 9, 0), at(3, 9, 0), "subject", "Recipe you asked for",
			"body", "As promised, the lasagne recipe: let the sauce simmer for two hours."),
		ev("note-shop", "note", "keep", at(4, 9, 0), at(4, 9, 0), "title", "Groceries", "text", "pasta, tomatoes, parmesan"),
		ev("mail-thanks", "mail", "mbox", at(8, 9, 0), at(8, 9, 0), "subject", "Saturday",
			"body", "Thanks for coming over! The pasta was a hit."),
	))
	if got, want := retrieve(t, r, "I ate Italian food"), []string{"cal-pizza", "mail-thanks"}; !slices.Equal(got, want) {
		t.Errorf("Italian meals %q, want %q", got, want)
	}
	// Asked for mails, every mail about it counts.
	if got, want := retrieve(t, r, "emails about lasagne"), []string{"mail-recipe"}; !slices.Equal(got, want) {
		t.Errorf("mails %q, want %q", got, want)
	}
}

// Buying a product named after a dish is no meal, and neither is the
// shop's confirmation of the order.
func TestPurchasesAreNoMeals(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("cal-pizza", "calendar", "ical", at(2, 19, 0), at(2, 21, 0), "summary", "Pizza with Anna 🍕"),
		ev("buy-stone", "online_purchase", "amazon", at(3, 12, 0), at(3, 12, 0), "product", "Pizza Stone for Oven and Grill"),
		ev("mail-order", "mail", "mbox", at(3, 12, 5), at(3, 12, 5), "subject", `Your order of "Pizza Stone for Oven and Grill"`,
			"body", "Thank you for your order. Placed on 3 March 2024. Pizza Stone for Oven and Grill, EUR 29,95"),
	))
	if got, want := retrieve(t, r, "I ate pizza"), []string{"cal-pizza"}; !slices.Equal(got, want) {
		t.Errorf("pizza meals %q, want %q", got, want)
	}
	if got := retrieve(t, r, "I bought a pizza stone"); !slices.Contains(got, "buy-stone") && !slices.Contains(got, "buy-stone+mail-order") {
		t.Errorf("the purchase %q is still a purchase", got)
	}
}

// A venue's name says what it is before a locative preposition: a sports
// hall by a park is no park; "Volkspark" and a walk in the gardens are.
func TestVenueNames(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("cal-badm", "calendar", "ical", at(4, 18, 30), at(4, 20, 0), "summary", "Badminton with Julien",
			"location", "Sporthalle am Park, Parkstraße 3, Berlin"),
		ev("cal-walk", "calendar", "ical", at(9, 15, 0), at(9, 17, 0), "summary", "Walk with Elif", "location", "Castle Gardens Berlin"),
		ev("cal-volks", "calendar", "ical", at(16, 15, 0), at(16, 17, 0), "summary", "Picnic with Noor", "location", "Volkspark Leipzig"),
		ev("cal-lunch", "calendar", "ical", at(17, 12, 0), at(17, 13, 0), "summary", "Lunch with my parents", "location", "Bangkok Garden"),
	))
	if got, want := retrieve(t, r, "I met friends at a park"), []string{"cal-volks", "cal-walk"}; !slices.Equal(got, want) {
		t.Errorf("park %q, want %q", got, want)
	}
}

// "My workouts" are the workout records and the calendar sessions of the
// sports those records show, merged when they are one session; a class of
// another kind of sport is no workout of the person's.
func TestWorkoutsInTheCalendar(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("run", "workout", "applehealth", at(2, 8, 0), at(2, 8, 40), "workout_type", "running"),
		ev("strava-badm", "workout", "strava", at(4, 18, 31), at(4, 19, 55), "workout_type", "badminton"),
		ev("cal-badm", "calendar", "ical", at(4, 18, 30), at(4, 20, 0), "summary", "Badminton with Julien 🏸"),
		ev("cal-badm2", "calendar", "ical", at(11, 18, 30), at(11, 20, 0), "summary", "Julien – badminton"),
		ev("cal-salsa", "calendar", "ical", at(12, 19, 0), at(12, 20, 30), "summary", "Salsa lessons"),
		ev("cal-dinner", "calendar", "ical", at(13, 19, 0), at(13, 20, 30), "summary", "Dinner with Julien"),
	))
	want := []string{"cal-badm+strava-badm", "cal-badm2", "run"}
	if got := retrieve(t, r, "I worked out", "workout", "calendar"); !slices.Equal(got, want) {
		t.Errorf("workouts %q, want %q", got, want)
	}
	if got := retrieve(t, r, "my workouts"); !slices.Equal(got, want) {
		t.Errorf("workouts without a source list %q, want %q", got, want)
	}
}

// circle is a small circle of people: the person (me@gmail.com), her mother (greeted
// "Hi Mum,"), her boyfriend Karim (tagged under "my boyfriend"), two
// colleagues at one organisation's domain, and a friend.
func circle(more ...ingest.Event) []ingest.Event {
	mail := func(id, to, body string) ingest.Event {
		return ev(id, "mail", "mbox", at(1, 9, 0), at(1, 9, 0), "from", "Alba Krüger <me@gmail.com>", "to", []string{to},
			"direction", "sent", "body", body, "subject", "Hello")
	}
	evs := []ingest.Event{
		mail("m1", "Isabel Krüger <isabel@yahoo.com>", "Hi Mum,\n\njust a quick hello.\n\nAlba"),
		mail("m2", "Karim Ferrari <karim@web.de>", "Hi Karim,\n\nany plans?"),
		mail("m3", "Sanne Sato <sanne.sato@stellar.com>", "Hi Sanne,\n\nthe report."),
		mail("m4", "Manon Chen <manon.chen@stellar.com>", "Hi Manon,\n\nthe slides."),
		mail("m5", "Elif Dekker <elif@gmail.com>", "Hey Elif,\n\nhow are you?"),
		ev("fb", "social_media", "facebook", at(1, 10, 0), at(1, 10, 0), "text", "Sunday with my boyfriend", "tags", []string{"Karim Ferrari"}),
	}
	return append(evs, more...)
}

// A relation is searched as its people's names, a name as its person's
// relation: "lunch with my colleagues" finds "Lunch with Sanne & Manon",
// "dinner with Karim" finds "Dinner with my boyfriend".
func TestPeopleByRelationAndName(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, circle(
		ev("c-lunch", "calendar", "ical", at(4, 12, 30), at(4, 13, 30), "summary", "Lunch with Sanne & Manon"),
		ev("c-lunch2", "calendar", "ical", at(5, 12, 30), at(5, 13, 30), "summary", "Lunch with Elif"),
		ev("c-dinner", "calendar", "ical", at(6, 19, 30), at(6, 21, 30), "summary", "Dinner with my boyfriend"),
		ev("c-dinner2", "calendar", "ical", at(7, 19, 30), at(7, 21, 30), "summary", "Dinner with Karim"),
	)...))
	if got, want := retrieve(t, r, "I had lunch with my colleagues"), []string{"c-lunch"}; !slices.Equal(got, want) {
		t.Errorf("lunch with colleagues %q, want %q", got, want)
	}
	if got, want := retrieve(t, r, "I had dinner with Karim"), []string{"c-dinner", "c-dinner2"}; !slices.Equal(got, want) {
		t.Errorf("dinner with Karim %q, want %q", got, want)
	}
}

// A meal eaten at a meal's hours is that meal; a meal out is one at a named
// venue that is nobody's home, and a café is no restaurant.
func TestMealsAndEatingOut(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("sushi", "calendar", "ical", at(4, 19, 30), at(4, 21, 0), "summary", "Sushi with Tom 🍣", "location", "Sakura, Hauptstraße 3, Berlin"),
		ev("pho", "social_media", "twitter", at(5, 12, 32), at(5, 12, 32), "text", "Big bowl of pho with Tom today 🍜"),
		ev("home", "calendar", "ical", at(6, 19, 0), at(6, 21, 0), "summary", "Tom's birthday dinner 🎂", "location", "Tom's place"),
		ev("brunch", "calendar", "ical", at(7, 11, 0), at(7, 12, 30), "summary", "Brunch with Tom 🥞", "location", "Café Kranz, Berlin"),
		ev("drinks", "calendar", "ical", at(8, 20, 0), at(8, 23, 0), "summary", "Drinks with Tom 🍻", "location", "The Green Door, Berlin"),
	))
	if got, want := retrieve(t, r, "I had dinner with Tom"), []string{"home", "sushi"}; !slices.Equal(got, want) {
		t.Errorf("dinners %q, want %q", got, want)
	}
	if got, want := retrieve(t, r, "I had lunch with Tom"), []string{"pho"}; !slices.Equal(got, want) {
		t.Errorf("lunches %q, want %q", got, want)
	}
	if got, want := retrieve(t, r, "I ate out with Tom"), []string{"sushi"}; !slices.Equal(got, want) {
		t.Errorf("meals out %q, want %q", got, want)
	}
}

// Celebrating a birthday is being at the party: not the birthday
// calendar's yearly entry nor a wish; and whose birthday it is must be the
// one asked for.
func TestOccasions(t *testing.T) {
	yearly := func(id, summary string, d int) ingest.Event {
		return ingest.Event{ID: id, Source: "calendar", Start: at(d, 0, 0), End: at(d+1, 0, 0), AllDay: true,
			Origin: ingest.Origin{File: "/data/birthdays.ics", Format: "ical", Record: id},
			Fields: ev("", "", "", at(d, 0, 0), at(d, 0, 0), "summary", summary, "recurring", true).Fields}
	}
	r := newRetriever(t, libtest.Open(t, circle(
		yearly("bd-elif", "Elif's birthday 🎂", 10),
		ev("wish", "social_media", "twitter", at(10, 9, 0), at(10, 9, 0), "text", "Happy birthday Elif! 🎉"),
		ev("party", "calendar", "ical", at(13, 20, 0), at(13, 23, 0), "summary", "Elif's bday party 🎉", "location", "Elif's place"),
		ev("mine", "calendar", "ical", at(15, 19, 30), at(15, 22, 0), "summary", "My birthday dinner 🎂", "location", "Da Paolo, Berlin"),
		ev("mum", "calendar", "ical", at(20, 19, 30), at(20, 22, 0), "summary", "Birthday dinner – mum's", "location", "Osteria, Berlin"),
		ev("post", "social_media", "twitter", at(21, 0, 30), at(21, 0, 30), "text", "Birthday dinner with the parents and Karim 🥳"),
	)...))
	if got, want := retrieve(t, r, "I went to friends birthday parties"), []string{"party"}; !slices.Equal(got, want) {
		t.Errorf("friends' parties %q, want %q", got, want)
	}
	items, err := r.Retrieve(context.Background(), otxReq("we celebrated mum's birthday"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := groups(items), []string{"mum+post"}; !slices.Equal(got, want) {
		t.Fatalf("mum's birthday %q, want %q", got, want)
	}
	// Asked for the posts themselves, a post is at the time it was written.
	items, err = r.Retrieve(context.Background(), otxReq("my tweets"))
	if err != nil {
		t.Fatal(err)
	}
	for _, it := range items {
		if it.Events[0].ID == "post" && !qa.Equal(it.Value(qa.AttrStartDateTime), at(21, 0, 30)) {
			t.Errorf("the post is at %v", it.Value(qa.AttrStartDateTime))
		}
	}
}

// Visiting someone is being at their place: not a call with them, a
// dinner out with them or a birthday of theirs.
func TestVisits(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, circle(
		ev("v1", "calendar", "ical", at(2, 13, 0), at(2, 16, 0), "summary", "Visit mum & dad", "location", "Munich"),
		ev("v2", "calendar", "ical", at(3, 12, 0), at(3, 15, 0), "summary", "Lunch at my parents'", "location", "Munich"),
		ev("v3", "calendar", "ical", at(4, 19, 0), at(4, 22, 0), "summary", "mum & dad 🏡"),
		ev("v4", "mail", "mbox", at(5, 9, 0), at(5, 9, 0), "subject", "Lunch?", "from", "Isabel Krüger <isabel@yahoo.com>",
			"body", "would you like to come for lunch on Sunday? How about parents' home at 12:30, 10 Mar?"),
		ev("call", "calendar", "ical", at(6, 18, 0), at(6, 18, 30), "summary", "Call the parents"),
		ev("out", "calendar", "ical", at(7, 19, 0), at(7, 21, 0), "summary", "Dinner w/ the parents", "location", "Pho Bar, Hauptstraße 1, Munich"),
		ev("bday", "calendar", "ical", at(8, 19, 0), at(8, 21, 0), "summary", "Birthday dinner – mum's", "location", "Osteria, Munich"),
	)...))
	want := []string{"v1", "v2", "v3", "v4"}
	if got := retrieve(t, r, "I visited my parents"); !slices.Equal(got, want) {
		t.Errorf("visits %q, want %q", got, want)
	}
	if got := retrieve(t, r, "I was at my parents place"); !slices.Equal(got, want) {
		t.Errorf("at their place %q, want %q", got, want)
	}
	// Restaurant visits with them visit a restaurant.
	if got, want := retrieve(t, r, "restaurant visits with my parents"), []string{"bday", "out"}; !slices.Equal(got, want) {
		t.Errorf("restaurant visits %q, want %q", got, want)
	}
}

func TestCelebrantOf(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	for _, tt := range []struct {
		text string
		want celebrant
	}{
		{"Seán's bday party 🎉", celebrant{name: "Seán"}},
		{"celebrating my birthday at Istanbul Grill with Karim!", celebrant{self: true}},
		{"Birthday dinner – Siobhan's", celebrant{name: "Siobhan"}},
		{"Birthday Dad", celebrant{role: "father"}},
		{"dad's birthday dinner 🎂", celebrant{role: "father"}},
		{"Birthday dinner for my sister", celebrant{role: "sister"}},
		{"Birthday party – my 30th!", celebrant{self: true}},
		{"🎂 Karim", celebrant{name: "Karim"}},
		{"Birthday dinner with Elif & Julien yesterday", celebrant{}},
	} {
		if got := celebrantOf(lx, tt.text); got != tt.want {
			t.Errorf("celebrantOf(%q) = %+v, want %+v", tt.text, got, tt.want)
		}
	}
}
