package retrieve

import (
	"context"
	"slices"
	"testing"

	"reqap/qa"
)

// Tests of what records mean: which records tell of a happening, on which
// day, and which happening a record is part of.

// An invitation is about the day it proposes: it joins the calendar entry
// at that time (not the dinner it was written during), and without an entry
// it is the happening, on the proposed day. Its reply goes with it.
func TestInvitations(t *testing.T) {
	r := newRetriever(t, openLib(t,
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
	r := newRetriever(t, openLib(t,
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
	r := newRetriever(t, openLib(t,
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
	r := newRetriever(t, openLib(t,
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
	r := newRetriever(t, openLib(t,
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
