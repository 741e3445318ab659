package retrieve

import (
	"context"
	"slices"
	"strings"
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

// Mail alone searched ("emails from my dad") is mails, each its own: a
// reply, written by someone else, is not joined to the mail it answers.
func TestRepliesApartInMail(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("mail-q", "mail", "mbox", at(6, 10, 0), at(6, 10, 0), "subject", "Dinner next Saturday?", "message_id", "<b1@x.org>",
			"from", "me@x.org", "to", []string{"Tom <tom@x.org>"}, "body", "Fancy dinner next Saturday?"),
		ev("mail-re", "mail", "mbox", at(6, 11, 0), at(6, 11, 0), "subject", "Re: Dinner next Saturday?", "message_id", "<b2@x.org>",
			"from", "Tom <tom@x.org>", "to", []string{"me@x.org"}, "in_reply_to", "<b1@x.org>", "body", "Sounds great! Dinner it is."),
	))
	wantRetrieved(t, r, otxReq("mail about dinner", "mail"), "mail-q", "mail-re")
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
	wantRetrieved(t, r, otxReq("I ate pizza"), "cal-pizza")
	if got := retrieve(t, r, "I bought a pizza stone"); !slices.Contains(got, "buy-stone") && !slices.Contains(got, "buy-stone+mail-order") {
		t.Errorf("the purchase %q is still a purchase", got)
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
		ev("fb", "social_media", "facebook", at(1, 10, 0), at(1, 10, 0), "text", "Sunday with my boyfriend", "mentions", []string{"Karim Ferrari"}),
	}
	return append(evs, more...)
}

// yearly is an all-day entry of a birthdays calendar's yearly series on
// day d.
func yearly(id, summary string, d int) ingest.Event {
	return ingest.Event{ID: id, Source: "calendar", Start: at(d, 0, 0), End: at(d+1, 0, 0), AllDay: true,
		Origin: ingest.Origin{File: "/data/birthdays.ics", Format: "ical", Record: id},
		Fields: ev("", "", "", at(d, 0, 0), at(d, 0, 0), "summary", summary, "recurring", true).Fields}
}

// Celebrating a birthday is being at the party: not the birthday
// calendar's yearly entry nor a wish; and whose birthday it is must be the
// one asked for.
func TestOccasions(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, circle(
		yearly("bd-elif", "Elif's birthday 🎂", 10),
		ev("wish", "social_media", "twitter", at(10, 9, 0), at(10, 9, 0), "text", "Happy birthday Elif! 🎉"),
		ev("party", "calendar", "ical", at(13, 20, 0), at(13, 23, 0), "summary", "Elif's bday party 🎉", "location", "Elif's place"),
		ev("mine", "calendar", "ical", at(15, 19, 30), at(15, 22, 0), "summary", "My birthday dinner 🎂", "location", "Da Paolo, Berlin"),
		ev("mum", "calendar", "ical", at(20, 19, 30), at(20, 22, 0), "summary", "Birthday dinner – mum's", "location", "Osteria, Berlin"),
		ev("post", "social_media", "twitter", at(21, 0, 30), at(21, 0, 30), "text", "Birthday dinner with the parents and Karim 🥳"),
		ev("own", "social_media", "twitter", at(23, 21, 0), at(23, 21, 0), "text", "24 and feeling great 🎂 Thanks everyone!"),
		ev("job", "social_media", "twitter", at(24, 20, 0), at(24, 20, 0), "text", "Excited to share that I'm starting as Sales Manager at Nordlicht today! 🎉"),
	)...))
	wantRetrieved(t, r, otxReq("I went to friends birthday parties"), "party")
	// A meal is a gathering too: the yearly entry is no birthday dinner.
	if got := retrieve(t, r, "I went to friends birthday dinners"); slices.ContainsFunc(got, func(g string) bool { return strings.Contains(g, "bd-elif") }) {
		t.Errorf("friends birthday dinners %q: the birthday calendar's entry is none", got)
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

// A party its records do not assign is of whoever's birthday it falls
// nearest: on my own birthday (the profile's birth date) "Best birthday
// crew: Elif and Sanne" is no friend's party; on Elif's it is.
func TestFriendsPartyNotOwn(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, circle(
		ev("profile", "account", "applehealth", at(1, 0, 0).AddDate(-30, 0, 0), at(1, 0, 0).AddDate(-30, 0, 0), "fact", "profile", "birth_date", "1990-03-20"),
		yearly("bd-elif", "🎂 Elif", 10),
		ev("elifs", "social_media", "twitter", at(11, 9, 0), at(11, 9, 0), "text", "Best birthday crew: Elif and Sanne 🥳"),
		ev("mine", "social_media", "twitter", at(21, 9, 0), at(21, 9, 0), "text", "Best birthday crew: Elif and Sanne 🥳"),
	)...))
	wantRetrieved(t, r, otxReq("I went to friends birthday parties"), "elifs")
}

// A party named for a holiday is the holiday's, whoever's birthday is
// near: thanks for "the best NYE" two days after Elif's birthday are no
// birthday party of hers; a birthday said on a holiday still is one.
func TestHolidayPartyNoBirthday(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, circle(
		yearly("bd-elif", "🎂 Elif", 10),
		ev("nye", "social_media", "twitter", at(12, 12, 0), at(12, 12, 0), "text", "Let's go 🎉 Thanks Elif and Sanne for the best NYE"),
		ev("xmas", "social_media", "twitter", at(11, 20, 0), at(11, 20, 0), "text", "Elif's birthday party on Christmas Eve 🎂 with Sanne"),
	)...))
	wantRetrieved(t, r, otxReq("I went to friends birthday parties"), "xmas")
}

// A friend's birthday on my own is the day's yearly entry, not whose
// party a post of mine says it was, even where the sources are named (the
// posts a place is searched in, which keep the yearly entries).
func TestOwnPartyOnAFriendsBirthday(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, circle(
		yearly("bd-karim", "Karim bday", 16),
		ev("mine", "social_media", "twitter", at(16, 23, 59), at(16, 23, 59), "text", "Celebrating my birthday at Texas Burger Co. with Elif & Sanne! Burgers & fries 🍔"),
	)...))
	wantRetrieved(t, r, otxReq("I celebrated my birthday", "calendar", "social_media"), "bd-karim+mine")
}

// Being with someone is being there, and whose occasion it is is read
// from the records:
//   - meeting someone is not the birthday calendar's yearly entry that
//     names them nor a wish sent them, however the meeting is said
//     ("catch up" is one term of two words);
//   - my birthday is not the calendar's "Dad bday" (a family word before
//     the occasion says whose) nor "Karim bday" (a name the directory
//     knows);
//   - a happening that does not say whose birthday it is ("Best birthday
//     crew: Elif and Karim 🥳") is Karim's only near the day the birthday
//     calendar gives for him.
func TestBeingThere(t *testing.T) {
	dinner := func(id, summary string, d int) ingest.Event {
		return ev(id, "calendar", "ical", at(d, 19, 30), at(d, 22, 0), "summary", summary, "location", "Da Paolo, Berlin")
	}
	for _, c := range []struct {
		evs     []ingest.Event
		queries []string
		want    string
	}{
		{[]ingest.Event{
			yearly("bd-elif", "🎂 Elif", 10),
			ev("wish", "social_media", "twitter", at(10, 9, 0), at(10, 9, 0), "text", "Happy birthday to the best friend in the world, Elif 🎉"),
			dinner("dinner", "Dinner with Elif", 13),
		}, []string{"I met up with Elif", "I caught up with Elif", "I hung out with Elif"}, "dinner"},
		{[]ingest.Event{
			yearly("bd-dad", "Dad bday", 10),
			yearly("bd-karim", "Karim bday", 12),
			dinner("mine", "My birthday dinner 🎂", 16),
		}, []string{"I went to for my birthday"}, "mine"},
		{[]ingest.Event{
			yearly("bd-elif", "🎂 Elif", 10),
			yearly("bd-karim", "🎂 Karim", 27),
			ev("crew", "social_media", "twitter", at(11, 9, 0), at(11, 9, 0), "text", "Best birthday crew: Elif and Karim 🥳"),
			dinner("karim", "Karim's birthday dinner 🎂", 27),
		}, []string{"we celebrated Karim's birthday"}, "karim"},
		// On Elif's birthday a dinner naming Elif and Karim, whose own is
		// five days later, is Elif's, not Karim's.
		{[]ingest.Event{
			yearly("bd-elif", "🎂 Elif", 10),
			yearly("bd-karim", "🎂 Karim", 15),
			ev("elifs", "social_media", "twitter", at(11, 9, 0), at(11, 9, 0), "text", "Birthday dinner with Elif and Karim yesterday ❤️"),
			ev("karims", "social_media", "twitter", at(21, 9, 0), at(21, 9, 0), "text", "Birthday dinner with Karim and Julia yesterday ❤️"),
		}, []string{"we celebrated Karim's birthday"}, "karims"},
		// Between two birthdays, days apart either way, it may be either's.
		{[]ingest.Event{
			yearly("bd-elif", "🎂 Elif", 10),
			yearly("bd-karim", "🎂 Karim", 19),
			ev("crew", "social_media", "twitter", at(15, 9, 0), at(15, 9, 0), "text", "Best birthday crew: Elif and Karim 🥳"),
		}, []string{"we celebrated Elif's birthday"}, "crew"},
	} {
		r := newRetriever(t, libtest.Open(t, circle(c.evs...)...))
		for _, q := range c.queries {
			wantRetrieved(t, r, otxReq(q), c.want)
		}
	}
}

// "Whose birthday" asks for the birthdays of people the records name:
// not my own, and not a record that names no one the directory knows
// ("33 and feeling great 🎂 Thanks everyone!"); one said with a
// possessive is someone's, known or not ("PErson #2's birthday", a
// contacts calendar's, had been left out).
func TestWhoseOccasion(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, circle(
		yearly("bd-elif", "Elif bday", 10),
		yearly("bd-karim", "🎂 Karim", 12),
		yearly("bd-p2", "PErson #2's birthday", 13),
		yearly("bd-zora", "Zora's birthday", 20),
		ev("own", "social_media", "twitter", at(15, 9, 0), at(15, 9, 0), "text", "33 and feeling great 🎂 Thanks everyone!"),
		ev("mine", "calendar", "ical", at(16, 19, 30), at(16, 22, 0), "summary", "My birthday dinner 🎂", "location", "Da Paolo, Berlin"),
	)...))
	got := retrieve(t, r, "whose birthday")
	for _, id := range []string{"bd-elif", "bd-karim", "bd-p2", "bd-zora"} {
		if !slices.ContainsFunc(got, func(g string) bool { return strings.Contains(g, id) }) {
			t.Errorf("whose birthday %q, want %s among them", got, id)
		}
	}
	for _, id := range []string{"own", "mine"} {
		if slices.ContainsFunc(got, func(g string) bool { return strings.Contains(g, id) }) {
			t.Errorf("whose birthday %q holds my own %s", got, id)
		}
	}
}

func TestCelebrantOf(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	for _, tt := range []struct {
		text string
		want celebrant
	}{
		{"Seán's bday party 🎉", celebrant{name: "Seán", owned: true}},
		// a name whose last word is a number, said as the owner
		{"PErson #2's birthday", celebrant{name: "PErson 2", owned: true}},
		{"celebrating my birthday at Istanbul Grill with Karim!", celebrant{self: true}},
		{"Birthday dinner – Siobhan's", celebrant{name: "Siobhan"}},
		{"Birthday Dad", celebrant{role: "father"}},
		{"dad's birthday dinner 🎂", celebrant{role: "father"}},
		{"Birthday dinner for my sister", celebrant{role: "sister"}},
		{"Birthday party – my 30th!", celebrant{self: true}},
		{"🎂 Karim", celebrant{name: "Karim"}},
		{"Birthday dinner with Elif & Julien yesterday", celebrant{}},
		// with whom is who was there (dad's birthday dinner had been
		// read as mine)
		{"Birthday dinner with my parents yesterday. Butter chicken curry coma 🍛", celebrant{}},
		// a colon lists who was there, not whose it was (the day's
		// "Birthday João" had been left out as another's occasion)
		{"Best birthday crew: my parents and Freya 🥳", celebrant{before: "Best"}},
		// a capitalised word before it is kept aside, a name only where
		// the directory knows one
		{"Zoë bday", celebrant{before: "Zoë"}},
	} {
		if got := celebrantOf(lx, tt.text); got != tt.want {
			t.Errorf("celebrantOf(%q) = %+v, want %+v", tt.text, got, tt.want)
		}
	}
}

// A person asked by their full name is found where the records call them
// by the first name alone, when no one else the person knows has it; a
// first name shared by two people is no one of them.
func TestFullNameAsFirstName(t *testing.T) {
	r := newRetriever(t, libtest.Open(t, circle(
		ev("d1", "calendar", "ical", at(3, 19, 0), at(3, 22, 0), "summary", "Dinner with Elif", "location", "Pizzeria Amalfi"),
		ev("d2", "calendar", "ical", at(5, 19, 0), at(5, 22, 0), "summary", "Dinner with Elif Dekker", "location", "Udon Sora"),
		ev("d3", "calendar", "ical", at(7, 19, 0), at(7, 22, 0), "summary", "Dinner with Sanne", "location", "Udon Sora"),
	)...))
	got := retrieve(t, r, "dinners with Elif Dekker")
	for _, want := range []string{"d1", "d2"} {
		if !slices.Contains(got, want) {
			t.Errorf("dinners with Elif Dekker %q, want %s among them", got, want)
		}
	}
	if slices.Contains(got, "d3") {
		t.Errorf("dinners with Elif Dekker %q holds the dinner with Sanne", got)
	}
}

// A relation asked of mail is its people: where the library knows who
// has it (Isabel, greeted "Hi Mum,") her mail is found; where no one is
// known to have it, a mail merely saying a related word ("folks") is no
// mail of that person, and the retrieval says no one is known so.
func TestRelationOfMailUnknown(t *testing.T) {
	folks := ev("folks", "mail", "mbox", at(2, 9, 0), at(2, 9, 0), "from", "Bill Radcliffe <bill@corbis.com>", "to", []string{"Mark <mark@x.nl>"},
		"direction", "received", "body", "Someone on this list and my image folks here seem to confirm it.", "subject", "Transparency question")
	unknown := newRetriever(t, libtest.Open(t, folks))
	if got := retrieve(t, unknown, "emails from my mum", "mail"); len(got) != 0 {
		t.Errorf("mum unknown: %q, want nothing", got)
	}
	res, err := unknown.Run(context.Background(), otxReq("emails from my mum", "mail"))
	if err != nil {
		t.Fatal(err)
	}
	if notes := res.Notes(); !slices.ContainsFunc(notes, func(n string) bool { return strings.Contains(n, "known to be your mother") }) {
		t.Errorf("mum unknown: notes %q, want the relation said unknown", notes)
	}
	known := newRetriever(t, libtest.Open(t, circle(folks)...))
	if got := retrieve(t, known, "emails my mum sent", "mail"); !slices.Contains(got, "m1") {
		t.Errorf("mum known: %q, want m1", got)
	}
}

// A relation no one in the library is known to have is said so of any
// search, not only of mail: "dinners with my brother", no brother known,
// found nothing for want of knowing who, and the answer read as a zero.
func TestRelationUnknownOfAnyRecords(t *testing.T) {
	dinner := ev("d1", "calendar", "ical", at(7, 19, 0), at(7, 22, 0), "summary", "Dinner with Elif", "location", "Udon Sora")
	r := newRetriever(t, libtest.Open(t, dinner))
	res, err := r.Run(context.Background(), otxReq("dinners with my brother"))
	if err != nil {
		t.Fatal(err)
	}
	if notes := res.Notes(); !slices.ContainsFunc(notes, func(n string) bool { return strings.Contains(n, "known to be your brother") }) {
		t.Errorf("brother unknown: notes %q, want the relation said unknown", notes)
	}
}

// A breakfast is no brunch: "how many times did I have brunch" counted
// every post of a run before breakfast.
func TestBreakfastIsNoBrunch(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("b1", "calendar", "ical", at(3, 11, 0), at(3, 13, 0), "summary", "Brunch with Magnus"),
		ev("p1", "social_media", "twitter", at(4, 20, 41), at(4, 20, 41), "text", "5 km before breakfast ☀️🏃", "platform", "twitter"),
	))
	if got := retrieve(t, r, "I had brunch"); !slices.Equal(got, []string{"b1"}) {
		t.Errorf("brunch: %q, want b1 alone", got)
	}
}

// A lunch is no brunch: a meal that says no brunch, eaten at 12:30 or
// 13:00, is a lunch ("Banh mi with my parents"), and "how many times did
// I go to brunch" counted every one of them.
func TestLunchIsNoBrunch(t *testing.T) {
	r := newRetriever(t, libtest.Open(t,
		ev("b1", "calendar", "ical", at(3, 11, 0), at(3, 13, 0), "summary", "Brunch with Magnus"),
		ev("c1", "calendar", "ical", at(5, 13, 0), at(5, 14, 0), "summary", "Banh mi with my parents 🍜"),
		ev("p1", "social_media", "twitter", at(6, 12, 39), at(6, 12, 39), "text", "Thai green curry, extra spicy 🌶️", "platform", "twitter"),
	))
	if got := retrieve(t, r, "I had brunch"); !slices.Equal(got, []string{"b1"}) {
		t.Errorf("brunch: %q, want b1 alone", got)
	}
	if got := retrieve(t, r, "I had lunch"); !slices.Contains(got, "c1") {
		t.Errorf("lunch: %q, want c1 among them", got)
	}
}

// A relation of someone the library knows, asked of mail, is that
// person's mail only: a friend's mail saying "Mum" (her own mother) is no
// mail from the person's mother.
func TestRelationOfMailKnownIsThePerson(t *testing.T) {
	other := ev("elif-mum", "mail", "mbox", at(2, 9, 0), at(2, 9, 0), "from", "Elif Dekker <elif@gmail.com>", "to", []string{"Alba Krüger <me@gmail.com>"},
		"direction", "received", "body", "Hi Alba,\n\nMum says hello, she loved the cake!\n\nElif", "subject", "Cake")
	mine := ev("isabel", "mail", "mbox", at(3, 9, 0), at(3, 9, 0), "from", "Isabel Krüger <isabel@yahoo.com>", "to", []string{"Alba Krüger <me@gmail.com>"},
		"direction", "received", "body", "Hi Alba,\n\nsee you Sunday.", "subject", "Sunday")
	r := newRetriever(t, libtest.Open(t, circle(other, mine)...))
	got := retrieve(t, r, "emails from my mum", "mail")
	if !slices.Contains(got, "isabel") || slices.Contains(got, "elif-mum") {
		t.Errorf("emails from my mum: %q, want isabel's and not Elif's saying Mum", got)
	}
}

// A relation followed by a name is that person ("my sister Eva's
// birthday"): where nothing else says who the sister is, the name does,
// and the birthday entry that says only "Eva's birthday" is hers (was
// nothing found, for want of a record saying "sister").
func TestRelationNamedInApposition(t *testing.T) {
	eva := ev("eva", "mail", "mbox", at(2, 9, 0), at(2, 9, 0), "from", "Eva Kim <ekim@yahoo.com>", "to", []string{"Alba Krüger <me@gmail.com>"},
		"direction", "received", "body", "Hi Alba,\n\nsee you Sunday.\n\nEva", "subject", "Sunday")
	r := newRetriever(t, libtest.Open(t, circle(eva, yearly("b1", "Eva's birthday", 9))...))
	if got := retrieve(t, r, "sister Eva's birthday"); !slices.Contains(got, "b1") {
		t.Errorf("sister Eva's birthday: %q, want b1", got)
	}
	res, err := r.Run(context.Background(), otxReq("sister Eva's birthday"))
	if err != nil {
		t.Fatal(err)
	}
	if notes := res.Notes(); slices.ContainsFunc(notes, func(n string) bool { return strings.Contains(n, "known to be your sister") }) {
		t.Errorf("sister named: notes %q, want no unknown relation", notes)
	}
}
