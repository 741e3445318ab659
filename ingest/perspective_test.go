package ingest_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"reqap/ingest"
)

// stamped is an importer whose times are UTC instants.
var stamped = &ingest.Importer{
	Name:       "test_utc_stamped",
	Recognize:  func(ingest.Candidate) ingest.Match { return ingest.Match{} },
	Import:     func(context.Context, *ingest.Input, ingest.Sink) error { return nil },
	UTCStamped: true,
}

var registry = ingest.NewRegistry(stamped)

func TestLocalTimes(t *testing.T) {
	berlin, _ := time.LoadLocation("Europe/Berlin")
	ny, _ := time.LoadLocation("America/New_York")
	moved := time.Date(2020, 1, 1, 0, 0, 0, 0, ny)
	p := &ingest.Perspective{Zone: func(at time.Time) *time.Location {
		if at.Before(moved) {
			return berlin
		}
		return ny
	}}
	at := time.Date(2019, 12, 24, 23, 30, 0, 0, time.UTC)
	ev := ingest.Event{Start: at, End: at.Add(time.Hour), Origin: ingest.Origin{Format: "test_utc_stamped"}}
	if !registry.Derive(&ev, p) || ev.Start.Location() != berlin || ev.Start.Day() != 25 || !ev.Start.Equal(at) {
		t.Fatalf("stamped UTC time read as %v", ev.Start)
	}
	if registry.Derive(&ev, p) {
		t.Error("deriving twice changed the event")
	}
	// The person moved: the same instant is read in the new zone only
	// from the move on; a new home zone re-expresses stored times.
	late := ingest.Event{Start: moved.Add(time.Hour).UTC(), Origin: ingest.Origin{Format: "test_utc_stamped"}}
	registry.Derive(&late, p)
	if late.Start.Location() != ny {
		t.Errorf("after the move: %v", late.Start)
	}
	registry.Derive(&ev, &ingest.Perspective{})
	if ev.Start.Location() != time.UTC || !ev.Start.Equal(at) {
		t.Errorf("back to UTC: %v", ev.Start)
	}
	// Zoned, floating (other formats) and all-day times stay as written.
	plus2 := time.FixedZone("", 7200)
	for _, e := range []ingest.Event{
		{Start: at.In(plus2), Origin: ingest.Origin{Format: "test_utc_stamped"}},
		{Start: at, Origin: ingest.Origin{Format: "not_registered"}},
		{Start: time.Date(2019, 12, 24, 0, 0, 0, 0, time.UTC), AllDay: true, Origin: ingest.Origin{Format: "test_utc_stamped"}},
	} {
		before := e.Start
		if registry.Derive(&e, p) || e.Start != before {
			t.Errorf("%v changed to %v", before, e.Start)
		}
	}
}

func TestSplitPerson(t *testing.T) {
	for in, want := range map[string][2]string{
		"Anna Berg <Anna@X.org>": {"Anna Berg", "anna@x.org"},
		`"Berg, Anna" <a@x.org>`: {"Berg, Anna", "a@x.org"},
		"a@x.org":                {"", "a@x.org"},
		"Anna Berg":              {"Anna Berg", ""},
		"":                       {"", ""},
		// what the people directory and the identity's detection once
		// split each their own way
		"<a@x.org>":             {"", "a@x.org"},
		"Anna Berg <anna@x.org": {"Anna Berg", "anna@x.org"},
		"Berg, Anna <a@x.org>":  {"Berg, Anna", "a@x.org"},
		"Zoë Berg <zoe@x.org>":  {"Zoë Berg", "zoe@x.org"},
	} {
		if n, a := ingest.SplitPerson(in); n != want[0] || a != want[1] {
			t.Errorf("SplitPerson(%q) = %q, %q", in, n, a)
		}
	}
}

func TestSetDerived(t *testing.T) {
	var ev ingest.Event
	if !ev.SetDerived("direction", ingest.Text("sent")) || ev.SetDerived("direction", ingest.Text("sent")) {
		t.Error("setting a value reports the wrong change")
	}
	if !ev.SetDerived("direction", ingest.Value{}) || len(ev.Fields) != 0 || ev.SetDerived("direction", ingest.Value{}) {
		t.Errorf("removing: %v", ev.Fields)
	}
}

func TestDeriveDirection(t *testing.T) {
	me := &ingest.Perspective{Own: func(s string) bool { return strings.EqualFold(s, "lukas vinther") }}
	var ev ingest.Event
	ev.SetText("sender", "Lukas Vinther")
	if !ingest.DeriveDirection(&ev, me) || ev.Text("direction") != "sent" {
		t.Errorf("own message: %q", ev.Text("direction"))
	}
	ev.SetText("sender", "Gustav Johansen")
	if !ingest.DeriveDirection(&ev, me) || ev.Text("direction") != "received" {
		t.Errorf("someone else's: %q", ev.Text("direction"))
	}
	// a thread of listed participants, none of them known to be me: who
	// sent which is not known (Messenger's owner is one of them)
	ev.SetList("participants", []string{"Gustav Johansen", "Anna Berg"})
	if !ingest.DeriveDirection(&ev, me) || ev.Text("direction") != "" {
		t.Errorf("a thread of others: %q", ev.Text("direction"))
	}
	ev.SetList("participants", []string{"Gustav Johansen", "Lukas Vinther"})
	if !ingest.DeriveDirection(&ev, me) || ev.Text("direction") != "received" {
		t.Errorf("a thread of mine: %q", ev.Text("direction"))
	}
	if !ingest.DeriveDirection(&ev, nil) || ev.Text("direction") != "" {
		t.Errorf("nobody known: %q", ev.Text("direction"))
	}
	var notice ingest.Event
	if ingest.DeriveDirection(&notice, me) || notice.Text("direction") != "" {
		t.Errorf("a notice has a direction: %v", notice.Fields)
	}
}
