package people

import (
	"context"
	"reflect"
	"slices"
	"testing"
	"time"

	"reqap/ingest"
	"reqap/internal/libtest"
	"reqap/internal/test"
	"reqap/qa/retrieve/lexicon"
)

var day = time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC)

func event(src string, kv ...any) *ingest.Event { return libtest.Happening(src, day, kv...) }

func sent(to []string, body string) *ingest.Event {
	return event(ingest.Mail, "from", "Alba Krüger <alba@gmail.com>", "to", to, "direction", "sent", "body", body)
}

func received(from, body string) *ingest.Event {
	return event(ingest.Mail, "from", from, "to", []string{"Alba Krüger <alba@gmail.com>"}, "direction", "received", "body", body)
}

// told is a happening of the journal: what it says and whom it names.
func told(text string, who ...string) *ingest.Event {
	return event(ingest.Journal, "text", text, "participants", who)
}

// wantRelation checks the relation the directory gives person ("": none).
func wantRelation(t *testing.T, d *Directory, person, want string) {
	t.Helper()
	if got := d.Relation(person); got != want {
		t.Errorf("Relation(%q) = %q, want %q", person, got, want)
	}
}

// journalRelations checks the relation a journal of the happenings tells
// of each person.
func journalRelations(t *testing.T, evs []*ingest.Event, want map[string]string) {
	t.Helper()
	d := Collect(context.Background(), libtest.Memory{ingest.Journal: evs}, test.Must(t, lexicon.Default))
	for person, w := range want {
		wantRelation(t, d, person, w)
	}
}

// A realistic small library: the person greets her mother and is signed
// to by her father, tags her parents under "mum & dad" and her boyfriend
// under "my boyfriend", spends Valentine's day with him, shares a family
// name with her sister, and writes to five people at her employer's
// domain, one of her family name (and to friends at webmail domains).
func testLibrary() libtest.Memory {
	isabel := "Isabel Krüger <isabel.kruger@yahoo.com>"
	lukas := "Lukas Krüger <lukas.kruger41@yahoo.com>"
	karim := "Karim Ferrari <karimferrari@web.de>"
	zoe := "Zoë Krüger <zkruger@yahoo.com>"
	elif := "Elif Dekker <elif.dekker67@gmail.com>"
	leonor := "Leonor Walter <leonor.walter14@gmail.com>"
	work := []string{"Olivia Eriksson <olivia.eriksson@stellar.com>", "Sanne Sato <sanne.sato@stellar.com>",
		"Beatriz Wright <beatriz.wright@stellar.com>", "Manon Chen <manon.chen@stellar.com>", "Nora Krüger <nora.kruger@stellar.com>"}
	return libtest.Memory{
		ingest.Mail: {
			sent([]string{isabel}, "Hi Mum,\n\njust a quick hello from a very boring afternoon.\n\nAlba"),
			sent([]string{isabel}, "Hey Mum,\n\nit's been ages! How are you?\n\nAlba"),
			received(lukas, "Hi Alba,\n\nsee you on Sunday for lunch.\n\nLove, Dad"),
			sent([]string{karim}, "Hi Karim,\n\nany plans for the summer yet?\n\nAlba"),
			sent([]string{zoe}, "Hi Zoë,\n\ndo you still have my drill?\n\nAlba"),
			sent([]string{elif}, "Hey Elif,\n\nFancy lunch on Thursday?\n\nAlba"),
			sent([]string{leonor}, "Hi Leonor,\n\nas promised, the lasagne recipe.\n\nAlba"),
			sent(work, "Hey Olivia & Sanne & Beatriz & Manon & Nora,\n\nFancy lunch on Thursday at 12:30?\n\nCheers,\nAlba"),
			received(work[0], "Sounds great, see you there!"),
			received(elif, "Hi Alba,\n\nwould you like to meet for dinner on Tuesday?\n\nElif"),
			received("Amazon.de <auto-confirm@amazon.de>", "Thank you for your order."),
		},
		ingest.SocialMedia: {
			event(ingest.SocialMedia, "text", "Perfect night with mum & dad ❤️", "mentions", []string{"Isabel Krüger", "Lukas Krüger"}),
			event(ingest.SocialMedia, "text", "Pizza with my boyfriend 🍕", "mentions", []string{"Karim Ferrari"}),
			event(ingest.SocialMedia, "text", "Valentine's Day dinner with Karim ❤️"),
			event(ingest.SocialMedia, "text", "Brunch with Elif and Leonor", "tags", []string{"Elif Dekker", "Leonor Walter"}),
		},
		ingest.Calendar: {
			event(ingest.Calendar, "summary", "Dinner with Elif", "attendees", []string{elif, "Alba Krüger <alba@gmail.com>"}),
		},
	}
}

func TestRelations(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	d := Collect(context.Background(), testLibrary(), lx)
	for _, tt := range []struct{ person, want string }{
		{"Isabel Krüger", "mother"},                        // "Hi Mum," to her
		{"Lukas Krüger", "father"},                         // "Love, Dad" from him
		{"Karim Ferrari", "partner"},                       // tagged under "my boyfriend", Valentine's day
		{"Zoë Krüger", Family},                             // the family name alone
		{"Olivia Eriksson", Colleague},                     // four people of one organisation's domain
		{"Manon Chen <manon.chen@stellar.com>", Colleague}, // a field value works too
		{"Nora Krüger", Colleague},                         // a namesake at the employer's: no relative
		{"Elif Dekker", ""},                                // a friend: nothing says more
		{"Leonor", ""},                                     // a first name only she has
	} {
		wantRelation(t, d, tt.person, tt.want)
	}
	if got, want := d.WithRelation("mother", "father", "parents"), []string{"Isabel Krüger", "Lukas Krüger"}; !slices.Equal(got, want) {
		t.Errorf("parents = %q, want %q", got, want)
	}
	if got := d.WithRelation(Colleague); len(got) != 5 {
		t.Errorf("colleagues = %q, want the five at stellar.com", got)
	}
	if !d.IsSelf("alba@gmail.com") || d.IsKnown("auto-confirm@amazon.de") || !d.IsKnown("Elif Dekker") {
		t.Error("self or known people misread")
	}
	if got := d.NameForms("Elif Dekker"); !slices.Equal(got, []string{"Elif Dekker", "Elif"}) {
		t.Errorf("NameForms = %q", got)
	}
}

// A family word stands for the people the library says have its roles:
// one role's one holder, a group's holders (two parents), and for family
// at large no one in particular, not the one relative of unknown role.
// "Family" beside relatives named says them again; beside a friend, not.
func TestHolders(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	d := Collect(context.Background(), testLibrary(), lx)
	for _, tt := range []struct {
		word string
		want []string
	}{
		{"mother", []string{"Isabel Krüger"}},
		{"partner", []string{"Karim Ferrari"}},
		{"parents", []string{"Isabel Krüger", "Lukas Krüger"}},
		{"family", nil},
		{"siblings", nil}, // only Zoë, of unknown role
		{"children", nil},
	} {
		c, ok := lx.Concept(tt.word)
		if !ok {
			t.Fatalf("no concept %q", tt.word)
		}
		if got := d.Holders(lx, c); !slices.Equal(got, tt.want) {
			t.Errorf("Holders(%s) = %q, want %q", tt.word, got, tt.want)
		}
	}
	if !d.Vague(lx, Family, []string{"Isabel Krüger", Family}) || !d.Vague(lx, Family, []string{"Zoë Krüger"}) {
		t.Error("family beside relatives named should say them again")
	}
	if d.Vague(lx, Family, []string{"Elif Dekker"}) || d.Vague(lx, "parents", []string{"Isabel Krüger"}) {
		t.Error("family beside a friend, or parents beside the mother alone, is more people")
	}
}

// A journal that says who someone is beside their name ("my sister
// Becky's") tells the relation; a name beside no relation word tells none.
func TestRelationBesideName(t *testing.T) {
	journalRelations(t, []*ingest.Event{
		told("Went round to my sister Becky's for a brew.", "Becky"),
		told("Met our Becky in town for lunch.", "Becky"),
		told("Pints with my mate Gaz at the Fox.", "Gaz"),
	}, map[string]string{"Becky": "sister", "Gaz": ""})
}

// Webmail domains say nothing about where people work, and one address at
// an organisation is no team.
func TestNoColleaguesFromWebmailOrOnePerson(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	l := libtest.Memory{ingest.Mail: {
		sent([]string{"Anna Berg <anna@gmail.com>", "Tom Hill <tom@gmail.com>"}, "Hi both,\n\nlunch?"),
		sent([]string{"Dr. Nagy <info@nagy-gp.eu>"}, "Dear Dr. Nagy,\n\nthank you."),
		received("Anna Berg <anna@gmail.com>", "Sure!"),
	}}
	d := Collect(context.Background(), l, lx)
	if got := d.WithRelation(Colleague); len(got) != 0 {
		t.Errorf("colleagues = %q, want none", got)
	}
}

func TestAddressed(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	w, err := loadedWords()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		line, want string
	}{
		{"Hi Mum,", "mother"},
		{"Mum!", "mother"},
		{"Dear Dad", "father"},
		{"Hey my love", ""},
		{"Hi Mum and Dad,", ""}, // two people
		{"Hi Karim,", ""},
		{"Mum said we should meet on Sunday at the old place", ""}, // a sentence, not a greeting
	} {
		if got := addressed(lx, w.greeting, tt.line); got != tt.want {
			t.Errorf("greeting %q = %q, want %q", tt.line, got, tt.want)
		}
	}
	if got := addressed(lx, w.signoff, "Love, Dad"); got != "father" {
		t.Errorf("signature = %q, want father", got)
	}
}

// TestDirectoryKept: a directory read back is the one learnt, and Collect
// reads no source but Sources (what it is kept for).
func TestDirectoryKept(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	lib := libtest.Record(testLibrary())
	lib.Memory[ingest.Chat] = []*ingest.Event{event(ingest.Chat, "sender", "Karim Ferrari", "text", "see you at 8")}
	lib.Memory[ingest.Note] = []*ingest.Event{event(ingest.Note, "text", "Hi Mum")}
	d := Collect(context.Background(), lib, lx)
	lib.ReadOnly(t, Sources)
	if back := test.RoundTrip(t, d); !reflect.DeepEqual(back, d) || len(d.rel) == 0 || len(d.known) == 0 || len(d.addrs) == 0 {
		t.Errorf("read back %+v\nlearnt %+v", *back, *d)
	}
	if none := test.RoundTrip(t, empty()); none.byFull == nil || none.rel == nil {
		t.Error("an empty directory read back with nil maps")
	}
}

// TestOwner: a possessive names its owner with the apostrophe written or
// left out ("Lenas"); a name that ends in "s" itself stays that name.
func TestOwner(t *testing.T) {
	d := New([]string{"Lena Berg", "Jonas Weber", "Kathi"}, nil)
	for in, want := range map[string]string{
		"Lena's": "Lena Berg", "Lena’s": "Lena Berg", "Lenas": "Lena Berg",
		"Jonas": "Jonas Weber", "Jonas's": "Jonas Weber", "Kathis": "Kathi", "Thomas": "Thomas",
	} {
		if got := d.Owner(in); got != want {
			t.Errorf("Owner(%q) = %q, want %q", in, got, want)
		}
	}
}

// The one I live with (at half or more of the happenings a journal
// records at home with anyone) is the partner when nothing else says who
// is; a parent at home named by a family word stays a parent.
func TestPartnerFromHousehold(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	home := func(text string, who ...string) *ingest.Event {
		return event(ingest.Journal, "text", text, "participants", who, "at_home", true)
	}
	evs := []*ingest.Event{
		home("Cooked curry with Jonas.", "Jonas"),
		home("Jonas made pasta.", "Jonas"),
		home("Board games with Jonas and Lena.", "Jonas", "Lena"),
		home("Movie night with Jonas.", "Jonas"),
		home("Lena came over for tea.", "Lena"),
		home("Baked bread with Jonas.", "Jonas"),
		told("Coffee with Lena.", "Lena"),
	}
	journalRelations(t, evs, map[string]string{"Jonas": "partner", "Lena": ""})
	lib := libtest.Memory{ingest.Journal: evs[:3]}
	if got := Collect(context.Background(), lib, lx).Relation("Jonas"); got != "" {
		t.Errorf("three happenings at home are too few to say who lives there: %q", got)
	}
}

// A person the journal names by a word for their relation ("Mum", "Oma",
// "Sister") is that relative; a word for several people is no one person.
func TestRelationByItsOwnWord(t *testing.T) {
	journalRelations(t, []*ingest.Event{
		told("Call with my mum (30 minutes).", "Mum"),
		told("17:00 Oma's birthday call", "Oma"),
		told("call my sister three quarters of an hour", "Sister"),
		told("Dinner with the parents.", "Parents"),
		told("Coffee with Lena.", "Lena"),
	}, map[string]string{"Mum": "mother", "Oma": "grandmother", "Sister": "sister", "Parents": "", "Lena": ""})
}

// TestDisplayOfAddressAlone: a sender written by address alone is the
// name the same address is written with on other mail, so "who emails me
// most" counts one person once (a real mailing-list archive: "Cristy
// <cristy@…>" and a bare "cristy@…").
func TestDisplayOfAddressAlone(t *testing.T) {
	lib := libtest.Memory{ingest.Mail: {
		received("Cristy <cristy@mystic.example.com>", "fixed in 5.2"),
		received("cristy@mystic.example.com", "Font metrics"),
		received("nobody@example.org", "hello"),
	}}
	d := Collect(context.Background(), lib, test.Must(t, lexicon.Default))
	for in, want := range map[string]string{
		"cristy@mystic.example.com":          "Cristy",
		"Cristy <cristy@mystic.example.com>": "Cristy",
		"nobody@example.org":                 "nobody@example.org",
	} {
		if got := d.Display(in); got != want {
			t.Errorf("Display(%q) = %q, want %q", in, got, want)
		}
	}
	if back := test.RoundTrip(t, d); back.Display("cristy@mystic.example.com") != "Cristy" {
		t.Error("a directory read back forgot the names of addresses")
	}
}
