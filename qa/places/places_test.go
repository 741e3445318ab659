package places

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

func event(src string, kv ...any) *ingest.Event {
	return libtest.Happening(src, time.Date(2024, 3, 1, 19, 0, 0, 0, time.UTC), kv...)
}

// A venue's cuisine and dish are what the records there, and the texts
// naming it, eat: "Lunch w/ Noor" at Da Paolo says nothing, the posts about
// Da Paolo say carbonara and pizza; a ground's sport is the one its entries
// name outright. A home is no venue, and a town that
// every kind of meal names has no cuisine.
func TestVenues(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	l := libtest.Memory{
		ingest.Calendar: {
			event(ingest.Calendar, "summary", "Lunch w/ Noor", "location", "Da Paolo"),
			event(ingest.Calendar, "summary", "Dinner with Conor", "location", "Da Paolo, Carrer de Cadis 75, 46019 Valencia"),
			event(ingest.Calendar, "summary", "Burgers with Seán 🍔", "location", "Smokehouse Liberty, Calle Mayor 3, Valencia"),
			event(ingest.Calendar, "summary", "Lunch with Sanne", "location", "Smokehouse Liberty"),
			event(ingest.Calendar, "summary", "Magnus's birthday dinner 🎂", "location", "Magnus's place"),
			event(ingest.Calendar, "summary", "Sushi with Tom 🍣", "location", "Valencia"),
			event(ingest.Calendar, "summary", "Tacos with Ana 🌮", "location", "Valencia"),
			event(ingest.Calendar, "summary", "Football training", "location", "Sportpark Nord"),
			event(ingest.Calendar, "summary", "Racing Olympia training", "location", "Sportpark Nord"),
			event(ingest.Calendar, "summary", "Skin check", "location", "Practice Dr. Ionescu"),
			event(ingest.Calendar, "summary", "Dinner with Omar", "location", "Seoul Garden, Rue Dansaert 75, Brussels"),
			event(ingest.Calendar, "summary", "Conference", "location", "Seoul"),
			event(ingest.Calendar, "summary", "Madeira w/ Inès ✈️", "location", "Madeira, Portugal"),
			event(ingest.Calendar, "summary", "Table at Taberna Madeira", "location", "Taberna Madeira, Madeira"),
			event(ingest.Calendar, "summary", "Lunch w/ Ana", "location", "Trattoria Nonna"),
		},
		ingest.Mail: {
			event(ingest.Mail, "subject", "Appointment reminder", "body", "See you at 9:00. Practice Dr. Ionescu, Cologne. Kind regards, Practice Dr. Ionescu"),
		},
		ingest.SocialMedia: {
			event(ingest.SocialMedia, "text", "Da Paolo with my boyfriend 👌 Best carbonara in town 🍝"),
			event(ingest.SocialMedia, "text", "Pizzaaa time at Da Paolo!! 🍕"),
			event(ingest.SocialMedia, "text", "Lunch spot of dreams: Casa do Bacalhau, Madeira ☀️"),
			event(ingest.SocialMedia, "text", "Trattoria Nonna with Ana. Pizza night"),
			event(ingest.SocialMedia, "text", "Trattoria Nonna with Tom. Pizza again"),
			event(ingest.SocialMedia, "text", "Trattoria Nonna with Lea. Pizza!"),
			event(ingest.SocialMedia, "text", "Trattoria Nonna with Ida. Best pasta in town"),
			event(ingest.SocialMedia, "text", "Trattoria Nonna with Max. Pasta and wine"),
		},
	}
	d := Collect(context.Background(), l, lx)
	if v, ok := d.Venue("Da Paolo, Carrer de Cadis 75"); !ok || v.Cuisine != "italian" || v.Records != 4 {
		t.Errorf("Da Paolo = %+v, want italian from 4 records", v)
	}
	// pizza three times and pasta twice: Italian food, no dish above all
	if v, ok := d.Venue("Trattoria Nonna"); !ok || v.Dish != "" || v.Cuisine != "italian" {
		t.Errorf("Trattoria Nonna = %+v, want italian and no dish", v)
	}
	if v, ok := d.Venue("Smokehouse Liberty"); !ok || v.Dish != "burger" {
		t.Errorf("Smokehouse Liberty = %+v, want burgers", v)
	}
	// a venue named after a town of a cuisine's country, its records
	// saying nothing eaten, serves that cuisine; the town alone is a stay
	if v, ok := d.Venue("Seoul Garden"); !ok || v.Cuisine != "korean" {
		t.Errorf("Seoul Garden = %+v, want korean", v)
	}
	if v, ok := d.Venue("Seoul"); ok && v.Cuisine != "" {
		t.Errorf("the town Seoul has a cuisine: %+v", v)
	}
	if v, ok := d.Venue("Valencia"); ok && v.Cuisine != "" {
		t.Errorf("a town has a cuisine: %+v", v)
	}
	if _, ok := d.Venue("Magnus's place"); ok {
		t.Error("a home is a venue")
	}
	if got := d.Of("italian"); !slices.Equal(got, []string{"Da Paolo", "Trattoria Nonna"}) {
		t.Errorf("Of(italian) = %q", got)
	}
	if v, ok := d.Venue("Sportpark Nord"); !ok || v.Sport != "soccer" {
		t.Errorf("Sportpark Nord = %+v, want soccer", v)
	}
	if v, ok := d.Venue("Practice Dr. Ionescu"); !ok || v.Sport != "" {
		t.Errorf("a doctor's practice = %+v, want no sport (its reminders say only the weak word practice)", v)
	}
	// A text naming a venue that serves food, as words, names where it ate.
	if v, ok := d.Eatery("Da Paolo for my birthday, with Noor 🥳"); !ok || v.Name != "Da Paolo" {
		t.Errorf("Eatery of a post naming Da Paolo = %+v", v)
	}
	if v, ok := d.Eatery("Sportpark Nord again, and Da Paolos"); ok {
		t.Errorf("Eatery of a text naming no eatery as words = %+v", v)
	}
	// A place located only by its country is a town or a region, where
	// venues are: no eatery, and the town of a venue named with it.
	if !d.IsTown("Madeira") || d.IsTown("Taberna Madeira") || d.IsTown("Da Paolo") {
		t.Errorf("IsTown: Madeira %v, Taberna Madeira %v, Da Paolo %v; want only Madeira", d.IsTown("Madeira"), d.IsTown("Taberna Madeira"), d.IsTown("Da Paolo"))
	}
	const post = "Lunch spot of dreams: Casa do Bacalhau, Madeira ☀️"
	if v, ok := d.Eatery(post); ok {
		t.Errorf("Eatery of a post naming a venue in Madeira = %+v, want none", v)
	}
	if v, _ := TownedVenue(lx, d, post); v != "Casa do Bacalhau" {
		t.Errorf("TownedVenue with the library's towns = %q, want Casa do Bacalhau", v)
	}
	if got := d.Of("soccer"); !slices.Equal(got, []string{"Sportpark Nord"}) {
		t.Errorf("Of(soccer) = %q", got)
	}
	for _, a := range []string{"12 Main Street, Springfield", "Lendplatz 14, 8066 Graz", "Roadstar 16\n12764 Happyville\nDenmark"} {
		if got := Name(a); got != "" {
			t.Errorf("Name of an address %q = %q", a, got)
		}
	}
	if got := Name("Route 66 Diner, Lendplatz 14, 8066 Graz"); got != "Route 66 Diner" {
		t.Errorf("Name of Route 66 Diner's location = %q", got)
	}
	// a number said to be the venue's own is part of its name
	for _, n := range []string{"Los Tacos No. 1", "Bar Nr. 5", "Club #9"} {
		if got := Name(n + ", New York"); got != n {
			t.Errorf("Name of %s's location = %q", n, got)
		}
	}
}

// TestDirectoryKept: a directory read back is the one learnt, and Collect
// reads no source but Sources (what it is kept for).
func TestDirectoryKept(t *testing.T) {
	lx := test.Must(t, lexicon.Default)
	lib := libtest.Record(libtest.Memory{
		ingest.Calendar: {
			event(ingest.Calendar, "summary", "Dinner with Conor", "location", "Da Paolo, Carrer de Cadis 75, 46019 Valencia"),
			event(ingest.Calendar, "summary", "Burgers with Seán 🍔", "location", "Smokehouse Liberty, Calle Mayor 3, Valencia"),
		},
		ingest.SocialMedia: {event(ingest.SocialMedia, "text", "Best carbonara in town at Da Paolo 🍝")},
		ingest.Workout:     {event(ingest.Workout, "location", "Da Paolo")},
	})
	d := Collect(context.Background(), lib, lx)
	lib.ReadOnly(t, Sources)
	if back := test.RoundTrip(t, d); !reflect.DeepEqual(back, d) || len(d.venues) != 2 {
		t.Errorf("read back %+v, learnt %+v", back.venues, d.venues)
	}
}
