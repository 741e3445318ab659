package extract

import (
	"fmt"
	"testing"

	"reqap/qa"
)

// A venue is never the town it is in: "Lokál in Prague" names Lokál, a
// post "at Karaván Street Food" the restaurant; "Dinner in Bangkok" names
// none, and a place asked as such still reads the town.
func TestVenueIsNoTown(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	for i, tt := range []struct{ text, want string }{
		{"Lokál in Prague – go there. Trust me. 🍽️", "Lokál"},
		{"Chinatown street stalls in Bangkok – go there. Trust me.", "Chinatown street stalls"},
		{"Best meal of the trip at Karaván Street Food 😍 #budapest", "Karaván Street Food"},
		{"best meal of the trip at Tasca do Chico 😍 #lisbon", "Tasca do Chico"},
		{"Katz's Delicatessen in New York – go there. Trust me. 🍽️", "Katz's Delicatessen"},
		{"Bodega Santa Cruz in Seville – go there. Trust me. 🍽️", "Bodega Santa Cruz"},
		{"Tapas El Rinconcillo in Seville – go there", "Tapas El Rinconcillo"},
		{"Pizza with Tom in Rome", ""},
		{"Dinner in Bangkok", ""},
		{"Lunch with Anna in Berlin", ""},
		{"Elif and Tom in Lisbon – amazing trip", ""},
		{"Sunset in Lisbon", ""},
	} {
		post := ev(fmt.Sprint("p", i), "social_media", at(1, 10, 0), at(1, 10, 0), "title", "Elif Smit shared a post.", "text", tt.text)
		got, _ := extractOne(t, x, qa.AttrSpec{Name: "restaurant", Type: qa.TypeText}, post)
		if tt.want == "" && got != nil || tt.want != "" && got != tt.want {
			t.Errorf("restaurant of %q = %#v, want %q", tt.text, got, tt.want)
		}
	}
	post := ev("q", "social_media", at(1, 10, 0), at(1, 10, 0), "text", "Dinner in Bangkok")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "location", Type: qa.TypeText}, post); got != "Bangkok" {
		t.Errorf("location of a dinner in Bangkok = %#v, want Bangkok", got)
	}
}

// A location field naming a town (a trip's "Budapest, Hungary") is no
// restaurant; one naming a venue is.
func TestVenueFieldIsNoTown(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	trip := ev("c1", "calendar", at(1, 0, 0), at(5, 0, 0), "summary", "Budapest trip", "location", "Budapest, Hungary")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "restaurant", Type: qa.TypeText}, trip); got != nil {
		t.Errorf("restaurant of a trip = %#v, want none", got)
	}
	tacos := ev("c3", "calendar", at(2, 19, 0), at(2, 21, 0), "summary", "Los Tacos No. 1 🍽️", "location", "Los Tacos No. 1, New York")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "restaurant", Type: qa.TypeText}, tacos); got != "Los Tacos No. 1" {
		t.Errorf("restaurant of a meal at Los Tacos No. 1 = %#v, want Los Tacos No. 1", got)
	}
	dinner := ev("c2", "calendar", at(2, 19, 0), at(2, 21, 0), "summary", "Dinner", "location", "Menza, Budapest")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "restaurant", Type: qa.TypeText}, dinner); got != "Menza" {
		t.Errorf("restaurant of a dinner at Menza = %#v, want Menza", got)
	}
}

// The town of a location that is a town's name alone is that name.
func TestTownNamedAlone(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	move := ev("c1", "calendar", at(1, 8, 0), at(1, 18, 0), "summary", "Moving day", "location", "Lisbon")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "city", Type: qa.TypeText}, move); got != "Lisbon" {
		t.Errorf("city of a move to Lisbon = %#v, want Lisbon", got)
	}
	venue := ev("c2", "calendar", at(2, 19, 0), at(2, 21, 0), "summary", "Dinner", "location", "Pizzeria Amalfi")
	if got, _ := extractOne(t, x, qa.AttrSpec{Name: "city", Type: qa.TypeText}, venue); got != nil {
		t.Errorf("city of a venue named alone = %#v, want none", got)
	}
}

// The place a night had was at, said the day after by where one is still
// recovering from.
func TestPlaceLeft(t *testing.T) {
	x := newExtractor(t, nil, Options{})
	for i, tt := range []struct{ text, want string }{
		{"Happy new year everyone!! Still recovering from The Green Door 😅", "The Green Door"},
		{"Happy new year everyone!! Still recovering from Can's place 😅", "Can's place"},
		{"Happy new year everyone!! Still recovering from Hopfenhaus 😅", "Hopfenhaus"},
		{"Happy new year everyone!! Still recovering from home 😅", ""},
		{"Still recovering from the flu", ""},
	} {
		post := ev(fmt.Sprint("n", i), "social_media", at(1, 11, 32), at(1, 11, 32), "text", tt.text)
		got, _ := extractOne(t, x, qa.AttrSpec{Name: "location", Type: qa.TypeText}, post)
		if tt.want == "" && got != nil || tt.want != "" && got != tt.want {
			t.Errorf("location of %q = %#v, want %q", tt.text, got, tt.want)
		}
	}
}
